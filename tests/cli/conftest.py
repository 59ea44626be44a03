"""The CLI's tests each start with click speaking English, whatever a test before asked for.

``atout --lang fr …`` makes click write its words in French for the rest of the
process (:func:`atout.cli.click_words.speak`): the next test must not inherit it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from atout.cli import click_words


@pytest.fixture(autouse=True)
def click_in_english() -> Iterator[None]:
    click_words.speak("en")
    yield
    click_words.speak("en")

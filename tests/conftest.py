"""Golden files: whole sheets and files compared byte for byte with ``tests/golden/``.

A golden file freezes today's output of a public interface (a command, a JSON
page, an exported file). ``pytest --update-goldens`` rewrites the files instead
of comparing, for a change made on purpose; review the diff before committing.
"""

from __future__ import annotations

import contextlib
import difflib
import json
import os
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"

# No background double-dummy analysis in the apps and servers the tests start (each would
# spawn solver processes on every core): the tests of the analysis turn it on themselves.
os.environ.setdefault("ATOUT_ANALYSIS_JOBS", "0")

# The command's language follows ATOUT_LANG and the system locale: the tests start
# from neither (English), whatever the machine's, and name a language when they want one.
for _variable in ("LC_ALL", "LC_MESSAGES", "ATOUT_LANG"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        default=False,
        help="rewrite the golden files of tests/golden/ instead of comparing with them",
    )


def _readable(data: bytes, name: str) -> list[str]:
    """The lines to show in a diff: JSON indented, so that one changed figure shows."""
    text = data.decode("utf-8", errors="replace")
    if name.endswith(".json"):
        with contextlib.suppress(ValueError):
            text = json.dumps(json.loads(text), indent=2, ensure_ascii=False, sort_keys=True)
    return text.splitlines(keepends=True)


class Golden:
    """Compare outputs with the golden files, or rewrite them (``--update-goldens``)."""

    def __init__(self, update: bool) -> None:
        self.update = update

    def check(self, name: str, output: str | bytes) -> None:
        """``output`` must be byte for byte the file ``tests/golden/<name>``."""
        data = output.encode("utf-8") if isinstance(output, str) else output
        path = GOLDEN / name
        if self.update:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists() or path.read_bytes() != data:
                path.write_bytes(data)
            return
        if not path.exists():
            pytest.fail(
                f"tests/golden/{name} is missing: run pytest --update-goldens", pytrace=False
            )
        expected = path.read_bytes()
        if expected != data:
            diff = difflib.unified_diff(
                _readable(expected, name),
                _readable(data, name),
                f"tests/golden/{name}",
                "output",
            )
            shown = "".join(diff) or "(the same once read: formatting or line endings differ)"
            pytest.fail(
                f"output differs from tests/golden/{name} (pytest --update-goldens rewrites "
                f"it, on purpose only):\n{shown}",
                pytrace=False,
            )


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Golden:
    """The golden files, compared (or rewritten with ``--update-goldens``)."""
    return Golden(bool(request.config.getoption("--update-goldens")))

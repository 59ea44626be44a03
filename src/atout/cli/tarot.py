"""``atout tarot``: French tarot scores and sessions."""

from __future__ import annotations

import click

from atout.cli.common import AtoutGroup


@click.group(cls=AtoutGroup)
def tarot() -> None:
    """French tarot: the score of a deal, session sheets."""

"""Commands of the ``atout`` CLI (see :mod:`atout.cli`)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []

from atout.cli import movements as _movements  # noqa: E402  (movement commands, branch movements)

COMMANDS += _movements.COMMANDS

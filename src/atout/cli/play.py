"""Commands of the ``atout`` CLI (see :mod:`atout.cli`)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []

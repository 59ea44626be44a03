"""What every ``atout`` command shares: error handling and JSON output."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from atout.errors import AtoutError

#: Exit status for bad input (as click uses for usage errors).
EXIT_BAD_INPUT = 2


class AtoutGroup(click.Group):
    """A command group that turns :class:`AtoutError` into a message and exit status 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except AtoutError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(EXIT_BAD_INPUT)


def emit_json(value: Any) -> None:
    """Write ``value`` as one line of JSON on stdout."""
    click.echo(json.dumps(value, ensure_ascii=False))


json_option = click.option("--json", "as_json", is_flag=True, help="Write JSON for scripts.")

"""What every ``atout`` command shares: error handling, input lines, JSON and tables.

Rich is imported by :func:`rich_console` and :func:`new_table`, when a command
prints a table: a command writing JSON, or ``atout --help``, never loads it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

import click

from atout.errors import AtoutError, NotationError

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

#: Exit status for bad input (as click uses for usage errors).
EXIT_BAD_INPUT = 2

T = TypeVar("T")


class AtoutGroup(click.Group):
    """A command group that turns :class:`AtoutError` into a message and exit status 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except AtoutError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(EXIT_BAD_INPUT)


def read_lines(file: TextIO, parse: Callable[[str], T]) -> list[T]:
    """Parse each line of ``file`` (``#`` comments and blank lines skipped).

    >>> import io
    >>> read_lines(io.StringIO("1  # one\\n\\n2\\n"), int)
    [1, 2]
    """
    values: list[T] = []
    for number, raw in enumerate(file, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            values.append(parse(line))
        except AtoutError as error:
            raise NotationError(f"line {number} {line!r}: {error}") from None
    return values


def emit_json(value: Any) -> None:
    """Write ``value`` as one line of JSON on stdout."""
    click.echo(json.dumps(value, ensure_ascii=False))


def rich_console(**options: Any) -> Console:
    """A rich console for tables on stdout (rich is imported here, when a table is printed)."""
    from rich.console import Console

    return Console(**options)


def new_table(*headers: str, **options: Any) -> Table:
    """A rich table (rich is imported here, when a table is printed)."""
    from rich.table import Table

    return Table(*headers, **options)


json_option = click.option("--json", "as_json", is_flag=True, help="Write JSON for scripts.")

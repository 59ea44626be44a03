"""Command groups that import a subcommand's module only when that subcommand runs.

``atout bridge score 4H=`` must start fast (``bench/cli_start.py``): it imports
the scoring commands and the bridge scores, not the movements, the PBN reader,
rich's tables or the web app. A :class:`LazyGroup` knows each lazy subcommand by
where it lives and by the first paragraph of its help, so that ``--help`` lists
every subcommand without importing one (``tests/cli/test_lazy.py`` checks that
these lines stay the commands' own).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import click

from atout.cli.common import AtoutGroup
from atout.cli.spoken import AtoutCommand, write_commands


@dataclass(frozen=True, slots=True)
class LazyCommand:
    """A subcommand not imported yet: ``"module:attribute"`` and its help's first paragraph."""

    target: str
    help: str

    def load(self) -> click.Command:
        """Import the module and give the command.

        >>> LazyCommand("atout.cli.competitions:vp_command", "").load().name
        'vp'
        """
        module, _, attribute = self.target.partition(":")
        command = getattr(importlib.import_module(module), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{self.target!r} is not a click command")
        return command

    def listed(self, name: str) -> click.Command:
        """A stand-in that --help lists as the real command would be, without importing it."""
        return AtoutCommand(name, help=self.help)


class LazyGroup(AtoutGroup):
    """A group whose ``lazy`` subcommands are imported the first time one is asked for."""

    def __init__(
        self, *args: Any, lazy: Mapping[str, LazyCommand] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.lazy: dict[str, LazyCommand] = dict(lazy or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy:
            self.add_command(self.lazy[cmd_name].load(), cmd_name)
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """List the subcommands as click does, lazy ones from their stand-ins."""
        listed = [(name, self._listed(ctx, name)) for name in self.list_commands(ctx)]
        write_commands(ctx, formatter, listed)

    def _listed(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.commands or name not in self.lazy:
            return super().get_command(ctx, name)
        return self.lazy[name].listed(name)

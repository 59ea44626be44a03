"""The ``atout`` command: scoring, movements, PBN files and the web server.

Each module here holds the commands of one subject and lists them in
``COMMANDS``; this module only assembles the groups.
"""

from __future__ import annotations

import click

from atout import __version__
from atout.cli import competitions, movements, pbn, play, scoring, serve, tarot
from atout.cli.common import AtoutGroup


@click.group(cls=AtoutGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="atout")
def main() -> None:
    """atout: score keeping for contract bridge and French tarot."""


@main.group(cls=AtoutGroup)
def bridge() -> None:
    """Contract bridge: scores, rubber, Chicago, auctions, deals, competitions."""


for _command in (
    *scoring.COMMANDS,
    *play.COMMANDS,
    *competitions.COMMANDS,
    *movements.COMMANDS,
    *pbn.COMMANDS,
):
    bridge.add_command(_command)
main.add_command(tarot.tarot)
for _command in serve.COMMANDS:
    main.add_command(_command)

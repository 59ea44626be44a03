"""``atout games list``: the score sheets of a database (rubber, Chicago, the 8-board
series, tarot) with their addresses.

A sheet is reached only at its unguessable address, ``/games/KEY``, which the device that
made or opened it remembers; this command, run where the database is, gives every
sheet's address, for a sheet no device remembers (a new phone, a cleared browser, a
sheet made before sheets had keys).
"""

from __future__ import annotations

import click

from atout.cli.common import AtoutGroup, emit_json, json_option, new_table, rich_console, say
from atout.cli.database import database_option, reading
from atout.errors import Message

#: Each kind of sheet, as the home page names it.
_KINDS = {
    "rubber": Message("Rubber bridge"),
    "chicago": Message("Chicago"),
    "series": Message("Series"),
    "tarot": Message("Tarot"),
}


@click.group(cls=AtoutGroup)
def games() -> None:
    """Score sheets (rubber, Chicago, series, tarot): every sheet with its address."""


@games.command("list")
@database_option
@json_option
def list_command(database_url: str | None, as_json: bool) -> None:
    """Every sheet, latest change first: its address (/games/KEY), kind, players, last change."""
    from atout.store.games.repo import all_games

    with reading(database_url) as session:
        found = all_games(session)
    if as_json:
        emit_json(
            [
                {
                    "address": f"/games/{game.key}",
                    "kind": game.kind.value,
                    "title": game.title,
                    "players": list(game.players),
                    "updated_at": game.updated_at.isoformat(),
                }
                for game in found
            ]
        )
        return
    headings = (Message("Address"), Message("Kind"), Message("Players"), Message("Last change"))
    table = new_table(*(say(heading) for heading in headings))
    for game in found:
        kind = say(_KINDS[game.kind.value])
        changed = game.updated_at.strftime("%Y-%m-%d %H:%M")
        table.add_row(f"/games/{game.key}", kind, ", ".join(game.players), changed)
    rich_console().print(table)

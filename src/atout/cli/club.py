"""``atout club``: the club sessions of a database, listed, exported as PBN, published,
changed during play.

``atout club export SESSION_ID`` writes the same bytes as the director's
*Export PBN* button (:mod:`atout.services.club.export`); ``atout club list``
shows every session with its number, title, kind and status; ``atout club
publish SESSION_ID --out DIR|FILE.zip`` writes the static site of a closed
session, the pages of the director's *Publish* button (:mod:`atout.web.publish`);
``atout club site --out DIR|FILE.zip`` the club's (:mod:`atout.web.publish_club`);
``atout club plan SESSION_ID`` and ``atout club change SESSION_ID join|withdraw|switch
--after N`` show and change a running session's plan, as the director's page does
(:mod:`atout.services.club.plan_changes`); ``atout club ruling …`` gives the director's
rulings (:mod:`atout.cli.club_rulings`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from atout.cli.club_rulings import ruling
from atout.cli.common import (
    AtoutGroup,
    Whole,
    emit_json,
    json_option,
    new_table,
    output_option,
    rich_console,
    say,
)
from atout.cli.database import database_option, opened, reading
from atout.errors import N_, Message

if TYPE_CHECKING:
    from atout.store.club.records import ClubSessionRecord

#: A session's number: the database's ids are 32-bit (PostgreSQL's INTEGER).
SESSION_ID = Whole(1, 2**31 - 1)


@click.group(cls=AtoutGroup)
def club() -> None:
    """Club sessions: list them, export one as a PBN file, publish one as a static site."""


club.add_command(ruling)

#: The sessions' kinds and statuses, as the catalogs translate them.
_WORDS = {
    "pairs": Message("pairs"),
    "teams": Message("teams"),
    "setup": Message("setup"),
    "running": Message("running"),
    "closed": Message("closed"),
    "join": Message("a late pair joins"),
    "withdraw": Message("a pair withdraws"),
    "switch": Message("the movement is switched"),
}


@club.command("list")
@database_option
@json_option
def list_command(database_url: str | None, as_json: bool) -> None:
    """The sessions, latest first: number, title, kind, status and movement."""
    from atout.services.club.sessions import list_sessions

    with reading(database_url) as session:
        found = list_sessions(session, limit=None)
    rows = [
        {
            "id": record.id,
            "title": record.title,
            "kind": record.kind.value,
            "status": record.status.value,
            "movement": record.options.movement,
            "created_at": record.created_at.isoformat(),
        }
        for record in found
    ]
    if as_json:
        emit_json(rows)
        return
    headings = (N_("Title"), N_("Kind"), N_("Status"), N_("Movement"), N_("Created (UTC)"))
    table = new_table("#", *(say(heading) for heading in headings))
    for record in found:
        created = record.created_at.strftime("%Y-%m-%d %H:%M")
        kind, status = str(record.kind), str(record.status)
        kind, status = say(_WORDS.get(kind, kind)), say(_WORDS.get(status, status))
        cells = (record.title, kind, status, _movement_text(record))
        table.add_row(str(record.id), *cells, created)
    rich_console().print(table)


def _movement_text(record: ClubSessionRecord) -> str:
    """A session's movement in the command's language (as the director chose it: ``Howell,
    3 tables : 5 tours de 2 étuis (10 étuis)``, ``2 équipes``); the text stored when the
    session was made before its movement was kept."""
    from atout.duplicate.movements.suggest import Suggestion
    from atout.store.club.records import SessionKind

    if record.kind is SessionKind.TEAMS:
        return say(Message("{count} teams", count=record.options.entrants))
    movement = record.movement
    if movement is None:
        return record.options.movement
    sizes = (movement.tables, len(movement.rounds), movement.boards_per_round)
    return say(Suggestion(movement.kind, *sizes, movement.even, movement.phantom).message)


@club.command("export")
@click.argument("session_id", type=SESSION_ID)
@database_option
@output_option("Write the file here (default: stdout).")
@click.option(
    "--provisional",
    is_flag=True,
    help="Export a session that is not closed yet: the file says it is provisional.",
)
def export_command(
    session_id: int, database_url: str | None, output: Path | None, provisional: bool
) -> None:
    """Write the PBN file of session SESSION_ID (the director's export, byte for byte).

    A session that is not closed is refused unless --provisional is given.
    """
    from atout.services.club.export import export_session

    with reading(database_url) as session:
        data = export_session(session, session_id, provisional=provisional)
    if output is None:
        click.echo(data, nl=False)
    else:
        output.write_bytes(data)
        written = Message("session {number} written to {path}", number=session_id, path=str(output))
        click.echo(say(written), err=True)


#: Where a static site is written, and in which language (``publish`` and ``site``).
site_out = click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path),
    required=True,
    help="A folder to write the pages into, or a file name ending in .zip.",
)
site_language = click.option(
    "--lang",
    "language",
    type=click.Choice(["fr", "en"]),
    default="fr",
    show_default=True,
    help="The pages' language and notation.",
)


@club.command("publish")
@click.argument("session_id", type=SESSION_ID)
@site_out
@site_language
@click.option(
    "--jobs",
    type=click.IntRange(1, 64),
    default=None,
    help="Solver processes for the boards not analysed yet (default: one per core).",
)
@database_option
def publish_command(
    session_id: int, out: Path, language: str, jobs: int | None, database_url: str | None
) -> None:
    """Write closed session SESSION_ID as a static site (a folder or a .zip of HTML pages).

    The ranking (per direction for a Mitchell that is not arrow-switched) with the
    seed of the deals and the command that checks it, each board's traveller with
    its par and each result against it, each pair's score card and the hand
    records with the double-dummy analysis (boards not analysed yet are solved
    first, with a progress bar). Relative links only, the style sheets copied in:
    any web host serves it, or open index.html from the disk.
    """
    from atout.cli.analysis import progress_bar
    from atout.services.club.analysis import analyse_session, progress
    from atout.services.club.sessions import get_session
    from atout.web.publish import site_pages, write_site

    with opened(database_url) as database:
        with database.transaction(write=False) as session:
            done = progress(session, session_id)
            boards = len(get_session(session, session_id).deals)
        with progress_bar(boards) as advance:
            advance(min(done.analysed, boards))
            analyse_session(database, session_id, jobs=jobs, progress=advance)
        with database.transaction(write=False) as session:
            files = site_pages(session, session_id, language, _club_name())
    write_site(files, out)
    pages = sum(1 for name in files if name.endswith(".html"))
    written = Message(
        "session {number}: {count} pages written to {path}",
        number=session_id,
        count=pages,
        path=str(out),
    )
    click.echo(say(written), err=True)


def _club_name() -> str:
    """The club's name (``ATOUT_CLUB_NAME``; empty when not set)."""
    from atout.services.settings import load_settings

    return load_settings().club_name


@club.command("site")
@site_out
@site_language
@database_option
def site_command(out: Path, language: str, database_url: str | None) -> None:
    """Write the club's static site: its closed sessions, its seasons and an index.

    The index names the club (ATOUT_CLUB_NAME) and links to every closed session
    (its day, its own site in a folder) and to each season's ranking. Relative links
    only: any web host serves it, or open index.html from the disk.
    """
    from atout.web.publish import write_site
    from atout.web.publish_club import club_site_pages

    with reading(database_url) as session:
        files = club_site_pages(session, language, _club_name())
    write_site(files, out)
    pages = sum(1 for name in files if name.endswith(".html"))
    written = Message(
        "the club's site: {count} pages written to {path}", count=pages, path=str(out)
    )
    click.echo(say(written), err=True)


@club.command("plan")
@click.argument("session_id", type=SESSION_ID)
@database_option
@json_option
def plan_command(session_id: int, database_url: str | None, as_json: bool) -> None:
    """Show the plan of session SESSION_ID: who plays next, the sit-outs, the changes made.

    Also the tables and their codes, the short-board rule and the movements a switch
    may take (their values for atout club change).
    """
    from atout.services.club.plan_changes import summary

    with reading(database_url) as session:
        found = summary(session, session_id)
    _show_plan(found, as_json)


@club.command("change")
@click.argument("session_id", type=SESSION_ID)
@click.argument("kind", type=click.Choice(["join", "withdraw", "switch"]))
@click.option(
    "--after",
    "after_round",
    type=Whole(0, 100),
    required=True,
    help="The last round kept as it was: the change takes effect after it.",
)
@click.option(
    "--pair",
    type=Whole(1, 240),
    default=None,
    help="The pair that leaves, or the number a late pair takes (default: the free seat).",
)
@click.option(
    "--movement",
    default="",
    help="The movement of the rounds to come, for a switch (a value atout club plan lists).",
)
@database_option
@json_option
def change_command(
    session_id: int,
    kind: str,
    after_round: int,
    pair: int | None,
    movement: str,
    database_url: str | None,
    as_json: bool,
) -> None:
    """Change running session SESSION_ID after a round: join, withdraw or switch.

    A late pair joins (the free seat, else a rover at a new table: each round one
    table's N-S pair sits out), a pair withdraws (its results stand, its opponents
    sit out), or the movement of the rounds to come is switched. The rounds already
    played never change and every result stays, as on the director's page.
    """
    from atout.duplicate.movements.changes import ChangeKind
    from atout.services.club.plan_changes import asked_change, change_plan, summary
    from atout.services.club.sessions import get_session

    with opened(database_url) as database, database.transaction(write=True) as session:
        record = get_session(session, session_id)
        change, name = asked_change(session, record, ChangeKind(kind), after_round, pair, movement)
        change_plan(session, session_id, change, name)
        found = summary(session, session_id)
    _show_plan(found, as_json)


def _show_plan(found: dict[str, Any], as_json: bool) -> None:
    """The plan as JSON, or as lines and a table of sit-outs in the command's language."""
    if as_json:
        emit_json(found)
        return
    playing = ", ".join(str(p) for p in found["playing"])
    click.echo(say(Message("last round played: {played}", played=found["played"])))
    click.echo(say(Message("pairs playing next: {pairs}", pairs=playing)))
    for c in found["changes"]:
        said = Message(
            "change {position}: {kind} after round {after}",
            position=c["position"],
            kind=say(_WORDS[c["kind"]]),
            after=c["after_round"],
        )
        click.echo(say(said) + (f" ({c['pair']})" if c["pair"] else f" ({c['movement']})"))
    table = new_table(say(Message("Round")), say(Message("Table")), say(Message("Sits out")))
    for s in found["sit_outs"]:
        table.add_row(str(s["round"]), str(s["table"]), str(s["pair"]))
    rich_console().print(table)
    for t in found["tables"]:
        click.echo(
            say(Message("table {table}: code {table_code}", table=t["table"], table_code=t["code"]))
        )

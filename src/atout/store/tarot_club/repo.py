"""The tarot club repository: tournaments, tables and versioned deals.

Each function runs in the caller's transaction (one per user action). A deal
is never overwritten: :func:`add_donne` stores a new version on top of the
version the table saw (``base_version``) and raises :class:`ConflictError`,
carrying the stored version, when another phone stored one in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from sqlalchemy import Row, Table, bindparam, select
from sqlalchemy.orm import Session

from atout.errors import Message
from atout.store.base import utc_now
from atout.store.room.entries import Entries, plain_columns
from atout.store.room.records import SessionStatus
from atout.store.room.rooms import Rooms
from atout.store.tarot_club.mapping import (
    donne_columns,
    donne_record,
    table_record,
    tournament_record,
)
from atout.store.tarot_club.models import (
    TarotTableRow,
    TarotTournamentAnnouncementRow,
    TarotTournamentDonneRow,
    TarotTournamentRow,
)
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.deal import Entry
from atout.tarot.rules import TarotRules
from atout.tarot.tournament.plan import TournamentPlan
from atout.tarot.tournament.scoring import DealKey, FivePlayers

_SHOWN = cast(Table, TarotTournamentAnnouncementRow.__table__)
_ANNOUNCEMENTS = (
    select(_SHOWN)
    .where(_SHOWN.c.donne_id.in_(bindparam("ids", expanding=True)))
    .order_by(_SHOWN.c.donne_id, _SHOWN.c.number)
)


def _records(session: Session, rows: Sequence[Row[Any]]) -> list[DonneRecord]:
    shown: dict[int, list[Row[Any]]] = {}
    played = [row.id for row in rows if not row.passed]
    if played:
        for announcement in session.connection().execute(_ANNOUNCEMENTS, {"ids": played}):
            shown.setdefault(announcement.donne_id, []).append(announcement)
    return [donne_record(row, shown.get(row.id, ())) for row in rows]


#: The evenings as rooms (version, status, coded tables), their deals as entries.
ROOMS = Rooms(
    TarotTournamentRow,
    TarotTableRow,
    "tournament_id",
    table_record,
    Message("no tarot tournament number {tournament_id!r}", code="tournament.not-found"),
    large=("plan",),
)
DONNES: Entries[DealKey, DonneRecord] = Entries(
    ROOMS,
    TarotTournamentDonneRow,
    ("round", "table", "deal"),
    _records,
    Message(
        "deal {deal}, table {table}, round {round}: another entry was stored first",
        code="donne.conflict",
    ),
    side=(TarotTournamentAnnouncementRow, "donne_id"),
)


# Tournaments and tables.


def create_tournament(
    session: Session,
    *,
    title: str,
    season: str,
    plan: TournamentPlan,
    names: Mapping[int, str],
    rules: TarotRules,
    five: FivePlayers,
    seed: int,
    director_id: int,
    codes: Sequence[str],
) -> TournamentRecord:
    """Store a new tournament in set-up and its tables, table ``n`` with ``codes[n - 1]``."""
    row = TarotTournamentRow(
        title=title,
        season=season,
        status=SessionStatus.SETUP,
        players=plan.players,
        names={str(n): name for n, name in names.items()},
        plan=plan.to_rows(),
        preset=rules.name,
        round_to_ten=rules.round_to_ten,
        five=five,
        seed=seed,
        version=0,
        director_id=director_id,
        created_at=utc_now(),
    )
    session.add(row)
    session.flush()
    ROOMS.add_tables(session, row.id, codes)
    return replace(tournament_record(row), plan=plan)


def get_tournament(
    session: Session, tournament_id: int, known: TournamentRecord | None = None
) -> TournamentRecord:
    """The tournament ``tournament_id``; with ``known`` (an earlier record) its plan is not
    read again (it never changes)."""
    if known is None:
        return tournament_record(ROOMS.row(session, tournament_id))
    return tournament_record(ROOMS.state(session, tournament_id), known)


def list_tournaments(
    session: Session, season: str | None = None, director_id: int | None = None
) -> list[TournamentRecord]:
    """The tournaments, latest first (those of ``season``, of ``director_id``, when given)."""
    rows = ROOMS.rows(session, director_id=director_id, season=season)
    return [tournament_record(row) for row in rows]


def set_status(session: Session, tournament_id: int, status: SessionStatus) -> TournamentRecord:
    """Give the tournament ``status`` (the caller checked the change); its version grows."""
    return tournament_record(ROOMS.change(session, tournament_id, status=status))


def set_names(session: Session, tournament_id: int, names: Mapping[int, str]) -> TournamentRecord:
    """Replace the players' names; the version grows."""
    stored = {str(n): name for n, name in names.items()}
    return tournament_record(ROOMS.change(session, tournament_id, names=stored))


def tables(session: Session, tournament_id: int) -> list[TarotTableRecord]:
    """The tables of a tournament, by number."""
    return ROOMS.tables(session, tournament_id)


# Deals.


def current_donnes(session: Session, tournament_id: int) -> list[DonneRecord]:
    """The current version of every deal of the tournament."""
    return DONNES.all_current(session, tournament_id)


def history(session: Session, tournament_id: int) -> list[DonneRecord]:
    """Every version of every deal, in the order stored."""
    return DONNES.history(session, tournament_id)


def add_donne(
    session: Session,
    tournament_id: int,
    key: DealKey,
    entry: Entry,
    *,
    entered_by: int,
    author: str,
    base_version: int,
    confirmed: bool = False,
    post_key: str | None = None,
    device: str | None = None,
) -> DonneRecord:
    """Store a new version of a deal on top of ``base_version`` (0: the first entry),
    with the idempotency key of the post that sent it (``post_key``), if any.

    :class:`ConflictError` with the stored version when the current version is
    not ``base_version``: nothing is overwritten.
    """
    old = DONNES.base(session, tournament_id, key, base_version)
    now = utc_now()
    columns, shown = donne_columns(entry)
    record = DonneRecord(
        id=0,
        tournament_id=tournament_id,
        key=key,
        version=base_version + 1,
        current=True,
        entry=entry,
        entered_by=entered_by,
        confirmed_by=entered_by if confirmed else None,
        author=author,
        created_at=now,
        confirmed_at=now if confirmed else None,
        replaces_id=None if old is None else old.id,
        device=device,
    )
    values = {**plain_columns(record, "key", "entry"), **key._asdict(), **columns}
    values["post_key"] = post_key
    return replace(record, id=DONNES.store(session, tournament_id, key, old, values, shown))


def confirm_donne(
    session: Session, tournament_id: int, key: DealKey, *, version: int, player: int
) -> DonneRecord:
    """Mark the current version confirmed by ``player``; a conflict if it is not ``version``."""
    return DONNES.confirm(
        session, tournament_id, key, version=version, confirmed_at=utc_now(), confirmed_by=player
    )

"""The tarot club repository: tournaments, tables and versioned deals.

Each function runs in the caller's transaction (one per user action). A deal
is never overwritten: :func:`add_donne` stores a new version on top of the
version the table saw (``base_version``) and raises :class:`ConflictError`,
carrying the stored version, when another phone stored one in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import Row, Table, bindparam, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from atout.errors import ConflictError, NotFoundError
from atout.store.club.records import SessionStatus
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

_TOURNAMENTS = cast(Table, TarotTournamentRow.__table__)
_DONNES = cast(Table, TarotTournamentDonneRow.__table__)
_SHOWN = cast(Table, TarotTournamentAnnouncementRow.__table__)
_VERSION = select(_TOURNAMENTS.c.version).where(_TOURNAMENTS.c.id == bindparam("key"))
_STATE = select(*(c for c in _TOURNAMENTS.c if c.name != "plan")).where(
    _TOURNAMENTS.c.id == bindparam("key")
)
_BUMP = (
    update(_TOURNAMENTS)
    .where(_TOURNAMENTS.c.id == bindparam("key"))
    .values(version=_TOURNAMENTS.c.version + 1)
    .returning(_TOURNAMENTS.c.version)
)
_OF = _DONNES.c.tournament_id == bindparam("key")
_CURRENT_DONNES = select(_DONNES).where(_OF, _DONNES.c.current.is_(True)).order_by(_DONNES.c.id)
_HISTORY = select(_DONNES).where(_OF).order_by(_DONNES.c.id)
_CURRENT = select(_DONNES).where(
    _OF,
    _DONNES.c.round == bindparam("round_key"),
    _DONNES.c.table == bindparam("table_key"),
    _DONNES.c.deal == bindparam("deal_key"),
    _DONNES.c.current.is_(True),
)
_ANNOUNCEMENTS = (
    select(_SHOWN)
    .where(_SHOWN.c.donne_id.in_(bindparam("ids", expanding=True)))
    .order_by(_SHOWN.c.donne_id, _SHOWN.c.number)
)
_RETIRE = (
    update(_DONNES)
    .where(_DONNES.c.id == bindparam("row_key"))
    .values(current=False, stamp=bindparam("stamp_value"))
)
_CONFIRM = (
    update(_DONNES)
    .where(_DONNES.c.id == bindparam("row_key"))
    .values(
        confirmed_at=bindparam("moment"),
        confirmed_by=bindparam("player"),
        stamp=bindparam("stamp_value"),
    )
)


def _now() -> datetime:
    return datetime.now(UTC)


def _no_tournament(tournament_id: int) -> NotFoundError:
    return NotFoundError(
        "no tarot tournament number {tournament_id!r}",
        code="tournament.not-found",
        tournament_id=tournament_id,
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
        created_at=_now(),
    )
    session.add(row)
    session.flush()
    for number, code in enumerate(codes, 1):
        session.add(TarotTableRow(tournament_id=row.id, number=number, code=code))
    session.flush()
    return replace(tournament_record(row), plan=plan)


def _row(session: Session, tournament_id: int) -> TarotTournamentRow:
    row = session.get(TarotTournamentRow, tournament_id)
    if row is None:
        raise _no_tournament(tournament_id)
    return row


def get_tournament(
    session: Session, tournament_id: int, known: TournamentRecord | None = None
) -> TournamentRecord:
    """The tournament ``tournament_id``; with ``known`` (an earlier record) its plan is not
    read again (it never changes)."""
    if known is None:
        return tournament_record(_row(session, tournament_id))
    row = session.connection().execute(_STATE, {"key": tournament_id}).one_or_none()
    if row is None:
        raise _no_tournament(tournament_id)
    return tournament_record(row, known)


def tournament_version(session: Session, tournament_id: int) -> int:
    """The tournament's version alone (pages are cached on it)."""
    version = session.connection().execute(_VERSION, {"key": tournament_id}).scalar()
    if version is None:
        raise _no_tournament(tournament_id)
    return int(version)


def list_tournaments(
    session: Session, season: str | None = None, director_id: int | None = None
) -> list[TournamentRecord]:
    """The tournaments, latest first (those of ``season``, of ``director_id``, when given)."""
    query = select(TarotTournamentRow).order_by(TarotTournamentRow.id.desc())
    if director_id is not None:
        query = query.where(TarotTournamentRow.director_id == director_id)
    if season is not None:
        query = query.where(TarotTournamentRow.season == season)
    return [tournament_record(row) for row in session.scalars(query)]


def _changed(session: Session, row: TarotTournamentRow) -> TournamentRecord:
    session.flush()
    _bump(session, row.id)
    session.refresh(row, ["version"])
    return tournament_record(row)


def set_status(session: Session, tournament_id: int, status: SessionStatus) -> TournamentRecord:
    """Give the tournament ``status`` (the caller checked the change); its version grows."""
    row = _row(session, tournament_id)
    row.status = status
    return _changed(session, row)


def set_names(session: Session, tournament_id: int, names: Mapping[int, str]) -> TournamentRecord:
    """Replace the players' names; the version grows."""
    row = _row(session, tournament_id)
    row.names = {str(n): name for n, name in names.items()}
    return _changed(session, row)


def tables(session: Session, tournament_id: int) -> list[TarotTableRecord]:
    """The tables of a tournament, by number."""
    query = (
        select(TarotTableRow)
        .where(TarotTableRow.tournament_id == tournament_id)
        .order_by(TarotTableRow.number)
    )
    return [table_record(row) for row in session.scalars(query)]


def table_by_code(session: Session, code: str) -> TarotTableRecord | None:
    """The table whose code is ``code``, if any."""
    row = session.scalars(select(TarotTableRow).where(TarotTableRow.code == code)).one_or_none()
    return None if row is None else table_record(row)


# Deals.


def _records(session: Session, rows: Sequence[Row[Any]]) -> list[DonneRecord]:
    shown: dict[int, list[Row[Any]]] = {}
    played = [row.id for row in rows if not row.passed]
    if played:
        for announcement in session.connection().execute(_ANNOUNCEMENTS, {"ids": played}):
            shown.setdefault(announcement.donne_id, []).append(announcement)
    return [donne_record(row, shown.get(row.id, ())) for row in rows]


def current_donnes(session: Session, tournament_id: int) -> list[DonneRecord]:
    """The current version of every deal of the tournament."""
    rows = session.connection().execute(_CURRENT_DONNES, {"key": tournament_id}).all()
    return _records(session, rows)


def history(session: Session, tournament_id: int) -> list[DonneRecord]:
    """Every version of every deal, in the order stored."""
    return _records(session, session.connection().execute(_HISTORY, {"key": tournament_id}).all())


def current_donne(session: Session, tournament_id: int, key: DealKey) -> DonneRecord | None:
    """The current version of one deal, if it was entered."""
    where = {"key": tournament_id, "round_key": key.round, "table_key": key.table}
    rows = session.connection().execute(_CURRENT, {**where, "deal_key": key.deal}).all()
    found = _records(session, rows)
    return found[0] if found else None


def _conflict(session: Session, tournament_id: int, key: DealKey) -> ConflictError[DonneRecord]:
    stored = current_donne(session, tournament_id, key)
    return ConflictError(
        "deal {deal}, table {table}, round {round}: another entry was stored first",
        stored,
        code="donne.conflict",
        deal=key.deal,
        table=key.table,
        round=key.round,
    )


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
) -> DonneRecord:
    """Store a new version of a deal on top of ``base_version`` (0: the first entry).

    :class:`ConflictError` with the stored version when the current version is
    not ``base_version``: nothing is overwritten.
    """
    old = current_donne(session, tournament_id, key)
    if (0 if old is None else old.version) != base_version:
        raise _conflict(session, tournament_id, key)
    now = _now()
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
    )
    try:
        with session.begin_nested():
            connection = session.connection()
            stamp = _bump(session, tournament_id)
            if old is not None:
                connection.execute(_RETIRE, {"row_key": old.id, "stamp_value": stamp})
            values = {
                "tournament_id": tournament_id,
                "round": key.round,
                "table": key.table,
                "deal": key.deal,
                "version": record.version,
                "current": True,
                **columns,
                "entered_by": entered_by,
                "confirmed_by": record.confirmed_by,
                "author": author,
                "created_at": now,
                "confirmed_at": record.confirmed_at,
                "replaces_id": record.replaces_id,
                "stamp": stamp,
            }
            inserted = connection.execute(insert(_DONNES), values).inserted_primary_key
            assert inserted is not None
            if shown:
                rows = [{"donne_id": int(inserted[0]), **row} for row in shown]
                connection.execute(insert(_SHOWN), rows)
    except IntegrityError:
        raise _conflict(session, tournament_id, key) from None
    return replace(record, id=int(inserted[0]))


def confirm_donne(
    session: Session, tournament_id: int, key: DealKey, *, version: int, player: int
) -> DonneRecord:
    """Mark the current version confirmed by ``player``; a conflict if it is not ``version``."""
    found = current_donne(session, tournament_id, key)
    if found is None or found.version != version:
        raise _conflict(session, tournament_id, key)
    if found.confirmed_at is None:
        found = replace(found, confirmed_at=_now(), confirmed_by=player)
        stamp = _bump(session, tournament_id)
        session.connection().execute(
            _CONFIRM,
            {"row_key": found.id, "moment": found.confirmed_at, "player": player,
             "stamp_value": stamp},
        )  # fmt: skip
    return found


def _bump(session: Session, tournament_id: int) -> int:
    """Raise the tournament's version (locking its row until commit); the new version."""
    return int(session.connection().execute(_BUMP, {"key": tournament_id}).scalar_one())

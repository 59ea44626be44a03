"""The directors' registers of players, and the players of each session's pairs and teams.

Each function runs in the caller's transaction. A player belongs to the director
who made them (``owner``): he is found again, in that director's register only,
by his licence number, else by his name (:func:`find_or_add_player`); a pair of a
session is a ``club_pair`` row naming its two players, a team's roster its
``club_team_player`` rows.
"""

from __future__ import annotations

from sqlalchemy import delete, or_, select
from sqlalchemy.orm import Session

from atout.collation import by_name
from atout.duplicate.players import Player
from atout.errors import NotFoundError
from atout.store.base import utc_now
from atout.store.club.mapping import player_record
from atout.store.club.models import ClubPairRow, ClubTeamPlayerRow, PlayerRow
from atout.store.club.records import PairRecord, PlayerRecord


def _found(session: Session, player: Player, owner: int) -> PlayerRow | None:
    """Director ``owner``'s row for ``player``: by licence number, else by name (a name
    without a licence finds the player of that name who has none, else the only one)."""
    mine = PlayerRow.director_id == owner
    if player.licence is not None:
        query = select(PlayerRow).where(mine, PlayerRow.licence == player.licence)
        return session.scalars(query).first()
    query = select(PlayerRow).where(mine, PlayerRow.name_key == player.key).order_by(PlayerRow.id)
    rows = list(session.scalars(query))
    bare = [r for r in rows if r.licence is None]
    return bare[0] if bare else rows[0] if len(rows) == 1 else None


def find_player(session: Session, player: Player, owner: int) -> PlayerRecord | None:
    """Director ``owner``'s player for ``player``, if their register has him (nothing
    is written)."""
    row = _found(session, player, owner)
    return None if row is None else player_record(row)


def find_or_add_player(session: Session, player: Player, owner: int) -> PlayerRecord:
    """Director ``owner``'s player for ``player``: found in their register by licence
    number, else by name; else added to it.

    A player found by his licence takes the name given (a spelling corrected);
    a name without a licence finds the player of that name who has none, else
    the only one of that name. Another director's players are never looked at.
    """
    row = _found(session, player, owner)
    if row is not None:
        if player.licence is not None and row.name != player.name:
            row.name, row.name_key = player.name, player.key
        return player_record(row)
    row = PlayerRow(
        name=player.name,
        name_key=player.key,
        licence=player.licence,
        created_at=utc_now(),
        director_id=owner,
    )
    session.add(row)
    session.flush()
    return player_record(row)


def players(session: Session, owner: int, limit: int = 2000) -> list[PlayerRecord]:
    """Director ``owner``'s register, by name."""
    query = (
        select(PlayerRow)
        .where(PlayerRow.director_id == owner)
        .order_by(PlayerRow.name_key, PlayerRow.id)
        .limit(limit)
    )
    return by_name((player_record(row) for row in session.scalars(query)), lambda p: p.name)


def player_row(session: Session, player_id: int) -> PlayerRow:
    """The register's row of player ``player_id``, else its :class:`NotFoundError`."""
    row = session.get(PlayerRow, player_id)
    if row is None:
        raise NotFoundError(
            "no player number {player_id!r}", code="player.not-found", player_id=player_id
        )
    return row


def get_player(session: Session, player_id: int) -> PlayerRecord:
    """The register's player numbered ``player_id``."""
    return player_record(player_row(session, player_id))


def sessions_of_player(session: Session, player_id: int) -> list[tuple[int, int]]:
    """The (session, pair number) of every pair ``player_id`` played in, oldest first."""
    query = (
        select(ClubPairRow.session_id, ClubPairRow.number)
        .where(or_(ClubPairRow.first_id == player_id, ClubPairRow.second_id == player_id))
        .order_by(ClubPairRow.session_id)
    )
    return [(int(s), int(n)) for s, n in session.execute(query)]


def pairs_of(session: Session, session_id: int) -> dict[int, PairRecord]:
    rows = list(session.scalars(select(ClubPairRow).where(ClubPairRow.session_id == session_id)))
    ids = {i for row in rows for i in (row.first_id, row.second_id) if i is not None}
    found = {}
    if ids:
        query = select(PlayerRow).where(PlayerRow.id.in_(ids))
        found = {row.id: player_record(row) for row in session.scalars(query)}

    def player(player_id: int | None) -> PlayerRecord | None:
        return None if player_id is None else found.get(player_id)

    return {
        row.number: PairRecord(row.number, player(row.first_id), player(row.second_id))
        for row in sorted(rows, key=lambda r: r.number)
    }


def rosters_of(session: Session, session_id: int) -> dict[int, tuple[PlayerRecord, ...]]:
    """The players of each team of session ``session_id``, in their roster's order."""
    query = (
        select(ClubTeamPlayerRow.team, PlayerRow)
        .join(PlayerRow, PlayerRow.id == ClubTeamPlayerRow.player_id)
        .where(ClubTeamPlayerRow.session_id == session_id)
        .order_by(ClubTeamPlayerRow.team, ClubTeamPlayerRow.slot)
    )
    found: dict[int, list[PlayerRecord]] = {}
    for team, row in session.execute(query):
        found.setdefault(int(team), []).append(player_record(row))
    return {team: tuple(players) for team, players in found.items()}


def set_rosters(
    session: Session, session_id: int, rosters: dict[int, tuple[PlayerRecord, ...]]
) -> None:
    """Replace the rosters of session ``session_id``'s teams (the caller checked them)."""
    session.execute(delete(ClubTeamPlayerRow).where(ClubTeamPlayerRow.session_id == session_id))
    for team, players in sorted(rosters.items()):
        for slot, player in enumerate(players, 1):
            session.add(
                ClubTeamPlayerRow(session_id=session_id, team=team, slot=slot, player_id=player.id)
            )
    session.flush()

"""A table's deals: entered by one of its players, confirmed by a second one.

Every action takes a :class:`~atout.tarot.tournament.scoring.DealKey` (round,
table, deal) and a deal (a ``Donne`` or a ``Passe``), checked by the domain
(:func:`atout.tarot.tournament.scoring.score_deal`: the same refusals as the
score sheet) before it is stored on top of the version its phone saw.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.errors import ForbiddenError, InvalidTransitionError
from atout.store.club.records import SessionStatus
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.deal import Entry
from atout.tarot.tournament.plan import PlannedTable
from atout.tarot.tournament.scoring import DealKey, score_deal


def check_table_action(
    record: TournamentRecord, table: TarotTableRecord, key: DealKey, player: int
) -> PlannedTable:
    """The table of ``key`` in its round, if ``player`` may write there; else
    :class:`ForbiddenError`: a table writes its own deals, in its rounds, while the evening
    runs, and only a player sitting there writes."""
    if record.status is not SessionStatus.RUNNING:
        raise ForbiddenError(
            "tournament {id} is {status}: deals are not taken",
            code="tournament.not-running",
            id=record.id,
            status=record.status,
        )
    if key.table != table.number:
        raise ForbiddenError(
            "table {number} cannot enter deals for table {table}",
            code="table.other-table",
            number=table.number,
            table=key.table,
        )
    planned = record.plan.table(key.round, table.number)
    if planned is None or not 1 <= key.deal <= record.plan.deals:
        raise ForbiddenError(
            "table {number} does not play deal {deal} in round {round}",
            code="table.wrong-deal",
            number=table.number,
            deal=key.deal,
            round=key.round,
        )
    if player not in planned.players:
        raise ForbiddenError(
            "player {player} does not sit at table {number} in round {round}",
            code="tournament.player-not-seated",
            player=player,
            number=table.number,
            round=key.round,
        )
    return planned


def enter_donne(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    key: DealKey,
    entry: Entry,
    *,
    player: int,
    author: str,
    base_version: int,
) -> DonneRecord:
    """Store a table's deal (to be confirmed by a second player) on top of the version seen.

    :class:`~atout.errors.InvalidDealError` when the domain refuses the deal,
    :class:`ForbiddenError` when the table or player may not write it,
    :class:`~atout.errors.ConflictError` when another phone stored a version first.
    """
    check_table_action(record, table, key, player)
    score_deal(record.plan, record.rules, record.five, key, entry)
    return repo.add_donne(
        session,
        record.id,
        key,
        entry,
        entered_by=player,
        author=author,
        base_version=base_version,
    )


def confirm_donne(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    key: DealKey,
    *,
    player: int,
    version: int,
) -> DonneRecord:
    """A second player of the table confirms the version he was shown.

    :class:`InvalidTransitionError` when ``player`` entered it himself.
    """
    check_table_action(record, table, key, player)
    found = repo.current_donne(session, record.id, key)
    if found is not None and found.version == version and found.entered_by == player:
        raise InvalidTransitionError(
            "confirm: a second player of the table confirms the deal, not the one who entered it",
            code="donne.confirm-self",
        )
    return repo.confirm_donne(session, record.id, key, version=version, player=player)

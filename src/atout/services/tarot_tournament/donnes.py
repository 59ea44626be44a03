"""A table's deals: entered by one of its players, confirmed by a second one.

Every action takes the table's post read whole (a :data:`DonnePost`: the
:class:`~atout.tarot.tournament.scoring.DealKey` (round, table, deal), the deal
(a ``Donne`` or a ``Passe``), the version seen), checked once, the deal by the domain
(:func:`atout.tarot.tournament.scoring.score_deal`: the same refusals as the
score sheet) before it is stored on top of the version its phone saw.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.errors import ForbiddenError, InvalidTransitionError, Message
from atout.services.room.locks import Lock, check_lock
from atout.services.room.posts import TablePost, stored_once
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.deal import Entry
from atout.tarot.tournament.plan import PlannedTable
from atout.tarot.tournament.scoring import DealKey, score_deal

#: A tarot table's post: the deal's key, the deal typed (a ``Donne`` or a ``Passe``), the
#: version seen.
DonnePost = TablePost[DealKey, Entry]


def _table(record: TournamentRecord, table: int, key: DealKey) -> PlannedTable | None:
    planned = record.plan.table(key.round, table)
    return planned if planned is not None and 1 <= key.deal <= record.plan.deals else None


#: The room's lock rule (:mod:`atout.services.room.locks`) in an evening's words.
LOCK = Lock(
    _table,
    Message("tournament {id} is {status}: deals are not taken", code="tournament.not-running"),
    Message("table {number} cannot enter deals for table {table}", code="table.other-table"),
    Message("table {number} does not play deal {deal} in round {round}", code="table.wrong-deal"),
)


def check_table_action(
    record: TournamentRecord, table: TarotTableRecord, key: DealKey, player: int
) -> PlannedTable:
    """The table of ``key`` in its round, if ``player`` may write there; else
    :class:`ForbiddenError`: the room's lock rule, and only a player sitting there writes."""
    planned = check_lock(LOCK, record, table.number, key)
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
    post: DonnePost,
    *,
    player: int,
    author: str,
) -> DonneRecord:
    """Store a table's deal (to be confirmed by a second player) on top of the version seen.

    :class:`ForbiddenError` when the table or player may not write the post's key (before
    its deal is looked at), the reader's refusal when the deal was refused,
    :class:`~atout.errors.InvalidDealError` when the domain refuses the deal,
    :class:`~atout.errors.ConflictError` when another phone stored a version first. The
    same post sent again (its idempotency key) is the version it stored, not a new one.
    """
    key = post.key
    check_table_action(record, table, key, player)
    entry = post.checked_entry()
    score_deal(record.plan, record.rules, record.five, key, entry)
    return stored_once(
        post,
        lambda sent: repo.DONNES.by_post_key(session, record.id, sent),
        lambda: repo.add_donne(
            session,
            record.id,
            key,
            entry,
            entered_by=player,
            author=author,
            base_version=post.base_version,
            post_key=post.post_key,
        ),
    )


def confirm_donne(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    post: DonnePost,
    *,
    player: int,
) -> DonneRecord:
    """A second player of the table confirms the version he was shown.

    :class:`InvalidTransitionError` when ``player`` entered it himself.
    """
    key, version = post.key, post.base_version
    check_table_action(record, table, key, player)
    found = repo.DONNES.current(session, record.id, key)
    if found is not None and found.version == version and found.entered_by == player:
        raise InvalidTransitionError(
            "confirm: a second player of the table confirms the deal, not the one who entered it",
            code="donne.confirm-self",
        )
    return repo.confirm_donne(session, record.id, key, version=version, player=player)

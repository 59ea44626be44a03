"""A table's deals: entered by one of its players, confirmed by a second one.

Every action takes the table's post read whole (a :data:`DonnePost`: the
:class:`~atout.tarot.tournament.scoring.DealKey` (round, table, deal), the deal
(a ``Donne`` or a ``Passe``), the version seen), checked once, the deal by the domain
(:func:`atout.tarot.tournament.scoring.score_deal`: the same refusals as the
score sheet) before it is stored on top of the version its phone saw.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from sqlalchemy.orm import Session

from atout.errors import ForbiddenError, InvalidTransitionError, Message
from atout.services.room.corrections import ask_correction
from atout.services.room.locks import (
    Lock,
    check_lock,
    check_open,
    check_other_device,
    playing_round,
)
from atout.services.room.posts import TablePost, stored_once
from atout.store.club.records import DirectorRecord
from atout.store.room.corrections import Corrections
from atout.store.room.records import CorrectionRequest, RoomFamily
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.deal import Entry
from atout.tarot.tournament.plan import PlannedTable
from atout.tarot.tournament.scoring import DealKey, score_deal

#: A tarot table's post: the deal's key, the deal typed (a ``Donne`` or a ``Passe``), the
#: version seen.
DonnePost = TablePost[DealKey, Entry]
#: The tables' requests for a correction of a confirmed deal.
CORRECTIONS = Corrections(RoomFamily.TAROT)
#: Who enters and confirms the director's corrections (no player has the number 0), and
#: their author: this prefix and the director's name.
DIRECTOR, DIRECTOR_AUTHOR = 0, "director "


def _table(record: TournamentRecord, table: int, key: DealKey) -> PlannedTable | None:
    planned = record.plan.table(key.round, table)
    return planned if planned is not None and 1 <= key.deal <= record.plan.deals else None


#: The room's lock rule (:mod:`atout.services.room.locks`) in an evening's words.
LOCK = Lock(
    _table,
    Message("tournament {id} is {status}: deals are not taken", code="tournament.not-running"),
    Message("table {number} cannot enter deals for table {table}", code="table.other-table"),
    Message("table {number} does not play deal {deal} in round {round}", code="table.wrong-deal"),
    Message(
        "table {number} plays round {playing}: deal {deal} of round {round} is not open yet",
        code="table.round-ahead",
    ),
    Message(
        "deal {deal} of round {round} is confirmed: only the director changes it now;"
        " ask for a correction",
        code="donne.locked",
    ),
)


def playing(record: TournamentRecord, table: int, donnes: Iterable[DonneRecord]) -> int:
    """The round ``table`` is playing: its first round with a deal not confirmed."""
    plan = record.plan
    done = {(d.key.round, d.key.deal) for d in donnes if d.key.table == table and d.confirmed}
    deals = range(1, plan.deals + 1)
    rounds = (r.number for r in plan.rounds if plan.table(r.number, table) is not None)
    return playing_round(((number, deals) for number in rounds), done)


def check_table_action(
    session: Session, record: TournamentRecord, table: TarotTableRecord, key: DealKey, player: int
) -> PlannedTable:
    """The table of ``key`` in its round, if ``player`` may write there; else
    :class:`ForbiddenError`: the room's lock rule, and only a player sitting there writes."""
    now = playing(record, table.number, repo.current_donnes(session, record.id))
    planned = check_lock(LOCK, record, table.number, key, playing=now)
    if player not in planned.players:
        raise ForbiddenError(
            "player {player} does not sit at table {number} in round {round}",
            code="tournament.player-not-seated",
            player=player,
            number=table.number,
            round=key.round,
        )
    return planned


def _table_entry(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    post: DonnePost,
    player: int,
) -> Entry:
    """The post's deal, once the table and player may write its key and the domain scores it."""
    check_table_action(session, record, table, post.key, player)
    entry = post.checked_entry()
    score_deal(record.plan, record.rules, record.five, post.key, entry)
    return entry


def enter_donne(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    post: DonnePost,
    *,
    player: int,
    author: str,
    device: str | None = None,
) -> DonneRecord:
    """Store a table's deal (to be confirmed by a second player) on top of the version seen.

    :class:`ForbiddenError` when the table or player may not write the post's key (before
    its deal is looked at) or a second player confirmed the deal already (only the
    director changes it), the reader's refusal when the deal was refused,
    :class:`~atout.errors.InvalidDealError` when the domain refuses the deal,
    :class:`~atout.errors.ConflictError` when another phone stored a version first. The
    same post sent again (its idempotency key) is the version it stored, not a new one.
    """
    key = post.key
    entry = _table_entry(session, record, table, post, player)

    def store() -> DonneRecord:
        check_open(LOCK, key, repo.DONNES.current(session, record.id, key))
        return repo.add_donne(
            session,
            record.id,
            key,
            entry,
            entered_by=player,
            author=author,
            base_version=post.base_version,
            post_key=post.post_key,
            device=device,
        )

    return stored_once(post, lambda sent: repo.DONNES.by_post_key(session, record.id, sent), store)


def confirm_donne(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    post: DonnePost,
    *,
    player: int,
    device: str,
) -> DonneRecord:
    """A second player of the table confirms, on his own phone, the version he was shown.

    :class:`InvalidTransitionError` when ``player`` entered it himself, or when it is
    confirmed from the device (``device``) that entered it.
    """
    key, version = post.key, post.base_version
    check_table_action(session, record, table, key, player)
    found = repo.DONNES.current(session, record.id, key)
    if found is not None and found.version == version:
        if found.entered_by == player:
            raise InvalidTransitionError(
                "confirm: a second player of the table confirms the deal,"
                " not the one who entered it",
                code="donne.confirm-self",
            )
        check_other_device(found.device, device)
    return repo.confirm_donne(session, record.id, key, version=version, player=player)


def request_correction(
    session: Session,
    record: TournamentRecord,
    table: TarotTableRecord,
    post: DonnePost,
    *,
    player: int,
    author: str,
) -> CorrectionRequest:
    """A player of the table asks the director to correct its confirmed deal into the
    post's (checked by the domain as an entry is); the stored deal does not change."""
    key = post.key
    entry = _table_entry(session, record, table, post, player)
    stored = repo.DONNES.current(session, record.id, key)
    now = datetime.now(UTC)
    return ask_correction(
        session, CORRECTIONS, LOCK, record, table.number, key, stored, str(entry),
        author=author, now=now,
    )  # fmt: skip


def correct_donne(
    session: Session,
    record: TournamentRecord,
    key: DealKey,
    entry: Entry,
    director: DirectorRecord,
    *,
    base_version: int,
) -> DonneRecord:
    """The director's correction of a deal: a new version on top of ``base_version``,
    confirmed at once (the older versions stay in the history); the table's open request
    for that deal is closed. The domain's refusal of the deal (or of a key the plan does
    not have), :class:`~atout.errors.ConflictError` when another version was stored since
    the page was read."""
    score_deal(record.plan, record.rules, record.five, key, entry)
    stored = repo.add_donne(
        session,
        record.id,
        key,
        entry,
        entered_by=DIRECTOR,
        author=DIRECTOR_AUTHOR + director.name,
        base_version=base_version,
        confirmed=True,
    )
    CORRECTIONS.close_key(session, record.id, key, now=datetime.now(UTC))
    return stored


def versions(session: Session, tournament_id: int, key: DealKey) -> tuple[DonneRecord, ...]:
    """Every version of one deal, oldest first."""
    return tuple(d for d in repo.history(session, tournament_id) if d.key == key)

"""The director's and the tables' actions on a session, each in one transaction.

Nothing is scored here: the pairs event of :mod:`atout.duplicate.events`
scores the confirmed results (see :mod:`atout.web.club.standings`).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from sqlalchemy.orm import Session

from atout.bridge.board import board_dealer
from atout.bridge.deal import Deal
from atout.duplicate.movements import suggest
from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.duplicate.round_robin import round_robin_plan
from atout.errors import (
    AtoutError,
    ForbiddenError,
    FormError,
    InvalidMovementError,
    InvalidTransitionError,
)
from atout.formats import pbn
from atout.store import club_repo
from atout.store.club_records import ClubSessionRecord, DirectorRecord, ResultRecord, TableRecord
from atout.web.club import forms

#: Letters of a table code: no 0/O, 1/I/L to misread on a card.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: Characters of a table code (about 49 bits).
CODE_LENGTH = 10


def new_code() -> str:
    """A fresh random table code."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def generated_deals(boards: tuple[int, ...], seed: int) -> dict[int, str]:
    """Random deals for ``boards`` from ``seed`` (the same seed gives the same hands)."""
    rng = random.Random(seed)
    return {b: Deal.random(rng, board_dealer(b)).to_pbn(board_dealer(b)) for b in boards}


def imported_deals(
    data: str | bytes, boards: tuple[int, ...], field: str = "deals_pbn"
) -> dict[int, str]:
    """The deals of ``boards`` found in a PBN file (text, or bytes as uploaded).

    A file the reader refuses, or one without a deal for some board, is a
    :class:`FormError` on ``field`` with the reader's message (which names the line).
    """
    if len(data) > forms.MAX_PBN_BYTES:
        raise FormError({field: f"the file is over {forms.MAX_PBN_BYTES} bytes: not a PBN file"})
    found: dict[int, str] = {}
    try:
        for game in pbn.loads(data).games:
            deal, board = game.deal, game.board
            if deal is not None and board in boards:
                found[board] = deal.to_pbn(board_dealer(board))
    except (AtoutError, UnicodeDecodeError) as error:
        raise FormError({field: str(error)}) from None
    missing = [b for b in boards if b not in found]
    if missing:
        raise FormError({field: f"the PBN file has no deal for boards {missing}"})
    return found


def session_deals(
    asked: forms.NewSession, boards: tuple[int, ...], upload: bytes | None
) -> dict[int, str]:
    """The deals of a new session: from the uploaded file, else the pasted text, else
    generated from the seed."""
    if upload:
        return imported_deals(upload, boards, "deals_file")
    text = asked.deals_pbn.strip()
    return imported_deals(text, boards) if text else generated_deals(boards, asked.seed)


def create_session(
    session: Session,
    director: DirectorRecord,
    form: Mapping[str, str],
    upload: bytes | None = None,
) -> ClubSessionRecord:
    """Create the pairs session of the creation form, in set-up, with its table codes.

    ``upload``: the bytes of the PBN file of deals chosen in the form, if any.
    """
    asked = forms.new_session(form)
    suggestions = suggest(asked.pairs)
    if asked.suggestion >= len(suggestions):
        raise FormError({"suggestion": "Choose one of the movements offered."})
    chosen = suggestions[asked.suggestion]
    if asked.boards_per_round is not None:
        chosen = replace(chosen, boards_per_round=asked.boards_per_round)
    plan = Plan.from_movement(chosen.build())
    deals = session_deals(asked, plan.boards, upload)
    return club_repo.create_session(
        session,
        title=asked.title,
        kind="pairs",
        options={"movement": str(chosen), "pairs": asked.pairs},
        plan=plan,
        deals=deals,
        director_id=director.id,
        codes=[new_code() for _ in range(plan.tables)],
    )


def create_teams(
    session: Session, director: DirectorRecord, form: Mapping[str, str]
) -> ClubSessionRecord:
    """Create a team match (two teams) or round robin, in set-up, with its table codes."""
    asked = forms.new_teams(form)
    plan = round_robin_plan(len(asked.teams), asked.boards_per_round)
    created = club_repo.create_session(
        session,
        title=asked.title,
        kind="teams",
        options={"movement": f"{len(asked.teams)} teams", "teams": len(asked.teams)},
        plan=plan,
        deals=generated_deals(plan.boards, asked.seed),
        director_id=director.id,
        codes=[new_code() for _ in range(plan.tables)],
    )
    names = dict(enumerate(asked.teams, 1))
    return club_repo.update_session(session, created.id, names=names)


def set_names(session: Session, session_id: int, form: Mapping[str, str]) -> None:
    """Store the players' names typed for each pair (``pair_<n>``)."""
    record = club_repo.get_session(session, session_id)
    names = {
        pair: form.get(f"pair_{pair}", "").strip()[:80]
        for pair in record.plan.pairs
        if form.get(f"pair_{pair}", "").strip()
    }
    club_repo.update_session(session, session_id, names=names)


def set_status(session: Session, session_id: int, status: str) -> None:
    """Start (``running``) or close (``closed``) a session."""
    record = club_repo.get_session(session, session_id)
    allowed = {"running": ("setup", "closed"), "closed": ("running",)}
    if record.status not in allowed.get(status, ()):
        raise InvalidTransitionError(f"a session {record.status!r} cannot become {status!r}")
    club_repo.update_session(session, session_id, status=status)


# The tables.


def current_round(plan: Plan, table: int, results: list[ResultRecord]) -> int:
    """The first round in which ``table`` still has a board without a confirmed result."""
    done = {(r.round, r.board) for r in results if r.table == table and r.confirmed}
    for sitting in plan.of_table(table):
        if any((sitting.round, b) not in done for b in sitting.boards):
            return sitting.round
    sittings = plan.of_table(table)
    return sittings[-1].round if sittings else 1


def check_table_action(
    record: ClubSessionRecord, table: TableRecord, form: Mapping[str, str]
) -> tuple[PlannedSitting, int]:
    """The sitting and board a table's form is about, if this table may write them.

    A table writes only its own results (the form's ``table`` must be its own),
    in its own rounds and boards, while the session runs: else :class:`atout.errors.ForbiddenError`.
    """
    if record.status != "running":
        raise ForbiddenError(f"session {record.id} is {record.status}: results are not taken")
    if form.get("table", str(table.number)) != str(table.number):
        raise ForbiddenError(
            f"table {table.number} cannot enter results for table {form['table']!r}"
        )
    try:
        round_, board = int(form.get("round", "")), int(form.get("board", ""))
    except ValueError:
        raise ForbiddenError("the form names no round and board") from None
    sitting = record.plan.sitting(round_, table.number)
    if sitting is None or board not in sitting.boards:
        raise ForbiddenError(f"table {table.number} does not play board {board} in round {round_}")
    return sitting, board


def _base_version(form: Mapping[str, str]) -> int:
    text = form.get("base_version", "0")
    return int(text) if text.isdigit() else 0


def enter_result(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    form: Mapping[str, str],
    author: str,
) -> ResultRecord:
    """Store a table's result (unconfirmed) on top of the version it saw.

    :class:`atout.errors.ConflictError` when another phone stored
    one first; :class:`FormError` for a wrong form.
    """
    sitting, board = check_table_action(record, table, form)
    payload = forms.result_payload(form)
    return club_repo.add_result(
        session,
        record.id,
        round_=sitting.round,
        table=table.number,
        board=board,
        payload=payload,
        author=author,
        base_version=_base_version(form),
    )


def confirm_result(
    session: Session, record: ClubSessionRecord, table: TableRecord, form: Mapping[str, str]
) -> ResultRecord:
    """The opponents confirm the version they were shown (``record``: the table's session)."""
    sitting, board = check_table_action(record, table, form)
    return club_repo.confirm_result(
        session,
        record.id,
        round_=sitting.round,
        table=table.number,
        board=board,
        version=_base_version(form),
    )


def correct_result(
    session: Session,
    session_id: int,
    key: tuple[int, int, int],
    form: Mapping[str, str],
    director: DirectorRecord,
) -> ResultRecord:
    """The director's correction (or artificial score): a new, confirmed version."""
    round_, table, board = key
    record = club_repo.get_session(session, session_id)
    sitting = record.plan.sitting(round_, table)
    if sitting is None or board not in sitting.boards:
        raise InvalidMovementError(f"table {table} does not play board {board} in round {round_}")
    payload: dict[str, Any]
    if form.get("kind") == "adjusted":
        payload = forms.adjusted_payload(form)
    else:
        payload = forms.result_payload(form)
    return club_repo.add_result(
        session,
        session_id,
        round_=round_,
        table=table,
        board=board,
        payload=payload,
        author=f"director {director.name}",
        base_version=_base_version(form),
        confirmed=True,
    )

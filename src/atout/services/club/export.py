"""A club session as a PBN 2.1 file: the same bytes for the web and ``atout club export``.

A pairs session is written by :func:`atout.formats.pbn.session.session_pbn`
from its scored event (with each board's deal, the pairs' players and the
opening leads), its ranking per direction when every pair sat one side; a
team session by :func:`atout.formats.pbn.team_session.teams_pbn` from its plan
and confirmed results (a Swiss by :func:`atout.formats.pbn.swiss_session.swiss_pbn`).
The file's date is the session's. The text becomes bytes by
:func:`atout.formats.pbn.writer.encode`, which the reader reads back exactly
(Latin-1, or UTF-8 with a byte-order mark for names such as "–").

Only a closed session is exported as is; before, a *provisional* file may be
asked for: it says so in its header (``% PROVISIONAL: …``, which ``atout
bridge rescore --check`` reports) and scores the results confirmed so far as
if they were all (without Neuberg's factoring for the missing ones), so that
its figures are those a rescore of it finds.
"""

from __future__ import annotations

from functools import partial

from sqlalchemy.orm import Session

from atout.duplicate.events import EventBoard, PairsEvent
from atout.duplicate.pairs_session import entry_of
from atout.errors import InvalidTransitionError, Message
from atout.formats import pbn
from atout.formats.pbn.individual import individual_pbn
from atout.formats.pbn.session import progress_reason, provisional_line, session_pbn
from atout.formats.pbn.swiss_session import swiss_pbn
from atout.formats.pbn.team_session import teams_pbn
from atout.services.club.scores import Scored, score
from atout.services.club.swiss import SwissState, swiss_state
from atout.store.club.records import SessionKind, SessionStatus


def _provisional_event(scored: Scored) -> PairsEvent:
    """The confirmed results scored as they stand (no result expected beyond them)."""
    plan = scored.record.plan
    event = PairsEvent.create(EventBoard.standard(b) for b in plan.boards)
    for key, result in sorted(scored.counted.items()):
        event = event.add(entry_of(plan, key, result))
    return event


def progress(scored: Scored) -> tuple[int, int]:
    """The results confirmed and the results the movement expects."""
    expected = sum(len(s.boards) for s in scored.record.plan.sittings)
    return len(scored.confirmed), expected


def pbn_text(scored: Scored, *, provisional: bool = False, swiss: SwissState | None = None) -> str:
    """The PBN text of a scored session (a pairs session or a team session; ``swiss``: the
    state of a team session played as a Swiss, its matches on its own scale).

    A session that is not closed is refused (:class:`InvalidTransitionError`)
    unless ``provisional`` is asked for.
    """
    record = scored.record
    running = record.status is not SessionStatus.CLOSED
    if running and not provisional:
        done, expected = progress(scored)
        raise InvalidTransitionError(
            (
                "session {id} is {status} ({done} of {expected} results): "
                "close it to export its results, or export a provisional file"
            ),
            code="session.export-not-closed",
            id=record.id,
            status=Message(record.status.value),
            done=done,
            expected=expected,
        )
    header: tuple[str, ...] = ()
    if running:
        done, expected = progress(scored)
        reason = progress_reason(record.status.value, done, expected)
        header = (provisional_line(str(reason)),)
    date = record.created_at.date()
    if swiss is not None or record.kind is SessionKind.TEAMS:
        write = teams_pbn
        if swiss is not None:  # the rounds complete, and their ranking
            rounds, rankings = swiss.rounds[: swiss.complete], swiss.rankings
            lines = rankings[-1] if rankings else ()
            write = partial(swiss_pbn, options=swiss.swiss.options, rounds=rounds, lines=lines)
        file = write(
            title=record.title,
            date=date,
            plan=record.plan,
            results=scored.confirmed,
            deals=record.deals,
            names=record.names,
        )
        if record.kind is SessionKind.TEAMS:
            marks = tuple(pbn.Comment.parse(f"% {line}") for line in header)
            return pbn.dumps(pbn.PbnFile(file.games, (*file.header, *marks)))
    leads = {
        (board, round_, table): result.lead
        for (round_, table, board), result in scored.confirmed.items()
        if result.lead is not None
    }
    if record.individual is not None:
        return pbn.dumps(
            individual_pbn(
                title=record.title,
                date=date,
                movement=record.individual,
                event=_provisional_event(scored) if running else scored.event,
                deals=record.deals,
                names=record.player_names,
                leads=leads,
                header=header,
            )
        )
    file = session_pbn(
        title=record.title,
        date=date,
        event=_provisional_event(scored) if running else scored.event,
        deals=record.deals,
        names=record.names,
        leads=leads,
        apart=record.plan.by_direction,
        header=header,
    )
    return pbn.dumps(file)


def pbn_bytes(session: Session, scored: Scored, *, provisional: bool = False) -> bytes:
    """The file's bytes (a Swiss's rounds read from the store): Latin-1, or UTF-8 with a
    byte-order mark (the reader reads both)."""
    swiss = swiss_state(session, scored)
    return pbn.encode(pbn_text(scored, provisional=provisional, swiss=swiss))


def export_session(session: Session, session_id: int, *, provisional: bool = False) -> bytes:
    """The PBN file of the session numbered ``session_id``, scored from the store."""
    return pbn_bytes(session, score(session, session_id), provisional=provisional)


def file_name(session_id: int, *, provisional: bool = False) -> str:
    """The name the file is offered under.

    >>> file_name(3), file_name(3, provisional=True)
    ('session-3.pbn', 'session-3-provisional.pbn')
    """
    return f"session-{session_id}{'-provisional' if provisional else ''}.pbn"


def media_type(data: bytes) -> str:
    """The file's media type with its character set (UTF-8 when it starts with a mark).

    >>> media_type(b"\\xef\\xbb\\xbf% PBN"), media_type(b"% PBN")
    ('application/x-pbn; charset=utf-8', 'application/x-pbn; charset=iso-8859-1')
    """
    utf8 = data.startswith(b"\xef\xbb\xbf")
    return f"application/x-pbn; charset={'utf-8' if utf8 else 'iso-8859-1'}"

"""A club session as a PBN 2.1 file, the same for the web's download and ``atout club export``.

A pairs session is written by :func:`atout.formats.pbn.session.session_pbn`
from its scored event (with each board's deal, the names and the opening
leads), a team session by :func:`atout.formats.pbn.team_session.teams_pbn`
from its plan and confirmed results. The file's date is the session's.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.formats import pbn
from atout.formats.pbn.session import session_pbn
from atout.formats.pbn.team_session import teams_pbn
from atout.services.club.scores import Scored, score
from atout.store.club.records import SessionKind


def pbn_text(scored: Scored) -> str:
    """The PBN text of a scored session (a pairs session or a team session)."""
    record = scored.record
    date = record.created_at.date()
    if record.kind is SessionKind.TEAMS:
        file = teams_pbn(
            title=record.title,
            date=date,
            plan=record.plan,
            results=scored.confirmed,
            deals=record.deals,
            names=record.names,
        )
        return pbn.dumps(file)
    leads = {
        (board, round_, table): result.lead
        for (round_, table, board), result in scored.confirmed.items()
        if result.lead is not None
    }
    file = session_pbn(
        title=record.title,
        date=date,
        event=scored.event,
        deals=record.deals,
        names=record.names,
        leads=leads,
    )
    return pbn.dumps(file)


def export_session(session: Session, session_id: int) -> str:
    """The PBN text of the session numbered ``session_id``, scored from the store."""
    return pbn_text(score(session, session_id))


def file_name(session_id: int) -> str:
    """The name the file is offered under.

    >>> file_name(3)
    'session-3.pbn'
    """
    return f"session-{session_id}.pbn"

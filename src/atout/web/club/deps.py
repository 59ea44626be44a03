"""Typed dependencies of the club pages: the score cache, the analysis, an
uploaded PBN file (the table codes' are the room's, :mod:`atout.web.room.tables`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from starlette.datastructures import UploadFile

from atout.services.club.analysis import BackgroundAnalysis
from atout.services.club.scores import ScoreCache
from atout.web.forms.club import MAX_PBN_BYTES


# No I/O here: ``async`` keeps these on the event loop (a plain ``def``
# dependency would cost a trip to the thread pool on every request).
def scores_of(request: Request) -> ScoreCache:
    """The app's cache of scored sessions."""
    cache: ScoreCache = request.app.state.club_scores
    return cache


async def get_scores(request: Request) -> ScoreCache:
    """The app's cache of scored sessions (a dependency)."""
    return scores_of(request)


async def get_analysis(request: Request) -> BackgroundAnalysis | None:
    """The background analysis of this process (``None`` when turned off)."""
    analysis: BackgroundAnalysis | None = getattr(request.app.state, "analysis", None)
    return analysis


def wake(analysis: BackgroundAnalysis | None) -> None:
    """Tell the background analysis that boards were just queued (a session created)."""
    if analysis is not None:
        analysis.wake()


async def get_deals_file(request: Request) -> bytes | None:
    """The bytes of the PBN file chosen in the creation form's ``deals_file`` input.

    ``None`` when no file was chosen; at most :data:`MAX_PBN_BYTES` + 1 bytes
    are read (the form refuses a longer file). The form's other fields and its
    CSRF token are checked by :func:`atout.web.deps.get_form`.
    """
    form = await request.form()
    item = form.get("deals_file")
    if not isinstance(item, UploadFile) or not item.filename:
        return None
    return await item.read(MAX_PBN_BYTES + 1)


ScoresDep = Annotated[ScoreCache, Depends(get_scores)]
AnalysisDep = Annotated[BackgroundAnalysis | None, Depends(get_analysis)]
DealsFileDep = Annotated[bytes | None, Depends(get_deals_file)]

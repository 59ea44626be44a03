"""An event's scoring, read from its file: the ``[Scoring]`` tag and the ScoreTable's columns.

PBN 2.1 §3.4.12 leaves the Scoring tag open: fields separated by ``;``, a basic
system (``MP``, ``MatchPoints``, ``IMP``...) and modifiers (``Butler``,
``Butler-2``, ``Cross``, ``Cross1``, ``Cross2``, ``MP1``, ``MP2``...). The
columns say the rest: ``Room`` rows are a teams match's two rooms, players in
each seat (``PlayerId_North``...) an individual event, ``ButlerDatum`` a Butler
field, ``IMP_NS`` an event at IMPs, ``BAM_NS`` a teams event at board-a-match
(``[Scoring "BAM"]``: PBN 2.1 §3.4.12's "Board-A-Match").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from atout.errors import Message
from atout.formats.pbn.model import PbnFile


class Method(enum.Enum):
    """How a board's results are compared."""

    MATCHPOINTS = "matchpoints"
    CROSS_IMPS = "cross-IMPs"
    BUTLER = "Butler"
    IMP_TEAMS = "IMP teams"
    BOARD_A_MATCH = "board-a-match"

    @property
    def message(self) -> Message:
        """The method's name, to translate (``points de match`` in French)."""
        return _METHODS[self]


_METHODS = {
    Method.MATCHPOINTS: Message("matchpoints"),
    Method.CROSS_IMPS: Message("cross-IMPs"),
    Method.BUTLER: Message("Butler"),
    Method.IMP_TEAMS: Message("IMP teams"),
    Method.BOARD_A_MATCH: Message("board-a-match"),
}


@dataclass(frozen=True, slots=True)
class EventScoring:
    """What :func:`detect` finds: the method, whether players change partners (an
    individual event), and the ``[Scoring]`` value it was read from.

    >>> str(EventScoring(Method.MATCHPOINTS, True, "MatchPoints;MP1"))
    'matchpoints, individual ([Scoring "MatchPoints;MP1"])'
    """

    method: Method
    individual: bool = False
    tag: str = ""

    def __str__(self) -> str:
        return str(self.message)

    @property
    def message(self) -> Message:
        """What :func:`detect` found, as a message.

        >>> EventScoring(Method.CROSS_IMPS).message
        'cross-IMPs'
        """
        method, tag = self.method.message, self.tag
        if self.individual and tag:
            return Message('{method}, individual ([Scoring "{tag}"])', method=method, tag=tag)
        if self.individual:
            return Message("{method}, individual", method=method)
        if tag:
            return Message('{method} ([Scoring "{tag}"])', method=method, tag=tag)
        return method


def detect(pbn: PbnFile) -> EventScoring:
    """The scoring of the event ``pbn`` holds.

    >>> from atout.formats.pbn.reader import loads
    >>> str(detect(loads('[Scoring "IMP;Butler-2;Mean"]\\n[ScoreTable "PairId_NS;IMP_NS"]\\n')))
    'Butler ([Scoring "IMP;Butler-2;Mean"])'
    >>> str(detect(loads('[ScoreTable "Room;PairId_NS;PairId_EW;BAM_NS;BAM_EW"]\\n')))
    'board-a-match'
    """
    tag = next((g.value("Scoring") or "" for g in pbn.games if g.value("Scoring")), "")
    fields = {f.strip().upper() for f in tag.split(";")}
    columns: set[str] = set()
    for game in pbn.games:
        table = game.score_table
        if table is not None:
            columns.update(table.names)
    individual = "PlayerId_North" in columns and "PairId_NS" not in columns
    if "BAM_NS" in columns or "BAM" in fields:
        method = Method.BOARD_A_MATCH
    elif "Room" in columns or "TEAMS" in fields:
        method = Method.IMP_TEAMS
    elif any(f.startswith("BUTLER") for f in fields) or "ButlerDatum" in columns:
        method = Method.BUTLER
    elif any(f.startswith("CROSS") for f in fields) or (
        "IMP_NS" in columns and not {"MP_NS", "MP_North"} & columns
    ):
        method = Method.CROSS_IMPS
    else:
        method = Method.MATCHPOINTS
    return EventScoring(method, individual, tag)

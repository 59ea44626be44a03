"""The values of a USEBIO event, kept as the file publishes them.

A USEBIO file holds one event: its participants (pairs, teams or players),
its boards with a traveller line per table, and for teams the matches the
boards were played in. Every figure stays the text the file wrote, so that
a file read and written again is the same file; the PBN side
(:mod:`atout.formats.usebio.pbn_session`) turns them into scores.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.seats import Side
from atout.duplicate.ranking import Place

#: How a multi-section event compared its scores: across the whole field, or
#: within each section (the file does not say it in words: its tops do).
ACROSS_FIELD = "field"
PER_SECTION = "section"
#: The players of an individual event's traveller line, N, S, E, W.
PLAYERS = ("N_PLAYER_NUMBER", "S_PLAYER_NUMBER", "E_PLAYER_NUMBER", "W_PLAYER_NUMBER")


def negated(points: str) -> str:
    """The other side's points (IMPs, a score) as written, from one side's.

    >>> negated("3"), negated("-3"), negated("0")
    ('-3', '3', '0')
    """
    return points[1:] if points.startswith("-") else f"-{points}" if points != "0" else points


@dataclass(frozen=True, slots=True)
class Traveller:
    """One table's result on a board, as published: the pairs (or, for teams, the
    direction the team sat), contract, declarer, tricks, lead, N-S score, and each
    side's matchpoints or IMPs.

    ``room`` is the direction the first team sat in a teams match (``NS``/``EW``);
    ``players`` the N, S, E and W players of an individual event (whose lines may
    have a score and no contract); ``lin`` the table's ``LIN_DATA`` (its BBO hand
    record: players, deal, auction and play), as the file writes it.
    """

    ns: str
    ew: str
    contract: str
    declarer: str
    tricks: str
    lead: str
    score: str
    ns_points: str
    ew_points: str
    room: str = ""
    players: tuple[str, ...] = ()
    lin: str = ""

    @property
    def adjusted(self) -> tuple[int, int] | None:
        """Each side's percentage of an adjusted score (``A6040`` → 60, 40), else ``None``.

        >>> Traveller("1", "2", "", "", "", "", "A6040", "", "").adjusted
        (60, 40)
        """
        text = self.score.strip().upper()
        if len(text) == 5 and text.startswith("A") and text[1:].isdigit():
            return int(text[1:3]), int(text[3:])
        return None


@dataclass(frozen=True, slots=True)
class Board:
    """A board: its number, its deal (PBN notation, dealer first; empty if unknown),
    its traveller lines and, in a multi-section event, its section."""

    number: int
    deal: str
    travellers: tuple[Traveller, ...]
    section: str = ""


@dataclass(frozen=True, slots=True)
class Participant:
    """A pair, a team or a player: number, players' names, the side a pair sat when
    ranked per direction (``None`` for teams and one list), place (``None``: not
    published), total score and percentage (as published), section."""

    number: str
    names: tuple[str, ...]
    direction: Side | None
    place: Place | None
    score: str
    percentage: str
    section: str = ""


@dataclass(frozen=True, slots=True)
class MatchBoard:
    """A board of a teams match: its number, each team's points on it (IMPs, or the
    board-a-match 2/1/0) and its two traveller lines (one a room)."""

    number: int
    points: str
    opposing_points: str
    travellers: tuple[Traveller, ...]


@dataclass(frozen=True, slots=True)
class Match:
    """A teams match: round, the two teams, their scores (VPs or board-a-match
    points) and its boards."""

    round: str
    team: str
    opposing: str
    score: str
    opposing_score: str
    boards: tuple[MatchBoard, ...]


@dataclass(frozen=True, slots=True)
class Session:
    """A USEBIO event: ``kind`` is ``PAIRS``, ``TEAMS`` or ``INDIVIDUAL``, ``scoring``
    the board scoring method (``MATCH_POINTS``, ``CROSS_IMPS``, ``BUTLER_IMPS``,
    ``IMPS``, ``PAB``); ``compared`` says, for several sections, whether the
    boards were scored across the field or per section."""

    kind: str
    scoring: str
    title: str
    date: str
    participants: tuple[Participant, ...]
    boards: tuple[Board, ...]
    matches: tuple[Match, ...] = ()
    compared: str = ""

    @property
    def lines(self) -> int:
        """How many traveller lines the event has (its boards', then its matches').

        >>> Session("PAIRS", "MATCH_POINTS", "", "", (), ()).lines
        0
        """
        boards = sum(len(b.travellers) for b in self.boards)
        return boards + sum(len(b.travellers) for m in self.matches for b in m.boards)

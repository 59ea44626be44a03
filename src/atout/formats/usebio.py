"""USEBIO 1.2 XML: a pairs or teams session for a federation, out of and into a PBN session.

USEBIO (Universal Standard for Exchange of Bridge Information Over XML) is the
format the EBU and other federations take results in. An event holds one
session of one section: its participants (pairs or teams, with their players,
place and score), its boards (deal, and a traveller line per table) and, for
teams, its matches. Figures are kept as the session file publishes them, so
that a session written and read back is the same session.

The element structure follows the USEBIO 1.2 specification as its producers and
readers use it (docs/pbn.md says where the DTD the tests validate against comes
from).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from xml.parsers.expat import ErrorString

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.cards import PBN_SUITS
from atout.bridge.seats import SEATS
from atout.errors import Message, NotationError
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.deals import read_partial_deal
from atout.formats.pbn.model import Game, PbnFile, Tag
from atout.formats.pbn.scoring import Method, detect
from atout.formats.pbn.tables import Cell, Table

#: The document type line of a USEBIO 1.2 file.
DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">'
_METHODS = {
    Method.MATCHPOINTS: "MATCH_POINTS",
    Method.CROSS_IMPS: "CROSS_IMPS",
    Method.BUTLER: "BUTLER_IMPS",
    Method.IMP_TEAMS: "IMPS",
}
_VULNERABILITY = {"None": "Love", "NS": "North-South", "EW": "East-West", "All": "All"}
_SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


@dataclass(frozen=True, slots=True)
class Traveller:
    """One table's result on a board, as published: the pairs (or, for teams, the
    direction the team sat), contract, declarer, tricks, lead, N-S score, and each
    side's matchpoints or IMPs."""

    ns: str
    ew: str
    contract: str
    declarer: str
    tricks: str
    lead: str
    score: str
    ns_points: str
    ew_points: str


@dataclass(frozen=True, slots=True)
class Board:
    """A board: its number, its deal (PBN notation, dealer first; empty if unknown)
    and its traveller lines."""

    number: int
    deal: str
    travellers: tuple[Traveller, ...]


@dataclass(frozen=True, slots=True)
class Participant:
    """A pair or a team: number, players' names, direction (``NS``/``EW``, pairs only),
    place, total score and percentage (as published)."""

    number: str
    names: tuple[str, ...]
    direction: str
    place: str
    score: str
    percentage: str


@dataclass(frozen=True, slots=True)
class Session:
    """A USEBIO event of one session: ``kind`` is ``PAIRS`` or ``TEAMS``, ``scoring``
    the board scoring method (``MATCH_POINTS``, ``CROSS_IMPS``, ``BUTLER_IMPS``, ``IMPS``)."""

    kind: str
    scoring: str
    title: str
    date: str
    participants: tuple[Participant, ...]
    boards: tuple[Board, ...]


# -- from and to PBN -------------------------------------------------------------------


def _cell(record: dict[str, Cell], *names: str) -> str:
    for name in names:
        value = record.get(name)
        if value is not None:
            return value
    return ""


def _names(text: str) -> tuple[str, ...]:
    parts = [p.strip() for p in text.replace(";", " - ").split(" - ")]
    return tuple(p for p in parts if p)


def from_pbn(session: PbnFile) -> Session:
    """The USEBIO session of a PBN session file (its ScoreTables and TotalScoreTable).

    >>> from atout.formats.pbn.reader import loads
    >>> columns = "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;MP_NS;MP_EW"
    >>> text = ('[Event "Club"]\\n[Date "2024.05.01"]\\n[Board "1"]\\n'
    ...         f'[ScoreTable "{columns}"]\\n1 2 3NT N 9 400 2 0\\n')
    >>> usebio = from_pbn(loads(text))
    >>> usebio.kind, usebio.scoring, usebio.boards[0].travellers[0].score
    ('PAIRS', 'MATCH_POINTS', '400')
    """
    scoring = detect(session)
    teams = scoring.method is Method.IMP_TEAMS
    first = session.games[0] if session.games else Game(())
    boards = []
    for game in session.games:
        table = game.score_table
        if table is None or game.board is None:
            continue
        travellers = tuple(_traveller(r) for r in table.records())
        boards.append(Board(game.board, _deal(game, game.board), travellers))
    total = next((g.total_score_table for g in session.games if g.total_score_table), None)
    participants = tuple(_participant(r, teams) for r in total.records()) if total else ()
    return Session(
        "TEAMS" if teams else "PAIRS",
        _METHODS[scoring.method],
        first.value("Event") or "",
        first.value("Date") or "",
        participants,
        tuple(boards),
    )


def _deal(game: Game, number: int) -> str:
    """The deal from the board's dealer (USEBIO has no dealer: the board number says)."""
    try:
        partial = game.partial_deal
    except NotationError:
        return ""
    if partial is None or len(partial.hands) != 4:
        return ""
    return partial.to_pbn(board_dealer(number))


def _traveller(record: dict[str, Cell]) -> Traveller:
    ns_score, ew_score = _cell(record, "Score_NS"), _cell(record, "Score_EW")
    if ns_score.upper().startswith("A") or ew_score.upper().startswith("A"):
        score = f"{ns_score or '-'}/{ew_score or '-'}"
    else:
        score = ns_score or (f"-{ew_score}" if ew_score and ew_score != "0" else ew_score)
    return Traveller(
        _cell(record, "PairId_NS", "Room"),
        _cell(record, "PairId_EW"),
        _cell(record, "Contract"),
        _cell(record, "Declarer"),
        _cell(record, "Result"),
        _cell(record, "Lead"),
        score,
        _cell(record, "MP_NS", "IMP_NS"),
        _cell(record, "MP_EW", "IMP_EW"),
    )


def _participant(record: dict[str, Cell], teams: bool) -> Participant:
    direction = _cell(record, "Direction").replace("-", "").upper()
    return Participant(
        _cell(record, "TeamId" if teams else "PairId"),
        _names(_cell(record, "TeamName", "Names")),
        "" if teams else direction,
        _cell(record, "Rank").rstrip("="),
        _cell(record, "TotalScoreVP", "TotalScoreIMP", "TotalScoreMP"),
        _cell(record, "TotalPercentage"),
    )


def to_pbn(session: Session) -> PbnFile:
    """A PBN session file of a USEBIO session: each board with its deal and ScoreTable,
    the first with the TotalScoreTable."""
    games = []
    for i, board in enumerate(session.boards):
        tags = [
            Tag("Event", session.title),
            Tag("Date", session.date),
            Tag("Board", str(board.number)),
        ]
        tags.append(Tag("Dealer", str(board_dealer(board.number))))
        if board.deal:
            tags.append(Tag("Deal", board.deal))
        tags.append(Tag("Vulnerable", str(board_vulnerability(board.number))))
        points = "MP" if session.scoring == "MATCH_POINTS" else "IMP"
        if i == 0 and session.participants:
            total = _total_table(session, points)
            tags.append(Tag("TotalScoreTable", total.spec, total))
        table = _score_table(board, points)
        tags.append(Tag("ScoreTable", table.spec, table))
        games.append(Game(tuple(tags)))
    header = (Comment.parse("% PBN 2.1"), Comment.parse("% EXPORT"))
    return PbnFile(tuple(games), header)


def _score_table(board: Board, points: str) -> Table:
    spec = (
        "PairId_NS;PairId_EW;Contract;Declarer;Result;Lead;Score_NS;Score_EW;"
        f"{points}_NS;{points}_EW"
    )
    rows = []
    for t in board.travellers:
        if "/" in t.score:
            ns, _, ew = t.score.partition("/")
        else:
            ns, ew = (t.score, "") if not t.score.startswith("-") else ("", t.score[1:])
        rows.append(
            [t.ns, t.ew, t.contract, t.declarer, t.tricks, t.lead, ns, ew, t.ns_points, t.ew_points]
        )
    return Table.of(spec, [[c if c and c != "-" else None for c in row] for row in rows])


def _total_table(session: Session, points: str) -> Table:
    spec = f"Rank;PairId;Direction;TotalScore{points};TotalPercentage;Names"
    rows = [
        [p.place, p.number, p.direction, p.score, p.percentage, " - ".join(p.names)]
        for p in session.participants
    ]
    return Table.of(spec, [[c or None for c in row] for row in rows], quoted={"Names"})


# -- XML -------------------------------------------------------------------------------


def _add(parent: ET.Element, name: str, text: str | None = None, **attributes: str) -> ET.Element:
    element = ET.SubElement(parent, name, attributes)
    if text is not None:
        element.text = text
    return element


def dumps(session: Session, club: str = "") -> str:
    """The USEBIO 1.2 XML of ``session``."""
    root = ET.Element("USEBIO", {"Version": "1.2"})
    club_element = _add(root, "CLUB")
    _add(club_element, "CLUB_NAME", club or session.title)
    event = _add(root, "EVENT", EVENT_TYPE=session.kind)
    _add(event, "EVENT_DESCRIPTION", session.title)
    _add(event, "PROGRAM_NAME", "atout")
    _add(event, "DATE", session.date)
    _add(event, "BOARD_SCORING_METHOD", session.scoring)
    section = _add(_add(event, "SESSION", SESSION_ID="1"), "SECTION", SECTION_ID="A")
    participants = _add(section, "PARTICIPANTS")
    for participant in session.participants:
        _participant_xml(participants, participant, session.kind)
    points = _POINTS[session.scoring == "MATCH_POINTS"]
    for board in session.boards:
        _board_xml(section, board, points)
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{DOCTYPE}\n{body}\n'


def _participant_xml(parent: ET.Element, participant: Participant, kind: str) -> None:
    element = _add(parent, "TEAM" if kind == "TEAMS" else "PAIR")
    _add(element, "TEAM_NUMBER" if kind == "TEAMS" else "PAIR_NUMBER", participant.number)
    if participant.direction:
        _add(element, "DIRECTION", participant.direction)
    _add(element, "PLACE", participant.place)
    _add(element, "TOTAL_SCORE", participant.score)
    if participant.percentage:
        _add(element, "PERCENTAGE", participant.percentage)
    for name in participant.names:
        _add(_add(element, "PLAYER"), "PLAYER_NAME", name)


#: The names of a traveller line's points: matchpoints, else IMPs.
_POINTS = {True: ("NS_MATCH_POINTS", "EW_MATCH_POINTS"), False: ("NS_IMPS", "EW_IMPS")}


def _board_xml(parent: ET.Element, board: Board, points: tuple[str, str]) -> None:
    element = _add(parent, "BOARD")
    _add(element, "BOARD_NUMBER", str(board.number))
    if board.deal:
        partial = read_partial_deal(board.deal)
        _add(element, "VULNERABILITY", _VULNERABILITY[str(board_vulnerability(board.number))])
        for seat in SEATS:
            hand = _add(element, "HAND")
            _add(hand, "DIRECTION", _SEAT_NAMES[str(seat)])
            for suit, name in zip(
                PBN_SUITS, ("SPADES", "HEARTS", "DIAMONDS", "CLUBS"), strict=True
            ):
                ranks = partial.hands[seat].suit(suit)
                _add(hand, name, "".join(r.value for r in ranks))
    for traveller in board.travellers:
        line = _add(element, "TRAVELLER_LINE")
        names = (*_LINE, *points)
        for name, value in zip(names, _line_values(traveller), strict=True):
            _add(line, name, value)


_LINE = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "LEAD", "TRICKS", "SCORE")


def _line_values(t: Traveller) -> tuple[str, ...]:
    return (t.ns, t.ew, t.contract, t.declarer, t.lead, t.tricks, t.score, t.ns_points, t.ew_points)


#: What the XML parser (expat) says of a file it cannot read, to translate (the others are
#: shown as expat writes them).
_XML_REASONS = {
    str(reason): reason
    for reason in (
        Message("syntax error"),
        Message("no element found"),
        Message("not well-formed (invalid token)"),
        Message("unclosed token"),
        Message("mismatched tag"),
        Message("junk after document element"),
        Message("undefined entity"),
        Message("duplicate attribute"),
        Message("partial character"),
        Message("unclosed CDATA section"),
    )
}


def loads(text: str | bytes) -> Session:
    """Read a USEBIO file written by :func:`dumps` (or by a producer using the same
    elements)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        line, column = error.position
        reason = ErrorString(error.code) or ""
        raise NotationError(
            "not a USEBIO file: {reason}: line {line}, column {column_number}",
            code="usebio.syntax",
            reason=_XML_REASONS.get(reason) or Message(reason),
            line=line,
            column_number=column,
        ) from None
    event = root.find("EVENT")
    if root.tag != "USEBIO" or event is None:
        raise NotationError(
            "not a USEBIO file: it has no USEBIO element with an EVENT",
            code="usebio.no-event",
        )
    kind = event.get("EVENT_TYPE", "PAIRS")
    participants = tuple(
        _participant_of(p, kind) for p in event.iterfind("SESSION/SECTION/PARTICIPANTS/*")
    )
    scoring = event.findtext("BOARD_SCORING_METHOD", "")
    points = _POINTS[scoring == "MATCH_POINTS"]
    boards = tuple(_board_of(b, points) for b in event.iterfind("SESSION/SECTION/BOARD"))
    return Session(
        kind,
        scoring,
        event.findtext("EVENT_DESCRIPTION", ""),
        event.findtext("DATE", ""),
        participants,
        boards,
    )


def _participant_of(element: ET.Element, kind: str) -> Participant:
    number = element.findtext("TEAM_NUMBER" if kind == "TEAMS" else "PAIR_NUMBER", "")
    names = tuple(p.findtext("PLAYER_NAME", "") for p in element.iterfind("PLAYER"))
    return Participant(
        number,
        names,
        element.findtext("DIRECTION", ""),
        element.findtext("PLACE", ""),
        element.findtext("TOTAL_SCORE", ""),
        element.findtext("PERCENTAGE", ""),
    )


def _board_of(element: ET.Element, points: tuple[str, str]) -> Board:
    number_text = element.findtext("BOARD_NUMBER", "")
    if not (number_text.isascii() and number_text.isdigit() and 0 < len(number_text) < 10):
        raise NotationError(
            "{number_text!r} is not a board number",
            code="usebio.board-number",
            number_text=number_text,
        )
    dealer = str(board_dealer(int(number_text))) if int(number_text) >= 1 else "N"
    hands = {h.findtext("DIRECTION", "")[:1]: h for h in element.iterfind("HAND")}
    deal = ""
    if len(hands) == 4:
        order = "NESW"
        start = order.index(dealer[:1])
        texts = []
        for i in range(4):
            hand = hands.get(order[(start + i) % 4])
            if hand is None:
                raise NotationError(
                    "board {number_text}: a hand is missing",
                    code="usebio.hand-missing",
                    number_text=number_text,
                )
            texts.append(
                ".".join(hand.findtext(s, "") for s in ("SPADES", "HEARTS", "DIAMONDS", "CLUBS"))
            )
        deal = f"{dealer[:1]}:" + " ".join(texts)
    fields = (*_FIELDS, *points)
    travellers = tuple(
        Traveller(*(line.findtext(name, "") for name in fields))
        for line in element.iterfind("TRAVELLER_LINE")
    )
    return Board(int(number_text), deal, travellers)


#: The traveller line's elements in the order of :class:`Traveller`'s fields, less the points.
_FIELDS = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "LEAD", "SCORE")

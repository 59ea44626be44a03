"""Read a USEBIO file in any of the layouts its producers write.

- *sectioned*: ``EVENT/SESSION/SECTION`` each with its ``PARTICIPANTS`` and
  ``BOARD`` (EBUScore, PairsScorer, atout);
- *flat*: ``EVENT/PARTICIPANTS`` and ``EVENT/BOARD`` (RealBridge, BriAn,
  ScoreBridge, BBO Extractor, Pianola, the individual of USEBIO 1.1);
- *teams*: ``EVENT/SESSION/PARTICIPANTS/TEAM`` and ``EVENT/SESSION/MATCH``,
  each match with its boards and one traveller line a room (TeamsScorer,
  EBUScoreTeams); a Swiss (``EVENT_TYPE`` ``SWISS_TEAMS``, ``SWISS_PAIRS``) is read as
  its kind is, its matches also found under ``SESSION/SECTION`` (where one
  third-party generator puts them).

Deals come from each board's ``HAND`` elements or from a ``HANDSET``. A file
with no board, no match and no participant is refused: a reader never
answers an empty success.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from xml.parsers.expat import ErrorString

from atout.bridge.board import board_dealer
from atout.bridge.seats import Side
from atout.duplicate.ranking import Place
from atout.errors import Message, NotationError
from atout.formats.usebio.model import (
    ACROSS_FIELD,
    PER_SECTION,
    PLAYERS,
    Board,
    Match,
    MatchBoard,
    Participant,
    Session,
    Traveller,
    negated,
)

#: The event types, as their producers spell them, and the kind each one is.
_KINDS = {
    "PAIRS": "PAIRS",
    "MP_PAIRS": "PAIRS",
    "SWISS_PAIRS": "PAIRS",
    "TEAMS": "TEAMS",
    "SWISS_TEAMS": "TEAMS",
    "INDIVIDUAL": "INDIVIDUAL",
}
#: Where matches are: under the session (the DTD), or under its section (a Swiss's
#: third-party writer).
_MATCHES = ("SESSION/MATCH", "SESSION/SECTION/MATCH")
#: Each side's points on a traveller line, by board scoring method (the first found is
#: the file's method when it names none).
_POINTS = {
    "MATCH_POINTS": ("NS_MATCH_POINTS", "EW_MATCH_POINTS"),
    "CROSS_IMPS": ("NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"),
    "BUTLER_IMPS": ("NS_BUTLER_IMP_POINTS", "EW_BUTLER_IMP_POINTS"),
    "IMPS": ("NS_IMPS", "EW_IMPS"),
}
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


def _root(text: str | bytes) -> ET.Element:
    try:
        return ET.fromstring(text)
    except LookupError as error:  # the encoding the XML declaration names is not known
        declared = str(error).rpartition(": ")[2]
        raise NotationError(
            "not a USEBIO file: its encoding {declared!r} is not known: use UTF-8 or ISO-8859-1",
            code="usebio.encoding",
            declared=declared,
        ) from None
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


def loads(text: str | bytes) -> Session:
    """Read a USEBIO file of any producer's layout (see the module's docstring).

    >>> xml = ('<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>'
    ...        '<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><SCORE>A6040</SCORE>'
    ...        '<NS_MATCH_POINTS>1.2</NS_MATCH_POINTS></TRAVELLER_LINE></BOARD></EVENT></USEBIO>')
    >>> session = loads(xml)
    >>> session.kind, session.scoring, session.boards[0].travellers[0].adjusted
    ('PAIRS', 'MATCH_POINTS', (60, 40))
    """
    root = _root(text)
    event = root.find("EVENT")
    if root.tag != "USEBIO" or event is None:
        raise NotationError(
            "not a USEBIO file: it has no USEBIO element with an EVENT",
            code="usebio.no-event",
        )
    kind = _KINDS.get(event.get("EVENT_TYPE", "PAIRS").upper(), "PAIRS")
    scoring = event.findtext("BOARD_SCORING_METHOD", "").strip() or _scoring_of(event, kind)
    deals = _deals(root)
    sections = event.findall("SESSION/SECTION")
    containers = [(s.get("SECTION_ID", "") if len(sections) > 1 else "", s) for s in sections]
    containers += [("", event), *(("", s) for s in event.iterfind("SESSION"))]
    points = _POINTS.get(scoring, _POINTS["MATCH_POINTS"])
    participants: list[Participant] = []
    boards: list[Board] = []
    for section, container in containers:
        participants += (
            _participant_of(p, kind, section) for p in container.iterfind("PARTICIPANTS/*")
        )
        boards += (_board_of(b, points, deals, section) for b in container.iterfind("BOARD"))
    matches = tuple(_match_of(m) for path in _MATCHES for m in event.iterfind(path))
    if not boards and not matches:
        raise NotationError("the USEBIO file has no board: nothing to read", code="usebio.no-board")
    compared = _compared(boards) if len(sections) > 1 else ""
    return Session(
        kind,
        scoring,
        event.findtext("EVENT_DESCRIPTION", ""),
        event.findtext("DATE", ""),
        tuple(participants),
        tuple(boards),
        matches,
        compared,
    )


def _scoring_of(event: ET.Element, kind: str) -> str:
    """The method of a file that names none: a teams event's board points (board-a-match)
    or IMPs, else the points its lines carry."""
    if kind == "TEAMS":
        points = (event.find(f"{path}/BOARD/TEAM_POINTS") for path in _MATCHES)
        return "PAB" if any(p is not None for p in points) else "IMPS"
    for method, (ns, _) in _POINTS.items():
        if event.find(f".//TRAVELLER_LINE/{ns}") is not None:
            return method
    return "MATCH_POINTS"


def _compared(boards: Iterable[Board]) -> str:
    """Across the field when the published tops count every section's lines of a board."""
    counts: dict[int, int] = {}
    tops: list[tuple[int, float]] = []
    for board in boards:
        counts[board.number] = counts.get(board.number, 0) + len(board.travellers)
        for line in board.travellers:
            try:
                tops.append((board.number, float(line.ns_points) + float(line.ew_points)))
            except ValueError:
                continue
    field = max(counts.values(), default=0)
    top = max((t for _, t in tops), default=0.0)
    return ACROSS_FIELD if abs(top - 2 * (field - 1)) < 0.5 else PER_SECTION


def _deals(root: ET.Element) -> dict[int, str]:
    """The deals of the file's hand sets, by board number."""
    deals: dict[int, str] = {}
    for board in root.iterfind(".//HANDSET/BOARD"):
        number = _number(board)
        deals[number] = _deal(board, number)
    return deals


def _number(element: ET.Element) -> int:
    text = element.findtext("BOARD_NUMBER", "").strip()
    if not (text.isascii() and text.isdigit() and 0 < len(text) < 10 and int(text) > 0):
        raise NotationError(
            "{number_text!r} is not a board number",
            code="usebio.board-number",
            number_text=text,
        )
    return int(text)


def _deal(element: ET.Element, number: int) -> str:
    """The board's deal in PBN notation from its ``HAND`` elements (empty without)."""
    hands = {h.findtext("DIRECTION", "").strip()[:1].upper(): h for h in element.iterfind("HAND")}
    if not hands:
        return ""
    dealer = str(board_dealer(number))
    order = "NESW"
    start = order.index(dealer[:1])
    texts = []
    for i in range(4):
        hand = hands.get(order[(start + i) % 4])
        if hand is None:
            raise NotationError(
                "board {number_text}: a hand is missing",
                code="usebio.hand-missing",
                number_text=str(number),
            )
        suits = (hand.findtext(s, "").strip() for s in ("SPADES", "HEARTS", "DIAMONDS", "CLUBS"))
        texts.append(".".join(suit.strip("-") for suit in suits))  # a void: "" or "-"
    return f"{dealer[:1]}:" + " ".join(texts)


def _text(element: ET.Element, name: str) -> str:
    return (element.findtext(name) or "").strip()


def _participant_of(element: ET.Element, kind: str, section: str) -> Participant:
    if element.tag == "TEAM":
        number = element.get("TEAM_ID", "") or _text(element, "TEAM_NUMBER")
        names = tuple(_text(p, "PLAYER_NAME") for p in element.iter("PLAYER"))
    elif element.tag == "PLAYER":
        number = _text(element, "PLAYER_NUMBER")
        names = (_text(element, "PLAYER_NAME"),)
    else:
        number = _text(element, "PAIR_NUMBER")
        names = tuple(_text(p, "PLAYER_NAME") for p in element.iterfind("PLAYER"))
    direction, place = _text(element, "DIRECTION"), _text(element, "PLACE")
    return Participant(
        number,
        names,
        Side.parse(direction) if direction else None,
        Place.parse(place) if place else None,
        _text(element, "TOTAL_SCORE"),
        _text(element, "PERCENTAGE"),
        section,
    )


#: A traveller line's elements in the order of :class:`Traveller`'s fields, less the points.
_FIELDS = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "TRICKS", "LEAD", "SCORE")


def _line_of(line: ET.Element, method: tuple[str, str]) -> Traveller:
    points = _points_of(line, method)
    players: tuple[str, ...] = ()
    if line.find(PLAYERS[0]) is not None:
        players = tuple(_text(line, name) for name in PLAYERS)
    values = [_text(line, name) for name in (*_FIELDS, *points)]
    ns, ew, contract, declarer, tricks, lead, score, ns_points, ew_points = values
    return Traveller(
        ns,
        ew,
        contract,
        declarer,
        tricks,
        lead,
        score,
        ns_points,
        ew_points,
        room=_text(line, "DIRECTION"),
        players=players,
        lin=_text(line, "LIN_DATA"),
    )


def _board_of(
    element: ET.Element, points: tuple[str, str], deals: dict[int, str], section: str
) -> Board:
    number = _number(element)
    deal = _deal(element, number) or deals.get(number, "")
    travellers = tuple(_line_of(line, points) for line in element.iterfind("TRAVELLER_LINE"))
    return Board(number, deal, travellers, section)


def _points_of(line: ET.Element, method: tuple[str, str]) -> tuple[str, str]:
    """The elements of a line's points: its method's, else the first kind it has (a teams
    line carries the pairwise cross-IMPs)."""
    for ns, ew in (method, *_POINTS.values()):
        if line.find(ns) is not None:
            return ns, ew
    return method


def _match_of(element: ET.Element) -> Match:
    boards = []
    for board in element.iterfind("BOARD"):
        number = _number(board)
        lines = tuple(_line_of(line, _POINTS["IMPS"]) for line in board.iter("TRAVELLER_LINE"))
        imps = _text(board, "IMPS")
        points = imps or _text(board, "TEAM_POINTS")
        opposing = _text(board, "OPPOSING_TEAM_POINTS") or (negated(imps) if imps else "")
        boards.append(MatchBoard(number, points, opposing, lines))
    return Match(
        _text(element, "ROUND_NUMBER"),
        _text(element, "TEAM"),
        _text(element, "OPPOSING_TEAM"),
        _text(element, "TEAM_SCORE"),
        _text(element, "OPPOSING_TEAM_SCORE"),
        tuple(boards),
    )

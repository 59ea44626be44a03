"""Write a USEBIO 1.2 file: the sectioned layout, one ``SECTION`` a section, the matches of
a teams event under its ``SESSION``."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from atout.bridge.board import board_vulnerability
from atout.bridge.cards import PBN_SUITS
from atout.bridge.seats import SEATS
from atout.formats.pbn.deals import read_partial_deal
from atout.formats.usebio.model import (
    PLAYERS,
    Board,
    Match,
    Participant,
    Session,
    Traveller,
    negated,
)

#: The document type line of a USEBIO 1.2 file.
DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">'
_VULNERABILITY = {"None": "Love", "NS": "North-South", "EW": "East-West", "All": "All"}
_SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
#: The names of a traveller line's points: matchpoints, else IMPs.
_POINTS = {True: ("NS_MATCH_POINTS", "EW_MATCH_POINTS"), False: ("NS_IMPS", "EW_IMPS")}
#: A teams event's MATCH_SCORING_METHOD by its board scoring (TeamsScorer: ``VPS``;
#: EBUScore Teams at board-a-match: ``PAB``).
_MATCH_SCORING = {"IMPS": "VPS", "PAB": "PAB"}
_LINE = ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "LEAD", "TRICKS", "SCORE")


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
    if session.matches:  # as the EBU's teams files name it: VPs, or board-a-match points
        _add(event, "MATCH_SCORING_METHOD", _MATCH_SCORING.get(session.scoring, "VPS"))
    element = _add(event, "SESSION", SESSION_ID="1")
    points = _POINTS[session.scoring == "MATCH_POINTS"]
    names = [b.section for b in session.boards] + [p.section for p in session.participants]
    for name in dict.fromkeys(names or [""]):
        section = _add(element, "SECTION", SECTION_ID=name or "A")
        participants = _add(section, "PARTICIPANTS")
        for participant in session.participants:
            if participant.section == name:
                _participant_xml(participants, participant, session.kind)
        for board in session.boards:
            if board.section == name:
                _board_xml(section, board, points)
    for match in session.matches:
        _match_xml(element, match, session.scoring == "IMPS")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{DOCTYPE}\n{body}\n'


def _participant_xml(parent: ET.Element, participant: Participant, kind: str) -> None:
    # USEBIO 1.1's individual: a PLAYER with its number and name.
    individual = kind == "INDIVIDUAL"
    name = "PLAYER" if individual else "TEAM" if kind == "TEAMS" else "PAIR"
    element = _add(parent, name)
    _add(element, f"{name}_NUMBER", participant.number)
    if individual:
        _add(element, "PLAYER_NAME", " ".join(participant.names))
    elif participant.direction is not None:
        _add(element, "DIRECTION", participant.direction.value)
    _add(element, "PLACE", "" if participant.place is None else str(participant.place))
    _add(element, "TOTAL_SCORE", participant.score)
    if participant.percentage:
        _add(element, "PERCENTAGE", participant.percentage)
    for player in () if individual else participant.names:
        _add(_add(element, "PLAYER"), "PLAYER_NAME", player)


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
        _line_xml(element, traveller, points)


def _line_xml(parent: ET.Element, t: Traveller, points: tuple[str, str]) -> None:
    line = _add(parent, "TRAVELLER_LINE")
    if t.room:
        _add(line, "DIRECTION", t.room)
    for name, player in zip(PLAYERS, t.players, strict=False):
        _add(line, name, player)
    values = (t.ns, t.ew, t.contract, t.declarer, t.lead, t.tricks, t.score)
    for name, value in zip(_LINE, values, strict=True):
        _add(line, name, value)
    if t.ns_points or t.ew_points:  # a teams room's line has none
        _add(line, points[0], t.ns_points)
        _add(line, points[1], t.ew_points)


def _match_xml(parent: ET.Element, match: Match, imps: bool) -> None:
    """A match as the EBU's teams files write it: round, teams, board range, scores, and
    each board with the team's IMPs (TeamsScorer) or both teams' points (EBUScore Teams).
    A Swiss's bye is the team alone, its points as awarded and no board."""
    element = _add(parent, "MATCH")
    _add(element, "ROUND_NUMBER", match.round)
    _add(element, "TEAM", match.team)
    if match.opposing:
        _add(element, "OPPOSING_TEAM", match.opposing)
    numbers = [board.number for board in match.boards]
    if numbers:
        _add(element, "START_BOARD_NUMBER", str(min(numbers)))
        _add(element, "END_BOARD_NUMBER", str(max(numbers)))
    _add(element, "TEAM_SCORE", match.score)
    if match.opposing:
        _add(element, "OPPOSING_TEAM_SCORE", match.opposing_score)
    for board in match.boards:
        board_element = _add(element, "BOARD")
        _add(board_element, "BOARD_NUMBER", str(board.number))
        if imps and board.opposing_points == negated(board.points):
            _add(board_element, "IMPS", board.points)
        else:
            _add(board_element, "TEAM_POINTS", board.points)
            _add(board_element, "OPPOSING_TEAM_POINTS", board.opposing_points)
        for traveller in board.travellers:
            _line_xml(board_element, traveller, _POINTS[False])

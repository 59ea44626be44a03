"""A USEBIO event out of and into a PBN session (its ScoreTables and TotalScoreTable).

Every traveller line of the event becomes a ScoreTable row: a multi-section
event's pairs are named with their section (``A1``, ``B1``) and, scored across
the field, each board's sections share one table; an adjusted score
(``A6040``) becomes each side's artificial score (``A+``/``A-``); a teams
event's matches become the rows of each board (``Room`` and ``Table``) and a
MatchTable; an individual's players fill the ``PlayerId_*`` columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Side
from atout.duplicate.ranking import Place
from atout.errors import Message, NotationError
from atout.formats.pbn.export import export_header, table_tag
from atout.formats.pbn.model import Game, PbnFile, Tag
from atout.formats.pbn.rescore import PLAYERS, is_individual
from atout.formats.pbn.scoring import Method, detect
from atout.formats.pbn.tables import Cell, Table
from atout.formats.pbn.values import contract_problem
from atout.formats.usebio.lin_play import table_games
from atout.formats.usebio.model import (
    ACROSS_FIELD,
    Board,
    Match,
    Participant,
    Session,
    Traveller,
)
from atout.formats.usebio.pbn_matches import matches_of, text_of

_METHODS = {
    Method.MATCHPOINTS: "MATCH_POINTS",
    Method.CROSS_IMPS: "CROSS_IMPS",
    Method.BUTLER: "BUTLER_IMPS",
    Method.IMP_TEAMS: "IMPS",
    Method.BOARD_A_MATCH: "PAB",
}
#: The [Scoring] tag of a pairs event scored at IMPs (PBN 2.1 §3.5: read by its first word).
_SCORING_TAGS = {"CROSS_IMPS": "Cross-IMPs", "BUTLER_IMPS": "Butler"}
#: An adjusted score's percentage, as PBN's artificial score of one side (Law 12C2).
_ARTIFICIAL = {60: "A+", 50: "A=", 40: "A-"}


# -- from and to PBN -------------------------------------------------------------------


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
    teams = scoring.method in (Method.IMP_TEAMS, Method.BOARD_A_MATCH)
    individual = any(
        g.score_table is not None and is_individual(g.score_table) for g in session.games
    )
    first = session.games[0] if session.games else Game(())
    boards = []
    for game in session.games:
        table = game.score_table
        if table is None or game.board is None:
            continue
        travellers = tuple(_traveller(r) for r in table.records())
        boards.append(Board(game.board, _deal(game, game.board), travellers))
    total = session.total_score_table
    participants = tuple(_participant(r, teams) for r in total.records()) if total else ()
    # A teams event keeps its matches, as the EBU's teams examples publish them (TeamsScorer
    # at IMPs and VPs, EBUScore Teams at board-a-match): without, it reads back as pairs.
    matches = matches_of(session) if teams else ()
    if matches:  # the rooms' lines are the matches' (the boards keep their deals)
        boards = [Board(b.number, b.deal, ()) for b in boards]
    return Session(
        "TEAMS" if teams else "INDIVIDUAL" if individual else "PAIRS",
        _METHODS[scoring.method],
        first.value("Event") or "",
        first.value("Date") or "",
        participants,
        tuple(boards),
        matches,
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
    ns_score, ew_score = text_of(record, "Score_NS"), text_of(record, "Score_EW")
    if ns_score.upper().startswith("A") or ew_score.upper().startswith("A"):
        score = f"{ns_score or '-'}/{ew_score or '-'}"
    else:
        score = ns_score or (f"-{ew_score}" if ew_score and ew_score != "0" else ew_score)
    return Traveller(
        text_of(record, "PairId_NS", "Room"),
        text_of(record, "PairId_EW"),
        text_of(record, "Contract"),
        text_of(record, "Declarer"),
        text_of(record, "Result"),
        text_of(record, "Lead"),
        score,
        text_of(record, "MP_NS", "IMP_NS"),
        text_of(record, "MP_EW", "IMP_EW"),
        players=tuple(text_of(record, name) for name in PLAYERS) if PLAYERS[0] in record else (),
    )


def _participant(record: dict[str, Cell], teams: bool) -> Participant:
    direction = _SIDES.get(text_of(record, "Direction").replace("-", "").upper())
    rank = text_of(record, "Rank")
    return Participant(
        text_of(record, "TeamId") if teams else text_of(record, "PairId", "PlayerId"),
        _names(text_of(record, "TeamName", "Names")),
        None if teams else direction,
        # USEBIO is given the position only, "=" left out.
        Place(Place.parse(rank).position) if rank else None,
        text_of(record, "TotalScoreVP", "TotalScoreBAM", "TotalScoreIMP", "TotalScoreMP"),
        text_of(record, "TotalPercentage"),
    )


@dataclass(frozen=True, slots=True)
class Converted:
    """A USEBIO event as a PBN session, and what of it PBN could not hold: each a
    message naming its board and line (the line itself is kept, with its score)."""

    pbn: PbnFile
    problems: tuple[Message, ...]


#: The sides a PBN ``Direction`` names (``N-S`` read as ``NS``; ``-``: both).
_SIDES = {side.value: side for side in Side}


def _place(place: Place | None) -> str:
    return "" if place is None else str(place)


def to_pbn(session: Session) -> PbnFile:
    """The PBN session of a USEBIO event (:func:`convert`, less its problems)."""
    return convert(session).pbn


def convert(session: Session) -> Converted:
    """A PBN session file of a USEBIO event: each board with its deal and ScoreTable
    (every traveller line a row), the first with the TotalScoreTable (and, for teams,
    the MatchTable).

    >>> from atout.formats.usebio.model import Traveller
    >>> line = Traveller("1", "2", "3N", "N", "9", "", "400", "2", "0")
    >>> pbn = convert(Session("PAIRS", "MATCH_POINTS", "Club", "", (), (Board(1, "", (line,)),)))
    >>> [row for row in pbn.pbn.games[0].score_table.rows]
    [('1', '2', '3N', 'N', '9', None, '400', None, '2', '0')]
    """
    problems: list[Message] = []
    if session.matches:
        return Converted(_teams_pbn(session, problems), tuple(problems))
    points = "MP" if session.scoring == "MATCH_POINTS" else "IMP"
    games = []
    for i, (number, deal, section, rows) in enumerate(_boards(session)):
        tags = _board_tags(session, number, deal)
        if section:
            tags.append(Tag("Section", section))
        if i == 0 and session.participants:
            tags.append(table_tag("TotalScoreTable", _total_table(session, points)))
        table = _score_table(number, rows, points, session.kind == "INDIVIDUAL", problems)
        tags.append(table_tag("ScoreTable", table))
        games.append(Game(tuple(tags)))
        games += table_games(_heading(session, section), number, rows, problems)
    return Converted(PbnFile(tuple(games), export_header()), tuple(problems))


def _heading(session: Session, section: str = "") -> tuple[Tag, ...]:
    """The tags a table's game (its play) starts with: the event, its date, its section."""
    tags = (Tag("Event", session.title), Tag("Date", session.date))
    return (*tags, Tag("Section", section)) if section else tags


def _board_tags(session: Session, number: int, deal: str) -> list[Tag]:
    tags = [Tag("Event", session.title), Tag("Date", session.date), Tag("Board", str(number))]
    if session.scoring in _SCORING_TAGS:
        tags.append(Tag("Scoring", _SCORING_TAGS[session.scoring]))
    tags.append(Tag("Dealer", str(board_dealer(number))))
    if deal:
        tags.append(Tag("Deal", deal))
    tags.append(Tag("Vulnerable", str(board_vulnerability(number))))
    return tags


def _boards(session: Session) -> list[tuple[int, str, str, list[Traveller]]]:
    """Each board's number, deal, section and lines: a board's sections in one table
    when the event was scored across the field; pairs named with their section."""
    across = session.compared == ACROSS_FIELD
    found: dict[tuple[int, str], tuple[str, list[Traveller]]] = {}
    for board in session.boards:
        key = (board.number, "" if across else board.section)
        _, rows = found.setdefault(key, (board.deal, []))
        rows += (_named(line, board.section) for line in board.travellers)
    return [(number, deal, section, rows) for (number, section), (deal, rows) in found.items()]


def _named(line: Traveller, section: str) -> Traveller:
    if not section:
        return line
    return replace(line, ns=f"{section}{line.ns}", ew=f"{section}{line.ew}")


def _contract(text: str) -> str:
    """The contract as PBN writes it: ``4Sx`` → ``4SX`` (``3N`` and ``PASS`` read as they are)."""
    return text.strip().replace("x", "X")


def _scores(line: Traveller) -> tuple[str, str]:
    """The N-S and E-W score cells: the score on its side, or each side's artificial score."""
    adjusted = line.adjusted
    if adjusted is not None:
        ns_percent, ew_percent = adjusted
        return _ARTIFICIAL.get(ns_percent, line.score), _ARTIFICIAL.get(ew_percent, line.score)
    score = line.score.strip()
    if "/" in score:  # written from a PBN file: A+/A-
        ns, _, ew = score.partition("/")
        return ns, ew
    if score.startswith("-") and score[1:].isdigit():
        return "", score[1:]
    return score, ""


def _play(board: int, line: Traveller, problems: list[Message]) -> list[str]:
    """Contract, declarer, tricks and lead: a contract PBN cannot hold is dropped, and
    said (the line keeps its score, and is scored from it)."""
    contract = _contract(line.contract)
    problem = contract_problem(contract) if contract else None
    if problem is None:
        return [contract, line.declarer, line.tricks, line.lead]
    problems.append(
        Message(
            "board {board}, {ns} v {ew}: the contract {contract!r} is dropped ({problem});"
            " the line keeps its score {score}",
            code="usebio.contract-dropped",
            board=board,
            ns=line.ns,
            ew=line.ew,
            contract=line.contract,
            problem=problem,
            score=line.score,
        )
    )
    return ["", "", "", line.lead]


def _score_table(
    board: int,
    rows: Sequence[Traveller],
    points: str,
    individual: bool,
    problems: list[Message],
) -> Table:
    sides = (
        "PlayerId_North;PlayerId_South;PlayerId_East;PlayerId_West"
        if individual
        else "PairId_NS;PairId_EW"
    )
    spec = f"{sides};Contract;Declarer;Result;Lead;Score_NS;Score_EW;{points}_NS;{points}_EW"
    cells = []
    for t in rows:
        ns, ew = _scores(t)
        who = list(t.players) if individual else [t.ns, t.ew]
        cells.append([*who, *_play(board, t, problems), ns, ew, t.ns_points, t.ew_points])
    return Table.of(spec, [[_cell_of(c) for c in row] for row in cells])


def _cell_of(text: str) -> Cell:
    return text if text and text != "-" else None


def _total_table(session: Session, points: str) -> Table:
    spec = f"Rank;PairId;Direction;TotalScore{points};TotalPercentage;Names"
    rows = [
        [
            _place(p.place),
            f"{p.section}{p.number}",
            "" if p.direction is None else p.direction.value,
            p.score,
            p.percentage,
            " - ".join(p.names),
        ]
        for p in session.participants
    ]
    return Table.of(spec, [[c or None for c in row] for row in rows], quoted={"Names"})


def _teams_pbn(session: Session, problems: list[Message]) -> PbnFile:
    """A teams event: each board's rows, match by match (the home team's room is
    ``Open`` when it sat N-S; ``PairId`` the teams, ``Players`` the file's pairs), then
    the matches and the teams."""
    pab = session.scoring == "PAB"
    points = "BAM" if pab else "IMP"
    rows: dict[int, list[list[Cell]]] = {}
    lines: dict[int, list[Traveller]] = {}
    for index, match in enumerate(session.matches, start=1):
        for board in match.boards:
            lines.setdefault(board.number, []).extend(board.travellers)
            for line in board.travellers:
                home = line.room.upper() != "EW"
                ns_first = 1 if home else -1  # the team, then its opponents, when it sat N-S
                row = [
                    "Open" if home else "Closed",
                    str(index),
                    *(match.team, match.opposing)[::ns_first],
                    line.ns,
                    line.ew,
                    *_play(board.number, line, problems),
                    *_scores(line),
                    *(board.points, board.opposing_points)[::ns_first],
                    line.ns_points,
                    line.ew_points,
                ]
                rows.setdefault(board.number, []).append([_cell_of(c) for c in row])
    spec = (
        "Room;Table;PairId_NS;PairId_EW;Players_NS;Players_EW;Contract;Declarer;Result;Lead;"
        f"Score_NS;Score_EW;{points}_NS;{points}_EW;XIMP_NS;XIMP_EW"
    )
    games = []
    for i, number in enumerate(sorted(rows)):
        tags = _board_tags(session, number, "")
        if i == 0:
            tags.append(table_tag("MatchTable", _match_table(session.matches, pab)))
            tags.append(table_tag("TotalScoreTable", _teams_total(session.participants, pab)))
        tags.append(table_tag("ScoreTable", Table.of(spec, rows[number])))
        games.append(Game(tuple(tags)))
        games += table_games(_heading(session), number, lines[number], problems)
    return PbnFile(tuple(games), export_header())


def _match_table(matches: Sequence[Match], pab: bool) -> Table:
    score = "BAM" if pab else "VP"
    spec = f"Table;Round;HomeId;AwayId;Boards;{score}_Home;{score}_Away"
    rows = [  # a bye: no opponent, no board
        [str(i), m.round, m.team, m.opposing, str(len(m.boards) or ""), m.score, m.opposing_score]
        for i, m in enumerate(matches, start=1)
    ]
    return Table.of(spec, [[c or None for c in row] for row in rows])


def _teams_total(participants: Sequence[Participant], pab: bool) -> Table:
    spec = f"Rank;TeamId;TotalScore{'BAM' if pab else 'VP'};Names"
    rows = [[_place(p.place), p.number, p.score, " - ".join(p.names)] for p in participants]
    return Table.of(spec, [[c or None for c in row] for row in rows], quoted={"Names"})

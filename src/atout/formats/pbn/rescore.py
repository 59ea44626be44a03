"""Rescore a PBN pairs session from its travellers (RULES §6 and §8).

Every score is recomputed from the contract, the declarer, the tricks and the
board's vulnerability (Law 77); the file's Score, MP and Percentage columns are
ignored. Each board is then matchpointed (2 per score beaten, 1 per tie),
artificial scores (``A+``, ``A=``, ``A-``, or ``A+/A-`` in one cell) are given
to each side as 60/50/40 % of the top, outside the field, and the played
scores are factored with Neuberg up to the board's results (every row but a
``Bye`` row) or, by default, up to the most results a board of the section has
(:class:`~atout.duplicate.matchpoints.ShortBoards`). A line with a score and
no contract (an individual's traveller) is scored from its score. A pair's
result is the mean of its board percentages, which is how the published
``TotalPercentage`` of the real files is computed. When every pair sat the
same side on every board (a Mitchell that is not arrow-switched) the N-S and
the E-W pairs are ranked apart, one winner each (RULES §6); the place in one
list of all the pairs is kept beside.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import Vulnerability, board_vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.seats import Side
from atout.duplicate import imp_pairs
from atout.duplicate.assigned import AssignedScore
from atout.duplicate.imp_pairs import ImpLine, ImpMethod
from atout.duplicate.matchpoints import AdjustedScore, Artificial, BoardEntry, ShortBoards
from atout.duplicate.ranking import (
    ImpScore,
    PairScore,
    Partnership,
    Standing,
    only_side,
    rank_fields,
    sat_one_side,
)
from atout.duplicate.table_result import ns_score
from atout.duplicate.travellers import BoardMatchpoints, TravellerLine, score_traveller
from atout.errors import NotationError
from atout.formats.pbn.assigned_notes import assigned_notes
from atout.formats.pbn.model import Game, PbnFile
from atout.formats.pbn.tables import Cell, Table
from atout.formats.pbn.values import read_contract, read_seat, read_tricks

#: The ScoreTable columns a rescore reads (an individual event has PlayerId_North,
#: PlayerId_South, PlayerId_East and PlayerId_West instead of the pairs).
NEEDED = ("PairId_NS", "PairId_EW", "Contract", "Declarer", "Result")
#: The players' columns of an individual event, N-S then E-W.
PLAYERS = ("PlayerId_North", "PlayerId_South", "PlayerId_East", "PlayerId_West")
#: One ScoreTable row, by column name.
Record = Mapping[str, Cell]
#: The word that marks a bye (phantom) row: no result, not counted.
BYE = "BYE"
#: Contract cells of a board averaged for both sides (Bridgewebs writes ``A``).
AVERAGE = frozenset({"A", "A=", "AVE"})


@dataclass(frozen=True, slots=True, kw_only=True)
class RescoredLine(TravellerLine):
    """One traveller row rescored: a scored traveller line, its row and its sides.

    ``row`` is the row's index in the board's ScoreTable.
    """

    row: int
    ns: Partnership
    ew: Partnership

    @property
    def score_ns(self) -> int | None:
        """The N-S score (``None`` for an artificial score)."""
        return self.entry if isinstance(self.entry, int) else None


@dataclass(frozen=True, slots=True)
class RescoredBoard:
    """One board: its number, where it is in the file, and its rescored lines."""

    board: int
    game: int
    lines: tuple[RescoredLine, ...]


@dataclass(frozen=True, slots=True)
class Rescore:
    """A rescored session: every board, then the ranking (best first; N-S then E-W when
    the pairs are ranked per direction)."""

    boards: tuple[RescoredBoard, ...]
    ranking: tuple[Standing[PairScore[str]], ...]


def is_bye(record: Mapping[str, Cell]) -> bool:
    """True for a bye (phantom) row: some cell says ``Bye``."""
    return any(cell is not None and cell.upper() == BYE for cell in record.values())


def artificial_entry(ns: Cell, ew: Cell) -> AdjustedScore:
    """The artificial score of a row from its Score_NS and Score_EW cells.

    >>> str(artificial_entry("A+", "A+")), str(artificial_entry("A+/A-", None))
    ('A+/A+', 'A+/A-')
    """
    if ns is not None and "/" in ns and ew is None:
        ns, _, ew = ns.partition("/")
    if ns is None or ew is None:
        raise NotationError(
            (
                "an artificial score needs one for each side (e.g. A+ and "
                "A-, or A+/A-), not {ns!r} and {ew!r}"
            ),
            code="pbn.artificial-one-side",
            ns=ns,
            ew=ew,
        )
    return AdjustedScore(Artificial.parse(ns), Artificial.parse(ew))


def played_score(ns: Cell, ew: Cell) -> int | None:
    """The N-S score of a line with a score and no contract (an individual's traveller
    lists only the scores), else ``None``.

    >>> played_score("420", None), played_score(None, "100"), played_score("A+", "A-")
    (420, -100, None)
    """
    for cell, sign in ((ns, 1), (ew, -1)):
        text = (cell or "").strip()
        if text.lstrip("-").isdigit():
            return sign * int(text)
    return None


def row_entry(record: Mapping[str, Cell], vulnerability: Vulnerability) -> BoardEntry:
    """A row's N-S score from contract, declarer and tricks, or its artificial score.

    >>> row = {"Contract": "4SX", "Declarer": "W", "Result": "8"}
    >>> row_entry(row, Vulnerability.NONE)
    300
    """
    contract_text = record.get("Contract")  # a column may be missing: as an empty cell
    if contract_text is None:
        played = played_score(record.get("Score_NS"), record.get("Score_EW"))
        if played is not None:
            return played
        return artificial_entry(record.get("Score_NS"), record.get("Score_EW"))
    if contract_text.upper() in AVERAGE and record.get("Score_NS") is None:
        return AdjustedScore(Artificial.AVERAGE, Artificial.AVERAGE)  # Bridgewebs: "A A A"
    contract = read_contract(contract_text)
    if contract is None:
        return 0
    declarer_text, tricks_text = record.get("Declarer"), record.get("Result")
    if declarer_text is None or tricks_text is None:
        raise NotationError(
            "the contract {contract_text!r} has no declarer or no result",
            code="pbn.contract-incomplete",
            contract_text=contract_text,
        )
    result = ContractResult(contract, read_tricks(tricks_text))
    return ns_score(result, read_seat(declarer_text), vulnerability)


def is_individual(table: Table) -> bool:
    """True for the ScoreTable of an individual event (a player in each seat)."""
    return all(table.has(name) for name in PLAYERS) and not table.has("PairId_NS")


def sides(record: Mapping[str, Cell]) -> tuple[Partnership, Partnership]:
    """The N-S and E-W sides of a row: its pairs, or its players (north and south, east
    and west) in an individual event.

    >>> sides({"PlayerId_North": "1", "PlayerId_South": "3", "PlayerId_East": "2"})[0]
    Partnership(ids=('1', '3'))
    """
    if "PairId_NS" in record:
        ns, ew = record["PairId_NS"] or "", record["PairId_EW"] or ""
        return Partnership.pair(ns), Partnership.pair(ew)
    north, south, east, west = (record.get(name) or "" for name in PLAYERS)
    return Partnership((north, south)), Partnership((east, west))


def _check_columns(table: Table, board: int) -> None:
    needed = NEEDED[2:] + PLAYERS if is_individual(table) else NEEDED
    missing = [name for name in needed if not table.has(name)]
    if missing:
        raise NotationError(
            "board {board}: the ScoreTable has no column {join} (it has {spec})",
            code="pbn.score-table-column",
            board=board,
            join=", ".join(missing),
            spec=table.spec,
        )


def _assigned(
    record: Record, notes: Mapping[tuple[int, int], AssignedScore]
) -> AssignedScore | None:
    """The director's assigned score of a row without a result, as the game's commentary
    names it (:mod:`atout.formats.pbn.assigned_notes`)."""
    if not notes or any(record.get(c) for c in ("Contract", "Score_NS", "Score_EW")):
        return None
    table, round_ = record.get("Table") or "", record.get("Round") or ""
    if not (table.isdigit() and round_.isdigit()):
        return None
    return notes.get((int(table), int(round_)))


def traveller(game: Game) -> tuple[Table, int, Vulnerability] | None:
    """A game's ScoreTable, board number and vulnerability (``None`` without a ScoreTable;
    a ScoreTable without a board number is refused)."""
    table = game.score_table
    if table is None:
        return None
    board = game.board
    if board is None:
        raise NotationError(
            "the game at line {line} has a ScoreTable but no [Board]",
            code="pbn.score-table-no-board",
            line=game.line,
        )
    return table, board, game.vulnerability or board_vulnerability(board)


def board_results(game: Game) -> tuple[int, list[tuple[int, Record]], list[BoardEntry]] | None:
    """A game's board number, its ScoreTable rows (index, record) less byes, and their
    entries recomputed from contract, declarer and tricks (``None`` without a ScoreTable)."""
    found = traveller(game)
    if found is None:
        return None
    table, board, vulnerability = found
    _check_columns(table, board)
    rows: list[tuple[int, Record]] = [
        (i, r) for i, r in enumerate(table.records()) if not is_bye(r)
    ]
    notes = assigned_notes(game)
    entries: list[BoardEntry] = []
    for _, record in rows:
        try:
            assigned = _assigned(record, notes)
            if assigned is not None:
                entries.append(assigned.board_entry(vulnerability))
                continue
            entries.append(row_entry(record, vulnerability))
        except NotationError as error:
            raise NotationError(
                "board {board} (line {line}): {error}",
                code="pbn.rescore-board",
                board=board,
                line=game.line,
                error=error,
            ) from None
    return board, rows, entries


def rescore_board(game: Game, index: int, field: int = 0) -> RescoredBoard | None:
    """Rescore one game's ScoreTable at matchpoints (``None`` when it has none), its played
    scores factored with Neuberg up to ``field`` results when it has fewer."""
    found = board_results(game)
    if found is None:
        return None
    board, rows, entries = found
    expected = max(len(entries), field) if entries else None
    scored = score_traveller(entries, expected=expected) if entries else None
    return RescoredBoard(board, index, tuple(_lines(rows, scored)))


def _lines(
    rows: Sequence[tuple[int, Mapping[str, Cell]]], scored: BoardMatchpoints | None
) -> Iterable[RescoredLine]:
    if scored is None:
        return
    for (i, record), line in zip(rows, scored.lines, strict=True):
        ns, ew = sides(record)
        scored_line = {field.name: getattr(line, field.name) for field in dataclasses.fields(line)}
        yield RescoredLine(**scored_line, row=i, ns=ns, ew=ew)


def rank_pairs(
    boards: Sequence[RescoredBoard], players: bool = False
) -> tuple[Standing[PairScore[str]], ...]:
    """Each pair's mean board percentage and matchpoints, ranked ("3=" when shared); with
    ``players`` (an individual event), each player's, in one list.

    Pairs that each sat one side only are ranked per direction, N-S first.
    """
    totals: dict[str, list[Fraction]] = {}
    played: dict[str, int] = {}
    sat: dict[str, set[Side]] = {}
    for board in boards:
        for line in board.lines:
            for side, who, percent, mp in (
                (Side.NS, line.ns, line.ns_percent, line.ns_mp),
                (Side.EW, line.ew, line.ew_percent, line.ew_mp),
            ):
                for pair in who.ids:
                    total = totals.setdefault(pair, [Fraction(0)] * 3)
                    total[0] += mp
                    total[1] += line.top
                    total[2] += percent
                    played[pair] = played.get(pair, 0) + 1
                    sat.setdefault(pair, set()).add(side)
    scores = [
        PairScore(p, only_side(sat[p]), played[p], total[0], total[1], total[2])
        for p, total in totals.items()
    ]
    return rank_fields(scores, not players and sat_one_side(scores))


@dataclass(frozen=True, slots=True)
class ImpRescore:
    """A session rescored at IMPs: each board's lines, and the pairs ranked on total IMPs."""

    method: ImpMethod
    boards: tuple[tuple[int, tuple[ImpLine, ...]], ...]
    ranking: tuple[Standing[ImpScore[str]], ...]


def rescore_imps(pbn: PbnFile, method: ImpMethod) -> ImpRescore:
    """Rescore every board of a session at cross-IMPs or Butler and rank the pairs."""
    boards = []
    for game in pbn.games:
        found = board_results(game)
        if found is not None:
            board, rows, entries = found
            results = [
                (*sides(record), entry) for (_, record), entry in zip(rows, entries, strict=True)
            ]
            boards.append((board, imp_pairs.score_board(results, method)))
    _refuse_none(boards)
    return ImpRescore(method, tuple(boards), imp_pairs.rank_pairs(lines for _, lines in boards))


def _refuse_none(boards: Sequence[object]) -> None:
    """A file without a board to rescore is refused."""
    if not boards:
        raise NotationError(
            "the file has no [ScoreTable]: there is nothing to rescore",
            code="pbn.no-score-table",
        )


def fields(pbn: PbnFile) -> list[int]:
    """Each game's field: the most results (byes left out) a board of its section has."""
    counts = [
        (g.value("Section") or "", sum(1 for r in g.score_table.records() if not is_bye(r)))
        for g in pbn.games
        if g.score_table is not None
    ]
    most: dict[str, int] = {}
    for section, count in counts:
        most[section] = max(most.get(section, 0), count)
    return [most.get(g.value("Section") or "", 0) for g in pbn.games]


def rescore(pbn: PbnFile, short_boards: ShortBoards = ShortBoards.FULL_TOP) -> Rescore:
    """Rescore every board of a session and rank the pairs; a board with fewer results
    than its section's others is scored by the ``short_boards`` rule."""
    field = fields(pbn) if short_boards is ShortBoards.FULL_TOP else [0] * len(pbn.games)
    boards = [rescore_board(game, i, field[i]) for i, game in enumerate(pbn.games)]
    found = tuple(b for b in boards if b is not None)
    _refuse_none(found)
    individual = any(g.score_table is not None and is_individual(g.score_table) for g in pbn.games)
    return Rescore(found, rank_pairs(found, players=individual))


__all__ = [
    "ImpRescore",
    "Rescore",
    "RescoredBoard",
    "RescoredLine",
    "board_results",
    "rank_pairs",
    "rescore",
    "rescore_board",
    "rescore_imps",
    "row_entry",
]

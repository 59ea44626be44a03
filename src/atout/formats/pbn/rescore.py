"""Rescore a PBN pairs session from its travellers (RULES §6 and §8).

Every score is recomputed from the contract, the declarer, the tricks and the
board's vulnerability (Law 77); the file's Score, MP and Percentage columns are
ignored. Each board is then matchpointed (2 per score beaten, 1 per tie),
artificial scores (``A+``, ``A=``, ``A-``, or ``A+/A-`` in one cell) are given
to each side as 60/50/40 % of the top, outside the field, and the played
scores are factored with Neuberg up to the board's results (every row but a
``Bye`` row). A pair's result is the mean of its board percentages, which is
how the published ``TotalPercentage`` of the real files is computed. When
every pair sat the same side on every board (a Mitchell that is not
arrow-switched) the N-S and the E-W pairs are ranked apart, one winner each
(RULES §6); the place in one list of all the pairs is kept beside.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import Vulnerability, board_vulnerability
from atout.bridge.contract import ContractResult
from atout.duplicate import imp_pairs
from atout.duplicate.imp_pairs import ImpLine, ImpMethod, ImpPairResult
from atout.duplicate.matchpoints import AdjustedScore, Artificial, BoardEntry
from atout.duplicate.ranking import pair_sort_key, places
from atout.duplicate.table_result import ns_score
from atout.duplicate.travellers import BoardMatchpoints, TravellerLine, score_traveller
from atout.errors import NotationError
from atout.formats.pbn.model import Game, PbnFile
from atout.formats.pbn.tables import Cell, Table
from atout.formats.pbn.values import PASS, read_contract, read_seat, read_tricks

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
    """One traveller row rescored: a scored traveller line, its row and its pairs.

    ``row`` is the row's index in the board's ScoreTable.
    """

    row: int
    ns: str
    ew: str

    @property
    def score_ns(self) -> int | None:
        """The N-S score (``None`` for an artificial score)."""
        return None if isinstance(self.entry, AdjustedScore) else self.entry


@dataclass(frozen=True, slots=True)
class RescoredBoard:
    """One board: its number, where it is in the file, and its rescored lines."""

    board: int
    game: int
    lines: tuple[RescoredLine, ...]


@dataclass(frozen=True, slots=True)
class PairResult:
    """A pair's (or a player's) session: boards scored, MP1 total, mean percentage,
    place, the total of its matchpoints and of the tops of its boards.

    ``direction`` is ``"NS"`` or ``"EW"`` when the pairs are ranked per
    direction (``rank`` is then the place among that direction's pairs), else
    ``None``; ``overall`` is the place in one list of every pair.
    """

    pair: str
    boards: int
    mp1: Fraction
    percent: Fraction
    rank: str
    mp: Fraction = Fraction(0)
    top: Fraction = Fraction(0)
    direction: str | None = None
    overall: str = ""


@dataclass(frozen=True, slots=True)
class Rescore:
    """A rescored session: every board, then the ranking (best first)."""

    boards: tuple[RescoredBoard, ...]
    ranking: tuple[PairResult, ...]


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


def row_entry(record: Mapping[str, Cell], vulnerability: Vulnerability) -> BoardEntry:
    """A row's N-S score from contract, declarer and tricks, or its artificial score.

    >>> row = {"Contract": "4SX", "Declarer": "W", "Result": "8"}
    >>> row_entry(row, Vulnerability.NONE)
    300
    """
    contract_text = record["Contract"]
    if contract_text is None:
        return artificial_entry(record.get("Score_NS"), record.get("Score_EW"))
    if contract_text.upper() in AVERAGE and record.get("Score_NS") is None:
        return AdjustedScore(Artificial.AVERAGE, Artificial.AVERAGE)  # Bridgewebs: "A A A"
    contract = read_contract(contract_text)
    if contract is None:
        return 0
    declarer_text, tricks_text = record["Declarer"], record["Result"]
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


def sides(record: Mapping[str, Cell]) -> tuple[str, str]:
    """The N-S and E-W ids of a row: its pairs, or its players ``north+south`` and
    ``east+west`` in an individual event."""
    if "PairId_NS" in record:
        return record["PairId_NS"] or "", record["PairId_EW"] or ""
    north, south, east, west = (record.get(name) or "" for name in PLAYERS)
    return f"{north}+{south}", f"{east}+{west}"


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


def board_results(game: Game) -> tuple[int, list[tuple[int, Record]], list[BoardEntry]] | None:
    """A game's board number, its ScoreTable rows (index, record) less byes, and their
    entries recomputed from contract, declarer and tricks (``None`` without a ScoreTable)."""
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
    _check_columns(table, board)
    vulnerability = game.vulnerability or board_vulnerability(board)
    rows: list[tuple[int, Record]] = [
        (i, r) for i, r in enumerate(table.records()) if not is_bye(r)
    ]
    entries: list[BoardEntry] = []
    for _, record in rows:
        try:
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


def rescore_board(game: Game, index: int) -> RescoredBoard | None:
    """Rescore one game's ScoreTable at matchpoints (``None`` when it has none)."""
    found = board_results(game)
    if found is None:
        return None
    board, rows, entries = found
    scored = score_traveller(entries) if entries else None
    return RescoredBoard(board, index, tuple(_lines(rows, scored)))


def _lines(
    rows: Sequence[tuple[int, Mapping[str, Cell]]], scored: BoardMatchpoints | None
) -> Iterable[RescoredLine]:
    if scored is None:
        return
    for (i, record), line in zip(rows, scored.lines, strict=True):
        ns, ew = sides(record)
        yield RescoredLine(
            entry=line.entry,
            ns_mp=line.ns_mp,
            ew_mp=line.ew_mp,
            top=line.top,
            group=line.group,
            row=i,
            ns=ns,
            ew=ew,
        )


#: The sides a pair may sit, in the order their rankings are listed.
DIRECTIONS = ("NS", "EW")


def rank_pairs(boards: Sequence[RescoredBoard], players: bool = False) -> tuple[PairResult, ...]:
    """Each pair's mean board percentage and MP1 total, ranked ("3=" when shared); with
    ``players``, each player's (the sides of an individual event are ``north+south``).

    Pairs that each sat one side only are ranked per direction, N-S first.
    """
    percents: dict[str, list[Fraction]] = {}
    totals: dict[str, list[Fraction]] = {}
    sides: dict[str, set[str]] = {}
    for board in boards:
        for line in board.lines:
            for direction, side, percent, mp, points_mp1 in (
                ("NS", line.ns, line.ns_percent, line.ns_mp, line.ns_mp1),
                ("EW", line.ew, line.ew_percent, line.ew_mp, line.ew_mp1),
            ):
                for pair in side.split("+") if players else (side,):
                    percents.setdefault(pair, []).append(percent)
                    sides.setdefault(pair, set()).add(direction)
                    total = totals.setdefault(pair, [Fraction(0)] * 3)
                    total[0] += points_mp1
                    total[1] += mp
                    total[2] += line.top
    pairs = list(percents)
    means = [sum(percents[p], Fraction(0)) / len(percents[p]) for p in pairs]
    overall = dict(zip(pairs, (str(place) for place in places(means)), strict=True))
    apart = not players and all(len(found) == 1 for found in sides.values())
    fields = [[p for p in pairs if sides[p] == {d}] for d in DIRECTIONS] if apart else [pairs]
    results = []
    for number, field in enumerate(fields):
        field_means = [sum(percents[p], Fraction(0)) / len(percents[p]) for p in field]
        field_side = DIRECTIONS[number] if apart else None
        ranked = [
            PairResult(
                p,
                len(percents[p]),
                totals[p][0],
                mean,
                str(place),
                totals[p][1],
                totals[p][2],
                field_side,
                overall[p],
            )
            for p, mean, place in zip(field, field_means, places(field_means), strict=True)
        ]
        results += sorted(ranked, key=lambda r: (-r.percent, pair_sort_key(r.pair)))
    return tuple(results)


@dataclass(frozen=True, slots=True)
class ImpRescore:
    """A session rescored at IMPs: each board's lines, and the pairs ranked on total IMPs."""

    method: ImpMethod
    boards: tuple[tuple[int, tuple[ImpLine, ...]], ...]
    ranking: tuple[ImpPairResult, ...]


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
    if not boards:
        raise NotationError(
            "the file has no [ScoreTable]: there is nothing to rescore",
            code="pbn.no-score-table",
        )
    return ImpRescore(method, tuple(boards), imp_pairs.rank_pairs(lines for _, lines in boards))


def rescore(pbn: PbnFile) -> Rescore:
    """Rescore every board of a session and rank the pairs."""
    boards = [rescore_board(game, i) for i, game in enumerate(pbn.games)]
    found = tuple(b for b in boards if b is not None)
    if not found:
        raise NotationError(
            "the file has no [ScoreTable]: there is nothing to rescore",
            code="pbn.no-score-table",
        )
    individual = any(g.score_table is not None and is_individual(g.score_table) for g in pbn.games)
    return Rescore(found, rank_pairs(found, players=individual))


__all__ = [
    "PASS",
    "ImpRescore",
    "PairResult",
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

"""Compare a rescored session with the figures published in its PBN file.

Scores must agree exactly; a board's percentages within 0.5 of the file's
rounded integers; MP1 matchpoints within half a unit of their last printed
decimal; final percentages within 0.01; places by position ("4" = "4=").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from atout.duplicate.matchpoints import AdjustedScore
from atout.formats.pbn.model import Game, PbnFile
from atout.formats.pbn.rescore import PairResult, Rescore, RescoredLine, artificial_entry
from atout.formats.pbn.tables import Cell, Table

#: A board percentage may differ from the file's rounded integer by this much.
BOARD_PERCENT_TOLERANCE = Fraction(1, 2)
#: A final percentage may differ from the file's value by this much.
FINAL_PERCENT_TOLERANCE = Fraction(1, 100)


@dataclass(frozen=True, slots=True)
class Difference:
    """One published figure that the rescore does not reproduce.

    >>> str(Difference("board 3, 1 v 2", "Score_NS", "420", "450"))
    'board 3, 1 v 2: Score_NS published 420, recomputed 450'
    """

    where: str
    column: str
    published: str
    recomputed: str

    def __str__(self) -> str:
        return (
            f"{self.where}: {self.column} published {self.published}, recomputed {self.recomputed}"
        )


#: A figure as the files write them: ASCII digits, a sign, a decimal point (bounded).
_FIGURE = re.compile(r"[+-]?[0-9]{1,12}(?:\.[0-9]{0,12})?")


def _number(cell: Cell) -> Fraction | None:
    """The figure written in ``cell`` (``None`` for anything else: ``1/2``, ``²``...).

    >>> _number("5.8"), _number("1/2"), _number("²")
    (Fraction(29, 5), None, None)
    """
    if cell is None or _FIGURE.fullmatch(cell) is None:
        return None
    return Fraction(cell)


def _half_unit(cell: str) -> Fraction:
    """Half a unit of the last decimal written in ``cell`` ("5.8" → 0.05)."""
    if _FIGURE.fullmatch(cell) is None:
        return Fraction(0)
    exponent = Decimal(cell).as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return Fraction(1, 2 * 10**places)


def _decimal(value: Fraction) -> str:
    return f"{float(value):.4f}".rstrip("0").rstrip(".")


def _published_score(record: dict[str, Cell], artificial: bool) -> str:
    """The file's score of a row as the rescore writes it: N-S points or ``A+/A-``."""
    ns, ew = record.get("Score_NS"), record.get("Score_EW")
    try:
        if artificial or (ns or "").upper().startswith("A"):
            return str(artificial_entry(ns, ew))
        return str(int(ns) if ns is not None else -int(ew or ""))
    except ValueError:
        return f"{ns or '-'} {ew or '-'}"


def _close(cell: Cell, value: Fraction, tolerance: Fraction) -> bool:
    number = _number(cell)
    return number is not None and abs(number - value) <= tolerance


def _line_differences(
    where: str, record: dict[str, Cell], line: RescoredLine, mp1: bool
) -> list[Difference]:
    found: list[Difference] = []
    published = _published_score(record, isinstance(line.entry, AdjustedScore))
    if published != str(line.entry):
        found.append(Difference(where, "Score", published, str(line.entry)))
    checks: list[tuple[str, Fraction, Fraction | None]] = [
        ("Percentage_NS", line.ns_percent, BOARD_PERCENT_TOLERANCE),
        ("Percentage_EW", line.ew_percent, BOARD_PERCENT_TOLERANCE),
    ]
    if mp1:
        checks += [("MP_NS", line.ns_mp1, None), ("MP_EW", line.ew_mp1, None)]
    for column, value, tolerance in checks:
        if column not in record:
            continue
        cell = record[column]
        limit = tolerance if tolerance is not None else _half_unit(cell or "0")
        if not _close(cell, value, limit):
            found.append(Difference(where, column, str(cell), _decimal(value)))
    return found


def _is_mp1(game: Game) -> bool:
    return "MP1" in (game.value("Scoring") or "").replace(" ", "").split(";")


def board_differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """The differences on every board's traveller."""
    found: list[Difference] = []
    for board in rescored.boards:
        game = pbn.games[board.game]
        table = game.score_table
        assert table is not None
        records = list(table.records())
        for line in board.lines:
            where = f"board {board.board}, {line.ns} v {line.ew}"
            found += _line_differences(where, records[line.row], line, _is_mp1(game))
    return found


def _total_table(pbn: PbnFile) -> tuple[Game, Table] | None:
    for game in pbn.games:
        table = game.total_score_table
        if table is not None:
            return game, table
    return None


def _pair_differences(
    record: dict[str, Cell], result: PairResult | None, mp1: bool
) -> list[Difference]:
    where = f"pair {record.get('PairId')}"
    if result is None:
        return [Difference(where, "PairId", str(record.get("PairId")), "no result")]
    found: list[Difference] = []
    total = record.get("TotalPercentage")
    if "TotalPercentage" in record and not _close(total, result.percent, FINAL_PERCENT_TOLERANCE):
        found.append(Difference(where, "TotalPercentage", str(total), _decimal(result.percent)))
    total_mp = record.get("TotalScoreMP")
    if mp1 and total_mp is not None and not _close(total_mp, result.mp1, _half_unit(total_mp)):
        found.append(Difference(where, "TotalScoreMP", total_mp, _decimal(result.mp1)))
    rank = record.get("Rank")
    if rank is not None and rank.rstrip("=") != result.rank.rstrip("="):
        found.append(Difference(where, "Rank", rank, result.rank))
    return found


def ranking_differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """The differences with the ``[TotalScoreTable]`` (none when the file has none)."""
    located = _total_table(pbn)
    if located is None:
        return []
    game, table = located
    by_pair = {r.pair: r for r in rescored.ranking}
    found: list[Difference] = []
    listed: set[str] = set()
    for record in table.records():
        pair = record.get("PairId") or ""
        listed.add(pair)
        found += _pair_differences(record, by_pair.get(pair), _is_mp1(game))
    for pair in by_pair.keys() - listed:
        found.append(Difference(f"pair {pair}", "PairId", "not listed", by_pair[pair].rank))
    return found


def differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """Every published figure the rescore does not reproduce (empty when all agree)."""
    return board_differences(pbn, rescored) + ranking_differences(pbn, rescored)

"""Compare a rescored session with the figures published in its PBN file.

Scores must agree exactly; a board's percentages within 0.5 of the file's
rounded integers; MP1 matchpoints within half a unit of their last printed
decimal; final percentages within 0.01; places by position ("4" = "4=").
"""

from __future__ import annotations

import collections
import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from atout.bridge.seats import Side
from atout.duplicate.matchpoints import AdjustedScore, WeightedEntry
from atout.duplicate.ranking import PairScore, Standing, places
from atout.errors import Message
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.rescore import Rescore, RescoredLine, artificial_entry
from atout.formats.pbn.tables import Cell
from atout.formats.pbn.values import PASS

#: A board percentage may differ from the file's rounded integer by this much.
BOARD_PERCENT_TOLERANCE = Fraction(1, 2)
#: A final percentage may differ from the file's value by this much.
FINAL_PERCENT_TOLERANCE = Fraction(1, 100)


@dataclass(frozen=True, slots=True)
class Difference:
    """One published figure that the rescore does not reproduce: where (a message, such
    as :func:`board_pairs`), the file's column, the file's figure and atout's.

    >>> difference = Difference(board_pairs(3, "1", "2"), "Score_NS", "420", "450")
    >>> difference.message, difference.message.code
    ('board 3, 1 v 2: Score_NS published 420, recomputed 450', 'pbn.difference')
    """

    where: str
    column: str
    published: str
    recomputed: str

    @property
    def message(self) -> Message:
        """The difference as a message: its figures written as the reader's language writes
        numbers (``58,62`` in French), the names and places as they are."""
        figures = self.column not in _NOT_FIGURES
        return Message(
            "{where}: {column} published {published}, recomputed {recomputed}",
            code="pbn.difference",
            where=self.where,
            column=self.column,
            published=_shown(self.published, figures),
            recomputed=_shown(self.recomputed, figures),
        )


#: The columns whose values are names or places, not figures.
_NOT_FIGURES = frozenset({"PairId", "PlayerId", "TeamId", "Rank", "Direction"})


def _shown(value: str, figure: bool) -> str | Decimal:
    """A figure as a number (written in the reader's language), anything else as it is."""
    return Decimal(value) if figure and _FIGURE.fullmatch(value) else value


def board_pairs(board: int, ns: str, ew: str) -> Message:
    """Where a traveller row is: ``board 3, 1 v 2``."""
    return Message("board {board}, {ns} v {ew}", board=board, ns=ns, ew=ew)


def ranking_line(column: str, who: str) -> Message:
    """Where a line of the final ranking is: ``pair 5``, ``player 12`` or ``team 3``
    (``column``: PairId, PlayerId or TeamId).

    >>> ranking_line("TeamId", "3")
    'team 3'
    """
    if column == "PlayerId":
        return Message("player {player}", player=who)
    if column == "TeamId":
        return Message("team {team}", team=who)
    return Message("pair {pair}", pair=who)


#: What a difference says when the rescore or the file has no figure.
NO_RESULT = Message("no result")
NOT_LISTED = Message("not listed")


#: A figure as the files write them: ASCII digits, a sign, a decimal point (bounded).
_FIGURE = re.compile(r"[+-]?[0-9]{1,12}(?:\.[0-9]{0,12})?")


def figure(cell: Cell) -> Fraction | None:
    """The figure written in ``cell`` (``None`` for anything else: ``1/2``, ``²``...).

    >>> figure("5.8"), figure("1/2"), figure("²")
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


def close(cell: Cell, value: Fraction) -> bool:
    """True when ``cell`` is ``value`` to within half a unit of its last decimal.

    >>> close("2.93", Fraction(41, 14)), close("3", Fraction(12, 5))
    (True, False)
    """
    return cell is not None and _close(cell, value, _half_unit(cell))


def decimal(value: Fraction) -> str:
    """``value`` written with at most 4 decimals."""
    return f"{float(value):.4f}".rstrip("0").rstrip(".")


def plain(cell: Cell) -> str:
    """A figure as written, without trailing zeros; anything else as it is.

    >>> plain("12.00"), plain("16.5"), plain("A+"), plain(None)
    ('12', '16.5', 'A+', '')
    """
    if cell is None:
        return ""
    try:
        value = Decimal(cell)
    except InvalidOperation:
        return cell
    return str(value.quantize(Decimal(1))) if value == value.to_integral() else str(value)


def same_place(rank: str, place: str, tied: int) -> bool:
    """True when a published place is the recomputed one (``4`` for ``4=``) or another
    place of the same tie (``5`` for ``4=`` shared by two).

    >>> same_place("24", "23=", 2), same_place("25", "23=", 2)
    (True, False)
    """
    published = figure(rank.rstrip("="))
    first = int(place.rstrip("="))
    return published is not None and first <= published < first + tied


def ranked(totals: Mapping[str, Fraction]) -> dict[str, tuple[str, int]]:
    """Each one's place among ``totals`` (the highest first) and how many share it.

    >>> ranked({"1": Fraction(5), "2": Fraction(7), "3": Fraction(5)})
    {'1': ('2=', 2), '2': ('1', 1), '3': ('2=', 2)}
    """
    ids = list(totals)
    ties = collections.Counter(totals.values())
    found = places([totals[i] for i in ids])
    return {i: (str(place), ties[totals[i]]) for i, place in zip(ids, found, strict=True)}


def _published_score(record: dict[str, Cell], artificial: bool) -> str:
    """The file's score of a row as the rescore writes it: N-S points or ``A+/A-``
    (no score at all on a passed-out row is 0)."""
    ns, ew = record.get("Score_NS"), record.get("Score_EW")
    if "Score_NS" not in record and "Score_EW" not in record:
        return ""
    try:
        if artificial or (ns or "").upper().startswith("A"):
            return str(artificial_entry(ns, ew))
        if ns is None and ew is None and (record.get("Contract") or "").upper() == PASS:
            return "0"
        return str(int(ns) if ns is not None else -int(ew or ""))
    except ValueError:
        return f"{ns or '-'} {ew or '-'}"


def _close(cell: Cell, value: Fraction, tolerance: Fraction) -> bool:
    number = figure(cell)
    return number is not None and abs(number - value) <= tolerance


class MpScale(enum.Enum):
    """How a file writes a board's matchpoints (found from its figures, :func:`mp_scale`)."""

    #: 2 per score beaten, 1 per tie: 0 to the top (PBN 2.1's MP1, §3.4.12).
    TOP = "top"
    #: The same less half the top: 0 for an average (Ruter's "MP1" in Norway).
    CENTRED = "centred"
    #: 1 per score beaten, 1/2 per tie (PBN 2.1's MP2).
    HALF = "half"

    def of(self, line: RescoredLine, ns: bool) -> Fraction:
        """A side's matchpoints of ``line`` on this scale."""
        mp = line.ns_mp if ns else line.ew_mp
        if self is MpScale.CENTRED:
            return line.ns_mp1 if ns else line.ew_mp1
        return mp / 2 if self is MpScale.HALF else mp


#: The MP and percentage columns of a side (pairs, or each seat of an individual event).
_SIDE_COLUMNS = {
    True: (
        ("MP_NS", "MP_North", "MP_South"),
        ("Percentage_NS", "Percentage_North", "Percentage_South"),
    ),
    False: (
        ("MP_EW", "MP_East", "MP_West"),
        ("Percentage_EW", "Percentage_East", "Percentage_West"),
    ),
}


def mp_scale(pbn: PbnFile, rescored: Rescore) -> MpScale:
    """The scale that explains most of the file's published matchpoints."""
    hits = dict.fromkeys(MpScale, 0)
    for board in rescored.boards[:20]:
        table = pbn.games[board.game].score_table
        assert table is not None
        records = list(table.records())
        for line in board.lines:
            record = records[line.row]
            for column in ("MP_NS", "MP_North"):
                published = figure(record.get(column))
                if published is not None:
                    for scale in MpScale:
                        hits[scale] += abs(published - scale.of(line, True)) <= _half_unit(
                            record[column] or "0"
                        )
    return max(MpScale, key=lambda scale: hits[scale])


def _line_differences(
    where: Message, record: dict[str, Cell], line: RescoredLine, scale: MpScale
) -> list[Difference]:
    found: list[Difference] = []
    published = _published_score(record, isinstance(line.entry, AdjustedScore))
    weighted = isinstance(line.entry, WeightedEntry)  # named by a commentary: no score cell
    if published and not weighted and published != str(line.entry):
        found.append(Difference(where, "Score", published, str(line.entry)))
    checks: list[tuple[str, Fraction, Fraction | None]] = []
    for ns in (True, False):
        mp_columns, percent_columns = _SIDE_COLUMNS[ns]
        percent = line.ns_percent if ns else line.ew_percent
        checks += [(c, percent, BOARD_PERCENT_TOLERANCE) for c in percent_columns]
        checks += [(c, scale.of(line, ns), None) for c in mp_columns]
    for column, value, tolerance in checks:
        cell = record.get(column)
        if cell is None:  # not published
            continue
        limit = tolerance if tolerance is not None else _half_unit(cell or "0")
        if not _close(cell, value, limit):
            found.append(Difference(where, column, str(cell), decimal(value)))
    return found


def board_differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """The differences on every board's traveller."""
    found: list[Difference] = []
    scale = mp_scale(pbn, rescored)
    for board in rescored.boards:
        game = pbn.games[board.game]
        table = game.score_table
        assert table is not None
        records = list(table.records())
        for line in board.lines:
            where = board_pairs(board.board, str(line.ns), str(line.ew))
            found += _line_differences(where, records[line.row], line, scale)
    return found


def _pair_differences(
    where: Message,
    record: dict[str, Cell],
    standing: Standing[PairScore[str]] | None,
    scale: MpScale,
    tied: int = 1,
    overall: bool = False,
    printed: tuple[Fraction, str, int] | None = None,
) -> list[Difference]:
    """``printed``: the pair's percentage, place and ties from the board figures as the
    file prints them (a producer may total those: ScoreBridge)."""
    if standing is None:
        return [Difference(where, "PairId", where.split()[-1], NO_RESULT)]
    result = standing.score
    found: list[Difference] = []
    # A session of a longer event: its own figures are the Session columns (Ruter).
    prefix = "Session" if "SessionPercentage" in record else "Total"
    total = record.get(f"{prefix}Percentage")
    by_total = 100 * result.matchpoints / result.tops if result.tops else result.percent
    if total is not None and not (
        _close(total, result.percent, FINAL_PERCENT_TOLERANCE)
        or _close(total, by_total, FINAL_PERCENT_TOLERANCE)
        or (printed is not None and _close(total, printed[0], FINAL_PERCENT_TOLERANCE))
    ):
        found.append(Difference(where, f"{prefix}Percentage", total, decimal(result.percent)))
    total_mp = record.get(f"{prefix}ScoreMP")
    mp = {
        MpScale.CENTRED: result.matchpoints_mp1,
        MpScale.TOP: result.matchpoints,
        MpScale.HALF: result.matchpoints / 2,
    }[scale]
    if total_mp is not None and not _close(total_mp, mp, _half_unit(total_mp)):
        found.append(Difference(where, f"{prefix}ScoreMP", total_mp, decimal(mp)))
    rank = record.get("SessionRank" if prefix == "Session" else "Rank")
    place = str(standing.overall if overall else standing.place)
    if (
        rank is not None
        and not same_place(rank, place, tied)
        and not (printed is not None and same_place(rank, printed[1], printed[2]))
    ):
        found.append(Difference(where, "Rank", rank, place))
    direction = (record.get("Direction") or "").replace("-", "").upper()
    field = standing.field
    if not overall and field is not None and direction in _SIDES and _SIDES[direction] != field:
        found.append(Difference(where, "Direction", direction, field.value))
    return found


#: The sides a TotalScoreTable's Direction names (``N-S`` read as ``NS``).
_SIDES = {side.value: side for side in Side}


def ranking_differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """The differences with the ``[TotalScoreTable]`` (none when the file has none).

    When the rescore ranks each direction apart, a file that ranks all its
    pairs in one list is checked against that list instead (whichever of
    the two its places follow, the per-direction one when both do).
    """
    per_field = _ranking_differences(pbn, rescored, overall=False)
    if not any(s.field for s in rescored.ranking):
        return per_field
    one_list = _ranking_differences(pbn, rescored, overall=True)
    return one_list if len(one_list) < len(per_field) else per_field


def _ranking_differences(pbn: PbnFile, rescored: Rescore, *, overall: bool) -> list[Difference]:
    table = pbn.total_score_table
    if table is None:
        return []
    column = "PlayerId" if table.has("PlayerId") and not table.has("PairId") else "PairId"
    by_pair = {s.score.pair: s for s in rescored.ranking}
    printed = printed_percents(pbn)
    printed_places = ranked(printed)
    scale = mp_scale(pbn, rescored)
    found: list[Difference] = []
    listed: set[str] = set()
    ties = collections.Counter(
        (None if overall else s.field, s.score.percent) for s in rescored.ranking
    )
    for record in table.records():
        pair = record.get(column) or ""
        listed.add(pair)
        where = ranking_line(column, pair)
        result = by_pair.get(pair)
        tied = 1
        if result is not None:
            tied = ties[(None if overall else result.field, result.score.percent)]
        shown = None
        if pair in printed and not overall:
            shown = (printed[pair], *printed_places[pair])
        found += _pair_differences(where, record, result, scale, tied, overall, shown)
    for pair in by_pair.keys() - listed:
        found.append(
            Difference(ranking_line("PairId", pair), column, NOT_LISTED, str(by_pair[pair].place))
        )
    return found


def printed_percents(pbn: PbnFile) -> dict[str, Fraction]:
    """Each pair's percentage from the board matchpoints as the file prints them: its
    total over the total of its boards' tops (what ScoreBridge publishes).

    >>> from atout.formats.pbn.reader import loads
    >>> text = '[Board "1"]\\n[ScoreTable "PairId_NS;PairId_EW;MP_NS;MP_EW"]\\n1 2 1.3 0.7\\n'
    >>> printed_percents(loads(text))
    {'1': Fraction(65, 1), '2': Fraction(35, 1)}
    """
    totals: dict[str, list[Fraction]] = {}
    for game in pbn.games:
        table = game.score_table
        if table is None or not table.has("MP_NS") or not table.has("PairId_NS"):
            continue
        for record in table.records():
            ns, ew = figure(record.get("MP_NS")), figure(record.get("MP_EW"))
            if ns is None or ew is None:
                continue
            for pair, value in ((record.get("PairId_NS"), ns), (record.get("PairId_EW"), ew)):
                if pair:
                    total = totals.setdefault(pair, [Fraction(0), Fraction(0)])
                    total[0] += value
                    total[1] += ns + ew
    return {pair: 100 * mp / top for pair, (mp, top) in totals.items() if top}


def differences(pbn: PbnFile, rescored: Rescore) -> list[Difference]:
    """Every published figure the rescore does not reproduce (empty when all agree)."""
    return board_differences(pbn, rescored) + ranking_differences(pbn, rescored)

"""Check the IMPs an event at IMPs publishes: cross-IMPs, Butler pairs and IMP teams.

Every score is recomputed (Law 77), then each board's results are compared:

- cross-IMPs: a score against every other one of the field; files publish the sum
  (PBN 2.1 ``Cross``), the sum over the scores (``Cross1``) or over the
  comparisons (``Cross2``);
- Butler: a score against the datum, the mean of the field without its top and
  bottom scores (``Butler-2``), rounded to 10 (:func:`~atout.duplicate.butler.butler_datum`);
- IMP teams: the two rooms of a match (the same pairs, seats swapped) against
  each other (Law 78B).

An artificial score gives each side +3 / 0 / -3 IMPs (Law 12C). The totals of
``[TotalScoreTable]`` are the sum of a pair's IMPs or their mean per board, as
published; which form (and which division for cross-IMPs) is read from the file:
the one that reproduces most of its figures.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.duplicate.butler import butler_datum
from atout.duplicate.imps import imps
from atout.errors import Message
from atout.formats.pbn.compare import (
    NO_RESULT,
    Difference,
    board_pairs,
    close,
    decimal,
    figure,
    ranked,
    ranking_line,
    same_place,
)
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.rescore import is_bye, row_entry, sides, traveller
from atout.formats.pbn.scoring import Method
from atout.formats.pbn.tables import Cell

Record = Mapping[str, Cell]


@dataclass(frozen=True, slots=True)
class ImpRow:
    """One row of a board at IMPs: where it is, its sides, and each way of counting
    its N-S IMPs (by the name of the form) with the E-W IMPs of an artificial score."""

    board: int
    record: Record
    ns: str
    ew: str
    forms: Mapping[str, Fraction]
    ew_artificial: Fraction | None
    datum: int | None
    #: True for an artificial score: its IMPs are taken as published.
    as_published: bool = False
    #: True for a bye: the pair sitting out gets its mean per board played.
    bye: bool = False


def _side_names(record: Record) -> tuple[str, str]:
    """A row's sides as a difference names them (``1+3``: an individual's N-S players)."""
    ns, ew = sides(record)
    return str(ns), str(ew)


def _named_sides(record: Record, unnamed: tuple[str, str]) -> tuple[str, str]:
    """A row's sides (:func:`_side_names`), ``unnamed`` when it has no pair or player column."""
    named = "PairId_NS" in record or "PlayerId_North" in record
    return _side_names(record) if named else unnamed


def _published(board: int, record: Record, bye: bool) -> ImpRow | None:
    """A bye's or an artificial score's row, its IMPs as published (programs differ on
    these: Law 12C gives +3 / 0 / -3 IMPs, some give a share of each comparison)."""
    ns, ew = figure(record.get("IMP_NS")), figure(record.get("IMP_EW"))
    if ns is None and ew is None:
        return None
    sides_ = _named_sides(record, ("", ""))
    forms = {"imps": ns if ns is not None else Fraction(0)}
    ew_value = ew if ew is not None else Fraction(0)
    return ImpRow(board, record, *sides_, forms, ew_value, None, as_published=True, bye=bye)


def _rows(pbn: PbnFile, method: Method, drop_extremes: bool) -> list[ImpRow]:
    found: list[ImpRow] = []
    for table, board, vulnerability in filter(None, map(traveller, pbn.games)):
        records: list[Record] = []
        entries: list[int] = []
        for record in table.records():
            bye = is_bye(record)
            entry = None if bye else row_entry(record, vulnerability)
            if not isinstance(entry, int):
                published = _published(board, record, bye)
                if published is not None:
                    found.append(published)
                continue
            records.append(record)
            entries.append(entry)
        if method is Method.IMP_TEAMS:
            found += _team_rows(board, records, entries)
        else:
            found += _pair_rows(board, records, entries, method, drop_extremes)
    return found


def _weights(records: Sequence[Record]) -> list[int]:
    """Each row's multiplicity (how many tables had that result, PBN 2.1 §5.9)."""
    cells = (record.get("Multiplicity") or "1" for record in records)
    return [int(c) if c.isascii() and c.isdigit() and len(c) < 6 else 1 for c in cells]


def _datum(scores: list[int], drop_extremes: bool) -> int:
    """The Butler datum; ``Butler-2`` drops the top and bottom score of any field of more
    than two (PBN 2.1 §3.4.12), the Laws' usual Butler of more than three."""
    if drop_extremes and len(scores) == 3:
        return butler_datum(sorted(scores)[1:2])
    return butler_datum(scores)


def _pair_rows(
    board: int,
    records: Sequence[Record],
    entries: Sequence[int],
    method: Method,
    drop_extremes: bool,
) -> list[ImpRow]:
    weights = _weights(records)
    scores = [e for e, w in zip(entries, weights, strict=True) for _ in range(w)]
    datum = _datum(scores, drop_extremes) if method is Method.BUTLER and scores else None
    rows = []
    for i, (record, entry) in enumerate(zip(records, entries, strict=True)):
        ns, ew = _named_sides(record, (Message("row {row}", row=i + 1), ""))
        if datum is not None:
            forms = {"imps": Fraction(imps(entry - datum))}
        else:
            total = sum(imps(entry - other) for other in scores)
            comparisons = len(scores) - 1
            forms = {
                "Cross": Fraction(total),
                "Cross1": Fraction(total, len(scores)),
                "Cross2": Fraction(total, comparisons) if comparisons else Fraction(0),
            }
        rows.append(ImpRow(board, record, ns, ew, forms, None, datum))
    return rows


def _team_rows(board: int, records: Sequence[Record], entries: Sequence[int]) -> list[ImpRow]:
    """A match's two rooms hold the same pairs with seats swapped."""
    by_sides = {_side_names(r): (r, e) for r, e in zip(records, entries, strict=True)}
    rows = []
    for (ns, ew), (record, entry) in by_sides.items():
        other = by_sides.get((ew, ns))
        if other is not None:
            forms = {"imps": Fraction(imps(entry - other[1]))}
            rows.append(ImpRow(board, record, ns, ew, forms, None, None))
    return rows


def _best(rows: list[ImpRow], published: Callable[[ImpRow], Cell], forms: list[str]) -> str:
    """The form that reproduces most of the published figures."""

    def hits(form: str) -> int:
        return sum(close(published(r), r.forms[form]) for r in rows if form in r.forms)

    return max(forms, key=hits)


def imp_differences(
    pbn: PbnFile, method: Method, drop_extremes: bool = False
) -> tuple[list[Difference], int, int]:
    """Every published IMP figure the rescore does not reproduce, the rows checked and
    the places of the final ranking checked."""
    rows = _rows(pbn, method, drop_extremes)
    forms = sorted({form for row in rows for form in row.forms if form != "imps"}) or ["imps"]
    form = _best([r for r in rows if not r.as_published], lambda r: r.record.get("IMP_NS"), forms)
    found: list[Difference] = []
    totals: dict[str, dict[str, list[Fraction]]] = {f: {} for f in forms}
    byes = [row for row in rows if row.bye]
    for row in rows:
        if row.bye:
            continue
        for each in forms:
            ns_imps = row.forms.get(each, row.forms.get("imps", Fraction(0)))
            ew_imps = row.ew_artificial if row.ew_artificial is not None else -ns_imps
            if each == form and not row.as_published:
                where = board_pairs(row.board, row.ns, row.ew)
                found += _row_differences(where, row, ns_imps, ew_imps)
            # A team's board is one room's result: both rooms give it, count one.
            ns, ew = (row.ns, ns_imps), (row.ew, ew_imps)
            counted = (ns,) if method is Method.IMP_TEAMS else (ns, ew)
            for side, value in counted:
                if side:
                    totals[each].setdefault(side, []).append(value)
    found += _byes(byes, totals[form], totals)
    checked = sum(not r.as_published for r in rows)
    in_total, ranked = _total_differences(pbn, list(totals.values()))
    return found + in_total, checked, ranked


def _byes(
    byes: list[ImpRow],
    checked: dict[str, list[Fraction]],
    totals: dict[str, dict[str, list[Fraction]]],
) -> list[Difference]:
    """A pair sitting out a board (a Bye row) scores its mean per board played."""
    found = []
    for row in byes:
        for side, column in ((row.ns, "IMP_NS"), (row.ew, "IMP_EW")):
            if not side or side not in checked:
                continue
            played = checked[side]
            mean = sum(played, Fraction(0)) / len(played)
            cell = row.record.get(column)
            if cell is not None and not close(cell, mean):
                found.append(
                    Difference(
                        Message("board {board}, bye of {side}", board=row.board, side=side),
                        column,
                        cell,
                        decimal(mean),
                    )
                )
            for form_totals in totals.values():
                values = form_totals[side]
                values.append(sum(values, Fraction(0)) / len(values))
    return found


def _row_differences(
    where: Message, row: ImpRow, ns_imps: Fraction, ew_imps: Fraction
) -> list[Difference]:
    found = []
    record = row.record
    for column, value in (("IMP_NS", ns_imps), ("IMP_EW", ew_imps)):
        cell = record.get(column)
        if cell is not None and not close(cell, value):
            found.append(Difference(where, column, cell, decimal(value)))
    cell = record.get("ButlerDatum")
    if row.datum is not None and cell is not None and not close(cell, Fraction(row.datum)):
        found.append(Difference(where, "ButlerDatum", cell, str(row.datum)))
    return found


def _total_differences(
    pbn: PbnFile, candidates_by_form: list[dict[str, list[Fraction]]]
) -> tuple[list[Difference], int]:
    table = pbn.total_score_table
    if table is None or not table.has("TotalScoreIMP"):
        return [], 0
    column = next((c for c in ("PairId", "TeamId", "PlayerId") if table.has(c)), "PairId")
    on_vps = table.has("TotalScoreVP")
    candidates: list[dict[str, Fraction]] = []
    for totals in candidates_by_form:
        sums = {side: sum(values, Fraction(0)) for side, values in totals.items()}
        candidates.append(sums)
        candidates.append({side: sums[side] / len(values) for side, values in totals.items()})
        # A pair that played fewer boards, its total factored up to the most (Pianola).
        most = max((len(values) for values in totals.values()), default=1)
        candidates.append(
            {side: sums[side] * most / len(values) for side, values in totals.items()}
        )
    records = list(table.records())

    def hits(candidate: dict[str, Fraction]) -> int:
        return sum(
            close(r.get("TotalScoreIMP"), candidate[r.get(column) or ""])
            for r in records
            if (r.get(column) or "") in candidate
        )

    chosen = max(candidates, key=hits)
    standing = ranked(chosen)
    found = []
    checked = 0
    for record in records:
        side = record.get(column) or ""
        where = ranking_line(column, side)
        if side not in chosen:
            if (record.get("NrBoards") or "0") != "0":  # a pair that did not play is listed
                found.append(Difference(where, column, side, NO_RESULT))
            continue
        checked += 1
        cell = record.get("TotalScoreIMP")
        if cell is not None and not close(cell, chosen[side]):
            found.append(Difference(where, "TotalScoreIMP", cell, decimal(chosen[side])))
        rank = None if on_vps else record.get("Rank")  # a VP ranking: match_check's
        place, tied = standing[side]
        if rank is not None and not same_place(rank, place, tied):
            found.append(Difference(where, "Rank", rank, place))
    return found, checked

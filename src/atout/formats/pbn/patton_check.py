"""Check a Patton file's matches (:mod:`atout.formats.pbn.patton_session`): each match's
aggregate, aggregate element and Patton points, and each team's Patton total, from the
two rooms' scores, with the rules its ``[Scoring]`` tag names (``Patton``: the EBU's;
``Patton-<name>``: another of :data:`~atout.duplicate.patton.PATTON_RULES`). The board
element is checked as any board-a-match file's (:mod:`atout.formats.pbn.match_check`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction

from atout.duplicate.patton import PATTON_RULES, PattonRules, score_match
from atout.formats.pbn.compare import Difference, board_pairs, plain, ranking_line
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.tables import Cell


def patton_rules(pbn: PbnFile) -> PattonRules | None:
    """The Patton rules the file's ``[Scoring]`` tag names (``None``: not a Patton file).

    >>> from atout.formats.pbn.reader import loads
    >>> patton_rules(loads('[Scoring "BAM;Patton"]\\n')) is PATTON_RULES["ebu"]
    True
    >>> patton_rules(loads('[Scoring "BAM"]\\n')) is None
    True
    """
    tag = next((g.value("Scoring") or "" for g in pbn.games if g.value("Scoring")), "")
    for field in (f.strip() for f in tag.split(";")):
        if field.upper() == "PATTON":
            return PATTON_RULES["ebu"]
        if field.upper().startswith("PATTON-"):
            return PATTON_RULES.get(field[len("PATTON-") :].lower())
    return None


def _figure(value: Fraction) -> str:
    return str(Decimal(value.numerator) / Decimal(value.denominator))


def patton_differences(
    pbn: PbnFile,
    rules: PattonRules,
    aggregates: Mapping[tuple[str, str], list[int]],
    records: Sequence[dict[str, Cell]],
) -> list[Difference]:
    """Every Patton figure of the match table and the total table not reproduced."""
    found: list[Difference] = []
    totals: dict[str, Fraction] = {}
    for record in records:
        home, away = record.get("HomeId") or "", record.get("AwayId") or ""
        swings = aggregates.get((home, away), [])
        if not swings:
            continue
        match = score_match(swings, rules)
        computed = {
            "Aggregate_Home": Fraction(match.difference),
            "AggPts_Home": match.aggregate[0],
            "AggPts_Away": match.aggregate[1],
            "Patton_Home": match.totals[0],
            "Patton_Away": match.totals[1],
        }
        for column, value in computed.items():
            shown = plain(record.get(column))
            if shown != plain(_figure(value)):
                found.append(Difference(board_pairs(0, home, away), column, shown, _figure(value)))
        totals[home] = totals.get(home, Fraction(0)) + match.totals[0]
        totals[away] = totals.get(away, Fraction(0)) + match.totals[1]
    table = pbn.total_score_table
    if table is None or not table.has("TotalScorePatton"):
        return found
    for record in table.records():
        team = record.get("TeamId") or ""
        computed_total = _figure(totals.get(team, Fraction(0)))
        shown = plain(record.get("TotalScorePatton"))
        if shown != plain(computed_total):
            where = ranking_line("TeamId", team)
            found.append(Difference(where, "TotalScorePatton", shown, computed_total))
    return found

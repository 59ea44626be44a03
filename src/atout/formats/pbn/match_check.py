"""Check a teams file's matches: each board's points, each match's VPs (or board-a-match
points) and each team's total, from the two rooms' scores.

A board's ``Open`` row (the home team N-S) and the ``Closed`` row of the same two
teams, seats swapped, are one match's two rooms. The home team's aggregate is
the open room's N-S score less the closed room's. At IMPs a match's margin goes
through the VP scale that reproduces the most of the file's matches (the one
found is said); board-a-match gives 2/1/0 a board
(:mod:`atout.duplicate.board_a_match`), and a Patton file's aggregate and Patton points
are checked too (:mod:`atout.formats.pbn.patton_check`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from atout.bridge.board import board_vulnerability
from atout.duplicate.board_a_match import board_points
from atout.duplicate.imps import imps
from atout.duplicate.ranking import places
from atout.duplicate.vp_scales import SCALES, VpScale
from atout.formats.pbn.compare import Difference, board_pairs, plain, ranking_line, same_place
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.patton_check import patton_differences, patton_rules
from atout.formats.pbn.rescore import row_entry
from atout.formats.pbn.tables import Cell, Table


@dataclass(frozen=True, slots=True)
class MatchesChecked:
    """The matches checked, the scale found (``None`` at board-a-match), every
    published figure not reproduced, the rooms' rows compared and the teams totalled."""

    matches: int
    scale: VpScale | None
    differences: tuple[Difference, ...]
    rows: int = 0
    teams: int = 0


def _match_tables(pbn: PbnFile) -> list[Table]:
    """Every ``[MatchTable]``: a round robin's file has one a round, on its first board."""
    return [t for t in (g.table("MatchTable") for g in pbn.games) if t is not None]


def _aggregates(
    pbn: PbnFile, bam: bool
) -> tuple[dict[tuple[str, str], list[int]], list[Difference]]:
    """Each match's (home team, away team) home aggregate on each board, and the board
    points a board-a-match file shows wrong. A match's two rooms hold the same teams,
    seats swapped: the ``Open`` room's N-S team is the home team."""
    found: dict[tuple[str, str], list[int]] = {}
    wrong: list[Difference] = []
    for game in pbn.games:
        table, board = game.score_table, game.board
        if table is None or board is None:
            continue
        vulnerability = game.vulnerability or board_vulnerability(board)
        rooms = {
            (r.get("Room") or "", r.get("PairId_NS") or "", r.get("PairId_EW") or ""): r
            for r in table.records()
        }
        for (room, home, away), open_room in rooms.items():
            closed_room = rooms.get(("Closed", away, home))
            if room != "Open" or closed_room is None:
                continue
            open_, closed = (row_entry(r, vulnerability) for r in (open_room, closed_room))
            if not isinstance(open_, int) or not isinstance(closed, int):
                continue
            aggregate = open_ - closed
            found.setdefault((home, away), []).append(aggregate)
            if bam:
                for record, sign in ((open_room, 1), (closed_room, -1)):
                    shown, computed = record.get("BAM_NS"), str(board_points(sign * aggregate))
                    if shown is not None and shown != computed:
                        where = board_pairs(
                            board, record.get("PairId_NS") or "", record.get("PairId_EW") or ""
                        )
                        wrong.append(Difference(where, "BAM_NS", shown, computed))
    return found, wrong


def check_matches(pbn: PbnFile, scales: Sequence[VpScale] = ()) -> MatchesChecked | None:
    """The matches of a teams file with a MatchTable (``None`` without one); ``scales``
    (a club's own, from its CSV) are tried first, then the scales atout knows."""
    tables = _match_tables(pbn)
    if not tables:
        return None
    matches = tables[0]
    bam = matches.has("BAM_Home")
    aggregates, found = _aggregates(pbn, bam)
    records = [record for table in tables for record in table.records()]
    column = "BAM" if bam else "VP"

    def figures(scale: VpScale | None, record: dict[str, Cell]) -> tuple[str, str]:
        nets = aggregates.get((record.get("HomeId") or "", record.get("AwayId") or ""), [])
        if not nets:
            return "", ""
        if scale is None:
            home = sum(board_points(n) for n in nets)
            return str(home), str(2 * len(nets) - home)
        margin = sum(imps(n) for n in nets)  # as the file writes it: 16.00 is 16
        return plain(str(scale.vp(margin, len(nets)))), plain(str(scale.vp(-margin, len(nets))))

    def hits(scale: VpScale | None) -> int:
        return sum(
            figures(scale, r) == (plain(r.get(f"{column}_Home")), plain(r.get(f"{column}_Away")))
            for r in records
        )

    scale = None if bam else max((*scales, *SCALES.values()), key=hits)
    totals: dict[str, Decimal] = {}
    for record in records:
        if not record.get("AwayId"):  # a Swiss's bye: no board, its points as awarded
            bye, team = plain(record.get(f"{column}_Home")), record.get("HomeId") or ""
            totals[team] = totals.get(team, Decimal(0)) + Decimal(bye or 0)
            continue
        home, away = figures(scale, record)
        if not home:  # no board of the match in the file's travellers
            continue
        home_id, away_id = record.get("HomeId") or "", record.get("AwayId") or ""
        for team, value, name in ((home_id, home, "Home"), (away_id, away, "Away")):
            totals[team] = totals.get(team, Decimal(0)) + Decimal(value)
            shown = plain(record.get(f"{column}_{name}"))
            if shown != value:
                where = board_pairs(0, home_id, away_id)
                found.append(Difference(where, f"{column}_{name}", shown, value))
    found += _total_differences(pbn, totals, column)
    rules = patton_rules(pbn) if bam and matches.has("Patton_Home") else None
    if rules is not None:
        found += patton_differences(pbn, rules, aggregates, records)
    rows = 2 * sum(len(nets) for nets in aggregates.values())
    return MatchesChecked(len(records), scale, tuple(found), rows, len(totals))


def _total_differences(pbn: PbnFile, totals: dict[str, Decimal], column: str) -> list[Difference]:
    table = pbn.total_score_table
    name = f"TotalScore{column}"
    if table is None or not table.has(name):
        return []
    found = []
    teams = sorted(totals)
    place_of = dict(zip(teams, places([int(totals[t] * 100) for t in teams]), strict=True))
    for record in table.records():
        team = record.get("TeamId") or ""
        shown, computed = plain(record.get(name)), plain(str(totals.get(team, 0)))
        if shown != computed:
            found.append(Difference(ranking_line("TeamId", team), name, shown, computed))
        rank, place = record.get("Rank"), str(place_of.get(team, ""))
        tied = sum(v == totals.get(team) for v in totals.values())
        if rank is not None and team in place_of and not same_place(rank, place, tied):
            found.append(Difference(ranking_line("TeamId", team), "Rank", rank, place))
    return found

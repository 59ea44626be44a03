"""The LIN of every table of five BBO pairs tournaments, against BBO's published results.

Each table's LIN (read where it is, in ``shared/reference/lin-bbo``) gives the
contract, declarer, tricks and players BBO published for it; where a board's
traveller is complete (no adjusted score), its matchpoints give BBO's percentages.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from atout.bridge.contract import ContractResult
from atout.duplicate.imp_pairs import ImpMethod, score_board
from atout.duplicate.ranking import Partnership
from atout.duplicate.rounding import round_half_up
from atout.duplicate.table_result import ns_score
from atout.duplicate.travellers import score_traveller
from atout.formats import lin
from tests.reference_data import shared_reference

#: Each tournament and its table results (MANIFEST.tsv of the folder).
TOURNAMENTS = {
    "test_10_bbo_www_annamar_1538_php.json": 57,
    "test_11_aba_17901.json": 56,
    "test_6_bbo_skyclub_20130810.json": 44,
    "test_7_bbo_www_acbl_20130810.json": 576,
    "test_8_bbo_wronie_20130824.json": 735,
}
#: The table results with a contract played (not passed out, not adjusted) and a LIN.
PLAYED = {
    "test_10_bbo_www_annamar_1538_php.json": 52,
    "test_11_aba_17901.json": 55,
    "test_6_bbo_skyclub_20130810.json": 42,
    "test_7_bbo_www_acbl_20130810.json": 572,
    "test_8_bbo_wronie_20130824.json": 725,
}
#: Tables whose LIN play stops before the end without a claim (37 in all): their
#: tricks are BBO's result alone.
UNFINISHED = {"test_11_aba_17901.json": 1, "test_7_bbo_www_acbl_20130810.json": 36}
#: The table percentages of complete travellers, by tournament.
COMPARED = {
    "test_10_bbo_www_annamar_1538_php.json": 16,
    "test_11_aba_17901.json": 28,
    "test_7_bbo_www_acbl_20130810.json": 384,
    "test_8_bbo_wronie_20130824.json": 410,
}
#: BBO's result: level, strain (a suit symbol or N), doubling, declarer, then ``=``,
#: ``+n`` or ``-n`` tricks against the contract.
_RESULT = re.compile(r"(\d)([♣♦♥♠N])(x{0,2})([NESW])(=|[+-]\d+)")
_STRAINS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "N": "NT"}


def _tournament(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((shared_reference("lin-bbo") / name).read_text("utf-8"))
    return data


def _published(result: str) -> tuple[str, str, int] | None:
    """Contract, declarer and tricks of BBO's result (``None``: passed out or adjusted)."""
    found = _RESULT.fullmatch(result)
    if found is None:
        return None
    level, strain, doubled, declarer, over = found.groups()
    tricks = 6 + int(level) + (0 if over == "=" else int(over))
    return f"{level}{_STRAINS[strain]}{doubled.upper()}", declarer, tricks


@pytest.mark.parametrize("name", sorted(TOURNAMENTS))
def test_every_table_gives_bbos_result_and_players(name: str) -> None:
    boards = _tournament(name)["boards"]
    rows = [row for board in boards for row in board["rows"]]
    assert len(rows) == TOURNAMENTS[name]
    # A name at two tables of one board is BBO's robots' shared name in the traveller
    # (the LIN names each robot): those seats are not compared.
    robots = {
        name
        for board in boards
        for name, tables in Counter(r[s] for r in board["rows"] for s in "NSEW").items()
        if tables > 1
    }
    checked = substitutes = unfinished = 0
    for row in rows:
        if not row["lin"]:  # BBO published no LIN for this table
            assert name == "test_11_aba_17901.json"
            continue
        (board,) = lin.loads(row["lin"])
        players = {str(seat): player for seat, player in board.players}
        published = {seat: row[seat] for seat in "NSEW" if row[seat] not in robots}
        substitutes += sum(1 for seat in published if players[seat] != published[seat])
        published = _published(row["result"])
        auction = board.auction
        if row["result"] == "PASS":
            assert auction.passed_out
            continue
        if published is None:  # an adjusted score: the LIN has no play to read
            continue
        contract, declarer, tricks = published
        assert (str(auction.contract), str(auction.declarer)) == (contract, declarer)
        if board.tricks is None:  # the play stops before the end, with no claim
            unfinished += 1
        else:
            assert board.tricks == tricks
        checked += 1
    # The Sky Club traveller names P5 at one table of each board where the LIN has the
    # player who sat, P9 (a substitute): the LIN is the record of the table.
    assert substitutes == (11 if name == "test_6_bbo_skyclub_20130810.json" else 0)
    assert checked == PLAYED[name]
    # Tables whose LIN stops in the play with no claim (BBO published the result).
    assert unfinished == UNFINISHED.get(name, 0)


def _score(row: dict[str, Any]) -> int | None:
    """The N-S score of a table from its LIN alone (``None`` when the LIN has no result)."""
    if not row["lin"]:
        return None
    (board,) = lin.loads(row["lin"])
    auction = board.auction
    if auction.passed_out:
        return 0
    tricks = board.tricks
    if auction.contract is None or auction.declarer is None or tricks is None:
        return None
    result = ContractResult(auction.contract, tricks)
    return ns_score(result, auction.declarer, board.vulnerability)


@pytest.mark.parametrize("name", sorted(TOURNAMENTS))
def test_complete_travellers_give_bbos_percentages(name: str) -> None:
    boards = _tournament(name)["boards"]
    if not any("%" in row["score_cell"] for board in boards for row in board["rows"]):
        pytest.skip(f"{name}: an IMP pairs tournament (no matchpoint percentages)")
    compared = 0
    tables = max(len(board["rows"]) for board in boards)
    for board in boards:
        rows = board["rows"]
        scores = [_score(row) for row in rows]
        # Complete: every table listed (a board of 40 rows in a 41-table field is
        # matchpointed by BBO with the missing table's score), none adjusted, every
        # LIN with its result.
        if len(rows) < tables or None in scores:
            continue
        scored = score_traveller([score for score in scores if score is not None])
        for row, line in zip(rows, scored.lines, strict=True):
            assert round_half_up(line.ns_percent, 2) == Decimal(row["pct"]), row["result"]
            compared += 1
    assert compared == COMPARED[name]


def test_the_imp_pairs_tournament_is_cross_imped_and_ranked_on_its_total() -> None:
    # Sky Club #2196 (IMP pairs, 8 pairs, 11 boards of 4 tables): BBO's "score" of a table
    # is its N-S cross-IMPs averaged over the other tables played (divisor n - 1), an
    # adjusted A== table 0 IMPs each side (Law 12C at IMPs) out of the field; the
    # ranking's figure is each pair's total. The traveller names P5 where the LIN and the
    # ranking have the substitute (P9, ranked as P6+P18): a pair is known by its players.
    data = _tournament("test_6_bbo_skyclub_20130810.json")
    totals: dict[frozenset[str], Fraction] = {}
    compared = 0
    for board in data["boards"]:
        rows = board["rows"]
        played = [row for row in rows if row["result"] != "A=="]
        results = []
        for row in played:
            score = _score(row)
            assert score == int(row["points"])
            ns, ew = (Partnership.pair(row[a] + "+" + row[b]) for a, b in ("NS", "EW"))
            results.append((ns, ew, score))
        lines = score_board(results, ImpMethod.CROSS_IMPS)
        for row, line in zip(played, lines, strict=True):
            assert round_half_up(line.ns_imps, 2) == Decimal(row["pct"]), row["result"]
            compared += 1
            for seats, imps in (("NS", line.ns_imps), ("EW", line.ew_imps)):
                pair = frozenset(row[seat] for seat in seats)
                totals[pair] = totals.get(pair, Fraction(0)) + imps
        assert [row["pct"] for row in rows if row["result"] == "A=="] in ([], ["0.00"])
    assert compared == 42
    for ranked in data["ranking"]:
        players = set(ranked["pair"].split("+"))
        (pair,) = [p for p in totals if p & players]
        assert round_half_up(totals[pair], 2) == Decimal(ranked["pct"]), ranked["pair"]
    order = sorted(totals.values(), reverse=True)
    assert [Decimal(r["pct"]) for r in data["ranking"]] == [round_half_up(t, 2) for t in order]

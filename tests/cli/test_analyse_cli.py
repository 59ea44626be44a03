"""Acceptance: ``atout bridge analyse`` on the three real sessions agrees with endplay.

For the 24 boards of each file of ``tests/data/reference/pbn``, the 20 cells of
each double-dummy table (480 a file), the par score and the par contracts that
the command writes equal those of endplay's ``calc_all_tables`` and ``par``
run here, and the PBN it writes reads back strictly.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from endplay.dds import calc_all_tables, par
from endplay.types import Contract, Denom, Player, Vul
from endplay.types import Deal as EndplayDeal

from atout.bridge.contract import Strain
from atout.bridge.double_dummy import BoardAnalysis, ParContract
from atout.bridge.score import ns_points
from atout.bridge.seats import Seat
from atout.cli import main
from atout.formats import pbn
from atout.formats.pbn.analysis import game_board, read_analysis
from tests.reference_data import REFERENCE_PBN

FILES = sorted(REFERENCE_PBN.glob("*.pbn"))
DENOMS = {
    Strain.CLUBS: Denom.clubs,
    Strain.DIAMONDS: Denom.diamonds,
    Strain.HEARTS: Denom.hearts,
    Strain.SPADES: Denom.spades,
    Strain.NOTRUMP: Denom.nt,
}
PLAYERS = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
VULS = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module", params=FILES, ids=[f.stem for f in FILES])
def analysed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    source: Path = request.param
    output = tmp_path_factory.mktemp("analysed") / source.name
    result = CliRunner().invoke(
        main, ["bridge", "analyse", str(source), "-o", str(output), "--jobs", "2"]
    )
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("24 boards analysed in ")
    return output


def _theirs(source: Path) -> list[tuple[dict[tuple[Seat, Strain], int], int, set[str]]]:
    """endplay's tables, par scores and par contracts (one per declarer) for each board."""
    games = pbn.loads(source.read_bytes()).games
    deals = [EndplayDeal(g.value("Deal")) for g in games]
    tables = calc_all_tables(deals)
    found = []
    for game, table in zip(games, tables, strict=True):
        cells = {(s, t): table[DENOMS[t], PLAYERS[s]] for s in PLAYERS for t in DENOMS}
        solved = par(table, VULS[game.value("Vulnerable") or ""], PLAYERS[game.dealer or Seat.N])
        contracts = {_endplay_text(c) for c in solved}  # iterated once (endplay mutates it)
        found.append((cells, solved.score, contracts))
    return found


def _endplay_text(c: Contract) -> str:
    """``N 4S=`` for endplay's contract (its denominations: spades 0 … clubs 3, no-trump 4)."""
    strain = "NT" if c.denom is Denom.nt else "SHDC"[int(c.denom)]
    doubled = "X" if c.result < 0 else ""  # DDS doubles every sacrifice
    margin = "=" if c.result == 0 else f"{c.result:+d}"
    return f"{'NESW'[int(c.declarer)]} {c.level}{strain}{doubled}{margin}"


def _ours(contract: ParContract) -> set[str]:
    seats = (
        [contract.declarer]
        if isinstance(contract.declarer, Seat)
        else [s for s in Seat if s.side is contract.declarer]
    )
    return {f"{s} {contract.result}" for s in seats}


def test_tables_and_par_equal_endplays(analysed: Path) -> None:
    source = REFERENCE_PBN / analysed.name
    written = pbn.loads(analysed.read_bytes())  # strict: raises on any bad line
    ours = [read_analysis(g) for g in written.games]
    theirs = _theirs(source)
    assert len(ours) == len(theirs) == 24
    equal_cells = 0
    for analysis, (cells, score, contracts) in zip(ours, theirs, strict=True):
        assert isinstance(analysis, BoardAnalysis)
        for (seat, strain), tricks in cells.items():
            assert analysis.table.tricks(seat, strain) == tricks
            equal_cells += 1
        assert analysis.par.score == score
        assert set().union(*(_ours(c) for c in analysis.par.contracts)) == contracts
    assert equal_cells == 480


def test_par_contracts_score_the_par_score_with_atouts_scoring(analysed: Path) -> None:
    for game in pbn.loads(analysed.read_bytes()).games:
        board, analysis = game_board(game), read_analysis(game)
        assert board is not None and analysis is not None
        for contract in analysis.par.contracts:
            points = ns_points(contract.result, contract.declarer, board.vulnerability)
            assert points == analysis.par.score


def test_the_rest_of_the_file_is_unchanged(analysed: Path) -> None:
    source = pbn.loads((REFERENCE_PBN / analysed.name).read_bytes())
    written = pbn.loads(analysed.read_bytes())
    added = {"OptimumScore", "ParContract", "OptimumResultTable"}
    for before, after in zip(source.games, written.games, strict=True):
        assert tuple(e for e in after.entries if getattr(e, "name", "") not in added) == (
            before.entries
        )
        names = [t.name for t in after.tags]
        assert names[names.index("Scoring") + 1 : names.index("Scoring") + 4] == [
            "OptimumScore",
            "ParContract",
            "OptimumResultTable",
        ]
    assert written.header == source.header

"""The double-dummy values: the 20-cell table, par contracts and the par, in PBN notation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from atout.bridge.contract import ContractResult, Strain
from atout.bridge.double_dummy import DDTable, Par, ParContract
from atout.bridge.seats import Seat, Side
from atout.errors import NotationError

#: An [OptimumResultTable] section as real files write it (declarers N S E W, NT to clubs).
PBN_SECTION = """\
N NT  6
N  S  9
N  H  5
N  D  3
N  C  8
S NT  6
S  S  9
S  H  5
S  D  3
S  C  8
E NT  6
E  S  3
E  H  8
E  D 10
E  C  4
W NT  6
W  S  3
W  H  7
W  D 10
W  C  3"""


def test_table_reads_the_pbn_section_and_writes_it_in_the_same_order() -> None:
    table = DDTable.parse(PBN_SECTION)
    assert table.tricks(Seat.E, Strain.DIAMONDS) == 10
    assert table.tricks(Seat.W, Strain.CLUBS) == 3
    assert table.level(Seat.N, Strain.SPADES) == 3
    assert table.level(Seat.E, Strain.SPADES) == 0
    written = [" ".join(line.split()) for line in PBN_SECTION.splitlines()]
    assert str(table).splitlines() == written
    assert eval(repr(table)) == table


def test_table_rows_any_order_french_letters() -> None:
    shuffled = "\n".join(reversed(PBN_SECTION.replace("W ", "O ").splitlines()))
    assert DDTable.parse(shuffled) == DDTable.parse(PBN_SECTION)
    assert DDTable.parse(PBN_SECTION.replace("NT", "SA")) == DDTable.parse(PBN_SECTION)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("N NT 6", "all 20 cells"),
        (PBN_SECTION + "\nN NT 7", "given twice"),
        (PBN_SECTION.replace("E  D 10", "E  D 14"), "14 tricks is impossible"),
        (PBN_SECTION.replace("E  D 10", "E  X 10"), "'E  X 10' is not a double-dummy cell"),
    ],
)
def test_bad_tables_are_refused(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        DDTable.parse(text)


@given(st.lists(st.integers(0, 13), min_size=20, max_size=20))
def test_table_round_trips(cells: list[int]) -> None:
    table = DDTable(tuple(cells))
    assert DDTable.parse(str(table)) == table
    assert {(s, t): n for s, t, n in table.rows()} == {
        (s, t): table.tricks(s, t) for s in Seat for t in Strain
    }


@pytest.mark.parametrize(
    ("text", "declarer", "result", "written"),
    [
        ("NS 4S=", Side.NS, "4S=", "NS 4S="),
        ("EW 3N+1", Side.EW, "3NT+1", "EW 3N+1"),
        ("E 3NT=", Seat.E, "3NT=", "E 3N="),
        ("NS 5SX-1", Side.NS, "5SX-1", "NS 5SX-1"),
        ("eo 5dx-2", Side.EW, "5DX-2", "EW 5DX-2"),
        ("O 4H=", Seat.W, "4H=", "W 4H="),
    ],
)
def test_par_contracts(text: str, declarer: Seat | Side, result: str, written: str) -> None:
    contract = ParContract.parse(text)
    assert (contract.declarer, contract.result) == (declarer, ContractResult.parse(result))
    assert str(contract) == written
    assert eval(repr(contract)) == contract


@pytest.mark.parametrize("text", ["NS 8S=", "N 4S", "NS 7N+1", "4S=", "NE 4S="])
def test_bad_par_contracts(text: str) -> None:
    with pytest.raises(NotationError):
        ParContract.parse(text)


def test_par_from_the_tags_as_real_files_write_them() -> None:
    par = Par.from_tags("NS +620", "NS 4S=; NS 4H=")
    assert par.score == 620 and len(par.contracts) == 2
    assert (par.optimum_score, par.par_contract) == ("NS 620", "NS 4S=; NS 4H=")
    assert Par.from_tags("EW 140", "E 2S+1; EW 3C=").score == -140
    assert Par.from_tags("NS 0", "Pass") == Par(0)
    assert Par(0).par_contract == "Pass"
    assert Par.parse(str(par)) == par and eval(repr(par)) == par


def test_a_par_score_needs_its_contracts() -> None:
    with pytest.raises(NotationError, match="needs its par contracts"):
        Par(620)
    with pytest.raises(NotationError, match="is not an optimum score"):
        Par.from_tags("620", "NS 4S=")

"""A table's result: its notation both ways, its invariants, its N-S score (Law 77)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from atout.bridge.board import Vulnerability
from atout.bridge.cards import DECK
from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.seats import SEATS, Seat
from atout.duplicate.events import Entry
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.table_result import TableResult
from atout.errors import InvalidDealError, NotationError

_CONTRACTS = st.builds(
    Contract, st.integers(1, 7), st.sampled_from(list(Strain)), st.sampled_from(list(Doubling))
)
_PLAYED = st.builds(
    TableResult.played,
    st.builds(ContractResult, _CONTRACTS, st.integers(0, 13)),
    st.sampled_from(SEATS),
    st.none() | st.sampled_from(DECK),
)
_ARTIFICIAL = st.builds(
    lambda ns, ew: TableResult.artificial(AdjustedScore(ns, ew)),
    st.sampled_from(list(Artificial)),
    st.sampled_from(list(Artificial)),
)
RESULTS = _PLAYED | _ARTIFICIAL | st.just(TableResult.passed())


@given(RESULTS)
def test_parse_reads_back_what_str_writes(result: TableResult) -> None:
    assert TableResult.parse(str(result)) == result
    assert eval(repr(result)) == result  # the repr is TableResult.parse('...')
    assert TableResult.parse(str(result).lower()) == result


@given(RESULTS)
def test_the_traveller_text_is_the_notation_without_the_lead(result: TableResult) -> None:
    assert str(result).startswith(result.traveller_text)
    assert TableResult.parse(result.traveller_text) == TableResult(
        result.result, result.declarer, None, result.adjusted
    )


@given(_PLAYED, st.sampled_from(list(Vulnerability)))
def test_the_ns_score_is_the_declarers_with_the_sign_of_its_side(
    result: TableResult, vulnerability: Vulnerability
) -> None:
    assert result.declarer is not None
    partner = TableResult.played(result.result or ContractResult(None), result.declarer.partner)
    assert result.ns_score(vulnerability) == partner.ns_score(vulnerability)


@pytest.mark.parametrize(
    ("text", "written", "vulnerability", "ns"),
    [
        # Law 77: 4♠ doubled one down, not vulnerable, by West: N-S score 100.
        ("4sx-1 w", "4SX-1 W", Vulnerability.NONE, 100),
        # 3NT making ten tricks by South, vulnerable: 600 + 30.
        ("3NT+1 S lead H5", "3NT+1 S lead H5", Vulnerability.NS, 630),
        ("3N+1  S  LEAD  h10", "3NT+1 S lead HT", Vulnerability.NONE, 430),
        ("6H= E", "6H= E", Vulnerability.EW, -1430),
        ("PASS", "PASS", Vulnerability.ALL, 0),
        ("a+ / a-", "A+/A-", Vulnerability.ALL, None),
    ],
)
def test_notation_and_score(
    text: str, written: str, vulnerability: Vulnerability, ns: int | None
) -> None:
    result = TableResult.parse(text)
    assert str(result) == written
    assert result.ns_score(vulnerability) == ns


def test_the_traveller_shows_no_lead() -> None:
    assert TableResult.parse("4SX-1 W lead SK").traveller_text == "4SX-1 W"
    assert TableResult.parse("PASS").traveller_text == "PASS"
    assert TableResult.parse("A+/A-").traveller_text == "A+/A-"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "'' is not a table result: write a result and its declarer"),
        ("4S=", "'4S=' needs its declarer after the result: e.g. 4S= N"),
        ("4S= Q", "'4S= Q' is not a table result: 'Q' is not a seat"),
        ("4S= N H5", "after the declarer only 'lead <card>' may follow"),
        ("4S= N lead Z9", "'4S= N lead Z9' is not a table result: 'Z9' is not a card"),
        ("PASS N", "'PASS N': a passed-out board has no declarer and no lead"),
        ("8S= N", "'8S= N' is not a table result: '8S' is not a contract: write <level 1-7>"),
        ("4S+4 N", "'4S+4' is impossible: it would mean 14 tricks"),
        ("A+", "'A+' is not a table result: 'A+' is not a result: write a contract then"),
        ("A+", "or PASS, or an artificial score (A+/A-)"),
        ("A+/B", "'A+/B' is not a table result: 'B' is not an artificial score"),
    ],
)
def test_bad_notation_is_quoted_with_what_is_valid(text: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        TableResult.parse(text)
    assert message in str(caught.value)


def test_every_invariant_is_checked_on_construction() -> None:
    played = ContractResult.parse("4S=")
    adjusted = AdjustedScore(Artificial.AVERAGE, Artificial.AVERAGE)
    with pytest.raises(InvalidDealError, match="4S= needs its declarer"):
        TableResult(played)
    with pytest.raises(InvalidDealError, match="passed-out board has no declarer"):
        TableResult(ContractResult(None), Seat.N)
    with pytest.raises(InvalidDealError, match="A=/A= has no declarer"):
        TableResult(adjusted=adjusted, declarer=Seat.N)
    with pytest.raises(InvalidDealError, match="contract result or an artificial score"):
        TableResult()
    with pytest.raises(InvalidDealError, match="contract result or an artificial score"):
        TableResult(played, Seat.N, adjusted=adjusted)


def test_an_entry_is_made_of_a_table_result() -> None:
    entry = Entry.of(2, 3, 5, 9, 7, TableResult.parse("4SX-1 W lead SK"))
    assert (entry.round, entry.table, entry.ns, entry.ew, entry.board) == (2, 3, 5, 9, 7)
    assert (entry.result, entry.declarer, entry.adjusted) == (
        ContractResult.parse("4SX-1"),
        Seat.W,
        None,
    )
    artificial = Entry.of(1, 1, 1, 2, 1, TableResult.parse("A+/A-"))
    assert artificial.adjusted == AdjustedScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)
    assert artificial.result is None

"""Hand records: French and English notation, the pages, results against par, the PDF."""

from __future__ import annotations

import math
import re

import pytest

from atout.bridge.board import Board, Vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed, seeded_boards
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par
from atout.bridge.seats import Seat
from atout.duplicate.table_result import TableResult
from atout.errors import SettingError, UsageError
from atout.formats.handrecord import (
    ENGLISH,
    FRENCH,
    HandRecord,
    PlayedResult,
    render_html,
    render_pdf,
)
from atout.formats.handrecord.view import board_view

DEAL = Deal.parse("N:QT8764.3.86.T975 53.AQT52.Q7.J642 J2.K86.KJT5.KQ83 AK9.J974.A9432.A")
TABLE = DDTable.parse(
    "N NT 4; N S 7; N H 2; N D 4; N C 6; S NT 4; S S 7; S H 2; S D 4; S C 6; "
    "E NT 9; E S 5; E H 11; E D 9; E C 6; W NT 8; W S 5; W H 10; W D 8; W C 6"
)
ANALYSIS = BoardAnalysis(TABLE, Par.parse("NS -450: E 4H+1"))
RECORD = HandRecord(Board.numbered(1, DEAL), ANALYSIS)


def test_french_notation() -> None:
    view = board_view(RECORD, FRENCH)
    south = view.hands["S"]
    assert [(s.symbol, s.cards) for s in south.suits] == [
        ("♠", "V 2"),
        ("♥", "R 8 6"),
        ("♦", "R V 10 5"),
        ("♣", "R D 8 3"),
    ]
    assert [s.red for s in south.suits] == [False, True, True, False]
    assert (view.hands["W"].seat, view.hands["W"].hcp, south.hcp) == ("O", 16, 13)
    assert (view.dealer, view.vulnerability) == ("N", "personne")
    assert [h.text for h in view.headings] == ["SA", "♠", "♥", "♦", "♣"]
    assert [r.seat for r in view.grid] == ["N", "S", "E", "O"]
    assert view.grid[2].tricks == ((9, True), (5, False), (11, True), (9, True), (6, False))
    assert (view.par_score, view.par_contracts) == ("N-S \u2212450", ("E 4♥+1",))


def test_english_notation() -> None:
    view = board_view(RECORD, ENGLISH)
    assert view.hands["S"].suits[2].cards == "K J 10 5"
    assert view.hands["W"].seat == "W" and view.headings[0].text == "NT"
    vulnerable = board_view(HandRecord(Board.numbered(7, DEAL)), ENGLISH)
    assert (vulnerable.dealer, vulnerable.vulnerability) == ("S", "all")
    assert vulnerable.grid == () and vulnerable.par_contracts == ()
    passed = BoardAnalysis(TABLE, Par(0))
    assert board_view(HandRecord(Board.numbered(1, DEAL), passed), FRENCH).par_contracts == (
        "passe générale",
    )


def test_results_against_par() -> None:
    results = (
        PlayedResult("3", "4", TableResult.played(ContractResult.parse("4H="), Seat.E)),
        PlayedResult("5", "6", TableResult.played(ContractResult.parse("4SX-3"), Seat.N)),
        PlayedResult("7", "8", TableResult.passed()),
    )
    view = board_view(HandRecord(RECORD.board, ANALYSIS, results), FRENCH)
    rows = [(r.ns, r.ew, r.contract, r.score, r.against_par) for r in view.results]
    # French writes a negative with the minus sign U+2212, not a hyphen.
    assert rows == [
        ("3", "4", "4♥= E", "\u2212420", "+30 (+1 IMP)"),
        ("5", "6", "4♠X\u22123 N", "\u2212500", "\u221250 (\u22122 IMP)"),
        ("7", "8", "passe générale", "+0", "+450 (+10 IMP)"),
    ]
    english = board_view(HandRecord(RECORD.board, ANALYSIS, results), ENGLISH).results
    assert [(r.contract, r.score, r.against_par) for r in english[1:2]] == [
        ("4♠X-3 N", "-500", "-50 (-2 IMP)")
    ]


def test_thousands_are_grouped_as_on_the_pages() -> None:
    # Board 7 is all vulnerable: 7NT made by N-S scores 220 + 500 + 1500 = 2220 (Law 77),
    # 2670 above the par of -450; the pages write these through Babel: 2 220 in French.
    grand = PlayedResult("1", "2", TableResult.played(ContractResult.parse("7NT="), Seat.N))
    record = HandRecord(Board.numbered(7, DEAL), ANALYSIS, (grand,))
    french = board_view(record, FRENCH).results[0]
    assert (french.score, french.against_par) == ("+2\u202f220", "+2\u202f670 (+21 IMP)")
    english = board_view(record, ENGLISH).results[0]
    assert (english.score, english.against_par) == ("+2,220", "+2,670 (+21 IMP)")


def test_a_board_without_its_deal_and_bad_settings_are_refused() -> None:
    with pytest.raises(UsageError, match="board 2 has no deal"):
        HandRecord(Board.numbered(2))
    with pytest.raises(SettingError, match="5 boards a page: use 1 to 4"):
        render_html([RECORD], per_page=5)
    with pytest.raises(SettingError, match="'de' is not a hand-record language"):
        render_html([RECORD], language="de")


def test_html_pages_need_nothing_from_the_network() -> None:
    records = [HandRecord(b) for b in seeded_boards(DealingSeed(bytes(16)), range(1, 8))]
    html = render_html([RECORD, *records], language="en", per_page=3, title="Tuesday <pairs>")
    assert html.count('class="sheet"') == 3 and html.count('<article class="board') == 8
    assert '<html lang="en">' in html and "Tuesday &lt;pairs&gt;" in html
    assert not re.search(r"(?:src|href)=|@import|url\(", html)  # one file, no CDN, no font
    assert '<span class="sym red">♥</span>' in html and "page 3/3" in html


@pytest.mark.slow
@pytest.mark.parametrize("per_page", [1, 2, 3, 4])
def test_pdf_has_one_page_per_group_of_boards(per_page: int) -> None:
    """Nothing spills over: 24 boards make exactly ceil(24 / per_page) A4 pages."""
    from weasyprint import HTML

    boards = seeded_boards(DealingSeed(bytes(16)), range(1, 25))
    results = tuple(
        PlayedResult(str(t), str(t + 1), TableResult.played(ContractResult.parse("3NT-1"), Seat.S))
        for t in range(1, 10, 2)
    )
    records = [HandRecord(b, ANALYSIS, results if b.number == 5 else ()) for b in boards]
    html = render_html(records, per_page=per_page)
    document = HTML(string=html).render()
    assert len(document.pages) == math.ceil(24 / per_page)
    width, height = document.pages[0].width, document.pages[0].height
    assert (round(width * 25.4 / 96), round(height * 25.4 / 96)) == (210, 297)  # A4 in mm
    if per_page == 4:
        assert render_pdf(records[:4], per_page=4).startswith(b"%PDF-")


def test_vulnerability_words() -> None:
    assert [FRENCH.vulnerability(v) for v in Vulnerability] == ["personne", "N-S", "E-O", "tous"]

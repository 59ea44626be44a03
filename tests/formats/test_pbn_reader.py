"""PBN 2.1 reader and writer on the real Ruter exports and on hand-made files."""

from __future__ import annotations

import codecs
import io
from pathlib import Path

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat
from atout.errors import InvalidDealError, NotationError
from atout.formats import pbn
from atout.formats.pbn import (
    Align,
    Column,
    Comment,
    CommentKind,
    Game,
    Inheritance,
    PbnFile,
    Table,
    Tag,
)
from tests.reference_data import REFERENCE_PBN

REFERENCE = REFERENCE_PBN
REAL = sorted(REFERENCE.glob("club-pairs-*.pbn"))
FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def session_2016() -> PbnFile:
    return pbn.load((REFERENCE / "club-pairs-2016-01-06.pbn").open("rb"))


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_files_write_back_byte_for_byte(path: Path) -> None:
    data = path.read_bytes()
    session = pbn.loads(data)
    assert len(session.games) == 24
    assert session.version == "2.1" and session.export
    assert pbn.dumps(session).encode("latin-1") == data
    assert pbn.loads(pbn.dumps(session)) == session


def test_real_file_typed_accessors(session_2016: PbnFile) -> None:
    first = session_2016.games[0]
    assert first.value("Event") == "Club pairs 2016-01-06"
    assert (first.board, first.dealer, first.vulnerability) == (1, Seat.N, Vulnerability.NONE)
    assert first.deal == Deal.parse(
        "N:7.75.KQT975.T973 J.T98.J643.J8542 AT654.AQ32.A2.Q6 KQ9832.KJ64.8.AK"
    )
    assert [t.name for t in first.tags] == [
        "Event", "Board", "Dealer", "Vulnerable", "Deal", "Scoring",
        "TotalScoreTable", "ScoreTable",
    ]  # fmt: skip
    assert session_2016.games[11].vulnerability is Vulnerability.NS
    assert session_2016.games[11].deal is not None
    assert str(session_2016.games[11].deal.hands[Seat.N]) == ".7532.KQ432.Q852"


def test_real_score_table(session_2016: PbnFile) -> None:
    table = session_2016.games[0].score_table
    assert table is not None
    assert table.names[:7] == (
        "Table", "Round", "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result",
    )  # fmt: skip
    assert len(table.rows) == 7
    assert table.rows[0] == (
        "4", "1", "7", "8", "4SX", "W", "8", "300", None, "5.8", "-5.8", "99", "1",
    )  # fmt: skip
    assert table.rows[6][4:9] == (None, None, None, "A=", "A=")
    quoted = [c.name for c in table.columns if c.quoted]
    assert quoted == ["Score_NS", "Score_EW"]


def test_real_total_score_table(session_2016: PbnFile) -> None:
    table = session_2016.games[0].total_score_table
    assert table is not None
    assert table.column("PairId")[:3] == ("1", "4", "10")
    assert table.get(13, "TotalPercentage") == "40.68"
    assert table.get(0, "Direction") == "N-S"
    assert session_2016.games[1].total_score_table is None


def test_column_specs_with_width_and_alignment() -> None:
    assert Column.parse("Table\\2R") == Column("Table", 2, Align.RIGHT)
    assert Column.parse("Names\\20L") == Column("Names", 20, Align.LEFT)
    assert Column.parse("Contract\\5") == Column("Contract", 5, None)
    with pytest.raises(NotationError, match="is not a table column"):
        Column.parse("Table\\R2")


def test_latin1_file_with_widths() -> None:
    session = pbn.loads((FIXTURES / "latin1.pbn").read_bytes())
    game = session.games[0]
    assert game.value("Event") == "Trøndelag «par»"
    table = game.total_score_table
    assert table is not None
    assert table.columns[2] == Column("Names", 20, Align.LEFT, quoted=True)
    assert table.rows == (("1", "3", "Bjørn/Åse"),)
    text = pbn.dumps(session)
    assert ' 1  3 "Bjørn/Åse"' in text
    assert '[TotalScoreTable "Rank\\2R;PairId\\2R;Names\\20L"]' in text
    out = io.BytesIO()
    pbn.dump(session, out)
    # the writer ends each game with a blank line
    assert out.getvalue() == (FIXTURES / "latin1.pbn").read_bytes() + b"\n"


def test_utf8_with_byte_order_mark() -> None:
    data = codecs.BOM_UTF8 + '[Event "Łódź"]\n[Board "2"]\n'.encode()
    session = pbn.loads(data)
    assert session.games[0].value("Event") == "Łódź"
    assert pbn.encode(pbn.dumps(session)).startswith(codecs.BOM_UTF8)
    assert pbn.loads(pbn.encode(pbn.dumps(session))) == session


def test_comments_and_escape_lines_are_kept() -> None:
    text = (
        "% PBN 2.1\n% EXPORT\n\n"
        "; a line comment\n"
        '[Board "1"] ; same line\n'
        "{ a block\nover two lines }\n"
        '[Auction "N"]\n1S Pass 2S {forcing?} Pass\n; in the auction\nPass Pass\n'
        '[Note "1:say \\"hi\\""]\n'
    )
    game = pbn.loads(text).games[0]
    assert game.comments == (
        Comment(CommentKind.LINE, " a line comment"),
        Comment(CommentKind.LINE, " same line"),
        Comment(CommentKind.BLOCK, " a block\nover two lines "),
    )
    assert game.auction == "1S Pass 2S {forcing?} Pass\n; in the auction\nPass Pass"
    assert game.value("Note") == '1:say "hi"'
    session = pbn.loads(text)
    assert pbn.loads(pbn.dumps(session)) == session


def test_comment_lines_inside_a_table() -> None:
    text = '[Board "1"]\n[ScoreTable "Table;Score"]\n1 "10"\n; late\n2 "20"\n'
    with pytest.raises(
        NotationError, match=r"line 5: a comment among a table.*\(column 1; PBN 2\.1 §5\.1"
    ):
        pbn.loads(text)  # PBN 2.1 §5.1: no commentary after a section element
    table = pbn.loads(text, strict=False).games[0].score_table
    assert table is not None
    assert table.rows == (("1", "10"), ("2", "20"))
    assert table.notes == ((1, Comment(CommentKind.LINE, " late")),)
    assert pbn.dumps(pbn.loads(text, strict=False)) == text + "\n"


def test_hash_copies_the_previous_games_value() -> None:
    text = '[Event "Club"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n\n[Event "#"]\n[Board "3"]\n'
    session = pbn.loads(text)
    assert [g.value("Event") for g in session.games] == ["Club", "Club", "Club"]
    second = session.games[1].tag("Event")
    assert second == Tag("Event", "Club", inheritance=Inheritance.PREVIOUS)
    assert second is not None and second.inherited
    assert pbn.dumps(session).count('[Event "#"]') == 2
    # PBN 2.1 §4.8: with no previous value, "#" is the empty value.
    assert pbn.loads('[Event "#"]\n').games[0].value("Event") == ""
    with pytest.raises(
        NotationError, match=r"line 1: \[Deal\] may not inherit.*\(column 1; PBN 2\.1 §4\.8"
    ):
        pbn.loads('[Deal "#"]\n')


def test_multiple_tags_on_one_line_and_crlf() -> None:
    session = pbn.loads('[Board "4"][Dealer "W"]\r\n[Vulnerable "Both"]\r\n')
    game = session.games[0]
    assert (game.board, game.dealer, game.vulnerability) == (4, Seat.W, Vulnerability.ALL)


def test_contract_declarer_result_accessors() -> None:
    game = pbn.loads('[Contract "4HX"]\n[Declarer "S"]\n[Result "9"]\n').games[0]
    assert (game.contract, game.declarer, game.result) == (Contract.parse("4HX"), Seat.S, 9)
    passed = pbn.loads('[Contract "Pass"]\n[Declarer ""]\n[Result "?"]\n').games[0]
    assert passed.contract is None and passed.passed_out
    assert passed.declarer is None and passed.result is None


def test_writer_pads_to_widths() -> None:
    table = Table.of("Rank\\2R;Names\\8L;Pct", [["1", "Ann", "61.5"]], quoted={"Names"})
    session = PbnFile((Game((Tag("Board", "1"), Tag("TotalScoreTable", table.spec, table))),))
    assert ' 1 "Ann"    61.5' in pbn.dumps(session)
    assert pbn.loads(pbn.dumps(session)) == session


@pytest.mark.parametrize(
    ("fixture", "line", "quoted", "message"),
    [
        ("truncated_tag.pbn", 4, '[Board "1"', "truncated or malformed"),
        ("fourteen_cards.pbn", 6, "AKQJT98765432.A..", "the hands hold N 14 cards"),
        ("unknown_contract.pbn", 8, "8Z", "'8Z' is not a contract"),
        ("wrong_columns.pbn", 6, '2 1 3 4 3N S 9 "400"', "the row has 8 values"),
    ],
)
def test_strict_errors_name_the_line(fixture: str, line: int, quoted: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        pbn.loads((FIXTURES / fixture).read_bytes())
    text = str(caught.value)
    assert text.startswith(f"line {line}: ") and "(column " in text and "PBN 2.1 §" in text
    assert message in text
    assert quoted in text


def test_strict_errors_for_tag_values() -> None:
    with pytest.raises(NotationError, match=r"line 2: '4Z' is not a contract"):
        pbn.loads('[Board "1"]\n[Contract "4Z"]\n')
    with pytest.raises(NotationError, match=r"line 1: 'Q' is not a seat"):
        pbn.loads('[Dealer "Q"]\n')
    with pytest.raises(NotationError, match="already has a \\[Board\\] tag"):
        pbn.loads('[Board "1"]\n[Board "2"]\n')
    with pytest.raises(NotationError, match="text outside a tag's section"):
        pbn.loads("1 2 3\n")
    with pytest.raises(NotationError, match="never closed"):
        pbn.loads('[Board "1"]\n{ open\n')


def test_lenient_mode_collects_problems_and_invents_nothing() -> None:
    text = (
        '[Board "1"]\n[Deal "N:AKQJT98765432.A.. - - -"]\n'
        '[ScoreTable "Table;Contract;Declarer;Result"]\n'
        "1 3N S 9\n2 3N S\n3 8Z S 9\n"
        '[Dealer "N"\n'
    )
    session = pbn.loads(text, strict=False)
    assert [(p.line_number, p.line) for p in session.problems] == [
        (2, '[Deal "N:AKQJT98765432.A.. - - -"]'),
        (5, "2 3N S"),
        (6, "3 8Z S 9"),
        (7, '[Dealer "N"'),
    ]
    assert "the hands hold N 14 cards" in session.problems[0].message
    game = session.games[0]
    table = game.score_table
    assert table is not None
    assert table.rows == (("1", "3N", "S", "9"), ("3", "8Z", "S", "9"))
    assert game.tag("Dealer") is None
    assert game.value("Deal") == "N:AKQJT98765432.A.. - - -"
    with pytest.raises(InvalidDealError):
        _ = game.deal


def test_file_api_reads_text_and_binary_files(tmp_path: Path) -> None:
    path = tmp_path / "one.pbn"
    path.write_bytes(b'[Board "9"]\n')
    assert pbn.load(path.open("rb")).games[0].board == 9
    assert pbn.load(path.open(encoding="latin-1")).games[0].board == 9

"""Small PBN files written for atout, one per producer's quirk the corpus tests rely on.

The corpus (other projects' files, read beside the repository) is absent from a
stranger's clone; ``tests/data/pbn-quirks/`` keeps what its tests rely on, written anew
(see its README): each file is read strictly (accepted, or refused at the line
of its first quirk, naming the rule of PBN 2.1 it breaks) and leniently (every
quirk reported at its line, and every tag pair, note and table row kept, as
counted by hand and by :func:`tests.formats.corpus.expected_counts`), and the
writer's output reads back equal. Four files carry travellers whose published
figures ``check`` recomputes, as the corpus test of ``check`` does producer by producer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from atout.errors import AtoutError
from atout.formats import lin, pbn
from atout.formats.pbn.check import check
from atout.formats.pbn.scoring import Method
from atout.formats.pbn.text import detect
from tests.formats.corpus import Counts, expected_counts, kept_counts
from tests.reference_data import QUIRKS_PBN


@dataclass(frozen=True, slots=True)
class Quirk:
    """A file: the producer it stands for, its tags, notes and rows counted by hand, the
    line and PBN section strict reading refuses at (None: accepted), and each problem's."""

    producer: str
    counts: Counts
    refused: tuple[int, str] | None = None
    problems: tuple[tuple[int, str], ...] = ()


QUIRKS = {
    "verifier-features.pbn": Quirk("PBN verifier's correct files", Counts(25, 2, 0)),
    "verifier-errors.pbn": Quirk(
        "PBN verifier's files of errors",
        Counts(13, 0, 0),
        (5, "3.4.9"),
        (
            (5, "3.4.9"),  # Dealer "White"
            (6, "3.4.10"),  # Vulnerable "E"
            (7, "3.4.11"),  # three hands
            (8, "3.4.14"),  # Contract "4Hearts"
            (9, "3.4.15"),  # Result "C-9"
            (11, "3.4"),  # a second Site
            (14, "3.3"),  # [Board "2" without its bracket
            (15, "4.8"),  # Dealer "#" may not inherit...
            (15, "3.4.9"),  # ... and would inherit "White"
            (17, "3.4.11"),  # no card
        ),
    ),
    "bridgecomposer-games-without-blank-line.pbn": Quirk(
        "BridgeComposer", Counts(14, 0, 0), (13, "3.4"), ((13, "3"),)
    ),
    "bridgecomposer-utf8-0x85.pbn": Quirk("BridgeComposer", Counts(5, 0, 0)),
    "bridgecomposer-quiz-boards.pbn": Quirk(
        "BridgeComposer",
        Counts(14, 0, 0),
        (3, "3.4.4"),
        ((3, "3.4.4"), (6, "3.4.11"), (9, "3.4.4"), (12, "3.4.11"), (15, "3.4.4")),
    ),
    "bridgecomposer-control-character.pbn": Quirk(
        "BridgeComposer", Counts(6, 0, 2), (6, "2.2"), ((6, "2.2"),)
    ),
    "big-deal-bom-crlf.pbn": Quirk("Big Deal", Counts(10, 0, 0)),
    "big-deal-hand-of-twelve.pbn": Quirk(
        "Big Deal", Counts(5, 0, 0), (5, "3.4.11"), ((5, "3.4.11"),)
    ),
    "ruter-latin1-crlf.pbn": Quirk("Ruter", Counts(8, 0, 5)),
    "bba-epbot.pbn": Quirk(
        "BBA / EPBot",
        Counts(15, 0, 1),
        (8, "3.4"),
        ((8, "3.4"), (15, "3.4.15"), (16, "5.2")),
    ),
    "xin2pbn-template.pbn": Quirk(
        "xin2pbn.py",
        Counts(8, 0, 0),
        (3, "3.4.9"),
        ((3, "3.4.9"), (4, "3.4.10"), (5, "3.4.11"), (6, "3.4.9"), (7, "3.4.14"), (8, "3.4.15")),
    ),
    "bridgewebs-travellers.pbn": Quirk(
        "Bridgewebs",
        Counts(10, 0, 4),
        (8, "3.4.14"),
        ((8, "3.4.14"), (9, "3.4.14"), (10, "3.4.14"), (10, "3.4.9"), (10, "3.4.15")),
    ),
    "rpbridge-redoubled.pbn": Quirk(
        "rpbridge.net converter", Counts(8, 0, 0), (7, "3.4.14"), ((7, "3.4.14"),)
    ),
    "ben-note-zero.pbn": Quirk("BEN", Counts(7, 1, 0), (9, "3.5.5"), ((9, "3.5.5"),)),
    "bcdd-example-board.pbn": Quirk("BCDD", Counts(5, 0, 0), (2, "3.4.4"), ((2, "3.4.4"),)),
    "csvtopbn-two-hands.pbn": Quirk("CSVtoPBN", Counts(5, 0, 0), (5, "3.4.11"), ((5, "3.4.11"),)),
    "okbridge-cross-imps.pbn": Quirk("OKbridge", Counts(6, 0, 3)),
    "bridgecomposer-travellers.pbn": Quirk("BridgeComposer", Counts(7, 0, 3)),
    "ruter-individual.pbn": Quirk("Ruter", Counts(7, 0, 3)),
    "magic-contest-butler.pbn": Quirk("Magic Contest", Counts(7, 0, 4)),
    "hand-written-deals.pbn": Quirk(
        "hand-written", Counts(5, 0, 0), (1, "3"), ((1, "3"), (6, "3.4.11"))
    ),
}


def _read(name: str) -> bytes:
    return (QUIRKS_PBN / name).read_bytes()


def test_every_file_is_described() -> None:
    assert sorted(p.name for p in QUIRKS_PBN.glob("*.pbn")) == sorted(QUIRKS)


@pytest.mark.parametrize("name", sorted(QUIRKS))
def test_strict_reading(name: str) -> None:
    quirk = QUIRKS[name]
    if quirk.refused is None:
        session = pbn.loads(_read(name))
        assert session.games and not session.problems
    else:
        line, section = quirk.refused
        first = rf"^line {line}: .* \(column \d+; PBN 2\.1 §{re.escape(section)}: "
        with pytest.raises(AtoutError, match=first):
            pbn.loads(_read(name))


@pytest.mark.parametrize("name", sorted(QUIRKS))
def test_lenient_reading_reports_every_quirk_and_loses_nothing(name: str) -> None:
    quirk = QUIRKS[name]
    session = pbn.loads(_read(name), strict=False)
    found = [(p.line_number, p.rule.section if p.rule else "") for p in session.problems]
    assert found == list(quirk.problems)
    assert expected_counts(detect(_read(name)).text) == quirk.counts
    assert kept_counts(session) == quirk.counts


@pytest.mark.parametrize("name", sorted(QUIRKS))
def test_the_writers_output_reads_back_equal(name: str) -> None:
    session = pbn.loads(_read(name), strict=False)
    assert pbn.loads(pbn.dumps(session), strict=False) == session


def test_latin1_crlf_notes_in_order_and_inherited_values() -> None:
    data = _read("verifier-features.pbn")
    assert b"\r\n" in data and "Hélène".encode("latin-1") in data
    first, second = pbn.loads(data).games
    assert first.value("North") == "Hélène"
    assert [n.value for n in first.notes] == ["1:five or more spades", "2:natural, forcing"]
    assert [second.value(name) for name in ("Event", "Site", "Date")] == [
        "Club pairs",
        "Marseille",
        "2024.03.12",
    ]


def test_utf8_without_a_bom_and_a_byte_0x85_inside_a_character() -> None:
    data = _read("bridgecomposer-utf8-0x85.pbn")
    assert not data.startswith(b"\xef\xbb\xbf") and "雅".encode() == b"\xe9\x9b\x85"
    session = pbn.loads(data)
    assert session.games[0].value("Event") == "雅典俱乐部 双人赛 3/8"
    assert 'Font:Event "@微软雅黑",10,400,0' in [c.text for c in session.header]


def test_a_bom_and_crlf() -> None:
    data = _read("big-deal-bom-crlf.pbn")
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data
    assert [g.value("Board") for g in pbn.loads(data).games] == ["1", "2"]


def test_latin1_names_in_a_total_score_table() -> None:
    (game,) = pbn.loads(_read("ruter-latin1-crlf.pbn")).games
    table = game.tag("TotalScoreTable")
    assert table is not None and isinstance(table.section, pbn.Table)
    names = [row[2] for row in table.section.rows]
    assert [str(getattr(name, "value", name)) for name in names] == [
        "Bjørn Ødegård",
        "Åse Sæther",
    ]


def test_two_games_without_a_blank_line_are_two_games_leniently() -> None:
    session = pbn.loads(_read("bridgecomposer-games-without-blank-line.pbn"), strict=False)
    assert [g.value("Board") for g in session.games] == ["1", "2"]


def test_a_board_with_an_auction_to_lin_and_back_but_a_name_with_a_comma() -> None:
    game = pbn.loads(_read("verifier-features.pbn")).games[0]
    board = lin.from_game(game)
    assert str(board.auction) == "1S P 2C P 2S P P P"
    (back,) = lin.loads(lin.dumps([board]))
    # LIN separates the players' names by commas: "Martin, D." comes back without its comma.
    assert dict(back.players) != dict(board.players)
    assert (back.hands, back.auction, back.dealer) == (board.hands, board.auction, board.dealer)


def test_okbridge_cross_imps_averaged_over_the_comparisons_with_multiplicities() -> None:
    # Four tables: 420 twice, 400, -50 (Law 78B: 20 -> 1 IMP, 450 and 470 -> 10). Each
    # score against the three others: 420: (0 + 1 + 10) / 3 = 3.67; 400: (-1 - 1 + 10) / 3
    # = 2.67; -50: (-10 - 10 - 10) / 3 = -10.00.
    checked = check(pbn.loads(_read("okbridge-cross-imps.pbn")))
    assert (str(checked.scoring), checked.results, checked.differences) == ("cross-IMPs", 3, ())


def test_bridgecomposer_travellers_in_sections_without_matchpoints() -> None:
    # 4S N 10 = 420, 3NT S 9 = 400, 4S N 9 = 50 to EW, none vulnerable (Law 77).
    checked = check(pbn.loads(_read("bridgecomposer-travellers.pbn")))
    assert checked.scoring.method is Method.MATCHPOINTS
    assert (checked.results, checked.differences) == (3, ())


def test_ruter_individual_matchpoints_on_the_mp1_scale() -> None:
    # Three tables, top 4: 420 beats two scores (4, MP1 4 - 2 = 2, 100 %), 400 one (2, 0,
    # 50 %), 50 to EW none (0, -2, 0 %); East and West the opposite. Each player is
    # named in his seat (PlayerId_North...): an individual event.
    checked = check(pbn.loads(_read("ruter-individual.pbn")))
    assert str(checked.scoring) == 'matchpoints, individual ([Scoring "MatchPoints;MP1"])'
    assert (checked.results, checked.differences) == (3, ())


def test_magic_contest_butler_with_its_datum_column() -> None:
    # Butler-2: the field 420, 140, 420, -50 without its top and bottom scores, 420 and
    # 140, has the mean 280 (the datum). 420: +140 -> 4 IMPs; 140: -140 -> -4; -50 (EW
    # 50): -330 -> -8 (Law 78B).
    checked = check(pbn.loads(_read("magic-contest-butler.pbn")))
    assert str(checked.scoring) == 'Butler ([Scoring "IMP;Butler-2;Mean"])'
    assert (checked.results, checked.differences) == (4, ())

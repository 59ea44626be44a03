"""The session ledger: deals, dealer rotation, totals, edit and undo, statistics, the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from atout.errors import InvalidDealError, NotationError
from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne, Passe
from atout.tarot.rules import TarotRules
from atout.tarot.session import Session
from atout.tarot.sheet import format_session, parse_session
from atout.tarot.stats import DealMark

ROOT = Path(__file__).resolve().parents[2]
SHEETS = ROOT / "tests" / "data" / "sheets"
# scores (162, -54, -54, -54)
GARDE_43 = Donne.parse("garde taker=1 points=43 bouts=2", 4)
# scores (58, -174, 58, 58)
PRISE_28 = Donne.parse("prise taker=2 points=28 bouts=1 petit-au-bout=defence", 4)
# scores (194, -118, -38, -38)
PRIMES = Donne.parse("garde taker=1 points=45 bouts=2 poignee=2:simple", 4)


def two_deals() -> Session:
    return Session(("Ana", "Bo", "Cy", "Di"), first_dealer=4).add(GARDE_43).add(PRISE_28)


def test_running_totals() -> None:
    session = two_deals()
    assert [line.scores for line in session.lines] == [(162, -54, -54, -54), (58, -174, 58, 58)]
    assert [line.totals for line in session.lines] == [(162, -54, -54, -54), (220, -228, 4, 4)]
    assert session.totals == (220, -228, 4, 4)


def test_dealer_rotation_counts_passed_deals() -> None:
    session = two_deals().add(Passe())
    assert [line.dealer for line in session.lines] == [4, 1, 2]
    assert session.next_dealer == 3
    assert session.lines[2].scores == (0, 0, 0, 0)


def test_edit_recomputes_every_total() -> None:
    session = two_deals().edit(1, PRIMES)
    assert session.totals == (194 + 58, -118 - 174, -38 + 58, -38 + 58)
    assert session.lines[1].totals == session.totals


def test_undo_and_remove() -> None:
    session = two_deals()
    assert session.undo().totals == (162, -54, -54, -54)
    assert session.remove(1).totals == (58, -174, 58, 58)
    assert session.remove(1).lines[0].number == 1
    with pytest.raises(InvalidDealError, match="deal: number 3 is not valid: use 1 to 2"):
        session.edit(3, GARDE_43)
    with pytest.raises(InvalidDealError, match="the sheet is empty"):
        Session(("Ana", "Bo", "Cy")).undo()


def test_an_impossible_deal_changes_nothing() -> None:
    session = two_deals()
    bad = Donne.parse("garde taker=1 points=95 bouts=2", 4)
    with pytest.raises(InvalidDealError, match="deal 3: points: 95 is not valid: use 0 to 91"):
        session.add(bad)
    with pytest.raises(InvalidDealError, match="deal 1: points: 95"):
        session.edit(1, bad)
    assert session.totals == (220, -228, 4, 4)
    assert len(session.entries) == 2


def test_a_deal_for_another_table_size_is_refused() -> None:
    with pytest.raises(InvalidDealError, match="the deal is for 3 players, the session has 4"):
        two_deals().add(Donne.parse("prise taker=1 points=60 bouts=1", 3))


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (("A", "B"), "use 3, 4 or 5"),
        (("A", "B", "A"), "repeats a name"),
        (("A", " ", "C"), "empty"),
    ],
)
def test_bad_tables_are_refused(players: tuple[str, ...], message: str) -> None:
    with pytest.raises(InvalidDealError, match=message):
        Session(players)


def test_statistics() -> None:
    session = two_deals().add(Donne.parse("garde-sans taker=1 points=30 bouts=1", 4))
    # deal 3: needs 51, short by 21: (25 + 21) × 4 = 184 → taker −552
    ana, bo, cy, _ = session.statistics()
    assert (ana.taken, ana.won, ana.success_rate) == (2, 1, 0.5)
    assert [(r.contrat, r.taken, r.won) for r in ana.by_contract if r.taken] == [
        (Contrat.GARDE, 1, 1),
        (Contrat.GARDE_SANS, 1, 0),
    ]
    assert ana.best == DealMark(1, 162) and ana.worst == DealMark(3, -552)
    assert (bo.taken, bo.won, bo.best, bo.worst) == (1, 0, DealMark(3, 184), DealMark(2, -174))
    assert cy.taken == 0 and cy.success_rate is None
    assert ana.total == session.totals[0] == 162 + 58 - 552
    assert sum(player.total for player in session.statistics()) == 0


def test_statistics_count_the_called_partner_at_5() -> None:
    session = Session(("A", "B", "C", "D", "E")).add(
        Donne.parse("garde taker=1 partner=3 points=50.5 bouts=1", 5)
    )
    stats = session.statistics()
    assert session.totals == (-104, 52, -52, 52, 52)
    assert (stats[2].called, stats[2].taken, stats[0].taken) == (1, 0, 1)


def test_a_session_is_a_value() -> None:
    assert two_deals() == Session.replay(["Ana", "Bo", "Cy", "Di"], [GARDE_43, PRISE_28], None, 4)
    assert hash(GARDE_43) == hash(Donne.parse(str(GARDE_43), 4))


SHEET = """\
# Tuesday club
players: Ana, Bo, Cy, Di
rules: classic
dealer: 4

garde taker=1 points=43 bouts=2
prise taker=2 points=28 bouts=1 petit-au-bout=defence   # the petit was caught
pass
garde taker=1 points=45 bouts=2 poignee=2:simple
"""


def test_the_session_file() -> None:
    session = parse_session(SHEET)
    assert session.players == ("Ana", "Bo", "Cy", "Di")
    assert session.totals == (220 + 194, -228 - 118, 4 - 38, 4 - 38)
    assert [line.dealer for line in session.lines] == [4, 1, 2, 3]
    assert parse_session(format_session(session)) == session


def test_the_session_file_under_fft_with_rounding() -> None:
    text = SHEET.replace("rules: classic", "rules: fft\nround-to-ten: yes")
    session = parse_session(text)
    assert session.rules == TarotRules(
        "fft", TarotRules.fft().primes, False, False, round_to_ten=True
    )
    # 45 − 41 = 4 → 0: 25 × 2 = 50, + 20 poignée to the attack = 70
    assert session.lines[3].scores == (210, -70, -70, -70)


def test_a_bad_line_is_named() -> None:
    with pytest.raises(InvalidDealError, match=r"line 6 \('garde taker=1 points=95 bouts=2'\)"):
        parse_session(SHEET.replace("points=43", "points=95"))
    with pytest.raises(NotationError, match=r"line 7 .*bouts: 'x' is not a whole number"):
        parse_session(SHEET.replace("bouts=1", "bouts=x"))
    with pytest.raises(NotationError, match="players: missing"):
        parse_session("garde taker=1 points=43 bouts=2\n")


FEUILLE = """\
# Le club du mardi
joueurs: Ana, Bo, Cy, Di
règles: FFT
arrondi-dizaine: oui
donneur: 4

garde preneur=1 points=43 bouts=2
prise preneur=2 points=28 bouts=1 petit-au-bout=défense   # le petit a été pris
passe
garde preneur=1 points=45 bouts=2 poignée=2:simple
"""


def test_the_session_file_in_french_words() -> None:
    french = parse_session(FEUILLE)
    text = SHEET.replace("rules: classic", "rules: fft\nround-to-ten: yes")
    assert french == parse_session(text)
    # 45 − 41 = 4 → 0: 25 × 2 = 50, + 20 poignée to the attack = 70
    assert french.lines[3].scores == (210, -70, -70, -70)
    assert format_session(french).splitlines()[:4] == [
        "players: Ana, Bo, Cy, Di",
        "rules: fft",
        "round-to-ten: yes",
        "dealer: 4",
    ]
    # no accents, any case
    plain = FEUILLE.replace("règles", "Regles").replace("défense", "DEFENSE").replace("é", "e")
    assert parse_session(plain) == french


def test_the_example_files_of_docs_tarot_session_in_either_language() -> None:
    english = parse_session((SHEETS / "tuesday.tarot").read_text(encoding="utf-8"))
    french = parse_session((SHEETS / "mardi.tarot").read_text(encoding="utf-8"))
    assert french == english
    assert french.totals == (-548, -1308, 2852, -996)


def test_the_french_example_of_docs_tarot_session_is_the_english_one() -> None:
    text = (ROOT / "docs" / "tarot-session.md").read_text(encoding="utf-8")
    blocks = text.split("```\n")[1::2]
    english, french = (b for b in blocks if "players:" in b or "joueurs:" in b)
    assert parse_session(french) == parse_session(english)
    mardi = (SHEETS / "mardi.tarot").read_text(encoding="utf-8")
    assert mardi.endswith(french.split("\n", 1)[1])  # the file is the example


def test_a_file_of_four_thousand_deals_is_scored_once(tmp_path: Path) -> None:
    """Each deal scored once, not the whole sheet again at each line (issue 27: 2,000 deals
    took 65 s; the times: ``bench/linear_readers.py``)."""
    block = f"{GARDE_43}\n{PRISE_28}\npass\n"
    text = "players: Ana, Bo, Cy, Di\n" + block * 1333 + "garde taker=1 points=43 bouts=2\n"
    session = parse_session(text)
    assert len(session.lines) == 4000 and session.lines[-1].dealer == 4
    assert session.totals == (1333 * 220 + 162, 1333 * -228 - 54, 1333 * 4 - 54, 1333 * 4 - 54)
    with pytest.raises(InvalidDealError, match=r"^line 4002 \('garde taker=1 points=93"):
        parse_session(text + "garde taker=1 points=93 bouts=0\n")

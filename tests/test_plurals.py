"""Counted messages take the form their count asks for: French 0 and 1 singular
(``1 partie``, ``0 tour``), English 1 only (``1 round``); in the CLI and on the pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.errors import Message
from atout.i18n import translate
from atout.web.templating import UI, Templates


@pytest.mark.parametrize(
    ("n", "french", "english"),
    [(0, "0 soirée", "0 evenings"), (1, "1 soirée", "1 evening"), (2, "2 soirées", "2 evenings")],
)
def test_a_count_in_both_languages(n: int, french: str, english: str) -> None:
    evenings = Message.counted("{n} evening", "{n} evenings", n=n)
    assert (translate(evenings, "fr"), translate(evenings, "en"), str(evenings)) == (
        french,
        english,
        english,
    )


def test_a_large_count_is_written_the_french_way() -> None:
    deals = Message.counted("{n} deal", "{n} deals", n=1500)
    assert translate(deals, "fr") == "1\u202f500 donnes"


def test_counted_messages_inside_a_counted_message() -> None:
    deals = Message.counted("{n} deal", "{n} deals", n=1)
    rounds = Message.counted("{n} round of {deals}", "{n} rounds of {deals}", n=1, deals=deals)
    assert translate(rounds, "fr") == "1 partie de 1 donne"
    assert str(rounds) == "1 round of 1 deal"


def _run(*args: str) -> list[str]:
    result = CliRunner().invoke(main, list(args), env={"ATOUT_LANG": ""})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def test_one_round_of_one_deal_in_the_tarot_plan() -> None:
    plan = ["tarot", "tournament", "plan", "--players", "12", "--rounds", "1", "--deals", "1"]
    assert _run("--lang", "fr", *plan)[:2] == [
        "12 joueurs, 1 partie de 1 donne, tables de 4 et de 5 (graine 0)",
        "rencontres répétées\u00a0: 0 (borne inférieure 0)\u00a0; deux joueurs ne se rencontrent "
        "pas "
        "plus de 1 fois",
    ]
    assert _run("--lang", "en", *plan)[:2] == [
        "12 players, 1 round of 1 deal, tables of 4 and 5 (seed 0)",
        "repeated meetings: 0 (lower bound 0); no two players meet more than 1 time",
    ]


def test_one_round_of_one_board_in_a_movement() -> None:
    mitchell = ["bridge", "movement", "mitchell", "--tables", "3", "--rounds", "1"]
    assert (
        _run("--lang", "fr", *mitchell)[0]
        == "Mitchell, 3 tables, 1 tour de 3 étuis (9 étuis joués)"
    )
    one = [*mitchell, "--boards-per-round", "1"]
    assert _run("--lang", "fr", *one)[0] == "Mitchell, 3 tables, 1 tour de 1 étui (3 étuis joués)"
    assert (
        _run("--lang", "en", *one)[0] == "Mitchell, 3 tables, 1 round of 1 board (3 boards in play)"
    )


def test_the_pages_count_with_ngettext() -> None:
    page = Templates().env.from_string(
        '{{ ngettext("{n} evening", "{n} evenings", games | length) }} · {{ ngettext('
        '"each one\'s best session counts", "each one\'s best {n} sessions count", 1) }}'
    )
    for language, games, text in [
        ("fr", [1], "1 soirée · la meilleure séance de chacun compte"),
        ("fr", [1, 2], "2 soirées · la meilleure séance de chacun compte"),
        ("en", [1], "1 evening · each one&#39;s best session counts"),
    ]:
        ui = UI(language, "t" * 24, False, "/")
        assert page.render(ngettext=ui.ngettext, games=games) == text


def test_a_verified_seed_and_the_one_deal_played(tmp_path: Path) -> None:
    seed = "00112233445566778899aabbccddeeff"
    commitment = "59b29888324032061ffeee0e650a1076ca5a49283d4850c71ceecb5e7ea3da90"  # board 1
    played = tmp_path / "joue.pbn"
    deal = ["bridge", "deal", "--boards", "1", "--seed", seed]
    played.write_text(CliRunner().invoke(main, [*deal, "--pbn"]).stdout)
    verify = ["bridge", "deal", "--verify", seed, "--commitment", commitment, "--boards", "1"]
    result = CliRunner().invoke(main, ["--lang", "fr", *verify, "--against", str(played)])
    assert result.exit_code == 0, result.output
    assert result.stderr.rstrip().endswith(f"\u00a0; la donne de {played} aussi")
    result = CliRunner().invoke(main, ["--lang", "en", *verify, "--against", str(played)])
    assert result.stderr.rstrip().endswith(f"; the deal of {played} too")

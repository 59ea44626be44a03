"""``atout tarot score`` and ``atout tarot session``: the acceptance figures and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["tarot", *args])
    return result.exit_code, result.stdout, result.stderr


def scores(*args: str) -> list[int]:
    code, out, err = run("score", *args, "--json")
    assert code == 0, err
    value: list[int] = json.loads(out)["scores"]
    return value


@pytest.mark.parametrize("preset", ["classic", "fft"])
def test_fft_figures_under_both_presets(preset: str) -> None:
    base = ("--players", "4", "--taker", "1", "--rules", preset)
    garde = scores(*base, "--contract", "garde", "--points", "43", "--bouts", "2")
    assert garde == [162, -54, -54, -54]
    prise = ("--contract", "prise", "--points", "28", "--bouts", "1", "--petit-au-bout", "defence")
    assert scores(*base, *prise)[0] == -174
    contre = (
        *("--contract", "garde-contre", "--points", "88", "--bouts", "3"),
        *("--poignee", "1:triple", "--petit-au-bout", "attack", "--chelem", "announced-made"),
    )
    assert scores(*base, *contre)[0] == 2886
    three = ("--players", "3", "--taker", "1", "--rules", preset, "--contract", "prise")
    assert scores(*three, "--points", "40.5", "--bouts", "2")[0] == -52
    five = ("--players", "5", "--taker", "1", "--partner", "3", "--rules", preset)
    assert scores(*five, "--contract", "garde", "--points", "50.5", "--bouts", "1") == [
        -104,
        52,
        -52,
        52,
        52,
    ]


PRIMES = (
    *("--players", "4", "--taker", "1", "--contract", "garde"),
    *("--points", "45", "--bouts", "2", "--poignee", "2:simple"),
)


def test_primes_classic_and_fft() -> None:
    assert scores(*PRIMES) == [194, -118, -38, -38]
    assert scores(*PRIMES, "--rules", "classic") == [194, -118, -38, -38]
    assert scores(*PRIMES, "--rules", "fft") == [234, -78, -78, -78]


def test_json_lists_the_items() -> None:
    code, out, _ = run("score", *PRIMES, "--json")
    value = json.loads(out)
    assert code == 0
    assert [item["kind"] for item in value["items"]] == ["contract", "poignee"]
    assert value["items"][1]["scores"] == [20, -60, 20, 20]


def test_human_output_is_a_table() -> None:
    code, out, _ = run("score", *PRIMES)
    assert code == 0
    assert "taker" in out and "+194" in out and "-118" in out


def test_round_to_ten_misere_petit_chelem_and_self() -> None:
    base = ("--players", "4", "--taker", "1", "--contract", "garde", "--bouts", "2")
    assert scores(*base, "--points", "47", "--round-to-ten")[0] == 210
    misere = ("--contract", "prise", "--points", "60", "--bouts", "1", "--misere", "3:atout")
    assert scores("--players", "4", "--taker", "1", *misere) == [112, -24, -64, -24]
    petit = ("--points", "80", "--bouts", "3", "--petit-chelem", "announced-made")
    assert scores("--players", "4", "--taker", "2", "--contract", "garde", *petit)[1] == 1314
    alone = ("--players", "5", "--taker", "2", "--partner", "self", "--contract", "garde")
    assert scores(*alone, "--points", "60", "--bouts", "1")[1] == 272


def test_points_from_the_cards() -> None:
    pile = ",".join(
        [f"T{n}" for n in range(1, 14)]
        + ["T21"]
        + [f"{s}{r}" for s in "SH" for r in [*map(str, range(1, 11)), "J", "C", "Q", "K"]]
    )
    base = ("--players", "4", "--taker", "1", "--contract", "garde")
    assert scores(*base, "--cards", pile) == [198, -66, -66, -66]
    assert scores(*base, "--cards", pile + ",EX", "--excuse", "owes")[0] == 252


@pytest.mark.parametrize(
    ("args", "field", "valid"),
    [
        (("--points", "95", "--bouts", "2"), "points", "use 0 to 91"),
        (("--points", "43", "--bouts", "4"), "bouts", "use 0 to 3"),
        (("--points", "43", "--bouts", "2", "--partner", "3"), "partner", "only 5 players"),
        (("--points", "43.5", "--bouts", "2"), "points", "use a whole number from 0 to 91"),
        (
            ("--points", "43", "--bouts", "2", "--poignee", "2:simple:T1,T2,T3,T4,T5,T6,T7,T8,T9"),
            "poignee",
            "show at least 10 at 4 players",
        ),
        (
            ("--points", "80", "--bouts", "1", "--chelem", "announced-made"),
            "points",
            "use 91 with 3 bouts or 87 with 2 bouts",
        ),
        (("--points", "43", "--bouts", "2", "--poignee", "2:quadruple"), "poignee", "simple"),
        (("--points", "43"), "bouts", "0 to 3"),
        (("--points", "43", "--bouts", "2", "--rules", "club"), "rules", "classic or fft"),
        (
            ("--points", "43", "--bouts", "2", "--misere", "2:atout", "--rules", "fft"),
            "misere",
            "not used under preset fft",
        ),
    ],
)
def test_impossible_input_exits_2_naming_the_field(
    args: tuple[str, ...], field: str, valid: str
) -> None:
    code, out, err = run("score", "--players", "4", "--taker", "1", "--contract", "garde", *args)
    assert code == 2
    assert out == ""
    assert err.startswith(f"error: {field}") or f"; {field}" in err
    assert valid in err


def test_chelem_with_a_trick_lost_from_the_cards() -> None:
    lost = {"S1", "S2", "S3", "S4", "EX"}
    every = [f"T{n}" for n in range(1, 22)] + [
        f"{s}{r}" for s in "SHDC" for r in [*map(str, range(1, 11)), "J", "C", "Q", "K"]
    ]
    pile = ",".join(card for card in every if card not in lost)
    code, out, err = run(
        *("score", "--players", "4", "--taker", "1", "--contract", "garde", "--cards", pile),
        *("--excuse", "owed", "--chelem", "announced-made"),
    )
    assert (code, out) == (2, "")
    assert "chelem: announced-made but the defence holds 5 cards: it lost a trick" in err


def test_a_wrong_contract_exits_2() -> None:
    code, out, err = run("score", "--players", "4", "--taker", "1", "--contract", "gard")
    assert (code, out) == (2, "")
    assert "contract: 'gard' is not valid: use prise, garde, garde-sans, garde-contre" in err


SHEET = """\
players: Ana, Bo, Cy, Di
rules: classic
garde taker=1 points=43 bouts=2
prise taker=2 points=28 bouts=1 petit-au-bout=defence
pass
"""


def test_session_replays_a_file(tmp_path: Path) -> None:
    path = tmp_path / "tuesday.tarot"
    path.write_text(SHEET, encoding="utf-8")
    code, out, _ = run("session", str(path), "--stats")
    assert code == 0
    assert "Ana" in out and "220" in out and "-228" in out and "Statistics" in out
    code, out, _ = run("session", str(path), "--json")
    value = json.loads(out)
    assert value["totals"] == [220, -228, 4, 4]
    assert [deal["dealer"] for deal in value["deals"]] == [1, 2, 3]
    assert value["statistics"][0]["by_contract"]["garde"] == {
        "taken": 1,
        "won": 1,
        "success_rate": 1.0,
    }


def test_session_with_a_bad_line_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.tarot"
    path.write_text(SHEET.replace("points=28", "points=128"), encoding="utf-8")
    code, out, err = run("session", str(path))
    assert (code, out) == (2, "")
    assert "line 4" in err and "points: 128 is not valid: use 0 to 91" in err

"""``atout --lang fr bridge rubber|chicago|series`` read their files in French notation
(issue 10): each French twin of a sheet scores as its English original does under
``--lang en``, and an English 3C (trèfle) read in French is 3 cœurs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from atout.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"


def _json(lang: str, *args: str) -> Any:
    result = CliRunner().invoke(main, ["--lang", lang, *args, "--json"], env={"ATOUT_LANG": ""})
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_seed_000_rubber_in_french_notation() -> None:
    # seed 000: Nous 390, Eux 2140, Eux win by 1750 -> 17
    english = _json("en", "bridge", "rubber", str(DATA / "seeds" / "seed000.rubber"))
    french = _json("fr", "bridge", "rubber", str(DATA / "sheets" / "fr" / "seed000.rubber"))
    for data in (english, french):
        assert (data["ns"]["total"], data["ew"]["total"]) == (390, 2140)
        assert (data["winner"], data["difference"], data["settlement"]) == ("EW", 1750, 17)
    assert [d["text"] for d in french["deals"]] == [d["text"] for d in english["deals"]]
    assert french["deals"][3]["text"] == "NS 3C="  # 3T, trèfle


def test_an_english_clubs_contract_is_hearts_in_french() -> None:
    # NS 3C= read in French is 3 cœurs: 90 below the line, not 60
    result = CliRunner().invoke(
        main, ["--lang", "fr", "bridge", "rubber", "-", "--json"], input="NS 3C=\n",
        env={"ATOUT_LANG": ""},
    )  # fmt: skip
    data = json.loads(result.stdout)
    assert (data["deals"][0]["text"], data["ns"]["below"]) == ("NS 3H=", 90)


def test_the_chicago_set_in_french_notation() -> None:
    english = _json("en", "bridge", "chicago", str(DATA / "sheets" / "set.chicago"))
    french = _json("fr", "bridge", "chicago", str(DATA / "sheets" / "fr" / "set.chicago"))
    for data in (english, french):
        assert (data["ns"], data["ew"]) == (1280, 0)
        assert [(d["deal"], d["ns"], d["ew"]) for d in data["deals"]] == [
            ("N 2S=", 60, 0),
            ("PASS", 0, 0),
            ("S 2H= honours NS 100", 460, 0),
            ("N 4S=", 620, 0),
            ("S 1NT=", 140, 0),
        ]


def test_the_series_in_french_notation() -> None:
    # RULES: board 1 N 4♥= none 420; 2 E 3SA= (E-W not vulnerable) 400; 3 S 4♠-1 50;
    # 4 W 6SA= all 1440; 5 N 3SA+1 (N-S vulnerable) 630; 6 E 2♥X-2 (vulnerable) 500;
    # 8 N 1SA= 90
    english = _json("en", "bridge", "series", str(DATA / "sheets" / "eight.series"))
    french = _json("fr", "bridge", "series", str(DATA / "sheets" / "fr" / "eight.series"))
    for data in (english, french):
        assert (data["ns"], data["ew"]) == (1640, 1890)
        assert [
            (b["board"], b["declarer"], b["result"], b["ns"], b["ew"]) for b in data["boards"]
        ] == [
            (1, "N", "4H=", 420, 0),
            (2, "E", "3NT=", 0, 400),
            (3, "S", "4S-1", 0, 50),
            (4, "W", "6NT=", 0, 1440),
            (5, "N", "3NT+1", 630, 0),
            (6, "E", "2HX-2", 500, 0),
            (7, None, "PASS", 0, 0),
            (8, "N", "1NT=", 90, 0),
        ]


def test_the_sheets_help_says_the_notation_in_force() -> None:
    for command in ("rubber", "chicago", "series"):
        result = CliRunner().invoke(
            main, ["--lang", "fr", "bridge", command, "--help"], env={"ATOUT_LANG": ""}
        )
        text = " ".join(result.stdout.split())
        assert "Les résultats sont lus dans la notation en vigueur, indiquée ci-dessous." in text
        assert "notation française : P pique, C cœur, K carreau, T trèfle, SA sans-atout" in text
        result = CliRunner().invoke(
            main, ["--lang", "en", "bridge", command, "--help"], env={"ATOUT_LANG": ""}
        )
        assert "English notation: C clubs" in " ".join(result.stdout.split())

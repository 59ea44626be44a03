"""``atout bridge swiss next STATE.json`` (issue 25): JSON and the table, in both languages."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from atout.cli import main

NB = "\u00a0"
#: Five teams; Lions and Tigres have met, Aigles had the bye: Loups has it now, and
#: Lions play Ours (1v3), Tigres play Aigles.
STATE = {
    "entrants": ["Lions", "Tigres", "Ours", "Loups", "Aigles"],
    "met": [["Lions", "Tigres"]],
    "byes": ["Aigles"],
}


def _run(tmp_path: Path, lang: str, state: object, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state) if not isinstance(state, str) else state, "utf-8")
    result = CliRunner().invoke(
        main, ["--lang", lang, "bridge", "swiss", "next", str(path), *args], env={"ATOUT_LANG": ""}
    )
    return result.exit_code, result.stdout, result.stderr


def test_json_answer(tmp_path: Path) -> None:
    assert _run(tmp_path, "en", STATE, "--json") == (
        0,
        '{"tables": [["Lions", "Ours"], ["Tigres", "Aigles"]], "bye": "Loups"}\n',
        "",
    )


def test_whole_numbers_and_an_even_field(tmp_path: Path) -> None:
    state = {"entrants": [4, 3, 2, 1], "met": [[4, 3], [2, 1]], "byes": []}
    code, out, _ = _run(tmp_path, "en", state, "--json")
    assert (code, json.loads(out)) == (0, {"tables": [[4, 2], [3, 1]], "bye": None})


def test_table_in_each_language(tmp_path: Path) -> None:
    assert _run(tmp_path, "en", STATE) == (
        0,
        "Table 1: Lions – Ours\nTable 2: Tigres – Aigles\nBye: Loups\n",
        "",
    )
    assert _run(tmp_path, "fr", STATE)[1] == (
        f"Table 1{NB}: Lions – Ours\nTable 2{NB}: Tigres – Aigles\nExempt{NB}: Loups\n"
    )


def test_ffb_warnings(tmp_path: Path) -> None:
    code, out, err = _run(tmp_path, "fr", STATE, "--rounds", "6")
    assert code == 0
    assert err == (
        f"attention{NB}: 5 équipes{NB}: la FFB joue un suisse avec au moins 12 équipes\n"
        f"attention{NB}: 6 tours pour 5 équipes{NB}: la FFB joue moins de tours que la "
        "moitié des équipes\n"
    )
    code, out, _ = _run(tmp_path, "en", STATE, "--rounds", "6", "--json")
    assert [w["code"] for w in json.loads(out)["warnings"]] == [
        "swiss.few-teams",
        "swiss.many-rounds",
    ]


def test_repeats_said_when_no_pairing_avoids_them(tmp_path: Path) -> None:
    state = {"entrants": ["A", "B"], "met": [["A", "B"]]}
    assert _run(tmp_path, "en", state)[1] == (
        "Table 1: A – B\n1 table repeats a meeting: every pairing repeats one\n"
    )
    assert _run(tmp_path, "en", state, "--danish")[1] == "Table 1: A – B\n"


def test_malformed_state_is_one_line_exit_2(tmp_path: Path) -> None:
    assert _run(tmp_path, "en", '{"entrants": [1, 2], "met": [[1]]}') == (
        2,
        "",
        """error: '{"entrants": [1, 2], "met": [[1]]}' is not a Swiss state: "met" must be """
        """a list of pairs of ids, e.g. [["A", "B"]]\n""",
    )
    assert _run(tmp_path, "fr", "[1, 2")[2] == (
        f"erreur{NB}: '[1, 2' n’est pas un état de suisse{NB}: ce n’est pas du JSON\n"
    )
    assert _run(tmp_path, "en", {"entrants": [1, True]})[2] == (
        "error: '{\"entrants\": [1, true]}' is not a Swiss state: True is not an id: use a "
        "string or a whole number\n"
    )
    assert _run(tmp_path, "en", {"entrants": [1, 2], "byes": [3]})[2] == (
        "error: 3 is not one of the entrants\n"
    )

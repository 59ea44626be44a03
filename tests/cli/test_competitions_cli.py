"""``atout bridge imps`` and ``atout bridge vp``."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["bridge", *args])
    return result.exit_code, result.stdout, result.stderr


def test_imps_one_value_per_difference() -> None:
    code, out, _ = _run("imps", "450", "-810", "10", "4000")
    assert code == 0
    assert out.splitlines() == ["450\t10", "-810\t-13", "10\t0", "4000\t24"]
    code, out, _ = _run("imps", "--json", "20", "-40")
    assert json.loads(out) == [{"difference": 20, "imps": 1}, {"difference": -40, "imps": -1}]


def test_vp_for_a_margin() -> None:
    assert _run("vp", "10", "--boards", "16")[1].strip() == "12.80-7.20"
    _code, out, _ = _run("vp", "-1", "--boards", "20", "--json")
    assert json.loads(out) == {"imps": -1, "boards": 20, "vp": 9.72, "opponents": 10.28}


def test_vp_whole_table() -> None:
    _code, out, _ = _run("vp", "--table", "--boards", "16", "--json")
    table = json.loads(out)
    assert len(table["scale"]) == 61
    assert table["scale"][20] == {"imps": 20, "winner": 15.0, "loser": 5.0}
    lines = _run("vp", "--table", "--boards", "16")[1].splitlines()
    assert lines[1:3] == ["0\t10.00\t10.00", "1\t10.31\t9.69"]


def test_bad_input_exits_2_with_a_message() -> None:
    code, _, err = _run("vp", "--boards", "0", "5")
    assert code == 2 and "'0' is not valid: use a whole number from 1 to 999" in err
    code, _, err = _run("vp", "--boards", "16")
    assert code == 2 and "--table" in err

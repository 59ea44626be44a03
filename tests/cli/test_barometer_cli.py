"""``atout bridge movement barometer`` (issue 25): the movement JSON, which ``movement
check`` finds valid, every table on the round's boards."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main


def _run(*args: str, stdin: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--lang", "en", *args], input=stdin, env={"ATOUT_LANG": ""})
    return result.exit_code, result.stdout


def test_json_then_check() -> None:
    code, out = _run("bridge", "movement", "barometer", "--tables", "5", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["kind"], data["tables"], data["board_sets"], data["boards"]) == (
        "howell",
        5,
        9,
        27,
    )
    for number, tables in enumerate(data["rounds"], 1):
        assert {t["set"] for t in tables} == {number}
        assert [t["table"] for t in tables] == [1, 2, 3, 4, 5]
    assert [s["tables"] for s in data["shared"]] == [[1, 2, 3, 4, 5]] * 9
    assert _run("bridge", "movement", "check", "-", "--json", stdin=out) == (
        0,
        '{"valid": true, "problems": [], "codes": []}\n',
    )


def test_mitchell_style() -> None:
    code, out = _run(
        "bridge", "movement", "barometer", "--tables", "4", "--kind", "mitchell", "--json"
    )
    data = json.loads(out)
    # E-W pair 1 moves up one table each round: tables 1, 2, 3, 4.
    assert [next(t["table"] for t in r if t["ew"] == 1) for r in data["rounds"]] == [1, 2, 3, 4]
    assert _run("bridge", "movement", "check", "-", stdin=out) == (
        0,
        "Valid: no pair sits twice in a round or plays a board twice.\n",
    )
    code, out = _run("bridge", "movement", "barometer", "--tables", "3", "--rounds", "1")
    assert code == 0
    assert (
        out.splitlines()[0]
        == "Barometer (Howell), 3 tables, 1 round of 3 boards (3 boards in play)"
    )

"""``atout --lang fr bridge movement``: the checks' problems, the refusals of a movement
file and the pairs written the French way (``1 E-O``); English as it was."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main


def _run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input, env={"ATOUT_LANG": ""})
    return result.exit_code, result.stdout, result.stderr


def _broken() -> str:
    """A 7-table Mitchell with pair 1 E-W at two tables in round 1, and round 2's table 1
    on the boards of round 1."""
    _, out, _ = _run("bridge", "movement", "mitchell", "--tables", "7", "--json")
    data = json.loads(out)
    data["rounds"][0][1]["ew"] = 1
    data["rounds"][1][0]["boards"] = [1, 2, 3]
    return json.dumps(data)


def test_the_problems_of_a_movement_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "movement", "check", "-", input=_broken())
    assert code == 1
    assert out.splitlines() == [
        "4 problèmes\u00a0:",
        "  - tour 1\u00a0: la paire 1 E-O est assise aux tables 1 et 2",
        "  - la paire 1 E-O joue le lot d’étuis 2 (étuis 4-6) aux tours 1 et 5",
        "  - les paires 2 N-S et 1 E-O se rencontrent 2 fois (tours 1 et 2)",
        "  - les paires 2 N-S et 2 E-O ne se rencontrent jamais",
    ]
    args = ("bridge", "movement", "check", "-", "--json")
    code, out, _ = _run("--lang", "fr", *args, input=_broken())
    assert code == 1 and json.loads(out) == {
        "valid": False,
        "problems": [
            "tour 1\u00a0: la paire 1 E-O est assise aux tables 1 et 2",
            "la paire 1 E-O joue le lot d’étuis 2 (étuis 4-6) aux tours 1 et 5",
            "les paires 2 N-S et 1 E-O se rencontrent 2 fois (tours 1 et 2)",
            "les paires 2 N-S et 2 E-O ne se rencontrent jamais",
        ],
        "codes": [
            "movement.sits-twice",
            "movement.plays-twice",
            "movement.meet-again",
            "movement.never-meet",
        ],
    }


def test_the_problems_in_english_as_they_were() -> None:
    code, out, _ = _run("bridge", "movement", "check", "-", input=_broken())
    assert code == 1
    assert out.splitlines() == [
        "4 problems:",
        "  - round 1: pair 1EW sits at tables 1 and 2",
        "  - pair 1EW plays board set 2 (boards 4-6) in rounds 1 and 5",
        "  - pairs 2NS and 1EW meet 2 times (rounds 1 and 2)",
        "  - pairs 2NS and 2EW never meet",
    ]
    code, out, _ = _run("bridge", "movement", "check", "-", "--json", input=_broken())
    assert json.loads(out)["problems"][0] == "round 1: pair 1EW sits at tables 1 and 2"


def test_a_bad_movement_file_in_french() -> None:
    # "erreur : " keeps the plain space every command's refusal has today.
    check = ("--lang", "fr", "bridge", "movement", "check", "-")
    assert _run(*check, input="not json\n") == (
        2,
        "",
        "erreur\u00a0: 'not json\\n' n’est pas du JSON\u00a0: une valeur est attendue"
        " (ligne 1, colonne 1)\n",
    )
    assert _run(*check, input='{"kind": "howell",\n "tables": 3,}')[2] == (
        'erreur\u00a0: \'{"kind": "howell",\\n "tables": 3,}\' n’est pas du JSON\u00a0:'
        " un nom de propriété entre guillemets doubles est attendu (ligne 2, colonne 14)\n"
    )
    _, out, _ = _run("bridge", "movement", "howell", "--tables", "3", "--json")
    data = json.loads(out)
    del data["rounds"][2][1]["ns"]
    assert _run(*check, input=json.dumps(data))[2] == (
        "erreur\u00a0: pas un mouvement\u00a0: il manque rounds[2][1].ns\n"
    )
    data = json.loads(out)
    data["rounds"][0][0]["table"] = "un"
    assert _run(*check, input=json.dumps(data))[2] == (
        "erreur\u00a0: pas un mouvement\u00a0: rounds[0][0].table vaut 'un', pas un nombre entier\n"
    )
    assert _run(*check, input="[1, 2]")[2] == (
        "erreur\u00a0: '[1, 2]' n’est pas un mouvement\u00a0: un objet JSON est attendu\n"
    )


def test_a_bad_movement_file_in_english() -> None:
    code, _, err = _run("bridge", "movement", "check", "-", input="not json\n")
    assert (code, err) == (
        2, "error: 'not json\\n' is not JSON: Expecting value (line 1, column 1)\n"
    )  # fmt: skip
    _, out, _ = _run("bridge", "movement", "howell", "--tables", "3", "--json")
    data = json.loads(out)
    del data["rounds"][2][1]["ns"]
    assert _run("bridge", "movement", "check", "-", input=json.dumps(data))[2] == (
        "error: not a movement: rounds[2][1].ns is missing\n"
    )


def test_a_phantom_in_french() -> None:
    mitchell = ("bridge", "movement", "mitchell", "--tables", "3")
    code, out, _ = _run("--lang", "fr", *mitchell, "--phantom", "3EO")
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0
    assert lines[0] == (
        "Mitchell, 3 tables, 3 tours de 3 étuis (9 étuis joués)\u00a0; paire fantôme 3 E-O"
    )
    assert "│        1 │ 1 N-S – 1 E-O    │ 2 N-S – 2 E-O    │ 3 N-S en relâche │" in lines
    assert _run("--lang", "fr", *mitchell, "--phantom", "9 E-O")[2] == (
        "erreur\u00a0: '9 E-O' ne peut pas être la paire fictive\u00a0: une paire du Mitchell,"
        " de 1 N-S à 3 E-O\n"
    )
    assert _run("--lang", "fr", *mitchell, "--phantom", "x")[2] == (
        "erreur\u00a0: 'x' n’est pas une paire\u00a0: un numéro, par ex. 3, ou 3 N-S / 3 E-O\n"
    )
    assert _run(*mitchell, "--phantom", "9EW")[2] == (
        "error: '9EW' cannot be the phantom: use a Mitchell pair, 1NS to 3EW\n"
    )


def test_table_cards_with_a_phantom_in_french() -> None:
    args = ("bridge", "movement", "mitchell", "--tables", "3", "--phantom", "3EW", "--cards")
    code, out, _ = _run("--lang", "fr", *args)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[1] == "Table 1"
    assert lines[5:8] == [
        "│ 1        │ 1 N-S │ 1 E-O │ 1-3    │               │ relâche     │ table 2 E-O │"
        " table 3        │",
        "│ 2        │ 1 N-S │ —     │ 4-6    │               │ restent     │             │"
        " table 3        │",
        "│ 3        │ 1 N-S │ 2 E-O │ 7-9    │               │             │             │"
        "                │",
    ]
    code, out, _ = _run(*args)
    lines = [line.strip() for line in out.splitlines()]
    assert lines[5:7] == [
        "│ 1     │ 1NS │ 1EW │ 1-3    │             │ sit out  │ table 2 E-W │ table 3     │",
        "│ 2     │ 1NS │ —   │ 4-6    │             │ stay     │             │ table 3     │",
    ]

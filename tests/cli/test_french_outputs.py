"""What every command prints in French, on good input and on bad: no English word of the
interface, none of click's, no contract in English notation (the help of each command is
``test_french_help.py``'s). Each command runs with real files of ``tests/data``; the
input a refusal quotes (``'ZZ'``) is the reader's own, and is not read for English.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main
from tests.cli.test_french_help import CLI_ENGLISH, COMMAND_NAMES, IDENTIFIERS
from tests.english import english_words
from tests.reference_data import DATA

PBN = DATA / "reference" / "pbn" / "club-pairs-2016-01-06.pbn"
SHEETS = DATA / "sheets"
#: A deal line of PBN that is not a deal.
BAD_PBN = '[Event "x"]\n[Board "1"]\n[Deal "N:AKQ.xx"]\n'
#: A deal, each hand a suit's top, middle or bottom cards.
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
#: What a refusal quotes of its input.
QUOTED = re.compile(r"'[^'\n]*'")

#: Each command, good input then bad; ``{bad}``, ``{mitchell}``, ``{broken}`` are files.
RUNS = [
    "bridge score 3SA=",
    "bridge score 4PX-3 --vul",
    "bridge score 4ZZ",
    "bridge score 7SA+1",
    "bridge auction --dealer N 1C P 2C X XX P P P",
    "bridge auction --dealer N 1C P",
    "bridge auction --dealer N 1C 1C",
    "bridge auction --dealer O --partial 1C P",
    f"bridge rubber {DATA / 'seeds' / 'seed000.rubber'}",
    f"bridge chicago {SHEETS / 'set.chicago'}",
    f"bridge series {SHEETS / 'eight.series'}",
    "bridge movement mitchell --tables 7",
    "bridge movement mitchell --tables 8 --cards",
    "bridge movement howell --tables 4 --cards",
    "bridge movement mitchell --tables 3 --rounds 1",
    "bridge movement suggest --pairs 14",
    "bridge movement suggest --pairs 9",
    "bridge movement check {mitchell}",
    "bridge movement check {broken}",
    "bridge movement mitchell --tables 7 --phantom 99",
    f"bridge pbn check {PBN}",
    "bridge pbn check {bad}",
    f"bridge rescore {PBN}",
    f"bridge rescore --check {PBN}",
    "bridge rescore {bad}",
    "bridge imps 420 -50",
    "bridge imps x",
    "bridge vp 12 --boards 8",
    "bridge vp 12 --boards 0",
    "bridge deal --boards 1-2 --seed 00112233445566778899aabbccddeeff",
    "bridge deal --boards 200",
    "bridge play --deal {deal} --contract 3SA --declarer S ♠4 ♠A",
    "bridge play --deal N:AKQJ.T98.765.432 --contract 3SA --declarer S",
    "tarot score --players 4 --taker 1 --contract garde --points 43 --bouts 2",
    "tarot score --players 4 --taker 1 --contract garde --points 92 --bouts 2",
    "tarot score --players 5 --taker 1 --partner 3 --contract garde --points 60 --bouts 1",
    "tarot score --players 4 --taker 1 --contract garde --points 43 --bouts 2 --chelem milieu",
    f"tarot session {SHEETS / 'five.tarot'}",
    f"tarot session --stats {SHEETS / 'tuesday.tarot'}",
    "tarot tournament plan --players 13 --rounds 3",
    "tarot tournament plan --players 2 --rounds 3",
    "convert --to lin {bad}",
    "club list",
    "club export 99",
    "director token personne",
]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("french-outputs")
    (folder / "bad.pbn").write_text(BAD_PBN)
    result = CliRunner().invoke(main, ["bridge", "movement", "mitchell", "--tables", "7", "--json"])
    movement = json.loads(result.stdout)
    (folder / "mitchell.json").write_text(json.dumps(movement))
    movement["rounds"][0][1]["ew"] = 1  # pair 1 E-W at two tables in round 1
    (folder / "broken.json").write_text(json.dumps(movement))
    paths = {"bad": "bad.pbn", "mitchell": "mitchell.json", "broken": "broken.json"}
    return {
        **{name: str(folder / file) for name, file in paths.items()},
        "database": f"sqlite:///{folder / 'club.sqlite'}",
    }


def _english(text: str) -> list[str]:
    """The English a French reader would see in ``text`` (what it quotes set aside)."""
    read = IDENTIFIERS.sub("", COMMAND_NAMES.sub("", QUOTED.sub("", text)))
    return english_words(read) + CLI_ENGLISH.findall(read)


@pytest.mark.parametrize("run", RUNS)
def test_every_command_speaks_french(run: str, files: dict[str, str]) -> None:
    args = [word.format(**files, deal=DEAL) for word in run.split()]
    env = {"ATOUT_LANG": "", "COLUMNS": "120", "ATOUT_DATABASE_URL": files["database"]}
    result = CliRunner().invoke(main, ["--lang", "fr", *args], env=env)
    text = result.stdout + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), text
    assert text.strip(), run
    assert _english(text) == [], text


def test_the_english_quoted_is_only_the_input() -> None:
    # A refusal quoting the reader's input is not English; its words around it would be.
    assert _english("erreur\u00a0: '4ZZ' n’est pas un résultat") == []
    assert _english("error: '4ZZ' is not a result") == ["error", "is not"]
    assert Path(PBN).is_file()

"""Golden files of the command's sheets: bridge rubber, Chicago, series, rescore; tarot session.

Each output is compared byte for byte with ``tests/golden/cli/`` (``pytest
--update-goldens`` rewrites them). Before a sheet is frozen its key figures are
checked against the rules: the seed sheets' totals, the hand-worked Chicago,
series and tarot figures in the data files' comments, the published figures of
the real session.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner, Result

from atout.cli import main
from tests.conftest import Golden
from tests.reference_data import REFERENCE_PBN, SEEDS, SHEETS

#: A fixed width and no colours: the sheet a script gets, wherever the tests run.
PLAIN = {"COLUMNS": "80", "LINES": "50", "NO_COLOR": "1", "FORCE_COLOR": None, "TERM": "dumb"}


def atout(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args), env=PLAIN)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    return result


def sheets(golden: Golden, name: str, *args: str) -> Any:
    """Check the human sheet and the ``--json`` one; the JSON, read."""
    golden.check(f"cli/{name}.txt", atout(*args).stdout)
    output = atout(*args, "--json").stdout
    golden.check(f"cli/{name}.json", output)
    return json.loads(output)


def test_rubber_seed_000(golden: Golden) -> None:
    data = sheets(
        golden,
        "rubber-seed000",
        "bridge",
        "rubber",
        str(SEEDS / "seed000.rubber"),
        "--stake",
        "0.20",
    )
    assert (data["ns"]["total"], data["ew"]["total"], data["settlement"], data["money"]) == (
        390,
        2140,
        17,
        "3.40",
    )


def test_rubber_seed_004(golden: Golden) -> None:
    data = sheets(golden, "rubber-seed004", "bridge", "rubber", str(SEEDS / "seed004.rubber"))
    assert (data["ns"]["total"], data["ew"]["total"], data["settlement"]) == (500, 1850, 13)


def test_rubber_stopped_after_the_first_sheet_of_seed_004(golden: Golden) -> None:
    path = str(SEEDS / "seed004_first_sheet.rubber")
    data = sheets(golden, "rubber-seed004-stopped", "bridge", "rubber", path, "--stop")
    # EW 300 for their game, NS 100 for their partscore (RULES §3, seed 004).
    assert (data["ns"]["total"], data["ew"]["total"], data["winner"]) == (600, 430, "NS")


def test_chicago(golden: Golden) -> None:
    data = sheets(golden, "chicago-set", "bridge", "chicago", str(SHEETS / "set.chicago"))
    # 60 carried; 60 + 300 + 100 honours; 120 + 500; 40 + 100 on the fourth deal.
    assert [(d["ns"], d["ew"]) for d in data["deals"]] == [
        (60, 0),
        (0, 0),
        (460, 0),
        (620, 0),
        (140, 0),
    ]
    assert (data["ns"], data["ew"]) == (1280, 0)


def test_series(golden: Golden) -> None:
    data = sheets(golden, "series-eight", "bridge", "series", str(SHEETS / "eight.series"))
    assert (data["ns"], data["ew"], data["winner"]) == (1640, 1890, "EW")


@pytest.mark.parametrize(
    ("name", "totals"),
    [
        ("tuesday", [-548, -1308, 2852, -996]),
        ("five", [-86, 16, -34, 250, -146]),
    ],
)
def test_tarot_session(golden: Golden, name: str, totals: list[int]) -> None:
    path = str(SHEETS / f"{name}.tarot")
    data = sheets(golden, f"tarot-session-{name}", "tarot", "session", path, "--stats")
    assert data["totals"] == totals  # worked by hand in the file's comments


def test_rescore_of_a_real_session(golden: Golden) -> None:
    path = str(REFERENCE_PBN / "club-pairs-2016-01-06.pbn")
    checked = CliRunner().invoke(main, ["bridge", "rescore", path, "--check"], env=PLAIN)
    assert checked.exit_code == 0, checked.output  # the published figures, recomputed
    data = sheets(golden, "rescore-club-pairs-2016-01-06", "bridge", "rescore", path)
    assert len(data["boards"]) == 24 and len(data["ranking"]) == 14

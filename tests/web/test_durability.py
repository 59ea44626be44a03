"""A short run of bench/durability.py: SIGKILLs while deals are entered lose nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from bench.durability import run

pytestmark = pytest.mark.slow


def test_no_acknowledged_deal_is_lost_across_sigkills(tmp_path: Path) -> None:
    report = run(deals=150, kills=3, seed=1, directory=tmp_path)
    assert (report.deals, report.kills) == (150, 3)
    assert report.lost == 0
    assert report.duplicated == 0
    assert report.sheets_identical

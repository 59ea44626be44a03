"""WBF 2013 continuous VP scale: the published samples and the scale's shape."""

from __future__ import annotations

import itertools
from decimal import Decimal

import pytest

from atout.duplicate.rounding import round_half_up
from atout.duplicate.vp import blitz_margin, exact_vp, victory_points, vp_scale
from atout.errors import AtoutError
from tests.duplicate.reference import tables

SAMPLES = tables()["wbf_vp_2013_published_samples"]


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: f"{s['boards']}b-{s['imps']}imps")
def test_published_samples(sample: dict[str, float]) -> None:
    boards, margin = int(sample["boards"]), int(sample["imps"])
    winner = Decimal(str(sample["winner_vp"])).quantize(Decimal("0.01"))
    assert victory_points(margin, boards).ours == winner
    assert victory_points(-margin, boards).ours == 20 - winner


def test_rounding_is_corrected_where_it_breaks_concavity() -> None:
    # WBF 24-board table: 5 IMPs is 11.23 although plain rounding gives 11.22
    # (10.99 at 4 IMPs, 11.46 at 6: the steps 0.24 then 0.23 stay non-increasing).
    assert round_half_up(exact_vp(5, 24), 2) == Decimal("11.22")
    assert vp_scale(24)[4:7] == (Decimal("10.99"), Decimal("11.23"), Decimal("11.46"))


@pytest.mark.parametrize("boards", range(1, 65))
def test_scale_shape(boards: int) -> None:
    scale = vp_scale(boards)
    assert scale[0] == 10
    assert scale[-1] == 20
    assert len(scale) == blitz_margin(boards) + 1
    steps = [b - a for a, b in itertools.pairwise(scale)]
    assert all(step >= 0 for step in steps)
    assert all(later <= earlier for earlier, later in itertools.pairwise(steps))
    for margin in range(-len(scale) - 3, len(scale) + 3):
        vps = victory_points(margin, boards)
        assert vps.ours + vps.theirs == 20
        assert vps.ours >= vps.theirs if margin >= 0 else vps.ours < vps.theirs


def _concave(scale: tuple[Decimal, ...]) -> bool:
    steps = [b - a for a, b in itertools.pairwise(scale)]
    return all(later <= earlier for earlier, later in itertools.pairwise(steps))


@pytest.mark.parametrize("boards", range(1, 65))
def test_corrections_only_raise_and_each_is_needed(boards: int) -> None:
    scale = vp_scale(boards)
    for margin, value in enumerate(scale):
        rounded = round_half_up(exact_vp(margin, boards), 2)
        assert value >= rounded
        if value > rounded:
            lowered = (*scale[:margin], value - Decimal("0.01"), *scale[margin + 1 :])
            assert not _concave(lowered)


def test_bad_input() -> None:
    with pytest.raises(AtoutError, match="number of boards"):
        vp_scale(0)
    with pytest.raises(AtoutError, match="IMP margin"):
        victory_points(1.5, 16)  # type: ignore[arg-type]

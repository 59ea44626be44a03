"""The bye's award follows the event's scale (issue 25): 12 of 20 VPs, or with Patton a
drawn match's points; the director's figure wins over either."""

from __future__ import annotations

from decimal import Decimal

from atout.duplicate.swiss_teams import BYE_VP, SwissOptions, bye_score, default_bye


def test_on_a_vp_scale_the_bye_scores_12_of_20() -> None:
    assert BYE_VP == 12
    assert default_bye("wbf2013", 8) == default_bye("int20-3", 3) == 12
    assert bye_score(SwissOptions(6, 8), 5).points == Decimal(12)


def test_with_patton_the_bye_scores_a_drawn_match() -> None:
    # EBU Patton, 4 boards: each board drawn 1 point (4), the aggregate's 8 points shared (4)
    assert default_bye("patton", 4) == 4 + 4
    # 3 boards: 3 board points and half of the aggregate's 6
    assert SwissOptions(6, 3, "patton").bye_points == 3 + 3
    assert bye_score(SwissOptions(6, 3, "patton"), 2).points == Decimal(6)


def test_the_directors_figure_wins() -> None:
    assert SwissOptions(6, 3, "patton", bye_vp=10).bye_points == 10
    assert SwissOptions(6, 3, bye_vp=0).bye_points == 0

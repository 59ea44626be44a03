"""Random deals are uniform: every card is equally likely in every seat (chi-square)."""

from __future__ import annotations

import random

import numpy as np
import pytest
from scipy.stats import chisquare

from atout.bridge.deal import Deal
from atout.bridge.seats import SEATS

DEALS = 20_000
#: Family-wise significance level: the tests fail by chance once in a thousand seeds.
ALPHA = 0.001


@pytest.fixture(scope="module")
def counts() -> np.ndarray:
    """How often each card (0..51) lands in each seat (N E S W) over the deals of seed 2024."""
    rng = random.Random(2024)
    table = np.zeros((52, 4), dtype=np.int64)
    for number in range(DEALS):
        deal = Deal.random(rng, SEATS[number % 4])
        for column, seat in enumerate(SEATS):
            for card in deal.hands[seat].cards:
                table[card.index, column] += 1
    return table


@pytest.mark.slow
def test_every_card_is_dealt_once_per_deal(counts: np.ndarray) -> None:
    assert (counts.sum(axis=1) == DEALS).all()
    assert (counts.sum(axis=0) == 13 * DEALS).all()


@pytest.mark.slow
def test_cards_by_seat_fit_the_uniform_distribution_overall(counts: np.ndarray) -> None:
    # 52 × 4 cells with both margins fixed: (52 - 1) × (4 - 1) = 153 degrees of freedom
    statistic, p_value = chisquare(counts.ravel(), ddof=counts.size - 1 - 153)
    assert p_value > ALPHA, (statistic, p_value)


@pytest.mark.slow
def test_each_card_is_equally_likely_in_each_seat(counts: np.ndarray) -> None:
    # one test per card, Bonferroni-corrected so that the 52 together keep ALPHA
    p_values = [chisquare(row).pvalue for row in counts]
    worst = int(np.argmin(p_values))
    assert min(p_values) > ALPHA / 52, (worst, counts[worst], p_values[worst])

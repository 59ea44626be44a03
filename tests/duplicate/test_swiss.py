"""Swiss pairing (issue 25): properties on random histories, checked against brute force.

The brute force here enumerates every pairing of a small field and keeps the best by the
order the module documents: fewest repeat meetings, then the least sum of squared rank
differences, then the least sum of ``(d - 1) · (m - i)²`` (a move at the top costs more).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.duplicate.swiss import (
    Seeding,
    SwissRound,
    ffb_warnings,
    first_round,
    fixed_round,
    pair_round,
)
from atout.errors import InvalidEventError


def pairings(ranks: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every way to seat ``ranks`` (an even number) at tables."""
    if not ranks:
        yield []
        return
    first, rest = ranks[0], ranks[1:]
    for k, other in enumerate(rest):
        for more in pairings(rest[:k] + rest[k + 1 :]):
            yield [(first, other), *more]


def key(tables: list[tuple[int, int]], met: set[frozenset[int]], m: int) -> tuple[int, int, int]:
    """A pairing's cost as the module documents it (``tables`` as ranks ``i < j``)."""
    repeats = sum(1 for i, j in tables if frozenset((i, j)) in met)
    squares = sum((j - i) ** 2 for i, j in tables)
    top = sum((j - i - 1) * (m - i) ** 2 for i, j in tables)
    return repeats, squares, top


@st.composite
def histories(
    draw: st.DrawFn, most: int = 10
) -> tuple[list[int], list[tuple[int, int]], list[int]]:
    """A field of 2 to ``most`` entrants in a random ranking, random meetings and byes."""
    n = draw(st.integers(2, most))
    entrants = draw(st.permutations(list(range(1, n + 1))))
    every = [(a, b) for a in range(1, n + 1) for b in range(a + 1, n + 1)]
    met = draw(st.lists(st.sampled_from(every), unique=True, max_size=len(every)))
    byes = draw(st.lists(st.sampled_from(entrants), unique=True))
    return list(entrants), met, byes


def ranks_of(result: SwissRound[int], order: list[int]) -> list[tuple[int, int]]:
    rank = {e: k for k, e in enumerate(order)}
    return sorted((rank[a], rank[b]) for a, b in result.tables)


@settings(max_examples=200, deadline=None)
@given(histories())
def test_small_fields_match_brute_force(
    history: tuple[list[int], list[tuple[int, int]], list[int]],
) -> None:
    entrants, met, byes = history
    result = pair_round(entrants, met, byes)
    # Every entrant seated once, or given the bye.
    seated = [e for table in result.tables for e in table]
    assert sorted(seated + ([result.bye] if result.bye is not None else [])) == sorted(entrants)
    # The bye: the lowest-ranked entrant without one (the last when all have had one).
    if len(entrants) % 2:
        without = [e for e in entrants if e not in byes]
        assert result.bye == (without[-1] if without else entrants[-1])
    else:
        assert result.bye is None
    order = [e for e in entrants if e != result.bye]
    # Higher-ranked first at each table, the top table first.
    assert ranks_of(result, order) == [(order.index(a), order.index(b)) for a, b in result.tables]
    met_ranks = {
        frozenset((order.index(a), order.index(b))) for a, b in met if result.bye not in (a, b)
    }
    best = min(key(p, met_ranks, len(order)) for p in pairings(list(range(len(order)))))
    found = key(ranks_of(result, order), met_ranks, len(order))
    assert found == best
    assert result.repeats == found[0]
    natural = [(k, k + 1) for k in range(0, len(order), 2)]
    if not any(frozenset(t) in met_ranks for t in natural):
        assert ranks_of(result, order) == natural


@st.composite
def sparse_histories(draw: st.DrawFn) -> tuple[list[int], list[tuple[int, int]]]:
    """A larger field (up to 120) whose neighbours in the ranking often met."""
    n = draw(st.integers(12, 120))
    rng = random.Random(draw(st.integers(0, 2**32)))
    entrants = list(range(1, n + 1))
    rng.shuffle(entrants)
    met = set()
    for _ in range(draw(st.integers(0, 4 * n))):
        a = rng.randrange(n)
        b = min(n - 1, a + rng.choice((1, 1, 1, 2, 3, 5, 9)))
        if a != b:
            met.add((entrants[a], entrants[b]))
    return entrants, sorted(met)


@settings(max_examples=40, deadline=None)
@given(sparse_histories())
def test_larger_fields_are_exact(history: tuple[list[int], list[tuple[int, int]]]) -> None:
    """The block method equals networkx on the whole field's complete graph."""
    import networkx as nx

    entrants, met = history
    result = pair_round(entrants, met)
    order = [e for e in entrants if e != result.bye]
    m = len(order)
    met_ranks = {
        frozenset((order.index(a), order.index(b))) for a, b in met if result.bye not in (a, b)
    }
    graph = nx.Graph()
    big = 10**30
    for i in range(m):
        for j in range(i + 1, m):
            cost = key([(i, j)], met_ranks, m)
            graph.add_edge(i, j, weight=big - (cost[0] * m**7 + cost[1] * m**4 + cost[2]))
    whole = sorted((min(a, b), max(a, b)) for a, b in nx.max_weight_matching(graph, True))
    assert key(ranks_of(result, order), met_ranks, m) == key(whole, met_ranks, m)
    seated = sorted(e for table in result.tables for e in table)
    assert seated == sorted(order)


def test_natural_pairing_when_it_repeats_nothing() -> None:
    assert pair_round(list("ABCDEF"), [("A", "C"), ("B", "F")]).tables == (
        ("A", "B"),
        ("C", "D"),
        ("E", "F"),
    )


def test_a_repeat_only_when_every_pairing_has_one() -> None:
    # A, B, C, D have all met: every pairing of four repeats; two repeats at least.
    everyone = [("A", "B"), ("A", "C"), ("A", "D"), ("B", "C"), ("B", "D"), ("C", "D")]
    assert pair_round(list("ABCD"), everyone).repeats == 2
    # A met B and C: A plays D, B plays C (the only pairing without a repeat).
    assert pair_round(list("ABCD"), [("A", "B"), ("A", "C")]).tables == (("A", "D"), ("B", "C"))


def test_squares_then_the_top() -> None:
    # 1 and 2 met: 1v3 2v4 (4 + 4) beats 1v4 2v3 (9 + 1).
    assert pair_round([1, 2, 3, 4], [(1, 2)]).tables == ((1, 3), (2, 4))
    # 3 and 4 met: 1v2 3v5 4v6 and 1v3 2v4 5v6 both cost 1 + 4 + 4; the tie-break keeps
    # the leaders' table: (1·4² + 1·3²) against (1·6² + 1·5²).
    assert pair_round([1, 2, 3, 4, 5, 6], [(3, 4)]).tables == ((1, 2), (3, 5), (4, 6))


def test_danish_last_round_allows_repeats() -> None:
    # 5 had the bye: 4 has it now; 1 and 2 meet again.
    assert pair_round([1, 2, 3, 4, 5], [(1, 2)], [5], danish=True) == SwissRound(
        ((1, 2), (3, 5)), 4, 1
    )


def test_first_rounds() -> None:
    assert first_round([1, 2, 3, 4, 5]) == SwissRound(((1, 2), (3, 4)), 5, 0)
    assert first_round([1, 2, 3, 4], Seeding.FOLDED).tables == ((1, 3), (2, 4))
    drawn = first_round(list(range(1, 11)), Seeding.DRAWN, random.Random(3))
    assert drawn == first_round(list(range(1, 11)), Seeding.DRAWN, random.Random(3))
    assert sorted(e for t in drawn.tables for e in t) == list(range(1, 11))
    assert fixed_round([1, 2, 3, 4], [(4, 1), (2, 3)]).tables == ((4, 1), (2, 3))
    with pytest.raises(InvalidEventError) as caught:
        fixed_round([1, 2, 3, 4], [(1, 2)])
    assert caught.value.code == "swiss.not-a-round"


def test_ffb_bounds_are_warnings() -> None:
    # Annexe IX: at least 12 teams, at least 6 rounds, fewer rounds than n/2.
    assert ffb_warnings(13, 6) == ()
    # 12 teams and 6 rounds: 6 is not fewer than 12 / 2.
    assert [w.code for w in ffb_warnings(12, 6)] == ["swiss.many-rounds"]
    assert [w.code for w in ffb_warnings(12, 5)] == ["swiss.few-rounds"]
    assert [w.code for w in ffb_warnings(11, 6)] == ["swiss.few-teams", "swiss.many-rounds"]
    assert [w.code for w in ffb_warnings(14, 7)] == ["swiss.many-rounds"]


@pytest.mark.parametrize(
    ("entrants", "met", "byes", "code"),
    [
        ([1, 1, 2], [], [], "swiss.entrant-twice"),
        ([1], [], [], "swiss.too-few"),
        ([1, 2], [(1, 3)], [], "swiss.unknown-entrant"),
        ([1, 2], [], [7], "swiss.unknown-entrant"),
        ([1, 2], [(2, 2)], [], "swiss.meets-itself"),
    ],
)
def test_refusals(
    entrants: list[int], met: list[tuple[int, int]], byes: list[int], code: str
) -> None:
    with pytest.raises(InvalidEventError) as caught:
        pair_round(entrants, met, byes)
    assert caught.value.code == code


def test_one_rounds_delay_seats_from_an_older_ranking() -> None:
    # Round 3 is seated from the ranking after round 1 (A B C D E F), round 2 being
    # already seated (A-B, C-D, E-F) and in the meetings: no one meets round 2's
    # opponent again. A-C B-F D-E and A-E B-C D-F both cost 4 + 16 + 1; the tie-break
    # gives A the nearer opponent: 1·6² + 3·5² = 111 against 3·6² + 1·3² = 117.
    round_1 = [("A", "D"), ("B", "E"), ("C", "F")]
    round_2 = [("A", "B"), ("C", "D"), ("E", "F")]
    seated = pair_round(list("ABCDEF"), round_1 + round_2)
    assert seated.tables == (("A", "C"), ("B", "F"), ("D", "E"))

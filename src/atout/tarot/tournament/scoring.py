"""A tarot tournament scored: each table's deals, each player's total, the ranking.

At each table of a round the players sit in the plan's order (seat 1 first)
and deal in turn: seat 1 deals the round's first deal, seat 2 the second…
(a passed deal moves the deal on too, as on the score sheet). A table of 5
plays as the tournament chose (:class:`FivePlayers`): the called-king game
(RULES §7, 5 players), or four players while the dealer sits out (*le
mort*) and scores nothing that deal. A deal's seats (``Donne.taker``,
``partner``, ``poignees``) are numbered among the players who play it, in
table order.

A player's total is the sum of his scores (RULES §7: each deal sums to
zero, so the totals do too); players with equal totals share their place.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from atout.errors import InvalidDealError
from atout.tarot.deal import Donne, Entry
from atout.tarot.rules import TarotRules
from atout.tarot.score import score
from atout.tarot.tournament.plan import TournamentPlan


class FivePlayers(enum.Enum):
    """How a table of 5 plays: everyone, the taker calling a king; or the dealer sits out."""

    CALLED_KING = "called-king"
    DEALER_OUT = "dealer-out"

    def __str__(self) -> str:
        return self.value


class DealKey(NamedTuple):
    """Where a deal belongs: a round, a table, the deal's number in the round (from 1).

    >>> DealKey(2, 3, 1).table
    3
    """

    round: int
    table: int
    deal: int


def dealer_seat(table_size: int, deal: int) -> int:
    """The table seat (from 1) that deals deal ``deal`` of the round.

    >>> [dealer_seat(5, n) for n in range(1, 7)]
    [1, 2, 3, 4, 5, 1]
    """
    return (deal - 1) % table_size + 1


def idle_dealers(table_size: int, deals: int) -> tuple[int, ...]:
    """The table seats that deal none of a round's ``deals`` deals (the deal passes to the
    next seat each deal, from seat 1): a table of 5 playing 4 deals leaves seat 5 out.

    >>> idle_dealers(5, 4), idle_dealers(4, 4), idle_dealers(5, 6), idle_dealers(4, 2)
    ((5,), (), (), (3, 4))
    """
    dealing = {dealer_seat(table_size, deal) for deal in range(1, deals + 1)}
    return tuple(seat for seat in range(1, table_size + 1) if seat not in dealing)


def playing_seats(table_size: int, five: FivePlayers, deal: int) -> tuple[int, ...]:
    """The table seats that play deal ``deal``, in order: the deal's seats 1, 2, ….

    >>> playing_seats(5, FivePlayers.DEALER_OUT, 2), playing_seats(5, FivePlayers.CALLED_KING, 2)
    ((1, 3, 4, 5), (1, 2, 3, 4, 5))
    """
    seats = tuple(range(1, table_size + 1))
    if table_size == 5 and five is FivePlayers.DEALER_OUT:
        out = dealer_seat(table_size, deal)
        return tuple(s for s in seats if s != out)
    return seats


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    """One deal of a table: what was entered, who played it and what each scored."""

    key: DealKey
    entry: Entry
    #: The players (tournament numbers) of the deal's seats 1, 2, …
    players: tuple[int, ...]
    #: Each of those players' score (all zero for a passed deal).
    scores: tuple[int, ...]
    #: Whether the taker's camp made its contract (false for a passed deal).
    won: bool = False

    def score_of(self, player: int) -> int | None:
        """What ``player`` scored on this deal (``None`` when he did not play it)."""
        if player not in self.players:
            return None
        return self.scores[self.players.index(player)]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line of the ranking: place (shared on a tie), total and each round's score."""

    place: int
    player: int
    total: int
    rounds: tuple[int, ...]
    deals: int


@dataclass(frozen=True, slots=True)
class TournamentScores:
    """Every deal scored and the players' totals."""

    plan: TournamentPlan
    deals: tuple[ScoredDeal, ...]

    def round_scores(self, player: int) -> tuple[int, ...]:
        """``player``'s score in each round."""
        by_round = [0] * len(self.plan.rounds)
        for deal in self.deals:
            found = deal.score_of(player)
            if found is not None:
                by_round[deal.key.round - 1] += found
        return tuple(by_round)

    def standings(self) -> tuple[Standing, ...]:
        """The ranking, best first; equal totals share a place (1, 2, 2, 4).

        >>> import random
        >>> from atout.tarot.tournament.search import build_plan
        >>> plan = build_plan(8, 1, random.Random(0))
        >>> table = plan.rounds[0].tables[0].players
        >>> d = Donne.parse("garde taker=1 points=43 bouts=2", 4)
        >>> scores = score_tournament(plan, TarotRules(), FivePlayers.CALLED_KING,
        ...                           {DealKey(1, 1, 1): d})
        >>> [(s.place, s.total) for s in scores.standings()][:3]
        [(1, 162), (2, 0), (2, 0)]
        """
        players = range(1, self.plan.players + 1)
        lines = [(self.round_scores(p), p) for p in players]
        played = {p: sum(1 for d in self.deals if d.score_of(p) is not None) for p in players}
        totals = sorted(((sum(r), p, r) for r, p in lines), key=lambda t: (-t[0], t[1]))
        result = []
        for total, player, rounds in totals:
            place = 1 + sum(1 for other, _, _ in totals if other > total)
            result.append(Standing(place, player, total, rounds, played[player]))
        return tuple(result)


def deal_players(plan: TournamentPlan, five: FivePlayers, key: DealKey) -> tuple[int, ...]:
    """The players of deal ``key`` in its seat order; :class:`InvalidDealError` if none."""
    table = plan.table(key.round, key.table)
    if table is None or not 1 <= key.deal <= plan.deals:
        raise InvalidDealError(
            "deal: round {round}, table {table}, deal {deal} is not in the plan",
            code="tournament.donne-not-planned",
            round=key.round,
            table=key.table,
            deal=key.deal,
        )
    seats = playing_seats(len(table.players), five, key.deal)
    return tuple(table.players[s - 1] for s in seats)


def score_deal(
    plan: TournamentPlan, rules: TarotRules, five: FivePlayers, key: DealKey, entry: Entry
) -> ScoredDeal:
    """One deal scored; :class:`InvalidDealError` naming every impossible field."""
    players = deal_players(plan, five, key)
    if not isinstance(entry, Donne):
        return ScoredDeal(key, entry, players, (0,) * len(players))
    if entry.players != len(players):
        raise InvalidDealError(
            "players: the deal is for {players} players, {count} play it here",
            code="tournament.players-mismatch",
            players=entry.players,
            count=len(players),
        )
    scored = score(entry, rules)
    return ScoredDeal(key, entry, players, scored.scores, scored.won)


def score_tournament(
    plan: TournamentPlan, rules: TarotRules, five: FivePlayers, entries: Mapping[DealKey, Entry]
) -> TournamentScores:
    """The tournament scored from its deals (the confirmed ones, by key)."""
    deals = tuple(score_deal(plan, rules, five, key, entries[key]) for key in sorted(entries))
    return TournamentScores(plan, deals)

"""A pairs session's standings after the director's penalties, and its handicapped ranking.

The penalties always count (a pair's percentage less its penalties); the
handicapped ranking adds each pair's handicap made of its players' by the
named method (:class:`~atout.duplicate.penalties.HandicapMethod`), a player
without one counting 0 (an average player, EBU).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from sqlalchemy.orm import Session

from atout.bridge.seats import Side
from atout.duplicate.penalties import FinalScore, HandicapMethod, final_scores
from atout.duplicate.ranking import Standing, rank
from atout.services.club.scores import Scored
from atout.store.club.register import pairs_of

Standings = tuple[Standing[FinalScore[int]], ...]


def pair_handicaps(session: Session, session_id: int) -> dict[int, tuple[Fraction, ...]]:
    """Each pair's players' handicaps as the register holds them now, by pair number (0 for
    a player without one)."""
    return {
        number: tuple(p.handicap or Fraction(0) for p in pair.players)
        for number, pair in pairs_of(session, session_id).items()
    }


def standings(
    scored: Scored,
    direction: Side | None = None,
    handicaps: Mapping[int, Sequence[Fraction]] | None = None,
    method: HandicapMethod = HandicapMethod.SUM,
) -> Standings:
    """The ranking of the pairs (that sat ``direction``), penalties taken off, handicaps
    added when ``handicaps`` are given."""
    penalties = [record.penalty for record in scored.rulings.penalties]
    found = final_scores(scored.event.scores(), penalties, handicaps, method)
    return rank(found, direction)


__all__ = ["Standings", "pair_handicaps", "standings"]

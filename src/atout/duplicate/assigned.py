"""The director's assigned scores: weighted (Law 12C1(c)) and split (Law 12C).

An :class:`Outcome` is a contract result by a declarer with its weight in
percent; a :class:`WeightedScore` is one or more outcomes whose weights sum to
100; an :class:`AssignedScore` gives one weighted score to each side, the
same one (balanced) or two different ones (split, non-balancing).

Notation (read by :meth:`AssignedScore.parse`, written by ``str``)::

    60% 4S= N + 40% 4S-1 N          a weighted score, the same for both sides
    4S-1 N | 4S= N                  split: N-S's score, then E-W's
    70% 3NT= S + 30% 3NT-1 S | 3NT= S

A single outcome of 100 % is written without its weight.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import Vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.score import points
from atout.bridge.seats import Seat, Side
from atout.duplicate.matchpoints import WeightedEntry
from atout.errors import InvalidDealError, NotationError

#: The most outcomes a weighted score mixes (Law 12C1(c) rulings name two or three).
MOST_OUTCOMES = 4

_HOW = (
    "write e.g. 60% 4S= N + 40% 4S-1 N (the weights sum to 100), "
    "or 4S-1 N | 4S= N for a split score"
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One outcome of a weighted score: ``weight`` percent of ``result`` by ``declarer``.

    >>> str(Outcome(60, ContractResult.parse("4S="), Seat.N))
    '60% 4S= N'
    """

    weight: int
    result: ContractResult
    declarer: Seat | None

    def __post_init__(self) -> None:
        if not 1 <= self.weight <= 100:
            raise InvalidDealError(
                "the weight {weight!r} % of an outcome must be from 1 to 100",
                code="assigned.weight-range",
                weight=self.weight,
            )
        if (self.declarer is None) != self.result.passed_out:
            raise InvalidDealError(
                "{result}: a contract needs its declarer, a passed-out board has none",
                code="assigned.declarer",
                result=self.result,
            )

    def ns_score(self, vulnerability: Vulnerability) -> int:
        """The N-S score of the outcome."""
        contract = self.result.contract
        if contract is None or self.declarer is None:
            return 0
        side = self.declarer.side
        declared = points(contract, self.result.tricks, vulnerability.is_vulnerable(side))
        return declared if side is Side.NS else -declared

    @property
    def contract_text(self) -> str:
        """The outcome without its weight: ``4S= N``, ``PASS``."""
        return str(self.result) if self.declarer is None else f"{self.result} {self.declarer}"

    def __str__(self) -> str:
        return f"{self.weight}% {self.contract_text}"


@dataclass(frozen=True, slots=True)
class WeightedScore:
    """One side's assigned score: outcomes whose weights sum to 100 %.

    >>> score = WeightedScore.parse("60% 4S= N + 40% 4s-1 n")
    >>> str(score), score.entry(Vulnerability.NONE)
    ('60% 4S= N + 40% 4S-1 N', ((Fraction(3, 5), 420), (Fraction(2, 5), -50)))
    """

    outcomes: tuple[Outcome, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.outcomes) <= MOST_OUTCOMES:
            raise InvalidDealError(
                "an assigned score mixes 1 to {most} outcomes, not {count}",
                code="assigned.outcome-count",
                most=MOST_OUTCOMES,
                count=len(self.outcomes),
            )
        total = sum(outcome.weight for outcome in self.outcomes)
        if total != 100:
            raise InvalidDealError(
                "the weights of an assigned score sum to {total} %, not 100 %",
                code="assigned.weights",
                total=total,
            )
        if len({(o.result, o.declarer) for o in self.outcomes}) != len(self.outcomes):
            raise InvalidDealError(
                "an assigned score names each outcome once",
                code="assigned.outcome-twice",
            )

    def entry(self, vulnerability: Vulnerability) -> tuple[tuple[Fraction, int], ...]:
        """Each outcome as (weight, N-S score)."""
        return tuple((Fraction(o.weight, 100), o.ns_score(vulnerability)) for o in self.outcomes)

    @classmethod
    def parse(cls, text: str) -> WeightedScore:
        """Read ``60% 4S= N + 40% 4S-1 N`` or one outcome ``4S-1 N`` (100 %)."""
        parts = [part.strip() for part in text.split("+") if part.strip()]
        if len(parts) == 1 and "%" not in parts[0]:
            return cls((_outcome(100, parts[0], text),))
        outcomes = []
        for part in parts:
            match = re.fullmatch(r"([0-9]{1,3})\s*%\s*(.+)", part)
            if match is None:
                raise _not_assigned(text)
            outcomes.append(_outcome(int(match.group(1)), match.group(2), text))
        return cls(tuple(outcomes))

    def __str__(self) -> str:
        if len(self.outcomes) == 1:
            return self.outcomes[0].contract_text
        return " + ".join(str(outcome) for outcome in self.outcomes)


def _outcome(weight: int, text: str, whole: str) -> Outcome:
    words = text.split()
    try:
        result = ContractResult.parse(words[0])
        declarer = None if result.passed_out else Seat.parse(words[1])
    except (IndexError, NotationError):
        raise _not_assigned(whole) from None
    if len(words) != (1 if declarer is None else 2):
        raise _not_assigned(whole)
    return Outcome(weight, result, declarer)


def _not_assigned(text: str) -> NotationError:
    return NotationError(
        "{text!r} is not an assigned score: {_HOW}",
        code="assigned.syntax",
        text=text,
        _HOW=_HOW,
    )


@dataclass(frozen=True, slots=True)
class AssignedScore:
    """The score the director assigned on a board: each side's weighted score.

    >>> split = AssignedScore.parse("4S-1 N | 4S= N")
    >>> str(split), split.split
    ('4S-1 N | 4S= N', True)
    >>> split.board_entry(Vulnerability.NONE).ew
    ((Fraction(1, 1), 420),)
    """

    ns: WeightedScore
    ew: WeightedScore

    @classmethod
    def balanced(cls, score: WeightedScore) -> AssignedScore:
        """The same weighted score for both sides."""
        return cls(score, score)

    @property
    def split(self) -> bool:
        """True when each side has its own score (they need not balance)."""
        return self.ns != self.ew

    def board_entry(self, vulnerability: Vulnerability) -> WeightedEntry:
        """The traveller's line: each side's outcomes as (weight, N-S score)."""
        return WeightedEntry(self.ns.entry(vulnerability), self.ew.entry(vulnerability))

    @classmethod
    def parse(cls, text: str) -> AssignedScore:
        """Read a weighted score, or ``<N-S> | <E-W>`` for a split one."""
        ns, bar, ew = text.partition("|")
        if not bar:
            return cls.balanced(WeightedScore.parse(text))
        return cls(WeightedScore.parse(ns), WeightedScore.parse(ew))

    def __str__(self) -> str:
        return str(self.ns) if not self.split else f"{self.ns} | {self.ew}"


__all__ = ["MOST_OUTCOMES", "AssignedScore", "Outcome", "WeightedScore"]

"""Per-player statistics of a tarot session: deals taken, success per contract, best and worst."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne, Entry


@dataclass(frozen=True, slots=True)
class ContractRecord:
    """How often a player took one contract (*contrat*) and how often he made it."""

    contrat: Contrat
    taken: int
    won: int

    @property
    def success_rate(self) -> float | None:
        """Share of the deals taken that were made, ``None`` when never taken."""
        return self.won / self.taken if self.taken else None


@dataclass(frozen=True, slots=True)
class DealMark:
    """A player's score on one deal (deals numbered from 1)."""

    number: int
    score: int


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's figures over a session.

    ``called`` counts the deals he was called as partner (5 players), ``best``
    and ``worst`` his highest and lowest score on a played deal.
    """

    seat: int
    name: str
    total: int
    played: int
    taken: int
    won: int
    called: int
    by_contract: tuple[ContractRecord, ...]
    best: DealMark | None
    worst: DealMark | None

    @property
    def success_rate(self) -> float | None:
        """Share of the deals he took that were made, ``None`` when he took none."""
        return self.won / self.taken if self.taken else None


def statistics(
    names: Sequence[str],
    entries: Sequence[Entry],
    outcomes: Sequence[tuple[tuple[int, ...], bool] | None],
) -> tuple[PlayerStats, ...]:
    """Each player's statistics, seat order.

    ``outcomes`` gives, per entry, each seat's score and whether the taker won
    (``None`` for a passed deal).

    >>> d = Donne.parse("garde taker=1 points=43 bouts=2", players=3)
    >>> s = statistics(["A", "B", "C"], [d], [((108, -54, -54), True)])
    >>> s[0].taken, s[0].success_rate, s[0].best, s[1].worst
    (1, 1.0, DealMark(number=1, score=108), DealMark(number=1, score=-54))
    """
    played = [
        (number, entry, outcome)
        for number, (entry, outcome) in enumerate(zip(entries, outcomes, strict=True), start=1)
        if isinstance(entry, Donne) and outcome is not None
    ]
    result = []
    for seat, name in enumerate(names, start=1):
        marks = [DealMark(number, outcome[0][seat - 1]) for number, _, outcome in played]
        records = []
        for contrat in Contrat:
            taken = [won for _, d, (_, won) in played if d.taker == seat and d.contrat is contrat]
            records.append(ContractRecord(contrat, len(taken), sum(taken)))
        called = sum(1 for _, d, _ in played if d.partner == seat and d.taker != seat)
        result.append(
            PlayerStats(
                seat=seat,
                name=name,
                total=sum(mark.score for mark in marks),
                played=len(marks),
                taken=sum(r.taken for r in records),
                won=sum(r.won for r in records),
                called=called,
                by_contract=tuple(records),
                best=max(marks, key=lambda m: m.score, default=None),
                worst=min(marks, key=lambda m: m.score, default=None),
            )
        )
    return tuple(result)

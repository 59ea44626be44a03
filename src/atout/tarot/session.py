"""The session ledger (*la feuille de marque*): players, dealer rotation, deals, totals.

A :class:`Session` is a value: adding, editing or undoing a deal returns a new
session with every score and total recomputed, and leaves the old one as it
was. A deal that cannot have happened is refused with
:class:`~atout.errors.InvalidDealError` and changes nothing. After every change
the ledger checks that each deal's scores, and so the totals, sum to zero.

Seats are numbered 1 to N in the order of the deal: the deal passes from seat
1 to seat 2 and so on (at the table, to the dealer's right). Deals are
numbered from 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from atout.errors import InvalidDealError, Message, ZeroSumError
from atout.tarot.contract import PLAYER_COUNTS
from atout.tarot.deal import Donne, Entry
from atout.tarot.rules import TarotRules
from atout.tarot.score import TarotScore, score
from atout.tarot.stats import PlayerStats, statistics


@dataclass(frozen=True, slots=True)
class DealLine:
    """One line of the score sheet: the deal, its dealer, each seat's score and the totals."""

    number: int
    dealer: int
    entry: Entry
    score: TarotScore | None
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Session:
    """A tarot session: the players in seat order, the rules, the first dealer, the deals.

    >>> s = Session(("Ana", "Bo", "Cy", "Di"))
    >>> s = s.add(Donne.parse("garde taker=1 points=43 bouts=2", 4))
    >>> s = s.add(Donne.parse("prise taker=2 points=28 bouts=1 petit-au-bout=defence", 4))
    >>> s.totals
    (220, -228, 4, 4)
    >>> s.undo().totals, s.dealer(2), s.next_dealer
    ((162, -54, -54, -54), 2, 3)
    """

    players: tuple[str, ...]
    rules: TarotRules = field(default_factory=TarotRules.classic)
    first_dealer: int = 1
    entries: tuple[Entry, ...] = ()
    lines: tuple[DealLine, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._check_table()
        lines = []
        totals = (0,) * len(self.players)
        for number, entry in enumerate(self.entries, start=1):
            result = self.score_deal(number, entry)
            scores = result.scores if result is not None else (0,) * len(self.players)
            if sum(scores) != 0:
                raise ZeroSumError(f"deal {number}: scores {scores} do not sum to zero")
            totals = tuple(t + s for t, s in zip(totals, scores, strict=True))
            lines.append(DealLine(number, self.dealer(number), entry, result, scores, totals))
        if sum(totals) != 0:
            raise ZeroSumError(f"totals {totals} do not sum to zero")
        object.__setattr__(self, "lines", tuple(lines))

    def _check_table(self) -> None:
        count = len(self.players)
        if count not in PLAYER_COUNTS:
            raise InvalidDealError(
                "players: {count} names given: use 3, 4 or 5 players",
                code="tarot-session.player-count",
                count=count,
            )
        if any(not name.strip() for name in self.players):
            raise InvalidDealError(
                "players: {players!r} has an empty name: name everyone",
                code="tarot-session.empty-name",
                players=self.players,
            )
        if len(set(self.players)) != count:
            raise InvalidDealError(
                "players: {players!r} repeats a name: names must differ",
                code="tarot-session.repeated-name",
                players=self.players,
            )
        if not 1 <= self.first_dealer <= count:
            raise InvalidDealError(
                "dealer: seat {first_dealer!r} is not valid: use a seat from 1 to {count}",
                code="tarot-session.dealer",
                first_dealer=self.first_dealer,
                count=count,
            )

    def score_deal(self, number: int, entry: Entry) -> TarotScore | None:
        """The score of ``entry`` as deal ``number`` of this session (``None``: a pass); a
        deal that cannot have happened raises :class:`~atout.errors.InvalidDealError`."""
        if not isinstance(entry, Donne):
            return None
        if entry.players != len(self.players):
            raise InvalidDealError(
                (
                    "deal {number}: players: the deal is for {players} players, "
                    "the session has {count}"
                ),
                code="tarot-session.players-mismatch",
                number=number,
                players=entry.players,
                count=len(self.players),
            )
        try:
            return score(entry, self.rules)
        except InvalidDealError as error:
            raise InvalidDealError(
                "deal {number}: {error}", code="tarot-session.donne", number=number, error=error
            ) from None

    @property
    def seats(self) -> int:
        """The number of players."""
        return len(self.players)

    def dealer(self, number: int) -> int:
        """The seat that deals deal ``number`` (from 1); a passed deal moves the deal on too."""
        return (self.first_dealer - 1 + number - 1) % self.seats + 1

    @property
    def next_dealer(self) -> int:
        """The seat that deals the next deal."""
        return self.dealer(len(self.entries) + 1)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total, seat order (zeros before the first deal)."""
        return self.lines[-1].totals if self.lines else (0,) * self.seats

    def add(self, entry: Entry) -> Session:
        """This session with ``entry`` as the next deal."""
        return replace(self, entries=(*self.entries, entry))

    def edit(self, number: int, entry: Entry) -> Session:
        """This session with deal ``number`` replaced by ``entry``."""
        index = self._index(number)
        return replace(self, entries=(*self.entries[:index], entry, *self.entries[index + 1 :]))

    def remove(self, number: int) -> Session:
        """This session without deal ``number`` (the later deals move up one)."""
        index = self._index(number)
        return replace(self, entries=(*self.entries[:index], *self.entries[index + 1 :]))

    def undo(self) -> Session:
        """This session without its last deal."""
        return self.remove(len(self.entries))

    def _index(self, number: int) -> int:
        if not 1 <= number <= len(self.entries):
            valid = (
                Message("{low} to {high}", low=1, high=len(self.entries))
                if self.entries
                else Message("none: the sheet is empty")
            )
            raise InvalidDealError(
                "deal: number {number!r} is not valid: use {valid}",
                code="tarot-session.donne-number",
                number=number,
                valid=valid,
            )
        return number - 1

    def statistics(self) -> tuple[PlayerStats, ...]:
        """Each player's statistics, seat order."""
        outcomes = [
            None if line.score is None else (line.scores, line.score.won) for line in self.lines
        ]
        return statistics(self.players, self.entries, outcomes)

    @classmethod
    def replay(
        cls,
        players: Sequence[str],
        entries: Iterable[Entry],
        rules: TarotRules | None = None,
        first_dealer: int = 1,
    ) -> Session:
        """A session built from its players and all its deals at once."""
        rules = TarotRules.classic() if rules is None else rules
        return cls(tuple(players), rules, first_dealer, tuple(entries))

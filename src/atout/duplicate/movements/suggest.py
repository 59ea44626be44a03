"""Movements that fit a number of pairs, with rounds and boards per round for a session.

A session plays about 26 boards (the seed: 22 to 33). A Mitchell plays as
many rounds as it can within 4 boards of that target (more opponents); a
Howell plays all its rounds, with the boards per round nearest the target. An odd
number of pairs adds a phantom: in a Mitchell the N-S pair of the last
table (the E-W pairs sit out there in turn), in a Howell pair ``2T``.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.seats import Side
from atout.duplicate.movements.barometer import barometer, barometer_kind, barometer_rounds
from atout.duplicate.movements.howell import MAX_HOWELL_TABLES, MIN_HOWELL_TABLES, howell
from atout.duplicate.movements.mitchell import MAX_MITCHELL_TABLES, MIN_MITCHELL_TABLES, mitchell
from atout.duplicate.movements.model import (
    EvenTables,
    Movement,
    MovementKind,
    Pair,
)
from atout.errors import InvalidMovementError, Message

#: Boards a session usually plays (seed 002: 22 to 33 boards).
SESSION_BOARDS = 26

#: How far from the target a session may go to play more rounds.
SESSION_SLACK = 4

#: The largest Howell :func:`suggest` offers (the seed: Howell from 3 to 8 tables).
SUGGESTED_HOWELL_TABLES = 10

#: Boards per round :func:`suggest` considers.
MAX_BOARDS_PER_ROUND = 10


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A movement for a number of pairs, ready to :meth:`build`."""

    kind: MovementKind
    tables: int
    rounds: int
    boards_per_round: int
    even: EvenTables | None = None
    phantom: Pair | None = None
    #: The rounds in which a Mitchell's pairs swap directions (then one ranking).
    arrow_switch: tuple[int, ...] = ()
    #: Played as a barometer: every table on the round's boards (:func:`barometer_chosen`).
    barometer: bool = False

    @property
    def boards_played(self) -> int:
        """Boards each pair plays (fewer for a pair that sits out)."""
        return self.rounds * self.boards_per_round

    def build(self) -> Movement:
        """The movement itself."""
        if self.barometer:
            return barometer(
                self.tables,
                boards_per_round=self.boards_per_round,
                rounds=self.rounds,
                kind=self.kind,
                phantom=self.phantom,
            )
        if self.kind is MovementKind.HOWELL:
            return howell(self.tables, boards_per_round=self.boards_per_round, phantom=self.phantom)
        return mitchell(
            self.tables,
            rounds=self.rounds,
            boards_per_round=self.boards_per_round,
            even=self.even or EvenTables.RELAY,
            arrow_switch=self.arrow_switch,
            phantom=self.phantom,
        )

    @property
    def message(self) -> Message:
        """The suggestion as a message, each of its words translated.

        >>> print(Suggestion(MovementKind.HOWELL, 5, 9, 3, phantom=Pair(10)).message)
        Howell, 5 tables, one pair sits out each round: 9 rounds of 3 boards (27 boards)
        >>> print(Suggestion(MovementKind.MITCHELL, 4, 4, 1, EvenTables.SKIP).message)
        Mitchell (skip), 4 tables: 4 rounds of 1 board (4 boards)
        """
        name = Message("Howell") if self.kind is MovementKind.HOWELL else Message("Mitchell")
        if self.barometer:
            name = Message("Barometer ({kind})", kind=name)
        if self.even is EvenTables.RELAY:
            name = Message.joined([name, Message(" with a relay and bye stand")], "")
        elif self.even is EvenTables.SKIP:
            name = Message.joined([name, Message(" (skip)")], "")
        if self.arrow_switch:
            name = Message.joined([name, Message(", arrow switch in the last rounds")], "")
        half = Message("") if self.phantom is None else Message("one pair sits out each round")
        if self.boards_per_round == 1:
            played = Message(
                "{rounds} rounds of 1 board ({boards} boards)",
                rounds=self.rounds,
                boards=self.boards_played,
            )
        else:
            played = Message(
                "{rounds} rounds of {size} boards ({boards} boards)",
                rounds=self.rounds,
                size=self.boards_per_round,
                boards=self.boards_played,
            )
        return Message(
            "{name}, {tables} tables{half}: {played}",
            name=name,
            tables=self.tables,
            half=Message.joined([", ", half], "") if half else half,
            played=played,
        )

    def __str__(self) -> str:
        return str(self.message)


def session(most_rounds: int, target: int = SESSION_BOARDS) -> tuple[int, int]:
    """``(rounds, boards per round)`` for a session of about ``target`` boards.

    The most rounds (up to ``most_rounds``) that play within
    :data:`SESSION_SLACK` boards of the target, then the boards per round
    nearest the target (the fewer on a tie); failing that, the nearest.

    >>> session(9)
    (9, 3)
    >>> session(7)
    (7, 4)
    >>> session(20)
    (15, 2)
    """
    choices = [
        (rounds, per_round)
        for rounds in range(1, most_rounds + 1)
        for per_round in range(1, MAX_BOARDS_PER_ROUND + 1)
    ]
    near = [c for c in choices if abs(c[0] * c[1] - target) <= SESSION_SLACK]
    if near:
        return min(near, key=lambda c: (-c[0], abs(c[0] * c[1] - target), c[1]))
    return min(choices, key=lambda c: (abs(c[0] * c[1] - target), -c[0], c[1]))


def suggest(pairs: int, *, target: int = SESSION_BOARDS) -> tuple[Suggestion, ...]:
    """The movements for ``pairs`` pairs, the usual choice first.

    Up to 8 tables a Howell comes first (every pair meets every other),
    beyond a Mitchell.

    >>> [str(s) for s in suggest(14)]
    ['Howell, 7 tables: 13 rounds of 2 boards (26 boards)', 'Mitchell, 7 tables: 7 rounds of 4 boards (28 boards)']
    """  # noqa: E501
    if not isinstance(pairs, int) or pairs < 3:
        raise InvalidMovementError(
            "{pairs!r} pairs: a pairs event needs 3 pairs or more",
            code="movement.too-few-pairs",
            pairs=pairs,
        )
    if pairs > 2 * MAX_MITCHELL_TABLES:
        raise InvalidMovementError(
            (
                "{pairs!r} pairs: a movement here seats at most {value} "
                "pairs ({MAX_MITCHELL_TABLES} tables)"
            ),
            code="movement.too-many-pairs",
            pairs=pairs,
            value=2 * MAX_MITCHELL_TABLES,
            MAX_MITCHELL_TABLES=MAX_MITCHELL_TABLES,
        )
    tables = (pairs + 1) // 2
    odd = pairs % 2 == 1
    found: list[Suggestion] = []
    if tables <= min(SUGGESTED_HOWELL_TABLES, MAX_HOWELL_TABLES):
        full = 2 * tables - 1
        per_round = min(
            range(1, MAX_BOARDS_PER_ROUND + 1),
            key=lambda b: (abs(full * b - target), b),
        )
        phantom = Pair(2 * tables) if odd else None
        found.append(Suggestion(MovementKind.HOWELL, tables, full, per_round, phantom=phantom))
    if tables >= MIN_MITCHELL_TABLES:
        phantom = Pair(tables, Side.NS) if odd else None
        options = [None] if tables % 2 else [EvenTables.RELAY, EvenTables.SKIP]
        for even in options:
            most = tables - 1 if even is EvenTables.SKIP else tables
            rounds, per_round = session(most, target)
            found.append(
                Suggestion(MovementKind.MITCHELL, tables, rounds, per_round, even, phantom)
            )
    if tables > 8:
        found.sort(key=lambda s: s.kind is MovementKind.HOWELL)
    return tuple(found)


def chosen(
    pairs: int, kind: MovementKind, even: EvenTables | None = None, arrow_switch: bool = False
) -> Suggestion:
    """The movement the director chose for ``pairs`` pairs (not one of the suggestions):
    a whole Howell, or a Mitchell (``even``: how an even number of tables plays;
    ``arrow_switch``: the pairs swap directions in the last quarter of the rounds, so
    that every pair is ranked together), boards per round for about
    :data:`SESSION_BOARDS` boards. :class:`InvalidMovementError` when it cannot seat them.

    >>> print(chosen(12, MovementKind.MITCHELL, EvenTables.SKIP, arrow_switch=True).message)
    Mitchell (skip), arrow switch in the last rounds, 6 tables: 5 rounds of 5 boards (25 boards)
    >>> chosen(12, MovementKind.MITCHELL, EvenTables.SKIP, arrow_switch=True).arrow_switch
    (4, 5)
    """
    suggest(pairs)  # the number of pairs checked
    tables = (pairs + 1) // 2
    if kind is MovementKind.HOWELL:
        if not MIN_HOWELL_TABLES <= tables <= MAX_HOWELL_TABLES:
            raise InvalidMovementError(
                "{pairs!r} pairs: a Howell seats {low} to {high} pairs",
                code="movement.chosen-howell",
                pairs=pairs,
                low=2 * MIN_HOWELL_TABLES - 1,
                high=2 * MAX_HOWELL_TABLES,
            )
        full = 2 * tables - 1
        per_round = max(1, min(MAX_BOARDS_PER_ROUND, round(SESSION_BOARDS / full)))
        phantom = Pair(2 * tables) if pairs % 2 else None
        return Suggestion(kind, tables, full, per_round, phantom=phantom)
    if tables < MIN_MITCHELL_TABLES:
        raise InvalidMovementError(
            "{pairs!r} pairs: a Mitchell needs {low} pairs or more",
            code="movement.chosen-mitchell",
            pairs=pairs,
            low=2 * MIN_MITCHELL_TABLES - 1,
        )
    even = None if tables % 2 else (even or EvenTables.RELAY)
    most = tables - 1 if even is EvenTables.SKIP else tables
    rounds, per_round = session(most)
    switched = tuple(range(rounds - (rounds + 3) // 4 + 1, rounds + 1)) if arrow_switch else ()
    phantom = Pair(tables, Side.NS) if pairs % 2 else None
    return Suggestion(kind, tables, rounds, per_round, even, phantom, switched)


def barometer_chosen(
    pairs: int, *, rounds: int | None = None, target: int = SESSION_BOARDS
) -> Suggestion:
    """A barometer for ``pairs`` pairs (:func:`~atout.duplicate.movements.barometer.barometer`):
    Howell-style up to :data:`MAX_HOWELL_TABLES` tables, else Mitchell-style; ``rounds``
    rounds (``None``: as many as :func:`session` gives for about ``target`` boards, with its
    boards per round). An odd number of pairs adds a phantom, as :func:`suggest` does.

    >>> print(barometer_chosen(10).message)
    Barometer (Howell), 5 tables: 9 rounds of 3 boards (27 boards)
    >>> print(barometer_chosen(10, rounds=4).message)
    Barometer (Howell), 5 tables: 4 rounds of 6 boards (24 boards)
    >>> barometer_chosen(9).build().kind.value, barometer_chosen(9).phantom
    ('howell', Pair(number=10, line=None))
    """
    suggest(pairs)  # the number of pairs checked
    tables = (pairs + 1) // 2
    kind = barometer_kind(tables)
    howell_style = kind is MovementKind.HOWELL
    most = barometer_rounds(tables, kind)
    asked = None if rounds is None else barometer_rounds(tables, kind, rounds)
    played, per_round = session(most, target)
    if asked is not None:
        played = asked
        per_round = max(1, min(MAX_BOARDS_PER_ROUND, round(target / asked)))
    phantom = None
    if pairs % 2:
        phantom = Pair(2 * tables) if howell_style else Pair(tables, Side.NS)
    return Suggestion(kind, tables, played, per_round, phantom=phantom, barometer=True)

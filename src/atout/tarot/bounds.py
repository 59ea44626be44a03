"""What the taker's camp can end a deal with: its possible points and bouts (RULES §7).

Every bound comes from the deck, the chien, the contract and the tricks; the
figures at 4 players are in docs/tarot-session.md ("Impossible deals").

**The deck.** 78 cards, 91 points: the 3 bouts (the petit T1, the 21, the
excuse) and the 4 kings count 4.5, the 4 queens 3.5, the 4 knights 2.5, the
4 jacks 1.5 and the 59 other cards 0.5. Counted in half points every card is
odd (1, 3, 5, 7 or 9), so a pile of ``n`` cards counts an odd or even number
of halves as ``n`` is; and since the values are consecutive odd numbers, a
pile of ``n`` cards reaches every value of that parity between its least
(the lowest cards) and its most (the highest cards): upgrading one card to
the next value adds one point, and one such upgrade is always possible until
the pile holds the highest cards.

**The tricks.** The chien holds 6 cards at 3 and 4 players and 3 at 5
(:data:`~atout.tarot.contract.CHIEN_SIZE`); the rest is played in
``T = (78 − chien) / players`` tricks: 24 at 3 players, 18 at 4, 15 at 5
(:data:`TRICKS`). The taker's camp takes ``t`` of them; its pile is those
``players × t`` cards, plus the chien's cards when they are its own: the
écart in a prise or a garde, the chien in a garde sans. In a garde contre the
chien is the defence's: even with every trick the taker's camp has 91 minus
the chien, at most 88 (the chien's 6 cards count at least 3). The écart holds
no king and no bout (FFT), so in a prise or a garde the kings and bouts of the
taker's pile come from its tricks: at most ``players × t`` of them.

**The excuse.** It goes back to the camp that played it, which gives a low
card (0.5) from its tricks in exchange; a camp with no low card to give (in
particular one that took no trick) keeps the excuse for 4 points and the
other camp is owed the half point (seed 001, RULES §7). Whichever way, a camp
that held the excuse counts 4 plus ``players × t`` (and the chien's) other
cards (the low card it gave is one of them: 4.5 − 0.5 + 0.5), and the other
camp the sum of its cards. With every trick the taker's camp leads the excuse
to the last trick and keeps all 4.5 of it, or, when the defence held it,
counts one card fewer and 0.5 for the excuse.

**The tricks the entry says.** No chelem: 1 to ``T − 1`` tricks (every trick
is ``chelem=unannounced-made``, no trick ``chelem=defence``); a grand chelem
made: ``T``; failed: 0 to ``T − 1``; the defence's: 0. A petit chelem made:
``T − 1``; failed: at most ``T − 2``. Petit au bout to the attack: the taker's
camp took the last trick and holds the petit (at least 1 trick and 1 bout);
to the defence: the defence did (the taker's camp lacks a trick and the petit).

The possible points for each number of bouts are the union, over the tricks
allowed and the place of the excuse, of those intervals: :func:`reach`.

>>> r = reach(4, Contrat.GARDE, tricks(4, None, None, None))
>>> r.describe(3), r.describe(0)
('17 to 89', '5 to 77')
>>> reach(4, Contrat.GARDE_CONTRE, tricks(4, Chelem.ANNOUNCED_MADE, None, None)).describe(3)
'66 to 88'
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from atout.errors import Message
from atout.tarot.cards import DECK, TOTAL_BOUTS, TarotCard
from atout.tarot.contract import (
    CHIEN_SIZE,
    PLAYER_COUNTS,
    Camp,
    Chelem,
    Contrat,
    PetitChelem,
    chien_owner_is_taker,
)

#: Tricks in a deal for 3, 4 and 5 players: the cards outside the chien, one per player.
TRICKS: dict[int, int] = {n: (len(DECK) - CHIEN_SIZE[n]) // n for n in PLAYER_COUNTS}


def _halves(card: TarotCard) -> int:
    return int(card.points * 2)


def ecart_allows(card: TarotCard) -> bool:
    """Whether the taker may put ``card`` in his écart: neither a king nor a bout (FFT).

    >>> ecart_allows(TarotCard.parse("SQ")), ecart_allows(TarotCard.parse("SK"))
    (True, False)
    """
    return not card.is_bout and not card.is_king


def _classes() -> tuple[tuple[int, int, bool], ...]:
    others = [card for card in DECK if not card.is_bout]
    kinds = sorted({(_halves(card), ecart_allows(card)) for card in others})
    return tuple(
        (halves, sum(1 for c in others if (_halves(c), ecart_allows(c)) == (halves, free)), free)
        for halves, free in kinds
    )


#: The cards besides the bouts as (halves, how many, whether the écart may hold them),
#: lowest first: 59 low cards, 4 jacks, 4 knights, 4 queens, 4 kings.
_CLASSES = _classes()
#: The bouts a pile can hold besides the excuse: the petit and the 21, 9 halves each.
_TRUMP_BOUTS = sum(1 for card in DECK if card.is_bout and not card.is_excuse)
_BOUT_HALVES = max(_halves(card) for card in DECK if card.is_bout)
#: The excuse kept without the low card given for it counts 4.5 − 0.5 (seed 001).
_KEPT_EXCUSE, _EXCUSE, _LOW = _BOUT_HALVES - 1, _BOUT_HALVES, _CLASSES[0][0]


def tricks(
    players: int,
    chelem: Chelem | None,
    petit_chelem: PetitChelem | None,
    petit_au_bout: Camp | None,
) -> range:
    """The numbers of tricks the taker's camp may have taken, as the entry says.

    >>> tricks(4, None, None, None), tricks(4, Chelem.DEFENCE, None, None)
    (range(1, 18), range(0, 1))
    >>> tricks(4, None, PetitChelem.ANNOUNCED_MADE, None)
    range(17, 18)
    """
    every = TRICKS[players]
    low, high = {
        None: (1, every - 1),
        Chelem.ANNOUNCED_MADE: (every, every),
        Chelem.UNANNOUNCED_MADE: (every, every),
        Chelem.ANNOUNCED_FAILED: (0, every - 1),
        Chelem.DEFENCE: (0, 0),
    }[chelem]
    if petit_chelem is PetitChelem.ANNOUNCED_MADE:
        low = max(low, every - 1)
    elif petit_chelem is PetitChelem.ANNOUNCED_FAILED:
        high = min(high, every - 2)
    if petit_au_bout is Camp.ATTAQUE:
        low = max(low, 1)
    elif petit_au_bout is Camp.DEFENSE:
        high = min(high, every - 1)
    return range(low, high + 1)


@dataclass(frozen=True, slots=True)
class Pile:
    """One way the taker's camp's pile can be made: ``size`` cards besides the excuse,
    at most ``cap`` of them kings or bouts, counted with ``extra`` halves for the excuse.

    ``extra`` is 0 when the defence kept the excuse, 8 (4 points) when the taker's camp
    kept it after the exchange, 9 when it led it to the last trick of a chelem, 1 when
    the defence, taking no trick, still owes the low card for it.
    """

    tricks: int
    size: int
    cap: int
    extra: int

    @property
    def excuse(self) -> int:
        """1 when the pile holds the excuse, else 0."""
        return 1 if self.extra >= _KEPT_EXCUSE else 0


def piles(players: int, contrat: Contrat, taken: int) -> tuple[Pile, ...]:
    """The ways the taker's camp's pile can be made when it took ``taken`` tricks.

    >>> piles(4, Contrat.GARDE_CONTRE, 0)
    (Pile(tricks=0, size=0, cap=0, extra=8), Pile(tricks=0, size=0, cap=0, extra=0))
    """
    owns = chien_owner_is_taker(contrat)
    from_tricks = players * taken
    size = from_tricks + (CHIEN_SIZE[players] if owns else 0)
    cap = from_tricks if contrat in (Contrat.PRISE, Contrat.GARDE) else size
    if taken < TRICKS[players]:
        return (Pile(taken, size, cap, _KEPT_EXCUSE), Pile(taken, size, cap, 0))
    # Every trick: the excuse led to the last trick, or the defence's owed for.
    found = [Pile(taken, size - 1, cap - 1, _EXCUSE), Pile(taken, size - 1, cap - 1, _LOW)]
    if not owns:  # the excuse in the defence's chien
        found.append(Pile(taken, size, cap, 0))
    return tuple(found)


def span(size: int, trump_bouts: int, cap: int) -> tuple[int, int] | None:
    """The least and the most halves of ``size`` cards besides the excuse, ``trump_bouts``
    of them the petit and the 21, at most ``cap`` of them kings or bouts (``None``: none).

    >>> span(6, 0, 0)  # an écart: 6 low cards, or 4 queens and 2 knights
    (6, 38)
    >>> span(4, 2, 4)  # a trick with the petit and the 21
    (20, 36)
    """
    if not 0 <= trump_bouts <= min(size, cap, _TRUMP_BOUTS):
        return None
    rest = size - trump_bouts
    pool = [
        (halves, count if free else max(0, min(count, cap - trump_bouts)))
        for halves, count, free in _CLASSES
    ]
    if rest > sum(count for _, count in pool):
        return None
    bouts = _BOUT_HALVES * trump_bouts
    return bouts + _take(pool, rest), bouts + _take(pool[::-1], rest)


def _take(pool: list[tuple[int, int]], wanted: int) -> int:
    total = 0
    for halves, count in pool:
        taken = min(count, wanted)
        total, wanted = total + halves * taken, wanted - taken
    return total


@dataclass(frozen=True, slots=True)
class Reach:
    """The points the taker's camp can hold with 0, 1, 2 and 3 bouts, in halves."""

    players: int
    halves: tuple[frozenset[int], ...]

    def allows(self, points: float, bouts: int) -> bool:
        """Whether the camp can end with ``points`` and ``bouts``.

        >>> reach(4, Contrat.PRISE, range(1, 18)).allows(12, 3)
        False
        """
        return 0 <= bouts <= TOTAL_BOUTS and points * 2 in self.halves[bouts]

    def points(self, bouts: int) -> tuple[float, ...]:
        """The possible points with ``bouts``, lowest first."""
        return tuple(h / 2 for h in sorted(self.halves[bouts]))

    def describe(self, bouts: int) -> Message:
        """The possible points with ``bouts``, as ranges (``''`` when there are none): a
        message whose words (``to``, ``or``) and numbers are written in the reader's language.

        >>> reach(3, Contrat.PRISE, range(1, 24)).describe(3)
        '16.5, 17.5 to 88.5 or 89.5 (in steps of 0.5)'
        >>> reach(3, Contrat.GARDE_CONTRE, range(24, 25)).describe(3)
        '66, 67, …, 88'
        """
        return describe_halves(sorted(self.halves[bouts]), whole=self.players == 4)


@functools.lru_cache(maxsize=512)
def reach(players: int, contrat: Contrat, taken: range, petit_au_bout: Camp | None = None) -> Reach:
    """What the taker's camp can end with, having taken a number of tricks in ``taken``.

    With ``petit_au_bout`` the petit is in the pile of that camp (RULES §7).

    >>> reach(4, Contrat.PRISE, range(0, 1)).points(2)
    ()
    >>> reach(4, Contrat.GARDE_CONTRE, range(0, 1)).points(1)
    (4.0,)
    """
    found: list[set[int]] = [set() for _ in range(TOTAL_BOUTS + 1)]
    petit = range(0, _TRUMP_BOUTS + 1)
    if petit_au_bout is Camp.ATTAQUE:
        petit = range(1, _TRUMP_BOUTS + 1)
    elif petit_au_bout is Camp.DEFENSE:
        petit = range(0, _TRUMP_BOUTS)
    for t in taken:
        for pile in piles(players, contrat, t):
            for trump_bouts in petit:
                bounds = span(pile.size, trump_bouts, pile.cap)
                if bounds is not None:
                    low, high = bounds
                    found[trump_bouts + pile.excuse].update(
                        range(pile.extra + low, pile.extra + high + 1, 2)
                    )
    return Reach(players, tuple(frozenset(values) for values in found))


def _shown(halves: int) -> Message:
    """Half points as card points to write (``{points}``: ``40.5``, ``40,5`` in French)."""
    points = halves // 2 if halves % 2 == 0 else halves / 2
    return Message("{points}", points=points)


def describe_halves(values: list[int], whole: bool) -> Message:
    """Sorted half points as ranges: ``a to b`` in steps of 1 when ``whole``, else of 0.5,
    and ``a, a+1, …, b`` for a run in steps of 1 among halves.

    >>> describe_halves([2, 6, 8, 10], whole=True)
    '1 or 3 to 5'
    >>> describe_halves([1, 3, 5, 7, 8, 9, 10], whole=False)
    '0.5, 1.5, 2.5 or 3.5 to 5 (in steps of 0.5)'
    """
    step = 2 if whole else 1
    runs: list[list[int]] = []
    for value in values:
        if runs and value - runs[-1][-1] == step:
            runs[-1].append(value)
        else:
            runs.append([value])
    parts: list[Message] = []
    loose: list[int] = []  # single values in a row, one point apart
    for run in runs:
        if len(run) == 1:
            if loose and run[0] - loose[-1] != 2:
                parts += _loose(loose)
                loose = []
            loose.append(run[0])
            continue
        parts += _loose(loose)
        loose = []
        parts.append(Message("{low} to {high}", low=_shown(run[0]), high=_shown(run[-1])))
    parts += _loose(loose)
    listed = Message.joined(parts, ", ", " or ")
    if not whole and any(len(run) > 1 for run in runs):
        return Message("{points} (in steps of 0.5)", points=listed)
    return listed


def _loose(values: list[int]) -> list[Message]:
    if len(values) >= 4:
        first, second, last = (_shown(v) for v in (values[0], values[1], values[-1]))
        return [Message("{first}, {second}, …, {last}", first=first, second=second, last=last)]
    return [_shown(value) for value in values]

"""The Deal tag (PBN 2.1 §3.4.11, §3.10): the standard's check, and a tolerant reading.

:func:`deal_problem` says why a value is not a deal as the standard writes
it: ``<first>:<hand> <hand> <hand> <hand>``, one space apart, each hand
``S.H.D.C`` or ``-`` (not known), ranks in any order and either case; each
card once; every known hand 13 cards, or every one fewer (an end position);
at least one card.

:func:`read_partial_deal` reads what the producers mean, as a
:class:`~atout.bridge.deal.PartialDeal`: besides the standard it accepts
extra spaces (CSVtoPBN), a seat before every hand (``N:... E:...``), and
BridgeComposer's ``...`` (no card at all) for a hand it does not know, next to
13-card hands or for every hand.
"""

from __future__ import annotations

import re

from atout.bridge.deal import HAND_SIZE, PartialDeal
from atout.bridge.seats import Seat
from atout.errors import AtoutError, NotationError

_HOLDING = "([AKQJT2-9]*)"
_HAND = rf"(?=\S{{16}}(?: |\Z)){_HOLDING}\.{_HOLDING}\.{_HOLDING}\.{_HOLDING}"
#: Four hands of 13 cards written in capitals, each holding captured (S H D C).
_FULL_DEAL = re.compile(rf"[NESW]:{_HAND} {_HAND} {_HAND} {_HAND}")
_RANKS = "AKQJT98765432"
#: Each card a distinct character: the ranks of spades, hearts, diamonds and clubs.
_CARD_CHARS = [
    str.maketrans(_RANKS, "".join(chr(65 + 13 * suit + i) for i in range(13))) for suit in range(4)
]
#: A deal as the standard writes it (hands captured).
_STANDARD = re.compile(
    r"[NESWnesw]:(-|[AKQJTakqjt2-9.]*) (-|[AKQJTakqjt2-9.]*) (-|[AKQJTakqjt2-9.]*) "
    r"(-|[AKQJTakqjt2-9.]*)"
)
_EXAMPLE = "e.g. N:AKQJ.T98.765.432 - - -"


def full_deal(text: str) -> bool:
    """The fast test: four 13-card hands in capitals holding each card once.

    >>> full_deal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    True
    """
    match = _FULL_DEAL.fullmatch(text)
    if match is None:
        return False
    s1, h1, d1, c1, s2, h2, d2, c2, s3, h3, d3, c3, s4, h4, d4, c4 = match.groups()
    spades, hearts, diamonds, clubs = _CARD_CHARS
    cards = (
        (s1 + s2 + s3 + s4).translate(spades)
        + (h1 + h2 + h3 + h4).translate(hearts)
        + (d1 + d2 + d3 + d4).translate(diamonds)
        + (c1 + c2 + c3 + c4).translate(clubs)
    )
    return len(set(cards)) == 52


def deal_problem(text: str) -> str | None:
    """Why ``text`` is not a deal as PBN 2.1 writes it (``None`` when it is one).

    >>> deal_problem("N:AKQJT98765432.A.. - - -")[:60]
    "'N:AKQJT98765432.A.. - - -' is not a valid deal: the hands h"
    >>> deal_problem("W:- - - -")
    "'W:- - - -' is not a deal: it gives no card"
    """
    if full_deal(text):
        return None
    match = _STANDARD.fullmatch(text)
    if match is None or any(h != "-" and h.count(".") != 3 for h in match.groups()):
        return (
            f"{text!r} is not a deal: write the first seat, a colon and four hands "
            f"clockwise, one space apart, each S.H.D.C or - when not known, {_EXAMPLE}"
        )
    try:
        partial = PartialDeal.parse(text)
    except AtoutError as error:
        return str(error)
    if not any(partial.hands.values()):
        return f"{text!r} is not a deal: it gives no card"
    return None


def read_partial_deal(text: str) -> PartialDeal:
    """The hands ``text`` gives, read as the producers mean them.

    >>> str(read_partial_deal("W: AT6.A74.KQT2.K84  - -  -"))
    'N:- - - AT6.A74.KQT2.K84'
    >>> str(read_partial_deal("N:... ... 652.T964.2.AK732 ..."))
    'N:- - 652.T964.2.AK732 -'
    >>> len(read_partial_deal("N:K94.J98.KT73.962 E:J65.7654.982.T83 S:- W:-").hands)
    2
    """
    first, sep, rest = text.strip().partition(":")
    words = rest.split()
    if sep and len(words) == 4 and all(w[1:2] == ":" for w in words[1:]):
        words = [words[0]] + [w[2:] for w in words[1:]]
    if not sep or len(words) != 4:
        raise NotationError(
            f"{text!r} is not a deal: write the first seat, a colon and four hands, {_EXAMPLE}"
        )
    start = Seat.parse(first)
    sizes = [len(w) - 3 if w != "-" else None for w in words]
    if all(s == 0 for s in sizes if s is not None) or HAND_SIZE in sizes:
        words = ["-" if size == 0 else w for w, size in zip(words, sizes, strict=True)]
    return PartialDeal.parse(f"{start}:" + " ".join(words))

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

import functools
import re
from typing import Any

from atout.bridge.deal import HAND_SIZE, PartialDeal
from atout.bridge.seats import Seat
from atout.errors import AtoutError, Message, NotationError

_HOLDING = "([AKQJT2-9]*)"
_HAND = rf"(?=[AKQJT2-9.]{{16}}(?![AKQJT2-9.])){_HOLDING}\.{_HOLDING}\.{_HOLDING}\.{_HOLDING}"
#: Four hands of 13 cards written in capitals, each holding captured (S H D C).
FULL_DEAL_PATTERN = rf"[NESW]:{_HAND} {_HAND} {_HAND} {_HAND}"
_FULL_DEAL = re.compile(FULL_DEAL_PATTERN)
#: A deal as the standard writes it (hands captured).
_STANDARD = re.compile(
    r"[NESWnesw]:(-|[AKQJTakqjt2-9.]*) (-|[AKQJTakqjt2-9.]*) (-|[AKQJTakqjt2-9.]*) "
    r"(-|[AKQJTakqjt2-9.]*)"
)
_EXAMPLE = Message("e.g. N:AKQJ.T98.765.432 - - -")


def full_deal(text: str) -> bool:
    """The fast test: four 13-card hands in capitals holding each card once.

    >>> full_deal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    True
    """
    match = _FULL_DEAL.fullmatch(text)
    return match is not None and holdings_ok(match.groups(""))


#: A deal as a shape pattern accepts it: four hands of 16 characters (13 cards and 3
#: dots each, which :func:`deals_ok` then checks with the cards).
DEAL_SHAPE = r"[NESW]:[AKQJT2-9.]{16} [AKQJT2-9.]{16} [AKQJT2-9.]{16} [AKQJT2-9.]{16}"
#: Below this many deals :func:`deals_ok` checks them one by one.
BULK_DEALS = 512


def deals_ok(deals: list[str]) -> bool:
    """True when every one of ``deals`` is a full deal in capitals holding each card once
    (:func:`full_deal`), checked all at once with numpy for many deals.

    >>> deals_ok(["N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"])
    True
    >>> deals_ok(["N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.764"])
    False
    """
    if len(deals) < BULK_DEALS:
        return all(full_deal(deal) for deal in deals)
    import numpy as np  # the bulk check only: reading a small file never imports it

    if any(len(deal) != 69 for deal in deals):
        return all(full_deal(deal) for deal in deals)
    try:
        data = "".join(deals).encode("ascii")
    except UnicodeEncodeError:
        return False
    rows = np.frombuffer(data, dtype=np.uint8).reshape(len(deals), 69)
    seats = np.isin(rows[:, 0], np.frombuffer(b"NESW", np.uint8)).all()
    if not (seats and (rows[:, 1] == ord(":")).all() and (rows[:, [18, 35, 52]] == 32).all()):
        return False
    hands = rows[:, 2:].reshape(len(deals), 67)
    hands = np.stack([hands[:, 17 * i : 17 * i + 16] for i in range(4)], axis=1)
    dots = hands == ord(".")
    if not (dots.sum(axis=2) == 3).all():
        return False
    ranks = _rank_index()[hands]
    if (ranks[~dots] < 0).any():
        return False
    cards = (np.cumsum(dots, axis=2) * 13 + ranks)[~dots].reshape(len(deals), 52)
    cards.sort(axis=1)
    return bool((cards == np.arange(52)).all())


@functools.cache
def _rank_index() -> Any:
    """Each byte's rank index (A 0 ... 2 12), -1 for any other byte."""
    import numpy as np

    index = np.full(256, -1, dtype=np.int16)
    index[np.frombuffer(b"AKQJT98765432", np.uint8)] = np.arange(13)
    return index


def holdings_ok(holdings: tuple[str, ...]) -> bool:
    """True when 16 holdings (S H D C of each hand in turn, as :data:`FULL_DEAL_PATTERN`
    captures them) hold each card once."""
    s1, h1, d1, c1, s2, h2, d2, c2, s3, h3, d3, c3, s4, h4, d4, c4 = holdings
    spades, hearts, diamonds = s1 + s2 + s3 + s4, h1 + h2 + h3 + h4, d1 + d2 + d3 + d4
    return (
        len(spades) == len(hearts) == len(diamonds) == 13
        and len(set(spades)) == len(set(hearts)) == len(set(diamonds)) == 13
        and len(set(c1 + c2 + c3 + c4)) == 13  # 13 clubs: the hands hold 52 cards
    )


def deal_problem(text: str) -> Message | None:
    """Why ``text`` is not a deal as PBN 2.1 writes it (``None`` when it is one).

    >>> deal_problem("N:AKQJT98765432.A.. - - -")[:60]
    "'N:AKQJT98765432.A.. - - -' is not a valid deal: the hands h"
    >>> deal_problem("W:- - - -")
    "'W:- - - -' is not a deal: it gives no card"
    """
    if full_deal(text):
        return None
    match = _STANDARD.fullmatch(text)
    if match is not None and any(len(h) > 64 for h in match.groups()):
        long = next(h for h in match.groups() if len(h) > 64)
        return Message(
            "{start!r}... is not a valid deal: {hand!r}... holds more than 13 cards",
            code="pbn.deal",
            start=text[:40],
            hand=long[:20],
        )
    if match is None or any(h != "-" and h.count(".") != 3 for h in match.groups()):
        return Message(
            (
                "{text!r} is not a deal: write the first seat, a colon and four hands "
                "clockwise, one space apart, each S.H.D.C or - when not known, {example}"
            ),
            code="pbn.deal",
            text=text,
            example=_EXAMPLE,
        )
    try:
        partial = PartialDeal.parse(text)
    except AtoutError as error:
        return error.message
    if not any(partial.hands.values()):
        return Message("{text!r} is not a deal: it gives no card", code="pbn.deal", text=text)
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
            "{text!r} is not a deal: write the first seat, a colon and four hands, {_EXAMPLE}",
            code="pbn.deal",
            text=text,
            _EXAMPLE=_EXAMPLE,
        )
    start = Seat.parse(first)
    sizes = [len(w) - 3 if w != "-" else None for w in words]
    if all(s == 0 for s in sizes if s is not None) or HAND_SIZE in sizes:
        words = ["-" if size == 0 else w for w, size in zip(words, sizes, strict=True)]
    return PartialDeal.parse(f"{start}:" + " ".join(words))

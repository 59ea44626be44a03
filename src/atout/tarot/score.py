"""The score of one deal for 3, 4 and 5 players, item by item (RULES §7, seed 001).

Each item is an amount per defender seen from the attack (positive when it
goes to the taker's camp) spread over the seats: every defender pays it, the
taker gets it from each defender (at 5 players his partner gets one share and
the taker the others). The individual primes of preset ``classic`` are spread
around the player who showed them instead. Every item sums to zero over the
seats, so the deal does too.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator
from dataclasses import dataclass

from atout.errors import InvalidDealError, Message
from atout.tarot.check import problems
from atout.tarot.contract import (
    CHELEM_VALUE,
    CONTRACT_VALUE,
    MISERE_VALUE,
    MULTIPLIER,
    NEEDED,
    PETIT_AU_BOUT_VALUE,
    PETIT_CHELEM_VALUE,
    POIGNEE_VALUE,
    Camp,
    Chelem,
    Misere,
    Poignee,
)
from atout.tarot.deal import Donne, bouts_message, points_number
from atout.tarot.rules import Primes, TarotRules

#: Seed 001: "quelques fois arrondis à la dizaine": to the nearest ten, a 5 going up.
ROUNDING_STEP = 10


class ItemKind(enum.Enum):
    """What a line of a deal's breakdown is for."""

    CONTRAT = "contract"
    PETIT_AU_BOUT = "petit au bout"
    POIGNEE = "poignee"
    MISERE = "misere"
    CHELEM = "chelem"
    PETIT_CHELEM = "petit chelem"


@dataclass(frozen=True, slots=True)
class TarotItem:
    """One line of a breakdown: what, how it was computed, and each seat's share."""

    kind: ItemKind
    #: How it was computed, a message to write in the reader's language (its English
    #: text is ``str(detail)``; its ``code`` names the kind of computation).
    detail: Message
    scores: tuple[int, ...]

    def __str__(self) -> str:
        shares = " ".join(f"{s:+d}" for s in self.scores)
        return f"{self.kind.value}: {self.detail} [{shares}]"


@dataclass(frozen=True, slots=True)
class TarotScore:
    """The score of a deal, seat by seat, with its items.

    >>> s = score(Donne.parse("garde taker=1 points=43 bouts=2", players=4))
    >>> s.scores
    (162, -54, -54, -54)
    >>> print(s.items[0].detail)
    garde, 43 points with 2 bouts (needs 41): made by 2; (25 + 2) × 2 = 54
    """

    donne: Donne
    rules: TarotRules
    won: bool
    margin: int
    items: tuple[TarotItem, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's score, seat 1 first; they sum to zero."""
        return tuple(sum(column) for column in zip(*(i.scores for i in self.items), strict=True))


def margin(points: float, bouts: int, round_to_ten: bool = False) -> tuple[bool, int]:
    """Whether the taker's camp won, and by (or short of) how many points.

    A half point goes to the camp that wins (RULES §7): 40.5 with 2 bouts
    fails by 1, 41.5 makes it by 1. "Juste fait" (exactly the target) is won.

    >>> margin(40.5, 2), margin(41.5, 2), margin(41, 2), margin(56, 0, round_to_ten=True)
    ((False, 1), (True, 1), (True, 0), (True, 0))
    >>> margin(66, 0, round_to_ten=True), margin(20, 0, round_to_ten=True)
    ((True, 10), (False, 40))
    """
    difference = points - NEEDED[bouts]
    counted = math.ceil(abs(difference))
    if round_to_ten:
        counted = (counted + ROUNDING_STEP // 2) // ROUNDING_STEP * ROUNDING_STEP
    return difference >= 0, counted


def spread(donne: Donne, amount: int) -> tuple[int, ...]:
    """Each seat's share of ``amount`` per defender for the attack.

    >>> spread(Donne.parse("prise taker=2 partner=4 points=60 bouts=1", players=5), 10)
    (-10, 20, -10, 10, -10)
    >>> spread(Donne.parse("prise taker=2 partner=self points=60 bouts=1", players=5), 10)
    (-10, 40, -10, -10, -10)
    """
    seats = range(1, donne.players + 1)
    defenders = sum(1 for seat in seats if seat not in donne.attack)
    partner_share = 0 if donne.partner in (None, donne.taker) else amount
    taker_share = defenders * amount - partner_share
    return tuple(
        -amount if seat not in donne.attack else taker_share if seat == donne.taker else amount
        for seat in seats
    )


def individual(donne: Donne, seat: int, amount: int) -> tuple[int, ...]:
    """Each seat's share of a prime of ``amount`` the player in ``seat`` gets from each other.

    >>> individual(Donne.parse("garde taker=1 points=45 bouts=2", players=4), 2, -20)
    (20, -60, 20, 20)
    """
    others = donne.players - 1
    return tuple(others * amount if s == seat else -amount for s in range(1, donne.players + 1))


def score(donne: Donne, rules: TarotRules | None = None) -> TarotScore:
    """The score of ``donne`` under ``rules`` (preset ``classic`` by default).

    Raises :class:`~atout.errors.InvalidDealError` naming every impossible field.

    >>> fft = TarotRules.fft()
    >>> score(Donne.parse("garde taker=1 points=45 bouts=2 poignee=2:simple", 4), fft).scores
    (234, -78, -78, -78)
    >>> score(Donne.parse("garde taker=1 points=45 bouts=2 poignee=2:simple", 4)).scores
    (194, -118, -38, -38)
    """
    rules = TarotRules.classic() if rules is None else rules
    found = problems(donne, rules)
    if found:
        raise InvalidDealError(Message.joined(found))
    won, counted = margin(donne.points, donne.bouts, rules.round_to_ten)
    items = [
        _contract_item(donne, won, counted, rules),
        *_petit_au_bout_items(donne),
        *_prime_items(donne, won, rules),
        *_chelem_items(donne, rules),
    ]
    result = TarotScore(donne, rules, won, counted, tuple(items))
    if sum(result.scores) != 0:
        raise AssertionError(f"tarot scores {result.scores} of {donne!r} do not sum to zero")
    return result


def _how(won: bool, difference: float, counted: int, rules: TarotRules) -> Message:
    """By how much the contract is made or failed, as counted (RULES §7)."""
    if won:
        how = Message(
            "made by {difference}", code="score-line.made-by", difference=points_number(difference)
        )
    else:
        how = Message(
            "failed by {difference}",
            code="score-line.failed-by",
            difference=points_number(difference),
        )
    if difference != int(difference):
        how = Message(
            "{how}, counted {counted} (the half point goes to the winning camp)",
            code="score-line.half-point",
            how=how,
            counted=math.ceil(difference),
        )
    if rules.round_to_ten:
        how = Message(
            "{how}, rounded to the ten: {counted}",
            code="score-line.rounded",
            how=how,
            counted=counted,
        )
    return how


def _contract_item(donne: Donne, won: bool, counted: int, rules: TarotRules) -> TarotItem:
    needed = NEEDED[donne.bouts]
    multiplier = MULTIPLIER[donne.contrat]
    amount = (CONTRACT_VALUE + counted) * multiplier
    detail = Message(
        "{contract}, {points} points with {bouts} (needs {needed}): {how}; "
        "({base} + {counted}) × {multiplier} = {amount}",
        code="score-line.contract",
        contract=Message(str(donne.contrat)),
        points=points_number(donne.points),
        bouts=bouts_message(donne.bouts),
        needed=points_number(needed),
        how=_how(won, abs(donne.points - needed), counted, rules),
        base=CONTRACT_VALUE,
        counted=counted,
        multiplier=multiplier,
        amount=amount,
    )
    return TarotItem(ItemKind.CONTRAT, detail, spread(donne, amount if won else -amount))


def _petit_au_bout_items(donne: Donne) -> Iterator[TarotItem]:
    if donne.petit_au_bout is None:
        return
    multiplier = MULTIPLIER[donne.contrat]
    amount = PETIT_AU_BOUT_VALUE * multiplier
    attack = donne.petit_au_bout is Camp.ATTAQUE
    values = {"value": PETIT_AU_BOUT_VALUE, "multiplier": multiplier, "amount": amount}
    code = "score-line.petit-au-bout"
    if attack:
        detail = Message("to the attack: {value} × {multiplier} = {amount}", code=code, **values)
    else:
        detail = Message("to the defence: {value} × {multiplier} = {amount}", code=code, **values)
    yield TarotItem(ItemKind.PETIT_AU_BOUT, detail, spread(donne, amount if attack else -amount))


#: The name of each poignée, and of each misère, in a breakdown.
_POIGNEE_NAME = {
    Poignee.SIMPLE: Message("simple poignée"),
    Poignee.DOUBLE: Message("double poignée"),
    Poignee.TRIPLE: Message("triple poignée"),
}
_MISERE_NAME = {
    Misere.ATOUT: Message("misère d'atout"),
    Misere.HONNEURS: Message("misère d'honneurs"),
}


def _prime_items(donne: Donne, won: bool, rules: TarotRules) -> Iterator[TarotItem]:
    primes = [
        (ItemKind.POIGNEE, p.seat, _POIGNEE_NAME[p.poignee], POIGNEE_VALUE[p.poignee])
        for p in donne.poignees
    ]
    primes += [
        (ItemKind.MISERE, m.seat, _MISERE_NAME[m.misere], MISERE_VALUE) for m in donne.miseres
    ]
    for kind, seat, name, value in primes:
        if rules.primes is Primes.CAMP:
            detail = _camp_prime(name, seat, value, won)
            yield TarotItem(kind, detail, spread(donne, value if won else -value))
            continue
        camp_won = (seat in donne.attack) == won
        detail = _individual_prime(name, seat, value, camp_won, donne.players - 1)
        yield TarotItem(kind, detail, individual(donne, seat, value if camp_won else -value))


def _camp_prime(name: Message, seat: int, value: int, won: bool) -> Message:
    """A prime of preset ``fft``: to the camp that won the deal."""
    values = {"prime": name, "seat": seat, "value": value}
    code = "score-line.camp-prime"
    if won:
        return Message(
            "{prime} shown by seat {seat}, to the winning camp (attack): {value}",
            code=code,
            **values,
        )
    return Message(
        "{prime} shown by seat {seat}, to the winning camp (defence): {value}", code=code, **values
    )


def _individual_prime(name: Message, seat: int, value: int, won: bool, others: int) -> Message:
    """A prime of preset ``classic``: to (or from) the player who showed it, from each other."""
    values = {"prime": name, "seat": seat, "others": others, "value": value}
    code = "score-line.individual-prime"
    if won:
        return Message(
            "{prime} of seat {seat}, whose camp won: {others} × {value} to seat {seat}, "
            "{value} from each other player",
            code=code,
            **values,
        )
    return Message(
        "{prime} of seat {seat}, whose camp lost: {others} × {value} from seat {seat}, "
        "{value} to each other player",
        code=code,
        **values,
    )


#: A chelem's line by kind, its template (a petit chelem's too: the line's kind tells which).
_CHELEM_DETAIL = {
    "announced-made": Message("announced-made: {value:+d} per defender for the attack"),
    "announced-failed": Message("announced-failed: {value:+d} per defender for the attack"),
    "unannounced-made": Message("unannounced-made: {value:+d} per defender for the attack"),
}


def _chelem_detail(kind: str, value: int, code: str) -> Message:
    return Message(_CHELEM_DETAIL[kind].template, code=code, value=value)


def _chelem_items(donne: Donne, rules: TarotRules) -> Iterator[TarotItem]:
    if donne.chelem is Chelem.DEFENCE:
        bonus = rules.defence_chelem_bonus
        detail = Message(
            "defence: the defence took every trick, {bonus} to each defender",
            code="score-line.chelem-defence",
            bonus=bonus,
        )
        yield TarotItem(ItemKind.CHELEM, detail, spread(donne, -bonus))
    elif donne.chelem is not None:
        value = CHELEM_VALUE[donne.chelem]
        detail = _chelem_detail(donne.chelem.value, value, "score-line.chelem")
        yield TarotItem(ItemKind.CHELEM, detail, spread(donne, value))
    if donne.petit_chelem is not None:
        value = PETIT_CHELEM_VALUE[donne.petit_chelem]
        detail = _chelem_detail(donne.petit_chelem.value, value, "score-line.petit-chelem")
        yield TarotItem(ItemKind.PETIT_CHELEM, detail, spread(donne, value))

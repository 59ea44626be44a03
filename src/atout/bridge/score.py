"""The duplicate score of one deal, item by item (RULES §2, Law 77).

The pieces (trick points, overtricks, insult, bonuses, undertricks) are small
functions shared with the rubber and Chicago sheets.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.seats import Seat, Side
from atout.errors import InvalidDealError, Message

#: Law 77: score of each odd trick bid and made, undoubled (first trick, later tricks).
TRICK_VALUE: dict[Strain, tuple[int, int]] = {
    Strain.CLUBS: (20, 20),
    Strain.DIAMONDS: (20, 20),
    Strain.HEARTS: (30, 30),
    Strain.SPADES: (30, 30),
    Strain.NOTRUMP: (40, 30),
}
#: Law 77: doubling multiplies the trick points of a made contract.
DOUBLING_FACTOR: dict[Doubling, int] = {
    Doubling.UNDOUBLED: 1,
    Doubling.DOUBLED: 2,
    Doubling.REDOUBLED: 4,
}
#: Law 77: overtricks of a doubled / redoubled contract, per trick (not vul, vul).
DOUBLED_OVERTRICK: dict[Doubling, tuple[int, int]] = {
    Doubling.DOUBLED: (100, 200),
    Doubling.REDOUBLED: (200, 400),
}
#: Law 77: bonus for making a doubled or redoubled contract ("insult").
INSULT_BONUS: dict[Doubling, int] = {
    Doubling.UNDOUBLED: 0,
    Doubling.DOUBLED: 50,
    Doubling.REDOUBLED: 100,
}
#: Law 77: game is made when the contract's trick points reach this.
GAME_THRESHOLD = 100
#: Law 77 bonuses (not vul, vul).
PARTSCORE_BONUS = 50
GAME_BONUS = (300, 500)
SMALL_SLAM_BONUS = (500, 750)
GRAND_SLAM_BONUS = (1000, 1500)
#: Law 77: undoubled undertricks, each (not vul, vul).
UNDOUBLED_UNDERTRICK = (50, 100)
#: Law 77: doubled undertricks (1st, 2nd and 3rd each, 4th and after each), not vul / vul.
#: The not-vulnerable 300 from the 4th on is the 1987 increase (seed 004).
DOUBLED_UNDERTRICK: dict[bool, tuple[int, int, int]] = {
    False: (100, 200, 300),
    True: (200, 300, 300),
}
#: Without the 1987 increase, not vulnerable doubled undertricks stay 200 from the 2nd on.
DOUBLED_UNDERTRICK_BEFORE_1987 = (100, 200, 200)


class ItemKind(enum.Enum):
    """What a line of a score breakdown is for."""

    CONTRACT_TRICKS = "contract tricks"
    OVERTRICKS = "overtricks"
    INSULT = "doubled contract made"
    PARTSCORE = "partscore bonus"
    GAME = "game bonus"
    SMALL_SLAM = "small slam bonus"
    GRAND_SLAM = "grand slam bonus"
    UNDERTRICKS = "undertricks"
    HONOURS = "honours"
    FOURTH_DEAL_PARTSCORE = "partscore on the fourth deal"
    RUBBER = "rubber bonus"
    UNFINISHED_GAME = "game in an unfinished rubber"
    UNFINISHED_PARTSCORE = "partscore in an unfinished rubber"


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a breakdown: what, how many points (declaring side), how computed."""

    kind: ItemKind
    points: int
    detail: str

    def __str__(self) -> str:
        return f"{self.kind.value}: {self.detail} = {self.points:+d}"


def contract_trick_points(contract: Contract) -> int:
    """Trick points of the tricks bid and made (below the line in rubber).

    >>> contract_trick_points(Contract.parse("3NT"))
    100
    >>> contract_trick_points(Contract.parse("2CX"))
    80
    """
    first, later = TRICK_VALUE[contract.strain]
    return (first + later * (contract.level - 1)) * DOUBLING_FACTOR[contract.doubling]


def overtrick_points(contract: Contract, overtricks: int, vulnerable: bool) -> int:
    """Points for ``overtricks`` tricks above the contract.

    >>> overtrick_points(Contract.parse("3C"), 1, False)
    20
    >>> overtrick_points(Contract.parse("3CX"), 1, True)
    200
    """
    if contract.doubling is Doubling.UNDOUBLED:
        return TRICK_VALUE[contract.strain][1] * overtricks
    return DOUBLED_OVERTRICK[contract.doubling][vulnerable] * overtricks


def undertrick_penalty(
    undertricks: int,
    doubling: Doubling,
    vulnerable: bool,
    *,
    fourth_undertrick_increase: bool = True,
) -> int:
    """Penalty points for ``undertricks`` tricks short (scored by the defenders).

    ``fourth_undertrick_increase`` applies the 1987 rule: 300 rather than 200 for
    each not-vulnerable doubled undertrick from the 4th on.

    >>> undertrick_penalty(3, Doubling.DOUBLED, False)
    500
    >>> undertrick_penalty(4, Doubling.DOUBLED, False)
    800
    >>> undertrick_penalty(4, Doubling.DOUBLED, False, fourth_undertrick_increase=False)
    700
    >>> undertrick_penalty(2, Doubling.REDOUBLED, True)
    1000
    """
    if doubling is Doubling.UNDOUBLED:
        return UNDOUBLED_UNDERTRICK[vulnerable] * undertricks
    steps = DOUBLED_UNDERTRICK[vulnerable]
    if not vulnerable and not fourth_undertrick_increase:
        steps = DOUBLED_UNDERTRICK_BEFORE_1987
    first, second_third, fourth_on = steps
    total = 0
    for n in range(1, undertricks + 1):
        total += first if n == 1 else second_third if n <= 3 else fourth_on
    return total * (DOUBLING_FACTOR[doubling] // 2)


def slam_bonus(level: int, vulnerable: bool) -> int:
    """Slam bonus for a contract of ``level`` made (0 below six).

    >>> slam_bonus(6, True), slam_bonus(7, False), slam_bonus(5, True)
    (750, 1000, 0)
    """
    if level == 6:
        return SMALL_SLAM_BONUS[vulnerable]
    if level == 7:
        return GRAND_SLAM_BONUS[vulnerable]
    return 0


@dataclass(frozen=True, slots=True)
class DuplicateScore:
    """The duplicate score of one result for the declaring side, with its items.

    >>> s = score(ContractResult.parse("4H="), vulnerable=False)
    >>> s.total
    420
    >>> [str(item) for item in s.items]
    ['contract tricks: 4 × 30 = +120', 'game bonus: not vulnerable = +300']
    """

    result: ContractResult
    vulnerable: bool
    items: tuple[ScoreItem, ...]

    @property
    def total(self) -> int:
        """Points for the declaring side (negative when the contract failed)."""
        return sum(item.points for item in self.items)

    @property
    def made(self) -> bool:
        """True when the declaring side took at least the tricks it bid."""
        return self.result.contract is not None and self.result.margin >= 0


def vulnerable_word(vulnerable: bool) -> Message:
    """``vulnerable`` or ``not vulnerable``, as a breakdown's detail says it."""
    return Message("vulnerable") if vulnerable else Message("not vulnerable")


def undertricks_detail(undertricks: int, doubling: Doubling, vulnerable: bool) -> Message:
    """How undertricks were counted: ``2 down, doubled, vulnerable``.

    >>> undertricks_detail(3, Doubling.UNDOUBLED, False)
    '3 down, undoubled, not vulnerable'
    """
    return Message(
        "{down} down, {doubling}, {vulnerable}",
        down=undertricks,
        doubling=Message(doubling.name.lower()),
        vulnerable=vulnerable_word(vulnerable),
    )


def _made_items(contract: Contract, overtricks: int, vulnerable: bool) -> Iterator[ScoreItem]:
    factor = DOUBLING_FACTOR[contract.doubling]
    first, later = TRICK_VALUE[contract.strain]
    tricks_text = (
        f"{first} + {contract.level - 1} × {later}"
        if first != later and contract.level > 1
        else f"{contract.level} × {first}"
    )
    if factor > 1:
        tricks_text = f"({tricks_text}) × {factor}"
    trick_points = contract_trick_points(contract)
    yield ScoreItem(ItemKind.CONTRACT_TRICKS, trick_points, tricks_text)
    if overtricks:
        each = overtrick_points(contract, 1, vulnerable)
        total = overtrick_points(contract, overtricks, vulnerable)
        yield ScoreItem(ItemKind.OVERTRICKS, total, f"{overtricks} × {each}")
    insult = INSULT_BONUS[contract.doubling]
    if insult:
        yield ScoreItem(ItemKind.INSULT, insult, str(contract.doubling))
    if trick_points >= GAME_THRESHOLD:
        yield ScoreItem(ItemKind.GAME, GAME_BONUS[vulnerable], vulnerable_word(vulnerable))
    else:
        yield ScoreItem(ItemKind.PARTSCORE, PARTSCORE_BONUS, Message("trick points below 100"))
    bonus = slam_bonus(contract.level, vulnerable)
    if bonus:
        kind = ItemKind.SMALL_SLAM if contract.level == 6 else ItemKind.GRAND_SLAM
        yield ScoreItem(kind, bonus, vulnerable_word(vulnerable))


def _compute_score(result: ContractResult, vulnerable: bool) -> DuplicateScore:
    contract = result.contract
    if contract is None:
        return DuplicateScore(result, vulnerable, ())
    margin = result.margin
    if margin >= 0:
        return DuplicateScore(result, vulnerable, tuple(_made_items(contract, margin, vulnerable)))
    penalty = undertrick_penalty(-margin, contract.doubling, vulnerable)
    detail = undertricks_detail(-margin, contract.doubling, vulnerable)
    return DuplicateScore(result, vulnerable, (ScoreItem(ItemKind.UNDERTRICKS, -penalty, detail),))


def _score_row(contract: Contract | None) -> list[DuplicateScore]:
    """Every breakdown of ``contract``, indexed by tricks × 2 + vulnerable (computed once)."""
    found = _BY_CONTRACT.get(contract)
    if found is not None:
        return found
    if contract is None:
        row = [_compute_score(ContractResult(None), vulnerable) for vulnerable in (False, True)]
    else:
        row = [
            _compute_score(ContractResult(contract, tricks), vulnerable)
            for tricks in range(14)
            for vulnerable in (False, True)
        ]
    # Two threads may compute one row at once: both keep the first one stored.
    return _BY_CONTRACT.setdefault(contract, row)


def _points_row(contract: Contract) -> list[int]:
    """Every score of ``contract`` as a number, indexed by tricks × 2 + vulnerable."""
    row = [entry.total for entry in _score_row(contract)]
    return _POINTS_BY_CONTRACT.setdefault(contract, row)


#: The breakdowns of each contract asked for so far (``None`` for a passed-out deal), each
#: row indexed by tricks × 2 + vulnerable, which hashes one value per call rather than a
#: whole result: score() and points() are look-ups. A contract's 28 breakdowns are
#: computed the first time it is scored, not all 2,942 at import (a script that scores one
#: contract per process does not wait for the others). Values only, never changed once
#: stored: a memo of pure functions.
_BY_CONTRACT: dict[Contract | None, list[DuplicateScore]] = {}
_POINTS_BY_CONTRACT: dict[Contract, list[int]] = {}


def score(result: ContractResult, vulnerable: bool) -> DuplicateScore:
    """The duplicate score of ``result`` for the declaring side (Law 77).

    >>> score(ContractResult.parse("7NTXX="), vulnerable=True).total
    2980
    >>> score(ContractResult.parse("4SX-3"), vulnerable=False).total
    -500
    """
    try:
        row = _BY_CONTRACT[result.contract]
    except KeyError:
        row = _score_row(result.contract)
    return row[result.tricks * 2 + (1 if vulnerable else 0)]


def points(contract: Contract | None, tricks: int, vulnerable: bool) -> int:
    """The declaring side's score as a number, without the breakdown (a table look-up).

    >>> points(Contract.parse("3NT"), 9, True)
    600
    >>> points(None, 0, False)
    0
    """
    if contract is None:
        return 0
    if not 0 <= tricks <= 13:
        raise InvalidDealError(
            "{tricks!r} tricks is impossible: use 0 to 13",
            code="tricks.range",
            tricks=tricks,
        )
    try:
        row = _POINTS_BY_CONTRACT[contract]
    except KeyError:
        row = _points_row(contract)
    return row[tricks * 2 + (1 if vulnerable else 0)]


def declarer_vulnerable(declarer: Seat | Side, vulnerability: Vulnerability) -> bool:
    """True when the declaring side (given by a seat or a side) is vulnerable on the board.

    >>> declarer_vulnerable(Seat.E, Vulnerability.EW)
    True
    >>> declarer_vulnerable(Side.NS, Vulnerability.EW)
    False
    """
    side = declarer.side if isinstance(declarer, Seat) else declarer
    return vulnerability.is_vulnerable(side)


def ns_points(
    result: ContractResult, declarer: Seat | Side | None, vulnerability: Vulnerability
) -> int:
    """The score from North-South's point of view (Score_NS): negative when E-W gain.

    ``declarer`` may be ``None`` only for a passed-out deal.

    >>> ns_points(ContractResult.parse("4H="), Seat.W, Vulnerability.NS)
    -420
    >>> ns_points(ContractResult.parse("3NT-1"), Seat.S, Vulnerability.ALL)
    -100
    >>> ns_points(ContractResult.parse("PASS"), None, Vulnerability.ALL)
    0
    """
    if result.contract is None:
        return 0
    if declarer is None:
        raise InvalidDealError(
            "{result!r} was played: give the declarer",
            code="score.no-declarer",
            result=str(result),
        )
    side = declarer.side if isinstance(declarer, Seat) else declarer
    total = points(result.contract, result.tricks, vulnerability.is_vulnerable(side))
    return total if side is Side.NS else -total

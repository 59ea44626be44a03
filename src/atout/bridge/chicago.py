"""Chicago: sets of four deals scored nearly duplicate style (RULES §4).

Dealer N, E, S, W in turn; vulnerability none on deal 1, then on deals 2 and
3 the dealer's side (or the other side, by agreement), both on deal 4.
Trick points of partscores carry over into a game; a partscore made on deal 4
that does not complete a game scores 100; a passed-out deal is redealt by the
same dealer.

>>> sheet = score_chicago([ChicagoDeal.parse(t) for t in ("N 2S=", "E 3C=", "S 2H=", "W 1NT=")])
>>> [deal.points(Side.NS) - deal.points(Side.EW) for deal in sheet.deals]
[60, -60, 560, -140]
>>> sheet.total(Side.NS), sheet.total(Side.EW)
(620, 200)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.honours import Honours
from atout.bridge.notation import read_result
from atout.bridge.score import (
    GAME_BONUS,
    GAME_THRESHOLD,
    ItemKind,
    contract_trick_points,
    score,
    vulnerable_word,
)
from atout.bridge.seats import SEATS, Seat, Side
from atout.errors import InvalidDealError, Message, NotationError

#: Deals in a Chicago set.
SET_LENGTH = 4
#: Bonus for a partscore made on the fourth deal that does not complete a game.
FOURTH_DEAL_PARTSCORE_BONUS = 100
#: Items of the duplicate breakdown that Chicago keeps as they are.
_KEPT_KINDS = (
    ItemKind.CONTRACT_TRICKS,
    ItemKind.OVERTRICKS,
    ItemKind.INSULT,
    ItemKind.SMALL_SLAM,
    ItemKind.GRAND_SLAM,
)


class ChicagoVulnerability(enum.Enum):
    """Who is vulnerable on deals 2 and 3 of a set (deal 1: none; deal 4: both)."""

    #: The dealer's side (the usual convention, the default).
    DEALER_VULNERABLE = "dealer"
    #: The side that did not deal.
    NON_DEALER_VULNERABLE = "non-dealer"


@dataclass(frozen=True, slots=True)
class ChicagoRules:
    """The rule options of Chicago: deals 2-3 vulnerability and whether honours count."""

    vulnerability: ChicagoVulnerability = ChicagoVulnerability.DEALER_VULNERABLE
    honours: bool = True


def chicago_dealer(position: int) -> Seat:
    """The dealer of deal ``position`` (1-4) of a set.

    >>> chicago_dealer(3)
    <Seat.S: 'S'>
    """
    return SEATS[position - 1]


def chicago_vulnerability(position: int, rules: ChicagoRules | None = None) -> Vulnerability:
    """The vulnerability of deal ``position`` (1-4) of a set.

    >>> [str(chicago_vulnerability(n)) for n in (1, 2, 3, 4)]
    ['None', 'EW', 'NS', 'All']
    >>> other = ChicagoRules(ChicagoVulnerability.NON_DEALER_VULNERABLE)
    >>> [str(chicago_vulnerability(n, other)) for n in (1, 2, 3, 4)]
    ['None', 'NS', 'EW', 'All']
    """
    if not 1 <= position <= SET_LENGTH:
        raise InvalidDealError(
            "{position!r} is not a Chicago deal: use 1 to 4",
            code="chicago.deal-number",
            position=position,
        )
    rules = rules if rules is not None else ChicagoRules()
    if position == 1:
        return Vulnerability.NONE
    if position == SET_LENGTH:
        return Vulnerability.ALL
    side = chicago_dealer(position).side
    if rules.vulnerability is ChicagoVulnerability.NON_DEALER_VULNERABLE:
        side = side.opponents
    return Vulnerability(side.value)


@dataclass(frozen=True, slots=True)
class ChicagoDeal:
    """One deal: the declarer and the result (and honours), or a passed-out deal.

    Notation: ``<N|E|S|W> <result> [honours <NS|EW> <100|150>]`` or ``PASS``.

    >>> ChicagoDeal.parse("w 3nt-1")
    ChicagoDeal.parse('W 3NT-1')
    """

    declarer: Seat | None
    result: ContractResult
    honours: Honours | None = None

    def __post_init__(self) -> None:
        if (self.declarer is None) != self.result.passed_out:
            raise InvalidDealError(
                "{result!r}: give the declarer of a played deal, and none for a passed-out deal",
                code="chicago.declarer",
                result=str(self.result),
            )
        if self.honours is not None:
            self.honours.check(self.result)

    @classmethod
    def parse(cls, text: str, language: str = "en") -> ChicagoDeal:
        """Read one deal line (see the class notation), its result as a player of
        ``language`` writes it (:func:`~atout.bridge.notation.read_result`).

        >>> ChicagoDeal.parse("O 2C= honours NS 100", "fr")
        ChicagoDeal.parse('W 2H= honours NS 100')
        """
        words = text.split()
        if [w.upper() for w in words] in (["PASS"], ["P"], ["PASSE"]):
            return cls(None, ContractResult(None))
        usage = Message(
            "write <N|E|S|W> <result> [honours <NS|EW> <100|150>], e.g. S 4HX+1, or PASS"
        )
        if len(words) not in (2, 5) or (len(words) == 5 and words[2].lower() != "honours"):
            raise NotationError(
                "{text!r} is not a Chicago deal: {usage}",
                code="chicago.deal-syntax",
                text=text,
                usage=usage,
            )
        honours = Honours.parse(" ".join(words[3:])) if len(words) == 5 else None
        return cls(Seat.parse(words[0]), read_result(words[1], language), honours)

    def __str__(self) -> str:
        if self.declarer is None:
            return "PASS"
        text = f"{self.declarer} {self.result}"
        return text if self.honours is None else f"{text} honours {self.honours}"

    def __repr__(self) -> str:
        return f"ChicagoDeal.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class ChicagoLine:
    """Points one side scored on a deal, and why (``detail``: a :class:`Message` when it
    has words, the figures as they are)."""

    side: Side
    kind: ItemKind
    points: int
    detail: str


@dataclass(frozen=True, slots=True)
class ChicagoDealScore:
    """A deal as scored: where it falls in its set, its dealer, vulnerability and lines."""

    number: int
    set_number: int
    position: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: ChicagoDeal
    lines: tuple[ChicagoLine, ...]

    def points(self, side: Side) -> int:
        """What ``side`` scored on this deal."""
        return sum(line.points for line in self.lines if line.side is side)

    @property
    def redealt(self) -> bool:
        """A passed-out deal: the same dealer deals again."""
        return self.deal.result.passed_out


@dataclass(frozen=True, slots=True)
class ChicagoSheet:
    """The scored deals of a Chicago session (one or more sets of four)."""

    rules: ChicagoRules
    deals: tuple[ChicagoDealScore, ...]

    def total(self, side: Side) -> int:
        """Everything ``side`` scored."""
        return sum(deal.points(side) for deal in self.deals)

    @property
    def sets_complete(self) -> int:
        """How many sets of four deals have been played out."""
        played = sum(1 for deal in self.deals if not deal.redealt)
        return played // SET_LENGTH


def _made_lines(
    result: ContractResult,
    contract: Contract,
    side: Side,
    vulnerable: bool,
    position: int,
    running: dict[Side, int],
) -> Iterator[ChicagoLine]:
    for item in score(result, vulnerable).items:
        if item.kind in _KEPT_KINDS:
            yield ChicagoLine(side, item.kind, item.points, item.detail)
    running[side] += contract_trick_points(contract)
    if running[side] >= GAME_THRESHOLD:
        detail = Message(
            "{points} trick points, {vulnerable}",
            points=running[side],
            vulnerable=vulnerable_word(vulnerable),
        )
        yield ChicagoLine(side, ItemKind.GAME, GAME_BONUS[vulnerable], detail)
        running[Side.NS] = running[Side.EW] = 0
    elif position == SET_LENGTH:
        detail = Message("{points} trick points on deal 4", points=running[side])
        yield ChicagoLine(side, ItemKind.FOURTH_DEAL_PARTSCORE, FOURTH_DEAL_PARTSCORE_BONUS, detail)


def _deal_lines(
    deal: ChicagoDeal,
    vulnerability: Vulnerability,
    position: int,
    running: dict[Side, int],
    rules: ChicagoRules,
) -> Iterator[ChicagoLine]:
    contract = deal.result.contract
    if deal.declarer is not None and contract is not None:
        side = deal.declarer.side
        vulnerable = vulnerability.is_vulnerable(side)
        if deal.result.margin >= 0:
            yield from _made_lines(deal.result, contract, side, vulnerable, position, running)
        else:
            (item,) = score(deal.result, vulnerable).items
            yield ChicagoLine(side.opponents, item.kind, -item.points, item.detail)
    if deal.honours is not None and rules.honours:
        h = deal.honours
        yield ChicagoLine(h.side, ItemKind.HONOURS, h.points, Message("in one hand"))


def score_chicago(deals: Iterable[ChicagoDeal], rules: ChicagoRules | None = None) -> ChicagoSheet:
    """Score Chicago deals in the order played (passed-out deals included).

    >>> sheet = score_chicago([ChicagoDeal.parse("PASS"), ChicagoDeal.parse("N 4H=")])
    >>> [(d.position, str(d.dealer), d.points(Side.NS)) for d in sheet.deals]
    [(1, 'N', 0), (1, 'N', 420)]
    """
    rules = rules if rules is not None else ChicagoRules()
    scored: list[ChicagoDealScore] = []
    running = {Side.NS: 0, Side.EW: 0}
    played = 0
    for number, deal in enumerate(deals, 1):
        position = played % SET_LENGTH + 1
        vulnerability = chicago_vulnerability(position, rules)
        lines = tuple(_deal_lines(deal, vulnerability, position, running, rules))
        scored.append(
            ChicagoDealScore(
                number,
                played // SET_LENGTH + 1,
                position,
                chicago_dealer(position),
                vulnerability,
                deal,
                lines,
            )
        )
        if not deal.result.passed_out:
            played += 1
            if position == SET_LENGTH:
                running = {Side.NS: 0, Side.EW: 0}
    return ChicagoSheet(rules, tuple(scored))

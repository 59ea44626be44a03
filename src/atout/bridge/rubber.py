"""The rubber bridge score sheet ("partie libre", RULES §3; seeds 000 and 004).

The sheet is a pure function of the deals played: :func:`score_rubber` reads
them in order and writes every entry, above or below the line, with the
points and how they were computed.

>>> sheet = score_rubber([RubberDeal.parse("NS 4S="), RubberDeal.parse("NS 3NT=")])
>>> sheet.finished, sheet.winner, sheet.total(Side.NS), sheet.settlement
(True, <Side.NS: 'NS'>, 920, 9)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal

from atout.bridge.contract import ContractResult
from atout.bridge.honours import Honours
from atout.bridge.notation import read_result
from atout.bridge.score import (
    GAME_THRESHOLD,
    ItemKind,
    score,
    undertrick_penalty,
    undertricks_detail,
)
from atout.bridge.seats import Side
from atout.errors import InvalidDealError, Message, NotationError, SettingError

#: Laws of Rubber Bridge, Law 77: rubber won two games to none / two games to one.
RUBBER_BONUS_TWO_NIL = 700
RUBBER_BONUS_TWO_ONE = 500
#: A rubber is the best of three games.
GAMES_TO_WIN = 2
#: Unfinished rubber: a side that has won a game (Law 77; seeds 000 and 004).
UNFINISHED_GAME_BONUS = 300
#: Unfinished rubber: a partscore in the unfinished game, seed 004 and the Laws (default).
UNFINISHED_PARTSCORE_LAWS = 100
#: Unfinished rubber: a partscore in the unfinished game, seed 000.
UNFINISHED_PARTSCORE_SEED_000 = 50
#: Settlement counts the difference in hundreds, the odd 50 going to the loser.
SETTLEMENT_UNIT = 100
#: The largest stake per hundred points atout takes (seed 000 plays at 0.20).
MAX_STAKE = Decimal(100_000)
#: A stake as written: ASCII digits and at most 4 decimals (no exponent, nan or inf).
_STAKE = re.compile(r"\s*[0-9]{1,6}(?:[.,][0-9]{1,4})?\s*")


def parse_stake(text: str) -> Decimal:
    """The money per hundred points ("fiche"): ``0.20`` or ``0,20``, from 0 to 100000.

    >>> parse_stake("0,20")
    Decimal('0.20')
    >>> parse_stake("1e999999")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: stake: '1e999999' is not an amount: write 0 to 100000 \
with at most 4 decimals, e.g. 0.20
    """
    stake = Decimal(text.strip().replace(",", ".")) if _STAKE.fullmatch(text) else None
    if stake is None or stake > MAX_STAKE:
        raise NotationError(
            (
                "stake: {text!r} is not an amount: write 0 to {MAX_STAKE} "
                "with at most 4 decimals, e.g. 0.20"
            ),
            code="rubber.stake",
            text=text,
            MAX_STAKE=MAX_STAKE,
        )
    return stake


class Place(enum.Enum):
    """Where an entry is written: above the line (bonuses) or below it (trick points)."""

    ABOVE = "above"
    BELOW = "below"


#: Where the breakdown items of a made contract go: its trick points below the line, the
#: bonuses above (the game and partscore bonuses are not written: games are won below).
_PLACES = {
    ItemKind.CONTRACT_TRICKS: Place.BELOW,
    ItemKind.OVERTRICKS: Place.ABOVE,
    ItemKind.INSULT: Place.ABOVE,
    ItemKind.SMALL_SLAM: Place.ABOVE,
    ItemKind.GRAND_SLAM: Place.ABOVE,
}


@dataclass(frozen=True, slots=True)
class RubberRules:
    """The rule options of rubber bridge, with the defaults of RULES §3.

    ``unfinished_partscore``: a partscore in an unfinished game, 100 (seed 004,
    the Laws) or 50 (seed 000). ``fourth_undertrick_increase``: the 1987 rule
    (300 rather than 200 per not-vulnerable doubled undertrick from the 4th on).

    >>> RubberRules(unfinished_partscore=75)
    Traceback (most recent call last):
    ...
    atout.errors.SettingError: 75 is not an unfinished partscore bonus: use 100 or 50
    """

    unfinished_partscore: int = UNFINISHED_PARTSCORE_LAWS
    fourth_undertrick_increase: bool = True

    def __post_init__(self) -> None:
        allowed = (UNFINISHED_PARTSCORE_LAWS, UNFINISHED_PARTSCORE_SEED_000)
        if self.unfinished_partscore not in allowed:
            raise SettingError(
                "{unfinished_partscore!r} is not an unfinished partscore bonus: use 100 or 50",
                code="rubber.partscore-bonus",
                unfinished_partscore=self.unfinished_partscore,
            )


@dataclass(frozen=True, slots=True)
class RubberDeal:
    """One deal of a rubber: the declaring side, the result and honours if any.

    Notation: ``<NS|EW> <result> [honours <NS|EW> <100|150>]`` or ``PASS``.

    >>> RubberDeal.parse("ns 4HX+1 honours EW 100")
    RubberDeal.parse('NS 4HX+1 honours EW 100')
    """

    side: Side | None
    result: ContractResult
    honours: Honours | None = None

    def __post_init__(self) -> None:
        if (self.side is None) != self.result.passed_out:
            raise InvalidDealError(
                (
                    "{result!r}: give the declaring side of a played deal, and "
                    "none for a passed-out deal"
                ),
                code="rubber.declaring-side",
                result=str(self.result),
            )
        if self.honours is not None:
            self.honours.check(self.result)

    @classmethod
    def parse(cls, text: str, language: str = "en") -> RubberDeal:
        """Read one deal line (see the class notation), its result as a player of
        ``language`` writes it (:func:`~atout.bridge.notation.read_result`).

        >>> RubberDeal.parse("EW 3T=", "fr"), RubberDeal.parse("passe", "fr")
        (RubberDeal.parse('EW 3C='), RubberDeal.parse('PASS'))
        """
        words = text.split()
        if [w.upper() for w in words] in (["PASS"], ["P"], ["PASSE"]):
            return cls(None, ContractResult(None))
        usage = Message(
            "write <NS|EW> <result> [honours <NS|EW> <100|150>], e.g. NS 4HX+1, or PASS"
        )
        if len(words) not in (2, 5) or (len(words) == 5 and words[2].lower() != "honours"):
            raise NotationError(
                "{text!r} is not a rubber deal: {usage}",
                code="rubber.deal-syntax",
                text=text,
                usage=usage,
            )
        honours = Honours.parse(" ".join(words[3:])) if len(words) == 5 else None
        return cls(Side.parse(words[0]), read_result(words[1], language), honours)

    def __str__(self) -> str:
        if self.side is None:
            return "PASS"
        text = f"{self.side} {self.result}"
        return text if self.honours is None else f"{text} honours {self.honours}"

    def __repr__(self) -> str:
        return f"RubberDeal.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class RubberStop:
    """Play stops before the rubber is over: it is scored as unfinished (Law 77).

    Notation: ``STOP``. In a run of rubbers (:func:`score_rubbers`) the next
    deal starts a new rubber.

    >>> RubberStop.parse("stop")
    RubberStop()
    >>> str(RubberStop())
    'STOP'
    """

    @classmethod
    def parse(cls, text: str) -> RubberStop:
        """Read ``STOP``."""
        if text.strip().upper() != "STOP":
            raise NotationError(
                "{text!r} is not a stop of the rubber: write STOP",
                code="rubber.stop-syntax",
                text=text,
            )
        return cls()

    def __str__(self) -> str:
        return "STOP"


#: What a table enters on a rubber sheet: a deal, or the stop of an unfinished rubber.
RubberEntry = RubberDeal | RubberStop


def parse_rubber_entry(text: str) -> RubberEntry:
    """Read ``STOP`` or a deal line (:meth:`RubberDeal.parse`).

    >>> parse_rubber_entry("STOP"), parse_rubber_entry("EW 2S+1")
    (RubberStop(), RubberDeal.parse('EW 2S+1'))
    """
    return RubberStop() if text.strip().upper() == "STOP" else RubberDeal.parse(text)


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One figure on the sheet, with the deal that scored it and how.

    ``deal`` is the deal's number from 1 (``None`` for the end-of-rubber
    bonuses); ``game`` is the number of the game in progress when it was
    written, so the below-the-line entries of game ``n`` sit above the ``n``-th line.
    ``detail`` says how the points were counted: a :class:`Message` when it has words
    (``NS 2S-2: 2 down, undoubled, not vulnerable``), the figures as they are
    (``2 × 30``).
    """

    deal: int | None
    game: int
    side: Side
    place: Place
    kind: ItemKind
    points: int
    detail: str

    def __str__(self) -> str:
        where = f"deal {self.deal}" if self.deal is not None else "end"
        what = f"{self.side} {self.place.value}: {self.kind.value}"
        return f"{where}: {what}, {self.detail} = {self.points}"


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """A rubber's sheet: every entry, the games won and the settlement."""

    deals: tuple[RubberDeal, ...]
    rules: RubberRules
    stopped: bool
    entries: tuple[SheetEntry, ...]
    game_winners: tuple[Side, ...]

    def games(self, side: Side) -> int:
        """Games won by ``side``."""
        return self.game_winners.count(side)

    def vulnerable(self, side: Side) -> bool:
        """A side that has won a game is vulnerable."""
        return self.games(side) >= 1

    @property
    def finished(self) -> bool:
        """True when a side has won two games."""
        return any(self.games(side) >= GAMES_TO_WIN for side in Side)

    def above(self, side: Side) -> int:
        """Points above the line for ``side``."""
        return sum(e.points for e in self.entries if e.side is side and e.place is Place.ABOVE)

    def below(self, side: Side) -> int:
        """Points below the line for ``side`` (every game, lines or not)."""
        return sum(e.points for e in self.entries if e.side is side and e.place is Place.BELOW)

    def total(self, side: Side) -> int:
        """Everything ``side`` scored."""
        return self.above(side) + self.below(side)

    @property
    def difference(self) -> int:
        """How many points ahead the leader is (0 when level)."""
        return abs(self.total(Side.NS) - self.total(Side.EW))

    @property
    def leader(self) -> Side | None:
        """The side with the larger total so far, ``None`` when level."""
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        return None if ns == ew else Side.NS if ns > ew else Side.EW

    @property
    def winner(self) -> Side | None:
        """The side that won the rubber, once it is finished or stopped (else ``None``)."""
        return self.leader if self.finished or self.stopped else None

    @property
    def settlement(self) -> int:
        """The difference in hundreds, the odd 50 to the loser: 1350 → 13, 1360 → 14."""
        return (self.difference + SETTLEMENT_UNIT // 2 - 1) // SETTLEMENT_UNIT

    def money(self, stake: Decimal) -> Decimal:
        """What the loser pays at ``stake`` per hundred ("fiche").

        >>> score_rubber([RubberDeal.parse("NS 4S="), RubberDeal.parse("NS 3NT=")]).money(
        ...     Decimal("0.20"))
        Decimal('1.80')
        """
        return stake * self.settlement

    def add(self, deal: RubberDeal) -> RubberSheet:
        """The sheet with one more deal (refused once the rubber has ended)."""
        return score_rubber((*self.deals, deal), self.rules, stopped=self.stopped)


def _deal_entries(
    number: int, game: int, deal: RubberDeal, vulnerable: bool, rules: RubberRules
) -> Iterator[SheetEntry]:
    result, side = deal.result, deal.side
    if result.contract is not None and side is not None:
        if result.margin >= 0:
            for item in score(result, vulnerable).items:
                if (place := _PLACES.get(item.kind)) is not None:
                    yield SheetEntry(number, game, side, place, item.kind, item.points, item.detail)
        else:
            doubling = result.contract.doubling
            penalty = undertrick_penalty(
                -result.margin,
                doubling,
                vulnerable,
                fourth_undertrick_increase=rules.fourth_undertrick_increase,
            )
            detail = Message(
                "{side} {result}: {detail}",
                side=side,
                result=result,
                detail=undertricks_detail(-result.margin, doubling, vulnerable),
            )
            yield SheetEntry(
                number, game, side.opponents, Place.ABOVE, ItemKind.UNDERTRICKS, penalty, detail
            )
    if (h := deal.honours) is not None:
        detail = Message("in one hand")
        yield SheetEntry(number, game, h.side, Place.ABOVE, ItemKind.HONOURS, h.points, detail)


def _rubber_bonus(game: int, winner: Side, games_lost: int) -> SheetEntry:
    bonus = RUBBER_BONUS_TWO_NIL if games_lost == 0 else RUBBER_BONUS_TWO_ONE
    detail = Message("two games to none") if games_lost == 0 else Message("two games to one")
    return SheetEntry(None, game, winner, Place.ABOVE, ItemKind.RUBBER, bonus, detail)


def _unfinished_entries(
    game: int, game_winners: list[Side], running: dict[Side, int], rules: RubberRules
) -> Iterator[SheetEntry]:
    kind, bonus = ItemKind.UNFINISHED_GAME, UNFINISHED_GAME_BONUS
    for side in Side:
        if side in game_winners:
            yield SheetEntry(None, game, side, Place.ABOVE, kind, bonus, Message("one game won"))
    kind, bonus = ItemKind.UNFINISHED_PARTSCORE, rules.unfinished_partscore
    for side in Side:
        if running[side] > 0:
            detail = Message("{points} below the line in the unfinished game", points=running[side])
            yield SheetEntry(None, game, side, Place.ABOVE, kind, bonus, detail)


def score_rubber(
    deals: Iterable[RubberDeal], rules: RubberRules | None = None, *, stopped: bool = False
) -> RubberSheet:
    """The sheet of a rubber from its deals in order.

    ``stopped``: play stopped here; an unfinished rubber gets the unfinished
    bonuses (300 per game won, ``rules.unfinished_partscore`` per partscore).
    A deal after the end of the rubber raises :class:`InvalidDealError`.

    >>> sheet = score_rubber([RubberDeal.parse("EW 2S+1")], stopped=True)
    >>> sheet.above(Side.EW), sheet.below(Side.EW), sheet.winner
    (130, 60, <Side.EW: 'EW'>)
    """
    rules = rules if rules is not None else RubberRules()
    deals = tuple(deals)
    entries: list[SheetEntry] = []
    game_winners: list[Side] = []
    running = {Side.NS: 0, Side.EW: 0}
    for number, deal in enumerate(deals, 1):
        if any(game_winners.count(side) >= GAMES_TO_WIN for side in Side):
            raise InvalidDealError(
                "deal {number} {deal!r} comes after the end of the rubber: start a new rubber",
                code="rubber.over",
                number=number,
                deal=str(deal),
            )
        game = len(game_winners) + 1
        side = deal.side
        vulnerable = side is not None and side in game_winners
        new = list(_deal_entries(number, game, deal, vulnerable, rules))
        entries.extend(new)
        if side is None:
            continue
        running[side] += sum(e.points for e in new if e.place is Place.BELOW)
        if running[side] >= GAME_THRESHOLD:
            game_winners.append(side)
            running = {Side.NS: 0, Side.EW: 0}
            if game_winners.count(side) == GAMES_TO_WIN:
                entries.append(_rubber_bonus(game, side, game_winners.count(side.opponents)))
    finished = any(game_winners.count(side) >= GAMES_TO_WIN for side in Side)
    if stopped and not finished:
        entries.extend(_unfinished_entries(len(game_winners) + 1, game_winners, running, rules))
    return RubberSheet(deals, rules, stopped, tuple(entries), tuple(game_winners))


def score_rubbers(
    entries: Iterable[RubberEntry], rules: RubberRules | None = None
) -> tuple[RubberSheet, ...]:
    """The rubbers played in a row at one table, the current one last.

    A new rubber starts with the first deal after a rubber is won or stopped
    (:class:`RubberStop`); a stop ends the rubber in progress as unfinished.

    >>> entries = [RubberDeal.parse("NS 4S="), RubberDeal.parse("NS 3NT="),
    ...            RubberDeal.parse("EW 2S+1"), RubberStop()]
    >>> [(sheet.winner, sheet.stopped, sheet.settlement) for sheet in score_rubbers(entries)]
    [(<Side.NS: 'NS'>, False, 9), (<Side.EW: 'EW'>, True, 2)]
    """
    rules = rules if rules is not None else RubberRules()
    sheets: list[RubberSheet] = []
    current = score_rubber((), rules)
    for entry in entries:
        if current.finished or current.stopped:
            sheets.append(current)
            current = score_rubber((), rules)
        if isinstance(entry, RubberStop):
            current = score_rubber(current.deals, rules, stopped=True)
        else:
            current = current.add(entry)
    sheets.append(current)
    return tuple(sheets)

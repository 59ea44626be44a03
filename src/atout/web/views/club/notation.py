"""Results, cards, seats and deals as a French (or English) club player writes them.

French pages write ``4♥= O``, ``3SA+1 S``, the lead ``♠R`` and the hands with
R D V (:data:`atout.formats.handrecord.notation.FRENCH`); English pages
``4♥= W``, ``3NT+1 S``, ``♠K``. Hearts and diamonds are drawn red by the
templates' ``suits`` filter.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.cards import Card
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat, Side
from atout.duplicate.assigned import AssignedScore, Outcome, WeightedScore
from atout.duplicate.table_result import TableResult
from atout.formats.handrecord.notation import Notation, notation
from atout.formats.handrecord.view import HandView, hand_view

#: What a passed-out board is called.
_PASSED = {"fr": "Passe", "en": "Pass"}


def notation_of(language: str) -> Notation:
    """The notation of a page's language (English for any language but French)."""
    return notation("fr" if language == "fr" else "en")


def card_text(card: Card, written: Notation) -> str:
    """A card as the lead is written: the suit symbol, then the rank.

    >>> french = notation_of("fr")
    >>> card_text(Card.parse("SK"), french), card_text(Card.parse("HT"), french)
    ('♠R', '♥10')
    """
    return f"{card.suit.symbol}{written.rank(card.rank)}"


def result_text(result: TableResult, written: Notation) -> str:
    """A table's result as a traveller shows it (without the lead).

    >>> [result_text(TableResult.parse(t), notation_of("fr")) for t in ("4HX-1 W", "3NT+1 S", "PASS")]
    ['4♥X−1 O', '3SA+1 S', 'Passe']
    >>> result_text(TableResult.parse("A+/A-"), notation_of("fr"))
    'A+/A-'
    """  # noqa: E501
    if result.adjusted is not None:
        return str(result.adjusted)
    played = result.result
    if played is None or played.contract is None or result.declarer is None:
        return _PASSED.get(written.language, "Pass")
    bid = played.contract
    margin = played.margin
    made = written.margin(margin)
    strain = written.strain(bid.strain)
    return f"{bid.level}{strain}{bid.doubling}{made} {written.seat(result.declarer)}"


def _outcome_text(outcome: Outcome, written: Notation) -> str:
    if outcome.declarer is None:
        return result_text(TableResult.passed(), written)
    return result_text(TableResult.played(outcome.result, outcome.declarer), written)


def _weighted_text(score: WeightedScore, written: Notation) -> str:
    if len(score.outcomes) == 1:
        return _outcome_text(score.outcomes[0], written)
    space = "\u202f" if written.language == "fr" else ""
    return ", ".join(f"{o.weight}{space}% {_outcome_text(o, written)}" for o in score.outcomes)


def assigned_text(assigned: AssignedScore, written: Notation) -> str:
    """The director's assigned score as a traveller shows it: each outcome with its weight;
    a split score side by side.

    >>> assigned_text(AssignedScore.parse("60% 4S= N + 40% 4S-1 N"), notation_of("en"))
    '60% 4♠= N, 40% 4♠-1 N'
    >>> assigned_text(AssignedScore.parse("60% 4S= N + 40% 4S-1 N"), notation_of("fr"))
    '60\u202f% 4♠= N, 40\u202f% 4♠−1 N'
    >>> assigned_text(AssignedScore.parse("4S-1 N | 4S= N"), notation_of("fr"))
    'N-S\xa0: 4♠−1 N · E-O\xa0: 4♠= N'
    """
    if not assigned.split:
        return _weighted_text(assigned.ns, written)
    colon = "\xa0: " if written.language == "fr" else ": "
    ns = f"{side_text(Side.NS, written)}{colon}{_weighted_text(assigned.ns, written)}"
    return f"{ns} · {side_text(Side.EW, written)}{colon}{_weighted_text(assigned.ew, written)}"


def lead_text(result: TableResult, written: Notation) -> str:
    """The opening lead of a result, or ``""``."""
    return "" if result.lead is None else card_text(result.lead, written)


def side_text(side: Side | None, written: Notation) -> str:
    """``N-S`` or ``E-O`` (``E-W`` in English); ``""`` for none."""
    if side is None:
        return ""
    return "N-S" if side is Side.NS else ("E-O" if written.language == "fr" else "E-W")


@dataclass(frozen=True, slots=True)
class DealView:
    """A board's deal as a diagram: the dealer, who is vulnerable, the four hands by seat."""

    board: int
    dealer: str
    vulnerability: str
    hands: dict[str, HandView]


def deal_view(board: int, deal: Deal | None, written: Notation) -> DealView | None:
    """The diagram of ``board`` (``None`` when its deal is not known)."""
    if deal is None:
        return None
    hands = {seat.value: hand_view(deal.hands[seat], seat, written) for seat in Seat}
    return DealView(
        board,
        written.seat(board_dealer(board)),
        written.vulnerability(board_vulnerability(board)),
        hands,
    )

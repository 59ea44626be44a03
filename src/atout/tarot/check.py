"""What is impossible in a deal entry, every problem at once (RULES §7).

Each message starts with the field it is about (``points:``, ``bouts:``,
``poignee:`` …) and says what would be valid.
"""

from __future__ import annotations

from atout.tarot.cards import (
    DECK,
    EXCUSE,
    TOTAL_BOUTS,
    TOTAL_POINTS,
    ExcuseExchange,
    TarotCard,
    count_camp,
)
from atout.tarot.contract import (
    CHIEN_SIZE,
    PLAYER_COUNTS,
    POIGNEE_SIZE,
    Chelem,
    Misere,
    chien_owner_is_taker,
)
from atout.tarot.deal import Donne, format_bouts, format_points
from atout.tarot.rules import TarotRules

#: The least a bout can count in a camp's pile: the excuse kept without its exchange (seed 001).
LEAST_BOUT_POINTS = 4.0
#: A camp that took no trick holds at most its chien and the excuse: a card counts 4.5 at most.
MOST_CARD_POINTS = 4.5


def problems(donne: Donne, rules: TarotRules) -> tuple[str, ...]:
    """Every reason why ``donne`` cannot have happened under ``rules`` (empty when valid).

    >>> problems(Donne.parse("garde taker=1 points=95 bouts=4", players=4), TarotRules())
    ('points: 95 is not valid: use 0 to 91', 'bouts: 4 is not valid: use 0 to 3')
    """
    if donne.players not in PLAYER_COUNTS:
        return (f"players: {donne.players!r} is not valid: use 3, 4 or 5",)
    found = [*_seat_problems(donne), *_points_problems(donne)]
    found += _poignee_problems(donne)
    found += _misere_problems(donne, rules)
    found += _chelem_problems(donne, rules)
    return tuple(found)


def _seat_range(donne: Donne) -> str:
    return f"use a seat from 1 to {donne.players}"


def _valid_seat(donne: Donne, seat: int) -> bool:
    return 1 <= seat <= donne.players


def _seat_problems(donne: Donne) -> list[str]:
    found = []
    if not _valid_seat(donne, donne.taker):
        found.append(f"taker: seat {donne.taker!r} is not valid: {_seat_range(donne)}")
    if donne.players == 5 and donne.partner is None:
        found.append(
            "partner: missing at 5 players: give the called seat from 1 to 5, or self "
            "when the taker called his own king"
        )
    elif donne.players != 5 and donne.partner is not None:
        found.append(
            f"partner: seat {donne.partner!r} is not valid at {donne.players} players: "
            f"only 5 players call a partner"
        )
    elif donne.partner is not None and not _valid_seat(donne, donne.partner):
        found.append(f"partner: seat {donne.partner!r} is not valid: {_seat_range(donne)}")
    return found


def _points_problems(donne: Donne) -> list[str]:
    points, bouts = donne.points, donne.bouts
    shown = format_points(points)
    found = []
    if not 0 <= points <= TOTAL_POINTS:
        found.append(f"points: {shown} is not valid: use 0 to 91")
    elif points * 2 != int(points * 2):
        found.append(f"points: {shown} is not valid: use 0 to 91 in steps of 0.5")
    elif donne.players == 4 and points != int(points):
        found.append(
            f"points: {shown} is not valid at 4 players: use a whole number from 0 to 91 "
            f"(a camp always holds an even number of cards, each worth a multiple of 0.5)"
        )
    if not 0 <= bouts <= TOTAL_BOUTS:
        found.append(f"bouts: {bouts!r} is not valid: use 0 to 3")
    elif not found:
        low = LEAST_BOUT_POINTS * bouts
        high = TOTAL_POINTS - LEAST_BOUT_POINTS * (TOTAL_BOUTS - bouts)
        if not low <= points <= high:
            found.append(
                f"points: {shown} with {format_bouts(bouts)} is not valid: "
                f"with {format_bouts(bouts)} use {format_points(low)} to {format_points(high)}"
            )
    if donne.cards is not None:
        found += _cards_problems(donne)
    return found


def _cards_problems(donne: Donne) -> list[str]:
    assert donne.cards is not None
    count = count_camp(donne.cards, donne.excuse)
    found = []
    if (count.points, count.bouts) != (donne.points, donne.bouts):
        found.append(
            f"points: {format_points(donne.points)} with {format_bouts(donne.bouts)} "
            f"does not match the cards given "
            f"({format_points(count.points)} with {format_bouts(count.bouts)})"
        )
    chien = CHIEN_SIZE[donne.players] if chien_owner_is_taker(donne.contrat) else 0
    moved = {ExcuseExchange.NONE: 0, ExcuseExchange.OWES: 1, ExcuseExchange.OWED: -1}
    in_tricks = len(donne.cards) - chien - moved[donne.excuse]
    if in_tricks < 0 or in_tricks % donne.players:
        found.append(
            f"cards: {len(donne.cards)} cards cannot be the taker's camp's pile at "
            f"{donne.players} players: use {chien} (chien or écart) plus {donne.players} per trick"
        )
    return found


def _poignee_problems(donne: Donne) -> list[str]:
    found = []
    seen_seats: set[int] = set()
    shown_by: dict[TarotCard, int] = {}
    for shown in donne.poignees:
        if not _valid_seat(donne, shown.seat):
            found.append(f"poignee: seat {shown.seat!r} is not valid: {_seat_range(donne)}")
            continue
        if shown.seat in seen_seats:
            found.append(f"poignee: seat {shown.seat} shows two poignées: one per player")
        seen_seats.add(shown.seat)
        if shown.cards is None:
            continue
        size = POIGNEE_SIZE[donne.players][shown.poignee]
        if len(shown.cards) < size:
            found.append(
                f"poignee: seat {shown.seat} shows {len(shown.cards)} trumps for a "
                f"{shown.poignee} poignée: show at least {size} at {donne.players} players"
            )
        for card in shown.cards:
            if not (card.is_trump or card == EXCUSE):
                found.append(
                    f"poignee: seat {shown.seat} shows {card}, not a trump: "
                    f"show trumps T1 to T21 (or the excuse)"
                )
            elif card in shown_by:
                found.append(
                    f"poignee: {card} is shown by seats {shown_by[card]} and {shown.seat}: "
                    f"each card exists once"
                )
            shown_by[card] = shown.seat
    return found


def _misere_problems(donne: Donne, rules: TarotRules) -> list[str]:
    if donne.miseres and not rules.miseres:
        return [f"misere: not used under preset {rules.name}: the rules have misères off"]
    found = []
    declared: set[tuple[int, Misere]] = set()
    poignee_seats = {shown.seat for shown in donne.poignees}
    for shown in donne.miseres:
        if not _valid_seat(donne, shown.seat):
            found.append(f"misere: seat {shown.seat!r} is not valid: {_seat_range(donne)}")
        elif (shown.seat, shown.misere) in declared:
            found.append(f"misere: seat {shown.seat} declares {shown.misere} twice: once each")
        elif shown.misere is Misere.ATOUT and shown.seat in poignee_seats:
            found.append(
                f"misere: seat {shown.seat} declares no trump and shows a poignée: "
                f"declare one or the other"
            )
        declared.add((shown.seat, shown.misere))
    return found


def _chelem_problems(donne: Donne, rules: TarotRules) -> list[str]:
    found = []
    if donne.petit_chelem is not None and not rules.petit_chelem:
        found.append(f"petit-chelem: not used under preset {rules.name}: the rules have it off")
    if donne.petit_chelem is not None and donne.chelem is not None:
        found.append("chelem: give a grand chelem or a petit chelem, not both")
    if donne.chelem in (Chelem.ANNOUNCED_MADE, Chelem.UNANNOUNCED_MADE, Chelem.DEFENCE):
        found += _every_trick_problems(donne)
    return found


def _every_trick_problems(donne: Donne) -> list[str]:
    """A camp took every trick: the other holds only its chien (if any) and the excuse."""
    assert donne.chelem is not None
    empty_is_taker = donne.chelem is Chelem.DEFENCE
    empty = "the taker's camp" if empty_is_taker else "the defence"
    owns_chien = chien_owner_is_taker(donne.contrat) == empty_is_taker
    if donne.cards is not None:
        taker_pile = set(donne.cards)
        pile = taker_pile if empty_is_taker else set(DECK) - taker_pile
        most_cards = 1 + (CHIEN_SIZE[donne.players] if owns_chien else 0)
        if len(pile) > most_cards or (not owns_chien and pile - {EXCUSE}):
            return [
                f"chelem: {donne.chelem} but {empty} holds {len(pile)} cards: it lost a trick "
                f"(it may hold only the excuse{' and the chien' if owns_chien else ''})"
            ]
        return []
    points = donne.points if empty_is_taker else TOTAL_POINTS - donne.points
    bouts = donne.bouts if empty_is_taker else TOTAL_BOUTS - donne.bouts
    if owns_chien:
        most = MOST_CARD_POINTS * CHIEN_SIZE[donne.players] + LEAST_BOUT_POINTS
        if points <= most:
            return []
        low, high = (0.0, most) if empty_is_taker else (TOTAL_POINTS - most, TOTAL_POINTS)
        valid = f"use points {format_points(low)} to {format_points(high)}"
        holds = "its chien and the excuse"
    else:
        if (points, bouts) in ((0.0, 0), (LEAST_BOUT_POINTS, 1)):
            return []
        pairs = ((0, 0), (4, 1)) if empty_is_taker else ((91, 3), (87, 2))
        valid = " or ".join(f"points {p} with {format_bouts(b)}" for p, b in pairs)
        valid = f"use {valid}"
        holds = "nothing but perhaps the excuse (4 points, 1 bout)"
    return [
        f"chelem: {donne.chelem} means {empty} took no trick and holds {holds}: "
        f"points {format_points(donne.points)} with {format_bouts(donne.bouts)} "
        f"is not valid; {valid}"
    ]

"""What is impossible in a deal entry, every problem at once (RULES §7).

Each message starts with the field it is about (``points:``, ``bouts:``,
``poignee:`` …) and says what would be valid. The points and bouts the taker's
camp can end with, for each number of players, contract and chelem, are
derived in :mod:`atout.tarot.bounds`; a pile of cards must be the chien (or
écart) when it is the camp's and whole tricks, as many as the chelem fields say.
"""

from __future__ import annotations

from atout.tarot.bounds import TRICKS, ecart_allows, reach, tricks
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
    Camp,
    Chelem,
    Contrat,
    Misere,
    chien_owner_is_taker,
)
from atout.tarot.deal import Donne, format_bouts, format_points
from atout.tarot.rules import TarotRules

#: The petit (trump 1), whose place petit au bout says.
PETIT = TarotCard(None, 1)


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
    if donne.cards is not None:  # points and bouts counted from the cards
        return [] if _chelems_clash(donne) else _cards_problems(donne)
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
    if found or _chelems_clash(donne):
        return found
    return _reach_problems(donne)


def _chelems_clash(donne: Donne) -> bool:
    return donne.chelem is not None and donne.petit_chelem is not None


def _flags(donne: Donne) -> str:
    words = [
        f"{key}={value}"
        for key, value in (
            ("chelem", donne.chelem),
            ("petit-chelem", donne.petit_chelem),
            ("petit-au-bout", donne.petit_au_bout),
        )
        if value is not None
    ]
    return " with " + " ".join(words) if words else ""


def _reach_problems(donne: Donne) -> list[str]:
    """Points and bouts the taker's camp cannot end with (:mod:`atout.tarot.bounds`)."""
    taken = tricks(donne.players, donne.chelem, donne.petit_chelem, donne.petit_au_bout)
    if not taken:
        return [_no_trick_count(donne)]
    possible = reach(donne.players, donne.contrat, taken, donne.petit_au_bout)
    if possible.allows(donne.points, donne.bouts):
        return []
    given = f"{format_points(donne.points)} with {format_bouts(donne.bouts)}"
    where = f"for a {donne.contrat} at {donne.players} players{_flags(donne)}"
    if possible.halves[donne.bouts]:
        valid = f"with {format_bouts(donne.bouts)} use {possible.describe(donne.bouts)}"
    else:
        valid = "use " + " or ".join(
            f"{possible.describe(b)} with {format_bouts(b)}"
            for b in range(TOTAL_BOUTS, -1, -1)
            if possible.halves[b]
        )
    return [f"points: {given} is not valid {where}: {valid}{_chelem_hint(donne)}"]


def _chelem_hint(donne: Donne) -> str:
    """What a chelem field would make of the points and bouts, when none is given."""
    if donne.chelem is not None or donne.petit_chelem is not None:
        return ""
    every = TRICKS[donne.players]
    for taken, hint in ((every, "chelem=unannounced-made"), (0, "chelem=defence")):
        done = range(taken, taken + 1)
        if reach(donne.players, donne.contrat, done, donne.petit_au_bout).allows(
            donne.points, donne.bouts
        ):
            camp = "the taker's camp" if taken else "the defence"
            return f" ({camp} took every trick with those: enter {hint})"
    return ""


def _no_trick_count(donne: Donne) -> str:
    camp = donne.petit_au_bout
    empty = "the taker's camp" if donne.chelem is Chelem.DEFENCE else "the defence"
    return (
        f"petit-au-bout: {camp} is not valid with chelem={donne.chelem}: {empty} took no trick, "
        f"so it did not take the last one"
    )


def _cards_problems(donne: Donne) -> list[str]:
    """A pile that is not the chien (or écart) and whole tricks, or not the tricks said."""
    assert donne.cards is not None
    count = count_camp(donne.cards, donne.excuse)
    if (count.points, count.bouts) != (donne.points, donne.bouts):
        return [
            f"points: {format_points(donne.points)} with {format_bouts(donne.bouts)} "
            f"does not match the cards given "
            f"({format_points(count.points)} with {format_bouts(count.bouts)})"
        ]
    chien = CHIEN_SIZE[donne.players] if chien_owner_is_taker(donne.contrat) else 0
    moved = {ExcuseExchange.NONE: 0, ExcuseExchange.OWES: 1, ExcuseExchange.OWED: -1}
    in_tricks = len(donne.cards) - chien - moved[donne.excuse]
    if in_tricks < 0 or in_tricks % donne.players:
        return [
            f"cards: {len(donne.cards)} cards cannot be the taker's camp's pile at "
            f"{donne.players} players: use {chien} (chien or écart) plus {donne.players} per trick"
        ]
    taken = in_tricks // donne.players
    allowed = tricks(donne.players, donne.chelem, donne.petit_chelem, donne.petit_au_bout)
    if taken not in allowed:
        return [_trick_count_problem(donne, taken, allowed)]
    kept = [card for card in donne.cards if not ecart_allows(card) and not card.is_excuse]
    if donne.contrat in (Contrat.PRISE, Contrat.GARDE) and len(kept) > in_tricks:
        return [
            f"cards: the pile holds {len(kept)} kings and bouts but only {in_tricks} cards "
            f"from tricks: the écart holds no king and no bout (FFT)"
        ]
    has_petit = PETIT in donne.cards
    if donne.petit_au_bout is not None and has_petit != (donne.petit_au_bout is Camp.ATTAQUE):
        holder = "holds" if has_petit else "does not hold"
        return [
            f"petit-au-bout: {donne.petit_au_bout} but the pile {holder} the petit (T1): "
            f"the camp that took it in the last trick holds it"
        ]
    return []


def _trick_count_problem(donne: Donne, taken: int, allowed: range) -> str:
    pile = f"{len(donne.cards or ())} cards, {taken} trick{'s' if taken != 1 else ''}"
    if not allowed:
        return _no_trick_count(donne)
    said = _flags(donne).removeprefix(" with ") or "no chelem"
    valid = (f"{allowed[0]}" if len(allowed) == 1 else f"{allowed[0]} to {allowed[-1]}") + " tricks"
    if donne.chelem in (Chelem.ANNOUNCED_MADE, Chelem.UNANNOUNCED_MADE):
        return (
            f"chelem: {donne.chelem} but the defence holds {len(DECK) - len(donne.cards or ())} "
            f"cards: it lost a trick (the pile is {pile}, and {said} means {valid})"
        )
    return f"cards: the pile is {pile}: {said} means {valid} for the taker's camp"


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
    if _chelems_clash(donne):
        found.append("chelem: give a grand chelem or a petit chelem, not both")
    return found

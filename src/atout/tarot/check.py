"""What is impossible in a deal entry, every problem at once (RULES §7).

Each message starts with the field it is about (``points:``, ``bouts:``,
``poignee:`` …) and says what would be valid. The points and bouts the taker's
camp can end with, for each number of players, contract and chelem, are
derived in :mod:`atout.tarot.bounds`; a pile of cards must be the chien (or
écart) when it is the camp's and whole tricks, as many as the chelem fields say.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from atout.errors import Message
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
    CAMP_WORDS,
    CHELEM_WORDS,
    CHIEN_SIZE,
    PETIT_CHELEM_WORDS,
    PLAYER_COUNTS,
    POIGNEE_SIZE,
    Camp,
    Chelem,
    Contrat,
    Misere,
    chien_owner_is_taker,
)
from atout.tarot.deal import DEAL_KEYS, SELF_WORDS, Donne, bouts_message, points_number
from atout.tarot.rules import TarotRules


def _problem(template: str, /, *, code: str, **values: Any) -> Message:
    """A problem's message, about the field of the deal entry its code starts with.

    ``code="points.range"`` is about the field ``points``.
    """
    return Message(template, code=code, **values).about(code.partition(".")[0])


#: The petit (trump 1), whose place petit au bout says.
PETIT = TarotCard(None, 1)


def problems(donne: Donne, rules: TarotRules) -> tuple[Message, ...]:
    """Every reason why ``donne`` cannot have happened under ``rules`` (empty when valid).

    >>> problems(Donne.parse("garde taker=1 points=95 bouts=4", players=4), TarotRules())
    ('points: 95 is not valid: use 0 to 91', 'bouts: 4 is not valid: use 0 to 3')
    """
    if donne.players not in PLAYER_COUNTS:
        return (
            _problem(
                "players: {players!r} is not valid: use 3, 4 or 5",
                code="players.count",
                players=donne.players,
            ),
        )
    return (
        *_seat_problems(donne),
        *_points_problems(donne),
        *_poignee_problems(donne),
        *_misere_problems(donne, rules),
        *_chelem_problems(donne, rules),
    )


def _seat_range(donne: Donne) -> Message:
    return Message("use a seat from 1 to {players}", players=donne.players)


def _valid_seat(donne: Donne, seat: int) -> bool:
    return 1 <= seat <= donne.players


def _seat_problems(donne: Donne) -> Iterator[Message]:
    if not _valid_seat(donne, donne.taker):
        yield _problem(
            "taker: seat {taker!r} is not valid: {seat_range}",
            code="taker.seat",
            taker=donne.taker,
            seat_range=_seat_range(donne),
        )
    if donne.players == 5 and donne.partner is None:
        yield _problem(
            (
                "partner: missing at 5 players: give the called seat from 1 "
                "to 5, or {self} when the taker called his own king"
            ),
            code="partner.missing",
            self=SELF_WORDS.choices(),
        )
    elif donne.players != 5 and donne.partner is not None:
        yield _problem(
            (
                "partner: seat {partner!r} is not valid at {players} "
                "players: only 5 players call a partner"
            ),
            code="partner.not-five",
            partner=donne.partner,
            players=donne.players,
        )
    elif donne.partner is not None and not _valid_seat(donne, donne.partner):
        yield _problem(
            "partner: seat {partner!r} is not valid: {seat_range}",
            code="partner.seat",
            partner=donne.partner,
            seat_range=_seat_range(donne),
        )


def _points_problems(donne: Donne) -> list[Message]:
    if donne.cards is None:  # else points and bouts are counted from the cards
        found = list(_range_problems(donne))
        if found:
            return found
    if _chelems_clash(donne):
        return []
    problem = _reach_problem(donne) if donne.cards is None else _cards_problem(donne)
    return [] if problem is None else [problem]


def _range_problems(donne: Donne) -> Iterator[Message]:
    points, bouts = donne.points, donne.bouts
    shown = points_number(points)
    if not 0 <= points <= TOTAL_POINTS:
        yield _problem(
            "points: {shown} is not valid: use 0 to 91",
            code="points.range",
            shown=shown,
        )
    elif points * 2 != int(points * 2):
        yield _problem(
            "points: {shown} is not valid: use 0 to 91 in steps of 0.5",
            code="points.half-step",
            shown=shown,
        )
    elif donne.players == 4 and points != int(points):
        yield _problem(
            (
                "points: {shown} is not valid at 4 players: use a whole "
                "number from 0 to 91 (a camp always holds an even number of "
                "cards, each worth a multiple of 0.5)"
            ),
            code="points.four-players",
            shown=shown,
        )
    if not 0 <= bouts <= TOTAL_BOUTS:
        yield _problem(
            "bouts: {bouts!r} is not valid: use 0 to 3",
            code="bouts.range",
            bouts=bouts,
        )


def _chelems_clash(donne: Donne) -> bool:
    return donne.chelem is not None and donne.petit_chelem is not None


def _flags(donne: Donne) -> Message | str:
    words = _flag_words(donne)
    return Message(" with {flags}", flags=words) if words else ""


def _flag(key: str, value: Message) -> Message:
    """A word of the deal line: ``chelem=announced-made``, French ``chelem=annoncé-réussi``."""
    return Message("{key}={value}", key=DEAL_KEYS.word(key), value=value)


def _flag_words(donne: Donne) -> Message | str:
    words = []
    if donne.chelem is not None:
        words.append(_flag("chelem", CHELEM_WORDS.word(donne.chelem)))
    if donne.petit_chelem is not None:
        words.append(_flag("petit-chelem", PETIT_CHELEM_WORDS.word(donne.petit_chelem)))
    if donne.petit_au_bout is not None:
        words.append(_flag("petit-au-bout", CAMP_WORDS.word(donne.petit_au_bout)))
    return Message.joined(words, " ") if words else ""


def _reach_problem(donne: Donne) -> Message | None:
    """Points and bouts the taker's camp cannot end with (:mod:`atout.tarot.bounds`)."""
    taken = tricks(donne.players, donne.chelem, donne.petit_chelem, donne.petit_au_bout)
    if not taken:
        return _no_trick_count(donne)
    possible = reach(donne.players, donne.contrat, taken, donne.petit_au_bout)
    if possible.allows(donne.points, donne.bouts):
        return None
    given = _with_bouts(points_number(donne.points), donne.bouts)
    where = Message(
        "for a {contrat} at {players} players{flags}",
        contrat=Message(str(donne.contrat)),
        players=donne.players,
        flags=_flags(donne),
    )
    if possible.halves[donne.bouts]:
        valid = Message(
            "with {bouts} use {points}",
            bouts=bouts_message(donne.bouts),
            points=possible.describe(donne.bouts),
        )
    else:
        each = [
            _with_bouts(possible.describe(b), b)
            for b in range(TOTAL_BOUTS, -1, -1)
            if possible.halves[b]
        ]
        valid = Message("use {points}", points=Message.joined(each, " or "))
    return _problem(
        "points: {given} is not valid {where}: {valid}{chelem_hint}",
        code="points.invalid",
        given=given,
        where=where,
        valid=valid,
        chelem_hint=_chelem_hint(donne),
    )


def _with_bouts(points: Message | float, bouts: int) -> Message:
    return Message("{points} with {bouts}", points=points, bouts=bouts_message(bouts))


def _chelem_hint(donne: Donne) -> Message | str:
    """What a chelem field would make of the points and bouts, when none is given."""
    if donne.chelem is not None or donne.petit_chelem is not None:
        return ""
    every = TRICKS[donne.players]
    for taken, chelem in ((every, Chelem.UNANNOUNCED_MADE), (0, Chelem.DEFENCE)):
        hint = _flag("chelem", CHELEM_WORDS.word(chelem))
        done = range(taken, taken + 1)
        if reach(donne.players, donne.contrat, done, donne.petit_au_bout).allows(
            donne.points, donne.bouts
        ):
            if taken:
                return Message(
                    " (the taker's camp took every trick with those: enter {hint})", hint=hint
                )
            return Message(" (the defence took every trick with those: enter {hint})", hint=hint)
    return ""


def _no_trick_count(donne: Donne) -> Message:
    camp = donne.petit_au_bout
    taker = donne.chelem is Chelem.DEFENCE
    empty = Message("the taker's camp") if taker else Message("the defence")
    return _problem(
        (
            "petit-au-bout: {camp} is not valid with chelem={chelem}: "
            "{empty} took no trick, so it did not take the last one"
        ),
        code="petit-au-bout.no-trick",
        camp=camp if camp is None else CAMP_WORDS.word(camp),
        chelem=donne.chelem if donne.chelem is None else CHELEM_WORDS.word(donne.chelem),
        empty=empty,
    )


def _cards_problem(donne: Donne) -> Message | None:
    """A pile that is not the chien (or écart) and whole tricks, or not the tricks said."""
    assert donne.cards is not None
    count = count_camp(donne.cards, donne.excuse)
    if (count.points, count.bouts) != (donne.points, donne.bouts):
        return _problem(
            (
                "points: {points} with {bouts} does not match the cards "
                "given ({points2} with {bouts2})"
            ),
            code="points.contradict-cards",
            points=points_number(donne.points),
            bouts=bouts_message(donne.bouts),
            points2=points_number(count.points),
            bouts2=bouts_message(count.bouts),
        )
    chien = CHIEN_SIZE[donne.players] if chien_owner_is_taker(donne.contrat) else 0
    moved = {ExcuseExchange.NONE: 0, ExcuseExchange.OWES: 1, ExcuseExchange.OWED: -1}
    in_tricks = len(donne.cards) - chien - moved[donne.excuse]
    if in_tricks < 0 or in_tricks % donne.players:
        return _problem(
            (
                "cards: {count} cards cannot be the taker's camp's pile at "
                "{players} players: use {chien} (chien or écart) plus "
                "{players} per trick"
            ),
            code="cards.pile-size",
            count=len(donne.cards),
            players=donne.players,
            chien=chien,
        )
    taken = in_tricks // donne.players
    allowed = tricks(donne.players, donne.chelem, donne.petit_chelem, donne.petit_au_bout)
    if taken not in allowed:
        return _trick_count_problem(donne, taken, allowed)
    kept = [card for card in donne.cards if not ecart_allows(card) and not card.is_excuse]
    if donne.contrat in (Contrat.PRISE, Contrat.GARDE) and len(kept) > in_tricks:
        return _problem(
            (
                "cards: the pile holds {count} kings and bouts but only "
                "{in_tricks} cards from tricks: the écart holds no king and "
                "no bout (FFT)"
            ),
            code="cards.pile-too-few-tricks",
            count=len(kept),
            in_tricks=in_tricks,
        )
    has_petit = PETIT in donne.cards
    if donne.petit_au_bout is not None and has_petit != (donne.petit_au_bout is Camp.ATTAQUE):
        said = CAMP_WORDS.word(donne.petit_au_bout)
        if has_petit:
            return _problem(
                (
                    "petit-au-bout: {petit_au_bout} but the pile holds the petit (T1): "
                    "the camp that took it in the last trick holds it"
                ),
                code="petit-au-bout.contradicts-pile",
                petit_au_bout=said,
            )
        return _problem(
            (
                "petit-au-bout: {petit_au_bout} but the pile does not hold the petit "
                "(T1): the camp that took it in the last trick holds it"
            ),
            code="petit-au-bout.contradicts-pile",
            petit_au_bout=said,
        )
    return None


def _trick_count_problem(donne: Donne, taken: int, allowed: range) -> Message:
    cards = len(donne.cards or ())
    if taken == 1:
        pile = Message("{cards} cards, {taken} trick", cards=cards, taken=taken)
    else:
        pile = Message("{cards} cards, {taken} tricks", cards=cards, taken=taken)
    if not allowed:
        return _no_trick_count(donne)
    said: Message | str = _flag_words(donne) or Message("no chelem")
    if len(allowed) == 1:
        valid = Message("{low} tricks", low=allowed[0])
    else:
        valid = Message("{low} to {high} tricks", low=allowed[0], high=allowed[-1])
    if donne.chelem in (Chelem.ANNOUNCED_MADE, Chelem.UNANNOUNCED_MADE):
        return _problem(
            (
                "chelem: {chelem} but the defence holds {value} cards: it "
                "lost a trick (the pile is {pile}, and {said} means {valid})"
            ),
            code="chelem.defence-took-trick",
            chelem=donne.chelem if donne.chelem is None else CHELEM_WORDS.word(donne.chelem),
            value=len(DECK) - len(donne.cards or ()),
            pile=pile,
            said=said,
            valid=valid,
        )
    return _problem(
        "cards: the pile is {pile}: {said} means {valid} for the taker's camp",
        code="cards.contradict-contract",
        pile=pile,
        said=said,
        valid=valid,
    )


def _poignee_problems(donne: Donne) -> Iterator[Message]:
    seen_seats: set[int] = set()
    shown_by: dict[TarotCard, int] = {}
    for shown in donne.poignees:
        if not _valid_seat(donne, shown.seat):
            yield _problem(
                "poignee: seat {seat!r} is not valid: {seat_range}",
                code="poignee.seat",
                seat=shown.seat,
                seat_range=_seat_range(donne),
            )
            continue
        if shown.seat in seen_seats:
            yield _problem(
                "poignee: seat {seat} shows two poignées: one per player",
                code="poignee.twice",
                seat=shown.seat,
            )
        seen_seats.add(shown.seat)
        if shown.cards is None:
            continue
        size = POIGNEE_SIZE[donne.players][shown.poignee]
        if len(shown.cards) < size:
            yield _problem(
                (
                    "poignee: seat {seat} shows {count} trumps for a {poignee} "
                    "poignée: show at least {size} at {players} players"
                ),
                code="poignee.too-few-trumps",
                seat=shown.seat,
                count=len(shown.cards),
                poignee=shown.poignee,
                size=size,
                players=donne.players,
            )
        for card in shown.cards:
            if not (card.is_trump or card == EXCUSE):
                yield _problem(
                    (
                        "poignee: seat {seat} shows {card}, not a trump: show trumps "
                        "T1 to T21 (or the excuse)"
                    ),
                    code="poignee.not-trump",
                    seat=shown.seat,
                    card=card,
                )
            elif card in shown_by:
                yield _problem(
                    (
                        "poignee: {card} is shown by seats {shown_by} and {seat}: "
                        "each card exists once"
                    ),
                    code="poignee.card-twice",
                    card=card,
                    shown_by=shown_by[card],
                    seat=shown.seat,
                )
            shown_by[card] = shown.seat


def _misere_problems(donne: Donne, rules: TarotRules) -> Iterator[Message]:
    if donne.miseres and not rules.miseres:
        yield _problem(
            "misere: not used under preset {name}: the rules have misères off",
            code="misere.off",
            name=Message(rules.name),
        )
        return
    declared: set[tuple[int, Misere]] = set()
    poignee_seats = {shown.seat for shown in donne.poignees}
    for shown in donne.miseres:
        if not _valid_seat(donne, shown.seat):
            yield _problem(
                "misere: seat {seat!r} is not valid: {seat_range}",
                code="misere.seat",
                seat=shown.seat,
                seat_range=_seat_range(donne),
            )
        elif (shown.seat, shown.misere) in declared:
            yield _problem(
                "misere: seat {seat} declares {misere} twice: once each",
                code="misere.twice",
                seat=shown.seat,
                misere=shown.misere,
            )
        elif shown.misere is Misere.ATOUT and shown.seat in poignee_seats:
            yield _problem(
                (
                    "misere: seat {seat} declares no trump and shows a poignée: "
                    "declare one or the other"
                ),
                code="misere.with-poignee",
                seat=shown.seat,
            )
        declared.add((shown.seat, shown.misere))


def _chelem_problems(donne: Donne, rules: TarotRules) -> Iterator[Message]:
    if donne.petit_chelem is not None and not rules.petit_chelem:
        yield _problem(
            "petit-chelem: not used under preset {name}: the rules have it off",
            code="petit-chelem.off",
            name=Message(rules.name),
        )
    if _chelems_clash(donne):
        yield _problem(
            "chelem: give a grand chelem or a petit chelem, not both",
            code="chelem.both",
        )

"""One deal as entered on the score sheet (*une donne*) and its one-line notation.

A :class:`Donne` holds what the table says happened; :func:`atout.tarot.check.problems`
says what is impossible in it, and :func:`atout.tarot.score.score` refuses it then.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TypeVar

from atout.errors import Message, NotationError
from atout.tarot.cards import ExcuseExchange, TarotCard, count_camp, format_cards, parse_cards
from atout.tarot.contract import (
    Camp,
    Chelem,
    Contrat,
    MisereShown,
    PetitChelem,
    PoigneeShown,
)
from atout.tarot.words import Words

T = TypeVar("T")


def format_bouts(bouts: int) -> str:
    """``1 bout``, ``2 bouts``.

    >>> format_bouts(1), format_bouts(0)
    ('1 bout', '0 bouts')
    """
    return f"{bouts} bout{'' if bouts == 1 else 's'}"


def bouts_message(bouts: int) -> Message:
    """``1 bout``, ``2 bouts``, as a message to translate.

    >>> bouts_message(1), bouts_message(0).values
    ('1 bout', {'bouts': 0})
    """
    if bouts == 1:
        return Message("{bouts} bout", bouts=bouts)
    return Message("{bouts} bouts", bouts=bouts)


def points_number(points: float) -> int | float:
    """Card points as a number to write: a whole number without its ``.0``.

    >>> points_number(43.0), points_number(40.5)
    (43, 40.5)
    """
    return int(points) if math.isfinite(points) and points == int(points) else points


def format_points(points: float) -> str:
    """Card points without a useless ``.0``.

    >>> format_points(43.0), format_points(40.5)
    ('43', '40.5')
    """
    whole = math.isfinite(points) and points == int(points)
    return str(int(points)) if whole else str(points)


@dataclass(frozen=True, slots=True)
class Donne:
    """One deal (*donne*): the taker (*preneur*), his contract and what his camp took.

    Seats are numbered 1 to ``players``. ``points`` and ``bouts`` are those of the
    taker's camp (the taker and, at 5 players, his partner), écart or chien
    included when it is theirs. ``partner`` is the seat of the called king at 5
    players (the taker's own seat when he called himself) and ``None`` at 3 and
    4. ``cards``, when the table entered the cards rather than the points, is
    the taker's camp's pile and ``excuse`` its place in the excuse exchange.

    >>> d = Donne.parse("garde taker=1 points=43 bouts=2", players=4)
    >>> d.contrat, d.points, d.bouts
    (<Contrat.GARDE: 'garde'>, 43.0, 2)
    >>> str(d)
    'garde taker=1 points=43 bouts=2'
    >>> Donne.parse("garde preneur=1 points=43 bouts=2 petit-au-bout=défense", 4)
    Donne.parse('garde taker=1 points=43 bouts=2 petit-au-bout=defence', players=4)
    """

    players: int
    taker: int
    contrat: Contrat
    points: float
    bouts: int
    partner: int | None = None
    petit_au_bout: Camp | None = None
    poignees: tuple[PoigneeShown, ...] = ()
    miseres: tuple[MisereShown, ...] = ()
    chelem: Chelem | None = None
    petit_chelem: PetitChelem | None = None
    cards: tuple[TarotCard, ...] | None = None
    excuse: ExcuseExchange = ExcuseExchange.NONE

    def with_cards(
        self, cards: Iterable[TarotCard], excuse: ExcuseExchange = ExcuseExchange.NONE
    ) -> Donne:
        """This deal with points and bouts counted from the taker's camp's pile.

        >>> from atout.tarot.cards import DECK
        >>> pile = [c for c in DECK if c.suit is not None or c.rank in (1, 21)]
        >>> d = Donne(4, 2, Contrat.PRISE, 0, 0).with_cards(pile)
        >>> d.points, d.bouts
        (77.0, 2)
        """
        pile = tuple(cards)
        count = count_camp(pile, excuse)
        return replace(self, points=count.points, bouts=count.bouts, cards=pile, excuse=excuse)

    @property
    def attack(self) -> frozenset[int]:
        """The seats of the taker's camp (*l'attaque*)."""
        return frozenset({self.taker} if self.partner is None else {self.taker, self.partner})

    @classmethod
    def parse(cls, text: str, players: int) -> Donne:
        """Read a deal line: the contract then ``key=value`` words, in English or in French
        (see docs/tarot-session.md)."""
        words = text.split()
        if not words:
            raise NotationError(
                "{text!r} is not a deal: start with the contract",
                code="donne.syntax",
                text=text,
            )
        contrat = Contrat.parse(words[0])
        fields: dict[str, str] = {}
        poignees: list[PoigneeShown] = []
        miseres: list[MisereShown] = []
        for word in words[1:]:
            written, sep, value = word.partition("=")
            key = DEAL_KEYS.read(written)
            if not sep or key is None:
                raise NotationError(
                    "{word!r} in {text!r} is not understood: use {valid}",
                    code="donne.unknown-key",
                    word=word,
                    text=text,
                    valid=Message.joined([_key(k) for k in DEAL_KEYS.names], ", "),
                )
            if key == "poignee":
                poignees.append(PoigneeShown.parse(value))
            elif key == "misere":
                miseres.append(MisereShown.parse(value))
            elif key in fields:
                raise NotationError(
                    "{key} is given twice in {text!r}",
                    code="donne.key-twice",
                    key=_key(key),
                    text=text,
                )
            else:
                fields[key] = value
        return _build(text, players, contrat, fields, tuple(poignees), tuple(miseres))

    def __str__(self) -> str:
        words = [str(self.contrat), f"taker={self.taker}"]
        if self.partner is not None:
            words.append(f"partner={'self' if self.partner == self.taker else self.partner}")
        if self.cards is None:
            words += [f"points={format_points(self.points)}", f"bouts={self.bouts}"]
        else:
            words.append(f"cards={format_cards(self.cards)}")
            if self.excuse is not ExcuseExchange.NONE:
                words.append(f"excuse={self.excuse.value}")
        if self.petit_au_bout is not None:
            words.append(f"petit-au-bout={self.petit_au_bout}")
        words += [f"poignee={p}" for p in self.poignees]
        words += [f"misere={m}" for m in self.miseres]
        if self.chelem is not None:
            words.append(f"chelem={self.chelem}")
        if self.petit_chelem is not None:
            words.append(f"petit-chelem={self.petit_chelem}")
        return " ".join(words)

    def __repr__(self) -> str:
        return f"Donne.parse({str(self)!r}, players={self.players})"


#: The keys of a deal line in English and in French (``preneur=1``, ``poignée=2:simple``).
DEAL_KEYS: Words[str] = Words(
    "key",
    {
        "taker": ("taker", "preneur"),
        "partner": ("partner", "partenaire"),
        "points": ("points", "points"),
        "bouts": ("bouts", "bouts"),
        "cards": ("cards", "cartes"),
        "excuse": ("excuse", "excuse"),
        "petit-au-bout": ("petit-au-bout", "petit-au-bout"),
        "poignee": ("poignee", "poignée"),
        "misere": ("misere", "misère"),
        "chelem": ("chelem", "chelem"),
        "petit-chelem": ("petit-chelem", "petit-chelem"),
    },
    "donne.unknown-key",
)
#: ``partner=self``, French ``partenaire=seul``: the taker called his own king.
SELF_WORDS: Words[str] = Words("partner", {"self": ("self", "seul")}, "partner.unknown")


def _key(key: str) -> Message:
    """``taker=``, French ``preneur=``."""
    return Message("{key}=", key=DEAL_KEYS.word(key))


#: A whole number as written: an optional sign and a few ASCII digits (``int()`` would take
#: ``١٢`` and numbers of thousands of digits; the range is checked with the deal).
_WHOLE = re.compile(r"\s*[+-]?[0-9]{1,6}\s*")
#: Card points as written: ASCII digits and at most one decimal mark (no ``nan``, ``inf``,
#: exponent or other digits).
_POINTS = re.compile(r"\s*[+-]?[0-9]{1,6}(?:[.,][0-9]{1,6})?\s*")


def parse_int(text: str, what: str) -> int:
    """A whole number for the field ``what``, in ASCII digits.

    >>> parse_int("²", "bouts")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: bouts: '²' is not a whole number: write digits 0-9
    """
    if not _WHOLE.fullmatch(text):
        raise NotationError(
            "{what}: {text!r} is not a whole number: write digits 0-9",
            code="donne.whole-number",
            what=Message(what),
            text=text,
        )
    return int(text)


def parse_points(text: str) -> float:
    """Card points: a number in steps of 0.5 (the range is checked with the deal).

    >>> parse_points("40,5")
    40.5
    >>> parse_points("nan")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: points: 'nan' is not a number: use 0 to 91, e.g. 43 or 40.5
    """
    if not _POINTS.fullmatch(text):
        raise NotationError(
            "points: {text!r} is not a number: use 0 to 91, e.g. 43 or 40.5",
            code="points.syntax",
            text=text,
        )
    return float(text.replace(",", "."))


def parse_partner(text: str, taker: int) -> int:
    """The called seat, or ``self`` (French ``seul``) for the taker alone.

    >>> parse_partner("3", 1), parse_partner("seul", 2), parse_partner("self", 2)
    (3, 2, 2)
    """
    return taker if SELF_WORDS.read(text) else parse_int(text, "partner")


def _optional(fields: dict[str, str], key: str, parse: Callable[[str], T]) -> T | None:
    return None if key not in fields else parse(fields[key])


def _build(
    text: str,
    players: int,
    contrat: Contrat,
    fields: dict[str, str],
    poignees: tuple[PoigneeShown, ...],
    miseres: tuple[MisereShown, ...],
) -> Donne:
    if "taker" not in fields:
        raise NotationError(
            "{text!r} has no {taker}: give the taker's seat",
            code="donne.no-taker",
            text=text,
            taker=_key("taker"),
        )
    taker = parse_int(fields["taker"], "taker")
    has_cards = "cards" in fields
    if has_cards and ("points" in fields or "bouts" in fields):
        raise NotationError(
            "{text!r} gives {cards} and points=/bouts=: give one or the other",
            code="donne.cards-and-points",
            text=text,
            cards=_key("cards"),
        )
    if not has_cards and ("points" not in fields or "bouts" not in fields):
        raise NotationError(
            "{text!r} needs points= and bouts= (or {cards})",
            code="donne.no-points",
            text=text,
            cards=_key("cards"),
        )
    donne = Donne(
        players=players,
        taker=taker,
        contrat=contrat,
        points=0.0 if has_cards else parse_points(fields["points"]),
        bouts=0 if has_cards else parse_int(fields["bouts"], "bouts"),
        partner=None if "partner" not in fields else parse_partner(fields["partner"], taker),
        petit_au_bout=_optional(fields, "petit-au-bout", Camp.parse),
        poignees=poignees,
        miseres=miseres,
        chelem=_optional(fields, "chelem", Chelem.parse),
        petit_chelem=_optional(fields, "petit-chelem", PetitChelem.parse),
    )
    if not has_cards:
        return donne
    excuse = ExcuseExchange.parse(fields.get("excuse", "none"))
    return donne.with_cards(parse_cards(fields["cards"]), excuse)


@dataclass(frozen=True, slots=True)
class Passe:
    """A deal every player passed (*tous passent*): nobody scores, the next player deals.

    >>> str(Passe()), Passe.parse("pass"), Passe.parse("Passe")
    ('pass', Passe(), Passe())
    """

    @classmethod
    def parse(cls, text: str) -> Passe:
        """Read ``pass``, French ``passe``."""
        if PASSE_WORDS.read(text) is None:
            raise NotationError(
                "{text!r} is not a passed deal: write {word}",
                code="donne.pass-syntax",
                text=text,
                word=PASSE_WORDS.choices(),
            )
        return cls()

    def __str__(self) -> str:
        return "pass"


#: A passed deal's line in English and in French.
PASSE_WORDS: Words[Passe] = Words("pass", {Passe(): ("pass", "passe")}, "donne.pass-syntax")

#: A line of the ledger: a deal played, or a deal everyone passed.
Entry = Donne | Passe


def parse_entry(text: str, players: int) -> Entry:
    """Read a ledger line: ``pass`` (``passe``) or a deal (:meth:`Donne.parse`).

    >>> parse_entry("passe", 4), parse_entry("prise preneur=2 points=60 bouts=1", 4).taker
    (Passe(), 2)
    """
    passe = PASSE_WORDS.read(text)
    return passe if passe is not None else Donne.parse(text, players)

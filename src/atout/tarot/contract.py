"""Contracts, announcements and their tables (RULES §7, seed 001).

Every figure here is a constant that cites RULES §7; the enums carry no
arithmetic.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeVar

from atout.errors import Message, NotationError
from atout.tarot.cards import TarotCard, format_cards, parse_cards
from atout.tarot.words import Words

E = TypeVar("E", bound=enum.Enum)


def _parse_enum(kind: type[E], text: str, what: str) -> E:
    """A value of ``kind`` written as its value (the contracts: the same words in French)."""
    key = text.strip().lower().replace("_", "-")
    for member in kind:
        if member.value == key:
            return member
    valid = ", ".join(str(member.value) for member in kind)
    raise NotationError(
        "{what}: {text!r} is not valid: use {valid}",
        code="contrat.unknown",
        what=what,
        text=text,
        valid=valid,
    )


class Contrat(enum.Enum):
    """The contract (*contrat*) the taker bid: prise (take), garde (guard),
    garde sans le chien (guard without the kitty), garde contre le chien (guard against it)."""

    PRISE = "prise"
    GARDE = "garde"
    GARDE_SANS = "garde-sans"
    GARDE_CONTRE = "garde-contre"

    @classmethod
    def parse(cls, text: str) -> Contrat:
        """Read ``prise``, ``garde``, ``garde-sans`` or ``garde-contre``.

        >>> Contrat.parse("Garde_Contre")
        <Contrat.GARDE_CONTRE: 'garde-contre'>
        """
        return _parse_enum(cls, text, "contract")

    def __str__(self) -> str:
        return self.value


#: RULES §7: the multiplier of each contract.
MULTIPLIER: dict[Contrat, int] = {
    Contrat.PRISE: 1,
    Contrat.GARDE: 2,
    Contrat.GARDE_SANS: 4,
    Contrat.GARDE_CONTRE: 6,
}
#: RULES §7: the points the taker needs with 0, 1, 2 or 3 bouts.
NEEDED: tuple[float, float, float, float] = (56.0, 51.0, 41.0, 36.0)
#: RULES §7: every contract is worth 25 points before the difference.
CONTRACT_VALUE = 25
#: RULES §7: petit au bout is 10 × the multiplier.
PETIT_AU_BOUT_VALUE = 10
#: Cards in the chien (*kitty*) for 3, 4 and 5 players (FFT).
CHIEN_SIZE: dict[int, int] = {3: 6, 4: 6, 5: 3}
#: The player counts the rules cover.
PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5)


def chien_owner_is_taker(contrat: Contrat) -> bool:
    """Whether the chien (or the écart made from it) counts for the taker (RULES §7).

    >>> chien_owner_is_taker(Contrat.GARDE_SANS), chien_owner_is_taker(Contrat.GARDE_CONTRE)
    (True, False)
    """
    return contrat is not Contrat.GARDE_CONTRE


class Camp(enum.Enum):
    """A side: the attack (*l'attaque*: the taker and, at 5, his partner) or the defence."""

    ATTAQUE = "attack"
    DEFENSE = "defence"

    @classmethod
    def parse(cls, text: str) -> Camp:
        """Read ``attack`` or ``defence``, French ``attaque`` or ``défense``.

        >>> Camp.parse("defence"), Camp.parse("Defense")
        (<Camp.DEFENSE: 'defence'>, <Camp.DEFENSE: 'defence'>)
        """
        return CAMP_WORDS.parse(text)

    def __str__(self) -> str:
        return self.value


#: The camps in English and French, as ``petit-au-bout=`` takes them.
CAMP_WORDS: Words[Camp] = Words(
    "petit-au-bout",
    {Camp.ATTAQUE: ("attack", "attaque"), Camp.DEFENSE: ("defence", "défense")},
    "petit-au-bout.unknown",
)


class Poignee(enum.Enum):
    """A poignée (*handful* of trumps shown before play): simple, double or triple."""

    SIMPLE = "simple"
    DOUBLE = "double"
    TRIPLE = "triple"

    @classmethod
    def parse(cls, text: str) -> Poignee:
        """Read ``simple``, ``double`` or ``triple``.

        >>> Poignee.parse("Triple")
        <Poignee.TRIPLE: 'triple'>
        """
        return POIGNEE_WORDS.parse(text)

    def __str__(self) -> str:
        return self.value


#: The poignées, the same words in English and French.
POIGNEE_WORDS: Words[Poignee] = Words(
    "poignee",
    {poignee: (poignee.value, poignee.value) for poignee in Poignee},
    "poignee.unknown",
)


#: RULES §7: poignée values (not multiplied).
POIGNEE_VALUE: dict[Poignee, int] = {Poignee.SIMPLE: 20, Poignee.DOUBLE: 30, Poignee.TRIPLE: 40}
#: RULES §7: trumps to show for each poignée, by number of players.
POIGNEE_SIZE: dict[int, dict[Poignee, int]] = {
    3: {Poignee.SIMPLE: 13, Poignee.DOUBLE: 15, Poignee.TRIPLE: 18},
    4: {Poignee.SIMPLE: 10, Poignee.DOUBLE: 13, Poignee.TRIPLE: 15},
    5: {Poignee.SIMPLE: 8, Poignee.DOUBLE: 10, Poignee.TRIPLE: 13},
}


class Misere(enum.Enum):
    """A misère (*hardship* declared before play, preset ``classic``): pas d'atout
    (no trump) or pas d'honneur (no honour: no bout and no face card)."""

    ATOUT = "atout"
    HONNEURS = "honneurs"

    @classmethod
    def parse(cls, text: str) -> Misere:
        """Read ``atout`` or ``honneurs``.

        >>> Misere.parse("honneurs")
        <Misere.HONNEURS: 'honneurs'>
        """
        return MISERE_WORDS.parse(text)

    def __str__(self) -> str:
        return self.value


#: The misères, the same words in English and French.
MISERE_WORDS: Words[Misere] = Words(
    "misere",
    {misere: (misere.value, misere.value) for misere in Misere},
    "misere.unknown",
)


#: Seed 001: a misère is worth 10, whatever the contract.
MISERE_VALUE = 10


class Chelem(enum.Enum):
    """A grand chelem (*slam*: one camp takes every trick), seen from the attack."""

    ANNOUNCED_MADE = "announced-made"
    ANNOUNCED_FAILED = "announced-failed"
    UNANNOUNCED_MADE = "unannounced-made"
    DEFENCE = "defence"

    @classmethod
    def parse(cls, text: str) -> Chelem:
        """Read ``announced-made``, ``announced-failed``, ``unannounced-made`` or ``defence``,
        French ``annoncé-réussi``, ``annoncé-chuté``, ``non-annoncé-réussi`` or ``défense``.

        >>> Chelem.parse("defence"), Chelem.parse("non-annonce-reussi")
        (<Chelem.DEFENCE: 'defence'>, <Chelem.UNANNOUNCED_MADE: 'unannounced-made'>)
        """
        return CHELEM_WORDS.parse(text)

    def __str__(self) -> str:
        return self.value


#: A grand chelem in English and in French: seed 001's "annoncé et réalisé", "annoncé mais
#: non réalisé", "non annoncé mais réalisé", in the words the score's lines use (réussi,
#: chuté); ``défense`` when the defence took every trick.
CHELEM_WORDS: Words[Chelem] = Words(
    "chelem",
    {
        Chelem.ANNOUNCED_MADE: ("announced-made", "annoncé-réussi"),
        Chelem.ANNOUNCED_FAILED: ("announced-failed", "annoncé-chuté"),
        Chelem.UNANNOUNCED_MADE: ("unannounced-made", "non-annoncé-réussi"),
        Chelem.DEFENCE: ("defence", "défense"),
    },
    "chelem.unknown",
)


#: RULES §7: chelem bonus per defender, signed for the attack (not multiplied). The
#: defence's chelem is a rule option (:attr:`TarotRules.defence_chelem_bonus`).
CHELEM_VALUE: dict[Chelem, int] = {
    Chelem.ANNOUNCED_MADE: 400,
    Chelem.ANNOUNCED_FAILED: -200,
    Chelem.UNANNOUNCED_MADE: 200,
}


class PetitChelem(enum.Enum):
    """A petit chelem (*small slam*: every trick but one, preset ``classic``), announced."""

    ANNOUNCED_MADE = "announced-made"
    ANNOUNCED_FAILED = "announced-failed"

    @classmethod
    def parse(cls, text: str) -> PetitChelem:
        """Read ``announced-made`` or ``announced-failed``, French ``annoncé-réussi`` or
        ``annoncé-chuté``.

        >>> PetitChelem.parse("announced-failed")
        <PetitChelem.ANNOUNCED_FAILED: 'announced-failed'>
        >>> PetitChelem.parse("Annoncé-Chuté") is PetitChelem.ANNOUNCED_FAILED
        True
        """
        return PETIT_CHELEM_WORDS.parse(text)

    def __str__(self) -> str:
        return self.value


#: An announced petit chelem in English and in French (as :data:`CHELEM_WORDS`).
PETIT_CHELEM_WORDS: Words[PetitChelem] = Words(
    "petit-chelem",
    {
        PetitChelem.ANNOUNCED_MADE: ("announced-made", "annoncé-réussi"),
        PetitChelem.ANNOUNCED_FAILED: ("announced-failed", "annoncé-chuté"),
    },
    "petit-chelem.unknown",
)


#: Seed 001: petit chelem bonus per defender, signed for the attack (not multiplied).
PETIT_CHELEM_VALUE: dict[PetitChelem, int] = {
    PetitChelem.ANNOUNCED_MADE: 300,
    PetitChelem.ANNOUNCED_FAILED: -150,
}


def _parse_seat(text: str, what: str) -> int:
    seat = text.strip()
    if not (seat.isascii() and seat.isdigit() and len(seat) <= 2):
        raise NotationError(
            "{what}: {text!r} is not a seat: use a seat number from 1",
            code="seat.number",
            what=Message(what),
            text=text,
        )
    return int(seat)


@dataclass(frozen=True, slots=True)
class PoigneeShown:
    """A poignée shown by the player in ``seat``; ``cards`` are the trumps shown, if entered.

    >>> PoigneeShown.parse("2:simple")
    PoigneeShown.parse('2:simple')
    >>> len(PoigneeShown.parse("3:simple:T1,T2,T3,T4,T5,T6,T7,T8,T9,T10").cards)
    10
    """

    seat: int
    poignee: Poignee
    cards: tuple[TarotCard, ...] | None = None

    @classmethod
    def parse(cls, text: str) -> PoigneeShown:
        """Read ``SEAT:simple|double|triple`` with, optionally, ``:CARDS`` (comma-separated)."""
        parts = text.split(":")
        if len(parts) not in (2, 3):
            raise NotationError(
                "poignee: {text!r} is not valid: use SEAT:simple|double|triple[:CARDS]",
                code="poignee.syntax",
                text=text,
            )
        cards = parse_cards(parts[2]) if len(parts) == 3 else None
        return cls(_parse_seat(parts[0], "poignee"), Poignee.parse(parts[1]), cards)

    def __str__(self) -> str:
        shown = "" if self.cards is None else f":{format_cards(self.cards)}"
        return f"{self.seat}:{self.poignee}{shown}"

    def __repr__(self) -> str:
        return f"PoigneeShown.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class MisereShown:
    """A misère declared by the player in ``seat``.

    >>> MisereShown.parse("4:atout")
    MisereShown.parse('4:atout')
    """

    seat: int
    misere: Misere

    @classmethod
    def parse(cls, text: str) -> MisereShown:
        """Read ``SEAT:atout|honneurs``."""
        seat, sep, kind = text.partition(":")
        if not sep:
            raise NotationError(
                "misere: {text!r} is not valid: use SEAT:atout|honneurs",
                code="misere.syntax",
                text=text,
            )
        return cls(_parse_seat(seat, "misere"), Misere.parse(kind))

    def __str__(self) -> str:
        return f"{self.seat}:{self.misere}"

    def __repr__(self) -> str:
        return f"MisereShown.parse({str(self)!r})"

"""The rule options of French tarot and the two presets, ``classic`` and ``fft`` (RULES §7)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from atout.tarot.words import Words


class Primes(enum.Enum):
    """Who scores the primes (*bonuses*: poignées and misères).

    ``INDIVIDUAL`` (seed 001): the player who showed it gets (players − 1) × the
    value and each other player pays the value when his camp wins the deal, the
    reverse when it loses. Seed 001 says "three times" for four players; the
    factor players − 1 keeps the sum at zero at 3 and 5 players too.
    ``CAMP`` (FFT): the poignée belongs to the camp that wins the deal and is
    added to each defender's amount.
    """

    INDIVIDUAL = "individual"
    CAMP = "camp"


@dataclass(frozen=True, slots=True)
class TarotRules:
    """Every rule option of a tarot score, by name.

    >>> TarotRules.classic().primes
    <Primes.INDIVIDUAL: 'individual'>
    >>> TarotRules.preset("fft") == TarotRules.fft()
    True

    :param name: the preset it comes from (``classic`` or ``fft``), for display.
    :param primes: how poignées and misères are scored (see :class:`Primes`).
    :param miseres: whether misères (pas d'atout, pas d'honneur) may be declared.
    :param petit_chelem: whether an announced petit chelem scores.
    :param round_to_ten: round the difference to the nearest ten (a 5 goes up).
    :param defence_chelem_bonus: per defender when the defence takes every trick.
    """

    name: str = "classic"
    primes: Primes = Primes.INDIVIDUAL
    miseres: bool = True
    petit_chelem: bool = True
    round_to_ten: bool = False
    defence_chelem_bonus: int = 200

    @classmethod
    def classic(cls) -> TarotRules:
        """Seed 001's free-play rules, the default: individual primes, misères, petit chelem."""
        return cls()

    @classmethod
    def fft(cls) -> TarotRules:
        """The French Tarot Federation's rules: primes to the winning camp, no misère."""
        return cls(name="fft", primes=Primes.CAMP, miseres=False, petit_chelem=False)

    @classmethod
    def preset(cls, name: str) -> TarotRules:
        """The preset called ``name``: ``classic`` or ``fft``, French ``classique`` or ``FFT``.

        >>> TarotRules.preset("Classique") == TarotRules.classic()
        True
        """
        preset = PRESET_WORDS.parse(name)
        return cls.fft() if preset == "fft" else cls.classic()


#: The names of the presets.
PRESETS: tuple[str, ...] = ("classic", "fft")
#: The presets in English and in French (as ``rules:`` and ``--rules`` take them).
PRESET_WORDS: Words[str] = Words(
    "rules",
    {"classic": ("classic", "classique"), "fft": ("fft", "FFT")},
    "rules.unknown-preset",
    " or ",
)

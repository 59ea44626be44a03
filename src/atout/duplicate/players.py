"""The players of a pairs event: a name and, when known, a federation licence number.

A pair is two players; the club keeps a register of its players from one
session to the next (:mod:`atout.store.club`), a player found again by his
licence number, else by his name.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from atout.errors import InvalidNameError

#: The longest player's name kept.
NAME_LENGTH = 80
#: A licence number: letters and digits (the FFB's are 8 digits), at most 16.
_LICENCE = re.compile(r"[0-9A-Z]{1,16}")
#: The most players on a team's roster (a team plays with four, five or six players).
ROSTER_SIZE = 6
#: What separates the two names of a pair as written.
PAIR_SEPARATOR = " – "


def _clean(text: str) -> str:
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Player:
    """A player: his name and his licence number (``None`` when not given).

    >>> Player.of(" Élise   Brønn ", "01234567")
    Player(name='Élise Brønn', licence='01234567')
    >>> str(Player("Élise Brønn", "01234567")), str(Player("Bo"))
    ('Élise Brønn (01234567)', 'Bo')
    """

    name: str
    licence: str | None = None

    def __post_init__(self) -> None:
        if not self.name or len(self.name) > NAME_LENGTH or self.name != _clean(self.name):
            raise InvalidNameError(
                "{name!r} is not a player's name: use 1 to {NAME_LENGTH} characters",
                code="player.name-length",
                name=self.name,
                NAME_LENGTH=NAME_LENGTH,
            )
        if any(unicodedata.category(c).startswith("C") for c in self.name):
            raise InvalidNameError(
                "{name!r} is not a player's name: no control characters",
                code="player.name-control",
                name=self.name,
            )
        if self.licence is not None and not _LICENCE.fullmatch(self.licence):
            raise InvalidNameError(
                "{licence!r} is not a licence number: use 1 to 16 letters and digits",
                code="player.licence",
                licence=self.licence,
            )

    @classmethod
    def of(cls, name: str, licence: str = "") -> Player:
        """A player from a form's fields: spaces tidied, the licence in capitals (empty: none)."""
        number = licence.strip().replace(" ", "").upper()
        return cls(_clean(name), number or None)

    @property
    def key(self) -> str:
        """The name as compared when looking a player up (case and accents kept, spaces not).

        >>> Player("Anne Martin").key == Player("anne martin").key
        True
        """
        return self.name.casefold()

    def __str__(self) -> str:
        return self.name if self.licence is None else f"{self.name} ({self.licence})"


def pair_name(*names: str) -> str:
    """The name of a pair as lists show it: its players' names joined by a dash.

    >>> pair_name("Anne Martin", "Bjørn Ødegård"), pair_name("Anne Martin", ""), pair_name()
    ('Anne Martin – Bjørn Ødegård', 'Anne Martin', '')
    """
    return PAIR_SEPARATOR.join(name for name in names if name)


__all__ = ["NAME_LENGTH", "PAIR_SEPARATOR", "Player", "pair_name"]

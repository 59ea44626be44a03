"""Tarot's notation words in French and in English: each value's two names in one place.

A French player types ``défense`` (or ``defense``), an English one ``defence``: both are
read whatever the reader's language, in any case and with or without accents; files are
written in English (``str(donne)``), so old files and scripts read as before. A message
names a value by its English word (:meth:`Words.word`), which the catalogs turn into the
French one: ``tests/tarot/test_words.py`` checks that they give each French name here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from atout.errors import Message, NotationError

V = TypeVar("V", bound=Hashable)


def fold(text: str) -> str:
    """``text`` as words are compared: lower case, ``_`` and spaces as ``-``, no accents.

    >>> fold(" Annoncé_Réussi "), fold("DÛ"), fold("non  annoncé réussi")
    ('annonce-reussi', 'du', 'non-annonce-reussi')
    """
    joined = "-".join(text.lower().replace("_", "-").split())
    plain = unicodedata.normalize("NFKD", joined)
    return "".join(c for c in plain if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class Words(Generic[V]):
    """The English and French names of a closed set's values, and how to read them.

    ``what`` is the field the words fill, in English (its French comes from the catalogs);
    ``code`` the code of the error a word outside the set raises; ``last`` what comes
    before the last word of its listing.

    >>> sides = Words("side", {1: ("left", "gauche"), 2: ("right", "droite")}, "side", " or ")
    >>> sides.parse("Gauche"), sides.parse(" right"), sides.listing("fr")
    (1, 2, 'gauche|droite')
    >>> sides.parse("milieu")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: side: 'milieu' is not valid: use left or right
    """

    what: str
    names: Mapping[V, tuple[str, str]]
    code: str
    last: str = ", "

    def __post_init__(self) -> None:
        seen: dict[str, V] = {}
        for value, pair in self.names.items():
            for name in pair:
                if seen.setdefault(fold(name), value) != value:
                    raise ValueError(f"{self.what}: {name!r} names two values")

    def read(self, text: str) -> V | None:
        """The value ``text`` names in either language, else ``None``."""
        key = fold(text)
        for value, pair in self.names.items():
            if key in (fold(pair[0]), fold(pair[1])):
                return value
        return None

    def parse(self, text: str) -> V:
        """The value ``text`` names in either language; an error lists the valid words."""
        value = self.read(text)
        if value is None:
            raise NotationError(
                "{what}: {text!r} is not valid: use {valid}",
                code=self.code,
                what=Message(self.what),
                text=text,
                valid=self.choices(),
            )
        return value

    def english(self, value: V) -> str:
        """The English name of ``value``, the one files are written with."""
        return self.names[value][0]

    def name(self, value: V, language: str) -> str:
        """The name of ``value`` in ``language`` (French for ``fr``, else English)."""
        return self.names[value][1 if language == "fr" else 0]

    def word(self, value: V) -> Message:
        """``value`` as a message: its English name, French in French."""
        return Message(self.english(value))

    def listing(self, language: str, separator: str = "|") -> str:
        """Every name in ``language``: ``attaque|défense``."""
        return separator.join(self.name(value, language) for value in self.names)

    def choices(self) -> Message:
        """Every word, as a message listing them in the reader's language."""
        return Message.joined([self.word(value) for value in self.names], ", ", self.last)

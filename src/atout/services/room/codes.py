"""A room's secret table codes, and the names a room keeps (players, teams, seasons)."""

from __future__ import annotations

import secrets

#: Letters of a table code: no 0/O, 1/I/L to misread on a card.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: Characters of a table code (about 49 bits).
CODE_LENGTH = 10
#: The longest name kept for a team or a player.
NAME_LENGTH = 80
#: The longest season name.
SEASON_LENGTH = 100


def new_code() -> str:
    """A fresh random table code.

    >>> len(new_code()), set(new_code()) <= set(CODE_ALPHABET)
    (10, True)
    """
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_codes(tables: int) -> list[str]:
    """One fresh code for each of ``tables`` tables (table ``n`` gets the ``n``-th)."""
    return [new_code() for _ in range(tables)]


def kept_names(names: dict[int, str], numbers: range | tuple[int, ...]) -> dict[int, str]:
    """The names of ``numbers`` as kept: stripped, cut at :data:`NAME_LENGTH` characters,
    other numbers and empty names left out.

    >>> kept_names({1: " Ana ", 2: " ", 9: "Zoé"}, range(1, 4))
    {1: 'Ana'}
    """
    return {
        number: names[number].strip()[:NAME_LENGTH]
        for number in numbers
        if names.get(number, "").strip()
    }

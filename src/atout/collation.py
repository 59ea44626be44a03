"""Names in the order a French reader expects: the Unicode Collation Algorithm's default
table (DUCET, through pyuca), which CLDR's root collation and modern French share.

Accents count only after the letters (``Cécile`` before ``Clémence``, ``Édouard`` between
``Dupont`` and ``Zoé``), and case only after the accents. Every list of names and every
tie between equal scores that a reader sees is put in this order by :func:`name_key`.

>>> sorted(["Zoé", "Éloïse", "Édouard", "Cécile", "Clémence"], key=name_key)
['Cécile', 'Clémence', 'Édouard', 'Éloïse', 'Zoé']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import TypeVar

import pyuca

T = TypeVar("T")


@cache
def _collator() -> pyuca.Collator:
    return pyuca.Collator()  # reads its table once (about 0.2 s), at the first name sorted


def name_key(name: str) -> tuple[int, ...]:
    """The collation key of ``name`` (the text itself breaks a tie between equal keys).

    >>> name_key("a") < name_key("B") < name_key("é") < name_key("F")
    True
    """
    return (*_collator().sort_key(name), 0, *map(ord, name))


def by_name(items: Iterable[T], name: Callable[[T], str]) -> list[T]:
    """``items`` sorted on the name ``name`` gives each, the French way.

    >>> by_name([("Zoé", 1), ("Édouard", 2)], lambda item: item[0])
    [('Édouard', 2), ('Zoé', 1)]
    """
    return sorted(items, key=lambda item: name_key(name(item)))


__all__ = ["by_name", "name_key"]

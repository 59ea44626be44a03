"""Computed sheets kept in memory, so that reading a sheet does not recompute it.

A sheet depends only on the game (its kind and rules, which never change) and
on the values of its active entries, which are stored once and never modified
(a correction is a new entry). So a sheet is kept with the game and the tuple
of its active entry ids, and given back only for the same ids: any change of
the entries (a deal, an undo, a redo, a correction) changes them, and a stale
sheet can never be read. Only the latest sheet of each game is kept (few
objects for the garbage collector to scan). Sheets are put in the cache only
from committed data: after a read, or once a write transaction has committed.

Each web app has its own cache, ``app.state.sheets`` (created by
:func:`atout.web.app.create_app`); what the pages derive from a sheet (the
page's view and its JSON) is kept with it (:meth:`ComputedSheet.derived`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TypeVar, cast

from atout.bridge.chicago import ChicagoSheet
from atout.bridge.rubber import RubberSheet
from atout.bridge.series import SeriesSheet
from atout.store.games.records import GameEntry
from atout.tarot.session import Session as TarotSession

T = TypeVar("T")

#: Games whose sheet is kept (least recently used dropped first): a few hundred tables.
CACHE_SIZE = 256

#: (database URL, game id, game creation time): one sheet kept per game, its latest.
SheetKey = tuple[str, int, datetime]

#: A game's sheet as the domain computes it: the rubbers played in a row, a Chicago
#: sheet, a series sheet or a tarot session.
GameSheet = tuple[RubberSheet, ...] | ChicagoSheet | SeriesSheet | TarotSession


@dataclass(frozen=True, slots=True)
class ComputedSheet:
    """A game's active entries and the sheet computed from them.

    >>> from atout.bridge.chicago import ChicagoRules
    >>> computed = ComputedSheet((), ChicagoSheet(ChicagoRules(), ()))
    >>> computed.derived("total", lambda: 2 + 2), computed.derived("total", lambda: 5)
    (4, 4)
    """

    entries: tuple[GameEntry, ...]
    sheet: GameSheet
    _derived: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    def derived(self, name: str, make: Callable[[], T]) -> T:
        """What ``make`` derives from this sheet (a page view, its JSON), made once."""
        if name not in self._derived:
            self._derived[name] = make()
        return cast(T, self._derived[name])


class SheetCache:
    """A thread-safe least-recently-used map from a game to its latest computed sheet."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._items: OrderedDict[SheetKey, tuple[tuple[int, ...], ComputedSheet]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: SheetKey, ids: tuple[int, ...]) -> ComputedSheet | None:
        """The sheet of game ``key`` computed from the entries ``ids``, if it is kept."""
        with self._lock:
            found = self._items.get(key)
            if found is None or found[0] != ids:
                return None
            self._items.move_to_end(key)
            return found[1]

    def put(self, key: SheetKey, ids: tuple[int, ...], computed: ComputedSheet) -> None:
        """Keep ``computed``, the sheet of the entries ``ids``, as the sheet of game ``key``."""
        with self._lock:
            self._items[key] = (ids, computed)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

"""Computed sheets kept in memory, so that reading a sheet does not recompute it.

A sheet depends only on the game (its kind and options, which never change)
and on the payloads of its active entries, which are stored once and never
modified (a correction is a new entry). So a sheet is kept with the game and the
tuple of its active entry ids, and given back only for the same ids: any
change of the entries (a deal, an undo, a redo, a correction) changes them,
and a stale sheet can never be read. Only the latest sheet of each game is
kept (few objects for the garbage collector to scan). Sheets are put in the
cache only from committed data: after a read, or once a write transaction
has committed. Each app has its own cache, ``app.state.sheets`` (created by
:func:`atout.web.app.create_app`, reached through :data:`atout.web.deps.SheetsDep`).
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

#: Games whose sheet is kept (least recently used dropped first): a few hundred tables.
CACHE_SIZE = 256

#: (database URL, game id, game creation time): one sheet kept per game, its latest.
SheetKey = tuple[str, int, datetime]


def jsonable(value: Any) -> Any:
    """A dataclass context as plain JSON values (dataclasses become objects).

    >>> from atout.web.kinds.base import FormState
    >>> jsonable(FormState({"points": "41"}))
    {'values': {'points': '41'}, 'errors': {}}
    """
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    if kind is tuple or kind is list:
        return [jsonable(item) for item in value]
    fields = getattr(kind, "__dataclass_fields__", None)
    if fields is not None:
        return {name: jsonable(getattr(value, name)) for name in fields}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def dumps(value: Any) -> str:
    """``value`` (dataclasses, tuples, datetimes…) as compact JSON text.

    >>> dumps({"deals": (1, 2), "over": False})
    '{"deals":[1,2],"over":false}'
    """
    return json.dumps(jsonable(value), ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class ComputedSheet:
    """A game's active payloads, the sheet computed from them and (once asked) its JSON."""

    payloads: tuple[Mapping[str, Any], ...]
    sheet: Any
    _json: list[str] = field(default_factory=list, repr=False, compare=False)

    def json(self) -> str:
        """The sheet as JSON text, encoded once."""
        if not self._json:
            self._json.append(dumps(self.sheet))
        return self._json[0]


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

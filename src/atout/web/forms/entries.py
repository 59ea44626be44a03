"""An entry back to the deal-form fields that enter it, whatever its kind."""

from __future__ import annotations

from atout.bridge.chicago import ChicagoDeal
from atout.bridge.series import SeriesBoard
from atout.store.games.records import GameEntry
from atout.tarot.deal import Donne, Passe
from atout.web.forms import chicago, rubber, series, tarot


def deal_fields(entry: GameEntry) -> dict[str, str]:
    """The deal form's fields that enter ``entry`` (to correct it, or in the JSON API).

    >>> deal_fields(SeriesBoard.parse("4 W 6NT="))
    {'board': '4', 'declarer': 'W', 'level': '6', 'strain': 'NT', 'doubling': '', 'result': '='}
    """
    if isinstance(entry, Donne | Passe):
        return tarot.deal_fields(entry)
    if isinstance(entry, ChicagoDeal):
        return chicago.deal_fields(entry)
    if isinstance(entry, SeriesBoard):
        return series.deal_fields(entry)
    return rubber.deal_fields(entry)

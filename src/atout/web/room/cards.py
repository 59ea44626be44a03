"""A room's table cards: each table's page address as a QR code to print."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

import segno
from markupsafe import Markup

#: What a kind prints of a round on a table card (bridge: pairs and boards; tarot: players).
R = TypeVar("R")


def qr_svg(url: str, label: str) -> Markup:
    """The QR code of ``url`` as inline SVG (segno, error correction M), titled ``label``."""
    return Markup(segno.make(url, error="m").svg_inline(scale=4, title=label))


@dataclass(frozen=True, slots=True)
class TableCard(Generic[R]):
    """A table card: the table, its code, the QR code of its page and its rounds."""

    number: int
    code: str
    url: str
    qr_svg: Markup
    rounds: tuple[R, ...]

    @classmethod
    def of(cls, number: int, code: str, url: str, rounds: tuple[R, ...]) -> TableCard[R]:
        """The card of table ``number``, with the QR code of ``url``."""
        return cls(number, code, url, qr_svg(url, f"Table {number}"), rounds)

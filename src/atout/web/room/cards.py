"""A room's table cards: each table's page address as a QR code to print."""

from __future__ import annotations

import segno
from markupsafe import Markup


def qr_svg(url: str, label: str) -> Markup:
    """The QR code of ``url`` as inline SVG (segno, error correction M), titled ``label``."""
    return Markup(segno.make(url, error="m").svg_inline(scale=4, title=label))

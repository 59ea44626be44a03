"""What a ReportLab page needs: a user's text in the standard font's characters and without
markup, the rooms' tables (a ranking, a slip's grid) and the A4 document."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape


def latin(text: str) -> str:
    """``text`` in the characters of the PDF's standard font (the typographic spaces and
    the minus sign of French numbers become their plain forms).

    >>> latin("1\\u202f743 \\u2212 5")
    '1 743 - 5'
    """
    return text.replace("\u202f", " ").replace("\xa0", " ").replace("\u2212", "-")


def pdf_text(text: str) -> str:
    """``text`` for a ReportLab paragraph, which reads markup: written as text, never as
    ``<b>`` or ``<img>`` (``&``, ``<`` and ``>`` escaped).

    >>> pdf_text("Soirée <b>des amis & co")
    'Soirée &lt;b&gt;des amis &amp; co'
    """
    return escape(latin(text))


def pdf_table(
    rows: Sequence[Sequence[str]], numbers_from: int, shade: str, height: float | None = None
) -> Any:
    """A ReportLab table of ``rows`` (the header first, repeated on each page; the columns
    from ``numbers_from`` on aligned right, every other line shaded ``shade``); with
    ``height``, a grid of boxes that tall to write in by hand."""
    from reportlab.lib import colors
    from reportlab.platypus import Table, TableStyle

    cells = [[latin(c) for c in row] for row in rows]
    heights = None if height is None else [height] * len(rows)
    table = Table(cells, repeatRows=1, hAlign="LEFT", rowHeights=heights)
    style: list[Any] = [
        ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
        ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black),
        ("ALIGN", (numbers_from, 0), (-1, -1), "RIGHT"),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor(shade)]),
        ("FONTSIZE", (0, 0), (-1, -1), 10),
    ]
    if height is not None:
        style += [
            ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ]
    table.setStyle(TableStyle(style))
    return table


def pdf_document(title: str, story: list[Any], *, invariant: bool = True) -> bytes:
    """The A4 document of ``story`` titled ``title`` (``invariant``: the same bytes for the
    same story, no date or random id written)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate

    buffer = io.BytesIO()
    document = SimpleDocTemplate(buffer, pagesize=A4, title=latin(title), invariant=invariant)
    document.build(story)
    return buffer.getvalue()

"""Charts drawn on the server as SVG with pygal (no JavaScript, no CDN)."""

from __future__ import annotations

from collections.abc import Sequence

import pygal
from pygal.style import CleanStyle


def score_evolution(players: Sequence[str], totals: Sequence[Sequence[int]], title: str) -> str:
    """A line per player: the running total after each deal (deal 0 is the start at 0)."""
    chart = pygal.Line(
        style=CleanStyle,
        js=[],
        disable_xml_declaration=False,
        show_dots=len(totals) <= 40,
        width=720,
        height=400,
        legend_at_bottom=True,
        title=title,
        x_labels=[str(n) for n in range(len(totals) + 1)],
        x_labels_major_every=max(1, len(totals) // 10),
        show_minor_x_labels=len(totals) <= 20,
    )
    for seat, name in enumerate(players):
        chart.add(name, [0, *(row[seat] for row in totals)])
    return str(chart.render(is_unicode=True))

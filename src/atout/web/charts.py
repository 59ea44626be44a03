"""Charts drawn on the server as SVG with pygal (no JavaScript, no CDN).

The score chart is drawn for a phone: 420 units wide (shown at 390 px and
up), large labels, thick lines and a colour per player that stays distinct
for colour-blind eyes too (the Okabe–Ito palette).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygal
from pygal.style import Style

#: Okabe & Ito's colour-blind-safe palette (blue, vermilion, green, purple, orange, sky).
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")

#: The height of a row of the legend (its font is 16 units high).
LEGEND_ROW = 26

PHONE_STYLE = Style(
    background="#ffffff",
    plot_background="#ffffff",
    foreground="#1d2433",
    foreground_strong="#1d2433",
    foreground_subtle="#d5d5d5",
    colors=PLAYER_COLOURS,
    font_family="system-ui, sans-serif",
    title_font_size=18,
    label_font_size=14,
    major_label_font_size=14,
    legend_font_size=16,
    value_font_size=14,
    stroke_width=3,
)


def score_evolution(players: Sequence[str], totals: Sequence[Sequence[int]], title: str) -> str:
    """A line per player: the running total after each deal (deal 0 is the start at 0)."""
    columns = min(3, max(1, len(players)))
    rows = -(-len(players) // columns)
    chart = pygal.Line(
        style=PHONE_STYLE,
        js=[],
        disable_xml_declaration=False,
        show_dots=len(totals) <= 24,
        dots_size=4,
        width=420,
        height=380,
        margin=8,
        # pygal leaves room for one row of legend: the others get a margin of their own.
        margin_bottom=8 + LEGEND_ROW * (rows - 1),
        legend_at_bottom=True,
        legend_at_bottom_columns=columns,
        legend_box_size=14,
        truncate_legend=14,
        title=title,
        x_labels=[str(n) for n in range(len(totals) + 1)],
        x_labels_major_every=max(1, len(totals) // 6),
        show_minor_x_labels=len(totals) <= 12,
        y_labels_major_every=2,
    )
    for seat, name in enumerate(players):
        chart.add(name, [0, *(row[seat] for row in totals)])
    return str(chart.render(is_unicode=True))

"""An evening's ranking as a CSV file and as a PDF page (drawn with reportlab).

Both take the page's words (``gettext``) and its way of writing numbers
(``number``), so that a French page gives a French file. The CSV is
semicolon-separated (as French spreadsheets read it), one line per player:
place, number, name, total, each round's score, deals played.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from xml.sax.saxutils import escape

from atout.services.room.export import csv_text
from atout.services.tarot_tournament.ranking import ScoredTournament

Words = Callable[[str], str]
Numbers = Callable[[int], str]


def ranking_rows(scored: ScoredTournament, gettext: Words, number: Numbers) -> list[list[str]]:
    """The ranking as rows of text, the header first."""
    rounds = len(scored.record.plan.rounds)
    header = [gettext("Rank"), "#", gettext("Player"), gettext("Total")]
    header += [f"{gettext('Tarot round')} {r}" for r in range(1, rounds + 1)] + [gettext("Deals")]
    rows = [header]
    for line in scored.scores.standings():
        rows.append(
            [
                str(line.place),
                str(line.player),
                scored.record.name(line.player),
                number(line.total),
                *(number(s) for s in line.rounds),
                str(line.deals),
            ]
        )
    return rows


def ranking_csv(scored: ScoredTournament, gettext: Words, number: Numbers) -> str:
    """The ranking as CSV text (``;`` between fields)."""
    return csv_text(ranking_rows(scored, gettext, number))


def _latin(text: str) -> str:
    """``text`` in the characters of the PDF's standard font (the typographic spaces and
    the minus sign of French numbers become their plain forms)."""
    return text.replace("\u202f", " ").replace("\xa0", " ").replace("\u2212", "-")


def _text(text: str) -> str:
    """``text`` for a ReportLab paragraph, which reads markup: written as text, never as
    ``<b>`` or ``<img>`` (``&``, ``<`` and ``>`` escaped).

    >>> _text("Soirée <b>des amis & co")
    'Soirée &lt;b&gt;des amis &amp; co'
    """
    return escape(_latin(text))


def ranking_pdf(scored: ScoredTournament, gettext: Words, number: Numbers) -> bytes:
    """The ranking as a one-table PDF document (A4)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    record = scored.record
    buffer = io.BytesIO()
    document = SimpleDocTemplate(buffer, pagesize=A4, title=_latin(record.title))
    styles = getSampleStyleSheet()
    rows = [[_latin(cell) for cell in row] for row in ranking_rows(scored, gettext, number)]
    table = Table(rows, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black),
                ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f1eee6")]),
                ("FONTSIZE", (0, 0), (-1, -1), 10),
            ]
        )
    )
    date = record.created_at.strftime("%d/%m/%Y")
    story = [
        Paragraph(_text(record.title), styles["Title"]),
        Paragraph(_text(f"{gettext('Ranking')} · {date}"), styles["Normal"]),
        Spacer(1, 12),
        table,
    ]
    document.build(story)
    return buffer.getvalue()

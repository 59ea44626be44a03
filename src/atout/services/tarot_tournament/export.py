"""An evening's ranking as a CSV file and as a PDF page (drawn with reportlab).

Both take the page's words (``gettext``); the PDF writes its numbers the page's way
(``number``), the CSV by the rule of every CSV file (:func:`csv_number`, ``;`` between
fields): one line per player: place, number, name, total, each round's score, deals played.
"""

from __future__ import annotations

from collections.abc import Callable

from atout.services.room.export import csv_number, csv_text
from atout.services.room.pdf import pdf_document, pdf_table, pdf_text
from atout.services.tarot_tournament.ranking import ScoredTournament

Words = Callable[[str], str]
Numbers = Callable[[int], str]


def ranking_rows(scored: ScoredTournament, gettext: Words, number: Numbers) -> list[list[str]]:
    """The ranking as rows of text, the header first."""
    rounds = len(scored.record.plan.rounds)
    header = [gettext("Rank"), "#", gettext("Player"), gettext("Total")]
    header += [f"{gettext('Tarot round')} {r}" for r in range(1, rounds + 1)] + [gettext("Deals")]
    rows = [header]
    for line in scored.standings():  # a tie by name
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


def ranking_csv(scored: ScoredTournament, gettext: Words) -> str:
    """The ranking as CSV text (``;`` between fields, figures by :func:`csv_number`)."""
    return csv_text(ranking_rows(scored, gettext, csv_number))


def ranking_pdf(scored: ScoredTournament, gettext: Words, number: Numbers) -> bytes:
    """The ranking as a one-table PDF document (A4)."""
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, Spacer

    record = scored.record
    styles = getSampleStyleSheet()
    table = pdf_table(ranking_rows(scored, gettext, number), 3, "#f1eee6")
    date = record.created_at.strftime("%d/%m/%Y")
    story = [
        Paragraph(pdf_text(record.title), styles["Title"]),
        Paragraph(pdf_text(f"{gettext('Ranking')} · {date}"), styles["Normal"]),
        Spacer(1, 12),
        table,
    ]
    return pdf_document(record.title, story, invariant=False)

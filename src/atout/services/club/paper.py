"""A pairs session on paper: its ranking as a CSV file and a PDF page, and backup slips.

The ranking is the room's (per direction in a Mitchell that is not
arrow-switched, RULES §6; an individual's players in one list): place, pair
or player, names, percentage, matchpoints, boards. The CSV writes its figures
by the rule of every CSV file (:func:`~atout.services.room.export.csv_number`:
``53,65``), the PDF the page's way. A session that is not closed gives a
*provisional* ranking, said so on the page.

The backup slips are one page per table and round: the pairs, and a line per
board to fill in by hand (contract, declarer, result, lead, score) for a table
whose phone fails. Every user's text goes through :func:`pdf_text`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from atout.bridge.seats import Side
from atout.duplicate.individual_event import player_scores
from atout.duplicate.penalties import final_scores
from atout.duplicate.ranking import rank
from atout.duplicate.rounding import hundredths
from atout.services.club.scores import Scored
from atout.services.club.standings import Standings, standings
from atout.services.room.export import csv_number, csv_text
from atout.services.room.pdf import pdf_document, pdf_table, pdf_text
from atout.store.club.records import ClubSessionRecord, SessionStatus

Words = Callable[[str], str]
#: The shade of every other line of a table.
_SHADE = "#eef1f6"


def _fields(scored: Scored) -> tuple[tuple[Side | None, list[list[str]]], ...]:
    """Each field's lines (N-S and E-W apart when every pair sat one side), the director's
    penalties taken off as on the page; an individual's players in one field."""
    movement = scored.record.individual
    if movement is not None:
        players = rank(final_scores(player_scores(movement, scored.event)))
        return ((None, _lines(players, scored.record.player_names)),)
    names = scored.record.names
    sides: tuple[Side | None, ...] = (
        (Side.NS, Side.EW) if scored.record.plan.by_direction else (None,)
    )
    return tuple((side, _lines(standings(scored, side), names)) for side in sides)


def _lines(found: Standings, names: Mapping[int, str]) -> list[list[str]]:
    return [
        [
            str(s.place),
            str(s.score.pair),
            names.get(s.score.pair, ""),
            hundredths(s.score.result),
            hundredths(s.score.score.matchpoints),
            str(s.score.score.boards),
        ]
        for s in found
    ]


def _entrant(scored: Scored, gettext: Words) -> str:
    """The ranking's second column: players in an individual, pairs otherwise."""
    return gettext("Player") if scored.record.individual is not None else gettext("Pair")


def _side(side: Side | None, gettext: Words) -> str:
    return "" if side is None else gettext("N-S") if side is Side.NS else gettext("E-W")


def heading(record: ClubSessionRecord, club: str, gettext: Words) -> tuple[str, str]:
    """The title line and the line under it: club, date, and *provisional* while running."""
    date = record.created_at.strftime("%d/%m/%Y")
    under = " · ".join(part for part in (club, date) if part)
    if record.status is not SessionStatus.CLOSED:
        under += f" · {gettext('provisional ranking')}"
    return record.title, under


def ranking_rows(scored: Scored, club: str, gettext: Words, figure: Words = str) -> list[list[str]]:
    """The ranking as rows of text: the session's lines, the header, then each field, its
    percentages and matchpoints written by ``figure``."""
    title, under = heading(scored.record, club, gettext)
    header = [gettext("Direction"), gettext("Rank"), _entrant(scored, gettext), gettext("Names")]
    header += ["%", gettext("MP"), gettext("Boards")]
    rows = [[title], [under], header]
    for side, lines in _fields(scored):
        rows += [
            [_side(side, gettext), *line[:3], figure(line[3]), figure(line[4]), line[5]]
            for line in lines
        ]
    return rows


def ranking_csv(scored: Scored, club: str, gettext: Words) -> str:
    """The ranking as CSV text (``;`` between fields, figures by :func:`csv_number`)."""
    return csv_text(ranking_rows(scored, club, gettext, csv_number))


def ranking_pdf(scored: Scored, club: str, gettext: Words, figure: Words = str) -> bytes:
    """The ranking as a PDF document (A4): a table per field, its percentages and
    matchpoints written by ``figure`` (``57,64`` on a French page)."""
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, Spacer

    title, under = heading(scored.record, club, gettext)
    styles = getSampleStyleSheet()
    story: list[Any] = [Paragraph(pdf_text(title), styles["Title"])]
    story += [Paragraph(pdf_text(under), styles["Normal"]), Spacer(1, 12)]
    header = [gettext("Rank"), _entrant(scored, gettext), gettext("Names"), "%", gettext("MP")]
    header.append(gettext("Boards"))
    for side, lines in _fields(scored):
        if side is not None:
            story.append(Paragraph(pdf_text(_side(side, gettext)), styles["Heading2"]))
        shown = [[*line[:3], figure(line[3]), figure(line[4]), line[5]] for line in lines]
        story += [pdf_table([header, *shown], 3, _SHADE), Spacer(1, 12)]
    return pdf_document(title, story)


def slips_pdf(record: ClubSessionRecord, club: str, gettext: Words) -> bytes:
    """The backup slips: one page per table and round, a blank line per board."""
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.lib.units import cm
    from reportlab.platypus import PageBreak, Paragraph, Spacer

    styles = getSampleStyleSheet()
    header = [gettext("Board"), gettext("Contract"), gettext("Declarer"), gettext("Result")]
    header += [gettext("Lead"), gettext("N-S score"), gettext("E-W score")]
    story: list[Any] = []
    sittings = sorted(record.plan.sittings, key=lambda s: (s.table, s.round))
    for number, sitting in enumerate(sittings):
        if number:
            story.append(PageBreak())
        where = f"{gettext('Table')} {sitting.table} · {gettext('Round')} {sitting.round}"
        pairs = [
            f"{label} {pair} {record.names.get(pair, '')}".strip()
            for label, pair in ((gettext("N-S"), sitting.ns), (gettext("E-W"), sitting.ew))
        ]
        story += [
            Paragraph(pdf_text(record.title), styles["Title"]),
            Paragraph(pdf_text(" · ".join(p for p in (club, where) if p)), styles["Heading2"]),
            *(Paragraph(pdf_text(p), styles["Normal"]) for p in pairs),
            Spacer(1, 12),
        ]
        rows = [header] + [[str(b), "", "", "", "", "", ""] for b in sitting.boards]
        story += [pdf_table(rows, len(header), _SHADE, 0.9 * cm), Spacer(1, 24)]
        story.append(Paragraph(pdf_text(gettext("Signatures: N-S / E-W")), styles["Normal"]))
    return pdf_document(record.title, story)

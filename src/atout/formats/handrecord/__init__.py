"""Hand records: the deals of a session or a PBN file as HTML (print CSS) and PDF.

Written from domain values (:class:`~atout.formats.handrecord.view.HandRecord`:
a board with its deal, its double-dummy analysis and, when given, the results
of the tables), never from a file or the database, so that a PBN file and a
club session print the same way. French (R D V, SA, O) or English notation.
"""

from atout.formats.handrecord.notation import ENGLISH, FRENCH, Notation, notation
from atout.formats.handrecord.render import render_html, render_pdf
from atout.formats.handrecord.view import HandRecord, PlayedResult

__all__ = [
    "ENGLISH",
    "FRENCH",
    "HandRecord",
    "Notation",
    "PlayedResult",
    "notation",
    "render_html",
    "render_pdf",
]

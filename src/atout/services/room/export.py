"""A room's sheets as files: the CSV every kind writes (French spreadsheets read ``;``).

A cell is never read as a formula: text that starts with ``=``, ``+``, ``-``, ``@``,
a tab or a carriage return gets a ``'`` in front (OWASP's "CSV injection"); a number
(``-50``, ``+3``, ``−12,5``) is left as it is: a spreadsheet reads it as that number.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence

#: What a spreadsheet may take for the start of a formula.
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
#: A number as the sheets write it (a minus sign, digits, a decimal point or comma).
_NUMBER = re.compile(r"[-+\u2212]?\d+(?:[.,]\d+)?")


def cell(text: str) -> str:
    """``text`` as a spreadsheet shows it, never as a formula.

    >>> cell("=1+1"), cell("@SUM(A1)"), cell("-1+2"), cell("-50"), cell("+3"), cell("Ana")
    ("'=1+1", "'@SUM(A1)", "'-1+2", '-50', '+3', 'Ana')
    """
    if text.startswith(_FORMULA) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def csv_text(rows: Iterable[Sequence[str]]) -> str:
    """``rows`` as CSV text: ``;`` between fields, CRLF after each line (each :func:`cell`).

    >>> csv_text([["Rang", "Nom"], ["1", "Ana; Bo"], ["2", "=A1"]]).split("\\r\\n")
    ['Rang;Nom', '1;"Ana; Bo"', "2;'=A1", '']
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerows([cell(text) for text in row] for row in rows)
    return buffer.getvalue()

"""A room's sheets as files: the CSV every kind writes, under one rule (docs/club.md).

Every CSV file of atout (a bridge ranking, a club season, a tarot evening's ranking and a
tarot season, on the server and in a published site) is UTF-8 with a byte-order mark,
``;`` between fields and CRLF line ends; its numbers are written by :func:`csv_number`
alone: plain digits (no thousands separator), ``-`` before a negative, a decimal comma
(``57,64``, ``-120``, ``1743``), the way a French spreadsheet reads a number whatever the
page's language (an English one picks ``;`` and ``,`` in its import dialog).

A cell is never read as a formula: text that starts with ``=``, ``+``, ``-``, ``@``,
a tab or a carriage return gets a ``'`` in front (OWASP's "CSV injection"); a number
(``-50``, ``+3``, ``−12,5``) is left as it is: a spreadsheet reads it as that number.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from decimal import Decimal

#: What a spreadsheet may take for the start of a formula.
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
#: A number as the sheets write it (a minus sign, digits, a decimal point or comma).
_NUMBER = re.compile(r"[-+\u2212]?\d+(?:[.,]\d+)?")


#: A number as :func:`csv_number` takes it: an ``int``, a ``Decimal`` or their text (``57.64``).
_PLAIN = re.compile(r"-?\d+(?:\.\d+)?")
#: The CSV files' decimal mark (and ``;`` between fields: :func:`csv_text`).
DECIMAL_MARK = ","


def csv_number(value: int | Decimal | str) -> str:
    """``value`` as every CSV file of atout writes a number: plain digits, ``-`` before a
    negative, a decimal comma.

    >>> csv_number(1743), csv_number(-120), csv_number(Decimal("57.64")), csv_number("116.67")
    ('1743', '-120', '57,64', '116,67')
    """
    text = str(value)
    if not _PLAIN.fullmatch(text):
        raise ValueError(f"{text!r} is not a plain number: write digits, '-' and a point")
    return text.replace(".", DECIMAL_MARK)


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

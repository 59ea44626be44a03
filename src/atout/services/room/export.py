"""A room's sheets as files: the CSV every kind writes (French spreadsheets read ``;``)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence


def csv_text(rows: Iterable[Sequence[str]]) -> str:
    """``rows`` as CSV text: ``;`` between fields, CRLF after each line.

    >>> csv_text([["Rang", "Nom"], ["1", "Ana; Bo"]])
    'Rang;Nom\\r\\n1;"Ana; Bo"\\r\\n'
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerows(rows)
    return buffer.getvalue()

"""A room's files as answers: a CSV download."""

from __future__ import annotations

import re
from urllib.parse import quote

from fastapi.responses import Response

#: What an ASCII file name keeps (anything else becomes ``_``).
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


def disposition(name: str, how: str = "attachment") -> str:
    """A ``Content-Disposition`` header for the file ``name`` (RFC 6266): an ASCII name,
    and the exact one in UTF-8, so that a user's text never breaks the header.

    >>> disposition("season-Été.csv")
    'attachment; filename="season-_t_.csv"; filename*=UTF-8\\'\\'season-%C3%89t%C3%A9.csv'
    """
    return f"{how}; filename=\"{_UNSAFE.sub('_', name)}\"; filename*=UTF-8''{quote(name)}"


def csv_response(text: str, name: str) -> Response:
    """``text`` as the CSV file ``name`` to download (UTF-8)."""
    headers = {"Content-Disposition": disposition(name)}
    return Response(text, media_type="text/csv; charset=utf-8", headers=headers)

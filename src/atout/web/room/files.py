"""A room's files as answers: a CSV download."""

from __future__ import annotations

from fastapi.responses import Response


def csv_response(text: str, name: str) -> Response:
    """``text`` as the CSV file ``name`` to download (UTF-8)."""
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(text, media_type="text/csv; charset=utf-8", headers=headers)

"""The JSON twin of every page: the same typed context, as plain JSON values.

The context's type is the route's ``response_model``: ``/openapi.json`` documents
the twin with its schema (:mod:`atout.web.schemas`).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal
from typing import Any

from fastapi.responses import Response


def jsonable(value: Any) -> Any:
    """A dataclass context as plain JSON values (dataclasses become objects).

    >>> from atout.web.forms.state import FormState
    >>> jsonable(FormState({"points": "41"}))
    {'values': {'points': '41'}, 'errors': {}}
    """
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    if kind is tuple or kind is list:
        return [jsonable(item) for item in value]
    fields = getattr(kind, "__dataclass_fields__", None)
    if fields is not None:
        return {name: jsonable(getattr(value, name)) for name in fields}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Decimal):
        return str(value)  # exactly as written (``55.21``), not a float
    return value


def dumps(value: Any) -> str:
    """``value`` (dataclasses, tuples, datetimes…) as compact JSON text.

    >>> dumps({"deals": (1, 2), "over": False})
    '{"deals":[1,2],"over":false}'
    """
    return json.dumps(jsonable(value), ensure_ascii=False, separators=(",", ":"))


def json_response(page: Any, status_code: int = 200) -> Response:
    """The JSON twin of a page: the same context as plain values."""
    return Response(dumps(page), status_code=status_code, media_type="application/json")

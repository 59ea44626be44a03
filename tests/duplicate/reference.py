"""The official figures of tests/data/reference/tables.json, for the tests."""

from __future__ import annotations

import json
from typing import Any

from tests.reference_data import TABLES_JSON

TABLES_PATH = TABLES_JSON


def tables() -> dict[str, Any]:
    """The parsed tables.json."""
    loaded: dict[str, Any] = json.loads(TABLES_PATH.read_text(encoding="utf-8"))
    return loaded

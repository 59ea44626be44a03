"""The official figures of shared/reference/tables.json, for the tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "tables.json"
TABLES_PATH = _HERE if _HERE.exists() else Path("/work/shared/reference/tables.json")


def tables() -> dict[str, Any]:
    """The parsed tables.json."""
    loaded: dict[str, Any] = json.loads(TABLES_PATH.read_text(encoding="utf-8"))
    return loaded

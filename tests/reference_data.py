"""Where the project's shared reference data lives: ``shared/`` beside the repository.

``ATOUT_SHARED`` overrides it (e.g. for a checkout kept elsewhere).
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("ATOUT_SHARED", ROOT.parent / "shared"))
REFERENCE = SHARED / "reference"
#: The three real club pairs sessions.
REFERENCE_PBN = REFERENCE / "pbn"
TABLES_JSON = REFERENCE / "tables.json"

"""Where the tests' data lives: ``tests/data/``, inside the repository.

``tests/data/README.md`` says where each file comes from. Nothing the tests
read lies outside the repository (``tests/test_self_contained.py`` checks it).
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
REFERENCE = DATA / "reference"
#: The three real club pairs sessions.
REFERENCE_PBN = REFERENCE / "pbn"
TABLES_JSON = REFERENCE / "tables.json"

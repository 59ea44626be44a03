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
#: The worked examples of the five seed documents (one TOML file each) and the seed rubbers.
SEEDS = DATA / "seeds"
#: Small free-play sheets: a Chicago set, an 8-board series, a tarot evening.
SHEETS = DATA / "sheets"
#: 237 real PBN files from public repositories and their MANIFEST.tsv, in one archive.
PBN_CORPUS = DATA / "pbn-corpus.tar.xz"

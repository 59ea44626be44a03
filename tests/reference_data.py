"""Where the tests' data lives: ``tests/data/``, and other projects' files beside the repository.

``tests/data/README.md`` says where each file comes from. The repository holds
only its own files; other projects' files (the PBN corpus, USEBIO and LIN files
written by other programs) are read where they are, in the ``shared/reference``
folder next to the repository's root, through :func:`shared_reference`, which
skips the calling test where that folder is absent (a stranger's clone).
``tests/test_self_contained.py`` checks that nothing else lies outside.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
DATA = REPO_ROOT / "tests" / "data"
REFERENCE = DATA / "reference"
#: The three real club pairs sessions.
REFERENCE_PBN = REFERENCE / "pbn"
TABLES_JSON = REFERENCE / "tables.json"
#: The worked examples of the five seed documents (one TOML file each) and the seed rubbers.
SEEDS = DATA / "seeds"
#: Small free-play sheets: a Chicago set, an 8-board series, a tarot evening.
SHEETS = DATA / "sheets"
#: Small PBN files written for the tests, one per producer's quirk the corpus shows.
QUIRKS_PBN = DATA / "pbn-quirks"

#: Other projects' files, never committed: read in place beside the repository.
SHARED_REFERENCE = REPO_ROOT.parent / "shared" / "reference"


def reference_if_present(folder: str) -> Path | None:
    """The reference folder ``folder`` beside the repository, or ``None`` where it is absent
    (for a test that also runs on its own files, such as a fuzz seeded from them)."""
    path = SHARED_REFERENCE / folder
    return path if path.is_dir() else None


def shared_reference(folder: str) -> Path:
    """The reference folder ``folder`` (``pbn-corpus``, ``usebio``, ``lin-bbo``) beside the
    repository; where it is absent, the calling test is skipped with one message naming it."""
    path = SHARED_REFERENCE / folder
    if not path.is_dir():
        pytest.skip(
            f"other projects' files are not in the repository: {path} is absent "
            "(see tests/data/README.md)"
        )
    return path

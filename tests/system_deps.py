"""The Debian programs the browser and PostgreSQL tests drive: missing fails, never skips.

``make test`` installs them first (``make system``, ``scripts/system-deps``);
a test run without them stops on the same one-line message.
"""

from __future__ import annotations

import glob
import os
from pathlib import Path
from typing import NoReturn

import pytest

#: Debian's ``chromium`` package, driven by Playwright.
CHROMIUM = Path("/usr/bin/chromium")
#: Debian's ``postgresql`` package: ``initdb`` and ``pg_ctl`` of each installed version.
POSTGRESQL_BIN = "/usr/lib/postgresql/*/bin"


def missing_message(*packages: str) -> str:
    """The one line that says what to install (as ``scripts/system-deps`` prints it)."""
    names = " and ".join(packages)
    return f"atout tests need Debian's {names}: run  sudo apt-get install {' '.join(packages)}"


def _fail(*packages: str) -> NoReturn:
    pytest.fail(missing_message(*packages), pytrace=False)


def chromium() -> str:
    """The path of Debian's Chromium; the test fails if it is not installed."""
    if not os.access(CHROMIUM, os.X_OK) or not CHROMIUM.is_file():
        _fail("chromium")
    return str(CHROMIUM)


def postgresql_bin() -> Path:
    """The newest installed PostgreSQL's programs; the test fails if there is none."""
    found = [path for path in glob.glob(f"{POSTGRESQL_BIN}/pg_ctl") if os.access(path, os.X_OK)]
    found.sort(key=lambda path: tuple(int(n) for n in Path(path).parts[-3].split(".")))
    if not found:
        _fail("postgresql")
    return Path(found[-1]).parent

"""Read the three real club sessions (tests/data/reference/pbn) for the tests.

A deliberately small reader of the ``[ScoreTable]`` and ``[TotalScoreTable]``
sections, enough to check the scoring; the PBN format itself lives in
``atout.formats``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tests.reference_data import REFERENCE

SESSIONS = sorted((REFERENCE / "pbn").glob("club-pairs-*.pbn"))
_TOKEN = re.compile(r'"[^"]*"|\S+')


@dataclass(frozen=True)
class Row:
    """A traveller row with its named columns (quotes removed)."""

    values: dict[str, str]

    def __getitem__(self, key: str) -> str:
        return self.values[key]


@dataclass(frozen=True)
class Board:
    number: int
    vulnerable: str
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class Session:
    boards: tuple[Board, ...]
    totals: tuple[Row, ...]


def _columns(header: str) -> list[str]:
    return [name.split("\\")[0] for name in header.split(";")]


def read_session(path: Path) -> Session:
    boards: list[Board] = []
    totals: list[Row] = []
    number, vulnerable, rows, columns, target = 0, "", [], [], None
    for line in [*path.read_text(encoding="latin-1").splitlines(), '[Board "0"]']:
        tag = re.match(r'\[(\w+) "(.*)"\]', line)
        if tag:
            name, value = tag.groups()
            if name == "Board":
                if rows:
                    boards.append(Board(number, vulnerable, tuple(rows)))
                number, rows = int(value), []
            elif name == "Vulnerable":
                vulnerable = value
            target = None
            if name in ("ScoreTable", "TotalScoreTable"):
                columns, target = _columns(value), (rows if name == "ScoreTable" else totals)
            continue
        if target is not None and line.strip() and not line.startswith("%"):
            tokens = [t.strip('"') for t in _TOKEN.findall(line)]
            target.append(Row(dict(zip(columns, tokens, strict=True))))
    return Session(tuple(boards), tuple(totals))

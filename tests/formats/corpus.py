"""The PBN corpus (237 files of other projects, read in place in ``shared/reference/pbn-corpus``
beside the repository, never committed), and an independent count.

:func:`expected_counts` counts a file's tag pairs, ``[Note]`` tags and table rows
with a few regular expressions, without atout's reader, so that the corpus test
can show that lenient reading keeps every one of them.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from atout.formats import pbn
from tests.reference_data import shared_reference


@dataclass(frozen=True, slots=True)
class CorpusFile:
    """One file of the corpus: its id, name, producer (versions folded) and bytes."""

    id: str
    name: str
    producer: str
    origin: str
    data: bytes


def producer_family(producer: str) -> str:
    """The producer without its version ("BridgeComposer 5.111" -> "BridgeComposer")."""
    return re.sub(r"\s+v?\d+(?:\.\d+)*$", "", producer.strip())


@functools.cache
def corpus() -> tuple[CorpusFile, ...]:
    """Every file of the corpus, in MANIFEST order (the calling test skips where it is absent)."""
    folder = shared_reference("pbn-corpus")
    rows = (folder / "MANIFEST.tsv").read_text("utf-8").splitlines()
    header = rows[0].split("\t")
    files = []
    for row in rows[1:]:
        record = dict(zip(header, row.split("\t"), strict=True))
        files.append(
            CorpusFile(
                record["id"],
                record["file"],
                producer_family(record["producer"]),
                f"{record['source_repo']}/{record['path']}",
                (folder / record["file"]).read_bytes(),
            )
        )
    return tuple(files)


_COMMENT_OR_STRING = re.compile(r'(?m)^%[^\n]*|"(?:[^"\\\n]|\\.)*"|\{[^}]*\}?|;[^\n]*')
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
_ELEMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|[^\s\[\]"\x01]+')
_END = re.compile(r"\[|\n[ \t]*\n")


@dataclass(frozen=True, slots=True)
class Counts:
    """Tag pairs, of which ``[Note]`` tags, and table rows."""

    tags: int
    notes: int
    rows: int


def _uncommented(text: str) -> str:
    def keep(match: re.Match[str]) -> str:
        found = match.group()
        return found if found.startswith('"') else "\x01"  # not blank, not an element

    return _COMMENT_OR_STRING.sub(keep, text)


def expected_counts(text: str) -> Counts:
    """Count what a reader must keep, without atout's reader: every tag pair outside
    comments, the Note tags among them, and the rows of every table tag (its elements
    up to the next tag or blank line, divided by its columns)."""
    text = _uncommented(text.replace("\r\n", "\n").replace("\r", "\n"))
    tags = notes = rows = 0
    last: dict[str, str] = {}
    for match in _TAG.finditer(text):
        name, value = match.groups()
        value = last.get(name, "") if value == "#" else value.removeprefix("##")
        last[name] = value
        tags += 1
        notes += name == "Note"
        if not name.endswith("Table") or name == "Table":
            continue
        columns = value.count(";") + 1 if ";" in value else len(value.split()) or 1
        end = _END.search(text, match.end())
        data = text[match.end() : end.start() if end else len(text)]
        rows += len(_ELEMENT.findall(data)) // columns
    return Counts(tags, notes, rows)


def kept_counts(session: pbn.PbnFile) -> Counts:
    """What atout's reader kept of a file: tag pairs, ``[Note]`` tags and table rows."""
    return Counts(
        sum(len(game.tags) for game in session.games),
        sum(len(game.notes) for game in session.games),
        sum(
            len(tag.section.rows)
            for game in session.games
            for tag in game.tags
            if isinstance(tag.section, pbn.Table)
        ),
    )

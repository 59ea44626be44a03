"""Write PBN 2.1 text: ``dumps(pbn)`` and ``dump(pbn, fp)``, like :mod:`json`.

The layout is PBN export style: the ``%`` header, a blank line, then each
game's tags one per line, each followed by its section, and a blank line after
each game. ``loads(dumps(x)) == x`` for every :class:`PbnFile` the reader
can produce.
"""

from __future__ import annotations

import codecs
from typing import IO

from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Game, Inheritance, PbnFile, Tag
from atout.formats.pbn.tables import Table, escape, format_row


def dumps(pbn: PbnFile) -> str:
    """The PBN text of ``pbn``.

    >>> from atout.formats.pbn.reader import loads
    >>> text = '% PBN 2.1\\n\\n[Board "1"]\\n[Contract "3N"]\\n\\n'
    >>> dumps(loads(text)) == text
    True
    """
    lines = [str(c) for c in pbn.header]
    if pbn.header:
        lines.append("")
    for game in pbn.games:
        lines.extend(game_lines(game))
        lines.append("")
    return "".join(line + "\n" for line in lines)


def dump(pbn: PbnFile, fp: IO[bytes]) -> None:
    """Write ``pbn`` to a binary file: Latin-1, or UTF-8 with a byte-order mark when
    some character is outside Latin-1 (the two encodings the reader recognises)."""
    fp.write(encode(dumps(pbn)))


def encode(text: str) -> bytes:
    """PBN text as bytes: Latin-1 when possible (and read back as Latin-1), else UTF-8
    with a byte-order mark.

    >>> encode("Bjørn"), encode("Łukasz")[:3] == codecs.BOM_UTF8, encode("Â¡")[:3]
    (b'Bj\\xf8rn', True, b'\\xef\\xbb\\xbf')
    """
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        return codecs.BOM_UTF8 + text.encode("utf-8")
    if not data.isascii():
        try:  # Latin-1 bytes that are valid UTF-8 too would be read back as UTF-8
            data.decode("utf-8")
        except UnicodeDecodeError:
            return data
        return codecs.BOM_UTF8 + text.encode("utf-8")
    return data


def game_lines(game: Game) -> list[str]:
    """The lines of one game (without the blank line that ends it)."""
    lines: list[str] = []
    for entry in game.entries:
        if isinstance(entry, Comment):
            lines.append(str(entry))
        else:
            lines.append(tag_line(entry))
            if isinstance(entry.section, Table):
                lines.extend(table_lines(entry.section))
            else:
                lines.extend(entry.section)
    return lines


def tag_line(tag: Tag) -> str:
    """``[Name "value"]``, with ``#`` or ``##value`` as the value was written (§4.8)."""
    if tag.inheritance is Inheritance.PREVIOUS:
        return f'[{tag.name} "#"]'
    return f'[{tag.name} "{tag.inheritance.value}{escape(tag.value)}"]'


def table_lines(table: Table) -> list[str]:
    """The rows of a table, with its comment lines where they were."""
    notes: dict[int, list[str]] = {}
    for position, comment in table.notes:
        notes.setdefault(position, []).append(str(comment))
    lines: list[str] = []
    for i, row in enumerate(table.rows):
        lines.extend(notes.pop(i, ()))
        lines.append(format_row(row, table.columns))
    for rest in notes.values():
        lines.extend(rest)
    return lines

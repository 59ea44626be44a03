"""PBN bytes to text: the encoding detected, the line breaks made ``\\n``.

PBN 2.1 §2.2 says Latin-1, but real producers also write UTF-8, with or
without a byte-order mark. The rule, exact rather than guessed:

- a UTF-8 byte-order mark: UTF-8 (a UTF-16 mark: UTF-16);
- else bytes that are valid UTF-8 and not plain ASCII: UTF-8 (Latin-1 text
  with accents is, in practice, never valid UTF-8);
- else Latin-1, in which every byte is a character.

Decoding never raises on its own: the bytes that a detected UTF encoding
cannot read are kept as their Latin-1 characters and reported (a strict read
refuses them). Only CR LF, CR and LF end a line; the other characters that
:meth:`str.splitlines` takes for line breaks (such as Latin-1 ``0x85``) are
characters. A doubled CR before LF (``\\r\\r\\n``, a file converted twice)
is one line break.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

#: The byte-order marks recognised, and their encodings.
_MARKS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
#: A lone surrogate made by ``surrogateescape`` for an undecodable byte -> the Latin-1 character.
_ESCAPED = {0xDC00 + b: b for b in range(0x80, 0x100)}
_LATIN1_BACK = str.maketrans(_ESCAPED)
_BREAKS = re.compile(r"\r+\n|\r")


@dataclass(frozen=True, slots=True)
class Decoded:
    """Text read from bytes: the text, the encoding used, and where bytes were not valid.

    ``bad`` is the offset in the text of the first character that the
    encoding could not read (``None`` when every byte was read).
    """

    text: str
    encoding: str
    bad: int | None = None


def detect(data: bytes) -> Decoded:
    """Decode PBN bytes by the rule of this module.

    >>> detect("Bjørn".encode("latin-1")).encoding, detect("Bjørn".encode()).encoding
    ('latin-1', 'utf-8')
    >>> decoded = detect(codecs.BOM_UTF8 + b"Bj\\xf8rn")
    >>> decoded.text, decoded.bad
    ('Bjørn', 2)
    """
    for mark, encoding in _MARKS:
        if data.startswith(mark):
            return _decode(data[len(mark) :], encoding)
    if data.isascii():
        return Decoded(data.decode("ascii"), "ascii")
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        return Decoded(data.decode("latin-1"), "latin-1")


def _decode(data: bytes, encoding: str) -> Decoded:
    try:
        return Decoded(data.decode(encoding), encoding)
    except UnicodeDecodeError as error:
        if encoding != "utf-8":
            text = data.decode(encoding, errors="replace")
            return Decoded(text, encoding, len(data[: error.start].decode(encoding, "replace")))
        text = data.decode("utf-8", errors="surrogateescape").translate(_LATIN1_BACK)
        bad = len(data[: error.start].decode("utf-8"))
        return Decoded(text, encoding, bad)


def decode(data: bytes, encoding: str | None = None) -> str:
    """PBN bytes as text (``encoding`` given: that one, undecodable bytes as Latin-1).

    >>> decode("Bjørn".encode("latin-1")), decode(codecs.BOM_UTF8 + "Bjørn".encode())
    ('Bjørn', 'Bjørn')
    """
    if encoding is None:
        return detect(data).text
    try:
        return data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return detect(data).text


def normalized(text: str) -> str:
    """``text`` with ``\\n`` as its only line break, and one at the end.

    >>> normalized("a\\r\\nb\\r\\r\\nc\\rd\\x85e")
    'a\\nb\\nc\\nd\\x85e\\n'
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n")
        if "\r" in text:
            text = _BREAKS.sub("\n", text)
    return text if not text or text.endswith("\n") else text + "\n"


def position(text: str, offset: int) -> tuple[int, int]:
    """The line (from 1) and column (from 1) of ``offset`` in ``text``.

    >>> position("ab\\ncd", 4)
    (2, 2)
    """
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1

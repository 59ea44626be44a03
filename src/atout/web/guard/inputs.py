"""Bounds of a request: its size, the depth of its JSON, no control characters in its text.

Every text a request carries (the path, the query, a form's fields, a JSON
body's strings and keys) is refused (422, naming the field) when it holds a
control character other than tab, line feed and carriage return: a NUL byte
cannot be stored in PostgreSQL's text, and the others are never typed. A JSON
string holding half of a UTF-16 surrogate pair (``"\\ud800"``) is not text
either: it is refused the same way. They
are refused rather than stripped, so that what is stored is what was sent.

The checks here are cheap on ordinary requests: a body is decoded only when a
byte pattern shows it may hold a control character (or is deeply nested).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qsl

#: The largest body of a multipart form (a PBN file of at most 1 MB and the form's fields).
MAX_MULTIPART_BYTES = 3_000_000
#: The largest body of any other request (a form, a JSON object).
MAX_BODY_BYTES = 256_000
#: The deepest nesting of arrays and objects a JSON body may have.
MAX_JSON_DEPTH = 32
#: The most fields a form or a query may have.
MAX_FIELDS = 1_000
#: The most digits of a number in a JSON body (Python's reader stops at 4,300).
MAX_DIGITS = 100

#: A control character of text: C0 but tab, line feed and carriage return; DEL.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: Bytes of a URL-encoded text that may decode to a control character (a quick test).
_ENCODED_CONTROL = re.compile(rb"%[01][0-9A-Fa-f]|%7[Ff]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: Bytes of a JSON text that may decode to a control character (a quick test).
_JSON_CONTROL = re.compile(rb"\\u00[01][0-9A-Fa-f]|\\u007[Ff]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: A JSON escape of a UTF-16 surrogate, or one encoded as UTF-8 bytes (which Python's JSON
#: reader lets through): a quick test (a pair of escapes is text, a lone half is not).
_JSON_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}|\xed[\xa0-\xbf]")
#: A surrogate in decoded text: what a lone ``"\ud800"`` becomes (a pair becomes one character).
SURROGATE = re.compile("[\ud800-\udfff]")
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_JSON_BRACKET = re.compile(rb"[\[\]{}]")


def shown(value: str, limit: int = 40) -> str:
    """``value`` quoted for a message, cut when long.

    >>> shown("a\\x00b"), shown("9" * 5000)
    ("'a\\\\x00b'", "'9999999999999999999999999999999999999999…' (5000 characters)")
    """
    if len(value) <= limit:
        return repr(value)
    return f"{value[:limit]!r}"[:-1] + f"…' ({len(value)} characters)"


def control_in_pairs(pairs: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The first (field, value) whose name or value holds a control character."""
    for name, value in pairs:
        if CONTROL.search(name) or CONTROL.search(value):
            return name, value
    return None


def control_in_query(query: bytes) -> tuple[str, str] | None:
    """The first query parameter holding a control character.

    >>> control_in_query(b"next=%2F&title=a%00b")
    ('title', 'a\\x00b')
    >>> control_in_query(b"next=/games/1") is None
    True
    """
    if not _ENCODED_CONTROL.search(query):
        return None
    text = query.decode("latin-1")
    pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=MAX_FIELDS, errors="replace")
    return control_in_pairs(pairs)


def control_in_form(body: bytes) -> tuple[str, str] | None:
    """The first field of a URL-encoded form holding a control character."""
    if not _ENCODED_CONTROL.search(body):
        return None
    text = body.decode("utf-8", errors="replace")
    pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=MAX_FIELDS, errors="replace")
    return control_in_pairs(pairs)


def json_depth(body: bytes) -> int:
    """How deeply the arrays and objects of a JSON text nest (strings skipped).

    >>> json_depth(b'{"a": [1, {"b": "[[["}]}')
    3
    """
    depth = deepest = 0
    for bracket in _JSON_BRACKET.finditer(_JSON_STRING.sub(b'""', body)):
        depth += 1 if bracket.group() in (b"[", b"{") else -1
        deepest = max(deepest, depth)
    return deepest


def long_number(body: bytes) -> bool:
    """True when a JSON text holds a number of more than :data:`MAX_DIGITS` digits.

    >>> long_number(b'{"board": ' + b"9" * 5000 + b"}")
    True
    >>> long_number(b'{"a": "' + b"9" * 500 + b'"}')
    False
    """
    digits = rb"[0-9]{%d}" % (MAX_DIGITS + 1)
    return (
        re.search(digits, body) is not None
        and re.search(digits, _JSON_STRING.sub(b'""', body)) is not None
    )


def _strings(value: Any, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            inner = f"{where}.{key}" if where else str(key)
            yield inner, str(key)
            yield from _strings(item, inner)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{where}[{index}]")


def control_in_json(body: bytes) -> tuple[str, str] | None:
    """The first string (or key) of a JSON body holding a control character, and where.

    >>> control_in_json(b'{"title": "a\\\\u0000b"}')
    ('title', 'a\\x00b')
    >>> control_in_json(b'{"players": ["Ana", "B\\\\u0001"]}')
    ('players[1]', 'B\\x01')
    >>> control_in_json(b'{"title": "ok\\\\ntoo"}') is None
    True
    """
    return _first_in_json(body, _JSON_CONTROL, CONTROL)


def surrogate_in_json(body: bytes) -> tuple[str, str] | None:
    """The first string (or key) of a JSON body holding a lone UTF-16 surrogate, and where:
    it is not text (it cannot be encoded, stored or shown).

    >>> surrogate_in_json(b'{"x": "\\\\ud800"}')
    ('x', '\\ud800')
    >>> surrogate_in_json(b'{"x": "\\\\ud83c\\\\udccf"}') is None  # a pair: one character
    True
    """
    return _first_in_json(body, _JSON_SURROGATE, SURROGATE)


def _first_in_json(
    body: bytes, escaped: re.Pattern[bytes], found: re.Pattern[str]
) -> tuple[str, str] | None:
    """The first string (or key) of a JSON body in which ``found`` is, and where; ``None``
    at once when the raw body has no sign of it (``escaped``), or is not JSON (the route
    refuses it as such)."""
    if not escaped.search(body):
        return None
    try:
        document = json.loads(body)
    except (ValueError, RecursionError):
        return None
    for where, text in _strings(document, ""):
        if found.search(text):
            return where or "body", text
    return None

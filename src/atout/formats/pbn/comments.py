"""PBN comments: ``;`` to the end of the line, ``{ ... }`` blocks and ``%`` escape lines."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from atout.errors import NotationError


class CommentKind(enum.Enum):
    """The three ways PBN sets text aside (PBN 2.1 §3.5 and §3.6)."""

    #: ``; text`` up to the end of the line.
    LINE = ";"
    #: ``{ text }``, possibly over several lines.
    BLOCK = "{"
    #: ``% text``: a line for programs (``% PBN 2.1``, ``% EXPORT``).
    ESCAPE = "%"


@dataclass(frozen=True, slots=True)
class Comment:
    """One comment, its text exactly as written between its delimiters.

    >>> Comment.parse("% PBN 2.1")
    Comment(kind=<CommentKind.ESCAPE: '%'>, text=' PBN 2.1')
    >>> str(Comment(CommentKind.BLOCK, "two\\nlines"))
    '{two\\nlines}'
    """

    kind: CommentKind
    text: str

    @classmethod
    def parse(cls, text: str) -> Comment:
        """Read one whole comment (with its delimiters)."""
        if text.startswith("{") and text.endswith("}"):
            return cls(CommentKind.BLOCK, text[1:-1])
        if text[:1] in (";", "%") and "\n" not in text:
            return cls(CommentKind(text[0]), text[1:])
        raise NotationError(
            "{text!r} is not a PBN comment: use ; text, {{ text }} or a % line",
            code="pbn.comment-syntax",
            text=text,
        )

    def __str__(self) -> str:
        if self.kind is CommentKind.BLOCK:
            return "{" + self.text + "}"
        return str(self.kind.value) + self.text

"""Read PBN 2.1 text in one pass: ``loads(text)`` and ``load(fp)``, like :mod:`json`.

Strict by default: the first problem raises :class:`NotationError` naming the
line, the column and the rule of the standard it breaks. With
``strict=False`` every problem is collected in :attr:`PbnFile.problems` and
the producers' quirks are read as they mean them (see ``docs/pbn.md``); what
cannot be read is left out, never replaced by a made-up value.

The import format of §2.1 is read whole: tags over several lines or several
on a line, comments anywhere between tokens, ``[Note]`` tags repeated, ``#``
and ``##`` values (§4.8), tables whose elements flow over lines (§5.2). The
usual game block of tag lines and table rows goes through the fast path of
:mod:`~atout.formats.pbn.blocks`; anything else through the scanner here.
Work is linear in the input.
"""

from __future__ import annotations

import re
from typing import IO

from atout.errors import Message, NotationError
from atout.formats.pbn import rules
from atout.formats.pbn.blocks import CONTROL, GameReader
from atout.formats.pbn.comments import Comment, CommentKind
from atout.formats.pbn.deals import deals_ok
from atout.formats.pbn.model import Game, Inheritance, PbnFile, Problem, Tag, is_table_tag
from atout.formats.pbn.rules import Rule
from atout.formats.pbn.sections import OpenTag, table_tag
from atout.formats.pbn.tables import Column, parse_columns, unescape
from atout.formats.pbn.text import decode, detect, normalized, position
from atout.formats.pbn.values import TAG_CHECKS, UNKNOWN

__all__ = ["decode", "load", "loads"]

#: A tag pair in import format: white space, line breaks too, between its tokens.
_TAG = re.compile(r'\[[ \t\n]*([A-Za-z0-9_]+)[ \t\n]*"((?:[^"\\\n]|\\[^\n])*)"[ \t\n]*\]')
#: A tag whose value holds an unescaped quote: the last ``"]`` on the line ends it.
_LOOSE_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]*"(.*)"[ \t]*\]')
#: A string token (§3.2): ``\"`` is a quote, ``\\`` a backslash.
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
#: What ends the data of a section on a line: a string, a comment, a tag.
_SPECIAL = re.compile(r'["{;\[]')
_CONTROL = re.compile(CONTROL)
#: In a block a shape accepts, ``[Deal "`` only begins a tag line: no value, cell or
#: section line there holds a quote.
_DEAL_TAG = '[Deal "'


def _deals_ok(text: str, start: int, end: int) -> bool:
    """True when the deals of the blocks a shape accepted hold each card once."""
    pieces = text[start:end].split(_DEAL_TAG)
    return deals_ok([piece[: piece.find('"')] for piece in pieces[1:]])


_BLANK = re.compile(r"\n[ \t\x0b]*\n")
_SPACE = " \t\x0b"
#: Tags whose value may not be written ``#`` or ``##`` (§4.8).
_NO_INHERIT = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"}
)
_NOTE = re.compile(r"([1-9]|[12][0-9]|3[0-2]):")
#: Tags whose repetition without a blank line starts a new game when reading leniently.
_GAME_STARTS = frozenset({"Event", "Board"})


def loads(data: str | bytes, *, strict: bool = True, encoding: str | None = None) -> PbnFile:
    """Read a PBN file from text or bytes (bytes: encoding detected, see :mod:`.text`).

    >>> pbn = loads('% PBN 2.1\\n\\n[Board "1"]\\n[Contract "3NT"]\\n')
    >>> pbn.version, pbn.games[0].contract
    ('2.1', Contract.parse('3NT'))
    >>> loads('[Board "1"]\\n[Deal "N:AK')
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: line 2: a tag pair is written [Name "value"] ...
    """
    reader = _Reader(strict)
    if isinstance(data, bytes):
        if encoding is not None:
            text = decode(data, encoding)
        else:
            decoded = detect(data)
            text = decoded.text
            if decoded.bad is not None:
                reader.bad_encoding(text, decoded.bad, decoded.encoding)
    else:
        text = data
    if text.startswith("\ufeff"):
        text = text[1:]
    return reader.read(text)


def load(fp: IO[bytes] | IO[str], *, strict: bool = True, encoding: str | None = None) -> PbnFile:
    """Read a PBN file from an open file (binary or text)."""
    return loads(fp.read(), strict=strict, encoding=encoding)


class _Reader:
    """The state of one pass over a file."""

    def __init__(self, strict: bool):
        self.strict = strict
        self.problems: list[Problem] = []
        self.header: list[Comment] = []
        self.games: list[Game] = []
        self.entries: list[Tag | Comment] = []
        self.names: set[str] = set()
        self.pending: list[Comment] = []
        #: Comments of a block without a tag: they go to the next game.
        self.carry: list[Comment] = []
        #: True while the last entry is a plain tag that a section may still follow.
        self.open_text = False
        self.current: OpenTag | None = None
        self.skipping = False
        self.started = False
        self.game_line = 0
        self.text = ""
        #: The start of the line being read, and its number.
        self.line_start = 0
        self.number = 0
        #: Tag values for ``#`` (folded from the games read so far) and ``##`` values in force.
        self.saved: dict[str, str] = {}
        self.folded = 0
        self.sticky: dict[str, str] = {}
        #: The line last cut from the text by :meth:`_here`: its start and its text.
        self._cached: tuple[int, str] = (-1, "")
        #: The note indices of the current section (§3.5.5), and whether one is open.
        self.note_indices: set[str] = set()
        self.note_section = False

    # -- reporting --------------------------------------------------------------------

    def problem(self, number: int, line: str, message: Message, column: int, rule: Rule) -> None:
        found = Problem(number, line, message, column, rule)
        if self.strict:
            raise NotationError(found.text)
        self.problems.append(found)

    def bad_encoding(self, text: str, offset: int, encoding: str) -> None:
        number, column = position(text, offset)
        start = text.rfind("\n", 0, offset) + 1
        end = text.find("\n", offset)
        line = text[start : end if end >= 0 else len(text)]
        message = Message(
            "bytes that are not {encoding} (read as Latin-1)",
            code="pbn.encoding",
            encoding=encoding,
        )
        self.problem(number, line, message, column, rules.ENCODING)

    def _here(self, offset: int) -> tuple[str, int]:
        """The current line's text and the column of ``offset`` on it (the line is cut
        from the text once, however many problems it has: work stays linear)."""
        start = self.line_start
        if self._cached[0] != start:
            self._cached = (start, self.text[start : self.text.find("\n", start)])
        return self._cached[1], offset - start + 1

    # -- the pass ---------------------------------------------------------------------

    def read(self, text: str) -> PbnFile:
        self.text = text = normalized(text)
        games = GameReader(text)
        size = len(text)
        position_ = 0
        number = 0
        while position_ < size:
            if text[position_] == "[" and self._between_games():
                if games.shape is not None:
                    found = self._run(games, position_, number)
                    if found is not None:
                        position_, number = found
                        continue
                stop = text.find("\n\n", position_) + 1 or size
                if text.find("{", position_, stop) < 0:
                    game = games.read(text, position_, stop, number + 1)
                    if game is not None:  # the usual block, read at once
                        self.games.append(game)
                        games.learn(game)
                        self.started = True
                        number += text.count("\n", position_, stop) + (stop < size)
                        position_ = stop + 1
                        continue
            self.line_start, self.number = position_, number + 1
            line_start = position_
            position_ = self._line(position_)
            self._control_characters(line_start, position_, number + 1)
            number = self.number
        self._end_game()
        self._flush_carry()
        problems = sorted(self.problems, key=lambda p: (p.line_number, p.column))
        return PbnFile(tuple(self.games), tuple(self.header), tuple(problems))

    def _run(self, games: GameReader, start: int, number: int) -> tuple[int, int] | None:
        """Games shaped like the last usual block, from ``start``: checked at once by
        their shape, their tags built when first asked for. The position and line
        number after them, or ``None`` when the next block is not of that shape."""
        assert games.shape is not None
        one, run = games.shape
        text = self.text
        match = run.match(text, start)
        if match is None or not _deals_ok(text, start, match.end()):
            match = one.match(text, start)
            if match is None or not _deals_ok(text, start, match.end()):
                return None
        end = match.end()
        build = games.entries
        append = self.games.append
        checked = Game.checked
        line = number + 1
        for block in text[start : end - 1].split("\n\n"):
            stop = start + len(block) + 1
            append(checked((build, start, stop), line))
            line += block.count("\n") + 2
            start = stop + 1
        self.started = True
        return start, line - 1

    def _control_characters(self, start: int, stop: int, number: int) -> None:
        """Report the first character §2.2 does not allow on each line between ``start``
        and ``stop`` (which starts line ``number``)."""
        text = self.text
        search = _CONTROL.search
        match = search(text, start, stop)
        while match is not None:
            found = match.start()
            number += text.count("\n", start, found)
            newline = text.rfind("\n", start, found)
            line_start = start if newline < 0 else newline + 1
            end = text.find("\n", found)
            message = Message(
                "the character {character!r} is not allowed",
                code="pbn.character",
                character=match.group(),
            )
            column = found - line_start + 1
            self.problem(number, text[line_start:end], message, column, rules.CHARACTERS)
            start = end + 1
            number += 1
            match = search(text, start, stop)

    def _between_games(self) -> bool:
        """True when no game is being read and nothing waits: the fast path may start."""
        return not (
            self.entries or self.pending or self.skipping or self.carry or self.sticky
        ) and (self.current is None)

    def _line(self, start: int) -> int:
        """Read the line starting at ``start`` (and the lines a tag or a comment runs
        over); the position after it."""
        text = self.text
        end = text.find("\n", start)
        if not text[start:end].strip(_SPACE):
            self._end_game()
            return end + 1
        if text[start] == "%":
            self._comment(Comment(CommentKind.ESCAPE, text[start + 1 : end]))
            return end + 1
        i = start
        while True:
            while i < end and text[i] in _SPACE:
                i += 1
            if i >= end:
                return end + 1
            char = text[i]
            if char == "[":
                i, end = self._tag_at(i, end)
            elif char == ";":
                self._comment(Comment(CommentKind.LINE, text[i + 1 : end]))
                return end + 1
            elif char == "{":
                i, end = self._block_at(i, end)
            else:
                i, end = self._data_at(i, end)
            if i < 0:
                return end + 1

    def _advance(self, start: int, stop: int) -> None:
        """Count the lines between ``start`` and ``stop`` (a tag or comment over lines)."""
        breaks = self.text.count("\n", start, stop)
        if breaks:
            self.number += breaks
            self.line_start = self.text.rfind("\n", start, stop) + 1

    def _tag_at(self, i: int, end: int) -> tuple[int, int]:
        text = self.text
        match = _TAG.match(text, i)
        if match is not None and "\n" in match.group() and _BLANK.search(match.group()):
            match = None
        line, column = self._here(i)
        if match is None:
            loose = None if self.strict else _LOOSE_TAG.match(text, i, end)
            message = Message(
                'a tag pair is written [Name "value"] (truncated or malformed)',
                code="pbn.tag-pair",
            )
            self.problem(self.number, line, message, column, rules.TAG_PAIR)
            if loose is not None:
                self._tag(loose[1], loose[2].replace('"', '\\"'), column, line)
                return loose.end(), end
            self._close_tag()
            self.skipping = True  # the malformed tag's section is left out too
            return -1, end
        number = self.number
        self._advance(i, match.end())
        if match.end() > end:
            end = text.find("\n", match.end())
        self._tag(match[1], match[2], column, line, number)
        return match.end(), end

    def _block_at(self, i: int, end: int) -> tuple[int, int]:
        text = self.text
        close = text.find("}", i + 1)
        if close < 0:
            line, column = self._here(i)
            message = Message("a { comment is never closed by }", code="pbn.comment-open")
            self.problem(self.number, line, message, column, rules.COMMENT)
            close = len(text) - 1
        self._comment(Comment(CommentKind.BLOCK, text[i + 1 : close]))
        self._advance(i, close)
        if close > end:
            end = text.find("\n", close)
        return close + 1, end

    def _data_at(self, i: int, end: int) -> tuple[int, int]:
        """Section data from ``i``: up to a tag on the same line, or the end of the line
        (comments within the data of a text section are part of it)."""
        text = self.text
        table = self.current is not None and bool(self.current.columns)
        j = i
        stop = end
        while True:
            match = _SPECIAL.search(text, j, end)
            if match is None:
                break
            char, k = match.group(), match.start()
            if char == "[" or (table and char in "{;"):
                stop = k
                break
            if char == ";":
                break
            if char == '"':  # a string, its escaped quotes and backslashes within
                string = _STRING.match(text, k, end)
                close = -1 if string is None else string.end() - 1
            else:
                close = text.find("}", k + 1)
            if close < 0:
                break
            if close > end:
                end = text.find("\n", close)
            j = close + 1
        data = text[i:stop].rstrip(_SPACE)
        line, column = self._here(i)
        self._section_line(data, column, line)
        self._advance(i, stop)
        return (stop if stop < end else -1), end

    # -- entries ----------------------------------------------------------------------

    def _comment(self, comment: Comment) -> None:
        if not self.started and comment.kind is CommentKind.ESCAPE:
            self.header.append(comment)
            return
        if not self.entries and not self.pending and self.current is None:
            self.game_line = self.number
        self.started = True
        self.pending.append(comment)

    def _value(self, name: str, raw: str, column: int, line: str) -> tuple[str, Inheritance]:
        """The value in force and how it is written (§4.8)."""
        if raw == "#" or raw.startswith("##"):
            if name in _NO_INHERIT:
                message = Message(
                    "[{name}] may not inherit a value: write it",
                    code="pbn.inherit",
                    name=name,
                )
                self.problem(self.number, line, message, column, rules.INHERIT)
            if raw == "#":
                self._fold()
                self.sticky.pop(name, None)
                return self.saved.get(name, ""), Inheritance.PREVIOUS
            value = unescape(raw[2:])
            self.sticky[name] = value
            return value, Inheritance.FOLLOWING
        if self.sticky:
            self.sticky.pop(name, None)
        return (unescape(raw) if "\\" in raw else raw), Inheritance.NONE

    def _fold(self) -> None:
        """Bring the values of the games read since the last ``#`` into :attr:`saved`."""
        saved = self.saved
        for game in self.games[self.folded :]:
            for default in game.defaults:
                saved[default.name] = default.value
            for entry in game.entries:
                if isinstance(entry, Tag):
                    saved[entry.name] = entry.value
        self.folded = len(self.games)

    def _tag(self, name: str, raw: str, column: int, line: str, number: int = 0) -> None:
        number = number or self.number
        if self.current is not None or self.pending:
            self._close_tag()
        if name in self.names and name != "Note" and not self.strict and name in _GAME_STARTS:
            message = Message(
                "a second [{name}] without a blank line before it: a new game",
                code="pbn.game-start",
                name=name,
            )
            self.problem(number, line, message, column, rules.GAME_START)
            self._end_game()
        if not self.entries:
            self.game_line = number
        self.started = True
        self.open_text = False
        self.skipping = False
        if not ("A" <= name[0] <= "Z"):
            message = Message("{name!r} is not a tag name", code="pbn.tag-name", name=name)
            self.problem(number, line, message, column, rules.TAG_NAME)
        if "\t" in raw:
            message = Message("a tab in a tag value", code="pbn.tab")
            self.problem(number, line, message, column, rules.STRING)
        self._repeated(name, raw, column, line, number)
        value, inheritance = self._value(name, raw, column, line)
        if name in ("Auction", "Play"):
            self.note_indices = set()
            self.note_section = True
        columns: tuple[Column, ...] = ()
        if is_table_tag(name):
            columns = self._columns(name, value, column, line, number)
        else:
            self._check(name, value, column, line, number)
        self.names.add(name)
        if columns:
            self.current = OpenTag(name, value, inheritance, columns)
        else:
            self.entries.append(Tag(name, value, (), inheritance))
            self.open_text = True

    def _repeated(self, name: str, raw: str, column: int, line: str, number: int) -> None:
        if name == "Note":
            match = _NOTE.match(raw)
            if match is None or match[1] in self.note_indices or not self.note_section:
                why = (
                    Message("a note is <index 1-32>:<text>", code="pbn.note")
                    if match is None
                    else Message(
                        "note {index} is given twice", code="pbn.note-twice", index=match[1]
                    )
                    if match[1] in self.note_indices
                    else Message(
                        "a note follows the Auction or Play section it explains",
                        code="pbn.note-place",
                    )
                )
                self.problem(number, line, why, column, rules.NOTE)
            if match is not None:
                self.note_indices.add(match[1])
        elif name in self.names:
            message = Message(
                "the game already has a [{name}] tag (kept, and ignored)",
                code="pbn.repeated-tag",
                name=name,
            )
            self.problem(number, line, message, column, rules.REPEATED_TAG)

    def _columns(
        self, name: str, value: str, column: int, line: str, number: int
    ) -> tuple[Column, ...]:
        try:
            columns = parse_columns(value)
        except NotationError as error:
            self.problem(number, line, error.message, column, rules.COLUMN)
            return ()
        if not self.strict and ";" not in value and len(value.split()) > 1:
            message = Message(
                "columns separated by spaces, not ;: read as one column each",
                code="pbn.column-spaces",
            )
            self.problem(number, line, message, column, rules.COLUMN)
            try:
                return tuple(Column.parse(part) for part in value.split())
            except NotationError:
                return columns
        return columns

    def _check(self, name: str, value: str, column: int, line: str, number: int) -> None:
        check = TAG_CHECKS.get(name)
        if check is None or value in check.valid or value in UNKNOWN:
            return
        message = check.problem(value)
        if message:
            self.problem(number, line, message, column, check.rule)

    def _close_tag(self) -> None:
        current = self.current
        if current is not None:
            if current.columns:
                self.entries.append(table_tag(current, self.problem))
            else:
                self.entries.append(current.text_tag())
            self.current = None
        if self.pending:
            self.entries.extend(self.pending)
            self.pending.clear()
        self.open_text = False

    def _section_line(self, data: str, column: int, line: str) -> None:
        if self.skipping:
            return
        current = self.current
        if current is None:
            if not self.open_text:
                message = Message("text outside a tag's section (left out)", code="pbn.stray-text")
                self.problem(self.number, line, message, column, rules.TEXT)
                return
            tag = self.entries.pop()
            assert isinstance(tag, Tag)
            current = self.current = OpenTag(tag.name, tag.value, tag.inheritance)
            self.open_text = False
        if not current.columns:
            current.lines.extend(str(c) for c in self.pending)
        elif self.pending:
            if current.lines:
                message = Message(
                    "a comment among a table's rows (kept as a note of the table)",
                    code="pbn.table-comment",
                )
                self.problem(self.number, line, message, column, rules.SECTION)
            current.notes.extend((len(current.lines), c) for c in self.pending)
        current.lines.append(data)
        current.numbers.append(self.number)
        current.starts.append(column)
        self.pending.clear()

    def _end_game(self) -> None:
        self._close_tag()
        self.skipping = False
        entries = self.entries
        if any(isinstance(e, Tag) for e in entries):
            if self.carry:
                entries = [*self.carry, *entries]
                self.carry = []
            defaults = tuple(
                Tag(name, value, (), Inheritance.FOLLOWING)
                for name, value in self.sticky.items()
                if name not in self.names
            )
            self.games.append(Game(tuple(entries), self.game_line, defaults))
        elif entries:
            self.carry.extend(e for e in entries if isinstance(e, Comment))
        self.entries = []
        self.names = set()
        self.note_indices = set()
        self.note_section = False

    def _flush_carry(self) -> None:
        """Comments after the last game belong to it (to a game of their own in a file
        without a tag)."""
        if not self.carry:
            return
        if self.games:
            last = self.games[-1]
            self.games[-1] = Game((*last.entries, *self.carry), last.line, last.defaults)
        else:
            self.games.append(Game(tuple(self.carry)))
        self.carry = []

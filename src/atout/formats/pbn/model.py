"""The typed model of a PBN file: a header and a sequence of games of tags."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract
from atout.bridge.deal import Deal, PartialDeal
from atout.bridge.seats import Seat
from atout.errors import InvalidDealError, Message, NotationError
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.deals import read_partial_deal
from atout.formats.pbn.rules import Rule
from atout.formats.pbn.tables import Table
from atout.formats.pbn.values import (
    PASS,
    UNKNOWN,
    board_problem,
    read_contract,
    read_result,
    read_seat,
)

T = TypeVar("T")


class Inheritance(enum.Enum):
    """How a tag's value is written (PBN 2.1 §4.8, tag value inheritance)."""

    #: The value itself.
    NONE = ""
    #: ``#``: the value of the same tag in the previous games.
    PREVIOUS = "#"
    #: ``##value``: the value, here and in every following game without the tag.
    FOLLOWING = "##"


@dataclass(frozen=True, slots=True)
class Tag:
    """A tag pair ``[Name "value"]`` and the section of lines that follows it.

    ``section`` is a :class:`Table` for the table tags (``ScoreTable``,
    ``TotalScoreTable``, any name ending in ``Table`` but ``Table``), else the
    section's lines as text (``Auction``, ``Play``). ``value`` is the value in
    force: for a value written ``#`` or ``##...`` (:class:`Inheritance`) it is the
    inherited one, and ``inheritance`` records how it was written.

    >>> Tag("Board", "1")
    Tag(name='Board', value='1', section=(), inheritance=<Inheritance.NONE: ''>)
    """

    name: str
    value: str
    section: Table | tuple[str, ...] = ()
    inheritance: Inheritance = Inheritance.NONE

    @property
    def inherited(self) -> bool:
        """True for a value written ``#`` (copied from the previous games)."""
        return self.inheritance is Inheritance.PREVIOUS

    @property
    def text(self) -> str:
        """The section as one string (lines joined by newlines; empty for tables)."""
        return "" if isinstance(self.section, Table) else "\n".join(self.section)


def is_table_tag(name: str) -> bool:
    """True for tags whose section is a table (``ScoreTable``, ``TotalScoreTable``...);
    ``[Table "7"]`` is a table number (§4.4.7).

    >>> is_table_tag("ScoreTable"), is_table_tag("Table")
    (True, False)
    """
    return name.endswith("Table") and name != "Table"


class Game:
    """One game (board) of a PBN file: its tags and comments, in file order.

    A value, compared and hashed by its entries and defaults (not by ``line``).
    The reader checks every game when it reads the file, but may build a
    usual game's tags only when they are first asked for (like a
    :class:`Table`'s cells): reading a session stays fast.

    The typed accessors read the known tags on demand; they return ``None``
    when the tag is absent, ``?`` (unknown) or empty.

    >>> game = Game((Tag("Board", "3"), Tag("Dealer", "S"), Tag("Contract", "4HX")))
    >>> game.board, game.dealer, game.contract
    (3, <Seat.S: 'S'>, Contract.parse('4HX'))
    """

    __slots__ = ("_entries", "_source", "defaults", "line")

    _entries: tuple[Tag | Comment, ...] | None
    _source: tuple[Callable[[int, int, int], tuple[Tag | Comment, ...]], int, int] | None
    #: The line of the file where the game starts (0 when built in memory).
    line: int
    #: Tags this game does not write but has from a ``##`` value of an earlier game.
    defaults: tuple[Tag, ...]

    def __init__(
        self,
        entries: tuple[Tag | Comment, ...],
        line: int = 0,
        defaults: tuple[Tag, ...] = (),
    ) -> None:
        _set = object.__setattr__
        _set(self, "_entries", tuple(entries))
        _set(self, "_source", None)
        _set(self, "line", line)
        _set(self, "defaults", tuple(defaults))

    @classmethod
    def checked(
        cls,
        source: tuple[Callable[[int, int, int], tuple[Tag | Comment, ...]], int, int],
        line: int,
    ) -> Game:
        """A game already checked whose entries are built when first asked for, by
        ``build(start, stop, line)`` for ``source = (build, start, stop)``."""
        game = cls.__new__(cls)
        _set = object.__setattr__
        _set(game, "_entries", None)
        _set(game, "_source", source)
        _set(game, "line", line)
        _set(game, "defaults", ())
        return game

    @property
    def entries(self) -> tuple[Tag | Comment, ...]:
        """The tags and comments, in file order."""
        entries = self._entries
        if entries is None:
            assert self._source is not None
            build, start, stop = self._source
            entries = build(start, stop, self.line)
            object.__setattr__(self, "_entries", entries)
            object.__setattr__(self, "_source", None)
        return entries

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Game is a value: {name!r} cannot be set")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.entries == other.entries and self.defaults == other.defaults

    def __hash__(self) -> int:
        return hash((self.entries, self.defaults))

    def __repr__(self) -> str:
        return f"Game(entries={self.entries!r}, line={self.line!r}, defaults={self.defaults!r})"

    def __reduce__(self) -> tuple[type[Game], tuple[object, ...]]:
        return (Game, (self.entries, self.line, self.defaults))

    @property
    def tags(self) -> tuple[Tag, ...]:
        """The tag pairs, in order."""
        return tuple(e for e in self.entries if isinstance(e, Tag))

    @property
    def comments(self) -> tuple[Comment, ...]:
        """The comments between the tags, in order."""
        return tuple(e for e in self.entries if isinstance(e, Comment))

    def tag(self, name: str) -> Tag | None:
        """The tag ``name`` (the first, when a game repeats it), or ``None``."""
        for entry in self.entries:
            if isinstance(entry, Tag) and entry.name == name:
                return entry
        for default in self.defaults:
            if default.name == name:
                return default
        return None

    @property
    def notes(self) -> tuple[Tag, ...]:
        """The ``[Note]`` tags, in order (PBN 2.1 §3.5.5 and §3.6.5: they repeat)."""
        return tuple(e for e in self.entries if isinstance(e, Tag) and e.name == "Note")

    def value(self, name: str) -> str | None:
        """The value of the tag ``name`` (``None`` when absent)."""
        tag = self.tag(name)
        return None if tag is None else tag.value

    def _read(self, name: str, reader: Callable[[str], T]) -> T | None:
        value = self.value(name)
        if value is None or value in UNKNOWN:
            return None
        try:
            return reader(value)
        except (NotationError, InvalidDealError) as error:
            values = {"code": error.code, "name": name, "error": error.message}
            if self.line:
                raise type(error)(
                    Message("[{name}] (line {line}): {error}", line=self.line, **values)
                ) from None
            raise type(error)(Message("[{name}]: {error}", **values)) from None

    @property
    def board(self) -> int | None:
        """The board number (:attr:`board_id` gives a value that is not a number)."""
        return self._read("Board", _board)

    @property
    def board_id(self) -> str | None:
        """The ``[Board]`` value as written (``1-1``, ``Example 1`` from some producers)."""
        return self.value("Board")

    @property
    def dealer(self) -> Seat | None:
        """The dealer."""
        return self._read("Dealer", read_seat)

    @property
    def vulnerability(self) -> Vulnerability | None:
        """Which sides are vulnerable."""
        return self._read("Vulnerable", Vulnerability.parse)

    @property
    def deal(self) -> Deal | None:
        """The four hands (a partial deal raises InvalidDealError: see :attr:`partial_deal`)."""
        partial = self.partial_deal
        if partial is None:
            return None
        full = partial.full
        if full is None:
            raise InvalidDealError(
                (
                    "[Deal] (line {line}): {partial} is a partial deal: read "
                    "Game.partial_deal for the hands it gives"
                ),
                code="pbn.partial-deal",
                line=self.line,
                partial=partial,
            )
        return full

    @property
    def partial_deal(self) -> PartialDeal | None:
        """The hands the ``[Deal]`` gives, some maybe not known (``-``) or, in an end
        position, of fewer than 13 cards; producers' quirks read as they mean them."""
        return self._read("Deal", read_partial_deal)

    @property
    def contract(self) -> Contract | None:
        """The final contract (``None`` also when passed out: see :attr:`passed_out`)."""
        return self._read("Contract", read_contract)

    @property
    def passed_out(self) -> bool:
        """True when ``[Contract "Pass"]``."""
        return (self.value("Contract") or "").upper() == PASS

    @property
    def declarer(self) -> Seat | None:
        """The declarer."""
        return self._read("Declarer", read_seat)

    @property
    def result(self) -> int | None:
        """The tricks taken by the declaring side (``NS 11`` read with the declarer)."""
        declarer = self.declarer
        return self._read("Result", lambda text: read_result(text, declarer))

    @property
    def score(self) -> str | None:
        """The ``[Score]`` tag as written (e.g. ``NS 620``)."""
        return self.value("Score")

    @property
    def auction(self) -> str | None:
        """The auction section as text (``None`` without an ``[Auction]`` tag)."""
        tag = self.tag("Auction")
        return None if tag is None else tag.text

    @property
    def play(self) -> str | None:
        """The play section as text (``None`` without a ``[Play]`` tag)."""
        tag = self.tag("Play")
        return None if tag is None else tag.text

    def table(self, name: str) -> Table | None:
        """The table of the tag ``name`` (``None`` when absent)."""
        tag = self.tag(name)
        return tag.section if tag is not None and isinstance(tag.section, Table) else None

    @property
    def score_table(self) -> Table | None:
        """The ``[ScoreTable]``: one traveller row per table that played the board."""
        return self.table("ScoreTable")

    @property
    def total_score_table(self) -> Table | None:
        """The ``[TotalScoreTable]``: the final ranking (on the first board)."""
        return self.table("TotalScoreTable")


def _board(text: str) -> int:
    problem = board_problem(text)
    if problem:
        raise NotationError(problem)
    return int(text)


#: How much of a long line a problem quotes.
QUOTED = 80


@dataclass(frozen=True, slots=True)
class Problem:
    """A problem found while reading: where, the line as written, what is wrong, and
    the rule of PBN 2.1 it breaks.

    ``message`` is a :class:`~atout.errors.Message` (its ``code`` names the kind of
    problem); :attr:`text` says the whole problem, to translate.

    >>> str(Problem(4, '[Board "1', Message("truncated tag"), 1))
    'line 4: truncated tag (column 1): \\'[Board "1\\''
    """

    line_number: int
    line: str
    message: Message
    column: int = 0
    rule: Rule | None = None

    @property
    def code(self) -> str:
        """The stable code of the problem's kind (``formats.pbn.deal``...)."""
        return self.message.code

    @property
    def text(self) -> Message:
        """``line N: what (column C; rule): 'the line'``, as a message."""
        values: dict[str, Any] = {
            "code": self.message.code,
            "line_number": self.line_number,
            "message": self.message,
            "excerpt": excerpt(self.line, self.column),
        }
        if self.column and self.rule is not None:
            return Message(
                "line {line_number}: {message} (column {column_number}; {rule}): {excerpt!r}",
                column_number=self.column,
                rule=self.rule.message,
                **values,
            )
        if self.column:
            return Message(
                "line {line_number}: {message} (column {column_number}): {excerpt!r}",
                column_number=self.column,
                **values,
            )
        if self.rule is not None:
            return Message(
                "line {line_number}: {message} ({rule}): {excerpt!r}",
                rule=self.rule.message,
                **values,
            )
        return Message("line {line_number}: {message}: {excerpt!r}", **values)

    def __str__(self) -> str:
        return str(self.text)


def excerpt(line: str, column: int) -> str:
    """At most :data:`QUOTED` characters of ``line`` around ``column``.

    >>> excerpt("x" * 200, 150)[:5], len(excerpt("x" * 200, 150))
    ('...xx', 86)
    """
    if len(line) <= QUOTED:
        return line
    start = max(0, min(column - QUOTED // 2, len(line) - QUOTED))
    return ("..." if start else "") + line[start : start + QUOTED] + "..."


@dataclass(frozen=True, slots=True)
class PbnFile:
    """A PBN file: its ``%`` header lines and its games.

    ``problems`` (not part of equality) lists what a lenient read set aside.

    >>> PbnFile((), (Comment.parse("% PBN 2.1"),)).version
    '2.1'
    """

    games: tuple[Game, ...] = ()
    header: tuple[Comment, ...] = ()
    problems: tuple[Problem, ...] = field(default=(), compare=False)

    @property
    def version(self) -> str | None:
        """The PBN version of the ``% PBN x.y`` line."""
        for comment in self.header:
            words = comment.text.split()
            if len(words) == 2 and words[0] == "PBN":
                return words[1]
        return None

    @property
    def export(self) -> bool:
        """True when the ``% EXPORT`` line says the file is in export format."""
        return any(c.text.strip() == "EXPORT" for c in self.header)

    @property
    def total_score_table(self) -> Table | None:
        """The first game's ``[TotalScoreTable]`` (``None`` when no game has one)."""
        return next((g.total_score_table for g in self.games if g.total_score_table), None)

    def __len__(self) -> int:
        return len(self.games)

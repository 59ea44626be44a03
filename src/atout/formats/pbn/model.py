"""The typed model of a PBN file: a header and a sequence of games of tags."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat
from atout.errors import NotationError
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.tables import Table
from atout.formats.pbn.values import (
    PASS,
    UNKNOWN,
    board_problem,
    read_contract,
    read_seat,
    read_tricks,
)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Tag:
    """A tag pair ``[Name "value"]`` and the section of lines that follows it.

    ``section`` is a :class:`Table` for the table tags (``ScoreTable``,
    ``TotalScoreTable``, any name ending in ``Table``), else the section's lines
    as text (``Auction``, ``Play``). ``inherited`` records a value written ``#``
    in the file: copied from the same tag of the previous game (PBN export).

    >>> Tag("Board", "1")
    Tag(name='Board', value='1', section=(), inherited=False)
    """

    name: str
    value: str
    section: Table | tuple[str, ...] = ()
    inherited: bool = False

    @property
    def text(self) -> str:
        """The section as one string (lines joined by newlines; empty for tables)."""
        return "" if isinstance(self.section, Table) else "\n".join(self.section)


def is_table_tag(name: str) -> bool:
    """True for tags whose section is a table (``ScoreTable``, ``TotalScoreTable``...)."""
    return name.endswith("Table")


@dataclass(frozen=True, slots=True)
class Game:
    """One game (board) of a PBN file: its tags and comments, in file order.

    The typed accessors read the known tags on demand; they return ``None``
    when the tag is absent, ``?`` (unknown) or empty.

    >>> game = Game((Tag("Board", "3"), Tag("Dealer", "S"), Tag("Contract", "4HX")))
    >>> game.board, game.dealer, game.contract
    (3, <Seat.S: 'S'>, Contract.parse('4HX'))
    """

    entries: tuple[Tag | Comment, ...]
    #: The line of the file where the game starts (0 when built in memory).
    line: int = field(default=0, compare=False)

    @property
    def tags(self) -> tuple[Tag, ...]:
        """The tag pairs, in order."""
        return tuple(e for e in self.entries if isinstance(e, Tag))

    @property
    def comments(self) -> tuple[Comment, ...]:
        """The comments between the tags, in order."""
        return tuple(e for e in self.entries if isinstance(e, Comment))

    def tag(self, name: str) -> Tag | None:
        """The tag ``name``, or ``None``."""
        for entry in self.entries:
            if isinstance(entry, Tag) and entry.name == name:
                return entry
        return None

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
        except NotationError as error:
            where = f" (line {self.line})" if self.line else ""
            raise NotationError(f"[{name}]{where}: {error}") from None

    @property
    def board(self) -> int | None:
        """The board number."""
        return self._read("Board", _board)

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
        """The four hands (a partial deal with ``-`` hands raises InvalidDealError)."""
        return self._read("Deal", Deal.parse)

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
        """The tricks taken by the declaring side."""
        return self._read("Result", read_tricks)

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


@dataclass(frozen=True, slots=True)
class Problem:
    """A problem found while reading: where, the line as written, and what is wrong.

    >>> str(Problem(4, '[Board "1', "truncated tag"))
    'line 4: truncated tag: \\'[Board "1\\''
    """

    line_number: int
    line: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line_number}: {self.message}: {self.line!r}"


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

    def __len__(self) -> int:
        return len(self.games)

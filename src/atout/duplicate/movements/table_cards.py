"""Table cards: what the players at each table read before each round.

For every table and round: who sits N-S and E-W, which boards they play,
which other tables share those boards, where each pair goes next (a table
and a direction, or *sit out*) and where the boards go next.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Meeting, Movement, Pair, Round, board_range


@dataclass(frozen=True, slots=True)
class Position:
    """Where a pair sits in a round: a table and a direction, or ``table=None`` to sit out.

    >>> str(Position(3, Side.EW))
    'table 3 E-W'
    >>> str(SIT_OUT)
    'sit out'
    """

    table: int | None
    side: Side | None = None

    def __str__(self) -> str:
        if self.table is None or self.side is None:
            return "sit out"
        return f"table {self.table} {'N-S' if self.side is Side.NS else 'E-W'}"


#: The position of a pair that does not play in a round.
SIT_OUT = Position(None)


@dataclass(frozen=True, slots=True)
class CardRow:
    """One round on a table card.

    ``ns`` / ``ew`` are ``None`` for the phantom (the other pair sits out);
    ``ns_next`` / ``ew_next`` are ``None`` after the last round;
    ``boards_next`` lists the tables that play these boards in the next
    round (empty: they rest, on the bye stand when ``to_bye_stand``).
    """

    round: int
    ns: Pair | None
    ew: Pair | None
    boards: tuple[int, ...]
    shared_with: tuple[int, ...]
    ns_next: Position | None
    ew_next: Position | None
    boards_next: tuple[int, ...]
    to_bye_stand: bool = False


@dataclass(frozen=True, slots=True)
class TableCard:
    """The card of one table: one row per round."""

    table: int
    rows: tuple[CardRow, ...]


def position(movement: Movement, pair: Pair, rnd: Round) -> Position:
    """Where ``pair`` sits in ``rnd`` (:data:`SIT_OUT` when its opponent is the phantom).

    >>> from atout.duplicate.movements import mitchell
    >>> m = mitchell(5)
    >>> str(position(m, Pair.parse("1EW"), m.rounds[1]))
    'table 2 E-W'
    """
    meeting = rnd.meeting_of(pair)
    if meeting is None or movement.sits_out(meeting) == pair:
        return SIT_OUT
    side = meeting.side_of(pair)
    return Position(meeting.table, side)


def table_cards(movement: Movement) -> tuple[TableCard, ...]:
    """The cards of every table of ``movement``, table 1 first.

    >>> from atout.duplicate.movements import mitchell
    >>> row = table_cards(mitchell(5))[0].rows[0]
    >>> (str(row.ns), str(row.ew), row.boards, str(row.ns_next), str(row.ew_next), row.boards_next)
    ('1NS', '1EW', (1, 2, 3), 'table 1 N-S', 'table 2 E-W', (5,))
    """
    rows: dict[int, list[CardRow]] = {t: [] for t in range(1, movement.tables + 1)}
    rounds = movement.rounds
    for index, rnd in enumerate(rounds):
        following = rounds[index + 1] if index + 1 < len(rounds) else None
        for meeting in sorted(rnd.meetings, key=lambda m: m.table):
            rows.setdefault(meeting.table, []).append(_row(movement, rnd, meeting, following))
    return tuple(TableCard(table, tuple(found)) for table, found in sorted(rows.items()))


def _row(movement: Movement, rnd: Round, meeting: Meeting, following: Round | None) -> CardRow:
    def shown(pair: Pair) -> Pair | None:
        return None if pair == movement.phantom else pair

    def next_of(pair: Pair) -> Position | None:
        if following is None or pair == movement.phantom:
            return None
        return position(movement, pair, following)

    boards_next: tuple[int, ...] = ()
    if following is not None:
        boards_next = tuple(m.table for m in following.meetings if m.board_set == meeting.board_set)
    return CardRow(
        round=rnd.number,
        ns=shown(meeting.ns),
        ew=shown(meeting.ew),
        boards=movement.board_numbers(meeting.board_set),
        shared_with=tuple(
            m.table
            for m in rnd.meetings
            if m.board_set == meeting.board_set and m.table != meeting.table
        ),
        ns_next=next_of(meeting.ns),
        ew_next=next_of(meeting.ew),
        boards_next=tuple(sorted(boards_next)),
        to_bye_stand=following is not None and following.bye_stand == meeting.board_set,
    )


#: The column titles of a printed table card.
CARD_COLUMNS = (
    "Round",
    "N-S",
    "E-W",
    "Boards",
    "Shared with",
    "N-S next",
    "E-W next",
    "Boards next",
)


@dataclass(frozen=True, slots=True)
class CardWords:
    """The words a table card is printed with: English by default; the command line
    passes those of its language.

    ``sides`` names the directions N-S and E-W (after a table: ``table 2 E-W``);
    ``pair`` writes a pair of a Mitchell from its ``{number}`` and its ``{line}`` as
    ``lines`` writes it (``1EW``); ``table`` and ``tables`` write one table and a list
    of them (``{table}``, ``{tables}``).

    >>> CardWords().written(Pair.parse("1EW")), CardWords().tables_text((1, 6))
    ('1EW', 'tables 1, 6')
    """

    columns: tuple[str, ...] = CARD_COLUMNS
    title: str = "Table {table}"
    sides: tuple[str, str] = ("N-S", "E-W")
    lines: tuple[str, str] = ("NS", "EW")
    pair: str = "{number}{line}"
    table: str = "table {table}"
    tables: str = "tables {tables}"
    stay: str = "stay"
    sit_out: str = "sit out"
    rest: str = "rest"
    bye_stand: str = "bye stand"

    def written(self, pair: Pair) -> str:
        """``pair`` as the card writes it (a Howell pair, its number)."""
        if pair.line is None:
            return str(pair.number)
        line = self.lines[0 if pair.line is Side.NS else 1]
        return self.pair.format(number=pair.number, line=line)

    def tables_text(self, tables: tuple[int, ...]) -> str:
        """``table 4`` or ``tables 1, 6``; empty when there are none."""
        if not tables:
            return ""
        if len(tables) == 1:
            return self.table.format(table=tables[0])
        return self.tables.format(tables=", ".join(str(t) for t in tables))

    def position(self, where: Position) -> str:
        """A position: ``table 3 E-W``, or ``sit out``."""
        if where.table is None or where.side is None:
            return self.sit_out
        side = self.sides[0 if where.side is Side.NS else 1]
        return f"{self.tables_text((where.table,))} {side}"


def tables_text(tables: tuple[int, ...]) -> str:
    """``table 4`` or ``tables 1, 6``; empty when there are none."""
    return CardWords().tables_text(tables)


def row_cells(table: int, row: CardRow, words: CardWords = CardWords()) -> tuple[str, ...]:
    """The printed cells of ``row`` on the card of ``table`` (see :attr:`CardWords.columns`),
    in ``words``."""

    def pair_text(pair: Pair | None) -> str:
        return "—" if pair is None else words.written(pair)

    def next_text(pair: Pair | None, side: Side, where: Position | None) -> str:
        if pair is None or where is None:
            return ""
        return words.stay if where == Position(table, side) else words.position(where)

    if row.to_bye_stand:
        boards_next = words.bye_stand
    elif row.boards_next:
        boards_next = words.tables_text(row.boards_next)
    else:
        boards_next = "" if row.ns_next is None and row.ew_next is None else words.rest
    return (
        str(row.round),
        pair_text(row.ns),
        pair_text(row.ew),
        board_range(row.boards),
        words.tables_text(row.shared_with),
        next_text(row.ns, Side.NS, row.ns_next),
        next_text(row.ew, Side.EW, row.ew_next),
        boards_next,
    )


def render_table_card(card: TableCard, words: CardWords = CardWords()) -> str:
    """A table card as aligned plain text, in ``words``.

    >>> from atout.duplicate.movements import howell
    >>> print(render_table_card(table_cards(howell(2, boards_per_round=2))[1]))
    Table 2
    Round  N-S  E-W  Boards  Shared with  N-S next     E-W next     Boards next
    1      2    3    1-2     table 1      table 1 N-S  table 2 N-S  rest
    2      3    1    3-4     table 1      table 1 E-W  table 2 N-S  rest
    3      1    2    5-6     table 1
    """
    lines = [words.columns, *(row_cells(card.table, row, words) for row in card.rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(len(words.columns))]
    text = [
        "  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip()
        for line in lines
    ]
    return "\n".join([words.title.format(table=card.table), *text])


def render_table_cards(movement: Movement) -> str:
    """Every table card of ``movement``, separated by blank lines."""
    return "\n\n".join(render_table_card(card) for card in table_cards(movement))

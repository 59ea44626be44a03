"""A pairs session as a PBN 2.1 file: each board's deal and ``[ScoreTable]``, the
``[TotalScoreTable]``.

The file is written from domain values only: the scored
:class:`~atout.duplicate.events.PairsEvent`, the deals, the pairs' names and
the opening leads. It carries what ``atout bridge rescore --check`` reads
back: pairs, contract, declarer and tricks on every traveller row, the
published scores, board percentages and final percentages (rounded half up to
2 decimals).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from datetime import date as Date

from atout.bridge.cards import Card
from atout.bridge.deal import Deal
from atout.bridge.seats import Side
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.matchpoints import BoardEntry
from atout.duplicate.ranking import PairScore, Standing, rank_fields, sat_one_side
from atout.duplicate.rounding import hundredths
from atout.errors import Message
from atout.formats.pbn.assigned_notes import assigned_note
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.export import board_tags, export_header, table_tag
from atout.formats.pbn.model import Game, PbnFile, Tag
from atout.formats.pbn.tables import Cell, Table

SCORE_COLUMNS = (
    "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;"
    "Lead\\3L;Score_NS\\5R;Score_EW\\5R;MP_NS\\5R;MP_EW\\5R;Percentage_NS\\6R;Percentage_EW\\6R"
)
TOTAL_COLUMNS = (
    "Rank\\3R;PairId\\2R;Direction\\2R;Boards\\2R;TotalScoreMP\\6R;TotalPercentage\\6R;Names\\40L"
)
#: The ``%`` header line that marks a file written before the session ended.
PROVISIONAL = "PROVISIONAL"


def provisional_line(why: str) -> str:
    """The header line of a provisional file (after ``%``).

    >>> provisional_line("the session was running: 27 of 40 results")
    'PROVISIONAL: the session was running: 27 of 40 results'
    """
    return f"{PROVISIONAL}: {why}"


def provisional(pbn: PbnFile) -> Message | None:
    r"""Why a file is provisional (its ``% PROVISIONAL: …`` header line), else ``None``: the
    reason atout's club export writes (:func:`progress_reason`) as a message to translate,
    any other as it is written.

    >>> from atout.formats.pbn.reader import loads
    >>> provisional(loads("% PBN 2.1\n% PROVISIONAL: 3 of 4 results\n\n[Board \"1\"]\n"))
    '3 of 4 results'
    >>> provisional(loads("% PROVISIONAL: session running, 3 of 4 results\n")).template
    'session {status}, {done} of {expected} results'
    """
    for comment in pbn.header:
        text = comment.text.strip()
        if text.startswith(PROVISIONAL):
            why = text.removeprefix(PROVISIONAL).lstrip(":").strip()
            found = _PROGRESS.fullmatch(why)
            if found is not None:
                return progress_reason(found[1], int(found[2]), int(found[3]))
            return Message(why, code="pbn.provisional")  # no values: as written
    return None


#: The statuses of a club session a provisional file may have been written in.
_STATUSES = {"setup": Message("setup"), "running": Message("running"), "closed": Message("closed")}
_PROGRESS = re.compile(r"session (setup|running|closed), ([0-9]{1,6}) of ([0-9]{1,6}) results")


def progress_reason(status: str, done: int, expected: int) -> Message:
    """Why a club session's file is provisional: ``session running, 12 of 30 results``.

    >>> progress_reason("running", 12, 30)
    'session running, 12 of 30 results'
    """
    return Message(
        "session {status}, {done} of {expected} results",
        code="pbn.provisional",
        status=_STATUSES.get(status, status),
        done=done,
        expected=expected,
    )


def _result_cells(entry: Entry, scored: BoardEntry, lead: Card | None) -> list[str | None]:
    if entry.adjusted is not None:
        ns, ew = str(entry.adjusted.ns), str(entry.adjusted.ew)
        return [None, None, None, None, ns, ew]
    if entry.result is None:  # the director's weighted or split score: PBN 2.1 has no notation
        return [None, None, None, None, None, None]  # for it, a commentary names it (below)
    if entry.result.contract is None:
        return ["Pass", None, None, None, "0", "0"]
    score = scored if isinstance(scored, int) else 0
    return [
        str(entry.result.contract),
        None if entry.declarer is None else entry.declarer.value,
        str(entry.result.tricks),
        None if lead is None else str(lead),
        str(score) if score > 0 else None,
        str(-score) if score < 0 else None,
    ]


def traveller_rows(
    event: PairsEvent,
    board: int,
    leads: Mapping[tuple[int, int], Card],
    sides: Callable[[Entry], list[str]],
) -> list[list[Cell]]:
    """The rows of ``board``'s traveller in table and round order, whatever order the event
    was built in (a correction replaces a row of an event kept up to date): table, round,
    the ``sides`` of the entry, its result and its matchpoints; ``leads`` by (round,
    table)."""
    traveller = event.travellers[board]
    lines = zip(traveller.entries, traveller.scored.lines, strict=True)
    return [
        [
            str(entry.table),
            str(entry.round),
            *sides(entry),
            *_result_cells(entry, line.entry, leads.get((entry.round, entry.table))),
            *map(hundredths, (line.ns_mp, line.ew_mp, line.ns_percent, line.ew_percent)),
        ]
        for entry, line in sorted(lines, key=lambda pair: (pair[0].table, pair[0].round))
    ]


def by_direction(event: PairsEvent) -> bool:
    """True when every pair sat one side only (a Mitchell that is not arrow-switched): the
    N-S and E-W pairs are then ranked apart (RULES §6)."""
    scores = event.scores()
    return bool(scores) and sat_one_side(scores)


def _direction(side: Side | None) -> str:
    return "-" if side is None else side.value


def total_rows(
    standings: Iterable[Standing[PairScore[int]]], names: Mapping[int, str], direction: bool
) -> list[list[Cell]]:
    """The rows of a ``[TotalScoreTable]``: place, pair (or player), its ``direction`` when
    asked, boards, matchpoints, percentage and names."""
    return [
        [
            str(standing.place),
            str(standing.score.pair),
            *([_direction(standing.score.direction)] if direction else []),
            str(standing.score.boards),
            hundredths(standing.score.matchpoints),
            hundredths(standing.score.percent),
            names.get(standing.score.pair, ""),
        ]
        for standing in standings
    ]


def session_pbn(
    *,
    title: str,
    date: Date,
    event: PairsEvent,
    deals: Mapping[int, Deal],
    names: Mapping[int, str],
    leads: Mapping[tuple[int, int, int], Card],
    apart: bool | None = None,
    header: tuple[str, ...] = (),
) -> PbnFile:
    """The PBN file of a pairs session; ``leads`` by (board, round, table).

    ``apart``: rank the N-S and E-W pairs apart (by default when every pair sat
    one side); ``header``: more ``%`` comment lines after the standard two.

    >>> from atout.bridge.contract import ContractResult
    >>> from atout.bridge.seats import Seat
    >>> played = Entry(1, 1, 1, 2, 1, ContractResult.parse("3NT="), Seat.N)
    >>> event = PairsEvent.create([1]).add(played)
    >>> file = session_pbn(title="Club", date=Date(2024, 5, 1), event=event, deals={}, names={},
    ...                    leads={})
    >>> file.games[0].value("Date"), file.games[0].score_table.get(0, "Score_NS")
    ('2024.05.01', '400')
    """
    return matchpoint_pbn(
        title=title,
        date=date,
        event=event,
        deals=deals,
        leads=leads,
        header=header,
        score_columns=SCORE_COLUMNS,
        sides=lambda entry: [str(entry.ns), str(entry.ew)],
        total_columns=TOTAL_COLUMNS,
        totals=lambda: total_rows(
            rank_fields(event.scores(), by_direction(event) if apart is None else apart),
            names,
            direction=True,
        ),
    )


def matchpoint_pbn(
    *,
    title: str,
    date: Date,
    event: PairsEvent,
    deals: Mapping[int, Deal],
    leads: Mapping[tuple[int, int, int], Card],
    header: tuple[str, ...],
    score_columns: str,
    sides: Callable[[Entry], list[str]],
    total_columns: str,
    totals: Callable[[], list[list[Cell]]],
) -> PbnFile:
    """The PBN file of a matchpointed session: a game a board, with its ``[ScoreTable]``
    (:func:`traveller_rows` with the ``sides`` of each entry); the first also has the
    ``[TotalScoreTable]`` of the ``totals`` rows. ``leads`` by (board, round, table)."""
    games = []
    for index, board in enumerate(sorted(event.boards)):
        facts = event.boards[board]
        tags = board_tags(
            title=title,
            date=date,
            board=board,
            dealer=facts.dealer,
            vulnerability=facts.vulnerability,
            deal=deals.get(board),
            scoring="MP",
        )
        board_leads = {(r, t): lead for (b, r, t), lead in leads.items() if b == board}
        notes = [
            assigned_note(e.table, e.round, e.assigned)
            for e in sorted(event.travellers[board].entries, key=lambda e: (e.table, e.round))
            if e.assigned is not None
        ]
        rows = traveller_rows(event, board, board_leads, sides)
        entries: list[Tag | Comment] = [*tags, *notes]
        entries.append(table_tag("ScoreTable", Table.of(score_columns, rows)))
        if index == 0:
            total = Table.of(total_columns, totals(), quoted={"Names"})
            entries.append(table_tag("TotalScoreTable", total))
        games.append(Game(tuple(entries)))
    return PbnFile(tuple(games), export_header(header))

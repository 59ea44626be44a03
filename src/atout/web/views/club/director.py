"""Page contexts of the director's pages: sign-in, sessions, results grid, table cards, hand
records, corrections."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING

from atout.duplicate.movements.guide import GuideRow, Place, bye_stands, guide, table_guide
from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.suggest import Suggestion
from atout.duplicate.team_session import is_open_room
from atout.errors import Message
from atout.formats.handrecord.render import PER_PAGE
from atout.i18n import translate
from atout.store.club.analysis import Progress
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    PlayerRecord,
    ResultKey,
    ResultRecord,
    ResultStatus,
    SessionKind,
    TableRecord,
)
from atout.web.forms.state import FormState
from atout.web.room.cards import TableCard
from atout.web.views.club.corrections import RequestView
from atout.web.views.club.dealing import DealingView, dealing_view
from atout.web.views.club.individual import SeatRound, card_seats
from atout.web.views.club.notation import notation_of, result_text
from atout.web.views.club.phantom import PhantomView, session_phantom
from atout.web.views.club.rosters import RosterFields, roster_fields

if TYPE_CHECKING:
    from atout.web.views.club.plan_desk import PlanDesk


@dataclass(frozen=True, slots=True)
class LoginPage:
    """The sign-in form (or the one-time setup form); ``can_setup`` while no director exists,
    so that the sign-in page offers the setup."""

    form: FormState
    setup: bool
    can_setup: bool = False


@dataclass(frozen=True, slots=True)
class HomePage:
    """The director's sessions and the seasons they belong to."""

    director: DirectorRecord
    sessions: tuple[ClubSessionRecord, ...]
    seasons: tuple[str, ...] = ()
    #: The action just done, said once (``?done=deleted``; see ``club/macros.html``).
    done: str = ""


@dataclass(frozen=True, slots=True)
class NewSessionPage:
    """The creation form, the movements suggested for the number of pairs, the seasons known."""

    form: FormState
    suggestions: tuple[MovementView, ...]
    seasons: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GridCell:
    """One board of one table in one round: its state and result."""

    board: int
    state: str
    text: str
    version: int


@dataclass(frozen=True, slots=True)
class GridLine:
    """One table in one round on the director's results grid."""

    round: int
    table: int
    ns: int
    ew: int
    cells: tuple[GridCell, ...]


def grid(
    record: ClubSessionRecord, results: tuple[ResultRecord, ...], language: str = "fr"
) -> tuple[GridLine, ...]:
    """Every sitting and the state of each of its boards (missing, to confirm, confirmed)."""
    written = notation_of(language)
    by_key = {(r.round, r.table, r.board): r for r in results}
    lines = []
    for sitting in record.plan.sittings:
        cells = []
        for board in sitting.boards:
            found = by_key.get((sitting.round, sitting.table, board))
            if found is None:
                cells.append(GridCell(board, "missing", "", 0))
            else:
                state = "confirmed" if found.status is ResultStatus.CONFIRMED else "pending"
                text = result_text(found.result, written)
                cells.append(GridCell(board, state, text, found.version))
        lines.append(GridLine(sitting.round, sitting.table, sitting.ns, sitting.ew, tuple(cells)))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class PlayerFields:
    """The two players of a pair as the players' form shows them (name and licence each)."""

    pair: int
    names: tuple[str, str]
    licences: tuple[str, str]


@dataclass(frozen=True, slots=True)
class SessionPage:
    """A session for its director: tables, progress, players, results to correct."""

    session: ClubSessionRecord
    tables: tuple[TableRecord, ...]
    results: tuple[ResultRecord, ...]
    grid: tuple[GridLine, ...]
    movement: MovementView | None
    players: tuple[PlayerFields, ...]
    register: tuple[PlayerRecord, ...]
    confirmed: int
    expected: int
    form: FormState
    #: The tables' open requests for a correction, oldest first.
    requests: tuple[RequestView, ...] = ()
    #: The action just saved, said once (``?done=players``; see ``club/macros.html``).
    done: str = ""
    #: The changes during a running pairs session (late pair, withdrawal, new movement).
    desk: PlanDesk | None = None
    #: A team session's rosters, for the rosters' form.
    rosters: tuple[RosterFields, ...] = ()
    #: A team session played as a Swiss (its rounds are managed on its own page).
    swiss: bool = False

    @property
    def phantom(self) -> PhantomView | None:
        """The missing pair and the sit-outs (an odd number of pairs)."""
        return session_phantom(self.session)


def player_fields(record: ClubSessionRecord) -> tuple[PlayerFields, ...]:
    """Each pair's players as stored, for the players' form."""
    found = []
    for pair in record.plan.pairs:
        stored = record.pairs.get(pair)
        people = (None, None) if stored is None else (stored.first, stored.second)
        found.append(
            PlayerFields(
                pair,
                tuple("" if p is None else p.name for p in people),  # type: ignore[arg-type]
                tuple("" if p is None or p.licence is None else p.licence for p in people),  # type: ignore[arg-type]
            )
        )
    return tuple(found)


def session_page(
    record: ClubSessionRecord,
    tables: list[TableRecord],
    results: list[ResultRecord],
    register: list[PlayerRecord] | None = None,
    *,
    language: str = "fr",
    form: FormState | None = None,
    done: str = "",
    requests: tuple[RequestView, ...] = (),
    desk: PlanDesk | None = None,
) -> SessionPage:
    """A session's page from its tables, current results, the club's register and the
    tables' open requests for a correction."""
    expected = sum(len(s.boards) for s in record.plan.sittings)
    return SessionPage(
        record,
        tuple(tables),
        tuple(results),
        grid(record, tuple(results), language),
        movement_view(record.movement, record.options.barometer),
        player_fields(record),
        tuple(register or ()),
        sum(1 for r in results if r.confirmed),
        expected,
        form if form is not None else FormState(),
        requests,
        done,
        desk,
        roster_fields(record, None if form is None else form.values),
    )


@dataclass(frozen=True, slots=True)
class StatusPage:
    """The confirmation asked before closing (or reopening) a session: its progress and
    the boards still without a confirmed result."""

    session: ClubSessionRecord
    action: str
    confirmed: int
    expected: int
    missing: tuple[GridLine, ...]


def status_page(
    record: ClubSessionRecord, results: list[ResultRecord], action: str, language: str = "fr"
) -> StatusPage:
    """The page that asks to confirm ``action`` (``close`` or ``reopen``)."""
    lines = grid(record, tuple(results), language)
    missing = tuple(
        replace(line, cells=tuple(c for c in line.cells if c.state != "confirmed"))
        for line in lines
        if any(c.state != "confirmed" for c in line.cells)
    )
    expected = sum(len(line.cells) for line in lines)
    confirmed = expected - sum(len(line.cells) for line in missing)
    return StatusPage(record, action, confirmed, expected, missing)


@dataclass(frozen=True, slots=True)
class MovementView:
    """A movement described: its family, tables, how even tables are handled, its rounds.

    The template writes it in the page's language (``kind``: ``mitchell`` or
    ``howell``; ``even``: ``relay``, ``skip`` or ``""``).
    """

    kind: str
    tables: int
    even: str
    half: bool
    rounds: int
    boards_per_round: int
    #: Played as a barometer (every table on the round's boards).
    barometer: bool = False

    @property
    def boards(self) -> int:
        """Boards each pair plays (fewer for one that sits out)."""
        return self.rounds * self.boards_per_round


def suggestion_view(suggestion: Suggestion) -> MovementView:
    """A movement offered for a number of pairs."""
    return _movement_view(suggestion, suggestion.rounds)


def movement_view(movement: Movement | None, barometer: bool = False) -> MovementView | None:
    """A session's movement (``None`` for a session made before movements were kept);
    ``barometer``: the session is played as one."""
    return None if movement is None else _movement_view(movement, len(movement.rounds), barometer)


def _movement_view(
    movement: Movement | Suggestion, rounds: int, barometer: bool = False
) -> MovementView:
    even = movement.even
    return MovementView(
        movement.kind.value,
        movement.tables,
        "" if even is None else even.value,
        movement.phantom is not None,
        rounds,
        movement.boards_per_round,
        barometer,
    )


@dataclass(frozen=True, slots=True)
class CardRound:
    """A round on a table card, and after it where the pairs and the boards go.

    ``ns_next`` / ``ew_next``: the table a pair goes to (0: it sits out, ``None``:
    the last round); ``*_side``: ``NS`` or ``EW`` there; ``boards_go``: a
    :class:`~atout.duplicate.movements.guide.BoardsGo` value.
    """

    round: int
    ns: int
    ew: int
    boards: str
    shared_with: tuple[int, ...]
    ns_stays: bool
    ns_next: int | None
    ns_side: str
    ew_next: int | None
    ew_side: str
    boards_go: str
    boards_to: tuple[int, ...]
    #: The N-S and E-W pairs' (or teams') names, where they are known.
    ns_names: str = ""
    ew_names: str = ""


@dataclass(frozen=True, slots=True)
class TableCardsPage:
    """Every table card of a session, with its movement and the address the phones use."""

    session: ClubSessionRecord
    cards: tuple[TableCard[CardRound], ...]
    movement: MovementView | None
    base_url: str
    #: The commitment to the deals' seed, shown before play (``None``: deals from a file).
    dealing: DealingView | None = None
    #: A team match's room of each table: ``"Open room"`` or ``"Closed room"`` (messages).
    rooms: dict[int, str] = field(default_factory=dict)
    #: An individual's rounds of each table: its four players by seat.
    seats: dict[int, tuple[SeatRound, ...]] = field(default_factory=dict)
    #: A Swiss: the rounds seated so far, each table's teams (every match plays the
    #: round's boards, and who goes where next is drawn from the ranking).
    swiss: bool = False

    @property
    def phantom(self) -> PhantomView | None:
        """The missing pair and the sit-outs (an odd number of pairs)."""
        return session_phantom(self.session)


def _boards(boards: tuple[int, ...]) -> str:
    if len(boards) > 1 and boards == tuple(range(boards[0], boards[-1] + 1)):
        return f"{boards[0]}-{boards[-1]}"
    return ", ".join(str(b) for b in boards)


def _card_round(row: GuideRow, names: Mapping[int, str]) -> CardRound:
    def where(place: Place | None) -> tuple[int | None, str]:
        if place is None:
            return None, ""
        side = "" if place.side is None else place.side.value
        return (0 if place.table is None else place.table), side

    ns_next, ns_side = where(row.ns_next)
    ew_next, ew_side = where(row.ew_next)
    return CardRound(
        row.round,
        row.ns,
        row.ew,
        _boards(row.boards),
        row.shared_with,
        row.ns_stays,
        ns_next,
        ns_side,
        ew_next,
        ew_side,
        row.boards_go.value,
        row.boards_to,
        names.get(row.ns, ""),
        names.get(row.ew, ""),
    )


def table_url(base_url: str, code: str) -> str:
    """The address of a table's page, as its QR code holds it.

    >>> table_url("http://192.168.1.20:8000", "ABC")
    'http://192.168.1.20:8000/t/ABC'
    """
    return f"{base_url}/t/{code}"


def table_cards(
    record: ClubSessionRecord, tables: list[TableRecord], base_url: str
) -> TableCardsPage:
    """The table cards, with a QR code (inline SVG) of each table's page at ``base_url``."""
    byes = {} if record.movement is None else bye_stands(record.movement)
    names = dict(record.names)
    for team in record.rosters:  # a team's players after its name
        name = record.names.get(team)
        names[team] = f"{name} ({record.roster(team)})" if name else record.roster(team)
    rows = guide(record.plan, byes)
    cards = tuple(
        TableCard.of(
            table.number,
            table.code,
            table_url(base_url, table.code),
            tuple(_card_round(r, names) for r in table_guide(rows, table.number)),
        )
        for table in tables
    )
    rooms: dict[int, str] = {}
    if record.kind is SessionKind.TEAMS:
        rooms = {t.number: "Open room" if is_open_room(t.number) else "Closed room" for t in tables}
    return TableCardsPage(
        record,
        cards,
        movement_view(record.movement, record.options.barometer),
        base_url,
        dealing_view(record),
        rooms,
        card_seats(record),
    )


#: Where the hand records' style sheet is served (a page's policy refuses inline styles).
HANDRECORD_CSS = "/handrecord.css"


def hand_record_links(
    record: ClubSessionRecord, per_page: int, progress: Progress, gettext: Callable[[str], str]
) -> tuple[tuple[str, str], ...]:
    """The bar above a session's hand records: back to the session, 1 to 4 boards a page,
    the PDF, and how far the analysis is (``(text, href)``; no href: text alone)."""
    base = f"/director/sessions/{record.id}"
    links = [(f"← {record.title}", base)]
    links += [
        (gettext("%(n)d a page") % {"n": n}, "" if n == per_page else f"{base}/hands?per_page={n}")
        for n in PER_PAGE
    ]
    links.append((gettext("PDF"), f"{base}/hands.pdf?per_page={per_page}"))
    if record.options.barometer:  # each round's boards, to deal once per table
        copies = len(record.plan.in_round(1))
        links += [
            (
                gettext("Round %(round)d (%(copies)d copies)") % {"round": r, "copies": copies},
                f"{base}/hands?per_page={per_page}&round={r}",
            )
            for r in range(1, record.plan.rounds + 1)
        ]
    if not progress.done:
        analysed = Message.counted(
            "Analysis: {n} of {boards} boards",
            "Analysis: {n} of {boards} boards",
            n=progress.analysed,
            boards=progress.queued,
        )
        links.append((gettext(analysed), ""))
    return tuple(links)


def author_words(author: str, language: str) -> str:
    """Who entered a result, as stored (``director Hélène``, ``table 3 127.0.0.1``), in
    ``language``'s words: the director by name, a table by number; anything else as is.

    >>> author_words("director Hélène Dubœuf", "fr"), author_words("director Ann", "en")
    ('l’arbitre Hélène Dubœuf', 'the director Ann')
    >>> author_words("table 3 api 10.0.0.7", "fr"), author_words("someone", "fr")
    ('table 3 (api 10.0.0.7)', 'someone')
    """
    kind, _, rest = author.partition(" ")
    number, _, client = rest.partition(" ")
    if kind == "director" and rest:
        words = Message("the director {name}", name=rest)
    elif kind == "table" and number.isdigit():
        words = Message("table {table} ({client})", table=int(number), client=client)
    else:
        return author
    return translate(words, language)


@dataclass(frozen=True, slots=True)
class VersionLine:
    """One version of a result in its history."""

    version: int
    text: str
    author: str
    created_at: datetime
    confirmed: bool
    current: bool


@dataclass(frozen=True, slots=True)
class CorrectionPage:
    """One result, its versions and the correction form."""

    session: ClubSessionRecord
    round: int
    table: int
    board: int
    current: ResultRecord | None
    versions: tuple[VersionLine, ...]
    form: FormState


def correction(
    record: ClubSessionRecord,
    key: ResultKey,
    versions: tuple[ResultRecord, ...],
    form: FormState,
    language: str = "fr",
) -> CorrectionPage:
    """The correction page of one result, from its versions (oldest first)."""
    written = notation_of(language)
    lines = tuple(
        VersionLine(
            r.version,
            result_text(r.result, written),
            author_words(r.author, language),
            r.created_at,
            r.confirmed,
            r.current,
        )
        for r in versions
    )
    current = next((r for r in versions if r.current), None)
    return CorrectionPage(record, key.round, key.table, key.board, current, lines, form)

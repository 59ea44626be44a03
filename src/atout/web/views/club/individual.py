"""What an individual's tables and players see: the four players of a table in a round (who
sits North, East…), where each goes next, and a player's personal score card."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from atout.bridge.board import board_vulnerability
from atout.bridge.seats import Seat, Side
from atout.duplicate.individual_event import (
    PlayerBoard,
    player_boards,
    player_standings,
    seated,
)
from atout.duplicate.movements.individual import Sitting
from atout.duplicate.movements.model import board_range
from atout.duplicate.rounding import hundredths
from atout.formats.handrecord.notation import Notation
from atout.services.club.scores import Scored
from atout.store.club.records import ClubSessionRecord
from atout.web.views.club.notation import notation_of, result_text


@dataclass(frozen=True, slots=True)
class SeatView:
    """A player at a seat: the seat's letter (``O`` for West in French), his number, his name,
    and (where he goes next) the table."""

    seat: str
    player: int
    name: str
    table: int = 0


def sitting_of(record: ClubSessionRecord, round_: int, table: int) -> Sitting | None:
    """An individual's four players at ``table`` in ``round_`` (none for a pairs session)."""
    movement = record.individual
    if movement is None or not 1 <= round_ <= len(movement.rounds):
        return None
    return movement.rounds[round_ - 1].at_table(table)


def seats(
    record: ClubSessionRecord, round_: int, table: int, language: str
) -> tuple[SeatView, ...]:
    """The four players of ``table`` in ``round_``, North, East, South, West (none when
    the session is not an individual)."""
    sitting = sitting_of(record, round_, table)
    if sitting is None:
        return ()
    written = notation_of(language)
    return tuple(
        SeatView(written.seat(seat), player, record.player_names.get(player, ""))
        for seat, player in zip((Seat.N, Seat.E, Seat.S, Seat.W), sitting.players, strict=True)
    )


def moves(
    record: ClubSessionRecord, round_: int, table: int, language: str
) -> tuple[SeatView, ...]:
    """Where the four players of ``table`` go in the round after ``round_``: a table and a
    seat each (none after the last round)."""
    movement, sitting = record.individual, sitting_of(record, round_, table)
    if movement is None or sitting is None or round_ >= len(movement.rounds):
        return ()
    written = notation_of(language)
    going = seated(movement.rounds[round_].sittings)
    return tuple(
        SeatView(written.seat(going[p][1]), p, record.player_names.get(p, ""), going[p][0])
        for p in sitting.players
        if p in going
    )


@dataclass(frozen=True, slots=True)
class CardLine:
    """A board of a player's score card."""

    round: int
    board: int
    seat: str
    partner: str
    opponents: str
    result: str
    score: int | None
    matchpoints: str
    percent: str


@dataclass(frozen=True, slots=True)
class PlayerCard:
    """A player's personal score card: his total, his place, every board."""

    session_id: int
    title: str
    player: int
    name: str
    percent: str
    matchpoints: str
    place: str
    lines: tuple[CardLine, ...]


def player_card(scored: Scored, player: int, language: str) -> PlayerCard:
    """The score card of ``player`` (the session must be an individual)."""
    record = scored.record
    movement = record.individual
    assert movement is not None
    written = notation_of(language)
    names = record.player_names

    def who(number: int) -> str:
        return f"{number} {names.get(number, '')}".strip()

    lines = tuple(
        _card_line(scored, item, written, who)
        for item in player_boards(movement, scored.event, player)
    )
    standing = next(s for s in player_standings(movement, scored.event) if s.score.pair == player)
    return PlayerCard(
        record.id,
        record.title,
        player,
        names.get(player, ""),
        hundredths(standing.score.percent),
        hundredths(standing.score.matchpoints),
        str(standing.place) if standing.score.boards else "",
        lines,
    )


@dataclass(frozen=True, slots=True)
class PlayerCards:
    """Every player's score card of an individual, one printed page each."""

    session_id: int
    title: str
    cards: tuple[PlayerCard, ...]


def player_cards(scored: Scored, language: str) -> PlayerCards:
    """The score cards of every player of an individual, by player number."""
    movement = scored.record.individual
    assert movement is not None
    cards = tuple(player_card(scored, p, language) for p in range(1, movement.players + 1))
    return PlayerCards(scored.record.id, scored.record.title, cards)


def _card_line(
    scored: Scored, item: PlayerBoard, written: Notation, who: Callable[[int], str]
) -> CardLine:
    entry = item.line.entry
    result = scored.confirmed.get((entry.round, entry.table, entry.board))
    score = None if result is None else result.ns_score(board_vulnerability(entry.board))
    if score is not None and item.seat.side is Side.EW:
        score = -score
    return CardLine(
        item.round,
        entry.board,
        written.seat(item.seat),
        who(item.partner),
        " – ".join(who(o) for o in item.opponents),
        "" if result is None else result_text(result, written),
        score,
        hundredths(item.line.matchpoints),
        hundredths(item.line.percent),
    )


@dataclass(frozen=True, slots=True)
class SeatRound:
    """A round on an individual's table card: its four players by seat, its boards."""

    round: int
    seats: tuple[SeatView, ...]
    boards: str


def card_seats(record: ClubSessionRecord, language: str = "fr") -> dict[int, tuple[SeatRound, ...]]:
    """Each table's rounds for its card (empty when the session is not an individual)."""
    movement = record.individual
    if movement is None:
        return {}
    found: dict[int, list[SeatRound]] = {}
    for rnd in movement.rounds:
        for s in rnd.sittings:
            boards = board_range(movement.board_numbers(s.board_set))
            shown = seats(record, rnd.number, s.table, language)
            found.setdefault(s.table, []).append(SeatRound(rnd.number, shown, boards))
    return {table: tuple(rounds) for table, rounds in found.items()}

"""A season's championship page, a player's page and the players' register, as typed contexts.

Figures are written to 2 decimals (rounded half up) here; the page writes them
the way its language does.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from atout.duplicate.rounding import hundredths, round_half_up
from atout.services.club.season import PlayedSession, Season
from atout.store.club.records import PlayerRecord
from atout.web.forms.state import FormState


@dataclass(frozen=True, slots=True)
class SeasonRow:
    """A line of the championship: place, who, points, each session's percentage."""

    place: str
    name: str
    points: Decimal
    sessions: tuple[Decimal | None, ...]
    counted: tuple[bool, ...]
    played: int


@dataclass(frozen=True, slots=True)
class SessionColumn:
    """A session of the season, as a column."""

    id: int
    title: str
    date: str


@dataclass(frozen=True, slots=True)
class SeasonPage:
    """A season's page: how it counts and its ranking."""

    name: str
    mode: str
    best: int
    who: str
    sessions: tuple[SessionColumn, ...]
    rows: tuple[SeasonRow, ...]


def season_page(found: Season) -> SeasonPage:
    """The page of a season's championship."""
    rows = tuple(
        SeasonRow(
            line.place,
            line.name,
            round_half_up(line.points, 2),
            tuple(None if p is None else round_half_up(p, 2) for p in line.sessions),
            line.counted,
            sum(1 for p in line.sessions if p is not None),
        )
        for line in found.lines
    )
    columns = tuple(
        SessionColumn(s.id, s.title, s.created_at.strftime("%d/%m/%Y")) for s in found.sessions
    )
    return SeasonPage(found.name, found.mode.value, found.best, found.who.value, columns, rows)


@dataclass(frozen=True, slots=True)
class PlayerSessionLine:
    """A session on a player's page."""

    session_id: int
    title: str
    date: str
    pair: int
    partner: str
    direction: str
    percent: Decimal
    place: str


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """A player's results, session by session (latest first)."""

    name: str
    lines: tuple[PlayerSessionLine, ...]


def player_page(name: str, played: tuple[PlayedSession, ...]) -> PlayerPage:
    """A player's page."""
    return PlayerPage(
        name,
        tuple(
            PlayerSessionLine(
                p.session.id,
                p.session.title,
                p.session.created_at.strftime("%d/%m/%Y"),
                p.standing.score.pair,
                p.partner,
                "" if p.standing.field is None else p.standing.field.value,
                round_half_up(p.standing.score.result, 2),
                str(p.standing.place),
            )
            for p in played
        ),
    )


@dataclass(frozen=True, slots=True)
class RegisterPage:
    """The club's players, by name; each one's handicap as shown (``""``: none), and the
    handicap form refused for player ``refused`` (0: none) with what was typed."""

    players: tuple[PlayerRecord, ...]
    handicaps: dict[int, str] = field(default_factory=dict)
    refused: int = 0
    form: FormState = field(default_factory=FormState)


def register_page(
    players: Iterable[PlayerRecord], refused: int = 0, form: FormState | None = None
) -> RegisterPage:
    """The register page of ``players``, with their handicaps in hundredths."""
    listed = tuple(players)
    handicaps = {p.id: hundredths(p.handicap) for p in listed if p.handicap is not None}
    return RegisterPage(listed, handicaps, refused, form or FormState())

"""A club championship over the closed sessions of a season, and each player's results.

The sessions of a season (the name the director gave them) count once closed,
oldest first. Each pair's percentage in a session is its result there (the
mean of its board percentages, RULES §6, less the director's procedural
penalties); every player of the pair gets it.
An individual counts in the players' season with each player's own percentage
(his player found in the register by the name the session keeps); it has no
pairs, so the pairs' season leaves it out.
The championship (:func:`atout.duplicate.season.championship`) adds them up
per player, or per pair (the same two players), all of them or each one's
best N. A CSV of it is semicolon-separated, as French spreadsheets read it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy.orm import Session

from atout.collation import name_key
from atout.duplicate.individual_event import player_scores
from atout.duplicate.penalties import FinalScore
from atout.duplicate.players import Player, pair_name
from atout.duplicate.ranking import Standing
from atout.duplicate.rounding import hundredths
from atout.duplicate.season import SeasonLine, SeasonMode, SessionPercents, championship
from atout.errors import NotFoundError
from atout.services.club.scores import Scored, score
from atout.services.club.standings import standings
from atout.services.room.export import csv_number, csv_text
from atout.store.club import register, repo
from atout.store.club.records import (
    ClubSessionRecord,
    PlayerRecord,
    SessionKind,
    SessionStatus,
)
from atout.store.room.records import TextEnum


class Who(TextEnum):
    """What the championship ranks: players, or pairs (the same two players)."""

    PLAYERS = "players"
    PAIRS = "pairs"


@dataclass(frozen=True, slots=True)
class SeasonLineView:
    """One line of a season: the place, who (a name, or a pair's two names), the points,
    each session's percentage (``None``: absent) and which count."""

    place: str
    key: int | tuple[int, int]
    name: str
    points: Fraction
    sessions: tuple[Fraction | None, ...]
    counted: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Season:
    """A season: its name, how it counts, who it ranks, its sessions and its ranking."""

    name: str
    mode: SeasonMode
    best: int
    who: Who
    sessions: tuple[ClubSessionRecord, ...]
    lines: tuple[SeasonLineView, ...]


def _percents(scored: Scored) -> dict[int, Fraction]:
    """Each pair's percentage in a scored session after its penalties (its ranking's),
    by pair number."""
    return {s.score.pair: s.score.result for s in standings(scored)}


def _individual_percents(session: Session, scored: Scored) -> dict[PlayerRecord, Fraction]:
    """An individual's players' percentages, each by his register record (found by the name
    the session keeps, in its director's register); a player without a board is absent."""
    movement = scored.record.individual
    assert movement is not None
    found: dict[PlayerRecord, Fraction] = {}
    for line in player_scores(movement, scored.event):
        name = scored.record.player_names.get(line.pair, "")
        player = register.find_player(session, Player(name), scored.record.director_id)
        if player is not None and line.boards:
            found[player] = line.percent
    return found


def season_sessions(session: Session, name: str) -> list[Scored]:
    """The closed pairs sessions and individuals of season ``name``, scored, oldest first."""
    found = repo.list_sessions(session, None, season=name)
    kinds = (SessionKind.PAIRS, SessionKind.INDIVIDUAL)
    chosen = [r for r in found if r.kind in kinds and r.status is SessionStatus.CLOSED]
    return [score(session, r.id) for r in sorted(chosen, key=lambda r: (r.created_at, r.id))]


def season(
    session: Session,
    name: str,
    mode: SeasonMode = SeasonMode.SUM,
    best: int = 0,
    who: Who = Who.PLAYERS,
) -> Season:
    """The championship of season ``name``: its players' (or pairs') percentages added up."""
    if not name or name not in repo.seasons(session):
        raise NotFoundError("no season named {name!r}", code="season.not-found", name=name)
    scored = season_sessions(session, name)
    names: dict[int | tuple[int, int], str] = {}
    player_sessions: list[SessionPercents[int]] = []
    pair_sessions: list[SessionPercents[tuple[int, int]]] = []
    for one in scored:
        percents = _percents(one)
        by_player: dict[int, Fraction] = {}
        by_pair: dict[tuple[int, int], Fraction] = {}
        if one.record.individual is not None:  # players, no pairs: the pairs' season skips it
            for player, percent in _individual_percents(session, one).items():
                by_player[player.id] = percent
                names[player.id] = player.name
        for number, pair in one.record.pairs.items():
            if number not in percents:
                continue
            for player in pair.players:
                by_player[player.id] = percents[number]
                names[player.id] = player.name
            if pair.first is not None and pair.second is not None:
                first, second = sorted((pair.first, pair.second), key=lambda p: p.id)
                key = (first.id, second.id)
                by_pair[key] = percents[number]
                names[key] = pair_name(first.name, second.name)
        player_sessions.append(SessionPercents(one.record.title, by_player))
        pair_sessions.append(SessionPercents(one.record.title, by_pair))
    lines: tuple[SeasonLine[int], ...] | tuple[SeasonLine[tuple[int, int]], ...]
    if who is Who.PLAYERS:
        lines = championship(player_sessions, mode, best)
    else:
        lines = championship(pair_sessions, mode, best)
    views = tuple(
        sorted(
            (
                SeasonLineView(str(x.place), x.key, names[x.key], x.points, x.sessions, x.counted)
                for x in lines
            ),
            key=lambda view: (-view.points, name_key(view.name)),  # a tie: by name
        )
    )
    return Season(name, mode, best, who, tuple(s.record for s in scored), views)


#: The page's words (``gettext``), or its way of writing a figure.
Words = Callable[[str], str]


def season_rows(
    found: Season, gettext: Words, number: Words, *, marked: bool = True
) -> list[list[str]]:
    """The championship as rows of text, the header first (``number`` writes a figure
    the page's way: ``55,21`` in French). ``marked``: ``*`` after a percentage that does not
    count; otherwise every percentage is a plain number and a last column numbers the sessions
    that do not count (1 for the first session's column), so a spreadsheet reads numbers."""
    header = [gettext("Rank"), gettext("Player" if found.who is Who.PLAYERS else "Pair")]
    header += [gettext("Points")] + [s.title for s in found.sessions] + [gettext("Sessions played")]
    if not marked:
        header.append(gettext("Sessions not counted"))
    rows = [header]
    for line in found.lines:
        percents = [
            "" if p is None else number(hundredths(p)) + ("" if used or not marked else "*")
            for p, used in zip(line.sessions, line.counted, strict=True)
        ]
        played = sum(1 for p in line.sessions if p is not None)
        row = [line.place, line.name, number(hundredths(line.points)), *percents, str(played)]
        if not marked:
            row.append(
                " ".join(
                    str(n)
                    for n, (p, used) in enumerate(zip(line.sessions, line.counted, strict=True), 1)
                    if p is not None and not used
                )
            )
        rows.append(row)
    return rows


def season_csv(found: Season, gettext: Words) -> str:
    """The championship as CSV text (``;`` between fields, figures by :func:`csv_number`,
    the numbers of the sessions not counted in the last column)."""
    return csv_text(season_rows(found, gettext, csv_number, marked=False))


@dataclass(frozen=True, slots=True)
class PlayedSession:
    """One session of a player: the session, his partner and his pair's line of the ranking
    as the session's page shows it: its penalties taken off, its place in its field (its
    direction when the pairs are ranked per direction)."""

    session: ClubSessionRecord
    partner: str
    standing: Standing[FinalScore[int]]


def player_sessions(session: Session, player_id: int) -> tuple[str, tuple[PlayedSession, ...]]:
    """A player's name and his closed sessions, latest first."""
    player = register.get_player(session, player_id)
    found = []
    for session_id, number in reversed(register.sessions_of_player(session, player_id)):
        scored = score(session, session_id)
        record = scored.record
        if record.status is not SessionStatus.CLOSED:
            continue
        pair = record.pairs.get(number)
        partner = (
            "" if pair is None else pair_name(*(p.name for p in pair.players if p.id != player_id))
        )
        direction = record.plan.direction(number) if record.plan.by_direction else None
        standing = next((s for s in standings(scored, direction) if s.score.pair == number), None)
        if standing is None:
            continue
        found.append(PlayedSession(record, partner, standing))
    return player.name, tuple(found)

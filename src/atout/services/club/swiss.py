"""Swiss events, teams or pairs: created, seated round by round, re-paired, joined late, left.

A Swiss teams is a team session (its tables, codes, results and match pages are a team
session's), a Swiss pairs a pairs session whose round's tables all play the round's
boards (:mod:`atout.duplicate.swiss_pairs`); either has a ``club_swiss`` row; its plan
holds the rounds seated so far. A round is seated by :func:`seat_ready` as soon as the
ranking it is seated from is complete (see :mod:`atout.duplicate.swiss_teams`), which the
table's confirmations and the director's corrections call.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.bridge.board import board_vulnerability
from atout.duplicate import swiss_pairs
from atout.duplicate.movements.plan import Plan
from atout.duplicate.swiss import ffb_warnings
from atout.duplicate.swiss_teams import (
    SeatedRound,
    SwissLine,
    SwissOptions,
    SwissScore,
    complete_rounds,
    ranking,
    scores_by_round,
    seat_round,
)
from atout.duplicate.team_session import played_matches
from atout.duplicate.teams import TeamMatch
from atout.errors import Message, UsageError
from atout.services.club.scores import Scored, score
from atout.services.club.sessions import generated_deals
from atout.services.dealing import new_seed
from atout.services.room.codes import NAME_LENGTH, new_codes
from atout.store.club import repo
from atout.store.club import swiss as store
from atout.store.club.analysis import queue
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultEntry,
    SessionKind,
    SessionOptions,
)
from atout.store.club.swiss import SwissRecord, seated_rounds


@dataclass(frozen=True, slots=True)
class NewSwissSession:
    """A Swiss event as asked for: its entrants (teams, or pairs with a pairs method) in
    seeding order and its options."""

    title: str
    entrants: tuple[str, ...]
    options: SwissOptions
    entry: ResultEntry = ResultEntry.MARGIN


@dataclass(frozen=True, slots=True)
class SwissState:
    """A Swiss at one version: its options, rounds seated, scores and rankings."""

    swiss: SwissRecord
    rounds: tuple[SeatedRound, ...]
    matches: dict[tuple[int, int], TeamMatch]
    scores: tuple[tuple[SwissScore, ...], ...]
    complete: int
    #: ``rankings[r - 1]``: the ranking after round ``r`` (complete rounds only).
    rankings: tuple[tuple[SwissLine, ...], ...]

    #: Every team's number, in seeding order (withdrawn ones included).
    teams: tuple[int, ...]

    @property
    def warnings(self) -> tuple[Message, ...]:
        """What departs from the FFB's bounds (warnings, never refusals): its bounds are a
        Swiss teams' (Règlement National, annexe IX), none for a Swiss pairs."""
        if self.swiss.options.method.pairs:
            return ()
        playing = len(self.teams) - len(self.swiss.withdrawn)
        return ffb_warnings(playing, self.swiss.options.rounds)


def create_swiss_session(
    session: Session, director: DirectorRecord, asked: NewSwissSession
) -> ClubSessionRecord:
    """Store the Swiss asked for, in set-up, its first round (two with the delay) seated."""
    options, teams = asked.options, len(asked.entrants)
    numbers = list(range(1, teams + 1))
    seed = new_seed()
    rounds: list[SeatedRound] = []
    draw = _draw(str(seed))
    for number in range(1, options.seated_at_start + 1):
        rounds.append(seat_round(options, number, numbers, rounds, draw))
    plan = Plan.of(s for r in rounds for s in r.sittings(options.boards(r.number), options.rooms))
    boards = tuple(b for r in range(1, options.rounds + 1) for b in options.boards(r))
    pairs = options.method.pairs
    record = repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.PAIRS if pairs else SessionKind.TEAMS,
        options=SessionOptions(
            f"Swiss, {teams} {'pairs' if pairs else 'teams'}", teams, asked.entry
        ),
        plan=plan,
        deals=generated_deals(boards, seed),
        director_id=director.id,
        codes=new_codes(options.rooms * (teams // 2)),
        names=dict(enumerate(asked.entrants, 1)),
        seed=seed,
    )
    store.add_swiss(session, record.id, options)
    record = store.set_rounds(session, record.id, rounds, options)
    queue(session, record.id, record.deals)
    return record


def is_swiss(session: Session, session_id: int) -> bool:
    """Whether the session is played as a Swiss."""
    return store.swiss_of(session, session_id) is not None


def swiss_state(session: Session, scored: Scored) -> SwissState | None:
    """The Swiss of a scored session (``None``: not a Swiss)."""
    swiss = store.swiss_of(session, scored.record.id)
    return None if swiss is None else state_of(swiss, scored)


def state_of(swiss: SwissRecord, scored: Scored) -> SwissState:
    """The Swiss's rounds, scores and rankings from its session's confirmed results (the
    director's assigned scores in their place)."""
    record, options = scored.record, swiss.options
    rounds = seated_rounds(record.plan, swiss.byes, options.rooms)
    matches = {
        (m.round, m.home): m.match
        for m in played_matches(record.plan, scored.counted, {})
        if m.match is not None and not options.method.pairs
    }
    if options.method.pairs:
        results = _pairs_results(scored)
        scores = swiss_pairs.scores_by_round(options, rounds, results)
        complete = swiss_pairs.complete_rounds(options, rounds, results)
    else:
        scores = scores_by_round(options, rounds, matches)
        complete = complete_rounds(options, rounds, matches)
    teams = entrants(record, options)
    rankings = tuple(ranking(teams, scores, r) for r in range(1, complete + 1))
    scored_rounds = tuple(tuple(s) for s in scores)
    return SwissState(swiss, rounds, matches, scored_rounds, complete, rankings, tuple(teams))


def entrants(record: ClubSessionRecord, options: SwissOptions) -> list[int]:
    """The entrants' numbers in seeding order: a Swiss teams' named teams, a Swiss pairs'
    pairs 1 to its count (a pairs session's names are its players')."""
    if options.method.pairs:
        return list(range(1, record.options.entrants + 1))
    return sorted(record.names)


def _pairs_results(scored: Scored) -> dict[int, dict[tuple[int, int], int | None]]:
    """A Swiss pairs' confirmed N-S scores by round, then (table, board); ``None``: an
    artificial score."""
    found: dict[int, dict[tuple[int, int], int | None]] = {}
    for (round_, table, board), result in scored.confirmed.items():
        ns = result.ns_score(board_vulnerability(board))
        found.setdefault(round_, {})[(table, board)] = ns
    return found


def _order(state: SwissState, teams: list[int], round_: int) -> list[int]:
    """The teams still playing in the ranking that seats round ``round_``."""
    after = state.swiss.options.ranking_for(round_)
    lines = ranking(teams, [list(s) for s in state.scores], after)
    withdrawn = set(state.swiss.withdrawn)
    return [line.team for line in lines if line.team not in withdrawn]


def _draw(seed: str) -> random.Random:
    """The draw of a drawn first round: from the session's secret seed (the same each time)."""
    return random.Random(seed)


def after_result(session: Session, session_id: int, corrected: int | None = None) -> None:
    """A result confirmed or corrected (``corrected``: the director's, in that round): a
    Swiss draws again the rounds drawn from the ranking it changed (:func:`redraw_after`),
    then seats the rounds now ready (else nothing)."""
    if store.swiss_of(session, session_id) is None:
        return
    if corrected is not None:
        redraw_after(session, score(session, session_id), corrected)
    seat_ready(session, score(session, session_id))


def seat_ready(session: Session, scored: Scored) -> ClubSessionRecord | None:
    """Seat every round whose ranking is complete (the session's new record, or ``None``)."""
    state = swiss_state(session, scored)
    if state is None:
        return None
    options = state.swiss.options
    rounds = list(state.rounds)
    wanted = options.seats(state.complete)
    if len(rounds) >= wanted:
        return None
    teams = entrants(scored.record, options)
    while len(rounds) < wanted:
        number = len(rounds) + 1
        rounds.append(seat_round(options, number, _order(state, teams, number), rounds))
    return store.set_rounds(session, scored.record.id, rounds, options)


def _started(scored: Scored, round_: int) -> bool:
    return any(r.round == round_ for r in scored.results)


def repair(session: Session, scored: Scored, round_: int) -> ClubSessionRecord:
    """Seat round ``round_`` again (and the rounds after it), from the same ranking: only a
    round seated and not started (no result entered in it)."""
    state = _required(session, scored)
    if round_ not in {r.number for r in state.rounds}:
        raise UsageError(
            "round {round} is not seated yet", code="swiss.round-not-seated", round=round_
        )
    if _started(scored, round_):
        raise UsageError(
            "round {round} has started: its results stand, it cannot be re-paired",
            code="swiss.round-started",
            round=round_,
        )
    options = state.swiss.options
    teams = entrants(scored.record, options)
    rounds = [r for r in state.rounds if r.number < round_]
    for number in range(round_, state.rounds[-1].number + 1):
        if number == 1:
            order = [t for t in teams if t not in state.swiss.withdrawn]
        else:
            order = _order(state, teams, number)
        rounds.append(seat_round(options, number, order, rounds, _draw(str(scored.record.seed))))
    return store.set_rounds(session, scored.record.id, rounds, options)


def add_team(session: Session, scored: Scored, name: str) -> ClubSessionRecord:
    """A late entrant: a team (or pair) named ``name``, seated from the next round seated
    (0 VPs so far); one more match's tables when the field needs them."""
    state = _required(session, scored)
    record = scored.record
    name = " ".join(name.split())[:NAME_LENGTH]
    numbers = entrants(record, state.swiss.options)
    if not name or name in record.names.values():
        raise UsageError(
            "give the new team a name no other team has", code="swiss.team-name", name=name
        )
    names = {**record.names, max(numbers, default=0) + 1: name}
    tables = len(repo.tables(session, record.id))
    rooms = state.swiss.options.rooms
    codes = new_codes(max(0, rooms * ((len(numbers) + 1) // 2) - tables))
    return store.add_team(session, record.id, names, codes, len(numbers) + 1)


def withdraw(session: Session, scored: Scored, team: int) -> ClubSessionRecord:
    """Team ``team`` leaves the event: its results stand, it is seated no more (the seated
    rounds not started are re-paired without it)."""
    state = _required(session, scored)
    withdrawn = state.swiss.withdrawn
    playing = [t for t in entrants(scored.record, state.swiss.options) if t not in withdrawn]
    if team not in playing:
        raise UsageError(
            "team {team} is not playing in this event", code="swiss.not-playing", team=team
        )
    if len(playing) <= 2:
        raise UsageError(
            "a Swiss needs at least two teams: team {team} cannot withdraw",
            code="swiss.last-teams",
            team=team,
        )
    store.set_withdrawn(session, scored.record.id, [*withdrawn, team])
    waiting = [r.number for r in state.rounds if not _started(scored, r.number)]
    if not waiting:
        return repo.get_session(session, scored.record.id)
    fresh = Scored(repo.get_session(session, scored.record.id), scored.results, scored.event)
    return repair(session, fresh, waiting[0])


def _required(session: Session, scored: Scored) -> SwissState:
    state = swiss_state(session, scored)
    if state is None:
        raise UsageError(
            "session {session_id} is not a Swiss",
            code="swiss.not-swiss",
            session_id=scored.record.id,
        )
    return state


def redrawn(session: Session, session_id: int) -> tuple[tuple[int, int, bool], ...]:
    """The rounds corrections drew again or found started (see :func:`redraw_after`)."""
    swiss = store.swiss_of(session, session_id)
    return () if swiss is None else swiss.redrawn


def redraw_after(session: Session, scored: Scored, corrected: int) -> tuple[int, ...]:
    """After a correction in round ``corrected``: each round seated from a ranking that
    counts it is drawn again from the corrected ranking when no result is entered in it
    yet; one already started keeps its tables (its results stand). Both are noted for the
    director's desk when the corrected ranking draws them otherwise; the rounds drawn
    again are returned."""
    state = _required(session, scored)
    options = state.swiss.options
    teams = entrants(scored.record, options)
    rounds, notes = list(state.rounds), []
    for k, seated in enumerate(rounds):
        if options.ranking_for(seated.number) < corrected:
            continue  # its ranking does not count the corrected round
        order = _order(state, teams, seated.number)
        fresh = seat_round(options, seated.number, order, rounds[:k])
        if (fresh.tables, fresh.bye) == (seated.tables, seated.bye):
            continue
        started = _started(scored, seated.number)
        notes.append((seated.number, corrected, not started))
        if not started:
            rounds[k] = fresh
    if not notes:
        return ()
    store.add_redrawn(session, scored.record.id, notes)
    if any(drawn for _, _, drawn in notes):
        store.set_rounds(session, scored.record.id, rounds, options)
    return tuple(number for number, _, drawn in notes if drawn)

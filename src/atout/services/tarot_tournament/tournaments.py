"""Tarot evenings: created from typed values (the plan from a seed), named, started, closed."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.errors import Message
from atout.services.room.codes import NAME_LENGTH, kept_names, new_codes
from atout.services.room.status import check_transition
from atout.store.club.records import DirectorRecord
from atout.store.room.records import SessionStatus
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import TournamentRecord
from atout.tarot.rules import TarotRules
from atout.tarot.tournament.plan import TableSizes
from atout.tarot.tournament.scoring import FivePlayers
from atout.tarot.tournament.search import build_plan

#: A change of status the room cannot make, in its words.
_TRANSITION = Message(
    "a tournament {value!r} cannot become {value2!r}", code="tournament.transition"
)


@dataclass(frozen=True, slots=True)
class NewTournament:
    """A tarot evening as asked for: its players' names (player ``n`` is ``names[n - 1]``),
    rounds and deals, how tables are made, how a table of 5 plays, the rules, the season."""

    title: str
    names: tuple[str, ...]
    rounds: int
    deals: int
    sizes: TableSizes
    five: FivePlayers
    rules: TarotRules
    season: str = ""
    seed: int = 0


def create_tournament(
    session: Session, director: DirectorRecord, asked: NewTournament
) -> TournamentRecord:
    """Store the evening asked for, in set-up, with its plan and one code per table."""
    plan = build_plan(
        len(asked.names),
        asked.rounds,
        random.Random(asked.seed),
        sizes=asked.sizes,
        deals=asked.deals,
    )
    return repo.create_tournament(
        session,
        title=asked.title,
        season=asked.season,
        plan=plan,
        names={n: name[:NAME_LENGTH] for n, name in enumerate(asked.names, 1)},
        rules=asked.rules,
        five=asked.five,
        seed=asked.seed,
        director_id=director.id,
        codes=new_codes(plan.tables),
    )


def set_status(session: Session, tournament_id: int, status: SessionStatus) -> TournamentRecord:
    """Start, close or reopen an evening, else :class:`InvalidTransitionError`."""
    record = repo.get_tournament(session, tournament_id)
    check_transition(record.status, status, _TRANSITION)
    return repo.set_status(session, tournament_id, status)


def set_names(session: Session, tournament_id: int, names: Mapping[int, str]) -> TournamentRecord:
    """Store the players' names (other numbers and empty names are left out)."""
    record = repo.get_tournament(session, tournament_id)
    players = range(1, record.plan.players + 1)
    return repo.set_names(session, tournament_id, kept_names(dict(names), players))


def list_tournaments(
    session: Session, season: str | None = None, director: DirectorRecord | None = None
) -> list[TournamentRecord]:
    """The evenings, latest first (of ``season`` only when given; those ``director`` may
    manage when given: their own, or all for an administrator)."""
    owner = None if director is None or director.admin else director.id
    return repo.list_tournaments(session, season, owner)

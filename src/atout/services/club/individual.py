"""Individual sessions: created from their players, scored per player.

An individual is a club session of kind ``individual``: its movement a whist
tournament (:mod:`atout.duplicate.movements.individual`), its plan the
movement's partnerships (:func:`atout.duplicate.individual_event.individual_plan`),
so that its tables enter and confirm results as a pairs session's do. Each
player is found in the director's register, or added to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.duplicate.individual_event import individual_plan, player_standings
from atout.duplicate.movements.individual import IndividualMovement, individual
from atout.duplicate.players import Player
from atout.duplicate.ranking import PairScore, Standing
from atout.services.club.scores import Scored
from atout.services.club.sessions import generated_deals, season_name
from atout.services.dealing import new_seed
from atout.services.room.codes import new_codes
from atout.store.club import register, repo
from atout.store.club.analysis import queue
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultEntry,
    SessionKind,
    SessionOptions,
)


@dataclass(frozen=True, slots=True)
class NewIndividual:
    """An individual as asked for: its players (four per table), the boards per round."""

    title: str
    players: tuple[Player, ...]
    boards_per_round: int
    season: str = ""
    #: How its tables enter a result: ``=``, ``+1``, ``−2`` (the default) or the tricks.
    entry: ResultEntry = ResultEntry.MARGIN

    def movement(self) -> IndividualMovement:
        """The whist tournament of its players (``InvalidMovementError`` for a count that
        has none)."""
        return individual(len(self.players) // 4, boards_per_round=self.boards_per_round)


def create_individual(
    session: Session, director: DirectorRecord, asked: NewIndividual
) -> ClubSessionRecord:
    """Store the individual asked for, in set-up, with its table codes and its players
    (player ``n`` the ``n``-th given); the deals are dealt from a new secret seed."""
    movement = asked.movement()
    plan = individual_plan(movement)
    seed = new_seed()
    names = {
        number: register.find_or_add_player(session, player, director.id).name
        for number, player in enumerate(asked.players, 1)
    }
    record = repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.INDIVIDUAL,
        options=SessionOptions(
            f"individual, {movement.tables} tables", movement.players, asked.entry
        ),
        plan=plan,
        deals=generated_deals(plan.boards, seed),
        director_id=director.id,
        codes=new_codes(plan.tables),
        names=names,
        seed=seed,
        season=season_name(asked.season),
        individual=movement,
    )
    queue(session, record.id, record.deals)  # analysed in the background
    return record


def standings(scored: Scored) -> tuple[Standing[PairScore[int]], ...]:
    """The players of an individual ranked on the confirmed results (none: empty)."""
    movement = scored.record.individual
    return () if movement is None else player_standings(movement, scored.event)

"""The rosters of a team session: each team's players, from its director's register.

A team has at most :data:`~atout.duplicate.players.ROSTER_SIZE` players and a
player is on one team of the session only. The rosters are checked whole
before anything is written: a refused roster leaves the register and the
stored rosters as they were.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy.orm import Session

from atout.duplicate.players import ROSTER_SIZE, Player
from atout.errors import FormError, Message, UsageError
from atout.store.club import register, repo
from atout.store.club.records import ClubSessionRecord, SessionKind

#: Who a player is, before the register is written: his register number, else his
#: licence number, else his name as compared.
_Identity = tuple[str, object]


def roster_field(team: int) -> str:
    """The form's field that a team's roster problems are said on.

    >>> roster_field(2)
    'team_2'
    """
    return f"team_{team}"


def _identity(session: Session, player: Player, owner: int) -> _Identity:
    found = register.find_player(session, player, owner)
    if found is not None:
        return ("player", found.id)
    return ("licence", player.licence) if player.licence else ("name", player.key)


def _problems(
    session: Session, record: ClubSessionRecord, rosters: Mapping[int, Sequence[Player]]
) -> dict[str, str]:
    """Each team's first problem: too many players, or a player already on a team."""
    problems: dict[str, str] = {}
    seen: dict[_Identity, int] = {}
    for team in record.plan.pairs:
        given = rosters.get(team, ())
        if len(given) > ROSTER_SIZE:
            problems[roster_field(team)] = Message(
                "team {team}: at most {most} players ({count} given)",
                code="roster.too-many",
                team=team,
                most=ROSTER_SIZE,
                count=len(given),
            )
            continue
        for player in given:
            who = _identity(session, player, record.director_id)
            if who in seen:
                problems[roster_field(team)] = Message(
                    "{name} is on team {other} already: a player plays for one team",
                    code="roster.twice",
                    name=player.name,
                    other=seen[who],
                )
                break
            seen[who] = team
    return problems


def set_rosters(
    session: Session, session_id: int, rosters: Mapping[int, Sequence[Player]]
) -> ClubSessionRecord:
    """Store the players of the session's teams, each found in the register of the
    session's director or added to it (numbers that are not the session's teams are left
    out); a :class:`FormError` by team, and nothing written, when a roster is refused."""
    record = repo.get_session(session, session_id)
    if record.kind is not SessionKind.TEAMS:
        raise UsageError(
            "session {session_id} is a pairs session: its pairs have players",
            code="session.pairs-players",
            session_id=session_id,
        )
    problems = _problems(session, record, rosters)
    if problems:
        raise FormError(problems)
    owner = record.director_id
    found = {
        team: tuple(register.find_or_add_player(session, p, owner) for p in rosters.get(team, ()))
        for team in record.plan.pairs
    }
    return repo.set_rosters(session, session_id, found)


__all__ = ["roster_field", "set_rosters"]

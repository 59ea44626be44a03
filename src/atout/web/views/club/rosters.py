"""The rosters' form of a team session: each team's player fields, as stored."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from atout.duplicate.players import ROSTER_SIZE
from atout.store.club.records import ClubSessionRecord
from atout.web.forms.rosters import member_field


@dataclass(frozen=True, slots=True)
class RosterFields:
    """A team's roster as the form shows it: :data:`ROSTER_SIZE` names and licences."""

    team: int
    name: str
    names: tuple[str, ...]
    licences: tuple[str, ...]


def roster_fields(
    record: ClubSessionRecord, typed: Mapping[str, str] | None = None
) -> tuple[RosterFields, ...]:
    """Each team's players as stored, the fields left over empty; as many fields as a
    refused form ``typed`` had (a seventh player is shown again with the refusal)."""
    found = []
    for team in record.plan.pairs:
        players = record.rosters.get(team, ())
        size = ROSTER_SIZE
        while typed is not None and member_field(team, size + 1) in typed:
            size += 1
        empty = ("",) * (size - len(players))
        found.append(
            RosterFields(
                team,
                record.names.get(team, ""),
                tuple(p.name for p in players) + empty,
                tuple(p.licence or "" for p in players) + empty,
            )
        )
    return tuple(found)

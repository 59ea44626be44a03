"""The rosters' form of a team session, read into each team's players.

Fields ``member_<team>_<n>`` (a name, typed or chosen in the register) and
``member_licence_<team>_<n>`` (an optional licence number); the page offers
:data:`~atout.duplicate.players.ROSTER_SIZE` of them per team, and whatever
more is posted reaches the service, which refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from atout.duplicate.players import Player
from atout.errors import FormError
from atout.web.forms.common import typed_player

_MEMBER = re.compile(r"member_([0-9]{1,3})_([0-9]{1,2})")


def member_field(team: int, slot: int) -> str:
    """The name field of a team's ``slot``-th player.

    >>> member_field(2, 5)
    'member_2_5'
    """
    return f"member_{team}_{slot}"


def rosters(form: Mapping[str, str]) -> dict[int, tuple[Player, ...]]:
    """Each team's players as typed, in the order of their fields (empty ones left out).

    >>> found = rosters({"member_1_2": "Zoé  Roux", "member_1_1": "Anne",
    ...                  "member_licence_1_1": "123", "member_2_1": " "})
    >>> found[1], found[2]
    ((Player(name='Anne', licence='123'), Player(name='Zoé Roux', licence=None)), ())
    """
    slots = sorted(
        (int(m.group(1)), int(m.group(2)))
        for m in (_MEMBER.fullmatch(f) for f in form)
        if m is not None
    )
    found: dict[int, list[Player]] = {}
    errors: dict[str, str] = {}
    for team, slot in slots:
        field = member_field(team, slot)
        licence = form.get(f"member_licence_{team}_{slot}", "")
        player = typed_player(form.get(field, ""), licence, field, errors)
        players = found.setdefault(team, [])
        if player is not None:
            players.append(player)
    if errors:
        raise FormError(errors)
    return {team: tuple(players) for team, players in found.items()}

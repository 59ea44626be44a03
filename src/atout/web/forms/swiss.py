"""The director's Swiss teams form read into a :class:`~atout.services.club.swiss.NewSwissSession`.

The teams, title, boards per match and result entry are the team session's fields
(:func:`atout.web.forms.club.new_teams`); a Swiss adds its rounds, its scale (a name of
:data:`atout.duplicate.vp_scales.SCALES` or ``patton``), the options announced before
round 1 (one round's delay, a Danish last round, how round 1 is seated, or its tables
fixed by the director) and the bye's points (none typed: the scale's default,
:func:`atout.duplicate.swiss_teams.default_bye`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from atout.duplicate.swiss import Seeding, fixed_round
from atout.duplicate.swiss_teams import PATTON, SwissOptions
from atout.duplicate.vp_scales import SCALES
from atout.errors import FormError, InvalidEventError
from atout.services.club.swiss import NewSwissSession
from atout.web.forms.club import new_teams
from atout.web.forms.common import number
from atout.web.i18n import Message

#: Rounds a Swiss may have, and the bye's points.
ROUNDS = range(1, 31)
BYE_POINTS = range(0, 21)
#: The scales offered, by name.
SCORINGS = (*SCALES, PATTON)
SCALE_MESSAGE = "Choose a scale among those offered."
FIXED_MESSAGE = (
    "Round 1's tables: write one match a line, the two teams' numbers (1 to {count}, in "
    "the list's order), the home team first: 1-5"
)
_MATCH = re.compile(r"\s*(\d{1,3})\s*[-–v ]\s*(\d{1,3})\s*")


def first_tables(text: str, teams: int, errors: dict[str, str]) -> tuple[tuple[int, int], ...]:
    """Round 1's matches as the director wrote them (``1-5`` a line); none when empty.

    >>> first_tables("1-3\\n2 4", 4, {})
    ((1, 3), (2, 4))
    """
    found = []
    for line in (line for line in text.splitlines() if line.strip()):
        match = _MATCH.fullmatch(line)
        pair = None if match is None else (int(match[1]), int(match[2]))
        if pair is None or not all(1 <= team <= teams for team in pair):
            errors["first_tables"] = Message.of(FIXED_MESSAGE, count=teams)
            return ()
        found.append(pair)
    try:  # every team once, one at most left out for the bye
        if found:
            fixed_round(range(1, teams + 1), found)
    except InvalidEventError as error:
        errors["first_tables"] = error.message
        return ()
    return tuple(found)


def new_swiss(form: Mapping[str, str]) -> NewSwissSession:
    """The Swiss asked for: the team session's fields and the Swiss's own."""
    errors: dict[str, str] = {}
    try:
        teams = new_teams(form)
    except FormError as error:
        errors.update(error.errors)
        teams = None
    rounds = number(form, "rounds", ROUNDS, errors)
    bye = number(form, "bye_points", BYE_POINTS, errors) if form.get("bye_points") else None
    scale = form.get("scale", "wbf2013")
    if scale not in SCORINGS:
        errors["scale"] = Message.of(SCALE_MESSAGE)
    seeding = next((s for s in Seeding if s.value == form.get("seeding", "ranked")), None)
    if seeding is None:
        errors["seeding"] = Message.of(SCALE_MESSAGE)
    fixed = (
        ()
        if teams is None
        else first_tables(form.get("first_tables", ""), len(teams.teams), errors)
    )
    if errors or teams is None or seeding is None:
        raise FormError(errors)
    options = SwissOptions(
        rounds,
        teams.boards_per_round,
        scale,
        delay=form.get("delay") == "on",
        danish=form.get("danish") == "on",
        seeding=seeding,
        bye_vp=bye,
        first_tables=fixed,
    )
    return NewSwissSession(teams.title, teams.teams, options, teams.entry)

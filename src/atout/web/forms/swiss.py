"""The director's Swiss teams form read into a :class:`~atout.services.club.swiss.NewSwissSession`.

The teams, title, boards per match and result entry are the team session's fields
(:func:`atout.web.forms.club.new_teams`); a Swiss adds its rounds, its scale (a name of
:data:`atout.duplicate.vp_scales.SCALES` or ``patton``), the options announced before
round 1 (one round's delay, a Danish last round, how round 1 is seated) and the bye's
points.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.duplicate.swiss import Seeding
from atout.duplicate.swiss_teams import PATTON, SwissOptions
from atout.duplicate.vp_scales import SCALES
from atout.errors import FormError
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


def new_swiss(form: Mapping[str, str]) -> NewSwissSession:
    """The Swiss asked for: the team session's fields and the Swiss's own."""
    errors: dict[str, str] = {}
    try:
        teams = new_teams(form)
    except FormError as error:
        errors.update(error.errors)
        teams = None
    rounds = number(form, "rounds", ROUNDS, errors)
    bye = number(form, "bye_points", BYE_POINTS, errors) if form.get("bye_points") else 12
    scale = form.get("scale", "wbf2013")
    if scale not in SCORINGS:
        errors["scale"] = Message.of(SCALE_MESSAGE)
    seeding = next((s for s in Seeding if s.value == form.get("seeding", "ranked")), None)
    if seeding is None:
        errors["seeding"] = Message.of(SCALE_MESSAGE)
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
    )
    return NewSwissSession(teams.title, teams.teams, options, teams.entry)

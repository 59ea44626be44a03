"""The director's Swiss forms read into a :class:`~atout.services.club.swiss.NewSwissSession`.

Swiss teams: the teams, title, boards per match and result entry are the team session's
fields (:func:`atout.web.forms.club.new_teams`). Swiss pairs: the title, number of pairs,
boards per round and result entry are the pairs form's, the pairs named by their numbers,
and the method (``swiss_method``) says how a match is scored. Either adds its rounds, its
scale (a name of :data:`atout.duplicate.vp_scales.SCALES`, or ``patton`` for teams), the
options announced before round 1 (one round's delay, a Danish last round, how round 1 is
seated, or its tables fixed by the director) and the bye's points (none typed: the scale's default,
:func:`atout.duplicate.swiss_teams.default_bye`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from atout.duplicate.swiss import Seeding, fixed_round
from atout.duplicate.swiss_teams import PATTON, SwissMethod, SwissOptions
from atout.duplicate.vp_scales import SCALES
from atout.errors import FormError, InvalidEventError
from atout.i18n import Message
from atout.services.club.swiss import NewSwissSession
from atout.web.forms.club import (
    BOARDS_PER_ROUND,
    PAIRS,
    new_teams,
    result_entry,
)
from atout.web.forms.common import number, session_title

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
    entrants = 0 if teams is None else len(teams.teams)
    options = _options(form, "rounds", SwissMethod.MATCH, entrants, errors)
    if errors or teams is None or options is None:
        raise FormError(errors)
    options = replace(options, boards_per_round=teams.boards_per_round)
    return NewSwissSession(teams.title, teams.teams, options, teams.entry)


def new_swiss_pairs(form: Mapping[str, str]) -> NewSwissSession:
    """The Swiss pairs asked for by the pairs form: its pairs named by their numbers, its
    boards per round (3 unless given), its rounds in ``swiss_rounds`` and its method in
    ``swiss_method`` (matchpoints unless given)."""
    errors: dict[str, str] = {}
    title = session_title(form, errors)
    pairs = number(form, "pairs", PAIRS, errors)
    typed = form.get("boards_per_round", "").strip()
    boards = number(form, "boards_per_round", BOARDS_PER_ROUND, errors) if typed else 3
    method = next((m for m in SwissMethod if m.value == form.get("swiss_method", "mp")), None)
    if method is None or not method.pairs:
        errors["swiss_method"] = Message.of(SCALE_MESSAGE)
        method = SwissMethod.MATCHPOINTS
    options = _options(form, "swiss_rounds", method, pairs, errors)
    if errors or options is None:
        raise FormError(errors)
    options = replace(options, boards_per_round=boards)
    names = tuple(str(n) for n in range(1, pairs + 1))
    return NewSwissSession(title, names, options, result_entry(form))


def _options(
    form: Mapping[str, str],
    rounds_field: str,
    method: SwissMethod,
    entrants: int,
    errors: dict[str, str],
) -> SwissOptions | None:
    """The Swiss's own options (one board a round until the caller says), or ``None``
    with ``errors`` filled."""
    rounds = number(form, rounds_field, ROUNDS, errors)
    bye = number(form, "bye_points", BYE_POINTS, errors) if form.get("bye_points") else None
    scale = form.get("scale", "wbf2013")
    if scale not in SCORINGS or (method.pairs and scale == PATTON):
        errors["scale"] = Message.of(SCALE_MESSAGE)
    seeding = next((s for s in Seeding if s.value == form.get("seeding", "ranked")), None)
    if seeding is None:
        errors["seeding"] = Message.of(SCALE_MESSAGE)
    fixed = first_tables(form.get("first_tables", ""), entrants, errors) if entrants else ()
    if errors or seeding is None:
        return None
    return SwissOptions(
        rounds,
        1,
        scale,
        delay=form.get("delay") == "on",
        danish=form.get("danish") == "on",
        seeding=seeding,
        bye_vp=bye,
        first_tables=fixed,
        method=method,
    )

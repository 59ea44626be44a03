"""The creation form of an individual read into a
:class:`~atout.services.club.individual.NewIndividual`: its title, its players (one name
a line, four per table) and the boards per round."""

from __future__ import annotations

from collections.abc import Mapping

from atout.duplicate.movements.individual import MAX_INDIVIDUAL_TABLES, MIN_INDIVIDUAL_TABLES
from atout.duplicate.players import Player
from atout.errors import AtoutError, FormError
from atout.i18n import Message
from atout.services.club.individual import NewIndividual
from atout.web.forms.club import BOARDS_PER_ROUND, result_entry
from atout.web.forms.common import number, session_title

#: The refusal of a list of players.
PLAYERS_MESSAGE = (
    "Give {low} to {high} players, four per table (a multiple of 4), one name per line, "
    "each name once."
)


def new_individual(form: Mapping[str, str]) -> NewIndividual:
    """The individual asked for; a :class:`FormError` with one message per field.

    >>> names = "\\n".join(f"Joueur {n}" for n in range(1, 9))
    >>> asked = new_individual({"title": "Mardi", "players": names, "boards_per_round": "3"})
    >>> len(asked.players), asked.players[7].name, asked.movement().tables
    (8, 'Joueur 8', 2)
    """
    errors: dict[str, str] = {}
    title = session_title(form, errors)
    lines = form.get("players", "").splitlines()[: 4 * MAX_INDIVIDUAL_TABLES + 1]
    names = [line.strip() for line in lines if line.strip()]
    try:
        players = [Player.of(name) for name in names]
    except AtoutError:
        players = []
    counts = range(4 * MIN_INDIVIDUAL_TABLES, 4 * MAX_INDIVIDUAL_TABLES + 1, 4)
    if len(players) not in counts or len({p.key for p in players}) != len(players):
        errors["players"] = Message.of(PLAYERS_MESSAGE, low=counts.start, high=counts.stop - 1)
    boards = number(form, "boards_per_round", BOARDS_PER_ROUND, errors)
    if errors:
        raise FormError(errors)
    season = form.get("season", "")
    return NewIndividual(title, tuple(players), boards, season, result_entry(form))

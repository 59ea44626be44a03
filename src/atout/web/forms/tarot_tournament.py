"""The tarot club's HTML forms read into typed values.

The creation form gives a :class:`~atout.services.tarot_tournament.tournaments.NewTournament`;
a table's deal form gives the :class:`~atout.tarot.tournament.scoring.DealKey` it is about and
the deal (read by :func:`atout.web.forms.tarot.read_donne`, the score sheet's own reader, or a
``Passe``); each reader collects one message per field and raises :class:`FormError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from atout.errors import AtoutError, ForbiddenError, FormError
from atout.i18n import Message
from atout.services.room.posts import TablePost
from atout.services.tarot_tournament.donnes import DonnePost
from atout.services.tarot_tournament.tournaments import NewTournament
from atout.tarot.deal import Entry, Passe
from atout.tarot.rules import PRESETS, TarotRules
from atout.tarot.tournament.plan import (
    DEALS,
    PLAYERS,
    ROUNDS,
    TableSizes,
    TournamentPlan,
    table_counts,
)
from atout.tarot.tournament.scoring import DealKey, FivePlayers, deal_players
from atout.web.forms.common import base_version as base_version  # read by the routes
from atout.web.forms.common import number, session_title, text_field, whole
from atout.web.forms.tarot import passed, read_donne

#: Cookie that remembers who holds a phone at a table (its value: the player's number).
PLAYER_COOKIE = "atout_tarot_player"


#: Longest season and player's name.
SEASON_LENGTH, NAME_LENGTH = 100, 80
#: A seed of the seating plan: 0 to 10**18 - 1.
SEEDS = range(0, 10**18)
#: The refusal of a player's name that is too long.
PLAYER_NAME_LENGTH = "Give each player a name of at most {limit} characters."


def names(text: str) -> tuple[str, ...]:
    """One player's name a line, blank lines left out.

    >>> names("Ana\\n\\n  Bo \\n")
    ('Ana', 'Bo')
    """
    return tuple(line.strip() for line in text.splitlines() if line.strip())


def new_tournament(form: Mapping[str, str]) -> NewTournament:
    """The evening asked for: title, players (one a line), rounds, deals, tables, rules."""
    errors: dict[str, str] = {}
    title = session_title(form, errors)
    players = names("\n".join(form.get("players", "").splitlines()[: 2 * PLAYERS.stop]))
    if any(len(name) > NAME_LENGTH for name in players):
        errors["players"] = Message.of(PLAYER_NAME_LENGTH, limit=NAME_LENGTH)
    elif len(players) not in PLAYERS:
        errors["players"] = "Give 8 to 60 players, one name a line."
    elif len(set(players)) != len(players):
        errors["players"] = "Give each player a different name"
    rounds = number(form, "rounds", ROUNDS, errors)
    deals = number(form, "deals", DEALS, errors)
    sizes = TableSizes.FOUR_ONLY if form.get("sizes") == "4" else TableSizes.FOUR_AND_FIVE
    if "players" not in errors:
        try:
            table_counts(len(players), sizes)
        except AtoutError:
            errors["sizes"] = "11 players cannot sit at tables of 4 and 5: choose byes."
    five = FivePlayers.DEALER_OUT if form.get("five") == "dealer-out" else FivePlayers.CALLED_KING
    preset = form.get("preset", "")
    if preset not in PRESETS:
        errors["preset"] = "Choose the rules: classic or FFT"
    season = text_field(form, "season", SEASON_LENGTH, errors)
    seed = number(form, "seed", SEEDS, errors) if form.get("seed", "").strip() else 0
    if errors:
        raise FormError(errors)
    rules = replace(TarotRules.preset(preset), round_to_ten=form.get("round_to_ten") == "on")
    return NewTournament(
        title=title,
        names=players,
        rounds=rounds,
        deals=deals,
        sizes=sizes,
        five=five,
        rules=rules,
        season=season,
        seed=seed,
    )


def deal_key(form: Mapping[str, str]) -> DealKey:
    """The round, table and deal a table's form is about (hidden fields: a form without
    them was not sent by the page, a :class:`ForbiddenError`).

    >>> deal_key({"round": "2", "table": "3", "deal": "4"})
    DealKey(round=2, table=3, deal=4)
    """
    round_, table, deal = (whole(form.get(name)) for name in ("round", "table", "deal"))
    if round_ is None or table is None or deal is None:
        raise ForbiddenError(
            "the form names no round, table and deal",
            code="form.no-donne",
        )
    return DealKey(round_, table, deal)


def deal_entry(form: Mapping[str, str], players: int) -> Entry:
    """The deal typed at the table for ``players`` players, or a passed deal."""
    return Passe() if passed(form) else read_donne(form, players)


def deal_post(form: Mapping[str, str], plan: TournamentPlan, five: FivePlayers) -> DonnePost:
    """A table's deal form read whole: its key (a :class:`ForbiddenError` without one), the
    deal typed for the players of that deal in ``plan`` (or the refusal of its fields) and
    the version the page showed."""
    key = deal_key(form)
    try:
        entry = deal_entry(form, len(deal_players(plan, five, key)))
    except AtoutError as error:
        return TablePost(key, None, base_version(form), error)
    return TablePost(key, entry, base_version(form))


def confirm_post(form: Mapping[str, str]) -> DonnePost:
    """A second player's confirmation read whole: the key and the version shown."""
    return TablePost(deal_key(form), None, base_version(form))


def player(text: str | None) -> int | None:
    """The player a phone said it is (its cookie), if any.

    >>> player("7"), player("x"), player(None)
    (7, None, None)
    """
    return whole(text) if text is not None and len(text) <= 4 else None

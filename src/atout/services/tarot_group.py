"""The evenings of one group of tarot players: every game they played together, its totals.

A group is the set of a game's players (by name, in any seat order): its
evenings are the tarot games with exactly those players, oldest first, and
each player's score over them is the season total of
:func:`atout.tarot.tournament.season.championship`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.errors import GameKindError
from atout.services import games
from atout.services.sheet_cache import SheetCache
from atout.store.games import repo
from atout.store.games.records import GameKind, GameRecord
from atout.tarot.session import Session as TarotSession
from atout.tarot.tournament.season import Evening, SeasonLine, championship

#: The most games looked at for a group's evenings (the latest ones).
GAMES_LOOKED_AT = 500


@dataclass(frozen=True, slots=True)
class GroupEvenings:
    """A group's evenings (games, oldest first) and each player's line over them."""

    players: tuple[str, ...]
    games: tuple[GameRecord, ...]
    lines: tuple[SeasonLine, ...]


def group_evenings(
    session: Session, sheets: SheetCache, game_id: int, known: Collection[str] = ()
) -> GroupEvenings:
    """The evenings of the players of tarot game ``game_id``: itself and the games whose
    addresses are ``known`` (a device sees only the sheets it was given)."""
    game = repo.get_game(session, game_id)
    if game.kind is not GameKind.TAROT:
        raise GameKindError(
            "game {game_id!r} is not a tarot game",
            code="game.not-tarot",
            game_id=game_id,
        )
    group = frozenset(game.players)
    found = [
        g
        for g in repo.recent_games(session, GAMES_LOOKED_AT)
        if g.kind is GameKind.TAROT
        and frozenset(g.players) == group
        and (g.id == game_id or g.key in known)
    ]
    found.sort(key=lambda g: (g.created_at, g.id))
    evenings = []
    for record in found:
        sheet = games.game_state(session, sheets, record.id).computed.sheet
        assert isinstance(sheet, TarotSession)
        evenings.append(Evening(record.title, dict(zip(record.players, sheet.totals, strict=True))))
    return GroupEvenings(tuple(sorted(group)), tuple(found), championship(evenings))

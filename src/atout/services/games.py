"""The actions of the free-play games, shared by the pages and the JSON API.

Each runs in the caller's transaction and takes and returns typed values: a
:class:`NewGame` with its rules, an entry as a domain value
(:data:`atout.store.games.records.GameEntry`), records and the domain's sheets.
A deal is checked by computing the sheet with it (the domain refuses what
cannot be) before it is stored; an idempotency key already used returns the
entry stored the first time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import event
from sqlalchemy.orm import Session

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, score_chicago
from atout.bridge.rubber import RubberDeal, RubberStop, score_rubbers
from atout.bridge.series import SeriesBoard, score_series
from atout.errors import GameKindError, InvalidDealError, NotFoundError
from atout.services.sheet_cache import ComputedSheet, GameSheet, SheetCache, SheetKey
from atout.store.games import repo
from atout.store.games.records import (
    EntryRecord,
    GameEntry,
    GameKind,
    GameRecord,
    GameRules,
    RubberTerms,
)
from atout.tarot.deal import Donne, Passe
from atout.tarot.rules import TarotRules
from atout.tarot.session import Session as TarotSession


@dataclass(frozen=True, slots=True)
class NewGame:
    """A game to start: its kind, title, players and rules (``None`` for the series)."""

    kind: GameKind
    title: str
    players: tuple[str, ...]
    rules: GameRules


@dataclass(frozen=True, slots=True)
class GameState:
    """A game now: its record, the ids of its active entries, their sheet, whether to redo."""

    game: GameRecord
    entry_ids: tuple[int, ...]
    computed: ComputedSheet
    can_redo: bool

    def deal_at(self, position: int) -> GameEntry:
        """The active entry at ``position`` (from 1); :class:`NotFoundError` if none."""
        _check_position(self.game, position, len(self.entry_ids))
        return self.computed.entries[position - 1]


def _check_position(game: GameRecord, position: int, deals: int) -> None:
    """:class:`NotFoundError` unless ``position`` is one of the ``deals`` (from 1)."""
    if not 1 <= position <= deals:
        raise NotFoundError(
            "no deal number {position!r} in game {id!r}",
            code="game.deal-not-found",
            position=position,
            id=game.id,
        )


def create_game(session: Session, new: NewGame, author: str) -> GameRecord:
    """Store the game ``new``."""
    return repo.create_game(
        session,
        kind=new.kind,
        title=new.title,
        players=new.players,
        rules=new.rules,
        author=author,
    )


def get_game(session: Session, game_id: int) -> GameRecord:
    """The game numbered ``game_id``; :class:`NotFoundError` if there is none."""
    return repo.get_game(session, game_id)


def game_id_for_key(session: Session, key: str) -> int:
    """The game whose address is ``key``; :class:`NotFoundError` if there is none."""
    return repo.game_id_for_key(session, key)


def known_games(session: Session, keys: Sequence[str]) -> list[GameRecord]:
    """The games of the addresses ``keys`` (a device's own), played most recently first."""
    return repo.games_by_keys(session, keys)


def all_games(session: Session) -> list[GameRecord]:
    """Every game of the database, played most recently first (``atout games list``: the
    addresses of the games no device remembers, such as those made before games had keys)."""
    return repo.all_games(session)


def history(session: Session, game_id: int) -> list[EntryRecord]:
    """Every entry of the game as entered, corrections included, in the order made."""
    return repo.history(session, game_id)


def undo(session: Session, game_id: int) -> EntryRecord | None:
    """Undo the last deal (it can be redone); the entry undone, ``None`` if none."""
    return repo.undo(session, game_id)


def redo(session: Session, game_id: int) -> EntryRecord | None:
    """Redo the deal undone last; the entry redone, ``None`` if none."""
    return repo.redo(session, game_id)


#: The entries each kind of game takes.
ENTRY_TYPES: dict[GameKind, tuple[type, ...]] = {
    GameKind.RUBBER: (RubberDeal, RubberStop),
    GameKind.CHICAGO: (ChicagoDeal,),
    GameKind.SERIES: (SeriesBoard,),
    GameKind.TAROT: (Donne, Passe),
}


def compute_sheet(game: GameRecord, entries: Sequence[GameEntry]) -> GameSheet:
    """The domain's sheet of ``game`` with ``entries``; :class:`AtoutError` if one is refused."""
    for entry in entries:
        if not isinstance(entry, ENTRY_TYPES[game.kind]):
            raise InvalidDealError(
                "{entry!r} is not an entry of a {kind} game",
                code="game.wrong-entry",
                entry=str(entry),
                kind=game.kind,
            )
    rules = game.rules
    if game.kind is GameKind.RUBBER and isinstance(rules, RubberTerms):
        rubber = [e for e in entries if isinstance(e, RubberDeal | RubberStop)]
        return score_rubbers(rubber, rules.rules)
    if game.kind is GameKind.CHICAGO and isinstance(rules, ChicagoRules):
        return score_chicago([e for e in entries if isinstance(e, ChicagoDeal)], rules)
    if game.kind is GameKind.SERIES:
        return score_series(e for e in entries if isinstance(e, SeriesBoard))
    if game.kind is GameKind.TAROT and isinstance(rules, TarotRules):
        donnes = [e for e in entries if isinstance(e, Donne | Passe)]
        return TarotSession.replay(game.players, donnes, rules)
    raise GameKindError(
        "game {id!r}: the rules of its kind ({kind}) are missing",
        code="game.rules-missing",
        id=game.id,
        kind=game.kind,
    )


def _key(session: Session, game: GameRecord) -> SheetKey:
    return (str(session.get_bind().engine.url), game.id, game.created_at)


def _computed(
    session: Session, sheets: SheetCache, game: GameRecord
) -> tuple[tuple[int, ...], ComputedSheet]:
    """The active entry ids of ``game`` and its sheet, from ``sheets`` when it is there."""
    ids = repo.active_entry_ids(session, game.id)
    found = sheets.get(_key(session, game), ids)
    if found is not None:
        return ids, found
    records = repo.active_entries(session, game.id)
    entries = tuple(record.deal for record in records)
    computed = ComputedSheet(entries, compute_sheet(game, entries))
    if tuple(record.id for record in records) == ids:
        sheets.put(_key(session, game), ids, computed)
    return ids, computed


def game_state(session: Session, sheets: SheetCache, game_id: int) -> GameState:
    """Game ``game_id`` with its sheet (computed once per change of its entries)."""
    game = repo.get_game(session, game_id)
    ids, computed = _computed(session, sheets, game)
    return GameState(game, ids, computed, repo.can_redo(session, game_id))


def _cache_after_commit(
    session: Session,
    sheets: SheetCache,
    key: SheetKey,
    ids: tuple[int, ...],
    computed: ComputedSheet,
) -> None:
    """Keep the sheet just checked for the next read, once the deal is committed."""
    event.listen(session, "after_commit", lambda _: sheets.put(key, ids, computed), once=True)


def enter_deal(
    session: Session,
    sheets: SheetCache,
    game: GameRecord,
    deal: GameEntry,
    *,
    author: str,
    idempotency_key: str | None = None,
    position: int | None = None,
) -> tuple[EntryRecord, bool]:
    """Store ``deal`` after the last one (or at ``position``, correcting an earlier deal).

    ``(entry, created)``: an entry already stored with ``idempotency_key`` is
    given back with ``created`` false. Raises :class:`AtoutError` when the
    sheet refuses the deal (nothing is stored then) and :class:`NotFoundError`
    for a deal number the game does not have.
    """
    already = repo.entry_by_key(session, game.id, idempotency_key)
    if already is not None:
        return already, False
    entries = _computed(session, sheets, game)[1].entries
    if position is None:
        values = (*entries, deal)
        sheet = compute_sheet(game, values)
        entry, created = repo.add_entry(
            session, game.id, deal, author=author, idempotency_key=idempotency_key
        )
    else:
        _check_position(game, position, len(entries))
        values = (*entries[: position - 1], deal, *entries[position:])
        sheet = compute_sheet(game, values)
        entry = repo.replace_entry(
            session, game.id, position, deal, author=author, idempotency_key=idempotency_key
        )
        created = True
    ids = repo.active_entry_ids(session, game.id)
    if created and len(ids) == len(values) and entry.id in ids:
        _cache_after_commit(session, sheets, _key(session, game), ids, ComputedSheet(values, sheet))
    return entry, created

"""Revision 0102 on SQLite and PostgreSQL: the old JSON games and entries become typed columns.

A database is built at revision 0101 with the old schema (``game.options``,
``entry.payload``) and payloads of every kind as the old forms stored them,
then upgraded to the head. The records must carry the domain values, and the
sheets computed from them the figures worked by hand from RULES.md (the same
sheets as ``tests/data/sheets`` and the web tests).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
import sqlalchemy as sa

from atout.bridge.chicago import ChicagoRules, ChicagoSheet, ChicagoVulnerability
from atout.bridge.rubber import RubberDeal, RubberRules
from atout.bridge.seats import Side
from atout.bridge.series import SeriesSheet
from atout.services.games import compute_sheet
from atout.store.database import Database
from atout.store.games import repo
from atout.store.games.records import EntryStatus, RubberTerms
from atout.store.migrate import upgrade
from atout.tarot.cards import DECK, format_cards
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.session import Session as TarotSession
from tests.store.conftest import at_revision

WHEN = datetime(2026, 11, 20, 20, 30, tzinfo=UTC)
#: The taker's camp's pile of the deal entered as cards: hearts and diamonds (2 x 17
#: points), the petit and the 21 (2 x 4.5) and trumps 2 to 5 (4 x 0.5): 45 with 2 bouts.
PILE = format_cards(
    [c for c in DECK if c.suit is not None and c.suit.value in "HD"]
    + [c for c in DECK if c.suit is None and c.rank in (1, 2, 3, 4, 5, 21)]
)


@dataclass
class OldGame:
    """A game as revision 0101 stored it, and what it must read as after 0102."""

    kind: str
    players: list[str]
    options: dict[str, Any]
    #: (payload, status, index of the entry it replaces, or None), in the order made.
    entries: list[tuple[dict[str, Any], str, int | None]]
    rules: Any
    #: The notation of each active entry, in deal order.
    active: list[str]
    ids: list[int] = field(default_factory=list)


SEED_000 = [
    {"side": "NS", "result": "2S-2", "honours": None},
    {"side": "NS", "result": "2H=", "honours": None},
    {"side": "EW", "result": "3NT=", "honours": None},
    {"side": "NS", "result": "3C=", "honours": None},
    {"side": "NS", "result": "3CX+1", "honours": None},
    {"side": "NS", "result": "2SX-2", "honours": None},
    {"side": "EW", "result": "6NT=", "honours": None},
]
TUESDAY = [
    {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"},
    {"contract": "prise", "taker": "2", "points": "28", "bouts": "1", "petit_au_bout": "defence"},
    {"contract": "garde", "taker": "1", "points": "45", "bouts": "2", "poignee_2": "simple"},
    {
        "contract": "garde-contre",
        "taker": "3",
        "points": "88",
        "bouts": "3",
        "poignee_3": "triple",
        "petit_au_bout": "attack",
        "chelem": "announced-made",
    },
]
FIVE = [
    {"contract": "garde", "taker": "1", "partner": "3", "points": "50,5", "bouts": "1"},
    {"contract": "prise", "taker": "2", "partner": "self", "points": "60", "bouts": "1"},
    {
        "contract": "garde-sans",
        "taker": "4",
        "partner": "5",
        "points": "41",
        "bouts": "2",
        "petit_au_bout": "defence",
    },
    {"contract": "garde", "taker": "5", "partner": "2", "points": "30", "bouts": "1"}
    | {"poignee_5": "simple"},
]
EXTRA = [
    {"contract": "garde", "taker": "1", "points": "40", "bouts": "2", "misere_4": "atout"},
    {"contract": "prise", "taker": "2", "cards": PILE},
    {
        "contract": "garde-sans",
        "taker": "3",
        "points": "80",
        "bouts": "3",
        "petit_chelem": "announced-made",
        "poignee_3": "simple:T2,T3,T4,T5,T6,T7,T8,T9,T10,T11",
    },
]


def _active(payloads: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str, int | None]]:
    return [(payload, "active", None) for payload in payloads]


def old_games() -> dict[str, OldGame]:
    """Every kind, with a stop, passed deals, honours, corrections, undone and dropped entries."""
    four = ["Ana", "Bo", "Cy", "Di"]
    return {
        "seed 000": OldGame(
            "rubber",
            four,
            {"unfinished_partscore": 50, "fourth_undertrick_increase": True}
            | {"stake": "0.20", "currency": "EUR"},
            [
                (SEED_000[0], "active", None),
                ({"side": "NS", "result": "2H-1", "honours": None}, "superseded", None),
                (SEED_000[1], "active", 1),
                *_active(SEED_000[2:]),
            ],
            RubberTerms(RubberRules(50, True), Decimal("0.20"), "EUR"),
            [
                "NS 2S-2",
                "NS 2H=",
                "EW 3NT=",
                "NS 3C=",
                "NS 3CX+1",
                "NS 2SX-2",
                "EW 6NT=",
            ],
        ),
        "stopped": OldGame(
            "rubber",
            ["", "", "", ""],
            {},  # the defaults of a game created before the options were stored
            [
                ({"side": "NS", "result": "4S=", "honours": "NS 100"}, "active", None),
                ({"side": None, "result": "PASS", "honours": None}, "active", None),
                ({"side": "EW", "result": "2S+1", "honours": None}, "active", None),
                ({"stop": True}, "active", None),
                ({"side": "EW", "result": "7NT=", "honours": None}, "dropped", None),
            ],
            RubberTerms(),
            ["NS 4S= honours NS 100", "PASS", "EW 2S+1", "STOP"],
        ),
        "chicago": OldGame(
            "chicago",
            four,
            {"vulnerability": "dealer", "honours": True},
            [
                ({"declarer": None, "result": "PASS", "honours": None}, "active", None),
                ({"declarer": "N", "result": "2S=", "honours": None}, "active", None),
                ({"declarer": "E", "result": "4H=", "honours": None}, "active", None),
                ({"declarer": "S", "result": "2H+1", "honours": "NS 100"}, "active", None),
                ({"declarer": "N", "result": "2D=", "honours": None}, "active", None),
                ({"declarer": "W", "result": "3NT=", "honours": None}, "undone", None),
            ],
            ChicagoRules(ChicagoVulnerability.DEALER_VULNERABLE, honours=True),
            ["PASS", "N 2S=", "E 4H=", "S 2H+1 honours NS 100", "N 2D="],
        ),
        "series": OldGame(
            "series",
            four,
            {},
            _active(
                [
                    {"board": 4, "declarer": "W", "result": "6NT="},
                    {"board": 2, "declarer": None, "result": "PASS"},
                ]
            ),
            None,
            ["4 W 6NT=", "2 PASS"],
        ),
        "tuesday": OldGame(
            "tarot",
            four,
            {"preset": "classic", "round_to_ten": False},
            _active(TUESDAY),
            TarotRules.classic(),
            [
                "garde taker=1 points=43 bouts=2",
                "prise taker=2 points=28 bouts=1 petit-au-bout=defence",
                "garde taker=1 points=45 bouts=2 poignee=2:simple",
                "garde-contre taker=3 points=88 bouts=3 petit-au-bout=attack poignee=3:triple "
                "chelem=announced-made",
            ],
        ),
        "five": OldGame(
            "tarot",
            ["Ana", "Bo", "Cy", "Di", "Eve"],
            {"preset": "fft", "round_to_ten": False},
            _active(FIVE),
            TarotRules.fft(),
            [
                "garde taker=1 partner=3 points=50.5 bouts=1",
                "prise taker=2 partner=self points=60 bouts=1",
                "garde-sans taker=4 partner=5 points=41 bouts=2 petit-au-bout=defence",
                "garde taker=5 partner=2 points=30 bouts=1 poignee=5:simple",
            ],
        ),
        "extra": OldGame(
            "tarot",
            four,
            {"preset": "classic", "round_to_ten": True},
            _active(EXTRA),
            TarotRules(round_to_ten=True),
            [
                "garde taker=1 points=40 bouts=2 misere=4:atout",
                f"prise taker=2 cards={PILE}",
                "garde-sans taker=3 points=80 bouts=3 "
                "poignee=3:simple:T2,T3,T4,T5,T6,T7,T8,T9,T10,T11 petit-chelem=announced-made",
            ],
        ),
    }


@pytest.fixture
def old_database(empty_url: str) -> Iterator[Database]:
    """A database at revision 0101 (the old schema), empty: SQLite, then PostgreSQL."""
    database = at_revision(empty_url, "0101")
    try:
        yield database
    finally:
        database.dispose()


GAME = sa.table(
    "game",
    *(sa.column(c) for c in ("id", "kind", "title", "author", "created_at", "updated_at")),
    sa.column("players", sa.JSON),
    sa.column("options", sa.JSON),
)
ENTRY = sa.table(
    "entry",
    *(sa.column(c) for c in ("id", "game_id", "position", "author", "created_at")),
    *(sa.column(c) for c in ("idempotency_key", "status", "status_changed_at", "replaces_id")),
    sa.column("payload", sa.JSON),
)


def _store_old(database: Database, games: dict[str, OldGame]) -> None:
    """Write ``games`` as revision 0101 did: options and payloads as JSON."""
    with database.engine.begin() as connection:
        for title, game in games.items():
            values = {"kind": game.kind, "title": title, "players": game.players}
            values |= {"options": game.options, "author": "t"}
            values |= {"created_at": WHEN, "updated_at": WHEN}
            game_id = connection.execute(GAME.insert().values(values).returning(GAME.c.id))
            game.ids.append(game_id.scalar_one())
            positions: dict[str, int] = {}
            entry_ids: list[int] = []
            for number, (payload, status, replaces) in enumerate(game.entries):
                if replaces is not None:
                    position = positions["at"] = positions.get("at", 0)
                else:
                    position = positions["at"] = positions.get("at", 0) + 1
                row = {
                    "game_id": game.ids[0],
                    "position": position,
                    "payload": payload,
                    "author": "t",
                    "created_at": WHEN,
                    "idempotency_key": f"{title}-{number}",
                    "status": status,
                    "status_changed_at": WHEN,
                    "replaces_id": None if replaces is None else entry_ids[replaces],
                }
                inserted = connection.execute(ENTRY.insert().values(row).returning(ENTRY.c.id))
                entry_ids.append(inserted.scalar_one())


def test_every_old_entry_becomes_its_domain_value(old_database: Database) -> None:
    games = old_games()
    _store_old(old_database, games)
    upgrade(old_database.engine)
    columns = sa.inspect(old_database.engine)
    assert "payload" not in {c["name"] for c in columns.get_columns("entry")}
    assert "options" not in {c["name"] for c in columns.get_columns("game")}
    with old_database.transaction(write=False) as session:
        for title, old in games.items():
            game = repo.get_game(session, old.ids[0])
            assert (game.kind.value, game.title, game.rules) == (old.kind, title, old.rules)
            deals = [entry.deal for entry in repo.active_entries(session, game.id)]
            assert [str(deal) for deal in deals] == old.active, title
            history = repo.history(session, game.id)
            assert [e.status.value for e in history] == [status for _, status, _ in old.entries]
            assert [e.idempotency_key for e in history] == [
                f"{title}-{n}" for n in range(len(old.entries))
            ]
            assert all(e.created_at == WHEN for e in history)


def test_the_sheets_after_the_migration(old_database: Database) -> None:
    games = old_games()
    _store_old(old_database, games)
    upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        sheets = {}
        for title, old in games.items():
            game = repo.get_game(session, old.ids[0])
            entries = repo.active_entries(session, game.id)
            sheets[title] = compute_sheet(game, [entry.deal for entry in entries])
            corrected = [e for e in repo.history(session, game.id) if e.replaces_id is not None]
            if title == "seed 000":
                superseded = next(e for e in repo.history(session, game.id) if e.position == 2)
                assert corrected[0].replaces_id == superseded.id
                assert superseded.status is EntryStatus.SUPERSEDED
    # RULES §3, seed 000: We 390, They 2140, 17 at 0.20 a hundred: 3.40.
    (seed,) = sheets["seed 000"]
    assert (seed.total(Side.NS), seed.total(Side.EW), seed.settlement) == (390, 2140, 17)
    assert seed.money(Decimal("0.20")) == Decimal("3.40")
    # NS 4S= (120 below, honours 100 above: game), passed, EW 2S+1 (60 below, 30 above),
    # stopped: NS 300 for the game won, EW 100 for the partscore: 520 to 190, 3 hundreds.
    (stopped,) = sheets["stopped"]
    assert stopped.deals == (
        RubberDeal.parse("NS 4S= honours NS 100"),
        RubberDeal.parse("PASS"),
        RubberDeal.parse("EW 2S+1"),
    )
    assert stopped.stopped and (stopped.total(Side.NS), stopped.total(Side.EW)) == (520, 190)
    assert stopped.settlement == 3
    # RULES §4: the passed deal is dealt again by North; then 790 to 620 (tests/web/test_app.py).
    chicago = sheets["chicago"]
    assert isinstance(chicago, ChicagoSheet)
    assert (chicago.total(Side.NS), chicago.total(Side.EW)) == (790, 620)
    assert [deal.dealer.value for deal in chicago.deals] == ["N", "N", "E", "S", "W"]
    # RULES §5: board 4, all vulnerable, W 6NT=: 1440 to East-West.
    series = sheets["series"]
    assert isinstance(series, SeriesSheet)
    assert (series.total(Side.NS), series.total(Side.EW)) == (0, 1440)
    # tests/data/sheets/tuesday.tarot and five.tarot (the passed deal aside).
    assert _totals(sheets["tuesday"]) == (-548, -1308, 2852, -996)
    assert _totals(sheets["five"]) == (-86, 16, -34, 250, -146)
    # Classic rounded to the ten, 4 players, seats 1 to 4:
    # 1. garde, 40 with 2 bouts, 1 short (rounded: 0): 25 x 2 = 50 a defender;
    #    seat 4's misère: +30 for him, -10 for each other    -160   40   40   80
    # 2. prise, the pile counts 2 x 17 + 2 x 4.5 + 4 x 0.5 = 45 with 2 bouts, 4 over
    #    (rounded: 0): 25 a defender                          -25   75  -25  -25
    # 3. garde sans, 80 with 3 bouts, 44 over (rounded: 40): 65 x 4 = 260, + 300 for
    #    the petit chelem: 560 a defender; the taker's simple poignée: +60, -20 each
    #                                                        -580 -580 1740 -580
    extra = sheets["extra"]
    assert isinstance(extra, TarotSession)
    assert [line.scores for line in extra.lines] == [
        (-160, 40, 40, 80),
        (-25, 75, -25, -25),
        (-580, -580, 1740, -580),
    ]
    assert extra.lines[1].entry == Donne.parse(f"prise taker=2 cards={PILE}", 4)
    assert extra.rules.round_to_ten


def _totals(sheet: object) -> tuple[int, ...]:
    assert isinstance(sheet, TarotSession)
    return sheet.totals


def test_an_unreadable_payload_stops_the_migration(old_database: Database) -> None:
    games = {"broken": old_games()["series"]}
    games["broken"].entries.append(({"board": 3, "declarer": "Q", "result": "1C="}, "active", None))
    _store_old(old_database, games)
    with pytest.raises(ValueError, match=r"entry \d+ of game \d+ \(series\).*'Q'"):
        upgrade(old_database.engine)
    with old_database.engine.connect() as connection:  # nothing changed: still at 0101
        version = connection.execute(sa.text("SELECT version_num FROM alembic_version"))
        assert version.scalar_one() == "0101"
        payloads = connection.execute(sa.select(ENTRY.c.payload)).scalars().all()
    assert len(payloads) == 3 and json.dumps(payloads[-1]).count("Q") == 1

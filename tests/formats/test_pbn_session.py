"""The session writers, without a database: a tiny event written, read back and rescored.

Every figure expected below is worked out by hand from the Laws (the scores
from Law 77, the matchpoints 2 per score beaten and 1 per tie, artificial
scores 60 % / 40 % of the top (Law 12C), Neuberg's factoring, the IMPs of
Law 78B) and then checked against the file written and against
:func:`atout.formats.pbn.rescore.rescore`.
"""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal
from fractions import Fraction

from atout.bridge.board import board_dealer
from atout.bridge.cards import Card
from atout.bridge.deal import Deal
from atout.bridge.seats import Side
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.round_robin import round_robin_plan
from atout.duplicate.table_result import TableResult
from atout.formats import pbn
from atout.formats.pbn.compare import differences
from atout.formats.pbn.rescore import rescore, row_entry
from atout.formats.pbn.session import session_pbn
from atout.formats.pbn.team_session import teams_pbn

#: (board, table, result): pairs 1, 3, 5 sit N-S at tables 1, 2, 3 against 2, 4, 6.
PLAYED = (
    (1, 1, "4S= N"),  # none vulnerable: 420
    (1, 2, "4S+1 N"),  # 450
    (1, 3, "4SX-1 N"),  # −100 (doubled, not vulnerable, one down)
    (2, 1, "3NT+1 S lead H5"),  # N-S vulnerable: 100 + 30 + 500 = 630
    (2, 2, "PASS"),  # 0
    (2, 3, "2H= W"),  # E-W not vulnerable: 60 + 50, −110 to N-S
    (3, 1, "1NT= N"),  # E-W vulnerable, N-S not: 90
    (3, 2, "1NT-1 N"),  # −50
    (3, 3, "A+/A-"),  # artificial: 60 % to pair 5, 40 % to pair 6
)
DEALS = {b: Deal.random(random.Random(b), board_dealer(b)) for b in (1, 2, 3)}
NAMES = {1: "Ada & Bob", 2: "Cy & Di", 3: "Ed & Flo", 4: "Gus & Hal", 5: "Ivy & Jo", 6: "Kim & Lu"}


def _event() -> PairsEvent:
    event = PairsEvent.create([1, 2, 3])
    for board, table, text in PLAYED:
        event = event.add(
            Entry.of(1, table, 2 * table - 1, 2 * table, board, TableResult.parse(text))
        )
    return event


def _written() -> pbn.PbnFile:
    leads = {
        (board, 1, table): result.lead
        for board, table, text in PLAYED
        if (result := TableResult.parse(text)).lead is not None
    }
    file = session_pbn(
        title="Club du lundi",
        date=date(2024, 5, 6),
        event=_event(),
        deals=DEALS,
        names=NAMES,
        leads=leads,
    )
    return pbn.loads(pbn.dumps(file))


def _cells(game: pbn.Game, columns: str) -> list[tuple[pbn.Cell, ...]]:
    """The cells of ``columns`` (names separated by spaces) of each ScoreTable row."""
    table = game.score_table
    assert table is not None
    return [tuple(r[name] for name in columns.split()) for r in table.records()]


def test_each_traveller_as_worked_out_by_hand() -> None:
    games = _written().games
    assert [g.board for g in games] == [1, 2, 3]
    assert [g.deal for g in games] == [DEALS[1], DEALS[2], DEALS[3]]
    assert [(g.value("Event"), g.value("Date")) for g in games] == [
        ("Club du lundi", "2024.05.06")
    ] * 3
    columns = "PairId_NS Contract Declarer Result Lead Score_NS Score_EW MP_NS MP_EW"
    rows = {g.board: _cells(g, f"{columns} Percentage_NS Percentage_EW") for g in games}
    assert rows[1] == [
        ("1", "4S", "N", "10", None, "420", None, "2.00", "2.00", "50.00", "50.00"),
        ("3", "4S", "N", "11", None, "450", None, "4.00", "0.00", "100.00", "0.00"),
        ("5", "4SX", "N", "9", None, None, "100", "0.00", "4.00", "0.00", "100.00"),
    ]
    assert rows[2] == [
        ("1", "3NT", "S", "10", "H5", "630", None, "4.00", "0.00", "100.00", "0.00"),
        ("3", "Pass", None, None, None, "0", "0", "2.00", "2.00", "50.00", "50.00"),
        ("5", "2H", "W", "8", None, None, "110", "0.00", "4.00", "0.00", "100.00"),
    ]
    # Two scores played among three expected: Neuberg gives (MP + 1) × 3/2 − 1.
    assert rows[3] == [
        ("1", "1NT", "N", "7", None, "90", None, "3.50", "0.50", "87.50", "12.50"),
        ("3", "1NT", "N", "6", None, None, "50", "0.50", "3.50", "12.50", "87.50"),
        ("5", None, None, None, None, "A+", "A-", "2.40", "1.60", "60.00", "40.00"),
    ]


def test_the_ranking_as_worked_out_by_hand() -> None:
    total = _written().games[0].total_score_table
    assert total is not None
    columns = "Rank PairId Direction Boards TotalScoreMP TotalPercentage Names"
    # Each pair sat one side (a Mitchell): N-S and E-W are ranked apart (RULES §6).
    assert [tuple(r[name] for name in columns.split()) for r in total.records()] == [
        ("1", "1", "NS", "3", "9.50", "79.17", "Ada & Bob"),  # (50 + 100 + 87.5) / 3
        ("2", "3", "NS", "3", "6.50", "54.17", "Ed & Flo"),  # (100 + 50 + 12.5) / 3
        ("3", "5", "NS", "3", "2.40", "20.00", "Ivy & Jo"),  # (0 + 0 + 60) / 3
        ("1", "6", "EW", "3", "9.60", "80.00", "Kim & Lu"),  # (100 + 100 + 40) / 3
        ("2", "4", "EW", "3", "5.50", "45.83", "Gus & Hal"),  # (0 + 50 + 87.5) / 3
        ("3", "2", "EW", "3", "2.50", "20.83", "Cy & Di"),  # (50 + 0 + 12.5) / 3
    ]
    assert [g.total_score_table is None for g in _written().games] == [False, True, True]


def test_the_rescore_of_the_file_agrees_with_every_figure() -> None:
    file = _written()
    rescored = rescore(file)
    assert differences(file, rescored) == []
    ranking = rescored.ranking
    assert [(s.field, s.score.pair, str(s.place), s.score.percent) for s in ranking] == [
        (Side.NS, "1", "1", Fraction(475, 6)),
        (Side.NS, "3", "2", Fraction(325, 6)),
        (Side.NS, "5", "3", Fraction(20)),
        (Side.EW, "6", "1", Fraction(80)),
        (Side.EW, "4", "2", Fraction(275, 6)),
        (Side.EW, "2", "3", Fraction(125, 6)),
    ]


def test_the_lead_is_a_card() -> None:
    game = _written().games[1]
    assert game.score_table is not None
    assert Card.parse(game.score_table.get(0, "Lead") or "") == Card.parse("H5")


#: (board, open room, closed room): team 1 (home) sits N-S in the open room, E-W in the closed.
MATCH = (
    (1, "4S= N", "4S-1 N"),  # 420 and −50: home +470 → 10 IMPs (Law 78B: 430-490)
    (2, "3NT= S", "3NT+1 S"),  # N-S vulnerable: 600 and 630: home −30 → −1 IMP (20-40)
)


def _teams() -> pbn.PbnFile:
    plan = round_robin_plan(2, 2)
    results = {}
    for board, open_room, closed_room in MATCH:
        results[(1, 1, board)] = TableResult.parse(open_room)
        results[(1, 2, board)] = TableResult.parse(closed_room)
    file = teams_pbn(
        title="Interclubs",
        date=date(2024, 5, 7),
        plan=plan,
        results=results,
        deals={1: DEALS[1]},
        names={1: "Lyon", 2: "Nice"},
    )
    return pbn.loads(pbn.dumps(file))


def test_a_team_match_as_worked_out_by_hand() -> None:
    games = _teams().games
    assert [(g.board, g.value("Round"), g.value("Scoring")) for g in games] == [
        (1, "1", "IMP"),
        (2, "1", "IMP"),
    ]
    assert (games[0].deal, games[1].deal) == (DEALS[1], None)
    columns = "Room Table PairId_NS PairId_EW Score_NS Score_EW IMP_NS IMP_EW"
    rooms = [row for g in games for row in _cells(g, columns)]
    assert rooms == [
        ("Open", "1", "1", "2", "420", None, "10", "-10"),
        ("Closed", "2", "2", "1", None, "50", "-10", "10"),
        ("Open", "1", "1", "2", "600", None, "-1", "1"),
        ("Closed", "2", "2", "1", "630", None, "1", "-1"),
    ]
    for game in games:
        assert game.score_table is not None and game.vulnerability is not None
        for record in game.score_table.records():
            published = int(record["Score_NS"] or 0) - int(record["Score_EW"] or 0)
            assert row_entry(record, game.vulnerability) == published
    match = games[0].table("MatchTable")
    assert match is not None
    # WBF 2013 over 2 boards: blitz 15√2; 9 IMPs give 10 + 10 (1 − τ^(27/15√2)) / (1 − τ³).
    assert list(match.records()) == [
        {
            "Table": "1",
            "HomeId": "1",
            "AwayId": "2",
            "Boards": "2",
            "IMP_Home": "9",
            "IMP_Away": "-9",
            "VP_Home": "16.00",
            "VP_Away": "4.00",
        }
    ]
    total = games[0].total_score_table
    assert total is not None
    assert [tuple(r.values()) for r in total.records()] == [
        ("1", "1", "1", "9", "16.00", "Lyon"),
        ("2", "2", "1", "-9", "4.00", "Nice"),
    ]
    assert Decimal("16.00") + Decimal("4.00") == 20


def test_every_name_comes_back_as_written_through_the_file_s_bytes() -> None:
    """The writer's bytes and the reader agree: Latin-1 names stay Latin-1, a name with a
    character beyond it ("–", "Œ") makes the file UTF-8 with a byte-order mark."""
    latin = {1: "Bjørn Ødegård", 2: "Éloïse Lefèvre", 3: "Zoë Ångström", 4: "François Müller"}
    latin |= {5: "Søren Faÿ", 6: "Renée Dupré"}
    beyond = {**latin, 1: "Bjørn Ødegård – Éloïse Lefèvre", 5: "Ægidius Œhler"}
    for names, mark in ((latin, False), (beyond, True)):
        file = session_pbn(
            title="Mardi soir à l'Étoile",
            date=date(2024, 5, 6),
            event=_event(),
            deals=DEALS,
            names=names,
            leads={},
        )
        data = pbn.encode(pbn.dumps(file))
        assert data.startswith(b"\xef\xbb\xbf") is mark
        back = pbn.loads(data, strict=True)
        total = back.games[0].total_score_table
        assert total is not None
        assert {int(r["PairId"] or 0): r["Names"] for r in total.records()} == names
        assert back.games[0].value("Event") == "Mardi soir à l'Étoile"

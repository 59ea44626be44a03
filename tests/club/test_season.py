"""A season of three sessions: the championship on the page and in the CSV, worked by hand.

Each session is a 2-table Howell of 4 pairs, one board a round (3 rounds): both tables
play the round's board, so a board gives 100 % and 0 % (or 50 % each on a tie). The
sittings (``Plan`` of ``suggest(4)[0]``, 1 board a round):

    round 1: table 1 N-S 4 v E-W 1, table 2 N-S 2 v E-W 3
    round 2: table 1 N-S 2 v E-W 4, table 2 N-S 3 v E-W 1
    round 3: table 1 N-S 4 v E-W 3, table 2 N-S 1 v E-W 2

A round is ``W`` (table 1's N-S score is the better: 3NT= against 3NT-1), ``L`` (the
reverse) or ``T`` (3NT= at both tables). Each pair's percentage is the mean of its
three boards:

    session 1 (W, W, W): pair 1 33.33, pair 2 66.67, pair 3 33.33, pair 4 66.67
    session 2 (L, T, W): pair 1 50,    pair 2 83.33, pair 3 16.67, pair 4 50
    session 3 (T, L, L): pair 1 50,    pair 2 16.67, pair 3 83.33, pair 4 50
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction

from fastapi.testclient import TestClient

from atout.duplicate.rounding import round_half_up
from tests.club.conftest import create_session, post, table_codes

SEASON = "Hiver 2026"
#: The round outcomes of each session, and its players by pair.
SESSIONS = (
    (
        "WWW",
        {
            1: ("Anne Martin", "Bruno Petit"),
            2: ("Chloé Dubois", "Denis Roux"),
            3: ("Émile Faure", "Fanny Brønn"),
            4: ("Gaël Lefèvre", "Hélène Ødegård"),
        },
    ),
    (
        "LTW",
        {
            1: ("Anne Martin", "Bruno Petit"),
            2: ("Chloé Dubois", "Émile Faure"),
            3: ("Denis Roux", "Fanny Brønn"),
            4: ("Gaël Lefèvre", "Hélène Ødegård"),
        },
    ),
    (
        "TLL",
        {
            1: ("Anne Martin", "Chloé Dubois"),
            2: ("Bruno Petit", "Denis Roux"),
            3: ("Gaël Lefèvre", "Hélène Ødegård"),
            4: ("Ivan Ångström", "Fanny Brønn"),
        },
    ),
)
THIRD, TWO_THIRDS, SIXTH, FIVE_SIXTHS = (
    Fraction(100 * n, d) for n, d in ((1, 3), (2, 3), (1, 6), (5, 6))
)

#: Each player's percentage in sessions 1, 2, 3 (None: absent), from the table above.
PLAYERS = {
    "Anne Martin": (THIRD, Fraction(50), Fraction(50)),
    "Bruno Petit": (THIRD, Fraction(50), SIXTH),
    "Chloé Dubois": (TWO_THIRDS, FIVE_SIXTHS, Fraction(50)),
    "Denis Roux": (TWO_THIRDS, SIXTH, SIXTH),
    "Émile Faure": (THIRD, FIVE_SIXTHS, None),
    "Fanny Brønn": (THIRD, SIXTH, Fraction(50)),
    "Gaël Lefèvre": (TWO_THIRDS, Fraction(50), FIVE_SIXTHS),
    "Hélène Ødegård": (TWO_THIRDS, Fraction(50), FIVE_SIXTHS),
    "Ivan Ångström": (None, None, Fraction(50)),
}
#: The sums: Chloé, Gaël and Hélène 200 (first, shared), Anne 133.33, Émile 116.67,
#: Bruno, Denis and Fanny 100 (sixth, shared), Ivan 50. Equal points: register order.
BY_SUM = (
    ("1=", "Chloé Dubois", "200.00"),
    ("1=", "Gaël Lefèvre", "200.00"),
    ("1=", "Hélène Ødegård", "200.00"),
    ("4", "Anne Martin", "133.33"),
    ("5", "Émile Faure", "116.67"),
    ("6=", "Bruno Petit", "100.00"),
    ("6=", "Denis Roux", "100.00"),
    ("6=", "Fanny Brønn", "100.00"),
    ("9", "Ivan Ångström", "50.00"),
)
#: The best two sessions: Chloé, Gaël, Hélène 83.33 + 66.67 = 150; Émile 83.33 + 33.33;
#: Anne 50 + 50; Bruno 50 + 33.33, Denis 66.67 + 16.67, Fanny 50 + 33.33; Ivan 50.
BY_BEST_2 = (
    ("1=", "Chloé Dubois", "150.00"),
    ("1=", "Gaël Lefèvre", "150.00"),
    ("1=", "Hélène Ødegård", "150.00"),
    ("4", "Émile Faure", "116.67"),
    ("5", "Anne Martin", "100.00"),
    ("6=", "Bruno Petit", "83.33"),
    ("6=", "Denis Roux", "83.33"),
    ("6=", "Fanny Brønn", "83.33"),
    ("9", "Ivan Ångström", "50.00"),
)
#: Pairs (the same two players): Gaël–Hélène 66.67 + 50 + 83.33 = 200; Anne–Bruno
#: 33.33 + 50 and Chloé–Émile 83.33; Chloé–Denis 66.67; Anne–Chloé and Ivan–Fanny 50;
#: Émile–Fanny 33.33; Denis–Fanny and Bruno–Denis 16.67.
PAIRS_BY_SUM = (
    ("1", "Gaël Lefèvre – Hélène Ødegård", "200.00"),
    ("2=", "Anne Martin – Bruno Petit", "83.33"),
    ("2=", "Chloé Dubois – Émile Faure", "83.33"),
    ("4", "Chloé Dubois – Denis Roux", "66.67"),
    ("5=", "Anne Martin – Chloé Dubois", "50.00"),
    ("5=", "Fanny Brønn – Ivan Ångström", "50.00"),
    ("7", "Émile Faure – Fanny Brønn", "33.33"),
    ("8=", "Bruno Petit – Denis Roux", "16.67"),
    ("8=", "Denis Roux – Fanny Brønn", "16.67"),
)


def _figure(value: Fraction) -> str:
    return str(round_half_up(value, 2))


def test_the_hand_computation_adds_up() -> None:
    """The tables above agree with each other (sums and best two, from each percentage)."""
    sums = {
        name: sum((p for p in found if p is not None), Fraction(0))
        for name, found in PLAYERS.items()
    }
    assert {name: _figure(points) for name, points in sums.items()} == {
        name: points for _, name, points in BY_SUM
    }
    best = {
        name: sum(sorted((p for p in found if p is not None), reverse=True)[:2], Fraction(0))
        for name, found in PLAYERS.items()
    }
    assert {name: _figure(points) for name, points in best.items()} == {
        name: points for _, name, points in BY_BEST_2
    }


def _play(client: TestClient, outcomes: str, players: dict[int, tuple[str, str]]) -> int:
    session_id = create_session(client, pairs=4, boards_per_round="1", season=SEASON)
    names = {
        f"player_{p}_{i + 1}": name for p, two in players.items() for i, name in enumerate(two)
    }
    post(client, f"/director/sessions/{session_id}/players", names)
    codes = table_codes(client, session_id)
    for round_, outcome in enumerate(outcomes, 1):
        tricks = {"W": (9, 8), "L": (8, 9), "T": (9, 9)}[outcome]
        for table in (1, 2):
            where = {"table": str(table), "round": str(round_), "board": str(round_)}
            result = {"level": "3", "strain": "NT", "doubling": "", "declarer": "N"}
            form = {**where, "base_version": "0", **result, "tricks": str(tricks[table - 1])}
            assert post(client, f"/t/{codes[table]}/results", form).status_code == 303  # type: ignore[attr-defined]
            post(client, f"/t/{codes[table]}/confirm", {**where, "base_version": "1"})
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    return session_id


def _shown(client: TestClient, query: str) -> tuple[list[tuple[str, str, str]], list[list[str]]]:
    """The page's lines (place, name, points) and the CSV's rows (header first)."""
    page = client.get(f"/club/seasons/{SEASON}?{query}&format=json").json()
    lines = [(row["place"], row["name"], row["points"]) for row in page["rows"]]
    html = client.get(f"/club/seasons/{SEASON}?{query}").text
    for _, name, points in lines:
        assert f'data-name="{name}"' in html and f'data-points="{points}"' in html
    text = client.get(f"/club/seasons/{SEASON}?{query}&format=csv").text
    assert text.startswith("\ufeff")  # UTF-8 with a byte-order mark
    return lines, list(csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=";"))


def test_a_season_of_three_sessions(client: TestClient) -> None:
    ids = [_play(client, outcomes, players) for outcomes, players in SESSIONS]
    # The sessions' own percentages are those worked out above.
    first = client.get(f"/s/{ids[0]}?format=json").json()["fields"][0][1]
    assert {line["pair"]: line["percent"] for line in first} == {
        1: "33.33",
        2: "66.67",
        3: "33.33",
        4: "66.67",
    }
    lines, rows = _shown(client, "mode=sum")
    assert lines == list(BY_SUM)
    assert rows[0] == [
        "Rang",
        "Joueur",
        "Points",
        "Mardi",
        "Mardi",
        "Mardi",
        "Séances jouées",
        "Séances non comptées",
    ]
    emile = next(row for row in rows if row[1] == "Émile Faure")
    assert emile == ["5", "Émile Faure", "116,67", "33,33", "83,33", "", "2", ""]
    assert [(row[0], row[1], row[2].replace(",", ".")) for row in rows[1:]] == list(BY_SUM)
    lines, rows = _shown(client, "mode=best&best=2")
    assert lines == list(BY_BEST_2)
    denis = next(row for row in rows if row[1] == "Denis Roux")
    assert denis == [
        "6=",
        "Denis Roux",
        "83,33",
        "66,67",
        "16,67",
        "16,67",
        "3",
        "3",
    ]  # the third session is not counted
    lines, rows = _shown(client, "who=pairs&mode=sum")
    assert lines == list(PAIRS_BY_SUM)
    assert [(row[0], row[1], row[2].replace(",", ".")) for row in rows[1:]] == list(PAIRS_BY_SUM)
    # A player's page: his sessions, latest first, with his partner.
    register = client.get("/director/players").text
    ivan = register.split("Ivan Ångström")[0].rsplit('href="/club/players/', 1)[1].split('"')[0]
    page = client.get(f"/club/players/{ivan}?format=json").json()
    assert [(line["partner"], line["percent"]) for line in page["lines"]] == [
        ("Fanny Brønn", "50.00")
    ]


#: An individual of the season's eight first players (player n the n-th name), one board
#: played: board 1 (none vulnerable) at both tables of round 1, 3NT= by North at table 1
#: (N 8, E 1, S 2, W 4) against 3NT−1 by North at table 2 (N 3, E 6, S 5, W 7). The top is
#: 2: N-S 8 and 2 and E-W 6 and 7 score 100 %, the other four players 0 %.
INDIVIDUAL = (
    "Anne Martin",
    "Bruno Petit",
    "Chloé Dubois",
    "Denis Roux",
    "Émile Faure",
    "Fanny Brønn",
    "Gaël Lefèvre",
    "Hélène Ødegård",
)
#: The first session (WWW) and the individual summed: Gaël and Hélène 66.67 + 100, Bruno
#: and Fanny 33.33 + 100, Chloé and Denis 66.67 + 0, Anne and Émile 33.33 + 0.
WITH_INDIVIDUAL = (
    ("1=", "Gaël Lefèvre", "166.67"),
    ("1=", "Hélène Ødegård", "166.67"),
    ("3=", "Bruno Petit", "133.33"),
    ("3=", "Fanny Brønn", "133.33"),
    ("5=", "Chloé Dubois", "66.67"),
    ("5=", "Denis Roux", "66.67"),
    ("7=", "Anne Martin", "33.33"),
    ("7=", "Émile Faure", "33.33"),
)


def test_an_individual_counts_in_the_players_season(client: TestClient) -> None:
    outcomes, players = SESSIONS[0]
    _play(client, outcomes, players)
    data = {
        "title": "Individuel",
        "players": "\n".join(INDIVIDUAL),
        "boards_per_round": "1",
        "season": SEASON,
    }
    response = post(client, "/director/individuals", data)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    codes = table_codes(client, session_id)
    entered = {"round": "1", "board": "1", "level": "3", "strain": "NT", "doubling": ""}
    for table, result in ((1, "="), (2, "-1")):
        post(client, f"/t/{codes[table]}/results", {**entered, "declarer": "N", "result": result})
        post(
            client, f"/t/{codes[table]}/confirm", {"round": "1", "board": "1", "base_version": "1"}
        )
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    lines, rows = _shown(client, "mode=sum")
    assert lines == list(WITH_INDIVIDUAL)
    assert rows[0][3:5] == ["Mardi", "Individuel"]
    bruno = next(row for row in rows if row[1] == "Bruno Petit")
    assert bruno == ["3=", "Bruno Petit", "133,33", "33,33", "100,00", "2", ""]
    # The pairs' season: the individual has no pairs, the first session's four pairs only.
    lines, _ = _shown(client, "who=pairs&mode=sum")
    assert [points for _, _, points in lines] == ["66.67", "66.67", "33.33", "33.33"]

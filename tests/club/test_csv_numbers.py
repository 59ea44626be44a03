"""Every CSV file atout writes follows one rule (docs/club.md, "The CSV files"): UTF-8 with a
byte-order mark, ``;`` between fields, numbers in plain digits with ``-`` before a negative
and a decimal comma, whatever the page's language.

Each file is read back with the ``csv`` module and every cell of its number columns parsed
by that rule alone: the bridge ranking (served and in the published site), the club
season, a tarot evening's ranking and the tarot season, in French and in English.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from decimal import Decimal

from fastapi.testclient import TestClient

from atout.web.templating import LANGUAGE_COOKIE
from tests.club.conftest import client, create_session, play_everything, post  # noqa: F401
from tests.tarot_club.conftest import confirmed_garde, create_evening

#: A number as the rule writes it: plain digits, ``-`` before a negative, a decimal comma.
NUMBER = re.compile(r"-?\d+(?:,\d+)?")
SEASON = "Hiver"


def _read(data: bytes) -> list[list[str]]:
    """A CSV file's rows, after checking its byte-order mark."""
    assert data.startswith("\ufeff".encode()), data[:10]
    text = data.decode("utf-8").removeprefix("\ufeff")
    assert "\r\n" in text
    return list(csv.reader(io.StringIO(text), delimiter=";"))


def _number(text: str) -> Decimal:
    assert NUMBER.fullmatch(text), f"{text!r} is not written by the CSV rule"
    return Decimal(text.replace(",", "."))


def _columns(rows: list[list[str]], columns: range | list[int]) -> list[list[Decimal | None]]:
    """The number columns of ``rows`` parsed (an empty cell: ``None``)."""
    return [[None if row[c] == "" else _number(row[c]) for c in columns] for row in rows]


def _get(test_client: TestClient, path: str, language: str) -> bytes:
    test_client.cookies.set(LANGUAGE_COOKIE, language)
    response = test_client.get(path)
    assert response.status_code == 200, (path, response.text)
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    return response.content


def _bridge(test_client: TestClient) -> dict[str, bytes]:
    """A closed 8-pair Mitchell of the season: its ranking, the season, the published one."""
    session_id = create_session(test_client, pairs=8, suggestion=1, season=SEASON)
    names = {f"player_{p}_{s}": f"Joueur {p}{'ab'[s - 1]}" for p in range(1, 9) for s in (1, 2)}
    post(test_client, f"/director/sessions/{session_id}/players", names)
    play_everything(test_client, session_id)
    closing = {"status": "closed", "confirm": "yes"}
    post(test_client, f"/director/sessions/{session_id}/status", closing)
    files = {}
    for language in ("fr", "en"):
        files[f"ranking {language}"] = _get(test_client, f"/s/{session_id}/ranking.csv", language)
        season = f"/club/seasons/{SEASON}?mode=sum&format=csv"
        files[f"season {language}"] = _get(test_client, season, language)
        site = test_client.get(f"/director/sessions/{session_id}/site.zip").content
        files[f"site {language}"] = zipfile.ZipFile(io.BytesIO(site)).read("ranking.csv")
    return files


def test_the_bridge_csv_files(client: TestClient) -> None:  # noqa: F811
    files = _bridge(client)
    for name in ("ranking", "site"):
        rows = [_read(files[f"{name} {language}"]) for language in ("fr", "en")]
        # Direction, rank, pair, names, %, MP, boards: the pair, %, MP and boards are numbers.
        numbers = [_columns(r[3:], [2, 4, 5, 6]) for r in rows]
        assert numbers[0] == numbers[1]  # the same figures in either language
        for side in {row[0] for row in rows[0][3:]}:  # a Mitchell: N-S and E-W apart
            percents = [n[1] for n, row in zip(numbers[0], rows[0][3:], strict=True)
                        if row[0] == side]  # fmt: skip
            assert len(percents) == 4
            # A field's percentages average 50 (each board's top shared), to the rounding.
            assert abs(sum(p for p in percents if p is not None) - 200) <= Decimal("0.02")
            assert all(p is not None and p == p.quantize(Decimal("0.01")) for p in percents)
    fr, en = (_read(files[f"season {language}"]) for language in ("fr", "en"))
    assert fr[0][:3] == ["Rang", "Joueur", "Points"] and en[0][:3] == ["Rank", "Player", "Points"]
    # Rank, player, points, the session's percentage, sessions played.
    numbers = _columns(fr[1:], [2, 3, 4])
    assert numbers == _columns(en[1:], [2, 3, 4]) and len(numbers) == 16
    assert all(points == percent and played == 1 for points, percent, played in numbers)


def test_the_tarot_csv_files(client: TestClient) -> None:  # noqa: F811
    tournament = create_evening(client, players=8, season=SEASON)
    _table, players, _code = confirmed_garde(client, tournament)
    languages = ("fr", "en")
    rankings = [_read(_get(client, f"/tarot/{tournament}/ranking.csv", x)) for x in languages]
    seasons = [_read(_get(client, f"/tarot/seasons/{SEASON}?format=csv", x)) for x in languages]
    # Rank, number, player, total, each round, deals: the number, total, rounds and deals.
    ranking = _columns(rankings[0][1:], [1, 3, 4, 5, 6, 7])
    assert ranking == _columns(rankings[1][1:], [1, 3, 4, 5, 6, 7]) and len(ranking) == 8
    totals = {int(line[0]): line[1] for line in ranking}  # type: ignore[arg-type]
    assert totals[players[0]] == 162
    assert [totals[p] for p in players[1:]] == [-54, -54, -54]
    assert sum(t for t in totals.values() if t is not None) == 0
    # Rank, player, points, the evening's total.
    season = _columns(seasons[0][1:], [2, 3])
    assert season == _columns(seasons[1][1:], [2, 3])
    assert sorted(points for points, _ in season) == sorted(totals.values())  # type: ignore[type-var]

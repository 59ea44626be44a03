"""A Swiss teams event in the room (issue 25), in process: created from the director's team
form, seated round by round as the results come in, re-paired, joined late, left."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from fastapi.testclient import TestClient
from lxml import etree

from atout.formats import pbn
from tests.club.conftest import post, table_codes
from tests.formats.test_usebio import DTD
from tests.web.conftest import ROOT

TEAMS = "\n".join(f"Équipe {k}" for k in range(1, 8))


def _create(client: TestClient, **extra: str) -> int:
    data = {
        "title": "Suisse du jeudi",
        "teams": TEAMS,
        "boards_per_round": "1",
        "swiss": "on",
        "rounds": "3",
        "scale": "wbf2013",
        **extra,
    }
    response = post(client, "/director/teams", data)
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    return session_id


def _enter(client: TestClient, code: str, round_: int, table: int, board: int, tricks: int) -> None:
    where = {"table": str(table), "round": str(round_), "board": str(board)}
    form = {**where, "base_version": "0", "level": "3", "strain": "NT", "doubling": ""}
    response = post(client, f"/t/{code}/results", form | {"declarer": "S", "tricks": str(tricks)})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert response.status_code == 303  # type: ignore[attr-defined]


def _play_round(client: TestClient, session_id: int, round_: int, skip: int = 0) -> None:
    codes = table_codes(client, session_id)
    page = client.get(f"/s/{session_id}/swiss?format=json&round={round_}").json()
    (shown,) = [r for r in page["rounds"] if r["number"] == round_]
    for m in shown["tables"][skip:]:
        _enter(client, codes[m["open_table"]], round_, m["open_table"], round_, 9 + m["match"] % 3)
        _enter(client, codes[m["closed_table"]], round_, m["closed_table"], round_, 9)


def test_rounds_are_seated_as_results_come_in(client: TestClient) -> None:
    session_id = _create(client)
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert [r["number"] for r in page["rounds"]] == [1]
    (first,) = page["rounds"]
    assert [(t["home"], t["away"]) for t in first["tables"]] == [
        ("Équipe 1", "Équipe 2"),
        ("Équipe 3", "Équipe 4"),
        ("Équipe 5", "Équipe 6"),
    ]
    assert first["bye"] == "Équipe 7"
    codes = ["few-teams", "few-rounds"]
    assert [w["code"] for w in page["warnings"]] == [f"swiss.{c}" for c in codes]
    codes = table_codes(client, session_id)
    _enter(client, codes[1], 1, 1, 1, 9)
    _enter(client, codes[2], 1, 2, 1, 10)
    # table 1's match is over, the others' not: round 2 waits for the whole ranking
    waiting = client.get(f"/t/{codes[1]}?round=1").text
    assert "Le tour 2 est tiré du classement dès que tous les résultats" in waiting
    assert 'id="waiting"' in waiting and 'id="swiss-next"' not in waiting
    _play_round(client, session_id, 1, skip=1)
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert [r["number"] for r in page["rounds"]] == [1, 2]
    moved = client.get(f"/t/{codes[1]}?round=1").text
    assert 'id="swiss-next"' in moved and "Passer au tour 2" in moved
    assert page["rankings"][0]["after"] == 1
    html = client.get(f"/s/{session_id}/swiss").text
    assert "Classement après le tour 1" in html
    matches = client.get(f"/s/{session_id}").text  # the matches, not a round robin's ranking
    assert f'href="/s/{session_id}/swiss"' in matches and "round-robin" not in matches


def test_delay_seats_two_rounds_at_the_start(client: TestClient) -> None:
    session_id = _create(client, delay="on")
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert [r["number"] for r in page["rounds"]] == [1, 2]
    second = page["rounds"][1]
    pairs = {frozenset((t["home"], t["away"])) for t in second["tables"]}
    met = {frozenset((t["home"], t["away"])) for t in page["rounds"][0]["tables"]}
    assert not pairs & met and second["bye"] != page["rounds"][0]["bye"]


def test_director_repairs_adds_and_withdraws(client: TestClient) -> None:
    session_id = _create(client)
    director = f"/director/sessions/{session_id}/swiss"
    assert f'href="{director}"' in client.get(f"/director/sessions/{session_id}").text
    assert client.get(director).status_code == 200
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    assert cards.count('class="table-card"') == 6 and "Équipe 5" in cards
    assert "Puis E-O vont" not in cards and "relais avec" not in cards  # drawn, not moved
    response = post(client, f"{director}/teams", {"name": "Retardataires"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert len(table_codes(client, session_id)) == 8
    response = post(client, f"{director}/repair", {"round": "1"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert page["rounds"][0]["bye"] == "" and len(page["rounds"][0]["tables"]) == 4
    response = post(client, f"{director}/withdraw", {"team": "8"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert page["rounds"][0]["bye"] == "Équipe 7"
    _play_round(client, session_id, 1)
    response = post(client, f"{director}/repair", {"round": "1"})
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "le tour 1 a commencé" in response.text  # type: ignore[attr-defined]
    response = post(client, f"{director}/withdraw", {"team": "8"})
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "l’équipe 8 ne joue pas dans cette épreuve" in response.text  # type: ignore[attr-defined]
    client.cookies.set("atout_lang", "en")
    response = post(client, f"{director}/repair", {"round": "1"})
    assert "round 1 has started: its results stand" in response.text  # type: ignore[attr-defined]
    response = post(client, f"{director}/teams", {"name": "Équipe 3"})
    assert "give the new team a name no other team has" in response.text  # type: ignore[attr-defined]


def test_the_pbn_export_is_read_back_by_rescore_check(client: TestClient, tmp_path: Path) -> None:
    session_id = _create(client, scale="int20-3")
    for round_ in (1, 2, 3):
        _play_round(client, session_id, round_)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    response = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert response.status_code == 200
    exported = pbn.loads(response.content, strict=True)
    matches = exported.games[0].table("MatchTable")
    assert matches is not None and len(matches.rows) == 3 * 3 + 3  # 3 matches and a bye a round
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    (last,) = [r for r in page["rankings"] if r["after"] == 3]
    totals = exported.games[0].total_score_table
    assert totals is not None
    assert [(row[0], row[4], row[5]) for row in totals.rows] == [
        (x["place"], x["points"], x["team"]) for x in last["lines"]
    ]
    path = tmp_path / "swiss.pbn"
    path.write_bytes(response.content)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-m", "atout", "bridge", "rescore", str(path), "--check"]
    checked = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "12 matches checked, VPs: integer 20-VP scale for 3-board matches" in checked.stdout
    assert "18 scores on 3 boards and 7 final results agree with the file" in checked.stdout


def test_the_usebio_export_is_read_back_as_matches(client: TestClient, tmp_path: Path) -> None:
    # The Swiss's PBN converted by `atout convert --to usebio`: its matches written as the
    # EBU's TeamsScorer writes a teams event (MATCH elements, each board's IMPs, VPs as the
    # match's scores), each round's bye a match of the team alone with its 12 VPs.
    session_id = _create(client, scale="int20-3")
    for round_ in (1, 2, 3):
        _play_round(client, session_id, round_)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    path = tmp_path / "swiss.pbn"
    path.write_bytes(client.get(f"/director/sessions/{session_id}/export.pbn").content)
    xml = tmp_path / "swiss.xml"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    atout = [sys.executable, "-m", "atout", "--lang", "en"]
    convert = [*atout, "convert", str(path), "--to", "usebio", "-o", str(xml)]
    made = subprocess.run(convert, env=env, capture_output=True, text=True, check=False)
    assert made.returncode == 0, made.stdout + made.stderr
    root = etree.fromstring(xml.read_bytes())
    assert DTD.validate(root), DTD.error_log.filter_from_errors()
    assert root.findtext("EVENT/MATCH_SCORING_METHOD") == "VPS"
    matches = root.findall("EVENT/SESSION/MATCH")
    byes = [m for m in matches if m.find("OPPOSING_TEAM") is None]
    assert (len(matches), len(byes)) == (12, 3)
    assert [(m.findtext("ROUND_NUMBER"), m.findtext("TEAM_SCORE")) for m in byes] == [
        ("1", "12.00"),
        ("2", "12.00"),
        ("3", "12.00"),
    ]
    assert all(not m.findall("BOARD") for m in byes)
    # Every match of the PBN's MatchTable, and its bye, is a USEBIO match of the same round.
    table = pbn.loads(path.read_bytes()).games[0].table("MatchTable")
    assert table is not None
    published = [
        (r["Round"], r["HomeId"], r["AwayId"] or "", r["VP_Home"]) for r in table.records()
    ]
    written = [
        tuple(m.findtext(n) or "" for n in ("ROUND_NUMBER", "TEAM", "OPPOSING_TEAM", "TEAM_SCORE"))
        for m in matches
    ]
    assert written == published
    rescore = [*atout, "bridge", "rescore", str(xml), "--check"]
    checked = subprocess.run(rescore, env=env, capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "12 matches checked, VPs: integer 20-VP scale for 3-board matches" in checked.stdout
    assert "scored at IMP teams: 18 scores on 3 boards and 7 final results agree" in checked.stdout


def test_a_first_round_fixed_by_the_director(client: TestClient) -> None:
    session_id = _create(client, first_tables="7-1\n2 – 6\n3-5")
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    (first,) = page["rounds"]
    assert [(t["home"], t["away"]) for t in first["tables"]] == [
        ("Équipe 7", "Équipe 1"),
        ("Équipe 2", "Équipe 6"),
        ("Équipe 3", "Équipe 5"),
    ]
    assert first["bye"] == "Équipe 4"
    data = {"title": "T", "teams": TEAMS, "boards_per_round": "1", "swiss": "on", "rounds": "3"}
    refused = post(client, "/director/teams", {**data, "first_tables": "1-9"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "Tables du tour 1" in refused.text  # type: ignore[attr-defined]
    twice = post(client, "/director/teams", {**data, "first_tables": "1-2\n1-3"})
    assert twice.status_code == 422  # type: ignore[attr-defined]
    assert "les tables doivent placer chaque participant une fois" in twice.text  # type: ignore[attr-defined]

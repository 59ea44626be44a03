"""The director's rulings through the web: a weighted score, a split score, a penalty and a
handicap, each checked by the server; a refused form stores nothing."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from fastapi.testclient import TestClient

from atout.bridge.seats import Side
from atout.duplicate.rounding import hundredths
from atout.services.club.scores import Scored, score
from atout.store.club import rulings as stored_rulings
from tests.club.conftest import (
    create_session,
    play_everything,
    post,
    session_plan,
    table_codes,
)


def _scored(client: TestClient, session_id: int) -> Scored:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return score(session, session_id)


def _weighted_form(**extra: str) -> dict[str, str]:
    # 60 % of 4♠= by North and 40 % of 4♠−1 by North.
    first = {"weight": "60", "level": "4", "strain": "S", "declarer": "N", "tricks": "10"}
    second = {"weight": "40", "level": "4", "strain": "S", "declarer": "N", "tricks": "9"}
    form = {f"ns_1_{k}": v for k, v in first.items()} | {f"ns_2_{k}": v for k, v in second.items()}
    return form | extra


def _beats(mine: int, other: int, north: bool) -> Fraction:
    """2 for a beaten score, 1 for a tie (RULES §6), from N-S's or E-W's side."""
    if mine == other:
        return Fraction(1)
    return Fraction(2) if (mine > other) == north else Fraction(0)


def test_a_weighted_score_is_matchpointed_outcome_by_outcome(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    plan = session_plan(client, session_id)
    sitting = plan.sitting(1, 1)  # type: ignore[attr-defined]
    board = sitting.boards[0]
    path = f"/director/sessions/{session_id}/results/1/1/{board}/assigned"
    assert client.get(path).status_code == 200
    assert post(client, path, _weighted_form()).status_code == 303  # type: ignore[attr-defined]
    scored = _scored(client, session_id)
    item = scored.event.travellers[board]
    vulnerability = item.board.vulnerability
    # 4♠= by North: 420 not vulnerable, 620 vulnerable; 4♠−1: −50 or −100 (RULES §2).
    made = 620 if vulnerability.is_vulnerable(Side.NS) else 420
    others = [
        line.entry for e, line in zip(item.entries, item.scored.lines, strict=True) if e.table != 1
    ]
    assert all(isinstance(o, int) for o in others)
    # The weighted line: 0.6 × (its 4♠= against the others) + 0.4 × (its 4♠−1 against them).
    down = -50 if made == 420 else -100
    wanted = sum(
        (Fraction(3, 5) * _beats(made, o, True) + Fraction(2, 5) * _beats(down, o, True))  # type: ignore[arg-type]
        for o in others
    )
    line = next(
        line for e, line in zip(item.entries, item.scored.lines, strict=True) if e.table == 1
    )
    assert line.ns_mp == wanted
    assert line.ew_mp == line.top - wanted
    traveller = client.get(f"/s/{session_id}/boards/{board}").text
    assert "60\u202f% 4♠= N, 40\u202f% 4♠−1 N" in traveller
    # The PBN file keeps the director's matchpoints (PBN 2.1 has no weighted notation).
    exported = client.get(f"/director/sessions/{session_id}/export.pbn?provisional=1")
    assert exported.status_code == 200


def test_a_split_score_and_a_refused_weighting(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    path = f"/director/sessions/{session_id}/results/1/1/{board}/assigned"
    # 60 % + 30 %: refused by the server, nothing stored.
    refused = post(client, path, _weighted_form(ns_2_weight="30"))
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "90" in refused.text  # type: ignore[attr-defined]
    assert _scored(client, session_id).rulings.assigned == {}
    # A board table 1 does not play in round 1: refused, nothing stored.
    elsewhere = f"/director/sessions/{session_id}/results/1/1/{board + 50}/assigned"
    assert post(client, elsewhere, _weighted_form()).status_code == 422  # type: ignore[attr-defined]
    assert _scored(client, session_id).rulings.assigned == {}
    # Split: N-S 4♠−1 N, E-W 4♠= N.
    split = {"ns_1_weight": "100", "ns_1_level": "4", "ns_1_strain": "S", "ns_1_declarer": "N"}
    split |= {"ns_1_tricks": "9", "split": "on", "ew_1_weight": "100", "ew_1_level": "4"}
    split |= {"ew_1_strain": "S", "ew_1_declarer": "N", "ew_1_tricks": "10"}
    assert post(client, path, split).status_code == 303  # type: ignore[attr-defined]
    scored = _scored(client, session_id)
    assert str(next(iter(scored.rulings.assigned.values()))) == "4S-1 N | 4S= N"
    item = scored.event.travellers[board]
    line = next(
        line for e, line in zip(item.entries, item.scored.lines, strict=True) if e.table == 1
    )
    others = [
        ln.entry for e, ln in zip(item.entries, item.scored.lines, strict=True) if e.table != 1
    ]
    vul = item.board.vulnerability.is_vulnerable(Side.NS)
    down, made = (-100, 620) if vul else (-50, 420)
    assert line.ns_mp == sum(_beats(down, o, True) for o in others)  # type: ignore[arg-type]
    assert line.ew_mp == sum(_beats(made, o, False) for o in others)  # type: ignore[arg-type]
    # Withdrawn: the table's own result counts again.
    assert post(client, path, {"withdraw": "yes"}).status_code == 303  # type: ignore[attr-defined]
    assert _scored(client, session_id).rulings.assigned == {}


def test_a_quarter_top_penalty_comes_off_the_ranking(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    path = f"/director/sessions/{session_id}/penalties"
    before = _scored(client, session_id)
    plain = {s.pair: s for s in before.event.scores()}
    # No pair 40 in a 6-pair session, and IMPs do not fit a pairs session: nothing stored.
    assert post(client, path, {"competitor": "40", "amount": "25"}).status_code == 422  # type: ignore[attr-defined]
    assert post(client, path, {"competitor": "3", "unit": "imps"}).status_code == 422  # type: ignore[attr-defined]
    assert post(client, path, {"competitor": "3", "amount": "0"}).status_code == 422  # type: ignore[attr-defined]
    assert _scored(client, session_id).rulings.penalties == ()
    # The EBU's standard 25 % of a top, by default: 25 percentage points over the pair's boards.
    assert post(client, path, {"competitor": "3", "reason": "slow play"}).status_code == 303  # type: ignore[attr-defined]
    ranking = client.get(f"/s/{session_id}").text
    lowered = plain[3].percent - Fraction(25, plain[3].boards)
    shown = hundredths(lowered).replace(".", ",")
    assert shown in ranking
    assert f";3;;{shown};" in client.get(f"/s/{session_id}/ranking.csv").text
    assert "slow play" in client.get(path).text
    assert "−25,00\u202f% d’un top" in client.get(f"/s/{session_id}/pairs/3").text


def test_handicaps_are_checked_and_rank_the_pairs(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    names = {"player_1_1": "Anne Martin", "player_1_2": "Paul Roy"}
    post(client, f"/director/sessions/{session_id}/players", names)
    play_everything(client, session_id)
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        pair = _scored(client, session_id).record.pairs[1]
        first = pair.players[0].id
        second = pair.players[1].id
        assert stored_rulings.player_owner(session, first) >= 1
    refused = post(client, f"/director/players/{first}/handicap", {"handicap": "75"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert (
        post(client, f"/director/players/{first}/handicap", {"handicap": "abc"}).status_code == 422
    )  # type: ignore[attr-defined]
    assert _scored(client, session_id).record.pairs[1].players[0].handicap is None
    assert (
        post(client, f"/director/players/{first}/handicap", {"handicap": "−5"}).status_code == 303
    )  # type: ignore[attr-defined]
    assert (
        post(client, f"/director/players/{second}/handicap", {"handicap": "-3"}).status_code == 303
    )  # type: ignore[attr-defined]
    plain = {s.pair: s.percent for s in _scored(client, session_id).event.scores()}
    summed = client.get(f"/s/{session_id}/handicapped?method=sum&format=json").json()
    averaged = client.get(f"/s/{session_id}/handicapped?method=average&format=json").json()
    lines = {int(line["pair"]): line for _, rows in summed["fields"] for line in rows}
    assert lines[1]["handicap"] == "-8.00"  # −5 + −3
    assert lines[1]["handicapped"] == hundredths(plain[1] - 8)
    lines = {int(line["pair"]): line for _, rows in averaged["fields"] for line in rows}
    assert lines[1]["handicap"] == "-4.00"  # (−5 + −3) / 2
    assert lines[1]["handicapped"] == hundredths(plain[1] - 4)
    assert "Handicap" in client.get(f"/s/{session_id}/handicapped").text


def test_a_team_penalty_in_vps_comes_off_the_round_robin(client: TestClient) -> None:
    from tests.club.test_teams import BOARDS, _create, _enter

    session_id = _create(client, "Lyon\nNice", 3)
    codes = table_codes(client, session_id)
    for board, open_room, closed_room in BOARDS:
        _enter(client, codes[1], 1, board, open_room)
        _enter(client, codes[2], 2, board, closed_room)
    before = {s["team"]: s for s in client.get(f"/s/{session_id}?format=json").json()["standings"]}
    path = f"/director/sessions/{session_id}/penalties"
    # A share of a top does not fit a team session: refused, nothing stored.
    assert post(client, path, {"competitor": "2", "unit": "top"}).status_code == 422  # type: ignore[attr-defined]
    assert _scored(client, session_id).rulings.penalties == ()
    form = {"competitor": "2", "amount": "3", "unit": "vps", "reason": "late"}
    assert post(client, path, form).status_code == 303  # type: ignore[attr-defined]
    after = {s["team"]: s for s in client.get(f"/s/{session_id}?format=json").json()["standings"]}
    # Team 2 (Nice) loses 3 VPs off its total; Lyon keeps its own.
    assert Decimal(after["Nice"]["vp"]) == Decimal(before["Nice"]["vp"]) - 3
    assert after["Lyon"]["vp"] == before["Lyon"]["vp"]
    assert after["Nice"]["penalty"] == "−3.00 VP"


def test_a_deleted_session_takes_its_rulings_with_it(client: TestClient) -> None:
    import sqlite3

    session_id = create_session(client, pairs=6, boards_per_round="2")
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    path = f"/director/sessions/{session_id}/results/1/1/{board}/assigned"
    assert post(client, path, _weighted_form()).status_code == 303  # type: ignore[attr-defined]
    penalty = {"competitor": "2", "reason": "late"}
    assert post(client, f"/director/sessions/{session_id}/penalties", penalty).status_code == 303  # type: ignore[attr-defined]
    response = post(client, f"/director/sessions/{session_id}/delete", {"title": "Mardi"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    url = str(client.app.state.database.engine.url)  # type: ignore[attr-defined]
    with sqlite3.connect(url.removeprefix("sqlite:///")) as connection:
        for table in ("club_assigned_outcome", "club_penalty"):
            assert connection.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,)

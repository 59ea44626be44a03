"""A table enters its result as players say it (``=``, ``+1``, ``−2``), its lead checked against
the deal; *Rectifier* starts from the result entered; no form before the session starts; what
was typed is kept on every refusal (issue 22)."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from atout.bridge.cards import Card, Rank, Suit
from atout.bridge.notation import notation
from atout.bridge.seats import Seat
from atout.store.club import repo as club_repo
from atout.store.club.records import ResultKey
from tests.club.conftest import create_session, post, session_plan, table_codes
from tests.tarot_club.conftest import create_evening
from tests.tarot_club.conftest import table_codes as tarot_codes

#: The aces, one of which West does not hold (a hand has 13 cards of 52).
ACES = tuple(Card(suit, Rank.ACE) for suit in (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS))


def _first_board(client: TestClient, session_id: int) -> tuple[str, dict[str, str]]:
    """The code of the table of the first sitting and the hidden fields of its first board."""
    sitting = session_plan(client, session_id).sittings[0]  # type: ignore[attr-defined]
    where = {"table": str(sitting.table), "round": str(sitting.round)}
    where |= {"board": str(sitting.boards[0]), "base_version": "0"}
    return table_codes(client, session_id)[sitting.table], where


def _stored(client: TestClient, session_id: int, where: dict[str, str]):  # type: ignore[no-untyped-def]
    database = client.app.state.database  # type: ignore[attr-defined]
    key = ResultKey(int(where["round"]), int(where["table"]), int(where["board"]))
    with database.transaction(write=False) as session:
        return club_repo.RESULTS.current(session, session_id, key)


def _hand(client: TestClient, session_id: int, board: int, seat: Seat) -> frozenset[Card]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return frozenset(club_repo.get_session(session, session_id).deals[board].hands[seat])


FOUR_HEARTS_DOUBLED = {"level": "4", "strain": "H", "doubling": "X", "declarer": "E"}


def test_4hx_minus_2_by_east_is_stored_as_8_tricks(client: TestClient) -> None:
    session_id = create_session(client)
    code, where = _first_board(client, session_id)
    page = html.unescape(
        client.get(f"/t/{code}?round={where['round']}&board={where['board']}").text
    )
    assert '<select name="result" id="result">' in page and 'name="tricks"' not in page
    assert '<option value="-2">−2</option>' in page  # French pages write the minus sign
    form = {**where, **FOUR_HEARTS_DOUBLED, "result": "\u22122", "lead": ""}
    assert post(client, f"/t/{code}/results", form).status_code == 303  # type: ignore[attr-defined]
    stored = _stored(client, session_id, where)
    assert stored.result.result.tricks == 8  # 4♥: 10 to make (Law 77), two down
    assert str(stored.result) == "4HX-2 E"


def test_the_api_takes_the_result_as_players_say_it(client: TestClient) -> None:
    session_id = create_session(client)
    code, where = _first_board(client, session_id)
    asked = {"round": int(where["round"]), "board": int(where["board"]), "contract": "4HX",
             "declarer": "E"}  # fmt: skip
    wrong = client.post(
        f"/api/club/tables/{code}/results", json={**asked, "result": "-2", "tricks": 9}
    )
    assert wrong.status_code == 422
    assert wrong.json()["codes"]["tricks"] == "result.tricks-disagree"
    answer = client.post(f"/api/club/tables/{code}/results", json={**asked, "result": "\u22122"})
    assert answer.status_code == 201, answer.text
    assert answer.json()["result"] == "4HX-2 E"
    assert _stored(client, session_id, where).result.result.tricks == 8


def test_the_tricks_when_the_director_chose_them(client: TestClient) -> None:
    session_id = create_session(client, result_entry="tricks")
    code, where = _first_board(client, session_id)
    page = client.get(f"/t/{code}?round={where['round']}&board={where['board']}").text
    assert '<select name="tricks" id="tricks">' in page and 'name="result"' not in page
    form = {**where, **FOUR_HEARTS_DOUBLED, "tricks": "8", "lead": ""}
    assert post(client, f"/t/{code}/results", form).status_code == 303  # type: ignore[attr-defined]
    assert str(_stored(client, session_id, where).result) == "4HX-2 E"


def test_a_lead_the_leader_does_not_hold_is_refused_naming_card_and_player(
    client: TestClient,
) -> None:
    session_id = create_session(client)
    code, where = _first_board(client, session_id)
    west = _hand(client, session_id, int(where["board"]), Seat.W)
    ace = next(card for card in ACES if card not in west)
    typed = f"{ace.suit.symbol}A"
    # South declares: West, on South's left, is on lead (Law 41A)
    form = {**where, "level": "3", "strain": "NT", "doubling": "", "declarer": "S",
            "result": "+1", "lead": typed}  # fmt: skip
    refused = post(client, f"/t/{code}/results", form)
    assert refused.status_code == 422  # type: ignore[attr-defined]
    text = html.unescape(refused.text)  # type: ignore[attr-defined]
    assert f"L’entame {typed} n’est pas dans la main d’Ouest" in text
    # what was typed is kept
    assert f'name="lead" id="lead" value="{typed}"' in text
    assert '<option value="+1" selected>' in text and '<option value="NT" selected>' in text
    assert _stored(client, session_id, where) is None
    client.get("/language/en?next=/")
    english = html.unescape(post(client, f"/t/{code}/results", form).text)  # type: ignore[attr-defined]
    assert f"The lead {typed} is not in West's hand" in english
    held = next(iter(west))
    fine = {**form, "lead": f"{held.suit.symbol}{held.rank.value}"}
    assert post(client, f"/t/{code}/results", fine).status_code == 303  # type: ignore[attr-defined]
    assert _stored(client, session_id, where).result.lead == held


def test_the_check_screen_shows_the_lead_and_rectifier_starts_from_the_result(
    client: TestClient,
) -> None:
    session_id = create_session(client)
    code, where = _first_board(client, session_id)
    south = _hand(client, session_id, int(where["board"]), Seat.S)  # East declares: South leads
    lead = min(south, key=str)
    french = notation("fr").card(lead)  # ♠R, ♥10: French ranks
    form = {**where, **FOUR_HEARTS_DOUBLED, "result": "-2", "lead": french}
    assert post(client, f"/t/{code}/results", form).status_code == 303  # type: ignore[attr-defined]
    board = f"/t/{code}?round={where['round']}&board={where['board']}"
    check = html.unescape(client.get(board).text)
    assert re.search(r'id="pending-result">4♥X−2 E<', re.sub(r"<span[^>]*>|</span>", "", check))
    plain = re.sub(r"<span[^>]*>|</span>", "", check)
    assert f'id="pending-lead">{french}<' in plain, plain[plain.find("pending-result") - 50 :][:400]
    fix = html.unescape(client.get(board + "&edit=1").text)
    for selected in ('value="4" selected', 'value="H" selected', 'value="X" selected',
                     'value="E" selected', 'value="-2" selected'):  # fmt: skip
        assert selected in fix, selected
    assert f'name="lead" id="lead" value="{french}"' in fix


def test_no_form_before_the_session_starts(client: TestClient) -> None:
    data = {"title": "Mardi", "pairs": "6", "suggestion": "0"}
    location = post(client, "/director/sessions", data).headers["location"]  # type: ignore[attr-defined]
    session_id = int(location.rsplit("/", 1)[1])
    code, where = _first_board(client, session_id)
    page = html.unescape(client.get(f"/t/{code}?round=1&board={where['board']}").text)
    assert 'id="result-form"' not in page and 'name="level"' not in page
    assert "L’arbitre n’a pas encore lancé la séance." in page
    assert f'data-watch="/s/{session_id}/standings"' in page
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    page = client.get(f"/t/{code}?round=1&board={where['board']}").text
    assert 'id="result-form"' in page and 'id="waiting"' not in page


def test_a_closed_session_refuses_and_keeps_what_was_typed(client: TestClient) -> None:
    session_id = create_session(client)
    code, where = _first_board(client, session_id)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    form = {**where, **FOUR_HEARTS_DOUBLED, "result": "-2", "lead": ""}
    refused = post(client, f"/t/{code}/results", form)
    assert refused.status_code == 403  # type: ignore[attr-defined]
    text = html.unescape(refused.text)  # type: ignore[attr-defined]
    assert 'id="refused"' in text and "elle ne prend pas de résultats" in text
    assert '<option value="-2" selected>' in text and '<option value="E" selected>' in text


def test_tarot_rectifier_starts_from_the_deal_entered(client: TestClient) -> None:
    tournament = create_evening(client)
    database = client.app.state.database  # type: ignore[attr-defined]
    from atout.store.tarot_club import repo as tarot_repo

    with database.transaction(write=False) as session:
        plan = tarot_repo.get_tournament(session, tournament).plan
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = tarot_codes(client, tournament)[four.number]
    post(client, f"/tt/{code}/me", {"player": str(four.players[0])})
    deal = {"round": "1", "table": str(four.number), "deal": "1", "base_version": "0",
            "contract": "garde", "taker": "2", "points": "43", "bouts": "2"}  # fmt: skip
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    fix = client.get(f"/tt/{code}?round=1&deal=1&edit=1").text
    for selected in ('value="garde" selected', 'value="2" selected'):
        assert selected in fix, selected
    assert re.search(r'name="points"[^>]*value="43"|value="43"[^>]*name="points"', fix)


def test_tarot_no_form_before_the_evening_starts(client: TestClient) -> None:
    from tests.tarot_club.conftest import NAMES

    data = {"title": "Vendredi", "players": "\n".join(NAMES), "rounds": "3", "deals": "2",
            "sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5"}  # fmt: skip
    location = post(client, "/director/tarot", data).headers["location"]  # type: ignore[attr-defined]
    tournament = int(location.rsplit("/", 1)[1])
    code = tarot_codes(client, tournament)[1]
    page = html.unescape(client.get(f"/tt/{code}?round=1&deal=1").text)
    assert 'id="donne-form"' not in page and "L’arbitre n’a pas encore lancé la séance." in page
    post(client, f"/director/tarot/{tournament}/status", {"status": "running"})
    assert 'id="donne-form"' in client.get(f"/tt/{code}?round=1&deal=1").text

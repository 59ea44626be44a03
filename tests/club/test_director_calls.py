"""A table calls the director (bridge and tarot): one open call per table, the director's
list (a polled fragment with its ETag) shows it until the director closes it."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from fastapi.testclient import TestClient

from atout.services.room.calls import minutes_since
from atout.store.room.records import CallReason, CallRecord
from atout.web.views.calls import calls_part
from tests.club.conftest import create_session, post, table_codes
from tests.tarot_club.conftest import create_evening
from tests.tarot_club.conftest import table_codes as tarot_codes


def _calls(client: TestClient, path: str) -> list[str]:
    """The tables of the open calls on the director's list (``path``), in order."""
    html = client.get(path).text
    return re.findall(r'<li class="call[^"]*" data-call="\d+" data-table="(\d+)"', html)


def test_a_call_shows_on_the_directors_list_until_closed(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[2]
    calls = f"/director/sessions/{session_id}/calls"
    assert "Aucun appel en cours." in client.get(calls).text
    page = client.get(f"/t/{code}").text
    assert 'id="call-director"' in page and "Appeler l’arbitre" in page
    asked = {"round": "1", "board": "3", "reason": "disputed", "note": "  4♠ contesté  "}
    answer = post(client, f"/t/{code}/call", asked)
    assert answer.status_code == 303  # type: ignore[attr-defined]
    assert answer.headers["location"] == f"/t/{code}?round=1&board=3"  # type: ignore[attr-defined]
    # Calling again while the call is open is that call: one line for the table.
    assert post(client, f"/t/{code}/call", {"round": "1"}).status_code == 303  # type: ignore[attr-defined]
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]  (no wait)
    listed = client.get(calls)
    assert _calls(client, calls) == ["2"]
    line = re.search(r'<li class="call disputed".*?</li>', listed.text, re.S)
    assert line is not None
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", line.group(0)))
    assert "Table 2 · Position 1 · Étui 3 · à l’instant" in text
    assert "Résultat contesté" in text and "4♠ contesté" in text
    etag = listed.headers["etag"]
    assert client.get(calls, headers={"If-None-Match": etag}).status_code == 304
    pending = client.get(f"/t/{code}?round=1").text
    assert "Arbitre appelé" in pending and 'id="call-director"' not in pending

    call_id = re.search(r'data-call="(\d+)"', listed.text).group(1)  # type: ignore[union-attr]
    closed = post(client, f"/director/sessions/{session_id}/calls/close", {"call": call_id})
    assert closed.status_code == 303  # type: ignore[attr-defined]
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]
    assert _calls(client, calls) == []
    answered = client.get(f"/t/{code}?round=1").text
    assert "Votre dernier appel a été traité à" in answered and "Arbitre appelé" not in answered
    assert 'id="call-director"' in answered  # it may call again
    assert post(client, f"/t/{code}/call", {}).status_code == 303  # type: ignore[attr-defined]
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]
    assert _calls(client, calls) == ["2"]


def test_the_director_page_polls_the_calls(client: TestClient) -> None:
    session_id = create_session(client)
    page = client.get(f"/director/sessions/{session_id}").text
    assert f'data-source="/director/sessions/{session_id}/calls"' in page
    assert 'form="close-call"' not in page  # the buttons come with the polled list
    assert f'action="/director/sessions/{session_id}/calls/close" id="close-call"' in page
    assert "Appels des tables" in page


def test_refusals(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    wrong = post(client, f"/t/{code}/call", {"reason": "fatigue"})
    assert wrong.status_code == 400  # type: ignore[attr-defined]
    assert "&#39;fatigue&#39; n’est pas un motif d’appel à l’arbitre" in wrong.text  # type: ignore[attr-defined]
    unknown = post(client, f"/director/sessions/{session_id}/calls/close", {"call": "99"})
    assert unknown.status_code == 404  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    over = post(client, f"/t/{code}/call", {})
    assert over.status_code == 403  # type: ignore[attr-defined]
    assert "l’arbitre n’est plus appelé depuis les tables" in over.text  # type: ignore[attr-defined]
    assert 'id="call-director"' not in client.get(f"/t/{code}").text


def test_another_director_sees_no_calls(client: TestClient) -> None:
    session_id = create_session(client)
    post(client, "/director/logout", {})
    client.cookies.clear()
    assert client.get(
        f"/director/sessions/{session_id}/calls", follow_redirects=False
    ).status_code in (303, 401)


def test_a_call_from_a_tarot_table(client: TestClient) -> None:
    tournament = create_evening(client)
    code = tarot_codes(client, tournament)[3]
    asked = {"round": "1", "deal": "2", "reason": "irregularity"}
    assert post(client, f"/tt/{code}/call", asked).status_code == 303  # type: ignore[attr-defined]
    calls = f"/director/tarot/{tournament}/calls"
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]
    html = client.get(calls).text
    assert _calls(client, calls) == ["3"]
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    assert "Table 3 · Partie 1 · Donne 2 · à l’instant" in text and "Irrégularité" in text
    assert "Arbitre appelé" in client.get(f"/tt/{code}").text
    page = client.get(f"/director/tarot/{tournament}").text
    assert f'data-source="/director/tarot/{tournament}/calls"' in page
    # The evening's calls are not the bridge session's of the same number.
    assert _calls(client, f"/director/sessions/{tournament}/calls") == []


def test_the_api_calls_the_director(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    assert client.get(f"/api/club/tables/{code}").json()["call"] is None
    asked = {"round": 1, "board": 2, "reason": "other", "note": "Il manque un étui"}
    called = client.post(f"/api/club/tables/{code}/call", json=asked)
    assert called.status_code == 200
    body = called.json()
    assert (body["pending"], body["reason"], body["note"], body["round"], body["board"]) == (
        True,
        "other",
        "Il manque un étui",
        1,
        2,
    )
    assert body["answered_at"] is None
    again = client.post(f"/api/club/tables/{code}/call", json={})
    assert again.json()["called_at"] == body["called_at"]  # the same open call
    assert client.get(f"/api/club/tables/{code}").json()["call"]["pending"] is True


def test_the_age_of_a_call() -> None:
    called = datetime(2026, 11, 27, 21, 0, 0, tzinfo=UTC)
    call = CallRecord(7, 4, 2, 5, CallReason.DISPUTED, "", called, None)
    later = datetime(2026, 11, 27, 21, 2, 59, tzinfo=UTC)
    assert minutes_since(called, later) == 2
    part = calls_part([call], later, ("Round", "Board"))
    assert [(c.id, c.table, c.round, c.item, c.reason, c.minutes) for c in part.calls] == [
        (7, 4, 2, 5, "disputed", 2)
    ]


def test_the_age_is_written_in_minutes(client: TestClient) -> None:
    templates = client.app.state.templates  # type: ignore[attr-defined]
    from atout.web.templating import UI

    called = datetime(2026, 11, 27, 21, 0, 0, tzinfo=UTC)
    call = CallRecord(7, 4, 2, 5, None, "", called, None)
    part = calls_part([call], datetime(2026, 11, 27, 21, 2, 30, tzinfo=UTC), ("Round", "Board"))
    for language, words in (("fr", "il y a 2 min"), ("en", "2 min ago")):
        html = templates.html(UI(language, "x" * 24, False, "/"), "room/_calls.html", part)
        assert words in html


def test_a_table_disputes_the_result_shown(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    assert 'id="call-dispute"' not in client.get(f"/t/{code}?round=1&board=1").text  # no result
    where = {"table": "1", "round": "1", "board": "1"}
    result = {**where, "base_version": "0", "level": "3", "strain": "NT", "doubling": "",
              "declarer": "S", "tricks": "9", "lead": ""}  # fmt: skip
    assert post(client, f"/t/{code}/results", result).status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/t/{code}?round=1&board=1").text
    assert 'id="call-dispute"' in page and "Contester ce résultat" in page
    disputed = {"round": "1", "board": "1", "dispute": "yes"}
    assert post(client, f"/t/{code}/call", disputed).status_code == 303  # type: ignore[attr-defined]
    calls = f"/director/sessions/{session_id}/calls"
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]
    html = client.get(calls).text
    assert '<li class="call disputed"' in html and "Résultat contesté" in html
    assert "Position 1 · Étui 1" in re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))

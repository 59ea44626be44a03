"""A Swiss's live fragment (issue 25): the round's tables and ranking polled by the room's
page and its projector with an ETag, a 304 while nothing changed, the next round's as soon
as it is drawn."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.test_swiss_room import _create, _play_round


def test_the_projector_polls_the_live_fragment(client: TestClient) -> None:
    session_id = _create(client)
    live = f"/s/{session_id}/swiss/live"
    projector = client.get(f"/s/{session_id}/swiss/projector").text
    assert 'http-equiv="refresh"' not in projector
    assert f'data-source="{live}"' in projector
    assert f'data-source="{live}"' in client.get(f"/s/{session_id}/swiss").text


def test_the_live_fragment_answers_304_then_the_next_round(client: TestClient) -> None:
    session_id = _create(client)
    live = f"/s/{session_id}/swiss/live"
    first = client.get(live)
    assert first.status_code == 200 and 'data-round="1"' in first.text
    assert "Classement après" not in first.text
    etag = first.headers["etag"]
    again = client.get(live, headers={"If-None-Match": etag})
    assert (again.status_code, again.content) == (304, b"")
    _play_round(client, session_id, 1)
    client.app.state.room_fragments.clear()  # type: ignore[attr-defined]  (no wait)
    after = client.get(live, headers={"If-None-Match": etag})
    assert after.status_code == 200 and after.headers["etag"] != etag
    assert 'data-round="2"' in after.text and "Classement après le tour 1" in after.text
    assert client.get(live, headers={"If-None-Match": after.headers["etag"]}).status_code == 304
    # an older round asked for is not replaced by the latest
    assert f'data-source="{live}"' not in client.get(f"/s/{session_id}/swiss?round=1").text

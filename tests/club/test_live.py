"""The polled ranking: a fragment per process, trusted for a bounded time, and its ETag."""

from __future__ import annotations

from fastapi.testclient import TestClient

from atout.web.room.live import FragmentCache
from tests.club.conftest import create_session, play_everything


class Database:
    """A stand-in for the session's version and the rendering, counting the calls."""

    def __init__(self) -> None:
        self.version = 4
        self.reads = 0
        self.renders = 0

    def read(self) -> int:
        self.reads += 1
        return self.version

    def render(self) -> tuple[int, bytes]:
        self.renders += 1
        return self.version, f"ranking {self.version}".encode()


def test_a_fresh_fragment_is_served_without_reading_the_version() -> None:
    database, cache = Database(), FragmentCache(max_age=3600)
    assert cache.fresh((1, "fr")) is None
    first = cache.refresh((1, "fr"), database.read, database.render)
    database.version = 5
    again = cache.refresh((1, "fr"), database.read, database.render)
    assert again is first and cache.fresh((1, "fr")) is first
    assert (first.body, first.etag) == (b"ranking 4", 'W/"1-4-fr-standings"')
    assert (database.reads, database.renders) == (1, 1)


def test_an_old_fragment_reads_the_version_and_renders_only_when_it_changed() -> None:
    database, cache = Database(), FragmentCache(max_age=0)
    cache.refresh((1, "en"), database.read, database.render)
    same = cache.refresh((1, "en"), database.read, database.render)
    assert (database.reads, database.renders) == (2, 1)
    database.version = 6
    changed = cache.refresh((1, "en"), database.read, database.render)
    assert (database.reads, database.renders) == (3, 2)
    assert same.etag == 'W/"1-4-en-standings"'
    assert (changed.body, changed.etag) == (b"ranking 6", 'W/"1-6-en-standings"')


def test_the_standings_poll_answers_304_to_its_etag(client: TestClient) -> None:
    session_id = create_session(client)
    first = client.get(f"/s/{session_id}/standings")
    assert first.status_code == 200 and "0 / " in first.text
    etag = first.headers["etag"]
    again = client.get(f"/s/{session_id}/standings", headers={"If-None-Match": etag})
    assert (again.status_code, again.headers["etag"], again.content) == (304, etag, b"")


def test_the_standings_poll_shows_new_results_once_the_fragment_is_old(client: TestClient) -> None:
    session_id = create_session(client)
    client.get(f"/s/{session_id}/standings")
    count = play_everything(client, session_id)
    client.app.state.room_fragments["/s"] = FragmentCache(max_age=0)  # type: ignore[attr-defined]
    after = client.get(f"/s/{session_id}/standings")
    assert f"{count} / {count} " in after.text

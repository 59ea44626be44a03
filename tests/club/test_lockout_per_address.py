"""The director's lock-out is per address, not per name (issue 27): wrong passwords from
other addresses never lock the real director out of their own; an address has its cap."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from fastapi import FastAPI
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import PASSWORD, post

WRONG = {"name": "Dir", "password": "guess-guess"}
RIGHT = {"name": "Dir", "password": PASSWORD}


@contextmanager
def _from(app: FastAPI, address: str, forwarded: str | None = None) -> Iterator[TestClient]:
    """A browser whose peer is ``address`` (and which sends ``X-Forwarded-For``)."""
    headers = {} if forwarded is None else {"X-Forwarded-For": forwarded}
    with TestClient(app, client=(address, 40000), headers=headers) as browser:
        browser.get("/director/login")
        yield browser


def _status(browser: TestClient, form: dict[str, str]) -> int:
    return post(browser, "/director/login", form).status_code  # type: ignore[attr-defined]


def test_20_wrong_passwords_from_4_addresses_do_not_lock_the_director_out(
    client: TestClient,
) -> None:
    app = client.app
    for n in range(1, 5):
        with _from(app, f"203.0.113.{n}") as attacker:  # type: ignore[arg-type]
            assert [_status(attacker, WRONG) for _ in range(5)] == [401] * 5
            assert _status(attacker, RIGHT) == 429  # this address used up its tries
    with _from(app, "198.51.100.7") as director:  # type: ignore[arg-type]
        assert _status(director, RIGHT) == 303


def test_an_address_has_a_cap_over_every_name(client: TestClient) -> None:
    with _from(client.app, "203.0.113.50") as attacker:  # type: ignore[arg-type]
        statuses = [_status(attacker, {"name": f"Dir{n}", "password": "x" * 8}) for n in range(20)]
        assert statuses == [401] * 20
        assert _status(attacker, RIGHT) == 429
    with _from(client.app, "198.51.100.7") as director:  # type: ignore[arg-type]
        assert _status(director, RIGHT) == 303


def test_an_ipv6_client_is_counted_by_its_64_network(client: TestClient) -> None:
    for n in range(1, 6):  # one /64, five addresses: one client
        with _from(client.app, f"2001:db8:0:1::{n}") as attacker:  # type: ignore[arg-type]
            assert _status(attacker, WRONG) == 401
    with _from(client.app, "2001:db8:0:1::99") as attacker:  # type: ignore[arg-type]
        assert _status(attacker, RIGHT) == 429
    with _from(client.app, "2001:db8:0:2::1") as director:  # type: ignore[arg-type]
        assert _status(director, RIGHT) == 303


def test_the_address_comes_from_trusted_proxies_only(app_url: str) -> None:
    app = create_app(Settings(database_url=app_url, trusted_proxies="10.0.0.0/8"))
    with TestClient(app) as first:
        first.get("/director/setup")
        assert post(first, "/director/setup", RIGHT).status_code == 303  # type: ignore[attr-defined]
    # Behind the club's proxy: each client is its forwarded address.
    for n in range(1, 5):
        with _from(app, "10.0.0.2", f"203.0.113.{n}") as attacker:
            assert [_status(attacker, WRONG) for _ in range(5)] == [401] * 5
            assert _status(attacker, RIGHT) == 429
    with _from(app, "10.0.0.2", "198.51.100.7") as director:
        assert _status(director, RIGHT) == 303
    # Not a proxy: its forged header is ignored, and its own address is what is limited.
    for n in range(5):
        with _from(app, "192.0.2.66", f"198.51.100.{n + 100}") as forger:
            assert _status(forger, WRONG) == 401
    with _from(app, "192.0.2.66", "198.51.100.200") as forger:
        assert _status(forger, RIGHT) == 429

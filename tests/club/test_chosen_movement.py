"""The movement chosen directly on the creation form (besides the suggestions), checked
by the server.

12 pairs, 6 tables: a Mitchell with the skip plays 5 rounds (RULES: an even Mitchell
skips one table, so one round fewer than tables); with the arrow switch the pairs swap
directions in the last quarter of the rounds (rounds 4 and 5), so every pair meets
both lines and there is one ranking. 3 pairs (2 tables) are too few for a Mitchell
(3 tables at least) but play a Howell.
"""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.conftest import post, session_plan


def _create(client: TestClient, pairs: int, **extra: str) -> object:
    data = {"title": "Jeudi", "pairs": str(pairs), "seed": "7", **extra}
    return post(client, "/director/sessions", data)


def test_a_mitchell_with_an_arrow_switch(client: TestClient) -> None:
    form = client.get("/director/sessions/new?title=Jeudi&pairs=12").text
    assert 'value="mitchell-arrow"' in form and 'name="even"' in form
    response = _create(client, 12, suggestion="mitchell-arrow", even="skip")
    assert response.status_code == 303  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    plan = session_plan(client, session_id)
    assert plan.rounds == 5 and plan.tables == 6  # type: ignore[attr-defined]
    assert plan.by_direction is False  # type: ignore[attr-defined]  # one ranking
    # Pair 1 sits N-S at table 1 in rounds 1 to 3, then E-W (the arrow switch).
    pair_one = [s for s in plan.sittings if 1 in (s.ns, s.ew)]  # type: ignore[attr-defined]
    assert [(s.round, s.ns == 1) for s in pair_one] == [
        (1, True),
        (2, True),
        (3, True),
        (4, False),
        (5, False),
    ]


def test_a_mitchell_for_too_few_pairs_is_refused(client: TestClient) -> None:
    assert _create(client, 3, suggestion="howell").status_code == 303  # type: ignore[attr-defined]
    refused = _create(client, 3, suggestion="mitchell")
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "3 paires\u00a0: un Mitchell demande 5 paires ou plus" in refused.text  # type: ignore[attr-defined]

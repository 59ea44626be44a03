"""A table types its lead in the page's notation: ``PR`` (roi de pique) in French, ``SK``
in English, the symbols in both; a card it cannot read is refused in the page's language."""

from __future__ import annotations

import html

from fastapi.testclient import TestClient

from atout.bridge.cards import Card
from atout.bridge.seats import Seat
from atout.store.club import repo as club_repo
from tests.club.conftest import create_session, post, result_form, session_plan, table_codes


def _leading_with(client: TestClient, session_id: int, board: int, card: Card) -> Seat:
    """The seat that holds ``card`` in the board's deal: the lead is its when the declarer
    sits on its right."""
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return club_repo.get_session(session, session_id).deals[board].holder(card)


def _first_board(client: TestClient) -> tuple[str, dict[str, str], str, str]:
    session_id = create_session(client)
    plan = session_plan(client, session_id)
    sitting = plan.sittings[0]  # type: ignore[attr-defined]
    board = sitting.boards[0]
    where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
    form = {**where, "base_version": "0", **result_form(board, sitting.table, sitting.round)}
    form["declarer"] = _leading_with(client, session_id, board, Card.parse("SK")).rho.value
    code = table_codes(client, session_id)[sitting.table]
    stored = f"/director/sessions/{session_id}/results/{sitting.round}/{sitting.table}/{board}"
    return code, form, f"/t/{code}?round={sitting.round}&board={board}", stored


def test_a_french_table_types_its_lead_pr(client: TestClient) -> None:
    code, form, board_page, stored = _first_board(client)
    page = html.unescape(client.get(board_page).text)
    assert 'placeholder="PR"' in page
    refused = post(client, f"/t/{code}/results", {**form, "lead": "SK"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    text = html.unescape(refused.text)  # type: ignore[attr-defined]
    assert "'SK' n’est pas une carte\u00a0: la couleur (P pique, C cœur, K carreau, " in text
    assert post(client, f"/t/{code}/results", {**form, "lead": "pr"}).status_code == 303  # type: ignore[attr-defined]
    shown = html.unescape(client.get(stored).text)
    assert 'name="lead" id="lead" value="♠R"' in shown  # the correction form, ready to send


def test_an_english_table_types_its_lead_sk(client: TestClient) -> None:
    client.get("/language/en?next=/")
    code, form, board_page, _ = _first_board(client)
    assert 'placeholder="SK"' in client.get(board_page).text
    refused = post(client, f"/t/{code}/results", {**form, "lead": "PR"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "&#39;PR&#39; is not a card" in refused.text  # type: ignore[attr-defined]
    assert post(client, f"/t/{code}/results", {**form, "lead": "♠K"}).status_code == 303  # type: ignore[attr-defined]

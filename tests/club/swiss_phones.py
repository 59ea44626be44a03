"""What the Swiss browser tests (teams and pairs) do on a phone and read from the room:
every result is 3NT by South, said as the players say it (``=``, ``+1``, ``−2``)."""

from __future__ import annotations

from typing import Any


def said(taken: int) -> str:
    """3NT's result with ``taken`` tricks as the players say it."""
    margin = taken - 9
    return "=" if margin == 0 else f"{margin:+d}"


def enter_board(phone: Any, code: str, url: str, round_: int, board: int, taken: int) -> None:
    """The phone enters 3NT by South with ``taken`` tricks, then confirms it."""
    phone.goto(f"{url}/t/{code}?round={round_}&board={board}")
    for field, value in (("level", "3"), ("strain", "NT"), ("doubling", ""), ("declarer", "S")):
        phone.select_option(f"#{field}", value)
    phone.select_option("#result", said(taken))
    phone.click("#enter")
    phone.locator("#pending-result").wait_for()
    phone.click("#confirm")
    phone.locator(f"a.board.confirmed[data-board='{board}']").wait_for()


def swiss_json(room: Any, url: str, session_id: int) -> dict[str, Any]:
    """The Swiss page's JSON twin: its rounds' tables and rankings."""
    answer = room.request.get(f"{url}/s/{session_id}/swiss?format=json")
    assert answer.ok
    found: dict[str, Any] = answer.json()
    return found

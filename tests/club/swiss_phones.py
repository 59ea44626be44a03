"""What the Swiss browser tests (teams and pairs) do on a phone and read from the room:
every result is 3NT by South, said as the players say it (``=``, ``+1``, ``−2``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: Boards whose N-S is vulnerable (the 16-board cycle: NS on 2, 5, 12, 15; All on 4, 7, 10, 13).
NS_VULNERABLE = {2, 4, 5, 7, 10, 12, 13, 15}


def shot(page: Any, folder: Path, name: str) -> None:
    """A full-page screenshot ``name`` in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)


def tricks(side: int, round_: int, board: int) -> int:
    """The tricks South takes in 3NT when team or pair ``side`` sits N-S (7 to 12: some go
    down)."""
    return 7 + (side * 5 + round_ * 3 + board * 2 + side * board) % 6


def ns_score(board: int, taken: int) -> int:
    """3NT by South, undoubled (Law 77): 100 for the tricks bid, 30 an overtrick, the game
    bonus 300 (500 vulnerable); 50 (100 vulnerable) an undertrick."""
    vulnerable = (board - 1) % 16 + 1 in NS_VULNERABLE
    if taken >= 9:
        return 100 + 30 * (taken - 9) + (500 if vulnerable else 300)
    return -(9 - taken) * (100 if vulnerable else 50)


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

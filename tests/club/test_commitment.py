"""The commitment to a session's seed on its table cards and results page, the seed once closed.

The commitment shown is checked against SHA-256 of the documented text
(docs/dealing.md) computed here; the published seed and command re-create the
deals of the session's PBN export (``atout bridge deal --verify … --against``);
a changed seed or a changed board is refused.
"""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from tests.club.conftest import create_session, play_everything, post
from tests.club.test_deals_upload import DEALS, FORM, hand_records


def _commitment(page: str) -> str:
    found = re.search(r'id="commitment">([0-9a-f]{64})<', page)
    assert found is not None, page
    return found.group(1)


def _close(client: TestClient, session_id: int) -> None:
    page = f"/director/sessions/{session_id}"
    response = post(client, f"{page}/status", {"status": "closed", "confirm": "yes"})
    assert response.status_code == 303  # type: ignore[attr-defined]


def test_the_commitment_before_play_and_the_seed_after(client: TestClient, tmp_path: Path) -> None:
    session_id = create_session(client, pairs=6)
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    room = client.get(f"/s/{session_id}").text
    commitment = _commitment(room)
    assert cards.count(commitment) == 3  # one per table card
    assert 'id="seed"' not in room and "--verify" not in room

    play_everything(client, session_id)
    _close(client, session_id)
    room = client.get(f"/s/{session_id}").text
    assert _commitment(room) == commitment
    seed = re.search(r'id="seed">([0-9a-f]{32,128})<', room)
    assert seed is not None
    boards = re.search(r"--boards ([0-9,-]+)", room)
    assert boards is not None
    # The commitment is SHA-256 of the three documented lines.
    text = f"atout-deal-v1\nseed {seed.group(1)}\nboards {boards.group(1)}\n"
    assert hashlib.sha256(text.encode()).hexdigest() == commitment
    command = html.unescape(re.search(r'id="verify-command">([^<]+)<', room).group(1))  # type: ignore[union-attr]
    assert command == (
        f"atout bridge deal --verify {seed.group(1)} --commitment {commitment} "
        f"--boards {boards.group(1)}"
    )

    played = tmp_path / "played.pbn"
    played.write_bytes(client.get(f"/director/sessions/{session_id}/export.pbn").content)
    args = command.split()[1:]
    runner = CliRunner()
    verified = runner.invoke(main, [*args, "--against", str(played)])
    assert verified.exit_code == 0, verified.output
    assert verified.output.startswith("verified: ")

    # Another seed: the commitment does not match.
    other = seed.group(1)[:-1] + ("0" if seed.group(1)[-1] != "0" else "1")
    wrong_seed = [*args]
    wrong_seed[wrong_seed.index("--verify") + 1] = other
    refused = runner.invoke(main, [*wrong_seed, "--against", str(played)])
    assert refused.exit_code == 2
    assert "not " + repr(commitment) in refused.output

    # A changed board: two cards of board 2 swapped between North and East.
    text = played.read_text(encoding="utf-8")
    deal = re.findall(r'\[Deal "([^"]+)"\]', text)[1]
    first, rest = deal.split(":", 1)
    hands = rest.split(" ")
    north, east = hands[0].split("."), hands[1].split(".")
    spade_n, spade_e = north[0][-1:], east[0][-1:]
    if spade_n and spade_e:
        north[0], east[0] = north[0][:-1] + spade_e, east[0][:-1] + spade_n
    else:  # a void: swap clubs instead
        north[3], east[3] = north[3][:-1] + east[3][-1:], east[3][:-1] + north[3][-1:]
    changed = f"{first}:{'.'.join(north)} {'.'.join(east)} {hands[2]} {hands[3]}"
    assert changed != deal
    played.write_text(text.replace(f'[Deal "{deal}"]', f'[Deal "{changed}"]'), encoding="utf-8")
    detected = runner.invoke(main, [*args, "--against", str(played)])
    assert detected.exit_code == 2
    assert "board 2 was not dealt from the seed" in detected.output


def test_deals_from_a_file_show_no_commitment(client: TestClient) -> None:
    data = {**FORM, "deals_pbn": hand_records(DEALS)}
    response = post(client, "/director/sessions", data)
    session_id = response.headers["location"].rsplit("/", 1)[1]  # type: ignore[attr-defined]
    assert 'id="commitment"' not in client.get(f"/s/{session_id}").text
    assert "SHA-256" not in client.get(f"/director/sessions/{session_id}/cards").text

"""Golden files of the web sheets: ``GET /games/{id}?format=json`` of each kind of game.

The games are entered through the JSON API (docs/api.md) from the same data
files as the command's goldens, so both must show the same figures; the page
context is compared, indented with sorted keys, with ``tests/golden/web/``
after the fields that change from run to run (ids, times, idempotency keys) are
replaced by a placeholder. Key figures are checked against the rules first.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from tests.conftest import Golden
from tests.reference_data import SEEDS, SHEETS

#: Fields whose value differs between two runs of the same test.
VOLATILE = re.compile(r"id|game_id|entry_id|idempotency_key|.*_at")
_CALL = re.compile(
    r"(?P<level>[1-7])(?P<strain>NT|[CDHS])(?P<doubling>X{0,2})(?P<result>=|[+-]\d+)"
)


def lines(path: Path) -> list[str]:
    """The entries of a data file: ``#`` comments and blank lines dropped."""
    found = (line.split("#", 1)[0].strip() for line in path.read_text().splitlines())
    return [line for line in found if line]


def bridge_fields(words: list[str]) -> dict[str, str]:
    """``4HX+1 [honours NS 100]`` as the API's deal fields."""
    fields = dict(_CALL.fullmatch(words[0]).groupdict())  # type: ignore[union-attr]
    if words[1:2] == ["honours"]:
        fields["honours"] = " ".join(words[2:])
    return fields


def rubber_deal(line: str) -> dict[str, str]:
    side, *rest = line.split()
    return {"side": "PASS"} if side == "PASS" else {"side": side, **bridge_fields(rest)}


def chicago_deal(line: str) -> dict[str, str]:
    declarer, *rest = line.split()
    return (
        {"declarer": "PASS"}
        if declarer == "PASS"
        else {"declarer": declarer, **bridge_fields(rest)}
    )


def series_board(line: str) -> dict[str, str]:
    board, declarer, *rest = line.split()
    if declarer == "PASS":
        return {"board": board, "declarer": "PASS"}
    return {"board": board, "declarer": declarer, **bridge_fields(rest)}


def tarot_deal(line: str) -> dict[str, str]:
    contract, *words = line.split()
    fields = {"contract": contract}
    for word in words:
        key, value = word.split("=", 1)
        if key in ("poignee", "misere"):
            seat, value = value.split(":", 1)
            key = f"{key}_{seat}"
        fields[key.replace("-", "_")] = value
    return fields


def stable(value: Any) -> Any:
    """``value`` with each volatile field's value replaced by ``"<volatile>"``."""
    if isinstance(value, dict):
        return {
            key: "<volatile>" if VOLATILE.fullmatch(key) and item is not None else stable(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [stable(item) for item in value]
    return value


def play(client: TestClient, kind: str, game: dict[str, Any], deals: list[dict[str, str]]) -> Any:
    """Create the game, enter its deals, and return its page as JSON."""
    response = client.post(f"/api/games/{kind}", json=game)
    assert response.status_code == 201, response.text
    game_id = response.json()["id"]
    for number, deal in enumerate(deals, 1):
        response = client.post(
            f"/api/games/{game_id}/deals", json={**deal, "idempotency_key": f"deal-{number}"}
        )
        assert response.status_code == 201, response.text
    page = client.get(f"/games/{game_id}?format=json")
    assert page.status_code == 200
    return page.json()


def check(golden: Golden, name: str, page: Any) -> None:
    text = json.dumps(stable(page), indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    golden.check(f"web/{name}.json", text)


PLAYERS = {"north": "Ana", "east": "Bo", "south": "Cy", "west": "Di"}


def test_rubber_page(client: TestClient, golden: Golden) -> None:
    game = {"title": "Seed 000", **PLAYERS, "stake": "0.20", "unfinished_partscore": 100}
    game["fourth_undertrick_increase"] = True
    deals = [rubber_deal(line) for line in lines(SEEDS / "seed000.rubber")]
    page = play(client, "rubber", game, deals)
    rubber = page["sheet"]["rubbers"][0]
    assert (rubber["total_nous"], rubber["total_eux"]) == (390, 2140)
    assert (rubber["winner"], rubber["settlement"], rubber["money"]) == ("EW", 17, "3.40")
    check(golden, "rubber-seed000", page)


def test_chicago_page(client: TestClient, golden: Golden) -> None:
    game = {"title": "Chicago", **PLAYERS, "vulnerability": "dealer", "honours": True}
    deals = [chicago_deal(line) for line in lines(SHEETS / "set.chicago")]
    page = play(client, "chicago", game, deals)
    assert (page["sheet"]["total_ns"], page["sheet"]["total_ew"]) == (1280, 0)
    check(golden, "chicago-set", page)


def test_series_page(client: TestClient, golden: Golden) -> None:
    deals = [series_board(line) for line in lines(SHEETS / "eight.series")]
    page = play(client, "series", {"title": "Series", **PLAYERS}, deals)
    sheet = page["sheet"]
    assert (sheet["total_ns"], sheet["total_ew"], sheet["winner"]) == (1640, 1890, "EW")
    check(golden, "series-eight", page)


def test_tarot_page(client: TestClient, golden: Golden) -> None:
    # The header's "key: value" lines aside; a passed deal is the form's "passed" button.
    entries = [line for line in lines(SHEETS / "tuesday.tarot") if ":" not in line.split()[0]]
    deals = [{"passed": True} if line == "pass" else tarot_deal(line) for line in entries]
    players = {"player_1": "Ana", "player_2": "Bo", "player_3": "Cy", "player_4": "Di"}
    page = play(client, "tarot", {"title": "Mardi", **players, "preset": "classic"}, deals)
    assert page["sheet"]["totals"] == [-548, -1308, 2852, -996]
    assert [row["summary"]["passed"] for row in page["sheet"]["deals"]].count(True) == 1
    check(golden, "tarot-tuesday", page)

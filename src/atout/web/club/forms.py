"""The club forms read into checked values (the domain refuses what cannot be).

Each reader collects one message per field and raises
:class:`atout.errors.FormError` with all of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from atout.bridge.cards import Card
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat
from atout.errors import AtoutError, FormError

#: Boards per round a session may use.
BOARDS_PER_ROUND = range(1, 9)
#: Pairs a session may have.
PAIRS = range(3, 61)
#: The largest PBN file of deals taken (a session's hand records are a few kilobytes).
MAX_PBN_BYTES = 1_000_000


def _int(form: Mapping[str, str], name: str, allowed: range, errors: dict[str, str]) -> int:
    text = form.get(name, "").strip()
    if text.isdigit() and int(text) in allowed:
        return int(text)
    errors[name] = f"{text!r}: use {allowed.start} to {allowed.stop - 1}"
    return allowed.start


@dataclass(frozen=True, slots=True)
class NewSession:
    """A pairs session as asked for: title, pairs, the movement chosen and the deals."""

    title: str
    pairs: int
    suggestion: int
    boards_per_round: int | None
    seed: int
    deals_pbn: str


def new_session(form: Mapping[str, str]) -> NewSession:
    """The session asked for by the creation form."""
    errors: dict[str, str] = {}
    title = form.get("title", "").strip()[:200]
    if not title:
        errors["title"] = "Give the session a title."
    pairs = _int(form, "pairs", PAIRS, errors)
    suggestion = _int(form, "suggestion", range(0, 10), errors)
    per_round = form.get("boards_per_round", "").strip()
    boards = _int(form, "boards_per_round", BOARDS_PER_ROUND, errors) if per_round else None
    seed_text = form.get("seed", "").strip()
    seed = int(seed_text) if seed_text.isdigit() else 0
    if errors:
        raise FormError(errors)
    return NewSession(title, pairs, suggestion, boards, seed, form.get("deals_pbn", ""))


@dataclass(frozen=True, slots=True)
class NewTeams:
    """A team session as asked for: a match (two teams) or a round robin."""

    title: str
    teams: tuple[str, ...]
    boards_per_round: int
    seed: int


def new_teams(form: Mapping[str, str]) -> NewTeams:
    """The team session asked for: one team name per line, boards per match."""
    errors: dict[str, str] = {}
    title = form.get("title", "").strip()[:200]
    if not title:
        errors["title"] = "Give the session a title."
    teams = tuple(t.strip()[:80] for t in form.get("teams", "").splitlines() if t.strip())
    if len(teams) < 2 or len(set(teams)) != len(teams):
        errors["teams"] = "Give two or more teams, one name per line, each name once."
    boards = _int(form, "boards_per_round", range(1, 41), errors)
    seed_text = form.get("seed", "").strip()
    if errors:
        raise FormError(errors)
    return NewTeams(title, teams, boards, int(seed_text) if seed_text.isdigit() else 0)


def result_payload(form: Mapping[str, str]) -> dict[str, Any]:
    """The result typed at a table: contract, declarer, tricks and the optional lead."""
    if form.get("passed") == "yes":
        return {"contract": "PASS", "declarer": None, "tricks": None, "lead": None}
    errors: dict[str, str] = {}
    payload: dict[str, Any] = {}
    text = form.get("level", "") + form.get("strain", "") + form.get("doubling", "")
    try:
        contract = Contract.parse(text)
        payload["contract"] = str(contract)
    except AtoutError:
        errors["contract"] = "Choose the level and the strain."
        contract = None
    try:
        payload["declarer"] = Seat.parse(form.get("declarer", "")).value
    except AtoutError:
        errors["declarer"] = "Choose the declarer."
    tricks = _int(form, "tricks", range(0, 14), errors)
    payload["tricks"] = tricks
    if contract is not None and "tricks" not in errors:
        ContractResult(contract, tricks)
    lead = form.get("lead", "").strip().upper()
    try:
        payload["lead"] = str(Card.parse(lead)) if lead else None
    except AtoutError:
        errors["lead"] = f"{lead!r} is not a card: write e.g. SK, H10 or D4."
    if errors:
        raise FormError(errors)
    return payload


def adjusted_payload(form: Mapping[str, str]) -> dict[str, Any]:
    """An artificial score the director gives (``A+/A-``)."""
    ns, ew = form.get("adjusted_ns", ""), form.get("adjusted_ew", "")
    allowed = ("A+", "A=", "A-")
    if ns not in allowed or ew not in allowed:
        raise FormError({"adjusted": "Choose A+, A= or A- for each side."})
    return {"adjusted": f"{ns}/{ew}"}

"""Fields every game form shares: the title, the four bridge players, the idempotency key."""

from __future__ import annotations

from collections.abc import Mapping

#: The players' fields of the bridge creation forms, in seat order.
SEAT_FIELDS = ("north", "east", "south", "west")
#: Longest title and player name kept.
TITLE_LENGTH, NAME_LENGTH = 200, 100
#: Longest idempotency key kept.
KEY_LENGTH = 64


def title(form: Mapping[str, str], default: str) -> str:
    """The game's title, ``default`` when left empty.

    >>> title({"title": "  "}, "Chicago")
    'Chicago'
    """
    return (form.get("title", "").strip() or default)[:TITLE_LENGTH]


def bridge_players(form: Mapping[str, str], length: int | None = NAME_LENGTH) -> tuple[str, ...]:
    """The four players' names in seat order (N, E, S, W), empty when not given."""
    return tuple(form.get(seat, "").strip()[:length] for seat in SEAT_FIELDS)


def checkbox(on: bool) -> str:
    """What an HTML checkbox sends: ``on`` when checked; nothing (here ``""``) when not.

    >>> checkbox(True), checkbox(False)
    ('on', '')
    """
    return "on" if on else ""


def idempotency_key(form: Mapping[str, str]) -> str | None:
    """The key that makes a form submitted twice store one deal (``None`` without one).

    >>> idempotency_key({"idempotency_key": " k1 "}), idempotency_key({})
    ('k1', None)
    """
    return form.get("idempotency_key", "").strip()[:KEY_LENGTH] or None

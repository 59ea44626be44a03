"""The director's change to a running session's plan, read from its form: a late pair
joins, a pair withdraws, or the movement of the rounds to come is switched."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind, PlanChange
from atout.errors import AtoutError, FormError, Message
from atout.services.club.plan_changes import offered

__all__ = ["AskedChange", "offered", "plan_change", "short_boards"]


@dataclass(frozen=True, slots=True)
class AskedChange:
    """A change as the director asked for it, and the name of the movement switched to."""

    change: PlanChange
    movement: str = ""


_NUMBER = Message("Give a whole number.")


def _number(form: Mapping[str, str], name: str, errors: dict[str, str]) -> int | None:
    text = form.get(name, "").strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > 4:
        errors[name] = _NUMBER
        return None
    return int(text)


def plan_change(form: Mapping[str, str], pairs: int, boards_per_round: int) -> AskedChange:
    """The change asked for (``pairs``: the pairs playing now), else a :class:`FormError`."""
    errors: dict[str, str] = {}
    try:
        kind = ChangeKind.parse(form.get("change", ""))
    except AtoutError as error:
        raise FormError({"change": error.message.coded(error.code)}) from error
    after = _number(form, "after_round", errors)
    if after is None and "after_round" not in errors:
        errors["after_round"] = Message("Give the last round played as it was.")
    pair = _number(form, "pair", errors)
    if kind is ChangeKind.WITHDRAW and pair is None and "pair" not in errors:
        errors["pair"] = Message("Give the number of the pair that leaves.")
    switched = None
    if kind is ChangeKind.SWITCH:
        switched = offered(pairs, boards_per_round).get(form.get("movement", ""))
        if switched is None:
            errors["movement"] = Message("Choose one of the movements offered.")
    if errors or after is None:
        raise FormError(errors)
    if switched is None:
        return AskedChange(PlanChange(kind, after, pair))
    return AskedChange(PlanChange(kind, after, None, switched.build()), str(switched))


def short_boards(form: Mapping[str, str]) -> ShortBoards:
    """The short-board rule chosen, else a :class:`FormError` on ``rule``."""
    try:
        return ShortBoards(form.get("rule", ""))
    except ValueError:
        raise FormError({"rule": Message("Choose one of the rules offered.")}) from None

"""The page that confirms deleting a room: a bridge session or a tarot evening."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from atout.services.room.deletion import Loss
from atout.web.forms.state import FormState


@dataclass(frozen=True, slots=True)
class DeletePage:
    """What deleting the room loses, and the form (its title typed, when asked).

    ``base``: the director's pages of the room's kind; ``evening``: a tarot evening (its
    own words), else a bridge session.
    """

    loss: Loss[Any]
    form: FormState
    base: str = "/director/sessions"
    evening: bool = False

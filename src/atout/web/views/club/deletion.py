"""The page that confirms deleting a session."""

from __future__ import annotations

from dataclasses import dataclass

from atout.services.club.deletion import Loss
from atout.web.forms.state import FormState


@dataclass(frozen=True, slots=True)
class DeletePage:
    """What deleting the session loses, and the form (its title typed, when asked)."""

    loss: Loss
    form: FormState

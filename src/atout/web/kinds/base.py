"""The form error of the web pages (the game forms are in :mod:`atout.web.forms`).

:class:`FormState` is imported from here by the club's pages until they move.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.errors import AtoutError
from atout.web.forms.state import FormState

__all__ = ["FormError", "FormState"]


class FormError(AtoutError):
    """A form with problems: one message per field (and ``""`` for the whole form)."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(f"{k}: {v}" if k else v for k, v in errors.items()))
        self.errors = dict(errors)

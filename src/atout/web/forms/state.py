"""A form as a page shows it: the values typed and the messages next to the fields."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class FormState:
    """A form as shown: the values typed (kept after an error) and the messages.

    >>> FormState({"points": "95"}, {"points": "use 0 to 91"}).value("points")
    '95'
    """

    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)

    def value(self, name: str, default: str = "") -> str:
        """The value typed in field ``name``."""
        return self.values.get(name, default)

"""The hand records' notation: :mod:`atout.bridge.notation` (one place for every page)."""

from __future__ import annotations

from atout.bridge.notation import ENGLISH, FRENCH, NOTATIONS, Notation, notation

__all__ = ["ENGLISH", "FRENCH", "NOTATIONS", "Notation", "notation"]

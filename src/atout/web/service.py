"""Kept for the club's routes until they move: the game actions are in
:mod:`atout.services.games`, the JSON twin of a page in :mod:`atout.web.json_twin`."""

from __future__ import annotations

from atout.web.json_twin import json_response

__all__ = ["json_response"]

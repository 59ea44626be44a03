"""The methods a path answers, for the ``Allow`` header of a 405 (RFC 9110 §15.5.6).

A path may be served by several routes (a page's ``GET`` and its form's
``POST``); the router refuses with the methods of the first one only. The
methods of every route whose pattern matches the path are gathered here, with
``HEAD`` wherever ``GET`` is (the guard answers it, :mod:`atout.web.guard`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fastapi import FastAPI
from fastapi.routing import iter_route_contexts


@dataclass(frozen=True, slots=True)
class Methods:
    """Each route's path pattern and its methods, in the app's order."""

    routes: tuple[tuple[re.Pattern[str], frozenset[str]], ...]

    @classmethod
    def of(cls, app: FastAPI) -> Methods:
        """The routes of ``app`` (its mounts, which answer every method, left out)."""
        found = []
        for route in iter_route_contexts(app.routes):
            pattern, methods = getattr(route, "path_regex", None), route.methods
            if isinstance(pattern, re.Pattern) and methods:
                found.append((pattern, frozenset(methods)))
        return cls(tuple(found))

    def allowed(self, path: str) -> str:
        """The ``Allow`` header of ``path``: its methods, sorted, ``HEAD`` with ``GET``."""
        methods: set[str] = set()
        for pattern, route_methods in self.routes:
            if pattern.match(path):
                methods |= route_methods
        if "GET" in methods:
            methods.add("HEAD")
        return ", ".join(sorted(methods))

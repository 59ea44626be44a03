"""``atout.web.actions.act``: commit then 303; 422, 409 and 404 without a commit; app state."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from fastapi import Request
from fastapi.responses import PlainTextResponse, Response

from atout.errors import AtoutError, ConflictError, FormError, NotFoundError
from atout.services import sheet_cache
from atout.services.settings import Settings
from atout.web.actions import act, refused_json
from atout.web.app import create_app


class Session:
    """Counts the commits (act commits the caller's transaction on success only) and the
    rollbacks (of a refused or conflicting action)."""

    def __init__(self) -> None:
        self.commits = 0
        self.rollbacks = 0

    def commit(self) -> None:
        self.commits += 1

    def rollback(self) -> None:
        self.rollbacks += 1


def _refused(error: FormError) -> Response:
    return PlainTextResponse(repr(error.errors), status_code=422)


def _conflict(error: ConflictError) -> Response:
    return PlainTextResponse(str(error), status_code=409)


def _raise(error: Exception) -> Any:
    raise error


def test_success_commits_then_sees_other() -> None:
    session = Session()
    response = act(session, lambda: 7, then=lambda n: f"/games/{n}", refused=_refused)
    assert (response.status_code, response.headers["location"], session.commits) == (
        303,
        "/games/7",
        1,
    )


def test_then_may_give_the_whole_response() -> None:
    response = act(Session(), lambda: "x", then=lambda t: PlainTextResponse(t, 201))
    assert (response.status_code, response.body) == (201, b"x")


def test_refused_form_is_422_without_commit() -> None:
    session = Session()
    error = FormError({"points": "0 to 91"})
    response = act(session, lambda: _raise(error), then="/", refused=_refused)
    assert (response.status_code, response.body, session.commits) == (
        422,
        b"{'points': '0 to 91'}",
        0,
    )


def test_other_errors_are_refused_only_when_asked() -> None:
    run = partial(_raise, AtoutError("no such contract"))
    with pytest.raises(AtoutError):
        act(Session(), run, then="/", refused=_refused)
    asked = Request(
        {"type": "http", "path": "/api/games/1/deals", "headers": [(b"accept-language", b"en")]}
    )
    response = act(Session(), run, then="/", refused=refused_json(asked), refuses=AtoutError)
    assert response.status_code == 422
    assert json.loads(response.body) == {
        "code": "atout",
        "message": "no such contract",
        "detail": "no such contract",
        "errors": {"": "no such contract"},
        "codes": {"": "atout"},
    }


def test_conflict_is_409_and_not_found_goes_on() -> None:
    session = Session()
    run = partial(_raise, ConflictError("stored first", None))
    response = act(session, run, then="/", refused=_refused, conflict=_conflict)
    assert (response.status_code, session.commits) == (409, 0)
    with pytest.raises(NotFoundError):
        act(
            session,
            lambda: _raise(NotFoundError("no game 9")),
            then="/",
            refused=_refused,
            refuses=AtoutError,
        )


def test_each_app_keeps_its_own_sheets(tmp_path: Path) -> None:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'web.sqlite'}")
    first, second = create_app(settings), create_app(settings)
    assert isinstance(first.state.sheets, sheet_cache.SheetCache)
    assert first.state.sheets is not second.state.sheets
    assert not [v for v in vars(sheet_cache).values() if isinstance(v, sheet_cache.SheetCache)]

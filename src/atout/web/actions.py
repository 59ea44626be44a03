"""One user action per request: run it, commit, and answer 303, 422, 409 or 404.

Every route that takes a form does the same: call one service function in the
request's transaction; on success commit and send the browser on (303, see
other); when the input is refused show the form again with its messages and the
values typed (422); when another phone stored the same board first show both
versions (409); an unknown game or session is a 404 (the app's handler of
:class:`NotFoundError`). :func:`act` is that sequence, once.

The commit happens in :func:`act`, in the route's worker thread: the SQLite
write lock is let go at once, without waiting for the route's turn on the
event loop (see :func:`atout.web.deps.get_session`, whose own commit then has
nothing left to do).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session

from atout.errors import AtoutError, ConflictError, FormError, NotFoundError
from atout.web.errors import refused_fields

T = TypeVar("T")

#: Which errors a route refuses with its form again: a class or a tuple of classes.
Refusable = type[AtoutError] | tuple[type[AtoutError], ...]


def act(
    session: Session,
    run: Callable[[], T],
    *,
    then: str | Callable[[T], str | Response],
    refused: Callable[[FormError], Response] | None = None,
    refuses: Refusable = FormError,
    conflict: Callable[[ConflictError[Any]], Response] | None = None,
) -> Response:
    """Run the action ``run`` and answer as a form route does.

    - ``then``: where to go once the action is committed (a path, answered with
      303), or a function of the action's outcome giving that path or the whole
      response (a redirect that also sets a cookie, say).
    - ``refused``: the page showing the form again (422) when ``run`` raises one
      of ``refuses`` (only :class:`FormError` unless told); an error that is not
      a :class:`FormError` comes as one with its message for the whole form
      (field ``""``). Without ``refused`` nothing is refused.
    - ``conflict``: the page (409) when ``run`` raises :class:`ConflictError`.

    Nothing is committed unless the action succeeds: a refused or conflicting action is
    rolled back before its page is drawn, so the page shows what is stored. Any other
    error, and :class:`NotFoundError` always, goes on to the app's handlers (404, 403, 400).
    """
    try:
        outcome = run()
    except AtoutError as error:
        if isinstance(error, NotFoundError):
            raise
        if conflict is not None and isinstance(error, ConflictError):
            session.rollback()
            return conflict(error)
        if refused is not None and isinstance(error, refuses):
            session.rollback()
            return refused(as_form_error(error))
        raise
    session.commit()  # here, in the worker thread: the SQLite write lock is let go at once
    target = then if isinstance(then, str) else then(outcome)
    return RedirectResponse(target, status_code=303) if isinstance(target, str) else target


def as_form_error(error: AtoutError) -> FormError:
    """``error`` as a form's messages: itself, or its message for the whole form.

    The message keeps the error's code, and so does the form's error.

    >>> from atout.errors import InvalidDealError
    >>> form = as_form_error(InvalidDealError("no such deal", code="game.deal-not-found"))
    >>> form.errors, form.errors[""].code, form.code
    ({'': 'no such deal'}, 'game.deal-not-found', 'game.deal-not-found')
    """
    if isinstance(error, FormError):
        return error
    form = FormError({"": error.message.coded(error.code)})
    form.code = error.code
    return form


def refused_json(request: Request) -> Callable[[FormError], Response]:
    """The JSON API's refusal of ``request``: 422 in the reader's language, the refusal's
    ``code`` and ``message``, each field's message (``errors``) and code (``codes``), as
    the club API answers (:func:`atout.web.errors.refused_fields`)."""
    return lambda error: refused_fields(request, error)

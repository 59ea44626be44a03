"""The device a table's page is used on: a random cookie, so that the phone that entered an
entry does not confirm it (the other side confirms on its own phone)."""

from __future__ import annotations

import re
import secrets

from fastapi import Request
from fastapi.responses import Response

#: The cookie naming this browser (22 random URL-safe characters, 128 bits).
DEVICE_COOKIE = "atout_device"
_SHAPE = re.compile(r"[A-Za-z0-9_-]{22}")
#: A device is remembered a year.
_KEPT = 365 * 24 * 3600


def device_of(request: Request) -> tuple[str, bool]:
    """The request's device and whether it is new (no cookie yet: one is made)."""
    found = request.cookies.get(DEVICE_COOKIE, "")
    if _SHAPE.fullmatch(found):
        return found, False
    return secrets.token_urlsafe(16), True


def remember(response: Response, device: str, new: bool) -> Response:
    """``response``, giving a new device its cookie."""
    if new:
        response.set_cookie(DEVICE_COOKIE, device, max_age=_KEPT, httponly=True, samesite="lax")
    return response

"""The API's documentation, ``/docs`` (Swagger UI) and ``/redoc``: every file served by the app.

The libraries come from the ``fastapi-offline`` package; the pages are ours, so
that no page carries an inline script (Swagger UI starts from
``/static/swagger-start.js``) and nothing is loaded from another host: ReDoc's
bundle draws the Redocly logo from a CDN, so it is served with that address
replaced by an empty image.
"""

from __future__ import annotations

import functools
from pathlib import Path

import fastapi_offline
from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles

#: The libraries' files (Swagger UI, ReDoc, the icon).
LIBRARIES = Path(fastapi_offline.__file__).resolve().parent / "static"
#: Where they are served.
PREFIX = "/static-offline-docs"
#: The logo ReDoc's bundle loads from a CDN, and what it loads instead (no request at all).
REDOC_LOGO = b"https://cdn.redoc.ly/redoc/logo-mini.svg"
NO_IMAGE = b"data:,"

router = APIRouter(include_in_schema=False)

SWAGGER_PAGE = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>atout - Swagger UI</title>
<link rel="stylesheet" href="{PREFIX}/swagger-ui.css">
<link rel="icon" href="{PREFIX}/favicon.png">
</head>
<body>
<div id="swagger-ui" data-openapi="/openapi.json"></div>
<script src="{PREFIX}/swagger-ui-bundle.js"></script>
<script src="/static/swagger-start.js"></script>
</body>
</html>
"""

REDOC_PAGE = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>atout - ReDoc</title>
<link rel="icon" href="{PREFIX}/favicon.png">
<link rel="stylesheet" href="/static/redoc.css">
</head>
<body>
<redoc spec-url="/openapi.json"></redoc>
<script src="{PREFIX}/redoc.standalone.js"></script>
</body>
</html>
"""


@router.get("/docs")
async def swagger() -> HTMLResponse:
    """Swagger UI over ``/openapi.json``."""
    return HTMLResponse(SWAGGER_PAGE)


@router.get("/redoc")
async def redoc() -> HTMLResponse:
    """ReDoc over ``/openapi.json``."""
    return HTMLResponse(REDOC_PAGE)


@functools.cache
def redoc_bundle() -> bytes:
    """ReDoc's bundle without the address of its CDN logo."""
    return (LIBRARIES / "redoc.standalone.js").read_bytes().replace(REDOC_LOGO, NO_IMAGE)


@router.get(f"{PREFIX}/redoc.standalone.js")
async def redoc_script() -> Response:
    """ReDoc's bundle, served without its CDN logo."""
    return Response(
        redoc_bundle(),
        media_type="text/javascript; charset=utf-8",
        headers={"Cache-Control": "public, max-age=86400"},
    )


def install(app: FastAPI) -> None:
    """Serve the documentation pages and the libraries' files."""
    app.include_router(router)
    app.mount(PREFIX, StaticFiles(directory=LIBRARIES), name="static-offline-docs")

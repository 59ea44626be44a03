"""The security headers of every answer, and ``Secure`` on cookies sent over HTTPS.

The pages load nothing from another host: scripts and styles are the app's
own files (no inline script: ``script-src 'self'``), images the app's own or
``data:`` URLs. Only the API's documentation pages (``/docs``, ``/redoc``),
whose libraries write their styles into the page, allow inline styles. No
page may be framed by another (``frame-ancestors 'none'``, ``X-Frame-Options``).
"""

from __future__ import annotations

#: The policy of every page.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
#: The policy of the API's documentation (Swagger UI and ReDoc write inline styles and
#: ReDoc runs its search in a worker made from a blob).
DOCS_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
#: The paths served with :data:`DOCS_POLICY`.
DOCS_PATHS = frozenset({"/docs", "/redoc"})
#: A year: how long a browser keeps to HTTPS once it saw the app over HTTPS.
HSTS = "max-age=31536000"


def security_headers(path: str, https: bool) -> list[tuple[bytes, bytes]]:
    """The headers added to the answer to ``path`` (``Strict-Transport-Security`` over HTTPS).

    >>> [name for name, _ in security_headers("/", False)][:2]
    [b'content-security-policy', b'x-frame-options']
    """
    policy = DOCS_POLICY if path in DOCS_PATHS else CONTENT_SECURITY_POLICY
    headers = [
        (b"content-security-policy", policy.encode()),
        (b"x-frame-options", b"DENY"),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"same-origin"),
        (b"cross-origin-opener-policy", b"same-origin"),
    ]
    if https:
        headers.append((b"strict-transport-security", HSTS.encode()))
    return headers


def secure_cookie(value: bytes) -> bytes:
    """A ``Set-Cookie`` value with the ``Secure`` attribute (added once).

    >>> secure_cookie(b"atout_csrf=x; HttpOnly; Path=/; SameSite=lax")
    b'atout_csrf=x; HttpOnly; Path=/; SameSite=lax; Secure'
    >>> secure_cookie(b"a=b; Secure")
    b'a=b; Secure'
    """
    attributes = [part.strip().lower() for part in value.split(b";")[1:]]
    return value if b"secure" in attributes else value + b"; Secure"

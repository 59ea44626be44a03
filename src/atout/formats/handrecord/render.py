"""Hand records to HTML (one self-contained file, print CSS) and to PDF (WeasyPrint).

>>> from atout.bridge.dealing import DealingSeed, seeded_boards
>>> records = [HandRecord(b) for b in seeded_boards(DealingSeed(bytes(16)), range(1, 6))]
>>> html = render_html(records, language="fr", per_page=4)
>>> html.count('class="board"'), html.count('class="sheet"'), "Donne 5" in html
(5, 2, True)
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from importlib import resources

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from atout.errors import SettingError
from atout.formats.handrecord.notation import notation
from atout.formats.handrecord.view import BoardView, HandRecord, board_view

#: Boards a page: 1 to 4.
PER_PAGE = range(1, 5)


@functools.cache
def _environment() -> Environment:
    return Environment(
        loader=PackageLoader("atout.formats.handrecord", "templates"),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=False,
    )


def stylesheet() -> str:
    """The hand records' style sheet (inside the page, or linked at its own address)."""
    return (
        resources.files("atout.formats.handrecord")
        .joinpath("templates", "handrecord.css")
        .read_text(encoding="utf-8")
    )


def pages(views: Sequence[BoardView], per_page: int) -> list[list[BoardView]]:
    """The boards, ``per_page`` to a page."""
    if per_page not in PER_PAGE:
        raise SettingError(
            "{per_page!r} boards a page: use 1 to 4",
            code="hand-record.boards-per-page",
            per_page=per_page,
        )
    return [list(views[i : i + per_page]) for i in range(0, len(views), per_page)]


def render_html(
    records: Sequence[HandRecord],
    *,
    language: str = "fr",
    per_page: int = 4,
    title: str | None = None,
    css_href: str | None = None,
    links: Sequence[tuple[str, str]] = (),
) -> str:
    """One HTML file of the records: A4 pages when printed, the same pages on screen.

    The style sheet is inside the file, or linked at ``css_href`` (a page served with a
    policy that refuses inline styles); ``links``, ``(text, href)`` pairs (an empty href:
    text alone), make a bar above the pages, on screen only.
    """
    words = notation(language)
    views = [board_view(r, words) for r in records]
    return (
        _environment()
        .get_template("handrecord.html")
        .render(
            language=words.language,
            title=title or words.word("title"),
            words=words.words,
            # atout's own style sheet, not user text: not escaped
            css=Markup(stylesheet()) if css_href is None else None,
            css_href=css_href,
            links=tuple(links),
            per_page=per_page,
            pages=pages(views, per_page),
        )
    )


def _no_fetch(url: str, *args: object, **kwargs: object) -> dict[str, object]:
    """WeasyPrint's fetcher here: the page holds everything it shows (its style sheet
    inside), so nothing is read from the disk or the network, whatever a text says."""
    raise SettingError(
        "a hand record fetches nothing: {url!r} is refused",
        code="hand-record.fetch",
        url=url[:200],
    )


def render_pdf(
    records: Sequence[HandRecord],
    *,
    language: str = "fr",
    per_page: int = 4,
    title: str | None = None,
) -> bytes:
    """The PDF of :func:`render_html` (WeasyPrint, imported here: it is slow to load)."""
    from weasyprint import HTML

    html = render_html(records, language=language, per_page=per_page, title=title)
    pdf = HTML(string=html, url_fetcher=_no_fetch).write_pdf()  # without a target: the bytes
    if not isinstance(pdf, bytes):
        raise TypeError(f"WeasyPrint gave {type(pdf).__name__}, not the PDF's bytes")
    return pdf

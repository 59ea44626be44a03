"""A closed session as a static site: HTML pages any web host serves, no server, no CDN.

The pages are the room's own (the same views and templates as ``/s/<id>``):
the ranking (per direction for a Mitchell that is not arrow-switched) with
the commitment and the published seed, each board's traveller with its par
and each result against it, each pair's score card, and the hand records
with their double-dummy analysis (:mod:`atout.formats.handrecord`). Only the
frame differs (``templates/site/base.html``: no language switch, no script).
Every address of the server in a page becomes the relative address of its
file; the style sheets are copied in. One folder, no sub-folder but
``static/``::

    index.html  board-<n>.html  pair-<n>.html  hands.html  static/*.css
    player-<n>.html  players.html   (an individual's players)
    ranking.pdf  ranking.csv   (a pairs session or an individual: :mod:`atout.services.club.paper`)

Every page's frame names the club (``ATOUT_CLUB_NAME``) and the session's
date; inside a club's site (:mod:`atout.web.publish_club`) it links back to
the club's index (``../index.html``).
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup
from sqlalchemy.orm import Session

from atout.errors import InvalidTransitionError, Message, UsageError
from atout.formats.handrecord import render_html
from atout.formats.handrecord.render import stylesheet
from atout.i18n import day
from atout.services.club.hand_records import hand_records
from atout.services.club.paper import ranking_csv, ranking_pdf
from atout.services.club.scores import Scored, score
from atout.store.club.analysis import analyses
from atout.store.club.records import SessionKind, SessionStatus
from atout.web.room.files import BOM
from atout.web.templating import TEMPLATES, UI, Templates
from atout.web.views.club.dealing import DealingView, dealing_view
from atout.web.views.club.individual import player_card, player_cards
from atout.web.views.club.room import ranking, score_card, traveller
from atout.web.views.club.teams import teams_page

#: The app's own static files.
STATIC = Path(__file__).resolve().parent / "static"
#: The app's style sheets the pages use, copied into ``static/``.
STYLE_SHEETS = ("style.css", "club.css")
#: A time stamp for every file of the zip, so that the same session gives the same bytes.
ZIP_TIME = (2026, 1, 1, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class SiteInfo:
    """What the frame of every page shows: the session's title and where its ranking is,
    the club's name, the session's day, and the club's index (``""``: none)."""

    session_id: int
    title: str
    club: str = ""
    day: str = ""
    home: str = ""


@dataclass(frozen=True, slots=True)
class SiteIndex:
    """The home page: the ranking (or the matches), the boards, the dealing's proof."""

    session_id: int
    title: str
    standings: Markup
    boards: tuple[int, ...]
    analysed: int
    dealing: DealingView | None
    #: The ranking as ``ranking.pdf`` and ``ranking.csv`` (a pairs session).
    files: bool = False


def _addresses(session_id: int) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The server's addresses of a session's pages, and the site's file of each."""
    base = re.escape(f"/s/{session_id}")
    return (
        (re.compile(rf"{base}"), "index.html"),
        (re.compile(rf"{base}/boards/(\d+)"), r"board-\1.html"),
        (re.compile(rf"{base}/pairs/(\d+)"), r"pair-\1.html"),
        (re.compile(rf"{base}/players/(\d+)"), r"player-\1.html"),
        (re.compile(rf"{base}/players"), "players.html"),
        (re.compile(rf"{base}/ranking\.(pdf|csv)"), r"ranking.\1"),
        (re.compile(rf"/director/sessions/{session_id}/hands"), "hands.html"),
        (re.compile(r"/static/([\w.-]+\.css)"), r"static/\1"),
    )


_LINK = re.compile(r'\b(href|src)="(/[^"]*)"')


def relative_links(page: str, session_id: int, files: Mapping[str, object]) -> str:
    """``page`` with every server address made the relative address of its file in the site.

    An address that is not a file of the site is atout's own mistake: refused.

    >>> relative_links('<a href="/s/3/boards/2">', 3, {"board-2.html": b""})
    '<a href="board-2.html">'
    """
    rules = _addresses(session_id)

    def local(match: re.Match[str]) -> str:
        attribute, address = match.groups()
        for pattern, target in rules:
            found = pattern.fullmatch(address)
            if found is not None:
                name = found.expand(target)
                if name in files:
                    return f'{attribute}="{name}"'
        raise UsageError(
            "a published page links to {address!r}, which the site does not have",
            code="publish.broken-link",
            address=address,
        )

    return _LINK.sub(local, page)


def _index(templates: Templates, ui: UI, scored: Scored, analysed: int) -> str:
    record = scored.record
    if record.kind is SessionKind.TEAMS:
        standings = templates.html(ui, "club/_matches.html", teams_page(scored))
    else:
        standings = templates.html(ui, "club/_standings.html", ranking(scored))
    index = SiteIndex(
        record.id,
        record.title,
        Markup(standings),  # atout's own fragment, escaped when it was rendered
        record.plan.boards,
        analysed,
        dealing_view(record),
        record.kind in (SessionKind.PAIRS, SessionKind.INDIVIDUAL),
    )
    return templates.html(ui, "site/index.html", index)


def _ranking_files(scored: Scored, club: str, ui: UI) -> dict[str, bytes]:
    """A pairs session's (an individual's) ranking as a PDF page and a CSV file (UTF-8 with
    BOM)."""
    if scored.record.kind not in (SessionKind.PAIRS, SessionKind.INDIVIDUAL):
        return {}
    return {
        "ranking.pdf": ranking_pdf(scored, club, ui.gettext, ui.fixed),
        "ranking.csv": (BOM + ranking_csv(scored, club, ui.gettext)).encode("utf-8"),
    }


def site_pages(
    session: Session, session_id: int, language: str = "fr", club: str = "", home: str = ""
) -> dict[str, bytes]:
    """Every file of the static site of closed session ``session_id``, by its path: the
    frame names ``club``, and links to the club's index ``home`` when given."""
    scored = score(session, session_id)
    record = scored.record
    if record.status is not SessionStatus.CLOSED:
        raise InvalidTransitionError(
            "session {session_id} is {status}: close it before publishing it",
            code="session.publish-not-closed",
            session_id=session_id,
            status=Message(record.status.value),
        )
    solved = analyses(session, session_id)
    templates = Templates(overrides=(TEMPLATES / "site",))
    ui = UI(language, "", False, "")
    when = day(record.created_at, language)
    templates.env.globals["site"] = SiteInfo(record.id, record.title, club, when, home)
    pages: dict[str, str] = {"index.html": _index(templates, ui, scored, len(solved))}
    for board in record.plan.boards:
        if record.kind is not SessionKind.TEAMS and board not in scored.event.travellers:
            continue
        view = traveller(scored, board, language, solved.get(board))
        pages[f"board-{board}.html"] = templates.html(ui, "club/traveller.html", view)
    if record.kind is SessionKind.PAIRS:
        for pair in record.plan.pairs:
            card = score_card(scored, pair, language)
            pages[f"pair-{pair}.html"] = templates.html(ui, "club/scorecard.html", card)
    if record.individual is not None:
        for player in range(1, record.individual.players + 1):
            sheet = player_card(scored, player, language)
            pages[f"player-{player}.html"] = templates.html(ui, "club/player_card.html", sheet)
        every = player_cards(scored, language)
        pages["players.html"] = templates.html(ui, "club/player_cards.html", every)
    back = ((f"← {record.title}", f"/s/{record.id}"),)
    records = hand_records(record, solved)
    pages["hands.html"] = render_html(
        records,
        language=language,
        title=record.title,
        css_href="/static/handrecord.css",
        links=back,
    )
    files: dict[str, bytes] = {
        f"static/{name}": (STATIC / name).read_bytes() for name in STYLE_SHEETS
    }
    files["static/handrecord.css"] = stylesheet().encode("utf-8")
    files.update(_ranking_files(scored, club, ui))
    names = {**files, **pages}
    for name, page in pages.items():
        files[name] = relative_links(page, record.id, names).encode("utf-8")
    return dict(sorted(files.items()))


def zip_bytes(files: Mapping[str, bytes]) -> bytes:
    """The site as a zip file (the same files give the same bytes)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return buffer.getvalue()


def write_site(files: Mapping[str, bytes], out: Path) -> None:
    """Write the site into the folder ``out`` (made if needed), or as the zip file ``out``
    when its name ends in ``.zip``."""
    if out.suffix.lower() == ".zip":
        out.write_bytes(zip_bytes(files))
        return
    for name, data in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

"""A club's static site: every closed session's site in its folder, each season's ranking
and an index of them all, in one folder any web host serves (or opened from the disk).

::

    index.html              the club's name, its sessions (title, day) and seasons
    season-<n>.html         season n's championship (the seasons in name order)
    session-<id>/...        the session's own site (:func:`atout.web.publish.site_pages`)
    static/*.css

Every link is relative: the index links down into the folders, each session's
frame links back up (``../index.html``).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.orm import Session

from atout.i18n import day, fixed
from atout.services.club.season import season, season_rows
from atout.store.club import repo
from atout.store.club.records import SessionStatus
from atout.web.publish import STATIC, STYLE_SHEETS, site_pages
from atout.web.templating import TEMPLATES, UI, Templates


@dataclass(frozen=True, slots=True)
class SiteSession:
    """A closed session in the club's index: its folder, title and day."""

    folder: str
    title: str
    day: str
    season: str


@dataclass(frozen=True, slots=True)
class SiteSeason:
    """A season's page: its file, name, and its championship as rows (the header first)."""

    file: str
    name: str
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class ClubIndex:
    """The club site's home: the club's name, the sessions (latest first), the seasons."""

    club: str
    sessions: tuple[SiteSession, ...]
    seasons: tuple[SiteSeason, ...]


def _seasons(session: Session, language: str, ui: UI) -> tuple[SiteSeason, ...]:
    found = []
    for number, name in enumerate(repo.seasons(session), start=1):
        championship = season(session, name)
        if not championship.sessions:  # no closed session yet
            continue
        rows = season_rows(championship, ui.gettext, lambda t: fixed(Decimal(t), language))
        found.append(SiteSeason(f"season-{number}.html", name, tuple(map(tuple, rows))))
    return tuple(found)


def club_site_pages(session: Session, language: str = "fr", club: str = "") -> dict[str, bytes]:
    """Every file of the club's site: each closed session's, each season's and the index."""
    ui = UI(language, "", False, "")
    closed = [s for s in repo.list_sessions(session, None) if s.status is SessionStatus.CLOSED]
    files: dict[str, bytes] = {
        f"static/{name}": (STATIC / name).read_bytes() for name in STYLE_SHEETS
    }
    listed = []
    for record in closed:
        folder = f"session-{record.id}"
        pages = site_pages(session, record.id, language, club, "../index.html")
        files.update({f"{folder}/{name}": data for name, data in pages.items()})
        when = day(record.created_at, language)
        listed.append(SiteSession(folder, record.title, when, record.season))
    seasons = _seasons(session, language, ui)
    templates = Templates(overrides=(TEMPLATES / "site",))
    for one in seasons:
        page = templates.html(ui, "site/season.html", ClubIndex(club, (), (one,)))
        files[one.file] = page.encode("utf-8")
    index = ClubIndex(club, tuple(listed), seasons)
    files["index.html"] = templates.html(ui, "site/club.html", index).encode("utf-8")
    return dict(sorted(files.items()))

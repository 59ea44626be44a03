"""Every page of a club evening, a rubber, a Chicago, a series and tarot, in French, with
each page's refusal of a bad input: no English word of the interface on any of them.

The data is made through the pages and forms (a director, an 8-pair session played
whole and closed, its boards analysed so that its travellers, published site and hand
records show the par; a team match; a 9-player tarot evening whose table of 5 plays two
deals); Chromium (Debian's, through Playwright) then visits each page at 390 and 1280 px
with a fresh French visitor and reads its text: no word of ``ENGLISH`` (:mod:`tests.english`,
the English vocabulary of atout's interface) on any of them, in option labels or attributes
either, no number written the English way (``57.64``, ``-13``), no page wider than the
screen and, at 390 px, no table column out of sight (past the screen's edge or clipped by
a box that scrolls).
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from atout.bridge.board import Board
from atout.services.analysis import analyse
from atout.store.club import analysis as stored_analysis
from atout.store.club import repo as club_repo
from atout.store.database import Database
from atout.store.tarot_club import repo as tarot_repo
from atout.web.templating import LANGUAGE_COOKIE
from tests.club.conftest import result_form
from tests.english import english_words
from tests.web.conftest import Server, csrf, screenshot
from tests.web.test_browser import _enter_rubber_deal

pytestmark = pytest.mark.browser

PASSWORD = "un mot de passe assez long"
SEASON = "Hiver 2026"
NOW = datetime(2026, 11, 27, 20, 0, tzinfo=UTC)
#: What a refusal quotes of the input typed (``'[Deal "N:AKQ.xx"]'``).
QUOTED = re.compile(r"'[^'\n]*'")


#: The French words of atout's interface that an English page must never show.
FRENCH = [
    "Donne",
    "Donnes",
    "Donneur",
    "Partie",
    "Marque",
    "Passe",
    "Passe générale",
    "Étui",
    "Classement",
    "Contrat",
    "Vulnérable",
    "personne",
    "tous",
    "Nous",
    "Eux",
    "Ouest",
    "Nord",
    "Sud",
    "Historique",
    "Annuler",
    "Rétablir",
    "Séance",
    "Saison",
    "n’est pas",
    "valable",
    "Résultat",
    "Levées",
    "Preneur",
    "Règles",
    "Retour",
    "Accueil",
    "Position",
    "et",
    "ou",
    "le",
    "la",
    "les",
    "des",
]
_FRENCH = re.compile(r"(?<![\w'’-])(" + "|".join(map(re.escape, FRENCH)) + r")(?![\w'’-])")


def french_words(text: str) -> list[str]:
    """The French interface words in ``text`` (besides the language switch, and the tarot
    term "le mort" that English players use too).

    >>> french_words("Board 3 · Passed out · EW 4♥X-2"), french_words("Donne 3 : la donne")
    ([], ['Donne', 'la'])
    """
    return _FRENCH.findall(text.replace("Français", "").replace("(le mort)", ""))


#: A plain space before a sign French sets off with a no-break one, with what precedes it.
_PLAIN_SPACE = re.compile(r"\S{0,20} [:;!?](?=\s|$)")
#: A number written the English way on a French page: a decimal point, or a hyphen-minus
#: for a negative (``103.00``, ``-13``), with what surrounds it. A hyphen between two
#: words or numbers (``N-S``, a range ``1-3``) is not a minus: it follows a letter or digit.
_ENGLISH_NUMBER = re.compile(r"\S{0,12}(?:\d\.\d|(?<![\w\-])-\d)\S{0,12}")
#: What is not a number although it has digits and points, set aside before that check:
#: an address (``http://…``, ``127.0.0.1``), a section of the PBN standard (``PBN 2.1
#: §3.4.11``), a deal in PBN's notation (``N:AKQJ.T98.765.432``, the input a refusal
#: keeps in its field) and what a refusal quotes between double quotes.
_NOT_NUMBERS = re.compile(
    r'\S+://\S+|\b\d+(?:\.\d+){3}\b|PBN \d\.\d|§[\d.]+\d|\b[NESW]:[AKQJTx2-9.]+|"[^"\n]*"'
)

#: The words a page shows outside its text: option labels and the attributes read aloud
#: or shown on hover (``title``, ``aria-label``, ``placeholder``, ``alt``).
_SHOWN_WORDS = """() => {
  const out = [];
  for (const o of document.querySelectorAll('option')) out.push(o.label || o.textContent);
  for (const name of ['title', 'aria-label', 'placeholder', 'alt'])
    for (const e of document.querySelectorAll('[' + name + ']')) out.push(e.getAttribute(name));
  return out.join(' \\n ');
}"""

#: The columns of every table not wholly visible without scrolling sideways (a phone would
#: scroll the page or a box to read them): a cell reaching past the screen's left or right
#: edge, or past the edge of a box around it that clips or scrolls what overflows it.
#: "table n, column k".
_HIDDEN_COLUMNS = """() => {
  const out = [];
  const clips = (e) => !['visible', ''].includes(getComputedStyle(e).overflowX);
  document.querySelectorAll('table').forEach((table, t) => {
    const boxes = [];
    for (let e = table.parentElement; e && e !== document.body; e = e.parentElement)
      if (clips(e)) boxes.push(e.getBoundingClientRect());
    for (const row of table.rows) for (const [k, cell] of [...row.cells].entries()) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      const past = (left, right) => box.left < left - 1 || box.right > right + 1;
      if (past(0, window.innerWidth) || boxes.some(b => past(b.left, b.right)))
        out.push((table.id || table.className || 'table ' + t) + ', column ' + (k + 1));
    }
  });
  return [...new Set(out)];
}"""


class Crawl:
    """The pages and refusals visited, and the words of the other language found on them."""

    def __init__(self, page: Any, server: Server, width: int, language: str = "fr") -> None:
        self.page, self.server, self.width = page, server, width
        self.language = language
        self.foreign = english_words if language == "fr" else french_words
        self.pages: list[str] = []
        self.refusals: list[str] = []
        self.found: dict[str, list[str]] = {}
        #: The pages wider than the screen (a phone scrolls them sideways), and how wide.
        self.overflowing: dict[str, int] = {}
        #: At 390 px, the table columns not visible without scrolling sideways.
        self.hidden_columns: dict[str, list[str]] = {}

    def read(self, what: str) -> None:
        text = self.page.inner_text("body")
        words = self.foreign(QUOTED.sub("", text))  # what a refusal quotes is the input
        if words:
            self.found[what] = words
        plain = _PLAIN_SPACE.findall(text) if self.language == "fr" else []
        if plain:  # French sets off « : ; ! ? » with a no-break space
            self.found[f"{what}, a plain space before : ; ! ?"] = plain
        shown = self.foreign(self.page.evaluate(_SHOWN_WORDS))
        if shown:
            self.found[f"{what}, options and attributes"] = shown
        plain_text = _NOT_NUMBERS.sub("", QUOTED.sub("", text))
        numbers = _ENGLISH_NUMBER.findall(plain_text) if self.language == "fr" else []
        if numbers:
            self.found[f"{what}, a number written the English way"] = numbers

    def measure(self, what: str) -> None:
        """The page's width and, on a phone, its tables' columns past the screen's edge."""
        wide = self.page.evaluate("document.documentElement.scrollWidth")
        if wide > self.width:
            self.overflowing[what] = wide
        hidden = self.page.evaluate(_HIDDEN_COLUMNS) if self.width <= 390 else []
        if hidden:
            self.hidden_columns[what] = hidden

    def visit(self, path: str, shot: str | None = None, status: int = 200) -> None:
        response = self.page.goto(self.server.url + path)
        assert response is not None and response.status == status, (path, response)
        self.pages.append(path)
        self.read(path)
        self.measure(path)
        if shot:
            screenshot(self.page, f"{self.language}-{shot}-{self.width}")

    def visit_file(self, path: Path, shot: str | None = None) -> None:
        """A page of the published site, opened from its folder (no server)."""
        self.page.goto(path.as_uri())
        what = f"published {path.name}"
        self.pages.append(what)
        self.read(what)
        self.measure(what)
        if shot:
            screenshot(self.page, f"{self.language}-{shot}-{self.width}")

    def refuse(self, what: str, submit: Any, status: int = 422) -> None:
        """Submit a bad input through the page (the browser's own checks off)."""
        self.page.evaluate("document.querySelectorAll('form').forEach(f => f.noValidate = true)")
        with self.page.expect_navigation():
            submit()
        self.refusals.append(what)
        text = self.page.inner_text("body")
        assert self.page.locator(".error, [role=alert], .banner").count() > 0, (what, text)
        self.read(f"refusal: {what}")


def _director(server: Server) -> httpx.Client:
    client = httpx.Client(base_url=server.url, follow_redirects=False, timeout=30)
    client.get("/director/setup")
    form = {"csrf_token": csrf(client), "name": "Directrice", "password": PASSWORD}
    assert client.post("/director/setup", data=form).status_code == 303
    return client


def _post(client: httpx.Client, path: str, data: dict[str, str]) -> httpx.Response:
    return client.post(path, data={"csrf_token": csrf(client), **data})


def _club_session(client: httpx.Client, server: Server) -> tuple[int, dict[int, str]]:
    """An 8-pair session, started, every board played and confirmed at its table."""
    data = {"title": "Mardi", "pairs": "8", "suggestion": "0", "seed": "7", "season": SEASON}
    location = _post(client, "/director/sessions", data).headers["location"]
    session_id = int(location.rsplit("/", 1)[1])
    names = {
        f"player_{pair}_{seat}": f"Joueur {pair}{'ab'[seat - 1]}"
        for pair in range(1, 9)
        for seat in (1, 2)
    }
    assert _post(client, f"/director/sessions/{session_id}/players", names).status_code == 303
    _post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    html = client.get(f"/director/sessions/{session_id}").text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)}
    database = Database(f"sqlite:///{server.database}")
    with database.transaction(write=False) as session:
        record = club_repo.get_session(session, session_id)
    plan = record.plan
    # The double-dummy analysis the server runs in the background (off in the tests): solved
    # here and stored, so that the travellers and hand records show the par and its column.
    boards = sorted(record.deals)
    solved = analyse([Board.numbered(b, record.deals[b]) for b in boards], jobs=1)
    with database.transaction(write=True) as session:
        stored_analysis.save(session, session_id, dict(zip(boards, solved, strict=True)), NOW)
    database.dispose()
    for sitting in plan.sittings:
        for board in sitting.boards:
            where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
            form = {
                **where,
                "base_version": "0",
                **result_form(board, sitting.table, sitting.round),
            }
            code = codes[sitting.table]
            assert _post(client, f"/t/{code}/results", form).status_code == 303
            assert (
                _post(client, f"/t/{code}/confirm", {**where, "base_version": "1"}).status_code
                == 303
            )
    closing = {"status": "closed", "confirm": "yes"}
    assert _post(client, f"/director/sessions/{session_id}/status", closing).status_code == 303
    return session_id, codes


#: The tarot evening's players: full names, as long as a club's register has them.
TAROT_PLAYERS = (
    "Clémence Dubœuf", "Éloïse Marchand", "Zoé Lefèvre-Martin", "Édouard Beaulieu",
    "Cécile Vandenberghe", "Jean-Baptiste Roux", "Hélène Fontaine", "Anne-Sophie Girard",
    "Maximilien Lacroix",
)  # fmt: skip
#: The two deals played at the table of 5 in round 1 (seats 1 to 5, a called king): a
#: garde the taker (seat 1) and the called seat 3 win, a garde sans seat 2 and seat 5 lose.
TAROT_DEALS = (
    {"contract": "garde", "taker": "1", "partner": "3", "points": "61", "bouts": "2"},
    {"contract": "garde-sans", "taker": "2", "partner": "5", "points": "38", "bouts": "1"},
)


def _tarot_evening(client: httpx.Client, server: Server) -> tuple[int, dict[int, str], int]:
    """A 9-player evening (a table of 5 and one of 4), started; the table of 5 plays both
    deals of round 1, entered from one phone and confirmed from another."""
    data = {"title": "Vendredi tarot", "players": "\n".join(TAROT_PLAYERS), "rounds": "2"}
    data |= {"deals": "2", "sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5"}
    location = _post(client, "/director/tarot", data | {"season": SEASON}).headers["location"]
    tournament = int(location.rsplit("/", 1)[1])
    _post(client, f"/director/tarot/{tournament}/status", {"status": "running"})
    html = client.get(f"/director/tarot/{tournament}").text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/tt/([A-Z0-9]+)"', html)}
    database = Database(f"sqlite:///{server.database}")
    with database.transaction(write=False) as session:
        plan = tarot_repo.get_tournament(session, tournament).plan
    database.dispose()
    five = next(t for t in plan.rounds[0].tables if len(t.players) == 5)
    code = codes[five.number]
    phones = [httpx.Client(base_url=server.url, timeout=30) for _ in range(2)]
    for phone, seat in zip(phones, (0, 1), strict=True):  # the taker's side, the defence
        phone.get(f"/tt/{code}")
        assert _post(phone, f"/tt/{code}/me", {"player": str(five.players[seat])}).is_redirect
    for number, deal in enumerate(TAROT_DEALS, 1):
        where = {"round": "1", "table": str(five.number), "deal": str(number)}
        entry = where | deal | {"base_version": "0"}
        entry = _post(phones[number - 1], f"/tt/{code}/donnes", entry)
        assert entry.status_code == 303, entry.text
        confirm = _post(phones[2 - number], f"/tt/{code}/confirm", where | {"base_version": "1"})
        assert confirm.status_code == 303, confirm.text
    for phone in phones:
        phone.close()
    return tournament, codes, five.number


#: A 3-board match in two rooms (tests/club/test_teams.py): the home team leads, then
#: loses 12 IMPs on board 3 (running totals 7 – −7, then −5 – 5).
MATCH = (
    (1, "4 S N 10", "2 S N 9"),
    (2, "3 NT S 9", "3 NT S 9"),
    (3, "4 H E 10", "4 H W 9"),
)


def _team_match(client: httpx.Client) -> int:
    """A match of two teams, every board played in both rooms."""
    data = {"title": "Match", "teams": "Lyon\nNice", "boards_per_round": "3", "seed": "3"}
    location = _post(client, "/director/teams", data).headers["location"]
    session_id = int(location.rsplit("/", 1)[1])
    _post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    html = client.get(f"/director/sessions/{session_id}").text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)}
    for board, *rooms in MATCH:
        for table, result in enumerate(rooms, 1):
            level, strain, declarer, tricks = result.split()
            where = {"table": str(table), "round": "1", "board": str(board)}
            form = {**where, "base_version": "0", "level": level, "strain": strain}
            form |= {"doubling": "", "declarer": declarer, "tricks": tricks}
            assert _post(client, f"/t/{codes[table]}/results", form).status_code == 303
            confirm = {**where, "base_version": "1"}
            assert _post(client, f"/t/{codes[table]}/confirm", confirm).status_code == 303
    return session_id


def _published(server: Server, cookies: dict[str, str], session_id: int, language: str) -> Path:
    """The closed session's published site (its zip, unpacked), in ``language``."""
    folder = Path(server.database).parent / f"site-{language}"
    jar = {**cookies, LANGUAGE_COOKIE: language}
    with httpx.Client(base_url=server.url, cookies=jar, timeout=60) as client:
        response = client.get(f"/director/sessions/{session_id}/site.zip")
    assert response.status_code == 200, response.text
    zipfile.ZipFile(io.BytesIO(response.content)).extractall(folder)
    return folder


@pytest.fixture(scope="module")
def crawled_server(server: Server) -> Iterator[tuple[Server, dict[str, Any]]]:
    client = _director(server)
    session_id, codes = _club_session(client, server)
    tournament, tarot_codes, five = _tarot_evening(client, server)
    teams = {"title": "Interclubs", "teams": "Nice\nAntibes\nCannes\nGrasse", "seed": "3"}
    location = _post(client, "/director/teams", {**teams, "boards_per_round": "4"})
    team_session = int(location.headers["location"].rsplit("/", 1)[1])
    match = _team_match(client)
    yield (
        server,
        {
            "session": session_id,
            "codes": codes,
            "tournament": tournament,
            "teams": team_session,
            "match": match,
            "tarot_codes": tarot_codes,
            "five": five,
            "cookies": dict(client.cookies),
        },
    )
    client.close()


def _games(crawl: Crawl) -> None:
    page, url = crawl.page, crawl.server.url
    crawl.visit("/")
    for kind in ("rubber", "chicago", "series", "tarot"):
        crawl.visit(f"/new/{kind}")
    crawl.refuse("new tarot: no players", lambda: page.click("button.primary"))
    page.goto(url + "/new/rubber")
    page.click("button.primary")
    rubber = page.url.removeprefix(url)
    for deal in (("EW", "4", "H", "X", "-2"), ("NS", "3", "S", "", "+1")):
        _enter_rubber_deal(page, deal)
    crawl.visit(rubber)
    crawl.refuse("rubber: no contract", lambda: page.click("button[value=deal]"))
    crawl.visit(rubber, "rubber-sheet")
    crawl.visit(rubber + "/history", "rubber-history")
    crawl.visit(rubber + "/deals/1")
    page.goto(url + "/new/chicago")
    page.click("button.primary")
    chicago = page.url.removeprefix(url)
    crawl.visit(chicago)
    crawl.refuse("chicago: no declarer", lambda: page.click("button[value=deal]"))
    page.goto(url + "/new/series")
    page.click("button.primary")
    series = page.url.removeprefix(url)
    crawl.visit(series)
    crawl.refuse("series: no board", lambda: page.click("button[value=deal]"))
    page.goto(url + "/new/tarot")
    for n, name in enumerate(("Ana", "Bruno", "Chloé", "Denis"), 1):
        page.fill(f"#player_{n}", name)
    page.check("#preset-classic")
    page.click("button.primary")
    tarot = page.url.removeprefix(url)
    crawl.visit(tarot)
    page.select_option("#taker", "1")
    page.select_option("#contract", "garde")
    page.fill("#points", "92")
    page.select_option("#bouts", "2")
    crawl.refuse("tarot: 92 points", lambda: page.click("#deal-form button.primary"))
    said = "92 n’est pas valable\u00a0: de 0 à 91" if crawl.language == "fr" else "92 is not valid"
    assert said in page.inner_text("body")
    screenshot(page, f"{crawl.language}-tarot-refusal-{crawl.width}")
    crawl.visit(tarot + "/history")
    crawl.visit(tarot + "/group")
    crawl.visit("/games/999999", status=404)
    crawl.visit("/no/such/page", status=404)  # the framework's own refusal


def _club(crawl: Crawl, data: dict[str, Any]) -> None:
    page, session_id = crawl.page, data["session"]
    code = data["codes"][1]
    for path in (
        f"/s/{session_id}",
        f"/s/{session_id}/standings",
        f"/s/{session_id}/pairs/1",
        f"/s/{session_id}/projector",
    ):
        crawl.visit(path)
    crawl.visit(f"/s/{session_id}/boards/1", "club-traveller")
    assert page.locator("#par").count() == 1 and page.locator("th.against-par").count() == 1
    crawl.visit(f"/t/{code}", "club-table")
    crawl.visit("/t/ZZZZZZ", status=404)
    page.context.add_cookies(
        [{"name": k, "value": v, "url": crawl.server.url} for k, v in data["cookies"].items()]
    )
    for path in (
        "/director",
        f"/director/sessions/{session_id}",
        f"/director/sessions/{session_id}/cards",
        "/director/sessions/new",
        "/director/players",
        "/director/tokens",
    ):
        crawl.visit(path)
    crawl.visit(f"/director/sessions/{session_id}/hands", "hand-record")
    crawl.visit("/director/sessions/new?title=Jeudi&pairs=8")
    page.fill("#deals_pbn", '[Board "1"]\n[Deal "N:AKQ.xx"]\n')
    crawl.refuse("new session: a corrupt PBN file", lambda: page.click("#create"))
    page.goto(crawl.server.url + "/director/sessions/new")
    page.fill("#teams_title", "Interclubs")
    page.fill("#teams", "Nice")
    crawl.refuse("new team session: one team", lambda: page.click("#create-teams"))
    crawl.visit(f"/director/sessions/{session_id}/results/1/1/1")
    crawl.visit(f"/club/seasons/{SEASON}")
    crawl.visit("/club/players/1")
    teams = data["teams"]
    crawl.visit(f"/director/sessions/{teams}")
    crawl.visit(f"/s/{teams}", "teams")
    crawl.visit(f"/s/{teams}/standings")
    crawl.visit(f"/s/{data['match']}", "team-match")
    crawl.visit(f"/s/{data['match']}/boards/3")
    crawl.visit(f"/s/{session_id}", "club-ranking")
    crawl.visit(f"/s/{session_id}/projector", "club-projector")
    site = _published(crawl.server, data["cookies"], session_id, crawl.language)
    for name in ("index.html", "board-1.html", "pair-1.html", "hands.html"):
        crawl.visit_file(site / name, "site-" + name.removesuffix(".html"))
    page.goto((site / "board-1.html").as_uri())
    assert page.locator("td.against-par").count() == 4  # the closed traveller's par column
    crawl.visit("/director/login")
    page.fill("#name", "Directrice")
    page.fill("#password", "pas le bon")
    crawl.refuse("sign-in: a wrong password", lambda: page.click("button.primary"))


def _tarot_club(crawl: Crawl, data: dict[str, Any]) -> None:
    tournament, page = data["tournament"], crawl.page
    page.goto(crawl.server.url + "/director/tarot/new")
    page.fill("#players", "Ana\nBruno")
    crawl.refuse("new tarot evening: two players", lambda: page.click("#create"))
    crawl.visit(f"/tt/{data['tarot_codes'][data['five']]}?round=1", "tarot-table-5")
    assert page.locator("#table-scores thead th").count() == 6  # the deal and 5 players
    assert page.locator("#table-scores tbody tr[data-deal]").count() == 2
    for path in (
        f"/tarot/{tournament}",
        f"/tarot/{tournament}/standings",
        f"/director/tarot/{tournament}",
        f"/director/tarot/{tournament}/cards",
        "/director/tarot/new",
        f"/tarot/{tournament}/players/1",
        f"/tarot/seasons/{SEASON}",
    ):
        crawl.visit(path)


def _crawled(
    browser: Any, server: Server, data: dict[str, Any], width: int, language: str
) -> Crawl:
    """Every page and refusal, visited by a new visitor who reads ``language``."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.add_cookies([{"name": LANGUAGE_COOKIE, "value": language, "url": server.url}])
    page = context.new_page()
    page.set_default_timeout(15_000)
    crawl = Crawl(page, server, width, language)
    _games(crawl)
    _club(crawl, data)
    _tarot_club(crawl, data)
    context.close()
    return crawl


def test_every_french_page_and_refusal_speaks_french(
    browser: Any, crawled_server: tuple[Server, dict[str, Any]]
) -> None:
    server, data = crawled_server
    for width in (390, 1280):
        crawl = _crawled(browser, server, data, width, "fr")
        print(f"{width} px: {len(crawl.pages)} pages, {len(crawl.refusals)} refusals")
        print(crawl.found, crawl.overflowing, crawl.hidden_columns, sep="\n")
        assert crawl.found == {}, "\n".join(f"{k}: {v}" for k, v in crawl.found.items())
        assert len(crawl.pages) >= 40 and len(crawl.refusals) >= 9
        assert crawl.overflowing == {}, f"{width} px, wider than the screen: {crawl.overflowing}"
        assert crawl.hidden_columns == {}, "\n".join(
            f"{width} px, {k}: {v}" for k, v in crawl.hidden_columns.items()
        )


def test_every_english_page_and_refusal_speaks_english(
    browser: Any, crawled_server: tuple[Server, dict[str, Any]]
) -> None:
    server, data = crawled_server
    crawl = _crawled(browser, server, data, 1280, "en")
    print(f"en: {len(crawl.pages)} pages, {len(crawl.refusals)} refusals")
    assert crawl.found == {}, "\n".join(f"{k}: {v}" for k, v in crawl.found.items())
    assert len(crawl.pages) >= 40 and len(crawl.refusals) >= 9

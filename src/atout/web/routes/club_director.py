"""The director's pages: sign-in, sessions, players, table cards, hand records, corrections,
closing (confirmed first) and reopening (on purpose), export."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from atout.duplicate.movements import suggest
from atout.duplicate.table_result import TableResult
from atout.errors import AtoutError, ForbiddenError, NotFoundError, UsageError
from atout.formats.handrecord import render_html, render_pdf
from atout.services.club import export, plan_changes, results, rosters, sessions, swiss
from atout.services.club.hand_records import session_hands
from atout.services.directors import (
    LOGIN_LIFETIME,
    any_director,
    create_director,
    sign_in,
    sign_out,
)
from atout.services.network import is_local_only
from atout.store.club import register, repo
from atout.store.club.records import (
    ClubSessionRecord,
    ResultKey,
    ResultRecord,
    SessionKind,
    SessionStatus,
)
from atout.web.actions import act
from atout.web.club.auth import LOGIN_COOKIE, DirectorDep, owned
from atout.web.club.creation import created_or_refused
from atout.web.club.deps import AnalysisDep, DealsFileDep, ScoresDep
from atout.web.deps import FormDep, Id, Number, Pages, PagesDep, SessionDep, UIDep
from atout.web.forms import club as forms
from atout.web.forms import rosters as roster_form
from atout.web.forms import swiss as swiss_forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.publish import site_pages, zip_bytes
from atout.web.room.ratelimit import password_checks
from atout.web.room.tables import RateLimiterDep, client_of
from atout.web.schemas.answers import file_answer
from atout.web.views.club import director as views
from atout.web.views.club.corrections import request_views
from atout.web.views.club.plan_desk import plan_desk

#: The action just done, said once on the page it leads to (``players``, ``season``...).
Done = Annotated[str, Query(max_length=16, pattern="^[a-z]*$")]

# Every page naming a session is its director's (or an administrator's).
router = APIRouter(prefix="/director", dependencies=[Depends(owned)])


def _signed_in(token: str) -> RedirectResponse:
    response = RedirectResponse("/director", status_code=303)
    max_age = int(LOGIN_LIFETIME.total_seconds())
    response.set_cookie(LOGIN_COOKIE, token, max_age=max_age, httponly=True, samesite="strict")
    return response


def _setup_open(request: Request, session: SessionDep) -> None:
    """The one-time setup is gone once a director exists (404). While atout listens beyond
    this computer (``make club``), it is made from this computer only: else anyone on the
    club's Wi-Fi could take it first."""
    if any_director(session):
        raise NotFoundError("a director exists already: sign in", code="director.exists")
    settings = request.app.state.settings
    client = request.client.host if request.client else ""
    if not is_local_only(settings.host) and not is_local_only(client):
        raise ForbiddenError(
            "the first director is made on the computer that runs atout "
            "(http://127.0.0.1:{port}/director/setup) or with atout director create NAME",
            code="director.setup-remote",
            port=str(settings.port),
        )


@router.get("/setup", response_model=None)
def setup_form(request: Request, session: SessionDep, pages: PagesDep) -> Response:
    """The one-time page that creates the first director (gone once one exists)."""
    _setup_open(request, session)
    return pages.render("club/login.html", views.LoginPage(FormState(), setup=True))


@router.post("/setup", response_model=None)
def setup(request: Request, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Create the first director and sign in."""
    _setup_open(request, session)

    def run() -> str:
        create_director(session, form.get("name", ""), form.get("password", ""), admin=True)
        token = sign_in(session, form["name"], form["password"])
        assert token is not None
        return token

    typed = {"name": form.get("name", "")}  # the password is not shown again
    refused = pages.again("club/login.html", partial(views.LoginPage, setup=True), typed)
    return act(session, run, then=_signed_in, refused=refused, refuses=AtoutError)


@router.get("/login", response_model=None)
def login_form(session: SessionDep, pages: PagesDep) -> Response:
    """The sign-in form; while no director exists it offers the one-time setup."""
    page = views.LoginPage(FormState(), setup=False, can_setup=not any_director(session))
    return pages.render("club/login.html", page)


@router.post("/login", response_model=None)
def login(
    request: Request, form: FormDep, session: SessionDep, pages: PagesDep, limiter: RateLimiterDep
) -> Response:
    """Sign in; wrong passwords are rate-limited per client and name, and per client
    (429, :mod:`atout.web.room.ratelimit`)."""
    name = form.get("name", "").strip()[:100]
    checks = password_checks(client_of(request), name)
    if limiter.blocked(checks):
        return Response(pages.ui.gettext("Too many wrong passwords: wait a few minutes."), 429)

    def then(token: str | None) -> Response:
        if token is None:
            limiter.fail(checks)
            state = FormState({"name": name}, {"": "Wrong name or password."})
            return pages.render("club/login.html", views.LoginPage(state, False), 401)
        limiter.reset(checks[:1])
        return _signed_in(token)

    return act(session, lambda: sign_in(session, name, form.get("password", "")), then=then)


@router.post("/logout", response_model=None)
def logout(request: Request, form: FormDep, session: SessionDep) -> Response:
    """Sign out this browser."""
    token = request.cookies.get(LOGIN_COOKIE, "")

    def signed_out(_: None) -> Response:
        response = RedirectResponse("/director/login", status_code=303)
        response.delete_cookie(LOGIN_COOKIE)
        return response

    return act(session, lambda: sign_out(session, token), then=signed_out)


@router.get("", response_model=None)
def home(director: DirectorDep, session: SessionDep, pages: PagesDep, done: Done = "") -> Response:
    """The director's sessions, latest first, and the seasons."""
    found = tuple(sessions.list_sessions(session, director=director))
    page = views.HomePage(director, found, tuple(repo.seasons(session)), done)
    return pages.render("club/director_home.html", page)


def _suggestions(pairs: str) -> tuple[views.MovementView, ...]:
    count = whole(pairs)
    if count is None or count not in forms.PAIRS:
        return ()
    return tuple(views.suggestion_view(s) for s in suggest(count))


@router.get("/sessions/new", response_model=None)
def new_session_form(
    director: DirectorDep,
    session: SessionDep,
    pages: PagesDep,
    pairs: str = "",
    title: str = "",
    season: str = "",
) -> Response:
    """The creation form: the number of pairs gives the movements to choose from."""
    state = FormState({"pairs": pairs, "title": title, "season": season, "suggestion": "0"})
    page = views.NewSessionPage(state, _suggestions(pairs), tuple(repo.seasons(session)))
    return pages.render("club/new_session.html", page)


@router.post("/sessions", response_model=None)
def create_session(
    director: DirectorDep,
    form: FormDep,
    deals_file: DealsFileDep,
    session: SessionDep,
    analysis: AnalysisDep,
    pages: PagesDep,
) -> Response:
    """Create the session (in set-up) and go to its page; deals from a PBN file if one came."""

    def run() -> ClubSessionRecord:
        if form.get("swiss") == "on":  # a Swiss pairs (the Swiss's own options)
            return swiss.create_swiss_session(session, director, swiss_forms.new_swiss_pairs(form))
        asked = forms.new_session(form, deals_file)
        try:
            return sessions.create_pairs_session(session, director, asked)
        except UsageError as error:  # a board without its deal in the file
            raise forms.deals_refused(error, deals_file) from None

    return created_or_refused(
        session, form, analysis, pages, run, _suggestions(form.get("pairs", ""))
    )


@router.post("/teams", response_model=None)
def create_teams(
    director: DirectorDep,
    form: FormDep,
    session: SessionDep,
    analysis: AnalysisDep,
    pages: PagesDep,
) -> Response:
    """Create a team match, a round robin or a Swiss (in set-up) and go to its page."""

    def run() -> ClubSessionRecord:
        if form.get("swiss") == "on":  # a Swiss teams event (its own options)
            return swiss.create_swiss_session(session, director, swiss_forms.new_swiss(form))
        return sessions.create_team_session(session, director, forms.new_teams(form))

    return created_or_refused(session, form, analysis, pages, run)


def _page(
    session: SessionDep, session_id: Id, ui: UIDep, form: FormState | None = None, done: str = ""
) -> views.SessionPage:
    record = repo.get_session(session, session_id)
    current = repo.current_results(session, session_id)
    stored = {(r.key.round, r.key.table, r.key.board): r.result for r in current}
    asked = results.CORRECTIONS.open(session, session_id)
    played = plan_changes.last_played(session, session_id)
    desk = plan_desk(record, played) if record.kind is SessionKind.PAIRS else None
    page = views.session_page(
        record,
        repo.tables(session, session_id),
        current,
        register.players(session, record.director_id),  # the session's director's register
        language=ui.language,
        form=form,
        done=done,
        requests=request_views(asked, stored, datetime.now(UTC), ui.language),
        desk=desk,
    )
    return replace(page, swiss=swiss.is_swiss(session, session_id))


def _typed_again(
    session: SessionDep, session_id: Id, pages: Pages, form: FormDep
) -> Callable[[AtoutError], Response]:
    """A refusal of a form of the session's page: the page again, the form as typed (422)."""
    return pages.again("club/session.html", partial(_page, session, session_id, pages.ui), form)


@router.get("/sessions/{session_id}", response_model=None)
def session_page(session_id: Id, session: SessionDep, pages: PagesDep, done: Done = "") -> Response:
    """A session: start, players, season, tables and codes, results grid, close, export."""
    return pages.render("club/session.html", _page(session, session_id, pages.ui, done=done))


@router.post("/sessions/{session_id}/players", response_model=None)
def players(session_id: Id, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Store the pairs' players (each found in the club's register, or added to it)."""

    return act(
        session,
        lambda: sessions.set_players(session, session_id, forms.players(form)),
        then=f"/director/sessions/{session_id}?done=players",
        refused=_typed_again(session, session_id, pages, form),
    )


@router.post("/sessions/{session_id}/rosters", response_model=None)
def team_rosters(session_id: Id, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Store the teams' players (at most six a team, each on one team; each found in the
    director's register, or added to it); a refusal shows the form again as typed."""

    return act(
        session,
        lambda: rosters.set_rosters(session, session_id, roster_form.rosters(form)),
        then=f"/director/sessions/{session_id}?done=players",
        refused=_typed_again(session, session_id, pages, form),
    )


@router.post("/sessions/{session_id}/season", response_model=None)
def season(session_id: Id, form: FormDep, session: SessionDep) -> Response:
    """Put the session in a season (its club championship), or in none."""
    return act(
        session,
        lambda: sessions.set_season(session, session_id, form.get("season", "")),
        then=f"/director/sessions/{session_id}?done=season",
    )


def _confirm_page(session: SessionDep, session_id: Id, action: str, pages: Pages) -> Response:
    record = repo.get_session(session, session_id)
    found = repo.current_results(session, session_id)
    page = views.status_page(record, found, action, pages.ui.language)
    return pages.render("club/confirm_status.html", page)


@router.get("/sessions/{session_id}/close", response_model=None)
def confirm_close(session_id: Id, session: SessionDep, pages: PagesDep) -> Response:
    """The page that asks to confirm closing, with the boards still without a result."""
    return _confirm_page(session, session_id, "close", pages)


@router.get("/sessions/{session_id}/reopen", response_model=None)
def confirm_reopen(session_id: Id, session: SessionDep, pages: PagesDep) -> Response:
    """The page that asks to confirm opening a closed session again."""
    return _confirm_page(session, session_id, "reopen", pages)


@router.get("/sessions/{session_id}/cards", response_model=None)
def table_cards(session_id: Id, request: Request, session: SessionDep, pages: PagesDep) -> Response:
    """The table cards to print: code, QR code and each round's pairs and boards."""
    record = repo.get_session(session, session_id)
    base: str = request.app.state.public_url
    page = views.table_cards(record, repo.tables(session, session_id), base)
    page = replace(page, swiss=swiss.is_swiss(session, session_id))
    return pages.render("club/cards.html", page)


#: Boards on each page of the hand records.
PerPage = Annotated[int, Query(ge=1, le=4)]
#: One round's boards of the hand records (a barometer's, to duplicate for every table).
OfRound = Annotated[int | None, Query(alias="round", ge=1, le=99)]


@router.get("/sessions/{session_id}/hands", response_model=None)
def hand_records(
    session_id: Id, session: SessionDep, ui: UIDep, per_page: PerPage = 4, round_: OfRound = None
) -> Response:
    """The session's hand records to print (A4, 1 to 4 boards a page), with the double-dummy
    table and the par of each board analysed so far; one round's boards when asked."""
    hands = session_hands(session, session_id, round_)
    links = views.hand_record_links(hands.session, per_page, hands.progress, ui.gettext)
    html = render_html(
        hands.records,
        language=ui.language,
        per_page=per_page,
        title=hands.session.title,
        css_href=views.HANDRECORD_CSS,
        links=links,
    )
    return HTMLResponse(html)


@router.get(
    "/sessions/{session_id}/hands.pdf",
    response_class=Response,
    responses=file_answer("application/pdf"),
)
def hand_records_pdf(
    session_id: Id, session: SessionDep, ui: UIDep, per_page: PerPage = 4, round_: OfRound = None
) -> Response:
    """The session's hand records as a PDF file (WeasyPrint); one round's boards when asked."""
    hands = session_hands(session, session_id, round_)
    data = render_pdf(
        hands.records, language=ui.language, per_page=per_page, title=hands.session.title
    )
    headers = {"Content-Disposition": f'attachment; filename="session-{session_id}-hands.pdf"'}
    return Response(data, media_type="application/pdf", headers=headers)


def _correction(
    session: SessionDep, session_id: Id, key: ResultKey, form: FormState | None, language: str
) -> views.CorrectionPage:
    """The correction page; without a form typed, the form holds the result a table's open
    request claims, else the stored result."""
    record = repo.get_session(session, session_id)
    versions = results.versions(session, session_id, key)
    if form is None:
        current = next((r for r in versions if r.current), None)
        shown = None if current is None else current.result
        asked = (r for r in results.CORRECTIONS.open(session, session_id) if r.key == key)
        shown = next((TableResult.parse(r.proposal) for r in asked), shown)
        form = FormState({} if shown is None else forms.result_fields(shown, language))
    return views.correction(record, key, versions, form, language)


@router.get("/sessions/{session_id}/results/{round_}/{table}/{board}", response_model=None)
def correction_form(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    session: SessionDep,
    pages: PagesDep,
) -> Response:
    """A result with its history of versions, and the form (the stored result) to correct it."""
    page = _correction(
        session, session_id, ResultKey(round_, table, board), None, pages.ui.language
    )
    return pages.render("club/correct.html", page)


@router.post("/sessions/{session_id}/results/{round_}/{table}/{board}", response_model=None)
def correct(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    director: DirectorDep,
    form: FormDep,
    session: SessionDep,
    pages: PagesDep,
) -> Response:
    """Store the director's correction as a new version (the old ones stay in the history)."""
    key = ResultKey(round_, table, board)

    def run() -> ResultRecord:
        result = forms.correction(form, pages.ui.language)
        base = forms.base_version(form)
        return results.correct_result(session, session_id, key, result, director, base_version=base)

    shown = partial(_correction, session, session_id, key, language=pages.ui.language)
    again = pages.again("club/correct.html", shown, form)  # 422, or 409 for a conflict
    return act(session, run, then=f"/director/sessions/{session_id}", refused=again, conflict=again)


@router.get(
    "/sessions/{session_id}/export.pbn",
    response_class=Response,
    responses=file_answer("application/x-pbn"),
)
def export_pbn(
    session_id: Id,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
    provisional: bool = False,
) -> Response:
    """The session as a PBN file: deals, travellers or rooms, and the ranking.

    A session that is not closed is refused (409, a page that says why and
    offers the provisional file, ``?provisional=1``, marked so in its header).
    """
    scored = scores.get(session, session_id)
    if scored.record.status is not SessionStatus.CLOSED and not provisional:
        done, expected = export.progress(scored)
        page = views.StatusPage(scored.record, "export", done, expected, ())
        return pages.render("club/confirm_status.html", page, 409)
    data = export.pbn_bytes(session, scored, provisional=provisional)
    name = export.file_name(session_id, provisional=provisional)
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(data, media_type=export.media_type(data), headers=headers)


@router.get(
    "/sessions/{session_id}/site.zip",
    response_class=Response,
    responses=file_answer("application/zip"),
)
def publish_site(session_id: Id, session: SessionDep, ui: UIDep) -> Response:
    """The closed session as a static site in a zip file (``atout club publish``'s pages),
    in the page's language: ranking, travellers, score cards, hand records."""
    data = zip_bytes(site_pages(session, session_id, ui.language))
    name = f"session-{session_id}-{ui.language}.zip"
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(data, media_type="application/zip", headers=headers)

"""The director's pages: sign-in, sessions, table cards, hand records, corrections, export."""

from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import RedirectResponse, Response

from atout.duplicate.movements import suggest
from atout.errors import AtoutError, ConflictError, FormError, UsageError
from atout.services.club import export, results, sessions
from atout.services.directors import (
    LOGIN_LIFETIME,
    any_director,
    create_director,
    sign_in,
    sign_out,
)
from atout.store.club.records import ClubSessionRecord, ResultKey, ResultRecord
from atout.web.actions import act
from atout.web.club.auth import LOGIN_COOKIE, DirectorDep, owned
from atout.web.club.deps import DealsFileDep, RateLimiterDep, ScoresDep, client_of
from atout.web.club.ratelimit import password_checks
from atout.web.deps import FormDep, Id, Number, SessionDep, TemplatesDep, UIDep
from atout.web.forms import club as forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.views.club import director as views

# Every page naming a session is its director's (or an administrator's).
router = APIRouter(prefix="/director", dependencies=[Depends(owned)])


def _session_page(record: ClubSessionRecord) -> str:
    return f"/director/sessions/{record.id}"


def _signed_in(token: str) -> RedirectResponse:
    response = RedirectResponse("/director", status_code=303)
    max_age = int(LOGIN_LIFETIME.total_seconds())
    response.set_cookie(LOGIN_COOKIE, token, max_age=max_age, httponly=True, samesite="strict")
    return response


@router.get("/setup", response_model=None)
def setup_form(session: SessionDep, ui: UIDep, templates: TemplatesDep) -> Response:
    """The one-time page that creates the first director (gone once one exists)."""
    if any_director(session):
        raise HTTPException(status_code=404, detail="a director exists already: sign in")
    return templates.render(ui, "club/login.html", views.LoginPage(FormState(), setup=True))


@router.post("/setup", response_model=None)
def setup(form: FormDep, session: SessionDep, ui: UIDep, templates: TemplatesDep) -> Response:
    """Create the first director and sign in."""
    if any_director(session):
        raise HTTPException(status_code=404, detail="a director exists already: sign in")

    def run() -> str:
        create_director(session, form.get("name", ""), form.get("password", ""), admin=True)
        token = sign_in(session, form["name"], form["password"])
        assert token is not None
        return token

    def refused(error: FormError) -> Response:
        page = views.LoginPage(FormState({"name": form.get("name", "")}, error.errors), True)
        return templates.render(ui, "club/login.html", page, 422)

    return act(session, run, then=_signed_in, refused=refused, refuses=AtoutError)


@router.get("/login", response_model=None)
def login_form(ui: UIDep, templates: TemplatesDep) -> Response:
    """The sign-in form."""
    return templates.render(ui, "club/login.html", views.LoginPage(FormState(), setup=False))


@router.post("/login", response_model=None)
def login(
    request: Request,
    form: FormDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
    limiter: RateLimiterDep,
) -> Response:
    """Sign in; wrong passwords are rate-limited per client and name, per name and per
    client (429, :mod:`atout.web.club.ratelimit`)."""
    name = form.get("name", "").strip()[:100]
    checks = password_checks(client_of(request), name)
    if limiter.blocked(checks):
        return Response(ui.gettext("Too many wrong passwords: wait a few minutes."), 429)

    def then(token: str | None) -> Response:
        if token is None:
            limiter.fail(checks)
            state = FormState({"name": name}, {"": "Wrong name or password."})
            return templates.render(ui, "club/login.html", views.LoginPage(state, False), 401)
        limiter.reset(checks[:2])
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
def home(
    director: DirectorDep, session: SessionDep, ui: UIDep, templates: TemplatesDep
) -> Response:
    """The director's sessions, latest first."""
    page = views.HomePage(director, tuple(sessions.list_sessions(session, director=director)))
    return templates.render(ui, "club/director_home.html", page)


def _suggestions(pairs: str) -> tuple[str, ...]:
    count = whole(pairs)
    if count is None or count not in forms.PAIRS:
        return ()
    return tuple(str(s) for s in suggest(count))


@router.get("/sessions/new", response_model=None)
def new_session_form(
    director: DirectorDep, ui: UIDep, templates: TemplatesDep, pairs: str = "", title: str = ""
) -> Response:
    """The creation form: the number of pairs gives the movements to choose from."""
    state = FormState({"pairs": pairs, "title": title, "suggestion": "0"})
    page = views.NewSessionPage(state, _suggestions(pairs))
    return templates.render(ui, "club/new_session.html", page)


@router.post("/sessions", response_model=None)
def create_session(
    director: DirectorDep,
    form: FormDep,
    deals_file: DealsFileDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Create the session (in set-up) and go to its page; deals from a PBN file if one came."""

    def run() -> ClubSessionRecord:
        asked = forms.new_session(form, deals_file)
        try:
            return sessions.create_pairs_session(session, director, asked)
        except UsageError as error:  # a board without its deal in the file
            raise forms.deals_refused(error, deals_file) from None

    def refused(error: FormError) -> Response:
        state = FormState(form, error.errors)
        page = views.NewSessionPage(state, _suggestions(form.get("pairs", "")))
        return templates.render(ui, "club/new_session.html", page, 422)

    return act(session, run, then=_session_page, refused=refused)


@router.post("/teams", response_model=None)
def create_teams(
    director: DirectorDep, form: FormDep, session: SessionDep, ui: UIDep, templates: TemplatesDep
) -> Response:
    """Create a team match or round robin (in set-up) and go to its page."""

    def refused(error: FormError) -> Response:
        page = views.NewSessionPage(FormState(form, error.errors), ())
        return templates.render(ui, "club/new_session.html", page, 422)

    return act(
        session,
        lambda: sessions.create_team_session(session, director, forms.new_teams(form)),
        then=_session_page,
        refused=refused,
    )


@router.get("/sessions/{session_id}", response_model=None)
def session_page(
    session_id: Id,
    director: DirectorDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """A session: start, names, tables and codes, results grid, close, export."""
    page = views.session_page(
        sessions.get_session(session, session_id),
        sessions.tables(session, session_id),
        sessions.current_results(session, session_id),
    )
    return templates.render(ui, "club/session.html", page)


@router.post("/sessions/{session_id}/names", response_model=None)
def names(session_id: Id, director: DirectorDep, form: FormDep, session: SessionDep) -> Response:
    """Store the players' names."""
    return act(
        session,
        lambda: sessions.set_names(session, session_id, forms.names(form)),
        then=f"/director/sessions/{session_id}",
    )


@router.post("/sessions/{session_id}/status", response_model=None)
def status(session_id: Id, director: DirectorDep, form: FormDep, session: SessionDep) -> Response:
    """Start or close the session (a change it cannot make is a 400)."""
    return act(
        session,
        lambda: sessions.set_status(session, session_id, forms.status(form)),
        then=f"/director/sessions/{session_id}",
    )


@router.get("/sessions/{session_id}/cards", response_model=None)
def table_cards(
    session_id: Id,
    request: Request,
    director: DirectorDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """The table cards to print: code, QR code and each round's pairs and boards."""
    record = sessions.get_session(session, session_id)
    base = str(request.base_url).rstrip("/")
    page = views.table_cards(record, sessions.tables(session, session_id), base)
    return templates.render(ui, "club/cards.html", page)


@router.get("/sessions/{session_id}/hands", response_model=None)
def hand_records(
    session_id: Id, director: DirectorDep, session: SessionDep, ui: UIDep, templates: TemplatesDep
) -> Response:
    """The hand records of the session's boards."""
    page = views.hand_records(sessions.get_session(session, session_id))
    return templates.render(ui, "club/hands.html", page)


def _correction(
    session: SessionDep, session_id: Id, key: ResultKey, form: FormState
) -> views.CorrectionPage:
    record = sessions.get_session(session, session_id)
    return views.correction(record, key, results.versions(session, session_id, key), form)


@router.get("/sessions/{session_id}/results/{round_}/{table}/{board}", response_model=None)
def correction_form(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    director: DirectorDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """A result with its history of versions, and the form to correct it."""
    page = _correction(session, session_id, ResultKey(round_, table, board), FormState())
    return templates.render(ui, "club/correct.html", page)


@router.post("/sessions/{session_id}/results/{round_}/{table}/{board}", response_model=None)
def correct(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    director: DirectorDep,
    form: FormDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Store the director's correction as a new version (the old ones stay in the history)."""
    key = ResultKey(round_, table, board)

    def run() -> ResultRecord:
        result = forms.correction(form)
        base = forms.base_version(form)
        return results.correct_result(session, session_id, key, result, director, base_version=base)

    def refused(error: FormError) -> Response:
        page = _correction(session, session_id, key, FormState(form, error.errors))
        return templates.render(ui, "club/correct.html", page, 422)

    def conflict(error: ConflictError[ResultRecord]) -> Response:
        page = _correction(session, session_id, key, FormState(form, {"": str(error)}))
        return templates.render(ui, "club/correct.html", page, 409)

    return act(
        session,
        run,
        then=f"/director/sessions/{session_id}",
        refused=refused,
        conflict=conflict,
    )


@router.get("/sessions/{session_id}/export.pbn")
def export_pbn(
    session_id: Id, director: DirectorDep, session: SessionDep, scores: ScoresDep
) -> Response:
    """The session as a PBN file: deals, travellers or rooms, and the ranking."""
    text = export.pbn_text(scores.get(session, session_id))
    headers = {"Content-Disposition": f'attachment; filename="{export.file_name(session_id)}"'}
    return Response(text, media_type="application/x-pbn; charset=utf-8", headers=headers)

"""The club's JSON API (``/api/club``): sessions for scripts, results from a table's code.

A director's script authenticates with ``Authorization: Bearer <token>``
(``atout director token NAME`` prints one; the database keeps its SHA-256);
a table sends its results with its code alone, as its phone does, and each
result is confirmed in the same call. The ranking is public, like the room's
page. The same service functions as the pages do the work (docs/api.md).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, BackgroundTasks, Depends, HTTPException, Request, Security
from fastapi.responses import JSONResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field

from atout import i18n
from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.cards import Card
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.movements import EvenTables, MovementKind, Suggestion
from atout.duplicate.movements.howell import MAX_HOWELL_TABLES, MIN_HOWELL_TABLES
from atout.duplicate.movements.mitchell import (
    MAX_MITCHELL_TABLES,
    MIN_MITCHELL_TABLES,
    mitchell_rounds,
)
from atout.duplicate.players import Player
from atout.duplicate.table_result import TableResult
from atout.errors import (
    AtoutError,
    ConflictError,
    ForbiddenError,
    FormError,
    InvalidTransitionError,
    Message,
)
from atout.services.club import export, results, sessions
from atout.services.club.access import owned_session
from atout.services.club.results import ResultPost
from atout.services.club.sessions import NewPairsSession
from atout.services.club.tokens import mark_used, stale, token_director
from atout.services.room import calls
from atout.services.room.calls import TableCall
from atout.services.room.posts import TablePost
from atout.store.club import repo
from atout.store.club.records import (
    DirectorRecord,
    ResultEntry,
    ResultKey,
    ResultRecord,
    SessionStatus,
)
from atout.store.database import Database
from atout.store.room.records import CallReason, CallRecord, RoomFamily
from atout.web.club.deps import AnalysisDep, ScoresDep, wake
from atout.web.deps import MAX_ID, Id, SessionDep
from atout.web.errors import language, refused_fields
from atout.web.forms import club as forms
from atout.web.forms.common import whole
from atout.web.routes.club_table import TableDep
from atout.web.schemas import club as club_answers
from atout.web.schemas.answers import API_REFUSALS, FIELDS, Created, file_answer
from atout.web.views.club.room import ranking
from atout.web.views.club.table import table_page

router = APIRouter(prefix="/api/club", tags=["club"], responses=API_REFUSALS)


#: The director's API token, as ``/openapi.json`` documents it (``Authorization: Bearer``).
BEARER = HTTPBearer(
    auto_error=False,
    scheme_name="director",
    description="A director's API token (atout director token NAME)",
)


def _mark_used(database: Database, hashed: str) -> None:
    with database.transaction(write=True) as session:
        mark_used(session, hashed)


def bearer_director(
    request: Request,
    session: SessionDep,
    bearer: Annotated[HTTPAuthorizationCredentials | None, Security(BEARER)],
    background: BackgroundTasks,
) -> DirectorRecord:
    """The director whose API token the request carries (``Authorization: Bearer``); 401 else
    (an unknown, revoked or expired token).

    A session named in the path must be one the director may manage (403 else, as on
    the director's pages: :mod:`atout.services.club.access`). The token's "last used"
    is written after the answer, in its own transaction, at most once a minute.
    """
    use = None if bearer is None else token_director(session, bearer.credentials)
    if use is not None and stale(use):
        background.add_task(_mark_used, request.app.state.database, use.token_hash)
    director = None if use is None else use.director
    if director is None:
        raise HTTPException(
            status_code=401,
            detail="a director's API token is needed: Authorization: Bearer <token> "
            "(atout director token NAME)",
            headers={"WWW-Authenticate": "Bearer"},
        )
    number = whole(request.path_params.get("session_id"))
    if number is not None and 1 <= number <= MAX_ID:
        owned_session(session, director, number)
    return director


ApiDirectorDep = Annotated[DirectorRecord, Depends(bearer_director)]


class NewSession(BaseModel):
    """A pairs session to create: its name, tables, movement and boards per round."""

    name: str = Field(min_length=1, max_length=200)
    tables: int = Field(ge=2, le=MAX_MITCHELL_TABLES)
    movement: Literal["mitchell", "howell"]
    boards_per_round: int = Field(ge=1, le=8)
    #: Rounds to play (default: the whole movement).
    rounds: int | None = Field(default=None, ge=1, le=2 * MAX_HOWELL_TABLES)
    #: The season (club championship) the session counts for.
    season: str = Field(default="", max_length=100)
    #: How its table pages ask for a result: ``=``, ``+1``, ``-2`` (``margin``) or the tricks.
    result_entry: Literal["margin", "tricks"] = "margin"


class ApiPlayer(BaseModel):
    """A player: a name, an optional federation licence number."""

    name: str = Field(min_length=1, max_length=80)
    licence: str | None = Field(default=None, max_length=16)


class ApiPair(BaseModel):
    """A pair's two players."""

    pair: int = Field(ge=1, le=120)
    players: list[ApiPlayer] = Field(min_length=1, max_length=2)


class Players(BaseModel):
    """The players of some pairs (the others keep none)."""

    pairs: list[ApiPair] = Field(max_length=120)


class ApiCall(BaseModel):
    """A table's call for the director: the round and board it is about, why (all
    optional)."""

    round: int | None = Field(default=None, ge=1, le=100)
    board: int | None = Field(default=None, ge=1, le=999)
    reason: Literal["irregularity", "disputed", "other"] | None = None
    note: str = Field(default="", max_length=140)


class ApiResult(BaseModel):
    """A table's result: the contract (``4S``, ``3NTX``, ``PASS``), declarer, the result as
    players say it (``=``, ``+1``, ``-2``) or the declarer's tricks, the lead."""

    round: int = Field(ge=1, le=100)
    board: int = Field(ge=1, le=999)
    contract: str = Field(min_length=1, max_length=6, examples=["4S", "3NTX", "PASS"])
    declarer: Literal["N", "E", "S", "W"] | None = None
    #: The result as players say it: ``=``, ``+1``, ``-2`` (or ``−2``, U+2212).
    result: str | None = Field(default=None, max_length=3, examples=["=", "+1", "-2"])
    tricks: int | None = Field(default=None, ge=0, le=13)
    lead: str | None = Field(default=None, max_length=3, examples=["SK", "H10"])
    #: The same post sent again (a phone that lost the network) is answered with the
    #: version it stored: 200, ``created`` false.
    idempotency_key: str | None = Field(default=None, min_length=1, max_length=64)


def _suggestion(asked: NewSession) -> Suggestion:
    kind = MovementKind(asked.movement)
    if kind is MovementKind.HOWELL:
        low, high, whole = MIN_HOWELL_TABLES, MAX_HOWELL_TABLES, 2 * asked.tables - 1
    else:
        low, high = MIN_MITCHELL_TABLES, MAX_MITCHELL_TABLES
        whole = mitchell_rounds(asked.tables)
    if not low <= asked.tables <= high:
        message = Message(
            "{tables!r}: a {kind} has {low} to {high} tables",
            code="session.tables-range",
            tables=asked.tables,
            kind=str(kind).capitalize(),
            low=low,
            high=high,
        )
        raise FormError({"tables": message})
    rounds = whole if asked.rounds is None else asked.rounds
    if rounds > whole:
        message = Message(
            "{rounds!r}: this {kind} has 1 to {whole} rounds",
            code="session.rounds-range",
            rounds=rounds,
            kind=str(kind).capitalize(),
            whole=whole,
        )
        raise FormError({"rounds": message})
    even = EvenTables.RELAY if kind is MovementKind.MITCHELL and asked.tables % 2 == 0 else None
    return Suggestion(kind, asked.tables, rounds, asked.boards_per_round, even)


@router.post("/sessions", status_code=201, response_model=Created, responses=FIELDS)
def create_session(
    asked: NewSession,
    director: ApiDirectorDep,
    session: SessionDep,
    analysis: AnalysisDep,
    request: Request,
) -> Response:
    """Create a pairs session (in set-up), its deals dealt from a new secret seed."""
    try:
        movement = _suggestion(asked)
        record = sessions.create_pairs_session(
            session,
            director,
            NewPairsSession(
                asked.name,
                2 * asked.tables,
                movement,
                None,
                asked.season,
                ResultEntry(asked.result_entry),
            ),
        )
    except AtoutError as error:
        session.rollback()
        return refused_fields(request, error)
    session.commit()
    wake(analysis)
    return JSONResponse({"id": record.id}, status_code=201)


@router.get("/sessions/{session_id}", response_model=club_answers.ClubSession)
def get_session(session_id: Id, director: ApiDirectorDep, session: SessionDep) -> dict[str, Any]:
    """A session: its status, movement, tables with their codes, and each board's deal (PBN)."""
    record = repo.get_session(session, session_id)
    return {
        "id": record.id,
        "name": record.title,
        "status": record.status.value,
        "movement": record.options.movement,
        "season": record.season,
        "tables": [{"table": t.number, "code": t.code} for t in repo.tables(session, session_id)],
        "boards": [
            {"board": board, "deal": deal.to_pbn(board_dealer(board))}
            for board, deal in sorted(record.deals.items())
        ],
        "pairs": [
            {"pair": number, "names": record.names.get(number, "")} for number in record.plan.pairs
        ],
    }


def _status(session: SessionDep, session_id: int, status: SessionStatus) -> dict[str, Any]:
    record = sessions.set_status(session, session_id, status)
    session.commit()
    return {"id": record.id, "status": record.status.value}


@router.post("/sessions/{session_id}/start", response_model=club_answers.SessionState)
def start(session_id: Id, director: ApiDirectorDep, session: SessionDep) -> dict[str, Any]:
    """Open the session to the tables (409 if it is not in set-up)."""
    try:
        return _status(session, session_id, SessionStatus.RUNNING)
    except InvalidTransitionError as error:
        raise HTTPException(status_code=409, detail=error.message) from None


@router.post("/sessions/{session_id}/close", response_model=club_answers.SessionState)
def close(session_id: Id, director: ApiDirectorDep, session: SessionDep) -> dict[str, Any]:
    """Close the session: the tables enter nothing more, the results are published."""
    record = repo.get_session(session, session_id)
    if record.status is not SessionStatus.RUNNING:
        raise HTTPException(
            status_code=409,
            detail=Message(
                "session {session_id} is {status}",
                code="session.status",
                session_id=session_id,
                status=Message(record.status.value),
            ),
        )
    return _status(session, session_id, SessionStatus.CLOSED)


@router.post(
    "/sessions/{session_id}/players", response_model=club_answers.NamedPairs, responses=FIELDS
)
def set_players(
    session_id: Id, asked: Players, director: ApiDirectorDep, session: SessionDep, request: Request
) -> Response:
    """Name the players of the pairs (each found in the club's register, or added)."""
    try:
        found = {
            pair.pair: tuple(Player.of(p.name, p.licence or "") for p in pair.players)
            for pair in asked.pairs
        }
        players = {n: (p[0], p[1] if len(p) > 1 else None) for n, p in found.items()}
        record = sessions.set_players(session, session_id, players)
    except AtoutError as error:
        session.rollback()
        return refused_fields(request, error)
    session.commit()
    return JSONResponse({"id": record.id, "pairs": record.names})


@router.get("/sessions/{session_id}/ranking", response_model=club_answers.SessionRanking)
def session_ranking(session_id: Id, session: SessionDep, scores: ScoresDep) -> dict[str, Any]:
    """The live ranking: one list per direction in a Mitchell, one list in a Howell."""
    view = ranking(scores.get(session, session_id))
    return {
        "id": view.session_id,
        "status": view.status,
        "results": view.entered,
        "expected": view.expected,
        "rankings": [
            {
                "direction": field or None,
                "rows": [
                    {
                        "pair": line.pair,
                        "names": line.names,
                        "percent": float(line.percent),
                        "rank": line.place,
                    }
                    for line in lines
                ],
            }
            for field, lines in view.fields
        ],
    }


@router.get(
    "/sessions/{session_id}/export.pbn",
    response_class=Response,
    responses=file_answer("application/x-pbn"),
)
def export_pbn(
    session_id: Id,
    director: ApiDirectorDep,
    session: SessionDep,
    scores: ScoresDep,
    provisional: bool = False,
) -> Response:
    """The session's PBN file (409 before it is closed, unless ``provisional=true``)."""
    scored = scores.get(session, session_id)
    try:
        data = export.pbn_bytes(session, scored, provisional=provisional)
    except AtoutError as error:
        raise HTTPException(status_code=409, detail=error.message) from None
    return Response(data, media_type=export.media_type(data))


@router.get("/tables/{code}", response_model=club_answers.TableState)
def table(table: TableDep, session: SessionDep, scores: ScoresDep) -> dict[str, Any]:
    """A table (by its code alone): its current round, its pairs and the boards to play."""
    scored = scores.get(session, table.session_id)
    page = table_page(scored, table, language="en")
    sitting = page.sitting
    return {
        "session": scored.record.id,
        "table": table.number,
        "status": scored.record.status.value,
        "round": page.round,
        "rounds": list(page.rounds),
        "ns": None if sitting is None else sitting.ns,
        "ew": None if sitting is None else sitting.ew,
        "boards": [
            {
                "board": b.board,
                "dealer": board_dealer(b.board).value,
                "vulnerable": str(board_vulnerability(b.board)),
                "state": b.state,
            }
            for b in page.boards
        ],
        "to_play": [b.board for b in page.boards if b.state != "confirmed"],
        "finished": page.finished,
        "call": _call(calls.table_call(session, RoomFamily.BRIDGE, table.session_id, table.number)),
    }


def _call(call: CallRecord | None) -> dict[str, Any] | None:
    """A table's call as the API writes it."""
    if call is None:
        return None
    return {
        "pending": call.open,
        "reason": None if call.reason is None else call.reason.value,
        "note": call.note,
        "round": call.round,
        "board": call.item,
        "called_at": call.called_at,
        "answered_at": call.answered_at,
    }


@router.post("/tables/{code}/call", response_model=club_answers.TableCall)
def call_director(
    asked: ApiCall, table: TableDep, session: SessionDep, scores: ScoresDep
) -> dict[str, Any] | None:
    """Call the director from the table: its open call (the same one while it is open);
    403 once the session is closed."""
    status = scores.record(session, table.session_id).status
    reason = None if asked.reason is None else CallReason(asked.reason)
    wanted = TableCall(table.number, asked.round, asked.board, reason, asked.note)
    now = datetime.now(UTC)
    call = calls.call_director(session, RoomFamily.BRIDGE, table.session_id, status, wanted, now)
    session.commit()
    return _call(call)


def _post(asked: ApiResult, table: int) -> ResultPost:
    """The API's result read whole: its key, its result (or the refusal of its fields)."""
    key = ResultKey(asked.round, table, asked.board)
    try:
        return TablePost(key, _result(asked), 0, post_key=asked.idempotency_key)
    except AtoutError as error:
        return TablePost(key, None, 0, error, asked.idempotency_key)


def _result(asked: ApiResult) -> TableResult:
    """The table result of the API's fields (a :class:`FormError` naming each bad field)."""
    if asked.contract.strip().upper() in ("PASS", "P", "AP"):
        return TableResult.passed()
    errors: dict[str, str] = {}
    contract: Contract | None = None
    try:
        contract = Contract.parse(asked.contract.strip().upper())
    except AtoutError as error:
        errors["contract"] = error.message
    if asked.declarer is None:
        errors["declarer"] = Message(
            "give the declarer: N, E, S or W", code="result.declarer-missing"
        )
    played = _played(asked, contract, errors)
    lead = None
    if asked.lead:
        try:
            lead = Card.parse(asked.lead.strip().upper())
        except AtoutError as error:
            errors["lead"] = error.message
    if errors or played is None or asked.declarer is None:
        raise FormError(errors)
    return TableResult.played(played, Seat.parse(asked.declarer), lead)


def _played(
    asked: ApiResult, contract: Contract | None, errors: dict[str, str]
) -> ContractResult | None:
    """The contract's result: ``result`` (``=``, ``+1``, ``-2``) or ``tricks``; both given,
    they must agree."""
    if asked.result is None and asked.tricks is None:
        errors["tricks"] = Message(
            "give the result (=, +1, -2) or the tricks the declarer took (0 to 13)",
            code="result.tricks-missing",
        )
        return None
    if contract is None:
        return None
    if asked.result is None:
        return ContractResult(contract, asked.tricks or 0)
    played = forms.read_margin(asked.result, contract, errors)
    if played is not None and asked.tricks is not None and played.tricks != asked.tricks:
        errors["tricks"] = Message(
            "{result} is {tricks} tricks, not {given}",
            code="result.tricks-disagree",
            result=played,
            tricks=played.tricks,
            given=asked.tricks,
        )
        return None
    return played


def _answer(stored: ResultRecord, created: bool) -> JSONResponse:
    vulnerability = board_vulnerability(stored.board)
    body = {
        "round": stored.round,
        "table": stored.table,
        "board": stored.board,
        "result": str(stored.result),
        "score_ns": stored.result.ns_score(vulnerability),
        "version": stored.version,
        "created": created,
    }
    return JSONResponse(body, status_code=201 if created else 200)


@router.post(
    "/tables/{code}/results",
    status_code=201,
    response_model=club_answers.StoredResult,
    responses={
        200: {"model": club_answers.StoredResult, "description": "Stored already"},
        409: {"model": club_answers.StoredConflict, "description": "Another result is stored"},
        **FIELDS,
    },
)
def table_result(
    asked: ApiResult, table: TableDep, request: Request, session: SessionDep, scores: ScoresDep
) -> Response:
    """Enter and confirm a result of the table: 201; 200 when it was stored already; 403
    outside the table's own boards and rounds up to the one it plays; 409 when another
    result is stored (confirmed: only the director changes it)."""
    record = scores.record(session, table.session_id)
    post = _post(asked, table.number)
    try:
        client = request.client.host if request.client else "unknown"
        stored, created = results.enter_confirmed(
            session, record, table, post, author=f"table {table.number} api {client}"
        )
    except ForbiddenError as error:
        session.rollback()
        raise HTTPException(status_code=403, detail=error.message) from None
    except ConflictError as error:
        session.rollback()
        found = error.stored
        detail = i18n.translate(error, language(request))  # the reader's language
        body = {"detail": detail, "stored": None if found is None else str(found.result)}
        return JSONResponse(body, status_code=409)
    except AtoutError as error:
        session.rollback()
        return refused_fields(request, error)
    session.commit()
    return _answer(stored, created)

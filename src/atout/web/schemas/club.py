"""The answers of the club's JSON API (``/api/club``, :mod:`atout.web.routes.club_api`)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from atout.store.club.records import SessionStatus

#: A seat, as the API writes it.
SeatLetter = Literal["N", "E", "S", "W"]


class TableCode(BaseModel):
    """A table and the code of its table card."""

    table: int
    code: str


class BoardDeal(BaseModel):
    """A board's deal in PBN deal notation, from the board's dealer (``N:AKQ.… …``)."""

    board: int
    deal: str


class PairNames(BaseModel):
    """A pair and its players' names as lists show them (``""``: none given)."""

    pair: int
    names: str


class ClubSession(BaseModel):
    """A session: its status, movement, tables with their codes, each board's deal."""

    id: int
    name: str
    status: SessionStatus
    movement: str = Field(examples=["mitchell", "howell"])
    season: str
    tables: list[TableCode]
    boards: list[BoardDeal]
    pairs: list[PairNames]


class SessionState(BaseModel):
    """A session's status after a change."""

    id: int
    status: SessionStatus


class NamedPairs(BaseModel):
    """The names of the session's pairs, by pair number."""

    id: int
    pairs: dict[int, str]


class RankingRow(BaseModel):
    """A pair's line: its percentage rounded half up to 2 decimals, its place (``"3="``)."""

    pair: int
    names: str
    percent: float
    rank: str


class DirectionRanking(BaseModel):
    """The ranking of one field: ``NS`` or ``EW`` in a Mitchell, ``null`` for one field."""

    direction: Literal["NS", "EW"] | None
    rows: list[RankingRow]


class SessionRanking(BaseModel):
    """The live ranking: the results entered out of those expected."""

    id: int
    status: SessionStatus
    results: int
    expected: int
    rankings: list[DirectionRanking]


class TableBoard(BaseModel):
    """A board of the table's round: dealer, vulnerability and where its result stands."""

    board: int
    dealer: SeatLetter
    vulnerable: str = Field(examples=["None", "NS", "EW", "All"])
    state: Literal["missing", "pending", "confirmed"]


class TableCall(BaseModel):
    """A table's latest call for the director: ``pending`` until the director answers it
    (``answered_at``); its reason, if the table gave one, and its note."""

    pending: bool
    reason: Literal["irregularity", "disputed", "other"] | None
    note: str
    round: int | None
    board: int | None
    called_at: datetime
    answered_at: datetime | None


class TableState(BaseModel):
    """A table, by its code: its round, its pairs (``null`` when it sits out) and boards."""

    session: int
    table: int
    status: SessionStatus
    round: int
    rounds: list[int]
    ns: int | None
    ew: int | None
    boards: list[TableBoard]
    to_play: list[int]
    finished: bool
    call: TableCall | None


class StoredResult(BaseModel):
    """A result stored and confirmed; ``created`` false when it was stored already."""

    round: int
    table: int
    board: int
    result: str = Field(examples=["3NT+1 S", "PASS"])
    score_ns: int
    version: int
    created: bool


class StoredConflict(BaseModel):
    """Another result is stored for that board (409): the refusal and the result stored."""

    detail: str
    stored: str | None


class PlanChangeLine(BaseModel):
    """A change made to the plan, in order: ``pair`` joining or leaving (``null`` for a
    switch), ``movement`` the name of the movement switched to (``""`` else)."""

    position: int
    kind: Literal["join", "withdraw", "switch"]
    after_round: int
    pair: int | None
    movement: str
    made_at: datetime


class PlanSitOut(BaseModel):
    """In ``round``, pair ``pair`` sits out at ``table``."""

    round: int
    table: int
    pair: int


class SwitchMovement(BaseModel):
    """A movement a switch may take: its ``value`` to send, its name."""

    value: str = Field(examples=["9:1"])
    name: str


class PlanState(BaseModel):
    """A running session's plan after the director's changes: the round last played, the
    pairs playing next, the tables and their codes, the sit-outs, the changes made, the
    short-board rule and the movements a switch may take."""

    id: int
    played: int
    playing: list[int]
    tables: list[TableCode]
    sit_outs: list[PlanSitOut]
    changes: list[PlanChangeLine]
    short_boards: Literal["full-top", "own-top"]
    movements: list[SwitchMovement]

"""SQLAlchemy models of the club sessions: directors, sessions, tables and results.

A result is stored as entered, one row per version: the first entry of a
board at a table is version 1, every correction a new version that points
back to the one it replaces (``replaces_id``); nothing is overwritten. The
unique constraint on (session, round, table, board, version) turns two
concurrent first entries into a conflict instead of a silent overwrite.

A result's value lies in typed columns: its ``outcome`` (played, passed out,
artificial), the contract (``level``, ``strain``, ``doubling``), ``tricks``,
``declarer``, the opening lead (``lead_suit``, ``lead_rank``) and the
artificial scores (``adjusted_ns``, ``adjusted_ew``). Enum columns hold the
enums' values (``"NT"``, ``"X"``, ``"A+"``), and the CHECK constraint
``ck_club_result_outcome`` lets each outcome fill exactly its own columns.
"""

from __future__ import annotations

import enum
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    DateTime,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Numeric,
    SmallInteger,
    String,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column

from atout.bridge.cards import Rank, Suit
from atout.bridge.contract import STRAINS, Doubling, Strain
from atout.bridge.seats import SEATS, Seat
from atout.duplicate.matchpoints import Artificial, ShortBoards
from atout.duplicate.movements.changes import ChangeKind
from atout.store.base import Base, enum_column
from atout.store.club.records import ResultEntry, SessionKind, SessionStatus


class Outcome(enum.Enum):
    """The shape of a stored result: which of its columns are filled."""

    PLAYED = "played"
    PASSED = "passed"
    ARTIFICIAL = "artificial"


#: The columns of a played contract (the lead's two are both set or both empty).
PLAYED_COLUMNS = ("level", "strain", "doubling", "tricks", "declarer")
LEAD_COLUMNS = ("lead_suit", "lead_rank")
ADJUSTED_COLUMNS = ("adjusted_ns", "adjusted_ew")


def _all(test: str, columns: tuple[str, ...]) -> str:
    return " AND ".join(f"{column} {test}" for column in columns)


#: Each outcome fills its own columns and leaves the others empty (NULL).
OUTCOME_CHECK = (
    f"(outcome = 'played' AND {_all('IS NOT NULL', PLAYED_COLUMNS)}"
    " AND level BETWEEN 1 AND 7 AND tricks BETWEEN 0 AND 13"
    " AND (lead_suit IS NULL) = (lead_rank IS NULL)"
    f" AND {_all('IS NULL', ADJUSTED_COLUMNS)})"
    f" OR (outcome = 'passed' AND {_all('IS NULL', PLAYED_COLUMNS + LEAD_COLUMNS)}"
    f" AND {_all('IS NULL', ADJUSTED_COLUMNS)})"
    f" OR (outcome = 'artificial' AND {_all('IS NULL', PLAYED_COLUMNS + LEAD_COLUMNS)}"
    f" AND {_all('IS NOT NULL', ADJUSTED_COLUMNS)})"
)


class DirectorRow(Base):
    """A tournament director: a name and an argon2 password hash (never the password)."""

    __tablename__ = "director"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    password_hash: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    #: An administrator sees and changes every director's sessions (revision 0302).
    admin: Mapped[bool] = mapped_column(server_default=false())


class DirectorLoginRow(Base):
    """A signed-in browser: the SHA-256 of its cookie token, never the token itself."""

    __tablename__ = "director_login"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class DirectorTokenRow(Base):
    """A director's API token (``Authorization: Bearer``): its SHA-256, never the token.

    Each has a ``label``, unique among the director's tokens, and may expire
    (``expires_at``); ``last_used_at`` is when it last opened the API, to the
    minute (revision 0602). A revoked token's row is deleted.
    """

    __tablename__ = "director_token"
    __table_args__ = (Index("uq_director_token_label", "director_id", "label", unique=True),)

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    label: Mapped[str] = mapped_column(String(60))
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class PlayerRow(Base):
    """A player of a director's register: a name and, when known, a licence number.

    A player belongs to the director who made them (``director_id``, revision
    0603): a director's register is theirs alone, and a licence number is unique
    within it (two directors may each have the player of one licence).
    ``name_key`` is the name as compared (case folded): a player is found again
    by his licence number, else by it.
    """

    __tablename__ = "player"
    __table_args__ = (Index("uq_player_director_licence", "director_id", "licence", unique=True),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    name_key: Mapped[str] = mapped_column(String(80), index=True)
    licence: Mapped[str | None] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id"), index=True)
    #: The player's handicap in percentage points (revision 0670; negative for the stronger
    #: players, EBU), ``None`` when not given.
    handicap: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))


class ClubPairRow(Base):
    """A pair of a pairs session: its number and its two players (either may be unknown)."""

    __tablename__ = "club_pair"
    __table_args__ = (UniqueConstraint("session_id", "number", name="uq_club_pair_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    number: Mapped[int]
    first_id: Mapped[int | None] = mapped_column(ForeignKey("player.id"), index=True)
    second_id: Mapped[int | None] = mapped_column(ForeignKey("player.id"), index=True)


class ClubTeamPlayerRow(Base):
    """A player of a team's roster in a team session: the team, his place on the roster
    (1 to 6) and the register's player; a player is on one team of a session only
    (revision 0630)."""

    __tablename__ = "club_team_player"
    __table_args__ = (
        UniqueConstraint("session_id", "team", "slot", name="uq_club_team_player_slot"),
        UniqueConstraint("session_id", "player_id", name="uq_club_team_player_once"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    team: Mapped[int]
    slot: Mapped[int]
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)


class ClubSessionRow(Base):
    """A pairs session or a team match: what it was created as, its plan, boards, names, state.

    ``plan`` is the movement as sittings (round, table, N-S pair, E-W pair,
    boards), ``deals`` maps a board number to its deal in PBN notation and
    ``names`` a team number to its name (a pairs session's players are
    ``club_pair`` rows): JSON documents, each written and read whole (see
    :mod:`atout.store.club.mapping`). ``movement_layout`` is the movement a
    pairs session was made from (its bye stands), ``seed`` the secret seed its
    deals came from (``atout.bridge.dealing``; none for deals from a file).
    ``result_entry`` is how its tables enter a result (``margin`` or ``tricks``);
    ``barometer`` that it is played as a barometer (ranked after each round).
    ``version`` grows with every change, so pages can be cached on it, and
    ``roster_version`` with every change of the pairs' players; ``plan_version`` with
    every change of its plan (``club_plan_change``, revision 0680), ``short_boards`` is
    how boards played fewer times are scored.
    """

    __tablename__ = "club_session"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    kind: Mapped[SessionKind] = mapped_column(enum_column(SessionKind, 16))
    status: Mapped[SessionStatus] = mapped_column(enum_column(SessionStatus, 12))
    movement: Mapped[str] = mapped_column(String(200), server_default="")
    entrants: Mapped[int] = mapped_column(server_default="0")
    result_entry: Mapped[ResultEntry] = mapped_column(
        enum_column(ResultEntry, 8), server_default=ResultEntry.MARGIN.value
    )
    barometer: Mapped[bool] = mapped_column(server_default=false())
    plan: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    deals: Mapped[dict[str, str]] = mapped_column(JSON)
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    movement_layout: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    seed: Mapped[str | None] = mapped_column(String(128))
    season: Mapped[str] = mapped_column(String(100), server_default="", index=True)
    version: Mapped[int]
    roster_version: Mapped[int] = mapped_column(server_default="0")
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    plan_version: Mapped[int] = mapped_column(server_default="0")
    short_boards: Mapped[ShortBoards] = mapped_column(
        enum_column(ShortBoards, 8), server_default=ShortBoards.FULL_TOP.value
    )


class ClubPlanChangeRow(Base):
    """A change the director made to a running session's plan, in order (``position``):
    its kind, the round after which it takes effect, the pair joining or leaving, or the
    movement of the rounds to come (revision 0680)."""

    __tablename__ = "club_plan_change"
    __table_args__ = (
        UniqueConstraint("session_id", "position", name="uq_club_plan_change_position"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    position: Mapped[int]
    kind: Mapped[ChangeKind] = mapped_column(enum_column(ChangeKind, 8))
    after_round: Mapped[int]
    pair: Mapped[int | None]
    movement_layout: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    movement: Mapped[str] = mapped_column(String(200), server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ClubTableRow(Base):
    """A table of a session and its secret code (printed on its table card)."""

    __tablename__ = "club_table"
    __table_args__ = (UniqueConstraint("session_id", "number", name="uq_club_table_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    number: Mapped[int]
    code: Mapped[str] = mapped_column(String(32), unique=True)


class ClubResultRow(Base):
    """One version of the result of a board at a table in a round, as entered."""

    __tablename__ = "club_result"
    __table_args__ = (
        UniqueConstraint(
            "session_id", "round", "table", "board", "version", name="uq_club_result_version"
        ),
        CheckConstraint(OUTCOME_CHECK, name="ck_club_result_outcome"),
        Index("ix_club_result_session_current", "session_id", "current"),
        Index("ix_club_result_session_stamp", "session_id", "stamp"),
        Index("uq_club_result_post_key", "session_id", "post_key", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    round: Mapped[int]
    table: Mapped[int]
    board: Mapped[int]
    version: Mapped[int]
    current: Mapped[bool]
    outcome: Mapped[Outcome] = mapped_column(enum_column(Outcome, 10))
    level: Mapped[int | None]
    strain: Mapped[Strain | None] = mapped_column(enum_column(Strain, 2))
    doubling: Mapped[Doubling | None] = mapped_column(enum_column(Doubling, 2))
    tricks: Mapped[int | None]
    declarer: Mapped[Seat | None] = mapped_column(enum_column(Seat, 1))
    lead_suit: Mapped[Suit | None] = mapped_column(enum_column(Suit, 1))
    lead_rank: Mapped[Rank | None] = mapped_column(enum_column(Rank, 1))
    adjusted_ns: Mapped[Artificial | None] = mapped_column(enum_column(Artificial, 2))
    adjusted_ew: Mapped[Artificial | None] = mapped_column(enum_column(Artificial, 2))
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    replaces_id: Mapped[int | None] = mapped_column(ForeignKey("club_result.id"))
    #: The idempotency key the phone sent the entry with (revision 0610), if any.
    post_key: Mapped[str | None] = mapped_column(String(64))
    #: The session version of the row's last change (a reader catches up from there).
    stamp: Mapped[int]


#: The 20 columns of a double-dummy table, in the order of ``DDTable.cells``: declarers
#: N, E, S, W, each clubs, diamonds, hearts, spades, no-trump (``n_c`` … ``w_nt``).
DD_COLUMNS = tuple(
    f"{seat.value.lower()}_{strain.value.lower()}" for seat in SEATS for strain in STRAINS
)

#: A board is waiting (no figure at all) or analysed (every figure, each cell 0 to 13).
ANALYSIS_CHECK = (
    f"(analysed_at IS NULL AND par_score IS NULL AND {_all('IS NULL', DD_COLUMNS)})"
    f" OR (analysed_at IS NOT NULL AND par_score IS NOT NULL"
    f" AND {_all('BETWEEN 0 AND 13', DD_COLUMNS)})"
)


class BoardAnalysisRow(Base):
    """The double-dummy table and the par of one board of a session (revision 0401).

    The row is written waiting (every figure NULL) when the session's deals
    exist; the background analysis claims it (``claimed_at``, a lease: a claim
    older than the lease is taken again, so that the boards of a process that
    died are not lost) and fills it: the 20 cells (:data:`DD_COLUMNS`), the par
    score from N-S's side and ``analysed_at``; the par contracts are
    ``club_par_contract`` rows.
    """

    __tablename__ = "club_board_analysis"
    __table_args__ = (
        CheckConstraint(ANALYSIS_CHECK, name="ck_club_board_analysis_done"),
        Index("ix_club_board_analysis_waiting", "analysed_at", "session_id"),
    )

    session_id: Mapped[int] = mapped_column(
        ForeignKey("club_session.id", ondelete="CASCADE"), primary_key=True
    )
    board: Mapped[int] = mapped_column(primary_key=True)
    claimed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    analysed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    par_score: Mapped[int | None]


# The 20 cells (0 to 13, NULL while waiting), read and written by name (DD_COLUMNS).
for _cell in DD_COLUMNS:
    setattr(BoardAnalysisRow, _cell, mapped_column(SmallInteger))


class ParContractRow(Base):
    """One par contract of an analysed board: who declares it (a seat, or a side when both
    partners make the same) and its result (a sacrifice is doubled and goes down)."""

    __tablename__ = "club_par_contract"
    __table_args__ = (
        ForeignKeyConstraint(
            ["session_id", "board"],
            ["club_board_analysis.session_id", "club_board_analysis.board"],
            ondelete="CASCADE",
        ),
        CheckConstraint(
            "level BETWEEN 1 AND 7 AND tricks BETWEEN 0 AND 13", name="ck_club_par_contract"
        ),
    )

    session_id: Mapped[int] = mapped_column(primary_key=True)
    board: Mapped[int] = mapped_column(primary_key=True)
    position: Mapped[int] = mapped_column(primary_key=True)
    declarer: Mapped[str] = mapped_column(String(2))
    level: Mapped[int]
    strain: Mapped[Strain] = mapped_column(enum_column(Strain, 2))
    doubling: Mapped[Doubling] = mapped_column(enum_column(Doubling, 2))
    tricks: Mapped[int]


class ClubSwissRow(Base):
    """A team session played as a Swiss (revision 0640): its options as announced before
    round 1 (with round 1's tables when the director fixed them), each round's bye
    (``byes``: round → team) and the teams withdrawn.

    Its rounds' matches are the session's plan (written again as each round is seated);
    the teams' seeding is their numbers' order (a late entrant comes last).
    """

    __tablename__ = "club_swiss"

    session_id: Mapped[int] = mapped_column(
        ForeignKey("club_session.id", ondelete="CASCADE"), primary_key=True
    )
    rounds: Mapped[int] = mapped_column(SmallInteger)
    boards_per_round: Mapped[int] = mapped_column(SmallInteger)
    scale: Mapped[str] = mapped_column(String(16))
    delay: Mapped[bool]
    danish: Mapped[bool]
    seeding: Mapped[str] = mapped_column(String(8))
    bye_vp: Mapped[int] = mapped_column(SmallInteger)
    byes: Mapped[dict[str, int]] = mapped_column(JSON)
    withdrawn: Mapped[list[int]] = mapped_column(JSON)
    #: Round 1's matches as the director fixed them (``[[home, away], …]``; empty: seeded).
    first_tables: Mapped[list[list[int]]] = mapped_column(JSON)
    #: How its matches are scored (revision 0690): ``match`` (teams) or a pairs method.
    method: Mapped[str] = mapped_column(String(8), server_default="match")
    #: After a correction: ``[[round, corrected round, 1 re-drawn | 0 started], …]``, oldest
    #: first (revision 0697).
    redrawn: Mapped[list[list[int]]] = mapped_column(JSON, server_default="[]")

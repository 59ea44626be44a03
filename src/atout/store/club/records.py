"""The frozen values the club repository hands out (rows never leave the store).

A session carries its plan, deals and names as domain values and a result
its :class:`~atout.duplicate.table_result.TableResult`; kinds and states are
enums (a room's and an entry's states are the room kernel's,
:mod:`atout.store.room.records`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import NamedTuple

from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed
from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import PlanChange
from atout.duplicate.movements.individual import IndividualMovement
from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import Plan
from atout.duplicate.players import Player, pair_name
from atout.duplicate.table_result import TableResult
from atout.store.room.records import Confirmable, TextEnum
from atout.store.room.records import ResultStatus as ResultStatus
from atout.store.room.records import SessionStatus as SessionStatus


class SessionKind(TextEnum):
    """What a session scores: pairs at matchpoints, or teams at IMPs (a match or a round robin)."""

    PAIRS = "pairs"
    TEAMS = "teams"
    #: An individual: players change partners (atout.duplicate.movements.individual).
    INDIVIDUAL = "individual"


class ResultEntry(TextEnum):
    """How a session's tables enter a result: as players say it (``=``, ``+1``, ``−2``, the
    margin, as on the rubber sheet) or as the declarer's total of tricks (0 to 13)."""

    MARGIN = "margin"
    TRICKS = "tricks"


@dataclass(frozen=True, slots=True)
class SessionOptions:
    """What a session was created as: the movement chosen, and how many pairs or teams.

    >>> SessionOptions("Howell, 3 tables", 6).entrants
    6
    """

    #: The movement as offered to the director (``"2 teams"`` for a team session).
    movement: str
    #: Pairs of a pairs session, teams of a team session.
    entrants: int
    #: How its tables enter a result (the margin unless the director chose the tricks).
    entry: ResultEntry = ResultEntry.MARGIN
    #: Played as a barometer: every table on the round's boards, ranked after each round.
    barometer: bool = False
    #: How boards played fewer times are scored (Neuberg's factoring by default, RULES §6).
    short_boards: ShortBoards = ShortBoards.FULL_TOP


@dataclass(frozen=True, slots=True)
class PlanChangeRecord:
    """A change made to a running session's plan: the change, the name of the movement
    switched to (``""`` for a late or withdrawn pair) and when it was made."""

    position: int
    change: PlanChange
    movement: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class DirectorRecord:
    """A director (the password hash stays in the store); an ``admin`` sees every session."""

    id: int
    name: str
    created_at: datetime
    admin: bool = False

    def may_manage(self, owner_id: int) -> bool:
        """True when this director may see and change what director ``owner_id`` created.

        >>> from datetime import UTC, datetime
        >>> claire = DirectorRecord(2, "Claire", datetime(2026, 1, 1, tzinfo=UTC))
        >>> claire.may_manage(2), claire.may_manage(3)
        (True, False)
        """
        return self.admin or owner_id == self.id


@dataclass(frozen=True, slots=True)
class TokenRecord:
    """A director's API token as listed: its label and dates, never its secret.

    ``expires_at`` is ``None`` for a token that does not expire, ``last_used_at``
    for one never used.
    """

    label: str
    created_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None

    def expired(self, now: datetime) -> bool:
        """True once the token's end has come.

        >>> from datetime import UTC, datetime
        >>> ends = TokenRecord("ci", datetime(2026, 1, 1, tzinfo=UTC),
        ...                    datetime(2026, 2, 1, tzinfo=UTC), None)
        >>> ends.expired(datetime(2026, 1, 31, tzinfo=UTC)), ends.expired(ends.expires_at)
        (False, True)
        """
        return self.expires_at is not None and self.expires_at <= now


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A player of the club's register."""

    id: int
    player: Player
    #: The player's handicap in percentage points (negative for the stronger), if given.
    handicap: Fraction | None = None

    @property
    def name(self) -> str:
        """The player's name."""
        return self.player.name

    @property
    def licence(self) -> str | None:
        """The player's licence number, if known."""
        return self.player.licence


@dataclass(frozen=True, slots=True)
class PairRecord:
    """A pair of a pairs session: its number and its players (``None``: not given).

    >>> pair = PairRecord(3, PlayerRecord(1, Player("Anne")), None)
    >>> pair.name, pair.players
    ('Anne', (PlayerRecord(id=1, player=Player(name='Anne', licence=None), handicap=None),))
    """

    number: int
    first: PlayerRecord | None
    second: PlayerRecord | None

    @property
    def players(self) -> tuple[PlayerRecord, ...]:
        """The players given, first then second."""
        return tuple(p for p in (self.first, self.second) if p is not None)

    @property
    def name(self) -> str:
        """The pair's name as lists show it (the players' names joined by a dash)."""
        return pair_name(*(p.name for p in self.players))


@dataclass(frozen=True, slots=True)
class ClubSessionRecord:
    """A session: plan, deals by board, names by pair (or team) number, and state.

    The movement and the seed never change once stored; the plan and the deals
    only by the director's changes (``changes``, each growing ``plan_version``);
    the status, the pairs' players (``pairs``; ``names`` are their names as
    lists show them, or the teams' names), the teams' players (``rosters``),
    the season and the ``version`` do
    (the version grows with every change, ``roster_version`` with every
    change of the players).
    """

    id: int
    title: str
    kind: SessionKind
    status: SessionStatus
    options: SessionOptions
    plan: Plan
    deals: dict[int, Deal]
    names: dict[int, str]
    version: int
    director_id: int
    created_at: datetime
    pairs: dict[int, PairRecord] = field(default_factory=dict)
    movement: Movement | None = None
    seed: DealingSeed | None = None
    season: str = ""
    roster_version: int = 0
    plan_version: int = 0
    changes: tuple[PlanChangeRecord, ...] = ()
    #: An individual's movement (its plan's "pairs" are partnerships, ``names`` theirs)
    #: and its players' names by number.
    individual: IndividualMovement | None = None
    player_names: dict[int, str] = field(default_factory=dict)
    #: A team session's rosters: each team's players, in the director's order.
    rosters: dict[int, tuple[PlayerRecord, ...]] = field(default_factory=dict)

    def roster(self, team: int) -> str:
        """The names of team ``team``'s players, in the roster's order (``""``: none given)."""
        return ", ".join(p.name for p in self.rosters.get(team, ()))


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table of a session and its code."""

    id: int
    session_id: int
    number: int
    code: str


class ResultKey(NamedTuple):
    """Where a result belongs: a round, a table, a board (a plain tuple where one is expected).

    >>> ResultKey(1, 2, 3) == (1, 2, 3), ResultKey(1, 2, 3).board
    (True, 3)
    """

    round: int
    table: int
    board: int


@dataclass(frozen=True, slots=True)
class ResultRecord(Confirmable):
    """One version of a table's result on a board, as entered."""

    id: int
    session_id: int
    round: int
    table: int
    board: int
    version: int
    current: bool
    result: TableResult
    author: str
    created_at: datetime
    confirmed_at: datetime | None
    replaces_id: int | None

    @property
    def key(self) -> ResultKey:
        """Its round, table and board."""
        return ResultKey(self.round, self.table, self.board)

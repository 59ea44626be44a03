"""Double-dummy tricks and the par of a deal: the values a solver's analysis gives.

A solver (DDS, called by :mod:`atout.services.analysis`) finds how many tricks
each declarer takes in each strain when all four hands are seen and everyone
plays perfectly: the 20 cells of a :class:`DDTable`. The par (:class:`Par`) is
the score both sides reach when each bids to the best contract the table allows
and the other side sacrifices when that pays: a score from North-South's point
of view and the contracts that give it (:class:`ParContract`).

The notations are PBN's: the section of ``[OptimumResultTable]`` (one
``declarer strain tricks`` line per cell), ``[OptimumScore "NS 620"]`` and
``[ParContract "NS 4S=; NS 4H="]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from atout.bridge.contract import STRAINS, Contract, ContractResult, Doubling, Strain
from atout.bridge.seats import SEATS, Seat, Side
from atout.errors import NotationError

#: The declarers in the order PBN lists them in ``[OptimumResultTable]``.
TABLE_DECLARERS: tuple[Seat, ...] = (Seat.N, Seat.S, Seat.E, Seat.W)
#: The strains in that order: no-trump first, then spades down to clubs.
TABLE_STRAINS: tuple[Strain, ...] = tuple(reversed(STRAINS))
#: Tricks in a deal.
TRICKS = 13

_CELL = re.compile(r"^\s*([NESWO])\s+(NT|SA|[CDHSN])\s+(\d{1,2})\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class DDTable:
    """The tricks each declarer takes double dummy in each strain (20 cells).

    ``cells`` holds the tricks by declarer N, E, S, W (clockwise), each by strain
    clubs to no-trump (bidding order): use :meth:`tricks` to read one.

    >>> table = DDTable.parse("N NT 9; N S 10; N H 8; N D 6; N C 5; "
    ...                       "S NT 9; S S 10; S H 8; S D 6; S C 5; "
    ...                       "E NT 4; E S 3; E H 5; E D 7; E C 8; "
    ...                       "W NT 4; W S 3; W H 5; W D 7; W C 8")
    >>> table.tricks(Seat.S, Strain.SPADES), table.level(Seat.E, Strain.CLUBS)
    (10, 2)
    >>> DDTable.parse(str(table)) == table
    True
    >>> str(table).splitlines()[:2]
    ['N NT 9', 'N S 10']
    """

    cells: tuple[int, ...]

    def __post_init__(self) -> None:
        cells = tuple(self.cells)
        object.__setattr__(self, "cells", cells)
        if len(cells) != len(SEATS) * len(STRAINS):
            raise NotationError(
                "a double-dummy table has 20 cells, not {count}",
                code="double-dummy.cell-count",
                count=len(cells),
            )
        wrong = [n for n in cells if not isinstance(n, int) or not 0 <= n <= TRICKS]
        if wrong:
            raise NotationError(
                "{wrong!r} tricks is impossible: use 0 to 13",
                code="tricks.range",
                wrong=wrong[0],
            )

    @classmethod
    def of(cls, tricks: dict[tuple[Seat, Strain], int]) -> DDTable:
        """A table from the tricks of each (declarer, strain), all 20 given."""
        missing = [f"{s} {t}" for s in SEATS for t in STRAINS if (s, t) not in tricks]
        if missing:
            raise NotationError(
                "a double-dummy table needs all 20 cells: {missing} missing",
                code="double-dummy.cells-missing",
                missing=missing,
            )
        return cls(tuple(tricks[seat, strain] for seat in SEATS for strain in STRAINS))

    def tricks(self, declarer: Seat, strain: Strain) -> int:
        """The tricks ``declarer`` takes at ``strain`` against the best defence."""
        return self.cells[declarer.index * len(STRAINS) + strain.order]

    def level(self, declarer: Seat, strain: Strain) -> int:
        """The highest level ``declarer`` makes at ``strain`` (0: not even one).

        A level, not a contract: tricks − 6, floored at 0.
        """
        return max(0, self.tricks(declarer, strain) - 6)

    def rows(self) -> tuple[tuple[Seat, Strain, int], ...]:
        """The cells in PBN's order: declarers N, S, E, W, each NT, ♠, ♥, ♦, ♣."""
        return tuple(
            (seat, strain, self.tricks(seat, strain))
            for seat in TABLE_DECLARERS
            for strain in TABLE_STRAINS
        )

    @classmethod
    def parse(cls, text: str) -> DDTable:
        """Read the section of ``[OptimumResultTable]``: a line ``N NT 9`` per cell.

        Lines (or ``;``-separated parts) come in any order; each of the 20 cells
        once. ``N`` or ``NT`` (``SA``) is no-trump; ``O`` is West.
        """
        tricks: dict[tuple[Seat, Strain], int] = {}
        for part in re.split(r"[;\n]", text):
            if not part.strip():
                continue
            match = _CELL.match(part)
            if match is None:
                raise NotationError(
                    (
                        "{strip!r} is not a double-dummy cell: write the declarer, "
                        "the strain and the tricks, e.g. N NT 9"
                    ),
                    code="double-dummy.cell-syntax",
                    strip=part.strip(),
                )
            seat, strain = Seat.parse(match.group(1)), Strain.parse(match.group(2))
            if (seat, strain) in tricks:
                raise NotationError(
                    "{strip!r}: {seat} {strain} is given twice",
                    code="double-dummy.cell-twice",
                    strip=part.strip(),
                    seat=seat,
                    strain=strain,
                )
            tricks[seat, strain] = int(match.group(3))
        return cls.of(tricks)

    def __str__(self) -> str:
        return "\n".join(f"{seat} {strain} {n}" for seat, strain, n in self.rows())

    def __repr__(self) -> str:
        return f"DDTable.parse({'; '.join(str(self).splitlines())!r})"


_PAR_CONTRACT = re.compile(
    r"^\s*(NS|EW|EO|[NESWO])\s+([1-7])(NT|SA|[CDHSN])(XX|X)?(=|[+-]\d{1,2})\s*$", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class ParContract:
    """One par contract: who declares it and its result, e.g. ``NS 4S=`` or ``E 5DX-2``.

    The declarer is a side when either partner gets the same result, else one
    seat. A par contract that goes down is a doubled sacrifice.

    >>> ParContract.parse("NS 4S=").result
    ContractResult.parse('4S=')
    >>> str(ParContract.parse("e 3nt+1")), str(ParContract(Side.EW, ContractResult.parse("5DX-2")))
    ('E 3N+1', 'EW 5DX-2')
    """

    declarer: Seat | Side
    result: ContractResult

    def __post_init__(self) -> None:
        if self.result.contract is None:
            raise NotationError(
                "a par contract is a contract, not a passed-out deal",
                code="par.passed-out",
            )

    @property
    def contract(self) -> Contract:
        """The contract bid."""
        assert self.result.contract is not None  # __post_init__
        return self.result.contract

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.declarer if isinstance(self.declarer, Side) else self.declarer.side

    @classmethod
    def parse(cls, text: str) -> ParContract:
        """Read ``<N|E|S|W|NS|EW> <level><strain>[X|XX]<=|+n|-n>`` (PBN writes NT as ``N``)."""
        match = _PAR_CONTRACT.match(text)
        if match is None:
            raise NotationError(
                (
                    "{text!r} is not a par contract: write the declarer (a seat "
                    "or NS/EW) and the result, e.g. NS 4S= or E 5DX-2"
                ),
                code="par.contract-syntax",
                text=text,
            )
        who, level, strain, doubling, margin = match.groups()
        side = who.upper().replace("O", "W")
        declarer: Seat | Side = Seat.parse(who) if len(who) == 1 else Side.parse(side)
        contract = Contract(int(level), Strain.parse(strain), Doubling.parse(doubling or ""))
        tricks = contract.tricks_needed + (0 if margin == "=" else int(margin))
        if not 0 <= tricks <= TRICKS:
            raise NotationError(
                "{text!r} is impossible: it would mean {tricks} tricks",
                code="double-dummy.tricks-impossible",
                text=text,
                tricks=tricks,
            )
        return cls(declarer, ContractResult(contract, tricks))

    def __str__(self) -> str:
        contract = self.contract
        strain = "N" if contract.strain is Strain.NOTRUMP else contract.strain.value
        margin = self.result.margin
        written = "=" if margin == 0 else f"{margin:+d}"
        return f"{self.declarer} {contract.level}{strain}{contract.doubling}{written}"

    def __repr__(self) -> str:
        return f"ParContract.parse({str(self)!r})"


#: The ``[ParContract]`` value when the par is to pass the deal out.
PASSED_OUT = "Pass"
_OPTIMUM_SCORE = re.compile(r"^\s*(NS|EW|EO)\s+([+-]?\d+)\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Par:
    """The par of a deal: its score for North-South and the contracts that give it.

    No contract (``Pass``) when no side makes anything: the par score is 0.

    >>> par = Par.parse("NS -100: NS 5SX-1")
    >>> par.score, par.optimum_score, par.par_contract
    (-100, 'NS -100', 'NS 5SX-1')
    >>> Par.from_tags("EW 620", "EW 4H=; E 4S=") == Par.parse("NS -620: EW 4H=; E 4S=")
    True
    """

    #: The par score from North-South's point of view.
    score: int
    contracts: tuple[ParContract, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "contracts", tuple(self.contracts))
        if not self.contracts and self.score != 0:
            raise NotationError(
                "a par score of {score} needs its par contracts",
                code="par.no-contract",
                score=self.score,
            )

    @property
    def optimum_score(self) -> str:
        """The ``[OptimumScore]`` value: ``NS`` and the score for North-South."""
        return f"NS {self.score}"

    @property
    def par_contract(self) -> str:
        """The ``[ParContract]`` value: the contracts separated by ``;`` (``Pass`` if none)."""
        return "; ".join(str(c) for c in self.contracts) or PASSED_OUT

    @classmethod
    def from_tags(cls, optimum_score: str, par_contract: str) -> Par:
        """The par from the values of ``[OptimumScore]`` and ``[ParContract]``."""
        match = _OPTIMUM_SCORE.match(optimum_score)
        if match is None:
            raise NotationError(
                (
                    "{optimum_score!r} is not an optimum score: write NS or EW "
                    "and a score, e.g. NS 620"
                ),
                code="optimum-score.syntax",
                optimum_score=optimum_score,
            )
        side, points = match.groups()
        score = int(points) * (1 if side.upper() == "NS" else -1)
        if par_contract.strip().upper() == PASSED_OUT.upper():
            return cls(score)
        return cls(score, tuple(ParContract.parse(p) for p in par_contract.split(";")))

    @classmethod
    def parse(cls, text: str) -> Par:
        """Read ``<optimum score>: <par contracts>``, e.g. ``NS 620: NS 4S=; NS 4H=``."""
        score, sep, contracts = text.partition(":")
        if not sep:
            raise NotationError(
                (
                    "{text!r} is not a par: write the score, a colon and the "
                    "contracts, e.g. NS 620: NS 4S="
                ),
                code="par.syntax",
                text=text,
            )
        return cls.from_tags(score, contracts)

    def __str__(self) -> str:
        return f"{self.optimum_score}: {self.par_contract}"

    def __repr__(self) -> str:
        return f"Par.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class BoardAnalysis:
    """What a double-dummy solver says about one deal: its table and its par."""

    table: DDTable
    par: Par

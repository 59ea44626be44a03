"""Checks and readers for the values of the PBN tags and table columns atout knows.

The reader checks every known value once, fast (set look-ups, no objects
built); the typed accessors of :class:`~atout.formats.pbn.model.Game` build
the domain values (:class:`~atout.bridge.contract.Contract`,
:class:`~atout.bridge.seats.Seat`, the deal) on demand. Each check names the
rule of PBN 2.1 it enforces (:data:`TAG_RULES`).

Two tolerances of long standing are kept in strict reading: ``N`` for ``NT``
in a contract (Ruter, BBA and most scoring programs write ``3N``), and
lower case wherever §3.11 allows it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from atout.bridge.contract import Contract
from atout.bridge.seats import Seat
from atout.errors import Message, NotationError
from atout.formats.pbn import rules
from atout.formats.pbn.deals import deal_problem
from atout.formats.pbn.rules import Rule

#: The PBN word for a passed-out deal in ``[Contract]`` and a table's Contract column.
PASS = "PASS"
#: Tag values that mean "unknown" (``?``) or "not applicable" (empty).
UNKNOWN = frozenset({"", "?"})

_STRAINS = ("C", "D", "H", "S", "N", "NT")
_CONTRACTS = frozenset(
    f"{level}{strain}{doubling}"
    for level in range(1, 8)
    for strain in _STRAINS
    for doubling in ("", "X", "XX")
) | {PASS}
#: A trump alone: the Contract of an end position (PBN 2.1 §3.10).
_TRUMPS = frozenset({"S", "H", "D", "C", "NT"})
_SEATS = frozenset("NESW")
_TRICKS = frozenset(str(n) for n in range(14))
#: The most digits a board number may have (a bound: work stays linear in the input).
BOARD_DIGITS = 9


def contract_problem(text: str) -> Message | None:
    """Why ``text`` is not a PBN contract (``None`` when it is one).

    >>> contract_problem("4SX") is None, contract_problem("Pass") is None
    (True, True)
    >>> contract_problem("8N")
    "'8N' is not a contract: write <level 1-7><C|D|H|S|NT>[X|XX] or Pass"
    """
    key = text.upper()
    if key in _CONTRACTS or key in _TRUMPS:
        return None
    return Message(
        "{text!r} is not a contract: write <level 1-7><C|D|H|S|NT>[X|XX] or Pass",
        code="pbn.contract",
        text=text,
    )


def seat_problem(text: str) -> Message | None:
    """Why ``text`` is not a seat N, E, S or W (``^`` may mark an irregular declarer)."""
    if text.lstrip("^").upper() in _SEATS and len(text.lstrip("^")) == 1:
        return None
    return Message("{text!r} is not a seat: use N, E, S or W", code="pbn.seat", text=text)


def tricks_problem(text: str) -> Message | None:
    """Why ``text`` is not a number of tricks 0-13."""
    if text in _TRICKS:
        return None
    return Message("{text!r} is not a number of tricks: use 0 to 13", code="pbn.tricks", text=text)


def board_problem(text: str) -> Message | None:
    """Why ``text`` is not a board number: ASCII digits only, 1 or more.

    >>> board_problem("12") is None, board_problem("1-1")
    (True, "'1-1' is not a board number: use 1 or more")
    >>> board_problem("²")
    "'²' is not a board number: use 1 or more"
    """
    digits = text.isascii() and text.isdigit()
    if digits and len(text) <= BOARD_DIGITS and int(text) >= 1:
        return None
    if digits and len(text) > BOARD_DIGITS:
        return Message(
            "{start!r}... is not a board number: use 1 to {most}",
            code="pbn.board",
            start=text[:12],
            most=10**BOARD_DIGITS - 1,
        )
    return Message("{text!r} is not a board number: use 1 or more", code="pbn.board", text=text)


_VULNERABLE = frozenset({"none", "love", "-", "ns", "ew", "all", "both"})


def vulnerability_problem(text: str) -> Message | None:
    """Why ``text`` is not a vulnerability."""
    if text.lower() in _VULNERABLE:
        return None
    return Message(
        "{text!r} is not a vulnerability: use None, Love, -, NS, EW, All or Both",
        code="pbn.vulnerable",
        text=text,
    )


_TRICKS_PATTERN = "(?:1[0-3]|[0-9])"
_RESULT = re.compile(
    rf"\^?(?:{_TRICKS_PATTERN}|(?:NS|EW|ns|ew) {_TRICKS_PATTERN}"
    rf"(?: (?:NS|EW|ns|ew) {_TRICKS_PATTERN})?)"
)


def result_problem(text: str) -> Message | None:
    """Why ``text`` is not a Result tag value (PBN 2.1 §3.4.15).

    >>> result_problem("NS 11") is None, result_problem("^9") is None
    (True, True)
    >>> result_problem("-9752")
    "'-9752' is not a result: use 0-13, NS <0-13>, EW <0-13> or both"
    """
    if _RESULT.fullmatch(text) is not None:
        sides = [w.upper() for w in text.lstrip("^").split() if w.isalpha()]
        if len(sides) < 2 or sides[0] != sides[1]:
            return None
    return Message(
        "{text!r} is not a result: use 0-13, NS <0-13>, EW <0-13> or both",
        code="pbn.result",
        text=text,
    )


def read_result(text: str, declarer: Seat | None) -> int | None:
    """The tricks won by declarer from a Result tag value (``None`` when the value gives
    a side's tricks and the declarer is not known).

    >>> read_result("NS 11", Seat.N), read_result("NS 11", Seat.E), read_result("^9", None)
    (11, 2, 9)
    """
    problem = result_problem(text)
    if problem:
        raise NotationError(problem)
    words = text.lstrip("^").split()
    if len(words) == 1:
        return int(words[0])
    if declarer is None:
        return None
    for side, tricks in zip(words[::2], words[1::2], strict=True):
        if side.upper() == str(declarer.side).replace("-", ""):
            return int(tricks)
    return 13 - int(words[1])


_POINTS = r"[+-]?[0-9]{1,5}"
_SCORE = re.compile(rf"{_POINTS}|(NS|EW) {_POINTS}(?: (NS|EW) {_POINTS})?")


def score_problem(text: str) -> Message | None:
    """Why ``text`` is not a Score tag value (PBN 2.1 §4.2.1).

    >>> score_problem("NS +550") is None, score_problem("-1000") is None, score_problem("NS")
    (True, True, "'NS' is not a score: use <points>, NS <points>, EW <points> or both")
    """
    match = _SCORE.fullmatch(text)
    if match is not None and (match[1] is None or match[1] != match[2]):
        return None
    return Message(
        "{text!r} is not a score: use <points>, NS <points>, EW <points> or both",
        code="pbn.score",
        text=text,
    )


def optimum_score_problem(text: str) -> Message | None:
    """Why ``text`` is not an OptimumScore value: a side is required (PBN 2.1 §4.2.7).

    >>> optimum_score_problem("NS 100") is None, optimum_score_problem("100")
    (True, "'100' is not an optimum score: use NS <points>, EW <points> or both")
    """
    match = _SCORE.fullmatch(text)
    if match is not None and match[1] and match[1] != match[2]:
        return None
    return Message(
        "{text!r} is not an optimum score: use NS <points>, EW <points> or both",
        code="pbn.optimum-score",
        text=text,
    )


@dataclass(frozen=True, slots=True)
class Check:
    """The check of a known tag value or column cell: why a text is not valid, the rule
    of PBN 2.1 it enforces, and the texts it accepts at once (``problem`` explains the
    others)."""

    problem: Callable[[str], Message | None]
    rule: Rule
    valid: frozenset[str | None] = frozenset()


_VALID_SEATS = frozenset({None, *_SEATS})
_VALID_CONTRACTS = frozenset({None, "Pass", "pass", "PASS"} | _CONTRACTS)
_VALID_TRICKS = frozenset({None, *_TRICKS})
#: The check of each known tag (applied to values other than ``?`` and empty).
TAG_CHECKS = {
    "Board": Check(board_problem, rules.BOARD),
    "Dealer": Check(seat_problem, rules.SEAT, _VALID_SEATS),
    "Declarer": Check(seat_problem, rules.SEAT, _VALID_SEATS),
    "Vulnerable": Check(
        vulnerability_problem,
        rules.VULNERABLE,
        frozenset({"None", "NS", "EW", "All", "Both", "Love", "-"}),
    ),
    "Deal": Check(deal_problem, rules.DEAL),
    "Contract": Check(contract_problem, rules.CONTRACT, _VALID_CONTRACTS),
    "Result": Check(result_problem, rules.RESULT, _VALID_TRICKS),
    "Score": Check(score_problem, rules.SCORE),
    "OptimumScore": Check(optimum_score_problem, rules.OPTIMUM_SCORE),
}
#: The check of each known table column (applied to non-empty cells).
COLUMN_CHECKS = {
    "Contract": Check(contract_problem, rules.CONTRACT, _VALID_CONTRACTS),
    "Declarer": Check(seat_problem, rules.SEAT, _VALID_SEATS),
    "Result": Check(tricks_problem, rules.RESULT, _VALID_TRICKS),
}

#: An element of a table row: a string, or a section token (ASCII 33-126 but
#: ``[ ] { } ; " %``, PBN 2.1 §3.2). Possessive forms: an element never gives back.
_ANY_CELL = r'(?:"[^"\\\x00-\x1f\x7f-\x9f]*+"|[!#$&-:<-Z\\^-z|~]++)'
_CELL_PATTERNS = {
    "Contract": r"(?:Pass|PASS|pass|[1-7](?:NT|[CDHSN])(?:XX|X)?)",
    "Declarer": r"[NESW]",
    "Result": r"(?:1[0-3]|[0-9])",
}
#: Above this many columns a table's rows are checked one by one (no giant pattern).
PATTERN_COLUMNS = 64


@functools.lru_cache(maxsize=256)
def row_pattern(names: tuple[str, ...]) -> str | None:
    """The pattern of one table row of these columns (``None`` above
    :data:`PATTERN_COLUMNS` columns): see :func:`rows_pattern`."""
    if len(names) > PATTERN_COLUMNS:
        return None
    known = (_CELL_PATTERNS.get(name) for name in names)
    cells = (_ANY_CELL if k is None else f'(?>-|{k}|"{k}")' for k in known)
    return "[ \\t]++".join(cells)


@functools.lru_cache(maxsize=256)
def rows_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """A pattern that matches stripped rows joined by newlines when every row has one
    value per column and every known column's value passes its check (a fast test:
    when it fails, the rows are checked one by one to say what is wrong). ``None``
    for tables of more than :data:`PATTERN_COLUMNS` columns.

    >>> pattern = rows_pattern(("Table", "Contract", "Score"))
    >>> bool(pattern.fullmatch('1 3N "400"\\n2 - "A="')), bool(pattern.fullmatch("1 8N 9"))
    (True, False)
    """
    row = row_pattern(names)
    return None if row is None else re.compile(f"{row}(?:\\n{row})*+")


def read_contract(text: str) -> Contract | None:
    """A checked contract; ``None`` for Pass (a passed-out deal).

    >>> read_contract("3N"), read_contract("Pass"), read_contract("3D*")
    (Contract.parse('3NT'), None, Contract.parse('3DX'))
    """
    if text.upper() == "PO":  # Bridgewebs, EBUScore: passed out
        return None
    if text.endswith("*") and contract_problem(text.rstrip("*")) is None:
        text = text.rstrip("*") + "X" * (len(text) - len(text.rstrip("*")))  # Bridgewebs
    problem = contract_problem(text)
    if problem is None and text.upper() in _TRUMPS:
        problem = Message(
            "{text!r} is the trump of an end position (PBN 2.1 §3.10), not a contract",
            code="pbn.end-position-trump",
            text=text,
        )
    if problem:
        raise NotationError(problem)
    return None if text.upper() == PASS else Contract.parse(text)


def read_seat(text: str) -> Seat:
    """A checked seat (an irregular-declarer ``^`` is dropped)."""
    problem = seat_problem(text)
    if problem:
        raise NotationError(problem)
    return Seat.parse(text.lstrip("^"))


def read_tricks(text: str) -> int:
    """A checked number of tricks."""
    problem = tricks_problem(text)
    if problem:
        raise NotationError(problem)
    return int(text)

"""Checks and readers for the values of the PBN tags and table columns atout knows.

The reader checks every known value once, fast (set look-ups, no objects
built); the typed accessors of :class:`~atout.formats.pbn.model.Game` build
the domain values (:class:`Deal`, :class:`Contract`, :class:`Seat`) on demand.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat
from atout.errors import AtoutError, NotationError

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
_SEATS = frozenset("NESW")
_RANKS = frozenset("AKQJT98765432")
_TRICKS = frozenset(str(n) for n in range(14))
_SORTED_SUIT = "".join(sorted(_RANKS))


def contract_problem(text: str) -> str | None:
    """Why ``text`` is not a PBN contract (``None`` when it is one).

    >>> contract_problem("4SX") is None, contract_problem("Pass") is None
    (True, True)
    >>> contract_problem("8N")
    "'8N' is not a contract: write <level 1-7><C|D|H|S|NT>[X|XX] or Pass"
    """
    if text.upper() in _CONTRACTS:
        return None
    return f"{text!r} is not a contract: write <level 1-7><C|D|H|S|NT>[X|XX] or Pass"


def seat_problem(text: str) -> str | None:
    """Why ``text`` is not a seat N, E, S or W (``^`` may mark an irregular declarer)."""
    if text.lstrip("^").upper() in _SEATS and len(text.lstrip("^")) == 1:
        return None
    return f"{text!r} is not a seat: use N, E, S or W"


def tricks_problem(text: str) -> str | None:
    """Why ``text`` is not a number of tricks 0-13."""
    if text in _TRICKS:
        return None
    return f"{text!r} is not a number of tricks: use 0 to 13"


def board_problem(text: str) -> str | None:
    """Why ``text`` is not a board number."""
    if text.isdigit() and int(text) >= 1:
        return None
    return f"{text!r} is not a board number: use 1 or more"


def vulnerability_problem(text: str) -> str | None:
    """Why ``text`` is not a vulnerability."""
    try:
        Vulnerability.parse(text)
    except NotationError as error:
        return str(error)
    return None


def deal_problem(text: str) -> str | None:
    """Why ``text`` is not PBN deal notation (``None`` when it is; ``-`` hands allowed).

    >>> deal_problem("N:AKQJT98765432.A.. - - -")
    "'N:AKQJT98765432.A.. - - -' is not a valid deal: N holds 14 cards; a hand has 13"
    """
    first, sep, rest = text.partition(":")
    hands = rest.split()
    if not sep or first.strip().upper() not in _SEATS or len(hands) != 4:
        return (
            f"{text!r} is not a deal: write the first seat, a colon and four hands "
            "clockwise, e.g. N:AKQJ.T98.765.432 T98.765.432.AKQJ ..."
        )
    if "-" not in rest and _full_deal(*hands):
        return None
    start = Seat.parse(first)
    suits: list[str] = ["", "", "", ""]
    for offset, hand in enumerate(hands):
        if hand == "-":
            continue
        holdings = hand.upper().split(".")
        count = sum(len(h) for h in holdings)
        if len(holdings) != 4 or count != 13:
            return _deal_message(text, start.offset(offset), hand, len(holdings), count)
        for i in range(4):
            suits[i] += holdings[i]
    for cards in suits:
        if not set(cards) <= _RANKS or len(set(cards)) != len(cards):
            return _deal_message(text, None, "", 4, 13)
    return None


def _full_deal(a: str, b: str, c: str, d: str) -> bool:
    """The fast test for four 13-card hands holding each card once (capitals only)."""
    if not len(a) == len(b) == len(c) == len(d) == 16:
        return False
    sa, sb, sc, sd = a.split("."), b.split("."), c.split("."), d.split(".")
    return (
        len(sa) == len(sb) == len(sc) == len(sd) == 4
        and "".join(sorted(sa[0] + sb[0] + sc[0] + sd[0])) == _SORTED_SUIT
        and "".join(sorted(sa[1] + sb[1] + sc[1] + sd[1])) == _SORTED_SUIT
        and "".join(sorted(sa[2] + sb[2] + sc[2] + sd[2])) == _SORTED_SUIT
        and "".join(sorted(sa[3] + sb[3] + sc[3] + sd[3])) == _SORTED_SUIT
    )


def _deal_message(text: str, seat: Seat | None, hand: str, suits: int, count: int) -> str:
    if suits != 4:
        return f"{text!r} is not a deal: {hand!r} is not a hand S.H.D.C (four suits)"
    if seat is not None:
        return f"{text!r} is not a valid deal: {seat} holds {count} cards; a hand has 13"
    try:
        Deal.parse(text.replace(" - ", " ").replace("-", ""))
    except AtoutError as error:
        return str(error)
    return f"{text!r} is not a valid deal: a card is repeated or a rank is unknown"


#: The check for each known tag (applied to values other than ``?`` and empty).
TAG_CHECKS: dict[str, Callable[[str], str | None]] = {
    "Board": board_problem,
    "Dealer": seat_problem,
    "Declarer": seat_problem,
    "Vulnerable": vulnerability_problem,
    "Deal": deal_problem,
    "Contract": contract_problem,
    "Result": tricks_problem,
}
#: The check for each known table column (applied to non-empty cells).
COLUMN_CHECKS: dict[str, Callable[[str], str | None]] = {
    "Contract": contract_problem,
    "Declarer": seat_problem,
    "Result": tricks_problem,
}

#: Cells each column check accepts at once (the check explains the others).
COLUMN_VALID: dict[str, frozenset[str | None]] = {
    "Contract": frozenset({None, "Pass", "pass", "PASS"} | _CONTRACTS),
    "Declarer": frozenset({None, *_SEATS}),
    "Result": frozenset({None, *_TRICKS}),
}

_ANY_CELL = r'(?:"[^"\\\n]*"|[^\s"]+)'
_CELL_PATTERNS = {
    "Contract": r"(?:Pass|PASS|pass|[1-7](?:NT|[CDHSN])(?:XX|X)?)",
    "Declarer": r"[NESW]",
    "Result": r"(?:1[0-3]|[0-9])",
}

#: Tag values each tag check accepts at once (the check explains the others).
TAG_VALID: dict[str, frozenset[str | None]] = {
    "Dealer": frozenset(_SEATS),
    "Declarer": frozenset(_SEATS),
    "Vulnerable": frozenset({"None", "NS", "EW", "All", "Both", "Love", "-"}),
    "Contract": COLUMN_VALID["Contract"],
    "Result": frozenset(_TRICKS),
}


@functools.lru_cache(maxsize=256)
def rows_pattern(spec: str) -> re.Pattern[str]:
    """A pattern that matches stripped rows joined by newlines when every row has one
    value per column and every known column's value passes its check (a fast test:
    when it fails, the rows are checked one by one to say what is wrong).

    >>> pattern = rows_pattern("Table\\\\2R;Contract;Score")
    >>> bool(pattern.fullmatch('1 3N "400"\\n2 - "A="')), bool(pattern.fullmatch("1 8N 9"))
    (True, False)
    """
    cells = []
    for column in spec.split(";"):
        name = column.partition("\\")[0].strip()
        known = _CELL_PATTERNS.get(name)
        cells.append(_ANY_CELL if known is None else f'(?:-|{known}|"{known}")')
    row = "[ \\t]+".join(cells)
    return re.compile(f"{row}(?:\\n{row})*")


def read_contract(text: str) -> Contract | None:
    """A checked contract; ``None`` for Pass (a passed-out deal).

    >>> read_contract("3N"), read_contract("Pass")
    (Contract.parse('3NT'), None)
    """
    problem = contract_problem(text)
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

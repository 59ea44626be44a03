"""The English vocabulary of atout's interface: words a French reader must never see
(the French pages, ``tests/web/test_french_crawl.py``; the French help of every command,
``tests/cli/test_french_help.py``)."""

from __future__ import annotations

import re

#: The English words of atout's interface (whole words, case as written).
ENGLISH = [
    "the",
    "is not",
    "not valid",
    "Deal",
    "Deals",
    "Board",
    "Boards",
    "Round",
    "Rounds",
    "Enter",
    "Save",
    "Back",
    "Home",
    "Player",
    "Players",
    "Dealer",
    "Vulnerable",
    "vulnerable",
    "nobody",
    "None",
    "All",
    "Pass",
    "PASS",
    "Passed out",
    "passed out",
    "Ranking",
    "Standings",
    "Results",
    "Result",
    "Declarer",
    "Lead",
    "Tricks",
    "tricks",
    "doubled",
    "Undo",
    "Redo",
    "History",
    "Rules",
    "Sign in",
    "Password",
    "Session",
    "Sessions",
    "Create",
    "New game",
    "Close",
    "Start",
    "Teams",
    "Pairs",
    "West",
    "North",
    "South",
    "East",
    "We",
    "They",
    "and",
    "with",
    "use",
    "give",
    "Choose",
    "Page not found",
    "error",
    "Contract",
    "Strain",
    "Level",
    "Score",
    "taker",
    "defence",
    "points:",
    "bouts:",
    "Language",
    "Seat",
    "Movement",
    "Opponents",
    "Director",
    "IMPs",
    "Not Found",
    "Method Not Allowed",
    "setup",
    "closed",
    "teams",
    "director",
]
_WORDS = re.compile(r"(?<![\w'’-])(" + "|".join(map(re.escape, ENGLISH)) + r")(?![\w'’-])")
#: A contract or result in English notation (``4HX-2``, ``3NT``), and the E-W side.
_ENGLISH_NOTATION = re.compile(r"(?<![\w-])([1-7](NT|[CDHS])(XX|X)?([=+-][0-9]*)?|EW|NS)(?![\w-])")
#: What the pages may show although it reads as English: names, the language switch, a
#: shell command (``atout director token``), and
#: the French Code's own "score ajusté" (Law 12).
ALLOWED = (
    "English",
    "Chicago",
    "atout director token",
    "atout",
    "Mitchell",
    "Howell",
    "Score ajusté",
)


def english_words(text: str) -> list[str]:
    """The English interface words in ``text``.

    >>> english_words("Donne 3 · Passe générale · E-O 4♥X−2"), english_words("Board 3: the deal")
    ([], ['Board', 'the'])
    >>> english_words("EW 4HX-2, 3NT=, NS +420")
    ['EW', '4HX-2', '3NT=', 'NS']
    """
    for allowed in ALLOWED:
        text = text.replace(allowed, "")
    return _WORDS.findall(text) + [m.group(0) for m in _ENGLISH_NOTATION.finditer(text)]

"""The rules of PBN 2.1 that a strict read enforces, each with its section.

A :class:`~atout.formats.pbn.model.Problem` names the rule it breaks, so that
a refusal says where (line and column), what, and by which rule of the
standard. The producer quirks that a lenient read accepts are rules too: the
rule a quirk breaks is the one it is reported under.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of the standard: its section and what it says, in short.

    >>> str(BOARD)
    'PBN 2.1 §3.4.4: the Board tag value is a positive integer'
    """

    section: str
    text: str

    def __str__(self) -> str:
        return f"PBN 2.1 §{self.section}: {self.text}"


CHARACTERS = Rule(
    "2.2", "no control character but tab, and no code 127 to 159, outside the line breaks"
)
ENCODING = Rule("2.2", "the characters are ISO 8859-1; a file marked UTF-8 is valid UTF-8")
GAME_START = Rule("3", "each game but the first starts after a semi-empty line")
TAG_PAIR = Rule("3.3", 'a tag pair is [, a name, a "string" and ], in that order')
TAG_NAME = Rule("3.3", "a tag name begins with an upper case letter")
STRING = Rule("3.2", "a string holds no tab and no line break")
REPEATED_TAG = Rule("3.4", "a tag pair occurs once in a game (only Note tags repeat)")
BOARD = Rule("3.4.4", "the Board tag value is a positive integer")
SEAT = Rule("3.4.9", "a direction is W, N, E or S")
VULNERABLE = Rule("3.4.10", "the Vulnerable tag is None, Love, -, NS, EW, All or Both")
DEAL = Rule(
    "3.4.11",
    "a deal is <first>:<hand> <hand> <hand> <hand>, one space apart, each hand S.H.D.C "
    "or - ; each card once; 13 cards a hand, or fewer in every hand (§3.10)",
)
CONTRACT = Rule("3.4.14", "a contract is Pass or <1-7><S|H|D|C|NT>[X|XX]")
RESULT = Rule("3.4.15", "a result is <0-13>, NS <0-13>, EW <0-13> or both, maybe after ^")
SCORE = Rule("4.2.1", "a score is <points>, NS <points>, EW <points> or both")
OPTIMUM_SCORE = Rule("4.2.7", "an optimum score is NS <points>, EW <points> or both")
NOTE = Rule("3.5.5", "a note is <index 1-32>:<text>, each index once in its section")
COMMENT = Rule("3.8", "a { comment ends with }")
INHERIT = Rule(
    "4.8",
    "# and ## are not values of Dealer, Vulnerable, Deal, Declarer, Contract, Auction, "
    "Play or Note",
)
SECTION = Rule("5.1", 'section data are strings and tokens of ASCII 33-126 but [ ] { } ; " %')
COLUMN = Rule("5.2", "a column is [+|-]<name>[\\<width>[L|R]], columns separated by ;")
ROWS = Rule("5.2", "a table's elements fill whole rows: a multiple of its number of columns")
TEXT = Rule("3", "text outside a tag pair belongs to the section of the tag before it")

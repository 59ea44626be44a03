"""The rules of PBN 2.1 that a strict read enforces, each with its section.

A :class:`~atout.formats.pbn.model.Problem` names the rule it breaks, so that
a refusal says where (line and column), what, and by which rule of the
standard. The producer quirks that a lenient read accepts are rules too: the
rule a quirk breaks is the one it is reported under.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.errors import Message


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of the standard: its section and what it says, in short (a message: it is
    translated with the problem that names it).

    >>> str(BOARD), BOARD.message.template
    ('PBN 2.1 §3.4.4: the Board tag value is a positive integer', 'PBN 2.1 §{section}: {text}')
    """

    section: str
    text: Message

    def __str__(self) -> str:
        return f"PBN 2.1 §{self.section}: {self.text}"

    @property
    def message(self) -> Message:
        """The rule as a message: its section, and its text in the reader's language."""
        return Message("PBN 2.1 §{section}: {text}", section=self.section, text=self.text)


CHARACTERS = Rule(
    "2.2", Message("no control character but tab, and no code 127 to 159, outside the line breaks")
)
ENCODING = Rule("2.2", Message("the characters are ISO 8859-1; a file marked UTF-8 is valid UTF-8"))
GAME_START = Rule("3", Message("each game but the first starts after a semi-empty line"))
TAG_PAIR = Rule("3.3", Message('a tag pair is [, a name, a "string" and ], in that order'))
TAG_NAME = Rule("3.3", Message("a tag name begins with an upper case letter"))
STRING = Rule("3.2", Message("a string holds no tab and no line break"))
REPEATED_TAG = Rule("3.4", Message("a tag pair occurs once in a game (only Note tags repeat)"))
BOARD = Rule("3.4.4", Message("the Board tag value is a positive integer"))
SEAT = Rule("3.4.9", Message("a direction is W, N, E or S"))
VULNERABLE = Rule("3.4.10", Message("the Vulnerable tag is None, Love, -, NS, EW, All or Both"))
DEAL = Rule(
    "3.4.11",
    Message(
        "a deal is <first>:<hand> <hand> <hand> <hand>, one space apart, each hand S.H.D.C "
        "or - ; each card once; 13 cards a hand, or fewer in every hand (§3.10)"
    ),
)
CONTRACT = Rule("3.4.14", Message("a contract is Pass or <1-7><S|H|D|C|NT>[X|XX]"))
RESULT = Rule("3.4.15", Message("a result is <0-13>, NS <0-13>, EW <0-13> or both, maybe after ^"))
SCORE = Rule("4.2.1", Message("a score is <points>, NS <points>, EW <points> or both"))
OPTIMUM_SCORE = Rule("4.2.7", Message("an optimum score is NS <points>, EW <points> or both"))
NOTE = Rule("3.5.5", Message("a note is <index 1-32>:<text>, each index once in its section"))
COMMENT = Rule("3.8", Message("a { comment ends with }"))
INHERIT = Rule(
    "4.8",
    Message(
        "# and ## are not values of Dealer, Vulnerable, Deal, Declarer, Contract, Auction, "
        "Play or Note"
    ),
)
SECTION = Rule(
    "5.1", Message('section data are strings and tokens of ASCII 33-126 but [ ] { } ; " %')
)
COLUMN = Rule("5.2", Message("a column is [+|-]<name>[\\<width>[L|R]], columns separated by ;"))
ROWS = Rule(
    "5.2", Message("a table's elements fill whole rows: a multiple of its number of columns")
)
TEXT = Rule("3", Message("text outside a tag pair belongs to the section of the tag before it"))

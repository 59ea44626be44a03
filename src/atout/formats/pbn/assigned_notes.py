"""The director's weighted and split assigned scores in a PBN file (PBN 2.1 has no notation
for them): the traveller's row keeps its matchpoints with empty result cells, and a
``{atout assigned score: …}`` commentary of the game names the outcomes, so that a rescore
compares the other rows with them and gives the row its weighted matchpoints again.

>>> note = assigned_note(3, 1, AssignedScore.parse("60% 4S= N + 40% 4S-1 N"))
>>> str(note)
'{atout assigned score: table 3, round 1: 60% 4S= N + 40% 4S-1 N}'
>>> where, score = read_note(note.text) or ((0, 0), None)
>>> where, str(score)
((3, 1), '60% 4S= N + 40% 4S-1 N')
"""

from __future__ import annotations

import re

from atout.duplicate.assigned import AssignedScore
from atout.formats.pbn.comments import Comment, CommentKind
from atout.formats.pbn.model import Game

_PREFIX = "atout assigned score"
_NOTE = re.compile(_PREFIX + r": table ([0-9]{1,3}), round ([0-9]{1,3}): (.+)", re.DOTALL)


def assigned_note(table: int, round_: int, assigned: AssignedScore) -> Comment:
    """The commentary naming the assigned score of a traveller's row."""
    return Comment(CommentKind.BLOCK, f"{_PREFIX}: table {table}, round {round_}: {assigned}")


def read_note(text: str) -> tuple[tuple[int, int], AssignedScore] | None:
    """The (table, round) and the assigned score a commentary names (``None``: another)."""
    found = _NOTE.fullmatch(text.strip())
    if found is None:
        return None
    return (int(found[1]), int(found[2])), AssignedScore.parse(found[3])


def assigned_notes(game: Game) -> dict[tuple[int, int], AssignedScore]:
    """The game's assigned scores, by (table, round)."""
    found = (read_note(c.text) for c in game.comments if c.kind is CommentKind.BLOCK)
    return dict(note for note in found if note is not None)


__all__ = ["assigned_note", "assigned_notes", "read_note"]

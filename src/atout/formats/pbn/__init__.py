"""PBN 2.1 (Portable Bridge Notation) in and out, like :mod:`json`.

>>> from atout.formats import pbn
>>> session = pbn.loads('[Board "7"]\\n[Vulnerable "All"]\\n')
>>> session.games[0].board, str(session.games[0].vulnerability)
(7, 'All')
"""

from atout.formats.pbn.comments import Comment, CommentKind
from atout.formats.pbn.model import Game, Inheritance, PbnFile, Problem, Tag
from atout.formats.pbn.reader import decode, load, loads
from atout.formats.pbn.tables import Align, Cell, Column, Table
from atout.formats.pbn.writer import dump, dumps, encode

__all__ = [
    "Align",
    "Cell",
    "Column",
    "Comment",
    "CommentKind",
    "Game",
    "Inheritance",
    "PbnFile",
    "Problem",
    "Table",
    "Tag",
    "decode",
    "dump",
    "dumps",
    "encode",
    "load",
    "loads",
]

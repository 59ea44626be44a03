"""The auction and play a USEBIO traveller line carries in its ``LIN_DATA`` (BBO
Extractor, RealBridge): one PBN game per table, after the board's ScoreTable.

``LIN_DATA`` is a BBO hand record, URL-encoded (``%2C`` a comma), of the table's
players, deal, calls and cards. PBN holds one table's play in a game of its own
(``[Auction]`` and ``[Play]`` sections, PBN 2.1 §3.5 and §3.6): the session's
ScoreTable game keeps the line and its score, the table's game its play, and
rescoring reads only the ScoreTable. A line whose ``LIN_DATA`` does not read is
kept, its play dropped and said with its line.
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import unquote

from atout.errors import AtoutError, Message, NotationError
from atout.formats import lin
from atout.formats.pbn.model import Game, Tag
from atout.formats.usebio.model import Traveller


def table_games(
    heading: Sequence[Tag],
    number: int,
    lines: Sequence[Traveller],
    problems: list[Message],
) -> list[Game]:
    """A game per line of board ``number`` with ``LIN_DATA``: ``heading`` (the event, its
    date, its section), the board number, then the LIN record's players, deal, auction
    and play; a record that does not read is dropped and said in ``problems``.

    >>> line = Traveller("1", "2", "1N", "S", "7", "", "90", "2", "0",
    ...                  lin="pn|S,W,N,E|md|1SAKQJ%2CHAKQJ%2CDAKQJ%2C|mb|1N|mb|p|mb|p|mb|p|")
    >>> [game] = table_games((Tag("Event", "Club"),), 3, (line,), [])
    >>> game.board, game.value("North"), str(game.contract), game.value("Auction")
    (3, 'N', '1NT', 'S')
    """
    games = []
    for line in lines:
        if not line.lin:
            continue
        try:
            game = _game(line.lin)
        except AtoutError as error:
            problems.append(
                Message(
                    "board {board}, {ns} v {ew}: its LIN_DATA (auction and play) is dropped"
                    " ({error}); the line keeps its score {score}",
                    code="usebio.lin-dropped",
                    board=number,
                    ns=line.ns,
                    ew=line.ew,
                    error=error,
                    score=line.score,
                )
            )
            continue
        board = Tag("Board", str(number))
        tags = (*heading, board, *(t for t in game.tags if t.name != "Board"))
        games.append(Game(tags))
    return games


def _game(text: str) -> Game:
    boards = lin.loads(unquote(text))
    if len(boards) != 1:
        raise NotationError(
            "it holds {count} deals, not one", code="usebio.lin-deals", count=len(boards)
        )
    return lin.to_game(boards[0])

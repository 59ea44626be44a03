"""LIN in and out: a BBO record, and every corpus board with an auction to LIN and back."""

from __future__ import annotations

import collections

from atout.bridge.seats import Seat
from atout.errors import AtoutError
from atout.formats import lin, pbn
from tests.formats.corpus import corpus

#: A BBO hand viewer record: alerted 1NT, a claim after two tricks.
RECORD = (
    "pn|Sud,Ouest,Nord,Est|st||md|3SAKQHAKQDAKQCAKQJ,SJT9HJT9DJT9CT987,S8765H8765D8765C6,|"
    "sv|e|rh||ah|Board 6|mb|1N!|an|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
    "pc|D2|pc|DA|pc|D9|pc|D5|pg||pc|CA|pc|C7|pc|C6|pc|C2|pg||mc|9|"
)


def test_a_bbo_record() -> None:
    (board,) = lin.loads(RECORD)
    assert (board.board, board.dealer, str(board.vulnerability)) == (6, Seat.N, "EW")
    assert str(board.auction) == "1NT P 3NT P P P" and board.alerts == ((0, "15-17"),)
    assert len(board.cards) == 8 and board.claim == 9 and board.tricks == 9
    assert board.hands.full is not None
    game = lin.to_game(board)
    assert (game.contract, game.declarer, game.result) == (board.auction.contract, Seat.N, 9)
    text = pbn.dumps(pbn.PbnFile((game,)))
    assert pbn.loads(text).games[0] == game  # strictly valid PBN
    assert '[Note "1:15-17"]' in text and "1NT =1= Pass 3NT Pass" in text
    assert lin.loads(lin.dumps([board])) == (board,)
    assert lin.from_game(game) == board


def test_corpus_boards_with_an_auction_go_to_lin_and_back() -> None:
    equal = 0
    names_with_commas = 0
    refused: collections.Counter[str] = collections.Counter()
    for file in corpus():
        for game in pbn.loads(file.data, strict=False).games:
            if game.tag("Auction") is None:
                continue
            try:
                board = lin.from_game(game)
            except AtoutError as error:  # junk or an illegal auction: not a board to convert
                refused[type(error).__name__] += 1
                continue
            if not board.calls:
                refused["no call"] += 1
                continue
            (back,) = lin.loads(lin.dumps([board]))
            again = lin.from_game(lin.to_game(back))
            if back == board == again:
                equal += 1
            else:
                assert any("," in name for _, name in board.players), file.name
                names_with_commas += 1
    # LIN separates the players' names by commas: two boards name players "UMA, N.".
    assert (equal, names_with_commas) == (17_462, 2)
    assert sum(refused.values()) < 300, refused

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


_DEAL = "SAKQJHT98D765C432,S432HAKQJDT98C765,S765H432DAKQJCT98,"


def test_vugraph_boards_rooms_and_each_rooms_players() -> None:
    text = (
        "pn|s1,w1,n1,e1,s2,w2,n2,e2|"
        f"qx|o16|md|4{_DEAL}|sv|e|mb|1N|mb|p|mb|p|mb|p|pg||"
        f"qx|c16|md|4{_DEAL}|sv|e|mb|2N|mb|p|mb|p|mb|p|pg||"
    )
    open_room, closed_room = lin.loads(text)
    assert (open_room.board, open_room.room, closed_room.board, closed_room.room) == (
        16,
        "Open",
        16,
        "Closed",
    )
    assert dict(open_room.players)[Seat.S] == "s1" and dict(closed_room.players)[Seat.E] == "e2"
    game = lin.to_game(closed_room)
    assert (game.value("Board"), game.value("Room"), game.value("East")) == ("16", "Closed", "e2")
    assert lin.from_game(game).room == "Closed"
    assert lin.loads(lin.dumps([closed_room]))[0] == closed_room


def test_each_deal_of_a_hand_history_keeps_its_own_players() -> None:
    text = (
        f"pn|a,b,c,d|st||md|1{_DEAL}|ah|Board 1|mb|p|mb|p|mb|p|mb|p|pg||\n"
        f"pn|e,f,g,h|st||md|2{_DEAL}|ah|Board 2|mb|p|mb|p|mb|p|mb|p|pg||\n"
        f"md|3{_DEAL}|ah|Board 3|mb|p|mb|p|mb|p|mb|p|pg||\n"
    )
    boards = lin.loads(text)
    assert [(b.board, dict(b.players)[Seat.S]) for b in boards] == [(1, "a"), (2, "e"), (3, "e")]

"""LIN, the notation of BBO's hand viewer and results: boards in and out, and to and from PBN.

A LIN record is a run of ``code|value|`` pairs: ``pn`` the players (South,
West, North, East), ``md`` the dealer (1 South, 2 West, 3 North, 4 East) and
the hands from South clockwise (``S...H...D...C...``, the last one may be left
out), ``sv`` the vulnerability (``o``, ``n``, ``e``, ``b``), ``ah`` the board
(``Board 7``), ``mb`` each call (``p``, ``d``, ``r``, a bid; ``!`` when
alerted), ``an`` the explanation of the call before, ``pc`` each card played,
``mc`` the tricks claimed by declarer, ``pg`` a page break, ``qx`` a vugraph
board's room and number (``o16`` the open room's board 16, ``c16`` the closed
room's). A vugraph ``pn`` of eight names gives the open room's players then the
closed room's. Other codes are kept in order but not read (``nt``, ``st``,
``rh``...). A file holds one record a line (BBO's results), one record over
several lines, or many deals each with its own ``qx`` and ``pn`` (a vugraph
file, a BBO hand-history download): a new deal starts at a ``qx``, ``pn`` or
``md`` after the current deal's ``md``, and keeps the players until its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from atout.bridge.auction import Auction
from atout.bridge.board import Vulnerability, board_dealer, board_vulnerability
from atout.bridge.calls import Bid, Call, Double, Pass, Redouble, parse_call
from atout.bridge.cards import PBN_SUITS, Card
from atout.bridge.deal import Hand, PartialDeal
from atout.bridge.play import Play
from atout.bridge.seats import SEATS, Seat
from atout.errors import AtoutError, NotationError
from atout.formats.pbn.model import Game, Tag
from atout.formats.pbn.plays import read_auction, read_play

#: LIN's seats, in its order: South, West, North, East (``md`` and ``pn``).
LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
_VULNERABILITY = {"o": "None", "0": "None", "-": "None", "n": "NS", "e": "EW", "b": "All"}
_PAIR = re.compile(r"([a-zA-Z]{2})\|([^|]*)\|")


@dataclass(frozen=True, slots=True)
class LinBoard:
    """One board of a LIN file: who played, the hands, the auction, the play.

    >>> text = "pn|S,W,N,E|md|3SAKQJHT98D765C432,,,|sv|o|ah|Board 1|mb|1N!|an|15-17|mb|p|mb|p|mb|p|"
    >>> board = loads(text)[0]
    >>> board.board, str(board.dealer), str(board.auction), board.alerts
    (1, 'N', '1NT P P P', ((0, '15-17'),))
    """

    dealer: Seat
    vulnerability: Vulnerability
    hands: PartialDeal
    board: int | None = None
    players: tuple[tuple[Seat, str], ...] = ()
    calls: tuple[Call, ...] = ()
    alerts: tuple[tuple[int, str], ...] = ()
    cards: tuple[Card, ...] = ()
    claim: int | None = None
    extra: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    room: str = ""

    @property
    def auction(self) -> Auction:
        """The calls as an :class:`Auction` from the dealer."""
        return Auction(self.dealer, self.calls)

    @property
    def tricks(self) -> int | None:
        """The tricks won by declarer: claimed, or counted from a complete play."""
        if self.claim is not None:
            return self.claim
        auction = self.auction
        deal = self.hands.full
        if deal is None or auction.contract is None or auction.declarer is None:
            return None
        play = Play.from_cards(deal, auction.contract, auction.declarer, self.cards)
        return play.declarer_tricks if play.is_complete else None


def _hands(text: str) -> tuple[Seat, PartialDeal]:
    if not text or text[0] not in "1234":
        raise NotationError(
            "md|{text}|: the dealer is 1 (S), 2 (W), 3 (N) or 4 (E)",
            code="lin.dealer",
            text=text,
        )
    dealer = LIN_SEATS[int(text[0]) - 1]
    hands: dict[Seat, Hand] = {}
    for seat, hand in zip(LIN_SEATS, text[1:].split(",")[:4], strict=False):
        if hand.strip():
            hands[seat] = _hand(hand.strip())
    if len(hands) == 3 and all(len(h) == 13 for h in hands.values()):
        held = frozenset().union(*(h.cards for h in hands.values()))
        missing = next(s for s in SEATS if s not in hands)
        hands[missing] = Hand(frozenset(c for c in _DECK if c not in held))
    return dealer, PartialDeal(hands)


def _hand(text: str) -> Hand:
    holdings = dict.fromkeys("SHDC", "")
    suit = None
    for char in text.upper():
        if char in holdings:
            suit = char
        elif suit is None:
            raise NotationError(
                "{text!r} is not a LIN hand: write S...H...D...C...",
                code="lin.hand-syntax",
                text=text,
            )
        else:
            holdings[suit] += char
    return Hand.parse(".".join(holdings[s] for s in "SHDC"))


def _call(text: str) -> tuple[Call, bool]:
    alerted = text.endswith("!")
    return parse_call(text.rstrip("!")), alerted


def loads(text: str) -> tuple[LinBoard, ...]:
    """Read the boards of a LIN file (a new deal at each ``qx``, ``pn`` or ``md`` after the
    current deal's ``md``; the players carry on until a deal names its own).

    >>> text = "qx|o3|pn|a,b,c,d,e,f,g,h|md|1S2,,,|qx|c3|md|1S2,,,|pn|i,j,k,l|md|1S3,,,|"
    >>> [(b.room, b.board, b.players[0][1]) for b in loads(text)]
    [('Open', 3, 'a'), ('Closed', 3, 'e'), ('', None, 'i')]
    """
    records: list[list[tuple[str, str]]] = []
    record: list[tuple[str, str]] = []
    players: list[tuple[str, str]] = []  # the current deal's last ``pn``, carried on
    dealt = False  # whether the current deal has its ``md``
    for match in _PAIR.finditer(text.replace("\r", "").replace("\n", "")):
        code, value = match[1].lower(), match[2]
        if code in ("md", "qx", "pn") and dealt:
            records.append(record)
            record, dealt = list(players), False
        if code == "pn":
            players = [(code, value)]
        dealt = dealt or code == "md"
        record.append((code, value))
    if dealt:
        records.append(record)
    return tuple(_board(r) for r in records)


def _board(pairs: list[tuple[str, str]]) -> LinBoard:
    values: dict[str, str] = {}
    calls: list[Call] = []
    alerts: list[tuple[int, str]] = []
    cards: list[Card] = []
    extra: list[tuple[str, str]] = []
    for code, value in pairs:
        if code == "mb":
            call, alerted = _call(value)
            calls.append(call)
            if alerted:
                alerts.append((len(calls) - 1, ""))
        elif code == "an" and calls:
            alerts = [a for a in alerts if a[0] != len(calls) - 1]
            alerts.append((len(calls) - 1, value))
        elif code == "pc":
            cards.append(Card.parse(value))
        elif code == "pn":
            values[code] = value  # the deal's own players, after those carried on
        elif code in ("md", "sv", "ah", "mc", "qx"):
            values.setdefault(code, value)
        else:
            extra.append((code, value))
    dealer, hands = _hands(values.get("md", ""))
    room, vugraph_number = _vugraph(values.get("qx", ""))
    number = _number(values.get("ah", ""))
    number = vugraph_number if number is None else number
    vulnerability = Vulnerability.parse(_VULNERABILITY.get(values.get("sv", "o")[:1].lower(), "-"))
    names = values.get("pn", "").split(",")
    if len(names) == 8:  # a vugraph's two rooms: the open room's four, then the closed's
        names = names[4:] if room == "Closed" else names[:4]
    players = tuple(
        (seat, name.strip()) for seat, name in zip(LIN_SEATS, names, strict=False) if name.strip()
    )
    claim = values.get("mc")
    return LinBoard(
        dealer,
        vulnerability,
        hands,
        number,
        players,
        tuple(calls),
        tuple(alerts),
        tuple(cards),
        int(claim) if claim and claim.isascii() and claim.isdigit() and len(claim) < 3 else None,
        tuple(extra),
        room,
    )


#: A vugraph ``qx`` room letter, and the room as PBN's [Room] names it.
_ROOMS = {"o": "Open", "c": "Closed"}


def _vugraph(text: str) -> tuple[str, int | None]:
    """The room and board number of a vugraph ``qx`` (``o16``: open room, board 16)."""
    room = _ROOMS.get(text[:1].lower(), "")
    return room, _number(text[1:]) if room else None


def _number(text: str) -> int | None:
    digits = text.split()[-1] if text.split() else ""
    return int(digits) if digits.isascii() and digits.isdigit() and len(digits) < 10 else None


def dumps(boards: Iterable[LinBoard]) -> str:
    """LIN text of ``boards``, one record a line.

    >>> board = loads("md|1SAKQJHT98D765C432,S432HAKQJDT98C765,S765H432DAKQJCT98,|sv|b|")[0]
    >>> dumps([board])
    'pn|,,,|md|1SAKQJHT98D765C432,S432HAKQJDT98C765,S765H432DAKQJCT98,ST98H765D432CAKQJ|sv|b|pg||\\n'
    """
    return "".join(_record(board) + "\n" for board in boards)


def _record(board: LinBoard) -> str:
    # LIN separates the names by commas: a comma within a name becomes a space.
    names = {seat: name.replace(",", " ").replace("|", " ") for seat, name in board.players}
    parts = [f"qx|{board.room[:1].lower()}{board.board or ''}|"] if board.room else []
    parts.append(f"pn|{','.join(names.get(s, '') for s in LIN_SEATS)}|")
    hands = ",".join(_lin_hand(board.hands.hands.get(s)) for s in LIN_SEATS)
    parts.append(f"md|{LIN_SEATS.index(board.dealer) + 1}{hands}|")
    vulnerable = {"None": "o", "NS": "n", "EW": "e", "All": "b"}[str(board.vulnerability)]
    parts.append(f"sv|{vulnerable}|")
    if board.board is not None:
        parts.append(f"ah|Board {board.board}|")
    alerts = dict(board.alerts)
    for i, call in enumerate(board.calls):
        alerted = "!" if i in alerts else ""
        parts.append(f"mb|{_lin_call(call)}{alerted}|")
        if alerts.get(i):
            parts.append(f"an|{alerts[i].replace('|', '/')}|")
    parts.append("pg||")
    for i, card in enumerate(board.cards):
        parts.append(f"pc|{card}|")
        if i % 4 == 3:
            parts.append("pg||")
    if board.claim is not None:
        parts.append(f"mc|{board.claim}|")
    return "".join(parts)


def _lin_hand(hand: Hand | None) -> str:
    if hand is None:
        return ""
    return "".join(s.value + "".join(r.value for r in hand.suit(s)) for s in PBN_SUITS)


def _lin_call(call: Call) -> str:
    match call:
        case Pass():
            return "p"
        case Double():
            return "d"
        case Redouble():
            return "r"
        case Bid():
            return str(call).replace("NT", "N")
    raise NotationError("{call!r} is not a call", code="lin.call", call=call)  # pragma: no cover


_NAMES = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
_DECK = tuple(Card.parse(f"{s}{r}") for s in "SHDC" for r in "AKQJT98765432")


def to_game(board: LinBoard) -> Game:
    """The PBN game of a LIN board: its tags, its Auction and Play sections and notes."""
    number = board.board
    tags = [Tag("Board", str(number) if number is not None else "")]
    if board.room:
        tags.append(Tag("Room", board.room))
    names = dict(board.players)
    tags += [Tag(_NAMES[seat], names.get(seat, "")) for seat in (Seat.W, Seat.N, Seat.E, Seat.S)]
    tags += [
        Tag("Dealer", str(board.dealer)),
        Tag("Vulnerable", str(board.vulnerability)),
        Tag("Deal", board.hands.to_pbn(board.dealer)),
    ]
    auction = board.auction
    contract, declarer = auction.contract, auction.declarer
    passed = auction.passed_out
    tricks = board.tricks
    tags += [
        Tag("Declarer", str(declarer) if declarer else ""),
        Tag("Contract", "Pass" if passed else str(contract) if contract else ""),
        Tag("Result", "" if passed or tricks is None else str(tricks)),
    ]
    if board.calls:
        tags += _auction_tags(board)
    if board.cards and declarer is not None:
        tags.append(Tag("Play", str(declarer.lho), _play_lines(board)))
    return Game(tuple(tags))


def _auction_tags(board: LinBoard) -> list[Tag]:
    words: list[str] = []
    notes: list[Tag] = []
    for i, call in enumerate(board.calls):
        word = "Pass" if call == Pass() else str(call)
        text = dict(board.alerts).get(i)
        if text is not None and len(notes) < 32:
            notes.append(Tag("Note", f"{len(notes) + 1}:{text}"))
            word += f" ={len(notes)}="
        words.append(word)
    lines = tuple(" ".join(words[i : i + 4]) for i in range(0, len(words), 4))
    return [Tag("Auction", str(board.dealer), lines), *notes]


def _play_lines(board: LinBoard) -> tuple[str, ...]:
    """The Play section: each trick by seat from the opening leader (§3.6)."""
    auction = board.auction
    deal = board.hands.full
    assert auction.contract is not None and auction.declarer is not None
    if deal is None:
        raise NotationError(
            "the play of a board needs its four hands", code="lin.play-without-deal"
        )
    leader_of_play = auction.declarer.lho
    play = Play(deal, auction.contract, auction.declarer)
    lines: list[str] = []
    trick: dict[Seat, str] = {}
    for card in board.cards:
        seat = play.next_to_play
        play = play.play(card)  # a card after the 13th trick: IllegalPlayError
        assert seat is not None
        trick[seat] = str(card)
        if len(trick) == 4:
            lines.append(" ".join(trick[leader_of_play.offset(i)] for i in range(4)))
            trick = {}
    if trick:
        lines.append(" ".join(trick.get(leader_of_play.offset(i), "-") for i in range(4)))
    if not play.is_complete:
        lines.append("*")
    return tuple(lines)


def from_game(game: Game) -> LinBoard:
    """The LIN board of a PBN game (its deal, auction and play, when it has them)."""
    board = game.board if (game.board_id or "").isdigit() else None
    hands = game.partial_deal or PartialDeal({})
    record = read_auction(game)
    dealer = game.dealer or (board_dealer(board) if board else Seat.N)
    vulnerability = game.vulnerability or (
        board_vulnerability(board) if board else Vulnerability.NONE
    )
    calls: tuple[Call, ...] = ()
    alerts: tuple[tuple[int, str], ...] = ()
    cards: tuple[Card, ...] = ()
    if record is not None:
        calls, alerts = record.auction.calls, record.alerts
        if record.auction.contract is not None:
            try:
                cards = read_play(game, record.auction)
            except AtoutError:
                cards = ()
    players = tuple(
        (seat, (game.value(_NAMES[seat]) or "").strip())
        for seat in LIN_SEATS
        if (game.value(_NAMES[seat]) or "").strip()
    )
    claim = None  # a play of 52 cards needs no claim
    if record is not None and record.auction.contract is not None and len(cards) < 52:
        try:
            claim = game.result
        except AtoutError:
            claim = None
    room = game.value("Room") or ""
    return LinBoard(
        dealer,
        vulnerability,
        hands,
        board,
        players,
        calls,
        alerts,
        cards,
        claim,
        room=room if room in _ROOMS.values() else "",
    )

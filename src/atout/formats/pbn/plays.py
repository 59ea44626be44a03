"""The Auction and Play sections of a game as domain values (PBN 2.1 §3.5 and §3.6).

:func:`read_auction` gives the :class:`~atout.bridge.auction.Auction` and the
notes of its alerted calls; :func:`read_play` the cards in the order they were
played (the section lists each trick by seat, from the Play tag's seat). The
annotations (suffixes, NAGs, comments) are left aside; irregularities (``^I``,
``^S``, ``^R``, ``^L``) are refused: they are not legal calls or plays.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from atout.bridge.auction import Auction
from atout.bridge.calls import PASS, Bid, Call, parse_call
from atout.bridge.cards import Card
from atout.bridge.play import Play
from atout.bridge.seats import Seat
from atout.errors import NotationError
from atout.formats.pbn.model import Game

#: What the sections hold besides calls and cards: comments, NAGs, suffixes.
_ANNOTATION = re.compile(r"\{[^}]*\}|;[^\n]*|\$\d+|[!?]{1,2}")
_NOTE = re.compile(r"=(\d+)=")
_NOTE_TAG = re.compile(r"\s*(\d+)\s*:(.*)", re.DOTALL)


@dataclass(frozen=True, slots=True)
class AuctionRecord:
    """An auction and the note of each alerted call (by the call's index)."""

    auction: Auction
    alerts: tuple[tuple[int, str], ...] = ()


def _tokens(text: str) -> list[str]:
    return _ANNOTATION.sub(" ", text).replace("=", " = ").split()


def _notes(game: Game, section: str) -> dict[str, str]:
    """The texts of the notes that follow the section ``section`` (Auction or Play)."""
    found: dict[str, str] = {}
    current = None
    for entry in game.tags:
        if entry.name in ("Auction", "Play"):
            current = entry.name
        elif entry.name == "Note" and current == section:
            match = _NOTE_TAG.fullmatch(entry.value)
            if match is not None:
                found.setdefault(match[1], match[2].strip())
    return found


def read_auction(game: Game) -> AuctionRecord | None:
    """The game's auction (``None`` without an Auction section or a dealer).

    >>> from atout.formats.pbn.reader import loads
    >>> text = '[Dealer "N"]\\n[Auction "N"]\\n1NT =1= Pass 2C Pass\\nAP\\n[Note "1:15-17"]\\n'
    >>> record = read_auction(loads(text).games[0])
    >>> str(record.auction), record.alerts
    ('1NT P 2C P P P', ((0, '15-17'),))
    """
    tag = game.tag("Auction")
    if tag is None or not tag.value.strip():
        return None
    first = Seat.parse(tag.value)
    dealer = game.dealer or first  # §3.1 wants the dealer: the first to call is taken
    notes = _notes(game, "Auction")
    calls: list[Call] = []
    alerts: list[tuple[int, str]] = []
    skipped = (dealer.index - first.index) % 4
    tokens = _tokens(game.auction or "")
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token == "=":  # a note reference =n=
            number = tokens[i] if i < len(tokens) else ""
            i += 2  # the number and the closing =
            if calls and number in notes:
                alerts.append((len(calls) - 1, notes[number]))
            continue
        if token in ("*", "+"):
            break
        if token == "-" and skipped:
            skipped -= 1
            continue
        if token.upper() == "AP":  # all pass: the passes that end the auction
            trailing = next((n for n, c in enumerate(reversed(calls)) if c != PASS), len(calls))
            bid = any(isinstance(c, Bid) for c in calls)
            calls.extend([PASS] * max(0, (3 if bid else 4) - trailing))
            break
        if token.startswith("^"):
            raise NotationError(
                "{token!r}: an irregularity (§3.9) is not a legal call",
                code="pbn.irregular-call",
                token=token,
            )
        if len(token) > 1 and token.endswith("*"):  # BEN marks an alert so: 4D*
            alerts.append((len(calls), ""))
            token = token[:-1]
        calls.append(parse_call(token))
    return AuctionRecord(Auction(dealer, tuple(calls)), tuple(alerts))


def read_play(game: Game, auction: Auction | None = None) -> tuple[Card, ...]:
    """The cards of the game's Play section in the order they were played (``()``
    without one); the tricks are replayed on the deal to know who led each."""
    tag = game.tag("Play")
    if tag is None:
        return ()
    deal = game.deal
    contract = auction.contract if auction is not None else game.contract
    declarer = auction.declarer if auction is not None else game.declarer
    if deal is None or contract is None or declarer is None:
        raise NotationError(
            "a Play section needs the deal, the contract and the declarer",
            code="pbn.play-without-contract",
        )
    first = Seat.parse(tag.value)
    lines: list[list[str]] = []
    for line in (game.play or "").split("\n"):
        words = [w for w in _tokens(line) if w != "="]
        words = [w for w in words if not w.isdigit()]  # note numbers
        if "*" in words or "+" in words:
            words = words[: min(words.index(m) for m in ("*", "+") if m in words)]
            if words:
                lines.append(words)
            break
        if words:
            lines.append(words)
    play = Play(deal, contract, declarer)
    cards: list[Card] = []
    for words in lines:
        by_seat = {first.offset(i): w for i, w in enumerate(words[:4])}
        leader = play.next_to_play
        if leader is None:
            break
        for step in range(4):
            word = by_seat.get(leader.offset(step), "-")
            if word == "-":
                return tuple(cards)
            if word.startswith("^"):
                raise NotationError(
                    "{word!r}: an irregularity (§3.9) is not a legal play",
                    code="pbn.irregular-play",
                    word=word,
                )
            card = Card.parse(word)
            play = play.play(card)
            cards.append(card)
    return tuple(cards)

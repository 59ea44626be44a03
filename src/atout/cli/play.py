"""``atout bridge auction`` and ``play``: check an auction, play the cards of a deal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from atout.bridge.auction import Auction, auction_problems
from atout.bridge.cards import Shown
from atout.bridge.deal import Deal
from atout.bridge.notation import read_calls, read_card, read_contract
from atout.bridge.play import Play
from atout.bridge.score import score
from atout.bridge.seats import Seat, Side
from atout.cli.common import Text, at_most, emit_json, json_option, language, say
from atout.cli.spoken import NotationCommand
from atout.errors import IllegalCallError, Message, UsageError


def auction_summary(auction: Auction) -> dict[str, Any]:
    """The JSON view of an auction: the contract, declarer, dummy, opening leader."""
    contract = auction.contract
    complete = auction.is_complete
    return {
        "dealer": str(auction.dealer),
        "calls": [str(c) for c in auction.calls],
        "complete": complete,
        "passed_out": auction.passed_out,
        "contract": "PASS" if auction.passed_out else (str(contract) if contract else None),
        "declarer": _seat(auction.declarer),
        "dummy": _seat(auction.dummy),
        "opening_leader": _seat(auction.opening_leader),
        "next_to_call": _seat(auction.next_to_call),
        "legal_calls": [str(c) for c in auction.legal_calls()],
    }


def _seat(seat: Seat | None) -> str | None:
    return None if seat is None else str(seat)


def auction_table(auction: Auction, lang: str = "en") -> str:
    """The calls in four columns W N E S (O N E S in French), the dealer's column first
    filled; the calls as ``lang`` writes them (``1H``, ``P``; ``1♥``, ``Passe``)."""
    write = _writer(lang)
    columns = (Seat.W, Seat.N, Seat.E, Seat.S)
    cells = ["" for _ in range(columns.index(auction.dealer))]
    cells += [write(c) for c in auction.calls]
    width = max(4, *map(len, cells))
    lines = ["  ".join(f"{write(s):<{width}}" for s in columns).rstrip()]
    for row in range(0, len(cells), 4):
        lines.append("  ".join(f"{c:<{width}}" for c in cells[row : row + 4]).rstrip())
    return "\n".join(lines)


def _writer(lang: str) -> Callable[[object], str]:
    """Seats, sides, calls, contracts, results and cards as the command's language writes
    them (:func:`atout.i18n.written`): in English as typed (``W``, ``1H``, ``♥T``), in
    French by its notation (``O``, ``1♥``, ``♥10``); ``None`` as ``None``."""
    from atout.i18n import written

    return lambda value: written(value, lang)


def _auction_outcome(auction: Auction, lang: str) -> str:
    write = _writer(lang)
    if auction.passed_out:
        return say(Message("Passed out"))
    if not auction.is_complete:
        legal = " ".join(write(c) for c in auction.legal_calls())
        seat = write(auction.next_to_call)
        return say(Message("Not complete: {seat} to call ({legal})", seat=seat, legal=legal))
    return say(
        Message(
            "Contract {contract} by {declarer} (dummy {dummy}, opening lead {leader})",
            contract=write(auction.contract),
            declarer=write(auction.declarer),
            dummy=write(auction.dummy),
            leader=write(auction.opening_leader),
        )
    )


#: The most calls of a legal auction: three passes, then each of the 35 bids followed by
#: pass, pass, double, pass, pass, redouble, pass, pass, then a last pass (3 + 35 × 9 + 1).
MOST_CALLS = 319


@click.command("auction", cls=NotationCommand)
@click.option(
    "--dealer", required=True, type=Text(10), help="The dealer: N, E, S or W (O for Ouest)."
)
@click.option(
    "--partial",
    is_flag=True,
    help="Accept an auction still in progress: report complete false, the next player "
    "and the legal calls instead of failing.",
)
@json_option
@click.argument(
    "calls", nargs=-1, required=True, type=Text(10), callback=at_most(MOST_CALLS, "calls")
)
def auction_command(dealer: str, partial: bool, as_json: bool, calls: tuple[str, ...]) -> None:
    """Check an auction and give its contract, declarer, dummy and opening leader.

    CALLS are bids (1H, 3NT, 1N, 1SA), P (Passe), X (Contre), XX (Surcontre),
    e.g. `atout bridge auction --dealer N 1H P 2H X XX P P P`. A passed-out
    auction gives contract PASS and no declarer.

    Every illegal call is reported (naming the call and why) with exit status 2.
    An auction that is not over (it needs three passes after the last bid, or
    four passes) also exits 2, unless --partial is given.
    """
    seat = Seat.parse(dealer)
    lang = language()
    parsed = read_calls(" ".join(calls), lang)
    problems = auction_problems(seat, parsed)
    if problems:
        raise IllegalCallError(Message.joined(problems))
    auction = Auction(seat, parsed)
    if not auction.is_complete and not partial:
        raise UsageError(
            (
                "the auction {join!r} is not complete: {next_to_call} to "
                "call; it ends after three passes following a bid, or four "
                "passes (--partial reports it anyway)"
            ),
            code="auction.incomplete",
            join=" ".join(calls),
            next_to_call=auction.next_to_call,
        )
    if as_json:
        emit_json(auction_summary(auction))
        return
    click.echo(auction_table(auction, lang))
    click.echo(_auction_outcome(auction, lang))


def play_summary(play: Play, vulnerable: bool) -> dict[str, Any]:
    """The JSON view of a play: its tricks, the tricks per side and, once over, the result."""
    result = play.result
    return {
        "contract": str(play.contract),
        "declarer": str(play.declarer),
        "tricks": [
            {
                "leader": str(t.leader),
                "cards": [str(c) for c in t.cards],
                "winner": str(t.winner(play.trump)) if t.is_complete else None,
            }
            for t in play.tricks
        ],
        "won": {str(side): n for side, n in play.tricks_won().items()},
        "complete": play.is_complete,
        "next_to_play": _seat(play.next_to_play),
        "legal_cards": [str(c) for c in play.legal_cards()],
        "result": None if result is None else str(result),
        "score": None if result is None else score(result, vulnerable).total,
    }


def _play_lines(play: Play, vulnerable: bool, lang: str) -> list[str]:
    write = _writer(lang)
    lines: list[str] = []
    for number, trick in enumerate(play.tricks, start=1):
        line = Message(
            "Trick {number}  {leader} leads  {cards}",
            number=f"{number:>2}",
            leader=write(trick.leader),
            cards=f"{write(Shown(tuple(trick.cards))):<15}",
        )
        if trick.is_complete:
            by = Message("won by {winner}", winner=write(trick.winner(play.trump)))
            line = Message("{line}  {by}", line=line, by=by)
        lines.append(say(line).rstrip())
    won = play.tricks_won()
    tally = f"{write(Side.NS)} {won[Side.NS]}, {write(Side.EW)} {won[Side.EW]}"
    result = play.result
    if result is None:
        seat = write(play.next_to_play)
        legal = write(Shown(tuple(play.legal_cards())))
        lines.append(
            say(Message("{tally}; {seat} to play ({legal})", tally=tally, seat=seat, legal=legal))
        )
        return lines
    ending = Message(
        "{tally}: {result} ({total} for {side}, {state})",
        tally=tally,
        result=write(result),
        total=f"{score(result, vulnerable).total:+d}",
        side=write(play.declarer.side),
        state=Message("vulnerable") if vulnerable else Message("not vulnerable"),
    )
    lines.append(say(ending))
    return lines


@click.command("play", cls=NotationCommand)
@click.option(
    "--deal", "deal_text", required=True, type=Text(100), help='PBN deal, e.g. "N:AKQ.… … … …".'
)
@click.option("--contract", required=True, type=Text(10), help="The contract, e.g. 4S, 3NTX.")
@click.option("--declarer", required=True, type=Text(10), help="The declarer: N, E, S or W.")
@click.option("--vulnerable", is_flag=True, help="The declaring side is vulnerable (score).")
@json_option
@click.argument("cards", nargs=-1, type=Text(10), callback=at_most(52, "cards"))
def play_command(
    deal_text: str,
    contract: str,
    declarer: str,
    vulnerable: bool,
    as_json: bool,
    cards: tuple[str, ...],
) -> None:
    """Play CARDS (e.g. SA HT …, in order from the opening lead) and show the tricks.

    Each card is checked (turn, following suit); an illegal card exits 2 with
    the reason. A play of fewer than 52 cards is shown as it stands, with the
    player to play and the legal cards; after 13 tricks, the result and its
    duplicate score for the declaring side.
    """
    lang = language()
    deal = Deal.parse(deal_text)
    played = [read_card(card, lang) for card in cards]
    play = Play.from_cards(deal, read_contract(contract, lang), Seat.parse(declarer), played)
    if as_json:
        emit_json(play_summary(play, vulnerable))
        return
    click.echo("\n".join(_play_lines(play, vulnerable, lang)))

"""``atout bridge deal``: verifiable random deals, and the check of a published seed.

The deals come from a secret seed of 128 bits or more (:mod:`atout.bridge.dealing`,
docs/dealing.md); the command shows the seed and its SHA-256 commitment. After
the session, ``--verify SEED --commitment HASH`` re-creates the deals and checks
both (and, with ``--against FILE.pbn``, the deals that were played).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from atout.bridge.board import Board, format_board_numbers, parse_board_numbers
from atout.bridge.cards import PBN_SUITS
from atout.bridge.deal import Deal, Hand
from atout.bridge.dealing import SCHEME, DealingSeed, commitment, seeded_boards, verify
from atout.bridge.seats import SEATS, Seat
from atout.cli.common import Text, emit_json, json_option, language, read_bytes, say
from atout.cli.spoken import AtoutCommand
from atout.errors import Message, UsageError

if TYPE_CHECKING:
    from atout.bridge.cards import Suit

#: The most boards ``atout bridge deal`` deals at once, and its highest board number.
MOST_DEALT = 128


def _hand_lines(hand: Hand, lang: str) -> list[str]:
    """A hand's suits, its ranks as the language writes them (``♥ AJT84``, in French
    ``♥ AV1084``), then its high-card points."""
    from atout.i18n import translate, written

    def ranks(suit: Suit) -> str:
        return "".join(written(rank, lang) for rank in hand.suit(suit)) or "-"

    lines = [f"{s.symbol} {ranks(s)}" for s in PBN_SUITS]
    return [*lines, translate(Message("HCP {points}", points=hand.hcp), lang)]


def _facts(board: Board, lang: str) -> list[str]:
    """Board, dealer and vulnerability: ``Board 1``, ``Dealer N``, ``Vul None`` (in
    French ``Donne 1``, ``Donneur N``, ``Vulnérable personne``)."""
    from atout.i18n import translate

    facts = (
        Message("Board {number}", number=board.number),
        Message("Dealer {seat}", seat=board.dealer),
        Message("Vul {vulnerability}", vulnerability=board.vulnerability),
    )
    return [translate(fact, lang) for fact in facts]


def board_diagram(board: Board, lang: str = "en") -> str:
    """A hand record: N on top, W and E left and right, S below, with the board's facts;
    in French its words and ranks by the French notation (``Donneur``, ``♥ AV1084``)."""
    if board.deal is None:
        raise UsageError(
            "board {number} has no deal to show",
            code="board.no-deal",
            number=board.number,
        )
    hands = {s: _hand_lines(board.deal.hands[s], lang) for s in SEATS}
    facts = _facts(board, lang)
    width = 22
    lines = []
    for i, north in enumerate(hands[Seat.N]):
        corner = facts[i] if i < len(facts) else ""
        lines.append(f"{corner:<{width}}{north}")
    for west, east in zip(hands[Seat.W], hands[Seat.E], strict=True):
        lines.append(f"{west:<{2 * width}}{east}")
    lines.extend(f"{'':<{width}}{south}" for south in hands[Seat.S])
    return "\n".join(line.rstrip() for line in lines)


def board_pbn(board: Board, event: str) -> str:
    """One PBN game for ``board``: Event, Board, Dealer, Vulnerable and Deal tags."""
    if board.deal is None:
        raise UsageError(
            "board {number} has no deal to write",
            code="board.no-deal",
            number=board.number,
        )
    tags = {
        "Event": event,
        "Board": str(board.number),
        "Dealer": str(board.dealer),
        "Vulnerable": str(board.vulnerability),
        "Deal": board.deal.to_pbn(board.dealer),
    }
    return "\n".join(f'[{name} "{value}"]' for name, value in tags.items())


@click.command("deal", cls=AtoutCommand)
@click.option(
    "--boards",
    default="1-16",
    show_default=True,
    type=Text(500),
    help=f'Board numbers and ranges: "1-16", "5", "1-4,9" (boards 1 to {MOST_DEALT}).',
)
@click.option(
    "--seed",
    type=Text(200),
    help="The seed in hex (32 hex digits or more) to deal again; without it a new "
    "128-bit seed is drawn and shown.",
)
@click.option(
    "--verify",
    "verify_seed",
    metavar="SEED",
    type=Text(200),
    help="Re-create the deals of a published SEED and check it against --commitment.",
)
@click.option(
    "--commitment",
    "expected",
    metavar="HASH",
    type=Text(200),
    help="With --verify: the commitment shown before play (SHA-256, 64 hex digits).",
)
@click.option(
    "--against",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="With --verify: the PBN file of the deals played, checked board by board.",
)
@click.option("--pbn", "as_pbn", is_flag=True, help="Write a PBN file instead of diagrams.")
@json_option
def deal_command(
    boards: str,
    seed: str | None,
    verify_seed: str | None,
    expected: str | None,
    against: Path | None,
    as_pbn: bool,
    as_json: bool,
) -> None:
    """Deal random boards from a secret seed, with the commitment to show before play.

    Each board has the dealer and vulnerability of its number; each deal is
    uniformly random, drawn from the seed by HMAC-SHA256 (docs/dealing.md).
    Keep the seed secret until the session is over and show the commitment
    (its SHA-256) before play; then publish the seed: `atout bridge deal
    --verify SEED --commitment HASH --boards 1-24` re-creates the deals and
    exits 2 if the seed, the boards or a deal played (--against) do not match.
    """
    numbers = parse_board_numbers(boards, most=MOST_DEALT)
    if verify_seed is not None:
        _verify(numbers, verify_seed, expected, against, as_pbn, as_json)
        return
    if expected is not None or against is not None:
        raise UsageError(
            "--commitment and --against go with --verify SEED",
            code="option.verify-needed",
        )
    if seed is not None:
        chosen = DealingSeed.parse(seed)
    else:
        from atout.services.dealing import new_seed

        chosen = new_seed()
    _show(chosen, numbers, seeded_boards(chosen, numbers), as_pbn, as_json)


def _verify(
    numbers: tuple[int, ...],
    text: str,
    expected: str | None,
    against: Path | None,
    as_pbn: bool,
    as_json: bool,
) -> None:
    if expected is None:
        raise UsageError(
            "--verify SEED needs the --commitment HASH shown before play",
            code="option.commitment-needed",
        )
    seed = DealingSeed.parse(text)
    played = _played(against) if against is not None else None
    dealt = verify(seed, expected, numbers, played)
    checked = (
        ""
        if played is None
        else Message.counted(
            "; the deal of {path} too",
            "; the {n} deals of {path} too",
            n=len(played),
            path=str(against),
        )
    )
    verified = Message(
        "verified: seed {seed} with boards {ranges} has the commitment {promise}{checked}",
        seed=str(seed),
        ranges=format_board_numbers(sorted(numbers)),
        promise=expected.strip().lower(),
        checked=checked,
    )
    click.echo(say(verified), err=True)
    _show(seed, numbers, dealt, as_pbn, as_json)


def _played(path: Path) -> dict[int, Deal]:
    from atout.formats import pbn

    games = pbn.loads(read_bytes(path)).games
    return {g.board: g.deal for g in games if g.board is not None and g.deal is not None}


def _show(
    seed: DealingSeed, numbers: tuple[int, ...], dealt: tuple[Board, ...], pbn: bool, json: bool
) -> None:
    promise = commitment(seed, numbers)
    ranges = format_board_numbers(sorted(numbers))
    if json:
        emit_json(
            {
                "scheme": SCHEME,
                "seed": str(seed),
                "commitment": promise,
                "boards": [_board_json(b) for b in dealt],
            }
        )
    elif pbn:
        click.echo(f"% PBN 2.1\n% {SCHEME} seed {seed}\n% {SCHEME} commitment {promise}")
        click.echo(f"% {SCHEME} boards {ranges}\n")
        click.echo("\n\n".join(board_pbn(b, "atout deal") for b in dealt))
    else:
        secret = Message("Seed {seed} (keep it secret until the session is over)", seed=str(seed))
        shown = Message(
            "Commitment {promise} (boards {ranges}: show it before play)",
            promise=promise,
            ranges=ranges,
        )
        click.echo(say(secret))
        click.echo(say(shown) + "\n")
        lang = language()
        click.echo("\n\n".join(board_diagram(b, lang) for b in dealt))


def _board_json(board: Board) -> dict[str, Any]:
    deal = board.deal
    assert deal is not None
    return {
        "board": board.number,
        "dealer": str(board.dealer),
        "vulnerable": str(board.vulnerability),
        "deal": deal.to_pbn(board.dealer),
        "hcp": {str(s): deal.hands[s].hcp for s in SEATS},
    }

"""Every deal the checker accepts is a real pile of cards, and every other is refused.

For a number of players, a contract and the chelem fields, :func:`build` makes
the taker's camp's pile out of the 78 cards themselves, with exactly the points
and bouts entered: whole tricks (as many as the chelem fields allow) and the
chien or écart when it is the camp's (an écart of neither kings nor bouts), the
excuse where its exchange leaves it. The pile's own count (``count_camp``) must
give the entry back, and the same deal entered with those cards must pass the
checker. It is written from RULES §7, apart from :mod:`atout.tarot.bounds`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.errors import InvalidDealError
from atout.tarot.bounds import reach, tricks
from atout.tarot.cards import DECK, EXCUSE, ExcuseExchange, TarotCard, count_camp
from atout.tarot.check import problems
from atout.tarot.contract import Camp, Chelem, Contrat, PetitChelem
from atout.tarot.deal import Donne, format_bouts, format_points
from atout.tarot.rules import TarotRules
from atout.tarot.score import score

CLASSIC = TarotRules.classic()
#: Tricks in a deal and cards in the chien (RULES §7: 18 tricks of 4 cards and 6 in the chien…).
EVERY = {3: 24, 4: 18, 5: 15}
CHIEN = {3: 6, 4: 6, 5: 3}
PETIT, TWENTY_ONE = TarotCard(None, 1), TarotCard(None, 21)
#: The cards besides the bouts by value in half points, the low plain cards before the trumps.
CLASSES: dict[int, list[TarotCard]] = {
    halves: sorted(
        (card for card in DECK if not card.is_bout and card.points * 2 == halves),
        key=lambda card: (card.suit is None, str(card)),
    )
    for halves in (1, 3, 5, 7, 9)
}


def is_king(card: TarotCard) -> bool:
    return card.suit is not None and card.rank == 14


def trick_counts(
    players: int, chelem: Chelem | None, petit: PetitChelem | None, bout: Camp | None
) -> list[int]:
    """The tricks the taker's camp may have taken, as the fields say."""
    every = EVERY[players]
    allowed = {
        None: set(range(1, every)),
        Chelem.ANNOUNCED_MADE: {every},
        Chelem.UNANNOUNCED_MADE: {every},
        Chelem.ANNOUNCED_FAILED: set(range(every)),
        Chelem.DEFENCE: {0},
    }[chelem]
    if petit is PetitChelem.ANNOUNCED_MADE:
        allowed &= {every - 1, every}
    if petit is PetitChelem.ANNOUNCED_FAILED:
        allowed &= set(range(every - 1))
    if bout is Camp.ATTAQUE:
        allowed.discard(0)  # the camp took the last trick
    if bout is Camp.DEFENSE:
        allowed.discard(every)
    return sorted(allowed)


def pick(size: int, bouts: tuple[TarotCard, ...], cap: int, target: int) -> list[TarotCard] | None:
    """``size`` cards besides the excuse, with ``bouts``, at most ``cap`` kings and bouts,
    worth ``target`` half points: the lowest cards, then one card at a time one value up."""
    rest = size - len(bouts)
    kings = max(0, min(4, cap - len(bouts)))
    room = {h: len(cards) if h != 9 else kings for h, cards in CLASSES.items()}
    if rest < 0 or len(bouts) > cap or rest > sum(room.values()):
        return None
    counts = dict.fromkeys(CLASSES, 0)
    for halves in CLASSES:
        counts[halves] = min(room[halves], rest - sum(counts.values()))
    total = 9 * len(bouts) + sum(h * n for h, n in counts.items())
    most = 9 * len(bouts) + sum(h * n for h, n in _highest(room, rest).items())
    if not total <= target <= most or (target - total) % 2:
        return None
    while total < target:
        low = next(h for h in (7, 5, 3, 1) if counts[h] and counts[h + 2] < room[h + 2])
        counts[low], counts[low + 2], total = counts[low] - 1, counts[low + 2] + 1, total + 2
    return [*bouts, *(card for h, n in counts.items() for card in CLASSES[h][:n])]


def _highest(room: dict[int, int], rest: int) -> dict[int, int]:
    counts = dict.fromkeys(room, 0)
    for halves in sorted(room, reverse=True):
        counts[halves] = min(room[halves], rest - sum(counts.values()))
    return counts


@dataclass(frozen=True)
class Built:
    pile: tuple[TarotCard, ...]
    exchange: ExcuseExchange
    taken: int


def bout_choices(bouts: int, bout: Camp | None) -> list[tuple[TarotCard, ...]]:
    """The petit and the 21 a pile holds, with the petit in it when it went au bout for it."""
    if bouts < 0:
        return []
    sets = list(itertools.combinations((PETIT, TWENTY_ONE), bouts))
    if bout is Camp.ATTAQUE:
        return [s for s in sets if PETIT in s]
    if bout is Camp.DEFENSE:
        return [s for s in sets if PETIT not in s]
    return sets


def build(
    players: int,
    contrat: Contrat,
    points: float,
    bouts: int,
    flags: tuple[Chelem | None, PetitChelem | None, Camp | None],
) -> Built | None:
    """A real pile for the taker's camp with those points and bouts, or ``None``."""
    owns = contrat is not Contrat.GARDE_CONTRE
    ecart = contrat in (Contrat.PRISE, Contrat.GARDE)
    target = int(points * 2)
    for taken in trick_counts(players, *flags):
        from_tricks = players * taken
        size = from_tricks + (CHIEN[players] if owns else 0)
        cap = from_tricks if ecart else size
        if taken < EVERY[players]:
            # The camp kept the excuse (4 and its other cards) or the defence did.
            ways = [("kept", size, cap, 8), ("defence's", size, cap, 0)]
        else:
            # Led to the last trick; or the defence's, owed for; or in the defence's chien.
            ways = [("led last", size - 1, cap - 1, 9), ("owed", size - 1, cap - 1, 1)]
            ways += [] if owns else [("defence's", size, cap, 0)]
        for way, cards, most, extra in ways:
            excuse = 1 if extra >= 8 else 0
            for chosen in bout_choices(bouts - excuse, flags[2]):
                others = pick(cards, chosen, most, target - extra)
                if others is not None:
                    return _finish(way, others, taken, players, ecart)
    return None


def _finish(way: str, others: list[TarotCard], taken: int, players: int, ecart: bool) -> Built:
    if way == "led last":
        return Built((*others, EXCUSE), ExcuseExchange.NONE, taken)
    if way == "owed":
        return Built(tuple(others), ExcuseExchange.OWED, taken)
    if way != "kept":
        return Built(tuple(others), ExcuseExchange.NONE, taken)
    # The camp gives a low card from its tricks for the excuse, when its tricks hold one.
    lows = [card for card in others if card.points == 0.5]
    spare = sum(1 for card in others if not card.is_bout and not is_king(card))
    if taken and lows and (not ecart or spare - 1 >= CHIEN[players]):
        given = lows[-1]
        return Built((*(c for c in others if c != given), EXCUSE), ExcuseExchange.NONE, taken)
    return Built((*others, EXCUSE), ExcuseExchange.OWES, taken)


def donne(
    players: int,
    contrat: Contrat,
    points: float,
    bouts: int,
    flags: tuple[Chelem | None, PetitChelem | None, Camp | None],
) -> Donne:
    chelem, petit, bout = flags
    partner = 2 if players == 5 else None
    return Donne(players, 1, contrat, points, bouts, partner, bout, (), (), chelem, petit)


def check_pile(entry: Donne, built: Built) -> None:
    """The pile counts as entered, is the chien or écart and whole tricks, and passes."""
    count = count_camp(built.pile, built.exchange)
    assert (count.points, count.bouts) == (entry.points, entry.bouts)
    owns = entry.contrat is not Contrat.GARDE_CONTRE
    moved = {ExcuseExchange.NONE: 0, ExcuseExchange.OWES: 1, ExcuseExchange.OWED: -1}
    chien = CHIEN[entry.players] if owns else 0
    assert len(built.pile) - chien - moved[built.exchange] == entry.players * built.taken
    if entry.contrat in (Contrat.PRISE, Contrat.GARDE):
        ecart = [c for c in built.pile if not c.is_bout and not is_king(c)]
        assert len(ecart) >= CHIEN[entry.players]  # an écart of neither kings nor bouts
    if entry.petit_au_bout is not None:
        assert (PETIT in built.pile) == (entry.petit_au_bout is Camp.ATTAQUE)
    with_cards = entry.with_cards(built.pile, built.exchange)
    assert problems(with_cards, CLASSIC) == ()


FLAGS = [
    (chelem, petit, bout)
    for chelem in [None, *Chelem]
    for petit in ([None, *PetitChelem] if chelem is None else [None])
    for bout in [None, *Camp]
]
CASES = [(p, c, f) for p in (3, 4, 5) for c in Contrat for f in FLAGS]


@settings(max_examples=600, deadline=None)
@given(
    st.sampled_from(CASES),
    st.integers(0, 3),
    st.integers(0, 182),
)
def test_a_deal_is_accepted_exactly_when_a_real_pile_makes_it(
    case: tuple[int, Contrat, tuple[Chelem | None, PetitChelem | None, Camp | None]],
    bouts: int,
    halves: int,
) -> None:
    players, contrat, flags = case
    points = (halves - halves % 2 if players == 4 else halves) / 2
    entry = donne(players, contrat, points, bouts, flags)
    accepted = problems(entry, CLASSIC) == ()
    built = build(players, contrat, points, bouts, flags)
    assert accepted == (built is not None), (str(entry), problems(entry, CLASSIC))
    if built is not None:
        check_pile(entry, built)


def _edges() -> list[tuple[int, Contrat, tuple[Chelem | None, PetitChelem | None, Camp | None]]]:
    return [case for case in CASES if tricks(case[0], *case[2])]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_least_and_the_most_are_real_piles_and_a_step_beyond_is_refused(
    players: int,
) -> None:
    step = 1.0 if players == 4 else 0.5
    for _, contrat, flags in [case for case in _edges() if case[0] == players]:
        possible = reach(players, contrat, tricks(players, *flags), flags[2])
        for bouts in range(4):
            values = possible.points(bouts)
            if not values:
                continue
            for points in (values[0], values[-1]):
                entry = donne(players, contrat, points, bouts, flags)
                built = build(players, contrat, points, bouts, flags)
                assert built is not None, str(entry)
                check_pile(entry, built)
            for points in (values[0] - step, values[-1] + step):
                if 0 <= points <= 91:
                    _assert_refused(donne(players, contrat, points, bouts, flags))


def _assert_refused(entry: Donne) -> None:
    message = "; ".join(problems(entry, CLASSIC))
    given = f"points: {format_points(entry.points)} with {format_bouts(entry.bouts)} is not valid"
    assert message.startswith(given), (str(entry), message)
    assert f"for a {entry.contrat} at {entry.players} players" in message
    assert ": with " in message or ": use " in message
    assert build(entry.players, entry.contrat, entry.points, entry.bouts, _flags(entry)) is None


def _flags(entry: Donne) -> tuple[Chelem | None, PetitChelem | None, Camp | None]:
    return entry.chelem, entry.petit_chelem, entry.petit_au_bout


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # issue 15: a petit chelem with 20 points: the defence took one trick of 4 cards
        (
            "garde taker=1 points=20 bouts=1 petit-chelem=announced-made",
            "points: 20 with 1 bout is not valid for a garde at 4 players with "
            "petit-chelem=announced-made: with 1 bout use 73 to 81",
        ),
        # 91 in garde contre: the chien (at least 3 points) is the defence's
        (
            "garde-contre taker=1 points=91 bouts=3 chelem=announced-made",
            "points: 91 with 3 bouts is not valid for a garde-contre at 4 players with "
            "chelem=announced-made: with 3 bouts use 66 to 88",
        ),
        # 0 points: the écart (6 cards, 3 points at least) is the taker's
        (
            "prise taker=1 points=0 bouts=0 chelem=defence",
            "points: 0 with 0 bouts is not valid for a prise at 4 players with "
            "chelem=defence: with 0 bouts use 3 to 19",
        ),
        (
            "prise taker=1 points=0 bouts=0",
            "points: 0 with 0 bouts is not valid for a prise at 4 players: "
            "with 0 bouts use 5 to 77",
        ),
        # 79 with 0 bouts: 77.5 points lie outside the bouts, in 75 cards
        (
            "garde taker=1 points=79 bouts=0",
            "points: 79 with 0 bouts is not valid for a garde at 4 players: "
            "with 0 bouts use 5 to 77",
        ),
        # 12 with 3 bouts: the three bouts alone are 13.5
        (
            "garde-contre taker=1 points=12 bouts=3",
            "points: 12 with 3 bouts is not valid for a garde-contre at 4 players: "
            "with 3 bouts use 14 to 86",
        ),
        # every trick entered without its chelem
        (
            "prise taker=1 points=91 bouts=3",
            "points: 91 with 3 bouts is not valid for a prise at 4 players: with 3 bouts use "
            "17 to 89 (the taker's camp took every trick with those: enter "
            "chelem=unannounced-made)",
        ),
        (
            "garde taker=1 points=4 bouts=0",
            "points: 4 with 0 bouts is not valid for a garde at 4 players: with 0 bouts use "
            "5 to 77 (the defence took every trick with those: enter chelem=defence)",
        ),
        (
            "garde taker=1 points=50 bouts=1 chelem=defence petit-au-bout=attack",
            "petit-au-bout: attack is not valid with chelem=defence: the taker's camp took no "
            "trick, so it did not take the last one",
        ),
    ],
)
def test_impossible_deals_of_issue_15_are_refused(line: str, message: str) -> None:
    with pytest.raises(InvalidDealError) as caught:
        score(Donne.parse(line, 4))
    assert str(caught.value) == message


def test_at_3_and_5_players_the_half_points_follow_the_number_of_cards() -> None:
    # 3 players, prise: one trick and the écart are 9 cards, two tricks 12: 16.5 then 17.5 up
    entry = "prise taker=1 points=17 bouts=3"
    with pytest.raises(InvalidDealError, match=r"use 16\.5, 17\.5 to 88\.5 or 89\.5"):
        score(Donne.parse(entry, 3))
    assert score(Donne.parse("prise taker=1 points=16.5 bouts=3", 3)).won is False
    # 5 players, garde contre, every trick: 75 cards, then half a point for the excuse
    with pytest.raises(InvalidDealError, match=r"use 77\.5, 78\.5, …, 89\.5"):
        score(
            Donne.parse("garde-contre taker=1 partner=2 points=88 bouts=3 chelem=announced-made", 5)
        )


def test_the_table_of_docs_tarot_session_is_the_checkers() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "tarot-session.md").read_text()
    contracts = {
        "prise, garde": [Contrat.PRISE, Contrat.GARDE],
        "prise, garde, garde sans": [Contrat.PRISE, Contrat.GARDE, Contrat.GARDE_SANS],
        "garde sans": [Contrat.GARDE_SANS],
        "garde contre": [Contrat.GARDE_CONTRE],
    }
    states = {
        "no chelem": (None, None),
        "chelem made": (Chelem.ANNOUNCED_MADE, None),
        "chelem announced, failed": (Chelem.ANNOUNCED_FAILED, None),
        "chelem=defence": (Chelem.DEFENCE, None),
        "petit chelem made": (None, PetitChelem.ANNOUNCED_MADE),
        "petit chelem failed": (None, PetitChelem.ANNOUNCED_FAILED),
    }
    rows = 0
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) != 6 or cells[1] not in {*states, *contracts} or cells[0] == "contract":
            continue
        if cells[0] in ("3", "5"):  # players, contract, then no chelem
            players, group, state = int(cells[0]), cells[1], "no chelem"
        else:
            players, group, state = 4, cells[0], cells[1]
        for contrat in contracts[group]:
            possible = reach(players, contrat, tricks(players, *states[state], None))
            shown = [
                possible.describe(b).replace(" (in steps of 0.5)", "") or "–" for b in range(4)
            ]
            assert shown == cells[2:], line
        rows += 1
    assert rows == 18 + 4

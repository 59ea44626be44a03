"""Numbers in the notations are ASCII digits, a few of them: ``int()`` alone would take
``١٢`` and choke on ``²`` or on 5,000 digits with an error outside atout's (issue 15)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from atout.bridge.board import parse_board_numbers
from atout.bridge.contract import ContractResult
from atout.bridge.honours import Honours
from atout.bridge.series import SeriesBoard
from atout.duplicate.movements import Pair
from atout.duplicate.ranking import Place, pair_sort_key
from atout.errors import AtoutError
from atout.tarot.cards import TarotCard
from atout.tarot.contract import PoigneeShown
from atout.tarot.deal import Donne
from atout.tarot.sheet import parse_session

HUGE = "9" * 5000
ARABIC_12 = "\u0661\u0662"

PARSERS: dict[str, Callable[[str], object]] = {
    "board numbers": parse_board_numbers,
    "result": lambda n: ContractResult.parse(f"4H+{n}"),
    "honours": lambda n: Honours.parse(f"NS {n}"),
    "series board": lambda n: SeriesBoard.parse(f"{n} N 4H="),
    "pair": Pair.parse,
    "place": Place.parse,
    "tarot card": lambda n: TarotCard.parse(f"T{n}"),
    "poignee seat": lambda n: PoigneeShown.parse(f"{n}:simple"),
    "tarot taker": lambda n: Donne.parse(f"garde taker={n} points=43 bouts=2", 4),
    "tarot bouts": lambda n: Donne.parse(f"garde taker=1 points=43 bouts={n}", 4),
    "tarot points": lambda n: Donne.parse(f"garde taker=1 points={n} bouts=2", 4),
    "tarot dealer": lambda n: parse_session(f"players: A, B, C, D\ndealer: {n}\npass\n"),
}


@pytest.mark.parametrize("number", ["²", ARABIC_12, HUGE, "nan", "inf", "1e400"])
@pytest.mark.parametrize("what", list(PARSERS))
def test_a_number_not_in_ascii_digits_is_refused_as_bad_notation(what: str, number: str) -> None:
    with pytest.raises(AtoutError) as caught:
        PARSERS[what](number)
    assert repr(number)[:40].strip("'") in str(caught.value)[:200] or len(number) > 100


def test_pair_ids_sort_whatever_their_digits() -> None:
    assert sorted(["10", "²", "2", HUGE], key=pair_sort_key) == ["2", "10", HUGE, "²"]

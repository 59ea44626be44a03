"""Property tests: any legal play of a random deal lasts 13 tricks shared out 13 in all."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.contract import STRAINS, Contract, Doubling
from atout.bridge.deal import Deal
from atout.bridge.play import Play
from atout.bridge.seats import SEATS, Seat, Side

_CONTRACTS = st.builds(
    Contract, st.integers(1, 7), st.sampled_from(STRAINS), st.sampled_from(list(Doubling))
)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), _CONTRACTS, st.sampled_from(SEATS))
def test_random_legal_play_gives_thirteen_tricks(
    seed: int, contract: Contract, declarer: Seat
) -> None:
    rng = random.Random(seed)
    deal = Deal.random(rng)
    play = Play(deal, contract, declarer)
    while not play.is_complete:
        seat = play.next_to_play
        assert seat is not None
        legal = play.legal_cards()
        hand = play.hand(seat)
        assert legal and set(legal) <= hand.cards
        led = play.tricks[-1].suit_led if play.tricks and not play.tricks[-1].is_complete else None
        if led is not None and hand.has_suit(led):
            assert {c.suit for c in legal} == {led}
        else:
            assert set(legal) == hand.cards
        play = play.play(rng.choice(legal))
    assert len(play.tricks) == 13 and all(t.is_complete for t in play.tricks)
    won = play.tricks_won()
    assert won[Side.NS] + won[Side.EW] == 13
    played = [c for t in play.tricks for c in t.cards]
    assert len(set(played)) == 52
    assert all(len(h) == 0 for h in play.hands.values())
    # every trick's winner (highest trump, else highest of the suit led) leads the next
    trump = contract.strain.trump
    for before, after in zip(play.tricks, play.tricks[1:], strict=False):
        top = trump if any(c.suit is trump for c in before.cards) else before.suit_led
        best = max((c for c in before.cards if c.suit is top), key=lambda c: c.rank.order)
        assert after.leader is before.leader.offset(before.cards.index(best))
    assert play.tricks[0].leader is declarer.lho
    result = play.result
    assert result is not None and result.tricks == won[declarer.side]
    assert Play(deal, contract, declarer, play.tricks) == play

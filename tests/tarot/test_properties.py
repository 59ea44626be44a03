"""Property tests: every valid deal's scores sum to zero; the deal notation round-trips."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from atout.tarot.bounds import reach, tricks
from atout.tarot.contract import (
    Camp,
    Chelem,
    Contrat,
    Misere,
    MisereShown,
    PetitChelem,
    Poignee,
    PoigneeShown,
)
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import score


@st.composite
def deals(draw: st.DrawFn) -> tuple[Donne, TarotRules]:
    players = draw(st.sampled_from([3, 4, 5]))
    rules = draw(st.sampled_from([TarotRules.classic(), TarotRules.fft()]))
    if draw(st.booleans()):
        rules = TarotRules(rules.name, rules.primes, rules.miseres, rules.petit_chelem, True)
    seats = st.integers(1, players)
    taker = draw(seats)
    partner = draw(seats) if players == 5 else None
    contrat = draw(st.sampled_from(list(Contrat)))
    chelem = draw(st.sampled_from([None, *Chelem]))
    petit_chelem = None
    if rules.petit_chelem and chelem is None:
        petit_chelem = draw(st.sampled_from([None, *PetitChelem]))
    petit_au_bout = draw(st.sampled_from([None, *Camp]))
    taken = tricks(players, chelem, petit_chelem, petit_au_bout)
    assume(len(taken) > 0)
    # points and bouts the taker's camp can end with (atout.tarot.bounds)
    possible = reach(players, contrat, taken, petit_au_bout)
    bouts = draw(st.sampled_from([b for b in range(4) if possible.points(b)]))
    points = draw(st.sampled_from(possible.points(bouts)))
    poignee_seats = draw(st.sets(seats, max_size=players))
    poignees = tuple(PoigneeShown(s, draw(st.sampled_from(list(Poignee)))) for s in poignee_seats)
    miseres: tuple[MisereShown, ...] = ()
    if rules.miseres:
        honneurs = draw(st.sets(seats, max_size=players))
        atout = draw(st.sets(seats, max_size=players)) - poignee_seats
        miseres = tuple(MisereShown(s, Misere.HONNEURS) for s in sorted(honneurs))
        miseres += tuple(MisereShown(s, Misere.ATOUT) for s in sorted(atout))
    donne = Donne(
        players=players,
        taker=taker,
        contrat=contrat,
        points=points,
        bouts=bouts,
        partner=partner,
        petit_au_bout=petit_au_bout,
        poignees=poignees,
        miseres=miseres,
        chelem=chelem,
        petit_chelem=petit_chelem,
    )
    return donne, rules


@settings(max_examples=300, deadline=None)
@given(deals())
def test_scores_sum_to_zero(deal: tuple[Donne, TarotRules]) -> None:
    donne, rules = deal
    result = score(donne, rules)
    assert sum(result.scores) == 0
    assert all(sum(item.scores) == 0 for item in result.items)
    assert len(result.scores) == donne.players


@settings(max_examples=200, deadline=None)
@given(deals())
def test_the_deal_notation_round_trips(deal: tuple[Donne, TarotRules]) -> None:
    donne, _ = deal
    assert Donne.parse(str(donne), donne.players) == donne
    assert eval(repr(donne)) == donne


@settings(max_examples=200, deadline=None)
@given(deals())
def test_without_defence_primes_both_presets_agree_at_4_players(
    deal: tuple[Donne, TarotRules],
) -> None:
    donne, rules = deal
    if donne.players != 4 or donne.miseres or donne.petit_chelem:
        return
    if any(p.seat != donne.taker for p in donne.poignees):
        return
    fft = TarotRules("fft", TarotRules.fft().primes, False, False, rules.round_to_ten)
    classic = TarotRules(round_to_ten=rules.round_to_ten)
    assert score(donne, classic).scores == score(donne, fft).scores

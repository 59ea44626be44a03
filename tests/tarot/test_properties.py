"""Property tests: every valid deal's scores sum to zero; the deal notation round-trips."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

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

#: (points, bouts) that a chelem allows, per contract kind (garde contre leaves the chien out).
CHELEM_POINTS = {
    (Chelem.ANNOUNCED_MADE, False): [(91.0, 3), (87.0, 2)],
    (Chelem.UNANNOUNCED_MADE, False): [(91.0, 3), (87.0, 2)],
    (Chelem.DEFENCE, False): [(0.0, 0), (4.0, 1), (3.0, 0), (12.0, 1)],
    (Chelem.ANNOUNCED_MADE, True): [(88.0, 3), (80.0, 2), (91.0, 3)],
    (Chelem.UNANNOUNCED_MADE, True): [(88.0, 3), (87.0, 2)],
    (Chelem.DEFENCE, True): [(0.0, 0), (4.0, 1)],
}


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
    bouts = draw(st.integers(0, 3))
    step = 1 if players == 4 else 2
    points = draw(st.integers(4 * bouts * step, (91 - 4 * (3 - bouts)) * step)) / step
    chelem = draw(st.sampled_from([None, *Chelem]))
    if chelem not in (None, Chelem.ANNOUNCED_FAILED):
        options = CHELEM_POINTS[chelem, contrat is Contrat.GARDE_CONTRE]
        points, bouts = draw(st.sampled_from(options))
    petit_chelem = None
    if rules.petit_chelem and chelem is None:
        petit_chelem = draw(st.sampled_from([None, *PetitChelem]))
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
        petit_au_bout=draw(st.sampled_from([None, *Camp])),
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

"""Table cards, the JSON form of a movement and the suggestions for a number of pairs."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.seats import Side
from atout.duplicate.movements import (
    SIT_OUT,
    EvenTables,
    MovementKind,
    Pair,
    Position,
    howell,
    mitchell,
    movement_from_dict,
    movement_to_dict,
    render_table_cards,
    suggest,
    table_cards,
)
from atout.errors import InvalidMovementError, NotationError


def test_mitchell_table_card_says_where_everyone_goes():
    card = table_cards(mitchell(5))[2]  # table 3
    assert card.table == 3
    first, last = card.rows[0], card.rows[-1]
    assert (first.ns, first.ew, first.boards) == (Pair(3, Side.NS), Pair(3, Side.EW), (7, 8, 9))
    assert first.ns_next == Position(3, Side.NS)  # N-S stay
    assert first.ew_next == Position(4, Side.EW)  # E-W up one table
    assert first.boards_next == (2,)  # boards down one table
    assert first.shared_with == ()
    assert (last.ns_next, last.ew_next, last.boards_next) == (None, None, ())


def test_relay_card_shows_shared_boards_and_the_bye_stand():
    cards = table_cards(mitchell(6, even=EvenTables.RELAY))
    assert cards[0].rows[0].shared_with == (6,)
    assert cards[5].rows[0].shared_with == (1,)
    assert cards[0].rows[0].boards_next == (5,)  # the relay goes down to table T-1
    assert cards[3].rows[0].to_bye_stand  # table 4 -> bye stand
    assert cards[3].rows[0].boards_next == ()


def test_sit_out_with_a_phantom():
    m = mitchell(5, phantom=Pair(5, Side.NS))
    cards = table_cards(m)
    row = cards[3].rows[0]  # table 4, round 1: 4EW then goes to table 5
    assert row.ew_next == SIT_OUT
    phantom_row = cards[4].rows[0]
    assert phantom_row.ns is None and phantom_row.ew == Pair(5, Side.EW)
    assert phantom_row.ns_next is None
    text = render_table_cards(m)
    assert "sit out" in text
    assert "Table 5\nRound  N-S  E-W  Boards" in text


def test_rendered_card_of_a_small_mitchell():
    text = render_table_cards(mitchell(3, boards_per_round=2)).split("\n\n")[0]
    assert text.splitlines() == [
        "Table 1",
        "Round  N-S  E-W  Boards  Shared with  N-S next  E-W next     Boards next",
        "1      1NS  1EW  1-2                  stay      table 2 E-W  table 3",
        "2      1NS  3EW  3-4                  stay      table 2 E-W  table 3",
        "3      1NS  2EW  5-6",
    ]


def test_json_shape():
    data = movement_to_dict(mitchell(5, phantom=Pair(5, Side.NS), arrow_switch=[5]))
    assert data["kind"] == "mitchell" and data["phantom"] == "5NS"
    assert data["rounds"][0][4] == {
        "table": 5,
        "ns": None,
        "ew": 5,
        "set": 5,
        "boards": [13, 14, 15],
    }
    assert data["rounds"][4][0] == {
        "table": 1,
        "ns": 2,
        "ew": 1,
        "set": 5,
        "boards": [13, 14, 15],
        "arrow_switch": True,
    }
    relay = movement_to_dict(mitchell(4, boards_per_round=2))
    assert relay["bye_stand"][0] == [5, 6]
    assert relay["shared"][0] == {"round": 1, "set": 1, "boards": [1, 2], "tables": [1, 4]}


@given(
    kind=st.sampled_from(list(MovementKind)),
    tables=st.integers(3, 12),
    per_round=st.integers(1, 4),
    even=st.sampled_from(list(EvenTables)),
    switch=st.booleans(),
    phantom=st.booleans(),
)
@settings(max_examples=80, deadline=None)
def test_json_round_trip(kind, tables, per_round, even, switch, phantom):
    if kind is MovementKind.HOWELL:
        m = howell(
            tables, boards_per_round=per_round, phantom=Pair(2 * tables) if phantom else None
        )
    else:
        m = mitchell(
            tables,
            boards_per_round=per_round,
            even=even,
            arrow_switch=[1] if switch else [],
            phantom=Pair(tables, Side.NS) if phantom else None,
        )
    assert movement_from_dict(json.loads(json.dumps(movement_to_dict(m)))) == m


def test_json_accepts_pairs_written_with_their_line():
    data = movement_to_dict(mitchell(3))
    data["rounds"][0][0]["ew"] = "1EW"
    assert movement_from_dict(data) == mitchell(3)


@pytest.mark.parametrize(
    "data", [{}, {"kind": "teams"}, {"kind": "howell", "tables": "x"}, {"kind": "howell"}]
)
def test_bad_json_raises(data):
    with pytest.raises(NotationError):
        movement_from_dict(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("tables"), "not a movement: tables is missing"),
        (
            lambda d: d["rounds"][1][0].update(table="x"),
            "not a movement: rounds[1][0].table is 'x', not a whole number",
        ),
        (lambda d: d["rounds"][0][0].pop("ew"), "not a movement: rounds[0][0].ew is missing"),
        (
            lambda d: d["rounds"][0][0].update(set=None, boards=[]),
            "not a movement: rounds[0][0].boards lists no board",
        ),
        (lambda d: d.update(rounds={"1": []}), "not a movement: rounds is {'1': []}, not a list"),
        (
            lambda d: d["rounds"].__setitem__(2, [5]),
            "not a movement: rounds[2][0] is 5, not an object",
        ),
        (
            lambda d: d.update(arrow_switch=[float("inf")]),
            "not a movement: arrow_switch[0] is inf, not a whole number",
        ),
        (
            lambda d: d.update(bye_stand=[[1, 2, 3]]),
            "not a movement: bye_stand lists 1 rounds, not 3",
        ),
    ],
)
def test_bad_json_says_where(change, message):
    data = movement_to_dict(mitchell(3))
    change(data)
    with pytest.raises(NotationError) as raised:
        movement_from_dict(data)
    assert str(raised.value) == message


def test_a_pair_is_read_with_its_french_line_too():
    assert Pair.parse("3EO") == Pair.parse("3 E-O") == Pair(3, Side.EW)


def test_table_cards_take_their_words():
    from atout.duplicate.movements.table_cards import CardWords, render_table_card

    french = CardWords(
        columns=("Position", "N-S", "E-O", "Donnes", "Partagés avec", "N-S ensuite",
                 "E-O ensuite", "Donnes ensuite"),
        sides=("N-S", "E-O"),
        lines=("N-S", "E-O"),
        pair="{number} {line}",
        stay="restent",
        sit_out="relâche",
        rest="au repos",
        bye_stand="table de repos",
    )  # fmt: skip
    card = table_cards(mitchell(3, phantom=Pair(3, Side.EW)))[0]
    assert render_table_card(card, french).splitlines() == [
        "Table 1",
        "Position  N-S    E-O    Donnes  Partagés avec  N-S ensuite  E-O ensuite  Donnes ensuite",
        "1         1 N-S  1 E-O  1-3                    relâche      table 2 E-O  table 3",
        "2         1 N-S  —      4-6                    restent                   table 3",
        "3         1 N-S  2 E-O  7-9",
    ]


def test_null_pair_needs_a_phantom():
    data = movement_to_dict(mitchell(3))
    data["rounds"][0][0]["ns"] = None
    with pytest.raises(NotationError, match="no phantom"):
        movement_from_dict(data)


def described(pairs):
    return [(s.kind, s.tables, s.rounds, s.boards_per_round) for s in suggest(pairs)]


def test_suggestions_match_the_published_club_choices():
    # A club's published list (bridgewebs Exeter): 5 tables Howell 9x3 = 27
    # boards, 7 tables Howell 13x2 = 26, 9 tables Mitchell 9x3 = 27, 10
    # tables skip Mitchell 9 rounds x 3 = 27, 13 tables Mitchell 13x2 = 26.
    howell_kind, mitchell_kind = MovementKind.HOWELL, MovementKind.MITCHELL
    assert described(10)[0] == (howell_kind, 5, 9, 3)
    assert described(14)[0] == (howell_kind, 7, 13, 2)
    assert described(18)[0] == (mitchell_kind, 9, 9, 3)
    skip = next(s for s in suggest(20) if s.even is EvenTables.SKIP)
    assert (skip.tables, skip.rounds, skip.boards_per_round) == (10, 9, 3)
    assert described(26) == [(mitchell_kind, 13, 13, 2)]
    assert [s.kind for s in suggest(14)] == [howell_kind, mitchell_kind]


def test_suggestions_for_an_odd_number_of_pairs_have_a_phantom():
    found = suggest(13)
    assert [s.phantom for s in found] == [Pair(14), Pair(7, Side.NS)]
    assert str(found[0]) == (
        "Howell, 7 tables, one pair sits out each round: 13 rounds of 2 boards (26 boards)"
    )


@pytest.mark.parametrize("pairs", range(3, 45))
def test_every_suggestion_builds_a_valid_movement(pairs):
    from atout.duplicate.movements import validate

    for suggestion in suggest(pairs):
        movement = suggestion.build()
        assert validate(movement) == []
        assert len(movement.rounds) == suggestion.rounds
        assert len(movement.players) == pairs


def test_too_few_pairs():
    with pytest.raises(InvalidMovementError, match="2 pairs: a pairs event needs 3 pairs or more"):
        suggest(2)

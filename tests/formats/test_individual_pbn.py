"""An individual's PBN file (``PlayerId_*`` columns) and its USEBIO twin, read back by the
rescore and checked; board 1 worked by hand from RULES §6.

Twelve players, three tables, one board a round (board ``r`` in round ``r``). Board 1 is
played in round 1 at the three tables: N12 E1 S2 W5, N3 E4 S9 W7, N6 E10 S8 W11. The
results are 3NT by N making 10 tricks (N-S +430 at love), 4♠ by E one down (N-S +50)
and 2♥ by S making (N-S +110): N-S matchpoints (2 per score beaten, top 4) 4, 0, 2;
E-W 0, 4, 2. So players 12 and 2 score 100 % on board 1, 1 and 5 0 %, 3 and 9 0 %,
4 and 7 100 %, 6, 8, 10 and 11 50 %.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from click.testing import CliRunner

from atout.cli import main
from atout.duplicate.events import PairsEvent
from atout.duplicate.individual_event import individual_plan, player_boards
from atout.duplicate.movements.individual import individual
from atout.duplicate.pairs_session import pairs_event
from atout.duplicate.table_result import TableResult
from atout.formats import pbn, usebio
from atout.formats.pbn.check import check
from atout.formats.pbn.individual import individual_pbn
from atout.formats.pbn.rescore import rescore
from atout.formats.usebio.pbn_session import convert, from_pbn

MOVEMENT = individual(3, boards_per_round=1)
BOARD_1 = {1: "3NT+1 N", 2: "4S-1 E", 3: "2H= S"}
OTHERS = ("1NT= N", "1NT+1 E", "2S+2 N", "3D-1 W", "4H= S", "1NT-2 N")


def _event() -> PairsEvent:
    plan = individual_plan(MOVEMENT)
    results = {}
    for sitting in plan.sittings:
        for board in sitting.boards:
            text = BOARD_1[sitting.table] if board == 1 else OTHERS[(board + sitting.table) % 6]
            results[(sitting.round, sitting.table, board)] = TableResult.parse(text)
    return pairs_event(plan, results)


def _file() -> pbn.PbnFile:
    names = {n: f"Joueur {n}" for n in range(1, 13)}
    text = pbn.dumps(
        individual_pbn(
            title="Individuel",
            date=date(2026, 11, 26),
            movement=MOVEMENT,
            event=_event(),
            deals={},
            names=names,
            leads={},
        )
    )
    return pbn.loads(text)


def test_board_one_by_hand() -> None:
    assert [s.players for s in MOVEMENT.rounds[0].sittings] == [
        (12, 1, 2, 5),
        (3, 4, 9, 7),
        (6, 10, 8, 11),
    ]
    first = {
        player: next(
            b.line.percent for b in player_boards(MOVEMENT, _event(), player) if b.line.board == 1
        )
        for player in range(1, 13)
    }
    assert first == {
        12: 100,
        2: 100,
        1: 0,
        5: 0,
        3: 0,
        9: 0,
        4: 100,
        7: 100,
        6: 50,
        8: 50,
        10: 50,
        11: 50,
    }


def test_the_pbn_file_names_the_players_and_is_read_back() -> None:
    file = _file()
    table = file.games[0].score_table
    assert table is not None
    first = next(iter(table.records()))
    assert (first["PlayerId_North"], first["PlayerId_South"]) == ("12", "2")
    assert (first["PlayerId_East"], first["PlayerId_West"]) == ("1", "5")
    assert (first["MP_NS"], first["MP_EW"]) == ("4.00", "0.00")
    checked = check(file)
    assert checked.differences == ()
    assert (checked.results, checked.boards, checked.ranked) == (33, 11, 12)
    ranking = rescore(file).ranking
    assert sorted(int(s.score.pair) for s in ranking) == list(range(1, 13))


def test_its_usebio_is_an_individual_read_back() -> None:
    session = from_pbn(_file())
    assert session.kind == "INDIVIDUAL" and len(session.participants) == 12
    line = session.boards[0].travellers[0]
    assert line.players == ("12", "2", "1", "5")
    read = usebio.loads(usebio.dumps(session))
    assert read.kind == "INDIVIDUAL"
    assert {p.number for p in read.participants} == {str(n) for n in range(1, 13)}
    back = convert(read)
    assert back.problems == ()
    assert check(back.pbn).differences == ()


def test_the_commands_convert_it_to_usebio_and_check_both(tmp_path: Path) -> None:
    source = tmp_path / "individuel.pbn"
    source.write_text(pbn.dumps(_file()), encoding="utf-8")
    target = tmp_path / "individuel.xml"
    runner = CliRunner()
    converted = runner.invoke(main, ["convert", str(source), "--to", "usebio", "-o", str(target)])
    assert converted.exit_code == 0, converted.output
    assert 'EVENT_TYPE="INDIVIDUAL"' in target.read_text(encoding="utf-8")
    for path in (source, target):
        checked = runner.invoke(main, ["--lang", "en", "bridge", "rescore", str(path), "--check"])
        assert checked.exit_code == 0, checked.output
        assert "33 scores on 11 boards and 12 final percentages agree" in checked.output

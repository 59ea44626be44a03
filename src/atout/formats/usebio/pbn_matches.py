"""A PBN teams file's matches as USEBIO matches (its ``[MatchTable]`` and the two rooms of
each board), so that the event converted to USEBIO keeps its matches, as the EBU's teams
examples publish them (TeamsScorer at IMPs and VPs, EBUScore Teams at board-a-match).

A match is a ``[MatchTable]`` row (``HomeId``, ``AwayId``, its ``Round`` or the round of
the board that carries the table); its boards are the boards of that round whose
``[ScoreTable]`` has the ``Open`` row of the home team N-S and the ``Closed`` row of the
away team N-S. Each board keeps each team's points (``IMP_*``, or ``BAM_*`` at
board-a-match, the board element of a Patton) and the two rooms' lines; the match its
scores (``VP_*``, or ``BAM_*``). A Swiss's bye (a row with no ``AwayId``) is a match of
the team alone, with no board and its points as awarded. A Patton's aggregate element has
no USEBIO element: the USEBIO event is the board-a-match of its boards (``PAB``).
"""

from __future__ import annotations

from atout.formats.pbn.model import Game, PbnFile
from atout.formats.pbn.tables import Cell
from atout.formats.usebio.model import Match, MatchBoard, Traveller


def _text(record: dict[str, Cell], name: str) -> str:
    return record.get(name) or ""


def _line(record: dict[str, Cell], home_ns: bool) -> Traveller:
    ns, ew = _text(record, "Score_NS"), _text(record, "Score_EW")
    score = ns or (f"-{ew}" if ew and ew != "0" else ew)
    return Traveller(
        "",
        "",
        _text(record, "Contract"),
        _text(record, "Declarer"),
        _text(record, "Result"),
        _text(record, "Lead"),
        score,
        "",
        "",
        room="NS" if home_ns else "EW",
    )


def _board(game: Game, round_: str, home: str, away: str, points: str) -> MatchBoard | None:
    table = game.score_table
    if table is None or game.board is None:
        return None
    if round_ and game.value("Round") not in (None, round_):  # another round's board
        return None
    rows = {
        (_text(r, "Room"), _text(r, "PairId_NS"), _text(r, "PairId_EW")): r for r in table.records()
    }
    open_room, closed_room = rows.get(("Open", home, away)), rows.get(("Closed", away, home))
    if open_room is None or closed_room is None:
        return None
    return MatchBoard(
        game.board,
        _text(open_room, f"{points}_NS"),
        _text(open_room, f"{points}_EW"),
        (_line(open_room, True), _line(closed_room, False)),
    )


def matches_of(pbn: PbnFile) -> tuple[Match, ...]:
    """The matches of a teams file with a ``[MatchTable]`` (none without one)."""
    found = []
    for game in pbn.games:
        table = game.table("MatchTable")
        if table is None:
            continue
        bam = table.has("BAM_Home")
        points, score = ("BAM", "BAM") if bam else ("IMP", "VP")
        for record in table.records():
            home, away = _text(record, "HomeId"), _text(record, "AwayId")
            round_ = _text(record, "Round") or game.value("Round") or ""
            boards = (_board(g, round_, home, away, points) for g in pbn.games) if away else ()
            played = tuple(b for b in boards if b is not None)
            found.append(
                Match(
                    round_,
                    home,
                    away,
                    _text(record, f"{score}_Home"),
                    _text(record, f"{score}_Away"),
                    played,
                )
            )
    return tuple(found)

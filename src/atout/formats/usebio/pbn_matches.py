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


def text_of(record: dict[str, Cell], *names: str) -> str:
    """The first of the ``names`` cells a row fills (empty when none)."""
    return next((cell for name in names if (cell := record.get(name)) is not None), "")


def _line(record: dict[str, Cell], home_ns: bool) -> Traveller:
    ns, ew = text_of(record, "Score_NS"), text_of(record, "Score_EW")
    score = ns or (f"-{ew}" if ew and ew != "0" else ew)
    return Traveller(
        "",
        "",
        text_of(record, "Contract"),
        text_of(record, "Declarer"),
        text_of(record, "Result"),
        text_of(record, "Lead"),
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
        (text_of(r, "Room"), text_of(r, "PairId_NS"), text_of(r, "PairId_EW")): r
        for r in table.records()
    }
    open_room, closed_room = rows.get(("Open", home, away)), rows.get(("Closed", away, home))
    if open_room is None or closed_room is None:
        return None
    return MatchBoard(
        game.board,
        text_of(open_room, f"{points}_NS"),
        text_of(open_room, f"{points}_EW"),
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
            home, away = text_of(record, "HomeId"), text_of(record, "AwayId")
            round_ = text_of(record, "Round") or game.value("Round") or ""
            boards = (_board(g, round_, home, away, points) for g in pbn.games) if away else ()
            played = tuple(b for b in boards if b is not None)
            found.append(
                Match(
                    round_,
                    home,
                    away,
                    text_of(record, f"{score}_Home"),
                    text_of(record, f"{score}_Away"),
                    played,
                )
            )
    return tuple(found)

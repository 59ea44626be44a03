"""Check a session file's published figures, whatever its scoring.

:func:`check` detects the event's scoring (:mod:`~atout.formats.pbn.scoring`),
recomputes every score from the contract, declarer and tricks, and compares the
published figures: matchpoints and percentages (pairs or individual, on the
scale the file writes), or IMPs (cross-IMPs, Butler, IMP teams) and the final
ranking. A file written before its session ended says so in its header
(``% PROVISIONAL: …``, :func:`atout.formats.pbn.session.provisional`): the
check reports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.vp_scales import VpScale
from atout.errors import Message
from atout.formats.pbn.compare import Difference, differences
from atout.formats.pbn.imp_check import imp_differences
from atout.formats.pbn.match_check import check_matches
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.rescore import Rescore, rescore
from atout.formats.pbn.scoring import EventScoring, Method, detect
from atout.formats.pbn.session import provisional


@dataclass(frozen=True, slots=True)
class Checked:
    """The outcome of :func:`check`: the scoring found, the results checked and every
    published figure the rescore does not reproduce."""

    scoring: EventScoring
    results: int
    differences: tuple[Difference, ...]
    #: The boards checked, and the pairs (or players, or teams) ranked.
    boards: int = 0
    ranked: int = 0
    #: Why the file is provisional (written before its session ended), else ``None``.
    provisional: Message | None = None
    #: The rule the file's short boards follow (``None``: no short board, or IMPs).
    short_boards: ShortBoards | None = None
    #: A teams file's matches checked, and the VP scale its VPs follow (``None``: none,
    #: or board-a-match).
    matches: int = 0
    vp_scale: VpScale | None = None

    @property
    def message(self) -> Message:
        """What was checked, as a message to translate, its words agreeing with its counts
        (at matchpoints the final results are percentages).

        >>> from atout.formats.pbn.scoring import EventScoring, Method
        >>> Checked(EventScoring(Method.BUTLER), 1, (), 1, 2).message
        'scored at Butler: 1 score on 1 board and 2 final results agree with the file'
        """
        values = {
            "scoring": self.scoring.message,
            "results": Message.counted("{n} score", "{n} scores", n=self.results),
            "boards": Message.counted("{n} board", "{n} boards", n=self.boards),
            "ranked": (
                Message.counted("{n} final percentage", "{n} final percentages", n=self.ranked)
                if self.scoring.method is Method.MATCHPOINTS
                else Message.counted("{n} final result", "{n} final results", n=self.ranked)
            ),
        }
        if self.provisional is None:
            return Message(
                "scored at {scoring}: {results} on {boards} and {ranked} agree with the file",
                code="pbn.checked",
                **values,
            )
        return Message(
            (
                "scored at {scoring}: {results} on {boards} and {ranked} agree with the file "
                "(provisional: {provisional})"
            ),
            code="pbn.checked",
            provisional=self.provisional,
            **values,
        )


def _short_boards_rule(
    pbn: PbnFile,
) -> tuple[ShortBoards | None, Rescore, list[Difference]]:
    """The short-boards rule the file follows (the full top when both agree as well), the
    rescore by it and its differences; no rule when the file has no short board."""
    full = rescore(pbn, ShortBoards.FULL_TOP)
    own = rescore(pbn, ShortBoards.OWN_TOP)
    full_found = differences(pbn, full)
    if own == full:
        return None, full, full_found
    own_found = differences(pbn, own)
    if len(own_found) < len(full_found):
        return ShortBoards.OWN_TOP, own, own_found
    return ShortBoards.FULL_TOP, full, full_found


def check(pbn: PbnFile, scales: Sequence[VpScale] = ()) -> Checked:
    """Rescore ``pbn`` by its own scoring and compare with its published figures; a teams
    file's VPs are tried against ``scales`` (a club's own) before the scales atout knows.

    >>> from atout.formats.pbn.reader import loads
    >>> text = (
    ...     '[Board "1"]\\n[Vulnerable "None"]\\n[Scoring "IMP;Cross"]\\n'
    ...     '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;IMP_NS;IMP_EW"]\\n'
    ...     "1 2 4S N 10 7 -7\\n3 4 2S N 9 -7 7\\n"
    ... )
    >>> checked = check(loads(text))
    >>> str(checked.scoring), checked.results, checked.differences
    ('cross-IMPs ([Scoring "IMP;Cross"])', 2, ())
    """
    scoring = detect(pbn)
    marked = provisional(pbn)
    if scoring.method is Method.MATCHPOINTS:
        rule, rescored, found = _short_boards_rule(pbn)
        results = sum(len(board.lines) for board in rescored.boards)
        boards, ranked = len(rescored.boards), len(rescored.ranking)
        return Checked(scoring, results, tuple(found), boards, ranked, marked, rule)
    boards = sum(1 for game in pbn.games if game.score_table is not None)
    teams = scoring.method in (Method.IMP_TEAMS, Method.BOARD_A_MATCH)
    matches = check_matches(pbn, scales) if teams else None
    if scoring.method is Method.BOARD_A_MATCH or (matches is not None and matches.scale is None):
        # Board-a-match: no IMPs, the rooms' 2/1/0 a board.
        found, results, ranked = [], matches.rows if matches else 0, 0
    else:
        drop_extremes = "BUTLER-2" in scoring.tag.upper().replace(" ", "").split(";")
        found, results, ranked = imp_differences(pbn, scoring.method, drop_extremes)
    if matches is None:
        return Checked(scoring, results, tuple(found), boards, ranked, marked)
    found += matches.differences
    ranked = ranked or matches.teams
    return Checked(
        scoring,
        results,
        tuple(found),
        boards,
        ranked,
        marked,
        matches=matches.matches,
        vp_scale=matches.scale,
    )

"""Victory-point scales as data: the WBF 2013 continuous scale, integer 20-VP scales
for short matches, and a club's own table read from a CSV.

An integer scale is a table of thresholds: the smallest IMP margin for each
winner's VP above the draw (10-10). The loser gets 20 minus the winner's VPs.
"""

from __future__ import annotations

import csv
import io
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from atout.duplicate.vp import TOTAL_VP, victory_points
from atout.errors import InvalidEventError, Message


@dataclass(frozen=True, slots=True)
class VpScale:
    """A named VP scale: ``thresholds[k]`` is the smallest IMP margin that wins
    ``11 + k`` VPs; no thresholds means the WBF 2013 continuous scale.

    >>> INTEGER_3_BOARDS.vp(4, boards=3), INTEGER_3_BOARDS.vp(-21, boards=3)
    (Decimal('13'), Decimal('0'))
    """

    name: str
    description: Message
    thresholds: tuple[int, ...] = ()

    def vp(self, margin: int, boards: int) -> Decimal:
        """The VPs of a team that won (``margin`` > 0) or lost by ``margin`` IMPs."""
        if not self.thresholds:
            return victory_points(margin, boards).ours
        won = sum(1 for threshold in self.thresholds if abs(margin) >= threshold)
        winner = Decimal(10 + won)
        return winner if margin >= 0 else TOTAL_VP - winner


WBF_2013 = VpScale(
    "wbf2013",
    Message("WBF 2013 continuous 20-VP scale (two decimals, any number of boards)"),
)
#: The integer 20-VP scale for 3-board matches that TeamsScorer 5.1.17 applies in the
#: EBU's multiple-teams example: 1, 2, 3-4, 5-6, 7-8, 9-10, 11-13, 14-16, 17-19 and 20+
#: IMPs for 11 to 20 VPs (its 40 matches show every band; 17 and 20 IMPs, not played,
#: follow the bands' widths).
INTEGER_3_BOARDS = VpScale(
    "int20-3",
    Message("integer 20-VP scale for 3-board matches (EBU TeamsScorer)"),
    (1, 2, 3, 5, 7, 9, 11, 14, 17, 20),
)
#: The scales atout knows, by name.
SCALES = {scale.name: scale for scale in (WBF_2013, INTEGER_3_BOARDS)}


def scale_from_csv(name: str, text: str) -> VpScale:
    """A club's own integer scale from a CSV of ``imps,vp`` rows: the smallest margin
    for each winner's VP from 11 to 20, in order.

    >>> scale_from_csv("club", "imps,vp\\n1,11\\n3,12\\n6,13\\n9,14\\n12,15\\n"
    ...                "15,16\\n18,17\\n21,18\\n24,19\\n28,20\\n").vp(5, boards=4)
    Decimal('12')
    """
    rows = [r for r in csv.reader(io.StringIO(text)) if r and not r[0].strip().isalpha()]
    try:
        pairs = [(int(imps), int(vp)) for imps, vp in (r[:2] for r in rows)]
    except ValueError:
        pairs = []
    thresholds = tuple(imps for imps, _ in pairs)
    if [vp for _, vp in pairs] != list(range(11, 21)) or not _increasing(thresholds):
        raise InvalidEventError(
            (
                "{name!r} is not a VP scale: write one row imps,vp for each VP from 11 to "
                "20, the IMPs rising"
            ),
            code="vp.scale-csv",
            name=name,
        )
    return VpScale(name, Message("{name} (a club's scale)", name=name), thresholds)


def _increasing(values: Sequence[int]) -> bool:
    return all(0 < a < b for a, b in itertools.pairwise(values)) and values[0] > 0

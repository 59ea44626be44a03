"""USEBIO (Universal Standard for Exchange of Bridge Information Over XML): the format
the EBU and other federations take results in, read in every producer's layout
(:mod:`~atout.formats.usebio.read`), written (:mod:`~atout.formats.usebio.write`) and
turned into and out of a PBN session (:mod:`~atout.formats.usebio.pbn_session`).

The element structure follows the USEBIO 1.2 specification as its producers and
readers use it (docs/pbn.md says where the DTD the tests validate against comes
from).
"""

from atout.formats.usebio.model import (
    ACROSS_FIELD,
    PER_SECTION,
    Board,
    Match,
    MatchBoard,
    Participant,
    Session,
    Traveller,
)
from atout.formats.usebio.pbn_session import Converted, convert, from_pbn, to_pbn
from atout.formats.usebio.read import loads
from atout.formats.usebio.write import DOCTYPE, dumps

__all__ = [
    "ACROSS_FIELD",
    "DOCTYPE",
    "PER_SECTION",
    "Board",
    "Converted",
    "Match",
    "MatchBoard",
    "Participant",
    "Session",
    "Traveller",
    "convert",
    "dumps",
    "from_pbn",
    "loads",
    "to_pbn",
]

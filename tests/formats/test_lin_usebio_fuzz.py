"""The LIN and USEBIO readers and ``convert`` never raise anything but an AtoutError, on
any input (issue 27, as ``test_pbn_fuzz`` for PBN): mutated pieces of small LIN records and
USEBIO files written here (and of the reference USEBIO files, where they are), and raw
pieces of either notation."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from atout.cli.convert import FORMATS, convert
from atout.errors import AtoutError
from atout.formats import lin, pbn, usebio
from tests.formats.fuzzing import PIECES, mutated
from tests.reference_data import SHARED_REFERENCE

RANKS = "AKQJT98765432"
#: LIN records: a BBO one (alert, claim), a complete play, a vugraph's two rooms.
LIN_RECORDS = (
    b"pn|Sud,Ouest,Nord,Est|st||md|3SAKQHAKQDAKQCAKQJ,SJT9HJT9DJT9CT987,S8765H8765D8765C6,|"
    b"sv|e|rh||ah|Board 6|mb|1N!|an|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
    b"pc|D2|pc|DA|pc|D9|pc|D5|pg||pc|CA|pc|C7|pc|C6|pc|C2|pg||mc|9|\n",
    (
        f"md|1S{RANKS},H{RANKS},D{RANKS},C{RANKS}|sv|b|mb|1N|mb|d|mb|r|mb|p|mb|p|mb|p|"
        + "".join(f"pc|H{r}|pc|D{r}|pc|C{r}|pc|S{r}|" for r in RANKS)
    ).encode(),
    b"qx|o3|pn|a,b,c,d,e,f,g,h|md|1S2,,,|qx|c3|md|1S2,,,|pn|i,j,k,l|md|1S3,,,|",
)
#: A small USEBIO pairs file: a board, a traveller line with a contract, one with a score.
USEBIO_FILE = (
    b'<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">'
    b"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>"
    b"<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>"
    b"<TRICKS>10</TRICKS><SCORE>420</SCORE><NS_MATCH_POINTS>1</NS_MATCH_POINTS>"
    b"<EW_MATCH_POINTS>1</EW_MATCH_POINTS></TRAVELLER_LINE><TRAVELLER_LINE>"
    b"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>"
    b"<SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n"
)
#: Pieces that mean something to LIN or USEBIO.
NOTATION_PIECES = (
    *PIECES,
    *(f"{code}|".encode() for code in ("md", "pn", "qx", "mb", "an", "pc", "mc", "sv", "ah")),
    b"|",
    b",",
    b"md|1S2,,,|",
    b"mc|99999999999|",
    b"%2C",
    b"<",
    b">",
    b"</",
    b"&amp;",
    b"&#0;",
    b"<!DOCTYPE x [<!ENTITY a 'b'>]>",
    b'<?xml version="1.0" encoding="x-nope"?>',
    b'<?xml version="1.0" encoding="UTF-16"?>',
    b"<LIN_DATA>",
    b"</LIN_DATA>",
    b"<BOARD_NUMBER>",
    b"<TRAVELLER_LINE>",
    b"<SCORE>",
)


def _sources() -> list[bytes]:
    found = [*LIN_RECORDS, USEBIO_FILE]
    folder = SHARED_REFERENCE / "usebio"
    if folder.is_dir():
        found += [p.read_bytes()[:200_000] for p in sorted(folder.glob("*.xml"))]
    return found


SOURCES = _sources()


def exercise(data: bytes) -> None:
    """Read ``data`` as LIN and as USEBIO, ask for everything a caller may ask, and convert
    it to each format: every exception must be an AtoutError."""
    with contextlib.suppress(AtoutError):
        boards = lin.loads(pbn.decode(data))
        for board in boards[:200]:
            with contextlib.suppress(AtoutError):
                _ = board.tricks
            with contextlib.suppress(AtoutError):
                lin.from_game(lin.to_game(board))
        lin.loads(lin.dumps(boards))
    with contextlib.suppress(AtoutError):
        session = usebio.loads(data)
        usebio.loads(usebio.dumps(session))
        usebio.convert(session)
    for to in FORMATS:
        with contextlib.suppress(AtoutError):
            convert(data, to, lenient=True)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_mutated_lin_and_usebio(rng: random.Random) -> None:
    exercise(mutated(rng, SOURCES, size=3000))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(NOTATION_PIECES) | st.binary(max_size=20), max_size=40))
def test_pieces_and_bytes(parts: list[bytes]) -> None:
    exercise(b"".join(parts))

"""The reader's fast path for usual game blocks reads exactly what the line-by-line
reader reads: same games (and their lines), header, problems and errors."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.errors import NotationError
from atout.formats import pbn
from atout.formats.pbn.blocks import GameReader
from atout.formats.pbn.reader import _Reader
from tests.reference_data import REFERENCE_PBN

REFERENCE = REFERENCE_PBN
FIXTURES = Path(__file__).parent / "fixtures"
FILES = sorted(REFERENCE.glob("*.pbn")) + sorted(FIXTURES.glob("*.pbn"))

_DEAL = "N:7.75.KQT975.T973 J.T98.J643.J8542 AT654.AQ32.A2.Q6 KQ9832.KJ64.8.AK"
_COLUMNS = "Table\\2R;Contract;Declarer;Result;Score_NS"
#: Tag lines (some that the fast path hands over: ``#``, escapes) and section lines.
_TAGS = (
    '[Board "1"]',
    '[Board "2"]',
    '[Dealer "N"]',
    '[Vulnerable "All"]',
    f'[Deal "{_DEAL}"]',
    '[Contract "4SX"]',
    '[Declarer "W"]',
    '[Result "8"]',
    '[Event "#"]',
    '[Dealer "#"]',
    '[Note "say \\"hi\\""]',
    f'[ScoreTable "{_COLUMNS}"]',
    '[ScoreTable "#"]',
    '[TotalScoreTable "Rank;Names"]',
    '[Auction "N"]',
)
_ROWS = (
    '1 4SX W 8 "300"',
    ' 2 3N E 9 "400" ',
    '3 - - - "A="',
    "4 8N E 9 -",
    '5 3N "E" 9 "400"',
    '1 "Pair 1"',
    "1S Pass 2H",
    "1S Pass\t",
    "1S Pass {alert}",
)
#: Every odd case the fast path must hand over to the line-by-line reader.
_ODD = (
    "",
    "",
    "",
    "   ",
    "; a note",
    "% escaped",
    "{ a block",
    "} end of block",
    "{ one line }",
    '[Board "3"] [Dealer "E"]',
    '[Board "4',
    '[Contract "9Z"]',
    '[Result "14"]',
    '[Declarer "X"]',
    '[Deal "N:AKQ - - -"]',
    '[Vulnerable "Sometimes"]',
    "text",
)
_LINES = _TAGS + _ROWS + _ODD


@contextmanager
def _line_by_line() -> Iterator[None]:
    """Every block read by the line-by-line reader."""
    with mock.patch.object(GameReader, "read", lambda *_: None):
        yield


def _read(text: str, strict: bool) -> tuple[object, ...]:
    try:
        session = pbn.loads(text, strict=strict)
    except NotationError as error:
        return ("error", str(error))
    lines = tuple(game.line for game in session.games)
    return session.games, session.header, session.problems, lines


def _same(text: str) -> None:
    for strict in (True, False):
        fast = _read(text, strict)
        with _line_by_line():
            slow = _read(text, strict)
        assert fast == slow


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_files_read_alike(path: Path) -> None:
    _same(pbn.decode(path.read_bytes()))


def test_reference_files_take_the_fast_path() -> None:
    calls = []
    read = GameReader.read

    def spy(self: GameReader, *args: object, **kwargs: bool) -> object:
        game = read(self, *args, **kwargs)  # type: ignore[arg-type]
        calls.append(game is not None)
        return game

    text = pbn.decode((REFERENCE / "club-pairs-2016-01-06.pbn").read_bytes())
    with (
        mock.patch.object(GameReader, "read", spy),
        mock.patch.object(_Reader, "_tag", side_effect=AssertionError("slow path")),
    ):
        session = pbn.loads(text)
        # The first two games are read by the fast path, the 22 others by their shape;
        # each game's tags are built by the fast path when first asked for.
        assert len(calls) == 2 and all(calls)
        assert [game.board for game in session.games] == list(range(1, 25))
    assert len(calls) == 2 + 22 and all(calls)


def test_line_breaks_other_than_newline() -> None:
    text = (REFERENCE / "club-pairs-2018-06-25.pbn").read_bytes().decode("latin-1")
    for brk in ("\r\n", "\r", "\r\r\n"):
        assert pbn.loads(text.replace("\n", brk)) == pbn.loads(text)
    # Latin-1 0x85 is a character (not allowed by §2.2), never a line break.
    lenient = pbn.loads(text.replace("\n", "\x85"), strict=False)
    assert not lenient.games and lenient.problems  # one line of header
    _same(text.replace("\n", "\r\n")[:-2])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_LINES), max_size=30), st.sampled_from(("\n", "\r\n")))
def test_any_lines_read_alike(lines: list[str], newline: str) -> None:
    _same(newline.join(lines))


@st.composite
def _block(draw: st.DrawFn) -> str:
    lines = []
    for tag in draw(st.lists(st.sampled_from(_TAGS), min_size=1, max_size=6)):
        lines.append(tag)
        lines.extend(draw(st.lists(st.sampled_from(_ROWS), max_size=3)))
    if draw(st.integers(0, 3)) == 0:
        lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(_ODD)))
    return "\n".join(lines)


@settings(max_examples=200, deadline=None)
@given(st.lists(_block(), min_size=1, max_size=5), st.sampled_from(("\n\n", "\n\n\n", "\n \n")))
def test_game_blocks_read_alike(blocks: list[str], separator: str) -> None:
    _same(separator.join(blocks) + "\n")

"""The reader over 237 real PBN files (the corpus, read beside the repository; see
``tests/data/README.md``; skipped where it is absent: ``test_pbn_quirks.py`` covers each
producer's quirk these tests rely on with small files written for atout).

- no file makes the reader raise anything but an :class:`AtoutError`, in either mode;
- lenient reading keeps every tag pair, ``[Note]`` tag and table row, counted without
  atout's reader (:func:`tests.formats.corpus.expected_counts`);
- strict reading accepts every file the PBN verifier's test suite marks correct, and
  refuses its files of errors;
- the writer's output of every file reads back equal.
"""

from __future__ import annotations

import contextlib

import pytest

from atout.errors import AtoutError
from atout.formats import pbn
from atout.formats.pbn.text import detect
from tests.formats.corpus import corpus, expected_counts, kept_counts

#: The PBN verifier's own test files (pbnj, and their copies in bridge-pbn).
VERIFIER_CORRECT = ("002", "003", "004", "005", "006", "206", "207", "208")
VERIFIER_ERRORS = ("007", "008", "009", "209", "210", "211")


def test_the_corpus_is_all_there() -> None:
    files = corpus()
    assert len(files) == 237
    assert len({f.producer for f in files}) >= 30


def test_no_crash_and_lenient_reading_loses_nothing() -> None:
    totals = [0, 0, 0]
    expected_totals = [0, 0, 0]
    for file in corpus():
        with contextlib.suppress(AtoutError):
            pbn.loads(file.data)
        session = pbn.loads(file.data, strict=False)
        kept, expected = kept_counts(session), expected_counts(detect(file.data).text)
        assert kept.tags >= expected.tags, file.name
        assert kept.notes >= expected.notes, file.name
        assert kept.rows >= expected.rows, file.name
        pairs = zip(
            (kept.tags, kept.notes, kept.rows),
            (expected.tags, expected.notes, expected.rows),
            strict=True,
        )
        for i, (a, b) in enumerate(pairs):
            totals[i] += a
            expected_totals[i] += b
    # Counted on the corpus: 465,641 tags, 14,420 of them notes, 64,614 table rows. The
    # reader keeps one tag and one row more than the count in the verifier's file of
    # errors (a tag whose value ends in a backslash, read leniently).
    assert expected_totals == [465_639, 14_420, 64_612]
    assert totals == [465_641, 14_420, 64_614]


@pytest.mark.parametrize("file_id", VERIFIER_CORRECT)
def test_strict_accepts_what_the_pbn_verifier_marks_correct(file_id: str) -> None:
    (file,) = [f for f in corpus() if f.id == file_id]
    session = pbn.loads(file.data)
    assert session.games and not session.problems


@pytest.mark.parametrize("file_id", VERIFIER_ERRORS)
def test_strict_refuses_the_pbn_verifiers_files_of_errors(file_id: str) -> None:
    (file,) = [f for f in corpus() if f.id == file_id]
    with pytest.raises(AtoutError, match=r"^line \d+: .* \(column \d+; PBN 2\.1 §"):
        pbn.loads(file.data)


def test_the_writers_output_reads_back_equal() -> None:
    for file in corpus():
        session = pbn.loads(file.data, strict=False)
        assert pbn.loads(pbn.dumps(session), strict=False) == session, file.name


def test_notes_utf8_and_games_without_a_blank_line() -> None:
    by_id = {f.id: f for f in corpus()}
    # UTF-8 without a byte-order mark, and a byte 0x85 inside a character (not a break).
    session = pbn.loads(by_id["151"].data)
    assert session.games[0].value("Event") == "群组IMP赛 20201117 牌号 3/8"
    assert 'Font:Event "@微软雅黑",10,400,0' in [c.text for c in session.header]
    # Two games without a blank line (BridgeComposer): read as two games, leniently.
    strict_error = pytest.raises(AtoutError, match="already has a \\[Event\\]")
    with strict_error:
        pbn.loads(by_id["099"].data)
    lenient = pbn.loads(by_id["099"].data, strict=False)
    assert [p.message for p in lenient.problems] == [
        "a second [Event] without a blank line before it: a new game"
    ]
    # Repeated notes, in order.
    notes = next(g.notes for g in pbn.loads(by_id["004"].data).games if g.notes)
    assert [n.value for n in notes] == [
        "1: non-forcing 6-9 points, 6-card",
        "2: two colors: clubs and diamonds",
    ]


def test_atouts_own_files_round_trip_byte_for_byte() -> None:
    from tests.reference_data import DATA, REFERENCE_PBN

    own = [
        *sorted((DATA.parent / "golden" / "club").glob("*.pbn")),
        *sorted(REFERENCE_PBN.glob("*.pbn")),
    ]
    assert len(own) == 6
    for path in own:
        data = path.read_bytes()
        assert pbn.encode(pbn.dumps(pbn.loads(data))) == data, path.name

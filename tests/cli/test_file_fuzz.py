"""The command's file readers never crash: a bounded hypothesis run (issue 15).

Every command that reads a file gets mutated pieces of files of its kind (the
small PBN files of each producer's quirk and the club sessions, LIN and USEBIO
written from them, the seeds' rubber sheets, Chicago, series and tarot
sheets), and strings of pieces that broke readers before:
it exits 0 with output (``rescore --check`` 1 with the figures that differ), or 2 with
a message on stderr and nothing on stdout — never another status, never a traceback.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from atout.cli import main
from tests.formats.fuzzing import PIECES, mutated
from tests.reference_data import QUIRKS_PBN, REFERENCE_PBN, SEEDS, SHEETS

#: The file commands: what each runs ({file}: the fuzzed file) and the kind of file it reads.
COMMANDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "rescore": ("pbn", ("bridge", "rescore", "{file}", "--json", "--lenient")),
    "rescore-check": ("pbn", ("bridge", "rescore", "{file}", "--check")),
    "convert-pbn": ("any", ("convert", "{file}", "--to", "pbn", "--lenient")),
    "convert-lin": ("pbn", ("convert", "{file}", "--to", "lin", "--lenient")),
    "convert-usebio": ("pbn", ("convert", "{file}", "--to", "usebio", "--lenient")),
    "handrecord-html": ("pbn", ("bridge", "handrecord", "{file}", "-o", "{out}.html")),
    "rubber": ("rubber", ("bridge", "rubber", "{file}", "--json")),
    "chicago": ("chicago", ("bridge", "chicago", "{file}", "--json")),
    "series": ("series", ("bridge", "series", "{file}", "--json")),
    "tarot-session": ("tarot", ("tarot", "session", "{file}", "--json")),
}


@cache
def _sources(kind: str) -> list[bytes]:
    """Real files of ``kind`` (``any``: every kind)."""
    if kind == "any":
        return [data for k in ("pbn", "lin", "usebio", "rubber") for data in _sources(k)]
    if kind == "pbn":
        files = [*sorted(QUIRKS_PBN.glob("*.pbn")), *sorted(REFERENCE_PBN.glob("*.pbn"))]
        return [p.read_bytes() for p in files]
    if kind in ("lin", "usebio"):
        runner = CliRunner()
        written = []
        for source in sorted(REFERENCE_PBN.glob("*.pbn")):
            result = runner.invoke(main, ["convert", str(source), "--to", kind])
            assert result.exit_code == 0, result.output
            written.append(result.stdout_bytes)
        return written
    if kind == "rubber":
        return [p.read_bytes() for p in sorted(SEEDS.glob("*.rubber"))]
    return [p.read_bytes() for p in sorted(SHEETS.glob(f"*.{kind}"))]


def _run(tmp: Path, name: str, data: bytes) -> None:
    path = tmp / "input"
    path.write_bytes(data)
    args = [a.format(file=path, out=tmp / "out") for a in COMMANDS[name][1]]
    result = CliRunner().invoke(main, args, catch_exceptions=True)
    shown = f"{name} on {data[:80]!r}"
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        shown,
        result.exception,
    )
    # rescore --check exits 1 listing the published figures that differ (its --help)
    allowed = (0, 1, 2) if name == "rescore-check" else (0, 2)
    assert result.exit_code in allowed, (shown, result.exit_code, result.stderr)
    if result.exit_code == 2:
        assert result.stdout == "" and result.stderr.strip(), shown


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_real_files_are_read(name: str, tmp_path: Path) -> None:
    """Unmutated, the sources are read (the fuzzing starts from files that work)."""
    kind, args = COMMANDS[name]
    path = tmp_path / "input"
    for data in _sources(kind)[-3:]:
        path.write_bytes(data)
        words = [a.format(file=path, out=tmp_path / "out") for a in args]
        result = CliRunner().invoke(main, words)
        if kind == "any" and data in _sources("rubber"):  # a sheet holds no board: refused
            assert result.exit_code == 2 and "no board" in result.stderr
            continue
        assert result.exit_code == 0 or (name == "rescore-check" and result.exit_code == 1), (
            data[:200],
            result.stderr,
        )


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_mutated_real_files(name: str, tmp_path: Path) -> None:
    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.randoms(use_true_random=False))
    def check(rng: random.Random) -> None:
        _run(tmp_path, name, mutated(rng, _sources(COMMANDS[name][0]), size=3000))

    check()


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_pieces_and_bytes(name: str, tmp_path: Path) -> None:
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.sampled_from(PIECES) | st.binary(max_size=20), max_size=30))
    def check(parts: list[bytes]) -> None:
        _run(tmp_path, name, b"".join(parts))

    check()

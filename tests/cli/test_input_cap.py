"""Every command that reads a file refuses one over 10 MB (README), found by walking them.

Each parameter of the ``atout`` tree that reads a file (an :class:`InputText`, or a
``click.Path`` that must exist) is listed in :data:`READERS` with a command line
that reads it: a new one must be added, and each is refused on an 11 MB file with
one line and exit 2.
"""

from __future__ import annotations

from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.cli.common import InputText
from tests.reference_data import shared_reference

SEED = "00112233445566778899aabbccddeeff"
#: A command line reading each file parameter (``{}``: the file), by command and parameter.
READERS = {
    "bridge analyse file": ["bridge", "analyse", "{}"],
    "bridge chicago file": ["bridge", "chicago", "{}"],
    "bridge deal against": [
        *("bridge", "deal", "--verify", SEED, "--commitment", "0" * 64),
        *("--boards", "1", "--against", "{}"),
    ],
    "bridge handrecord file": ["bridge", "handrecord", "{}", "-o", "x.pdf"],
    "bridge movement check source": ["bridge", "movement", "check", "{}"],
    "bridge pbn check path": ["bridge", "pbn", "check", "{}"],
    "bridge rescore path": ["bridge", "rescore", "{}"],
    "bridge rescore vp_scale_csv": [
        *("bridge", "rescore", "--check", "{teams}", "--vp-scale-csv", "{}"),
    ],
    "bridge rubber file": ["bridge", "rubber", "{}"],
    "bridge series file": ["bridge", "series", "{}"],
    "bridge swiss next state": ["bridge", "swiss", "next", "{}"],
    "bridge vp scale_csv": ["bridge", "vp", "10", "--boards", "8", "--scale-csv", "{}"],
    "convert path": ["convert", "{}", "--to", "lin"],
    "tarot session file": ["tarot", "session", "{}"],
}


def _readers(command: click.Command, ctx: click.Context, path: str) -> Iterator[str]:
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            found = command.get_command(ctx, name)
            assert found is not None
            yield from _readers(found, ctx, f"{path} {name}".strip())
        return
    for param in command.params:
        kind = param.type
        if isinstance(kind, InputText) or (isinstance(kind, click.Path) and kind.exists):
            yield f"{path} {param.name}"


def test_every_file_parameter_is_listed() -> None:
    assert set(_readers(main, click.Context(main), "")) == set(READERS)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("cap")
    big = folder / "big.txt"
    big.write_bytes(b"% a comment line, eleven megabytes of it\n" * 270_000)
    assert big.stat().st_size > 11_000_000
    teams = shared_reference("usebio") / "ebu-example-multiple-teams_TeamsScorer-5.1.17.xml"
    return {"{}": str(big), "{teams}": str(teams)}


@pytest.mark.parametrize("name", sorted(READERS))
def test_a_file_over_10_mb_is_refused(name: str, files: dict[str, str]) -> None:
    args = [files.get(arg, arg) for arg in READERS[name]]
    result = CliRunner().invoke(main, ["--lang", "en", *args])
    assert result.exit_code == 2, (result.output, result.exception)
    assert result.stdout == ""
    line = result.stderr.strip().splitlines()[-1]
    assert line.endswith(f"{files['{}']!r} is larger than 10 MB: split it"), line

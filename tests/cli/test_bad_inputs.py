"""Every command refuses bad input the same way (issue 15): exit status 2, a message on
stderr that quotes the value and says what is valid, nothing on stdout.

Most commands run in this process (click's runner); ``atout serve`` and ``atout director``,
which would start a server or write a database if they took the input, run as
subprocesses, killed if they hang (a server that started).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main

ROOT = Path(__file__).resolve().parents[2]
#: When a subprocess is taken to hang: a server that started instead of refusing.
HANG = 60.0
HUGE = "9" * 5000
NESTED = "[" * 100_000 + "]" * 100_000


@dataclass(frozen=True)
class Bad:
    """A command line that must be refused, and the text its message must hold."""

    args: tuple[str, ...]
    shown: str
    stdin: bytes = b""
    env: dict[str, str] = field(default_factory=dict)
    subprocess: bool = False

    def __str__(self) -> str:
        words = " ".join(self.args)
        env = " ".join(f"{k}={v}" for k, v in self.env.items())
        text = f"{env} {words}".strip()
        text = text if len(text) <= 60 else text[:57] + "..."
        return f"{text} < {self.stdin[:12]!r}" if self.stdin else text


def bad(*args: str, shown: str, **options: object) -> Bad:
    return Bad(tuple(args), shown, **options)  # type: ignore[arg-type]


#: Files the cases name as {name}: written by the ``files`` fixture.
FILES: dict[str, bytes] = {
    "binary": bytes(range(256)),
    "utf16": "NS 4H=\n".encode("utf-16"),
    "bom-latin1": b"\xef\xbb\xbfNS 4H=\n\xe9t\xe9\n",
    "rubber-exponent": b"NS 4H+1e9\n",
    "rubber-honours": "NS 4H= honours NS ²\n".encode(),
    "chicago-huge": f"N 4H+{HUGE}\n".encode(),
    "series-superscript": "² N 4H=\n".encode(),
    "series-huge": f"{HUGE} N 4H=\n".encode(),
    "nested": NESTED.encode(),
    "json-list": b"[1, 2]",
    "tarot-dealer": "players: A, B, C, D\ndealer: ²\npass\n".encode(),
    "tarot-nan": b"players: A, B, C, D\ngarde taker=1 points=nan bouts=2\n",
    "tarot-impossible": b"players: A, B, C, D\ngarde-contre taker=1 points=91 bouts=3\n",
    "rubber-ok": b"NS 4H=\n",
}
TAROT = ("tarot", "score", "--players", "4", "--taker", "1", "--contract", "garde")
BRIDGE_PLAY = ("bridge", "play", "--deal", "N:AKQJ.T98.765.432 - - -", "--contract", "4S")
DIRECTOR = ("director", "create", "ann", "--password-stdin")

CASES = [
    # atout bridge score
    bad("bridge", "score", "4H+²", shown="'4H+²' is not a result"),
    bad("bridge", "score", f"4H+{HUGE}", shown="'4H+99999999", subprocess=False),
    bad("bridge", "score", "4H\x01=", shown="'4H\\x01=' holds a control character"),
    bad("bridge", "score", "-", stdin=b"\x00\x01\xff", shown="standard input is not text"),
    bad("bridge", "score", "-", stdin="4H=\n".encode("utf-16"), shown="standard input is UTF-16"),
    bad("bridge", "score", "-", stdin="4H+²\n".encode(), shown="line 1 '4H+²'"),
    bad("bridge", "score", "-", stdin=b"4H=\n\xff\n", shown="standard input is not UTF-8 text"),
    bad("bridge", "score", "-", stdin=b"4H=\n" * 2_600_000, shown="standard input is larger than"),
    # atout bridge rubber | chicago | series
    bad("bridge", "rubber", "{binary}", shown="binary' is not text"),
    bad("bridge", "rubber", "{utf16}", shown="utf16' is UTF-16 text: save it as UTF-8"),
    bad("bridge", "rubber", "{bom-latin1}", shown="(byte 0xe9 at offset 10): save it as UTF-8"),
    bad("bridge", "rubber", "{rubber-exponent}", shown="'NS 4H+1e9'"),
    bad("bridge", "rubber", "{rubber-honours}", shown="'NS 4H= honours NS ²'"),
    bad("bridge", "rubber", "{missing}", shown="missing' cannot be read: No such file"),
    bad("bridge", "rubber", "{directory}", shown="directory' cannot be read: Is a directory"),
    bad("bridge", "rubber", "/dev/zero", shown="'/dev/zero' is larger than 10 MB"),
    bad("bridge", "rubber", "{rubber-ok}", "--stake", "1e999999", shown="'1e999999' is not an"),
    bad("bridge", "rubber", "{rubber-ok}", "--stake", "nan", shown="'nan' is not an amount"),
    bad("bridge", "rubber", "{rubber-ok}", "--stake", "-1", shown="'-1' is not an amount"),
    bad("bridge", "rubber", "{rubber-ok}", "--stake", "1e400", shown="'1e400' is not an amount"),
    bad("bridge", "rubber", "{rubber-ok}", "--stake", "inf", shown="'inf' is not an amount"),
    bad("bridge", "rubber", "{rubber-ok}", "--unfinished-partscore", "75", shown="'75'"),
    bad("bridge", "chicago", "{binary}", shown="binary' is not text"),
    bad("bridge", "chicago", "{utf16}", shown="utf16' is UTF-16 text"),
    bad("bridge", "chicago", "{chicago-huge}", shown="'N 4H+99999"),
    bad("bridge", "series", "{series-superscript}", shown="'² N 4H=' is not a series board"),
    bad("bridge", "series", "{series-huge}", shown="'99999999"),
    bad("bridge", "series", "{binary}", shown="binary' is not text"),
    # atout bridge auction | deal | play
    bad("bridge", "auction", "--dealer", "N", *["P"] * 400, shown="400 calls given: give at most"),
    bad("bridge", "auction", "--dealer", "N\x01", "P", shown="'N\\x01' holds a control"),
    bad("bridge", "auction", "--dealer", "N", "²H", shown="'²H'"),
    bad("bridge", "deal", "--boards", "1-100000000", shown="'1-100000000' is not a board range"),
    bad("bridge", "deal", "--boards", "²", shown="'²' is not a list of boards"),
    bad("bridge", "deal", "--boards", "0", shown="'0' is not a board range: use boards 1 to 128"),
    bad("bridge", "deal", "--seed", "²", shown="'²' is not a dealing seed"),
    bad("bridge", "deal", "--seed", HUGE, shown="'99999999"),
    bad("bridge", "deal", "--seed", "-1", shown="'-1' is not a dealing seed"),
    bad(*BRIDGE_PLAY, "--declarer", "N", *["SA"] * 60, shown="60 cards given: give at most 52"),
    bad(*BRIDGE_PLAY, "--declarer", "N\x01", shown="'N\\x01' holds a control character"),
    # atout bridge imps | vp
    bad("bridge", "imps", "²", shown="'²' is not valid: use a whole number from -20000 to 20000"),
    bad("bridge", "imps", HUGE, shown="'99999999"),
    bad("bridge", "imps", "99999", shown="'99999' is not valid"),
    bad("bridge", "vp", "--boards", "99999999999", "5", shown="'99999999999' is not valid"),
    bad("bridge", "vp", "--boards", "0", "5", shown="'0' is not valid: use a whole number from 1"),
    bad("bridge", "vp", "--boards", "16", "²", shown="'²' is not valid"),
    bad("bridge", "vp", "--boards", "16", "--", "-99999", shown="'-99999' is not valid"),
    # atout bridge movement
    bad("bridge", "movement", "mitchell", "--tables", "1000000", shown="'1000000' is not valid"),
    bad("bridge", "movement", "mitchell", "--tables", "²", shown="'²' is not valid"),
    bad(
        *("bridge", "movement", "mitchell", "--tables", "7", "--boards-per-round", "100000000"),
        shown="'100000000' is not valid: use a whole number from 1 to 10",
    ),
    bad("bridge", "movement", "mitchell", "--tables", "7", "--rounds", "0", shown="'0' is not"),
    bad(
        *("bridge", "movement", "mitchell", "--tables", "7", "--rounds", "9"),
        shown="9 rounds: this 7-table Mitchell has 1 to 7",
    ),
    bad("bridge", "movement", "mitchell", "--tables", "7", "--phantom", "99999", shown="'99999'"),
    bad("bridge", "movement", "mitchell", "--tables", "7", "--phantom", "5\x01", shown="'5\\x01'"),
    bad(
        *("bridge", "movement", "mitchell", "--tables", "7", "--switch-round", "0"),
        shown="'0' is not valid: use a whole number from 1",
    ),
    bad("bridge", "movement", "howell", "--tables", "21", shown="'21' is not valid: use a whole"),
    bad("bridge", "movement", "suggest", "--pairs", "1000000", shown="'1000000' is not valid"),
    bad("bridge", "movement", "check", "{binary}", shown="binary' is not text"),
    bad("bridge", "movement", "check", "{utf16}", shown="utf16' is UTF-16 text"),
    bad("bridge", "movement", "check", "{nested}", shown="'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["),
    bad("bridge", "movement", "check", "{json-list}", shown="'[1, 2]' is not a movement"),
    bad("bridge", "movement", "check", "-", stdin=NESTED.encode(), shown="nested too deeply"),
    # atout bridge rescore | pbn check: what the command line itself refuses
    bad("bridge", "rescore", "{missing}", shown="missing' does not exist"),
    bad("bridge", "pbn", "check", "{directory}", shown="directory' is a directory"),
    # atout tarot score | session
    bad(*TAROT[:3], "6", *TAROT[4:], "--points", "43", "--bouts", "2", shown="'6' is not valid"),
    bad(*TAROT[:3], "²", *TAROT[4:], "--points", "43", "--bouts", "2", shown="'²' is not valid"),
    bad(*TAROT[:5], HUGE, *TAROT[6:], "--points", "43", "--bouts", "2", shown="'99999999"),
    bad(*TAROT, "--points", "nan", "--bouts", "2", shown="points: 'nan' is not a number"),
    bad(*TAROT, "--points", "inf", "--bouts", "2", shown="points: 'inf' is not a number"),
    bad(*TAROT, "--points", "1e400", "--bouts", "2", shown="points: '1e400' is not a number"),
    bad(*TAROT, "--points", "4²", "--bouts", "2", shown="points: '4²' is not a number"),
    bad(*TAROT, "--points", "43", "--bouts", "²", shown="bouts: '²' is not a whole number"),
    bad(*TAROT, "--points", "43", "--bouts", HUGE, shown="'99999999"),
    bad(*TAROT, "--points", "12", "--bouts", "3", shown="points: 12 with 3 bouts is not valid"),
    bad(
        *TAROT,
        "--points",
        "43",
        "--bouts",
        "2",
        "--poignee",
        "²:simple",
        shown="poignee: '²' is not a seat",
    ),
    bad(*TAROT, "--points", "43", "--bouts", "2", "--rules", "fft\x01", shown="'fft\\x01'"),
    bad(*TAROT, "--cards", "T1," * 200, shown="is too long: use at most 400 characters"),
    bad(*TAROT, "--points", "43", "--bouts", "2", "--excuse", "²", shown="excuse: '²' is not"),
    bad(*TAROT, "--points", "43", "--bouts", "2", "--excuse", "owes", shown="'owes' goes with"),
    bad(
        *TAROT,
        *("--points", "43", "--bouts", "2"),
        *[word for seat in range(6) for word in ("--poignee", f"{seat}:simple")],
        shown="6 poignées given: give at most 5",
    ),
    bad("tarot", "session", "{binary}", shown="binary' is not text"),
    bad("tarot", "session", "{utf16}", shown="utf16' is UTF-16 text"),
    bad("tarot", "session", "{missing}", shown="missing' cannot be read"),
    bad("tarot", "session", "{tarot-dealer}", shown="dealer: '²' is not a seat"),
    bad("tarot", "session", "{tarot-nan}", shown="points: 'nan' is not a number"),
    bad("tarot", "session", "{tarot-impossible}", shown="with 3 bouts use 14 to 86"),
    # atout serve: refused before any server starts
    bad(
        "serve", "--port", "99999", shown="'99999' is not valid: use a whole number from 1 to 65535"
    ),
    bad("serve", "--port", "²", shown="'²' is not valid", subprocess=True),
    bad("serve", "--workers", "0", shown="'0' is not valid: use a whole number from 1 to 32"),
    bad("serve", "--host", "local\x01host", shown="'local\\x01host' holds a control character"),
    bad(
        *("serve", "--database-url", "nonsense"),
        shown="--database-url / ATOUT_DATABASE_URL: 'nonsense' is not valid: use sqlite:///",
        subprocess=True,
    ),
    bad(
        *("serve", "--database-url", "postgresql://atout:secret@127.0.0.1:1/atout"),
        shown="the database 'postgresql://atout:***@127.0.0.1:1/atout' cannot be opened",
        subprocess=True,
    ),
    bad(
        *("serve", "--database-url", "sqlite:////nonexistent/dir/atout.db"),
        shown="the database 'sqlite:////nonexistent/dir/atout.db' cannot be opened",
        subprocess=True,
    ),
    bad("serve", shown="ATOUT_THREADS: '0' is not valid: use 1 to 64", env={"ATOUT_THREADS": "0"}),
    bad("serve", shown="ATOUT_PORT: '99999' is not valid", env={"ATOUT_PORT": "99999"}),
    bad("serve", shown="ATOUT_THREADS: '²' is not valid", env={"ATOUT_THREADS": "²"}),
    bad("serve", shown="ATOUT_LANGUAGE: 'de' is not valid", env={"ATOUT_LANGUAGE": "de"}),
    # atout director create
    bad(
        *("director", "create", "a\x01b", "--password-stdin"),
        stdin=b"correct horse\n",
        shown="'a\\x01b' holds a control character: use printable text",
    ),
    bad(
        *("director", "create", "x" * 101, "--password-stdin"),
        stdin=b"correct horse\n",
        shown="(101 characters) is too long: use at most 100 characters",
    ),
    bad(
        *DIRECTOR,
        "--database-url",
        "nonsense",
        stdin=b"correct horse\n",
        shown="'nonsense' is not valid: use sqlite:///",
    ),
    bad(
        *DIRECTOR,
        stdin=b"correct horse\n",
        env={"ATOUT_THREADS": "0"},
        shown="ATOUT_THREADS: '0' is not valid: use 1 to 64",
    ),
    bad(
        *DIRECTOR,
        stdin=b"\xff\xfe\x00\n",
        shown="the password on standard input is",
        env={"ATOUT_DATABASE_URL": "sqlite:///{directory}/atout.db"},
    ),
    bad(
        *DIRECTOR,
        stdin=b"short\n",
        shown="the password is too short: use at least 8 characters",
        env={"ATOUT_DATABASE_URL": "sqlite:///{directory}/atout.db"},
    ),
]
#: The commands that could start a server or write a database run apart, killed at 5 s.
APART = ("serve", "director")


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("bad-inputs")
    paths = {"missing": str(folder / "missing"), "directory": str(folder / "directory")}
    (folder / "directory").mkdir()
    for name, data in FILES.items():
        (folder / name).write_bytes(data)
        paths[name] = str(folder / name)
    return paths


def _fill(text: str, files: dict[str, str]) -> str:
    for name, path in files.items():
        text = text.replace("{" + name + "}", path)
    return text


def _run(case: Bad, files: dict[str, str]) -> tuple[int, str, str]:
    args = [_fill(arg, files) for arg in case.args]
    env = {key: _fill(value, files) for key, value in case.env.items()}
    if case.subprocess or case.args[0] in APART:
        clean = {k: v for k, v in os.environ.items() if not k.startswith("ATOUT_")}
        done = subprocess.run(
            [sys.executable, "-m", "atout", *args],
            input=case.stdin,
            env={**clean, "PYTHONPATH": str(ROOT / "src"), **env},
            capture_output=True,
            timeout=HANG,
        )
        return done.returncode, done.stdout.decode(), done.stderr.decode()
    result = CliRunner().invoke(main, args, input=case.stdin, env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("case", CASES, ids=[str(case) for case in CASES])
def test_a_bad_input_exits_2_quoting_it_with_nothing_on_stdout(
    case: Bad, files: dict[str, str]
) -> None:
    code, out, err = _run(case, files)
    assert (code, out) == (2, ""), err
    assert _fill(case.shown, files) in err
    assert "Traceback" not in err

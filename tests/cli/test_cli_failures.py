"""Every command line failure a probe found outside atout's errors (issue 27): one line on
stderr, exit status 2, the input quoted; and the limits the README promises (10 MB on every
file read, ``--jobs`` 1 to 64, a series' boards 1 to 8)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main

ROOT = Path(__file__).resolve().parents[2]
IMP_FILE = ROOT / "tests" / "data" / "pbn-quirks" / "okbridge-cross-imps.pbn"
LIN = "pn|a,b,c,d|md|1SAKQJHT98D765C432,S432HAKQJDT98C765,S765H432DAKQJCT98,|sv|o|\n"


def refused(*args: str, lang: str = "en") -> str:
    """The one line a refused command writes on stderr (nothing on stdout)."""
    result = CliRunner().invoke(main, ["--lang", lang, *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    return lines[-1]


def test_a_usebio_file_declaring_an_unknown_encoding(tmp_path: Path) -> None:
    path = tmp_path / "x.xml"
    path.write_bytes(b'<?xml version="1.0" encoding="x-nope"?><USEBIO Version="1.2"/>')
    assert refused("convert", str(path), "--to", "pbn") == (
        "error: not a USEBIO file: its encoding 'x-nope' is not known: use UTF-8 or ISO-8859-1"
    )
    assert refused("convert", str(path), "--to", "pbn", lang="fr") == (
        "erreur\u00a0: ce n’est pas un fichier USEBIO\u00a0: "
        "son codage 'x-nope' est inconnu\u00a0: utilisez UTF-8 ou ISO-8859-1"
    )


@pytest.mark.parametrize("column", ["Result", "Declarer"])
def test_rescore_check_of_an_imp_file_missing_a_column(tmp_path: Path, column: str) -> None:
    text = IMP_FILE.read_text()
    spec = "Rank\\1R;Contract\\5L;Declarer\\1;Result\\2R;Score_NS\\5R;IMP_NS\\6R;Multiplicity"
    assert spec in text
    dropped = ";".join(c for c in spec.split(";") if not c.startswith(column))
    path = tmp_path / "imps.pbn"
    keep = spec.split(";").index(next(c for c in spec.split(";") if c.startswith(column)))
    lines = []
    for line in text.replace(spec, dropped).splitlines():
        words = line.split()
        lines.append(" ".join(words[:keep] + words[keep + 1 :]) if len(words) == 7 else line)
    path.write_text("\n".join(lines) + "\n")
    assert refused("bridge", "rescore", "--check", str(path)) == (
        "error: the contract '4S' has no declarer or no result"
    )


def test_a_lin_play_past_the_last_trick(tmp_path: Path) -> None:
    ranks = "AKQJT98765432"
    deal = f"md|1S{ranks},H{ranks},D{ranks},C{ranks}|mb|1N|mb|p|mb|p|mb|p|"
    play = "".join(f"pc|H{r}|pc|D{r}|pc|C{r}|pc|S{r}|" for r in ranks)
    path = tmp_path / "x.lin"
    path.write_text(deal + play + "pc|SA|mc|0|\n")
    assert refused("convert", str(path), "--to", "pbn") == (
        "error: cannot play ♠A: play is over (13 tricks played)"
    )


def test_movement_check_with_a_five_thousand_digit_number(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    path.write_text('{"kind": "mitchell", "tables": ' + "9" * 5000 + "}")
    assert refused("bridge", "movement", "check", str(path)) == (
        "error: '9999999999999999999999999999999999999999'… (5000 characters) "
        "is not a number of a movement: use at most 12 digits"
    )


@pytest.mark.parametrize("command", [["export"], ["publish", "--out", "site"]])
def test_club_session_numbers_beyond_the_database(command: list[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.db'}"
    line = refused("club", *command, "99999999999999999999", "--database-url", url)
    assert "'99999999999999999999' is not valid: use a whole number from 1 to 2147483647" in line


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("nope://", "--database-url / ATOUT_DATABASE_URL: 'nope://' is not valid: use sqlite"),
        ("sqlite:////no/such/folder/x.db", "cannot be opened (unable to open database file)"),
    ],
)
def test_club_list_on_a_bad_database_url(url: str, shown: str) -> None:
    assert shown in refused("club", "list", "--database-url", url)


def test_writing_to_a_missing_folder(tmp_path: Path) -> None:
    source = tmp_path / "x.lin"
    source.write_text(LIN)
    target = str(tmp_path / "no" / "x.pbn")
    assert refused("convert", str(source), "--to", "pbn", "-o", target) == (
        f"error: {target!r} cannot be written (No such file or directory): "
        "give a file in a folder you may write to"
    )
    assert refused("convert", str(source), "--to", "pbn", "-o", target, lang="fr") == (
        f"erreur\u00a0: {target!r} ne peut pas être écrit "
        "(aucun fichier ou dossier de ce nom)\u00a0: "
        "donnez un fichier dans un dossier où vous pouvez écrire"
    )


@pytest.fixture(scope="module")
def eleven_mb(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("big") / "big.pbn"
    path.write_bytes(b"% a comment line of PBN, ten megabytes of it\n" * 230_000)
    assert path.stat().st_size > 10_000_000
    return str(path)


@pytest.mark.parametrize(
    "args",
    [
        ["convert", "{}", "--to", "lin"],
        ["bridge", "rescore", "{}"],
        ["bridge", "rescore", "--check", "{}"],
        ["bridge", "pbn", "check", "{}"],
        ["bridge", "analyse", "{}"],
        ["bridge", "handrecord", "{}", "-o", "x.pdf"],
        ["bridge", "vp", "10", "--boards", "8", "--scale-csv", "{}"],
    ],
    ids=lambda a: " ".join(a[:3]),
)
def test_the_ten_mb_cap_on_every_file_read(args: list[str], eleven_mb: str) -> None:
    line = refused(*(eleven_mb if a == "{}" else a for a in args))
    assert line.endswith(f"{eleven_mb!r} is larger than 10 MB: split it")


@pytest.mark.parametrize("jobs", ["0", "65", "9" * 30])
def test_analyse_jobs_from_1_to_64(jobs: str, tmp_path: Path) -> None:
    path = tmp_path / "x.pbn"
    path.write_text('[Board "1"]\n')
    line = refused("bridge", "analyse", str(path), "--jobs", jobs)
    assert "is not valid: use a whole number from 1 to 64" in line


def test_a_series_has_boards_1_to_8(tmp_path: Path) -> None:
    path = tmp_path / "s.series"
    path.write_text("9 N 3NT=\n")
    assert refused("bridge", "series", str(path)) == (
        "error: line 1 '9 N 3NT=': 9 is not a board of a series: use 1 to 8"
    )

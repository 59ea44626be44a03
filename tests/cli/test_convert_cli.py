"""``atout convert``: PBN to LIN and USEBIO and back."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from atout.cli import main
from atout.formats import lin, pbn, usebio
from tests.reference_data import REFERENCE_PBN

SESSION = REFERENCE_PBN / "club-pairs-2016-01-06.pbn"


def _convert(path: Path, to: str, tmp_path: Path) -> Path:
    output = tmp_path / f"out.{to}"
    result = CliRunner().invoke(main, ["convert", str(path), "--to", to, "-o", str(output)])
    assert result.exit_code == 0, result.output
    return output


def test_pbn_to_usebio_and_back(tmp_path: Path) -> None:
    xml = _convert(SESSION, "usebio", tmp_path)
    session = usebio.loads(xml.read_bytes())
    assert session == usebio.from_pbn(pbn.loads(SESSION.read_bytes()))
    back = _convert(xml, "pbn", tmp_path)
    assert usebio.from_pbn(pbn.loads(back.read_bytes())) == session


def test_pbn_to_lin_and_back(tmp_path: Path) -> None:
    text = _convert(SESSION, "lin", tmp_path).read_text()
    boards = lin.loads(text)
    assert len(boards) == 24
    games = pbn.loads(_convert(tmp_path / "out.lin", "pbn", tmp_path).read_bytes()).games
    original = pbn.loads(SESSION.read_bytes()).games
    assert [g.deal for g in games] == [g.deal for g in original]


def test_bad_input_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.xml"
    path.write_text("<USEBIO><EVENT><SESSION><SECTION><BOARD><BOARD_NUMBER>²</BOARD_NUMBER>")
    result = CliRunner().invoke(main, ["convert", str(path), "--to", "pbn"])
    assert result.exit_code == 2 and "error:" in result.output

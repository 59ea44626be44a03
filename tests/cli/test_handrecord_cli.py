"""``atout bridge handrecord``: a PBN file's hand records as HTML or PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from atout.bridge.dealing import DealingSeed, seeded_boards
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par
from atout.cli import main
from atout.formats import pbn
from atout.formats.pbn.analysis import with_analysis

ANALYSIS = BoardAnalysis(DDTable((7,) * 20), Par.parse("NS 0: Pass"))


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["bridge", "handrecord", *args])


def _file(tmp_path: Path, boards: int, analysed: bool) -> Path:
    games = []
    for board in seeded_boards(DealingSeed(bytes(16)), range(1, boards + 1)):
        assert board.deal is not None
        tags = [
            pbn.Tag("Event", "Mardi"),
            pbn.Tag("Board", str(board.number)),
            pbn.Tag("Dealer", str(board.dealer)),
            pbn.Tag("Vulnerable", str(board.vulnerability)),
            pbn.Tag("Deal", board.deal.to_pbn(board.dealer)),
        ]
        game = pbn.Game(tuple(tags))
        games.append(with_analysis(game, ANALYSIS) if analysed else game)
    path = tmp_path / "mardi.pbn"
    path.write_bytes(pbn.encode(pbn.dumps(pbn.PbnFile(tuple(games)))))
    return path


def test_html_from_the_files_analysis(tmp_path: Path) -> None:
    out = tmp_path / "mardi.html"
    result = run(str(_file(tmp_path, 5, analysed=True)), "--per-page", "2", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert result.stderr == ""  # nothing solved: the file had the analysis
    html = out.read_text(encoding="utf-8")
    assert html.count('class="sheet"') == 3 and "Donne 5" in html and "Mardi" in html
    assert "Par\u00a0: <strong>N-S +0</strong>" in html and "passe générale" in html


def test_english_without_analysis_on_stdout(tmp_path: Path) -> None:
    result = run(str(_file(tmp_path, 2, analysed=False)), "--lang", "en", "--no-analysis")
    assert result.exit_code == 0, result.output
    assert "Board 2" in result.stdout and "Double-dummy" not in result.stdout


@pytest.mark.slow
def test_missing_analysis_is_solved_and_a_pdf_written(tmp_path: Path) -> None:
    out = tmp_path / "mardi.pdf"
    result = run(str(_file(tmp_path, 2, analysed=False)), "-o", str(out), "--jobs", "1")
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("2 boards analysed in ")
    assert out.read_bytes().startswith(b"%PDF-")


def test_bad_output_and_per_page(tmp_path: Path) -> None:
    source = str(_file(tmp_path, 1, analysed=True))
    wrong = run(source, "-o", str(tmp_path / "out.docx"))
    assert wrong.exit_code == 2 and "write the hand records to a .pdf or .html file" in wrong.stderr
    assert run(source, "--per-page", "5").exit_code == 2

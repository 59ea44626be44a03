"""Each line of the command says its words once, through the catalog, in English as in
French: the count agrees with its noun, and a provisional file's reason is given once."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from atout.cli import main
from tests.reference_data import REFERENCE_PBN

NB = "\u00a0"  # French sets a no-break space before : and ;
#: One board, one result, scored at Butler: the datum is the score itself, 0 IMPs each.
ONE_RESULT = (
    '[Board "1"]\n[Vulnerable "None"]\n[Scoring "IMP;Butler"]\n'
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;IMP_NS;IMP_EW"]\n'
    "1 2 4S N 10 0 0\n"
)


def _run(lang: str, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--lang", lang, *args], env={"ATOUT_LANG": ""})
    return result.exit_code, result.stdout


def test_one_result_is_one_score_on_one_board(tmp_path: Path) -> None:
    path = tmp_path / "one.pbn"
    path.write_text(ONE_RESULT, "utf-8")
    assert _run("en", "bridge", "rescore", str(path), "--check") == (
        0,
        'one.pbn: scored at Butler ([Scoring "IMP;Butler"]): 1 score on 1 board and '
        "0 final results agree with the file\n",
    )
    assert _run("fr", "bridge", "rescore", str(path), "--check") == (
        0,
        f'one.pbn{NB}: marqué en Butler ([Scoring "IMP;Butler"]){NB}: 1 marque sur 1 donne et '
        "0 résultat final concordent avec le fichier\n",
    )


def test_pbn_check_counts_one_game_and_one_problem() -> None:
    path = Path(__file__).parents[1] / "formats" / "fixtures" / "unknown_contract.pbn"
    code, out = _run("en", "bridge", "pbn", "check", str(path))
    assert (code, out.splitlines()[-1]) == (1, "unknown_contract.pbn: 1 game, 1 problem")
    code, out = _run("fr", "bridge", "pbn", "check", str(path))
    assert (code, out.splitlines()[-1]) == (1, f"unknown_contract.pbn{NB}: 1 donne, 1 problème")


def test_a_provisional_files_reason_is_said_once(tmp_path: Path) -> None:
    path = tmp_path / "mardi.pbn"
    header = "% PBN 2.1\n% PROVISIONAL: session running, 12 of 30 results\n"
    path.write_bytes(header.encode() + (REFERENCE_PBN / "club-pairs-2016-01-06.pbn").read_bytes())
    reasons = {
        "fr": f"provisoire{NB}: séance en cours, résultats{NB}: 12 sur 30",
        "en": "provisional: session running, 12 of 30 results",
    }
    for lang, reason in reasons.items():
        code, out = _run(lang, "bridge", "rescore", "--check", str(path))
        assert code == 0
        first, second = out.splitlines()
        assert first.endswith("le fichier" if lang == "fr" else "the file")
        assert second == f"mardi.pbn{NB if lang == 'fr' else ''}: {reason}"
        assert out.count(reason) == 1

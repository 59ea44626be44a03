"""The help of every command in French: its text, its options, click's own words (the
usage line's ``[OPTIONS] COMMANDE [ARGUMENTS]...``, the metavars, ``[par défaut : 3 ;
1<=x<=10]``) and the refusals that name an argument or a file."""

from __future__ import annotations

import errno
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.cli.common import os_reason
from atout.i18n import translate
from tests.catalogs import commands
from tests.english import english_words

#: English that only the command line would show: click's words and the metavars.
CLI_ENGLISH = re.compile(
    r"(?<![\w'’-])(Usage|Commands|Show|default|required|env var|COMMAND|ARGS|TEXT|INTEGER|"
    r"RANGE|FLOAT|FILE|PATH|RESULT|CALLS|CARDS|MARGIN|DIFFERENCES?|NAME|SEED|HASH|SESSION_ID|"
    r"from|for|each|every|boards|deals|players|write|print|stdin|stdout)(?![\w'’-])"
)
#: What a French help may show although it reads as English: the values an option takes
#: (``attack|defence``, ``[relay|skip]``), the words of a file format (a Chicago file's
#: ``PASS``, PBN's ``Score`` column, its ``[Event]`` tag), the calls and contracts as
#: the command reads them (``1H``, ``3NTX``), an example command line (in backquotes).
IDENTIFIERS = re.compile(
    r"[\w.-]+(?:\|[\w.-]+)+|\b(?:PASS|Score)\b|\[\w+\]"
    r"|\b[1-7](?:NT|SA|[CDHSPKTN])X{0,2}(?:[=+-]\d*)?(?!\w)|`[^`]*`"
)

COMMANDS = [ctx.command_path.split()[1:] for _, ctx in commands()]
#: The commands' own names, as a help writes them: after ``atout`` on the usage line and
#: first on each line of the commands' list (``atout director`` is a name, not a word;
#: the test's runner calls the program ``main``).
COMMAND_NAMES = re.compile(
    r"(?:atout|main)(?: [a-z][\w-]*)*|^ {2}(?!atout |main )[a-z][\w-]*", re.MULTILINE
)


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), env={"ATOUT_LANG": "", "COLUMNS": "200"})
    return result.exit_code, result.output + result.stderr


@pytest.mark.parametrize("path", COMMANDS, ids=[" ".join(p) or "atout" for p in COMMANDS])
def test_every_commands_help_is_french(path: list[str]) -> None:
    code, out = _run("--lang", "fr", *path, "--help")
    assert code == 0 and out.startswith("Utilisation\u00a0: ")
    text = IDENTIFIERS.sub("", COMMAND_NAMES.sub("", out))
    assert english_words(text) + CLI_ENGLISH.findall(text) == []


def test_every_option_has_a_help_text() -> None:
    missing = [
        f"{ctx.command_path} {param.opts[0]}"
        for command, ctx in commands()
        for param in command.get_params(ctx)
        if isinstance(param, click.Option) and not param.hidden and not param.help
    ]
    assert missing == []


def test_the_usage_line_of_a_group_and_of_a_command() -> None:
    _, out = _run("--lang", "fr", "bridge", "--help")
    assert out.splitlines()[0] == "Utilisation\u00a0: main bridge [OPTIONS] COMMANDE [ARGUMENTS]..."
    _, out = _run("--lang", "fr", "bridge", "play", "--help")
    assert out.splitlines()[0] == "Utilisation\u00a0: main bridge play [OPTIONS] [CARTES]..."
    assert "  Jouer CARTES (la couleur puis la hauteur A R D V 10 9 … 2, par exemple PR" in out
    _, out = _run("--lang", "en", "bridge", "--help")
    assert out.splitlines()[0] == "Usage: main bridge [OPTIONS] COMMAND [ARGS]..."


def test_an_options_metavar_and_its_bracket_in_french() -> None:
    _, out = _run("--lang", "fr", "bridge", "movement", "mitchell", "--help")
    out = re.sub("[ \n]+", " ", out)  # click wraps the lines at 80 columns
    nbsp = "\u00a0"
    assert f" --tables ENTIER Nombre de tables. [3<=x<=40{nbsp}; obligatoire] " in out
    assert (
        f" --boards-per-round ENTIER Étuis joués à chaque position. [par défaut{nbsp}: 3{nbsp}; "
        "1<=x<=10] "
    ) in out
    assert " --phantom TEXTE La paire absente d’une demi-table" in out
    assert " --even [relay|skip] Nombre pair de tables" in out
    _, out = _run("--lang", "fr", "bridge", "handrecord", "--help")
    out = re.sub("[ \n]+", " ", out)
    assert (
        " --per-page ENTIER Donnes par page, de 1 à 4. [par défaut\u00a0: 4\u00a0; 1<=x<=4]" in out
    )
    assert " -o, --output FICHIER out.pdf ou out.html" in out
    _, out = _run("--lang", "fr", "club", "export", "--help")
    assert out.splitlines()[0] == "Utilisation\u00a0: main club export [OPTIONS] ID_SÉANCE"
    assert "Écrire le fichier PBN de la séance ID_SÉANCE (l’export du directeur" in out


def test_the_english_help_keeps_clicks_words() -> None:
    _, out = _run("--lang", "en", "bridge", "movement", "mitchell", "--help")
    out = re.sub("[ \n]+", " ", out)
    assert " --tables INTEGER Number of tables. [3<=x<=40; required] " in out
    assert " --boards-per-round INTEGER Boards played at each round. [default: 3; 1<=x<=10] " in out


def test_a_missing_or_bad_argument_is_named_in_french() -> None:
    code, out = _run("--lang", "fr", "bridge", "vp", "--boards", "x")
    assert code == 2 and "Valeur non valable pour '--boards'" in out
    code, out = _run("--lang", "fr", "director", "create")
    assert code == 2 and out.splitlines()[-1] == "Erreur\u00a0: Argument manquant 'NOM'."
    code, out = _run("--lang", "en", "director", "create")
    assert code == 2 and out.splitlines()[-1] == "Error: Missing argument 'NAME'."


def test_a_file_that_cannot_be_read_in_french(tmp_path: Path) -> None:
    absent = str(tmp_path / "absent.json")
    code, out = _run("--lang", "fr", "bridge", "movement", "check", absent)
    assert code == 2 and out.splitlines()[-1] == (
        f"Erreur\u00a0: Valeur non valable pour 'SOURCE'\u00a0: '{absent}' ne peut pas être "
        "lu\u00a0: "
        "aucun fichier ou dossier de ce nom"
    )
    code, out = _run("--lang", "fr", "bridge", "rubber", str(tmp_path))
    assert code == 2 and out.splitlines()[-1] == (
        f"Erreur\u00a0: Valeur non valable pour 'FICHIER'\u00a0: '{tmp_path}' ne peut pas être "
        "lu\u00a0: "
        "c’est un dossier"
    )
    code, out = _run("--lang", "en", "bridge", "rubber", str(tmp_path))
    assert out.splitlines()[-1] == (
        f"Error: Invalid value for 'FILE': '{tmp_path}' cannot be read: Is a directory"
    )


def test_clicks_refusal_of_a_path_in_french(tmp_path: Path) -> None:
    code, out = _run("--lang", "fr", "bridge", "pbn", "check", str(tmp_path))
    assert code == 2 and out.splitlines()[-1] == (
        f"Erreur\u00a0: Valeur non valable pour 'CHEMIN'\u00a0: Fichier '{tmp_path}'\u00a0: c’est "
        "un dossier."
    )
    absent = str(tmp_path / "absent.pbn")
    code, out = _run("--lang", "fr", "bridge", "pbn", "check", absent)
    assert out.splitlines()[-1] == (
        f"Erreur\u00a0: Valeur non valable pour 'CHEMIN'\u00a0: Fichier '{absent}' introuvable."
    )
    code, out = _run("--lang", "en", "bridge", "pbn", "check", absent)
    assert (
        out.splitlines()[-1] == f"Error: Invalid value for 'PATH': File '{absent}' does not exist."
    )


def test_the_systems_reasons_by_error_number() -> None:
    denied = os_reason(PermissionError(errno.EACCES, "Permission non accordée"))
    assert (translate(denied, "fr"), translate(denied, "en")) == (
        "permission refusée",
        "Permission denied",
    )
    assert os_reason(OSError(errno.ENOSPC, "No space left on device")) == "No space left on device"

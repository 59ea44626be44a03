"""``atout bridge score``: the duplicate score of one deal, item by item (Law 77).

The command ``atout bridge score 4H=`` is what a script calls once per contract:
this module imports the bridge scores and nothing else, and writes its breakdown
as plain aligned columns (importing rich for one small table would double the
start-up, ``bench/cli_start.py``). Bad input is reported on stderr with exit status 2 (see
:class:`atout.cli.common.AtoutGroup`).
"""

from __future__ import annotations

from typing import Any

import click

from atout.bridge.contract import ContractResult
from atout.bridge.notation import notation, read_result
from atout.bridge.score import DuplicateScore, ScoreItem, score
from atout.cli.common import (
    Text,
    columns,
    emit_json,
    json_option,
    language,
    read_input,
    read_lines,
    say,
)
from atout.cli.spoken import NotationCommand
from atout.errors import AtoutError, NotationError

_VUL_WORDS = {"v": True, "vul": True, "nv": False, "nonvul": False}


def items_json(items: tuple[ScoreItem, ...]) -> list[dict[str, Any]]:
    """A score's breakdown as JSON objects: kind, points, detail (in the command's language)."""
    return [{"kind": i.kind.value, "points": i.points, "detail": say(i.detail)} for i in items]


def _score_json(result: DuplicateScore) -> dict[str, Any]:
    return {
        "result": str(result.result),
        "written": notation(language()).result(result.result),
        "vulnerable": result.vulnerable,
        "score": result.total,
        "items": items_json(result.items),
    }


def _parse_result(text: str) -> ContractResult:
    """A result as written in the command's language (``4CX+1`` is 4 cœurs with ``--lang fr``)."""
    try:
        return read_result(text, language())
    except AtoutError as error:
        if repr(text) in str(error):
            raise
        raise NotationError(
            "{text!r}: {error}", code="score.result", text=text, error=error
        ) from None


def _parse_score_line(line: str) -> DuplicateScore:
    words = line.split()
    if len(words) not in (1, 2) or (len(words) == 2 and words[1].lower() not in _VUL_WORDS):
        raise NotationError(
            "{line!r} is not a score request: write <result> [v|nv]",
            code="score.request-syntax",
            line=line,
        )
    vulnerable = len(words) == 2 and _VUL_WORDS[words[1].lower()]
    return score(_parse_result(words[0]), vulnerable)


@click.command("score", cls=NotationCommand)
@click.argument("result", type=Text(40))
@click.option("--vul/--nv", "vulnerable", default=False, help="Declaring side vulnerable or not.")
@json_option
def score_command(result: str, vulnerable: bool, as_json: bool) -> None:
    """The duplicate score of RESULT (e.g. 4HX+1) for the declaring side, item by item.

    RESULT '-' reads one '<result> [v|nv]' per line from stdin and writes one
    JSON object per line.
    """
    if result == "-":
        scores = read_lines(read_input("-").splitlines(), _parse_score_line)
        for entry in scores:
            emit_json(
                {"result": str(entry.result), "vulnerable": entry.vulnerable, "score": entry.total}
            )
        return
    entry = score(_parse_result(result), vulnerable)
    if as_json:
        emit_json(_score_json(entry))
        return
    written = notation(language())
    vul = say("vulnerable") if vulnerable else say("not vulnerable")
    rows = [(say(i.kind.value), say(i.detail), f"{i.points:+d}") for i in entry.items]
    total = (say("total"), say("declaring side"), f"{entry.total:+d}")
    click.echo(f"{written.result(entry.result)}, {vul}")
    click.echo(columns([(say("item"), say("detail"), say("points")), *rows], total, right=2))

"""``atout bridge score``: the duplicate score of one deal, item by item (Law 77).

The command ``atout bridge score 4H=`` is what a script calls once per contract:
this module imports the bridge scores and nothing else (rich only to print the
table). Bad input is reported on stderr with exit status 2 (see
:class:`atout.cli.common.AtoutGroup`).
"""

from __future__ import annotations

from typing import Any

import click

from atout.bridge.contract import ContractResult
from atout.bridge.score import DuplicateScore, ScoreItem, score
from atout.cli.common import (
    Text,
    emit_json,
    json_option,
    new_table,
    read_input,
    read_lines,
    rich_console,
)
from atout.errors import AtoutError, NotationError

_VUL_WORDS = {"v": True, "vul": True, "nv": False, "nonvul": False}


def items_json(items: tuple[ScoreItem, ...]) -> list[dict[str, Any]]:
    """A score's breakdown as JSON objects: kind, points, detail."""
    return [{"kind": i.kind.value, "points": i.points, "detail": i.detail} for i in items]


def _score_json(result: DuplicateScore) -> dict[str, Any]:
    return {
        "result": str(result.result),
        "vulnerable": result.vulnerable,
        "score": result.total,
        "items": items_json(result.items),
    }


def _parse_result(text: str) -> ContractResult:
    try:
        return ContractResult.parse(text)
    except AtoutError as error:
        if repr(text) in str(error):
            raise
        raise NotationError(
            "{text!r}: {error}", code="cli.score.notationerror", text=text, error=error
        ) from None


def _parse_score_line(line: str) -> DuplicateScore:
    words = line.split()
    if len(words) not in (1, 2) or (len(words) == 2 and words[1].lower() not in _VUL_WORDS):
        raise NotationError(
            "{line!r} is not a score request: write <result> [v|nv]",
            code="cli.score.score-request-write",
            line=line,
        )
    vulnerable = len(words) == 2 and _VUL_WORDS[words[1].lower()]
    return score(_parse_result(words[0]), vulnerable)


@click.command("score")
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
    vul = "vulnerable" if vulnerable else "not vulnerable"
    table = new_table(title=f"{entry.result}, {vul}")
    table.add_column("item")
    table.add_column("detail")
    table.add_column("points", justify="right")
    for item in entry.items:
        table.add_row(item.kind.value, item.detail, f"{item.points:+d}")
    table.add_section()
    table.add_row("total", "declaring side", f"{entry.total:+d}", style="bold")
    rich_console(highlight=False).print(table)

"""``atout bridge handrecord``: the hand records of a PBN file, as HTML or PDF."""

from __future__ import annotations

from pathlib import Path

import click

from atout.cli.analysis import boards_of, jobs_option, read_pbn, stored_or_solved, write_bytes
from atout.cli.common import input_file, output_option
from atout.cli.spoken import AtoutCommand
from atout.errors import UsageError
from atout.formats.handrecord import HandRecord, render_html, render_pdf

_FORMATS = {".pdf": "pdf", ".html": "html", ".htm": "html"}


@click.command("handrecord", cls=AtoutCommand)
@click.argument("file", type=input_file())
@click.option(
    "--per-page",
    type=click.IntRange(1, 4),
    default=4,
    show_default=True,
    help="Boards a page, 1 to 4.",
)
@click.option(
    "--lang",
    "language",
    type=click.Choice(["fr", "en"]),
    default="fr",
    show_default=True,
    help="French (R D V, SA, O) or English (K Q J, NT, W) notation.",
)
@output_option("out.pdf or out.html (default: HTML on stdout).")
@click.option("--title", help="The title on each page (default: the file's [Event]).")
@click.option("--no-analysis", is_flag=True, help="Leave out the double-dummy table and the par.")
@jobs_option
def handrecord_command(
    file: Path,
    per_page: int,
    language: str,
    output: Path | None,
    title: str | None,
    no_analysis: bool,
    jobs: int | None,
) -> None:
    """Hand records of a PBN file (diagrams, HCP, double dummy, par) as PDF or HTML.

    Each board with a number and a full deal gets its diagram with the suits
    in colour and the high-card points of each hand, its double-dummy tricks
    and its par: read from the file's [OptimumResultTable], [OptimumScore] and
    [ParContract] when it has them, else solved (a progress bar shows on
    stderr). The PDF has A4 pages; the HTML file prints the same pages and
    needs nothing from the network.
    """
    kind = "html" if output is None else _FORMATS.get(output.suffix.lower())
    if kind is None:
        raise UsageError(
            "{output!r}: write the hand records to a .pdf or .html file",
            code="hand-record.output-type",
            output=str(output),
        )
    source = read_pbn(file)
    boards = boards_of(source)
    analyses = {} if no_analysis else stored_or_solved(source, boards, jobs)
    records = [HandRecord(board, analyses.get(i)) for i, board in boards.items()]
    heading = title or source.games[0].value("Event") or file.stem
    render = render_pdf if kind == "pdf" else render_html
    document = render(records, language=language, per_page=per_page, title=heading)
    write_bytes(document if isinstance(document, bytes) else document.encode("utf-8"), output)

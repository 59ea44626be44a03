"""The double-dummy tags of a PBN game: ``[OptimumScore]``, ``[ParContract]``,
``[OptimumResultTable]``, written from and read into domain values.

:func:`with_analysis` puts a :class:`~atout.bridge.double_dummy.BoardAnalysis`
into a game (replacing the three tags if the game had them), and
:func:`read_analysis` reads it back. :func:`game_board` gives the board a game
describes, with the dealer and vulnerability the par needs.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.bridge.board import Board, board_dealer, board_vulnerability
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par
from atout.errors import NotationError
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Game, PbnFile, Tag
from atout.formats.pbn.tables import Table

#: The columns of ``[OptimumResultTable]`` (PBN 2.1 §3.6.4).
OPTIMUM_RESULT_COLUMNS = "Declarer;Denomination\\2R;Result\\2R"
#: The three tags, in the order they are written.
ANALYSIS_TAGS = ("OptimumScore", "ParContract", "OptimumResultTable")


def analysis_tags(analysis: BoardAnalysis) -> tuple[Tag, Tag, Tag]:
    """The three tags of ``analysis``.

    >>> par = Par.parse("NS 620: NS 4S=")
    >>> table = DDTable(tuple(range(20)[:14]) + (0,) * 6)
    >>> [(t.name, t.value) for t in analysis_tags(BoardAnalysis(table, par))][:2]
    [('OptimumScore', 'NS 620'), ('ParContract', 'NS 4S=')]
    """
    rows = [(str(seat), str(strain), str(n)) for seat, strain, n in analysis.table.rows()]
    table = Table.of(OPTIMUM_RESULT_COLUMNS, rows)
    return (
        Tag("OptimumScore", analysis.par.optimum_score),
        Tag("ParContract", analysis.par.par_contract),
        Tag("OptimumResultTable", table.spec, table),
    )


def with_analysis(game: Game, analysis: BoardAnalysis) -> Game:
    """``game`` with the tags of ``analysis``, where the old ones were or before the
    first section (a table, the auction, the play), else at the end."""
    kept: list[Tag | Comment] = []
    place: int | None = None
    for entry in game.entries:
        if isinstance(entry, Tag) and entry.name in ANALYSIS_TAGS:
            place = len(kept) if place is None else place
            continue
        kept.append(entry)
    if place is None:
        place = next((i for i, e in enumerate(kept) if isinstance(e, Tag) and e.section), len(kept))
    entries = (*kept[:place], *analysis_tags(analysis), *kept[place:])
    return Game(entries, game.line)


def with_analyses(pbn: PbnFile, analyses: Mapping[int, BoardAnalysis]) -> PbnFile:
    """``pbn`` with the analysis of each game whose position (from 0) is a key."""
    games = tuple(
        with_analysis(game, analyses[i]) if i in analyses else game
        for i, game in enumerate(pbn.games)
    )
    return PbnFile(games, pbn.header, pbn.problems)


def read_analysis(game: Game) -> BoardAnalysis | None:
    """The analysis in ``game``'s tags (``None`` when it has none of the three)."""
    tags = {name: game.tag(name) for name in ANALYSIS_TAGS}
    if all(tag is None for tag in tags.values()):
        return None
    missing = [name for name, tag in tags.items() if tag is None]
    if missing:
        if game.line:
            raise NotationError(
                "the game (line {line}) has no [{missing}] beside its analysis",
                code="pbn.analysis-tag-missing",
                line=game.line,
                missing=missing[0],
            )
        raise NotationError(
            "the game has no [{missing}] beside its analysis",
            code="pbn.analysis-tag-missing",
            missing=missing[0],
        )
    score, contracts, table = (tags[name] for name in ANALYSIS_TAGS)
    assert score is not None and contracts is not None and table is not None
    if not isinstance(table.section, Table):
        raise NotationError(
            "[OptimumResultTable] has no table",
            code="pbn.optimum-table-empty",
        )
    rows = [" ".join(cell or "-" for cell in row[:3]) for row in table.section.rows]
    return BoardAnalysis(
        DDTable.parse("\n".join(rows)), Par.from_tags(score.value, contracts.value)
    )


def game_board(game: Game) -> Board | None:
    """The board of ``game`` with its deal (``None`` without a board number or a full deal).

    The dealer and the vulnerability are ``[Dealer]`` and ``[Vulnerable]``, else
    those of the board number (the duplicate cycle).
    """
    number = game.board
    deal_text = game.value("Deal") or ""
    if number is None or not deal_text or "-" in deal_text.partition(":")[2].split():
        return None
    deal = game.deal
    if deal is None:
        return None
    dealer = game.dealer or board_dealer(number)
    vulnerability = game.vulnerability or board_vulnerability(number)
    return Board(number, dealer, vulnerability, deal)

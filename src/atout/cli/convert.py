"""``atout convert IN --to pbn|lin|usebio``: a file of boards from one notation to another."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from atout.cli.common import input_file, output_option, read_bytes, say
from atout.cli.spoken import AtoutCommand
from atout.errors import AtoutError, NotationError
from atout.formats import lin, pbn, usebio
from atout.formats.pbn.comments import Comment

#: The formats, and how each file is told apart: USEBIO is XML, LIN is ``code|value|``.
FORMATS = ("pbn", "lin", "usebio")


def detect_format(data: bytes) -> str:
    """``usebio``, ``lin`` or ``pbn``, from the first bytes of a file.

    >>> detect_format(b'<?xml version="1.0"?><USEBIO/>'), detect_format(b"pn|a,b,c,d|md|1|")
    ('usebio', 'lin')
    >>> detect_format(b'[Board "1"]')
    'pbn'
    """
    head = data[:2000].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"<"):
        return "usebio"
    if b"md|" in head and not head.startswith((b"[", b"%", b";", b"{")):
        return "lin"
    return "pbn"


def read_session(data: bytes, lenient: bool = False) -> usebio.Converted:
    """Any input (its format detected) as a PBN session, the notation all three share,
    and what of it PBN cannot hold; a file with no board is refused (never an empty
    success)."""
    kind = detect_format(data)
    if kind == "usebio":
        converted = usebio.convert(usebio.loads(data))
    elif kind == "lin":
        games = tuple(lin.to_game(board) for board in lin.loads(pbn.decode(data)))
        header = (Comment.parse("% PBN 2.1"), Comment.parse("% EXPORT"))
        converted = usebio.Converted(pbn.PbnFile(games, header), ())
    else:
        converted = usebio.Converted(pbn.loads(data, strict=not lenient), ())
    if not any(g.board is not None or g.value("Deal") for g in converted.pbn.games):
        raise NotationError("the file has no board: nothing to read", code="file.no-board")
    return converted


def convert(data: bytes, to: str, lenient: bool = False) -> bytes:
    """The file ``data`` (its format detected) written in format ``to``; what the PBN
    side could not hold is said on stderr."""
    kind = detect_format(data)
    if kind == to == "usebio":
        return usebio.dumps(usebio.loads(data)).encode()
    if kind == to == "lin":
        read = lin.loads(pbn.decode(data))
        if not read:
            raise NotationError("the file has no board: nothing to read", code="file.no-board")
        return lin.dumps(read).encode()
    converted = read_session(data, lenient)
    for problem in converted.problems:
        click.echo(say(problem), err=True)
    session = converted.pbn
    if to == "pbn":
        return pbn.encode(pbn.dumps(session))
    if to == "usebio":
        return usebio.dumps(usebio.from_pbn(session)).encode()
    boards = []
    for game in session.games:
        try:
            boards.append(lin.from_game(game))
        except AtoutError as error:
            raise NotationError(
                "board {board_id} (line {line}): {error}",
                code="convert.board",
                board_id=game.board_id,
                line=game.line,
                error=error,
            ) from None
    return lin.dumps(boards).encode()


@click.command("convert", cls=AtoutCommand)
@click.argument("path", type=input_file())
@click.option("--to", "to", type=click.Choice(FORMATS), required=True, help="The format to write.")
@output_option("Write here, not to stdout.")
@click.option("--lenient", is_flag=True, help="Read a PBN file leniently (producers' quirks).")
def convert_command(path: Path, to: str, output: Path | None, lenient: bool) -> None:
    """Convert a file of boards between PBN, LIN (BBO) and USEBIO 1.2 XML.

    The input's format is found from its content. PBN to LIN keeps each board's
    deal, auction (with its alerts) and play; PBN to USEBIO writes a pairs or
    teams session (its travellers and ranking); LIN and USEBIO go to PBN.
    """
    written = convert(read_bytes(path), to, lenient)
    if output is None:
        sys.stdout.buffer.write(written)
    else:
        output.write_bytes(written)

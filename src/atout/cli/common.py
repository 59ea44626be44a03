"""What every ``atout`` command shares: error handling, bounded parameters, input text,
JSON and tables.

Every option and argument has a type that bounds it and refuses a bad value
with click's usage error (exit status 2, the value quoted, what is valid, on
stderr): :class:`Whole` for numbers (ASCII digits within a range), :class:`Text`
for words (no control character, a longest length), :class:`InputText` for
files (UTF-8 text up to :data:`MAX_INPUT_BYTES`, read and decoded here).

Rich is imported by :func:`rich_console` and :func:`new_table`, when a command
prints a table: a command writing JSON, or ``atout --help``, never loads it.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from atout.cli.spoken import AtoutCommand, write_commands
from atout.errors import N_, AtoutError, Message, NotationError, UsageError

if TYPE_CHECKING:
    from decimal import Decimal

    from rich.console import Console
    from rich.table import Table

    from atout.store.database import Database

    #: click's parameter type of text values (generic in click's typing since 8.2).
    _TextType = click.ParamType[str]
else:
    _TextType = click.ParamType

#: Exit status for bad input (as click uses for usage errors).
EXIT_BAD_INPUT = 2

T = TypeVar("T")


#: The languages of ``atout --lang`` (``ATOUT_LANG``): messages and bridge notation.
LANGUAGES = ("en", "fr")
#: The language without ``--lang``, ``ATOUT_LANG`` nor a French system locale: English,
#: so that ``4C`` stays clubs in scripts written for it.
DEFAULT_LANGUAGE = "en"


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """``ATOUT_LANG``, else French when the system locale is French, else English.

    The locale is the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set,
    as for every program (``fr_FR.UTF-8``, ``fr_BE``, ``fr``).

    >>> system_language({"LANG": "fr_FR.UTF-8"}), system_language({"LANG": "C.UTF-8"})
    ('fr', 'en')
    >>> system_language({"ATOUT_LANG": "en", "LC_ALL": "fr_CA.UTF-8"})
    'en'
    """
    chosen = environ.get("ATOUT_LANG", "")
    if chosen in LANGUAGES:
        return chosen
    locale = next((environ[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(v)), "")
    return "fr" if locale.lower().startswith("fr") else DEFAULT_LANGUAGE


def language(ctx: click.Context | None = None) -> str:
    """The language the command runs in (``--lang``, else :func:`system_language`).

    >>> language(None) in LANGUAGES
    True
    """
    ctx = ctx if ctx is not None else click.get_current_context(silent=True)
    chosen = None if ctx is None else ctx.find_root().meta.get(LANGUAGE_KEY)
    if chosen is None:
        chosen = system_language()
    return chosen if chosen in LANGUAGES else DEFAULT_LANGUAGE


#: Where the root context keeps the language.
LANGUAGE_KEY = "atout.language"


def say(text: str, ctx: click.Context | None = None) -> str:
    """``text`` (a message or an English word of the catalogs) in the command's language,
    English included: the catalog is the one place where a message's words are chosen
    (the plural form of a count, a word the English catalog writes otherwise).

    >>> ctx = click.Context(click.Command("rescore"))
    >>> ctx.meta[LANGUAGE_KEY] = "en"
    >>> say(Message.counted("{n} board", "{n} boards", n=1), ctx)
    '1 board'
    """
    from atout.i18n import translate

    return translate(text, language(ctx))


def shown(value: object, ctx: click.Context | None = None) -> str:
    """A bridge value in the command's notation (:func:`atout.i18n.written`): ``E-O``,
    ``3SA`` in French, ``EW``, ``3NT`` in English."""
    from atout.i18n import written

    return written(value, language(ctx))


def listing(parts: Iterable[str], ctx: click.Context | None = None) -> str:
    """``parts`` one after the other, set off as the language sets off ``;`` (French: a
    no-break space before it).

    >>> ctx = click.Context(click.Command("chicago"))
    >>> ctx.meta[LANGUAGE_KEY] = "fr"
    >>> listing(["N-S manche 100", "E-O au-dessus 50"], ctx)
    'N-S manche 100\xa0; E-O au-dessus 50'
    """
    text = ""
    for part in parts:
        text = say(Message("{items}; {item}", items=text, item=part), ctx) if text else part
    return text


def figure(value: Decimal, ctx: click.Context | None = None, places: int | None = None) -> str:
    """A figure in the command's language (:func:`atout.i18n.figure`): ``62.50``, ``62,50``."""
    from atout.i18n import figure as written

    return written(value, language(ctx), places)


class AtoutGroup(AtoutCommand, click.Group):
    """A command group that turns :class:`AtoutError` into a message in the command's
    language (``--lang``) and exit status 2; its help and its commands' speak it too."""

    command_class = AtoutCommand
    group_class = type

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """List the subcommands as click does, under a heading in the command's language."""
        commands = [(name, self.get_command(ctx, name)) for name in self.list_commands(ctx)]
        write_commands(ctx, formatter, commands)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            try:
                return super().invoke(ctx)
            except OSError as error:  # the inputs are read by read_bytes: an output
                if isinstance(error, BrokenPipeError) or error.filename is None:
                    raise
                raise cannot_write(error) from None
        except AtoutError as error:
            from atout.i18n import translate

            lang = language(ctx)
            message = Message("error: {message}", message=translate(error, lang))
            click.echo(translate(message, lang), err=True)
            sys.exit(EXIT_BAD_INPUT)


def cannot_write(error: OSError) -> UsageError:
    """An output file the system refused (a missing folder, say), said in one line."""
    return UsageError(
        "{path!r} cannot be written ({reason}): give a file in a folder you may write to",
        code="output.unwritable",
        path=os.fsdecode(error.filename),
        reason=os_reason(error),
    )


#: The largest input file or standard input a command reads.
MAX_INPUT_BYTES = 10_000_000
#: A whole number as written: an optional sign and at most 12 ASCII digits.
_WHOLE = re.compile(r"[+-]?[0-9]{1,12}")
#: Control characters (C0, DEL and C1): never part of a name, a word or a notation.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def quoted(value: object, longest: int = 40) -> str:
    """``value`` quoted for a message, shortened when it is long (a message then).

    >>> quoted("9" * 5000)
    "'9999999999999999999999999999999999999999'… (5000 characters)"
    """
    text = str(value)
    if len(text) <= longest:
        return repr(text)
    return Message("{start!r}… ({count} characters)", start=text[:longest], count=len(text))


class Whole(click.IntRange):
    """A whole number in ASCII digits from ``min`` to ``max`` (``int()`` alone would take
    ``١٢`` and choke on ``²`` or 5,000 digits).

    >>> Whole(1, 128).convert("64", None, None)
    64
    >>> Whole(1, 128).convert("²", None, None)
    Traceback (most recent call last):
    ...
    click.exceptions.BadParameter: '²' is not valid: use a whole number from 1 to 128
    """

    name = "integer"

    def __init__(self, min: int, max: int) -> None:
        super().__init__(min, max)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
            number = int(value)
        else:
            self._refuse(value, param, ctx)
        if not (self.min is None or self.min <= number) or not (
            self.max is None or number <= self.max
        ):
            self._refuse(value, param, ctx)
        return number

    def _refuse(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> None:
        message = Message(
            "{value} is not valid: {valid}",
            code="option.invalid",
            value=quoted(value),
            valid=self.valid(),
        )
        self.fail(say(message, ctx), param, ctx)

    def valid(self) -> Message:
        """What a valid value is, for the messages."""
        return Message("use a whole number from {low} to {high}", low=self.min, high=self.max)


class Text(_TextType):
    """A word or a line: no control character, at most ``longest`` characters.

    >>> Text(100).convert("Ana", None, None)
    'Ana'
    >>> Text(100).convert("An\\x01a", None, None)
    Traceback (most recent call last):
    ...
    click.exceptions.BadParameter: 'An\\x01a' holds a control character: use printable text
    """

    name = "text"

    def __init__(self, longest: int) -> None:
        self.longest = longest

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if len(text) > self.longest:
            message = Message(
                "{value} is too long: use at most {longest} characters",
                code="text.too-long",
                value=quoted(text),
                longest=self.longest,
            )
            self.fail(say(message, ctx), param, ctx)
        if _CONTROL.search(text):
            message = Message(
                "{text!r} holds a control character: use printable text",
                code="text.control",
                text=text,
            )
            self.fail(say(message, ctx), param, ctx)
        return text


def decode_text(data: bytes, what: str) -> str:
    """``data`` as UTF-8 text (a byte-order mark dropped); a clear refusal otherwise.

    >>> decode_text("é".encode(), "x")
    'é'
    >>> decode_text(b"\\xff\\xfeA\\x00", "'f.txt'")
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: 'f.txt' is UTF-16 text: save it as UTF-8
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise NotationError(
            "{what} is UTF-16 text: save it as UTF-8", code="input.utf16", what=what
        )
    if b"\x00" in data:
        at = data.index(b"\x00")
        raise NotationError(
            "{what} is not text (a NUL byte at offset {at}): give UTF-8 text",
            code="input.binary",
            what=what,
            at=at,
        )
    bom = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    try:
        return data[bom:].decode("utf-8")
    except UnicodeDecodeError as error:
        at = bom + error.start
        raise NotationError(
            "{what} is not UTF-8 text (byte 0x{data:02x} at offset {at}): save it as UTF-8",
            code="input.not-utf8",
            what=what,
            data=data[at],
            at=at,
        ) from None


#: The reasons a file cannot be read, by error number, as the system writes them in English.
_OS_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EIO: N_("Input/output error"),
}


def os_reason(error: OSError) -> str:
    """Why the system refused a file, as a message the catalogs translate (by its error
    number: the system's own text is in the system's language).

    >>> os_reason(FileNotFoundError(errno.ENOENT, "Aucun fichier")).template
    'No such file or directory'
    >>> os_reason(OSError(errno.ENOSPC, "No space left on device"))
    'No space left on device'
    """
    if error.errno in _OS_REASONS:
        return Message(_OS_REASONS[error.errno])
    return error.strerror or str(error)


def read_input(path: str) -> str:
    """The text of the file at ``path`` (``-``: standard input), up to :data:`MAX_INPUT_BYTES`."""
    return decode_text(read_bytes(path), "standard input" if path == "-" else repr(path))


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the file at ``path`` (``-``: standard input), up to
    :data:`MAX_INPUT_BYTES`: a larger file, or one that cannot be read, is a
    :class:`~atout.errors.UsageError`."""
    path = os.fspath(path)
    what = "standard input" if path == "-" else repr(path)
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(path, "rb") as file:
                data = file.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise UsageError(
            "{what} cannot be read: {value}",
            code="input.unreadable",
            what=what,
            value=os_reason(error),
        ) from None
    if len(data) > MAX_INPUT_BYTES:
        raise UsageError(
            "{what} is larger than {value} MB: split it",
            code="input.too-large",
            what=what,
            value=MAX_INPUT_BYTES // 1_000_000,
        )
    return data


class InputText(_TextType):
    """A text file given by its path (``-``: standard input), read whole: its text."""

    name = "file"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return read_input(str(value))
        except AtoutError as error:
            self.fail(say(error.message, ctx), param, ctx)


def at_most(
    most: int, what: str
) -> Callable[[click.Context, click.Parameter, tuple[T, ...]], tuple[T, ...]]:
    """A callback that refuses more than ``most`` values of a repeated option or argument."""

    def check(ctx: click.Context, param: click.Parameter, values: tuple[T, ...]) -> tuple[T, ...]:
        if len(values) > most:
            message = Message(
                "{count} {what} given: give at most {most}",
                code="option.too-many",
                count=len(values),
                what=Message(what),
                most=most,
            )
            raise click.BadParameter(say(message, ctx), ctx, param)
        return values

    return check


def read_lines(lines: Iterable[str], parse: Callable[[str], T]) -> list[T]:
    """Parse each line (``#`` comments and blank lines skipped).

    >>> read_lines("1  # one\\n\\n2\\n".splitlines(), int)
    [1, 2]
    """
    values: list[T] = []
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            values.append(parse(line))
        except AtoutError as error:
            raise NotationError(
                "line {number} {line}: {error}",
                code="input.line",
                number=number,
                line=quoted(line, 200),
                error=error,
            ) from None
    return values


def migrated_database(url: str, sqlite_synchronous: str = "NORMAL") -> Database:
    """The database at ``url``, migrated to the latest schema; one that cannot be opened is a
    :class:`~atout.errors.SettingError` naming it (its password hidden) and the reason."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from atout.errors import SettingError
    from atout.store.database import Database
    from atout.store.migrate import upgrade

    database: Database | None = None
    try:
        database = Database(url, sqlite_synchronous)
        upgrade(database.engine)
    except SQLAlchemyError as error:
        if database is not None:
            database.dispose()
        reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        shown = make_url(url).render_as_string(hide_password=True)
        raise SettingError(
            (
                "the database {shown!r} cannot be opened ({reason}): check "
                "--database-url or ATOUT_DATABASE_URL"
            ),
            code="database.unavailable",
            shown=shown,
            reason=reason,
        ) from None
    return database


def emit_json(value: Any) -> None:
    """Write ``value`` as one line of JSON on stdout."""
    click.echo(json.dumps(value, ensure_ascii=False))


def rich_console(**options: Any) -> Console:
    """A rich console for tables on stdout (rich is imported here, when a table is printed)."""
    from rich.console import Console

    return Console(**options)


def columns(rows: Sequence[Sequence[str]], total: Sequence[str], right: int = 1) -> str:
    """``rows`` (a header first) and ``total`` under a rule, in aligned columns; the
    columns from ``right`` on are right-aligned (figures). For the one-deal scores, which
    a script may call once per contract: rich would double their start-up.

    >>> print(columns([("item", "detail", "points"), ("game bonus", "vulnerable", "+500")],
    ...               ("total", "declaring side", "+500"), right=2))
    item        detail          points
    game bonus  vulnerable        +500
    ----------------------------------
    total       declaring side    +500
    """
    every = [*rows, total]
    widths = [max(len(row[column]) for row in every) for column in range(len(total))]

    def line(row: Sequence[str]) -> str:
        cells = (
            f"{cell:>{width}}" if column >= right else f"{cell:<{width}}"
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        )
        return "  ".join(cells).rstrip()

    rule = "-" * (sum(widths) + 2 * (len(widths) - 1))
    return "\n".join([*map(line, rows), rule, line(total)])


def new_table(*headers: str, **options: Any) -> Table:
    """A rich table (rich is imported here, when a table is printed)."""
    from rich.table import Table

    return Table(*headers, **options)


json_option = click.option("--json", "as_json", is_flag=True, help="Write JSON for scripts.")


def input_file() -> click.Path:
    """The type of a file the command reads by its path: one that exists, not a folder."""
    from pathlib import Path

    return click.Path(exists=True, dir_okay=False, path_type=Path)


def output_option(help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``-o``/``--output``: the file a command writes (``output``, a path or ``None``)."""
    from pathlib import Path

    return click.option(
        "-o", "--output", type=click.Path(dir_okay=False, path_type=Path), help=help
    )

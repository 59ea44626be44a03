"""The message ids of atout, extracted with Babel from the sources and the templates."""

from __future__ import annotations

import ast
import functools
import inspect
from pathlib import Path

import click
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

import atout.errors
from atout.i18n import LOCALE_DIR

SRC = Path(__file__).resolve().parents[1] / "src" / "atout"
#: Calls whose first argument is a message id: gettext, a Message, every error class,
#: and the tarot checks' problems; ``ngettext`` and a counted Message give two (singular
#: and plural).
KEYWORDS = {
    **DEFAULT_KEYWORDS,
    "Message": None,
    "counted": (1, 2),
    "_problem": None,
    "say": None,
    "at_most": (2,),
    **{
        name: None
        for name, value in vars(atout.errors).items()
        if inspect.isclass(value)
        and issubclass(value, atout.errors.AtoutError)
        and value is not atout.errors.FormError
    },
}
METHODS = [
    ("**/migrations/**.py", "ignore"),
    ("**.py", "python"),
    ("**/templates/**.html", "jinja2"),
]


def extracted() -> dict[str, list[str]]:
    """Every message id (a counted message's singular), with where it was found
    (``path:line``)."""
    return _extracted()[0]


def plurals() -> dict[str, str]:
    """The plural id of each counted message, by its singular id."""
    return _extracted()[1]


@functools.cache
def _extracted() -> tuple[dict[str, list[str]], dict[str, str]]:
    found: dict[str, list[str]] = {}
    counted: dict[str, str] = {}
    for filename, lineno, message, _comments, _context in extract_from_dir(
        str(SRC),
        METHODS,
        keywords=KEYWORDS,
        options_map={"**/templates/**.html": {"extensions": "jinja2.ext.do"}},
    ):
        if isinstance(message, tuple) and len(message) == 2 and all(message):
            counted[message[0]] = message[1]
        msgid = message[0] if isinstance(message, tuple) else message
        if msgid:
            found.setdefault(msgid, []).append(f"{filename}:{lineno}")
    for msgid, plural, where in _wrapped():
        found.setdefault(msgid, []).append(where)
        if plural:
            counted[msgid] = plural
    for msgid, where in _helps():
        found.setdefault(msgid, []).append(where)
    return found, counted


def _helps() -> list[tuple[str, str]]:
    """The help of every command, read from the commands (each lazy one imported): its
    paragraphs, its options' help, its metavars' words (``FILE``, ``COMMAND``), and the
    notation in force its help ends with."""
    import click

    from atout.bridge.notation import INPUT_HELP
    from atout.cli.spoken import metavar_words, paragraphs

    found = [(text, "bridge/notation.py:INPUT_HELP") for text in INPUT_HELP.values()]
    for command, ctx in commands():
        texts = [*paragraphs(command.help), *paragraphs(command.short_help)]
        metavars = [command.options_metavar or ""]
        if isinstance(command, click.Group):
            metavars.append(command.subcommand_metavar)
        for param in command.get_params(ctx):
            if isinstance(param, click.Option):
                texts += paragraphs(param.help)
            flag = isinstance(param, click.Option) and (param.is_flag or param.count)
            if not flag and not isinstance(param.type, click.Choice):
                metavars.append(param.make_metavar(ctx))
        texts += [word for metavar in metavars for word in metavar_words(metavar)]
        found.extend((text, f"cli: {ctx.command_path}") for text in texts)
    return found


def commands() -> list[tuple[click.Command, click.Context]]:
    """Every command of ``atout`` (each lazy one imported), with a context to ask it for
    its help: ``atout``, ``atout bridge``, ``atout bridge score``…"""
    from atout.cli import main
    from atout.cli.lazy import LazyGroup

    found: list[tuple[click.Command, click.Context]] = []

    def walk(command: click.Command, ctx: click.Context) -> None:
        found.append((command, ctx))
        if isinstance(command, click.Group):
            lazy = command.lazy if isinstance(command, LazyGroup) else {}
            for name in sorted({*command.commands, *lazy}):
                sub = command.commands.get(name) or lazy[name].load()
                walk(sub, click.Context(sub, info_name=name, parent=ctx))

    # the root's settings (``-h``), as click would give: get_params() keeps the help option
    walk(main, click.Context(main, info_name="atout", **main.context_settings))
    return found


def _wrapped() -> list[tuple[str, str, str]]:
    """The message ids Babel's extractor misses: a template written as several strings
    in parentheses (as ``ruff format`` wraps a long one), read from the syntax tree; each
    with its plural id (``""`` for a message that is not counted)."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            texts = [a.value if isinstance(a, ast.Constant) else None for a in node.args[:2]]
            if name not in KEYWORDS or not isinstance(texts[0], str) or not texts[0]:
                continue
            counted = KEYWORDS[name] == (1, 2) and len(texts) == 2
            plural = texts[1] if counted and isinstance(texts[1], str) else ""
            found.append((texts[0], plural, f"{path.relative_to(SRC)}:{node.lineno}"))
    return found


def catalog(language: str) -> Catalog:
    """The ``.po`` catalog of ``language``."""
    with (LOCALE_DIR / language / "LC_MESSAGES" / "messages.po").open("rb") as source:
        return read_po(source, locale=language)

"""The message ids of atout, extracted with Babel from the sources and the templates."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

import atout.errors
from atout.i18n import LOCALE_DIR

SRC = Path(__file__).resolve().parents[1] / "src" / "atout"
#: Calls whose first argument is a message id: gettext, a Message, every error class,
#: and the tarot checks' problems.
KEYWORDS = {
    **DEFAULT_KEYWORDS,
    "Message": None,
    "_problem": None,
    "say": None,
    "counted": (1, 2),
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
    """Every message id, with where it was found (``path:line``)."""
    found: dict[str, list[str]] = {}
    for filename, lineno, message, _comments, _context in extract_from_dir(
        str(SRC),
        METHODS,
        keywords=KEYWORDS,
        options_map={"**/templates/**.html": {"extensions": "jinja2.ext.do"}},
    ):
        # a plural message (Message.counted) is one entry, named by its singular
        ids = message[:1] if isinstance(message, tuple) else (message,)
        for msgid in ids:
            if msgid:
                found.setdefault(msgid, []).append(f"{filename}:{lineno}")
    for msgid, where in [*_wrapped(), *_helps()]:
        found.setdefault(msgid, []).append(where)
    return found


def _helps() -> list[tuple[str, str]]:
    """The help of every command, read from the commands (each lazy one imported): its
    paragraphs, its options' help, and the notation in force its help ends with."""
    import click

    from atout.bridge.notation import INPUT_HELP
    from atout.cli import main
    from atout.cli.lazy import LazyGroup
    from atout.cli.spoken import paragraphs

    found = [(text, "bridge/notation.py:INPUT_HELP") for text in INPUT_HELP.values()]

    def walk(command: click.Command, path: str) -> None:
        texts = [*paragraphs(command.help), *paragraphs(command.short_help)]
        for param in command.params:
            if isinstance(param, click.Option):
                texts += paragraphs(param.help)
        found.extend((text, f"cli: {path}") for text in texts)
        if isinstance(command, click.Group):
            lazy = command.lazy if isinstance(command, LazyGroup) else {}
            for name in sorted({*command.commands, *lazy}):
                sub = command.commands.get(name) or lazy[name].load()
                walk(sub, f"{path} {name}")

    walk(main, "atout")
    return found


def _wrapped() -> list[tuple[str, str]]:
    """The message ids Babel's extractor misses: a template written as several strings
    in parentheses (as ``ruff format`` wraps a long one), read from the syntax tree."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            first = node.args[0]
            text = first.value if isinstance(first, ast.Constant) else None
            if name in KEYWORDS and isinstance(text, str) and text:
                found.append((text, f"{path.relative_to(SRC)}:{node.lineno}"))
    return found


def catalog(language: str) -> Catalog:
    """The ``.po`` catalog of ``language``."""
    with (LOCALE_DIR / language / "LC_MESSAGES" / "messages.po").open("rb") as source:
        return read_po(source, locale=language)

"""Every error code atout gives is in the designed list (docs/errors.md) and names no module.

The codes are found in the source, however they are written: ``code="..."`` on any call, the
code of a vocabulary (``Words(what, names, code)``), a code passed by position to a function
whose parameter is ``code`` (with the prefix that function puts before it, as
``f"movement.{code}"``), a ``code = "..."`` assignment, the sets of codes a module tests
against (``_BOARD_CODES``), the HTTP statuses' codes, and each error class's
``default_code``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

import atout.errors
from atout.errors import AtoutError

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "atout"
DOC = ROOT / "docs" / "errors.md"
#: A code: lowercase words joined by hyphens, in one to three dot-separated parts.
SHAPE = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*){0,2}$")


@dataclass(frozen=True, slots=True)
class Site:
    """Where a code is given: the file, the line and the message's template, if known."""

    path: str
    line: int
    template: str


def _text(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


@dataclass(frozen=True, slots=True)
class _Taker:
    """A function with a parameter ``code``: its position, and the prefix put before it."""

    index: int | None
    prefix: str


def _prefix(function: ast.FunctionDef) -> str:
    """``movement.`` for a function that says ``code=f"movement.{code}"``, else ``""``."""
    for node in ast.walk(function):
        if isinstance(node, ast.keyword) and node.arg == "code":
            value = node.value
            if isinstance(value, ast.JoinedStr) and len(value.values) == 2:
                first, second = value.values
                if (
                    _text(first) is not None
                    and isinstance(second, ast.FormattedValue)
                    and _name(second.value) == "code"
                ):
                    return str(_text(first))
    return ""


def _takers(tree: ast.Module) -> dict[str, _Taker | None]:
    """The module's functions (``None``: one without a parameter ``code``)."""
    found: dict[str, _Taker | None] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            positional = [a.arg for a in node.args.posonlyargs + node.args.args]
            index = positional.index("code") if "code" in positional else None
            kwonly = "code" in [a.arg for a in node.args.kwonlyargs]
            found[node.name] = _Taker(index, _prefix(node)) if index is not None or kwonly else None
    return found


def _trees() -> dict[Path, ast.Module]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in SRC.rglob("*.py")}


def _template(call: ast.Call) -> str:
    """The message's template (a counted message's two, singular first)."""
    count = 2 if _name(call.func) == "counted" else 1
    return " / ".join(t for a in call.args[:count] if (t := _text(a)) is not None)


def _in_module(
    path: Path, tree: ast.Module, takers: dict[str, _Taker | None]
) -> Iterator[tuple[str, Site]]:
    where = str(path.relative_to(ROOT))
    local = {**takers, **_takers(tree)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            site = Site(where, node.lineno, _template(node))
            for keyword in node.keywords:
                if keyword.arg == "code" and (code := _text(keyword.value)) is not None:
                    yield code, site
            name = _name(node.func)
            if name == "Words" and len(node.args) >= 3 and (code := _text(node.args[2])):
                what = _text(node.args[0]) or ""
                yield code, Site(where, node.lineno, f"{what}: {{text!r}} is not valid: use …")
            taker = local.get(name)
            index = taker.index if taker is not None else None
            if taker is not None and index is not None and len(node.args) > index:
                code = _text(node.args[index])
                if code:
                    yield taker.prefix + code, site
            owner = _name(getattr(node.func, "value", node.func))
            if name == "get" and owner.endswith("_CODES") and len(node.args) == 2:
                code = _text(node.args[1])
                if code:
                    yield code, Site(where, node.lineno, "an HTTP refusal of another status")
        elif isinstance(node, ast.Assign):
            yield from _assigned(where, node)


def _assigned(where: str, node: ast.Assign) -> Iterator[tuple[str, Site]]:
    for target in node.targets:
        site = Site(where, node.lineno, "")
        if isinstance(target, ast.Name) and target.id == "code" and (code := _text(node.value)):
            yield code, site
        elif isinstance(target, ast.Name) and target.id.endswith("_CODES"):
            value = node.value
            items = value.values if isinstance(value, ast.Dict) else getattr(value, "elts", [])
            for item in items:
                if item is not None and (code := _text(item)) is not None:
                    yield code, site
        elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
            for name, value in zip(target.elts, node.value.elts, strict=False):
                if isinstance(name, ast.Name) and name.id == "code" and (code := _text(value)):
                    yield code, site


def _classes() -> Iterator[type[AtoutError]]:
    seen: list[type[AtoutError]] = [AtoutError]
    while seen:
        kind = seen.pop()
        yield kind
        seen.extend(kind.__subclasses__())


@cache
def codes() -> dict[str, list[Site]]:
    """Every code given in src, and where."""
    trees = _trees()
    takers: dict[str, _Taker | None] = {}
    for tree in trees.values():
        takers.update({k: v for k, v in _takers(tree).items() if v is not None})
    found: dict[str, list[Site]] = {}
    for path, tree in sorted(trees.items()):
        for code, site in _in_module(path, tree, takers):
            found.setdefault(code, []).append(site)
    for kind in _classes():
        if kind.__module__ == "atout.errors":
            site = Site("src/atout/errors.py", 0, f"{kind.__name__} raised without a code")
            found.setdefault(kind.default_code, []).append(site)
    return found


def documented() -> set[str]:
    """The codes of docs/errors.md's table (its first column)."""
    text = DOC.read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([^`]+)` \|", text, flags=re.MULTILINE))


@cache
def _module_paths() -> frozenset[str]:
    """Every package and module of atout as a dotted path relative to ``atout``."""
    found = set()
    for path in SRC.rglob("*.py"):
        parts = path.relative_to(SRC).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        for start in range(len(parts)):
            for end in range(start + 1, len(parts) + 1):
                found.add(".".join(parts[start:end]))
    return frozenset(found)


def names_a_module(code: str) -> bool:
    """True when ``code`` starts with one of atout's packages, or holds a module's path
    (two names of a package and its module, such as ``pbn.tables`` or ``club.repo``).

    >>> [names_a_module(c) for c in ("bridge.contract.x", "pbn.tables", "contract.level")]
    [True, True, False]
    """
    words = [word.replace("-", "_") for word in code.split(".")]
    tops = {p.name for p in SRC.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    if words[0] in tops or code.startswith("atout."):
        return True
    paths = {p for p in _module_paths() if "." in p}
    return any(".".join(words[i : i + 2]) in paths for i in range(len(words) - 1))


def test_codes_are_found() -> None:
    found = codes()
    # One of each way of writing a code.
    assert {"contract.level", "movement.plays-twice", "petit-au-bout.unknown"} <= set(found)
    assert {"score-line.chelem", "series.board-twice", "not-found", "http-error"} <= set(found)
    assert {"seed.not-dealt", "too-many-requests"} <= set(found)


def test_every_code_is_documented() -> None:
    listed = documented()
    missing = {
        code: [f"{s.path}:{s.line}" for s in sites]
        for code, sites in codes().items()
        if code not in listed
    }
    assert not missing, f"codes not in docs/errors.md: {missing}"


def test_no_code_names_a_module() -> None:
    named = sorted(code for code in codes() if names_a_module(code))
    assert not named, f"codes that name a module: {named}"


def test_codes_are_short_words() -> None:
    odd = sorted(code for code in codes() if not SHAPE.match(code) or len(code) > 40)
    assert not odd, f"codes not shaped as thing.condition: {odd}"


def test_the_list_is_the_codes_given() -> None:
    """docs/errors.md lists no code that nothing gives, and each code once."""
    text = DOC.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([^`]+)` \|", text, flags=re.MULTILINE)
    assert len(rows) == len(set(rows))
    assert set(rows) - set(codes()) == set()


@pytest.mark.parametrize(
    ("code", "named"),
    [
        ("bridge.contract.x", True),
        ("web.views.tarot.game-tarot-game", True),
        ("formats.pbn.x", True),
        ("duplicate.movements.howell.x", True),
        ("movements.howell", True),
        ("club.repo", True),
        ("pbn.deal", False),
        ("session.not-found", False),
        ("card.unknown", False),
    ],
)
def test_a_module_path_is_recognised(code: str, named: bool) -> None:
    assert names_a_module(code) is named


def test_default_codes_are_explicit() -> None:
    """Each error class says its default code; none is derived from its name."""
    for kind in _classes():
        if kind.__module__ == "atout.errors":
            assert "default_code" in vars(kind), kind
    assert atout.errors.NotationError("x").code == "notation"

"""The imports point inward only: the table of docs/architecture.md, checked module by module."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "atout"
DOMAIN = {"bridge", "duplicate", "tarot"}
#: Top-level modules the outer layers share: names in French order, the version.
OUTER = {"collation", "__version__"}

#: For each layer, the atout packages its modules may import (docs/architecture.md).
ALLOWED: dict[str, set[str]] = {
    "bridge": {"bridge", "errors"},
    "tarot": {"tarot", "errors"},
    "duplicate": {"duplicate", "bridge", "errors"},
    "formats": {"formats", *DOMAIN, "errors"},
    "store": {"store", *DOMAIN, "errors", "collation"},  # never formats, services, web or cli
    "services": {"services", "store", "formats", *DOMAIN, "errors", "collation"},
    "i18n": {"i18n", "bridge", "errors"},  # the catalogs: messages in the reader's language
    "web": {
        "web",
        "services",
        "store",
        "formats",
        *DOMAIN,
        "errors",
        "i18n",
        "collation",
        "__version__",
    },
    "cli": {
        "cli",
        "services",
        "store",
        "formats",
        *DOMAIN,
        "errors",
        "i18n",
        "collation",
        "__version__",
    },
}
#: The ways out of the table, each inside its function: ``atout serve`` imports the web
#: app, ``atout club publish`` the web's static site (the room's own pages and templates).
INSIDE_A_FUNCTION: dict[Path, set[str]] = {
    SRC / "cli" / "serve.py": {"web"},
    SRC / "cli" / "club.py": {"web"},
}
#: Third-party packages the domain may use (numpy for the bulk functions only, networkx for
#: the exact matching of a Swiss round, imported inside the function that pairs).
DOMAIN_THIRD_PARTY = {"numpy", "networkx"}


def _names(node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
    elif node.level == 0 and node.module == "atout":
        yield from (f"atout.{alias.name}" for alias in node.names)
    elif node.level == 0 and node.module:
        yield node.module


def _imports(path: Path) -> set[tuple[str, bool]]:
    """Every module ``path`` imports, and whether the import is inside a function."""
    found: set[tuple[str, bool]] = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.update((name, in_function) for name in _names(node))
        inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def _modules() -> list[tuple[str, Path]]:
    return [
        (path.relative_to(SRC).parts[0], path)
        for path in sorted(SRC.rglob("*.py"))
        if len(path.relative_to(SRC).parts) > 1
    ]


@pytest.mark.parametrize(("layer", "path"), _modules(), ids=lambda v: str(v))
def test_imports_point_inward(layer: str, path: Path) -> None:
    # store -> formats fails until store/club_pbn.py and store/club_teams*.py leave store
    # (issue 9, point 4): this assertion stays active.
    inside = ALLOWED[layer] | INSIDE_A_FUNCTION.get(path, set())
    for name, in_function in _imports(path):
        top, _, rest = name.partition(".")
        if top == "atout":
            target = rest.partition(".")[0] or "__init__"
            allowed = inside if in_function else ALLOWED[layer]
            assert target in allowed, f"{path.relative_to(SRC)} imports {name}"
        elif layer in DOMAIN:
            allowed_third = top in sys.stdlib_module_names or top in DOMAIN_THIRD_PARTY
            assert allowed_third, f"{path.relative_to(SRC)} (domain) imports {name}"


def test_the_exception_is_only_inside_a_function(tmp_path: Path) -> None:
    """``atout.web`` at the top of ``cli/serve.py`` would be refused; inside ``serve()`` not."""
    module = tmp_path / "serve.py"
    module.write_text(
        "import atout.web.app\n"
        "def serve() -> None:\n"
        "    from atout.web.app import create_app\n"
        "    class Later:\n"
        "        from atout.web import deps\n",
        encoding="utf-8",
    )
    assert _imports(module) == {
        ("atout.web.app", False),
        ("atout.web.app", True),
        ("atout.web", True),
    }

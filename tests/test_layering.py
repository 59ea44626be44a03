"""The imports point inward only (STYLE.md): web/cli → store → domain; formats → domain;
store never imports formats."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "atout"
DOMAIN = {"bridge", "duplicate", "tarot"}

#: For each layer, the atout packages its modules may import.
ALLOWED: dict[str, set[str]] = {
    "bridge": {"bridge", "errors"},
    "tarot": {"tarot", "errors"},
    "duplicate": {"duplicate", "bridge", "errors"},
    "formats": {"formats", *DOMAIN, "errors"},
    "store": {"store", *DOMAIN, "errors"},
    "web": {"web", "store", "formats", *DOMAIN, "errors", "__version__"},
    "cli": {"cli", "web", "store", "formats", *DOMAIN, "errors", "__version__"},
}
#: Third-party packages the domain may use (numpy for the bulk functions only).
DOMAIN_THIRD_PARTY = {"numpy"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "atout":
                names.update(f"atout.{alias.name}" for alias in node.names)
            else:
                names.add(node.module)
    return names


def _modules() -> list[tuple[str, Path]]:
    return [
        (path.relative_to(SRC).parts[0], path)
        for path in sorted(SRC.rglob("*.py"))
        if len(path.relative_to(SRC).parts) > 1
    ]


@pytest.mark.parametrize(("layer", "path"), _modules(), ids=lambda v: str(v))
def test_imports_point_inward(layer: str, path: Path) -> None:
    for name in _imports(path):
        top, _, rest = name.partition(".")
        if top == "atout":
            target = rest.partition(".")[0] or "__init__"
            assert target in ALLOWED[layer], f"{path.relative_to(SRC)} imports {name}"
        elif layer in DOMAIN:
            allowed = top in sys.stdlib_module_names or top in DOMAIN_THIRD_PARTY
            assert allowed, f"{path.relative_to(SRC)} (domain) imports {name}"

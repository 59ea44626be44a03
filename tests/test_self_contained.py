"""A stranger's clone passes its tests: nothing the tests read lies outside the repository,
but other projects' files, read in place beside it and skipped where they are absent.

Every test source and data file under ``tests/`` is scanned for paths that
leave the repository: a ``..`` component, an absolute path under a directory
of people's files (``/work``, ``/home``, ``/tmp`` ...), ``parents[n]`` or a
chain of ``.parent`` / ``os.path.dirname`` climbing above the repository's
root, and the parent of a ``ROOT``. Debian's programs (``/usr/bin/chromium``,
``/usr/lib/postgresql``) are system packages, not data: ``make test`` installs
them. This file's own examples of bad paths are not scanned.

The one way out is :data:`SHARED`: the ``shared/reference`` folder next to the
repository's root, which holds other projects' files (never committed), named
once in ``tests/reference_data.py`` and read only through its
``shared_reference(folder)``, which skips the test where the folder is absent.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TESTS = REPO / "tests"

#: Top directories of a machine's own files: no test may read from them.
OUTSIDE_ROOTS = ("work", "home", "root", "tmp", "mnt", "media", "srv", "opt", "var", "data")
_ABSOLUTE = re.compile(r"(?<![\w.:/])/(?:" + "|".join(OUTSIDE_ROOTS) + r")(?:/|\b)")
_UP = re.compile(r"(?:^|[/\\\"'\s(])\.\.(?:[/\\\"'\s)]|$)")
_BINARY = {".png", ".sqlite", ".pyc"}

#: The one line that may leave the repository, and its file.
SHARED = (
    Path("tests/reference_data.py"),
    'SHARED_REFERENCE = REPO_ROOT.parent / "shared" / "reference"',
)


def _climbs(node: ast.expr) -> tuple[int, ast.expr]:
    """How many directories ``node`` climbs (``.parent``, ``dirname``), and from what."""
    steps = 0
    while True:
        if isinstance(node, ast.Attribute) and node.attr == "parent":
            steps, node = steps + 1, node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "resolve":
                node = node.func.value
            elif node.func.attr == "dirname" and node.args:
                steps, node = steps + 1, node.args[0]
            else:
                return steps, node
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("Path", "dirname") and node.args:
                steps += node.func.id == "dirname"
                node = node.args[0]
            else:
                return steps, node
        else:
            return steps, node


def _is_file(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "__file__"


def python_problems(source: str, relative: Path) -> list[str]:
    """The places where a test source at ``relative`` (to the repository) leaves it."""
    # A file at tests/a/b.py may climb to parents[2] (the repository), no further.
    highest = len(relative.parts) - 1
    problems = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if _UP.search(node.value) or node.value == "..":
                problems.append(f"{relative}:{line}: '..' in {node.value!r}")
            if _ABSOLUTE.search(node.value):
                problems.append(f"{relative}:{line}: absolute path in {node.value!r}")
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
            if node.value.attr == "parents" and isinstance(node.slice, ast.Constant):
                steps, base = _climbs(node.value.value)
                climbed = steps + int(node.slice.value)
                if not _is_file(base) or climbed > highest:
                    problems.append(f"{relative}:{line}: parents[{node.slice.value}]")
        elif isinstance(node, ast.Attribute | ast.Call):
            steps, base = _climbs(node)
            if _is_file(base) and steps - 1 > highest:
                problems.append(f"{relative}:{line}: {steps} levels above {relative.name}")
            elif steps and isinstance(base, ast.Name) and base.id.endswith("ROOT"):
                problems.append(f"{relative}:{line}: the parent of {base.id}")
    return problems


def text_problems(text: str, relative: Path) -> list[str]:
    """The lines of a data or documentation file that name a path outside the repository."""
    return [
        f"{relative}:{number}: {line.strip()!r}"
        for number, line in enumerate(text.splitlines(), 1)
        if _ABSOLUTE.search(line) or re.search(r"\.\./", line)
    ]


def _files() -> list[Path]:
    return sorted(
        path
        for path in TESTS.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix not in _BINARY
        and path != Path(__file__).resolve()
    )


def _line(problem: str) -> int:
    return int(problem.split(":")[1])


def test_no_test_reads_outside_the_repository_but_the_shared_reference() -> None:
    problems = []
    shared = []
    for path in _files():
        relative = path.relative_to(REPO)
        text = path.read_text(encoding="latin-1")
        if path.suffix == ".py":
            found = python_problems(text, relative)
            lines = text.splitlines()
            shared += [p for p in found if (relative, lines[_line(p) - 1].strip()) == SHARED]
            problems += [p for p in found if p not in shared]
        else:
            problems += text_problems(text, relative)
    assert problems == []
    assert [_line(p) for p in shared] != [] and len({_line(p) for p in shared}) == 1


def test_only_the_helper_names_the_shared_reference() -> None:
    users = {
        path.relative_to(REPO)
        for path in _files()
        if path.suffix == ".py" and "SHARED_REFERENCE" in path.read_text(encoding="utf-8")
    }
    assert users == {SHARED[0]}


def test_the_helper_skips_naming_the_absent_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests import reference_data

    (tmp_path / "usebio").mkdir()
    monkeypatch.setattr(reference_data, "SHARED_REFERENCE", tmp_path)
    assert reference_data.shared_reference("usebio") == tmp_path / "usebio"
    with pytest.raises(pytest.skip.Exception) as skipped:
        reference_data.shared_reference("pbn-corpus")
    assert str(tmp_path / "pbn-corpus") in str(skipped.value)
    assert "not in the repository" in str(skipped.value)


def test_the_tests_read_their_data_from_tests_data() -> None:
    from tests.reference_data import QUIRKS_PBN, REFERENCE_PBN, TABLES_JSON

    assert TABLES_JSON.is_file() and TABLES_JSON.is_relative_to(TESTS / "data")
    assert len(list(REFERENCE_PBN.glob("club-pairs-*.pbn"))) == 3
    assert QUIRKS_PBN.is_relative_to(TESTS / "data")


@pytest.mark.parametrize(
    "source",
    [
        'TABLES = Path("/work/elsewhere/reference/tables.json")',
        'ELSEWHERE = ROOT.parent / "reference"',
        'DATA = ROOT / ".." / "reference"',
        'DATA = Path("../elsewhere/reference")',
        "ROOT = Path(__file__).resolve().parents[3]",
        "ROOT = Path(__file__).parent.parent.parent.parent",
        "ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(__file__))))",
        'open("/tmp/atout.sqlite")',
    ],
)
def test_the_scanner_catches_paths_outside(source: str) -> None:
    assert python_problems(source, Path("tests/club/test_x.py")) != []


@pytest.mark.parametrize(
    "source",
    [
        'TEMPLATES = Path(__file__).resolve().parents[2] / "src/atout/web/templates"',
        "ROOT = Path(__file__).parent.parent.parent",
        'CHROMIUM = Path("/usr/bin/chromium")',
        'client.get("/games/1?format=json")',
        'client.post("/director/sessions", data={})',
    ],
)
def test_the_scanner_lets_the_repository_and_urls_be(source: str) -> None:
    assert python_problems(source, Path("tests/club/test_x.py")) == []


def _quiet(options: list[str]) -> int:
    return sum(o.count("q") for o in options if re.fullmatch(r"-q+", o)) + options.count("--quiet")


def test_make_test_ends_with_the_counts_line() -> None:
    """``make test`` runs pytest quiet once: ``-qq`` would drop its closing "N passed" line.

    The ``-q`` is on the Makefile's command line, not in ``addopts``, so that a
    developer's own ``pytest -q`` keeps the counts line too.
    """
    pytest_options = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["pytest"]
    addopts = pytest_options["ini_options"]["addopts"].split()
    make_lines = [
        line.split()
        for line in (REPO / "Makefile").read_text().splitlines()
        if "/pytest" in line or "PYTEST_ADDOPTS" in line
    ]
    assert make_lines == [["$(BIN)/pytest", "-q"]]
    assert _quiet(addopts) == 0

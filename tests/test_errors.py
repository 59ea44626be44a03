"""Every error class lives in ``atout.errors``, and nothing raises the bare base class."""

from __future__ import annotations

import ast
import builtins
import inspect
from pathlib import Path

import pytest

import atout.errors
from atout.errors import AtoutError, ConflictError, FormError

SRC = Path(__file__).resolve().parents[1] / "src" / "atout"
ERRORS = SRC / "errors.py"
#: Base classes that make a class an exception (the names of atout.errors, and the builtins).
EXCEPTION_BASES = {
    name
    for name, value in vars(atout.errors).items()
    if inspect.isclass(value) and issubclass(value, BaseException)
} | {
    name
    for name, value in vars(builtins).items()
    if inspect.isclass(value) and issubclass(value, BaseException)
}


def _sources() -> list[Path]:
    return sorted(SRC.rglob("*.py"))


def _base_name(node: ast.expr) -> str:
    if isinstance(node, ast.Subscript):  # Generic[T], ConflictError[...]
        return _base_name(node.value)
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_bare_base_class_raised(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and node.exc is not None:
            raised = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            assert _base_name(raised) != "AtoutError", (
                f"{path.relative_to(SRC)}:{node.lineno} raises the bare AtoutError: "
                "raise the subclass of atout.errors that says what went wrong"
            )


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_exception_classes_live_in_errors(path: Path) -> None:
    if path == ERRORS:
        return
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = {_base_name(base) for base in node.bases}
            assert not bases & EXCEPTION_BASES, (
                f"{path.relative_to(SRC)}:{node.lineno} defines the exception {node.name}: "
                "define it in atout/errors.py"
            )


def test_every_error_is_an_atout_error_but_the_invariant_one() -> None:
    classes = [
        value
        for value in vars(atout.errors).values()
        if inspect.isclass(value) and issubclass(value, BaseException)
    ]
    assert len(classes) > 10
    outside = {c.__name__ for c in classes if not issubclass(c, AtoutError)}
    assert outside == {"ZeroSumError"}
    assert all(issubclass(c, ValueError) for c in classes if c.__name__ != "ZeroSumError")


def test_conflict_carries_what_was_stored() -> None:
    error: ConflictError[tuple[int, str]] = ConflictError("entered twice", (2, "4S= N"))
    assert error.stored == (2, "4S= N") and str(error) == "entered twice"
    assert ConflictError[str]("gone", None).stored is None


def test_form_error_keeps_each_field() -> None:
    error = FormError({"title": "Give a title.", "": "Try again."})
    assert error.errors == {"title": "Give a title.", "": "Try again."}
    assert isinstance(error, AtoutError)

"""Every error class lives in ``atout.errors``, and nothing raises the bare base class."""

from __future__ import annotations

import ast
import builtins
import copy
import inspect
import pickle
from pathlib import Path

import pytest

import atout.errors
from atout.errors import AtoutError, ConflictError, FormError, Message

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


FIELDS = ("template", "values", "code", "field", "parts", "separator", "last", "plural")


@pytest.mark.parametrize("name", [*FIELDS, "other"])
def test_a_message_cannot_be_changed(name: str) -> None:
    said = Message("{n} is odd", code="bouts.range", n=3)
    with pytest.raises(AttributeError, match="cannot be changed"):
        setattr(said, name, "x")
    with pytest.raises(AttributeError, match="cannot be changed"):
        delattr(said, name)
    with pytest.raises(TypeError):
        said.values["n"] = 5
    assert (said.template, said.values, said.code) == ("{n} is odd", {"n": 3}, "bouts.range")


def test_about_and_coded_make_new_messages_with_every_field() -> None:
    counted = Message.counted("{n} round", "{n} rounds", n=2, code="tournament.rounds")
    placed = counted.about("rounds").coded("option.invalid")
    assert (counted.field, counted.code) == ("", "tournament.rounds")
    assert [getattr(placed, f) for f in FIELDS] == [
        "{n} round",
        {"n": 2},
        "option.invalid",
        "rounds",
        (),
        "",
        "",
        "{n} rounds",
    ]
    assert placed == "2 rounds" and type(placed) is Message


def test_a_joined_message_keeps_its_parts() -> None:
    joined = Message.joined(["1", Message("{n}", n=3)], ", ", " or ").about("boards")
    assert [getattr(joined, f) for f in FIELDS] == [
        "1 or 3",
        {},
        "",
        "boards",
        ("1", "3"),
        ", ",
        " or ",
        "",
    ]


def test_a_message_copies_and_pickles_whole() -> None:
    said = Message.counted("{n} deal", "{n} deals", n=1, code="tournament.deals").about("deals")
    assert copy.copy(said) is said and copy.deepcopy(said) is said
    again = pickle.loads(pickle.dumps(said))
    assert [getattr(again, f) for f in FIELDS] == [getattr(said, f) for f in FIELDS]
    assert again == said == "1 deal"

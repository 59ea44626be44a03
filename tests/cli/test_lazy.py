"""The ``atout`` command imports only what the invoked subcommand needs (atout.cli.lazy)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from atout.cli import BRIDGE, TOP, bridge, main
from atout.cli.lazy import LazyCommand, LazyGroup
from atout.i18n import translations

ROOT = Path(__file__).resolve().parents[2]
#: What no command but ``atout serve`` and ``atout director`` may load (rich: tables only).
HEAVY = ("atout.web", "atout.store", "fastapi", "sqlalchemy", "pydantic", "uvicorn", "numpy")

ENTRIES = [(name, entry) for name, entry in {**BRIDGE, **TOP}.items()]


def _first_paragraph(help_text: str | None) -> str:
    return " ".join((help_text or "").partition("\n\n")[0].split())


@pytest.mark.parametrize(("name", "entry"), ENTRIES, ids=[name for name, _ in ENTRIES])
def test_entry_is_the_commands_own_help(name: str, entry: LazyCommand) -> None:
    command = entry.load()
    assert command.name == name
    assert entry.help == _first_paragraph(command.help)


@pytest.mark.parametrize("width", [40, 80, 120, 200])
def test_lazy_listing_is_the_eager_one(width: int) -> None:
    lazy = LazyGroup("bridge", lazy=BRIDGE, help=bridge.help)
    eager = click.Group("bridge", {name: e.load() for name, e in BRIDGE.items()}, help=bridge.help)
    texts = []
    for group in (lazy, eager):
        context = click.Context(group, info_name="bridge", terminal_width=width)
        texts.append(group.get_help(context))
    assert texts[0] == texts[1]
    assert all(name in texts[0] for name in BRIDGE)


def _loaded_after(*args: str) -> set[str]:
    """The modules loaded by running ``atout ARGS`` in a fresh interpreter."""
    script = (
        "import sys\n"
        "from atout.cli import main\n"
        "try:\n"
        f"    main({list(args)!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('modules:', *sorted(sys.modules))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    last = done.stdout.splitlines()[-1]
    assert last.startswith("modules: ")
    return set(last.split()[1:])


def _heavy(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith(HEAVY)}


@pytest.mark.parametrize(
    ("args", "command"),
    [(["--help"], None), (["bridge", "--help"], None), (["tarot", "--help"], "atout.cli.tarot")],
)
def test_help_imports_no_subcommand(args: list[str], command: str | None) -> None:
    loaded = _loaded_after(*args)
    cli = {m for m in loaded if m.startswith("atout.cli.")}
    always = {"atout.cli.common", "atout.cli.lazy", "atout.cli.click_words", "atout.cli.spoken"}
    assert cli == {*always, *([command] if command else [])}
    assert not _heavy(loaded) and "rich" not in loaded


@pytest.mark.parametrize(
    "args",
    [
        ["bridge", "score", "4H="],
        ["bridge", "score", "4H=", "--json"],
        ["tarot", "score", "--players", "4", "--taker", "1", "--contract", "garde",
         "--points", "43", "--bouts", "2"],
    ],
)  # fmt: skip
def test_scoring_imports_only_scoring(args: list[str]) -> None:
    translations("en")  # compiled once into the user's cache, as any first start does
    loaded = _loaded_after(*args)
    assert not _heavy(loaded)
    assert not {m for m in loaded if m.startswith(("atout.formats", "atout.duplicate"))}
    # the one-deal scores write their few columns themselves (start-up).
    assert "rich" not in loaded
    assert "babel" not in loaded  # the compiled catalog is read by gettext


def test_importing_the_cli_leaves_the_web_out() -> None:
    script = "import atout.cli, sys; assert 'atout.web' not in sys.modules"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    subprocess.run([sys.executable, "-c", script], env=env, check=True)


def test_every_command_runs_its_help() -> None:
    for args in (["tarot", "--help"], ["director", "--help"], ["serve", "--help"]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        assert result.output.startswith(f"Usage: main {args[0]}")

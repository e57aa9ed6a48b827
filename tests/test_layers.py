"""The layering is checked, not hoped for (issue 17, item 6): `lint-imports` (import-linter)
checks the contracts in pyproject.toml's [tool.importlinter]: no pygame outside the UI and the
games' tables (the engine, every game's rules, data and bots, i18n, settings, storage, paths,
the simulator); nothing under the UI importing the UI, a table or the command line; the
engine importing neither the registry nor any game; the four games independent; table ->
bots -> rules one way in each game; the shared UI reaching a game only through the registry;
the top-level layers; and no cycles in the packages that have none today (the UI's modules
among them: no scene imports the app).
grimp reads every import, those inside functions and under TYPE_CHECKING included.

The second test proves the check can fail: a copy of the package with one `import pygame`
added under the engine breaks the first contract, and lint-imports says where. The third
keeps the no-pygame contract's list of each game's modules complete."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def lint_imports(cwd: Path) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("lint-imports")
    found = str(exe) if exe.exists() else shutil.which("lint-imports")
    if found is None:   # a failure, not a skip: CI must never pass without the check
        pytest.fail("lint-imports is not installed: pip install -e '.[test]' (import-linter)")
    return subprocess.run([found, "--no-cache"], cwd=cwd, capture_output=True, text=True, timeout=600)


def test_import_contracts_hold():
    r = lint_imports(ROOT)
    assert r.returncode == 0, f"an import contract is broken:\n{r.stdout}\n{r.stderr}"
    assert "0 broken" in r.stdout and "KEPT" in r.stdout


def test_a_pygame_import_under_the_engine_breaks_the_check(tmp_path):
    shutil.copytree(ROOT / "zoo_desktop", tmp_path / "zoo_desktop",
                    ignore=shutil.ignore_patterns("assets", "data", "messages", "__pycache__", "*.pyc"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    rng = tmp_path / "zoo_desktop" / "engine" / "rng.py"
    rng.write_text(rng.read_text(encoding="utf-8") + "\n\ndef _late():\n    import pygame  # noqa\n",
                   encoding="utf-8")
    r = lint_imports(tmp_path)
    assert r.returncode != 0, r.stdout
    assert "No pygame outside the UI" in r.stdout and "BROKEN" in r.stdout
    assert "zoo_desktop.engine.rng -> pygame" in r.stdout, r.stdout


def test_every_module_of_a_game_outside_its_table_is_checked_for_pygame():
    """The no-pygame contract lists a game's modules by name (its table/ may import pygame):
    a module added to a game must be added there too, or this fails naming it."""
    import fnmatch
    import tomllib
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    listed = next(c for c in contracts if c.get("id") == "no-pygame")["source_modules"]
    games = ROOT / "zoo_desktop" / "games"
    missing = []
    for py in sorted(games.glob("*/*.py")):
        if py.name == "__init__.py":
            continue
        mod = f"zoo_desktop.games.{py.parent.name}.{py.stem}"
        if not any(fnmatch.fnmatchcase(mod, pat) for pat in listed):
            missing.append(mod)
    assert not missing, f"add to the no-pygame contract in pyproject.toml: {missing}"
    assert all((games / g / "table" / "scene.py").is_file() for g in ("architect", "gorilla", "keepers", "research"))

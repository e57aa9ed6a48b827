"""Issue 7: the frozen one-folder build and the .deb start and draw every scene headless,
with no Python on PATH and a clean HOME. Slow (a PyInstaller build), still run in CI."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def clean_env(home: Path) -> dict:
    home.mkdir(parents=True, exist_ok=True)
    return {"PATH": "/nonexistent", "HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run_smoke(exe: Path, tmp: Path, tag: str) -> set[str]:
    out = tmp / f"shots-{tag}"
    r = subprocess.run([str(exe), "--smoke", "--screenshot", str(out)], env=clean_env(tmp / f"home-{tag}"),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    return {p.name for p in out.glob("*.png")}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build is the one tested here")
def test_frozen_build_and_deb_run_smoke(tmp_path):
    pytest.importorskip("PyInstaller")
    r = subprocess.run([sys.executable, str(ROOT / "build" / "build.py")], cwd=ROOT, capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    exe = ROOT / "dist" / "zoo-desktop" / "zoo-desktop"
    want = {"menu.png", "settings.png", "about.png", "gorilla-setup.png", "gorilla-table.png", "gorilla-results.png"}
    assert want <= run_smoke(exe, tmp_path, "dist")
    debs = sorted((ROOT / "dist").glob("zoo-desktop_*.deb"))
    if not debs or not shutil.which("dpkg-deb"):
        pytest.skip("no dpkg-deb here: the .deb part is not checked")
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(debs[-1]), str(root)], check=True)
    assert (root / "usr/share/applications/zoo-desktop.desktop").is_file()
    assert (root / "usr/share/icons/hicolor/256x256/apps/zoo-desktop.png").is_file()
    assert want <= run_smoke(root / "usr/bin/zoo-desktop", tmp_path, "deb")

"""Issue 15 (packaging): the wheel, installed into a fresh venv outside the checkout and run
from another folder, carries its assets and draws every scene. Before, `assets/` sat at the
repository root, so `pip install .` gave a blank window and `--smoke` exited 1.
Slow (a wheel build, a venv and a full --smoke), still run in CI."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def distinct_colours(png: Path) -> int:
    """Distinct colours of the PNG scaled to 240x135 (a blank or flat screen has one or two)."""
    import pygame
    small = pygame.transform.scale(pygame.image.load(str(png)), (240, 135))
    raw = pygame.image.tobytes(small, "RGB")
    return len({raw[i:i + 3] for i in range(0, len(raw), 3)})


def source_copy(dest: Path) -> Path:
    """The checkout without its venv and build output: pip builds in the source folder
    (build/lib, *.egg-info), and that should not be the user's checkout."""
    skip_top = {".venv", ".git", "dist", ".pytest_cache", "smoke-screens"}

    def ignore(folder, names):
        here = Path(folder).resolve()
        out = {n for n in names if n == "__pycache__" or n.endswith(".egg-info")}
        if here == ROOT:
            out |= skip_top & set(names)
        if here == ROOT / "build":
            out |= {n for n in names if n not in ("build.py", "launcher.py", "windows")}
        return out
    shutil.copytree(ROOT, dest, ignore=ignore, symlinks=True)
    return dest


def test_wheel_in_a_fresh_venv_draws_every_scene(tmp_path):
    wheels = tmp_path / "wheels"
    src = source_copy(tmp_path / "src")
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(src)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    wheel = next(wheels.glob("zoo_desktop-*.whl"))
    # the dependencies as installed here, from pip's cache or the registry, then offline
    deps = [f"{d}=={metadata.version(d)}" for d in ("pygame-ce", "platformdirs", "babel", "pyphen")]
    r = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(wheels), *deps],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        pytest.skip(f"the dependencies' wheels could not be fetched: {r.stderr[-300:]}")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    py = env_dir / "bin" / "python"
    r = subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-index", "--find-links", str(wheels), str(wheel)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    # the package is the installed copy, not this checkout
    where = subprocess.run([str(py), "-c", "import zoo_desktop.paths as p; print(p.assets_dir())"],
                           capture_output=True, text=True, cwd=tmp_path, check=True).stdout.strip()
    assert str(env_dir) in where and not where.startswith(str(ROOT))
    home, scratch = tmp_path / "home", tmp_path / "tmp"
    home.mkdir()
    scratch.mkdir()
    env = {"PATH": f"{env_dir / 'bin'}:/usr/bin:/bin", "HOME": str(home), "TMPDIR": str(scratch),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    shots = tmp_path / "shots"
    r = subprocess.run([str(env_dir / "bin" / "zoo-desktop"), "--smoke", "--screenshot", str(shots)],
                       capture_output=True, text=True, env=env, cwd=home, timeout=400)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-3000:]
    assert "Traceback" not in r.stderr, r.stderr[-3000:]
    pngs = sorted(shots.glob("*.png"))
    names = {p.name for p in pngs}
    want = {"menu.png", "settings.png", "about.png", "slots.png"}
    want |= {f"{g}-{s}.png" for g in ("gorilla", "keepers", "research", "architect")
             for s in ("setup", "howto", "table", "results")}
    assert want <= names, want - names
    flat = {p.name: n for p in pngs if (n := distinct_colours(p)) < 40}
    assert not flat, f"blank screens (distinct colours): {flat}"
    assert not os.listdir(scratch), f"--smoke left temporary files: {os.listdir(scratch)}"

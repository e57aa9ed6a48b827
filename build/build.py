"""Build the frozen app into dist/zoo-desktop/ and, on Linux, a .deb in dist/.

    python build/build.py [--no-deb]

The .deb installs the app under /opt/zoo-desktop with a `zoo-desktop` launcher on PATH, a
desktop entry and an icon; `dpkg -r zoo-desktop` removes every file it installed.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "out"
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))


def icon_png(size: int = 256) -> Path:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    pygame.display.set_mode((1, 1))
    OUT.mkdir(parents=True, exist_ok=True)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (36, 84, 62), (size // 2, size // 2), size // 2)
    img = pygame.image.load_sized_svg(str(ROOT / "zoo_desktop/assets/art/animals/gorilla.svg"), (size * 3 // 4, size * 3 // 4))
    surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    path = OUT / "zoo-desktop.png"
    pygame.image.save(surf, str(path))
    if sys.platform == "win32":  # PyInstaller converts PNG to ICO when Pillow is installed
        shutil.copy(path, OUT / "zoo-desktop.ico")
    return path


def pyinstaller() -> Path:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "work"), str(ROOT / "installer.spec")],
                   check=True, cwd=ROOT)
    print(f"pyinstaller: {time.perf_counter() - t0:.1f} s")
    return DIST / "zoo-desktop"


def deb(app_dir: Path, icon: Path) -> Path:
    from zoo_desktop import __version__
    stage = OUT / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    (stage / "DEBIAN").mkdir(parents=True)
    shutil.copytree(app_dir, stage / "opt" / "zoo-desktop")
    bindir = stage / "usr" / "bin"
    bindir.mkdir(parents=True)
    launcher = bindir / "zoo-desktop"
    # relative to itself, so it also runs from a scratch root (dpkg-deb -x)
    launcher.write_text('#!/bin/sh\n# needs no other program: works from /usr/bin and from a scratch root\n'
                        'exec "${0%/*}/../../opt/zoo-desktop/zoo-desktop" "$@"\n')
    launcher.chmod(0o755)
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "zoo-desktop.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Zoo Desktop\nComment=Four animal board and card games\n"
        "Exec=zoo-desktop\nIcon=zoo-desktop\nCategories=Game;BoardGame;CardGame;\nTerminal=false\n")
    icons = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    shutil.copy(icon, icons / "zoo-desktop.png")
    size_kb = sum(f.stat().st_size for f in stage.rglob("*") if f.is_file()) // 1024
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip() or "amd64"
    (stage / "DEBIAN" / "control").write_text(
        f"Package: zoo-desktop\nVersion: {__version__}\nSection: games\nPriority: optional\n"
        f"Architecture: {arch}\nInstalled-Size: {size_kb}\nMaintainer: Zoo Desktop developers <dev@zoo-desktop.local>\n"
        "Description: Zoo Desktop - four animal board and card games\n"
        " Gorilla and more, offline, against bots or friends on one screen.\n")
    target = DIST / f"zoo-desktop_{__version__}_{arch}.deb"
    subprocess.run(["fakeroot", "dpkg-deb", "--build", "-Zgzip", str(stage), str(target)] if shutil.which("fakeroot")
                   else ["dpkg-deb", "--root-owner-group", "--build", str(stage), str(target)], check=True,
                   stdout=subprocess.DEVNULL)
    return target


def main() -> int:
    icon = icon_png()
    app = pyinstaller()
    size = sum(f.stat().st_size for f in app.rglob("*") if f.is_file()) / 2**20
    print(f"dist folder: {app} ({size:.1f} MiB)")
    if "--no-deb" not in sys.argv and sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        print(f"deb: {deb(app, icon)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

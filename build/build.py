"""Build the frozen app into DIST/zoo-desktop/ and, on Linux, a .deb in DIST.

    python build/build.py [--dist DIR] [--work DIR] [--no-deb]

Defaults: DIST = dist/, WORK = build/work/ (PyInstaller's work folder, the icon and the .deb
staging); the tests pass temporary folders. The .deb installs the app under
/usr/lib/zoo-desktop (not /opt: dpkg would own /opt and `dpkg -r` delete it when empty) with
a `zoo-desktop` launcher on PATH, a desktop entry and an icon; `dpkg -r zoo-desktop` removes
every file it installed.

Its dependencies are derived, not listed by hand: `Depends` is what dpkg-shlibdeps finds for
every ELF file of the bundle that links against system libraries (the copies of Debian's own
libraries PyInstaller put in the bundle are left out of the .deb, so the package's copy is
used), plus the X11 libraries the bundled SDL loads at run time (dlopen, so no linker sees
them) and cannot open a window without; the other libraries SDL may load (audio, Wayland, more X11 extensions) are
`Recommends`. Each soname is read from the SDL binary and mapped to its package with `dpkg -S`.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
INSTALL_DIR = "usr/lib/zoo-desktop"
# SDL's X11 video backend needs these two (SDL_x11dyn.c); without them SDL has no window
SDL_REQUIRED = ("libX11.so.6", "libXext.so.6")
# loaded by SDL if present; the C library's own parts and GL (pygame draws in software) are left out
SDL_SKIP = re.compile(r"^lib(c|m|dl|pthread|rt|GL|GLES\w*|EGL|OpenGL|gbm|drm|udev)\.so")


def icon_png(out: Path, size: int = 256) -> Path:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.init()
    pygame.display.set_mode((1, 1))
    out.mkdir(parents=True, exist_ok=True)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (36, 84, 62), (size // 2, size // 2), size // 2)
    img = pygame.image.load_sized_svg(str(ROOT / "zoo_desktop/assets/art/animals/gorilla.svg"),
                                      (size * 3 // 4, size * 3 // 4))
    surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    path = out / "zoo-desktop.png"
    pygame.image.save(surf, str(path))
    if sys.platform == "win32":  # PyInstaller converts PNG to ICO when Pillow is installed
        shutil.copy(path, out / "zoo-desktop.ico")
    if sys.platform == "darwin" and shutil.which("iconutil") and shutil.which("sips"):
        iconset = out / "zoo-desktop.iconset"  # macOS tools: sips scales, iconutil packs the .icns
        iconset.mkdir(exist_ok=True)
        for px in (16, 32, 128, 256):
            for scale, name in ((1, f"icon_{px}x{px}.png"), (2, f"icon_{px}x{px}@2x.png")):
                subprocess.run(["sips", "-z", str(px * scale), str(px * scale), str(path), "--out", str(iconset / name)],
                               check=True, capture_output=True)
        subprocess.run(["iconutil", "-c", "icns", str(iconset), "-o", str(out / "zoo-desktop.icns")], check=True)
    return path


def pyinstaller(dist: Path, work: Path) -> Path:
    t0 = time.perf_counter()
    env = dict(os.environ, ZOO_DESKTOP_BUILD_OUT=str(work / "out"))
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), str(ROOT / "installer.spec")],
                   check=True, cwd=ROOT, env=env)
    print(f"pyinstaller: {time.perf_counter() - t0:.1f} s")
    return dist / "zoo-desktop"


def tree_size(path: Path) -> int:
    """Bytes as installed: files once, symlinks as links (not what they point to)."""
    return sum(f.lstat().st_size for f in path.rglob("*") if f.is_symlink() or f.is_file())


# ----------------------------------------------------------------------------- dependencies
def elf_files(tree: Path) -> list[Path]:
    out = []
    for f in sorted(tree.rglob("*")):
        if f.is_file() and not f.is_symlink():
            with open(f, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(f)
    return out


def shlibdeps(tree: Path, scratch: Path) -> list[str]:
    """dpkg-shlibdeps over every ELF of the bundle; the bundle's own libraries are private
    (-l), so only system libraries become dependencies."""
    elves = elf_files(tree)
    (scratch / "debian").mkdir(parents=True, exist_ok=True)
    (scratch / "debian" / "control").write_text("Source: zoo-desktop\n\nPackage: zoo-desktop\nArchitecture: any\n")
    private = sorted({str(f.parent) for f in elves})
    r = subprocess.run(["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
                        *(f"-l{d}" for d in private), *(f"-e{f}" for f in elves)],
                       cwd=scratch, capture_output=True, text=True, check=True)
    m = re.search(r"^shlibs:Depends=(.*)$", r.stdout, re.M)
    return [d.strip() for d in m.group(1).split(",")] if m else []


def soname_package(soname: str) -> str | None:
    """The installed package that ships `soname` (via ldconfig's cache and dpkg -S)."""
    r = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True)
    for line in r.stdout.splitlines():
        name, _, path = line.strip().partition(" => ")
        if name.split(" ")[0] == soname:
            real = os.path.realpath(path)
            # merged /usr: dpkg may list /lib/... while the real file is /usr/lib/...
            for candidate in dict.fromkeys((real, path, real.removeprefix("/usr"))):
                q = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
                if q.returncode == 0:
                    return q.stdout.split(":")[0].split(",")[0].strip()
    return None


def drop_system_copies(tree: Path) -> list[str]:
    """Remove from the staged bundle the copies PyInstaller made of Debian's own libraries
    (libstdc++, zlib, libffi, ... next to the bundle's executable): the .deb depends on their
    packages instead (dpkg-shlibdeps finds them, with the versions their symbols need), so
    the system's copy, with its security updates, is the one loaded. Libraries vendored by
    wheels (pygame_ce.libs, names with a hash) and libpython are no package's files: kept."""
    internal = tree / "_internal"
    dropped = []
    for f in sorted(internal.glob("lib*.so*")):
        # libpython is the interpreter the bundle's modules were built for, whatever Debian has
        if f.is_file() and not f.is_symlink() and not f.name.startswith("libpython") and soname_package(f.name):
            f.unlink()
            dropped.append(f.name)
    return dropped


def sdl_runtime_libs(tree: Path) -> list[str]:
    """Sonames the bundled SDL opens at run time, read from its binary."""
    found: set[str] = set()
    for f in tree.rglob("libSDL2-2*.so*"):
        if f.is_file() and not f.is_symlink():
            found |= {m.decode() for m in re.findall(rb"lib[A-Za-z0-9_+-]+\.so\.\d+", f.read_bytes())}
    return sorted(s for s in found if not SDL_SKIP.match(s))


def dependencies(tree: Path, scratch: Path) -> tuple[list[str], list[str]]:
    """(Depends, Recommends) for the bundle in `tree`."""
    depends = shlibdeps(tree, scratch)
    runtime = sdl_runtime_libs(tree)
    missing = [s for s in SDL_REQUIRED if s not in runtime]
    if missing:
        raise SystemExit(f"the bundled SDL does not name {missing}: check SDL_REQUIRED")
    recommends = []
    for soname in runtime:
        pkg = soname_package(soname)
        if pkg is None:
            if soname in SDL_REQUIRED:
                raise SystemExit(f"{soname} is not installed here, so its package is unknown")
            continue
        target = depends if soname in SDL_REQUIRED else recommends
        if not any(d.split(" ")[0] == pkg for d in depends + recommends):
            target.append(pkg)
    return depends, recommends


# ----------------------------------------------------------------------------- the .deb
def deb(app_dir: Path, icon: Path, dist: Path, work: Path) -> Path:
    from zoo_desktop import __version__
    stage = work / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    (stage / "DEBIAN").mkdir(parents=True)
    shutil.copytree(app_dir, stage / INSTALL_DIR, symlinks=True)
    bindir = stage / "usr" / "bin"
    bindir.mkdir(parents=True)
    launcher = bindir / "zoo-desktop"
    # relative to itself, so it also runs from a scratch root (dpkg-deb -x)
    launcher.write_text('#!/bin/sh\n# needs no other program: works from /usr/bin and from a scratch root\n'
                        f'exec "${{0%/*}}/../../{INSTALL_DIR}/zoo-desktop" "$@"\n')
    launcher.chmod(0o755)
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "zoo-desktop.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Zoo Desktop\nComment=Four animal board and card games\n"
        "Exec=zoo-desktop\nIcon=zoo-desktop\nCategories=Game;BoardGame;CardGame;\nTerminal=false\n")
    icons = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    shutil.copy(icon, icons / "zoo-desktop.png")
    dropped = drop_system_copies(stage / INSTALL_DIR)
    print(f"deb: left out copies of system libraries ({', '.join(dropped) or 'none'})")
    depends, recommends = dependencies(stage / INSTALL_DIR, work / "shlibdeps")
    size_kb = tree_size(stage) // 1024
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip() or "amd64"
    (stage / "DEBIAN" / "control").write_text(
        f"Package: zoo-desktop\nVersion: {__version__}\nSection: games\nPriority: optional\n"
        f"Architecture: {arch}\nInstalled-Size: {size_kb}\n"
        f"Depends: {', '.join(depends)}\n" + (f"Recommends: {', '.join(recommends)}\n" if recommends else "")
        + "Maintainer: Zoo Desktop developers <dev@zoo-desktop.local>\n"
        "Description: Zoo Desktop - four animal board and card games\n"
        " Gorilla and more, offline, against bots or friends on one screen.\n")
    target = dist / f"zoo-desktop_{__version__}_{arch}.deb"
    subprocess.run(["fakeroot", "dpkg-deb", "--build", "-Zgzip", str(stage), str(target)] if shutil.which("fakeroot")
                   else ["dpkg-deb", "--root-owner-group", "--build", str(stage), str(target)], check=True,
                   stdout=subprocess.DEVNULL)
    return target


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build the frozen app and, on Linux, its .deb.")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder and the .deb go (dist/)")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "work", help="scratch folder (build/work/)")
    ap.add_argument("--no-deb", action="store_true", help="only the app folder")
    args = ap.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    icon = icon_png(work / "out")
    app = pyinstaller(dist, work)
    print(f"dist folder: {app} ({tree_size(app) / 2**20:.1f} MiB)")
    if not args.no_deb and sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        if not shutil.which("dpkg-shlibdeps"):
            print("no .deb: its Depends need dpkg-shlibdeps (sudo apt install dpkg-dev fakeroot)", file=sys.stderr)
            return 1
        target = deb(app, icon, dist, work)
        print(f"deb: {target} ({target.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

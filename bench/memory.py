"""Resident memory of the surface caches (issue 14). Run from any checkout (PYTHONPATH picks
the code), so before and after can be compared:

- architect: zoom every Zoo Architect card once at 3840x2160 (the full face at zoom size)
- gorilla: a 5-player Gorilla table drawn at 800 different window sizes (1280x720 .. 4K)
- snapshots: undo snapshots held after a 5-player Gorilla and a Keepers game of bots

    python bench/memory.py [architect|gorilla|snapshots ...]
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ZOO_DESKTOP_DATA", "/tmp/zoo-bench-data")
os.environ.setdefault("ZOO_DESKTOP_CONFIG", "/tmp/zoo-bench-cfg")


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


def shared_cache_mb() -> str:
    try:
        from zoo_desktop.ui.surfcache import SHARED
    except ImportError:
        return "no shared cache"
    return f"shared cache {SHARED.bytes / 2**20:.0f} MB in {len(SHARED.items)} surfaces (limit {SHARED.limit / 2**20:.0f} MB)"


def architect() -> None:
    from zoo_desktop.games.architect.cards import CARDS
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App
    from zoo_desktop.games.architect.table import art as A
    from zoo_desktop.games.architect.table.layout import ZOOM_H, ZOOM_W
    app = App(size=(3840, 2160), settings=Settings())
    app.goto_menu()
    app.frame()
    before = rss_mb()
    ids = list(CARDS.deck)  # the 182 zoo cards
    for cid in ids:
        A.card_face(cid, app.vp.n(ZOOM_W), app.vp.n(ZOOM_H), True)
    print(f"architect: zoom {len(ids)} cards at 3840x2160: RSS {before:.0f} MB -> {rss_mb():.0f} MB; {shared_cache_mb()}")


def gorilla() -> None:
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games.gorilla.rules import Gorilla
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    app = App(size=(1280, 720), settings=Settings(anim_speed=0.0), fixed_dt=50.0)
    table = make_table(app, Session(Gorilla, GameConfig.make(5, seats=("human",) + ("human",) * 4), 3))
    table.autosave = False
    app.reset_to(table)
    for _ in range(5):
        app.frame()
    before = rss_mb()
    for k in range(800):
        w = 1280 + (k * 37) % 2561
        h = 720 + (k * 53) % 1441
        app.resize((w, h))
        app.frame()
    print(f"gorilla: 800 window sizes: RSS {before:.0f} MB -> {rss_mb():.0f} MB; {shared_cache_mb()}")


def snapshots() -> None:
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.simulate import play_one
    for gid, n in (("gorilla", 5), ("keepers", 4), ("research", 4)):
        s = play_one(gid, GameConfig.make(n, seats=("normal",) * n), 4)
        held = sum(1 for x in s.snapshots if x is not None)
        print(f"snapshots: {gid} {n}p, {s.version} actions: {held} full clones held")


def main(argv: list[str]) -> None:
    for what in argv or ["architect", "gorilla", "snapshots"]:
        globals()[what]()


if __name__ == "__main__":
    main(sys.argv[1:])

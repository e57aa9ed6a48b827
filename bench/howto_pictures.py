"""Cost of the How to play pictures (ui/howto.py): for each game and window size, the time
to stage and draw each stage's table off screen (the first open of a page at that size), the
frame time of the page once its pictures are cached (scrolling), and the pictures' bytes in
the shared cache.

    python bench/howto_pictures.py [--sizes 1280x720,1920x1080,3840x2160] [--only gorilla,...]

Prints one line per game and size."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1280x720,1920x1080,3840x2160")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp()
    os.environ["ZOO_DESKTOP_DATA"] = str(Path(tmp) / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(Path(tmp) / "config")
    import pygame

    from zoo_desktop.games import GAMES, table_class
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui import howto
    from zoo_desktop.ui.app import App
    from zoo_desktop.ui.scenes.pages import HowToScene
    from zoo_desktop.ui.surfcache import SHARED, surface_bytes

    gids = [g for g in GAMES if not args.only or g in args.only.split(",")]
    for size in [tuple(map(int, s.split("x"))) for s in args.sizes.split(",")]:
        app = App(size=size, settings=Settings(), fixed_dt=16.7)
        for gid in gids:
            SHARED.clear()
            stages = list(dict.fromkeys(f.stage for f in table_class(gid).howto_figures))
            t0 = time.perf_counter()
            pics = {}
            for st in stages:
                pics.update(howto.pictures(app, gid, stage=st))
            first = (time.perf_counter() - t0) * 1000
            app.reset_to(HowToScene(app, gid))
            while app.scene.busy(app.now()):
                app.frame()
            frames = []
            for _ in range(60):
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                                     precise_x=0.0, precise_y=-1.0))
                t1 = time.perf_counter()
                app.frame()
                frames.append((time.perf_counter() - t1) * 1000)
            frames.sort()
            mb = sum(surface_bytes(p) for p in pics.values()) / 2**20
            print(f"{gid:9s} {size[0]}x{size[1]}: {len(pics)} pictures from {len(stages)} stage(s) drawn in "
                  f"{first:.0f} ms; scrolling frame median {frames[len(frames) // 2]:.1f} ms, "
                  f"max {frames[-1]:.1f} ms; {mb:.1f} MB cached")
    return 0


if __name__ == "__main__":
    sys.exit(main())

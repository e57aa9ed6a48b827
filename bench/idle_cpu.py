"""Idle cost of the app: process CPU time over wall time while nothing moves, on the menu
and at each game's table waiting for the human (bots done, animations over), with the real
main loop (`App.loop`) on the dummy video and audio drivers.

    python bench/idle_cpu.py [--seconds 10] [--size 1920x1080] [--only menu,gorilla,...,moving]

Prints one line per scene: CPU % of one core, frames drawn per second. Issue 15 target:
at most 5 % of one core."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def waiting_for_human(app) -> bool:
    sc = app.scene
    s = getattr(sc, "session", None)
    if s is None:
        return True
    g = s.game
    return (not g.is_over and 0 in g.decision().players and not sc.anim.busy and not sc.queue
            and sc.driver.next_due(app.now()) is None)


def measure(app, seconds: float) -> tuple[float, float]:
    c0, t0 = time.process_time(), time.perf_counter()
    n = app.loop(seconds=seconds)
    wall = time.perf_counter() - t0
    return 100.0 * (time.process_time() - c0) / wall, n / wall


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="measured seconds per scene (default 10)")
    ap.add_argument("--size", default="1920x1080", help="window size WxH")
    ap.add_argument("--only", default=None, help="comma-separated: menu and/or game ids")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.TemporaryDirectory(prefix="zoo-idle-")
    os.environ["ZOO_DESKTOP_DATA"] = os.environ["ZOO_DESKTOP_CONFIG"] = tmp.name
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games import GAMES, game_class
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    from zoo_desktop.ui.scenes.menu import MenuScene

    w, _, h = args.size.partition("x")
    # fast bots and animations only to reach the human's turn sooner; what is measured is the wait
    app = App(size=(int(w), int(h)), settings=Settings(bot_speed=0.1, anim_speed=4.0))
    only = set(args.only.split(",")) if args.only else None
    print(f"idle CPU, {args.seconds:.0f} s per scene, {w}x{h}, dummy drivers, {os.cpu_count()} cores")
    worst = 0.0
    for name in ["menu", *GAMES]:
        if only and name not in only:
            continue
        if name == "menu":
            app.reset_to(MenuScene(app))
        else:
            cls = game_class(name)
            n = max(cls.info.min_players, min(3, cls.info.max_players))
            cfg = GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1), start_seat=0)
            table = make_table(app, Session(cls, cfg, 11))
            table.autosave = False
            app.reset_to(table)
        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:   # until the table waits for the human
            app.loop(frames=1)
            if waiting_for_human(app):
                break
        else:
            print(f"{name:10s} never waited for the human within 60 s: skipped")
            continue
        app.loop(seconds=1.5)                  # let toasts and lingering effects end
        if not waiting_for_human(app):
            print(f"{name:10s} stopped waiting for the human: skipped")
            continue
        cpu, fps = measure(app, args.seconds)
        worst = max(worst, cpu)
        print(f"{name:10s} {cpu:5.1f} % of one core  {fps:5.1f} frames/s", flush=True)
    print(f"worst: {worst:.1f} % (target <= 5 %)")
    # the other side: while something moves the loop must keep its full frame rate
    if not only or "moving" in only:
        app.settings.anim_speed = 1.0
        cls = game_class("keepers")
        table = make_table(app, Session(cls, GameConfig.make(2, seats=("easy", "easy")), 5))
        table.autosave = False
        app.reset_to(table)
        waits = app.idle_frames
        cpu, fps = measure(app, args.seconds)
        print(f"{'moving':10s} {cpu:5.1f} % of one core  {fps:5.1f} frames/s, {app.idle_frames - waits} idle waits "
              "(keepers, two bots playing: want 60 frames/s, or what the CPU allows, and no waits)")
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Frame rate of each game's table while a hard bot thinks, against idle (issue 14).

The table runs its real loop (clock.tick(60), draw, flip) headless at 1920x1080 with
hard bots in every seat. "idle" = no bot thinking; "thinking" = frames during which a bot
search is in flight. Printed for the worker process (what the table uses) and, for the
figure, the old worker thread (which holds the interpreter lock while it searches).

    python bench/think_fps.py [seconds per measurement, default 4] [game ids...]
Target: thinking fps within 10 % of idle, few frames over 20 ms.
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ZOO_DESKTOP_DATA", "/tmp/zoo-bench-data")
os.environ.setdefault("ZOO_DESKTOP_CONFIG", "/tmp/zoo-bench-cfg")

PLAYERS = {"gorilla": 3, "keepers": 2, "research": 2, "architect": 2}


def measure(app, table, seconds: float, want_thinking: bool) -> tuple[float, float, int]:
    """fps and the share of frame intervals over 20 ms, over frames in the wanted state."""
    import pygame
    clock = pygame.time.Clock()
    intervals: list[float] = []
    end = time.perf_counter() + seconds * (3 if want_thinking else 1)
    last = time.perf_counter()
    while time.perf_counter() < end and len(intervals) < seconds * 60:
        clock.tick(60)
        app.frame()
        pygame.display.flip()
        now = time.perf_counter()
        p = table.driver.pending
        thinking = p is not None and p.get("action") is None
        if thinking == want_thinking:
            intervals.append((now - last) * 1000.0)
        last = now
        if table.session.game.is_over:
            break
    if not intervals:
        return 0.0, 0.0, 0
    fps = 1000.0 * len(intervals) / sum(intervals)
    return fps, sum(1 for x in intervals if x > 20.0) / len(intervals), len(intervals)


def run(gid: str, seconds: float, mode: str) -> str:
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Driver, Session
    from zoo_desktop.games import game_class
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    app = App(size=(1920, 1080), settings=Settings(anim_speed=4.0, bot_speed=0.0, bot_think_ms=1000))
    n = PLAYERS[gid]
    table = make_table(app, Session(game_class(gid), GameConfig.make(n, seats=("hard",) * n), 21))
    table.autosave = False
    if mode == "thread":
        table.driver.close()
        table.driver = Driver(table.session, table.bots, threaded=True, auto_mark=False, seed=21)
    app.reset_to(table)
    bots = table.driver.bots
    table.driver.bots = {}               # idle: nobody thinks
    for _ in range(30):
        app.frame()
    idle = measure(app, table, seconds, False)
    table.driver.bots = bots
    busy = measure(app, table, seconds, True)
    table.driver.close()
    return (f"{gid:9} {mode:7}: idle {idle[0]:5.1f} fps ({idle[1] * 100:4.1f} % > 20 ms)   "
            f"thinking {busy[0]:5.1f} fps ({busy[1] * 100:4.1f} % > 20 ms, {busy[2]} frames)   "
            f"ratio {busy[0] / idle[0] if idle[0] else 0:.2f}")


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 4.0
    ids = argv[1:] or list(PLAYERS)
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    for gid in ids:
        for mode in ("process", "thread"):
            print(run(gid, seconds, mode), flush=True)
    from zoo_desktop.engine import botproc
    botproc.shutdown()


if __name__ == "__main__":
    main(sys.argv[1:])

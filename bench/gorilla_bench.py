"""Gorilla benchmarks (issue 2, item 8). Prints figures; asserts nothing.

    python bench/gorilla_bench.py [--quick]

- random playouts per second on one core (setup + a whole game with random legal moves)
- bot milliseconds per decision per level (median, p95, max)
- frame time of the Gorilla table at 1920x1080, headless (median, p95 over >= 300 frames)
- start-up to the first drawn menu frame (median over runs, in a fresh process)
Targets: >= 300 playouts/s; frame median <= 8 ms; hard bot <= 1 s per decision; start <= 2 s.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from zoo_desktop.engine import GameConfig  # noqa: E402
from zoo_desktop.engine.bots import playout  # noqa: E402
from zoo_desktop.engine.rng import Rng  # noqa: E402
from zoo_desktop.games.gorilla.bots import BOTS  # noqa: E402
from zoo_desktop.games.gorilla.rules import Gorilla  # noqa: E402


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def playouts(seconds=2.0, repeats=5):
    rates = []
    cfg = GameConfig.make(4, seats=("easy",) * 4)
    pol = lambda g, p, legal, rng: legal[rng.below(len(legal))]
    seed = 0
    for _ in range(repeats):
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            seed += 1
            playout(Gorilla(cfg, seed), pol, Rng(seed))
            n += 1
        rates.append(n / (time.perf_counter() - t0))
    return statistics.median(rates), rates


def bot_ms(level, decisions, budget_ms=1000):
    cfg = GameConfig.make(3, seats=("easy", "easy", "easy"))
    times = []
    seed = 100
    while len(times) < decisions:
        seed += 1
        g = Gorilla(cfg, seed)
        rng = Rng(seed)
        for _ in range(400):
            if g.is_over or len(times) >= decisions:
                break
            d = g.decision()
            if d.players:
                p = d.players[0]
                legal = g.legal_actions(p)
                if len(legal) > 1 and rng.chance(0.5):
                    bot = BOTS[level](Gorilla, p, seed, budget_ms)
                    t0 = time.perf_counter()
                    a = bot.choose(g.view(p), legal)
                    times.append((time.perf_counter() - t0) * 1000)
                else:
                    a = legal[rng.below(len(legal))]
                g.apply(a)
            else:
                g.apply(g.timers()[0][1])
    return statistics.median(times), pct(times, 0.95), max(times)


def frames(n=400):
    import pygame

    from zoo_desktop.engine.session import Session
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    os.environ["ZOO_DESKTOP_DATA"] = "/tmp/zoo-bench-data"
    app = App(size=(1920, 1080), settings=Settings(anim_speed=1.0, bot_speed=0.3), fixed_dt=16.7)
    table = make_table(app, Session(Gorilla, GameConfig.make(5, seats=("human",) + ("normal",) * 4), 3))
    table.autosave = False
    app.reset_to(table)
    for _ in range(30):
        app.frame()
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        app.frame()
        ts.append((time.perf_counter() - t0) * 1000)
    pygame.quit()
    return statistics.median(ts), pct(ts, 0.95)


def startup(runs=5):
    code = ("import time,os;t0=time.perf_counter();os.environ['SDL_VIDEODRIVER']='dummy';"
            "from zoo_desktop.ui.app import App;from zoo_desktop.settings import Settings;"
            "a=App(settings=Settings());a.goto_menu();a.frame();print((time.perf_counter()-t0)*1000)")
    inproc, wall = [], []
    env = dict(os.environ, PYTHONPATH=str(ROOT), ZOO_DESKTOP_DATA="/tmp/zoo-bench-data", ZOO_DESKTOP_CONFIG="/tmp/zoo-bench-cfg")
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        wall.append((time.perf_counter() - t0) * 1000)
        inproc.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(inproc), statistics.median(wall)


def main():
    quick = "--quick" in sys.argv
    med, rates = playouts(1.0 if quick else 2.0, 3 if quick else 5)
    print(f"random playouts/s (4 players, one core): median {med:.0f}  runs {[round(r) for r in rates]}  target >= 300")
    for level, k in (("easy", 200), ("normal", 200), ("hard", 5 if quick else 20)):
        m, p95, mx = bot_ms(level, k)
        print(f"bot {level:6s} ms/decision: median {m:.2f}  p95 {p95:.2f}  max {mx:.2f}  (n={k})")
    fm, fp = frames(300 if quick else 600)
    print(f"gorilla table frame at 1920x1080: median {fm:.2f} ms  p95 {fp:.2f} ms  target median <= 8")
    s_in, s_wall = startup(3 if quick else 5)
    print(f"start to first menu frame: in-process median {s_in:.0f} ms, whole process median {s_wall:.0f} ms  target <= 2000")


if __name__ == "__main__":
    main()

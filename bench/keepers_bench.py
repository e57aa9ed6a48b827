"""Species Keepers benchmark (not a test): playouts per second, state operations, and bot
think time per decision per level (median / p95 / max).

    python bench/keepers_bench.py [--games N] [--budget-ms MS]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zoo_desktop.engine.bots import playout  # noqa: E402
from zoo_desktop.engine.core import GameConfig  # noqa: E402
from zoo_desktop.engine.rng import Rng  # noqa: E402
from zoo_desktop.games.keepers.bots import BOTS, rollout_policy  # noqa: E402
from zoo_desktop.games.keepers.rules import Collect, Dismiss, Fund, Replace, Save, SpeciesKeepers  # noqa: E402


def sane_random(game, seat, legal, rng):
    """Random among legal actions, minus the self-destructive ones (as the sim test)."""
    ok = [a for a in legal if not (isinstance(a, Fund) and a.n > 1)
          and not (isinstance(a, (Replace, Dismiss)) and game.mats[seat].houses[a.house].cards)]
    pref = [a for a in ok if isinstance(a, (Save, Collect))]
    if pref and rng.chance(0.5):
        return rng.choice(pref)
    return rng.choice(ok or legal)


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def bench_playouts(policy, name, seconds=3.0):
    rng = Rng(1)
    n = steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        players = 2 + n % 3
        g = SpeciesKeepers(GameConfig.make(players), n)
        playout(g, policy, rng, max_steps=5000)
        steps += g.turn_no
        n += 1
    dt = time.perf_counter() - t0
    print(f"{name:<28} {n / dt:8.1f} games/s   {steps / n:6.1f} turns/game")


def bench_ops():
    g = SpeciesKeepers(GameConfig.make(4, secret_objectives=True), 3)
    playout(g, rollout_policy, Rng(2), max_steps=60)
    p = g.decision().players[0]
    v = g.view(p)
    for name, fn in (("clone", g.clone), ("view", lambda: g.view(p)), ("legal_actions", lambda: g.legal_actions(p)),
                     ("determinize", lambda: SpeciesKeepers.determinize(v, p, Rng(4))),
                     ("fingerprint", g.fingerprint)):
        reps = 2000 if name != "fingerprint" else 300
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        print(f"{name:<28} {(time.perf_counter() - t0) / reps * 1e6:8.1f} us")


def bench_bots(games: int, budget_ms: int):
    for level in ("easy", "normal", "hard"):
        times = []
        for k in range(games):
            n = 2 + k % 3
            g = SpeciesKeepers(GameConfig.make(n), 100 + k)
            bots = [BOTS[level](SpeciesKeepers, p, k, budget_ms) for p in range(n)]
            while not g.is_over:
                p = g.decision().players[0]
                view, legal = g.view(p), g.legal_actions(p)
                t0 = time.perf_counter()
                a = bots[p].choose(view, legal)
                times.append((time.perf_counter() - t0) * 1000)
                g.apply(a)
                if level == "hard" and len(times) > 400:
                    break
        print(f"bot {level:<6} ms/decision  median {statistics.median(times):7.2f}  p95 {pct(times, 0.95):7.2f}"
              f"  max {max(times):7.2f}  ({len(times)} decisions, budget {budget_ms} ms)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--budget-ms", type=int, default=200)
    args = ap.parse_args()
    bench_playouts(sane_random, "random playouts (sane)")
    bench_playouts(rollout_policy, "greedy rollout playouts")
    bench_ops()
    bench_bots(args.games, args.budget_ms)


if __name__ == "__main__":
    main()

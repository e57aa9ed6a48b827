"""Zoo Architect benchmarks (not tests): legal-action enumeration per decision (median/p95/max),
random games per second (2-4 players), easy-bot games per second, state clone and determinize
time, and bot milliseconds per decision for each level.

    python bench/architect_bench.py [--games 40] [--bot-decisions 60]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from zoo_desktop.engine.core import GameConfig  # noqa: E402
from zoo_desktop.engine.rng import Rng  # noqa: E402
from zoo_desktop.simulate import play_one  # noqa: E402
from zoo_desktop.games.architect.bots import BOTS  # noqa: E402
from zoo_desktop.games.architect.rules import ZooArchitect  # noqa: E402


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def fmt(xs, unit="ms", k=1000.0):
    return (f"median {statistics.median(xs) * k:.3f} {unit}  p95 {pct(xs, 0.95) * k:.3f} {unit}  "
            f"max {max(xs) * k:.3f} {unit}  (n={len(xs)})")


def random_games(players: int, games: int, seed: int = 1):
    enum_times, enum_by_kind, clone_times, det_times = [], {}, [], []
    t0 = time.perf_counter()
    decisions = 0
    for k in range(games):
        g = ZooArchitect(GameConfig.make(players), seed + k)
        rng = Rng(seed + k)
        while not g.is_over:
            p = g.decision().players[0]
            kind = g.pending.kind
            g.invalidate()  # measure a real enumeration, not the cache
            a = time.perf_counter()
            legal = g.legal_actions(p)
            dt = time.perf_counter() - a
            enum_times.append(dt)
            enum_by_kind.setdefault(kind, []).append(dt)
            decisions += 1
            if decisions % 25 == 0:
                a = time.perf_counter()
                g.clone()
                clone_times.append(time.perf_counter() - a)
                a = time.perf_counter()
                ZooArchitect.determinize(g.view(p), p, rng)
                det_times.append(time.perf_counter() - a)
            g._apply(rng.choice(legal))
    total = time.perf_counter() - t0
    return total, decisions, enum_times, enum_by_kind, clone_times, det_times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--bot-decisions", type=int, default=60)
    args = ap.parse_args(argv)

    print("== random legal play (enumeration measured without the cache)")
    for n in (2, 3, 4):
        total, dec, enum, by_kind, clones, dets = random_games(n, args.games)
        print(f"{n} players: {args.games / total:.1f} games/s, {dec / args.games:.0f} decisions/game")
        print(f"   legal_actions: {fmt(enum)}")
        if n == 2:
            for kind in ("turn", "build", "animals", "support", "assoc", "sponsors"):
                if kind in by_kind:
                    print(f"   {kind:<9}: {fmt(by_kind[kind])}")
            print(f"   clone:       {fmt(clones)}")
            print(f"   determinize: {fmt(dets)}")

    print("== legal_actions in bot-played games (bigger zoos; normal vs easy, 2 players)")
    times, by_kind = [], {}
    for k in range(3):
        sess = play_one("architect", GameConfig.make(2, seats=("normal", "easy"), adjacency="any"), 200 + k)
        rec = sess.record()
        g = ZooArchitect(rec.config, rec.seed)
        for data in rec.actions:
            p = g.decision().players[0]
            kind = g.pending.kind
            g.invalidate()
            a = time.perf_counter()
            g.legal_actions(p)
            dt = time.perf_counter() - a
            times.append(dt)
            by_kind.setdefault(kind, []).append(dt)
            g.apply(g.action_from_json(data))
    print(f"   all:   {fmt(times)}")
    for kind in ("turn", "build", "animals", "support"):
        if kind in by_kind:
            print(f"   {kind:<6} {fmt(by_kind[kind])}")

    print("== bot games (virtual clock, play_one)")
    for seats in (("easy", "easy"), ("easy",) * 4):
        t = time.perf_counter()
        k = 10
        for i in range(k):
            play_one("architect", GameConfig.make(len(seats), seats=seats), 100 + i)
        print(f"{','.join(seats)}: {k / (time.perf_counter() - t):.1f} games/s")

    print("== bot ms per decision (from real positions)")
    g = ZooArchitect(GameConfig.make(2), 9)
    rng = Rng(9)
    positions = []
    while not g.is_over and len(positions) < args.bot_decisions:
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        if len(legal) > 1:
            positions.append((g.view(p), legal, p))
        g._apply(BOTS["easy"](ZooArchitect, p, 1).choose(g.view(p), legal) if rng.chance(0.8) else rng.choice(legal))
    for level, budget in (("easy", 1000), ("normal", 1000), ("hard", 200)):
        times = []
        for view, legal, p in positions[: (args.bot_decisions if level != "hard" else 10)]:
            bot = BOTS[level](ZooArchitect, p, 3, budget)
            a = time.perf_counter()
            bot.choose(view, legal)
            times.append(time.perf_counter() - a)
        print(f"{level:<7} {fmt(times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

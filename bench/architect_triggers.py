"""Hard against normal in two-player Zoo Architect: who triggers the end (ZA-END-1), who wins,
and which step of the turn script chose each turn of each bot.

    python bench/architect_triggers.py --games 300 --budget-ms 250 --seed 1 [--final-w 0.0] [--out F.jsonl]

Seats alternate (hard first in even games); the bots' clock is the process's CPU clock, so a
shared machine does not change their strength. Prints hard's win rate with a 95 % (Wilson)
interval, the mean score difference, the wins by who triggered, median scores and turns, and
the step counts. `--final-w` overrides HardParams.final_w (0: the lead without final scoring).

Measured 2026-12-07 (seeds 1-300, 250 ms): final_w 1.0 61.7 % [56.1-67.0], +8.8; final_w 0
55.7 % [50.0-61.2], +5.2. Whoever triggers wins: hard 151 of 170 when it triggers, 16 of 130
when normal does. After the clock fix (the next re-deal estimated by the last one; seeds 1-300,
250 ms, 2026-12-08): 66.0 % [60.5-71.1], +10.5; hard wins 172 of 175 when it triggers, 26 of 125
when normal does."""
from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import math
import multiprocessing as mp
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

STEPS: collections.Counter = collections.Counter()
NSTEPS: collections.Counter = collections.Counter()
_READY: list = []


def _setup(final_w):
    """Once per worker: the CPU clock, final_w, and the plan steps counted."""
    if _READY:
        return
    _READY.append(True)
    from zoo_desktop.games.architect import bots
    time.perf_counter = time.process_time      # the bots' clock: CPU time of this process
    if final_w is not None:
        bots.HardBot.params = dataclasses.replace(bots.HardBot.params, final_w=final_w)
    hard_plan, normal_plan = bots.HardBot.plan, bots.NormalBot.plan

    def plan(self, g, p, legal):
        r = hard_plan(self, g, p, legal)
        STEPS[self.step] += 1
        return r

    def nplan(self, g, p, legal):
        r = normal_plan(self, g, p, legal)
        if type(self) is bots.NormalBot:
            NSTEPS[self.step] += 1
        return r
    bots.HardBot.plan, bots.NormalBot.plan = plan, nplan


def one(args):
    k, seed, budget, final_w = args
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.simulate import play_one
    _setup(final_w)
    STEPS.clear()
    NSTEPS.clear()
    seats = ("hard", "normal") if k % 2 == 0 else ("normal", "hard")
    s = play_one("architect", GameConfig.make(2, seats=seats, names=list(seats)), seed + k, budget_ms=budget)
    g = s.game
    h = seats.index("hard")
    sc = g.scores()
    return {"k": k, "hard_won": g.ranking()[0] == h, "trig_hard": g.trigger_by == h, "diff": sc[h] - sc[1 - h],
            "hs": sc[h], "ns": sc[1 - h], "turns": g.turns, "steps": dict(STEPS), "nsteps": dict(NSTEPS)}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return 100 * (c - h), 100 * (c + h)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--budget-ms", type=int, default=250)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--final-w", type=float, default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=None, help="one JSON line per game, written as each game ends")
    a = ap.parse_args(argv)
    jobs = [(k, a.seed, a.budget_ms, a.final_w) for k in range(a.games)]
    rs = []
    out = open(a.out, "w") if a.out else None    # a line per game as it ends: a long run can be read while it plays
    with mp.Pool(a.jobs) as pool:
        for r in pool.imap_unordered(one, jobs):
            rs.append(r)
            if out:
                out.write(json.dumps(r) + "\n")
                out.flush()
    if out:
        out.close()
    n, w = len(rs), sum(r["hard_won"] for r in rs)
    lo, hi = wilson(w, n)
    print(f"games {n}  hard wins {w} = {100 * w / n:.1f} % [{lo:.1f}, {hi:.1f}]  mean diff {statistics.mean(r['diff'] for r in rs):+.2f}")
    th = [r for r in rs if r["trig_hard"]]
    tn = [r for r in rs if not r["trig_hard"]]
    print(f"hard triggers {len(th)}: hard wins {sum(r['hard_won'] for r in th)}; "
          f"normal triggers {len(tn)}: hard wins {sum(r['hard_won'] for r in tn)}")
    print("median score hard", statistics.median(r["hs"] for r in rs), "normal", statistics.median(r["ns"] for r in rs),
          "turns", statistics.median(r["turns"] for r in rs))
    st, ns = collections.Counter(), collections.Counter()
    for r in rs:
        st.update(r["steps"])
        ns.update(r["nsteps"])
    print("hard steps", dict(st.most_common()))
    print("normal steps", dict(ns.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Zoo Architect search speed (issue 14, item 5): how many re-deals the hard bot scores per
CPU-second on fixed positions (an "iteration" below is one re-deal with every turn candidate
played out and scored), how many state clones each takes, and what one
clone, one apply and one re-deal (determinize) cost.

The positions are seeded 2-player games played by two normal bots and stopped at the first
turn decision at or after turns 5, 15 and 30 (`g.turns` counts turns of all seats).

    python bench/architect_search_speed.py [--budget-ms 1000] [--seeds 1 2] [--players 2]
    python bench/architect_search_speed.py --timing [--decisions 40]   # p95 decision time

`--timing` plays whole hard-vs-normal games and prints the hard bot's turn-decision times
(median, p95, max) against its budget, at 200 ms and 1 s.

Measured 2026-12-03 (`--seeds 1 2`, 1 s, 2 players; the machine shared, load average 3.9-4.4, so
CPU-seconds are inflated: compare runs made side by side): the code before the speed-ups of the
`speed` branch a median 23.7 and 24.7 iterations per CPU-second, after them 44.3 and 42.0
(1.8x; per position 1.4-2.3x); clones per iteration 163 -> 158; ms per apply 0.09/0.07 ->
0.05/0.05, per clone 0.018/0.015 -> 0.012/0.014. On an idle machine (load 0.15) the code before
gave a median 62.7 for `--seeds 1` (clone 0.0084 ms, apply 0.0325 ms, re-deal 0.15 ms).
`value` alone over 2,015 states of a search: 0.052 -> 0.027 ms, and a fifth of its calls are
now answered by the value kept on the state. Issue 14's aim (600 per CPU-second, 10x) is not
reached: what is left is spread over `value_terms` (about 35 %), apply (30 %) and clone (12 %),
with no single hot spot.

Round two (`speed2` branch, 2026-12-03, `--seeds 1 2`, 1 s, three rounds alternating with the
code before it, load average 2.2-2.6): a median 45.0, 42.6, 48.2 -> 66.7, 62.0, 85.6 iterations
per CPU-second (about 1.5x; per position 1.2-2.4x, most where play-outs repeat zoos). Fixed work
(the six positions, `max_deals` 8) under callgrind: 2,114 -> 1,534 M instructions (1.38x; at 4
deals 1,091 -> 821). Gained by the `value` memo by content (`bots._VALUES`: 42 % of lookups
answered at one deal, 66 % at 8, 70 % at 40), quiet search states (7,100 events built per 40
deals -> 230), a cheaper `progress`, clone and `prefilter`. Decisions unchanged (the pinned
digests, golden games, 10 seeded games compared action by action). Still far from 600: a
sampling profile now puts clone and Player.copy at about 20 %, the task loop and options at
25 %, `value` (key, hash, misses) at 15 % and the bots' play-out bookkeeping at 15 %, spread
over many small functions; the next factor needs fewer clones or applies per deal, not
faster ones. (`seed 2 t5` shows 0: there the plan's step needs no averaged search.)

Round three (2026-12-07, `--seeds 1 2 3`, 1 s, load average 0.6-0.8, the code before and after
run side by side with this file): the columns `po/CPU-s` and `po` count play-outs, one turn
candidate on one re-deal played out to the end of its turn and scored (`HardBot._score`), which
is the unit of the ISMCTS iteration issue 14 measured (50-75 per CPU-second then); `cands` is
the number of turn candidates. The look-ahead memo by known content (`next_turn_gain` with the
hard bot's per-decision memo, up to 4 samples averaged) took the median from 828 to 2,271
play-outs per CPU-second (re-deals 133 -> 379, clones per re-deal 181 -> 48; per position
1.4-6.9x). An earlier machine of this kind, 2x slower per clone, gave 450 -> 1,040 the day
before. Hard turn decisions (`--timing --decisions 40`): p95 212 -> 195 ms at 200 ms (max 232 ->
195), p95 1,004 -> 925 ms at 1 s (max 1,082 -> 971). Decisions: the normal and value
fingerprints of bench/architect_decisions.py unchanged (normal 406eb2351acd020e, value
5dfcb4228291007e); hard's changed on purpose. With the sub-decisions searched as well
(`HardParams.sub_search`, the same day): turn decisions p95 191 ms at 200 ms (0.96x, max 238),
950 ms at 1 s (0.95x, max 953); all of hard's decisions p95 171 ms (0.86x) and 866 ms (0.87x),
max 1,142 ms at 1 s, median 84 and 758 ms (the sub-decisions now use their budget too).

The clock's estimate (2026-12-07, `--timing --decisions 30`): the next re-deal was estimated by
the slowest of the whole game (`deal_s` kept as a maximum), in practice one early decision's
first scoring (a median 175 ms), so at 250 ms every later decision stopped at a median 76-98 ms
(16 re-deals). Estimated by the last re-deal instead, decisions use their budget: at 250 ms turn
decisions median 249 ms, p95 328 ms, max 337 ms (all decisions max 384 ms), a median 37-83
re-deals; at 1 s median 998 ms, p95 1,061 ms, max 1,146 ms (all decisions max 1,155 ms).
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
from zoo_desktop.games.architect import bots as B  # noqa: E402
from zoo_desktop.games.architect.rules import UseCard, ZooArchitect  # noqa: E402


def position(seed: int, turn: int, players: int = 2) -> ZooArchitect:
    """A seeded game of normal bots, stopped at the first turn decision at or after `turn`."""
    g = ZooArchitect(GameConfig.make(players), seed)
    bots = [B.NormalBot(ZooArchitect, p, seed) for p in range(players)]
    while not g.is_over:
        p = g.decision().players[0]
        if g.turns >= turn and g.pending.kind == "turn":
            return g
        legal = g.legal_actions(p)
        g._apply(legal[0] if len(legal) == 1 else bots[p].choose(g.view(p), legal))
    raise RuntimeError(f"seed {seed} ended before turn {turn}")


class _Count:
    """Counts calls of `cls.name` while active (ZooArchitect.clone, HardBot._score)."""

    def __init__(self, cls, name: str):
        self.n = 0
        self.cls, self.name = cls, name
        self._orig = getattr(cls, name)

    def __enter__(self):
        orig, me = self._orig, self

        def counted(*args, **kw):
            me.n += 1
            return orig(*args, **kw)
        setattr(self.cls, self.name, counted)
        return self

    def __exit__(self, *exc):
        setattr(self.cls, self.name, self._orig)


def search(g: ZooArchitect, budget_ms: int, seed: int) -> dict:
    """One hard-bot turn decision: the re-deals it scored (`HardBot.deals`, the first one is
    the normal plan's own deal), per CPU-second, and the clones each deal took; and the
    play-outs: one turn candidate on one deal played out to the end of its turn and scored with
    the best next turn (`HardBot._score`), the unit of the ISMCTS iteration the issue measured
    (one sampled candidate played out and evaluated), and their number per candidate."""
    p = g.decision().players[0]
    view, legal = g.view(p), g.legal_actions(p)
    bot = B.HardBot(ZooArchitect, p, seed, budget_ms)
    t0, c0 = time.perf_counter(), time.process_time()
    with _Count(ZooArchitect, "clone") as cc, _Count(B.HardBot, "_score") as sc:
        bot.choose(view, legal)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    it = bot.deals
    cands = len(B.turn_candidates(g, p, legal))
    return {"iterations": it, "wall": wall, "cpu": cpu, "playouts": sc.n, "candidates": cands,
            "it_per_cpu_s": it / max(1e-9, cpu), "po_per_cpu_s": sc.n / max(1e-9, cpu),
            "clones_per_it": cc.n / max(1, it)}


def micro(g: ZooArchitect, reps: int = 300) -> dict:
    p = g.decision().players[0]
    legal = [a for a in g.legal_actions(p) if isinstance(a, UseCard)]
    t0 = time.process_time()
    for _ in range(reps):
        g.clone()
    clone = (time.process_time() - t0) / reps
    t0 = time.process_time()
    n = 0
    for _ in range(max(1, reps // len(legal))):
        for a in legal:
            g.clone()._apply(a)
            n += 1
    apply_ = (time.process_time() - t0) / n - clone
    rng = Rng(7)
    view = g.view(p)
    t0 = time.process_time()
    for _ in range(reps // 3):
        ZooArchitect.determinize(view, p, rng)
    det = (time.process_time() - t0) / (reps // 3)
    return {"clone_ms": clone * 1000, "apply_ms": apply_ * 1000, "determinize_ms": det * 1000}


def timing(budgets: list[int], decisions: int, seed: int) -> None:
    """Hard-vs-normal games until the hard bot made `decisions` turn decisions; prints the
    milliseconds of its turn decisions (the search) and of all its decisions with a choice."""
    for budget in budgets:
        turn_ts, all_ts = [], []
        k = 0
        while len(turn_ts) < decisions:
            g = ZooArchitect(GameConfig.make(2), seed + k)
            hard = B.HardBot(ZooArchitect, k % 2, seed + k, budget)
            normal = B.NormalBot(ZooArchitect, 1 - k % 2, seed + k, budget)
            while not g.is_over and len(turn_ts) < decisions:
                p = g.decision().players[0]
                legal = g.legal_actions(p)
                bot = hard if p == hard.seat else normal
                t0 = time.perf_counter()
                a = legal[0] if len(legal) == 1 else bot.choose(g.view(p), legal)
                ms = (time.perf_counter() - t0) * 1000
                if bot is hard and len(legal) > 1:
                    all_ts.append(ms)
                    if g.pending.kind == "turn":
                        turn_ts.append(ms)
                g._apply(a)
            k += 1
        for label, ts in (("turn decisions", turn_ts), ("all decisions", all_ts)):
            ts.sort()
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            print(f"budget {budget:5d} ms, hard {label:>14}: n={len(ts):4d}  median {statistics.median(ts):7.1f} ms  "
                  f"p95 {p95:7.1f} ms ({p95 / budget:.2f}x)  max {ts[-1]:7.1f} ms ({ts[-1] / budget:.2f}x)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget-ms", type=int, default=1000)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--turns", type=int, nargs="+", default=[5, 15, 30])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--timing", action="store_true")
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--budgets", type=int, nargs="+", default=[200, 1000])
    a = ap.parse_args(argv)
    if a.timing:
        timing(a.budgets, a.decisions, a.seeds[0])
        return 0
    rows = []
    print(f"{'position':>14} {'it/CPU-s':>9} {'iters':>6} {'po/CPU-s':>9} {'po':>5} {'cands':>5} {'clones/it':>9} "
          f"{'clone ms':>8} {'apply ms':>8} {'det ms':>7}")
    for seed in a.seeds:
        for turn in a.turns:
            g = position(seed, turn, a.players)
            s = search(g, a.budget_ms, seed)
            m = micro(g)
            rows.append((s, m))
            print(f"{f'seed {seed} t{turn}':>14} {s['it_per_cpu_s']:9.1f} {s['iterations']:6d} "
                  f"{s['po_per_cpu_s']:9.1f} {s['playouts']:5d} {s['candidates']:5d} {s['clones_per_it']:9.1f} "
                  f"{m['clone_ms']:8.4f} {m['apply_ms']:8.4f} {m['determinize_ms']:7.3f}")
    ips = [s["it_per_cpu_s"] for s, _ in rows]
    print(f"iterations per CPU-second: median {statistics.median(ips):.1f}  min {min(ips):.1f}  "
          f"(budget {a.budget_ms} ms, {a.players} players)")
    pos = [s["po_per_cpu_s"] for s, _ in rows]
    print(f"play-outs per CPU-second: median {statistics.median(pos):.1f}  min {min(pos):.1f}  "
          f"(one candidate on one deal, played out and scored: the issue's ISMCTS iteration)")
    print(f"clones per iteration: median {statistics.median(s['clones_per_it'] for s, _ in rows):.1f};  "
          f"ms per clone: median {statistics.median(m['clone_ms'] for _, m in rows):.4f};  "
          f"ms per apply: median {statistics.median(m['apply_ms'] for _, m in rows):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

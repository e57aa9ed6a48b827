"""The hard bot's clock (issue 14, item 5): how long each decision of every game's hard bot
takes against its budget, at 200 ms and 1 s. Target: p95 <= 1.1x the budget, max <= 1.5 s at
1 s.

Seeded games, the hard bot against normal bots (Gorilla: 3 seats), run on the Driver's
virtual clock (the simulator's loop) until the hard bot has made `--decisions` decisions
with a choice (more than one legal action); every such decision's wall time is counted
(`choose` as the table's worker runs it, root set-up included). Prints median, p95 and
max per game and budget, and the machine's load before and after: a clock is wall time,
so a busy machine shows in the figures.

    python bench/bot_clock.py [--games architect keepers ...] [--budgets 200 1000] [--decisions 60]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from zoo_desktop.engine.core import GameConfig  # noqa: E402
from zoo_desktop.engine.session import Driver, Session  # noqa: E402
from zoo_desktop.games import GAMES, entry, game_class, make_bots  # noqa: E402


class _Enough(Exception):
    pass


def decision_times(gid: str, budget: int, decisions: int, seed: int) -> tuple[list[float], list[float]]:
    """Milliseconds of the hard bot's decisions with a choice, and of those it searched
    (the others its script decides: Zoo Architect's sub-decisions), over games from `seed`
    on until `decisions` searched ones."""
    players = max(2, GAMES[gid].min_players)
    out: list[float] = []
    searched: list[float] = []
    k = 0
    while len(searched) < decisions:
        hard_seat = k % players
        seats = tuple("hard" if p == hard_seat else "normal" for p in range(players))
        cfg = GameConfig.make(players, seats=seats)
        session = Session(game_class(gid), cfg, seed + k)
        bots = make_bots(gid, cfg, seed + k, budget)
        hard = bots[hard_seat]
        choose = hard.choose

        def timed(view, legal, choose=choose, hard=hard):
            hard.last_stats = None
            t0 = time.perf_counter()
            a = choose(view, legal)
            if len(legal) > 1:
                ms = (time.perf_counter() - t0) * 1000.0
                out.append(ms)
                if getattr(hard, "last_stats", None) is not None:
                    searched.append(ms)
                    if len(searched) >= decisions:
                        raise _Enough
            return a
        hard.choose = timed
        driver = Driver(session, bots, think_ms=entry(gid).think_ms, seed=seed + k)
        now = 0.0
        try:
            while not session.game.is_over:
                due = driver.next_due(now)
                if due is None:
                    break
                now = max(now, due)
                driver.step(now)
        except _Enough:
            pass
        driver.close()
        k += 1
    return out, searched


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", nargs="+", default=list(GAMES))
    ap.add_argument("--budgets", type=int, nargs="+", default=[200, 1000])
    ap.add_argument("--decisions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for gid in a.games:
        for budget in a.budgets:
            for label, ts in zip(("all", "searched"), decision_times(gid, budget, a.decisions, a.seed)):
                ts.sort()
                p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
                print(f"{gid:>9} budget {budget:5d} ms {label:>8}: n={len(ts):3d}  median {statistics.median(ts):7.1f} ms  "
                      f"p95 {p95:7.1f} ms ({p95 / budget:.2f}x)  max {ts[-1]:7.1f} ms ({ts[-1] / budget:.2f}x)  "
                      f"load {os.getloadavg()[0]:.2f}", flush=True)
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Bot ladder: level A against level B over many seeded games, seats rotated.

    python bench/tournament.py GAME --a hard --b normal --games 300 --players 2 --seed 1 [--budget-ms 1000] [--jobs 2]

Prints win rates of A with a 95 % (Wilson) interval, the mean score difference A-B, and the
milliseconds per decision (median, p95, max) of each level. Runs games in parallel on the
available cores. With more than 2 players, seats alternate A, B, A, ... (rotated each game);
a win counts for the level of the winning seat, and the pairwise rate counts how often an
A seat finished above a B seat."""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def seats_for(k: int, players: int, a: str, b: str) -> tuple[str, ...]:
    return tuple(a if (i + k) % 2 == 0 else b for i in range(players))


def one(args):
    game, k, players, a, b, seed, budget, max_actions = args
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.simulate import play_one
    seats = seats_for(k, players, a, b)
    cfg = GameConfig.make(players, seats=seats, names=[f"{s}-{i + 1}" for i, s in enumerate(seats)])
    timings: dict[str, list[float]] = {}
    try:
        s = play_one(game, cfg, seed + k, budget_ms=budget, timings=timings,
                     max_actions=max_actions)
    except Exception as exc:  # counted, not fatal
        return {"error": repr(exc)}
    g = s.game
    scores = g.scores()
    winner = g.ranking()[0]
    side = "A" if (winner + k) % 2 == 0 else "B"
    a_scores = [scores[i] for i in range(players) if (i + k) % 2 == 0]
    b_scores = [scores[i] for i in range(players) if (i + k) % 2 == 1]
    order = g.ranking()
    pairs = [order.index(i) < order.index(j) for i in range(players) for j in range(players)
             if (i + k) % 2 == 0 and (j + k) % 2 == 1]
    return {"winner": side, "diff": statistics.mean(a_scores) - statistics.mean(b_scores),
            "pairs": (sum(pairs), len(pairs)),
            "timings": timings, "seats": seats, "k": k}


from zoo_desktop.history import wilson  # noqa: E402  (the statistics scene's interval too)


def pairwise(ok) -> dict:
    """With more than 2 players: how often an A seat finished above a B seat, over all
    (A seat, B seat) pairs of every game."""
    won = sum(r["pairs"][0] for r in ok)
    n = sum(r["pairs"][1] for r in ok)
    lo, hi = wilson(won, n)
    return {"a_above_b_pairwise": round(won / n, 3) if n else None,
            "a_above_b_ci95": [round(lo, 3), round(hi, 3)]}


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--a", default="normal")
    p.add_argument("--b", default="easy")
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=int, default=1000)
    p.add_argument("--max-actions", type=int, default=5000, help="a game longer than this counts as an error")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    a = p.parse_args(argv)
    t0 = time.perf_counter()
    jobs = [(a.game, k, a.players, a.a, a.b, a.seed, a.budget_ms, a.max_actions) for k in range(a.games)]
    with mp.Pool(a.jobs) as pool:
        results = pool.map(one, jobs, chunksize=max(1, a.games // (a.jobs * 8)))
    errors = [r for r in results if "error" in r]
    ok = [r for r in results if "error" not in r]
    wins_a = sum(1 for r in ok if r["winner"] == "A")
    lo, hi = wilson(wins_a, len(ok))
    timings: dict[str, list[float]] = {}
    for r in ok:
        for label, ts in r["timings"].items():
            timings.setdefault(label, []).extend(ts)
    out = {
        "game": a.game, "players": a.players, "a": a.a, "b": a.b, "games": a.games, "finished": len(ok),
        "errors": len(errors), "a_win_rate": round(wins_a / len(ok), 3) if ok else None,
        "a_win_ci95": [round(lo, 3), round(hi, 3)],
        **(pairwise(ok) if a.players > 2 else {}),
        "mean_score_diff_a_minus_b": round(statistics.mean(r["diff"] for r in ok), 2) if ok else None,
        "ms_per_decision": {lvl: {"n": len(ts), "median": round(statistics.median(ts), 2),
                                  "p95": round(pct(ts, 0.95), 2), "max": round(max(ts), 2)}
                            for lvl, ts in sorted(timings.items()) if ts},
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if errors:
        out["first_error"] = errors[0]["error"]
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The long fuzz run over the four engines (issue 16). Prints figures; asserts nothing.

    python bench/fuzz.py [--actions 100000] [--games gorilla,keepers] [--seed 1]

Per game: a pool of states reached by random legal play (re-grown as it goes), then
`--actions` probes, mixed 50/50: a real action with one field made malformed (the wrong type,
a bool or float for an int, a seat that does not exist, a timer from a player, an absurd
time), and an arbitrary JSON object through the decoder. A defect is any probe that is not
refused with IllegalAction / ValueError, or that changes the fingerprint or a view.
Prints actions/s and the defect count per game, and the first defects found.
Target: 10^5 actions per game, 0 defects.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fuzzing import PLAYERS, check_json, check_refused, malformed, reachable_states  # noqa: E402

from zoo_desktop.engine.core import _ACTION_TYPES  # noqa: E402

JUNK = [None, True, False, 0, 1, -1, 2, 99, 1.0, 0.5, float("inf"), "", "a", "x" * 300, [], [1], ["a"], {}, {"a": 1},
        10**30, -(2**31) - 1]


def random_json_action(gid: str, rnd: random.Random) -> dict:
    cls = rnd.choice(list(_ACTION_TYPES[gid].values()))
    names = list(getattr(cls, "__dataclass_fields__", {}))
    d = {n: rnd.choice(JUNK) for n in names if rnd.random() < 0.8}
    if rnd.random() < 0.1:
        d[rnd.choice(["extra", "kind2", ""])] = rnd.choice(JUNK)
    d["kind"] = cls.kind if rnd.random() < 0.9 else rnd.choice(JUNK)
    return d


def run(gid: str, n: int, seed: int) -> dict:
    rnd = random.Random(seed)
    states = reachable_states(gid, 60, seed=seed)
    defects: list[str] = []
    t0 = time.perf_counter()
    for i in range(n):
        if i and i % 20_000 == 0:  # fresh states now and then, from other games
            states = reachable_states(gid, 60, seed=seed + i)
        g = rnd.choice(states)
        d = check_refused(g, malformed(g, rnd)) if rnd.random() < 0.5 else check_json(g, random_json_action(gid, rnd))
        if d:
            defects.append(d)
            states.remove(g)  # it may have been changed: never probe it again
            states = states or reachable_states(gid, 60, seed=seed + i + 1)
    dt = time.perf_counter() - t0
    return {"game": gid, "actions": n, "seconds": round(dt, 1), "actions_per_s": round(n / dt),
            "defects": len(defects), "first": defects[:3]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--actions", type=int, default=100_000)
    ap.add_argument("--games", default=",".join(PLAYERS))
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    total = 0
    print(f"{'game':10} {'actions':>8} {'seconds':>8} {'actions/s':>10} {'defects':>8}")
    for gid in args.games.split(","):
        r = run(gid, args.actions, args.seed)
        total += r["defects"]
        print(f"{gid:10} {r['actions']:>8} {r['seconds']:>8} {r['actions_per_s']:>10} {r['defects']:>8}", flush=True)
        for d in r["first"]:
            print(f"    defect: {d[:300]}")
    print(f"total defects: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

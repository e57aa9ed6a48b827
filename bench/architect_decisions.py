"""Zoo Architect bot decisions fingerprint (issue 14, item 5): a check that a speed refactor of
the engine or the bots changed no decision and no float the bots compute.

Seeded games of normal bots (2 and 3 players by default) are played to the end. At every
decision with a choice it records
- the NormalBot's chosen action (the one played),
- a HardBot's chosen action (`max_deals` 3, a seed fixed per decision, no clock) and its step,
- `value_terms` of every seat, every float as its exact repr,
and prints a sha256 of each list and of all of them. Run it before and after a change: the
fingerprints must be identical.

    python bench/architect_decisions.py [--games 2] [--players 2 3] [--deals 3] [--max-decisions N]
"""
from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from zoo_desktop.engine.core import GameConfig  # noqa: E402
from zoo_desktop.games.architect import bots as B  # noqa: E402
from zoo_desktop.games.architect.rules import ZooArchitect  # noqa: E402


def play(players: int, seed: int, deals: int, max_decisions: int | None) -> tuple[list, list, list]:
    g = ZooArchitect(GameConfig.make(players), seed)
    normal = [B.NormalBot(ZooArchitect, p, seed) for p in range(players)]
    acts, hards, terms = [], [], []
    k = 0
    while not g.is_over and (max_decisions is None or k < max_decisions):
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        if len(legal) == 1:
            g._apply(legal[0])
            continue
        view = g.view(p)
        hard = B.HardBot(ZooArchitect, p, seed * 10007 + k, 1000)
        hard.params = replace(hard.params, max_deals=deals)
        ha = hard.choose(view, legal)
        hards.append(f"{ha!r} {hard.step}")
        a = normal[p].choose(view, legal)
        acts.append(repr(a))
        terms.append(repr([sorted(B.value_terms(g, q).items()) for q in range(players)]))
        g._apply(a)
        k += 1
    acts.append(f"end {g.is_over} {g.scores()}")
    return acts, hards, terms


def sha(items: list) -> str:
    return hashlib.sha256("\n".join(items).encode()).hexdigest()[:16]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="games per player count")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3])
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--deals", type=int, default=3)
    ap.add_argument("--max-decisions", type=int, default=None)
    a = ap.parse_args(argv)
    all_acts, all_hards, all_terms = [], [], []
    for n in a.players:
        for i in range(a.games):
            seed = a.seed + 100 * n + i
            t0 = time.process_time()
            acts, hards, terms = play(n, seed, a.deals, a.max_decisions)
            print(f"{n}p seed {seed}: {len(hards):4d} decisions  normal {sha(acts)}  hard {sha(hards)}  "
                  f"value {sha(terms)}  ({time.process_time() - t0:.1f} CPU-s)  {acts[-1]}", flush=True)
            all_acts += acts
            all_hards += hards
            all_terms += terms
    print(f"fingerprint: normal {sha(all_acts)}  hard {sha(all_hards)}  value {sha(all_terms)}  "
          f"all {sha(all_acts + all_hards + all_terms)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

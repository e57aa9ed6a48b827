"""Field Research figures (not a test): random playouts/s, bot ms per decision per level,
the final-scoring optimizer on the worst cases the spec's bounds allow (FR-ALG-03, target
<= 1 s), and hard-vs-normal results.

    python bench/research_bench.py [--quick] [--strength N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from itertools import combinations

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from zoo_desktop.engine.bots import playout                                   # noqa: E402
from zoo_desktop.engine.core import GameConfig                                # noqa: E402
from zoo_desktop.engine.rng import Rng                                        # noqa: E402
from zoo_desktop.simulate import play_one                              # noqa: E402
from zoo_desktop.games.research import scoring as S                           # noqa: E402
from zoo_desktop.games.research.bots import BOTS, rollout_policy              # noqa: E402
from zoo_desktop.games.research.cards import QUESTS, SPECIES                  # noqa: E402
from zoo_desktop.games.research.rules import FieldResearch                    # noqa: E402


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def playouts(players: int, games: int, policy) -> float:
    t = time.perf_counter()
    for s in range(games):
        playout(FieldResearch(GameConfig.make(players), s), policy, Rng(s))
    return games / (time.perf_counter() - t)


def positions(players: int, count: int, seed: int = 1):
    """Play-phase positions from random games, spread over the game."""
    out = []
    rng = Rng(seed)
    k = 0
    while len(out) < count:
        g = FieldResearch(GameConfig.make(players), seed * 1000 + k)
        k += 1
        while not g.is_over:
            p = g.decision().players[0]
            legal = g.legal_actions(p)
            if g.phase == "play" and not g.keep and len(legal) > 1 and rng.chance(0.08):
                out.append((g.view(p), legal, p))
            g.apply(rng.choice(legal))
    return out[:count]


def bot_times(level: str, players: int, count: int, budget_ms: int):
    ms, rounds = [], []
    for view, legal, p in positions(players, count):
        bot = BOTS[level](FieldResearch, p, 1, budget_ms)
        t = time.perf_counter()
        bot.choose(view, legal)
        ms.append(1000 * (time.perf_counter() - t))
        rounds.append(getattr(bot, "last_stats", {}).get("rounds", 0))
    return ms, rounds


def worst_scoring(quick: bool):
    """The largest instances FR-ALG-03 allows: 16 animals with up to 6 All World and up to 12
    multi-continent ones, 5 fixed rivals, and a full hand of 30 quest cards."""
    multi = [s.id for s in SPECIES.values() if len(s.continents) > 1]
    aw = [s.id for s in SPECIES.values() if s.all_world]
    rivals = [S.Rival(S.PlayerState(k, ()), (2, 3, 2, 3, 2, 3, 2)) for k in range(1, 6)]
    rows = []
    for n_aw in range(0, 7):
        n_mc = min(12, 16 - n_aw)
        subsets = list(combinations(multi, n_mc))      # every choice: at most C(12, 10) = 66
        if quick:
            subsets = subsets[:3]
        worst = (0.0, 0, ())
        for sub in subsets:
            animals = tuple(sorted(sub + tuple(aw[:n_aw])))
            p = S.PlayerState(0, animals, tuple(QUESTS))
            t = time.perf_counter()
            S.best_assignment(p, rivals)
            dt = time.perf_counter() - t
            if dt > worst[0]:
                worst = (dt, len(S._Reach(animals).final), animals)
        rows.append((n_aw, n_mc, worst))
    # quests alone: many individually satisfiable sides, few feasible triples
    carn = [s.id for s in SPECIES.values() if s.carnivorous and len(s.continents) == 1][:16]
    p = S.PlayerState(0, tuple(sorted(carn)), tuple(QUESTS))
    t = time.perf_counter()
    S.best_quests(p)
    tq = time.perf_counter() - t
    return rows, tq


def strength(games: int, budget_ms: int, players: int):
    """One hard bot against normal ones, the hard seat rotating."""
    wins = {"hard": 0, "normal": 0}
    for k in range(games):
        seats = tuple("hard" if (i + k) % players == 0 else "normal" for i in range(players))
        s = play_one("research", GameConfig.make(players, seats=seats), 500 + k, budget_ms=budget_ms)
        wins[seats[s.game.ranking()[0]]] += 1
    return wins


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--strength", type=int, default=0, help="games of one hard bot against normal ones")
    ap.add_argument("--players", type=int, default=2, help="players in the strength games")
    ap.add_argument("--budget-ms", type=int, default=1000)
    args = ap.parse_args()
    n = 10 if args.quick else 40
    for players in (2, 4, 6):
        r = playouts(players, n, lambda g, s, legal, rng: legal[rng.below(len(legal))])
        gr = playouts(players, n, rollout_policy)
        print(f"playouts/s  {players}p: random {r:6.1f}   greedy rollout {gr:6.1f}")
    reps = 15 if args.quick else 40
    for level in ("easy", "normal", "hard"):
        ms, rounds = bot_times(level, 3, reps if level != "hard" else max(6, reps // 4), args.budget_ms)
        extra = f"  (search rounds median {statistics.median(rounds)})" if level == "hard" else ""
        print(f"bot {level:6s} ms/decision (3p, budget {args.budget_ms} ms): median {statistics.median(ms):7.1f}"
              f"  p95 {pct(ms, 0.95):7.1f}  max {max(ms):7.1f}{extra}")
    rows, tq = worst_scoring(args.quick)
    for n_aw, n_mc, (dt, nvec, _) in rows:
        print(f"scoring worst case: {n_aw} All World + {n_mc} multi-continent, 30 quests, 5 rivals: "
              f"{1000 * dt:7.1f} ms ({nvec} reachable vectors)")
    print(f"quest selection, 16 carnivores x 30 quest cards: {1000 * tq:.1f} ms")
    worst = max(dt for _, _, (dt, _, _) in rows)
    print(f"scoring worst overall: {1000 * worst:.1f} ms (target <= 1000 ms): {'OK' if worst <= 1.0 else 'OVER'}")
    if args.strength:
        w = strength(args.strength, args.budget_ms, args.players)
        print(f"one hard vs normal, {args.players} players, {args.strength} games, budget {args.budget_ms} ms: "
              f"{w} (a level field would give hard {1 / args.players:.0%})")


if __name__ == "__main__":
    main()

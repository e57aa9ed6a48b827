"""Every game ends: seeded bot-only games of every level and player count for Gorilla,
Species Keepers, Field Research and Zoo Architect (hard bots think 5 ms). Prints per setting how many
ended, how (the last event), the longest game in actions, and the mean.

    python bench/game_ends.py [--jobs N] [games per setting, default 200] [hard games, default the same] [game ids...]

Also the longest game in turns (Zoo Architect: its turn counter, all seats; the other games:
the seats' actions) and how many games ended by the game's safety limit (an event
"round_limit": Zoo Architect's round 60, ZA-END-6) rather than by the rules' end. Hard bots cost about 1-2 s per game even at 5 ms a move (24 iterations
minimum), and a Zoo Architect game of normal bots several seconds, so 200 games per setting
take over an hour on two shared cores: `--jobs 2` plays them in two processes.
"""
from __future__ import annotations

import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from zoo_desktop.simulate import play_to_end
from zoo_desktop.games import game_class

GAMES = ("gorilla", "keepers", "research", "architect")
LEVELS = ("easy", "normal", "hard")


def _one(args):
    return play_to_end(*args)


def main(argv: list[str]) -> None:
    jobs = 1
    if argv[:1] == ["--jobs"]:
        jobs, argv = int(argv[1]), argv[2:]
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    n = int(argv[0]) if argv else 200
    n_hard = int(argv[1]) if len(argv) > 1 else n
    ids = argv[2:] or GAMES
    for gid in ids:
        info = game_class(gid).info
        for players in range(info.min_players, info.max_players + 1):
            for level in LEVELS:
                t0 = time.perf_counter()
                count = n_hard if level == "hard" else n
                todo = [(gid, players, level, 1000 + k) for k in range(count)]
                res = list(pool.map(_one, todo, chunksize=4) if pool else map(_one, todo))
                how = Counter(r["ended"] for r in res)
                longest = max(res, key=lambda r: r["actions"])
                mean = sum(r["actions"] for r in res) / len(res)
                turns = [r["turns"] for r in res if r["turns"] is not None]
                print(f"{gid:9} {players}p {level:6}: {count} games, longest {longest['actions']} actions "
                      f"(seed {longest['seed']}), mean {mean:.0f}; most turns {max(turns, default=0)}; "
                      f"by the safety limit: {sum(r['limit'] for r in res)}; last event: {dict(how)}; "
                      f"{time.perf_counter() - t0:.1f} s", flush=True)
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main(sys.argv[1:])

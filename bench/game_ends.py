"""Every game ends: seeded bot-only games of every level and player count for Gorilla,
Species Keepers, Field Research and Zoo Architect (hard bots think 5 ms). Prints per setting how many
ended, how (the last event), the longest game in actions, and the mean.

    python bench/game_ends.py [games per setting, default 200] [hard games, default the same] [game ids...]

Hard bots cost about 1-2 s per game even at 5 ms a move (24 iterations minimum), so 200
hard games per setting take over an hour on two shared cores: pass a smaller second number.
"""
from __future__ import annotations

import sys
import time
from collections import Counter

from zoo_desktop.engine.simulate import play_to_end
from zoo_desktop.games import game_class

GAMES = ("gorilla", "keepers", "research", "architect")
LEVELS = ("easy", "normal", "hard")


def main(argv: list[str]) -> None:
    n = int(argv[0]) if argv else 200
    n_hard = int(argv[1]) if len(argv) > 1 else n
    ids = argv[2:] or GAMES
    for gid in ids:
        info = game_class(gid).info
        for players in range(info.min_players, info.max_players + 1):
            for level in LEVELS:
                t0 = time.perf_counter()
                count = n_hard if level == "hard" else n
                res = [play_to_end(gid, players, level, 1000 + k) for k in range(count)]
                how = Counter(r["ended"] for r in res)
                longest = max(res, key=lambda r: r["actions"])
                mean = sum(r["actions"] for r in res) / len(res)
                print(f"{gid:9} {players}p {level:6}: {count} games, longest {longest['actions']} actions "
                      f"(seed {longest['seed']}), mean {mean:.0f}; ended: {dict(how)}; "
                      f"{time.perf_counter() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

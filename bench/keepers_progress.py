"""Species Keepers normal bot: turns without progress (not a test).

A player's turn makes *no progress* when, at its end, the player's saved species, score,
resources, quarantine, objective and number of keepers are all as they were at its start
(keepers were only swapped, the grid only dug, or the turn was passed). A *keeper churn*
turn is such a turn in which a keeper was replaced or dismissed (the reported loop). The figure of interest is the longest run of such turns
by one player in one game: the reported loop (replace/dismiss for 12 turns at 12/12
resources) is a run of 12.

    python bench/keepers_progress.py [--games 300] [--players 2]
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zoo_desktop.engine.core import GameConfig  # noqa: E402
from zoo_desktop.games.keepers.bots import NormalBot  # noqa: E402
from zoo_desktop.games.keepers.rules import Dismiss, Replace, SpeciesKeepers  # noqa: E402


def snapshot(game: SpeciesKeepers, p: int) -> tuple:
    m = game.mats[p]
    return (game.saved(p), game.score_parts(p)["total"], len(m.houses.occupied()), tuple(sorted(m.resources.items())),
            tuple(sorted(game.view(p)["mats"][p]["quarantine"].items())), game.view(p)["mats"][p].get("objective"))


def play(seed: int, players: int, max_steps: int = 6000) -> tuple[int, int, int, int, bool]:
    """(turns, turns without progress, keeper churn turns, longest run without progress by
    one player, ended)."""
    game = SpeciesKeepers(GameConfig.make(players), seed)
    bots = [NormalBot(SpeciesKeepers, s, seed) for s in range(players)]
    runs = [0] * players
    longest = idle = churn = 0
    swapped = False
    start = {p: snapshot(game, p) for p in range(players)}
    turn, cur = game.turn_no, game.current
    for _ in range(max_steps):
        if game.is_over:
            break
        d = game.decision()
        if d.players:
            p = d.players[0]
            legal = game.legal_actions(p)
            if legal:
                a = bots[p].choose(game.view(p), legal)
                swapped |= isinstance(a, (Replace, Dismiss))
                game._apply(a)
        else:
            timers = game.timers()
            if not timers:
                break
            game._apply(timers[0][1])
        if game.turn_no != turn or game.is_over:          # cur's turn is over
            now = snapshot(game, cur)
            if now == start[cur]:
                idle += 1
                churn += swapped
                runs[cur] += 1
                longest = max(longest, runs[cur])
            else:
                runs[cur] = 0
            turn, cur = game.turn_no, game.current
            start[cur] = snapshot(game, cur)
            swapped = False
    return game.turn_no, idle, churn, longest, game.is_over


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=0, help="0: cycle 2, 3, 4")
    args = ap.parse_args()
    turns = idle = churn = unfinished = 0
    longest = Counter()
    for g in range(args.games):
        n = args.players or 2 + g % 3
        t, i, c, run, ended = play(g, n)
        turns += t
        idle += i
        churn += c
        longest[run] += 1
        unfinished += not ended
    worst = max(longest)
    print(f"normal bot, {args.games} games: {turns} turns, {idle} without progress "
          f"({100.0 * idle / max(1, turns):.2f} %), {churn} of them keeper churn, longest run by one player {worst}, "
          f"games with a run of 4 or more: {sum(v for k, v in longest.items() if k >= 4)}, unfinished {unfinished}")


if __name__ == "__main__":
    main()

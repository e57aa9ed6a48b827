"""Every game ends (issue 14): seeded bot-only games of every level and every player count
for all four games end well under the simulator's action cap (Zoo Architect by the crossing
or its round-60 safety limit, ZA-END-1/6; fewer games, as each is long).
Gorilla's guarantee is GO-DECK-03 (at most three reshuffles per hand) plus GO-DECK-04 (a
hand nobody can move in ends, fewest cards winning); before them 18 of 20 five-player games
of normal bots ran past 20000 actions. `bench/game_ends.py` runs 200 games per setting."""
from __future__ import annotations

import pytest

from zoo_desktop.engine.simulate import play_to_end
from zoo_desktop.games import game_class

CAP = 20000
WELL_UNDER = 2000          # the longest of 200 games per setting measured ~400 (README)
GAMES = {"easy": 20, "normal": 20, "hard": 2}   # hard bots think 5 ms a move: few games
LONG = {"architect": {"easy": 2, "normal": 2, "hard": 1}}   # a Zoo Architect game takes seconds
SETTINGS = [(gid, n, level) for gid in ("gorilla", "keepers", "research", "architect")
            for n in range(game_class(gid).info.min_players, game_class(gid).info.max_players + 1)
            for level in ("easy", "normal", "hard")]


@pytest.mark.parametrize("gid,players,level", SETTINGS)
def test_every_bot_game_ends(gid, players, level):
    results = [play_to_end(gid, players, level, 500 + k, budget_ms=5, max_actions=CAP)
               for k in range(LONG.get(gid, GAMES)[level])]
    for r in results:
        assert not r["ended"].startswith("error"), (gid, players, level, r)
        assert r["actions"] < WELL_UNDER, (gid, players, level, r)


def test_gorilla_five_normal_bots_used_to_loop_now_end():
    """The issue's reproduction: `simulate gorilla --players 5 --bots normal --games 20
    --seed 1` ended 2 of 20; the panthers ping-ponged the last pile card forever."""
    from zoo_desktop.engine.simulate import simulate
    out = simulate("gorilla", 5, ["normal"], 20, seed=1)
    assert out["finished"] == 20 and out["errors"] == 0

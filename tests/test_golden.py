"""Golden fingerprints (issue 17, item 1): every game in the registry replays its recorded
seeded easy-bot games (2 players and the game's maximum) to the same state fingerprint
after every 10th action and at the end, with the same actions, action count and scores.

The recordings are tests/golden/<id>.json, made by tests/golden.py. They are the safety net
of a behaviour-preserving restructure: a move or split of modules must keep them all. When a
change is *meant* to change a game (its rules, its easy bot, its `state_json`), re-record that
game on purpose and commit the JSON with the change:

    python tests/golden.py --update architect      # or --update with no id: all games

A failure names the first checkpoint that differs and whether the actions already differed
there (a bot chose differently) or the same actions gave another state (the rules changed).
"""
from __future__ import annotations

import pytest

import golden
from zoo_desktop.games import GAMES


@pytest.mark.parametrize("gid", list(GAMES))
def test_recorded_easy_bot_games_replay_to_the_same_fingerprints(gid):
    assert golden.path(gid).exists(), f"no recording for {gid}: run python tests/golden.py --update {gid}"
    recorded = golden.load(gid)
    assert recorded["format"] == golden.FORMAT and recorded["every"] == golden.EVERY
    expected = {(g["players"], g["seed"]): g for g in recorded["games"]}
    assert sorted(expected) == sorted(golden.cases(gid)), \
        f"the recording of {gid} is for other games than tests/golden.py plays: re-record it"
    for n, seed in golden.cases(gid):
        want = expected[(n, seed)]
        assert want["checkpoints"] and want["checkpoints"][-1]["n"] == want["actions"]
        problem = golden.compare(want, golden.play(gid, n, seed))
        assert problem is None, f"{gid}: {problem}"


def test_compare_names_the_first_difference():
    """The comparison can fail, and says which kind of difference it met."""
    base = golden.play("gorilla", 3, golden.cases("gorilla")[0][1])
    assert golden.compare(base, base) is None
    moved = {**base, "checkpoints": [dict(c) for c in base["checkpoints"]]}
    moved["checkpoints"][1]["fp"] = "0" * 16
    assert "same actions, different state after action 20" in golden.compare(moved, base)
    moved["checkpoints"][0]["acts"] = "0" * 16
    assert "the actions differ by action 10" in golden.compare(moved, base)
    shorter = {**base, "actions": base["actions"] - 1, "checkpoints": base["checkpoints"][:-1]}
    assert "the game ended after" in golden.compare(base, shorter)
    assert "scores" in golden.compare(base, {**base, "scores": [s + 1 for s in base["scores"]]})

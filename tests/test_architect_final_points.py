"""The hard bot's estimate of final scoring (ZA-END-4), `bots.final_points`: at any moment of a
game it is exactly what final scoring would add to a seat's score if the game ended then (the
better final scoring card kept, the end effects of its cards)."""
from __future__ import annotations

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.games.architect import bots as B
from zoo_desktop.games.architect.passives import tiers_value
from zoo_desktop.games.architect.scoring import ScoreTask
from zoo_desktop.simulate import play_one


def scored_now(g, p: int) -> int:
    """What ZA-END-4's own scoring task adds to p's score on a copy of g, p keeping its better card."""
    c = g.clone()
    c.quiet = True
    for q in range(c.n):
        fs = c.pl[q].finals
        if len(fs) > 1:
            best = max(fs, key=lambda f: tiers_value(c.counter(q, B._CARD[f].counter), B._CARD[f].tiers))
            c.pl[q].finals = [best] if isinstance(fs, list) else (best,)
    ScoreTask(p).run(c, [])
    return c.final[p] - g.current_score(p)


def test_ZA_END_4_final_points_is_what_final_scoring_adds_if_the_game_ended_now():
    seen = {"states": 0, "nonzero": 0}

    def check(s):
        g = s.game
        if g.is_over or s.version % 4:
            return
        for p in range(g.n):
            got, want = B.final_points(g, p), scored_now(g, p)
            assert got == want, (s.version, p, got, want, g.pl[p].finals)
            seen["states"] += 1
            seen["nonzero"] += got != 0
    play_one("architect", GameConfig.make(3, seats=("normal",) * 3), 41, budget_ms=20, check=check)
    assert seen["states"] > 100 and seen["nonzero"] > 30, seen     # the estimate was tried, and on real points

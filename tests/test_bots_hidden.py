"""Issue 8: every game's bots see only their view. Two states that differ only in what the
bot's seat may not see (a real state and a re-dealt copy of it) give identical views, and
each bot level, given the same seed and a fixed amount of search work, chooses the same."""
from __future__ import annotations

from dataclasses import fields, replace
import pytest

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games import GAMES, bot_classes, game_class


def positions(gid: str, count: int = 4):
    """Seeded positions some way into a game where a seat has a real choice."""
    cls = game_class(gid)
    n = max(2, cls.info.min_players) if gid != "gorilla" else 3
    out = []
    for seed in range(40):
        g = cls(GameConfig.make(n, seats=("easy",) * n), seed)
        rng = Rng(seed)
        for step in range(60 + 7 * seed % 40):
            if g.is_over:
                break
            d = g.decision()
            if d.players:
                legal = g.legal_actions(d.players[0])
                g.apply(rng.choice(legal))
            else:
                g.apply(g.timers()[0][1])
        if g.is_over or not g.decision().players:
            continue
        p = g.decision().players[0]
        if len(g.legal_actions(p)) > 1:
            out.append((g, p, seed))
        if len(out) >= count:
            break
    return cls, out


@pytest.mark.parametrize("gid", list(GAMES))
def test_bots_cannot_tell_states_that_differ_only_in_hidden_information(gid):
    cls, found = positions(gid)
    assert found, "no position with a choice"
    differ = 0
    for g, p, seed in found:
        other = cls.determinize(g.view(p), p, Rng(f"other-{seed}"))
        a_state, b_state = g.state_json(), other.state_json()
        a_state.pop("rng", None), b_state.pop("rng", None)
        differ += a_state != b_state
        assert other.view(p) == g.view(p)
        assert other.legal_actions(p) == g.legal_actions(p)
        for level, bot_cls in bot_classes(gid).items():
            a, b = bot_cls(cls, p, seed, budget_ms=50), bot_cls(cls, p, seed, budget_ms=50)
            tunables = {f.name for f in fields(a.params)} if hasattr(a, "params") else set()
            if "max_iterations" in tunables:     # the search bots: fixed work, not the clock
                a.params = b.params = replace(a.params, max_iterations=12)
            if "max_deals" in tunables:          # Zoo Architect's hard bot: re-deals, not the clock
                a.params = b.params = replace(a.params, max_deals=3)
            x = a.choose(g.view(p), g.legal_actions(p))
            y = b.choose(other.view(p), other.legal_actions(p))
            assert x == y, f"{gid} {level} told the states apart"
    assert differ, "the copies never differed in hidden information: the test would prove nothing"

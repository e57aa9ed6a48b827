"""Issue 8, deliverable 1: the shared search bot is information-set MCTS. A toy game built on
the engine protocol (Nim with a secret card per player) checks that the tree looks several
moves ahead, which flat Monte Carlo cannot, and that the re-deal never reads hidden state."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from zoo_desktop.engine.bots import SearchBot
from zoo_desktop.engine.core import Action, Decision, Game, GameConfig, GameInfo, action
from zoo_desktop.engine.rng import Rng


@action("toy-nim", "take")
class Take(Action):
    player: int
    n: int


class HiddenNim(Game):
    """Take 1-3 stones; whoever takes the last stone wins. Each player holds a secret card
    that changes nothing but must be re-dealt by `determinize`."""
    info = GameInfo("toy-nim", "toy", 2, 2)

    def __init__(self, config: GameConfig, seed: int, stones: int = 10):
        super().__init__(config, seed)
        deal = Rng(seed)
        self.secret = [deal.below(100), deal.below(100)]
        self.stones, self.current, self.winner = stones, 0, None

    def decision(self):
        return Decision(() if self.is_over else (self.current,))

    def legal_actions(self, player):
        if self.is_over or player != self.current:
            return []
        return [Take(player, k) for k in (1, 2, 3) if k <= self.stones]

    def why_illegal(self, a):
        return None if a in self.legal_actions(getattr(a, "player", -1)) else "not now"

    def _apply(self, a):
        self.stones -= a.n
        if self.stones == 0:
            self.winner = a.player
        self.current = 1 - self.current
        return []

    def view(self, player):
        return {"stones": self.stones, "current": self.current, "winner": self.winner,
                "me": player, "my_secret": self.secret[player]}

    @property
    def is_over(self):
        return self.winner is not None

    def scores(self):
        return [int(self.winner == p) for p in (0, 1)]

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng):
        g = cls(GameConfig.make(2), 0, view["stones"])
        g.current, g.winner = view["current"], view["winner"]
        g.secret = [rng.below(100), rng.below(100)]
        g.secret[player] = view["my_secret"]
        return g

    def state_json(self):
        return {"stones": self.stones, "current": self.current, "secret": self.secret}


def pick(stones: int, depth: int, iterations: int = 1500) -> int:
    g = HiddenNim(GameConfig.make(2), 3, stones)
    bot = SearchBot(HiddenNim, 0, seed=stones)
    bot.params = replace(bot.params, tree_depth=depth, max_iterations=iterations)
    return bot.choose(g.view(0), g.legal_actions(0)).n


@pytest.mark.parametrize("stones", [5, 6, 7, 9, 10, 11, 13, 14, 15])
def test_search_tree_finds_the_winning_take(stones):
    """The winning move leaves a multiple of 4; seeing it from 9+ stones takes several plies."""
    assert pick(stones, depth=12) == stones % 4


def test_flat_monte_carlo_misses_some_that_the_tree_finds():
    """The same iterations with the tree cut to the root moves (tree_depth=1) get some of
    these wrong: the depth is what makes the difference, so the test above can fail."""
    wrong = [s for s in (9, 10, 11, 13, 14, 15) if pick(s, depth=1) != s % 4]
    assert wrong


def test_search_goes_below_the_root_and_keeps_statistics():
    g = HiddenNim(GameConfig.make(2), 3, 10)
    bot = SearchBot(HiddenNim, 0, seed=1)
    bot.params = replace(bot.params, tree_depth=12, max_iterations=400)
    bot.choose(g.view(0), g.legal_actions(0))
    assert bot.last_stats["iterations"] == 400
    assert bot.last_stats["depth"] > 3
    assert sum(bot.last_stats["visits"].values()) == 400


def test_search_reads_only_the_view():
    """Two states that differ only in the opponent's secret give the same choice."""
    a = HiddenNim(GameConfig.make(2), 1, 11)
    b = HiddenNim(GameConfig.make(2), 1, 11)
    b.secret[1] = (a.secret[1] + 50) % 100
    assert a.view(0) == b.view(0) and a.state_json() != b.state_json()
    picks = []
    for g in (a, b):
        bot = SearchBot(HiddenNim, 0, seed=5)
        bot.params = replace(bot.params, tree_depth=8, max_iterations=300)
        picks.append(bot.choose(g.view(0), g.legal_actions(0)))
    assert picks[0] == picks[1]

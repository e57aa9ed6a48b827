"""Bots see only their player view. The shared search bot plays determinized Monte Carlo:
each iteration re-deals the hidden cards with the bot's own generator (never the game's),
picks a root action by UCB1, finishes the game with a cheap playout policy and scores it."""
from __future__ import annotations

import math
import time
from typing import Any, Callable

from .core import Action, Game
from .rng import Rng


class Bot:
    """Base: `choose(view, legal)` returns one of `legal`. `hint` gives a reason too."""

    level = "easy"

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, budget_ms: int = 1000):
        self.game_cls = game_cls
        self.seat = seat
        self.rng = Rng(f"bot-{seed}-{seat}-{self.level}")
        self.budget_ms = budget_ms

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        raise NotImplementedError

    def hint(self, view: dict[str, Any], legal: list[Action]) -> tuple[Action, str]:
        return self.choose(view, legal), ""


class RandomBot(Bot):
    level = "random"

    def choose(self, view, legal):
        return self.rng.choice(legal)


def playout(game: Game, policy: Callable[[Game, int, list[Action], Rng], Action], rng: Rng,
            max_steps: int = 2000) -> Game:
    """Play `game` to the end in place: timers fire at once in time order, each decision
    goes to `policy(game, seat, legal, rng)`."""
    for _ in range(max_steps):
        if game.is_over:
            break
        d = game.decision()
        if d.players:
            p = d.players[0]
            legal = game.legal_actions(p)
            if legal:
                game._apply(policy(game, p, legal, rng))  # legal by construction
                continue
        timers = game.timers()
        if not timers:
            break
        game._apply(timers[0][1])
    return game


def rank_reward(game: Game, seat: int) -> float:
    """1 for first place down to 0 for last, read from the final ranking."""
    order = game.ranking()
    n = len(order)
    return 1.0 if n == 1 else (n - 1 - order.index(seat)) / (n - 1)


class SearchBot(Bot):
    """Determinized Monte Carlo search with UCB1 at the root, within `budget_ms`."""

    level = "hard"
    exploration = 0.7
    min_iterations = 24
    max_iterations: int | None = None  # fixed work instead of a time budget (tests, replays)

    def policy(self, game: Game, seat: int, legal: list[Action], rng: Rng) -> Action:
        return rng.choice(legal)

    def evaluate(self, game: Game) -> float:
        return rank_reward(game, self.seat)

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The root moves worth searching (default: all legal ones)."""
        return legal

    def rollout(self, game: Game) -> None:
        """Finish (or cut short) a determinized game in place; `evaluate` scores it."""
        playout(game, self.policy, self.rng)

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        cands = self.candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        k = len(cands)
        n = [0] * k
        w = [0.0] * k
        deadline = time.perf_counter() + 0.95 * self.budget_ms / 1000.0  # leave room for the move itself
        it = 0
        fixed = self.max_iterations
        # the budget rules: with hundreds of candidates (Zoo Architect builds) not all get a playout
        while (it < fixed) if fixed else (it < self.min_iterations or time.perf_counter() < deadline):
            it += 1
            det = self.game_cls.determinize(view, self.seat, self.rng)
            total = max(1, it - 1)
            best, best_u = 0, -1.0
            for i in range(k):
                if n[i] == 0:
                    best = i
                    break
                u = w[i] / n[i] + self.exploration * math.sqrt(math.log(total) / n[i])
                if u > best_u:
                    best, best_u = i, u
            n[best] += 1
            if det.why_illegal(cands[best]) is not None:
                continue  # cannot happen when the view is complete; never loop forever
            det._apply(cands[best])
            self.rollout(det)
            w[best] += self.evaluate(det)
            if it > 20000:
                break
        self.last_stats = {"iterations": it, "visits": {repr(a): v for a, v in zip(cands, n)}}
        return cands[max(range(k), key=lambda i: (n[i], w[i]))]

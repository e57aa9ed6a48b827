"""Bots see only their player view. The shared search bot is information-set MCTS: each
iteration re-deals the hidden cards with the bot's own generator (never the game's), walks
one tree of moves by UCB1, finishes the game with a cheap playout policy and scores it."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable

from .core import Action, Game
from .rng import Rng


class Bot:
    """Base: `choose(view, legal)` returns one of `legal`. `hint` gives a reason too."""

    level = "easy"
    searches = False    # True: thinks for its budget (the table runs it in the worker process)

    def __init__(self, game_cls: type[Game], seat: int, seed: int = 0, budget_ms: int = 1000):
        self.game_cls = game_cls
        self.seat = seat
        self.seed = seed
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
                game.apply_unchecked(policy(game, p, legal, rng))  # legal by construction
                continue
        timers = game.timers()
        if not timers:
            break
        game.apply_unchecked(timers[0][1])
    return game


def rank_reward(game: Game, seat: int) -> float:
    """1 for first place down to 0 for last, read from the final ranking."""
    order = game.ranking()
    n = len(order)
    return 1.0 if n == 1 else (n - 1 - order.index(seat)) / (n - 1)


class _Node:
    """One information-set node of the search tree: statistics of the move that led here,
    from the searching bot's point of view, and its children by move."""
    __slots__ = ("children", "n", "w", "avail")

    def __init__(self):
        self.children: dict[Any, _Node] = {}
        self.n = 0          # visits
        self.w = 0.0        # summed reward of the searching bot
        self.avail = 0      # times the move was legal when its parent was visited (ISMCTS)


def _key(a: Action) -> Any:
    try:
        hash(a)
        return a
    except TypeError:  # an action with a list field: compare by its JSON form
        return repr(a.to_json())


@dataclass(frozen=True)
class SearchParams:
    """A search bot's tunables, in one object (a game's hard bot subclasses it for its own,
    such as a play-out horizon): a bot's `params` is replaced, never mutated
    (`dataclasses.replace(bot.params, max_iterations=30)`), and travels to the bot worker
    with every request."""
    exploration: float = 0.7     # UCB1's constant
    min_iterations: int = 24     # iterations a decision gets however small its budget, while
                                 # the whole budget lasts (the clock rule never passes it)
    tree_depth: int = 1          # 1: flat Monte Carlo over the root moves
    max_iterations: int | None = None  # fixed work instead of a time budget (tests, replays)


class SearchBot(Bot):
    """Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) within
    `budget_ms`. Every iteration re-deals the hidden information with the bot's own
    generator (`determinize` from its view, never the true state), walks down one shared
    tree keyed by moves, choosing among the moves legal in *this* deal by UCB1 with
    availability counts, adds one node, finishes the deal with `rollout` and backs up
    `evaluate`. Opponents' nodes take the bot's reward as their loss (paranoid for more
    than two players). `tree_depth` bounds the tree (1: flat Monte Carlo over the root
    moves); `candidates` prunes the root and `moves` the inner nodes. Tunables: `params`.

    The clock rule: the budget counts from the call (the root's set-up included), and no
    iteration starts that the slowest one so far would carry past it: past 95 % of the budget
    once `min_iterations` are done, past the whole budget in any case. A decision therefore
    ends within its budget unless one iteration alone is longer (with no iteration done, the
    prior `bias` decides)."""

    level = "hard"
    searches = True
    params = SearchParams()

    def policy(self, game: Game, seat: int, legal: list[Action], rng: Rng) -> Action:
        return rng.choice(legal)

    def evaluate(self, game: Game) -> float:
        return rank_reward(game, self.seat)

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The root moves worth searching (default: all legal ones)."""
        return legal

    def moves(self, game: Game, seat: int, legal: list[Action]) -> list[Action]:
        """The moves searched at an inner node of a determinized game (default: all)."""
        return legal

    def bias(self, a: Action) -> float:
        """A prior for a root move, in reward units, added to its UCB value (progressive
        bias: the game's own heuristic choice can get a head start; default none)."""
        return 0.0

    def rollout(self, game: Game) -> None:
        """Finish (or cut short) a determinized game in place; `evaluate` scores it."""
        playout(game, self.policy, self.rng)

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        t0 = time.perf_counter()
        cands = self.candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        root = _Node()
        self._depth = 0
        for a in cands:
            root.children[_key(a)] = _Node()
        prm = self.params
        budget = self.budget_ms / 1000.0
        soft, hard = t0 + 0.95 * budget, t0 + budget     # leave room for the move itself
        it = 0
        fixed = prm.max_iterations
        slowest = 0.0
        # the budget rules: with hundreds of candidates (Zoo Architect builds) not all get a playout
        while True:
            now = time.perf_counter()
            if fixed:
                if it >= fixed:
                    break
            elif now + slowest >= hard or (it >= prm.min_iterations and now + slowest >= soft):
                break
            it += 1
            self._iterate(self.game_cls.determinize(view, self.seat, self.rng), root, cands)
            slowest = max(slowest, time.perf_counter() - now)
            if it > 20000:
                break
        kids = [root.children[_key(a)] for a in cands]
        self.last_stats = {"iterations": it, "depth": self._depth,
                           "visits": {repr(a): c.n for a, c in zip(cands, kids)}}
        return cands[max(range(len(cands)), key=lambda i: (kids[i].n, kids[i].w / max(1, kids[i].n) + self.bias(cands[i])))]

    def _select(self, node: _Node, legal: list[Action], mine: bool, root: bool) -> tuple[Action, bool]:
        """UCB1 over the moves legal here; an untried one first (in order at the root, at
        random below). Returns the move and whether it is new (expanded)."""
        kids = node.children
        untried = [a for a in legal if _key(a) not in kids or kids[_key(a)].n == 0]
        if untried:
            return (untried[0] if root else self.rng.choice(untried)), True
        best, best_u = legal[0], -1.0
        for a in legal:
            c = kids[_key(a)]
            v = c.w / c.n if mine else 1.0 - c.w / c.n
            if root:
                v += self.bias(a)
            u = v + self.params.exploration * math.sqrt(math.log(max(1, c.avail)) / c.n)
            if u > best_u:
                best, best_u = a, u
        return best, False

    def _iterate(self, det: Game, root: _Node, cands: list[Action]) -> None:
        node, legal, mine = root, cands, True
        path: list[_Node] = []
        depth = 0
        while True:
            a, new = self._select(node, legal, mine, node is root)
            for b in legal:
                node.children.setdefault(_key(b), _Node()).avail += 1
            if det.why_illegal(a) is not None:  # cannot happen when the view is complete
                node.children[_key(a)].n += 1   # never pick it forever
                return
            det.apply_unchecked(a)
            node = node.children[_key(a)]
            path.append(node)
            depth += 1
            if new or depth >= self.params.tree_depth:
                break
            seat = _advance(det)
            if seat is None:
                break
            legal = self.moves(det, seat, det.legal_actions(seat))
            if not legal:
                break
            mine = seat == self.seat
        self._depth = max(self._depth, depth)
        if not det.is_over:
            self.rollout(det)
        r = self.evaluate(det)
        for nd in path:
            nd.n += 1
            nd.w += r


def _advance(game: Game) -> int | None:
    """Fire due timers until a player must decide; that player, or None at the end."""
    for _ in range(200):
        if game.is_over:
            return None
        d = game.decision()
        if d.players and game.legal_actions(d.players[0]):
            return d.players[0]
        timers = game.timers()
        if not timers:
            return None
        game.apply_unchecked(timers[0][1])
    return None

"""Field Research bots. They read only their own view (and the public card data).

* easy   - random legal moves with sane filters (no Paid Flight while something cheaper is
           possible, few duplicates), default scoring.
* normal - a one-ply heuristic: what an animal adds (printed VP, quests in hand, continent
           breadth and majorities, diet and sad-face races, certificates, ending the game
           while ahead) against the RE it costs; keeps the quest it is closest to; default
           scoring (the exact optimum, FR-ASSIGN-01/03).
* hard   - the engine's SearchBot over the normal bot's best few moves: every iteration
           re-deals the hidden cards, plays a candidate a few rounds ahead with a fast greedy
           policy, then scores the position as if the game ended there (the exact final
           scoring) plus the RE in hand.
* personalities - 'normal:traveller' and 'normal:scholar' weigh flights and Study differently.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zoo_desktop.engine.bots import Bot, SearchBot, SearchParams, rank_reward
from zoo_desktop.engine.core import Action

from . import scoring as S
from .cards import CARD_SPECIES, CONTINENTS, QUESTS, SPECIES, is_flight, species_of
from .rules import (BLUE_END, RED_END, RE_MAX, RESEARCH_COST, AcceptDefaultScoring, KeepQuest, Pass,
                    Research, Study)

RE_VALUE = 0.55        # VP a research experience point is worth during play


# ----------------------------------------------------------------------------- view helpers
def _card(view: dict, row: int, col: int) -> str | None:
    return view["display"][row - 1][col - 1]


def _held(info: dict) -> set[str]:
    return {species_of(c) for c in info["animals"]}


def _continent_counts(info: dict) -> dict[str, int]:
    """Animals that could go to each continent (multi-continent ones count everywhere)."""
    return {y: len(info["by_continent"][y]) for y in CONTINENTS}


def quest_progress_value(quests: list[str], held: set[str], sp) -> float:
    """What adding species `sp` does for the quest sides in hand."""
    v = 0.0
    for q in quests:
        best = 0.0
        for s in ("A", "B"):
            side = QUESTS[q].side(s)
            if not side.eligible(sp):
                continue
            have = sum(1 for h in held if side.eligible(SPECIES[h]))
            if have < side.count:
                best = max(best, side.vp * (have + 1) / side.count / side.count * 1.5)
        v += best
    return v


def animal_value(view: dict, me: int, card: str) -> float:
    info = view["player_info"][me]
    held = _held(info)
    sp = CARD_SPECIES[card]
    quests = info["quests"] or []
    late = min(1.0, view["tracks"]["blue"] / BLUE_END)
    if sp.id in held:                        # duplicate: only a new quest card (FR-DUP-02)
        return 1.5 * (1.0 - late)
    v = float(sp.vp)
    v += quest_progress_value(quests, held, sp)
    counts = _continent_counts(info)
    if sp.all_world:
        v += 1.2 if held else 0.3
    else:
        best = 0.0
        for y in sp.continents:
            c = counts[y]
            gain = 3.0 if c == 1 else (1.4 if c == 0 else (1.2 if c < 4 else 0.5))
            rivals = max((len(o["by_continent"][y]) for i, o in enumerate(view["player_info"]) if i != me), default=0)
            if c + 1 >= 2 and c + 1 > rivals >= c:
                gain += 1.5                 # takes or ties a continent majority
            best = max(best, gain)
        v += best
    carn = sum(1 for h in held if SPECIES[h].carnivorous)
    herb = sum(1 for h in held if SPECIES[h].herbivorous)
    v += 0.35 * (sp.carnivorous + sp.herbivorous) + 0.15 * (carn < herb) * sp.carnivorous + 0.15 * (herb < carn) * sp.herbivorous
    v += 0.6 * sp.sad
    count = len(info["animals"]) + 1
    blue = view["tracks"]["blue"]
    if count > blue and blue + 1 in view["tracks"]["certificates"]:
        v += 2.5                             # FR-INV-02: the track certificate
    ends = (count > blue and blue + 1 >= BLUE_END) or (sp.endangered and info["endangered"] + 1 >= RED_END)
    if ends:
        v += 25.0 if _leading_after(view, me, sp.id) else -25.0
    return v


def _leading_after(view: dict, me: int, species: str) -> bool:
    """Would `me` rank first if the game ended with `species` added? (others' quests unknown)"""
    players = []
    for p in view["order"]:
        info = view["player_info"][p]
        animals = set(_held(info))
        if p == me:
            animals.add(species)
        players.append(S.PlayerState(p, tuple(sorted(animals)), tuple(info["quests"] or ()) if p == me else (),
                                     len(info["flights"]), info["certificates"], info["re"]))
    totals = {b.seat: b.total + (3 * view["player_info"][b.seat]["quest_count"] if b.seat != me else 0)
              for b in S.sequential(players)}
    return totals[me] >= max(totals.values())


def _meeple_value(view: dict, me: int, continent: str) -> float:
    """Cubes there, and animals of that continent in the display to research next."""
    v = 2.0 * view["cubes"][continent]
    held = _held(view["player_info"][me])
    for row in view["display"]:
        for c in row:
            if c and not is_flight(c):
                sp = CARD_SPECIES[c]
                if continent in sp.continents and sp.id not in held:
                    v += 0.3
    return v


STYLES = {
    "": {"study": 1.0, "travel": 1.0},
    "traveller": {"study": 0.8, "travel": 2.0},   # chases continents and cubes, spends RE at once
    "scholar": {"study": 1.6, "travel": 0.6},     # banks research experience, then buys the best animals
}


def action_value(view: dict, me: int, a: Action, style: str = "") -> float:
    w = STYLES[style]
    info = view["player_info"][me]
    if isinstance(a, Study):
        gain = min(view["row_gain"][a.row - 1], RE_MAX - info["re"])
        card = _card(view, a.row, a.col)
        deny = 0.0
        if card and is_flight(card):
            deny = 0.3
        return w["study"] * gain * RE_VALUE * (1.0 if info["re"] < 8 else 0.7) + deny - 0.4
    if isinstance(a, Research):
        card = _card(view, a.row, a.col)
        v = animal_value(view, me, card)
        cost = RESEARCH_COST[a.row - 1] + (view["paid_extra"] if a.travel == "paid" else 0)
        v -= cost * RE_VALUE
        if a.travel == "sponsored":
            v += 1.6                         # the SF card and the SF majority
        if a.continent:
            v += w["travel"] * _meeple_value(view, me, a.continent)
        return v
    return 0.0


def keep_value(view: dict, me: int, card: str) -> float:
    held = _held(view["player_info"][me])
    best = 0.0
    for s in ("A", "B"):
        side = QUESTS[card].side(s)
        have = sum(1 for h in held if side.eligible(SPECIES[h]))
        best = max(best, side.vp * min(1.0, (have + 1.5) / (side.count + 1)))
    return best


def heuristic_order(view: dict, legal: list[Action], style: str = "") -> list[tuple[float, Action]]:
    me = view["viewer"]
    if isinstance(legal[0], KeepQuest):
        scored = [(keep_value(view, me, a.card), a) for a in legal]
    else:
        scored = [(action_value(view, me, a, style), a) for a in legal]
    scored.sort(key=lambda t: (-t[0], repr(t[1])))
    return scored


def _default_scoring(legal: list[Action]) -> Action | None:
    for a in legal:
        if isinstance(a, AcceptDefaultScoring):
            return a
    return None


# ----------------------------------------------------------------------------- bots
class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal):
        a = _default_scoring(legal)
        if a is not None:
            return a
        if len(legal) == 1:
            return legal[0]
        me = view["viewer"]
        if isinstance(legal[0], KeepQuest):
            return self.rng.choice(legal)
        held = _held(view["player_info"][me])
        cheap = [a for a in legal if isinstance(a, Research) and a.travel != "paid"
                 and species_of(_card(view, a.row, a.col)) not in held]
        studies = [a for a in legal if isinstance(a, Study)]
        if cheap and (not studies or self.rng.chance(0.6)):
            return self.rng.choice(cheap)
        if studies:
            return self.rng.choice(studies)
        return self.rng.choice(legal)


class NormalBot(Bot):
    level = "normal"
    style = ""

    def choose(self, view, legal):
        a = _default_scoring(legal)
        if a is not None or len(legal) == 1:
            return a or legal[0]
        return heuristic_order(view, legal, self.style)[0][1]

    def hint(self, view, legal):
        a = self.choose(view, legal)
        return a, hint_reason(view, a)


def hint_reason(view: dict, a: Action) -> str:
    me = view["viewer"]
    if isinstance(a, AcceptDefaultScoring):
        return "research.hint.scoring"
    if isinstance(a, KeepQuest):
        return "research.hint.keep"
    if isinstance(a, Pass):
        return "research.hint.pass"
    if isinstance(a, Study):
        return "research.hint.study"
    if isinstance(a, Research):
        info = view["player_info"][me]
        sp = SPECIES[species_of(_card(view, a.row, a.col))]
        if sp.id in _held(info):
            return "research.hint.duplicate"
        if quest_progress_value(info["quests"] or [], _held(info), sp) > 0:
            return "research.hint.quest"
        if a.travel == "sponsored":
            return "research.hint.sponsored"
        return "research.hint.research"
    return ""


class _Taste:
    """What one player's rollout policy values, computed once per decision from the state."""

    __slots__ = ("held", "counts", "sides")

    def __init__(self, game, seat: int):
        self.held = game.species_held(seat)
        self.counts: dict[str, int] = {}
        for h in self.held:
            for y in SPECIES[h].continents:
                self.counts[y] = self.counts.get(y, 0) + 1
        self.sides = []
        for q in game.quests[seat]:
            for side in (QUESTS[q].A, QUESTS[q].B):
                have = sum(1 for h in self.held if side.eligible(SPECIES[h]))
                if have < side.count:
                    self.sides.append((side, side.vp / side.count))

    def animal(self, sp) -> float:
        if sp.id in self.held:
            return -2.0
        v = sp.vp + 0.6 * sp.sad
        if sp.continents:
            v += max(2.5 if self.counts.get(y, 0) == 1 else (1.0 if y not in self.counts else 0.8)
                     for y in sp.continents)
        else:
            v += 1.0
        for side, per in self.sides:
            if side.eligible(sp):
                v += per
        return v

    def destination(self, sp, cubes) -> str:
        """Where to land: cubes first, then a continent with one animal, then the first."""
        return max(sp.continents or CONTINENTS,
                   key=lambda y: (cubes[CONTINENTS.index(y)], self.counts.get(y, 0) == 1, -CONTINENTS.index(y)))


def fast_turn(game, seat: int, rng) -> Action:
    """The rollout policy's turn, built straight from the state (no list of every legal
    action): the best-valued research against the best Study, with a little noise. Only
    legal actions are produced."""
    taste = _Taste(game, seat)
    re = game.re[seat]
    meeple = game.meeple[seat]
    cells = game.grid.cells
    best, best_v = None, -1e9
    for r in range(3):
        base = RESEARCH_COST[r]
        if re < base:
            continue
        sf_col = 0
        for c in range(game.cols):
            x = cells[c][r]
            if x is not None and is_flight(x):
                sf_col = c + 1
                break
        for c in range(game.cols):
            x = cells[c][r]
            if x is None or is_flight(x):
                continue
            sp = CARD_SPECIES[x]
            v = taste.animal(sp) - RE_VALUE * base + rng.random() * 0.8
            if meeple is None:
                a = Research(seat, r + 1, c + 1, "none", 0, taste.destination(sp, game.cubes))
            elif sp.all_world or meeple in sp.continents:
                a = Research(seat, r + 1, c + 1)
            elif sf_col:
                a = Research(seat, r + 1, c + 1, "sponsored", sf_col, taste.destination(sp, game.cubes))
                v += 1.5
            elif re >= base + 9:
                a = Research(seat, r + 1, c + 1, "paid", 0, taste.destination(sp, game.cubes))
                v -= RE_VALUE * 9
            else:
                continue
            if v > best_v:
                best, best_v = a, v
    if re < RE_MAX:
        for r in range(3):
            filled = [c for c in range(game.cols) if cells[c][r] is not None]
            if filled:
                v = RE_VALUE * min(4 - r, RE_MAX - re) - 0.4 + rng.random() * 0.8
                if v > best_v:
                    best, best_v = Study(seat, r + 1, filled[rng.below(len(filled))] + 1), v
                break          # the lowest row with a card gives the most RE
    return best if best is not None else Pass(seat)


def fast_playout(game, rng, max_steps: int = 3000, turns: int | None = None):
    """Play in place with fast_turn (quest keeps at random, default scoring) to the end, or
    until `turns` more turns have been taken."""
    stop = None if turns is None else game.turns + turns
    for _ in range(max_steps):
        if game.is_over or (stop is not None and game.turns >= stop and game.phase == "play" and not game.keep):
            break
        if game.phase == "scoring":
            game.apply_unchecked(AcceptDefaultScoring(game.order[game.scoring_pos]))
        elif game.keep:
            p = next(iter(game.keep))
            opts = game.keep[p]
            game.apply_unchecked(KeepQuest(p, opts[rng.below(len(opts))]))
        else:
            game.apply_unchecked(fast_turn(game, game.current, rng))
    return game


def rollout_policy(game, seat: int, legal: list[Action], rng) -> Action:
    """The same taste for the engine's generic playout (given the legal list)."""
    first = legal[0]
    if isinstance(first, (Study, Research)):
        a = fast_turn(game, seat, rng)
        return a if a in legal else legal[rng.below(len(legal))]
    return legal[rng.below(len(legal))]



@dataclass(frozen=True)
class ResearchSearch(SearchParams):
    """The hard bot's tunables: the shared search's, plus how many of the normal bot's moves
    it searches and how far a playout runs."""
    min_iterations: int = 8
    top_k: int = 4
    horizon: int | None = 3    # rounds of turns played out before the static evaluation (None: to the end)


class HardBot(SearchBot):
    """The shared search bot over the normal bot's best `top_k` moves, its playouts cut
    `horizon` rounds ahead and scored by `evaluate` (the margin). Measured at 100 ms a
    decision, a deeper tree (`tree_depth` 3) and the earlier common-random-numbers loop were
    no better than flat (tree_depth 1) over these few candidates."""
    level = "hard"
    params = ResearchSearch()

    def policy(self, game, seat, legal, rng):
        return rollout_policy(game, seat, legal, rng)

    def evaluate(self, game) -> float:
        """Finished: rank and margin. Cut off: the margin of what the game would score if
        it ended now, plus a little for the RE still in hand."""
        sc = game.scores()
        if game.is_over:
            others = max(s for p, s in enumerate(sc) if p != self.seat)
            margin = max(-1.0, min(1.0, (sc[self.seat] - others) / 30.0))
            return 0.5 * rank_reward(game, self.seat) + 0.5 * (margin + 1.0) / 2.0
        val = [sc[p] + RE_VALUE * game.re[p] for p in range(game.n)]
        others = max(v for p, v in enumerate(val) if p != self.seat)
        return (max(-1.0, min(1.0, (val[self.seat] - others) / 30.0)) + 1.0) / 2.0

    def candidates(self, view, legal):
        return [x for _, x in heuristic_order(view, legal)[: self.params.top_k]]

    def rollout(self, game):
        fast_playout(game, self.rng, turns=None if self.params.horizon is None else self.params.horizon * game.n)

    def choose(self, view, legal):
        a = _default_scoring(legal)
        return a if a is not None else super().choose(view, legal)

    def hint(self, view, legal):
        a = self.choose(view, legal)
        return a, hint_reason(view, a)


class TravellerBot(NormalBot):
    """'Normal' strength; flies to where the cubes and the display's animals are."""
    style = "traveller"


class ScholarBot(NormalBot):
    """'Normal' strength; studies more and researches later and dearer."""
    style = "scholar"


BOTS: dict[str, Any] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot,
                        "normal:traveller": TravellerBot, "normal:scholar": ScholarBot}

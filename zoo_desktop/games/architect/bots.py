"""Zoo Architect bots (ZA-BOT). They read only their view; the normal bot rebuilds a full
state from it with `determinize` (hidden cards re-dealt) and looks ahead greedily.

* easy: random legal choices with sane filters (no pointless Done, few X actions, cheap X use)
* normal: for its turn, tries each action card (and X spends that reach strength 5), plays the
  rest of its own turn greedily and scores the result with `value`; sub-decisions are greedy
  one-step look-ahead on a sample of the options.
* hard: engine SearchBot (determinized Monte Carlo) with the easy policy for rollouts.
"""
from __future__ import annotations

from zoo_desktop.engine.bots import Bot, SearchBot
from zoo_desktop.engine.core import Action
from zoo_desktop.engine.rng import Rng

from .cards import CARDS
from .effects import income as _income
from .rules import (Build, Choose, Done, PlayAnimal, PlaySponsor, Support, UseCard, XAction, ZooArchitect,
                    appeal_income, score_threshold)


def _sane(legal: list[Action], rng: Rng) -> Action:
    """Easy policy on a list of legal actions."""
    if len(legal) == 1:
        return legal[0]
    turn = [a for a in legal if isinstance(a, UseCard)]
    if turn:
        if rng.chance(0.08):
            xs = [a for a in legal if isinstance(a, XAction)]
            if xs:
                return rng.choice(xs)
        zero = [a for a in turn if a.x == 0]
        return rng.choice(zero)
    real = [a for a in legal if not isinstance(a, Done)]
    plays = [a for a in real if isinstance(a, (PlayAnimal, PlaySponsor, Support))]
    if plays:
        return rng.choice(plays)
    if real and (len(real) == len(legal) or rng.chance(0.9)):
        builds = [a for a in real if isinstance(a, Build)]
        if builds and len(builds) == len(real):
            # prefer enclosures over kiosks/pavilions early, bigger ones a bit
            encs = [a for a in builds if a.building.startswith("enc") or a.building in
                    ("petting_zoo", "reptile_house", "large_bird_aviary")]
            if encs and rng.chance(0.8):
                return rng.choice(encs)
        pil = [a for a in real if isinstance(a, Choose) and a.what == "pilfer" and a.value == "money"]
        if pil:
            return pil[0]
        return rng.choice(real)
    return rng.choice(legal)


def easy_policy(game, seat, legal, rng):
    return _sane(legal, rng)


class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal):
        return _sane(legal, self.rng)


# ----------------------------------------------------------------------------- normal
def value(g: ZooArchitect, p: int) -> float:
    """Heuristic worth of a state for seat p, in 'final score points'."""
    pl = g.pl[p]
    v = pl.appeal - score_threshold(pl.cp)
    late = g.trigger is not None or g.turns > 34 * g.n
    v += (0.12 if late else 0.3) * pl.money
    if not late:
        left = max(1.0, (45 - g.turns / g.n) / 5)  # breaks still to come, roughly
        v += 0.25 * left * (appeal_income(pl.appeal) + g.kiosk_income(p) + sum(n for r, n in _income(g, p) if r == 'money'))
        v += 0.5 * pl.rep + 0.5 * pl.x + 1.5 * pl.workers + 3.5 * len(pl.upgraded)
        v += 0.4 * min(len(pl.hand), 6) + 2.0 * len(pl.partners) + 2.5 * len(pl.unis)
        animals = [CARDS[c] for c in pl.hand if CARDS[c].type == "animal"]
        for c in animals:
            if g.animal_cost(p, c) <= pl.money + 8:
                v += 0.12 * c.appeal
        # enclosures waiting for animals: worth something only if a hand animal fits
        playable = 0
        for bid, (kind, mask, w, r) in pl.bld.items():
            if kind.startswith("enc") and not pl.occ.get(bid):
                size = mask.bit_count()
                fit = [c for c in animals if c.size is not None and c.size <= size
                       and c.water <= w and c.rock <= r]
                v += 0.6 * max(c.appeal for c in fit) if fit else 0.1 * size
                if any(g.animal_cost(p, c) <= pl.money and all(g.req_ok(p, q) for q in c.requires) for c in fit):
                    playable += 1
            elif kind in ("petting_zoo", "reptile_house", "large_bird_aviary"):
                v += 1.5
        if playable:
            v += 0.5 * min(playable, 2) + 0.25 * g.slot_of(p, "animals")
        else:
            v += 0.3 * g.slot_of(p, "build")
        v += 0.6 * len(pl.tiles) + 0.1 * pl.mask.bit_count()
    v -= 1.5 * len(pl.venom) + 1.0 * len(pl.constrict)
    return v


def _mine(g: ZooArchitect, p: int) -> bool:
    d = g.decision()
    return (not g.is_over) and d.players == (p,)


def _sample(legal: list[Action], k: int, rng: Rng) -> list[Action]:
    if len(legal) <= k:
        return legal
    out = list(legal)
    rng.shuffle(out)
    keep = [a for a in legal if isinstance(a, Done)]
    return out[:k] + [a for a in keep if a not in out[:k]]


def prefilter(g: ZooArchitect, p: int, legal: list[Action], k: int, rng: Rng) -> list[Action]:
    """A sample of at most about k options; placements are pre-ranked cheaply per kind (terrain
    for the animals in hand, yellow bonuses) so that every kind keeps its best few."""
    builds = [a for a in legal if isinstance(a, Build)]
    if len(builds) < 2 or len(legal) <= k:
        return _sample(legal, k, rng)
    from . import hexmap as H
    pl = g.pl[p]
    animals = [CARDS[c] for c in pl.hand if CARDS[c].type == "animal"]
    need_w = max((c.water for c in animals), default=0)
    need_r = max((c.rock for c in animals), default=0)
    by_kind: dict[str, list] = {}
    for a in builds:
        pc = H.make_placement(a.building, a.col, a.row, a.rot)
        sc = min(pc.water, need_w) + min(pc.rock, need_r) + sum(1 for i in pc.cells if i in H.YELLOW) * 1.5
        sc += 0.3 * (pc.adj & ~pl.mask & H.BUILDABLE).bit_count() / max(1, len(pc.cells)) + rng.random() * 0.1
        by_kind.setdefault(a.building, []).append((sc, a))
    per = max(1, k // max(1, len(by_kind)))
    out = [a for a in legal if not isinstance(a, Build)]
    for kind, lst in by_kind.items():
        lst.sort(key=lambda t: -t[0])
        out += [a for _, a in lst[:per]]
    return out


def greedy_step(g: ZooArchitect, p: int, legal: list[Action], rng: Rng, k: int = 6) -> Action:
    best, best_v = legal[0], -1e9
    for a in prefilter(g, p, legal, k, rng):
        c = g.clone()
        c._apply(a)
        v = value(c, p)
        if v > best_v:
            best, best_v = a, v
    return best


def finish_turn(g: ZooArchitect, p: int, rng: Rng, steps: int = 14, k: int = 10) -> ZooArchitect:
    """Play p's own pending decisions greedily (in place) until someone else decides or p's
    next turn starts."""
    for _ in range(steps):
        if not _mine(g, p) or g.stack[-1]["t"] == "turn":
            break
        legal = g.legal_actions(p)
        if not legal:
            break
        g._apply(greedy_step(g, p, legal, rng, k))
    return g


def turn_candidates(g: ZooArchitect, p: int, legal: list[Action]) -> list[Action]:
    pl = g.pl[p]
    out = [a for a in legal if isinstance(a, UseCard) and a.x == 0]
    for a in legal:
        if isinstance(a, UseCard) and a.x > 0 and g.slot_of(p, a.card) + a.x == 5 and a.card in ("animals", "build", "cards"):
            out.append(a)
    xs = [a for a in legal if isinstance(a, XAction)]
    if xs and pl.x < 3:
        out.append(max(xs, key=lambda a: (a.card == "animals", -g.slot_of(p, a.card))))
    return out


def next_turn_gain(g: ZooArchitect, p: int, rng: Rng) -> float:
    """How much p could add with its next turn from here, the others' turns skipped (a
    planning aid: it values moving a card to a strong slot or preparing an enclosure)."""
    if g.is_over:
        return 0.0
    c = g.clone()
    c.stack = [{"t": "turn", "p": p}]
    c.current = p
    c._cache = None
    base = value(c, p)
    legal = c.legal_actions(p)
    best = 0.0
    for a in turn_candidates(c, p, legal):
        d = c.clone()
        d._apply(a)
        finish_turn(d, p, rng, steps=6, k=6)
        best = max(best, value(d, p) - base)
    return best


class NormalBot(Bot):
    level = "normal"
    lookahead = 0.7

    def _det(self, view) -> ZooArchitect:
        return ZooArchitect.determinize(view, self.seat, self.rng)

    def choose(self, view, legal):
        return self.hint(view, legal)[0]

    def hint(self, view, legal):
        if len(legal) == 1:
            return legal[0], "architect.hint.only"
        g = self._det(view)
        p = self.seat
        if any(isinstance(a, UseCard) for a in legal):
            best, best_v = legal[0], -1e9
            for a in turn_candidates(g, p, legal):
                c = g.clone()
                c._apply(a)
                finish_turn(c, p, self.rng)
                v = value(c, p) + self.lookahead * next_turn_gain(c, p, self.rng)
                if v > best_v:
                    best, best_v = a, v
            return best, f"architect.hint.{getattr(best, 'card', 'x')}"
        best, best_v = legal[0], -1e9
        for a in prefilter(g, p, legal, 16, self.rng):
            c = g.clone()
            c._apply(a)
            finish_turn(c, p, self.rng, steps=6, k=4)
            v = value(c, p)
            if v > best_v:
                best, best_v = a, v
        return best, "architect.hint.best_value"


class HardBot(SearchBot):
    level = "hard"
    min_iterations = 8

    def policy(self, game, seat, legal, rng):
        return _sane(legal, rng)

    def evaluate(self, game):
        sc = game.scores()
        me = sc[self.seat]
        others = max((s for q, s in enumerate(sc) if q != self.seat), default=me)
        return 0.5 + max(-0.5, min(0.5, (me - others) / 60.0))


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

"""Zoo Architect: the passive, income and end effects (ZA-EFF-21..34) as queries the rules and
the bots read, and who an interaction may reach (ZA-INT-1). Each op is implemented once; the
ops that act (ZA-EFF-1..20) are registered by effects.py and the chapter modules.
This module imports no part of the rules but the cards and the task base."""
from __future__ import annotations

from functools import lru_cache

from .cards import BUILDINGS, CARDS, TABLES
from .tasks import GainTask

_BLD = BUILDINGS["buildings"]


def per_amount(g, p: int, e: dict) -> int:
    """ZA-EFF-2 / 32 / 33: n per `per` of a counter, at most `max`."""
    per = max(1, e["per"])
    return min(e["max"], e["n"] * (g.counter(p, e["counter"]) // per))


def eligible(g, p: int) -> list[int]:
    """ZA-INT-1: opponents with appeal >= 5, in seat order after `p`."""
    n = g.n
    lim = TABLES["interaction_min_appeal"]
    return [(p + k) % n for k in range(1, n) if g.pl[(p + k) % n].appeal >= lim]


# ----------------------------------------------------------------------------- passive queries
# card id -> op -> that card's effects with the op, in card order (built once: `passives` is
# asked tens of thousands of times a search and used to scan every active card's effects)
_BY_OP: dict[str, dict[str, tuple]] = {}
for _cid, _card in CARDS.cards.items():
    _ops: dict[str, list] = {}
    for _e in _card.effects:
        _ops.setdefault(_e["op"], []).append(_e)
    _BY_OP[_cid] = {k: tuple(v) for k, v in _ops.items()}
del _cid, _card, _ops


@lru_cache(maxsize=8192)
def _passives(active: tuple, op: str) -> tuple:
    """The effects `op` of the cards `active`, in play order then card order (cached by content)."""
    out: list = []
    for cid in active:
        es = _BY_OP[cid].get(op)
        if es:
            out += es
    return tuple(out)


def passives(g, p: int, op: str) -> tuple:
    """Active passive effects `op` of p's cards (ZA-DAT-1: from when the card's `now` effects
    are done), in play order, then those of p's map ability (ZooMap.by_op): a shared tuple,
    never to be changed."""
    pl = g.pl[p]
    out = _passives(tuple(pl.active), op)
    own = pl.zmap.by_op.get(op)
    return out + own if own else out


class Summary:
    """What `value` and the bots' helpers read of a player's passives, found once per set of
    active cards (`summary`): the DISCOUNT and SIZE_MINUS effects, the TERRAIN sums per
    terrain, and the HAND_LIMIT and RANGE bonuses, each as the query functions below compute it."""
    __slots__ = ("discount", "size_minus", "water", "rock", "hand_limit", "range")


@lru_cache(maxsize=8192)
def summary(active: tuple) -> Summary:
    s = Summary()
    s.discount = _passives(active, "DISCOUNT")
    s.size_minus = _passives(active, "SIZE_MINUS")
    es = _passives(active, "TERRAIN")
    s.water = sum(e["n"] for e in es if e["terrain"] == "water") if es else 0
    s.rock = sum(e["n"] for e in es if e["terrain"] == "rock") if es else 0
    s.hand_limit = sum(e["n"] for e in _passives(active, "HAND_LIMIT"))
    s.range = sum(e["n"] for e in _passives(active, "RANGE"))
    return s


def matches(flt: dict, card) -> bool:
    (k, v), = flt.items()
    if k == "any":
        return True
    if k == "icon":
        return v in card.all_icons
    size = card.size if card.size is not None else 0
    if k == "size_min":
        return card.size is not None and size >= v
    return size <= v   # size_max: pets count as small


def on_animal(g, p, card, ev):                                                                # ZA-EFF-21
    for e in passives(g, p, "ON_ANIMAL"):
        if matches(e["filter"], card):
            g.add_task(GainTask(p, e["res"], e["n"]))


def on_sponsor(g, p, ev):                                                                     # ZA-EFF-22
    for e in passives(g, p, "ON_SPONSOR"):
        g.add_task(GainTask(p, e["res"], e["n"]))


def on_build(g, p, kind, ev):                                                                 # ZA-EFF-23
    for e in passives(g, p, "ON_BUILD"):
        k = e["kind"]
        if k == kind or (k == "enclosure" and kind.startswith("enc")):
            g.add_task(GainTask(p, e["res"], e["n"]))


def on_project(g, p, ev):                                                                     # ZA-EFF-24
    for e in passives(g, p, "ON_PROJECT"):
        g.add_task(GainTask(p, e["res"], e["n"]))


def discount(g, p, card) -> int:                                                              # ZA-EFF-25
    es = passives(g, p, "DISCOUNT")
    return sum(e["n"] for e in es if matches(e["filter"], card)) if es else 0


def animal_price(card, partners, discount_es: tuple) -> int:                                  # ZA-ANM-3
    """What animal `card` costs a player with these partner zoos and active DISCOUNT effects
    (`Summary.discount`), before any folder fee: the rules' `animal_cost` and the bots'
    evaluation (which caches it by hand) both ask this."""
    disc = 3 * len(set(card.continents) & set(partners)) if partners else 0
    return max(0, card.cost - disc - (sum(e["n"] for e in discount_es if matches(e["filter"], card)) if discount_es else 0))


def fits_in(card, kind: str, water: int, rock: int, occupied: bool, spaces_used: int, ps: "Summary") -> bool:
    """ZA-ANM-4/5: can animal `card` live in a building of `kind` with that terrain, occupied or
    not, with `spaces_used` spaces taken, for a player whose passives are `ps` (`summary`)?
    The one test behind the rules' `_fits` and the bots' evaluation."""
    if water + ps.water < card.water or rock + ps.rock < card.rock:
        return False
    if kind.startswith("enc"):
        if card.size is None or occupied:
            return False
        sm = ps.size_minus
        need = max(1, card.size - (sum(e["n"] for e in sm if matches(e["filter"], card)) if sm else 0))  # ZA-EFF-26
        return _BLD[kind].size >= need
    b = _BLD.get(kind)
    if b is not None and b.special:
        spaces = card.special.get(kind)
        return spaces is not None and spaces_used + spaces <= b.spaces
    return False


def size_minus(g, p, card) -> int:                                                            # ZA-EFF-26
    es = passives(g, p, "SIZE_MINUS")
    return sum(e["n"] for e in es if matches(e["filter"], card)) if es else 0


def terrain(g, p, kind: str) -> int:                                                          # ZA-EFF-27
    es = passives(g, p, "TERRAIN")
    return sum(e["n"] for e in es if e["terrain"] == kind) if es else 0


def hand_limit_bonus(g, p) -> int:                                                            # ZA-EFF-28
    return sum(e["n"] for e in passives(g, p, "HAND_LIMIT"))


def range_bonus(g, p) -> int:                                                                 # ZA-EFF-29
    return sum(e["n"] for e in passives(g, p, "RANGE"))


def build_discount(g, p) -> int:                                                              # ZA-EFF-30
    return sum(e["n"] for e in passives(g, p, "BUILD_DISCOUNT"))


# ----------------------------------------------------------------------------- income / end
@lru_cache(maxsize=8192)
def _income_effects(active: tuple) -> tuple:
    """The `income` effects of the cards `active`, in play order then card order (cached)."""
    return tuple(e for cid in active for e in CARDS[cid].effects if e["when"] == "income")


def income(g, p: int, active: tuple | None = None) -> list[tuple[str, int]]:   # ZA-EFF-31/32
    """(res, n) gains of p's income effects: active cards, then tokens and tiles, then p's map
    ability (`active`: tuple(p's active cards) when the caller has it already)."""
    out = []
    pl = g.pl[p]
    es = _income_effects(tuple(pl.active) if active is None else active) + tuple(pl.extra_income)
    if pl.zmap.income:
        es += pl.zmap.income
    for e in es:
        if e["op"] == "INCOME":
            out.append((e["res"], e["n"]))
        elif e["op"] == "INCOME_PER":
            out.append((e["res"], per_amount(g, p, e)))
    return out


def tiers_value(count: int, tiers) -> int:                                                    # ZA-EFF-34
    best = 0
    for threshold, cp in tiers:
        if count >= threshold:
            best = max(best, cp)
    return best


def end_score(g, p: int) -> list[tuple[str, int]]:                            # ZA-EFF-33/34
    return [(res, n) for _, res, n in end_score_items(g, p)]


def end_score_items(g, p: int) -> list[tuple[str, str, int]]:
    """The `end` effects of p's cards in play as (card, res, amount), in play order."""
    out = []
    for cid in g.pl[p].active:
        for e in CARDS[cid].effects:
            if e["op"] == "END_PER":
                out.append((cid, e["res"], per_amount(g, p, e)))
            elif e["op"] == "END_TIERS":
                out.append((cid, "cp", tiers_value(g.counter(p, e["counter"]), e["tiers"])))
    return out



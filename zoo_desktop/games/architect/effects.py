"""The closed effect vocabulary ZA-EFF-1..34, each op implemented once.

Ops 1-16 (`now`/`after`) are executed by `run(g, p, e, ev, card)`; they either change the
state at once or push pending decisions on the game's one task stack. Ops 17-20 are the
interaction icons (ZA-INT), run by `interaction(...)`. Ops 21-30 (`passive`) are read by the
queries below; 31-32 (`income`) by `income`; 33-34 (`end`) by `end_score`.
`IMPLEMENTED` maps every op to the function implementing it (the coverage report checks it)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from zoo_desktop.engine.core import Event

from .cards import BUILDINGS, CARDS

_BLD = BUILDINGS["buildings"]

if TYPE_CHECKING:  # pragma: no cover
    from .rules import ZooArchitect


# ----------------------------------------------------------------------------- now / after
def _gain(g: "ZooArchitect", p: int, e: dict, ev: list, card) -> None:                       # ZA-EFF-1
    g.gain(p, e["res"], e["n"], ev, card)


def _gain_per(g, p, e, ev, card) -> None:                                                     # ZA-EFF-2
    g.gain(p, e["res"], per_amount(g, p, e), ev, card)


def per_amount(g, p: int, e: dict) -> int:
    per = max(1, e["per"])
    return min(e["max"], e["n"] * (g.counter(p, e["counter"]) // per))


def _draw(g, p, e, ev, card) -> None:                                                         # ZA-EFF-3
    if e["from"] == "deck":
        g.draw_from_deck(p, e["n"], ev)
    else:
        g.add_task({"t": "draw", "p": p, "n": e["n"], "src": e["from"]})


def _discard(g, p, e, ev, card) -> None:                                                      # ZA-EFF-4
    g.add_task({"t": "discard", "p": p, "n": e["n"]})


def _break_step(g, p, e, ev, card) -> None:                                                   # ZA-EFF-5
    g.advance_break(e["n"], ev)
    g.gain(p, "money", e["money"] * e["n"], ev, card)


def _upgrade(g, p, e, ev, card) -> None:                                                      # ZA-EFF-6
    g.add_task({"t": "upgrade", "p": p})


def _worker(g, p, e, ev, card) -> None:                                                       # ZA-EFF-7
    g.gain_worker(p, ev)


def _slot(g, p, e, ev, card) -> None:                                                         # ZA-EFF-8
    g.add_task({"t": "slot", "p": p, "to": e["to"]})


def _free_build(g, p, e, ev, card) -> None:                                                   # ZA-EFF-9
    g.add_task({"t": "build", "p": p, "mode": "free", "kinds": tuple(e["kinds"]), "budget": e["max_size"],
                "used": (), "up": False, "card": card or ""})


def _unique(g, p, e, ev, card) -> None:                                                       # ZA-EFF-10
    g.add_task({"t": "build", "p": p, "mode": "unique", "kinds": (e["shape"],), "budget": 5, "used": (),
                "up": False, "card": card or ""})


def _bonus_action(g, p, e, ev, card) -> None:                                                 # ZA-EFF-11
    ev.append(Event("bonus_action", player=p, action=e["action"], strength=e["strength"]))
    g.add_task({"t": "action", "p": p, "a": e["action"], "s": e["strength"],
                "up": e["action"] in g.pl[p].upgraded, "src": "bonus"})


def _take_partner(g, p, e, ev, card) -> None:                                                 # ZA-EFF-12
    g.add_task({"t": "partner", "p": p})


def _take_university(g, p, e, ev, card) -> None:                                              # ZA-EFF-13
    g.add_task({"t": "university", "p": p})


def _clear_markers(g, p, e, ev, card) -> None:                                                # ZA-EFF-14
    pl = g.pl[p]
    pl.venom = frozenset()
    pl.constrict = frozenset()
    ev.append(Event("markers_cleared", player=p))


def _recall_worker(g, p, e, ev, card) -> None:                                                # ZA-EFF-15
    g.add_task({"t": "recall", "p": p, "n": e["n"]})


def _donate_free(g, p, e, ev, card) -> None:                                                  # ZA-EFF-16
    free = [v for v in g.T["donations"] if v not in g.donations]
    if free:
        g.donations = g.donations | {free[0]}
    ev.append(Event("donate", player=p, value=free[0] if free else 0, paid=0))
    g.gain(p, "cp", g.T["donation_cp"], ev, card)


def _register_income(g, p, e, ev, card) -> None:
    """INCOME met outside a card (project tokens T2/T6, the income bonus tile): it joins the
    player's income sources (paid at breaks by `income`)."""
    g.pl[p].extra_income = g.pl[p].extra_income + (e,)
    ev.append(Event("income_gained", player=p, res=e["res"], n=e["n"]))


RUN: dict[str, Callable] = {
    "GAIN": _gain, "GAIN_PER": _gain_per, "DRAW": _draw, "DISCARD": _discard, "BREAK_STEP": _break_step,
    "UPGRADE": _upgrade, "WORKER": _worker, "SLOT": _slot, "FREE_BUILD": _free_build, "UNIQUE": _unique,
    "BONUS_ACTION": _bonus_action, "TAKE_PARTNER": _take_partner, "TAKE_UNIVERSITY": _take_university,
    "CLEAR_MARKERS": _clear_markers, "RECALL_WORKER": _recall_worker, "DONATE_FREE": _donate_free,
    "INCOME": _register_income,
}


def run(g: "ZooArchitect", p: int, e: dict, ev: list, card: str | None = None) -> None:
    RUN[e["op"]](g, p, e, ev, card)


# ----------------------------------------------------------------------------- interactions
def interaction(g: "ZooArchitect", p: int, kind: str, strength: int, ev: list, nested: bool) -> None:
    """ZA-EFF-17..20 / ZA-INT: resolve the icon of an animal just played by `p`."""
    if g.solo:                                                                          # ZA-INT-7
        ev.append(Event("no_target", player=p, what=kind))
        return
    INTERACT[kind](g, p, strength, ev, nested)


def eligible(g: "ZooArchitect", p: int) -> list[int]:
    """ZA-INT-1: opponents with appeal >= 5, in seat order after `p`."""
    n = g.n
    lim = g.T["interaction_min_appeal"]
    return [(p + k) % n for k in range(1, n) if g.pl[(p + k) % n].appeal >= lim]


def _venom(g, p, strength, ev, nested):                                                       # ZA-EFF-17
    mine = g.pl[p].appeal
    hit = [q for q in eligible(g, p) if g.pl[q].appeal > mine]
    if not hit:
        ev.append(Event("no_target", player=p, what="venom"))
    for q in hit:
        for _ in range(2 if strength == 2 else 1):   # venom 2: two markers (our choice, README)
            g.add_task({"t": "venom", "p": q, "by": p})


def _hypnosis(g, p, strength, ev, nested):                                                    # ZA-EFF-18
    if nested or not eligible(g, p):
        ev.append(Event("no_target", player=p, what="hypnosis"))
        return
    if strength == 2:   # hypnosis 2: slots 1-4 (our choice, README)
        g.add_task({"t": "hypnosis", "p": p, "n": 2})
    else:
        g.add_task({"t": "hypnosis", "p": p})


def _pilfer(g, p, strength, ev, nested):                                                      # ZA-EFF-19
    if not eligible(g, p):
        ev.append(Event("no_target", player=p, what="pilfering"))
        return
    g.add_task({"t": "pilfer_target", "p": p, "n": strength, "stage": 1, "hit": ()})


def _constrict(g, p, strength, ev, nested):                                                   # ZA-EFF-20
    me = g.pl[p]
    any_hit = False
    for q in eligible(g, p):
        o = g.pl[q]
        k = int(o.appeal > me.appeal) + int(o.cp > me.cp)
        if strength == 2 and k >= 1:   # constriction 2: k + 1 markers (our choice, README)
            k += 1
        placed = []
        for a in reversed(o.slots):
            if len(placed) >= k:
                break
            if a not in o.constrict:
                placed.append(a)
        if placed:
            any_hit = True
            o.constrict = o.constrict | set(placed)
            ev.append(Event("constrict", player=p, target=q, cards=placed))
    if not any_hit:
        ev.append(Event("no_target", player=p, what="constriction"))


INTERACT = {"venom": _venom, "hypnosis": _hypnosis, "pilfering": _pilfer, "constriction": _constrict}


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


def passives(g: "ZooArchitect", p: int, op: str) -> tuple:
    """Active passive effects `op` of p's cards (ZA-DAT-1: from when the card's `now` effects
    are done), in play order: a shared tuple, never to be changed."""
    return _passives(tuple(g.pl[p].active), op)


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
            g.add_task({"t": "gain", "p": p, "res": e["res"], "n": e["n"]})


def on_sponsor(g, p, ev):                                                                     # ZA-EFF-22
    for e in passives(g, p, "ON_SPONSOR"):
        g.add_task({"t": "gain", "p": p, "res": e["res"], "n": e["n"]})


def on_build(g, p, kind, ev):                                                                 # ZA-EFF-23
    for e in passives(g, p, "ON_BUILD"):
        k = e["kind"]
        if k == kind or (k == "enclosure" and kind.startswith("enc")):
            g.add_task({"t": "gain", "p": p, "res": e["res"], "n": e["n"]})


def on_project(g, p, ev):                                                                     # ZA-EFF-24
    for e in passives(g, p, "ON_PROJECT"):
        g.add_task({"t": "gain", "p": p, "res": e["res"], "n": e["n"]})


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


def income(g: "ZooArchitect", p: int, active: tuple | None = None) -> list[tuple[str, int]]:   # ZA-EFF-31/32
    """(res, n) gains of p's income effects: active cards, then tokens and tiles (`active`:
    tuple(p's active cards) when the caller has it already)."""
    out = []
    pl = g.pl[p]
    for e in _income_effects(tuple(pl.active) if active is None else active) + tuple(pl.extra_income):
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


def end_score(g: "ZooArchitect", p: int) -> list[tuple[str, int]]:                            # ZA-EFF-33/34
    return [(res, n) for _, res, n in end_score_items(g, p)]


def end_score_items(g: "ZooArchitect", p: int) -> list[tuple[str, str, int]]:
    """The `end` effects of p's cards in play as (card, res, amount), in play order."""
    out = []
    for cid in g.pl[p].active:
        for e in CARDS[cid].effects:
            if e["op"] == "END_PER":
                out.append((cid, e["res"], per_amount(g, p, e)))
            elif e["op"] == "END_TIERS":
                out.append((cid, "cp", tiers_value(g.counter(p, e["counter"]), e["tiers"])))
    return out


IMPLEMENTED: dict[str, Callable[..., Any]] = dict(RUN)
IMPLEMENTED.update({"VENOM": _venom, "HYPNOSIS": _hypnosis, "PILFER": _pilfer, "CONSTRICT": _constrict,
                    "ON_ANIMAL": on_animal, "ON_SPONSOR": on_sponsor, "ON_BUILD": on_build,
                    "ON_PROJECT": on_project, "DISCOUNT": discount, "SIZE_MINUS": size_minus,
                    "TERRAIN": terrain, "HAND_LIMIT": hand_limit_bonus, "RANGE": range_bonus,
                    "BUILD_DISCOUNT": build_discount, "INCOME": _register_income, "INCOME_PER": income,
                    "END_PER": end_score, "END_TIERS": tiers_value})

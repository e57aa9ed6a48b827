"""Species Keepers: what each seat sees (the view the engine protocol gives players, bots and
the table; hidden: the deck and face-down cards, the keeper piles but their known bottoms,
the bag's colours unless shown, the secret objectives of others) and a whole game made up
from a view (`determinize`: the hidden cards re-dealt at random). Functions of the game
(`g`, a `SpeciesKeepers`); rules.py makes them its `view` and `determinize`."""
from __future__ import annotations

from typing import Any

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.rng import Rng

from . import bag as bagmod
from .bag import Bag
from .cards import KEEPERS
from .components import ALL_KEEPERS, ALL_OBJECTIVES, ALL_SPECIES, CAPACITY, COLOURS, GID, SUPPLY

Keepers = Any   # a SpeciesKeepers (rules.py imports this module, so it is not imported here)


def sees_objective(g: Keepers, viewer: int | None, p: int) -> bool:
    if g.phase == "over":
        return True
    if viewer is None:
        return False
    return viewer == p or (g.teams and g.partner(viewer) == p)

def view(g: Keepers, player: int | None) -> dict[str, Any]:
    me = player if player is not None and 0 <= player < g.n else None
    over = g.phase == "over"
    mats = []
    for q, m in enumerate(g.mats):
        sees = sees_objective(g, me, q)
        houses = []
        for h in m.houses.slots:
            houses.append(None if h.anchor is None else {
                "keeper": h.anchor, "level": KEEPERS[h.anchor].level, "origin": h.tag,
                "species": list(h.cards), "complete": len(h.cards) == CAPACITY})
        parts = g.score_parts(q, with_objective=sees)
        mats.append({
            "resources": dict(m.resources), "held": sum(m.resources.values()),
            "houses": houses,
            "quarantine": {a: (cs[0] if cs else None) for a, cs in m.areas.held.items()},
            "saved": m.houses.tucked_count(), "quarantined": m.areas.count(),
            "keeper_total": g.keeper_total(q),
            "objective": g.objectives[q] if (g.secret and sees) else None,
            "has_objective": g.objectives[q] is not None,
            "team": g.team(q) if g.teams else None,
            "score": parts,
        })
    pend: dict[str, Any] | None = None
    if g.phase in ("fund_return", "discard"):
        pend = {"kind": "return", "player": g.current, "count": g.pending["count"],
                "reason": "fund" if g.phase == "fund_return" else "limit"}
        if g.phase == "fund_return":
            pend["drawn"] = list(g.pending["drawn"])
    elif g.phase == "peek":
        mine = me == g.current
        pend = {"kind": "peek", "player": g.current, "from": g.pending["from"],
                "card": g.pending["card"] if mine else None,
                "areas": g.free_areas(g.current, g.pending["card"]) if mine else None}
    elif g.phase == "area":
        pend = {"kind": "area", "player": g.pending["target"], "by": g.current,
                "card": g.pending["card"], "areas": list(g.pending["areas"]), "from": g.pending["from"]}
    return {
        "game": GID, "viewer": me, "players": g.n,
        "names": list(g.config.names), "seats": list(g.config.seats),
        "options": {"secret_objectives": g.secret, "end_goal": g.goal, "final_round": g.final_round,
                    "teams": g.teams, "live_scores": g.live_scores, "show_bag": g.show_bag},
        "current": g.current, "first": g.first, "turn": g.turn_no, "phase": g.phase,
        "decider": list(g.decision().players),
        "turn_state": {"fund_open": g.fund_open, "main": g.main, "moves": g.moves,
                       "renewed": g.renewed, "bonus_used": g.bonus_used,
                       "can_renew": g.phase == "play" and g.can_renew(),
                       "fund_max": max(0, g.fund_max(g.current)) if g.fund_open else 0},
        "pending": pend,
        "grid": g.grid.view(),
        "deck": len(g.deck),
        "bag": {"total": g.bag.total, "colours": g.bag.to_json() if (g.show_bag or over) else None},
        "piles": [{"size": len(pl), "top_level": KEEPERS[pl[0]].level if pl else None,
                   "known": list(pl[len(pl) - g.pile_known[i]:]) if g.pile_known[i] else []}
                  for i, pl in enumerate(g.piles)],
        "keepers_out": len(g.out_keepers),
        "objective_deck": len(g.obj_deck),
        "mats": mats,
        "end_trigger": g.end_trigger, "final_left": list(g.final_left),
        "over": over,
        "scores": g.scores() if over else None,
        "ranking": g.ranking() if over else None,
        "winners": g.winners() if over else None,
    }

def determinize(cls, view: dict[str, Any], player: int, rng: Rng) -> Keepers:
    o = view["options"]
    cfg = GameConfig(view["players"], tuple(view["seats"]), tuple(view["names"]),
                     tuple(sorted(o.items())))
    g = cls(cfg, 0, _blank=True)
    g.rng = rng.fork()
    g.current, g.first, g.turn_no, g.phase = view["current"], view["first"], view["turn"], view["phase"]
    ts = view["turn_state"]
    g.fund_open, g.main, g.moves = ts["fund_open"], ts["main"], ts["moves"]
    g.renewed, g.bonus_used = ts["renewed"], ts["bonus_used"]
    g.end_trigger, g.final_left = view["end_trigger"], list(view["final_left"])
    known_sp: set[str] = set()
    held = dict.fromkeys(COLOURS, 0)
    in_houses: set[str] = set()
    for q, mv in enumerate(view["mats"]):
        m = g.mats[q]
        m.resources = dict(mv["resources"])
        bagmod.add(held, m.resources)
        for h, hv in enumerate(mv["houses"]):
            if hv is not None:
                m.houses.place(h, hv["keeper"], hv["origin"])
                in_houses.add(hv["keeper"])
                for c in hv["species"]:
                    m.houses.tuck(h, c)
                    known_sp.add(c)
        for area, c in mv["quarantine"].items():
            if c is not None:
                m.areas.put(area, c)
                known_sp.add(c)
    g.bag = Bag({c: SUPPLY[c] - held[c] for c in COLOURS})
    # grid: face-up known, face-down re-dealt
    hidden_slots = []
    for c, col in enumerate(view["grid"]):
        for r, cell in enumerate(col):
            if cell is None:
                continue
            if cell["card"] is not None:
                g.grid.cells[c][r] = cell["card"]
                known_sp.add(cell["card"])
            else:
                hidden_slots.append((c, r))
    pv = view["pending"]
    if pv is not None:
        if pv["kind"] == "area":
            known_sp.add(pv["card"])
            g.pending = {"card": pv["card"], "target": pv["player"], "areas": list(pv["areas"]), "from": pv["from"]}
        elif pv["kind"] == "return":
            g.pending = {"count": pv["count"]}
            if pv["reason"] == "fund":
                g.pending["drawn"] = list(pv["drawn"])
        elif pv["kind"] == "peek" and pv["card"] is not None:
            known_sp.add(pv["card"])
            g.pending = {"card": pv["card"], "from": pv["from"]}
    unknown = [s for s in ALL_SPECIES if s not in known_sp]
    rng.shuffle(unknown)
    for c, r in hidden_slots:
        g.grid.cells[c][r] = unknown.pop()
    if pv is not None and pv["kind"] == "peek" and pv["card"] is None:
        g.pending = {"card": unknown.pop(), "from": pv["from"]}
    g.deck = unknown
    # keeper piles: known bottoms fixed; the rest (always levels 2-5) re-dealt, tops by level
    known_k = set(in_houses)
    for pl in view["piles"]:
        known_k.update(pl["known"])
    pool = [k for k in ALL_KEEPERS if k not in known_k and KEEPERS[k].level > 1]
    g.out_keepers = [k for k in ALL_KEEPERS if k not in known_k and KEEPERS[k].level == 1]
    rng.shuffle(pool)
    tops: list[str | None] = []
    for pl in view["piles"]:
        if pl["size"] > len(pl["known"]):
            i = next(i for i, k in enumerate(pool) if KEEPERS[k].level == pl["top_level"])
            tops.append(pool.pop(i))
        else:
            tops.append(None)
    g.piles, g.pile_known = [], []
    for pl, top in zip(view["piles"], tops):
        n_unknown = pl["size"] - len(pl["known"])
        part = [] if top is None else [top] + [pool.pop() for _ in range(n_unknown - 1)]
        g.piles.append(part + list(pl["known"]))
        g.pile_known.append(len(pl["known"]))
    # objectives: visible ones kept, the others re-dealt
    if g.secret:
        seen = {mv["objective"] for mv in view["mats"] if mv["objective"] is not None}
        pool_o = [x for x in ALL_OBJECTIVES if x not in seen]
        rng.shuffle(pool_o)
        for q, mv in enumerate(view["mats"]):
            if mv["objective"] is not None:
                g.objectives[q] = mv["objective"]
            elif mv["has_objective"]:
                g.objectives[q] = pool_o.pop()
        g.obj_deck = pool_o[:view["objective_deck"]]
    return g

"""Species Keepers: setup (spec chapter 5), the frame of a turn (chapter 6: its start with the
column shift, and the automatic end), the grid's renewal (chapter 7, SK-GRID-05..07), the end
of a turn (chapter 11) and the game-end trigger (SK-SCORE-01/02). Functions of the game (`g`,
a `SpeciesKeepers`) that append the events they cause to `ev`."""
from __future__ import annotations

from typing import Any

from zoo_desktop.engine.core import Event

from .cards import KEEPERS
from .components import ALL_KEEPERS, ALL_OBJECTIVES, ALL_SPECIES, MAX_HELD, MAX_WHITE, N_PILES, START_RES

Keepers = Any   # a SpeciesKeepers (rules.py imports this module, so it is not imported here)


def setup(g: Keepers) -> list[Event]:
    ev: list[Event] = []
    deck = list(ALL_SPECIES)
    g.rng.shuffle(deck)                                      # SK-SETUP-01
    g.deck = deck
    dealt = deal_grid(g)
    ev.append(Event("deal", dealt=dealt, deck=len(g.deck)))
    for p in range(g.n):                                     # SK-SETUP-02
        g.bag.take("G", START_RES["G"])
        g.bag.take("R", START_RES["R"])
        g.bag.take("W", START_RES["W"])
        g.mats[p].resources = dict(START_RES)
    starters = [k for k in ALL_KEEPERS if KEEPERS[k].level == 1]
    g.rng.shuffle(starters)                                  # SK-SETUP-03
    for p in range(g.n):
        k = starters.pop()
        g.mats[p].houses.place(0, k, None)
        ev.append(Event("hire", player=p, keeper=k, house=0, pile=None, start=True,
                        to=f"keeper:{p}:0"))
    g.out_keepers = starters
    rest = [k for k in ALL_KEEPERS if KEEPERS[k].level > 1]
    g.rng.shuffle(rest)                                      # SK-SETUP-04
    size = len(rest) // N_PILES
    g.piles = [rest[i * size:(i + 1) * size] for i in range(N_PILES)]
    g.pile_known = [0] * N_PILES
    if g.secret:                                             # SK-SETUP-05
        objs = list(ALL_OBJECTIVES)
        g.rng.shuffle(objs)
        for p in range(g.n):
            g.objectives[p] = objs.pop()
            ev.append(Event("objective", owner=p, secret=("card",), player=p, card=g.objectives[p]))
        g.obj_deck = objs
    g.first = g.rng.below(g.n)                               # SK-SETUP-06, SK-GEN-03
    ev.append(Event("first", player=g.first))
    start_turn(g, g.first, ev)
    return ev


def deal_grid(g: Keepers) -> list[dict]:
    """SK-SETUP-01 / SK-GRID-07: per column slot 3, slot 2, slot 1 from the deck top."""
    placed = g.grid.deal(lambda: g.deck.pop(0) if g.deck else None)
    return [{"to": f"grid:{d['col']},{d['row']}", "card": d["card"] if d["row"] == 0 else None}
            for d in placed]


def start_turn(g: Keepers, p: int, ev: list[Event]) -> None:
    g.current = p
    g.turn_no += 1
    g.phase, g.pending = "play", {}
    g.fund_open, g.main, g.moves = True, None, 0
    g.renewed = g.bonus_used = False
    ev.append(Event("turn", player=p, turn=g.turn_no, final=g.end_trigger is not None))
    slides = g.grid.shift()                                  # SK-GRID-04
    if slides:
        ev.append(Event("shift", slides=[
            {"col": s["col"], "from": s["from"], "to": s["to"],
             "card": s["card"] if s["to"] == 0 else None, "revealed": s["revealed"]} for s in slides]))
    auto_renew(g, ev)


def auto_renew(g: Keepers, ev: list[Event]) -> None:
    """SK-GRID-06: a completely empty grid is renewed at once (if the deck has cards)."""
    if g.grid.is_empty() and g.deck:
        dealt = deal_grid(g)
        ev.append(Event("renew", player=g.current, auto=True, cleared=[], dealt=dealt, deck=len(g.deck)))


def renew(g: Keepers, p: int, ev: list[Event]) -> None:
    """SK-GRID-05: grid cards to the deck bottom (C1..C4, slot 1..3), deal 12 anew."""
    cleared = []
    for c, r, card in g.grid.clear():
        g.deck.append(card)
        cleared.append({"from": f"grid:{c},{r}", "card": card if r == 0 else None})
    dealt = deal_grid(g)
    g.renewed = True
    ev.append(Event("renew", player=p, auto=False, cleared=cleared, dealt=dealt, deck=len(g.deck)))


def end_turn(g: Keepers, ev: list[Event]) -> None:
    p = g.current
    res = g.mats[p].resources
    if res["W"] > MAX_WHITE:                                 # SK-END-01
        k = res["W"] - MAX_WHITE
        res["W"] = MAX_WHITE
        g.bag.put("W", k)
        ev.append(Event("return", player=p, reason="white_limit", returned={"G": 0, "R": 0, "W": k},
                        **{"from": f"player:{p}"}, to="bag"))
    excess = g.held(p) - MAX_HELD                            # SK-END-02
    if excess > 0:
        g.phase, g.pending = "discard", {"count": excess}
        ev.append(Event("too_many", player=p, count=excess))
        return
    finish_turn(g, ev)


def finish_turn(g: Keepers, ev: list[Event]) -> None:
    p = g.current
    ev.append(Event("end_turn", player=p))
    if g.end_trigger is None:                                # SK-SCORE-01
        for q in [p] + [x for x in range(g.n) if x != p]:
            if g.saved(q) >= g.goal:
                g.end_trigger = q
                ev.append(Event("trigger", player=q, saved=g.saved(q), goal=g.goal))
                if g.final_round:                            # SK-SCORE-02
                    g.final_left = [(p + k) % g.n for k in range(1, g.n)]
                    g.final_left = [x for x in g.final_left if x != q]
                break
    if g.end_trigger is not None:
        if not g.final_left:
            game_over(g, ev)
            return
        start_turn(g, g.final_left.pop(0), ev)
        return
    start_turn(g, (p + 1) % g.n, ev)


def game_over(g: Keepers, ev: list[Event]) -> None:
    g.phase, g.pending = "over", {}
    g.fund_open = False
    ev.append(Event("game_over", scores=g.scores(), ranking=g.ranking(), winners=g.winners(),
                    objectives=list(g.objectives) if g.secret else None,
                    breakdown=[g.score_parts(q) for q in range(g.n)]))


def maybe_auto_end(g: Keepers, ev: list[Event]) -> None:
    """With the main action taken and nothing left but EndTurn, the turn ends by itself."""
    if g.phase == "play" and g.main is not None:
        legal = g.legal_actions(g.current)
        if len(legal) == 1:
            end_turn(g, ev)

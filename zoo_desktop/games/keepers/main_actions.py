"""Species Keepers: what the actions do — the conservation fund (spec chapter 8) and the
returns, the main actions (chapter 9: keepers, saving, the bonus, moving, collecting, a new
objective) and putting species into quarantine (chapter 10). Functions of the game (`g`, a
`SpeciesKeepers`) and the action taken (legal: rules.py checks first), appending the events
they cause to `ev`; rules.py's `_apply` chooses which."""
from __future__ import annotations

from typing import Any

from zoo_desktop.engine.core import Action, Event

from . import bag as bagmod
from .cards import KEEPERS
from .components import CAPACITY, COLOURS, COLS, cost_paid
from .turn import finish_turn

Keepers = Any   # a SpeciesKeepers (rules.py imports this module, so it is not imported here)


def fund(g: Keepers, a: Action, ev: list[Event]) -> None:
    """SK-FUND-02: draw a.n from the bag; 2n go back next (the fund_return phase)."""
    p = a.player
    drawn = g.bag.draw(g.rng, a.n)
    bagmod.add(g.mats[p].resources, bagmod.tally(drawn, COLOURS))
    ev.append(Event("fund_draw", player=p, drawn=drawn, n=a.n, **{"from": "bag"}, to=f"player:{p}"))
    g.phase, g.pending = "fund_return", {"count": 2 * a.n, "drawn": drawn}


def give_back(g: Keepers, a: Action, ev: list[Event]) -> None:
    """A Return: after the fund draw (SK-DP-02) play goes on; above the limit at the end
    of the turn (SK-DP-14) the turn finishes."""
    p = a.player
    back = {"G": a.g, "R": a.r, "W": a.w}
    bagmod.sub(g.mats[p].resources, back)
    g.bag.put_all(back)
    reason = "fund" if g.phase == "fund_return" else "limit"
    ev.append(Event("return", player=p, reason=reason, returned=back, **{"from": f"player:{p}"}, to="bag"))
    if g.phase == "fund_return":
        g.phase, g.pending = "play", {}
        return
    g.phase, g.pending = "play", {}
    finish_turn(g, ev)


def pile_take(g: Keepers, i: int) -> str:
    k = g.piles[i].pop(0)
    g.pile_known[i] = min(g.pile_known[i], len(g.piles[i]))
    return k


def pile_put_bottom(g: Keepers, i: int, keeper: str) -> None:
    g.piles[i].append(keeper)
    g.pile_known[i] += 1


def hire(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    houses = g.mats[p].houses
    h = houses.lowest_empty()                                # SK-KEEP-02
    k = pile_take(g, a.pile)
    houses.place(h, k, a.pile)
    g.main = "keep"
    ev.append(Event("hire", player=p, keeper=k, house=h, pile=a.pile, level=KEEPERS[k].level,
                    **{"from": f"pile:{a.pile}"}, to=f"keeper:{p}:{h}"))


def release(g: Keepers, p: int, h: int) -> tuple[str, list[dict]]:
    """Empty house h: its species to the deck bottom in saved order (SK-KEEP-03/04)."""
    k, cards, _ = g.mats[p].houses.remove(h)
    moved = []
    for c in cards:
        g.deck.append(c)
        moved.append({"card": c, "from": f"keeper:{p}:{h}", "to": "deck"})
    return k, moved


def replace(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    new = pile_take(g, a.pile)                               # SK-KEEP-03
    old, moved = release(g, p, a.house)
    pile_put_bottom(g, a.pile, old)
    g.mats[p].houses.place(a.house, new, a.pile)
    g.main = "keep"
    ev.append(Event("replace", player=p, house=a.house, pile=a.pile, keeper=new, level=KEEPERS[new].level,
                    old=old, species=moved, **{"from": f"pile:{a.pile}"}, to=f"keeper:{p}:{a.house}",
                    old_to=f"pile:{a.pile}"))


def dismiss(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    origin = g.mats[p].houses[a.house].tag
    pile = origin if origin is not None else a.pile          # SK-KEEP-04
    old, moved = release(g, p, a.house)
    pile_put_bottom(g, pile, old)
    g.main = "keep"
    ev.append(Event("dismiss", player=p, house=a.house, keeper=old, pile=pile, species=moved,
                    **{"from": f"keeper:{p}:{a.house}"}, to=f"pile:{pile}"))


def take_source(g: Keepers, p: int, card: str) -> str:
    """Remove a species from the grid front or p's quarantine; returns where it was."""
    for c in range(COLS):
        if g.grid.cells[c][0] == card:
            g.grid.remove(c, 0)                              # SK-GRID-03
            return f"grid:{c},0"
    area = g.mats[p].areas.take(card)                        # SK-SAVE-05
    return f"quarantine:{p}:{area}"


def save(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    frm = take_source(g, p, a.card)
    pg, pr, pw = cost_paid(a.card, a.a, a.b)                 # SK-FUND-01
    paid = {"G": pg, "R": pr, "W": pw}
    bagmod.sub(g.mats[p].resources, paid)
    g.bag.put_all(paid)                                      # SK-SAVE-03
    houses = g.mats[p].houses
    houses.tuck(a.house, a.card)                             # SK-SAVE-04
    g.main = "save"
    ev.append(Event("save", player=p, card=a.card, keeper=houses[a.house].anchor, house=a.house,
                    **{"from": frm}, to=f"keeper:{p}:{a.house}", paid=paid, white_for=[a.a, a.b],
                    complete=len(houses[a.house].cards) == CAPACITY, saved=g.saved(p)))


def send(g: Keepers, a: Action, ev: list[Event]) -> None:
    p, q = a.player, a.target
    frm = take_source(g, p, a.card)                          # SK-BONUS-01 (grid only)
    g.bonus_used = True
    areas = g.free_areas(q, a.card)
    ev.append(Event("send", player=p, target=q, card=a.card, **{"from": frm}))
    if len(areas) == 1:                                      # SK-BONUS-02
        g.mats[q].areas.put(areas[0], a.card)
        ev.append(Event("quarantine", player=q, card=a.card, area=areas[0], by=p, **{"from": frm},
                        to=f"quarantine:{q}:{areas[0]}"))
        return
    g.phase = "area"
    g.pending = {"card": a.card, "target": q, "areas": areas, "from": frm}


def place_sent(g: Keepers, area: str, ev: list[Event]) -> None:
    d = g.pending
    q = d["target"]
    g.mats[q].areas.put(area, d["card"])                     # SK-BONUS-04
    ev.append(Event("quarantine", player=q, card=d["card"], area=area, by=g.current, **{"from": d["from"]},
                    to=f"quarantine:{q}:{area}"))
    g.phase, g.pending = "play", {}


def move_front(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    frm = take_source(g, p, a.card)
    move_to(g, p, a.card, a.to, frm, False, ev)


def move_to(g: Keepers, p: int, card: str, to: str, frm: str, blind: bool, ev: list[Event]) -> None:
    """SK-MOVE-03: discard (deck bottom, hidden if blind) or into one of p's areas."""
    g.main = "move"
    g.moves += 1
    if to == "discard":
        g.deck.append(card)                                  # SK-GRID-08
        if blind:
            ev.append(Event("move", owner=p, secret=("card",), player=p, card=card, **{"from": frm},
                            to="deck", blind=True, n=g.moves))
        else:
            ev.append(Event("move", player=p, card=card, **{"from": frm}, to="deck", blind=False, n=g.moves))
        return
    g.mats[p].areas.put(to, card)
    ev.append(Event("move", player=p, card=card, **{"from": frm}, to=f"quarantine:{p}:{to}", area=to,
                    blind=blind, n=g.moves))


def peek(g: Keepers, a: Action, ev: list[Event]) -> None:
    p = a.player
    r = g.grid.first_face_down(a.col)                        # SK-MOVE-02 blind take
    card = g.grid.remove(a.col, r)
    frm = f"grid:{a.col},{r}"
    ev.append(Event("peek", owner=p, secret=("card",), player=p, card=card, **{"from": frm}))
    if not g.free_areas(p, card):                            # SK-MOVE-03: must discard
        move_to(g, p, card, "discard", frm, True, ev)
        return
    g.phase, g.pending = "peek", {"card": card, "from": frm}


def place_peeked(g: Keepers, a: Action, ev: list[Event]) -> None:
    d = g.pending
    g.phase, g.pending = "play", {}
    move_to(g, a.player, d["card"], a.to, d["from"], True, ev)


def collect(g: Keepers, p: int, ev: list[Event]) -> None:
    k = g.collect_count(p)                                   # SK-COLL-01
    drawn = g.bag.draw(g.rng, k)
    bagmod.add(g.mats[p].resources, bagmod.tally(drawn, COLOURS))
    g.main = "collect"
    ev.append(Event("collect", player=p, drawn=drawn, **{"from": "bag"}, to=f"player:{p}"))


def new_objective(g: Keepers, p: int, ev: list[Event]) -> None:
    old = g.objectives[p]                                    # SK-OBJ-01
    g.obj_deck.append(old)
    new = g.obj_deck.pop(0)
    g.objectives[p] = new
    g.main = "objective"
    ev.append(Event("new_objective", owner=p, secret=("card", "old"), player=p, card=new, old=old))

"""Species Keepers bots. They read only their own view (plus the public card data).

* easy   - random among sensible legal actions (never lets go of saved species, rarely
           uses the fund, returns resources at random);
* normal - a greedy heuristic: save the best species it can pay for, hire when its keepers
           are full, collect when short, send the cheapest species to the leader;
* hard   - the engine's search bot (`SearchBot`) over a pruned set of candidate actions,
           with a fast greedy rollout policy; forced small choices (returns, areas, blind
           cards) use the normal heuristic.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from zoo_desktop.engine.bots import Bot, SearchBot, SearchParams, rank_reward
from zoo_desktop.engine.core import Action

from .cards import KEEPERS, OBJECTIVES, SPECIES, CONTENT
from .rules import (COLOURS, Collect, Dismiss, EndTurn, Fund, Hire, Move, NewObjective, Peek, Renew,
                    Replace, Return, Save, Send, ChooseArea, SpeciesKeepers, cost_paid)

BASE_VALUE = {"G": 1.0, "R": 1.0, "W": 1.8}


# ----------------------------------------------------------------------------- view helpers
def my_mat(view: dict) -> dict:
    return view["mats"][view["viewer"]]


def available(view: dict) -> list[str]:
    return [col[0]["card"] for col in view["grid"] if col[0] is not None and col[0]["card"] is not None]


def open_keepers(mat: dict) -> list[tuple[int, str, int]]:
    """(house, keeper, species count) of keepers with room."""
    return [(h, hv["keeper"], len(hv["species"])) for h, hv in enumerate(mat["houses"])
            if hv is not None and len(hv["species"]) < 3]


def demand(view: dict) -> dict[str, float]:
    """How much each colour is wanted: the food of the species my open keepers could take."""
    mat = my_mat(view)
    want = {"G": 0.0, "R": 0.0, "W": 0.0}
    ks = [k for _, k, _ in open_keepers(mat)]
    cards = available(view) + [c for c in mat["quarantine"].values() if c]
    for c in cards:
        if any(c in KEEPERS[k].accepts for k in ks):
            g, r, w = SPECIES[c].cost
            want["G"] += g
            want["R"] += r
            want["W"] += w
    return want


def cube_values(view: dict) -> dict[str, float]:
    want = demand(view)
    tot = sum(want.values()) or 1.0
    return {c: BASE_VALUE[c] * (0.7 + 0.9 * want[c] / tot) for c in COLOURS}


def greedy_return(res: dict[str, int], count: int, values: dict[str, float]) -> tuple[int, int, int]:
    """Give back `count` cubes, each time the one of least marginal value."""
    left = dict(res)
    back = {c: 0 for c in COLOURS}
    for _ in range(count):
        c = min((c for c in COLOURS if left[c] > 0), key=lambda c: (values[c] / (1 + 0.25 * left[c]), c))
        left[c] -= 1
        back[c] += 1
    return back["G"], back["R"], back["W"]


def objective_band(view: dict) -> str | None:
    mat = my_mat(view)
    if not mat.get("objective"):
        return None
    band = CONTENT.band_for(mat["keeper_total"])
    return band.band if band else None


def save_value(view: dict, a: Save, values: dict[str, float]) -> float:
    """What a Save is worth to the normal bot: VP now and later, minus what it costs."""
    mat = my_mat(view)
    sp = SPECIES[a.card]
    hv = mat["houses"][a.house]
    v = float(sp.vp)
    if len(hv["species"]) == 2:
        v += KEEPERS[hv["keeper"]].level                      # completes the keeper
    if a.card in mat["quarantine"].values():
        v += 2.0                                              # lifts the quarantine penalty
    obj = mat.get("objective")
    band = objective_band(view)
    if obj and band and a.card in OBJECTIVES[obj].accepts[band]:
        v += next(b.bonus for b in CONTENT.bands if b.band == band)
    # the wider the keeper's objective, the more we keep it for later: prefer narrow keepers
    v -= len(KEEPERS[hv["keeper"]].accepts) / 72.0
    g, r, w = cost_paid(a.card, a.a, a.b)
    return v - 0.45 * (g * values["G"] + r * values["R"] + w * values["W"])


def best_saves(view: dict, legal: list[Action]) -> list[tuple[float, Save]]:
    values = cube_values(view)
    best: dict[tuple[str, int], tuple[float, Save]] = {}
    for a in legal:
        if isinstance(a, Save):
            s = save_value(view, a, values)
            k = (a.card, a.house)
            if k not in best or s > best[k][0]:
                best[k] = (s, a)
    return sorted(best.values(), key=lambda x: (-x[0], x[1].card, x[1].house))


def best_send(view: dict, legal: list[Action]) -> Send | None:
    sends = [a for a in legal if isinstance(a, Send)]
    if not sends:
        return None
    mats = view["mats"]
    # the leader gets the species cheapest in VP (a likely -2 for them)
    return max(sends, key=lambda a: (mats[a.target]["saved"], -SPECIES[a.card].vp, -a.target, a.card))


def area_choice(legal: list[Action]) -> Action:
    """Keep the Generic area free as long as a habitat area will do."""
    areas = [a for a in legal if isinstance(a, ChooseArea)]
    non_gen = [a for a in areas if a.area != "GEN"]
    return (non_gen or areas or legal)[0]


def peek_choice(view: dict, legal: list[Action]) -> Action:
    mat = my_mat(view)
    moves = [a for a in legal if isinstance(a, Move)]
    card = moves[0].card
    quar = [a for a in moves if a.to != "discard"]
    if quar and worth_quarantine(view, card, mat):
        non_gen = [a for a in quar if a.to != "GEN"]
        return (non_gen or quar)[0]
    return next(a for a in moves if a.to == "discard")


def worth_quarantine(view: dict, card: str, mat: dict) -> bool:
    """A valuable species one of my keepers takes, that I can nearly pay for."""
    sp = SPECIES[card]
    if sp.vp < 5 or mat["quarantined"] >= 2:
        return False
    if not any(card in KEEPERS[k].accepts for _, k, _ in open_keepers(mat)):
        return False
    res = mat["resources"]
    g, r, w = sp.cost
    short = max(0, g - res["G"]) + max(0, r - res["R"]) + max(0, w - res["W"])
    return short <= 3


def wanted_unaffordable(view: dict) -> bool:
    """A species on offer (grid front or my quarantine) that one of my open keepers takes but
    that my cubes cannot pay for yet (no Save for it is legal)."""
    mat = my_mat(view)
    ks = [k for _, k, _ in open_keepers(mat)]
    cards = available(view) + [c for c in mat["quarantine"].values() if c]
    return any(c in KEEPERS[k].accepts for c in cards for k in ks)


def replace_may_help(view: dict, a: Replace) -> bool:
    """Replacing a keeper is a step only toward a keeper I have not seen come round: when
    every card of the pile is one I put back (SK-GEN-04 `known`), the top is one of those and
    swapping again is a cycle (the reported Anouk, Sigrid, Bruno, Anouk... loop). A known top
    still helps if it takes a species on offer."""
    pile = view["piles"][a.pile]
    if len(pile["known"]) < pile["size"]:
        return True
    top = pile["known"][0]
    mat = my_mat(view)
    cards = available(view) + [c for c in mat["quarantine"].values() if c]
    return any(c in KEEPERS[top].accepts for c in cards) and top != mat["houses"][a.house]["keeper"]


def return_choice(view: dict, legal: list[Action]) -> Action:
    pend = view["pending"]
    g, r, w = greedy_return(my_mat(view)["resources"], pend["count"], cube_values(view))
    want = Return(view["viewer"], g, r, w)
    return want if want in legal else legal[0]


# ----------------------------------------------------------------------------- bots
class EasyBot(Bot):
    """Random among sensible actions."""
    level = "easy"

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "peek":
            return self.rng.choice(legal)
        mat = my_mat(view)
        ok = []
        for a in legal:
            if isinstance(a, (Replace, Dismiss)) and mat["houses"][a.house]["species"]:
                continue                                  # never throw away saved species
            if isinstance(a, Fund) and (a.n > 1 or not self.rng.chance(0.1)):
                continue
            if isinstance(a, EndTurn) and len(legal) > 1 and view["turn_state"]["main"] is None \
                    and any(isinstance(x, (Save, Collect, Hire)) for x in legal):
                continue                                  # do something rather than pass
            ok.append(a)
        ok = ok or legal
        saves = [a for a in ok if isinstance(a, Save)]
        if saves and self.rng.chance(0.6):
            return self.rng.choice(saves)
        collect = [a for a in ok if isinstance(a, Collect)]
        if collect and mat["held"] < 6 and self.rng.chance(0.6):
            return collect[0]
        return self.rng.choice(ok)


def normal_choice(view: dict, legal: list[Action]) -> tuple[Action, str]:
    """The normal bot's move and the reason key shown as a hint."""
    if len(legal) == 1:
        return legal[0], "hint.keepers.only"
    phase = view["phase"]
    if phase in ("fund_return", "discard"):
        return return_choice(view, legal), "hint.keepers.return"
    if phase == "area":
        return area_choice(legal), "hint.keepers.area"
    if phase == "peek":
        return peek_choice(view, legal), "hint.keepers.peek"
    mat = my_mat(view)
    ts = view["turn_state"]
    end = next(a for a in legal if isinstance(a, EndTurn))
    saves = best_saves(view, legal)
    if ts["main"] is not None:
        send = best_send(view, legal)
        if send is not None:
            return send, "hint.keepers.send"
        moves = [a for a in legal if isinstance(a, Move) and a.to != "discard"
                 and worth_quarantine(view, a.card, mat)]
        if moves:
            return moves[0], "hint.keepers.quarantine"
        return end, "hint.keepers.end"
    if saves and saves[0][0] >= 0.5:
        return saves[0][1], "hint.keepers.save"
    hires = [a for a in legal if isinstance(a, Hire)]
    piles = view["piles"]
    if hires and not open_keepers(mat):
        return max(hires, key=lambda a: (piles[a.pile]["top_level"], -a.pile)), "hint.keepers.hire"
    collect = next((a for a in legal if isinstance(a, Collect)), None)
    if collect is not None and mat["held"] <= 7:
        return collect, "hint.keepers.collect"
    renew = next((a for a in legal if isinstance(a, Renew)), None)
    if renew is not None and not saves:
        return renew, "hint.keepers.renew"
    if saves:
        return saves[0][1], "hint.keepers.save"
    n_keepers = sum(1 for h in mat["houses"] if h is not None)
    if hires and (n_keepers < 3 or mat["held"] >= 8):
        level = 5 if n_keepers >= 2 else 3
        return min(hires, key=lambda a: (abs(piles[a.pile]["top_level"] - level), a.pile)), "hint.keepers.hire"
    if collect is not None and mat["held"] <= 9:
        return collect, "hint.keepers.collect"
    moves = [a for a in legal if isinstance(a, Move) and a.to != "discard" and worth_quarantine(view, a.card, mat)]
    if moves:
        return moves[0], "hint.keepers.quarantine"
    # nothing to save, nothing to gain: trade cubes toward what my keepers want, dig the grid,
    # or let a keeper without species go
    if hires:
        return max(hires, key=lambda a: (piles[a.pile]["top_level"], -a.pile)), "hint.keepers.hire"
    if collect is not None and wanted_unaffordable(view):
        # at the limit the surplus goes back (SK-DP-14) and the return keeps the colours the
        # wanted species need, so the mix moves toward a save instead of standing still
        return collect, "hint.keepers.collect"
    mine = [k for _, k, _ in open_keepers(mat)]
    digs = [a for a in legal if isinstance(a, Move) and a.to == "discard"
            and not any(a.card in KEEPERS[k].accepts for k in mine)]
    if digs:
        return min(digs, key=lambda a: (SPECIES[a.card].vp, a.card)), "hint.keepers.dig"
    spare = [a for a in legal if isinstance(a, Replace) and not mat["houses"][a.house]["species"]
             and replace_may_help(view, a)]
    if spare and not any(len(h["species"]) for h in mat["houses"] if h is not None and len(h["species"]) < 3):
        return spare[0], "hint.keepers.replace"
    peeks = [a for a in legal if isinstance(a, Peek)]
    if peeks:
        return peeks[0], "hint.keepers.dig"
    # never stall the table: take resources even if some must go back, else clear the grid
    # toward a renewal (SK-GRID-05) even of a species an open keeper could take one day
    if collect is not None:
        return collect, "hint.keepers.collect"
    digs = [a for a in legal if isinstance(a, Move) and a.to == "discard"]
    if digs:
        return min(digs, key=lambda a: (SPECIES[a.card].vp, a.card)), "hint.keepers.dig"
    return end, "hint.keepers.pass"


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, legal):
        return normal_choice(view, legal)[0]

    def hint(self, view, legal):
        return normal_choice(view, legal)


# ----------------------------------------------------------------------------- search
def rollout_policy(game: SpeciesKeepers, seat: int, legal: list[Action], rng) -> Action:
    """Cheap greedy play on the full state (used inside the search's playouts)."""
    if len(legal) == 1:
        return legal[0]
    ph = game.phase
    if ph in ("fund_return", "discard"):
        res = game.mats[seat].resources
        return Return(seat, *greedy_return(res, game.return_count(), BASE_VALUE))
    if ph == "area":
        return area_choice(legal)
    if ph == "peek":
        return legal[0]                                   # discard
    best, best_v, end, collect, renew = None, -99.0, None, None, None
    hires, sends, discards, replaces = [], [], [], []
    for a in legal:
        if isinstance(a, Save):
            v = SPECIES[a.card].vp - 0.4 * (a.a + a.b) + rng.random()
            if v > best_v:
                best, best_v = a, v
        elif isinstance(a, EndTurn):
            end = a
        elif isinstance(a, Collect):
            collect = a
        elif isinstance(a, Hire):
            hires.append(a)
        elif isinstance(a, Send):
            sends.append(a)
        elif isinstance(a, Renew):
            renew = a
        elif isinstance(a, Move) and a.to == "discard":
            discards.append(a)
        elif isinstance(a, Replace) and not game.mats[seat].houses[a.house].cards:
            replaces.append(a)
    if game.main is not None:
        if sends and rng.chance(0.5):
            return sends[rng.below(len(sends))]
        return end
    if best is not None:
        return best
    if renew is not None:
        return renew
    houses = game.mats[seat].houses
    room = any(h.anchor is not None and len(h.cards) < 3 for h in houses.slots)
    if hires and (not room or rng.chance(0.2)):
        return hires[rng.below(len(hires))]
    if collect is not None and game.held(seat) < 10:
        return collect
    if hires:
        return hires[rng.below(len(hires))]
    if replaces and rng.chance(0.5):
        return replaces[rng.below(len(replaces))]
    if discards:
        return discards[rng.below(len(discards))]
    return end


def candidates(view: dict, legal: list[Action]) -> list[Action]:
    """The hard bot searches among these: the best few saves (each with its best payment),
    hires, collect, objective change, sends, the normal bot's pick and ending the turn."""
    out: list[Action] = []
    saves = best_saves(view, legal)
    out += [a for _, a in saves[:5]]
    out += [a for a in legal if isinstance(a, (Hire, Collect, NewObjective, Send, Renew, EndTurn))]
    moves = [a for a in legal if isinstance(a, Move) and a.to != "discard"
             and worth_quarantine(view, a.card, my_mat(view))]
    out += moves[:2]
    mine = [k for _, k, _ in open_keepers(my_mat(view))]
    digs = [a for a in legal if isinstance(a, Move) and a.to == "discard"
            and not any(a.card in KEEPERS[k].accepts for k in mine)]
    if not saves:                                   # nothing to save: digging may pay
        if digs:
            out.append(min(digs, key=lambda a: (SPECIES[a.card].vp, a.card)))
        else:
            out += [a for a in legal if isinstance(a, Peek)][:1]
    pick = normal_choice(view, legal)[0]
    if pick not in out:
        out.append(pick)
    seen, uniq = set(), []
    for a in out:
        if a not in seen:
            seen.add(a)
            uniq.append(a)
    return uniq


def position_value(game: SpeciesKeepers, q: int) -> float:
    """Score so far plus what the position promises: resources, keepers under way."""
    v = float(game.score_parts(q)["total"])
    res = game.mats[q].resources
    v += 0.5 * (res["G"] + res["R"]) + 0.8 * res["W"]
    for h in game.mats[q].houses.slots:
        if h.anchor is not None and len(h.cards) < 3:
            v += 0.25 * KEEPERS[h.anchor].level * (1 + len(h.cards))
    return v



@dataclass(frozen=True)
class KeepersSearch(SearchParams):
    """The hard bot's tunables: the shared search's, plus how far a playout runs."""
    min_iterations: int = 16
    exploration: float = 0.35
    horizon_turns: int = 2     # turns per player played out before `position_value`


class HardBot(SearchBot):
    """The shared `SearchBot` over the pruned `candidates`, with playouts cut after
    `horizon_turns` turns and scored by `position_value` (full playouts are long and noisy
    in this game). Flat (tree_depth 1): at 100 ms a decision it beat the normal bot 87.5 %
    of 80 games against 71.3 % with a 4-deep tree, which spreads the iterations thin."""
    level = "hard"
    params = KeepersSearch()

    def policy(self, game, seat, legal, rng):
        return rollout_policy(game, seat, legal, rng)

    def evaluate(self, game) -> float:
        mine = position_value(game, self.seat)
        others = [position_value(game, q) for q in range(game.n) if q != self.seat]
        margin = mine - max(others) if others else mine
        s = 1.0 / (1.0 + math.exp(-margin / 6.0))
        if game.is_over:
            return 0.6 * rank_reward(game, self.seat) + 0.4 * s
        return s

    def rollout(self, game: SpeciesKeepers) -> None:
        stop = game.turn_no + self.params.horizon_turns * game.n
        for _ in range(600):
            if game.is_over or game.turn_no > stop:
                break
            p = game.decision().players[0]
            legal = game.legal_actions(p)
            game.apply_unchecked(self.policy(game, p, legal, self.rng))

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        return candidates(view, legal)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) > 1 and view["phase"] != "play":
            return normal_choice(view, legal)[0]
        return super().choose(view, legal)

    def hint(self, view, legal):
        return self.choose(view, legal), "hint.search"


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "NormalBot", "HardBot", "normal_choice", "rollout_policy", "candidates"]

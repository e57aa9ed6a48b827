"""Zoo Architect: the setup keep, the turn and the action cards (ZA-SET-4, ZA-TRN, ZA-ACT, ZA-XTK,
ZA-END-1/2/3/6, ZA-SOL-3): their tasks and the rules' queries of this chapter (`TurnRules`)."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from zoo_desktop.engine.core import Action, Event

from .actions import Keep, UseCard, XAction
from .breaks import BreakTask
from .cards import ACTIONS, TABLES as T
from .scoring import FinalScoringTask
from .tasks import ACTION_CARDS, Auto, Choice, EffTask, op, task
from .tracks import score_threshold


@lru_cache(maxsize=4096)
def _turn_options(p: int, slots: tuple, x: int) -> tuple:
    """ZA-TRN-1a / ZA-XTK-2/3: the turn's actions of seat p with these slots and X tokens
    (cached by content: the actions are frozen)."""
    out: list[Action] = [UseCard(p, c, k) for c in slots for k in range(x + 1)]
    if x < T["start"]["max_x"]:                                                              # ZA-XTK-3
        out += [XAction(p, c) for c in slots]
    return tuple(out)


# ----------------------------------------------------------------------------- setup keep (ZA-SET-4)
@task("keep")
class KeepTask(Choice):
    __slots__ = ()

    def options(self, g):
        p = self.player
        dealt = sorted(g.pl[p].dealt)
        k = T["start"]["keep"]
        if len(dealt) <= k:
            return [Keep(p, tuple(dealt))]
        return [Keep(p, tuple(c)) for c in combinations(dealt, k)]

    def resolve(self, g, a, ev):
        pl = g.pl[a.player]
        pl.hand = list(a.cards)
        for c in pl.dealt:
            if c not in a.cards:
                g.discard.append(c)
        pl.dealt = []
        ev.append(Event("keep", owner=a.player, secret=("cards",), player=a.player, cards=list(a.cards)))


# ----------------------------------------------------------------------------- the turn
@task("turn")
class TurnTask(Choice):
    """ZA-TRN-1: the seat to play picks an action card (and X tokens) or the X action."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        pl = g.pl[p]
        return list(_turn_options(p, tuple(pl.slots), pl.x))

    def resolve(self, g, a, ev):
        p = a.player
        pl = g.pl[p]
        g.after_q = []
        if isinstance(a, XAction):
            g.move_to(p, a.card, 1)
            g.emit(ev, "x_action", player=p, card=a.card)
            g.gain(p, "x", 1, ev)
        else:
            s = g.strength(p, a.card, a.x)
            pl.x -= a.x                                                                     # ZA-XTK-2
            g.emit(ev, "use_card", player=p, card=a.card, strength=s, x=a.x, upgraded=a.card in pl.upgraded)
            g.add_task(ActionTask(p, a.card, s, a.card in pl.upgraded, "main"))
            g.add_task(FinishTask(p, a.card))
        g.add_task(TurnEndTask(p))


@task("action", "card:a", "strength:s", "upgraded:up", "source:src")
class ActionTask(Auto):
    """Perform action card `card` at `strength` (its upgraded side if `upgraded`); `source`:
    "main" (the turn), "bonus" (ZA-EFF-11) or "hypno" (ZA-INT-4)."""
    __slots__ = ("card", "strength", "upgraded", "source")

    def run(self, g, ev):
        ACTION_CARDS[self.card](g, self, ev)


@task("finish", "card:a")
class FinishTask(Auto):
    """ZA-ACT-3 then ZA-ACT-4: the used card goes to slot 1 and sheds its markers; then the
    queued `after` effects resolve in play order."""
    __slots__ = ("card",)

    def run(self, g, ev):
        p, a = self.player, self.card
        pl = g.pl[p]
        g.move_to(p, a, 1)
        if a in pl.venom or a in pl.constrict:                                               # ZA-INT-3/6
            pl.venom = pl.venom - {a}
            pl.constrict = pl.constrict - {a}
            ev.append(Event("markers_removed", player=p, card=a))
        q, g.after_q = g.after_q, []
        for who, cid, e in q:
            g.add_task(EffTask(who, e, cid))


@task("turn_end")
class TurnEndTask(Auto):
    """ZA-TRN-2 steps 2-4."""
    __slots__ = ()

    def run(self, g, ev):
        p = self.player
        pl = g.pl[p]
        g.refill_display(ev)                                                                 # step 2
        if pl.venom:                                                                         # step 3, ZA-INT-3
            due = T["venom_cost"] * len(pl.venom)
            paid = min(due, pl.money)
            pl.money -= paid
            lost = min(pl.appeal, due - paid)
            pl.appeal -= lost
            ev.append(Event("venom_pay", player=p, money=paid, appeal=lost))
        g._end_check("pre", ev)
        ran = False
        if g.solo:
            g.solo_left -= 1
            if g.solo_left <= 0:
                ran = True
        elif g.break_due:
            ran = True
        if ran:                                                                              # step 4
            g.add_task(BreakTask(p))
        g.add_task(TurnNextTask(p, ran))


@task("turn_next", "ran")
class TurnNextTask(Auto):
    """ZA-TRN-2 steps 5-6 and ZA-END-2/3/6, ZA-SOL-3 (`ran`: a break ran this turn)."""
    __slots__ = ("ran",)

    def run(self, g, ev):
        p = self.player
        if self.ran:
            g._end_check("post", ev)
        g.turns += 1
        if g.solo:
            if g.trigger is not None or g.breaks >= len(T["solo"]["countdown"]):
                g.add_task(FinalScoringTask(p))
                return
        elif g.final_left is None and g.trigger is not None:
            if g.end_variant == "published" and g.trigger == "pre":
                g.final_left = g.n - 1
            else:
                g.final_left = g.n
            ev.append(Event("final_round", player=p, turns=g.final_left))
        elif g.final_left is not None:
            g.final_left -= 1
        if g.final_left is not None and g.final_left <= 0:
            g.add_task(FinalScoringTask(p))
            return
        if g.final_left is None and g.turns >= T["round_limit"] * g.n:                       # ZA-END-6
            ev.append(Event("round_limit", player=p))
            g.add_task(FinalScoringTask(p))
            return
        g.current = (p + 1) % g.n
        g.break_due = False
        g.emit(ev, "next_turn", player=g.current)


@op("BONUS_ACTION")
def _bonus_action(g, p, e, ev, card) -> None:                                                 # ZA-EFF-11
    ev.append(Event("bonus_action", player=p, action=e["action"], strength=e["strength"]))
    g.add_task(ActionTask(p, e["action"], e["strength"], e["action"] in g.pl[p].upgraded, "bonus"))


class TurnRules:
    """The rules' queries and steps of this chapter (a part of ZooArchitect)."""

    def strength(self, p: int, card: str, x: int) -> int:
        """ZA-ACT-2."""
        pl = self.pl[p]
        pen = T["constriction_penalty"] if card in pl.constrict else 0
        return max(0, self.slot_of(p, card) + x - pen)

    def slot_of(self, p: int, card: str) -> int:
        return self.pl[p].slots.index(card) + 1

    def move_to(self, p: int, card: str, to: int) -> None:
        """ZA-ACT-3 / ZA-EFF-8: move `card` to slot `to`; the cards in between close the gap."""
        s = self.pl[p].slots
        s.remove(card)
        s.insert(to - 1, card)

    def _end_check(self, stage: str, ev: list) -> None:
        """ZA-END-1: appeal >= T(CP) for some player."""
        if self.trigger is not None:
            return
        for q in range(self.n):
            if self.pl[q].appeal >= score_threshold(self.pl[q].cp):
                self.trigger = stage
                self.trigger_by = q
                ev.append(Event("end_trigger", player=q, stage=stage))
                return


__all__ = ["ACTIONS", "ActionTask", "FinishTask", "KeepTask", "TurnEndTask", "TurnNextTask", "TurnRules", "TurnTask"]

"""Zoo Architect: the break and income (ZA-BRK, ZA-TRK-1, ZA-EFF-31/32): the break's tasks, the
break track and the income queries (`BreakRules`)."""
from __future__ import annotations

from zoo_desktop.engine.core import Event

from . import hexmap as H
from . import passives as P
from .actions import Choose
from .cards import BUILDINGS, CONTINENTS, TABLES as T
from .tasks import Auto, Choice, op, task
from .tracks import appeal_income

SPECIAL_KINDS = tuple(k for k, b in BUILDINGS["buildings"].items() if b.special)


@task("break")
class BreakTask(Auto):
    """ZA-BRK-3 and 4.1: X for the seat that triggered it, hand limits."""
    __slots__ = ()

    def run(self, g, ev):
        p = self.player
        g.breaks += 1
        ev.append(Event("break", player=p, number=g.breaks))
        if not g.solo:
            g.gain(p, "x", 1, ev)                                                            # ZA-BRK-3
        for k in range(g.n):                                                                 # 4.1
            q = (p + k) % g.n
            if len(g.pl[q].hand) > g.hand_limit(q):
                g.add_task(HandLimitTask(q))
        g.add_task(Break2Task(p))


@task("break2")
class Break2Task(Auto):
    """ZA-BRK-4.2-4.5: markers and workers back, offers renewed, the display moves, income."""
    __slots__ = ()

    def run(self, g, ev):
        p = self.player
        for pl in g.pl:                                                                      # 4.2
            pl.venom = frozenset()
            pl.constrict = frozenset()
            pl.placed = {}                                                                   # 4.3
        g.partner_offer = CONTINENTS
        g.uni_offer = tuple(T["universities"])
        for c in g.display[:2]:                                                              # 4.4
            if c is not None:
                g.discard.append(c)
        g.display = g.display[2:] + [None, None]
        g.refill_display(ev)
        for k in range(g.n):                                                                 # 4.5
            g.add_task(IncomeTask((p + k) % g.n))
        g.add_task(Break3Task(p))


@task("break3")
class Break3Task(Auto):
    """ZA-BRK-4.6 (and ZA-SOL-2's next countdown)."""
    __slots__ = ()

    def run(self, g, ev):
        g.break_pos = 0                                                                      # 4.6
        g.break_due = False
        if g.solo:
            cd = T["solo"]["countdown"]
            g.solo_left = cd[g.breaks] if g.breaks < len(cd) else 0


@task("income")
class IncomeTask(Auto):
    """ZA-BRK-5: appeal and kiosk income, then the income effects."""
    __slots__ = ()

    def run(self, g, ev):
        p = self.player
        pl = g.pl[p]
        money = appeal_income(pl.appeal) + g.kiosk_income(p)
        pl.money += money
        ev.append(Event("income", player=p, money=money))
        for res, n in P.income(g, p):
            g.gain(p, res, n, ev)


@task("hand_limit")
class HandLimitTask(Choice):
    """ZA-BRK-4.1: discard down to the hand limit, a card at a time."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "hand_limit", c) for c in sorted(set(g.pl[p].hand))]

    def resolve(self, g, a, ev):
        p = a.player
        g.pl[p].hand.remove(a.value)
        g.discard.append(a.value)
        g.emit(ev, "discard", owner=p, secret=("card",), player=p, card=a.value)
        if len(g.pl[p].hand) > g.hand_limit(p):
            g.stack.append(self)


@op("INCOME")
def _register_income(g, p, e, ev, card) -> None:
    """INCOME met outside a card (project tokens T2/T6, the income bonus tile): it joins the
    player's income sources (paid at breaks by `passives.income`)."""
    g.pl[p].extra_income = g.pl[p].extra_income + (e,)
    ev.append(Event("income_gained", player=p, res=e["res"], n=e["n"]))


class BreakRules:
    """The break track and income (a part of ZooArchitect)."""

    def advance_break(self, n: int, ev: list) -> None:
        """ZA-BRK-1: stops on L; reaching L makes a break due at the end of the turn."""
        if self.solo or n <= 0:                                                              # ZA-SOL-2
            return
        old = self.break_pos
        self.break_pos = min(self.L, self.break_pos + n)
        if self.break_pos >= self.L:
            self.break_due = True
        self.emit(ev, "break_token", player=self.current, pos=self.break_pos, moved=self.break_pos - old)

    def hand_limit(self, p: int) -> int:
        lim = T["hand_limit"]
        for u in self.pl[p].unis:
            lim = max(lim, T["universities"][u]["hand_limit"])
        return lim + P.hand_limit_bonus(self, p)                                           # ZA-BRK-4.1

    def kiosk_income(self, p: int) -> int:
        """ZA-BRK-5."""
        pl = self.pl[p]
        total = 0
        for bid, v in pl.bld.items():
            if v[0] != "kiosk":
                continue
            nb = H.neighbours_of(v[1])
            for ob, (k2, m2, _, _) in pl.bld.items():
                if ob == bid or not (m2 & nb):
                    continue
                if k2 in ("unique", "pavilion") or k2 in SPECIAL_KINDS or (k2.startswith("enc") and pl.occ.get(ob)):
                    total += 1
        return total

    def income(self, p: int, active: tuple | None = None) -> int:
        """ZA-BRK-5, ZA-TRK-1, ZA-EFF-31/32: the money p receives at the next break as things
        stand: appeal income, kiosk income and the money of p's income effects (`active`:
        tuple(p's active cards) when the caller has it already)."""
        return appeal_income(self.pl[p].appeal) + self.kiosk_income(p) + \
            sum([n for r, n in P.income(self, p, active) if r == "money"])

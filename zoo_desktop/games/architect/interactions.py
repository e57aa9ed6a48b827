"""Zoo Architect: the interaction icons (ZA-INT, ZA-EFF-14/17..20): venom, hypnosis, pilfering
and constriction, their tasks (`InteractionRules` for the targets)."""
from __future__ import annotations

from zoo_desktop.engine.core import Event

from . import passives as P
from .actions import Choose, Done
from .tasks import INTERACTIONS, Auto, Choice, interaction, op, task
from .turn import ActionTask


@task("interact", "icon:kind", "strength:n", "nested")
class InteractTask(Auto):
    """ZA-EFF-17..20 / ZA-INT: resolve the icon `icon` at `strength` of an animal just played
    (`nested`: played during a hypnosis, ZA-INT-4)."""
    __slots__ = ("icon", "strength", "nested")

    def run(self, g, ev):
        p = self.player
        if g.solo:                                                                           # ZA-INT-7
            ev.append(Event("no_target", player=p, what=self.icon))
            return
        INTERACTIONS[self.icon](g, p, self.strength, ev, self.nested)


@task("venom", "by")
class VenomTask(Choice):
    """ZA-INT-3: p puts a venom marker (from seat `by`) on one of its action cards."""
    __slots__ = ("by",)

    def options(self, g):
        p = self.player
        pl = g.pl[p]
        return [Choose(p, "venom", c) for c in pl.slots if c not in pl.venom]

    def resolve(self, g, a, ev):
        pl = g.pl[a.player]
        pl.venom = pl.venom | {a.value}
        ev.append(Event("venom", player=self.by, target=a.player, card=a.value))


@task("hypnosis", "strength:n", optional=("strength",), defaults={"strength": None})
class HypnosisTask(Choice):
    """ZA-INT-4: perform an action card of a most popular opponent (slots 1-3; `strength` 2:
    slots 1-4; None: strength 1, a key the JSON leaves out)."""
    __slots__ = ("strength",)

    def options(self, g):
        p = self.player
        out = []
        for q in g.most_popular(p):
            for c in g.pl[q].slots[:4 if self.strength == 2 else 3]:   # ZA-INT-4; strength 2: slots 1-4
                out.append(Choose(p, "hypnosis", f"{q}:{c}"))
        if out:
            out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        """ZA-INT-4: perform the target's action (their side, strength = its slot there)."""
        if isinstance(a, Done):
            return
        p = a.player
        q_s, card = a.value.split(":")
        q = int(q_s)
        s = g.slot_of(q, card)
        ev.append(Event("hypnosis", player=p, target=q, card=card, strength=s))
        g.add_task(ActionTask(p, card, s, card in g.pl[q].upgraded, "hypno"))
        g.add_task(HypnoMoveTask(q, card))


@task("hypno_move", "card")
class HypnoMoveTask(Auto):
    """ZA-INT-4: the hypnotised card goes to slot 1 of its owner."""
    __slots__ = ("card",)

    def run(self, g, ev):
        g.move_to(self.player, self.card, 1)


@task("pilfer_target", "strength:n", "stage", "hit")
class PilferTargetTask(Choice):
    """ZA-INT-5: the pilfering seat picks its victim among tied candidates (`stage` 1: most
    appeal; 2, at strength 2: most CP, not one of `hit`)."""
    __slots__ = ("strength", "stage", "hit")
    auto_single = True     # ties only: a single candidate is not a choice

    def options(self, g):
        return [Choose(self.player, "target", str(q)) for q in g.pilfer_candidates(self)]

    def resolve(self, g, a, ev):
        q = int(a.value)
        p = self.player
        g.add_task(PilferTask(q, p))
        if self.strength >= 2 and self.stage == 1:
            g.add_task(self.but(stage=2, hit=(q,)))


@task("pilfer", "thief")
class PilferTask(Choice):
    """ZA-INT-5: the victim gives 5 money or a card of their choice to `thief`."""
    __slots__ = ("thief",)

    def options(self, g):
        p = self.player
        pl = g.pl[p]
        out = []
        if pl.money >= 5:
            out.append(Choose(p, "pilfer", "money"))
        out += [Choose(p, "pilfer", c) for c in sorted(set(pl.hand))]
        return out

    def fallback(self, g, ev):
        p, thief = self.player, self.thief
        m = g.pl[p].money
        g.pl[p].money = 0
        g.pl[thief].money += m
        ev.append(Event("pilfer", player=thief, target=p, money=m))

    def resolve(self, g, a, ev):
        p, thief = a.player, self.thief
        if a.value == "money":
            g.pl[p].money -= 5
            g.pl[thief].money += 5
            ev.append(Event("pilfer", player=thief, target=p, money=5))
        else:
            g.pl[p].hand.remove(a.value)
            g.pl[thief].hand.append(a.value)
            ev.append(Event("pilfer", owner=thief, secret=("card",), player=thief, target=p, money=0, card=a.value))


@interaction("venom")
def _venom(g, p, strength, ev, nested):                                                       # ZA-EFF-17
    mine = g.pl[p].appeal
    hit = [q for q in P.eligible(g, p) if g.pl[q].appeal > mine]
    if not hit:
        ev.append(Event("no_target", player=p, what="venom"))
    for q in hit:
        for _ in range(2 if strength == 2 else 1):   # venom 2: two markers (our choice, README)
            g.add_task(VenomTask(q, p))


@interaction("hypnosis")
def _hypnosis(g, p, strength, ev, nested):                                                    # ZA-EFF-18
    if nested or not P.eligible(g, p):
        ev.append(Event("no_target", player=p, what="hypnosis"))
        return
    if strength == 2:   # hypnosis 2: slots 1-4 (our choice, README)
        g.add_task(HypnosisTask(p, 2))
    else:
        g.add_task(HypnosisTask(p))


@interaction("pilfering")
def _pilfer(g, p, strength, ev, nested):                                                      # ZA-EFF-19
    if not P.eligible(g, p):
        ev.append(Event("no_target", player=p, what="pilfering"))
        return
    g.add_task(PilferTargetTask(p, strength, 1, ()))


@interaction("constriction")
def _constrict(g, p, strength, ev, nested):                                                   # ZA-EFF-20
    me = g.pl[p]
    any_hit = False
    for q in P.eligible(g, p):
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


@op("CLEAR_MARKERS")
def _clear_markers(g, p, e, ev, card) -> None:                                                # ZA-EFF-14
    pl = g.pl[p]
    pl.venom = frozenset()
    pl.constrict = frozenset()
    ev.append(Event("markers_cleared", player=p))


class InteractionRules:
    """Who an interaction reaches (a part of ZooArchitect)."""

    def most_popular(self, p: int) -> list[int]:
        el = P.eligible(self, p)
        if not el:
            return []
        top = max(self.pl[q].appeal for q in el)
        return [q for q in el if self.pl[q].appeal == top]

    def pilfer_candidates(self, t) -> list[int]:
        p = t.player
        el = P.eligible(self, p)
        if not el:
            return []
        if t.stage == 1:
            return self.most_popular(p)
        top = max(self.pl[q].cp for q in el)
        return [q for q in el if self.pl[q].cp == top and q not in t.hit]

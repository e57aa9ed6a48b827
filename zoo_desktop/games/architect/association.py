"""Zoo Architect: the Association action (ZA-ASC, ZA-EFF-12/13/15/16): departments, donations,
partner zoos, universities and recalled workers (`AssociationRules`)."""
from __future__ import annotations

from zoo_desktop import i18n
from zoo_desktop.engine.core import Event

from .actions import Choose, Done
from .cards import TABLES as T
from .projects import SupportTask
from .tasks import Choice, EffTask, action_card, op, task

DEPTS = {d["id"]: d["value"] for d in T["departments"]}


@task("assoc", "budget", "upgraded:up", "used")
class AssocTask(Choice):
    """ZA-ASC-2/4: place workers in departments worth at most `budget` (one department, or with
    `upgraded` several different ones: `used`)."""
    __slots__ = ("budget", "upgraded", "used")

    def options(self, g):
        p = self.player
        out = []
        if self.upgraded or not self.used:
            for d in DEPTS:
                if g.dept_error(p, d, self) is None:
                    out.append(Choose(p, "dept", d))
        out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        p = a.player
        if isinstance(a, Done):
            if self.upgraded and self.used:                                                 # ZA-ASC-7
                g.add_task(DonateTask(p))
            return
        d = a.value
        pl = g.pl[p]
        cost = g.dept_cost(p, d)
        pl.placed = {**pl.placed, d: pl.placed.get(d, 0) + cost}
        g.emit(ev, "dept", player=p, dept=d, workers=cost)
        if self.upgraded:
            g.stack.append(self.but(budget=self.budget - DEPTS[d], used=self.used + (d,)))
        if d == "reputation":
            g.gain(p, "reputation", 2, ev)
        elif d == "partner":
            g.add_task(PartnerTask(p))
        elif d == "university":
            g.add_task(UniversityTask(p))
        else:
            g.add_task(SupportTask(p, self.upgraded))


@task("donate")
class DonateTask(Choice):
    """ZA-ASC-7: a donation for CP after an upgraded Association action."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        m = g.pl[p].money
        out = [Choose(p, "donate", str(v)) for v in T["donations"] if v not in g.donations and v <= m]
        if T["donation_always"] <= m:
            out.append(Choose(p, "donate", str(T["donation_always"])))
        if out:
            out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        v = int(a.value)
        g.pl[p].money -= v
        if v != T["donation_always"]:
            g.donations = g.donations | {v}
        g.emit(ev, "donate", player=p, value=v, paid=v)
        g.gain(p, "cp", T["donation_cp"], ev)


@task("partner")
class PartnerTask(Choice):
    """ZA-ASC-5: take a partner zoo."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "partner", c) for c in g._partner_options(p)]

    def resolve(self, g, a, ev):
        p = a.player
        pl = g.pl[p]
        space = len(pl.partners)
        pl.partners = pl.partners + (a.value,)
        g.partner_offer = tuple(c for c in g.partner_offer if c != a.value)
        ev.append(Event("partner", player=p, continent=a.value))
        for e in T["partner_spaces"][space]:
            g.add_task(EffTask(p, e, ""))


@task("university")
class UniversityTask(Choice):
    """ZA-ASC-6: take a university."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "university", u) for u in g.uni_options(p)]

    def resolve(self, g, a, ev):
        p = a.player
        pl = g.pl[p]
        space = len(pl.unis)
        pl.unis = pl.unis + (a.value,)
        g.uni_offer = tuple(u for u in g.uni_offer if u != a.value)
        ev.append(Event("university", player=p, university=a.value))
        for e in T["universities"][a.value]["effects"]:                                      # ZA-ASC-6
            g.add_task(EffTask(p, e, ""))
        for e in T["university_spaces"][space]:
            g.add_task(EffTask(p, e, ""))


@task("recall", "count:n")
class RecallTask(Choice):
    """ZA-EFF-15: take back up to `count` placed workers, one at a time."""
    __slots__ = ("count",)

    def options(self, g):
        p = self.player
        out = [Choose(p, "recall", d) for d, k in sorted(g.pl[p].placed.items()) if k > 0]
        if out:
            out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = g.pl[p]
        placed = dict(pl.placed)    # replaced, never changed: copies share it (Player.copy)
        placed[a.value] -= 1
        if placed[a.value] == 0:
            del placed[a.value]
        pl.placed = placed
        ev.append(Event("recall", player=p, dept=a.value))
        if self.count > 1:
            g.stack.append(self.but(count=self.count - 1))


@action_card("association")
def _association(g, t, ev) -> None:
    g.add_task(AssocTask(t.player, t.strength, t.upgraded, ()))


@op("TAKE_PARTNER")
def _take_partner(g, p, e, ev, card) -> None:                                                 # ZA-EFF-12
    g.add_task(PartnerTask(p))


@op("TAKE_UNIVERSITY")
def _take_university(g, p, e, ev, card) -> None:                                              # ZA-EFF-13
    g.add_task(UniversityTask(p))


@op("RECALL_WORKER")
def _recall_worker(g, p, e, ev, card) -> None:                                                # ZA-EFF-15
    g.add_task(RecallTask(p, e["n"]))


@op("DONATE_FREE")
def _donate_free(g, p, e, ev, card) -> None:                                                  # ZA-EFF-16
    free = [v for v in T["donations"] if v not in g.donations]
    if free:
        g.donations = g.donations | {free[0]}
    ev.append(Event("donate", player=p, value=free[0] if free else 0, paid=0))
    g.gain(p, "cp", T["donation_cp"], ev, card)


class AssociationRules:
    """Departments, partner zoos and universities (a part of ZooArchitect)."""

    def dept_cost(self, p: int, d: str) -> int | None:
        """ZA-ASC-3: 1 worker if none of yours is there, else 2; None if closed/unaffordable."""
        pl = self.pl[p]
        there = pl.placed.get(d, 0)
        cost = 1 if there == 0 else 2
        if there + cost > T["department_max_workers"]:
            return None
        if pl.workers - sum(pl.placed.values()) < cost:
            return None
        return cost

    def partner_limit(self, p: int) -> int:
        return T["partner_limit"]["upgraded" if "association" in self.pl[p].upgraded else "base"]

    def _partner_options(self, p: int) -> list[str]:
        pl = self.pl[p]
        if len(pl.partners) >= self.partner_limit(p):                                        # ZA-ASC-5
            return []
        return [c for c in self.partner_offer if c not in pl.partners]

    def uni_options(self, p: int) -> list[str]:
        pl = self.pl[p]
        if len(pl.unis) >= len(T["university_spaces"]):
            return []
        return [u for u in self.uni_offer if u not in pl.unis]

    def dept_error(self, p: int, d: str, t=None) -> str | None:
        """Why department `d` cannot be chosen in p's association task `t` (default: p's pending
        association decision) (None: it can)."""
        if t is None:
            t = self.pending_of(p, "assoc")
        pl = self.pl[p]
        if not (t.upgraded or not t.used) or d in t.used:
            return i18n.t("architect.refuse.dept_used")  # ZA-ASC-4
        if DEPTS[d] > t.budget:
            return i18n.t("architect.refuse.dept_value")  # ZA-ASC-4
        if self.dept_cost(p, d) is None:                                                     # ZA-ASC-3/4
            there = pl.placed.get(d, 0)
            if there + (1 if there == 0 else 2) > T["department_max_workers"]:
                return i18n.t("architect.refuse.dept_full")  # ZA-ASC-3
            return i18n.t("architect.refuse.no_worker")  # ZA-ASC-3
        if d == "partner" and not self._partner_options(p):
            return i18n.t("architect.refuse.no_partner")  # ZA-ASC-5
        if d == "university" and not self.uni_options(p):
            return i18n.t("architect.refuse.no_uni")  # ZA-ASC-6
        if d == "conservation" and not self.support_options(p, t.upgraded):
            return i18n.t("architect.refuse.no_project")  # ZA-PRJ-3
        return None

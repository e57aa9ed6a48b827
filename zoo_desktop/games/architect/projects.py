"""Zoo Architect: conservation projects (ZA-PRJ, ZA-ANM-9 release): supporting a project and the
project queries (`ProjectRules`)."""
from __future__ import annotations

from zoo_desktop.engine.core import Event

from . import passives as P
from .actions import Support
from .cards import CARDS, TABLES as T
from .tasks import Auto, Choice, EffTask, GainTask, task


@task("support", "upgraded:up")
class SupportTask(Choice):
    """ZA-PRJ-3: support a project level (`upgraded`: an upgraded Association action's, which
    reaches the display too)."""
    __slots__ = ("upgraded",)

    def options(self, g):
        return g.support_options(self.player, self.upgraded)

    def resolve(self, g, a, ev):
        p = a.player
        pl = g.pl[p]
        pid = a.project
        card = CARDS[pid]
        if pid in pl.hand or (pid not in g.base and pid not in g.row):                       # ZA-PRJ-5
            if pid in pl.hand:
                pl.hand.remove(pid)
                folder = 0
            else:
                folder = g.take_display(p, pid, ev)
                pl.money -= folder                                                           # ZA-REP-4
            g.row.insert(0, pid)                                                             # ZA-PRJ-2
            g.ptok[pid] = (None,) * len(card.levels)
            ev.append(Event("project_played", player=p, card=pid, folder=folder))
            cap = T["project_row"][str(g.n)]
            while len(g.row) > cap:
                out = g.row.pop()
                g.ptok.pop(out, None)
                g.discard.append(out)
                ev.append(Event("project_out", player=p, card=out))
            for e in card.on_play:
                g.add_task(EffTask(p, e, pid))
        g.add_task(SupportDoTask(p, pid, a.level, a.animal))


@task("support_do", "project", "level", "animal")
class SupportDoTask(Auto):
    """ZA-PRJ-3: release if needed, next project token and its bonus, token on level, CP."""
    __slots__ = ("project", "level", "animal")

    def run(self, g, ev):
        p, pid, lvl = self.player, self.project, self.level
        pl = g.pl[p]
        if pid not in g.ptok or g.ptok[pid][lvl] is not None:
            ev.append(Event("no_option", player=p, what="support"))
            return
        if self.animal:
            g.release(p, self.animal, ev)
        if pl.tokens < len(T["project_tokens"]):
            for e in T["project_tokens"][pl.tokens]:
                g.add_task(EffTask(p, e, ""))
            pl.tokens += 1
        lv = list(g.ptok[pid])
        lv[lvl] = p
        g.ptok[pid] = tuple(lv)
        pl.supports = pl.supports | {pid}
        pl.supported += 1
        level = CARDS[pid].levels[lvl]
        ev.append(Event("support", player=p, card=pid, level=lvl, cp=level["cp"]))
        g.add_task(GainTask(p, "cp", level["cp"]))
        if level.get("rep"):
            g.add_task(GainTask(p, "reputation", level["rep"]))
        start = g.new_count()
        P.on_project(g, p, ev)
        g.simultaneous(p, start)


class ProjectRules:
    """Project queries (a part of ZooArchitect)."""

    def project_sources(self, p: int, up: bool) -> list[tuple[str, int, str]]:
        """(project, folder cost, where) a player may support now: base, row, hand, display."""
        pl = self.pl[p]
        out = [(b, 0, "base") for b in self.base] + [(r, 0, "row") for r in self.row]
        out += [(c, 0, "hand") for c in pl.hand if CARDS[c].type == "project"]
        if up:                                                                               # ZA-ASC-4
            out += [(c, f, "display") for f, c in self.display_cards(p) if CARDS[c].type == "project"]
        return out

    def support_options(self, p: int, up: bool) -> list[Support]:
        """ZA-PRJ-3/4/6: every Support p could choose now in a conservation department (`up`: an
        upgraded Association action, which also reaches the display)."""
        pl = self.pl[p]
        out = []
        seen = set()
        for pid, folder, where in self.project_sources(p, up):
            if pid in seen or pid in pl.supports or folder > pl.money:                       # ZA-PRJ-4
                continue
            seen.add(pid)
            card = CARDS[pid]
            slots = self.ptok.get(pid, (None,) * len(card.levels))
            req = card.requirement
            for i, lv in enumerate(card.levels):
                if slots[i] is not None:
                    continue
                if req["kind"] == "counter":
                    if self.counter(p, req["counter"]) >= lv["need"]:
                        out.append(Support(p, pid, i, ""))
                else:                                                                        # ZA-PRJ-6
                    for a in sorted(pl.home):
                        c = CARDS[a]
                        if req["icon"] in c.all_icons and c.size_class == lv["need"]:
                            out.append(Support(p, pid, i, a))
        return out

    def release(self, p: int, cid: str, ev: list) -> None:
        """ZA-ANM-9."""
        pl = self.pl[p]
        card = CARDS[cid]
        home = dict(pl.home)
        bid = home.pop(cid)
        pl.home = home
        pl.occ[bid] = tuple(a for a in pl.occ[bid] if a != cid)
        pl.zoo.remove(cid)
        if cid in pl.active:
            pl.active.remove(cid)
        self.discard.append(cid)
        pl.appeal = max(0, pl.appeal - card.appeal)
        ev.append(Event("release", player=p, card=cid, building=bid))

"""Zoo Architect: the tracks and their bonuses (ZA-TRK, ZA-REP-1/2/3, ZA-UPG-1, ZA-EFF-6/8): the
track tables, the CP and reputation bonuses, and the bonus tasks (upgrade, CP 2 choice, bonus
tile, slot move, the final card discard at CP 10) (`TrackRules`)."""
from __future__ import annotations

from functools import lru_cache

from zoo_desktop.engine.core import Event

from .actions import Choose
from .cards import ACTIONS, TABLES as T
from .tasks import Choice, EffTask, op, task

TILES = {t["id"]: t for t in T["bonus_tiles"]}


@lru_cache(maxsize=1024)
def score_threshold(n: int) -> int:
    """ZA-TRK-4: lowest appeal value T(n) of CP space n."""
    st = T["scoring_track"]
    return st["base"] - st["first_step"] * min(n, st["first"]) - st["later_step"] * max(0, n - st["first"])


@lru_cache(maxsize=1024)
def appeal_income(a: int) -> int:
    """ZA-TRK-1."""
    base, k = 5, 1
    start = 0
    for lo, b, step in T["appeal_income"]:
        if a >= lo:
            start, base, k = lo, b, step
    return base + (a - start) // k


@lru_cache(maxsize=1024)
def rep_range(rep: int) -> int:
    """ZA-REP-1: number of folders in reputation range."""
    n = 0
    for lo, folders in T["reputation_range"]:
        if rep >= lo:
            n = folders
    return min(6, n)


@task("upgrade")
class UpgradeTask(Choice):
    """ZA-UPG-1: upgrade an action card not upgraded yet (lost when all are)."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "upgrade", c) for c in ACTIONS if c not in g.pl[p].upgraded]

    def resolve(self, g, a, ev):
        pl = g.pl[a.player]
        pl.upgraded = pl.upgraded | {a.value}
        ev.append(Event("upgrade", player=a.player, card=a.value))

    def fallback(self, g, ev):
        ev.append(Event("lost", player=self.player, what="upgrade"))


@task("cp2")
class Cp2Task(Choice):
    """ZA-TRK-2: an upgrade or a worker."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "cp2", "upgrade"), Choose(p, "cp2", "worker")]

    def resolve(self, g, a, ev):
        if a.value == "upgrade":
            g.add_task(UpgradeTask(a.player))
        else:
            g.gain_worker(a.player, ev)


@task("tile", "level")
class TileTask(Choice):
    """ZA-TRK-2: a bonus tile of CP space `level` (5 or 8) or the money."""
    __slots__ = ("level",)

    def options(self, g):
        p = self.player
        tiles = g.tiles5 if self.level == 5 else g.tiles8
        return [Choose(p, "tile", k) for k in tiles] + [Choose(p, "tile", "money")]

    def resolve(self, g, a, ev):
        p = a.player
        if a.value == "money":
            g.gain(p, "money", T["conservation_money"], ev)
            return
        if self.level == 5:
            g.tiles5 = tuple(k for k in g.tiles5 if k != a.value)
        else:
            g.tiles8 = tuple(k for k in g.tiles8 if k != a.value)
        g.pl[p].tiles = g.pl[p].tiles + (a.value,)
        ev.append(Event("tile", player=p, tile=a.value))
        for e in TILES[a.value]["effects"]:
            g.add_task(EffTask(p, e, ""))


@task("slot", "to")
class SlotTask(Choice):
    """ZA-EFF-8: move an action card to slot `to`."""
    __slots__ = ("to",)

    def options(self, g):
        p = self.player
        return [Choose(p, "slot", c) for c in g.pl[p].slots]

    def resolve(self, g, a, ev):
        g.move_to(a.player, a.value, self.to)
        ev.append(Event("slot", player=a.player, card=a.value, to=self.to))


@task("final_discard")
class FinalDiscardTask(Choice):
    """ZA-TRK-5 / ZA-END-4: discard one of the final scoring cards."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        fin = g.pl[p].finals
        return [Choose(p, "final", c) for c in fin] if len(fin) >= 2 else []

    def resolve(self, g, a, ev):
        p = a.player
        fin = list(g.pl[p].finals)   # replaced, not changed: copies share the list (Player.copy)
        fin.remove(a.value)
        g.pl[p].finals = fin
        ev.append(Event("final_discard", owner=p, secret=("card",), player=p, card=a.value))


@op("UPGRADE")
def _upgrade(g, p, e, ev, card) -> None:                                                      # ZA-EFF-6
    g.add_task(UpgradeTask(p))


@op("SLOT")
def _slot(g, p, e, ev, card) -> None:                                                         # ZA-EFF-8
    g.add_task(SlotTask(p, e["to"]))


class TrackRules:
    """The track bonuses (a part of ZooArchitect)."""

    def rep_bonuses(self, p: int, ev: list) -> None:
        """ZA-REP-1: each bonus once, lowest first."""
        pl = self.pl[p]
        if pl.rep <= pl.rep_best:
            return
        old, pl.rep_best = pl.rep_best, pl.rep
        if self.scoring:
            return
        for lvl in range(old + 1, pl.rep + 1):
            for e in T["reputation_bonuses"].get(str(lvl), ()):
                ev.append(Event("track_bonus", player=p, track="reputation", space=lvl))
                self.add_task(EffTask(p, e, ""))

    def cp_bonuses(self, p: int, ev: list) -> None:
        """ZA-TRK-2 (once each, lowest first) and ZA-TRK-5 (first to CP 10)."""
        pl = self.pl[p]
        if pl.cp <= pl.cp_best:
            return
        old, pl.cp_best = pl.cp_best, pl.cp
        if self.scoring:
            return
        for lvl in range(old + 1, pl.cp + 1):
            kind = T["conservation_bonuses"].get(str(lvl))
            if kind == "choice_upgrade_worker":
                self.add_task(Cp2Task(p))
            elif kind == "tile_or_money":
                self.add_task(TileTask(p, lvl))
        if pl.cp >= T["final_discard_at_cp"] and not self.cp10:
            self.cp10 = True
            for k in range(self.n):
                q = (self.current + k) % self.n
                if len(self.pl[q].finals) >= 2:
                    self.add_task(FinalDiscardTask(q))

    def gain_worker(self, p: int, ev: list) -> None:
        """ZA-ASC-1: max 4 workers; further gains are lost."""
        pl = self.pl[p]
        if pl.workers < T["start"]["max_workers"]:
            pl.workers += 1
            ev.append(Event("worker", player=p, workers=pl.workers))
        else:
            ev.append(Event("lost", player=p, what="worker"))

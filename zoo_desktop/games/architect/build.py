"""Zoo Architect: the Build action (ZA-BLD, ZA-MAP-3/4/7, ZA-EFF-9/10/23/30): its tasks (build,
move in) and the placement queries (`BuildRules`)."""
from __future__ import annotations

from functools import lru_cache

from zoo_desktop import i18n
from zoo_desktop.engine.core import Event

from . import hexmap as H
from . import passives as P
from .actions import Build, Choose, Done
from .cards import BUILDINGS, CARDS
from .tasks import Choice, EffTask, action_card, op, task

B = BUILDINGS["buildings"]
BASE_KINDS = tuple(k for k, b in B.items() if not b.upgraded)
UP_KINDS = tuple(B)
SPECIAL_KINDS = tuple(k for k, b in B.items() if b.special)
_BUILDS: dict = {}   # (seat, kind, map) -> a Build action for each of zmap.placements[kind] (frozen: shared)


@lru_cache(maxsize=4096)
def _placements(p: int, k: str, zm, blocked: int, adj: int, restricted_ok: bool, kblock: int) -> tuple:
    """The Build actions of seat p for kind k on map `zm` (a hexmap.ZooMap) with these covered
    cells, cells a new building may touch (ZA-BLD-4), restricted side (ZA-MAP-4) and kiosk
    exclusion (ZA-BLD-8), in placements order; cached by content (frozen actions, one object per
    placement, seat and map): a search meets the same zoo often."""
    builds = _BUILDS.get((p, k, zm))
    if builds is None:
        builds = _BUILDS[(p, k, zm)] = tuple(Build(p, k, pc.col, pc.row, pc.rot) for pc in zm.placements[k])
    out = []
    for pc, a in zip(zm.placements[k], builds):
        m = pc.mask
        if m & blocked or not (m & adj):
            continue
        if pc.restricted and not restricted_ok:
            continue
        if m & kblock:
            continue
        out.append(a)
    return tuple(out)



@task("build", "mode", "kinds", "budget", "used", "upgraded:up", "card")
class BuildTask(Choice):
    """Place buildings: `mode` "action" (the Build action: cells up to `budget`, with
    `upgraded` several different kinds, `used` so far), "free" (ZA-EFF-9) or "unique"
    (ZA-EFF-10); `kinds` the kinds offered; `card` the card whose effect it is ("" for none)."""
    __slots__ = ("mode", "kinds", "budget", "used", "upgraded", "card")

    def options(self, g):
        p = self.player
        out = [a for a, _ in g.legal_placements(p, None, self)]
        if self.mode == "action":
            out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        p = a.player
        if isinstance(a, Done):
            return
        pl = g.pl[p]
        zm = pl.zmap
        pc = zm.make_placement(a.building, a.col, a.row, a.rot)
        cost = g.build_cost(p, a.building, self)
        pl.money -= cost
        kind = "unique" if self.mode == "unique" else a.building
        bid = g.put_building(p, kind, pc)
        g.emit(ev, "build", player=p, btype=kind, building=bid, cells=[list(H.cell(i)) for i in pc.cells],
               cost=cost, card=self.card or None)
        if self.mode == "action" and self.upgraded:
            left = self.budget - H.size_of(a.building)
            if left > 0:
                g.stack.append(self.but(budget=left, used=self.used + (a.building,)))
        start = g.new_count()
        for i in pc.cells:                                                                   # ZA-BLD-9
            if i in zm.yellow:
                ev.append(Event("yellow", player=p, bonus=zm.yellow[i], cell=list(H.cell(i)), map=zm.id))
                for e in zm.bonuses[zm.yellow[i]]:
                    g.add_task(EffTask(p, e, ""))
        if B.get(kind) and B[kind].appeal:                                                   # pavilion
            g.gain(p, "appeal", B[kind].appeal, ev)
        P.on_build(g, p, kind, ev)                                                           # ZA-EFF-23
        g.simultaneous(p, start)                                                             # ZA-GEN-4
        if not pl.full_map and (pl.mask & zm.buildable) == zm.buildable:                     # ZA-MAP-7
            pl.full_map = True
            g.gain(p, "appeal", zm.full_map_appeal, ev)
        if kind in SPECIAL_KINDS:                                                            # ZA-BLD-11
            g.add_task(MoveInTask(p, bid))


@task("move_in", "building:bid")
class MoveInTask(Choice):
    """ZA-BLD-11: animals of standard enclosures may move into new special enclosure `building`."""
    __slots__ = ("building",)

    def options(self, g):
        p, bid = self.player, self.building
        pl = g.pl[p]
        out = []
        if bid not in pl.bld:
            return out
        kind = pl.bld[bid][0]
        for a, home in sorted(pl.home.items()):
            if pl.bld[home][0].startswith("enc") and kind in CARDS[a].special and g.fits(p, CARDS[a], bid):
                out.append(Choose(p, "move_in", a))
        if out:
            out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = g.pl[p]
        old = pl.home[a.value]
        pl.occ[old] = ()
        pl.occ[self.building] = pl.occ[self.building] + (a.value,)
        pl.home = {**pl.home, a.value: self.building}     # replaced, never changed: copies share it (Player.copy)
        ev.append(Event("move_in", player=p, card=a.value, building=self.building, old=old))
        g.stack.append(self)


@action_card("build")
def _build(g, t, ev) -> None:
    up = t.upgraded
    g.add_task(BuildTask(t.player, "action", UP_KINDS if up else BASE_KINDS, t.strength, (), up, ""))


@op("FREE_BUILD")
def _free_build(g, p, e, ev, card) -> None:                                                   # ZA-EFF-9
    g.add_task(BuildTask(p, "free", tuple(e["kinds"]), e["max_size"], (), False, card or ""))


@op("UNIQUE")
def _unique(g, p, e, ev, card) -> None:                                                       # ZA-EFF-10
    g.add_task(BuildTask(p, "unique", (e["shape"],), 5, (), False, card or ""))


class BuildRules:
    """Placement queries (a part of ZooArchitect)."""

    def allowed_kinds(self, p: int, t=None) -> list[str]:
        """The building kinds p may place in build task `t` (default: p's pending build
        decision; [] if there is none), in the task's order (ZA-BLD-1/7/10, ZA-UPG-1)."""
        if t is None:
            t = self.pending_of(p, "build")
            if t is None:
                return []
        pl = self.pl[p]
        up_build = "build" in pl.upgraded
        have = {v[0] for v in pl.bld.values()}
        out = []
        for k in t.kinds:
            if t.mode == "unique":
                out.append(k)
                continue
            b = B[k]
            if k in t.used:                                                              # ZA-BLD-10
                continue
            if b.upgraded and not (t.upgraded if t.mode == "action" else up_build):
                continue
            if b.special and k in have:                                                      # ZA-BLD-7
                continue
            if b.size > t.budget:                                                         # ZA-BLD-1
                continue
            out.append(k)
        return out

    def _restricted_ok(self, p: int, t) -> bool:
        """ZA-MAP-4 with ZA-UPG-1: a Build action keeps the side it was chosen with."""
        return bool(t.upgraded) if t.mode == "action" else "build" in self.pl[p].upgraded

    def build_cost(self, p: int, kind: str, t=None) -> int:
        """What placing `kind` costs p in build task `t` (default: p's pending build decision)."""
        if t is None:
            t = self.pending_of(p, "build")
        if t.mode != "action":
            return 0                                                                         # ZA-EFF-9/10
        return max(0, BUILDINGS["cost_per_cell"] * H.size_of(kind) - P.build_discount(self, p))  # ZA-BLD-2, EFF-30

    def adjacency_mask(self, p: int) -> int:
        """ZA-BLD-4: the cells a new building of p must touch (the border for a first one)."""
        pl = self.pl[p]
        if not pl.bld:
            return H.BORDER                                                                  # ZA-BLD-4 first
        if self.adjacency == "previous" and pl.last in pl.bld:
            return H.neighbours_of(pl.bld[pl.last][1])
        return H.neighbours_of(pl.mask)

    def _kiosk_block(self, p: int) -> int:
        m = 0
        for kind, mask, _, _ in self.pl[p].bld.values():
            if kind == "kiosk":
                m |= H.NEAR[mask.bit_length() - 1]
        return m

    def legal_placements(self, p: int, kind: str | None = None, t=None) -> list[tuple[Build, int]]:
        """Query API for the UI: every legal (Build action, cost) now (for `kind` or all kinds) in
        build task `t`. Without `t`, as for a base or upgraded Build action at strength 5."""
        if t is None:
            up = "build" in self.pl[p].upgraded
            t = BuildTask(p, "action", UP_KINDS if up else BASE_KINDS, 5, (), up, "")
        out = []
        pl = self.pl[p]
        restricted_ok = self._restricted_ok(p, t)                                           # ZA-MAP-4
        blocked = pl.mask
        adj = self.adjacency_mask(p)
        kblock = self._kiosk_block(p)
        for k in self.allowed_kinds(p, t):
            if kind is not None and k != kind:
                continue
            cost = self.build_cost(p, k, t)
            if cost > pl.money:
                continue
            out += [(a, cost) for a in _placements(p, k, pl.zmap, blocked, adj, restricted_ok, kblock if k == "kiosk" else 0)]
        return out

    def build_cells(self, a: Build) -> list[tuple[int, int]]:
        """Query API for the UI: the offset cells (col, row) a Build action covers on its
        player's map ([] if off the map)."""
        pc = self.pl[a.player].zmap.make_placement(a.building, a.col, a.row, a.rot)
        return [H.cell(i) for i in pc.cells] if pc else []

    def placement_error(self, p: int, kind: str, col: int, row: int, rot: int, t=None) -> str | None:
        """Query API for the UI: None if the placement is legal now (in build task `t`, default
        p's pending build decision), else why not."""
        if t is None:
            t = self.pending_of(p, "build")
            if t is None:
                return i18n.t("architect.refuse.not_building")
        pl = self.pl[p]
        if kind not in H.KINDS:
            return i18n.t("architect.refuse.no_building", kind=kind)
        if kind not in t.kinds:
            return i18n.t("architect.refuse.kind_now")
        if kind not in self.allowed_kinds(p, t):
            b = B.get(kind)
            if kind in t.used:
                return i18n.t("architect.refuse.kind_twice")  # ZA-BLD-10
            if b and b.special and any(v[0] == kind for v in pl.bld.values()):
                return i18n.t("architect.refuse.unique_have")  # ZA-BLD-7
            if b and b.upgraded:
                return i18n.t("architect.refuse.needs_build_up")  # ZA-BLD-10
            return i18n.t("architect.refuse.too_big")  # ZA-BLD-1
        if not (0 <= rot < 12):
            return i18n.t("architect.refuse.orient")
        pc = pl.zmap.make_placement(kind, col, row, rot)
        if pc is None:
            return i18n.t("architect.refuse.on_map")  # ZA-MAP-3, ZA-BLD-3
        if pc.mask & pl.mask:
            return i18n.t("architect.refuse.covered")  # ZA-BLD-3
        if pc.restricted and not self._restricted_ok(p, t):
            return i18n.t("architect.refuse.restricted")  # ZA-MAP-4
        if not pc.mask & self.adjacency_mask(p):
            if not pl.bld:
                return i18n.t("architect.refuse.edge")  # ZA-BLD-4
            if self.adjacency == "previous":
                return i18n.t("architect.refuse.touch_prev")  # ZA-BLD-4
            return i18n.t("architect.refuse.touch_any")  # ZA-BLD-4
        if kind == "kiosk" and pc.mask & self._kiosk_block(p):
            return i18n.t("architect.refuse.kiosk")  # ZA-BLD-8
        if self.build_cost(p, kind, t) > pl.money:
            return i18n.t("architect.refuse.pay_building")  # ZA-BLD-2
        return None

    def place_building(self, p: int, kind: str, col: int, row: int, rot: int = 0) -> str:
        """Put a building on p's map without cost, checks or bonuses; returns its id."""
        pc = self.pl[p].zmap.make_placement(kind, col, row, rot)
        if pc is None:
            raise ValueError(f"{kind} does not fit at ({col},{row}) rot {rot}")
        bid = self.put_building(p, "unique" if kind.startswith("UB") else kind, pc)
        self.invalidate()
        return bid

    def put_building(self, p: int, kind: str, pc) -> str:
        """Record a placed building on p's map (ZA-BLD-4 'previous' = this one); its id."""
        pl = self.pl[p]
        c0 = H.cell(pc.cells[0])
        bid = f"{kind}@{c0[0]},{c0[1]}"
        pl.bld[bid] = (kind, pc.mask, pc.water, pc.rock)
        pl.mask |= pc.mask
        pl.last = bid
        if kind in SPECIAL_KINDS or kind.startswith("enc"):
            pl.occ[bid] = ()
        return bid


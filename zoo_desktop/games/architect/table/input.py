"""The Zoo Architect table's input: clicks, drags, keys and the wheel, the X-token and
rotation controls, the placement ghost, refusals, the "All choices" list, and `point_for`
(the next click towards a legal action, for tests)."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.core import Action
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import ACTIONS, BUILDINGS
from zoo_desktop.games.architect.rules import Build, Keep, PlayAnimal, Support, UseCard, XAction, trigger_label
from zoo_desktop.i18n import t

from zoo_desktop.ui.widgets import DropTarget, PagedChoices, centre, inside
from . import art as A
from . import text as X
from .layout import GEO, MAP_RECT, OVERLAY
from .widgets import Sel, Spot


class TableInput:
    """Mouse and keys, the selection controls, refusals and the next click towards an action."""

    def set_xspend(self, d: int) -> None:
        g = self.session.game
        if self.viewer is None:
            return
        self.sel.xspend = max(0, min(g.pl[self.viewer].x, self.sel.xspend + d))
        self._spots_key = None

    def toggle_xmode(self) -> None:
        task = self.my_task()
        if task is None or task.kind != "turn":
            self.refuse(t("architect.ui.not_now"))
            return
        if not any(isinstance(a, XAction) for a in self.legal()):
            self.refuse(self.session.game.explain(XAction(self.viewer, ACTIONS[0])))
            return
        self.sel.xmode = not self.sel.xmode
        self._spots_key = None

    def rotate(self, d: int = 1) -> None:
        self.sel.rot = (self.sel.rot + d) % 6
        self._spots_key = None

    def mirror(self) -> None:
        if not BUILDINGS["mirror"]:
            self.refuse(t("architect.ui.no_mirror"))
            return
        self.sel.mirror = not self.sel.mirror
        self._spots_key = None

    @property
    def rot(self) -> int:
        return self.sel.rot + (6 if self.sel.mirror else 0)

    # ------------------------------------------------------------------ the next click towards an action (tests)
    def point_for(self, action: Action) -> tuple[float, float]:
        """Where to click next (design units) to take `action`: its spot, or the UI step before
        it (a building in the supply, the rotate button, a card to pick, the X buttons), or,
        for decisions without a bespoke form, the "All choices" list and then its entry."""
        if self.dialog is not None and isinstance(self.dialog, PagedChoices):
            pt = self.dialog.point_for(action)
            if pt is not None:
                return pt
            return self.dialog.close_point()
        task = self.my_task()
        if task is None:
            raise ValueError("no decision of yours is showing")
        if self.focus != self.viewer:
            return centre(self.strip_rect(self.viewer))
        for s in self.current_spots():
            if s.action == action:
                return self._spot_point(s)
        if isinstance(action, Keep):
            want = set(action.cards)
            dealt = sorted(self.session.game.pl[self.viewer].dealt)
            for cid, rect in zip(dealt, self.keep_rects(len(dealt))):
                if (cid in want) != (cid in self.sel.keep):
                    return centre(rect)
            return self._button_point("choice:keep")
        if isinstance(action, UseCard):
            if self.sel.xmode:
                return self._button_point("x_mode")
            if self.sel.xspend != action.x:
                return self._button_point("x_plus" if self.sel.xspend < action.x else "x_minus")
        if isinstance(action, XAction) and not self.sel.xmode:
            return self._button_point("x_mode")
        if isinstance(action, Build):
            if self.sel.kind != action.building:
                for s in self.current_spots():
                    if s.key == ("kind", action.building):
                        return self._spot_point(s)
            if action.rot % 6 != self.sel.rot or (action.rot >= 6) != self.sel.mirror:
                if (action.rot >= 6) != self.sel.mirror:
                    return self._button_point("mirror")
                return self._button_point("rotate")
        if isinstance(action, PlayAnimal) and self.sel.card != action.card:
            for s in self.current_spots():
                if s.key == ("card", action.card):
                    return self._spot_point(s)
        if isinstance(action, Support) and action.animal and self.sel.level != (action.project, action.level):
            for s in self.current_spots():
                if s.key == ("lvl", action.project, action.level):
                    return self._spot_point(s)
        for b in self.choice_buttons:
            if getattr(b, "action", None) == action:
                return centre(b.rect)
        return self._button_point("choices")

    def point_for_kind(self, kind: str) -> tuple[float, float]:
        """The supply tile of a building kind (during a build decision)."""
        task = self.session.game.pending
        return centre(self.supply_rect(list(task.kinds).index(kind)))

    def _spot_point(self, s: Spot) -> tuple[float, float]:
        if s.key and s.key[0] == "card" and not s.cells:
            # overlapping hand cards: aim at the part that no card drawn later (further right) covers
            x, y, w, h = s.rect
            later = [o.rect[0] for o in self.current_spots()
                     if o.key and o.key[0] == "card" and o.rect[1] == y and x < o.rect[0] < x + w]
            visible = min([w] + [lx - x for lx in later])
            return (x + visible / 2, y + h / 2)
        if s.cells:
            return GEO.centre(*s.cells[0]) if not s.key or s.key[0] != "build" else GEO.centre(s.action.col, s.action.row)
        return centre(s.rect)

    def _button_point(self, name: str) -> tuple[float, float]:
        b = self.button(name)
        if b is None or not b.visible:
            return centre(self.button("choices").rect)
        return centre(b.rect)

    # ------------------------------------------------------------------ the generic list
    def open_choices(self) -> None:
        legal = self.legal()
        if not legal:
            self.refuse(t("architect.ui.not_now"))
            return
        names = self.names
        items = [(X.action_label(a, names), a) for a in legal]
        if self.my_task().kind == "order":
            items = [(self.order_label(a), a) for a in legal]

        def done(a):
            self.dialog = None
            if a is not None:
                self.act(a)
        self.dialog = PagedChoices(t("architect.ui.choices_title"), self.prompt_text(), items, done,
                                   width=1100, per_page=10)

    def order_label(self, a) -> str:
        task = self.session.game.pending
        for it in (task.items if task is not None and task.kind == "order" else ()):
            if trigger_label(it) == a.value:
                if it.kind == "eff":
                    src = f" ({X.card_name(it.card)})" if it.card else ""
                    return X.effect_text(it.effect) + src
                if it.kind == "gain":
                    return f"+{it.amount} {X.res_name(it.res)}"
        return X.order_label(a.value)

    # ------------------------------------------------------------------ input
    def table_event(self, ev, dpos) -> bool:
        now = self.app.now()
        if ev.type == pygame.MOUSEMOTION:
            self.drag.move(dpos)
            self._hover(dpos, now)
            return False
        if ev.type == pygame.MOUSEWHEEL:
            if self.building_mode() and self.sel.kind and inside(MAP_RECT, dpos):
                self.rotate(1 if ev.y > 0 else -1)
                return True
            return False
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_r and self.building_mode():
                self.rotate(1)
                return True
            if ev.key == pygame.K_f and self.building_mode():
                self.mirror()
                return True
            if ev.key == pygame.K_ESCAPE and (self.zoom_pin or self.sel.kind or self.sel.card or self.sel.xmode
                                              or self.sel.level):
                self.zoom_pin = None
                xs = self.sel.xspend
                rot, mir = self.sel.rot, self.sel.mirror
                self.sel = Sel(rot=rot, mirror=mir, xspend=xs)
                self._spots_key = None
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            cid = self.card_at(dpos)
            self.zoom_pin = None if (cid is None or cid == self.zoom_pin) else cid
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.zoom_pin:
                self.zoom_pin = None
            return self._press(dpos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.drag.drag is not None:
                self.drag.release(dpos)
                return True
            return self._click(dpos)
        return False

    def _press(self, dpos) -> bool:
        """Start dragging an action card (turn) or an animal card (animals)."""
        task = self.my_task()
        if task is None or self.anim.busy:
            return False
        vp = self.app.vp
        if task.kind == "turn" and self.focus == self.viewer:
            slots = self.session.game.pl[self.viewer].slots
            for i, card in enumerate(slots):
                r = self.action_rect(i)
                if inside(r, dpos):
                    img = self._action_img(self.session.game, self.viewer, card, i)
                    self.drag.targets = [DropTarget("use", MAP_RECT, self.why_not_use),
                                         DropTarget("xaction", self.button("x_mode").rect, self.why_not_x)]
                    self.drag.start(("action", card), img, r, dpos)
                    return True
        if task.kind == "animals":
            for s in self.current_spots():
                if s.key and s.key[0] == "card" and inside(s.rect, dpos):
                    cid = s.key[1]
                    self.drag.targets = self._enclosure_targets(cid)
                    self.drag.start(("animal", cid), A.card_face(cid, vp.n(s.rect[2]), vp.n(s.rect[3])), s.rect, dpos)
                    return True
        return False

    def _enclosure_targets(self, cid: str) -> list[DropTarget]:
        g = self.session.game
        out = []
        for bid, (kind, mask, _, _) in g.pl[self.viewer].bld.items():
            if not (kind.startswith("enc") or kind in ("petting_zoo", "reptile_house", "large_bird_aviary")):
                continue
            for i in H.bits(mask):
                out.append(DropTarget(bid, self.cell_centre_rect(*H.cell(i)),
                                      lambda item, b=bid: self.session.game.why_illegal(PlayAnimal(self.viewer, item[1], b))))
        return out

    def refuse(self, reason: str) -> None:
        """Refusals read in the player's language, without rule ids (X.reason)."""
        super().refuse(X.reason(reason))

    def why_not_use(self, item) -> str | None:
        g = self.session.game
        a = UseCard(self.viewer, item[1], min(self.sel.xspend, g.pl[self.viewer].x))
        return g.why_illegal(a)

    def why_not_x(self, item) -> str | None:
        return self.session.game.why_illegal(XAction(self.viewer, item[1]))

    def _dropped(self, item, target) -> None:
        g = self.session.game
        if item[0] == "action":
            if target.name == "xaction":
                self.act(XAction(self.viewer, item[1]))
            else:
                self.act(UseCard(self.viewer, item[1], min(self.sel.xspend, g.pl[self.viewer].x)))
        elif item[0] == "animal":
            self.act(PlayAnimal(self.viewer, item[1], target.name))

    def clicked(self, item) -> None:
        """A press and release without moving on a draggable card: the same as its spot."""
        if item[0] == "action":
            for s in self.current_spots():
                if s.key == ("action", item[1]):
                    if s.action is not None:
                        self.act(s.action)
                    else:
                        self.refuse(s.tip or t("architect.ui.not_now"))
                    return
        elif item[0] == "animal":
            self.pick_card(item[1])

    def _click(self, dpos) -> bool:
        # the players' strip: focus on a player's zoo (unless picking a target)
        task = self.my_task()
        spots = self.current_spots()
        overlay = self.overlay_kind()
        # hand cards overlap when the hand is long and the later ones are drawn on top: the top one wins
        cards = sorted((s for s in spots if not s.overlay and s.key and s.key[0] == "card" and not s.cells),
                       key=lambda s: -s.rect[0])
        ordered = [s for s in spots if s.overlay] + [s for s in spots if not s.overlay and s not in cards] + cards
        for s in ordered:
            if self.focus != self.viewer and self._left(s):
                continue
            if s.cells:
                cell = GEO.on_map_hit(dpos)
                if self.focus != self.viewer or cell is None or tuple(cell) not in s.cells:
                    continue
            elif not inside(s.rect, dpos):
                continue
            if s.key and s.key[0] == "build":
                continue  # the ghost decides (below)
            if s.action is not None:
                self.act(s.action)
            elif s.op is not None:
                s.op()
            elif s.tip:
                self.refuse(s.tip)
            return True
        if overlay and inside(OVERLAY, dpos):
            return True
        if task is not None and task.kind in ("animals", "sponsors") and self.viewer is not None:
            cid = self.card_at(dpos)
            if cid is not None and (cid in self.shown.pl[self.viewer].hand or cid in self.shown.display):
                self.refuse(self.session.game.card_error(self.viewer, cid) or t("architect.ui.not_now"))
                return True
        if task is not None and task.kind == "build" and self.sel.kind and inside(MAP_RECT, dpos):
            self.place_ghost(dpos)
            return True
        for p in range(self.session.config.players):
            if inside(self.strip_rect(p), dpos):
                self.focus = p
                self._spots_key = None
                return True
        return False

    @staticmethod
    def _left(sp: Spot) -> bool:
        """A spot in the left column (your map or action cards): live only while your zoo is shown."""
        return bool(sp.cells) or bool(sp.key and sp.key[0] == "action")

    def place_ghost(self, dpos) -> None:
        if self.focus != self.viewer:
            self.focus = self.viewer
            return
        cell = GEO.hit(dpos)
        if cell is None:
            return
        a = Build(self.viewer, self.sel.kind, cell[0], cell[1], self.rot)
        reason = self.session.game.why_illegal(a)
        if reason:
            self.refuse(reason)
            return
        self.act(a)

    def ghost(self):
        """(cells, legal?, reason, cost) of the building following the mouse, or None."""
        if not self.building_mode() or not self.sel.kind or self.focus != self.viewer:
            return None
        if not inside(MAP_RECT, self.app.mouse):
            return None
        cell = GEO.hit(self.app.mouse)
        if cell is None:
            return None
        g = self.session.game
        cells = A.shape_cells(self.sel.kind, cell, self.rot)
        reason = g.placement_error(self.viewer, self.sel.kind, cell[0], cell[1], self.rot)
        cost = g.build_cost(self.viewer, self.sel.kind)
        return cells, reason is None, reason, cost, cell

    def fit_cells(self) -> set:
        """Placement aid: every cell some legal placement of the selected building covers, in
        any rotation or mirror (the engine's legal Build actions)."""
        if not self.building_mode() or not self.sel.kind:
            return set()
        key = (self.session.version, self.sel.kind)
        if getattr(self, "_fit_key", None) != key:
            cells = set()
            for a in self.legal():
                if isinstance(a, Build) and a.building == self.sel.kind:
                    cells.update(A.shape_cells(a.building, (a.col, a.row), a.rot))
            self._fit_key, self._fit = key, cells
        return self._fit

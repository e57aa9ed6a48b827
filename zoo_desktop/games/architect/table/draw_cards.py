"""Drawing the cards: the display with the deck, your hand, your final scoring cards, and the
building supply of a build."""
from __future__ import annotations

import pygame

from zoo_desktop.engine import hexgrid
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import CARDS
from zoo_desktop.i18n import t

from . import art as A
from . import text as X
from .layout import CX0, DECK_RECT, DISP_Y, FINAL_W, HAND_Y, P, SUPPLY_W
from .widgets import box_layout, boxed


class DrawCards:
    """The display and deck, the hand, the final scoring cards, the building supply."""

    # ---- display and deck
    def _draw_display(self, s, g) -> None:
        vp = self.app.vp
        p = self.viewer if self.viewer is not None else self.focus
        reach = g.in_range(p)
        for i in range(6):
            x, y, w, h = self.display_rect(i)
            inr = i < reach
            lab = t("architect.ui.folder", n=i + 1)
            self._fitd(s, lab, 15, (255, 236, 170) if inr else (170, 190, 175), (x + 2, y - 22, w - 34, 20), inr)
            self._fitd(s, f"+{i + 1}", 15, (255, 236, 170) if inr else (170, 190, 175), (x + w - 30, y - 22, 28, 20),
                       True, "right")
            cid = g.display[i]
            r = vp.r(x, y, w, h)
            if cid and ("card", cid) not in self.hidden:
                s.blit(A.card_face(cid, r.w, r.h), r)
                if not inr:
                    sh = pygame.Surface(r.size, pygame.SRCALPHA)
                    sh.fill((0, 0, 0, 80))
                    s.blit(sh, r)
            else:
                pygame.draw.rect(s, (50, 90, 70), r, max(1, vp.n(2)), border_radius=vp.n(10))
            if inr:
                pygame.draw.line(s, (120, 230, 140), vp.p(x, y + h + 4), vp.p(x + w, y + h + 4), vp.n(4))
        self._label(s, t("architect.ui.reach", n=reach), 15, (DECK_RECT[0] + DECK_RECT[2] / 2, DISP_Y - 20),
                    (120, 230, 140), "midtop", True, width=98)
        r = vp.rect(DECK_RECT)
        v = self.seen()   # the deck and the discard are face down: counted from the viewer's view
        if v["deck_size"]:
            s.blit(A.card_back(r.w, r.h), r)
        else:
            pygame.draw.rect(s, (50, 90, 70), r, vp.n(2), border_radius=vp.n(10))
        under = (DECK_RECT[0] - 10, DECK_RECT[1] + DECK_RECT[3] + 2, DECK_RECT[2] + 20, 18)   # to the donations' label
        self._fitd(s, t("architect.ui.deck_n", n=v["deck_size"]), 15, (220, 230, 220), under, False, "center")
        self._fitd(s, t("architect.ui.discard_n", n=v["discard_size"]), 14, (180, 195, 185),
                   (under[0], under[1] + 19, under[2], 18), False, "center")

    # ---- hand and final scoring cards
    def _draw_hand(self, s, g) -> None:
        vp = self.app.vp
        if self.viewer is None:
            return
        pl = g.pl[self.viewer]
        x0, x1 = self.hand_area()
        self._label(s, t("architect.ui.your_hand", n=len(pl.hand), lim=g.hand_limit(self.viewer)), 18,
                    (x0, HAND_Y - 26), (220, 230, 220), bold=True)
        task = self.my_task()
        live = {sp.key[1] for sp in self.current_spots() if sp.key and sp.key[0] == "card"} \
            if task is not None and task.kind in ("animals", "sponsors") else None
        for cid, rect in zip(pl.hand, self.hand_rects(pl.hand)):
            if ("card", cid) in self.hidden or self.drag.dragging(("animal", cid)):
                continue
            r = vp.rect(rect)
            s.blit(A.card_face(cid, r.w, r.h), r)
            if live is not None and cid not in live:
                sh = pygame.Surface(r.size, pygame.SRCALPHA)
                sh.fill((0, 0, 0, 90))
                s.blit(sh, r)
        fins = pl.finals
        rects = self.final_rects(len(fins))
        if rects:
            self._fitd(s, t("architect.ui.finals"), 16, (220, 230, 220), (rects[0][0], HAND_Y + 2, FINAL_W, 22), True)
        for cid, rect in zip(fins, rects):
            self._draw_final_card(s, g, cid, rect)

    def _draw_final_card(self, s, g, cid, rect) -> None:
        """A final scoring card in words: its name, what it counts (and your count now), its tiers."""
        vp = self.app.vp
        x, y, w, h = rect
        r = vp.r(x, y, w, h)
        pygame.draw.rect(s, (236, 226, 246), r, border_radius=vp.n(8))
        pygame.draw.rect(s, (120, 80, 160), r, max(1, vp.n(2)), border_radius=vp.n(8))
        c = CARDS[cid]
        A.icon(s, ("icons", "trophy"), vp.n(16), vp.p(x + 12, y + 12))
        # the name on top, the tiers at the bottom, what it counts (your count now) between:
        # each shrinks to the readable size and wraps over the room it has
        boxed(s, X.card_name(cid), vp.n(16), P.ink, vp.r(x + 24, y + 3, w - 28, 22), True, "left")
        have = g.counter(self.viewer, c.counter)
        tiers = " ".join(f"{a}+: {b}" for a, b in c.tiers)
        tier_h = min(40, (h - 28) / 2)
        boxed(s, t("architect.ui.final_tiers", tiers=tiers), vp.n(14), (90, 50, 120),
              vp.r(x + 6, y + h - tier_h - 2, w - 12, tier_h), True, "left")
        boxed(s, t("architect.ui.final_count", what=X.counter_name(c.counter), n=have), vp.n(14), P.ink,
              vp.r(x + 6, y + 29, w - 12, h - 29 - tier_h - 5), False, "left")

    # ---- build supply
    def _draw_supply(self, s) -> None:
        vp = self.app.vp
        g = self.session.game
        task = g.pending
        self._panel(s, (660, 756, SUPPLY_W + 4, 316), (44, 40, 30))
        self._label(s, t("architect.ui.supply"), 18, (CX0, 762), (255, 236, 170), bold=True, width=142)
        allowed = set(g.allowed_kinds(self.viewer))
        for i, kind in enumerate(task.kinds):
            rect = self.supply_rect(i)
            r = vp.rect(rect)
            ok = kind in allowed
            sel = kind == self.sel.kind
            pygame.draw.rect(s, (250, 244, 226) if ok else (150, 146, 136), r, border_radius=vp.n(8))
            if sel:
                pygame.draw.rect(s, (255, 190, 60), r, max(2, vp.n(4)), border_radius=vp.n(8))
            # the shape in small hexes
            shape = hexgrid.orient(H.shape_of(kind), self.rot if sel else 0)
            cells = [hexgrid.to_offset(q, a) for q, a in shape]
            mini = A.HexGeo(0, 0, 9)
            pts = [mini.centre(c, rr) for c, rr in cells]
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            ox, oy = rect[0] + rect[2] / 2 - cx, rect[1] + 34 - cy
            col = A.KIND_COL.get("unique" if kind.startswith("UB") else kind, (200, 200, 200))
            for c, rr in cells:
                poly = [vp.p(px + ox, py + oy) for px, py in mini.corners(c, rr)]
                pygame.draw.polygon(s, col if ok else (120, 120, 120), poly)
                pygame.draw.polygon(s, (60, 50, 40), poly, 1)
            # from the bottom up: the cost, the size (left out when the name needs its room:
            # the shape shows it), the name in the room left under the shape (two lines at most)
            cost = g.build_cost(self.viewer, kind)
            lh = vp.n(18)
            bottom = r.bottom - vp.n(3)
            price = t("architect.ui.cost_n", n=cost)
            price_box = pygame.Rect(r.x + vp.n(2), bottom - lh, r.w - vp.n(4), lh)
            if not box_layout(price, vp.n(13), price_box, True)[4]:
                price = f"{cost}$"   # the strip's money sign
            boxed(s, price, vp.n(13), P.ink, price_box, True)
            bottom -= lh + 3
            name_top = r.y + vp.n(58)
            name_box = pygame.Rect(r.x + vp.n(3), name_top, r.w - vp.n(6), bottom - lh - 3 - name_top)
            size = t("architect.ui.size_n", n=H.size_of(kind))
            size_box = pygame.Rect(r.x + vp.n(2), bottom - lh, r.w - vp.n(4), lh)
            if box_layout(X.kind_name(kind), vp.n(14), name_box, True)[4] and box_layout(size, vp.n(13), size_box)[4]:
                boxed(s, size, vp.n(13), P.muted, size_box)
            else:
                name_box.h = bottom - name_top
            boxed(s, X.kind_name(kind), vp.n(14), P.ink, name_box, True)

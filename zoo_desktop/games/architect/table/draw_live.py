"""Drawing the live layer over the cached board, every frame: the spots' glows, the hint, the
hand card under the mouse, the placement aid and ghost, the thinking dots, and the zoom."""
from __future__ import annotations

import pygame

from zoo_desktop.games.architect.rules import Build
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import pulse
from . import art as A
from . import text as X
from .layout import GEO, MAP_RECT, P, ZOOM_H, ZOOM_W


class DrawLive:
    """The live layer drawn every frame, and the zoom."""

    # ---- per frame: glows, hover, ghost, zoom
    def _draw_live(self, surf) -> None:
        vp = self.app.vp
        now = self.app.now()
        spots = self.current_spots()
        hint = self.hint_action
        for sp in spots:
            if sp.key and sp.key[0] in ("build", "dead"):
                continue
            if self.focus != self.viewer and self._left(sp):
                continue
            gold = hint is not None and sp.action == hint
            col = P.accent if gold else sp.colour
            w = max(1, vp.n(3 + (3 if gold else 2) * pulse(now)))
            if sp.cells:
                if self.focus != self.viewer:
                    continue
                for c, r in sp.cells:
                    A.hex_poly(surf, vp, GEO, c, r, col, w, 0.94)
            else:
                pygame.draw.rect(surf, col, vp.rect(sp.rect).inflate(2 * w, 2 * w), w, border_radius=vp.n(10))
        if hint is not None and isinstance(hint, Build) and self.sel.kind == hint.building and self.focus == self.viewer:
            for c, r in A.shape_cells(hint.building, (hint.col, hint.row), hint.rot):
                A.hex_poly(surf, vp, GEO, c, r, P.accent, vp.n(3 + 3 * pulse(now)), 0.9)
        # hand card lifted under the mouse
        if self.viewer is not None and not self.drag.drag and not self.overlay_kind():
            hand = self.shown.pl[self.viewer].hand
            for cid, rect in zip(hand, self.hand_rects(hand)):
                if cid == self.hover_card and ("card", cid) not in self.hidden:
                    r = vp.rect(rect).move(0, -vp.n(22))
                    surf.blit(A.card_face(cid, r.w, r.h), r)
                    pygame.draw.rect(surf, (255, 255, 255), r, max(1, vp.n(2)), border_radius=vp.n(8))
        # the placement aid: where the selected building fits (any rotation), then the ghost
        if self.focus == self.viewer:
            fit = self.fit_cells()
            if fit:
                mr = vp.rect(MAP_RECT)
                key = (self._fit_key, vp.size)
                if getattr(self, "_tint_key", None) != key:       # drawn once per selection and size
                    tint = pygame.Surface(mr.size, pygame.SRCALPHA)
                    for c, r in fit:
                        poly = [(x - mr.x, y - mr.y) for x, y in (vp.p(*q) for q in GEO.corners(c, r, 0.86))]
                        pygame.draw.polygon(tint, (60, 200, 110, 90), poly)
                        pygame.draw.polygon(tint, (20, 120, 60, 220), poly, max(1, vp.n(2)))
                    self._tint_key, self._tint = key, tint
                surf.blit(self._tint, mr)
        gh = self.ghost()
        self.ghost_text = None
        self.ghost_rect = None
        if gh is not None:
            cells, ok, reason, cost, anchor = gh
            col = (60, 210, 110) if ok else (230, 70, 60)
            box = vp.rect(self.cells_rect(cells)).inflate(vp.n(8), vp.n(8))
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            for c, r in cells:
                pygame.draw.polygon(shade, col + (120,), [(x - box.x, y - box.y) for x, y in
                                                          (vp.p(*p) for p in GEO.corners(c, r))])
            surf.blit(shade, box)
            for c, r in cells:
                A.hex_poly(surf, vp, GEO, c, r, col, max(2, vp.n(3)))
            text = t("architect.ui.ghost_ok", kind=X.kind_name(self.sel.kind), cost=cost) if ok else X.reason(reason)
            self.ghost_text = text
            lines = gfx.wrap(text, vp.n(20), vp.n(420))
            bx, by, bw, bh = self.ghost_rect = self.ghost_box(cells, len(lines))
            box = vp.r(bx, by, bw, bh)
            pygame.draw.rect(surf, (255, 252, 240), box, border_radius=vp.n(8))
            pygame.draw.rect(surf, col, box, max(1, vp.n(3)), border_radius=vp.n(8))
            for i, ln in enumerate(lines):
                gfx.blit_text(surf, ln, vp.n(20), P.ink, vp.p(bx + 10, by + 6 + 28 * i))
            self.ghost_anchor = anchor
        # thinking dots
        th = self.driver.thinking() if not self.anim.busy else None
        if th is not None:
            x, y, w, h = self.strip_rect(th)
            dots = "." * (1 + int(now / 350) % 3)
            gfx.blit_text(surf, dots, vp.n(24), P.ink, vp.p(x + w - 70, y + h - 26), bold=True)
        # the zoom
        hover_ok = self.hover_card and now - self.hover_since > 350 and not self.drag.drag and gh is None
        cid = self.zoom_pin or (self.hover_card if hover_ok else None)
        self.zoom_shown = cid     # drawn in draw(), above the buttons

    def _draw_zoom(self, surf, cid) -> None:
        vp = self.app.vp
        mx, my = self.app.mouse
        x = mx + 30 if mx < 960 else mx - 30 - ZOOM_W
        y = max(10, min(1070 - ZOOM_H, my - ZOOM_H / 2))
        r = vp.r(x, y, ZOOM_W, ZOOM_H)
        sh = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 110), sh.get_rect(), border_radius=vp.n(16))
        surf.blit(sh, r.move(vp.n(6), vp.n(6)))
        surf.blit(A.card_face(cid, r.w, r.h, True), r)
        self.zoom_rect = (x, y, ZOOM_W, ZOOM_H)

"""Drawing the association board: departments, donations, partner zoo and university offers,
and the conservation projects (also drawn large on the support sheet)."""
from __future__ import annotations

import pygame

from zoo_desktop.games.architect.cards import CARDS, CONTINENTS, TABLES
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from . import art as A
from . import text as X
from .layout import DEPTS, DEPT_VALUE, DEPT_Y, DONATIONS, DON_X0, P, UNIS
from .widgets import box_layout, boxed


class DrawAssoc:
    """The association board and the projects."""

    # ---- association board
    def _draw_assoc(self, s, g) -> None:
        vp = self.app.vp
        pal = self.app.palette
        self._panel(s, (660, 412, 836, 290), (34, 74, 58))
        for i, d in enumerate(DEPTS):
            r = vp.rect(self.dept_rect(i))
            pygame.draw.rect(s, (236, 228, 206), r, border_radius=vp.n(10))
            # the name across the tile (two lines where it needs them), the value in the corner
            # under it, beside the workers (or what the department gives)
            boxed(s, X.dept_name(d), vp.n(17), P.ink, pygame.Rect(r.x + vp.n(4), r.y + vp.n(3), r.w - vp.n(8), r.h - vp.n(29)),
                  True, "left")
            c = (r.right - vp.n(14), r.bottom - vp.n(13))
            pygame.draw.circle(s, (90, 120, 100), c, vp.n(11))
            gfx.blit_text(s, str(DEPT_VALUE[d]), vp.n(15), (255, 255, 255), c, "center", True)
            # workers of every player here
            k = 0
            for p in range(g.n):
                for _ in range(g.pl[p].placed.get(d, 0)):
                    cc = (r.x + vp.n(12 + (k % 5) * 16), r.bottom - vp.n(12 + (k // 5) * 16))
                    pygame.draw.circle(s, pal.player(p), cc, vp.n(7))
                    pygame.draw.circle(s, (20, 20, 20), cc, vp.n(7), 1)
                    k += 1
            what = t(f"architect.ui.dept_short.{d}")
            what_box = pygame.Rect(r.x + vp.n(5), r.bottom - vp.n(23), r.w - vp.n(33), vp.n(20))
            if k == 0 and box_layout(what, vp.n(15), what_box)[4]:   # else the name says it (and the tooltip)
                boxed(s, what, vp.n(15), P.muted, what_box, align="left")
        # donations
        self._fitd(s, t("architect.ui.donations"), 15, (210, 225, 215), (DON_X0, DEPT_Y - 5, 1496 - DON_X0 - 8, 20))
        for i, v in enumerate(DONATIONS):
            r = vp.rect(self.donation_rect(i))
            covered = v in g.donations
            pygame.draw.rect(s, (120, 120, 120) if covered else (236, 170, 190), r, border_radius=vp.n(8))
            half = r.h // 2
            boxed(s, str(v), vp.n(20), (20, 20, 20), pygame.Rect(r.x, r.y + 1, r.w, half - 1), True)
            word = t("architect.ui.covered") if covered else (t("architect.badge.gain", n=TABLES["donation_cp"], res=X.res_short("cp")) if i < 4
                                                               else t("architect.ui.always"))
            wbox = pygame.Rect(r.x - vp.n(3), r.y + half + 1, r.w + vp.n(6), r.h - half - 2)
            if covered and not box_layout(word, vp.n(14), wbox)[4]:   # no room for the word: a tick says it
                cx, cy, k = wbox.centerx, wbox.centery, max(3, wbox.h // 3)
                pygame.draw.lines(s, (30, 30, 30), False, [(cx - k, cy), (cx - k // 3, cy + k * 2 // 3), (cx + k, cy - k * 2 // 3)],
                                  max(2, vp.n(3)))
            else:
                boxed(s, word, vp.n(14), (30, 30, 30), wbox)
        # offers
        for i, c in enumerate(CONTINENTS):
            r = vp.rect(self.partner_rect(i))
            if c in g.partner_offer:
                pygame.draw.rect(s, (236, 228, 206), r, border_radius=vp.n(8))
                A.icon_chip(s, c, vp.n(28), r.center)
            else:
                pygame.draw.rect(s, (60, 90, 75), r, max(1, vp.n(2)), border_radius=vp.n(8))
        for i, u in enumerate(UNIS):
            r = vp.rect(self.uni_rect(i))
            if u in g.uni_offer:
                A.chip(s, r, (200, 214, 240), "", vp.n(15))
                self._boxed(s, X.uni_name(u), vp.n(15), (20, 20, 20), r.inflate(-vp.n(6), 0), bold=True)
            else:
                pygame.draw.rect(s, (60, 90, 75), r, max(1, vp.n(2)), border_radius=vp.n(8))
        # projects
        for i, pid in enumerate(self.projects_on_board(g)[:8]):
            self._draw_project(s, g, pid, self.project_rect(i), base=pid in g.base)

    def _draw_project(self, s, g, pid, rect, base=False, big=False) -> None:
        vp = self.app.vp
        pal = self.app.palette
        c = CARDS[pid]
        r = vp.rect(rect)
        pygame.draw.rect(s, (250, 248, 236), r, border_radius=vp.n(8))
        pygame.draw.rect(s, A.TYPE_COL["project"] if not base else (110, 140, 90), r, max(1, vp.n(3)), border_radius=vp.n(8))
        px = vp.n(16 if big else 13)
        y = r.y + vp.n(4)
        # the name in up to two lines (three on a small card at a small window, where the
        # requirement then gives way to the zoom if it has no room left over the levels)
        levels_top = r.bottom - vp.n(4) - len(c.levels) * vp.n(26)   # (small card) the levels sit at the bottom
        if big:
            name_box = pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), 2 * gfx.font(px, True).get_linesize())
            lines, npx, _ = gfx.fit_wrapped(X.card_name(pid), px, name_box, True)
            gfx.blit_wrapped(s, X.card_name(pid), px, P.ink, name_box, bold=True)
            y = name_box.y + len(lines) * gfx.font(npx, True).get_linesize()
        else:   # never into the levels: shrunk (to the readable size) to the room over them
            name_box = pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), levels_top - y - vp.n(2))
            y = max(y, boxed(s, X.card_name(pid), px, P.ink, name_box, True).bottom + vp.n(2))
        req = c.requirement
        if not big and y + max(vp.n(24), gfx.font(vp.n(12)).get_linesize()) > levels_top:
            req = {"kind": "none"}
        if big:
            y += vp.n(4)
            text = t("architect.label.release", icon=X.icon_name(req["icon"])) if req["kind"] == "release" else \
                t("architect.label.project_counter", counter=X.counter_name(req["counter"]))
            for ln in gfx.wrap(text, vp.n(14), r.w - vp.n(10))[:3]:
                gfx.blit_text(s, ln, vp.n(14), P.ink, (r.x + vp.n(5), y))
                y += vp.n(18)
            if req["kind"] == "counter" and self.viewer is not None:
                have = g.counter(self.viewer, req["counter"])
                gfx.blit_text(s, t("architect.ui.you_have", n=have), vp.n(14), (40, 110, 50),
                              (r.x + vp.n(5), y + vp.n(2)), bold=True)
            px = vp.n(44)
            cx, cy = vp.p(rect[0] + rect[2] / 2, rect[1] + 122)
            A.draw_pic(s, A.card_pic(pid), px, (cx, cy - px // 2))
        elif req["kind"] == "release":
            A.icon(s, ("icons", "seedling"), vp.n(20), (r.x + vp.n(14), y + vp.n(12)))
            A.icon_chip(s, req["icon"], vp.n(22), (r.x + vp.n(38), y + vp.n(12)))
            gfx.blit_text(s, t("architect.ui.release_short"), vp.n(12), P.muted, (r.x + vp.n(52), y + vp.n(5)))
        elif req["kind"] == "counter":
            cn = req["counter"]
            if cn.startswith("icon:"):
                A.icon_chip(s, cn[5:], vp.n(22), (r.x + vp.n(16), y + vp.n(12)))
            elif levels_top - y >= vp.n(22):   # the counter's picture (its name is in the zoom and the big view)
                A.icon(s, A.card_pic(pid).main, vp.n(24), (r.x + vp.n(16), y + vp.n(12)))
        y = levels_top if not big else y + vp.n(28)
        toks = g.ptok.get(pid, (None,) * len(c.levels))
        for li, lv in enumerate(c.levels):
            lr = vp.rect(self.level_rect(rect, li)) if big else pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), vp.n(23))
            pygame.draw.rect(s, (232, 240, 222), lr, border_radius=vp.n(5))
            need = lv["need"]
            boxed(s, f"{need}", vp.n(17 if big else 15), P.ink, pygame.Rect(lr.x + vp.n(4), lr.y, vp.n(22), lr.h), True, "left")
            gain = f"{lv['cp']} {X.res_short('cp')}" + (f" +{lv['rep']} {X.res_short('reputation')}" if lv.get("rep") else "")
            boxed(s, gain, vp.n(16 if big else 14), (40, 110, 50),
                  pygame.Rect(lr.x + vp.n(27), lr.y, lr.w - vp.n(27) - vp.n(21), lr.h), True)
            tok = toks[li] if li < len(toks) else None
            cc = (lr.right - vp.n(11), lr.centery)
            if tok is None:
                pygame.draw.circle(s, (200, 200, 190), cc, vp.n(8), 1)
            elif tok == -1:
                pygame.draw.rect(s, (90, 90, 90), pygame.Rect(cc[0] - vp.n(8), cc[1] - vp.n(8), vp.n(16), vp.n(16)))
                gfx.blit_text(s, "N", vp.n(11), (240, 240, 240), cc, "center", True)
            else:
                pygame.draw.rect(s, pal.player(tok), pygame.Rect(cc[0] - vp.n(8), cc[1] - vp.n(8), vp.n(16), vp.n(16)))
                gfx.blit_seat_letter(s, tok, vp.n(11), cc)
            y += lr.h + vp.n(3)

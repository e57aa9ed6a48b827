"""Drawing the players: the board of the player in focus (resources, workers, partner zoos,
universities, project tokens, icons), their action cards with X tokens, and the players'
strip on the right."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.names import seat_letter
from zoo_desktop.games.architect.cards import ICONS, TABLES
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from . import art as A
from . import text as X
from .layout import AH, AW, BOARD_RECT, MAP_BADGE, P, ROW_X0, XBAR_Y
from .widgets import boxed


class DrawPlayer:
    """The board and action cards of the player in focus, and the players' strip."""

    # ---- action cards and X tokens
    def _action_img(self, g, p, card, i):
        vp = self.app.vp
        pl = g.pl[p]
        xs = min(self.sel.xspend, pl.x) if (p == self.viewer and self.my_task() and self.my_task().kind == "turn"
                                            and not self.sel.xmode) else 0
        s = g.strength(p, card, xs)
        return A.action_card(card, vp.n(AW), vp.n(AH), i + 1, s, card in pl.upgraded, card in pl.venom,
                             card in pl.constrict, xs)

    def _draw_row(self, s, g) -> None:
        vp = self.app.vp
        p = self.focus
        pl = g.pl[p]
        if ("row", p) not in self.hidden:
            for i, card in enumerate(pl.slots):
                if self.drag.dragging(("action", card)):
                    continue
                s.blit(self._action_img(g, p, card, i), vp.p(*self.action_rect(i)[:2]))
        # X tokens
        self._label(s, t("architect.ui.x_tokens"), 22, (ROW_X0, XBAR_Y + 10), (235, 240, 230), bold=True, width=112)
        for i in range(TABLES["start"]["max_x"]):
            c = vp.p(ROW_X0 + 130 + i * 38, XBAR_Y + 21)
            if i < pl.x:
                A.x_token(s, c, vp.n(16))
            else:
                pygame.draw.circle(s, (60, 90, 75), c, vp.n(16), max(1, vp.n(2)))
        task = self.my_task()
        if task is not None and task.kind == "turn" and p == self.viewer:
            spend = t("architect.ui.spend", n=self.sel.xspend)
            if not gfx.fits(spend, vp.n(19), vp.n(72), True):
                spend = t("architect.ui.spend_short", n=self.sel.xspend)
            self._label(s, spend, 19, (ROW_X0 + 398, XBAR_Y + 21), (255, 236, 170), "center", True, width=72)

    # ---- the player board
    def _draw_board(self, s, g) -> None:
        vp = self.app.vp
        p = self.focus
        pl = g.pl[p]
        x0, y0, w, h = BOARD_RECT
        self._panel(s, BOARD_RECT, (244, 238, 222))
        col = self.app.palette.player(p)
        pygame.draw.rect(s, col, vp.r(x0, y0, w, 38), border_top_left_radius=vp.n(14), border_top_right_radius=vp.n(14))
        names = self.names
        bx, by, bw, bh = MAP_BADGE
        self._fitd(s, f"{seat_letter(p)}  {names[p]}", 24, (20, 20, 20), (x0 + 12, y0 + 3, bx - x0 - 18, 32), True)
        self._fitd(s, t("architect.ui.score_preview", n=g.current_score(p)), 22, (20, 20, 20),
                   (bx + bw + 8, y0 + 3, x0 + w - bx - bw - 20, 32), True, "right")
        self._draw_map_badge(s, g, p)
        ink = P.ink
        y = y0 + 46
        x = x0 + 12
        for res, v in (("money", pl.money), ("appeal", pl.appeal), ("cp", pl.cp), ("reputation", pl.rep)):
            A.res_icon(s, res, vp.n(30), vp.p(x + 15, y + 16))
            self._fitd(s, str(v), 24, ink, (x + 34, y + 1, 66, 30), True)
            name = self._fitd(s, X.res_name(res), 15, P.muted, (x + 2, y + 32, 150, 19))   # under icon and number
            x = max(x + 104, x + 2 + name.w / vp.s + 14)
        self._fitd(s, t("architect.ui.hand_count", n=self.seen()["pl"][p]["hand_size"]), 20, ink,   # (any seat's board)
                   (x + 4, y + 1, x0 + w - 16 - x, 28))
        self._fitd(s, t("architect.ui.income", n=self._income(g, p)), 18, P.muted, (x + 4, y + 30, x0 + w - 16 - x, 21))
        # workers and departments
        y += 52
        wx = self._row_label(s, t("architect.ui.workers"), (x0 + 12, y + 6), 96)
        free = pl.workers - sum(pl.placed.values())
        for i in range(TABLES["start"]["max_workers"]):
            c = (wx + 12 + i * 40, y + 16)
            if i < free:
                pygame.draw.circle(s, col, vp.p(*c), vp.n(15))
                A.icon(s, ("icons", "keeper"), vp.n(24), vp.p(*c))
            elif i < pl.workers:
                pygame.draw.circle(s, (200, 200, 190), vp.p(*c), vp.n(15), max(1, vp.n(2)))
            else:
                pygame.draw.circle(s, (150, 150, 150), vp.p(*c), vp.n(15))
                self._fitd(s, "x", 16, (230, 230, 230), (c[0] - 11, c[1] - 11, 22, 22), True, "center")
        placed = ", ".join(f"{X.dept_name(d)} {k}" for d, k in pl.placed.items() if k)
        self._fitd(s, placed or t("architect.ui.none_placed"), 17, P.muted, (wx + 178, y + 3, x0 + w - 12 - wx - 178, 28))
        # partner zoos and universities (an empty space shows its bonus as icons: the row's
        # tooltip says it in words)
        y += 38
        px0 = self._row_label(s, t("architect.ui.partners"), (x0 + 12, y + 8), 94)
        uni_w = max(96, min(170, gfx.font(vp.n(18), True).size(t("architect.ui.universities"))[0] / vp.s) + 10)
        pstep = min(58, (x0 + w - 8 - 3 * 52 - uni_w - 8 - px0) / 4)
        for i in range(len(TABLES["partner_spaces"])):
            r = vp.r(px0 + i * pstep, y, pstep - 4, 34)
            if i < len(pl.partners):
                A.icon_chip(s, pl.partners[i], vp.n(30), r.center)
            else:
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                self._bonus_marks(s, TABLES["partner_spaces"][i], r)
        ux = self._row_label(s, t("architect.ui.universities"), (px0 + 4 * pstep + 8, y + 8), 96)
        for i in range(3):
            r = vp.r(ux + i * 52, y, 48, 34)
            if i < len(pl.unis):
                A.chip(s, r, (120, 150, 210), X.uni_name(pl.unis[i])[:3], vp.n(15))
            else:
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                if i < len(TABLES["university_spaces"]):
                    self._bonus_marks(s, TABLES["university_spaces"][i], r)
        # project tokens
        y += 42
        tx = self._row_label(s, t("architect.ui.tokens"), (x0 + 12, y + 8), 104)
        for i in range(len(TABLES["project_tokens"])):
            c = (tx + 24 + i * 58, y + 16)
            if i < pl.tokens:
                pygame.draw.rect(s, col, vp.r(c[0] - 12, c[1] - 12, 24, 24), border_radius=vp.n(4))
                self._label(s, seat_letter(p), 15, c, (20, 20, 20), "center", True)
            else:
                r = vp.r(c[0] - 26, c[1] - 14, 52, 28)
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                self._bonus_marks(s, TABLES["project_tokens"][i], r)
        # icons in the zoo
        y += 38
        x = self._row_label(s, t("architect.ui.icons"), (x0 + 12, y + 8), 66)
        ic = g.icons(p)
        for k in ICONS:
            if ic[k]:   # a continent's letters at the text floor widen its disc into a pill: the count after it
                cw = max(28, A.icon_chip_width(k, vp.n(28)) / vp.s)
                A.icon_chip(s, k, vp.n(28), vp.p(x + cw / 2, y + 17))
                r = self._label(s, str(ic[k]), 18, (x + cw + 2, y + 6), ink, bold=True)
                x = max(x + 52, (r.right - vp.ox) / vp.s + 8)
                if x > x0 + w - 60:
                    break
        if not any(ic[k] for k in ICONS):
            self._label(s, t("architect.ui.no_icons"), 17, (x, y + 8), P.muted)
        if pl.tiles:
            self._fitd(s, t("architect.ui.tiles", tiles=", ".join(X.tile_name(k) for k in pl.tiles)), 15, P.muted,
                       (x0 + 12, y0 + h - 22, w - 24, 20))

    def _row_label(self, s, text, pos, width) -> float:
        """A player board row's name at pos; returns the design x where the row goes on: at least
        `width` on, further when the name (in this language, at this text size) needs it."""
        r = self._fitd(s, text, 18, P.ink, (pos[0], pos[1] - 4, 170, 27), True)
        return pos[0] + max(width, r.w / self.app.vp.s + 10)

    def _bonus_marks(self, s, effects, r: pygame.Rect) -> None:
        """A space's bonus in icons and numbers, centred in r (pixels): +n with the resource's
        icon, income as +n with a coin and a small up arrow, a worker, an upgrade (a gear)."""
        vp = self.app.vp
        ipx = min(r.h - vp.n(8), vp.n(20))
        parts = []
        for e in effects:
            op = e["op"]
            if op in ("GAIN", "INCOME"):
                parts.append((f"+{e['n']}", "x" if e["res"] == "x" else e["res"], op == "INCOME"))
            elif op in ("WORKER", "UPGRADE"):
                parts.append(("", ("icons", "keeper" if op == "WORKER" else "gear"), False))
        for tp in range(max(vp.n(13), gfx.text_floor()), gfx.READABLE_PX - 1, -1):   # the numbers shrink to fit
            fp = gfx.FitPx(tp)
            tw = sum(gfx.font(fp, True).size(n)[0] for n, _, _ in parts if n)
            if tw + ipx * len(parts) <= r.w - 2:
                break
        ipx = max(6, min(ipx, (r.w - 2 - tw) // max(1, len(parts))))   # then the icons
        x = r.centerx - (tw + ipx * len(parts)) // 2
        for n, icon, inc in parts:
            if n:
                x = gfx.blit_text(s, n, fp, P.muted, (x, r.centery), "midleft", True, box=r, min_px=fp).right
            c = (x + ipx // 2, r.centery)
            if isinstance(icon, tuple):
                A.icon(s, icon, ipx, c)
            else:
                A.res_icon(s, icon, ipx, c)
            if inc:   # income: a small arrow over the coin's corner
                tip = (c[0] + ipx // 2, c[1] - ipx // 2)
                pygame.draw.polygon(s, (60, 150, 70), [tip, (tip[0] - vp.n(5), tip[1] + vp.n(6)), (tip[0] + vp.n(3), tip[1] + vp.n(5))])
            x += ipx

    def _draw_map_badge(self, s, g, p) -> None:
        """The chip naming p's map ability (the map's name for a map without one; its tooltip:
        the map and the ability's text, hover.py)."""
        vp = self.app.vp
        mid = g.pl[p].zmap.id
        ability, _ = X.map_ability(mid)
        r = vp.r(*MAP_BADGE)
        pygame.draw.rect(s, (250, 246, 236), r, border_radius=vp.n(12))
        pygame.draw.rect(s, (90, 80, 60), r, max(1, vp.n(1.5)), border_radius=vp.n(12))
        bx, by, bw, bh = MAP_BADGE
        hx, hy, hr = bx + 16, by + bh / 2, 9      # a small hex: the map (its name and text in the tooltip)
        pygame.draw.polygon(s, (120, 170, 90), [vp.p(hx + hr * c, hy + hr * d) for c, d in
                                                 ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))])
        self._fitd(s, ability or X.map_name(mid), 17, P.ink, (bx + 30, by + 2, bw - 38, bh - 4), True, "center")

    def _income(self, g, p) -> int:
        return g.income(p)

    # ---- players strip
    def _draw_strip(self, s, g) -> None:
        vp = self.app.vp
        names = self.names
        pal = self.app.palette
        thinking = self.driver.thinking() if not self.anim.busy else None
        scores = [g.current_score(q) for q in range(g.n)]
        leaders = {q for q in range(g.n) if scores[q] == max(scores)} if g.n > 1 else set()
        gaps = [g.gap(q) for q in range(g.n)]
        closest = {q for q in range(g.n) if gaps[q] == min(gaps)} if g.n > 1 else set()
        left = g.final_turns_left()
        for p in range(g.n):
            x, y, w, h = self.strip_rect(p)
            r = vp.r(x, y, w, h)
            pygame.draw.rect(s, (250, 246, 236) if p != self.focus else (255, 240, 200), r, border_radius=vp.n(10))
            pygame.draw.rect(s, pal.player(p), vp.r(x, y, 12, h), border_top_left_radius=vp.n(10),
                             border_bottom_left_radius=vp.n(10))
            mm = A.mini_map(vp, g.pl[p], vp.n(92), vp.n(72), pal.player(p))
            s.blit(mm, vp.p(x + 16, y + 5))
            sc = g.current_score(p)
            sr = boxed(s, t("architect.ui.vp", n=sc), vp.n(19), (40, 110, 50) if sc >= 0 else (150, 50, 40),
                       vp.r(x + w - 118, y + 2, 110, 22), True, "right")
            if p in leaders:
                A.icon(s, ("icons", "trophy"), vp.n(18), (sr.left - vp.n(12), sr.centery))
            name_right = sr.left - (vp.n(24) if p in leaders else vp.n(6))
            nx = vp.p(x + 116, y)[0]
            label = f"{seat_letter(p)} {names[p]}"
            if " (" in label and gfx.fit_text(label, vp.n(19), name_right - nx, True, gfx.READABLE_PX)[0] != label:
                label = label.split(" (")[0]   # a bot's level: in the strip's tooltip
            boxed(s, label, vp.n(19), P.ink, pygame.Rect(nx, r.y + vp.n(2), name_right - nx, vp.n(22)), True, "left")
            pl = g.pl[p]
            line = f"{pl.money}$  {t('architect.ui.a_short')} {pl.appeal}  {X.res_short('cp')} {pl.cp}  " \
                   f"{t('architect.ui.r_short')} {pl.rep}  X {pl.x}"
            if gfx.fit_text(line, vp.n(16), vp.n(w - 124), False, gfx.READABLE_PX)[0] != line:   # one space between
                line = " ".join(line.split())
            boxed(s, line, vp.n(16), P.ink, vp.r(x + 116, y + 27, w - 124, 20), align="left")
            tag = None
            if left is not None:   # the final round: where each player stands, in the race's place
                tag = t("architect.ui.tag_playing") if left and left[0] == p and g.current == p else \
                    t("architect.ui.tag_last_turn") if p in left else t("architect.ui.tag_done")
            self._draw_race(s, g, p, (x + 116, y + 50, w - 124, 28), p in closest, tag, p in (left or ()))
            if g.current == p and not g.is_over:
                pygame.draw.rect(s, P.accent, r, max(1, vp.n(3)), border_radius=vp.n(10))
            if thinking == p:
                gfx.blit_text(s, t("table.thinks"), vp.n(14), P.muted, vp.p(x + w - 8, y + h - 20), "topright")

"""Drawing the tracks: appeal and conservation on the scoring track, reputation with the
display reach, the break track, the conservation bonuses, the markers, and each player's race
to the crossing (ZA-END-1)."""
from __future__ import annotations

import pygame

from zoo_desktop.games.architect.cards import TABLES
from zoo_desktop.games.architect.rules import rep_range, score_threshold
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from . import art as A
from . import text as X
from .layout import (BRK_X0, BRK_X1, CP_MAX, CP_STEP, CP_X0, CP_Y, CX0, P, REP_STEP, REP_X0, SCORE_MAX, SCORE_X0,
                     SCORE_X1, TRACK_RECT)
from .widgets import boxed


class DrawTracks:
    """The tracks, their markers and the race to the crossing."""

    # ---- tracks
    def _draw_tracks(self, s, g) -> None:
        vp = self.app.vp
        self._panel(s, TRACK_RECT, (30, 66, 52))
        n = g.n
        lab = (210, 225, 215)
        # scoring track: appeal circles above the bar, conservation squares below it
        room = SCORE_X0 - CX0 - 30
        appeal = X.res_name("appeal").capitalize()
        if gfx.fit_text(appeal, vp.n(16), vp.n(room), True, gfx.READABLE_PX)[0] != appeal:
            appeal = X.res_short("appeal")   # the short form where the word does not fit
        self._fitd(s, appeal, 16, lab, (CX0, 14, room, 26), True)
        self._fitd(s, t("architect.ui.cp_marker"), 16, lab, (CX0, 56, SCORE_X0 - CX0 - 30, 26), True)
        bar = vp.r(SCORE_X0, 42, SCORE_X1 - SCORE_X0, 16)
        pygame.draw.rect(s, (220, 210, 180), bar, border_radius=vp.n(6))
        for v in range(0, SCORE_MAX + 1, 10):
            x = self.score_x(v)
            pygame.draw.line(s, (150, 140, 110), vp.p(x, 42), vp.p(x, 57), 1)
            if v < SCORE_MAX:
                self._fitd(s, str(v), 14, (90, 80, 60), (x + 3, 42, 60, 16))
        # markers never hide each other: a marker too close to the one on its left moves right
        for res, value in (("appeal", lambda p: g.pl[p].appeal), ("cp", lambda p: score_threshold(g.pl[p].cp))):
            last = -1e9
            for p in sorted(range(n), key=lambda q: (value(q), q)):
                x = max(self.score_x(value(p)), last + 21)
                last = x
                if ("marker", p, res) in self.hidden:
                    continue
                if res == "appeal":
                    self._m_appeal(s, p, g.pl[p].appeal, dx=x - self.score_x(value(p)))
                else:
                    self._m_cp_square(s, p, g.pl[p].cp, dx=x - self.score_x(value(p)))
        # reputation (with the display reach) and the break track
        self._fitd(s, t("architect.ui.reputation"), 15, lab, (REP_X0, 83, BRK_X0 - REP_X0 - 20, 20), True)
        for i in range(16):
            r = vp.r(REP_X0 + i * REP_STEP, 108, REP_STEP - 2, 26)
            reach = rep_range(i)
            v = 140 + reach * 17
            pygame.draw.rect(s, (v - 40, v - 5, v - 60), r, border_radius=vp.n(3))
            # the position above (left of the bonus star), the display reach (where it changes) under it, right
            star = str(i) in TABLES["reputation_bonuses"]
            room = r.w - (vp.n(11) if star else vp.n(1))   # (a two-digit number ran into the star)
            boxed(s, str(i), vp.n(14), (30, 30, 30), pygame.Rect(r.x + (0 if star else vp.n(1)), r.y - 1, room, r.h // 2 - 1))
            if i > 0 and rep_range(i) != rep_range(i - 1):
                pygame.draw.line(s, (255, 236, 170), r.topleft, r.bottomleft, max(1, vp.n(2)))
                boxed(s, str(rep_range(i)), vp.n(13), (110, 40, 0),
                      pygame.Rect(r.x, r.y + r.h // 2 + 2, r.w - vp.n(2), r.h - r.h // 2 - 2), True, "right")
            if star:
                A.icon(s, ("icons", "star"), vp.n(11), (r.right - vp.n(11) // 2, r.y + vp.n(6)))
            if i == TABLES["start"]["reputation_cap_without_cards"]:
                pygame.draw.line(s, (220, 70, 60), (r.right + 1, r.y - vp.n(3)), (r.right + 1, r.bottom + vp.n(3)), vp.n(3))
        for p in range(n):
            if ("marker", p, "reputation") not in self.hidden:
                self._m_rep(s, p, g.pl[p].rep)
        L = max(1, g.L)
        self._fitd(s, t("architect.ui.break_track", n=g.break_pos, L=g.L), 15, lab, (BRK_X0, 84, BRK_X1 - BRK_X0, 23), True)
        step = (BRK_X1 - BRK_X0) / (L + 1)
        for i in range(L + 1):
            r = vp.r(BRK_X0 + i * step, 110, step - 2, 22)
            pygame.draw.rect(s, (230, 200, 120) if i == L else (190, 196, 180), r, border_radius=vp.n(3))
        if ("marker", "break") not in self.hidden:
            self._m_break(s, g.break_pos, L)
        # conservation points with their bonuses (2: upgrade or worker; 5 and 8: tile or money; 10: final card)
        self._fitd(s, t("architect.ui.cp_track"), 14, lab, (CP_X0, CP_Y - 9, TRACK_RECT[2] - 16, 22), True)
        for i in range(CP_MAX + 1):
            r = vp.r(CP_X0 + i * CP_STEP, CP_Y + 14, CP_STEP - 3, 18)
            pygame.draw.rect(s, (170, 205, 160) if i not in (2, 5, 8, 10) else (240, 214, 120), r, border_radius=vp.n(3))
            boxed(s, str(i), vp.n(14), (30, 30, 30), r.inflate(-vp.n(4), 0), align="left")
        seen_c: dict = {}
        for p in range(n):
            cp = min(g.pl[p].cp, CP_MAX)
            k = seen_c.get(cp, 0)
            seen_c[cp] = k + 1
            if ("marker", p, "cp") not in self.hidden:
                self._m_cp_track(s, p, cp, k)
        for i, v in enumerate(("upgrade", "worker")):
            r = vp.rect(self.cp_bonus_rect(2, i))
            A.chip(s, r, (240, 230, 200), "", 10)
            A.icon(s, ("icons", "gear") if v == "upgrade" else ("icons", "keeper"), vp.n(20), r.center)
        for lvl, tiles in ((5, g.tiles5), (8, g.tiles8)):
            for i, k in enumerate(list(tiles) + ["money"]):
                r = vp.rect(self.cp_bonus_rect(lvl, i))
                A.chip(s, r, (240, 230, 200), "", 10)
                if k == "money":
                    A.icon(s, ("icons", "money"), vp.n(17), (r.centerx - vp.n(6), r.centery))
                    gfx.blit_text(s, "5", vp.n(13), (20, 20, 20), (r.right - vp.n(3), r.centery), "midright", True)
                else:
                    self._tile_icon(s, k, r)
        r = vp.rect(self.cp_bonus_rect(10, 0))
        A.chip(s, r, (200, 180, 220), "", 10)
        A.icon(s, ("icons", "trophy"), vp.n(18), r.center)

    # track markers (values may be fractional while they slide)
    def _m_appeal(self, s, p, a, dx=0.0) -> None:
        vp = self.app.vp
        c = vp.p(self.score_x(a) + dx, 29)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(10))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(10), 1)
        gfx.blit_seat_letter(s, p, vp.n(13), c)

    def _m_cp_square(self, s, p, cp, dx=0.0) -> None:
        vp = self.app.vp
        lo = score_threshold(int(cp))
        hi = score_threshold(int(cp) + 1)
        tv = lo + (hi - lo) * (cp - int(cp))
        r = vp.r(self.score_x(tv) - 9 + dx, 61, 19, 19)
        pygame.draw.rect(s, self.app.palette.player(p), r)
        pygame.draw.rect(s, (20, 20, 20), r, 1)
        gfx.blit_seat_letter(s, p, vp.n(12), r.center)

    def _m_cp_track(self, s, p, cp, k=0) -> None:
        vp = self.app.vp
        c = vp.p(CP_X0 + min(cp, CP_MAX) * CP_STEP + 22 + k * 7, CP_Y + 23)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(6))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(6), 1)

    def _m_rep(self, s, p, rv) -> None:
        vp = self.app.vp
        c = vp.p(REP_X0 + rv * REP_STEP + 6 + (p % 2) * 11, 128 - (p // 2) * 9)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(6))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(6), 1)

    def _m_break(self, s, pos, L) -> None:
        vp = self.app.vp
        step = (BRK_X1 - BRK_X0) / (L + 1)
        A.icon(s, ("icons", "hourglass"), vp.n(22), vp.p(BRK_X0 + min(pos, L) * step + step / 2 - 1, 123))

    def _tile_icon(self, s, k, r) -> None:
        vp = self.app.vp
        tile = next(x for x in TABLES["bonus_tiles"] if x["id"] == k)
        e = tile["effects"][0]
        op = e["op"]
        if op == "GAIN":
            A.res_icon(s, e["res"], vp.n(20), r.center)
        else:
            A.icon(s, ("icons", {"UPGRADE": "gear", "WORKER": "keeper", "DRAW": "books", "FREE_BUILD": "tent",
                                 "INCOME": "money"}.get(op, "star")), vp.n(20), r.center)

    def _draw_race(self, s, g, p, rect, closest: bool, tag: str | None = None, to_play: bool = False) -> None:
        """ZA-END-1 at a glance: appeal, T(CP), the gap to the crossing and a bar that fills up;
        in the final round the tag (playing, last turn, done) instead of the words."""
        vp = self.app.vp
        x, y, w, h = rect
        if tag is not None:
            r2 = vp.r(x, y + 1, w, 21)
            A.chip(s, r2, (255, 236, 170) if to_play else (200, 200, 195), "", 10)
            boxed(s, tag, vp.n(15), P.ink, r2, True)
            return
        gap = g.gap(p)
        key = "architect.ui.race_to_go" if gap > 0 else "architect.ui.race_crossed"
        kw = dict(a=g.pl[p].appeal, t=score_threshold(g.pl[p].cp), n=gap)
        words = t(key, **kw)
        ink = (150, 60, 20) if closest or gap <= 0 else P.ink
        bold = closest or gap <= 0
        box = vp.r(x, y + 1, w, 21)   # under the values line, over the bar
        if not gfx.fits(words, vp.n(15), box.w, bold):   # the appeal icon stands for the word
            A.res_icon(s, "appeal", vp.n(18), vp.p(x + 9, y + 9))
            box.x += vp.n(22)
            box.w -= vp.n(22)
            words = t(key + "_short", **kw)
        boxed(s, words, vp.n(15), ink, box, bold, "left")
        bar = vp.r(x, y + 22, w, 5)
        pygame.draw.rect(s, (214, 208, 190), bar, border_radius=vp.n(3))
        frac = max(0.0, min(1.0, g.pl[p].appeal / max(1, score_threshold(g.pl[p].cp))))
        fill = bar.copy()
        fill.w = max(1, int(bar.w * frac))
        pygame.draw.rect(s, self.app.palette.player(p), fill, border_radius=vp.n(3))

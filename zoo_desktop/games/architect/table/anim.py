"""The Zoo Architect table's animations: `animate` lays a batch of events out on a clock, one
handler per event kind (the table ANIMATE), sharing an AnimState; the effects (`_fx_*`) draw
one frame of a flying card, a glow, a ring, a floating gain, a banner, a sliding row or marker."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from zoo_desktop.engine.core import Event
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import Tween, ease_in_out, ease_out, lerp2
from . import art as A
from .layout import (AH, AW, DCH, DCW, DECK_RECT, DEPTS, GEO, HAND_X0, HAND_Y, HCH, HCW, P, ROW_STEP, ROW_X0, ROW_Y,
                     SCORE_MAX)


class AnimState:
    """What the handlers of one animate() call share: the accumulators it sets before its
    event loop (the effects on a clock, the clock ...) and the parameters they read."""
    __slots__ = ("fx", "clock", "names", "moved_rows", "gains_at", "marker_at", "after")
    fx: list[tuple[float, float, Callable]]
    gains_at: dict
    marker_at: dict


class TableAnim:
    """Events as animations: `animate` and its handlers (ANIMATE), the effects."""

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Event], after) -> None:
        st = AnimState()   # what the handlers share (one handler per event kind: ANIMATE)
        st.fx = []   # start ms, duration ms, draw(surf, u)
        st.clock = 0.0
        st.names = self.names
        st.moved_rows = set()
        st.gains_at = {}
        st.marker_at = {}
        st.after = after
        for e in events:
            k, d = e.kind, e.data
            p = d.get("player")
            if k == "rep_capped" and p == self.viewer:      # ZA-REP-2: a lost gain is said, not silent
                self.app.toast.show(t("architect.ui.rep_capped", cap=d["cap"]), self.app.now(), 5000)
            handler = self.ANIMATE.get(k)
            if handler is not None:
                handler(self, st, k, d, p)
        fx, moved_rows, marker_at = st.fx, st.moved_rows, st.marker_at
        # track markers slide to their new values
        for (p, res), start in marker_at.items():
            attr = {"appeal": "appeal", "cp": "cp", "reputation": "rep"}[res]
            old, new = getattr(self.shown.pl[p], attr), getattr(after.pl[p], attr)
            if old != new:
                self.hidden.add(("marker", p, res))
                fx.append((start, 520, self._fx_marker(p, res, old, new)))
        # the action-card rows slide into their new order
        for q in moved_rows:
            if q is None or q != self.focus:
                continue
            old = list(self.shown.pl[q].slots)
            new = list(after.pl[q].slots)
            if old != new:
                self.hidden.add(("row", q))
                fx.append((0, 10_000, self._fx_row(q, old, new, after, 0)))
        if not fx:
            return
        total = max([s + d for s, d, _ in fx if d < 10_000] + [460 if any(k[0] == "row" for k in self.hidden
                                                                           if isinstance(k, tuple)) else 300])
        total = min(total, 2400)

        def draw(surf, u):
            ms = u * total
            for s, d, fn in fx:
                if ms >= s:
                    fn(surf, min(1.0, (ms - s) / min(d, total)))
        self.anim.add(Tween(total, draw=draw, ease=lambda x: x, kind="architect", data={"events": [e.kind for e in events]}))

    def _anim_use_card(self, st: AnimState, k, d, p) -> None:
        """Events of kind use_card, x_action."""
        st.moved_rows.add(p)
        self.app.sound.play("play")
        st.clock += 120

    def _anim_slot(self, st: AnimState, k, d, p) -> None:
        """Events of kind slot, hypnosis."""
        st.moved_rows.add(d.get("target", p) if k == "hypnosis" else p)

    def _anim_build(self, st: AnimState, k, d, p) -> None:
        """Events of kind build."""
        cells = [tuple(c) for c in d["cells"]]
        if p == self.focus:
            st.fx.append((st.clock, 10_000, self._fx_building(d["btype"], cells)))
            st.fx.append((st.clock, 360, self._fx_ring(cells)))
        self.app.sound.play("play")
        st.clock += 260

    def _anim_animal(self, st: AnimState, k, d, p) -> None:
        """Events of kind animal."""
        cid = d["card"]
        start = self._card_origin(p, cid)
        bid = d["building"]
        if p == self.focus:
            cells = [H.cell(i) for i in H.bits(st.after.pl[p].bld[bid][1])] if bid in st.after.pl[p].bld else []
            end = self.cells_rect(cells)[:2] if cells else start
        else:
            end = self.strip_rect(p)[:2]
        self.hidden.add(("card", cid))
        st.fx.append((st.clock, 420, self._fx_fly(cid, start, end, (DCW, DCH), (60, 84))))
        self.app.sound.play("play")
        st.clock += 380

    def _anim_sponsor(self, st: AnimState, k, d, p) -> None:
        """Events of kind sponsor."""
        cid = d["card"]
        self.hidden.add(("card", cid))
        st.fx.append((st.clock, 420, self._fx_fly(cid, self._card_origin(p, cid), self.strip_rect(p)[:2],
                                                  (DCW, DCH), (60, 84))))
        st.clock += 300

    def _anim_take(self, st: AnimState, k, d, p) -> None:
        """Events of kind take."""
        cid = d["card"]
        self.hidden.add(("card", cid))
        end = (HAND_X0 + 200, HAND_Y) if p == self.viewer else self.strip_rect(p)[:2]
        st.fx.append((st.clock, 380, self._fx_fly(cid, self._card_origin(p, cid), end, (DCW, DCH), (HCW, HCH))))
        self.app.sound.play("draw")
        st.clock += 200

    def _anim_draw(self, st: AnimState, k, d, p) -> None:
        """Events of kind draw."""
        cards = d.get("cards") or [None] * int(d.get("n", 0))
        end = (HAND_X0 + 200, HAND_Y) if p == self.viewer else self.strip_rect(p)[:2]
        for j, cid in enumerate(cards[:5]):
            st.fx.append((st.clock + j * 90, 360, self._fx_fly(cid, DECK_RECT[:2], end, DECK_RECT[2:], (HCW, HCH))))
        if cards:
            self.app.sound.play("draw")
        st.clock += 150

    def _anim_discard(self, st: AnimState, k, d, p) -> None:
        """Events of kind discard (when d.get("card"))."""
        if not d.get("card"):
            return
        cid = d["card"]
        self.hidden.add(("card", cid))
        st.fx.append((st.clock, 300, self._fx_fly(cid, self._card_origin(p, cid), DECK_RECT[:2], (HCW, HCH), DECK_RECT[2:])))
        st.clock += 150

    def _anim_gain(self, st: AnimState, k, d, p) -> None:
        """Events of kind gain (when d.get("n"))."""
        if not d.get("n"):
            return
        if d["res"] in ("appeal", "cp", "reputation") and isinstance(p, int):
            st.marker_at.setdefault((p, d["res"]), st.clock + 200)
        n = st.gains_at.get(p, 0)
        st.gains_at[p] = n + 1
        st.fx.append((st.clock + 60 * n, 700, self._fx_float(p, d["res"], d["n"])))

    def _anim_income(self, st: AnimState, k, d, p) -> None:
        """Events of kind income."""
        st.fx.append((st.clock, 800, self._fx_float(p, "money", d["money"])))

    def _anim_dept(self, st: AnimState, k, d, p) -> None:
        """Events of kind dept."""
        st.fx.append((st.clock, 380, self._fx_glow(self.dept_rect(DEPTS.index(d["dept"])), self.app.palette.player(p))))
        st.clock += 160

    def _anim_support(self, st: AnimState, k, d, p) -> None:
        """Events of kind support."""
        bi = self.projects_on_board(st.after)
        if d["card"] in bi:
            st.fx.append((st.clock, 420, self._fx_glow(self.project_rect(bi.index(d["card"]), len(bi)),
                                                       self.app.palette.player(p))))
        st.clock += 200

    def _anim_partner(self, st: AnimState, k, d, p) -> None:
        """Events of kind partner, university, donate, tile, upgrade, worker."""
        st.fx.append((st.clock, 420, self._fx_glow(self.strip_rect(p), self.app.palette.player(p))))
        st.clock += 120

    def _anim_break_token(self, st: AnimState, k, d, p) -> None:
        """Events of kind break_token."""
        if ("marker", "break") not in self.hidden and d.get("moved"):
            self.hidden.add(("marker", "break"))
            st.fx.append((st.clock, 10_000, self._fx_marker(None, "break", d["pos"] - d["moved"], d["pos"])))

    def _anim_break(self, st: AnimState, k, d, p) -> None:
        """Events of kind break."""
        st.fx.append((st.clock, 900, self._fx_banner(t("architect.ui.banner_break", n=d["number"]))))
        self.app.sound.play("shuffle")
        st.clock += 700

    def _anim_end_trigger(self, st: AnimState, k, d, p) -> None:
        """Events of kind end_trigger."""
        st.fx.append((st.clock, 1100, self._fx_banner(t("architect.ui.banner_end", player=st.names[p]))))
        st.clock += 900

    def _anim_game_over(self, st: AnimState, k, d, p) -> None:
        """Events of kind game_over."""
        st.fx.append((st.clock, 900, self._fx_banner(t("architect.ui.banner_over"))))
        st.clock += 700

    def _anim_next_turn(self, st: AnimState, k, d, p) -> None:
        """Events of kind next_turn (when p == self.viewer and len(self.humans) >= 1)."""
        if not (p == self.viewer and len(self.humans) >= 1):
            return
        self.app.sound.play("turn")

    # animate()'s table: an event kind -> its handler (called with the table as `self`)
    ANIMATE = {
        "use_card": _anim_use_card,
        "x_action": _anim_use_card,
        "slot": _anim_slot,
        "hypnosis": _anim_slot,
        "build": _anim_build,
        "animal": _anim_animal,
        "sponsor": _anim_sponsor,
        "take": _anim_take,
        "draw": _anim_draw,
        "discard": _anim_discard,
        "gain": _anim_gain,
        "income": _anim_income,
        "dept": _anim_dept,
        "support": _anim_support,
        "partner": _anim_partner,
        "university": _anim_partner,
        "donate": _anim_partner,
        "tile": _anim_partner,
        "upgrade": _anim_partner,
        "worker": _anim_partner,
        "break_token": _anim_break_token,
        "break": _anim_break,
        "end_trigger": _anim_end_trigger,
        "game_over": _anim_game_over,
        "next_turn": _anim_next_turn,
    }

    def _card_origin(self, p, cid) -> tuple:
        g = self.shown
        if p == self.viewer and cid in g.pl[p].hand:
            r = self.hand_rects(g.pl[p].hand)[g.pl[p].hand.index(cid)]
            return r[:2]
        if cid in g.display:
            return self.display_rect(g.display.index(cid))[:2]
        return self.strip_rect(p)[:2] if isinstance(p, int) else DECK_RECT[:2]

    def _fx_fly(self, cid, start, end, size0, size1):
        """A card flying from `start` to `end` (design points), growing or shrinking from
        `size0` to `size1`: its face is laid out once at the larger size (a face laid out at a
        strip's 40x56 px crowds its rows) and scaled per frame (a small image: cheap)."""
        vp = self.app.vp
        w, h = max(size0[0], size1[0]), max(size0[1], size1[1])
        img = A.card_face(cid, vp.n(w), vp.n(h)) if cid else A.card_back(vp.n(w), vp.n(h))

        def draw(surf, u):
            e = ease_in_out(u)
            x, y = lerp2(start, end, e)
            fw, fh = lerp2(size0, size1, e)
            size = (max(1, vp.n(fw)), max(1, vp.n(fh)))
            surf.blit(img if size == img.get_size() else pygame.transform.smoothscale(img, size), vp.p(x, y))
        return draw

    def _fx_glow(self, rect, colour):
        vp = self.app.vp

        def draw(surf, u):
            w = vp.n(3 + 6 * math.sin(u * math.pi))
            pygame.draw.rect(surf, colour or P.accent, vp.rect(rect).inflate(2 * w, 2 * w), max(1, w),
                             border_radius=vp.n(12))
        return draw

    def _fx_ring(self, cells):
        vp = self.app.vp

        def draw(surf, u):
            for c, r in cells:
                A.hex_poly(surf, vp, GEO, c, r, (255, 240, 160), max(1, vp.n(4 * (1 - u) + 1)), 1.0 + 0.25 * u)
        return draw

    def _fx_building(self, kind, cells):
        vp = self.app.vp

        def draw(surf, u):
            A.draw_building(surf, vp, GEO, kind, cells)
        return draw

    def _fx_float(self, p, res, n):
        vp = self.app.vp
        x, y, w, h = self.strip_rect(p)

        def draw(surf, u):
            yy = y + h / 2 - 40 * ease_out(u)
            img = gfx.text(f"+{n}" if n > 0 else str(n), vp.n(28), (255, 255, 255), True)
            r = img.get_rect(midright=vp.p(x + w - 60, yy)).inflate(vp.n(10), vp.n(4))
            pygame.draw.rect(surf, (30, 60, 45), r, border_radius=vp.n(8))
            surf.blit(img, img.get_rect(center=r.center))
            A.res_icon(surf, res, vp.n(30), (r.right + vp.n(18), r.centery))
        return draw

    def _fx_banner(self, text):
        vp = self.app.vp

        def draw(surf, u):
            a = math.sin(u * math.pi)
            r = vp.r(560, 470, 800, 110)
            band = pygame.Surface(r.size, pygame.SRCALPHA)
            band.fill((20, 30, 28, int(220 * min(1, a * 2))))
            surf.blit(band, r)
            gfx.blit_text(surf, text, vp.n(54), (255, 236, 170), r.center, "center", True)
        return draw

    def _fx_row(self, q, old, new, after, slide_at):
        vp = self.app.vp
        pl = after.pl[q]
        span = 420

        start = self.app.now()

        def draw(surf, uu):
            # the slide keeps its own pace (420 ms at speed 1) and then rests in the new order
            ms = (self.app.now() - start) * max(self.anim.speed, 0.01)
            u = min(1.0, max(0.0, (ms - slide_at) / span))
            e = ease_in_out(u)
            for card in old:
                i0, i1 = old.index(card), new.index(card)
                x = ROW_X0 + (i0 + (i1 - i0) * e) * ROW_STEP
                yoff = -26 * math.sin(e * math.pi) if i0 != i1 and i1 == 0 else 0
                s = i1 + 1
                img = A.action_card(card, vp.n(AW), vp.n(AH), s, s, card in pl.upgraded, card in pl.venom,
                                    card in pl.constrict)
                surf.blit(img, vp.p(x, ROW_Y + yoff))
        return draw

    def _fx_marker(self, p, res, old, new):
        """A track marker sliding from its old value to its new one."""
        def draw(surf, u):
            v = old + (new - old) * ease_in_out(u)
            if res == "appeal":
                self._m_appeal(surf, p, min(v, SCORE_MAX))
            elif res == "cp":
                self._m_cp_square(surf, p, v)
                self._m_cp_track(surf, p, v)
            elif res == "reputation":
                self._m_rep(surf, p, v)
            elif res == "break":
                self._m_break(surf, v, max(1, self.shown.L))
        return draw

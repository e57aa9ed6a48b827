"""Hovering the Zoo Architect table: the card under the mouse (for the zoom) and the tooltips."""
from __future__ import annotations

from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.rules import score_threshold
from zoo_desktop.i18n import t

from zoo_desktop.ui.widgets import inside
from . import art as A
from . import text as X
from .layout import (BOARD_RECT, BRK_X0, BRK_X1, DECK_RECT, DEPTS, DONATIONS, GEO, MAP_BADGE, MAP_RECT, OVERLAY, PROMPT_RECT,
                     REP_STEP, REP_X0, TRACK_RECT)


class TableHover:
    """The card under the mouse and the tooltips."""

    def card_at(self, dpos) -> str | None:
        """The card under the mouse (for the zoom)."""
        g = self.shown
        if self.overlay_kind() == "keep" and self.viewer is not None:
            for cid, r in zip(sorted(self.session.game.pl[self.viewer].dealt), self.keep_rects(len(self.session.game.pl[self.viewer].dealt))):
                if inside(r, dpos):
                    return cid
        if self.overlay_kind() == "final_discard":
            fins = self.session.game.pl[self.viewer].finals
            for i, cid in enumerate(fins):
                if inside(self.overlay_card_rect(i, len(fins)), dpos):
                    return cid
        if self.overlay_kind() == "support":
            for pid, r in self.support_layout(self.legal()):
                if inside(r, dpos) and dpos[1] < r[1] + 140:
                    return pid
        if self.overlay_kind():
            if inside(OVERLAY, dpos):
                return None
        if self.viewer is not None:
            hand = g.pl[self.viewer].hand
            rects = self.hand_rects(hand)
            for i in range(len(rects) - 1, -1, -1):
                x, y, w, h = rects[i]
                if inside((x, y - 24, w, h + 24), dpos):
                    return hand[i]
            fins = g.pl[self.viewer].finals
            for cid, r in zip(fins, self.final_rects(len(fins))):
                if inside(r, dpos):
                    return cid
        for i, cid in enumerate(g.display):
            if cid and inside(self.display_rect(i), dpos):
                return cid
        for i, pid in enumerate(self.projects_on_board(g)):
            if inside(self.project_rect(i), dpos):
                return pid
        if inside(MAP_RECT, dpos):
            bid = self.building_hit(g, self.focus, dpos)
            if bid and g.pl[self.focus].occ.get(bid):
                return g.pl[self.focus].occ[bid][0]
        return None

    def _hover(self, dpos, now) -> None:
        cid = self.card_at(dpos)
        if cid != self.hover_card:
            self.hover_card, self.hover_since = cid, now
        tip = ""
        for s in self.current_spots():
            if s.tip and not s.cells and inside(s.rect, dpos) and (s.key is None or s.key[0] != "card"):
                tip = s.tip
                break
        under_sheet = self.overlay_kind() is not None and inside(OVERLAY, dpos)   # the board under it is hidden
        if not tip and cid is None and not under_sheet \
                and not (self.sel.kind and self.building_mode() and inside(MAP_RECT, dpos)):
            tip = self.static_tip(dpos)
        if not tip:
            for b in self.buttons:
                if b.tip and b.visible and inside(b.rect, dpos):
                    tip = b.tip
        self.app.tooltip.set(tip, dpos, now)

    def static_tip(self, dpos) -> str:
        g = self.shown
        for i, d in enumerate(DEPTS):
            if inside(self.dept_rect(i), dpos):
                return t(f"architect.ui.tip_dept.{d}")
        for i, card in enumerate(g.pl[self.focus].slots):
            if inside(self.action_rect(i), dpos):
                up = card in g.pl[self.focus].upgraded
                return t("architect.ui.tip_action", card=X.action_name(card), s=g.strength(self.focus, card, 0),
                         what=A.action_summary(card, g.strength(self.focus, card, 0), up))
        if inside(DECK_RECT, dpos):
            v = self.seen()   # the deck and the discard: face down, counted from the viewer's view
            return t("architect.ui.tip_deck", n=v["deck_size"], d=v["discard_size"])
        if inside(PROMPT_RECT, dpos) and getattr(self, "prompt_more", ""):
            return self.prompt_more   # the whole prompt, when its line had no room for all of it
        if inside(MAP_RECT, dpos):
            cell = GEO.on_map_hit(dpos)
            if cell is not None:
                bid = self.building_hit(g, self.focus, dpos)
                if bid:
                    return t("architect.ui.tip_empty", building=X.building_name(bid))
                zm = g.pl[self.focus].zmap          # the map of the zoo shown
                kind = zm.terrain[tuple(cell)]
                yk = zm.yellow.get(H.idx(*cell))
                if yk is not None:
                    return t("architect.ui.tip_cell_yellow", bonus=X.yellow_text(yk, zm.id))
                if kind in ("restricted", "water", "rock"):
                    return t(f"architect.ui.tip_cell_{kind}")
        if inside(MAP_BADGE, dpos):
            return self.map_tip(g, self.focus)
        bx, by = BOARD_RECT[:2]
        for key, dy in (("architect.ui.tip_workers", 98), ("architect.ui.tip_partners", 136), ("architect.ui.tip_tokens", 176)):
            if inside((bx, by + dy, BOARD_RECT[2], 36), dpos):
                return t(key)
        for k, lvl in ((0, 5), (1, 8)):
            tiles = g.tiles5 if lvl == 5 else g.tiles8
            for i, tile in enumerate(tiles):
                if inside(self.cp_bonus_rect(lvl, i), dpos):
                    return X.tile_text(tile)
        if inside((TRACK_RECT[0], 26, TRACK_RECT[2], 60), dpos):
            return t("architect.ui.tip_score")
        if inside((REP_X0, 88, 16 * REP_STEP, 50), dpos):
            return t("architect.ui.tip_rep")
        if inside((BRK_X0, 88, BRK_X1 - BRK_X0, 50), dpos):
            return t("architect.ui.tip_break", n=g.break_pos, L=g.L)
        for i, v in enumerate(DONATIONS):
            if inside(self.donation_rect(i), dpos):
                return t("architect.label.donate", n=v)
        for q in range(g.n):
            if inside(self.strip_rect(q), dpos):
                pl = g.pl[q]
                return t("architect.ui.tip_strip", player=self.names[q], hand=self.seen()["pl"][q]["hand_size"],
                         b=len(pl.bld), a=g.counter(q, "animals"), appeal=pl.appeal, t=score_threshold(pl.cp),
                         score=g.current_score(q)) + "\n" + self.map_tip(g, q)
        return ""

    def map_tip(self, g, p) -> str:
        """Who builds on which map, and its ability in words."""
        mid = g.pl[p].zmap.id
        ability, text = X.map_ability(mid)
        if not ability:
            return t("architect.ui.map_tip_plain", player=self.names[p], map=X.map_name(mid))
        return t("architect.ui.map_tip", player=self.names[p], map=X.map_name(mid), ability=ability, text=text)

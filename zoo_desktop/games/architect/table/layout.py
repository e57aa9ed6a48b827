"""The Zoo Architect table's layout: the design-unit rectangles and constants of every board
region (module level: every module of the table takes them from here) and the methods that
place things (cards, spaces, chips, sheets) in them."""
from __future__ import annotations

from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import TABLES
from zoo_desktop.games.architect.rules import Choose, Support

from zoo_desktop.ui import gfx
from . import art as A


P = gfx.Palette

# ----------------------------------------------------------------------------- layout (design units)
GEO = A.GEO
MAP_RECT = (10, 6, 640, 584)
ROW_Y, ROW_X0, ROW_STEP, AW, AH = 598, 22, 122, 116, 148
XBAR_Y = 752
BOARD_RECT = (10, 800, 640, 272)
MAP_BADGE = (218, 804, 196, 30)  # the focus player's map and its ability, in the board's header
CX0 = 668                       # centre column
TRACK_RECT = (660, 6, 836, 204)
SCORE_X0, SCORE_X1, SCORE_MAX = 760, 1484, 110
REP_X0, REP_STEP = 668, 33
BRK_X0, BRK_X1 = 1236, 1488
CP_X0, CP_STEP, CP_Y, CP_MAX = 668, 43, 146, 18
DISP_Y, DCW, DCH, DSTEP = 236, 112, 158, 122
DECK_RECT = (1400, 256, 84, 118)
DEPT_Y, DEPT_W, DEPT_H = 420, 116, 72
DON_X0 = 1160
OFFER_Y = 498
PROJ_Y, PW, PH, PSTEP = 538, 98, 162, 103
PROMPT_RECT = (660, 704, 836, 50)
HAND_Y, HCW, HCH = 786, 132, 186
HAND_X0, HAND_X1 = 668, 1490
OVERLAY = (660, 212, 836, 488)
STRIP_X, STRIP_Y, STRIP_W, STRIP_H = 1500, 8, 410, 82
LOG_AT = (1500, 354, 410, 378)
ZOOM_W, ZOOM_H = 400, 560
FINAL_H = 92                    # the final-round banner: two lines of two
FINAL_W = 250                   # a final scoring card right of the hand
SUPPLY_W = 486
DEPTS = [d["id"] for d in TABLES["departments"]]
DEPT_VALUE = {d["id"]: d["value"] for d in TABLES["departments"]}
DONATIONS = list(TABLES["donations"]) + [TABLES["donation_always"]]
UNIS = list(TABLES["universities"])
# choices that also get a button in the prompt line (besides their place on the table)
CHIP_CHOICES = {("pilfer", "money"), ("tile", "money"), ("draw", "deck")}


class TableLayout:
    """Where things go on the table (design units)."""

    def final_banner_rect(self) -> tuple:
        """The "Final round" banner: under the players' strip, above the log (ZA-END-2)."""
        top = STRIP_Y + self.session.config.players * (STRIP_H + 4)
        return (STRIP_X, top, STRIP_W - 10, FINAL_H)

    def place_log(self, banner: bool) -> None:
        """The log fills the right column below the strip, and below the final-round banner."""
        if banner == self._log_banner:
            return
        self._log_banner = banner
        top = STRIP_Y + self.session.config.players * (STRIP_H + 4) + 4 + (FINAL_H + 6 if banner else 0)
        self.log.rect = (LOG_AT[0], top, LOG_AT[2], 732 - top)

    # ------------------------------------------------------------------ geometry
    def action_rect(self, i: int) -> tuple:
        return (ROW_X0 + i * ROW_STEP, ROW_Y, AW, AH)

    def display_rect(self, i: int) -> tuple:
        return (CX0 + i * DSTEP, DISP_Y, DCW, DCH)

    def dept_rect(self, i: int) -> tuple:
        return (CX0 + i * (DEPT_W + 6), DEPT_Y, DEPT_W, DEPT_H)

    def donation_rect(self, i: int) -> tuple:
        return (DON_X0 + i * 66, DEPT_Y + 16, 60, 52)

    def partner_rect(self, i: int) -> tuple:
        return (CX0 + i * 62, OFFER_Y, 56, 34)

    def uni_rect(self, i: int) -> tuple:
        return (990 + i * 168, OFFER_Y - 4, 160, 42)   # room for a name on two lines

    def project_rect(self, i: int, n: int | None = None) -> tuple:
        """The i-th of n projects on the association board (n: those shown now): fewer get wider
        cards, so their names fit at small windows."""
        if n is None:
            n = len(self.projects_on_board(self.shown))
        step = min(150, max(PSTEP, 836 / max(1, n)))
        return (CX0 + i * step, PROJ_Y, step - 5, PH)

    def strip_rect(self, p: int) -> tuple:
        return (STRIP_X, STRIP_Y + p * (STRIP_H + 4), STRIP_W - 10, STRIP_H)

    def cp_x(self, n: int) -> float:
        return CP_X0 + min(n, CP_MAX) * CP_STEP

    def score_x(self, v: int) -> float:
        return SCORE_X0 + max(0, min(SCORE_MAX, v)) * (SCORE_X1 - SCORE_X0) / SCORE_MAX

    def hand_area(self) -> tuple[float, float]:
        return (HAND_X0 + SUPPLY_W + 10, HAND_X1) if self.building_mode() else (HAND_X0, HAND_X1 - FINAL_W - 16)

    def hand_rects(self, hand: list[str]) -> list[tuple]:
        n = len(hand)
        if not n:
            return []
        x0, x1 = self.hand_area()
        w, h = (HCW, HCH) if not self.building_mode() else (110, 155)
        span = x1 - x0
        step = min(w + 8, (span - w) / max(1, n - 1)) if n > 1 else 0
        return [(x0 + i * step, HAND_Y + (HCH - h), w, h) for i in range(n)]

    def final_rects(self, n: int) -> list[tuple]:
        """Your final scoring cards, one readable panel each, right of the hand."""
        if self.building_mode() or not n:
            return []
        step = min(124, 256 / n)
        return [(HAND_X1 - FINAL_W, HAND_Y + 26 + i * step, FINAL_W, step - 6) for i in range(n)]

    def supply_rect(self, i: int) -> tuple:
        c, r = i % 5, i // 5
        return (CX0 + c * 97, 798 + r * 136, 91, 130)

    def cells_rect(self, cells) -> tuple:
        xs = [GEO.centre(c, r) for c, r in cells]
        x0 = min(p[0] for p in xs) - GEO.R * 0.8
        y0 = min(p[1] for p in xs) - GEO.R * 0.8
        x1 = max(p[0] for p in xs) + GEO.R * 0.8
        y1 = max(p[1] for p in xs) + GEO.R * 0.8
        return (x0, y0, x1 - x0, y1 - y0)

    def cell_centre_rect(self, c: int, r: int) -> tuple:
        x, y = GEO.centre(c, r)
        s = GEO.R * 0.6
        return (x - s, y - s, 2 * s, 2 * s)

    def building_cells(self, g, p: int, bid: str) -> list[tuple[int, int]]:
        b = g.pl[p].bld.get(bid)
        return [H.cell(i) for i in H.bits(b[1])] if b else []

    def building_hit(self, g, p: int, dpos) -> str | None:
        cell = GEO.on_map_hit(dpos)
        if cell is None:
            return None
        i = H.idx(*cell)
        for bid, (kind, mask, _, _) in g.pl[p].bld.items():
            if mask >> i & 1:
                return bid
        return None

    def projects_on_board(self, g) -> list[str]:
        return list(g.base) + list(g.row)

    def keep_rects(self, n: int) -> list[tuple]:
        w, h = 126, 176   # two rows leave room under them for the help in two lines
        cols = n if n <= 5 else (n + 1) // 2
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            total = cols * w + (cols - 1) * 18
            x0 = OVERLAY[0] + (OVERLAY[2] - total) / 2
            out.append((x0 + c * (w + 18), OVERLAY[1] + 62 + r * (h + 22), w, h))
        return out

    def cp_bonus_rect(self, level: int, i: int) -> tuple:
        """A bonus chip under the conservation track: level 2, 5 and 8 from their space on (8's
        two tiles and its money reach past space 10), the final card's after the last of 8's."""
        if level == 10:   # (it was drawn over 8's money chip and hid it)
            return (max(self.cp_x(10), self.cp_x(8) + 40 * (TABLES["bonus_tiles_per_space"] + 1)), CP_Y + 36, 37, 26)
        return (self.cp_x(level) + i * 40, CP_Y + 36, 37, 26)

    def overlay_card_rect(self, i: int, n: int, w: int = 200, h: int = 280) -> tuple:
        total = n * w + (n - 1) * 30
        x0 = OVERLAY[0] + (OVERLAY[2] - total) / 2
        return (x0 + i * (w + 30), OVERLAY[1] + 70, w, h)

    def hypno_x0(self, si: int) -> float:
        return OVERLAY[0] + 30 + si * 400

    def hypno_rects(self, legal) -> dict:
        opts = [a for a in legal if isinstance(a, Choose)]
        seats = sorted({int(a.value.split(":")[0]) for a in opts})
        out = {}
        for si, q in enumerate(seats):
            for a in opts:
                qq, card = a.value.split(":")
                if int(qq) == q:
                    k = self.session.game.pl[q].slots.index(card)
                    out[a] = (self.hypno_x0(si) + k * (AW + 12), OVERLAY[1] + 90, AW, AH)
        return out

    def support_layout(self, legal) -> list[tuple[str, tuple]]:
        pids = []
        for a in legal:
            if isinstance(a, Support) and a.project not in pids:
                pids.append(a.project)
        n = max(1, len(pids))
        w = min(190, (OVERLAY[2] - 40 - (n - 1) * 10) / n)
        return [(pid, (OVERLAY[0] + 20 + i * (w + 10), OVERLAY[1] + 50, w, 330)) for i, pid in enumerate(pids)]

    def level_rect(self, prect, i: int) -> tuple:
        x, y, w, h = prect
        return (x + 6, y + 160 + i * 54, w - 12, 46)

    def ghost_box(self, cells, lines: int) -> tuple:
        """Where the ghost's words go: across the map from the ghost (top or bottom edge), so
        they never cover the ghost or the cells next to it."""
        ys = [GEO.centre(c, r)[1] for c, r in cells]
        xs = [GEO.centre(c, r)[0] for c, r in cells]
        h = 28 * lines + 12
        mid = MAP_RECT[1] + MAP_RECT[3] / 2
        by = MAP_RECT[1] + MAP_RECT[3] - h - 6 if (min(ys) + max(ys)) / 2 < mid else MAP_RECT[1] + 6
        x = (min(xs) + max(xs)) / 2
        bx = min(max(MAP_RECT[0] + 6, x - 215), MAP_RECT[0] + MAP_RECT[2] - 436)
        return (bx, by, 430, h)

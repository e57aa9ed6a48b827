"""Where things are on the Species Keepers table, in design units (1920 x 1080): the species
grid, the deck, the keeper piles, the bag, the turn panel, the pending spot and each player's
mat (`mat_geometry`: its houses with their species slots and its quarantine areas), and the
rect of a place named in the rules' events ("grid:c,r", "keeper:p:h", ...)."""
from __future__ import annotations

from ..components import AREAS

CW, CH = 150, 200                     # the grid's front cards (design units)
GRID_X, GRID_GAP = 24, 12
FRONT_Y, BACK_STEP = 412, 46          # front row top; each face-down row shows 46 units above it
DECK_RECT = (690, 412, CW, CH)
PILE_X, PILE_Y, PILE_W, PILE_H, PILE_GAP = 866, 338, 84, 118, 10
BAG_RECT = (866, 500, 110, 116)
INFO_RECT = (1040, 486, 266, 152)
PEND_RECT = (1318, 338, CW, CH)
OPP_Y, OPP_H = 8, 262
MAT_RECT = (20, 650, 1460, 422)
PROMPT_Y = 296
COLOURS = ("G", "R", "W")




def lerp_rect(a, b, u: float) -> tuple:
    return tuple(a[i] + (b[i] - a[i]) * u for i in range(4))


def mat_rects(me: int, others: list[int]) -> dict[int, tuple]:
    """Each seat's mat: the opponents side by side along the top, `me` at the bottom."""
    k = len(others)
    w = (1460 - 12 * (k - 1)) / k
    rects = {p: (20 + i * (w + 12), OPP_Y, w, OPP_H) for i, p in enumerate(others)}
    rects[me] = MAT_RECT
    return rects


def mat_geometry(rect, own: bool) -> dict:
    """Where everything of a seat's mat goes (`own`: the viewer's, at the bottom). Wide mats (yours, or the one opponent of a
    2-player game) put houses left and quarantine areas right; narrow ones put the
    resources and a row of quarantine chips under the name strip, houses below."""
    x, y, w, h = rect
    side = w >= 1000
    head = 50 if own else 40
    g: dict = {"rect": rect, "head": (x, y, w, head), "own": own, "side": side}
    if side:
        body_y, body_h = y + head + 6, h - head - 12
        hw = 860 if own else min(860, w * 0.6)
        house_area = (x + 10, body_y, hw, body_h)
        qcols, qrows = 2, 4
        qrect = (x + hw + 24, body_y, w - hw - 34, body_h)
        px = 30 if own else 24
        g["res"] = (x + w * 0.42, y + head / 2 - px / 2, px)
    else:
        row_y = y + head + 4
        g["res"] = (x + 10, row_y + 2, 24)
        res_w = 200
        qrect = (x + 10 + res_w, row_y, w - 20 - res_w, 28)
        qcols, qrows = 7, 1
        house_area = (x + 8, row_y + 34, w - 16, h - (row_y + 34 - y) - 8)
    hx, hy, hwid, hh = house_area
    gap = 12 if own else 6
    each = (hwid - 3 * gap) / 4
    kh = 112 if own else (60 if side else 52)
    sgap = 4 if own else 3
    sh = (hh - kh - 3 * sgap) / 3
    g["houses"] = []
    for i in range(4):
        bx = hx + i * (each + gap)
        keeper = (bx, hy, each, kh)
        species = [(bx, hy + kh + sgap + j * (sh + sgap), each, sh) for j in range(3)]
        g["houses"].append({"rect": (bx, hy, each, hh), "keeper": keeper, "species": species})
    qx, qy, qw, qh = qrect
    cgap = 6 if side else 4
    cw = (qw - (qcols - 1) * cgap) / qcols
    ch = (qh - (qrows - 1) * cgap) / qrows
    g["areas"] = {}
    g["area_tiles"] = {}
    label_w = 100 if side else 0
    for i, a in enumerate(AREAS):
        r, c = divmod(i, qcols)
        cell = (qx + c * (cw + cgap), qy + r * (ch + cgap), cw, ch)
        g["areas"][a] = cell
        g["area_tiles"][a] = (cell[0] + label_w + 2, cell[1] + 3, cell[2] - label_w - 5, cell[3] - 6) if side \
            else (cell[0] + 1, cell[1] + 1, cell[2] - 2, cell[3] - 2)
    g["quar_caption"] = (qx + (len(AREAS) % qcols) * (cw + cgap), qy + (len(AREAS) // qcols) * (ch + cgap), cw, ch) \
        if side else None
    return g


def slot_rect(c: int, r: int) -> tuple:
    """Grid slot (row 0 = slot 1, the face-up front, drawn lowest) in design units."""
    return (GRID_X + c * (CW + GRID_GAP), FRONT_Y - r * BACK_STEP, CW, CH)


def slot_visible_rect(c: int, r: int) -> tuple:
    """The part of a slot that can be clicked (the strip of a face-down card above the front)."""
    x, y, w, h = slot_rect(c, r)
    return (x, y, w, h) if r == 0 else (x, y, w, BACK_STEP)


def pile_rect(i: int) -> tuple:
    return (PILE_X + i * (PILE_W + PILE_GAP), PILE_Y, PILE_W, PILE_H)


def cubes_point(geo: dict, p: int) -> tuple:
    """Where seat p's resources are shown (`geo`: every seat's mat_geometry)."""
    x, y, px = geo[p]["res"]
    return (x, y)


def place_rect(geo: dict, place: str) -> tuple:
    """The rect of a place named in an event (`geo`: every seat's mat_geometry)."""
    kind, _, rest = place.partition(":")
    if kind == "grid":
        c, r = (int(v) for v in rest.split(","))
        return slot_rect(c, r)
    if kind == "quarantine":
        q, a = rest.split(":")
        return geo[int(q)]["area_tiles"][a]
    if kind == "keeper":
        q, h = (int(v) for v in rest.split(":"))
        return geo[q]["houses"][h]["keeper"]
    if kind == "pile":
        return pile_rect(int(rest))
    if kind in ("deck", "discard"):
        return DECK_RECT
    if kind == "bag":
        return BAG_RECT
    if kind == "player":
        x, y = cubes_point(geo, int(rest))
        return (x, y, 30, 30)
    return PEND_RECT

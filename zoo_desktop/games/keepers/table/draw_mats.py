"""Drawing a Species Keepers player mat: the header in the seat's colour (letter, name,
resources and how many are held, saved of the goal, the score when shown, the trophy of the
end trigger, your objective), four keeper houses with their saved species, and seven
quarantine areas; and the pulsing glow of the mat whose player decides. Functions of the
table (passed in) and the shown view; the table caches each mat's picture (scene.py)."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx
from zoo_desktop.ui.widgets import centre
from zoo_desktop.ui.anim import pulse

from ..cards import CONTENT
from ..components import AREAS, MAX_HELD
from .art import blit_fit, cube
from .labels import area_name
from .layout import COLOURS
from .tips import scores_visible


def draw_mat_glow(table, surf, p: int, now) -> None:
    """The active player's mat glows (per frame: it pulses)."""
    live = table.session.game
    if p in live.decision().players and not live.is_over:
        vp = table.app.vp
        r = vp.rect(table.geo[p]["rect"])
        gw = vp.n(3 + 3 * pulse(now))
        pygame.draw.rect(surf, gfx.Palette.accent, r.inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(16))


def draw_mat_body(table, surf, vp, p: int, v, hide, name: str) -> None:
    cb = table.app.palette.colour_blind
    geo = table.geo[p]
    mat = v["mats"][p]
    own = geo["own"]
    r = vp.rect(geo["rect"])
    pygame.draw.rect(surf, (246, 241, 228, 235), r, border_radius=vp.n(14))
    # header strip in the seat's colour, with the seat letter (colour is not the only cue)
    hx, hy, hw, hh = geo["head"]
    hr = vp.rect(geo["head"])
    colour = table.app.palette.player(p)
    pygame.draw.rect(surf, colour, hr, border_top_left_radius=vp.n(14), border_top_right_radius=vp.n(14))
    cx, cy = hx + 24, hy + hh / 2
    pygame.draw.circle(surf, (255, 255, 255), vp.p(cx, cy), vp.n(16))
    gfx.blit_seat_letter(surf, p, vp.n(20), vp.p(cx, cy))
    name_w = (hw * 0.42 - 50) if geo["side"] else (hw * 0.55 - 50)
    blit_fit(surf, name, vp.n(24 if own else 21), (20, 20, 20), vp.p(hx + 46, cy), vp.n(name_w), "midleft", True,
             min_px=vp.n(14))
    # resources (shape + letter + count) and how many are held of the 12 allowed
    rx, ry, px = geo["res"]
    x2 = draw_cubes_row(surf, [(c, mat["resources"][c]) for c in COLOURS], rx, ry, px, cb, vp)
    # saved progress (the game-end trigger) and score on the right
    goal = v["options"]["end_goal"]
    right = t("keepers.ui.saved", n=mat["saved"], goal=goal)
    if scores_visible(v):
        right += "   " + t("keepers.ui.score", n=mat["score"]["total"])
    # held of 12: up to the quarantine row (a top panel) or the text on the right (the header)
    end = geo["areas"][AREAS[0]][0] - 6 if not geo["side"] else \
        hx + hw - 12 - gfx.font(vp.n(22 if own else 19), True).size(right)[0] / vp.s - 16
    held_box = vp.r(x2 + 2, ry - 6, max(1, end - x2 - 2), px + 12)
    gfx.blit_text(surf, t("keepers.ui.held", n=mat["held"], max=MAX_HELD), vp.n(18), (30, 30, 30),
                  (held_box.x, vp.p(0, ry + px / 2)[1]), "midleft", box=held_box)
    img = gfx.text(right, vp.n(22 if own else 19), (20, 20, 20), True,
                   width=vp.n(hw - 12 - 46 - name_w))      # right of the name's room
    rr = img.get_rect(midright=vp.p(hx + hw - 12, cy))
    surf.blit(img, rr)
    if v["end_trigger"] == p:
        ic = gfx.art("icons", "trophy", vp.n(hh - 8))
        surf.blit(ic, ic.get_rect(midright=(rr.left - vp.n(6), rr.centery)))
    if own and mat["objective"]:
        band = CONTENT.band_for(mat["keeper_total"])
        text = t("keepers.ui.objective", name=t(f"keepers.card.{mat['objective']}"),
                 band=band.band if band else "-")
        blit_fit(surf, text, vp.n(17), (30, 30, 30), (rr.left - vp.n(14), rr.centery), vp.n(250), "midright", True)
    # houses
    for hi, hv in enumerate(geo["houses"]):
        house = mat["houses"][hi]
        kr = hv["keeper"]
        if house is None or f"keeper:{p}:{hi}" in hide or (own and table.drag.dragging(("keeper", hi))):
            pygame.draw.rect(surf, (200, 195, 180), vp.rect(kr), vp.n(2), border_radius=vp.n(10))
            if house is None:   # (on two lines where one does not fit at the readable size)
                gfx.blit_packed(surf, t("keepers.ui.house_empty", n=hi + 1), vp.n(18 if own else 15), (130, 125, 115),
                                vp.rect(kr).inflate(-vp.n(8), -vp.n(4)), align="center")
        else:
            surf.blit(table.ktile(house["keeper"], kr, len(house["species"])), vp.p(kr[0], kr[1]))
        for j, sr in enumerate(hv["species"]):
            card = house["species"][j] if house and j < len(house["species"]) else None
            if card is None or card in hide:
                pygame.draw.rect(surf, (225, 220, 205), vp.rect(sr), vp.n(1), border_radius=vp.n(6))
                continue
            surf.blit(table.tile(card, sr), vp.p(sr[0], sr[1]))
    # quarantine
    for a, cell in geo["areas"].items():
        tile = geo["area_tiles"][a]
        card = mat["quarantine"][a]
        pygame.draw.rect(surf, (232, 226, 210), vp.rect(cell), border_radius=vp.n(8))
        pygame.draw.rect(surf, (190, 170, 140), vp.rect(cell), vp.n(1), border_radius=vp.n(8))
        if geo["side"]:   # the area's name left of its tile, as large as fits (two lines at 150 %
            # overlapped and a third, "coast", was left out unseen)
            held = bool(card and card not in hide)   # a tile on the right: the name has 94 units
            box = vp.r(cell[0] + 6, cell[1] + 2, 94 if held else cell[2] - 12, cell[3] - 4)
            name = area_name(a)
            if gfx.pack_layout(name, vp.n(17 if own else 15), box, True)[2]:
                name = a   # not whole even at the readable size: its code (the legend explains it)
            gfx.blit_packed(surf, name, vp.n(17 if own else 15), (90, 70, 50), box, True)
        if card and card not in hide and not (own and table.drag.dragging(("quar", card))):
            surf.blit(table.tile(card, tile), vp.p(tile[0], tile[1]))
        elif not geo["side"]:
            blit_fit(surf, a, vp.n(16), (120, 100, 80), vp.p(*centre(cell)), vp.n(cell[2] - 4), "center", True)
    if geo["quar_caption"]:
        qx, qy, qw, qh = geo["quar_caption"]   # (its lines overlapped at 125 and 150 %)
        box = vp.r(qx + 6, qy + 2, qw - 12, qh - 4)
        caption = t("keepers.ui.quarantine")
        if gfx.pack_layout(caption, vp.n(16), box)[2]:   # the rule does not fit: the word before its colon
            caption = caption.split(":")[0]
        gfx.blit_packed(surf, caption, vp.n(16), (110, 90, 70), box)


def draw_cubes_row(surf, parts, x, y, px, cb, vp) -> float:
    """Resource cubes with their counts in a row from (x, y); returns where the row ends."""
    for c, n in parts:
        surf.blit(cube(c, vp.n(px), cb), vp.p(x, y))
        img = gfx.text(str(n), vp.n(px * 0.75), (20, 20, 20), True)
        surf.blit(img, img.get_rect(midleft=vp.p(x + px + 3, y + px / 2)))
        x += px + 10 + img.get_width() / vp.s
    return x

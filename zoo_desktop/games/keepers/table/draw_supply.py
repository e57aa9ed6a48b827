"""Drawing the Species Keepers supply between the grid and the turn panel: the species deck
(the discard target, with its hint), the four keeper piles (the top keeper's level shows)
and the resource bag (its count; its colours when they are shown). A function of the
table (passed in) and the shown view."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx

from .art import DECK_HINT_BOX, bag_picture, cube, deck_back, keeper_back, species_back
from .layout import BAG_RECT, CH, COLOURS, CW, DECK_RECT, MAT_RECT, PILE_GAP, PILE_H, PILE_W, pile_rect


def draw_supply(table, surf, v, hide) -> None:
    vp = table.app.vp
    cb = table.app.palette.colour_blind
    light = (230, 240, 230)
    # deck (discard target)
    dr = vp.rect(DECK_RECT)
    top = dr
    if v["deck"]:
        backs = min(4, v["deck"] // 12 + 1)
        for i in range(backs):
            top = dr.move(-vp.n(3 * i), -vp.n(3 * i))
            surf.blit((deck_back if i == backs - 1 else species_back)(vp.n(CW), vp.n(CH)), top)
    else:
        pygame.draw.rect(surf, (70, 110, 90), dr, vp.n(3), border_radius=vp.n(14))
    gfx.blit_text(surf, t("keepers.ui.deck", n=v["deck"]), vp.n(22), light,
                  vp.p(DECK_RECT[0] + CW / 2, DECK_RECT[1] - 14), "midbottom", True)
    # the discard hint on the deck's top card (under it there are only 32 units before the
    # player's mat: a second line was hidden under the mat, issue 13)
    fx, fy, fw, fh = DECK_HINT_BOX
    gfx.blit_wrapped(surf, t("keepers.ui.deck_drop"), vp.n(18), (200, 220, 205),
                     (top.x + round(top.w * fx), top.y + round(top.h * fy), round(top.w * fw), round(top.h * fh)),
                     "center")
    # keeper piles
    for i, pl in enumerate(v["piles"]):
        r = pile_rect(i)
        if pl["size"] and not table.drag.dragging(("pile", i)):
            for j in range(min(3, pl["size"]) - 1, 0, -1):
                surf.blit(keeper_back(None, vp.n(PILE_W), vp.n(PILE_H)), vp.p(r[0] - 3 * j, r[1] - 3 * j))
            surf.blit(keeper_back(pl["top_level"], vp.n(PILE_W), vp.n(PILE_H)), vp.p(r[0], r[1]))
        else:
            pygame.draw.rect(surf, (70, 110, 90), vp.rect(r), vp.n(3), border_radius=vp.n(10))
        gfx.blit_text(surf, t("keepers.ui.pile", n=i + 1, size=pl["size"]), vp.n(17), light,
                      vp.p(r[0] + r[2] / 2, r[1] + r[3] + 4), "midtop",
                      box=vp.r(r[0] - PILE_GAP / 2 + 1, r[1] + r[3], r[2] + PILE_GAP - 2, 40))
    # bag
    br = vp.rect(BAG_RECT)
    surf.blit(bag_picture(br.w, br.h), br)
    gfx.blit_text(surf, str(v["bag"]["total"]), vp.n(30), (255, 250, 235), br.move(0, vp.n(12)).center, "center", True)
    # placed by its glyphs: at 150 % the text's line box is taller than the 32 units down
    # to the player's mat (the "g" of "Bag" went under it)
    label = t("keepers.ui.bag")
    lpx = gfx.FitPx(max(vp.n(18), gfx.text_floor()))
    ink = gfx.ink_box(label, lpx, False, light)
    lx, ly = vp.p(BAG_RECT[0] + BAG_RECT[2] / 2, BAG_RECT[1] + BAG_RECT[3] + 2)
    ly = min(ly, vp.p(0, MAT_RECT[1])[1] - 1 - ink.bottom + ink.top)
    gfx.blit_text(surf, label, lpx, light, (lx - ink.centerx, ly - ink.top))
    cols = v["bag"]["colours"]
    if cols:
        x = BAG_RECT[0] + BAG_RECT[2] + 6
        for i, c in enumerate(COLOURS):
            surf.blit(cube(c, vp.n(22), cb), vp.p(x - 4, BAG_RECT[1] + 10 + i * 30))
            gfx.blit_text(surf, str(cols[c]), vp.n(18), light, vp.p(x + 22, BAG_RECT[1] + 12 + i * 30), bold=True)

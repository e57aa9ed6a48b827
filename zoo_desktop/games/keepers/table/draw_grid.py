"""Drawing the Species Keepers species grid: four columns, the face-up front card of each at
the bottom and the face-down cards stacked behind it (their top edges show), and the glow
of the front cards the viewer can use now. Functions of the table (passed in) and the
shown view."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import pulse

from .art import species_back, species_face
from .layout import BACK_STEP, CH, CW, FRONT_Y, GRID_GAP, GRID_X, slot_rect


def draw_grid(table, surf, v, hide) -> None:
    vp = table.app.vp
    cb = table.app.palette.colour_blind
    for c, col in enumerate(v["grid"]):
        gfx.blit_text(surf, t("keepers.ui.column", n=c + 1), vp.n(18), (200, 225, 210),
                      vp.p(GRID_X + c * (CW + GRID_GAP) + CW / 2, FRONT_Y + CH + 6), "midtop")
        front = slot_rect(c, 0)
        pygame.draw.rect(surf, (60, 110, 85), vp.rect(front), vp.n(3), border_radius=vp.n(12))
        for r in (2, 1, 0):
            cell = col[r]
            if cell is None:
                continue
            if not grid_drawn(table, cell, c, r, hide):
                continue
            rect = slot_rect(c, r)
            img = species_face(cell["card"], vp.n(CW), vp.n(CH), cb) if cell["card"] else \
                species_back(vp.n(CW), vp.n(CH))
            if r == 0:
                surf.blit(img, vp.p(rect[0], rect[1]))
            else:  # face-down cards behind the front: their top edge shows, like a stack
                surf.blit(img, vp.p(rect[0], rect[1]), pygame.Rect(0, 0, img.get_width(), vp.n(BACK_STEP - 4)))
                pygame.draw.line(surf, (20, 40, 60), vp.p(rect[0] + 8, rect[1] + BACK_STEP - 4),
                                 vp.p(rect[0] + CW - 8, rect[1] + BACK_STEP - 4), vp.n(2))


def grid_drawn(table, cell, c: int, r: int, hide) -> bool:
    place = f"grid:{c},{r}"
    return not (place in hide or (cell["card"] and cell["card"] in hide) or
                (table.drag.dragging(("grid", cell["card"])) if cell["card"] else False))


def draw_grid_glows(table, surf, v, hide) -> None:
    """The legal front cards glow (per frame: the glow pulses)."""
    if not (table.me_acting() and table.idle()):
        return
    vp = table.app.vp
    for c, col in enumerate(v["grid"]):
        cell = col[0]
        if cell is None or not cell["card"] or not grid_drawn(table, cell, c, 0, hide):
            continue
        if any(getattr(a, "card", None) == cell["card"] for a in table.legal()):
            gw = vp.n(3 + 2 * pulse(table.app.now()))
            pygame.draw.rect(surf, gfx.Palette.good, vp.rect(slot_rect(c, 0)).inflate(2 * gw + vp.n(4), 2 * gw + vp.n(4)),
                             gw, border_radius=vp.n(14))

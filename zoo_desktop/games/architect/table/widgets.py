"""The Zoo Architect table's small parts: a clickable spot (Spot), the selection in progress
(Sel), and text set in a box (boxed, box_layout). (The "All choices" list is the shared
ui.widgets.PagedChoices.)"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from zoo_desktop.engine.core import Action

from zoo_desktop.ui import gfx


@dataclass
class Spot:
    """Something to click for the decision in front of you: an engine action, or a UI step
    (`op`) towards one (select a building, a card, a project level...)."""
    rect: tuple
    action: Action | None = None
    op: Callable[[], None] | None = None
    cells: tuple = ()
    tip: str = ""
    colour: tuple = (60, 200, 110)
    key: Any = None
    overlay: bool = False


@dataclass
class Sel:
    kind: str = ""          # building kind picked from the supply
    rot: int = 0            # 0-5 rotation
    mirror: bool = False
    card: str = ""          # animal (or project) picked
    level: tuple | None = None  # (project, level) picked for a release project
    keep: set = field(default_factory=set)
    xmode: bool = False     # the next action card clicked takes the X-token action
    xspend: int = 0


def _glyph_rect(text: str, px: int, bold: bool, colour=(0, 0, 0)) -> tuple:
    """Where a line's glyphs lie in its rendered image (measured once per text and size;
    rendered in the colour it is drawn in, so drawing it renders nothing again)."""
    r = gfx.ink_box(text, gfx.FitPx(px), bold, colour)
    return tuple(r) if r.h else (0, 0, 0, 1)


def box_layout(text, px, box, bold=False, colour=(0, 0, 0)):
    """How boxed() sets `text` in `box`: (size, lines, their glyph rectangles, line step,
    whether all of it fits at a readable size). `colour`: what boxed draws it in (the
    glyphs are found on that rendering)."""
    box = pygame.Rect(box)
    room_h = box.h + 2
    top = max(px, gfx.text_floor()) if type(px) is not gfx.FitPx else px
    tried: dict[int, tuple] = {}

    def inks_of(lines, fp):
        inks = [pygame.Rect(_glyph_rect(ln, int(fp), bool(bold), colour)) for ln in lines]
        return inks, max(r.bottom for r in inks) - min(r.y for r in inks) + 1

    def at(p: int) -> tuple:
        if p not in tried:
            fp = gfx.FitPx(p)
            f = gfx.font(fp, bold)
            lines = gfx.wrap(text, fp, max(1, box.w), bold, breaking=p == gfx.READABLE_PX)
            # the widths first: a size whose lines are too wide renders none of them
            ok = all(f.size(ln)[0] <= box.w for ln in lines) and len(lines) * inks_of(lines, fp)[1] - 1 <= room_h
            tried[p] = (fp, lines, ok)
        return tried[p]
    # the largest size that fits (each size probed loads its glyphs: few probes, the top
    # size's lines scaled to the box first)
    hi = max(top, gfx.READABLE_PX)
    if at(hi)[2] or hi == gfx.READABLE_PX:
        best = hi
    else:
        f, top_lines = gfx.font(at(hi)[0], bold), at(hi)[1]
        guess = gfx.shrink_guess(hi, max(f.size(ln)[0] for ln in top_lines), box.w,
                                 len(top_lines) * f.get_linesize(), room_h)
        best = gfx.largest_near_top(gfx.READABLE_PX, hi - 1, lambda p: p == gfx.READABLE_PX or at(p)[2], guess)
    fp, lines, ok = at(best)
    inks, step = inks_of(lines, fp)
    return fp, lines, inks, step, ok


def boxed(s, text, px, colour, box, bold=False, align="center") -> pygame.Rect:
    """A text in `box` (pixels), centred on it: on one line when it fits at a readable
    size, else wrapped, the lines stepped by their glyphs' height (the face's line height
    leaves room above the capitals) at the largest size from px down to the readable one
    where they all fit, in width and in height; what still does not is left out (and
    reported). `align` left, center or right. Returns the rectangle drawn on."""
    box = pygame.Rect(box)
    room_h = box.h + 2   # the probe allows a pixel either side
    fp, lines, inks, step, _ = box_layout(text, px, box, bold, colour)
    room = max(1, (room_h + 1) // step)
    shown = lines[:room]
    ink_top = min(r.y for r in inks[:room])
    y = box.y - 1 + max(0, (room_h - (len(shown) * step - 1)) // 2) - ink_top
    out = pygame.Rect(box.x, box.y, 0, 0)
    for ln in shown:
        if align == "center":
            r = gfx.blit_text(s, ln, fp, colour, (box.centerx, y), "midtop", bold, box=box, min_px=fp)
        elif align == "right":
            r = gfx.blit_text(s, ln, fp, colour, (box.right, y), "topright", bold, box=box, min_px=fp)
        else:
            r = gfx.blit_text(s, ln, fp, colour, (box.x, y), "topleft", bold, box=box, min_px=fp)
        out = r if not out.w else out.union(r)
        y += step
    gfx.note_cut(len(lines) - len(shown), s, box)
    return out



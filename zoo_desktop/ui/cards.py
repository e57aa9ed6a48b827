"""Shared card pictures and card grids for the tables.

`CardFace` describes a card in plain terms (title, art, colour band, corner values, body text,
icon badges); `render_card` draws it at any pixel size and caches the result, so a table
blits finished surfaces. `GridView` lays out a grid of card slots (species grid, display)
and makes the tweens for cards that slide from one slot to another or arrive from a pile."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import gfx
from .surfcache import cached
from .anim import Tween, ease_in_out, lerp2


@dataclass(frozen=True)
class CardFace:
    title: str
    art: str = ""                     # asset id ("animals"/"icons" picked by art_kind)
    art_kind: str = "animals"
    band: tuple = (120, 120, 120)     # colour band at the top (with `band_label`, never colour alone)
    band_label: str = ""
    top_left: str = ""                # e.g. cost
    top_right: str = ""               # e.g. points
    body: tuple[str, ...] = ()        # short lines of effect text
    badges: tuple[tuple[str, str], ...] = ()  # (icon id, label) along the bottom
    footer: str = ""
    dim: bool = False


def render_card(face: CardFace, w: int, h: int) -> pygame.Surface:
    """The face at w x h pixels (in the shared byte-bounded surface cache)."""
    return cached(("face", face, w, h), lambda: _render_card(face, w, h))


def _render_card(face: CardFace, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 12)
    pygame.draw.rect(s, (253, 250, 240), s.get_rect(), border_radius=rad)
    band_h = max(12, h // 7)
    tpx, tw = max(8, band_h * 5 // 9), int(w * 0.92)
    lines, _, left_out = gfx.fit_wrapped(face.title, tpx, (0, 0, tw, band_h), True)
    if left_out or len(lines) > 1:   # a long title at a readable size: two lines (three for a
        lh = gfx.font(gfx.READABLE_PX, True).get_linesize()   # word broken) in a taller band
        need = len(gfx.fit_wrapped(face.title, gfx.READABLE_PX, (0, 0, tw, 3 * lh), True)[0])
        band_h = max(band_h, max(2, need) * lh + 2)
    pygame.draw.rect(s, face.band, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(s, face.band, s.get_rect(), max(2, w // 40), border_radius=rad)
    sr = s.get_rect()
    title_box = pygame.Rect((w - tw) // 2, 0, tw, band_h)
    lines, fpx, _ = gfx.fit_wrapped(face.title, tpx, title_box, True)
    lh = gfx.font(fpx, True).get_linesize()
    gfx.blit_wrapped(s, face.title, fpx, (20, 20, 20), title_box.inflate(0, -max(0, band_h - lh * len(lines))),
                     "center", True)
    y = band_h + max(2, h // 40)
    icon_px = max(10, h // 9)
    badge_px = max(8, icon_px * 2 // 3)
    if face.badges:   # the body ends over the badges' labels (taller at a larger UI scale)
        bottom = h - max(h // 7, icon_px + h // 30, gfx.font(badge_px, True).get_height() + h // 40)
    else:
        bottom = h - h // 20
    body_text = "\n".join(face.body)
    label_px = max(8, h // 15)
    label_h = gfx.font(label_px, True).get_height()
    corner_px, stacked, chip_pad = _corner_size(face, w, h)
    corner_h = gfx.font(corner_px, True).get_height()
    # the band letter sits at the picture's right edge, under the corner value (never on it);
    # with the corner values stacked, left of the lower one
    label_floor = y + corner_h + 3 + label_h if face.band_label and face.top_right and not stacked else 0
    art_px = int(min(w * 0.55, h * 0.34))
    art_y = y
    corners = [gfx.font(corner_px, True).size(x)[0] + max(4, w // 20) for x in (face.top_left, face.top_right) if x]
    if corners:   # the picture between the corner values, never under them (text probe: '1 VP', 'AF EU')
        beside = w - 2 * (max(3, w // 20) + max(corners)) - 2
        if beside >= art_px // 2 and not stacked:
            art_px = max(1, min(art_px, beside))
        elif stacked:   # the picture below both rows, as large as there is room for (the body
            art_y = y + 2 * corner_h + 4   # makes it give way, see below)
        else:   # a long corner value ('AS EU NA'): the picture goes below the corner row, not to nothing
            art_y = y + corner_h + 2
            art_px = max(beside, art_px - (art_y - y))
    art_px = min(art_px, bottom - art_y)   # never down into the badges; no room for a picture
    if art_px < h // 8:                    # a fair size (a small card at a large UI scale):
        art_px = 0                         # it is left to the table's zoom
    if body_text:   # the picture gives way (down to a third) so the body fits at a readable size
        for k in (1.0, 0.85, 0.7, 0.55, 0.4, 0.3):
            a = int(art_px * k) if art_px else 0
            top = max(art_y + a, label_floor) + max(2, h // 50)
            if not gfx.fit_wrapped(body_text, max(8, h // 15), (0, 0, int(w * 0.9), max(1, bottom - top)))[2]:
                art_px = a
                break
        else:   # no room at this text size (a small card at a large UI scale): the body is left
            body_text = ""   # to the table's tooltip and zoom, the picture keeps its size
    if face.art and art_px:
        pic = gfx.art(face.art_kind, face.art, art_px)
        at = pic.get_rect(midtop=(w // 2, art_y))
        s.blit(pic, at)
        gfx.note_shape(s, pic.get_bounding_rect().move(at.topleft), "picture")   # (text probe: none over it)
    right_y = y + corner_h + 2 if stacked else y   # (stacked: the right value under the left one)
    for text, anchor, pos in ((face.top_left, "topleft", (max(3, w // 20), y)),
                              (face.top_right, "topright", (w - max(3, w // 20), right_y))):
        if text:
            r = pygame.Rect((0, 0), gfx.font(corner_px, True).size(text))   # the chip under the value
            r = r.move(-r.w if anchor == "topright" else 0, 0).move(pos).inflate(chip_pad, 2)
            pygame.draw.rect(s, (255, 236, 170), r, border_radius=max(3, w // 30))
            gfx.blit_text(s, text, corner_px, (20, 20, 20), r.center, "center", True, box=sr)
    art_bottom = max(art_y + art_px, label_floor)
    if face.band_label and stacked:
        gfx.blit_text(s, face.band_label, label_px, (40, 40, 40), (max(3, w // 20), right_y + corner_h // 2),
                      "midleft", True, box=sr)
    elif face.band_label:
        gfx.blit_text(s, face.band_label, label_px, (40, 40, 40), (w - max(3, w // 20), art_bottom), "bottomright",
                      True, box=sr)
    y = art_bottom + max(2, h // 50)
    if body_text:
        body = pygame.Rect(int(w * 0.05), y, int(w * 0.9), max(1, bottom - y))
        gfx.blit_wrapped(s, body_text, max(8, h // 15), (40, 40, 40), body, "center")
    if face.badges:   # each label after its icon (it was drawn over the icon's right third)
        widths = [icon_px + (gfx.font(badge_px, True).size(label)[0] + 1 if label else 0) for _, label in face.badges]
        x = (w - sum(widths) - (len(widths) - 1) * (w // 12)) // 2
        for (icon, label), bw in zip(face.badges, widths):
            ic = gfx.art("icons", icon, icon_px)
            s.blit(ic, (x, h - icon_px - h // 30))
            gfx.note_shape(s, ic.get_bounding_rect().move(x, h - icon_px - h // 30), icon)
            if label:
                gfx.blit_text(s, label, badge_px, (20, 20, 20), (x + icon_px + 1, h - h // 40),
                              "bottomleft", True, box=sr)
            x += bw + w // 12
    if face.footer:
        gfx.blit_text(s, face.footer, max(8, h // 16), (90, 90, 90), (w // 2, h - 2), "midbottom", box=sr)
    if face.dim:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=rad)
        s.blit(shade, (0, 0))
    return s


def _corner_size(face: CardFace, w: int, h: int) -> tuple[int, bool, int]:
    """The corner values' size, whether they are stacked and their chips' padding: side by
    side at their size (raised to the text floor), the chips narrower where they would
    touch; else a little smaller (down to 85 %, never under the readable size); else the
    right one under the left one at their size (a card with three continents, 'SA OC AN',
    beside '1 VP' at a 150 % UI scale): never one over the other."""
    top = max(9, h // 11, gfx.text_floor())
    pad = max(4, w // 20)   # a chip's padding (half on either side of its value)
    if not (face.top_left and face.top_right):
        return top, False, pad

    def between(p: int) -> int:   # pixels between the two values, each at its margin
        f = gfx.font(gfx.FitPx(p), True)
        return w - 2 * max(3, w // 20) - f.size(face.top_left)[0] - f.size(face.top_right)[0]
    # side by side: a pixel of padding either side of each value and a pixel between the chips
    p = gfx.largest_fitting(min(top, max(gfx.READABLE_PX, round(top * 0.85))), top, lambda p: between(p) >= 3)
    if p is None:
        return top, True, pad
    px = top if p == top else gfx.FitPx(p)
    return px, False, max(2, min(pad, between(p) - 1))


def render_back(w: int, h: int, colour=(40, 96, 70), art: str = "globe", art_kind: str = "icons",
                pic_w: float = 0.5, pic_y: float = 0.5) -> pygame.Surface:
    """A card back: its colour, a frame and a picture `pic_w` of the card wide, centred at
    `pic_y` of its height (a deck's top card keeps room under it for words)."""
    return cached(("back", w, h, colour, art, art_kind, pic_w, pic_y),
                  lambda: _render_back(w, h, colour, art, art_kind, pic_w, pic_y))


def _render_back(w: int, h: int, colour, art: str, art_kind: str, pic_w: float, pic_y: float) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 12)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, (240, 220, 160), surf.get_rect().inflate(-w // 10, -w // 10), max(2, w // 40), border_radius=rad)
    pic = gfx.art(art_kind, art, int(w * pic_w))
    surf.blit(pic, pic.get_rect(center=(w // 2, int(h * pic_y))))
    return surf


@dataclass
class GridView:
    """Card slots in columns and rows, in design units. Row 0 is the top row."""
    x: float
    y: float
    cols: int
    rows: int
    cw: float
    ch: float
    gap: float = 12
    labels_left: list[str] = field(default_factory=list)

    def rect(self, c: int, r: int) -> tuple:
        return (self.x + c * (self.cw + self.gap), self.y + r * (self.ch + self.gap), self.cw, self.ch)

    @property
    def bounds(self) -> tuple:
        return (self.x, self.y, self.cols * (self.cw + self.gap) - self.gap, self.rows * (self.ch + self.gap) - self.gap)

    def hit(self, dpos) -> tuple[int, int] | None:
        for c in range(self.cols):
            for r in range(self.rows):
                x, y, w, h = self.rect(c, r)
                if x <= dpos[0] < x + w and y <= dpos[1] < y + h:
                    return (c, r)
        return None

    def slide(self, vp, img, frm, to, ms: float = 320, kind: str = "slide") -> Tween:
        """A card moving between two design points (slot origins or anywhere)."""

        def draw(surf, t):
            x, y = lerp2(frm, to, t)
            surf.blit(img, vp.p(x, y))
        return Tween(ms, draw=draw, ease=ease_in_out, kind=kind, data={"from": frm, "to": to})

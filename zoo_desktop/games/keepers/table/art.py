"""Pictures for the Species Keepers table: species cards (upright for the grid, flat tiles
for houses and quarantine), keeper tiles and pile backs, resource cubes. Everything is
rendered at the real pixel size and cached. Colour never carries meaning alone: a status
band always shows its code (LC..CR), a keeper its level (L1..L5), a cube its letter and
its own shape (G square, R circle, W diamond)."""
from __future__ import annotations

import pygame

from zoo_desktop.games.keepers.cards import KEEPERS, SPECIES
from zoo_desktop.i18n import has, t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.surfcache import cached
from zoo_desktop.ui.cards import render_back

STATUS_COL = {"LC": (118, 178, 120), "NT": (168, 196, 92), "VU": (236, 196, 72), "EN": (236, 140, 62),
              "CR": (214, 76, 64)}
LEVEL_COL = {1: (182, 182, 170), 2: (126, 190, 126), 3: (112, 160, 220), 4: (182, 134, 212), 5: (236, 160, 80)}
CUBE_COL = {"G": (64, 160, 84), "R": (206, 62, 54), "W": (246, 246, 240)}
CUBE_COL_CB = {"G": (0, 158, 115), "R": (213, 94, 0), "W": (246, 246, 240)}
INK = (28, 28, 32)
PAPER = (253, 250, 240)
CODE_INK = (90, 90, 90)   # a species' class and diet letters

def _cached(key, make):
    """Species Keepers surfaces in the shared byte-bounded cache."""
    return cached(("keepers",) + tuple(key), make)


def species_name(card: str) -> str:
    key = f"keepers.card.{card}"
    return t(key) if has(key) else SPECIES[card].name if card in SPECIES else card


def keeper_name(k: str) -> str:
    key = f"keepers.card.{k}"
    return t(key) if has(key) else KEEPERS[k].name if k in KEEPERS else k


def keeper_goal(k: str) -> str:
    key = f"keepers.goal.{k}"
    return t(key) if has(key) else ""


fit_text = gfx.fit_text  # shared: one text-fitting rule for every table
blit_fit = gfx.blit_fit


# ----------------------------------------------------------------------------- cubes
def draw_cube_shape(surf, colour: str, centre, r: int, fill) -> None:
    x, y = centre
    edge = (30, 30, 30)
    if colour == "G":
        rect = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        pygame.draw.rect(surf, fill, rect, border_radius=max(1, r // 4))
        pygame.draw.rect(surf, edge, rect, max(1, r // 7), border_radius=max(1, r // 4))
    elif colour == "R":
        pygame.draw.circle(surf, fill, centre, r)
        pygame.draw.circle(surf, edge, centre, r, max(1, r // 7))
    else:
        r2 = int(r * 1.2)
        pts = [(x, y - r2), (x + r2, y), (x, y + r2), (x - r2, y)]
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, edge, pts, max(1, r // 7))


def cube(colour: str, px: int, colour_blind: bool = False) -> pygame.Surface:
    """A resource token `px` pixels wide: its shape and letter say the colour too."""
    def make():
        s = pygame.Surface((px, px), pygame.SRCALPHA)
        fill = (CUBE_COL_CB if colour_blind else CUBE_COL)[colour]
        draw_cube_shape(s, colour, (px // 2, px // 2), int(px * 0.4), fill)
        ink = INK if colour == "W" else (255, 255, 255)
        # the letter shrinks to the cube when the text floor (the UI scale) would outgrow it,
        # never under the readable size
        letter, lpx = fit_text(colour, max(7, int(px * 0.5)), px, True, gfx.READABLE_PX)
        if letter != colour:   # not even at the readable size: the whole letter, reported
            lpx = gfx.FitPx(gfx.READABLE_PX)
        img = gfx.text(colour, lpx, ink, True, width=px)
        s.blit(img, img.get_rect(center=(px // 2, px // 2 + 1)))
        return s
    return _cached(("cube", colour, px, colour_blind), make)


def cost_parts(g: int, r: int, w: int) -> list[tuple[str, int]]:
    return [(c, n) for c, n in (("G", g), ("R", r), ("W", w)) if n]


def draw_costs(surf, parts, x: int, y: int, px: int, colour_blind: bool, gap: int | None = None,
               digit_px: int | None = None) -> int:
    """Cubes with counts from (x, y) (top left), returns the x after the last. The counts are
    drawn at `digit_px` (raised to the text floor), by default 72 % of the cube."""
    gap = gap if gap is not None else px // 3
    dpx = digit_px if digit_px is not None else max(7, int(px * 0.72))
    for c, n in parts:
        img = cube(c, px, colour_blind)
        surf.blit(img, (x, y))
        gfx.note_shape(surf, img.get_bounding_rect().move(x, y), f"cube {c}")
        x += px + 1
        r = gfx.blit_text(surf, str(n), dpx, INK, (x, y + px // 2), "midleft", True)
        x = r.right + gap
    return x


def costs_width(parts, px: int, gap: int, digit_px: int) -> int:
    return sum(px + 1 + gfx.font(digit_px, True).size(str(n))[0] + gap for _, n in parts) - (gap if parts else 0)


# ----------------------------------------------------------------------------- species
def _name_layout(name: str, px: int, w: int, top: int, bottom: int) -> tuple[list[tuple[str, int, pygame.Rect]], int]:
    """The species name centred in the rows from `top` to `bottom` (pixels), placed by its
    glyphs: (lines as (text, px, ink rect), bottom of the last line's glyphs). In order of
    preference: at px raised to the text floor (the UI scale) on up to two lines, then three;
    a size or two smaller rather than a word broken; words broken (at a hyphen, else with
    one) on up to three lines down to the readable size; at last two lines at the readable
    size, the second cut with an ellipsis. It never runs into the cost row under it."""
    tw = int(w * 0.92)
    spaced = name.replace("-", "- ")   # a long hyphenated name ("Hipopótamo-pigmeu") may break after it

    def place(lines, px):
        step = gfx.font(px, True).get_linesize() - max(1, px // 6)
        out, y, last = [], None, None
        for ln in lines:
            ink = gfx.ink_box(ln, px, True, INK)   # (the colour it is drawn in: rendered once)
            img_top = top - ink.top if y is None else max(y + step, last.bottom + 1 - ink.top)
            r = ink.move(w // 2 - ink.centerx, img_top)
            out.append((ln, gfx.FitPx(px), r))
            y, last = img_top, r
        return out, (last.bottom if last else top)

    def fitting(px, most, breaking):
        px = gfx.FitPx(px)
        lines = [ln.replace("- ", "-") for ln in gfx.wrap(spaced, px, tw, True, breaking)]
        if len(lines) > most or any(gfx.font(px, True).size(ln)[0] > tw for ln in lines):
            return None
        placed, end = place(lines, px)
        return (placed, end) if end <= bottom else None

    top_px = max(px, gfx.text_floor())
    unbroken = max(gfx.READABLE_PX, round(top_px * 0.85))
    tries = [(top_px, 2, False), (top_px, 3, False)] + \
        [(p, 3, False) for p in range(top_px - 1, unbroken - 1, -1)] + \
        [(p, 3, True) for p in range(top_px, gfx.READABLE_PX - 1, -1)]
    for p, most, breaking in tries:
        got = fitting(p, most, breaking)
        if got:
            return got
    px = gfx.FitPx(gfx.READABLE_PX)
    lines = [ln.replace("- ", "-") for ln in gfx.wrap(spaced, px, tw, True, breaking=True)]
    rest, _ = gfx.fit_text(" ".join(lines[1:]), px, tw, True, gfx.READABLE_PX)
    return place([lines[0], rest] if len(lines) > 1 else lines[:1], px)


def species_face(card: str, w: int, h: int, colour_blind: bool = False) -> pygame.Surface:
    """Upright card: status band with code and VP, name, picture, cost, habitats, continents.

    Laid out within the card's height whatever the text floor (the UI scale): from the bottom
    up the continents, the habitats (keepers ask for both, SK-COMP-04) and the cost row, each
    placed by its glyphs; from the band down the name (see _name_layout); the picture only in
    what is left and never smaller than a sixth of the card (the tooltip names the species
    and its class and diet); the class and diet letters only where they touch nothing."""
    def make():
        sp = SPECIES[card]
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, w // 12)
        band = STATUS_COL[sp.status]
        pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=rad)
        band_h = max(12, int(h * 0.14))
        pygame.draw.rect(s, band, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.rect(s, band, s.get_rect(), max(2, w // 40), border_radius=rad)
        px = max(8, int(band_h * 0.62))
        gfx.blit_text(s, sp.status, px, INK, (max(3, w // 16), band_h // 2), "midleft", True)
        gfx.blit_text(s, f"{sp.vp} VP", px, INK, (w - max(3, w // 16), band_h // 2), "midright", True)
        gap = max(3, round(h * 0.025))
        edge = max(3, w // 16)

        def row(text, px, colour, bold, ink_bottom) -> pygame.Rect:
            """A line of capital codes centred with its glyphs' bottom at ink_bottom: their ink."""
            ink = gfx.ink_box(text, px, bold, colour)
            at = (w // 2 - ink.centerx, ink_bottom - ink.bottom)
            gfx.blit_text(s, text, px, colour, at, "topleft", bold)
            return ink.move(at)
        lpx = max(8, int(h * 0.058))
        codes = " ".join(sp.continents)
        cont, cpx2 = fit_text(codes, lpx, int(w * 0.92), True, gfx.READABLE_PX)
        bold = True
        if cont != codes or cpx2 < max(lpx, gfx.text_floor()):
            # four continents on a small card: the regular face is narrower
            cont2, cpx3 = fit_text(codes, lpx, int(w * 0.94), False, gfx.READABLE_PX)
            if cont2 == codes and (cpx3 > cpx2 or cont != codes):
                cont, cpx2, bold = cont2, cpx3, False
        cr = row(cont, cpx2, (40, 70, 120), bold, h - max(3, h // 40))
        hab, hpx = fit_text(" ".join(sp.habitats), lpx, int(w * 0.92), False, gfx.READABLE_PX)
        hr = row(hab, hpx, (70, 70, 70), False, cr.top - gap)
        # the cost row: cubes as tall as their counts (the counts follow the text floor), the
        # whole row narrower than the card
        parts = cost_parts(*sp.cost)
        base = max(9, int(h * 0.085))
        dpx = max(int(base * 0.72), gfx.text_floor())
        while True:
            cpx = max(base, dpx)
            cgap = max(2, cpx // 3)
            total_w = costs_width(parts, cpx, cgap, gfx.FitPx(dpx))
            if total_w <= int(w * 0.94) or dpx <= gfx.READABLE_PX:
                break
            dpx -= 1
        digit_ink = max((gfx.ink_box(str(n), dpx, True, INK) for _, n in parts), key=lambda r: r.h, default=pygame.Rect(0, 0, 0, 0))
        row_h = max(cpx, digit_ink.h)
        y_cost = hr.top - gap - row_h + (row_h - cpx) // 2
        draw_costs(s, parts, (w - total_w) // 2, y_cost, cpx, colour_blind, cgap, gfx.FitPx(dpx))
        cost_top = min(y_cost, hr.top - gap - row_h)
        # the name from the band down, clear of the cost row
        lines, name_end = _name_layout(species_name(card), max(8, int(h * 0.085)), w, band_h + gap, cost_top - gap)
        name_rects = []
        for line, lpx_, r in lines:
            ink = gfx.ink_box(line, lpx_, True, INK)
            gfx.blit_text(s, line, lpx_, INK, (r.x - ink.x, r.y - ink.y), "topleft", True)
            name_rects.append(r)
        # the picture in what is left, from 30 % of the card down (pictures line up along the
        # grid), never a dot; the class and diet letters in its top corners, both or neither,
        # where they touch neither the name nor the picture (else the picture moves down
        # under them, or they are left to the tooltip)
        art_y = max(name_end + gap, int(h * 0.30))
        min_pic = max(12, h // 6)
        small = max(8, int(h * 0.06), gfx.text_floor())
        inks = [gfx.ink_box(code, small, True, CODE_INK) for code in (sp.cls, sp.diet)]
        lh = max(r.h for r in inks)

        def letters_at(y):
            return [pygame.Rect(edge, y, inks[0].w, lh), pygame.Rect(w - edge - inks[1].w, y, inks[1].w, lh)]

        def picture_at(y):
            size = int(min(w * 0.62, h * 0.40, cost_top - gap - y))
            if size < min_pic:
                return None
            pic = gfx.art("animals", sp.art, size)
            at = pic.get_rect(midtop=(w // 2, y))
            return pic, at, pic.get_bounding_rect().move(at.topleft)
        letters = letters_at(max(art_y, name_end + gap))
        if letters[0].colliderect(letters[1]) or letters[0].bottom > cost_top - gap or \
                any(r.collidelist(name_rects) >= 0 for r in letters):
            letters = []
        pic = picture_at(art_y)
        if pic and letters and any(r.colliderect(pic[2]) for r in letters):
            lower = picture_at(max(r.bottom for r in letters) + 1)
            if lower and not any(r.colliderect(lower[2]) for r in letters):
                pic = lower
            else:
                letters = []
        if pic:
            s.blit(pic[0], pic[1])
            gfx.note_shape(s, pic[2], "picture")
        for code, ink, r in zip((sp.cls, sp.diet), inks, letters):
            gfx.blit_text(s, code, gfx.FitPx(small), CODE_INK, (r.x - ink.x, r.y + lh - ink.bottom), "topleft", True)
        return s
    return _cached(("face", card, w, h, colour_blind), make)


def species_tile(card: str, dw: float, dh: float, scale: float, rich: bool = True, colour_blind: bool = False,
                 dim: bool = False) -> pygame.Surface:
    """Flat tile for houses and quarantine, sized in design units (dw x dh) at `scale`.
    Rich (your mat): picture, name, status code with VP, cost. Compact (an opponent's mat):
    picture, name, VP.

    A name is drawn whole at a readable size (on up to three lines, placed by its glyphs:
    gfx.blit_packed) or not at all. A rich tile gives it the picture's room when it does not
    fit beside it, then the compact layout's (the name the tile's height, the VP at the
    right); a compact one (late in a game an opponent's houses and quarantine are full of
    them) keeps its picture and VP and leaves the name to the tooltip. Nothing runs past the
    tile's edge: the cost goes only where it fits beside the status chip."""
    def make():
        def n(v):
            return max(1, round(v * scale))
        sp = SPECIES[card]
        w, h = n(dw), n(dh)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = n(min(10, dh / 6))
        band = STATUS_COL[sp.status]
        pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, band, s.get_rect(), n(3), border_radius=rad)
        pad = n(5)
        name = species_name(card)

        def whole(box: pygame.Rect, px: int, least: bool = True) -> bool:
            """The name fits the box whole (packed), `least`: at 70 % of its size or more
            (a name shrunk to the readable size beside its neighbours at a 150 % UI scale
            read as a different kind of text)."""
            if box.w <= 0 or box.h <= 0:
                return False
            _, got, left = gfx.pack_layout(name, px, box, True, INK)
            top = max(px, gfx.text_floor())
            return not left and (not least or got >= max(gfx.READABLE_PX, round(top * 0.7)))

        def picture(art: int) -> None:
            pic = gfx.art("animals", sp.art, art)
            s.blit(pic, (pad, (h - art) // 2))
            gfx.note_shape(s, pic.get_bounding_rect().move(pad, (h - art) // 2), "picture")

        def rich_layout() -> bool:
            """Picture, name, then the status chip and the cost under it; False (nothing
            drawn) when the name is not whole even without the picture."""
            chip_px = n(min(dh * 0.19, 16))
            img = gfx.text(f"{sp.status} {sp.vp} VP", chip_px, INK, True, width=w - 2 * pad - n(6))
            name_px = n(min(dh * 0.24, 20))
            chip_top = h - pad - img.get_height() - n(1)
            art = min(h - 2 * pad, n(dw * 0.3))
            for art in (art, 0):   # beside the picture, else in its room
                x = pad * 2 + art if art else pad * 2
                box = pygame.Rect(x, pad, w - x - pad, chip_top - pad - n(1))
                if whole(box, name_px):
                    break
            else:
                return False
            if art:
                picture(art)
            gfx.blit_packed(s, name, name_px, INK, box, True)
            r = img.get_rect(topleft=(x + n(3), chip_top))
            pygame.draw.rect(s, band, r.inflate(n(6), n(2)), border_radius=n(4))
            s.blit(img, r)
            cpx = chip_px + n(2)
            parts = cost_parts(*sp.cost)
            dpx = max(7, int(cpx * 0.72))
            need = costs_width(parts, cpx, n(3), dpx)
            row_h = max(cpx, gfx.font(dpx, True).get_height())
            if r.right + n(8) + need <= w - pad and r.centery + (row_h + 1) // 2 <= h - n(2):
                draw_costs(s, parts, r.right + n(8), r.centery - cpx // 2, cpx, colour_blind, gap=n(3))
            return True

        def compact_layout(name_needed: bool) -> None:
            """The VP at the right, the picture at the left and the name between them where
            it is whole; `name_needed`: else the name in the picture's room too."""
            px = n(min(dh * 0.46, 18))
            vp = gfx.text(str(sp.vp), px, INK, True, width=w - 2 * pad - n(2))
            vr = vp.get_rect(midright=(w - pad - n(2), h // 2))
            pygame.draw.rect(s, band, vr.inflate(n(8), n(2)), border_radius=n(4))
            s.blit(vp, vr)

            def name_box(art: int) -> pygame.Rect:
                x = pad * 2 + art if art > 0 else pad
                return pygame.Rect(x, n(2), vr.left - x - n(6), h - n(4))

            art = min(h - 2 * n(3), vr.left - n(4) - pad)
            if name_needed and not whole(name_box(art), px):
                art = 0
            if art > 0:
                picture(art)
            box = name_box(art)
            if name_needed or whole(box, px):
                gfx.blit_packed(s, name, px, INK, box, True)

        if not (rich and rich_layout()):
            compact_layout(name_needed=rich)
        if dim:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=rad)
            s.blit(shade, (0, 0))
        return s
    return _cached(("tile", card, dw, dh, scale, rich, colour_blind, dim), make)


BACK_COL = (34, 62, 96)


def species_back(w: int, h: int) -> pygame.Surface:
    return render_back(w, h, BACK_COL, "search", "icons")


def deck_back(w: int, h: int) -> pygame.Surface:
    """The deck's top card: the back with its picture smaller and higher, so that its lower
    half holds the "drop here to discard" hint (DECK_HINT_BOX)."""
    return render_back(w, h, BACK_COL, "search", "icons", pic_w=0.36, pic_y=0.29)


# the hint's box on the deck's top card, as fractions of the card (x, y, w, h): under the
# picture, inside the frame
DECK_HINT_BOX = (0.09, 0.5, 0.82, 0.43)


# ----------------------------------------------------------------------------- keepers
def keeper_tile(k: str, dw: float, dh: float, scale: float, n_species: int = 0, rich: bool = True) -> pygame.Surface:
    """A keeper in a house (design size dw x dh at `scale`): level band with 'L<n>', name,
    objective, species count; compact: one line."""
    def make():
        def n(v):
            return max(1, round(v * scale))
        kp = KEEPERS[k]
        w, h = n(dw), n(dh)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = n(min(10, dh / 6))
        col = LEVEL_COL.get(kp.level, (160, 160, 160))
        pygame.draw.rect(s, (250, 246, 232), s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, col, s.get_rect(), n(3), border_radius=rad)
        pad = n(5)
        full = n_species >= 3
        count_col = (20, 110, 50) if full else (90, 90, 90)
        if rich:
            lw = n(min(dh * 0.42, 46))
            pygame.draw.rect(s, col, (0, 0, lw, h), border_top_left_radius=rad, border_bottom_left_radius=rad)
            gfx.blit_text(s, f"L{kp.level}", n(min(dh * 0.3, 26)), INK, (lw // 2, h // 2 - n(dh * 0.14)), "center", True)
            ic = gfx.art("icons", "keeper", max(8, int(lw * 0.6)))
            s.blit(ic, ic.get_rect(midtop=(lw // 2, h // 2 + n(2))))
            x = lw + pad * 2
            tw = w - x - pad
            name_px = n(min(dh * 0.3, 24))
            count = gfx.text(f"{n_species}/3", n(min(dh * 0.26, 20)), count_col, True, width=tw)
            cr = count.get_rect(topright=(w - pad - n(2), pad + n(1)))
            s.blit(count, cr)
            blit_fit(s, keeper_name(k), name_px, INK, (x, pad), cr.left - x - n(4), bold=True)
            goal_px = n(min(dh * 0.22, 20))
            y = pad + gfx.font(name_px, True).get_linesize()
            lh = gfx.font(goal_px).get_linesize() - 1
            for line in gfx.wrap(keeper_goal(k), goal_px, tw):
                if y + lh > h - pad + n(2):
                    break
                blit_fit(s, line, goal_px, (60, 60, 60), (x, y), tw)
                y += lh
            if full:
                st = gfx.art("icons", "star", n(min(dh * 0.26, 26)))
                s.blit(st, st.get_rect(bottomright=(w - pad, h - pad)))
        else:
            px = n(min(dh * 0.4, 20))
            lvl = gfx.text(f"L{kp.level}", px, INK, True, width=w - 2 * pad - n(3))
            lr = lvl.get_rect(midleft=(pad + n(3), h // 2))
            pygame.draw.rect(s, col, lr.inflate(n(6), n(2)), border_radius=n(4))
            s.blit(lvl, lr)
            x = lr.right + n(6)
            right = w - pad
            if dw >= 130:
                cnt = gfx.text(f"{n_species}/3", px, count_col, True, width=w - pad - n(2) - x)
                cr = cnt.get_rect(midright=(w - pad - n(2), h // 2))
                s.blit(cnt, cr)
                right = cr.left
            elif full:
                st = gfx.art("icons", "star", px)
                sr = st.get_rect(midright=(w - pad, h // 2))
                s.blit(st, sr)
                right = sr.left
            blit_fit(s, keeper_name(k), px, INK, (x, h // 2), right - x - n(4), "midleft", True, min_px=n(13))
        return s
    return _cached(("keeper", k, dw, dh, scale, n_species, rich), make)


def keeper_back(level: int | None, w: int, h: int) -> pygame.Surface:
    """The back of a pile's top keeper: its level is public (SK-GEN-04)."""
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, w // 10)
        col = LEVEL_COL.get(level, (90, 96, 100)) if level else (90, 96, 100)
        pygame.draw.rect(s, (52, 70, 84), s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, col, s.get_rect().inflate(-w // 8, -w // 8), max(2, w // 16), border_radius=rad)
        ic = gfx.art("icons", "keeper", int(w * 0.5))
        s.blit(ic, ic.get_rect(center=(w // 2, int(h * 0.36))))
        if level:
            img = gfx.text(f"L{level}", max(9, int(h * 0.24)), INK, True, width=w - w // 4)
            r = img.get_rect(center=(w // 2, int(h * 0.74)))
            pygame.draw.rect(s, col, r.inflate(10, 2), border_radius=6)
            s.blit(img, r)
        return s
    return _cached(("kback", level, w, h), make)


def bag_picture(w: int, h: int) -> pygame.Surface:
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        body = pygame.Rect(int(w * 0.08), int(h * 0.22), int(w * 0.84), int(h * 0.76))
        pygame.draw.ellipse(s, (150, 104, 62), body)
        pygame.draw.ellipse(s, (90, 60, 34), body, max(2, w // 30))
        neck = pygame.Rect(int(w * 0.32), int(h * 0.06), int(w * 0.36), int(h * 0.24))
        pygame.draw.rect(s, (150, 104, 62), neck, border_radius=max(3, w // 16))
        pygame.draw.rect(s, (90, 60, 34), neck, max(2, w // 30), border_radius=max(3, w // 16))
        pygame.draw.line(s, (230, 200, 120), (int(w * 0.3), int(h * 0.27)), (int(w * 0.7), int(h * 0.27)), max(2, w // 24))
        return s
    return _cached(("bag", w, h), make)

"""Zoo Architect table: pictures. Hex geometry of the zoo map, the terrain layer (rendered
once per pixel size), buildings as their shapes, icons, and the cards (a compact face for the
rows and a full, readable face for the zoom), all cached per pixel size and language."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from zoo_desktop.engine import hexgrid
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import BUILDINGS, CARDS, TABLES
from zoo_desktop.i18n import language, t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.surfcache import cached
from . import text as X

SQ3 = math.sqrt(3)

# ----------------------------------------------------------------------------- colours
TITLE_INK = (255, 255, 255)   # a card's name on its colour band (its glyphs found on that rendering)
TYPE_COL = {"animal": (222, 132, 52), "sponsor": (62, 116, 196), "project": (64, 152, 88), "final": (140, 100, 180)}
ACTION_COL = {"animals": (214, 120, 50), "build": (150, 110, 70), "cards": (70, 120, 190),
              "association": (90, 150, 110), "sponsors": (180, 80, 120)}
ACTION_ICON = {"animals": ("animals", "lion"), "build": ("icons", "hammer"), "cards": ("icons", "books"),
               "association": ("icons", "handshake"), "sponsors": ("icons", "briefcase")}
TERRAIN_COL = {"land": (196, 214, 150), "restricted": (214, 190, 160), "water": (110, 170, 220), "rock": (150, 146, 140)}
KIND_COL = {"enc1": (206, 170, 110), "enc2": (200, 160, 100), "enc3": (192, 150, 92), "enc4": (184, 142, 86),
            "enc5": (176, 134, 80), "kiosk": (240, 160, 70), "pavilion": (190, 140, 210),
            "petting_zoo": (120, 200, 190), "reptile_house": (110, 170, 120), "large_bird_aviary": (130, 180, 230),
            "unique": (214, 150, 60)}
KIND_ICON = {"kiosk": ("icons", "tent"), "pavilion": ("icons", "house"), "petting_zoo": ("animals", "rabbit"),
             "reptile_house": ("animals", "lizard"), "large_bird_aviary": ("animals", "parrot"),
             "unique": ("icons", "star")}
KIND_SHORT = {"petting_zoo": "PZ", "reptile_house": "RH", "large_bird_aviary": "AV", "kiosk": "K", "pavilion": "P",
              "unique": "U"}
RES_ICON = {"money": ("icons", "money"), "appeal": ("icons", "ticket"), "cp": ("icons", "seedling"),
            "reputation": ("icons", "star"), "x": None}
CAT_ART = {"predator": "lion", "herbivore": "zebra", "bird": "parrot", "reptile": "lizard", "primate": "monkey",
           "bear": "bear", "sea": "dolphin", "pet": "rabbit"}
CONT_CODE = {"africa": "AF", "americas": "AM", "asia": "AS", "europe": "EU", "australia": "AU"}
CONT_COL = {"africa": (226, 170, 60), "americas": (200, 90, 80), "asia": (90, 170, 120), "europe": (90, 130, 210),
            "australia": (200, 120, 190)}
CONT_GLOBE = {"africa": "globe_europe_africa", "europe": "globe_europe_africa", "americas": "globe_americas",
              "asia": "globe_asia_australia", "australia": "globe_asia_australia"}
# what a counter shows (a project's requirement, a sponsor's per-counter effect)
COUNTER_ART = {"kiosks": ("icons", "tent"), "pavilions": ("icons", "house"), "water_enclosures": ("icons", "water"),
               "rock_enclosures": ("icons", "rock"), "partner_zoos": ("icons", "handshake"),
               "universities": ("icons", "graduation_cap"), "reputation": ("icons", "star"),
               "workers": ("icons", "keeper"), "special_enclosures": ("icons", "house"),
               "special_spaces_used": ("icons", "house"), "unique_buildings": ("icons", "classical_building"),
               "projects_supported": ("icons", "seedling"), "sponsors": ("icons", "briefcase"),
               "small_animals": ("animals", "mouse"), "large_animals": ("animals", "elephant"),
               "distinct_categories": ("icons", "paw_prints"), "distinct_continents": ("icons", "world_map")}
# what one effect does (ops that pay a resource show the resource, see effect_art)
OP_ART = {"UNIQUE": ("icons", "classical_building"), "FREE_BUILD": ("icons", "hammer"),
          "BUILD_DISCOUNT": ("icons", "hammer"), "DISCOUNT": ("icons", "label"), "SIZE_MINUS": ("icons", "straight_ruler"),
          "DRAW": ("icons", "books"), "HAND_LIMIT": ("icons", "playing_cards"), "DISCARD": ("icons", "books"),
          "RANGE": ("icons", "search"), "END_PER": ("icons", "trophy"), "END_TIERS": ("icons", "trophy"),
          "SLOT": ("icons", "shuffle"), "BONUS_ACTION": ("icons", "fast_forward"), "UPGRADE": ("icons", "gear"),
          "CLEAR_MARKERS": ("icons", "gear"), "RECALL_WORKER": ("icons", "keeper"), "WORKER": ("icons", "keeper"),
          "DONATE_FREE": ("icons", "heart"), "TAKE_PARTNER": ("icons", "handshake"),
          "TAKE_UNIVERSITY": ("icons", "graduation_cap"), "BREAK_STEP": ("icons", "hourglass")}
BUILD_KIND_ART = {"kiosk": ("icons", "tent"), "pavilion": ("icons", "house"), "large_bird_aviary": ("animals", "parrot"),
                  "reptile_house": ("animals", "lizard"), "petting_zoo": ("animals", "rabbit")}
RELEASE_BADGE = ("icons", "national_park")    # a release project: back into the wild
# the animal a release project on a continent shows (its counter twin shows the globe)
CONT_ANIMAL = {"africa": "giraffe", "americas": "llama", "asia": "panda", "europe": "deer", "australia": "kangaroo"}


@dataclass(frozen=True)
class Pic:
    """A card's picture: the main picture (what the card is about), a continent's lettered disc
    at its lower left and a small badge at its lower right (what the card does)."""
    main: tuple[str, str]
    continent: str | None = None
    badge: tuple[str, str] | None = None


def animal_art(cid: str) -> str:
    """The animal's own picture (the `art` field of cards.json, validated against the manifest)."""
    return CARDS[cid].art


def icon_art(ic: str) -> tuple[str, str]:
    """The picture of one card icon: a category's animal, a continent's globe, science a microscope."""
    if ic in CONT_GLOBE:
        return "icons", CONT_GLOBE[ic]
    if ic == "science":
        return "icons", "microscope"
    return "animals", CAT_ART.get(ic, "bear")


def bonus_mark(effects) -> tuple[tuple[str, str] | None, str]:
    """A yellow map space's picture (None: an X token) and number, read off its bonus effects
    in map.json (the first one): a resource and its amount, cards drawn, the Slot move's
    target, a worker."""
    e = effects[0]
    op = e["op"]
    if op == "GAIN":
        return RES_ICON.get(e["res"]), ("+X" if e["res"] == "x" and e["n"] == 1 else f"+{e['n']}")
    if op == "DRAW":
        return OP_ART["DRAW"], f"+{e['n']}"
    if op == "SLOT":
        return OP_ART["SLOT"], str(e["to"])
    if op == "WORKER":
        return OP_ART["WORKER"], "+1"
    return effect_art(e), ""


def effect_art(e: dict) -> tuple[str, str]:
    """What one effect does, in one picture: building ops their building, terrain its terrain, game-end
    scoring a trophy, ops that pay a resource that resource, the rest the op's own picture."""
    op = e["op"]
    if op in ("FREE_BUILD", "ON_BUILD") and (e.get("kinds") or [e.get("kind")])[0] in BUILD_KIND_ART:
        return BUILD_KIND_ART[(e.get("kinds") or [e.get("kind")])[0]]
    if op == "TERRAIN":
        return "icons", e["terrain"]
    if op in OP_ART:
        return OP_ART[op]
    if RES_ICON.get(e.get("res")):
        return RES_ICON[e["res"]]
    return "icons", "briefcase"


def subject_pic(ic: str, badge=None) -> Pic:
    return Pic(icon_art(ic), ic if ic in CONT_CODE else None, badge)


def card_pic(cid: str) -> Pic:
    """Animals: their species. Sponsors: their first icon (else their first effect) with what their
    first (else second) effect does as the badge. Projects: the subject of the requirement (an icon's
    animal or globe, a counter's picture); a release shows the animal released (a continent's: one of its
    animals) with a national park as the badge. Finals: a trophy."""
    c = CARDS[cid]
    if c.type == "animal":
        return Pic(("animals", animal_art(cid)))
    if c.type == "sponsor":
        effs = [effect_art(e) for e in c.effects]
        if c.icons:
            main, code = icon_art(c.icons[0]), c.icons[0] if c.icons[0] in CONT_CODE else None
        else:
            main, code = (effs.pop(0) if effs else ("icons", "briefcase")), None
        badge = next((b for b in effs if b != main), None)
        return Pic(main, code, badge)
    if c.type == "project":
        req = c.requirement
        if req["kind"] == "release":
            ic = req["icon"]
            if ic in CONT_ANIMAL:
                return Pic(("animals", CONT_ANIMAL[ic]), ic, RELEASE_BADGE)
            return subject_pic(ic, RELEASE_BADGE)
        if req["counter"].startswith("icon:"):
            return subject_pic(req["counter"][5:])
        return Pic(COUNTER_ART.get(req["counter"], ("icons", "globe")))
    return Pic(("icons", "trophy"))


def card_art(cid: str) -> tuple[str, str]:
    """The main picture of a card (card_pic without the continent disc and badge)."""
    return card_pic(cid).main


def draw_pic(surf, pic: Pic, px: int, midtop) -> pygame.Rect:
    """A card picture px x px with its top centre at midtop: the main picture, then the continent
    disc (lower left) and the badge (lower right), each a third of the picture wide."""
    img = gfx.art(pic.main[0], pic.main[1], px)
    r = img.get_rect(midtop=(int(midtop[0]), int(midtop[1])))
    surf.blit(img, r)
    gfx.note_shape(surf, img.get_bounding_rect().move(r.topleft), "picture")
    d = max(8, int(px * 0.42))
    if pic.continent:   # (its letters at the text floor may make it wider than the picture: kept on the card)
        cw = icon_chip_width(pic.continent, d)
        icon_chip(surf, pic.continent, d, (max(r.x + d // 2, cw // 2 + 1), r.bottom - d // 2))
    if pic.badge:
        badge_chip(surf, pic.badge, d, (r.right - d // 2, r.bottom - d // 2))
    return r


def shade(col, k: float):
    return tuple(max(0, min(255, int(v * k))) for v in col)


# ----------------------------------------------------------------------------- hex geometry
class HexGeo:
    """Flat-top odd-q hexes of radius R (design units) with the map's top-left at (x0, y0)."""

    def __init__(self, x0: float, y0: float, R: float):
        self.x0, self.y0, self.R = x0, y0, R
        self.w = 1.5 * R * (H.COLS - 1) + 2 * R
        self.h = SQ3 * R * (H.ROWS + 0.5)

    @property
    def rect(self) -> tuple:
        return (self.x0, self.y0, self.w, self.h)

    def centre(self, c: int, r: int) -> tuple[float, float]:
        R = self.R
        return (self.x0 + R + 1.5 * R * c, self.y0 + SQ3 / 2 * R + SQ3 * R * r + (SQ3 / 2 * R if c & 1 else 0))

    def corners(self, c: int, r: int, scale: float = 1.0) -> list[tuple[float, float]]:
        x, y = self.centre(c, r)
        R = self.R * scale
        return [(x + R * math.cos(math.radians(60 * k)), y + R * math.sin(math.radians(60 * k))) for k in range(6)]

    def hit(self, dpos) -> tuple[int, int] | None:
        """The cell under a design point (also off-map cells next to the map, for the ghost)."""
        best, bd = None, 1e9
        for c in range(-2, H.COLS + 2):
            for r in range(-2, H.ROWS + 2):
                x, y = self.centre(c, r)
                d = (x - dpos[0]) ** 2 + (y - dpos[1]) ** 2
                if d < bd:
                    best, bd = (c, r), d
        if bd > (self.R * 0.98) ** 2:
            return None
        return best

    def on_map_hit(self, dpos) -> tuple[int, int] | None:
        h = self.hit(dpos)
        return h if h is not None and H.on_map(*h) else None


GEO = HexGeo(22, 12, 44)   # the table's map (scene.GEO): here so that shots.py need not import the scene




def edge_neighbour(c: int, r: int, k: int) -> tuple[int, int]:
    """The cell across edge k (between corners k and k+1) of a flat-top odd-q hex."""
    odd = c & 1
    if k == 0:
        return (c + 1, r + odd)
    if k == 1:
        return (c, r + 1)
    if k == 2:
        return (c - 1, r + odd)
    if k == 3:
        return (c - 1, r - 1 + odd)
    if k == 4:
        return (c, r - 1)
    return (c + 1, r - 1 + odd)


def outline_edges(cells) -> list[tuple[tuple[int, int], int]]:
    s = set(map(tuple, cells))
    return [(cell, k) for cell in s for k in range(6) if edge_neighbour(cell[0], cell[1], k) not in s]


def shape_cells(kind: str, anchor, rot: int) -> list[tuple[int, int]]:
    return hexgrid.place(H.shape_of(kind), anchor, rot)


# ----------------------------------------------------------------------------- small drawing helpers
def icon(surf, kind_name, px: int, centre) -> None:
    if kind_name is None:
        return
    img = gfx.art(kind_name[0], kind_name[1], max(4, px))
    at = img.get_rect(center=(int(centre[0]), int(centre[1])))
    surf.blit(img, at)
    gfx.note_shape(surf, img.get_bounding_rect().move(at.topleft), kind_name[1])   # (text probe: none drawn over it)


def x_token(surf, centre, r: int, label: str = "X") -> None:
    pygame.draw.circle(surf, (40, 40, 48), centre, r)
    pygame.draw.circle(surf, (245, 220, 120), centre, r, max(1, r // 6))
    gfx.note_shape(surf, pygame.Rect(0, 0, 2 * r, 2 * r).move(centre[0] - r, centre[1] - r), "x token")
    img = gfx.text(label, max(6, int(r * 1.2)), (245, 220, 120), True, width=2 * r)
    surf.blit(img, img.get_rect(center=centre))


def res_icon(surf, res: str, px: int, centre) -> None:
    if res == "x":
        x_token(surf, (int(centre[0]), int(centre[1])), max(3, px // 2))
    else:
        icon(surf, RES_ICON.get(res), px, centre)


def chip(surf, rect: pygame.Rect, fill, label: str, px: int, ink=(20, 20, 20), border=None, bold=True) -> pygame.Rect:
    """A rounded label; a label wider than `rect` at its drawn size (the text floor raises
    small sizes) widens the chip about its centre, kept inside the surface. Returns the chip."""
    rect = pygame.Rect(rect)
    if label:
        need = gfx.font(px, bold).size(label)[0] + max(2, rect.h // 4)
        if need > rect.w:
            rect = rect.inflate(need - rect.w, 0)
            rect.clamp_ip(surf.get_rect())
            if rect.w > surf.get_width() - 4:   # wider than the face: shrunk (to the readable size) to fit it
                rect.w = surf.get_width() - 4
                rect.centerx = surf.get_width() // 2
                label, px = fit_text(label, px, rect.w - max(2, rect.h // 4), bold)
    pygame.draw.rect(surf, fill, rect, border_radius=max(2, rect.h // 4))
    if border:
        pygame.draw.rect(surf, border, rect, max(1, rect.h // 14), border_radius=max(2, rect.h // 4))
    if label:   # (text probe; an empty chip is the ground of what is drawn on it; its own label is drawn by hand)
        gfx.note_shape(surf, rect, f"chip {label}")
    if label:
        img = gfx.text(label, px, ink, bold, width=rect.w)
        surf.blit(img, img.get_rect(center=rect.center))
    return rect


def icon_chip_width(ic: str, px: int) -> int:
    """How wide icon_chip draws `ic` at px: a continent's letters at the text floor can be
    wider than the disc, which then grows into a pill."""
    if ic in CONT_CODE:
        return max(px, gfx.font(_cont_px(px), True).size(CONT_CODE[ic])[0] + max(4, px // 4))
    return px


def _cont_px(px: int) -> int:
    return max(6, int(px * 0.42))


def icon_chip(surf, ic: str, px: int, centre) -> None:
    """A card icon: continents as lettered coloured discs, categories as animal art, science a microscope."""
    cx, cy = int(centre[0]), int(centre[1])
    r = px // 2
    if ic in CONT_CODE:
        cw = icon_chip_width(ic, px)
        pill = pygame.Rect(0, 0, cw, px)
        pill.center = (cx, cy)
        pygame.draw.rect(surf, CONT_COL[ic], pill, border_radius=r)
        pygame.draw.rect(surf, (40, 40, 40), pill, max(1, px // 16), border_radius=r)
        gfx.note_shape(surf, pill, f"continent {ic}")
        img = gfx.text(CONT_CODE[ic], _cont_px(px), (255, 255, 255), True, width=cw)
        surf.blit(img, img.get_rect(center=(cx, cy)))
    else:
        pygame.draw.circle(surf, (250, 246, 232), (cx, cy), r)
        pygame.draw.circle(surf, (120, 110, 90), (cx, cy), r, max(1, px // 16))
        gfx.note_shape(surf, (cx - r, cy - r, 2 * r, 2 * r), f"icon {ic}")
        icon(surf, icon_art(ic), int(px * 0.8), (cx, cy))


def badge_chip(surf, kind_name, px: int, centre) -> None:
    """A small picture on a white disc (a card picture's badge)."""
    cx, cy = int(centre[0]), int(centre[1])
    pygame.draw.circle(surf, (255, 255, 255), (cx, cy), px // 2)
    pygame.draw.circle(surf, (120, 110, 90), (cx, cy), px // 2, max(1, px // 16))
    gfx.note_shape(surf, (cx - px // 2, cy - px // 2, px // 2 * 2, px // 2 * 2), "badge")
    icon(surf, kind_name, int(px * 0.72), (cx, cy))


def fit_text(s: str, px: int, width: int, bold=True, min_px: int = gfx.READABLE_PX) -> tuple[str, int]:
    """gfx.fit_text with this table's defaults (bold, down to the readable size)."""
    return gfx.fit_text(s, px, width, bold, min_px)


def wrap_lines(lines, px: int, width: int) -> list[str]:
    out = []
    for line in lines:
        out += gfx.wrap(line, px, width, breaking=True)   # a long compound broken, not past the edge
    return out


# ----------------------------------------------------------------------------- cards
def _cache(key, make):
    """Zoo Architect surfaces in the shared byte-bounded cache (zooms are megabytes at 4K)."""
    return cached(("architect",) + tuple(key), make)


def card_face(cid: str, w: int, h: int, full: bool = False) -> pygame.Surface:
    """A zoo card (animal, sponsor, project) or final scoring card, w x h pixels. `full` draws
    every rule in words (the zoom); the compact face keeps the numbers and icons large."""
    return _cache(("card", cid, w, h, full, language()), lambda: _render_card(cid, w, h, full))


def _face_metrics(w: int, h: int, full: bool) -> tuple[int, int, int]:
    """(title band height, padding, small text size) of a w x h card face."""
    return max(14, int(h * (0.085 if full else 0.15))), max(3, w // 22), max(8, int(h * (0.04 if full else 0.075)))


def pic_rect(w: int, h: int, full: bool = False, cid: str | None = None) -> pygame.Rect:
    """Where a w x h card face draws its picture (below the title band and the cost/icon row);
    a card whose name needs a taller band (`cid`, see _title_layout) has its picture lower
    and smaller by as much, its bottom where it was (on a full face, whose name is always
    whole, the picture gives at most three fifths of itself and the rest moves down)."""
    band, pad, small = _face_metrics(w, h, full)
    px = int(min(w * 0.5, h * (0.2 if full else 0.3)))
    extra = _title_layout(X.card_name(cid), w, band, px, full)[1] if cid is not None else 0
    y = band + extra + pad // 2 + int(small * 1.6) + pad // 2
    shrink = min(extra, int(px * 0.6))
    return pygame.Rect(w // 2 - (px - shrink) // 2, y, px - shrink, px - shrink)


def _render_card(cid: str, w: int, h: int, full: bool) -> pygame.Surface:
    c = CARDS[cid]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col = TYPE_COL[c.type]
    rad = max(4, w // 14)
    pygame.draw.rect(s, (253, 250, 240), s.get_rect(), border_radius=rad)
    band, pad, small = _face_metrics(w, h, full)
    pic = pic_rect(w, h, full)
    title, extra = _title_layout(X.card_name(cid), w, band, pic.w, full)
    band += extra   # a long name takes a few pixels from the picture (pic_rect)
    pygame.draw.rect(s, col, (0, 0, w, band), border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(s, col, s.get_rect(), max(2, w // 45), border_radius=rad)
    for line, px, r in title:   # (a name cut on a compact face is whole in the zoom: `elsewhere`; a full face cuts none)
        ink = gfx.ink_box(line, px, True, TITLE_INK)
        gfx.blit_text(s, line, px, TITLE_INK, (r.x - ink.x, r.y - ink.y), "topleft", True, elsewhere=not full)
    y = band + pad // 2
    # top row: cost / level left, icons right (as many as fit beside it: the zoom has them all)
    left = pad
    if c.type == "animal":
        r = pygame.Rect(pad, y, int(small * 2.6), int(small * 1.5))
        r = chip(s, r, (255, 228, 140), str(c.cost), int(small * 1.15), border=(150, 120, 40))
        icon(s, RES_ICON["money"], int(small * 1.3), (r.right + small * 0.8, r.centery))
        left = int(r.right + small * 0.8 + small * 0.65) + 2
    elif c.type == "sponsor":
        r = pygame.Rect(pad, y, int(small * 3.0), int(small * 1.5))
        r = chip(s, r, (200, 220, 250), t("architect.ui.level_short", n=c.level), int(small * 1.05), border=(60, 90, 150))
        left = r.right + 2
    ics = list(c.all_icons)
    ipx = int(small * 1.6)
    right = w - pad
    for ic in reversed(ics):
        iw = icon_chip_width(ic, ipx)
        if right - iw < left:
            break
        icon_chip(s, ic, ipx, (right - iw // 2, y + ipx // 2))
        right -= iw + 2
    # art
    pic = pic_rect(w, h, full, cid)
    y, art_px = pic.y, pic.w
    draw_pic(s, card_pic(cid), art_px, pic.midtop)
    chip_y = max(y, y + art_px - small * 2)   # (a picture made smaller by a long name: not up into the icons)
    if c.tier == 2:
        r = pygame.Rect(pad, chip_y, int(small * 2.2), int(small * 1.5))
        chip(s, r, (60, 60, 70), "II", small, ink=(255, 230, 150))
    if c.type == "animal" and c.interaction:
        k = c.interaction["type"]
        r = pygame.Rect(w - pad - int(small * 2.4), chip_y, int(small * 2.4), int(small * 1.5))
        chip(s, r, (170, 40, 60), {"venom": "V", "hypnosis": "H", "pilfering": "P", "constriction": "C"}[k] +
             (str(c.interaction["strength"]) if k == "pilfering" or c.interaction["strength"] == 2 else ""), small, ink=(255, 255, 255))
    y += art_px + pad // 2
    body_px = max(8, int(h * (0.036 if full else 0.062)))
    if c.type == "animal":
        y = _animal_needs(s, c, w, y, small, pad, h)
    if full:
        y += pad // 2
    lines = X.card_full_lines(cid) if full else X.card_lines(cid)
    foot_h = int(small * 2.0) if c.type == "animal" else 0
    if not full and c.type == "animal":
        lines = [ln for ln in lines if ln.startswith(t("architect.label.requires", text="").strip())][:1] + \
            [X.effect_text(e) for e in c.effects][:1]
        lines = [ln for ln in lines if ln]
    body_px = _body_size(lines, body_px, w - 2 * pad, h - foot_h - pad // 2 - y) if not full else body_px
    lh = gfx.font(body_px).get_linesize()
    for ln in wrap_lines(lines, body_px, w - 2 * pad):
        if y + lh > h - foot_h - pad // 2:
            if not full:
                break
        img = gfx.text(ln, body_px, (40, 40, 40), width=w - 2 * pad)
        s.blit(img, (pad, y))
        y += lh
    if c.type == "animal":
        _animal_gains(s, c, w, h, small, pad)
    if full:
        img = gfx.text(cid, max(8, body_px - 2), (150, 150, 150), width=w - 2 * pad)
        s.blit(img, img.get_rect(bottomright=(w - pad, h - 2)))
    return s


def _body_size(lines, px: int, width: int, room: int) -> int:
    """The largest size from px (raised to the text floor) down to the readable one at which
    the compact face's lines, wrapped without breaking a word, fit `room` pixels of height
    (a small face at a large UI scale keeps more of its words, at the readable size at least)."""
    top = max(px, gfx.text_floor())

    def fits(p: int) -> bool:
        fp = gfx.FitPx(p)
        f = gfx.font(fp)
        if len(lines) * f.get_linesize() > room:   # a line at least each (no measuring)
            return False
        wrapped = [piece for ln in lines for piece in gfx.wrap(ln, fp, width)]
        return len(wrapped) * f.get_linesize() <= room and all(f.size(x)[0] <= width for x in wrapped)
    # few sizes probed (each loads its glyphs: a linear shrink probed up to twenty), the
    # top size's lines scaled to the room first
    if top < gfx.READABLE_PX:
        return gfx.FitPx(gfx.READABLE_PX)
    if top == gfx.READABLE_PX or fits(top):
        return gfx.FitPx(top)
    fp = gfx.FitPx(top)
    f = gfx.font(fp)
    wrapped = [piece for ln in lines for piece in gfx.wrap(ln, fp, width)]
    guess = gfx.shrink_guess(top, max([f.size(x)[0] for x in wrapped] or [0]), width,
                             len(wrapped) * f.get_linesize(), room)
    return gfx.FitPx(gfx.largest_near_top(gfx.READABLE_PX, top - 1, lambda p: p == gfx.READABLE_PX or fits(p), guess))


def _title_lines(lines: list[str], px: int, w: int, top: int) -> tuple[list[tuple[str, int, pygame.Rect]], int]:
    """Lines centred from `top` down, placed by their glyphs a fifth of a line apart:
    (text, px, ink rect) each and the bottom of the last one's glyphs."""
    px = gfx.FitPx(px)
    placed, height = gfx.ink_lines(lines, px, True, TITLE_INK)
    return [(ln, px, pygame.Rect(w // 2 - ink.w // 2, top + y, ink.w, ink.h)) for ln, ink, y in placed], top + height


def _title_layout(title: str, w: int, band: int, pic_px: int,
                  whole: bool = False) -> tuple[list[tuple[str, int, pygame.Rect]], int]:
    """The card's name in its title band, (lines as (text, px, ink rect), extra band height).
    A card always shows its name: on one line from the band's size (raised to the text floor)
    down to the readable one, or on two lines if they can be larger; two (then three) lines
    that fit the band only at the readable size make the band taller, by at most two fifths
    of the picture (pic_rect: the picture gives those pixels); a word too long for the card is
    broken; last, two lines at the readable size with the second cut with "..." (or one line,
    cut): the zoom the card opens on hover has the whole name. A `whole` title (a full face:
    the zoom, the final-scoring choice) is never cut: as many readable lines as it takes,
    the band as tall as they need (Ukrainian 'Велетенський тихоокеанський восьминіг' was
    cut on the 200x280 face at 1280x720)."""
    tw = int(w * 0.92)
    top_px = max(max(8, int(band * 0.62)), gfx.text_floor())
    margin = max(2, band // 8)

    def fits_width(lines, p):
        return all(gfx.font(gfx.FitPx(p), True).size(ln)[0] <= tw for ln in lines)

    def two(p, breaking=False):
        lines = gfx.wrap(title, gfx.FitPx(p), tw, True, breaking)
        return lines if len(lines) <= 2 and fits_width(lines, p) else None

    def centred(lines, p, height):
        placed, bottom = _title_lines(lines, p, w, 0)
        dy = max(margin, (height - bottom) // 2)
        return [(ln, q, r.move(0, dy)) for ln, q, r in placed], bottom + 2 * margin

    def may_fit(n, p):   # a line's glyphs are at least 0.6 px high: skip sizes that cannot fit (no render)
        return n * int(p * 0.6) + (n - 1) * max(2, p // 5) + 2 * margin <= band

    one = None
    if fits_width([title], gfx.READABLE_PX):   # the largest size at which it is narrow enough (few probes)
        widest = gfx.largest_near_top(gfx.READABLE_PX, top_px, lambda p: p == gfx.READABLE_PX or fits_width([title], p))
        one = next((p for p in range(widest, gfx.READABLE_PX - 1, -1) if may_fit(1, p)
                    and gfx.ink_box(title, p, True, TITLE_INK).h + 2 * margin <= band), None)

    def pair_at(p):
        lines = two(p) if may_fit(2, p) else None
        return lines if lines and _title_lines(lines, p, w, 0)[1] + 2 * margin <= band else None
    # two lines only if larger: the largest size above `one` at which they fit
    p = gfx.largest_fitting(one + 1 if one is not None else gfx.READABLE_PX, top_px, lambda p: pair_at(p) is not None)
    pair = (pair_at(p), p) if p is not None else None
    if one is not None and (pair is None or pair[1] <= one + 1):
        return centred([title], one, band)[0], 0
    if pair is not None:
        return centred(*pair, band)[0], 0
    cap = int(pic_px * 0.4)
    for most in (1, 2, 3):
        for breaking in (False, True):
            lines = gfx.wrap(title, gfx.FitPx(gfx.READABLE_PX), tw, True, breaking)
            if len(lines) <= most and fits_width(lines, gfx.READABLE_PX):
                need = _title_lines(lines, gfx.READABLE_PX, w, 0)[1] + 2 * margin
                if need - band <= cap:
                    return centred(lines, gfx.READABLE_PX, max(band, need))[0], max(0, need - band)
    if whole:
        for breaking in (False, True):
            lines = gfx.wrap(title, gfx.FitPx(gfx.READABLE_PX), tw, True, breaking)
            if fits_width(lines, gfx.READABLE_PX) or breaking:
                need = _title_lines(lines, gfx.READABLE_PX, w, 0)[1] + 2 * margin
                return centred(lines, gfx.READABLE_PX, max(band, need))[0], max(0, need - band)
    p = gfx.FitPx(gfx.READABLE_PX)
    lines = gfx.wrap(title, p, tw, True)            # whole words where the first one fits
    if not fits_width(lines[:1], p):
        lines = gfx.wrap(title, p, tw, True, True)
    rest = "".join(ln if ln.endswith("-") else ln + " " for ln in lines[1:]).strip()   # broken at a hyphen: no space
    cut = [lines[0], gfx.fit_text(rest, p, tw, True, gfx.READABLE_PX)[0]] if len(lines) > 1 else lines
    need = _title_lines(cut, p, w, 0)[1] + 2 * margin
    if need - band > cap:
        cut = [gfx.fit_text(title, p, tw, True, gfx.READABLE_PX)[0]]
        need = _title_lines(cut, p, w, 0)[1] + 2 * margin
    return centred(cut, p, max(band, need))[0], max(0, need - band)


def _animal_needs(s, c, w, y, small, pad, h=None) -> int:
    """Size (a hex with the number), water and rock needs, special enclosures; not drawn
    where the row would reach into the gains at the foot (a card in flight, 40x56 px)."""
    x = pad
    hx = int(small * 0.95)
    cy = y + hx
    if h is not None and not full_room(y + 2 * hx, h, small):
        return y
    pts = [(x + hx + hx * math.cos(math.radians(60 * k)), cy + hx * math.sin(math.radians(60 * k))) for k in range(6)]
    pygame.draw.polygon(s, (196, 160, 100), pts)
    pygame.draw.polygon(s, (90, 70, 40), pts, 1)
    img = gfx.text(str(c.size) if c.size is not None else "-", int(small * 1.05), (20, 20, 20), True, width=2 * hx)
    s.blit(img, img.get_rect(center=(x + hx, cy)))
    x += 2 * hx + 4
    for k, n in (("water", c.water), ("rock", c.rock)):
        for _ in range(n):
            if x + int(small * 1.4) > w - pad // 2:   # (a tiny face: the zoom has them all)
                break
            icon(s, ("icons", k), int(small * 1.4), (x + small * 0.7, cy))
            x += int(small * 1.4)
    for k in c.special:
        r = pygame.Rect(x + 2, cy - int(small * 0.7), int(small * 2.2), int(small * 1.4))
        chip(s, r, KIND_COL[k], KIND_SHORT[k], int(small * 0.85))
        x = r.right + 2
    return y + 2 * hx + 4


def full_room(bottom: int, h: int, small: int) -> bool:
    """Whether a row ending at `bottom` stays above an animal face's gains at its foot."""
    return bottom <= h - int(small * 1.9)


def _animal_gains(s, c, w, h, small, pad) -> None:
    """Appeal, conservation and reputation gains along the foot: closer together and with
    smaller icons where three do not fit the card's width (the star ran past the edge on
    compact faces at 1280x720), and never past it (the zoom has them all)."""
    y = h - int(small * 1.9)
    gains = [(res, n) for res, n in (("appeal", c.appeal), ("cp", c.cp), ("reputation", c.reputation)) if n]
    imgs = [gfx.text(f"+{n}", int(small * 1.2), (20, 20, 20), True) for _, n in gains]
    for k, gap in ((1.5, 6), (1.3, 3), (1.1, 1)):
        ipx = int(small * k)
        if sum(ipx + 1 + img.get_width() for img in imgs) + gap * (len(imgs) - 1) <= w - 2 * pad:
            break
    x = pad
    for (res, n), img in zip(gains, imgs):
        if x + ipx + 1 + img.get_width() > w - pad // 2:
            break
        res_icon(s, res, ipx, (x + ipx / 2, y + small * 0.8))
        gfx.text(f"+{n}", int(small * 1.2), (20, 20, 20), True, width=img.get_width())   # (measured for the probe)
        s.blit(img, (x + ipx + 1, y + int(small * 0.8) - img.get_height() // 2))
        x += ipx + 1 + img.get_width() + gap


def card_back(w: int, h: int) -> pygame.Surface:
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, w // 12)
        pygame.draw.rect(s, (46, 100, 76), s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, (240, 220, 160), s.get_rect().inflate(-w // 10, -w // 10), max(2, w // 40), border_radius=rad)
        pic = gfx.art("animals", "elephant", int(w * 0.5))
        s.blit(pic, pic.get_rect(center=(w // 2, h // 2)))
        return s
    return _cache(("back", w, h), make)


# ----------------------------------------------------------------------------- action cards
def action_summary(a: str, s: int, up: bool) -> str:
    """What this action card does at strength s, in a few words."""
    k = min(max(s, 0), 5)
    if a == "animals":
        n = TABLES["animals_per_action"]["upgraded" if up else "base"][k]
        return t("architect.ui.sum.animals", n=n)
    if a == "build":
        return t("architect.ui.sum.build_up" if up else "architect.ui.sum.build", n=s)
    if a == "cards":
        row = TABLES["cards_action"]["upgraded" if up else "base"][k]
        text = t("architect.ui.sum.cards", n=row["draw"], d=row["discard"]) if row["discard"] else \
            t("architect.ui.sum.cards0", n=row["draw"])
        return text + (" / " + t("architect.ui.sum.snap") if row["snap"] else "")
    if a == "association":
        return t("architect.ui.sum.assoc_up" if up else "architect.ui.sum.assoc", n=s)
    return t("architect.ui.sum.sponsors_up" if up else "architect.ui.sum.sponsors", n=s + 1 if up else s)


def action_card(a: str, w: int, h: int, slot: int, s: int, up: bool, venom: bool, constrict: bool,
                x_spend: int = 0) -> pygame.Surface:
    key = ("act", a, w, h, slot, s, up, venom, constrict, x_spend, language())
    return _cache(key, lambda: _render_action(a, w, h, slot, s, up, venom, constrict, x_spend))


def _render_action(a, w, h, slot, s, up, venom, constrict, x_spend) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    col = ACTION_COL[a]
    rad = max(4, w // 12)
    bg = (255, 246, 214) if up else (246, 242, 232)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=rad)
    band = max(12, h // 6)
    rr = max(5, int(band * 0.42))
    left = 2 * rr + 6   # right of the slot number
    title = X.action_name(a)
    name, px = fit_text(title, int(band * 0.66), w - left - 4, True)
    ink = gfx.ink_box(name, px, True, TITLE_INK)   # placed by its glyphs: accents stay on the band
    band = max(band, ink.h + 4)   # (a large UI scale raises the name over the band's height)
    pygame.draw.rect(surf, col, (0, 0, w, band), border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surf, col if not up else (230, 170, 40), surf.get_rect(), max(2, w // (22 if up else 40)),
                     border_radius=rad)
    # (too long for a small card, it ends in "...": the tooltip names the action whole)
    gfx.blit_text(surf, name, px, TITLE_INK, ((left + w - 4) // 2 - ink.w // 2 - ink.x, band // 2 - ink.h // 2 - ink.y),
                  "topleft", True, elsewhere=name != title)
    # the slot number (strength can differ: X tokens, constriction)
    pygame.draw.circle(surf, (30, 30, 36), (rr + 3, band // 2), rr)
    num = gfx.text(str(slot), max(7, int(rr * 1.3)), (255, 255, 255), True, width=2 * rr)
    surf.blit(num, num.get_rect(center=(rr + 3, band // 2)))
    icon(surf, ACTION_ICON[a], int(h * 0.28), (w * 0.3, band + h * 0.18))
    big = gfx.text(str(s), int(h * 0.26), (30, 30, 30), True)
    br = big.get_rect(center=(int(w * 0.72), int(band + h * 0.16)))
    surf.blit(big, br)
    small = max(8, h // 11)
    room = 2 * (w - int(w * 0.72)) - 2
    word, lpx = fit_text(t("architect.ui.strength"), max(7, small - 3), room, False)
    y = int(band + h * 0.42)
    if word == t("architect.ui.strength"):   # else no room under the number: the tooltip says the strength
        lab = gfx.text(word, lpx, (90, 90, 90), width=room)
        lr = lab.get_rect(midtop=(w * 0.72, br.bottom - small // 3))
        surf.blit(lab, lr)
        y = max(y, lr.top + lab.get_bounding_rect().bottom + 1)   # the summary under it
    low = h - small * 2 - 4 if (up or venom or constrict) else h - 4   # over the chips at the bottom
    spx = _body_size([action_summary(a, s, up)], max(8, small - 1), int(w * 0.92), max(1, low - y))
    lines = gfx.wrap(action_summary(a, s, up), spx, int(w * 0.92), breaking=True)
    lh = gfx.font(spx).get_linesize()
    shown = lines[:max(0, (low - y) // lh)]
    if len(shown) < len(lines) and shown:   # the last line shown ends in "...": the tooltip says it all
        shown[-1] = gfx.fit_text(shown[-1] + " " + lines[len(shown)], spx, int(w * 0.92), min_px=spx)[0]
    for ln in shown:
        gfx.blit_text(surf, ln, spx, (40, 40, 40), (w // 2, y), "midtop", elsewhere=len(shown) < len(lines))
        y += lh
    if up:
        r = pygame.Rect(4, h - small * 2 - 2, int(w * 0.55), int(small * 1.6))
        chip(surf, r, (240, 190, 60), t("architect.ui.upgraded"), max(7, small - 2))
    if venom:
        r = pygame.Rect(w - small * 4 - 4, h - small * 2 - 2, int(small * 1.8), int(small * 1.6))
        chip(surf, r, (120, 40, 150), "V", small, ink=(255, 255, 255))
    if constrict:
        r = pygame.Rect(w - small * 2 - 2, h - small * 2 - 2, int(small * 1.8), int(small * 1.6))
        chip(surf, r, (40, 110, 60), "C", small, ink=(255, 255, 255))
    if x_spend:
        x_token(surf, (w - small, band + small), small, f"+{x_spend}")
    return surf


# ----------------------------------------------------------------------------- terrain and buildings
def terrain_layer(geo: HexGeo, vp, zm) -> pygame.Surface:
    """Map `zm`'s terrain (land, water, rock, restricted, yellow bonus cells; a hexmap.ZooMap)
    at the current pixel size: drawn once and blitted every time the map is drawn."""
    key = ("terrain", zm.id, vp.size, geo.x0, geo.y0, geo.R)

    def make():
        r = vp.rect(geo.rect)
        s = pygame.Surface((r.w + 4, r.h + 4), pygame.SRCALPHA)
        ox, oy = r.x - 2, r.y - 2

        def P(pt):
            x, y = vp.p(*pt)
            return (x - ox, y - oy)
        for (c, rr), kind in zm.terrain.items():
            pts = [P(p) for p in geo.corners(c, rr)]
            pygame.draw.polygon(s, TERRAIN_COL[kind], pts)
            pygame.draw.polygon(s, shade(TERRAIN_COL[kind], 0.8), pts, max(1, vp.n(1.5)))
            cx, cy = P(geo.centre(c, rr))
            if kind == "water":
                icon(s, ("icons", "water"), vp.n(geo.R * 0.9), (cx, cy))
            elif kind == "rock":
                icon(s, ("icons", "rock"), vp.n(geo.R * 0.9), (cx, cy))
            elif kind == "restricted":
                inner = [P(p) for p in geo.corners(c, rr, 0.8)]
                pygame.draw.polygon(s, (200, 70, 60), inner, max(1, vp.n(3)))
                icon(s, ("icons", "hammer"), vp.n(geo.R * 0.55), (cx, cy + vp.n(geo.R * 0.05)))
            if H.idx(c, rr) in zm.yellow:
                key = zm.yellow[H.idx(c, rr)]
                inner = [P(p) for p in geo.corners(c, rr, 0.72)]
                pygame.draw.polygon(s, (250, 214, 80), inner)
                pygame.draw.polygon(s, (170, 130, 20), inner, max(1, vp.n(2)))
                art, lab = bonus_mark(zm.bonuses[key])
                if art:
                    icon(s, art, vp.n(geo.R * 0.6), (cx, cy - vp.n(geo.R * 0.16)))
                else:
                    x_token(s, (cx, cy - vp.n(geo.R * 0.16)), vp.n(geo.R * 0.26))
                img = gfx.text(lab, vp.n(geo.R * 0.34), (60, 40, 0), True, width=vp.n(geo.R * 1.5))   # the cell
                s.blit(img, img.get_rect(center=(cx, cy + vp.n(geo.R * 0.34))))
        return s
    return _cache(key, make), vp.rect(geo.rect).move(-2, -2).topleft


def draw_building(surf, vp, geo: HexGeo, kind: str, cells, occupants=(), colour=None, spaces: str = "",
                  ghost=None) -> None:
    """A building as its shape: cells filled with the kind's colour, inner edges thin, the outline
    thick; a label (size or short name), the occupant's picture and the spaces used."""
    col = colour or KIND_COL.get(kind, (200, 200, 200))
    for c, r in cells:
        pts = [vp.p(*p) for p in geo.corners(c, r)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, shade(col, 0.85), pts, 1)
    for (c, r), k in outline_edges(cells):
        cs = geo.corners(c, r)
        pygame.draw.line(surf, shade(col, 0.45), vp.p(*cs[k]), vp.p(*cs[(k + 1) % 6]), max(2, vp.n(3.5)))
    xs = [geo.centre(c, r) for c, r in cells]
    cx = sum(p[0] for p in xs) / len(xs)
    cy = sum(p[1] for p in xs) / len(xs)
    # the label sits on the cell nearest the centroid (shapes can be concave)
    near = min(xs, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    R = geo.R
    if occupants:
        art = animal_art(occupants[0])
        icon(surf, ("animals", art), vp.n(R * 1.15), vp.p(near[0], near[1] - R * 0.1))
        if len(occupants) > 1 or spaces:
            img = gfx.text(spaces or f"{len(occupants)}", vp.n(R * 0.36), (20, 20, 20), True)
            rr = img.get_rect(center=vp.p(near[0], near[1] + R * 0.6)).inflate(vp.n(6), 0)
            pygame.draw.rect(surf, (255, 255, 255), rr, border_radius=vp.n(4))
            surf.blit(img, img.get_rect(center=rr.center))
    else:
        if kind in KIND_ICON:
            icon(surf, KIND_ICON[kind], vp.n(R * 0.8), vp.p(near[0], near[1] - R * 0.12))
        lab = kind[3] if kind.startswith("enc") else KIND_SHORT.get(kind, "?")
        if spaces:
            lab = f"{lab} {spaces}"
        img = gfx.text(lab, vp.n(R * (0.6 if kind.startswith("enc") else 0.36)), (40, 30, 20), True,
                       width=vp.n(R * 1.7))   # one cell's width
        surf.blit(img, img.get_rect(center=vp.p(near[0], near[1] + (0 if kind.startswith("enc") else R * 0.5))))


def mini_map(vp, p_state, w: int, h: int, palette_col) -> pygame.Surface:
    """A small picture of a player's map (the opponents' strip)."""
    key = ("mini", p_state.zmap.id, w, h, tuple(sorted((b, v[0], v[1]) for b, v in p_state.bld.items())),
           tuple(sorted((b, len(v)) for b, v in p_state.occ.items())), palette_col)

    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        R = min(w / (1.5 * (H.COLS - 1) + 2), h / (SQ3 * (H.ROWS + 0.5)))
        g = HexGeo(0, 0, R)
        cell_col = {}
        for bid, (kind, mask, _, _) in p_state.bld.items():
            col = KIND_COL.get(kind, (200, 200, 200))
            if kind.startswith("enc") and p_state.occ.get(bid):
                col = (150, 90, 40)
            for i in H.bits(mask):
                cell_col[H.cell(i)] = col
        for (c, r), kind in p_state.zmap.terrain.items():
            pts = [(int(x), int(y)) for x, y in g.corners(c, r, 0.92)]
            pygame.draw.polygon(s, cell_col.get((c, r), TERRAIN_COL[kind]), pts)
        return s
    return _cache(key, make)


def hex_poly(surf, vp, geo, c, r, colour, width=0, scale=1.0):
    pygame.draw.polygon(surf, colour, [vp.p(*p) for p in geo.corners(c, r, scale)], width)


__all__ = ["HexGeo", "card_face", "card_back", "action_card", "terrain_layer", "draw_building", "mini_map",
           "shape_cells", "outline_edges", "icon", "chip", "icon_chip", "res_icon", "x_token", "fit_text",
           "BUILDINGS", "KIND_COL", "TYPE_COL"]

"""Drawing basics shared by every scene: the design-space viewport, fonts, art, colours.

Everything is laid out in a 1920x1080 design space. `Viewport` maps it to the window with
one uniform scale (letterboxed), so each scene works from 1280x720 to 4K without per-size
code; fonts and pictures are rendered at the real pixel size and cached per size."""
from __future__ import annotations

import json
from functools import lru_cache

import pygame

from zoo_desktop.paths import assets_dir

from .surfcache import cached

DESIGN_W, DESIGN_H = 1920, 1080


class Viewport:
    def __init__(self, size: tuple[int, int]):
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.s = min(size[0] / DESIGN_W, size[1] / DESIGN_H)
        self.ox = (size[0] - DESIGN_W * self.s) / 2
        self.oy = (size[1] - DESIGN_H * self.s) / 2

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(self.ox + x * self.s), round(self.oy + y * self.s),
                           max(1, round(w * self.s)), max(1, round(h * self.s)))

    def rect(self, rect) -> pygame.Rect:
        x, y, w, h = rect
        return self.r(x, y, w, h)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.s), round(self.oy + y * self.s)

    def n(self, v: float) -> int:
        """A design length in pixels (at least 1)."""
        return max(1, round(v * self.s))

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.s, (pos[1] - self.oy) / self.s


# ----------------------------------------------------------------------------- colours
class Palette:
    """Colours by role. `colour_blind` swaps in the Okabe-Ito set; meaning is never carried
    by colour alone (letters and shapes go with every colour)."""

    bg = (28, 58, 46)
    felt = (36, 84, 62)
    panel = (246, 241, 228)
    panel_dark = (44, 52, 60)
    ink = (33, 33, 38)
    ink_light = (245, 245, 240)
    muted = (120, 120, 128)
    accent = (255, 190, 60)
    good = (60, 200, 110)
    bad = (225, 70, 60)
    button = (70, 110, 170)
    button_hover = (95, 140, 205)
    button_off = (110, 115, 125)
    shadow = (0, 0, 0, 90)
    players = [(230, 90, 70), (70, 140, 230), (240, 190, 50), (80, 180, 110), (170, 100, 210), (240, 140, 60)]
    players_cb = [(213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115), (204, 121, 167), (86, 180, 233)]
    named = {"R": (213, 64, 52), "B": (44, 110, 201), "Y": (236, 187, 40), "G": (58, 158, 84)}
    named_cb = {"R": (213, 94, 0), "B": (0, 114, 178), "Y": (240, 228, 66), "G": (0, 158, 115)}

    def __init__(self, colour_blind: bool = False):
        self.colour_blind = colour_blind

    def player(self, seat: int):
        return (self.players_cb if self.colour_blind else self.players)[seat % 6]

    def colour(self, code: str):
        return (self.named_cb if self.colour_blind else self.named).get(code, (160, 160, 160))


# ----------------------------------------------------------------------------- assets
@lru_cache(maxsize=1)
def manifest() -> dict:
    return json.loads((assets_dir() / "manifest.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=2)
def _face(bold: bool) -> pygame.font.Font:
    m = manifest()["fonts"]
    return pygame.font.Font(str(assets_dir() / m["bold" if bold else "regular"]), 20)


class SizedFont:
    """One face at one pixel size. Every size shares one `pygame.font.Font` per weight and
    sets its `point_size` before each use: a new Font object costs 13-25 ms at its first
    render (the shaper loads the face's tables again) and ~0.6 MB, so a table with a dozen
    sizes spent a fifth of a second on its first frame and 800 window sizes kept 110 MB of
    faces. Rendering and metrics are identical to a Font opened at that size."""
    __slots__ = ("px", "bold", "_sizes", "_metrics")

    def __init__(self, px: int, bold: bool):
        self.px, self.bold = px, bold
        self._sizes: dict[str, tuple[int, int]] = {}  # text -> size: layouts measure every frame
        self._metrics: dict[str, int] = {}

    def _sized(self) -> pygame.font.Font:
        f = _face(self.bold)
        if f.point_size != self.px:
            f.point_size = self.px  # resizing flushes the face's glyph cache: measure once
        return f

    def size(self, text: str) -> tuple[int, int]:
        got = self._sizes.get(text)
        if got is None:
            if len(self._sizes) > 4000:
                self._sizes.clear()
            got = self._sizes[text] = self._sized().size(text)
        return got

    def _metric(self, name: str) -> int:
        got = self._metrics.get(name)
        if got is None:
            got = self._metrics[name] = getattr(self._sized(), name)()
        return got

    def get_linesize(self) -> int:
        return self._metric("get_linesize")

    def get_height(self) -> int:
        return self._metric("get_height")

    def get_ascent(self) -> int:
        return self._metric("get_ascent")

    def __getattr__(self, name):  # render and the rest of pygame.font.Font, at this size
        return getattr(self._sized(), name)


@lru_cache(maxsize=512)
def font(px: int, bold: bool = False) -> SizedFont:
    return SizedFont(max(6, px), bool(bold))


def art(kind: str, name: str, px: int) -> pygame.Surface:
    """A vendored SVG picture (kind 'animals' or 'icons') rendered at px x px, centred
    (in the shared byte-bounded surface cache)."""
    return cached(("art", kind, name, px), lambda: _render_art(kind, name, px))


def _render_art(kind: str, name: str, px: int) -> pygame.Surface:
    rel = manifest()[kind].get(name)
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    if rel is None:
        pygame.draw.circle(surf, (200, 200, 200), (px // 2, px // 2), px // 2 - 1, max(1, px // 16))
        return surf
    img = pygame.image.load_sized_svg(str(assets_dir() / rel), (px, px))
    surf.blit(img, img.get_rect(center=(px // 2, px // 2)))
    return surf


def text(s: str, px: int, colour=(33, 33, 38), bold: bool = False) -> pygame.Surface:
    """Rendered text, cached (redraw only when it changes)."""
    return cached(("text", s, px, colour, bold), lambda: font(px, bold).render(s, True, colour))


def wrap(s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Word-wrap to a pixel width; blank lines separate paragraphs."""
    f = font(px, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = (line + " " + w).strip()
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def _largest(lo: int, hi: int, fits) -> int:
    """The largest n in [lo, hi] with fits(n), given fits is monotone (True then False) and
    fits(lo) holds: a binary search, log2(hi - lo) measurements."""
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def fit_text(s: str, px: int, width: int, bold: bool = False, min_px: int = 8) -> tuple[str, int]:
    """Shrink the font down to min_px, then cut with an ellipsis, so `s` fits `width` pixels.
    Both steps are binary searches, so a 10,000-character name costs ~20 measurements."""
    if font(px, bold).size(s)[0] <= width:
        return s, px
    if min_px < px:
        def size_fits(p: int) -> bool:
            return p == min_px or font(p, bold).size(s)[0] <= width
        px = _largest(min_px, px, size_fits)
    f = font(px, bold)
    if f.size(s)[0] <= width:
        return s, px
    n = _largest(1, len(s), lambda k: k == 1 or f.size(s[:k] + "...")[0] <= width)
    return s[:n].rstrip() + "...", px


def blit_fit(surface: pygame.Surface, s: str, px: int, colour, pos, width: int, anchor: str = "topleft",
             bold: bool = False, min_px: int = 8) -> pygame.Rect:
    s, px = fit_text(s, px, width, bold, min_px)
    return blit_text(surface, s, px, colour, pos, anchor, bold)


def rounded(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def shadowed(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, off: int = 4) -> None:
    """A rounded panel over its soft shadow; the transparent shadow is built once per size."""
    surface.blit(_shadow(rect.size, radius), rect.move(off, off))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)


def panel_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The transparent shadow `shadowed` puts under a panel of this size (cached)."""
    return _shadow(size, radius)


def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    def make():
        sh = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=radius)
        return sh
    return cached(("shadow", tuple(size), radius), make)


def translucent(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A see-through fill (panel backgrounds, dialog shades), built once per size and colour."""
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(rgba)
        return s
    return cached(("translucent", tuple(size), tuple(rgba)), make)


def opaque_layer(size: tuple[int, int]) -> pygame.Surface:
    """A full-window opaque surface in the display's own pixel format, so its blits need no
    conversion (and no second pass: `Surface(size).convert()` at 4K costs ~20 ms)."""
    disp = pygame.display.get_surface()
    return pygame.Surface(size, 0, disp) if disp is not None else pygame.Surface(size)


def warm_text() -> None:
    """Open both faces and shape one string: the shaper loads a face's tables at its first
    measurement (~28 ms a weight), paid at start-up rather than in the first table frame."""
    for bold in (False, True):
        _face(bold).size("Zoo 0123")


def blit_text(surface: pygame.Surface, s: str, px: int, colour, pos, anchor: str = "topleft",
              bold: bool = False) -> pygame.Rect:
    img = text(s, px, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r

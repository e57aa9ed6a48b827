"""Drawing basics shared by every scene: the design-space viewport, fonts, art, colours.

Everything is laid out in a 1920x1080 design space. `Viewport` maps it to the window with
one uniform scale (letterboxed), so each scene works from 1280x720 to 4K without per-size
code; fonts and pictures are rendered at the real pixel size and cached per size."""
from __future__ import annotations

import json
import math
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from zoo_desktop.engine.names import seat_letter
from zoo_desktop.paths import assets_dir

from .surfcache import SHARED, cached

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


def _face_path(bold: bool) -> str:
    return str(assets_dir() / manifest()["fonts"]["bold" if bold else "regular"])


FACES_PER_WEIGHT = 24   # pygame.font.Font objects per weight, each holding one size at a time
FACES_OPENED_DRAWING = 16   # of which a draw opens itself (more only ahead, while idle: warm_steps)
_faces: dict[bool, dict[int, pygame.font.Font]] = {False: {}, True: {}}   # px -> font, oldest use first
_unsized: dict[bool, list[pygame.font.Font]] = {False: [], True: []}   # opened ahead (warm_steps), no size yet


def _face(bold: bool, px: int = 20) -> pygame.font.Font:
    """A font object of this weight set to px. Up to FACES_PER_WEIGHT objects per weight are
    kept, each at the size it was last used at (least recently used first): setting
    `point_size` flushes that object's glyph cache, so with one shared object every
    measurement after a change of size loaded its glyphs again (a 4K Zoo Architect first
    frame uses ~50 sizes: ~270 changes, 1,450 measurements at ~65 us). A new object costs
    ~0.25 MB plus its glyph cache (SDL_ttf keeps at most 256 glyphs: ~0.6 MB with 100 at 4K
    sizes) and 1-5 ms at its first measurement (the shaper loads the face's tables), hence a
    bounded pool (at most ~27 MB at 4K); a draw opens at most FACES_OPENED_DRAWING, the rest
    are opened ahead while the menu is idle (warm_steps)."""
    bold = bool(bold)
    pool = _faces[bold]
    f = pool.pop(px, None)
    if f is None:
        if _unsized[bold]:
            f = _unsized[bold].pop()
            f.point_size = px
        elif len(pool) < FACES_OPENED_DRAWING:   # (an object opened mid-frame costs 1-5 ms:
            f = pygame.font.Font(_face_path(bold), px)   # past 16, re-sizing one is cheaper)
        else:
            f = pool.pop(next(iter(pool)))
            f.point_size = px   # flushes this object's glyph cache
    pool[px] = f
    return f


class SizedFont:
    """One face at one pixel size, on one of the few shared `pygame.font.Font` objects of
    its weight (`_face`): a Font per size costs ~0.25 MB and 1-5 ms at its first
    measurement (13-25 ms before the faces were subset), so a table with fifty sizes spent
    a fifth of a second on its first frame and 800 window sizes kept 110 MB of faces.
    Rendering and metrics are identical to a Font opened at that size. Measurements are
    kept per text (layouts measure every frame)."""
    __slots__ = ("px", "bold", "_sizes", "_metrics")

    def __init__(self, px: int, bold: bool):
        self.px, self.bold = px, bold
        self._sizes: dict[str, tuple[int, int]] = {}  # text -> size: layouts measure every frame
        self._metrics: dict[str, int] = {}

    def _sized(self) -> pygame.font.Font:
        return _face(self.bold, self.px)

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
def _exact(px: int, bold: bool) -> SizedFont:
    return SizedFont(max(6, px), bool(bold))


# ----------------------------------------------------------------------------- text size
# The UI scale setting (100/125/150 %) is a minimum text size, not a factor on every text:
# layouts are in design units and already scale with the window, so headings and labels keep
# their designed proportion; what becomes unreadable is small text at small windows (card
# faces were 6-8 px at 1280x720). The floor is MIN_DESIGN_PX design units, never under
# READABLE_PX real pixels, times the setting; a text drawn into a box that it no longer
# fits shrinks to the box (see blit_text), so a larger setting never makes text overflow.
READABLE_PX = 11       # real pixels: smaller text is reported by the text probe as unreadable
MIN_DESIGN_PX = 14     # design units: the smallest text at 100 % (14 px at 1920x1080)
UI_SCALES = (1.0, 1.25, 1.5)
_floor = READABLE_PX


_epoch = 0


def set_text_scale(ui_scale: float, vp_scale: float) -> None:
    """Called by the app on start, on a resize and when the setting changes."""
    global _floor
    floor = max(READABLE_PX, round(max(READABLE_PX, MIN_DESIGN_PX * vp_scale) * ui_scale))
    if floor != _floor:
        _floor = floor
        redraw_all()


def text_floor() -> int:
    return _floor


def text_epoch() -> int:
    """Goes up when every text must be drawn again (the floor changed, a text probe starts):
    part of the key of every layer a scene keeps itself (pictures in the shared surface
    cache are dropped instead)."""
    return _epoch


def redraw_all() -> None:
    global _epoch
    _epoch += 1


def font(px: int, bold: bool = False) -> SizedFont:
    """The face at px pixels, raised to the text floor (the UI scale setting) unless px is a
    FitPx (a size fit_text chose)."""
    return _exact(px if type(px) is FitPx else max(px, _floor), bool(bold))


# ----------------------------------------------------------------------------- text probe
@dataclass
class TextRecord:
    """One drawn text, as the probe saw it: `ink` is the rectangle its glyphs cover, `box`
    the rectangle it was meant to stay in (given, or the innermost `panel`, or the surface's
    clip), both in the coordinates of `surface` (a key: several surfaces are drawn on)."""
    text: str
    px: int
    ink: tuple
    box: tuple
    panel: tuple
    surface: int
    shrunk: bool   # drawn under READABLE_PX
    cut: bool      # shortened with an ellipsis, lines left out, or clipped by the surface
    hand: bool = False   # rendered by gfx.text with its room and blitted by its caller: the
                         # ink and box are the glyphs and the room (no place, no overlap check)
    cover: bool = False  # not a text: an opaque panel blitted over what was drawn before it
                         # (gfx.note_cover); the texts it hides are reported
    elsewhere: bool = False  # shortened on purpose: the whole text is shown elsewhere (a card
                             # title cut on a small face is whole in the zoom); not reported as cut


class TextProbe:
    """Test mode of the text path: every text drawn through blit_text is recorded."""

    def __init__(self):
        self.records: list[TextRecord] = []
        self.unmeasured = 0   # rendered with gfx.text without its room, not through blit_text

    def clear(self) -> None:
        self.records.clear()
        self.unmeasured = 0


_probe: TextProbe | None = None
_panels: list[tuple[int, tuple, tuple]] = []   # (surface id, box, panel key)
_cut: dict[str, None] = {}                     # texts fit_text shortened (for the probe)
_ink: dict[tuple, tuple] = {}                  # rendered text key -> glyph bounds in the image


@contextmanager
def probing():
    """Record every text drawn while the block runs (tests: tests/test_text_fit.py)."""
    global _probe
    old, _probe = _probe, TextProbe()
    try:
        yield _probe
    finally:
        _probe = old


@contextmanager
def unprobed():
    """Pause the text probe while the block runs: for texts already measured where they are
    first drawn (a How to play picture is a region of a table drawn by the table's code)."""
    global _probe
    old, _probe = _probe, None
    try:
        yield
    finally:
        _probe = old


@contextmanager
def panel(surface: pygame.Surface, rect, layer: str = ""):
    """Texts drawn inside: their box is `rect` (unless given one) and they are checked for
    overlap only with each other. `layer` names a separate sheet drawn over the rest (a
    dialog, a tooltip, a zoom) so its texts are not compared with what lies beneath."""
    r = tuple(pygame.Rect(rect))
    _panels.append((id(surface), r, (layer, r)))
    try:
        yield
    finally:
        _panels.pop()


def note_cut(lines_left_out: int, surface: pygame.Surface, box) -> None:
    """A wrapped text that did not fit its box: `lines_left_out` lines were not drawn."""
    if _probe is not None and lines_left_out > 0:
        r = tuple(pygame.Rect(box))
        _probe.records.append(TextRecord(f"<{lines_left_out} lines left out>", 0, r, r, ("", r), id(surface), False, True))


def note_shape(surface: pygame.Surface, rect, name: str) -> None:
    """A picture or icon drawn among texts (a card's picture, a cost cube): under the probe it
    is recorded like a text whose glyphs cover `rect`, so a text drawn over it is reported as
    an overlap (a shape is never cut or under a size)."""
    if _probe is None:
        return
    r = pygame.Rect(rect)
    if not r.w or not r.h:
        return
    sid = id(surface)
    inner = next((p for p in reversed(_panels) if p[0] == sid), None)
    b, pnl = (inner[1], inner[2]) if inner else (tuple(surface.get_clip()), ("", tuple(surface.get_clip())))
    _probe.records.append(TextRecord(f"<{name}>", READABLE_PX, tuple(r), b, pnl, sid, False, False))


def note_cover(surface: pygame.Surface, rect, name: str) -> None:
    """An opaque panel (a player's mat) was just drawn over `rect`: under the probe, a text
    drawn before it on the same surface whose glyphs reach into it is reported as hidden
    (a box that runs under a later panel passes every other check)."""
    if _probe is None:
        return
    r = tuple(pygame.Rect(rect))
    _probe.records.append(TextRecord(f"<{name}>", READABLE_PX, r, r, ("cover", r), id(surface), False, False,
                                     cover=True))


def note_blit(src: pygame.Surface, dest: pygame.Surface) -> None:
    """`src` (a window-sized layer a scene keeps) was just blitted at (0, 0) onto `dest`:
    under the probe, what was drawn on it counts as drawn on `dest`, so a text drawn over
    the layer afterwards is compared with the layer's texts, shapes and panels."""
    if _probe is None:
        return
    a, b = id(src), id(dest)
    for r in _probe.records:
        if r.surface == a:
            r.surface = b


def _ink_of(key) -> tuple:
    """The glyph bounds of the text rendered for key (s, px, colour, bold), kept (bounded)."""
    ink = _ink.get(key)
    if ink is None:
        if len(_ink) > 20000:   # a few MB of tuples
            _ink.clear()
        ink = _ink[key] = tuple(_text_exact(*key).get_bounding_rect())
    return ink


def ink_box(s: str, px: int, bold: bool = False, colour=(0, 0, 0)) -> pygame.Rect:
    """The rectangle the glyphs of `s` cover in its rendered image at exactly px (a layout
    that places text by its ink, e.g. capital codes without descenders, packs rows tighter).
    Found on the image rendered in `colour`: give the colour the text is drawn in, and
    drawing it renders nothing again (the glyphs lie where they lie in any colour)."""
    key = (s, int(px), tuple(colour), bool(bold))
    ink = _ink_of(key)
    return pygame.Rect(ink)


def _record(surface, s: str, px: int, key, r: pygame.Rect, box) -> None:
    ink = _ink_of(key)
    ink_r = pygame.Rect(ink).move(r.topleft) if ink[2] else pygame.Rect(r.center, (0, 0))
    sid = id(surface)
    inner = next((p for p in reversed(_panels) if p[0] == sid), None)
    clip = surface.get_clip()
    if box is not None:
        b = tuple(pygame.Rect(box))
        pnl = inner[2] if inner else ("", tuple(clip))
    elif inner is not None:
        b, pnl = inner[1], inner[2]
    else:
        b = tuple(clip)
        pnl = ("", b)
    visible = ink_r.clip(clip)
    cut = s in _cut or (ink[2] > 0 and visible.size != ink_r.size)
    _probe.records.append(TextRecord(s, px, tuple(ink_r), b, pnl, sid, px < READABLE_PX, cut))


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
    at = img.get_rect(center=(px // 2, px // 2))
    if pygame.display.get_surface() is None:
        surf.blit(img, at)
        return surf
    # the rasteriser's RGBA bytes swizzled to the surface's format once, then copied (a max
    # onto transparent pixels): the same pixels as blending them in, which converted every
    # pixel on its own (a sixth of a 4K Zoo Architect first frame's blitting)
    surf.blit(img.convert_alpha(), at, special_flags=pygame.BLEND_RGBA_MAX)
    return surf


def text(s: str, px: int, colour=(33, 33, 38), bold: bool = False, width: int | None = None,
         height: int | None = None) -> pygame.Surface:
    """Rendered text at px raised to the text floor, cached (redraw only when it changes).

    A text its caller blits by hand gives the room it has, `width` (and `height`) pixels:
    under the text probe it is measured against that room and reported like a text drawn
    through blit_text (past its box, cut, under the readable size). Without a room it can
    only be counted (`TextProbe.unmeasured`)."""
    if type(px) is not FitPx:
        px = max(px, _floor)
    img = _text_exact(s, px, colour, bold)
    if _probe is not None and not _drawing:
        if width is None:
            _probe.unmeasured += 1
        else:
            _record_room(s, int(px), (s, int(px), colour, bold), width, height)
    return img


def _record_room(s: str, px: int, key, width: int, height: int | None) -> None:
    """A hand-drawn text against the room its caller gave (its glyphs at the room's corner)."""
    ink = _ink_of(key)
    ink_r = pygame.Rect(ink)
    box = (ink_r.x, ink_r.y, max(0, int(width)), ink_r.h if height is None else max(0, int(height)))
    n = len(_probe.records)
    _probe.records.append(TextRecord(s, px, tuple(ink_r), box, ("hand", n), -1 - n, px < READABLE_PX,
                                     s in _cut, hand=True))


_drawing = False   # blit_text is rendering (the probe counts only text rendered outside it)


def _text_exact(s: str, px: int, colour, bold: bool) -> pygame.Surface:
    """Rendered at exactly px (a text shrunk to its box may be under the floor)."""
    return cached(("text", s, px, colour, bold), lambda: _exact(px, bold).render(s, True, colour))



# The hyphenation dictionary of each catalog language (pyphen: LibreOffice's patterns). British
# English: the catalog's English is British ("colour").
HYPHENATION = {"en": "en_GB", "uk": "uk_UA", "pt": "pt_PT", "hu": "hu_HU"}
MIN_PIECE = 3   # letters: no piece of a broken word shorter (pyphen's left / right)


@lru_cache(maxsize=8)
def hyphenator(lang: str):
    """The pyphen.Pyphen of a catalog language (one per language), or None when pyphen or
    the language's dictionary is missing (then words break by letters)."""
    try:
        import pyphen
    except ImportError:   # pragma: no cover - a dependency; a stripped install still draws
        return None
    name = HYPHENATION.get(lang, lang)
    if name not in pyphen.LANGUAGES:
        return None
    return pyphen.Pyphen(lang=name, left=MIN_PIECE, right=MIN_PIECE)


def hyphenation_points(seg: str, lang: str) -> list[int]:
    """Where the language allows `seg` (a word without hyphens, maybe with punctuation
    around it: "(fejlesztett") to break, as indices into seg, ascending."""
    hy = hyphenator(lang)
    if hy is None:
        return []
    lead = len(seg) - len(seg.lstrip("([{\"'„“‘«"))
    core = seg[lead:].rstrip(")]}\"'”’».,;:!?")
    if len(core) < 2 * MIN_PIECE:
        return []
    return [lead + int(i) for i in hy.positions(core)]


def _break_word(w: str, f, width: int, lang: str | None = None) -> list[str]:
    """A word wider than `width` in pieces that fit: at its own hyphens where they do, else
    at the last hyphenation point of the language (`lang`, the catalog's by default) whose
    piece and a hyphen fit, else at the last letter that leaves room for a hyphen (never a
    piece under three letters)."""
    if lang is None:
        from zoo_desktop.i18n import language
        lang = language()
    out = []
    while f.size(w)[0] > width and len(w) > 5:
        cuts = [i + 1 for i, ch in enumerate(w[:-1]) if ch == "-" and f.size(w[:i + 1])[0] <= width]
        if cuts:
            k = cuts[-1]
            out.append(w[:k])
        else:
            # no own hyphen fits, so the piece ends inside the first hyphen-free segment
            seg = w.split("-", 1)[0]
            points = [k for k in hyphenation_points(seg, lang) if f.size(w[:k] + "-")[0] <= width]
            if points:
                k = points[-1]
            else:   # never fewer than three letters on either side
                k = largest(3, len(w) - 3, lambda n: n == 3 or f.size(w[:n] + "-")[0] <= width)
            out.append(w[:k] + "-")
        w = w[k:]
    return out + [w]


def wrap(s: str, px: int, width: int, bold: bool = False, breaking: bool = False) -> list[str]:
    """Word-wrap to a pixel width; blank lines separate paragraphs. With `breaking`, a word
    wider than the width is broken (at a hyphen, else with one): the last resort of
    fit_wrapped for a long compound in a narrow box (a card title)."""
    f = _exact(px, bold) if type(px) is FitPx else font(px, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        if breaking:
            words = [piece for w in words for piece in _break_word(w, f, width)]
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


def largest(lo: int, hi: int, fits) -> int:
    """The largest n in [lo, hi] with fits(n), given fits is monotone (True then False) and
    fits(lo) holds: a binary search, log2(hi - lo) measurements."""
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def largest_near_top(lo: int, hi: int, fits, guess: int | None = None) -> int:
    """largest() for a search whose answer is usually hi or close under it (a text that
    mostly fits at its size): hi first, then steps of 1, 2, 4... down, then a binary search
    in the last step; fits(lo) must hold. A size probed loads its glyphs (~50 us a
    character at 4K), so a linear shrink from hi probed up to twenty sizes.
    With a `guess` strictly between lo and hi (a width scaled to the room: fit_text), the
    guess is probed first, then steps of 1, 2, 4... up from it (or the steps down from
    under it): two or three sizes where the steps down from hi probed four to seven (the
    same answer, fits being monotone)."""
    if guess is not None and lo < guess < hi:
        if not fits(guess):
            return largest_near_top(lo, guess - 1, fits)
        low, step = guess, 1   # fits(low)
        while low < hi:
            probe = min(hi, low + step)
            if not fits(probe):
                return largest(low, probe - 1, fits)
            low, step = probe, step * 2
        return low
    if hi <= lo or fits(hi):
        return max(lo, hi)
    top, step = hi - 1, 1   # fits(top + 1) is False
    while True:
        probe = max(lo, top - step + 1)
        if probe == lo or fits(probe):
            return largest(probe, top, fits)
        top, step = probe - 1, step * 2


def shrink_guess(px: int, wide: int, room_w: int, high: int = 0, room_h: int | None = None) -> int:
    """Where a fit search from px should look first (largest_near_top's `guess`) for a text
    that at px is `wide` pixels for `room_w` and, wrapped, `high` for `room_h`: widths
    scale with the size, a wrapped block's area with its square. Only a guess: the search
    checks it and its neighbour."""
    g = px
    if wide > room_w:
        g = min(g, -(-px * max(0, room_w) // max(1, wide)))   # (rounded up: a text just too wide
    if room_h is not None and high > room_h:                 # at px probes px - 1 first, as before)
        g = min(g, math.ceil(px * (max(0, room_h) / max(1, high)) ** 0.5))
    return g


def largest_fitting(lo: int, hi: int, fits) -> int | None:
    """The largest n in [lo, hi] with fits(n) (monotone), or None if not even fits(lo):
    hi probed first, lo next, then largest_near_top in between."""
    if hi < lo:
        return None
    if fits(hi):
        return hi
    if hi == lo or not fits(lo):
        return None
    return largest_near_top(lo, hi - 1, fits)


class FitPx(int):
    """A pixel size fit_text chose: drawn as it is, not raised to the text floor (arithmetic
    on it gives a plain int, which is)."""


def fits(s: str, px: int, width: int, bold: bool = False) -> bool:
    """Whether s fits width pixels at px raised to the text floor (to choose a short form)."""
    return font(px, bold).size(s)[0] <= width


def fit_text(s: str, px: int, width: int, bold: bool = False, min_px: int = 8) -> tuple[str, int]:
    """Shrink the font down to min_px, then cut with an ellipsis, so `s` fits `width` pixels.
    px starts at the text floor (the UI scale setting) and may shrink under it, never under
    min_px. Both steps are searches of log2 steps (the size from the top down: most texts
    shrink little), so a 10,000-character name costs ~20 measurements.
    The size returned is a FitPx: gfx.text and blit_text draw it exactly (not raised again)."""
    if type(px) is not FitPx:
        px = max(px, _floor)
    wide = _exact(px, bold).size(s)[0]
    if wide <= width:
        return s, FitPx(px)
    min_px = min(min_px, px)
    if min_px < px:
        def size_fits(p: int) -> bool:
            return p == min_px or _exact(p, bold).size(s)[0] <= width
        # (px itself does not fit); widths scale with the size: the size scaled to the room
        # is probed first, then its neighbour (each size probed loads its glyphs)
        px = largest_near_top(min_px, px - 1, size_fits, guess=shrink_guess(px, wide, width))
    f = _exact(px, bold)
    if f.size(s)[0] <= width:
        return s, FitPx(px)
    n = largest(1, len(s), lambda k: k == 1 or f.size(s[:k] + "...")[0] <= width)
    cut = s[:n].rstrip() + "..."
    if _probe is not None:
        _cut[cut] = None
    return cut, FitPx(px)


def blit_fit(surface: pygame.Surface, s: str, px: int, colour, pos, width: int, anchor: str = "topleft",
             bold: bool = False, min_px: int = 8) -> pygame.Rect:
    s, px = fit_text(s, px, width, bold, min_px)
    return blit_text(surface, s, px, colour, pos, anchor, bold)


def _room(anchor: str, pos, box: pygame.Rect) -> int:
    """The width a text anchored at pos has inside box."""
    x = pos[0]
    if anchor in ("topleft", "midleft", "bottomleft"):
        return box.right - x
    if anchor in ("topright", "midright", "bottomright"):
        return x - box.left
    return min(box.w, 2 * min(x - box.left, box.right - x) + 1)   # (+1: a centre rounded down)


def rounded(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def shadowed(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, off: int = 4) -> None:
    """A rounded panel over its soft shadow; the transparent shadow is built once per size."""
    _blit_shadow(surface, rect.move(off, off), radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)


def _blit_shadow(surface: pygame.Surface, r: pygame.Rect, radius: int) -> None:
    """The shadow of a panel at r. A tall one (a sheet over the table) is blitted as its
    rounded top and bottom with the straight rows between them repeated, from one cached
    shadow SHADE_ROWS rows taller than its two corners: the same pixels as the whole shadow
    (its rows between the corners are all alike), without a panel-sized surface (a 4K
    scoring sheet's was 13 MB allocated and drawn in the first frame it shows)."""
    rad = max(0, min(radius, r.w // 2, r.h // 2))   # (pygame's clamp of border_radius)
    short = 2 * rad + SHADE_ROWS
    if r.h <= short + SHADE_ROWS:
        surface.blit(_shadow(r.size, radius), r)
        return
    piece = _shadow((r.w, short), rad)
    surface.blit(piece, r.topleft, (0, 0, r.w, rad + SHADE_ROWS))
    for y in range(r.y + rad + SHADE_ROWS, r.bottom - rad, SHADE_ROWS):
        surface.blit(piece, (r.x, y), (0, rad, r.w, min(SHADE_ROWS, r.bottom - rad - y)))
    surface.blit(piece, (r.x, r.bottom - rad), (0, rad + SHADE_ROWS, r.w, rad))


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


SHADE_ROWS = 64   # rows of the see-through band `shade` blits down a large area


def shade(surface: pygame.Surface, rect, rgba: tuple[int, int, int, int]) -> None:
    """A see-through fill over `rect` (a full-window shade under a sheet or a dialog): a band
    as wide as the rect and SHADE_ROWS high, cached, blitted down it. Every pixel is blended
    as by one rect-sized surface (same colour, same rows), without allocating and filling
    one: a 4K shade was 33 MB of fresh pages, ~10 ms in the first frame it appears in."""
    r = pygame.Rect(rect)
    if r.w <= 0 or r.h <= 0:
        return
    band = translucent((r.w, min(r.h, SHADE_ROWS)), rgba)
    for y in range(r.y, r.bottom, SHADE_ROWS):
        surface.blit(band, (r.x, y), (0, 0, r.w, min(SHADE_ROWS, r.bottom - y)))


def opaque_layer(size: tuple[int, int]) -> pygame.Surface:
    """A full-window opaque surface in the display's own pixel format, so its blits need no
    conversion (and no second pass: `Surface(size).convert()` at 4K costs ~20 ms). Its
    pixels are undefined: the caller fills it. A spare one of that size handed back with
    `spare_layer` (a table closed, a window resized) is reused: allocating a 4K layer costs
    17-25 ms (33 MB of fresh pages)."""
    disp = pygame.display.get_surface()
    spare = SHARED.take(("spare layer", tuple(size)))
    if spare is not None and (disp is None or spare.get_masks() == disp.get_masks()):
        return spare
    return pygame.Surface(size, 0, disp) if disp is not None else pygame.Surface(size)


def no_text(key) -> bool:
    """A shared-cache key whose surface has no text in it (kept when the text floor changes)."""
    return type(key) is tuple and bool(key) and key[0] == "spare layer"


def spare_layer(surf: pygame.Surface | None) -> None:
    """A full-window layer its owner no longer draws, kept in the shared byte-bounded cache
    (one per size; a resize drops it with what the old size used) for the next opaque_layer."""
    if surf is not None:
        SHARED.put(("spare layer", surf.get_size()), surf)


GLYPHS_AHEAD = 96   # the language's most frequent characters, loaded ahead at the sizes every table uses
GLYPH_STEP = 32     # characters per warm-up step (~2 ms at 4K sizes)


@lru_cache(maxsize=4)
def common_glyphs(lang: str) -> str:
    """The GLYPHS_AHEAD characters the catalog of `lang` uses most (its texts and the games'),
    most frequent first: what a table's first frame mostly draws."""
    from collections import Counter

    from zoo_desktop.i18n import catalog
    counts: Counter = Counter()
    for v in catalog().table(lang).entries.values():
        for s in (v if isinstance(v, tuple) else (v,)):
            counts.update(ch for ch in s if ch.isprintable() and not ch.isspace() and ch not in "{}")
    counts.update("0123456789")
    return "".join(ch for ch, _ in counts.most_common(GLYPHS_AHEAD))


def warm_steps(window_size, text_sizes=None, lang: str = "en"):
    """What the first table frame would otherwise pay, done a step at a time (a few ms each)
    while the menu waits for input (`App.loop`): the font pool's objects opened and shaped
    once (1-5 ms each), then a spare full-window layer at the window's size
    (`window_size()`; 17-25 ms at 4K), then the glyphs of the language's common characters
    at the sizes every table draws (`text_sizes()`: (bold, px) pairs, the text floor and
    the log's; ~40 us a glyph at 4K sizes, loaded once per pooled font object): shaped and
    rendered, so the table's first measurements and renders at those sizes find them in
    the object's glyph cache. A generator: one step per next()."""
    for bold in (False, True):
        while len(_faces[bold]) + len(_unsized[bold]) < FACES_PER_WEIGHT:
            f = pygame.font.Font(_face_path(bold), 20)
            f.size("Zoo 0123")
            _unsized[bold].append(f)
            yield
    size = tuple(window_size())
    if ("spare layer", size) not in SHARED:
        spare_layer(opaque_layer(size))
        yield
    glyphs = common_glyphs(lang)
    for bold, px in (text_sizes() if text_sizes else ()):
        for i in range(0, len(glyphs), GLYPH_STEP):
            _face(bold, max(6, int(px))).render(glyphs[i:i + GLYPH_STEP], True, (0, 0, 0))
            yield


def warm_text() -> None:
    """Open both faces and shape one string: the shaper loads a face's tables at its first
    measurement (~28 ms a weight), paid at start-up rather than in the first table frame."""
    for bold in (False, True):
        _face(bold, 20).size("Zoo 0123")


def blit_seat_letter(surface: pygame.Surface, p: int, px: int, centre) -> pygame.Rect:
    """Seat p's letter (`names.seat_letter`), bold and dark, centred on its disc or marker."""
    return blit_text(surface, seat_letter(p), px, (20, 20, 20), centre, "center", True)


def blit_text(surface: pygame.Surface, s: str, px: int, colour, pos, anchor: str = "topleft",
              bold: bool = False, box=None, min_px: int = READABLE_PX, elsewhere: bool = False) -> pygame.Rect:
    """Draw one line of text: the shared text path. px is raised to the text floor (the UI
    scale setting); given a `box` (a rect in surface pixels), a text wider than the room it
    has there from `pos` shrinks (down to min_px) and is then cut with an ellipsis, so it
    never overflows. A FitPx (from fit_text) is drawn at exactly that size. `elsewhere`: the
    whole text is shown elsewhere (a zoom), so the probe does not report it cut."""
    if box is not None:
        room = _room(anchor, pos, pygame.Rect(box))
        s, px = fit_text(s, px, room, bold, min(min_px, px))
    elif type(px) is not FitPx:
        px = max(px, _floor)
    global _drawing
    _drawing = True
    try:
        img = text(s, FitPx(px), colour, bold)   # one render path (tests spy on gfx.text)
    finally:
        _drawing = False
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    if _probe is not None:
        _record(surface, s, int(px), (s, int(px), colour, bold), r, box)
        if elsewhere:
            _probe.records[-1].elsewhere = True
    return r


def fit_wrapped(s: str, px: int, box, bold: bool = False, min_px: int = READABLE_PX) -> tuple[list[str], int, int]:
    """The largest size from px (raised to the floor) down to min_px at which `s`, wrapped
    to the box's width, fits its height: (lines, px, lines that did not fit even at min_px)."""
    box = pygame.Rect(box)
    top = FitPx(px) if type(px) is FitPx else max(px, _floor)
    min_px = min(min_px, top)

    breaking = False

    def lines_at(p: int) -> list[str]:
        return _wrap_exact(s, p, box.w, bold, breaking)

    def fits(p: int) -> bool:
        return len(lines_at(p)) * _exact(p, bold).get_linesize() <= box.h \
            and all(_exact(p, bold).size(ln)[0] <= box.w for ln in lines_at(p))

    def guess() -> int:   # the block at the top size scaled to the box (probed first)
        lines, f = lines_at(top), _exact(top, bold)
        return shrink_guess(top, max(f.size(ln)[0] for ln in lines), box.w, len(lines) * f.get_linesize(), box.h)
    px = top if fits(top) else largest_near_top(min_px, top, lambda p: p == min_px or fits(p), guess())
    if px == min_px and not fits(px):   # a word wider than the box even at min_px: break words
        breaking = True
        px = largest_near_top(min_px, top, lambda p: p == min_px or fits(p), guess())
    lines = lines_at(px)
    room = box.h // _exact(px, bold).get_linesize()
    return lines[:room], FitPx(px), max(0, len(lines) - room)


def _wrap_exact(s: str, px: int, width: int, bold: bool, breaking: bool = False) -> list[str]:
    return wrap(s, FitPx(px), width, bold, breaking)


def blit_wrapped(surface: pygame.Surface, s: str, px: int, colour, box, align: str = "left",
                 bold: bool = False, min_px: int = READABLE_PX) -> int:
    """A paragraph wrapped into `box` (pixels), at the largest size that fits it (from px,
    raised to the floor, down to min_px); what still does not fit is left out and reported to
    the text probe. Returns the y under the last line."""
    box = pygame.Rect(box)
    lines, fpx, left_out = fit_wrapped(s, px, box, bold, min_px)
    lh = _exact(fpx, bold).get_linesize()
    y = box.y
    for ln in lines:
        if align == "center":
            blit_text(surface, ln, fpx, colour, (box.centerx, y), "midtop", bold, box=box, min_px=fpx)
        else:
            blit_text(surface, ln, fpx, colour, (box.x, y), "topleft", bold, box=box, min_px=fpx)
        y += lh
    note_cut(left_out, surface, box)
    return y


def ink_lines(lines: list[str], px: int, bold: bool = False, colour=(0, 0, 0)) -> tuple[list[tuple[str, pygame.Rect, int]], int]:
    """Lines placed by their glyphs, a fifth of a line apart: (text, ink rect in its image,
    y of the glyphs' top) each, and the block's height (`colour`: see ink_box)."""
    gap, y, out = max(2, px // 5), 0, []
    for ln in lines:
        ink = ink_box(ln, px, bold, colour)
        out.append((ln, ink, y))
        y += ink.h + gap
    return out, (y - gap if out else 0)


def pack_layout(s: str, px: int, box, bold: bool = False, colour=(0, 0, 0)):
    """blit_packed's layout: ((lines as (text, ink rect, y), height), px, lines that do not
    fit whole: left out, or a broken word's piece still wider than the box, which is cut)
    (`colour`: the one it is drawn in, see ink_box). 0: the whole text fits."""
    box = pygame.Rect(box)
    top = FitPx(px) if type(px) is FitPx else max(px, _floor)

    def layout(p: int, breaking: bool):
        lines = _wrap_exact(s, p, box.w, bold, breaking)
        if any(_exact(p, bold).size(ln)[0] > box.w for ln in lines):
            return None
        return ink_lines(lines, p, bold, colour)
    def fits(p: int, breaking: bool) -> bool:
        lay = layout(p, breaking)
        return bool(lay) and lay[1] <= box.h
    for breaking in (False, True):   # the largest size that fits, few sizes probed
        p = largest_fitting(min(top, READABLE_PX), top, lambda p: fits(p, breaking))
        if p is not None:
            return layout(p, breaking), FitPx(p), 0
    p = FitPx(min(top, READABLE_PX))   # not even at the readable size: as many lines as fit
    lay = ink_lines(_wrap_exact(s, p, box.w, bold, True), p, bold, colour)   # (a piece may be wider
    keep = [x for x in lay[0] if x[2] + x[1].h <= box.h] or lay[0][:1]      # than the box: cut)
    wide = sum(1 for x in keep if _exact(p, bold).size(x[0])[0] > box.w)
    return (keep, (keep[-1][2] + keep[-1][1].h) if keep else 0), p, len(lay[0]) - len(keep) + wide


def blit_packed(surface: pygame.Surface, s: str, px: int, colour, box, bold: bool = False,
                align: str = "left") -> int:
    """A short label wrapped into `box` with its lines placed by their glyphs (a fifth of a
    line apart) and the block centred in the box's height: two lines fit where two line boxes
    do not (a small slot at a large UI scale). The largest size from px (raised to the text
    floor) down to READABLE_PX at which every line fits; then words broken; what still does
    not fit is left out and reported to the probe (pack_layout tells beforehand). Returns
    the lines' size."""
    box = pygame.Rect(box)
    (lines, height), p, left = pack_layout(s, px, box, bold, colour)
    y0 = box.y + max(0, (box.h - height) // 2)
    for ln, ink, y in lines:
        x = box.centerx - ink.w // 2 if align == "center" else box.x
        blit_text(surface, ln, p, colour, (x - ink.x, y0 + y - ink.y), "topleft", bold, box=box, min_px=p)
    wide = sum(1 for ln, _, _ in lines if _exact(p, bold).size(ln)[0] > box.w)   # (cut: reported by blit_text)
    note_cut(left - wide, surface, box)
    return int(p)

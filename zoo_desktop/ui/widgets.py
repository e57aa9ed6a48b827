"""Shared widgets: buttons, toasts, tooltips, dialogs, the move log, player panels, and
drag-and-drop with glowing legal targets and a bounce-back with the reason when refused.
Positions are in design coordinates (see gfx.Viewport)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from zoo_desktop.i18n import t

from . import gfx
from .anim import Tween, ease_in_out, lerp2, pulse
from .surfcache import cached

P = gfx.Palette


def inside(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


def centre(rect) -> tuple[float, float]:
    """The centre of a rect (x, y, w, h), design or window units alike."""
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


LABEL_PAD = 24      # design units a Button keeps free around its label (half on each side)


def label_size(h: float) -> float:
    """The design size a Button of design height h draws its label at."""
    return min(30, h * 0.42)


def label_wraps(label: str, px: int, box) -> bool:
    """Whether a Button draws `label` on two lines (gfx.blit_packed) in `box` (pixels): it
    does not fit one line at px (raised to the text floor) without shrinking under the floor
    or being cut, and wrapped it fits whole, larger than one line would be."""
    box = pygame.Rect(box)
    if " " not in label.strip() or gfx.fits(label, px, box.w, True):
        return False
    one, one_px = gfx.fit_text(label, px, box.w, True, max(8, px // 2))
    if one == label and one_px >= gfx.text_floor():
        return False
    (lines, _), p, left = gfx.pack_layout(label, px, box, True)
    return not left and len(lines) > 1 and (one != label or p > one_px)


def button_width(vp: gfx.Viewport, label: str, h: float, lines: int = 1) -> float:
    """The design width a Button of design height h needs to show `label` whole at its own
    size in this window (the text floor included): on one line, or with lines=2 wrapped on
    two, as Button.draw wraps a label that does not fit one (the one-line width if two lines
    do not fit its height)."""
    f = gfx.font(vp.n(label_size(h)), True)
    words = label.split()
    need = f.size(label)[0]
    if lines > 1 and len(words) > 1:
        two = min(max(f.size(" ".join(words[:k]))[0], f.size(" ".join(words[k:]))[0]) for k in range(1, len(words)))
        room = pygame.Rect(0, 0, two + 1, vp.n(h))
        (got, _), p, left = gfx.pack_layout(label, vp.n(label_size(h)), room, True)
        if not left and len(got) == 2 and p >= f.px:   # two lines at the label's own size
            need = two
    return (need + vp.n(LABEL_PAD) + 2) / vp.s


def button_row(vp: gfx.Viewport, labels: list[str], h: float, room: float, gap: float,
               text_fits: Callable[[float], bool], lo: float = 110, hi: float = 300) -> list[float]:
    """The design widths of buttons of height h that share a row of `room` design units with
    a text before them (`gap` after each button): each as wide as its label on one line
    (between lo and hi); while `text_fits(the width left for the text)` is false, the widest
    goes on two lines, and so on down to the narrowest. What is still too long then is the
    text's to shorten (`text_fits` is asked once more by its caller's drawing)."""
    widths = [min(hi, max(lo, button_width(vp, s, h))) for s in labels]
    for i in sorted(range(len(labels)), key=lambda i: -widths[i]):
        if text_fits(room - sum(w + gap for w in widths)):
            break
        widths[i] = min(widths[i], max(lo, button_width(vp, labels[i], h, 2)))
    return widths


class Button:
    def __init__(self, rect, label: str, on_click: Callable[[], Any], *, key: int | None = None,
                 enabled: bool = True, tip: str = "", icon: str | None = None, style: str = "primary",
                 name: str = ""):
        self.rect = tuple(rect)
        self.label = label
        self.on_click = on_click
        self.key = key
        self.enabled = enabled
        self.tip = tip
        self.icon = icon
        self.style = style
        self.name = name or label
        self.visible = True
        self.highlight = False

    def look(self) -> tuple:
        """What the button shows at rest (a table's layer is keyed on it)."""
        return (self.rect, self.label, self.enabled, self.visible, self.style, self.icon, self.highlight)

    def draw(self, surf, vp: gfx.Viewport, mouse, now_ms: float = 0.0, hover_only: bool = False) -> None:
        """Draw the button; `mouse` None draws it at rest. `hover_only`: only if hovered, and
        without the shadow (the face over the resting look a layer already holds)."""
        if not self.visible:
            return
        r = vp.rect(self.rect)
        hover = self.enabled and mouse is not None and inside(self.rect, mouse)
        if hover_only and not hover:
            return
        colour = {"primary": P.button, "danger": (170, 70, 60), "quiet": (80, 90, 100),
                  "good": (50, 140, 80)}.get(self.style, P.button)
        if not self.enabled:
            colour = P.button_off
        elif hover:
            colour = tuple(min(255, c + 30) for c in colour)
        if hover_only:
            gfx.rounded(surf, r, colour, vp.n(12))
        else:
            gfx.shadowed(surf, r, colour, vp.n(12), vp.n(3))
        if self.highlight:
            w = vp.n(3 + 3 * pulse(now_ms))
            pygame.draw.rect(surf, P.accent, r.inflate(w * 2, w * 2), w, border_radius=vp.n(14))
        px = vp.n(label_size(self.rect[3]))
        x = r.centerx
        if not self.icon:
            box = r.inflate(-vp.n(LABEL_PAD), 0)
            label = self.label
            if label.endswith(")") and " (" in label and not gfx.fits(label, px, box.w, True):
                label = label[:label.rindex(" (")]   # a key hint "(R / wheel)" gives way first
            ink = P.ink_light if self.enabled else (200, 200, 200)
            if label_wraps(label, px, box):
                gfx.blit_packed(surf, label, px, ink, box, True, "center")
            else:
                gfx.blit_text(surf, label, px, ink, r.center, "center", True, box=box, min_px=max(8, px // 2))
            return
        if self.icon:
            ic = gfx.art("icons", self.icon, vp.n(self.rect[3] * 0.6))
            total = ic.get_width() + vp.n(8) + gfx.font(px, True).size(self.label)[0]
            left = r.centerx - total // 2
            surf.blit(ic, ic.get_rect(midleft=(left, r.centery)))
            x = left + ic.get_width() + vp.n(8) + gfx.font(px, True).size(self.label)[0] // 2
        gfx.blit_text(surf, self.label, px, P.ink_light if self.enabled else (200, 200, 200),
                      (x, r.centery), "center", bold=True, box=r)

    def handle(self, ev, dpos) -> bool:
        if not (self.visible and self.enabled):
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and inside(self.rect, dpos):
            self.on_click()
            return True
        if ev.type == pygame.KEYDOWN and self.key is not None and ev.key == self.key:
            self.on_click()
            return True
        return False


class TextInput:
    """A one-line text field (a player's name): a click opens it, typed text arrives as
    pygame TEXTINPUT events (so IMEs and dead keys work), Backspace deletes, Enter keeps
    the text and Escape restores what was there; a click elsewhere keeps it too. While
    open it takes every key, so a scene's own shortcuts (Enter = Start) wait.
    `on_done(text)` is called with the kept text."""

    def __init__(self, rect, text: str, on_done: Callable[[str], None], *, placeholder: str = "",
                 max_len: int = 24, name: str = ""):
        self.rect = tuple(rect)
        self.text, self.before = text, text
        self.on_done = on_done
        self.placeholder = placeholder
        self.max_len = max_len
        self.name = name
        self.active = False

    def open(self) -> None:
        self.active, self.before = True, self.text
        pygame.key.start_text_input()
        try:
            pygame.key.set_text_input_rect(pygame.Rect(0, 0, 1, 1))
        except (pygame.error, AttributeError):
            pass

    def close(self, keep: bool) -> None:
        self.active = False
        pygame.key.stop_text_input()
        if not keep:
            self.text = self.before
        self.on_done(self.text)

    def handle(self, ev, dpos) -> bool:
        """True when the event was the field's."""
        clicked = ev.type == pygame.MOUSEBUTTONUP and ev.button == 1
        if not self.active:
            if clicked and inside(self.rect, dpos):
                self.open()
                return True
            return False
        if ev.type == pygame.TEXTINPUT:
            self.text = (self.text + ev.text)[: self.max_len]
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close(True)
            elif ev.key == pygame.K_ESCAPE:
                self.close(False)
            return True
        if ev.type == pygame.KEYUP:
            return True
        if clicked and not inside(self.rect, dpos):
            self.close(True)
            return False  # the click goes on to what it was aimed at
        return clicked

    def draw(self, surf, vp, now: float = 0.0, colour=(230, 235, 230)) -> None:
        r = vp.rect(self.rect)
        px = vp.n(26)
        if self.active:
            gfx.rounded(surf, r, (252, 250, 240), vp.n(8))
            pygame.draw.rect(surf, P.accent, r, max(2, vp.n(3)), border_radius=vp.n(8))
            shown, _ = gfx.fit_text(self.text, px, r.w - vp.n(30), False, px)
            if shown != self.text:   # too long for the box: show its end, where the caret is
                shown = self.text
                while shown and gfx.font(px).size("…" + shown)[0] > r.w - vp.n(30):
                    shown = shown[1:]
                shown = "…" + shown
            img = gfx.text(shown, px, P.ink, width=r.w - vp.n(30)) if shown else None
            x = r.x + vp.n(12)
            if img is not None:
                surf.blit(img, img.get_rect(midleft=(x, r.centery)))
                x += img.get_width()
            if int(now // 500) % 2 == 0:
                pygame.draw.line(surf, P.ink, (x + 2, r.y + vp.n(12)), (x + 2, r.bottom - vp.n(12)), max(1, vp.n(2)))
            return
        label = self.text or self.placeholder
        gfx.blit_fit(surf, label, px, colour if self.text else (190, 200, 195), (r.x + vp.n(12), r.centery),
                     r.w - vp.n(24), "midleft")
        pen = max(1, vp.n(2))
        pygame.draw.line(surf, (120, 140, 130), (r.x + vp.n(8), r.bottom - vp.n(6)), (r.right - vp.n(8), r.bottom - vp.n(6)), pen)


class Toast:
    """Short messages (e.g. why a move was refused) shown in one fixed place."""

    def __init__(self, centre=(960, 150)):
        self.centre = centre
        self.items: list[tuple[str, float, str]] = []  # text, expiry ms, style

    def show(self, text: str, now: float, ms: float = 3500, style: str = "bad") -> None:
        self.items = [i for i in self.items if i[0] != text][-2:] + [(text, now + ms, style)]

    def current(self) -> list[str]:
        return [i[0] for i in self.items]

    def clear(self) -> None:
        self.items = []

    def draw(self, surf, vp, now: float) -> None:
        self.items = [i for i in self.items if i[1] > now]
        y = self.centre[1]
        for text, _, style in self.items:
            w, h = gfx.font(vp.n(28), True).size(text)
            r = pygame.Rect(0, 0, min(w, vp.n(1800)), h).inflate(vp.n(40), vp.n(18))
            r.center = vp.p(self.centre[0], y)
            gfx.shadowed(surf, r, (150, 50, 45) if style == "bad" else (40, 110, 70), vp.n(14))
            with gfx.panel(surf, r, "toast"):
                gfx.blit_text(surf, text, vp.n(28), P.ink_light, r.center, "center", True, box=r.inflate(-vp.n(20), 0))
            y += 60


class Tooltip:
    def __init__(self):
        self.text = ""
        self.since = 0.0
        self.pos = (0, 0)

    def set(self, text: str, dpos, now: float) -> None:
        if text != self.text:
            self.text, self.since = text, now
        self.pos = dpos

    def draw(self, surf, vp, now: float, delay: float = 350) -> None:
        if not self.text or now - self.since < delay:
            return
        px = vp.n(22)
        lines = gfx.wrap(self.text, px, vp.n(520))
        w = max(gfx.font(px).size(l)[0] for l in lines) + vp.n(24)
        h = len(lines) * gfx.font(px).get_linesize() + vp.n(16)
        x, y = vp.p(*self.pos)
        x = min(x + vp.n(18), vp.size[0] - w - 4)
        y = min(y + vp.n(18), vp.size[1] - h - 4)
        r = pygame.Rect(x, y, w, h)
        gfx.shadowed(surf, r, (252, 250, 240), vp.n(8))
        pygame.draw.rect(surf, (90, 90, 90), r, 1, border_radius=vp.n(8))
        with gfx.panel(surf, r, "tooltip"):
            for i, line in enumerate(lines):
                gfx.blit_text(surf, line, px, P.ink, (x + vp.n(12), y + vp.n(8) + i * gfx.font(px).get_linesize()))


class Dialog:
    """A modal choice: title, body and one button per option. `on_choose(value)`; Escape
    picks `cancel_value` when the dialog is cancellable."""

    def __init__(self, title: str, body: str, options: list[tuple[str, Any]], on_choose: Callable[[Any], None],
                 *, cancellable: bool = True, cancel_value: Any = None, width: int = 900):
        self.title, self.body, self.options = title, body, options
        self.on_choose = on_choose
        self.cancellable, self.cancel_value = cancellable, cancel_value
        self.width = width
        self.buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        n = len(self.options)
        cols = min(n, 4)
        rows = (n + cols - 1) // cols
        bw = min(260, (self.width - 60 - (cols - 1) * 16) // max(1, cols))
        body_lines = sum(max(1, -(-len(line) // max(20, self.width // 15))) for line in self.body.split("\n")) if self.body else 0
        self.height = min(1040, 170 + rows * 76 + 34 * body_lines)
        x0 = 960 - self.width // 2
        y0 = 540 - self.height // 2
        self.rect = (x0, y0, self.width, self.height)
        self.buttons = []
        for i, (label, value) in enumerate(self.options):
            r, c = divmod(i, cols)
            rowcount = min(cols, n - r * cols)
            total = rowcount * bw + (rowcount - 1) * 16
            bx = 960 - total // 2 + c * (bw + 16)
            by = y0 + self.height - 30 - (rows - r) * 76
            self.buttons.append(Button((bx, by, bw, 60), label, lambda v=value: self.on_choose(v), name=f"dialog:{value}"))

    def handle(self, ev, dpos) -> bool:
        for b in self.buttons:
            if b.handle(ev, dpos):
                return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and self.cancellable:
            self.on_choose(self.cancel_value)
        return True  # modal: swallow everything

    def draw(self, surf, vp, mouse, now: float = 0.0) -> None:
        self.draw_frame(surf, vp, mouse, now)

    def draw_frame(self, surf, vp, mouse, now: float = 0.0, *, title_px: int = 38, title_y: int = 30,
                   body_px: int = 26, body_y: int = 90, body_lines: int | None = None) -> None:
        """Shade the screen, draw the panel, the title (fitted to the width), the body and
        the buttons: the look every modal dialog shares."""
        gfx.shade(surf, pygame.Rect((0, 0), vp.size), (0, 0, 0, 120))
        r = vp.rect(self.rect)
        gfx.shadowed(surf, r, P.panel, vp.n(18), vp.n(6))
        with gfx.panel(surf, r, "dialog"):
            gfx.blit_fit(surf, self.title, vp.n(title_px), P.ink, vp.p(960, self.rect[1] + title_y),
                         vp.n(self.width - 60), "midtop", True)
            y = vp.p(960, self.rect[1] + body_y)[1]
            px = vp.n(body_px)
            lh = max(vp.n(body_px * 1.3), gfx.font(px).get_linesize())
            for line in (gfx.wrap(self.body, px, vp.n(self.width - 80)) if self.body else [])[:body_lines]:
                gfx.blit_text(surf, line, px, P.ink, (vp.p(960, 0)[0], y), "midtop")
                y += lh
            for b in self.buttons:
                b.draw(surf, vp, mouse, now)


class LogPanel:
    PX = 19   # design px of its lines (its glyphs are loaded ahead while the menu is idle: App.warm)
    """The move log: one sentence per event, newest at the bottom; wheel scrolls."""

    def __init__(self, rect, title: str = ""):
        self.rect = tuple(rect)
        self.lines: list[tuple[str, tuple]] = []
        self.scroll = 0
        self.title = title
        self.changes = 0                      # bumped by every new line
        self._img: pygame.Surface | None = None
        self._key: tuple | None = None        # what _img shows
        self.renders = 0                      # how often the panel was redrawn (tests, benches)

    def add(self, text: str, colour=(230, 230, 225)) -> None:
        self.lines.append((text, colour))
        self.lines = self.lines[-400:]
        self.scroll = 0
        self.changes += 1

    def handle(self, ev, dpos) -> bool:
        if ev.type == pygame.MOUSEWHEEL and inside(self.rect, dpos):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + ev.y * 2))
            return True
        return False

    def draw(self, surf, vp) -> None:
        """Blit the panel; it is rendered again only when a line, the scroll, the title or
        the size changed."""
        r = vp.rect(self.rect)
        key = (self.changes, self.scroll, self.title, r.size, gfx.text_epoch())
        if key != self._key or self._img is None:
            self._img, self._key = self._render(r.size, vp), key
            self.renders += 1
        surf.blit(self._img, r)

    def _render(self, size, vp) -> pygame.Surface:
        img = pygame.Surface(size, pygame.SRCALPHA)
        img.fill((15, 25, 22, 190))
        r = img.get_rect()
        px = vp.n(self.PX)
        lh = gfx.font(px).get_linesize()
        y = r.bottom - vp.n(10)
        width = r.width - vp.n(20)
        end = len(self.lines) - self.scroll
        top = r.top + vp.n(44)
        gfx.blit_text(img, self.title, vp.n(22), (200, 220, 210), (r.x + vp.n(10), r.y + vp.n(8)), bold=True)
        for text, colour in reversed(self.lines[:end]):
            wrapped = gfx.wrap(text, px, width)
            for line in reversed(wrapped):
                y -= lh
                if y < top:
                    return img
                gfx.blit_text(img, line, px, colour, (r.x + vp.n(10), y))
            y -= vp.n(4)
        return img


def seat_glow(surf, vp, rect, now: float, over_panel: bool = False) -> None:
    """The active seat's pulsing ring around its player_panel. `over_panel`: the panel is
    already drawn (a table's layer holds it at rest), so the ring is drawn after it and
    under the panel's shadow, as if drawn first: the same pixels."""
    r = vp.rect(rect)
    g = vp.n(4 + 4 * pulse(now))
    outer = r.inflate(g * 2, g * 2)
    if not over_panel:
        pygame.draw.rect(surf, P.accent, outer, g, border_radius=vp.n(16))
        return
    radius, shadow_r, colour = vp.n(16), vp.n(14), tuple(P.accent)

    def make():  # two per-pixel-alpha surfaces: built once per size and pulse step, not per frame
        local = pygame.Rect(0, 0, outer.w, outer.h)
        ring = pygame.Surface(outer.size, pygame.SRCALPHA)
        pygame.draw.rect(ring, colour, local, g, border_radius=radius)
        mask = pygame.Surface(outer.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255), local, g, border_radius=radius)
        ring.blit(gfx.panel_shadow(r.size, shadow_r), (g + PANEL_SHADOW, g + PANEL_SHADOW))
        ring.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # the shadow only on the ring
        return ring
    surf.blit(cached(("seat_ring", outer.size, g, radius, shadow_r, colour), make), outer)


PANEL_SHADOW = 4  # px: how far a player_panel's shadow falls


def player_panel(surf, vp, rect, name: str, colour, lines: list[str], *, active: bool, badge: str = "",
                 now: float = 0.0, marker: str = "") -> None:
    """A seat: name strip in the player's colour (with a seat letter so colour is not the
    only cue), a few info lines, an active-player glow and an optional badge."""
    r = vp.rect(rect)
    if active:
        seat_glow(surf, vp, rect, now)
    gfx.shadowed(surf, r, (250, 247, 238), vp.n(14), PANEL_SHADOW)
    gfx.note_cover(surf, r, "seat panel")   # (text probe: a text under it is hidden, one drawn over it overlaps)
    gfx.note_shape(surf, r, "seat panel")
    strip = pygame.Rect(r.x, r.y, r.width, vp.n(46))
    pygame.draw.rect(surf, colour, strip, border_top_left_radius=vp.n(14), border_top_right_radius=vp.n(14))
    with gfx.panel(surf, r):
        gfx.blit_text(surf, (marker + " " if marker else "") + name, vp.n(26), (20, 20, 20),
                      (r.x + vp.n(12), r.y + vp.n(8)), bold=True, box=strip.inflate(-vp.n(12), 0))
        y = r.y + vp.n(54)
        lh = max(vp.n(28), gfx.font(vp.n(22)).get_linesize())
        for line in lines:
            gfx.blit_text(surf, line, vp.n(22), P.ink, (r.x + vp.n(12), y), box=r.inflate(-vp.n(12), 0))
            y += lh
        if badge:
            bw, bh = gfx.font(vp.n(22), True).size(badge)
            br = pygame.Rect(0, 0, bw, bh).inflate(vp.n(14), vp.n(6))
            br.topright = (r.right - vp.n(1), r.y + vp.n(49))
            gfx.rounded(surf, br, P.bad, vp.n(10))
            gfx.blit_text(surf, badge, vp.n(22), P.ink_light, br.center, "center", True)


# ----------------------------------------------------------------------------- drag and drop
@dataclass
class DropTarget:
    name: str
    rect: tuple
    why_not: Callable[[Any], str | None]  # None = accepted


@dataclass
class Drag:
    item: Any
    image: Any  # pygame.Surface at current scale
    origin: tuple  # design rect where it came from
    grab: tuple  # offset of the grab point inside the item (design units)
    pos: tuple = (0.0, 0.0)
    moved: bool = False


@dataclass
class DragController:
    """Press on an item, move, release on a target. While dragging, every target glows
    green if it accepts the item and red if not; a refused or missed drop bounces the item
    back to where it came from and `on_refused(reason)` explains why."""
    targets: list[DropTarget] = field(default_factory=list)
    drag: Drag | None = None
    on_drop: Callable[[Any, DropTarget], None] | None = None
    on_refused: Callable[[str], None] | None = None
    on_click: Callable[[Any], None] | None = None
    bounces: list[Tween] = field(default_factory=list)

    def start(self, item, image, origin, dpos) -> None:
        self.drag = Drag(item, image, tuple(origin), (dpos[0] - origin[0], dpos[1] - origin[1]), tuple(dpos))

    def move(self, dpos) -> None:
        if self.drag:
            if abs(dpos[0] - self.drag.pos[0]) + abs(dpos[1] - self.drag.pos[1]) > 6:
                self.drag.moved = True
            self.drag.pos = tuple(dpos)

    def release(self, dpos) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        if not d.moved:
            if self.on_click:
                self.on_click(d.item)
            return
        for tgt in self.targets:
            if inside(tgt.rect, dpos):
                reason = tgt.why_not(d.item)
                if reason is None:
                    if self.on_drop:
                        self.on_drop(d.item, tgt)
                    return
                self._bounce(d)
                if self.on_refused:
                    self.on_refused(reason)
                return
        self._bounce(d)

    def _bounce(self, d: Drag) -> None:
        start = (d.pos[0] - d.grab[0], d.pos[1] - d.grab[1])
        end = (d.origin[0], d.origin[1])
        tw = Tween(260, ease=ease_in_out, kind="bounce", data={"item": d.item, "image": d.image, "from": start, "to": end})
        self.bounces.append(tw)

    def update(self, dt: float) -> None:
        for tw in self.bounces:
            tw.elapsed += dt
        self.bounces = [tw for tw in self.bounces if tw.elapsed < tw.ms]

    def draw(self, surf, vp, now: float) -> None:
        if self.drag and self.drag.moved:
            for tgt in self.targets:
                ok = tgt.why_not(self.drag.item) is None
                g = vp.n(5 + 4 * pulse(now))
                pygame.draw.rect(surf, P.good if ok else P.bad, vp.rect(tgt.rect).inflate(g * 2, g * 2), g,
                                 border_radius=vp.n(16))
            x = self.drag.pos[0] - self.drag.grab[0]
            y = self.drag.pos[1] - self.drag.grab[1]
            surf.blit(self.drag.image, vp.p(x, y))
        for tw in self.bounces:
            x, y = lerp2(tw.data["from"], tw.data["to"], tw.ease(tw.t))
            surf.blit(tw.data["image"], vp.p(x, y))

    def dragging(self, item) -> bool:
        return (self.drag is not None and self.drag.moved and self.drag.item == item) or \
            any(tw.data["item"] == item for tw in self.bounces)


def confirm(label_yes: str | None = None, label_no: str | None = None) -> list[tuple[str, bool]]:
    return [(label_yes or t("ui.yes"), True), (label_no or t("ui.no"), False)]


class ScrollBar:
    """A view over content taller than it, and its scroll cue: one mechanism for every list
    or page that can be longer than the screen (How to play, About, Load, Continue).

    Design units throughout. The owner sets `total` (the content's height) before asking;
    `pos` is how far the view is scrolled. Input: the wheel, Up/Down (a `line`),
    PageUp/PageDown (a page), Home/End, and the bar (drag the thumb, or click above or below
    it for a page). With `snap` (a list of rows) every position is a whole number of rows.
    The cue, shown only when there is more than fits: the bar with its thumb, and a fade with
    an arrow at each edge that has more beyond it."""

    THUMB_MIN = 60.0
    colour, thumb_colour, thumb_held = (214, 206, 186), (96, 110, 100), (60, 90, 75)

    def __init__(self, view, bar, line: float, *, page: float | None = None, wheel: float | None = None,
                 snap: float = 0.0, fade: float = 70):
        self.view, self.bar = tuple(view), tuple(bar)
        self.fade = fade   # the height of the fade at an edge with more (design units)
        self.line = line
        self.page = page if page is not None else view[3] - line
        self.wheel = wheel if wheel is not None else line * 1.5
        self.snap = snap
        self.total = 0.0
        self.pos = 0.0
        self.drag: float | None = None   # grabbing the thumb: the grab point's offset

    def most(self) -> float:
        """How far it scrolls; 0 when everything fits the view."""
        return max(0.0, self.total - self.view[3])

    def scroll_to(self, v: float) -> None:
        if self.snap:
            v = round(v / self.snap) * self.snap
            most = -(-self.most() // self.snap) * self.snap   # the last row whole in view
        else:
            most = self.most()
        self.pos = max(0.0, min(most, v))

    def thumb(self) -> tuple[float, float]:
        """The thumb's top and height along the bar."""
        most, bar = self.most(), self.bar
        h = max(self.THUMB_MIN, bar[3] * self.view[3] / (most + self.view[3]))
        return bar[1] + (bar[3] - h) * (min(1.0, self.pos / most) if most else 0.0), h

    def handle(self, ev, dpos) -> bool:
        """True if the event scrolled (or grabbed or let go of the thumb)."""
        if not self.most() and self.drag is None:
            return False
        bar = self.bar
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.pos - ev.y * self.wheel)
            return True
        if ev.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: self.line, pygame.K_UP: -self.line, pygame.K_PAGEDOWN: self.page,
                    pygame.K_PAGEUP: -self.page, pygame.K_END: 1e9, pygame.K_HOME: -1e9}.get(ev.key)
            if step is None:
                return False
            self.scroll_to(self.pos + step)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and inside((bar[0] - 10, bar[1], bar[2] + 20, bar[3]), dpos):
            top, h = self.thumb()
            if top <= dpos[1] <= top + h:
                self.drag = dpos[1] - top
            else:
                self.scroll_to(self.pos + (self.page if dpos[1] > top else -self.page))
            return True
        if ev.type == pygame.MOUSEMOTION and self.drag is not None:
            _, h = self.thumb()
            frac = (dpos[1] - self.drag - bar[1]) / max(1.0, bar[3] - h)
            self.scroll_to(frac * self.most())
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag is not None:
            self.drag = None
            return True
        return False

    def draw(self, surf, vp, under) -> None:
        """The cue over the drawn view; `under` is the colour the fades blend into."""
        most = self.most()
        if not most:
            return
        bar = vp.rect(self.bar)
        pygame.draw.rect(surf, self.colour, bar, border_radius=bar.w // 2)
        top, h = self.thumb()
        thumb = vp.r(self.bar[0], top, self.bar[2], h)
        pygame.draw.rect(surf, self.thumb_colour if self.drag is None else self.thumb_held, thumb, border_radius=bar.w // 2)
        view = vp.rect(self.view)
        fade_h = vp.n(self.fade)
        for edge, more in (("bottom", self.pos < most - 0.5), ("top", self.pos > 0.5)):
            if not more:
                continue
            surf.blit(_fade((view.w, fade_h), under, edge == "bottom"),
                      (view.x, view.bottom - fade_h if edge == "bottom" else view.top))
            cx, s = view.centerx, vp.n(16)
            if edge == "bottom":
                tip = view.bottom - vp.n(6)
                pts = [(cx - s, tip - s), (cx + s, tip - s), (cx, tip)]
            else:
                tip = view.top + vp.n(6)
                pts = [(cx - s, tip + s), (cx + s, tip + s), (cx, tip)]
            pygame.draw.polygon(surf, self.thumb_colour, pts)


def _fade(size: tuple[int, int], colour, down: bool) -> pygame.Surface:
    """A strip from clear to `colour` (towards the edge), cached per size."""
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        for i in range(h):
            a = int(255 * (i / max(1, h - 1)) ** 1.5)
            s.fill((*colour, a), (0, i if down else h - 1 - i, w, 1))
        return s
    return cached(("page-fade", tuple(size), tuple(colour), down), make)


class PagedChoices(Dialog):
    """A Dialog whose options (label, value) come `per_page` to a page, one full-width button
    each (named `dialog:<value>`, its `action` the value), with previous/next (Page Up/Down)
    and a cancel button: the list of every choice when a decision has too many for a row of
    buttons (Species Keepers' action menu, Zoo Architect's "All choices"). `point_for(value)`
    is where a click goes to reach an option (its button, or the page turn towards it)."""

    def __init__(self, title: str, body: str, options: list[tuple[str, Any]], on_choose: Callable[[Any], None],
                 *, cancellable: bool = True, cancel_value: Any = None, width: int = 1000,
                 cancel_label: str | None = None, per_page: int = 8):
        self.title, self.body = title, body
        self.options = options
        self.on_choose = on_choose
        self.cancellable, self.cancel_value = cancellable, cancel_value
        self.cancel_label = cancel_label or t("ui.back")
        self.width = width
        self.per_page = per_page
        self.page = 0
        self.pages = max(1, (len(options) + per_page - 1) // per_page)
        self.buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        opts = self.options[self.page * self.per_page:(self.page + 1) * self.per_page]
        body_lines = len(gfx.wrap(self.body, 26, self.width - 80)) if self.body else 0
        rows = len(opts) + 1
        self.height = 110 + body_lines * 34 + rows * 70 + 20
        x0 = 960 - self.width // 2
        y0 = max(10, 540 - self.height // 2)
        self.rect = (x0, y0, self.width, self.height)
        y = y0 + 100 + body_lines * 34
        bw = self.width - 80
        self.buttons = []
        for label, value in opts:
            b = Button((x0 + 40, y, bw, 60), label, lambda v=value: self.on_choose(v), name=f"dialog:{value}")
            b.action = value
            self.buttons.append(b)
            y += 70
        nav: list[Button] = []
        if self.pages > 1:
            nav.append(Button((0, y, 200, 60), t("ui.prev"), lambda: self.turn(-1), name="dialog:__prev__",
                              style="quiet", enabled=self.page > 0))
            nav.append(Button((0, y, 200, 60), t("ui.next"), lambda: self.turn(1), name="dialog:__more__",
                              style="quiet", enabled=self.page < self.pages - 1, key=pygame.K_PAGEDOWN))
        if self.cancellable:
            nav.append(Button((0, y, 220, 60), self.cancel_label, lambda: self.on_choose(self.cancel_value),
                              name="dialog:__cancel__", style="quiet"))
        total = sum(b.rect[2] for b in nav) + 16 * max(0, len(nav) - 1)
        x = 960 - total // 2
        for b in nav:
            b.rect = (x, y, b.rect[2], 60)
            x += b.rect[2] + 16
        self.buttons += nav

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + d))
        self._layout()

    def point_for(self, value):
        """Where to click towards option `value`: its button, or the page turn towards it
        (None if it is not an option)."""
        for b in self.buttons:
            if getattr(b, "action", None) == value:
                return centre(b.rect)
        idx = next((i for i, (_, v) in enumerate(self.options) if v == value), None)
        if idx is None:
            return None
        nav = self.button_named("dialog:__more__" if idx // self.per_page > self.page else "dialog:__prev__")
        return centre(nav.rect)

    def close_point(self):
        return centre(self.button_named("dialog:__cancel__").rect)

    def button_named(self, name: str):
        return next(b for b in self.buttons if b.name == name)

    def draw(self, surf, vp, mouse, now: float = 0.0) -> None:
        self.draw_frame(surf, vp, mouse, now, title_px=36, title_y=28)
        if self.pages > 1:
            gfx.blit_text(surf, t("ui.page", n=self.page + 1, m=self.pages), vp.n(20), P.muted,
                          vp.p(self.rect[0] + self.width - 24, self.rect[1] + 14), "topright")

"""Text pages and the results screen: How to play, About, Results."""
from __future__ import annotations

import logging
import random
import weakref
from dataclasses import dataclass
from typing import Any

import pygame

from zoo_desktop import __version__
from zoo_desktop.engine.session import Session
from zoo_desktop.i18n import language, t

from .. import gfx
from ..scene import Scene, make_table
from zoo_desktop.engine.names import seat_names
from ..widgets import Button, ScrollBar, inside


@dataclass
class _Item:
    """One thing a page draws, at `y` pixels from the top of its content: a line of text
    (`text`, drawn through blit_text into the box `w` wide from `x`) or a picture."""
    y: int
    h: int
    x: int = 0
    w: int = 0
    text: str = ""
    px: int = 0
    bold: bool = False
    colour: tuple = gfx.Palette.ink
    figure: Any = None   # a howto.Figure: its picture, from the cache


log = logging.getLogger("zoo_desktop")
# the sessions whose finished game is in the history: the results may be entered again
_RECORDED: "weakref.WeakSet[Session]" = weakref.WeakSet()

VIEW = (300, 130, 1296, 810)     # the scrolled area (design units)
BAR = (1614, 130, 18, 810)       # its scrollbar
LINE = 48                        # one arrow-key step (design units)


class TextPage(Scene):
    """A scrollable page of paragraphs with a Back button. Lines starting with "# " are
    headings. A scroll cue (a bar with a thumb, and a fade with an arrow at an edge that has
    more) shows when the page is longer than its view; the wheel, Up/Down, PageUp/PageDown,
    Home/End and dragging the bar scroll it."""

    title = ""

    def body(self) -> str:
        return ""

    def enter(self) -> None:
        self.bar = ScrollBar(VIEW, BAR, LINE)   # the scroll position and its cue (widgets.ScrollBar)
        self._layout_key = None
        self.buttons = [Button((760, 980, 400, 72), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back")]

    # ------------------------------------------------------------------ content
    def blocks(self) -> list[tuple]:
        """The page as blocks: ("head", text), ("sub", text), ("para", text, figure or
        None), ("rows", [(left, right), ...]). Default: the body's paragraphs."""
        out: list[tuple] = []
        for para in self.body().split("\n\n"):
            out.extend(self._para_blocks(para, None))
        return out

    @staticmethod
    def _para_blocks(para: str, figure) -> list[tuple]:
        lines = para.split("\n")
        heads = []
        while lines and lines[0].startswith("# "):
            heads.append(("head", lines.pop(0)[2:]))
        rest = "\n".join(lines).strip()
        return heads + ([("para", rest, figure)] if rest or figure else [])

    def layout(self) -> list[_Item]:
        """The items in pixels at this window size (kept until the size, the language or
        the text size changes)."""
        vp = self.app.vp
        key = (vp.size, language(), gfx.text_epoch())
        if key == self._layout_key:
            return self._items
        view = vp.rect(VIEW)
        px, hpx, cpx = vp.n(27), vp.n(32), vp.n(22)
        gap = vp.n(24)
        items: list[_Item] = []
        y = 0

        def lines(text, x, w, size, bold=False, colour=gfx.Palette.ink, at=None) -> int:
            """Wrap `text` into items from y (or `at`); the height they take."""
            top = y if at is None else at
            lh = gfx.font(size, bold).get_linesize()
            wrapped = gfx.wrap(text, size, w, bold)
            for i, ln in enumerate(wrapped):
                items.append(_Item(top + i * lh, lh, x, w, ln, size, bold, colour))
            return len(wrapped) * lh

        for block in self.blocks():
            kind = block[0]
            if kind == "head":
                y += lines(block[1], view.x, view.w, hpx, True) + vp.n(4)
            elif kind == "sub":
                y += lines(block[1], view.x, view.w, px, True, (60, 90, 75)) + vp.n(4)
            elif kind == "para":
                text, fig = block[1], block[2]
                if fig is None:
                    y += lines(text, view.x, view.w, px) + gap
                    continue
                pic = vp.rect(fig.region)
                beside = pic.w <= view.w * 0.5
                fx = view.right - pic.w if beside else view.centerx - pic.w // 2
                tw = view.w - pic.w - gap if beside else view.w
                th = lines(text, view.x, tw, px) if text else 0
                fy = y if beside else y + th + (gap // 2 if th else 0)
                items.append(_Item(fy, pic.h, fx, pic.w, figure=fig))
                cy = fy + pic.h + vp.n(6)
                ch = lines(t(fig.caption), fx, pic.w, cpx, False, (84, 84, 92), at=cy)
                y = max(y + th, cy + ch) + gap
            elif kind == "rows":
                rows = block[1]
                lw = min(view.w * 0.3, max((gfx.font(px, True).size(a)[0] for a, _ in rows), default=0))
                lw = int(lw)
                for a, b in rows:
                    h1 = lines(a, view.x, lw, px, True)
                    h2 = lines(b, view.x + lw + gap, view.w - lw - gap, px)
                    y += max(h1, h2) + vp.n(6)
                y += gap
        self._items, self._height, self._layout_key = items, max(0, y - gap), key
        return items

    def max_scroll(self) -> float:
        """How far the page scrolls (design units); 0 when it fits its view."""
        self.layout()
        self.bar.total = self._height / self.app.vp.s
        return self.bar.most()

    @property
    def scroll(self) -> float:
        """Design units from the top."""
        return self.bar.pos

    def scroll_to(self, v: float) -> None:
        self.max_scroll()
        self.bar.scroll_to(v)

    def _thumb(self) -> tuple[float, float]:
        """The thumb's top and height along the bar (design units)."""
        self.max_scroll()
        return self.bar.thumb()

    # ------------------------------------------------------------------ input
    def on_event(self, ev, dpos) -> None:
        self.max_scroll()
        self.bar.handle(ev, dpos)

    # ------------------------------------------------------------------ drawing
    def picture(self, figure) -> pygame.Surface | None:
        return None

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        panel = vp.r(260, 40, 1400, 920)
        gfx.shadowed(surf, panel, gfx.Palette.panel, vp.n(20))
        gfx.blit_text(surf, self.title, vp.n(48), gfx.Palette.ink, vp.p(960, 60), "midtop", True,
                      box=vp.r(280, 40, 1360, 90))
        view = vp.rect(VIEW)
        items = self.layout()
        self.scroll_to(self.scroll)
        off = view.y - round(self.scroll * vp.s)
        surf.set_clip(view)
        for it in items:
            y = it.y + off
            if y + it.h < view.top or y > view.bottom:
                continue
            if it.figure is not None:
                img = self.picture(it.figure)
                r = pygame.Rect(it.x, y, it.w, it.h)
                if img is None:   # still being drawn (one stage a frame)
                    pygame.draw.rect(surf, (214, 208, 192), r, border_radius=vp.n(10))
                else:
                    surf.blit(img, r)
                pygame.draw.rect(surf, (120, 110, 90), r, max(1, vp.n(2)), border_radius=vp.n(6))
            elif view.top <= y and y + it.h <= view.bottom:   # whole lines only: the page scrolls
                gfx.blit_text(surf, it.text, it.px, it.colour, (it.x, y), bold=it.bold,
                              box=pygame.Rect(it.x, y, it.w, it.h))
        surf.set_clip(None)
        self.draw_cue(surf, view)
        self.draw_buttons(surf)

    def draw_cue(self, surf, view: pygame.Rect) -> None:
        """The scroll cue: the bar and its thumb, and a fade with an arrow at each edge
        that has more beyond it."""
        self.max_scroll()
        self.bar.draw(surf, self.app.vp, gfx.Palette.panel)


class HowToScene(TextPage):
    """How to play: the game's paragraphs, each beside the picture that shows it (a region
    of the real table, ui/howto.py), then its Controls: mouse and keys."""
    name = "howto"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.gid = game_id
        self.title = t("howto.title", game=t(f"game.{game_id}"))

    def enter(self) -> None:
        super().enter()
        from zoo_desktop.games import table_class
        self.figures = {f.para: f for f in table_class(self.gid).howto_figures}
        self.pictures: dict = {}
        self._pictures_key = None

    def body(self) -> str:
        return t(f"{self.gid}.howto")

    def blocks(self) -> list[tuple]:
        from ..howto import control_rows
        out: list[tuple] = []
        for i, para in enumerate(self.body().split("\n\n")):
            out.extend(self._para_blocks(para, self.figures.get(i)))
        mouse, keys = control_rows(self.app, self.gid)
        out.append(("head", t("howto.controls")))
        out.append(("sub", t("howto.controls_mouse")))
        out.append(("rows", mouse))
        out.append(("sub", t("howto.controls_keys")))
        out.append(("rows", keys))
        return out

    def update(self, dt: float) -> None:
        """The pictures are drawn one stage a frame after the page opens (a table drawn
        off screen costs 0.2-1.5 s), then come from the shared cache."""
        from .. import howto
        key = (self.app.vp.size, language(), self.app.palette.colour_blind, gfx.text_epoch())
        if key != self._pictures_key:
            self.pictures, self._pictures_key = {}, key
        todo = [f for f in self.figures.values() if f not in self.pictures]
        if todo:
            self.pictures.update(howto.pictures(self.app, self.gid, stage=todo[0].stage))

    def busy(self, now: float) -> bool:
        return any(f not in self.pictures for f in self.figures.values())

    def picture(self, figure) -> pygame.Surface | None:
        return self.pictures.get(figure)


class AboutScene(TextPage):
    name = "about"

    def __init__(self, app):
        super().__init__(app)
        self.title = t("about.title")

    def body(self) -> str:
        return t("about.body", version=__version__)


class ResultsScene(Scene):
    name = "results"
    kept = True     # the finished game goes into the history (False: a scripted game, the tutorial's)

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session

    @property
    def names(self) -> list[str]:
        """The seats' names in the current language (a default name is kept as a key)."""
        return seat_names(self.session.config)

    def enter(self) -> None:
        self.app.sound.play("end")
        self.record_history()
        self.buttons = [
            Button((340, 900, 380, 80), t("results.again"), self.again, key=pygame.K_RETURN, name="again", style="good"),
            Button((770, 900, 380, 80), t("results.replay"), self.watch_replay, key=pygame.K_r, name="replay"),
            Button((1200, 900, 380, 80), t("results.menu"), self.app.goto_menu, key=pygame.K_ESCAPE, name="menu"),
        ]

    def watch_replay(self) -> None:
        """The finished game in the replay viewer (ui/scenes/replay.py); Back returns here."""
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, self.session.record()))

    def record_history(self) -> None:
        """The finished game into the history (zoo_desktop/history.py), once per session
        however often this scene (or a game's subclass of it) is entered; the database adds
        a game once by its content too. A failure is a toast: the results always show."""
        s = self.session
        if not self.kept or s in _RECORDED or not s.game.is_over:
            return
        _RECORDED.add(s)
        from .stats import open_history
        h = open_history(self.app, self)
        if h is None:
            return
        try:
            h.add(s.record(), s.game.scores(), s.game.ranking())
        except Exception as exc:
            log.exception("history")
            self.app.toast.show(t("history.save_failed", error=str(exc)), self.app.now(), 6000)

    def on_event(self, ev, dpos) -> None:
        """Click a player's row: their score breakdown, where the game gives one."""
        if ev.type != pygame.MOUSEBUTTONUP or ev.button != 1:
            return
        from zoo_desktop.games import table_class
        from ..widgets import Dialog, inside
        fn = getattr(table_class(self.session.game_cls.info.id), "result_lines", None)
        if fn is None:
            return
        for i, p in enumerate(self.session.game.ranking()):
            if inside((460, 200 + i * 120, 1000, 108), dpos):
                lines = fn(self.session.game, p)
                self.dialog = Dialog(self.names[p], "\n".join(lines) or "-", [(t("ui.ok"), None)],
                                     lambda v: setattr(self, "dialog", None), width=1500)

    def again(self) -> None:
        s = Session(self.session.game_cls, self.session.config, random.SystemRandom().randrange(1, 10**9))
        self.app.replace(make_table(self.app, s))

    def draw(self, surf) -> None:
        vp = self.app.vp
        g = self.session.game
        surf.fill(gfx.Palette.bg)
        gid = g.info.id
        gfx.blit_text(surf, t("results.title", game=t(f"game.{gid}")), vp.n(60), (250, 240, 210), vp.p(960, 70), "midtop", True)
        order = g.ranking()
        scores = g.scores()
        names = self.names
        for i, p in enumerate(order):
            y = 200 + i * 120
            r = vp.r(460, y, 1000, 108)
            gfx.shadowed(surf, r, gfx.Palette.panel if i else (255, 236, 170), vp.n(16))
            with gfx.panel(surf, r):
                if i == 0:
                    ic = gfx.art("icons", "trophy", vp.n(70))
                    surf.blit(ic, ic.get_rect(midleft=vp.p(480, y + 54)))
                # rank, seat letter, name and points on the top line; the breakdown below
                # them, from the name's left edge to the row's right edge (wrapped, shrunk)
                gfx.blit_text(surf, f"{i + 1}.", vp.n(40), gfx.Palette.ink, vp.p(580, y + 32), "midleft", True,
                              box=vp.r(560, y, 80, 64))
                pygame.draw.circle(surf, self.app.palette.player(p), vp.p(660, y + 32), vp.n(18))
                gfx.blit_seat_letter(surf, p, vp.n(20), vp.p(660, y + 32))
                pts = gfx.blit_text(surf, t("results.points", n=scores[p]), vp.n(32), gfx.Palette.ink,
                                    vp.p(1440, y + 32), "midright", True, box=vp.r(1100, y, 340, 64))
                gfx.blit_text(surf, names[p], vp.n(36), gfx.Palette.ink, vp.p(700, y + 32), "midleft", True,
                              box=pygame.Rect(vp.p(700, y)[0], r.y, pts.left - vp.n(20) - vp.p(700, y)[0], vp.n(64)))
                detail = self.detail(p)
                if detail:
                    gfx.blit_wrapped(surf, detail, vp.n(24), gfx.Palette.muted, vp.r(700, y + 58, 740, 48))
        from zoo_desktop.games import table_class
        if getattr(table_class(g.info.id), "result_lines", None):
            gfx.blit_text(surf, t("results.click_row"), vp.n(24), (210, 225, 215), vp.p(960, 860), "midbottom")
        self.draw_buttons(surf)

    def detail(self, p: int) -> str:
        from zoo_desktop.games import table_class
        fn = getattr(table_class(self.session.game_cls.info.id), "result_detail", None)
        return fn(self.session.game, p) if fn else ""

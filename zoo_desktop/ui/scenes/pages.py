"""Text pages and the results screen: How to play, About, Results."""
from __future__ import annotations

import random

import pygame

from zoo_desktop import __version__
from zoo_desktop.engine.session import Session
from zoo_desktop.i18n import t

from .. import gfx
from ..app import Scene, make_table
from ..names import display_names
from ..widgets import Button


class TextPage(Scene):
    """A scrollable page of paragraphs with a Back button."""

    title = ""

    def body(self) -> str:
        return ""

    def enter(self) -> None:
        self.scroll = 0
        self.buttons = [Button((760, 980, 400, 72), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back")]

    def on_event(self, ev, dpos) -> None:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - ev.y * 60)
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 200
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - 200)

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        panel = vp.r(260, 40, 1400, 920)
        gfx.shadowed(surf, panel, gfx.Palette.panel, vp.n(20))
        gfx.blit_text(surf, self.title, vp.n(48), gfx.Palette.ink, vp.p(960, 60), "midtop", True)
        clip = vp.r(300, 130, 1320, 810)
        surf.set_clip(clip)
        px = vp.n(27)
        lh = gfx.font(px).get_linesize()
        y = clip.y - vp.n(self.scroll)
        for line in gfx.wrap(self.body(), px, clip.width):
            bold = line.startswith("# ")
            if bold:
                line = line[2:]
            if clip.top <= y and y + lh <= clip.bottom:   # whole lines only: the page scrolls
                gfx.blit_text(surf, line, px, gfx.Palette.ink, (clip.x, y), bold=bold)
            y += lh
        surf.set_clip(None)
        self.draw_buttons(surf)


class HowToScene(TextPage):
    name = "howto"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.gid = game_id
        self.title = t("howto.title", game=t(f"game.{game_id}"))

    def body(self) -> str:
        return t(f"{self.gid}.howto")


class AboutScene(TextPage):
    name = "about"

    def __init__(self, app):
        super().__init__(app)
        self.title = t("about.title")

    def body(self) -> str:
        return t("about.body", version=__version__)


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session

    @property
    def names(self) -> list[str]:
        """The seats' names in the current language (a default name is kept as a key)."""
        return display_names(self.session.config)

    def enter(self) -> None:
        self.app.sound.play("end")
        self.buttons = [
            Button((560, 900, 360, 80), t("results.again"), self.again, key=pygame.K_RETURN, name="again", style="good"),
            Button((1000, 900, 360, 80), t("results.menu"), self.app.goto_menu, key=pygame.K_ESCAPE, name="menu"),
        ]

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
                gfx.blit_text(surf, chr(65 + p), vp.n(20), (20, 20, 20), vp.p(660, y + 32), "center", True)
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

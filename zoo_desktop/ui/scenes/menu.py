"""Main menu: pick a game, continue the last game, load, statistics, settings, about, quit."""
from __future__ import annotations

from zoo_desktop import storage
from zoo_desktop.games import GAMES, present
from zoo_desktop.i18n import t

from .. import gfx
from ..scene import Scene
from ..widgets import Button

GAME_ART = {"gorilla": "gorilla", "keepers": "panda", "research": "globe", "architect": "lion"}


class MenuScene(Scene):
    name = "menu"
    prepares_table = True   # the app opens what a table needs while it waits (App.prepare)

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        self.buttons = []
        self.tiles = []
        ids = list(GAMES)
        w, gap = 380, 30
        x0 = 960 - (len(ids) * w + (len(ids) - 1) * gap) // 2
        for i, gid in enumerate(ids):
            rect = (x0 + i * (w + gap), 300, w, 380)
            ok = present(gid)  # no game module is imported before it is played
            self.tiles.append((gid, rect, ok))
            self.buttons.append(Button((rect[0] + 40, rect[1] + rect[3] - 90, w - 80, 64),
                                       t("menu.play") if ok else t("menu.soon"),
                                       lambda g=gid: self.new_game(g), enabled=ok, name=f"play:{gid}"))
            if ok and GAMES[gid].tutorial:   # the guided first game, under its tile
                self.buttons.append(Button((rect[0] + 40, rect[1] + rect[3] + 6, w - 80, 46), t("menu.tutorial"),
                                           lambda g=gid: self.tutorial(g), name=f"tutorial:{gid}", style="quiet"))
        y = 740
        self.unfinished = storage.list_autosaves()
        has_auto = bool(self.unfinished)
        items = [("continue", t("menu.continue"), self.continue_game, has_auto),
                 ("load", t("menu.load"), self.load_game, True),
                 ("stats", t("menu.stats"), self.stats, True),
                 ("settings", t("menu.settings"), self.settings, True),
                 ("about", t("menu.about"), self.about, True),
                 ("quit", t("menu.quit"), self.quit, True)]
        bw, gap = 280, 20
        x = 960 - (len(items) * bw + (len(items) - 1) * gap) // 2
        for name, label, fn, en in items:
            self.buttons.append(Button((x, y, bw, 70), label, fn, enabled=en, name=name,
                                       style="quiet" if name == "quit" else "primary"))
            x += bw + gap

    def new_game(self, gid: str) -> None:
        from .setup import SetupScene
        self.app.push(SetupScene(self.app, gid))

    def tutorial(self, gid: str) -> None:
        from zoo_desktop.engine.entry import load
        load(GAMES[gid].tutorial)(self.app, self)

    def continue_game(self, newest: bool = False) -> None:
        """One unfinished game (or `newest`, the command line's --continue): straight in;
        several: the list to pick from."""
        found = storage.list_autosaves()
        if not found:
            return
        if len(found) == 1 or newest:
            a = found[0]
            self.app.open_record(self, lambda: storage.load_record(a.path), a.path)
            return
        from .slots import ContinueScene
        self.app.push(ContinueScene(self.app))

    def load_game(self) -> None:
        from .slots import SlotsScene
        self.app.push(SlotsScene(self.app))

    def stats(self) -> None:
        from .stats import StatsScene
        self.app.push(StatsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from .pages import AboutScene
        self.app.push(AboutScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, "Zoo Desktop", vp.n(96), (250, 240, 210), vp.p(960, 90), "midtop", True)
        gfx.blit_text(surf, t("menu.tagline"), vp.n(30), (200, 225, 210), vp.p(960, 222), "midtop",
                      box=vp.r(40, 200, 1840, 80))
        for gid, rect, ok in self.tiles:
            r = vp.rect(rect)
            with gfx.panel(surf, r):
                gfx.shadowed(surf, r, gfx.Palette.panel if ok else (190, 190, 185), vp.n(24), vp.n(6))
                img = gfx.art("animals" if gid != "research" else "icons", GAME_ART[gid], vp.n(150))
                if not ok:
                    img = img.copy()
                    img.set_alpha(110)
                surf.blit(img, img.get_rect(midtop=vp.p(rect[0] + rect[2] / 2, rect[1] + 26)))
                gfx.blit_fit(surf, t(GAMES[gid].title_key), vp.n(36), gfx.Palette.ink,
                             vp.p(rect[0] + rect[2] / 2, rect[1] + 190), vp.n(rect[2] - 32), "midtop", True, vp.n(24))
                if ok:
                    e = GAMES[gid]
                    gfx.blit_text(surf, t("menu.players", lo=e.min_players, hi=e.max_players), vp.n(24),
                                  gfx.Palette.muted, vp.p(rect[0] + rect[2] / 2, rect[1] + 240), "midtop")
        self.draw_buttons(surf)

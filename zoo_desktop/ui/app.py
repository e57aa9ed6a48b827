"""The application: window, scene stack, main loop. Scenes are pushed, popped and replaced
(with enter/exit and pause/resume always paired). Nothing a scene does can crash the app to
the desktop: an exception is logged, reported in a dialog, and the app returns to the menu."""
from __future__ import annotations

import json
import logging
import os
import time
import traceback
from typing import Any

import pygame

from zoo_desktop import i18n
from zoo_desktop.i18n import t
from zoo_desktop.settings import Settings

from . import gfx
from .widgets import Dialog, Toast, Tooltip

log = logging.getLogger("zoo_desktop")
MIN_SIZE = (1280, 720)


class Scene:
    name = "scene"

    def __init__(self, app: "App"):
        self.app = app
        self.buttons: list = []
        self.dialog: Dialog | None = None

    # lifecycle (always paired by the App)
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle(self, ev, dpos) -> None:
        if self.dialog is not None:
            self.dialog.handle(ev, dpos)
            return
        for b in list(self.buttons):
            if b.handle(ev, dpos):
                return
        self.on_event(ev, dpos)

    def on_event(self, ev, dpos) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surf) -> None:
        surf.fill(gfx.Palette.bg)
        self.draw_buttons(surf)

    def draw_buttons(self, surf) -> None:
        for b in self.buttons:
            b.draw(surf, self.app.vp, self.app.mouse, self.app.now())

    def draw_overlays(self, surf) -> None:
        if self.dialog is not None:
            self.dialog.draw(surf, self.app.vp, self.app.mouse, self.app.now())

    def button(self, name: str):
        """Find a button by name (tests click where the scene says its buttons are)."""
        for b in self.buttons:
            if b.name == name:
                return b
        if self.dialog:
            for b in self.dialog.buttons:
                if b.name == name:
                    return b
        return None


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False,
                 settings: Settings | None = None, fixed_dt: float | None = None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.init()
        self.settings = settings or Settings.load()
        i18n.set_language(self.settings.language)
        size = size or self.settings.window
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = fullscreen or self.settings.fullscreen
        self.screen = self._set_mode(size)
        pygame.display.set_caption("Zoo Desktop")
        self.vp = gfx.Viewport(self.screen.get_size())
        self.palette = gfx.Palette(self.settings.colour_blind)
        self.stack: list[Scene] = []
        self.running = True
        self.mouse = (0.0, 0.0)
        self.toast = Toast()
        self.tooltip = Tooltip()
        self.fixed_dt = fixed_dt  # tests: a virtual clock advancing fixed_dt ms per frame
        self._virtual = 0.0
        self._t0 = time.perf_counter()
        self.frames = 0
        self.errors: list[str] = []
        from .sound import Sound
        self.sound = Sound(self.settings)
        self.sound.start_music()
        if self.settings.notice:
            self.toast.show(t(self.settings.notice), self.now(), 6000)

    def _set_mode(self, size):
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.fullscreen else 0)
        screen = pygame.display.set_mode((0, 0) if self.fullscreen else size, flags)
        try:
            import warnings
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except Exception:  # not every video driver has windows (dummy)
            pass
        return screen

    def now(self) -> float:
        """Milliseconds on one monotonic clock (virtual in tests)."""
        if self.fixed_dt is not None:
            return self._virtual
        return (time.perf_counter() - self._t0) * 1000.0

    # ------------------------------------------------------------------ scenes
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _scene_changed(self) -> None:
        self.tooltip.set("", self.mouse, self.now())

    def push(self, scene: Scene) -> None:
        self._scene_changed()
        if self.scene:
            self.scene.pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        self._scene_changed()
        if self.stack:
            self.stack.pop().exit()
        if self.scene:
            self.scene.resume()

    def replace(self, scene: Scene) -> None:
        self._scene_changed()
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def reset_to(self, scene: Scene) -> None:
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def goto_menu(self) -> None:
        from .scenes.menu import MenuScene
        self.reset_to(MenuScene(self))

    # ------------------------------------------------------------------ loop
    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._set_mode(self.settings.window)
        self._fit_viewport()
        self.settings.fullscreen = self.fullscreen
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.toast.show(t("settings.save_failed", error=str(exc)), self.now())

    def resize(self, size) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.settings.window = size
        self._fit_viewport()

    def _fit_viewport(self) -> None:
        old = self.vp.size
        self.vp.resize(self.screen.get_size())
        if self.vp.size != old:
            from .surfcache import release_sizes
            release_sizes()  # surfaces and fonts of sizes no longer shown go

    def frame(self, dt: float | None = None) -> None:
        """One frame: events, update, draw. Safe: an exception goes to report_error."""
        if dt is None:
            dt = self.fixed_dt if self.fixed_dt is not None else 16.7
        if self.fixed_dt is not None:
            self._virtual += dt
        try:
            for ev in pygame.event.get():
                self._dispatch(ev)
            if self.scene:
                self.scene.update(dt)
            self.draw()
        except Exception:  # never crash to the desktop
            self.report_error(traceback.format_exc())
        self.frames += 1

    def _dispatch(self, ev) -> None:
        if ev.type == pygame.QUIT:
            self.running = False
            return
        if ev.type == pygame.VIDEORESIZE:
            self.resize(ev.size)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        dpos = self.mouse
        if hasattr(ev, "pos") and ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            dpos = self.vp.to_design(ev.pos)
            self.mouse = dpos
        if self.scene:
            self.scene.handle(ev, dpos)

    def draw(self) -> None:
        if not getattr(self.scene, "fills_screen", False):
            self.screen.fill((12, 20, 18))
        if self.scene:
            self.scene.draw(self.screen)
            self.scene.draw_overlays(self.screen)
        self.toast.draw(self.screen, self.vp, self.now())
        self.tooltip.draw(self.screen, self.vp, self.now())

    def report_error(self, tb: str) -> None:
        self.errors.append(tb)
        log.error("scene error\n%s", tb)
        try:
            from zoo_desktop.paths import data_dir
            with open(data_dir() / "error.log", "a", encoding="utf-8") as f:
                f.write(time.strftime("%Y-%m-%d %H:%M:%S ") + tb + "\n")
        except OSError:
            pass
        if os.environ.get("ZOO_DESKTOP_RAISE"):
            raise RuntimeError(tb)
        try:
            self.goto_menu()
            self.scene.dialog = Dialog(t("error.title"), t("error.body"), [(t("ui.ok"), None)],
                                       lambda v: setattr(self.scene, "dialog", None))
        except Exception:
            self.running = False

    def start(self, start) -> None:
        """Open a game at once (command line): ("new", game, seats, seed) or ("continue",)."""
        import random as _random

        from zoo_desktop.engine.core import GameConfig
        from zoo_desktop.engine.session import Session
        from zoo_desktop.games import game_class
        if start[0] == "continue":
            self.scene.continue_game()
            return
        _, gid, seats, seed = start
        cls = game_class(gid)
        kinds = tuple(seats.split(",")) if seats else ("human",) + ("normal",) * (cls.info.min_players - 1)
        seed = seed if seed is not None else _random.SystemRandom().randrange(1, 10**9)
        self.push(make_table(self, Session(cls, GameConfig.make(len(kinds), seats=kinds), seed)))

    def run(self, start=None, frames: int | None = None) -> int:
        clock = pygame.time.Clock()
        self.goto_menu()
        if start:
            self.start(start)
        n = 0
        while self.running:
            dt = clock.tick(60)
            self.frame(float(dt))
            pygame.display.flip()
            n += 1
            if frames is not None and n >= frames:
                session = getattr(self.scene, "session", None)
                if session is not None:
                    print(json.dumps({"scene": self.scene.name, "version": session.version,
                                      "fingerprint": session.game.fingerprint()}), flush=True)
                else:
                    print(json.dumps({"scene": self.scene.name if self.scene else None}), flush=True)
                break
        for sc in reversed(self.stack):
            sc.exit()
        from zoo_desktop.engine import botproc
        botproc.shutdown()  # closing the app stops a bot still thinking
        self._save_settings()
        pygame.quit()
        return 0


def run(size: tuple[int, int] | None = None, fullscreen: bool = False, start=None, frames=None) -> int:
    logging.basicConfig(level=logging.INFO)
    app = App(size=size, fullscreen=fullscreen)
    return app.run(start, frames)


def make_table(app: App, session, **kw) -> Any:
    """The table scene for a session's game (from the registry)."""
    from zoo_desktop.games import table_class
    return table_class(session.game_cls.info.id)(app, session, **kw)

"""The application: window, scene stack, main loop. Scenes are pushed, popped and replaced
(with enter/exit and pause/resume always paired). Nothing a scene does can crash the app to
the desktop: an exception is logged, reported in a dialog, and the app returns to the menu."""
from __future__ import annotations

import json
import logging
import os
import time
import traceback

import pygame

from zoo_desktop import i18n
from zoo_desktop.i18n import t
from zoo_desktop.settings import Settings

from . import gfx
from .native import display_problem, native_stderr_to_log
from .scene import Scene, make_table
from .widgets import Dialog, Toast, Tooltip

log = logging.getLogger("zoo_desktop")
MIN_SIZE = (1280, 720)
FPS = 60                # while anything moves, and for LINGER_MS after
LINGER_MS = 1000.0      # after the last input or movement: hover delays, fades, bubbles
IDLE_WAKE_MS = 500      # idle: block on events, redraw at least this often
ERROR_LOG_BYTES = 512 * 1024   # error.log rotates at this size, keeping ERROR_LOG_BACKUPS old files
ERROR_LOG_BACKUPS = 2


def error_log() -> logging.Logger:
    """The logger whose records go to `error.log` in the data folder, size-capped and rotated
    (error.log, error.log.1, error.log.2). Follows the data folder if it changes (tests)."""
    from logging.handlers import RotatingFileHandler

    from zoo_desktop.paths import data_dir
    lg = logging.getLogger("zoo_desktop.errors")
    path = str(data_dir() / "error.log")
    if not any(getattr(h, "baseFilename", None) == path for h in lg.handlers):
        for h in list(lg.handlers):
            lg.removeHandler(h)
            h.close()
        h = RotatingFileHandler(path, maxBytes=ERROR_LOG_BYTES, backupCount=ERROR_LOG_BACKUPS,
                                encoding="utf-8", delay=True)
        h.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        lg.addHandler(h)
    return lg


DESKTOP_SHARE = (0.95, 0.90)  # of the desktop a restored window may take: title bar and task bar stay clear


def fit_desktop(size) -> tuple[int, int]:
    """A saved window size that fits the current desktop (`get_desktop_sizes`), leaving
    room for the window's title bar and the task bar: a 4K size saved on another screen
    reopens inside a 1080p desktop with its bottom buttons visible (and a damaged setting
    of 100000x100000 never allocates seconds of pixels). Not below MIN_SIZE unless the
    desktop itself is smaller."""
    w, h = int(size[0]), int(size[1])
    try:
        dw, dh = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        dw, dh = 3840, 2160
    if dw <= 0 or dh <= 0:
        dw, dh = 3840, 2160
    mw, mh = int(dw * DESKTOP_SHARE[0]), int(dh * DESKTOP_SHARE[1])
    w, h = max(min(MIN_SIZE[0], mw), min(w, mw)), max(min(MIN_SIZE[1], mh), min(h, mh))
    return w, h


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False,
                 settings: Settings | None = None, fixed_dt: float | None = None):
        with native_stderr_to_log("pygame.init"):
            pygame.init()
        self.settings = settings or Settings.load()
        try:
            from zoo_desktop import storage
            storage.clean_temp_files()
        except Exception:  # never stops the start
            log.exception("temp file clean-up")
        i18n.set_language(self.settings.language)
        # an explicit size (command line, tests) is taken as asked; the saved one must fit
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])) if size else fit_desktop(self.settings.window)
        self.fullscreen = fullscreen or self.settings.fullscreen
        self.screen = self._set_mode(size)
        pygame.display.set_caption("Zoo Desktop")
        self.vp = gfx.Viewport(self.screen.get_size())
        # the first frame (a Continue straight from the command line) should not wait for
        # the faces' shaper tables: loaded here, once (the number formats: after the first frame)
        gfx.warm_text()
        self.apply_text_scale()
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
        self.idle_frames = 0      # frames drawn after waiting for events (the idle loop)
        self._active_at = 0.0     # now() of the last input or movement
        self._waited: list = []   # the event that ended an idle wait, dispatched next frame
        self._warming = None      # gfx.warm_steps while idle (from the first frame shown)
        self.errors: list[str] = []
        from .sound import Sound
        self.sound = Sound(self.settings)
        self.sound.start_music()
        if self.settings.notice:
            self.toast.show(t(self.settings.notice, **self.settings.notice_args), self.now(), 6000)

    def _set_mode(self, size):
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.fullscreen else 0)
        screen = pygame.display.set_mode((0, 0) if self.fullscreen else size, flags)
        try:
            import warnings
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                w, h = screen.get_size()   # a desktop smaller than MIN_SIZE: no larger minimum
                pygame.Window.from_display_module().minimum_size = (min(MIN_SIZE[0], w), min(MIN_SIZE[1], h))
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
        self.screen = self._set_mode(fit_desktop(self.settings.window))
        self._fit_viewport()
        self.tooltip.set("", self.mouse, self.now())   # the pointer is elsewhere on the new screen
        self.settings.fullscreen = self.fullscreen
        self.save_settings()

    def save_settings(self) -> None:
        """Write the settings now (a scene that changed one calls this); a failure is a toast."""
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
        self.tooltip.set("", self.mouse, self.now())   # the pointer is elsewhere in the new layout

    def apply_text_scale(self) -> None:
        """The UI scale setting and the window's scale give the minimum text size; pictures
        with text in them (card faces) are drawn again when it changes."""
        old = gfx.text_floor()
        gfx.set_text_scale(self.settings.ui_scale, self.vp.s)
        if gfx.text_floor() != old:
            from .surfcache import SHARED
            SHARED.clear(keep=gfx.no_text)   # (a spare full-window layer has no text in it)

    def _fit_viewport(self) -> None:
        old = self.vp.size
        self.vp.resize(self.screen.get_size())
        self.apply_text_scale()
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
            events, self._waited = self._waited + pygame.event.get(), []
            for ev in events:
                self._active_at = self.now()
                self._dispatch(ev)
            if self.scene:
                self.scene.update(dt)
            self.draw()
        except Exception:  # never crash to the desktop
            self.report_error(traceback.format_exc())
        self.frames += 1

    def warm(self) -> None:
        """What the first frame need not wait for, loaded once it is on the screen: the
        language's number formats (Babel's locale data, ~25 ms; numbers under 1000 need
        none), so the first table frame does not pay for them either; then, while a scene
        that leads to a table waits for input, the font objects and a full-window layer
        (`prepare`)."""
        i18n.num(1000)
        self._warming = gfx.warm_steps(lambda: self.vp.size, self._common_text_sizes, i18n.language())

    def _common_text_sizes(self) -> list[tuple[bool, int]]:
        """The sizes every table draws many texts at: the text floor in both weights (most
        small texts are raised to it) and the log's lines."""
        from .widgets import LogPanel
        floor = gfx.text_floor()
        return [(False, floor), (True, floor), (False, max(self.vp.n(LogPanel.PX), floor))]

    def prepare(self) -> None:
        """Idle on the menu (setup, the saves lists): gfx.warm_steps a step at a time (a few
        ms, the layer 17-25 ms at 4K) until an event waits, so the first table frame after
        Continue opens no font object and allocates no layer."""
        while self._warming is not None and getattr(self.scene, "prepares_table", False) \
                and not pygame.event.peek():
            if next(self._warming, False) is False:
                self._warming = None

    def idle(self) -> bool:
        """Nothing moves and nothing did for LINGER_MS: no toast, no pending tooltip, the
        scene not busy. Tests with a virtual clock are never idle."""
        if self.fixed_dt is not None:
            return False
        now = self.now()
        if (self.scene is not None and self.scene.busy(now)) or self.toast.items \
                or (self.tooltip.text and now - self.tooltip.since < 1000):
            self._active_at = now
        return now - self._active_at > LINGER_MS

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

    def report_error(self, tb: str, resume: bool = True, path=None) -> None:
        """Log, write error.log, go back to the menu and say what happened. The dialog
        claims only what is true: that error.log was written (or why not), and advises
        Continue only if an autosave exists and the crash did not come from resuming it."""
        self.errors.append(tb)
        from zoo_desktop import storage
        try:
            from zoo_desktop.paths import data_dir
            with open(data_dir() / "error.log", "a", encoding="utf-8"):
                pass   # writable, so the rotating handler below writes it
            error_log().error("scene error\n%s", tb)   # also on stderr through the parent logger
            body = t("error.body_logged")
        except OSError as exc:
            log.error("scene error\n%s", tb)
            body = t("error.body_unlogged", error=exc.strerror or type(exc).__name__)
        if os.environ.get("ZOO_DESKTOP_RAISE"):
            raise RuntimeError(tb)
        if not resume:
            body += " " + t("error.resume_failed", path=str(path or storage.autosave_path()))
        elif storage.autosave_current():
            body += " " + t("error.resume")
        try:
            self.goto_menu()
            self.scene.dialog = Dialog(t("error.title"), body, [(t("ui.ok"), None)],
                                       lambda v: setattr(self.scene, "dialog", None))
        except Exception:
            self.running = False

    def open_record(self, scene: Scene, load, path, upto: int | None = None) -> None:
        """The one way a saved game is opened (command line --continue, menu Continue, the
        Load screen), inside the same guard as a frame. `load()` gives the GameRecord (or
        None). A damaged file, or one whose replay diverges from its fingerprint, is
        refused with a one-line reason and left untouched; a divergent one may be opened
        up to the last action that replays. Any other failure is reported without
        advising Continue again."""
        from pathlib import Path

        from zoo_desktop import storage
        from zoo_desktop.engine.record import RecordError, ReplayError
        from zoo_desktop.engine.session import Session
        from zoo_desktop.games import game_class

        def close(v=None):
            scene.dialog = None
        try:
            rec = load()
            if rec is None:
                return
            session = Session.from_record(game_class(rec.game), rec, upto=upto, verify=upto is None)
            if path is not None and Path(path).parent == storage.autosaves_dir():
                session.meta["autosave"] = Path(path).stem  # its later moves go to the same file
        except RecordError as exc:
            scene.dialog = Dialog(t("save.damaged_title"), t("record.open_body", error=str(exc), path=str(path)),
                                  [(t("ui.ok"), None)], close)
            return
        except ReplayError as exc:
            choices = [(t("ui.back"), None)]
            if exc.matched > 0:
                choices.insert(0, (t("record.open_upto", n=exc.matched), exc.matched))

            def chosen(n):
                close()
                if n:
                    self.open_record(scene, load, path, upto=n)
            scene.dialog = Dialog(t("save.damaged_title"), t("record.open_body", error=str(exc), path=str(path)),
                                  choices, chosen)
            return
        except Exception:
            self.report_error(traceback.format_exc(), resume=False, path=path)
            return
        try:
            self.push(make_table(self, session))
        except Exception:
            self.report_error(traceback.format_exc(), resume=False, path=path)

    def open_replay(self, scene: Scene, load, path) -> None:
        """A record opened in the replay viewer (the saves lists, `zoo-desktop replay FILE`):
        a damaged file is refused with its one-line reason on `scene` and left untouched; a
        record that diverges plays up to the last move that replays (the viewer says so)."""
        from zoo_desktop.engine.record import RecordError

        from .scenes.replay import ReplayScene
        try:
            rec = load()
            if rec is None:
                return
            self.push(ReplayScene(self, rec))
        except RecordError as exc:
            scene.dialog = Dialog(t("save.damaged_title"), t("record.open_body", error=str(exc), path=str(path)),
                                  [(t("ui.ok"), None)], lambda v=None: setattr(scene, "dialog", None))
        except Exception:
            self.report_error(traceback.format_exc(), resume=False, path=path)

    def start(self, start) -> None:
        """Open a game at once (command line): ("new", game, seats, seed), ("continue",) or
        ("replay", path) (the replay viewer),
        inside the frame guard: a failure is a dialog on the menu, never a crash."""
        try:
            self._start(start)
        except Exception:
            self.report_error(traceback.format_exc(), resume=start[0] != "continue")

    def _start(self, start) -> None:
        import random as _random

        from zoo_desktop.engine.core import GameConfig
        from zoo_desktop.engine.session import Session
        from zoo_desktop.games import game_class
        if start[0] == "continue":
            self.scene.continue_game(newest=True)
            return
        if start[0] == "replay":
            from zoo_desktop import storage
            self.open_replay(self.scene, lambda: storage.load_record(start[1]), start[1])
            return
        _, gid, seats, seed = start
        cls = game_class(gid)
        kinds = tuple(seats.split(",")) if seats else ("human",) + ("normal",) * (cls.info.min_players - 1)
        seed = seed if seed is not None else _random.SystemRandom().randrange(1, 10**9)
        self.push(make_table(self, Session(cls, GameConfig.make(len(kinds), seats=kinds), seed)))

    def loop(self, frames: int | None = None, seconds: float | None = None) -> int:
        """The main loop until the window closes, or for `frames` frames or `seconds` of
        wall time; returns the number of frames drawn."""
        clock = pygame.time.Clock()
        end = None if seconds is None else time.perf_counter() + seconds
        n = 0
        while self.running:
            if frames is None and self.idle():   # --frames (scripts) runs flat out
                # nothing moves: sleep until an event (or IDLE_WAKE_MS), instead of 60 frames/s
                self.prepare()
                wait = IDLE_WAKE_MS if end is None else max(1, min(IDLE_WAKE_MS, int((end - time.perf_counter()) * 1000)))
                ev = pygame.event.wait(wait)
                if ev.type != pygame.NOEVENT:
                    self._waited.append(ev)
                dt = min(float(clock.tick()), 1000.0 / FPS)  # a tween starting now starts at 0
                self.idle_frames += 1
            else:
                dt = float(clock.tick(FPS))
            self.frame(dt)
            pygame.display.flip()
            n += 1
            if self.frames == 1:
                self.warm()
            if (frames is not None and n >= frames) or (end is not None and time.perf_counter() >= end):
                break
        return n

    def run(self, start=None, frames: int | None = None) -> int:
        self.goto_menu()
        if start:
            self.start(start)
        self.loop(frames)
        if frames is not None and self.running:
            session = getattr(self.scene, "session", None)
            if session is not None:
                print(json.dumps({"scene": self.scene.name, "version": session.version,
                                  "fingerprint": session.game.fingerprint()}), flush=True)
            else:
                print(json.dumps({"scene": self.scene.name if self.scene else None}), flush=True)
        for sc in reversed(self.stack):
            sc.exit()
        from zoo_desktop.engine import botproc
        botproc.shutdown()  # closing the app stops a bot still thinking
        self.save_settings()
        pygame.quit()
        return 0


def run(size: tuple[int, int] | None = None, fullscreen: bool = False, start=None, frames=None) -> int:
    """The app in a window; 1 with one line on stderr if there is no display to open it on."""
    import sys
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    i18n.set_language(Settings.load().language)
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    app = App(size=size, fullscreen=fullscreen)
    return app.run(start, frames)

"""The scene base every screen subclasses (the menu, setup, the saves lists, the pages and
each game's table), in its own module so that no scene imports the app: a scene reaches the
app only through the `app` it is given. `make_table` opens a session's table scene by the
registry."""
from __future__ import annotations

from typing import Any

from . import gfx
from .widgets import Dialog


class Scene:
    name = "scene"
    prepares_table = False   # while it waits for input the app opens what a table's first
                             # frame needs (gfx.warm_steps): the menu, setup, the saves lists

    def __init__(self, app):      # the App (never imported here)
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

    def busy(self, now: float) -> bool:
        """True while something on this scene moves or is due without input (animations,
        bots, timers): the app then draws every frame; otherwise it waits for events."""
        return False

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


def make_table(app, session, **kw) -> Any:
    """The table scene for a session's game (from the registry)."""
    from zoo_desktop.games import table_class
    return table_class(session.game_cls.info.id)(app, session, **kw)

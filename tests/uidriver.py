"""Drive the app through real pygame events in the headless (dummy) video driver."""
from __future__ import annotations

import os

import pygame

from zoo_desktop.settings import Settings
from zoo_desktop.ui.widgets import centre


def make_app(tmp_path, size=(1280, 720), **settings):
    os.environ["ZOO_DESKTOP_DATA"] = str(tmp_path / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(tmp_path / "config")
    os.environ["ZOO_DESKTOP_RAISE"] = "1"
    from zoo_desktop.ui.app import App
    s = Settings(**settings)
    return App(size=size, settings=s, fixed_dt=50.0)


def screen_pos(app, dpos):
    return app.vp.p(*dpos)




def post(ev_type, **kw):
    pygame.event.post(pygame.event.Event(ev_type, **kw))


def click(app, dpos, frames: int = 1):
    p = screen_pos(app, dpos)
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    for _ in range(frames):
        app.frame()


def hold_drag(app, start, end, steps: int = 4) -> None:
    """Press on `start` and move to `end` with the button held: a drag in progress."""
    a, b = screen_pos(app, start), screen_pos(app, end)
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    app.frame()
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        app.frame()


def drag(app, start, end, steps: int = 4):
    hold_drag(app, start, end, steps)
    post(pygame.MOUSEBUTTONUP, pos=screen_pos(app, end), button=1)
    app.frame()


def key(app, k, frames: int = 1):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    for _ in range(frames):
        app.frame()


def click_button(app, name: str, frames: int = 1):
    b = app.scene.button(name)
    assert b is not None, f"no button {name!r} in {app.scene.name}"
    assert b.enabled and b.visible, f"button {name!r} is not clickable"
    click(app, centre(b.rect), frames)


def assert_layer_cached(app, table, frames: int = 10) -> None:
    """Idle frames only blit the table's cached layer (no render), and a render forced from
    scratch gives the same picture (the layer depends on its key only)."""
    renders = table.layer_renders
    for _ in range(frames):
        app.frame()
    assert table.layer_renders == renders                        # idle frames: blits only
    layer = pygame.image.tobytes(table._layer, "RGB")
    table.redraw()
    app.frame()
    assert table.layer_renders == renders + 1
    assert pygame.image.tobytes(table._layer, "RGB") == layer    # the same picture from scratch


def show_table(app, session, frames: int = 3):
    """`session`'s table as the app's only scene (no autosave), after a few frames."""
    from zoo_desktop.ui.scene import make_table
    table = make_table(app, session)
    table.autosave = False
    app.reset_to(table)
    for _ in range(frames):
        app.frame()
    return table


def play_to_end(session, bot_cls, seed: int = 3, human: int = 0) -> None:
    """Bots of `bot_cls` play every seat to the end through the session (seat `human`'s
    moves as a human's); timers fire when nobody decides."""
    bots = {p: bot_cls(session.game_cls, p, seed) for p in range(session.config.players)}
    for _ in range(20000):
        g = session.game
        if g.is_over:
            return
        d = g.decision()
        if not d.players:
            session.apply(g.timers()[0][1], "timer")
            continue
        p = d.players[0]
        session.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human" if p == human else "bot")
    raise AssertionError("game did not end")

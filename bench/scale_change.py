"""The first frames after the UI scale (text size) changes (issue 14, item 2: first frames
under 150 ms), headless, real draw path, CPU time.

The scale is changed where the app offers it: the menu's Settings, its "UI scale" button
clicked with real mouse events (100 -> 125 -> 150 -> 100 %). Measured: the settings
screen's frame that handles the click (every text there at the new size), the menu's first
frame after Back, and the first frames of a table opened then (what Continue does: a busy
late-game position of `bench/frames.py`, every card face and text at the new size), at
1280x720, 1920x1080 and 3840x2160.

    python bench/scale_change.py [game ids, default all four]
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ZOO_DESKTOP_DATA", "/tmp/zoo-bench-data")
os.environ.setdefault("ZOO_DESKTOP_CONFIG", "/tmp/zoo-bench-cfg")
sys.path.insert(0, os.path.dirname(__file__))

from frames import SIZES, late_session  # noqa: E402


def cpu_ms(fn) -> float:
    t0 = time.process_time()
    fn()
    return (time.process_time() - t0) * 1000.0


def click(app, name: str) -> None:
    import pygame
    b = app.scene.button(name)
    p = app.vp.p(b.rect[0] + b.rect[2] / 2, b.rect[1] + b.rect[3] / 2)
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1)):
        pygame.event.post(ev)


def run(gid: str) -> None:
    import pygame

    from zoo_desktop.engine.session import Session
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    from zoo_desktop.ui.scenes.settings import SettingsScene
    s = late_session(gid)
    for size in SIZES:
        app = App(size=size, settings=Settings(anim_speed=0.0), fixed_dt=16.7)
        app.goto_menu()
        app.frame()
        app.warm()
        rows = []
        for _ in range(3):
            app.push(SettingsScene(app))
            app.frame()
            app.frame()
            click(app, "ui_scale")
            scale = cpu_ms(app.frame)
            pct = round(app.settings.ui_scale * 100)
            click(app, "back")
            menu = cpu_ms(app.frame)
            table = make_table(app, Session.from_record(s.game_cls, s.record()))
            table.autosave = False
            table.driver.bots = {}
            first = cpu_ms(lambda: (app.push(table), app.frame()))
            second = cpu_ms(app.frame)
            if app.errors or app.scene is not table:
                raise SystemExit(f"{gid} {size}: the table failed to draw\n{app.errors[-1] if app.errors else ''}")
            rows.append(f"{pct}%: settings {scale:5.1f}  menu {menu:5.1f}  table first {first:6.1f} then {second:5.1f}")
            table.driver.close()
            app.goto_menu()
            app.frame()
        print(f"{gid:9} {size[0]}x{size[1]} ms CPU  " + "  |  ".join(rows), flush=True)
        pygame.display.quit()


def main(argv: list[str]) -> None:
    ids = argv or ["gorilla", "keepers", "research", "architect"]
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for gid in ids:
        run(gid)
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    try:
        from zoo_desktop.engine import botproc
        botproc.shutdown()
    except ImportError:
        pass


if __name__ == "__main__":
    main(sys.argv[1:])

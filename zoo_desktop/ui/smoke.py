"""`zoo-desktop --smoke --screenshot DIR`: open every scene headless, draw it, save one PNG
per scene (menu.png, settings.png, <game>-setup.png, <game>-table.png, ...), exit 0."""
from __future__ import annotations

import os
import sys
from pathlib import Path


PAGES = ("menu", "settings", "about", "slots")
GAME_SCENES = ("setup", "howto", "table", "results")


def scene_names() -> list[str]:
    """What `--only` accepts: the pages, each game id (all its scenes) and GAME-scene."""
    from zoo_desktop.games import GAMES
    return list(PAGES) + [n for gid in GAMES for n in (gid, *(f"{gid}-{s}" for s in GAME_SCENES))]


def run_smoke(out_dir: str, size=(1920, 1080), only: set[str] | None = None, lang: str = "en") -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.engine.simulate import play_one
    from zoo_desktop.games import GAMES, available, game_class
    from zoo_desktop.settings import Settings

    from .app import App, make_table
    from .scenes.menu import MenuScene
    from .scenes.pages import AboutScene, HowToScene, ResultsScene
    from .scenes.settings import SettingsScene
    from .scenes.setup import SetupScene
    from .scenes.slots import SlotsScene

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    app = App(size=size, settings=Settings(language=lang), fixed_dt=50.0)
    written = []

    def wanted(name: str) -> bool:
        return only is None or name in only or name.partition("-")[0] in only

    def shot(scene, name, frames=3):
        if not wanted(name):
            return
        app.reset_to(scene)
        for _ in range(frames):
            app.frame()
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path.name)

    shot(MenuScene(app), "menu")
    shot(SettingsScene(app), "settings")
    shot(AboutScene(app), "about")
    shot(SlotsScene(app), "slots")
    for gid in GAMES:
        if not available(gid):
            continue
        cls = game_class(gid)
        if not any(wanted(f"{gid}-{s}") for s in GAME_SCENES):
            continue
        shot(SetupScene(app, gid), f"{gid}-setup")
        shot(HowToScene(app, gid), f"{gid}-howto")
        n = max(cls.info.min_players, min(3, cls.info.max_players))
        cfg = GameConfig.make(n, seats=("human",) + ("normal",) * (n - 1),
                              names=["You"] + [f"Bot {i + 2}" for i in range(n - 1)])
        table = make_table(app, Session(cls, cfg, 7))
        table.autosave = False
        shot(table, f"{gid}-table", frames=160)
        done = play_one(gid, GameConfig.make(n, seats=("easy",) + ("normal",) * (n - 1)), 3, budget_ms=50)
        shot(ResultsScene(app, done), f"{gid}-results")
    if app.errors:
        print(app.errors[0], file=sys.stderr)
        return 1
    # tables may add screens of their own (e.g. Zoo Architect: placement ghost, card zoom,
    # association board); they open their own windows, so they come last
    from zoo_desktop.games import table_class
    for gid in GAMES:
        if available(gid) and (only is None or gid in only):
            extra = getattr(table_class(gid), "smoke_shots", None)
            if extra:
                written += [Path(p).name for p in extra(str(out), size)]
    print(" ".join(written))
    return 0

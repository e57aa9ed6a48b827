"""Monkey test: thousands of random mouse moves, clicks, drags, wheel turns and key presses
at every scene. No exception may escape (ZOO_DESKTOP_RAISE turns reported errors into
failures) and no scene may get stuck (it keeps drawing and can be left)."""
from __future__ import annotations

import random

import pygame
from uidriver import make_app, post

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.simulate import play_one
from zoo_desktop.games import GAMES, available, game_class
from zoo_desktop.ui.scene import make_table
from zoo_desktop.ui.scenes.menu import MenuScene
from zoo_desktop.ui.scenes.pages import AboutScene, HowToScene, ResultsScene
from zoo_desktop.ui.scenes.settings import SettingsScene
from zoo_desktop.ui.scenes.setup import SetupScene
from zoo_desktop.ui.scenes.slots import SlotsScene

KEYS = [pygame.K_SPACE, pygame.K_g, pygame.K_c, pygame.K_h, pygame.K_z, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_BACKSPACE, pygame.K_r, pygame.K_f, pygame.K_1, pygame.K_UP, pygame.K_DOWN, pygame.K_F1, pygame.K_a]


def throw(app, rng: random.Random, n: int) -> None:
    w, h = app.screen.get_size()
    held = False
    for i in range(n):
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.45:
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1 if held else 0, 0, 0))
        elif r < 0.65:
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            held = True
        elif r < 0.85:
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            held = False
        elif r < 0.9:
            post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0, precise_y=0.0)
        else:
            k = rng.choice(KEYS)
            post(pygame.KEYDOWN, key=k, mod=0, unicode=chr(k) if k < 128 else "", scancode=0)
        if i % 4 == 3:
            app.frame()
            if not app.running:      # the monkey found Quit: the app would close cleanly
                app.running = True
                app.goto_menu()
    app.frame()


def scenes(app):
    yield "menu", lambda: MenuScene(app)
    yield "settings", lambda: SettingsScene(app)
    yield "about", lambda: AboutScene(app)
    yield "slots", lambda: SlotsScene(app)
    for gid in GAMES:
        if not available(gid):
            continue
        cls = game_class(gid)
        n = cls.info.min_players
        yield f"{gid}-setup", lambda gid=gid: SetupScene(app, gid)
        yield f"{gid}-howto", lambda gid=gid: HowToScene(app, gid)
        yield f"{gid}-table", lambda cls=cls, n=n: make_table(
            app, Session(cls, GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1)), 9))
        m = max(2, n)
        yield f"{gid}-hotseat", lambda cls=cls, m=m: make_table(
            app, Session(cls, GameConfig.make(m, seats=("human", "human") + ("easy",) * (m - 2)), 10))
        done = play_one(gid, GameConfig.make(n, seats=("easy",) * n), 2, budget_ms=20)
        yield f"{gid}-results", lambda done=done: ResultsScene(app, done)
    if available("research"):
        yield "research-scoring", lambda: research_scoring_scene(app)


def research_scoring_scene(app):
    """The Field Research hand-scoring screen, on a game brought to its scoring phase."""
    from zoo_desktop.games.research.rules import FieldResearch
    from zoo_desktop.games.research.table.scoresheet import ResearchScoringScene
    s = Session(FieldResearch, GameConfig.make(2, seats=("human", "easy")), 12)
    rng = random.Random(3)
    while not (s.game.phase == "scoring" and 0 in s.game.decision().players):
        d = s.game.decision()
        legal = s.game.legal_actions(d.players[0])
        s.apply(rng.choice(legal))
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    return ResearchScoringScene(app, table)


def test_monkey_every_scene(tmp_path):
    app = make_app(tmp_path, anim_speed=0.5, bot_speed=0.0)
    rng = random.Random(1234)
    total = 0
    for name, factory in scenes(app):
        scene = factory()
        if name == "research-scoring":
            app.push(scene)
        else:
            app.reset_to(scene)
        per = 1500 if name.endswith("table") else 700
        throw(app, rng, per)
        total += per
        assert not app.errors, app.errors[0]
        # not stuck: the scene still draws, and Escape / the menu always lead back out
        frames = app.frames
        app.frame()
        assert app.frames == frames + 1
        app.goto_menu()
        app.frame()
        assert app.scene.name == "menu"
    assert total >= 5000

"""What keeps the first table frame after Continue or a resize short (issue 14): the font
pool, the few-probe fit searches, the spare full-window layer, the idle warm-up. Each must
leave every pixel as it was; bench/frames.py measures the time."""
from __future__ import annotations

import random

import pygame
import pytest
from uidriver import make_app

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class
from zoo_desktop.ui import gfx
from zoo_desktop.ui.app import make_table
from zoo_desktop.ui.scenes.menu import MenuScene
from zoo_desktop.ui.surfcache import SHARED


def test_pooled_sizes_measure_and_render_as_a_font_opened_at_that_size(tmp_path):
    make_app(tmp_path)
    rng = random.Random(5)
    sizes = [rng.randrange(8, 90) for _ in range(3 * gfx.FACES_PER_WEIGHT)]   # more sizes than objects
    texts = ["Zoo Architect", "Їжак звичайний", "Öt pont, ha", "Field Research (13 animals)."]
    for bold in (False, True):
        for px in sizes:
            own = pygame.font.Font(gfx._face_path(bold), px)
            for s in texts:
                f = gfx._face(bold, px)
                assert f.size(s) == own.size(s)
                a, b = f.render(s, True, (40, 90, 200)), own.render(s, True, (40, 90, 200))
                assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        assert len(gfx._faces[bold]) + len(gfx._unsized[bold]) <= gfx.FACES_PER_WEIGHT


@pytest.mark.parametrize("search", ["near_top", "fitting"])
def test_few_probe_searches_find_what_a_linear_shrink_finds(search):
    rng = random.Random(11)
    for _ in range(3000):
        lo = rng.randrange(0, 30)
        hi = lo + rng.randrange(0, 60)
        edge = rng.randrange(lo - 3, hi + 3)   # fits(n) iff n <= edge
        probed = []

        def fits(n):
            probed.append(n)
            return n <= edge
        linear = next((n for n in range(hi, lo - 1, -1) if n <= edge), None)
        if search == "near_top":
            if linear is None:
                continue   # (its contract: fits(lo))
            assert gfx.largest_near_top(lo, hi, lambda n: n == lo or fits(n)) == linear
        else:
            assert gfx.largest_fitting(lo, hi, fits) == linear
        assert all(lo <= n <= hi for n in probed)
        assert len(probed) <= 2 + 2 * max(1, hi - lo).bit_length()
        if edge >= hi:
            assert len(probed) <= 1   # the common case: it fits at its size, one probe


def test_a_table_hands_its_layer_to_the_next_one_and_a_toggle_back_takes_it_again(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    cls = game_class("research")
    table = make_table(app, Session(cls, GameConfig.make(2, seats=("human", "normal")), 7))
    table.autosave = False
    app.reset_to(table)
    app.frame()
    first = table._layer
    app.resize((1920, 1080))   # another text floor: the shared cache is dropped, not the spare
    app.frame()
    assert table._layer is not first and table._layer.get_size() == (1920, 1080)
    app.resize((1280, 720))
    app.frame()
    assert table._layer is first          # the old size's layer, kept for the way back
    app.goto_menu()
    app.frame()
    again = make_table(app, Session(cls, GameConfig.make(2, seats=("human", "normal")), 8))
    again.autosave = False
    app.reset_to(again)
    app.frame()
    assert again._layer is first           # no allocation (17-25 ms at 4K) in a Continue's first frame


def test_the_menu_opens_the_font_pool_and_a_layer_while_idle(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    SHARED.clear()
    app.reset_to(MenuScene(app))
    app.frame()
    app.warm()
    pygame.event.clear()
    app.prepare()
    assert app._warming is None
    for bold in (False, True):
        assert len(gfx._faces[bold]) + len(gfx._unsized[bold]) == gfx.FACES_PER_WEIGHT
    assert ("spare layer", (1280, 720)) in SHARED
    table = make_table(app, Session(game_class("gorilla"), GameConfig.make(3, seats=("human",) + ("normal",) * 2), 7))
    table.autosave = False
    app.reset_to(table)
    app.frame()
    assert ("spare layer", (1280, 720)) not in SHARED   # the table took it


def test_an_event_waiting_stops_the_warm_up(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    app.reset_to(MenuScene(app))
    app.frame()
    app._warming = iter([None] * 50)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    app.prepare()
    assert app._warming is not None      # nothing done: the event is handled first
    pygame.event.clear()

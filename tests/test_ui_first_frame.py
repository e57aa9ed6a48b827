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
from zoo_desktop.ui.scene import make_table
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


def test_a_shrinking_text_probes_the_size_scaled_to_its_room_first(tmp_path):
    """fit_text finds what a linear shrink finds, probing first the size its width scales to
    (each size probed loads its glyphs): 'Animals 15 · SF 4...' at 4K probed five sizes
    from 44 px down to 40 before, 'Research' in bold six from 52 to 46."""
    make_app(tmp_path, size=(3840, 2160))
    probed = []
    real = gfx.SizedFont.size

    def size(self, text):
        if text.startswith("#"):
            probed.append(self.px)
        return real(self, text)
    texts = ["Animals 15 · SF 4 · Cert. 1 · Quests 1", "Research Station", "Велетенський тихоокеанський",
             "Öt pont, ha", "Field Research (13 animals)."]
    new_total = old_total = 0
    try:
        gfx.SizedFont.size = size
        for i, (text, px, share) in enumerate((s, px, share) for s in texts for px in (30, 44, 52)
                                              for share in (0.95, 0.9, 0.8, 0.6)):
            for bold in (False, True):
                s = f"#{i}{bold} {text}"   # measured nowhere else
                width = int(gfx._exact(px, bold).size(s)[0] * share)
                probed.clear()
                got = gfx.fit_text(s, px, width, bold, 8)
                sizes = set(probed)
                linear = next(p for p in range(px, 7, -1) if p == 8 or gfx._exact(p, bold).size(s)[0] <= width)
                assert got[1] == linear and (got[0] == s or linear == 8)
                old = [px]   # what the steps down from the top probed
                gfx.largest_near_top(8, px - 1, lambda p: old.append(p) or p == 8 or gfx._exact(p, bold).size(s)[0] <= width)
                assert len(sizes) <= 5 and len(sizes) <= len(set(old)) + 1, (s, px, sorted(sizes), sorted(set(old)))
                new_total, old_total = new_total + len(sizes), old_total + len(set(old))
    finally:
        gfx.SizedFont.size = real
    assert new_total <= 0.7 * old_total, (new_total, old_total)


def test_a_shade_and_a_tall_shadow_in_pieces_are_the_whole_surfaces_pixels():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    rng = random.Random(3)
    cases = [(rng.randrange(1, 2200), rng.randrange(1, 1800), rng.randrange(0, 60)) for _ in range(60)]
    for w, h, rad in cases + [(2000, 1680, 36), (10, 500, 40), (500, 200, 300)]:
        a = pygame.Surface((w + 20, h + 20))
        a.fill((90, 140, 100))
        b, c, d = a.copy(), a.copy(), a.copy()
        a.blit(gfx._shadow((w, h), rad), (7, 5))
        gfx._blit_shadow(b, pygame.Rect(7, 5, w, h), rad)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), (w, h, rad)
        c.blit(gfx.translucent((w, h), (0, 0, 0, 130)), (7, 5))
        gfx.shade(d, (7, 5, w, h), (0, 0, 0, 130))
        assert pygame.image.tobytes(c, "RGB") == pygame.image.tobytes(d, "RGB"), (w, h)


def test_the_idle_menu_loads_the_glyphs_a_table_draws_at_the_sizes_every_table_uses(tmp_path):
    """Before Continue, the menu's warm-up renders the language's common characters at the
    text floor (both weights) and the log's size, on the pooled objects a table then finds
    at those sizes; those characters are nearly all a table draws."""
    app = make_app(tmp_path, size=(3840, 2160))
    SHARED.clear()
    app.reset_to(MenuScene(app))
    app.frame()
    warmed = []
    real = gfx._face

    def face(bold, px=20):
        f = real(bold, px)
        warmed.append((bool(bold), px, f))
        return f
    app.warm()
    pygame.event.clear()
    try:
        gfx._face = face
        app.prepare()
    finally:
        gfx._face = real
    assert app._warming is None
    sizes = app._common_text_sizes()
    assert (False, gfx.text_floor()) in sizes and (True, gfx.text_floor()) in sizes
    for bold, px in sizes:
        assert gfx._faces[bold].get(px) is next(f for b, p, f in warmed if (b, p) == (bold, px))
    glyphs = set(gfx.common_glyphs("en"))
    drawn = []
    real_text = gfx._text_exact

    def text_exact(s, px, colour, bold):
        drawn.append(s)
        return real_text(s, px, colour, bold)
    table = make_table(app, Session(game_class("research"), GameConfig.make(3, seats=("human",) + ("normal",) * 2), 7))
    table.autosave = False
    try:
        gfx._text_exact = text_exact
        app.reset_to(table)
        app.frame()
    finally:
        gfx._text_exact = real_text
    chars = [ch for s in drawn for ch in s if not ch.isspace()]
    assert chars and sum(ch in glyphs for ch in chars) >= 0.97 * len(chars)
    for bold, px in sizes:   # still on the objects the warm-up loaded them on
        assert gfx._faces[bold].get(px) is next(f for b, p, f in warmed if (b, p) == (bold, px))


def test_a_picture_copied_in_its_surfaces_format_is_the_blended_one():
    """gfx._render_art converts the rasterised SVG to the surface's format and copies it (a
    max onto transparent pixels) instead of blending it in pixel by pixel: same pixels."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    from zoo_desktop.paths import assets_dir
    m = gfx.manifest()
    for kind in ("animals", "icons"):
        for name in list(m[kind])[::3]:
            for px in (23, 94):
                img = pygame.image.load_sized_svg(str(assets_dir() / m[kind][name]), (px, px))
                blended = pygame.Surface((px, px), pygame.SRCALPHA)
                blended.blit(img, img.get_rect(center=(px // 2, px // 2)))
                got = gfx._render_art(kind, name, px)
                assert got.get_masks() == blended.get_masks()
                assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(blended, "RGBA"), (name, px)

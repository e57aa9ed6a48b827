"""Frames and memory of the shared widgets (issue 14), driven with real pygame events: the
log panel is rendered again only when it changes (a wheel scroll), yet what is on screen
follows it; shadows and translucent fills are built once per size; a resize drops the card
surfaces of the size no longer shown; the shared surface cache stays under its byte limit."""
from __future__ import annotations

import pygame
import pytest
from test_ui_gorilla import settle, start_table
from uidriver import assert_layer_cached, make_app, post

from zoo_desktop.ui import gfx
from zoo_desktop.ui.surfcache import SHARED, SurfaceCache


def test_log_panel_redrawn_only_when_it_changes(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    table = start_table(app, seats=("human", "easy", "easy"))
    while len(table.log.lines) < 3 and table.session.version < 40:
        settle(app, table)
        if table.viewer in table.session.game.decision().players:
            legal = table.session.game.legal_actions(table.viewer)
            table.act(legal[0])  # keep the game going until the log has a few lines
        settle(app, table)
    settle(app, table)
    log = table.log
    assert len(log.lines) >= 2 and table.viewer in table.session.game.decision().players
    r = app.vp.rect(log.rect)
    before_renders = log.renders
    shot = pygame.image.tobytes(app.screen.subsurface(r), "RGB")
    for _ in range(20):
        app.frame()
    assert log.renders == before_renders                         # idle frames: blits only
    assert pygame.image.tobytes(app.screen.subsurface(r), "RGB") == shot
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0, touch=False)
    pygame.mouse.set_pos(r.center)
    app.mouse = app.vp.to_design(r.center)
    app.frame()
    app.frame()
    assert log.scroll > 0 and log.renders == before_renders + 1  # one render for the change
    assert pygame.image.tobytes(app.screen.subsurface(r), "RGB") != shot  # and it shows


def test_shadows_and_shades_built_once_per_size(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    start_table(app, seats=("human", "human", "human"))
    for _ in range(5):
        app.frame()
    made = SHARED.misses
    for _ in range(10):
        app.frame()
    assert SHARED.misses == made       # nothing new rendered while nothing changes
    assert any(k[0] == "shadow" for k in SHARED.items)


def test_resize_drops_card_faces_of_sizes_no_longer_shown(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    start_table(app, seats=("human", "human", "human"))
    app.frame()
    faces0 = {k for k in SHARED.items if k[0] == "gorilla"}
    assert faces0
    for size in ((1600, 900), (1920, 1080)):
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        app.frame()
        app.frame()
    left = {k for k in SHARED.items if k[0] == "gorilla"}
    assert left and not (faces0 & left)   # the 1280x720 faces went after two resizes


def test_shared_cache_bounded_in_bytes():
    c = SurfaceCache(4 * 1024 * 1024)
    for k in range(50):
        c.get(("s", k), lambda: pygame.Surface((512, 512), pygame.SRCALPHA))  # 1 MB each
    assert c.bytes <= c.limit and len(c.items) == 4
    assert ("s", 49) in c and ("s", 0) not in c                      # least recently used go
    c.get(("s", 46), lambda: None)                                   # a hit refreshes it
    c.get(("s", 50), lambda: pygame.Surface((512, 512), pygame.SRCALPHA))
    assert ("s", 46) in c and ("s", 47) not in c


def test_font_sizes_share_one_face_with_identical_pixels():
    pygame.font.init()
    a, b = gfx.font(23), gfx.font(41)
    img_a = a.render("Hello, ő ї", True, (0, 0, 0))
    b.render("x", True, (0, 0, 0))
    path = str(gfx.assets_dir() / gfx.manifest()["fonts"]["regular"])
    fresh = pygame.font.Font(path, 23)
    ref = fresh.render("Hello, ő ї", True, (0, 0, 0))
    assert pygame.image.tobytes(img_a, "RGBA") == pygame.image.tobytes(ref, "RGBA")
    assert a.get_linesize() == fresh.get_linesize() and b.size("abc") == pygame.font.Font(path, 41).size("abc")


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        import os
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def test_resize_storm_keeps_memory_bounded(tmp_path):
    """Issue 16 item 5: window sizes come and go (a drag through 120 sizes, real
    VIDEORESIZE events); the art of sizes no longer shown is released, so resident memory
    grows by far less than one cache of art per size (before: +575 MB for one 1080p-to-4K
    drag) and the shared cache stays within its byte limit."""
    import os
    if not os.path.exists("/proc/self/statm"):
        import pytest
        pytest.skip("needs /proc to read resident memory")
    app = make_app(tmp_path, anim_speed=0.0)
    start_table(app, seats=("human", "human", "human"))
    app.frame()
    post(pygame.VIDEORESIZE, size=(1500, 860), w=1500, h=860)
    app.frame()
    base = _rss_mb()
    for k in range(120):
        w, h = 1280 + 21 * k, 720 + 12 * k
        post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        app.frame()
    grown = _rss_mb() - base
    assert SHARED.bytes <= SHARED.limit
    assert grown < 200, f"resident memory grew by {grown:.0f} MB over 120 window sizes"


def _late_table(app, gid: str, actions: int = 24):
    """A table of `gid` after `actions` moves by easy bots (seat 0 the human), with the bots
    then stopped, so nothing moves while frames are counted."""
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.simulate import play_seats
    from zoo_desktop.games import game_class, make_bots
    from zoo_desktop.ui.scene import make_table
    n = 2 if gid == "architect" else 3
    s = Session(game_class(gid), GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1)), 5)
    play_seats(s, make_bots(gid, GameConfig.make(n, seats=("easy",) * n), 5), actions)
    table = make_table(app, Session.from_record(s.game_cls, s.record()))
    table.autosave = False
    table.driver.bots = {}
    app.reset_to(table)
    for _ in range(5):
        app.frame()
    return table


@pytest.mark.parametrize("gid", ["gorilla", "keepers", "research", "architect"])
def test_table_layer_rendered_only_when_what_it_shows_changes(tmp_path, gid):
    """Issue 14 item 2: a table's static layer (felt, table, log, buttons at rest) is rendered
    once and blitted while nothing changes; a hovered button is drawn over it without a new
    render; a new log line renders it again and shows; and it is the same picture as a
    render forced from scratch."""
    app = make_app(tmp_path, anim_speed=0.0)
    table = _late_table(app, gid)
    assert app.scene is table and not app.errors
    assert_layer_cached(app, table)
    renders = table.layer_renders
    b = table.button("save")
    r = app.vp.rect(b.rect)
    at = (r.centerx, r.y + app.vp.n(6))
    rest = tuple(app.screen.get_at(at))[:3]
    app.mouse = (b.rect[0] + b.rect[2] / 2, b.rect[1] + b.rect[3] / 2)
    app.frame()
    assert tuple(app.screen.get_at(at))[:3] != rest                # the hover look shows ...
    assert table.layer_renders == renders                        # ... without a new render
    app.mouse = (5.0, 5.0)
    app.frame()
    assert tuple(app.screen.get_at(at))[:3] == rest
    lr = app.vp.rect(table.log.rect)
    before = pygame.image.tobytes(app.screen.subsurface(lr), "RGB")
    table.log_line("A line the test adds")
    app.frame()
    assert table.layer_renders == renders + 1
    assert pygame.image.tobytes(app.screen.subsurface(lr), "RGB") != before

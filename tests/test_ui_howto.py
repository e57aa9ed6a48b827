"""How to play (issue 13 item 9): every game's page is opened from the menu with real
events, scrolled with the wheel, keys and the bar; its pictures (regions of the game's own
table, ui/howto.py) are drawn and are not blank felt, they are not drawn again per frame,
the Controls section lists the table's real keys, and every text fits its box at every
scroll position."""
from __future__ import annotations

import pygame
import pytest
from uidriver import centre, click, click_button, key, make_app, post

from zoo_desktop.games import GAMES, table_class
from zoo_desktop.i18n import set_language, t
from zoo_desktop.ui import gfx, howto
from zoo_desktop.ui.scenes.pages import BAR, VIEW
from zoo_desktop.ui.smoke import text_problems

GIDS = list(GAMES)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def open_howto(app, gid: str):
    """Menu -> Play (the game's tile) -> setup -> How to play, by clicks."""
    app.goto_menu()
    app.frame()
    click_button(app, f"play:{gid}", frames=2)
    assert app.scene.name == "setup"
    click_button(app, "howto", frames=1)
    scene = app.scene
    assert scene.name == "howto" and scene.gid == gid
    for _ in range(10):          # the pictures come one stage a frame
        if not scene.busy(app.now()):
            break
        app.frame()
    assert not scene.busy(app.now())
    app.frame()
    return scene


def wheel(app, clicks: int, frames: int = 1):
    """Turn the wheel over the page (negative: towards the end), as SDL reports it."""
    x, y = app.vp.p(960, 500)
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=clicks, flipped=False, precise_x=0.0, precise_y=float(clicks))
    for _ in range(frames):
        app.frame()


def sample(surf, r: pygame.Rect, n: int = 60) -> list[tuple]:
    """n x n pixels spread over r."""
    return [tuple(surf.get_at((r.x + (r.w - 1) * i // (n - 1), r.y + (r.h - 1) * j // (n - 1))))[:3]
            for i in range(n) for j in range(n)]


def on_screen(app, scene, item) -> pygame.Rect:
    view = app.vp.rect(VIEW)
    return pygame.Rect(item.x, item.y + view.y - round(scene.scroll * app.vp.s), item.w, item.h)


def wheel_until_visible(app, scene, item) -> pygame.Rect:
    """Wheel down until `item` lies wholly in the view; its rectangle on the screen."""
    view = app.vp.rect(VIEW)
    for _ in range(200):
        r = on_screen(app, scene, item)
        if view.contains(r) or (r.h > view.h and r.top <= view.top):
            return r
        before = scene.scroll
        wheel(app, -1)
        assert scene.scroll > before, "the wheel did not scroll the page"
    raise AssertionError("never scrolled into view")


@pytest.mark.parametrize("gid", GIDS)
def test_howto_opened_from_the_menu_shows_pictures_and_controls(tmp_path, gid):
    app = make_app(tmp_path, size=(1280, 720))
    scene = open_howto(app, gid)
    figures = table_class(gid).howto_figures
    assert len(figures) >= 2
    assert scene.max_scroll() > 0                     # longer than its view: the cue shows
    bar = app.vp.rect(BAR)
    thumb_px = app.screen.get_at((bar.centerx, bar.y + app.vp.n(20)))[:3]
    assert thumb_px == (96, 110, 100), "no scroll bar thumb at the top of the bar"
    items = scene.layout()
    paras = t(f"{gid}.howto").split("\n\n")
    for fig in figures:
        assert fig.para < len(paras)
        item = next(it for it in items if it.figure == fig)
        r = wheel_until_visible(app, scene, item).clip(app.vp.rect(VIEW))
        pixels = sample(app.screen, r)
        colours = set(pixels)
        felt = pixels.count(gfx.Palette.felt) / len(pixels)
        assert len(colours) > 40 and felt < 0.8, f"{fig.caption}: the picture is blank ({len(colours)} colours, felt {felt:.0%})"
        # its caption is drawn under it
        cap = items[items.index(item) + 1]
        assert cap.y >= item.y + item.h and t(fig.caption).startswith(cap.text)
        wheel_until_visible(app, scene, cap)
        with gfx.probing() as probe:
            app.frame()
        assert cap.text in [rec.text for rec in probe.records], fig.caption
    # the Controls heading, the mouse and key rows
    head = next(it for it in items if it.text == t("howto.controls"))
    wheel_until_visible(app, scene, head)
    with gfx.probing() as probe:
        app.frame()
    drawn = [r.text for r in probe.records]
    assert t("howto.controls") in drawn
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    with gfx.probing() as probe:
        app.frame()
    drawn = [r.text for r in probe.records]
    assert "F11" in drawn and t("howto.key.fullscreen") in drawn


@pytest.mark.parametrize("gid", GIDS)
def test_controls_list_the_tables_real_keys(tmp_path, gid):
    """Every button shortcut of the live table, the table's own keys and F11 are listed."""
    app = make_app(tmp_path, size=(1280, 720))
    mouse, keys = howto.control_rows(app, gid)
    cls = table_class(gid)
    labels = [k for k, _ in keys]
    assert len(mouse) == len(cls.howto_mouse) >= 2
    assert "Z" in labels and "H" in labels and "F1" in labels and t("key.escape") in labels and "F11" in labels
    for codes, text in cls.howto_keys:
        codes = codes if isinstance(codes, tuple) else (codes,)
        assert " / ".join(howto.key_name(c) for c in codes) in labels, text
    if gid == "gorilla":
        assert {"G", "C", t("key.space"), t("key.tab")} <= set(labels)
    if gid == "keepers":   # its buttons' shortcuts: fund, collect, renew, end, actions, legend
        assert {"F", "C", "R", "E", "A", "L"} <= set(labels)
    if gid == "architect":
        assert {"R", "F", "L", "X"} <= set(labels)


def test_wheel_keys_and_dragging_the_bar_scroll_the_page(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    scene = open_howto(app, "keepers")
    most = scene.max_scroll()
    wheel(app, -2)
    assert 0 < scene.scroll < most
    wheel(app, 5)
    assert scene.scroll == 0                          # not past the top
    key(app, pygame.K_PAGEDOWN)
    page = scene.scroll
    assert page > 300
    key(app, pygame.K_DOWN)
    assert scene.scroll > page
    key(app, pygame.K_UP)
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == 0
    key(app, pygame.K_END)
    assert scene.scroll == most
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    # drag the thumb from the top of the bar to its bottom: the end of the page
    top, h = scene._thumb()
    start = (BAR[0] + BAR[2] / 2, top + h / 2)
    end = (start[0], BAR[1] + BAR[3] + 40)
    a, b = app.vp.p(*start), app.vp.p(*end)
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    app.frame()
    for i in range(1, 5):
        p = (a[0], a[1] + (b[1] - a[1]) * i // 4)
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 1), buttons=(1, 0, 0))
        app.frame()
        if i == 2:
            assert 0 < scene.scroll < most
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.frame()
    assert scene.scroll == most
    # a click on the bar above the thumb: a page up
    click(app, (BAR[0] + BAR[2] / 2, BAR[1] + 5))
    assert most - scene.scroll > 300
    # Back (Esc) returns to the setup screen
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "setup"


def test_pictures_are_drawn_once_then_come_from_the_cache(tmp_path, monkeypatch):
    from zoo_desktop.ui.surfcache import SHARED
    app = make_app(tmp_path, size=(1280, 720))
    SHARED.clear()                                    # earlier tests drew these pictures
    calls = []
    real = howto._draw_stage
    monkeypatch.setattr(howto, "_draw_stage", lambda *a: calls.append(a[2]) or real(*a))
    scene = open_howto(app, "architect")
    assert calls == ["play"]                          # one stage: one off-screen table
    for _ in range(5):
        wheel(app, -1)
        app.frame()
    key(app, pygame.K_ESCAPE)
    open_howto(app, "architect")                      # opened again: from the shared cache
    assert calls == ["play"]
    assert scene is not app.scene
    app.resize((1600, 900))                           # another size: drawn again, once
    for _ in range(3):
        app.frame()
    assert calls == ["play", "play"]


@pytest.mark.parametrize("lang,size", [("uk", (1280, 720)), ("hu", (1920, 1080)), ("uk", (3840, 2160))])
def test_every_text_fits_at_every_scroll_position(tmp_path, lang, size):
    """The smoke's text check sees a page's first screen; this one pages through it all."""
    set_language(lang)
    app = make_app(tmp_path, size=size, language=lang)
    for gid in GIDS:
        scene = open_howto(app, gid)
        seen = set()
        for _ in range(40):
            with gfx.probing() as probe:
                app.frame()
            bad = text_problems(probe.records)
            assert not bad, f"{gid} at {scene.scroll:.0f}: {bad[:5]}"
            seen.update(r.text for r in probe.records)
            if scene.scroll >= scene.max_scroll():
                break
            key(app, pygame.K_PAGEDOWN)
        assert t("howto.controls") in seen and t("howto.key.fullscreen") in seen, gid


@pytest.mark.parametrize("gid", GIDS)
def test_pictures_sit_beside_the_same_paragraph_in_every_language(gid):
    """A figure names a paragraph by its index: every language has the same paragraphs."""
    from zoo_desktop.i18n import load_messages
    counts = {lang: len(load_messages(f"zoo_desktop.games.{gid}", lang)[f"{gid}.howto"].split("\n\n"))
              for lang in ("en", "uk", "pt", "hu")}
    assert len(set(counts.values())) == 1, counts
    assert all(f.para < counts["en"] for f in table_class(gid).howto_figures)


def test_f1_at_a_table_opens_the_page_and_esc_returns_to_the_same_game(tmp_path):
    """The pictures' own tables (built off screen) leave the live one alone."""
    from zoo_desktop.engine import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games import game_class
    from zoo_desktop.ui.scene import make_table
    app = make_app(tmp_path, size=(1280, 720))
    s = Session(game_class("gorilla"), GameConfig.make(3, seats=("human", "easy", "easy")), 3)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    for _ in range(5):
        app.frame()
    before = (s.version, s.game.fingerprint(), s.on_applied)
    key(app, pygame.K_F1)
    assert app.scene.name == "howto" and app.scene.gid == "gorilla"
    for _ in range(4):
        app.frame()
    assert not app.scene.busy(app.now())
    assert (s.version, s.game.fingerprint(), s.on_applied) == before
    key(app, pygame.K_ESCAPE)
    assert app.scene is table

"""UI kernel: window scaling, settings in the UI, message catalog completeness."""
from __future__ import annotations

import string
from pathlib import Path

import pygame
import pytest
from uidriver import click_button, make_app

from zoo_desktop import i18n
from zoo_desktop.i18n import GAME_PACKAGES, LANGUAGES
from zoo_desktop.ui.scenes.menu import MenuScene
from zoo_desktop.ui.scenes.settings import SettingsScene

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160), (1500, 1000)])
def test_window_scales_and_clicks_land_in_design_space(tmp_path, size):
    app = make_app(tmp_path, size=size)
    app.reset_to(MenuScene(app))
    app.frame()
    assert app.screen.get_size() == size
    s = min(size[0] / 1920, size[1] / 1080)
    assert abs(app.vp.s - s) < 1e-9
    click_button(app, "settings")
    assert app.scene.name == "settings"


def test_resize_event_rescales_and_enforces_minimum(tmp_path):
    app = make_app(tmp_path, size=(1600, 900))
    app.reset_to(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(2560, 1440), w=2560, h=1440))
    app.frame()
    assert app.screen.get_size() == (2560, 1440) and app.settings.window == (2560, 1440)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500))
    app.frame()
    assert app.screen.get_size() == (1280, 720)


def test_language_setting_changes_ui_text_and_persists(tmp_path):
    app = make_app(tmp_path)
    app.reset_to(SettingsScene(app))
    app.frame()
    seen = []
    for _ in range(len(LANGUAGES)):
        click_button(app, "language")
        seen.append(i18n.language())
        assert app.scene.button("back").label == i18n.t("ui.back")
    assert set(seen) == set(LANGUAGES)
    from zoo_desktop.settings import Settings
    assert Settings.load().language == i18n.language()
    i18n.set_language("en")


def _placeholders(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def _catalog_files():
    """(name, package) of every catalog: the app's and each game's (.po files read with Babel)."""
    yield "app", "zoo_desktop.i18n"
    for g in GAME_PACKAGES:
        if (ROOT / "zoo_desktop" / "games" / g / "data" / "messages.en.po").exists():
            yield g, f"zoo_desktop.games.{g}"


def _forms(v) -> tuple[str, ...]:
    return v if isinstance(v, tuple) else (v,)


@pytest.mark.parametrize("lang", [l for l in LANGUAGES if l != "en"])
def test_every_ui_string_in_every_language(lang):
    """Every key of the English catalog exists in the other languages with the same
    placeholders, in every plural form (a game's catalog counts once the game has a table)."""
    from zoo_desktop.games import available
    for name, pkg in _catalog_files():
        if name != "app" and not available(name):
            continue
        en = i18n.load_messages(pkg, "en")
        other = i18n.load_messages(pkg, lang)
        missing = sorted(set(en) - set(other))
        assert not missing, f"{name}/{lang}: missing {missing[:10]}"
        for k, v in en.items():
            want = set().union(*map(_placeholders, _forms(v)))
            assert isinstance(other[k], tuple) == isinstance(v, tuple), f"{name}/{lang} {k}: plural in one language only"
            got = set().union(*map(_placeholders, _forms(other[k])))
            if isinstance(v, tuple):  # a form may spell its count out ("one card"), nothing else
                assert got <= want and got | {"n", "count"} >= want, f"{name}/{lang} {k}: placeholders differ"
            else:
                assert got == want, f"{name}/{lang} {k}: placeholders differ"


def test_font_covers_all_catalog_text():
    """The vendored font has a glyph for every character the catalogs use."""
    from zoo_desktop.ui import gfx
    pygame.init()
    f = gfx.font(24)
    chars = set()
    for name, pkg in _catalog_files():
        for lang in LANGUAGES:
            for v in i18n.load_messages(pkg, lang).values():
                for form in _forms(v):
                    chars |= set(form)
    def pixels(c):
        img = f.render(c, True, (0, 0, 0), (255, 255, 255))
        return pygame.image.tobytes(img, "RGB"), img.get_size()
    notdef = pixels("\ue000")  # a private-use code point the font lacks: the missing-glyph box
    assert pixels("\u4e2d") == notdef  # the check can fail: a CJK character is missing
    missing = [c for c in chars if c.isprintable() and not c.isspace() and pixels(c) == notdef]
    assert not missing, missing

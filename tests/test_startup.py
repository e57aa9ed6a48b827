"""Start-up (issue 14): the menu imports no game's rules or table (its registry entry holds
the title and player counts, checked here against the rules), and the sounds are
synthesized once and then read from WAV files in the cache folder."""
from __future__ import annotations

import os
import subprocess
import sys
import wave

import pytest

from zoo_desktop.games import GAMES, game_class, present


@pytest.mark.parametrize("gid", list(GAMES))
def test_registry_entry_matches_the_rules(gid):
    info, e = game_class(gid).info, GAMES[gid]
    assert (e.min_players, e.max_players, e.title_key) == (info.min_players, info.max_players, info.title_key)
    assert present(gid)


def test_menu_first_frame_imports_no_game(tmp_path):
    # (the registry's `present` finds each table module, which imports its package's empty
    # __init__ on the way: only the modules below it count)
    code = ("from zoo_desktop.ui.app import App;from zoo_desktop.settings import Settings;"
            "a=App(settings=Settings());a.goto_menu();a.frame();import sys;"
            "print(sorted(m for m in sys.modules if m.startswith('zoo_desktop.games.')"
            " and m.count('.') >= 3 and not m.endswith('.table')))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ZOO_DESKTOP_DATA=str(tmp_path / "d"), ZOO_DESKTOP_CONFIG=str(tmp_path / "c"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_sounds_synthesized_once_then_read_from_wav(tmp_path, monkeypatch):
    from zoo_desktop.ui import sound
    monkeypatch.setenv("ZOO_DESKTOP_CACHE", str(tmp_path / "cache"))
    first = {name: sound.samples(name) for name in list(sound.RECIPES) + ["music"]}
    files = sorted((tmp_path / "cache" / "sounds").glob("*.wav"))
    assert len(files) == len(sound.RECIPES) + 1
    with wave.open(str(files[0]), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, sound.RATE)

    def no_synthesis(*a, **k):
        raise AssertionError("synthesized again")
    monkeypatch.setattr(sound, "_tone", no_synthesis)
    assert {name: sound.samples(name) for name in first} == first
    # a damaged file is synthesized again (the real synthesis back)
    monkeypatch.undo()
    monkeypatch.setenv("ZOO_DESKTOP_CACHE", str(tmp_path / "cache"))
    victim = next(f for f in files if f.name.startswith("slap-"))
    victim.write_bytes(b"not a wave file")
    assert sound.samples("slap") == first["slap"]


def test_catalogs_parsed_once_then_read_from_the_cache(tmp_path, monkeypatch):
    from zoo_desktop import i18n
    monkeypatch.setenv("ZOO_DESKTOP_CACHE", str(tmp_path / "cache"))
    first = {lang: i18n.Table(lang) for lang in ("en", "uk")}
    files = sorted((tmp_path / "cache" / "catalog").glob("*.json"))
    assert len(files) == 2 * len(i18n.catalog_sources("en"))

    def no_parse(*a, **k):
        raise AssertionError("parsed again")
    monkeypatch.setattr(i18n, "_parse", no_parse)
    for lang, tab in first.items():
        again = i18n.Table(lang)
        assert again.entries == tab.entries and again.counts == tab.counts
        assert [again.plural(n) for n in range(30)] == [tab.plural(n) for n in range(30)]
    assert any(isinstance(v, tuple) for v in first["uk"].entries.values())   # plural forms come back as tuples
    # a damaged copy is parsed again from the .po file (the real parse back)
    monkeypatch.undo()
    monkeypatch.setenv("ZOO_DESKTOP_CACHE", str(tmp_path / "cache"))
    victim = next(f for f in files if f.name.startswith("gorilla-uk-"))
    victim.write_text("{not json", encoding="utf-8")
    assert i18n.Table("uk").entries == first["uk"].entries
    assert victim.read_text(encoding="utf-8").startswith("{\"entries\"")


def test_numbers_under_1000_match_babel_in_every_language():
    from babel.numbers import format_decimal

    from zoo_desktop import i18n
    for lang, loc in i18n.BABEL_LOCALE.items():
        cat = i18n.Catalog(lang)
        assert [cat.num(x) for x in range(0, 1000, 7)] == [format_decimal(x, locale=loc) for x in range(0, 1000, 7)]
        assert cat.num(1378) == format_decimal(1378, locale=loc)

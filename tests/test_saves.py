"""Records, saves, replay and settings: nothing is ever lost or half-written."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from uidriver import click_button, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.record import RecordError, atomic_write_text, replay, save_record
from zoo_desktop.storage import load_record, replay as replay_by_id
from zoo_desktop.engine.session import Session
from zoo_desktop.simulate import play_one
from zoo_desktop.games.gorilla.rules import Gorilla
from zoo_desktop.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


def finished_record(seed=1):
    s = play_one("gorilla", GameConfig.make(3, seats=("easy", "normal", "easy")), seed)
    return s.record(), s


def test_record_save_load_replay_same_state(tmp_path):
    rec, s = finished_record()
    p = tmp_path / "g.json"
    save_record(p, rec)
    back = load_record(p)
    g = replay_by_id(back, verify=True)
    assert g.fingerprint() == s.game.fingerprint() and g.is_over


def test_replay_cli_verify_detects_divergence(tmp_path):
    rec, _ = finished_record(2)
    good = tmp_path / "good.json"
    save_record(good, rec)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    ok = subprocess.run([sys.executable, "-m", "zoo_desktop", "replay", str(good), "--verify"], env=env,
                        capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["over"] is True
    bad = tmp_path / "bad.json"
    data = rec.to_json()
    data["seed"] += 1  # same actions on another deal: must diverge
    bad.write_text(json.dumps(data))
    ko = subprocess.run([sys.executable, "-m", "zoo_desktop", "replay", str(bad), "--verify"], env=env,
                        capture_output=True, text=True)
    assert ko.returncode == 1 and "replay failed" in ko.stderr


@pytest.mark.parametrize("content,message", [
    (b"\x00\x01garbage", "not valid JSON"),
    (b'{"format": "something-else"}', "not a Zoo Desktop saved game"),
    (b'{"format": "zoo-desktop-record", "version": 99}', "newer Zoo Desktop"),
    (b'{"format": "zoo-desktop-record", "version": 2, "game": "gorilla"}', "damaged"),
])
def test_damaged_or_foreign_file_is_reported_and_left_untouched(tmp_path, content, message):
    p = tmp_path / "x.json"
    p.write_bytes(content)
    with pytest.raises(RecordError, match=message):
        load_record(p)
    assert p.read_bytes() == content


def test_old_format_v1_migrates(tmp_path):
    rec, s = finished_record(3)
    d = rec.to_json()
    cfg = d.pop("config")
    d.update(version=1, players=cfg["players"], seats=cfg["seats"], names=cfg["names"], options=cfg["options"])
    d.pop("meta")
    p = tmp_path / "old.json"
    p.write_text(json.dumps(d))
    back = load_record(p)
    assert back.config.players == 3 and back.meta.get("migrated_from") == 1
    assert replay_by_id(back).fingerprint() == s.game.fingerprint()


def test_atomic_write_crash_between_write_and_rename_keeps_old(tmp_path, monkeypatch):
    p = tmp_path / "save.json"
    atomic_write_text(p, "old")

    def boom(src, dst):
        raise OSError("power cut")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_text(p, "new")
    assert p.read_text() == "old"
    assert [q.name for q in tmp_path.iterdir()] == ["save.json"]  # no temp file left behind


def test_damaged_settings_fall_back_with_notice(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text("{not json")
    s = Settings.load(p)
    assert s == Settings() and s.notice == "settings.damaged"
    assert (tmp_path / "settings.damaged.json").read_text() == "{not json"
    s.language = "hu"
    s.save(p)
    assert Settings.load(p).language == "hu"


def test_continue_after_autosave_resumes_same_state(tmp_path):
    """Every action is autosaved; 'Continue' in the menu resumes at the last action."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    from zoo_desktop.ui.scene import make_table
    s = Session(Gorilla, GameConfig.make(3, seats=("human", "easy", "easy")), 17)
    table = make_table(app, s)
    app.reset_to(table)
    deadline = time.monotonic() + 60  # the bots answer from their worker process, in wall time
    while s.version < 8 and time.monotonic() < deadline:
        app.frame()
        g = s.game
        if table.viewer in g.decision().players and not table.anim.busy:
            table.act(g.legal_actions(table.viewer)[0])
        time.sleep(0.002)
    assert s.version >= 8
    fp, version, actions = s.game.fingerprint(), s.version, s.record().actions
    app.goto_menu()
    app.frame()
    click_button(app, "continue", frames=2)
    assert app.scene.name == "gorilla-table"
    # the bots (thinking instantly here) may already have moved on after the resume
    resumed = app.scene.session.record()
    assert resumed.actions[:version] == actions
    assert replay(resumed, Gorilla, upto=version).fingerprint() == fp


def test_damaged_autosave_reported_in_ui_and_untouched(tmp_path):
    app = make_app(tmp_path)
    from zoo_desktop import storage
    old = storage.legacy_autosave_path()   # a damaged autosave.json of an earlier version stays put
    old.write_text('{"format": "zoo-desktop-record", "version": 2, "game": "gorilla"}')
    before = old.read_bytes()
    from zoo_desktop.ui.scenes.menu import MenuScene
    app.reset_to(MenuScene(app))
    app.frame()
    click_button(app, "continue", frames=2)
    assert app.scene.name == "menu" and app.scene.dialog is not None
    assert "damaged" in app.scene.dialog.body
    assert old.read_bytes() == before


def test_smoke_writes_a_png_per_scene(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ZOO_DESKTOP_DATA=str(tmp_path / "d"), ZOO_DESKTOP_CONFIG=str(tmp_path / "c"))
    out = tmp_path / "shots"
    r = subprocess.run([sys.executable, "-m", "zoo_desktop", "--smoke", "--screenshot", str(out)], env=env,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    names = {p.name for p in out.glob("*.png")}
    assert {"menu.png", "settings.png", "gorilla-setup.png", "gorilla-table.png", "gorilla-results.png"} <= names
    import pygame
    img = pygame.image.load(str(out / "gorilla-table.png"))
    colours = {tuple(img.get_at((x, y))) for x in range(0, img.get_width(), 97) for y in range(0, img.get_height(), 89)}
    assert len(colours) > 20  # a real picture, not a blank screen

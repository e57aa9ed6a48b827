"""Issue 15: the app shell as a desktop app. No display -> one line and exit 1 (never an
invisible window on SDL's offscreen driver); native noise (ALSA) off the terminal; error.log
size-capped and rotated; the main loop waits for events when nothing moves and draws every
frame while something does."""
from __future__ import annotations

import logging
import os
import subprocess
import sys

import pygame
import pytest

from uidriver import make_app

import zoo_desktop.ui.app as app_mod
from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class
from zoo_desktop.ui.native import native_stderr_to_log


def headless_env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env.update(ZOO_DESKTOP_DATA=str(tmp_path / "data"), ZOO_DESKTOP_CONFIG=str(tmp_path / "config"),
               XDG_RUNTIME_DIR=str(tmp_path), **extra)
    return env


def test_no_display_is_one_line_and_exit_1(tmp_path):
    r = subprocess.run([sys.executable, "-m", "zoo_desktop", "--frames", "3"], env=headless_env(tmp_path),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert r.stderr.strip() == "no display found: set DISPLAY or run from a desktop session", r.stderr
    assert r.stdout == ""   # no frames ran on an offscreen window


def test_no_display_message_is_translated(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "pt"}')
    r = subprocess.run([sys.executable, "-m", "zoo_desktop"], env=headless_env(tmp_path),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and r.stderr.strip().startswith("nenhum ecrã encontrado"), r.stderr


def test_dummy_driver_chosen_explicitly_still_runs(tmp_path):
    r = subprocess.run([sys.executable, "-m", "zoo_desktop", "--frames", "3"],
                       env=headless_env(tmp_path, SDL_VIDEODRIVER="dummy"), capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == '{"scene": "menu"}'
    assert "ALSA" not in r.stderr and "pygame-ce" not in r.stderr, r.stderr


def test_native_stderr_goes_to_the_debug_log(capfd, caplog):
    with caplog.at_level(logging.DEBUG, logger="zoo_desktop"):
        with native_stderr_to_log("mixer init"):
            os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
    assert "ALSA" not in capfd.readouterr().err
    assert any("Unknown PCM default" in r.getMessage() for r in caplog.records)
    os.write(2, b"after\n")   # fd 2 is back
    assert "after" in capfd.readouterr().err


def test_error_log_is_rotated(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOO_DESKTOP_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(app_mod, "ERROR_LOG_BYTES", 4000)
    monkeypatch.setattr(app_mod, "ERROR_LOG_BACKUPS", 2)
    app = make_app(tmp_path)
    monkeypatch.delenv("ZOO_DESKTOP_RAISE")   # report, do not raise
    tb = "Traceback (most recent call last):\n" + "  File x, line 1\n" * 20 + "ValueError: boom\n"
    for _ in range(40):   # ~24 KB of errors
        app.report_error(tb)
    logs = sorted(p.name for p in (tmp_path / "data").iterdir() if p.name.startswith("error.log"))
    assert logs == ["error.log", "error.log.1", "error.log.2"]
    assert all((tmp_path / "data" / n).stat().st_size <= 4000 + len(tb) + 100 for n in logs)
    assert "ValueError: boom" in (tmp_path / "data" / "error.log").read_text()
    for h in app_mod.error_log().handlers:
        h.close()


def real_clock(app):
    """A test app on the wall clock (the idle loop is off on the virtual one)."""
    app.fixed_dt = None
    return app


def test_menu_goes_idle_and_an_event_wakes_it(tmp_path, monkeypatch):
    monkeypatch.setattr(app_mod, "LINGER_MS", 0.0)
    monkeypatch.setattr(app_mod, "IDLE_WAKE_MS", 20)
    app = real_clock(make_app(tmp_path))
    app.goto_menu()
    app.loop(frames=2)
    assert app.idle()
    before = app.idle_frames
    target = app.scene.buttons[0]
    x, y, w, h = target.rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.vp.p(x + w / 2, y + h / 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.loop(seconds=0.1)                          # (--frames never waits; seconds does)
    assert app.idle_frames > before                # frames came out of a wait ...
    assert app.mouse == pytest.approx((x + w / 2, y + h / 2), abs=1.5)   # ... and got the event


def test_toast_and_tooltip_keep_the_loop_drawing(tmp_path, monkeypatch):
    monkeypatch.setattr(app_mod, "LINGER_MS", 0.0)
    app = real_clock(make_app(tmp_path))
    app.goto_menu()
    app.toast.show("saved", app.now(), 3000)
    assert not app.idle()
    app.toast.items.clear()
    app.tooltip.set("a tip", (10, 10), app.now())
    assert not app.idle()


def test_table_is_busy_while_bots_move_and_idle_on_the_humans_turn(tmp_path, monkeypatch):
    monkeypatch.setattr(app_mod, "LINGER_MS", 0.0)
    app = make_app(tmp_path)
    cls = game_class("keepers")
    s = next(s for seed in range(50)
             if (s := Session(cls, GameConfig.make(2, seats=("easy", "human")), seed)).game.decision().players == (0,))
    table = app_mod.make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    assert table.busy(app.now())               # the bot seat is due
    for _ in range(2000):                      # virtual clock: the bot moves, animations play
        app.frame()
        if 1 in s.game.decision().players and not table.anim.busy and not table.queue:
            break
    assert 1 in s.game.decision().players
    assert not table.busy(app.now())
    real_clock(app)
    app._active_at = -1e9
    assert app.idle()

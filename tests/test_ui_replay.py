"""Issue 18, items 1 and 5: the replay viewer stepped through real events to the end and back,
matching the record's fingerprints; jump to move N; play at 4x to the end; a seat's view; the
omniscient view refused before the end for a game with hidden information. Reached from the
results screen ("Watch the replay") and the Load list ("Replay")."""
from __future__ import annotations

import pytest
import pygame
from uidriver import centre, click, click_button, key, make_app

from zoo_desktop import history, i18n, storage
from zoo_desktop.ui import gfx
from zoo_desktop.ui.smoke import text_problems
from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.record import GameRecord, replay
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class
from zoo_desktop.simulate import play_one
from zoo_desktop.ui.scenes.pages import ResultsScene
from zoo_desktop.ui.scenes.replay import ALL, PANEL, ReplayScene
from zoo_desktop.ui.scenes.slots import FinishedScene, SlotsScene
from zoo_desktop.ui.scenes.stats import StatsScene

GID, N, SEED = "gorilla", 3, 5      # 34 moves, hidden hands


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def record(k: int | None = None) -> GameRecord:
    """A bot game whose seat 0 is a human, whole or its first k moves."""
    done = play_one(GID, GameConfig.make(N, seats=("easy",) * N), SEED, budget_ms=20)
    full = done.record()
    cfg = GameConfig.make(N, seats=("human",) + ("easy",) * (N - 1), names=("",) * N, **dict(full.config.options))
    rec = GameRecord(GID, cfg, SEED, full.actions if k is None else full.actions[:k])
    rec.fingerprint = replay(rec, game_class(GID), verify=False).fingerprint()
    return rec


def fingerprints(rec: GameRecord) -> list[str]:
    """The state's fingerprint after each number of moves (0 .. all), from the seed."""
    g = game_class(rec.game)(rec.config, rec.seed)
    out = [g.fingerprint()]
    for data in rec.actions:
        g.apply(g.action_from_json(data))
        out.append(g.fingerprint())
    return out


def settle(app, scene, most: int = 200) -> None:
    for _ in range(most):
        if scene.settled():
            break
        app.frame()
    assert scene.settled()


def test_replay_from_results_steps_jumps_plays_and_views(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    rec = record()
    fps = fingerprints(rec)
    total = len(rec.actions)
    s = Session.from_record(game_class(GID), rec)
    assert s.game.is_over
    app.reset_to(ResultsScene(app, s))
    app.frame()
    click_button(app, "replay", frames=2)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.total == total and scene.table.replay
    table = scene.table
    settle(app, scene)
    assert scene.n == 0 and table.shown.fingerprint() == fps[0]

    # forward by clicks to the end: the shown state is the record's at every step, the log
    # holds exactly the events of the moves shown
    setup = len(getattr(table.shown, "setup_events", []) or [])
    logs = {}
    for i in range(1, total + 1):
        click_button(app, "forward")
        settle(app, scene)
        assert scene.n == i and table.shown.fingerprint() == fps[i], f"move {i}"
        events = [e for e in table.log_items if not isinstance(e, tuple)]
        assert len(events) == setup + sum(len(h.events) for h in scene.applied[:i])
        logs[i] = list(table.log.lines)
        if i in (1, total // 2, total):
            assert storage.replay(rec, upto=i, verify=False).fingerprint() == fps[i]
    assert not scene.button("forward").enabled and table.session.game.is_over
    assert app.scene is scene        # read-only: no switch to the results, no autosave
    assert not list(storage.autosaves_dir().glob("*.json"))

    # and back to the start
    for i in range(total - 1, -1, -1):
        click_button(app, "back")
        settle(app, scene)
        assert scene.n == i and table.shown.fingerprint() == fps[i], f"back to {i}"
    assert not scene.button("back").enabled

    # jump to move N on the slider: the state and the log as when stepped there
    n = total * 2 // 3
    click(app, scene.slider_pos(n), frames=2)
    settle(app, scene)
    assert scene.n == n and table.shown.fingerprint() == fps[n]
    assert table.log.lines == logs[n]

    # play at 4x until the end
    click_button(app, "speed:4")
    assert scene.speed == 4.0
    click_button(app, "play")
    for _ in range(3000):
        if not scene.playing:
            break
        app.frame()
    assert not scene.playing and scene.n == total and table.shown.fingerprint() == fps[total]

    # another seat's view: what that seat held
    assert table.viewer == 0
    click_button(app, "view_next", frames=2)
    assert table.viewer == 1 and table.seen()["hand"] == table.shown.view(1)["hand"]
    assert table.log.lines      # the log rendered again for this seat
    # omniscient: a finished game may show everything
    click_button(app, "all", frames=2)
    assert scene.view_mode == ALL and table.viewer is None
    click_button(app, "leave")
    assert isinstance(app.scene, ResultsScene)


def test_saved_unfinished_game_replays_but_refuses_all_cards(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    rec = record(k=15)
    fps = fingerprints(rec)
    storage.save_slot("half a game", rec)
    app.reset_to(SlotsScene(app))
    app.frame()
    click_button(app, "replay:0", frames=2)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.total == 15 and not scene.over
    click_button(app, "end")
    settle(app, scene)
    assert table_fp(scene) == fps[15]
    # "All cards" is grey for an unfinished game with hidden hands; a click (or its key) says
    # why and changes nothing
    assert not scene.omni_allowed and not scene.button("all").enabled
    click(app, centre(scene.button("all").rect), frames=2)
    assert scene.view_mode != ALL and scene.table.viewer == 0
    assert app.toast.current() == [i18n.t("replay.all_refused")]
    key(app, pygame.K_a, frames=2)
    assert scene.view_mode != ALL and not scene.set_view(ALL) and scene.table.viewer == 0


def table_fp(scene) -> str:
    return scene.table.shown.fingerprint()


def test_cli_replay_without_verify_opens_the_viewer(tmp_path):
    """`zoo-desktop replay FILE` opens the window on the replay viewer (with --verify it stays
    headless: tests/test_saves.py)."""
    import json
    import os
    import subprocess
    import sys

    from zoo_desktop.engine.record import save_record
    path = tmp_path / "game.json"
    save_record(path, record(k=10))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZOO_DESKTOP_DATA=str(tmp_path / "d"),
               ZOO_DESKTOP_CONFIG=str(tmp_path / "c"))
    r = subprocess.run([sys.executable, "-m", "zoo_desktop", "--frames", "3", "replay", str(path)], env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["scene"] == "replay" and out["version"] == 0


def step_through(app, scene, fps: list[str]) -> None:
    """Forward by clicks to the end, then back to the start: the table shows the record's
    state at every step."""
    total = len(fps) - 1
    for i in range(1, total + 1):
        click_button(app, "forward")
        settle(app, scene)
        assert scene.n == i and table_fp(scene) == fps[i], f"move {i}"
    assert not scene.button("forward").enabled and scene.table.session.game.is_over
    for i in range(total - 1, -1, -1):
        click_button(app, "back")
        settle(app, scene)
        assert scene.n == i and table_fp(scene) == fps[i], f"back to {i}"


def test_finished_games_list_replays_a_kept_game_by_clicks(tmp_path):
    """Statistics -> Finished games: the history's games newest first (date, game, seats with
    scores), and Replay opens one in the viewer, stepped to the end and back."""
    from history_games import finished
    app = make_app(tmp_path, size=(1280, 720))
    history.close_shared()
    h = history.shared(app.settings.kept_games)
    older = finished("research", ("human", "easy"), 3)
    h.add(older.record(), older.game.scores(), older.game.ranking(), now=1.7e9)
    rec = record()
    g = storage.replay(rec, verify=False)
    h.add(rec, g.scores(), g.ranking(), now=1.7e9 + 3600)
    app.reset_to(StatsScene(app))
    app.frame()
    click_button(app, "finished", frames=2)
    scene = app.scene
    assert isinstance(scene, FinishedScene)
    assert [s.game for s in scene.slots] == [GID, "research"]       # newest first
    with gfx.probing() as probe:
        app.frame()
    drawn = [r.text for r in probe.records]
    assert any(x.startswith(i18n.t("game.gorilla") + " · ") for x in drawn)
    winner = g.ranking()[0]
    assert any(x.startswith(i18n.t("finished.winner", seat="")) and f"({g.scores()[winner]})" in x for x in drawn)
    assert not text_problems(probe.records)
    assert [s.uid for s in h.recent(1)] == [scene.slots[0].uid]      # bounded: the newest only
    click_button(app, "replay:0", frames=2)
    view = app.scene
    assert isinstance(view, ReplayScene) and view.total == len(rec.actions) and view.over
    assert view.button("all").enabled                                # a finished game may show all
    settle(app, view)
    step_through(app, view, fingerprints(rec))
    click_button(app, "leave")
    assert app.scene is scene
    history.close_shared()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_control_bar_clear_of_every_tables_log(tmp_path, size):
    """The control bar lies under the move log of every game, at its largest player count and
    with Zoo Architect's final-round banner (the log's lowest place), and every control and
    text of the bar and of the "All cards" panel fits (hu, the longest texts, at 150 %)."""
    from zoo_desktop.games import GAMES
    i18n.set_language("hu")
    app = make_app(tmp_path, size=size, language="hu", ui_scale=1.5)
    app.apply_text_scale()
    bar = app.vp.rect(PANEL)
    for gid in GAMES:
        cls = game_class(gid)
        n = cls.info.max_players
        cfg = GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1), names=("",) * n)
        scene = ReplayScene(app, GameRecord(gid, cfg, 4, []))
        app.reset_to(scene)
        app.frame()
        if hasattr(scene.table, "place_log"):
            scene.table.place_log(True)
        log = app.vp.rect(scene.table.log.rect)
        assert log.bottom <= bar.top, (gid, log, bar)
        for b in scene.buttons:
            assert bar.contains(app.vp.rect(b.rect)), (gid, b.name)
        scene.omni_allowed = True      # (the game has not started: allowed here to draw the panel)
        assert scene.set_view(ALL)
        with gfx.probing() as probe:
            app.frame()
        own = [r for r in probe.records if r.panel[0] in ("replay", "omniscient")]
        assert own and not text_problems(own), (gid, text_problems(own))

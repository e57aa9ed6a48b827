"""Issue 13 item 8: one autosave per unfinished game and a list on Continue; the move log
restored on Continue and Load; the window clamped to the desktop; setup remembers its
choices per game; names typed in setup; default names in the current language."""
from __future__ import annotations

import json
import os

import pygame
import pytest
from uidriver import centre, click, click_button, key, make_app, post

from zoo_desktop import i18n, storage
from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.record import GameRecord, replay, save_record
from zoo_desktop.engine.session import Session
from zoo_desktop.simulate import play_one
from zoo_desktop.games import game_class
from zoo_desktop.settings import Settings
from zoo_desktop.ui.scene import make_table
from zoo_desktop.ui.scenes.menu import MenuScene

GAMES = {"gorilla": 3, "keepers": 2, "research": 2, "architect": 2}


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def unfinished(gid: str, n: int, k: int = 30, seed: int = 5) -> GameRecord:
    """The first k actions of a bot game, as a record whose seat 0 is a human."""
    done = play_one(gid, GameConfig.make(n, seats=("easy",) * n), seed, budget_ms=20)
    full = done.record()
    k = min(k, len(full.actions) - 2)
    cfg = GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1), names=("",) * n, **dict(full.config.options))
    rec = GameRecord(gid, cfg, seed, full.actions[:k])
    rec.fingerprint = replay(rec, game_class(gid), verify=False).fingerprint()
    return rec


def live_log(app, rec: GameRecord) -> list:
    """The log lines a table shows after the record's actions were played at it live."""
    s = Session(game_class(rec.game), rec.config, rec.seed)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    table.driver.step = lambda now: []      # nobody moves but us
    for data in rec.actions:
        a = s.game.action_from_json(data)
        s.apply(a, "human" if a.player == 0 else "bot")
        for _ in range(4):
            app.frame()
    while table.queue or table.anim.busy:
        app.frame()
    return list(table.log.lines)


def open_menu(app):
    app.reset_to(MenuScene(app))
    app.frame()


def test_two_unfinished_games_both_listed_and_each_resumes_with_its_move_log(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=1.0)
    recs = {gid: unfinished(gid, GAMES[gid]) for gid in ("gorilla", "keepers")}
    expected = {gid: live_log(app, rec) for gid, rec in recs.items()}
    for i, rec in enumerate(recs.values()):
        storage.claim_autosave(rec.meta, rec.game)
        storage.autosave(rec)
        os.utime(storage.autosave_path(rec.meta), (1000 + i, 1000 + i))   # keepers is the newer
    open_menu(app)
    click_button(app, "continue", frames=2)
    assert app.scene.name == "continue"
    assert [s.record.game for s in app.scene.slots] == ["keepers", "gorilla"]
    for i, gid in ((1, "gorilla"), (0, "keepers")):
        open_menu(app)
        click_button(app, "continue", frames=2)
        click_button(app, f"load:{i}", frames=2)
        table = app.scene
        assert table.name == f"{gid}-table" and table.session.version >= len(recs[gid].actions)
        lines = table.log.lines
        want = expected[gid]
        assert len(want) > 10, want           # the record's actions did print lines
        assert lines[: len(want)] == want     # the same lines, in the same order, as live play
        assert lines[len(want)][0] == i18n.t("table.resumed", n=len(recs[gid].actions))


@pytest.mark.parametrize("gid", ["research", "architect"])
def test_load_restores_the_move_log_for_every_game(tmp_path, gid):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=1.0)
    rec = unfinished(gid, GAMES[gid], k=20)
    want = live_log(app, rec)
    storage.save_slot("mine", rec)
    from zoo_desktop.ui.scenes.slots import SlotsScene
    app.reset_to(SlotsScene(app))
    app.frame()
    click_button(app, "load:0", frames=2)
    assert app.scene.name == f"{gid}-table"
    assert len(want) > 3 and app.scene.log.lines[: len(want)] == want


def test_one_unfinished_game_goes_straight_in_and_an_old_autosave_is_migrated(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    rec = unfinished("gorilla", 3, k=12)
    old = storage.legacy_autosave_path()
    save_record(old, rec)
    before = old.read_bytes()
    open_menu(app)
    moved = list(storage.autosaves_dir().glob("*.json"))
    assert not old.exists() and len(moved) == 1 and moved[0].read_bytes() == before   # byte for byte
    click_button(app, "continue", frames=2)
    table = app.scene
    assert table.name == "gorilla-table" and table.session.version >= 12
    assert any(len(line) > 0 for line, _ in table.log.lines[:-1])
    table.write_autosave()
    assert list(storage.autosaves_dir().glob("*.json")) == moved   # its moves go to the same file


def test_each_new_game_has_its_own_autosave_removed_when_it_ends(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    tables = []
    for gid in ("gorilla", "keepers"):
        n = GAMES[gid]
        s = Session(game_class(gid), GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1)), 3)
        table = make_table(app, s)
        app.reset_to(table)
        g = s.game
        s.apply(g.legal_actions(g.decision().players[0])[0], "human")
        tables.append(table)
    files = sorted(p.name for p in storage.autosaves_dir().glob("*.json"))
    assert len(files) == 2 and files[0].startswith("gorilla-") and files[1].startswith("keepers-")
    assert storage.clear_autosave(tables[0].session.meta)
    assert [p.name for p in storage.autosaves_dir().glob("*.json")] == [files[1]]


def test_beyond_the_bound_the_oldest_unfinished_game_moves_to_load_and_the_player_is_told(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    rec = unfinished("gorilla", 3, k=6)
    for i in range(storage.MAX_AUTOSAVES):
        r = GameRecord(rec.game, rec.config, rec.seed, rec.actions, rec.fingerprint, {"autosave": f"gorilla-old-{i}"})
        storage.autosave(r)
        os.utime(storage.autosave_path(r.meta), (1000 + i, 1000 + i))
    s = Session(game_class("gorilla"), GameConfig.make(3, seats=("human", "easy", "easy")), 3)
    table = make_table(app, s)
    app.reset_to(table)
    s.apply(s.game.legal_actions(s.game.decision().players[0])[0], "human")
    names = {p.stem for p in storage.autosaves_dir().glob("*.json")}
    assert len(names) == storage.MAX_AUTOSAVES and "gorilla-old-0" not in names
    assert (storage.saves_dir() / "gorilla-old-0.json").is_file()            # not lost: under Load
    assert any("the oldest" in text for text in app.toast.current())


def test_setup_remembers_count_seats_and_options_after_leaving(tmp_path):
    app = make_app(tmp_path)
    open_menu(app)
    click_button(app, "play:gorilla")
    click_button(app, "more")
    click_button(app, "seat:1")
    click_button(app, "seat:3")
    click_button(app, "option:match")
    setup = app.scene
    count, kinds = setup.count, list(setup.kinds[: setup.count])
    assert count == 4 and setup.options["match"] is True
    click_button(app, "back")
    assert app.scene.name == "menu"
    click_button(app, "play:gorilla")
    again = app.scene
    assert again is not setup and again.count == count and again.kinds[:count] == kinds
    assert again.options["match"] is True
    assert Settings.load().setup["gorilla"]["players"] == 4     # kept in settings.json, for the next start


def test_options_that_do_not_apply_are_hidden(tmp_path):
    app = make_app(tmp_path)
    open_menu(app)
    click_button(app, "play:keepers")
    while app.scene.count > 3:
        click_button(app, "fewer")
    assert app.scene.button("option:teams") is None      # the team game is for 4 players
    click_button(app, "more")
    click_button(app, "option:teams")
    assert app.scene.config().option("teams") is True
    click_button(app, "fewer")
    assert app.scene.button("option:teams") is None and app.scene.config().option("teams") is False
    click_button(app, "back")
    click_button(app, "play:gorilla")
    assert app.scene.button("option:match_target") is None   # only with a match
    click_button(app, "option:match")
    assert app.scene.button("option:match_target") is not None


def test_a_typed_name_appears_on_the_table(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0)
    open_menu(app)
    click_button(app, "play:gorilla")
    setup = app.scene
    box = setup.inputs[0]
    click(app, centre(box.rect))
    assert setup.inputs[0].active
    post(pygame.TEXTINPUT, text="Ana")
    post(pygame.TEXTINPUT, text="x")
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)           # keeps the name; does not start the game
    assert app.scene is setup and setup.names[0] == "Ana"
    click(app, centre(setup.inputs[1].rect))
    post(pygame.TEXTINPUT, text="Zed")
    key(app, pygame.K_ESCAPE)           # cancels the edit; does not leave setup
    assert app.scene is setup and setup.names[1] == ""
    click_button(app, "start", frames=3)
    table = app.scene
    assert table.name == "gorilla-table"
    assert table.session.config.names[0] == "Ana" and table.names[0] == "Ana"
    assert table.session.config.names[1] == ""       # a default name is kept as a key
    assert table.names[1] == "Bot 2 (Normal bot)"


def test_default_names_follow_the_language_they_are_shown_in(tmp_path):
    app = make_app(tmp_path, language="hu", anim_speed=0.0)
    i18n.set_language("hu")
    open_menu(app)
    click_button(app, "play:gorilla")
    hu_name = i18n.t("seat.player_n", n=1)
    assert hu_name != "Player 1" and app.scene.inputs[0].placeholder == hu_name
    click_button(app, "start", frames=3)
    table = app.scene
    assert table.names[0] == hu_name
    rec = table.session.record()
    assert rec.config.names[0] == ""
    i18n.set_language("en")
    assert table.names[0] == "Player 1" and table.names[1] == "Bot 2 (Normal bot)"
    # a record from before, which kept the Hungarian default name as text, reads English too
    old = GameConfig.make(3, seats=("human", "easy", "easy"), names=(hu_name, "Ana", ""))
    s = Session(game_class("gorilla"), old, 2)
    t2 = make_table(app, s)
    assert t2.names == ["Player 1", "Ana", "Bot 3 (Easy bot)"]


def test_a_saved_window_larger_than_the_desktop_is_clamped(tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    os.environ["ZOO_DESKTOP_DATA"] = str(tmp_path / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(tmp_path / "config")
    from zoo_desktop.ui.app import App
    app = App(settings=Settings(window=(3840, 2160)), fixed_dt=50.0)
    w, h = app.screen.get_size()
    assert w <= 1920 and h < 1080 - 60 and (w, h) >= (1280, 720)   # title bar and task bar stay clear
    app.goto_menu()
    app.frame()
    quit_b = app.scene.button("quit")
    assert app.vp.rect(quit_b.rect).bottom <= h                     # Quit is on the screen
    app2 = App(settings=Settings(window=(1600, 900)), fixed_dt=50.0)
    assert app2.screen.get_size() == (1600, 900)                     # a size that fits is kept


# ----------------------------------------------------------------------------- long lists scroll
def wheel(app, y: int, frames: int = 1):
    """One notch of the mouse wheel (y > 0: up, towards the top of the list)."""
    post(pygame.MOUSEMOTION, pos=app.vp.p(960, 500), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    for _ in range(frames):
        app.frame()


def row_titles(app) -> list[str]:
    """The row titles the list drew on its last frame (the text probe)."""
    from zoo_desktop.ui import gfx
    with gfx.probing() as probe:
        app.frame()
    names = {s.name if app.scene.name == "slots" else app.scene.title(s) for s in app.scene.slots}
    return [r.text for r in probe.records if r.text in names]


def thumb_drawn(app) -> bool:
    from zoo_desktop.ui.widgets import ScrollBar
    bar = app.scene.scroller
    top, h = bar.thumb()
    x, y = app.vp.p(bar.bar[0] + bar.bar[2] / 2, top + h / 2)
    return tuple(app.screen.get_at((x, y)))[:3] == ScrollBar.thumb_colour


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_load_list_of_fifteen_saves_scrolls_to_the_fifteenth_with_wheel_and_keys(tmp_path, size):
    """More saves than rows: the list scrolls by whole rows with the wheel and the keys, shows
    its bar (and where it stands), and the 15th save becomes visible and opens."""
    app = make_app(tmp_path, size=size, anim_speed=0.0)
    rec = unfinished("gorilla", 3, k=6)
    for i in range(15):
        p = storage.save_slot(f"save {i + 1:02d}", rec)
        os.utime(p, (5000 - i, 5000 - i))          # save 01 newest: listed first, save 15 last
    open_menu(app)
    click_button(app, "load", frames=2)
    scene = app.scene
    assert scene.name == "slots" and len(scene.slots) == 15 and scene.slots[14].name == "save 15"
    shown = row_titles(app)
    assert shown[0] == "save 01" and "save 15" not in shown and len(shown) == scene.rows
    assert scene.button("load:14") is None                     # not clickable out of view
    assert thumb_drawn(app)                                    # the cue: a bar with its thumb
    assert i18n.t("slots.showing", a=1, b=scene.rows, total=15) in {r for r in _texts(app)}
    for _ in range(20):                                        # the wheel, down
        wheel(app, -1)
        if scene.button("load:14") is not None:
            break
    assert "save 15" in row_titles(app) and row_titles(app)[-1] == "save 15"
    assert thumb_drawn(app)
    wheel(app, -1)                                             # past the end: stays
    assert row_titles(app)[-1] == "save 15"
    key(app, pygame.K_HOME)
    assert row_titles(app)[0] == "save 01"
    key(app, pygame.K_PAGEDOWN)
    assert row_titles(app)[0] == f"save {scene.rows:02d}"       # a page less one row
    key(app, pygame.K_UP)
    assert row_titles(app)[0] == f"save {scene.rows - 1:02d}"
    key(app, pygame.K_END)
    assert row_titles(app)[-1] == "save 15"
    wheel(app, 1)
    assert row_titles(app)[-1] == "save 14"                    # one row up
    key(app, pygame.K_DOWN)
    click_button(app, "load:14", frames=2)
    assert app.scene.name == "gorilla-table"
    assert app.scene.session.meta.get("slot") == "save 15"


def _texts(app) -> list[str]:
    from zoo_desktop.ui import gfx
    with gfx.probing() as probe:
        app.frame()
    return [r.text for r in probe.records]


def test_continue_list_longer_than_the_screen_scrolls(tmp_path):
    """Twelve unfinished games (more than the ten rows): the 12th is reached with the wheel
    and continued; a delete at the end of the list leaves no empty page."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0)
    base = unfinished("gorilla", 3, k=6)
    for i in range(12):
        rec = GameRecord(base.game, base.config, base.seed + 0, list(base.actions))
        rec.fingerprint = base.fingerprint
        rec.meta["autosave"] = f"gorilla-{i:02d}"
        storage.autosaves_dir().mkdir(parents=True, exist_ok=True)
        save_record(storage.autosave_path(rec.meta), rec)   # (storage.autosave keeps ten)
        os.utime(storage.autosave_path(rec.meta), (9000 - i, 9000 - i))
    open_menu(app)
    click_button(app, "continue", frames=2)
    scene = app.scene
    assert scene.name == "continue" and len(scene.slots) == 12 and scene.button("load:11") is None
    assert thumb_drawn(app)
    for _ in range(5):
        wheel(app, -1)
    assert scene.button("load:11") is not None and scene.button("load:0") is None
    click_button(app, "delete:11", frames=1)
    click_button(app, "dialog:True", frames=2)
    assert len(scene.slots) == 11 and scene.button("load:10") is not None
    click_button(app, "load:10", frames=2)
    assert app.scene.name == "gorilla-table"

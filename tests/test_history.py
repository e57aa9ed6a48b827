"""Game history and statistics (issue 18, items 2 and 5): the statistics of seeded games equal
a hand count; a writer SIGKILLed mid-write leaves a sound database holding every committed
game; a damaged file is reported, moved aside with its bytes and rebuilt with the same rows;
the schema migrates from version 1 to 2; the results record a game once; the statistics
scene opens from the menu through real events, draws its numbers, and exports CSV that
parses back."""
from __future__ import annotations

import csv
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from history_games import finished
from zoo_desktop import history
from zoo_desktop.history import History, wilson

ROOT = Path(__file__).resolve().parent.parent
BASE = 1_780_000_000.0   # a fixed finish time: game i finishes at BASE + 60 * i

# (game, seats, seed, names): seat 0 is the human ("" = the default name, so "you")
GAMES = [
    ("gorilla", ("human", "easy", "normal"), 11, ()),
    ("gorilla", ("human", "hard", "normal:aggressive"), 12, ()),
    ("gorilla", ("human", "easy", "easy"), 13, ()),
    ("gorilla", ("human", "normal:cautious", "easy"), 14, ()),
    ("research", ("human", "normal"), 3, ()),
    ("research", ("human", "normal:scholar"), 4, ()),
]
_SESSIONS: list = []


@pytest.fixture(autouse=True)
def shared_cache(tmp_path_factory, monkeypatch):
    """One cache folder for the module's apps: the sounds and catalogs are made once, not
    once per test (each test still has its own data folder)."""
    monkeypatch.setenv("ZOO_DESKTOP_CACHE", str(tmp_path_factory.getbasetemp() / "history-cache"))


def sessions():
    """The six seeded games, played once per test run (~1 s)."""
    if not _SESSIONS:
        for i, (gid, seats, seed, names) in enumerate(GAMES):
            _SESSIONS.append(finished(gid, seats, seed, names=names, slap_ms=(300 + 40 * i, 650, 480 + i)))
    return _SESSIONS


def fill(h: History, ss=None) -> None:
    for i, s in enumerate(ss or sessions()):
        h.add(s.record(), s.game.scores(), s.game.ranking(), now=BASE + 60 * i)


def rows(db: Path) -> list[tuple]:
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT uid, finished_at, game, seats, names, scores, ranking, record FROM games "
                           "ORDER BY uid").fetchall()
    finally:
        con.close()


# ----------------------------------------------------------------------------- a hand count
def hand_count(ss, gid: str) -> dict:
    """What the statistics of `gid` must say, counted here from the sessions themselves."""
    mine = [s for s in ss if s.game_cls.info.id == gid]
    won = [s.game.ranking()[0] == 0 for s in mine]
    scores = [s.game.scores()[0] for s in mine]
    per: dict[str, list[int]] = {}
    for s, w in zip(mine, won):
        kinds = set()
        for kind in s.config.seats[1:]:
            kinds.add(kind.split(":")[0])
            if ":" in kind:
                kinds.add(kind)
        for k in kinds:
            per.setdefault(k, [0, 0])
            per[k][0] += 1
            per[k][1] += w
    streak = best = 0
    for w in won:
        streak = streak + 1 if w else 0
        best = max(best, streak)
    slaps = sorted(h.action.t for s in mine for h in s.history
                   if h.action.kind == "slap" and h.action.player == 0)
    return {"played": len(mine), "wins": sum(won), "per": per, "best": max(scores), "avg": sum(scores) / len(scores),
            "streak": streak, "best_streak": best, "scores": scores, "slaps": slaps}


def test_statistics_after_seeded_games_equal_a_hand_count(tmp_path):
    h = History(tmp_path / "h.sqlite", tmp_path / "kept")
    ss = sessions()
    fill(h, ss)
    for gid in ("gorilla", "research"):
        want = hand_count(ss, gid)
        st = h.stats(gid)
        assert (st.played, st.wins) == (want["played"], want["wins"])
        assert {v.kind: [v.games, v.wins] for v in st.vs} == want["per"]
        assert st.best_score == want["best"] and st.avg_score == pytest.approx(want["avg"])
        assert (st.current_streak, st.best_streak) == (want["streak"], want["best_streak"])
        assert st.scores == want["scores"]
        assert st.interval == wilson(want["wins"], want["played"])
        if gid == "gorilla":
            assert want["slaps"] and st.rt_count == len(want["slaps"])
            assert st.rt_best == want["slaps"][0]
            n = len(want["slaps"])
            mid = want["slaps"][n // 2] if n % 2 else (want["slaps"][n // 2 - 1] + want["slaps"][n // 2]) / 2
            assert st.rt_median == mid
        else:
            assert st.rt_count == 0 and st.rt_median is None   # not measured, never invented
    assert h.players("gorilla") == [("", 4)]
    # levels first (easy, normal, hard), then the personalities
    assert [v.kind for v in h.stats("gorilla").vs] == ["easy", "normal", "hard", "normal:aggressive", "normal:cautious"]


def test_a_game_is_added_once_and_bot_only_games_not_at_all(tmp_path):
    h = History(tmp_path / "h.sqlite", tmp_path / "kept")
    s = sessions()[0]
    h.add(s.record(), s.game.scores(), s.game.ranking())
    h.add(s.record(), s.game.scores(), s.game.ranking())   # the results shown again
    assert h.count() == 1 and len(list((tmp_path / "kept").glob("*.json"))) == 1
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.simulate import play_one
    bots = play_one("research", GameConfig.make(2, seats=("easy", "easy")), 5, budget_ms=5)
    assert h.add(bots.record(), bots.game.scores(), bots.game.ranking()) is None
    assert h.count() == 1


def test_the_duration_counts_from_the_games_first_write(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOO_DESKTOP_DATA", str(tmp_path / "data"))
    from zoo_desktop import storage
    s = sessions()[4]
    meta = dict(s.meta)
    meta.pop("created", None)
    storage.claim_autosave(meta, "research")   # the table's first autosave
    started = time.mktime(time.strptime(meta["created"], history.STAMP))
    rec = s.record()
    rec.meta = meta
    h = History(tmp_path / "h.sqlite", tmp_path / "kept")
    fin = h.add(rec, s.game.scores(), s.game.ranking(), now=started + 95.4)
    assert fin.duration_s == 95.0 and fin.finished_at.startswith(time.strftime(history.STAMP, time.localtime(started + 95)))
    assert h.con.execute("SELECT duration_s FROM games").fetchone()[0] == 95.0


_HOT: list = []


def hot_seat():
    """Two hot-seat games: Ann, Bo and an easy bot; you and Ann."""
    if not _HOT:
        _HOT.append(finished("research", ("human", "human", "easy"), 21, names=("Ann", "Bo", "")))
        _HOT.append(finished("research", ("human", "human"), 22, names=("", "Ann")))
    return _HOT


def test_hot_seat_players_count_by_their_names(tmp_path):
    """Two humans who typed their names count apart; a default-named human is "you"."""
    s, t = hot_seat()
    h = History(tmp_path / "h.sqlite", tmp_path / "kept")
    fill(h, [s, t])
    assert dict(h.players("research")) == {"Ann": 2, "Bo": 1, "": 1}
    ann = h.stats("research", "Ann")
    assert ann.played == 2 and ann.scores == [s.game.scores()[0], t.game.scores()[1]]
    assert ann.wins == (s.game.ranking()[0] == 0) + (t.game.ranking()[0] == 1)
    assert [v.kind for v in ann.vs] == ["easy"] and ann.vs[0].games == 1   # humans are no bot level


def test_hot_seat_players_are_picked_in_the_scene(tmp_path):
    from uidriver import click_button, make_app
    from zoo_desktop.ui import gfx
    from zoo_desktop.ui.scenes.stats import StatsScene
    app = make_app(tmp_path)
    history.close_shared()
    fill(history.shared(), hot_seat())
    app.reset_to(StatsScene(app, "research"))
    app.frame()
    assert app.scene.player == "" and app.scene.stats.played == 1   # you first
    seen = []
    for _ in range(3):
        click_button(app, "player", frames=1)
        with gfx.probing() as probe:
            app.frame()
        seen.append((app.scene.player, app.scene.stats.played))
        assert f"Player: {app.scene.player or 'You'}" in [r.text for r in probe.records]
    assert seen == [("Ann", 2), ("Bo", 1), ("", 1)]   # by games played after you
    history.close_shared()


def test_temporary_files_of_killed_writes_are_cleaned(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOO_DESKTOP_DATA", str(tmp_path / "data"))
    from zoo_desktop import paths, storage
    paths.finished_dir().mkdir(parents=True)
    (paths.data_dir() / "exports").mkdir()
    old = [paths.finished_dir() / "20260101-gorilla-abc.json.x1y2.tmp", paths.data_dir() / "exports" / "h.csv.q.tmp"]
    for f in old:
        f.write_text("half")
        os.utime(f, (time.time() - 600, time.time() - 600))
    assert storage.clean_temp_files() == 2 and not any(f.exists() for f in old)


def test_the_command_line_prints_the_statistics_and_writes_csv(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ZOO_DESKTOP_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("ZOO_DESKTOP_CONFIG", str(tmp_path / "config"))
    from zoo_desktop.cli import main
    h = History()
    fill(h)
    want = h.stats("gorilla").to_json()
    h.close()
    assert main(["history", "gorilla"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got == want and got["played"] == 4 and got["reaction_ms"]["slaps"] > 0
    assert main(["history"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["game"] for x in lines] == ["gorilla", "keepers", "research", "architect"]
    assert [x["played"] for x in lines] == [4, 0, 2, 0] and lines[2]["reaction_ms"] is None
    assert main(["history", "research", "--csv", str(tmp_path / "r.csv")]) == 0
    assert json.loads(capsys.readouterr().out) == {"csv": str(tmp_path / "r.csv"), "games": 2}
    with open(tmp_path / "r.csv", newline="", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 4   # two games of two seats


def test_wilson_is_the_benchmarks_interval():
    sys.path.insert(0, str(ROOT / "bench"))
    import tournament
    assert tournament.wilson is wilson
    lo, hi = wilson(6, 24)
    assert 0.11 < lo < 0.13 and 0.44 < hi < 0.46 and wilson(0, 0) == (0.0, 0.0)


# ----------------------------------------------------------------------------- kill, damage, migration
WRITER = r"""
import json, sys, time
from zoo_desktop.engine.record import GameRecord
from zoo_desktop.games import game_class
from zoo_desktop.history import History
db, kept, src = sys.argv[1:4]
base = [GameRecord.from_json(json.loads(line), game_class) for line in open(src, encoding="utf-8")]
h = History(db, kept, keep=50)
i = int(sys.argv[4])
while True:
    rec = base[i % len(base)]
    rec = GameRecord(rec.game, rec.config, rec.seed, rec.actions, rec.fingerprint, {"created": f"run {i}"})
    fin = h.add(rec, json.loads(sys.argv[5])[i % len(base)], json.loads(sys.argv[6])[i % len(base)])
    print(fin.uid, flush=True)
    i += 1
"""


def test_a_writer_killed_mid_write_loses_no_committed_game(tmp_path):
    src = tmp_path / "records.jsonl"
    ss = sessions()[:3]
    src.write_text("\n".join(json.dumps(s.record().to_json()) for s in ss), encoding="utf-8")
    db, kept = tmp_path / "h.sqlite", tmp_path / "kept"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    journal = db.with_name(db.name + "-journal")   # there only while a transaction writes
    committed: list[str] = []
    start = 0
    hot = 0
    for delay in (0.1, 0.2, 0.3):   # three kills, the same database
        p = subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(kept), str(src), str(start),
                              json.dumps([s.game.scores() for s in ss]), json.dumps([s.game.ranking() for s in ss])],
                             env=env, stdout=subprocess.PIPE, text=True)
        first = p.stdout.readline()   # it is writing
        assert first, "the writer did not start"
        time.sleep(delay)
        end = time.monotonic() + 5
        while not journal.exists() and time.monotonic() < end:   # inside a transaction
            pass
        p.send_signal(signal.SIGKILL)
        out = first + p.stdout.read()
        p.wait()
        assert p.returncode == -signal.SIGKILL
        done = out.split()
        committed += done
        start += len(done) + 1
        hot += journal.exists()   # killed mid-transaction: its journal left behind, rolled back on open
        # the database alone (no repair, no sync from the kept records): sound, every
        # committed game in it, at most the one in progress beyond them
        con = sqlite3.connect(db)
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        have = {r[0] for r in con.execute("SELECT uid FROM games")}
        seats = con.execute("SELECT COUNT(*) FROM seats").fetchone()[0]
        con.close()
        assert set(committed) <= have and len(have) <= len(committed) + 3
        assert seats == 3 * len(have)   # a game and its seats in one transaction
    assert len(committed) >= 6
    assert hot >= 1, "no kill landed inside a transaction"
    h = History(db, kept)
    assert h.notice == "" and h.count() >= len(committed)


def test_a_damaged_database_is_reported_moved_aside_and_rebuilt(tmp_path):
    db, kept = tmp_path / "h.sqlite", tmp_path / "kept"
    h = History(db, kept)
    fill(h)
    before, stats = rows(db), h.stats("gorilla")
    h.close()
    garbage = os.urandom(3000) + b"not a database" * 100
    db.write_bytes(garbage)
    h = History(db, kept)
    assert h.notice == "history.damaged" and h.notice_args["n"] == len(GAMES)
    aside = tmp_path / h.notice_args["name"]
    assert aside.name.startswith("h.sqlite.damaged-") and aside.read_bytes() == garbage   # the bytes kept
    assert rows(db) == before and h.stats("gorilla") == stats   # the same rows, the same numbers
    from zoo_desktop.i18n import set_language, t
    set_language("uk")
    try:
        text = t(h.notice, **h.notice_args)
        assert aside.name in text and "Історію" in text
    finally:
        set_language("en")


def test_a_database_damaged_inside_is_rebuilt_too(tmp_path):
    """A sound header with pages overwritten: the integrity check fails (or reading does);
    what still reads is salvaged, the kept records give the rest."""
    db, kept = tmp_path / "h.sqlite", tmp_path / "kept"
    h = History(db, kept)
    fill(h)
    before = rows(db)
    h.close()
    data = bytearray(db.read_bytes())
    page = 4096
    for k in range(1, len(data) // page, 2):   # every other page after the first
        data[k * page + 8: k * page + 600] = os.urandom(592)
    db.write_bytes(bytes(data))
    h = History(db, kept)
    assert h.notice == "history.damaged"
    assert rows(db) == before


def test_kept_records_are_bounded_and_a_lost_game_comes_back(tmp_path):
    db, kept = tmp_path / "h.sqlite", tmp_path / "kept"
    h = History(db, kept, keep=4)
    fill(h)
    files = sorted(kept.glob("*.json"))
    assert len(files) == 4   # the newest four of six
    h.con.execute("DELETE FROM games WHERE uid = ?", (files[-1].stem.rpartition("-")[2],))   # a kill before the commit
    h.close()
    h = History(db, kept, keep=4)
    assert h.count() == len(GAMES)


def test_schema_version_and_a_migration_from_1_to_2(tmp_path):
    db = tmp_path / "h.sqlite"
    con = sqlite3.connect(db)
    for stmt in history._statements(history.V1):
        con.execute(stmt)
    s = sessions()[0]
    rec = s.record()
    con.execute("INSERT INTO games (uid, finished_at, game, players, seats, names, scores, ranking, duration_s, record) "
                "VALUES (?,?,?,?,?,?,?,?,?,?)",
                ("u1", "2026-01-02 10:00:00.000", "gorilla", 3, json.dumps(list(rec.config.seats)),
                 json.dumps(list(rec.config.names)), json.dumps(s.game.scores()), json.dumps(s.game.ranking()),
                 61.0, json.dumps(rec.to_json())))
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    h = History(db, tmp_path / "kept")
    assert h.notice == "" and h.schema_version() == history.SCHEMA_VERSION == 2
    st = h.stats("gorilla")
    assert st.played == 1 and st.scores == [s.game.scores()[0]] and st.rt_count > 0   # seats filled from v1 rows
    assert h.con.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 3
    h.close()
    # a database from a newer version is left exactly as it is
    con = sqlite3.connect(db)
    con.execute("PRAGMA user_version = 3")
    con.commit()
    con.close()
    raw = db.read_bytes()
    h = History(db, tmp_path / "kept")
    assert h.notice == "history.newer" and not h.usable and db.read_bytes() == raw
    h.close()


def test_a_failed_migration_changes_nothing(tmp_path, monkeypatch):
    db = tmp_path / "h.sqlite"
    History(db, tmp_path / "kept").close()
    con = sqlite3.connect(db)
    con.execute("PRAGMA user_version = 1")
    con.execute("DROP TABLE seats")
    con.commit()
    con.close()

    def broken(c):
        c.execute("CREATE TABLE seats (x)")
        raise RuntimeError("half way")
    monkeypatch.setitem(history.MIGRATIONS, 1, broken)
    with pytest.raises(RuntimeError):   # (its in-memory stand-in fails the same way; the UI says so)
        History(db, tmp_path / "kept")
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    assert con.execute("SELECT name FROM sqlite_master WHERE name = 'seats'").fetchone() is None
    con.close()


# ----------------------------------------------------------------------------- the UI
def test_results_record_once_and_the_stats_scene_opens_from_the_menu(tmp_path):
    from uidriver import click_button, make_app
    from zoo_desktop.ui import gfx
    from zoo_desktop.ui.scenes import pages
    from zoo_desktop.ui.scenes.pages import ResultsScene
    from zoo_desktop.ui.smoke import TextCheck
    app = make_app(tmp_path, size=(1280, 720))
    history.close_shared()
    pages._RECORDED.clear()   # (the sessions are shared by this module's tests)
    s = sessions()[0]
    app.reset_to(ResultsScene(app, s))
    app.frame()
    app.replace(ResultsScene(app, s))   # entered again: still one game
    app.frame()
    h = history.shared()
    assert h.count() == 1 and h.path.parent == Path(os.environ["ZOO_DESKTOP_DATA"])
    for i, t in enumerate(sessions()[1:], start=1):
        app.replace(ResultsScene(app, t))
        app.frame()
    assert h.count() == len(GAMES)
    app.goto_menu()
    app.frame()
    click_button(app, "stats", frames=2)
    assert app.scene.name == "stats" and app.scene.gid == "gorilla"
    with gfx.probing() as probe:
        app.frame()
    drawn = [r.text for r in probe.records]
    want = hand_count(sessions(), "gorilla")
    assert "Games played" in drawn and str(want["played"]) in drawn and str(want["best"]) in drawn
    assert "Easy bot" in drawn and "Normal bot: aggressive" in drawn
    assert any(x.endswith(" ms") and "," in x for x in drawn)   # the reaction times: median, best
    # every text fits its box, here and in the longest languages
    check = TextCheck()
    check.frame(app, "stats")
    assert check.problems["stats"] == []
    click_button(app, "export", frames=1)
    out = app.scene.exported
    assert out.parent == Path(os.environ["ZOO_DESKTOP_DATA"]) / "exports"
    with open(out, newline="", encoding="utf-8") as f:
        got = list(csv.DictReader(f))
    gor = [s for s in sessions() if s.game_cls.info.id == "gorilla"]
    assert len(got) == sum(s.config.players for s in gor)
    mine = [r for r in got if r["seat"] == "0"]
    assert [int(r["score"]) for r in mine] == want["scores"]
    assert [r["won"] for r in mine] == [str(int(s.game.ranking()[0] == 0)) for s in gor]
    assert all(r["kind"] == "human" and r["player"] == "" for r in mine)
    click_button(app, "game:research", frames=1)
    assert app.scene.gid == "research" and app.scene.stats.played == 2
    with gfx.probing() as probe:
        app.frame()
    assert "not measured" not in [r.text for r in probe.records]   # reaction times are Gorilla's only
    click_button(app, "back", frames=1)
    assert app.scene.name == "menu"
    history.close_shared()


@pytest.mark.parametrize("lang,size", [("uk", (1280, 720)), ("hu", (1280, 720)), ("pt", (1920, 1080))])
def test_stats_text_fits_in_the_longest_languages(tmp_path, lang, size):
    from uidriver import make_app
    from zoo_desktop.ui.scenes.stats import StatsScene
    from zoo_desktop.ui.smoke import TextCheck
    app = make_app(tmp_path, size=size, language=lang)
    history.close_shared()
    fill(history.shared())
    check = TextCheck()
    for gid in ("gorilla", "research", "keepers"):   # full, without reaction times, empty
        app.reset_to(StatsScene(app, gid))
        app.frame()
        check.frame(app, gid)
        assert check.problems[gid] == [], (gid, check.problems[gid])
    history.close_shared()


def test_a_damaged_database_is_said_in_a_toast(tmp_path):
    from uidriver import click_button, make_app
    app = make_app(tmp_path)
    history.close_shared()
    fill(history.shared())
    history.close_shared()
    history.db_path().write_bytes(b"\0garbage" * 500)
    app.goto_menu()
    app.frame()
    click_button(app, "stats", frames=1)
    d = app.scene.dialog
    assert d is not None and d.title == "Game history" and "moved aside as history.sqlite.damaged-" in d.body
    assert app.scene.stats.played == 4
    click_button(app, d.buttons[0].name, frames=1)
    assert app.scene.dialog is None and app.scene.name == "stats"
    history.close_shared()

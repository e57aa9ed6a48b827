"""Game history: the database's size per 1,000 finished games and the time the statistics
scene takes to open with 1,000 games (issue 18, item 2).

    python bench/history_bench.py [--games 1000] [--runs 5]

A pool of seeded games with a human seat (tests/history_games.py: every game, Zoo Architect
the longest records) is added again and again as distinct games (another start time), one
transaction and one kept record file each, as the results screen adds them. Prints the
time per added game, the database's bytes (and per 1,000 games), the kept folder's bytes,
then the statistics scene opened from the menu in a headless window: the history opened
cold (integrity check, kept-records check), the numbers read, the first frame drawn, the
median of `--runs` openings."""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

POOL = [("gorilla", ("human", "easy", "normal")), ("gorilla", ("human", "hard", "normal:aggressive")),
        ("gorilla", ("human", "normal", "normal", "easy")), ("keepers", ("human", "normal")),
        ("keepers", ("human", "easy", "hard")), ("research", ("human", "normal")),
        ("research", ("human", "normal:scholar", "easy")), ("architect", ("human", "easy"))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="zoo-history-"))
    os.environ["ZOO_DESKTOP_DATA"] = str(tmp / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(tmp / "config")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from history_games import finished
    from zoo_desktop import history
    from zoo_desktop.engine.record import GameRecord

    t0 = time.perf_counter()
    pool = [finished(gid, seats, 100 + i) for i, (gid, seats) in enumerate(POOL)]
    print(f"pool of {len(pool)} games played in {time.perf_counter() - t0:.1f} s; actions per record: "
          f"{[s.version for s in pool]}")
    h = history.History(keep=500)
    base = time.time() - args.games * 600
    t0 = time.perf_counter()
    for i in range(args.games):
        s = pool[i % len(pool)]
        rec = s.record()
        rec = GameRecord(rec.game, rec.config, rec.seed, rec.actions, rec.fingerprint,
                         {"created": time.strftime(history.STAMP, time.localtime(base + i * 600 - 300))})
        h.add(rec, s.game.scores(), s.game.ranking(), now=base + i * 600)
    add_s = time.perf_counter() - t0
    h.close()
    db = history.db_path()
    size = db.stat().st_size
    kept = sum(f.stat().st_size for f in history.kept_dir().glob("*.json"))
    nkept = len(list(history.kept_dir().glob("*.json")))
    print(f"added {args.games} games: {add_s * 1000 / args.games:.1f} ms a game (kept file + one transaction, fsync'd)")
    print(f"database: {size / 1e6:.2f} MB for {args.games} games = {size / args.games * 1000 / 1e6:.2f} MB per 1,000 games")
    print(f"kept records: {nkept} files, {kept / 1e6:.2f} MB")

    import pygame

    from uidriver import click_button, make_app
    app = make_app(tmp, size=(1920, 1080))
    app.goto_menu()
    app.frame()
    opens, frames, totals, warm = [], [], [], []
    for _ in range(args.runs):
        history.close_shared()            # cold: opened, checked and read again
        t0 = time.perf_counter()
        click_button(app, "stats", frames=0)
        app.frame()                       # the click: the scene entered and its first frame drawn
        pygame.display.flip()
        totals.append((time.perf_counter() - t0) * 1000)
        opens.append(app.scene.opened_ms)
        assert app.scene.name == "stats" and app.scene.stats.played == sum(
            1 for i in range(args.games) if pool[i % len(pool)].game_cls.info.id == "gorilla")
        t0 = time.perf_counter()
        app.frame()
        frames.append((time.perf_counter() - t0) * 1000)
        click_button(app, "back", frames=1)
        click_button(app, "stats", frames=1)   # again in the same run: the history is open already
        warm.append(app.scene.opened_ms)
        click_button(app, "back", frames=1)
    print(f"statistics scene with {args.games} games, median of {args.runs}: opened the first time in a run "
          f"(history opened, integrity-checked, numbers read) {statistics.median(opens):.1f} ms, click to first "
          f"frame {statistics.median(totals):.1f} ms; opened again {statistics.median(warm):.1f} ms; "
          f"a later frame {statistics.median(frames):.1f} ms")
    h = history.History()
    t0 = time.perf_counter()
    n = h.export_csv(tmp / "all.csv")
    print(f"CSV export of all {n} games: {(time.perf_counter() - t0) * 1000:.0f} ms, "
          f"{(tmp / 'all.csv').stat().st_size / 1e3:.0f} KB")
    h.close()
    history.close_shared()
    return 0


if __name__ == "__main__":
    sys.exit(main())

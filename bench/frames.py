"""CPU time per frame of the game tables (issue 14), headless, real draw path, in a busy
late-game position (bots played most of a game; nobody moves while measuring).

For Gorilla, Species Keepers and Field Research (and Zoo Architect for the figure) at
1280x720, 1920x1080 and 3840x2160: the CPU median per frame, the first frame after the table
opens with cold caches (what Continue does) and the first frame after a resize.
The table opens as a player's Continue opens it: from the menu, drawn at that size and left
idle until its warm-up is done (App.warm, App.prepare: the font pool, a spare layer, the
common glyphs at the floor and log sizes); `--cold` opens it without the menu (`--continue`
from the command line). Texts and pictures the table draws are cold either way.
Targets: median <= 8 ms at 4K and <= 4 ms at 1080p; first frames < 150 ms.
Field Research also with its overlays up, the human's decision over the table:
`research:keep` (a quest to keep, mid-game) and `research:scoring` (the scoring sheet).

    python bench/frames.py [frames, default 150] [--cold] [game ids, or research:keep / research:scoring...]

Figures 2026-12-03, idle (load 0.8), 30 frames: every first frame and every frame after a resize under
150 ms at every size, from the menu (4K first frames gorilla 35, keepers 126, research 58,
architect 96, research:keep 96, research:scoring 83 ms; the first table at 720p opens the pool:
architect 124) and cold (4K: 65 / 111 / 75 / 129 / 101 / 106 ms); medians at 4K 4.5-6.5 ms, at
1080p 0.8-1.1 ms.

Figures, 4K first frames (issue 14 item 2, helper first4k: fit searches probing the size
scaled to the room first, a pool of 24 objects a weight, the idle menu loading the common
glyphs, shades and tall shadows in pieces, pictures copied not blended), in instructions
(valgrind callgrind, the bench's three sizes in one process, the 4K first frame counted;
load-independent), old -> new:

    table              from the idle menu      cold (no menu)
    keepers            412 -> 364 M            497 -> 450 M
    architect          488 -> 407 M            563 -> 540 M
    research:keep      401 -> 306 M            484 -> 412 M
    research:scoring   473 -> 367 M            559 -> 470 M

At an idle machine (load 0.2-1.5) the old code's bench gave 4K first frames of 148 / 178 /
118 / 133 ms (keepers / architect / keep / scoring, cold; 0.24-0.32 ms per M instructions),
so from the menu the new ones come to ~110 / ~130 / ~75 / ~90 ms. CPU ms at load 2.5-2.7
(the lead's bot games on both cores; one run each, back to back; figures at this load
scatter by a fifth to a third, at load 4.5-5 by more), 4K first frame / median:

    table              old cold      new from the menu    new cold
    keepers            131 / 5.7        120 / 6.0         178 / 6.2
    architect          167 / 5.3        149 / 6.0         141 / 4.8
    research:keep      143 / 5.2        114 / 6.5          99 / 4.7
    research:scoring   143 / 4.8         91 / 5.5         119 / 4.9

(the medians differ by the load only: what a steady frame draws did not change.)

Figures, first frames (issue 14: the font pool, few-probe fit searches, glyph bounds found on
the drawn rendering, spare layers), 30 frames, 5 runs of the old and new code alternating,
load 1.4-2.8 (two bot processes on the 2 cores), CPU ms min/median (medians per frame
unchanged: 0.7 / 1.5 / 6.5 ms at 720p / 1080p / 4K):

    table      size   first frame old -> new   after resize old -> new
    gorilla    720p    57/ 81 ->  72/102         17/ 25 ->   9/ 12   (the first table opens the pool)
    gorilla    1080p   26/ 36 ->  20/ 26         28/ 37 ->  14/ 19
    gorilla    4K      85/ 88 ->  77/ 96         77/ 82 ->  39/ 55
    keepers    720p    61/ 91 ->  48/ 52         58/ 67 ->  26/ 30
    keepers    1080p   61/ 86 ->  40/ 42         73/ 87 ->  36/ 45
    keepers    4K     150/188 -> 138/165        135/160 -> 102/129
    research   720p    48/ 66 ->  34/ 48         36/ 48 ->  22/ 23
    research   1080p   62/ 64 ->  31/ 38         59/ 70 ->  26/ 31
    research   4K     152/181 -> 125/136        112/133 ->  60/ 76
    architect  720p    71/ 94 ->  58/ 66         61/ 75 ->  34/ 49
    architect  1080p   89/ 98 ->  46/ 65         87/127 ->  55/ 68
    architect  4K     236/291 -> 150/201        174/196 -> 111/121

The same 4K frames in instructions (valgrind callgrind, every cache cold, the font pool
open, so not the load): first frame gorilla 228 -> 228 M, keepers 519 -> 442 M, research
476 -> 321 M, architect 702 -> 510 M; after a resize 217 -> 140, 438 -> 321, 342 -> 200,
495 -> 363 M. In a fresh process (no font object opened yet: `--continue` from the command
line, or this bench's first table) the pool's objects cost what the flushes saved
(architect 869 -> 868 M): the menu opens them while idle (App.prepare).
"""
from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ZOO_DESKTOP_DATA", "/tmp/zoo-bench-data")
os.environ.setdefault("ZOO_DESKTOP_CONFIG", "/tmp/zoo-bench-cfg")

SETUP = {"gorilla": (5, 0.8), "keepers": (4, 0.8), "research": (4, 0.8), "architect": (2, 0.6)}
SIZES = ((1280, 720), (1920, 1080), (3840, 2160))


def overlay_session(gid: str, overlay: str):
    """Field Research played on by normal bots in every seat until the human in seat 0
    must keep a quest after the first third of the game ("keep"), or score ("scoring")."""
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games import game_class, make_bots
    n = SETUP[gid][0]
    bots = make_bots(gid, GameConfig.make(n, seats=("normal",) * n), 7)
    for seed in range(7, 40):
        s = Session(game_class(gid), GameConfig.make(n, seats=("human",) + ("normal",) * (n - 1)), seed)
        while not s.game.is_over:
            g = s.game
            d = g.decision()
            if overlay == "keep" and g.phase == "play" and 0 in g.keep and d.players == (0,) and s.version > 40:
                return s
            if overlay == "scoring" and g.phase == "scoring" and 0 in d.players:
                return s
            if d.players and g.legal_actions(d.players[0]):
                p = d.players[0]
                s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human" if p == 0 else "bot")
            elif g.timers():
                s.apply(g.timers()[0][1], "timer")
            else:
                break
    raise SystemExit(f"{gid}: no {overlay} position found")


def late_session(gid: str):
    """A session with a human in seat 0, played by normal bots in every seat until about
    `share` of a typical game's actions (and never to the end)."""
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.simulate import play_one, play_seats
    from zoo_desktop.games import game_class, make_bots
    n, share = SETUP[gid]
    bots_cfg = GameConfig.make(n, seats=("normal",) * n)
    try:
        total = play_one(gid, bots_cfg, 7).version
    except RuntimeError:  # the old Gorilla rules could loop for ever (issue 14): a long game
        total = 120
    s = Session(game_class(gid), GameConfig.make(n, seats=("human",) + ("normal",) * (n - 1)), 7)
    play_seats(s, make_bots(gid, bots_cfg, 7), int(total * share))
    return s


def cpu_ms(fn) -> float:
    t0 = time.process_time()
    fn()
    return (time.process_time() - t0) * 1000.0


def run(gid: str, frames: int) -> None:
    import pygame

    from zoo_desktop.engine.session import Session
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui import gfx
    from zoo_desktop.ui.app import App, make_table
    gid, _, overlay = gid.partition(":")
    s = overlay_session(gid, overlay) if overlay else late_session(gid)
    label = f"{gid}:{overlay}" if overlay else gid
    for size in SIZES:
        try:
            from zoo_desktop.ui.surfcache import SHARED
            SHARED.clear()
        except ImportError:
            pass
        if hasattr(gfx.font, "cache_clear"):   # older checkouts cached fonts per size
            gfx.font.cache_clear()
        app = App(size=size, settings=Settings(anim_speed=0.0), fixed_dt=16.7)
        if not COLD:   # Continue from the menu: it was drawn and waited for input (App.loop)
            from zoo_desktop.ui.scenes.menu import MenuScene
            app.reset_to(MenuScene(app))
            app.frame()
            app.warm()
            pygame.event.clear()
            app.prepare()
            if app._warming is not None:
                raise SystemExit("the menu's warm-up did not finish")
        sess = Session.from_record(s.game_cls, s.record())
        table = make_table(app, sess)
        table.autosave = False
        table.driver.bots = {}
        first = cpu_ms(lambda: (app.reset_to(table), app.frame()))
        for _ in range(10):
            app.frame()
        ts = [cpu_ms(app.frame) for _ in range(frames)]
        other = (1920, 1080) if size != (1920, 1080) else (1280, 720)
        app.resize(other)
        app.frame()           # drawn at the other size, so the way back renders again
        app.resize(size)
        resized = cpu_ms(app.frame)
        if app.errors or app.scene is not table:  # a frame that raised measures the menu
            raise SystemExit(f"{gid} {size}: the table failed to draw\n{app.errors[-1] if app.errors else ''}")
        if overlay and not table.overlay_up():
            raise SystemExit(f"{label}: the overlay is not up")
        print(f"{label:9} {size[0]}x{size[1]}: median {statistics.median(ts):5.2f} ms CPU  "
              f"p90 {sorted(ts)[int(len(ts) * 0.9)]:5.2f}  first frame {first:6.1f} ms  after resize {resized:6.1f} ms"
              f"  (action {sess.version})", flush=True)
        table.driver.close()
        pygame.display.quit()


COLD = False


def main(argv: list[str]) -> None:
    global COLD
    COLD = "--cold" in argv
    argv = [a for a in argv if a != "--cold"]
    frames = int(argv[0]) if argv else 150
    ids = argv[1:] or list(SETUP) + ["research:keep", "research:scoring"]
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
          f"  ({'cold: no menu before the table' if COLD else 'the table opened from the idle menu'})")
    for gid in ids:
        run(gid, frames)
    try:
        from zoo_desktop.engine import botproc
        botproc.shutdown()
    except ImportError:
        pass


if __name__ == "__main__":
    main(sys.argv[1:])

"""Zoo Architect table: frame time at 1920x1080 with a late-game 4-player table.

Prints median / p95 / max milliseconds per frame (event handling + update + draw) over
>= 300 frames in each of three phases, and over all of them:
  hover    the mouse sweeps the whole table (hover glows, tooltips)
  zoom     the mouse rests on one card after another: the full card zoom appears
  ghost    a building's placement ghost follows the mouse over the map (build decision)
  bots     the human has acted; three bots take their turns with animations at normal speed

    python bench/architect_frame_bench.py [--frames N] [--size WxH] [--level easy|normal]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--turns", type=int, default=170)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--verbose", action="store_true", help="print every frame slower than 8 ms")
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    tmp = tempfile.mkdtemp()
    os.environ["ZOO_DESKTOP_DATA"] = os.path.join(tmp, "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = os.path.join(tmp, "config")
    import pygame

    from zoo_desktop.games.architect.rules import UseCard
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    from zoo_desktop.games.architect.table.layout import GEO
    from zoo_desktop.ui.widgets import centre
    from zoo_desktop.games.architect.table.shots import late_session, start_build

    t0 = time.perf_counter()
    session = late_session(4, args.turns, seed=7, level=args.level)
    g = session.game
    print(f"position: 4 players, turn {g.turns}, {sum(len(p.bld) for p in g.pl)} buildings, "
          f"{sum(len(p.zoo) for p in g.pl)} cards in zoos, set up in {time.perf_counter() - t0:.1f} s")
    app = App(size=size, settings=Settings(anim_speed=1.0, bot_speed=1.0), fixed_dt=16.7)
    table = make_table(app, session)
    table.autosave = False
    app.reset_to(table)
    for _ in range(5):
        app.frame()

    def post_move(dpos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.vp.p(*dpos), rel=(1, 1), buttons=(0, 0, 0)))

    cpu: dict[int, list] = {}

    def timed(n, before=None):
        out = []
        mine = cpu.setdefault(id(out), [])
        for i in range(n):
            if before:
                before(i)
            s = time.perf_counter()
            c = time.thread_time()
            app.frame()
            pygame.display.flip()
            out.append((time.perf_counter() - s) * 1000.0)
            mine.append((time.thread_time() - c) * 1000.0)
            if args.verbose and out[-1] > 8:
                print(f"  slow frame {out[-1]:.1f} ms: version {table.session.version}, "
                      f"anim {[tw.data.get('events') for tw in table.anim.active]}")
        return out

    # 1. hover: sweep the table in a zig-zag
    pts = [(40 + (i * 97) % 1840, 30 + (i * 53) % 1020) for i in range(args.frames)]
    hover = timed(args.frames, lambda i: post_move(pts[i]))
    # 1b. zoom: the mouse rests on one card after another (the full card is rendered on first sight)
    g = table.session.game
    spots = [centre(table.display_rect(i)) for i in range(6)]
    spots += [centre(r) for r in table.hand_rects(g.pl[0].hand)]
    spots += [centre(table.project_rect(i)) for i in range(len(table.projects_on_board(g)))]
    zoom = timed(args.frames, lambda i: post_move((spots[(i // 25) % len(spots)][0] + i % 2, spots[(i // 25) % len(spots)][1])))
    # 2. the placement ghost over the map
    ghost = []
    if start_build(app, table):
        cells = [GEO.centre(c, r) for r in range(7) for c in range(9)]
        ghost = timed(args.frames, lambda i: post_move(cells[(i // 3) % len(cells)]))
        # finish the build action so that the bots play
        legal = table.session.game.legal_actions(table.viewer)
        from zoo_desktop.games.architect.rules import Done
        table.act(next((a for a in legal if isinstance(a, Done)), legal[0]))
    else:
        table.act(next(a for a in table.session.game.legal_actions(0) if isinstance(a, UseCard)))
    # 3. bots' turns with animations
    v = table.session.version
    bots = timed(args.frames, lambda i: post_move((1700, 1000)))
    moves = table.session.version - v

    def line(name, xs):
        if not xs:
            return f"{name:<7} (not measured)"
        c = cpu.get(id(xs), [])
        extra = f"   [main-thread CPU: median {statistics.median(c):5.2f} p95 {pct(c, 0.95):5.2f}]" if c else ""
        return (f"{name:<7} frames {len(xs):4d}  median {statistics.median(xs):6.2f} ms  p95 {pct(xs, 0.95):6.2f} ms"
                f"  max {max(xs):6.2f} ms{extra}")
    print(f"frame time at {size[0]}x{size[1]} (late-game 4-player table)")
    print(line("hover", hover))
    print(line("zoom", zoom))
    print(line("ghost", ghost))
    print(line("bots", bots) + f"  ({moves} actions applied, animated)")
    allx = hover + zoom + ghost + bots
    cpu[id(allx)] = sum((cpu.get(id(x), []) for x in (hover, zoom, ghost, bots)), [])
    print(line("all", allx))
    if app.errors:
        print(app.errors[0], file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

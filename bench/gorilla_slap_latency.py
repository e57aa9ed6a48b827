"""Gorilla slap race on the real clock (issue 13): a bot plays a gorilla, the table animates
it, and a scripted Space press is posted a known delay after the frame that marked T0 (the
first frame showing the gorilla landed, with the flash and the sound). Prints, per window
size and delay, when the press was posted (ms after T0), the logged reaction time, the error
(logged - posted: the table reads the press at the start of the next frame), the ms from the
flash to T0 (0 = same frame) and the median / max frame time while the flash is drawn.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python bench/gorilla_slap_latency.py [--runs 3]

Target: logged - posted within one frame."""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def one(size, delay, tmp):
    os.environ["ZOO_DESKTOP_DATA"] = str(Path(tmp) / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(Path(tmp) / "config")
    import pygame

    from zoo_desktop.engine import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games.gorilla.rules import Gorilla, Play
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App, make_table
    app = App(size=size, settings=Settings(anim_speed=1.0, bot_speed=0.0))
    s = Session(Gorilla, GameConfig.make(3, seats=("human", "easy", "easy")), 4)
    g = s.game
    g.hands = [["TIG-B", "PAR-G", "HIP-R"], ["GOR-Y", "ZEB-B", "ZEB-G"], ["RHI-G", "MON-R", "CRO-Y"]]
    g.pile, g.current, g.phase = ["ZEB-Y"], 1, "turn"
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    s.apply(Play(1, "GOR-Y"), "bot")
    frames, t0, posted = [], None, False
    deadline = time.perf_counter() + 5
    while time.perf_counter() < deadline:
        a = time.perf_counter()
        app.frame(16.7)
        frames.append((time.perf_counter() - a) * 1000)
        if t0 is None and table.driver.window_start() is not None:
            t0 = table.driver.window_start()
            flash_gap = table.flash_until - 600 - t0
            frames = []
        if t0 is not None and not posted and app.now() >= t0 + delay - 8:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
            posted = app.now() - t0
        slap = [h for h in s.history if h.action.kind == "slap" and h.action.player == 0]
        if slap:
            return slap[0].action.t, posted, flash_gap, frames
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - a)))
    return None, posted, None, frames


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print("size        delay  posted  logged  error  flash-T0  frame ms median/max")
    for size in ((1280, 720), (1920, 1080)):
        for delay in (250, 410):
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory() as tmp:
                    logged, posted, gap, frames = one(size, delay, tmp)
                med = statistics.median(frames) if frames else 0
                mx = max(frames) if frames else 0
                gap_s = "-" if gap is None else f"{gap:.0f}"
                err = "-" if logged is None else f"{logged - posted:+.0f}"
                print(f"{size[0]}x{size[1]:<6} {delay:5d}  {posted:6.0f}  {logged!s:>6}  {err:>5}  {gap_s:>8}  {med:5.1f} / {mx:5.1f}")


if __name__ == "__main__":
    main()

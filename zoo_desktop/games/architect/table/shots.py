"""Screenshots and positions of the Zoo Architect table for review, tests and the frame
benchmark. `python -m zoo_desktop.games.architect.table.shots [DIR] [WxH ...]` writes

  map-midgame, ghost-legal, ghost-illegal, zoom, association, support, keep, opponent, final-round, results

(one PNG per screen and size, default DIR /tmp/za-shots, sizes 1920x1080 and 1280x720)."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def late_session(players: int = 4, turns: int = 150, seed: int = 7, human_seats=(0,), adjacency: str = "any",
                 level: str = "easy", maps: str = "riverside"):
    """A session advanced by bots of `level` (the human seats too) until `turns` turns are
    played and it is seat 0's turn decision again: a busy late-game table."""
    from zoo_desktop.engine import GameConfig
    from zoo_desktop.engine.rng import Rng
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games.architect.bots import sane_move
    from zoo_desktop.games.architect.rules import UseCard, ZooArchitect
    seats = tuple("human" if p in human_seats else "easy" for p in range(players))
    names = ("",) * players   # default names, shown in the current language (engine/names.py)
    cfg = GameConfig.make(players, seats=seats, names=names, adjacency=adjacency, start_seat=0, maps=maps)
    s = Session(ZooArchitect, cfg, seed)
    rng = Rng(f"late-{seed}")
    bots = {}
    if level != "easy":
        from zoo_desktop.games.architect.bots import BOTS
        bots = {p: BOTS[level](ZooArchitect, p, seed, 30) for p in range(players)}
    for _ in range(20000):
        g = s.game
        if g.is_over:
            raise RuntimeError("the game ended before the wanted turn")
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        if g.turns >= turns and p == 0 and any(isinstance(a, UseCard) for a in legal):
            return s
        # prefer doing things (animals, sponsors, projects) so the table fills up
        a = bots[p].choose(g.view(p), legal) if bots else sane_move(legal, rng)
        s.apply(a, "human" if p in human_seats else "bot")
    raise RuntimeError("no position found")


def final_round_session(seed: int = 7):
    """A late session where Bot 3's appeal crossed after Bot 2's turn (ZA-END-1): the final
    round runs and it is seat 0's last turn decision, with Bot 2 still to play (ZA-END-2)."""
    from zoo_desktop.engine.rng import Rng
    from zoo_desktop.games.architect.bots import sane_move
    from zoo_desktop.games.architect.rules import UseCard, score_threshold
    s = late_session(4, 150, seed)
    rng = Rng(f"final-{seed}")

    def step():
        g = s.game
        q = g.decision().players[0]
        s.apply(sane_move(g.legal_actions(q), rng), "human" if q == 0 else "bot")
    while s.game.current != 1:
        step()
    g = s.game
    g.pl[2].appeal = score_threshold(g.pl[2].cp) + 1     # set by hand: the trigger at this turn's end
    g.invalidate()
    for _ in range(5000):
        g = s.game
        p = g.decision().players[0]
        if g.final_left is not None and p == 0 and any(isinstance(a, UseCard) for a in g.legal_actions(p)):
            return s
        step()
    raise RuntimeError("no final round position found")


def _app(size, tmp, lang="en", ui_scale=1.0):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["ZOO_DESKTOP_DATA"] = str(Path(tmp) / "data")
    os.environ["ZOO_DESKTOP_CONFIG"] = str(Path(tmp) / "config")
    from zoo_desktop.settings import Settings
    from zoo_desktop.ui.app import App
    return App(size=size, settings=Settings(anim_speed=0.0, bot_speed=0.0, language=lang, ui_scale=ui_scale),
               fixed_dt=50.0)


def _post(app, kind, dpos=None, **kw):
    import pygame
    if dpos is not None:
        kw["pos"] = app.vp.p(*dpos)
    pygame.event.post(pygame.event.Event(kind, **kw))


def mouse(app, dpos, frames: int = 2):
    import pygame
    _post(app, pygame.MOUSEMOTION, dpos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(frames):
        app.frame()


def click(app, dpos, frames: int = 2):
    import pygame
    _post(app, pygame.MOUSEMOTION, dpos, rel=(0, 0), buttons=(0, 0, 0))
    _post(app, pygame.MOUSEBUTTONDOWN, dpos, button=1)
    _post(app, pygame.MOUSEBUTTONUP, dpos, button=1)
    for _ in range(frames):
        app.frame()


def open_late(app, players=4, turns=150, seed=7, maps="riverside"):
    from zoo_desktop.ui.scene import make_table
    s = late_session(players, turns, seed, maps=maps)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    for _ in range(3):
        app.frame()
    return table


def ghost_cells(table, legal: bool):
    """A cell of the map where the selected building's ghost is legal (or not)."""
    from zoo_desktop.games.architect import hexmap as H
    g = table.session.game
    for r in range(H.ROWS):
        for c in range(H.COLS):
            err = g.placement_error(table.viewer, table.sel.kind, c, r, table.rot)
            if (err is None) == legal:
                return (c, r)
    return None


def start_build(app, table) -> bool:
    """Use the Build card by clicking it and pick the first building that fits somewhere."""
    from zoo_desktop.games.architect.rules import UseCard
    g = table.session.game
    a = next((x for x in g.legal_actions(table.viewer) if isinstance(x, UseCard) and x.card == "build" and x.x == 0), None)
    if a is None:
        return False
    v = table.session.version
    for _ in range(6):
        click(app, table.point_for(a))
        if table.session.version != v:
            break
    for _ in range(200):
        if table.building_mode():
            break
        app.frame()
    if not table.building_mode():
        return False
    for s in table.current_spots():
        if s.key and s.key[0] == "kind":
            click(app, table.point_for_kind(s.key[1]))
            if ghost_cells(table, True) is not None:
                return True
    return table.sel.kind != ""


def shots(out_dir="/tmp/za-shots", sizes=((1920, 1080), (1280, 720)), prefix: str = "",
          with_size: bool = True, lang: str = "en", ui_scale: float = 1.0, check=None) -> list[str]:
    """out_dir None: no PNGs; `check` (a smoke.TextCheck) text-checks every screen."""
    out = Path(out_dir) if out_dir is not None else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    written = []
    saved_env = {k: os.environ.get(k) for k in ("ZOO_DESKTOP_DATA", "ZOO_DESKTOP_CONFIG")}
    with tempfile.TemporaryDirectory(prefix="zoo-shots-") as tmp:
        try:
            _shots(out, sizes, prefix, with_size, tmp, written, lang, ui_scale, check)
        finally:  # the scratch settings and saves go with the folder
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    return written


def _shots(out, sizes, prefix, with_size, tmp, written, lang="en", ui_scale=1.0, check=None) -> None:
    import pygame

    from zoo_desktop.engine import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games.architect.rules import ZooArchitect
    from zoo_desktop.ui.scene import make_table
    from zoo_desktop.games.architect.table import art as A
    from zoo_desktop.ui.widgets import centre
    for size in sizes:
        app = _app(size, tmp, lang, ui_scale)
        tag = f"{size[0]}x{size[1]}"

        def save(name):
            name = f"{prefix}{name}-{tag}" if with_size else f"{prefix}{name}"
            if check is not None:
                check.frame(app, name)
            if out is not None:
                path = out / f"{name}.png"
                pygame.image.save(app.screen, str(path))
                written.append(str(path))

        table = open_late(app)
        mouse(app, (1700, 1060))
        save("map-midgame")
        # a card zoom: hover the first hand card
        hand = table.shown.pl[table.viewer].hand
        if hand:
            r = table.hand_rects(hand)[0]
            mouse(app, (r[0] + 30, r[1] + 60), frames=12)
            save("zoom")
        # an opponent's zoo
        click(app, centre(table.strip_rect(1)))
        mouse(app, (1700, 1060))
        save("opponent")
        click(app, centre(table.strip_rect(0)))
        # the placement ghost, legal and not
        if start_build(app, table):
            cell = ghost_cells(table, True)
            if cell:
                mouse(app, A.GEO.centre(*cell), frames=3)
                save("ghost-legal")
            cell = ghost_cells(table, False)
            if cell:
                mouse(app, A.GEO.centre(*cell), frames=3)
                save("ghost-illegal")
        # the association board and a project support, from a fresh position
        app2_table = open_late(app, players=4, turns=60, seed=3)
        mouse(app, (1700, 1060))
        save("association")
        # the keep decision at the start
        s = Session(ZooArchitect, GameConfig.make(2, seats=("human", "easy"), names=("", ""), start_seat=0), 5)
        t2 = make_table(app, s)
        t2.autosave = False
        app.reset_to(t2)
        for _ in range(3):
            app.frame()
        dealt = sorted(s.game.pl[0].dealt)
        for cid, r in list(zip(dealt, t2.keep_rects(len(dealt))))[:2]:
            click(app, centre(r))
        mouse(app, centre(t2.keep_rects(len(dealt))[3]), frames=12)
        save("keep")
        # the final round: banner, last turns per seat
        t3 = make_table(app, final_round_session())
        t3.autosave = False
        app.reset_to(t3)
        for _ in range(3):
            app.frame()
        mouse(app, (1700, 1060))
        save("final-round")
        # results
        from zoo_desktop.simulate import play_one
        done = play_one("architect", GameConfig.make(4, seats=("easy",) * 4, names=("",) * 4),
                        4, budget_ms=20)
        app.reset_to(t3.results_scene(app, done))     # (through the table: shots.py imports no scene)
        for _ in range(3):
            app.frame()
        save("results")
        del app2_table
        if app.errors:
            raise RuntimeError(app.errors[0])
        pygame.display.quit()


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else "/tmp/za-shots"
    sizes = [tuple(int(v) for v in a.split("x")) for a in argv[1:]] or [(1920, 1080), (1280, 720)]
    for p in shots(out, sizes):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())

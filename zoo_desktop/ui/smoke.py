"""`zoo-desktop --smoke --screenshot DIR`: open every scene headless, draw it, save one PNG
per scene (menu.png, settings.png, <game>-setup.png, <game>-table.png, ...), exit 0.

With a `TextCheck` (tests/test_text_fit.py, `--check-text`) the last frame of every screen
is drawn again with the text probe on (gfx.probing) and every text is checked against its
box: none past it, none cut, none under the readable size, no two in one panel overlapping."""
from __future__ import annotations

import os
import sys
from pathlib import Path


PAGES = ("menu", "settings", "about", "slots", "stats", "finished")
GAME_SCENES = ("setup", "howto", "table", "results", "replay", "omniscient", "tutorial")
# replay: the replay viewer two thirds into a finished game, a seat's view; omniscient: the
# same game at its end with "All cards"; tutorial: the game's guided first game (if it has one)


class TextCheck:
    """Draws a screen once more with the text probe on and keeps what it finds."""

    def __init__(self):
        self.problems: dict[str, list[str]] = {}
        self.counts: dict[str, tuple[int, int]] = {}   # screen -> (texts measured, unmeasured)

    def frame(self, app, name: str) -> None:
        from . import gfx
        from .surfcache import SHARED
        SHARED.clear()        # card faces and labels are drawn again, into the probe
        gfx.redraw_all()      # and the layers scenes keep themselves
        with gfx.probing() as probe:
            app.frame()
        self.problems[name] = text_problems(probe.records)
        self.counts[name] = (len(probe.records), probe.unmeasured)


def text_problems(records) -> list[str]:
    """One line per text past its box, cut or unreadable, per pair overlapping in a panel and
    per text hidden under an opaque panel drawn after it (gfx.note_cover)."""
    import pygame
    out = []
    groups: dict = {}
    for i, r in enumerate(records):
        if r.cover:   # an opaque panel: the texts drawn under it before
            cover = pygame.Rect(r.ink)
            for e in records[:i]:
                if e.surface == r.surface and not e.hand and not e.cover \
                        and not e.text.startswith("<") and cover.colliderect(e.ink):
                    out.append(f"hidden under {r.text}: {e.text!r} {tuple(e.ink)}")
            continue
        ink, box = pygame.Rect(r.ink), pygame.Rect(r.box)
        at = f"{tuple(ink)} (gfx.text, {box.w} px room)" if r.hand else f"at {tuple(ink)}"
        if r.cut and not r.elsewhere:   # (elsewhere: whole in a zoom)
            out.append(f"cut: {r.text!r} {at}")
        if r.shrunk:
            out.append(f"under {r.px} px: {r.text!r} {at}")
        if ink.w and not box.inflate(2, 2).contains(ink):
            out.append(f"past its box: {r.text!r} {tuple(ink)} not in {tuple(box)}" + (" (gfx.text)" if r.hand else ""))
        if ink.w and not r.hand:   # a hand-drawn text has no place to overlap at
            groups.setdefault((r.surface, r.panel), []).append(r)
    for rs in groups.values():
        rects = [pygame.Rect(r.ink) for r in rs]   # glyphs touching count: no gap is left
        for i, a in enumerate(rects):
            for j in a.collidelistall(rects[i + 1:]):
                b = rs[i + 1 + j]
                if b.text.startswith("<") and rs[i].text.startswith("<"):
                    continue   # two shapes (gfx.note_shape): an icon on its disc, a picture's badge
                if b.text != rs[i].text:   # the same text twice is a shadow or an outline
                    out.append(f"overlap: {rs[i].text!r} {tuple(rs[i].ink)} and {b.text!r} {tuple(b.ink)}")
    return out


def scene_names() -> list[str]:
    """What `--only` accepts: the pages, each game id (all its scenes), GAME-scene and a game
    scene's name alone (every game's: `--only replay`)."""
    from zoo_desktop.games import GAMES
    return list(PAGES) + list(GAME_SCENES) + [n for gid in GAMES for n in (gid, *(f"{gid}-{s}" for s in GAME_SCENES))]


def run_smoke(out_dir: str | None, size=(1920, 1080), only: set[str] | None = None, lang: str = "en",
              ui_scale: float = 1.0, check: TextCheck | None = None) -> int:
    """out_dir None: no PNGs (a text check only)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.session import Session
    from zoo_desktop.simulate import play_one
    from zoo_desktop.games import GAMES, available, game_class
    from zoo_desktop.settings import Settings

    from .app import App
    from .scene import make_table
    from .scenes.menu import MenuScene
    from .scenes.pages import AboutScene, HowToScene, ResultsScene
    from .scenes.settings import SettingsScene
    from .scenes.setup import SetupScene
    from .scenes.slots import SlotsScene
    from .scenes.stats import StatsScene

    out = Path(out_dir) if out_dir is not None else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    app = App(size=size, settings=Settings(language=lang, ui_scale=ui_scale), fixed_dt=50.0)
    written = []

    def wanted(name: str) -> bool:
        gid, _, scene = name.partition("-")
        return only is None or name in only or gid in only or scene in only

    def shot(scene, name, frames=3):
        """scene None: the scene open now (pushed by its opener, as the menu does)."""
        if not wanted(name):
            return
        if scene is not None:
            app.reset_to(scene)
        for _ in range(frames):
            app.frame()
        capture(app, name, out, check, written)

    shot(MenuScene(app), "menu")
    shot(SettingsScene(app), "settings")
    shot(AboutScene(app), "about")
    shot(SlotsScene(app), "slots")
    shot(StatsScene(app), "stats")     # the player's own history (empty on a fresh machine)
    finished = []                      # the games played below: the Finished games list's rows
    for gid in GAMES:
        if not available(gid):
            continue
        cls = game_class(gid)
        if not any(wanted(f"{gid}-{s}") for s in GAME_SCENES) and not wanted("finished"):
            continue   # (the Finished games list shows the games played here)
        shot(SetupScene(app, gid), f"{gid}-setup")
        shot(HowToScene(app, gid), f"{gid}-howto")
        n = max(cls.info.min_players, min(3, cls.info.max_players))
        # default names (the empty key): every seat named in the screen's language
        cfg = GameConfig.make(n, seats=("human",) + ("normal",) * (n - 1), names=("",) * n)
        table = make_table(app, Session(cls, cfg, 7))
        table.autosave = False
        shot(table, f"{gid}-table", frames=160)
        done = play_one(gid, GameConfig.make(n, seats=("easy",) + ("normal",) * (n - 1), names=("",) * n), 3,
                        budget_ms=50)
        shot(ResultsScene(app, done), f"{gid}-results")
        finished.append(done)
        if any(wanted(f"{gid}-{s}") for s in ("replay", "omniscient")):
            replay_shots(app, shot, gid, done)
        if GAMES[gid].tutorial and wanted(f"{gid}-tutorial"):
            tutorial_shot(app, shot, gid)
    if wanted("finished"):
        finished_shot(app, shot, finished)
    if app.errors:
        print(app.errors[0], file=sys.stderr)
        return 1
    # tables may add screens of their own (e.g. Zoo Architect: placement ghost, card zoom,
    # association board); they open their own windows, so they come last
    from zoo_desktop.games import table_class
    for gid in GAMES:
        if available(gid) and (only is None or gid in only):
            extra = getattr(table_class(gid), "smoke_shots", None)
            if extra:
                written += [Path(p).name for p in extra(out, size, lang=lang, ui_scale=ui_scale, check=check)]
    if written:
        print(" ".join(written))
    return 0


def as_played(done):
    """A bot game's record with seat 0 a human (a kept game has one; the viewer shows its view)."""
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.engine.record import GameRecord
    rec = done.record()
    n = rec.config.players
    cfg = GameConfig.make(n, seats=("human",) + tuple(rec.config.seats[1:]), names=("",) * n,
                          **dict(rec.config.options))
    return GameRecord(rec.game, cfg, rec.seed, list(rec.actions), rec.fingerprint, dict(rec.meta))


def replay_shots(app, shot, gid: str, done) -> None:
    """The replay viewer on a finished game: two thirds in from seat 0's view, then at its
    end with every seat's hidden cards (omniscient)."""
    from .scenes.replay import ALL, ReplayScene
    rec = as_played(done)
    n = len(rec.actions)
    shot(ReplayScene(app, rec, at=n * 2 // 3), f"{gid}-replay", frames=4)
    shot(ReplayScene(app, rec, at=n, view=ALL), f"{gid}-omniscient", frames=4)


def tutorial_shot(app, shot, gid: str) -> None:
    """The game's guided first game at its first step, opened as the menu opens it (a Start
    over when progress is saved: step 0 writes nothing)."""
    from zoo_desktop.engine.entry import load
    from zoo_desktop.games import GAMES
    from .scenes.menu import MenuScene
    menu = MenuScene(app)
    app.reset_to(menu)
    load(GAMES[gid].tutorial)(app, menu)
    if menu.dialog is not None:
        menu.dialog.on_choose("restart")
    shot(None, f"{gid}-tutorial", frames=60)


def finished_shot(app, shot, games) -> None:
    """The Finished games list over a history of its own (a temporary folder: the player's
    history is not touched) holding the games the smoke played, seat 0 a human."""
    import tempfile

    from zoo_desktop.history import History
    from .scenes.slots import FinishedScene
    with tempfile.TemporaryDirectory() as tmp:
        h = History(Path(tmp) / "history.sqlite", Path(tmp) / "finished")
        for k, done in enumerate(games):
            g = done.game
            h.add(as_played(done), g.scores(), g.ranking(), now=1.7e9 + 3600 * k)
        shot(FinishedScene(app, h), "finished")
        h.close()


def capture(app, name: str, out: Path | None, check: TextCheck | None, written: list) -> None:
    """The screen as it is now: text-checked (a frame with the probe on) and/or saved."""
    if check is not None:
        check.frame(app, name)
    if out is not None:
        import pygame
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path.name)

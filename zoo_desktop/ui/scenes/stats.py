"""Statistics (issue 18, item 2): one game at a time (a tab per game), for one player (you,
or a hot-seat player by the name they typed): games played and won with a 95 % interval,
the win rate against each bot level and personality, average and best score, the current
and best winning streak, the last scores as a small plot, and in Gorilla the reaction
times (median, best) of every slap. Export writes the game's history as CSV into the data
folder; Finished games lists the kept games to replay (slots.FinishedScene). The numbers come from zoo_desktop.history (SQLite); this module only draws them."""
from __future__ import annotations

import logging
import time

import pygame

from zoo_desktop import history
from zoo_desktop.engine.names import seat_label
from zoo_desktop.games import GAMES
from zoo_desktop.i18n import num, t, tn
from zoo_desktop.paths import data_dir

from .. import gfx
from ..scene import Scene
from ..widgets import Button, Dialog

log = logging.getLogger("zoo_desktop")
PLOT_N = 30                              # scores in the plot
SUMMARY = (120, 280, 780, 640)           # the left panel (design units)
VERSUS = (940, 280, 860, 330)            # win rate against each bot
PLOT = (940, 630, 860, 290)              # the scores
TAB_W, TAB_GAP = 400, 24


def open_history(app, scene=None) -> "history.History | None":
    """The app's history, its notice (damaged and rebuilt, newer, unavailable) said once in
    the player's language: a dialog on `scene`, else a toast; None if even opening fails."""
    try:
        h = history.shared(app.settings.kept_games)
    except Exception as exc:   # never stops the results or the menu
        log.exception("history")
        app.toast.show(t("history.unavailable", error=str(exc), path=str(history.db_path())), app.now(), 8000)
        return None
    show_notice(app, h, scene)
    return h


def show_notice(app, h, scene=None) -> None:
    if not h.notice:
        return
    text = t(h.notice, **h.notice_args)
    h.notice, h.notice_args = "", {}
    if scene is None or scene.dialog is not None:
        app.toast.show(text, app.now(), 9000)
        return
    scene.dialog = Dialog(t("history.title"), text, [(t("ui.ok"), None)], lambda v: setattr(scene, "dialog", None))


def percent(x: float) -> str:
    return num(round(x * 100))


def one_decimal(x: float) -> str:
    return num(round(x, 1)) if x != int(x) else num(int(x))


class StatsScene(Scene):
    name = "stats"

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.gid = game if game in GAMES else next(iter(GAMES))
        self.player = history.YOU

    def enter(self) -> None:
        t0 = time.perf_counter()
        self.history = open_history(self.app, self)
        self.load()
        self.opened_ms = (time.perf_counter() - t0) * 1000.0

    def load(self) -> None:
        """The numbers of the game and player shown, and the buttons for them."""
        h = self.history
        self.players = h.players(self.gid) if h is not None else []
        if self.players and self.player not in [p for p, _ in self.players]:
            self.player = self.players[0][0]
        self.stats = h.stats(self.gid, self.player) if h is not None else history.Stats(self.gid, self.player)
        self.build()

    def build(self) -> None:
        ids = list(GAMES)
        x0 = 960 - (len(ids) * TAB_W + (len(ids) - 1) * TAB_GAP) // 2
        self.buttons = []
        for i, gid in enumerate(ids):
            self.buttons.append(Button((x0 + i * (TAB_W + TAB_GAP), 120, TAB_W, 64), t(GAMES[gid].title_key),
                                       lambda g=gid: self.show_game(g), name=f"game:{gid}",
                                       style="good" if gid == self.gid else "quiet"))
        if len(self.players) > 1:
            self.buttons.append(Button((560, 200, 800, 60), t("stats.player", name=self.player_name(self.player)),
                                       self.next_player, name="player", style="quiet"))
        self.buttons += [
            Button((340, 960, 400, 80), t("finished.title"), self.finished, name="finished",
                   enabled=self.history is not None),
            Button((760, 960, 400, 80), t("stats.export"), self.export, name="export",
                   enabled=self.history is not None and self.stats.played > 0),
            Button((1180, 960, 400, 80), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back"),
        ]

    def finished(self) -> None:
        """The finished games, newest first, each with Replay (slots.FinishedScene)."""
        from .slots import FinishedScene
        self.app.push(FinishedScene(self.app, self.history))

    def player_name(self, key: str) -> str:
        return t("stats.you") if key == history.YOU else key

    def show_game(self, gid: str) -> None:
        self.gid = gid
        self.player = history.YOU
        self.load()

    def next_player(self) -> None:
        keys = [p for p, _ in self.players]
        self.player = keys[(keys.index(self.player) + 1) % len(keys)] if self.player in keys else keys[0]
        self.load()

    def export(self) -> None:
        """The game's history as CSV in the data folder (exports/); a toast says where."""
        path = data_dir() / "exports" / f"history-{self.gid}-{time.strftime('%Y%m%d-%H%M%S')}.csv"
        try:
            n = self.history.export_csv(path, self.gid)
        except Exception as exc:
            self.app.toast.show(t("stats.export_failed", error=str(exc)), self.app.now(), 6000)
            return
        self.exported = path
        self.app.toast.show(tn("stats.exported", n, path=str(path)), self.app.now(), 8000, "good")

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("stats.title"), vp.n(56), (250, 240, 210), vp.p(960, 28), "midtop", True,
                      box=vp.r(200, 20, 1520, 90))
        st = self.stats
        if not st.played:
            r = vp.r(360, 420, 1200, 130)
            gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(18))
            with gfx.panel(surf, r):
                gfx.blit_wrapped(surf, t("stats.none", game=t(GAMES[self.gid].title_key)), vp.n(32), gfx.Palette.ink,
                                 r.inflate(-vp.n(60), -vp.n(40)), align="center")
            self.draw_buttons(surf)
            return
        self.draw_summary(surf, st)
        self.draw_versus(surf, st)
        self.draw_plot(surf, st)
        self.draw_buttons(surf)

    def summary_rows(self, st) -> list[tuple[str, str]]:
        lo, hi = st.interval
        rows = [(t("stats.played"), num(st.played)),
                (t("stats.won"), t("stats.won_value", wins=st.wins, rate=percent(st.rate))),
                (t("stats.interval"), t("stats.range", lo=percent(lo), hi=percent(hi))),
                (t("stats.avg"), one_decimal(st.avg_score)),
                (t("stats.best"), num(st.best_score)),
                (t("stats.streak"), num(st.current_streak)),
                (t("stats.best_streak"), num(st.best_streak))]
        if self.gid == "gorilla":
            if st.rt_count:
                rows.append((t("stats.reaction"), t("stats.reaction_value", median=one_decimal(st.rt_median),
                                                    best=num(st.rt_best))))
                rows.append((t("stats.slaps"), num(st.rt_count)))
            else:
                rows.append((t("stats.reaction"), t("stats.not_measured")))
        return rows

    def draw_summary(self, surf, st) -> None:
        vp = self.app.vp
        x, y, w, h = SUMMARY
        r = vp.r(*SUMMARY)
        gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(18))
        with gfx.panel(surf, r):
            rows = self.summary_rows(st)
            line = min(72, (h - 40) // max(1, len(rows)))
            for i, (label, value) in enumerate(rows):
                cy = y + 20 + i * line + line / 2
                gfx.blit_text(surf, label, vp.n(28), gfx.Palette.ink, vp.p(x + 30, cy), "midleft",
                              box=vp.r(x + 30, cy - line / 2, 450, line))
                gfx.blit_text(surf, value, vp.n(30), gfx.Palette.ink, vp.p(x + w - 30, cy), "midright", True,
                              box=vp.r(x + 490, cy - line / 2, w - 520, line))
                if i:
                    pygame.draw.line(surf, (222, 214, 196), vp.p(x + 24, cy - line / 2), vp.p(x + w - 24, cy - line / 2),
                                     max(1, vp.n(2)))

    def draw_versus(self, surf, st) -> None:
        vp = self.app.vp
        x, y, w, h = VERSUS
        r = vp.r(*VERSUS)
        gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(18))
        with gfx.panel(surf, r):
            gfx.blit_text(surf, t("stats.vs_title"), vp.n(28), gfx.Palette.ink, vp.p(x + 24, y + 14), bold=True,
                          box=vp.r(x + 24, y + 10, w - 48, 44))
            cols = ((x + 24, 330, "stats.col_bot", "left"), (x + 360, 130, "stats.col_games", "right"),
                    (x + 500, 140, "stats.col_rate", "right"), (x + 650, w - 674, "stats.col_interval", "right"))
            for cx, cw, key, align in cols:
                self._cell(surf, t(key), 20, gfx.Palette.muted, (cx, y + 56, cw, 34), align, True)
            rows = st.vs[:6]
            line = min(40, (h - 100) // max(1, len(rows)))
            for i, v in enumerate(rows):
                ry = y + 94 + i * line
                lo, hi = v.interval
                cells = (seat_label(v.kind), num(v.games), t("stats.percent", rate=percent(v.rate)),
                         t("stats.range", lo=percent(lo), hi=percent(hi)))
                for (cx, cw, _, align), text in zip(cols, cells):
                    self._cell(surf, text, 24, gfx.Palette.ink, (cx, ry, cw, line), align, align == "left")

    def _cell(self, surf, text, px, colour, rect, align, bold=False) -> None:
        vp = self.app.vp
        x, y, w, h = rect
        if align == "left":
            gfx.blit_text(surf, text, vp.n(px), colour, vp.p(x, y + h / 2), "midleft", bold, box=vp.r(*rect))
        else:
            gfx.blit_text(surf, text, vp.n(px), colour, vp.p(x + w, y + h / 2), "midright", bold, box=vp.r(*rect))

    def draw_plot(self, surf, st) -> None:
        """The last PLOT_N scores, oldest left: a line through them, a dot each (filled and
        gold for a win, hollow for a loss), the lowest and highest score on the left axis."""
        vp = self.app.vp
        x, y, w, h = PLOT
        r = vp.r(*PLOT)
        gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(18))
        scores = st.scores[-PLOT_N:]
        wins = st.won[-PLOT_N:]
        with gfx.panel(surf, r):
            gfx.blit_text(surf, tn("stats.plot_title", len(scores)) + " · " + t("stats.plot_legend"), vp.n(28), gfx.Palette.ink, vp.p(x + 24, y + 12),
                          bold=True, box=vp.r(x + 24, y + 8, w - 48, 44))
            area = (x + 110, y + 70, w - 150, h - 100)
            ax, ay, aw, ah = area
            lo, hi = min(scores + [0]), max(scores + [0])
            if hi == lo:
                hi = lo + 1
            pygame.draw.line(surf, (150, 146, 136), vp.p(ax, ay), vp.p(ax, ay + ah), max(1, vp.n(2)))
            pygame.draw.line(surf, (150, 146, 136), vp.p(ax, ay + ah), vp.p(ax + aw, ay + ah), max(1, vp.n(2)))
            for v in (lo, hi):
                vy = ay + ah - (v - lo) / (hi - lo) * ah
                self._cell(surf, num(v), 20, gfx.Palette.muted, (x + 16, vy - 14, 84, 28), "right")
                pygame.draw.line(surf, (226, 220, 206), vp.p(ax + 4, vy), vp.p(ax + aw, vy), 1)
            n = len(scores)
            pts = [vp.p(ax + (aw * (i + 0.5) / n), ay + ah - (s - lo) / (hi - lo) * ah) for i, s in enumerate(scores)]
            if len(pts) > 1:
                pygame.draw.lines(surf, (70, 110, 170), False, pts, max(1, vp.n(3)))
            for p, won in zip(pts, wins):
                if won:
                    pygame.draw.circle(surf, gfx.Palette.accent, p, vp.n(8))
                    pygame.draw.circle(surf, (120, 80, 10), p, vp.n(8), max(1, vp.n(2)))
                else:
                    pygame.draw.circle(surf, gfx.Palette.panel, p, vp.n(7))
                    pygame.draw.circle(surf, (70, 110, 170), p, vp.n(7), max(1, vp.n(2)))

"""Saved games: load, replay (ui/scenes/replay.py) or delete a named slot (Load), or pick one of the unfinished games to
continue (Continue: one autosave per game), or replay a finished game of the history
(Finished games, from the statistics scene). A damaged or foreign file is listed with its
problem and never modified. A list longer than the screen scrolls by whole rows
(widgets.ScrollBar: the wheel, Up/Down, PageUp/PageDown, Home/End, the bar), with the bar
and a fade and arrow at each edge that has more."""
from __future__ import annotations

import pygame

from zoo_desktop import storage
from zoo_desktop.i18n import num, t, tn

from .. import gfx
from ..scene import Scene
from zoo_desktop.engine.names import default_name, is_default, seat_label
from ..widgets import Button, Dialog, ScrollBar, confirm


def describe(rec) -> str:
    """One line for a saved game: its seats, how far it got and when it was saved."""
    seats = ", ".join(seat_label(k) for k in rec.config.seats)
    return f"{seats} · {tn('slots.n_moves', len(rec.actions))} · {rec.meta.get('saved', '')}"


class SlotsScene(Scene):
    name = "slots"
    prepares_table = True   # the app opens what a table needs while it waits (App.prepare)
    title_key = "menu.load"
    open_key = "slots.load"
    none_key = "slots.none"
    rows, row_h, top = 8, 96, 160
    text_w = 690             # the room of a row's two lines, left of its buttons

    def entries(self) -> list:
        return storage.list_slots()

    def title(self, s) -> str:
        return s.name

    def enter(self) -> None:
        self.scroller = ScrollBar((300, self.top, 1320, self.rows * self.row_h), (1640, self.top, 18, self.rows * self.row_h - 16),
                                  self.row_h, page=(self.rows - 1) * self.row_h, wheel=self.row_h, snap=self.row_h, fade=30)
        self.build()

    def build(self) -> None:
        """Every entry is listed; the rows in view get their buttons (rebuilt on a scroll)."""
        self.slots = self.entries()
        self.scroller.total = len(self.slots) * self.row_h
        self.scroller.scroll_to(self.scroller.pos)   # a delete may leave it past the end
        self.place_buttons()

    def first(self) -> int:
        """The index of the top row in view."""
        return round(self.scroller.pos / self.row_h)

    def in_view(self) -> range:
        return range(self.first(), min(len(self.slots), self.first() + self.rows))

    def place_buttons(self) -> None:
        self.buttons = [Button((760, 960, 400, 80), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back")]
        h = self.row_h - 16
        for i in self.in_view():
            y = self.top + (i - self.first()) * self.row_h
            self.buttons += self.row_buttons(i, self.slots[i], y + (h - min(64, h - 8)) // 2, min(64, h - 8))

    def row_buttons(self, i: int, s, y: int, bh: int) -> list:
        """The buttons of row i (entry s), top y and height bh."""
        return [Button((1030, y, 170, bh), t("slots.replay"), lambda s=s: self.watch(s),
                       enabled=s.record is not None, name=f"replay:{i}", style="quiet"),
                Button((1210, y, 210, bh), t(self.open_key), lambda s=s: self.load(s),
                       enabled=s.record is not None, name=f"load:{i}", style="good"),
                Button((1430, y, 170, bh), t("slots.delete"), lambda s=s: self.ask_delete(s),
                       name=f"delete:{i}", style="danger")]

    def info(self, s) -> tuple[str, tuple]:
        """The row's second line and its colour."""
        if s.record is not None:
            return describe(s.record), gfx.Palette.muted
        return s.error or "", gfx.Palette.bad

    def on_event(self, ev, dpos) -> None:
        before = self.first()
        if self.scroller.handle(ev, dpos) and self.first() != before:
            self.place_buttons()

    def load(self, slot) -> None:
        self.app.open_record(self, lambda: slot.record, slot.path)

    def watch(self, slot) -> None:
        """The saved game in the replay viewer (ui/scenes/replay.py), its file untouched."""
        self.app.open_replay(self, lambda: slot.record, slot.path)

    def ask_delete(self, slot) -> None:
        def done(yes):
            self.dialog = None
            if yes:
                storage.delete_slot(slot.path)
                self.build()
        self.dialog = Dialog(t("slots.delete_q"), self.title(slot), confirm(), done)

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_fit(surf, t(self.title_key), vp.n(60), (250, 240, 210), vp.p(960, 40), vp.n(1600), "midtop", True)
        if not self.slots:
            gfx.blit_text(surf, t(self.none_key), vp.n(32), (220, 230, 220), vp.p(960, 400), "center")
        h = self.row_h - 16
        for i in self.in_view():
            s = self.slots[i]
            y = self.top + (i - self.first()) * self.row_h
            r = vp.r(300, y, 1320, h)
            gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(12))
            small = h < 76   # the Continue list's ten rows are lower than the Load list's eight
            gfx.blit_fit(surf, self.title(s), vp.n(26 if small else 30), gfx.Palette.ink, vp.p(330, y + (5 if small else 8)),
                         vp.n(self.text_w), bold=True, min_px=vp.n(16))
            info, colour = self.info(s)
            # a long problem is shrunk, then cut, so it never runs under the buttons
            gfx.blit_fit(surf, info, vp.n(20 if small else 22), colour, vp.p(330, y + (40 if small else h - 32)), vp.n(self.text_w),
                         min_px=vp.n(14))
        self.scroller.draw(surf, vp, gfx.Palette.bg)
        if self.scroller.most():   # where the list stands: "9-15 of 15", beside Back
            last = self.in_view()[-1] + 1
            gfx.blit_text(surf, t("slots.showing", a=self.first() + 1, b=last, total=len(self.slots)), vp.n(26),
                          (220, 230, 220), vp.p(300, 1000), "midleft", box=vp.r(300, 960, 440, 80))
        self.draw_buttons(surf)


class ContinueScene(SlotsScene):
    """The unfinished games (one autosave each), newest first: Continue opens one."""
    name = "continue"
    title_key = "autosaves.title"
    open_key = "menu.continue"
    none_key = "autosaves.none"
    rows, row_h, top = storage.MAX_AUTOSAVES, 82, 134

    def entries(self) -> list:
        return storage.list_autosaves()

    def title(self, s) -> str:
        return t("game." + s.record.game) if s.record is not None else s.path.name


def seat_text(kind: str, name: str, p: int, score) -> str:
    """A finished game's seat: its name (typed, or the default one in the current language) and score."""
    who = default_name(p, kind) if is_default(name, p, kind) else name
    return t("finished.seat", name=who, score=num(score))


class FinishedScene(SlotsScene):
    """Finished games (issue 18, item 1): the history's kept games, newest first, at most the
    setting `kept_games` of them (history.History.recent): the date, the game, every seat
    with its score (the winner first, marked), and Replay, which opens the game's record in
    the replay viewer. Reached from the statistics scene; the list scrolls as Load's does."""
    name = "finished"
    title_key = "finished.title"
    none_key = "finished.none"
    text_w = 1060

    def __init__(self, app, history):
        super().__init__(app)
        self.history = history      # the statistics scene's (stats.open_history); the smoke's own

    def entries(self) -> list:
        return self.history.recent(self.app.settings.kept_games)

    def title(self, s) -> str:
        return f"{t('game.' + s.game)} · {s.finished_at[:16]}"

    def info(self, s) -> tuple[str, tuple]:
        order = s.ranking if sorted(s.ranking) == list(range(len(s.seats))) else range(len(s.seats))
        seats = [seat_text(s.seats[p], s.names[p] if p < len(s.names) else "", p, s.scores[p]) for p in order]
        return t("finished.winner", seat=seats[0]) + " · " + " · ".join(seats[1:]), gfx.Palette.muted

    def row_buttons(self, i: int, s, y: int, bh: int) -> list:
        return [Button((1400, y, 200, bh), t("slots.replay"), lambda s=s: self.watch(s), name=f"replay:{i}",
                       style="good")]

    def watch(self, s) -> None:
        self.app.open_replay(self, lambda: self.history.record(s.uid), self.history.path)

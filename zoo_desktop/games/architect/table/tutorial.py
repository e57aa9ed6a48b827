"""Zoo Architect's guided first game (issue 18, item 3): the Architect table in a tutorial mode.

`TutorialTable` is the ordinary table (`ArchitectTable`) on a session rebuilt from the
tutorial's seed and recorded actions (games/architect/tutorial.py), with:

- a coach panel in the right column, under the move log (shortened to end above it): the
  chapter, what to do and why, the action asked for in words, the last refusal, and Next for
  text steps;
- a pulsing outline around the control to use: the rectangle of the button or spot under
  `point_for(expected)`, the same "next click towards an action" the UI tests use, so the
  highlight follows the player's selection (the building in the supply, then the rotate
  button, then its cells);
- `act` accepting only the step's expected action: any other is refused with a hint
  ("Not yet: ...") and never applied;
- the opponent's recorded moves played one by one at a bot's pace (no bot thinks); a new
  chapter that starts later in the game is a new table on the replayed position;
- progress saved after every step (`storage.write_tutorial`): Leave (Esc) goes back to the
  menu, and the tutorial opened again offers Resume / Start over (`open_tutorial`).

No undo, hint or save slot in the tutorial: the steps follow one recorded game."""
from __future__ import annotations

import pygame

from zoo_desktop import storage
from zoo_desktop.games.architect import tutorial as T
from zoo_desktop.games.architect.rules import Build, ZooArchitect
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import pulse
from zoo_desktop.ui.widgets import Button, Dialog, PagedChoices, inside
from . import art as A
from . import text as X
from .layout import GEO, LOG_AT
from .scene import ArchitectTable

GID = "architect"
# the lower part of the log's column and the hidden buttons' row; the log keeps the part above
# it (place_log), so its newest lines stay in view
COACH_TOP = 400
COACH = (LOG_AT[0], COACH_TOP, LOG_AT[2], 870 - COACH_TOP)
NEXT_RECT = (COACH[0] + COACH[2] - 190, COACH[1] + COACH[3] - 62, 176, 50)
OPPONENT_MS = 700     # the pace of the opponent's recorded moves (times the bot speed setting)
HIDDEN = ("undo", "hint", "save", "howto")   # under the coach panel; the steps follow one record


class TutorialTable(ArchitectTable):
    name = "architect-tutorial"
    autosave = False

    def __init__(self, app, tut: T.Tutorial, step: int = 0):
        self.tut = tut
        self.step = step
        super().__init__(app, tut.session(ZooArchitect, tut.steps[step].at))
        self.bots = {}                # the opponent's moves are the recorded ones
        self.driver.bots = {}
        self.refusal = ""             # the last hint, shown in the coach panel
        self._due: float | None = None
        self._jump = False
        self._target_key = None
        self._target = None

    def enter(self) -> None:
        super().enter()
        resumed = (t("table.resumed", n=self.session.version),)
        if self.log_items and isinstance(self.log_items[-1], tuple) and self.log_items[-1][:1] == resumed:
            self.log_items.pop()        # a chapter's replayed position is not a resumed game
            self.rebuild_log()

    def place_log(self, banner: bool) -> None:
        """The log above the coach panel (under the players' strip and the final-round banner)."""
        super().place_log(banner)
        x, top, w, _ = self.log.rect
        self.log.rect = (x, top, w, COACH_TOP - 8 - top)

    @classmethod
    def results_scene(cls, app, session):
        scene = super().results_scene(app, session)
        scene.kept = False      # a scripted game: not in the player's history or statistics
        return scene

    # ------------------------------------------------------------------ steps
    @property
    def current(self) -> T.Step | None:
        return self.tut.steps[self.step] if self.step < len(self.tut.steps) else None

    def expected(self):
        """The action asked for now (None: a text step, or not yet at the step's position)."""
        st = self.current
        if st is None or not st.act or self.session.version != st.at:
            return None
        return self.tut.expected(self.step)

    def reading(self) -> bool:
        """A text step at its position, the table settled: Next is offered."""
        st = self.current
        return st is not None and not st.act and self.session.version == st.at and not self.anim.busy \
            and not self.queue

    def next_step(self) -> None:
        if not self.reading():
            return
        self.advance()

    def advance(self) -> None:
        """On to the next step; its position is reached by the opponent's moves played at
        the table, or (when the stretch holds the player's own moves) a new table."""
        self.step += 1
        self.refusal = ""
        self._target_key = None
        st = self.current
        if st is not None:
            storage.write_tutorial(GID, self.step)
            if self.tut.replays_own_moves(self.session.version, st.at):
                self._jump = True

    def act(self, action) -> bool:
        want = self.expected()
        if want is None or action != want:
            self.refuse_step()
            return False
        ok = super().act(action)
        if ok:
            self.advance()
        return ok

    def refuse_step(self) -> None:
        """The hint for anything but the expected action: what this step asks for."""
        want = self.expected()
        if want is None:
            self.refusal = t("tutorial.read_first")
        else:
            self.refusal = t("tutorial.not_yet", do=X.action_label(want, self.names))
        self._target_key = None
        self.refuse(self.refusal)

    # ------------------------------------------------------------------ buttons and leaving
    def build_buttons(self) -> None:
        super().build_buttons()
        for b in self.buttons:
            if b.name == "leave":
                b.label = t("tutorial.leave")
            b.visible = b.name not in HIDDEN
        self.buttons.append(Button(NEXT_RECT, t("tutorial.next"), self.next_step, key=pygame.K_RETURN, name="next",
                                   style="primary"))

    def _update_buttons(self) -> None:
        super()._update_buttons()
        for b in self.buttons:
            if b.name in HIDDEN:
                b.visible = False
            elif b.name == "next":
                b.visible = self.reading()

    def leave(self) -> None:
        """Back to the menu; the step reached is kept (written at every step)."""
        if self.current is not None and not self.session.game.is_over:
            storage.write_tutorial(GID, self.step)
        self.app.goto_menu()

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        if self._jump:
            self._jump = False
            self.app.replace(TutorialTable(self.app, self.tut, self.step))
            return
        super().update(dt)
        if self.session.game.is_over:
            storage.clear_tutorial(GID)     # the end: the results come next (TableBase)
            return
        self._play_recorded()

    def _play_recorded(self) -> None:
        """The recorded moves up to the current step's position, the opponent's at a pace."""
        st = self.current
        target = st.at if st is not None else len(self.tut.actions)
        v = self.session.version
        if v >= target or self.anim.busy or self.queue or self.dialog is not None:
            self._due = None
            return
        now = self.app.now()
        if self._due is None:
            self._due = now + OPPONENT_MS * self.app.settings.bot_speed
        if now >= self._due:
            self._due = None
            self.session.apply(self.tut.action(v), "bot")

    # ------------------------------------------------------------------ the highlight
    def target_rect(self):
        """The control to use now (design units): the button or spot under the next click
        towards the expected action, Next on a text step, None while the opponent plays."""
        if self.reading():
            return self.button("next").rect
        want = self.expected()
        if want is None or self.my_task() is None:
            return None
        if self.dialog is not None and not isinstance(self.dialog, PagedChoices):
            return None      # a question first (confirm the end of the turn): its own buttons
        key = (self.session.version, self.step, self.sel.kind, self.sel.card, self.sel.rot, self.sel.mirror,
               self.sel.xspend, self.sel.xmode, tuple(sorted(self.sel.keep)), self.sel.level, self.focus,
               id(self.dialog))
        if key != self._target_key:
            self._target_key, self._target = key, self._find_target(want)
        return self._target

    def _find_target(self, want):
        try:
            pt = self.point_for(want)
        except ValueError:
            return None
        if self.dialog is not None:
            return (pt[0] - 260, pt[1] - 26, 520, 52)
        if isinstance(want, Build) and self.sel.kind == want.building and self.rot == want.rot:
            cells = A.shape_cells(want.building, (want.col, want.row), want.rot)
            rs = [pygame.Rect(self.cell_centre_rect(c, r)) for c, r in cells]
            u = rs[0].unionall(rs[1:])
            return tuple(u.inflate(12, 12))
        for b in self.buttons:
            if b.visible and inside(b.rect, pt):
                return b.rect
        for s in self.current_spots():
            if s.cells:
                cell = GEO.hit(pt)
                if cell is not None and tuple(cell) in s.cells:
                    return tuple(pygame.Rect(self.cell_centre_rect(*cell)).inflate(14, 14))
            elif inside(s.rect, pt):
                return s.rect
        return (pt[0] - 40, pt[1] - 40, 80, 80)

    # ------------------------------------------------------------------ drawing
    def coach_lines(self) -> tuple[str, str, str]:
        """(header, what to do and why, the action asked for in words)."""
        st = self.current
        if st is None:
            return t("tutorial.title"), t("architect.tut.end"), ""
        head = t("tutorial.header", n=st.chapter + 1, total=len(self.tut.chapters), step=self.step + 1,
                 steps=len(self.tut.steps))
        want = self.tut.expected(self.step)
        do = t("tutorial.now", do=X.action_label(want, self.names)) if want is not None else ""
        if st.act and self.session.version < st.at:
            do = t("tutorial.wait")
        return head, t(st.text), do

    def draw(self, surf) -> None:
        super().draw(surf)
        if self.cover_for is not None:
            return
        vp = self.app.vp
        r = vp.rect(COACH)
        head, body, do = self.coach_lines()
        with gfx.panel(surf, r, "coach"):
            gfx.shadowed(surf, r, (250, 244, 222), vp.n(16), vp.n(4))
            pad = 16
            gfx.blit_fit(surf, head, vp.n(22), (120, 80, 20), vp.p(COACH[0] + pad, COACH[1] + 12),
                         vp.n(COACH[2] - 2 * pad), "topleft", True)
            bottom = COACH[1] + COACH[3] - (76 if self.reading() else 12)
            hint_h = 96 if self.refusal else 0
            do_h = 84 if do else 0
            y = COACH[1] + 48
            gfx.blit_wrapped(surf, body, vp.n(22), gfx.Palette.ink,
                             vp.rect((COACH[0] + pad, y, COACH[2] - 2 * pad, bottom - y - do_h - hint_h)))
            if do:
                gfx.blit_wrapped(surf, do, vp.n(22), (20, 100, 50),
                                 vp.rect((COACH[0] + pad, bottom - do_h - hint_h, COACH[2] - 2 * pad, do_h - 6)),
                                 bold=True)
            if self.refusal:
                gfx.blit_wrapped(surf, self.refusal, vp.n(20), (170, 40, 30),
                                 vp.rect((COACH[0] + pad, bottom - hint_h, COACH[2] - 2 * pad, hint_h)), bold=True)
        b = self.button("next")
        if b is not None and b.visible:
            b.draw(surf, vp, self.app.mouse, self.app.now())
        if self.dialog is None:
            self._draw_highlight(surf)

    def draw_overlays(self, surf) -> None:
        super().draw_overlays(surf)
        if self.dialog is not None:      # the entry to pick in "All choices": over the dialog
            self._draw_highlight(surf)

    def _draw_highlight(self, surf) -> None:
        target = self.target_rect()
        if target is not None:
            vp = self.app.vp
            k = pulse(self.app.now())
            tr = vp.rect(target).inflate(vp.n(8 + 8 * k), vp.n(8 + 8 * k))
            pygame.draw.rect(surf, (255, 200, 40), tr, max(3, vp.n(6 + 3 * k)), border_radius=vp.n(10))

    def busy(self, now: float) -> bool:
        return True     # the highlight pulses


def open_tutorial(app, scene) -> None:
    """From the menu: the tutorial at its start, or (with progress saved) Resume / Start
    over. A damaged progress file is reported and the tutorial starts over."""
    tut = T.load()
    try:
        step = storage.read_tutorial(GID, len(tut.steps))
    except ValueError as exc:
        app.toast.show(str(exc), app.now(), 6000)
        storage.clear_tutorial(GID)
        step = None
    if not step:
        app.push(TutorialTable(app, tut, 0))
        return

    def done(v):
        scene.dialog = None
        if v is not None:
            app.push(TutorialTable(app, tut, step if v == "resume" else 0))
    scene.dialog = Dialog(t("tutorial.title"), t("tutorial.resume_body", step=step + 1, steps=len(tut.steps)),
                          [(t("tutorial.resume"), "resume"), (t("tutorial.restart"), "restart")], done)

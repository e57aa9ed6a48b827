"""The replay viewer (issue 18, item 1): any finished or saved game's record (seed + actions)
played back on the game's own table in its read-only mode (TableBase `replay=True`: no bots,
no input to the game, no autosave).

- Forward one move: the record's action is applied to the table's session and the table
  animates its events and writes its log lines exactly as in live play.
- Back one move, to the start or end, or to move N (the slider): the state is rebuilt from
  the nearest snapshot (one every SNAP_EVERY moves, taken while the record is read once) and
  the log is rebuilt from the kept events (`TableBase.restore_log`).
- Play / pause at 0.5x, 1x, 2x or 4x: one move after another, each after its animation
  (the animations run at the chosen speed too).
- Whose view: each seat's (what that seat knew) or the spectator's public view, cycled with
  the arrows beside the view's name; "All cards" (omniscient) adds a panel with every
  seat's hidden holdings to the spectator's view, each named by what it is
  (`<game>.hidden.<view key>`: a hand, final scoring cards, quests), all of them (the text
  shrinks before a holding is left out). The tables draw one seat's view (or the
  public one), never all hands face up, so omniscient is the public table plus that panel.
  It is allowed only for a finished game, or for a game (the record's last state) with no
  hidden information left: a saved, unfinished game is never spoiled.

The control bar takes the table's button column (the table's own buttons are hidden in
read-only mode), at the right under the move log; "All cards" is grey when it is refused (a
click on it says why)."""
from __future__ import annotations

import logging
import math

import pygame

from zoo_desktop.engine.core import SYSTEM
from zoo_desktop.engine.record import GameRecord
from zoo_desktop.engine.session import Applied, Session
from zoo_desktop.i18n import has, t

from .. import gfx
from ..scene import Scene, make_table
from ..widgets import Button, inside

log = logging.getLogger(__name__)

SNAP_EVERY = 20              # a snapshot of the state every this many moves (back / jump)
SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_MS = 900.0              # at 1x: the pause after a move's animation before the next one
# The control bar (design units) at the bottom of the right column, under every table's move
# log (the logs end at y 732 at most: Zoo Architect's; tests/test_ui_replay.py checks each),
# over the table's own buttons, which read-only mode hides. Its rows, from its top:
PANEL = (1490, 742, 420, 332)
ROW_TRANSPORT, ROW_SLIDER, ROW_SPEED, ROW_VIEW, ROW_LAST = 50, 112, 172, 226, 280
SLIDER = (1515, PANEL[1] + ROW_SLIDER, 370, 26)
OMNI_PANEL = (20, 1060, 640, 0)        # the omniscient panel's bottom-left and width (height: its lines)
OMNI_MAX_H = 900
SPECTATOR = None
ALL = "all"


def hidden_items(view: dict, public: dict) -> list:
    """What a seat's view shows that the public one does not: the card ids (strings, or
    lists of them) wherever the two differ, in the view's order."""
    out: list = []

    def walk(a, b):
        if a == b:
            return
        if isinstance(a, str):
            out.append(a)
        elif isinstance(a, dict):
            for k, v in a.items():
                if k != "viewer":
                    walk(v, b.get(k) if isinstance(b, dict) else None)
        elif isinstance(a, (list, tuple)):
            if all(isinstance(x, str) for x in a):
                out.extend(x for x in a if not (isinstance(b, (list, tuple)) and x in b))
            else:
                bl = b if isinstance(b, (list, tuple)) and len(b) == len(a) else [None] * len(a)
                for x, y in zip(a, bl):
                    walk(x, y)
    walk(view, public)
    return out


def hidden_groups(view: dict, public: dict) -> list[tuple[str, list]]:
    """`hidden_items` by the view's top-level key they differ under (a hand, final scoring
    cards, discarded quests), in the view's order, the empty ones left out."""
    out = []
    for k, v in view.items():
        if k != "viewer":
            items = hidden_items({k: v}, {k: public.get(k)})
            if items:
                out.append((k, items))
    return out


def has_hidden(game) -> bool:
    """Does any seat know something the public view does not show?"""
    def strip(v):
        return {k: x for k, x in v.items() if k != "viewer"}
    public = strip(game.view(None))
    return any(strip(game.view(p)) != public for p in range(game.config.players))


class ReplayScene(Scene):
    name = "replay"
    fills_screen = True

    def __init__(self, app, record: GameRecord, at: int = 0, view: object = None):
        """at: the move shown first; view: the view shown first (a seat, SPECTATOR or ALL;
        None: the first human seat's, else the spectator's)."""
        super().__init__(app)
        self._start = (at, view)
        from zoo_desktop.games import game_class
        self.record = record
        self.gcls = game_class(record.game)
        self.applied: list[Applied] = []
        self.snaps: dict[int, object] = {}
        g = self.gcls(record.config, record.seed)
        self.snaps[0] = g.clone()
        self.error = ""
        for i, data in enumerate(record.actions):   # read once: each move's action and events
            try:
                a = g.action_from_json(data)
                events = g.apply(a)
            except Exception as exc:   # a record that diverges plays up to there
                self.error = t("replay.diverged", n=i)
                log.warning("replay: move %d does not apply: %s", i + 1, exc)
                break
            seat = a.player
            src = "timer" if seat == SYSTEM else ("bot" if 0 <= seat < record.config.players
                                                  and record.config.is_bot(seat) else "human")
            self.applied.append(Applied(a, events, src, a.realtime or any(e.reveals for e in events)))
            if (i + 1) % SNAP_EVERY == 0:
                self.snaps[i + 1] = g.clone()
        self.final = g
        self.total = len(self.applied)
        self.over = g.is_over
        self.omni_allowed = g.is_over or not has_hidden(g)
        self.session = Session(self.gcls, record.config, record.seed)
        self.session.meta = dict(record.meta)
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0               # ms until the next move while playing
        self.view_mode: object = SPECTATOR
        self._dragging = False

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.table = make_table(self.app, self.session, replay=True)
        humans = [p for p in range(self.record.config.players) if not self.record.config.is_bot(p)]
        self.view_mode = humans[0] if humans else SPECTATOR
        self.table.viewer = self.view_mode
        self.table.enter()
        self._base_anim = self.table.anim.speed
        at, view = self._start
        if at:
            self.jump(at)
        if view is not None:
            self.set_view(view)
        self.build_buttons()

    def exit(self) -> None:
        self.table.exit()

    @property
    def n(self) -> int:
        """The move shown (how many of the record's actions are applied)."""
        return self.session.version

    def build_buttons(self) -> None:
        x, y = PANEL[0] + 20, PANEL[1]
        w = 68
        ty, sy, vy, ly = y + ROW_TRANSPORT, y + ROW_SPEED, y + ROW_VIEW, y + ROW_LAST
        self.buttons = [
            Button((x, ty, w, 56), "|<", self.to_start, key=pygame.K_HOME, name="start", style="quiet"),
            Button((x + 76, ty, w, 56), "<", self.back, key=pygame.K_LEFT, name="back", style="quiet"),
            PlayButton((x + 152, ty, 76, 56), "", self.toggle_play, key=pygame.K_SPACE, name="play", style="good"),
            Button((x + 236, ty, w, 56), ">", self.forward, key=pygame.K_RIGHT, name="forward", style="quiet"),
            Button((x + 312, ty, w, 56), ">|", self.to_end, key=pygame.K_END, name="end", style="quiet"),
        ]
        for i, s in enumerate(SPEEDS):
            self.buttons.append(Button((x + i * 98, sy, 86, 44), self.speed_label(s),
                                       lambda s=s: self.set_speed(s), name=f"speed:{s:g}", style="quiet"))
        self.buttons += [
            Button((x, vy, 52, 46), "<", lambda: self.cycle_view(-1), name="view_prev", style="quiet"),
            Button((x + 328, vy, 52, 46), ">", lambda: self.cycle_view(1), name="view_next", style="quiet"),
            # refused (grey) for a game that would be spoiled: a click says why (handle)
            Button((x, ly, 186, 46), t("replay.all_cards"), self.toggle_all, key=pygame.K_a, name="all",
                   style="quiet", enabled=self.omni_allowed),
            Button((x + 194, ly, 186, 46), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="leave",
                   style="quiet"),
        ]
        self.sync_buttons()

    @staticmethod
    def speed_label(s: float) -> str:
        return t("replay.speed", speed=f"{s:g}")

    def sync_buttons(self) -> None:
        for b in self.buttons:
            if b.name == "play":
                b.playing = self.playing
                b.tip = t("replay.pause") if self.playing else t("replay.play")
            elif b.name.startswith("speed:"):
                b.style = "good" if float(b.name[6:]) == self.speed else "quiet"
            elif b.name in ("start", "back"):
                b.enabled = self.n > 0
            elif b.name in ("forward", "end"):
                b.enabled = self.n < self.total
            elif b.name == "all":
                b.style = "good" if self.view_mode == ALL else "quiet"
                b.tip = "" if self.omni_allowed else t("replay.all_refused")

    # ------------------------------------------------------------------ moving through the record
    def settled(self) -> bool:
        """The table shows move `n` (no animation playing or queued)."""
        return not self.table.anim.busy and not self.table.queue

    def forward(self) -> bool:
        if self.n >= self.total:
            return False
        if not self.settled():          # a click while a move animates: that one ends first
            self.table.anim.finish_all()
            while self.table.queue:
                self.table.update(0)
                self.table.anim.finish_all()
        h = self.applied[self.n]
        self.session.apply(h.action, h.source)   # the table queues its events (TableBase._applied)
        return True

    def back(self) -> None:
        self.jump(self.n - 1)

    def to_start(self) -> None:
        self.jump(0)

    def to_end(self) -> None:
        self.jump(self.total)

    def jump(self, n: int) -> None:
        """Show move `n` at once: the state rebuilt from the nearest snapshot, the log from
        the kept events."""
        n = max(0, min(self.total, n))
        tb = self.table
        tb.anim.finish_all()
        tb.queue.clear()
        k = max(s for s in self.snaps if s <= n)
        g = self.snaps[k].clone()
        for h in self.applied[k:n]:
            g.apply(h.action)
        s = self.session
        s.game = g
        s.history = list(self.applied[:n])
        s.snapshots = [None] * n
        tb.shown = g.clone()
        tb.restore_log()
        tb.redraw()
        if n >= self.total:
            self.playing = False

    def toggle_play(self) -> None:
        if not self.playing and self.n >= self.total:
            self.jump(0)               # play again from the start
        self.playing = not self.playing
        self.wait = 0.0

    def set_speed(self, s: float) -> None:
        self.speed = s
        tb = self.table
        tb.anim.speed = self._base_anim * s if self._base_anim > 0 else 0

    # ------------------------------------------------------------------ whose view
    def view_choices(self) -> list:
        return list(range(self.record.config.players)) + [SPECTATOR]

    def cycle_view(self, d: int) -> None:
        ch = self.view_choices()
        cur = SPECTATOR if self.view_mode == ALL else self.view_mode
        self.set_view(ch[(ch.index(cur) + d) % len(ch)])

    def toggle_all(self) -> None:
        if self.view_mode == ALL:
            self.set_view(SPECTATOR)
        elif not self.omni_allowed:
            self.app.toast.show(t("replay.all_refused"), self.app.now())
            self.app.sound.play("refuse")
        else:
            self.set_view(ALL)

    def set_view(self, mode) -> bool:
        """Show the table as seat `mode` sees it, the spectator (None) or omniscient (ALL,
        refused unless allowed)."""
        if mode == ALL and not self.omni_allowed:
            return False
        self.view_mode = mode
        tb = self.table
        tb.anim.finish_all()
        while tb.queue:
            tb.update(0)
            tb.anim.finish_all()
        tb.viewer = None if mode == ALL else mode
        tb._seen = None
        tb.layout()
        tb.rebuild_log()
        tb.redraw()
        return True

    def view_label(self) -> str:
        if self.view_mode == ALL:
            return t("replay.view_all")
        if self.view_mode is None:
            return t("replay.view_spectator")
        return t("replay.view_seat", player=self.table.names[self.view_mode])

    # ------------------------------------------------------------------ loop
    def handle(self, ev, dpos) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and inside(self._slider_hit(), dpos):
            self._dragging = True
            self._slide(dpos)
            return
        if ev.type == pygame.MOUSEMOTION and self._dragging:
            self._slide(dpos)
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._dragging:
            self._dragging = False
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            grey = next((b for b in self.buttons if b.visible and not b.enabled and inside(b.rect, dpos)), None)
            if grey is not None:
                if grey.name == "all":
                    self.toggle_all()   # refused, with the reason
                return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_a and not self.omni_allowed:
            self.toggle_all()           # the grey button's key: refused, with the reason
            return
        for b in list(self.buttons):
            if b.handle(ev, dpos):
                self.sync_buttons()
                return
        self.table.handle(ev, dpos)    # read-only: the log scrolls

    @staticmethod
    def _slider_hit():
        x, y, w, h = SLIDER
        return (x - 12, y - 14, w + 24, h + 28)

    def slider_pos(self, n: int) -> tuple[float, float]:
        """Where move `n` lies on the slider (design units): tests drag there."""
        x, y, w, h = SLIDER
        return (x + w * n / max(1, self.total), y + h / 2)

    def _slide(self, dpos) -> None:
        x, _, w, _ = SLIDER
        n = round((dpos[0] - x) / w * self.total)
        if n != self.n:
            self.jump(n)
        self.sync_buttons()

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.playing and self.settled():
            self.wait += dt
            if self.wait >= STEP_MS / self.speed:
                self.wait = 0.0
                if not self.forward():
                    self.playing = False
        if self.playing and self.n >= self.total and self.settled():
            self.playing = False
        self.sync_buttons()

    def busy(self, now: float) -> bool:
        return self.playing or self.table.busy(now)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf) -> None:
        vp = self.app.vp
        self.table.draw(surf)
        if self.view_mode == ALL:
            self.draw_all_cards(surf)
        p = vp.rect(PANEL)
        with gfx.panel(surf, p, "replay"):   # a sheet over the table (its hidden buttons' place)
            gfx.shadowed(surf, p, (36, 52, 46), vp.n(14))
            x0, y0 = PANEL[0] + 20, PANEL[1]
            gfx.blit_text(surf, t("replay.title"), vp.n(26), (250, 240, 210), vp.p(x0, y0 + 10), bold=True,
                          box=vp.r(x0, y0 + 6, 170, 40))
            gfx.blit_text(surf, t("replay.move", n=self.n, total=self.total), vp.n(26), (230, 235, 225),
                          vp.p(PANEL[0] + PANEL[2] - 20, y0 + 10), "topright", box=vp.r(x0 + 176, y0 + 6, 204, 40))
            x, y, w, h = SLIDER
            gfx.rounded(surf, vp.r(x, y + h // 2 - 4, w, 8), (90, 110, 100), vp.n(4))
            done = w * self.n / max(1, self.total)
            gfx.rounded(surf, vp.r(x, y + h // 2 - 4, max(1, int(done)), 8), (120, 200, 150), vp.n(4))
            kx, ky = self.slider_pos(self.n)
            pygame.draw.circle(surf, (250, 240, 210), vp.p(kx, ky), vp.n(13))
            # under the slider: how to use it, or where a record that diverges stops
            hint, ink = (self.error, (255, 170, 150)) if self.error else (t("replay.jump_hint"), (190, 205, 195))
            # (in the row's middle: from its top at 2 units down, a 150 % text ran under the row)
            gfx.blit_text(surf, hint, vp.n(18), ink, vp.p(x, y + h + 16), "midleft", box=vp.r(x, y + h, w, 32))
            vy = y0 + ROW_VIEW
            gfx.blit_text(surf, self.view_label(), vp.n(24), (240, 240, 230), vp.p(x0 + 190, vy + 23), "center",
                          True, box=vp.r(x0 + 58, vy, 264, 46))
            self.draw_buttons(surf)

    def draw_all_cards(self, surf) -> None:
        """Omniscient: every seat's hidden holdings (what its view shows beyond the public one)."""
        vp = self.app.vp
        g = self.table.shown
        public = g.view(None)
        seats = self.table.names
        rows = []
        gid = self.record.game
        for q in range(self.record.config.players):
            parts = []
            for key, items in hidden_groups(g.view(q), public):
                names = ", ".join(self.table.card_name(c) for c in items)
                label = f"{gid}.hidden.{key}"   # what the holding is (a hand, final scoring cards)
                parts.append(t("replay.holding", what=t(label), cards=names) if has(label) else names)
            rows.append((q, f"{seats[q]}: {'; '.join(parts) or t('replay.nothing_hidden')}"))
        x, bottom, w, _ = OMNI_PANEL
        for px_d in (20, 18, 16):   # every holding, at the largest size that fits under the top bar
            px = vp.n(px_d)
            # a line as tall as the font drawn (the text size setting may raise it)
            lh = max(30, math.ceil(gfx.font(px).get_linesize() / vp.s) + 4)
            lines = [(q, ln) for q, text in rows for ln in gfx.wrap(text, px, vp.n(w - 70))]
            h = 56 + lh * len(lines)
            if h <= OMNI_MAX_H:
                break
        y = bottom - h
        r = vp.r(x, y, w, h)
        # an overlay of its own (drawn on its own surface, then laid over the table): it
        # covers the corner of the table on purpose, and goes with the toggle
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        panel.fill((20, 30, 26, 255))
        o = (x, y)

        def at(dx, dy):
            px_, py_ = vp.p(o[0] + dx, o[1] + dy)
            return (px_ - r.x, py_ - r.y)

        def box(dx, dy, bw, bh):
            b = vp.r(o[0] + dx, o[1] + dy, bw, bh)
            return b.move(-r.x, -r.y)
        with gfx.panel(panel, panel.get_rect(), "omniscient"):
            self._draw_all_lines(panel, lines, px, lh, at, box, w)
        surf.blit(panel, r)

    def _draw_all_lines(self, panel, lines, px, lh, at, box, w) -> None:
        vp = self.app.vp
        gfx.blit_text(panel, t("replay.view_all"), vp.n(24), (250, 240, 210), at(16, 12), bold=True,
                      box=box(16, 8, w - 32, 36))
        last = None
        for i, (q, ln) in enumerate(lines):
            ly = 48 + i * lh
            if q != last:
                pygame.draw.circle(panel, self.app.palette.player(q), at(30, ly + 14), vp.n(9))
                last = q
            gfx.blit_text(panel, ln, px, (235, 235, 225), at(50, ly), box=box(50, ly, w - 66, lh))


class PlayButton(Button):
    """Play / pause drawn as the usual shapes (a triangle, two bars): the app's fonts have no
    such glyphs, and a ">" would read as the step button beside it."""
    playing = False

    def look(self) -> tuple:
        return super().look() + (self.playing,)

    def draw(self, surf, vp, mouse, now_ms: float = 0.0, hover_only: bool = False) -> None:
        super().draw(surf, vp, mouse, now_ms, hover_only)
        if not self.visible or (hover_only and not (mouse is not None and inside(self.rect, mouse))):
            return
        r = vp.rect(self.rect)
        h = r.h * 0.36
        cx, cy = r.center
        ink = gfx.Palette.ink_light
        if self.playing:
            w = max(2, round(h * 0.32))
            for dx in (-h * 0.3, h * 0.3):
                pygame.draw.rect(surf, ink, pygame.Rect(round(cx + dx - w / 2), round(cy - h / 2), w, round(h)))
        else:
            pygame.draw.polygon(surf, ink, [(cx - h * 0.4, cy - h / 2), (cx - h * 0.4, cy + h / 2), (cx + h * 0.55, cy)])

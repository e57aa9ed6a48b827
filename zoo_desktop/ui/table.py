"""What every game table shares: the session and its driver (bots paced, real-time timers),
the event queue that the animations play through, the move log, the prompt line, toasts,
undo and hint, autosave after every action, hot-seat covers, and the way to the results.

A game's table subclasses `TableBase` and implements `layout`, `draw_table`, `animate`
(events -> tweens), `table_event` (clicks and drags -> actions) and `show_hint`.

Read-only mode (`replay=True`, the replay viewer ui/scenes/replay.py): no bots and no
driver moves or timers, no input reaches the game (`handle` only scrolls the log), no
autosave, no hot-seat cover, no results switch, and the table's buttons are hidden; the
owner applies the record's actions to the session itself and the table animates them as
in live play (`queue`, `anim`, the log)."""
from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from zoo_desktop import storage
from zoo_desktop.engine import botproc
from zoo_desktop.engine.core import Action, Event, IllegalAction
from zoo_desktop.engine.session import Applied, Driver, Session
from zoo_desktop.games import bot_classes, entry, make_bots
from zoo_desktop.i18n import has, language, t, tv

from . import gfx
from .anim import Animator, Tween
from zoo_desktop.engine.names import seat_names
from .scene import Scene
from .widgets import Button, Dialog, DragController, LogPanel, inside

LOG_RECT = (1500, 20, 400, 560)
log = logging.getLogger(__name__)
COVER_BUTTON = (710, 620, 500, 90)   # hot seat: the cover's own button (design units)


class TableBase(Scene):
    name = "table"
    autosave = True
    fills_screen = True  # draw() starts with a full-screen fill: the app need not clear first
    # hot seat: what opens the cover. A table whose game keys overlap (Gorilla's slap keys)
    # narrows this to its own key and the cover's button.
    cover_keys: tuple[int, ...] = (pygame.K_SPACE, pygame.K_RETURN)
    cover_click_anywhere = True
    cover_hint_key = "table.pass_hint"
    cover_button_key = ""

    # How to play (ui/howto.py): pictures cut from this table staged by `howto_session`,
    # the mouse rows (label key, text key) and the keys handled outside the buttons
    # ((key code or codes, text key)); the buttons' own shortcuts are listed from the buttons
    howto_figures: tuple = ()
    howto_mouse: tuple[tuple[str, str], ...] = ()
    howto_keys: tuple[tuple[Any, str], ...] = ()

    def __init__(self, app, session: Session, replay: bool = False, **kw):
        super().__init__(app)
        self.session = session
        self.replay = replay              # read-only: see the module docstring
        self.gid = session.game_cls.info.id
        cfg = session.config
        self.humans = [p for p in range(cfg.players) if not cfg.is_bot(p)]
        budget = app.settings.bot_think_ms
        self.bots = {} if replay else make_bots(self.gid, cfg, session.seed, budget)
        if replay:
            self.autosave = False
        lo, hi = entry(self.gid).think_ms
        speed = app.settings.bot_speed
        # searching (hard) bots think in the app's worker process, fed their views: the frame
        # rate holds; the heuristic ones answer inline in a few ms
        self.driver = Driver(session, self.bots, think_ms=(int(lo * speed), int(hi * speed)),
                             auto_mark=False, seed=session.seed,
                             worker=botproc.shared_worker() if any(map(Driver.in_worker, self.bots.values())) else None,
                             on_error=self._bot_crashed, fallback=self._normal_bot)
        self.anim = Animator(app.settings.anim_speed)
        self.log = LogPanel(LOG_RECT, t("table.log"))
        self.queue: list[tuple[list[Event], Any]] = []
        self.log_items: list[Event | tuple] = []  # what the log printed, kept raw: rebuilt per viewer
        self._seen = None                       # (shown, viewer, shown.view(viewer)): seen()
        self.shown = session.game.clone()       # the state as drawn (lags during animations)
        self.viewer = self.humans[0] if self.humans else None
        self.cover_for: int | None = None       # hot-seat: whose turn the screen is passed to
        self.drag = DragController(on_drop=self._dropped, on_refused=self.refuse, on_click=self.clicked)
        self.hint_action: Action | None = None
        self.results_at: float | None = None
        self.ended = False
        session.on_applied = self._applied
        self.enter_events = list(getattr(session.game, "setup_events", [])) if session.version == 0 else []

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.layout()
        self.build_buttons()
        if self.enter_events:
            self.queue.append((self.enter_events, self.session.game.clone()))
        else:
            self.restore_log()
            if not self.replay:
                self.log_line(t("table.resumed", n=self.session.version))
        self._maybe_cover()

    def restore_log(self) -> None:
        """A resumed game (Continue, Load) shows its move log: the setup events and every
        replayed action's events go into the log exactly as live play puts them there, and
        are rendered for the viewer by the same path (rebuild_log)."""
        items: list = list(getattr(self.session.game, "setup_events", []) or [])
        for h in self.session.history:
            items.extend(h.events)
        self.log_items = items[-2000:]
        self.rebuild_log()

    @property
    def names(self) -> list[str]:
        """The seats' names as shown: a default name in the current language (engine/names.py)."""
        if getattr(self, "_names_lang", None) != language():
            self._names, self._names_lang = seat_names(self.session.config), language()
        return self._names

    def exit(self) -> None:
        self.driver.close()
        self.session.on_applied = None
        gfx.spare_layer(getattr(self, "_layer", None))   # a 4K layer is 33 MB: the next table's
        self._layer = None

    def build_buttons(self) -> None:
        x, w = 1500, 400
        self.buttons = [
            Button((x, 740, 195, 60), t("table.undo"), self.undo, key=pygame.K_z, name="undo", style="quiet"),
            Button((x + 205, 740, 195, 60), t("table.hint"), self.hint, key=pygame.K_h, name="hint", style="quiet"),
            Button((x, 810, 195, 60), t("table.save"), self.save_slot, name="save", style="quiet"),
            Button((x + 205, 810, 195, 60), t("menu.howto"), self.howto, key=pygame.K_F1, name="howto", style="quiet"),
            Button((x, 880, w, 60), t("table.menu"), self.leave, key=pygame.K_ESCAPE, name="leave", style="quiet"),
        ] + self.game_buttons()

    def game_buttons(self) -> list[Button]:
        return []

    @classmethod
    def howto_session(cls, stage: str, seed: int = 7) -> Session:
        """The seeded session a How to play picture of `stage` shows: by default the game
        as dealt with `seed`, you in seat 0 and easy bots (a table may play it on)."""
        from zoo_desktop.engine.core import GameConfig
        from zoo_desktop.games import game_class
        gcls = game_class(cls.game_id())
        n = max(gcls.info.min_players, min(3, gcls.info.max_players))
        cfg = GameConfig.make(n, seats=("human",) + ("easy",) * (n - 1))
        return Session(gcls, cfg, seed)

    @classmethod
    def game_id(cls) -> str:
        from zoo_desktop.games import GAMES, table_class
        return next(g for g in GAMES if table_class(g) is cls)

    def howto_ready(self, stage: str) -> None:
        """Set up what a How to play picture of `stage` shows beyond the state (a selection,
        a hovered card), after layout and before the table is drawn off screen."""

    # ------------------------------------------------------------------ what the viewer may know
    def seen(self) -> dict:
        """`shown.view(viewer)`: what the viewer may know of the state as drawn, computed
        again only when the shown state or the viewer changes. A table draws every hidden
        zone (other seats' hands, the deck, face-down cards: whatever view() leaves out or
        counts) from here, never from `shown`, so that no screen, hot seat or not, shows what
        its viewer may not see (tests/test_ui_hidden_pixels.py)."""
        c = self._seen
        if c is None or c[0] is not self.shown or c[1] != self.viewer:
            self._seen = c = (self.shown, self.viewer, self.shown.view(self.viewer))
        return c[2]

    # ------------------------------------------------------------------ hooks
    def layout(self) -> None: ...
    def draw_table(self, surf) -> None: ...
    def animate(self, events: list[Event], after) -> None: ...
    def table_event(self, ev, dpos) -> bool:
        return False
    def show_hint(self, action: Action, reason: str) -> None: ...

    # ------------------------------------------------------------------ actions
    def act(self, action: Action) -> bool:
        """A human's action: applied, or refused with its reason on screen. With the setting
        'confirm before ending a turn', an action that would hand the turn to someone else
        first asks (and returns False; Yes applies it). Never in read-only mode."""
        if self.replay:
            return False
        if self.app.settings.confirm_end_turn and not getattr(self, "_confirmed", False) \
                and not action.realtime and self.ends_turn(action):
            def done(yes):
                self.dialog = None
                if yes:
                    self._confirmed = True
                    try:
                        self.act(action)
                    finally:
                        self._confirmed = False
            self.dialog = Dialog(t("table.end_turn_q"), t("table.end_turn_body"), [(t("ui.yes"), True), (t("ui.no"), False)],
                                 done, cancel_value=False)
            return False
        try:
            self.session.apply(action, "human")
        except IllegalAction as exc:
            self.refuse(str(exc))
            return False
        self.hint_action = None
        return True

    def ends_turn(self, action: Action) -> bool:
        """Would `action` leave the acting human without the next decision?"""
        g = self.session.game.clone()
        if g.why_illegal(action) is not None:
            return False  # refused below, with its reason
        g.apply(action)
        return not g.is_over and action.player not in g.decision().players

    def not_your_turn(self) -> str:
        """The refusal for a click while another seat decides, naming who plays now (the
        rules' own sentence, rules.not_your_turn)."""
        names = self.names
        who = ", ".join(names[q] for q in self.session.game.decision().players if 0 <= q < len(names))
        return t("rules.not_your_turn", player=who)

    def button_reason(self, b: Button) -> str:
        """Why grey button `b` cannot be used now (a click on it shows this): Undo's tip
        (`sync_undo` writes why), else whose turn it is, else that the current decision does
        not offer it. Tables may say more for their own buttons."""
        if b.name == "undo":
            return b.tip
        if self.viewer is None or self.viewer not in self.session.game.decision().players:
            return self.not_your_turn()
        return t("table.button_off", action=b.label)

    def refuse(self, reason: str) -> None:
        self.app.toast.show(reason, self.app.now())
        self.app.sound.play("refuse")

    def _dropped(self, item, target) -> None: ...

    def clicked(self, item) -> None: ...

    def _applied(self, session: Session, applied: Applied | None) -> None:
        if applied is None:  # undo
            return
        self.queue.append((applied.events, session.game.clone()))
        self.write_autosave()

    def write_autosave(self, quiet: bool = False) -> None:
        """This game's own autosave (one file per unfinished game). When a new game's first
        write moves the oldest unfinished game to the Load list, the player is told."""
        if not self.autosave:
            return
        storage.claim_autosave(self.session.meta, self.gid)
        try:
            moved = storage.autosave(self.session.record())
        except OSError as exc:
            if not quiet:
                self.app.toast.show(t("save.autosave_failed", error=str(exc)), self.app.now())
            return
        for name in moved:
            self.app.toast.show(t("save.autosave_moved", name=name), self.app.now(), 6000, "good")

    def _normal_bot(self, seat: int):
        """The game's normal bot for `seat`: a crashed worker's seat plays on with it, inline."""
        return bot_classes(self.gid)["normal"](self.session.game_cls, seat, self.session.seed,
                                               self.app.settings.bot_think_ms)

    def _bot_crashed(self, text: str) -> None:
        """The worker died or a bot raised: log it, tell the player, play the normal bot."""
        log.error("bot worker failed; the normal bot moves instead\n%s", text)
        try:
            from zoo_desktop.paths import data_dir
            with open(data_dir() / "error.log", "a", encoding="utf-8") as f:
                f.write(time.strftime("%Y-%m-%d %H:%M:%S ") + "bot worker: " + text + "\n")
        except OSError:
            pass
        self.log.add(t("table.bot_crashed"), (255, 160, 140))
        self.app.toast.show(t("table.bot_crashed"), self.app.now(), 5000)

    def undo(self) -> None:
        seat = self.viewer if self.viewer is not None else -1
        if self.anim.busy:
            self.anim.finish_all()
        if self.session.undo(seat):
            self.driver.cancel()  # a bot thinking about the position taken back stops now
            self.queue.clear()
            self.shown = self.session.game.clone()
            self.log_line(t("table.undone"), (255, 220, 150))
            self.write_autosave(quiet=True)
        else:
            self.refuse(t("table.no_undo"))

    def undo_block(self) -> str | None:
        """Why Undo cannot be used now (a message key), or None when it can: the game is
        over, a card was revealed (or a real-time moment passed) since, another player acted
        since, or nothing of yours to take back (Session.undo_point walks the same history)."""
        if self.session.game.is_over:
            return "table.undo_why.over"
        if self.viewer is None:
            return "table.undo_why.not_yours"
        for h in reversed(self.session.history):
            if h.irreversible:
                return "table.undo_why.revealed"
            if h.source == "human":
                return None if h.action.player == self.viewer else "table.undo_why.not_yours"
        return "table.undo_why.nothing"

    def sync_undo(self) -> None:
        """Every table: Undo lit only when it works, its tip says why not."""
        b = self.button("undo")
        if b is not None:
            why = self.undo_block()
            b.enabled = why is None
            b.tip = t(why) if why else t("table.undo_tip")

    def hint(self) -> None:
        p = self.viewer
        if p is None or p not in self.session.game.decision().players:
            self.refuse(t("table.no_hint"))
            return
        legal = self.session.game.legal_actions(p)
        if not legal:
            self.refuse(t("table.no_hint"))
            return
        bot = bot_classes(self.gid)["normal"](self.session.game_cls, p, self.session.seed + self.session.version, 300)
        action, reason = bot.hint(self.session.game.view(p), legal)
        self.hint_action = action
        self.show_hint(action, reason)
        if reason and has(reason):
            self.app.toast.show(t(reason), self.app.now(), 4000, "good")

    def save_slot(self) -> None:
        name = f"{t('game.' + self.gid)} {time.strftime('%Y-%m-%d %H-%M-%S')}"
        try:
            storage.save_slot(name, self.session.record())
            self.app.toast.show(t("table.saved", name=name), self.app.now(), 3000, "good")
        except OSError as exc:
            self.refuse(t("save.failed", error=str(exc)))

    def howto(self) -> None:
        from .scenes.pages import HowToScene
        self.app.push(HowToScene(self.app, self.gid))

    def leave(self) -> None:
        def done(v):
            self.dialog = None
            if v:
                self.app.goto_menu()
        self.dialog = Dialog(t("table.leave_q"), t("table.leave_body"), [(t("ui.yes"), True), (t("ui.no"), False)], done)

    # ------------------------------------------------------------------ hot seat
    def acting_humans(self) -> list[int]:
        return [p for p in self.session.game.decision().players if p in self.humans]

    def _maybe_cover(self) -> None:
        """With several humans, the screen shows one hand at a time: before another human's
        turn, a cover asks to pass the screen."""
        if len(self.humans) < 2 or self.anim.busy or self.queue or self.replay:
            return
        acting = self.acting_humans()
        if acting and acting[0] != self.viewer and self.cover_for is None:
            self.cover_for = acting[0]
            # what the last player was told (a hint naming his cards, a refusal) is not for
            # the next one: the toasts go with the screen (the app draws them over the cover)
            self.app.toast.clear()

    def uncover(self) -> None:
        if self.cover_for is not None:
            self.viewer = self.cover_for
            self.cover_for = None
            self.shown = self.session.game.clone()
            self.rebuild_log()   # the lines rendered for the last viewer ("You draw ...") go

    def log_line(self, text: str, colour=(230, 230, 225)) -> None:
        """A log line that is not an event (kept for rebuild_log)."""
        self.log_items.append((text, colour))
        self.log.add(text, colour)

    def rebuild_log(self) -> None:
        """The log as the current viewer may read it: every line rendered again from the raw
        events through `Event.for_viewer`, so a hot-seat player never reads another's cards."""
        self.log.lines = []
        for item in self.log_items:
            if isinstance(item, tuple):
                self.log.add(*item)
                continue
            e = item.for_viewer(self.viewer)
            line = self.event_text(e)
            if line:
                self.log.add(line, self.event_colour(e))

    def cover_opens(self, ev, dpos) -> bool:
        """Does this input open the hot-seat cover?"""
        if ev.type == pygame.KEYDOWN:
            return ev.key in self.cover_keys
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            from .widgets import inside
            return self.cover_click_anywhere or inside(COVER_BUTTON, dpos)
        return False

    # ------------------------------------------------------------------ loop
    def handle(self, ev, dpos) -> None:
        if self.replay:   # read-only: the log scrolls, nothing reaches the game
            self.log.handle(ev, dpos)
            return
        if self.dialog is not None:
            self.dialog.handle(ev, dpos)
            return
        if self.cover_for is not None:
            if self.cover_opens(ev, dpos):
                self.uncover()
            return
        if self.log.handle(ev, dpos):
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            grey = next((b for b in self.buttons if b.visible and not b.enabled and inside(b.rect, dpos)), None)
            if grey is not None:
                self.refuse(self.button_reason(grey))   # a grey button says why when clicked
                return
        if self.table_event(ev, dpos):
            return
        for b in list(self.buttons):
            if b.handle(ev, dpos):
                return

    def update(self, dt: float) -> None:
        now = self.app.now()
        self.anim.update(dt)
        self.drag.update(dt)
        if not self.anim.busy and self.queue:
            events, after = self.queue.pop(0)
            viewer = self.viewer
            for e in events:
                self.log_items.append(e)
                del self.log_items[:-2000]
                e = e.for_viewer(viewer)
                line = self.event_text(e)
                if line:
                    self.log.add(line, self.event_colour(e))
            self.animate([e.for_viewer(viewer) for e in events], after)
            self.anim.add(Tween(0, done=lambda a=after: setattr(self, "shown", a), kind="show"))
        busy = self.anim.busy or bool(self.queue) or self.cover_for is not None or self.dialog is not None
        self.driver.paused = self.replay or (busy and not self.realtime_open())
        if not self.driver.paused:
            self.driver.step(now)
        self._maybe_cover()
        self.drop_stale_tip()
        if self.session.game.is_over and not self.anim.busy and not self.queue and not self.ended \
                and not self.replay:
            if self.results_at is None:
                self.results_at = now + 1200
            elif now >= self.results_at:
                self.ended = True
                storage.clear_autosave(self.session.meta)
                self.app.replace(self.results_scene(self.app, self.session))

    @classmethod
    def results_scene(cls, app, session):
        """The scene the table gives way to once the game is over and its last moves are shown
        (a game's table may return its own, with the game's score breakdown)."""
        from .scenes.pages import ResultsScene
        return ResultsScene(app, session)

    def drop_stale_tip(self) -> None:
        """No tooltip of the table stays where what it describes is gone or hidden: none over a
        dialog or the hot-seat cover, during a drag, or once the game is over; after a move (a
        drop, a bot's move, an undo) or a change of viewer, the tip of what lies under the
        pointer now (`update_tooltip` where the table has one) or none until the pointer moves."""
        tip = self.app.tooltip
        if self.dialog is not None or self.cover_for is not None or self.drag.drag is not None \
                or self.session.game.is_over:
            if tip.text:
                tip.set("", self.app.mouse, self.app.now())
            self._tip_state = None
            return
        state = (self.session.version, self.viewer)
        if state != getattr(self, "_tip_state", state):
            hover = getattr(self, "update_tooltip", None)
            if hover is not None:
                hover(self.app.mouse)
            elif tip.text:
                tip.set("", self.app.mouse, self.app.now())
        self._tip_state = state

    def realtime_open(self) -> bool:
        return False

    def busy(self, now: float) -> bool:
        """Animations playing or queued, a drag, the results pending, or the driver due to act
        (a bot thinking or moving, a real-time window's timer)."""
        if self.replay:
            return self.anim.busy or bool(self.queue)
        return (self.anim.busy or bool(self.queue) or self.results_at is not None or bool(self.drag.bounces)
                or self.realtime_open() or self.driver.next_due(now) is not None)

    def event_text(self, e: Event) -> str:
        key = f"{self.gid}.event.{e.kind}"
        if not has(key):
            return ""
        names = self.names
        data = {}
        for k, v in e.data.items():
            if k in ("player", "target") and isinstance(v, int) and 0 <= v < len(names):
                data[k] = names[v]
            elif k == "card" and isinstance(v, str):
                data[k] = self.card_name(v)
            elif isinstance(v, list) and k in ("slowest", "players"):
                data[k] = ", ".join(names[q] for q in v if isinstance(q, int))
            else:
                data[k] = v
        if e.kind == "draw" and "card" not in e.data:
            key = f"{self.gid}.event.draw_hidden" if has(f"{self.gid}.event.draw_hidden") else key
        # the viewer as grammatical subject: "You go first", "Your turn" (key + ".you")
        return tv(key, self.subject_is_viewer(e), **data)

    def subject_is_viewer(self, e: Event) -> bool:
        """The event's player is the one looking at the screen: its text takes the
        second-person variant (`key + ".you"`) where the catalog has one. An event without a
        `player` names its subject `start` (Zoo Architect's setup: "you start")."""
        return self.viewer is not None and e.data.get("player", e.data.get("start")) == self.viewer

    def event_colour(self, e: Event):
        p = e.data.get("player")
        if isinstance(p, int) and 0 <= p < self.session.config.players:
            c = self.app.palette.player(p)
            return tuple(min(255, 90 + v) for v in c)
        return (230, 230, 225)

    def card_name(self, card_id: str) -> str:
        return card_id

    def prompt_text(self) -> str:
        g = self.session.game
        d = g.decision()
        if g.is_over:
            return t("table.over")
        if self.viewer is not None and self.viewer in d.players:
            return t(d.prompt + ".you") if has(d.prompt + ".you") else t(d.prompt, **self._prompt_args(d))
        if d.players:
            p = d.players[0]
            key = "table.thinking" if p in self.bots else "table.waiting"
            return t(key, player=self.names[p])
        return t(d.prompt, **self._prompt_args(d)) if d.prompt else ""

    def _prompt_args(self, d) -> dict:
        names = self.names
        return {k: (names[v] if k in ("player", "gorilla") and isinstance(v, int) else v) for k, v in d.args.items()}

    # ------------------------------------------------------------------ drawing
    def layer_key(self) -> Any:
        """What the table's static layer shows (`draw_layer`), as a hashable value; None
        (the default) draws the whole table every frame. The base adds the window size,
        palette, language, the log and the buttons."""
        return None

    def draw_layer(self, surf) -> None:
        """The table's static drawing, rendered into the layer only when `layer_key` changes."""

    def sync_buttons(self) -> None:
        """Set the buttons' enabled/visible/labels for this frame (before the layer is keyed)."""

    def _sync_all_buttons(self) -> None:
        for b in self.buttons:
            b.highlight = False
        self.sync_buttons()
        self.sync_undo()
        if self.replay:   # read-only: none of the table's buttons
            for b in self.buttons:
                b.visible = False

    def redraw(self) -> None:
        """Render the layer again at the next frame (what tests that watch every text drawn
        in a frame need; the table itself re-keys on every change)."""
        self._layer_key = None

    def _layer_surface(self, key) -> pygame.Surface:
        """The layer: felt, the table's static drawing, the log and the buttons (not hovered),
        one opaque full-window surface rendered again only when its key changes."""
        vp = self.app.vp
        layer = getattr(self, "_layer", None)
        if layer is not None and self._layer_key == key and layer.get_size() == vp.size:
            return layer
        if layer is None or layer.get_size() != vp.size:
            gfx.spare_layer(layer)   # a resize back takes it again
            layer = self._layer = gfx.opaque_layer(vp.size)
        self._layer_key = key
        self.layer_renders = getattr(self, "layer_renders", 0) + 1
        layer.fill(gfx.Palette.felt)
        self.draw_layer(layer)
        self.log.draw(layer, vp)
        for b in self.buttons:
            b.draw(layer, vp, None, 0.0)
        return layer

    def draw(self, surf) -> None:
        vp = self.app.vp
        key = self.layer_key()
        if key is None:
            surf.fill(gfx.Palette.felt)
            self.draw_table(surf)
            self.anim.draw(surf)
            self.log.draw(surf, vp)
            self._sync_all_buttons()
            self.draw_buttons(surf)
        else:
            self._sync_all_buttons()
            key = (key, vp.size, self.app.palette.colour_blind, language(), gfx.text_epoch(), self.log.rect, self.log.title,
                   self.log.changes, self.log.scroll, tuple(b.look() for b in self.buttons))
            surf.blit(self._layer_surface(key), (0, 0))
            gfx.note_blit(self._layer, surf)   # (text probe: what is drawn next is compared with the layer)
            self.draw_table(surf)
            self.anim.draw(surf)
            for b in self.buttons:  # the hovered button over its resting look in the layer
                b.draw(surf, vp, self.app.mouse, self.app.now(), hover_only=True)
        self.drag.draw(surf, vp, self.app.now())
        if self.cover_for is not None:
            surf.fill((20, 40, 32))  # the hot-seat cover hides the whole table
            gfx.blit_text(surf, t("table.pass_to", player=self.names[self.cover_for]), vp.n(56),
                          (250, 240, 210), vp.p(960, 480), "center", True)
            gfx.blit_text(surf, t(self.cover_hint_key, player=self.names[self.cover_for]), vp.n(30), (210, 225, 215), vp.p(960, 560), "center")
            if self.cover_button_key:
                r = vp.rect(COVER_BUTTON)
                gfx.shadowed(surf, r, (250, 236, 190), vp.n(16))
                gfx.blit_text(surf, t(self.cover_button_key), vp.n(32), gfx.Palette.ink, r.center, "center", True)

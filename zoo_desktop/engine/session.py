"""A game in progress: state + record + undo + the clock that drives bots and real-time
windows. Used alike by the table scenes (wall clock, bots in a worker process) and by the
simulator (virtual clock, bots inline), so both run the very same sequence of decisions."""
from __future__ import annotations

import concurrent.futures as cf
from dataclasses import dataclass
from typing import Any, Callable

from . import botproc
from .core import SYSTEM, Action, Event, Game, GameConfig, IllegalAction, action_from_json
from .record import GameRecord, ReplayError, check_fingerprint
from .rng import Rng
from .schema import short


@dataclass
class Applied:
    action: Action
    events: list[Event]
    source: str          # "human", "bot", "timer"
    irreversible: bool   # revealed hidden information or was real time: undo stops here


class Session:
    keep_snapshots = 48  # full clones kept for the last actions; older ones are replayed on demand

    def __init__(self, game_cls: type[Game], config: GameConfig, seed: int,
                 on_applied: Callable[["Session", Applied], None] | None = None):
        self.game_cls = game_cls
        self.config = config
        self.seed = seed
        self.game = game_cls(config, seed)
        self.history: list[Applied] = []
        # state before each action, for undo; None once older than `keep_snapshots` actions
        self.snapshots: list[Game | None] = []
        self.on_applied = on_applied
        self.meta: dict[str, Any] = {}

    @classmethod
    def from_record(cls, game_cls: type[Game], record: GameRecord, upto: int | None = None,
                    verify: bool = True, **kw) -> "Session":
        """Replay a record. With verify (Continue, Load) the replayed state must have the
        record's fingerprint: a record that diverges raises ReplayError whose `matched`
        says how many actions replayed, so the caller may offer to open up to there
        (`upto`, without the check). The file is never touched here."""
        s = cls(game_cls, record.config, record.seed, **kw)
        s.meta = dict(record.meta)
        cb, s.on_applied = s.on_applied, None
        acts = record.actions if upto is None else record.actions[:upto]
        for i, data in enumerate(acts):
            try:
                a = s.game.action_from_json(data)
                bot = a.player in range(record.config.players) and record.config.is_bot(a.player)
                s.apply(a, "bot" if bot else ("timer" if a.player == SYSTEM else "human"))
            except Exception as exc:
                raise ReplayError("record.diverged", i, move=i + 1, error=short(str(exc), 120)) from exc
        if verify and upto is None:
            check_fingerprint(record, s.game)
        s.on_applied = cb
        return s

    @property
    def version(self) -> int:
        return len(self.history)

    def record(self) -> GameRecord:
        return GameRecord(self.game_cls.info.id, self.config, self.seed,
                          [h.action.to_json() for h in self.history], self.game.fingerprint(), dict(self.meta))

    def apply(self, action: Action, source: str = "human") -> list[Event]:
        """Apply or raise IllegalAction (state unchanged)."""
        before = self.game.clone()
        try:
            events = self.game.apply(action)
        except BaseException:
            self.game = before  # atomic: whatever went wrong, the state is the one before
            raise
        self.snapshots.append(before)
        old = len(self.snapshots) - 1 - self.keep_snapshots
        if old >= 0:
            self.snapshots[old] = None  # bounded memory: rebuilt from the record if ever needed
        applied = Applied(action, events, source, action.realtime or any(e.reveals for e in events))
        self.history.append(applied)
        if self.on_applied:
            self.on_applied(self, applied)
        return events

    def state_before(self, i: int) -> Game:
        """The state before action i, replayed from the seed (a game is seed + actions)."""
        g = self.game_cls(self.config, self.seed)
        for h in self.history[:i]:
            g.apply(h.action)
        return g

    # ------------------------------------------------------------------ undo
    def undo_point(self, seat: int) -> int | None:
        """Index to cut the history at so that `seat`'s last action is taken back, together
        with the bots' and timers' replies since; None if something irreversible happened
        since (a draw revealed a card, a real-time event) or another human acted."""
        for i in range(len(self.history) - 1, -1, -1):
            h = self.history[i]
            if h.irreversible:
                return None
            if h.source == "human":
                return i if h.action.player == seat else None
        return None

    def undo(self, seat: int) -> bool:
        i = self.undo_point(seat)
        if i is None:
            return False
        self.game = self.snapshots[i] or self.state_before(i)
        del self.history[i:]
        del self.snapshots[i:]
        if self.on_applied:
            self.on_applied(self, None)  # type: ignore[arg-type]
        return True


class Driver:
    """Fires the rules' timers and the bots' moves at the right time.

    `step(now_ms)` applies everything due at `now_ms` and returns the events. Real-time
    timers count from when their window was shown (`mark_shown`, or when the driver first
    saw it with `auto_mark`). A bot's move is chosen from its own view (in a worker thread
    when `threaded`; searching bots in the worker process `worker` (see botproc) when given) and applied
    `think` ms after its decision began. If the worker crashes, `on_error(text)` is told and
    the seat's move comes from `fallback(seat)` (the table gives the game's normal bot),
    inline; without one, from the seat's own bot, inline."""

    def __init__(self, session: Session, bots: dict[int, Any], *, think_ms: tuple[int, int] = (0, 0),
                 threaded: bool = False, auto_mark: bool = True, seed: int = 0,
                 worker: "botproc.BotWorker | None" = None, on_error: Callable[[str], None] | None = None,
                 fallback: Callable[[int], Any] | None = None):
        self.s = session
        self.bots = bots
        self.think_ms = think_ms
        self.auto_mark = auto_mark
        self.pace = Rng(f"pace-{seed}")
        self.worker = worker
        self.on_error = on_error
        self.pool = cf.ThreadPoolExecutor(1, thread_name_prefix="bot") if threaded and worker is None else None
        self.shown: dict[int, float] = {}      # window id -> clock ms when shown
        self.pending: dict[str, Any] | None = None  # bot move being prepared
        self.fallback = fallback
        self.fallbacks: dict[int, Any] = {}    # seat -> inline normal bot after a worker crash
        self.paused = False

    def cancel(self) -> None:
        """Stop the bot move being prepared at once (undo, leaving the table)."""
        p, self.pending = self.pending, None
        if p and p.get("job") is not None and self.worker is not None:
            self.worker.cancel(p["job"])
        elif p and p.get("future") is not None:
            p["future"].cancel()

    def close(self) -> None:
        self.cancel()
        if self.pool:
            self.pool.shutdown(wait=False, cancel_futures=True)

    def mark_shown(self, window: int, now: float) -> None:
        self.shown.setdefault(window, now)

    def window_start(self) -> float | None:
        w = self.s.game.window_id()
        return None if w is None else self.shown.get(w)

    def _due_timer(self, now: float) -> tuple[float, Action] | None:
        g = self.s.game
        w = g.window_id()
        if w is None:
            return None
        if w not in self.shown:
            if not self.auto_mark:
                return None
            self.shown[w] = now
        timers = g.timers()
        if not timers:
            return None
        t, a = timers[0]
        return self.shown[w] + t, a

    def _bot_seat(self) -> int | None:
        for p in self.s.game.decision().players:
            if p in self.bots:
                return p
        return None

    def next_due(self, now: float) -> float | None:
        """The next clock time at which `step` will do something (virtual clocks jump)."""
        due = []
        timer = self._due_timer(now)
        if timer:
            due.append(timer[0])
        if self.pending and self.pending["version"] == self.s.version:
            due.append(self.pending["at"])
        elif self._bot_seat() is not None:
            due.append(now)
        return min(due) if due else None

    def step(self, now: float) -> list[Event]:
        events: list[Event] = []
        if self.paused:
            return events
        for _ in range(64):  # bounded: each pass applies at most one action
            if self.s.game.is_over:
                break
            timer = self._due_timer(now)
            bot_at = self._bot_ready(now)
            if timer and timer[0] <= now and (bot_at is None or timer[0] <= bot_at):
                events += self.s.apply(timer[1], "timer")
                continue
            if bot_at is not None and bot_at <= now:
                action = self.pending["action"]
                self.pending = None
                try:
                    events += self.s.apply(action, "bot")
                except IllegalAction:
                    pass  # the state moved on (e.g. a window closed): choose again
                continue
            break
        return events

    def _bot_ready(self, now: float) -> float | None:
        """When the current bot move may be applied (None if no bot move is ready)."""
        seat = self._bot_seat()
        if seat is None:
            self.pending = None
            return None
        p = self.pending
        if p is None or p["version"] != self.s.version:
            view = self.s.game.view(seat)
            legal = self.s.game.legal_actions(seat)
            lo, hi = self.think_ms
            at = now + (self.pace.between(lo, hi) if hi > 0 else 0)
            bot = self.bots[seat]
            if p and p.get("job") is not None:
                self.worker.forget(p["job"])       # the game moved on: that answer is stale
            if self.worker is not None and self.in_worker(bot):
                req = botproc.request(self.s.game_cls.info.id, self.s.config.seats[seat], bot, view, legal)
                self.pending = {"version": self.s.version, "at": at, "job": self.worker.submit(req),
                                "action": None, "seat": seat, "view": view, "legal": legal}
            elif self.pool:
                fut = self.pool.submit(bot.choose, view, legal)
                self.pending = {"version": self.s.version, "at": at, "future": fut, "action": None}
            else:
                self.pending = {"version": self.s.version, "at": at, "future": None,
                                "action": bot.choose(view, legal)}
            p = self.pending
        if p["action"] is None:
            if p.get("job") is not None:
                return self._from_worker(p)
            fut = p["future"]
            if not fut.done():
                return None
            p["action"] = fut.result()
        return p["at"]

    @staticmethod
    def in_worker(bot: Any) -> bool:
        """Searching bots think in the worker; the heuristic ones answer in a few ms, inline
        (their moves are the same either way: the worker continues the same streams)."""
        return bool(getattr(bot, "searches", False))

    def _from_worker(self, p: dict[str, Any]) -> float | None:
        seat = p["seat"]
        try:
            ans = self.worker.result(p["job"])
        except botproc.WorkerCrashed as exc:
            if self.on_error:
                self.on_error(str(exc))
            p["action"] = self._fallback(seat).choose(p["view"], p["legal"])
            return p["at"]
        if ans is None:
            return None
        botproc.set_bot_state(self.bots[seat], ans["state"])  # the seat's stream goes on here too
        p["action"] = action_from_json(self.s.game_cls.info.id, ans["action"])
        return p["at"]

    def _fallback(self, seat: int):
        """The bot that chooses `seat`'s move inline after a worker crash: `fallback(seat)`,
        made once, or the seat's own bot."""
        if seat not in self.fallbacks:
            self.fallbacks[seat] = self.fallback(seat) if self.fallback else self.bots[seat]
        return self.fallbacks[seat]

    def thinking(self) -> int | None:
        """The bot seat whose move is being prepared, for a 'thinking' marker."""
        return self._bot_seat()

"""Bots think in a worker process, so a search never holds the table's interpreter lock.

The table's `Driver` sends a request as JSON: the game id, the seat's bot kind (level or
personality such as "normal:aggressive"), the rules and bot classes as "module:Class" paths
(the worker imports them; it never looks a game up), seat, seed, think budget, the bot's *view* and its
legal actions, plus the bot's generator states (`bot_state`); the worker answers with the
chosen action as JSON and the generators' new states. The bot object lives in the worker
(one per seat, kept between moves); because the states travel with every request and
answer, a worker that was stopped (undo, leaving the table) or crashed and then restarted
continues the very same random stream, so a seat plays the same moves as the in-process
simulator, which keeps playing inline.

One worker process (spawn context, so no pygame state is inherited) is kept warm for the
whole app (`shared_worker`). `cancel` ends the pending job at once by terminating the
process and starting a fresh one; a worker that dies is reported as `WorkerCrashed`.
No pygame here (engine code)."""
from __future__ import annotations

import atexit
import dataclasses
import itertools
import multiprocessing as mp
import os
import random
from typing import Any

from .rng import Rng


WORKER_NICE = 10  # the worker's scheduling priority below the app's (POSIX; ignored elsewhere)


class WorkerCrashed(RuntimeError):
    """The worker process died (or answered with an error) before the move was chosen."""


# ----------------------------------------------------------------- bot state as JSON
def _rngs(obj: Any, prefix: str = "", depth: int = 0):
    """(path, Rng) for every generator of a bot, its own and its helper bots' (e.g. a hard
    bot that keeps a normal bot for its plan)."""
    from .bots import Bot
    for name, v in sorted(vars(obj).items()):
        if isinstance(v, Rng):
            yield prefix + name, v
        elif isinstance(v, Bot) and depth < 3:
            yield from _rngs(v, prefix + name + ".", depth + 1)


def bot_state(bot: Any) -> dict[str, list]:
    """The bot's generator states, JSON."""
    return {path: r.state_json() for path, r in _rngs(bot)}


def set_bot_state(bot: Any, state: dict[str, list]) -> None:
    for path, r in _rngs(bot):
        if path in state:
            v, internal, gauss = state[path]
            r._r.setstate((v, tuple(internal), gauss))


def params_json(bot: Any) -> dict[str, Any] | None:
    """A search bot's tunables (`bot.params`, a dataclass such as `bots.SearchParams`) as JSON,
    so the worker's copy searches exactly as the table's would (fixed work in tests)."""
    prm = getattr(bot, "params", None)
    return dataclasses.asdict(prm) if prm is not None else None


def class_path(cls: type) -> str:
    """"module:Class" of a class defined at a module's top level (`entry.load` imports it)."""
    return f"{cls.__module__}:{cls.__qualname__}"


def request(game_id: str, kind: str, bot: Any, view: dict, legal: list) -> dict[str, Any]:
    """The JSON request for `bot` (of seat kind `kind`) to choose among `legal` from `view`."""
    return {"game": game_id, "kind": kind, "rules": class_path(bot.game_cls), "bot": class_path(type(bot)),
            "seat": bot.seat, "seed": bot.seed, "budget_ms": bot.budget_ms,
            "params": params_json(bot),
            "view": view, "legal": [a.to_json() for a in legal], "state": bot_state(bot)}


# ----------------------------------------------------------------- the worker side
_BOTS: dict[tuple, Any] = {}


def answer(req: dict[str, Any]) -> dict[str, Any]:
    """Choose a move for a request (runs in the worker; also callable inline)."""
    from .entry import load
    gid, kind = req["game"], req["kind"]
    prm = req.get("params")
    key = (gid, kind, req["rules"], req["bot"], req["seat"], req["seed"], req["budget_ms"], repr(prm))
    bot = _BOTS.get(key)
    if bot is None:
        bot = load(req["bot"])(load(req["rules"]), req["seat"], req["seed"], req["budget_ms"])
        if prm is not None:
            bot.params = type(bot.params)(**prm)
        if len(_BOTS) > 16:
            _BOTS.clear()
        _BOTS[key] = bot
    set_bot_state(bot, req["state"])
    from .core import action_from_json
    legal = [action_from_json(gid, d) for d in req["legal"]]
    choice = bot.choose(req["view"], legal)
    return {"action": choice.to_json(), "state": bot_state(bot)}


def _main(conn) -> None:
    """The worker loop: (job id, request) in, (job id, answer or error text) out."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    random.seed(0)
    try:  # the table comes first: on a busy machine the search gets the CPU that is left
        os.nice(WORKER_NICE)
    except (AttributeError, OSError):
        pass
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job, req = msg
        if req == "warm":
            from . import core  # noqa: F401  (the engine; a game's modules come with its first request)
            conn.send((job, {"warm": True}))
            continue
        try:
            conn.send((job, answer(req)))
        except Exception as exc:  # a bot bug: reported to the table, which falls back
            import traceback
            conn.send((job, {"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc(limit=6)}))


# ----------------------------------------------------------------- the table side
class BotWorker:
    """One worker process and at most one job in flight."""

    def __init__(self):
        self._ctx = mp.get_context("spawn")
        self._ids = itertools.count(1)
        self.proc = None
        self.conn = None
        self.inflight: set[int] = set()  # jobs sent and not answered yet
        self.ignored: set[int] = set()   # answers nobody waits for any more
        self._done: dict[int, dict] = {}
        self.starts = 0

    def start(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            return
        parent, child = self._ctx.Pipe()
        self.proc = self._ctx.Process(target=_main, args=(child,), daemon=True, name="zoo-bot")
        self.proc.start()
        child.close()
        self.conn = parent
        self.starts += 1
        parent.send((0, "warm"))  # import the engine now, not at the first move

    @property
    def busy(self) -> bool:
        return bool(self.inflight)

    def submit(self, req: dict[str, Any]) -> int:
        """Send a request; returns its job id. Jobs are answered in order (a warm-up or a
        stale job still thinking goes first; `cancel` stops them at once instead)."""
        self.start()
        job = next(self._ids)
        self.conn.send((job, req))
        self.inflight.add(job)
        return job

    def forget(self, job: int) -> None:
        """The answer to `job` is no longer wanted (the game moved on)."""
        self.ignored.add(job)
        self._done.pop(job, None)

    def _collect(self) -> None:
        """Read every answer waiting in the pipe."""
        if self.conn is None:
            return
        try:
            while self.conn.poll():
                job, ans = self.conn.recv()
                self.inflight.discard(job)
                if job and job not in self.ignored:
                    self._done[job] = ans
                self.ignored.discard(job)
        except (EOFError, OSError):
            pass

    def result(self, job: int) -> dict[str, Any] | None:
        """The answer of `job`, None while it is thinking; raises WorkerCrashed if the worker
        died or the bot raised."""
        self._collect()
        if job in self._done:
            ans = self._done.pop(job)
            if "error" in ans:
                raise WorkerCrashed(ans["error"] + "\n" + ans.get("trace", ""))
            return ans
        if self.proc is None or not self.proc.is_alive():
            code = None if self.proc is None else self.proc.exitcode
            self.proc = self.conn = None
            self.inflight.clear()
            raise WorkerCrashed(f"the bot worker process ended (exit code {code})")
        return None

    def cancel(self, job: int | None = None) -> None:
        """Stop thinking at once (undo, leaving the table): if `job` (default: any job) is
        still in flight, the process is terminated and a fresh one is warmed up."""
        self._collect()
        if self.proc is None or not self.inflight or (job is not None and job not in self.inflight):
            if job is not None:
                self.forget(job)
            return
        self._stop()
        self.start()

    def _stop(self) -> None:
        proc, self.proc = self.proc, None
        if self.conn is not None:
            self.conn.close()
        self.conn = None
        self.inflight.clear()
        self.ignored.clear()
        self._done.clear()
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)

    def close(self) -> None:
        if self.conn is not None and self.proc is not None and self.proc.is_alive() and not self.inflight:
            try:
                self.conn.send(None)
            except OSError:
                pass
        self._stop()


_SHARED: BotWorker | None = None


def shared_worker() -> BotWorker:
    """The app's one warm worker (started on first use)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = BotWorker()
    _SHARED.start()
    return _SHARED


def shutdown() -> None:
    global _SHARED
    if _SHARED is not None:
        _SHARED.close()
        _SHARED = None


atexit.register(shutdown)

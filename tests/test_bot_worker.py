"""Bots think in a worker process fed with their views (issue 14): the worker's choice is
the inline bot's choice for the same view and seed, cancelling stops the worker at once,
and a crashed worker is reported while the seat plays the normal bot's move inline."""
from __future__ import annotations

from dataclasses import replace
import os
import signal
import time

import pytest

from zoo_desktop.engine import botproc
from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Driver, Session
from zoo_desktop.games import bot_classes, game_class, make_bots


@pytest.fixture
def worker():
    w = botproc.BotWorker()
    w.start()
    yield w
    w.close()


def wait(w, job, limit=60.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        ans = w.result(job)
        if ans is not None:
            return ans
        time.sleep(0.005)
    raise AssertionError("no answer")


@pytest.mark.parametrize("gid,seats", [("gorilla", ("hard", "normal:aggressive", "easy")),
                                       ("keepers", ("hard", "normal")),
                                       ("research", ("hard", "normal:scholar", "easy"))])
def test_worker_choice_equals_inline_choice_for_same_view_and_seed(worker, gid, seats):
    cfg = GameConfig.make(len(seats), seats=seats)
    game = game_class(gid)(cfg, 11)
    remote, inline = make_bots(gid, cfg, 11, 50), make_bots(gid, cfg, 11, 50)
    for b in list(remote.values()) + list(inline.values()):
        if hasattr(b, "params"):    # fixed work: the time budget would make the search machine-dependent
            b.params = replace(b.params, max_iterations=30)
    moves = 0
    while moves < 25 and not game.is_over:
        d = game.decision()
        if not d.players or not game.legal_actions(d.players[0]):
            game.apply(game.timers()[0][1])
            continue
        p = d.players[0]
        view, legal = game.view(p), game.legal_actions(p)
        ans = wait(worker, worker.submit(botproc.request(gid, seats[p], remote[p], view, legal)))
        botproc.set_bot_state(remote[p], ans["state"])
        mine = inline[p].choose(view, legal)
        assert ans["action"] == mine.to_json()
        assert botproc.bot_state(remote[p]) == botproc.bot_state(inline[p])  # same stream after
        game.apply(mine)
        moves += 1
    assert moves == 25 or game.is_over


def test_restarted_worker_continues_the_same_stream(worker):
    """The generator states travel with each request: a fresh worker answers the same."""
    cfg = GameConfig.make(3, seats=("easy", "easy", "easy"))
    game = game_class("gorilla")(cfg, 3)
    p = game.decision().players[0]
    bot = make_bots("gorilla", cfg, 3)[p]
    req = botproc.request("gorilla", "easy", bot, game.view(p), game.legal_actions(p))
    first = wait(worker, worker.submit(req))
    worker._stop()
    worker.start()
    assert wait(worker, worker.submit(req)) == first


def _long_hard_request():
    cfg = GameConfig.make(4, seats=("hard",) * 4)
    game = game_class("keepers")(cfg, 5)
    p = game.decision().players[0]
    bot = make_bots("keepers", cfg, 5, budget_ms=60000)[p]
    bot.params = replace(bot.params, min_iterations=10 ** 9)
    return botproc.request("keepers", "hard", bot, game.view(p), game.legal_actions(p))


def test_cancel_stops_the_worker_at_once(worker):
    job = worker.submit(_long_hard_request())
    time.sleep(0.5)
    assert worker.result(job) is None           # still thinking (a minute of budget)
    old = worker.proc
    t0 = time.monotonic()
    worker.cancel(job)
    assert not old.is_alive() and old.exitcode is not None
    assert time.monotonic() - t0 < 3.0          # terminated, not waited for
    assert worker.proc is not old and worker.proc.is_alive() and not worker.busy
    # the fresh worker answers the next request
    cfg = GameConfig.make(3, seats=("easy",) * 3)
    game = game_class("gorilla")(cfg, 1)
    p = game.decision().players[0]
    bot = make_bots("gorilla", cfg, 1)[p]
    ans = wait(worker, worker.submit(botproc.request("gorilla", "easy", bot, game.view(p), game.legal_actions(p))))
    assert ans["action"]["kind"] == "play"


def test_driver_cancel_on_leaving_terminates_pending_search(worker):
    cfg = GameConfig.make(2, seats=("hard", "hard"))
    s = Session(game_class("keepers"), cfg, 5)
    bots = make_bots("keepers", cfg, 5, budget_ms=60000)
    for b in bots.values():
        b.params = replace(b.params, min_iterations=10 ** 9)
    d = Driver(s, bots, worker=worker)
    assert d.step(0.0) == [] and worker.busy
    old = worker.proc
    d.close()
    assert not old.is_alive() and d.pending is None and s.version == 0


def test_crashed_worker_is_reported_and_normal_bot_moves_inline(worker):
    cfg = GameConfig.make(2, seats=("hard", "hard"))
    s = Session(game_class("keepers"), cfg, 8)
    bots = make_bots("keepers", cfg, 8, budget_ms=60000)
    for b in bots.values():
        b.params = replace(b.params, min_iterations=10 ** 9)
    errors: list[str] = []
    normal_bot = bot_classes("keepers")["normal"]
    d = Driver(s, bots, worker=worker, on_error=errors.append,   # the table's fallback
               fallback=lambda p: normal_bot(game_class("keepers"), p, 8, 60000))
    seat = s.game.decision().players[0]
    view, legal = s.game.view(seat), s.game.legal_actions(seat)
    assert d.step(0.0) == []                    # thinking in the worker
    os.kill(worker.proc.pid, signal.SIGKILL)    # the worker dies mid-search
    worker.proc.join(5)
    events = []
    for k in range(50):
        events += d.step(float(k))
        if events:
            break
    assert errors and "ended" in errors[0]
    normal = normal_bot(game_class("keepers"), seat, 8, 60000)
    assert s.history[0].action == normal.choose(view, legal) and s.history[0].source == "bot"

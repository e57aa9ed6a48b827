"""One protocol conformance test for every game in the registry (issue 17, item 1).

A game added to `zoo_desktop.games.GAMES` gets these checks without writing any: seeded games
at the game's smallest, 2-player and largest counts are played to the end by the game's own
terminating playout policy (its hard bot's `SearchBot.policy`, the one its search uses in
playouts, given an `Rng`; during a real-time window the rules' timers are fired too), through
the checked `apply`, and along the way:

- never stuck: a state that is not over offers a turn action or a timer; the policy's move
  is legal (the checked `apply` would refuse it) and every listed legal action is one that
  `why_illegal` accepts (a sample of each list, every 5th action);
- illegal probes are refused with `IllegalAction` and a sentence, changing neither the
  fingerprint nor any seat's view (`fuzzing.check_refused`): a legal action sent by a seat
  that is not deciding (outside real-time windows), by a seat that does not exist, an earlier
  action that the rules now refuse, and any action once the game is over;
- actions survive their JSON round trip; `clone()` is independent of the original;
- view round trip: `view(p)` of every seat (and of a spectator) is plain JSON (equal to itself
  through `json.dumps`/`loads`: no tuples, sets or objects), and while the game is on,
  `determinize(view(p), p, rng)` gives a state with the same view, decision and legal
  actions; once a game, the
  determinized copy is played on to its end with checked applies (a legal state);
- record round trip: seed + actions through `GameRecord` JSON replay to the same
  fingerprint and scores, and a prefix of the record to the fingerprint seen at that point.

The per-game *_sim.py tests keep what is particular to a game (its invariants, its own
illegal probes, its options, many more seeds); this file is what every game shares.
"""
from __future__ import annotations

import dataclasses
import json

import pytest
from fuzzing import check_refused

from zoo_desktop.engine.core import Decision, GameConfig
from zoo_desktop.engine.record import GameRecord, replay
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games import GAMES, bot_classes, game_class

SEEDS = (3, 4)
MAX_ACTIONS = 5000      # the longest of these games measured ~460 actions (Zoo Architect, 4 players)
VIEW_EVERY = 7          # view round trips (and a clone check) every 7th action


def counts(gid: str) -> list[int]:
    info = game_class(gid).info
    return sorted({info.min_players, max(2, info.min_players), info.max_players})


CASES = [(gid, n, seed) for gid in GAMES for n in counts(gid) for seed in SEEDS]


def seats_to_act(game, d: Decision) -> list[int]:
    """The seats with turn actions now: the deciding ones, every seat in a real-time window."""
    seats = range(game.config.players) if d.realtime else d.players
    return [p for p in seats if game.legal_actions(p)]


def playout_policy(gid: str, cls, seed: int):
    """The game's own terminating playout policy: its hard bot's `policy(game, seat, legal, rng)`."""
    return bot_classes(gid)["hard"](cls, 0, seed, budget_ms=5).policy


def check_views(cls, game, rng: Rng) -> None:
    for p in [None, *range(game.config.players)]:
        v = game.view(p)
        assert json.loads(json.dumps(v)) == v, f"view({p}) is not plain JSON"
        if p is None or game.is_over:   # bots determinize only games still being played
            continue
        det = cls.determinize(v, p, rng.fork())
        assert det.view(p) == v, f"determinize(view({p})) shows seat {p} something else"
        assert det.legal_actions(p) == game.legal_actions(p)
        assert det.decision() == game.decision() and det.is_over == game.is_over


def check_clone(game) -> None:
    d = game.decision()
    seats = seats_to_act(game, d)
    if not seats:
        return
    fp, view = game.fingerprint(), game.view(seats[0])
    c = game.clone()
    c.apply(c.legal_actions(seats[0])[0])
    assert game.fingerprint() == fp and game.view(seats[0]) == view, "an action on a clone changed the original"
    assert c.fingerprint() != fp, "an action changed nothing (or the clone shares the original's fingerprint)"


def probes(game, rng: Rng, earlier: list) -> list:
    """Actions the protocol says must be refused now (see the module docstring)."""
    n = game.config.players
    d = game.decision()
    out = []
    if game.is_over:
        return earlier[-3:]
    seats = seats_to_act(game, d)
    if seats:
        a = rng.choice(game.legal_actions(seats[0]))
        if hasattr(a, "player"):
            out.append(dataclasses.replace(a, player=n))            # no such seat
            idle = [q for q in range(n) if q not in d.players]
            if idle and not d.realtime:                             # a seat that is not deciding
                out.append(dataclasses.replace(a, player=rng.choice(idle)))
    stale = [a for a in earlier[-40:] if game.why_illegal(a) is not None]
    if stale:                                                       # what the rules refuse now
        out.append(rng.choice(stale))
    return out


def play(gid: str, n: int, seed: int, *, replay_det: bool):
    cls = game_class(gid)
    cfg = GameConfig.make(n, seats=("human",) * n)
    game = cls(cfg, seed)
    policy = playout_policy(gid, cls, seed)
    rng = Rng(f"protocol-{gid}-{n}-{seed}")
    actions, fps, taken = [], [], []
    for step in range(MAX_ACTIONS):
        if game.is_over:
            break
        d = game.decision()
        seats = seats_to_act(game, d)
        timers = game.timers()
        assert seats or timers, f"{gid}: stuck at action {step}:\n{game.describe()}"
        if step % 5 == 0:
            for p in seats:
                legal = game.legal_actions(p)
                for a in (legal if len(legal) <= 6 else [rng.choice(legal) for _ in range(6)]):
                    assert game.why_illegal(a) is None, f"{a} is listed as legal but refused: {game.why_illegal(a)}"
            for bad in probes(game, rng, taken):
                defect = check_refused(game, bad)
                assert defect is None, f"{gid} at action {step}: {defect}"
        if step % VIEW_EVERY == 0:
            check_views(cls, game, rng)
            check_clone(game)
            if replay_det and step == 3 * VIEW_EVERY and d.players:
                det = cls.determinize(game.view(d.players[0]), d.players[0], rng.fork())
                finish(det, policy, rng.fork())
        if seats and (not timers or rng.chance(0.7)):
            p = rng.choice(seats)
            a = policy(game, p, game.legal_actions(p), rng)
        else:
            a = timers[0][1]
        data = a.to_json()
        assert game.action_from_json(json.loads(json.dumps(data))) == a, "action JSON round trip"
        game.apply(a)                              # checked: the policy's move must be legal
        actions.append(data)
        taken.append(a)
        fps.append(game.fingerprint())
    assert game.is_over, f"{gid}: no end after {MAX_ACTIONS} actions"
    for bad in probes(game, rng, taken):
        defect = check_refused(game, bad)
        assert defect is None, f"{gid} after the end: {defect}"
    check_views(cls, game, rng)
    return cls, cfg, game, actions, fps


def finish(game, policy, rng: Rng) -> None:
    """Play a determinized copy to its end with checked applies."""
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return
        d = game.decision()
        seats = seats_to_act(game, d)
        if seats:
            p = rng.choice(seats)
            game.apply(policy(game, p, game.legal_actions(p), rng))
        else:
            timers = game.timers()
            assert timers, f"the determinized copy is stuck:\n{game.describe()}"
            game.apply(timers[0][1])
    raise AssertionError("the determinized copy did not end")


@pytest.mark.parametrize("gid,n,seed", CASES, ids=[f"{g}-{n}p-{s}" for g, n, s in CASES])
def test_protocol(gid, n, seed):
    cls, cfg, game, actions, fps = play(gid, n, seed, replay_det=seed == SEEDS[0])
    rec = GameRecord(gid, cfg, seed, actions, game.fingerprint())
    back = GameRecord.from_json(json.loads(json.dumps(rec.to_json())), game_class)
    again = replay(back, cls, verify=True)
    assert again.fingerprint() == game.fingerprint() and again.scores() == game.scores()
    half = len(actions) // 2
    assert replay(back, cls, upto=half).fingerprint() == fps[half - 1], "a record prefix replays elsewhere"


def test_every_registered_game_is_covered():
    assert {g for g, _, _ in CASES} == set(GAMES)

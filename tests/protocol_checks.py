"""Checks every game must pass (the engine protocol), shared by the games' test files.

Each helper plays seeded random games through the public protocol and asserts:
- a non-finished state always offers an action (a turn action or a timer): never stuck;
- an illegal action raises IllegalAction and leaves the fingerprint unchanged;
- actions survive their JSON round trip; a record replays to the same fingerprint;
- `determinize(view(p), p, rng).view(p) == view(p)`: a sampled copy is indistinguishable
  for the player it was made for (so bots lose nothing by seeing only their view).
"""
from __future__ import annotations

import json

from zoo_desktop.engine.core import Game, GameConfig, IllegalAction
from zoo_desktop.engine.record import GameRecord, replay
from zoo_desktop.games import game_class
from zoo_desktop.engine.rng import Rng


def random_playthrough(game_cls: type[Game], config: GameConfig, seed: int, *, max_actions: int = 20000,
                       check=None, illegal_probe=None, determinize_every: int = 0):
    """Play random legal actions (timers in order) to the end; returns (game, actions)."""
    game = game_cls(config, seed)
    rng = Rng(seed * 7919 + 1)
    actions = []
    for step in range(max_actions):
        if game.is_over:
            break
        d = game.decision()
        choices = []
        for p in d.players:
            choices += game.legal_actions(p)
        timers = game.timers()
        assert choices or timers, f"stuck at step {step}:\n{game.describe()}"
        if illegal_probe is not None and step % 5 == 0:
            bad = illegal_probe(game, rng)
            if bad is not None:
                fp = game.fingerprint()
                try:
                    game.apply(bad)
                except IllegalAction as exc:
                    assert str(exc), "an illegal action needs a reason"
                else:
                    raise AssertionError(f"{bad} was accepted but the probe said illegal")
                assert game.fingerprint() == fp, "a refused action changed the state"
        if determinize_every and step % determinize_every == 0 and d.players:
            p = d.players[0]
            v = game.view(p)
            det = game_cls.determinize(v, p, rng.fork())
            assert det.view(p) == v, "determinized copy differs in what the player sees"
            assert det.legal_actions(p) == game.legal_actions(p)
        if choices and (not timers or rng.chance(0.7)):
            a = rng.choice(choices)
        else:
            a = timers[0][1]
        data = a.to_json()
        assert game.action_from_json(json.loads(json.dumps(data))) == a, "action JSON round trip"
        game.apply(a)
        actions.append(data)
        if check:
            check(game)
    assert game.is_over, f"no end after {max_actions} actions"
    return game, actions


def check_record_roundtrip(game_cls: type[Game], config: GameConfig, seed: int, actions: list[dict], game: Game):
    rec = GameRecord(game_cls.info.id, config, seed, actions, game.fingerprint())
    back = GameRecord.from_json(json.loads(json.dumps(rec.to_json())), game_class)
    again = replay(back, game_cls, verify=True)
    assert again.fingerprint() == game.fingerprint()
    assert again.scores() == game.scores()

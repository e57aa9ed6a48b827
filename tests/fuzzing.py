"""Shared by the fuzz tests (tests/test_fuzz_actions.py, hypothesis) and the long fuzz run
(bench/fuzz.py): reachable states of each game, malformed versions of real actions, and the
one check every refusal must pass (IllegalAction, same fingerprint, same views)."""
from __future__ import annotations

import dataclasses
import json
import random

from zoo_desktop.engine.core import _ACTION_TYPES, SYSTEM, Game, GameConfig, IllegalAction
from zoo_desktop.games import GAMES, game_class

PLAYERS = {"gorilla": 3, "keepers": 2, "research": 3, "architect": 2}


def reachable_states(gid: str, n: int, seed: int = 1, step: int = 7) -> list[Game]:
    """`n` states met while playing random legal actions (timers too), every `step` actions,
    over as many games as it takes."""
    cls = game_class(gid)
    rnd = random.Random(seed)
    out: list[Game] = []
    g = 0
    while len(out) < n:
        g += 1
        game = cls(GameConfig.make(PLAYERS[gid], seats=("human",) * PLAYERS[gid]), seed * 1000 + g)
        for i in range(5000):
            if game.is_over or len(out) >= n:
                break
            if i % step == 0:
                out.append(game.clone())
            legal = [a for p in game.decision().players for a in game.legal_actions(p)]
            timers = [a for _, a in game.timers()]
            if not legal and not timers:
                break
            game.apply(rnd.choice(legal) if legal and (not timers or rnd.random() < 0.7) else timers[0])
    return out


def legal_now(game: Game) -> list:
    return [a for p in game.decision().players for a in game.legal_actions(p)] + [a for _, a in game.timers()]


def bad_values(annotation: str, name: str, players: int) -> list:
    """Values a field of this type must never accept: the wrong type, a bool or float for an
    int, truthy/falsy look-alikes, absurd sizes, seats that do not exist."""
    a = str(annotation).replace(" ", "")
    junk = [None, {}, [], "", [[1]], {"x": 1}, float("nan")]
    if name == "t":
        return junk + [-1, -10**9, 10**12, 1.0, True, "0"]
    if name == "player":
        return junk + [players, 99, -2, 10**12, 0.0, 1.0, True, False, "nobody", "0"]
    if a == "int":
        return junk + [0.0, 1.0, True, False, "1", 10**40, -10**40, [0]]
    if a == "bool":
        return junk + [0, 1, "no", "yes", 1.0]
    if a == "str":
        return [j for j in junk if j != ""] + [0, 1.0, True, ["a"], "x" * 5000]
    if a.endswith("|None"):  # None is a valid value here
        return [v for v in bad_values(a[:-5], name, players) if v is not None]
    if a.startswith("tuple"):
        return junk[:1] + ["abc", 5, True, (1, 2), (None,), ("x" * 5000,), tuple(["a"] * 500)]
    return junk


def malformed(game: Game, rnd: random.Random):
    """A real action of the game (a legal one when there is one) with one field made wrong;
    or a timer sent by a seat. Built with object.__setattr__ so no constructor checks it."""
    gid = game.info.id
    legal = legal_now(game)
    if legal and rnd.random() < 0.8:
        base = rnd.choice(legal)
    else:
        cls = rnd.choice(list(_ACTION_TYPES[gid].values()))
        kw = {}
        for f in dataclasses.fields(cls):
            if f.default is dataclasses.MISSING:
                kw[f.name] = 0 if "int" in str(f.type) else ("" if "str" in str(f.type) else ())
        base = cls(**kw)
    flds = dataclasses.fields(base)
    f = rnd.choice(flds)
    timer = any(x.name == "player" and x.default == SYSTEM for x in flds)
    if timer and (f.name == "player" or rnd.random() < 0.3):
        f = next(x for x in flds if x.name == "player")
        value = rnd.choice([0, 1, game.config.players - 1] + bad_values("int", "player", game.config.players))
    else:
        value = rnd.choice(bad_values(f.type, f.name, game.config.players))
    bad = dataclasses.replace(base)
    object.__setattr__(bad, f.name, value)
    return bad


def snapshot(game: Game):
    return game.fingerprint(), [json.dumps(game.view(p), sort_keys=True, default=str)
                                for p in [None, *range(game.config.players)]]


def check_refused(game: Game, bad) -> str | None:
    """None if `bad` is refused with IllegalAction and the state and every view are exactly
    as before; else a description of the defect."""
    before = snapshot(game)
    try:
        game.apply(bad)
    except IllegalAction as exc:
        if not str(exc):
            return f"{bad!r}: refused without a reason"
    except Exception as exc:  # a TypeError, KeyError... escaping the rules is a defect
        return f"{bad!r}: {type(exc).__name__}: {exc}"
    else:
        return f"{bad!r}: accepted"
    if snapshot(game) != before:
        return f"{bad!r}: refused but the state changed"
    return None


def check_json(game: Game, data) -> str | None:
    """Arbitrary JSON through the decoder: it is refused with a ValueError, or it decodes to
    an action that is applied or refused with the state unchanged."""
    try:
        a = game.action_from_json(data)
    except ValueError:
        return None
    except Exception as exc:
        return f"{data!r}: decoder raised {type(exc).__name__}: {exc}"
    before = snapshot(game)
    try:
        game.apply(a)
    except IllegalAction:
        return None if snapshot(game) == before else f"{data!r}: refused but the state changed"
    except Exception as exc:
        return f"{data!r}: {type(exc).__name__}: {exc}"
    return None


__all__ = ["GAMES", "PLAYERS", "SYSTEM", "reachable_states", "malformed", "check_refused", "check_json",
           "bad_values", "legal_now"]

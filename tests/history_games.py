"""Seeded finished games with a human seat, for the history tests and bench/history_bench.py:
the human's moves are chosen by a bot of the seat's level (simulate.play_seats), and in
Gorilla the human slaps in every slap window at a given reaction time, as the table's
SlapGate would have made it. Every session replays from its record (seed + actions)."""
from __future__ import annotations

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class, make_bots
from zoo_desktop.simulate import play_seats


def finished(gid: str, seats: tuple[str, ...], seed: int, *, names: tuple[str, ...] = (),
             slap_ms: tuple[int, ...] = (640, 410, 880), human_as: str = "normal") -> Session:
    """One game played to its end; seat kinds as given ("human" seats played by a `human_as`
    bot); a Gorilla human slaps at slap_ms[0], slap_ms[1], ... cycling, window by window."""
    cfg = GameConfig.make(len(seats), seats=seats, names=names or ("",) * len(seats))
    botcfg = GameConfig.make(len(seats), seats=tuple(human_as if k == "human" else k for k in seats))
    s = Session(game_class(gid), cfg, seed)
    bots = make_bots(gid, botcfg, seed, budget_ms=5)
    humans = [p for p, k in enumerate(seats) if k == "human"]
    k = 0
    while not s.game.is_over and s.version < 20000:
        g = s.game
        if gid == "gorilla" and g.phase == "slap":
            slapper = next((p for p in humans if p in g.slap["eligible"] and p not in g.slap["times"]), None)
            if slapper is not None:
                from zoo_desktop.games.gorilla.rules import Slap
                s.apply(Slap(slapper, slap_ms[k % len(slap_ms)]), "human")
                k += 1
                continue
        before = s.version
        play_seats(s, bots, s.version + 1)
        if s.version == before:
            raise RuntimeError(f"stuck\n{g.describe()}")
    assert s.game.is_over
    return s

"""Undo snapshots are bounded (issue 14): the session keeps full clones only for the last
`keep_snapshots` actions; an undo that reaches further rebuilds the state by replaying the
record from the seed, and lands on exactly the same state as a kept snapshot would."""
from __future__ import annotations

import pytest

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.rng import Rng
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class


def _play(s: Session, n: int, rng: Rng) -> None:
    for _ in range(n):
        g = s.game
        d = g.decision()
        if d.players and g.legal_actions(d.players[0]):
            s.apply(rng.choice(g.legal_actions(d.players[0])), "human")
        elif g.timers():
            s.apply(g.timers()[0][1], "timer")
        else:
            break


@pytest.mark.parametrize("gid,n", [("keepers", 2), ("research", 3), ("gorilla", 3)])
def test_old_snapshots_dropped_and_rebuilt_by_replay(gid, n):
    cfg = GameConfig.make(n)
    small, full = Session(game_class(gid), cfg, 9), Session(game_class(gid), cfg, 9)
    small.keep_snapshots, full.keep_snapshots = 0, 10 ** 9
    _play(small, 60, Rng(1))
    _play(full, 60, Rng(1))
    assert small.version == full.version > 10
    assert sum(x is not None for x in small.snapshots) == 0      # nothing kept
    assert all(x is not None for x in full.snapshots)
    for i in (0, small.version // 2, small.version - 1):
        assert small.state_before(i).fingerprint() == full.snapshots[i].fingerprint()
    # undo through the replay path gives the very state a snapshot gives
    seat = next((h.action.player for h in reversed(full.history) if h.source == "human"), None)
    assert small.undo(seat) == full.undo(seat)
    assert small.game.fingerprint() == full.game.fingerprint() and small.version == full.version


def test_default_keeps_only_the_last_actions():
    s = Session(game_class("keepers"), GameConfig.make(2), 3)
    _play(s, 120, Rng(2))
    held = [i for i, x in enumerate(s.snapshots) if x is not None]
    assert s.version > Session.keep_snapshots
    assert len(held) == Session.keep_snapshots and held[-1] == s.version - 1

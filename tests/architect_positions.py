"""Seeded Zoo Architect positions for the search tests: two normal bots play a 2-player game
until the first turn decision at or after turn `turn` (`g.turns` counts every seat's turns)."""
from zoo_desktop.engine.core import GameConfig
from zoo_desktop.games.architect import bots as B
from zoo_desktop.games.architect.rules import ZooArchitect


def turn_state(seed: int = 1, turn: int = 8) -> ZooArchitect:
    g = ZooArchitect(GameConfig.make(2), seed)
    bots = [B.NormalBot(ZooArchitect, p, seed) for p in range(2)]
    while not (g.turns >= turn and g.pending.kind == "turn"):
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        g._apply(legal[0] if len(legal) == 1 else bots[p].choose(g.view(p), legal))
    return g

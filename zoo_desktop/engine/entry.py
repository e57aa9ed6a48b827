"""A game's registry entry, declared by the game in its own package (`ENTRY` in
`zoo_desktop/games/<id>/__init__.py`) and collected by the registry, `zoo_desktop.games`.

The rules, bots and table are named as "module:attribute" paths and imported only when
asked for, so reading the entries (the menu: titles and player counts) imports no game."""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    id: str
    rules: str   # "module:Class"
    bots: str    # "module:BOTS"
    table: str   # "module:Class" of the table scene
    min_players: int = 1   # = the rules' GameInfo (for the menu, without importing the rules)
    max_players: int = 4
    think_ms: tuple[int, int] = (600, 1400)  # a bot's pace at the table (and in the simulator)
    tutorial: str = ""   # "module:function(app, scene)" opening the game's guided first game, if it has one

    @property
    def title_key(self) -> str:
        return f"game.{self.id}"


def load(path: str):
    """The object a "module:attribute" path names, imported on the way."""
    mod, _, name = path.partition(":")
    return getattr(importlib.import_module(mod), name)

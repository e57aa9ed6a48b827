"""Registry of the games: id -> rules class, bots and table scene, imported lazily so the
rules and the simulator never load pygame, and the menu (which needs only each entry's
title and player counts) imports no game at all (a test checks the entry against the
rules' GameInfo)."""
from __future__ import annotations

import importlib
import importlib.util
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

    @property
    def title_key(self) -> str:
        return f"game.{self.id}"


GAMES: dict[str, Entry] = {
    "gorilla": Entry("gorilla", "zoo_desktop.games.gorilla.rules:Gorilla",
                     "zoo_desktop.games.gorilla.bots:BOTS", "zoo_desktop.ui.tables.gorilla:GorillaTable", 3, 5),
    "keepers": Entry("keepers", "zoo_desktop.games.keepers.rules:SpeciesKeepers",
                     "zoo_desktop.games.keepers.bots:BOTS", "zoo_desktop.ui.tables.keepers:KeepersTable", 2, 4),
    "research": Entry("research", "zoo_desktop.games.research.rules:FieldResearch",
                      "zoo_desktop.games.research.bots:BOTS", "zoo_desktop.ui.tables.research:ResearchTable", 2, 6),
    "architect": Entry("architect", "zoo_desktop.games.architect.rules:ZooArchitect",
                       "zoo_desktop.games.architect.bots:BOTS", "zoo_desktop.ui.tables.architect:ArchitectTable", 1, 4),
}


def _load(path: str):
    mod, _, name = path.partition(":")
    return getattr(importlib.import_module(mod), name)


def entry(game_id: str) -> Entry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def game_class(game_id: str):
    return _load(entry(game_id).rules)


def bot_classes(game_id: str) -> dict:
    return _load(entry(game_id).bots)


def table_class(game_id: str):
    return _load(entry(game_id).table)


def present(game_id: str) -> bool:
    """True if the game's rules and table modules are installed, found without importing
    them (the menu; `available` imports them)."""
    e = entry(game_id)
    try:
        return all(importlib.util.find_spec(p.partition(":")[0]) is not None for p in (e.rules, e.table))
    except (ImportError, ValueError):
        return False


def available(game_id: str, part: str = "table") -> bool:
    """True if the game's rules (and, for part='table', its table scene) can be loaded."""
    e = entry(game_id)
    try:
        _load(e.rules)
        if part == "table":
            _load(e.table)
    except (ImportError, AttributeError):
        return False
    return True


def make_bots(game_id: str, config, seed: int, budget_ms: int = 1000) -> dict:
    """One bot per bot seat of `config`, keyed by seat."""
    classes = bot_classes(game_id)
    cls = game_class(game_id)
    return {p: classes.get(config.seats[p], classes[config.bot_level(p)])(cls, p, seed, budget_ms)
            for p in range(config.players) if config.is_bot(p)}


def seat_kinds(game_id: str) -> list[str]:
    """What a seat can be in the setup screen: human, the levels, and the game's named bot
    personalities (BOTS keys like 'normal:aggressive')."""
    return ["human"] + list(bot_classes(game_id))

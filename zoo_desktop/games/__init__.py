"""Registry of the games: id -> rules class, bots and table scene, imported lazily so the
rules and the simulator never load pygame, and the menu (which needs only each entry's
title and player counts) imports no game at all (a test checks the entry against the
rules' GameInfo)."""
from __future__ import annotations

import importlib
import importlib.util
import json
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


def resolve_seat(game_id: str, spec: str, human: bool = True) -> str:
    """A seat kind from the command line: 'human' (if allowed), a level ('easy'), a
    'level:personality' key of the game's BOTS, or a personality alone ('aggressive') when
    exactly one key has it. Raises ValueError with the valid names."""
    kinds = seat_kinds(game_id) if human else list(bot_classes(game_id))
    spec = spec.strip().lower()
    if spec in kinds:
        return spec
    by_personality = [k for k in kinds if k.partition(":")[2] == spec]
    if len(by_personality) == 1:
        return by_personality[0]
    raise ValueError(f"unknown {'seat' if human else 'bot'} {spec!r} for {game_id}; valid: {', '.join(kinds)}"
                     + (f" (or {', '.join(k.partition(':')[2] for k in kinds if ':' in k)} alone)"
                        if any(":" in k for k in kinds) else ""))


def check_options(game_id: str, options: dict) -> dict:
    """Game options from the command line, checked against the rules' GameInfo.options
    (name and allowed values). Raises ValueError naming the valid ones."""
    known = {name: choices for name, _default, choices in game_class(game_id).info.options}
    for name, value in options.items():
        if name not in known:
            raise ValueError(f"unknown option {name!r} for {game_id}; valid: {', '.join(known) or 'none'}")
        if not any(value == c and type(value) is type(c) for c in known[name]):
            raise ValueError(f"option {name!r} of {game_id} cannot be {json.dumps(value)}; "
                             f"valid: {', '.join(json.dumps(c) for c in known[name])}")
    return options

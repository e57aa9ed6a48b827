"""Registry of the games: id -> rules class, bots and table scene. Each game declares its
entry (`ENTRY`, an `engine.entry.Entry`) in its own package; the rules, bots and table are
imported lazily, so the rules and the simulator never load pygame, and the menu (which needs
only each entry's title and player counts) imports no game's modules (a test checks the entry
against the rules' GameInfo). The engine never imports this module: it takes game classes."""
from __future__ import annotations

import importlib
import importlib.util
import json

from zoo_desktop.engine.entry import Entry, load

ORDER = ("gorilla", "keepers", "research", "architect")   # the menu's order

GAMES: dict[str, Entry] = {e.id: e for e in (importlib.import_module(f"{__name__}.{gid}").ENTRY for gid in ORDER)}


def entry(game_id: str) -> Entry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def game_class(game_id: str):
    return load(entry(game_id).rules)


def bot_classes(game_id: str) -> dict:
    return load(entry(game_id).bots)


def table_class(game_id: str):
    return load(entry(game_id).table)


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
        load(e.rules)
        if part == "table":
            load(e.table)
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

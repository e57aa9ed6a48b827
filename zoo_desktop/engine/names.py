"""Seat names as shown, one function for every text that names a seat: the tables, the
results, the slots list and the rules' own refusals ("It is not your turn: Player 2 plays
now.", `Game.seat_name`). A record keeps a seat's default name as a key, the empty string
(the name is then the seat's number and kind: "Player 2", "Bot 3 (Hard bot)"), and it is
written in the current language each time it is shown: a game set up in Hungarian reads
"Player 2" once the app is in English. A typed name is kept as typed. Records from before
this rule hold the default name as text in the language of the time; such a name (the
seat's default in any of the catalog's languages) is shown as a default too."""
from __future__ import annotations

from functools import lru_cache
from typing import Protocol, Sequence

from zoo_desktop.i18n import LANGUAGES, language, set_language, t


class Seats(Protocol):
    """What naming a seat reads of a GameConfig (core imports this module, so it is not
    imported here)."""
    players: int
    seats: Sequence[str]
    names: Sequence[str]


def seat_letter(p: int) -> str:
    """Seat p's letter, A for the first seat: the mark on its discs, markers and tokens."""
    return chr(ord("A") + p)


def seat_label(kind: str) -> str:
    """'Normal bot', or with a personality 'Normal bot: aggressive'."""
    level, _, style = kind.partition(":")
    return t(f"seat.{level}") + (f": {t('seat.style.' + style)}" if style else "")


def default_name(p: int, kind: str) -> str:
    """Seat p's default name in the current language."""
    if kind == "human":
        return t("seat.player_n", n=p + 1)
    return t("seat.bot_name", n=p + 1, level=seat_label(kind))


@lru_cache(maxsize=64)
def _old_defaults(p: int, kind: str) -> frozenset[str]:
    """Seat p's default name in every language (the engine's own "P1" of a config made
    without names is shown as it is)."""
    here = language()
    found = set()
    try:
        for lang in LANGUAGES:
            set_language(lang)
            found.add(default_name(p, kind))
    finally:
        set_language(here)
    return frozenset(found)


def is_default(name: str, p: int, kind: str) -> bool:
    if not name.strip():
        return True
    return str(p + 1) in name and name in _old_defaults(p, kind)  # the digit: a cheap first test


def seat_name(config: Seats, p: int) -> str:
    """Seat p's name as shown now: a typed name as typed, a default one in the current
    language."""
    name = config.names[p]
    return default_name(p, config.seats[p]) if is_default(name, p, config.seats[p]) else name


def seat_names(config: Seats) -> list[str]:
    return [seat_name(config, p) for p in range(config.players)]

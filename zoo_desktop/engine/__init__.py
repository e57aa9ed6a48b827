"""The rules kernel shared by every game. No pygame import anywhere under here."""
from .core import (SYSTEM, Action, Decision, Event, Game, GameConfig, GameInfo, IllegalAction,
                   action, action_from_json)
from .rng import Rng

__all__ = ["SYSTEM", "Action", "Decision", "Event", "Game", "GameConfig", "GameInfo",
           "IllegalAction", "Rng", "action", "action_from_json"]

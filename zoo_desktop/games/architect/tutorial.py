"""Zoo Architect's guided first game (issue 18, item 3): the data and its queries, no pygame.

The tutorial is one recorded game (`data/tutorial.json`, written by tools/make_tutorial.py):
a config, a seed and every action of both seats to the end, so any point of it is the state
`seed + actions[:at]` (rebuilt, never stored). Its steps walk the player through chosen
stretches of that game (chapters: the five action cards and the break, X tokens, a
conservation project, the crossing); each step is shown at version `at`:

- `act` true: the player must take `actions[at]` (the expected action, by content); any
  other action is refused with a hint, never applied;
- `act` false: a text to read ("Next").

Between two steps the recorded actions up to the next step's `at` are played for the
player: the opponent's moves one by one (seen as a bot's), a stretch that holds the
player's own moves silently (a new chapter starts from the replayed position)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from zoo_desktop.engine.core import Action, GameConfig, action_from_json
from zoo_desktop.engine.data import DataError, load_json, require

YOU = 0           # the player's seat
FILE = "tutorial.json"


@dataclass(frozen=True)
class Step:
    at: int          # the game's version when the step is shown
    text: str        # catalog key: what to do and why
    act: bool        # True: the player takes actions[at]; False: text only (Next)
    chapter: int


@dataclass(frozen=True)
class Tutorial:
    config: GameConfig
    seed: int
    actions: tuple[dict, ...]      # every action to the end, as JSON
    steps: tuple[Step, ...]
    chapters: tuple[str, ...]      # catalog keys of the chapter titles

    def action(self, v: int) -> Action:
        """The recorded action at version v."""
        return action_from_json("architect", self.actions[v])

    def expected(self, i: int) -> Action | None:
        """The action step i asks the player for (None: a text step)."""
        s = self.steps[i]
        return self.action(s.at) if s.act else None

    def replays_own_moves(self, start: int, end: int) -> bool:
        """Does actions[start:end] hold a move of the player's (then it is replayed silently)?"""
        return any(a.get("player") == YOU for a in self.actions[start:end])

    def session(self, game_cls, upto: int):
        """A session at version `upto`: the seed and the first `upto` actions replayed."""
        from zoo_desktop.engine.session import Session
        s = Session(game_cls, self.config, self.seed)
        for v in range(upto):
            a = self.action(v)
            s.apply(a, "human" if a.player == YOU else "bot")
        return s


def parse(raw: dict) -> Tutorial:
    where = FILE
    require(isinstance(raw, dict), where, "an object")
    cfg = raw.get("config")
    require(isinstance(cfg, dict), where, "config")
    config = GameConfig.make(cfg["players"], seats=cfg["seats"], names=cfg.get("names", ()), **cfg.get("options", {}))
    actions = raw.get("actions")
    require(isinstance(actions, list) and all(isinstance(a, dict) for a in actions), where, "actions: a list")
    chapters = tuple(raw.get("chapters", ()))
    steps = []
    last = -1
    for i, s in enumerate(raw.get("steps", ())):
        w = f"{where} steps[{i}]"
        require(isinstance(s, dict) and isinstance(s.get("at"), int) and isinstance(s.get("text"), str), w, "at, text")
        require(last <= s["at"] <= len(actions), w, "at: in order, within the actions")
        act = bool(s.get("act", False))
        require(not act or (s["at"] < len(actions) and actions[s["at"]].get("player") == YOU), w,
                "an expected action of the player's seat")
        require(0 <= s.get("chapter", 0) < max(1, len(chapters)), w, "chapter")
        steps.append(Step(s["at"], s["text"], act, s.get("chapter", 0)))
        last = s["at"]
    if not steps:
        raise DataError(f"{where}: no steps")
    return Tutorial(config, int(raw["seed"]), tuple(actions), tuple(steps), chapters)


@lru_cache(maxsize=1)
def load() -> Tutorial:
    return parse(load_json("zoo_desktop.games.architect.data", FILE))

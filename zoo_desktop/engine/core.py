"""The engine protocol every game implements. No pygame here, nor anywhere under the rules.

A game is a state object built from a `GameConfig` and a seed. The table, the bots, the
simulator and the replay all talk to it through the same few calls:

* `decision()`            whose turn it is (or that a real-time window is open)
* `legal_actions(p)`      the turn actions seat `p` may take now
* `apply(action)`         validate, then change the state; returns `Event`s; an illegal
                          action raises `IllegalAction` with a sentence and changes nothing
* `timers()`              real-time actions the rules schedule themselves (bot reactions,
                          window ends), as (ms after the window opened, action)
* `view(p)`               what seat `p` may know, as plain JSON data
* `is_over`, `scores()`, `ranking()`
* `determinize(view, seat, rng)`  a full state consistent with a view (for search bots)
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable

from zoo_desktop.i18n import t

from .names import seat_name
from .schema import Bool, Choice, Int, List, Maybe, Obj, Scalar, SchemaError, Spec, Str, short

SYSTEM = -1  # the "player" of timer actions (window ends, scheduled reactions)


class IllegalAction(ValueError):
    """Raised by `Game.apply` for an action the rules do not allow now. The message is a
    sentence a player can read; the state is unchanged."""


# ----------------------------------------------------------------------------- actions
_ACTION_TYPES: dict[str, dict[str, type]] = {}
MAX_T_MS = 3_600_000  # a real-time action's time in its window: an hour is already absurd
INT_FIELD = Int(-(2 ** 31), 2 ** 31 - 1)
# annotation (as written in the dataclass) -> the checker of a field read from JSON
_FIELD_SPECS: dict[str, Spec] = {
    "int": INT_FIELD, "str": Str(100), "bool": Bool(),
    "tuple": List(Str(100), 64, tuple_out=True), "tuple[str,...]": List(Str(100), 64, tuple_out=True),
    "tuple[int,...]": List(INT_FIELD, 64, tuple_out=True),
}


def _field_spec(annotation: Any, owner: str, name: str) -> Spec:
    a = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    a = a.replace(" ", "")
    if name == "t":
        return Int(0, MAX_T_MS)
    if a.endswith("|None"):
        return Maybe(_field_spec(a[:-5], owner, name))
    if a not in _FIELD_SPECS:
        raise TypeError(f"action {owner}: field {name} has a type the JSON layer cannot check: {a}")
    return _FIELD_SPECS[a]


def action(game_id: str, kind: str, *, realtime: bool = False):
    """Class decorator: a frozen dataclass action with a stable JSON form
    `{"kind": kind, **fields}`. Register it under its game so records can decode it.

    The field types are read once from the annotations (int, str, bool, tuple of str, or
    `X | None`) into `cls.specs`: the exact types every action is checked against, from JSON
    (`action_from_json`) and in `Game.why_illegal` alike. An action whose `player` defaults
    to SYSTEM is a timer: only SYSTEM may send it."""

    def wrap(cls):
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.kind = kind
        cls.realtime = realtime
        flds = dataclasses.fields(cls)
        cls.specs = tuple((f.name, _field_spec(f.type, kind, f.name)) for f in flds)
        cls.timer = any(f.name == "player" and f.default == SYSTEM for f in flds)
        _ACTION_TYPES.setdefault(game_id, {})[kind] = cls
        return cls

    return wrap


class Action:
    """Base for all actions. Subclasses are created with `@action(game, kind)`.
    Every action names its actor in a field `player` (SYSTEM for timers)."""

    kind: ClassVar[str] = ""
    realtime: ClassVar[bool] = False
    timer: ClassVar[bool] = False
    specs: ClassVar[tuple[tuple[str, Spec], ...]] = ()
    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        d = {"kind": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            d[f.name] = list(v) if isinstance(v, tuple) else v
        return d


def action_problem(game_id: str, a: Any, players: int) -> str | None:
    """The shared field check: None if `a` is one of the game's actions with every field of
    its declared type and range and a possible actor, else a sentence naming the field.
    Called on every apply (bots' playouts too), so the common exact cases are inlined."""
    cls = type(a)
    if _ACTION_TYPES.get(game_id, {}).get(getattr(cls, "kind", None)) is not cls:
        return t("schema.unknown_action", value=short(getattr(a, "kind", a)))
    for name, spec in cls.specs:
        v = getattr(a, name)
        k = type(v)
        sk = type(spec)
        if (k is int and sk is Int and spec.lo <= v <= spec.hi) or (k is bool and sk is Bool) or \
                (k is str and sk is Str and len(v) <= spec.max_len and spec.pattern is None):
            continue
        try:
            spec.check(v, name)
        except SchemaError as exc:
            return str(exc)
    p = a.player
    if cls.timer:
        if p != SYSTEM:
            return t("schema.timer_only")
    elif not 0 <= p < players:
        return t("schema.no_such_player", value=p)
    return None


def action_from_json(game_id: str, data: Any) -> Action:
    """Decode `{"kind", **fields}` with exact field types; SchemaError (a ValueError) names
    the bad field. Unknown fields are refused too: a record never carries any."""
    kinds = _ACTION_TYPES.get(game_id, {})
    if type(data) is not dict or type(data.get("kind")) is not str or data["kind"] not in kinds:
        raise SchemaError("schema.unknown_action", "kind", value=short(data.get("kind") if type(data) is dict else data))
    cls = kinds[data["kind"]]
    kwargs = {}
    names = set()
    for f, (name, spec) in zip(dataclasses.fields(cls), cls.specs):
        names.add(name)
        if name not in data:
            if f.default is not dataclasses.MISSING:
                continue
            raise SchemaError("schema.missing", name)
        kwargs[name] = spec.check(data[name], name)
    for k in data:
        if k != "kind" and k not in names:
            raise SchemaError("schema.unknown_field", short(k))
    return cls(**kwargs)


# ----------------------------------------------------------------------------- events
class Event:
    """Something that happened, for the animation layer and the move log.

    `kind` is a short name ("play", "draw", "reverse"...), `data` JSON values. Keys listed in
    `secret` are visible only to `owner` (e.g. the card a player drew); `for_viewer` strips
    them for anyone else."""

    __slots__ = ("kind", "data", "secret", "owner", "reveal")

    def __init__(self, kind: str, owner: int | None = None, secret: tuple[str, ...] = (), reveal: bool = False,
                 **data: Any):
        self.kind = kind
        self.data = data
        self.secret = secret
        self.owner = owner
        self.reveal = reveal  # a public card nobody knew appears (e.g. a display refill)

    def for_viewer(self, viewer: int | None) -> "Event":
        if not self.secret or viewer == self.owner:
            return self
        data = {k: v for k, v in self.data.items() if k not in self.secret}
        return Event(self.kind, self.owner, (), self.reveal, **data)

    @property
    def reveals(self) -> bool:
        """True if it shows someone information nobody had (a draw, a refill): undo stops here."""
        return bool(self.secret) or self.reveal

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.data})"


# ----------------------------------------------------------------------------- config
SEAT_KINDS = ("human", "easy", "normal", "hard")


MAX_PLAYERS = 8
MAX_NAME = 64  # characters of a player's name
SEAT_SPEC = Str(40, 1, r"(human|easy|normal|hard)(:[a-z_]{1,30})?")
CONFIG_SPEC = Obj({"players": Int(1, MAX_PLAYERS),
                   "seats": (List(SEAT_SPEC, MAX_PLAYERS), []),
                   "names": (List(Str(MAX_NAME), MAX_PLAYERS), []),
                   "options": (Obj(extra=Scalar(60), max_keys=16), {})})


@dataclass(frozen=True)
class GameConfig:
    players: int
    seats: tuple[str, ...] = ()  # per seat: "human" or a bot level ("easy", "normal", "hard")
    names: tuple[str, ...] = ()
    options: tuple[tuple[str, Any], ...] = ()  # sorted (name, value) pairs

    def __post_init__(self):
        Int(1, MAX_PLAYERS).check(self.players, "players")
        if not self.seats:
            object.__setattr__(self, "seats", ("human",) + ("normal",) * (self.players - 1))
        if not self.names:
            object.__setattr__(self, "names", tuple(f"P{i + 1}" for i in range(self.players)))
        if len(self.seats) != self.players or len(self.names) != self.players:
            raise ValueError("seats and names must give one entry per player")
        for i, s in enumerate(self.seats):
            if not isinstance(s, str) or not SEAT_SPEC.pattern.fullmatch(s):
                raise SchemaError("schema.choice", f"seats[{i}]", value=short(s))

    @staticmethod
    def make(players: int, seats: Iterable[str] = (), names: Iterable[str] = (), **options: Any) -> "GameConfig":
        return GameConfig(players, tuple(seats), tuple(names), tuple(sorted(options.items())))

    def option(self, name: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == name:
                return v
        return default

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat] != "human"

    def bot_level(self, seat: int) -> str:
        """'easy' | 'normal' | 'hard' (a personality suffix like 'normal:cautious' is cut)."""
        return self.seats[seat].split(":")[0]

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "seats": list(self.seats), "names": list(self.names),
                "options": {k: v for k, v in self.options}}

    @staticmethod
    def from_json(d: Any, path: str = "config") -> "GameConfig":
        """Strict: SchemaError names the bad field (`config.seats[2]`)."""
        c = CONFIG_SPEC.check(d, path)
        n = c["players"]
        for key in ("seats", "names"):
            if c[key] and len(c[key]) != n:
                raise SchemaError("schema.list_size", f"{path}.{key}", lo=n, hi=n, n=len(c[key]))
        return GameConfig(n, tuple(c["seats"]), tuple(c["names"]), tuple(sorted(c["options"].items())))


def check_options(info: "GameInfo", config: GameConfig) -> None:
    """Every option is one the game declares, with one of its declared values (exact type)."""
    declared = {name: choices for name, _default, choices in info.options}
    for name, value in config.options:
        if name not in declared:
            raise SchemaError("schema.unknown_field", f"options.{short(name)}")
        Choice(declared[name]).check(value, f"options.{name}")


@dataclass(frozen=True)
class Decision:
    """Who may act now. `players` are the seats with turn actions (`legal_actions`);
    `realtime` is True while a real-time window is open (slaps, calls), when actions from
    other seats and the `timers()` of the rules also count."""

    players: tuple[int, ...]
    prompt: str = ""  # message-catalog key for the prompt line
    realtime: bool = False
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameInfo:
    id: str
    title_key: str
    min_players: int
    max_players: int
    options: tuple[tuple[str, Any, tuple[Any, ...]], ...] = ()  # (name, default, choices)


class Game:
    """Base class: see the module docstring. Subclasses set `info` and implement the
    abstract methods; `apply` validates before it changes anything."""

    info: ClassVar[GameInfo]
    setup_events: list[Event] = []  # what setup did (the deal), for the table to animate

    def __init_subclass__(cls, **kw):
        """Each game's own `why_illegal` is wrapped once with the shared field check, so a
        malformed field (a float for an int, a bool for a seat, a timer from a player) is
        refused before any rule of the game looks at it."""
        super().__init_subclass__(**kw)
        own = cls.__dict__.get("why_illegal")
        if own is not None and not getattr(own, "field_checked", False):
            @functools.wraps(own)
            def why_illegal(self, a, _own=own):
                return action_problem(self.info.id, a, self.config.players) or _own(self, a)
            why_illegal.field_checked = True
            cls.why_illegal = why_illegal

    def __init__(self, config: GameConfig, seed: int):
        if not self.info.min_players <= config.players <= self.info.max_players:
            raise ValueError(f"{self.info.id} is for {self.info.min_players}-{self.info.max_players} players")
        check_options(self.info, config)
        self.config = config
        self.seed = seed

    def seat_name(self, p: int) -> str:
        """Seat p's name as a player reads it now, for the sentences the rules write (a
        refusal naming who acts): a default name in the current language (engine/names.py),
        never the empty key a record keeps for it."""
        return seat_name(self.config, p)

    # --- protocol -------------------------------------------------------------------
    def decision(self) -> Decision:
        raise NotImplementedError

    def legal_actions(self, player: int) -> list[Action]:
        raise NotImplementedError

    def why_illegal(self, action: Action) -> str | None:
        """None if `action` is legal now, else the reason as a sentence."""
        raise NotImplementedError

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """`apply` without the legality check: for search play-outs, whose moves come from
        `legal_actions` of the same state (never for a player's input, a record or a worker's
        answer, which go through `apply`)."""
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def timers(self) -> list[tuple[int, Action]]:
        """Real-time actions scheduled by the rules: (ms after `window_id()` opened, action)."""
        return []

    def window_id(self) -> int | None:
        """Identity of the open real-time window (a new number each time one opens)."""
        return None

    def view(self, player: int | None) -> dict[str, Any]:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def ranking(self) -> list[int]:
        """Seats from first to last place (ties broken as the rules say)."""
        sc = self.scores()
        return sorted(range(self.config.players), key=lambda p: -sc[p])

    def clone(self) -> "Game":
        import copy
        return copy.deepcopy(self)

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng) -> "Game":
        """A full state that `player` cannot tell from the real one: built from the view
        alone, hidden cards re-dealt with `rng` (never the game's own generator)."""
        raise NotImplementedError

    def state_json(self) -> dict[str, Any]:
        """Everything, for fingerprints and debugging (not a save format: saves are records)."""
        raise NotImplementedError

    def fingerprint(self) -> str:
        blob = json.dumps(self.state_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def describe(self) -> str:
        """A readable text picture of the state, printed by failing tests."""
        return json.dumps(self.state_json(), indent=1, sort_keys=True)

    def action_from_json(self, data: dict[str, Any]) -> Action:
        return action_from_json(self.info.id, data)

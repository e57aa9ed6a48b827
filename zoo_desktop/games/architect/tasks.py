"""Zoo Architect tasks: what sits on the rules' one task stack, and the registries the rules read.

A task is a small immutable object of a kind registered with `@task(kind, fields...)`: a
`Choice` waits for its player's action (`options(g)` lists them, `resolve(g, a, ev)` applies
the one taken, `fallback(g, ev)` when there is none), an `Auto` task runs at once (`run(g, ev)`).
Tasks are replaced, never changed (`but(**changes)` makes the changed copy), so a clone of the
state shares them. Their JSON (`to_json`, `task_from_json`) is the dict the rules stored before
tasks were typed, keys included: {"t": kind, "p": player, <JSON key>: value...}; the payload has
names (`FIELDS`: attribute -> JSON key, e.g. `count` is "n", `upgraded` is "up"). A task is
made by its class with those names (`EffTask(p, effect=e, card="")`, `BuildTask(p, mode=...)`)
and read by them (`t.kind`, `t.player`, `t.budget`): the JSON is for views and saved states only.

Registries filled by the chapter modules when they are imported (the rules module imports them
all): `TASKS` (kind -> class), `OPS` (the ZA-EFF ops that act, name -> f(g, p, e, ev, card)),
`INTERACTIONS` (ZA-INT icon -> f(g, p, strength, ev, nested)) and `ACTION_CARDS` (action card ->
f(g, task, ev), what an action does: ZA-ACT). This module imports no other part of the game but its actions.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar

from zoo_desktop.engine.core import Event

from .actions import Choose

TASKS: dict[str, type["Task"]] = {}
OPS: dict[str, Callable] = {}
INTERACTIONS: dict[str, Callable] = {}
ACTION_CARDS: dict[str, Callable] = {}


def op(name: str):
    """Register the function implementing effect op `name` (ZA-EFF) for the `eff` task."""
    def deco(f):
        OPS[name] = f
        return f
    return deco


def interaction(kind: str):
    """Register the function resolving interaction icon `kind` (ZA-INT)."""
    def deco(f):
        INTERACTIONS[kind] = f
        return f
    return deco


def action_card(card: str):
    """Register what action card `card` does when used (the `action` task runs it)."""
    def deco(f):
        ACTION_CARDS[card] = f
        return f
    return deco


def _lst(v):
    return [_lst(x) for x in v] if isinstance(v, tuple) else v


def _tup(v):
    return tuple(_tup(x) for x in v) if isinstance(v, list) else v


_NONE: Any = object()


def task(kind: str, *fields: str, defaults: dict | None = None, optional: tuple = ()):
    """Register a task class for `kind`. `fields` name its payload in constructor and JSON
    order, "attribute" or "attribute:json key"; `defaults` gives constructor defaults;
    `optional` attributes are left out of the JSON while None (a key the JSON has only when set)."""
    pairs = tuple(tuple(f.split(":")) if ":" in f else (f, f) for f in fields)
    defaults = defaults or {}

    def deco(cls):
        assert set(cls.__dict__.get("__slots__", ())) == {a for a, _ in pairs}, (kind, cls.__slots__)
        cls.kind = kind
        cls.FIELDS = pairs
        cls.OPTIONAL = frozenset(optional)
        args = "".join(f", {a}" + (f"=_d_{a}" if a in defaults else "") for a, _ in pairs)
        body = "".join(f"\n    self.{a} = {a}" for a, _ in pairs)
        ns = {f"_d_{a}": v for a, v in defaults.items()}
        exec(f"def __init__(self, player{args}):\n    self.player = player{body}", ns)
        cls.__init__ = ns["__init__"]
        TASKS[kind] = cls
        return cls
    return deco


class Task:
    """One task (see the module docstring). Immutable by convention: never assign a field."""
    __slots__ = ("player",)
    kind: ClassVar[str] = ""
    choice: ClassVar[bool] = False        # a decision: waits for its player's action
    auto_single: ClassVar[bool] = False   # a decision taken alone when it has one option (ties only)
    FIELDS: ClassVar[tuple] = ()          # ((attribute, JSON key), ...)
    OPTIONAL: ClassVar[frozenset] = frozenset()

    def but(self, **changes) -> "Task":
        """A copy with `changes` (attribute=value): how a task 'changes' (it never does)."""
        o = object.__new__(type(self))
        o.player = self.player
        for a, _ in self.FIELDS:
            setattr(o, a, changes[a] if a in changes else getattr(self, a))
        return o

    def _raw(self) -> dict:
        """The task's JSON dict with values as held (tuples stay tuples): what equality and
        repr compare and show."""
        d = {"t": self.kind, "p": self.player}
        for a, k in self.FIELDS:
            v = getattr(self, a)
            if v is None and a in self.OPTIONAL:
                continue
            d[k] = v
        return d

    def to_json(self) -> dict:
        """The task as JSON (views, state_json): exactly the dict the rules kept before."""
        d = {"t": self.kind, "p": self.player}
        for a, k in self.FIELDS:
            v = getattr(self, a)
            if v is None and a in self.OPTIONAL:
                continue
            d[k] = _lst(v)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Task":
        o = object.__new__(cls)
        o.player = d["p"]
        for a, k in cls.FIELDS:
            v = d.get(k) if a in cls.OPTIONAL else d[k]
            setattr(o, a, v if k == "e" else _tup(v))
        return o

    def __eq__(self, o) -> bool:
        if isinstance(o, Task):
            return o.kind == self.kind and o._raw() == self._raw()
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.player))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self._raw().items() if k != 't')})"


class Choice(Task):
    """A decision task: its player's options now, and what the chosen one does."""
    __slots__ = ()
    choice = True

    def options(self, g) -> list:
        raise NotImplementedError

    def resolve(self, g, a, ev: list) -> None:
        raise NotImplementedError

    def fallback(self, g, ev: list) -> None:
        """No option: skipped with an event (never a soft-lock)."""
        ev.append(Event("no_option", player=self.player, what=self.kind))


class Auto(Task):
    """A task that runs at once."""
    __slots__ = ()

    def run(self, g, ev: list) -> None:
        raise NotImplementedError


def task_from_json(d: dict) -> Task:
    """The task a JSON dict (`to_json`) stands for."""
    return TASKS[d["t"]].from_json(d)


# ----------------------------------------------------------------------------- tasks of every chapter
@task("gain", "res", "amount:n")
class GainTask(Auto):
    """Gain `amount` of `res` (a queued gain: ZA-EFF-21..24, project levels)."""
    __slots__ = ("res", "amount")

    def run(self, g, ev):
        g.gain(self.player, self.res, self.amount, ev)


@task("eff", "effect:e", "card", defaults={"card": ""})
class EffTask(Auto):
    """Run one effect `effect` (a ZA-EFF op dict) of `card` ("" for a board bonus)."""
    __slots__ = ("effect", "card")

    def run(self, g, ev):
        OPS[self.effect["op"]](g, self.player, self.effect, ev, self.card or None)


@task("activate", "card")
class ActivateTask(Auto):
    """ZA-DAT-1: `card`'s passive/income/end effects are live from now."""
    __slots__ = ("card",)

    def run(self, g, ev):
        pl = g.pl[self.player]
        if self.card in pl.zoo and self.card not in pl.active:
            pl.active.append(self.card)


def sensitive(t: Task) -> bool:
    """Order matters unless the task is a plain money/appeal/X gain."""
    if t.kind == "gain":
        return t.res not in ("money", "appeal", "x")
    if t.kind == "eff":
        e = t.effect
        return not (e["op"] == "GAIN" and e["res"] in ("money", "appeal", "x"))
    return True


def trigger_label(t: Task) -> str:
    """What a pending trigger is, in words a player can choose by (ZA-GEN-4): the value of its
    `Choose(p, "order", ...)`."""
    if t.kind == "gain":
        return f"gain {t.amount} {t.res}"
    if t.kind == "eff":
        e = t.effect
        parts = [e["op"]] + [str(v) for k, v in e.items() if k not in ("op", "when")]
        src = t.card or ""
        return " ".join(parts) + (f" ({src})" if src else "")
    return t.kind


@task("order", "items")
class OrderTask(Choice):
    """ZA-GEN-4: p orders triggers that happened at once (`items`, tasks) by choosing the next."""
    __slots__ = ("items",)

    def options(self, g):
        p = self.player
        seen = []
        for it in self.items:
            lbl = trigger_label(it)
            if lbl not in seen:
                seen.append(lbl)
        return [Choose(p, "order", lbl) for lbl in seen]

    def resolve(self, g, a, ev):
        items = list(self.items)
        k = next(i for i, it in enumerate(items) if trigger_label(it) == a.value)
        first = items.pop(k)
        if sum(1 for it in items if sensitive(it)) >= 2:
            g.stack.append(OrderTask(self.player, tuple(items)))
        else:
            g.stack.extend(reversed(items))
        g.stack.append(first)

    def to_json(self) -> dict:
        return {"t": "order", "p": self.player, "items": [it.to_json() for it in self.items]}

    @classmethod
    def from_json(cls, d: dict) -> "OrderTask":
        return cls(d["p"], tuple(task_from_json(x) for x in d["items"]))

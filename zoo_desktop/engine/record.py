"""Game records: {format, game, config, seed, actions}. A record is the save file, the
replay and the bug report. Files are versioned JSON (never pickle) written atomically."""
from __future__ import annotations

import errno
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .core import CONFIG_SPEC, SYSTEM, Action, Game, GameConfig, action_from_json, check_options
from .schema import Int, List, Maybe, Obj, Scalar, SchemaError, Spec, Str, read_json, short

FORMAT = "zoo-desktop-record"
FORMAT_VERSION = 2
MAX_RECORD_BYTES = 4 << 20   # a 2,000-move game is ~150 KB; anything over 4 MB is refused unread
MAX_ACTIONS = 50_000         # the longest bot game measured is ~1,500 actions


class RecordError(ValueError):
    """A file that is not a readable Zoo Desktop record (damaged, foreign, too new).
    str() is one line in the player's language: `key` is a catalog key, or the text itself."""

    def __init__(self, key: str, **kw: Any):
        super().__init__(key)
        self.key, self.kw = key, kw

    def __str__(self) -> str:
        from zoo_desktop.i18n import has, t
        return t(self.key, **self.kw) if has(self.key) else self.key

    @classmethod
    def of(cls, exc: SchemaError) -> "RecordError":
        return cls("record.damaged", error=str(exc))


class _Field(Spec):
    """A field value in a stored action or config: a scalar or a short list of scalars."""

    def check(self, v, path=""):
        if type(v) is list:
            return List(Scalar(100), 64).check(v, path)
        return Scalar(100).check(v, path)


# At load time an action is an object with a `kind`; its fields are checked exactly once the
# record's game is known (`action_from_json`).
ACTION_SHAPE = Obj({"kind": Str(40, 1)}, extra=_Field(), max_keys=12)
HEAD_SPEC = Obj({"format": Str(40), "version": Int(-(2 ** 31), 2 ** 31)})
RECORD_SPEC = Obj({"game": Str(40, 1), "config": CONFIG_SPEC,
                   "seed": Int(-(2 ** 63), 2 ** 63 - 1),
                   "actions": List(ACTION_SHAPE, MAX_ACTIONS),
                   "fingerprint": (Maybe(Str(64, 1, r"[0-9a-f]+")), None),
                   "meta": (Maybe(Obj(extra=Scalar(200), max_keys=32)), None)}, extra=_Field())


@dataclass
class GameRecord:
    game: str
    config: GameConfig
    seed: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    fingerprint: str | None = None  # of the state after the last action
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": FORMAT_VERSION, "game": self.game,
                "config": self.config.to_json(), "seed": self.seed, "actions": self.actions,
                "fingerprint": self.fingerprint, "meta": self.meta}

    @staticmethod
    def from_json(data: Any, game_class: Callable[[str], type[Game]]) -> "GameRecord":
        """Strict: every field of its exact type and size, the config one the game accepts,
        every action one of the game's with exact field types; else RecordError naming
        the field. Nothing is built before its size is known to be sane. `game_class(id)`
        gives the rules class of a game id, KeyError for an unknown one (the registry's
        `zoo_desktop.games.game_class`: the engine never looks a game up itself)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("record.foreign")
        try:
            version = HEAD_SPEC.check(data)["version"]
        except SchemaError as exc:
            raise RecordError("record.no_version") from exc
        if version > FORMAT_VERSION:
            raise RecordError("record.newer", version=short(version))
        if version not in MIGRATIONS and version != FORMAT_VERSION:
            raise RecordError("record.bad_version", version=short(version))
        try:
            while version < FORMAT_VERSION:
                data = MIGRATIONS[version](dict(data))
                version = data["version"]
            d = RECORD_SPEC.check(data)
            try:
                info = game_class(d["game"]).info
            except KeyError:
                raise RecordError("record.unknown_game", game=short(d["game"])) from None
            config = GameConfig.from_json(d["config"])
            if not info.min_players <= config.players <= info.max_players:
                raise SchemaError("schema.range", "config.players", lo=info.min_players, hi=info.max_players,
                                  value=config.players)
            check_options(info, config)
            for i, a in enumerate(d["actions"]):
                try:
                    act = action_from_json(d["game"], a)
                    if not (act.player == SYSTEM or 0 <= act.player < config.players):
                        raise SchemaError("schema.range", "player", lo=0, hi=config.players - 1, value=act.player)
                except SchemaError as exc:
                    exc.field = f"actions[{i}].{exc.field}"
                    raise
            return GameRecord(d["game"], config, d["seed"], d["actions"], d["fingerprint"], dict(d["meta"] or {}))
        except SchemaError as exc:
            raise RecordError.of(exc) from exc
        except (KeyError, TypeError, ValueError) as exc:  # a migration met a shape it cannot read
            raise RecordError("record.damaged", error=short(str(exc), 80)) from exc


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept the player count and seat kinds at the top level and had no meta."""
    cfg = d.get("config") or {}
    if not isinstance(cfg, dict):
        raise TypeError("config")
    if "players" not in cfg:
        cfg = {"players": d.pop("players"), "seats": d.pop("seats", []), "names": d.pop("names", []),
               "options": d.pop("options", {})}
    d.update(config=cfg, version=2, meta=d.get("meta") or {"migrated_from": 1})
    return d


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


# ----------------------------------------------------------------------------- files
def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename over `path`:
    a crash at any moment leaves either the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_record(path: str | os.PathLike, record: GameRecord) -> None:
    record.meta.setdefault("created", time.strftime("%Y-%m-%d %H:%M:%S"))
    record.meta["saved"] = time.strftime("%Y-%m-%d %H:%M:%S")
    atomic_write_text(path, json.dumps(record.to_json(), indent=1))


def load_record(path: str | os.PathLike, game_class: Callable[[str], type[Game]]) -> GameRecord:
    """Read a record (games looked up by `game_class`, as in `GameRecord.from_json`); raise
    RecordError with a readable sentence and never touch the file. A FIFO, a device or a
    file over MAX_RECORD_BYTES is refused before reading."""
    try:
        data = read_json(path, MAX_RECORD_BYTES)
    except SchemaError as exc:
        raise RecordError.of(exc) from exc
    except OSError as exc:
        raise RecordError("record.unreadable", error=os_reason(exc)) from exc
    return GameRecord.from_json(data, game_class)


_OS_REASONS = {errno.ENOENT: "os.missing", errno.EACCES: "os.denied", errno.EPERM: "os.denied",
               errno.ELOOP: "os.loop"}


def os_reason(exc: OSError) -> str:
    """Why a file could not be read, in the player's language where we know the case."""
    from zoo_desktop.i18n import t
    key = _OS_REASONS.get(exc.errno)
    return t(key) if key else (exc.strerror or type(exc).__name__)


# ----------------------------------------------------------------------------- replay
class ReplayError(RuntimeError):
    """A record whose actions do not give its game: `matched` is how many actions replay
    (and, for a fingerprint mismatch, all of them did); str() is one translated line."""

    def __init__(self, key: str, matched: int = 0, **kw: Any):
        super().__init__(key)
        self.key, self.matched, self.kw = key, matched, kw

    def __str__(self) -> str:
        from zoo_desktop.i18n import t
        return t(self.key, **self.kw)


def replay_action(game: Game, i: int, data: Any) -> Action:
    """Decode and apply action i of a record, or raise ReplayError (matched = i)."""
    try:
        a: Action = game.action_from_json(data)
        game.apply(a)
        return a
    except Exception as exc:  # IllegalAction, a decoding error, or a rules bug
        raise ReplayError("record.diverged", i, move=i + 1, error=short(str(exc), 120)) from exc


def check_fingerprint(record: GameRecord, game: Game, require: bool = True) -> None:
    """ReplayError if the replayed state is not the one the record says it saved."""
    n = len(record.actions)
    if record.fingerprint is None:
        if require:
            raise ReplayError("record.no_fingerprint", n)
    elif game.fingerprint() != record.fingerprint:
        raise ReplayError("record.fingerprint", n)


def replay(record: GameRecord, game_cls: type[Game], upto: int | None = None,
           verify: bool = True) -> Game:
    """Rebuild the state from seed + actions. A refused action raises ReplayError; with
    verify, so does a final fingerprint that differs from the record's or is missing."""
    game = game_cls(record.config, record.seed)
    acts = record.actions if upto is None else record.actions[:upto]
    for i, data in enumerate(acts):
        replay_action(game, i, data)
    if verify and upto is None:
        check_fingerprint(record, game)
    return game

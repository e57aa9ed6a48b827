"""Game records: {format, game, config, seed, actions}. A record is the save file, the
replay and the bug report. Files are versioned JSON (never pickle) written atomically."""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .core import Action, Game, GameConfig

FORMAT = "zoo-desktop-record"
FORMAT_VERSION = 2


class RecordError(ValueError):
    """A file that is not a readable Zoo Desktop record (damaged, foreign, too new)."""


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
    def from_json(data: Any) -> "GameRecord":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("This is not a Zoo Desktop saved game.")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("The saved game has no format version.")
        if version > FORMAT_VERSION:
            raise RecordError(f"The saved game was made by a newer Zoo Desktop (format {version}).")
        while version < FORMAT_VERSION:
            data = MIGRATIONS[version](dict(data))
            version = data["version"]
        try:
            return GameRecord(str(data["game"]), GameConfig.from_json(data["config"]), int(data["seed"]),
                              list(data["actions"]), data.get("fingerprint"), dict(data.get("meta") or {}))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"The saved game is damaged ({exc}).") from exc


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept the player count and seat kinds at the top level and had no meta."""
    cfg = d.get("config") or {}
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


def load_record(path: str | os.PathLike) -> GameRecord:
    """Read a record; raise RecordError with a readable sentence and never touch the file."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise RecordError(f"The file cannot be read ({exc.strerror}).") from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError("The file is damaged: it is not valid JSON.") from exc
    return GameRecord.from_json(data)


# ----------------------------------------------------------------------------- replay
class ReplayError(RuntimeError):
    pass


def replay(record: GameRecord, game_cls: type[Game] | None = None, upto: int | None = None,
           verify: bool = True) -> Game:
    """Rebuild the state from seed + actions. With verify, a refused action or a final
    fingerprint that differs from the record's raises ReplayError."""
    if game_cls is None:
        from zoo_desktop.games import game_class
        game_cls = game_class(record.game)
    game = game_cls(record.config, record.seed)
    acts = record.actions if upto is None else record.actions[:upto]
    for i, data in enumerate(acts):
        try:
            a: Action = game.action_from_json(data)
            game.apply(a)
        except Exception as exc:  # IllegalAction or a decoding error
            raise ReplayError(f"action {i} {data} diverged: {exc}") from exc
    if verify and upto is None and record.fingerprint and game.fingerprint() != record.fingerprint:
        raise ReplayError(f"final state differs: {game.fingerprint()} != {record.fingerprint}")
    return game

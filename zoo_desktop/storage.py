"""Autosave and named save slots in the user data folder. Every write is atomic; a file
that cannot be read is reported and left exactly as it is."""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from zoo_desktop.engine import record as _record
from zoo_desktop.engine.record import GameRecord, RecordError, save_record
from zoo_desktop.games import game_class
from zoo_desktop.i18n import t
from zoo_desktop.paths import data_dir

LEGACY_AUTOSAVE = "autosave.json"   # before one autosave per game: migrated on first look
AUTOSAVES = "autosaves"
MAX_AUTOSAVES = 10                  # unfinished games kept; the oldest beyond moves to Load
AUTOSAVE_ID = re.compile(r"[A-Za-z0-9_-]{1,80}")  # a plain file name: no dots, no folders


def load_record(path: str | os.PathLike) -> GameRecord:
    """A record file read and checked against the registry's games (`engine.record.load_record`):
    RecordError with a readable sentence, the file never touched."""
    return _record.load_record(path, game_class)


def replay(rec: GameRecord, upto: int | None = None, verify: bool = True):
    """The state a record rebuilds, its game looked up in the registry (`engine.record.replay`)."""
    return _record.replay(rec, game_class(rec.game), upto=upto, verify=verify)


def autosaves_dir() -> Path:
    p = data_dir() / AUTOSAVES
    p.mkdir(parents=True, exist_ok=True)
    return p


def legacy_autosave_path() -> Path:
    return data_dir() / LEGACY_AUTOSAVE


def saves_dir() -> Path:
    p = data_dir() / "saves"
    p.mkdir(parents=True, exist_ok=True)
    return p


def claim_autosave(meta: dict, game: str) -> str:
    """The id of a game's own autosave file (`<game>-<started>`), kept in the record's meta
    so that every later write of that game goes to the same file. A missing or malformed
    id (a record from elsewhere) gets a new one that no file holds yet. The game's start
    (`created`, its first write) goes into the same meta: the history's duration of a
    finished game counts from it (zoo_desktop/history.py)."""
    meta.setdefault("created", time.strftime("%Y-%m-%d %H:%M:%S"))
    cur = meta.get("autosave")
    if isinstance(cur, str) and AUTOSAVE_ID.fullmatch(cur):
        return cur
    base = f"{game}-{time.strftime('%Y%m%d-%H%M%S')}"
    cur, n = base, 1
    folder = autosaves_dir()
    while (folder / f"{cur}.json").exists() or (folder / f"{cur}.json").is_symlink():
        cur, n = f"{base}-{n}", n + 1
    meta["autosave"] = cur
    return cur


def autosave_path(meta: dict | None = None) -> Path:
    """The autosave file of the game whose record meta is `meta`; without one, the folder."""
    if meta is None or not isinstance(meta.get("autosave"), str) or not AUTOSAVE_ID.fullmatch(meta["autosave"]):
        return autosaves_dir()
    return autosaves_dir() / f"{meta['autosave']}.json"


_last_autosave_failed = False


def autosave(record: GameRecord) -> list[str]:
    """Write the game's own autosave (record.meta names it, see claim_autosave). The first
    write of a new game keeps at most MAX_AUTOSAVES unfinished games: the oldest beyond
    are moved to the Load list, never deleted; returns their descriptions (to say so)."""
    global _last_autosave_failed
    claim_autosave(record.meta, record.game)
    path = autosave_path(record.meta)
    new = not path.exists()
    try:
        save_record(path, record)
    except OSError:
        _last_autosave_failed = True
        raise
    _last_autosave_failed = False
    return _retire_oldest(keep=path) if new else []


def _retire_oldest(keep: Path) -> list[str]:
    good = [a for a in list_autosaves(migrate=False) if a.record is not None]
    moved = []
    for a in good[MAX_AUTOSAVES:]:
        if a.path == keep:
            continue
        try:
            os.replace(a.path, saves_dir() / a.path.name)
        except OSError:
            continue
        moved.append(f"{t('game.' + a.record.game)} ({a.record.meta.get('saved', '')})")
    return moved


def autosave_current() -> bool:
    """True if an autosave exists and the last attempt to write one did not fail: only then
    may a dialog say that the game was autosaved."""
    if _last_autosave_failed:
        return False
    try:
        return legacy_autosave_path().is_file() or any(autosaves_dir().glob("*.json"))
    except OSError:
        return False


def clear_autosave(meta: dict | None = None) -> bool:
    """Remove the autosave of a finished game; False if it could not be (a read-only
    folder): the end of a game never fails for it."""
    if meta is None or autosave_path(meta).is_dir():
        return True
    try:
        autosave_path(meta).unlink()
    except FileNotFoundError:
        pass
    except OSError:
        return False
    return True


def migrate_legacy_autosave() -> None:
    """The single `autosave.json` of earlier versions becomes one of the per-game autosaves,
    moved byte for byte. One that cannot be read stays where it is (listed as damaged)."""
    old = legacy_autosave_path()
    if not old.is_file() or old.is_symlink():
        return
    try:
        rec = load_record(old)
    except Exception:
        return
    try:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(old.stat().st_mtime))
        base, n = f"{rec.game}-{stamp}", 1
        ident = base
        while (autosaves_dir() / f"{ident}.json").exists():
            ident, n = f"{base}-{n}", n + 1
        os.replace(old, autosaves_dir() / f"{ident}.json")
    except OSError:
        return


def clean_temp_files(min_age_s: float = 60.0) -> int:
    """Remove `<name>.<random>.tmp` files that a write killed between creating and renaming
    its temporary file left behind (atomic_write_text), in the data, saves, autosaves, kept
    finished games' and exports folders and the config folder.
    Only files older than `min_age_s` go, so another running copy's write is never hit."""
    removed = 0
    now = time.time()
    from zoo_desktop.paths import config_dir, finished_dir
    for folder in (data_dir(), data_dir() / "saves", data_dir() / AUTOSAVES, finished_dir(), data_dir() / "exports",
                   config_dir()):
        try:
            for p in [*folder.glob("*.json.*.tmp"), *folder.glob("*.csv.*.tmp")]:
                try:
                    if p.is_file() and not p.is_symlink() and now - p.stat().st_mtime >= min_age_s:
                        p.unlink()
                        removed += 1
                except OSError:
                    continue
        except OSError:
            continue
    return removed


def list_autosaves(migrate: bool = True) -> list[SlotInfo]:
    """The unfinished games, newest first, then any autosave that cannot be read (with its
    problem, never modified): the Continue list. A damaged old `autosave.json` is listed too."""
    if migrate:
        migrate_legacy_autosave()
    paths: list[Path] = []
    try:
        paths = list(autosaves_dir().glob("*.json"))
    except OSError:
        pass
    old = legacy_autosave_path()
    if old.exists() or old.is_symlink():
        paths.append(old)
    return _read_all(paths, lambda p, rec: p.stem)


def slot_path(name: str) -> Path:
    safe = re.sub(r"[^\w\- ]+", "_", name).strip() or "save"
    return saves_dir() / f"{safe}.json"


def save_slot(name: str, record: GameRecord) -> Path:
    p = slot_path(name)
    record.meta["slot"] = name
    save_record(p, record)
    return p


@dataclass
class SlotInfo:
    name: str
    path: Path
    record: GameRecord | None
    error: str | None


def list_slots() -> list[SlotInfo]:
    """Every file in saves/, good ones first, newest first: a good slot with its record, anything else
    (damaged, foreign, a FIFO, a dangling or looping symlink) with its one-line problem.
    One bad file never hides the good ones."""
    try:
        paths = list(saves_dir().glob("*.json"))
    except OSError:
        return []

    def name(p, rec):
        n = rec.meta.get("slot", p.stem)
        return n if isinstance(n, str) else p.stem
    return _read_all(paths, name)


def _read_all(paths: list[Path], name) -> list[SlotInfo]:
    entries = []
    for p in paths:
        try:
            mtime = p.stat().st_mtime
        except OSError:
            mtime = 0.0
        try:
            rec = load_record(p)
            info = SlotInfo(name(p, rec), p, rec, None)
        except RecordError as exc:
            info = SlotInfo(p.stem, p, None, str(exc))
        except Exception as exc:  # whatever a file holds, the list still shows the others
            info = SlotInfo(p.stem, p, None, str(RecordError("record.damaged", error=type(exc).__name__)))
        entries.append((mtime, info))
    entries.sort(key=lambda e: (e[1].record is None, -e[0]))  # good ones first, then the damaged
    return [info for _, info in entries]


def delete_slot(path: Path) -> None:
    path.unlink(missing_ok=True)


# ---------------------------------------------------------------------- guided first game
TUTORIAL_MAX_BYTES = 4096


def tutorial_path(game: str) -> Path:
    """A game's tutorial progress (`tutorial-<game>.json` in the user data folder): the step
    reached; the position is rebuilt from the tutorial's own seed and actions."""
    return data_dir() / f"tutorial-{game}.json"


def read_tutorial(game: str, steps: int) -> int | None:
    """The step saved for `game`'s tutorial (0 <= step < steps), None if there is none.
    A damaged file raises ValueError with a sentence in the current language."""
    from zoo_desktop.engine.schema import SchemaError, read_json
    path = tutorial_path(game)
    if not path.exists():
        return None
    try:
        raw = read_json(path, TUTORIAL_MAX_BYTES)
    except (OSError, SchemaError, ValueError) as exc:
        raise ValueError(t("tutorial.damaged", error=str(exc))) from exc
    step = raw.get("step") if type(raw) is dict else None
    if type(raw) is not dict or raw.get("game") != game or type(step) is not int or not 0 <= step < steps:
        raise ValueError(t("tutorial.damaged", error=t("tutorial.bad_step")))
    return step


def write_tutorial(game: str, step: int) -> None:
    _record.atomic_write_text(tutorial_path(game), json.dumps({"format": "zoo-tutorial-progress", "game": game,
                                                               "step": step}))


def clear_tutorial(game: str) -> None:
    try:
        tutorial_path(game).unlink()
    except OSError:
        pass

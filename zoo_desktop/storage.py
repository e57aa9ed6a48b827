"""Autosave and named save slots in the user data folder. Every write is atomic; a file
that cannot be read is reported and left exactly as it is."""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from zoo_desktop.engine.record import GameRecord, RecordError, load_record, save_record
from zoo_desktop.paths import data_dir

AUTOSAVE = "autosave.json"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def saves_dir() -> Path:
    p = data_dir() / "saves"
    p.mkdir(parents=True, exist_ok=True)
    return p


_last_autosave_failed = False


def autosave(record: GameRecord) -> None:
    global _last_autosave_failed
    try:
        save_record(autosave_path(), record)
    except OSError:
        _last_autosave_failed = True
        raise
    _last_autosave_failed = False


def autosave_current() -> bool:
    """True if an autosave exists and the last attempt to write it did not fail: only then
    may a dialog say that the game was autosaved."""
    return not _last_autosave_failed and autosave_path().is_file()


def clear_autosave() -> bool:
    """Remove the autosave of a finished game; False if it could not be (a read-only
    folder): the end of a game never fails for it."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
    except OSError:
        return False
    return True


def clean_temp_files(min_age_s: float = 60.0) -> int:
    """Remove `<name>.<random>.tmp` files that a write killed between creating and renaming
    its temporary file left behind (atomic_write_text), in the data and saves folders.
    Only files older than `min_age_s` go, so another running copy's write is never hit."""
    removed = 0
    now = time.time()
    from zoo_desktop.paths import config_dir
    for folder in (data_dir(), data_dir() / "saves", config_dir()):
        try:
            for p in folder.glob("*.json.*.tmp"):
                try:
                    if p.is_file() and not p.is_symlink() and now - p.stat().st_mtime >= min_age_s:
                        p.unlink()
                        removed += 1
                except OSError:
                    continue
        except OSError:
            continue
    return removed


def load_autosave() -> GameRecord | None:
    """The game to continue, or None. A damaged autosave raises RecordError (reported)."""
    p = autosave_path()
    if not p.exists():
        return None
    return load_record(p)


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
    entries = []
    try:
        paths = list(saves_dir().glob("*.json"))
    except OSError:
        return []
    for p in paths:
        try:
            mtime = p.stat().st_mtime
        except OSError:
            mtime = 0.0
        try:
            rec = load_record(p)
            name = rec.meta.get("slot", p.stem)
            info = SlotInfo(name if isinstance(name, str) else p.stem, p, rec, None)
        except RecordError as exc:
            info = SlotInfo(p.stem, p, None, str(exc))
        except Exception as exc:  # whatever a file holds, the list still shows the others
            info = SlotInfo(p.stem, p, None, str(RecordError("record.damaged", error=type(exc).__name__)))
        entries.append((mtime, info))
    entries.sort(key=lambda e: (e[1].record is None, -e[0]))  # good slots first, then the damaged
    return [info for _, info in entries]


def delete_slot(path: Path) -> None:
    path.unlink(missing_ok=True)

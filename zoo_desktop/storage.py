"""Autosave and named save slots in the user data folder. Every write is atomic; a file
that cannot be read is reported and left exactly as it is."""
from __future__ import annotations

import re
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


def autosave(record: GameRecord) -> None:
    save_record(autosave_path(), record)


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


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
    out = []
    for p in sorted(saves_dir().glob("*.json"), key=lambda q: q.stat().st_mtime, reverse=True):
        try:
            rec = load_record(p)
            out.append(SlotInfo(rec.meta.get("slot", p.stem), p, rec, None))
        except RecordError as exc:
            out.append(SlotInfo(p.stem, p, None, str(exc)))
    return out


def delete_slot(path: Path) -> None:
    path.unlink(missing_ok=True)

"""Player settings, persisted as JSON in the user config folder. A damaged file falls back
to the defaults and says so (`Settings.notice`); the damaged file is kept aside, not lost."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from zoo_desktop.engine.record import atomic_write_text
from zoo_desktop.i18n import LANGUAGES
from zoo_desktop.engine.core import CONFIG_SPEC
from zoo_desktop.engine.schema import Bool, Choice, Float, Int, List, Obj, SchemaError, read_json

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # multipliers of animation time: 0 = instant
BOT_SPEEDS = (0.0, 0.5, 1.0, 2.0)   # multipliers of the bots' pace
UI_SCALES = (1.0, 1.25, 1.5)       # the UI scale setting: the minimum text size (ui/gfx.py)
MAX_SETTINGS_BYTES = 64 << 10
# one checker per field: exact types, sane ranges (the window is clamped to the desktop later)
SCHEMA = {
    "language": Choice(tuple(LANGUAGES)),
    "window": List(Int(320, 16384), 2, 2),
    "fullscreen": Bool(), "mute": Bool(), "colour_blind": Bool(), "confirm_end_turn": Bool(),
    "anim_speed": Float(0.0, 4.0), "bot_speed": Float(0.0, 4.0),
    "sound_volume": Float(0.0, 1.0), "music_volume": Float(0.0, 1.0),
    "default_bot": Choice(("easy", "normal", "hard")),
    "bot_think_ms": Int(100, 10_000),
    # the last setup per game: {game id: {players, seats, names, options}} (a GameConfig's JSON)
    "setup": Obj(extra=CONFIG_SPEC, max_keys=16),
    "ui_scale": Choice(UI_SCALES),
    "kept_games": Int(10, 100_000),
}


@dataclass
class Settings:
    language: str = "en"
    window: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    anim_speed: float = 1.0
    bot_speed: float = 1.0
    sound_volume: float = 0.7
    music_volume: float = 0.4
    mute: bool = False
    default_bot: str = "normal"
    bot_think_ms: int = 1000
    colour_blind: bool = False
    confirm_end_turn: bool = False
    setup: dict = field(default_factory=dict)
    ui_scale: float = 1.0
    kept_games: int = 500   # finished games' records kept in finished/ (the history's rebuild; history.py)
    notice: str = field(default="", compare=False)  # why defaults were used, shown once
    notice_args: dict = field(default_factory=dict, compare=False)

    @staticmethod
    def path() -> Path:
        from zoo_desktop.paths import config_dir
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Never fails and never hangs: a file that cannot be read as settings (not JSON, a
        FIFO, a device, over 64 KB, nested too deep) gives the defaults and is moved aside as
        settings.damaged.json; a field of the wrong type or out of range gives that field's
        default. Either way `notice` says so in one line, naming the field."""
        path = path or cls.path()
        s = cls()
        try:
            data = read_json(path, MAX_SETTINGS_BYTES)
            if type(data) is not dict:
                raise SchemaError("schema.not_object", "settings")
        except FileNotFoundError:
            return s
        except (OSError, SchemaError) as exc:
            moved = False
            if path.is_symlink() or path.exists():
                try:
                    path.replace(path.with_suffix(".damaged.json"))
                    moved = True
                except OSError:
                    pass
            s.notice = "settings.damaged" if moved else "settings.damaged_stuck"
            s.notice_args = {"error": str(exc)}
            return s
        bad = []
        for name, spec in SCHEMA.items():
            if name not in data:
                continue
            try:
                v = spec.check(data[name], name)
            except SchemaError:
                bad.append(name)
                continue
            setattr(s, name, tuple(v) if name == "window" else v)
        if bad:
            s.notice, s.notice_args = "settings.field_reset", {"field": ", ".join(bad)}
        return s

    def save(self, path: Path | None = None) -> None:
        d = asdict(self)
        d.pop("notice")
        d.pop("notice_args")
        d["window"] = list(self.window)
        atomic_write_text(path or self.path(), json.dumps(d, indent=1))

"""Player settings, persisted as JSON in the user config folder. A damaged file falls back
to the defaults and says so (`Settings.notice`); the damaged file is kept aside, not lost."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from zoo_desktop.engine.record import atomic_write_text

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # multipliers of animation time: 0 = instant
BOT_SPEEDS = (0.0, 0.5, 1.0, 2.0)   # multipliers of the bots' pace


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
    notice: str = field(default="", compare=False)  # why defaults were used, shown once

    @staticmethod
    def path() -> Path:
        from zoo_desktop.paths import config_dir
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        path = path or cls.path()
        if not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
            s = cls()
            for f in fields(cls):
                if f.name in data and f.name != "notice":
                    v = data[f.name]
                    cur = getattr(s, f.name)
                    if isinstance(cur, tuple):
                        v = tuple(int(x) for x in v)[:2]
                        if len(v) != 2:
                            raise ValueError(f.name)
                    elif isinstance(cur, bool):
                        v = bool(v)
                    elif isinstance(cur, (int, float)) and not isinstance(v, (int, float)):
                        raise ValueError(f.name)
                    setattr(s, f.name, type(cur)(v) if not isinstance(cur, tuple) else v)
            s.window = (max(1280, s.window[0]), max(720, s.window[1]))
            return s
        except (OSError, ValueError, TypeError, UnicodeDecodeError):
            try:
                path.replace(path.with_suffix(".damaged.json"))
            except OSError:
                pass
            s = cls()
            s.notice = "settings.damaged"
            return s

    def save(self, path: Path | None = None) -> None:
        d = asdict(self)
        d.pop("notice")
        d["window"] = list(self.window)
        atomic_write_text(path or self.path(), json.dumps(d, indent=1))

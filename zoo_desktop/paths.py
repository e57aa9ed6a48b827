"""Where things are: vendored assets (source tree or frozen build) and the user's folders."""
from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

APP = "ZooDesktop"


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """`zoo_desktop/assets/`: package data, so the same place in a source tree, an installed
    wheel and the frozen bundle (where PyInstaller puts it under `zoo_desktop/assets`).
    Resolved once (it is asked for every picture rendered)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "zoo_desktop" / "assets"
    return Path(__file__).resolve().parent / "assets"


def _override(var: str) -> Path | None:
    v = os.environ.get(var)
    return Path(v) if v else None


def data_dir() -> Path:
    """Autosave and save slots. ZOO_DESKTOP_DATA overrides (tests)."""
    p = _override("ZOO_DESKTOP_DATA")
    if p is None:
        import platformdirs
        p = Path(platformdirs.user_data_dir(APP, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def cache_dir() -> Path:
    """Things the app can rebuild (the synthesized sounds). ZOO_DESKTOP_CACHE overrides;
    without it, under the data folder when ZOO_DESKTOP_DATA is set (tests), else the
    user cache folder."""
    p = _override("ZOO_DESKTOP_CACHE")
    if p is None and _override("ZOO_DESKTOP_DATA") is not None:
        p = _override("ZOO_DESKTOP_DATA") / "cache"
    if p is None:
        import platformdirs
        p = Path(platformdirs.user_cache_dir(APP, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def config_dir() -> Path:
    """Settings. ZOO_DESKTOP_CONFIG overrides (tests)."""
    p = _override("ZOO_DESKTOP_CONFIG")
    if p is None:
        import platformdirs
        p = Path(platformdirs.user_config_dir(APP, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def finished_dir() -> Path:
    """The kept records of finished games, from which the game history is rebuilt
    (zoo_desktop/history.py); under the data folder. Not created here."""
    return data_dir() / "finished"

"""One message catalog for all UI text, in English, Ukrainian, Portuguese and Hungarian.

Messages live in `zoo_desktop/i18n/messages/<lang>.json` (the app) and in
`zoo_desktop/games/<id>/data/messages.<lang>.json` (each game). A missing translation falls
back to English, then to the key itself, so a gap is visible but never a crash."""
from __future__ import annotations

import json
import string
from importlib import resources
from typing import Any

LANGUAGES = {"en": "English", "uk": "Українська", "pt": "Português", "hu": "Magyar"}
GAME_PACKAGES = ("gorilla", "keepers", "research", "architect")


class _Lenient(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class Catalog:
    def __init__(self, lang: str = "en"):
        self._tables: dict[str, dict[str, str]] = {}
        self.lang = lang if lang in LANGUAGES else "en"

    def table(self, lang: str) -> dict[str, str]:
        if lang not in self._tables:
            merged: dict[str, str] = {}
            sources = [("zoo_desktop.i18n", f"messages/{lang}.json")]
            sources += [(f"zoo_desktop.games.{g}", f"data/messages.{lang}.json") for g in GAME_PACKAGES]
            for pkg, name in sources:
                try:
                    text = resources.files(pkg).joinpath(name).read_text(encoding="utf-8")
                except (FileNotFoundError, ModuleNotFoundError):
                    continue
                merged.update(json.loads(text))
            self._tables[lang] = merged
        return self._tables[lang]

    def has(self, key: str) -> bool:
        return key in self.table(self.lang) or key in self.table("en")

    def t(self, key: str, /, **kw: Any) -> str:
        text = self.table(self.lang).get(key)
        if text is None:
            text = self.table("en").get(key, key)
        if kw:
            try:
                return string.Formatter().vformat(text, (), _Lenient(kw))
            except (ValueError, IndexError):
                return text
        return text


_catalog = Catalog("en")


def set_language(lang: str) -> None:
    _catalog.lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _catalog.lang


def t(key: str, /, **kw: Any) -> str:
    return _catalog.t(key, **kw)


def has(key: str) -> bool:
    return _catalog.has(key)


def catalog() -> Catalog:
    return _catalog

"""One message catalog for all UI text, in English, Ukrainian, Portuguese and Hungarian.

Messages live in gettext files read with Babel: `zoo_desktop/i18n/messages/<lang>.po` (the app)
and `zoo_desktop/games/<id>/data/messages.<lang>.po` (each game). Every entry is keyed by its
`msgctxt` (e.g. `gorilla.panel.cards`); `msgid` is the English source text. Plural entries have
`msgid_plural` and `msgstr[n]`, chosen by the `Plural-Forms` header of the file (CLDR rules:
uk three forms, en/pt/hu two). `tools/json_to_po.py` merges JSON catalogs into these files.

- `t(key, **kw)` a text; a plural entry takes its count from `n` (or `count`);
- `tn(key, n, **kw)` a plural text for count `n`;
- `num(x)` a number written the way the current language writes it (Babel);
- `tv(key, viewer, **kw)` the second-person variant `key + ".you"` when the subject is the viewer.

Integer placeholders are formatted with `num()` (so Hungarian groups 1 378 with a no-break
space). A missing translation falls back to English, then to the key itself, so a gap is
visible but never a crash."""
from __future__ import annotations

import gettext
import re
from importlib import resources
from typing import Any, Callable

from babel.messages.pofile import read_po
from babel.numbers import format_decimal

LANGUAGES = {"en": "English", "uk": "Українська", "pt": "Português", "hu": "Magyar"}
GAME_PACKAGES = ("gorilla", "keepers", "research", "architect")
BABEL_LOCALE = {"en": "en", "uk": "uk", "pt": "pt_PT", "hu": "hu"}
COUNT_KEYS = ("n", "count")
_COUNT_COMMENT = re.compile(r"plural count: \{(\w+)\}")


class _Lenient(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def catalog_sources(lang: str) -> list[tuple[str, str]]:
    """(package, resource name) of every .po file of one language, app first."""
    sources = [("zoo_desktop.i18n", f"messages/{lang}.po")]
    return sources + [(f"zoo_desktop.games.{g}", f"data/messages.{lang}.po") for g in GAME_PACKAGES]


def read_entries(pkg: str, name: str, lang: str, counts: dict[str, str] | None = None
                 ) -> tuple[dict[str, str | tuple[str, ...]], Callable[[int], int]]:
    """The entries of one .po resource (key -> text, or key -> plural forms) and its plural
    rule (count -> form index, from the `Plural-Forms` header). A plural entry names the
    placeholder holding its count in an extracted comment `#. plural count: {workers}`
    (default `{n}`, else `{count}`); those go into `counts`. Raises FileNotFoundError."""
    with resources.files(pkg).joinpath(name).open("rb") as f:
        cat = read_po(f, locale=BABEL_LOCALE.get(lang, lang))
    entries: dict[str, str | tuple[str, ...]] = {}
    for m in cat:
        if not m.id or not m.context:
            continue
        if isinstance(m.id, (list, tuple)):
            forms = tuple(m.string) if isinstance(m.string, (list, tuple)) else (m.string,)
            if lang == "en":
                forms = tuple(s or m.id[min(i, 1)] for i, s in enumerate(forms))
            if all(forms):
                entries[m.context] = forms
            for c in m.auto_comments:
                found = _COUNT_COMMENT.match(c)
                if found and counts is not None:
                    counts[m.context] = found.group(1)
        elif m.string:
            entries[m.context] = m.string
        elif lang == "en":
            entries[m.context] = m.id
    return entries, gettext.c2py(cat.plural_expr)


def load_messages(pkg: str, lang: str) -> dict[str, str | tuple[str, ...]]:
    """One catalog file's entries: `load_messages("zoo_desktop.games.gorilla", "uk")`."""
    name = f"messages/{lang}.po" if pkg == "zoo_desktop.i18n" else f"data/messages.{lang}.po"
    return read_entries(pkg, name, lang)[0]


class Table:
    """The entries of one language: key -> text, or key -> tuple of plural forms."""

    def __init__(self, lang: str):
        self.lang = lang
        self.entries: dict[str, str | tuple[str, ...]] = {}
        self.counts: dict[str, str] = {}  # plural key -> the placeholder holding its count
        self.plural: Callable[[int], int] = lambda n: int(n != 1)
        for pkg, name in catalog_sources(lang):
            try:
                entries, self.plural = read_entries(pkg, name, lang, self.counts)
            except (FileNotFoundError, ModuleNotFoundError):
                continue
            self.entries.update(entries)

    def get(self, key: str, default=None):
        return self.entries.get(key, default)

    def items(self):
        return self.entries.items()

    def __getitem__(self, key: str):
        return self.entries[key]

    def __iter__(self):
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, key: str) -> bool:
        return key in self.entries


class Catalog:
    def __init__(self, lang: str = "en"):
        self._tables: dict[str, Table] = {}
        self._numbers: dict[tuple[str, int | float], str] = {}
        self.lang = lang if lang in LANGUAGES else "en"

    def table(self, lang: str) -> Table:
        if lang not in self._tables:
            self._tables[lang] = Table(lang)
        return self._tables[lang]

    def has(self, key: str) -> bool:
        return key in self.table(self.lang) or key in self.table("en")

    def num(self, x: Any) -> str:
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            return str(x)
        key = (self.lang, x)
        out = self._numbers.get(key)
        if out is None:  # Babel takes ~35 µs a number; the tables redraw the same ones every frame
            if len(self._numbers) > 4096:
                self._numbers.clear()
            out = self._numbers[key] = format_decimal(x, locale=BABEL_LOCALE[self.lang])
        return out

    def _entry(self, key: str) -> tuple[Table, str | tuple[str, ...]]:
        tab = self.table(self.lang)
        text = tab.get(key)
        if text is None:
            tab = self.table("en")
            text = tab.get(key, key)
        return tab, text

    def _format(self, text: str, kw: dict) -> str:
        if not kw:
            return text
        kw = {k: (self.num(v) if isinstance(v, int) and not isinstance(v, bool) else v) for k, v in kw.items()}
        try:
            return text.format_map(_Lenient(kw))
        except (ValueError, IndexError):
            return text

    def count_name(self, key: str) -> str:
        """The placeholder that holds the count of a plural entry (`n` unless it says)."""
        return self.table("en").counts.get(key) or self.table(self.lang).counts.get(key) or "n"

    def tn(self, key: str, n: int, /, **kw: Any) -> str:
        tab, text = self._entry(key)
        if isinstance(text, tuple):
            i = tab.plural(abs(int(n)))
            text = text[min(i, len(text) - 1)]
        kw.setdefault(self.count_name(key), n)
        return self._format(text, kw)

    def t(self, key: str, /, **kw: Any) -> str:
        tab, text = self._entry(key)
        if isinstance(text, tuple):
            names = (self.count_name(key),) + COUNT_KEYS
            n = next((kw[k] for k in names if isinstance(kw.get(k), (int, float)) and not isinstance(kw[k], bool)), None)
            return self.tn(key, n, **kw) if n is not None else self._format(text[-1], kw)
        return self._format(text, kw)


_catalog = Catalog("en")


def set_language(lang: str) -> None:
    _catalog.lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _catalog.lang


def t(key: str, /, **kw: Any) -> str:
    return _catalog.t(key, **kw)


def tn(key: str, n: int, /, **kw: Any) -> str:
    """The plural form of `key` for the count `n` (also passed as `{n}` unless given)."""
    return _catalog.tn(key, n, **kw)


def tv(key: str, is_viewer: bool, /, **kw: Any) -> str:
    """`key + '.you'` (the text with the viewer as its grammatical subject, "You go first")
    when `is_viewer` and that variant exists, else `key` ("Ana goes first")."""
    if is_viewer and _catalog.has(key + ".you"):
        key = key + ".you"
    return _catalog.t(key, **kw)


def with_you(name: str, word_key: str) -> str:
    """A seat name tagged as the viewer's, "Ana (you)", unless the name already says it
    (a player called "You" is not shown as "You (you)")."""
    word = t(word_key)
    if name.strip().casefold() in {word.casefold(), "you"}:
        return name
    return f"{name} ({word})"


def num(x: Any) -> str:
    """A number in the current language's way (Babel): 1,378 / 1 378 with a no-break space."""
    return _catalog.num(x)


def has(key: str) -> bool:
    return _catalog.has(key)


def catalog() -> Catalog:
    return _catalog

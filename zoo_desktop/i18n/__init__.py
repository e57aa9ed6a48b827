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
import hashlib
import json
import os
import re
from importlib import resources
from typing import Any, Callable

LANGUAGES = {"en": "English", "uk": "Українська", "pt": "Português", "hu": "Magyar"}
GAME_PACKAGES = ("gorilla", "keepers", "research", "architect")
BABEL_LOCALE = {"en": "en", "uk": "uk", "pt": "pt_PT", "hu": "hu"}
COUNT_KEYS = ("n", "count")
_COUNT_COMMENT = re.compile(r"plural count: \{(\w+)\}")
CATALOG_CACHE_FORMAT = 1
_PLURAL_RULES: dict[str, Callable[[int], int]] = {}


class _Lenient(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def catalog_sources(lang: str) -> list[tuple[str, str]]:
    """(package, resource name) of every .po file of one language, app first."""
    sources = [("zoo_desktop.i18n", f"messages/{lang}.po")]
    return sources + [(f"zoo_desktop.games.{g}", f"data/messages.{lang}.po") for g in GAME_PACKAGES]


def _parse(data: bytes, lang: str) -> tuple[dict[str, str | list[str]], dict[str, str], str]:
    """One .po file's entries (key -> text, or key -> plural forms), the placeholders that
    hold the plural entries' counts, and its plural rule as a C expression (Babel)."""
    import io

    from babel.messages.pofile import read_po   # ~15 ms of imports: only on a cache miss
    cat = read_po(io.BytesIO(data), locale=BABEL_LOCALE.get(lang, lang))
    entries: dict[str, str | list[str]] = {}
    counts: dict[str, str] = {}
    for m in cat:
        if not m.id or not m.context:
            continue
        if isinstance(m.id, (list, tuple)):
            forms = list(m.string) if isinstance(m.string, (list, tuple)) else [m.string]
            if lang == "en":
                forms = [s or m.id[min(i, 1)] for i, s in enumerate(forms)]
            if all(forms):
                entries[m.context] = forms
            for c in m.auto_comments:
                found = _COUNT_COMMENT.match(c)
                if found:
                    counts[m.context] = found.group(1)
        elif m.string:
            entries[m.context] = m.string
        elif lang == "en":
            entries[m.context] = m.id
    return entries, counts, cat.plural_expr


def _parsed(pkg: str, name: str, lang: str) -> tuple[dict[str, str | list[str]], dict[str, str], str]:
    """`_parse` of one resource through a JSON copy in the cache folder, keyed on the file's
    bytes: Babel takes ~90 ms for the five files the menu's first text needs, the copy ~3 ms.
    A missing, damaged or stale copy is parsed again; a cache folder that cannot be written
    costs only the parse."""
    data = resources.files(pkg).joinpath(name).read_bytes()
    tag = hashlib.sha1(data + f"|{lang}|{CATALOG_CACHE_FORMAT}".encode()).hexdigest()[:16]
    path = None
    try:
        from zoo_desktop.paths import cache_dir
        path = cache_dir() / "catalog" / f"{pkg.rsplit('.', 1)[-1]}-{lang}-{tag}.json"
        with open(path, encoding="utf-8") as f:
            got = json.load(f)
        entries, counts, plural = got["entries"], got["counts"], got["plural"]
        if isinstance(entries, dict) and isinstance(counts, dict) and isinstance(plural, str):
            return entries, counts, plural
    except (OSError, ValueError, KeyError, TypeError):
        pass
    parsed = _parse(data, lang)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(dict(zip(("entries", "counts", "plural"), parsed)), ensure_ascii=False),
                           encoding="utf-8")
            os.replace(tmp, path)
            for old in path.parent.glob(f"{pkg.rsplit('.', 1)[-1]}-{lang}-*.json"):
                if old != path:   # an older copy of this file
                    old.unlink(missing_ok=True)
        except OSError:
            pass
    return parsed


def _plural_rule(expr: str) -> Callable[[int], int]:
    rule = _PLURAL_RULES.get(expr)
    if rule is None:
        rule = _PLURAL_RULES[expr] = gettext.c2py(expr)
    return rule


def read_entries(pkg: str, name: str, lang: str, counts: dict[str, str] | None = None
                 ) -> tuple[dict[str, str | tuple[str, ...]], Callable[[int], int]]:
    """The entries of one .po resource (key -> text, or key -> plural forms) and its plural
    rule (count -> form index, from the `Plural-Forms` header). A plural entry names the
    placeholder holding its count in an extracted comment `#. plural count: {workers}`
    (default `{n}`, else `{count}`); those go into `counts`. Raises FileNotFoundError."""
    entries, found, plural = _parsed(pkg, name, lang)
    if counts is not None:
        counts.update(found)
    return ({k: tuple(v) if isinstance(v, list) else v for k, v in entries.items()}, _plural_rule(plural))


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
        if type(x) is int and 0 <= x < 1000:
            return str(x)   # the same in every language of the app, without Babel's locale data
        key = (self.lang, x)
        out = self._numbers.get(key)
        if out is None:  # Babel takes ~35 µs a number; the tables redraw the same ones every frame
            if len(self._numbers) > 4096:
                self._numbers.clear()
            from babel.numbers import format_decimal
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

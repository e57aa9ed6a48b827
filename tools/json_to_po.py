"""Convert JSON message catalogs into gettext .po files, or merge new JSON keys into them.

The .po files are the source of every player-visible text (see `zoo_desktop/i18n`):

    zoo_desktop/i18n/messages/<lang>.po                 the app
    zoo_desktop/games/<id>/data/messages.<lang>.po      each game

Each entry is keyed by its `msgctxt` (the old JSON key, e.g. `gorilla.panel.cards`); its
`msgid` is the English text, so translators see the source in Poedit, Weblate or Lokalize.
Plural entries carry `msgid_plural` and `msgstr[n]`; the `Plural-Forms` header of each
language is written below (CLDR integer rules: en, pt and hu two forms, uk three).

Run it whenever JSON catalog files are present again (for instance after merging a branch
that still added keys to `messages.<lang>.json`):

    python tools/json_to_po.py            # merge every JSON catalog found, then delete it
    python tools/json_to_po.py --keep-json
    python tools/json_to_po.py --overwrite   # also take changed texts of existing keys

Keys already in a .po file keep their place and text (a changed JSON text is reported, and
only taken with --overwrite, never over a plural entry); new keys are appended in JSON order.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1] / "zoo_desktop"
LANGS = ("en", "uk", "pt", "hu")
# Plural-Forms per language: CLDR cardinal rules for whole numbers. Portuguese is the European
# variant (the texts are pt-PT): "0 cartas", "1 carta"; CLDR's pt-PT 'many' (exact millions)
# is folded into the second form, as gettext tools expect two forms for pt.
PLURAL_FORMS = {
    "en": (2, "(n != 1)"),
    "uk": (3, "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"),
    "pt": (2, "(n != 1)"),
    "hu": (2, "(n != 1)"),
}
BABEL_LOCALE = {"en": "en", "uk": "uk", "pt": "pt_PT", "hu": "hu"}


def catalog_dirs() -> list[tuple[Path, str]]:
    """(folder, file-name pattern) of every catalog: the app's and each game's."""
    dirs = [(ROOT / "i18n" / "messages", "{lang}")]
    dirs += [(d / "data", "messages.{lang}") for d in sorted((ROOT / "games").iterdir()) if (d / "data").is_dir()]
    return dirs


def new_catalog(lang: str) -> Catalog:
    cat = Catalog(locale=BABEL_LOCALE[lang], project="Zoo Desktop", version="0.1",
                  language_team=f"Zoo Desktop {lang}", fuzzy=False)
    cat._num_plurals, cat._plural_expr = PLURAL_FORMS[lang]  # babel has no public setter
    return cat


def load_po(path: Path, lang: str) -> Catalog:
    with path.open("rb") as f:
        cat = read_po(f, locale=BABEL_LOCALE[lang])
    cat._num_plurals, cat._plural_expr = PLURAL_FORMS[lang]
    return cat


def save_po(cat: Catalog, path: Path) -> None:
    with path.open("wb") as f:
        write_po(f, cat, width=0, omit_header=False, include_previous=False)


def by_context(cat: Catalog) -> dict[str, object]:
    return {m.context: m for m in cat if m.id and m.context}


def merge_dir(folder: Path, pattern: str, keep_json: bool, overwrite: bool) -> tuple[int, int, list[str]]:
    """Merge the JSON files of one catalog folder into its .po files; returns (added, updated, notes)."""
    jsons = {lang: folder / (pattern.format(lang=lang) + ".json") for lang in LANGS}
    if not any(p.exists() for p in jsons.values()):
        return 0, 0, []
    data = {lang: (json.loads(p.read_text(encoding="utf-8")) if p.exists() else {}) for lang, p in jsons.items()}
    po_en = folder / (pattern.format(lang="en") + ".po")
    english = {k: (m.id if isinstance(m.id, str) else m.id[0]) for k, m in by_context(load_po(po_en, "en")).items()} \
        if po_en.exists() else {}
    english.update({k: v for k, v in data["en"].items() if k not in english or overwrite})
    added = updated = 0
    notes: list[str] = []
    for lang in LANGS:
        po = folder / (pattern.format(lang=lang) + ".po")
        cat = load_po(po, lang) if po.exists() else new_catalog(lang)
        have = by_context(cat)
        for key, text in data[lang].items():
            old = have.get(key)
            if old is None:
                cat.add(english.get(key, text), text, context=key)
                added += 1
            elif isinstance(old.id, (list, tuple)):
                continue  # a plural entry: its JSON ancestor had no plural forms
            elif old.string != text:
                if overwrite:
                    old.string = text
                    if lang == "en":
                        old.id = text
                    updated += 1
                else:
                    notes.append(f"{po.relative_to(ROOT.parent)}: {key} differs from JSON (kept the .po text)")
        if lang != "en":
            for m in cat:  # the msgid is the English source text
                if m.context in english and not isinstance(m.id, (list, tuple)) and m.id != english[m.context]:
                    m.id = english[m.context]
        save_po(cat, po)
    if not keep_json:
        for p in jsons.values():
            if p.exists():
                p.unlink()
    return added, updated, notes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--keep-json", action="store_true", help="leave the JSON files in place")
    ap.add_argument("--overwrite", action="store_true", help="take changed texts of existing keys from JSON")
    args = ap.parse_args(argv)
    total_added = total_updated = 0
    for folder, pattern in catalog_dirs():
        added, updated, notes = merge_dir(folder, pattern, args.keep_json, args.overwrite)
        if added or updated or notes:
            print(f"{folder.relative_to(ROOT.parent)}: {added} entries added, {updated} updated")
        for n in notes:
            print("  " + n)
        total_added += added
        total_updated += updated
    print(f"done: {total_added} entries added, {total_updated} updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())

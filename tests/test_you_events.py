"""Second-person event texts: when the acting player is the viewer (default seat name "You"),
the log reads "You use Build at strength 3.", never "You uses ..." (issue 13).

Every `<game>.event.*` (and Keepers' `keepers.log.*`, the longer event texts its table prefers)
entry whose text names the acting player is formatted through `tv(key, True, ...)` in English
with the subject set to "You"; the result must not put a third-person verb after "You", a
possessive "You's", or a capitalised "You" in mid-sentence. Every `.you` entry must exist in
all four languages, keep the placeholders of its base entry (less the subject, which the
variant spells out) and be plural exactly when its base entry is."""
from __future__ import annotations

import re
import string
from types import SimpleNamespace

import pytest

from zoo_desktop import i18n
from zoo_desktop.engine.core import Event
from zoo_desktop.i18n import GAME_PACKAGES, LANGUAGES, read_entries, tv
from zoo_desktop.ui.table import TableBase

# the event data that holds the acting player's name (architect's setup event names the
# starting seat as `start`); see TableBase.subject_is_viewer
SUBJECTS = ("player", "start")
THIRD_PERSON = re.compile(r"\bYou (?!\w+ss\b)(\w+s|has|is|was)\b")  # "You pass" is fine
POSSESSIVE = re.compile(r"\bYou's\b")
MID_SENTENCE = re.compile(r"[^\s.!?]\s+You\b")  # "for You", "; You starts"


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _catalog(game: str, lang: str):
    counts: dict[str, str] = {}
    entries, _ = read_entries(f"zoo_desktop.games.{game}", f"data/messages.{lang}.po", lang, counts)
    return entries, counts


def _forms(v) -> tuple[str, ...]:
    return v if isinstance(v, tuple) else (v,)


def _fields(v) -> set[str]:
    return {f for text in _forms(v) for _, f, _, _ in string.Formatter().parse(text) if f}


def _event_key(game: str, key: str) -> bool:
    return key.startswith((f"{game}.event.", f"{game}.log."))


def _subject_keys(subject: bool = True):
    """Event texts with (subject=True) or without a placeholder for the acting player."""
    for g in GAME_PACKAGES:
        entries, counts = _catalog(g, "en")
        for key, v in entries.items():
            if _event_key(g, key) and not key.endswith(".you") and bool(set(SUBJECTS) & _fields(v)) == subject:
                yield g, key, v, counts.get(key)


def _you_keys():
    for g in GAME_PACKAGES:
        entries, _ = _catalog(g, "en")
        for key in entries:
            if _event_key(g, key) and key.endswith(".you"):
                yield g, key


SUBJECT_KEYS = list(_subject_keys())
OTHER_KEYS = list(_subject_keys(False))   # "The deck is reshuffled.": nobody to address
YOU_KEYS = list(_you_keys())


def test_the_catalogs_were_read():
    assert {g for g, *_ in SUBJECT_KEYS} == set(GAME_PACKAGES)
    assert OTHER_KEYS and not any(set(SUBJECTS) & _fields(v) for _, _, v, _ in OTHER_KEYS)
    assert len(YOU_KEYS) > 30


@pytest.mark.parametrize("game,key,value,count", SUBJECT_KEYS, ids=[k for _, k, _, _ in SUBJECT_KEYS])
def test_you_reads_as_second_person(game, key, value, count):
    fields = _fields(value)
    subject = next(s for s in SUBJECTS if s in fields)
    # the other languages conjugate for the subject too ("You не може"): every text naming the
    # acting player has its own second-person variant
    assert i18n.has(key + ".you"), f"{key} names the player but has no .you variant"
    for n in (1, 2):
        kw = {f: f"<{f}>" for f in fields}
        kw[subject] = "You"
        for c in {count or "n", "n", "count"} & fields:
            kw[c] = n
        text = tv(key, True, **kw)
        assert not THIRD_PERSON.search(text), f"{key}: {text!r}"
        assert not POSSESSIVE.search(text), f"{key}: {text!r}"
        assert not MID_SENTENCE.search(text), f"{key}: {text!r}"


@pytest.mark.parametrize("game,key", YOU_KEYS, ids=[k for _, k in YOU_KEYS])
def test_you_variant_in_every_language(game, key):
    en, en_counts = _catalog(game, "en")
    base = key[: -len(".you")]
    assert base in en, f"{key} has no base entry"
    you_fields = _fields(en[key])
    base_fields = _fields(en[base])
    assert you_fields <= base_fields, f"{key} adds placeholders {you_fields - base_fields}"
    assert base_fields - you_fields <= set(SUBJECTS), f"{key} drops {base_fields - you_fields}"
    assert isinstance(en[key], tuple) == isinstance(en[base], tuple), f"{key}: plural differs from {base}"
    if isinstance(en[base], tuple):
        assert en_counts.get(key, "n") == en_counts.get(base, "n"), f"{key}: plural count placeholder"
    for lang in LANGUAGES:
        entries, _ = _catalog(game, lang)
        assert key in entries, f"{key} missing in {lang}"
        assert isinstance(entries[key], tuple) == isinstance(entries[base], tuple), f"{key} ({lang})"
        for form in _forms(entries[key]):
            assert _fields(form) == you_fields, f"{key} ({lang}): {form!r}"


def test_the_starting_seat_is_a_subject():
    """Zoo Architect's setup event names the first player as `start`, not `player`."""
    me = SimpleNamespace(viewer=1)
    assert TableBase.subject_is_viewer(me, Event("setup", start=1))
    assert not TableBase.subject_is_viewer(me, Event("setup", start=0))
    assert TableBase.subject_is_viewer(me, Event("play", player=1, start=0))
    assert not TableBase.subject_is_viewer(SimpleNamespace(viewer=None), Event("setup", start=0))

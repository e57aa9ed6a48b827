"""A word too long for its box breaks at the language's hyphenation points (pyphen, the
LibreOffice dictionaries), not at the last letter that fits: Zoo Architect's display at
1280x720 in Hungarian showed 'Csüngőh-asú malac', 'Mandarinr-éce', 'Gondozóké-pzés'
(seen playing by mouse). The widths are the title widths the display gives its cards there
(67-80 px at the 11 px bold title size)."""
from __future__ import annotations

import pytest

from uidriver import make_app
from zoo_desktop import i18n
from zoo_desktop.ui import gfx


@pytest.fixture
def lang(tmp_path):
    make_app(tmp_path)   # fonts
    before = i18n.language()

    def use(code: str):
        i18n.set_language(code)
    yield use
    i18n.set_language(before)


def pieces(word: str, width: int) -> list[str]:
    return gfx.wrap(word, gfx.FitPx(11), width, True, True)


@pytest.mark.parametrize("word,width,expected", [
    ("Csüngőhasú malac", 69, ["Csüngő-", "hasú malac"]),   # was 'Csüngőh-' 'asú'
    ("Mandarinréce", 69, ["Mandarin-", "réce"]),               # was 'Mandarinr-' 'éce'
    ("Gondozóképzés", 69, ["Gondozó-", "képzés"]),             # was 'Gondozóké-' 'pzés'
    ("Partnerállatkert", 72, ["Partnerál-", "latkert"]),       # was 'Partnerálla-' 'tkert'
    ("Természetvédelem", 72, ["Természet-", "védelem"]),       # was 'Természetv-' 'édelem'
    ("Mentőközpont-hálózat", 80, ["Mentőköz-", "pont-hálózat"]),   # was 'Mentőközpo-' 'nt-hálózat'
])
def test_hungarian_titles_break_at_syllables(lang, word, width, expected):
    lang("hu")
    assert pieces(word, width) == expected
    assert all(gfx.font(gfx.FitPx(11), True).size(p)[0] <= width for p in expected)


def test_own_hyphen_first(lang):
    lang("hu")
    assert pieces("Humboldt-pingvin", 69) == ["Humboldt-", "pingvin"]


def test_no_point_that_fits_breaks_by_letters(lang):
    lang("hu")
    # no hyphenation point in a consonant string; the letter cut keeps three letters a piece
    out = pieces("Xqzxqzxqzxqz", 40)
    assert len(out) > 1 and all(len(p.rstrip("-")) >= 3 for p in out)
    assert "".join(p.rstrip("-") for p in out) == "Xqzxqzxqzxqz"
    # the first hyphenation point 'Csün-' is already too wide for 25 px: letters
    f = gfx.font(gfx.FitPx(11), True)
    assert f.size("Csün-")[0] > 25
    out = gfx._break_word("Csüngőhasú", f, 25, "hu")
    assert out[0] == "Csü-"


def test_a_language_without_a_dictionary_breaks_by_letters(lang):
    f = gfx.font(gfx.FitPx(11), True)
    assert gfx.hyphenator("xx") is None
    assert gfx._break_word("Mandarinréce", f, 69, "xx") == ["Mandarinr-", "éce"]


def test_english_and_ukrainian(lang):
    lang("en")
    assert pieces("Conservationist", 60) == ["Conserva-", "tionist"]
    assert pieces("Partnership", 50) == ["Partner-", "ship"]
    lang("uk")
    assert pieces("Природоохоронний", 70) == ["Природо-", "охоронний"]


def test_every_catalog_language_has_its_dictionary():
    for code in i18n.LANGUAGES:
        assert gfx.hyphenator(code) is not None, code

"""The vendored fonts are subsets (tools/subset_fonts.py, issue 14: the full faces cost the shaper
17-60 ms at the first measurement with every new size): every character the app writes - the
message catalogs of the app and of every game, and the games' data (card and species names) -
must still have a glyph in both faces, else it would draw as a box."""
from __future__ import annotations

import glob
import os

import pygame
import pytest

from zoo_desktop.ui import gfx

ROOT = os.path.join(os.path.dirname(__file__), "..", "zoo_desktop")


def written_characters() -> set[str]:
    chars: set[str] = set()
    for pattern in ("i18n/messages/*.po", "games/*/data/*.po", "games/*/data/*.json"):
        for path in glob.glob(os.path.join(ROOT, pattern)):
            with open(path, encoding="utf-8") as f:
                chars |= set(f.read())
    return {c for c in chars if c.isprintable() and not c.isspace()}


@pytest.mark.parametrize("face", ["regular", "bold"])
def test_every_written_character_has_a_glyph(face):
    pygame.font.init()
    path = os.path.join(ROOT, "assets", gfx.manifest()["fonts"][face])
    font = pygame.font.Font(path, 16)
    chars = sorted(written_characters())
    assert len(chars) > 150          # Latin with pt/hu accents, Cyrillic, punctuation, symbols
    def img(c: str) -> bytes:
        return pygame.image.tobytes(font.render(c, True, (0, 0, 0), (255, 255, 255)), "RGB")
    notdef = img("\ue000")             # a private-use code point: the face's missing-glyph box
    assert img("\u2192") == notdef     # (the arrow is not in Noto Sans: the check can see a gap)
    missing = [c for c in chars if img(c) == notdef]
    assert not missing, f"{face}: no glyph for {missing}"

"""Subset the vendored Noto Sans faces to the scripts the app writes (issue 14, start-up and
first frames): the full Latin-Greek-Cyrillic faces carry 4,515 glyphs, and SDL_ttf's shaper
spends 17-60 ms on the first measurement with every new font object (each size), so the first
menu frame and the first table frame after Continue paid it a dozen times. Subset to 2,000
glyphs the first measurement takes ~2 ms.

Kept: Latin (Basic, Latin-1, Extended-A/B, Extended Additional), IPA modifiers and combining
marks, Greek, Cyrillic (with its supplement), punctuation, currency, letterlike symbols,
arrows, mathematical operators, enclosed alphanumerics, geometric shapes, symbols and
dingbats; every layout feature, hinting and names kept. tests/test_fonts.py checks that every
character of the catalogs and data is in both faces.

    pip install fonttools && python tools/subset_fonts.py      # rewrites zoo_desktop/assets/fonts/*.ttf

Run it on the static instances described in zoo_desktop/assets/CREDITS.md (it is idempotent:
a subset of a subset is the same subset).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "zoo_desktop" / "assets" / "fonts"
UNICODES = ("U+0000-024F,U+02B0-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,"
            "U+2000-22FF,U+2460-27BF")


def main() -> int:
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        path = FONTS / name
        tmp = path.with_suffix(".subset.ttf")
        subprocess.run([sys.executable, "-m", "fontTools.subset", str(path), f"--unicodes={UNICODES}",
                        "--layout-features=*", "--name-IDs=*", "--name-languages=*", "--notdef-outline",
                        f"--output-file={tmp}"], check=True)
        before, after = path.stat().st_size, tmp.stat().st_size
        tmp.replace(path)
        print(f"{name}: {before:,} -> {after:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

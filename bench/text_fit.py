"""Text fit over every smoke screen, language, window size and UI scale: what CI does not run.

    python bench/text_fit.py [--langs en,uk,pt,hu] [--sizes 1280x720,1920x1080,3840x2160]
                             [--scales 100,125,150] [--show 5]

Each combination draws every smoke screen headless with the text probe on (ui/smoke.py
TextCheck, as tests/test_text_fit.py) and prints one line: problems, texts measured, texts
drawn outside the measured path, and seconds. `--show N` prints the first N problems of each
screen that has some.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--langs", default="en,uk,pt,hu")
    ap.add_argument("--sizes", default="1280x720,1920x1080,3840x2160")
    ap.add_argument("--scales", default="100,125,150")
    ap.add_argument("--show", type=int, default=0)
    a = ap.parse_args(argv)
    from zoo_desktop.ui.smoke import TextCheck, run_smoke
    with tempfile.TemporaryDirectory(prefix="zoo-textfit-") as tmp:
        os.environ["ZOO_DESKTOP_DATA"] = str(Path(tmp) / "data")
        os.environ["ZOO_DESKTOP_CONFIG"] = str(Path(tmp) / "config")
        print("lang size      scale problems  measured unmeasured  seconds")
        for scale in (int(s) for s in a.scales.split(",")):
            for size in a.sizes.split(","):
                w, h = (int(v) for v in size.split("x"))
                for lang in a.langs.split(","):
                    check = TextCheck()
                    t0 = time.perf_counter()
                    rc = run_smoke(None, (w, h), None, lang, scale / 100, check)
                    dt = time.perf_counter() - t0
                    total = sum(len(v) for v in check.problems.values())
                    measured = sum(c[0] for c in check.counts.values())
                    unmeasured = sum(c[1] for c in check.counts.values())
                    print(f"{lang:4} {size:9} {scale:4} % {total:8} {measured:9} {unmeasured:10} {dt:8.1f}"
                          + ("" if rc == 0 else "  (smoke failed)"), flush=True)
                    if a.show:
                        for name, found in check.problems.items():
                            for line in found[:a.show]:
                                print(f"    {name}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

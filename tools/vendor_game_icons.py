"""Write the species pictures taken from game-icons.net (CC BY 3.0) as coloured SVGs.

    python tools/vendor_game_icons.py PATH/TO/@iconify-json/game-icons/icons.json

The icons are monochrome silhouettes (one path, 512 x 512). Each picture here keeps the icon's
shape and colours it to sit next to the Fluent flat pictures: the whole silhouette in the
animal's main colour over a darker outline (the same path stroked underneath, which also fills
the icon's thin inner gaps, so they read as dark lines), and some of its parts (subpaths) in
their own colours (a toucan's bill, a mandrill's nose). `drop` removes parts (the salamander's
ring of flames). The view box is fitted around what is drawn. Authors and the licence are in
zoo_desktop/assets/CREDITS.md and the manifest (`origin`).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pathabs  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "zoo_desktop" / "assets" / "art" / "animals"
STROKE = 22            # outline width in icon units (512 = the icon's size)

# picture id -> (game-icons name, author folder, main colour, outline colour, {subpath: colour}, dropped subpaths)
SPEC: dict[str, tuple[str, str, str, str, dict[int, str], tuple[int, ...]]] = {
    "ostrich": ("ostrich", "delapouite", "#3d3431", "#1f1a18",
                {0: "#d7a79c", 1: "#d7a79c", 2: "#f4f1ea", 4: "#d7a79c"}, ()),
    "cassowary": ("cassowary-head", "delapouite", "#2f6fcf", "#1a2540",
                  {0: "#b08a50", 2: "#3a3a3e", 3: "#f0c23b", 4: "#d8372c", 5: "#3a3a3e"}, ()),
    "toucan": ("toucan", "delapouite", "#2b2a2e", "#111013",
               {1: "#4aa3df", 2: "#f28a1e", 3: "#111013", 4: "#111013", 5: "#f7b733"}, ()),
    "shoebill": ("shoebill-stork", "delapouite", "#8d9ba7", "#3b4651",
                 {1: "#f3d34a", 2: "#c8b48b", 3: "#ad9870", 4: "#6e7e8c"}, ()),
    "heron": ("heron", "caro-asercion", "#f3f1ec", "#4b4e55",
              {1: "#2e2f33", 2: "#c9473d", 3: "#c9473d"}, ()),
    "seagull": ("seagull", "delapouite", "#f6f5f1", "#565d66",
                {1: "#2b2b2b", 2: "#f0b45a", 3: "#7d8791", 4: "#e7a99a"}, ()),
    "vulture": ("vulture", "lorc", "#4a3f3b", "#1c1715", {1: "#e8d9c4"}, ()),
    "raven": ("raven", "lorc", "#30333f", "#111218", {1: "#d9dbe0"}, ()),
    "tapir": ("tapir", "delapouite", "#6a6163", "#2e2829", {2: "#1e1a1b"}, ()),
    "anteater": ("anteater", "caro-asercion", "#7b6b59", "#332a21",
                 {1: "#d9cfbf", 2: "#4e4236", 3: "#1c1712", 4: "#3a3129", 5: "#3a3129", 6: "#3a3129"}, ()),
    "hyena": ("hyena-head", "caro-asercion", "#c9a46b", "#4d3a20",
              {0: "#8a6a3f", 1: "#8a6a3f", 3: "#2f2417", 4: "#2f2417", 5: "#2f2417", 6: "#2f2417"}, ()),
    "capybara": ("capybara", "caro-asercion", "#a4764a", "#553920",
                 {0: "#7a5330", 2: "#2a1c10", 3: "#8a6038", 4: "#8a6038"}, ()),
    "mandrill": ("mandrill-head", "delapouite", "#9a8652", "#3a3120",
                 {1: "#3a2f2a", 2: "#3a2f2a", 3: "#3a2f2a", 4: "#f0a030", 5: "#f0a030", 6: "#3a2f2a",
                  7: "#d8332d", 8: "#3f7fd6", 9: "#3f7fd6", 10: "#3f7fd6", 11: "#3f7fd6", 12: "#3a2f2a",
                  13: "#3a2f2a", 14: "#e2c25a", 15: "#3a2f2a"}, ()),
    "axolotl": ("axolotl", "caro-asercion", "#f5b3c2", "#a9506a",
                {0: "#e0607f", 1: "#e0607f", 4: "#e0607f", 5: "#e0607f", 6: "#e0607f", 7: "#e0607f",
                 8: "#e0607f", 11: "#e0607f", 9: "#2b2226", 10: "#2b2226"}, ()),
    "salamander": ("salamander", "lorc", "#e39a2e", "#4a2c10", {}, (0,)),
    "gecko": ("gecko", "lorc", "#8c8266", "#46402f", {}, ()),
    "chameleon": ("chameleon-glyph", "darkzaitzev", "#4caf50", "#1f4d22",
                  {1: "#f5d33f", 2: "#f08a24", 3: "#e4572e", 4: "#3e9443", 5: "#f08a24"}, ()),
    "eel": ("eel", "delapouite", "#6f6b45", "#2f2d1b", {2: "#f0d264"}, ()),
    "nautilus": ("nautilus-shell", "faithtoken", "#f3e6cf", "#6b3f1f",
                 {11: "#c8743a", 9: "#c8743a", 3: "#c8743a", 10: "#c8743a",
                  0: "#e5c3a0", 1: "#e5c3a0", 4: "#e5c3a0", 5: "#e5c3a0"}, ()),
}


def subpaths_of(body: str) -> list:
    return [s for d in re.findall(r' d="([^"]+)"', body) for s in pathabs.subpaths(d)]


def picture(body: str, main: str, outline: str, parts: dict[int, str], drop: tuple[int, ...]) -> str:
    subs = subpaths_of(body)
    keep = [i for i in range(len(subs)) if i not in drop]
    everything = "".join(pathabs.to_d(subs[i]) for i in keep)
    boxes = [pathabs.bbox(subs[i]) for i in keep]
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    side = max(x1 - x0, y1 - y0) + STROKE + 8
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    vb = f"{cx - side / 2:.1f} {cy - side / 2:.1f} {side:.1f} {side:.1f}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{vb}">',
           f'<path fill="none" stroke="{outline}" stroke-width="{STROKE}" stroke-linejoin="round" d="{everything}"/>',
           f'<path fill="{main}" d="{everything}"/>']
    by_colour: dict[str, list[int]] = {}
    for i, c in parts.items():
        if i not in drop:
            by_colour.setdefault(c, []).append(i)
    for c, idx in by_colour.items():
        out.append(f'<path fill="{c}" d="{"".join(pathabs.to_d(subs[i]) for i in sorted(idx))}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(icons_json: str, out: Path = OUT) -> None:
    icons = json.loads(Path(icons_json).read_text(encoding="utf-8"))["icons"]
    for pid, (name, _author, main_c, outline, parts, drop) in SPEC.items():
        (out / f"{pid}.svg").write_text(picture(icons[name]["body"], main_c, outline, parts, drop), encoding="utf-8")
        print(f"art/animals/{pid}.svg = game-icons:{_author}/{name}.svg")


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]) if len(sys.argv) > 2 else OUT)

"""SVG path data to absolute subpaths (for tools/vendor_game_icons.py). Arc flags must be
separated by spaces, as they are in the game-icons data."""
from __future__ import annotations

import re

_TOK = re.compile(r"[MmZzLlHhVvCcSsQqTtAa]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def _tokens(d: str):
    out = []
    for t in _TOK.findall(d):
        out.append(t if t.isalpha() else float(t))
    return out


def subpaths(d: str) -> list[list[tuple[str, list[float]]]]:
    """The path as subpaths of absolute commands (M first, Z last if closed)."""
    toks = _tokens(d)
    i, cmd = 0, None
    x = y = sx = sy = 0.0
    out: list[list] = []
    cur: list = []
    while i < len(toks):
        if isinstance(toks[i], str):
            cmd = toks[i]
            i += 1
            if cmd in "Zz":
                cur.append(("Z", []))
                x, y = sx, sy
                out.append(cur)
                cur = []
                continue
        n = _ARGS[cmd.upper()]
        a = toks[i:i + n]
        i += n
        rel = cmd.islower()
        C = cmd.upper()
        if C == "M":
            px, py = (x + a[0], y + a[1]) if rel else (a[0], a[1])
            if cur:
                out.append(cur)
            cur = [("M", [px, py])]
            x, y = sx, sy = px, py
            cmd = "l" if rel else "L"
            continue
        if not cur:
            cur = [("M", [x, y])]
        if C == "H":
            x = x + a[0] if rel else a[0]
            cur.append(("L", [x, y]))
        elif C == "V":
            y = y + a[0] if rel else a[0]
            cur.append(("L", [x, y]))
        elif C == "A":
            ex, ey = (x + a[5], y + a[6]) if rel else (a[5], a[6])
            cur.append(("A", a[:5] + [ex, ey]))
            x, y = ex, ey
        else:
            pts = [(a[k] + x, a[k + 1] + y) if rel else (a[k], a[k + 1]) for k in range(0, n, 2)]
            cur.append((C, [v for p in pts for v in p]))
            x, y = pts[-1]
    if cur:
        out.append(cur)
    return out


def to_d(sub) -> str:
    def f(v):
        s = f"{v:.2f}".rstrip("0").rstrip(".")
        return "0" if s == "-0" else s
    return "".join(c + " ".join(f(v) for v in a) for c, a in sub)


def bbox(sub) -> tuple[float, float, float, float]:
    xs, ys = [], []
    for c, a in sub:
        if c == "A":
            a = a[5:]
        xs += a[0::2]
        ys += a[1::2]
    return min(xs), min(ys), max(xs), max(ys)

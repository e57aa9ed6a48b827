"""Write Zoo Desktop's own species drawings: flat SVGs in the Fluent UI Emoji style.

    python tools/draw_species.py [NAME ...]

For the species no art set we can use has (Tasmanian devil, platypus, manatee, dugong, pronghorn,
great bustard, quetzal, kookaburra, echidna, ring-tailed lemur, tuatara, hornbills, white stork,
red-crowned crane, albatross), drawn by hand for this project: each picture is a few flat filled
shapes in 2-4 tones on a 32 x 32 view box, side or three-quarter view, facing left like the Fluent
animals, with the species' tell-tale features. The coordinates are written here by hand; the code
only repeats shapes along a line (an echidna's spines, a tuatara's crest). They are the project's
own work under its licence (LICENSE, MIT; zoo_desktop/assets/CREDITS.md and the manifest's
`origin` "zoo-desktop:"). tests/test_pictures.py checks that the files are what this script writes.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "zoo_desktop" / "assets" / "art" / "animals"
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32">'

def f(n):
    s = f"{n:.2f}".rstrip("0").rstrip(".")
    return s if s not in ("-0", "") else "0"

def P(fill, d):
    return f'<path fill="{fill}" d="{d}"/>'

def S(stroke, d, w, cap="round", extra=""):
    return f'<path stroke="{stroke}" stroke-width="{f(w)}" stroke-linecap="{cap}" stroke-linejoin="round" {extra}d="{d}"/>'

def C(fill, cx, cy, r):
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"/>'

def E(fill, cx, cy, rx, ry, rot=0):
    t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{t}/>'

def R(fill, x, y, w, h, rx=0):
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(rx)}" fill="{fill}"/>'

def spikes(fill, pts, out_len, half_w, centre=None, normals=None):
    """Triangles standing on the points pts, pointing away from centre (or along the given normals)."""
    d = []
    for i, (x, y) in enumerate(pts):
        if normals:
            nx, ny = normals[i]
        else:
            nx, ny = x - centre[0], y - centre[1]
        L = math.hypot(nx, ny); nx, ny = nx / L, ny / L
        tx, ty = -ny, nx
        ol = out_len[i] if isinstance(out_len, (list, tuple)) else out_len
        d.append(f"M{f(x + tx * half_w)} {f(y + ty * half_w)}L{f(x + nx * ol)} {f(y + ny * ol)}L{f(x - tx * half_w)} {f(y - ty * half_w)}Z")
    return P(fill, "".join(d))

DRAW = {}
def drawing(fn):
    DRAW[fn.__name__] = fn
    return fn

# --------------------------------------------------------------------------- Tasmanian devil
@drawing
def tasmanian_devil():
    K, K2, W, PK, PK2 = "#262626", "#4a4a4a", "#f4f4f4", "#e8798c", "#f7b3bf"
    return [
        P(K2, "M12.3 22h3.2l-.3 7.1c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9zM24.5 21.5h3.2l-.2 7.6c0 .5-.4.9-.9.9h-1.3c-.5 0-.9-.4-.9-.9z"),  # far legs
        P(K, "M26 15.5c2.6.4 4.6 2.4 5.4 5.6.1.5-.4.8-.8.5-1.3-1.1-2.7-1.6-4.6-1.6z"),  # tail
        E(K, 19.5, 18.5, 9.6, 6.3),
        P(K, "M8.6 21.5h3.8l-.3 7.6c0 .5-.4.9-.9.9H9.8c-.5 0-.9-.4-.9-.9zM20.3 21.5h3.8l-.3 7.6c0 .5-.4.9-.9.9h-1.4c-.5 0-.9-.4-.9-.9z"),  # near legs
        P(W, "M13.2 12.9c2.2 2.9 2.7 7.6 1.1 11.6l-3.3-.1c1.5-3.5 1.3-7.6-.9-10.4z"),  # white chest band
        C(PK, 7.4, 11.4, 2), C(PK2, 7.5, 11.6, 1.05),  # far ear
        C(PK, 11.5, 11.5, 2.1), C(PK2, 11.5, 11.7, 1.1),  # near ear
        C(K, 9.6, 15.6, 4.8),  # head
        P(K, "M7 12.4c-1.8.4-3.8 1.6-5.2 2.9-.5.5-.5 1.3 0 1.7.4.3 1 .3 1.4.3l4.8.7z"),  # snout
        P(PK, "M2.4 17.2l5.6.4-4.6 3.3z"),  # the open mouth
        P(K, "M3 20.9l5.1-3.3 1.6 2.8c-2 1.2-4.3 1.6-6.2 1.3-.5-.1-.7-.5-.5-.8z"),  # lower jaw
        P(W, "M2.8 17.2l.5 1 .5-.9zM4.3 17.3l.5 1 .5-.9zM5.8 17.4l.5 1 .5-.9zM4.2 20.1l.6-1 .3 1z"),  # teeth
        C(PK, 1.9, 15.7, .75),  # nose
        C("#6b6b6b", 7.1, 14.4, .85), C(W, 6.85, 14.15, .32),  # eye
    ]

# --------------------------------------------------------------------------- platypus
@drawing
def platypus():
    B, B2, BL, BILL, BILL2, FOOT = "#8a5232", "#6b3d24", "#b5784b", "#3d3d3d", "#5c5c5c", "#4a3a35"
    return [
        P(FOOT, "M12.5 22.5l-.8 3.6c1.4.7 3.1.7 4.4 0l-.8-3.6zM23.5 22.3l-.7 3.5c1.3.7 3 .7 4.3 0l-.8-3.5z"),  # far feet
        E(B2, 27.3, 20.6, 4.3, 2.4, -8),  # flat tail
        P(B, "M7 16.5c2.2-2.4 6-3.7 10.5-3.7 4.7 0 8.5 1.8 9.6 5 .6 1.8-.1 3.6-2 4.5-2.8 1.3-7 1.8-11.2 1.6-3.4-.2-6-1-7.4-2.6-.8-1-.9-3.2.5-4.8z"),
        P(BL, "M8.5 21.6c2.8 1.4 9.6 1.9 15.6.7-2.8 1.3-7 1.8-11.2 1.6-1.9-.1-3.3-.6-4.4-2.3z"),  # belly
        P(BILL, "M7.6 16.6C5.4 16 2.6 16.1 1.4 17.2c-.9.8-.8 2.2.2 2.9 1.3.9 4 1 6.3.6z"),  # bill
        P(BILL2, "M7.7 16.7c-.6.5-.9 1.5-.9 2.3 0 .7.3 1.3.9 1.7z"),
        C("#1c1c1c", 9.6, 17.4, .7),
        P(FOOT, "M8.6 22l-1.8 3.9c-.2.4 0 .8.5.8h4.8c.4 0 .7-.4.5-.8l-1.4-3.4zM19.6 22.6l-1.5 3.6c-.2.4.1.8.5.8h4.6c.4 0 .7-.4.5-.8l-1.5-3.4z"),  # webbed near feet
        S("#6e5a52", "M9.2 24.2l-.8 1.8M10.6 24.2l.4 1.8M20.6 24.5l-.6 1.7M21.9 24.5l.5 1.7", .35),
    ]

# --------------------------------------------------------------------------- manatee / dugong
def _sirenian(body, dark, belly, tail, snout):
    return [
        tail,
        P(body, snout),
        P(belly, "M3.8 19.6c3 2.4 10.5 3.6 17.8 1.4-3 1.9-8.3 2.8-13.1 2.2-2.6-.3-4.1-1.6-4.7-3.6z"),
        P(dark, "M10.7 20.6c-1.2 1.7-1.6 3.9-1 5.4.4.9 1.4 1 2 .3 1-1.2 1.5-3.3 1.5-5.2z"),  # flipper
    ]

@drawing
def manatee():
    G, D, L = "#8e979e", "#6f787f", "#b9c0c5"
    out = _sirenian(G, D, L,
        E(D, 28.2, 17.6, 3.3, 4.6),  # round paddle tail
        "M2.2 17c.1-3.3 2.9-5.4 7-5.9 6.2-.8 11.6.7 15.6 4.1l1.1 1-.1 2.2-.6.5c-3.9 3.4-10.2 4.6-16 4.1-3.2-.3-5.8-1.4-6.7-3.3-.4-.8-.5-1.6-.3-2.7z")
    out += [C("#1c1c1c", 6.4, 14.6, .55), C(D, 2.9, 15.9, .35), C(D, 3.9, 16.6, .35), C(D, 3.1, 17.4, .35)]
    return out

@drawing
def dugong():
    G, D, L = "#a39688", "#81756a", "#cbc1b6"
    out = _sirenian(G, D, L,
        P(D, "M24.5 15.6c1.8-2.2 4.2-3.7 7-4.1.3 0 .5.3.3.5-1.3 1.6-2.1 3.5-2.4 5.6.3 2.1 1.1 4 2.4 5.6.2.2 0 .5-.3.5-2.8-.4-5.2-1.9-7-4.1z"),  # fluked tail
        "M2.8 19.5c-.5-1-.7-2.3-.3-3.4.8-2.9 3.6-4.6 7.4-5 6-.6 11 .8 14.8 4.3l1 1.1v2.4l-.7.6c-3.9 3.3-10 4.5-15.9 4-2.4-.2-4.3-.9-5.4-2-.4-.5-.7-1.2-.9-2z")
    out += [P(D, "M2.2 18.6c.6.9 1.8 1.4 3 1.4-.2.8-1.1 1.4-2 1.3-.8-.1-1.2-1.3-1-2.7z"),  # the downturned disc of the snout
            C("#1c1c1c", 6.8, 14.5, .55), C(D, 3.6, 15.4, .35)]
    return out

# --------------------------------------------------------------------------- pronghorn
@drawing
def pronghorn():
    T, T2, W, K = "#cd8a45", "#a86c33", "#fbf6ec", "#2b2b2b"
    return [
        R(T2, 11.7, 18, 1.7, 11.3, .8), R(T2, 25.2, 18, 1.7, 11.3, .8),  # far legs
        R(K, 11.7, 28.3, 1.7, 1.7, .5), R(K, 25.2, 28.3, 1.7, 1.7, .5),
        P(T, "M27.8 13.4c1.1-.7 2.3-.5 2.6.4.2.6-.3 1.2-1.2 1.3z"),  # tail
        E(T, 19.5, 16, 9, 5),
        P(W, "M11 17.2c2.1 2.8 6.9 3.8 11.7 3.2 2.6-.3 4.7-1.2 6.3-2.6-.8 2.2-4.3 3.7-9.4 3.7-4.3 0-7.4-1.3-8.6-4.3z"),  # white belly
        P(W, "M27.2 12.2c1.6 1 2.2 2.6 2 4.3-.2 1.7-1.3 2.9-2.9 3.4.6-2.3.9-5.1.9-7.7z"),  # white rump
        P(T, "M10.6 16c-.6-3.3-1.6-6-3.2-8.4l3-1.3c1.3 2.6 2.8 5 5 7.2z"),  # neck
        S(W, "M8.6 10.2l2.6-1.1M9.8 13.2l2.8-1.3", .9, "butt"),  # throat bands
        P(T, "M11.2 5.2c-.4-.9-1.4-1.3-2.6-1.2-2.1.2-4.4 1.6-5.9 3.4-.5.6-.3 1.5.5 1.7 2.3.6 5.3.4 7.4-.6.9-.5 1-2.2.6-3.3z"),  # head
        P(K, "M2.6 7.3c-.4.6-.3 1.4.4 1.7.9.2 1.9.3 2.7.1-.2-.9-.9-1.8-2-2.2-.4-.1-.8.1-1.1.4z"),  # black muzzle
        P(K, "M6.9 6.2c.9-.6 2-.8 2.7-.3-.2.8-.9 1.4-1.8 1.5z"),  # face mask by the eye
        C("#1c1c1c", 7.6, 6.1, .5),
        P(T2, "M10.4 4.6l1.8-2.2c.2-.2.5-.1.5.2l-.4 3z"),  # ear
        S(K, "M9.2 4.8L8.9 1.2c0-.6.6-.8 1.3-.3M9 3.4L7.5 2.5", 1.3),  # forked horn
        R(T, 13.6, 18, 1.9, 11.5, .9), R(T, 22.6, 18, 1.9, 11.5, .9),  # near legs
        R(K, 13.6, 28.3, 1.9, 1.7, .5), R(K, 22.6, 28.3, 1.9, 1.7, .5),
    ]

# --------------------------------------------------------------------------- great bustard
@drawing
def bustard():
    G, G2, RU, BAR, W, LEG = "#a9b0b8", "#8c949d", "#c9793a", "#4a2c17", "#f5f2ea", "#8d7e6b"
    bars = "".join(f"M{f(x)} {f(y)}c.6.2 1.2.1 1.6-.3" for x, y in [(13.5, 13.4), (16.4, 12.2), (19.4, 11.6), (22.4, 11.6), (25.3, 12.4), (15, 15.6), (18, 14.8), (21, 14.4), (24, 14.8), (26.6, 15.6)])
    return [
        R(LEG, 16.6, 21, 1.6, 8.2, .8), R(LEG, 20.4, 21, 1.6, 8.2, .8),  # legs
        P(LEG, "M14.8 28.6h3.4c.4 0 .6.4.4.7l-.3.5h-3.6c-.4 0-.6-.4-.4-.7zM18.6 28.6H22c.4 0 .6.4.4.7l-.3.5h-3.6c-.4 0-.6-.4-.4-.7z"),
        P(W, "M29.3 11.7c.9 1.5.8 3.3-.3 4.6l-2.2-2z"),  # tail tip
        E(W, 19.7, 16.5, 9.4, 6.3),
        P(RU, "M10.6 15.4c1.5-4.6 6.2-6.6 11.2-6.3 3.5.2 6.2 1.6 7.6 4 .6 1.1-.1 2.5-.7 3.5-.9 1.4-2.4 2.3-4 2.6-2.3-1.6-5.3-2.6-8.4-2.8-2.1-.1-4 .2-5.7-1z"),  # rufous back
        S(BAR, bars, .6),
        P(G, "M9.6 16.5c-.7-3.5-1.5-6.3-2.9-8.7l3.3-1.2c1.2 2.7 2.6 5.2 4.9 7.6-1.5.6-3.4 1.3-5.3 2.3z"),  # grey neck
        P(RU, "M9.2 14.4c1.6-.8 3.2-1.5 4.8-2l.9 1c-1.7.6-3.5 1.4-5.2 2.3z"),  # chestnut breast band
        C(G, 8.2, 6.4, 2.9),
        P(G2, "M6.1 4.7c1.2-1.1 3.2-1.3 4.4-.2-1.4 0-2.9.3-4.4.2z"),  # crown
        P("#b89d6e", "M5.6 5.9L2.3 7.1c-.3.1-.3.5 0 .6l3.4.6z"),  # bill
        C("#1c1c1c", 7.3, 5.9, .55),
        S("#d9d9d9", "M6.6 8.5L4.2 10.4M7.5 9L6 11.4", .45),  # whiskers
    ]

# --------------------------------------------------------------------------- quetzal
@drawing
def quetzal():
    GR, GR2, GR3, RED, Y, BR = "#21a153", "#137a3b", "#4cc777", "#e3263f", "#f7c31f", "#8a5a3c"
    return [
        S(GR2, "M16.6 17.5C20.8 21 24.4 25.5 30.6 29.6", 1.5),
        S(GR, "M16 17C20.6 20 25.4 22.6 31.2 24.4", 1.5),  # tail streamers
        R(BR, 3.5, 21.4, 16, 1.8, .9),  # branch
        E(GR, 12.8, 14.2, 5.2, 6.6, -12),
        P(RED, "M8 14.2c.1 3.9 2.2 6.8 5.2 7.3 1.9.3 3.3-.3 4.2-1.4-3.7-.6-7-2.8-8.4-6.6z"),  # red breast and belly
        P(GR2, "M14.2 9.4c3.8 1 5.7 4.6 5 8.5-.3 1.9-1 3.4-2 4.4-1.9-3.7-3-8.3-3-12.9z"),  # wing
        P(GR3, "M14.7 10.8c1.6.9 2.6 2.4 3 4.2-1.5-.6-2.6-2.2-3-4.2z"),  # covert sheen
        C(GR, 11.2, 8, 4.2),
        P(GR, "M8.3 5.4c.4-2.1 2.2-3.6 4.3-3.4 1.7.2 2.6 1.5 2.4 2.8-.8-.6-1.8-.8-2.8-.7 1 .4 1.7 1.2 2 2.1-1.9-.9-4-1.3-5.9-.8z"),  # crest
        P(Y, "M7.4 7.6L4.7 8.6c-.3.1-.3.5 0 .6l2.9.6z"),  # bill
        C("#1c1c1c", 9.7, 7.7, .9), C("#ffffff", 9.45, 7.45, .3),
        S("#5b4636", "M11.5 21v1.8M13.8 21.2v1.6", .8),  # feet
    ]

# --------------------------------------------------------------------------- kookaburra
@drawing
def kookaburra():
    CR, BR, BR2, BLUE, RUF, UB, LB = "#f4ecdc", "#7a5132", "#5a3a24", "#5aa5d8", "#b56c3b", "#2f2f2f", "#d9c59b"
    tailbars = "M22.7 25.5l2.3-1.1M23.9 27.6l2.3-1.1"
    return [
        P(RUF, "M19.4 20.8l4.2-.9 4 8.4c.2.5 0 1-.5 1.1l-1.8.5c-.4.1-.9-.1-1-.5z"),  # tail
        S(BR2, tailbars, .7, "butt"),
        R(BR, 3, 23.6, 19, 1.9, .95),  # branch
        E(CR, 15.5, 17.4, 6.2, 6.8),
        P(BR, "M15 11.2c4.7-.3 7.6 3.4 7.4 8.3-.1 2.1-.7 3.8-1.7 5-2.5-2.9-4.7-7.8-5.7-13.3z"),  # wing
        E(BLUE, 17.6, 15.5, 1.1, .65, 30), E(BLUE, 19.2, 17.3, 1.1, .65, 30),  # blue on the wing
        C(CR, 12.6, 9.6, 5.9),
        P(BR2, "M8.2 6.3c1.6-2.3 4.2-3.3 6.8-2.8 2.2.4 3.6 1.9 3.8 3.8-2.6-1.5-6.8-1.9-10.6-1z"),  # crown
        P(BR2, "M10.6 8.5l7.8.3c.6 0 .9.4.9.9v.1c0 .5-.4.8-.9.8l-7.9-.2z"),  # brown eye stripe
        P(UB, "M9 8.3L1.1 11c-.3.1-.3.5 0 .6L9 10.9z"),  # upper bill
        P(LB, "M9 10.9l-7.9.7c1.9 1 4.9 1.3 7.9.9z"),  # lower bill
        C("#1c1c1c", 11.2, 9.3, .95), C("#ffffff", 10.95, 9.05, .3),
        S("#5b4636", "M13.2 23.8v1.8M15.8 23.8v1.8", .8),
    ]

# --------------------------------------------------------------------------- echidna
@drawing
def echidna():
    FUR, FUR2, SP, TIP, CLAW = "#4e3526", "#3a271b", "#f1e2b3", "#2a1c13", "#cdb89a"
    # spines on the dome (centre 18,25.2; radii 10.3 x 10.8), a shorter row inside it
    pts, normals = [], []
    for i in range(15):
        a = math.radians(170 - i * (160 / 14))
        x, y = 18 + 10.3 * math.cos(a), 25.2 - 10.8 * math.sin(a)
        pts.append((x, y)); normals.append((math.cos(a) * 1.0, -math.sin(a) * 1.05))
    inner = []
    for i in range(11):
        a = math.radians(158 - i * (136 / 10))
        inner.append((18 + 7 * math.cos(a), 25.2 - 7.4 * math.sin(a)))
    ln = [3.2 if i % 2 else 3.8 for i in range(len(pts))]
    out = [
        P(FUR, "M6.2 25.5c0-7.5 5.3-13.2 11.8-13.2s11.8 5.7 11.8 13.2c0 .9-.7 1.5-1.5 1.5H7.7c-.8 0-1.5-.6-1.5-1.5z"),
        spikes(SP, pts, ln, .95, normals=normals),
        spikes(TIP, [(x + n[0] / math.hypot(*n) * (l - 1.1), y + n[1] / math.hypot(*n) * (l - 1.1)) for (x, y), n, l in zip(pts, normals, ln)], 1.1, .38, normals=normals),
        spikes(SP, inner, 3, .85, centre=(18, 25.5)),
        P(FUR2, "M8.7 20.2c-2.3.9-4.8 2.2-7.4 3.9-.4.3-.2.9.3.9 2.6-.3 5.4-.7 7.8-1.4z"),  # long snout
        P(FUR, "M6.8 19.2c1.8-.9 3.8-.6 4.8.8.8 1.2.5 3-.8 4-1.5 1.2-3.6 1.1-4.7-.1-1-1.2-.8-3.7.7-4.7z"),  # face
        C("#140d08", 8.3, 20.3, .55),
        P(FUR2, "M9 25.5h3l.3 3c0 .4-.3.7-.7.7h-2.2c-.4 0-.7-.3-.7-.7zM23.5 25.5h3l.3 3c0 .4-.3.7-.7.7h-2.2c-.4 0-.7-.3-.7-.7z"),  # legs
        S(CLAW, "M8.5 29.4l-.6.5M9.8 29.6l-.5.5M23 29.4l-.6.5M24.3 29.6l-.5.5", .45),
    ]
    return out

# --------------------------------------------------------------------------- ring-tailed lemur
@drawing
def lemur():
    G, G2, BK, W, K, EYE = "#b3aeaa", "#8f8984", "#9d8f84", "#f6f4f1", "#262626", "#f5a623"
    tail = "M26.4 16.6C31 14.2 31.4 7.4 28.6 4.3 26.7 2.2 23.6 2.3 22.4 4.4"
    return [
        P(G2, "M12.1 19h2l-.4 9.2h-1.4zM24.6 18.4c1-.1 1.9.5 2 1.5l-.6 8.3h-1.5z"),  # far legs
        S(W, tail, 3.4),
        S(K, tail, 3.4, "butt", 'stroke-dasharray="1.8 1.8" '),
        C(K, 22.4, 4.4, 1.7),  # black tail tip
        E(BK, 19, 16.9, 8.4, 4.5),
        P(W, "M11 18c2.3 2.5 7.2 3.5 11.9 3 2.5-.3 4.3-1 5.3-2.1-.9 2-4.2 3.4-8.6 3.5-4.3.1-7.6-1.3-8.6-4.4z"),  # white belly
        P(G, "M13.6 18.6h2.3l-.5 9.6h-1.5zM21.4 15.8c2.3-.6 4.3.5 4.3 2.7l-1.4 9.7h-1.6l-.6-7.6c-.7-1-1-2.9-.7-4.8z"),  # near legs
        P(K, "M10.7 28.1h4.6c.3 0 .5.3.4.6l-.3.8h-4.5c-.4 0-.6-.4-.4-.7zM21.6 28.1h4.3c.3 0 .5.3.4.6l-.3.8h-4.3c-.4 0-.6-.4-.4-.7z"),  # hands, feet
        P(K, "M9.2 28.1h3.1l-.3 1.4H8.9c-.4 0-.6-.4-.4-.7zM23.3 28.1h3.2l-.3 1.4h-3.2z"),
        P(G, "M14.4 13.2c-1.1 1.6-1.6 3.5-1.5 5.7l-3.3-1.5c.5-2.1 1.5-3.8 3-4.9z"),  # neck
        P(G, "M8.2 8.6l-.3-2.9c0-.4.4-.6.7-.4l2.3 2.1zM11.3 9.2l.8-2.6c.1-.4.6-.4.8-.1l1.1 2.8z"),  # ears
        P(W, "M9.6 8.1c2.6-.2 4.6 1.8 4.5 4.4-.1 2.2-1.8 3.8-4 4.1-1.4.2-2.7 0-3.9-.4-1.1-.4-2.4-.9-3.5-1.5-.6-.3-.6-1.1 0-1.4 1-.6 1.6-1.5 2.1-2.6.8-1.6 2.7-2.5 4.8-2.6z"),  # white face
        P(G2, "M6.8 9.6c1.4-1.3 3.9-1.9 5.7-1.2 1 .4 1.6 1.1 1.8 2-2.3-.9-5-1.1-7.5-.8z"),  # grey crown
        P(K, "M5.4 11.5c1-.8 2.4-.9 3.4-.3.4.3.4.9 0 1.2-1.3 1-2.6 2-4 2.6-.5.2-.9-.3-.7-.8.4-.9.8-1.9 1.3-2.7zM1.9 14.4c.6-.3 1.4-.2 1.8.3.3.4.1 1-.4 1.2l-1.1.3c-.5.1-.9-.4-.7-.8z"),  # eye patch, nose
        P(K, "M3.4 15.4c1-.3 2.1-.8 3-1.5l.5.7c-1.1.9-2.4 1.4-3.6 1.6z"),  # muzzle line
        C(EYE, 7.2, 11.8, .6), C("#1c1c1c", 7.25, 11.8, .27),
    ]

# --------------------------------------------------------------------------- tuatara
@drawing
def tuatara():
    OL, OL2, BEL, CR, SPK = "#7b8650", "#5b6638", "#a8ae78", "#4d5a2a", "#b8be8c"
    # crest along the back line y(x)
    def top(x):
        return 15.9 - 1.3 * math.sin((x - 6) / 16 * math.pi) + (0.25 * (x - 22) if x > 22 else 0)
    xs = [7.2 + i * 1.45 for i in range(11)]
    crest = [(x, top(x) + .25) for x in xs]
    ln = [2.2 if i < 4 else 1.8 for i in range(len(xs))]
    tx = [24.2, 26.0, 27.7]
    tcrest = [(x, 16.2 + (x - 22) * .45) for x in tx]
    return [
        P(OL2, "M19.5 21.5l-1.6 4.2-2.6 1.3c-.4.2-.3.8.2.8h3.9l2.4-5.4zM9.8 21.6l1.4 4.1-1.6 1.5c-.3.3-.1.8.3.8h3.7l-.6-5.8z"),  # far legs
        spikes(CR, crest, ln, .55, normals=[(0, -1)] * len(crest)),
        spikes(CR, tcrest, 1.3, .45, normals=[(-.45, -1)] * 3),
        P(OL, "M5.5 17.8c1.8-1.8 4.6-2.3 7.4-2.6 3.9-.4 7.6-.7 10.6.4 3.4 1.3 6.1 4.2 8 8.2.2.4-.2.8-.6.6-2.5-1.5-5-2.3-7.7-2.2-2.8.1-5.4.8-8.4.9-3.4.1-6.5-.7-8.7-2.3-.7-.7-.8-2.1-.6-3z"),  # body and tail
        P(BEL, "M6.6 21.5c2.6 1.1 6.8 1.6 10.9 1.1 2.6-.3 5.1-1 7.6-1-2.8.2-5.3.9-8.2 1-4 .2-7.5-.2-10.3-1.1z"),
        P(OL, "M7.8 15.4c-1.9-.4-4.2 0-5.7 1-1.1.7-1.4 1.8-.9 2.7.7 1.2 2.6 1.7 4.7 1.8 1.5.1 3-.2 4.1-.8z"),  # head
        P(OL2, "M1.3 19c1.3.5 3 .7 4.7.5l-.1.7c-1.8.2-3.4-.1-4.6-.7z"),  # mouth line
        C("#2a2a1c", 5.1, 17, 1.05), C("#d8c27a", 4.9, 16.8, .35),
        C(SPK, 13, 18, .45), C(SPK, 16.5, 17.3, .45), C(SPK, 20, 18.4, .45), C(SPK, 23.5, 18.8, .4), C(SPK, 10.5, 19.5, .4), C(SPK, 17.5, 20.2, .4),
        P(OL, "M21.5 21.3l1.9 4.6-2 1.4c-.3.3-.1.8.3.8h4l-1.7-6.9zM10.6 21.8l-1.3 3.9-2 1.3c-.3.3-.1.8.3.8h3.8l1.6-5.6z"),  # near legs
    ]

# --------------------------------------------------------------------------- hornbills
def _hornbill(body, neck, face, bill, casque, tail, tailband, wingbar, perch):
    out = [
        P(tail, "M18.6 19.5l4-1.4 3.9 9.8c.2.5-.1 1-.6 1.1l-2 .4c-.4.1-.8-.2-1-.6z"),  # tail
    ]
    if tailband:
        out.append(S(tailband, "M21.6 24.2l3-1.1", 1.6, "butt"))
    if perch:
        out.append(R("#8a5a3c", 3, 23.6, 19.5, 1.9, .95))
    else:
        out.append(S("#3a3a3a", "M13.6 23v6.4M16.4 23v6.4M11.8 29.4h3M14.6 29.4h3", .95))
    out += [
        E(body, 15.6, 17.2, 6.2, 6.9),
        P(neck, "M10 12.6c-.2 3.3 1 6.4 3.2 8.2-2.2.1-4-1.2-4.9-3.2-.6-1.6-.2-3.6 1.7-5z"),  # neck and breast
        P(wingbar, "M15.6 14.3c2.8-.4 5.3.6 6.6 2.3l-.2 1.8c-1.8-1.3-4.3-1.9-6.6-1.7z"),  # wing bar
        C(neck, 13.4, 9.4, 4.7),
        P(face, "M10.9 6.6c1.4-.5 2.8-.1 3.5 1 .6 1.1.3 2.5-.7 3.3-1 .8-2.5 1-3.6.6z"),  # face
        P(casque, "M10.7 6.4C9 4.6 6.2 4.2 4 5.5c-.5.3-.4 1 .1 1.1 2.1.1 4.2.6 6.2 1.6z"),  # casque
        P(bill, "M10.6 7.3C6.8 7.5 3.6 9.6 1.2 13.2c-.2.3.1.6.4.5 2.8-1.2 5.8-1.9 9-2z"),  # bill
        C("#1c1c1c", 11.9, 8.6, .85), C("#ffffff", 11.65, 8.35, .28),
    ]
    if perch:
        out.append(S("#3a3a3a", "M13.4 23.5v1.8M16 23.5v1.8", .8))
    return out

@drawing
def hornbill():   # great hornbill: yellow bill and casque, black face and body, white tail with a black band
    return _hornbill("#262626", "#f4ead0", "#262626", "#f7c52a", "#f0a323", "#f6f1e4", "#262626", "#f4ead0", True)

@drawing
def ground_hornbill():   # southern ground hornbill: all black, red bare face and throat, black bill
    return _hornbill("#262626", "#262626", "#d8323c", "#3a3a3a", "#4d4d4d", "#262626", None, "#f4f4f4", False) + [
        P("#d8323c", "M10.2 11.6c.9 1.5 2.5 2.3 4.2 2.1-.2 1.7-1.5 2.8-3 2.6-1.3-.2-1.9-1.4-1.9-2.6z"),  # red throat sac
    ]

# --------------------------------------------------------------------------- stork, crane
@drawing
def stork():   # white stork: white, black flight feathers, long red bill and legs
    W, W2, K, RED = "#fafafa", "#dedede", "#262626", "#e2462d"
    return [
        S(RED, "M17.3 19.2l-.8 10.4M20.3 19.2l.9 10.4M14.4 29.7h2.8M20.2 29.7h2.8", 1),  # legs and feet
        P(W2, "M26 14.2l4.4 2.5c.3.2.2.7-.2.7l-4.4-.1z"),  # tail
        E(W, 19.2, 15.6, 7.6, 4.6, -6),
        P(K, "M14.2 16.4c3.6-1.5 9.1-1.9 13.7.1-1.5 2.5-4.6 3.8-8.2 3.9-2.5 0-4.6-.8-5.5-4z"),  # black flight feathers
        P(W2, "M15 14.3c3.2-1.2 7.2-1.5 10.4-.6-3.4-.1-7 .4-10.4 1.7z"),
        P(W, "M12.6 15c-1.2-2.6-1.9-5.4-2.6-8.3l2.9-.6c.4 2.6 1.3 5 2.9 7.2z"),  # neck
        C(W, 10.2, 5.6, 2.4),
        P(RED, "M8.3 4.9L1 8.2c-.3.1-.2.6.2.5l7.6-1.9z"),  # red bill
        C("#1c1c1c", 9.7, 5.2, .55),
    ]

@drawing
def crane():   # red-crowned crane: white, black neck and drooping tertials, red crown
    W, W2, K, RED, BILL = "#fafafa", "#dedede", "#262626", "#e0283a", "#9a9f86"
    return [
        S("#3a3a3a", "M17.6 19.4l-.7 10.3M20.4 19.4l.8 10.3M14.8 29.7h2.8M20.3 29.7h2.8", 1),  # legs
        E(W, 19.4, 15.5, 7.4, 4.5, -6),
        P(W2, "M14 16.7c3.2 1.9 7.8 2.6 11.8 1.4-2.4 1.8-6.4 2.1-9.4 1.2-1.2-.4-2-1.5-2.4-2.6z"),
        P(K, "M22.6 13c3.6-.5 6.6 1.3 7.6 4.6.2.7.2 1.6-.1 2.4-.6-1.6-2-2.6-3.6-3.2.6 1 .8 2.2.4 3.3-1-1.6-2.9-2.8-4.7-3.5z"),  # black bustle
        P(K, "M12.6 15c-1.5-2.8-2.3-6.3-2.7-10.2l2.7-.4c.4 3.3 1.5 6.4 3.3 9z"),  # black neck
        P(W, "M11.7 4.5c.5 3.6 1.8 6.8 3.9 9.4l.6-.4c-1.9-2.7-3-5.9-3.3-9.2z"),  # white nape stripe
        C(K, 10.6, 4.6, 2.3),
        P(RED, "M9.1 3.2c.8-1 2.2-1.3 3.2-.6l-.5 1.5c-.9-.4-1.9-.6-2.7-.9z"),  # red crown
        P(BILL, "M8.8 4L2.4 6.4c-.3.1-.2.6.1.5L8.9 5.8z"),  # bill
        C("#f2f2f2", 10.3, 4.4, .55), C("#1c1c1c", 10.3, 4.4, .3),
    ]

# --------------------------------------------------------------------------- albatross
@drawing
def albatross():   # wandering albatross gliding: long narrow white wings with black trailing edges, pink hooked bill
    W, W2, K, PINK = "#fafafa", "#d6d6d6", "#2f2f2f", "#f2a3ad"
    return [
        P(K, "M17 15.2C21.5 11 26 8.2 31.6 6.6c.3-.1.5.3.2.5-3.8 3.1-7.8 6.4-12.2 9.6z"),  # far wing (dark tip side)
        P(W2, "M17 15.2C21 11.5 24.5 9.3 28.3 7.8c-2.9 2.6-6 5.2-9.4 7.8z"),
        P(W, "M6.6 17c2-1.7 5.2-2.6 9.5-2.5 5 .1 9.3 1.1 12.1 2.5l2.4 1.3c.3.2.2.6-.2.6l-3.3-.1c-3 1.6-7.3 2.4-11.8 2.1-3.5-.2-6.5-1.2-8.3-2.5-.6-.4-.8-1-.4-1.4z"),  # body
        P(W2, "M9 19.4c3.2 1.3 9.9 1.8 16.4.2-3 1.6-7.3 2.3-11.8 2-1.9-.1-3.4-.7-4.6-2.2z"),
        P(K, "M13.2 16.6C9.3 15.8 5.2 14 1.2 11c-.3-.2-.1-.6.3-.5 4.7 1.3 9.3 2.6 14 3.3z"),  # near wing, black trailing edge
        P(W, "M15.6 13.8c-3.8-.2-7.5-1.2-11.6-2.5 3.8 2.5 7.5 4.1 11.2 4.9z"),
        C(W, 6.6, 17.4, 2.2),
        P(PINK, "M4.8 16.8L1.3 17.9c-.4.1-.4.6 0 .7l.6.1c-.1.3 0 .7.4.7.3 0 .5-.2.6-.5l2-.5z"),  # pink hooked bill
        C("#1c1c1c", 6.1, 16.9, .5),
        P(W2, "M6.2 18.2c.6.5 1.5.7 2.3.6-.4.5-1.5.6-2.3-.6z"),
    ]

def svg(name: str) -> str:
    """The SVG text of one drawing."""
    return HEAD + "".join(DRAW[name]()) + "</svg>\n"


def main(names, out: Path = OUT) -> None:
    for n in names or DRAW:
        (out / f"{n}.svg").write_text(svg(n), encoding="utf-8")

if __name__ == "__main__":
    main(sys.argv[1:])

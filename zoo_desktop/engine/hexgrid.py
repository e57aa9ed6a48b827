"""Hexagon geometry for flat-top hex maps in "odd-q" offset layout (odd columns sit half a
hex lower), with axial coordinates for the maths. Generic: no game rules here.

* offset cell `(c, r)`  <->  axial `(q, a)`:  q = c,  a = r - (c - (c & 1)) // 2
* axial neighbours: (q±1, a), (q, a±1), (q+1, a-1), (q-1, a+1)
* distance = (|dq| + |da| + |dq + da|) / 2
* rotation by 60°: (q, a) -> (-a, q + a);  mirror: (q, a) -> (a, q)

A polyhex shape is a tuple of axial offsets; `orientations(shape, mirror=True)` gives the
distinct orientations (up to 12), each normalised so that placing it at an anchor means
adding the anchor's axial coordinates.
"""
from __future__ import annotations

from typing import Iterable

Axial = tuple[int, int]
Offset = tuple[int, int]

AXIAL_DIRS: tuple[Axial, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def to_axial(c: int, r: int) -> Axial:
    return c, r - (c - (c & 1)) // 2


def to_offset(q: int, a: int) -> Offset:
    return q, a + (q - (q & 1)) // 2


def axial_neighbours(q: int, a: int) -> list[Axial]:
    return [(q + dq, a + da) for dq, da in AXIAL_DIRS]


def neighbours(c: int, r: int) -> list[Offset]:
    """Offset neighbours of an offset cell (unbounded)."""
    q, a = to_axial(c, r)
    return [to_offset(nq, na) for nq, na in axial_neighbours(q, a)]


def axial_distance(p: Axial, s: Axial) -> int:
    dq, da = s[0] - p[0], s[1] - p[1]
    return (abs(dq) + abs(da) + abs(dq + da)) // 2


def distance(c1: int, r1: int, c2: int, r2: int) -> int:
    return axial_distance(to_axial(c1, r1), to_axial(c2, r2))


def rotate(cell: Axial, times: int = 1) -> Axial:
    q, a = cell
    for _ in range(times % 6):
        q, a = -a, q + a
    return q, a


def mirror(cell: Axial) -> Axial:
    return cell[1], cell[0]


def orient(shape: Iterable[Axial], rot: int) -> tuple[Axial, ...]:
    """Orientation number `rot` of a shape: 0-5 are rotations by 60°·rot, 6-11 the same
    after the mirror. Offsets are kept relative to the shape's own (0, 0) cell."""
    cells = list(shape)
    if rot >= 6:
        cells = [mirror(c) for c in cells]
    return tuple(rotate(c, rot % 6) for c in cells)


def orientations(shape: Iterable[Axial], allow_mirror: bool = True) -> list[int]:
    """Orientation numbers giving distinct cell sets up to translation (first of each kept)."""
    seen: set[frozenset] = set()
    out = []
    shape = tuple(shape)
    for rot in range(12 if allow_mirror else 6):
        cells = orient(shape, rot)
        mq = min(c[0] for c in cells)
        ma = min(c[1] for c in cells if c[0] == mq)
        key = frozenset((q - mq, a - ma) for q, a in cells)
        if key not in seen:
            seen.add(key)
            out.append(rot)
    return out


def place(shape: Iterable[Axial], anchor: Offset, rot: int) -> list[Offset]:
    """Offset cells covered by `shape` in orientation `rot` with its (0,0) on `anchor`."""
    q0, a0 = to_axial(*anchor)
    return [to_offset(q0 + dq, a0 + da) for dq, da in orient(shape, rot)]


def connected(cells: Iterable[Axial]) -> bool:
    """True if the axial cells form one edge-connected piece."""
    cells = set(cells)
    if not cells:
        return False
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        q, a = todo.pop()
        for n in axial_neighbours(q, a):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)

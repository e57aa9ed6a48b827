"""The zoo map (ZA-MAP) as bit masks, and every static placement of every building shape
(ZA-BLD-5), so that legal placements are a few integer operations per candidate.

Cell index = r * cols + c (offset coordinates, odd-q). A placement is identified by
content: (kind, anchor column, anchor row, rot), rot 0-5 rotations, 6-11 mirrored."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from zoo_desktop.engine import hexgrid

from .cards import BUILDINGS, MAP

COLS, ROWS = MAP["cols"], MAP["rows"]
N_CELLS = COLS * ROWS


def idx(c: int, r: int) -> int:
    return r * COLS + c


def cell(i: int) -> tuple[int, int]:
    return i % COLS, i // COLS


def on_map(c: int, r: int) -> bool:
    return 0 <= c < COLS and 0 <= r < ROWS


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _mask(cells) -> int:
    m = 0
    for c, r in cells:
        m |= 1 << idx(c, r)
    return m


TERRAIN = MAP["terrain"]
WATER = _mask(k for k, v in TERRAIN.items() if v == "water")
ROCK = _mask(k for k, v in TERRAIN.items() if v == "rock")
RESTRICTED = _mask(k for k, v in TERRAIN.items() if v == "restricted")
BUILDABLE = _mask(k for k, v in TERRAIN.items() if v in ("land", "restricted"))  # ZA-MAP-2: 52 cells
BORDER = _mask((c, r) for c in range(COLS) for r in range(ROWS) if c in (0, COLS - 1) or r in (0, ROWS - 1))
YELLOW = {idx(c, r): key for (c, r), key in MAP["yellow"].items()}  # cell index -> bonus key

NB = [0] * N_CELLS   # neighbour mask of each cell
for _i in range(N_CELLS):
    _c, _r = cell(_i)
    NB[_i] = _mask(n for n in hexgrid.neighbours(_c, _r) if on_map(*n))

KIOSK_MIN = BUILDINGS["kiosk_min_distance"]
NEAR = [0] * N_CELLS  # cells at distance < kiosk_min_distance (ZA-BLD-8)
for _i in range(N_CELLS):
    _c, _r = cell(_i)
    NEAR[_i] = _mask((c, r) for c in range(COLS) for r in range(ROWS)
                     if hexgrid.distance(_c, _r, c, r) < KIOSK_MIN)


# _NB8[k][b]: the neighbour masks of the cells of byte b at cells 8k..8k+7, ORed (so that
# `neighbours_of` reads one entry a byte instead of one a cell)
_NB8 = []
for _k in range((N_CELLS + 7) // 8):
    _row = [0] * 256
    for _b in range(1, 256):
        _low = _b & -_b
        _i = 8 * _k + _low.bit_length() - 1
        _row[_b] = _row[_b ^ _low] | (NB[_i] if _i < N_CELLS else 0)
    _NB8.append(_row)
del _k, _row, _b, _low, _i


def neighbours_of(mask: int) -> int:
    """Cells sharing an edge with some cell of `mask`, not in it."""
    out = 0
    m = mask
    for row in _NB8:
        if not m:
            break
        b = m & 255
        if b:
            out |= row[b]
        m >>= 8
    return out & ~mask


def terrain_adjacent(mask: int) -> tuple[int, int]:
    """(distinct water cells, distinct rock cells) adjacent to the cells of `mask` (ZA-ANM-4)."""
    nb = neighbours_of(mask)
    return (nb & WATER).bit_count(), (nb & ROCK).bit_count()


@dataclass(frozen=True, slots=True)
class Placement:
    kind: str
    col: int
    row: int
    rot: int
    mask: int
    cells: tuple[int, ...]
    restricted: bool
    border: bool
    adj: int          # neighbour mask
    water: int
    rock: int


def shape_of(kind: str) -> tuple:
    if kind in BUILDINGS["uniques"]:
        return BUILDINGS["uniques"][kind]
    return BUILDINGS["buildings"][kind].shape


@lru_cache(maxsize=None)
def size_of(kind: str) -> int:
    return len(shape_of(kind))


@lru_cache(maxsize=32768)
def make_placement(kind: str, col: int, row: int, rot: int) -> Placement | None:
    """The placement of `kind` with its (0,0) on (col,row) in orientation `rot`, or None if a
    cell falls off the map or on water/rock (ZA-MAP-3). Cached: a Placement is frozen, and
    the bots and the rules ask for the same few thousand again and again."""
    if not (0 <= rot < 12) or not on_map(col, row):
        return None
    if rot >= 6 and not BUILDINGS["mirror"]:
        return None
    cells = hexgrid.place(shape_of(kind), (col, row), rot)
    if not all(on_map(c, r) for c, r in cells):
        return None
    mask = _mask(cells)
    if mask & ~BUILDABLE:
        return None
    w, rk = terrain_adjacent(mask)
    return Placement(kind, col, row, rot, mask, tuple(sorted(idx(c, r) for c, r in cells)),
                     bool(mask & RESTRICTED), bool(mask & BORDER), neighbours_of(mask), w, rk)


def _all_placements(kind: str) -> tuple[Placement, ...]:
    rots = hexgrid.orientations(shape_of(kind), BUILDINGS["mirror"])
    seen: set[int] = set()
    out = []
    for r in range(ROWS):
        for c in range(COLS):
            for rot in rots:
                pl = make_placement(kind, c, r, rot)
                if pl is not None and pl.mask not in seen:
                    seen.add(pl.mask)
                    out.append(pl)
    return tuple(out)


KINDS = tuple(BUILDINGS["buildings"]) + tuple(BUILDINGS["uniques"])
PLACEMENTS: dict[str, tuple[Placement, ...]] = {k: _all_placements(k) for k in KINDS}


def cell_name(i: int) -> str:
    c, r = cell(i)
    return f"({c},{r})"

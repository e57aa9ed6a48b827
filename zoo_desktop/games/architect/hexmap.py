"""The zoo maps (ZA-MAP) as bit masks, and every static placement of every building shape
(ZA-BLD-5), so that legal placements are a few integer operations per candidate.

The grid (columns, rows, neighbours, border, kiosk distance) is the same for every map and
lives at module level. What a map adds (terrain, yellow bonuses, its ability, and so the
placements that fit) is a `ZooMap`, one object per map id (`get_map`, cached): each seat's
`Player.zmap` is one of them, shared by every copy of the state.

Cell index = r * cols + c (offset coordinates, odd-q). A placement is identified by
content: (kind, anchor column, anchor row, rot), rot 0-5 rotations, 6-11 mirrored."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from zoo_desktop.engine import hexgrid

from .cards import BUILDINGS, DEFAULT_MAP, MAPS

COLS, ROWS = MAPS[DEFAULT_MAP]["cols"], MAPS[DEFAULT_MAP]["rows"]   # (every map has this grid: cards.load_maps)
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


BORDER = _mask((c, r) for c in range(COLS) for r in range(ROWS) if c in (0, COLS - 1) or r in (0, ROWS - 1))

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


KINDS = tuple(BUILDINGS["buildings"]) + tuple(BUILDINGS["uniques"])


class ZooMap:
    """One zoo map (ZA-MAP) as the rules read it: `terrain` ((c, r) -> land | water | rock |
    restricted), the masks WATER/ROCK/RESTRICTED/BUILDABLE (as lower-case fields), `yellow`
    (cell index -> bonus key), `bonuses` (key -> effects), `full_map_appeal` (ZA-MAP-7), its
    ability (`ability`: the effects, `by_op`: op -> those effects, `income`: its income
    effects) and the placements that fit it (`placements`, `make_placement`). One object per
    map id (`get_map`): compared and hashed by identity, never changed."""
    __slots__ = ("id", "terrain", "water", "rock", "restricted", "buildable", "yellow", "bonuses",
                 "full_map_appeal", "ability", "by_op", "income", "placements", "make_placement", "__weakref__")

    def __init__(self, data: dict):
        self.id = data["id"]
        self.terrain = data["terrain"]
        t = self.terrain
        self.water = _mask(k for k, v in t.items() if v == "water")
        self.rock = _mask(k for k, v in t.items() if v == "rock")
        self.restricted = _mask(k for k, v in t.items() if v == "restricted")
        self.buildable = _mask(k for k, v in t.items() if v in ("land", "restricted"))  # ZA-MAP-2
        self.yellow = {idx(c, r): key for (c, r), key in data["yellow"].items()}
        self.bonuses = data["bonuses"]
        self.full_map_appeal = data["full_map_appeal"]
        self.ability = data["ability"]
        by_op: dict[str, list] = {}
        for e in self.ability:
            by_op.setdefault(e["op"], []).append(e)
        self.by_op = {k: tuple(v) for k, v in by_op.items()}
        self.income = tuple(e for e in self.ability if e["when"] == "income")
        # make_placement(kind, col, row, rot): `_make` cached per map (an lru_cache: the rules and
        # the bots ask for the same few thousand placements again and again)
        self.make_placement = lru_cache(maxsize=None)(self._make)
        self.placements: dict[str, tuple[Placement, ...]] = {k: self._all_placements(k) for k in KINDS}

    def __repr__(self) -> str:
        return f"ZooMap({self.id})"

    def terrain_adjacent(self, mask: int) -> tuple[int, int]:
        """(distinct water cells, distinct rock cells) adjacent to the cells of `mask` (ZA-ANM-4)."""
        nb = neighbours_of(mask)
        return (nb & self.water).bit_count(), (nb & self.rock).bit_count()

    def _make(self, kind: str, col: int, row: int, rot: int) -> Placement | None:
        """The placement of `kind` with its (0,0) on (col,row) in orientation `rot`, or None if a
        cell falls off the map or on water/rock (ZA-MAP-3); `make_placement` is it, cached."""
        if not (0 <= rot < 12) or not on_map(col, row):
            return None
        if rot >= 6 and not BUILDINGS["mirror"]:
            return None
        cells = hexgrid.place(shape_of(kind), (col, row), rot)
        if not all(on_map(c, r) for c, r in cells):
            return None
        mask = _mask(cells)
        if mask & ~self.buildable:
            return None
        w, rk = self.terrain_adjacent(mask)
        return Placement(kind, col, row, rot, mask, tuple(sorted(idx(c, r) for c, r in cells)),
                         bool(mask & self.restricted), bool(mask & BORDER), neighbours_of(mask), w, rk)

    def _all_placements(self, kind: str) -> tuple[Placement, ...]:
        rots = hexgrid.orientations(shape_of(kind), BUILDINGS["mirror"])
        seen: set[int] = set()
        out = []
        for r in range(ROWS):
            for c in range(COLS):
                for rot in rots:
                    pl = self.make_placement(kind, c, r, rot)
                    if pl is not None and pl.mask not in seen:
                        seen.add(pl.mask)
                        out.append(pl)
        return tuple(out)


_MAPS: dict[str, ZooMap] = {}
MAP_IDS = tuple(MAPS)     # every map, the default (riverside) first


def get_map(map_id: str) -> ZooMap:
    """The ZooMap of `map_id` (KeyError for an unknown one), built once."""
    m = _MAPS.get(map_id)
    if m is None:
        m = _MAPS[map_id] = ZooMap(MAPS[map_id])
    return m


DEFAULT = get_map(DEFAULT_MAP)


def cell_name(i: int) -> str:
    c, r = cell(i)
    return f"({c},{r})"

"""Zoo Architect: a seat's state (`Player`) and the ZA-DAT-5 counters of its zoo."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .cards import ACTIONS, BUILDINGS, CARDS, CATEGORIES, CONTINENTS, TABLES as T
from .hexmap import DEFAULT, get_map

SPECIAL_KINDS = tuple(k for k, b in BUILDINGS["buildings"].items() if b.special)
_CARD = CARDS.cards    # id -> Card, a plain dict (the hot loops skip CardSet.__getitem__)


@lru_cache(maxsize=8192)
def icon_counts(zoo: tuple, partners: tuple, unis: tuple) -> Counter:
    """ZA-GEN-7 icon counts of a zoo, cached by content (a search asks for the same zoo's
    icons thousands of times). Shared: callers read it and never change it."""
    c: Counter = Counter()
    for cid in zoo:
        c.update(_CARD[cid].all_icons)
    c.update(partners)
    for u in unis:
        c["science"] += T["universities"][u]["science"]
    return c


class Player:
    __slots__ = ("money", "appeal", "cp", "rep", "x", "workers", "placed", "slots", "upgraded", "venom",
                 "constrict", "hand", "finals", "dealt", "zoo", "active", "bld", "occ", "home", "mask", "last",
                 "partners", "unis", "tokens", "supported", "supports", "rep_best", "cp_best", "extra_income",
                 "tiles", "full_map", "zmap")

    def __init__(self):
        self.money = self.appeal = self.cp = self.rep = self.x = 0
        self.workers = 1
        self.placed: dict[str, int] = {}
        self.slots: list[str] = list(ACTIONS)
        self.upgraded: frozenset = frozenset()
        self.venom: frozenset = frozenset()
        self.constrict: frozenset = frozenset()
        self.hand: list[str] = []
        self.finals: list[str] = []
        self.dealt: list[str] = []
        self.zoo: list[str] = []       # played animals and sponsors (icons count, ZA-GEN-7)
        self.active: list[str] = []    # their passive/income/end effects are live (ZA-DAT-1)
        self.bld: dict[str, tuple] = {}  # id -> (kind, mask, water, rock)
        self.occ: dict[str, tuple] = {}  # enclosure id -> animals in it
        self.home: dict[str, str] = {}   # animal -> enclosure id
        self.mask = 0
        self.last = ""
        self.partners: tuple = ()
        self.unis: tuple = ()
        self.tokens = 0        # project tokens used (T1.. T7)
        self.supported = 0     # tokens placed on projects, ever (ZA-END-5, counter projects_supported)
        self.supports: frozenset = frozenset()
        self.rep_best = 0
        self.cp_best = 0
        self.extra_income: tuple = ()
        self.tiles: tuple = ()
        self.full_map = False
        self.zmap = DEFAULT         # the seat's zoo map (hexmap.ZooMap, ZA-MAP): shared, never copied

    def copy(self) -> "Player":
        """Mutable containers copied, the rest (numbers, strings, frozensets, tuples) shared.
        Written out field by field: a search clones states tens of thousands of times.
        `finals`, `dealt`, `placed` and `home` are shared too: the rules only ever replace
        them (never change them in place), and so must anything else."""
        o = Player.__new__(Player)
        o.money, o.appeal, o.cp, o.rep, o.x, o.workers = self.money, self.appeal, self.cp, self.rep, self.x, self.workers
        o.upgraded, o.venom, o.constrict, o.mask, o.last = self.upgraded, self.venom, self.constrict, self.mask, self.last
        o.partners, o.unis, o.tokens, o.supported, o.supports = self.partners, self.unis, self.tokens, self.supported, self.supports
        o.rep_best, o.cp_best, o.extra_income, o.tiles, o.full_map = self.rep_best, self.cp_best, self.extra_income, self.tiles, self.full_map
        o.placed, o.zmap = self.placed, self.zmap
        o.slots = self.slots[:]
        o.hand, o.finals, o.dealt = self.hand[:], self.finals, self.dealt
        o.zoo, o.active = self.zoo[:], self.active[:]
        o.bld, o.occ, o.home = self.bld.copy(), self.occ.copy(), self.home
        return o

    def public(self) -> dict:
        d = {"money": self.money, "appeal": self.appeal, "cp": self.cp, "rep": self.rep, "x": self.x,
                "workers": self.workers, "placed": dict(self.placed), "slots": list(self.slots),
                "upgraded": sorted(self.upgraded), "venom": sorted(self.venom), "constrict": sorted(self.constrict),
                "zoo": list(self.zoo), "active": list(self.active),
                "buildings": {b: [k, m, w, r] for b, (k, m, w, r) in self.bld.items()},
                "occ": {b: list(v) for b, v in self.occ.items()}, "last": self.last,
                "partners": list(self.partners), "unis": list(self.unis), "tokens": self.tokens,
                "supported": self.supported, "supports": sorted(self.supports), "rep_best": self.rep_best,
                "cp_best": self.cp_best, "extra_income": list(self.extra_income), "tiles": list(self.tiles),
                "full_map": self.full_map, "hand_size": len(self.hand), "finals_count": len(self.finals),
                "dealt_size": len(self.dealt)}
        if self.zmap is not DEFAULT:    # (absent: the default map, so a default game's states keep their fingerprints)
            d["map"] = self.zmap.id
        return d

    @staticmethod
    def from_public(d: dict) -> "Player":
        o = Player()
        for k in ("money", "appeal", "cp", "rep", "x", "workers", "last", "tokens", "supported", "rep_best",
                  "cp_best", "full_map"):
            setattr(o, k, d[k])
        o.placed = dict(d["placed"])
        o.slots = list(d["slots"])
        o.upgraded, o.venom, o.constrict = frozenset(d["upgraded"]), frozenset(d["venom"]), frozenset(d["constrict"])
        o.zoo, o.active = list(d["zoo"]), list(d["active"])
        o.bld = {b: tuple(v) for b, v in d["buildings"].items()}
        o.occ = {b: tuple(v) for b, v in d["occ"].items()}
        o.home = {a: b for b, v in o.occ.items() for a in v}
        o.mask = 0
        for _, (k, m, w, r) in o.bld.items():
            o.mask |= m
        o.partners, o.unis = tuple(d["partners"]), tuple(d["unis"])
        o.supports = frozenset(d["supports"])
        o.extra_income = tuple(d["extra_income"])
        o.tiles = tuple(d["tiles"])
        o.zmap = get_map(d.get("map", DEFAULT.id))
        return o


def _kinds(pl) -> list[str]:
    return [b[0] for b in pl.bld.values()]


def _terrain_homes(pl, j: int) -> int:
    return sum(1 for v in pl.bld.values() if (v[0].startswith("enc") or v[0] in SPECIAL_KINDS) and v[j] > 0)


def distinct_count(ic, names) -> int:
    """How many of `names` icon counts `ic` holds (get: Counter's [] of a missing key runs Python code)."""
    get = ic.get
    return len([k for k in names if get(k, 0) > 0])


COUNTERS = {   # ZA-DAT-5: counter name -> f(game, seat, player) (icon:* counters: ZooArchitect.counter)
    "animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"),
    "sponsors": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "sponsor"),
    "kiosks": lambda g, p, pl: _kinds(pl).count("kiosk"),
    "pavilions": lambda g, p, pl: _kinds(pl).count("pavilion"),
    "std_enclosures": lambda g, p, pl: sum(1 for k in _kinds(pl) if k.startswith("enc")),
    "occupied_std": lambda g, p, pl: sum(1 for b, v in pl.bld.items() if v[0].startswith("enc") and pl.occ.get(b)),
    "empty_std": lambda g, p, pl: sum(1 for b, v in pl.bld.items() if v[0].startswith("enc") and not pl.occ.get(b)),
    "special_enclosures": lambda g, p, pl: sum(1 for k in _kinds(pl) if k in SPECIAL_KINDS),
    "special_spaces_used": lambda g, p, pl: sum(g.spaces_used(p, b) for b, v in pl.bld.items() if v[0] in SPECIAL_KINDS),
    "unique_buildings": lambda g, p, pl: _kinds(pl).count("unique"),
    "covered_cells": lambda g, p, pl: pl.mask.bit_count(),
    "water_enclosures": lambda g, p, pl: _terrain_homes(pl, 2),
    "rock_enclosures": lambda g, p, pl: _terrain_homes(pl, 3),
    "partner_zoos": lambda g, p, pl: len(pl.partners),
    "universities": lambda g, p, pl: len(pl.unis),
    "projects_supported": lambda g, p, pl: pl.supported,
    "distinct_categories": lambda g, p, pl: distinct_count(g.icons(p), CATEGORIES),
    "distinct_continents": lambda g, p, pl: distinct_count(g.icons(p), CONTINENTS),
    "upgraded_actions": lambda g, p, pl: len(pl.upgraded),
    "workers": lambda g, p, pl: pl.workers,
    "reputation": lambda g, p, pl: pl.rep,
    "small_animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"
                                          and (_CARD[c].size is None or _CARD[c].size <= 2)),
    "large_animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"
                                          and _CARD[c].size is not None and _CARD[c].size >= 4),
}



"""Zoo Architect content: cards (ZA-DAT-*, ZA-DECK-*), map and buildings, read from data/*.json
and validated against the closed vocabularies of the spec. Any error names the file and entry.

`python -m zoo_desktop.games.architect.cards --coverage` prints every effect op and
interaction icon with its card count and exits non-zero if the data uses an op the engine
does not implement (or a ZA-DECK minimum is missed)."""
from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from zoo_desktop.engine.data import DataError, fields, load_json, require

PKG = "zoo_desktop.games.architect"

ACTIONS = ("animals", "build", "cards", "association", "sponsors")
CONTINENTS = ("africa", "americas", "asia", "europe", "australia")
CATEGORIES = ("predator", "herbivore", "bird", "reptile", "primate", "bear", "sea", "pet")
ICONS = CONTINENTS + CATEGORIES + ("science",)
SPECIALS = ("petting_zoo", "reptile_house", "large_bird_aviary")
RESOURCES = ("money", "appeal", "cp", "reputation", "x")
BUILD_KINDS = ("enc1", "enc2", "enc3", "enc4", "enc5", "enclosure", "kiosk", "pavilion") + SPECIALS + ("unique",)
PLAIN_COUNTERS = ("animals", "sponsors", "kiosks", "pavilions", "std_enclosures", "occupied_std", "empty_std",
                  "special_enclosures", "special_spaces_used", "unique_buildings", "covered_cells",
                  "water_enclosures", "rock_enclosures", "partner_zoos", "universities", "projects_supported",
                  "distinct_categories", "distinct_continents", "upgraded_actions", "workers", "reputation",
                  "small_animals", "large_animals")
INTERACTIONS = ("venom", "hypnosis", "pilfering", "constriction")
INTERACTION_OPS = {"venom": "VENOM", "hypnosis": "HYPNOSIS", "pilfering": "PILFER", "constriction": "CONSTRICT"}

# ZA-EFF: op -> (allowed `when` values, parameter spec)
NOW_AFTER = ("now", "after")
OPS: dict[str, tuple[tuple[str, ...], dict[str, Any]]] = {
    "GAIN": (NOW_AFTER, {"res": "res", "n": int}),
    "GAIN_PER": (NOW_AFTER, {"counter": "counter", "per": int, "res": "res", "n": int, "max": int}),
    "DRAW": (NOW_AFTER, {"n": int, "from": ("deck", "range", "any")}),
    "DISCARD": (NOW_AFTER, {"n": int}),
    "BREAK_STEP": (NOW_AFTER, {"n": int, "money": int}),
    "UPGRADE": (NOW_AFTER, {}),
    "WORKER": (NOW_AFTER, {}),
    "SLOT": (NOW_AFTER, {"to": (1, 5)}),
    "FREE_BUILD": (NOW_AFTER, {"kinds": "kinds", "max_size": int}),
    "UNIQUE": (NOW_AFTER, {"shape": ("UB1", "UB2", "UB3")}),
    "BONUS_ACTION": (NOW_AFTER, {"action": ACTIONS, "strength": int}),
    "TAKE_PARTNER": (NOW_AFTER, {}),
    "TAKE_UNIVERSITY": (NOW_AFTER, {}),
    "CLEAR_MARKERS": (NOW_AFTER, {}),
    "RECALL_WORKER": (NOW_AFTER, {"n": int}),
    "DONATE_FREE": (NOW_AFTER, {}),
    "ON_ANIMAL": (("passive",), {"filter": "filter", "res": "res", "n": int}),
    "ON_SPONSOR": (("passive",), {"res": "res", "n": int}),
    "ON_BUILD": (("passive",), {"kind": BUILD_KINDS, "res": "res", "n": int}),
    "ON_PROJECT": (("passive",), {"res": "res", "n": int}),
    "DISCOUNT": (("passive",), {"filter": "filter", "n": int}),
    "SIZE_MINUS": (("passive",), {"filter": "filter", "n": int}),
    "TERRAIN": (("passive",), {"terrain": ("water", "rock"), "n": int}),
    "HAND_LIMIT": (("passive",), {"n": int}),
    "RANGE": (("passive",), {"n": int}),
    "BUILD_DISCOUNT": (("passive",), {"n": int}),
    "INCOME": (("income",), {"res": "res", "n": int}),
    "INCOME_PER": (("income",), {"counter": "counter", "per": int, "res": "res", "n": int, "max": int}),
    "END_PER": (("end",), {"counter": "counter", "per": int, "res": ("cp", "appeal"), "n": int, "max": int}),
    "END_TIERS": (("end",), {"counter": "counter", "tiers": "tiers"}),
}
ALL_OPS = tuple(OPS) + tuple(INTERACTION_OPS.values())  # the 34 ops of ZA-EFF


def is_counter(name: Any) -> bool:
    if not isinstance(name, str):
        return False
    if name.startswith("icon:"):
        return name[5:] in ICONS
    return name in PLAIN_COUNTERS


def check_filter(f: Any, where: str) -> None:
    require(isinstance(f, dict) and len(f) == 1, where, "filter must be one of {icon}, {size_min}, {size_max}, {any}")
    (k, v), = f.items()
    require(k in ("icon", "size_min", "size_max", "any"), where, f"unknown filter {k!r}")
    if k == "icon":
        require(v in ICONS, where, f"unknown icon {v!r}")
    elif k == "any":
        require(v is True, where, "filter any must be true")
    else:
        require(isinstance(v, int) and 0 <= v <= 5, where, f"{k} must be 0..5")


def check_effect(e: Any, where: str, allowed_when: tuple[str, ...] | None = None) -> dict:
    require(isinstance(e, dict), where, "effect must be an object")
    op = e.get("op")
    require(op in OPS, where, f"unknown op {op!r} (closed vocabulary ZA-EFF)")
    whens, params = OPS[op]
    when = e.get("when", whens[0])
    require(when in whens, where, f"{op} cannot have when={when!r} (allowed {whens})")
    if allowed_when is not None:
        require(when in allowed_when, where, f"when={when!r} not allowed here")
    for key, spec in params.items():
        require(key in e, where, f"{op} lacks {key!r}")
        v = e[key]
        if spec is int:
            require(isinstance(v, int) and not isinstance(v, bool) and v >= 0, where, f"{op}.{key} must be an int >= 0")
        elif spec == "res":
            require(v in RESOURCES, where, f"{op}.{key}: unknown resource {v!r}")
        elif spec == "counter":
            require(is_counter(v), where, f"{op}.{key}: unknown counter {v!r} (ZA-DAT-5)")
        elif spec == "filter":
            check_filter(v, f"{where} {op}.filter")
        elif spec == "kinds":
            require(isinstance(v, list) and v and all(k in BUILD_KINDS and k != "unique" for k in v), where,
                    f"{op}.kinds must list building kinds")
        elif spec == "tiers":
            require(isinstance(v, list) and v and all(isinstance(t, list) and len(t) == 2 and all(isinstance(x, int) for x in t)
                                                    for t in v), where, f"{op}.tiers must be [[threshold, cp], ...]")
        else:
            require(v in spec, where, f"{op}.{key} must be one of {spec}")
    extra = set(e) - set(params) - {"op", "when"}
    require(not extra, where, f"{op} has unknown parameters {sorted(extra)}")
    out = dict(e)
    out["when"] = when
    return out


def check_requirement(r: Any, where: str) -> dict:
    require(isinstance(r, dict), where, "requirement must be an object")
    k = r.get("kind")
    if k == "icon":
        require(r.get("icon") in ICONS and isinstance(r.get("n"), int) and r["n"] >= 1, where, "icon requirement needs icon and n")
    elif k == "partner":
        require(r.get("continent") in CONTINENTS, where, "partner requirement needs a continent")
    elif k == "reputation":
        require(isinstance(r.get("n"), int) and 0 <= r["n"] <= 15, where, "reputation requirement needs n 0..15")
    elif k == "upgraded":
        require(r.get("action") in ACTIONS, where, "upgraded requirement needs an action")
    elif k == "counter":
        require(is_counter(r.get("counter")) and isinstance(r.get("n"), int), where, "counter requirement needs counter and n")
    else:
        raise DataError(f"{where}: unknown requirement kind {k!r} (ZA-DAT-3)")
    return dict(r)


# ----------------------------------------------------------------------------- card types
@dataclass(frozen=True)
class Card:
    id: str
    type: str
    name: str
    effects: tuple = ()
    # animals
    cost: int = 0
    size: int | None = None
    water: int = 0
    rock: int = 0
    special: dict = field(default_factory=dict)
    categories: tuple = ()
    continents: tuple = ()
    requires: tuple = ()
    appeal: int = 0
    cp: int = 0
    reputation: int = 0
    interaction: dict | None = None
    tier: int = 1
    # sponsors
    level: int = 0
    icons: tuple = ()
    reminder: str = ""
    # projects
    base: bool = False
    requirement: dict | None = None
    levels: tuple = ()
    on_play: tuple = ()
    # finals
    counter: str = ""
    tiers: tuple = ()

    @property
    def all_icons(self) -> tuple:
        """The icons this card shows in a zoo (ZA-GEN-7)."""
        if self.type == "animal":
            return self.categories + self.continents
        if self.type == "sponsor":
            return self.icons
        return ()

    @property
    def size_class(self) -> str:
        """Release size class (ZA-PRJ-6): L size >= 4, M 3, S <= 2 or pet."""
        if self.size is None or self.size <= 2:
            return "S"
        return "M" if self.size == 3 else "L"


def _animal(a: dict, where: str) -> Card:
    fields(a, where, {"id": str, "name": str, "cost": int, "water": int, "rock": int, "special": dict,
                      "categories": list, "continents": list, "requires": list, "appeal": int, "cp": int,
                      "reputation": int, "tier": int, "effects": list})
    require(a["id"][0] == "A" and a["id"][1:].isdigit(), where, "animal ids are A###")
    require(a["size"] is None or (isinstance(a["size"], int) and 1 <= a["size"] <= 5), where, "size 1..5 or null (pet)")
    require(0 <= a["water"] <= 2 and 0 <= a["rock"] <= 2, where, "water/rock 0..2")
    for k, v in a["special"].items():
        require(k in SPECIALS and isinstance(v, int) and 1 <= v <= 3, where, f"special {k!r} needs 1..3 spaces")
    require(len(a["categories"]) == 1 and a["categories"][0] in CATEGORIES, where, "exactly one category")
    require(len(a["continents"]) <= 2 and all(c in CONTINENTS for c in a["continents"]), where, "0-2 continents")
    if a["size"] is None:
        require(a["categories"] == ["pet"] and set(a["special"]) == {"petting_zoo"}, where, "a pet lives in the petting zoo only")
    require(0 <= a["appeal"] <= 9 and 0 <= a["cp"] <= 3 and 0 <= a["reputation"] <= 2, where, "appeal 0-9, cp 0-3, reputation 0-2")
    require(a["tier"] in (1, 2), where, "tier 1 or 2")
    require(0 <= a["cost"] <= 30, where, "cost 0..30")
    inter = a.get("interaction")
    if inter is not None:
        require(isinstance(inter, dict) and inter.get("type") in INTERACTIONS and inter.get("strength") in (1, 2), where,
                "interaction needs type venom|hypnosis|pilfering|constriction and strength 1|2")
    reqs = tuple(check_requirement(r, f"{where} requires[{i}]") for i, r in enumerate(a["requires"]))
    effs = tuple(check_effect(e, f"{where} effects[{i}]") for i, e in enumerate(a["effects"]))
    return Card(a["id"], "animal", a["name"], effs, cost=a["cost"], size=a["size"], water=a["water"], rock=a["rock"],
                special=dict(a["special"]), categories=tuple(a["categories"]), continents=tuple(a["continents"]),
                requires=reqs, appeal=a["appeal"], cp=a["cp"], reputation=a["reputation"],
                interaction=dict(inter) if inter else None, tier=a["tier"])


def _sponsor(s: dict, where: str) -> Card:
    fields(s, where, {"id": str, "name": str, "level": int, "tier": int, "requires": list, "icons": list,
                      "reminder": str, "effects": list})
    require(s["id"][0] == "S" and s["id"][1:].isdigit(), where, "sponsor ids are S###")
    require(1 <= s["level"] <= 6, where, "level 1..6")
    require(s["tier"] in (1, 2), where, "tier 1 or 2")
    require(len(s["icons"]) <= 2 and all(i in ICONS for i in s["icons"]), where, "0-2 icons from ZA-CMP-5")
    reqs = tuple(check_requirement(r, f"{where} requires[{i}]") for i, r in enumerate(s["requires"]))
    effs = tuple(check_effect(e, f"{where} effects[{i}]") for i, e in enumerate(s["effects"]))
    return Card(s["id"], "sponsor", s["name"], effs, level=s["level"], tier=s["tier"], requires=reqs,
                icons=tuple(s["icons"]), reminder=s["reminder"])


def _project(p: dict, where: str, base: bool) -> Card:
    fields(p, where, {"id": str, "name": str, "requirement": dict, "levels": list})
    prefix = "B" if base else "P"
    require(p["id"].startswith(prefix) and p["id"][1:].isdigit(), where, f"ids are {prefix}##")
    require(p.get("base", base) == base, where, f"base must be {base}")
    req = p["requirement"]
    if req.get("kind") == "counter":
        require(is_counter(req.get("counter")), where, f"unknown counter {req.get('counter')!r}")
    elif req.get("kind") == "release":
        require(req.get("icon") in ICONS and req["icon"] != "science", where, "release needs an animal icon")
        require(not base, where, "base projects are counter projects")
    else:
        raise DataError(f"{where}: requirement kind must be counter or release")
    levels = p["levels"]
    require(2 <= len(levels) <= 3 and (not base or len(levels) == 3), where, "2-3 levels (base: 3)")
    order = {"L": 3, "M": 2, "S": 1}
    prev = None
    for i, lv in enumerate(levels):
        w = f"{where} levels[{i}]"
        require(isinstance(lv, dict) and "need" in lv and isinstance(lv.get("cp"), int), w, "level needs need and cp")
        if req["kind"] == "release":
            require(lv["need"] in order, w, "release levels need L, M or S")
            key = order[lv["need"]]
        else:
            require(isinstance(lv["need"], int) and lv["need"] >= 0, w, "need must be a number")
            key = lv["need"]
        require(prev is None or key < prev, w, "levels are listed highest need first")
        prev = key
        require(isinstance(lv.get("rep", 0), int), w, "rep must be an int")
    on_play = tuple(check_effect(e, f"{where} on_play[{i}]", NOW_AFTER) for i, e in enumerate(p.get("on_play", [])))
    return Card(p["id"], "project", p["name"], (), base=base, requirement=dict(req),
                levels=tuple(dict(lv) for lv in levels), on_play=on_play)


def _final(f: dict, where: str) -> Card:
    fields(f, where, {"id": str, "name": str, "counter": str, "tiers": list})
    require(f["id"].startswith("F"), where, "final ids are F##")
    require(is_counter(f["counter"]), where, f"unknown counter {f['counter']!r}")
    require(len(f["tiers"]) == 4, where, "4 tiers")
    return Card(f["id"], "final", f["name"], (), counter=f["counter"], tiers=tuple(tuple(t) for t in f["tiers"]))


@dataclass(frozen=True)
class CardSet:
    cards: dict[str, Card]
    deck: tuple[str, ...]          # the zoo deck: animals, sponsors, projects
    base_projects: tuple[str, ...]
    finals: tuple[str, ...]

    def __getitem__(self, cid: str) -> Card:
        return self.cards[cid]


def parse_cards(data: dict, where: str = "architect/data/cards.json") -> CardSet:
    fields(data, where, {"animals": list, "sponsors": list, "projects": list, "base_projects": list, "finals": list})
    cards: dict[str, Card] = {}

    def add(c: Card, w: str):
        require(c.id not in cards, w, f"duplicate id {c.id}")
        cards[c.id] = c

    for i, a in enumerate(data["animals"]):
        w = f"{where} animals[{i}] ({a.get('id', '?') if isinstance(a, dict) else '?'})"
        add(_animal(a, w), w)
    for i, s in enumerate(data["sponsors"]):
        w = f"{where} sponsors[{i}] ({s.get('id', '?') if isinstance(s, dict) else '?'})"
        add(_sponsor(s, w), w)
    for i, p in enumerate(data["projects"]):
        w = f"{where} projects[{i}] ({p.get('id', '?') if isinstance(p, dict) else '?'})"
        add(_project(p, w, False), w)
    for i, p in enumerate(data["base_projects"]):
        w = f"{where} base_projects[{i}] ({p.get('id', '?') if isinstance(p, dict) else '?'})"
        add(_project(p, w, True), w)
    for i, f in enumerate(data["finals"]):
        w = f"{where} finals[{i}] ({f.get('id', '?') if isinstance(f, dict) else '?'})"
        add(_final(f, w), w)
    deck = tuple(c.id for c in cards.values() if c.type in ("animal", "sponsor") or (c.type == "project" and not c.base))
    base = tuple(c.id for c in cards.values() if c.type == "project" and c.base)
    finals = tuple(c.id for c in cards.values() if c.type == "final")
    return CardSet(cards, deck, base, finals)


# ----------------------------------------------------------------------------- map + buildings
@dataclass(frozen=True)
class Building:
    kind: str
    size: int
    shape: tuple
    upgraded: bool
    standard: bool
    special: bool
    spaces: int
    appeal: int


def parse_buildings(data: dict, where: str = "architect/data/buildings.json") -> dict:
    from zoo_desktop.engine.hexgrid import connected
    fields(data, where, {"buildings": list, "unique_shapes": dict, "cost_per_cell": int, "kiosk_min_distance": int,
                         "mirror_allowed": bool})
    out = {}
    for i, b in enumerate(data["buildings"]):
        w = f"{where} buildings[{i}]"
        fields(b, w, {"kind": str, "size": int, "shape": list, "upgraded": bool})
        require(b["kind"] in BUILD_KINDS and b["kind"] not in ("enclosure", "unique"), w, f"unknown kind {b['kind']!r}")
        shape = tuple(tuple(c) for c in b["shape"])
        require(len(shape) == b["size"] == len(set(shape)), w, "shape must have `size` distinct cells")
        require(connected(shape), w, "shape must be edge-connected")
        out[b["kind"]] = Building(b["kind"], b["size"], shape, b["upgraded"], bool(b.get("standard")),
                                  bool(b.get("special")), int(b.get("spaces", 0)), int(b.get("appeal", 0)))
    require(set(out) == set(BUILD_KINDS) - {"enclosure", "unique"}, where, "every building kind needs an entry")
    uniques = {}
    for k, v in data["unique_shapes"].items():
        shape = tuple(tuple(c) for c in v)
        require(connected(shape), f"{where} unique_shapes.{k}", "shape must be edge-connected")
        uniques[k] = shape
    return {"buildings": out, "uniques": uniques, "cost_per_cell": data["cost_per_cell"],
            "kiosk_min_distance": data["kiosk_min_distance"], "mirror": data["mirror_allowed"]}


def parse_map(data: dict, where: str = "architect/data/map.json") -> dict:
    fields(data, where, {"columns": int, "rows": int, "cells": list, "bonuses": dict, "full_map_appeal": int})
    cols, rows = data["columns"], data["rows"]
    require(len(data["cells"]) == rows and all(len(r) == cols for r in data["cells"]), where, "cells must be rows x columns")
    terrain, bonus = {}, {}
    for r, row in enumerate(data["cells"]):
        for c, tok in enumerate(row):
            w = f"{where} cell ({c},{r})"
            kind = {"W": "water", "R": "rock", "u": "restricted"}.get(tok[0], "land")
            if tok[-1].isdigit():
                require(tok[-1] in data["bonuses"], w, f"unknown yellow bonus {tok[-1]}")
                bonus[(c, r)] = tok[-1]
                require(len(tok) == 1 or tok[0] == "u", w, f"bad token {tok!r}")
            else:
                require(tok in (".", "W", "R", "u"), w, f"bad token {tok!r}")
            terrain[(c, r)] = kind
    bonuses = {}
    for k, effs in data["bonuses"].items():
        bonuses[k] = tuple(check_effect(e, f"{where} bonuses.{k}[{i}]", NOW_AFTER) for i, e in enumerate(effs))
    return {"cols": cols, "rows": rows, "terrain": terrain, "yellow": bonus, "bonuses": bonuses,
            "full_map_appeal": data["full_map_appeal"]}


def parse_tables(data: dict, where: str = "architect/data/tables.json") -> dict:
    fields(data, where, {"actions": list, "start": dict, "break_length": dict, "animals_per_action": dict,
                         "cards_action": dict, "reputation_range": list, "reputation_bonuses": dict,
                         "appeal_income": list, "project_tokens": list, "partner_spaces": list,
                         "university_spaces": list, "universities": dict, "departments": list, "donations": list,
                         "bonus_tiles": list})
    require(tuple(data["actions"]) == ACTIONS, where, f"actions must be {ACTIONS}")
    for key in ("reputation_bonuses",):
        for k, effs in data[key].items():
            for i, e in enumerate(effs):
                check_effect(e, f"{where} {key}.{k}[{i}]", NOW_AFTER)
    for key in ("project_tokens", "partner_spaces", "university_spaces"):
        for j, effs in enumerate(data[key]):
            for i, e in enumerate(effs):
                check_effect(e, f"{where} {key}[{j}][{i}]")
    for t in data["bonus_tiles"]:
        fields(t, f"{where} bonus_tiles", {"id": str, "name": str, "effects": list})
        for i, e in enumerate(t["effects"]):
            check_effect(e, f"{where} bonus_tiles {t['id']}[{i}]")
    require(len(data["bonus_tiles"]) == 8, where, "8 bonus tiles (ZA-DECK-1)")
    return data


# ----------------------------------------------------------------------------- coverage (ZA-DECK)
def op_counts(cs: CardSet) -> Counter:
    """Number of cards using each op (an op counted once per card); interaction icons count
    under VENOM/HYPNOSIS/PILFER/CONSTRICT (ZA-EFF-17..20)."""
    cnt: Counter = Counter()
    for c in cs.cards.values():
        ops = {e["op"] for e in c.effects} | {e["op"] for e in c.on_play}
        if c.interaction:
            ops.add(INTERACTION_OPS[c.interaction["type"]])
        cnt.update(ops)
    return cnt


def counter_uses(cs: CardSet) -> Counter:
    cnt: Counter = Counter()
    for c in cs.cards.values():
        names = set()
        for e in c.effects + c.on_play:
            if "counter" in e:
                names.add(e["counter"])
        for r in c.requires:
            if r["kind"] == "counter":
                names.add(r["counter"])
        if c.requirement and c.requirement.get("kind") == "counter":
            names.add(c.requirement["counter"])
        if c.type == "final":
            names.add(c.counter)
        cnt.update(names)
    return cnt


def deck_problems(cs: CardSet) -> list[str]:
    """Every ZA-DECK-1..5 minimum the card set misses (empty list = all met)."""
    P: list[str] = []
    cards = cs.cards.values()
    animals = [c for c in cards if c.type == "animal"]
    sponsors = [c for c in cards if c.type == "sponsor"]
    projects = [cs[i] for i in cs.deck if cs[i].type == "project"]
    base = [cs[i] for i in cs.base_projects]

    def need(label, have, n):
        if have < n:
            P.append(f"{label}: {have} < {n}")

    # ZA-DECK-1
    need("animals", len(animals), 96)
    need("sponsors", len(sponsors), 32)
    need("projects", len(projects), 20)
    if len(base) != 8:
        P.append(f"base projects: {len(base)} != 8")
    if len(cs.finals) != 12:
        P.append(f"final scoring cards: {len(cs.finals)} != 12")
    # ZA-DECK-2
    cat = Counter(c.categories[0] for c in animals)
    for k, n in dict(predator=14, herbivore=18, bird=14, reptile=12, primate=14, bear=6, sea=10, pet=8).items():
        need(f"category {k}", cat[k], n)
    cont = Counter(x for c in animals for x in set(c.continents))
    for k in CONTINENTS:
        need(f"continent {k}", cont[k], 14)
    need("two continent icons", sum(1 for c in animals if len(c.continents) == 2), 6)
    size = Counter(c.size for c in animals)
    for k, n in {1: 14, 2: 20, 3: 20, 4: 14, 5: 10}.items():
        need(f"size {k}", size[k], n)
    need("water", sum(1 for c in animals if c.water), 16)
    need("water 2", sum(1 for c in animals if c.water == 2), 4)
    need("rock", sum(1 for c in animals if c.rock), 16)
    need("rock 2", sum(1 for c in animals if c.rock == 2), 4)
    need("reptile house", sum(1 for c in animals if "reptile_house" in c.special), 8)
    need("aviary", sum(1 for c in animals if "large_bird_aviary" in c.special), 8)
    if any(("petting_zoo" in c.special) != (c.size is None) for c in animals):
        P.append("petting zoo must be exactly the pets")
    rk = Counter()
    for c in animals:
        for r in c.requires:
            rk["science" if r["kind"] == "icon" and r["icon"] == "science" else r["kind"]] += 1
    need("icon requirements", rk["icon"], 10)
    need("partner requirements", rk["partner"], 6)
    for k in CONTINENTS:
        need(f"partner {k}", sum(1 for c in animals for r in c.requires if r["kind"] == "partner" and r["continent"] == k), 1)
    need("science requirements", rk["science"], 6)
    need("reputation requirements", rk["reputation"], 6)
    need("tier 2 animals", sum(1 for c in animals if c.tier == 2), 8)
    it = Counter(c.interaction["type"] for c in animals if c.interaction)
    for k, n in dict(venom=3, hypnosis=2, pilfering=3, constriction=3).items():
        need(f"interaction {k}", it[k], n)
    for s in (1, 2):
        need(f"pilfering {s}", sum(1 for c in animals if c.interaction and c.interaction["type"] == "pilfering"
                                   and c.interaction["strength"] == s), 1)
    need("cp > 0", sum(1 for c in animals if c.cp > 0), 25)
    need("reputation > 0", sum(1 for c in animals if c.reputation > 0), 12)
    need("after effects", sum(1 for c in animals if any(e["when"] == "after" for e in c.effects)), 6)
    # ZA-DECK-3
    lvl = Counter(c.level for c in sponsors)
    for k in range(1, 7):
        need(f"sponsor level {k}", lvl[k], 3)
    need("tier 2 sponsors", sum(1 for c in sponsors if c.tier == 2), 6)
    need("UNIQUE sponsors", sum(1 for c in sponsors if any(e["op"] == "UNIQUE" for e in c.effects)), 3)
    for w in ("income", "end", "passive"):
        need(f"sponsors with {w}", sum(1 for c in sponsors if any(e["when"] == w for e in c.effects)), 8)
    icons = Counter(i for c in sponsors for i in c.icons)
    for k in ICONS:
        need(f"sponsor icon {k}", icons[k], 4 if k == "science" else 1)
    # ZA-DECK-4
    want = {f"icon:{k}" for k in ("predator", "herbivore", "bird", "reptile", "primate", "sea")} | {
        "distinct_categories", "distinct_continents"}
    have = {c.requirement["counter"] for c in base}
    if have != want:
        P.append(f"base projects must be {sorted(want)}")
    rel = [c for c in projects if c.requirement["kind"] == "release"]
    need("release projects", len(rel), 8)
    for k in CONTINENTS:
        need(f"release {k}", sum(1 for c in rel if c.requirement["icon"] == k), 1)
        need(f"icon project {k}", sum(1 for c in projects if c.requirement.get("counter") == f"icon:{k}"), 1)
    need("release categories", sum(1 for c in rel if c.requirement["icon"] in CATEGORIES), 3)
    need("projects on other counters", sum(1 for c in projects if c.requirement["kind"] == "counter"
                                           and not c.requirement["counter"].startswith("icon:")), 4)
    need("projects with on_play", sum(1 for c in projects if c.on_play), 3)
    # ZA-DECK-5
    oc = op_counts(cs)
    for op in ALL_OPS:
        need(f"op {op}", oc[op], 2)
    cu = counter_uses(cs)
    for k in PLAIN_COUNTERS:
        need(f"counter {k}", cu[k], 1)
    need("icon counters", sum(1 for k in cu if k.startswith("icon:")), 1)
    if len({cs[f].counter for f in cs.finals}) != 12:
        P.append("final scoring cards must use 12 different counters")
    return P


# ----------------------------------------------------------------------------- load
def load_all() -> tuple[CardSet, dict, dict, dict]:
    cs = parse_cards(load_json(PKG, "data/cards.json"))
    blds = parse_buildings(load_json(PKG, "data/buildings.json"))
    mp = parse_map(load_json(PKG, "data/map.json"))
    tb = parse_tables(load_json(PKG, "data/tables.json"))
    return cs, blds, mp, tb


CARDS, BUILDINGS, MAP, TABLES = load_all()


def coverage_report() -> tuple[str, int]:
    from .effects import IMPLEMENTED
    oc = op_counts(CARDS)
    lines = ["op                 cards  implemented"]
    missing = []
    for op in ALL_OPS:
        ok = op in IMPLEMENTED
        if oc[op] and not ok:
            missing.append(op)
        lines.append(f"{op:<18} {oc[op]:>5}  {'yes' if ok else 'NO'}")
    used_unknown = [op for op in oc if op not in ALL_OPS]
    lines.append("")
    lines.append("interaction icon   cards")
    it = Counter(c.interaction["type"] for c in CARDS.cards.values() if c.interaction)
    for k in INTERACTIONS:
        lines.append(f"{k:<18} {it[k]:>5}")
    lines.append("")
    lines.append("icon               animals sponsors")
    for k in ICONS:
        a = sum(1 for c in CARDS.cards.values() if c.type == "animal" and k in c.all_icons)
        s = sum(1 for c in CARDS.cards.values() if c.type == "sponsor" and k in c.icons)
        lines.append(f"{k:<18} {a:>7} {s:>8}")
    probs = deck_problems(CARDS)
    lines.append("")
    lines.append("ZA-DECK minimums: " + ("all met" if not probs else "; ".join(probs)))
    if missing or used_unknown:
        lines.append("MISSING IMPLEMENTATIONS: " + ", ".join(missing + used_unknown))
    return "\n".join(lines), (1 if (missing or used_unknown or probs) else 0)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--coverage" in argv:
        text, code = coverage_report()
        print(text)
        return code
    print(f"{len(CARDS.deck)} zoo cards, {len(CARDS.base_projects)} base projects, {len(CARDS.finals)} final cards")
    return 0


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["CARDS", "BUILDINGS", "MAP", "TABLES", "Card", "CardSet", "DataError", "parse_cards", "parse_map",
           "parse_buildings", "parse_tables", "deck_problems", "op_counts", "ALL_OPS", "OPS"]

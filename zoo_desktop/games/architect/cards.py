"""Zoo Architect content: cards (ZA-DAT-*, ZA-DECK-*), map and buildings, read from data/*.json
and validated against the closed vocabularies of the spec. Any error names the file and entry.

`python -m zoo_desktop.games.architect.effects --coverage` (`coverage_report`, given the ops the
effects implement: the check lives with them, so this module imports no rules) prints every effect op and
interaction icon with its card count and every card's modelled value vs its printed cost
(data/VALUE_MODEL.md), and exits non-zero if the data uses an op the engine does not
implement, a ZA-DECK minimum is missed or a card is priced outside the model's tolerance."""
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
    art: str = ""               # the picture (assets/manifest.json "animals" key)
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
    require(isinstance(a.get("art"), str) and a["art"], where, "an animal needs its picture `art`")
    inter = a.get("interaction")
    if inter is not None:
        require(isinstance(inter, dict) and inter.get("type") in INTERACTIONS and inter.get("strength") in (1, 2), where,
                "interaction needs type venom|hypnosis|pilfering|constriction and strength 1|2")
    reqs = tuple(check_requirement(r, f"{where} requires[{i}]") for i, r in enumerate(a["requires"]))
    effs = tuple(check_effect(e, f"{where} effects[{i}]") for i, e in enumerate(a["effects"]))
    return Card(a["id"], "animal", a["name"], effs, cost=a["cost"], size=a["size"], water=a["water"], rock=a["rock"],
                special=dict(a["special"]), categories=tuple(a["categories"]), continents=tuple(a["continents"]),
                requires=reqs, appeal=a["appeal"], cp=a["cp"], reputation=a["reputation"],
                interaction=dict(inter) if inter else None, tier=a["tier"], art=a["art"])


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


MAX_SPECIES_PER_PICTURE = 2


def animal_pictures() -> set[str]:
    """The animal pictures listed in assets/manifest.json (no pygame: just the JSON)."""
    import json
    from zoo_desktop.paths import assets_dir
    return set(json.loads((assets_dir() / "manifest.json").read_text(encoding="utf-8"))["animals"])


def check_art(cards: dict, where: str) -> None:
    """Every animal's `art` is a picture of the manifest, and no picture serves more than 2 species."""
    known = animal_pictures()
    uses: dict[str, list[str]] = {}
    for c in cards.values():
        if c.type == "animal":
            require(c.art in known, f"{where} ({c.id})", f"picture {c.art!r} is not in assets/manifest.json")
            uses.setdefault(c.art, []).append(c.id)
    for art, ids in uses.items():
        require(len(ids) <= MAX_SPECIES_PER_PICTURE, where, f"picture {art!r} serves {len(ids)} animals {ids} (max 2)")


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
    check_art(cards, where)
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


MAP_KEYS = {"id", "name", "columns", "rows", "layout", "legend", "cells", "bonuses", "full_map_appeal", "ability"}
# the ops a map's ability may use (each is read where a card's passive or income effect is:
# passives.py), and the fewest buildable cells a map may have (riverside has 52)
MAP_ABILITY_OPS = ("ON_BUILD", "ON_ANIMAL", "ON_SPONSOR", "ON_PROJECT", "BUILD_DISCOUNT", "INCOME", "INCOME_PER")
MAP_MIN_BUILDABLE = 44
DEFAULT_MAP = "riverside"


def parse_map(data: dict, where: str = "architect/data/maps/riverside.json") -> dict:
    """One map file (ZA-MAP-1/2/6): a rows x columns grid of tokens, its yellow bonuses and
    its ability (a list of passive or income effects, MAP_ABILITY_OPS; none for riverside)."""
    fields(data, where, {"id": str, "columns": int, "rows": int, "cells": list, "bonuses": dict, "full_map_appeal": int})
    extra = set(data) - MAP_KEYS
    require(not extra, where, f"unknown fields {sorted(extra)}")
    cols, rows = data["columns"], data["rows"]
    require(isinstance(data["cells"], list) and len(data["cells"]) == rows
            and all(isinstance(r, list) and len(r) == cols for r in data["cells"]), f"{where} cells", "cells must be rows x columns")
    for k, effs in data["bonuses"].items():
        require(k in "123456" and len(k) == 1, f"{where} bonuses.{k}", "bonus keys are 1..6")
        require(isinstance(effs, list) and effs, f"{where} bonuses.{k}", "a bonus is a non-empty list of effects")
    terrain, bonus = {}, {}
    for r, row in enumerate(data["cells"]):
        for c, tok in enumerate(row):
            w = f"{where} cell ({c},{r})"
            require(isinstance(tok, str) and tok, w, f"bad token {tok!r}")
            kind = {"W": "water", "R": "rock", "u": "restricted"}.get(tok[0], "land")
            if tok[-1].isdigit():
                require(tok[-1] in data["bonuses"], w, f"unknown yellow bonus {tok[-1]}")
                bonus[(c, r)] = tok[-1]
                require(len(tok) == 1 or tok == "u" + tok[-1], w, f"bad token {tok!r}")
            else:
                require(tok in (".", "W", "R", "u"), w, f"bad token {tok!r}")
            terrain[(c, r)] = kind
    n_build = sum(1 for v in terrain.values() if v in ("land", "restricted"))
    require(n_build >= MAP_MIN_BUILDABLE, f"{where} cells", f"only {n_build} buildable cells (at least {MAP_MIN_BUILDABLE})")
    bonuses = {}
    for k, effs in data["bonuses"].items():
        bonuses[k] = tuple(check_effect(e, f"{where} bonuses.{k}[{i}]", NOW_AFTER) for i, e in enumerate(effs))
    ability = data.get("ability", [])
    require(isinstance(ability, list), f"{where} ability", "ability must be a list of effects")
    checked = []
    for i, e in enumerate(ability):
        w = f"{where} ability[{i}]"
        require(isinstance(e, dict) and e.get("op") in MAP_ABILITY_OPS, w,
                f"unknown ability op {e.get('op') if isinstance(e, dict) else e!r} (allowed {MAP_ABILITY_OPS})")
        checked.append(check_effect(e, w, ("passive", "income")))
    return {"id": data["id"], "cols": cols, "rows": rows, "terrain": terrain, "yellow": bonus, "bonuses": bonuses,
            "full_map_appeal": data["full_map_appeal"], "ability": tuple(checked)}


def load_maps(package: str = PKG, folder: str = "data/maps") -> dict[str, dict]:
    """Every map file of `folder` (<id>.json, id == file name), the default map first; all on
    the grid of the default map."""
    from importlib import resources
    names = sorted(f.name for f in resources.files(package).joinpath(folder).iterdir() if f.name.endswith(".json"))
    require(f"{DEFAULT_MAP}.json" in names, f"{package}/{folder}", f"the default map {DEFAULT_MAP}.json is missing")
    names.remove(f"{DEFAULT_MAP}.json")
    out: dict[str, dict] = {}
    for name in [f"{DEFAULT_MAP}.json"] + names:
        where = f"architect/{folder}/{name}"
        m = parse_map(load_json(package, f"{folder}/{name}"), where)
        require(m["id"] == name[:-5], f"{where} id", f"id {m['id']!r} must be the file name")
        first = out.get(DEFAULT_MAP, m)
        require((m["cols"], m["rows"]) == (first["cols"], first["rows"]), f"{where} columns",
                "every map has the grid of the default map")
        out[m["id"]] = m
    return out


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


# ZA-DECK-1..5 minimums at this set's scale: the spec's figures (written for 96 animals, 32 sponsors, 20
# projects) scaled to 128 / 64 / 32. Primates, bears and reptiles stay at the spec's figure: the picture
# set has 7 primate, 4 bear and 6 reptile pictures and a picture serves at most 2 species (README).
DECK_MIN = {
    "animals": 128, "sponsors": 64, "projects": 32,
    "category": dict(predator=18, herbivore=24, bird=18, reptile=12, primate=14, bear=6, sea=13, pet=10),
    "continent": 18, "two_continents": 8, "size": {1: 18, 2: 26, 3: 26, 4: 18, 5: 13},
    "water": 21, "water2": 5, "rock": 21, "rock2": 5, "reptile_house": 8, "aviary": 10,
    "req_icon": 13, "req_partner": 8, "req_science": 8, "req_reputation": 8, "tier2_animals": 10,
    "interaction": dict(venom=4, hypnosis=3, pilfering=4, constriction=4),
    "cp": 33, "reputation": 16, "after": 8, "animal_ability_share": 0.85,
    "sponsor_level": 6, "tier2_sponsors": 12, "unique": 6, "sponsor_when": 16, "sponsor_science": 8,
    "release": 8, "release_categories": 3, "other_counters": 8, "on_play": 4, "op": 2,
}


def has_ability(c: Card) -> bool:
    return bool(c.effects) or bool(c.interaction)


def deck_problems(cs: CardSet) -> list[str]:
    """Every ZA-DECK-1..5 minimum (DECK_MIN) the card set misses (empty list = all met)."""
    M = DECK_MIN
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
    need("animals", len(animals), M["animals"])
    need("sponsors", len(sponsors), M["sponsors"])
    need("projects", len(projects), M["projects"])
    if len(base) != 8:
        P.append(f"base projects: {len(base)} != 8")
    if len(cs.finals) != 12:
        P.append(f"final scoring cards: {len(cs.finals)} != 12")
    # ZA-DECK-2
    cat = Counter(c.categories[0] for c in animals)
    for k, n in M["category"].items():
        need(f"category {k}", cat[k], n)
    cont = Counter(x for c in animals for x in set(c.continents))
    for k in CONTINENTS:
        need(f"continent {k}", cont[k], M["continent"])
    need("two continent icons", sum(1 for c in animals if len(c.continents) == 2), M["two_continents"])
    size = Counter(c.size for c in animals)
    for k, n in M["size"].items():
        need(f"size {k}", size[k], n)
    need("water", sum(1 for c in animals if c.water), M["water"])
    need("water 2", sum(1 for c in animals if c.water == 2), M["water2"])
    need("rock", sum(1 for c in animals if c.rock), M["rock"])
    need("rock 2", sum(1 for c in animals if c.rock == 2), M["rock2"])
    need("reptile house", sum(1 for c in animals if "reptile_house" in c.special), M["reptile_house"])
    need("aviary", sum(1 for c in animals if "large_bird_aviary" in c.special), M["aviary"])
    if any(("petting_zoo" in c.special) != (c.size is None) for c in animals):
        P.append("petting zoo must be exactly the pets")
    rk = Counter()
    for c in animals:
        for r in c.requires:
            rk["science" if r["kind"] == "icon" and r["icon"] == "science" else r["kind"]] += 1
    need("icon requirements", rk["icon"], M["req_icon"])
    need("partner requirements", rk["partner"], M["req_partner"])
    for k in CONTINENTS:
        need(f"partner {k}", sum(1 for c in animals for r in c.requires if r["kind"] == "partner" and r["continent"] == k), 1)
    need("science requirements", rk["science"], M["req_science"])
    need("reputation requirements", rk["reputation"], M["req_reputation"])
    need("tier 2 animals", sum(1 for c in animals if c.tier == 2), M["tier2_animals"])
    it = Counter(c.interaction["type"] for c in animals if c.interaction)
    for k, n in M["interaction"].items():
        need(f"interaction {k}", it[k], n)
        for s in (1, 2):
            need(f"{k} {s}", sum(1 for c in animals if c.interaction and c.interaction["type"] == k
                                 and c.interaction["strength"] == s), 1)
    need("cp > 0", sum(1 for c in animals if c.cp > 0), M["cp"])
    need("reputation > 0", sum(1 for c in animals if c.reputation > 0), M["reputation"])
    need("after effects", sum(1 for c in animals if any(e["when"] == "after" for e in c.effects)), M["after"])
    with_ability = sum(1 for c in animals if has_ability(c))
    if animals and with_ability < M["animal_ability_share"] * len(animals):
        P.append(f"animals with an ability: {with_ability}/{len(animals)} < {M['animal_ability_share']:.0%}")
    # ZA-DECK-3
    lvl = Counter(c.level for c in sponsors)
    for k in range(1, 7):
        need(f"sponsor level {k}", lvl[k], M["sponsor_level"])
    need("tier 2 sponsors", sum(1 for c in sponsors if c.tier == 2), M["tier2_sponsors"])
    need("UNIQUE sponsors", sum(1 for c in sponsors if any(e["op"] == "UNIQUE" for e in c.effects)), M["unique"])
    for w in ("income", "end", "passive"):
        need(f"sponsors with {w}", sum(1 for c in sponsors if any(e["when"] == w for e in c.effects)), M["sponsor_when"])
    need("sponsors with an ability", sum(1 for c in sponsors if c.effects), len(sponsors))
    icons = Counter(i for c in sponsors for i in c.icons)
    for k in ICONS:
        need(f"sponsor icon {k}", icons[k], M["sponsor_science"] if k == "science" else 1)
    # ZA-DECK-4
    want = {f"icon:{k}" for k in ("predator", "herbivore", "bird", "reptile", "primate", "sea")} | {
        "distinct_categories", "distinct_continents"}
    have = {c.requirement["counter"] for c in base}
    if have != want:
        P.append(f"base projects must be {sorted(want)}")
    rel = [c for c in projects if c.requirement["kind"] == "release"]
    need("release projects", len(rel), M["release"])
    for k in CONTINENTS:
        need(f"release {k}", sum(1 for c in rel if c.requirement["icon"] == k), 1)
        need(f"icon project {k}", sum(1 for c in projects if c.requirement.get("counter") == f"icon:{k}"), 1)
    need("release categories", sum(1 for c in rel if c.requirement["icon"] in CATEGORIES), M["release_categories"])
    need("projects on other counters", sum(1 for c in projects if c.requirement["kind"] == "counter"
                                           and not c.requirement["counter"].startswith("icon:")), M["other_counters"])
    need("projects with on_play", sum(1 for c in projects if c.on_play), M["on_play"])
    # ZA-DECK-5
    oc = op_counts(cs)
    for op in ALL_OPS:
        need(f"op {op}", oc[op], M["op"])
    cu = counter_uses(cs)
    for k in PLAIN_COUNTERS:
        need(f"counter {k}", cu[k], 1)
    need("icon counters", sum(1 for k in cu if k.startswith("icon:")), 1)
    if len({cs[f].counter for f in cs.finals}) != 12:
        P.append("final scoring cards must use 12 different counters")
    return P


# ----------------------------------------------------------------------------- value model (data/VALUE_MODEL.md)
# Worth of one unit in final-score points per stage of the game (rounds 1-8 / 9-17 / 18+).
STAGE_POINTS = {
    "early": {"money": 0.5, "appeal": 1.6, "cp": 2.4, "reputation": 1.2, "x": 1.5, "card": 1.2, "action": 4.0},
    "mid": {"money": 0.4, "appeal": 1.3, "cp": 2.4, "reputation": 0.8, "x": 1.2, "card": 1.0, "action": 4.0},
    "late": {"money": 0.2, "appeal": 1.0, "cp": 2.6, "reputation": 0.3, "x": 0.8, "card": 0.4, "action": 4.0},
}
# Cards are priced in early "appeal equivalents" (AE): points / points of 1 early appeal.
AE = {k: v / STAGE_POINTS["early"]["appeal"] for k, v in STAGE_POINTS["early"].items()}
END_AE = {"cp": STAGE_POINTS["late"]["cp"] / STAGE_POINTS["early"]["appeal"],
          "appeal": STAGE_POINTS["late"]["appeal"] / STAGE_POINTS["early"]["appeal"]}
MONEY_PER_AE = 1 / AE["money"]            # 3.2 money buy one early appeal equivalent
BREAKS_AHEAD = 3                          # breaks an income card pays on average (4-6 per game)
# how often a trigger fires / what a counter reaches on average over the rest of the game
TRIGGERS = {"any": 5, "size": 3, "icon": 2.5, "sponsor": 3, "project": 2.5}
BUILD_TRIGGERS = {"enclosure": 4, "kiosk": 3, "pavilion": 2, "unique": 1}
COUNTER_TYPICAL = {"distinct_categories": 4, "distinct_continents": 4, "reputation": 7, "covered_cells": 25,
                   "std_enclosures": 5, "occupied_std": 4, "empty_std": 1.5, "animals": 7, "sponsors": 4,
                   "kiosks": 2, "pavilions": 1.5, "special_enclosures": 1.5, "special_spaces_used": 3,
                   "unique_buildings": 1, "water_enclosures": 2.5, "rock_enclosures": 2, "partner_zoos": 1.5,
                   "universities": 1.2, "projects_supported": 2.5, "upgraded_actions": 2.5, "workers": 2.5,
                   "small_animals": 4, "large_animals": 2}
ICON_TYPICAL = {"science": 2, "bear": 2}  # other icons: 2.5 (a focused zoo holds 4-6 of its best icon)
INTERACTION_AE = {("venom", 1): 1.0, ("venom", 2): 1.6, ("hypnosis", 1): 1.5, ("hypnosis", 2): 2.0,
                  ("pilfering", 1): 1.3, ("pilfering", 2): 2.2, ("constriction", 1): 1.0, ("constriction", 2): 1.6}
SIZE_MONEY = 2.0                          # an enclosure costs 2 money per cell: the animal is that much cheaper
# Animals are priced at 1.9 money per AE, below the 3.2 exchange rate of MONEY_PER_AE: playing one also
# takes about two actions (a home and the play, and a card draw now and then), which the money does not
# buy (measured: at 3 money per AE and appeal size + 2, 2-player bot games ran 56 turns a player).
ANIMAL_MONEY_PER_AE = 1.9
# The spec's example animals (ZA-DAT table, priced at 3 money per AE) keep their printed figures; the
# animal model does not judge them.
SPEC_EXAMPLES = frozenset(f"A{i:03d}" for i in range(1, 11))
SPONSOR_BASE_AE, SPONSOR_AE_PER_LEVEL = 0.9, 0.6
VALUE_TOLERANCE = {"animal": 3.0, "sponsor": 1.5, "project": 1.0}   # money / levels / CP


# a project's top level: a release project's CP, and a counter project's CP at 1.6 x the typical
# count. 7, two more than the published game's 5: measured, each CP more brings the crossing about
# two turns a player earlier (bench/architect_balance.py; VALUE_MODEL.md)
PROJECT_TOP_CP = 7.0


def typical(counter: str) -> float:
    if counter.startswith("icon:"):
        return ICON_TYPICAL.get(counter[5:], 2.5)
    return COUNTER_TYPICAL.get(counter, 2)


def effect_ae(e: dict) -> float:
    """The modelled worth of one effect in early appeal equivalents (AE)."""
    op = e["op"]
    r = AE.get(e.get("res", ""), 0)
    if op == "GAIN":
        return e["n"] * r
    if op in ("GAIN_PER", "INCOME_PER", "END_PER"):
        got = min(e["max"], e["n"] * typical(e["counter"]) / e["per"])
        if op == "END_PER":
            return got * END_AE[e["res"]]
        return got * r * (BREAKS_AHEAD if op == "INCOME_PER" else 1)
    if op == "DRAW":
        return e["n"] * AE["card"] * {"deck": 1.0, "range": 1.2, "any": 1.4}[e["from"]]
    if op == "DISCARD":
        return -0.3 * e["n"]
    if op == "BREAK_STEP":
        return e["n"] * (e["money"] * AE["money"] + 0.3)
    if op == "UPGRADE":
        return 3.0
    if op == "WORKER":
        return 2.0
    if op == "SLOT":
        return 1.5 if e["to"] == 5 else 0.5
    if op == "FREE_BUILD":
        return 0.5 + 2 * e["max_size"] * AE["money"] * (1.2 if len(e["kinds"]) > 1 else 1.0)
    if op == "UNIQUE":
        return {"UB1": 1.5, "UB2": 2.0, "UB3": 2.5}[e["shape"]]
    if op == "BONUS_ACTION":
        return 0.6 * e["strength"]
    if op in ("TAKE_PARTNER", "TAKE_UNIVERSITY"):
        return 2.0
    if op == "CLEAR_MARKERS":
        return 0.5
    if op == "RECALL_WORKER":
        return 0.8 * e["n"]
    if op == "DONATE_FREE":
        return AE["cp"] + 0.3
    if op == "ON_ANIMAL":
        (k, _), = e["filter"].items()
        return 0.7 * TRIGGERS["any" if k == "any" else "icon" if k == "icon" else "size"] * e["n"] * r
    if op == "ON_SPONSOR":
        return 0.7 * TRIGGERS["sponsor"] * e["n"] * r
    if op == "ON_PROJECT":
        return 0.7 * TRIGGERS["project"] * e["n"] * r
    if op == "ON_BUILD":
        k = e["kind"]
        return 0.7 * BUILD_TRIGGERS.get(k if k in BUILD_TRIGGERS else "unique", 1.5) * e["n"] * r
    if op == "DISCOUNT":
        (k, _), = e["filter"].items()
        return 0.7 * TRIGGERS["any" if k == "any" else "icon" if k == "icon" else "size"] * e["n"] * AE["money"]
    if op == "SIZE_MINUS":
        (k, _), = e["filter"].items()
        return 0.5 * TRIGGERS["any" if k == "any" else "icon" if k == "icon" else "size"] * e["n"] * 2 * AE["money"]
    if op == "TERRAIN":
        return 0.8 * e["n"]
    if op == "HAND_LIMIT":
        return 0.6 * e["n"]
    if op == "RANGE":
        return 0.4 * e["n"]
    if op == "BUILD_DISCOUNT":
        return 5 * e["n"] * AE["money"]
    if op == "INCOME":
        return BREAKS_AHEAD * e["n"] * r
    if op == "END_TIERS":
        t = typical(e["counter"])
        met = [cp for need, cp in e["tiers"] if need <= t * 1.3]
        return (max(met) if met else e["tiers"][0][1] * 0.5) * END_AE["cp"]
    raise KeyError(op)


def requirement_ae(r: dict) -> float:
    """How much a requirement lowers a card's worth (AE)."""
    k = r["kind"]
    if k == "icon":
        return (0.7 if r["icon"] == "science" else 0.4) * r["n"] + 0.1
    if k == "partner":
        return 0.8
    if k == "reputation":
        return 0.15 * r["n"]
    if k == "upgraded":
        return 1.0
    return 0.5 + 0.1 * r.get("n", 1)


def ability_ae(c: Card) -> float:
    v = sum(effect_ae(e) for e in c.effects)
    if c.interaction:
        v += INTERACTION_AE[(c.interaction["type"], c.interaction["strength"])]
    return v


def card_value(c: Card) -> dict:
    """Modelled worth of a card vs what it asks (data/VALUE_MODEL.md). Animals: `model` is the fair money
    cost; sponsors: the fair level; projects: the fair CP of the top level. `actual` is the printed figure."""
    if c.type == "animal":
        gives = c.appeal + c.cp * AE["cp"] + c.reputation * AE["reputation"] + ability_ae(c)
        burden = sum(requirement_ae(r) for r in c.requires) + (1.0 if c.tier == 2 else 0) \
            + 0.35 * (c.water + c.rock)
        ae = gives - burden
        size_money = SIZE_MONEY * (c.size or 0.4)
        model = max(2.0, min(30.0, ANIMAL_MONEY_PER_AE * ae - size_money))
        return {"ae": round(ae, 2), "model": round(model, 1), "actual": c.cost}
    if c.type == "sponsor":
        ae = sum(effect_ae(e) for e in c.effects) + 0.4 * len(c.icons) \
            - sum(requirement_ae(r) for r in c.requires) - (0.5 if c.tier == 2 else 0)
        # the Sponsors action at strength L could instead take the break alternative (L money and L break
        # steps, about 0.6 AE per level); the card itself and the action are worth about 0.9 AE
        model = max(1.0, min(6.0, (ae - SPONSOR_BASE_AE) / SPONSOR_AE_PER_LEVEL))
        return {"ae": round(ae, 2), "model": round(model, 1), "actual": c.level}
    if c.type == "project":
        top = c.levels[0]
        if c.requirement["kind"] == "release":
            model = PROJECT_TOP_CP
        else:
            model = max(PROJECT_TOP_CP - 3, min(PROJECT_TOP_CP + 1, PROJECT_TOP_CP * top["need"] / (1.6 * typical(c.requirement["counter"]))))
        on_play = sum(effect_ae(e) for e in c.on_play) / AE["cp"]
        return {"ae": round(top["cp"] * AE["cp"], 2), "model": round(model - on_play, 1),
                "actual": top["cp"] + top.get("rep", 0) * 0.5}
    return {"ae": 0.0, "model": 0.0, "actual": 0}


def value_problems(cs: CardSet, tolerance: dict | None = None) -> list[str]:
    """Every animal, sponsor and deck project whose printed cost / level / top CP is further from the
    value model than the tolerance (VALUE_TOLERANCE: 3 money, 1.5 levels, 1 CP)."""
    tol = tolerance or VALUE_TOLERANCE
    out = []
    for c in cs.cards.values():
        if c.type not in tol or (c.type == "project" and c.base) or c.id in SPEC_EXAMPLES:
            continue
        v = card_value(c)
        if abs(v["actual"] - v["model"]) > tol[c.type]:
            out.append(f"{c.id} {c.name}: printed {v['actual']} vs modelled {v['model']} (tolerance {tol[c.type]})")
    return out


# ----------------------------------------------------------------------------- load
def load_all() -> tuple[CardSet, dict, dict, dict]:
    cs = parse_cards(load_json(PKG, "data/cards.json"))
    blds = parse_buildings(load_json(PKG, "data/buildings.json"))
    mp = load_maps()
    tb = parse_tables(load_json(PKG, "data/tables.json"))
    return cs, blds, mp, tb


CARDS, BUILDINGS, MAPS, TABLES = load_all()
MAP = MAPS[DEFAULT_MAP]     # the default map's data (riverside); a seat's map is hexmap.get_map(id)


def coverage_report(implemented) -> tuple[str, int]:
    """Every op and icon by card count, the value model and the ZA-DECK minimums, against the
    ops `implemented` (op -> function: effects.IMPLEMENTED; `python -m
    zoo_desktop.games.architect.effects --coverage` prints it)."""
    IMPLEMENTED = implemented
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
    lines.append("")
    lines.append("card values (data/VALUE_MODEL.md): animals money cost, sponsors level, projects top CP")
    lines.append("id    name                              printed  model   diff  AE")
    for c in CARDS.cards.values():
        if c.type not in VALUE_TOLERANCE or c.base:
            continue
        v = card_value(c)
        diff = v["actual"] - v["model"]
        flag = "  OUTSIDE" if abs(diff) > VALUE_TOLERANCE[c.type] else ""
        lines.append(f"{c.id:<5} {c.name[:32]:<32} {v['actual']:>8} {v['model']:>6} {diff:>+6.1f} {v['ae']:>5.1f}{flag}")
    animals = [c for c in CARDS.cards.values() if c.type == "animal"]
    lines.append(f"animals with an ability: {sum(1 for c in animals if has_ability(c))}/{len(animals)}; "
                 f"distinct pictures: {len({c.art for c in animals})}")
    vprobs = value_problems(CARDS)
    lines.append("value model: " + ("every card within tolerance" if not vprobs else "; ".join(vprobs)))
    probs = deck_problems(CARDS)
    lines.append("")
    lines.append("ZA-DECK minimums: " + ("all met" if not probs else "; ".join(probs)))
    if missing or used_unknown:
        lines.append("MISSING IMPLEMENTATIONS: " + ", ".join(missing + used_unknown))
    return "\n".join(lines), (1 if (missing or used_unknown or probs or vprobs) else 0)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--coverage" in argv:
        print("the coverage report needs the effects: python -m zoo_desktop.games.architect.effects --coverage")
        return 2
    print(f"{len(CARDS.deck)} zoo cards, {len(CARDS.base_projects)} base projects, {len(CARDS.finals)} final cards")
    return 0


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["CARDS", "BUILDINGS", "DEFAULT_MAP", "MAP", "MAPS", "MAP_ABILITY_OPS", "TABLES", "load_maps", "Card", "CardSet", "DataError", "parse_cards", "parse_map",
           "parse_buildings", "parse_tables", "deck_problems", "op_counts", "ALL_OPS", "OPS", "card_value",
           "value_problems", "DECK_MIN", "STAGE_POINTS"]

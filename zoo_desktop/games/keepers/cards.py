"""Species Keepers content: species (SK-COMP-01..04), keepers (SK-COMP-05) and secret
objectives (SK-COMP-08), read from data/*.json and validated. Any malformed entry raises
`DataError` naming the file and the entry (e.g. "keepers/species.json species[6] (SP07): ...").

Objectives of keepers and the conditions of secret objectives share one small grammar:
``{"any": true}`` | ``{"field": F, "value": V}`` | ``{"any_of": [cond, ...]}`` (OR) |
``{"all": [cond, ...]}`` (AND), with F one of class, diet, status, habitat, continent
(SK-SAVE-06, SK-COMP-04). Each is compiled once, at load, to the frozen set of species ids
that meet it, so matching in the engine is a set look-up."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from zoo_desktop.engine.data import DataError, fields, load_json, require

PKG = "zoo_desktop.games.keepers"
FIELDS = ("class", "diet", "status", "habitat", "continent")
COLOURS = ("G", "R", "W")


@dataclass(frozen=True, slots=True)
class Species:
    id: str
    name: str
    cls: str                      # MAM BIR REP AMP
    diet: str                     # H C O
    status: str                   # LC NT VU EN CR
    habitats: tuple[str, ...]
    continents: tuple[str, ...]
    cost: tuple[int, int, int]    # G, R, W
    vp: int
    art: str

    def has(self, field: str, value: str) -> bool:
        """SK-COMP-04: a species has a habitat or continent if its list holds the code."""
        if field == "class":
            return self.cls == value
        if field == "diet":
            return self.diet == value
        if field == "status":
            return self.status == value
        if field == "habitat":
            return value in self.habitats
        return value in self.continents


@dataclass(frozen=True, slots=True)
class Keeper:
    id: str
    name: str
    level: int
    objective: dict            # the grammar above, as in the file (for the UI's text)
    accepts: frozenset         # species ids meeting the objective (SK-SAVE-06)


@dataclass(frozen=True, slots=True)
class Band:
    band: str
    lo: int
    hi: int | None
    bonus: int


@dataclass(frozen=True, slots=True)
class Objective:
    id: str                    # card id "OB1-a"
    design: str                # "OB1"
    name: str
    conditions: dict           # band letter -> condition (grammar above)
    accepts: dict              # band letter -> frozenset of species ids


@dataclass(frozen=True)
class Content:
    species: dict[str, Species]
    keepers: dict[str, Keeper]
    objectives: dict[str, Objective]
    bands: tuple[Band, ...]
    statuses: tuple[str, ...]      # LC .. CR, least to most threatened
    habitats: tuple[str, ...]
    continents: tuple[str, ...]

    def band_for(self, total: int) -> Band | None:
        """SK-SCORE-04: the band whose range holds the keepers' level total T."""
        for b in self.bands:
            if total >= b.lo and (b.hi is None or total <= b.hi):
                return b
        return None


# ----------------------------------------------------------------------------- parsing
def _condition(cond: Any, where: str, content: dict[str, tuple[str, ...]], depth: int = 0) -> None:
    require(isinstance(cond, dict), where, "objective/condition should be an object")
    require(depth < 3, where, "condition nested too deep")
    if "any" in cond:
        require(cond["any"] is True and len(cond) == 1, where, "'any' must be exactly {\"any\": true}")
        return
    if "any_of" in cond or "all" in cond:
        key = "any_of" if "any_of" in cond else "all"
        parts = cond[key]
        require(len(cond) == 1, where, f"'{key}' takes no other keys")
        require(isinstance(parts, list) and len(parts) >= 2, where, f"'{key}' needs a list of 2+ conditions")
        for p in parts:
            _condition(p, where, content, depth + 1)
        return
    require(set(cond) == {"field", "value"}, where, f"unknown condition {cond!r}")
    require(cond["field"] in FIELDS, where, f"field must be one of {FIELDS}, not {cond['field']!r}")
    require(cond["value"] in content[cond["field"]], where,
            f"unknown {cond['field']} value {cond['value']!r}")


def _matches(cond: dict, sp: Species) -> bool:
    if "any" in cond:
        return True
    if "any_of" in cond:
        return any(_matches(c, sp) for c in cond["any_of"])
    if "all" in cond:
        return all(_matches(c, sp) for c in cond["all"])
    return sp.has(cond["field"], cond["value"])


def accepts(cond: dict, species: dict[str, Species]) -> frozenset:
    return frozenset(s.id for s in species.values() if _matches(cond, s))


def parse_species(data: Any, where: str = "keepers/species.json"):
    """Returns (species by id, codes by field, status order)."""
    fields(data, where, {"classes": dict, "diets": dict, "statuses": dict, "habitats": list,
                         "continents": list, "diet_food": dict, "species": list})
    statuses = data["statuses"]
    for code, st in statuses.items():
        fields(st, f"{where} statuses.{code}", {"white": int, "vp": int})
    codes = {"class": tuple(data["classes"]), "diet": tuple(data["diets"]), "status": tuple(statuses),
             "habitat": tuple(data["habitats"]), "continent": tuple(data["continents"])}
    for d in codes["diet"]:
        require(d in data["diet_food"], f"{where} diet_food", f"no food colours for diet {d}")
    out: dict[str, Species] = {}
    for i, s in enumerate(data["species"]):
        w = f"{where} species[{i}] ({s.get('id', '?') if isinstance(s, dict) else '?'})"
        fields(s, w, {"id": str, "name": str, "class": str, "diet": str, "status": str, "habitats": list,
                      "continents": list, "cost": dict, "vp": int, "art": str})
        require(s["id"] not in out, w, f"duplicate id {s['id']}")
        require(bool(s["name"]), w, "empty name")
        require(s["class"] in codes["class"], w, f"unknown class {s['class']!r}")
        require(s["diet"] in codes["diet"], w, f"unknown diet {s['diet']!r}")
        require(s["status"] in codes["status"], w, f"unknown status {s['status']!r}")
        require(1 <= len(s["habitats"]) <= 3, w, "needs 1-3 habitats")
        require(len(set(s["habitats"])) == len(s["habitats"]), w, "repeated habitat")
        for h in s["habitats"]:
            require(h in codes["habitat"], w, f"unknown habitat {h!r}")
        require(1 <= len(s["continents"]) <= 4, w, "needs 1-4 continents")
        require(len(set(s["continents"])) == len(s["continents"]), w, "repeated continent")
        for c in s["continents"]:
            require(c in codes["continent"], w, f"unknown continent {c!r}")
        cost = s["cost"]
        require(set(cost) == set(COLOURS) and all(isinstance(cost[c], int) and cost[c] >= 0 for c in COLOURS),
                w, "cost needs non-negative G, R and W")
        st = statuses[s["status"]]
        # SK-COMP-02: white cost and VP by status; food by diet (H pay G, C pay R, O both)
        require(cost["W"] == st["white"], w, f"white cost {cost['W']} but status {s['status']} costs {st['white']}")
        require(s["vp"] == st["vp"], w, f"vp {s['vp']} but status {s['status']} is worth {st['vp']}")
        food = data["diet_food"][s["diet"]]
        for c in ("G", "R"):
            if c in food:
                require(cost[c] > 0, w, f"diet {s['diet']} must cost some {c}")
            else:
                require(cost[c] == 0, w, f"diet {s['diet']} pays no {c}")
        out[s["id"]] = Species(s["id"], s["name"], s["class"], s["diet"], s["status"], tuple(s["habitats"]),
                               tuple(s["continents"]), (cost["G"], cost["R"], cost["W"]), s["vp"], s["art"])
    comp = data.get("composition")
    if comp is not None:
        attr = {"class": "cls", "diet": "diet", "status": "status"}
        for key, want in comp.items():
            require(key in attr, f"{where} composition", f"unknown key {key!r}")
            got = Counter(getattr(s, attr[key]) for s in out.values())
            require(dict(got) == want, f"{where} composition.{key}", f"deck has {dict(got)}, expected {want}")
    return out, codes, tuple(statuses)


def parse_keepers(data: Any, species: dict[str, Species], codes, where: str = "keepers/keepers.json"):
    fields(data, where, {"levels": dict, "keepers": list})
    out: dict[str, Keeper] = {}
    for i, k in enumerate(data["keepers"]):
        w = f"{where} keepers[{i}] ({k.get('id', '?') if isinstance(k, dict) else '?'})"
        fields(k, w, {"id": str, "name": str, "level": int, "objective": dict})
        require(k["id"] not in out, w, f"duplicate id {k['id']}")
        require(1 <= k["level"] <= 9, w, "level must be 1-9")
        _condition(k["objective"], w, codes)
        acc = accepts(k["objective"], species)
        require(len(acc) > 0, w, "no species meets this objective")
        if "matches" in k:
            require(len(acc) == k["matches"], w, f"objective meets {len(acc)} species, 'matches' says {k['matches']}")
        out[k["id"]] = Keeper(k["id"], k["name"], k["level"], k["objective"], acc)
    got = Counter(str(k.level) for k in out.values())
    require(dict(got) == data["levels"], f"{where} levels", f"cards per level {dict(got)}, expected {data['levels']}")
    require(got.get("1", 0) >= 4, f"{where} levels", "need a level-1 keeper for each of 4 players (SK-SETUP-03)")
    return out


def parse_objectives(data: Any, species: dict[str, Species], codes, where: str = "keepers/objectives.json"):
    fields(data, where, {"copies": list, "bands": list, "designs": list})
    bands: list[Band] = []
    for i, b in enumerate(data["bands"]):
        w = f"{where} bands[{i}]"
        fields(b, w, {"band": str, "min": int, "bonus": int})
        require("max" in b and (b["max"] is None or isinstance(b["max"], int)), w, "max must be an int or null")
        if bands:
            prev = bands[-1]
            require(prev.hi is not None and b["min"] == prev.hi + 1, w, "bands must follow each other without gaps")
        require(b["max"] is None or b["max"] >= b["min"], w, "max below min")
        bands.append(Band(b["band"], b["min"], b["max"], b["bonus"]))
    require(bool(bands) and bands[-1].hi is None, f"{where} bands", "the last band must be open (max null)")
    names = [b.band for b in bands]
    out: dict[str, Objective] = {}
    for i, d in enumerate(data["designs"]):
        w = f"{where} designs[{i}] ({d.get('id', '?') if isinstance(d, dict) else '?'})"
        fields(d, w, {"id": str, "name": str, "conditions": dict})
        require(sorted(d["conditions"]) == sorted(names), w, f"needs one condition per band {names}")
        conds, acc = {}, {}
        for band in names:
            c = d["conditions"][band]
            fields(c, f"{w} band {band}", {"condition": dict})
            _condition(c["condition"], f"{w} band {band}", codes)
            a = accepts(c["condition"], species)
            if "matches" in c:
                require(len(a) == c["matches"], f"{w} band {band}",
                        f"condition meets {len(a)} species, 'matches' says {c['matches']}")
            conds[band], acc[band] = c["condition"], a
        for copy in data["copies"]:
            cid = f"{d['id']}-{copy}"
            require(cid not in out, w, f"duplicate objective card {cid}")
            out[cid] = Objective(cid, d["id"], d["name"], conds, acc)
    return out, tuple(bands)


def parse(species_data: Any, keepers_data: Any, objectives_data: Any) -> Content:
    species, codes, statuses = parse_species(species_data)
    keepers = parse_keepers(keepers_data, species, codes)
    objectives, bands = parse_objectives(objectives_data, species, codes)
    return Content(species, keepers, objectives, bands, statuses, codes["habitat"], codes["continent"])


def load() -> Content:
    return parse(load_json(PKG, "data/species.json"), load_json(PKG, "data/keepers.json"),
                 load_json(PKG, "data/objectives.json"))


CONTENT = load()
SPECIES = CONTENT.species
KEEPERS = CONTENT.keepers
OBJECTIVES = CONTENT.objectives

__all__ = ["Species", "Keeper", "Objective", "Band", "Content", "CONTENT", "SPECIES", "KEEPERS",
           "OBJECTIVES", "DataError", "parse", "parse_species", "parse_keepers", "parse_objectives", "load"]

"""Field Research card content (FR-DATA-01..04), read from data/*.json and validated.

Three files: `animals.json` (the continents in canonical order and the 60 species),
`flights.json` (the Sponsored Flight cards) and `quests.json` (the 30 two-sided quests).
`parse_*` raise DataError naming the file and the bad entry."""
from __future__ import annotations

from dataclasses import dataclass

from zoo_desktop.engine.data import DataError, fields, load_json, require

PKG = "zoo_desktop.games.research"
CONTINENTS = ("AF", "AS", "EU", "NA", "SA", "OC", "AN")  # canonical order (spec §0)
ALL = "ALL"
DIETS = ("carnivore", "herbivore", "omnivore")
SIDE_TYPES = ("animal", "continent", "diet")


@dataclass(frozen=True, slots=True)
class Species:
    id: str                      # "AF03"
    name: str                    # English name (the UI uses the catalog key research.card.<id>)
    continents: tuple[str, ...]  # codes in canonical order; () for All World
    diet: str                    # carnivore | herbivore | omnivore
    sad: int                     # 0..3 sad-face icons
    vp: int
    copies: int
    art: str

    @property
    def all_world(self) -> bool:
        return not self.continents

    @property
    def endangered(self) -> bool:
        """FR-COMP-04: at least one sad face."""
        return self.sad > 0

    @property
    def carnivorous(self) -> bool:
        """Counts for 'most carnivorous' and diet(carnivore) quests (FR-SCORE-01 row 5)."""
        return self.diet != "herbivore"

    @property
    def herbivorous(self) -> bool:
        return self.diet != "carnivore"

    def shows(self, continent: str) -> bool:
        return continent in self.continents


@dataclass(frozen=True, slots=True)
class Side:
    type: str     # animal | continent | diet
    target: str   # species id, continent code or diet
    count: int
    vp: int

    def eligible(self, sp: Species) -> bool:
        """FR-SCORE-05: may `sp` serve this side?"""
        if self.type == "animal":
            return sp.id == self.target
        if self.type == "continent":
            return self.target in sp.continents  # All World never (our choice in the spec)
        if self.target == "omnivore":
            return sp.diet == "omnivore"
        return sp.carnivorous if self.target == "carnivore" else sp.herbivorous

    def label(self) -> str:
        if self.type == "animal":
            return f"animal({self.target})"
        return f"{self.type}({self.target}, {self.count})"


@dataclass(frozen=True, slots=True)
class Quest:
    id: str
    A: Side
    B: Side

    def side(self, s: str) -> Side:
        if s == "A":
            return self.A
        if s == "B":
            return self.B
        raise KeyError(s)


@dataclass(frozen=True)
class CardSet:
    species: dict[str, Species]
    flights: tuple[str, ...]
    flight_vp: int
    quests: dict[str, Quest]

    def animal_cards(self) -> list[str]:
        """Physical animal cards `<species>-<copy>` (FR-DATA-01), in table order."""
        return [f"{s.id}-{k}" for s in self.species.values() for k in range(1, s.copies + 1)]

    def deck(self) -> list[str]:
        """FR-SETUP-02: all animal cards and all SF cards (unshuffled)."""
        return self.animal_cards() + list(self.flights)


def species_of(card: str) -> str:
    """'AF03-2' -> 'AF03'; SF cards have no species."""
    return card.split("-", 1)[0]


def is_flight(card: str) -> bool:
    return "-" not in card


def parse_animals(data, where: str = "research/animals.json") -> dict[str, Species]:
    fields(data, where, {"continents": list, "species": list})
    require(tuple(data["continents"]) == CONTINENTS, where, f"continents must be {list(CONTINENTS)} in that order")
    out: dict[str, Species] = {}
    for i, s in enumerate(data["species"]):
        w = f"{where} species[{i}] ({s.get('id', '?') if isinstance(s, dict) else '?'})"
        fields(s, w, {"id": str, "name": str, "continents": list, "diet": str, "sad": int, "vp": int,
                      "copies": int, "art": str})
        require(s["id"] not in out, w, f"duplicate species id {s['id']}")
        require(len(s["id"]) == 4 and "-" not in s["id"] and not s["id"].startswith("SF"), w,
                "id must be 4 characters like 'AF03', without '-' and not starting with SF")
        require(bool(s["name"].strip()), w, "name is empty")
        cont = s["continents"]
        require(len(cont) >= 1, w, "continents is empty")
        if cont == [ALL]:
            conts: tuple[str, ...] = ()
        else:
            require(all(c in CONTINENTS for c in cont), w, f"unknown continent in {cont} (codes {CONTINENTS} or ['ALL'])")
            require(len(set(cont)) == len(cont), w, "a continent is listed twice")
            conts = tuple(c for c in CONTINENTS if c in cont)
        require(s["diet"] in DIETS, w, f"diet must be one of {DIETS}")
        require(0 <= s["sad"] <= 3, w, "sad must be 0..3 (FR-COMP-03)")
        require(s["vp"] >= 0, w, "vp must not be negative")
        require(1 <= s["copies"] <= 9, w, "copies must be 1..9")
        out[s["id"]] = Species(s["id"], s["name"], conts, s["diet"], s["sad"], s["vp"], s["copies"], s["art"])
    require(len(out) > 0, where, "no species")
    return out


def parse_flights(data, where: str = "research/flights.json") -> tuple[tuple[str, ...], int]:
    fields(data, where, {"vp": int, "flights": list})
    seen: list[str] = []
    for i, f in enumerate(data["flights"]):
        w = f"{where} flights[{i}]"
        require(isinstance(f, str) and f.startswith("SF") and "-" not in f, w, f"bad flight id {f!r} (like 'SF01')")
        require(f not in seen, w, f"duplicate flight id {f}")
        seen.append(f)
    require(data["vp"] >= 0, where, "vp must not be negative")
    return tuple(seen), data["vp"]


def _parse_side(d, w: str, species: dict[str, Species]) -> Side:
    fields(d, w, {"type": str, "target": str, "count": int, "vp": int})
    t, tgt, n = d["type"], d["target"], d["count"]
    require(t in SIDE_TYPES, w, f"type must be one of {SIDE_TYPES}")
    if t == "animal":
        require(tgt in species, w, f"unknown species {tgt!r}")
        require(n == 1, w, "an animal side needs count 1")
    elif t == "continent":
        require(tgt in CONTINENTS, w, f"unknown continent {tgt!r}")
    else:
        require(tgt in DIETS, w, f"unknown diet {tgt!r}")
    require(1 <= n <= 16, w, "count must be 1..16")
    require(d["vp"] > 0, w, "vp must be positive")
    return Side(t, tgt, n, d["vp"])


def parse_quests(data, species: dict[str, Species], where: str = "research/quests.json") -> dict[str, Quest]:
    fields(data, where, {"quests": list})
    out: dict[str, Quest] = {}
    for i, q in enumerate(data["quests"]):
        w = f"{where} quests[{i}] ({q.get('id', '?') if isinstance(q, dict) else '?'})"
        fields(q, w, {"id": str, "sideA": dict, "sideB": dict})
        require(q["id"] not in out, w, f"duplicate quest id {q['id']}")
        out[q["id"]] = Quest(q["id"], _parse_side(q["sideA"], w + " sideA", species),
                             _parse_side(q["sideB"], w + " sideB", species))
    require(len(out) >= 2, where, "at least 2 quests are needed")
    return out


def parse(animals, flights, quests) -> CardSet:
    species = parse_animals(animals)
    fl, fvp = parse_flights(flights)
    qs = parse_quests(quests, species)
    return CardSet(species, fl, fvp, qs)


def load() -> CardSet:
    return parse(load_json(PKG, "data/animals.json"), load_json(PKG, "data/flights.json"),
                 load_json(PKG, "data/quests.json"))


CARDSET = load()
SPECIES = CARDSET.species
CARD_SPECIES: dict[str, Species] = {c: SPECIES[species_of(c)] for c in CARDSET.animal_cards()}  # fast lookup
QUESTS = CARDSET.quests
FLIGHTS = CARDSET.flights

__all__ = ["ALL", "CARDSET", "CARD_SPECIES", "CONTINENTS", "CardSet", "DIETS", "DataError", "FLIGHTS", "QUESTS", "Quest",
           "SPECIES", "Side", "Species", "is_flight", "load", "parse", "species_of"]

"""Gorilla card content (GO-CARD-01/02), read from data/cards.json and validated."""
from __future__ import annotations

from dataclasses import dataclass

from zoo_desktop.engine.data import DataError, fields, load_json, require

KINDS = ("plain", "panther", "monkey", "elephant", "gorilla", "joker")


@dataclass(frozen=True, slots=True)
class Card:
    id: str          # "TIG-R", "JOK"
    animal: str      # "TIG", "JOK"
    colour: str      # "R" / "B" / "Y" / "G"; "" for the joker
    kind: str        # one of KINDS
    value: int       # match value (GO-MM-02)
    name: str        # catalog key of the animal
    art: str         # asset id of the picture

    @property
    def is_animal(self) -> bool:
        """Panthers, monkeys and elephants are animal cards; gorillas and the joker are not."""
        return self.kind not in ("gorilla", "joker")


@dataclass(frozen=True)
class Deck:
    cards: dict[str, Card]
    colours: dict[str, dict]
    hand_size: int

    @property
    def ids(self) -> list[str]:
        return list(self.cards)


def parse(data: dict, where: str = "gorilla/cards.json") -> Deck:
    fields(data, where, {"colours": list, "animals": list, "joker": dict, "hand_size": int, "deck_size": int})
    colours = {}
    for i, c in enumerate(data["colours"]):
        fields(c, f"{where} colours[{i}]", {"code": str, "name": str, "rgb": list, "letter": str})
        require(c["code"] not in colours, f"{where} colours[{i}]", f"duplicate colour {c['code']}")
        colours[c["code"]] = c
    cards: dict[str, Card] = {}
    for i, a in enumerate(data["animals"]):
        w = f"{where} animals[{i}] ({a.get('code', '?') if isinstance(a, dict) else '?'})"
        fields(a, w, {"code": str, "name": str, "kind": str, "value": int, "art": str})
        require(a["kind"] in KINDS and a["kind"] != "joker", w, f"kind must be one of {KINDS[:-1]}")
        require(a["value"] > 0, w, "value must be positive")
        for col in colours:
            cid = f"{a['code']}-{col}"
            require(cid not in cards, w, f"duplicate card {cid}")
            cards[cid] = Card(cid, a["code"], col, a["kind"], a["value"], a["name"], a["art"])
    j = fields(data["joker"], f"{where} joker", {"code": str, "name": str, "value": int, "art": str})
    cards[j["code"]] = Card(j["code"], j["code"], "", "joker", j["value"], j["name"], j["art"])
    require(len(cards) == data["deck_size"], where, f"deck has {len(cards)} cards, deck_size says {data['deck_size']}")
    non_animals = sum(1 for c in cards.values() if not c.is_animal)
    require(non_animals < data["hand_size"], where, "a starting hand must always hold an animal card (GO-SET-03)")
    return Deck(cards, colours, data["hand_size"])


def load() -> Deck:
    return parse(load_json("zoo_desktop.games.gorilla", "data/cards.json"))


DECK = load()
CARDS = DECK.cards

__all__ = ["Card", "Deck", "DECK", "CARDS", "DataError", "parse", "load"]

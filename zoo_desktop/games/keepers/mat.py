"""A player's mat: a row of houses (an anchor card with cards tucked under it, up to a
capacity), named areas (at most `capacity` cards each) and a resource holding.

Species Keepers uses houses for keepers with their saved species
and areas for quarantine (kept apart from its rules: no game rules in here)."""
from __future__ import annotations

from typing import Any, Iterable


class House:
    __slots__ = ("anchor", "cards", "tag")

    def __init__(self, anchor: str | None = None, cards: list[str] | None = None, tag: Any = None):
        self.anchor = anchor          # the card heading the house, or None when empty
        self.cards = cards or []      # cards tucked under it, in order
        self.tag = tag                # game data about the anchor (e.g. its origin pile)

    def copy(self) -> "House":
        return House(self.anchor, list(self.cards), self.tag)

    def to_json(self) -> dict[str, Any]:
        return {"anchor": self.anchor, "cards": list(self.cards), "tag": self.tag}


class Houses:
    """`n` houses, each with an anchor and up to `capacity` tucked cards."""

    __slots__ = ("capacity", "slots")

    def __init__(self, n: int, capacity: int):
        self.capacity = capacity
        self.slots = [House() for _ in range(n)]

    def __len__(self) -> int:
        return len(self.slots)

    def __getitem__(self, i: int) -> House:
        return self.slots[i]

    def occupied(self) -> list[int]:
        return [i for i, h in enumerate(self.slots) if h.anchor is not None]

    def empty(self) -> list[int]:
        return [i for i, h in enumerate(self.slots) if h.anchor is None]

    def lowest_empty(self) -> int | None:
        for i, h in enumerate(self.slots):
            if h.anchor is None:
                return i
        return None

    def is_full(self, i: int) -> bool:
        return len(self.slots[i].cards) >= self.capacity

    def place(self, i: int, anchor: str, tag: Any = None) -> None:
        h = self.slots[i]
        if h.anchor is not None:
            raise ValueError(f"house {i} is taken")
        h.anchor, h.cards, h.tag = anchor, [], tag

    def remove(self, i: int) -> tuple[str, list[str], Any]:
        """Empty house i; returns (anchor, tucked cards in order, tag)."""
        h = self.slots[i]
        if h.anchor is None:
            raise ValueError(f"house {i} is empty")
        out = (h.anchor, h.cards, h.tag)
        self.slots[i] = House()
        return out

    def tuck(self, i: int, card: str) -> None:
        h = self.slots[i]
        if h.anchor is None:
            raise ValueError(f"house {i} is empty")
        if len(h.cards) >= self.capacity:
            raise ValueError(f"house {i} is full")
        h.cards.append(card)

    def anchors(self) -> list[str]:
        return [h.anchor for h in self.slots if h.anchor is not None]

    def tucked(self) -> list[str]:
        return [c for h in self.slots for c in h.cards]

    def tucked_count(self) -> int:
        return sum(len(h.cards) for h in self.slots)

    def copy(self) -> "Houses":
        out = Houses.__new__(Houses)
        out.capacity = self.capacity
        out.slots = [h.copy() for h in self.slots]
        return out

    def to_json(self) -> list[dict[str, Any]]:
        return [h.to_json() for h in self.slots]


class Areas:
    """Named areas holding at most `capacity` cards each (which cards an area accepts is
    the game's business)."""

    __slots__ = ("capacity", "held")

    def __init__(self, names: Iterable[str], capacity: int = 1):
        self.capacity = capacity
        self.held: dict[str, list[str]] = {n: [] for n in names}

    def names(self) -> list[str]:
        return list(self.held)

    def has_room(self, name: str) -> bool:
        return len(self.held[name]) < self.capacity

    def free(self) -> list[str]:
        return [n for n, cs in self.held.items() if len(cs) < self.capacity]

    def put(self, name: str, card: str) -> None:
        if not self.has_room(name):
            raise ValueError(f"area {name} is full")
        self.held[name].append(card)

    def take(self, card: str) -> str:
        """Remove `card`; returns the area it was in."""
        for n, cs in self.held.items():
            if card in cs:
                cs.remove(card)
                return n
        raise ValueError(f"{card} is in no area")

    def where(self, card: str) -> str | None:
        for n, cs in self.held.items():
            if card in cs:
                return n
        return None

    def cards(self) -> list[str]:
        return [c for cs in self.held.values() for c in cs]

    def count(self) -> int:
        return sum(len(cs) for cs in self.held.values())

    def copy(self) -> "Areas":
        out = Areas.__new__(Areas)
        out.capacity = self.capacity
        out.held = {n: list(cs) for n, cs in self.held.items()}
        return out

    def to_json(self) -> dict[str, list[str]]:
        return {n: list(cs) for n, cs in self.held.items()}


class PlayerMat:
    """Houses + areas + a resource holding ({colour: count})."""

    __slots__ = ("houses", "areas", "resources")

    def __init__(self, houses: Houses, areas: Areas, resources: dict[str, int]):
        self.houses, self.areas, self.resources = houses, areas, resources

    def copy(self) -> "PlayerMat":
        return PlayerMat(self.houses.copy(), self.areas.copy(), dict(self.resources))

    def to_json(self) -> dict[str, Any]:
        return {"houses": self.houses.to_json(), "areas": self.areas.to_json(), "resources": dict(self.resources)}

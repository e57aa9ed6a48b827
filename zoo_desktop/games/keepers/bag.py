"""A bag of coloured resource cubes drawn blindly: every cube in the bag is equally likely.

Generic (no game rules here): a game keeps one `Bag` for the supply and may use plain
`dict[str, int]` holdings per player; the helpers below add, subtract and total such
holdings. All randomness comes from the game's `Rng`, so draws replay exactly."""
from __future__ import annotations

from typing import Iterable, Mapping

from zoo_desktop.engine.rng import Rng


class Bag:
    """Counts per colour, in a fixed colour order (the order of the constructor's keys)."""

    __slots__ = ("counts",)

    def __init__(self, counts: Mapping[str, int]):
        for c, k in counts.items():
            if k < 0:
                raise ValueError(f"negative count for {c}: {k}")
        self.counts: dict[str, int] = dict(counts)

    # ------------------------------------------------------------------ queries
    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def __len__(self) -> int:
        return self.total

    def count(self, colour: str) -> int:
        return self.counts.get(colour, 0)

    def colours(self) -> tuple[str, ...]:
        return tuple(self.counts)

    # ------------------------------------------------------------------ changes
    def put(self, colour: str, k: int = 1) -> None:
        if k < 0:
            raise ValueError("put a negative number of cubes")
        self.counts[colour] = self.counts.get(colour, 0) + k

    def put_all(self, cubes: Mapping[str, int] | Iterable[str]) -> None:
        """Put back a holding ({colour: k}) or a list of colours."""
        if isinstance(cubes, Mapping):
            for c, k in cubes.items():
                self.put(c, k)
        else:
            for c in cubes:
                self.put(c, 1)

    def take(self, colour: str, k: int = 1) -> None:
        """Take `k` cubes of a known colour (not random)."""
        if not 0 <= k <= self.counts.get(colour, 0):
            raise ValueError(f"cannot take {k} {colour} from {self.counts}")
        self.counts[colour] -= k

    def draw_one(self, rng: Rng) -> str | None:
        """One cube at random (uniform over cubes), or None from an empty bag."""
        total = self.total
        if total <= 0:
            return None
        i = rng.below(total)
        for c, k in self.counts.items():
            if i < k:
                self.counts[c] = k - 1
                return c
            i -= k
        raise AssertionError("unreachable")

    def draw(self, rng: Rng, n: int) -> list[str]:
        """Up to `n` cubes at random without replacement, in the order drawn."""
        out = []
        for _ in range(n):
            c = self.draw_one(rng)
            if c is None:
                break
            out.append(c)
        return out

    def copy(self) -> "Bag":
        b = Bag.__new__(Bag)
        b.counts = dict(self.counts)
        return b

    def to_json(self) -> dict[str, int]:
        return dict(self.counts)

    def __eq__(self, other) -> bool:
        return isinstance(other, Bag) and self.counts == other.counts

    def __repr__(self) -> str:
        return f"Bag({self.counts})"


# ----------------------------------------------------------------------------- holdings
def tally(colours: Iterable[str], order: Iterable[str] = ()) -> dict[str, int]:
    """['G', 'W', 'G'] -> {'G': 2, 'W': 1} (keys of `order` first, with zeros)."""
    out = {c: 0 for c in order}
    for c in colours:
        out[c] = out.get(c, 0) + 1
    return out


def total(holding: Mapping[str, int]) -> int:
    return sum(holding.values())


def covers(holding: Mapping[str, int], need: Mapping[str, int]) -> bool:
    """True if `holding` has at least `need` of every colour."""
    return all(holding.get(c, 0) >= k for c, k in need.items())


def add(holding: dict[str, int], more: Mapping[str, int]) -> None:
    for c, k in more.items():
        holding[c] = holding.get(c, 0) + k


def sub(holding: dict[str, int], less: Mapping[str, int]) -> None:
    """Subtract, refusing to go below zero."""
    if not covers(holding, less):
        raise ValueError(f"cannot remove {dict(less)} from {dict(holding)}")
    for c, k in less.items():
        holding[c] = holding.get(c, 0) - k


def splits(holding: Mapping[str, int], k: int, order: Iterable[str]) -> list[tuple[int, ...]]:
    """Every way to pick exactly `k` cubes from `holding`, as count tuples in `order`
    (lexicographic, first colour counted down from its maximum)."""
    cols = list(order)
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == len(cols) - 1:
            if left <= holding.get(cols[i], 0):
                out.append(tuple(acc + [left]))
            return
        for x in range(min(left, holding.get(cols[i], 0)), -1, -1):
            rec(i + 1, left - x, acc + [x])

    if cols and k >= 0:
        rec(0, k, [])
    return out

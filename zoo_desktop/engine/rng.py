"""The one source of randomness inside a game state.

A thin wrapper over `random.Random` whose methods we use are stable across Python versions
(`random()` and `_randbelow` via `randrange`), so a saved game replays the same everywhere.
`shuffle` and `normal` are written here rather than borrowed, for the same reason."""
from __future__ import annotations

import math
import random


class Rng:
    __slots__ = ("_r",)

    def __init__(self, seed: int | str | None = None):
        self._r = random.Random(seed)

    def random(self) -> float:
        return self._r.random()

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        return self._r.randrange(n)

    def between(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi]."""
        return lo + self._r.randrange(hi - lo + 1)

    def choice(self, seq):
        return seq[self._r.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self._r.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def chance(self, p: float) -> bool:
        return self._r.random() < p

    def normal(self) -> float:
        """Standard normal deviate (Box-Muller, one value per call: no hidden cache)."""
        u1 = self._r.random() or 1e-12
        u2 = self._r.random()
        return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def fork(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self._r.getrandbits(64))

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r._r = random.Random()
        r._r.setstate(self._r.getstate())
        return r

    def state_json(self) -> list:
        s = self._r.getstate()
        return [s[0], list(s[1]), s[2]]

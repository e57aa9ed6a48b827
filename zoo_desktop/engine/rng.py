"""The one source of randomness inside a game state.

A thin wrapper over `random.Random` whose methods we use are stable across Python versions
(`random()` and `_randbelow` via `randrange`), so a saved game replays the same everywhere.
`shuffle` and `normal` are written here rather than borrowed, for the same reason.

`copy` is copy-on-write: the copy and the original share one frozen generator, and whichever
of them draws first gets its own generator from the frozen state (`setstate`, no reseeding).
A game's generator is rarely drawn from after setup (a reshuffle), so most clones of a state
never pay for a generator at all, and every sequence of draws stays what it was."""
from __future__ import annotations

import math
import random


class Rng:
    # _r: the live generator (unset while shared); _src: the frozen generator shared with copies;
    # _live: whether `_r` is set (read by `copy`, which so never meets an unset slot)
    __slots__ = ("_r", "_src", "_live")

    def __init__(self, seed: int | str | None = None):
        self._r = random.Random(seed)
        self._live = True

    def __getattr__(self, name):
        # only reached when the slot `_r` is unset, i.e. this Rng shares a frozen generator
        if name != "_r":
            raise AttributeError(name)
        r = random.Random.__new__(random.Random, 0)  # cheap fixed seed, overwritten at once
        r.setstate(self._src.getstate())
        self._r = r
        self._live = True
        return r

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
        """The same generator state, independent from now on (copy-on-write, see above)."""
        r = Rng.__new__(Rng)
        if self._live:  # freeze the live generator: from now on nobody draws from it
            self._src = self._r
            del self._r
            self._live = False
        r._src = self._src
        r._live = False
        return r

    def state_json(self) -> list:
        s = self._r.getstate()
        return [s[0], list(s[1]), s[2]]


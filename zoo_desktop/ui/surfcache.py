"""One byte-bounded LRU cache for every rendered surface (card faces, art, text, zooms).

Caches capped by entry counts grew without bound in bytes: a 4K card zoom is megabytes, so
zooming each Zoo Architect card once took the process from 63 MB to 779 MB, and Gorilla's
faces, cached per pixel size and never released, reached 823 MB after 800 window sizes.
Here every entry is weighed in bytes (pitch x height); the least recently used go first
once the total passes the limit, and a resize drops what was not used at the size that
ends (`new_size`), so sizes no longer shown do not linger."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

import pygame

MB = 1024 * 1024


def surface_bytes(s: Any) -> int:
    """The pixel memory of a surface (or a tuple/list holding surfaces)."""
    if isinstance(s, pygame.Surface):
        return s.get_pitch() * s.get_height()
    if isinstance(s, (tuple, list)):
        return sum(surface_bytes(x) for x in s)
    return 64


class SurfaceCache:
    def __init__(self, limit_bytes: int):
        self.limit = limit_bytes
        self.items: OrderedDict[Any, tuple[Any, int, int]] = OrderedDict()  # key -> (value, bytes, generation)
        self.bytes = 0
        self.gen = 0
        self.hits = self.misses = 0

    def get(self, key: Any, make: Callable[[], Any]) -> Any:
        item = self.items.get(key)
        if item is not None:
            self.hits += 1
            self.items.move_to_end(key)
            if item[2] != self.gen:
                self.items[key] = (item[0], item[1], self.gen)
            return item[0]
        self.misses += 1
        value = make()
        self.put(key, value)
        return value

    def put(self, key: Any, value: Any) -> None:
        size = surface_bytes(value)
        old = self.items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self.items[key] = (value, size, self.gen)
        self.bytes += size
        while self.bytes > self.limit and len(self.items) > 1:
            _, (_, b, _) = self.items.popitem(last=False)
            self.bytes -= b

    def take(self, key: Any) -> Any:
        """Remove and return the value for `key` (None if absent): a surface handed back
        for reuse by one owner at a time (a spare full-window layer)."""
        item = self.items.pop(key, None)
        if item is None:
            return None
        self.bytes -= item[1]
        return item[0]

    def __contains__(self, key: Any) -> bool:
        return key in self.items

    def new_size(self) -> None:
        """The window changed size: keep what the size that ends used (a toggle back is
        cheap), drop everything older."""
        for key in [k for k, (_, _, g) in self.items.items() if g < self.gen]:
            self.bytes -= self.items.pop(key)[1]
        self.gen += 1

    def clear(self, keep: Callable[[Any], bool] | None = None) -> None:
        """Drop everything, or everything but the entries whose key `keep` accepts."""
        if keep is None:
            self.items.clear()
            self.bytes = 0
            return
        for key in [k for k in self.items if not keep(k)]:
            self.bytes -= self.items.pop(key)[1]


SHARED = SurfaceCache(160 * MB)


def release_sizes() -> None:
    """After a resize: drop the surfaces the old size did not use and give freed heap
    pages back to the system where the C library allows it."""
    SHARED.new_size()
    _trim()


def _trim() -> None:
    global _malloc_trim
    if _malloc_trim is None:
        try:
            import ctypes
            _malloc_trim = ctypes.CDLL("libc.so.6").malloc_trim
        except (OSError, AttributeError):
            _malloc_trim = False
    if _malloc_trim:
        _malloc_trim(0)


_malloc_trim: Any = None


def cached(key: Any, make: Callable[[], Any]) -> Any:
    """The shared cache: the surface for `key`, made by `make()` on a miss."""
    return SHARED.get(key, make)

"""Tweens driven by engine events. A table turns each event into one or more `Tween`s;
the `Animator` plays them (in order, or together) at the animation-speed setting, where
speed 0 means instant."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """Something that moves over `ms` milliseconds. `draw(surface, t)` gets t in [0, 1]
    (eased); `done()` runs once at the end. `kind`/`data` let tests and tables inspect it."""
    ms: float
    draw: Callable[[Any, float], None] | None = None
    done: Callable[[], None] | None = None
    ease: Callable[[float], float] = ease_out
    kind: str = ""
    data: dict = field(default_factory=dict)
    elapsed: float = 0.0

    @property
    def t(self) -> float:
        return 1.0 if self.ms <= 0 else min(1.0, self.elapsed / self.ms)


class Animator:
    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.queue: list[list[Tween]] = []   # groups played one after another
        self.active: list[Tween] = []

    def add(self, *tweens: Tween) -> None:
        """Queue a group of tweens that play together after the groups already queued."""
        group = list(tweens)
        if self.speed <= 0:
            for tw in group:
                if tw.done:
                    tw.done()
            return
        for tw in group:
            tw.ms = tw.ms / self.speed
        self.queue.append(group)

    @property
    def busy(self) -> bool:
        return bool(self.active or self.queue)

    def update(self, dt_ms: float) -> None:
        budget = dt_ms
        for _ in range(100):
            if not self.active:
                if not self.queue:
                    return
                self.active = self.queue.pop(0)
            for tw in self.active:
                tw.elapsed += budget
            finished = [tw for tw in self.active if tw.elapsed >= tw.ms]
            if len(finished) < len(self.active):
                return
            spill = min(tw.elapsed - tw.ms for tw in self.active)
            for tw in self.active:
                if tw.done:
                    tw.done()
            self.active = []
            budget = max(0.0, spill)
            if budget <= 0:
                return

    def draw(self, surface) -> None:
        for tw in self.active:
            if tw.draw:
                tw.draw(surface, tw.ease(tw.t))

    def finish_all(self) -> None:
        for group in [self.active] + self.queue:
            for tw in group:
                if tw.done:
                    tw.done()
        self.active, self.queue = [], []


def pulse(t_ms: float, period_ms: float = 900.0) -> float:
    """0..1..0 breathing value for glows."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (t_ms % period_ms) / period_ms)

"""Issue 14, item 5: `Rng.copy` is copy-on-write (a shared frozen generator; whoever draws
first gets its own from the frozen state). Copies must draw exactly what the original would
have drawn, and stay independent of it and of each other, in any order of use."""
from __future__ import annotations

import random

from zoo_desktop.engine.rng import Rng


def _draws(r: Rng) -> list:
    items = list(range(20))
    r.shuffle(items)
    return [r.random(), r.below(1000), r.between(3, 9), r.choice("abcdef"), r.chance(0.5), r.normal(), items]


def test_a_copy_draws_what_the_original_draws_and_neither_disturbs_the_other():
    ref = Rng(42)
    expected = _draws(ref)
    a = Rng(42)
    b = a.copy()
    c = b.copy()           # a copy of a copy shares the same frozen state
    assert _draws(a) == expected    # the original draws first ...
    assert _draws(c) == expected    # ... the copies still see the state at copy time
    assert _draws(b) == expected
    assert _draws(a) == _draws(ref)  # and the original went on where it was


def test_copies_taken_at_different_times_see_different_states():
    a = Rng("seed")
    first = a.copy()
    x = a.random()
    second = a.copy()
    assert first.random() == x
    y = a.random()
    assert second.random() == y and x != y
    assert a.state_json() == second.state_json()


def test_state_json_and_fork_match_a_plain_generator():
    r = random.Random(7)
    a = Rng(7).copy()
    s = r.getstate()
    assert a.state_json() == [s[0], list(s[1]), s[2]]
    f1, f2 = Rng(7).fork(), Rng(7).copy().fork()
    assert _draws(f1) == _draws(f2)

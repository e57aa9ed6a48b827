"""games/keepers/bag.py: a bag of cubes drawn uniformly at random, and holding helpers."""
import pytest

from zoo_desktop.games.keepers import bag as bagmod
from zoo_desktop.games.keepers.bag import Bag
from zoo_desktop.engine.rng import Rng


def test_draw_is_without_replacement_and_conserves_cubes():
    b = Bag({"G": 3, "R": 2, "W": 1})
    drawn = b.draw(Rng(1), 4)
    assert len(drawn) == 4
    assert b.total == 2
    for c in "GRW":
        assert drawn.count(c) + b.count(c) == {"G": 3, "R": 2, "W": 1}[c]


def test_draw_stops_at_an_empty_bag():
    b = Bag({"G": 1, "R": 0})
    assert b.draw(Rng(2), 5) == ["G"]
    assert b.total == 0
    assert b.draw_one(Rng(3)) is None


def test_draw_is_uniform_over_cubes():
    counts = {"G": 0, "W": 0}
    rng = Rng(7)
    for _ in range(4000):
        b = Bag({"G": 3, "W": 1})
        counts[b.draw_one(rng)] += 1
    assert 0.70 < counts["G"] / 4000 < 0.80          # 3 of 4 cubes are green


def test_same_seed_same_draws():
    assert Bag({"G": 5, "R": 5}).draw(Rng(9), 6) == Bag({"G": 5, "R": 5}).draw(Rng(9), 6)


def test_take_put_and_refusals():
    b = Bag({"G": 2})
    b.take("G", 2)
    with pytest.raises(ValueError):
        b.take("G")
    b.put_all({"G": 1, "R": 2})
    b.put_all(["W", "W"])
    assert b.to_json() == {"G": 1, "R": 2, "W": 2}
    with pytest.raises(ValueError):
        Bag({"G": -1})


def test_copy_is_independent():
    b = Bag({"G": 2})
    c = b.copy()
    c.take("G")
    assert b.count("G") == 2 and c.count("G") == 1


def test_holding_helpers():
    h = {"G": 2, "R": 1, "W": 0}
    assert bagmod.total(h) == 3
    assert bagmod.covers(h, {"G": 2}) and not bagmod.covers(h, {"W": 1})
    bagmod.add(h, {"W": 2})
    bagmod.sub(h, {"G": 1})
    assert h == {"G": 1, "R": 1, "W": 2}
    with pytest.raises(ValueError):
        bagmod.sub(h, {"R": 2})
    assert bagmod.tally(["W", "G", "W"], "GRW") == {"G": 1, "R": 0, "W": 2}


def test_splits_lists_every_way_to_pick_k():
    s = bagmod.splits({"G": 2, "R": 1, "W": 1}, 2, "GRW")
    assert sorted(s) == sorted([(2, 0, 0), (1, 1, 0), (1, 0, 1), (0, 1, 1)])
    assert bagmod.splits({"G": 1}, 3, "GRW") == []
    assert bagmod.splits({"G": 1, "R": 0, "W": 0}, 0, "GRW") == [(0, 0, 0)]

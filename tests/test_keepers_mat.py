"""games/keepers/mat.py: a player's mat of houses (anchor + tucked cards) and areas."""
import pytest

from zoo_desktop.games.keepers.mat import Areas, Houses, PlayerMat


def test_houses_place_tuck_capacity_and_remove():
    h = Houses(4, 3)
    assert h.lowest_empty() == 0
    h.place(0, "K1", None)
    h.place(2, "K2", 1)
    assert h.lowest_empty() == 1 and h.occupied() == [0, 2] and h.empty() == [1, 3]
    for c in ("a", "b", "c"):
        h.tuck(2, c)
    assert h.is_full(2)
    with pytest.raises(ValueError):
        h.tuck(2, "d")
    with pytest.raises(ValueError):
        h.place(0, "K3")
    with pytest.raises(ValueError):
        h.tuck(1, "x")
    assert h.tucked_count() == 3 and h.anchors() == ["K1", "K2"]
    assert h.remove(2) == ("K2", ["a", "b", "c"], 1)
    assert h[2].anchor is None and h.tucked() == []


def test_areas_hold_at_most_capacity():
    a = Areas(["GEN", "WET"], 1)
    a.put("WET", "s1")
    assert not a.has_room("WET") and a.free() == ["GEN"]
    with pytest.raises(ValueError):
        a.put("WET", "s2")
    assert a.where("s1") == "WET" and a.count() == 1
    assert a.take("s1") == "WET"
    with pytest.raises(ValueError):
        a.take("s1")


def test_mat_copy_is_deep():
    m = PlayerMat(Houses(2, 3), Areas(["GEN"]), {"G": 1})
    m.houses.place(0, "K")
    c = m.copy()
    c.houses.tuck(0, "x")
    c.areas.put("GEN", "y")
    c.resources["G"] = 5
    assert m.houses.tucked() == [] and m.areas.count() == 0 and m.resources == {"G": 1}
    assert c.to_json()["houses"][0] == {"anchor": "K", "cards": ["x"], "tag": None}

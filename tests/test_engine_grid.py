"""engine/grid.py: a card grid whose columns slide toward the front row."""
import pytest

from zoo_desktop.engine.grid import CardGrid


def deck_of(n):
    cards = [f"c{i}" for i in range(n)]
    return lambda: cards.pop(0) if cards else None


def test_deal_back_row_first_column_by_column():
    g = CardGrid(2, 3)
    placed = g.deal(deck_of(6))
    assert [(d["col"], d["row"]) for d in placed] == [(0, 2), (0, 1), (0, 0), (1, 2), (1, 1), (1, 0)]
    assert g.cells == [["c2", "c1", "c0"], ["c5", "c4", "c3"]]


def test_short_deal_stops_when_the_source_runs_out():
    g = CardGrid(2, 3)
    assert len(g.deal(deck_of(4))) == 4
    assert g.cells == [["c2", "c1", "c0"], [None, None, "c3"]]


def test_face_up_only_in_front_rows_and_view_hides_face_down():
    g = CardGrid(1, 3, face_up_rows=1)
    g.deal(deck_of(3))
    assert g.face_up(0, 0) and not g.face_up(0, 1)
    v = g.view()
    assert v[0][0] == {"card": "c2", "up": True}
    assert v[0][1] == {"card": None, "up": False}


def test_remove_leaves_a_gap_until_shift_which_reports_slides():
    g = CardGrid(2, 3)
    g.deal(deck_of(6))
    assert g.remove(0, 0) == "c2"
    assert g.cells[0] == [None, "c1", "c0"]
    assert g.first_face_down(0) == 1
    slides = g.shift()
    assert g.cells[0] == ["c1", "c0", None]
    assert slides == [{"col": 0, "from": 1, "to": 0, "card": "c1", "revealed": True},
                      {"col": 0, "from": 2, "to": 1, "card": "c0", "revealed": False}]
    assert g.shift() == []                    # nothing left to close


def test_gaps_in_the_middle_close_in_order():
    g = CardGrid(1, 3)
    g.deal(deck_of(3))
    g.remove(0, 1)
    g.shift()
    assert g.cells[0] == ["c2", "c0", None]


def test_columns_clear_and_queries():
    g = CardGrid(3, 2)
    g.put(2, 1, "x")
    assert g.nonempty_columns() == [2]
    assert g.find("x") == (2, 1) and g.count() == 1
    with pytest.raises(ValueError):
        g.put(2, 1, "y")
    with pytest.raises(ValueError):
        g.remove(0, 0)
    assert g.clear() == [(2, 1, "x")]
    assert g.is_empty()


def test_copy_is_independent():
    g = CardGrid(1, 2)
    g.put(0, 0, "a")
    h = g.copy()
    h.remove(0, 0)
    assert g.get(0, 0) == "a"

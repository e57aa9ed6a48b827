"""engine/hexgrid.py: odd-q offset <-> axial, neighbours, distance, rotation, mirror, orientations."""
from zoo_desktop.engine import hexgrid


def test_hexgrid_axial_roundtrip_and_neighbours_ZA_MAP_1():
    for c in range(9):
        for r in range(7):
            assert hexgrid.to_offset(*hexgrid.to_axial(c, r)) == (c, r)
    # even column: (c±1,r−1), (c±1,r), (c,r±1)
    assert sorted(hexgrid.neighbours(2, 2)) == sorted([(1, 1), (3, 1), (1, 2), (3, 2), (2, 1), (2, 3)])
    # odd column: (c±1,r), (c±1,r+1), (c,r±1)
    assert sorted(hexgrid.neighbours(3, 2)) == sorted([(2, 2), (4, 2), (2, 3), (4, 3), (3, 1), (3, 3)])
    assert hexgrid.distance(0, 0, 0, 3) == 3
    assert hexgrid.distance(1, 1, 2, 1) == 1


def test_hexgrid_rotation_and_mirror_ZA_BLD_5():
    assert hexgrid.rotate((1, 0)) == (0, 1)
    assert hexgrid.rotate((1, 0), 6) == (1, 0)
    assert hexgrid.mirror((2, -1)) == (-1, 2)
    line = ((0, 0), (1, 0), (2, 0))
    assert len(hexgrid.orientations(line)) == 3
    assert len(hexgrid.orientations(((0, 0),))) == 1
    chiral = ((0, 0), (1, 0), (2, 0), (0, 1))
    assert len(hexgrid.orientations(chiral, True)) == 12 and len(hexgrid.orientations(chiral, False)) == 6
    assert hexgrid.place(((0, 0), (1, 0)), (0, 1), 1) == [(0, 1), (0, 2)]
    assert hexgrid.connected(chiral) and not hexgrid.connected(((0, 0), (2, 0)))

"""Zoo Architect content: data files, validating loader, closed vocabularies, ZA-DECK sizes,
map (ZA-MAP-1/2/6), shapes (ZA-BLD-5), coverage report; plus the shared hex grid module."""
import copy
import json
import subprocess
import sys

import pytest

from zoo_desktop.engine.data import DataError, load_json
from zoo_desktop.games.architect import cards as C
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.effects import IMPLEMENTED

PKG = "zoo_desktop.games.architect"


def raw():
    return load_json(PKG, "data/cards.json")


# ----------------------------------------------------------------------------- map
def test_ZA_MAP_2_layout_counts():
    t = H.TERRAIN
    assert sum(1 for v in t.values() if v == "water") == 7
    assert sum(1 for v in t.values() if v == "rock") == 4
    assert sum(1 for v in t.values() if v == "restricted") == 7
    assert H.BUILDABLE.bit_count() == 52
    assert {k for k, v in t.items() if v == "water"} == {(4, 2), (0, 3), (3, 3), (4, 3), (0, 4), (7, 5), (7, 6)}
    assert {k for k, v in t.items() if v == "rock"} == {(3, 0), (3, 1), (6, 3), (6, 4)}
    assert C.MAP["yellow"] == {(1, 1): "1", (2, 4): "2", (4, 5): "3", (8, 3): "4", (6, 6): "5", (8, 1): "6"}
    assert t[(8, 1)] == "restricted"


def test_ZA_MAP_6_border_cells():
    assert H.BORDER.bit_count() == 28


def test_ZA_MAP_1_grid_size():
    assert (H.COLS, H.ROWS, H.N_CELLS) == (9, 7, 63)


def test_ZA_MAP_3_no_placement_on_water_or_rock():
    for kind, pls in H.PLACEMENTS.items():
        for pc in pls:
            assert pc.mask & (H.WATER | H.ROCK) == 0


def test_ZA_BLD_5_catalogue_shapes_and_sizes():
    b = C.BUILDINGS["buildings"]
    assert [b[f"enc{i}"].size for i in range(1, 6)] == [1, 2, 3, 4, 5]
    assert b["kiosk"].size == b["pavilion"].size == 1
    assert (b["petting_zoo"].size, b["reptile_house"].size, b["large_bird_aviary"].size) == (3, 5, 5)
    assert b["reptile_house"].upgraded and b["large_bird_aviary"].upgraded and not b["petting_zoo"].upgraded
    assert (b["petting_zoo"].spaces, b["reptile_house"].spaces, b["large_bird_aviary"].spaces) == (3, 5, 5)
    assert b["pavilion"].appeal == 1
    assert C.BUILDINGS["mirror"] is True  # Appendix A.17: rotations and mirrors allowed
    assert set(C.BUILDINGS["uniques"]) == {"UB1", "UB2", "UB3"}
    # every placement of every kind is a distinct cell set
    for kind, pls in H.PLACEMENTS.items():
        assert len({pc.mask for pc in pls}) == len(pls)
        assert all(len(pc.cells) == H.size_of(kind) for pc in pls)


# ----------------------------------------------------------------------------- cards
def test_ZA_DECK_1_to_5_minimums_met():
    """ZA-DECK-1, ZA-DECK-2, ZA-DECK-3, ZA-DECK-4, ZA-DECK-5: every minimum of the card set."""
    assert C.deck_problems(C.CARDS) == []


def test_ZA_DECK_1_sizes():
    cs = C.CARDS
    kinds = [cs[c].type for c in cs.deck]
    assert kinds.count("animal") >= 96 and kinds.count("sponsor") >= 32 and kinds.count("project") >= 20
    assert len(cs.base_projects) == 8 and len(cs.finals) == 12
    assert len(C.TABLES["bonus_tiles"]) == 8


def test_ZA_DECK_6_balance_guideline_costs_in_range():
    for c in C.CARDS.cards.values():
        if c.type == "animal":
            assert 2 <= c.cost <= 30, c
            if c.size is None:
                assert 1 <= c.appeal <= 2
            else:
                assert abs(c.appeal - (c.size + 2)) <= 2, c


def test_ZA_DAT_2_example_animal_A003_matches_spec():
    a = C.CARDS["A003"]
    assert (a.name, a.cost, a.size, a.water, a.rock) == ("Shoebill", 12, 2, 1, 0)
    assert a.special == {"large_bird_aviary": 1} and a.categories == ("bird",) and a.continents == ("africa",)
    assert (a.appeal, a.cp, a.reputation, a.tier, a.interaction) == (4, 1, 0, 1, None)
    assert a.effects == ({"op": "DRAW", "n": 1, "from": "range", "when": "after"},)


def test_ZA_DAT_1_ids_and_when_values():
    for c in C.CARDS.cards.values():
        assert c.id[0] in "ASPBF"
        for e in c.effects + c.on_play:
            assert e["when"] in ("now", "after", "passive", "income", "end")


def test_ZA_DAT_4_sponsor_and_project_fields():
    s = C.CARDS["S010"]
    assert s.level == 5 and s.reminder and s.requires[0]["kind"] == "counter"
    p = C.CARDS["P003"]
    assert p.requirement == {"kind": "release", "icon": "primate"}
    assert [lv["need"] for lv in p.levels] == ["L", "M", "S"]
    assert all(len(C.CARDS[b].levels) == 3 for b in C.CARDS.base_projects)
    f = C.CARDS["F03"]
    assert f.counter == "covered_cells" and f.tiers[0] == (28, 1)


def test_ZA_SPN_5_sponsor_layout_fields_present():
    """Requirements, reminder, icons, immediate effects and end scoring are data fields."""
    for c in C.CARDS.cards.values():
        if c.type == "sponsor":
            assert isinstance(c.reminder, str) and isinstance(c.icons, tuple) and isinstance(c.requires, tuple)


def test_ZA_CMP_5_icons_closed():
    assert set(C.ICONS) == {"africa", "americas", "asia", "europe", "australia", "predator", "herbivore", "bird",
                            "reptile", "primate", "bear", "sea", "pet", "science"}


def test_ZA_EFF_vocabulary_has_34_ops_all_implemented():
    assert len(C.ALL_OPS) == 34
    assert set(C.ALL_OPS) <= set(IMPLEMENTED)


@pytest.mark.parametrize("mutate,needle", [
    (lambda d: d["animals"][0]["effects"].append({"op": "TELEPORT", "when": "now"}), "unknown op"),
    (lambda d: d["animals"][0].update(size=7), "size 1..5"),
    (lambda d: d["animals"][1]["requires"].append({"kind": "luck"}), "unknown requirement kind"),
    (lambda d: d["sponsors"][0]["effects"].append({"op": "INCOME", "res": "money", "n": 1, "when": "now"}), "cannot have when"),
    (lambda d: d["animals"][2]["effects"].append({"op": "GAIN_PER", "counter": "llamas", "per": 1, "res": "money", "n": 1, "max": 2}), "unknown counter"),
    (lambda d: d["projects"][0]["levels"].reverse(), "highest need first"),
    (lambda d: d["animals"].append(dict(d["animals"][0])), "duplicate id"),
    (lambda d: d["animals"][3].update(categories=["dragon"]), "exactly one category"),
])
def test_ZA_DAT_loader_rejects_bad_entries_naming_them(mutate, needle):
    d = copy.deepcopy(raw())
    mutate(d)
    with pytest.raises(DataError) as exc:
        C.parse_cards(d)
    assert needle in str(exc.value)
    assert "cards.json" in str(exc.value)


def test_ZA_DAT_3_requirement_kinds_closed():
    kinds = {r["kind"] for c in C.CARDS.cards.values() for r in c.requires}
    assert kinds <= {"icon", "partner", "reputation", "upgraded", "counter"}


def test_ZA_DAT_5_counters_closed_and_used():
    uses = C.counter_uses(C.CARDS)
    for k in uses:
        assert C.is_counter(k)
    for k in C.PLAIN_COUNTERS:
        assert uses[k] >= 1, k


def test_coverage_cli_exit_code_and_listing():
    out = subprocess.run([sys.executable, "-m", "zoo_desktop.games.architect.cards", "--coverage"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    for op in C.ALL_OPS:
        assert op in out.stdout
    assert "venom" in out.stdout and "all met" in out.stdout


def test_coverage_report_flags_missing_implementation(monkeypatch):
    from zoo_desktop.games.architect import effects
    monkeypatch.delitem(effects.IMPLEMENTED, "GAIN")
    text, code = C.coverage_report()
    assert code == 1 and "MISSING IMPLEMENTATIONS: GAIN" in text


def test_messages_catalogue_covers_cards_prompts_events():
    m = load_json(PKG, "data/messages.en.json")
    for cid in C.CARDS.cards:
        assert f"architect.card.{cid}" in m
    from zoo_desktop.games.architect import rules
    for t in rules.DECISIONS:
        assert f"architect.prompt.{t}" in m, t
    import re
    import inspect
    from zoo_desktop.games.architect import effects
    src = inspect.getsource(rules) + inspect.getsource(effects)
    for kind in set(re.findall(r'Event\("([a-z_]+)"', src)):
        assert f"architect.event.{kind}" in m, kind
    words = len(m["architect.howto"].split())
    assert 250 <= words <= 500
    json.dumps(m)

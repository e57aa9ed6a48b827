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
from zoo_desktop.i18n import load_messages

PKG = "zoo_desktop.games.architect"


def raw():
    return load_json(PKG, "data/cards.json")


# ----------------------------------------------------------------------------- map
def test_ZA_MAP_2_layout_counts():
    t = H.DEFAULT.terrain
    assert sum(1 for v in t.values() if v == "water") == 7
    assert sum(1 for v in t.values() if v == "rock") == 4
    assert sum(1 for v in t.values() if v == "restricted") == 7
    assert H.DEFAULT.buildable.bit_count() == 52
    assert {k for k, v in t.items() if v == "water"} == {(4, 2), (0, 3), (3, 3), (4, 3), (0, 4), (7, 5), (7, 6)}
    assert {k for k, v in t.items() if v == "rock"} == {(3, 0), (3, 1), (6, 3), (6, 4)}
    assert C.MAP["yellow"] == {(1, 1): "1", (2, 4): "2", (4, 5): "3", (8, 3): "4", (6, 6): "5", (8, 1): "6"}
    assert t[(8, 1)] == "restricted"


def test_ZA_MAP_6_border_cells():
    assert H.BORDER.bit_count() == 28


def test_ZA_MAP_1_grid_size():
    assert (H.COLS, H.ROWS, H.N_CELLS) == (9, 7, 63)


def test_ZA_MAP_3_no_placement_on_water_or_rock():
    for kind, pls in H.DEFAULT.placements.items():
        for pc in pls:
            assert pc.mask & (H.DEFAULT.water | H.DEFAULT.rock) == 0


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
    for kind, pls in H.DEFAULT.placements.items():
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


def test_ZA_DECK_6_costs_in_range_appeal_grows_with_size():
    """ZA-DECK-6 is a guideline; issue 12 replaces its "appeal = size + 2" by the value model
    (data/VALUE_MODEL.md): cost 2-30, appeal within ZA-DAT-2's 0-9, pets 1-3, and on average a
    larger animal brings more appeal and CP than a smaller one."""
    by_size = {}
    for c in C.CARDS.cards.values():
        if c.type == "animal":
            assert 2 <= c.cost <= 30, c
            assert 0 <= c.appeal <= 9, c
            if c.size is None:
                assert 1 <= c.appeal <= 3, c
            else:
                by_size.setdefault(c.size, []).append(c.appeal + 2 * c.cp)
    means = [sum(v) / len(v) for _, v in sorted(by_size.items())]
    assert means == sorted(means), means


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
    out = subprocess.run([sys.executable, "-m", "zoo_desktop.games.architect.effects", "--coverage"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    for op in C.ALL_OPS:
        assert op in out.stdout
    assert "venom" in out.stdout and "all met" in out.stdout


def test_coverage_report_flags_missing_implementation(monkeypatch):
    from zoo_desktop.games.architect import effects
    monkeypatch.delitem(effects.IMPLEMENTED, "GAIN")
    text, code = C.coverage_report(effects.IMPLEMENTED)
    assert code == 1 and "MISSING IMPLEMENTATIONS: GAIN" in text


def test_messages_catalogue_covers_cards_prompts_events():
    m = load_messages(PKG, "en")
    for cid in C.CARDS.cards:
        assert f"architect.card.{cid}" in m
    from zoo_desktop.games.architect import rules
    for t in rules.DECISIONS:
        assert f"architect.prompt.{t}" in m, t
    import re
    import inspect
    from zoo_desktop.games.architect import effects
    src = "".join(inspect.getsource(m) for m in (rules, effects, *rules.CHAPTERS))
    for kind in set(re.findall(r'Event\("([a-z_]+)"', src)):
        assert f"architect.event.{kind}" in m, kind
    words = len(m["architect.howto"].split())
    assert 250 <= words <= 500
    json.dumps(m)


# ----------------------------------------------------------------------------- the card set at the published scale
def test_ZA_DECK_1_set_at_published_scale():
    cs = C.CARDS
    kinds = [cs[c].type for c in cs.deck]
    assert kinds.count("animal") >= 128 and kinds.count("sponsor") >= 64 and kinds.count("project") >= 32
    assert len(cs.base_projects) == 8
    assert len(cs.finals) == 12 and len({cs[f].counter for f in cs.finals}) == 12   # ZA-DECK-5


def test_abilities_on_85_percent_of_animals_and_every_sponsor():
    animals = [c for c in C.CARDS.cards.values() if c.type == "animal"]
    sponsors = [c for c in C.CARDS.cards.values() if c.type == "sponsor"]
    assert sum(1 for c in animals if c.effects or c.interaction) >= 0.85 * len(animals)
    assert all(c.effects for c in sponsors)


def test_ZA_DECK_5_every_op_on_two_cards():
    oc = C.op_counts(C.CARDS)
    assert {op: oc[op] for op in C.ALL_OPS if oc[op] < 2} == {}


def test_ZA_INT_every_interaction_in_both_strengths():
    have = {(c.interaction["type"], c.interaction["strength"]) for c in C.CARDS.cards.values()
            if c.type == "animal" and c.interaction}
    assert have == {(k, s) for k in C.INTERACTIONS for s in (1, 2)}


def test_release_projects_one_per_continent_and_three_categories():
    rel = [C.CARDS[i] for i in C.CARDS.deck if C.CARDS[i].type == "project" and C.CARDS[i].requirement["kind"] == "release"]
    icons = {c.requirement["icon"] for c in rel}
    assert len(rel) >= 8 and set(C.CONTINENTS) <= icons and len(icons & set(C.CATEGORIES)) >= 3


def test_value_model_every_card_within_tolerance():
    """data/VALUE_MODEL.md: printed cost (animals), level (sponsors), top-level CP (projects) within tolerance."""
    assert C.value_problems(C.CARDS) == []


def test_value_model_flags_an_overpriced_and_an_underpriced_card():
    d = copy.deepcopy(raw())
    a = next(x for x in d["animals"] if x["id"] == "A011")
    a["cost"] = min(30, a["cost"] + 8)
    s = next(x for x in d["sponsors"] if x["id"] == "S004")
    s["level"] = 6
    probs = C.value_problems(C.parse_cards(d))
    assert any(p.startswith("A011 ") for p in probs) and any(p.startswith("S004 ") for p in probs)
    assert len(probs) == 2


def test_value_model_prices_from_the_stage_table():
    """1 CP is worth 2 points up to 10 CP (ZA-TRK-4): the early table has CP above appeal, and money
    converts at about 3 money per early appeal (the brief's anchor)."""
    early = C.STAGE_POINTS["early"]
    assert early["cp"] > early["appeal"] > early["money"]
    assert 2.8 <= C.MONEY_PER_AE <= 3.5
    for stage in C.STAGE_POINTS.values():
        assert set(stage) == {"money", "appeal", "cp", "reputation", "x", "card", "action"}


def test_pictures_at_most_two_species_each_and_in_manifest():
    from collections import Counter
    uses = Counter(c.art for c in C.CARDS.cards.values() if c.type == "animal")
    assert max(uses.values()) <= 2
    assert set(uses) <= C.animal_pictures()
    assert len(uses) >= 70


@pytest.mark.parametrize("art,needle", [("unicorn_rainbow", "not in assets/manifest.json"), ("lion", "max 2")])
def test_loader_rejects_unknown_or_overused_picture(art, needle):
    d = copy.deepcopy(raw())
    d["animals"][5]["art"] = art                       # A006; A011 and A017 already show the lion
    with pytest.raises(DataError) as exc:
        C.parse_cards(d)
    assert needle in str(exc.value)


def test_every_card_named_in_all_four_catalogs():
    for lang in ("en", "uk", "pt", "hu"):
        m = load_messages(PKG, lang)
        missing = [cid for cid in C.CARDS.cards if f"architect.card.{cid}" not in m]
        assert missing == [], (lang, missing)
    en = load_messages(PKG, "en")
    uk = load_messages(PKG, "uk")
    for cid, c in C.CARDS.cards.items():
        assert en[f"architect.card.{cid}"] == c.name
    # real translations: new cards are not left in English
    assert sum(1 for cid in C.CARDS.cards if uk[f"architect.card.{cid}"] == en[f"architect.card.{cid}"]) <= 3


def test_coverage_prints_per_card_values():
    text, code = C.coverage_report(IMPLEMENTED)
    assert code == 0
    assert "A011" in text and "S004" in text and "model" in text

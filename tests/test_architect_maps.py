"""Zoo Architect zoo maps (issue 18 items 4 and 5): every map file loads and validates, a
damaged one is refused naming file and field, the masks of every map are consistent, each
map's ability works (a rule test per ability, by map id), normal bots end 2-player games on
every map by the crossing (not the ZA-END-6 safety limit), random dealing is reproducible
from the seed, and a map picked in the setup scene is the one the table draws."""
from __future__ import annotations

import copy
import json

import pytest
from test_architect_rules import clear, game, hand, opts, place, slots
from test_ui_architect import move
from test_ui_architect_race import drawn
from uidriver import click_button, make_app

from zoo_desktop import i18n
from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.data import DataError, load_json
from zoo_desktop.engine.record import replay
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games.architect import cards as C
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.rules import Build, PlayAnimal, PlaySponsor, Support, UseCard, ZooArchitect
from zoo_desktop.games.architect.projects import SupportTask
from zoo_desktop.simulate import play_one
from zoo_desktop.ui.scenes.menu import MenuScene
from zoo_desktop.ui.widgets import centre

NEW = [m for m in H.MAP_IDS if m != H.DEFAULT.id]
LANGS = ("en", "uk", "pt", "hu")


def raw(mid: str) -> dict:
    return load_json(C.PKG, f"data/maps/{mid}.json")


# ----------------------------------------------------------------------------- files
def test_every_map_file_loads_validates_and_is_named_in_every_language():
    assert H.MAP_IDS[0] == "riverside" and len(H.MAP_IDS) >= 7
    assert set(NEW) >= {"canyon", "forest", "island", "lakeside", "mountain", "savanna"}
    try:
        for lang in LANGS:
            i18n.set_language(lang)
            for mid in H.MAP_IDS:
                m = C.parse_map(raw(mid), f"{mid}.json")
                assert m["id"] == mid and (m["cols"], m["rows"]) == (H.COLS, H.ROWS)
                assert i18n.has(f"architect.option.value.{mid}")
                if mid == "riverside":
                    assert m["ability"] == ()           # the classic map: no ability
                    continue
                assert len(m["ability"]) == 1 and m["ability"][0]["op"] in C.MAP_ABILITY_OPS
                for k in ("ability", "ability_text"):
                    assert i18n.has(f"architect.map.{mid}.{k}"), (lang, mid, k)
    finally:
        i18n.set_language("en")
    # riverside is the old map.json, unchanged: the default map's data
    assert C.MAP is C.MAPS["riverside"] and H.DEFAULT is H.get_map("riverside")


@pytest.mark.parametrize("damage,words", [
    (lambda d: d.update(colour="red"), "unknown fields ['colour']"),
    (lambda d: d["cells"][2].__setitem__(3, "Q"), "cell (3,2): bad token 'Q'"),
    (lambda d: d["cells"][1].__setitem__(1, "9"), "cell (1,1): unknown yellow bonus 9"),
    (lambda d: d["cells"].pop(), "cells: cells must be rows x columns"),
    (lambda d: d.update(ability=[{"op": "TERRAIN", "terrain": "water", "n": 1}]), "ability[0]: unknown ability op 'TERRAIN'"),
    (lambda d: d.update(ability=[{"op": "INCOME", "res": "gold", "n": 1}]), "ability[0]: INCOME.res: unknown resource 'gold'"),
    (lambda d: d["bonuses"].update({"1": [{"op": "FLY"}]}), "bonuses.1[0]: unknown op 'FLY'"),
    (lambda d: [row.__setitem__(c, "W") for row in d["cells"][:3] for c in range(9)], "buildable cells"),
    (lambda d: d.pop("full_map_appeal"), "missing field 'full_map_appeal'"),
])
def test_a_damaged_map_file_is_refused_naming_file_and_field(damage, words):
    d = copy.deepcopy(raw("canyon"))
    damage(d)
    with pytest.raises(DataError) as exc:
        C.parse_map(d, "architect/data/maps/canyon.json")
    msg = str(exc.value)
    assert msg.startswith("architect/data/maps/canyon.json") and words in msg, msg


def test_a_map_file_whose_id_is_not_its_name_is_refused(tmp_path, monkeypatch):
    pkg = tmp_path / "fakemaps"
    (pkg / "maps").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "maps" / "riverside.json").write_text(json.dumps(raw("riverside")))
    (pkg / "maps" / "dunes.json").write_text(json.dumps(raw("canyon")))   # id canyon in dunes.json
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(DataError) as exc:
        C.load_maps("fakemaps", "maps")
    assert "maps/dunes.json id" in str(exc.value) and "file name" in str(exc.value)


# ----------------------------------------------------------------------------- masks
@pytest.mark.parametrize("mid", H.MAP_IDS)
def test_map_masks_are_consistent(mid):
    zm = H.get_map(mid)
    every = (1 << H.N_CELLS) - 1
    assert zm.water & zm.rock == 0 and (zm.water | zm.rock) & zm.buildable == 0
    assert zm.water | zm.rock | zm.buildable == every
    assert zm.restricted & ~zm.buildable == 0
    assert zm.buildable.bit_count() >= C.MAP_MIN_BUILDABLE
    assert sorted(zm.yellow.values()) == list("123456") and all(zm.buildable >> i & 1 for i in zm.yellow)
    assert zm.buildable & H.BORDER                          # a first building has somewhere to go
    for kind, pls in zm.placements.items():
        assert pls, f"{mid}: no placement for {kind}"
        for pc in pls:
            assert pc.mask & ~zm.buildable == 0
            assert (pc.water, pc.rock) == zm.terrain_adjacent(pc.mask)
            assert pc.restricted == bool(pc.mask & zm.restricted)
    assert H.get_map(mid) is zm                              # one object per map id


def test_maps_differ_from_each_other():
    layouts = {(H.get_map(m).water, H.get_map(m).rock, H.get_map(m).restricted, tuple(sorted(H.get_map(m).yellow.items())))
               for m in H.MAP_IDS}
    assert len(layouts) == len(H.MAP_IDS)


# ----------------------------------------------------------------------------- abilities
def pair(**opt):
    """The same seeded game on riverside and on the map asked (maps=...): nothing else differs."""
    return game(**opt), game(**{**opt, "maps": "riverside"})


def test_canyon_quarry_buildings_cost_one_less():
    g, base = pair(maps="canyon")
    assert g.pl[0].zmap.id == "canyon" and base.pl[0].zmap.id == "riverside"
    for x in (g, base):
        clear(x, 0)
        slots(x, 0, ["animals", "cards", "association", "sponsors", "build"])
        x.apply(UseCard(0, "build"))
    assert g.build_cost(0, "enc3") == base.build_cost(0, "enc3") - 1
    a = next(a for a in opts(g) if isinstance(a, Build) and a.building == "enc2")
    m = g.pl[0].money
    g.apply(a)
    assert g.pl[0].money == m - (2 * C.BUILDINGS["cost_per_cell"] - 1)


def test_forest_woodland_trail_small_animal_gives_appeal():
    gains = []
    for x in pair(maps="forest"):
        clear(x, 0)
        bid = place(x, 0, "enc2", [(1, 3), (2, 3)])      # land on riverside and forest
        hand(x, 0, "A019")                                 # Red Fox, size 1
        slots(x, 0, ["build", "cards", "association", "sponsors", "animals"])
        x.apply(UseCard(0, "animals"))
        a0 = x.pl[0].appeal
        x.apply(PlayAnimal(0, "A019", bid))
        gains.append(x.pl[0].appeal - a0)
    assert gains[0] == gains[1] + 1


def test_island_ferry_two_more_income():
    g, base = pair(maps="island")
    assert g.income(0) == base.income(0) + 2 and g.income(1) == base.income(1) + 2


def test_lakeside_boat_rental_money_per_standard_enclosure():
    paid = []
    for x in pair(maps="lakeside"):
        clear(x, 0)
        slots(x, 0, ["animals", "cards", "association", "sponsors", "build"])
        x.apply(UseCard(0, "build"))
        a = next(a for a in opts(x) if isinstance(a, Build) and a.building == "enc1" and (a.col, a.row) == (0, 0))
        m = x.pl[0].money
        x.apply(a)
        paid.append(m - x.pl[0].money)
    assert paid[0] == paid[1] - 2


def test_mountain_rescue_reputation_per_project_support():
    reps = []
    for mid in ("mountain", "riverside"):
        g = game(3, maps=mid)                      # as test_architect_rules._support_game, on the map
        clear(g, 0)
        g.base = ("B01", "B02", "B03")
        g.ptok = {b: (None, None, None) for b in g.base}
        bid = place(g, 0, "enc3", [(0, 1), (1, 1), (0, 2)])   # land on both maps
        for c in ("A011", "A012"):
            g.put_animal(0, c, bid)
        g.stack.append(SupportTask(0, upgraded=False))
        g.invalidate()
        g._run([])
        r = g.pl[0].rep
        g.apply(Support(0, "B01", 2))
        while g.pending.kind != "turn":            # the track bonuses it reached: the same first
            g.apply(opts(g)[0])                    # choice on both maps
        reps.append(g.pl[0].rep - r)
    assert reps[0] == reps[1] + 1


def test_savanna_safari_partners_money_per_sponsor():
    got = []
    for x in pair(maps="savanna"):
        clear(x, 0)
        hand(x, 0, "S014")
        slots(x, 0, ["animals", "cards", "association", "build", "sponsors"])
        x.apply(UseCard(0, "sponsors"))
        m = x.pl[0].money
        x.apply(PlaySponsor(0, "S014"))
        got.append(x.pl[0].money - m)
    assert got[0] == got[1] + 3


# ----------------------------------------------------------------------------- bots and dealing
@pytest.mark.parametrize("mid", H.MAP_IDS)
def test_normal_bots_end_by_the_crossing_on_every_map(mid):
    for seed in (1, 2, 3):
        cfg = GameConfig.make(2, seats=("normal", "normal"), maps=mid)
        s = play_one("architect", cfg, seed, budget_ms=20)
        g = s.game
        assert g.is_over and [pl.zmap.id for pl in g.pl] == [mid, mid]
        assert not any(e.kind == "round_limit" for h in s.history for e in h.events), (mid, seed)  # ZA-END-6
        assert g.trigger is not None                                                                   # ZA-END-1


def test_random_maps_are_dealt_from_the_seed_and_replay():
    def maps(seed, n=4, **opt):
        return [pl.zmap.id for pl in ZooArchitect(GameConfig.make(n, maps="random", **opt), seed).pl]
    assert maps(5) == maps(5) and len(set(maps(5))) == 4            # a different map per seat
    assert len({tuple(maps(s)) for s in range(12)}) > 6            # and the seed decides which
    assert maps(5, map2="canyon")[1] == "canyon"                   # a seat's own choice wins
    for seed in range(30):                                         # and no random seat shares it
        for named in ("canyon", "riverside", "island"):
            got = maps(seed, map1=named, map3=named)
            assert got[0] == got[2] == named and len(set(got)) == 3, (seed, named, got)
    # the rest of the deal is the default map's game (the maps have their own generator)
    a, b = ZooArchitect(GameConfig.make(2, maps="random"), 8), ZooArchitect(GameConfig.make(2), 8)
    assert a.deck == b.deck and a.display == b.display and [p.dealt for p in a.pl] == [p.dealt for p in b.pl]
    # record and replay rebuild the same maps; the view carries them (determinize keeps them)
    s = play_one("architect", GameConfig.make(2, seats=("easy", "easy"), maps="random"), 11, budget_ms=20)
    again = replay(s.record(), ZooArchitect)
    assert [p.zmap for p in again.pl] == [p.zmap for p in s.game.pl]
    assert again.fingerprint() == s.game.fingerprint()
    v = s.game.view(0)
    assert [d.get("map", "riverside") for d in v["pl"]] == [p.zmap.id for p in s.game.pl]
    d = ZooArchitect.determinize(v, 0, Rng(3))
    assert [p.zmap for p in d.pl] == [p.zmap for p in s.game.pl]
    assert [p.copy().zmap for p in s.game.pl] == [p.zmap for p in s.game.pl]   # shared on copy


@pytest.mark.parametrize("lang", ["en", "uk", "pt", "hu"])
def test_each_map_setup_tip_is_its_ability_and_each_seat_option_has_a_tip(lang):
    i18n.set_language(lang)
    try:
        for mid in H.MAP_IDS:
            tip = i18n.t(f"architect.option.value.{mid}.tip")
            if C.MAPS[mid]["ability"]:
                assert tip == i18n.t(f"architect.map.{mid}.ability") + ": " + i18n.t(f"architect.map.{mid}.ability_text")
            else:
                assert tip and tip != f"architect.option.value.{mid}.tip"
        for k in range(1, 5):
            assert i18n.has(f"architect.option.map{k}.tip")
    finally:
        i18n.set_language("en")


def test_the_default_map_keeps_the_view_of_before():
    g = game()
    assert all("map" not in d for d in g.view(0)["pl"])   # (the default map: golden fingerprints unchanged)
    assert "map" in game(maps="canyon").view(0)["pl"][0]


# ----------------------------------------------------------------------------- setup and table
def test_a_map_picked_in_setup_is_the_map_the_table_draws(tmp_path, monkeypatch):
    i18n.set_language("en")
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    app.reset_to(MenuScene(app))
    app.frame()
    click_button(app, "play:architect")
    setup = app.scene
    while setup.count > 2:
        click_button(app, "fewer")
    assert setup.button("option:map3") is None                       # only the seats there are
    while setup.options["maps"] != "canyon":
        click_button(app, "option:maps")
    assert "Map (every seat): Canyon" in setup.button("option:maps").label
    click_button(app, "option:map2")                                  # seat 2: its own map
    assert setup.options["map2"] == "riverside"
    assert "Map of seat B: Riverside" in setup.button("option:map2").label
    move(app, centre(setup.button("option:map2").rect), frames=14)      # its tooltip: what it is, the map's ability
    assert "This seat's own zoo map" in app.tooltip.text and "The classic map" in app.tooltip.text
    click_button(app, "start", frames=3)
    table = app.scene
    g = table.session.game
    assert [pl.zmap.id for pl in g.pl] == ["canyon", "riverside"]
    # what is drawn: the canyon's rock at (2, 0) (land on riverside), and the ability badge
    from zoo_desktop.games.architect.table.art import TERRAIN_COL
    from zoo_desktop.games.architect.table.layout import GEO, MAP_BADGE
    texts = drawn(app, monkeypatch, table)
    assert "Quarry" in texts
    x, y = GEO.centre(2, 0)
    px = app.screen.get_at(app.vp.p(x + GEO.R * 0.7, y))[:3]
    assert max(abs(a - b) for a, b in zip(px, TERRAIN_COL["rock"])) < 12, px
    move(app, centre(MAP_BADGE), frames=14)
    assert "Every building you build costs 1 money less." in app.tooltip.text

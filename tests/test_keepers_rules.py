"""Species Keepers rules (shared/rules/species-keepers.md): one or more tests per rule id.

States are built from a seeded game and then arranged with the helpers below, which move
cards and cubes between places so that everything stays conserved (check_invariants)."""
from __future__ import annotations

import copy
import json

import pytest

from zoo_desktop.engine.core import GameConfig, IllegalAction
from zoo_desktop.engine.data import DataError, load_json
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games.keepers import cards as cardmod
from zoo_desktop.games.keepers.cards import KEEPERS, OBJECTIVES, SPECIES
from zoo_desktop.games.keepers.rules import (ALL_KEEPERS, ALL_OBJECTIVES, ALL_SPECIES, AREAS, COLOURS, SUPPLY,
                                             ChooseArea, Collect, Dismiss, EndTurn, Fund, Hire, Move,
                                             NewObjective, Peek, Renew, Replace, Return, Save, Send,
                                             SpeciesKeepers)
from zoo_desktop.i18n import load_messages

PKG = "zoo_desktop.games.keepers"


# ----------------------------------------------------------------------------- helpers
def make(n=3, seed=1, **opts) -> SpeciesKeepers:
    g = SpeciesKeepers(GameConfig.make(n, **opts), seed)
    begin(g, 0)
    return g


def begin(g: SpeciesKeepers, p: int) -> None:
    """Make seat p the active player at the start of the action phase (no shift)."""
    g.current = p
    g.phase, g.pending = "play", {}
    g.fund_open, g.main, g.moves = True, None, 0
    g.renewed = g.bonus_used = False


def take_species(g: SpeciesKeepers, card: str) -> None:
    if card in g.deck:
        g.deck.remove(card)
        return
    pos = g.grid.find(card)
    if pos is not None:
        g.grid.remove(*pos)
        return
    for m in g.mats:
        for h in m.houses.slots:
            if card in h.cards:
                h.cards.remove(card)
                return
        if m.areas.where(card) is not None:
            m.areas.take(card)
            return
    raise AssertionError(f"{card} not found")


def set_grid(g: SpeciesKeepers, layout: dict) -> None:
    """layout {(col, row): card}; every other grid slot is emptied (cards to the deck bottom)."""
    for _, _, card in g.grid.clear():
        g.deck.append(card)
    for (c, r), card in layout.items():
        take_species(g, card)
        g.grid.cells[c][r] = card


def set_res(g: SpeciesKeepers, p: int, G=0, R=0, W=0) -> None:
    g.mats[p].resources = {"G": G, "R": R, "W": W}
    held = {c: sum(m.resources[c] for m in g.mats) for c in COLOURS}
    assert all(held[c] <= SUPPLY[c] for c in COLOURS), "more cubes than exist"
    g.bag.counts = {c: SUPPLY[c] - held[c] for c in COLOURS}


def take_keeper(g: SpeciesKeepers, kid: str) -> None:
    for i, pile in enumerate(g.piles):
        if kid in pile:
            j = pile.index(kid)
            pile.remove(kid)
            known_from = len(pile) + 1 - g.pile_known[i]
            if j >= known_from:
                g.pile_known[i] -= 1
            g.pile_known[i] = min(g.pile_known[i], len(pile))
            return
    if kid in g.out_keepers:
        g.out_keepers.remove(kid)
        return
    for m in g.mats:
        for i, h in enumerate(m.houses.slots):
            if h.anchor == kid:
                _, cards, _ = m.houses.remove(i)
                g.deck.extend(cards)
                return
    raise AssertionError(f"{kid} not found")


def set_keeper(g: SpeciesKeepers, p: int, h: int, kid: str | None, species=(), origin=None) -> None:
    """Put keeper `kid` (or nothing) into p's house h with these species under it."""
    houses = g.mats[p].houses
    if houses[h].anchor is not None:
        old, cards, _ = houses.remove(h)
        g.deck.extend(cards)
        if KEEPERS[old].level == 1:
            g.out_keepers.append(old)
        else:
            g.piles[3].insert(0, old)        # top of P4, unknown
    if kid is None:
        return
    take_keeper(g, kid)
    houses.place(h, kid, origin)
    for c in species:
        take_species(g, c)
        houses.tuck(h, c)


def set_area(g: SpeciesKeepers, p: int, area: str, card: str) -> None:
    take_species(g, card)
    g.mats[p].areas.put(area, card)


def pending_card(g):
    """A species in flight: looked at blind, or sent and waiting for its area."""
    return g.pending.get("card") if g.phase in ("peek", "area") else None


def check_invariants(g: SpeciesKeepers) -> None:
    """Cards and cubes conserved, nothing negative, every saved species fits its keeper."""
    sp = list(g.deck) + g.grid.cards()
    for m in g.mats:
        sp += m.houses.tucked() + m.areas.cards()
    if pending_card(g):
        sp.append(pending_card(g))
    assert sorted(sp) == sorted(ALL_SPECIES), "species not conserved"
    ks = [k for m in g.mats for k in m.houses.anchors()] + [k for pl in g.piles for k in pl] + g.out_keepers
    assert sorted(ks) == sorted(ALL_KEEPERS), "keepers not conserved"
    for c in COLOURS:
        assert g.bag.count(c) >= 0
        assert all(m.resources[c] >= 0 for m in g.mats), "negative resources"
        assert g.bag.count(c) + sum(m.resources[c] for m in g.mats) == SUPPLY[c], f"{c} cubes not conserved"
    if g.secret:
        assert sorted([o for o in g.objectives if o] + g.obj_deck) == sorted(ALL_OBJECTIVES)
    for m in g.mats:
        for h in m.houses.slots:
            assert len(h.cards) <= 3
            if h.anchor is None:
                assert not h.cards
            for c in h.cards:
                assert c in KEEPERS[h.anchor].accepts, f"{c} under {h.anchor} breaks its objective"
        for area, cs in m.areas.held.items():
            assert len(cs) <= 1
            for c in cs:
                assert area == "GEN" or area in SPECIES[c].habitats
    for i, pl in enumerate(g.piles):
        assert 0 <= g.pile_known[i] <= len(pl)
    if not g.is_over:
        d = g.decision()
        assert d.players and any(g.legal_actions(p) for p in d.players), "stuck"


def kinds(acts):
    return {a.kind for a in acts}


def ev_kinds(events):
    return [e.kind for e in events]


# ============================================================================ overview
def test_SK_GEN_01_two_to_four_players_and_team_game_only_for_four():
    for n in (2, 3, 4):
        assert SpeciesKeepers(GameConfig.make(n), 1).n == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            SpeciesKeepers(GameConfig.make(n), 1)
    SpeciesKeepers(GameConfig.make(4, teams=True), 1)
    with pytest.raises(ValueError):
        SpeciesKeepers(GameConfig.make(3, teams=True), 1)


def test_SK_GEN_02_most_vp_wins():
    g = make(2)
    set_keeper(g, 1, 0, "KP02", ["SP04"])                      # CR: 7 VP
    set_keeper(g, 0, 0, "KP01", ["SP14"])                      # LC: 1 VP
    assert g.scores() == [1, 7]
    assert g.ranking()[0] == 1 and g.winners() == [1]


def test_SK_GEN_03_SK_SETUP_06_random_first_player_then_seat_order():
    firsts = {SpeciesKeepers(GameConfig.make(4), s).first for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    g = SpeciesKeepers(GameConfig.make(3), 5)
    order = [g.current]
    for _ in range(5):
        g.apply(EndTurn(g.current))
        order.append(g.current)
    assert all(order[i + 1] == (order[i] + 1) % 3 for i in range(5))


def test_SK_GEN_04_view_hides_what_is_hidden_and_shows_what_is_public():
    g = make(3, secret_objectives=True)
    v = g.view(1)
    # face-down grid cards carry no id; face-up do
    for c in range(4):
        assert v["grid"][c][0]["card"] == g.grid.cells[c][0]
        assert v["grid"][c][1] == {"card": None, "up": False}
    assert v["deck"] == len(g.deck) and "SP" not in json.dumps(v["deck"])
    assert [p["top_level"] for p in v["piles"]] == [KEEPERS[p[0]].level for p in g.piles]
    assert all(p["known"] == [] for p in v["piles"])          # identities in piles hidden
    assert v["bag"] == {"total": g.bag.total, "colours": None}  # SK-OPT-04 default hidden
    assert v["mats"][1]["objective"] == g.objectives[1]
    assert v["mats"][0]["objective"] is None and v["mats"][2]["objective"] is None
    assert v["mats"][0]["resources"] == {"G": 4, "R": 4, "W": 3}
    assert v["mats"][0]["houses"][0]["keeper"] == g.mats[0].houses[0].anchor
    blob = json.dumps(v)
    for c in range(4):
        for r in (1, 2):
            assert g.grid.cells[c][r] not in blob
    # spectators see no objective at all
    assert all(m["objective"] is None for m in g.view(None)["mats"])


# ============================================================================ components
def test_SK_COMP_01_seventy_two_unique_species_with_the_stated_composition():
    assert len(SPECIES) == 72 and len(set(SPECIES)) == 72
    from collections import Counter
    assert Counter(s.cls for s in SPECIES.values()) == {"MAM": 34, "BIR": 22, "REP": 10, "AMP": 6}
    assert Counter(s.diet for s in SPECIES.values()) == {"H": 27, "C": 32, "O": 13}
    assert Counter(s.status for s in SPECIES.values()) == {"LC": 18, "NT": 12, "VU": 16, "EN": 14, "CR": 12}
    okapi = SPECIES["SP07"]
    assert (okapi.name, okapi.cls, okapi.diet, okapi.status, okapi.habitats, okapi.continents, okapi.cost,
            okapi.vp) == ("Okapi", "MAM", "H", "EN", ("RAI",), ("AFR",), (3, 0, 2), 5)


def test_SK_COMP_02_white_cost_and_vp_by_status_food_by_diet():
    table = {"LC": (0, 1), "NT": (0, 2), "VU": (1, 3), "EN": (2, 5), "CR": (3, 7)}
    for s in SPECIES.values():
        assert (s.cost[2], s.vp) == table[s.status]
        g, r, _ = s.cost
        assert {"H": g > 0 and r == 0, "C": r > 0 and g == 0, "O": g > 0 and r > 0}[s.diet]


def test_SK_COMP_03_codes():
    assert cardmod.CONTENT.habitats == ("FOR", "RAI", "SAV", "GRA", "DES", "WET", "MOU")
    assert cardmod.CONTENT.continents == ("AFR", "AME", "ASI", "EUR", "OCE")


def test_SK_COMP_04_matching_by_list_membership():
    assert "SP03" in KEEPERS["KP09"].accepts               # Red Wolf: FOR, WET -> wetland keeper
    assert "SP11" in KEEPERS["KP08"].accepts               # Polar Bear: AME, EUR, ASI -> Asia keeper
    assert "SP01" not in KEEPERS["KP09"].accepts           # Snow Leopard: MOU only


def test_SK_COMP_05_keepers_counts_levels_and_matches():
    from collections import Counter
    assert len(KEEPERS) == 24
    assert Counter(k.level for k in KEEPERS.values()) == {1: 4, 2: 5, 3: 5, 4: 5, 5: 5}
    expected = {"KP05": 34, "KP06": 32, "KP07": 27, "KP08": 22, "KP09": 22, "KP10": 22, "KP11": 21, "KP12": 20,
                "KP13": 19, "KP14": 23, "KP15": 16, "KP16": 18, "KP17": 13, "KP18": 11, "KP19": 12, "KP20": 12,
                "KP21": 11, "KP22": 10, "KP23": 10, "KP24": 9}
    for k, n in expected.items():
        assert len(KEEPERS[k].accepts) == n, k
    assert all(len(KEEPERS[k].accepts) == 72 for k in ("KP01", "KP02", "KP03", "KP04"))


def test_SK_COMP_06_resources_twenty_twenty_fifteen():
    g = make(4)
    check_invariants(g)                                    # bag + holdings == 20/20/15
    assert SUPPLY == {"G": 20, "R": 20, "W": 15}


def test_SK_COMP_07_four_houses_seven_areas_no_mountain():
    g = make(2)
    assert len(g.mats[0].houses) == 4 and g.mats[0].houses.capacity == 3
    assert AREAS == ("GEN", "FOR", "RAI", "SAV", "GRA", "DES", "WET") and "MOU" not in AREAS


def test_SK_COMP_08_eight_objectives_four_designs_four_bands():
    assert len(OBJECTIVES) == 8
    assert sorted({o.design for o in OBJECTIVES.values()}) == ["OB1", "OB2", "OB3", "OB4"]
    bands = cardmod.CONTENT.bands
    assert [(b.band, b.lo, b.hi, b.bonus) for b in bands] == [("A", 6, 8, 1), ("B", 9, 11, 2), ("C", 12, 14, 3),
                                                              ("D", 15, None, 4)]
    assert len(OBJECTIVES["OB2-a"].accepts["B"]) == 20 and len(OBJECTIVES["OB4-b"].accepts["C"]) == 23


# ----------------------------------------------------------------------------- loader
def _data():
    return (load_json(PKG, "data/species.json"), load_json(PKG, "data/keepers.json"),
            load_json(PKG, "data/objectives.json"))


@pytest.mark.parametrize("breaker, message", [
    (lambda s, k, o: s["species"][6].update(vp=4), "species[6] (SP07): vp 4"),
    (lambda s, k, o: s["species"][0]["cost"].update(W=0), "species[0] (SP01): white cost 0"),
    (lambda s, k, o: s["species"][1]["cost"].update(R=1), "species[1] (SP02): diet H pays no R"),
    (lambda s, k, o: s["species"][2].update(habitats=["XXX"]), "species[2] (SP03): unknown habitat 'XXX'"),
    (lambda s, k, o: s["species"][3].pop("name"), "species[3] (SP04): missing field 'name'"),
    (lambda s, k, o: s["species"].append(dict(s["species"][0])), "duplicate id SP01"),
    (lambda s, k, o: k["keepers"][20]["objective"].update(all=[{"field": "class", "value": "FISH"},
                                                                {"field": "diet", "value": "C"}]),
     "keepers[20] (KP21): unknown class value 'FISH'"),
    (lambda s, k, o: k["keepers"][8].update(matches=5), "keepers[8] (KP09): objective meets 22 species"),
    (lambda s, k, o: k["keepers"][4].update(level=3), "levels"),
    (lambda s, k, o: o["designs"][1]["conditions"].pop("C"), "designs[1] (OB2): needs one condition per band"),
    (lambda s, k, o: o["bands"][2].update(min=13), "bands[2]: bands must follow each other"),
])
def test_SK_COMP_loader_rejects_bad_entries_naming_them(breaker, message):
    s, k, o = (copy.deepcopy(x) for x in _data())
    breaker(s, k, o)
    with pytest.raises(DataError) as exc:
        cardmod.parse(s, k, o)
    assert message in str(exc.value)


def test_loader_accepts_the_shipped_files():
    c = cardmod.parse(*_data())
    assert len(c.species) == 72 and len(c.keepers) == 24 and len(c.objectives) == 8


# ============================================================================ setup
def test_SK_SETUP_01_grid_twelve_cards_front_face_up_dealt_slot3_slot2_slot1():
    g = SpeciesKeepers(GameConfig.make(2), 3)
    rng = Rng(3)
    deck = list(ALL_SPECIES)
    rng.shuffle(deck)                                      # the same shuffle the game made first
    for c in range(4):
        assert g.grid.cells[c] == [deck[3 * c + 2], deck[3 * c + 1], deck[3 * c]]
    assert g.grid.count() == 12 and len(g.deck) == 60
    deal = g.setup_events[0]
    assert deal.kind == "deal"
    assert deal.data["dealt"][0] == {"to": "grid:0,2", "card": None}
    assert deal.data["dealt"][2] == {"to": "grid:0,0", "card": deck[2]}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_SK_SETUP_02_start_resources_and_bag(n):
    g = SpeciesKeepers(GameConfig.make(n), 1)
    assert all(m.resources == {"G": 4, "R": 4, "W": 3} for m in g.mats)
    assert g.bag.to_json() == {"G": 20 - 4 * n, "R": 20 - 4 * n, "W": 15 - 3 * n}


def test_SK_SETUP_03_one_level_one_keeper_each_in_H1_without_origin():
    g = SpeciesKeepers(GameConfig.make(3), 2)
    for m in g.mats:
        k = m.houses[0]
        assert KEEPERS[k.anchor].level == 1 and k.tag is None and not k.cards
        assert all(m.houses[h].anchor is None for h in (1, 2, 3))
    assert len(g.out_keepers) == 1 and KEEPERS[g.out_keepers[0]].level == 1


def test_SK_SETUP_04_four_piles_of_five_levels_two_to_five():
    g = SpeciesKeepers(GameConfig.make(2), 4)
    assert [len(p) for p in g.piles] == [5, 5, 5, 5]
    assert sorted(k for p in g.piles for k in p) == [k for k in ALL_KEEPERS if KEEPERS[k].level > 1]


def test_SK_SETUP_05_SK_OPT_01_objectives_dealt_only_with_the_option():
    g = SpeciesKeepers(GameConfig.make(3), 1)
    assert g.objectives == [None, None, None] and not g.obj_deck
    g = SpeciesKeepers(GameConfig.make(3, secret_objectives=True), 1)
    assert all(o in OBJECTIVES for o in g.objectives) and len(g.obj_deck) == 5
    ev = [e for e in g.setup_events if e.kind == "objective"]
    assert len(ev) == 3 and ev[0].for_viewer(1).get("card") is None and ev[0].for_viewer(ev[0].owner).get("card")


# ============================================================================ turn
def test_SK_TURN_01_steps_shift_first_then_fund_only_as_first_decision():
    g = make(2)
    set_res(g, 0, 4, 4, 3)
    g.apply(EndTurn(0))
    # seat 1's turn began; the fund is open, and any other decision closes it
    assert g.current == 1 and g.fund_open
    assert Fund(1, 1) in g.legal_actions(1)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63"})   # 3 columns: no renewal
    g.apply(Move(1, "SP14", "discard"))
    assert not g.fund_open and Fund(1, 1) not in g.legal_actions(1)
    with pytest.raises(IllegalAction, match="first decision"):
        g.apply(Fund(1, 1))


def test_SK_TURN_01_column_shift_happens_at_the_start_of_the_next_turn():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (0, 1): "SP20", (0, 2): "SP63", (1, 0): "SP45", (2, 0): "SP51"})
    g.apply(Move(0, "SP14", "discard"))
    assert g.grid.cells[0] == [None, "SP20", "SP63"]           # SK-GRID-03 gap stays
    ev = g.apply(EndTurn(0))
    assert g.grid.cells[0] == ["SP20", "SP63", None]
    shift = next(e for e in ev if e.kind == "shift")
    assert {"col": 0, "from": 1, "to": 0, "card": "SP20", "revealed": True} in shift.data["slides"]
    assert ev_kinds(ev).index("turn") < ev_kinds(ev).index("shift")


def test_SK_TURN_02_at_most_one_main_action():
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP45"])
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63"})
    set_res(g, 0, 2, 2, 2)
    g.apply(Collect(0))
    assert g.current == 1                                       # nothing left to choose: turn over
    begin(g, 0)
    g.apply(Save(0, "SP14", 0))                                 # 2 columns left: renewal still possible
    assert g.current == 0
    legal = g.legal_actions(0)
    assert kinds(legal) == {"renew", "end_turn"}
    with pytest.raises(IllegalAction, match="main action"):
        g.apply(Collect(0))


def test_SK_TURN_03_SK_DP_04_pass_without_a_main_action():
    g = make(3)
    ev = g.apply(EndTurn(0))
    assert "pass" in ev_kinds(ev) and g.current == 1


# ============================================================================ grid
def test_SK_GRID_01_four_columns_three_slots_gaps_allowed():
    g = make(2)
    assert (g.grid.cols, g.grid.rows) == (4, 3)
    set_grid(g, {(0, 2): "SP14"})                              # a gap in front of a card
    v = g.view(0)["grid"]
    assert v[0][0] is None and v[0][2] == {"card": None, "up": False}


def test_SK_GRID_02_only_front_cards_are_available():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (0, 1): "SP20", (1, 1): "SP63"})
    set_keeper(g, 0, 0, "KP01")
    saves = {a.card for a in g.legal_actions(0) if isinstance(a, Save)}
    assert saves == {"SP14"}
    with pytest.raises(IllegalAction):
        g.apply(Save(0, "SP20", 0))


def test_SK_GRID_03_removed_card_leaves_its_slot_empty_until_the_shift():
    g = make(2)
    set_grid(g, {(1, 0): "SP14", (1, 1): "SP20", (2, 0): "SP63", (3, 0): "SP45"})
    g.apply(Move(0, "SP14", "discard"))
    assert g.grid.cells[1] == [None, "SP20", None]
    assert "SP20" not in [c for _, c in g.available()]


def test_SK_GRID_04_shift_closes_all_gaps_and_turns_the_front_face_up():
    g = make(2)
    set_grid(g, {(0, 2): "SP14", (1, 1): "SP20", (1, 2): "SP63", (2, 0): "SP45"})
    ev = g.apply(EndTurn(0))
    assert g.grid.cells[0] == ["SP14", None, None]
    assert g.grid.cells[1] == ["SP20", "SP63", None]
    assert g.grid.cells[2] == ["SP45", None, None]
    slides = next(e for e in ev if e.kind == "shift").data["slides"]
    assert {"col": 1, "from": 2, "to": 1, "card": None, "revealed": False} in slides   # still face down
    assert g.view(1)["grid"][1][0] == {"card": "SP20", "up": True}


def test_SK_GRID_05_SK_DP_03_renewal_with_at_most_two_columns_once_per_turn():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63"})
    assert Renew(0) not in g.legal_actions(0)                  # 3 columns
    with pytest.raises(IllegalAction, match="at most 2 columns"):
        g.apply(Renew(0))
    set_grid(g, {(0, 0): "SP14", (0, 1): "SP20", (2, 0): "SP63"})
    deck_before = list(g.deck)
    ev = g.apply(Renew(0))
    # old cards to the deck bottom C1..C4, slot 1..3; 12 new ones from the top
    assert g.deck[-3:] == ["SP14", "SP20", "SP63"]
    assert g.grid.cells[0] == [deck_before[2], deck_before[1], deck_before[0]]
    assert g.grid.count() == 12 and g.renewed
    assert not ev[0].data["auto"] and ev[0].data["cleared"][1] == {"from": "grid:0,1", "card": None}
    # usable at once, not again this turn
    assert any(isinstance(a, Move) and a.card == g.grid.cells[0][0] for a in g.legal_actions(0))
    set_grid(g, {(0, 0): "SP14"})
    assert Renew(0) not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="already renewed"):
        g.apply(Renew(0))


def test_SK_GRID_06_empty_grid_renews_at_once_not_as_the_free_action():
    g = make(2)
    set_grid(g, {(0, 0): "SP14"})
    set_keeper(g, 0, 0, "KP01")
    ev = g.apply(Save(0, "SP14", 0))
    renew = [e for e in ev if e.kind == "renew"]
    assert renew and renew[0].data["auto"] and g.grid.count() == 12
    assert not g.renewed


def test_SK_GRID_07_short_deck_deals_what_exists():
    g = make(2)
    for _, _, c in g.grid.clear():
        g.deck.append(c)
    keep, rest = g.deck[:5], g.deck[5:]
    g.deck = list(keep)
    dealt = g._deal_grid()
    assert len(dealt) == 5 and not g.deck
    assert g.grid.cells[0] == [keep[2], keep[1], keep[0]]
    assert g.grid.cells[1] == [None, keep[4], keep[3]]         # C2: slot 3 and slot 2; slot 1 stays empty
    assert g.grid.cells[2] == [None, None, None]
    g.deck = rest


def test_SK_GRID_08_SK_MOVE_03_discard_goes_to_the_deck_bottom():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63"})
    ev = g.apply(Move(0, "SP14", "discard"))
    assert g.deck[-1] == "SP14"
    assert ev[0].data["from"] == "grid:0,0" and ev[0].data["to"] == "deck"


# ============================================================================ fund
def test_SK_FUND_01_white_replaces_two_of_one_colour_worked_example_1():
    """Example 1: Okapi (3/0/2) with G2 R1 W3 -> a = 1: pays G1 W3, keeps G1 R1."""
    g = make(3)
    set_keeper(g, 0, 0, "KP01", ["SP45", "SP20"])
    set_keeper(g, 0, 1, "KP12", ["SP14"])
    set_keeper(g, 0, 2, "KP07", ["SP22", "SP30"])
    set_res(g, 0, 2, 1, 3)
    set_grid(g, {(0, 0): "SP07", (2, 0): "SP58", (3, 0): "SP18"})
    saves = [a for a in g.legal_actions(0) if isinstance(a, Save) and a.card == "SP07"]
    assert {a.house for a in saves} == {0, 1, 2}               # all three keepers qualify
    assert {(a.a, a.b) for a in saves} == {(1, 0)}             # a=0 needs G3, a=2 needs W4
    ev = g.apply(Save(0, "SP07", 2, 1, 0))
    assert g.mats[0].resources == {"G": 1, "R": 1, "W": 0}
    save = next(e for e in ev if e.kind == "save")
    assert save.data["paid"] == {"G": 1, "R": 0, "W": 3} and save.data["complete"]


def test_SK_FUND_01_never_one_white_for_green_plus_red():
    """Sloth Bear 2/2/1 with G1 R1 W2: one white cannot cover 1 G + 1 R."""
    g = make(2)
    set_res(g, 0, 1, 1, 2)
    set_grid(g, {(0, 0): "SP12"})
    assert not [a for a in g.legal_actions(0) if isinstance(a, Save)]
    set_res(g, 0, 0, 2, 2)                                      # a = 1: G0 R2 W2
    assert [(a.a, a.b) for a in g.legal_actions(0) if isinstance(a, Save)] == [(1, 0)]
    with pytest.raises(IllegalAction, match="only as far as the cost needs"):
        g.apply(Save(0, "SP12", 0, 2, 0))                       # a <= ceil(2/2) = 1


def test_SK_FUND_02_SK_DP_01_SK_DP_02_fund_limits_draw_and_return_twice():
    g = make(2)
    set_res(g, 0, 1, 1, 0)                                      # H = 2 -> N <= 1
    assert [a.n for a in g.legal_actions(0) if isinstance(a, Fund)] == [1]
    set_res(g, 0, 4, 4, 3)                                      # H = 11, bag 33 -> N <= 5
    assert [a.n for a in g.legal_actions(0) if isinstance(a, Fund)] == [1, 2, 3, 4, 5]
    with pytest.raises(IllegalAction):
        g.apply(Fund(0, 6))
    before = g.bag.total
    ev = g.apply(Fund(0, 3))
    assert g.bag.total == before - 3 and g.held(0) == 14
    assert len(ev[0].data["drawn"]) == 3 and not ev[0].secret   # the draw is revealed
    assert g.phase == "fund_return" and g.decision().prompt == "keepers.prompt.fund_return"
    rets = g.legal_actions(0)
    assert rets and all(isinstance(a, Return) and a.g + a.r + a.w == 6 for a in rets)
    with pytest.raises(IllegalAction, match="exactly 6"):
        g.apply(Return(0, 1, 0, 0))
    g.apply(rets[0])
    assert g.held(0) == 8 and g.phase == "play" and g.main is None
    assert Fund(0, 1) not in g.legal_actions(0)


def test_SK_FUND_02_bag_limits_the_fund():
    g = make(2)
    set_res(g, 1, 16, 16, 12)
    set_res(g, 0, 4, 4, 3)                                      # bag: 0 G 0 R 0 W
    assert g.bag.total == 0
    assert not [a for a in g.legal_actions(0) if isinstance(a, Fund)]


# ============================================================================ keepers
def test_SK_KEEP_01_manage_is_hire_replace_or_dismiss():
    g = make(2)
    assert {"hire", "replace", "dismiss"} <= kinds(g.legal_actions(0))


def test_SK_KEEP_02_SK_DP_05_hire_into_the_lowest_empty_house():
    g = make(2)
    set_keeper(g, 0, 1, "KP05", origin=0)
    top = g.piles[2][0]
    ev = g.apply(Hire(0, 2))
    assert g.mats[0].houses[2].anchor == top and g.mats[0].houses[2].tag == 2
    assert ev[0].data == {"player": 0, "keeper": top, "house": 2, "pile": 2, "level": KEEPERS[top].level,
                          "from": "pile:2", "to": "keeper:0:2"}
    assert len(g.piles[2]) == 4
    begin(g, 0)
    assert g.mats[0].houses.lowest_empty() == 3
    g.apply(Hire(0, 0))
    assert g.mats[0].houses[3].tag == 0
    begin(g, 0)
    assert not [a for a in g.legal_actions(0) if isinstance(a, Hire)]
    with pytest.raises(IllegalAction, match="All 4 keeper houses"):
        g.apply(Hire(0, 1))
    set_keeper(g, 0, 3, None)
    g.piles[1] = []
    g.pile_known[1] = 0
    assert {a.pile for a in g.legal_actions(0) if isinstance(a, Hire)} == {0, 2, 3}
    with pytest.raises(IllegalAction, match="pile is empty"):
        g.apply(Hire(0, 1))


def test_SK_KEEP_03_SK_DP_06_replace_sends_species_to_deck_and_keeper_under_the_pile():
    g = make(2)
    set_keeper(g, 0, 1, "KP07", ["SP22", "SP30"], origin=3)
    set_res(g, 0, 1, 0, 0)
    new = g.piles[1][0]
    ev = g.apply(Replace(0, 1, 1))
    assert g.mats[0].houses[1].anchor == new and g.mats[0].houses[1].tag == 1
    assert g.mats[0].houses[1].cards == []
    assert g.deck[-2:] == ["SP22", "SP30"]                     # saved order
    assert g.piles[1][-1] == "KP07" and g.pile_known[1] == 1    # bottom of the chosen pile, publicly known
    assert g.view(1)["piles"][1]["known"] == ["KP07"]
    e = ev[0]
    assert e.data["old"] == "KP07" and [s["card"] for s in e.data["species"]] == ["SP22", "SP30"]
    assert e.data["species"][0] == {"card": "SP22", "from": "keeper:0:1", "to": "deck"}


def test_SK_KEEP_04_SK_DP_07_dismiss_to_origin_or_chosen_pile_for_a_starting_keeper():
    g = make(2)
    start = g.mats[0].houses[0].anchor
    set_keeper(g, 0, 1, "KP06", ["SP01"], origin=2)
    acts = [a for a in g.legal_actions(0) if isinstance(a, Dismiss)]
    assert sorted((a.house, a.pile) for a in acts) == [(0, 0), (0, 1), (0, 2), (0, 3), (1, -1)]
    with pytest.raises(IllegalAction, match="own pile"):
        g.apply(Dismiss(0, 1, 0))
    g.apply(Dismiss(0, 1))
    assert g.piles[2][-1] == "KP06" and g.deck[-1] == "SP01" and g.mats[0].houses[1].anchor is None
    begin(g, 0)
    g.piles[3] = []                                            # empty piles are allowed for a starting keeper
    g.pile_known[3] = 0
    g.apply(Dismiss(0, 0, 3))
    assert g.piles[3] == [start] and g.mats[0].houses.occupied() == []


def test_SK_KEEP_05_safety_keeper_holding_all_saved_species_with_no_resources():
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP14"])
    set_res(g, 0, 0, 0, 0)
    legal = g.legal_actions(0)
    assert not [a for a in legal if isinstance(a, (Replace, Dismiss))]
    with pytest.raises(IllegalAction, match="holds all your saved species"):
        g.apply(Dismiss(0, 0, 1))
    set_res(g, 0, 0, 0, 1)                                     # one resource lifts it
    assert [a for a in g.legal_actions(0) if isinstance(a, Dismiss)]
    set_res(g, 0, 0, 0, 0)
    set_keeper(g, 0, 1, "KP06", ["SP01"], origin=0)            # no longer all the saved species
    assert Replace(0, 0, 1) in g.legal_actions(0)


def test_SK_KEEP_06_lost_species_no_longer_count_and_zero_keepers_allowed():
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP04", "SP03", "SP14"])
    assert g.saved(0) == 3 and g.scores()[0] == 7 + 7 + 1 + 1
    g.apply(Dismiss(0, 0, 2))
    assert g.saved(0) == 0 and g.scores()[0] == 0 and g.mats[0].houses.occupied() == []
    check_invariants(g)


# ============================================================================ save
def test_SK_SAVE_01_source_grid_front_or_own_quarantine_only():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP45"})
    set_area(g, 0, "RAI", "SP51")
    set_area(g, 1, "RAI", "SP55")
    set_res(g, 0, 5, 5, 3)
    cards = {a.card for a in g.legal_actions(0) if isinstance(a, Save)}
    assert cards == {"SP14", "SP45", "SP51"}
    with pytest.raises(IllegalAction, match="Only the owner"):
        g.apply(Save(0, "SP55", 0))


def test_SK_SAVE_02_keeper_must_accept_and_have_room():
    g = make(2)
    set_keeper(g, 0, 0, "KP09", ["SP28", "SP31"])              # wetland keeper with 2
    set_grid(g, {(0, 0): "SP41", (1, 0): "SP14"})              # penguin WET, coati RAI/FOR
    set_res(g, 0, 5, 5, 3)
    saves = [a for a in g.legal_actions(0) if isinstance(a, Save)]
    assert {(a.card, a.house) for a in saves} == {("SP41", 0)}
    with pytest.raises(IllegalAction, match="objective"):
        g.apply(Save(0, "SP14", 0))
    with pytest.raises(IllegalAction, match="no keeper"):
        g.apply(Save(0, "SP14", 2))


def test_SK_SAVE_03_payment_goes_into_the_bag():
    g = make(2)
    set_grid(g, {(0, 0): "SP24"})                              # Asiatic Lion 0/5/2
    set_res(g, 0, 0, 5, 2)
    bag = g.bag.to_json()
    g.apply(Save(0, "SP24", 0))
    assert g.mats[0].resources == {"G": 0, "R": 0, "W": 0}
    assert g.bag.to_json() == {"G": bag["G"], "R": bag["R"] + 5, "W": bag["W"] + 2}
    set_grid(g, {(0, 0): "SP04"})
    begin(g, 0)
    with pytest.raises(IllegalAction, match="do not hold"):
        g.apply(Save(0, "SP04", 0))


def test_SK_SAVE_04_keeper_full_at_three():
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20"])
    set_grid(g, {(0, 0): "SP45", (1, 0): "SP51"})
    set_res(g, 0, 9, 0, 0)
    ev = g.apply(Save(0, "SP45", 0))
    assert ev[0].data["complete"] and g.mats[0].houses.is_full(0)
    begin(g, 0)
    assert not [a for a in g.legal_actions(0) if isinstance(a, Save)]
    with pytest.raises(IllegalAction, match="full"):
        g.apply(Save(0, "SP51", 0))


def test_SK_SAVE_05_source_slot_or_area_becomes_empty():
    g = make(2)
    set_area(g, 0, "DES", "SP63")
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20"})
    set_res(g, 0, 5, 5, 0)
    ev = g.apply(Save(0, "SP63", 0))
    assert g.mats[0].areas.held["DES"] == [] and ev[0].data["from"] == "quarantine:0:DES"
    begin(g, 0)
    g.apply(Save(0, "SP14", 0))
    assert g.grid.cells[0][0] is None


@pytest.mark.parametrize("keeper, yes, no", [
    ("KP01", ["SP01", "SP72"], []),                            # any species
    ("KP20", ["SP04"], ["SP05"]),                              # single value: status CR
    ("KP14", ["SP25", "SP29"], ["SP01"]),                      # OR: EUR or OCE
    ("KP21", ["SP01"], ["SP38", "SP02"]),                      # AND: mammal and carnivore
    ("KP23", ["SP07"], ["SP47", "SP02"]),                      # AND: herbivore and rainforest
])
def test_SK_SAVE_06_objective_kinds(keeper, yes, no):
    acc = KEEPERS[keeper].accepts
    assert all(s in acc for s in yes) and not any(s in acc for s in no)


# ============================================================================ bonus
def _bonus_game(n=3, **opts):
    g = make(n, **opts)
    set_keeper(g, 0, 0, "KP01", ["SP45"])
    set_keeper(g, 1, 0, "KP02", ["SP55", "SP56", "SP51"])      # 3 saved
    set_keeper(g, 2, 0, "KP03", ["SP20"])                      # 1 saved
    set_res(g, 0, 5, 5, 3)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58", (2, 0): "SP27"})
    return g


def test_SK_BONUS_01_SK_DP_09_send_after_save_to_strictly_more_saved():
    g = _bonus_game()
    assert not [a for a in g.legal_actions(0) if isinstance(a, Send)]   # not before a Save
    g.apply(Save(0, "SP14", 0))                                 # now 2 saved: P2 has 3, P3 has 1
    sends = [a for a in g.legal_actions(0) if isinstance(a, Send)]
    assert {a.target for a in sends} == {1} and {a.card for a in sends} == {"SP58", "SP27"}
    with pytest.raises(IllegalAction, match="strictly more"):
        g.apply(Send(0, "SP58", 2))
    # equal counts do not qualify
    set_keeper(g, 1, 0, "KP02", ["SP55", "SP56"])
    assert not [a for a in g.legal_actions(0) if isinstance(a, Send)]


def test_SK_BONUS_01_target_needs_an_area_able_to_hold_it():
    g = _bonus_game()
    set_area(g, 1, "GEN", "SP62")
    set_area(g, 1, "WET", "SP65")
    g.apply(Save(0, "SP14", 0))
    sends = {a.card for a in g.legal_actions(0) if isinstance(a, Send)}
    assert "SP58" not in sends                                  # Gharial: only WET / GEN, both taken
    assert "SP27" not in sends                                  # Ibex: MOU has no area, GEN taken
    with pytest.raises(IllegalAction, match="no empty quarantine area"):
        g.apply(Send(0, "SP58", 1))


def test_SK_BONUS_02_SK_DP_10_receiver_chooses_among_several_areas():
    g = _bonus_game()
    g.apply(Save(0, "SP14", 0))
    ev = g.apply(Send(0, "SP58", 1))                            # Gharial: GEN or WET free
    assert g.phase == "area" and g.decision().players == (1,)
    assert g.legal_actions(0) == []
    assert g.legal_actions(1) == [ChooseArea(1, "GEN"), ChooseArea(1, "WET")]
    with pytest.raises(IllegalAction):
        g.apply(ChooseArea(1, "DES"))
    ev = g.apply(ChooseArea(1, "WET"))
    assert g.mats[1].areas.held["WET"] == ["SP58"]
    assert ev[0].kind == "quarantine" and ev[0].data["to"] == "quarantine:1:WET"


def test_SK_BONUS_02_single_area_is_automatic_worked_example_1():
    g = _bonus_game()
    set_area(g, 1, "GEN", "SP44")
    g.apply(Save(0, "SP14", 0))
    ev = g.apply(Send(0, "SP58", 1))
    assert g.mats[1].areas.held["WET"] == ["SP58"] and g.phase == "play"
    assert [e.kind for e in ev][:2] == ["send", "quarantine"]


def test_SK_BONUS_03_once_per_turn_and_never_in_the_final_round():
    g = _bonus_game()
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58", (2, 0): "SP59", (3, 0): "SP45"})
    g.apply(Save(0, "SP14", 0))
    g.apply(Send(0, "SP58", 1))
    g.apply(ChooseArea(1, "WET"))
    assert g.bonus_used
    assert g.current != 0 or not [a for a in g.legal_actions(0) if isinstance(a, Send)]
    g = _bonus_game()
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58", (2, 0): "SP59", (3, 0): "SP45"})
    g.end_trigger, g.final_left = 1, [2]                        # the final round is on
    g.apply(Save(0, "SP14", 0))
    assert g.current != 0                                       # no Send: the turn ended by itself
    g = _bonus_game()
    g.end_trigger, g.final_left = 1, [2]
    begin(g, 0)
    g.main = "save"
    with pytest.raises(IllegalAction, match="final round"):
        g.apply(Send(0, "SP58", 1))


def test_SK_BONUS_04_sent_species_is_the_receivers_quarantine():
    g = _bonus_game()
    set_area(g, 1, "GEN", "SP44")
    g.apply(Save(0, "SP14", 0))
    g.apply(Send(0, "SP58", 1))
    assert g.score_parts(1)["quarantine"] == -4
    begin(g, 1)
    set_res(g, 1, 0, 4, 3)
    set_keeper(g, 1, 1, "KP09", origin=0)
    assert Save(1, "SP58", 1) in g.legal_actions(1)
    begin(g, 0)
    assert not [a for a in g.legal_actions(0) if getattr(a, "card", None) == "SP58"]


def test_SK_OPT_03_team_bonus_targets_opponents_only():
    g = make(4, teams=True)
    set_keeper(g, 0, 0, "KP01", ["SP45"])
    set_keeper(g, 2, 0, "KP03", ["SP55", "SP56", "SP46"])       # partner, more saved
    set_keeper(g, 1, 0, "KP02", ["SP51", "SP53", "SP42"])       # opponent, more saved
    set_res(g, 0, 5, 5, 3)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58", (2, 0): "SP20"})
    g.apply(Save(0, "SP14", 0))
    assert {a.target for a in g.legal_actions(0) if isinstance(a, Send)} == {1}
    with pytest.raises(IllegalAction, match="opponents"):
        g.apply(Send(0, "SP58", 2))


# ============================================================================ move
def test_SK_MOVE_01_SK_DP_12_one_or_two_moves_may_stop_after_the_first():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (0, 1): "SP27", (1, 0): "SP20", (2, 0): "SP63", (3, 0): "SP45"})
    g.apply(Move(0, "SP14", "discard"))
    assert g.current == 0 and g.decision().prompt == "keepers.prompt.move2"
    legal = g.legal_actions(0)
    assert EndTurn(0) in legal and Move(0, "SP20", "discard") in legal
    g.apply(Move(0, "SP20", "DES"))
    assert g.current == 1 and g.mats[0].areas.held["DES"] == ["SP20"]   # 2 moves: the turn ends by itself
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63", (3, 0): "SP45"})
    g.apply(Move(0, "SP14", "discard"))
    ev = g.apply(EndTurn(0))                                    # stop after one move
    assert "pass" not in ev_kinds(ev) and g.current == 1


def test_SK_MOVE_02_SK_DP_11_SK_DP_13_blind_take_of_the_nearest_face_down_card():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (0, 1): "SP58", (0, 2): "SP20", (1, 2): "SP63", (2, 0): "SP45"})
    peeks = [a for a in g.legal_actions(0) if isinstance(a, Peek)]
    assert peeks == [Peek(0, 0), Peek(0, 1)]
    ev = g.apply(Peek(0, 0))
    assert g.grid.cells[0] == ["SP14", None, "SP20"]            # slot 2 taken, nearest to slot 1
    assert ev[0].for_viewer(1).get("card") is None and ev[0].for_viewer(0).get("card") == "SP58"
    assert g.phase == "peek" and g.view(0)["pending"]["card"] == "SP58"
    assert g.view(1)["pending"]["card"] is None
    assert set(g.legal_actions(0)) == {Move(0, "SP58", "discard"), Move(0, "SP58", "GEN"), Move(0, "SP58", "WET")}
    with pytest.raises(IllegalAction, match="looked at"):
        g.apply(Move(0, "SP14", "discard"))
    ev = g.apply(Move(0, "SP58", "WET"))                        # quarantined: revealed
    assert ev[0].data["card"] == "SP58" and not ev[0].secret and g.mats[0].areas.held["WET"] == ["SP58"]


def test_SK_MOVE_03_destination_discard_or_an_empty_area_able_to_hold_it():
    g = make(2)
    set_grid(g, {(0, 0): "SP27", (1, 0): "SP58", (2, 0): "SP20"})
    set_area(g, 0, "WET", "SP62")
    legal = g.legal_actions(0)
    assert {a.to for a in legal if isinstance(a, Move) and a.card == "SP27"} == {"discard", "GEN"}
    assert {a.to for a in legal if isinstance(a, Move) and a.card == "SP58"} == {"discard", "GEN"}
    with pytest.raises(IllegalAction, match="cannot hold"):
        g.apply(Move(0, "SP58", "WET"))


def test_SK_MOVE_03_blind_card_with_no_area_is_discarded_unseen():
    """Example 2: blind take of Saltwater Crocodile (WET) with WET and Generic full."""
    g = make(2)
    set_area(g, 0, "WET", "SP65")
    set_area(g, 0, "GEN", "SP44")
    set_grid(g, {(3, 0): "SP14", (3, 1): "SP62", (3, 2): "SP20", (0, 0): "SP45", (1, 0): "SP51"})
    ev = g.apply(Peek(0, 3))
    assert g.phase == "play" and g.deck[-1] == "SP62" and g.moves == 1
    mv = next(e for e in ev if e.kind == "move")
    assert mv.data["blind"] and mv.for_viewer(1).get("card") is None and mv.for_viewer(0).get("card") == "SP62"


def test_SK_MOVE_04_renewal_between_the_two_moves():
    g = make(2)
    set_grid(g, {(0, 0): "SP18", (1, 0): "SP19", (1, 1): "SP20", (1, 2): "SP63"})
    g.apply(Move(0, "SP19", "DES"))
    assert Renew(0) in g.legal_actions(0)
    g.apply(Renew(0))
    assert g.grid.count() == 12 and g.main == "move" and g.moves == 1
    assert any(isinstance(a, (Move, Peek)) for a in g.legal_actions(0))


# ============================================================================ collect, objective
def test_SK_COLL_01_one_per_saved_species_up_to_six_needs_a_saved_species():
    g = make(2)
    assert Collect(0) not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="at least one saved"):
        g.apply(Collect(0))
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20"])
    set_res(g, 0, 0, 0, 0)
    ev = g.apply(Collect(0))
    assert g.held(0) == 2 and len(ev[0].data["drawn"]) == 2
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20", "SP63"])
    set_keeper(g, 0, 1, "KP07", ["SP18", "SP22", "SP26"])
    set_keeper(g, 0, 2, "KP06", ["SP01"])
    set_res(g, 0, 0, 0, 0)
    g.apply(Collect(0))
    assert g.held(0) == 6                                       # 7 saved, capped at 6
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20", "SP63"])
    set_res(g, 0, 0, 0, 0)
    set_res(g, 1, 20, 20, 14)                                   # the bag holds a single white
    g.apply(Collect(0))
    assert g.held(0) == 1                                       # min(S, 6, B) with B = 1


def test_SK_OBJ_01_replace_objective():
    g = make(2, secret_objectives=True)
    old = g.objectives[0]
    top = g.obj_deck[0]
    ev = g.apply(NewObjective(0))
    assert g.objectives[0] == top and g.obj_deck[-1] == old
    assert ev[0].for_viewer(1).get("card") is None
    assert NewObjective(1) not in make(2).legal_actions(0)


# ============================================================================ quarantine
def test_SK_QUAR_01_one_species_per_area():
    g = make(2)
    set_area(g, 0, "DES", "SP63")
    set_grid(g, {(0, 0): "SP19", (1, 0): "SP14", (2, 0): "SP20"})
    assert {a.to for a in g.legal_actions(0) if isinstance(a, Move) and a.card == "SP19"} == {"discard", "GEN"}


def test_SK_QUAR_02_generic_or_one_of_its_habitats():
    g = make(2)
    assert g.free_areas(0, "SP10") == ["GEN", "FOR", "RAI", "GRA"]   # Asian Elephant
    assert g.free_areas(0, "SP01") == ["GEN"]                       # Snow Leopard: MOU only


def test_SK_QUAR_03_quarantined_species_cannot_be_moved_and_only_its_owner_saves_it():
    g = make(2)
    set_area(g, 1, "DES", "SP63")
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP45"})
    set_res(g, 0, 5, 5, 3)
    assert not [a for a in g.legal_actions(0) if getattr(a, "card", None) == "SP63"]
    with pytest.raises(IllegalAction, match="quarantined species cannot be moved"):
        g.apply(Move(0, "SP63", "discard"))
    set_area(g, 0, "GEN", "SP01")
    with pytest.raises(IllegalAction, match="quarantined species cannot be moved"):
        g.apply(Move(0, "SP01", "discard"))


def test_SK_QUAR_04_minus_two_per_quarantined_species():
    g = make(2)
    set_area(g, 0, "DES", "SP63")
    set_area(g, 0, "GEN", "SP04")
    assert g.score_parts(0) == {"species": 0, "keepers": 0, "quarantine": -4, "objective": None, "total": -4}


# ============================================================================ end of turn
def test_SK_END_01_whites_above_five_return_automatically():
    g = make(2)
    set_res(g, 0, 2, 2, 7)
    ev = g.apply(EndTurn(0))
    assert g.mats[0].resources == {"G": 2, "R": 2, "W": 5} and g.current == 1
    ret = next(e for e in ev if e.kind == "return")
    assert ret.data["reason"] == "white_limit" and ret.data["returned"]["W"] == 2


def test_SK_END_02_SK_DP_14_player_chooses_what_to_return_above_twelve():
    g = make(2)
    set_res(g, 0, 7, 6, 7)                                      # 20 -> whites trimmed to 5 -> 18
    set_res(g, 1, 0, 0, 0)
    g.apply(EndTurn(0))
    assert g.phase == "discard" and g.current == 0 and g.pending["count"] == 6
    assert g.mats[0].resources["W"] == 5
    legal = g.legal_actions(0)
    assert all(isinstance(a, Return) and a.g + a.r + a.w == 6 for a in legal)
    assert Return(0, 6, 0, 0) in legal and Return(0, 0, 6, 0) in legal and Return(0, 0, 0, 6) not in legal
    g.apply(Return(0, 3, 3, 0))
    assert g.mats[0].resources == {"G": 4, "R": 3, "W": 5} and g.current == 1
    # only the active player is checked
    g2 = make(2)
    set_res(g2, 1, 10, 10, 3)
    g2.apply(EndTurn(0))
    assert g2.phase == "play" and g2.current == 1


# ============================================================================ scoring
def _nine_saved(g, p):
    set_keeper(g, p, 0, "KP01", ["SP14", "SP20", "SP63"])
    set_keeper(g, p, 1, "KP07", ["SP18", "SP22", "SP26"])
    set_keeper(g, p, 2, "KP06", ["SP25", "SP28"], origin=0)


def test_SK_SCORE_01_SK_SCORE_02_game_ends_at_the_end_of_the_triggering_turn():
    g = make(3)
    _nine_saved(g, 0)
    set_grid(g, {(0, 0): "SP31", (1, 0): "SP45", (2, 0): "SP51"})
    set_res(g, 0, 0, 5, 0)
    g.apply(Save(0, "SP31", 2))
    assert g.saved(0) == 9 and not g.is_over                    # the check is at the end of the turn
    assert kinds(g.legal_actions(0)) == {"renew", "end_turn"}
    ev = g.apply(EndTurn(0))
    assert g.is_over and "trigger" in ev_kinds(ev) and ev[-1].kind == "game_over"
    assert ev[-1].data["winners"] == [0]
    assert g.legal_actions(0) == [] and g.decision().players == ()
    with pytest.raises(IllegalAction, match="over"):
        g.apply(EndTurn(1))


def test_SK_SCORE_02_final_round_option_others_play_once_without_bonus():
    g = make(3, final_round=True)
    _nine_saved(g, 1)
    begin(g, 1)
    set_grid(g, {(0, 0): "SP31", (1, 0): "SP45", (2, 0): "SP51", (3, 0): "SP53"})
    set_res(g, 1, 0, 5, 0)
    g.apply(Save(1, "SP31", 2))
    assert not g.is_over and g.current == 2 and g.end_trigger == 1 and g.final_left == [0]
    g.apply(EndTurn(2))
    assert not g.is_over and g.current == 0
    # no bonus in the final round, even after a save that would allow one
    set_keeper(g, 0, 1, "KP02")
    set_res(g, 0, 5, 5, 3)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58", (2, 0): "SP45", (3, 0): "SP51"})
    begin(g, 0)
    g.apply(Save(0, "SP14", 1))
    assert g.is_over                                            # no Send offered: the turn ended by itself
    assert g.current == 0                                       # seat 1 (the trigger) did not play again


def test_SK_SCORE_01_SK_OPT_02_short_game_goal_six():
    g = make(2, end_goal=6)
    assert g.view(0)["options"]["end_goal"] == 6
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20", "SP63"])
    set_keeper(g, 0, 1, "KP07", ["SP18", "SP22"], origin=1)
    set_grid(g, {(0, 0): "SP26", (1, 0): "SP45", (2, 0): "SP51", (3, 0): "SP53"})
    set_res(g, 0, 5, 0, 0)
    g.apply(Save(0, "SP26", 1))
    assert g.is_over
    g9 = make(2)
    set_keeper(g9, 0, 0, "KP01", ["SP14", "SP20", "SP63"])
    set_keeper(g9, 0, 1, "KP07", ["SP18", "SP22", "SP26"], origin=1)
    g9.apply(EndTurn(0))
    assert not g9.is_over                                       # 6 saved is not enough by default
    with pytest.raises(ValueError):
        make(2, end_goal=7)


def set_objective(g, p, card):
    if g.objectives[p] == card:
        return
    if card in g.obj_deck:
        g.obj_deck[g.obj_deck.index(card)] = g.objectives[p]
    else:
        q = g.objectives.index(card)
        g.objectives[q] = g.objectives[p]
    g.objectives[p] = card


def test_SK_SCORE_03_SK_SCORE_04_SK_SCORE_05_worked_example_3():
    g = make(3, secret_objectives=True)
    cleo, ben = 2, 1
    set_keeper(g, cleo, 0, "KP03", ["SP51", "SP56", "SP36"])
    set_keeper(g, cleo, 1, "KP11", ["SP17", "SP47", "SP68"], origin=0)
    set_keeper(g, cleo, 2, "KP18", ["SP39", "SP23"], origin=1)
    set_keeper(g, cleo, 3, "KP08", ["SP53"], origin=2)
    set_area(g, cleo, "GEN", "SP71")
    set_objective(g, cleo, "OB2-a")
    assert g.keeper_total(cleo) == 10                           # band B: RAI +2
    assert g.score_parts(cleo) == {"species": 34, "keepers": 4, "quarantine": -2, "objective": 10, "total": 46}
    # Ben: also 46, with 2 saved CR against Cleo's 1 (SP36) -> Ben wins
    set_keeper(g, ben, 0, "KP02", ["SP04", "SP06", "SP07"])     # 19 + 1
    set_keeper(g, ben, 1, "KP05", ["SP08", "SP10", "SP05"], origin=0)   # 15 + 2
    set_keeper(g, ben, 2, "KP13", ["SP33", "SP22"], origin=1)   # 7
    set_keeper(g, ben, 3, "KP07", ["SP27", "SP18"], origin=2)   # 2
    set_objective(g, ben, "OB2-b")                              # T = 8: band A (birds): none
    assert g.scores()[ben] == 46 == g.scores()[cleo]
    assert g.ranking().index(ben) < g.ranking().index(cleo)
    check_invariants(g)


def test_SK_SCORE_03_completed_keeper_level_only_when_full():
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP14", "SP20"])
    set_keeper(g, 0, 1, "KP20", ["SP04", "SP03", "SP06"], origin=0)
    assert g.score_parts(0)["keepers"] == 5 and g.score_parts(0)["species"] == 1 + 1 + 21


def test_SK_SCORE_04_bands_follow_the_keeper_total_as_it_changes():
    g = make(2, secret_objectives=True)
    set_objective(g, 0, "OB1-a")
    set_keeper(g, 0, 0, "KP01", ["SP22", "SP06"])              # herbivores (A), AFR (B)
    assert g.keeper_total(0) == 1 and g.objective_bonus(0) == 0  # T <= 5: nothing
    set_keeper(g, 0, 1, "KP22", origin=0)                       # +5 -> T = 6: band A (diet H, +1)
    assert g.objective_bonus(0) == 2
    set_keeper(g, 0, 2, "KP12", origin=1)                       # +3 -> T = 9: band B (AFR, +2)
    assert g.objective_bonus(0) == 4
    set_keeper(g, 0, 3, "KP13", origin=2)                       # +3 -> T = 12: band C (SAV, +3)
    assert g.objective_bonus(0) == 6
    set_keeper(g, 0, 2, "KP20", origin=1)                       # 1+5+5+3 = 14 still C
    assert g.objective_bonus(0) == 6
    set_keeper(g, 0, 3, "KP21", origin=2)                       # 1+5+5+5 = 16: band D (CR, +4): SP06
    assert g.objective_bonus(0) == 4
    # quarantined species never count
    set_area(g, 0, "SAV", "SP23")
    assert g.objective_bonus(0) == 4


def test_SK_SCORE_05_tie_breaks_by_status_counts_then_quarantine_then_shared():
    # status counts: equal score, seat 0 has a CR
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP04"])                       # CR 7
    set_keeper(g, 1, 0, "KP02", ["SP07", "SP15"])               # EN 5 + NT 2
    assert g.scores() == [7, 7] and g.ranking() == [0, 1] and g.winners() == [0]
    # same statuses, fewer quarantined wins: 8 + 1 - 2 = 7 against 8 + 3 - 4 = 7
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP07", "SP15", "SP14"])       # EN NT LC, level 1
    set_area(g, 0, "DES", "SP30")
    set_keeper(g, 1, 0, None)
    set_keeper(g, 1, 1, "KP13", ["SP33", "SP22", "SP20"], origin=0)     # EN NT LC, level 3
    set_area(g, 1, "DES", "SP19")
    set_area(g, 1, "GEN", "SP63")
    assert g.scores() == [7, 7]
    assert g._tie_counts(0)[:5] == g._tie_counts(1)[:5] == (0, 1, 0, 1, 1)
    assert g.ranking() == [0, 1] and g.winners() == [0]
    # everything equal: a shared win
    g = make(2)
    set_keeper(g, 0, 0, "KP01", ["SP07"])
    set_keeper(g, 1, 0, "KP02", ["SP08"])
    assert g.scores() == [5, 5] and g.winners() == [0, 1]


def test_SK_OPT_03_team_scores_and_ranking():
    g = make(4, teams=True)
    set_keeper(g, 0, 0, "KP01", ["SP04"])                       # team 0: 7 + 0
    set_keeper(g, 1, 0, "KP02", ["SP07"])                       # team 1: 5 + 3
    set_keeper(g, 3, 0, "KP04", ["SP01"])
    assert g.team_scores() == [7, 8]
    assert set(g.winners()) == {1, 3} and set(g.ranking()[:2]) == {1, 3}
    # partners see each other's objective
    g2 = make(4, teams=True, secret_objectives=True)
    v = g2.view(0)
    assert v["mats"][2]["objective"] == g2.objectives[2] and v["mats"][1]["objective"] is None


def test_SK_OPT_04_display_options_bag_breakdown_and_live_scores():
    g = make(2, show_bag=True, live_scores=True)
    v = g.view(0)
    assert v["bag"]["colours"] == g.bag.to_json()
    assert v["options"]["live_scores"] is True
    assert v["mats"][0]["score"]["total"] == g.scores()[0]


# ============================================================================ decision points
def test_SK_DP_08_save_lists_source_house_and_payment():
    g = make(2)
    set_keeper(g, 0, 1, "KP21", origin=0)
    set_grid(g, {(0, 0): "SP01"})                              # Snow Leopard 0/4/1
    set_res(g, 0, 0, 4, 3)
    got = {(a.card, a.house, a.a, a.b) for a in g.legal_actions(0) if isinstance(a, Save)}
    # b = 0: R4 W1; b = 1: R2 W2; b = 2: R0 W3
    assert got == {("SP01", h, 0, b) for h in (0, 1) for b in (0, 1, 2)}
    set_res(g, 0, 0, 1, 3)
    got = {(a.a, a.b) for a in g.legal_actions(0) if isinstance(a, Save) and a.house == 1}
    assert got == {(0, 2)}


def test_every_legal_action_passes_why_illegal_and_round_trips_json():
    g = make(3)
    set_keeper(g, 0, 1, "KP06", ["SP01"], origin=0)
    set_res(g, 0, 5, 5, 3)
    for a in g.legal_actions(0):
        assert g.why_illegal(a) is None
        assert g.action_from_json(json.loads(json.dumps(a.to_json()))) == a
    assert g.why_illegal(EndTurn(1)).startswith("It is not your turn")


def test_illegal_actions_do_not_change_the_state():
    g = make(2)
    fp = g.fingerprint()
    for bad in (Hire(1, 0), Save(0, "SP99", 0), Renew(0), Send(0, "SP01", 1), Peek(0, 9), Return(0, 1, 0, 0),
                ChooseArea(0, "GEN"), Collect(0)):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.fingerprint() == fp


def test_determinize_keeps_the_view_and_legal_actions():
    g = make(3, secret_objectives=True)
    set_keeper(g, 1, 0, "KP06", ["SP01"], origin=0)
    g.apply(Dismiss(0, 0, 2))                                  # a known keeper at a pile bottom
    for p in range(3):
        v = g.view(p)
        d = SpeciesKeepers.determinize(v, p, Rng(5))
        assert d.view(p) == v
        assert d.legal_actions(p) == g.legal_actions(p)
        check_invariants(d)


def test_events_carry_places_for_the_ui():
    g = make(2)
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP20", (2, 0): "SP63"})
    set_keeper(g, 0, 0, "KP01", ["SP45"])
    ev = g.apply(Save(0, "SP14", 0))
    s = ev[0]
    assert (s.data["from"], s.data["to"], s.data["card"], s.data["player"]) == ("grid:0,0", "keeper:0:0", "SP14", 0)
    begin(g, 0)
    ev = g.apply(Collect(0))
    assert ev[0].data["from"] == "bag" and len(ev[0].data["drawn"]) == 2


def test_messages_cover_prompts_events_cards_and_howto():
    msgs = load_messages(PKG, "en")
    assert msgs["game.keepers"] == "Species Keepers"
    words = len(msgs["keepers.howto"].split())
    assert 250 <= words <= 500
    for s in SPECIES:
        assert msgs[f"keepers.card.{s}"] == SPECIES[s].name
    for k in KEEPERS:
        assert f"keepers.card.{k}" in msgs and f"keepers.goal.{k}" in msgs
    for o in OBJECTIVES:
        assert f"keepers.card.{o}" in msgs
    from zoo_desktop.engine.core import _ACTION_TYPES
    for kind in _ACTION_TYPES["keepers"]:
        assert f"keepers.action.{kind}" in msgs
    for name, _, _ in SpeciesKeepers.info.options:
        assert f"keepers.option.{name}" in msgs
    # every prompt and event kind the engine produced in a few games has a text
    from zoo_desktop.games.keepers.bots import NormalBot
    seen_prompts, seen_events = set(), set()
    for seed in range(6):
        g = SpeciesKeepers(GameConfig.make(2 + seed % 3, secret_objectives=True), seed)
        bots = [NormalBot(SpeciesKeepers, p, seed) for p in range(g.n)]
        seen_events |= {e.kind for e in g.setup_events}
        while not g.is_over:
            d = g.decision()
            seen_prompts.add(d.prompt)
            p = d.players[0]
            a = bots[p].choose(g.view(p), g.legal_actions(p))
            seen_events |= {e.kind for e in g.apply(a)}
        seen_prompts.add(g.decision().prompt)
    for p in seen_prompts:
        assert p in msgs, p
    for k in seen_events:
        assert f"keepers.event.{k}" in msgs, k
    for p in ("start", "action", "move2", "bonus", "finish", "fund_return", "discard", "peek", "area", "over"):
        assert f"keepers.prompt.{p}" in msgs


def test_SK_GRID_06_auto_renewal_after_a_sent_species_empties_the_grid():
    g = _bonus_game()
    set_grid(g, {(0, 0): "SP14", (1, 0): "SP58"})
    g.apply(Save(0, "SP14", 0))
    g.apply(Send(0, "SP58", 1))
    ev = g.apply(ChooseArea(1, "GEN"))
    assert any(e.kind == "renew" and e.data["auto"] for e in ev)
    assert g.grid.count() == 12
    check_invariants(g)


def test_worked_example_2_fund_move_renewal_blind_take():
    """§15 Example 2 (Ben = seat 1; Maya seat 0 holds 2, Cleo seat 2 holds 10)."""
    g = make(3)
    begin(g, 1)
    set_res(g, 0, 1, 1, 0)
    set_res(g, 2, 4, 3, 3)
    set_res(g, 1, 1, 6, 1)
    assert g.bag.total == 35
    assert [a.n for a in g.legal_actions(1) if isinstance(a, Fund)] == [1, 2, 3, 4, 5]
    set_area(g, 1, "GEN", "SP44")
    set_area(g, 1, "WET", "SP65")
    set_grid(g, {(0, 0): "SP18", (1, 0): "SP19", (1, 1): "SP20", (1, 2): "SP63"})
    ev = g.apply(Fund(1, 2))
    assert len(ev[0].data["drawn"]) == 2 and g.held(1) == 10
    g.apply(Return(1, 0, 4, 0))
    g.apply(Move(1, "SP19", "DES"))                             # move 1
    assert Renew(1) in g.legal_actions(1)                       # only C1 and C2 hold cards
    g.apply(Renew(1))
    assert g.deck[-3:] == ["SP18", "SP20", "SP63"]
    # arrange C4 so that its slot-2 card is the Saltwater Crocodile
    croc_slot3 = g.grid.cells[3][2]
    if "SP62" not in g.grid.cells[3][1:2]:
        take_species(g, "SP62")
        g.deck.append(g.grid.cells[3][1])
        g.grid.cells[3][1] = "SP62"
    ev = g.apply(Peek(1, 3))                                    # move 2: blind, no legal area
    assert g.deck[-1] == "SP62"
    mv = next(e for e in ev if e.kind == "move")
    assert mv.for_viewer(0).get("card") is None
    assert g.held(1) == 6 and g.current == 2                    # both moves done: turn over
    assert g.grid.cells[3][1] == croc_slot3 and g.grid.cells[3][2] is None   # slid to slot 2 at Cleo's shift
    assert g.view(2)["grid"][3][1] == {"card": None, "up": False}
    check_invariants(g)

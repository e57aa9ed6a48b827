"""Field Research rules (shared/rules/field-research.md): one or more tests per FR-* id,
plus the worked examples 1 and 2 of §14 (example 3 is in test_research_scoring.py)."""
from __future__ import annotations

import json

import pytest

from zoo_desktop.engine.core import GameConfig, IllegalAction
from zoo_desktop.engine.data import DataError
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games.research import cards as C
from zoo_desktop.games.research.cards import CONTINENTS, QUESTS, SPECIES
from zoo_desktop.games.research.rules import (AcceptDefaultScoring, FieldResearch, KeepQuest, Pass, Research,
                                              Study, SubmitScoring)
from zoo_desktop.i18n import load_messages

NAME = {s.name: s.id for s in SPECIES.values()}


# ----------------------------------------------------------------------------- helpers
def card(name: str, copy: int = 1) -> str:
    return f"{NAME[name]}-{copy}"


def fresh(n: int = 2, seed: int = 1, start: int = 0) -> FieldResearch:
    return FieldResearch(GameConfig.make(n, start_seat=start), seed)


def started(n: int = 2, seed: int = 1, start: int = 0) -> FieldResearch:
    """A game past the setup quest choice (everyone keeps their first card)."""
    g = fresh(n, seed, start)
    for p in list(g.keep):
        g.apply(KeepQuest(p, g.keep[p][0]))
    assert g.phase == "play"
    return g


def layout(g: FieldResearch, rows_top_first: list[list[str | None]]) -> None:
    """Set the display as the spec draws it (row 3 first). Names, 'SF' or None."""
    sf = iter(f"SF{i:02d}" for i in range(1, 17))
    used: dict[str, int] = {}
    for k, row in enumerate(rows_top_first):
        r = len(rows_top_first) - 1 - k
        for c, x in enumerate(row):
            if x is None:
                cid = None
            elif x == "SF":
                cid = next(sf)
            elif "-" in x:
                cid = x
            else:
                used[x] = used.get(x, 0) + 1
                cid = card(x, used[x])
            g.grid.cells[c][r] = cid


def at(g: FieldResearch, row: int, col: int) -> str | None:
    c = g.card_at(row, col)
    if c is None or C.is_flight(c):
        return c if c is None else "SF"
    return SPECIES[C.species_of(c)].name


def set_deck(g: FieldResearch, names_top_first: list[str]) -> None:
    g.deck = [x if ("-" in x or x.startswith("SF")) else card(x, 3 if SPECIES[NAME[x]].copies >= 3 else 1)
              for x in reversed(names_top_first)]


def give(g: FieldResearch, p: int, names: list[str]) -> None:
    g.animals[p] = [card(x, 2) if SPECIES[NAME[x]].copies >= 2 else card(x) for x in names]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# ----------------------------------------------------------------------------- data (FR-DATA, FR-COMP)
def test_FR_DATA_02_authoritative_totals():
    """FR-DATA-02 and the §13.2 deck totals."""
    sp = list(SPECIES.values())
    cards = C.CARDSET.animal_cards()
    assert len(sp) == 60 and len(cards) == 146
    by = lambda f: sum(s.copies for s in sp if f(s))
    assert by(lambda s: s.endangered) == 32
    assert (by(lambda s: s.diet == "carnivore"), by(lambda s: s.diet == "herbivore"), by(lambda s: s.diet == "omnivore")) == (69, 42, 35)
    assert [by(lambda s, y=y: y in s.continents) for y in CONTINENTS] == [20, 29, 26, 30, 25, 23, 21]
    assert by(lambda s: s.all_world) == 17
    assert sum(s.vp * s.copies for s in sp) == 257


def test_FR_DATA_01_card_ids_and_species():
    """FR-DATA-01: physical cards are <id>-<copy>; duplicates match on species id."""
    assert C.species_of("AF03-2") == "AF03"
    assert "AF03-3" in C.CARDSET.animal_cards() and "AF03-4" not in C.CARDSET.animal_cards()
    s = SPECIES["MC04"]
    assert (s.name, s.continents, s.diet, s.sad, s.vp, s.copies) == ("Gray Wolf", ("AS", "EU", "NA"), "carnivore", 0, 1, 3)


def test_FR_DATA_03_FR_COMP_05_sixteen_flights():
    assert C.FLIGHTS == tuple(f"SF{i:02d}" for i in range(1, 17))
    assert C.CARDSET.flight_vp == 1
    assert all(C.is_flight(f) for f in C.FLIGHTS) and not C.is_flight("AF01-1")


def test_FR_DATA_04_quests_match_the_table():
    assert len(QUESTS) == 30
    q = QUESTS["Q11"]
    assert (q.A.type, q.A.target, q.A.count, q.A.vp) == ("animal", "NA06", 1, 5)
    assert (q.B.type, q.B.target, q.B.count, q.B.vp) == ("continent", "NA", 4, 6)
    q = QUESTS["Q18"]
    assert (q.B.type, q.B.target, q.B.count, q.B.vp) == ("diet", "carnivore", 8, 7)


def test_FR_COMP_02_03_attributes():
    """FR-COMP-02, FR-COMP-03. FR-COMP-02/03: continents or All World; diet; 0-3 sad faces; VP."""
    assert SPECIES["AW02"].all_world and SPECIES["AW02"].continents == ()
    assert SPECIES["MC03"].continents == ("AF", "AS", "OC")
    assert all(0 <= s.sad <= 3 and s.diet in C.DIETS for s in SPECIES.values())


def test_FR_COMP_04_endangered_is_one_sad_face():
    assert SPECIES["AF01"].sad == 1 and SPECIES["AF01"].endangered
    assert not SPECIES["AF03"].endangered


def _load_raw():
    from zoo_desktop.engine.data import load_json
    return (load_json(C.PKG, "data/animals.json"), load_json(C.PKG, "data/flights.json"),
            load_json(C.PKG, "data/quests.json"))


@pytest.mark.parametrize("mutate, message", [
    (lambda a, f, q: a["species"][4].update(diet="fishivore"), "species[4] (AF05)"),
    (lambda a, f, q: a["species"][7].update(continents=["XX"]), "species[7] (AS02)"),
    (lambda a, f, q: a["species"][2].update(sad=4), "species[2] (AF03)"),
    (lambda a, f, q: a["species"][3].update(id="AF01"), "duplicate species id AF01"),
    (lambda a, f, q: a["species"][0].pop("vp"), "missing field 'vp'"),
    (lambda a, f, q: f["flights"].append("SF01"), "flights[16]"),
    (lambda a, f, q: q["quests"][5]["sideA"].update(target="ZZ99"), "quests[5] (Q06) sideA"),
    (lambda a, f, q: q["quests"][9]["sideB"].update(type="colour"), "quests[9] (Q10) sideB"),
    (lambda a, f, q: q["quests"][27]["sideB"].update(target="fruit"), "quests[27] (Q28) sideB"),
])
def test_FR_DATA_loader_names_the_bad_entry(mutate, message):
    a, f, q = (json.loads(json.dumps(x)) for x in _load_raw())
    C.parse(a, f, q)  # the shipped data is valid
    mutate(a, f, q)
    with pytest.raises(DataError) as exc:
        C.parse(a, f, q)
    assert message in str(exc.value)


def test_messages_cover_names_prompts_events_and_howto():
    import inspect
    import re

    from zoo_desktop.engine.data import load_json
    from zoo_desktop.games.research import bots, rules, scoring
    m = load_messages(C.PKG, "en")
    for s in SPECIES.values():
        assert m[f"research.card.{s.id}"] == s.name
    src = inspect.getsource(rules)
    for kind in set(re.findall(r'Event\("(\w+)"', src)):
        assert f"research.event.{kind}" in m, kind
    for prompt in set(re.findall(r'"(research\.prompt\.\w+)"', src)):
        assert prompt in m, prompt
    for kind in set(re.findall(r'@action\(GID, "(\w+)"\)', src)):
        assert f"research.action.{kind}" in m, kind
    for key in set(re.findall(r'"(research\.(?:reason|hint)\.\w+)"', inspect.getsource(scoring) + inspect.getsource(bots))):
        assert key in m, key
    for cat in scoring.CATEGORIES:
        assert f"research.category.{cat}" in m
    for y in CONTINENTS + ("ALL",):
        assert f"research.continent.{y}" in m
    assert "game.research" in m and "research.option.start_seat" in m
    assert 250 <= len(m["research.howto"].split()) <= 500
    assert "\n\n" in m["research.howto"]


def test_art_keys_exist_in_the_asset_manifest():
    from zoo_desktop.paths import assets_dir
    manifest = assets_dir() / "manifest.json"
    animals = json.loads(manifest.read_text())["animals"]
    assert all(s.art in animals for s in SPECIES.values())


# ----------------------------------------------------------------------------- setup
def test_FR_COMP_01_two_to_six_players():
    for n in range(2, 7):
        assert fresh(n).n == n
    for n in (1, 7):
        with pytest.raises(ValueError):
            fresh(n)


def test_FR_SETUP_01_random_seating_and_order():
    starts = {FieldResearch(GameConfig.make(4), s).order[0] for s in range(40)}
    assert starts == {0, 1, 2, 3}
    g = fresh(4, start=2)
    assert g.order == [2, 3, 0, 1] and g.seat_no(2) == 1 and g.seat_no(1) == 4
    g = started(4, start=2)
    assert g.current == 2
    g.apply(Study(2, 1, 1))
    assert g.current == 3


def test_FR_SETUP_02_deck_of_162():
    g = fresh(2)
    on_table = g.deck + [c for col in g.grid.cells for c in col]
    assert sorted(on_table) == sorted(C.CARDSET.deck()) and len(on_table) == 162
    assert g.discard == []
    assert on_table != C.CARDSET.deck()  # shuffled


@pytest.mark.parametrize("n, cols", [(2, 3), (3, 3), (4, 3), (5, 4), (6, 4)])
def test_FR_SETUP_03_display_size(n, cols):
    g = fresh(n)
    assert g.cols == cols and g.grid.count() == 3 * cols
    assert g.view(0)["cols"] == cols and len(g.view(0)["display"]) == 3


def test_FR_SETUP_03_deal_order_row_1_first():
    g = fresh(2, seed=9)
    deal = next(e for e in g.setup_events if e.kind == "deal")
    assert [s["to"] for s in deal.data["slots"]] == [[r, c] for r in (1, 2, 3) for c in (1, 2, 3)]
    deck = C.CARDSET.deck()
    Rng(9).shuffle(deck)  # the same generator: the first card popped goes to (1,1)
    assert deal.data["slots"][0]["card"] == deck[-1] == g.card_at(1, 1)


def test_FR_SETUP_04_FR_DP_01_two_quests_keep_one_simultaneously():
    g = fresh(3)
    assert g.phase == "setup" and set(g.decision().players) == {0, 1, 2}
    for p in range(3):
        assert len(g.keep[p]) == 2
        assert g.legal_actions(p) == [KeepQuest(p, c) for c in g.keep[p]]
    kept = g.keep[1][1]
    other = g.keep[1][0]
    g.apply(KeepQuest(1, kept))           # any order: seat 2 answers first
    assert g.quests[1] == [kept] and (other, 1) in g.qdiscard
    assert g.phase == "setup" and set(g.decision().players) == {0, 2}
    with pytest.raises(IllegalAction):
        g.apply(Study(0, 1, 1))           # no turn before every choice is made
    g.apply(KeepQuest(2, g.keep[2][0]))
    g.apply(KeepQuest(0, g.keep[0][0]))
    assert g.phase == "play" and g.decision().players == (0,)
    assert len(g.qdeck) + len(g.qdiscard) + 3 == 30


def test_FR_SETUP_05_starting_re_by_seat():
    for n in range(2, 7):
        g = fresh(n, start=1)
        assert [g.re[p] for p in g.order] == [2, 3, 3, 4, 4, 5][:n]


def test_FR_SETUP_06_COMP_08_10_initial_state():
    """FR-SETUP-06, FR-COMP-08, FR-COMP-10: tracks at 0, certificates on 5/10/15, no cubes, meeples off the map."""
    g = fresh(5)
    assert (g.blue, g.red, g.cert_spaces) == (0, 0, [5, 10, 15])
    assert g.cubes == [0] * 7 and g.meeple == [None] * 5


# ----------------------------------------------------------------------------- display and study
def test_FR_DISP_01_02_03_slide_and_refill_from_the_top():
    """FR-DISP-01, FR-DISP-02, FR-DISP-03."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    set_deck(g, ["Alpine Ibex", "Raccoon"])
    ev = g.apply(Study(0, 1, 1))
    slide = next(e for e in ev if e.kind == "slide")
    assert [(m["from"], m["to"]) for m in slide.data["moves"]] == [([2, 1], [1, 1]), ([3, 1], [2, 1])]
    assert (at(g, 1, 1), at(g, 2, 1), at(g, 3, 1)) == ("Capybara", "Koala", "Alpine Ibex")
    refill = [e for e in ev if e.kind == "refill"]
    assert [r.data["to"] for r in refill] == [[3, 1]]  # new cards enter at the top (row 3)


def test_FR_DISP_03_refill_columns_ascending_after_all_removals():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "OC", 5
    set_deck(g, ["Alpine Ibex", "Raccoon"])
    ev = g.apply(Research(0, 1, 2, "sponsored", 3, "AF"))
    assert [e.data["to"] for e in ev if e.kind == "refill"] == [[3, 2], [3, 3]]
    assert (at(g, 3, 2), at(g, 3, 3)) == ("Alpine Ibex", "Raccoon")
    # refill only after both removals slid their columns
    assert kinds(ev).index("slide") < kinds(ev).index("refill")


def test_FR_DISP_04_reshuffle_discard_and_empty_slot():
    g = started(2)
    g.deck = []
    g.discard = [card("Emu", 3)]
    old = g.card_at(1, 2)
    ev = g.apply(Study(0, 1, 2))
    assert "reshuffle" in kinds(ev) and g.card_at(3, 2) == card("Emu", 3)
    assert g.discard == [old]
    # both empty: the slot stays empty until a later refill
    g.deck, g.discard = [], []
    ev = g.apply(Study(1, 1, 1))
    assert g.card_at(3, 1) is None and "display_short" in kinds(ev)
    assert len(g.discard) == 1
    g.apply(Study(0, 1, 2))  # that Study's refill finds the first studied card
    assert g.card_at(3, 1) is not None


def test_FR_DISP_05_studied_card_is_discarded_after_the_refill():
    g = started(2)
    g.deck, g.discard = [], []
    studied = g.card_at(1, 3)
    ev = g.apply(Study(0, 1, 3))
    assert g.card_at(3, 3) is None            # it could not refill its own slot
    assert g.discard == [studied]
    assert kinds(ev).index("display_short") < kinds(ev).index("discard")


def test_FR_DISP_06_same_row_at_declaration():
    g = started(2)
    layout(g, [["Koala", "Tiger", "Capybara"], ["Emu", "SF", "Plains Zebra"], ["Orca", "Chital", "SF"]])
    g.meeple[0], g.re[0] = "EU", 3
    legal = g.legal_actions(0)
    # Zebra (row 2) pairs with the SF at (2,2), Chital (row 1) with (1,3); not across rows
    assert Research(0, 2, 3, "sponsored", 2, "AF") in legal
    assert Research(0, 1, 2, "sponsored", 3, "AS") in legal
    assert Research(0, 2, 3, "sponsored", 3, "AF") not in legal
    assert "same row" in g.why_illegal(Research(0, 2, 3, "sponsored", 3, "AF"))
    # after the Zebra research both columns slid: the slide does not matter any more
    g.apply(Research(0, 2, 3, "sponsored", 2, "AF"))
    assert len(g.flights[0]) == 1


def test_FR_STUDY_01_02_any_card_gain_by_row():
    """FR-STUDY-01, FR-STUDY-02."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.re[0] = 0
    g.apply(Study(0, 1, 3))                  # an SF card may be studied
    assert g.re[0] == 4
    g.re[1] = 0
    g.apply(Study(1, 2, 1))
    assert g.re[1] == 3
    g.re[0] = 0
    g.apply(Study(0, 3, 2))
    assert g.re[0] == 6 - 4                  # row 3 gives 2


def test_FR_STUDY_03_cap_eleven_and_twelve():
    """FR-STUDY-03, FR-COMP-07: RE never exceeds 12."""
    g = started(2)
    g.re[0] = 11
    g.apply(Study(0, 1, 1))
    assert g.re[0] == 12
    g.apply(Study(1, 1, 1))
    assert not any(isinstance(a, Study) for a in g.legal_actions(0))
    assert "12 RE" in g.why_illegal(Study(0, 1, 1))
    assert g.decision().prompt == "research.prompt.must_research"
    g.re[0] = 10
    g.apply(Study(0, 3, 1))                  # base 2 -> 2 (10 -> 12)
    assert g.re[0] == 12


def test_FR_STUDY_04_order_remove_gain_refill_discard():
    g = started(2)
    ev = g.apply(Study(0, 1, 1))
    k = kinds(ev)
    assert k.index("study") < k.index("slide") < k.index("refill") < k.index("discard") < k.index("turn")
    st = ev[k.index("study")]
    assert st.data["re"] == [2, 6] and st.data["gain"] == 4


# ----------------------------------------------------------------------------- research and travel
def test_FR_RES_01_02_cost_by_row_and_affordability():
    """FR-RES-01, FR-RES-02."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.re[0] = 2
    legal = g.legal_actions(0)
    assert Research(0, 1, 1, "none", 0, "OC") in legal and Research(0, 2, 2, "none", 0, "AF") in legal
    assert not any(isinstance(a, Research) and a.row == 3 for a in legal)      # 3 RE > 2
    assert "costs 3 RE" in g.why_illegal(Research(0, 3, 1, "none", 0, "OC"))
    assert "cannot be researched" in g.why_illegal(Research(0, 3, 2, "none", 0, "AF"))
    g.apply(Research(0, 2, 3, "none", 0, "AS"))
    assert g.re[0] == 0 and g.animals[0] == [card("Tiger")]


def test_FR_RES_03_first_research_places_the_meeple():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.re[0] = 5
    legal = g.legal_actions(0)
    orca = [a for a in legal if isinstance(a, Research) and (a.row, a.col) == (2, 2)]
    assert sorted(a.continent for a in orca) == sorted(CONTINENTS)      # All World: any of 7
    wolf = [a for a in legal if isinstance(a, Research) and (a.row, a.col) == (3, 3)]
    assert sorted(a.continent for a in wolf) == ["AS", "EU", "NA"]
    assert all(a.travel == "none" for a in orca + wolf)
    assert g.why_illegal(Research(0, 3, 3, "paid", 0, "EU")) is not None
    assert g.why_illegal(Research(0, 3, 3, "none", 0, "AF")) is not None
    ev = g.apply(Research(0, 3, 3, "none", 0, "EU"))
    assert g.meeple[0] == "EU" and g.re[0] == 2
    assert [e.data for e in ev if e.kind == "place_meeple"] == [{"player": 0, "to": "EU"}]


def test_FR_RES_04_05_reachable_without_flight():
    """FR-RES-04, FR-RES-05."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "AS", 8
    legal = g.legal_actions(0)
    assert Research(0, 2, 3) in legal          # Tiger on AS
    assert Research(0, 3, 3) in legal          # Gray Wolf shows AS
    assert Research(0, 2, 2) in legal          # Orca, All World
    assert Research(0, 1, 1) not in legal      # Emu (OC) needs a flight
    assert "need a flight" in g.why_illegal(Research(0, 1, 1))
    g.apply(Research(0, 3, 3))
    assert g.meeple[0] == "AS"                 # the meeple stays


def test_FR_TRAVEL_01_no_flight_for_all_world_or_matching():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "AS", 12
    assert "All World" in g.why_illegal(Research(0, 2, 2, "paid", 0, "AF"))
    assert g.why_illegal(Research(0, 3, 3, "sponsored", 2, "EU")) is not None
    assert not any(isinstance(a, Research) and a.travel != "none" and (a.row, a.col) in ((2, 2), (3, 3), (2, 3))
                   for a in g.legal_actions(0))


def test_FR_TRAVEL_02_03_04_05_sponsored_and_paid():
    """Example 1 step 3: the options at 12 RE."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "OC", 12
    legal = set(g.legal_actions(0))
    assert Research(0, 1, 2, "sponsored", 3, "AF") in legal and Research(0, 1, 2, "paid", 0, "AF") in legal  # FR-TRAVEL-04
    assert Research(0, 2, 3, "paid", 0, "AS") in legal
    assert not any(isinstance(a, Research) and a.row == 2 and a.travel == "sponsored" for a in legal)
    h = g.clone()
    ev = h.apply(Research(0, 2, 3, "paid", 0, "AS"))                 # FR-TRAVEL-03: 2 + 9
    assert h.re[0] == 1 and h.meeple[0] == "AS" and h.flights[0] == []
    assert [e.data["travel"] for e in ev if e.kind == "flight"] == ["paid"]
    sf = g.card_at(1, 3)
    ev = g.apply(Research(0, 1, 2, "sponsored", 3, "AF"))            # FR-TRAVEL-02
    assert g.re[0] == 11 and g.flights[0] == [sf] and g.meeple[0] == "AF"  # FR-TRAVEL-05
    assert [e.data for e in ev if e.kind == "flight"] == [{"player": 0, "origin": "OC", "to": "AF", "travel": "sponsored"}]
    assert g.why_illegal(Research(1, 1, 1, "paid", 0, "SA")) is not None  # not seat 2's RE (3 < 10)


def test_FR_TRAVEL_02_player_picks_among_several_sf():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["SF", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "OC", 3
    zebra = {a.sf_col for a in g.legal_actions(0) if isinstance(a, Research) and (a.row, a.col) == (1, 2)
             and a.travel == "sponsored"}
    assert zebra == {1, 3}
    sf1 = g.card_at(1, 1)
    g.apply(Research(0, 1, 2, "sponsored", 1, "AF"))
    assert g.flights[0] == [sf1] and at(g, 1, 3) == "SF"


def test_FR_TRAVEL_06_cubes_on_arrival_and_on_placement():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.cubes = [2, 0, 0, 0, 1, 0, 0]
    g.re[0] = 5
    ev = g.apply(Research(0, 1, 2, "none", 0, "AF"))                  # placement collects
    assert g.cubes_taken[0] == 2 and g.cubes[0] == 0
    assert [e.data["count"] for e in ev if e.kind == "cubes_taken"] == [2]
    g.apply(Study(1, 3, 1))
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Capybara", "SF"]])
    g.apply(Research(0, 1, 2, "sponsored", 3, "SA"))                   # a flight collects
    assert g.cubes_taken[0] == 3 and g.certificates(0) == 3 and g.cubes[4] == 0


def test_FR_RES_06_resolution_order():
    """FR-RES-06: pay; remove (animal and SF); meeple and cubes; add; tracks and invitation;
    refill; game-end check."""
    g = started(3)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    give(g, 0, ["Spotted Hyena", "African Lion", "Black Rhinoceros", "Indian Peafowl"])
    g.blue, g.red, g.meeple, g.re[0] = 4, 2, ["AS", "AS", "AN"], 5
    g.cubes[0] = 1
    ev = g.apply(Research(0, 1, 1, "sponsored", 3, "AF"))
    order = [k for k in kinds(ev) if k != "track"]
    assert order == ["research", "slide", "take_flight", "flight", "cubes_taken", "researched", "certificate",
                     "invitation", "refill", "refill", "turn"]
    inv = next(e for e in ev if e.kind == "invitation")
    assert "AF" not in inv.data["continents"]          # the meeple had already moved (step 3)


def test_FR_COMP_10_meeples_may_share_a_continent():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0] = "OC"
    g.re[1] = 5
    g.apply(Study(0, 3, 3))
    g.apply(Research(1, 1, 1, "none", 0, "OC"))
    assert g.meeple == ["OC", "OC"]


# ----------------------------------------------------------------------------- duplicates
def test_FR_DUP_01_02_duplicate_discarded_for_a_quest():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "OC", 6
    g.animals[0] = [card("Emu", 3)]
    g.blue = 1
    emu = g.card_at(1, 1)
    g.cubes[4] = 1
    ev = g.apply(Research(0, 1, 1))
    assert g.animals[0] == [card("Emu", 3)] and emu in g.discard and g.re[0] == 5
    assert kinds(ev).index("refill") < kinds(ev).index("discard")
    drew = [e for e in ev if e.kind == "quest_draw"][0]
    assert drew.owner == 0 and "cards" in drew.secret and len(drew.data["cards"]) == 2
    assert g.decision().players == (0,) and g.decision().prompt == "research.prompt.keep_duplicate"
    with pytest.raises(IllegalAction):
        g.apply(Study(1, 1, 1))                                        # FR-DP-05: before the next turn
    a, b = g.keep[0]
    g.apply(KeepQuest(0, b))
    assert b in g.quests[0] and (a, 0) in g.qdiscard and g.current == 1


def test_FR_DUP_02_duplicate_still_flies_and_collects():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "AS", 6
    g.animals[0] = [card("Plains Zebra", 3)]
    g.cubes[0] = 1
    g.apply(Research(0, 1, 2, "sponsored", 3, "AF"))
    assert g.meeple[0] == "AF" and g.cubes_taken[0] == 1 and len(g.flights[0]) == 1 and g.re[0] == 5
    assert len(g.animals[0]) == 1


def test_FR_DUP_03_duplicate_moves_no_track_and_never_ends():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    give(g, 0, ["African Lion", "Giant Panda", "Iberian Lynx", "Koala"])   # 4 endangered, Koala among them
    g.blue, g.red = 4, 4
    g.meeple[0], g.re[0] = "OC", 6
    ev = g.apply(Research(0, 3, 1))                                    # Koala again: would be the 5th
    assert "track" not in kinds(ev) and "invitation" not in kinds(ev) and "game_end" not in kinds(ev)
    assert (g.blue, g.red) == (4, 4) and g.phase == "play" and len(g.animals[0]) == 4


def test_FR_DUP_04_short_quest_deck():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple[0], g.re[0] = "OC", 6
    g.animals[0] = [card("Emu", 3)]
    g.qdeck = []
    g.qdiscard = [("Q05", 1)]
    ev = g.apply(Research(0, 1, 1))
    assert "quest_reshuffle" in kinds(ev) and g.keep[0] == ["Q05"]
    assert g.legal_actions(0) == [KeepQuest(0, "Q05")]
    g.apply(KeepQuest(0, "Q05"))
    g.apply(Study(1, 1, 1))
    g.qdeck, g.qdiscard = [], []
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    ev = g.apply(Research(0, 1, 1))
    assert "no_quest" in kinds(ev) and not g.keep and g.current == 1


# ----------------------------------------------------------------------------- tracks, invitations, end
def test_FR_TRACK_01_02_03_tracks_follow_the_leader():
    """FR-TRACK-01, FR-TRACK-02, FR-TRACK-03."""
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    g.meeple = ["AS", "OC"]
    g.re = [10, 10]
    give(g, 1, ["Emu", "Kakapo"])
    g.flights[1] = ["SF09"]
    g.blue, g.red = 2, 1
    ev = g.apply(Research(0, 2, 3))                                    # Tiger: 1 animal, 1 endangered
    assert "track" not in kinds(ev) and (g.blue, g.red) == (2, 1)      # not exceeded
    ev = g.apply(Research(1, 3, 1))                                    # Koala: 3 animals, 2 endangered
    moves = [(e.data["track"], e.data["old"], e.data["new"]) for e in ev if e.kind == "track"]
    assert moves == [("blue", 2, 3), ("red", 1, 2)] and (g.blue, g.red) == (3, 2)
    assert g.view(0)["tracks"]["blue"] == 3


def test_FR_INV_01_02_03_invitation_phase():
    """FR-INV-01, FR-INV-02, FR-INV-03, FR-COMP-09. Example 2 step 2 (3 players)."""
    g = started(3)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    g.meeple = ["AF", "AS", "AN"]
    give(g, 0, ["Spotted Hyena", "African Lion", "Black Rhinoceros", "Plains Zebra"])
    g.blue, g.red, g.re[0] = 4, 2, 5
    ev = g.apply(Research(0, 1, 1))
    assert g.blue == 5 and g.track_certs[0] == [5] and g.cert_spaces == [10, 15]
    assert g.cubes == [0, 0, 1, 1, 1, 1, 0]
    inv = next(e for e in ev if e.kind == "invitation")
    assert inv.data["continents"] == ["EU", "NA", "SA", "OC"]
    assert g.certificates(0) == 1
    # cubes accumulate; a second invitation happens only at 10 (FR-COMP-09)
    g.blue = 9
    g.animals[1] = [card(x, 1) for x in ["Chital", "Indian Peafowl", "Rhesus Macaque", "Giant Panda", "Tiger",
                                             "Bornean Orangutan", "Cheetah", "Brown Bear", "Gray Wolf"]]
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    g.re[1] = 5
    g.apply(Research(1, 2, 2))                                         # Orca, 10th animal
    assert g.track_certs[1] == [10] and g.cubes == [0, 0, 2, 2, 2, 2, 0]


def test_FR_INV_01_only_first_time():
    g = started(2)
    g.cert_spaces = [10, 15]       # space 5 was already taken
    g.blue = 4
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    give(g, 0, ["Spotted Hyena", "African Lion", "Black Rhinoceros", "Plains Zebra"])
    g.meeple[0], g.re[0] = "AF", 3
    ev = g.apply(Research(0, 1, 1))
    assert g.blue == 5 and "invitation" not in kinds(ev) and g.cubes == [0] * 7


def test_FR_END_01_02_blue_16_ends_immediately():
    """FR-END-01, FR-END-02."""
    g = started(3)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    g.current = 1
    g.meeple[1], g.re[1] = "AF", 5
    g.animals[1] = [c for c in C.CARDSET.animal_cards() if c.endswith("-1") and not SPECIES[C.species_of(c)].endangered
                    and C.species_of(c) not in ("AF05",)][:15]
    g.blue = 15
    g.cert_spaces = []
    ev = g.apply(Research(1, 1, 1))
    k = kinds(ev)
    assert g.blue == 16 and g.phase == "scoring" and "turn" not in k
    assert k.index("refill") < k.index("game_end")          # the Research completes all steps
    assert next(e for e in ev if e.kind == "game_end").data["reason"] == "blue"
    assert g.decision().players == (g.order[0],)            # seat 3 never gets its turn
    assert g.legal_actions(2) == [] and g.why_illegal(Study(2, 1, 1)) is not None


def test_FR_END_01_five_endangered_ends():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    give(g, 0, ["African Lion", "Giant Panda", "Iberian Lynx", "Monarch Butterfly"])
    g.red, g.blue = 4, 4
    g.meeple[0], g.re[0] = "OC", 5
    ev = g.apply(Research(0, 3, 1))                          # Koala, the 5th endangered
    assert g.red == 5 and g.phase == "scoring" and g.end_reason == "endangered"
    assert ("track", "red") in [(e.kind, e.data.get("track")) for e in ev]


def test_FR_TURN_01_DP_04_pass_only_when_nothing_else():
    """FR-TURN-01, FR-DP-04."""
    g = started(2)
    layout(g, [["SF", None, None], ["SF", None, None], ["SF", None, None]])
    g.re[0] = 12
    assert g.legal_actions(0) == [Pass(0)]
    g.apply(Pass(0))
    assert g.current == 1 and g.legal_actions(1) != [Pass(1)]       # seat 2 can Study an SF card
    assert "passing is allowed only" in g.why_illegal(Pass(1))
    g2 = started(2)
    g2.grid.clear()
    assert g2.legal_actions(0) == [Pass(0)]


def test_FR_TURN_03_END_03_all_pass_ends():
    """FR-TURN-03, FR-END-03."""
    g = started(3)
    g.grid.clear()
    g.deck, g.discard = [], []
    for _ in range(2):
        g.apply(Pass(g.current))
    assert g.phase == "play"
    ev = g.apply(Pass(g.current))
    assert g.phase == "scoring" and g.end_reason == "passes"
    assert next(e for e in ev if e.kind == "game_end").data["reason"] == "passes"


def test_FR_TURN_02_next_seat_after_action():
    g = started(3, start=1)
    assert g.current == 1
    g.apply(Study(1, 1, 1))
    assert g.current == 2
    g.apply(Study(2, 1, 1))
    assert g.current == 0
    g.apply(Study(0, 1, 1))
    assert g.current == 1


def test_FR_END_04_scoring_runs_once_in_seat_order():
    g = started(3, start=2)
    g.grid.clear()
    for _ in range(3):
        g.apply(Pass(g.current))
    seen = []
    while not g.is_over:
        p = g.decision().players[0]
        seen.append(p)
        g.apply(AcceptDefaultScoring(p))
    assert seen == [2, 0, 1] and g.final is not None
    assert g.legal_actions(0) == [] and g.why_illegal(AcceptDefaultScoring(0)) == "The game is over."


# ----------------------------------------------------------------------------- scoring in the engine
def test_FR_DP_06_ASSIGN_04_submit_own_choice_even_if_worse():
    """FR-DP-06, FR-ASSIGN-04, FR-SCORE-07 validation."""
    g = started(2)
    g.grid.clear()
    give(g, 0, ["Plains Zebra", "Ostrich", "Cheetah", "Spotted Hyena"])
    g.quests[0] = ["Q02"]
    g.apply(Pass(0))
    g.apply(Pass(1))
    assert g.phase == "scoring"
    z, o, c, h = (NAME[x] for x in ("Plains Zebra", "Ostrich", "Cheetah", "Spotted Hyena"))
    bad = SubmitScoring.make(0, [("Q02", "B", [z, o, c, h])], {z: "AF", o: "AF", c: "AS", h: "AF"})
    assert "exactly 3" in g.why_illegal(bad)
    wrong_cont = SubmitScoring.make(0, None, {z: "AF", o: "AF", c: "EU", h: "AF"})
    assert "does not live in EU" in g.why_illegal(wrong_cont)
    missing = SubmitScoring.make(0, None, {z: "AF", o: "AF", c: "AS"})
    assert "must be assigned" in g.why_illegal(missing)
    assert "CARD:SIDE" in g.why_illegal(SubmitScoring(0, ("Q02-B",), None))
    # a valid but worse choice: no quest, Cheetah to AS (AF 3 instead of 4)
    worse = SubmitScoring.make(0, [], {z: "AF", o: "AF", c: "AS", h: "AF"})
    assert g.why_illegal(worse) is None
    ev = g.apply(worse)
    fx = next(e for e in ev if e.kind == "scoring_fixed")
    assert fx.data["default"] is False and fx.data["counts"] == [3, 1, 0, 0, 0, 0, 0]
    g.apply(AcceptDefaultScoring(1))
    cats = g.final[0].by_category()
    assert cats["quests"] == 0 and g.final[0].counts == (3, 1, 0, 0, 0, 0, 0)
    # JSON round trip of the submitted action
    assert g.action_from_json(json.loads(json.dumps(worse.to_json()))) == worse


def test_FR_DP_06_omitted_parts_take_the_default():
    g = started(2)
    g.grid.clear()
    give(g, 0, ["Plains Zebra", "Ostrich", "Cheetah"])
    g.quests[0] = ["Q02"]
    g.apply(Pass(0))
    g.apply(Pass(1))
    z, o, c = (NAME[x] for x in ("Plains Zebra", "Ostrich", "Cheetah"))
    g.apply(SubmitScoring.make(0, None, {z: "AF", o: "AF", c: "AS"}))
    assert [(q.card, q.side) for q in g.fixed[0].quests] == [("Q02", "B")]       # default quests: 4 VP
    assert g.fixed[0].counts() == (2, 1, 0, 0, 0, 0, 0)


def test_FR_ASSIGN_02_scoring_seat_order_and_turn_refusal():
    g = started(3, start=1)
    g.grid.clear()
    for _ in range(3):
        g.apply(Pass(g.current))
    assert g.decision().players == (1,)
    assert "fixes their scoring" in g.why_illegal(AcceptDefaultScoring(2))
    assert g.legal_actions(1) == [AcceptDefaultScoring(1)]


def test_example_3_in_the_engine():
    """FR-ASSIGN-05, FR-INFO-02. §14 Example 3 through the engine: 56 / 74 / 53, Ben first."""
    g = started(3)
    g.grid.clear()
    sets = {0: ("Plains Zebra, Ostrich, Cheetah, Indian Peafowl, Chital, Gray Wolf, European Bison, Dugong, "
                "Red Kangaroo, Orca, Brown Rat", ["Q25", "Q01", "Q28"], 2, 3, 4),
            1: ("Tiger, Giant Panda, Bornean Orangutan, Rhesus Macaque, Saltwater Crocodile, Koala, Platypus, Emu, "
                "Kakapo, Southern Elephant Seal, Emperor Penguin, Humpback Whale", ["Q14", "Q26", "Q12"], 3, 2, 2),
            2: ("Bald Eagle, American Bison, Raccoon, Jaguar, Scarlet Macaw, Capybara, Vicuna, Alpine Ibex, "
                "European Hedgehog, Brown Bear, Peregrine Falcon", ["Q04", "Q27", "Q05"], 1, 2, 7)}
    for p, (names, quests, sf, certs, re) in sets.items():
        g.animals[p] = [card(x.strip()) for x in names.split(",")]
        g.quests[p] = quests
        g.flights[p] = [f"SF{p * 5 + k + 1:02d}" for k in range(sf)]
        g.track_certs[p], g.cubes_taken[p] = [], certs
        g.re[p] = re
    for _ in range(3):
        g.apply(Pass(g.current))
    v = g.view(1)
    assert v["player_info"][0]["quests"] == ["Q25", "Q01", "Q28"]      # FR-INFO-02: revealed at scoring
    assert v["scoring"]["default_breakdown"]["counts"] == [3, 2, 2, 2, 0, 2, 0]
    for p in (0, 1, 2):
        g.apply(AcceptDefaultScoring(p))
    assert g.scores() == [56, 74, 53]
    assert g.ranking() == [1, 0, 2] and g.places() == [2, 1, 3] and g.winners() == [1]
    assert [list(b.counts) for b in g.final] == [[3, 2, 2, 2, 0, 2, 0], [0, 6, 0, 0, 0, 4, 2], [0, 0, 3, 6, 2, 0, 0]]
    final = g.view(0)["final"]
    assert final[1]["categories"]["continents"] == 15 and final[2]["total"] == 53


# ----------------------------------------------------------------------------- winner
def test_FR_WIN_01_02_tie_breakers():
    """FR-WIN-01, FR-WIN-02."""
    g = started(4)
    g.final = None
    g.scores = lambda: [50, 50, 50, 50]         # type: ignore[method-assign]
    g.re = [3, 7, 3, 3]
    g.track_certs = [[5], [], [], []]
    g.cubes_taken = [0, 0, 1, 0]
    g.flights = [[], [], ["SF01"], []]
    # RE first: seat P2 (7 RE); then P1 and P3 have 1 certificate; P3 has more SF
    assert g.ranking() == [1, 2, 0, 3]
    assert g.places() == [3, 1, 2, 4]
    g.flights = [["SF02"], [], ["SF01"], []]
    assert g.places() == [2, 1, 2, 4]           # fully tied: shared place
    g.re = [3, 3, 3, 3]
    g.cubes_taken = [1, 0, 0, 1]
    g.track_certs = [[], [], [], []]
    g.flights = [["SF02"], [], [], ["SF03"]]
    assert g.places()[0] == g.places()[3] == 1   # shared victory


# ----------------------------------------------------------------------------- information
def test_FR_INFO_01_02_03_views():
    """FR-INFO-01, FR-INFO-02, FR-INFO-03, FR-COMP-11."""
    g = fresh(3)
    v0, v1 = g.view(0), g.view(1)
    assert v0["player_info"][0]["choosing"] == g.keep[0] and v1["player_info"][0]["choosing"] == 2
    g = started(3)
    v = g.view(1)
    assert v["player_info"][1]["quests"] == g.quests[1]
    assert v["player_info"][0]["quests"] is None and v["player_info"][0]["quest_count"] == 1   # FR-INFO-02
    assert v["my_quest_discards"] == [c for c, q in g.qdiscard if q == 1]
    assert "deck" not in v and v["deck_size"] == len(g.deck)                                 # FR-INFO-03
    assert v["display"][0][0] == g.card_at(1, 1) and v["row_cost"] == [1, 2, 3] and v["row_gain"] == [4, 3, 2]
    spectator = g.view(None)
    assert all(i["quests"] is None for i in spectator["player_info"])
    assert json.loads(json.dumps(v)) == v


def test_view_groups_animals_for_the_world_map():
    g = started(2)
    give(g, 0, ["Gray Wolf", "Orca", "Tiger"])
    info = g.view(1)["player_info"][0]
    assert info["by_continent"]["AS"] == [card("Gray Wolf", 2), card("Tiger")]
    assert info["by_continent"]["ALL"] == [card("Orca", 2)]
    assert info["by_diet"]["carnivore"] == [card("Gray Wolf", 2), card("Orca", 2), card("Tiger")]
    assert info["endangered"] == 1 and info["sad"] == 2


# ----------------------------------------------------------------------------- decision points
def test_FR_DP_02_03_enumeration_is_complete():
    """FR-DP-02, FR-DP-03. Every legal action is listed and every listed action is legal."""
    for meeple in (None, "OC"):
        g = started(2)
        layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
        g.meeple[0], g.re[0] = meeple, 11
        _check_enumeration(g)


def _check_enumeration(g):
    legal = set(g.legal_actions(0))
    for a in legal:
        assert g.why_illegal(a) is None, a
    for r in (1, 2, 3):
        for c in (1, 2, 3):
            for travel in ("none", "sponsored", "paid"):
                for sc in (0, 1, 2, 3):
                    for y in ("",) + CONTINENTS:
                        a = Research(0, r, c, travel, sc, y)
                        assert (g.why_illegal(a) is None) == (a in legal), a
            assert (Study(0, r, c) in legal) == (g.why_illegal(Study(0, r, c)) is None)


# ----------------------------------------------------------------------------- worked examples
def test_example_1_cap_sliding_forced_research():
    g = started(2)
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Orca", "Tiger"], ["Emu", "Plains Zebra", "SF"]])
    set_deck(g, ["Alpine Ibex", "Raccoon", "Chital", "Chital"])
    g.re[0], g.meeple[0] = 10, "OC"
    g.apply(Study(0, 1, 1))                                     # 1
    assert g.re[0] == 12 and [at(g, r, 1) for r in (1, 2, 3)] == ["Capybara", "Koala", "Alpine Ibex"]
    assert C.species_of(g.discard[-1]) == NAME["Emu"]
    g.apply(Study(1, 3, 3))                                     # 2
    assert g.re[1] == 5 and at(g, 3, 3) == "Raccoon"
    legal = set(g.legal_actions(0))                             # 3
    assert not any(isinstance(a, Study) for a in legal)
    assert Research(0, 2, 1) in legal and Research(0, 2, 2) in legal
    assert Research(0, 1, 1, "sponsored", 3, "SA") in legal and Research(0, 1, 1, "paid", 0, "SA") in legal
    assert Research(0, 1, 2, "sponsored", 3, "AF") in legal
    assert Research(0, 2, 3, "paid", 0, "AS") in legal and g.research_cost(Research(0, 2, 3, "paid", 0, "AS")) == 11
    assert Research(0, 3, 1, "sponsored", 2, "EU") in legal and Research(0, 3, 3, "sponsored", 2, "NA") in legal
    ev = g.apply(Research(0, 1, 1, "sponsored", 3, "SA"))       # 4
    assert g.re[0] == 11 and g.meeple[0] == "SA" and len(g.flights[0]) == 1
    assert [at(g, r, 1) for r in (1, 2)] == ["Koala", "Alpine Ibex"] and [at(g, r, 3) for r in (1, 2)] == ["Tiger", "Raccoon"]
    assert [e.data["to"] for e in ev if e.kind == "refill"] == [[3, 1], [3, 3]]


def test_example_2_placement_invitation_paid_flight_duplicate():
    g = started(3)
    # 1. Cleo places on AN with an All World animal; blue stays 1
    g.animals[0] = [card("Ostrich", 1)]
    g.blue = 1
    g.current = 2
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Humpback Whale", "Tiger"], ["Weddell Seal", "Plains Zebra", "SF"]])
    g.re[2] = 3
    g.apply(Research(2, 2, 2, "none", 0, "AN"))
    assert g.meeple[2] == "AN" and g.re[2] == 1 and g.blue == 1
    # 2. Ana's 5th animal: invitation
    g.current = 0
    give(g, 0, ["Spotted Hyena", "African Lion", "Black Rhinoceros", "Plains Zebra"])
    g.blue, g.red, g.meeple[0], g.meeple[1], g.re[0] = 4, 2, "AF", "AS", 4
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Kakapo", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    g.apply(Research(0, 1, 1))
    assert g.track_certs[0] == [5] and [g.cubes[CONTINENTS.index(y)] for y in ("EU", "NA", "SA", "OC")] == [1, 1, 1, 1]
    assert g.cubes[CONTINENTS.index("AF")] == g.cubes[CONTINENTS.index("AS")] == g.cubes[CONTINENTS.index("AN")] == 0
    # 3. Ben pays 11 to fly to OC for Kakapo
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Kakapo", "Tiger"], ["Ostrich", "Plains Zebra", "SF"]])
    give(g, 1, ["Tiger", "Chital", "Indian Peafowl", "Rhesus Macaque"])
    g.re[1] = 11
    assert g.current == 1
    assert not any(isinstance(a, Research) and (a.row, a.col) == (2, 2) and a.travel == "sponsored" for a in g.legal_actions(1))
    g.apply(Research(1, 2, 2, "paid", 0, "OC"))
    assert g.re[1] == 0 and g.meeple[1] == "OC" and g.cubes_taken[1] == 1
    assert g.red == 2 and g.blue == 5 and g.track_certs[1] == []
    # 4. Cleo's duplicate Weddell Seal: draws Q13 and Q24, keeps Q24
    g.animals[2].append(card("Weddell Seal", 2))
    layout(g, [["Koala", "SF", "Gray Wolf"], ["Capybara", "Kakapo", "Tiger"], ["Weddell Seal", "Plains Zebra", "SF"]])
    g.re[2] = 3
    for p in range(3):
        g.quests[p] = [q for q in g.quests[p] if q not in ("Q13", "Q24")]
    g.qdiscard = [x for x in g.qdiscard if x[0] not in ("Q13", "Q24")]
    g.qdeck = [q for q in g.qdeck if q not in ("Q13", "Q24")] + ["Q24", "Q13"]
    blue, red = g.blue, g.red
    ev = g.apply(Research(2, 1, 1))
    assert g.re[2] == 2 and g.keep[2] == ["Q13", "Q24"]
    assert kinds(ev).index("refill") < kinds(ev).index("discard") and (g.blue, g.red) == (blue, red)
    g.apply(KeepQuest(2, "Q24"))
    assert "Q24" in g.quests[2] and ("Q13", 2) in g.qdiscard and g.current == 0

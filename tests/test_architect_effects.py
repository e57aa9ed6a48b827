"""ZA-EFF-1..34: every op of the closed effect vocabulary, tested once each."""
from test_architect_rules import ch, clear, game, hand, opts, place, slots, top

from zoo_desktop.games.architect import effects as E
from zoo_desktop.games.architect.build import BuildTask
from zoo_desktop.games.architect.cards import CARDS
from zoo_desktop.games.architect.interactions import VenomTask
from zoo_desktop.games.architect.projects import SupportDoTask
from zoo_desktop.games.architect.rules import BASE_KINDS, Build, Choose, Done, PlayAnimal, PlaySponsor, UseCard
from zoo_desktop.games.architect.tasks import EffTask


def run(g, e, p=0, card=""):
    e = dict(e)
    e.setdefault("when", "now")
    g.stack.append(EffTask(p, effect=e, card=card))
    g.invalidate()
    ev = []
    g._run(ev)
    return ev


def test_ZA_EFF_1_GAIN():
    g = game()
    m = g.pl[0].money
    run(g, {"op": "GAIN", "res": "money", "n": 4})
    assert g.pl[0].money == m + 4


def test_ZA_EFF_2_GAIN_PER_with_max():
    g = game()
    g.pl[0].partners = ("asia",)
    g.put_card(0, "S019")   # asia icon
    m = g.pl[0].money
    run(g, {"op": "GAIN_PER", "counter": "icon:asia", "per": 1, "res": "money", "n": 3, "max": 5})
    assert g.pl[0].money == m + 5


def test_ZA_EFF_3_DRAW_deck_range_any():
    g = game()
    clear(g)
    run(g, {"op": "DRAW", "n": 2, "from": "deck"})
    assert len(g.pl[0].hand) == 2
    run(g, {"op": "DRAW", "n": 1, "from": "any"})
    assert len(opts(g)) == 6
    c = g.display[4]
    ch(g, "draw", c)
    assert c in g.pl[0].hand
    g.pl[0].rep = g.pl[0].rep_best = 0
    run(g, {"op": "DRAW", "n": 1, "from": "range"})   # nothing in range: from the deck
    assert len(g.pl[0].hand) == 4


def test_ZA_EFF_4_DISCARD():
    g = game()
    clear(g)
    hand(g, 0, "A001", "A002")
    run(g, {"op": "DISCARD", "n": 1})
    assert set(opts(g)) == {Choose(0, "discard", "A001"), Choose(0, "discard", "A002")}
    ch(g, "discard", "A002")
    assert g.pl[0].hand == ["A001"] and "A002" in g.discard


def test_ZA_EFF_5_BREAK_STEP_money_regardless_of_movement():
    g = game()
    g.break_pos = 8
    m = g.pl[0].money
    run(g, {"op": "BREAK_STEP", "n": 3, "money": 2})
    assert g.break_pos == 9 and g.pl[0].money == m + 6 and g.break_due


def test_ZA_EFF_6_UPGRADE():
    g = game()
    run(g, {"op": "UPGRADE"})
    ch(g, "upgrade", "sponsors")
    assert "sponsors" in g.pl[0].upgraded


def test_ZA_EFF_7_WORKER():
    g = game()
    run(g, {"op": "WORKER"})
    assert g.pl[0].workers == 2


def test_ZA_EFF_8_SLOT_to_5():
    g = game()
    slots(g, 0, ["animals", "build", "cards", "association", "sponsors"])
    run(g, {"op": "SLOT", "to": 5})
    ch(g, "slot", "build")
    assert g.pl[0].slots == ["animals", "cards", "association", "sponsors", "build"]


def test_ZA_EFF_9_FREE_BUILD():
    g = game()
    place(g, 0, "enc1", [(0, 2)])
    m = g.pl[0].money
    run(g, {"op": "FREE_BUILD", "kinds": ["pavilion", "reptile_house"], "max_size": 5})
    kinds = {a.building for a in opts(g) if isinstance(a, Build)}
    assert kinds == {"pavilion"} and Done(0) not in opts(g)   # reptile house needs upgraded Build
    g.apply([a for a in opts(g) if isinstance(a, Build)][0])
    assert g.pl[0].money == m and g.counter(0, "pavilions") == 1


def test_ZA_EFF_10_UNIQUE():
    g = game()
    place(g, 0, "enc1", [(0, 2)])
    run(g, {"op": "UNIQUE", "shape": "UB3"}, card="S029")
    a = [a for a in opts(g) if isinstance(a, Build)][0]
    assert a.building == "UB3"
    g.apply(a)
    assert g.counter(0, "unique_buildings") == 1 and g.counter(0, "covered_cells") == 4


def test_ZA_EFF_11_BONUS_ACTION_card_does_not_move():
    g = game()
    slots(g, 0, ["animals", "build", "cards", "association", "sponsors"])
    run(g, {"op": "BONUS_ACTION", "action": "association", "strength": 2})
    assert top(g).kind == "assoc" and top(g).budget == 2
    ch(g, "dept", "reputation")
    assert g.pl[0].slots == ["animals", "build", "cards", "association", "sponsors"]


def test_ZA_EFF_12_TAKE_PARTNER_no_worker():
    g = game()
    run(g, {"op": "TAKE_PARTNER"})
    ch(g, "partner", "europe")
    assert g.pl[0].partners == ("europe",) and not g.pl[0].placed


def test_ZA_EFF_13_TAKE_UNIVERSITY():
    g = game()
    run(g, {"op": "TAKE_UNIVERSITY"})
    ch(g, "university", "biology")
    assert g.icons(0)["science"] == 2


def test_ZA_EFF_14_CLEAR_MARKERS():
    g = game()
    g.pl[0].venom = frozenset({"build"})
    g.pl[0].constrict = frozenset({"cards"})
    run(g, {"op": "CLEAR_MARKERS"})
    assert not g.pl[0].venom and not g.pl[0].constrict


def test_ZA_EFF_15_RECALL_WORKER():
    g = game()
    g.pl[0].workers = 3
    g.pl[0].placed = {"reputation": 1, "partner": 2}
    run(g, {"op": "RECALL_WORKER", "n": 2})
    ch(g, "recall", "partner")
    ch(g, "recall", "reputation")
    assert g.pl[0].placed == {"partner": 1}


def test_ZA_EFF_16_DONATE_FREE():
    g = game()
    g.donations = frozenset({2})
    m = g.pl[0].money
    run(g, {"op": "DONATE_FREE"})
    assert 5 in g.donations and g.pl[0].money == m and g.pl[0].cp == 1


def test_ZA_EFF_17_to_20_interaction_ops_dispatch():
    """ZA-EFF-17 VENOM, ZA-EFF-18 HYPNOSIS, ZA-EFF-19 PILFER, ZA-EFF-20 CONSTRICT: dispatch here;
    full behaviour in test_architect_rules test_ZA_INT_*."""
    g = game()
    g.pl[1].appeal = 9
    for kind in ("venom", "hypnosis", "pilfering", "constriction"):
        assert kind in E.INTERACT
    E.interaction(g, 0, "constriction", 1, [], False)
    assert g.pl[1].constrict == {g.pl[1].slots[4]}
    E.interaction(g, 0, "venom", 1, [], False)
    assert g._new[-1] == VenomTask(1, by=0)
    E.interaction(g, 0, "hypnosis", 1, [], True)   # nested: nothing
    assert g._new[-1].kind == "venom"
    E.interaction(g, 0, "pilfering", 2, [], False)
    assert g._new[-1].kind == "pilfer_target"


def test_ZA_EFF_21_ON_ANIMAL():
    g = game()
    clear(g, 0)
    g.put_card(0, "S002")   # each bird: +3 money
    bid = place(g, 0, "enc2", [(1, 2), (1, 3)])
    hand(g, 0, "A003")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    m = g.pl[0].money
    g.apply(PlayAnimal(0, "A003", bid))
    assert g.pl[0].money == m - 12 + 3


def test_ZA_EFF_22_ON_SPONSOR_only_later_sponsors():
    g = game()
    clear(g, 0)
    g.pl[0].upgraded = frozenset({"sponsors"})
    hand(g, 0, "S036", "S011")   # S036: ON_SPONSOR +1 money (and worker, slot)
    slots(g, 0, ["cards", "build", "association", "animals", "sponsors"])
    g.apply(UseCard(0, "sponsors"))
    m = g.pl[0].money
    g.apply(PlaySponsor(0, "S036"))
    ch(g, "slot", "cards")
    assert g.pl[0].money == m
    g.apply(PlaySponsor(0, "S011"))
    assert g.pl[0].money == m + 1


def test_ZA_EFF_23_ON_BUILD():
    g = game()
    clear(g, 0, money=20)
    g.put_card(0, "S018")   # Builders' Guild: enclosures +1 money, Build discount 2
    place(g, 0, "enc1", [(0, 2)])
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    g.apply(Done(0))
    slots(g, 0, ["cards", "animals", "association", "sponsors", "build"])
    g.stack = [BuildTask(0, mode="action", kinds=("enc2",), budget=5, used=(), upgraded=False, card="")]
    g.invalidate()
    a = [a for a in opts(g) if isinstance(a, Build)][0]
    g.apply(a)
    assert g.pl[0].money == 20 - (4 - 2) + 1


def test_ZA_EFF_24_ON_PROJECT():
    g = game(3)
    g.put_card(0, "S008")   # +3 money per project
    g.base = ("B02",)
    g.ptok = {"B02": (None, None, None)}
    g.pl[0].partners = ("asia", "europe")
    g.pl[0].cp_best = 9   # no conservation bonus choice in between
    m = g.pl[0].money
    g.stack = [SupportDoTask(0, project="B02", level=2, animal="")]
    g.invalidate()
    g._run([])
    assert g.pl[0].money == m + 5 + 3   # token T1 and the sponsor


def test_ZA_EFF_25_DISCOUNT():
    g = game()
    g.put_card(0, "S020")   # bears cost 4 less
    assert g.animal_cost(0, CARDS["A006"]) == 12


def test_ZA_EFF_26_SIZE_MINUS():
    g = game()
    clear(g)
    bid = place(g, 0, "enc2", [(1, 2), (1, 3)])
    assert not g.fits(0, CARDS["A001"], bid)      # size 3
    g.put_card(0, "S017")
    assert g.fits(0, CARDS["A001"], bid)


def test_ZA_EFF_27_TERRAIN():
    g = game()
    bid = place(g, 0, "enc2", [(1, 2), (2, 2)])
    need_rock = CARDS["A002"]
    g.pl[0].bld[bid] = ("enc2", g.pl[0].bld[bid][1], 0, 0)
    assert not g.fits(0, need_rock, bid)
    g.put_card(0, "S012")
    assert g.fits(0, need_rock, bid)


def test_ZA_EFF_28_HAND_LIMIT():
    g = game()
    g.put_card(0, "S013")
    assert g.hand_limit(0) == 5


def test_ZA_EFF_29_RANGE():
    g = game()
    g.pl[0].rep = 2
    assert g.in_range(0) == 2
    g.put_card(0, "S019")
    assert g.in_range(0) == 3


def test_ZA_EFF_30_BUILD_DISCOUNT():
    g = game()
    g.put_card(0, "S041")   # Contractors' Union: 1 less
    action = BuildTask(0, mode="action", kinds=BASE_KINDS, budget=5, used=(), upgraded=False, card="")
    assert g.build_cost(0, "enc3", action) == 5
    assert g.build_cost(0, "enc3", action.but(mode="free")) == 0


def test_ZA_EFF_31_INCOME():
    g = game()
    g.put_card(0, "S005")
    assert ("money", 3) in E.income(g, 0)


def test_ZA_EFF_32_INCOME_PER():
    g = game()
    g.put_card(0, "S010")
    g.pl[0].partners = ("asia", "africa", "europe")
    assert ("money", 6) in E.income(g, 0)


def test_ZA_EFF_33_END_PER():
    g = game()
    g.put_card(0, "S016")   # end: 1 appeal per 2 sponsors (max 4)
    for s in ("S011", "S012", "S013"):
        g.put_card(0, s)
    assert ("appeal", 2) in E.end_score(g, 0)


def test_ZA_EFF_34_END_TIERS():
    g = game()
    g.put_card(0, "S009")   # primate icons 2/4/6 -> 1/2/3
    assert E.tiers_value(4, [[2, 1], [4, 2], [6, 3]]) == 2
    assert ("cp", 0) in E.end_score(g, 0)    # one primate icon (its own)
    g.put_card(0, "S036")                     # a second primate icon
    assert ("cp", 1) in E.end_score(g, 0)
    assert E.tiers_value(1, [[2, 1]]) == 0

"""Zoo Architect rules, one or more tests per rule id (spec: shared/rules/zoo-architect.md).
Positions are built by constructing a game and setting fields directly."""
import pytest

from zoo_desktop.engine.core import GameConfig, IllegalAction
from zoo_desktop.games.architect import effects as E
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.association import AssocTask, DonateTask, PartnerTask, UniversityTask
from zoo_desktop.games.architect.breaks import Break2Task, BreakTask, IncomeTask
from zoo_desktop.games.architect.build import BuildTask
from zoo_desktop.games.architect.cards import CARDS
from zoo_desktop.games.architect.interactions import VenomTask
from zoo_desktop.games.architect.projects import SupportDoTask, SupportTask
from zoo_desktop.games.architect.rules import (Build, Choose, Done, Keep, PlayAnimal, PlaySponsor, Support, UseCard,
                                              XAction, ZooArchitect, appeal_income, rep_range, score_threshold)
from zoo_desktop.games.architect.scoring import FinalScoringTask
from zoo_desktop.games.architect.tasks import GainTask
from zoo_desktop.games.architect.tracks import UpgradeTask
from zoo_desktop.games.architect.turn import ActionTask, TurnTask


# ----------------------------------------------------------------------------- helpers
def game(n=2, seed=7, keep=True, **opt):
    opt.setdefault("start_seat", 0)
    g = ZooArchitect(GameConfig.make(n, **opt), seed)
    while keep and g.pending is not None and g.pending.kind == "keep":
        p = g.pending.player
        g.apply(g.legal_actions(p)[0])
    return g


def clear(g, p=0, money=50):
    pl = g.pl[p]
    g.discard += pl.hand
    pl.hand = []
    pl.money = money
    g.invalidate()


def top(g):
    return g.pending


def who(g):
    return g.decision().players[0]


def opts(g):
    return g.legal_actions(who(g))


def ch(g, what, value):
    return g.apply(Choose(who(g), what, value))


def done(g):
    return g.apply(Done(who(g)))


def slots(g, p, order):
    g.pl[p].slots = list(order)
    g.invalidate()


def cells_of(kind, cells):
    """A Build's (col, row, rot) covering exactly `cells`."""
    target = 0
    for c, r in cells:
        target |= 1 << H.idx(c, r)
    for pc in H.DEFAULT.placements[kind]:
        if pc.mask == target:
            return pc.col, pc.row, pc.rot
    raise AssertionError(f"no {kind} on {cells}")


def place(g, p, kind, cells):
    return g.place_building(p, kind, *cells_of(kind, cells))


def hand(g, p, *cids):
    for c in cids:
        for src in (g.deck, g.discard, g.display):
            if c in src:
                src[src.index(c)] = None if src is g.display else src[src.index(c)]
                if src is not g.display:
                    src.remove(c)
                break
        g.pl[p].hand.append(c)
    g.invalidate()


def to_display(g, folder, cid):
    if cid in g.deck:
        g.deck.remove(cid)
    elif cid in g.discard:
        g.discard.remove(cid)
    old = g.display[folder - 1]
    if old is not None:
        g.discard.append(old)
    g.display[folder - 1] = cid
    g.invalidate()


def finish_turn(g):
    """Decline/finish until the next player's turn starts."""
    p = who(g)
    while who(g) == p and top(g).kind != "turn":
        o = opts(g)
        d = [a for a in o if isinstance(a, Done)]
        g.apply(d[0] if d else o[0])


# ----------------------------------------------------------------------------- general
def test_ZA_GEN_1_player_counts():
    assert ZooArchitect.info.min_players == 1 and ZooArchitect.info.max_players == 4
    for n in (1, 2, 3, 4):
        game(n)
    with pytest.raises(ValueError):
        ZooArchitect(GameConfig.make(5), 1)


def test_ZA_GEN_2_one_action_then_next_seat():
    g = game()
    assert top(g) == TurnTask(0)
    g.apply(XAction(0, "cards"))
    assert top(g) == TurnTask(1) and g.current == 1


def test_ZA_GEN_3_quantities_and_unpayable_costs():
    g = game()
    clear(g, 0, money=3)
    place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    hand(g, 0, "A001")  # Okapi costs 13
    slots(g, 0, ["build", "cards", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert [a for a in opts(g) if isinstance(a, PlayAnimal)] == []
    with pytest.raises(IllegalAction) as exc:
        g.apply(PlayAnimal(0, "A001", "enc3@1,1"))
    assert "pay" in str(exc.value)


def test_ZA_GEN_5_gain_above_cap_is_lost():
    g = game()
    g.pl[0].x = 4
    g.gain(0, "x", 3, [])
    assert g.pl[0].x == 5


def test_ZA_GEN_6_view_hides_hands_finals_deck_order():
    g = game()
    v = g.view(1)
    assert v["hand"] == g.pl[1].hand and v["finals"] == g.pl[1].finals
    assert "hand" not in v["pl"][0] and v["pl"][0]["hand_size"] == len(g.pl[0].hand)
    assert "deck" not in v and v["deck_size"] == len(g.deck) and "discard" not in v
    spect = g.view(None)
    assert spect["hand"] == [] and spect["finals"] == []


def test_ZA_GEN_7_icon_count():
    g = game()
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(0, "A001", bid)       # herbivore africa
    g.put_card(0, "S009")              # primate, science
    g.pl[0].partners = ("africa",)
    g.pl[0].unis = ("biology",)        # 2 science
    g.pl[0].hand.append("A011")        # hand never counts
    ic = g.icons(0)
    assert ic["africa"] == 2 and ic["herbivore"] == 1 and ic["primate"] == 1 and ic["science"] == 3
    assert ic["predator"] == 0


# ----------------------------------------------------------------------------- setup
def test_ZA_SET_1_random_start_player():
    starts = {ZooArchitect(GameConfig.make(3), s).start_seat for s in range(12)}
    assert len(starts) > 1


def test_ZA_SET_2_start_values():
    g = ZooArchitect(GameConfig.make(4, start_seat=2), 3)
    for k in range(4):
        pl = g.pl[(2 + k) % 4]
        assert (pl.money, pl.cp, pl.x, pl.workers, pl.rep, pl.appeal) == (25, 0, 0, 1, 0, k)


def test_ZA_SET_3_action_cards_animals_slot1():
    orders = set()
    for s in range(8):
        g = ZooArchitect(GameConfig.make(2), s)
        for pl in g.pl:
            assert pl.slots[0] == "animals" and sorted(pl.slots) == sorted(["animals", "build", "cards", "association", "sponsors"])
            assert not pl.upgraded
            orders.add(tuple(pl.slots))
    assert len(orders) > 2


def test_ZA_SET_4_deal_8_keep_4():
    g = game(keep=False)
    p = who(g)
    assert top(g).kind == "keep" and len(g.pl[p].dealt) == 8
    acts = opts(g)
    assert len(acts) == 70 and all(isinstance(a, Keep) and len(a.cards) == 4 for a in acts)
    before = len(g.discard)
    g.apply(acts[5])
    assert sorted(g.pl[p].hand) == sorted(acts[5].cards) and len(g.discard) == before + 4


def test_ZA_SET_5_and_6_finals_and_display():
    """ZA-SET-5 (2 final scoring cards each), ZA-SET-6 (6 display cards)."""
    g = game()
    assert all(len(pl.finals) == 2 for pl in g.pl)
    assert len([c for c in g.display if c]) == 6


def test_ZA_SET_7_association_board():
    for n, k in ((2, 3), (3, 3), (4, 4)):
        g = game(n)
        assert len(g.base) == k and all(b in CARDS.base_projects for b in g.base)
        assert set(g.partner_offer) == {"africa", "americas", "asia", "europe", "australia"}
        assert set(g.uni_offer) == {"research", "veterinary", "biology"}
        assert g.row == [] and not g.donations


def test_ZA_SET_8_bonus_tiles():
    g = game()
    assert len(g.tiles5) == 2 and len(g.tiles8) == 2 and not set(g.tiles5) & set(g.tiles8)


def test_ZA_SET_9_two_player_blockers():
    g = game(2)
    b = g.base
    assert g.ptok[b[0]][0] == -1 and g.ptok[b[1]][1] == -1 and g.ptok[b[2]][2] == -1
    g3 = game(3)
    assert all(t is None for v in g3.ptok.values() for t in v)


def test_ZA_SET_10_break_track_length():
    assert [game(n).L for n in (2, 3, 4)] == [9, 12, 15]
    assert game(2).break_pos == 0


# ----------------------------------------------------------------------------- components
def test_ZA_CMP_1_five_action_cards_and_slots():
    g = game()
    assert len(g.pl[0].slots) == 5


def test_ZA_CMP_2_project_token_column():
    g = game()
    clear(g, 0, money=0)
    g.base = ("B01",)
    g.ptok = {"B01": (None, None, None)}
    p = g.pl[0]
    before = p.money
    g.add_task(SupportDoTask(0, project="B01", level=2, animal=""))
    g._run([])
    assert p.tokens == 1 and p.money == before + 5     # T1 +5 money
    g.ptok["B01"] = (None, None, None)
    p.supports = frozenset()
    g.add_task(SupportDoTask(0, project="B01", level=2, animal=""))
    g._run([])
    assert p.tokens == 2 and p.extra_income[-1]["n"] == 2   # T2 income +2


def test_ZA_CMP_3_shared_components_present():
    g = game()
    assert g.deck and g.discard is not None and g.tiles5 and g.base and g.L


def test_ZA_CMP_4_one_special_enclosure_each():
    g = game()
    place(g, 0, "petting_zoo", [(0, 0), (0, 1), (0, 2)])
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    kinds = {a.building for a in opts(g) if isinstance(a, Build)}
    assert "petting_zoo" not in kinds and "kiosk" in kinds


# ----------------------------------------------------------------------------- map
def test_ZA_MAP_4_restricted_cells_need_upgraded_build():
    g = game()
    place(g, 0, "enc1", [(5, 0)])
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    assert g.placement_error(0, "enc1", 6, 0, 0) is not None
    assert "upgraded Build" in g.placement_error(0, "enc1", 6, 0, 0)
    g2 = game()
    g2.pl[0].upgraded = frozenset({"build"})
    place(g2, 0, "enc1", [(5, 0)])
    slots(g2, 0, ["animals", "cards", "association", "sponsors", "build"])
    g2.apply(UseCard(0, "build"))
    assert g2.placement_error(0, "enc1", 6, 0, 0) is None


@pytest.mark.parametrize("cell,check", [
    ((1, 1), lambda g, before: g.pl[0].money == before["money"] - 2 + 5),
    ((2, 4), lambda g, before: g.pl[0].rep == before["rep"] + 1),
    ((8, 3), lambda g, before: g.pl[0].x == before["x"] + 1),
])
def test_ZA_MAP_5_yellow_bonuses(cell, check):
    g = game()
    clear(g, 0, money=20)
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    before = {"money": 20, "rep": g.pl[0].rep, "x": g.pl[0].x}
    nb = [n for n in H.bits(H.neighbours_of(1 << H.idx(*cell)))
          if H.DEFAULT.terrain[H.cell(n)] == "land" and n not in H.DEFAULT.yellow]
    place(g, 0, "enc1", [H.cell(nb[0])])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc1", cell[0], cell[1], 0))
    assert check(g, before)


def test_ZA_MAP_5_yellow_3_takes_display_card_or_deck():
    g = game()
    clear(g, 0, money=20)
    g.pl[0].rep = g.pl[0].rep_best = 1   # folder 1 in range
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    place(g, 0, "enc1", [(4, 6)])
    g.apply(UseCard(0, "build"))
    first = g.display[0]
    g.apply(Build(0, "enc1", 4, 5, 0))
    assert top(g).kind == "draw" and opts(g) == [Choose(0, "draw", first)]
    ch(g, "draw", first)
    assert first in g.pl[0].hand
    # reputation 0: nothing in range, draw from the deck
    g2 = game()
    clear(g2, 0, money=20)
    slots(g2, 0, ["animals", "cards", "association", "sponsors", "build"])
    place(g2, 0, "enc1", [(4, 6)])
    g2.apply(UseCard(0, "build"))
    g2.apply(Build(0, "enc1", 4, 5, 0))
    assert len(g2.pl[0].hand) == 1


def test_ZA_MAP_5_yellow_5_slot_and_6_worker():
    g = game()
    clear(g, 0, money=20)
    g.pl[0].upgraded = frozenset({"build"})
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    place(g, 0, "enc1", [(5, 6)])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc1", 6, 6, 0))
    assert top(g).kind == "slot" and top(g).to == 1
    ch(g, "slot", "sponsors")
    assert g.pl[0].slots[0] == "sponsors"
    g3 = game()
    clear(g3, 0, money=20)
    g3.pl[0].upgraded = frozenset({"build"})
    slots(g3, 0, ["animals", "cards", "association", "sponsors", "build"])
    place(g3, 0, "enc1", [(8, 2)])
    g3.apply(UseCard(0, "build"))
    g3.apply(Build(0, "enc1", 8, 1, 0))
    assert g3.pl[0].workers == 2


def test_ZA_MAP_7_full_map_appeal():
    g = game()
    pl = g.pl[0]
    pl.upgraded = frozenset({"build"})
    pl.mask = H.DEFAULT.buildable & ~(1 << H.idx(0, 0))
    pl.bld = {"enc1@1,0": ("enc1", 1 << H.idx(1, 0), 0, 0)}
    pl.last = "enc1@1,0"
    pl.money = 10
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    a0 = pl.appeal
    g.apply(Build(0, "enc1", 0, 0, 0))
    assert pl.appeal == a0 + 7 and pl.full_map


# ----------------------------------------------------------------------------- turn and action cards
def test_ZA_TRN_1_turn_options():
    g = game()
    o = opts(g)
    assert {a.card for a in o if isinstance(a, UseCard)} == set(g.pl[0].slots)
    assert {a.card for a in o if isinstance(a, XAction)} == set(g.pl[0].slots)


def test_ZA_ACT_1_strength_is_slot():
    g = game()
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    assert [g.strength(0, c, 0) for c in g.pl[0].slots] == [1, 2, 3, 4, 5]


def test_ZA_ACT_2_strength_with_x_and_constriction():
    g = game()
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.pl[0].constrict = frozenset({"association", "animals"})
    assert g.strength(0, "association", 2) == 3
    assert g.strength(0, "animals", 0) == 0


def test_ZA_ACT_3_used_card_to_slot1_left_ones_shift():
    g = game()
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    finish_turn(g)
    assert g.pl[0].slots == ["build", "animals", "cards", "association", "sponsors"]


def test_ZA_ACT_4_after_effects_after_card_moved():
    g = game()
    clear(g, 0)
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    place(g, 0, "enc2", [(1, 2), (1, 3)])
    hand(g, 0, "A003")  # Shoebill: after: DRAW 1 range
    g.pl[0].rep = g.pl[0].rep_best = 1
    g.apply(UseCard(0, "animals"))
    g.apply(PlayAnimal(0, "A003", "enc2@1,2"))
    assert top(g).kind == "animals"
    done(g)
    # the after effect waits until the card moved
    assert g.pl[0].slots[0] == "animals"
    assert top(g).kind == "draw"


def test_ZA_ACT_5_useless_action_still_moves_and_sheds_markers():
    g = game()
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.pl[0].venom = frozenset({"association"})
    g.apply(UseCard(0, "association"))
    done(g)
    assert g.pl[0].slots[0] == "association" and "association" not in g.pl[0].venom


def test_ZA_XTK_1_max_five():
    g = game()
    g.pl[0].x = 5
    g.gain(0, "x", 1, [])
    assert g.pl[0].x == 5


def test_ZA_XTK_2_spend_x_for_strength():
    g = game()
    g.pl[0].x = 2
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    assert UseCard(0, "build", 2) in opts(g) and UseCard(0, "build", 3) not in opts(g)
    g.apply(UseCard(0, "build", 2))
    assert g.pl[0].x == 0 and top(g).budget == 5


def test_ZA_XTK_3_x_action():
    g = game()
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.pl[0].venom = frozenset({"sponsors"})
    g.apply(XAction(0, "sponsors"))
    assert g.pl[1 - 1].slots == ["sponsors", "animals", "cards", "build", "association"]
    assert g.pl[0].x == 1 and "sponsors" in g.pl[0].venom
    g.pl[1].x = 5
    g.invalidate()
    assert not [a for a in opts(g) if isinstance(a, XAction)]


def test_ZA_XTK_4_other_x_sources():
    g = game()
    for e in CARDS["A006"].effects:
        assert e == {"op": "GAIN", "res": "x", "n": 1, "when": "now"}
    g.pl[0].upgraded = frozenset({"cards"})
    g.pl[0].rep = g.pl[0].rep_best = 11
    g.pl[0].rep_best = 11
    g.gain(0, "reputation", 1, [])
    g._run([])
    assert g.pl[0].x == 1   # reputation 12


# ----------------------------------------------------------------------------- build
def test_ZA_BLD_1_base_one_building_up_to_strength():
    g = game()
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    o = opts(g)
    assert max(H.size_of(a.building) for a in o if isinstance(a, Build)) == 3
    a = [a for a in o if isinstance(a, Build) and a.building == "enc2"][0]
    g.apply(a)
    assert top(g).kind != "build"   # base side: only one building


def test_ZA_BLD_2_two_money_per_cell():
    g = game()
    clear(g, 0, money=20)
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    g.apply([a for a in opts(g) if isinstance(a, Build) and a.building == "enc3"][0])
    assert g.pl[0].money == 14


def test_ZA_BLD_3_cells_must_be_free_land():
    g = game()
    place(g, 0, "enc1", [(2, 3)])
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert "already covered" in g.placement_error(0, "enc1", 2, 3, 0)
    assert "water or rock" in g.placement_error(0, "enc1", 3, 3, 0)
    assert g.placement_error(0, "enc1", 2, 2, 0) is None


def test_ZA_BLD_4_first_at_border_then_option_previous_building():
    """The literal reading of the seed ("next to the previous one") is the named option
    adjacency="previous" (issue 12; the default is the published game's "any")."""
    g = game(adjacency="previous")
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert "edge" in g.placement_error(0, "enc1", 2, 2, 0)
    assert g.placement_error(0, "enc1", 0, 2, 0) is None
    g.apply(Build(0, "enc1", 0, 2, 0))
    finish_turn(g)
    # the option: next to the previous building only
    g.current = 0
    g.stack = [TurnTask(0)]
    place(g, 0, "enc1", [(5, 0)])   # now the previous one
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert "previous" in g.placement_error(0, "enc1", 1, 2, 0)
    assert g.placement_error(0, "enc1", 5, 1, 0) is None


def test_ZA_BLD_4_default_any_building():
    """Default (issue 12): a new building touches any building already in your zoo."""
    g = game()
    assert g.adjacency == "any"
    place(g, 0, "enc1", [(0, 2)])
    place(g, 0, "enc1", [(5, 0)])
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert g.placement_error(0, "enc1", 1, 2, 0) is None
    assert "one of your buildings" in g.placement_error(0, "enc1", 3, 5, 0)


def test_ZA_BLD_5_any_rotation_and_mirror_legal():
    g = game(adjacency="any")
    g.pl[0].upgraded = frozenset({"build"})
    place(g, 0, "enc1", [(2, 2)])
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.pl[0].x = 2
    g.apply(UseCard(0, "build", 2))
    rots = {a.rot for a in opts(g) if isinstance(a, Build) and a.building == "reptile_house"}
    assert rots and max(rots) >= 0
    # every orientation number 0-11 is accepted where it fits (content-identified)
    ok = [r for r in range(12) if g.placement_error(0, "enc2", 2, 3, r) is None]
    assert len(ok) >= 2


def test_ZA_BLD_6_standard_enclosure_one_animal():
    g = game()
    clear(g, 0)
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(0, "A001", bid)
    hand(g, 0, "A019")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert not [a for a in opts(g) if isinstance(a, PlayAnimal) and a.enclosure == bid]


def test_ZA_BLD_7_special_enclosure_spaces_and_limit():
    g = game()
    clear(g, 0)
    bid = place(g, 0, "petting_zoo", [(0, 0), (0, 1), (0, 2)])
    for c in ("A101", "A105"):  # goat 1 space, donkey 2 spaces
        g.put_animal(0, c, bid)
    assert g.spaces_used(0, bid) == 3
    hand(g, 0, "A007")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert not [a for a in opts(g) if isinstance(a, PlayAnimal)]


def test_ZA_BLD_8_kiosk_spacing():
    g = game(adjacency="any")
    place(g, 0, "kiosk", [(0, 2)])
    place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert "two cells" in g.placement_error(0, "kiosk", 2, 3, 0)   # distance 2
    assert g.placement_error(0, "kiosk", 3, 2, 0) is None         # distance 3


def test_ZA_BLD_9_yellow_before_next_building():
    g = game()
    clear(g, 0, money=20)
    g.pl[0].upgraded = frozenset({"build"})
    g.pl[0].rep = g.pl[0].rep_best = 1
    place(g, 0, "enc1", [(4, 6)])
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc1", 4, 5, 0))
    assert top(g).kind == "draw"       # yellow 3 resolves first
    assert g.stack[-2].kind == "build"  # then the next building


def test_ZA_BLD_10_upgraded_several_different_kinds():
    g = game()
    clear(g, 0, money=30)
    g.pl[0].upgraded = frozenset({"build"})
    place(g, 0, "enc1", [(0, 2)])
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc2", *cells_of("enc2", [(0, 1), (0, 0)])))
    t = top(g)
    assert t.kind == "build" and t.budget == 3 and "enc2" in t.used
    assert not [a for a in opts(g) if isinstance(a, Build) and a.building == "enc2"]
    assert "different kind" in g.placement_error(0, "enc2", 1, 0, 0)
    assert {a.building for a in opts(g) if isinstance(a, Build)} >= {"enc1", "enc3", "kiosk"}


def test_ZA_BLD_11_move_animal_into_new_special_enclosure():
    g = game(adjacency="any")
    clear(g, 0, money=30)
    g.pl[0].upgraded = frozenset({"build"})
    enc = place(g, 0, "enc1", [(5, 1)])
    g.put_animal(0, "A004", enc)  # Gila monster: rock 1, reptile house 1 space
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    rh = cells_of("reptile_house", [(5, 2), (5, 3), (5, 4), (5, 5), (4, 4)])
    g.apply(Build(0, "reptile_house", *rh))
    assert top(g).kind == "move_in" and Choose(0, "move_in", "A004") in opts(g)
    ch(g, "move_in", "A004")
    pl = g.pl[0]
    assert pl.occ[enc] == () and "A004" in pl.occ["reptile_house@5,2"]
    assert g.spaces_used(0, "reptile_house@5,2") == 1


def test_ZA_BLD_12_unique_building_from_sponsor():
    g = game()
    clear(g, 0)
    place(g, 0, "enc1", [(0, 2)])
    hand(g, 0, "S007")
    slots(g, 0, ["animals", "cards", "association", "build", "sponsors"])
    g.apply(UseCard(0, "sponsors"))
    g.apply(PlaySponsor(0, "S007"))
    assert top(g).kind == "build" and top(g).mode == "unique"
    a = [a for a in opts(g) if isinstance(a, Build)][0]
    assert Done(0) not in opts(g)
    m = g.pl[0].money
    g.apply(a)
    assert g.pl[0].money == m and g.counter(0, "unique_buildings") == 1


# ----------------------------------------------------------------------------- animals
def test_ZA_ANM_1_number_of_animals_by_strength():
    for up, counts in ((False, [0, 0, 1, 1, 1, 2]), (True, [0, 1, 1, 2, 2, 2])):
        for s in range(6):
            g = game()
            g.pl[0].upgraded = frozenset({"animals"}) if up else frozenset()
            g.stack = [ActionTask(0, card="animals", strength=s, upgraded=up, source="main")]
            g.invalidate()
            g._run([])
            left = top(g).left if top(g).kind == "animals" else 0
            assert left == counts[s], (up, s)


def test_ZA_ANM_2_requirements():
    g = game()
    clear(g, 0)
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    hand(g, 0, "A005")  # needs partner asia
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert "requirements" in g.why_illegal(PlayAnimal(0, "A005", bid))
    g.pl[0].partners = ("asia",)
    g.invalidate()
    assert g.why_illegal(PlayAnimal(0, "A005", bid)) is None


def test_ZA_ANM_3_cost_partner_discount_and_folder():
    g = game()
    card = CARDS["A005"]   # asia, cost 15
    g.pl[0].partners = ("asia", "africa")
    assert g.animal_cost(0, card) == 12
    assert g.animal_cost(0, card, folder=3) == 15
    g.put_card(0, "S006")   # reptiles cost 3 less
    assert g.animal_cost(0, CARDS["A004"]) == 7


def test_ZA_ANM_4_enclosure_size_and_terrain():
    g = game(adjacency="any")
    clear(g, 0)
    small = place(g, 0, "enc1", [(0, 2)])
    tri = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])   # touches rock (3,0),(3,1)
    hand(g, 0, "A002")   # size 2, rock 1, needs 1 predator icon
    g.pl[0].partners = ()
    g.put_card(0, "S022")  # a predator icon (Raptor Centre)
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    encs = {a.enclosure for a in opts(g) if isinstance(a, PlayAnimal) and a.card == "A002"}
    assert encs == {tri}
    _, _, w, r = g.pl[0].bld[tri]
    assert r == 2 and g.pl[0].bld[small][3] == 0


def test_ZA_ANM_4_pets_only_in_petting_zoo():
    g = game()
    clear(g, 0)
    place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    pz = place(g, 0, "petting_zoo", [(1, 3), (1, 4), (1, 5)])
    hand(g, 0, "A007")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert {a.enclosure for a in opts(g) if isinstance(a, PlayAnimal)} == {pz}


def test_ZA_ANM_5_special_enclosure_tokens():
    g = game()
    clear(g, 0)
    rh = place(g, 0, "reptile_house", [(5, 2), (5, 3), (5, 4), (5, 5), (4, 4)])
    hand(g, 0, "A004")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    g.apply(PlayAnimal(0, "A004", rh))
    assert g.spaces_used(0, rh) == 1 and g.counter(0, "special_spaces_used") == 1


def test_ZA_ANM_6_resolution_order_and_gains():
    g = game()
    clear(g, 0, money=20)
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    hand(g, 0, "A001")   # Okapi 13: appeal 5, draw 1
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    ev = g.apply(PlayAnimal(0, "A001", bid))
    kinds = [e.kind for e in ev]
    assert kinds.index("animal") < kinds.index("gain") < kinds.index("draw")
    pl = g.pl[0]
    assert pl.money == 7 and pl.appeal == g.pl[0].appeal and "A001" in pl.zoo and len(pl.hand) == 1


def test_ZA_ANM_7_two_animals_after_effects_wait():
    g = game()
    clear(g, 0)
    g.pl[0].rep = g.pl[0].rep_best = 1
    e1 = place(g, 0, "enc2", [(1, 2), (1, 3)])
    e2 = place(g, 0, "enc2", [(2, 3), (2, 4)])
    hand(g, 0, "A003", "A076")  # Shoebill (after: draw range) and Ring-tailed Lemur (after: draw deck)
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    g.apply(PlayAnimal(0, "A003", e1))
    g.apply(PlayAnimal(0, "A076", e2))
    assert [q[1] for q in g.after_q] == [] and g.pl[0].slots[0] == "animals"
    assert top(g).kind == "draw"   # Shoebill's after effect first (play order)


def test_ZA_ANM_8_upgraded_from_display_with_folder_cost_and_reputation():
    g = game()
    clear(g, 0, money=30)
    g.pl[0].upgraded = frozenset({"animals"})
    g.pl[0].rep = g.pl[0].rep_best = 4   # folders 1-3
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    to_display(g, 3, "A001")
    to_display(g, 4, "A019")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert g.pl[0].rep == 5   # +1 reputation at s >= 5 (first: its space-5 bonus resolves now)
    ch(g, "upgrade", "build")
    cards = {a.card for a in opts(g) if isinstance(a, PlayAnimal)}
    assert "A001" in cards and "A019" not in cards
    g.apply(PlayAnimal(0, "A001", bid))
    assert g.pl[0].money == 30 - 16 and g.display[2] is None


def test_ZA_ANM_9_release():
    g = game()
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(0, "A001", bid)
    g.pl[0].appeal = 9
    g.pl[0].cp = 2
    g.release(0, "A001", [])
    pl = g.pl[0]
    assert pl.appeal == 4 and pl.cp == 2 and pl.occ[bid] == () and "A001" not in pl.zoo and "A001" in g.discard


# ----------------------------------------------------------------------------- interactions
def _interaction_game(card, appeal_me=3, appeal_opp=(8,), cp_opp=(0,)):
    n = 1 + len(appeal_opp)
    g = game(n)
    clear(g, 0)
    for q, (a, c) in enumerate(zip(appeal_opp, cp_opp), 1):
        g.pl[q].appeal = a
        g.pl[q].cp = c
        g.pl[q].cp_best = c
    g.pl[0].appeal = appeal_me - CARDS[card].appeal
    kind = "reptile_house" if "reptile_house" in CARDS[card].special else None
    if kind:
        bid = place(g, 0, "reptile_house", [(5, 2), (5, 3), (5, 4), (5, 5), (4, 4)])
    else:
        bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
        g.pl[0].bld[bid] = ("enc3", g.pl[0].bld[bid][1], 2, 2)
    hand(g, 0, card)
    g.pl[0].rep = g.pl[0].rep_best = 10
    g.pl[0].upgraded = frozenset({"animals"})
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    return g, bid


def test_ZA_INT_1_only_opponents_with_appeal_5():
    g, bid = _interaction_game("A004", appeal_me=3, appeal_opp=(4,))
    ev = g.apply(PlayAnimal(0, "A004", bid))
    assert any(e.kind == "no_target" for e in ev) and not g.pl[1].venom


def test_ZA_INT_2_venom_victim_chooses_card():
    g, bid = _interaction_game("A004", appeal_me=6, appeal_opp=(8, 5), cp_opp=(0, 0))
    g.apply(PlayAnimal(0, "A004", bid))
    assert top(g) == VenomTask(1, by=0)   # only the one above me
    ch(g, "venom", "sponsors")
    assert g.pl[1].venom == {"sponsors"} and not g.pl[2].venom


def test_ZA_INT_3_venom_payment_at_own_turn_end():
    g = game()
    g.pl[1].venom = frozenset({"sponsors", "build"})
    g.pl[1].money = 3
    g.pl[1].appeal = 5
    g.apply(XAction(0, "cards"))
    slots(g, 1, ["build", "animals", "cards", "association", "sponsors"])
    g.apply(XAction(1, "cards"))
    assert g.pl[1].money == 0 and g.pl[1].appeal == 4   # 4 due: 3 money + 1 appeal


def test_ZA_INT_4_hypnosis_performs_opponent_card():
    g, bid = _interaction_game("A010", appeal_me=4, appeal_opp=(9,))
    g.pl[1].slots = ["build", "sponsors", "cards", "animals", "association"]
    g.pl[0].bld[bid] = ("enc3", g.pl[0].bld[bid][1], 2, 0)
    g.apply(PlayAnimal(0, "A010", bid))
    assert top(g).kind == "hypnosis"
    assert set(opts(g)) == {Choose(0, "hypnosis", f"1:{c}") for c in ("build", "sponsors", "cards")} | {Done(0)}
    m = g.pl[0].money
    ch(g, "hypnosis", "1:sponsors")   # strength 2 there: break alternative
    assert top(g).kind == "sponsors" and top(g).strength == 2
    ch(g, "sponsors", "break")
    assert g.pl[0].money == m + 2 and g.pl[1].slots[0] == "sponsors"


def test_ZA_INT_5_pilfering_money_or_card():
    g, bid = _interaction_game("A009", appeal_me=3, appeal_opp=(9,))
    g.pl[0].bld[bid] = ("enc3", g.pl[0].bld[bid][1], 0, 1)
    g.pl[1].money = 12
    g.apply(PlayAnimal(0, "A009", bid))
    assert top(g).kind == "pilfer" and who(g) == 1
    assert Choose(1, "pilfer", "money") in opts(g)
    m0 = g.pl[0].money
    ch(g, "pilfer", "money")
    assert g.pl[1].money == 7 and g.pl[0].money == m0 + 5


def test_ZA_INT_5_pilfering_2_hits_most_cp_too_and_fallback():
    g, bid = _interaction_game("A083", appeal_me=3, appeal_opp=(9, 6), cp_opp=(1, 4))
    g.pl[1].money, g.pl[2].money = 2, 10
    g.pl[1].hand = []
    g.pl[0].rep = g.pl[0].rep_best = 10
    g.invalidate()
    m0 = g.pl[0].money
    g.apply(PlayAnimal(0, "A083", bid))
    # seat 1 has < 5 money and no card: gives all money; then seat 2 (most CP) chooses
    assert who(g) == 2 and top(g).kind == "pilfer"
    ch(g, "pilfer", "money")
    assert g.pl[0].money == m0 - CARDS["A083"].cost + 2 + 5 and g.pl[1].money == 0


def test_ZA_INT_6_constriction_right_most_cards():
    g, bid = _interaction_game("A008", appeal_me=3, appeal_opp=(9, 6), cp_opp=(5, 0))
    g.pl[1].slots = ["build", "sponsors", "cards", "animals", "association"]
    g.pl[1].constrict = frozenset({"association"})
    g.pl[0].bld[bid] = ("enc3", g.pl[0].bld[bid][1], 1, 0)
    g.pl[0].cp, g.pl[0].cp_best = 1, 9
    g.apply(PlayAnimal(0, "A008", bid))
    assert g.pl[1].constrict == {"association", "animals", "cards"}  # k = 2: slot 5 already marked
    assert g.pl[2].constrict == {g.pl[2].slots[4]}                 # k = 1 (appeal only)


def _strong(kind):
    """An animal with interaction `kind` at strength 2 whose requirements _interaction_game meets
    (reputation 10, upgraded Animals), chosen by property so the card set can change."""
    for c in CARDS.cards.values():
        if (c.type == "animal" and c.interaction == {"type": kind, "strength": 2} and c.size
                and all(r["kind"] == "reputation" and r["n"] <= 10 for r in c.requires)):
            return c.id
    raise AssertionError(f"no {kind} 2 animal without requirements")


def test_ZA_INT_2_venom_strength_2_two_markers_on_different_cards():
    """Venom 2 (our choice, README): each affected opponent marks two of their action cards."""
    card = _strong("venom")
    g, bid = _interaction_game(card, appeal_me=6, appeal_opp=(8, 5), cp_opp=(0, 0))
    g.apply(PlayAnimal(0, card, bid))
    assert top(g) == VenomTask(1, by=0)
    ch(g, "venom", "sponsors")
    assert top(g).kind == "venom" and who(g) == 1                 # a second marker for the same opponent
    assert Choose(1, "venom", "sponsors") not in opts(g)          # still max one per card
    ch(g, "venom", "build")
    assert g.pl[1].venom == {"sponsors", "build"} and not g.pl[2].venom


def test_ZA_INT_4_hypnosis_strength_2_reaches_slot_4():
    """Hypnosis 2 (our choice, README): the hypnotist may pick from the opponent's slots 1-4."""
    card = _strong("hypnosis")
    g, bid = _interaction_game(card, appeal_me=4, appeal_opp=(9,))
    g.pl[1].slots = ["build", "sponsors", "cards", "animals", "association"]
    g.apply(PlayAnimal(0, card, bid))
    assert top(g).kind == "hypnosis"
    assert set(opts(g)) == {Choose(0, "hypnosis", f"1:{c}") for c in ("build", "sponsors", "cards", "animals")} | {Done(0)}
    ev = ch(g, "hypnosis", "1:animals")   # slot 4 there: the Animals action at strength 4
    hyp = [e for e in ev if e.kind == "hypnosis"]
    assert hyp and hyp[0].get("card") == "animals" and hyp[0].get("strength") == 4


def test_ZA_INT_6_constriction_strength_2_one_marker_more():
    """Constriction 2 (our choice, README): an eligible opponent with k >= 1 places k + 1 markers; k = 0 none."""
    card = _strong("constriction")
    g, bid = _interaction_game(card, appeal_me=3, appeal_opp=(9, 6, 5), cp_opp=(5, 0, 0))
    for q in (1, 2, 3):
        g.pl[q].slots = ["build", "sponsors", "cards", "animals", "association"]
    g.pl[3].appeal = 5
    g.pl[0].cp, g.pl[0].cp_best = 1, 9
    g.pl[0].appeal = 5 - CARDS[card].appeal   # after playing: 5 appeal, so seat 3 (5, cp 0) is not ahead: k = 0
    g.apply(PlayAnimal(0, card, bid))
    assert g.pl[1].constrict == {"association", "animals", "cards"}  # k = 2 -> 3 markers
    assert g.pl[2].constrict == {"association", "animals"}           # k = 1 -> 2 markers
    assert not g.pl[3].constrict                                     # k = 0 -> none


def test_ZA_INT_7_solo_no_interaction():
    g = game(1)
    clear(g, 0)
    rh = place(g, 0, "reptile_house", [(5, 2), (5, 3), (5, 4), (5, 5), (4, 4)])
    hand(g, 0, "A004")
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    ev = g.apply(PlayAnimal(0, "A004", rh))
    assert any(e.kind == "no_target" and e.get("what") == "venom" for e in ev)


# ----------------------------------------------------------------------------- cards and reputation
@pytest.mark.parametrize("up,s,draw,disc", [(False, 1, 1, 1), (False, 2, 1, 0), (False, 3, 2, 1), (False, 4, 2, 0),
                                            (True, 1, 1, 0), (True, 2, 2, 1)])
def test_ZA_CRD_2_cards_table(up, s, draw, disc):
    g = game()
    clear(g, 0)
    g.pl[0].upgraded = frozenset({"cards"}) if up else frozenset()
    g.stack = [ActionTask(0, card="cards", strength=s, upgraded=up, source="main")]
    g.invalidate()
    g._run([])
    drawn = 0
    while top(g).kind == "draw":
        ch(g, "draw", "deck")
        drawn += 1
    drawn = max(drawn, len(g.pl[0].hand))
    assert drawn == draw
    if disc:
        assert top(g).kind == "discard"
    else:
        assert top(g).kind != "discard"


def test_ZA_CRD_3_snap_at_5_any_folder():
    g = game()
    clear(g, 0)
    slots(g, 0, ["animals", "build", "association", "sponsors", "cards"])
    g.apply(UseCard(0, "cards"))
    assert top(g).kind == "cards_mode"
    ch(g, "cards", "snap")
    assert len(opts(g)) == 6   # ignores reputation range (0)
    c = g.display[5]
    ch(g, "snap", c)
    assert g.pl[0].hand == [c]


def test_ZA_CRD_4_upgraded_draw_source_per_card():
    g = game()
    clear(g, 0)
    g.pl[0].upgraded = frozenset({"cards"})
    g.pl[0].rep = g.pl[0].rep_best = 2
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "cards"))   # s = 2: draw 2, discard 1
    assert set(opts(g)) == {Choose(0, "draw", "deck"), Choose(0, "draw", g.display[0]), Choose(0, "draw", g.display[1])}
    c = g.display[1]
    ch(g, "draw", c)
    ch(g, "draw", "deck")
    assert c in g.pl[0].hand and len(g.pl[0].hand) == 2 and top(g).kind == "discard"


def test_ZA_CRD_5_cards_moves_break_token_even_at_strength_0():
    g = game()
    g.pl[0].constrict = frozenset({"cards"})
    slots(g, 0, ["cards", "animals", "build", "association", "sponsors"])
    g.apply(UseCard(0, "cards"))
    assert g.break_pos == 2


def test_ZA_CRD_6_display_gaps_then_slide_refill():
    g = game()
    clear(g, 0)
    slots(g, 0, ["animals", "build", "association", "sponsors", "cards"])
    d = list(g.display)
    g.apply(UseCard(0, "cards"))
    ch(g, "cards", "snap")
    ch(g, "snap", d[2])
    assert g.display[2] is None or who(g) == 1
    assert g.display[:5] == d[:2] + d[3:] and g.display[5] not in d


def test_ZA_CRD_7_reshuffle_discard():
    g = game()
    g.discard = g.deck[:-1]
    g.deck = g.deck[-1:]
    n = len(g.discard)
    g.draw_from_deck(0, 2, [])
    assert len(g.deck) == n - 1 and g.discard == []
    g.deck, g.discard = [], []
    g.draw_from_deck(0, 1, [])


def test_ZA_REP_1_range_and_bonuses():
    assert [rep_range(r) for r in (0, 1, 2, 3, 4, 7, 10, 13, 15)] == [0, 1, 2, 2, 3, 4, 5, 6, 6]
    g = game()
    g.pl[0].rep = g.pl[0].rep_best = 4
    g.gain(0, "reputation", 4, [])     # passes 5 and 8 (cap 9 without upgraded Cards)
    g._run([])
    assert top(g).kind == "upgrade"
    ch(g, "upgrade", "build")
    assert g.pl[0].workers == 2 and g.pl[0].rep == 8


def test_ZA_REP_2_cap_9_without_upgraded_cards():
    g = game()
    g.pl[0].rep = g.pl[0].rep_best = 8
    g.gain(0, "reputation", 3, [])
    assert g.pl[0].rep == 9
    g.pl[0].upgraded = frozenset({"cards"})
    g.gain(0, "reputation", 3, [])
    assert g.pl[0].rep == 12


def test_ZA_REP_3_above_15_gives_appeal():
    g = game()
    g.pl[0].upgraded = frozenset({"cards"})
    g.pl[0].rep = g.pl[0].rep_best = 14
    a = g.pl[0].appeal
    g.gain(0, "reputation", 3, [])
    assert g.pl[0].rep == 15 and g.pl[0].appeal == a + 2


def test_ZA_REP_4_display_costs_folder_number():
    g = game()
    clear(g, 0, money=10)
    g.pl[0].upgraded = frozenset({"sponsors"})
    g.pl[0].rep = g.pl[0].rep_best = 4
    to_display(g, 3, "S011")
    slots(g, 0, ["animals", "build", "association", "cards", "sponsors"])
    g.apply(UseCard(0, "sponsors"))
    g.apply(PlaySponsor(0, "S011"))
    assert g.pl[0].money == 7


# ----------------------------------------------------------------------------- association
def test_ZA_ASC_1_workers_max_4():
    g = game()
    for _ in range(5):
        g.gain_worker(0, [])
    assert g.pl[0].workers == 4


def test_ZA_ASC_2_departments_values():
    g = game()
    clear(g, 0)
    g.pl[0].workers = 4
    slots(g, 0, ["animals", "build", "cards", "association", "sponsors"])
    g.apply(UseCard(0, "association"))   # s = 4
    ds = {a.value for a in opts(g) if isinstance(a, Choose)}
    assert ds == {"reputation", "partner", "university"}
    ch(g, "dept", "reputation")
    assert g.pl[0].rep == 2


def test_ZA_ASC_3_worker_costs_and_closing():
    g = game()
    g.pl[0].workers = 4
    assert g.dept_cost(0, "reputation") == 1
    g.pl[0].placed = {"reputation": 1}
    assert g.dept_cost(0, "reputation") == 2
    g.pl[0].placed = {"reputation": 3}
    assert g.dept_cost(0, "reputation") is None
    g.pl[0].workers = 1
    g.pl[0].placed = {"partner": 1}
    assert g.dept_cost(0, "reputation") is None


def test_ZA_ASC_4_base_one_department_upgraded_several():
    g = game()
    g.pl[0].workers = 4
    slots(g, 0, ["animals", "build", "cards", "sponsors", "association"])
    g.apply(UseCard(0, "association"))
    ch(g, "dept", "reputation")
    assert top(g).kind != "assoc"
    g2 = game()
    g2.pl[0].workers = 4
    g2.pl[0].upgraded = frozenset({"association"})
    slots(g2, 0, ["animals", "build", "cards", "sponsors", "association"])
    g2.apply(UseCard(0, "association"))
    ch(g2, "dept", "reputation")
    assert top(g2).kind == "assoc" and top(g2).budget == 3
    assert Choose(0, "dept", "partner") in opts(g2) and Choose(0, "dept", "reputation") not in opts(g2)


def test_ZA_ASC_5_partner_zoo_limits_and_bonus():
    g = game()
    g.pl[0].partners = ("africa", "europe")
    assert g._partner_options(0) == []                # base card: 2
    g.pl[0].upgraded = frozenset({"association"})
    assert set(g._partner_options(0)) == {"americas", "asia", "australia"}
    g.stack.append(PartnerTask(0))
    g.invalidate()
    g._run([])
    w = g.pl[0].workers
    ch(g, "partner", "asia")
    assert g.pl[0].workers == w + 1 and "asia" not in g.partner_offer   # PZ3: worker


def test_ZA_ASC_6_university_kinds():
    g = game()
    g.stack.append(UniversityTask(0))
    g.invalidate()
    g._run([])
    ch(g, "university", "research")
    assert g.pl[0].rep == 2 and g.icons(0)["science"] == 1
    g.stack.append(UniversityTask(0))
    g.invalidate()
    g._run([])
    assert Choose(0, "university", "research") not in opts(g)
    x = g.pl[0].x
    ch(g, "university", "veterinary")
    assert g.pl[0].x == x + 1 and g.hand_limit(0) == 5    # UN2 +1 X


def test_ZA_ASC_7_donation():
    g = game()
    clear(g, 0, money=14)
    g.donations = frozenset({2})
    g.stack.append(DonateTask(0))
    g.invalidate()
    g._run([])
    assert {a.value for a in opts(g) if isinstance(a, Choose)} == {"5", "7", "10", "12"}
    ch(g, "donate", "5")
    assert g.pl[0].money == 9 and g.pl[0].cp == 1 and 5 in g.donations


def test_ZA_ASC_8_offers_refill_only_at_breaks():
    g = game()
    g.partner_offer = ("africa",)
    g.uni_offer = ()
    g.apply(XAction(0, "cards"))
    assert g.partner_offer == ("africa",)
    g.stack = [Break2Task(0)]
    g._run([])
    assert len(g.partner_offer) == 5 and len(g.uni_offer) == 3


# ----------------------------------------------------------------------------- projects
def _support_game():
    g = game(3)
    clear(g, 0)
    g.base = ("B01", "B02", "B03")
    g.ptok = {b: (None, None, None) for b in g.base}
    return g


def test_ZA_PRJ_1_base_projects_stay():
    g = _support_game()
    g.pl[0].partners = ("africa", "asia")
    opts_ = g.support_options(0, False)
    assert any(s.project == "B02" and s.level == 2 for s in opts_)


def test_ZA_PRJ_2_row_capacity_and_push_out():
    g = _support_game()
    g.row = ["P001", "P002", "P005"]
    for r in g.row:
        g.ptok[r] = (None,) * 3
    g.ptok["P005"] = (1, None, None)
    hand(g, 0, "P015")   # Sahel Study: icon:africa 1 -> level 2
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(0, "A001", bid)
    g.stack.append(SupportTask(0, upgraded=False))
    g.invalidate()
    g._run([])
    g.apply(Support(0, "P015", 2))
    assert g.row == ["P015", "P001", "P002"] and "P005" in g.discard and "P005" not in g.ptok


def test_ZA_PRJ_3_support_token_bonus_cp():
    g = _support_game()
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    for c in ("A011", "A012"):
        g.put_animal(0, c, bid)
    m = g.pl[0].money
    g.stack.append(SupportTask(0, upgraded=False))
    g.invalidate()
    g._run([])
    assert Support(0, "B01", 2) in opts(g) and Support(0, "B01", 1) not in opts(g)
    g.apply(Support(0, "B01", 2))
    cp = CARDS["B01"].levels[2]["cp"]   # the level's printed CP (data; 3 since issue 12's pace)
    assert g.ptok["B01"][2] == 0 and g.pl[0].cp == cp and g.pl[0].money == m + 5 and g.pl[0].tokens == 1


def test_ZA_PRJ_4_once_per_project_and_per_level():
    g = _support_game()
    g.pl[0].supports = frozenset({"B02"})
    g.ptok["B03"] = (None, None, 1)
    g.pl[0].partners = ("africa", "asia", "europe", "americas", "australia")
    o = g.support_options(0, False)
    assert not any(s.project == "B02" for s in o)
    g.put_card(0, "S002")   # a bird icon
    g.put_card(0, "S022")   # bird, predator
    o = g.support_options(0, False)
    assert Support(0, "B03", 2) not in o


def test_ZA_PRJ_5_project_from_hand_only_if_level_met():
    g = _support_game()
    hand(g, 0, "P001")   # icon:americas 6/4/2
    assert not any(s.project == "P001" for s in g.support_options(0, False))
    g.pl[0].partners = ("americas",)
    g.put_card(0, "S028")  # americas icon
    assert Support(0, "P001", 2) in g.support_options(0, False)


def test_ZA_PRJ_6_release_projects_size_classes():
    g = _support_game()
    hand(g, 0, "P004")   # release africa L/M/S, on_play +1 reputation
    bid = place(g, 0, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(0, "A001", bid)   # Okapi size 3 -> M
    o = [s for s in g.support_options(0, False) if s.project == "P004"]
    assert o == [Support(0, "P004", 1, "A001")]
    g.pl[0].appeal = 10
    g.stack.append(SupportTask(0, upgraded=False))
    g.invalidate()
    g._run([])
    g.apply(o[0])
    cp = CARDS["P004"].levels[1]["cp"]   # the M level's printed CP (data)
    assert g.pl[0].appeal == 5 and "A001" not in g.pl[0].zoo and g.pl[0].cp == cp and g.pl[0].rep == 1


# ----------------------------------------------------------------------------- sponsors
def test_ZA_SPN_1_base_one_sponsor_level_and_requirements():
    g = game()
    clear(g, 0)
    hand(g, 0, "S001", "S005", "S011")   # levels 1, 3 (rep 4 needed), 1
    slots(g, 0, ["animals", "sponsors", "build", "association", "cards"])
    g.apply(UseCard(0, "sponsors"))   # s = 2
    ps = {a.card for a in opts(g) if isinstance(a, PlaySponsor)}
    assert ps == {"S001", "S011"}
    g.apply(PlaySponsor(0, "S011"))
    assert top(g).kind != "sponsors" and "S011" in g.pl[0].zoo


def test_ZA_SPN_2_break_alternative():
    g = game()
    clear(g, 0, money=0)
    slots(g, 0, ["animals", "build", "association", "sponsors", "cards"])
    g.apply(UseCard(0, "sponsors"))
    ch(g, "sponsors", "break")
    assert g.break_pos == 4 and g.pl[0].money == 4
    g2 = game()
    clear(g2, 0, money=0)
    g2.pl[0].upgraded = frozenset({"sponsors"})
    g2.break_pos = 7
    slots(g2, 0, ["animals", "build", "association", "sponsors", "cards"])
    g2.apply(UseCard(0, "sponsors"))
    ch(g2, "sponsors", "break")
    assert g2.pl[0].money >= 8   # 2 s, whatever the distance moved


def test_ZA_SPN_3_upgraded_several_sponsors_sum_le_s_plus_1():
    g = game()
    clear(g, 0)
    g.pl[0].upgraded = frozenset({"sponsors"})
    hand(g, 0, "S011", "S012", "S017")   # levels 1, 1, 2
    slots(g, 0, ["animals", "sponsors", "build", "association", "cards"])
    g.apply(UseCard(0, "sponsors"))   # s = 2 -> budget 3
    g.apply(PlaySponsor(0, "S017"))
    assert top(g).budget == 1
    g.apply(PlaySponsor(0, "S011"))
    assert top(g).kind != "sponsors" and {"S011", "S017"} <= set(g.pl[0].zoo)


def test_ZA_SPN_4_sponsor_effects_and_passive_from_after_now():
    g = game(adjacency="any")
    clear(g, 0)
    place(g, 0, "enc1", [(0, 2)])
    hand(g, 0, "S004")   # FREE_BUILD kiosk; ON_BUILD kiosk +2 money (not for its own kiosk)
    slots(g, 0, ["animals", "build", "association", "cards", "sponsors"])
    g.apply(UseCard(0, "sponsors"))
    m = g.pl[0].money
    g.apply(PlaySponsor(0, "S004"))
    assert top(g).kind == "build" and top(g).mode == "free"
    a = [a for a in opts(g) if isinstance(a, Build)][0]
    g.apply(a)
    assert g.pl[0].money == m
    assert "S004" in g.pl[0].active


# ----------------------------------------------------------------------------- upgrades
def test_ZA_UPG_1_upgrade_once_each_lost_when_all():
    g = game()
    g.stack.append(UpgradeTask(0))
    g.invalidate()
    g._run([])
    ch(g, "upgrade", "cards")
    assert g.pl[0].upgraded == {"cards"}
    g.pl[0].upgraded = frozenset(["animals", "build", "cards", "association", "sponsors"])
    g.stack.append(UpgradeTask(0))
    ev = []
    g._run(ev)
    assert any(e.kind == "lost" for e in ev)


def test_ZA_UPG_2_upgraded_sides_summary():
    g = game()
    g.pl[0].upgraded = frozenset(["build", "association"])
    assert g.partner_limit(0) == 4
    t = BuildTask(0, mode="action", kinds=tuple(H.DEFAULT.placements)[:10], budget=5, used=(), upgraded=True, card="")
    assert "reptile_house" in g.allowed_kinds(0, t)


# ----------------------------------------------------------------------------- tracks
def test_ZA_TRK_1_appeal_income():
    assert [appeal_income(a) for a in (0, 5, 7, 14, 20, 40, 60, 90)] == [5, 10, 11, 15, 17, 24, 29, 35]


def test_ZA_TRK_2_conservation_bonuses():
    g = game()
    g.gain(0, "cp", 5, [])
    g._run([])
    assert top(g).kind == "cp2"
    assert set(opts(g)) == {Choose(0, "cp2", "upgrade"), Choose(0, "cp2", "worker")}
    ch(g, "cp2", "worker")
    assert top(g).kind == "tile" and top(g).level == 5
    t = g.tiles5[0]
    ch(g, "tile", t)
    assert t not in g.tiles5 and t in g.pl[0].tiles


def test_ZA_TRK_3_bonus_tiles_content():
    from zoo_desktop.games.architect.rules import TILES
    ops = [TILES[t]["effects"][0]["op"] for t in sorted(TILES)]
    assert ops == ["UPGRADE", "WORKER", "GAIN", "GAIN", "DRAW", "FREE_BUILD", "GAIN", "INCOME"]


def test_ZA_TRK_4_scoring_relation():
    assert [score_threshold(n) for n in (0, 1, 5, 10, 11, 18, 19, 30, 36)] == [100, 98, 90, 80, 77, 56, 53, 20, 2]
    assert score_threshold(40) < 0


def test_ZA_TRK_5_first_to_cp10_discards_final():
    g = game()
    g.pl[0].cp = g.pl[0].cp_best = 9
    g.gain(0, "cp", 1, [])
    g._run([])
    seen = []
    while top(g).kind == "final_discard":
        p = who(g)
        seen.append(p)
        ch(g, "final", g.pl[p].finals[0])
    assert sorted(seen) == [0, 1] and all(len(pl.finals) == 1 for pl in g.pl)
    g.pl[1].cp = g.pl[1].cp_best = 9
    g.gain(1, "cp", 2, [])
    g._run([])
    assert top(g).kind != "final_discard"


# ----------------------------------------------------------------------------- break
def test_ZA_BRK_1_token_stops_at_L():
    g = game()
    g.break_pos = 8
    g.advance_break(5, [])
    assert g.break_pos == 9 and g.break_due


def test_ZA_BRK_2_and_3_break_after_turn_x_to_trigger():
    """ZA-BRK-2 (break after the turn is finished), ZA-BRK-3 (+1 X for the trigger)."""
    g = game()
    clear(g, 0)
    g.break_pos = 7
    slots(g, 0, ["cards", "animals", "build", "association", "sponsors"])
    x = g.pl[0].x
    g.apply(UseCard(0, "cards"))   # s=1: draw 1, discard 1
    ch(g, "discard", g.pl[0].hand[0])
    assert g.breaks == 1 and g.break_pos == 9      # the break waits for the hand limit choices
    while top(g).kind != "turn":
        g.apply(opts(g)[0])
    assert g.break_pos == 0 and g.pl[0].x == x + 1 and g.current == 1


def test_ZA_BRK_4_break_sequence():
    g = game(3)
    for pl in g.pl:
        pl.hand = []
    hand(g, 0, *g.deck[-5:])
    hand(g, 1, *g.deck[-4:])
    g.pl[1].unis = ("veterinary",)
    g.pl[0].venom = frozenset({"build"})
    g.pl[2].constrict = frozenset({"cards"})
    g.pl[0].placed = {"reputation": 1}
    d = list(g.display)
    g.stack = [BreakTask(2)]
    g._run([])
    while top(g).kind == "hand_limit":
        assert who(g) == 0
        ch(g, "hand_limit", g.pl[0].hand[0])
    assert len(g.pl[0].hand) == 3 and len(g.pl[1].hand) == 4
    assert not g.pl[0].venom and not g.pl[2].constrict and not g.pl[0].placed
    assert g.display[:4] == d[2:] and d[0] in g.discard
    assert g.break_pos == 0


def test_ZA_BRK_5_kiosk_income_and_W4_income():
    """Worked turn W4, step 5 for A: appeal 14 -> 15, kiosk 3, S005 3, token T2 2 = 23."""
    g = game(3)
    p = 0
    g.pl[p].appeal = 14
    g.pl[p].money = 0
    place(g, p, "kiosk", [(1, 2)])
    tri = place(g, p, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.put_animal(p, "A001", tri)
    place(g, p, "petting_zoo", [(2, 3), (2, 4), (2, 5)])
    place(g, p, "pavilion", [(1, 3)])
    place(g, p, "enc2", [(0, 1), (0, 2)])
    assert g.kiosk_income(p) == 3
    g.put_card(p, "S005")
    g.pl[p].extra_income = (CARDS_INCOME_T2,)
    g.stack = [IncomeTask(p)]
    g._run([])
    assert g.pl[p].money == 23


CARDS_INCOME_T2 = {"op": "INCOME", "res": "money", "n": 2, "when": "income"}


def test_ZA_BRK_6_end_check_after_break_then_next_seat():
    g = game()
    for pl in g.pl:
        pl.hand = []
    g.break_due = True
    g.pl[1].appeal = 99
    g.pl[1].extra_income = ({"op": "INCOME", "res": "appeal", "n": 1, "when": "income"},)
    g.apply(XAction(0, "cards"))
    assert g.breaks == 1 and g.trigger == "post" and g.current == 1


# ----------------------------------------------------------------------------- end
def _end_game(n=2, variant="seed"):
    g = game(n, end_variant=variant)
    g.pl[0].appeal = 100
    return g


def test_ZA_END_1_trigger_when_appeal_reaches_threshold():
    g = game()
    g.pl[0].appeal, g.pl[0].cp = 84, 8
    g.apply(XAction(0, "cards"))
    assert g.trigger == "pre"


def test_ZA_END_2_seed_every_player_one_more_turn():
    g = _end_game(2)
    g.apply(XAction(0, "cards"))
    assert not g.is_over
    g.apply(XAction(1, "cards"))
    assert not g.is_over and g.current == 0
    g.apply(XAction(0, "build"))
    while not g.is_over:
        g.apply(opts(g)[0])   # final scoring card discards
    assert g.turns == 3


def test_ZA_END_2_published_variant_others_only_after_pre_break():
    g = _end_game(2, "published")
    g.apply(XAction(0, "cards"))
    g.apply(XAction(1, "cards"))
    while not g.is_over:
        g.apply(opts(g)[0])
    assert g.turns == 2


def test_ZA_END_3_extra_turns_count_second_trigger_ignored():
    g = _end_game(3)
    g.apply(XAction(0, "cards"))
    g.pl[1].appeal = 100
    g.apply(XAction(1, "cards"))
    g.apply(XAction(2, "cards"))
    assert not g.is_over and g.final_left == 1
    g.apply(XAction(0, "cards"))
    while not g.is_over:
        g.apply(opts(g)[0])
    assert g.turns == 4


def test_ZA_END_4_final_scoring():
    g = game()
    g.pl[0].appeal, g.pl[0].cp = 80, 10
    g.pl[1].appeal, g.pl[1].cp = 60, 13
    g.pl[0].finals = ["F07"]        # sponsors 3/5/7/9
    for s in ("S011", "S012", "S013"):
        g.put_card(0, s)
    g.pl[1].finals = ["F01", "F02"]
    g.stack = [FinalScoringTask(0)]
    g._run([])
    assert top(g).kind == "final_discard" and who(g) == 1
    ch(g, "final", "F01")
    assert g.is_over
    assert g.pl[0].cp == 11 and g.scores()[0] == 80 - score_threshold(11)
    assert g.scores()[1] == 60 - 71


def test_ZA_END_5_tie_break_projects_supported():
    g = game(3)
    for pl in g.pl:
        pl.appeal, pl.cp = 50, 5
    g.pl[2].supported = 2
    g.pl[1].supported = 1
    assert g.ranking() == [2, 1, 0]
    g.pl[1].supported = 2
    assert g.winners() == [1, 2]


def test_ZA_END_6_round_limit():
    g = game()
    g.turns = 119
    g.apply(XAction(0, "cards"))
    while not g.is_over:
        g.apply(opts(g)[0])
    assert g.is_over and g.trigger is None


# ----------------------------------------------------------------------------- solo
def test_ZA_SOL_1_setup():
    g = game(1)
    assert g.pl[0].appeal == 20 and len(g.base) == 3 and all(t is None for v in g.ptok.values() for t in v)


def test_ZA_SOL_2_countdown_breaks_no_token():
    g = game(1)
    clear(g, 0)
    slots(g, 0, ["animals", "build", "association", "sponsors", "cards"])
    g.apply(UseCard(0, "cards"))
    assert g.break_pos == 0
    finish_turn(g)
    for _ in range(6):
        g.apply(UseCard(0, "association"))
        finish_turn(g)
        while top(g).kind != "turn":
            g.apply(opts(g)[0])
    assert g.breaks == 1 and g.solo_left == 6


def test_ZA_SOL_3_solo_end():
    g = game(1)
    g.pl[0].appeal = 100
    g.apply(XAction(0, "cards"))
    while not g.is_over:
        g.apply(opts(g)[0])
    assert g.is_over and g.turns == 1


# ----------------------------------------------------------------------------- decisions (ZA-BOT-1)
def test_ZA_BOT_1_every_choice_is_an_explicit_action():
    g = game()
    for a in opts(g):
        assert isinstance(a, (UseCard, XAction))
        assert g.action_from_json(a.to_json()) == a
    assert g.decision().prompt == "architect.prompt.turn"


def test_ZA_GEN_4_player_orders_simultaneous_triggers():
    """A building covering yellow 3 (draw) and yellow 5 (slot) at once: its owner picks the order."""
    g = game()
    clear(g, 0, money=20)
    g.pl[0].rep = g.pl[0].rep_best = 1
    slots(g, 0, ["animals", "cards", "association", "sponsors", "build"])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc5", 4, 5, 0))
    assert top(g).kind == "order"
    labels = {a.value for a in opts(g)}
    assert labels == {"DRAW 1 range", "SLOT 1"}
    ch(g, "order", "SLOT 1")
    assert top(g).kind == "slot"
    ch(g, "slot", "cards")
    assert top(g).kind == "draw"


def test_ZA_GEN_4_rules_fix_order_for_track_bonuses_and_plain_gains_need_no_choice():
    g = game()
    g.pl[0].rep = g.pl[0].rep_best = 4
    g.gain(0, "reputation", 4, [])
    g._run([])
    assert top(g).kind == "upgrade"   # ZA-REP-1: reputation 5 before 8, no order choice
    g2 = game()
    g2.put_card(0, "S002")            # two ON_ANIMAL money gains: commutative, no choice
    g2.put_card(0, "S022")
    start = len(g2._new)
    g2._new += [GainTask(0, res="money", amount=3), GainTask(0, res="money", amount=2)]
    g2.simultaneous(0, start)
    assert [t.kind for t in g2._new] == ["gain", "gain"]


# ----------------------------------------------------------------------------- worked turns
def test_W1_build_strength_3_base():
    g = game()
    clear(g, 0, money=20)
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    place(g, 0, "enc2", [(0, 1), (0, 2)])
    g.apply(UseCard(0, "build"))
    c, r, rot = cells_of("enc3", [(1, 1), (2, 1), (2, 2)])
    assert g.placement_error(0, "enc3", c, r, rot) is None
    g.apply(Build(0, "enc3", c, r, rot))
    pl = g.pl[0]
    assert pl.money == 19
    assert pl.bld["enc3@1,1"][3] == 2      # touches rock (3,0) and (3,1)
    assert pl.slots == ["build", "animals", "cards", "association", "sponsors"]


def test_W2_animals_with_special_enclosure():
    g = game(2)
    b, a = 1, 0
    g.apply(XAction(0, "cards"))   # B's turn
    pl = g.pl[b]
    pl.appeal, pl.money, pl.partners = 9, 25, ("americas",)
    pl.hand = ["A004", "A001"]
    slots(g, b, ["build", "cards", "association", "sponsors", "animals"])
    rh = place(g, b, "reptile_house", [(5, 2), (5, 3), (5, 4), (5, 5), (4, 4)])
    enc = place(g, b, "enc3", [(1, 1), (2, 1), (2, 2)])
    g.pl[a].appeal = 13
    g.pl[a].venom = frozenset()
    g.apply(UseCard(b, "animals"))
    g.apply(PlayAnimal(b, "A004", rh))
    assert pl.money == 18 and pl.appeal == 12
    assert top(g).kind == "venom" and who(g) == a
    ch(g, "venom", "sponsors")
    g.apply(PlayAnimal(b, "A001", enc))
    assert pl.money == 5 and pl.appeal == 17 and len(pl.hand) == 1
    assert pl.slots[0] == "animals" and g.pl[a].venom == {"sponsors"}


def test_W3_association_upgraded_strength_5():
    g = game()
    pl = g.pl[0]
    clear(g, 0, money=14)
    pl.upgraded = frozenset({"association"})
    slots(g, 0, ["animals", "build", "cards", "association", "sponsors"])
    pl.x, pl.workers, pl.placed, pl.rep, pl.partners = 1, 4, {"reputation": 1}, 4, ("africa", "europe")
    g.donations = frozenset({2})
    g.apply(UseCard(0, "association", 1))
    ch(g, "dept", "reputation")
    assert top(g).kind == "upgrade"
    ch(g, "upgrade", "cards")
    assert pl.rep == 6 and g.in_range(0) == 3
    ch(g, "dept", "partner")
    ch(g, "partner", "asia")
    assert pl.workers == 4 and sum(pl.placed.values()) == 4
    assert top(g).kind == "assoc" and top(g).budget == 0
    done(g)
    ch(g, "donate", "5")
    assert pl.money == 9 and pl.cp == 1 and pl.slots[0] == "association"


def test_W4_break_three_players():
    g = game(3)
    g.apply(XAction(0, "sponsors"))
    g.apply(XAction(1, "sponsors"))
    c = g.pl[2]
    g.break_pos = 11
    clear(g, 2)
    slots(g, 2, ["build", "cards", "animals", "association", "sponsors"])
    x = c.x
    g.apply(UseCard(2, "cards"))
    assert g.break_pos == 12 and len(c.hand) == 1
    while top(g).kind != "turn":
        g.apply(opts(g)[0])
    assert g.break_pos == 0 and c.x == x + 1 and g.breaks == 1 and g.current == 0


def test_ZA_UPG_1_upgrade_during_action_does_not_change_it():
    g = game()
    clear(g, 0, money=20)
    g.pl[0].rep = g.pl[0].rep_best = 4
    place(g, 0, "enc1", [(2, 5)])
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    g.apply(Build(0, "enc1", 2, 4, 0))        # yellow 2: +1 reputation -> space 5: upgrade
    assert top(g).kind == "upgrade"
    ch(g, "upgrade", "build")
    assert "build" in g.pl[0].upgraded and top(g).kind != "build"   # the base action stays one building


def test_ZA_CRD_1_three_card_types_in_one_deck():
    kinds = {CARDS[c].type for c in CARDS.deck}
    assert kinds == {"animal", "sponsor", "project"}


def test_ZA_SPN_4_sponsor_after_effect_waits_for_action_end():
    g = game()
    clear(g, 0)
    hand(g, 0, "S037")   # after: +1 appeal
    slots(g, 0, ["animals", "build", "association", "cards", "sponsors"])
    a = g.pl[0].appeal
    g.apply(UseCard(0, "sponsors"))
    ev = g.apply(PlaySponsor(0, "S037"))
    kinds = [e.kind for e in ev]
    assert g.pl[0].appeal == a + 1
    assert kinds.index("gain") > kinds.index("sponsor")


def test_ZA_TRN_2_end_of_turn_order():
    """after effects -> display refill -> venom -> break -> end check -> next seat."""
    g = game()
    for pl in g.pl:
        pl.hand = []
    g.pl[0].venom = frozenset({"build"})
    g.pl[0].money = 0
    g.pl[0].appeal = 6
    g.break_pos = 8
    slots(g, 0, ["animals", "build", "association", "cards", "sponsors"])
    ev = g.apply(UseCard(0, "sponsors"))   # strength 5
    ev += g.apply(Choose(0, "sponsors", "break"))
    kinds = [e.kind for e in ev]
    assert kinds.index("venom_pay") < kinds.index("break") < kinds.index("next_turn")
    assert g.current == 1 and g.break_pos == 0


# ----------------------------------------------------------------------------- queries for the table (race, final round, breakdown)
def test_ZA_END_1_gap_is_threshold_minus_appeal():
    """ZA-END-1 / ZA-TRK-4: gap(p) = T(CP) - appeal; 0 or below means the markers crossed."""
    g = game()
    g.pl[0].appeal, g.pl[0].cp = 70, 12          # T(12) = 74
    g.pl[1].appeal, g.pl[1].cp = 90, 3           # T(3) = 94
    assert g.gap(0) == 4 and g.gap(1) == 4
    g.pl[1].appeal = 97
    assert g.gap(1) == -3 and g.current_score(1) == 3


def test_ZA_END_2_final_turns_left_names_who_still_plays():
    """ZA-END-2 (seed): after the trigger every player, the triggering one included, takes one
    more turn in seat order from the next seat; `final_turns_left` lists them, and who triggered."""
    g = _end_game(3)
    assert g.final_turns_left() is None and g.trigger_by is None
    ev = g.apply(XAction(0, "cards"))
    assert g.trigger_by == 0 and any(e.kind == "final_round" for e in ev)
    assert g.final_turns_left() == [1, 2, 0]
    g.apply(XAction(1, "cards"))
    assert g.final_turns_left() == [2, 0]
    g.apply(XAction(2, "cards"))
    assert g.final_turns_left() == [0]
    v = g.view(1)
    assert v["trigger_by"] == 0 and v["final_left"] == 1


def test_ZA_END_2_published_final_turns_left_skips_the_trigger():
    g = _end_game(3, "published")
    g.apply(XAction(0, "cards"))
    assert g.final_turns_left() == [1, 2]


def test_ZA_END_2_final_turns_left_while_the_triggering_turn_runs():
    """Triggered inside a turn (before its end): the round starts after this turn."""
    g = _end_game(3)
    g.trigger, g.trigger_by = "pre", 0
    assert g.final_turns_left() == [1, 2, 0]


def test_ZA_END_4_score_breakdown_final_card_and_sponsor_end_points():
    """ZA-END-4: the breakdown kept in the state and the view: appeal/CP before, the kept final
    scoring card and its CP, each sponsor `end` effect's gain, then appeal, CP, T(CP), score."""
    g = game()
    g.pl[0].appeal, g.pl[0].cp = 80, 10
    g.pl[1].appeal, g.pl[1].cp = 60, 13
    g.pl[0].finals = ["F07"]        # counts sponsors
    for s in ("S011", "S012", "S013", "S016"):
        g.put_card(0, s)
    e16 = next(e for e in CARDS["S016"].effects if e["op"] == "END_PER")
    assert e16["counter"] == "sponsors" and e16["res"] == "appeal"
    want16 = min(e16["max"], e16["n"] * (4 // max(1, e16["per"])))
    fcp = E.tiers_value(4, CARDS["F07"].tiers)
    g.pl[1].finals = ["F01", "F02"]
    g.stack = [FinalScoringTask(0)]
    g._run([])
    assert g.score_breakdown(0) is None
    ch(g, "final", "F01")
    assert g.is_over
    b0, b1 = g.score_breakdown(0), g.score_breakdown(1)
    assert b0["appeal_before"] == 80 and b0["cp_before"] == 10
    assert b0["final"] == [["F07", fcp]]
    assert b0["end"] == [["S016", "appeal", want16]]
    assert b0["appeal"] == 80 + want16 and b0["cp"] == 10 + fcp
    assert b0["t"] == score_threshold(10 + fcp) and b0["score"] == g.scores()[0] == b0["appeal"] - b0["t"]
    assert [c for c, _ in b1["final"]] == ["F02"] and b1["score"] == g.scores()[1]
    assert g.view(1)["breakdown"][0] == b0


def test_ZA_REP_2_capped_gain_is_reported():
    """ZA-REP-2: without upgraded Cards reputation stops at 9; the lost part is an event."""
    g = game()
    g.pl[0].rep = 8
    ev = []
    g.gain(0, "reputation", 3, ev)
    assert g.pl[0].rep == 9
    cap = [e for e in ev if e.kind == "rep_capped"]
    assert cap and cap[0].data["cap"] == 9 and cap[0].data["lost"] == 2
    g.pl[0].upgraded = frozenset(g.pl[0].upgraded) | {"cards"}
    ev = []
    g.gain(0, "reputation", 3, ev)
    assert g.pl[0].rep == 12 and not [e for e in ev if e.kind == "rep_capped"]


def test_ZA_ASC_3_dept_error_says_why_a_department_is_closed():
    """ZA-ASC-3/4: no free worker, a full department, a value above the strength: each closed
    department has its reason, and the options are exactly the departments without one."""
    g = game()
    g.pl[0].workers, g.pl[0].placed = 1, {"partner": 1}
    t = AssocTask(0, budget=5, upgraded=False, used=())
    assert "no free association worker" in g.dept_error(0, "reputation", t)
    g.pl[0].workers, g.pl[0].placed = 4, {"reputation": 3}
    assert "full" in g.dept_error(0, "reputation", t)
    t2 = t.but(budget=2)
    assert "above your strength" in g.dept_error(0, "university", t2)
    g.stack.append(t)
    g.invalidate()
    opts_ = {a.value for a in g.legal_actions(0) if isinstance(a, Choose)}
    assert opts_ == {d for d in ("reputation", "partner", "university", "conservation") if g.dept_error(0, d, t) is None}
    with pytest.raises(IllegalAction, match="full"):
        g.apply(Choose(0, "dept", "reputation"))


def test_ZA_ANM_4_card_error_for_greyed_hand_cards():
    """ZA-ANM-4/5: an animal no enclosure of yours suits says so; a sponsor in an animals
    decision is not an animal; a playable animal has no error."""
    plain = next(c for c in CARDS.deck if CARDS[c].type == "animal" and not CARDS[c].requires and CARDS[c].tier == 1
                 and CARDS[c].size and CARDS[c].size <= 5 and not CARDS[c].water and not CARDS[c].rock)
    g = game()
    clear(g, 0)
    g.pl[0].hand = [plain, "S011"]
    slots(g, 0, ["cards", "build", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    assert top(g).kind == "animals"
    assert g.card_error(0, plain).startswith("None of your enclosures")
    assert g.card_error(0, "S011") == "That is not an animal card."
    bid = g.place_building(0, "enc5", *next((c, r) for r in range(H.ROWS) for c in range(H.COLS)
                                           if H.DEFAULT.make_placement("enc5", c, r, 0) is not None))
    g.invalidate()
    assert g.card_error(0, plain) is None and any(isinstance(a, PlayAnimal) and a.enclosure == bid
                                                  for a in g.legal_actions(0))

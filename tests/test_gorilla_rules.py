"""Gorilla rules, one or more tests per rule id of shared/rules/gorilla.md."""
from __future__ import annotations

import pytest

from zoo_desktop.engine import GameConfig, IllegalAction
from zoo_desktop.engine.data import DataError
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games.gorilla import cards as cardmod
from zoo_desktop.games.gorilla.cards import CARDS, DECK
from zoo_desktop.games.gorilla.rules import (BOT_TIMING, Call, Catch, CloseSlap, Draw, EndGrace, Gorilla, Keep,
                                             Play, Slap, SlapGate)


def make(hands, top="TIG-R", deck=None, current=0, phase="turn", seats=None, pile=None, **options):
    """A Gorilla state with the given hands and top card; the remaining cards form the deck
    (or `deck`, drawn from the end)."""
    n = len(hands)
    seats = seats or ("human",) * n
    g = Gorilla(GameConfig.make(n, seats=seats, **options), seed=5)
    g.hands = [list(h) for h in hands]
    g.pile = list(pile) if pile is not None else [top]
    used = {c for h in hands for c in h} | set(g.pile)
    g.deck = list(deck) if deck is not None else [c for c in DECK.ids if c not in used]
    g.current, g.phase, g.direction = current, phase, 1
    return g


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- overview
def test_GO_GEN_01_three_to_five_players():
    for n in (3, 4, 5):
        Gorilla(GameConfig.make(n), 1)
    for n in (2, 6):
        with pytest.raises(ValueError):
            Gorilla(GameConfig.make(n), 1)


def test_GO_GEN_02_next_player_follows_direction():
    g = make([["TIG-B", "ZEB-Y"], ["CRO-Y"], ["HIP-G"]])
    g.apply(Play(0, "TIG-B"))
    assert g.current == 1
    g2 = make([["TIG-B", "ZEB-Y"], ["CRO-Y"], ["HIP-G"]])
    g2.direction = -1
    g2.apply(Play(0, "TIG-B"))
    assert g2.current == 2


def test_GO_GEN_03_GO_WIN_01_first_without_cards_wins_effect_ignored():
    g = make([["PAN-R"], ["CRO-Y", "ZEB-B"], ["HIP-G", "GIR-B"]])
    ev = g.apply(Play(0, "PAN-R"))
    assert g.is_over and g.game_winner == 0
    assert "panther" not in kinds(ev)  # the last card's effect is not applied
    assert [len(h) for h in g.hands] == [0, 2, 2]


def test_GO_GEN_04_view_hides_hands_and_deck_order():
    g = Gorilla(GameConfig.make(3), 9)
    v = g.view(1)
    assert v["hand"] == g.hands[1]
    assert v["hand_sizes"] == [6, 6, 6]
    assert "deck" not in v and "hands" not in v
    assert not set(g.hands[0]) & set(str(v.values()).split("'")) - set(v["pile"]) - set(g.hands[1])


# --------------------------------------------------------------------------- cards
def test_GO_CARD_01_45_cards_40_animals_4_gorillas_1_joker():
    assert len(CARDS) == 45
    assert sum(1 for c in CARDS.values() if c.is_animal) == 40
    assert sum(1 for c in CARDS.values() if c.kind == "gorilla") == 4
    assert [c for c in CARDS.values() if c.kind == "joker"] == [CARDS["JOK"]]
    assert {c.colour for c in CARDS.values() if c.colour} == {"R", "B", "Y", "G"}
    assert CARDS["TIG-R"].value == 1 and CARDS["PAN-B"].value == 2 and CARDS["GOR-Y"].value == 3 and CARDS["JOK"].value == 5


def test_GO_CARD_02_panther_monkey_elephant_are_animals_that_open():
    for code in ("PAN", "MON", "ELE"):
        assert CARDS[f"{code}-R"].is_animal
    assert not CARDS["GOR-R"].is_animal and not CARDS["JOK"].is_animal


def test_GO_CARD_data_loader_names_the_bad_entry():
    data = cardmod.load_json("zoo_desktop.games.gorilla", "data/cards.json")
    data["animals"][3]["value"] = "one"
    with pytest.raises(DataError, match=r"animals\[3\] \(GIR\).*value"):
        cardmod.parse(data)
    data = cardmod.load_json("zoo_desktop.games.gorilla", "data/cards.json")
    data["deck_size"] = 44
    with pytest.raises(DataError, match="deck has 45"):
        cardmod.parse(data)


# --------------------------------------------------------------------------- setup
def test_GO_SET_01_six_cards_each_rest_is_the_draw_pile():
    g = Gorilla(GameConfig.make(5), 3)
    assert [len(h) for h in g.hands] == [6] * 5
    assert len(g.deck) == 45 - 30 and not g.pile
    assert sorted(c for h in g.hands for c in h) + sorted(g.deck) != []
    assert sorted([c for h in g.hands for c in h] + g.deck) == sorted(DECK.ids)


def test_GO_SET_02_starting_seat_setting_or_random():
    g = Gorilla(GameConfig.make(4, start_seat=2), 3)
    assert g.current == 2 and g.phase == "opening"
    seen = {Gorilla(GameConfig.make(4), s).current for s in range(40)}
    assert seen == {0, 1, 2, 3}


def test_GO_SET_03_GO_DP_01_opening_is_any_animal_card():
    g = make([["GOR-B", "JOK", "ZEB-Y", "TIG-G"], ["CRO-Y"], ["HIP-G"]], phase="opening", pile=[])
    assert {a.card for a in g.legal_actions(0)} == {"ZEB-Y", "TIG-G"}
    with pytest.raises(IllegalAction, match="animal"):
        g.apply(Play(0, "GOR-B"))
    g.apply(Play(0, "ZEB-Y"))
    assert g.top() == "ZEB-Y" and g.current == 1 and g.phase == "turn"


def test_GO_SET_04_opening_effect_applies():
    g = make([["MON-Y", "TIG-G"], ["CRO-Y"], ["HIP-G"]], phase="opening", pile=[])
    g.apply(Play(0, "MON-Y"))
    assert g.current == 2


# --------------------------------------------------------------------------- matching
def test_GO_PLAY_01_same_animal_or_same_bus_colour():
    g = make([["CRO-R", "TIG-B", "ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R")
    assert {a.card for a in g.legal_actions(0)} == {"CRO-R", "TIG-B"}
    with pytest.raises(IllegalAction, match="match the top card"):
        g.apply(Play(0, "ZEB-Y"))


def test_GO_PLAY_02_GO_GOR_01_gorilla_on_its_colour_or_joker():
    g = make([["GOR-Y", "GOR-B", "TIG-G"], ["GIR-Y"], ["RHI-G"]], top="ZEB-Y")
    assert {a.card for a in g.legal_actions(0)} == {"GOR-Y"}
    with pytest.raises(IllegalAction, match="gorilla goes only"):
        g.apply(Play(0, "GOR-B"))
    g2 = make([["GOR-B", "TIG-G"], ["GIR-Y"], ["RHI-G"]], top="JOK")
    assert {a.card for a in g2.legal_actions(0)} == {"GOR-B", "TIG-G"}


def test_GO_PLAY_03_joker_on_anything_GO_JOK_01():
    for top in ("TIG-R", "PAN-B", "ZEB-G"):
        g = make([["JOK", "CRO-Y"], ["GIR-Y"], ["RHI-G"]], top=top)
        assert Play(0, "JOK") in g.legal_actions(0)
        assert Draw(0) not in g.legal_actions(0)


def test_GO_PLAY_04_GO_JOK_03_any_animal_or_gorilla_on_joker():
    g = make([["GOR-R", "ZEB-Y", "ELE-B"], ["GIR-Y"], ["RHI-G"]], top="JOK")
    assert {a.card for a in g.legal_actions(0)} == {"GOR-R", "ZEB-Y", "ELE-B"}


def test_GO_PLAY_05_nothing_on_a_gorilla():
    g = make([["TIG-R", "GOR-B"], ["GIR-Y"], ["RHI-G"]], top="GOR-R")
    assert g.legal_actions(0) == [Draw(0)]


def test_GO_TURN_01_must_play_when_able():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y"], ["RHI-G"]], top="TIG-R")
    with pytest.raises(IllegalAction, match="must play"):
        g.apply(Draw(0))


def test_GO_TURN_02_GO_DP_04_draw_one_and_may_play_it():
    g = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=["CRO-B", "CRO-R"])
    ev = g.apply(Draw(0))
    assert "may_play_drawn" in kinds(ev) and g.phase == "drawn" and g.current == 0
    assert g.legal_actions(0) == [Play(0, "CRO-R"), Keep(0)]
    with pytest.raises(IllegalAction, match="only the card you drew"):
        g.apply(Play(0, "ZEB-Y"))
    g.apply(Keep(0))
    assert g.current == 1 and "CRO-R" in g.hands[0]
    # a drawn card that does not fit ends the turn at once
    g = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=["CRO-B"])
    g.apply(Draw(0))
    assert g.current == 1 and g.phase == "turn"


def test_GO_TURN_03_win_checked_before_effect_then_effect_then_pass():
    g = make([["ELE-R", "ZEB-G"], ["GIR-Y", "TIG-G"], ["RHI-G", "HIP-Y"]], top="TIG-R")
    ev = g.apply(Play(0, "ELE-R"))
    assert kinds(ev).index("reverse") < kinds(ev).index("turn")


def test_GO_TURN_04_next_to_act_table():
    base = [["X"], ["GIR-Y", "HIP-B"], ["RHI-G", "PAR-Y"], ["CRO-G", "ZEB-B"]]
    for card, nxt in (("TIG-B", 1), ("PAN-R", 1), ("MON-R", 2), ("ELE-R", 3)):
        hands = [[card, "PAR-B"]] + base[1:]
        g = make(hands, top="TIG-R")
        g.apply(Play(0, card))
        assert g.current == nxt, card


# --------------------------------------------------------------------------- specials
def test_GO_JOK_02_joker_not_as_last_card():
    g = make([["JOK"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=["ZEB-R"])
    assert g.legal_actions(0) == [Draw(0)]
    with pytest.raises(IllegalAction, match="joker cannot be your last"):
        g.apply(Play(0, "JOK"))
    g.apply(Draw(0))
    assert g.legal_actions(0)[0] == Play(0, "ZEB-R")


def test_GO_PAN_01_others_draw_one_in_direction_order():
    g = make([["PAN-R", "TIG-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=["A1", "B1"][:0] + ["ZEB-B", "CRO-Y"])
    ev = g.apply(Play(0, "PAN-R"))
    draws = [e for e in ev if e.kind == "draw"]
    assert [e.get("player") for e in draws] == [1, 2]
    assert g.hands[1] == ["GIR-Y", "CRO-Y"] and g.hands[2] == ["RHI-G", "ZEB-B"]
    assert g.current == 1


def test_GO_PAN_02_panther_on_panther_no_cancel_no_stack():
    g = make([["PAN-R", "TIG-G", "CRO-Y"], ["PAN-B", "HIP-Y"], ["RHI-G", "ZEB-Y"]], top="TIG-R")
    g.apply(Play(0, "PAN-R"))
    assert [len(h) for h in g.hands] == [2, 3, 3]
    assert Play(1, "PAN-B") in g.legal_actions(1)
    g.apply(Play(1, "PAN-B"))
    assert [len(h) for h in g.hands] == [3, 2, 4]
    assert g.current == 2


def test_GO_MON_01_monkey_skips_next():
    g = make([["MON-R", "TIG-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R")
    ev = g.apply(Play(0, "MON-R"))
    assert g.current == 2 and [e.get("player") for e in ev if e.kind == "skip"] == [1]


def test_GO_ELE_01_elephant_reverses():
    g = make([["TIG-G"], ["ELE-R", "GIR-Y"], ["RHI-G"]], top="TIG-R", current=1)
    g.apply(Play(1, "ELE-R"))
    assert g.direction == -1 and g.current == 0


# --------------------------------------------------------------------------- gorilla
def slap_state(seats=("human", "human", "human", "human")):
    g = make([["GOR-Y", "TIG-G", "PAR-B"], ["GIR-Y", "CRO-R"], ["RHI-G", "MON-R"], ["HIP-B", "ZEB-G"]],
             top="ZEB-Y", seats=seats)
    ev = g.apply(Play(0, "GOR-Y"))
    return g, ev


def test_GO_SLAP_01_GO_SLAP_02_race_opens_for_everyone_else_and_blocks_play():
    g, ev = slap_state()
    assert g.phase == "slap" and g.slap["eligible"] == [1, 2, 3]
    assert g.decision().realtime and g.decision().players == ()
    with pytest.raises(IllegalAction, match="Slap the gorilla first"):
        g.apply(Play(1, "GIR-Y"))
    with pytest.raises(IllegalAction, match="do not slap"):
        g.apply(Slap(0, 300))
    assert g.timers()[-1] == (3000, CloseSlap())


def test_GO_SLAP_03_GO_SLAP_04_slowest_draws_three_and_restarts():
    g, _ = slap_state()
    g.apply(Slap(2, 431))
    g.apply(Slap(1, 655))
    ev = g.apply(Slap(3, 712))  # all slapped: resolved at once
    assert g.phase == "restart" and g.current == 3
    assert len(g.hands[3]) == 5 and len(g.hands[1]) == 2
    assert [e for e in ev if e.kind == "slap_result"][0].get("slowest") == [3]


def test_GO_SLAP_03_no_slap_is_infinitely_slow():
    g, _ = slap_state()
    g.apply(Slap(1, 2900))
    g.apply(Slap(3, 2950))
    g.apply(CloseSlap())
    assert g.current == 2 and len(g.hands[2]) == 5


def test_GO_SLAP_05_ties_all_draw_first_in_order_restarts():
    g, _ = slap_state()
    g.apply(Slap(2, 431))
    g.apply(Slap(3, 712))
    g.apply(Slap(1, 712))
    assert len(g.hands[1]) == 5 and len(g.hands[3]) == 5 and len(g.hands[2]) == 2
    assert g.current == 1
    g, _ = slap_state()
    g.apply(CloseSlap())  # nobody slapped: all slowest
    assert [len(h) for h in g.hands] == [2, 5, 5, 5] and g.current == 1


def test_GO_SLAP_06_false_slaps_lock_out():
    g, _ = slap_state()
    gate = SlapGate()
    g0 = make([["TIG-B", "ZEB-Y"], ["GIR-Y"], ["RHI-G"]])
    assert gate.press(g0, 1, now=1000.0, window_start=None) is None  # no window: lockout starts
    assert gate.press(g, 1, now=1500.0, window_start=1400.0) is None  # inside lockout: ignored
    assert gate.locked_until[1] == 2000.0                               # and not restarted
    assert gate.press(g, 1, now=2100.0, window_start=1400.0) == Slap(1, 700)
    assert gate.press(g, 0, now=2100.0, window_start=1400.0) is None   # not eligible


def test_GO_RST_01_GO_DP_08_restart_with_any_animal_no_gorilla_no_joker():
    g, _ = slap_state()
    g.hands[3] = ["JOK", "GOR-B", "CRO-G"]
    g.deck = ["PAR-Y", "PAR-R", "PAR-G"] + g.deck[:0]
    g.apply(CloseSlap())
    g.hands[1] = ["JOK", "GOR-B", "CRO-G"]  # restarter is seat 1 (first after the gorilla)
    assert {a.card for a in g.legal_actions(1)} == {"CRO-G"}
    with pytest.raises(IllegalAction):
        g.apply(Play(1, "JOK"))
    g.apply(Play(1, "CRO-G"))
    assert g.top() == "CRO-G" and g.current == 2


def test_GO_RST_02_restart_card_effect_applies():
    g, _ = slap_state()
    g.apply(Slap(1, 300)); g.apply(Slap(2, 400)); g.apply(Slap(3, 900))
    g.hands[3] = ["MON-R", "TIG-G"]
    g.apply(Play(3, "MON-R"))
    assert g.current == 1  # 0 skipped


def test_GO_RST_03_restarter_without_animals_draws_until_one():
    g, _ = slap_state()
    g.deck = ["ZEB-B", "GOR-R", "JOK", "GOR-B", "GOR-G"][:0] + ["ZEB-B", "GOR-B"]
    g.hands[3] = ["JOK"]
    g.apply(Slap(1, 300)); g.apply(Slap(2, 400))
    g.deck = ["ZEB-B", "GOR-B"]
    g.apply(Slap(3, 900))  # draws 3: GOR-B, ZEB-B, then a reshuffle
    assert g.current == 3
    g.hands[3] = ["JOK", "GOR-B"]
    g.deck = ["CRO-R", "GOR-G"]
    assert g.legal_actions(3) == [Draw(3)]
    g.apply(Draw(3))
    assert g.legal_actions(3) == [Draw(3)]
    g.apply(Draw(3))
    assert [a.card for a in g.legal_actions(3)] == ["CRO-R"]
    # nothing left to draw: the next player holding an animal restarts instead
    g.hands[3] = ["JOK", "GOR-B"]
    g.deck, g.pile = [], ["GOR-Y"]
    ev = g.apply(Draw(3))
    assert "no_draw" in kinds(ev) and g.current == 0 and g.phase == "restart"


def test_GO_GOR_02_gorilla_as_last_card_wins_without_race():
    g = make([["GOR-Y"], ["GIR-Y"], ["RHI-G"]], top="ZEB-Y")
    ev = g.apply(Play(0, "GOR-Y"))
    assert g.is_over and "slap_open" not in kinds(ev)


# --------------------------------------------------------------------------- draw pile
def test_GO_DECK_01_reshuffle_pile_except_top():
    g = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=[],
             pile=["CRO-B", "PAR-B", "TIG-R"])
    ev = g.apply(Draw(0))
    assert "reshuffle" in kinds(ev)
    assert g.pile == ["TIG-R"] and len(g.deck) == 1 and len(g.hands[0]) == 3


def test_GO_DECK_02_nothing_to_draw_ends_turn():
    g = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=[], pile=["TIG-R"])
    ev = g.apply(Draw(0))
    assert "no_draw" in kinds(ev) and g.current == 1 and len(g.hands[0]) == 2


def test_GO_DECK_03_pile_reshuffled_at_most_three_times_per_hand():
    g = make([["ZEB-Y", "HIP-G", "RHI-B", "PAR-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=[],
             pile=["CRO-B", "TIG-R"])
    for k in range(3):
        g.deck, g.pile, g.current, g.phase = [], ["CRO-B", "TIG-R"], 0, "turn"
        g.hands[0] = [c for c in g.hands[0] if c != "CRO-B"]
        ev = g.apply(Draw(0))
        assert "reshuffle" in kinds(ev) and g.reshuffles == k + 1
    assert "last_reshuffle" in kinds(ev)  # announced once, with the third
    g.deck, g.pile, g.current, g.phase = [], ["CRO-B", "TIG-R"], 0, "turn"
    g.hands[0] = [c for c in g.hands[0] if c != "CRO-B"]
    ev = g.apply(Draw(0))
    assert "reshuffle" not in kinds(ev) and "no_draw" in kinds(ev)
    assert g.pile == ["CRO-B", "TIG-R"] and g.current == 1  # GO-DECK-02: the turn passes
    # a new hand may reshuffle again (match play)
    g2 = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G"]], top="TIG-R", deck=[], match=True)
    g2.reshuffles = 3
    g2.hands[1] = []  # not reachable in play; only to trigger a new deal through _win
    g2._win(0, [])
    assert g2.reshuffles == 0 and g2.phase == "opening"


def test_GO_DECK_04_nobody_can_move_fewest_cards_win():
    # nothing to draw and no card fits for anyone: three passes in a row block the hand
    g = make([["ZEB-Y", "HIP-G"], ["GIR-Y"], ["RHI-G", "PAR-G", "CRO-G"]], top="TIG-R", deck=[],
             pile=["TIG-R"])
    g.reshuffles = 3
    g.apply(Draw(0))
    g.apply(Draw(1))
    assert not g.is_over and g.passes == 2
    ev = g.apply(Draw(2))
    assert g.is_over and "blocked" in kinds(ev) and "win_blocked" in kinds(ev)
    assert g.game_winner == 1 and g.ranking()[0] == 1  # one card left: the fewest
    # a play in between resets the count
    g = make([["ZEB-Y", "HIP-G"], ["GIR-R", "CRO-B"], ["RHI-G", "PAR-G"]], top="TIG-R", deck=[],
             pile=["TIG-R"])
    g.reshuffles = 3
    g.apply(Draw(0))
    assert g.passes == 1
    g.apply(Play(1, "GIR-R"))
    assert g.passes == 0 and not g.is_over


def test_GO_DECK_04_tie_goes_to_fewest_points_then_turn_order():
    g = make([["ZEB-Y", "HIP-G"], ["PAN-Y", "GIR-Y"], ["RHI-G", "PAR-G"]], top="TIG-R", deck=[],
             pile=["TIG-R"])
    g.reshuffles = 3
    for p in range(3):
        g.apply(Draw(p))
    assert g.is_over and g.game_winner == 0  # 2 cards each; seat 1 holds a panther (2 points)
    assert g.totals[0] == sum(CARDS[c].value for c in ["PAN-Y", "GIR-Y", "RHI-G", "PAR-G"])


def test_GO_DECK_04_nobody_can_restart_ends_the_hand():
    g, _ = slap_state()
    g.apply(Slap(1, 300)); g.apply(Slap(2, 400))
    g.deck, g.pile = [], ["GOR-Y"]
    g.apply(Slap(3, 900))
    g.hands = [["JOK", "TIG-G"], ["GOR-B"], ["GOR-R"], ["GOR-G"]]
    g.hands[0].remove("TIG-G")  # nobody holds an animal card to restart with
    assert g.current == 3 and g.phase == "restart" and g.legal_actions(g.current) == [Draw(g.current)]
    ev = g.apply(Draw(g.current))
    assert g.is_over and "blocked" in kinds(ev)


# --------------------------------------------------------------------------- calls
def test_GO_CALL_01_GO_CALL_02_GO_DP_03_armed_call_protects():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]])
    assert Play(0, "TIG-B", True) in g.legal_actions(0)
    ev = g.apply(Play(0, "TIG-B", True))
    assert "call" in kinds(ev) and g.vulnerable is None and g.grace


def test_GO_CALL_02_arming_only_with_two_cards():
    g = make([["TIG-B", "ZEB-Y", "CRO-R"], ["GIR-Y"], ["RHI-G"]])
    with pytest.raises(IllegalAction, match="exactly two"):
        g.apply(Play(0, "TIG-B", True))


def test_GO_CALL_02_late_call_ends_vulnerability_GO_DP_06():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B"))
    assert g.vulnerable == 0
    with pytest.raises(IllegalAction):
        g.apply(Call(1, 10))
    g.apply(Call(0, 500))
    assert g.vulnerable is None
    with pytest.raises(IllegalAction, match="Nobody can be caught"):
        g.apply(Catch(1, 600))


def test_GO_CALL_03_window_closes_at_next_players_first_action():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B", "HIP-R"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B"))
    g.apply(EndGrace())
    assert g.vulnerable == 0
    g.apply(Play(1, "CRO-B"))
    assert g.vulnerable is None
    with pytest.raises(IllegalAction):
        g.apply(Catch(2, 2500))


def test_GO_CALL_04_GO_DP_07_catch_draws_one():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B"))
    with pytest.raises(IllegalAction, match="yourself"):
        g.apply(Catch(0, 100))
    ev = g.apply(Catch(2, 570))
    assert len(g.hands[0]) == 2 and g.vulnerable is None
    assert [e.get("target") for e in ev if e.kind == "catch"] == [0]


def test_GO_CALL_05_first_received_wins():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B"))
    g.apply(Call(0, 570))
    with pytest.raises(IllegalAction):
        g.apply(Catch(2, 570))
    assert len(g.hands[0]) == 1


def test_GO_CALL_06_grace_blocks_next_turn_even_when_called():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B", True))
    assert g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="Wait"):
        g.apply(Play(1, "CRO-B"))
    assert g.timers() == [(2000, EndGrace())]
    g.apply(EndGrace())
    g.apply(Play(1, "CRO-B"))


def test_GO_CALL_07_uncaught_player_owes_nothing_and_rule_applies_anew():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B", "HIP-Y"], ["RHI-G", "PAR-R"]])
    g.apply(Play(0, "TIG-B"))
    g.apply(EndGrace())
    g.apply(Play(1, "CRO-B"))
    assert len(g.hands[0]) == 1 and g.vulnerable is None


def test_GO_BOT_03_GO_BOT_04_bots_schedule_late_call_and_catches():
    g = make([["TIG-B", "ZEB-Y"], ["GIR-Y", "CRO-B"], ["RHI-G", "PAR-R"]], seats=("easy", "hard", "normal"))
    g.apply(Play(0, "TIG-B"))
    timers = g.timers()
    calls = [(t, a) for t, a in timers if isinstance(a, Call)]
    catches = [(t, a) for t, a in timers if isinstance(a, Catch)]
    assert len(calls) == 1 and 550 + 1200 <= calls[0][0] <= 1800 + 1200
    hard = [t for t, a in catches if a.player == 1]
    assert hard and 320 + 100 <= hard[0] <= 800 + 100  # hard always notices


# --------------------------------------------------------------------------- match mode
def test_GO_WIN_02_single_hand_by_default():
    g = make([["TIG-B"], ["GIR-Y"], ["RHI-G"]])
    g.apply(Play(0, "TIG-B"))
    assert g.is_over and g.ranking()[0] == 0


def test_GO_MM_01_GO_MM_02_GO_MM_03_match_scores_and_redeals():
    g = make([["TIG-B"], ["GIR-Y", "PAN-R"], ["JOK", "GOR-B"]], match=True, match_target=25)
    g.start_seat = 1
    ev = g.apply(Play(0, "TIG-B"))
    assert g.totals == [1 + 2 + 5 + 3, 0, 0]
    assert not g.is_over and "deal" in kinds(ev)
    assert g.start_seat == 2 and g.current == 2 and g.phase == "opening" and g.direction == 1
    assert [len(h) for h in g.hands] == [6, 6, 6]


def test_GO_MM_04_first_to_target_wins_match():
    g = make([["TIG-B"], ["GIR-Y", "PAN-R"], ["JOK", "GOR-B"]], match=True, match_target=25)
    g.totals = [20, 24, 0]
    g.apply(Play(0, "TIG-B"))
    assert g.is_over and g.game_winner == 0 and g.ranking() == [0, 1, 2]


# --------------------------------------------------------------------------- real time and bots
def test_GO_RT_01_parameters_from_options():
    g = Gorilla(GameConfig.make(3, slap_window_ms=1500, catch_grace_ms=5000), 1)
    assert g.slap_ms == 1500 and g.grace_ms == 5000


def test_GO_RT_02_raw_times_kept_on_one_device_and_late_ones_are_refused():
    """Issue 13: two fast slaps (20 ms and 80 ms) are not both clamped to 100 ms, so only the
    slower one is the slowest (GO-SLAP-04); a report after the window is refused."""
    g, _ = slap_state()
    ev = g.apply(Slap(1, 20))
    assert ev[0].get("t") == 20
    g2, _ = slap_state()
    g2.apply(Slap(1, 20))
    g2.apply(Slap(3, 50))
    ev = g2.apply(Slap(2, 80))
    res = next(e for e in ev if e.kind == "slap_result")
    assert res.get("slowest") == [2]
    with pytest.raises(IllegalAction, match="closed"):
        g.apply(Slap(2, 3001))


def test_GO_BOT_01_GO_BOT_02_bot_reactions_sampled_and_clamped():
    lows = []
    for seed in range(60):
        g = make([["GOR-Y", "TIG-G", "PAR-B"], ["GIR-Y", "CRO-R"], ["RHI-G", "MON-R"]], top="ZEB-Y",
                 seats=("human", "hard", "easy"))
        g.rng = Rng(seed)
        g.apply(Play(0, "GOR-Y"))
        for t, a in g.timers():
            if isinstance(a, Slap):
                b = BOT_TIMING["hard" if a.player == 1 else "easy"]
                assert b["lo"] <= t <= b["hi"] and a.t == t
                lows.append(a.player)
    assert lows.count(1) == 60          # hard never misses
    assert 50 <= lows.count(2) <= 60    # easy misses about 5 %


def test_GO_BOT_05_bots_choose_legal_actions_only():
    from zoo_desktop.simulate import play_one
    for seed in range(5):
        s = play_one("gorilla", GameConfig.make(3, seats=("easy", "normal", "hard")), seed, budget_ms=20)
        assert s.game.is_over


def test_GO_DP_05_slap_is_realtime_decision():
    g, _ = slap_state()
    assert g.decision().prompt == "gorilla.prompt.slap" and g.decision().realtime


def test_GO_RT_03_inputs_are_bound_in_the_table():
    from zoo_desktop.games.gorilla.table import scene as table
    assert table.KEY_SLAP and table.KEY_CALL and table.KEY_CATCH

"""The Species Keepers table driven by real mouse events in the headless driver: a whole
game (drag species onto keepers, quarantine areas and the deck, piles onto houses, keepers
onto piles, clicks on face-down cards, the fund and return dialogs), refused drops that
bounce back with the engine's reason, and the resource-return dialog."""
from __future__ import annotations

import random
import time

import pytest
from uidriver import centre, click, click_button, drag, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.keepers.bots import BOTS
from zoo_desktop.games.keepers.rules import (ChooseArea, Collect, Dismiss, EndTurn, Fund, Hire, Move, NewObjective,
                                             Peek, Renew, Replace, Return, Save, Send, SpeciesKeepers)
from zoo_desktop.ui.scene import make_table
from zoo_desktop.games.keepers.table import scene as table_mod
from zoo_desktop.games.keepers.table.dialogs import ReturnDialog

BUTTONS = {Collect: "collect", Renew: "renew", EndTurn: "end_turn", NewObjective: "new_objective"}


def open_table(app, seats=("human", "easy"), seed=5, setup=None, **options):
    cfg = GameConfig.make(len(seats), seats=seats, **options)
    s = Session(SpeciesKeepers, cfg, seed)
    if setup:
        setup(s.game)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    return table


def settle(app, table, limit=600):
    """Frames until it is the human's decision with nothing animating (or the game ends).
    At least `limit` frames, and up to 30 s of wall time when a bot thread is slow to answer
    (the machine is shared)."""
    deadline = time.perf_counter() + 30
    n = 0
    while n < limit or (time.perf_counter() < deadline and table.driver.thinking() is not None):
        n += 1
        app.frame()
        if app.scene is not table:
            return
        g = table.session.game
        if g.is_over:
            continue
        if table.idle() and table.viewer in g.decision().players:
            app.frame()  # one more: a decision dialog (return) opens here
            return


def click_dialog(app, value, pages=6):
    """Click the dialog option for `value`, paging forward if needed."""
    for _ in range(pages):
        b = app.scene.button(f"dialog:{value}")
        if b is not None:
            click(app, centre(b.rect))
            return
        more = app.scene.button("dialog:__more__")
        assert more is not None and more.enabled, f"no dialog option for {value}"
        click(app, centre(more.rect))
    pytest.fail(f"no dialog option for {value}")


def perform(app, table, action) -> str:
    """Take `action` the way a player would; returns how ('drag', 'click', 'button', 'dialog')."""
    if isinstance(action, Return):
        dlg = table.dialog
        assert isinstance(dlg, ReturnDialog), "the return dialog opens by itself"
        for c, k in zip("GRW", (action.g, action.r, action.w)):
            for _ in range(k):
                click_button(app, f"ret:{c}+")
        click_button(app, "ret:ok")
        return "dialog"
    if isinstance(action, Fund):
        click_button(app, "fund")
        click_dialog(app, action)
        return "dialog"
    if type(action) in BUTTONS:
        click_button(app, BUTTONS[type(action)])
        return "button"
    start = table.click_point(action)
    end = table.drop_point(action)
    assert start is not None, f"the table does not say where to start {action}"
    if end is not None:
        drag(app, start, end)
        how = "drag"
    else:
        click(app, start)
        how = "click"
    if table.dialog is not None:  # several ways to pay, or a choice list
        click_dialog(app, action)
        how += "+dialog"
    return how


def last_human(session):
    for h in reversed(session.history):
        if h.source == "human":
            return h.action
    return None


def pick(rng, view, legal, normal):
    """The human's choice: mostly the normal bot's, sometimes another legal move so that
    every kind of gesture gets used."""
    odd = [a for a in legal if isinstance(a, (Move, Peek, Renew, Send, Hire, Replace, Dismiss))
           and not (isinstance(a, (Replace, Dismiss)) and view["mats"][view["viewer"]]["houses"][a.house]["species"])]
    funds = [a for a in legal if isinstance(a, Fund) and a.n == 1]
    saves = [a for a in legal if isinstance(a, Save)]
    r = rng.random()
    if funds and r < 0.15:
        return funds[0]
    if odd and r < 0.35:
        return rng.choice(odd)
    if saves and r < 0.45:
        return rng.choice(saves)
    return normal.choose(view, legal)


@pytest.mark.parametrize("seats,seed,options,anim", [
    (("human", "easy"), 12, {}, 0.0),
    (("human", "easy", "normal"), 4, {"secret_objectives": True, "final_round": True, "live_scores": True}, 2.0),
])
def test_whole_game_with_the_mouse_to_results(tmp_path, seats, seed, options, anim):
    """A whole game, every human decision taken with real mouse events at the places the
    table names (click_point/drop_point) or by button name, until the results scene (the
    second game with every animation playing, at double speed)."""
    t0 = time.perf_counter()
    app = make_app(tmp_path, anim_speed=anim, bot_speed=0.0)
    table = open_table(app, seats=seats, seed=seed, **options)
    rng = random.Random(seed)
    normal = BOTS["normal"](SpeciesKeepers, 0, 1, 100)
    s = table.session
    used: dict[str, int] = {}
    for _ in range(2000):
        if app.scene.name == "results":
            break
        settle(app, table, 4000)
        if app.scene is not table:
            break
        g = s.game
        if g.is_over:
            continue
        legal = g.legal_actions(table.viewer)
        action = pick(rng, g.view(table.viewer), legal, normal)
        before = s.version
        how = perform(app, table, action)
        assert s.version > before and last_human(s) == action, f"{action} via {how} was not applied: {app.toast.current()}"
        key = f"{action.kind}:{how}"
        used[key] = used.get(key, 0) + 1
    for _ in range(300):
        if app.scene.name == "results":
            break
        app.frame()
    elapsed = time.perf_counter() - t0
    print("actions", s.version, "gestures", sorted(used.items()), f"{elapsed:.1f}s")
    assert app.scene.name == "results", "the game did not reach the results scene"
    assert s.game.is_over and not app.errors
    kinds = {k.split(":")[0] for k in used}
    assert {"save", "return", "end_turn"} <= kinds
    assert any(k.startswith("save:drag") for k in used), "saves are dragged onto keepers"
    assert any(k.startswith("move:drag") for k in used) or any(k.startswith("peek:click") for k in used)


def test_illegal_drop_bounces_back_with_reason(tmp_path):
    """A species dropped where the rules refuse it flies back; the engine's sentence is
    shown; nothing changes. The legal keeper glows green, the empty house red."""
    def broke(g):
        g.current, g.first = 0, 0
        g.mats[0].resources = {"G": 0, "R": 0, "W": 0}
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, setup=broke)
    settle(app, table)
    g = table.session.game
    assert table.viewer in g.decision().players
    card = g.available()[0][1]
    fp = g.fingerprint()
    start = table.card_point(card)
    geo = table.geo[table.me]
    # 1) onto a keeper, without the resources to pay
    drag(app, start, centre(geo["houses"][0]["rect"]))
    reason = g.why_illegal(Save(0, card, 0))
    assert reason and reason in app.toast.current()
    assert table.drag.bounces, "the card animates back"
    assert g.fingerprint() == fp
    # 2) onto an empty house
    drag(app, start, centre(geo["houses"][2]["rect"]))
    assert "There is no keeper in that house." in app.toast.current()
    assert table.session.game.fingerprint() == fp
    # while dragging, each target says whether it accepts the card (green or red)
    table.drag.targets = table.targets_for(("grid", card))
    verdicts = {tg.name: tg.why_not(("grid", card)) for tg in table.drag.targets}
    assert verdicts["deck"] is None, "discarding is legal"
    assert verdicts["house:0"] is not None and verdicts["house:3"] is not None


def test_return_dialog_after_the_fund(tmp_path):
    """The fund exchange: the Fund button opens a dialog of N; after the draw, the return
    dialog opens by itself, refuses to confirm until exactly 2N are chosen, and gives them
    back to the bag."""
    def mine(g):
        g.current, g.first = 0, 0
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, setup=mine)
    settle(app, table)
    s = table.session
    click_button(app, "fund")
    assert app.scene.button(f"dialog:{Fund(0, 2)}") is not None
    click_dialog(app, Fund(0, 2))
    settle(app, table)
    dlg = table.dialog
    assert isinstance(dlg, ReturnDialog) and dlg.count == 4
    assert len(dlg.drawn) == 2
    ok = app.scene.button("ret:ok")
    assert not ok.enabled
    # the hint fills in a legal choice
    click_button(app, "ret:suggest")
    assert sum(dlg.pick.values()) == 4 and ok.enabled
    # "Later" closes it without answering (menu and undo stay reachable); the table's
    # Give back button opens it again
    click_button(app, "ret:close")
    for _ in range(3):
        app.frame()
    assert table.dialog is None and s.game.phase == "fund_return"
    click_button(app, "actions")
    dlg = table.dialog
    assert isinstance(dlg, ReturnDialog) and sum(dlg.pick.values()) == 0
    held = dict(s.game.mats[0].resources)
    bag_before = s.game.bag.total
    # more white than held cannot be picked
    for _ in range(held["W"] + 2):
        b = app.scene.button("ret:W+")
        if b.enabled:
            click(app, centre(b.rect))
    assert dlg.pick["W"] == min(held["W"], 4)
    while sum(dlg.pick.values()) > 0:
        click_button(app, "ret:W-")
    for c in "GGRR":
        click_button(app, f"ret:{c}+")
    assert app.scene.button("ret:ok").enabled
    click_button(app, "ret:ok")
    g = s.game
    assert g.phase == "play" and table.dialog is None
    assert g.mats[0].resources["G"] == held["G"] - 2 and g.mats[0].resources["R"] == held["R"] - 2
    assert g.bag.total == bag_before + 4
    assert last_human(s) == Return(0, 2, 2, 0)


def test_end_of_turn_discard_dialog(tmp_path):
    """Above 12 resources at the end of the turn the same dialog asks which go back."""
    def rich(g):
        g.current, g.first = 0, 0
        for c, k in (("G", 4), ("R", 2)):
            g.bag.take(c, k)
            g.mats[0].resources[c] += k
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, setup=rich)
    settle(app, table)
    s = table.session
    assert s.game.held(0) == 17
    click_button(app, "end_turn")  # a pass: the turn ends with 17 held (and 3 whites, fine)
    settle(app, table)
    dlg = table.dialog
    assert isinstance(dlg, ReturnDialog) and dlg.count == 5
    assert "5" in dlg.title
    for c in "GGGRR":
        click_button(app, f"ret:{c}+")
    click_button(app, "ret:ok")
    assert last_human(s) == Return(0, 3, 2, 0)
    assert s.game.held(0) == 12
    assert s.game.current != 0 or s.game.phase != "discard"


def test_columns_slide_and_bag_draw_animate(tmp_path):
    """With animations on, a Save is followed at the next turn by the column sliding down
    (shift tweens), and a fund draw shows the cubes coming out of the bag."""
    def mine(g):
        g.current, g.first = 0, 0
    app = make_app(tmp_path, anim_speed=1.0, bot_speed=0.0)
    table = open_table(app, setup=mine)
    settle(app, table, 2000)
    seen: set[str] = set()
    orig = table.anim.add

    def spy(*tweens):
        seen.update(tw.kind for tw in tweens)
        return orig(*tweens)
    table.anim.add = spy
    click_button(app, "fund")
    click_dialog(app, Fund(0, 1))
    for _ in range(3):
        app.frame()
    assert "bag_draw" in seen and any(tw.kind == "bag_draw" for tw in table.anim.active)
    settle(app, table, 2000)
    dlg = table.dialog
    while sum(dlg.pick.values()) < 2:
        for c in "GRW":
            if sum(dlg.pick.values()) < 2 and dlg.pick[c] < dlg.holding[c]:
                click_button(app, f"ret:{c}+")
    click_button(app, "ret:ok")
    settle(app, table, 2000)
    g = table.session.game
    card = next(a for a in g.legal_actions(0) if isinstance(a, Move) and a.to == "discard").card
    drag(app, table.card_point(card), centre(table_mod.DECK_RECT))
    assert "move" in seen
    settle(app, table, 2000)
    click_button(app, "end_turn")
    for _ in range(400):
        app.frame()
        if "shift" in seen:
            break
    assert "shift" in seen, "the column with a gap slides down at the next turn"
    assert not app.errors


def test_receiver_clicks_the_quarantine_area_for_a_sent_species(tmp_path):
    """SK-BONUS-02 at the table: a bot sends a species to the human, whose eligible
    quarantine areas glow; a click on one places it there."""
    from zoo_desktop.games.keepers.cards import SPECIES
    s = Session(SpeciesKeepers, GameConfig.make(2, seats=("human", "easy")), 31)
    g = s.game
    g.current, g.first = 1, 1
    for card in g.deck[:2]:                      # the human has saved 2, the bot none
        g.mats[0].houses.tuck(0, card)
    del g.deck[:2]
    save = next(a for a in g.legal_actions(1) if isinstance(a, Save))
    s.apply(save, "bot")
    send = next((a for a in s.game.legal_actions(1) if isinstance(a, Send) and len(s.game.free_areas(0, a.card)) >= 2),
                None)
    if send is None:
        pytest.skip("no species with two eligible areas on this grid")
    s.apply(send, "bot")
    assert s.game.phase == "area" and s.game.decision().players == (0,)
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    settle(app, table)
    areas = s.game.pending["areas"]
    habitat = next(a for a in areas if a != "GEN")
    assert habitat in SPECIES[send.card].habitats
    # a click outside the eligible areas is refused with the engine's reason
    bad = next(a for a in table_mod.AREAS if a not in areas)
    click(app, centre(table.geo[0]["areas"][bad]))
    assert s.game.phase == "area" and app.toast.current()
    click(app, table.click_point(ChooseArea(0, habitat)))
    assert last_human(s) == ChooseArea(0, habitat)
    assert s.game.mats[0].areas.held[habitat] == [send.card]


def test_hot_seat_two_humans_pass_the_screen(tmp_path):
    """Two humans at one screen: a cover hides the next player's mat until clicked; then
    that player's mat is at the bottom and their drags work."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, seats=("human", "human"), seed=2)
    s = table.session
    swaps = 0
    for _ in range(40):
        for _ in range(50):
            app.frame()
            if table.cover_for is not None or (table.idle() and table.viewer in s.game.decision().players):
                break
        if table.cover_for is not None:
            who = table.cover_for
            click(app, (960, 540))
            assert table.viewer == who and table.me == who
            swaps += 1
            continue
        g = s.game
        p = table.viewer
        legal = g.legal_actions(p)
        action = next((a for a in legal if isinstance(a, Save)), None) or \
            next((a for a in legal if isinstance(a, Move) and a.to == "discard"), None) or \
            next(a for a in legal if not isinstance(a, Fund))
        perform(app, table, action)
        assert last_human(s) == action
        if swaps >= 3:
            break
    assert swaps >= 3 and not app.errors


def test_tooltips_give_the_full_card_text(tmp_path):
    """Hovering a species shows all of its card (status, habitats, continents, cost, VP and
    which of your keepers take it); hovering a keeper shows its level and objective."""
    from uidriver import post
    import pygame
    from zoo_desktop.games.keepers.cards import KEEPERS, SPECIES
    from zoo_desktop.i18n import t
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, setup=lambda g: setattr(g, "current", 0))
    settle(app, table)
    g = table.session.game
    card = g.available()[0][1]
    sp = SPECIES[card]

    def hover(dpos):
        post(pygame.MOUSEMOTION, pos=app.vp.p(*dpos), rel=(0, 0), buttons=(0, 0, 0))
        app.frame()
        return app.tooltip.text
    tip = hover(table.card_point(card))
    assert t(f"keepers.card.{card}") in tip and f"{sp.vp} VP" in tip
    assert t(f"keepers.status.{sp.status}") in tip
    assert all(t(f"keepers.habitat.{h}") in tip for h in sp.habitats)
    assert all(t(f"keepers.continent.{c}") in tip for c in sp.continents)
    k = g.mats[0].houses[0].anchor
    tip = hover(centre(table.geo[0]["houses"][0]["keeper"]))
    assert t(f"keepers.card.{k}") in tip and t(f"keepers.goal.{k}") in tip and str(KEEPERS[k].level) in tip
    assert "bag" in hover(centre(table_mod.BAG_RECT)).lower()

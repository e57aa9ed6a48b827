"""The Gorilla table driven by real mouse and key events in the headless driver."""
from __future__ import annotations

import pygame
import pytest
from uidriver import centre, click, click_button, drag, key, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.gorilla.rules import Draw, Gorilla, Play
from zoo_desktop.ui.scenes.menu import MenuScene
from zoo_desktop.ui.table import COVER_BUTTON
from zoo_desktop.games.gorilla.table import scene as table_mod


def start_table(app, seed=11, seats=("human", "easy", "easy")):
    app.reset_to(MenuScene(app))
    app.frame()
    click_button(app, "play:gorilla")
    assert app.scene.name == "setup"
    while app.scene.count > len(seats):
        click_button(app, "fewer")
    for p, kind in enumerate(seats):
        while app.scene.kinds[p] != kind:
            click_button(app, f"seat:{p}")
    for ch in str(seed):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0))
    app.frame()
    click_button(app, "start", frames=2)
    assert app.scene.name == "gorilla-table"
    assert app.scene.session.seed == seed
    return app.scene


def settle(app, table, limit=400):
    """Frames until the animations are done and it is the human's move (or a race)."""
    for _ in range(limit):
        app.frame()
        if app.scene is not table:
            return
        g = table.session.game
        if g.is_over:
            continue
        if table.anim.busy or table.queue:
            continue
        if table.viewer in g.decision().players or g.phase == "slap" or g.vulnerable == table.viewer:
            return


def pile_pixels_match(app, card):
    """What the screen shows on the pile is the face of `card`."""
    vp = app.vp
    face = app.scene.art.face(card, vp.n(table_mod.CW), vp.n(table_mod.CH))
    r = vp.rect(table_mod.PILE_RECT)
    for fx, fy in ((0.5, 0.42), (0.3, 0.5), (0.5, 0.08)):
        x, y = int(r.w * fx), int(r.h * fy)
        if tuple(app.screen.get_at((r.x + x, r.y + y)))[:3] != tuple(face.get_at((x, y)))[:3]:
            return False
    return True


def test_whole_game_with_mouse_and_keys_to_results(tmp_path):
    """Issue 2 item 7: a whole Gorilla game through real events (drag cards onto the pile,
    click the draw pile, Space on gorillas, G to call) until the results scene."""
    app = make_app(tmp_path, anim_speed=0.5, bot_speed=0.0)
    table = start_table(app)
    plays = draws = slaps = calls = 0
    for _ in range(3000):
        if app.scene.name == "results":
            break
        settle(app, table)
        if app.scene.name != "gorilla-table":
            continue
        g = table.session.game
        me = table.viewer
        if g.is_over:
            continue
        if g.phase == "slap":
            if me in g.slap["eligible"] and me not in g.slap["times"] and table.driver.window_start() is not None:
                key(app, pygame.K_SPACE)
                slaps += 1
            else:
                app.frame()
            continue
        if g.vulnerable == me:
            key(app, pygame.K_g)
            calls += 1
            continue
        if me not in g.decision().players:
            app.frame()
            continue
        legal = g.legal_actions(me)
        play = next((a for a in legal if isinstance(a, Play)), None)
        if play is not None:
            if len(g.hands[me]) == 2 and g.phase in ("turn", "drawn") and not table.armed:
                key(app, pygame.K_g)  # arm the call (GO-CALL-02a)
                calls += 1
            hand = table.shown.hands[me]
            rect = table.hand_rects(hand)[hand.index(play.card)]
            before = len(g.pile)
            drag(app, (rect[0] + 40, rect[1] + 60), centre(table_mod.PILE_RECT))
            assert len(table.session.game.pile) >= before + 1 or table.session.game.hand_no > 1, "drop did not play"
            plays += 1
            settle(app, table, 60)
            if app.scene is table and table.shown.pile and table.shown.pile[-1] == play.card and not table.anim.busy \
                    and app.now() >= table.flash_until:  # a gorilla's flash tints the whole screen
                assert pile_pixels_match(app, play.card)
        elif any(isinstance(a, Draw) for a in legal):
            click(app, centre(table_mod.DECK_RECT))
            draws += 1
        else:  # keep the drawn card
            click_button(app, "keep")
    for _ in range(200):
        if app.scene.name == "results":
            break
        app.frame()
    assert app.scene.name == "results", "the game did not reach the results scene"
    print("plays", plays, "draws", draws, "slaps", slaps, "calls", calls, "actions", table.session.version)
    assert plays >= 3 and not app.errors
    assert app.scene.session.game.is_over


def test_illegal_drop_bounces_back_with_reason(tmp_path):
    """An illegal drop is refused with its reason on screen and changes nothing."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = start_table(app, seed=5)
    for _ in range(200):
        settle(app, table)
        g = table.session.game
        if table.viewer in g.decision().players and g.phase == "turn":
            bad = [c for c in g.hands[table.viewer] if g.why_illegal(Play(table.viewer, c)) is not None]
            if bad:
                break
        # play something legal to move on
        legal = g.legal_actions(table.viewer) if table.viewer in g.decision().players else []
        if legal:
            table.act(legal[0])
        else:
            app.frame()
    else:
        pytest.skip("no illegal card came up")
    fp = table.session.game.fingerprint()
    hand = table.shown.hands[table.viewer]
    rect = table.hand_rects(hand)[hand.index(bad[0])]
    drag(app, (rect[0] + 40, rect[1] + 60), centre(table_mod.PILE_RECT))
    assert table.session.game.fingerprint() == fp
    reason = g.why_illegal(Play(table.viewer, bad[0]))
    assert reason in app.toast.current()
    assert table.drag.bounces, "the card animates back"


def test_undo_takes_back_play_and_bot_replies(tmp_path):
    """Undo: a human takes back their last action with the bots' replies since then."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = start_table(app, seed=21, seats=("human", "easy", "easy"))
    for _ in range(300):
        settle(app, table)
        s = table.session
        g = s.game
        if table.viewer in g.decision().players:
            before = s.version
            legal = [a for a in g.legal_actions(table.viewer) if isinstance(a, Play)]
            if not legal:
                table.act(g.legal_actions(table.viewer)[0])
                continue
            fp = g.fingerprint()
            table.act(legal[0])
            for _ in range(40):
                app.frame()
            if s.undo_point(table.viewer) is not None:
                click_button(app, "undo")
                assert s.version == before and s.game.fingerprint() == fp
                return
    pytest.fail("no undoable position came up")


def test_hot_seat_cover_between_humans(tmp_path):
    """With two humans the screen is passed: a cover hides the next hand until clicked."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = start_table(app, seed=3, seats=("human", "human", "easy"))
    for _ in range(400):
        app.frame()
        g = table.session.game
        if table.cover_for is not None:
            who = table.cover_for
            assert who != table.viewer
            app.frame()
            click(app, centre(COVER_BUTTON))
            assert table.viewer == who and table.cover_for is None
            return
        if table.viewer in g.decision().players and not table.anim.busy:
            table.act(g.legal_actions(table.viewer)[0])
    pytest.fail("the screen was never passed")


def test_GO_RT_02_human_slap_measured_from_frame_showing_gorilla(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    from zoo_desktop.ui.scene import make_table
    cfg = GameConfig.make(3, seats=("human", "easy", "easy"))
    s = Session(Gorilla, cfg, 4)
    g = s.game
    g.hands = [["TIG-B", "PAR-G", "HIP-R"], ["GOR-Y", "ZEB-B", "ZEB-G"], ["RHI-G", "MON-R", "CRO-Y"]]
    g.pile, g.current, g.phase = ["ZEB-Y"], 1, "turn"
    s.apply(Play(1, "GOR-Y"), "bot")
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    assert table.driver.window_start() is None
    app.frame()  # the first frame that shows the gorilla marks T0
    start = table.driver.window_start()
    assert start is not None
    for _ in range(6):  # 300 ms later
        app.frame()
    key(app, pygame.K_SPACE)
    slap = next(h for h in s.history if h.action.kind == "slap" and h.action.player == 0)
    assert 250 <= slap.action.t <= 400


def test_confirm_before_ending_a_turn_setting(tmp_path):
    """Settings 'confirm before ending a turn': a play that hands the turn on asks first;
    No keeps the state, Yes applies it."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0, confirm_end_turn=True)
    table = start_table(app, seed=5)
    for _ in range(300):
        settle(app, table)
        g = table.session.game
        if table.viewer in g.decision().players and g.phase == "turn" and not table.anim.busy:
            break
        if table.dialog is not None:
            click_button(app, "dialog:True")
    g = table.session.game
    a = g.legal_actions(table.viewer)[0]
    fp = g.fingerprint()
    assert table.act(a) is False and table.dialog is not None
    click_button(app, "dialog:False")
    assert table.dialog is None and g.fingerprint() == fp
    table.act(a)
    version = table.session.version
    click_button(app, "dialog:True")
    assert table.session.version > version

"""No stale tooltip on any table (issue 13, "All tables: stale tooltips everywhere (after a
drop, over dialogs, on the hot-seat cover, after a display change, after game over)").

A tip is raised by real pointer motion over the table; then the thing it describes moves,
is hidden or is gone: a card dropped on the pile, the screen passed to another human, the
window resized, the game over. The tip must go (TableBase.drop_stale_tip, App.resize)."""
from __future__ import annotations

import pygame
import pytest
from uidriver import centre, click, drag, make_app, play_to_end, post, screen_pos, show_table

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class
from zoo_desktop.i18n import t
from zoo_desktop.games.gorilla.bots import BOTS as GORILLA_BOTS
from zoo_desktop.games.keepers.bots import BOTS as KEEPERS_BOTS
from zoo_desktop.games.research.bots import BOTS as RESEARCH_BOTS
from zoo_desktop.games.gorilla.table import scene as G

GIDS = ("gorilla", "keepers", "research", "architect")
SEATS = {gid: ("human", "easy", "easy") if gid == "gorilla" else ("human", "easy") for gid in GIDS}
BOTS = {"gorilla": GORILLA_BOTS, "keepers": KEEPERS_BOTS, "research": RESEARCH_BOTS}


def open_table(app, gid, seats):
    return show_table(app, Session(game_class(gid), GameConfig.make(len(seats), seats=seats), 4), frames=3)


def hover(app, dpos, frames=2):
    post(pygame.MOUSEMOTION, pos=screen_pos(app, dpos), rel=(1, 1), buttons=(0, 0, 0))
    for _ in range(frames):
        app.frame()


def raise_a_tip(app) -> str:
    """Move the pointer over the table until something under it gives a tooltip."""
    for y in range(60, 1040, 80):
        for x in range(40, 1480, 80):
            hover(app, (x, y), frames=1)
            if app.tooltip.text:
                for _ in range(8):   # past the tooltip's delay: drawn
                    app.frame()
                assert app.tooltip.text
                return app.tooltip.text
    raise AssertionError("no tooltip anywhere on the table")


def still_frames(app, n=10):
    """Frames with the pointer still (no event): only the table can drop the tip."""
    for _ in range(n):
        app.frame()


@pytest.mark.parametrize("gid", GIDS)
def test_no_tip_on_the_hot_seat_cover_or_after_it(tmp_path, gid):
    """The pointer rests on something with a tip when a human's move passes the screen: no
    tip on the cover, and after it only a tip raised for the new viewer."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, gid, ("human", "human") + (("easy",) if gid == "gorilla" else ()))
    tipped = False
    for _ in range(400):
        app.frame()
        if table.cover_for is not None:
            break
        g = table.session.game
        if table.viewer in g.decision().players and not table.anim.busy and not table.queue:
            tipped = table.dialog is None
            if tipped:
                raise_a_tip(app)
            table.act(g.legal_actions(table.viewer)[0])   # what a click or drop there would do
    assert table.cover_for is not None, "the screen was never passed"
    assert tipped, "the move that passed the screen was made with a tip up"
    still_frames(app)
    assert app.tooltip.text == "", "a tip of the previous player's table over the cover"
    opened = app.now()
    post(pygame.KEYDOWN, key=table.cover_keys[0], mod=0, unicode="", scancode=0)
    still_frames(app)
    assert table.cover_for is None
    # the tip of what lies under the pointer for the new viewer, or none; never the old one
    assert app.tooltip.text == "" or app.tooltip.since >= opened, "the previous viewer's tip after the cover"


def test_gorilla_tip_of_the_deck_does_not_outlive_the_cover(tmp_path):
    """All by real input: the draw-pile click raises its tip ("3 cards"), the draw passes the
    screen; neither the cover nor the next player's table shows that tip."""
    from test_ui_gorilla_fair import table_for
    from zoo_desktop.ui.table import COVER_BUTTON
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table, s = table_for(app, [["TIG-B", "PAR-G"], ["RHI-G", "MON-R", "CRO-Y"], ["HIP-B", "ZEB-G", "GIR-B"]],
                         "CRO-R", 0, seats=("human", "human", "easy"), deck=["ELE-B", "HIP-Y", "GIR-G"])
    hover(app, centre(G.DECK_RECT), frames=8)
    assert app.tooltip.text
    click(app, centre(G.DECK_RECT))      # nothing fits: draw, the turn passes to the other human
    still_frames(app)
    assert table.cover_for == 1 and app.tooltip.text == ""
    click(app, centre(COVER_BUTTON))
    still_frames(app)
    assert table.viewer == 1 and app.tooltip.text == ""


def test_gorilla_tip_of_the_old_top_card_goes_with_the_drop(tmp_path):
    """Dragging a card onto the pile passes over the pile: its tip named the card that was on
    top. After the drop that card is covered; its tip must not stay."""
    from test_ui_gorilla_fair import table_for
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table, s = table_for(app, [["TIG-B", "PAR-G", "ZEB-R"], ["RHI-G", "MON-R", "CRO-Y"], ["HIP-B", "ZEB-G", "GIR-B"]],
                         "CRO-R", 0)
    old_tip = table.card_tip("CRO-R")
    hover(app, centre(G.PILE_RECT), frames=8)
    assert app.tooltip.text == old_tip
    hand = table.shown.hands[0]
    card = table.hand_rects(hand)[hand.index("ZEB-R")]          # fits the red crocodile
    drag(app, centre(card), centre(G.PILE_RECT))
    still_frames(app, 3)
    assert "ZEB-R" in s.game.pile and "ZEB-R" not in s.game.hands[0]
    assert app.tooltip.text != old_tip


@pytest.mark.parametrize("gid", GIDS)
def test_no_tip_after_the_window_is_resized(tmp_path, gid):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    open_table(app, gid, SEATS[gid])
    raise_a_tip(app)
    post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    still_frames(app)
    assert app.screen.get_size() == (1600, 900)
    assert app.tooltip.text == "", "a tip placed for the old window size"


@pytest.mark.parametrize("gid", ("gorilla", "keepers", "research"))
def test_no_tip_once_the_game_is_over(tmp_path, gid):
    """The game ends while the pointer rests on something with a tip (bots play the last
    moves): the tip goes with the game, before the results screen."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, gid, SEATS[gid])
    raise_a_tip(app)
    s = table.session
    play_to_end(s, BOTS[gid]["normal"])
    assert s.game.is_over
    app.frame()
    assert app.scene is table
    assert app.tooltip.text == "", "a tip of the table after game over"


def test_architect_no_tip_of_the_board_under_a_sheet(tmp_path):
    """A sheet over the board (the final discard) hides the association board: the donation
    chip under the pointer gives no tip through it (seen playing by mouse in Hungarian: the tip
    '12 pénz adományozása 1 TP-ért' stood over the final-discard sheet)."""
    from zoo_desktop.engine.rng import Rng
    from zoo_desktop.games.architect.bots import sane_move
    from zoo_desktop.games.architect.rules import ZooArchitect
    from zoo_desktop.games.architect.table.layout import DONATIONS, OVERLAY
    from zoo_desktop.ui.widgets import inside
    for seed in range(1, 40):
        g = ZooArchitect(GameConfig.make(2, start_seat=0), seed)
        rng = Rng(seed)
        turn = None
        while not g.is_over and not (g.pending.kind == "final_discard" and g.decision().players == (0,)):
            if g.pending.kind == "turn" and g.decision().players == (0,):
                turn = g.clone()
            g.apply(sane_move(g.legal_actions(g.decision().players[0]), rng))
        if not g.is_over:
            break
    assert g.pending.kind == "final_discard" and turn is not None
    app = make_app(tmp_path)

    def on(game):
        s = Session(ZooArchitect, GameConfig.make(2, seats=("human", "easy")), 1)
        s.game = game
        return show_table(app, s)
    table = on(turn)          # no sheet: the chip gives its tip (the test can see one)
    chip = table.donation_rect(len(DONATIONS) - 1)
    assert inside(OVERLAY, centre(chip))          # where the sheet will lie
    hover(app, centre(chip), frames=10)
    assert app.tooltip.text == t("architect.label.donate", n=DONATIONS[-1])
    table = on(g)
    assert table.overlay_kind() == "final_discard"
    hover(app, (centre(chip)[0] + 2, centre(chip)[1]), frames=10)
    assert app.tooltip.text == "", app.tooltip.text

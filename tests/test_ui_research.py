"""The Field Research table driven by real mouse events in the headless driver."""
from __future__ import annotations

import os

import pygame
import pytest
from uidriver import assert_layer_cached, centre, click, click_button, drag, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.research.rules import (AcceptDefaultScoring, FieldResearch, KeepQuest, Pass, Research,
                                              Study)
from zoo_desktop.ui import gfx
from zoo_desktop.ui.scene import make_table
from zoo_desktop.games.research.table import scene as rt

SHOTS = os.environ.get("ZOO_SHOTS")  # set to a folder to keep screenshots


def open_table(app, seed=4, seats=("human", "easy")):
    s = Session(FieldResearch, GameConfig.make(len(seats), seats=seats), seed)
    table = make_table(app, s)
    app.reset_to(table)
    app.frame()
    return table


def settle(app, table, limit=300):
    for _ in range(limit):
        app.frame()
        if app.scene is not table:
            return
        g = table.session.game
        if not (table.anim.busy or table.queue) and (g.is_over or table.me_acting()):
            return


def human_move(app, table, rng_pick):
    """Make one legal move of the human through the mouse: quest cards are clicked, Study
    and Research are dragged to their zones (a continent click when asked)."""
    g = table.session.game
    legal = g.legal_actions(table.viewer)
    a = rng_pick(legal)
    if isinstance(a, KeepQuest):
        click(app, table.click_point(a))
    elif isinstance(a, AcceptDefaultScoring):
        click(app, centre(rt.ACCEPT_RECT))
    elif isinstance(a, Pass):
        click_button(app, "pass")
    elif isinstance(a, Study):
        drag(app, table.click_point(a), centre(rt.STUDY_ZONE))
    else:
        drag(app, table.click_point(a), centre(rt.RESEARCH_ZONE))
        if table.picking:
            click(app, rt.CONT_POS[a.continent])
            if table.dialog is not None and any(b.name == f"dialog:{a}" for b in table.dialog.buttons):
                label = next(b for b in table.dialog.buttons if b.name == f"dialog:{a}")
                click(app, centre(label.rect))
        if a.travel == "paid":                     # a paid flight is confirmed first
            assert table.dialog is not None and table.session.game.legal_actions(table.viewer)
            click(app, centre(next(b for b in table.dialog.buttons if b.name == "dialog:True").rect))
    return a


def test_whole_game_with_mouse_to_results(tmp_path):
    """A whole 2-player game: the human keeps quests, studies and researches by dragging
    cards onto the drop zones and clicking continents, then accepts the best scoring."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app)
    moves = 0

    def pick(legal):
        research = [a for a in legal if isinstance(a, Research)]
        study = [a for a in legal if isinstance(a, Study)]
        if research and (moves % 3 or not study):
            return research[moves % len(research)]
        return (study or legal)[moves % len(study or legal)]
    for _ in range(600):
        settle(app, table)
        if app.scene.name == "results":
            break
        g = table.session.game
        if g.is_over:
            continue
        if table.me_acting():
            before = table.session.version
            a = human_move(app, table, pick)
            moves += 1
            assert table.session.version > before, f"{a} was not applied by the mouse"
            if SHOTS and moves == 12:
                pygame.image.save(app.screen, os.path.join(SHOTS, "research-mid.png"))
    for _ in range(100):
        if app.scene.name == "results":
            break
        app.frame()
    assert app.scene.name == "results"
    assert moves >= 5 and not app.errors


def test_illegal_study_drop_at_12_re_is_refused_with_reason(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app)
    settle(app, table)
    g = table.session.game
    while not table.me_acting() or g.phase != "play":
        human_move(app, table, lambda legal: legal[0])
        settle(app, table)
    g.re[table.viewer] = 12
    fp = g.fingerprint()
    drag(app, table.click_point(Study(table.viewer, 1, 1)), centre(rt.STUDY_ZONE))
    assert g.fingerprint() == fp
    assert any("12" in m or "Study" in m for m in app.toast.current())
    assert table.drag.bounces


def test_research_needing_a_destination_lights_continents(tmp_path):
    """FR-RES-03: a first research of a multi-continent or All World animal asks where the
    meeple goes: the continents light up and a click places it."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, seed=9)
    settle(app, table)
    while table.session.game.phase == "setup":
        human_move(app, table, lambda legal: legal[0])
        settle(app, table)
    g = table.session.game
    choices = {}
    for a in g.legal_actions(table.viewer):
        if isinstance(a, Research):
            choices.setdefault((a.row, a.col), []).append(a)
    multi = [v for v in choices.values() if len({a.continent for a in v}) > 1]
    if not multi:
        pytest.skip("no multi-continent animal in this display")
    a = multi[0][-1]
    drag(app, table.click_point(a), centre(rt.RESEARCH_ZONE))
    assert {x.continent for x in table.picking} == {x.continent for x in multi[0]}
    click(app, rt.CONT_POS[a.continent])
    assert g.view(table.viewer)["player_info"][table.viewer]["meeple"] == a.continent


def play_to_scoring(app, table):
    for _ in range(800):
        settle(app, table)
        g = table.session.game
        if g.phase == "scoring" and table.me_acting():
            return
        if g.is_over:
            break
        if table.me_acting():
            legal = g.legal_actions(table.viewer)
            research = [a for a in legal if isinstance(a, Research)]
            table.act((research or legal)[0])
    pytest.skip("the human was not asked to score")


def test_hand_scoring_live_score_with_optimum_then_submit(tmp_path):
    """FR-DP-06 / issue 4: a human may assign by hand; the score updates live with the
    optimum beside it; an invalid choice is explained; Confirm submits it."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, seed=12, seats=("human", "easy"))
    play_to_scoring(app, table)
    app.frame()
    click(app, centre(rt.HAND_RECT))
    sc = app.scene
    assert sc.name == "research-scoring"
    assert sc.breakdown is not None and sc.breakdown.total == sc.best_breakdown.total
    # move one animal elsewhere: the live score follows the engine's scorer
    s = next(iter(sc.player.animals))
    before = sc.breakdown.total if sc.breakdown else None
    click_button(app, f"where:{s}")
    from zoo_desktop.games.research import scoring as S
    try:
        expect = S.score_assignment(sc.player, sc.assignment(), sc.rivals).total
    except S.AssignmentError as exc:
        expect = None
        assert sc.error == str(exc)
    assert (sc.breakdown.total if sc.breakdown else None) == expect
    assert before is not None
    click_button(app, "best")
    assert sc.breakdown.total == sc.best_breakdown.total
    version = table.session.version
    click_button(app, "confirm", frames=2)
    assert app.scene is table
    assert table.session.history[version].action.kind == "submit_scoring"


def test_results_show_the_chosen_assignment(tmp_path):
    from zoo_desktop.simulate import play_one
    from zoo_desktop.ui.scenes.pages import ResultsScene
    app = make_app(tmp_path)
    s = play_one("research", GameConfig.make(2, seats=("easy", "normal")), 5)
    app.reset_to(ResultsScene(app, s))
    app.frame()
    click(app, (960, 250))
    assert app.scene.dialog is not None
    assert "Continents:" in app.scene.dialog.body or "VP" in app.scene.dialog.body


def test_any_players_animals_grouped_by_continent_and_diet(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app)
    settle(app, table)
    while table.session.game.phase == "setup":
        human_move(app, table, lambda legal: legal[0])
        settle(app, table)
    click(app, centre(table.panel_rects[1]))
    assert table.dialog is not None and table.dialog.title == table.session.config.names[1]
    assert "carnivorous" in table.dialog.body.lower() and "omnivores count for both" in table.dialog.body


def test_setup_offers_research_bot_personalities_by_name(tmp_path):
    """Issue 8, deliverable 5: a seat is set to the scholar by clicking it in the setup
    screen; the label names the personality and the game starts with that bot."""
    from zoo_desktop.ui.scenes.menu import MenuScene
    app = make_app(tmp_path, language="hu")
    app.reset_to(MenuScene(app))
    app.frame()
    click_button(app, "play:research")
    assert app.scene.name == "setup"
    while app.scene.kinds[1] != "normal:scholar":
        click_button(app, "seat:1")
    seat = next(b for b in app.scene.buttons if b.name == "seat:1")
    assert "tudós" in seat.label
    before = app.screen.copy()
    pos = app.vp.p(*centre(seat.rect))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):  # past the tooltip delay
        app.frame()
    assert "tanulmányoz" in app.tooltip.text
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")  # it was drawn
    if os.environ.get("ZD_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["ZD_SHOTS"], "research-setup-scholar.png"))
    click_button(app, "start", frames=3)
    assert app.scene.session.config.seats[1] == "normal:scholar"
    assert type(app.scene.driver.bots[1]).__name__ == "ScholarBot"


def test_quest_keep_overlay_is_one_cached_layer(tmp_path):
    """Issue 14 item 2: with the quest keep up over the table, the table, its shade and the
    sheet are one layer rendered once; idle frames only blit it; the hovered quest's outline
    is drawn over it per frame (real mouse motion) without a new render; keeping a quest by a
    click takes the overlay down and renders the table again."""
    from uidriver import post
    app = make_app(tmp_path, anim_speed=0.0)
    table = open_table(app)
    settle(app, table)
    assert table.overlay_up() and table.quest_rects()
    for _ in range(3):
        app.frame()
    assert_layer_cached(app, table)
    renders = table.layer_renders
    q, rect = table.quest_rects()[0]
    edge = app.vp.p(rect[0] + rect[2] / 2, rect[1] - 2)          # where the hover outline goes
    rest = tuple(app.screen.get_at(edge))[:3]
    post(pygame.MOUSEMOTION, pos=app.vp.p(*centre(rect)), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    assert tuple(app.screen.get_at(edge))[:3] == tuple(gfx.Palette.good)[:3] != rest
    assert table.layer_renders == renders                       # the outline is per frame
    click(app, centre(rect))
    settle(app, table)
    assert q in table.session.game.quests[table.viewer]          # kept by the click
    assert table.viewer not in table.session.game.keep and table.layer_renders > renders


@pytest.mark.parametrize("lang", ["uk", "hu"])
def test_scoring_sheet_button_labels_stay_inside_their_buttons(tmp_path, lang):
    """Played by mouse at 1280x720 in Ukrainian: "Прийняти найкращий підрахунок" ran past both
    ends of the green Accept button on the final-scoring sheet. Each label is drawn inside its
    button (shrunk to fit)."""
    from zoo_desktop.i18n import set_language, t
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0, language=lang)
    try:
        table = open_table(app, seed=12, seats=("human", "easy"))
        play_to_scoring(app, table)
        table.redraw()                        # the sheet is drawn again under the probe
        with gfx.probing() as probe:
            app.frame()
        for rect, key in ((rt.ACCEPT_RECT, "research.action.accept_scoring"), (rt.HAND_RECT, "research.hand.open")):
            button = app.vp.rect(rect)
            rec = [r for r in probe.records if r.text == t(key)]
            assert rec, f"{t(key)!r} not drawn whole"
            assert button.contains(pygame.Rect(rec[-1].ink)), (t(key), rec[-1].ink, tuple(button))
    finally:
        set_language("en")


@pytest.mark.parametrize("lang,size", [("uk", (1280, 720)), ("en", (1280, 720)), ("en", (1920, 1080))])
def test_a_three_continent_animal_card_shows_its_picture_and_continents(tmp_path, lang, size):
    """Played by mouse in Ukrainian: the Brown Bear card (AS EU NA) in the display was blank
    under its title; the wide 'AS EU NA' corner left the picture 1 px and the continents
    line was dropped. The picture now sits below the corner values, the continents under it
    where they fit."""
    from zoo_desktop.i18n import set_language, t
    from zoo_desktop.ui.cards import render_card
    from zoo_desktop.ui.smoke import text_problems
    app = make_app(tmp_path, size=size, anim_speed=0.0, bot_speed=0.0, language=lang)
    try:
        table = open_table(app)
        w, h = app.vp.n(rt.CW), app.vp.n(rt.CH)
        with gfx.probing() as probe:
            from zoo_desktop.ui import cards
            cards._render_card(table.face("MC05-1"), w, h)
        pics = [r for r in probe.records if r.text == "<picture>"]
        assert pics and pygame.Rect(pics[0].ink).w >= w // 5, [(r.text, r.ink) for r in probe.records]
        drawn = " ".join(r.text for r in probe.records)
        if lang == "en":   # (the longer Ukrainian line under a two-line title is left to the zoom)
            for y in ("AS", "EU", "NA"):
                assert t(f"research.continent.{y}") in drawn
        assert text_problems(probe.records) == []
    finally:
        set_language("en")

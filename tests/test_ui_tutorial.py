"""Zoo Architect's guided first game (issue 18, items 3 and 5), driven by real pygame events.

The tutorial is opened from the menu, every step is taken by clicking inside the highlighted
rectangle (at `point_for(expected)`, the next click towards the step's action, which must lie
inside the highlight), a wrong click is refused with the hint drawn and nothing applied,
leaving in the middle and opening it again resumes at the same step, and the last step
leads through the crossing to the results."""
from __future__ import annotations

import json

import pygame
from uidriver import click, click_button, key, make_app

from zoo_desktop import storage
from zoo_desktop.games.architect.table import text as X
from zoo_desktop.games.architect.table.tutorial import COACH, TutorialTable
from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx
from zoo_desktop.ui.widgets import centre, inside


def settle(app, table, limit=400):
    """Frames until the tutorial waits for the player (a text to read or an action to take)."""
    for _ in range(limit):
        if app.scene is not table or table._jump:
            app.frame()
            return
        if table.reading() or (table.expected() is not None and table.my_task() is not None):
            return
        app.frame()


def open_from_menu(app):
    app.goto_menu()
    app.frame()
    click_button(app, "tutorial:architect", frames=2)


def step_by_clicks(app, table, limit=16) -> None:
    """Take the current step by clicking where it is highlighted."""
    step = table.step
    for _ in range(limit):
        if app.scene is not table or table.step != step:
            return
        target = table.target_rect()
        assert target is not None, f"nothing highlighted at step {step}"
        if table.reading():
            pt = centre(target)
        else:
            pt = table.point_for(table.expected())
            assert inside(target, pt), (step, target, pt)
        click(app, pt)
    raise AssertionError(f"step {step} ({table.current}) not taken by clicking")


def coach_texts(app) -> list:
    """The texts drawn in the coach panel in one frame (the text probe's records)."""
    app.scene.redraw()
    with gfx.probing() as probe:
        app.frame()
    box = app.vp.rect(COACH)
    return [r for r in probe.records if box.contains(pygame.Rect(r.ink))]


def test_tutorial_to_the_end_by_clicks_with_refusal_and_resume(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    open_from_menu(app)
    table = app.scene
    assert isinstance(table, TutorialTable) and table.step == 0
    seen_kinds, refused, resumed = set(), False, False
    for _ in range(400):
        if app.scene.name == "results" or not isinstance(app.scene, TutorialTable):
            break
        table = app.scene
        settle(app, table)
        if table is not app.scene:
            continue
        want = table.expected()
        if want is not None:
            seen_kinds.add((want.kind, getattr(want, "card", None) if want.kind == "use" else None))
        if want is not None and want.kind == "use" and not refused:
            # a wrong click: another action card than the highlighted one
            g = table.session.game
            slots = g.pl[0].slots
            other = next(i for i, c in enumerate(slots) if c != want.card)
            v, before = table.session.version, g.fingerprint()
            click(app, centre(table.action_rect(other)))
            assert table.session.version == v and table.session.game.fingerprint() == before
            assert table.refusal == t("tutorial.not_yet", do=X.action_label(want, table.names))
            drawn = coach_texts(app)
            assert table.refusal in " ".join(r.text for r in drawn)   # the hint, drawn whole
            assert not any(r.cut for r in drawn)
            refused = True
        if table.step == 20 and not resumed:
            # leave in the middle (Esc) and open it again: Resume lands on the same step
            step, v = table.step, table.session.version
            key(app, pygame.K_ESCAPE, frames=2)
            if app.scene is table:      # the first Esc cleared a selection
                key(app, pygame.K_ESCAPE, frames=2)
            assert app.scene.name == "menu"
            assert json.loads(storage.tutorial_path("architect").read_text())["step"] == step
            open_from_menu(app)
            assert app.scene.dialog is not None             # Resume / Start over
            click(app, centre(app.scene.dialog.buttons[0].rect), frames=3)
            table = app.scene
            assert isinstance(table, TutorialTable) and table.step == step and table.session.version == v
            resumed = True
            continue
        step_by_clicks(app, table)
    for _ in range(200):
        if app.scene.name == "results":
            break
        app.frame()
    assert app.scene.name == "results"
    assert app.scene.session.game.is_over
    assert refused and resumed
    assert {c for k, c in seen_kinds if k == "use"} == {"build", "animals", "cards", "association", "sponsors"}
    assert {"xaction", "support", "build", "animal"} <= {k for k, _ in seen_kinds}
    assert not storage.tutorial_path("architect").exists()     # finished: no progress left
    from zoo_desktop import history
    assert history.shared(app.settings.kept_games).count() == 0   # a scripted game: not in the statistics
    assert not app.errors


def test_damaged_progress_is_reported_and_starts_over(tmp_path):
    app = make_app(tmp_path)
    path = storage.tutorial_path("architect")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    open_from_menu(app)
    assert isinstance(app.scene, TutorialTable) and app.scene.step == 0
    assert not path.exists()
    assert not app.errors


def test_coach_panel_and_log_both_readable_at_every_step(tmp_path):
    """The coach panel lies under the move log, not over it, and its texts fit at every step
    (Hungarian, the longest texts, at 1280x720; Ukrainian too at 150 %)."""
    from zoo_desktop import i18n
    from zoo_desktop.games.architect import tutorial as T
    from zoo_desktop.ui.smoke import text_problems
    tut = T.load()
    try:
        for lang, scale in (("hu", 1.0), ("uk", 1.5)):
            i18n.set_language(lang)
            app = make_app(tmp_path, size=(1280, 720), language=lang, ui_scale=scale)
            for k in range(len(tut.steps)):
                table = TutorialTable(app, tut, k)
                app.reset_to(table)
                settle(app, table)
                assert table.log.rect[1] + table.log.rect[3] < COACH[1], k    # the log ends above
                with gfx.probing() as probe:
                    app.frame()
                coach = [r for r in probe.records if r.panel[0] == "coach"]
                assert coach and not text_problems(coach), (lang, k, text_problems(coach))
    finally:
        i18n.set_language("en")

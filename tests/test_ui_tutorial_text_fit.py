"""Every text of Zoo Architect's guided first game fits its box, at every step, in every
language, at 1280x720 and 1920x1080 (the review of issue 18 found the prompt line cut beside
two long buttons and a building's name cut in the supply at 1280x720).

Each step is opened where the tutorial would open it (`TutorialTable(app, tut, step)`, the
position replayed from the recorded game), the table settled, and the whole screen drawn
once with the text probe (tests/test_text_fit.py's `gfx.probing` and `text_problems`). A
step that asks for an action is then taken by real clicks at `point_for(expected)`, the
next click towards it, and every position on the way (a building picked, its rotation) is
drawn with the probe too; on a turn step a wrong action card is clicked first, so the
refusal's hint is drawn in the coach panel."""
from __future__ import annotations

import pytest
from uidriver import click, make_app

from zoo_desktop import i18n
from zoo_desktop.games.architect import tutorial as T
from zoo_desktop.games.architect.table.tutorial import TutorialTable
from zoo_desktop.ui import gfx
from zoo_desktop.ui.smoke import text_problems
from zoo_desktop.ui.surfcache import SHARED
from zoo_desktop.ui.widgets import centre

LANGS = ("en", "uk", "pt", "hu")
SIZES = ((1280, 720), (1920, 1080))
CASES = [(lang, size) for size in SIZES for lang in LANGS]


def settle(app, table, limit=400) -> None:
    """Frames until the step waits for the player (a text to read or an action to take)."""
    for _ in range(limit):
        if app.scene is not table or table._jump:
            return
        if table.reading() or (table.expected() is not None and table.my_task() is not None):
            return
        app.frame()
    raise AssertionError(f"step {table.step} never waits for the player")


def probe_screen(app) -> tuple[list[str], int]:
    """The whole screen drawn once more with the text probe: (problems, texts measured)."""
    SHARED.clear()          # card faces and labels drawn again, into the probe
    gfx.redraw_all()        # and the table's own layer
    with gfx.probing() as probe:
        app.frame()
    return text_problems(probe.records), len(probe.records)


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_every_tutorial_step_fits_its_texts(lang, size, tmp_path):
    tut = T.load()
    found: list[str] = []
    drawn = refused = 0
    try:
        i18n.set_language(lang)
        app = make_app(tmp_path, size=size, language=lang, anim_speed=0.0, bot_speed=0.0)
        for k in range(len(tut.steps)):
            table = TutorialTable(app, tut, k)
            app.reset_to(table)
            settle(app, table)
            where = f"step {k + 1}"

            def check(at: str) -> None:
                nonlocal drawn
                problems, measured = probe_screen(app)
                assert measured > 0, f"{at}: no text measured"
                found.extend(f"{lang} {size[0]}x{size[1]} {at}: {p}" for p in problems)
                drawn += 1

            check(where)
            want = table.expected()
            if want is None:
                continue
            if want.kind == "use":      # a wrong action card: the refusal's hint in the coach panel
                slots = table.session.game.pl[0].slots
                other = next(i for i, c in enumerate(slots) if c != want.card)
                click(app, centre(table.action_rect(other)))
                assert table.refusal and table.step == k
                check(f"{where} refused")
                refused += 1
            for n in range(1, 17):     # the clicks towards the step's action, each position drawn
                click(app, table.point_for(want))
                if app.scene is not table or table.step != k or table._jump:
                    break
                check(f"{where} click {n}")
            else:
                raise AssertionError(f"{where} not taken by clicking")
    finally:
        i18n.set_language("en")
    assert drawn > len(tut.steps) and refused > 0
    assert not app.errors
    assert not found, "\n".join(found)

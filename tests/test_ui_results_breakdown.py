"""Results screens of Species Keepers and Field Research show the score breakdown: a click
on a player's row (real mouse events) opens it, and its numbers add up to the score shown
(SK-SCORE-03; FR-SCORE-01)."""
from __future__ import annotations

import re

import pytest
from uidriver import click, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.keepers.bots import BOTS as KB
from zoo_desktop.games.keepers.rules import SpeciesKeepers
from zoo_desktop.games.research.bots import BOTS as RB
from zoo_desktop.games.research.rules import FieldResearch
from zoo_desktop.ui.scenes.pages import ResultsScene


def finished(cls, bots, seed):
    s = Session(cls, GameConfig.make(2), seed)
    b = [bots["normal"](cls, p, seed) for p in range(2)]
    while not s.game.is_over:
        g = s.game
        d = g.decision()
        if not d.players:
            s.apply(g.timers()[0][1], "timer")
            continue
        p = d.players[0]
        s.apply(b[p].choose(g.view(p), g.legal_actions(p)), "bot")
    return s


@pytest.mark.parametrize("cls,bots", [(SpeciesKeepers, KB), (FieldResearch, RB)])
def test_results_row_opens_a_breakdown_that_adds_up(tmp_path, cls, bots):
    app = make_app(tmp_path)
    s = finished(cls, bots, 11)
    app.reset_to(ResultsScene(app, s))
    app.frame()
    winner = s.game.ranking()[0]
    click(app, (960, 250))                      # the first row
    d = app.scene.dialog
    assert d is not None and d.title == s.config.names[winner]
    lines = d.body.split("\n")
    assert len(lines) >= 3
    score = s.game.scores()[winner]
    if cls is SpeciesKeepers:
        last = lines[-1]
        assert last.endswith(f"= {score} VP")
        parts = [int(x) for x in re.findall(r"(-?\d+)", last.split(":", 1)[1])]
        assert sum(parts[:-1]) == parts[-1] == score            # species + keepers + quarantine
    else:
        pts = [int(m.group(1)) for ln in lines if (m := re.search(r": (-?\d+) - ", ln))]
        assert sum(pts) == score, lines


def test_architect_results_row_opens_a_breakdown_that_adds_up(tmp_path):
    """Zoo Architect: appeal and CP before final scoring, plus what each final scoring card
    and end-of-game effect added, give the appeal and CP the score is taken from, and the
    score line is appeal - T(CP) = the score on the row (ZA-END-4)."""
    from uidriver import click_button

    from zoo_desktop.simulate import play_one
    from zoo_desktop.games.architect.rules import score_threshold
    app = make_app(tmp_path)
    s = play_one("architect", GameConfig.make(2, seats=("easy", "easy")), 5, budget_ms=20)
    app.reset_to(ResultsScene(app, s))
    app.frame()

    def nums(line: str) -> list[int]:
        return [int(x) for x in re.findall(r"-?\d+", line)]
    for row, p in enumerate(s.game.ranking()):
        click(app, (960, 250 + row * 120))
        d = app.scene.dialog
        assert d is not None and d.title == app.scene.names[p]
        lines = d.body.split("\n")
        bd = s.game.score_breakdown(p)
        k = len(bd["final"]) + len(bd["end"])
        assert len(lines) == k + 5
        appeal, cp = nums(lines[0])                                   # before final scoring
        gains = [nums(ln)[-1] for ln in lines[1:1 + k]]
        assert gains == [c for _, c in bd["final"]] + [n for _, _, n in bd["end"]]
        appeal += sum(n for _, res, n in bd["end"] if res == "appeal")
        cp += sum(c for _, c in bd["final"]) + sum(n for _, res, n in bd["end"] if res == "cp")
        assert nums(lines[1 + k]) == [cp, score_threshold(cp)]       # the threshold line
        a, thr, score = nums(lines[2 + k])                            # appeal - T = score
        assert (a, thr) == (appeal, score_threshold(cp)) and a - thr == score == s.game.scores()[p]
        assert nums(lines[3 + k]) == [s.game.pl[p].supported]         # the tie-break
        click_button(app, "dialog:None")
        assert app.scene.dialog is None


def test_gorilla_results_row_opens_a_breakdown_that_adds_up(tmp_path):
    """Gorilla: a loser's row opens the cards left by kind (count x value = points), whose
    points add up to the hand's total, and the reason for the place."""
    from uidriver import click_button

    from zoo_desktop.simulate import play_one
    from zoo_desktop.i18n import t
    app = make_app(tmp_path)
    s = play_one("gorilla", GameConfig.make(3, seats=("easy", "easy", "easy")), 5, budget_ms=20)
    g = s.game
    app.reset_to(ResultsScene(app, s))
    app.frame()
    for row, p in enumerate(g.ranking()):
        click(app, (960, 250 + row * 120))
        d = app.scene.dialog
        assert d is not None and d.title == app.scene.names[p]
        lines = d.body.split("\n")
        kinds = [ln for ln in lines if " × " in ln]
        pts = [int(re.search(r"= (\d+)", ln).group(1)) for ln in kinds]
        assert sum(pts) == g.hand_value(p)
        assert t("gorilla.result.total", n=len(g.hands[p]), points=g.hand_value(p)) in lines
        if row:
            assert any(ln.startswith(t("gorilla.result.place", place=row + 1, why="")[:8]) for ln in lines)
        click_button(app, "dialog:None")


def test_architect_results_draw_the_place_apart_from_the_name(tmp_path):
    """Zoo Architect's results: the place ("1.") is its own text before the seat's disc, never
    written in front of the name: in Hungarian the default names are ordinals themselves
    ("2. gép"), and "1. 2. gép" read as one ordinal after another (seen playing by mouse)."""
    from zoo_desktop.simulate import play_one
    from zoo_desktop.ui import gfx
    from zoo_desktop.games.architect.table.results import ArchitectResults
    app = make_app(tmp_path)
    names = ["1. játékos", "2. gép (Közepes gép)"]     # the Hungarian default names
    s = play_one("architect", GameConfig.make(2, seats=("easy", "easy"), names=names), 5, budget_ms=20)
    scene = ArchitectResults(app, s)
    app.reset_to(scene)
    app.frame()
    gfx.redraw_all()
    with gfx.probing() as probe:
        app.frame()
    texts = [r.text for r in probe.records]
    for rank, p in enumerate(s.game.ranking()):
        name = scene.names[p]
        assert name in texts and f"{rank + 1}." in texts
        assert not any(x.startswith(f"{rank + 1}. {name}") for x in texts)

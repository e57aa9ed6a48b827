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

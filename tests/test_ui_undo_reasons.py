"""Undo says why it is off (issue 13, shared TableBase): driven by real clicks on the Species
Keepers and Field Research tables. A grey Undo carries the reason as its tip and a click on
it shows the reason as a toast; at game over it is never lit."""
from __future__ import annotations

import pytest
from uidriver import centre, click, make_app, play_to_end

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.keepers.bots import NormalBot as KeepersNormal
from zoo_desktop.games.keepers.rules import Peek, SpeciesKeepers
from zoo_desktop.games.research.bots import BOTS as RESEARCH_BOTS
from zoo_desktop.games.research.rules import FieldResearch
from zoo_desktop.i18n import t
from zoo_desktop.ui.scene import make_table


def open_table(app, cls, seed, seats=("human", "easy")):
    s = Session(cls, GameConfig.make(len(seats), seats=seats), seed)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    app.frame()
    return table


def undo_state(app):
    app.frame()
    b = app.scene.button("undo")
    return b.enabled, b.tip


def click_undo(app):
    b = app.scene.button("undo")
    click(app, centre(b.rect))
    return app.toast.current()


@pytest.mark.parametrize("cls", [SpeciesKeepers, FieldResearch])
def test_undo_grey_with_reason_before_any_move(tmp_path, cls):
    app = make_app(tmp_path)
    table = open_table(app, cls, seed=4)                 # the human decides first
    assert table.viewer in table.session.game.decision().players
    enabled, tip = undo_state(app)
    assert not enabled and tip == t("table.undo_why.nothing")
    assert t("table.undo_why.nothing") in click_undo(app)


def test_keepers_undo_after_a_reveal_says_a_card_was_revealed(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, SpeciesKeepers, seed=5, seats=("human", "human"))
    s = table.session
    p = s.game.decision().players[0]
    table.viewer = p
    # a look at a face-down grid card (SK-MOVE-03) shows what nobody knew: irreversible
    peek = next(a for a in s.game.legal_actions(p) if isinstance(a, Peek))
    s.apply(peek, "human")
    assert s.history[-1].irreversible
    enabled, tip = undo_state(app)
    assert not enabled and tip == t("table.undo_why.revealed")
    assert t("table.undo_why.revealed") in click_undo(app)


def test_keepers_undo_lit_after_a_plain_move_and_takes_it_back(tmp_path):
    app = make_app(tmp_path)
    table = open_table(app, SpeciesKeepers, seed=5, seats=("human", "human"))
    s = table.session
    p = s.game.decision().players[0]
    table.viewer = p
    plain = None
    for a in s.game.legal_actions(p):
        g = s.game.clone()
        if not any(e.reveals for e in g.apply(a)) and p in g.decision().players:
            plain = a
            break
    assert plain is not None
    s.apply(plain, "human")
    enabled, _ = undo_state(app)
    assert enabled
    v = s.version
    click_undo(app)
    assert s.version < v
    table.viewer = 1 - p                       # the other human looks: not their action
    enabled, tip = undo_state(app)
    assert not enabled and tip in (t("table.undo_why.nothing"), t("table.undo_why.not_yours"))


@pytest.mark.parametrize("cls,bots", [(SpeciesKeepers, {"normal": KeepersNormal}), (FieldResearch, RESEARCH_BOTS)])
def test_undo_never_lit_at_game_over(tmp_path, cls, bots):
    app = make_app(tmp_path)
    table = open_table(app, cls, seed=8)
    play_to_end(table.session, bots["normal"])
    assert table.session.game.is_over
    enabled, tip = undo_state(app)
    assert not enabled and tip == t("table.undo_why.over")
    assert t("table.undo_why.over") in click_undo(app)


def _gorilla_architect():
    from zoo_desktop.games.architect.bots import BOTS as AB
    from zoo_desktop.games.architect.rules import ZooArchitect
    from zoo_desktop.games.gorilla.bots import BOTS as GB
    from zoo_desktop.games.gorilla.rules import Gorilla
    return [(Gorilla, GB["normal"], ("human", "easy", "easy")), (ZooArchitect, AB["easy"], ("human", "easy"))]


@pytest.mark.parametrize("case", _gorilla_architect(), ids=["gorilla", "architect"])
def test_gorilla_and_architect_undo_says_why_and_is_dark_at_game_over(tmp_path, case):
    """The same Undo rules on the two tables with their own button syncing (issue 13: "Undo
    never says why it is disabled and stays lit at game over"): grey with the reason before
    any move of yours, clicked says it; never lit once the game is over."""
    cls, bot, seats = case
    app = make_app(tmp_path)
    table = open_table(app, cls, seed=4, seats=seats)
    enabled, tip = undo_state(app)
    assert not enabled and tip == t("table.undo_why.nothing")
    assert t("table.undo_why.nothing") in click_undo(app)
    play_to_end(table.session, bot)
    assert table.session.game.is_over
    enabled, tip = undo_state(app)
    assert not enabled and tip == t("table.undo_why.over")
    assert t("table.undo_why.over") in click_undo(app)

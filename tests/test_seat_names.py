"""Issue 13: refusals and smoke screens name the seats as the player reads them. One function,
`engine.names.seat_name` (`Game.seat_name` for the rules), gives a seat's name: a typed one as
typed, a default one (kept as the empty key in a record) in the current language. A refusal
that names who acts ("It is not your turn: Bot 2 plays now.") is written with it, in the
player's language, never with the empty key ("It is not your turn:  plays now.") or an
engine placeholder ("P2")."""
from __future__ import annotations

import dataclasses

import pytest
from uidriver import click, make_app

from zoo_desktop import i18n
from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.names import default_name, seat_name
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class
from zoo_desktop.games.gorilla.rules import Gorilla, Play
from zoo_desktop.ui.scene import make_table
from zoo_desktop.ui.smoke import TextCheck, run_smoke


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_seat_name_is_the_default_in_the_current_language_or_the_typed_name():
    cfg = GameConfig.make(3, seats=("human", "easy", "hard"), names=("", "Ana", ""))
    names = {}
    for lang in ("en", "uk", "pt", "hu"):
        i18n.set_language(lang)
        names[lang] = [seat_name(cfg, p) for p in range(3)]
        assert names[lang][0] == i18n.t("seat.player_n", n=1)
        assert names[lang][1] == "Ana"
        assert names[lang][2] == default_name(2, "hard")
        g = Gorilla(cfg, 3)
        assert [g.seat_name(p) for p in range(3)] == names[lang]   # the rules use the same function
    assert len({n[0] for n in names.values()}) == 4              # four languages, four words
    # a record from before the key, with the English default written out, reads Ukrainian
    i18n.set_language("uk")
    old = GameConfig.make(3, seats=("human", "easy", "easy"), names=("Player 1", "Bot 2 (Easy bot)", "Zed"))
    assert [seat_name(old, p) for p in range(3)] == [i18n.t("seat.player_n", n=1), default_name(1, "easy"), "Zed"]


def _states(gid: str, n: int, seed: int):
    """The states of an easy-bot game, one after each action, with default names."""
    from zoo_desktop.games import make_bots
    cfg = GameConfig.make(n, seats=("easy",) * n, names=("",) * n)
    s = Session(game_class(gid), cfg, seed)
    bots = make_bots(gid, cfg, seed, 20)
    for _ in range(3000):
        g = s.game
        yield g
        d = g.decision()
        if g.is_over:
            return
        if d.players:
            p = d.players[0]
            s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "bot")
        elif g.timers():
            s.apply(min(g.timers(), key=lambda x: x[0])[1], "timer")
        else:
            return


def _by_waiting_seat(gid: str, n: int, seeds, phase: str | None = None):
    """A state and an action the acting seat may take, sent by a seat that may not: its
    refusal names the acting seat. (`phase`: only states of that phase.)"""
    i18n.set_language("en")
    for g in (g for seed in seeds for g in _states(gid, n, seed)):
        d = g.decision()
        if d.realtime or len(d.players) != 1 or (phase and getattr(g, "phase", None) != phase):
            continue
        q = d.players[0]
        for a in g.legal_actions(q)[:1]:
            wrong = dataclasses.replace(a, player=(q + 1) % n)
            reason = g.why_illegal(wrong) or ""
            if (phase or reason.startswith("It is not your turn")) and reason:
                return g.clone(), q, wrong
    pytest.fail(f"{gid}: no action by a waiting seat came up")


@pytest.mark.parametrize("gid,n", [("gorilla", 3), ("keepers", 2), ("research", 2), ("architect", 2)])
@pytest.mark.parametrize("lang", ["en", "uk", "pt", "hu"])
def test_not_your_turn_names_the_acting_seat_in_the_players_language(gid, n, lang):
    g, q, a = _by_waiting_seat(gid, n, [4])
    i18n.set_language(lang)
    reason = g.why_illegal(a)
    name = default_name(q, "easy")
    assert reason == i18n.t("rules.not_your_turn", player=name)
    assert name in reason and f"P{q + 1}" not in reason.split() and "  " not in reason
    if lang != "en":
        i18n.set_language("en")
        assert default_name(q, "easy") not in reason   # the name is written in lang, not in English


def test_keepers_area_choice_refusal_names_who_chooses():
    g, q, a = _by_waiting_seat("keepers", 3, range(1, 30), phase="area")
    i18n.set_language("uk")
    assert g.why_illegal(a) == i18n.t("keepers.why.choosing_area", player=default_name(q, "easy"))


def test_research_scoring_order_refusal_names_who_scores():
    """Final scoring choices are made in seat order: the one who is not next is told who is."""
    g, q, a = _by_waiting_seat("research", 2, [4], phase="scoring")
    i18n.set_language("hu")
    assert g.why_illegal(a) == i18n.t("research.why.scoring_order", player=default_name(q, "easy"))


def test_gorilla_table_refusal_toast_names_the_bot_in_ukrainian(tmp_path):
    """Through the window: a click on a hand card while Bot 2 plays is refused with a toast
    in Ukrainian that names Bot 2 as the table does (not an empty name, not English)."""
    app = make_app(tmp_path, size=(1280, 720), language="uk", anim_speed=0.0, bot_speed=1.0)
    i18n.set_language("uk")
    cfg = GameConfig.make(3, seats=("human", "easy", "easy"), names=("", "", ""))
    s = Session(Gorilla, cfg, 7)
    assert s.game.current == 1
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    table.driver.step = lambda now: []      # Bot 2 thinks for ever: it stays its turn
    for _ in range(30):
        app.frame()
    fp = s.game.fingerprint()
    hand = table.shown.hands[0]
    x, y, w, h = table.hand_rects(hand)[0]
    click(app, (x + w / 2, y + h / 2), frames=2)
    assert s.game.fingerprint() == fp
    want = i18n.t("rules.not_your_turn", player=table.names[1])
    assert table.names[1] == default_name(1, "easy") != "" and "Бот" in table.names[1]
    assert want in app.toast.current(), app.toast.current()
    assert s.game.why_illegal(Play(0, hand[0])) == want


class _Texts(TextCheck):
    """A text check that also keeps every text drawn per screen."""

    def __init__(self):
        super().__init__()
        self.texts: dict[str, set[str]] = {}

    def frame(self, app, name):
        from zoo_desktop.ui import gfx
        from zoo_desktop.ui.surfcache import SHARED
        SHARED.clear()
        gfx.redraw_all()
        with gfx.probing() as probe:
            app.frame()
        self.texts[name] = {r.text for r in probe.records}


def test_smoke_tables_and_results_show_localized_default_names(tmp_path, monkeypatch):
    monkeypatch.setenv("ZOO_DESKTOP_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("ZOO_DESKTOP_CONFIG", str(tmp_path / "config"))
    check = _Texts()
    assert run_smoke(None, (1920, 1080), {"gorilla-table", "gorilla-results"}, "uk", 1.0, check) == 0
    i18n.set_language("uk")
    me, bot = i18n.t("seat.player_n", n=1), default_name(1, "normal")
    for screen in ("gorilla-table",):
        drawn = " | ".join(sorted(check.texts[screen]))
        assert me in drawn and bot in drawn, (screen, drawn[:400])
        assert "You" not in check.texts[screen] and "Bot 2" not in drawn
    drawn = " | ".join(sorted(check.texts["gorilla-results"]))
    assert default_name(0, "easy") in drawn and "P1" not in check.texts["gorilla-results"]


@pytest.mark.parametrize("gid", ["keepers", "research"])
def test_table_precheck_refusal_names_who_plays_now(gid, tmp_path):
    """Through the window (issue 13): a click while the bot decides (on a grey button in
    Keepers, on a display card in Research) is refused by the table before the rules are asked,
    and that toast names who plays now, in Portuguese, like the rules' own refusal
    (rules.not_your_turn), not a bare "wait for your turn"; a grey button never swallows a click."""
    app = make_app(tmp_path, size=(1280, 720), language="pt", anim_speed=0.0, bot_speed=1.0)
    i18n.set_language("pt")
    cfg = GameConfig.make(2, seats=("easy", "human"), names=("", ""))
    s = Session(game_class(gid), cfg, 3)
    for _ in range(200):     # the setup choices made, up to a turn of the bot alone
        d = s.game.decision()
        if d.players == (0,) and (gid != "research" or d.prompt == "research.prompt.turn"):
            break
        q = d.players[-1]
        s.apply(s.game.legal_actions(q)[0], "human" if q == 1 else "bot")
    assert s.game.decision().players == (0,)
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    table.driver.step = lambda now: []      # the bot thinks for ever: it stays its turn
    for _ in range(20):
        app.frame()
    fp = s.game.fingerprint()
    if gid == "keepers":        # the grey Actions button: a click on it says why
        b = table.button("actions")
        assert b.visible and not b.enabled
        x, y, w, h = b.rect
        click(app, (x + w / 2, y + h / 2), frames=2)
    else:
        x, y, w, h = table.slot_rect(1, 1)
        click(app, (x + w / 2, y + h / 2), frames=2)
    assert s.game.fingerprint() == fp
    want = i18n.t("rules.not_your_turn", player=table.names[0])
    assert table.names[0] == default_name(0, "easy") != ""
    assert want != "It is not your turn: {player} plays now." and "{player}" not in want
    assert want in app.toast.current(), app.toast.current()

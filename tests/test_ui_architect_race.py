"""The Zoo Architect table: the race to the crossing (ZA-END-1), the final-round banner
(ZA-END-2), the results breakdown (ZA-END-4) and refusals in the player's words. Driven by
real pygame events (uidriver); what was drawn is read from the texts rendered in a frame."""
from __future__ import annotations

import pytest
from test_ui_architect import move, settle, table_on, take
from uidriver import click, make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.architect import effects as E
from zoo_desktop.games.architect.cards import CARDS
from zoo_desktop.games.architect.rules import UseCard, XAction, ZooArchitect, score_threshold
from zoo_desktop.games.architect.scoring import FinalScoringTask
from zoo_desktop.games.architect.tracks import UpgradeTask
from zoo_desktop.i18n import set_language, t
from zoo_desktop.ui import gfx
from zoo_desktop.games.architect.table import scene as T
from zoo_desktop.games.architect.table.layout import (AH, AW, BOARD_RECT, DCH, DCW, DEPTS, DONATIONS, GEO, HCH, HCW,
                                                      MAP_RECT, PROMPT_RECT, ZOOM_H, ZOOM_W)
from zoo_desktop.ui.widgets import centre
from zoo_desktop.games.architect.table.results import ArchitectResults
from zoo_desktop.games.architect.table import text as X


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def drawn(app, monkeypatch, table=None) -> list[str]:
    """The texts rendered in one full frame (the table's cached layer redrawn)."""
    seen: list[str] = []
    real = gfx.text

    def spy(s, *a, **kw):
        seen.append(s)
        return real(s, *a, **kw)
    monkeypatch.setattr(gfx, "text", spy)
    if table is not None:
        table._layer_key = None
    app.frame()
    monkeypatch.setattr(gfx, "text", real)
    return seen


def started(n=2, seed=9, **opt):
    g = ZooArchitect(GameConfig.make(n, start_seat=0, **opt), seed)
    while g.pending.kind == "keep":
        g.apply(g.legal_actions(g.decision().players[0])[0])
    return g


def test_race_gap_per_player_and_score_so_far(tmp_path, monkeypatch):
    """ZA-END-1/ZA-TRK-4: every player's appeal, T(CP) and the gap are drawn next to their
    panel; the strip's tooltip gives the score so far (appeal - T(CP))."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(3)
    for p, (a, cp) in enumerate(((40, 2), (90, 3), (99, 0))):
        g.pl[p].appeal, g.pl[p].cp = a, cp
    g.invalidate()
    table = table_on(app, g)
    texts = drawn(app, monkeypatch, table)
    assert t("architect.ui.race_to_go", a=40, t=96, n=56) in texts
    assert t("architect.ui.race_to_go", a=90, t=94, n=4) in texts
    assert t("architect.ui.race_to_go", a=99, t=100, n=1) in texts
    assert not any(s.startswith(t("architect.ui.final_round_nobody")) for s in texts)   # no banner yet
    move(app, centre(table.strip_rect(1)), frames=12)
    assert "-4" in app.tooltip.text and "94" in app.tooltip.text


def test_final_round_banner_after_the_trigger_until_game_over(tmp_path, monkeypatch):
    """ZA-END-2: after end_trigger a banner names who triggered it and whose last turns are
    left; it stays through the final round, every strip says last turn / done; then the
    results show the breakdown (ZA-END-4)."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    g.pl[0].appeal = score_threshold(g.pl[0].cp)
    g.invalidate()
    table = table_on(app, g)
    log_top = table.log.rect[1]
    take(app, table, XAction(0, "cards"))                 # the human's turn ends: trigger
    settle(app, table)                                    # the bot's final turn, then the human's
    gg = table.session.game
    assert gg.trigger_by == 0 and gg.final_turns_left() == [0]
    texts = drawn(app, monkeypatch, table)
    assert t("architect.ui.final_round", player="You") in texts
    assert t("architect.ui.last_turn_for", players="You") in texts
    assert t("architect.ui.tag_done") in texts and t("architect.ui.tag_playing") in texts
    assert table.log.rect[1] > log_top                    # the log makes room for the banner
    take(app, table, XAction(0, "build"))                 # the last turn
    for _ in range(400):
        if app.scene is not table:
            break
        if table.my_task() is not None:
            take(app, table, table.legal()[0])            # the final scoring card to discard
        app.frame()
    assert isinstance(app.scene, ArchitectResults)
    texts = drawn(app, monkeypatch)
    fg = app.scene.session.game
    for p in range(2):
        bd = fg.score_breakdown(p)
        card, cp = bd["final"][0]
        assert t("architect.ui.bd_final", card=X.card_name(card), n=cp) in texts
        assert str(bd["score"]) in texts and f"-{bd['t']}" in texts
    assert not any(s.startswith(t("architect.ui.final_round_nobody")) for s in texts)


def test_results_breakdown_lists_final_card_and_each_sponsor_end_effect(tmp_path, monkeypatch):
    """ZA-END-4: the results table shows appeal, CP, T(CP), the kept final card and its CP, each
    sponsor end effect's gain and the score, in a language with long words too."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    cfg = GameConfig.make(2, seats=("human", "easy"), names=["You", "Bot 2"], start_seat=0)
    s = Session(ZooArchitect, cfg, 4)
    g = s.game
    while g.pending.kind == "keep":
        g.apply(g.legal_actions(g.decision().players[0])[0])
    g.pl[0].appeal, g.pl[0].cp = 80, 10
    g.pl[1].appeal, g.pl[1].cp = 60, 13
    g.pl[0].finals, g.pl[1].finals = ["F07"], ["F02"]
    for c in ("S011", "S012", "S013", "S016"):
        g.put_card(0, c)
    g.stack = [FinalScoringTask(0)]
    g._run([])
    assert g.is_over
    e16 = next(e for e in CARDS["S016"].effects if e["op"] == "END_PER")
    want = min(e16["max"], e16["n"] * (4 // max(1, e16["per"])))
    for lang in ("en", "uk"):
        set_language(lang)
        app.reset_to(ArchitectResults(app, s))
        app.frame()
        texts = drawn(app, monkeypatch)
        assert t("architect.ui.bd_end", card=X.card_name("S016"), n=want, res=X.res_name("appeal")) in texts
        fcp = E.tiers_value(4, CARDS["F07"].tiers)
        assert t("architect.ui.bd_final", card=X.card_name("F07"), n=fcp) in texts
        assert str(80 + want - score_threshold(10 + fcp)) in texts and str(60 - 71) in texts
        assert t("architect.ui.col_end") in texts or any(w in texts for w in t("architect.ui.col_end").split())


def test_greyed_hand_card_click_says_why_in_the_players_language(tmp_path):
    """A greyed hand card in an Animals action, clicked: a toast with the engine's reason,
    translated and without rule ids; nothing changes."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    pl = g.pl[0]
    g.discard += pl.hand
    pl.hand = ["A003", "S011"]        # an animal with no enclosure built, and a sponsor
    pl.money = 50
    pl.slots = ["cards", "build", "association", "sponsors", "animals"]
    g.invalidate()
    set_language("uk")
    table = table_on(app, g)
    take(app, table, UseCard(0, "animals", 0))
    assert table.my_task().kind == "animals"
    fp = table.session.game.fingerprint()
    rects = table.hand_rects(table.shown.pl[0].hand)
    click(app, centre(rects[0]))
    assert t("architect.refuse.no_fit") in app.toast.current()
    click(app, centre(rects[1]))
    assert t("architect.refuse.not_animal") in app.toast.current()
    assert all("ZA-" not in m for m in app.toast.current())
    assert table.session.game.fingerprint() == fp


def test_reputation_cap_is_said_in_a_toast(tmp_path):
    """ZA-REP-2: a reputation gain cut at 9 (no upgraded Cards) is said, not lost silently."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    g.pl[0].rep = 8
    g.pl[0].slots = ["cards", "build", "sponsors", "animals", "association"]
    g.invalidate()
    table = table_on(app, g)
    take(app, table, UseCard(0, "association", 0))
    click(app, centre(table.dept_rect(DEPTS.index("reputation"))))
    settle(app, table)
    assert table.session.game.pl[0].rep == 9
    assert t("architect.ui.rep_capped", cap=9) in app.toast.current()


def test_every_engine_reason_has_a_translation():
    """Every refusal the rules say is an `architect.refuse.*` message (issue 13), present in
    en, uk, pt and hu, without rule ids; the old English sentences still read as one of them
    once their rule ids are stripped (X.reason translates those)."""
    import re
    from pathlib import Path

    from zoo_desktop.games.architect import rules
    from zoo_desktop.i18n import catalog
    src = "".join(Path(m.__file__).read_text(encoding="utf-8") for m in (rules, *rules.CHAPTERS))
    keys = set(re.findall(r'i18n\.t\("(architect\.refuse\.\w+)"', src))
    assert len(keys) >= 40
    en = catalog().table("en")
    for key in keys:
        assert key in en, key
        assert "ZA-" not in en[key], key
        for lang in ("uk", "pt", "hu"):
            assert key in catalog().table(lang), (lang, key)
    why = {v: k for k, v in en.items() if k.startswith("architect.refuse.")}
    assert why[X.strip_rule_ids("A new building must touch your previous building (ZA-BLD-4).")] \
        == "architect.refuse.touch_prev"


def test_association_without_a_free_worker_says_why_and_offers_undo(tmp_path):
    """ZA-ASC-3: no free worker: the prompt says so, a closed department says why when
    clicked, and an Undo chip in the prompt line takes the action card back."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    g.pl[0].workers, g.pl[0].placed = 1, {"partner": 1}
    g.pl[0].slots = ["cards", "build", "sponsors", "animals", "association"]
    g.invalidate()
    table = table_on(app, g)
    take(app, table, UseCard(0, "association", 0))
    assert table.my_task().kind == "assoc"
    why = t("architect.refuse.no_worker")
    assert why in table.prompt_text() and "ZA-" not in table.prompt_text()
    fp = table.session.game.fingerprint()
    click(app, centre(table.dept_rect(DEPTS.index("reputation"))))
    assert why in app.toast.current() and table.session.game.fingerprint() == fp
    b = table.button("choice:undo")
    assert b is not None and b.visible and b.enabled
    click(app, centre(b.rect))
    settle(app, table)
    assert table.my_task().kind == "turn" and table.session.game.pl[0].slots[-1] == "association"


def test_upgraded_association_donation_is_live_before_finishing(tmp_path):
    """ZA-ASC-7: with the upgraded card, once a department is used a donation can be clicked
    at once (finishing the association, then donating); before that it says why not."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    pl = g.pl[0]
    pl.upgraded = frozenset(pl.upgraded) | {"association"}
    pl.slots = ["cards", "build", "sponsors", "animals", "association"]
    pl.money = 30
    g.invalidate()
    table = table_on(app, g)
    take(app, table, UseCard(0, "association", 0))
    i = DONATIONS.index(2)
    click(app, centre(table.donation_rect(i)))
    assert t("architect.ui.donate_after_dept") in app.toast.current()
    click(app, centre(table.dept_rect(DEPTS.index("reputation"))))
    settle(app, table)
    assert table.my_task().kind == "assoc"
    cp, money = table.session.game.pl[0].cp, table.session.game.pl[0].money
    click(app, centre(table.donation_rect(i)))
    settle(app, table)
    gg = table.session.game
    assert gg.pl[0].money == money - 2 and gg.pl[0].cp == cp + 1 and 2 in gg.donations


def test_placement_aid_marks_every_fitting_cell_and_the_words_leave_the_ghost_free(tmp_path):
    """With a building picked, every cell a legal placement covers (any rotation or mirror)
    is tinted on the map; the ghost's words never cover the ghost or its neighbours."""
    from test_ui_architect import build_table

    from zoo_desktop.engine import hexgrid
    from zoo_desktop.games.architect import hexmap as H
    from zoo_desktop.games.architect.rules import Build
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    table = build_table(app)
    g = table.session.game
    move(app, (1700, 1060), frames=2)
    before = {c: tuple(app.screen.get_at(app.vp.p(*GEO.centre(*c))))[:3]
              for r in range(H.ROWS) for c in [(cc, r) for cc in range(H.COLS)]}
    click(app, table.point_for_kind("enc3"))
    move(app, (1700, 1060), frames=2)
    want = set()
    for a in g.legal_actions(0):
        if isinstance(a, Build) and a.building == "enc3":
            want.update(g.build_cells(a))
    assert want and table.fit_cells() == want
    assert len({a.rot for a in g.legal_actions(0) if isinstance(a, Build) and a.building == "enc3"}) > 1
    changed = {c for c, px in before.items() if tuple(app.screen.get_at(app.vp.p(*GEO.centre(*c))))[:3] != px}
    assert want <= changed and not (changed - want), (sorted(want - changed), sorted(changed - want))
    for cell in sorted(want)[::7]:
        move(app, GEO.centre(*cell), frames=2)
        gh = table.ghost()
        assert gh is not None and table.ghost_rect is not None
        near = set(gh[0])
        for c, r in gh[0]:
            near.update(hexgrid.neighbours(c, r))
        for c, r in near:
            x, y = GEO.centre(c, r)
            bx, by, bw, bh = table.ghost_rect
            assert not (bx - 10 <= x <= bx + bw + 10 and by - 10 <= y <= by + bh + 10), (cell, (c, r))


def test_upgrade_choice_tip_shows_both_sides(tmp_path):
    """ZA-UPG-2: hovering an action card in the upgrade choice shows its base and upgraded side."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    g.stack.append(UpgradeTask(0))
    g.invalidate()
    table = table_on(app, g)
    settle(app, table)
    assert table.my_task().kind == "upgrade"
    slots = g.pl[0].slots
    i = slots.index("build")
    move(app, centre(table.action_rect(i)), frames=14)
    s = g.strength(0, "build", 0)
    from zoo_desktop.games.architect.table import art as A
    tip = app.tooltip.text
    assert A.action_summary("build", s, False) in tip and A.action_summary("build", s, True) in tip


def test_hint_names_the_whole_suggested_turn(tmp_path):
    """The hint gives the action card and then what the turn would do (the bot's next
    choices on a state dealt from the player's own view)."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2, seed=4)
    g.pl[0].slots = ["animals", "cards", "association", "sponsors", "build"]
    g.pl[0].money = 40
    g.invalidate()
    table = table_on(app, g)
    fp = table.session.game.fingerprint()
    click(app, centre(table.button("hint").rect), frames=2)
    plan = table.hint_plan(table.hint_action)
    assert len(plan) > 1 and isinstance(plan[0], UseCard)
    words = t("architect.ui.hint_then").join(X.action_label(a, table.session.config.names) for a in plan)
    assert t("architect.ui.hint_plan", steps=words) in app.toast.current()
    assert table.session.game.fingerprint() == fp


# ----------------------------------------------------------------------------- text cut or doubled, stale tips
def drawn_sizes(app, monkeypatch, table) -> list[tuple[str, int]]:
    """(text, rendered width in pixels) of every text of one full frame."""
    seen: list[tuple[str, int]] = []
    real = gfx.text

    def spy(s, *a, **kw):
        img = real(s, *a, **kw)
        seen.append((s, img.get_width()))
        return img
    monkeypatch.setattr(gfx, "text", spy)
    table._layer_key = None
    app.frame()
    monkeypatch.setattr(gfx, "text", real)
    return seen


def test_keep_instruction_is_not_shown_twice(tmp_path, monkeypatch):
    """The keep decision: the prompt line says what to do; the overlay's title counts the
    choice instead of repeating it."""
    from test_ui_architect import open_table
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, seed=5)
    settle(app, table)
    texts = drawn(app, monkeypatch, table)
    assert t("architect.ui.keep_title", k=4, n=8) not in texts
    assert t("architect.ui.keep_count", m=0, k=4) in texts
    dealt = sorted(table.session.game.pl[0].dealt)
    click(app, centre(table.keep_rects(len(dealt))[0]))
    assert t("architect.ui.keep_count", m=1, k=4) in drawn(app, monkeypatch, table)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_final_cards_prompt_and_tiles_fit_their_space(tmp_path, monkeypatch, lang):
    """Final scoring cards read whole (name, count, tiers), the prompt's second line is
    inside the prompt panel and never cut away, the bonus-tiles line fits the board."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    set_language(lang)
    g = started(2)
    g.pl[0].tiles = ("BT1", "BT6", "BT5")
    g.pl[0].slots = ["animals", "cards", "association", "sponsors", "build"]
    g.invalidate()
    table = table_on(app, g)
    seen = drawn_sizes(app, monkeypatch, table)
    texts = [s for s, _ in seen]
    joined = " ".join(texts)
    for f in g.pl[0].finals:
        c = CARDS[f]
        # the tiers wrap over as many lines as the card needs: every tier is drawn
        assert all(f"{a}+" in joined for a, _ in c.tiers), c.tiers
        assert X.card_name(f) in texts
    tiles = [(s, w) for s, w in seen if s.startswith(t("architect.ui.tiles", tiles="")[:6])]
    assert tiles and all(w <= app.vp.n(BOARD_RECT[2] - 24) for _, w in tiles)
    take(app, table, UseCard(0, "build", 0))
    table._layer_key = None
    app.frame()
    # at most two lines; closing guidance sentences give way whole, and the tooltip keeps them
    _, shown = table._prompt_fit
    box = app.vp.r(PROMPT_RECT[0] + 12, PROMPT_RECT[1] + 2,
                   PROMPT_RECT[2] - 24 - sum(b.rect[2] + 6 for b in table.choice_buttons), PROMPT_RECT[3] - 4)
    lines, px, cut = gfx.fit_wrapped(shown, app.vp.n(22), box, True)
    assert len(lines) <= 2 and cut == 0
    text = table.prompt_text()
    assert text.startswith(shown) and (shown == text or table.prompt_more == text)


def test_zoom_is_drawn_over_the_x_action_button(tmp_path):
    """The card zoom lies above the buttons (the X action button never shows through it)."""
    from zoo_desktop.games.architect.table import art as A
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    table = table_on(app, g)
    settle(app, table)
    xb = table.button("x_mode")
    assert xb.visible
    hand = table.shown.pl[0].hand
    rects = table.hand_rects(hand)
    r = max((q for q in rects if q[0] <= 1000), key=lambda q: q[0])   # right of centre: the zoom opens leftwards
    pos = (1000, r[1] + 60)
    assert r[0] <= pos[0] <= r[0] + r[2]
    for _ in range(12):
        move(app, pos)
    assert table.zoom_shown == hand[rects.index(r)]
    zx, zy, zw, zh = table.zoom_rect
    bx, by, bw, bh = xb.rect
    ox, oy = max(zx, bx) + 4, max(zy, by) + 4
    assert ox < min(zx + zw, bx + bw) and oy < min(zy + zh, by + bh), "the zoom covers the X button here"
    face = A.card_face(table.zoom_shown, app.vp.n(zw), app.vp.n(zh), True)
    zr = app.vp.r(zx, zy, zw, zh)
    sx, sy = app.vp.p(ox, oy)
    assert tuple(app.screen.get_at((sx, sy)))[:3] == tuple(face.get_at((sx - zr.x, sy - zr.y)))[:3]


def test_no_stale_tooltip_over_a_dialog_after_a_drop_or_after_game_over(tmp_path):
    """A tooltip never stays over a dialog, after a card was dropped, or when the game is over."""
    from uidriver import drag
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    g = started(2)
    g.pl[0].slots = ["animals", "cards", "association", "sponsors", "build"]
    g.invalidate()
    table = table_on(app, g)
    settle(app, table)
    dept = centre(table.dept_rect(0))
    move(app, dept, frames=10)
    assert app.tooltip.text                               # the department's tip
    click(app, centre(table.button("choices").rect))
    assert table.dialog is not None and app.tooltip.text == ""
    click(app, table.dialog.close_point())
    assert table.dialog is None
    # drag the Cards card (slot 2) onto the map: used; the old tip of the card does not stay
    r = table.action_rect(1)
    move(app, centre(r), frames=10)
    tip_before = app.tooltip.text
    assert tip_before
    drag(app, centre(r), centre(MAP_RECT))
    for _ in range(3):
        app.frame()
    assert table.session.game.pl[0].slots[0] == "cards"
    assert app.tooltip.text != tip_before
    # game over: no tooltip at all
    move(app, dept, frames=10)
    gg = table.session.game
    gg.over = True
    app.frame()
    assert app.tooltip.text == ""


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_board_badges_come_from_the_data_with_one_sign(tmp_path, monkeypatch, lang):
    """The board's bonus badges (project tokens, partner and university spaces, donations)
    are built from tables.json in the player's language: one '+' each, never '++'."""
    from zoo_desktop.games.architect.cards import TABLES
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    set_language(lang)
    table = table_on(app, started(2))
    texts = drawn(app, monkeypatch, table)
    assert not [s for s in texts if "++" in s]
    # a badge is its number next to the resource's icon (the row's tooltip says it in words)
    for e in TABLES["project_tokens"] + TABLES["partner_spaces"][1:2]:
        nums = [w for w in X.badge(e).replace("$", " ").split() if w[0] in "+-" and w[1:].isdigit()]
        assert all(w in texts for w in nums), X.badge(e)   # an upgrade or a worker is its icon only
    assert t("architect.badge.gain", n=TABLES["donation_cp"], res=X.res_short("cp")) in texts
    if lang == "uk":
        assert not {"Up", "W", "inc+2", "+1 CP"} & set(texts)


@pytest.mark.parametrize("lang", ["en", "uk", "pt", "hu"])
def test_partner_requirement_names_the_continent_first(lang):
    """'Needs: partner zoo in ...' was cut on small faces before the continent: the continent
    now comes first in every language."""
    set_language(lang)
    assert X.requirement_text({"kind": "partner", "continent": "asia"}).startswith(X.icon_name("asia"))


# ----------------------------------------------------------------------------- a Build said as a player would
OLD_ORIENTATION_WORDS = {"en": "orientation", "uk": "орієнтація", "pt": "orientação", "hu": "irány"}


@pytest.mark.parametrize("lang", ["en", "uk", "pt", "hu"])
def test_hint_says_the_build_without_orientation_numbers(tmp_path, lang):
    """Issue 13 item 4 (audit A9 minor): the suggested turn names a Build by the map's cell
    counted from 1 and the turn or mirror a player makes with the buttons, never
    "(orientation 0)", in every language."""
    from zoo_desktop.games.architect.rules import Build
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0, language=lang)
    g = started(2, seed=4)
    g.pl[0].slots = ["animals", "cards", "association", "sponsors", "build"]
    g.pl[0].money = 40
    g.invalidate()
    table = table_on(app, g)
    click(app, centre(table.button("hint").rect), frames=2)
    plan = table.hint_plan(table.hint_action)
    build = next((a for a in plan if isinstance(a, Build)), None)
    assert build is not None, plan
    toast = " ".join(app.toast.current())
    words = X.build_label(build.building, build.col, build.row, build.rot)
    assert words in toast
    assert OLD_ORIENTATION_WORDS[lang] not in toast.lower() and "{" not in toast
    assert str(build.col + 1) in words and str(build.row + 1) in words


def test_following_the_build_words_makes_that_placement(tmp_path):
    """Each of the 12 orientations, said in words (cell, degrees clockwise, mirrored), is
    made by a player who follows them with the table's own controls: pick the building,
    click Rotate deg/60 times and Mirror if mirrored, point at that cell: the ghost covers
    exactly that placement's cells (green, for a legal one). 'Clockwise' is clockwise on
    the screen."""
    import math
    import re

    from test_ui_architect import build_table

    from zoo_desktop.engine import hexgrid
    from zoo_desktop.games.architect.rules import Build
    from zoo_desktop.games.architect.table import art as A
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    table = build_table(app)
    g = table.session.game
    legal = {a.rot: a for a in g.legal_actions(0) if isinstance(a, Build) and a.building == "enc5"}
    assert len(legal) >= 3
    wanted = [legal.get(rot) or Build(0, "enc5", 6, 4, rot) for rot in range(12)]
    for a in wanted:
        words = X.action_label(a, table.names)
        assert "orientation" not in words
        nums = [int(n) for n in re.findall(r"\d+", words.split(")", 1)[1])]    # after "Enclosure (5)"
        col, row = nums[0] - 1, nums[1] - 1
        deg = nums[2] if len(nums) > 2 else 0
        mirrored = "mirrored" in words
        assert (col, row) == (a.col, a.row) and (deg > 0) == (a.rot % 6 > 0) and mirrored == (a.rot >= 6), words
        if table.sel.kind != "enc5":
            click(app, table.point_for_kind("enc5"))
        assert table.sel.kind == "enc5"
        table.sel.rot, table.sel.mirror = 0, False                  # the shape as first picked
        for _ in range(deg // 60):
            click(app, centre(table.button("rotate").rect))
        if mirrored:
            click(app, centre(table.button("mirror").rect))
        move(app, GEO.centre(col, row), frames=2)
        gh = table.ghost()
        assert gh is not None and set(gh[0]) == set(A.shape_cells("enc5", (a.col, a.row), a.rot)), words
        if a.rot in legal and legal[a.rot] is a:
            assert gh[1] and set(gh[0]) == set(g.build_cells(a)), words
    # one Rotate click turns the shape clockwise on the screen (y grows downward)
    mid = GEO.centre(6, 4)
    ends = [GEO.centre(*hexgrid.place(((0, 0), (1, 0)), (6, 4), rot)[1]) for rot in (0, 1)]
    ang = [math.degrees(math.atan2(y - mid[1], x - mid[0])) for x, y in ends]
    assert round((ang[1] - ang[0]) % 360) == 60, ang           # +60° with y down: clockwise


def _face_sizes() -> list[tuple[tuple[int, int], bool]]:
    """Every card face size the table draws (design units), with `full`: the display, the
    hand (and its narrower form while building), the keep overlay, a card in flight (the
    smallest, flying to a player's strip), the final-scoring choice and the zoom."""
    from types import SimpleNamespace
    sizes = [((DCW, DCH), False), ((HCW, HCH), False), ((60, 84), False)]
    for building in (False, True):
        stub = SimpleNamespace(building_mode=lambda b=building: b, hand_area=lambda: (0, 1200))
        sizes.append((tuple(T.ArchitectTable.hand_rects(stub, ["A001"])[0][2:]), False))
    sizes.append((tuple(T.ArchitectTable.keep_rects(None, 8)[0][2:]), False))
    sizes.append((tuple(T.ArchitectTable.overlay_card_rect(None, 0, 2)[2:]), True))
    sizes.append(((ZOOM_W, ZOOM_H), True))
    return sorted(set(sizes))


def test_a_full_face_shows_the_whole_name_not_marked_elsewhere(tmp_path):
    """Issue 13 item 7: Ukrainian 'Велетенський тихоокеанський восьминіг' (A093) on the
    200x280 face (the final-scoring choice overlay; the zoom is the same full face) at
    1280x720 was cut with '...' and the probe did not report it, every title being marked
    whole elsewhere. A full face draws every word of it, at the readable size at least, none
    marked `elsewhere`, nothing reported; a compact face that cuts a name still marks it."""
    from zoo_desktop.ui.smoke import text_problems
    from zoo_desktop.ui.surfcache import SHARED
    from zoo_desktop.games.architect.table import art as A
    app = make_app(tmp_path, size=(1280, 720))
    try:
        set_language("uk")
        SHARED.clear()
        name = X.card_name("A093")
        assert name == "Велетенський тихоокеанський восьминіг"
        w, h = (app.vp.n(v) for v in T.ArchitectTable.overlay_card_rect(None, 0, 2)[2:])
        with gfx.probing() as probe:
            A._render_card("A093", w, h, True)
        title = [r for r in probe.records if r.text and _norm(r.text) in _norm(name)]
        assert _norm("".join(r.text for r in title)) == _norm(name), [r.text for r in probe.records]
        assert all(not r.elsewhere and not r.cut and r.px >= gfx.READABLE_PX for r in title)
        assert text_problems(probe.records) == []
        zw, zh = app.vp.n(ZOOM_W), app.vp.n(ZOOM_H)
        with gfx.probing() as probe:
            A._render_card("A093", zw, zh, True)
        assert not any(r.elsewhere for r in probe.records)
        with gfx.probing() as probe:   # the display face (75x105 px) cuts it and says it is whole in the zoom
            A._render_card("A093", app.vp.n(DCW), app.vp.n(DCH), False)
        assert any(r.elsewhere and r.text.endswith("...") for r in probe.records)
    finally:
        set_language("en")


def _norm(s: str) -> str:
    return s.replace("-", "").replace(" ", "")


def test_every_card_face_shows_its_name_at_every_size_in_every_language(tmp_path):
    """Issue 13 (text cut; audit gap 3): "Laughing Kookaburra" (A111) at 132x186 px drew no
    title at all, and at 1280x720 most compact faces had none (a name that fitted neither one
    line nor two in the band was left to the zoom). Every card in every language at every
    face size the table uses, at 1280x720 and 1920x1080: the title is never empty, at least
    the readable size, inside the card; on a compact face whole or cut with "..." only where
    three readable lines do not fit the band grown by at most two fifths of the picture (it
    never grows more), on a full face (the zoom, the final-scoring choice) always whole; a
    face drawn with the probe on draws exactly those lines, in its band, and nothing on it
    is reported (the cut ones, on compact faces only, are marked whole elsewhere: the zoom)."""
    from zoo_desktop.ui.smoke import text_problems
    from zoo_desktop.ui.surfcache import SHARED
    from zoo_desktop.games.architect.table import art as A
    sizes = _face_sizes()
    assert ((132, 186), False) in sizes and ((DCW, DCH), False) in sizes
    ids = sorted(CARDS.cards)
    # the reported card: 132x186 px is the hand at 1920x1080
    make_app(tmp_path / "a111", size=(1920, 1080))
    with gfx.probing() as probe:
        A._render_card("A111", 132, 186, False)
    title = [r.text for r in probe.records if r.text in "Laughing Kookaburra"]
    assert " ".join(title) == "Laughing Kookaburra", [r.text for r in probe.records]
    try:
        for win in ((1280, 720), (1920, 1080)):
            app = make_app(tmp_path / f"{win[0]}", size=win)
            for lang in ("en", "uk", "pt", "hu"):
                set_language(lang)
                SHARED.clear()
                names = {cid: X.card_name(cid) for cid in ids}
                longest = sorted(ids, key=lambda c: -len(names[c]))[:6]
                for (dw, dh), full in sizes:
                    w, h = app.vp.n(dw), app.vp.n(dh)
                    band = A._face_metrics(w, h, full)[0]
                    pic = A.pic_rect(w, h, full).w
                    for cid in ids:
                        name = names[cid]
                        where = (lang, win, (dw, dh), cid, name)
                        lines, extra = A._title_layout(name, w, band, pic, full)
                        shown = _norm("".join(ln.removesuffix("...") for ln, _, _ in lines))
                        least = 1 if (dw, dh) == (60, 84) else 3   # (in flight, for 420 ms: a letter or two)
                        assert len(shown) >= min(least, len(_norm(name))) and _norm(name).startswith(shown), (where, lines)
                        assert all(px >= gfx.READABLE_PX for _, px, _ in lines), (where, lines)
                        assert all(0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= band + extra
                                   for _, _, r in lines), (where, lines)
                        assert 0 <= extra and (full or extra <= pic * 0.4), (where, extra)
                        assert not full or shown == _norm(name), (where, lines)
                        if shown != _norm(name):   # cut: only where three readable lines in the taller band do not fit
                            for breaking in (False, True):
                                whole = gfx.wrap(name, gfx.FitPx(gfx.READABLE_PX), int(w * 0.92), True, breaking)
                                fits = len(whole) <= 3 and all(gfx.font(gfx.FitPx(gfx.READABLE_PX), True).size(ln)[0]
                                                               <= int(w * 0.92) for ln in whole)
                                need = A._title_lines(whole, gfx.READABLE_PX, w, 0)[1]
                                assert not fits or need - band > pic * 0.4 - 2 * max(2, band // 8), (where, whole)
                        if cid in longest or cid == "A111":
                            with gfx.probing() as probe:
                                A._render_card(cid, w, h, full)
                            drawn = [(r.text, r.px, r.ink) for r in probe.records[:len(lines)]]
                            assert drawn == [(ln, px, tuple(r)) for ln, px, r in lines], (where, drawn, lines)
                            assert text_problems(probe.records) == [], (where, text_problems(probe.records))
    finally:
        set_language("en")


def test_track_bonus_chips_and_reputation_stars_hide_nothing(tmp_path):
    """Issue 13 item 7, the probe's shapes on the Zoo Architect table (gfx.note_shape on its
    icons, chips and pictures): at the start the final card's trophy chip (space 10) was drawn
    over the third chip of space 8 (its two tiles reach past 10), hiding the '5' of the money
    choice, and the reputation spaces 10-15 ran their two-digit number into the bonus star.
    On the table as drawn in every language at 1280x720 and 1920x1080, nothing overlaps."""
    import pygame

    from zoo_desktop.ui.smoke import TextCheck
    from zoo_desktop.games.architect.table import art as A
    s = Session(ZooArchitect, GameConfig.make(2, seats=("human", "easy"), names=("", ""), start_seat=0), 5)
    assert len(s.game.tiles8) == 2
    t8 = [T.ArchitectTable.cp_bonus_rect(_Stub(), 8, i) for i in range(3)]
    trophy = T.ArchitectTable.cp_bonus_rect(_Stub(), 10, 0)
    assert not any(pygame.Rect(r).colliderect(trophy) for r in t8), (t8, trophy)
    try:
        for size in ((1280, 720), (1920, 1080)):
            app = make_app(tmp_path / f"{size[0]}", size=size)
            for lang in ("en", "uk", "pt", "hu"):
                set_language(lang)
                table = table_on(app, s.game)
                check = TextCheck()
                check.frame(app, "table")   # (the layer drawn again, into the probe)
                assert check.problems["table"] == [], (size, lang, check.problems["table"])
                with gfx.probing() as probe:
                    A.chip(app.screen, (0, 0, 10, 10), (0, 0, 0), "", 10)   # (the probe sees the shapes at all)
                    table._draw_tracks(app.screen, s.game)
                assert {"<trophy>", "<star>", "<money>"} <= {r.text for r in probe.records}
                del table
    finally:
        set_language("en")


class _Stub:
    cp_x = T.ArchitectTable.cp_x


def test_a_flying_card_is_laid_out_at_its_larger_size_and_scaled_to_where_it_lands(tmp_path):
    """A card that flies from the display (a compact face) into a zoo strip (40x56 design
    points) was laid out at the strip's size for the whole flight, its icons, needs and gains
    crowding one another (issue 13 item 7). It leaves at the display card's size, lands at the
    strip's, and every frame shows the face laid out once at the larger size, scaled."""
    import pygame
    app = make_app(tmp_path, size=(1920, 1080))
    g = ZooArchitect(GameConfig.make(2, start_seat=0), 5)
    table = table_on(app, g)
    cid = next(c for c in CARDS.cards if CARDS[c].type == "animal")
    big, small = (DCW, DCH), (40, 56)
    draw = table._fx_fly(cid, (100, 100), (900, 500), big, small)
    vp = app.vp

    def drawn(u):
        surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        draw(surf, u)
        return surf.get_bounding_rect().size, surf

    size0, first = drawn(0.0)
    size1, _ = drawn(1.0)
    assert size0 == (vp.n(big[0]), vp.n(big[1])), size0
    assert size1 == (vp.n(small[0]), vp.n(small[1])), size1
    from zoo_desktop.games.architect.table import art as architect_art
    face = architect_art.card_face(cid, vp.n(big[0]), vp.n(big[1]))
    x, y = vp.p(100, 100)
    assert all(first.get_at((x + i, y + j)) == face.get_at((i, j))
               for i in range(0, face.get_width(), 7) for j in range(0, face.get_height(), 7))


@pytest.mark.parametrize("lang", ["uk", "hu", "pt"])
def test_an_action_card_always_names_its_action_and_marks_a_summary_it_cuts(tmp_path, lang):
    """At 1280x720 the long names (uk 'Асоціація', 'Будівництво', 'Спонсори') were left off
    the action cards and their summaries stopped mid-phrase ('1 будівля, розмір не'), nothing
    showing that more was to be read (issue 13 item 7). Now every card names its action, cut
    with "..." where it must (the tooltip names it whole), and a summary that loses lines ends
    its last one with "..."."""
    from zoo_desktop.games.architect.table import art as architect_art
    app = make_app(tmp_path, size=(1280, 720))
    set_language(lang)
    try:
        vp_w, vp_h = app.vp.n(AW), app.vp.n(AH)   # the size the table draws them at
        for i, card in enumerate(("cards", "animals", "association", "build", "sponsors")):
            for up in (False, True):
                from zoo_desktop.ui.surfcache import SHARED
                SHARED.clear()
                with gfx.probing() as probe:
                    architect_art.action_card(card, vp_w, vp_h, i + 1, i + 1, up, False, False)
                texts = [r.text for r in probe.records]
                name = X.action_name(card)
                assert any(s == name or (s.endswith("...") and name.startswith(s[:-3].rstrip()))
                           for s in texts), (card, texts)
                summary = architect_art.action_summary(card, i + 1, up)
                others = {name, str(i + 1), t("architect.ui.strength"), t("architect.ui.upgraded")}
                body = [s for s in texts if not s.startswith("<") and s not in others and not s.endswith(name[:3] + "...")]
                if " ".join(body).replace("...", "").split() != summary.split():
                    assert body and body[-1].endswith("..."), (card, up, body, summary)
    finally:
        set_language("en")

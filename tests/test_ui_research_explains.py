"""The Field Research table explains itself (issue 13), driven by real mouse events: the
Research choice shows its cost and flight and is greyed with the engine's reason when it
cannot be taken (never missing); a paid flight (FR-TRAVEL-03, +9 RE) asks first; quests show
their progress and the diet counters count as quests and majorities do (FR-SCORE-01 rows
5/6, FR-SCORE-05: omnivores count as carnivorous and herbivorous); the discard pile is
shown (FR-INFO-01); the final-scoring forecast gives the later seats their best reply
(FR-ASSIGN-02) and so matches the score the game then gives."""
from __future__ import annotations

import pygame
import pytest
from test_ui_research import open_table, settle
from uidriver import centre, click, drag, hold_drag, make_app, post, screen_pos

from zoo_desktop.games.research.bots import BOTS
from zoo_desktop.games.research.cards import CARD_SPECIES, CONTINENTS, QUESTS
from zoo_desktop.games.research.rules import AcceptDefaultScoring, FieldResearch, KeepQuest, Research
from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx
from zoo_desktop.games.research.table import scene as rt


def past_setup(app, table):
    settle(app, table)
    while table.session.game.phase == "setup":
        g = table.session.game
        click(app, table.click_point(g.legal_actions(table.viewer)[0]))
        settle(app, table)
    assert table.me_acting()


def play(table, until, limit=4000):
    """Bots play both seats (the human's moves through the session, as a human would)."""
    s = table.session
    bots = {p: BOTS["normal"](FieldResearch, p, 2) for p in range(s.config.players)}
    for _ in range(limit):
        g = s.game
        if until(g):
            return
        p = g.decision().players[0]
        s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human" if p == table.viewer else "bot")
    raise AssertionError("state not reached")


def at_a_paid_flight(app):
    """The table at the viewer's turn with a card on offer that needs a paid flight
    (FR-TRAVEL-03): (table, game, that Research)."""
    table = open_table(app)
    past_setup(app, table)
    play(table, lambda g: g.phase == "play" and table.viewer in g.decision().players and any(
        a.travel == "paid" for a in g.legal_actions(table.viewer) if isinstance(a, Research)))
    settle(app, table)
    g = table.session.game
    return table, g, next(a for a in g.legal_actions(table.viewer) if isinstance(a, Research) and a.travel == "paid")


def test_research_choice_greyed_with_reason_when_unaffordable(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app)
    past_setup(app, table)
    g = table.session.game
    g.re[table.viewer] = 0                         # FR-RES: row 3 costs 3 RE
    row3 = next((3, c) for c in range(1, g.cols + 1) if g.card_at(3, c) is not None)
    click(app, table.click_point(Research(table.viewer, *row3)))
    app.frame()
    d = table.dialog
    assert d is not None, app.toast.current()
    off = [b for b in d.buttons if b.name == "dialog:research_off"]
    assert off and not off[0].enabled, "Research must be shown greyed, not left out"
    assert "3" in off[0].label
    assert t("research.choice.research_off", reason="").split(":")[0] in d.body
    click(app, centre(off[0].rect))
    assert table.session.game.re[table.viewer] == 0          # nothing was spent


def test_paid_flight_is_confirmed_with_its_cost(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table, g, paid = at_a_paid_flight(app)
    only_paid = all(a.travel == "paid" for a in g.legal_actions(table.viewer)
                    if isinstance(a, Research) and (a.row, a.col) == (paid.row, paid.col))
    before_re, v = g.re[table.viewer], table.session.version
    cost = g.research_cost(paid)
    assert cost == paid.row + 9                                # FR-TRAVEL-03
    drag(app, table.click_point(paid), centre(rt.RESEARCH_ZONE))
    if table.picking:
        click(app, rt.CONT_POS[paid.continent])
    if table.dialog is not None and any(b.name == f"dialog:{paid}" for b in table.dialog.buttons):
        click(app, centre(next(b for b in table.dialog.buttons if b.name == f"dialog:{paid}").rect))
    if not only_paid and table.dialog is None:
        pytest.skip("another travel kind was chosen for this card")
    d = table.dialog
    assert d is not None and d.title == t("research.confirm_paid.title")
    assert f"{cost} RE" in d.body and str(before_re - cost) in d.body
    assert table.session.version == v                          # nothing spent yet
    click(app, centre(next(b for b in d.buttons if b.name == "dialog:False").rect))
    assert table.session.version == v and table.session.game.re[table.viewer] == before_re


def test_quest_progress_and_counters_count_omnivores(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app)
    past_setup(app, table)
    play(table, lambda g: len(g.animals[table.viewer]) >= 4 and g.phase == "play")
    settle(app, table)
    g = table.session.game
    mine = g.animals[table.viewer]
    sps = [CARD_SPECIES[c] for c in mine]
    counts = table.diet_counts(mine)
    assert counts["carnivorous"] == sum(1 for s in sps if s.diet in ("carnivore", "omnivore"))
    assert counts["herbivorous"] == sum(1 for s in sps if s.diet in ("herbivore", "omnivore"))
    diet_side = next(QUESTS[q].side(sd) for q in sorted(QUESTS) for sd in "AB"
                     if QUESTS[q].side(sd).type == "diet" and QUESTS[q].side(sd).target == "carnivore")
    need = diet_side.count
    have = counts["carnivorous"]
    text = table.side_progress(diet_side, mine)
    assert text == (t("research.quest.done", have=have, need=need) if have >= need else
                    t("research.quest.progress", have=have, need=need, what=t("research.diet_word.carnivore")))
    # the discard pile is drawn with its size
    assert g.discard
    blank = pygame.Surface(app.screen.get_size())
    drawn = table._draw_discard(blank, g.view(table.viewer))
    assert drawn == t("research.discard_top", n=len(g.discard), card=table.card_name(g.discard[-1]))
    y = app.vp.p(40, rt.DISCARD_Y)[1]
    row = [blank.get_at((x, y + 8))[:3] for x in range(0, blank.get_width() // 2)]
    assert any(px != (0, 0, 0) for px in row), "the discard line was not drawn"


def test_forecast_matches_the_final_score(tmp_path):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table = open_table(app, seats=("human", "human"))     # the rival's choice is made below
    s = table.session
    for p in list(s.game.keep):
        s.apply(KeepQuest(p, sorted(s.game.keep[p])[0]), "human")
    table.viewer, table.cover_for = 0, None
    play(table, lambda g: g.phase == "scoring")
    g = table.session.game
    if g.order[0] != table.viewer:
        play(table, lambda g: g.phase == "scoring" and g.order[g.scoring_pos] == table.viewer)
    for _ in range(30):
        app.frame()
    table.cover_for = None
    g = table.session.game
    assert g.order[g.scoring_pos] == table.viewer
    later = g.order[g.scoring_pos + 1:]
    app.frame()
    forecast, names = table.scoring_forecast(g.view(table.viewer))
    assert (names != []) == bool(later)
    click(app, centre(rt.ACCEPT_RECT))                         # FR-DP-06 default for me
    assert table.viewer in s.game.fixed                         # my choice is fixed
    for q in later:                                           # the rivals take their default too
        s.apply(AcceptDefaultScoring(q), "bot")
    assert s.game.is_over
    assert s.game.scores()[table.viewer] == forecast["total"]


def test_research_choice_names_its_flight_and_total_cost(tmp_path):
    """Issue 13: "Research shows neither its cost nor the flight type": a click on a card that
    needs a paid flight offers Research with its total RE and the kind of flight, and the body
    lists every way to research it (flight and total) before anything is spent."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table, g, paid = at_a_paid_flight(app)
    ways = [a for a in g.legal_actions(table.viewer) if isinstance(a, Research) and (a.row, a.col) == (paid.row, paid.col)]
    v = table.session.version
    click(app, table.click_point(paid))
    app.frame()
    d = table.dialog
    assert d is not None and table.session.version == v
    button = next(b for b in d.buttons if b.name == "dialog:research")
    cheapest = min(ways, key=lambda a: (g.research_cost(a), ["none", "sponsored", "paid"].index(a.travel)))
    flight = t(f"research.flight.{cheapest.travel}")
    assert button.label == t("research.choice.research_with", cost=g.research_cost(cheapest), flight=flight)
    assert str(g.research_cost(cheapest)) in button.label and flight in button.label
    for a in ways:
        assert t("research.choice.option", flight=t(f"research.flight.{a.travel}"), cost=g.research_cost(a)) in d.body
    assert t("research.choice.option", flight=t("research.flight.paid"), cost=paid.row + 9) in d.body   # FR-TRAVEL-03


def plate_texts(app, table, probe) -> list:
    """The texts drawn on the Research zone's plate in the last frame, top to bottom."""
    plate = app.vp.rect(table.research_plate_rect())
    return [r for r in probe.records if r.text.strip() and plate.contains(pygame.Rect(r.ink))]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_research_zone_shows_the_dragged_cards_cost_and_flight(tmp_path, lang):
    """Issue 13 item 5 (audit gap 4): while a card is dragged toward Research, the zone shows
    this card's total RE and the flight it would take (not only 'Cost by row 1/2/3'), in
    view over the dragged card, and a drop asks for exactly that cost."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0, language=lang)
    table, g, paid = at_a_paid_flight(app)
    ways = [a for a in g.legal_actions(table.viewer) if isinstance(a, Research) and (a.row, a.col) == (paid.row, paid.col)]
    cheapest = min(ways, key=lambda a: (g.research_cost(a), ["none", "sponsored", "paid"].index(a.travel)))
    cost, flight = g.research_cost(cheapest), t(f"research.flight.{cheapest.travel}")
    with gfx.probing() as probe:                                  # at rest: the cost by row
        table.redraw()
        app.frame()
    x, y, w, h = rt.RESEARCH_ZONE
    low = app.vp.r(x, y + 190, w, h - 190)
    assert " ".join(r.text for r in probe.records if low.contains(pygame.Rect(r.ink))) == \
        t("research.zone.cost_row", cost="/".join(str(c) for c in g.view(table.viewer)["row_cost"]))
    hold_drag(app, table.click_point(paid), centre(rt.RESEARCH_ZONE))
    with gfx.probing() as probe:
        app.frame()
    drawn = plate_texts(app, table, probe)
    assert drawn, "nothing drawn on the Research zone while the card is dragged"
    head = t("research.cost_re", cost=cost)
    assert drawn[0].text == head
    assert " ".join(r.text for r in drawn[1:]) == flight            # wrapped, nothing left out
    assert not any(r.cut for r in drawn)
    assert all(pygame.Rect(app.vp.rect(rt.RESEARCH_ZONE)).contains(pygame.Rect(r.ink)) for r in drawn)
    # in view: the figures' pixels are on the screen, over the dragged card
    ink = pygame.Rect(drawn[0].ink)
    pixels = [app.screen.get_at((x, y))[:3] for x in range(ink.left, ink.right) for y in range(ink.top, ink.bottom)]
    assert sum(px == (255, 240, 190) for px in pixels) > len(pixels) // 10, "the cost is hidden"
    # the drop charges what the zone said
    post(pygame.MOUSEBUTTONUP, pos=screen_pos(app, centre(rt.RESEARCH_ZONE)), button=1)
    app.frame()
    if table.picking:
        click(app, rt.CONT_POS[cheapest.continent])
    if table.dialog is not None and any(b.name == f"dialog:{cheapest}" for b in table.dialog.buttons):
        click(app, centre(next(b for b in table.dialog.buttons if b.name == f"dialog:{cheapest}").rect))
    if cheapest.travel == "paid":
        assert table.dialog is not None and t("research.cost_re", cost=cost) in table.dialog.body


def test_research_zone_says_why_while_dragging_a_card_that_cannot_be_researched(tmp_path):
    """The zone glows red and its plate gives the engine's reason (with the real total),
    not a row cost that is not what the card would take."""
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    table, g, paid = at_a_paid_flight(app)
    g.re[table.viewer] = 0
    table.redraw()
    why = table.why_not("research", (paid.row, paid.col))
    assert why is not None
    hold_drag(app, table.click_point(paid), centre(rt.RESEARCH_ZONE))
    with gfx.probing() as probe:
        app.frame()
    drawn = plate_texts(app, table, probe)
    assert " ".join(r.text for r in drawn) == why and not any(r.cut for r in drawn)
    post(pygame.MOUSEBUTTONUP, pos=screen_pos(app, centre(rt.RESEARCH_ZONE)), button=1)
    app.frame()
    assert table.session.game.re[table.viewer] == 0


def drawn_map(app, table, monkeypatch):
    """Render the table once and return what it drew on the map: the continent labels' ink
    (text probe), the meeples' discs and the certificate cubes (pygame.draw spied), and the
    meeple letters."""
    discs, cubes = [], []
    real_circle, real_rect = pygame.draw.circle, pygame.draw.rect
    m = app.vp.rect(rt.MAP)

    def circle(surface, colour, centre_, radius, *a, **kw):
        r = real_circle(surface, colour, centre_, radius, *a, **kw)
        if tuple(colour)[:3] == (20, 20, 20) and radius == app.vp.n(14):   # a meeple's outline disc
            discs.append(pygame.Rect(r))
        return r

    def rect(surface, colour, r, *a, **kw):
        out = real_rect(surface, colour, r, *a, **kw)
        if tuple(colour)[:3] == (250, 250, 250) and m.contains(pygame.Rect(r)):   # a cube
            cubes.append(pygame.Rect(r))
        return out
    monkeypatch.setattr(pygame.draw, "circle", circle)
    monkeypatch.setattr(pygame.draw, "rect", rect)
    with gfx.probing() as probe:
        table.redraw()
        app.frame()
    monkeypatch.setattr(pygame.draw, "circle", real_circle)
    monkeypatch.setattr(pygame.draw, "rect", real_rect)
    labels = {r.text: pygame.Rect(r.ink) for r in probe.records if r.text in CONTINENTS and m.contains(pygame.Rect(r.ink))}
    letters = [pygame.Rect(r.ink) for r in probe.records if len(r.text) == 1 and r.text.isupper()
               and any(d.contains(pygame.Rect(r.ink)) for d in discs)]
    return labels, discs, letters, cubes


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_meeples_never_cover_a_continent_label(tmp_path, monkeypatch, size, scale):
    """Issue 13 (Field Research: 'meeples cover continent labels'), audit R9: with six
    meeples on one continent, in turn on every continent, and with the meeples spread one a
    continent, no meeple disc drawn touches any continent's label or certificate cube (the
    old places, inside the ellipse's lower right, lay over the cubes), every meeple stays
    on the map and its letter stays readable (no two letters overlap)."""
    app = make_app(tmp_path, size=size, anim_speed=0.0, bot_speed=0.0, ui_scale=scale)
    table = open_table(app, seats=("human",) + ("easy",) * 5)       # FR-COMP-01: up to 6
    past_setup(app, table)
    n = table.session.config.players
    layouts = [[y] * n for y in CONTINENTS] + [list(CONTINENTS[:n]), list(reversed(CONTINENTS))[:n]]
    m = app.vp.rect(rt.MAP)
    for where in layouts:
        for g in (table.session.game, table.shown):
            g.meeple = list(where)
            g.cubes = [6] * len(CONTINENTS)                           # a busy map
        labels, discs, letters, cubes = drawn_map(app, table, monkeypatch)
        assert sorted(labels) == sorted(CONTINENTS), f"labels not all drawn: {sorted(labels)}"
        assert len(cubes) == 6 * len(CONTINENTS)
        assert len(discs) == n and len(letters) == n, (where, len(discs), len(letters))
        for d in discs:
            assert m.contains(d), f"a meeple leaves the map at {where}"
            hit = [y for y, lab in labels.items() if d.colliderect(lab)]
            assert not hit, f"a meeple covers the label {hit} with the meeples at {where}"
            assert d.collidelist(cubes) == -1, f"a meeple covers a certificate cube with the meeples at {where}"
        for i, a in enumerate(letters):
            assert a.collidelist(letters[i + 1:]) == -1, f"meeple letters overlap at {where}"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_quest_panel_lines_stay_apart_and_inside_the_card_at_150(tmp_path, lang):
    """Issue 13 item 7: at UI scale 150 % in a 1280x720 window the text floor raises the quest
    card's lines; they are laid out at the size drawn, so no two lines overlap and none runs
    past the card (they stepped by the design size before and ran into each other)."""
    from zoo_desktop import i18n
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0, ui_scale=1.5, language=lang)
    i18n.set_language(lang)
    try:
        table = open_table(app, seats=("human",) + ("easy",) * 5)
        past_setup(app, table)
        settle(app, table)
        g = table.session.game
        quests = g.view(table.viewer)["player_info"][table.viewer]["quests"]
        assert quests
        q, rect = table.quest_panel_rects(quests)[0]
        surf = pygame.Surface(app.screen.get_size())
        with gfx.probing() as probe:
            table.draw_quest_panel(surf, q, rect, [], 14)
        card = app.vp.rect(rect)
        drawn = [pygame.Rect(rec.ink) for rec in probe.records]
        assert len(drawn) >= 5, "title and two lines a side"
        assert not any(rec.cut or rec.shrunk for rec in probe.records)
        for i, a in enumerate(drawn):
            assert card.contains(a), (a, card)
            for b in drawn[i + 1:]:
                assert not a.colliderect(b), (a, b)
    finally:
        i18n.set_language("en")

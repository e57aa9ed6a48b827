"""Issue 17 item 5: a table shows its viewer only what the viewer may know. For every game of
the registry, a seeded game is played some way in (state A); for a viewer seat p, state B is
rebuilt from A's view alone (`determinize(A.view(p), p, rng)`): the views are equal, the states
are not (other hands, the deck order, face-down cards). The table opened on each, at 1920x1080
with the same clock, pointer and log (B gets A's history: the past log lines are the same
events in both), must draw the very same pixels over the whole window:
- at rest and with the pointer resting on 64 points (tooltips, zooms), in two hot-seat
  positions with two different viewers, one opening position and one where a lone human
  watches a bot (Zoo Architect: every other seat's zoo shown too);
- on every frame of another seat's move animated in both (a card drawn: another in B);
- at a hot-seat hand-over: p asks for a hint, moves (a secret drawn), the cover goes up and
  q takes the screen: the cover and q's screen do not depend on p's hand or draw.
On a difference both screens and a diff image (what differs in magenta) are saved under the
test's tmp folder and named in the failure."""
from __future__ import annotations

import pygame
import pytest
from uidriver import make_app

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.rng import Rng
from zoo_desktop.engine.session import Session
from zoo_desktop.games import GAMES, bot_classes, game_class
from zoo_desktop.ui.scene import make_table

SIZE = (1920, 1080)
XFAIL: dict[str, str] = {}   # game id -> why it still shows what it may not (none now)


def players(gid: str) -> int:
    cls = game_class(gid)
    return 3 if cls.info.min_players <= 3 <= cls.info.max_players else cls.info.min_players


def hidden(g) -> dict:
    d = g.state_json()
    d.pop("rng", None)
    return d


def play_in(gid: str, seats, seed: int, steps: int) -> Session:
    """A session whose moves were made by easy bots for `steps` actions (timers when nobody
    decides); every seat's moves recorded as the config says (human or bot)."""
    cls = game_class(gid)
    cfg = GameConfig.make(len(seats), seats=seats)
    s = Session(cls, cfg, seed)
    bots = {p: bot_classes(gid)["easy"](cls, p, seed, 5) for p in range(len(seats))}
    for _ in range(steps):
        g = s.game
        if g.is_over:
            break
        d = g.decision()
        if not d.players:
            s.apply(g.timers()[0][1], "timer")
            continue
        p = d.players[0]
        s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "bot" if cfg.is_bot(p) else "human")
    return s


def quiet(g) -> bool:
    """No real-time window open (a slap race would move on by itself) and someone decides."""
    return not g.is_over and g.window_id() is None and bool(g.decision().players)


def twin(a: Session, p: int, salt: str) -> Session:
    """A session like `a` (same config, seed, history and log) whose state is rebuilt from
    seat p's view of a's state: p cannot tell them apart."""
    b = Session(a.game_cls, a.config, a.seed)
    b.history, b.snapshots, b.meta = list(a.history), list(a.snapshots), dict(a.meta)
    b.game = a.game_cls.determinize(a.game.view(p), p, Rng(salt))
    if hasattr(a.game, "setup_events"):   # the log's first lines: the same events in both
        b.game.setup_events = a.game.setup_events
    return b


def frozen(a: Session) -> Session:
    """A copy of session `a` as it is now (a plays on)."""
    c = Session(a.game_cls, a.config, a.seed)
    c.history, c.snapshots, c.meta = list(a.history), list(a.snapshots), dict(a.meta)
    c.game = a.game.clone()
    return c


def positions(gid: str):
    """(label, session A, viewer p, hot seat?): two hot-seat positions whose viewer is the
    seat to move, with two different viewers, one in the opening moves, and one where a lone
    human watches a bot."""
    n = players(gid)
    out, seen = [], set()
    for seed in range(1, 30):
        s = play_in(gid, ("human",) * n, seed, 9 + 11 * seed)
        if not quiet(s.game):
            continue
        p = s.game.decision().players[0]
        if p in seen:
            continue
        seen.add(p)
        out.append((f"hotseat-seed{seed}-seat{p}", s, p, True))
        if len(seen) == 2:
            break
    for steps in range(1, 12):     # the opening: cards dealt and chosen, nothing played yet
        s = play_in(gid, ("human",) * n, 50, steps)
        if quiet(s.game):
            out.append((f"opening-move{steps}-seat{s.game.decision().players[0]}", s, s.game.decision().players[0], True))
            break
    for seed in range(1, 30):
        seats = ("human",) + ("easy",) * (n - 1)
        s = play_in(gid, seats, 100 + seed, 8 + 9 * seed)
        if quiet(s.game) and 0 not in s.game.decision().players:
            out.append((f"watch-seed{100 + seed}-seat0", s, 0, False))
            break
    assert len(out) == 4, f"{gid}: positions not found ({[o[0] for o in out]})"
    return out


def open_table(app, session, viewer: int, hot: bool):
    """The table on `session` as `viewer` sees it: the app's clock and toasts reset, so that
    two tables opened one after the other draw at the same moments. The bots are held (the
    position stays put while it is looked at)."""
    app._virtual = 0.0
    app.toast.__init__()
    app.tooltip.__init__()
    app.mouse = (700.0, 900.0)
    table = make_table(app, session)
    table.autosave = False
    table.driver.step = lambda now: []   # nobody moves on by himself
    app.reset_to(table)
    app.frame()
    if hot and table.viewer != viewer:
        assert table.cover_for == viewer
        table.uncover()
    assert table.viewer == viewer and table.cover_for is None
    return table


def settle(app, table, frames: int = 12) -> None:
    for _ in range(frames):
        app.frame()
    for _ in range(400):
        if not (table.anim.busy or table.queue):
            break
        app.frame()
    assert not (table.anim.busy or table.queue)
    for _ in range(3):        # the frames after: the hot-seat cover, the prompt
        app.frame()


def shot(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def compare(app, tmp_path, name: str, a: bytes, b: bytes, surf_a, surf_b) -> None:
    if a == b:
        return
    pa, pb, pd = tmp_path / f"{name}-A.png", tmp_path / f"{name}-B.png", tmp_path / f"{name}-diff.png"
    pygame.image.save(surf_a, str(pa))
    pygame.image.save(surf_b, str(pb))
    diff = surf_a.copy()                       # |A - B| per channel
    diff.blit(surf_b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = surf_b.copy()
    back.blit(surf_a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    m = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    m.invert()
    rects = m.get_bounding_rects()
    diff = surf_a.copy()                       # A dimmed, what differs in magenta
    diff.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MIN)
    diff.blit(m.to_surface(setcolor=(255, 0, 255), unsetcolor=None), (0, 0))
    pygame.image.save(diff, str(pd))
    raise AssertionError(f"{name}: the screens differ where the viewer may not look ({len(rects)} regions, "
                         f"e.g. {rects[:6]}); saved {pa}, {pb}, {pd}")


def snap(app):
    return shot(app), app.screen.copy()


# the pointer rests on each of these points in turn (design units): over every zone of every
# table, so that tooltips and hover highlights are compared too
HOVER = [(x, y) for y in (60, 200, 340, 480, 620, 760, 900, 1030) for x in (120, 360, 600, 840, 1080, 1320, 1560, 1800)]
TIP_MS = 600.0   # past the tooltip's delay (350 ms) and Zoo Architect's card zoom


def move_to(app, dpos) -> None:
    p = app.vp.p(*dpos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0)))


def looks(app, table, gid: str):
    """(name, screen) of what the viewer can look at without acting: the table at rest, the
    pointer resting over each HOVER point, and (Zoo Architect) every other seat's zoo shown
    by a click on its strip."""
    yield "rest", snap(app)
    for x, y in HOVER:
        move_to(app, (x, y))
        app.frame()                  # the motion handled
        app.frame(dt=TIP_MS)         # the tooltip's (and a card zoom's) delay passed
        yield f"hover{x}x{y}", snap(app)
    if gid == "architect":
        from uidriver import centre, click
        for q in range(table.session.config.players):
            if q != table.viewer:
                click(app, centre(table.strip_rect(q)))
                app.frame(dt=TIP_MS)
                assert table.focus == q
                yield f"zoo-of-seat{q}", snap(app)


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path, size=SIZE, anim_speed=1.0, bot_speed=0.0)
    assert a.screen.get_size() == SIZE
    return a


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.xfail(reason=XFAIL[g], strict=True)) if g in XFAIL else g
                                 for g in GAMES])
def test_table_pixels_do_not_depend_on_what_the_viewer_may_not_know(gid, app, tmp_path):
    differ = 0
    for label, sa, p, hot in positions(gid):
        sb = twin(sa, p, f"other-{label}")
        assert sb.game.view(p) == sa.game.view(p)
        differ += hidden(sb.game) != hidden(sa.game)
        shots = {}
        for side, s in (("A", sa), ("B", sb)):
            table = open_table(app, s, p, hot)
            settle(app, table)
            shots[side] = list(looks(app, table, gid))
        assert [k for k, _ in shots["A"]] == [k for k, _ in shots["B"]]
        for (look, a), (_, b) in zip(shots["A"], shots["B"]):
            compare(app, tmp_path, f"{gid}-{label}-{look}", a[0], b[0], a[1], b[1])
    assert differ, "the rebuilt states never differed: the test would prove nothing"


def alike_for(ea, eb, ga, gb, q: int) -> bool:
    """Seat q cannot tell the outcomes of the same move made in A and B apart: the events as
    q may read them (Event.for_viewer) and q's views after are equal. (A difference q may see,
    such as the order tokens came out of a bag, is public: the screens may differ there.)"""
    return ga.view(q) == gb.view(q) \
        and [(e.kind, e.for_viewer(q).data) for e in ea] == [(e.kind, e.for_viewer(q).data) for e in eb]


def secret_only(ea, eb, ga, gb, q: int) -> bool:
    """... and the events themselves differ (a card drawn: another one in B)."""
    return [e.data for e in ea] != [e.data for e in eb] and alike_for(ea, eb, ga, gb, q)


def other_move(gid: str):
    """A position where seat q != 0 is to move while seat 0 (the lone human) watches, and a
    move of q legal in both A and B whose outcome seat 0 sees alike in both (a move that
    turns up a card from the deck shows a different card in B: not that one)."""
    n = players(gid)
    cls = game_class(gid)
    seats = ("human",) + ("easy",) * (n - 1)
    for seed in range(1, 12):
        s = play_in(gid, seats, 200 + seed, 3)
        bots = {p: bot_classes(gid)["easy"](cls, p, seed, 5) for p in range(n)}
        for _ in range(200):
            g = s.game
            if g.is_over:
                break
            d = g.decision()
            if quiet(g) and 0 not in d.players and s.version >= 5:
                q = d.players[0]
                b = twin(s, 0, f"move-{seed}-{s.version}")
                if hidden(b.game) != hidden(g):
                    legal_b = b.game.legal_actions(q)
                    for act in g.legal_actions(q):
                        if act not in legal_b:
                            continue
                        ga, gb = g.clone(), b.game.clone()
                        ea, eb = ga.apply(act), gb.apply(act)
                        # the move's events differ (q drew other cards in B, say), what seat 0
                        # may see of them and of the outcome does not
                        if secret_only(ea, eb, ga, gb, 0):
                            return f"seed{200 + seed}-move{s.version}-seat{q}", s, b, act
            if not d.players:
                s.apply(g.timers()[0][1], "timer")
                continue
            p = d.players[0]
            s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "bot" if p else "human")
    raise AssertionError(f"{gid}: no position where another seat moves")


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.xfail(reason=XFAIL[g], strict=True)) if g in XFAIL else g
                                 for g in GAMES])
def test_animations_of_another_seats_move_do_not_show_what_the_viewer_may_not_know(gid, app, tmp_path):
    label, sa, sb, act = other_move(gid)
    print(gid, label, act)
    frames = {}
    for side, s in (("A", sa), ("B", sb)):
        table = open_table(app, s, 0, False)
        settle(app, table)
        s.apply(act, "bot")
        got = []
        for _ in range(40):
            app.frame()
            got.append(snap(app))
            if not (table.anim.busy or table.queue):
                break
        frames[side] = got
    assert len(frames["A"]) == len(frames["B"]), "the animations took different times"
    for i, (a, b) in enumerate(zip(frames["A"], frames["B"])):
        compare(app, tmp_path, f"{gid}-{label}-frame{i}", a[0], b[0], a[1], b[1])


def hand_over(gid: str):
    """A hot-seat position where seat p moves and the screen then passes to seat q, with a
    state B that q cannot tell from A (p's hand and the deck re-dealt from q's view) in which
    p's move is legal too and q sees its outcome alike; where the game has one, a move whose
    events differ from A's (p draws other cards in B, say), else (Field Research: every turn's
    end refills the display from the deck, in the open) one whose events are the same: p's
    hand still differs between A and B."""
    n = players(gid)
    cls = game_class(gid)
    bots = {p: bot_classes(gid)["easy"](cls, p, 9, 5) for p in range(n)}
    fallback = None
    for seed in range(1, 12):
        s = play_in(gid, ("human",) * n, 300 + seed, 2)
        for _ in range(200):
            g = s.game
            if g.is_over:
                break
            d = g.decision()
            if quiet(g) and s.version >= 3:
                p = d.players[0]
                for act in g.legal_actions(p):
                    ga = g.clone()
                    ea = ga.apply(act)
                    if not quiet(ga) or ga.decision().players[0] == p:
                        continue
                    q = ga.decision().players[0]
                    b = twin(s, q, f"hand-over-{seed}-{s.version}")
                    if act not in b.game.legal_actions(p):
                        continue
                    gb = b.game.clone()
                    eb = gb.apply(act)
                    found = f"seed{300 + seed}-move{s.version}-seat{p}-to-seat{q}", s, b, act, p, q
                    if secret_only(ea, eb, ga, gb, q):
                        return found
                    if fallback is None and alike_for(ea, eb, ga, gb, q) and hidden(b.game) != hidden(g):
                        fallback = (found[0], frozen(s)) + found[2:]   # (s plays on)
            if not d.players:
                s.apply(g.timers()[0][1], "timer")
                continue
            p = d.players[0]
            s.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human")
        if fallback is not None and seed >= 3:
            return fallback
    assert fallback is not None, f"{gid}: no hot-seat hand-over found"
    return fallback


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.xfail(reason=XFAIL[g], strict=True)) if g in XFAIL else g
                                 for g in GAMES])
def test_hot_seat_hand_over_shows_the_next_player_nothing_of_the_last_ones_secrets(gid, app, tmp_path):
    """Seat p, after a hint, makes a move with a secret (a card drawn), the screen passes to
    seat q: the cover and q's screen (the log included) are the same whatever p holds and
    drew, and nothing p was told (the hint's toast) is left on screen."""
    label, sa, sb, act, p, q = hand_over(gid)
    print(gid, label, act)
    shots = {}
    for side, s in (("A", sa), ("B", sb)):
        table = open_table(app, s, p, True)
        move_to(app, (700, 900))           # p's pointer on p's hand (a card's zoom, its tip)
        app.frame()
        app.frame(dt=TIP_MS)
        table.hint()                       # p asks for a hint: its words name p's cards
        app.frame()
        s.apply(act, "human")              # p moves (from the keyboard: the pointer stays)
        settle(app, table, frames=2)
        assert table.cover_for == q, (table.cover_for, q)
        assert app.toast.current() == [], "p's hint stays on screen for q"
        covered = snap(app)
        table.uncover()
        app.frame()
        uncovered = snap(app)
        app.frame(dt=TIP_MS)
        shots[side] = [("cover", covered), ("uncovered", uncovered), ("then", snap(app))]
    for (look, a), (_, b) in zip(shots["A"], shots["B"]):
        compare(app, tmp_path, f"{gid}-{label}-{look}", a[0], b[0], a[1], b[1])

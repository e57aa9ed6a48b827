"""Field Research random simulation: 300+ seeded games over 2-6 players through the shared
protocol checks (never stuck, illegal actions refused without change, JSON round trips,
determinized views), with conservation and monotonicity invariants, plus bot games."""
from __future__ import annotations

from collections import Counter

import pytest
from protocol_checks import check_record_roundtrip, random_playthrough

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.record import replay
from zoo_desktop.engine.rng import Rng
from zoo_desktop.simulate import play_one
from zoo_desktop.games.research.cards import CARDSET, CONTINENTS, QUESTS, species_of
from zoo_desktop.games.research.rules import (BLUE_END, RE_MAX, RED_END, FieldResearch, Pass, Research, Study)

ALL_CARDS = Counter(CARDSET.deck())


class Invariants:
    """Checks after every action; remembers the tracks to see they never go down."""

    def __init__(self):
        self.blue = self.red = 0
        self.cubes_placed = 0
        self.spaces = 3

    def __call__(self, g: FieldResearch) -> None:
        where = [c for col in g.grid.cells for c in col if c is not None]
        where += g.deck + g.discard
        for p in range(g.n):
            where += g.animals[p] + g.flights[p]
        assert Counter(where) == ALL_CARDS, "cards are conserved"
        quests = list(g.qdeck) + [c for c, _ in g.qdiscard] + [c for q in g.quests for c in q]
        quests += [c for opts in g.keep.values() for c in opts]
        assert sorted(quests) == sorted(QUESTS), "quest cards are conserved"
        assert all(0 <= r <= RE_MAX for r in g.re), g.re
        assert g.blue >= self.blue and g.red >= self.red, "tracks never go down"
        assert g.blue - self.blue <= 1 and g.red - self.red <= 1
        self.blue, self.red = g.blue, g.red
        assert g.blue == max(len(a) for a in g.animals) <= BLUE_END
        assert g.red == max(g.endangered(p) for p in range(g.n)) <= RED_END
        for p in range(g.n):
            held = [species_of(c) for c in g.animals[p]]
            assert len(held) == len(set(held)), "no two cards of one species in a display"
        assert len(g.cert_spaces) + sum(len(t) for t in g.track_certs) == 3
        on_map = sum(g.cubes) + sum(g.cubes_taken)
        assert on_map <= 18 and on_map >= self.cubes_placed
        self.cubes_placed = on_map
        for col in g.grid.cells:
            seen_gap = False
            for x in col:
                seen_gap = seen_gap or x is None
                assert not (seen_gap and x is not None), "gaps only at the top of a column"
        if g.phase in ("scoring", "over"):
            assert (g.blue >= BLUE_END or g.red >= RED_END or g.end_reason == "passes")


def illegal_probe(g: FieldResearch, rng: Rng):
    """A random Study/Research/Pass that is not in its player's legal list: must be refused."""
    p = rng.below(g.n)
    legal = set(g.legal_actions(p))
    for _ in range(20):
        k = rng.below(3)
        r, c = rng.between(1, 3), rng.between(1, g.cols)
        if k == 0:
            a = Study(p, r, c)
        elif k == 1:
            a = Research(p, r, c, rng.choice(("none", "sponsored", "paid")), rng.below(g.cols + 1),
                         rng.choice(("",) + CONTINENTS))
        else:
            a = Pass(p)
        if a not in legal:
            return a
    return None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_the_invariants(players):
    """5 x 62 = 310 seeded games; every third also replays from its record."""
    ends = Counter()
    for seed in range(62):
        cfg = GameConfig.make(players)
        inv = Invariants()
        g, actions = random_playthrough(FieldResearch, cfg, 1000 * players + seed, check=inv,
                                        illegal_probe=illegal_probe if seed % 4 == 0 else None,
                                        determinize_every=9 if seed % 2 == 0 else 0)
        assert g.is_over and g.final is not None
        assert sorted(g.ranking()) == list(range(players))
        assert g.scores() == [b.total for b in g.final]
        ends[g.end_reason] += 1
        if seed % 3 == 0:
            check_record_roundtrip(FieldResearch, cfg, 1000 * players + seed, actions, g)
    assert ends["blue"] + ends["endangered"] == 62


def test_determinize_hides_and_redeals_quests():
    g = FieldResearch(GameConfig.make(4), 7)
    rng = Rng(1)
    while g.phase == "setup":
        p = g.decision().players[0]
        g.apply(g.legal_actions(p)[1])
    for _ in range(30):
        p = g.decision().players[0]
        g.apply(rng.choice(g.legal_actions(p)))
    v = g.view(2)
    det = FieldResearch.determinize(v, 2, Rng(5))
    assert det.view(2) == v
    assert det.quests[2] == g.quests[2]
    assert sorted(det.deck) == sorted(g.deck)              # the same cards, order re-dealt
    others = [q for p in (0, 1, 3) for q in det.quests[p]]
    assert len(others) == sum(len(g.quests[p]) for p in (0, 1, 3))


@pytest.mark.parametrize("players, bots", [(2, ("easy", "normal")), (3, ("normal", "easy", "normal")),
                                           (5, ("normal",) * 5), (6, ("easy",) * 6)])
def test_bot_games_finish_and_replay(players, bots):
    cfg = GameConfig.make(players, seats=bots)
    inv = Invariants()
    s = play_one("research", cfg, 11, check=lambda sess: inv(sess.game))
    assert s.game.is_over
    again = replay(s.record(), FieldResearch, verify=True)
    assert again.scores() == s.game.scores()


def test_hard_bot_plays_a_game_from_its_view():
    cfg = GameConfig.make(2, seats=("hard", "normal"))
    s = play_one("research", cfg, 3, budget_ms=15)
    assert s.game.is_over


def test_normal_beats_easy():
    wins = 0
    for seed in range(12):
        cfg = GameConfig.make(2, seats=("easy", "normal") if seed % 2 else ("normal", "easy"))
        s = play_one("research", cfg, seed)
        winner = s.game.ranking()[0]
        wins += cfg.seats[winner] == "normal"
    assert wins >= 10


def test_bots_read_only_their_view():
    """A bot given a view with the other players' quests removed chooses the same."""
    from zoo_desktop.games.research.bots import BOTS
    g = FieldResearch(GameConfig.make(3), 4)
    rng = Rng(2)
    while g.phase != "play" or g.turns < 12:
        p = g.decision().players[0]
        g.apply(rng.choice(g.legal_actions(p)))
    p = g.decision().players[0]
    view = g.view(p)
    assert all(view["player_info"][q]["quests"] is None for q in range(3) if q != p)
    for level in ("easy", "normal"):
        bot = BOTS[level](FieldResearch, p, 1)
        assert bot.choose(view, g.legal_actions(p)) in g.legal_actions(p)


def test_hard_rollout_turns_are_always_legal():
    """The hard bot's playouts build actions straight from the state: each must be legal."""
    from zoo_desktop.games.research.bots import fast_turn
    for players in (2, 4, 6):
        for seed in range(6):
            g = FieldResearch(GameConfig.make(players), seed)
            rng = Rng(seed)
            while not g.is_over:
                p = g.decision().players[0]
                if g.phase == "play" and not g.keep:
                    a = fast_turn(g, p, rng)
                    assert g.why_illegal(a) is None, (a, g.why_illegal(a))
                else:
                    a = g.legal_actions(p)[0]
                g.apply(a)


def test_research_bot_personalities_play_differently_and_legally():
    """Issue 8, deliverable 5: the traveller and the scholar are offered in the setup and
    differ in taste: over the same positions the scholar studies at least as often."""
    from zoo_desktop.games import seat_kinds
    from zoo_desktop.games.research.bots import BOTS
    assert {"normal:traveller", "normal:scholar"} <= set(seat_kinds("research"))
    studies = Counter()
    differ = 0
    for seed in range(12):
        g = FieldResearch(GameConfig.make(2, seats=("easy", "easy")), seed)
        rng = Rng(seed)
        for _ in range(6 + seed):
            if g.is_over:
                break
            p = g.decision().players[0]
            g.apply(rng.choice(g.legal_actions(p)))
        if g.is_over:
            continue
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        picks = {}
        for style in ("normal:traveller", "normal:scholar"):
            a = BOTS[style](FieldResearch, p, seed).choose(g.view(p), legal)
            assert a in legal
            picks[style] = a
            studies[style] += isinstance(a, Study)
        differ += picks["normal:traveller"] != picks["normal:scholar"]
    assert differ > 0
    assert studies["normal:scholar"] >= studies["normal:traveller"]

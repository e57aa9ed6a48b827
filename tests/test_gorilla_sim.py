"""Random simulation of Gorilla through the engine protocol (issue 2, item 7)."""
from __future__ import annotations

from dataclasses import replace
from protocol_checks import check_record_roundtrip, random_playthrough

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.rng import Rng
from zoo_desktop.games.gorilla.bots import BOTS
from zoo_desktop.games.gorilla.cards import DECK
from zoo_desktop.games.gorilla.rules import Call, Catch, Draw, Gorilla, Play, Slap

ALL = sorted(DECK.ids)


def conserved(g: Gorilla) -> None:
    """GO-CARD-01: the 45 cards are always all there, each exactly once."""
    cards = [c for h in g.hands for c in h] + g.deck + g.pile
    assert sorted(cards) == ALL, g.describe()
    assert g.is_over or g.decision().players or g.timers(), "stuck:\n" + g.describe()


def illegal_probe(g: Gorilla, rng: Rng):
    """An action the rules refuse right now (or None if we find none quickly)."""
    n = g.n
    candidates = [Play((g.current + 1) % n, g.hands[(g.current + 1) % n][0]) if g.hands[(g.current + 1) % n] else None,
                  Draw((g.current + 1) % n)]
    if g.phase == "turn" and any(g.fits(c, len(g.hands[g.current])) for c in g.hands[g.current]):
        candidates.append(Draw(g.current))
    if g.vulnerable is None:
        candidates.append(Catch(g.current, 10))
        candidates.append(Call(g.current, 10))
    if g.phase != "slap":
        candidates.append(Slap((g.current + 1) % n, 200))
    candidates = [c for c in candidates if c is not None and g.why_illegal(c) is not None]
    return rng.choice(candidates) if candidates else None


def test_500_random_games_conserve_cards_end_and_round_trip():
    """GO-WIN-01 every game ends with a winner; GO-CARD-01 conservation; records replay."""
    for seed in range(500):
        n = 3 + seed % 3
        seats = ("human",) + tuple(("easy", "normal", "hard")[(seed + k) % 3] for k in range(n - 1))
        opts = {"match": True, "match_target": 25} if seed % 10 == 0 else {}
        cfg = GameConfig.make(n, seats=seats, **opts)
        g, actions = random_playthrough(Gorilla, cfg, seed, check=conserved, illegal_probe=illegal_probe,
                                        determinize_every=7 if seed % 5 == 0 else 0)
        assert g.game_winner is not None and g.ranking()[0] == g.game_winner
        if seed % 10 == 0:
            check_record_roundtrip(Gorilla, cfg, seed, actions, g)


def test_bot_games_with_real_time_windows_finish():
    from zoo_desktop.simulate import simulate
    out = simulate("gorilla", 4, ["easy", "normal", "easy", "normal"], 40, seed=3)
    assert out["finished"] == 40 and out["errors"] == 0


def test_GO_BOT_05_bots_cannot_read_other_hands():
    """Two states that differ only in the hidden cards give the bot identical views, and
    the bot (same seed) makes the same choice in both."""
    cfg = GameConfig.make(3, seats=("easy", "normal", "hard"))
    for seed in range(12):
        a = Gorilla(cfg, seed)
        # opening played; then swap a card between the two other hands and the deck
        a.apply(a.legal_actions(a.current)[0])
        me = a.current
        b = a.clone()
        others = [q for q in range(3) if q != me]
        b.hands[others[0]][0], b.deck[0] = b.deck[0], b.hands[others[0]][0]
        b.hands[others[1]][-1], b.deck[-1] = b.deck[-1], b.hands[others[1]][-1]
        assert a.state_json() != b.state_json()
        assert a.view(me) == b.view(me)
        for level, cls in BOTS.items():
            bx, by = cls(Gorilla, me, seed, budget_ms=30), cls(Gorilla, me, seed, budget_ms=30)
            if hasattr(bx, "params"):   # the search bot: same work, not same time
                bx.params = by.params = replace(bx.params, max_iterations=60)
            x = bx.choose(a.view(me), a.legal_actions(me))
            y = by.choose(b.view(me), b.legal_actions(me))
            assert x == y, level
            assert x in a.legal_actions(me)


def test_bot_personalities_play_differently():
    """Named personalities (setup screen) are real strategies, not labels."""
    from zoo_desktop.simulate import simulate
    out = simulate("gorilla", 3, ["normal:aggressive", "normal:cautious", "easy"], 30, seed=5)
    assert out["finished"] == 30
    g = Gorilla(GameConfig.make(3), 8)
    g.apply(g.legal_actions(g.current)[0])
    p = g.current
    g.hands[p] = ["PAN-R", "TIG-R", "TIG-B", "ZEB-Y"]
    g.pile.append("CRO-R")
    view, legal = g.view(p), g.legal_actions(p)
    agg = BOTS["normal:aggressive"](Gorilla, p, 1).choose(view, legal)
    cau = BOTS["normal:cautious"](Gorilla, p, 1).choose(view, legal)
    assert agg.card == "PAN-R" and cau.card != "PAN-R"

"""The normal Species Keepers bot makes progress (issue 13): at 12/12 resources with a
species in quarantine it cannot pay for, it used to replace one empty keeper after another
(SK-KEEP-03) for ever. Now it collects and returns the surplus (SK-COLL-01, SK-DP-14) so its
cubes move toward the species, digs the grid (SK-MOVE-02), and replaces a keeper only when
the pile's top is not one it already saw come round (SK-GEN-04 `known`)."""
from __future__ import annotations

from test_keepers_rules import begin, check_invariants, make, set_area, set_grid, set_keeper, set_res

from zoo_desktop.games.keepers.bots import NormalBot
from zoo_desktop.games.keepers.cards import KEEPERS, SPECIES
from zoo_desktop.games.keepers.rules import Dismiss, Replace, Save, SpeciesKeepers


def stuck_state() -> SpeciesKeepers:
    """Seat 0: KP03 full (3 saved), KP22 (takes SP61) and two more level-5 keepers empty,
    12 cubes of which only 2 white, the Radiated Tortoise SP61 (2 G, 3 W) in quarantine."""
    g = make(2, seed=285)
    full = [c for c in KEEPERS["KP03"].accepts if c not in ("SP61",)][:3]
    set_keeper(g, 0, 0, "KP03", species=full)
    set_keeper(g, 0, 1, "KP22")
    set_keeper(g, 0, 2, "KP17")
    set_keeper(g, 0, 3, "KP24")
    set_area(g, 0, "GEN", "SP61")
    set_res(g, 0, G=5, R=5, W=2)
    # grid fronts only species none of seat 0's open keepers takes
    mine = set().union(*(KEEPERS[k].accepts for k in ("KP22", "KP17", "KP24")))
    front = [c for c in sorted(SPECIES) if c not in mine and c not in full and c != "SP61"][:4]
    set_grid(g, {(c, 0): card for c, card in enumerate(front)})
    # every pile has come round once: all its keepers are ones put back in view (SK-GEN-04)
    g.pile_known = [len(pile) for pile in g.piles]
    begin(g, 0)
    check_invariants(g)
    return g


def test_stuck_state_is_the_reported_one():
    g = stuck_state()
    v = g.view(0)
    assert v["mats"][0]["held"] == 12
    assert not [a for a in g.legal_actions(0) if isinstance(a, Save)]      # SP61 unaffordable
    assert any(isinstance(a, Replace) for a in g.legal_actions(0))


def test_normal_bot_does_not_cycle_keepers_at_twelve_cubes():
    g = stuck_state()
    bots = [NormalBot(SpeciesKeepers, s, 7) for s in range(2)]
    churn_runs, run, own_turns, saved_sp61 = [], 0, 0, False
    turn, start = g.turn_no, None
    snap = lambda: (g.saved(0), dict(g.mats[0].resources), g.mats[0].areas.cards())  # noqa: E731
    start, swapped = snap(), False
    for _ in range(3000):
        if g.is_over or own_turns >= 12:
            break
        d = g.decision()
        if d.players:
            p = d.players[0]
            a = bots[p].choose(g.view(p), g.legal_actions(p))
            if p == 0:
                swapped |= isinstance(a, (Replace, Dismiss))
                assert not (isinstance(a, (Replace, Dismiss)) and a.house == 1), \
                    "let go of KP22, the keeper that takes the quarantined tortoise"
                saved_sp61 |= isinstance(a, Save) and a.card == "SP61"
            g._apply(a)
        else:
            g._apply(g.timers()[0][1])
        if g.turn_no != turn:
            if g.current != 0 and start is not None:       # seat 0's turn just ended
                own_turns += 1
                run = run + 1 if swapped and snap() == start else 0
                churn_runs.append(run)
                swapped = False
            if g.current == 0:
                start = snap()
            turn = g.turn_no
    check_invariants(g)
    assert own_turns >= 6 or g.is_over
    assert max(churn_runs, default=0) <= 1, f"keeper churn without progress, runs {churn_runs}"
    assert saved_sp61 or g.is_over, "the tortoise was never saved"

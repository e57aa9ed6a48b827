"""Zoo Architect `value` memo (bots._VALUES, issue 14 item 5): states that differ only in what
`value_terms` never reads share one sum, keyed by `_value_key`. Every state a search met must
get from `value` exactly the float `value_terms` gives it afresh: a key that missed something
`value_terms` reads would hand one state another's value."""
from dataclasses import replace

from zoo_desktop.games.architect import bots as B
from zoo_desktop.games.architect.rules import ZooArchitect
from architect_positions import turn_state


def test_memo_value_is_value_terms_sum_on_every_searched_state(monkeypatch):
    seen = []
    orig = ZooArchitect.clone

    def clone(g):
        c = orig(g)
        if len(seen) < 3000:
            seen.append(c)
        return c
    checked = 0
    for seed, turn in ((1, 6), (2, 20)):
        g = turn_state(seed, turn)
        p = g.current
        bot = B.HardBot(ZooArchitect, p, seed, 1000)
        bot.params = replace(bot.params, max_deals=2)
        seen.clear()
        B._VALUES.clear()
        monkeypatch.setattr(ZooArchitect, "clone", clone)
        bot.choose(g.view(p), g.legal_actions(p))
        monkeypatch.setattr(ZooArchitect, "clone", orig)
        assert len(B._VALUES) > 50
        for c in seen:          # their final states: most were valued in the search (memo hits)
            for q in range(c.n):
                c._vals = None
                assert B.value(c, q) == sum(B.value_terms(c, q).values())
                checked += 1
    assert checked > 1000


def test_memo_key_sees_a_change_by_hand():
    g = turn_state(1, 8)
    p = g.current
    v = B.value(g, p)
    g.pl[p].money += 7
    g.invalidate()
    assert B.value(g, p) == sum(B.value_terms(g, p).values()) != v


def test_only_search_states_are_quiet():
    """A played game builds every event; the bots' search clones (quiet) leave the frequent ones out."""
    from zoo_desktop.games.architect.rules import UseCard
    g = turn_state(1, 8)
    assert not g.quiet
    p = g.current
    a = next(a for a in g.legal_actions(p) if isinstance(a, UseCard) and a.card == "build")
    loud, quiet = g.clone(), g.clone()
    quiet.quiet = True
    ev_loud, ev_quiet = loud._apply(a), quiet._apply(a)
    assert "use_card" in [e.kind for e in ev_loud] and "use_card" not in [e.kind for e in ev_quiet]
    assert loud.fingerprint() == quiet.fingerprint()
    bot = B.HardBot(ZooArchitect, p, 1, 1000)
    bot.params = replace(bot.params, max_deals=1)
    bot.choose(g.view(p), g.legal_actions(p))
    assert not g.quiet and not g.clone().quiet


def test_look_ahead_memo_shares_re_deals_and_tells_known_changes_apart():
    """The hard bot's `next_turn_gain` memo (one decision's): a re-deal of the hidden cards
    (deck order, the other hands) is the same known content and gets the first answer; a change
    p's next turn can see (its slots, its money, the display) is a new entry."""
    from zoo_desktop.engine.rng import Rng
    g = turn_state(1, 12)
    p = g.current
    memo: dict = {}
    v = B.next_turn_gain(g, p, Rng(1), memo)
    assert v == B.next_turn_gain(g, p, Rng(1))          # a miss is the plain look-ahead
    d = ZooArchitect.determinize(g.view(p), p, Rng(5))
    assert B._next_key(d, p) == B._next_key(g, p)
    assert d.deck != g.deck                              # the hidden cards differ ...
    B.next_turn_gain(d, p, Rng(2), memo)
    assert len(memo) == 1                                # ... and share one entry
    for change in (lambda s: s.pl[p].slots.reverse(), lambda s: setattr(s.pl[p], "money", s.pl[p].money + 9),
                   lambda s: s.display.reverse()):
        c = g.clone()
        change(c)
        c.invalidate()
        assert B._next_key(c, p) != B._next_key(g, p)

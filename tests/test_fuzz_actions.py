"""Property-based fuzzing of every game's action boundary (issue 16, items 3 and 4).

For states reached by random legal play, hypothesis throws real actions with one field made
wrong (a float or bool for an int, a text for a bool, a seat that does not exist, a timer sent
by a player, an absurd time) and arbitrary JSON objects through the decoder. Every one must be
refused with IllegalAction (or, from JSON, a ValueError naming the field) and leave the
fingerprint and every seat's view exactly as they were. Bounded to ~10 s per game; the long
run is bench/fuzz.py."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzzing import PLAYERS, bad_values, check_json, check_refused, legal_now, reachable_states
from zoo_desktop.engine.core import _ACTION_TYPES, SYSTEM, GameConfig, IllegalAction

STATES = {gid: reachable_states(gid, 30, seed=7) for gid in PLAYERS}
FUZZ = settings(max_examples=250, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
JSON_SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                        st.text(max_size=8))
JSON = st.recursive(JSON_SCALAR, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                          st.dictionaries(st.text(max_size=4), inner, max_size=3)),
                    max_leaves=6)


def wrong_for(annotation: str, name: str, players: int):
    """A strategy of values a field of this type must refuse."""
    a = str(annotation).replace(" ", "")
    fixed = st.sampled_from(bad_values(a, name, players))
    if name == "player":
        return st.one_of(fixed, st.integers(max_value=-2), st.integers(min_value=players),
                         st.floats(), st.booleans(), st.text(max_size=5))
    if name == "t":
        return st.one_of(fixed, st.integers(max_value=-1), st.integers(min_value=3_600_001), st.floats())
    if a == "int":
        return st.one_of(fixed, st.floats(), st.booleans(), st.text(max_size=5), st.integers(min_value=2**31),
                         st.lists(st.integers(), max_size=2))
    if a == "bool":
        return st.one_of(fixed, st.integers(), st.floats(), st.text(max_size=5), st.lists(st.booleans(), max_size=2))
    if a == "str":
        return st.one_of(fixed, st.integers(), st.floats(), st.booleans(), st.text(min_size=101, max_size=200))
    return fixed


@pytest.mark.parametrize("gid", list(PLAYERS))
@FUZZ
@given(data=st.data())
def test_malformed_field_is_refused_and_changes_nothing(gid, data):
    game = data.draw(st.sampled_from(STATES[gid])).clone()
    legal = legal_now(game)
    kinds = list(_ACTION_TYPES[gid].values())
    base = data.draw(st.sampled_from(legal)) if legal and data.draw(st.booleans()) else None
    if base is None:
        cls = data.draw(st.sampled_from(kinds))
        base = cls(**{f.name: (0 if "int" in str(f.type) else "" if "str" in str(f.type) else ())
                      for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING})
    f = data.draw(st.sampled_from(dataclasses.fields(base)))
    timer = any(x.name == "player" and x.default == SYSTEM for x in dataclasses.fields(base))
    if timer and f.name == "player":
        value = data.draw(st.one_of(st.integers(0, PLAYERS[gid] - 1), wrong_for("int", "player", PLAYERS[gid])))
    else:
        value = data.draw(wrong_for(f.type, f.name, PLAYERS[gid]))
    bad = dataclasses.replace(base)
    object.__setattr__(bad, f.name, value)
    defect = check_refused(game, bad)
    assert defect is None, defect


@pytest.mark.parametrize("gid", list(PLAYERS))
@FUZZ
@given(data=st.data())
def test_arbitrary_json_action_never_escapes(gid, data):
    game = data.draw(st.sampled_from(STATES[gid])).clone()
    cls = data.draw(st.sampled_from(list(_ACTION_TYPES[gid].values())))
    names = [f.name for f in dataclasses.fields(cls)]
    obj = data.draw(st.dictionaries(st.sampled_from(names + ["extra"]), JSON, max_size=len(names) + 1))
    obj["kind"] = data.draw(st.one_of(st.just(cls.kind), JSON))
    defect = check_json(game, obj)
    assert defect is None, defect


# ----------------------------------------------------------------------------- the cases reported
def _state(gid, pred):
    for g in STATES[gid]:
        if pred(g):
            return g.clone()
    pytest.skip(f"no reachable {gid} state for this case")


def test_keepers_hire_with_float_pile_keeps_the_fund_step():
    """Issue 16 item 3: {"kind":"hire","player":1,"pile":0.0} cost the player their fund step."""
    from zoo_desktop.games.keepers.rules import Hire
    g = _state("keepers", lambda g: any(isinstance(a, Hire) for a in legal_now(g)))
    a = next(a for a in legal_now(g) if isinstance(a, Hire))
    fp = g.fingerprint()
    with pytest.raises(IllegalAction, match="pile"):
        g.apply(_raw(a, pile=float(a.pile)))
    assert g.fingerprint() == fp
    with pytest.raises(ValueError, match="pile"):
        g.action_from_json({**a.to_json(), "pile": 0.0})


def _raw(a, **fields):
    bad = dataclasses.replace(a)
    for k, v in fields.items():
        object.__setattr__(bad, k, v)
    return bad


def test_architect_use_from_float_player_is_refused():
    """Issue 16 item 3: {"kind":"use","player":1.0,...} soft-locked Zoo Architect."""
    from zoo_desktop.games.architect.rules import UseCard
    g = _state("architect", lambda g: any(isinstance(a, UseCard) for a in legal_now(g)))
    a = next(a for a in legal_now(g) if isinstance(a, UseCard))
    fp = g.fingerprint()
    for p in (float(a.player), True if a.player == 1 else False):
        with pytest.raises(IllegalAction, match="player"):
            g.apply(_raw(a, player=p))
    assert g.fingerprint() == fp and legal_now(g)


def test_gorilla_realtime_actions_only_from_their_actor():
    """Issue 16 item 4 (GO-SLAP, GO-CALL): window ends only from SYSTEM, catches only from a
    real seat, times validated, the call armed only by a bool."""
    from zoo_desktop.games.gorilla.rules import Catch, CloseSlap, EndGrace, Gorilla, Play, Slap
    g = Gorilla(GameConfig.make(3, seats=("human",) * 3), 5)
    for bad in (CloseSlap(0), CloseSlap(2), EndGrace(1), Catch(SYSTEM), Catch(99), _raw(Catch(0), player="nobody"),
                _raw(Slap(1, 0), player=0.0), Slap(1, -5), Slap(1, 10**9), _raw(Play(0, "TIG-R"), call="no")):
        fp = g.fingerprint()
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.fingerprint() == fp, bad


def test_options_checked_against_the_declared_choices():
    """Issue 16 item 4: Gorilla slap_window_ms 10**100 gave a window that never ends."""
    from zoo_desktop.games.gorilla.rules import Gorilla
    from zoo_desktop.games.keepers.rules import SpeciesKeepers
    for opts in ({"slap_window_ms": 10**100}, {"slap_window_ms": 2000.0}, {"match": 1}, {"nonsense": True}):
        with pytest.raises(ValueError):
            Gorilla(GameConfig.make(3, **opts), 1)
    with pytest.raises(ValueError, match="end_goal"):
        SpeciesKeepers(GameConfig.make(2, end_goal=True), 1)
    assert Gorilla(GameConfig.make(3, slap_window_ms=3000), 1).slap_ms == 3000


def test_session_apply_is_atomic_even_when_the_rules_fail_midway(monkeypatch):
    """Issue 16 item 3 / deliverable 2: a failed apply leaves the state exactly as before
    (Session restores its snapshot), so no half-applied move can soft-lock a game."""
    from zoo_desktop.engine.session import Session
    from zoo_desktop.games.keepers.rules import SpeciesKeepers
    s = Session(SpeciesKeepers, GameConfig.make(2, seats=("human", "human")), 4)
    a = s.game.legal_actions(s.game.decision().players[0])[0]
    fp, version = s.game.fingerprint(), s.version

    def half_apply(self, action):
        self.scores_now = "half"  # a change, then a failure
        self.bag.draw(self.rng, 2)
        raise KeyError("boom")
    monkeypatch.setattr(SpeciesKeepers, "_apply", half_apply)
    with pytest.raises(KeyError):
        s.apply(a)
    assert s.game.fingerprint() == fp and s.version == version and not hasattr(s.game, "scores_now")

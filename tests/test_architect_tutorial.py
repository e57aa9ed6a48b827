"""The guided first game's data against the rules (issue 18, items 3 and 5): the recorded
game replays through the checked `apply` to its end, every step's expected action is in
`legal_actions` of the player at that point, the tutorial covers what the issue lists, every
text is in the four catalogs, and tools/make_tutorial.py would write the same file."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from zoo_desktop.engine.core import action_from_json
from zoo_desktop.engine.session import Session
from zoo_desktop.games.architect import tutorial as T
from zoo_desktop.games.architect.rules import ZooArchitect
from zoo_desktop.i18n import catalog

ROOT = Path(__file__).resolve().parents[1]


def test_every_step_is_legal_where_it_stands_and_the_game_ends():
    tut = T.load()
    s = Session(ZooArchitect, tut.config, tut.seed)
    expected = {st.at: tut.expected(i) for i, st in enumerate(tut.steps) if st.act}
    kinds = []
    for v, data in enumerate(tut.actions):
        a = action_from_json("architect", data)
        g = s.game
        assert a.player in g.decision().players, (v, a)
        assert a in g.legal_actions(a.player), (v, a)
        if v in expected:
            assert expected[v] == a and a.player == T.YOU
            kinds.append(a)
        ev = s.apply(a, "human")
        kinds.extend(e.kind for e in ev if v in expected)
    assert s.game.is_over
    uses = {a.card for a in kinds if getattr(a, "kind", "") == "use"}
    assert uses == {"build", "animals", "cards", "association", "sponsors"}       # each action card
    assert any(getattr(a, "kind", "") == "xaction" for a in kinds)                 # an X token gained
    assert any(getattr(a, "kind", "") == "use" and a.x > 0 for a in kinds)         # and spent
    assert any(getattr(a, "kind", "") == "support" for a in kinds)                 # a conservation project
    assert "break" in kinds and "final_round" in kinds                             # the break, the crossing
    assert 25 <= sum(st.act for st in tut.steps) <= 40


def test_every_step_text_is_in_every_catalog():
    tut = T.load()
    keys = {st.text for st in tut.steps} | set(tut.chapters) | {"architect.tut.end"}
    keys |= {"menu.tutorial", "tutorial.title", "tutorial.header", "tutorial.now", "tutorial.wait",
             "tutorial.not_yet", "tutorial.read_first", "tutorial.next", "tutorial.leave", "tutorial.resume",
             "tutorial.restart", "tutorial.resume_body", "tutorial.damaged", "tutorial.bad_step"}
    en = catalog().table("en")
    for lang in ("uk", "pt", "hu"):
        table = catalog().table(lang)
        missing = [k for k in keys if k not in table]
        assert not missing, (lang, missing)
        same = [k for k in keys if table[k] == en[k]]      # translated, not copied
        assert not same, (lang, same)


def test_the_data_file_is_what_the_tool_writes():
    spec = importlib.util.spec_from_file_location("make_tutorial", ROOT / "tools" / "make_tutorial.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.dump(mod.build()) == (ROOT / "zoo_desktop/games/architect/data/tutorial.json").read_text("utf-8")

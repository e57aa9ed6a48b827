"""Refusals in the player's language (issue 13): every reason Gorilla, Species Keepers and
Field Research give for an illegal action goes through the catalog, so a Ukrainian player
reads Ukrainian. Dynamic cases provoke refusals with the language set to "uk"; a static scan
of the rules modules fails on any sentence literal still returned or raised outside `t()`."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from refusal_scan import RAISED, english_refusals

from zoo_desktop import i18n
from zoo_desktop.engine.core import GameConfig, IllegalAction
from zoo_desktop.games.gorilla.cards import DECK
from zoo_desktop.games.gorilla.rules import Call, Catch, Draw, Gorilla, Keep, Play, Slap
from zoo_desktop.games.keepers.rules import (ChooseArea, Collect, Dismiss, Fund, NewObjective, Renew, Return, Send,
                                             SpeciesKeepers)
from zoo_desktop.games.research import scoring as S
from zoo_desktop.games.research.cards import CARD_SPECIES, CONTINENTS, is_flight
from zoo_desktop.games.research.rules import (AcceptDefaultScoring, FieldResearch, KeepQuest, Pass, Research,
                                              Study)

ROOT = Path(__file__).resolve().parents[1]
RULES_FILES = [ROOT / "zoo_desktop" / "games" / g / f for g, f in
               (("gorilla", "rules.py"), ("keepers", "rules.py"), ("research", "rules.py"),
                ("research", "scoring.py"))]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _in(lang: str, fn):
    i18n.set_language(lang)
    try:
        return fn()
    finally:
        i18n.set_language("en")


def _ascii_sentences(text: str) -> list[str]:
    """Parts of `text` (split at sentence punctuation) written in ASCII only with three or
    more words: English left in a Ukrainian message."""
    parts = re.split(r"[.!?;:(),]", re.sub(r"\{[^}]*\}|'[^']*'|\w+\(.*\)", " ", text))
    return [p.strip() for p in parts if p.isascii() and len(re.findall(r"[A-Za-z]{2,}", p)) >= 3]


def _check(cases) -> None:
    """Each case is (name, callable giving the refusal); English and Ukrainian differ, the
    Ukrainian one has no English sentence, and the names are all different refusals."""
    seen = set()
    for name, reason in cases:
        en = _in("en", reason)
        uk = _in("uk", reason)
        assert en and uk, name
        assert uk != en, (name, en)
        assert not _ascii_sentences(uk), (name, uk)
        assert re.search("[А-Яа-яІіЇїЄєҐґ]", uk), (name, uk)
        seen.add(en)
    assert len(seen) == len(cases) >= 5


def _raises(g, action):
    def reason():
        with pytest.raises(IllegalAction) as exc:
            g.apply(action)
        return str(exc.value)
    return reason


def _why(g, action):
    def reason():
        assert g.why_illegal(action) is not None
        return g.why_illegal(action)
    return reason


# ----------------------------------------------------------------------------- Gorilla
def _gorilla():
    g = Gorilla(GameConfig.make(3, seats=("human",) * 3), seed=5)
    g.hands = [["TIG-B", "CRO-Y", "HIP-G"], ["ZEB-Y", "GIR-B"], ["RHI-G", "PAR-Y"]]
    g.pile = ["TIG-R"]
    used = {c for h in g.hands for c in h} | set(g.pile)
    g.deck = [c for c in DECK.ids if c not in used]
    g.current, g.phase, g.direction = 0, "turn", 1
    g.drawn, g.slap, g.vulnerable, g.grace = None, None, None, False
    return g


def test_gorilla_refusals_in_ukrainian():
    g = _gorilla()
    _check([
        ("not_in_hand", _raises(g, Play(0, "GOR-R"))),
        ("must_match", _raises(g, Play(0, "CRO-Y"))),
        ("must_play", _raises(g, Draw(0))),
        ("no_slap", _raises(g, Slap(1, 300))),
        ("nobody_to_catch", _raises(g, Catch(1, 100))),
        ("nothing_to_call", _raises(g, Call(0, 0))),
        ("nothing_to_keep", _raises(g, Keep(0))),
        ("arm_two", _raises(g, Play(0, "TIG-B", True))),
        ("unknown_player", _why(g, Play(7, "TIG-B"))),
    ])
    assert _in("uk", lambda: g.why_illegal(Play(0, "CRO-Y"))) == \
        "Карта має збігатися з верхньою картою твариною або кольором автобуса."
    assert g.why_illegal(Play(0, "CRO-Y")) == "The card must match the top card's animal or bus colour."


# ----------------------------------------------------------------------------- Species Keepers
def _keepers():
    g = SpeciesKeepers(GameConfig.make(3), 1)
    g.current = 0
    g.phase, g.pending = "play", {}
    g.fund_open, g.main, g.moves = True, None, 0
    g.renewed = g.bonus_used = False
    return g


def test_keepers_refusals_in_ukrainian():
    g = _keepers()
    assert len(g.grid.nonempty_columns()) > 2 and g.saved(0) == 0 and not g.secret
    front = g.available()[0][1]
    empty = next(h for h in range(4) if g.mats[0].houses[h].anchor is None)
    _check([
        ("renew_columns", _raises(g, Renew(0))),
        ("collect_saved", _raises(g, Collect(0))),
        ("nothing_to_return", _raises(g, Return(0, 1, 0, 0))),
        ("no_area_waiting", _raises(g, ChooseArea(0, "GEN"))),
        ("bonus_after_save", _raises(g, Send(0, front, 1))),
        ("no_secret", _raises(g, NewObjective(0))),
        ("no_keeper", _raises(g, Dismiss(0, empty, -1))),
        ("fund_range", _raises(g, Fund(0, 99))),
    ])
    n = max(0, g.fund_max(0))
    assert g.why_illegal(Fund(0, 99)) == f"You may draw 1 to {n} resources from the fund now."
    # a plural entry: the Ukrainian form follows the count
    g.pending, g.phase = {"count": 5}, "fund_return"
    assert _in("uk", lambda: g.why_illegal(Fund(0, 1))) == "Спершу поверніть у мішечок 5 ресурсів."
    g.pending = {"count": 2}
    assert _in("uk", lambda: g.why_illegal(Fund(0, 1))) == "Спершу поверніть у мішечок 2 ресурси."
    assert g.why_illegal(Fund(0, 1)) == "First return 2 resources to the bag."


# ----------------------------------------------------------------------------- Field Research
def _research():
    g = FieldResearch(GameConfig.make(2, start_seat=0), 1)
    for p in list(g.keep):
        g.apply(KeepQuest(p, g.keep[p][0]))
    assert g.phase == "play"
    return g


def test_research_refusals_in_ukrainian():
    g = _research()
    p = g.current
    assert g.meeple[p] is None
    slot = next((r, c) for r in range(1, 4) for c in range(1, g.cols + 1)
                if g.card_at(r, c) is not None and not is_flight(g.card_at(r, c))
                and CARD_SPECIES[g.card_at(r, c)].continents)
    sp = CARD_SPECIES[g.card_at(*slot)]
    away = next(y for y in CONTINENTS if y not in sp.continents)
    _check([
        ("no_pass", _raises(g, Pass(p))),
        ("empty_slot", _raises(g, Study(p, 9, 9))),
        ("travel_values", _raises(g, Research(p, *slot, "by boat", 0, sp.continents[0]))),
        ("first_no_flight", _raises(g, Research(p, *slot, "paid", 0, sp.continents[0]))),
        ("place_meeple", _raises(g, Research(p, *slot, "none", 0, away))),
        ("no_quest_choice", _raises(g, KeepQuest(p, "Q01"))),
        ("scoring_after_end", _raises(g, AcceptDefaultScoring(p))),
        ("unknown_player", _why(g, Pass(9))),
    ])
    # the species name in a refusal is the catalog's name in the player's language
    uk_name = _in("uk", lambda: i18n.t(f"research.card.{sp.id}"))
    assert uk_name in _in("uk", lambda: g.why_illegal(Research(p, *slot, "none", 0, away)))
    assert sp.name in g.why_illegal(Research(p, *slot, "none", 0, away))


def test_research_scoring_refusals_in_ukrainian():
    animals = tuple(s.id for s in {s.id: s for s in CARD_SPECIES.values()}.values() if not s.all_world)[:3]
    assert len(animals) == 3
    player = S.PlayerState(0, animals, ("Q01",))
    first = S.SPECIES[animals[0]]
    wrong = next(y for y in CONTINENTS if y not in first.continents)
    _check([
        ("max_quests", lambda: S.check_quests(player, [S.QuestUse(q, "A", ()) for q in ("Q01", "Q02", "Q03", "Q04")])),
        ("not_hold_quest", lambda: S.check_quests(player, [S.QuestUse("Q02", "A", ())])),
        ("side_ab", lambda: S.check_quests(player, [S.QuestUse("Q01", "C", ())])),
        ("not_researched", lambda: S.check_continents(player, {"ZZ99": "AF"})),
        ("must_assign", lambda: S.check_continents(player, {})),
        ("not_live", lambda: S.check_continents(player, {animals[0]: wrong})),
    ])


# ----------------------------------------------------------------------------- static check
def test_no_refusal_sentence_literal_left_outside_the_catalog():
    found = [f"{path.relative_to(ROOT)}:{line} {text}" for path in RULES_FILES
             for line, text in english_refusals(path.read_text(encoding="utf-8"),
                                                RAISED | {"ValueError"} if "research" in path.parts else RAISED)]
    assert found == [], "refusal text outside t():\n" + "\n".join(found)


def test_the_static_check_sees_a_literal():
    src = 'def why_illegal(self, a):\n    if a:\n        return "You cannot do that now."\n' \
          '    if a == 2:\n        raise ValueError(f"No species {a} in your zoo.")\n' \
          '    return None if a else f"Unknown action {a!r} right now."\n'
    assert sorted(line for line, _ in english_refusals(src, RAISED | {"ValueError"})) == [3, 5, 6]
    assert english_refusals('def f(d):\n    return f"grid:{d[0]},{d[1]}"\n') == []

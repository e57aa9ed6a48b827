"""Zoo Architect refusals in the player's language (issue 13): `apply` raises IllegalAction with
the `architect.refuse.*` message of the current language, without rule ids such as "(ZA-BLD-3)";
and no English refusal sentence is left as a literal in rules.py or effects.py."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from refusal_scan import english_refusals, is_catalog_call

from zoo_desktop import i18n
from zoo_desktop.engine.core import GameConfig, IllegalAction
from zoo_desktop.games.architect import effects, rules
from zoo_desktop.games.architect.association import AssocTask
from zoo_desktop.games.architect.rules import Build, Choose, PlayAnimal, UseCard, XAction, ZooArchitect


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def game(seed=7, **opt):
    opt.setdefault("start_seat", 0)
    g = ZooArchitect(GameConfig.make(2, **opt), seed)
    while g.pending is not None and g.pending.kind == "keep":
        g.apply(g.legal_actions(g.pending.player)[0])
    return g


def slots(g, p, order):
    g.pl[p].slots = list(order)
    g.invalidate()


def build_turn(**opt):
    g = game(**opt)
    slots(g, 0, ["animals", "cards", "build", "association", "sponsors"])
    g.apply(UseCard(0, "build"))
    assert g.pending.kind == "build"
    return g


def not_yours():
    return game(), UseCard(1, "animals")


def x_few():
    g = game()
    g.pl[0].x = 0
    return g, UseCard(0, "build", 3)


def x_five():
    g = game()
    g.pl[0].x = 5
    g.invalidate()
    return g, XAction(0, "build")


def build_in_turn():
    return game(), Build(0, "enc1", 0, 2, 0)


def edge():
    return build_turn(), Build(0, "enc1", 2, 2, 0)


def no_building():
    return build_turn(), Build(0, "castle", 0, 2, 0)


def pay_animal():
    g = game()
    pl = g.pl[0]
    g.discard += pl.hand
    pl.hand, pl.money = ["A001"], 3          # Okapi costs 13
    bid = g.place_building(0, "enc3", *next((pc.col, pc.row, pc.rot) for pc in rules.H.DEFAULT.placements["enc3"]))
    slots(g, 0, ["build", "cards", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    return g, PlayAnimal(0, "A001", bid)


def not_animal():
    g = game()
    g.discard += g.pl[0].hand
    g.pl[0].hand = ["S011"]
    slots(g, 0, ["build", "cards", "association", "sponsors", "animals"])
    g.apply(UseCard(0, "animals"))
    return g, PlayAnimal(0, "S011", "")


def dept_full():
    g = game()
    g.pl[0].workers, g.pl[0].placed = 4, {"reputation": 3}
    g.stack.append(AssocTask(0, budget=5, upgraded=False, used=()))
    g.invalidate()
    return g, Choose(0, "dept", "reputation")


CASES = [  # (position and illegal action, expected message key, its placeholders; "=q": seat q's name)
    (not_yours, "rules.not_your_turn", {"player": "=0"}),   # names the seat that decides
    (x_few, "x_few", {}),
    (x_five, "x_five", {}),
    (build_in_turn, "not_legal", {"kind": "architect.what.turn"}),
    (edge, "edge", {}),
    (no_building, "no_building", {"kind": "castle"}),
    (pay_animal, "pay_animal", {}),
    (not_animal, "not_animal", {}),
    (dept_full, "dept_full", {}),
]


@pytest.mark.parametrize("make, key, kw", CASES, ids=[c[1] for c in CASES])
def test_refusal_in_ukrainian_without_rule_ids(make, key, kw):
    i18n.set_language("uk")
    g, bad = make()
    fp = g.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        g.apply(bad)
    uk = str(exc.value)
    assert g.fingerprint() == fp
    kw = {k: (i18n.t(v) if v.startswith("architect.") else g.seat_name(int(v[1:])) if v.startswith("=") else v)
          for k, v in kw.items()}
    assert uk == i18n.t(key if "." in key else f"architect.refuse.{key}", **kw)
    assert g.why_illegal(bad) == uk
    i18n.set_language("en")
    en = g.why_illegal(bad)
    assert en and uk != en, (uk, en)
    assert "(ZA-" not in uk and "(ZA-" not in en
    assert "{" not in uk and "{" not in en      # every placeholder filled
    assert any("\u0400" <= ch <= "\u04ff" for ch in uk), uk    # Cyrillic: really Ukrainian


def test_at_least_six_different_refusals_checked():
    assert len({key for _, key, _ in CASES}) >= 6


def test_placement_and_card_errors_follow_the_language():
    """The table's query API (ghost and greyed cards) speaks the same language."""
    i18n.set_language("uk")
    g = build_turn()
    assert g.placement_error(0, "enc1", 2, 2, 0) == i18n.t("architect.refuse.edge")
    i18n.set_language("pt")
    assert g.placement_error(0, "enc1", 2, 2, 0) == i18n.t("architect.refuse.edge") != \
        i18n.catalog().table("en")["architect.refuse.edge"]
    i18n.set_language("hu")
    g2, _ = not_animal()
    assert g2.card_error(0, "S011") == i18n.t("architect.refuse.not_animal")


# ----------------------------------------------------------------------------- static scan
def test_the_scan_finds_english_refusals():
    src = '''
from zoo_desktop import i18n
_NOPE = "That enclosure does not suit this animal."
def f(a, t):
    if a:
        return "You cannot play an animal now."
    if t:
        return a or f"There is no building called {t} here."
    if a == 2:
        raise IllegalAction("Each building must be of a different kind.")
    if a == 3:
        return _NOPE
    if a == 4:
        return i18n.t("architect.refuse.not_legal", kind=t)
    return t("architect.refuse.over") or "ok"
'''
    assert [line for line, _ in english_refusals(src)] == [6, 8, 10, 3]


@pytest.mark.parametrize("module", [rules, effects, *rules.CHAPTERS],
                         ids=["rules", "effects", *(m.__name__.rsplit(".", 1)[1] for m in rules.CHAPTERS)])
def test_no_english_refusal_literal_left(module):
    src = Path(module.__file__).read_text(encoding="utf-8")
    assert english_refusals(src) == []
    assert "(ZA-" not in "".join(i18n.catalog().table("en")[k] for k in i18n.catalog().table("en")
                                 if k.startswith("architect.refuse."))


def test_every_refusal_key_in_the_code_is_in_every_language():
    keys = set()
    for module in (rules, effects, *rules.CHAPTERS):
        for node in ast.walk(ast.parse(Path(module.__file__).read_text(encoding="utf-8"))):
            if is_catalog_call(node) and node.args and isinstance(node.args[0], ast.Constant) \
                    and str(node.args[0].value).startswith("architect.refuse."):
                keys.add(node.args[0].value)
    assert len(keys) >= 40
    for lang in i18n.LANGUAGES:
        table = i18n.catalog().table(lang)
        assert not keys - set(table), (lang, sorted(keys - set(table)))

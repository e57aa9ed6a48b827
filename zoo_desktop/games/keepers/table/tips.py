"""The Species Keepers table's tooltips: what is under the pointer (a button, a species, the
deck, the bag, a pile, a player's header, keeper, saved species or quarantine area), in
words. Functions of the table (passed in: they read its view, geometry, legal actions and
refusals) or of what they describe."""
from __future__ import annotations

from zoo_desktop.i18n import t, with_you
from zoo_desktop.ui.widgets import inside

from ..cards import CONTENT, KEEPERS, OBJECTIVES, SPECIES
from ..components import MAX_HELD
from ..rules import Save
from .art import keeper_goal, keeper_name, species_name
from .labels import area_name, count_text, pay_text
from .layout import BAG_RECT, DECK_RECT, PEND_RECT, pile_rect, slot_rect, slot_visible_rect


def tip_at(table, dpos) -> str:
    """The tooltip for what is under the pointer (design units), or ''."""
    v = table.sview()
    for b in table.buttons:
        if b.tip and b.visible and inside(b.rect, dpos):
            return b.tip
    pend = v["pending"]
    if pend and inside(PEND_RECT, dpos) and pend.get("card"):
        return species_tip(table, pend["card"])
    for c, col in enumerate(v["grid"]):
        if col[0] is not None and col[0]["card"] and inside(slot_rect(c, 0), dpos):
            return species_tip(table, col[0]["card"])
        for r in (1, 2):
            if col[r] is not None and inside(slot_visible_rect(c, r), dpos):
                return t("keepers.tip.blind")
    if inside(DECK_RECT, dpos):
        return t("keepers.tip.deck", n=v["deck"])
    if inside(BAG_RECT, dpos):
        cols = v["bag"]["colours"]
        extra = t("keepers.tip.bag.colours", what=count_text(cols)) if cols else t("keepers.tip.bag.hidden")
        return t("keepers.tip.bag", n=v["bag"]["total"]) + "\n" + extra
    for i in range(4):
        if inside(pile_rect(i), dpos):
            pl = v["piles"][i]
            text = t("keepers.tip.pile", pile=i + 1, n=pl["size"], level=pl["top_level"] or "-")
            if pl["known"]:
                text += "\n" + t("keepers.tip.pile.known", keepers=", ".join(keeper_name(k) for k in pl["known"]))
            return text
    for p, geo in table.geo.items():
        mat = v["mats"][p]
        if inside(geo["head"], dpos):
            return player_tip(table, p, v)
        for h, hv in enumerate(geo["houses"]):
            house = mat["houses"][h]
            if inside(hv["keeper"], dpos):
                return keeper_tip(house["keeper"], len(house["species"]), house["origin"]) if house \
                    else t("keepers.tip.house_empty", house=h + 1)
            for j, r in enumerate(hv["species"]):
                if house and j < len(house["species"]) and inside(r, dpos):
                    return species_tip(table, house["species"][j])
        for a, rect in geo["areas"].items():
            if inside(rect, dpos):
                card = mat["quarantine"][a]
                head = t("keepers.tip.area", area=area_name(a))
                return head + ("\n\n" + species_tip(table, card) if card else "")
    return ""


def species_tip(table, card: str) -> str:
    """A species: its codes in words, where it lives, its cost and VP, which of the viewer's
    keepers take it (and why it cannot be saved now)."""
    sp = SPECIES[card]
    lines = [species_name(card),
             t("keepers.tip.species.kind", cls=t(f"keepers.class.{sp.cls}"), diet=t(f"keepers.diet.{sp.diet}"),
               status=t(f"keepers.status.{sp.status}"), code=sp.status),
             t("keepers.tip.species.where", habitats=", ".join(t(f"keepers.habitat.{h}") for h in sp.habitats),
               continents=", ".join(t(f"keepers.continent.{c}") for c in sp.continents)),
             t("keepers.tip.species.cost", cost=pay_text(card, 0, 0), vp=sp.vp)]
    if table.viewer is not None:
        g = table.session.game
        mat = g.mats[table.viewer]
        houses = [h for h in range(len(mat.houses.slots)) if g.keeper_takes(table.viewer, h, card)]  # SK-SAVE-02/06
        ks = [keeper_name(mat.houses.slots[h].anchor) for h in houses]
        lines.append(t("keepers.tip.species.takes", keepers=", ".join(ks)) if ks else t("keepers.tip.species.none"))
        if houses and table.me_acting() and not any(isinstance(a, Save) and a.card == card for a in table.legal()):
            lines.append(table.why_save(card, houses[0]) or "")
    return "\n".join(lines)


def keeper_tip(k: str, n: int, origin) -> str:
    kp = KEEPERS[k]
    text = t("keepers.tip.keeper", name=keeper_name(k), level=kp.level, goal=keeper_goal(k), n=n)
    text += "\n" + (t("keepers.tip.keeper.origin", pile=origin + 1) if origin is not None
                    else t("keepers.tip.keeper.start"))
    return text


def player_tip(table, p: int, v: dict) -> str:
    mat = v["mats"][p]
    names = table.names
    res = mat["resources"]
    lines = [(with_you(names[p], "keepers.ui.you") if p == table.viewer else names[p]),
             t("keepers.tip.resources", g=res["G"], r=res["R"], w=res["W"], held=mat["held"], max=MAX_HELD),
             t("keepers.tip.saved", n=mat["saved"], goal=v["options"]["end_goal"], q=mat["quarantined"])]
    if scores_visible(v):
        s = mat["score"]
        lines.append(t("keepers.tip.score", total=s["total"], species=s["species"], keepers=s["keepers"],
                       penalty=s["quarantine"]))
    if mat["objective"]:
        lines.append(objective_tip(mat["objective"], mat["keeper_total"]))
    return "\n".join(lines)


def objective_tip(obj: str, total: int) -> str:
    o = OBJECTIVES[obj]
    band = CONTENT.band_for(total)
    lines = [t("keepers.tip.objective", name=t(f"keepers.card.{obj}"), total=total)]
    for b in CONTENT.bands:
        mark = "> " if band is not None and b.band == band.band else "   "
        lines.append(mark + t(f"keepers.band.{b.band}") + ": " + t(f"keepers.goal.{o.design}.{b.band}"))
    return "\n".join(lines)


def scores_visible(v: dict) -> bool:
    return bool(v["options"]["live_scores"] or v["over"])

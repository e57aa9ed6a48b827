"""The words of the Species Keepers table: an action as a sentence (the dialogs), the prompt
line, the log's sentence for each event, costs and counts, and the results screen's score
breakdown. Functions of what they put into words (the live game, the seats' names, who
reads them)."""
from __future__ import annotations

from zoo_desktop.engine.core import Action, Event
from zoo_desktop.i18n import has, t, tn, tv

from ..cards import KEEPERS, OBJECTIVES, SPECIES
from ..components import AREAS, cost_paid
from ..rules import (ChooseArea, Collect, Dismiss, EndTurn, Fund, Hire, Move, NewObjective, Peek, Renew, Replace,
                     Return, Save, Send)
from .art import cost_parts, keeper_name, species_name


def pay_text(card: str, a: int, b: int) -> str:
    g, r, w = cost_paid(card, a, b)
    parts = [f"{n} {c}" for c, n in cost_parts(g, r, w)]
    return " + ".join(parts) if parts else t("keepers.ui.free")


def area_name(a: str) -> str:
    return t(f"keepers.area.{a}")


def count_text(counts: dict) -> str:
    parts = [f"{n} {c}" for c, n in counts.items() if n]
    return ", ".join(parts) if parts else "0"


def card_name(card_id: str) -> str:
    if card_id in SPECIES:
        return species_name(card_id)
    if card_id in KEEPERS:
        return keeper_name(card_id)
    if card_id in OBJECTIVES:
        return t(f"keepers.card.{card_id}")
    return card_id


def top_level(g, pile: int):
    """Pile `pile`'s top level as shown in a label, '-' when it is empty."""
    level = g.top_keeper_level(pile)
    return "-" if level is None else level


def action_label(g, a: Action, names, viewer: int | None) -> str:
    """A readable sentence for a legal action (dialogs): `g` the live game, `names` the
    seats' names, `viewer` who reads it."""
    if isinstance(a, Fund):
        return t("keepers.label.fund", n=a.n, back=2 * a.n)
    if isinstance(a, Return):
        return t("keepers.label.return", what=count_text({"G": a.g, "R": a.r, "W": a.w}))
    if isinstance(a, Renew):
        return t("keepers.label.renew")
    if isinstance(a, Hire):
        h = g.mats[a.player].houses.lowest_empty()
        return t("keepers.label.hire", pile=a.pile + 1, level=top_level(g, a.pile), house=(h or 0) + 1)
    if isinstance(a, Replace):
        k = g.mats[a.player].houses[a.house].anchor
        return t("keepers.label.replace", keeper=keeper_name(k), house=a.house + 1, pile=a.pile + 1,
                 level=top_level(g, a.pile))
    if isinstance(a, Dismiss):
        h = g.mats[a.player].houses[a.house]
        pile = h.tag if h.tag is not None else a.pile
        return t("keepers.label.dismiss", keeper=keeper_name(h.anchor), pile=pile + 1)
    if isinstance(a, Save):
        k = g.mats[a.player].houses[a.house].anchor
        return t("keepers.label.save", card=species_name(a.card), keeper=keeper_name(k), house=a.house + 1,
                 pay=pay_text(a.card, a.a, a.b))
    if isinstance(a, Send):
        return t("keepers.label.send", card=species_name(a.card), target=names[a.target])
    if isinstance(a, ChooseArea):
        return t("keepers.label.area", area=area_name(a.area))
    if isinstance(a, Move):
        card = species_name(a.card) if g.phase != "peek" or viewer == g.current else "?"
        if a.to == "discard":
            return t("keepers.label.discard", card=card)
        return t("keepers.label.quarantine", card=card, area=area_name(a.to))
    if isinstance(a, Peek):
        return t("keepers.label.peek", col=a.col + 1)
    if isinstance(a, Collect):
        return t("keepers.label.collect", n=g.collect_count(a.player))
    if isinstance(a, NewObjective):
        return t("keepers.label.new_objective")
    if isinstance(a, EndTurn):
        return t("keepers.action.end_turn.pass") if g.main is None else t("keepers.action.end_turn")
    return a.kind


def prompt_text(g, viewer: int | None, names, bots) -> str:
    """The line over the grid: what the viewer is to do, or who is thinking (`bots`: the
    seats bots play)."""
    d = g.decision()
    if g.is_over:
        return t("table.over")
    if viewer is not None and viewer in d.players:
        key = "keepers.ui.prompt." + d.prompt.rsplit(".", 1)[-1]
        args = {"count": d.args.get("count", 0), "card": species_name(d.args["card"]) if "card" in d.args else "",
                "by": names[d.args["by"]] if "by" in d.args else ""}
        if has(key):
            return t(key, **args)
        return t(d.prompt, **prompt_args(d, names))
    if d.players:
        p = d.players[0]
        return t("table.thinking" if p in bots else "table.waiting", player=names[p])
    return ""


def prompt_args(d, names) -> dict:
    """A decision's arguments as a sentence names them (seats by name, species by name)."""
    out = {}
    for k, v in d.args.items():
        if k in ("player", "by") and isinstance(v, int):
            out[k] = names[v]
        elif k == "card" and isinstance(v, str):
            out[k] = species_name(v)
        else:
            out[k] = v
    return out


def event_text(e: Event, names, final_round: bool, subject_is_viewer) -> str:
    """An event as a log line (`subject_is_viewer(e)`: whether it speaks to the reader as
    'you')."""
    k = e.kind
    d = e.data

    def nm(q):
        return names[q] if isinstance(q, int) and 0 <= q < len(names) else "?"
    args = {"player": nm(d.get("player")), "target": nm(d.get("target")),
            "card": species_name(d["card"]) if d.get("card") in SPECIES else t("keepers.ui.a_card"),
            "keeper": keeper_name(d["keeper"]) if d.get("keeper") in KEEPERS else "",
            "old": keeper_name(d["old"]) if d.get("old") in KEEPERS else "",
            "area": area_name(d["area"]) if d.get("area") in AREAS else "",
            "pile": (d["pile"] + 1) if isinstance(d.get("pile"), int) else "",
            "level": d.get("level", ""), "n": d.get("n", ""), "count": d.get("count", ""),
            "saved": d.get("saved", ""), "goal": d.get("goal", ""), "turn": d.get("turn", "")}
    if "drawn" in d:
        args["drawn"] = ", ".join(d["drawn"]) or "0"
    for key in ("returned", "paid"):
        if key in d:
            args["what" if key == "returned" else "paid"] = count_text(d[key])
    key = f"keepers.log.{k}"
    if k == "hire" and d.get("start"):
        key = "keepers.log.hire.start"
    elif k == "move":
        if "card" not in d:
            key = "keepers.event.move.blind"
        elif d.get("to") == "deck":
            key = "keepers.event.move.discard"
        else:
            key = "keepers.log.move.quarantine"
    elif k == "return" and d.get("reason") == "white_limit":
        key = "keepers.log.return.white_limit"
    elif k == "trigger" and final_round:
        key = "keepers.event.trigger.final"
    elif k == "renew" and d.get("auto"):
        key = "keepers.log.renew.auto"
    elif k == "peek" and "card" in d:
        key = "keepers.log.peek.mine"
    elif k == "game_over":
        ranking = d.get("ranking") or []
        winners = d.get("winners") or []
        return t("keepers.log.game_over", winners=", ".join(nm(q) for q in winners),
                 scores=", ".join(f"{nm(q)} {d['scores'][q]}" for q in ranking))
    if not has(key):
        key = f"keepers.event.{k}"
    if not has(key):
        return ""
    return tv(key, subject_is_viewer(e), **args)


def result_lines(game, p: int) -> list[str]:
    """The score breakdown (SK-SCORE-03) for the results screen: per keeper its species
    with their VP and the level bonus when complete, the quarantine penalty, the
    objective, the total."""
    parts = game.score_parts(p)
    out = []
    for h in game.mats[p].houses.slots:
        if h.anchor is None:
            continue
        kp = KEEPERS[h.anchor]
        sp = ", ".join(f"{species_name(c)} {SPECIES[c].vp}" for c in h.cards) or "-"
        bonus = kp.level if len(h.cards) == 3 else 0
        out.append(t("keepers.result.keeper", keeper=keeper_name(h.anchor), level=kp.level, n=len(h.cards),
                     species=sp, bonus=bonus, vp=sum(SPECIES[c].vp for c in h.cards) + bonus))
    quar = [c for c in game.mats[p].areas.cards()]
    if quar:
        out.append(t("keepers.result.quarantine_line", species=", ".join(species_name(c) for c in quar),
                     vp=parts["quarantine"]))
    if parts.get("objective") is not None:
        out.append(t("keepers.result.objective_line", n=parts["objective"]))
    out.append(t("keepers.result.total", species=parts["species"], keepers=parts["keepers"],
                 penalty=parts["quarantine"], total=parts["total"]))
    return out


def result_detail(game, p: int) -> str:
    parts = game.score_parts(p)
    complete = sum(1 for h in game.mats[p].houses.slots if h.anchor is not None and len(h.cards) == 3)
    text = t("keepers.result", saved=tn("keepers.result.saved", game.saved(p)),
             complete=tn("keepers.result.complete", complete),
             quarantined=tn("keepers.result.quarantined", game.quarantined(p)),
             species=parts["species"], keepers=parts["keepers"], penalty=parts["quarantine"])
    if parts.get("objective") is not None:
        text += " · " + t("keepers.result.objective", n=parts["objective"])
    return text

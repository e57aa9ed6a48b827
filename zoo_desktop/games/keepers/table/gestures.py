"""The Species Keepers table's mouse: what is under the pointer (`item_at`), pressing, dragging
and dropping (`table_event`, `targets_for`, `dropped`: a species onto a keeper, an area, the
deck or an opponent, a pile onto a house, a keeper onto a pile), clicks (`clicked`: the list
of what can be done with a thing) and the actions these make; and the other way round, where
to press and drop for an action (`click_point`, `drop_point`: the UI tests and the hint glow
use them). Functions of the table, which is passed in: they read its view, geometry and legal
actions and act through `table.act`, `table.choose` and `table.refuse`."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui.widgets import DropTarget, centre, inside

from ..rules import ChooseArea, Collect, Dismiss, EndTurn, Fund, Hire, Move, NewObjective, Peek, Renew, Replace, Save, Send
from .art import keeper_back, keeper_name, species_back, species_face, species_name
from .layout import BAG_RECT, CH, CW, DECK_RECT, PEND_RECT, PILE_H, PILE_W, pile_rect, slot_rect, slot_visible_rect


def item_at(table, dpos):
    """(item, image, origin rect) of the draggable thing under the pointer, or None."""
    vp = table.app.vp
    v = table.sview()
    cb = table.app.palette.colour_blind
    if table.viewer is not None:
        pend = v["pending"]
        if pend and pend.get("card") and inside(PEND_RECT, dpos) and \
                ((pend["kind"] == "peek" and pend["player"] == table.viewer) or
                 (pend["kind"] == "area" and pend["player"] == table.viewer)):
            return ("pending", pend["card"]), species_face(pend["card"], vp.n(CW), vp.n(CH), cb), PEND_RECT
    for c, col in enumerate(v["grid"]):
        cell = col[0]
        if cell is not None and cell["card"] and inside(slot_rect(c, 0), dpos):
            return ("grid", cell["card"]), species_face(cell["card"], vp.n(CW), vp.n(CH), cb), slot_rect(c, 0)
        for r in (1, 2):
            if col[r] is not None and inside(slot_visible_rect(c, r), dpos):
                first = next((rr for rr in range(1, 3) if col[rr] is not None), r)
                return ("blind", c), species_back(vp.n(CW), vp.n(CH)), slot_rect(c, first)
    for i in range(4):
        if inside(pile_rect(i), dpos) and v["piles"][i]["size"]:
            return ("pile", i), keeper_back(v["piles"][i]["top_level"], vp.n(PILE_W), vp.n(PILE_H)), pile_rect(i)
    if table.viewer is None:
        return None
    geo = table.geo[table.me]
    mat = v["mats"][table.me]
    for a, rect in geo["area_tiles"].items():
        card = mat["quarantine"][a]
        if card and inside(geo["areas"][a], dpos):
            return ("quar", card), table.tile(card, rect), rect
    for h, hv in enumerate(geo["houses"]):
        house = mat["houses"][h]
        if house and inside(hv["keeper"], dpos):
            r = hv["keeper"]
            return ("keeper", h), table.ktile(house["keeper"], r, len(house["species"])), r
    return None


def table_event(table, ev, dpos) -> bool:
    if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
        if not table.idle() or table.viewer is None:
            return False
        g = table.session.game
        # the receiver of a sent species clicks an area
        if g.phase == "area" and table.me_acting():
            for a, rect in table.geo[table.me]["areas"].items():
                if inside(rect, dpos):
                    table.act(ChooseArea(table.viewer, a))
                    return True
        hit = item_at(table, dpos)
        if hit is not None:
            item, img, origin = hit
            table.drag.targets = targets_for(table, item)
            table.drag.start(item, img, origin, dpos)
            return True
        if inside(BAG_RECT, dpos):
            table.do_collect()
            return True
    elif ev.type == pygame.MOUSEMOTION:
        table.drag.move(dpos)
        table.update_tooltip(dpos)
    elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and table.drag.drag is not None:
        table.drag.release(dpos)
        return True
    return False


def targets_for(table, item) -> list[DropTarget]:
    kind = item[0]
    me = table.me
    geo = table.geo[me]
    out: list[DropTarget] = []
    if kind in ("grid", "quar", "pending"):
        g = table.session.game
        area_choice = kind == "pending" and g.phase == "area"
        if not area_choice and not (kind == "pending" and g.phase == "peek"):
            for h, hv in enumerate(geo["houses"]):
                out.append(DropTarget(f"house:{h}", hv["rect"], lambda it, h=h: why_save(table, it[1], h)))
        if kind != "quar":
            for a, rect in geo["areas"].items():
                out.append(DropTarget(f"area:{a}", rect, lambda it, a=a: why_area(table, it, a)))
        if kind in ("grid",) or (kind == "pending" and g.phase == "peek"):
            out.append(DropTarget("deck", DECK_RECT, lambda it: table.why(Move(table.viewer, it[1], "discard"))))
        if kind == "grid":
            for q in table.others:
                out.append(DropTarget(f"send:{q}", table.mat_rects[q],
                                      lambda it, q=q: table.why(Send(table.viewer, it[1], q))))
    elif kind == "pile":
        for h, hv in enumerate(geo["houses"]):
            out.append(DropTarget(f"house:{h}", hv["rect"], lambda it, h=h: why_pile_house(table, it[1], h)))
    elif kind == "keeper":
        for i in range(4):
            out.append(DropTarget(f"pile:{i}", pile_rect(i), lambda it, i=i: why_dismiss(table, it[1], i)))
    return out


def why_save(table, card: str, h: int) -> str | None:
    if any(isinstance(a, Save) and a.card == card and a.house == h for a in table.legal()):
        return None
    return table.why(Save(table.viewer if table.viewer is not None else 0, card, h))


def why_area(table, item, area: str) -> str | None:
    g = table.session.game
    p = table.viewer if table.viewer is not None else 0
    if item[0] == "pending" and g.phase == "area":
        return table.why(ChooseArea(p, area))
    return table.why(Move(p, item[1], area))


def why_pile_house(table, pile: int, h: int) -> str | None:
    g = table.session.game
    p = table.viewer if table.viewer is not None else 0
    houses = g.mats[p].houses
    if houses[h].anchor is None:
        low = houses.lowest_empty()
        reason = table.why(Hire(p, pile))
        if reason is None and low != h:
            return t("keepers.refuse.lowest_house", house=(low or 0) + 1)
        return reason
    return table.why(Replace(p, h, pile))


def dismiss_action(table, h: int, pile: int) -> Dismiss:
    p = table.viewer if table.viewer is not None else 0
    tag = table.session.game.mats[p].houses[h].tag
    return Dismiss(p, h, pile if tag is None else -1)


def why_dismiss(table, h: int, pile: int) -> str | None:
    g = table.session.game
    p = table.viewer if table.viewer is not None else 0
    house = g.mats[p].houses[h]
    if house.anchor is not None and house.tag is not None and house.tag != pile:
        reason = table.why(Dismiss(p, h, -1))
        return reason or t("keepers.refuse.own_pile", keeper=keeper_name(house.anchor), pile=house.tag + 1)
    return table.why(dismiss_action(table, h, pile))


def dropped(table, item, target) -> None:
    kind, _, arg = target.name.partition(":")
    p = table.viewer
    if kind == "house" and item[0] in ("grid", "quar", "pending"):
        save_card(table, item[1], int(arg))
    elif kind == "house" and item[0] == "pile":
        h = int(arg)
        if table.session.game.mats[p].houses[h].anchor is None:
            table.act(Hire(p, item[1]))
        else:
            table.act(Replace(p, h, item[1]))
    elif kind == "area":
        if item[0] == "pending" and table.session.game.phase == "area":
            table.act(ChooseArea(p, arg))
        else:
            table.act(Move(p, item[1], arg))
    elif kind == "deck":
        table.act(Move(p, item[1], "discard"))
    elif kind == "send":
        table.act(Send(p, item[1], int(arg)))
    elif kind == "pile":
        table.act(dismiss_action(table, item[1], int(arg)))


def save_card(table, card: str, h: int) -> None:
    opts = [a for a in table.legal() if isinstance(a, Save) and a.card == card and a.house == h]
    if not opts:
        table.refuse(why_save(table, card, h) or t("keepers.refuse.not_now"))
    elif len(opts) == 1:
        table.act(opts[0])
    else:
        opts.sort(key=lambda a: (a.a + a.b, a.a, a.b))
        table.choose(t("keepers.ui.pay_title", card=species_name(card)), t("keepers.ui.pay_body"), opts)


def clicked(table, item) -> None:
    """A click (no drag) on something: list what can be done with it."""
    if table.viewer is None:
        return
    kind = item[0]
    p = table.viewer
    legal = table.legal()
    if kind == "blind":
        table.act(Peek(p, item[1]))
        return
    if kind in ("grid", "quar", "pending"):
        card = item[1]
        g = table.session.game
        acts = [a for a in legal if getattr(a, "card", None) == card]
        if kind == "pending" and g.phase == "area":
            acts = [a for a in legal if isinstance(a, ChooseArea)]
        if not acts:
            houses = [h for h in g.mats[p].houses.occupied()]
            reason = why_save(table, card, houses[0]) if houses else None
            table.refuse(reason or t("keepers.refuse.nothing_with_card"))
            return
        table.choose(species_name(card), t("keepers.ui.card_body"), acts)
    elif kind == "pile":
        acts = [a for a in legal if isinstance(a, (Hire, Replace)) and a.pile == item[1]]
        if not acts:
            table.refuse(table.why(Hire(p, item[1])) or t("keepers.refuse.not_now"))
            return
        table.choose(t("keepers.ui.pile_title", pile=item[1] + 1), t("keepers.ui.pile_body"), acts)
    elif kind == "keeper":
        acts = [a for a in legal if isinstance(a, (Dismiss, Replace)) and a.house == item[1]]
        if not acts:
            table.refuse(table.why(dismiss_action(table, item[1], 0)) or t("keepers.refuse.not_now"))
            return
        k = table.session.game.mats[p].houses[item[1]].anchor
        table.choose(keeper_name(k), t("keepers.ui.keeper_body"), acts)


def click_point(table, action) -> tuple | None:
    """Where to press (design units) to start `action`: the thing to drag or click, or
    its button. With `drop_point`, UI tests and the hint glow use this."""
    g = table.session.game
    button = {Fund: "fund", Collect: "collect", Renew: "renew", EndTurn: "end_turn",
              NewObjective: "new_objective"}.get(type(action))
    if button:
        b = table.button(button)
        return centre(b.rect) if b else None
    if isinstance(action, (Save, Move, Send)):
        return card_point(table, action.card)
    if isinstance(action, ChooseArea):
        return centre(table.geo[table.me]["areas"][action.area])
    if isinstance(action, Peek):
        r = g.grid.first_face_down(action.col)
        return centre(slot_visible_rect(action.col, r if r is not None else 1))
    if isinstance(action, (Hire, Replace)):
        return centre(pile_rect(action.pile))
    if isinstance(action, Dismiss):
        return centre(table.geo[table.me]["houses"][action.house]["keeper"])
    return None


def card_point(table, card: str) -> tuple | None:
    src = live_card_source(table, card)
    g = table.session.game
    if src == "grid":
        c = next(c for c, x in g.available() if x == card)
        return centre(slot_rect(c, 0))
    if src == "quar":
        a = g.mats[table.viewer].areas.where(card)
        return centre(table.geo[table.me]["areas"][a])
    if src == "pending":
        return centre(PEND_RECT)
    return None


def drop_point(table, action) -> tuple | None:
    """Where to drop for a drag action (None for click actions)."""
    g = table.session.game
    geo = table.geo[table.me]
    if isinstance(action, Save):
        return centre(geo["houses"][action.house]["rect"])
    if isinstance(action, Move):
        return centre(DECK_RECT) if action.to == "discard" else centre(geo["areas"][action.to])
    if isinstance(action, Send):
        return centre(table.mat_rects[action.target])
    if isinstance(action, Hire):
        h = g.mats[action.player].houses.lowest_empty()
        return centre(geo["houses"][h if h is not None else 0]["rect"])
    if isinstance(action, Replace):
        return centre(geo["houses"][action.house]["rect"])
    if isinstance(action, Dismiss):
        tag = g.mats[action.player].houses[action.house].tag
        return centre(pile_rect(tag if tag is not None else action.pile))
    return None


def rect_at(table, action, pt) -> tuple:
    """The rect around a click or drop point, for the hint glow."""
    candidates = [b.rect for b in table.buttons if b.visible] + [slot_rect(c, 0) for c in range(4)] + \
        [pile_rect(i) for i in range(4)] + [DECK_RECT, BAG_RECT, PEND_RECT] + \
        [hv["rect"] for hv in table.geo[table.me]["houses"]] + list(table.geo[table.me]["areas"].values()) + \
        [slot_visible_rect(c, r) for c in range(4) for r in (1, 2)] + \
        [table.mat_rects[q] for q in table.others]
    for r in candidates:
        if inside(r, pt):
            return r
    return (pt[0] - 40, pt[1] - 40, 80, 80)


def live_card_source(table, card: str) -> str | None:
    """Where a species is now for the viewer: 'grid', 'quar' (own quarantine), 'pending'."""
    g = table.session.game
    if any(x == card for _, x in g.available()):
        return "grid"
    if table.viewer is not None and card in g.mats[table.viewer].areas.cards():
        return "quar"
    if g.pending_card() == card:
        return "pending"
    return None

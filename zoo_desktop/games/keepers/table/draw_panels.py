"""Drawing the Species Keepers side panels and marks: the turn panel (whose turn, the end
goal or trigger, the main action and moves, the bag's banner), the spot of a species looked
at or sent (with its caption and pulsing ring), the refusal shown by the pointer while
dragging, and the glows of the areas a species may take and of the hint. Functions of the
table (passed in) and the shown view."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import pulse
from zoo_desktop.ui.widgets import inside

from .art import fit_text, species_back, species_face
from .gestures import click_point, drop_point, rect_at
from .layout import CH, CW, DECK_RECT, INFO_RECT, PEND_RECT


def draw_info(table, surf, v) -> None:
    vp = table.app.vp
    r = vp.rect(INFO_RECT)
    surf.blit(gfx.translucent(r.size, (0, 0, 0, 60)), r)
    x, y = INFO_RECT[0] + 10, INFO_RECT[1] + 6
    light = (235, 240, 230)
    names = table.names
    ts = v["turn_state"]
    lines = [(t("keepers.ui.turn", n=v["turn"], player=names[v["current"]]), True, light)]
    if v["end_trigger"] is not None:       # the game-end trigger comes first
        who = names[v["end_trigger"]]
        key = "keepers.ui.trigger.final" if v["options"]["final_round"] and v["final_left"] else "keepers.ui.trigger"
        lines.append((t(key, player=who, n=len(v["final_left"])), True, gfx.Palette.accent))
    else:
        lines.append((t("keepers.ui.goal", goal=v["options"]["end_goal"]), False, (210, 225, 215)))
    if v["phase"] != "over":
        main = ts["main"]
        lines.append((t("keepers.ui.main_done", what=t(f"keepers.ui.main.{main}")) if main
                      else t("keepers.ui.main_open"), False, light))
        if main == "move":
            lines.append((t("keepers.ui.moves", n=ts["moves"]), False, light))
        if ts["can_renew"]:
            lines.append((t("keepers.ui.renew_ok"), False, (170, 240, 180)))
    banner = table.banner[0] if table.banner and table.app.now() < table.banner[1] else None
    width = vp.n(INFO_RECT[2] - 20)
    bottom = INFO_RECT[1] + INFO_RECT[3] - 4

    def height(p):   # design units the lines take at p pixels
        return sum(3 + len(gfx.wrap(tx, p, width, b)[:2]) * max(23, gfx.font(p, b).get_linesize() / vp.s)
                   for tx, b, _ in lines)
    px = max(vp.n(19), gfx.text_floor())   # shrink (to the readable size) when the text floor is large
    while px > gfx.READABLE_PX and height(gfx.FitPx(px)) > bottom - y:
        px -= 1
    px = gfx.FitPx(px)
    for i, (text, bold, col) in enumerate(lines):
        if i == 0 and banner:
            text, fpx = fit_text(banner, px, width, True)
            img = gfx.text(text, fpx, gfx.Palette.ink, True, width=width)
            rr = img.get_rect(topleft=vp.p(x, y)).inflate(vp.n(10), vp.n(4))
            gfx.shadowed(surf, rr, (255, 248, 220), vp.n(8), vp.n(2))
            surf.blit(img, img.get_rect(center=rr.center))
            y += 26
            continue
        step = max(23, gfx.font(px, bold).get_linesize() / vp.s)   # the text floor may be taller
        for sub in gfx.wrap(text, px, width, bold)[:2]:
            if y + step - 1 > bottom:
                gfx.note_cut(1, surf, r)
                return
            sub, fpx = fit_text(sub, px, width, bold)
            gfx.blit_text(surf, sub, fpx, col, vp.p(x, y), bold=bold)
            y += step
        y += 3


def draw_pending(table, surf, v, hide) -> None:
    vp = table.app.vp
    pend = v["pending"]
    if not pend or pend["kind"] not in ("peek", "area") or "pending" in hide:
        return
    card = pend.get("card")
    if card and card in hide:
        return
    names = table.names
    if pend["kind"] == "peek":
        cap = t("keepers.ui.peeked") if pend["player"] == table.viewer else \
            t("keepers.ui.peeking", player=names[pend["player"]])
    else:
        cap = t("keepers.ui.sent", player=names[pend["player"]], by=names[pend["by"]])
    for i, line in enumerate(gfx.wrap(cap, vp.n(18), vp.n(170), True)[:2]):
        gfx.blit_text(surf, line, vp.n(18), gfx.Palette.accent, vp.p(PEND_RECT[0] + CW / 2, PEND_RECT[1] - 46 + i * 21),
                      "midtop", True)
    if table.drag.dragging(("pending", card)):
        return
    img = species_face(card, vp.n(CW), vp.n(CH), table.app.palette.colour_blind) if card else \
        species_back(vp.n(CW), vp.n(CH))
    surf.blit(img, vp.rect(PEND_RECT))


def draw_pending_ring(table, surf, v, hide) -> None:
    """The ring around a pending card (per frame: it pulses)."""
    pend = v["pending"]
    if not pend or pend["kind"] not in ("peek", "area") or "pending" in hide:
        return
    card = pend.get("card")
    if (card and card in hide) or table.drag.dragging(("pending", card)):
        return
    vp = table.app.vp
    g = pulse(table.app.now())
    pygame.draw.rect(surf, gfx.Palette.accent, vp.rect(PEND_RECT).inflate(vp.n(6 + 4 * g), vp.n(6 + 4 * g)), vp.n(3),
                     border_radius=vp.n(14))


def drag_reason(table) -> str | None:
    """While dragging over a target that refuses the item: the engine's reason."""
    d = table.drag.drag
    if d is None or not d.moved:
        return None
    for tgt in table.drag.targets:
        if inside(tgt.rect, d.pos):
            return tgt.why_not(d.item)
    return None


def draw_drag_reason(table, surf) -> None:
    """While dragging over a target that refuses the item, the engine's reason by the pointer."""
    why = drag_reason(table)
    if why:
        vp = table.app.vp
        x, y = table.drag.drag.pos
        lines = gfx.wrap(why, vp.n(20), vp.n(460))[:3]
        box = vp.r(x + 24, y + 24, 480, 12 + 26 * len(lines))
        if box.right > vp.size[0]:
            box.x -= box.w + vp.n(48)
        pygame.draw.rect(surf, (120, 40, 35), box, border_radius=vp.n(8))
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, vp.n(20), (255, 240, 235), (box.x + vp.n(8), box.y + vp.n(6 + 26 * i)))


def draw_glows(table, surf, now) -> None:
    """The hint (what to press, and where to drop) and the areas a sent species may take."""
    vp = table.app.vp
    g = table.session.game
    gw = vp.n(4 + 4 * pulse(now))
    if g.phase == "peek" and table.me_acting() and table.idle() and not table.drag.drag:
        for a in g.free_areas(table.viewer, g.pending_card()):
            pygame.draw.rect(surf, gfx.Palette.good, vp.rect(table.geo[table.me]["areas"][a]).inflate(2 * gw, 2 * gw), gw,
                             border_radius=vp.n(10))
        pygame.draw.rect(surf, gfx.Palette.good, vp.rect(DECK_RECT).inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(14))
    if g.phase == "area" and table.me_acting() and table.idle():
        for a in g.area_choices():
            pygame.draw.rect(surf, gfx.Palette.good, vp.rect(table.geo[table.me]["areas"][a]).inflate(2 * gw, 2 * gw), gw,
                             border_radius=vp.n(10))
    a = table.hint_action
    if a is None or a not in table.legal():
        return
    for pt in (click_point(table, a), drop_point(table, a)):
        if pt is None:
            continue
        rect = rect_at(table, a, pt)
        pygame.draw.rect(surf, gfx.Palette.accent, vp.rect(rect).inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(14))

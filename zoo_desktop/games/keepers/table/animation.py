"""The Species Keepers table's animations: for each kind of event the rules report, the
pictures that fly (`ANIMATIONS`, one entry per event kind: dealing and renewing the grid, the
columns sliding, keepers hired, replaced and dismissed, species saved, sent, quarantined,
moved and looked at, cubes drawn from and returned to the bag) and the sounds and toasts that
go with them. `animate(table, events)` plays a batch one event after another."""
from __future__ import annotations

import pygame

from zoo_desktop.i18n import t
from zoo_desktop.ui.anim import Tween, ease_in_out

from .art import cube, species_back, species_face
from .layout import BAG_RECT, CH, COLOURS, CW, DECK_RECT, PEND_RECT, lerp_rect, pile_rect, slot_rect


class Batch:
    """One batch of events being animated: the table, the tweens made so far and what the
    events before told the ones after (a card looked at, cards sent)."""

    def __init__(self, table, events):
        self.table = table
        self.events = events
        self.vp = table.app.vp
        self.snd = table.app.sound
        self.cb = table.app.palette.colour_blind
        self.tweens: list[Tween] = []
        self.shown = table.sview()
        self.peeked = False
        self.sent_cards: dict[str, int] = {}

    def face(self, card):
        vp = self.vp
        return species_face(card, vp.n(CW), vp.n(CH), self.cb) if card else species_back(vp.n(CW), vp.n(CH))

    def add(self, img, frm, to, ms, delay, hide=(), kind="fly", flip_from=None, pre=True):
        self.tweens.append(flight(self.vp, img, frm, to, ms, delay, hide, kind, flip_from, pre))
        return delay + ms

    def place(self, place: str) -> tuple:
        return self.table.place_rect(place)


def animate(table, events) -> None:
    """Each event's animation starts when the one before has ended."""
    run = Batch(table, events)
    clock = 0.0
    for e in events:
        play = ANIMATIONS.get(e.kind)
        if play is not None:
            clock = play(run, e, clock)
    if run.tweens:
        table.anim.add(*run.tweens)


# each returns when its animation ends (`clock` when it has none)
def _deal(run: Batch, e, clock: float) -> float:
    """deal / renew: the grid's cards to the deck (renew), then 12 dealt from it."""
    d = e.data
    end = clock
    i = 0
    for c in d.get("cleared", []):
        end = max(end, run.add(run.face(c.get("card")), run.place(c["from"]), DECK_RECT, 260, clock + i * 25,
                               (c["from"],) if not c.get("card") else (c["card"], c["from"]), "renew"))
        i += 1
    start = end
    for i, c in enumerate(d.get("dealt", [])):
        dest = run.place(c["to"])
        end = max(end, run.add(run.face(c.get("card")), DECK_RECT, dest, 240, start + i * 35, (c["to"],), "deal",
                               pre=False))
    run.snd.play("shuffle")
    return end


def _shift(run: Batch, e, clock: float) -> float:
    """The columns slide down at the start of a turn (a card reaching the front turns over)."""
    vp = run.vp
    end = clock
    for s in sorted(e.data["slides"], key=lambda m: -m["from"]):
        frm = slot_rect(s["col"], s["from"])
        to = slot_rect(s["col"], s["to"])
        card = s.get("card")
        img = run.face(card)
        back = species_back(vp.n(CW), vp.n(CH)) if s.get("revealed") else None
        end = max(end, run.add(img, frm, to, 300, clock, (f"grid:{s['col']},{s['from']}",), "shift", back))
    return end


def _keeper(run: Batch, e, clock: float) -> float:
    """hire / replace / dismiss: the old keeper (and its species) out, the new one in."""
    k = e.kind
    d = e.data
    p = d.get("player")
    geo = run.table.geo
    end = clock
    h = d["house"]
    house_r = geo[p]["houses"][h]["keeper"]
    t0 = clock
    if k in ("replace", "dismiss"):
        old = d["old"] if k == "replace" else d["keeper"]
        for j, s in enumerate(d.get("species", [])):
            end = max(end, run.add(run.face(s["card"]), geo[p]["houses"][h]["species"][min(j, 2)], DECK_RECT,
                                   320, t0 + j * 60, (s["card"],), "release"))
        old_img = run.table.ktile(old, house_r, 0)
        end = max(end, run.add(old_img, house_r, pile_rect(d["pile"]), 360, t0, (f"keeper:{p}:{h}",),
                               "keeper_out"))
        t0 = end
    if k in ("hire", "replace"):
        frm = pile_rect(d["pile"]) if d.get("pile") is not None else geo[p]["head"][:2] + (80, 40)
        end = max(end, run.add(run.table.ktile(d["keeper"], house_r, 0), frm, house_r, 380, t0,
                               (f"keeper:{p}:{h}",), "keeper_in", pre=False))
    run.snd.play("play")
    return end


def _save(run: Batch, e, clock: float) -> float:
    """The species under its keeper; the cubes paid to the bag."""
    d = e.data
    p = d.get("player")
    house = run.shown["mats"][p]["houses"][d["house"]]
    j = min(2, len(house["species"]) if house else 0)
    dest = run.table.geo[p]["houses"][d["house"]]["species"][j]
    end = max(clock, run.add(run.face(d["card"]), run.place(d["from"]), dest, 420, clock, (d["card"],), "save"))
    end = max(end, cube_flights(run.vp, run.cb, run.tweens, d.get("paid", {}), run.place(f"player:{p}"), BAG_RECT,
                                clock + 150))
    run.snd.play("play")
    return end


def _send(run: Batch, e, clock: float) -> float:
    """A sent species flies to the area it goes to (when known), else to the pending spot."""
    d = e.data
    run.sent_cards[d["card"]] = d["target"]
    to = next((run.place(x.data["to"]) for x in run.events
               if x.kind == "quarantine" and x.data.get("card") == d["card"]), PEND_RECT)
    end = max(clock, run.add(run.face(d["card"]), run.place(d["from"]), to, 480, clock, (d["card"],), "send"))
    run.snd.play("play")
    return end


def _quarantine(run: Batch, e, clock: float) -> float:
    """A species chosen an area for, from the pending spot (a sent one flew there already)."""
    d = e.data
    if d["card"] in run.sent_cards:
        return clock
    return max(clock, run.add(run.face(d["card"]), PEND_RECT, run.place(d["to"]), 380, clock, (d["card"],),
                              "quarantine"))


def _move(run: Batch, e, clock: float) -> float:
    """A species to the deck or a quarantine area (a blind one from the pending spot unless
    it was just looked at)."""
    d = e.data
    card = d.get("card")
    blind = d.get("blind")
    frm = run.place(d["from"]) if (not blind or run.peeked) else PEND_RECT
    to = DECK_RECT if d["to"] == "deck" else run.place(d["to"])
    hide = (card,) if card else ()
    if blind:
        hide += ("pending", d["from"])
    end = max(clock, run.add(run.face(card), frm, to, 380, clock, hide, "move"))
    run.snd.play("play")
    return end


def _peek(run: Batch, e, clock: float) -> float:
    """A face-down card taken to the pending spot."""
    d = e.data
    run.peeked = True
    end = max(clock, run.add(run.face(d.get("card")), run.place(d["from"]), PEND_RECT, 380, clock,
                             (d["from"],), "peek"))
    run.snd.play("draw")
    return end


def _draw(run: Batch, e, clock: float) -> float:
    """fund_draw / collect: the cubes out of the bag, one by one; their colours by the bag."""
    table = run.table
    d = e.data
    p = d.get("player")
    drawn = d.get("drawn", [])
    end = max(clock, bag_draw(run.vp, run.cb, run.tweens, drawn, table.place_rect(f"player:{p}"), clock))
    table.banner = (t("keepers.ui.drawn", player=table.names[p],
                      what=" ".join(drawn) or "0"), table.app.now() + 2500 + 120 * len(drawn))
    run.snd.play("draw")
    return end


def _return(run: Batch, e, clock: float) -> float:
    d = e.data
    return max(clock, cube_flights(run.vp, run.cb, run.tweens, d.get("returned", {}),
                                   run.place(f"player:{d.get('player')}"), BAG_RECT, clock))


def _too_many(run: Batch, e, clock: float) -> float:
    table = run.table
    if e.data.get("player") == table.viewer:
        table.app.toast.show(t("keepers.ui.too_many", count=e.data["count"]), table.app.now(), 3000, "bad")
    return clock


def _trigger(run: Batch, e, clock: float) -> float:
    table = run.table
    table.app.toast.show(table.event_text(e), table.app.now(), 4500, "good")
    run.snd.play("end")
    return clock


def _turn(run: Batch, e, clock: float) -> float:
    table = run.table
    if e.data.get("player") == table.viewer and table.viewer is not None:
        run.snd.play("turn")
    return clock


ANIMATIONS = {
    "deal": _deal, "renew": _deal, "shift": _shift,
    "hire": _keeper, "replace": _keeper, "dismiss": _keeper,
    "save": _save, "send": _send, "quarantine": _quarantine, "move": _move, "peek": _peek,
    "fund_draw": _draw, "collect": _draw, "return": _return,
    "too_many": _too_many, "trigger": _trigger, "turn": _turn,
}


def flight(vp, img, frm, to, ms, delay, hide=(), kind="fly", flip_from=None, pre=True) -> Tween:
    """One picture moving from rect `frm` to rect `to` after `delay` ms (drawn at `frm`
    before if `pre`, at `to` after, until the whole group ends). `hide` names what the
    drawn state must not show meanwhile (card ids, places)."""
    total = delay + ms
    iw, ih = img.get_size()
    cache: dict = {}

    def draw(surf, tt):
        el = tt * total
        if el < delay and not pre:
            return
        u = ease_in_out(max(0.0, min(1.0, (el - delay) / ms))) if ms > 0 else 1.0
        x, y, w, h = lerp_rect(frm, to, u)
        src = flip_from if (flip_from is not None and u < 0.5) else img
        # keep the picture's aspect inside the moving rect
        scale = min(vp.n(w) / iw, vp.n(h) / ih)
        size = (max(1, int(iw * scale)), max(1, int(ih * scale)))
        key = (id(src), size)
        pic = cache.get(key)
        if pic is None:
            pic = pygame.transform.smoothscale(src, size) if size != src.get_size() else src
            if len(cache) > 64:
                cache.clear()
            cache[key] = pic
        cx, cy = vp.p(x + w / 2, y + h / 2)
        surf.blit(pic, pic.get_rect(center=(cx, cy)))
    return Tween(total, draw=draw, ease=lambda v: v, kind=kind,
                 data={"hide": tuple(hide), "from": frm, "to": to})


def cube_flights(vp, cb, tweens, counts: dict, frm, to, delay: float) -> float:
    """Resource cubes flying from rect `frm` to `to`, one after another (added to `tweens`);
    returns when the last lands."""
    end = delay
    i = 0
    for c in COLOURS:
        for _ in range(counts.get(c, 0)):
            img = cube(c, vp.n(30), cb)
            r0 = (frm[0] + i * 8, frm[1], 30, 30)
            r1 = (to[0] + to[2] / 2 - 15, to[1] + to[3] / 2 - 15, 30, 30)
            tweens.append(flight(vp, img, r0, r1, 320, delay + i * 70, (), "cube", None, False))
            end = max(end, delay + i * 70 + 320)
            i += 1
    return end


def bag_draw(vp, cb, tweens, drawn: list[str], dest, delay: float) -> float:
    """The visible bag draw: each cube pops out of the bag, shows its colour and letter,
    then flies to the player's resources at `dest`."""
    bx, by, bw, bh = BAG_RECT
    end = delay
    for i, c in enumerate(drawn):
        img = cube(c, vp.n(40), cb)
        start = delay + i * 160
        pop = (bx + bw / 2 - 20 + (i - len(drawn) / 2) * 26, by - 46, 40, 40)
        tweens.append(flight(vp, img, (bx + bw / 2 - 10, by + bh / 2, 20, 20), pop, 220, start, (), "bag_draw",
                                  None, False))
        tweens.append(flight(vp, img, pop, (dest[0] + i * 8, dest[1], 30, 30), 360,
                                  start + 220 + 160 * (len(drawn) - i), (), "cube", None, False))
        end = max(end, start + 220 + 160 * (len(drawn) - i) + 360)
    return end

"""The Gorilla table: opponents along the top, piles in the middle, your hand at the bottom,
the log on the right. Drag a card onto the pile (or click it), click the draw pile to draw;
Space (or a click on the pile) slaps a gorilla, G calls 'Gorilla!', C catches."""
from __future__ import annotations

import math

import pygame

from zoo_desktop.engine.names import seat_letter
from zoo_desktop.engine.core import Event
from zoo_desktop.games.gorilla.cards import CARDS
from zoo_desktop.games.gorilla.rules import FALSE_SLAP_LOCK_MS, Call, Catch, Draw, Keep, Play, SlapGate
from zoo_desktop.i18n import has, language, t, with_you

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import Tween, ease_in_out, lerp2, pulse
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.engine.names import seat_name
from zoo_desktop.ui.surfcache import cached
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button, DropTarget, inside, player_panel, seat_glow

KEY_SLAP = pygame.K_SPACE
KEY_CALL = pygame.K_g
KEY_CATCH = pygame.K_c
# with several humans at one screen, each gets a slap key of their own (GO-RT-03)
HOTSEAT_SLAP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_l, pygame.K_a, pygame.K_p)

CW, CH = 150, 214            # card size in design units
DECK_RECT = (470, 330, CW, CH)
PILE_RECT = (720, 330, CW, CH)
HAND_Y = 810
HAND_X0, HAND_X1 = 40, 1460
SHAPES = {"R": "circle", "B": "square", "Y": "triangle", "G": "diamond"}
COLOUR_NAMES = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}
KEY_COVER = pygame.K_TAB     # hot seat: opens the cover (not Space, not a slap key)
FLASH_MS = 600


def tinted(img, colour):
    """The picture in shades of `colour` (the vendored bus is yellow: every bus gets its own
    colour, next to the letter and the shape, so colour is never the only cue)."""
    out = pygame.transform.grayscale(img)
    lift = tuple(min(255, int(c * 1.15)) for c in colour[:3])
    out.fill(lift, special_flags=pygame.BLEND_RGB_MULT)
    return out


def draw_shape(surf, shape: str, colour, centre, r: int) -> None:
    x, y = centre
    if shape == "circle":
        pygame.draw.circle(surf, colour, centre, r)
    elif shape == "square":
        pygame.draw.rect(surf, colour, (x - r, y - r, 2 * r, 2 * r))
    elif shape == "triangle":
        pygame.draw.polygon(surf, colour, [(x, y - r), (x + r, y + r), (x - r, y + r)])
    else:
        pygame.draw.polygon(surf, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    pygame.draw.circle(surf, (255, 255, 255), centre, max(1, r // 4)) if shape == "circle" else None


class CardArt:
    """Card faces and backs rendered once per pixel size (and palette), in the shared
    byte-bounded surface cache (sizes no longer shown are dropped on a resize)."""

    def __init__(self, palette):
        self.palette = palette

    def face(self, card_id: str, w: int, h: int):
        return cached(("gorilla", card_id, w, h, self.palette.colour_blind, language()),
                      lambda: self._face(card_id, w, h))

    def _face(self, card_id: str, w: int, h: int):
        c = CARDS[card_id]
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, w // 10)
        col = self.palette.colour(c.colour) if c.colour else (60, 60, 60)
        bgc = (255, 253, 246) if c.kind != "gorilla" else (238, 232, 222)
        pygame.draw.rect(s, bgc, s.get_rect(), border_radius=rad)
        if c.kind == "joker":
            for i, k in enumerate("RBYG"):
                pygame.draw.rect(s, self.palette.colour(k), (0, i * h // 4, w, h // 4 + 1), 0)
            pygame.draw.rect(s, (255, 253, 246), s.get_rect().inflate(-w // 7, -w // 7), border_radius=rad)
        else:
            pygame.draw.rect(s, col, s.get_rect(), max(3, w // 16), border_radius=rad)
            # bus colour: a bus icon, a letter and a shape (colour never alone)
            bus = tinted(gfx.art("animals", "bus", w // 3), col)
            s.blit(bus, (w - bus.get_width() - w // 14, h - bus.get_height() - h // 40))
            gfx.note_shape(s, bus.get_bounding_rect().move(w - bus.get_width() - w // 14, h - bus.get_height() - h // 40),
                           "bus")   # (text probe: pictures among the texts)
            pygame.draw.rect(s, col, (w // 14, h - h // 6, w // 3, h // 9), border_radius=4)
            draw_shape(s, SHAPES.get(c.colour, "circle"), (255, 255, 255), (w // 14 + h // 18, h - h // 6 + h // 18), max(2, h // 34))
            lx = w // 14 + h // 9   # the letter, between the shape and the bus
            s.blit(gfx.text(t(f"gorilla.colour_letter.{c.colour}"), max(8, h // 12), (255, 255, 255), True,
                            width=w - bus.get_width() - w // 14 - lx), (lx, h - h // 6 - 1))
        pic = gfx.art("animals", c.art, int(w * 0.72))
        at = pic.get_rect(center=(w // 2, int(h * 0.42)))
        s.blit(pic, at)
        gfx.note_shape(s, pic.get_bounding_rect().move(at.topleft), "picture")
        name = t(c.name)
        # shrunk to the card from its size raised to the text floor (a linear shrink under the
        # floor was raised again: 'Rinoceronte' ran past the card at 150 %), never under the
        # readable size; what still does not fit is cut and reported
        name, px = gfx.fit_text(name, max(8, h // 11), int(w * 0.9), True, gfx.READABLE_PX)
        img = gfx.text(name, px, (30, 30, 30), True, width=int(w * 0.9))
        s.blit(img, img.get_rect(midtop=(w // 2, h // 28)))
        if c.kind in ("panther", "monkey", "elephant", "gorilla"):
            icon = {"panther": "megaphone", "monkey": "skip", "elephant": "reverse", "gorilla": "slap"}[c.kind]
            ic = gfx.art("icons", icon, max(8, w // 5))
            s.blit(ic, (w // 14, int(h * 0.62)))
        return s

    def back(self, w: int, h: int):
        return cached(("gorilla", "back", w, h), lambda: self._back(w, h))

    def _back(self, w: int, h: int):
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, w // 10)
        pygame.draw.rect(s, (40, 96, 70), s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, (240, 220, 160), s.get_rect().inflate(-w // 10, -w // 10), max(2, w // 40), border_radius=rad)
        g = gfx.art("animals", "gorilla", int(w * 0.55))
        g.set_alpha(200)
        s.blit(g, g.get_rect(center=(w // 2, h // 2)))
        return s


class GorillaTable(TableBase):
    name = "gorilla-table"
    # hot seat: Space and Return are slap keys, so only Tab or the cover's button opens it
    cover_keys = (KEY_COVER,)
    cover_click_anywhere = False
    cover_hint_key = "gorilla.pass_hint"
    cover_button_key = "gorilla.cover.open"

    # How to play (ui/howto.py): the pile and the deck, your hand, a gorilla on the pile
    howto_figures = (
        Figure(1, (430, 235, 610, 370), "gorilla.fig.pile"),
        Figure(2, (250, 800, 1000, 235), "gorilla.fig.hand"),
        Figure(3, (430, 235, 610, 370), "gorilla.fig.gorilla", "gorilla"),
    )
    howto_mouse = (("howto.mouse.drag", "gorilla.controls.drag"), ("howto.mouse.click", "gorilla.controls.click"),
                   ("howto.mouse.hover", "gorilla.controls.hover"))
    howto_keys = ((KEY_SLAP, "gorilla.controls.slap"), (KEY_CALL, "gorilla.controls.call"),
                  (KEY_CATCH, "gorilla.controls.catch"), (HOTSEAT_SLAP_KEYS, "gorilla.controls.hotseat"))

    @classmethod
    def howto_session(cls, stage: str, seed: int = 7):
        if stage != "gorilla":   # your hand on your turn
            return play_until(super().howto_session(stage, seed), lambda g: g.current == 0 and g.phase == "turn")
        s = super().howto_session(stage, 12)   # seed 12: a bot's gorilla lands on the pile at once
        play_until(s, lambda g: g.phase == "slap" and 0 in g.slap["eligible"])
        return s

    def howto_ready(self, stage: str) -> None:
        w = self.session.game.window_id()
        if w is not None:
            self.flashed.add(w)   # a picture: no flash over it, no sound

    def layout(self) -> None:
        self.art = CardArt(self.app.palette)
        self.gate = SlapGate()
        self.armed = False
        self.bubbles: list[tuple[int, str, float]] = []  # seat, text, until (ms)
        self.flash_until = 0.0
        self.flashed: set[int] = set()   # slap windows whose flash and sound started (at T0)
        others = self.others()
        w = min(340, (1440 - 20 * (len(others) - 1)) // max(1, len(others)))
        total = len(others) * w + (len(others) - 1) * 20
        x0 = 40 + (1420 - total) // 2
        self.panel_rects = {p: (x0 + i * (w + 20), 20, w, 190) for i, p in enumerate(others)}
        if self.viewer is not None:
            self.panel_rects[self.viewer] = (40, 600, 300, 150)
        self.slap_keys = {p: HOTSEAT_SLAP_KEYS[i] for i, p in enumerate(self.humans)} if len(self.humans) > 1 \
            else {p: KEY_SLAP for p in self.humans}
        self.drag.targets = [DropTarget("pile", PILE_RECT, self.why_not_play)]

    def others(self) -> list[int]:
        n = self.session.config.players
        v = self.viewer if self.viewer is not None else -1
        start = (v + 1) % n if v >= 0 else 0
        return [(start + k) % n for k in range(n) if (start + k) % n != v]

    def uncover(self) -> None:
        super().uncover()
        self.layout()
        self.build_buttons()

    def game_buttons(self) -> list[Button]:
        return [
            Button((1500, 600, 195, 120), t("gorilla.button.call"), self.press_call, name="call", style="good",
                   tip=t("gorilla.tip.call")),
            Button((1705, 600, 195, 120), t("gorilla.button.catch"), self.press_catch, name="catch", style="danger",
                   tip=t("gorilla.tip.catch")),
            Button((1010, 600, 200, 64), t("gorilla.button.keep"), self.keep, name="keep", style="quiet"),
        ]

    # ------------------------------------------------------------------ geometry
    def hand_rects(self, hand: list[str]) -> list[tuple]:
        n = len(hand)
        if not n:
            return []
        span = HAND_X1 - HAND_X0
        step = min(CW + 14, (span - CW) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + CW
        x0 = HAND_X0 + (span - total) / 2
        rects = []
        for i in range(n):
            rects.append((x0 + i * step, HAND_Y, CW, CH))
        return rects

    def my_hand(self) -> list[str]:
        """The viewer's hand as drawn (from the viewer's view: none for a spectator)."""
        return self.seen()["hand"]

    def hovered_card(self, dpos) -> int | None:
        hand = self.my_hand()
        rects = self.hand_rects(hand)
        for i in range(len(rects) - 1, -1, -1):
            x, y, w, h = rects[i]
            if inside((x, y - 30, w, h + 30), dpos):
                return i
        return None

    def seat_point(self, p: int) -> tuple[float, float]:
        if p == self.viewer:
            return (750, HAND_Y + CH / 2)
        x, y, w, h = self.panel_rects.get(p, (700, 20, 300, 190))
        return (x + w / 2 - CW / 2, y + 20)

    # ------------------------------------------------------------------ input
    def why_not_play(self, card: str) -> str | None:
        if self.viewer is None:
            return t("gorilla.refuse.spectator")
        return self.session.game.why_illegal(self._play_action(card))

    def _play_action(self, card: str) -> Play:
        g = self.session.game
        call = self.armed and len(g.hands[self.viewer]) == 2
        return Play(self.viewer, card, call)

    def _dropped(self, card, target) -> None:
        self.play(card)

    def clicked(self, card) -> None:
        self.play(card)

    def play(self, card: str) -> None:
        if self.act(self._play_action(card)):
            self.armed = False

    def keep(self) -> None:
        if self.viewer is not None:
            self.act(Keep(self.viewer))

    def draw_card(self) -> None:
        if self.viewer is not None:
            if self.act(Draw(self.viewer)):
                self.armed = False

    def press_call(self) -> None:
        """G: arm the call on your turn with two cards, or call while vulnerable (GO-CALL-02)."""
        g = self.session.game
        p = self.viewer
        if p is None:
            return
        if g.vulnerable == p:
            self.act(Call(p, self._window_t()))
            return
        if self.can_arm(p):
            self.armed = not self.armed
            if self.armed:
                self.app.toast.show(t("gorilla.armed"), self.app.now(), 2000, "good")
                self.app.sound.play("call")

    def can_arm(self, p: int | None) -> bool:
        """Arming the call is legal and useful: your turn, two cards, and a card you can play
        now (GO-CALL-02a; with nothing playable you draw, which clears the call)."""
        g = self.session.game
        if p is None or g.current != p or g.grace or len(g.hands[p]) != 2 or g.phase not in ("turn", "drawn"):
            return False
        return any(isinstance(a, Play) for a in g.legal_actions(p))

    def can_catch(self, p: int | None) -> bool:
        """A catch is possible for p: someone else is vulnerable (GO-CALL-04)."""
        g = self.session.game
        return p is not None and g.vulnerable is not None and g.vulnerable != p

    def must_draw(self) -> bool:
        """The viewer's turn with no legal card: the draw is forced (GO-TURN-02), once the
        table shows the state the rules are in."""
        g = self.session.game
        p = self.viewer
        if p is None or self.anim.busy or self.queue or g.grace or g.current != p or g.phase not in ("turn", "restart"):
            return False
        return not any(isinstance(a, Play) for a in g.legal_actions(p))

    def settled(self) -> bool:
        """The table shows the rules' state: no card moving, no move waiting to be shown. The
        legal-card marks, the slap clock (T0) and the prompt all wait for this frame."""
        return not self.anim.busy and not self.queue

    def prompt_text(self) -> str:
        g = self.session.game
        names = self.names
        me = self.viewer
        s = self.shown
        if not self.settled() and s.phase != "slap" and not s.is_over:
            # a card still moves (a play, the gorilla, a draw, the deal): the prompt follows the
            # table as shown, whose move it is, never "your turn" or "slap it!" before it lands
            # (a slap now is too early); the race's result (shown phase "slap") says the rules' next step
            return t("gorilla.prompt.turn", player=names[s.current])
        if not g.is_over and g.phase != "slap":
            if g.vulnerable is not None and g.vulnerable == me:
                return t("gorilla.prompt.call_now")
            if self.can_catch(me):
                return t("gorilla.prompt.catch", player=names[g.vulnerable])
            if g.grace:
                return t("gorilla.prompt.wait_one", player=names[g.current])
            if self.must_draw():
                return t("gorilla.prompt.must_draw" if g.phase == "turn" else "gorilla.prompt.must_draw_restart")
        return super().prompt_text()

    def press_catch(self) -> None:
        g = self.session.game
        p = self.viewer
        if p is None or g.vulnerable is None or g.vulnerable == p:
            return  # 'does nothing' at other times
        self.act(Catch(p, self._window_t()))

    def _window_t(self) -> int:
        start = self.driver.window_start()
        return 0 if start is None else max(0, int(self.app.now() - start))

    def slap(self, p: int) -> None:
        """A slap key or a click on the pile. Too early (no window shown yet) starts the
        lockout (GO-SLAP-06), and the table says so: a bubble and a countdown at the seat."""
        now = self.app.now()
        g = self.session.game
        before = self.gate.locked_until.get(p, -1.0)
        action = self.gate.press(g, p, now, self.driver.window_start())
        if action is not None:
            self.act(action)
            return
        until = self.gate.locked_until.get(p, -1.0)
        if until != before:
            self._bubble(p, t("gorilla.bubble.too_early"), FALSE_SLAP_LOCK_MS)
            self.app.sound.play("refuse")
        elif now < until:
            self._bubble(p, t("gorilla.bubble.locked", s=f"{(until - now) / 1000:.1f}"), 600)

    def lockout_pos(self, q: int) -> tuple[float, float]:
        """Where a seat's lockout bar is drawn: yours under the pile, where you look to slap."""
        if q == self.viewer:
            return (PILE_RECT[0], PILE_RECT[1] + CH + 40)
        x, y = self.seat_point(q)
        return (x, y + 150)

    def lockouts(self, now: float) -> dict[int, float]:
        """Seats still locked out after a too-early slap, with the ms left."""
        return {p: u - now for p, u in self.gate.locked_until.items() if u > now}

    def key_label(self, p: int) -> str:
        """The name of p's slap key, in the player's language."""
        name = pygame.key.name(self.slap_keys.get(p, KEY_SLAP))
        return t(f"gorilla.key.{name}") if has(f"gorilla.key.{name}") else name.upper()

    def realtime_open(self) -> bool:
        return self.driver.window_start() is not None

    def table_event(self, ev, dpos) -> bool:
        g = self.session.game
        if ev.type == pygame.KEYDOWN:
            for p, key in self.slap_keys.items():
                if ev.key == key:
                    self.slap(p)
                    return True
            if ev.key == KEY_CALL:
                self.press_call()
                return True
            if ev.key == KEY_CATCH:
                self.press_catch()
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if g.phase == "slap" and inside(PILE_RECT, dpos) and self.viewer is not None:
                self.slap(self.viewer)
                return True
            i = self.hovered_card(dpos)
            if i is not None and not self.anim.busy:
                hand = self.my_hand()
                card, rect = hand[i], self.hand_rects(hand)[i]
                vp = self.app.vp
                self.drag.start(card, self.art.face(card, vp.n(CW), vp.n(CH)), rect, dpos)
                return True
            if inside(DECK_RECT, dpos):
                self.draw_card()
                return True
        if ev.type == pygame.MOUSEMOTION:
            self.drag.move(dpos)
            i = self.hovered_card(dpos)
            if i is not None:
                card = self.my_hand()[i]
                reason = self.why_not_play(card) if g.current == self.viewer else None
                self.app.tooltip.set(self.card_tip(card) + (f"\n{reason}" if reason else ""), dpos, self.app.now())
            elif inside(DECK_RECT, dpos):
                self.app.tooltip.set(t("gorilla.tip.deck", n=self.seen()["draw_size"]), dpos, self.app.now())
            elif inside(PILE_RECT, dpos) and g.pile:
                self.app.tooltip.set(self.card_tip(g.pile[-1]), dpos, self.app.now())
            else:
                hit = False
                for b in self.buttons:
                    if b.tip and b.visible and inside(b.rect, dpos):
                        self.app.tooltip.set(b.tip, dpos, self.app.now())
                        hit = True
                if not hit:
                    self.app.tooltip.set("", dpos, self.app.now())
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag.drag is not None:
            self.drag.release(dpos)
            return True
        return False

    def card_tip(self, card: str) -> str:
        c = CARDS[card]
        return t(f"gorilla.tip.kind.{c.kind}", name=t(c.name), colour=t(f"colour.{COLOUR_NAMES[c.colour]}") if c.colour else "")

    def card_name(self, card_id: str) -> str:
        return self._name(card_id) if card_id in CARDS else card_id

    @staticmethod
    def result_detail(game, p: int) -> str:
        """One line per row of the results: what is left, and why this place (in words)."""
        if p == game.game_winner:
            return t("gorilla.result.winner")
        left = t("gorilla.result.short", n=len(game.hands[p]), points=game.hand_value(p))
        return t("gorilla.result.detail", left=left, why=GorillaTable.rank_reason(game, p))

    @staticmethod
    def rank_reason(game, p: int) -> str:
        """Why p is above the next player in the ranking (Gorilla.ranking): match total,
        then fewer card points left, then seat order."""
        order = game.ranking()
        i = order.index(p)
        if i + 1 >= len(order):
            return t("gorilla.result.last")
        q = order[i + 1]
        name = seat_name(game.config, q)
        if game.match and game.totals[p] != game.totals[q]:
            return t("gorilla.result.vs.total", player=name)
        if game.hand_value(p) != game.hand_value(q):
            return t("gorilla.result.vs.points", player=name)
        return t("gorilla.result.vs.seat", player=name)

    @staticmethod
    def result_lines(game, p: int) -> list[str]:
        """The breakdown for a click on a row: cards left by kind with their points (GO-MM-02),
        the total, and the ranking rule in words."""
        out: list[str] = []
        if p == game.game_winner:
            pts = sum(game.hand_value(q) for q in range(game.n) if q != p)
            out.append(t("gorilla.result.won", points=pts))
        kinds = ("plain", "panther", "monkey", "elephant", "gorilla", "joker")
        for kind in kinds:
            cards = [c for c in game.hands[p] if CARDS[c].kind == kind]
            if not cards:
                continue
            value = CARDS[cards[0]].value
            names = ", ".join(GorillaTable._name(c) for c in cards)
            out.append(t("gorilla.result.kind", kind=t(f"gorilla.result.kindname.{kind}"), count=len(cards),
                         value=value, points=value * len(cards), cards=names))
        out.append(t("gorilla.result.total", n=len(game.hands[p]), points=game.hand_value(p)))
        if p != game.game_winner:
            out.append(t("gorilla.result.place", place=game.ranking().index(p) + 1, why=GorillaTable.rank_reason(game, p)))
        out.append(t("gorilla.result.rule_match" if game.match else "gorilla.result.rule"))
        return out

    @staticmethod
    def _name(card_id: str) -> str:
        c = CARDS[card_id]
        if not c.colour:
            return t(c.name)
        return t("gorilla.card_name", animal=t(c.name), colour=t(f"colour.{COLOUR_NAMES[c.colour]}"))

    def show_hint(self, action, reason: str) -> None:
        pass  # drawn in draw_table from self.hint_action

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Event], after) -> None:
        vp = self.app.vp
        snd = self.app.sound
        for e in events:
            k = e.kind
            p = e.data.get("player")
            if k == "play":
                card = e.data["card"]
                start = self.hand_origin(p, card)
                self.anim.add(self._fly(self.art.face(card, vp.n(CW), vp.n(CH)), start, PILE_RECT[:2], 330, "play", card))
                snd.play("play")
            elif k == "draw":
                card = e.data.get("card")
                img = self.art.face(card, vp.n(CW), vp.n(CH)) if card else self.art.back(vp.n(CW), vp.n(CH))
                self.anim.add(self._fly(img, DECK_RECT[:2], self.seat_point(p), 220, "draw", card))
                snd.play("draw")
            elif k == "reshuffle":
                self.anim.add(self._fly(self.art.back(vp.n(CW), vp.n(CH)), PILE_RECT[:2], DECK_RECT[:2], 420, "reshuffle", None))
                snd.play("shuffle")
            elif k == "reverse":
                self.anim.add(Tween(500, draw=lambda s, tt: self._draw_direction(s, tt * math.pi), kind="reverse"))
            elif k == "skip":
                self.anim.add(self._icon_pop("skip", p, 520))
            elif k == "panther":
                self.anim.add(self._icon_pop("megaphone", p, 420))
            elif k == "slap_open":
                pass  # the flash and sound start at T0, with the clock (draw_table)
            elif k == "slap":
                snd.play("slap")
                self._bubble(p, t("gorilla.bubble.slap", ms=e.data["t"]), 1400)
            elif k == "slap_result":
                for q in e.data["slowest"]:
                    self._bubble(q, t("gorilla.bubble.slowest"), 1800)
                self.anim.add(Tween(650, kind="slap_result"))
            elif k == "call":
                self._bubble(p, t("gorilla.bubble.call"), 1600)
                snd.play("call")
            elif k == "catch":
                self._bubble(e.data["target"], t("gorilla.bubble.caught"), 1600)
                snd.play("refuse")
            elif k == "vulnerable":
                self._bubble(p, t("gorilla.bubble.one_card"), 1600)
            elif k == "turn" and p == self.viewer:
                snd.play("turn")
            elif k == "deal":
                for q in range(self.session.config.players):
                    self.anim.add(self._fly(self.art.back(vp.n(CW), vp.n(CH)), DECK_RECT[:2], self.seat_point(q), 160, "deal", None))
                snd.play("shuffle")

    def hand_origin(self, p: int, card: str):
        hand = self.my_hand()
        if p == self.viewer and card in hand:
            return self.hand_rects(hand)[hand.index(card)][:2]
        return self.seat_point(p)

    def _fly(self, img, start, end, ms, kind, card) -> Tween:
        vp = self.app.vp

        def draw(surf, tt):
            x, y = lerp2(start, end, tt)
            surf.blit(img, vp.p(x, y))
        return Tween(ms, draw=draw, ease=ease_in_out, kind=kind, data={"card": card, "from": start, "to": end})

    def _icon_pop(self, icon: str, p, ms) -> Tween:
        vp = self.app.vp
        x, y = self.seat_point(p) if isinstance(p, int) else (PILE_RECT[0], PILE_RECT[1])

        def draw(surf, tt):
            size = vp.n(60 + 80 * math.sin(tt * math.pi))
            img = gfx.art("icons", icon, size)
            surf.blit(img, img.get_rect(center=vp.p(x + CW / 2, y + CH / 2)))
        return Tween(ms, draw=draw, kind=icon)

    def _bubble(self, p, text: str, ms: float) -> None:
        if isinstance(p, int):
            self.bubbles.append((p, text, self.app.now() + ms))

    # ------------------------------------------------------------------ drawing
    def draw_layer(self, surf) -> None:
        vp = self.app.vp
        now = self.app.now()
        g = self.shown
        v = self.seen()      # the hands and the deck as the viewer may know them
        live = self.session.game
        pal = self.app.palette
        names = self.names
        # opponents
        for p, rect in self.panel_rects.items():
            if p == self.viewer:
                continue
            n = v["hand_sizes"][p]
            lines = [t("gorilla.panel.cards", n=n), t(f"seat.{self.session.config.seats[p].split(':')[0]}")]
            badge = t("gorilla.badge.one") if n == 1 else ""
            player_panel(surf, vp, rect, names[p], pal.player(p), lines, active=False,
                         badge=badge, now=now, marker=seat_letter(p))
            # fanned backs
            k = min(n, 12)
            bw, bh = 46, 66
            for i in range(k):
                surf.blit(self.art.back(vp.n(bw), vp.n(bh)), vp.p(rect[0] + rect[2] - 20 - bw - (k - 1 - i) * 12, rect[1] + 112))
        # viewer's panel
        if self.viewer is not None:
            p = self.viewer
            lines = [t("gorilla.panel.cards", n=len(v["hand"]))]
            if with_you(names[p], "gorilla.panel.you") != names[p]:  # not "You / you"
                lines.append(t("gorilla.panel.you"))
            player_panel(surf, vp, self.panel_rects[p], names[p], pal.player(p), lines,
                         active=False, now=now, marker=seat_letter(p),
                         badge=t("gorilla.badge.armed") if self.armed else "")
        # piles
        deck_r = vp.rect(DECK_RECT)
        if v["draw_size"]:
            for i in range(min(4, v["draw_size"] // 8 + 1)):
                surf.blit(self.art.back(vp.n(CW), vp.n(CH)), deck_r.move(-vp.n(3 * i), -vp.n(3 * i)))
                gfx.note_cover(surf, deck_r.move(-vp.n(3 * i), -vp.n(3 * i)), "deck")
        else:
            pygame.draw.rect(surf, (70, 110, 90), deck_r, vp.n(3), border_radius=vp.n(14))
        gfx.blit_text(surf, t("gorilla.deck_count", n=v["draw_size"]), vp.n(22), (230, 240, 230),
                      vp.p(DECK_RECT[0] + CW / 2, DECK_RECT[1] + CH + 12), "midtop")
        pile_r = vp.rect(PILE_RECT)
        if g.pile:
            if len(g.pile) > 1:
                w, h = vp.n(CW), vp.n(CH)
                under = cached(("gorilla-tilted", g.pile[-2], w, h, self.app.palette.colour_blind, language()),
                               lambda: pygame.transform.rotate(self.art.face(g.pile[-2], w, h), 8))
                surf.blit(under, pile_r.move(-vp.n(12), -vp.n(6)))
            surf.blit(self.art.face(g.pile[-1], vp.n(CW), vp.n(CH)), pile_r)
            gfx.note_cover(surf, pile_r, "pile")
        else:
            pygame.draw.rect(surf, (70, 110, 90), pile_r, vp.n(3), border_radius=vp.n(14))
        self._draw_direction(surf, 0.0)
        # prompt line
        gfx.blit_text(surf, self.prompt_text(), vp.n(32), (255, 250, 230), vp.p(750, 770), "center", True)
        # the viewer's hand
        if self.viewer is not None:
            hand = v["hand"]
            rects = self.hand_rects(hand)
            hov = self.hovered_card(self.app.mouse) if not self.drag.drag else None
            # legal-card marks only once the table shows the rules' state (the pile landed)
            my_turn = live.current == self.viewer and live.phase in ("turn", "drawn", "opening", "restart") \
                and not live.grace and self.settled()
            for i, (card, rect) in enumerate(zip(hand, rects)):
                if self.drag.dragging(card):
                    continue
                x, y, w, h = rect
                if i == hov:
                    y -= 30
                img = self.art.face(card, vp.n(CW), vp.n(CH))
                surf.blit(img, vp.p(x, y))
                gfx.note_cover(surf, img.get_rect(topleft=vp.p(x, y)), "hand card")
                legal = my_turn and self.session.game.why_illegal(self._play_action(card)) is None if card in live.hands[self.viewer] else False
                if my_turn and not legal:
                    surf.blit(gfx.translucent(img.get_size(), (0, 0, 0, 70)), vp.p(x, y))
                if legal:
                    pygame.draw.rect(surf, gfx.Palette.good, vp.r(x, y, w, h), vp.n(4), border_radius=vp.n(14))

    def draw_table(self, surf) -> None:
        """Per frame, over the layer: the pulsing glows (active seat, deck, hinted card), a
        bot's thinking dots, the slap race, the flash, bubbles and lockouts."""
        vp = self.app.vp
        now = self.app.now()
        g = self.shown
        live = self.session.game
        names = self.names
        for p, rect in self.panel_rects.items():
            if g.current == p and g.phase != "over":
                seat_glow(surf, vp, rect, now, over_panel=True)
            if p != self.viewer and self.driver.thinking() == p and not self.anim.busy:
                dots = "." * (1 + int(now / 350) % 3)
                gfx.blit_text(surf, t("table.thinks") + dots, vp.n(22), gfx.Palette.muted, vp.p(rect[0] + 12, rect[1] + 160))
        deck_r = vp.rect(DECK_RECT)
        pile_r = vp.rect(PILE_RECT)
        # hint on the deck
        if isinstance(self.hint_action, Draw) or self.must_draw():
            w = vp.n(4 + 4 * pulse(now))
            pygame.draw.rect(surf, gfx.Palette.accent, deck_r.inflate(2 * w, 2 * w), w, border_radius=vp.n(16))
        # the slap race
        if live.phase == "slap" and self.settled():
            w = live.window_id()
            if w is not None and self.driver.window_start() is None:
                self.driver.mark_shown(w, now)  # T0: the first frame that shows the gorilla (GO-RT-02)
            if w is not None and w not in self.flashed:
                self.flashed.add(w)              # ... and the flash and the sound, on that same frame
                self.flash_until = now + FLASH_MS
                self.app.sound.play("slap")
            a = 0.55 + 0.45 * pulse(now, 500)
            r = pile_r.inflate(vp.n(40 + 20 * a), vp.n(40 + 20 * a))
            pygame.draw.rect(surf, (255, 80, 40), r, vp.n(8), border_radius=vp.n(20))
            mine = [q for q in self.humans if q in live.slap["eligible"]]
            if len(mine) > 1:      # hot seat: every human's own key (GO-RT-03)
                keys = "  ".join(f"{names[q]}: {self.key_label(q)}" for q in mine)
                label = t("gorilla.slap_keys", keys=keys)
            elif mine:
                label = t("gorilla.slap_now", key=self.key_label(mine[0]))
            else:
                label = t("gorilla.slap_watch")
            gfx.blit_text(surf, label, vp.n(44 if len(mine) < 2 else 34), (255, 240, 200),
                          vp.p(PILE_RECT[0] + CW / 2, PILE_RECT[1] - 70), "center", True)
            for i, (q, tm) in enumerate(sorted(live.slap["times"].items(), key=lambda x: x[1])):
                ic = gfx.art("icons", "slap", vp.n(48))
                x, y = vp.p(PILE_RECT[0] + CW + 30, PILE_RECT[1] + i * 56)
                surf.blit(ic, (x, y))
                gfx.blit_text(surf, f"{names[q]}  {tm} ms", vp.n(24), (255, 255, 255), (x + vp.n(56), y + vp.n(10)), bold=True)
        elif live.window_id() is not None and self.driver.window_start() is None and self.settled():
            self.driver.mark_shown(live.window_id(), now)
        if now < self.flash_until:
            fl = getattr(self, "_flash", None)  # one opaque surface, faded with a surface alpha
            if fl is None or fl.get_size() != vp.size:
                fl = self._flash = pygame.Surface(vp.size)
                fl.fill((255, 120, 60))
            fl.set_alpha(int(90 * (self.flash_until - now) / FLASH_MS))
            surf.blit(fl, (0, 0))
        # the hinted card's pulsing ring
        if self.viewer is not None and isinstance(self.hint_action, Play):
            hand = self.my_hand()
            hov = self.hovered_card(self.app.mouse) if not self.drag.drag else None
            for i, (card, rect) in enumerate(zip(hand, self.hand_rects(hand))):
                if card == self.hint_action.card and not self.drag.dragging(card):
                    x, y, w, h = rect
                    gw = vp.n(5 + 5 * pulse(now))
                    pygame.draw.rect(surf, gfx.Palette.accent, vp.r(x, y - (30 if i == hov else 0), w, h).inflate(2 * gw, 2 * gw),
                                     gw, border_radius=vp.n(16))
        # bubbles
        self.bubbles = [b for b in self.bubbles if b[2] > now]
        for p, text, until in self.bubbles:
            x, y = self.seat_point(p)
            img = gfx.text(text, vp.n(28), gfx.Palette.ink, True)
            r = img.get_rect(center=vp.p(x + CW / 2, y + (-40 if p == self.viewer else 200)))
            r.inflate_ip(vp.n(24), vp.n(14))
            gfx.shadowed(surf, r, (255, 250, 220), vp.n(14))
            surf.blit(img, img.get_rect(center=r.center))
        # too-early slaps: the lockout counts down at the seat (GO-SLAP-06)
        for q, left in self.lockouts(now).items():
            x, y = self.lockout_pos(q)
            frac = min(1.0, left / FALSE_SLAP_LOCK_MS)
            bar = vp.r(x, y, CW, 14)
            pygame.draw.rect(surf, (60, 30, 30), bar, border_radius=vp.n(6))
            pygame.draw.rect(surf, (240, 90, 60), vp.r(x, y, CW * frac, 14), border_radius=vp.n(6))
            gfx.blit_text(surf, t("gorilla.locked", s=f"{left / 1000:.1f}"), vp.n(22), (255, 220, 200),
                          vp.p(x + CW / 2, y - 4), "midbottom", True)

    def layer_key(self):
        """What the static layer shows: the shown state, the hand under the mouse, what is
        dragged, the armed call and the prompt."""
        d = self.drag
        return (self.shown, self.viewer, self.session.version, self.armed,
                self.hovered_card(self.app.mouse) if not d.drag else None,
                d.drag.item if d.drag and d.drag.moved else None, tuple(id(tw) for tw in d.bounces),
                self.anim.busy, bool(self.queue), self.prompt_text())

    def sync_buttons(self) -> None:
        live = self.session.game
        for b in self.buttons:
            if b.name == "keep":
                b.visible = live.phase == "drawn" and live.current == self.viewer
            elif b.name == "call":
                b.enabled = self.viewer is not None and (live.vulnerable == self.viewer or self.can_arm(self.viewer))
            elif b.name == "catch":
                b.enabled = self.can_catch(self.viewer)
            elif b.name == "undo":
                b.enabled = self.viewer is not None and self.session.undo_point(self.viewer) is not None

    def _draw_direction(self, surf, angle: float) -> None:
        """A ring of arrows around the piles showing the direction of play (with a label,
        so the arrows are not the only cue); `angle` spins it while an elephant reverses."""
        vp = self.app.vp
        d = self.shown.direction
        cx, cy, rx, ry = 670, 437, 330, 175
        col = (235, 225, 190)
        pts = [vp.p(cx + rx * math.cos(a / 40 * math.pi), cy + ry * math.sin(a / 40 * math.pi)) for a in range(81)]
        pygame.draw.lines(surf, (60, 110, 85), False, pts, vp.n(6))
        for k in range(4):
            a = angle * d + k * math.pi / 2 + math.pi / 4
            x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
            tx, ty = -rx * math.sin(a) * d, ry * math.cos(a) * d  # tangent in the direction of play
            norm = math.hypot(tx, ty) or 1
            tx, ty = tx / norm, ty / norm
            nx, ny = -ty, tx
            tip = vp.p(x + tx * 30, y + ty * 30)
            left = vp.p(x - tx * 16 + nx * 13, y - ty * 16 + ny * 13)
            right = vp.p(x - tx * 16 - nx * 13, y - ty * 16 - ny * 13)
            pygame.draw.polygon(surf, col, [tip, left, right])
        label = t("gorilla.direction.cw") if d == 1 else t("gorilla.direction.ccw")
        gfx.blit_text(surf, label, vp.n(22), col, vp.p(cx, cy + ry + 10), "midtop")

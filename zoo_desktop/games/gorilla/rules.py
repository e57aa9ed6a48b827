"""Gorilla rules engine (spec: shared/rules/gorilla.md). Rule ids GO-* are cited inline.

Real time (slap race GO-SLAP, calls and catches GO-CALL) is modelled with windows: while a
window is open, real-time actions carry `t`, the milliseconds since the window opened. The
rules schedule their own timers (the window end, bots' reactions per GO-BOT-01) through
`timers()`; the session fires them on the wall clock (table) or a virtual clock (simulator).

Where the spec is silent (our choice, issue 13): on one device a slap's r is the raw time in
whole ms from the first frame that showed the gorilla landed (the flash and the sound start on
that frame too); GO-RT-02's 100 ms floor applies to online reports only, so it never turns two
fast slappers into a tie. Equal raw ms remain a tie (GO-SLAP-05).
"""
from __future__ import annotations

import math
from typing import Any

from zoo_desktop.engine.core import (SYSTEM, Action, Decision, Event, Game, GameConfig, GameInfo,
                                     action)
from zoo_desktop.engine.rng import Rng
from zoo_desktop.i18n import t

from .cards import CARDS, DECK

GID = "gorilla"

# GO-RT-01 defaults
SLAP_WINDOW_MS = 3000
FALSE_SLAP_LOCK_MS = 1000
CATCH_GRACE_MS = 2000
# GO-RT-02: on one device the raw reaction time is kept (no 100 ms floor: a floor would tie two
# fast slappers and make both "slowest"); the floor is for online reports only (not built).
MAX_RESHUFFLES = 3  # GO-DECK-03: the pile is turned into a new draw pile at most this often per hand

# GO-BOT-01 table: mean, sd, min, max, miss, call_armed, late_call, notices, catch_at
BOT_TIMING = {
    "easy": dict(mean=950, sd=220, lo=550, hi=1800, miss=0.05, armed=0.75, late=1200, notice=0.50, catch=400),
    "normal": dict(mean=700, sd=150, lo=420, hi=1300, miss=0.02, armed=0.92, late=800, notice=0.80, catch=250),
    "hard": dict(mean=480, sd=90, lo=320, hi=800, miss=0.0, armed=1.0, late=None, notice=1.0, catch=100),
}


# ----------------------------------------------------------------------------- actions
@action(GID, "play")
class Play(Action):
    """Play `card` from hand (opening, turn, drawn card or restart). `call` arms the
    'Gorilla!' call when this play leaves one card (GO-CALL-02a)."""
    player: int
    card: str
    call: bool = False


@action(GID, "draw")
class Draw(Action):
    player: int


@action(GID, "keep")
class Keep(Action):
    """Keep the legal card just drawn instead of playing it (GO-TURN-02, GO-DP-04)."""
    player: int


@action(GID, "slap", realtime=True)
class Slap(Action):
    player: int
    t: int


@action(GID, "close_slap", realtime=True)
class CloseSlap(Action):
    player: int = SYSTEM


@action(GID, "call", realtime=True)
class Call(Action):
    player: int
    t: int = 0


@action(GID, "catch", realtime=True)
class Catch(Action):
    player: int
    t: int = 0


@action(GID, "end_grace", realtime=True)
class EndGrace(Action):
    player: int = SYSTEM


class Gorilla(Game):
    info = GameInfo(
        id=GID, title_key="game.gorilla", min_players=3, max_players=5,  # GO-GEN-01
        options=(("match", False, (False, True)),
                 ("match_target", 50, (25, 50, 100)),
                 ("start_seat", -1, (-1, 0, 1, 2, 3, 4)),
                 ("slap_window_ms", SLAP_WINDOW_MS, (1500, 2000, 3000, 4000, 6000)),
                 ("catch_grace_ms", CATCH_GRACE_MS, (1000, 2000, 3000, 5000))),
    )

    def __init__(self, config: GameConfig, seed: int, *, _blank: bool = False):
        super().__init__(config, seed)
        n = config.players
        self.n = n
        self.match = bool(config.option("match", False))
        self.target = int(config.option("match_target", 50))
        self.slap_ms = int(config.option("slap_window_ms", SLAP_WINDOW_MS))
        self.grace_ms = int(config.option("catch_grace_ms", CATCH_GRACE_MS))
        self.rng = Rng(seed)
        self.totals = [0] * n
        self.hand_no = 0
        self.winner: int | None = None      # winner of the last hand
        self.game_winner: int | None = None
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.pile: list[str] = []
        self.direction = 1
        self.current = 0
        self.phase = "opening"
        self.drawn: str | None = None
        self.slap: dict[str, Any] | None = None  # {"gorilla": seat, "eligible": [...], "times": {seat: t}}
        self.vulnerable: int | None = None
        self.grace = False
        self.win_id = 0
        self.win_timers: list[tuple[int, Action]] = []
        self.reshuffles = 0   # GO-DECK-03, per hand
        self.passes = 0       # GO-DECK-04: turns in a row that ended with nothing played or drawn
        if _blank:
            return
        start = int(config.option("start_seat", -1))
        self.start_seat = start if 0 <= start < n else self.rng.below(n)  # GO-SET-02
        self.setup_events = self._deal()

    # ------------------------------------------------------------------ setup
    def _deal(self) -> list[Event]:
        """GO-SET-01: shuffle all cards, deal 6 each one at a time; GO-SET-03 opening."""
        self.hand_no += 1
        deck = list(DECK.ids)
        self.rng.shuffle(deck)
        self.hands = [[] for _ in range(self.n)]
        for _ in range(DECK.hand_size):
            for k in range(self.n):
                p = (self.start_seat + k) % self.n
                self.hands[p].append(deck.pop())
        self.deck, self.pile = deck, []
        self.direction, self.current, self.phase = 1, self.start_seat, "opening"
        self.drawn, self.slap, self.vulnerable, self.grace = None, None, None, False
        self.win_timers = []
        self.reshuffles = self.passes = 0
        return [Event("deal", hand_no=self.hand_no, start=self.start_seat, sizes=[len(h) for h in self.hands])]

    # ------------------------------------------------------------------ queries
    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    def fits(self, card: str, hand_len: int) -> bool:
        """Can `card` be put on the top card in a normal turn? (GO-PLAY-01..05, GO-JOK-02)"""
        c = CARDS[card]
        if c.kind == "joker":
            return hand_len > 1
        t = CARDS[self.pile[-1]]
        if t.kind == "joker":
            return True                       # GO-PLAY-04
        if t.kind == "gorilla":
            return False                      # GO-PLAY-05
        if c.kind == "gorilla":
            return c.colour == t.colour       # GO-GOR-01
        return c.animal == t.animal or c.colour == t.colour  # GO-PLAY-01

    def _legal_cards(self, p: int) -> list[str]:
        hand = self.hands[p]
        if self.phase in ("opening", "restart"):
            return [c for c in hand if CARDS[c].is_animal]       # GO-SET-03, GO-RST-01
        if self.phase == "turn":
            n = len(hand)
            return [c for c in hand if self.fits(c, n)]
        if self.phase == "drawn":
            return [self.drawn] if self.fits(self.drawn, len(hand)) else []
        return []

    def decision(self) -> Decision:
        if self.phase == "over":
            return Decision((), "gorilla.prompt.over")
        if self.phase == "slap":
            return Decision((), "gorilla.prompt.slap", True, {"gorilla": self.slap["gorilla"]})
        if self.grace:
            return Decision((), "gorilla.prompt.grace", True, {"player": self.current})
        prompts = {"opening": "gorilla.prompt.opening", "turn": "gorilla.prompt.turn",
                   "drawn": "gorilla.prompt.drawn", "restart": "gorilla.prompt.restart"}
        return Decision((self.current,), prompts[self.phase], self.vulnerable is not None,
                        {"player": self.current})

    def legal_actions(self, player: int) -> list[Action]:
        if player != self.current or self.grace or self.phase in ("over", "slap"):
            return []
        cards = self._legal_cards(player)
        can_arm = len(self.hands[player]) == 2 and self.phase in ("turn", "drawn")
        acts: list[Action] = [Play(player, c) for c in cards]
        if can_arm:
            acts += [Play(player, c, True) for c in cards]
        if self.phase == "turn" and not cards:
            acts.append(Draw(player))                            # GO-TURN-02
        elif self.phase == "drawn":
            acts.append(Keep(player))
        elif self.phase == "restart" and not cards:
            acts.append(Draw(player))                            # GO-RST-03
        return acts

    def why_illegal(self, a: Action) -> str | None:
        if self.phase == "over":
            return t("gorilla.refuse.over")
        if isinstance(a, Slap):
            if self.phase != "slap":
                return t("gorilla.refuse.no_slap")
            if a.player not in self.slap["eligible"]:
                return t("gorilla.refuse.own_gorilla")
            if a.player in self.slap["times"]:
                return t("gorilla.refuse.already_slapped")
            if not 0 <= a.t <= self.slap_ms:
                return t("gorilla.refuse.slap_closed")
            return None
        if isinstance(a, CloseSlap):
            return None if self.phase == "slap" else t("gorilla.refuse.no_slap_window")
        if isinstance(a, EndGrace):
            return None if self.grace else t("gorilla.refuse.no_grace")
        if isinstance(a, Call):
            return None if self.vulnerable == a.player else t("gorilla.refuse.nothing_to_call")
        if isinstance(a, Catch):
            if self.vulnerable is None:
                return t("gorilla.refuse.nobody_to_catch")
            if self.vulnerable == a.player:
                return t("gorilla.refuse.catch_self")
            return None
        if not 0 <= getattr(a, "player", -9) < self.n:
            return t("gorilla.refuse.unknown_player")
        if self.phase == "slap":
            return t("gorilla.refuse.slap_first")
        if a.player != self.current:
            return t("rules.not_your_turn", player=self.seat_name(self.current))
        if self.grace:
            return t("gorilla.refuse.wait_grace")
        hand = self.hands[a.player]
        if isinstance(a, Play):
            if a.card not in hand:
                return t("gorilla.refuse.not_in_hand")
            if a.call and not (len(hand) == 2 and self.phase in ("turn", "drawn")):
                return t("gorilla.refuse.arm_two")
            c = CARDS[a.card]
            if self.phase in ("opening", "restart"):
                if not c.is_animal:
                    return t("gorilla.refuse.start_animal")
                return None
            if self.phase == "drawn" and a.card != self.drawn:
                return t("gorilla.refuse.drawn_only")
            if self.fits(a.card, len(hand)):
                return None
            if c.kind == "joker":
                return t("gorilla.refuse.joker_last")
            top = CARDS[self.pile[-1]]
            if top.kind == "gorilla":
                return t("gorilla.refuse.on_gorilla")
            if c.kind == "gorilla":
                return t("gorilla.refuse.gorilla_colour")
            return t("gorilla.refuse.must_match")
        if isinstance(a, Draw):
            if self.phase == "restart":
                return None if not self._legal_cards(a.player) else t("gorilla.refuse.restart_animal")
            if self.phase != "turn":
                return t("gorilla.refuse.cannot_draw")
            if self._legal_cards(a.player):
                return t("gorilla.refuse.must_play")
            return None
        if isinstance(a, Keep):
            return None if self.phase == "drawn" else t("gorilla.refuse.nothing_to_keep")
        return t("gorilla.refuse.unknown_action", action=repr(a))

    # ------------------------------------------------------------------ helpers
    def _next(self, seat: int, steps: int = 1) -> int:
        return (seat + steps * self.direction) % self.n

    def _draw_one(self, p: int, reason: str, ev: list[Event]) -> str | None:
        """Draw one card for p; reshuffle the pile under the top card first if needed
        (GO-DECK-01); None if nothing can be drawn (GO-DECK-02)."""
        if not self.deck:
            if len(self.pile) > 1 and self.reshuffles < MAX_RESHUFFLES:  # GO-DECK-03
                self.deck = self.pile[:-1]
                self.pile = self.pile[-1:]
                self.rng.shuffle(self.deck)
                self.reshuffles += 1
                ev.append(Event("reshuffle", count=len(self.deck)))
                if self.reshuffles == MAX_RESHUFFLES:
                    ev.append(Event("last_reshuffle"))
            else:
                ev.append(Event("no_draw", player=p, reason=reason))
                return None
        card = self.deck.pop()
        self.passes = 0
        self.hands[p].append(card)
        ev.append(Event("draw", owner=p, secret=("card",), player=p, card=card, reason=reason,
                        hand=len(self.hands[p])))
        return card

    def _close_window(self) -> None:
        self.win_timers = []

    def _open_window(self, timers: list[tuple[int, Action]]) -> None:
        self.win_id += 1
        self.win_timers = sorted(timers, key=lambda x: x[0])

    def _sample(self, level: str) -> int:
        """GO-BOT-01: r = round(mean + sd*z), clamped."""
        b = BOT_TIMING[level]
        return int(min(b["hi"], max(b["lo"], round(b["mean"] + b["sd"] * self.rng.normal()))))

    def _set_turn(self, seat: int, ev: list[Event]) -> None:
        self.current = seat
        self.phase = "turn"
        ev.append(Event("turn", player=seat))

    def timers(self) -> list[tuple[int, Action]]:
        if not self.win_timers:
            return []
        out = []
        for t, a in self.win_timers:
            if isinstance(a, (Call, Catch)) and self.vulnerable is None:
                continue
            if isinstance(a, Slap) and (self.phase != "slap" or a.player in self.slap["times"]):
                continue
            if isinstance(a, CloseSlap) and self.phase != "slap":
                continue
            if isinstance(a, EndGrace) and not self.grace:
                continue
            out.append((t, a))
        return out

    def window_id(self) -> int | None:
        return self.win_id if self.timers() else None

    # ------------------------------------------------------------------ apply
    def _apply(self, a: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(a, Slap):
            self._slap(a, ev)
        elif isinstance(a, CloseSlap):
            self._resolve_slap(ev)
        elif isinstance(a, EndGrace):
            self.grace = False
            ev.append(Event("grace_over"))
            if self.vulnerable is None:
                self._close_window()
            ev.append(Event("turn", player=self.current))
        elif isinstance(a, Call):
            self.vulnerable = None                               # GO-CALL-02b
            ev.append(Event("call", player=a.player, t=a.t))
        elif isinstance(a, Catch):
            v = self.vulnerable
            self.vulnerable = None                               # GO-CALL-04
            ev.append(Event("catch", player=a.player, target=v, t=a.t))
            self._draw_one(v, "catch", ev)
        else:
            # a turn action closes any open catch window (GO-CALL-03)
            if self.vulnerable is not None:
                ev.append(Event("safe", player=self.vulnerable))
                self.vulnerable = None
            self._close_window()
            if isinstance(a, Play):
                self._play(a, ev)
            elif isinstance(a, Draw):
                self._draw_action(a.player, ev)
            elif isinstance(a, Keep):
                self.drawn = None
                ev.append(Event("keep", player=a.player))
                self._set_turn(self._next(a.player), ev)
        return ev

    def _draw_action(self, p: int, ev: list[Event]) -> None:
        if self.phase == "restart":                              # GO-RST-03
            card = self._draw_one(p, "restart", ev)
            if card is None:
                for k in range(1, self.n):
                    q = self._next(p, k)
                    if any(CARDS[c].is_animal for c in self.hands[q]):
                        self.current = q
                        ev.append(Event("restarter", player=q))
                        return
                self._blocked(p, ev)                             # GO-DECK-04: nobody can restart
            return
        card = self._draw_one(p, "turn", ev)                     # GO-TURN-02
        if card is None:                                         # GO-DECK-02: the turn passes
            self.passes += 1
            if self.passes >= self.n:                            # GO-DECK-04
                self._blocked(self._next(p), ev)
                return
        if card is not None and self.fits(card, len(self.hands[p])):
            self.phase, self.drawn = "drawn", card
            ev.append(Event("may_play_drawn", owner=p, secret=("card",), player=p, card=card))
        else:
            self._set_turn(self._next(p), ev)

    def _play(self, a: Play, ev: list[Event]) -> None:
        p, card = a.player, CARDS[a.card]
        phase = self.phase
        self.hands[p].remove(a.card)
        self.pile.append(a.card)
        self.drawn = None
        self.passes = 0
        left = len(self.hands[p])
        ev.append(Event("play", player=p, card=a.card, phase=phase, hand=left))
        if left == 0:                                            # GO-WIN-01, GO-GOR-02
            self._win(p, ev)
            return
        vulnerable = left == 1 and not a.call
        if left == 1 and a.call:
            ev.append(Event("call", player=p, t=0))
        kind = card.kind
        if kind == "gorilla":                                    # GO-SLAP-01
            eligible = [self._next(p, k) for k in range(1, self.n)]
            self.phase = "slap"
            self.slap = {"gorilla": p, "eligible": eligible, "times": {}, "one_left": left == 1,
                         "vulnerable": vulnerable}
            timers: list[tuple[int, Action]] = [(self.slap_ms, CloseSlap())]
            for q in eligible:                                   # GO-BOT-02
                if self.config.is_bot(q):
                    lvl = self.config.bot_level(q)
                    if not self.rng.chance(BOT_TIMING[lvl]["miss"]):
                        r = self._sample(lvl)
                        timers.append((r, Slap(q, r)))
            self._open_window(timers)
            ev.append(Event("slap_open", player=p, eligible=eligible, window=self.slap_ms))
            return
        nxt = self._effect(p, card, ev)
        self._set_turn(nxt, ev)
        if left == 1:
            self._open_catch(p, vulnerable, ev)

    def _effect(self, p: int, card, ev: list[Event]) -> int:
        """Apply an animal card's effect (GO-SET-04, GO-RST-02, §7); return who acts next."""
        if card.kind == "panther":                               # GO-PAN-01
            ev.append(Event("panther", player=p))
            for k in range(1, self.n):
                self._draw_one(self._next(p, k), "panther", ev)
            return self._next(p)
        if card.kind == "monkey":                                # GO-MON-01
            skipped = self._next(p)
            ev.append(Event("skip", player=skipped))
            return self._next(p, 2)
        if card.kind == "elephant":                              # GO-ELE-01
            self.direction = -self.direction
            ev.append(Event("reverse", direction=self.direction))
            return self._next(p)
        return self._next(p)

    def _open_catch(self, p: int, vulnerable: bool, ev: list[Event]) -> None:
        """A play left p with one card: grace for the next turn (GO-CALL-06) and, if p did
        not call, a catch window (GO-CALL-03) with the bots' reactions (GO-BOT-03/04)."""
        self.grace = True
        timers: list[tuple[int, Action]] = [(self.grace_ms, EndGrace())]
        if vulnerable:
            self.vulnerable = p
            ev.append(Event("vulnerable", player=p))
            if self.config.is_bot(p):
                b = BOT_TIMING[self.config.bot_level(p)]
                if b["late"] is not None:
                    t = self._sample(self.config.bot_level(p)) + b["late"]
                    timers.append((t, Call(p, t)))
            for k in range(1, self.n):
                q = self._next(p, k)
                if self.config.is_bot(q):
                    lvl = self.config.bot_level(q)
                    if self.rng.chance(BOT_TIMING[lvl]["notice"]):
                        t = self._sample(lvl) + BOT_TIMING[lvl]["catch"]
                        timers.append((t, Catch(q, t)))
        self._open_window(timers)

    def _slap(self, a: Slap, ev: list[Event]) -> None:
        t = a.t  # raw, to the millisecond (GO-SLAP-05 ties only on equal ms)
        self.slap["times"][a.player] = t
        ev.append(Event("slap", player=a.player, t=t))
        if len(self.slap["times"]) == len(self.slap["eligible"]):
            self._resolve_slap(ev)

    def _resolve_slap(self, ev: list[Event]) -> None:
        """GO-SLAP-03..05: slowest (largest r; no slap = infinity) draw 3; the first of them
        after the gorilla's player restarts (GO-RST-01)."""
        s = self.slap
        times = {q: s["times"].get(q, math.inf) for q in s["eligible"]}
        worst = max(times.values())
        slowest = [q for q in s["eligible"] if times[q] == worst]  # eligible is in turn order
        ev.append(Event("slap_result", slowest=slowest, times={str(q): (None if v == math.inf else v)
                                                                for q, v in times.items()}))
        self._close_window()
        for q in slowest:
            for _ in range(3):
                if self._draw_one(q, "slap", ev) is None:
                    break
        self.slap = None
        restarter = slowest[0]
        self.current, self.phase = restarter, "restart"
        ev.append(Event("restarter", player=restarter))
        if s["one_left"]:
            self._open_catch(s["gorilla"], s["vulnerable"], ev)

    def _blocked(self, first: int, ev: list[Event]) -> None:
        """GO-DECK-04: nobody can move (every player in turn passed with nothing to draw, or
        nobody holds an animal card to restart with): the hand ends and the player with the
        fewest cards wins it (ties: fewest card points, then the first in turn order from
        `first`, the player who would act next)."""
        order = [self._next(first, k) for k in range(self.n)]
        p = min(order, key=lambda q: (len(self.hands[q]), self.hand_value(q), order.index(q)))
        ev.append(Event("blocked", player=p, cards=len(self.hands[p])))
        self._win(p, ev, kind="win_blocked")

    def _win(self, p: int, ev: list[Event], kind: str = "win") -> None:
        pts = sum(CARDS[c].value for q in range(self.n) if q != p for c in self.hands[q])  # GO-MM-02
        self.winner = p
        self.totals[p] += pts
        self.vulnerable, self.grace, self.slap = None, False, None
        self.drawn = None
        self._close_window()
        ev.append(Event(kind, player=p, points=pts, totals=list(self.totals)))
        if not self.match or self.totals[p] >= self.target:       # GO-WIN-02, GO-MM-04
            self.phase = "over"
            self.game_winner = p
            ev.append(Event("game_over", winner=p))
            return
        self.start_seat = (self.start_seat + 1) % self.n          # GO-MM-03
        ev.extend(self._deal())

    # ------------------------------------------------------------------ results
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def hand_value(self, p: int) -> int:
        return sum(CARDS[c].value for c in self.hands[p])

    def scores(self) -> list[int]:
        return list(self.totals)

    def ranking(self) -> list[int]:
        """Winner first; then by match total, then fewest card points left in hand."""
        w = self.game_winner
        return sorted(range(self.n), key=lambda p: (p != w, -self.totals[p], self.hand_value(p), p))

    # ------------------------------------------------------------------ views
    def view(self, player: int | None) -> dict[str, Any]:
        me = player if player is not None and 0 <= player < self.n else None
        slap = None
        if self.slap is not None:
            slap = {"gorilla": self.slap["gorilla"], "eligible": list(self.slap["eligible"]),
                    "times": {str(q): t for q, t in self.slap["times"].items()}}
        return {
            "game": GID, "viewer": me, "players": self.n,
            "names": list(self.config.names), "seats": list(self.config.seats),
            "hand": list(self.hands[me]) if me is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "pile": list(self.pile), "draw_size": len(self.deck),
            "direction": self.direction, "current": self.current, "phase": self.phase,
            "drawn": self.drawn if me is not None and me == self.current else None,
            "slap": slap, "vulnerable": self.vulnerable, "grace": self.grace,
            "winner": self.winner, "game_winner": self.game_winner,
            "totals": list(self.totals), "hand_no": self.hand_no, "match": self.match,
            "target": self.target, "start_seat": self.start_seat,
            "reshuffles": self.reshuffles, "passes": self.passes,
            "options": {"slap_window_ms": self.slap_ms, "catch_grace_ms": self.grace_ms},
        }

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng: Rng) -> "Gorilla":
        cfg = GameConfig(view["players"], tuple(view["seats"]), tuple(view["names"]),
                         (("catch_grace_ms", view["options"]["catch_grace_ms"]),
                          ("match", view["match"]), ("match_target", view["target"]),
                          ("slap_window_ms", view["options"]["slap_window_ms"])))
        g = cls(cfg, 0, _blank=True)
        g.rng = rng.fork()
        g.start_seat, g.hand_no = view["start_seat"], view["hand_no"]
        g.totals, g.winner, g.game_winner = list(view["totals"]), view["winner"], view["game_winner"]
        g.direction, g.current, g.phase = view["direction"], view["current"], view["phase"]
        g.pile = list(view["pile"])
        g.vulnerable, g.grace = view["vulnerable"], view["grace"]
        g.reshuffles, g.passes = view.get("reshuffles", 0), view.get("passes", 0)
        mine = list(view["hand"])
        known = set(mine) | set(g.pile)
        unknown = [c for c in DECK.ids if c not in known]
        rng.shuffle(unknown)
        g.hands = []
        for q, size in enumerate(view["hand_sizes"]):
            if q == player:
                g.hands.append(mine)
            else:
                g.hands.append([unknown.pop() for _ in range(size)])
        g.deck = unknown
        g.drawn = view["drawn"]
        if g.phase == "drawn" and g.drawn is None:
            # someone else's drawn card: any card of theirs that fits, else they keep
            fit = [c for c in g.hands[g.current] if g.fits(c, len(g.hands[g.current]))]
            if fit:
                g.drawn = fit[0]
            else:
                g.phase = "turn"
        if view["slap"] is not None:
            s = view["slap"]
            g.slap = {"gorilla": s["gorilla"], "eligible": list(s["eligible"]),
                      "times": {int(q): t for q, t in s["times"].items()},
                      "one_left": view["hand_sizes"][s["gorilla"]] == 1, "vulnerable": False}
            g._open_window([(g.slap_ms, CloseSlap())])
        elif g.grace or g.vulnerable is not None:
            g._open_window([(g.grace_ms, EndGrace())] if g.grace else [])
        return g

    def clone(self) -> "Gorilla":
        g = Gorilla.__new__(Gorilla)
        g.__dict__.update(self.__dict__)
        g.rng = self.rng.copy()
        g.hands = [list(h) for h in self.hands]
        g.deck, g.pile, g.totals = list(self.deck), list(self.pile), list(self.totals)
        g.win_timers = list(self.win_timers)
        if self.slap is not None:
            g.slap = dict(self.slap, times=dict(self.slap["times"]))
        return g

    def state_json(self) -> dict[str, Any]:
        d = self.view(None)
        d.update(hands=[list(h) for h in self.hands], deck=list(self.deck), drawn=self.drawn,
                 slap=None if self.slap is None else {k: (v if k != "times" else {str(q): t for q, t in v.items()})
                                                       for k, v in self.slap.items()},
                 win_id=self.win_id, timers=[[t, a.to_json()] for t, a in self.win_timers],
                 rng=self.rng.state_json())
        return d

    def describe(self) -> str:
        lines = [f"Gorilla hand {self.hand_no} phase={self.phase} current={self.current} dir={self.direction}",
                 f"top={self.top()} pile={len(self.pile)} deck={len(self.deck)} vulnerable={self.vulnerable} grace={self.grace}"]
        for p, h in enumerate(self.hands):
            lines.append(f"  {'>' if p == self.current else ' '} {self.config.names[p]} [{self.config.seats[p]}]: {' '.join(h)}")
        return "\n".join(lines)


class SlapGate:
    """GO-SLAP-06 false slaps, for the input layer: a press while no window is open starts
    (or restarts) that player's lockout of FALSE_SLAP_LOCK_MS; a press inside an open window
    during the lockout is ignored and does not restart it. Times are one monotonic clock."""

    def __init__(self, lock_ms: int = FALSE_SLAP_LOCK_MS):
        self.lock_ms = lock_ms
        self.locked_until: dict[int, float] = {}

    def press(self, game: Gorilla, player: int, now: float, window_start: float | None) -> Slap | None:
        """The Slap action this key press makes, or None if it does nothing."""
        if game.phase != "slap" or window_start is None:
            self.locked_until[player] = now + self.lock_ms
            return None
        if now < self.locked_until.get(player, -1.0):
            return None
        if player not in game.slap["eligible"] or player in game.slap["times"]:
            return None
        return Slap(player, int(round(now - window_start)))

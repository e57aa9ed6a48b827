"""The Zoo Architect table.

Left: the zoo map of the player in focus (yours, or any opponent's: click their row on the
right), their action-card row with X tokens, and their board (money, workers, partner zoos,
universities, project tokens, icons). Centre: the tracks (scoring track with appeal and
conservation markers, reputation with the display reach, break track, conservation bonuses),
the six-folder display with the deck, the association board (departments, donations, offers,
projects), the prompt line with its choices, and your hand with your final scoring cards.
Right: the players with miniature maps and score previews, the move log and the buttons.

Every decision the engine asks for is answered where it happens: a cell on the map (with a
placement ghost for buildings: green where legal, red with the reason), a card in a row, a
department, a player, a bonus on the conservation track. Anything else, and always as a
fallback, the "All choices" list names every legal action in words.

Tests find where to click with `point_for(action)` (the next click towards a legal action)."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from zoo_desktop import storage
from zoo_desktop.engine import hexgrid
from zoo_desktop.engine.core import Action, Event
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import ACTIONS, BUILDINGS, CARDS, CONTINENTS, ICONS, MAP, TABLES
from zoo_desktop.games.architect.rules import (Build, Choose, Done, Keep, PlayAnimal, PlaySponsor, Support, UseCard,
                                              XAction, rep_range, score_threshold, trigger_label)
from zoo_desktop.i18n import has, language, t, tv

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import Tween, ease_in_out, ease_out, lerp2, pulse
from zoo_desktop.ui.scenes.pages import ResultsScene
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button, Dialog, DropTarget, inside
from . import art as A
from . import text as X

P = gfx.Palette

# ----------------------------------------------------------------------------- layout (design units)
GEO = A.GEO
MAP_RECT = (10, 6, 640, 584)
ROW_Y, ROW_X0, ROW_STEP, AW, AH = 598, 22, 122, 116, 148
XBAR_Y = 752
BOARD_RECT = (10, 800, 640, 272)
CX0 = 668                       # centre column
TRACK_RECT = (660, 6, 836, 204)
SCORE_X0, SCORE_X1, SCORE_MAX = 760, 1484, 110
REP_X0, REP_STEP = 668, 33
BRK_X0, BRK_X1 = 1236, 1488
CP_X0, CP_STEP, CP_Y, CP_MAX = 668, 43, 146, 18
DISP_Y, DCW, DCH, DSTEP = 236, 112, 158, 122
DECK_RECT = (1400, 256, 84, 118)
DEPT_Y, DEPT_W, DEPT_H = 420, 116, 72
DON_X0 = 1160
OFFER_Y = 498
PROJ_Y, PW, PH, PSTEP = 538, 98, 162, 103
PROMPT_RECT = (660, 704, 836, 50)
HAND_Y, HCW, HCH = 786, 132, 186
HAND_X0, HAND_X1 = 668, 1490
OVERLAY = (660, 212, 836, 488)
STRIP_X, STRIP_Y, STRIP_W, STRIP_H = 1500, 8, 410, 82
LOG_AT = (1500, 354, 410, 378)
ZOOM_W, ZOOM_H = 400, 560
FINAL_H = 92                    # the final-round banner: two lines of two
FINAL_W = 250                   # a final scoring card right of the hand
SUPPLY_W = 486
DEPTS = [d["id"] for d in TABLES["departments"]]
DEPT_VALUE = {d["id"]: d["value"] for d in TABLES["departments"]}
DONATIONS = list(TABLES["donations"]) + [TABLES["donation_always"]]
UNIS = list(TABLES["universities"])
# choices that also get a button in the prompt line (besides their place on the table)
CHIP_CHOICES = {("pilfer", "money"), ("tile", "money"), ("draw", "deck")}


@dataclass
class Spot:
    """Something to click for the decision in front of you: an engine action, or a UI step
    (`op`) towards one (select a building, a card, a project level...)."""
    rect: tuple
    action: Action | None = None
    op: Callable[[], None] | None = None
    cells: tuple = ()
    tip: str = ""
    colour: tuple = (60, 200, 110)
    key: Any = None
    overlay: bool = False


@dataclass
class Sel:
    kind: str = ""          # building kind picked from the supply
    rot: int = 0            # 0-5 rotation
    mirror: bool = False
    card: str = ""          # animal (or project) picked
    level: tuple | None = None  # (project, level) picked for a release project
    keep: set = field(default_factory=set)
    xmode: bool = False     # the next action card clicked takes the X-token action
    xspend: int = 0


class ArchitectTable(TableBase):
    name = "architect-table"

    # How to play (ui/howto.py): your action cards, a corner of your map with buildings,
    # your hand, the display; seeded and played on by easy bots until your turn after a few rounds
    howto_figures = (
        Figure(1, (10, 596, 640, 200), "architect.fig.actions", "play"),
        Figure(2, (10, 250, 440, 340), "architect.fig.map", "play"),
        Figure(3, (665, 765, 425, 210), "architect.fig.hand", "play"),
        Figure(4, (665, 215, 830, 185), "architect.fig.display", "play"),
    )
    howto_mouse = (("howto.mouse.drag", "architect.controls.drag"), ("howto.mouse.click", "architect.controls.click"),
                   ("howto.mouse.wheel", "architect.controls.wheel"), ("howto.mouse.right", "architect.controls.right"),
                   ("howto.mouse.hover", "architect.controls.hover"))
    howto_keys = ((pygame.K_r, "architect.controls.rotate"), (pygame.K_f, "architect.controls.flip"),
                  (pygame.K_ESCAPE, "architect.controls.esc"))

    @classmethod
    def howto_session(cls, stage: str, seed: int = 7):
        s = super().howto_session(stage, seed)
        if stage == "play":
            play_until(s, lambda g: g.turns >= 40 and tuple(g.decision().players) == (0,)
                       and any(isinstance(a, UseCard) for a in g.legal_actions(0)), 6000)
        return s

    @staticmethod
    def smoke_shots(out_dir, size, lang: str = "en", ui_scale: float = 1.0, check=None) -> list[str]:
        """Extra `--smoke` screens: map mid-game, placement ghost, card zoom, opponent,
        association board, keep, results."""
        from .shots import shots
        return shots(out_dir, (tuple(size),), prefix="architect-", with_size=False, lang=lang, ui_scale=ui_scale,
                     check=check)

    # ------------------------------------------------------------------ the state as drawn
    @property
    def shown(self):
        return self._shown

    @shown.setter
    def shown(self, g) -> None:
        self._shown = g
        self._ver = getattr(self, "_ver", 0) + 1
        self.hidden = set()

    # ------------------------------------------------------------------ set-up
    def layout(self) -> None:
        self._log_banner = None
        self.place_log(False)
        self.focus = self.viewer if self.viewer is not None else 0
        self.sel = Sel()
        self.hidden: set = set()
        self.spots: list[Spot] = []
        self._spots_key = None
        self.hover_card: str | None = None
        self.hover_since = 0.0
        self.zoom_pin: str | None = None
        self.zoom_shown: str | None = None
        self.zoom_rect = None
        self.ghost_text: str | None = None
        self.ghost_anchor: tuple | None = None
        self.flashes: list = []          # (design rect, until ms)
        self.banner: tuple | None = None  # (text, until)
        self.choice_buttons: list[Button] = []
        self._decision_key = None
        self._thinking_seat = None
        self.drag.targets = []

    def final_banner_rect(self) -> tuple:
        """The "Final round" banner: under the players' strip, above the log (ZA-END-2)."""
        top = STRIP_Y + self.session.config.players * (STRIP_H + 4)
        return (STRIP_X, top, STRIP_W - 10, FINAL_H)

    def place_log(self, banner: bool) -> None:
        """The log fills the right column below the strip, and below the final-round banner."""
        if banner == self._log_banner:
            return
        self._log_banner = banner
        top = STRIP_Y + self.session.config.players * (STRIP_H + 4) + 4 + (FINAL_H + 6 if banner else 0)
        self.log.rect = (LOG_AT[0], top, LOG_AT[2], 732 - top)

    def final_banner_lines(self, g) -> list[str] | None:
        """The banner's words: who triggered the end, whose last turns are left; None before it."""
        left = g.final_turns_left()
        if left is None:
            return None
        names = self.names
        first = t("architect.ui.final_round", player=names[g.trigger_by]) if g.trigger_by is not None \
            else t("architect.ui.final_round_nobody")
        if not left:
            return [first, t("architect.ui.final_scoring_now")]
        return [first, t("architect.ui.last_turn_for", players=", ".join(names[q] for q in left))]

    def uncover(self) -> None:
        super().uncover()
        self.focus = self.viewer
        self.sel = Sel()
        self._spots_key = None

    def game_buttons(self) -> list[Button]:
        return [
            Button((1500, 950, 400, 56), t("architect.ui.all_choices"), self.open_choices, key=pygame.K_l,
                   name="choices", style="primary", tip=t("architect.ui.all_choices_tip")),
            Button((ROW_X0 + 316, XBAR_Y + 2, 44, 38), "-", lambda: self.set_xspend(-1), name="x_minus", style="quiet"),
            Button((ROW_X0 + 436, XBAR_Y + 2, 44, 38), "+", lambda: self.set_xspend(1), name="x_plus", style="quiet"),
            Button((ROW_X0 + 492, XBAR_Y + 2, 126, 38), t("architect.ui.x_action"), self.toggle_xmode, key=pygame.K_x,
                   name="x_mode", style="quiet", tip=t("architect.ui.x_action_tip")),
            Button((CX0 + 150, 758, 160, 34), t("architect.ui.rotate"), self.rotate, name="rotate", style="quiet"),
            Button((CX0 + 316, 758, 170, 34), t("architect.ui.mirror"), self.mirror, name="mirror", style="quiet"),
        ]

    # ------------------------------------------------------------------ decision helpers
    def my_task(self):
        """The engine's pending decision if it is the viewer's and the table is settled."""
        g = self.session.game
        if self.viewer is None or g.is_over or self.anim.busy or self.queue or self.cover_for is not None:
            return None
        top = g.pending
        if top is None or top.player != self.viewer:
            return None
        return top

    def legal(self) -> list[Action]:
        if self.my_task() is None:
            return []
        return self.session.game.legal_actions(self.viewer)

    def decision_key(self):
        g = self.session.game
        return (self.session.version, id(g), g.pending, self.viewer,
                self.my_task() is not None)

    def set_xspend(self, d: int) -> None:
        g = self.session.game
        if self.viewer is None:
            return
        self.sel.xspend = max(0, min(g.pl[self.viewer].x, self.sel.xspend + d))
        self._spots_key = None

    def toggle_xmode(self) -> None:
        task = self.my_task()
        if task is None or task.kind != "turn":
            self.refuse(t("architect.ui.not_now"))
            return
        if not any(isinstance(a, XAction) for a in self.legal()):
            self.refuse(self.session.game.explain(XAction(self.viewer, ACTIONS[0])))
            return
        self.sel.xmode = not self.sel.xmode
        self._spots_key = None

    def rotate(self, d: int = 1) -> None:
        self.sel.rot = (self.sel.rot + d) % 6
        self._spots_key = None

    def mirror(self) -> None:
        if not BUILDINGS["mirror"]:
            self.refuse(t("architect.ui.no_mirror"))
            return
        self.sel.mirror = not self.sel.mirror
        self._spots_key = None

    @property
    def rot(self) -> int:
        return self.sel.rot + (6 if self.sel.mirror else 0)

    def act(self, action: Action) -> bool:
        ok = super().act(action)
        if ok:
            keep_kind = isinstance(action, Build)
            rot, mir = self.sel.rot, self.sel.mirror
            self.sel = Sel()
            if keep_kind:
                self.sel.rot, self.sel.mirror = rot, mir
            self._spots_key = None
            self.zoom_pin = None
        return ok

    # ------------------------------------------------------------------ geometry
    def action_rect(self, i: int) -> tuple:
        return (ROW_X0 + i * ROW_STEP, ROW_Y, AW, AH)

    def display_rect(self, i: int) -> tuple:
        return (CX0 + i * DSTEP, DISP_Y, DCW, DCH)

    def dept_rect(self, i: int) -> tuple:
        return (CX0 + i * (DEPT_W + 6), DEPT_Y, DEPT_W, DEPT_H)

    def donation_rect(self, i: int) -> tuple:
        return (DON_X0 + i * 66, DEPT_Y + 16, 60, 52)

    def partner_rect(self, i: int) -> tuple:
        return (CX0 + i * 62, OFFER_Y, 56, 34)

    def uni_rect(self, i: int) -> tuple:
        return (990 + i * 168, OFFER_Y - 4, 160, 42)   # room for a name on two lines

    def project_rect(self, i: int, n: int | None = None) -> tuple:
        """The i-th of n projects on the association board (n: those shown now): fewer get wider
        cards, so their names fit at small windows."""
        if n is None:
            n = len(self.projects_on_board(self.shown))
        step = min(150, max(PSTEP, 836 / max(1, n)))
        return (CX0 + i * step, PROJ_Y, step - 5, PH)

    def strip_rect(self, p: int) -> tuple:
        return (STRIP_X, STRIP_Y + p * (STRIP_H + 4), STRIP_W - 10, STRIP_H)

    def cp_x(self, n: int) -> float:
        return CP_X0 + min(n, CP_MAX) * CP_STEP

    def score_x(self, v: int) -> float:
        return SCORE_X0 + max(0, min(SCORE_MAX, v)) * (SCORE_X1 - SCORE_X0) / SCORE_MAX

    def building_mode(self) -> bool:
        task = self.my_task()
        return task is not None and task.kind == "build"

    def hand_area(self) -> tuple[float, float]:
        return (HAND_X0 + SUPPLY_W + 10, HAND_X1) if self.building_mode() else (HAND_X0, HAND_X1 - FINAL_W - 16)

    def hand_rects(self, hand: list[str]) -> list[tuple]:
        n = len(hand)
        if not n:
            return []
        x0, x1 = self.hand_area()
        w, h = (HCW, HCH) if not self.building_mode() else (110, 155)
        span = x1 - x0
        step = min(w + 8, (span - w) / max(1, n - 1)) if n > 1 else 0
        return [(x0 + i * step, HAND_Y + (HCH - h), w, h) for i in range(n)]

    def final_rects(self, n: int) -> list[tuple]:
        """Your final scoring cards, one readable panel each, right of the hand."""
        if self.building_mode() or not n:
            return []
        step = min(124, 256 / n)
        return [(HAND_X1 - FINAL_W, HAND_Y + 26 + i * step, FINAL_W, step - 6) for i in range(n)]

    def supply_rect(self, i: int) -> tuple:
        c, r = i % 5, i // 5
        return (CX0 + c * 97, 798 + r * 136, 91, 130)

    def cells_rect(self, cells) -> tuple:
        xs = [GEO.centre(c, r) for c, r in cells]
        x0 = min(p[0] for p in xs) - GEO.R * 0.8
        y0 = min(p[1] for p in xs) - GEO.R * 0.8
        x1 = max(p[0] for p in xs) + GEO.R * 0.8
        y1 = max(p[1] for p in xs) + GEO.R * 0.8
        return (x0, y0, x1 - x0, y1 - y0)

    def cell_centre_rect(self, c: int, r: int) -> tuple:
        x, y = GEO.centre(c, r)
        s = GEO.R * 0.6
        return (x - s, y - s, 2 * s, 2 * s)

    def building_cells(self, g, p: int, bid: str) -> list[tuple[int, int]]:
        b = g.pl[p].bld.get(bid)
        return [H.cell(i) for i in H.bits(b[1])] if b else []

    def building_hit(self, g, p: int, dpos) -> str | None:
        cell = GEO.on_map_hit(dpos)
        if cell is None:
            return None
        i = H.idx(*cell)
        for bid, (kind, mask, _, _) in g.pl[p].bld.items():
            if mask >> i & 1:
                return bid
        return None

    def projects_on_board(self, g) -> list[str]:
        return list(g.base) + list(g.row)

    # ------------------------------------------------------------------ spots: where each decision is answered
    def current_spots(self) -> list[Spot]:
        key = (self.decision_key(), self.sel.kind, self.sel.card, self.sel.level, tuple(sorted(self.sel.keep)),
               self.sel.xmode, self.sel.xspend, self.focus)
        if key != self._spots_key:
            self._spots_key = key
            self.spots = self._make_spots()
        return self.spots

    def _make_spots(self) -> list[Spot]:
        task = self.my_task()
        if task is None:
            return []
        legal = self.legal()
        kind = task.kind
        fn = getattr(self, "_spots_" + kind, None)
        spots = fn(task, legal) if fn else []
        return spots

    def _chips_for(self, task, legal) -> list[tuple[str, Action | Callable, str]]:
        """Buttons in the prompt line for this decision: (label, action or op, name)."""
        kind = task.kind
        out = []
        for a in legal:
            if isinstance(a, Done):
                key = {"build": "architect.ui.finish_build", "animals": "architect.ui.finish_animals",
                       "assoc": "architect.ui.finish_assoc", "sponsors": "architect.ui.finish_sponsors",
                       "donate": "architect.ui.no_donation", "hypnosis": "architect.ui.decline",
                       "move_in": "architect.ui.finish", "recall": "architect.ui.finish"}.get(kind, "architect.ui.finish")
                out.append((t(key), a, "choice:done"))
            elif isinstance(a, Choose) and (a.what in ("cards", "cp2", "sponsors") or
                                            (a.what, a.value) in CHIP_CHOICES):
                label = X.choice_label(a.what, a.value, self.names)
                if a.what == "cards":
                    label = self._cards_mode_label(task, a.value)
                elif a.what == "sponsors":
                    s = task.strength
                    label = t("architect.ui.break_alt_n", n=s * TABLES["sponsor_break_money"]["upgraded" if task.upgraded else "base"], s=s)
                out.append((label, a, f"choice:{a.what}:{a.value}"))
        if kind == "order":
            for i, a in enumerate(legal):
                out.append((A.fit_text(self.order_label(a), 21, 260, True, 21)[0], a, f"choice:order:{i}"))
        if self.assoc_stuck(task, legal) and self.viewer is not None \
                and self.session.undo_point(self.viewer) is not None:
            out.append((t("architect.ui.undo_back"), self.undo, "choice:undo"))
        if kind == "keep":
            out.append((t("architect.ui.keep_n", n=len(self.sel.keep), k=TABLES["start"]["keep"]), self.do_keep,
                        "choice:keep"))
        return out

    def _cards_mode_label(self, task, v: str) -> str:
        if v == "snap":
            return t("architect.ui.snap")
        return t("architect.ui.draw_n", n=task.draws, d=task.discards) if task.discards else t("architect.ui.draw_n0", n=task.draws)

    def do_keep(self) -> None:
        if self.viewer is None:
            return
        need = TABLES["start"]["keep"]
        g = self.session.game
        dealt = g.pl[self.viewer].dealt
        if len(dealt) <= need:
            self.act(Keep(self.viewer, tuple(sorted(dealt))))
            return
        if len(self.sel.keep) != need:
            self.refuse(t("architect.ui.keep_exactly", k=need))
            return
        self.act(Keep(self.viewer, tuple(sorted(self.sel.keep))))

    def _spots_keep(self, task, legal) -> list[Spot]:
        dealt = sorted(self.session.game.pl[self.viewer].dealt)
        out = []
        for cid, rect in zip(dealt, self.keep_rects(len(dealt))):
            def toggle(c=cid):
                if c in self.sel.keep:
                    self.sel.keep.discard(c)
                elif len(self.sel.keep) < TABLES["start"]["keep"]:
                    self.sel.keep.add(c)
                else:
                    self.refuse(t("architect.ui.keep_exactly", k=TABLES["start"]["keep"]))
                self._spots_key = None
            out.append(Spot(rect, op=toggle, key=("card", cid), overlay=True,
                            colour=(255, 190, 60) if cid in self.sel.keep else (60, 200, 110)))
        return out

    def keep_rects(self, n: int) -> list[tuple]:
        w, h = 126, 176   # two rows leave room under them for the help in two lines
        cols = n if n <= 5 else (n + 1) // 2
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            total = cols * w + (cols - 1) * 18
            x0 = OVERLAY[0] + (OVERLAY[2] - total) / 2
            out.append((x0 + c * (w + 18), OVERLAY[1] + 62 + r * (h + 22), w, h))
        return out

    def _spots_turn(self, task, legal) -> list[Spot]:
        g = self.session.game
        pl = g.pl[self.viewer]
        out = []
        for i, card in enumerate(pl.slots):
            if self.sel.xmode:
                a = XAction(self.viewer, card)
            else:
                a = UseCard(self.viewer, card, min(self.sel.xspend, pl.x))
            ok = a in legal
            out.append(Spot(self.action_rect(i), action=a if ok else None, key=("action", card),
                            colour=(245, 220, 120) if self.sel.xmode else (60, 200, 110),
                            tip=self.action_tip(card) if ok else X.reason(g.why_illegal(a))))
        return out

    def action_tip(self, card: str) -> str:
        g = self.session.game
        p = self.viewer
        s = g.strength(p, card, min(self.sel.xspend, g.pl[p].x))
        if self.sel.xmode:
            return t("architect.ui.tip_xaction", card=X.action_name(card))
        return t("architect.ui.tip_use", card=X.action_name(card), s=s,
                 what=A.action_summary(card, s, card in g.pl[p].upgraded))

    def _spots_build(self, task, legal) -> list[Spot]:
        g = self.session.game
        out = []
        allowed = set(g.allowed_kinds(self.viewer))
        for i, kind in enumerate(task.kinds):
            cost = g.build_cost(self.viewer, kind)
            if kind in allowed and any(isinstance(a, Build) and a.building == kind for a in legal):
                out.append(Spot(self.supply_rect(i), op=lambda k=kind: self.pick_kind(k), key=("kind", kind),
                                tip=t("architect.ui.tip_kind", kind=X.kind_name(kind), n=H.size_of(kind), cost=cost),
                                colour=(255, 190, 60) if self.sel.kind == kind else (60, 200, 110)))
        if self.sel.kind:
            for a in legal:
                if isinstance(a, Build) and a.building == self.sel.kind and a.rot == self.rot:
                    out.append(Spot(self.cell_centre_rect(a.col, a.row), action=a,
                                    cells=tuple(A.shape_cells(a.building, (a.col, a.row), a.rot)), key=("build", a)))
        return out

    def pick_kind(self, kind: str) -> None:
        self.sel.kind = "" if self.sel.kind == kind else kind
        self._spots_key = None

    def _hand_spot(self, cid: str, **kw) -> Spot | None:
        if self.viewer is None:
            return None
        hand = self.shown.pl[self.viewer].hand
        if cid in hand:
            return Spot(self.hand_rects(hand)[hand.index(cid)], key=("card", cid), **kw)
        g = self.shown
        if cid in g.display:
            return Spot(self.display_rect(g.display.index(cid)), key=("card", cid), **kw)
        return None

    def _spots_animals(self, task, legal) -> list[Spot]:
        out = []
        plays = [a for a in legal if isinstance(a, PlayAnimal)]
        cards = sorted({a.card for a in plays})
        for cid in cards:
            s = self._hand_spot(cid, op=lambda c=cid: self.pick_card(c),
                                colour=(255, 190, 60) if self.sel.card == cid else (60, 200, 110),
                                tip=t("architect.ui.tip_pick_animal", card=X.card_name(cid)))
            if s:
                out.append(s)
        if self.sel.card:
            for a in plays:
                if a.card == self.sel.card:
                    cells = tuple(self.building_cells(self.session.game, self.viewer, a.enclosure))
                    out.append(Spot(self.cell_centre_rect(*cells[0]), action=a, cells=cells, key=("enc", a.enclosure),
                                    tip=X.action_label(a, self.names)))
        return out

    def pick_card(self, cid: str) -> None:
        self.sel.card = "" if self.sel.card == cid else cid
        self.sel.level = None
        self._spots_key = None

    def _spots_cards_mode(self, task, legal) -> list[Spot]:
        out = []
        for a in legal:
            if a.value == "draw":
                out.append(Spot(DECK_RECT, action=a, key="deck", tip=self._cards_mode_label(task, "draw")))
            else:
                for i, c in enumerate(self.shown.display):
                    if c:
                        out.append(Spot(self.display_rect(i), action=a, key=("snapmode", c),
                                        tip=t("architect.ui.snap")))
        return out

    def _spots_snap(self, task, legal) -> list[Spot]:
        return [s for a in legal if (s := self._display_spot(a, a.value))]

    def _display_spot(self, a, cid) -> Spot | None:
        g = self.shown
        if cid in g.display:
            return Spot(self.display_rect(g.display.index(cid)), action=a, key=("card", cid),
                        tip=X.action_label(a, self.names))
        return None

    def _spots_draw(self, task, legal) -> list[Spot]:
        out = []
        for a in legal:
            if a.value == "deck":
                out.append(Spot(DECK_RECT, action=a, key="deck", tip=t("architect.label.from_deck")))
            else:
                s = self._display_spot(a, a.value)
                if s:
                    out.append(s)
        return out

    def _hand_choice_spots(self, legal, colour=(225, 70, 60)) -> list[Spot]:
        out = []
        hand = self.shown.pl[self.viewer].hand
        rects = self.hand_rects(hand)
        done = set()
        for a in legal:
            if isinstance(a, Choose) and a.value in hand and a.value not in done:
                done.add(a.value)
                out.append(Spot(rects[hand.index(a.value)], action=a, key=("card", a.value), colour=colour,
                                tip=X.action_label(a, self.names)))
        return out

    _spots_discard = lambda self, task, legal: self._hand_choice_spots(legal)
    _spots_hand_limit = lambda self, task, legal: self._hand_choice_spots(legal)

    def _spots_pilfer(self, task, legal) -> list[Spot]:
        return self._hand_choice_spots(legal)

    def _spots_assoc(self, task, legal) -> list[Spot]:
        """Open departments; closed ones say why when clicked; with the upgraded card the
        donations are live too (finish the association, then donate)."""
        g = self.session.game
        out = []
        for i, d in enumerate(DEPTS):
            a = Choose(self.viewer, "dept", d)
            if a in legal:
                out.append(Spot(self.dept_rect(i), action=a, key=("dept", d), tip=t(f"architect.ui.tip_dept.{d}")))
            else:
                out.append(Spot(self.dept_rect(i), key=("dead", d), colour=(150, 150, 140),
                                tip=X.reason(g.dept_error(self.viewer, d)) or t("architect.ui.not_now")))
        if task.upgraded:
            money = g.pl[self.viewer].money
            for i, v in enumerate(DONATIONS):
                if v in g.donations and v != TABLES["donation_always"]:
                    continue
                if not task.used:
                    out.append(Spot(self.donation_rect(i), key=("dead", v), colour=(150, 150, 140),
                                    tip=t("architect.ui.donate_after_dept")))
                elif v <= money:
                    out.append(Spot(self.donation_rect(i), op=lambda v=v: self.finish_and_donate(v), key=("donate", v),
                                    tip=t("architect.ui.finish_and_donate", n=v)))
        return out

    def finish_and_donate(self, v: int) -> None:
        """ZA-ASC-7 in one click: finish the association, then donate `v`."""
        if self.act(Done(self.viewer)):
            a = Choose(self.viewer, "donate", str(v))
            if a in self.session.game.legal_actions(self.viewer):
                self.act(a)

    def assoc_stuck(self, task, legal) -> bool:
        """An association with nothing left to choose (no department open, no donation)."""
        return task.kind == "assoc" and not task.used and all(isinstance(a, Done) for a in legal)

    def _spots_recall(self, task, legal) -> list[Spot]:
        return [Spot(self.dept_rect(DEPTS.index(a.value)), action=a, key=("dept", a.value),
                     tip=X.action_label(a, self.names)) for a in legal if isinstance(a, Choose)]

    def _spots_partner(self, task, legal) -> list[Spot]:
        return [Spot(self.partner_rect(CONTINENTS.index(a.value)), action=a, key=("partner", a.value),
                     tip=X.action_label(a, self.names)) for a in legal]

    def _spots_university(self, task, legal) -> list[Spot]:
        return [Spot(self.uni_rect(UNIS.index(a.value)), action=a, key=("uni", a.value),
                     tip=X.uni_name(a.value)) for a in legal]

    def _spots_donate(self, task, legal) -> list[Spot]:
        out = []
        for a in legal:
            if isinstance(a, Choose):
                v = int(a.value)
                i = DONATIONS.index(v) if v in DONATIONS else len(DONATIONS) - 1
                out.append(Spot(self.donation_rect(i), action=a, key=("donate", v),
                                tip=t("architect.label.donate", n=v)))
        return out

    def _spots_sponsors(self, task, legal) -> list[Spot]:
        out = []
        for a in legal:
            if isinstance(a, PlaySponsor):
                s = self._hand_spot(a.card, action=a, tip=X.action_label(a, self.names))
                if s:
                    out.append(s)
        return out

    def _row_choice_spots(self, legal, colour=(60, 200, 110)) -> list[Spot]:
        slots = self.session.game.pl[self.viewer].slots
        return [Spot(self.action_rect(slots.index(a.value)), action=a, key=("action", a.value), colour=colour,
                     tip=X.action_label(a, self.names)) for a in legal if isinstance(a, Choose)]

    def _spots_upgrade(self, task, legal):
        """ZA-UPG: each card's tip compares its two sides at its current strength."""
        g = self.session.game
        out = self._row_choice_spots(legal, (245, 200, 60))
        for sp in out:
            card = sp.key[1]
            st = g.strength(self.viewer, card, 0)
            sp.tip = t("architect.ui.tip_upgrade", card=X.action_name(card), s=st,
                       base=A.action_summary(card, st, False), up=A.action_summary(card, st, True))
        return out

    def _spots_slot(self, task, legal):
        return self._row_choice_spots(legal)

    def _spots_venom(self, task, legal):
        return self._row_choice_spots(legal, (170, 80, 200))

    def _spots_cp2(self, task, legal) -> list[Spot]:
        return [Spot(self.cp_bonus_rect(2, i), action=a, key=("cp2", a.value),
                     tip=X.action_label(a, self.names)) for i, a in enumerate(legal)]

    def cp_bonus_rect(self, level: int, i: int) -> tuple:
        """A bonus chip under the conservation track: level 2, 5 and 8 from their space on (8's
        two tiles and its money reach past space 10), the final card's after the last of 8's."""
        if level == 10:   # (it was drawn over 8's money chip and hid it)
            return (max(self.cp_x(10), self.cp_x(8) + 40 * (TABLES["bonus_tiles_per_space"] + 1)), CP_Y + 36, 37, 26)
        return (self.cp_x(level) + i * 40, CP_Y + 36, 37, 26)

    def _spots_tile(self, task, legal) -> list[Spot]:
        out = []
        lvl = task.level
        tiles = list(self.session.game.tiles5 if lvl == 5 else self.session.game.tiles8)
        for a in legal:
            i = tiles.index(a.value) if a.value in tiles else len(tiles)
            out.append(Spot(self.cp_bonus_rect(lvl, i), action=a, key=("tile", a.value),
                            tip=X.action_label(a, self.names)))
        return out

    def _spots_pilfer_target(self, task, legal) -> list[Spot]:
        return [Spot(self.strip_rect(int(a.value)), action=a, key=("seat", int(a.value)), colour=(225, 70, 60),
                     tip=X.action_label(a, self.names)) for a in legal]

    def _spots_final_discard(self, task, legal) -> list[Spot]:
        fins = self.session.game.pl[self.viewer].finals
        return [Spot(self.overlay_card_rect(fins.index(a.value), len(fins)), action=a, key=("card", a.value),
                     colour=(225, 70, 60), overlay=True, tip=X.action_label(a, self.names))
                for a in legal]

    def overlay_card_rect(self, i: int, n: int, w: int = 200, h: int = 280) -> tuple:
        total = n * w + (n - 1) * 30
        x0 = OVERLAY[0] + (OVERLAY[2] - total) / 2
        return (x0 + i * (w + 30), OVERLAY[1] + 70, w, h)

    def _spots_move_in(self, task, legal) -> list[Spot]:
        g = self.session.game
        out = []
        for a in legal:
            if isinstance(a, Choose):
                bid = g.pl[self.viewer].home[a.value]
                cells = tuple(self.building_cells(g, self.viewer, bid))
                out.append(Spot(self.cell_centre_rect(*cells[0]), action=a, cells=cells, key=("enc", bid),
                                tip=X.action_label(a, self.names)))
        return out

    def hypno_x0(self, si: int) -> float:
        return OVERLAY[0] + 30 + si * 400

    def hypno_rects(self, legal) -> dict:
        opts = [a for a in legal if isinstance(a, Choose)]
        seats = sorted({int(a.value.split(":")[0]) for a in opts})
        out = {}
        for si, q in enumerate(seats):
            for a in opts:
                qq, card = a.value.split(":")
                if int(qq) == q:
                    k = self.session.game.pl[q].slots.index(card)
                    out[a] = (self.hypno_x0(si) + k * (AW + 12), OVERLAY[1] + 90, AW, AH)
        return out

    def _spots_hypnosis(self, task, legal) -> list[Spot]:
        return [Spot(r, action=a, key=("hyp", a.value), overlay=True, tip=X.action_label(a, self.names))
                for a, r in self.hypno_rects(legal).items()]

    def support_layout(self, legal) -> list[tuple[str, tuple]]:
        pids = []
        for a in legal:
            if isinstance(a, Support) and a.project not in pids:
                pids.append(a.project)
        n = max(1, len(pids))
        w = min(190, (OVERLAY[2] - 40 - (n - 1) * 10) / n)
        return [(pid, (OVERLAY[0] + 20 + i * (w + 10), OVERLAY[1] + 50, w, 330)) for i, pid in enumerate(pids)]

    def level_rect(self, prect, i: int) -> tuple:
        x, y, w, h = prect
        return (x + 6, y + 160 + i * 54, w - 12, 46)

    def _spots_support(self, task, legal) -> list[Spot]:
        out = []
        sups = [a for a in legal if isinstance(a, Support)]
        for pid, prect in self.support_layout(legal):
            for lvl in range(len(CARDS[pid].levels)):
                opts = [a for a in sups if a.project == pid and a.level == lvl]
                if not opts:
                    continue
                r = self.level_rect(prect, lvl)
                if len(opts) == 1 and not opts[0].animal:
                    out.append(Spot(r, action=opts[0], overlay=True, key=("lvl", pid, lvl),
                                    tip=X.action_label(opts[0], self.names)))
                elif self.sel.level == (pid, lvl):
                    for k, a in enumerate(opts):
                        ar = (OVERLAY[0] + 20 + k * 170, OVERLAY[1] + OVERLAY[3] - 52, 160, 40)
                        out.append(Spot(ar, action=a, overlay=True, key=("rel", a.animal),
                                        tip=X.action_label(a, self.names), colour=(225, 120, 60)))
                        bid = self.session.game.pl[self.viewer].home.get(a.animal)
                        if bid:
                            cells = tuple(self.building_cells(self.session.game, self.viewer, bid))
                            out.append(Spot(self.cell_centre_rect(*cells[0]), action=a, cells=cells,
                                            key=("enc", bid), colour=(225, 120, 60)))
                else:
                    out.append(Spot(r, op=lambda v=(pid, lvl): self.pick_level(v), overlay=True, key=("lvl", pid, lvl),
                                    tip=t("architect.ui.tip_release")))
        return out

    def pick_level(self, v) -> None:
        self.sel.level = None if self.sel.level == v else v
        self._spots_key = None

    # ------------------------------------------------------------------ the next click towards an action (tests)
    def point_for(self, action: Action) -> tuple[float, float]:
        """Where to click next (design units) to take `action`: its spot, or the UI step before
        it (a building in the supply, the rotate button, a card to pick, the X buttons), or,
        for decisions without a bespoke form, the "All choices" list and then its entry."""
        if self.dialog is not None and isinstance(self.dialog, ChoiceList):
            pt = self.dialog.point_for(action)
            if pt is not None:
                return pt
            return self.dialog.close_point()
        task = self.my_task()
        if task is None:
            raise ValueError("no decision of yours is showing")
        if self.focus != self.viewer:
            return _centre(self.strip_rect(self.viewer))
        for s in self.current_spots():
            if s.action == action:
                return self._spot_point(s)
        if isinstance(action, Keep):
            want = set(action.cards)
            dealt = sorted(self.session.game.pl[self.viewer].dealt)
            for cid, rect in zip(dealt, self.keep_rects(len(dealt))):
                if (cid in want) != (cid in self.sel.keep):
                    return _centre(rect)
            return self._button_point("choice:keep")
        if isinstance(action, UseCard):
            if self.sel.xmode:
                return self._button_point("x_mode")
            if self.sel.xspend != action.x:
                return self._button_point("x_plus" if self.sel.xspend < action.x else "x_minus")
        if isinstance(action, XAction) and not self.sel.xmode:
            return self._button_point("x_mode")
        if isinstance(action, Build):
            if self.sel.kind != action.building:
                for s in self.current_spots():
                    if s.key == ("kind", action.building):
                        return self._spot_point(s)
            if action.rot % 6 != self.sel.rot or (action.rot >= 6) != self.sel.mirror:
                if (action.rot >= 6) != self.sel.mirror:
                    return self._button_point("mirror")
                return self._button_point("rotate")
        if isinstance(action, PlayAnimal) and self.sel.card != action.card:
            for s in self.current_spots():
                if s.key == ("card", action.card):
                    return self._spot_point(s)
        if isinstance(action, Support) and action.animal and self.sel.level != (action.project, action.level):
            for s in self.current_spots():
                if s.key == ("lvl", action.project, action.level):
                    return self._spot_point(s)
        for b in self.choice_buttons:
            if getattr(b, "action", None) == action:
                return _centre(b.rect)
        return self._button_point("choices")

    def point_for_kind(self, kind: str) -> tuple[float, float]:
        """The supply tile of a building kind (during a build decision)."""
        task = self.session.game.pending
        return _centre(self.supply_rect(list(task.kinds).index(kind)))

    def _spot_point(self, s: Spot) -> tuple[float, float]:
        if s.key and s.key[0] == "card" and not s.cells:
            # overlapping hand cards: aim at the part that no card drawn later (further right) covers
            x, y, w, h = s.rect
            later = [o.rect[0] for o in self.current_spots()
                     if o.key and o.key[0] == "card" and o.rect[1] == y and x < o.rect[0] < x + w]
            visible = min([w] + [lx - x for lx in later])
            return (x + visible / 2, y + h / 2)
        if s.cells:
            return GEO.centre(*s.cells[0]) if not s.key or s.key[0] != "build" else GEO.centre(s.action.col, s.action.row)
        return _centre(s.rect)

    def _button_point(self, name: str) -> tuple[float, float]:
        b = self.button(name)
        if b is None or not b.visible:
            return _centre(self.button("choices").rect)
        return _centre(b.rect)

    # ------------------------------------------------------------------ the generic list
    def open_choices(self) -> None:
        legal = self.legal()
        if not legal:
            self.refuse(t("architect.ui.not_now"))
            return
        names = self.names
        items = [(X.action_label(a, names), a) for a in legal]
        if self.my_task().kind == "order":
            items = [(self.order_label(a), a) for a in legal]

        def done(a):
            self.dialog = None
            if a is not None:
                self.act(a)
        self.dialog = ChoiceList(t("architect.ui.choices_title"), self.prompt_text(), items, done)

    def order_label(self, a) -> str:
        task = self.session.game.pending
        for it in (task.items if task is not None and task.kind == "order" else ()):
            if trigger_label(it) == a.value:
                if it.kind == "eff":
                    src = f" ({X.card_name(it.card)})" if it.card else ""
                    return X.effect_text(it.effect) + src
                if it.kind == "gain":
                    return f"+{it.amount} {X.res_name(it.res)}"
        return X.order_label(a.value)

    # ------------------------------------------------------------------ input
    def table_event(self, ev, dpos) -> bool:
        now = self.app.now()
        if ev.type == pygame.MOUSEMOTION:
            self.drag.move(dpos)
            self._hover(dpos, now)
            return False
        if ev.type == pygame.MOUSEWHEEL:
            if self.building_mode() and self.sel.kind and inside(MAP_RECT, dpos):
                self.rotate(1 if ev.y > 0 else -1)
                return True
            return False
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_r and self.building_mode():
                self.rotate(1)
                return True
            if ev.key == pygame.K_f and self.building_mode():
                self.mirror()
                return True
            if ev.key == pygame.K_ESCAPE and (self.zoom_pin or self.sel.kind or self.sel.card or self.sel.xmode
                                              or self.sel.level):
                self.zoom_pin = None
                xs = self.sel.xspend
                rot, mir = self.sel.rot, self.sel.mirror
                self.sel = Sel(rot=rot, mirror=mir, xspend=xs)
                self._spots_key = None
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            cid = self.card_at(dpos)
            self.zoom_pin = None if (cid is None or cid == self.zoom_pin) else cid
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.zoom_pin:
                self.zoom_pin = None
            return self._press(dpos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.drag.drag is not None:
                self.drag.release(dpos)
                return True
            return self._click(dpos)
        return False

    def _press(self, dpos) -> bool:
        """Start dragging an action card (turn) or an animal card (animals)."""
        task = self.my_task()
        if task is None or self.anim.busy:
            return False
        vp = self.app.vp
        if task.kind == "turn" and self.focus == self.viewer:
            slots = self.session.game.pl[self.viewer].slots
            for i, card in enumerate(slots):
                r = self.action_rect(i)
                if inside(r, dpos):
                    img = self._action_img(self.session.game, self.viewer, card, i)
                    self.drag.targets = [DropTarget("use", MAP_RECT, self.why_not_use),
                                         DropTarget("xaction", self.button("x_mode").rect, self.why_not_x)]
                    self.drag.start(("action", card), img, r, dpos)
                    return True
        if task.kind == "animals":
            for s in self.current_spots():
                if s.key and s.key[0] == "card" and inside(s.rect, dpos):
                    cid = s.key[1]
                    self.drag.targets = self._enclosure_targets(cid)
                    self.drag.start(("animal", cid), A.card_face(cid, vp.n(s.rect[2]), vp.n(s.rect[3])), s.rect, dpos)
                    return True
        return False

    def _enclosure_targets(self, cid: str) -> list[DropTarget]:
        g = self.session.game
        out = []
        for bid, (kind, mask, _, _) in g.pl[self.viewer].bld.items():
            if not (kind.startswith("enc") or kind in ("petting_zoo", "reptile_house", "large_bird_aviary")):
                continue
            for i in H.bits(mask):
                out.append(DropTarget(bid, self.cell_centre_rect(*H.cell(i)),
                                      lambda item, b=bid: self.session.game.why_illegal(PlayAnimal(self.viewer, item[1], b))))
        return out

    def refuse(self, reason: str) -> None:
        """Refusals read in the player's language, without rule ids (X.reason)."""
        super().refuse(X.reason(reason))

    def why_not_use(self, item) -> str | None:
        g = self.session.game
        a = UseCard(self.viewer, item[1], min(self.sel.xspend, g.pl[self.viewer].x))
        return g.why_illegal(a)

    def why_not_x(self, item) -> str | None:
        return self.session.game.why_illegal(XAction(self.viewer, item[1]))

    def _dropped(self, item, target) -> None:
        g = self.session.game
        if item[0] == "action":
            if target.name == "xaction":
                self.act(XAction(self.viewer, item[1]))
            else:
                self.act(UseCard(self.viewer, item[1], min(self.sel.xspend, g.pl[self.viewer].x)))
        elif item[0] == "animal":
            self.act(PlayAnimal(self.viewer, item[1], target.name))

    def clicked(self, item) -> None:
        """A press and release without moving on a draggable card: the same as its spot."""
        if item[0] == "action":
            for s in self.current_spots():
                if s.key == ("action", item[1]):
                    if s.action is not None:
                        self.act(s.action)
                    else:
                        self.refuse(s.tip or t("architect.ui.not_now"))
                    return
        elif item[0] == "animal":
            self.pick_card(item[1])

    def _click(self, dpos) -> bool:
        # the players' strip: focus on a player's zoo (unless picking a target)
        task = self.my_task()
        spots = self.current_spots()
        overlay = self.overlay_kind()
        # hand cards overlap when the hand is long and the later ones are drawn on top: the top one wins
        cards = sorted((s for s in spots if not s.overlay and s.key and s.key[0] == "card" and not s.cells),
                       key=lambda s: -s.rect[0])
        ordered = [s for s in spots if s.overlay] + [s for s in spots if not s.overlay and s not in cards] + cards
        for s in ordered:
            if self.focus != self.viewer and self._left(s):
                continue
            if s.cells:
                cell = GEO.on_map_hit(dpos)
                if self.focus != self.viewer or cell is None or tuple(cell) not in s.cells:
                    continue
            elif not inside(s.rect, dpos):
                continue
            if s.key and s.key[0] == "build":
                continue  # the ghost decides (below)
            if s.action is not None:
                self.act(s.action)
            elif s.op is not None:
                s.op()
            elif s.tip:
                self.refuse(s.tip)
            return True
        if overlay and inside(OVERLAY, dpos):
            return True
        if task is not None and task.kind in ("animals", "sponsors") and self.viewer is not None:
            cid = self.card_at(dpos)
            if cid is not None and (cid in self.shown.pl[self.viewer].hand or cid in self.shown.display):
                self.refuse(self.session.game.card_error(self.viewer, cid) or t("architect.ui.not_now"))
                return True
        if task is not None and task.kind == "build" and self.sel.kind and inside(MAP_RECT, dpos):
            self.place_ghost(dpos)
            return True
        for p in range(self.session.config.players):
            if inside(self.strip_rect(p), dpos):
                self.focus = p
                self._spots_key = None
                return True
        return False

    @staticmethod
    def _left(sp: Spot) -> bool:
        """A spot in the left column (your map or action cards): live only while your zoo is shown."""
        return bool(sp.cells) or bool(sp.key and sp.key[0] == "action")

    def place_ghost(self, dpos) -> None:
        if self.focus != self.viewer:
            self.focus = self.viewer
            return
        cell = GEO.hit(dpos)
        if cell is None:
            return
        a = Build(self.viewer, self.sel.kind, cell[0], cell[1], self.rot)
        reason = self.session.game.why_illegal(a)
        if reason:
            self.refuse(reason)
            return
        self.act(a)

    def ghost(self):
        """(cells, legal?, reason, cost) of the building following the mouse, or None."""
        if not self.building_mode() or not self.sel.kind or self.focus != self.viewer:
            return None
        if not inside(MAP_RECT, self.app.mouse):
            return None
        cell = GEO.hit(self.app.mouse)
        if cell is None:
            return None
        g = self.session.game
        cells = A.shape_cells(self.sel.kind, cell, self.rot)
        reason = g.placement_error(self.viewer, self.sel.kind, cell[0], cell[1], self.rot)
        cost = g.build_cost(self.viewer, self.sel.kind)
        return cells, reason is None, reason, cost, cell

    def fit_cells(self) -> set:
        """Placement aid: every cell some legal placement of the selected building covers, in
        any rotation or mirror (the engine's legal Build actions)."""
        if not self.building_mode() or not self.sel.kind:
            return set()
        key = (self.session.version, self.sel.kind)
        if getattr(self, "_fit_key", None) != key:
            cells = set()
            for a in self.legal():
                if isinstance(a, Build) and a.building == self.sel.kind:
                    cells.update(A.shape_cells(a.building, (a.col, a.row), a.rot))
            self._fit_key, self._fit = key, cells
        return self._fit

    def ghost_box(self, cells, lines: int) -> tuple:
        """Where the ghost's words go: across the map from the ghost (top or bottom edge), so
        they never cover the ghost or the cells next to it."""
        ys = [GEO.centre(c, r)[1] for c, r in cells]
        xs = [GEO.centre(c, r)[0] for c, r in cells]
        h = 28 * lines + 12
        mid = MAP_RECT[1] + MAP_RECT[3] / 2
        by = MAP_RECT[1] + MAP_RECT[3] - h - 6 if (min(ys) + max(ys)) / 2 < mid else MAP_RECT[1] + 6
        x = (min(xs) + max(xs)) / 2
        bx = min(max(MAP_RECT[0] + 6, x - 215), MAP_RECT[0] + MAP_RECT[2] - 436)
        return (bx, by, 430, h)

    def card_at(self, dpos) -> str | None:
        """The card under the mouse (for the zoom)."""
        g = self.shown
        if self.overlay_kind() == "keep" and self.viewer is not None:
            for cid, r in zip(sorted(self.session.game.pl[self.viewer].dealt), self.keep_rects(len(self.session.game.pl[self.viewer].dealt))):
                if inside(r, dpos):
                    return cid
        if self.overlay_kind() == "final_discard":
            fins = self.session.game.pl[self.viewer].finals
            for i, cid in enumerate(fins):
                if inside(self.overlay_card_rect(i, len(fins)), dpos):
                    return cid
        if self.overlay_kind() == "support":
            for pid, r in self.support_layout(self.legal()):
                if inside(r, dpos) and dpos[1] < r[1] + 140:
                    return pid
        if self.overlay_kind():
            if inside(OVERLAY, dpos):
                return None
        if self.viewer is not None:
            hand = g.pl[self.viewer].hand
            rects = self.hand_rects(hand)
            for i in range(len(rects) - 1, -1, -1):
                x, y, w, h = rects[i]
                if inside((x, y - 24, w, h + 24), dpos):
                    return hand[i]
            fins = g.pl[self.viewer].finals
            for cid, r in zip(fins, self.final_rects(len(fins))):
                if inside(r, dpos):
                    return cid
        for i, cid in enumerate(g.display):
            if cid and inside(self.display_rect(i), dpos):
                return cid
        for i, pid in enumerate(self.projects_on_board(g)):
            if inside(self.project_rect(i), dpos):
                return pid
        if inside(MAP_RECT, dpos):
            bid = self.building_hit(g, self.focus, dpos)
            if bid and g.pl[self.focus].occ.get(bid):
                return g.pl[self.focus].occ[bid][0]
        return None

    def _hover(self, dpos, now) -> None:
        cid = self.card_at(dpos)
        if cid != self.hover_card:
            self.hover_card, self.hover_since = cid, now
        tip = ""
        for s in self.current_spots():
            if s.tip and not s.cells and inside(s.rect, dpos) and (s.key is None or s.key[0] != "card"):
                tip = s.tip
                break
        under_sheet = self.overlay_kind() is not None and inside(OVERLAY, dpos)   # the board under it is hidden
        if not tip and cid is None and not under_sheet \
                and not (self.sel.kind and self.building_mode() and inside(MAP_RECT, dpos)):
            tip = self.static_tip(dpos)
        if not tip:
            for b in self.buttons:
                if b.tip and b.visible and inside(b.rect, dpos):
                    tip = b.tip
        self.app.tooltip.set(tip, dpos, now)

    def static_tip(self, dpos) -> str:
        g = self.shown
        for i, d in enumerate(DEPTS):
            if inside(self.dept_rect(i), dpos):
                return t(f"architect.ui.tip_dept.{d}")
        for i, card in enumerate(g.pl[self.focus].slots):
            if inside(self.action_rect(i), dpos):
                up = card in g.pl[self.focus].upgraded
                return t("architect.ui.tip_action", card=X.action_name(card), s=g.strength(self.focus, card, 0),
                         what=A.action_summary(card, g.strength(self.focus, card, 0), up))
        if inside(DECK_RECT, dpos):
            v = self.seen()   # the deck and the discard: face down, counted from the viewer's view
            return t("architect.ui.tip_deck", n=v["deck_size"], d=v["discard_size"])
        if inside(PROMPT_RECT, dpos) and getattr(self, "prompt_more", ""):
            return self.prompt_more   # the whole prompt, when its line had no room for all of it
        if inside(MAP_RECT, dpos):
            cell = GEO.on_map_hit(dpos)
            if cell is not None:
                bid = self.building_hit(g, self.focus, dpos)
                if bid:
                    return t("architect.ui.tip_empty", building=X.building_name(bid))
                kind = H.TERRAIN[tuple(cell)]
                if tuple(cell) in MAP["yellow"]:
                    return t("architect.ui.tip_cell_yellow", bonus=X.yellow_text(MAP["yellow"][tuple(cell)]))
                if kind in ("restricted", "water", "rock"):
                    return t(f"architect.ui.tip_cell_{kind}")
        bx, by = BOARD_RECT[:2]
        for key, dy in (("architect.ui.tip_workers", 98), ("architect.ui.tip_partners", 136), ("architect.ui.tip_tokens", 176)):
            if inside((bx, by + dy, BOARD_RECT[2], 36), dpos):
                return t(key)
        for k, lvl in ((0, 5), (1, 8)):
            tiles = g.tiles5 if lvl == 5 else g.tiles8
            for i, tile in enumerate(tiles):
                if inside(self.cp_bonus_rect(lvl, i), dpos):
                    return X.tile_text(tile)
        if inside((TRACK_RECT[0], 26, TRACK_RECT[2], 60), dpos):
            return t("architect.ui.tip_score")
        if inside((REP_X0, 88, 16 * REP_STEP, 50), dpos):
            return t("architect.ui.tip_rep")
        if inside((BRK_X0, 88, BRK_X1 - BRK_X0, 50), dpos):
            return t("architect.ui.tip_break", n=g.break_pos, L=g.L)
        for i, v in enumerate(DONATIONS):
            if inside(self.donation_rect(i), dpos):
                return t("architect.label.donate", n=v)
        for q in range(g.n):
            if inside(self.strip_rect(q), dpos):
                pl = g.pl[q]
                return t("architect.ui.tip_strip", player=self.names[q], hand=self.seen()["pl"][q]["hand_size"],
                         b=len(pl.bld), a=g.counter(q, "animals"), appeal=pl.appeal, t=score_threshold(pl.cp),
                         score=g.current_score(q))
        return ""

    # ------------------------------------------------------------------ per-frame update
    @classmethod
    def results_scene(cls, app, session):
        return ArchitectResults(app, session)     # the breakdown by source (ZA-END-4)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.place_log(self.shown.final_turns_left() is not None)
        key = self.decision_key()
        if self.dialog is not None or self.session.game.is_over or self.drag.drag is not None \
                or self.cover_for is not None:
            self.app.tooltip.set("", self.app.mouse, self.app.now())     # no stale tip over these
        elif key != self._decision_key or self.session.version != getattr(self, "_tip_version", None):
            self._tip_version = self.session.version
            self._hover(self.app.mouse, self.app.now())                   # the tip of what is there now
        if key != self._decision_key:
            self._decision_key = key
            task = self.my_task()
            if self.viewer is None and not self.session.game.is_over:
                self.focus = self.session.game.current
            if task is not None:
                xs = self.sel.xspend if task.kind == "turn" else 0
                rot, mir = self.sel.rot, self.sel.mirror
                self.sel = Sel(rot=rot, mirror=mir, xspend=min(xs, self.session.game.pl[self.viewer].x))
                self.focus = self.viewer
            self._spots_key = None
            self._rebuild_choices()
        self._update_buttons()

    def _rebuild_choices(self) -> None:
        base = [b for b in self.buttons if not b.name.startswith("choice:")]
        task = self.my_task()
        self.choice_buttons = []
        if task is not None:
            chips = self._chips_for(task, self.legal())
            x = PROMPT_RECT[0] + PROMPT_RECT[2] - 6
            for label, what, name in reversed(chips):
                w = max(110, min(300, gfx.font(22, True).size(label)[0] // 1 + 36))
                x -= w + 6
                if isinstance(what, Action):
                    tip = self.order_label(what) if name.startswith("choice:order:") else ""
                    b = Button((x, PROMPT_RECT[1] + 5, w, 40), label, lambda a=what: self.act(a), name=name,
                               style="good" if not isinstance(what, Done) else "quiet", tip=tip)
                    b.action = what
                else:
                    b = Button((x, PROMPT_RECT[1] + 5, w, 40), label, what, name=name, style="good")
                    b.action = None
                self.choice_buttons.append(b)
        self.buttons = base + self.choice_buttons

    def _update_buttons(self) -> None:
        task = self.my_task()
        g = self.session.game
        for b in self.buttons:
            if b.name == "choices":
                b.enabled = task is not None
            elif b.name in ("x_minus", "x_plus", "x_mode"):
                b.visible = task is not None and task.kind == "turn" and self.focus == self.viewer
                if b.name == "x_plus":
                    b.enabled = self.sel.xspend < g.pl[self.viewer].x if self.viewer is not None else False
                elif b.name == "x_minus":
                    b.enabled = self.sel.xspend > 0
                else:
                    b.style = "good" if self.sel.xmode else "quiet"
            elif b.name in ("rotate", "mirror"):
                b.visible = self.building_mode()
                b.enabled = bool(self.sel.kind)
            elif b.name == "undo":
                b.enabled = self.viewer is not None and self.session.undo_point(self.viewer) is not None
            elif b.name == "keep" or b.name == "choice:keep":
                b.label = t("architect.ui.keep_n", n=len(self.sel.keep), k=TABLES["start"]["keep"])
            if b.name == "choice:keep":
                b.enabled = len(self.sel.keep) == TABLES["start"]["keep"]

    def hint(self) -> None:
        """The hint, plus the whole suggested turn in words: the card, then what it would do."""
        super().hint()
        if self.hint_action is None or self.viewer is None:
            return
        names = self.names
        steps = [X.action_label(a, names) for a in self.hint_plan(self.hint_action)]
        if len(steps) > 1:
            self.app.toast.show(t("architect.ui.hint_plan", steps=t("architect.ui.hint_then").join(steps)),
                                self.app.now(), 8000, "good")

    def hint_plan(self, first: Action, steps: int = 5) -> list[Action]:
        """`first` and the normal bot's next choices in the same turn, played on a state dealt
        from the viewer's view (no hidden card is used) and stopped where a card is revealed."""
        from zoo_desktop.engine.rng import Rng
        from zoo_desktop.games import bot_classes
        g0, p = self.session.game, self.viewer
        g = type(g0).determinize(g0.view(p), p, Rng(f"hint-plan-{self.session.version}"))
        bot = bot_classes(self.gid)["normal"](type(g0), p, self.session.seed + self.session.version, 100)
        out = [first]
        ev = g.apply(first)
        while len(out) < steps and not g.is_over and not any(e.secret for e in ev) \
                and tuple(g.decision().players) == (p,) and g.pending.kind != "turn":
            a = bot.choose(g.view(p), g.legal_actions(p))
            out.append(a)
            ev = g.apply(a)
        return out

    def show_hint(self, action: Action, reason: str) -> None:
        """The hint: its spot glows gold; the next step towards it is prepared where possible."""
        if isinstance(action, Build):
            self.sel.kind = action.building
            self.sel.rot, self.sel.mirror = action.rot % 6, action.rot >= 6
        elif isinstance(action, PlayAnimal):
            self.sel.card = action.card
        elif isinstance(action, UseCard):
            self.sel.xspend, self.sel.xmode = action.x, False
        elif isinstance(action, XAction):
            self.sel.xmode = True
        self._spots_key = None

    def overlay_kind(self) -> str | None:
        task = self.my_task()
        if task is None:
            return None
        if task.kind in ("keep", "support", "hypnosis", "final_discard"):
            return task.kind
        return None

    # ------------------------------------------------------------------ words
    def card_name(self, card_id: str) -> str:
        return X.card_name(card_id)

    def event_text(self, e: Event) -> str:
        key = f"architect.event.{e.kind}"
        if not has(key):
            return ""
        if e.kind == "gain" and not e.data.get("n"):
            return ""
        if e.kind in ("discard", "final_discard") and "card" in e.data:
            key = f"architect.event.{e.kind}_own" if has(f"architect.event.{e.kind}_own") else key
        if e.kind == "keep" and "cards" not in e.data:
            key = "architect.event.keep_hidden"
        if e.kind == "draw" and e.data.get("cards"):
            key = "architect.event.draw_own"
        if e.kind == "pilfer" and e.data.get("card"):
            key = "architect.event.pilfer_card"
        elif e.kind == "pilfer":
            key = "architect.event.pilfer_money"
        data = X.event_data(e.kind, e.data, self.names)
        if e.kind == "build":
            key = "architect.event.build_free" if e.data.get("cost") == 0 else "architect.event.build_at"
            data["at"] = str(e.data.get("building", "")).partition("@")[2]
        return tv(key, self.subject_is_viewer(e), **data)

    def prompt_text(self) -> str:
        g = self.session.game
        task = self.my_task()
        if task is None:
            return super().prompt_text()
        base = t(f"architect.prompt.{task.kind}.you") if has(f"architect.prompt.{task.kind}.you") else \
            t(f"architect.prompt.{task.kind}")
        k = task.kind
        extra = ""
        if k == "build":
            extra = t("architect.ui.p_build", n=task.budget, money=g.pl[self.viewer].money)
            if self.sel.kind:
                extra += " " + t("architect.ui.p_rotate")
            else:
                extra += " " + t("architect.ui.p_pick_building")
        elif k == "animals":
            extra = t("architect.ui.p_animals", n=task.left) + " " + (
                t("architect.ui.p_pick_enclosure") if self.sel.card else t("architect.ui.p_pick_animal"))
        elif k == "assoc" and self.assoc_stuck(task, self.legal()):
            why = X.reason(g.dept_error(self.viewer, DEPTS[0])) if all(
                g.dept_error(self.viewer, d) == g.dept_error(self.viewer, DEPTS[0]) for d in DEPTS) else ""
            extra = t("architect.ui.p_assoc_stuck", why=why).strip()
        elif k == "assoc":
            extra = t("architect.ui.p_assoc", n=task.budget) + (
                " " + t("architect.ui.p_assoc_donate") if task.upgraded else "")
        elif k == "sponsors":
            extra = t("architect.ui.p_sponsors", n=task.budget)
        elif k == "turn" and self.sel.xmode:
            extra = t("architect.ui.p_xmode")
        elif k in ("draw", "discard") and task.count > 1:
            extra = t("architect.ui.p_left", n=task.count)
        return (base + " " + extra).strip()

    @staticmethod
    def result_detail(game, p: int) -> str:
        pl = game.pl[p]
        return t("architect.result", appeal=pl.appeal, cp=pl.cp, t=score_threshold(pl.cp), projects=pl.supported)

    @staticmethod
    def result_lines(game, p: int) -> list[str]:
        """The breakdown for a click on a results row (ZA-END-4): appeal and CP before final
        scoring, what each kept final scoring card and each end-of-game effect added, the
        threshold T(CP), the score as appeal - T, projects supported and the ranking rule."""
        bd = game.score_breakdown(p)
        if bd is None:   # no final scoring ran: the score as it stands
            pl = game.pl[p]
            bd = {"appeal_before": pl.appeal, "cp_before": pl.cp, "final": [], "end": [], "appeal": pl.appeal,
                  "cp": pl.cp, "t": score_threshold(pl.cp), "score": game.scores()[p], "projects": pl.supported}
        out = [t("architect.result.before", appeal=bd["appeal_before"], cp=bd["cp_before"])]
        out += [t("architect.result.final_card", card=X.card_name(cid), cp=cp) for cid, cp in bd["final"]]
        out += [t("architect.result.end_effect", card=X.card_name(cid), n=n, res=X.res_name(res))
                for cid, res, n in bd["end"]]
        out.append(t("architect.result.threshold", cp=bd["cp"], t=bd["t"]))
        out.append(t("architect.result.score", appeal=bd["appeal"], t=bd["t"], score=bd["score"]))
        out.append(t("architect.result.projects", projects=bd["projects"]))
        out.append(t("architect.result.rule"))
        return out

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Event], after) -> None:
        fx: list[tuple[float, float, Callable]] = []   # start ms, duration ms, draw(surf, u)
        clock = 0.0
        names = self.names
        moved_rows = set()
        gains_at: dict = {}
        marker_at: dict = {}
        for e in events:
            k, d = e.kind, e.data
            p = d.get("player")
            if k == "rep_capped" and p == self.viewer:      # ZA-REP-2: a lost gain is said, not silent
                self.app.toast.show(t("architect.ui.rep_capped", cap=d["cap"]), self.app.now(), 5000)
            if k in ("use_card", "x_action"):
                moved_rows.add(p)
                self.app.sound.play("play")
                clock += 120
            elif k in ("slot", "hypnosis"):
                moved_rows.add(d.get("target", p) if k == "hypnosis" else p)
            elif k == "build":
                cells = [tuple(c) for c in d["cells"]]
                if p == self.focus:
                    fx.append((clock, 10_000, self._fx_building(d["btype"], cells)))
                    fx.append((clock, 360, self._fx_ring(cells)))
                self.app.sound.play("play")
                clock += 260
            elif k == "animal":
                cid = d["card"]
                start = self._card_origin(p, cid)
                bid = d["building"]
                if p == self.focus:
                    cells = [H.cell(i) for i in H.bits(after.pl[p].bld[bid][1])] if bid in after.pl[p].bld else []
                    end = self.cells_rect(cells)[:2] if cells else start
                else:
                    end = self.strip_rect(p)[:2]
                self.hidden.add(("card", cid))
                fx.append((clock, 420, self._fx_fly(cid, start, end, (DCW, DCH), (60, 84))))
                self.app.sound.play("play")
                clock += 380
            elif k == "sponsor":
                cid = d["card"]
                self.hidden.add(("card", cid))
                fx.append((clock, 420, self._fx_fly(cid, self._card_origin(p, cid), self.strip_rect(p)[:2],
                                                    (DCW, DCH), (60, 84))))
                clock += 300
            elif k == "take":
                cid = d["card"]
                self.hidden.add(("card", cid))
                end = (HAND_X0 + 200, HAND_Y) if p == self.viewer else self.strip_rect(p)[:2]
                fx.append((clock, 380, self._fx_fly(cid, self._card_origin(p, cid), end, (DCW, DCH), (HCW, HCH))))
                self.app.sound.play("draw")
                clock += 200
            elif k == "draw":
                cards = d.get("cards") or [None] * int(d.get("n", 0))
                end = (HAND_X0 + 200, HAND_Y) if p == self.viewer else self.strip_rect(p)[:2]
                for j, cid in enumerate(cards[:5]):
                    fx.append((clock + j * 90, 360, self._fx_fly(cid, DECK_RECT[:2], end, DECK_RECT[2:], (HCW, HCH))))
                if cards:
                    self.app.sound.play("draw")
                clock += 150
            elif k in ("discard",) and d.get("card"):
                cid = d["card"]
                self.hidden.add(("card", cid))
                fx.append((clock, 300, self._fx_fly(cid, self._card_origin(p, cid), DECK_RECT[:2], (HCW, HCH), DECK_RECT[2:])))
                clock += 150
            elif k == "gain" and d.get("n"):
                if d["res"] in ("appeal", "cp", "reputation") and isinstance(p, int):
                    marker_at.setdefault((p, d["res"]), clock + 200)
                n = gains_at.get(p, 0)
                gains_at[p] = n + 1
                fx.append((clock + 60 * n, 700, self._fx_float(p, d["res"], d["n"])))
            elif k == "income":
                fx.append((clock, 800, self._fx_float(p, "money", d["money"])))
            elif k == "dept":
                fx.append((clock, 380, self._fx_glow(self.dept_rect(DEPTS.index(d["dept"])), self.app.palette.player(p))))
                clock += 160
            elif k == "support":
                bi = self.projects_on_board(after)
                if d["card"] in bi:
                    fx.append((clock, 420, self._fx_glow(self.project_rect(bi.index(d["card"]), len(bi)),
                                                         self.app.palette.player(p))))
                clock += 200
            elif k in ("partner", "university", "donate", "tile", "upgrade", "worker"):
                fx.append((clock, 420, self._fx_glow(self.strip_rect(p), self.app.palette.player(p))))
                clock += 120
            elif k == "break_token":
                if ("marker", "break") not in self.hidden and d.get("moved"):
                    self.hidden.add(("marker", "break"))
                    fx.append((clock, 10_000, self._fx_marker(None, "break", d["pos"] - d["moved"], d["pos"])))
            elif k == "break":
                fx.append((clock, 900, self._fx_banner(t("architect.ui.banner_break", n=d["number"]))))
                self.app.sound.play("shuffle")
                clock += 700
            elif k == "end_trigger":
                fx.append((clock, 1100, self._fx_banner(t("architect.ui.banner_end", player=names[p]))))
                clock += 900
            elif k == "game_over":
                fx.append((clock, 900, self._fx_banner(t("architect.ui.banner_over"))))
                clock += 700
            elif k == "next_turn" and p == self.viewer and len(self.humans) >= 1:
                self.app.sound.play("turn")
        # track markers slide to their new values
        for (p, res), start in marker_at.items():
            attr = {"appeal": "appeal", "cp": "cp", "reputation": "rep"}[res]
            old, new = getattr(self.shown.pl[p], attr), getattr(after.pl[p], attr)
            if old != new:
                self.hidden.add(("marker", p, res))
                fx.append((start, 520, self._fx_marker(p, res, old, new)))
        # the action-card rows slide into their new order
        for q in moved_rows:
            if q is None or q != self.focus:
                continue
            old = list(self.shown.pl[q].slots)
            new = list(after.pl[q].slots)
            if old != new:
                self.hidden.add(("row", q))
                fx.append((0, 10_000, self._fx_row(q, old, new, after, 0)))
        if not fx:
            return
        total = max([s + d for s, d, _ in fx if d < 10_000] + [460 if any(k[0] == "row" for k in self.hidden
                                                                           if isinstance(k, tuple)) else 300])
        total = min(total, 2400)

        def draw(surf, u):
            ms = u * total
            for s, d, fn in fx:
                if ms >= s:
                    fn(surf, min(1.0, (ms - s) / min(d, total)))
        self.anim.add(Tween(total, draw=draw, ease=lambda x: x, kind="architect", data={"events": [e.kind for e in events]}))

    def _card_origin(self, p, cid) -> tuple:
        g = self.shown
        if p == self.viewer and cid in g.pl[p].hand:
            r = self.hand_rects(g.pl[p].hand)[g.pl[p].hand.index(cid)]
            return r[:2]
        if cid in g.display:
            return self.display_rect(g.display.index(cid))[:2]
        return self.strip_rect(p)[:2] if isinstance(p, int) else DECK_RECT[:2]

    def _fx_fly(self, cid, start, end, size0, size1):
        """A card flying from `start` to `end` (design points), growing or shrinking from
        `size0` to `size1`: its face is laid out once at the larger size (a face laid out at a
        strip's 40x56 px crowds its rows) and scaled per frame (a small image: cheap)."""
        vp = self.app.vp
        w, h = max(size0[0], size1[0]), max(size0[1], size1[1])
        img = A.card_face(cid, vp.n(w), vp.n(h)) if cid else A.card_back(vp.n(w), vp.n(h))

        def draw(surf, u):
            e = ease_in_out(u)
            x, y = lerp2(start, end, e)
            fw, fh = lerp2(size0, size1, e)
            size = (max(1, vp.n(fw)), max(1, vp.n(fh)))
            surf.blit(img if size == img.get_size() else pygame.transform.smoothscale(img, size), vp.p(x, y))
        return draw

    def _fx_glow(self, rect, colour):
        vp = self.app.vp

        def draw(surf, u):
            w = vp.n(3 + 6 * math.sin(u * math.pi))
            pygame.draw.rect(surf, colour or P.accent, vp.rect(rect).inflate(2 * w, 2 * w), max(1, w),
                             border_radius=vp.n(12))
        return draw

    def _fx_ring(self, cells):
        vp = self.app.vp

        def draw(surf, u):
            for c, r in cells:
                A.hex_poly(surf, vp, GEO, c, r, (255, 240, 160), max(1, vp.n(4 * (1 - u) + 1)), 1.0 + 0.25 * u)
        return draw

    def _fx_building(self, kind, cells):
        vp = self.app.vp

        def draw(surf, u):
            A.draw_building(surf, vp, GEO, kind, cells)
        return draw

    def _fx_float(self, p, res, n):
        vp = self.app.vp
        x, y, w, h = self.strip_rect(p)

        def draw(surf, u):
            yy = y + h / 2 - 40 * ease_out(u)
            img = gfx.text(f"+{n}" if n > 0 else str(n), vp.n(28), (255, 255, 255), True)
            r = img.get_rect(midright=vp.p(x + w - 60, yy)).inflate(vp.n(10), vp.n(4))
            pygame.draw.rect(surf, (30, 60, 45), r, border_radius=vp.n(8))
            surf.blit(img, img.get_rect(center=r.center))
            A.res_icon(surf, res, vp.n(30), (r.right + vp.n(18), r.centery))
        return draw

    def _fx_banner(self, text):
        vp = self.app.vp

        def draw(surf, u):
            a = math.sin(u * math.pi)
            r = vp.r(560, 470, 800, 110)
            band = pygame.Surface(r.size, pygame.SRCALPHA)
            band.fill((20, 30, 28, int(220 * min(1, a * 2))))
            surf.blit(band, r)
            gfx.blit_text(surf, text, vp.n(54), (255, 236, 170), r.center, "center", True)
        return draw

    def _fx_row(self, q, old, new, after, slide_at):
        vp = self.app.vp
        pl = after.pl[q]
        span = 420

        start = self.app.now()

        def draw(surf, uu):
            # the slide keeps its own pace (420 ms at speed 1) and then rests in the new order
            ms = (self.app.now() - start) * max(self.anim.speed, 0.01)
            u = min(1.0, max(0.0, (ms - slide_at) / span))
            e = ease_in_out(u)
            for card in old:
                i0, i1 = old.index(card), new.index(card)
                x = ROW_X0 + (i0 + (i1 - i0) * e) * ROW_STEP
                yoff = -26 * math.sin(e * math.pi) if i0 != i1 and i1 == 0 else 0
                s = i1 + 1
                img = A.action_card(card, vp.n(AW), vp.n(AH), s, s, card in pl.upgraded, card in pl.venom,
                                    card in pl.constrict)
                surf.blit(img, vp.p(x, ROW_Y + yoff))
        return draw

    # ------------------------------------------------------------------ drawing
    def layer_key(self):
        return (self._ver, self.focus, self.viewer, frozenset(self.hidden), self.session.version,
                self.my_task() is not None, self.sel.kind, self.sel.card, self.sel.xmode, self.sel.xspend,
                tuple(sorted(self.sel.keep)), self.sel.level,
                self.driver.thinking() if not self.anim.busy else None, self.cover_for)

    def draw_table(self, surf) -> None:
        self._draw_live(surf)

    def draw_layer(self, s) -> None:
        g = self.shown
        self._draw_map(s, g)
        self._draw_row(s, g)
        self._draw_board(s, g)
        self._draw_tracks(s, g)
        self._draw_display(s, g)
        self._draw_assoc(s, g)
        self._draw_prompt(s)
        self._draw_hand(s, g)
        self._draw_strip(s, g)
        self._draw_final_banner(s, g)
        if self.building_mode():
            self._draw_supply(s)
        ov = self.overlay_kind()
        if ov:
            with gfx.panel(s, self.app.vp.rect(OVERLAY), "overlay"):   # a sheet over the board (text checks)
                getattr(self, "_draw_overlay_" + ov)(s)

    def _panel(self, s, rect, colour=(28, 62, 48), radius=14) -> None:
        vp = self.app.vp
        pygame.draw.rect(s, colour, vp.rect(rect), border_radius=vp.n(radius))

    def _label(self, s, text, px, pos, colour=(235, 240, 230), anchor="topleft", bold=False,
               width: float | None = None) -> pygame.Rect:
        """A text in design units; with `width`, shrunk (then cut) to fit it (long translations)."""
        vp = self.app.vp
        if width is not None:
            return gfx.blit_fit(s, text, vp.n(px), colour, vp.p(*pos), vp.n(width), anchor, bold, gfx.READABLE_PX)
        return gfx.blit_text(s, text, vp.n(px), colour, vp.p(*pos), anchor, bold)

    def _boxed(self, s, text, px, colour, box, bold=False, align="center") -> pygame.Rect:
        return boxed(s, text, px, colour, box, bold, align)

    def _fitd(self, s, text, px, colour, rect, bold=False, align="left") -> pygame.Rect:
        """boxed() with a design-unit size and rectangle."""
        vp = self.app.vp
        return boxed(s, text, vp.n(px), colour, vp.rect(rect), bold, align)

    # ---- the map
    def _draw_map(self, s, g) -> None:
        vp = self.app.vp
        self._panel(s, MAP_RECT, (26, 56, 44))
        img, pos = A.terrain_layer(GEO, vp)
        s.blit(img, pos)
        p = self.focus
        pl = g.pl[p]
        for bid, (kind, mask, _, _) in pl.bld.items():
            cells = [H.cell(i) for i in H.bits(mask)]
            occ = pl.occ.get(bid, ())
            spaces = ""
            if kind in ("petting_zoo", "reptile_house", "large_bird_aviary"):
                used = sum(CARDS[a].special.get(kind, 0) for a in occ)
                spaces = f"{used}/{BUILDINGS['buildings'][kind].spaces}"
            A.draw_building(s, vp, GEO, kind, cells, occ, spaces=spaces)
            if bid == pl.last and g.adjacency == "previous":
                x, y = GEO.centre(*cells[0])
                pygame.draw.circle(s, (255, 255, 255), vp.p(x + GEO.R * 0.55, y - GEO.R * 0.55), vp.n(6))
                pygame.draw.circle(s, (40, 40, 40), vp.p(x + GEO.R * 0.55, y - GEO.R * 0.55), vp.n(6), 1)
        if p != self.viewer:
            key = "architect.ui.viewing" if self.viewer is not None else "architect.ui.zoo_of"
            bw = vp.n(MAP_RECT[2] - 40)   # wrapped (up to three lines) rather than past the map
            lines, px, _ = gfx.fit_wrapped(t(key, player=self.names[p]), vp.n(20), pygame.Rect(0, 0, bw, vp.n(96)), True)
            imgs = [gfx.text(ln, px, (255, 236, 170), True, width=bw) for ln in lines]
            lh = gfx.font(px, True).get_linesize()
            r = pygame.Rect(0, 0, max(i.get_width() for i in imgs), lh * len(imgs))
            r.midbottom = vp.p(MAP_RECT[0] + MAP_RECT[2] / 2, MAP_RECT[1] + MAP_RECT[3] - 10)
            pygame.draw.rect(s, (30, 40, 36), r.inflate(vp.n(20), vp.n(8)), border_radius=vp.n(8))
            for k, img in enumerate(imgs):
                s.blit(img, img.get_rect(midtop=(r.centerx, r.y + k * lh)))

    # ---- action cards and X tokens
    def _action_img(self, g, p, card, i):
        vp = self.app.vp
        pl = g.pl[p]
        xs = min(self.sel.xspend, pl.x) if (p == self.viewer and self.my_task() and self.my_task().kind == "turn"
                                            and not self.sel.xmode) else 0
        s = g.strength(p, card, xs)
        return A.action_card(card, vp.n(AW), vp.n(AH), i + 1, s, card in pl.upgraded, card in pl.venom,
                             card in pl.constrict, xs)

    def _draw_row(self, s, g) -> None:
        vp = self.app.vp
        p = self.focus
        pl = g.pl[p]
        if ("row", p) not in self.hidden:
            for i, card in enumerate(pl.slots):
                if self.drag.dragging(("action", card)):
                    continue
                s.blit(self._action_img(g, p, card, i), vp.p(*self.action_rect(i)[:2]))
        # X tokens
        self._label(s, t("architect.ui.x_tokens"), 22, (ROW_X0, XBAR_Y + 10), (235, 240, 230), bold=True, width=112)
        for i in range(TABLES["start"]["max_x"]):
            c = vp.p(ROW_X0 + 130 + i * 38, XBAR_Y + 21)
            if i < pl.x:
                A.x_token(s, c, vp.n(16))
            else:
                pygame.draw.circle(s, (60, 90, 75), c, vp.n(16), max(1, vp.n(2)))
        task = self.my_task()
        if task is not None and task.kind == "turn" and p == self.viewer:
            spend = t("architect.ui.spend", n=self.sel.xspend)
            if not gfx.fits(spend, vp.n(19), vp.n(72), True):
                spend = t("architect.ui.spend_short", n=self.sel.xspend)
            self._label(s, spend, 19, (ROW_X0 + 398, XBAR_Y + 21), (255, 236, 170), "center", True, width=72)

    # ---- the player board
    def _draw_board(self, s, g) -> None:
        vp = self.app.vp
        p = self.focus
        pl = g.pl[p]
        x0, y0, w, h = BOARD_RECT
        self._panel(s, BOARD_RECT, (244, 238, 222))
        col = self.app.palette.player(p)
        pygame.draw.rect(s, col, vp.r(x0, y0, w, 38), border_top_left_radius=vp.n(14), border_top_right_radius=vp.n(14))
        names = self.names
        self._fitd(s, f"{chr(65 + p)}  {names[p]}", 24, (20, 20, 20), (x0 + 12, y0 + 3, w / 2 - 16, 32), True)
        self._fitd(s, t("architect.ui.score_preview", n=g.current_score(p)), 22, (20, 20, 20),
                   (x0 + w / 2, y0 + 3, w / 2 - 12, 32), True, "right")
        ink = P.ink
        y = y0 + 46
        x = x0 + 12
        for res, v in (("money", pl.money), ("appeal", pl.appeal), ("cp", pl.cp), ("reputation", pl.rep)):
            A.res_icon(s, res, vp.n(30), vp.p(x + 15, y + 16))
            self._fitd(s, str(v), 24, ink, (x + 34, y + 1, 66, 30), True)
            name = self._fitd(s, X.res_name(res), 15, P.muted, (x + 2, y + 32, 150, 19))   # under icon and number
            x = max(x + 104, x + 2 + name.w / vp.s + 14)
        self._fitd(s, t("architect.ui.hand_count", n=self.seen()["pl"][p]["hand_size"]), 20, ink,   # (any seat's board)
                   (x + 4, y + 1, x0 + w - 16 - x, 28))
        self._fitd(s, t("architect.ui.income", n=self._income(g, p)), 18, P.muted, (x + 4, y + 30, x0 + w - 16 - x, 21))
        # workers and departments
        y += 52
        wx = self._row_label(s, t("architect.ui.workers"), (x0 + 12, y + 6), 96)
        free = pl.workers - sum(pl.placed.values())
        for i in range(TABLES["start"]["max_workers"]):
            c = (wx + 12 + i * 40, y + 16)
            if i < free:
                pygame.draw.circle(s, col, vp.p(*c), vp.n(15))
                A.icon(s, ("icons", "keeper"), vp.n(24), vp.p(*c))
            elif i < pl.workers:
                pygame.draw.circle(s, (200, 200, 190), vp.p(*c), vp.n(15), max(1, vp.n(2)))
            else:
                pygame.draw.circle(s, (150, 150, 150), vp.p(*c), vp.n(15))
                self._fitd(s, "x", 16, (230, 230, 230), (c[0] - 11, c[1] - 11, 22, 22), True, "center")
        placed = ", ".join(f"{X.dept_name(d)} {k}" for d, k in pl.placed.items() if k)
        self._fitd(s, placed or t("architect.ui.none_placed"), 17, P.muted, (wx + 178, y + 3, x0 + w - 12 - wx - 178, 28))
        # partner zoos and universities (an empty space shows its bonus as icons: the row's
        # tooltip says it in words)
        y += 38
        px0 = self._row_label(s, t("architect.ui.partners"), (x0 + 12, y + 8), 94)
        uni_w = max(96, min(170, gfx.font(vp.n(18), True).size(t("architect.ui.universities"))[0] / vp.s) + 10)
        pstep = min(58, (x0 + w - 8 - 3 * 52 - uni_w - 8 - px0) / 4)
        for i in range(len(TABLES["partner_spaces"])):
            r = vp.r(px0 + i * pstep, y, pstep - 4, 34)
            if i < len(pl.partners):
                A.icon_chip(s, pl.partners[i], vp.n(30), r.center)
            else:
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                self._bonus_marks(s, TABLES["partner_spaces"][i], r)
        ux = self._row_label(s, t("architect.ui.universities"), (px0 + 4 * pstep + 8, y + 8), 96)
        for i in range(3):
            r = vp.r(ux + i * 52, y, 48, 34)
            if i < len(pl.unis):
                A.chip(s, r, (120, 150, 210), X.uni_name(pl.unis[i])[:3], vp.n(15))
            else:
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                if i < len(TABLES["university_spaces"]):
                    self._bonus_marks(s, TABLES["university_spaces"][i], r)
        # project tokens
        y += 42
        tx = self._row_label(s, t("architect.ui.tokens"), (x0 + 12, y + 8), 104)
        for i in range(len(TABLES["project_tokens"])):
            c = (tx + 24 + i * 58, y + 16)
            if i < pl.tokens:
                pygame.draw.rect(s, col, vp.r(c[0] - 12, c[1] - 12, 24, 24), border_radius=vp.n(4))
                self._label(s, chr(65 + p), 15, c, (20, 20, 20), "center", True)
            else:
                r = vp.r(c[0] - 26, c[1] - 14, 52, 28)
                pygame.draw.rect(s, (220, 214, 196), r, border_radius=vp.n(6))
                self._bonus_marks(s, TABLES["project_tokens"][i], r)
        # icons in the zoo
        y += 38
        x = self._row_label(s, t("architect.ui.icons"), (x0 + 12, y + 8), 66)
        ic = g.icons(p)
        for k in ICONS:
            if ic[k]:   # a continent's letters at the text floor widen its disc into a pill: the count after it
                cw = max(28, A.icon_chip_width(k, vp.n(28)) / vp.s)
                A.icon_chip(s, k, vp.n(28), vp.p(x + cw / 2, y + 17))
                r = self._label(s, str(ic[k]), 18, (x + cw + 2, y + 6), ink, bold=True)
                x = max(x + 52, (r.right - vp.ox) / vp.s + 8)
                if x > x0 + w - 60:
                    break
        if not any(ic[k] for k in ICONS):
            self._label(s, t("architect.ui.no_icons"), 17, (x, y + 8), P.muted)
        if pl.tiles:
            self._fitd(s, t("architect.ui.tiles", tiles=", ".join(X.tile_name(k) for k in pl.tiles)), 15, P.muted,
                       (x0 + 12, y0 + h - 22, w - 24, 20))

    def _row_label(self, s, text, pos, width) -> float:
        """A player board row's name at pos; returns the design x where the row goes on: at least
        `width` on, further when the name (in this language, at this text size) needs it."""
        r = self._fitd(s, text, 18, P.ink, (pos[0], pos[1] - 4, 170, 27), True)
        return pos[0] + max(width, r.w / self.app.vp.s + 10)

    def _bonus_marks(self, s, effects, r: pygame.Rect) -> None:
        """A space's bonus in icons and numbers, centred in r (pixels): +n with the resource's
        icon, income as +n with a coin and a small up arrow, a worker, an upgrade (a gear)."""
        vp = self.app.vp
        ipx = min(r.h - vp.n(8), vp.n(20))
        parts = []
        for e in effects:
            op = e["op"]
            if op in ("GAIN", "INCOME"):
                parts.append((f"+{e['n']}", "x" if e["res"] == "x" else e["res"], op == "INCOME"))
            elif op in ("WORKER", "UPGRADE"):
                parts.append(("", ("icons", "keeper" if op == "WORKER" else "gear"), False))
        for tp in range(max(vp.n(13), gfx.text_floor()), gfx.READABLE_PX - 1, -1):   # the numbers shrink to fit
            fp = gfx.FitPx(tp)
            tw = sum(gfx.font(fp, True).size(n)[0] for n, _, _ in parts if n)
            if tw + ipx * len(parts) <= r.w - 2:
                break
        ipx = max(6, min(ipx, (r.w - 2 - tw) // max(1, len(parts))))   # then the icons
        x = r.centerx - (tw + ipx * len(parts)) // 2
        for n, icon, inc in parts:
            if n:
                x = gfx.blit_text(s, n, fp, P.muted, (x, r.centery), "midleft", True, box=r, min_px=fp).right
            c = (x + ipx // 2, r.centery)
            if isinstance(icon, tuple):
                A.icon(s, icon, ipx, c)
            else:
                A.res_icon(s, icon, ipx, c)
            if inc:   # income: a small arrow over the coin's corner
                tip = (c[0] + ipx // 2, c[1] - ipx // 2)
                pygame.draw.polygon(s, (60, 150, 70), [tip, (tip[0] - vp.n(5), tip[1] + vp.n(6)), (tip[0] + vp.n(3), tip[1] + vp.n(5))])
            x += ipx

    def _income(self, g, p) -> int:
        return g.income(p)

    # ---- tracks
    def _draw_tracks(self, s, g) -> None:
        vp = self.app.vp
        self._panel(s, TRACK_RECT, (30, 66, 52))
        n = g.n
        lab = (210, 225, 215)
        # scoring track: appeal circles above the bar, conservation squares below it
        room = SCORE_X0 - CX0 - 30
        appeal = X.res_name("appeal").capitalize()
        if gfx.fit_text(appeal, vp.n(16), vp.n(room), True, gfx.READABLE_PX)[0] != appeal:
            appeal = X.res_short("appeal")   # the short form where the word does not fit
        self._fitd(s, appeal, 16, lab, (CX0, 14, room, 26), True)
        self._fitd(s, t("architect.ui.cp_marker"), 16, lab, (CX0, 56, SCORE_X0 - CX0 - 30, 26), True)
        bar = vp.r(SCORE_X0, 42, SCORE_X1 - SCORE_X0, 16)
        pygame.draw.rect(s, (220, 210, 180), bar, border_radius=vp.n(6))
        for v in range(0, SCORE_MAX + 1, 10):
            x = self.score_x(v)
            pygame.draw.line(s, (150, 140, 110), vp.p(x, 42), vp.p(x, 57), 1)
            if v < SCORE_MAX:
                self._fitd(s, str(v), 14, (90, 80, 60), (x + 3, 42, 60, 16))
        # markers never hide each other: a marker too close to the one on its left moves right
        for res, value in (("appeal", lambda p: g.pl[p].appeal), ("cp", lambda p: score_threshold(g.pl[p].cp))):
            last = -1e9
            for p in sorted(range(n), key=lambda q: (value(q), q)):
                x = max(self.score_x(value(p)), last + 21)
                last = x
                if ("marker", p, res) in self.hidden:
                    continue
                if res == "appeal":
                    self._m_appeal(s, p, g.pl[p].appeal, dx=x - self.score_x(value(p)))
                else:
                    self._m_cp_square(s, p, g.pl[p].cp, dx=x - self.score_x(value(p)))
        # reputation (with the display reach) and the break track
        self._fitd(s, t("architect.ui.reputation"), 15, lab, (REP_X0, 83, BRK_X0 - REP_X0 - 20, 20), True)
        for i in range(16):
            r = vp.r(REP_X0 + i * REP_STEP, 108, REP_STEP - 2, 26)
            reach = rep_range(i)
            v = 140 + reach * 17
            pygame.draw.rect(s, (v - 40, v - 5, v - 60), r, border_radius=vp.n(3))
            # the position above (left of the bonus star), the display reach (where it changes) under it, right
            star = str(i) in TABLES["reputation_bonuses"]
            room = r.w - (vp.n(11) if star else vp.n(1))   # (a two-digit number ran into the star)
            boxed(s, str(i), vp.n(14), (30, 30, 30), pygame.Rect(r.x + (0 if star else vp.n(1)), r.y - 1, room, r.h // 2 - 1))
            if i > 0 and rep_range(i) != rep_range(i - 1):
                pygame.draw.line(s, (255, 236, 170), r.topleft, r.bottomleft, max(1, vp.n(2)))
                boxed(s, str(rep_range(i)), vp.n(13), (110, 40, 0),
                      pygame.Rect(r.x, r.y + r.h // 2 + 2, r.w - vp.n(2), r.h - r.h // 2 - 2), True, "right")
            if star:
                A.icon(s, ("icons", "star"), vp.n(11), (r.right - vp.n(11) // 2, r.y + vp.n(6)))
            if i == TABLES["start"]["reputation_cap_without_cards"]:
                pygame.draw.line(s, (220, 70, 60), (r.right + 1, r.y - vp.n(3)), (r.right + 1, r.bottom + vp.n(3)), vp.n(3))
        for p in range(n):
            if ("marker", p, "reputation") not in self.hidden:
                self._m_rep(s, p, g.pl[p].rep)
        L = max(1, g.L)
        self._fitd(s, t("architect.ui.break_track", n=g.break_pos, L=g.L), 15, lab, (BRK_X0, 84, BRK_X1 - BRK_X0, 23), True)
        step = (BRK_X1 - BRK_X0) / (L + 1)
        for i in range(L + 1):
            r = vp.r(BRK_X0 + i * step, 110, step - 2, 22)
            pygame.draw.rect(s, (230, 200, 120) if i == L else (190, 196, 180), r, border_radius=vp.n(3))
        if ("marker", "break") not in self.hidden:
            self._m_break(s, g.break_pos, L)
        # conservation points with their bonuses (2: upgrade or worker; 5 and 8: tile or money; 10: final card)
        self._fitd(s, t("architect.ui.cp_track"), 14, lab, (CP_X0, CP_Y - 9, TRACK_RECT[2] - 16, 22), True)
        for i in range(CP_MAX + 1):
            r = vp.r(CP_X0 + i * CP_STEP, CP_Y + 14, CP_STEP - 3, 18)
            pygame.draw.rect(s, (170, 205, 160) if i not in (2, 5, 8, 10) else (240, 214, 120), r, border_radius=vp.n(3))
            boxed(s, str(i), vp.n(14), (30, 30, 30), r.inflate(-vp.n(4), 0), align="left")
        seen_c: dict = {}
        for p in range(n):
            cp = min(g.pl[p].cp, CP_MAX)
            k = seen_c.get(cp, 0)
            seen_c[cp] = k + 1
            if ("marker", p, "cp") not in self.hidden:
                self._m_cp_track(s, p, cp, k)
        for i, v in enumerate(("upgrade", "worker")):
            r = vp.rect(self.cp_bonus_rect(2, i))
            A.chip(s, r, (240, 230, 200), "", 10)
            A.icon(s, ("icons", "gear") if v == "upgrade" else ("icons", "keeper"), vp.n(20), r.center)
        for lvl, tiles in ((5, g.tiles5), (8, g.tiles8)):
            for i, k in enumerate(list(tiles) + ["money"]):
                r = vp.rect(self.cp_bonus_rect(lvl, i))
                A.chip(s, r, (240, 230, 200), "", 10)
                if k == "money":
                    A.icon(s, ("icons", "money"), vp.n(17), (r.centerx - vp.n(6), r.centery))
                    gfx.blit_text(s, "5", vp.n(13), (20, 20, 20), (r.right - vp.n(3), r.centery), "midright", True)
                else:
                    self._tile_icon(s, k, r)
        r = vp.rect(self.cp_bonus_rect(10, 0))
        A.chip(s, r, (200, 180, 220), "", 10)
        A.icon(s, ("icons", "trophy"), vp.n(18), r.center)

    # track markers (values may be fractional while they slide)
    def _m_appeal(self, s, p, a, dx=0.0) -> None:
        vp = self.app.vp
        c = vp.p(self.score_x(a) + dx, 29)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(10))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(10), 1)
        gfx.blit_text(s, chr(65 + p), vp.n(13), (20, 20, 20), c, "center", True)

    def _m_cp_square(self, s, p, cp, dx=0.0) -> None:
        vp = self.app.vp
        lo = score_threshold(int(cp))
        hi = score_threshold(int(cp) + 1)
        tv = lo + (hi - lo) * (cp - int(cp))
        r = vp.r(self.score_x(tv) - 9 + dx, 61, 19, 19)
        pygame.draw.rect(s, self.app.palette.player(p), r)
        pygame.draw.rect(s, (20, 20, 20), r, 1)
        gfx.blit_text(s, chr(65 + p), vp.n(12), (20, 20, 20), r.center, "center", True)

    def _m_cp_track(self, s, p, cp, k=0) -> None:
        vp = self.app.vp
        c = vp.p(CP_X0 + min(cp, CP_MAX) * CP_STEP + 22 + k * 7, CP_Y + 23)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(6))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(6), 1)

    def _m_rep(self, s, p, rv) -> None:
        vp = self.app.vp
        c = vp.p(REP_X0 + rv * REP_STEP + 6 + (p % 2) * 11, 128 - (p // 2) * 9)
        pygame.draw.circle(s, self.app.palette.player(p), c, vp.n(6))
        pygame.draw.circle(s, (20, 20, 20), c, vp.n(6), 1)

    def _m_break(self, s, pos, L) -> None:
        vp = self.app.vp
        step = (BRK_X1 - BRK_X0) / (L + 1)
        A.icon(s, ("icons", "hourglass"), vp.n(22), vp.p(BRK_X0 + min(pos, L) * step + step / 2 - 1, 123))

    def _fx_marker(self, p, res, old, new):
        """A track marker sliding from its old value to its new one."""
        def draw(surf, u):
            v = old + (new - old) * ease_in_out(u)
            if res == "appeal":
                self._m_appeal(surf, p, min(v, SCORE_MAX))
            elif res == "cp":
                self._m_cp_square(surf, p, v)
                self._m_cp_track(surf, p, v)
            elif res == "reputation":
                self._m_rep(surf, p, v)
            elif res == "break":
                self._m_break(surf, v, max(1, self.shown.L))
        return draw

    def _tile_icon(self, s, k, r) -> None:
        vp = self.app.vp
        tile = next(x for x in TABLES["bonus_tiles"] if x["id"] == k)
        e = tile["effects"][0]
        op = e["op"]
        if op == "GAIN":
            A.res_icon(s, e["res"], vp.n(20), r.center)
        else:
            A.icon(s, ("icons", {"UPGRADE": "gear", "WORKER": "keeper", "DRAW": "books", "FREE_BUILD": "tent",
                                 "INCOME": "money"}.get(op, "star")), vp.n(20), r.center)

    # ---- display and deck
    def _draw_display(self, s, g) -> None:
        vp = self.app.vp
        p = self.viewer if self.viewer is not None else self.focus
        reach = g.in_range(p)
        for i in range(6):
            x, y, w, h = self.display_rect(i)
            inr = i < reach
            lab = t("architect.ui.folder", n=i + 1)
            self._fitd(s, lab, 15, (255, 236, 170) if inr else (170, 190, 175), (x + 2, y - 22, w - 34, 20), inr)
            self._fitd(s, f"+{i + 1}", 15, (255, 236, 170) if inr else (170, 190, 175), (x + w - 30, y - 22, 28, 20),
                       True, "right")
            cid = g.display[i]
            r = vp.r(x, y, w, h)
            if cid and ("card", cid) not in self.hidden:
                s.blit(A.card_face(cid, r.w, r.h), r)
                if not inr:
                    sh = pygame.Surface(r.size, pygame.SRCALPHA)
                    sh.fill((0, 0, 0, 80))
                    s.blit(sh, r)
            else:
                pygame.draw.rect(s, (50, 90, 70), r, max(1, vp.n(2)), border_radius=vp.n(10))
            if inr:
                pygame.draw.line(s, (120, 230, 140), vp.p(x, y + h + 4), vp.p(x + w, y + h + 4), vp.n(4))
        self._label(s, t("architect.ui.reach", n=reach), 15, (DECK_RECT[0] + DECK_RECT[2] / 2, DISP_Y - 20),
                    (120, 230, 140), "midtop", True, width=98)
        r = vp.rect(DECK_RECT)
        v = self.seen()   # the deck and the discard are face down: counted from the viewer's view
        if v["deck_size"]:
            s.blit(A.card_back(r.w, r.h), r)
        else:
            pygame.draw.rect(s, (50, 90, 70), r, vp.n(2), border_radius=vp.n(10))
        under = (DECK_RECT[0] - 10, DECK_RECT[1] + DECK_RECT[3] + 2, DECK_RECT[2] + 20, 18)   # to the donations' label
        self._fitd(s, t("architect.ui.deck_n", n=v["deck_size"]), 15, (220, 230, 220), under, False, "center")
        self._fitd(s, t("architect.ui.discard_n", n=v["discard_size"]), 14, (180, 195, 185),
                   (under[0], under[1] + 19, under[2], 18), False, "center")

    # ---- association board
    def _draw_assoc(self, s, g) -> None:
        vp = self.app.vp
        pal = self.app.palette
        self._panel(s, (660, 412, 836, 290), (34, 74, 58))
        for i, d in enumerate(DEPTS):
            r = vp.rect(self.dept_rect(i))
            pygame.draw.rect(s, (236, 228, 206), r, border_radius=vp.n(10))
            # the name across the tile (two lines where it needs them), the value in the corner
            # under it, beside the workers (or what the department gives)
            boxed(s, X.dept_name(d), vp.n(17), P.ink, pygame.Rect(r.x + vp.n(4), r.y + vp.n(3), r.w - vp.n(8), r.h - vp.n(29)),
                  True, "left")
            c = (r.right - vp.n(14), r.bottom - vp.n(13))
            pygame.draw.circle(s, (90, 120, 100), c, vp.n(11))
            gfx.blit_text(s, str(DEPT_VALUE[d]), vp.n(15), (255, 255, 255), c, "center", True)
            # workers of every player here
            k = 0
            for p in range(g.n):
                for _ in range(g.pl[p].placed.get(d, 0)):
                    cc = (r.x + vp.n(12 + (k % 5) * 16), r.bottom - vp.n(12 + (k // 5) * 16))
                    pygame.draw.circle(s, pal.player(p), cc, vp.n(7))
                    pygame.draw.circle(s, (20, 20, 20), cc, vp.n(7), 1)
                    k += 1
            what = t(f"architect.ui.dept_short.{d}")
            what_box = pygame.Rect(r.x + vp.n(5), r.bottom - vp.n(23), r.w - vp.n(33), vp.n(20))
            if k == 0 and box_layout(what, vp.n(15), what_box)[4]:   # else the name says it (and the tooltip)
                boxed(s, what, vp.n(15), P.muted, what_box, align="left")
        # donations
        self._fitd(s, t("architect.ui.donations"), 15, (210, 225, 215), (DON_X0, DEPT_Y - 5, 1496 - DON_X0 - 8, 20))
        for i, v in enumerate(DONATIONS):
            r = vp.rect(self.donation_rect(i))
            covered = v in g.donations
            pygame.draw.rect(s, (120, 120, 120) if covered else (236, 170, 190), r, border_radius=vp.n(8))
            half = r.h // 2
            boxed(s, str(v), vp.n(20), (20, 20, 20), pygame.Rect(r.x, r.y + 1, r.w, half - 1), True)
            word = t("architect.ui.covered") if covered else (t("architect.badge.gain", n=TABLES["donation_cp"], res=X.res_short("cp")) if i < 4
                                                               else t("architect.ui.always"))
            wbox = pygame.Rect(r.x - vp.n(3), r.y + half + 1, r.w + vp.n(6), r.h - half - 2)
            if covered and not box_layout(word, vp.n(14), wbox)[4]:   # no room for the word: a tick says it
                cx, cy, k = wbox.centerx, wbox.centery, max(3, wbox.h // 3)
                pygame.draw.lines(s, (30, 30, 30), False, [(cx - k, cy), (cx - k // 3, cy + k * 2 // 3), (cx + k, cy - k * 2 // 3)],
                                  max(2, vp.n(3)))
            else:
                boxed(s, word, vp.n(14), (30, 30, 30), wbox)
        # offers
        for i, c in enumerate(CONTINENTS):
            r = vp.rect(self.partner_rect(i))
            if c in g.partner_offer:
                pygame.draw.rect(s, (236, 228, 206), r, border_radius=vp.n(8))
                A.icon_chip(s, c, vp.n(28), r.center)
            else:
                pygame.draw.rect(s, (60, 90, 75), r, max(1, vp.n(2)), border_radius=vp.n(8))
        for i, u in enumerate(UNIS):
            r = vp.rect(self.uni_rect(i))
            if u in g.uni_offer:
                A.chip(s, r, (200, 214, 240), "", vp.n(15))
                self._boxed(s, X.uni_name(u), vp.n(15), (20, 20, 20), r.inflate(-vp.n(6), 0), bold=True)
            else:
                pygame.draw.rect(s, (60, 90, 75), r, max(1, vp.n(2)), border_radius=vp.n(8))
        # projects
        for i, pid in enumerate(self.projects_on_board(g)[:8]):
            self._draw_project(s, g, pid, self.project_rect(i), base=pid in g.base)

    def _draw_project(self, s, g, pid, rect, base=False, big=False) -> None:
        vp = self.app.vp
        pal = self.app.palette
        c = CARDS[pid]
        r = vp.rect(rect)
        pygame.draw.rect(s, (250, 248, 236), r, border_radius=vp.n(8))
        pygame.draw.rect(s, A.TYPE_COL["project"] if not base else (110, 140, 90), r, max(1, vp.n(3)), border_radius=vp.n(8))
        px = vp.n(16 if big else 13)
        y = r.y + vp.n(4)
        # the name in up to two lines (three on a small card at a small window, where the
        # requirement then gives way to the zoom if it has no room left over the levels)
        levels_top = r.bottom - vp.n(4) - len(c.levels) * vp.n(26)   # (small card) the levels sit at the bottom
        if big:
            name_box = pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), 2 * gfx.font(px, True).get_linesize())
            lines, npx, _ = gfx.fit_wrapped(X.card_name(pid), px, name_box, True)
            gfx.blit_wrapped(s, X.card_name(pid), px, P.ink, name_box, bold=True)
            y = name_box.y + len(lines) * gfx.font(npx, True).get_linesize()
        else:   # never into the levels: shrunk (to the readable size) to the room over them
            name_box = pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), levels_top - y - vp.n(2))
            y = max(y, boxed(s, X.card_name(pid), px, P.ink, name_box, True).bottom + vp.n(2))
        req = c.requirement
        if not big and y + max(vp.n(24), gfx.font(vp.n(12)).get_linesize()) > levels_top:
            req = {"kind": "none"}
        if big:
            y += vp.n(4)
            text = t("architect.label.release", icon=X.icon_name(req["icon"])) if req["kind"] == "release" else \
                t("architect.label.project_counter", counter=X.counter_name(req["counter"]))
            for ln in gfx.wrap(text, vp.n(14), r.w - vp.n(10))[:3]:
                gfx.blit_text(s, ln, vp.n(14), P.ink, (r.x + vp.n(5), y))
                y += vp.n(18)
            if req["kind"] == "counter" and self.viewer is not None:
                have = g.counter(self.viewer, req["counter"])
                gfx.blit_text(s, t("architect.ui.you_have", n=have), vp.n(14), (40, 110, 50),
                              (r.x + vp.n(5), y + vp.n(2)), bold=True)
            px = vp.n(44)
            cx, cy = vp.p(rect[0] + rect[2] / 2, rect[1] + 122)
            A.draw_pic(s, A.card_pic(pid), px, (cx, cy - px // 2))
        elif req["kind"] == "release":
            A.icon(s, ("icons", "seedling"), vp.n(20), (r.x + vp.n(14), y + vp.n(12)))
            A.icon_chip(s, req["icon"], vp.n(22), (r.x + vp.n(38), y + vp.n(12)))
            gfx.blit_text(s, t("architect.ui.release_short"), vp.n(12), P.muted, (r.x + vp.n(52), y + vp.n(5)))
        elif req["kind"] == "counter":
            cn = req["counter"]
            if cn.startswith("icon:"):
                A.icon_chip(s, cn[5:], vp.n(22), (r.x + vp.n(16), y + vp.n(12)))
            elif levels_top - y >= vp.n(22):   # the counter's picture (its name is in the zoom and the big view)
                A.icon(s, A.card_pic(pid).main, vp.n(24), (r.x + vp.n(16), y + vp.n(12)))
        y = levels_top if not big else y + vp.n(28)
        toks = g.ptok.get(pid, (None,) * len(c.levels))
        for li, lv in enumerate(c.levels):
            lr = vp.rect(self.level_rect(rect, li)) if big else pygame.Rect(r.x + vp.n(4), y, r.w - vp.n(8), vp.n(23))
            pygame.draw.rect(s, (232, 240, 222), lr, border_radius=vp.n(5))
            need = lv["need"]
            boxed(s, f"{need}", vp.n(17 if big else 15), P.ink, pygame.Rect(lr.x + vp.n(4), lr.y, vp.n(22), lr.h), True, "left")
            gain = f"{lv['cp']} {X.res_short('cp')}" + (f" +{lv['rep']} {X.res_short('reputation')}" if lv.get("rep") else "")
            boxed(s, gain, vp.n(16 if big else 14), (40, 110, 50),
                  pygame.Rect(lr.x + vp.n(27), lr.y, lr.w - vp.n(27) - vp.n(21), lr.h), True)
            tok = toks[li] if li < len(toks) else None
            cc = (lr.right - vp.n(11), lr.centery)
            if tok is None:
                pygame.draw.circle(s, (200, 200, 190), cc, vp.n(8), 1)
            elif tok == -1:
                pygame.draw.rect(s, (90, 90, 90), pygame.Rect(cc[0] - vp.n(8), cc[1] - vp.n(8), vp.n(16), vp.n(16)))
                gfx.blit_text(s, "N", vp.n(11), (240, 240, 240), cc, "center", True)
            else:
                pygame.draw.rect(s, pal.player(tok), pygame.Rect(cc[0] - vp.n(8), cc[1] - vp.n(8), vp.n(16), vp.n(16)))
                gfx.blit_text(s, chr(65 + tok), vp.n(11), (20, 20, 20), cc, "center", True)
            y += lr.h + vp.n(3)

    # ---- prompt line
    def _draw_prompt(self, s) -> None:
        vp = self.app.vp
        mine = self.my_task() is not None
        self._panel(s, PROMPT_RECT, (70, 60, 30) if mine else (30, 50, 42), 10)
        width = PROMPT_RECT[2] - 24 - sum(b.rect[2] + 6 for b in self.choice_buttons)
        box = vp.r(PROMPT_RECT[0] + 12, PROMPT_RECT[1] + 2, width, PROMPT_RECT[3] - 4)
        text = self.prompt_text()
        key = (text, tuple(box), mine, gfx.text_epoch())
        if getattr(self, "_prompt_fit", (None,))[0] != key:
            # two lines at most: the guidance sentences at the end give way (from the last) when
            # the whole does not fit at a readable size; the prompt's tooltip says them all
            sentences = re.split(r"(?<=[.!?;:])\s+", text)
            shown = text
            for n in range(len(sentences), 0, -1):
                shown = " ".join(sentences[:n])
                if gfx.fit_wrapped(shown, vp.n(22), box, mine)[2] == 0:
                    break
            self._prompt_fit = (key, shown)
            self.prompt_more = text if shown != text else ""
        shown = self._prompt_fit[1]
        lines, px, _ = gfx.fit_wrapped(shown, vp.n(22), box, mine)
        lh = gfx.font(px, mine).get_linesize()
        box.y += (box.h - len(lines) * lh) // 2
        gfx.blit_wrapped(s, shown, vp.n(22), (255, 246, 220) if mine else (210, 225, 215), box, bold=mine)

    # ---- hand and final scoring cards
    def _draw_hand(self, s, g) -> None:
        vp = self.app.vp
        if self.viewer is None:
            return
        pl = g.pl[self.viewer]
        x0, x1 = self.hand_area()
        self._label(s, t("architect.ui.your_hand", n=len(pl.hand), lim=g.hand_limit(self.viewer)), 18,
                    (x0, HAND_Y - 26), (220, 230, 220), bold=True)
        task = self.my_task()
        live = {sp.key[1] for sp in self.current_spots() if sp.key and sp.key[0] == "card"} \
            if task is not None and task.kind in ("animals", "sponsors") else None
        for cid, rect in zip(pl.hand, self.hand_rects(pl.hand)):
            if ("card", cid) in self.hidden or self.drag.dragging(("animal", cid)):
                continue
            r = vp.rect(rect)
            s.blit(A.card_face(cid, r.w, r.h), r)
            if live is not None and cid not in live:
                sh = pygame.Surface(r.size, pygame.SRCALPHA)
                sh.fill((0, 0, 0, 90))
                s.blit(sh, r)
        fins = pl.finals
        rects = self.final_rects(len(fins))
        if rects:
            self._fitd(s, t("architect.ui.finals"), 16, (220, 230, 220), (rects[0][0], HAND_Y + 2, FINAL_W, 22), True)
        for cid, rect in zip(fins, rects):
            self._draw_final_card(s, g, cid, rect)

    def _draw_final_card(self, s, g, cid, rect) -> None:
        """A final scoring card in words: its name, what it counts (and your count now), its tiers."""
        vp = self.app.vp
        x, y, w, h = rect
        r = vp.r(x, y, w, h)
        pygame.draw.rect(s, (236, 226, 246), r, border_radius=vp.n(8))
        pygame.draw.rect(s, (120, 80, 160), r, max(1, vp.n(2)), border_radius=vp.n(8))
        c = CARDS[cid]
        A.icon(s, ("icons", "trophy"), vp.n(16), vp.p(x + 12, y + 12))
        # the name on top, the tiers at the bottom, what it counts (your count now) between:
        # each shrinks to the readable size and wraps over the room it has
        boxed(s, X.card_name(cid), vp.n(16), P.ink, vp.r(x + 24, y + 3, w - 28, 22), True, "left")
        have = g.counter(self.viewer, c.counter)
        tiers = " ".join(f"{a}+: {b}" for a, b in c.tiers)
        tier_h = min(40, (h - 28) / 2)
        boxed(s, t("architect.ui.final_tiers", tiers=tiers), vp.n(14), (90, 50, 120),
              vp.r(x + 6, y + h - tier_h - 2, w - 12, tier_h), True, "left")
        boxed(s, t("architect.ui.final_count", what=X.counter_name(c.counter), n=have), vp.n(14), P.ink,
              vp.r(x + 6, y + 29, w - 12, h - 29 - tier_h - 5), False, "left")

    # ---- players strip
    def _draw_strip(self, s, g) -> None:
        vp = self.app.vp
        names = self.names
        pal = self.app.palette
        thinking = self.driver.thinking() if not self.anim.busy else None
        scores = [g.current_score(q) for q in range(g.n)]
        leaders = {q for q in range(g.n) if scores[q] == max(scores)} if g.n > 1 else set()
        gaps = [g.gap(q) for q in range(g.n)]
        closest = {q for q in range(g.n) if gaps[q] == min(gaps)} if g.n > 1 else set()
        left = g.final_turns_left()
        for p in range(g.n):
            x, y, w, h = self.strip_rect(p)
            r = vp.r(x, y, w, h)
            pygame.draw.rect(s, (250, 246, 236) if p != self.focus else (255, 240, 200), r, border_radius=vp.n(10))
            pygame.draw.rect(s, pal.player(p), vp.r(x, y, 12, h), border_top_left_radius=vp.n(10),
                             border_bottom_left_radius=vp.n(10))
            mm = A.mini_map(vp, g.pl[p], vp.n(92), vp.n(72), pal.player(p))
            s.blit(mm, vp.p(x + 16, y + 5))
            sc = g.current_score(p)
            sr = boxed(s, t("architect.ui.vp", n=sc), vp.n(19), (40, 110, 50) if sc >= 0 else (150, 50, 40),
                       vp.r(x + w - 118, y + 2, 110, 22), True, "right")
            if p in leaders:
                A.icon(s, ("icons", "trophy"), vp.n(18), (sr.left - vp.n(12), sr.centery))
            name_right = sr.left - (vp.n(24) if p in leaders else vp.n(6))
            nx = vp.p(x + 116, y)[0]
            label = f"{chr(65 + p)} {names[p]}"
            if " (" in label and gfx.fit_text(label, vp.n(19), name_right - nx, True, gfx.READABLE_PX)[0] != label:
                label = label.split(" (")[0]   # a bot's level: in the strip's tooltip
            boxed(s, label, vp.n(19), P.ink, pygame.Rect(nx, r.y + vp.n(2), name_right - nx, vp.n(22)), True, "left")
            pl = g.pl[p]
            line = f"{pl.money}$  {t('architect.ui.a_short')} {pl.appeal}  {X.res_short('cp')} {pl.cp}  " \
                   f"{t('architect.ui.r_short')} {pl.rep}  X {pl.x}"
            if gfx.fit_text(line, vp.n(16), vp.n(w - 124), False, gfx.READABLE_PX)[0] != line:   # one space between
                line = " ".join(line.split())
            boxed(s, line, vp.n(16), P.ink, vp.r(x + 116, y + 27, w - 124, 20), align="left")
            tag = None
            if left is not None:   # the final round: where each player stands, in the race's place
                tag = t("architect.ui.tag_playing") if left and left[0] == p and g.current == p else \
                    t("architect.ui.tag_last_turn") if p in left else t("architect.ui.tag_done")
            self._draw_race(s, g, p, (x + 116, y + 50, w - 124, 28), p in closest, tag, p in (left or ()))
            if g.current == p and not g.is_over:
                pygame.draw.rect(s, P.accent, r, max(1, vp.n(3)), border_radius=vp.n(10))
            if thinking == p:
                gfx.blit_text(s, t("table.thinks"), vp.n(14), P.muted, vp.p(x + w - 8, y + h - 20), "topright")

    def _draw_race(self, s, g, p, rect, closest: bool, tag: str | None = None, to_play: bool = False) -> None:
        """ZA-END-1 at a glance: appeal, T(CP), the gap to the crossing and a bar that fills up;
        in the final round the tag (playing, last turn, done) instead of the words."""
        vp = self.app.vp
        x, y, w, h = rect
        if tag is not None:
            r2 = vp.r(x, y + 1, w, 21)
            A.chip(s, r2, (255, 236, 170) if to_play else (200, 200, 195), "", 10)
            boxed(s, tag, vp.n(15), P.ink, r2, True)
            return
        gap = g.gap(p)
        key = "architect.ui.race_to_go" if gap > 0 else "architect.ui.race_crossed"
        kw = dict(a=g.pl[p].appeal, t=score_threshold(g.pl[p].cp), n=gap)
        words = t(key, **kw)
        ink = (150, 60, 20) if closest or gap <= 0 else P.ink
        bold = closest or gap <= 0
        box = vp.r(x, y + 1, w, 21)   # under the values line, over the bar
        if not gfx.fits(words, vp.n(15), box.w, bold):   # the appeal icon stands for the word
            A.res_icon(s, "appeal", vp.n(18), vp.p(x + 9, y + 9))
            box.x += vp.n(22)
            box.w -= vp.n(22)
            words = t(key + "_short", **kw)
        boxed(s, words, vp.n(15), ink, box, bold, "left")
        bar = vp.r(x, y + 22, w, 5)
        pygame.draw.rect(s, (214, 208, 190), bar, border_radius=vp.n(3))
        frac = max(0.0, min(1.0, g.pl[p].appeal / max(1, score_threshold(g.pl[p].cp))))
        fill = bar.copy()
        fill.w = max(1, int(bar.w * frac))
        pygame.draw.rect(s, self.app.palette.player(p), fill, border_radius=vp.n(3))

    def _draw_final_banner(self, s, g) -> None:
        lines = self.final_banner_lines(g)
        if lines is None:
            return
        vp = self.app.vp
        x, y, w, h = self.final_banner_rect()
        r = vp.r(x, y, w, h)
        pygame.draw.rect(s, (120, 40, 30), r, border_radius=vp.n(10))
        pygame.draw.rect(s, (255, 236, 170), r, max(1, vp.n(2)), border_radius=vp.n(10))
        # who ended it, then whose turns are left: each wraps in its half rather than shrinking
        self._boxed(s, lines[0], vp.n(21), (255, 236, 170), vp.r(x + 10, y + 4, w - 20, h / 2 - 4), True, "left")
        self._boxed(s, lines[1], vp.n(17), (255, 250, 235), vp.r(x + 10, y + h / 2 + 2, w - 20, h / 2 - 6), False, "left")

    # ---- build supply
    def _draw_supply(self, s) -> None:
        vp = self.app.vp
        g = self.session.game
        task = g.pending
        self._panel(s, (660, 756, SUPPLY_W + 4, 316), (44, 40, 30))
        self._label(s, t("architect.ui.supply"), 18, (CX0, 762), (255, 236, 170), bold=True, width=142)
        allowed = set(g.allowed_kinds(self.viewer))
        for i, kind in enumerate(task.kinds):
            rect = self.supply_rect(i)
            r = vp.rect(rect)
            ok = kind in allowed
            sel = kind == self.sel.kind
            pygame.draw.rect(s, (250, 244, 226) if ok else (150, 146, 136), r, border_radius=vp.n(8))
            if sel:
                pygame.draw.rect(s, (255, 190, 60), r, max(2, vp.n(4)), border_radius=vp.n(8))
            # the shape in small hexes
            shape = hexgrid.orient(H.shape_of(kind), self.rot if sel else 0)
            cells = [hexgrid.to_offset(q, a) for q, a in shape]
            mini = A.HexGeo(0, 0, 9)
            pts = [mini.centre(c, rr) for c, rr in cells]
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            ox, oy = rect[0] + rect[2] / 2 - cx, rect[1] + 34 - cy
            col = A.KIND_COL.get("unique" if kind.startswith("UB") else kind, (200, 200, 200))
            for c, rr in cells:
                poly = [vp.p(px + ox, py + oy) for px, py in mini.corners(c, rr)]
                pygame.draw.polygon(s, col if ok else (120, 120, 120), poly)
                pygame.draw.polygon(s, (60, 50, 40), poly, 1)
            # from the bottom up: the cost, the size (left out when the name needs its room:
            # the shape shows it), the name in the room left under the shape (two lines at most)
            cost = g.build_cost(self.viewer, kind)
            lh = vp.n(18)
            bottom = r.bottom - vp.n(3)
            price = t("architect.ui.cost_n", n=cost)
            price_box = pygame.Rect(r.x + vp.n(2), bottom - lh, r.w - vp.n(4), lh)
            if not box_layout(price, vp.n(13), price_box, True)[4]:
                price = f"{cost}$"   # the strip's money sign
            boxed(s, price, vp.n(13), P.ink, price_box, True)
            bottom -= lh + 3
            name_top = r.y + vp.n(58)
            name_box = pygame.Rect(r.x + vp.n(3), name_top, r.w - vp.n(6), bottom - lh - 3 - name_top)
            size = t("architect.ui.size_n", n=H.size_of(kind))
            size_box = pygame.Rect(r.x + vp.n(2), bottom - lh, r.w - vp.n(4), lh)
            if box_layout(X.kind_name(kind), vp.n(14), name_box, True)[4] and box_layout(size, vp.n(13), size_box)[4]:
                boxed(s, size, vp.n(13), P.muted, size_box)
            else:
                name_box.h = bottom - name_top
            boxed(s, X.kind_name(kind), vp.n(14), P.ink, name_box, True)

    # ---- overlays (decisions that need a panel of their own)
    def _overlay_panel(self, s, title: str) -> None:
        vp = self.app.vp
        sh = pygame.Surface(vp.rect(OVERLAY).size, pygame.SRCALPHA)
        sh.fill((18, 30, 26, 255))
        s.blit(sh, vp.rect(OVERLAY))
        pygame.draw.rect(s, (255, 190, 60), vp.rect(OVERLAY), max(1, vp.n(3)), border_radius=vp.n(12))
        text, px = A.fit_text(title, vp.n(26), vp.n(OVERLAY[2] - 40))
        gfx.blit_text(s, text, px, (255, 236, 170), vp.p(OVERLAY[0] + 20, OVERLAY[1] + 12), bold=True)

    def _draw_overlay_keep(self, s) -> None:
        vp = self.app.vp
        g = self.session.game
        dealt = sorted(g.pl[self.viewer].dealt)
        self._overlay_panel(s, t("architect.ui.keep_count", m=len(self.sel.keep), k=TABLES["start"]["keep"]))
        for cid, rect in zip(dealt, self.keep_rects(len(dealt))):
            r = vp.rect(rect)
            y = r.y - (vp.n(26) if cid in self.sel.keep else 0)
            s.blit(A.card_face(cid, r.w, r.h), (r.x, y))
            if cid in self.sel.keep:
                pygame.draw.rect(s, (255, 190, 60), pygame.Rect(r.x, y, r.w, r.h), max(2, vp.n(5)), border_radius=vp.n(10))
                gfx.blit_text(s, t("architect.ui.kept"), vp.n(18), (255, 236, 170), (r.centerx, y + r.h + vp.n(4)), "midtop", True)
        top = OVERLAY[1] + 62 + 2 * 176 + 22 + 2
        gfx.blit_wrapped(s, t("architect.ui.keep_help"), vp.n(18), (210, 225, 215),
                         vp.r(OVERLAY[0] + 20, top, OVERLAY[2] - 40, OVERLAY[1] + OVERLAY[3] - 2 - top))

    def _draw_overlay_final_discard(self, s) -> None:
        vp = self.app.vp
        fins = self.session.game.pl[self.viewer].finals
        self._overlay_panel(s, t("architect.prompt.final_discard"))
        for i, cid in enumerate(fins):
            r = vp.rect(self.overlay_card_rect(i, len(fins)))
            s.blit(A.card_face(cid, r.w, r.h, True), r)

    def _draw_overlay_hypnosis(self, s) -> None:
        vp = self.app.vp
        g = self.session.game
        self._overlay_panel(s, t("architect.prompt.hypnosis"))
        rects = self.hypno_rects(self.legal())
        seats = sorted({int(a.value.split(":")[0]) for a in rects})
        for si, q in enumerate(seats):
            self._label(s, t("architect.ui.zoo_of", player=self.names[q]), 20,
                        (self.hypno_x0(si), OVERLAY[1] + 60), (235, 240, 230), bold=True)
        for a, rect in rects.items():
            q, card = a.value.split(":")
            q = int(q)
            i = g.pl[q].slots.index(card)
            s.blit(self._action_img(g, q, card, i), vp.p(*rect[:2]))

    def _draw_overlay_support(self, s) -> None:
        vp = self.app.vp
        g = self.session.game
        self._overlay_panel(s, t("architect.prompt.support"))
        legal = self.legal()
        for pid, rect in self.support_layout(legal):
            where = t("architect.ui.from_hand") if pid in g.pl[self.viewer].hand else (
                t("architect.ui.from_folder", n=g.folder_of(pid)) if pid in g.display else "")
            self._draw_project(s, g, pid, rect, big=True)
            if where:
                self._label(s, where, 14, (rect[0] + rect[2] / 2, rect[1] + rect[3] + 4), (255, 236, 170), "midtop")
        if self.sel.level:
            pid, lvl = self.sel.level
            self._label(s, t("architect.ui.pick_release"), 17, (OVERLAY[0] + 20, OVERLAY[1] + OVERLAY[3] - 76),
                        (255, 236, 170))
            for sp in self.current_spots():
                if sp.key and sp.key[0] == "rel":
                    A.chip(s, vp.rect(sp.rect), (240, 220, 190), A.fit_text(X.card_name(sp.key[1]), vp.n(15), vp.n(150))[0], vp.n(15))

    # ---- per frame: glows, hover, ghost, zoom
    def _draw_live(self, surf) -> None:
        vp = self.app.vp
        now = self.app.now()
        spots = self.current_spots()
        hint = self.hint_action
        for sp in spots:
            if sp.key and sp.key[0] in ("build", "dead"):
                continue
            if self.focus != self.viewer and self._left(sp):
                continue
            gold = hint is not None and sp.action == hint
            col = P.accent if gold else sp.colour
            w = max(1, vp.n(3 + (3 if gold else 2) * pulse(now)))
            if sp.cells:
                if self.focus != self.viewer:
                    continue
                for c, r in sp.cells:
                    A.hex_poly(surf, vp, GEO, c, r, col, w, 0.94)
            else:
                pygame.draw.rect(surf, col, vp.rect(sp.rect).inflate(2 * w, 2 * w), w, border_radius=vp.n(10))
        if hint is not None and isinstance(hint, Build) and self.sel.kind == hint.building and self.focus == self.viewer:
            for c, r in A.shape_cells(hint.building, (hint.col, hint.row), hint.rot):
                A.hex_poly(surf, vp, GEO, c, r, P.accent, vp.n(3 + 3 * pulse(now)), 0.9)
        # hand card lifted under the mouse
        if self.viewer is not None and not self.drag.drag and not self.overlay_kind():
            hand = self.shown.pl[self.viewer].hand
            for cid, rect in zip(hand, self.hand_rects(hand)):
                if cid == self.hover_card and ("card", cid) not in self.hidden:
                    r = vp.rect(rect).move(0, -vp.n(22))
                    surf.blit(A.card_face(cid, r.w, r.h), r)
                    pygame.draw.rect(surf, (255, 255, 255), r, max(1, vp.n(2)), border_radius=vp.n(8))
        # the placement aid: where the selected building fits (any rotation), then the ghost
        if self.focus == self.viewer:
            fit = self.fit_cells()
            if fit:
                mr = vp.rect(MAP_RECT)
                key = (self._fit_key, vp.size)
                if getattr(self, "_tint_key", None) != key:       # drawn once per selection and size
                    tint = pygame.Surface(mr.size, pygame.SRCALPHA)
                    for c, r in fit:
                        poly = [(x - mr.x, y - mr.y) for x, y in (vp.p(*q) for q in GEO.corners(c, r, 0.86))]
                        pygame.draw.polygon(tint, (60, 200, 110, 90), poly)
                        pygame.draw.polygon(tint, (20, 120, 60, 220), poly, max(1, vp.n(2)))
                    self._tint_key, self._tint = key, tint
                surf.blit(self._tint, mr)
        gh = self.ghost()
        self.ghost_text = None
        self.ghost_rect = None
        if gh is not None:
            cells, ok, reason, cost, anchor = gh
            col = (60, 210, 110) if ok else (230, 70, 60)
            box = vp.rect(self.cells_rect(cells)).inflate(vp.n(8), vp.n(8))
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            for c, r in cells:
                pygame.draw.polygon(shade, col + (120,), [(x - box.x, y - box.y) for x, y in
                                                          (vp.p(*p) for p in GEO.corners(c, r))])
            surf.blit(shade, box)
            for c, r in cells:
                A.hex_poly(surf, vp, GEO, c, r, col, max(2, vp.n(3)))
            text = t("architect.ui.ghost_ok", kind=X.kind_name(self.sel.kind), cost=cost) if ok else X.reason(reason)
            self.ghost_text = text
            lines = gfx.wrap(text, vp.n(20), vp.n(420))
            bx, by, bw, bh = self.ghost_rect = self.ghost_box(cells, len(lines))
            box = vp.r(bx, by, bw, bh)
            pygame.draw.rect(surf, (255, 252, 240), box, border_radius=vp.n(8))
            pygame.draw.rect(surf, col, box, max(1, vp.n(3)), border_radius=vp.n(8))
            for i, ln in enumerate(lines):
                gfx.blit_text(surf, ln, vp.n(20), P.ink, vp.p(bx + 10, by + 6 + 28 * i))
            self.ghost_anchor = anchor
        # thinking dots
        th = self.driver.thinking() if not self.anim.busy else None
        if th is not None:
            x, y, w, h = self.strip_rect(th)
            dots = "." * (1 + int(now / 350) % 3)
            gfx.blit_text(surf, dots, vp.n(24), P.ink, vp.p(x + w - 70, y + h - 26), bold=True)
        # the zoom
        hover_ok = self.hover_card and now - self.hover_since > 350 and not self.drag.drag and gh is None
        cid = self.zoom_pin or (self.hover_card if hover_ok else None)
        self.zoom_shown = cid     # drawn in draw(), above the buttons

    def draw(self, surf) -> None:
        super().draw(surf)
        if self.zoom_shown and self.cover_for is None:
            self._draw_zoom(surf, self.zoom_shown)

    def _draw_zoom(self, surf, cid) -> None:
        vp = self.app.vp
        mx, my = self.app.mouse
        x = mx + 30 if mx < 960 else mx - 30 - ZOOM_W
        y = max(10, min(1070 - ZOOM_H, my - ZOOM_H / 2))
        r = vp.r(x, y, ZOOM_W, ZOOM_H)
        sh = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 110), sh.get_rect(), border_radius=vp.n(16))
        surf.blit(sh, r.move(vp.n(6), vp.n(6)))
        surf.blit(A.card_face(cid, r.w, r.h, True), r)
        self.zoom_rect = (x, y, ZOOM_W, ZOOM_H)


# ----------------------------------------------------------------------------- the generic list of choices
class ChoiceList(Dialog):
    """Every legal action in words, 10 to a page (the fallback for any decision)."""
    PER_PAGE = 10

    def __init__(self, title, body, items, on_choose):
        self.items = items
        self.page = 0
        super().__init__(title, body, [], on_choose, width=1100)

    def _layout(self) -> None:
        n = len(self.items)
        pages = max(1, (n + self.PER_PAGE - 1) // self.PER_PAGE)
        self.page = max(0, min(self.page, pages - 1))
        self.height = 820
        x0, y0 = 960 - self.width // 2, 540 - self.height // 2
        self.rect = (x0, y0, self.width, self.height)
        self.buttons = []
        chunk = self.items[self.page * self.PER_PAGE:(self.page + 1) * self.PER_PAGE]
        for i, (label, a) in enumerate(chunk):
            label = A.fit_text(label, 21, self.width - 120, True, 21)[0]
            b = Button((x0 + 40, y0 + 150 + i * 56, self.width - 80, 50), label, lambda v=a: self.on_choose(v),
                       name=f"option:{self.page * self.PER_PAGE + i}", style="primary")
            b.action = a
            self.buttons.append(b)
        yb = y0 + self.height - 76
        self.buttons.append(Button((x0 + 40, yb, 200, 56), "<", self.prev, name="prev", style="quiet", enabled=self.page > 0,
                                   key=pygame.K_LEFT))
        self.buttons.append(Button((x0 + 260, yb, 200, 56), ">", self.next, name="next", style="quiet",
                                   enabled=self.page < pages - 1, key=pygame.K_RIGHT))
        self.buttons.append(Button((x0 + self.width - 260, yb, 220, 56), t("ui.back"), lambda: self.on_choose(None),
                                   name="close", style="quiet"))
        self.pages = pages

    def prev(self) -> None:
        self.page -= 1
        self._layout()

    def next(self) -> None:
        self.page += 1
        self._layout()

    def point_for(self, action):
        for b in self.buttons:
            if getattr(b, "action", None) == action:
                return _centre(b.rect)
        idx = next((i for i, (_, a) in enumerate(self.items) if a == action), None)
        if idx is None:
            return None
        want = idx // self.PER_PAGE
        return _centre(next(b for b in self.buttons if b.name == ("next" if want > self.page else "prev")).rect)

    def close_point(self):
        return _centre(next(b for b in self.buttons if b.name == "close").rect)

    def draw(self, surf, vp, mouse, now: float = 0.0) -> None:
        self.draw_frame(surf, vp, mouse, now, title_px=34, title_y=24, body_px=22, body_y=76, body_lines=2)
        gfx.blit_text(surf, t("architect.ui.page", n=self.page + 1, of=self.pages), vp.n(22), P.muted,
                      vp.p(960, self.rect[1] + self.height - 48), "center")


# ----------------------------------------------------------------------------- results with a breakdown
class ArchitectResults(ResultsScene):
    """The results as one table of how each score came about (ZA-END-4): appeal, CP and T(CP),
    the kept final scoring card and its CP, each sponsor's end points, the score."""
    COLS = ((150, 330, "architect.ui.col_player"), (490, 140, "architect.ui.col_appeal"),
            (640, 90, "architect.ui.col_cp"), (740, 120, "architect.ui.col_t"),
            (870, 370, "architect.ui.col_final"), (1250, 380, "architect.ui.col_end"),
            (1640, 130, "architect.ui.col_score"))
    TOP = 160
    HEAD_H = 60
    LINE = 44   # one entry of a cell: two lines at the readable size at 1280x720

    def rows(self) -> list[dict]:
        """One row per player in ranking order, with the words of every cell."""
        g = self.session.game
        names = self.names
        out = []
        for rank, p in enumerate(g.ranking()):
            pl = g.pl[p]
            bd = g.score_breakdown(p) or {"final": [], "end": [], "appeal": pl.appeal, "cp": pl.cp,
                                          "t": score_threshold(pl.cp), "score": g.scores()[p]}
            fin = [t("architect.ui.bd_final", card=X.card_name(c), n=n) for c, n in bd["final"]] or ["-"]
            end = [t("architect.ui.bd_end", card=X.card_name(c), n=n, res=X.res_name(r)) for c, r, n in bd["end"]] \
                or ["-"]
            out.append({"p": p, "rank": rank, "name": names[p], "projects": pl.supported,
                        "cells": [str(bd["appeal"]), str(bd["cp"]), f"-{bd['t']}", fin, end, str(bd["score"])]})
        return out

    @classmethod
    def row_height(cls, row) -> int:
        return cls.LINE * max(2, len(row["cells"][3]), len(row["cells"][4])) + 12

    def draw(self, surf) -> None:
        vp = self.app.vp
        g = self.session.game
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("results.title", game=t(f"game.{g.info.id}")), vp.n(56), (250, 240, 210),
                      vp.p(960, 40), "midtop", True)
        rows = self.rows()
        total = self.HEAD_H + sum(self.row_height(r) for r in rows) + 16
        gfx.shadowed(surf, vp.r(130, self.TOP, 1660, total), (240, 236, 222), vp.n(14))
        for x, w, k in self.COLS:   # two lines at most, shrunk to fit
            gfx.blit_wrapped(surf, t(k), vp.n(20), P.muted, vp.r(x, self.TOP + 4, w - 8, self.HEAD_H - 6), bold=True)
        y = self.TOP + self.HEAD_H
        for row in rows:
            h = self.row_height(row)
            if row["rank"] == 0:
                pygame.draw.rect(surf, (255, 236, 170), vp.r(136, y, 1648, h - 4), border_radius=vp.n(10))
                ic = gfx.art("icons", "trophy", vp.n(30))
                surf.blit(ic, ic.get_rect(center=vp.p(1762, y + 26)))
            p = row["p"]
            # the place in its own column before the seat's disc (as the shared results draw
            # it): written in front of the name, "2. 1. játékos" read as one ordinal after another
            boxed(surf, f"{row['rank'] + 1}.", vp.n(26), P.ink, vp.r(142, y + 6, 40, 36), True, "left")
            pygame.draw.circle(surf, self.app.palette.player(p), vp.p(200, y + 24), vp.n(15))
            gfx.blit_text(surf, chr(65 + p), vp.n(17), (20, 20, 20), vp.p(200, y + 24), "center", True)
            boxed(surf, row["name"], vp.n(26), P.ink, vp.r(224, y + 6, 286, 36), True, "left")
            boxed(surf, t("architect.ui.bd_projects", n=row["projects"]), vp.n(17), P.muted, vp.r(224, y + 44, 286, 40),
                  False, "left")
            for (x, w, _), v in zip(self.COLS[1:], row["cells"]):
                lines = v if isinstance(v, list) else [v]
                last = x == self.COLS[-1][0]
                for i, ln in enumerate(lines):   # a long card name wraps in its slot
                    boxed(surf, ln, vp.n(30 if last else 22), P.ink, vp.r(x, y + 6 + self.LINE * i, w - 10, self.LINE - 2),
                          bold=last, align="left")
            y += h
        for i, ln in enumerate(gfx.wrap(t("architect.ui.bd_formula"), vp.n(22), vp.n(1600))[:3]):
            gfx.blit_text(surf, ln, vp.n(22), (210, 225, 215), vp.p(960, y + 26 + 30 * i), "midtop")
        self.draw_buttons(surf)


def _glyph_rect(text: str, px: int, bold: bool, colour=(0, 0, 0)) -> tuple:
    """Where a line's glyphs lie in its rendered image (measured once per text and size;
    rendered in the colour it is drawn in, so drawing it renders nothing again)."""
    r = gfx.ink_box(text, gfx.FitPx(px), bold, colour)
    return tuple(r) if r.h else (0, 0, 0, 1)


def box_layout(text, px, box, bold=False, colour=(0, 0, 0)):
    """How boxed() sets `text` in `box`: (size, lines, their glyph rectangles, line step,
    whether all of it fits at a readable size). `colour`: what boxed draws it in (the
    glyphs are found on that rendering)."""
    box = pygame.Rect(box)
    room_h = box.h + 2
    top = max(px, gfx.text_floor()) if type(px) is not gfx.FitPx else px
    tried: dict[int, tuple] = {}

    def inks_of(lines, fp):
        inks = [pygame.Rect(_glyph_rect(ln, int(fp), bool(bold), colour)) for ln in lines]
        return inks, max(r.bottom for r in inks) - min(r.y for r in inks) + 1

    def at(p: int) -> tuple:
        if p not in tried:
            fp = gfx.FitPx(p)
            f = gfx.font(fp, bold)
            lines = gfx.wrap(text, fp, max(1, box.w), bold, breaking=p == gfx.READABLE_PX)
            # the widths first: a size whose lines are too wide renders none of them
            ok = all(f.size(ln)[0] <= box.w for ln in lines) and len(lines) * inks_of(lines, fp)[1] - 1 <= room_h
            tried[p] = (fp, lines, ok)
        return tried[p]
    # the largest size that fits (each size probed loads its glyphs: few probes, the top
    # size's lines scaled to the box first)
    hi = max(top, gfx.READABLE_PX)
    if at(hi)[2] or hi == gfx.READABLE_PX:
        best = hi
    else:
        f, top_lines = gfx.font(at(hi)[0], bold), at(hi)[1]
        guess = gfx.shrink_guess(hi, max(f.size(ln)[0] for ln in top_lines), box.w,
                                 len(top_lines) * f.get_linesize(), room_h)
        best = gfx.largest_near_top(gfx.READABLE_PX, hi - 1, lambda p: p == gfx.READABLE_PX or at(p)[2], guess)
    fp, lines, ok = at(best)
    inks, step = inks_of(lines, fp)
    return fp, lines, inks, step, ok


def boxed(s, text, px, colour, box, bold=False, align="center") -> pygame.Rect:
    """A text in `box` (pixels), centred on it: on one line when it fits at a readable
    size, else wrapped, the lines stepped by their glyphs' height (the face's line height
    leaves room above the capitals) at the largest size from px down to the readable one
    where they all fit, in width and in height; what still does not is left out (and
    reported). `align` left, center or right. Returns the rectangle drawn on."""
    box = pygame.Rect(box)
    room_h = box.h + 2   # the probe allows a pixel either side
    fp, lines, inks, step, _ = box_layout(text, px, box, bold, colour)
    room = max(1, (room_h + 1) // step)
    shown = lines[:room]
    ink_top = min(r.y for r in inks[:room])
    y = box.y - 1 + max(0, (room_h - (len(shown) * step - 1)) // 2) - ink_top
    out = pygame.Rect(box.x, box.y, 0, 0)
    for ln in shown:
        if align == "center":
            r = gfx.blit_text(s, ln, fp, colour, (box.centerx, y), "midtop", bold, box=box, min_px=fp)
        elif align == "right":
            r = gfx.blit_text(s, ln, fp, colour, (box.right, y), "topright", bold, box=box, min_px=fp)
        else:
            r = gfx.blit_text(s, ln, fp, colour, (box.x, y), "topleft", bold, box=box, min_px=fp)
        out = r if not out.w else out.union(r)
        y += step
    gfx.note_cut(len(lines) - len(shown), s, box)
    return out


def _centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)



"""The Species Keepers table.

Opponents' mats along the top; in the middle the species grid (the face-up front card of
each column at the bottom, face-down cards stacked behind it; columns slide down at the
start of a turn), the species deck (drop here to discard), the four keeper piles (the top
keeper's level shows), the resource bag, the turn/end-game panel and the spot for a card
you looked at or were sent; your mat at the bottom: resources, 4 keeper houses with their
saved species beneath, 7 quarantine areas.

Mouse: drag a species onto one of your keepers to save it (several ways to pay -> a small
dialog), onto a quarantine area or the deck to move it, onto an opponent to send it (bonus);
drag a pile onto a house to hire or replace, a keeper onto a pile to dismiss; click a
face-down card to take it blind, the bag to collect. Clicking any card lists what can be
done with it; "Actions" lists every legal action. Legal targets glow green while dragging;
a refused drop bounces back with the engine's reason."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.core import Action, Event
from zoo_desktop.games.keepers.cards import CONTENT, KEEPERS, OBJECTIVES, SPECIES
from zoo_desktop.games.keepers.rules import (AREAS, MAX_HELD, ChooseArea, Collect, Dismiss, EndTurn, Fund, Hire,
                                             Move, NewObjective, Peek, Renew, Replace, Return, Save, Send, cost_paid)
from zoo_desktop.i18n import has, language, t, tn, tv, with_you

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import Tween, ease_in_out, pulse
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button, Dialog, DropTarget, inside
from .art import (DECK_HINT_BOX, bag_picture, blit_fit, cost_parts, cube, deck_back, fit_text, keeper_back,
                          keeper_goal, keeper_name, keeper_tile, species_back, species_face, species_name, species_tile)
from .dialogs import ChoiceDialog, ReturnDialog

CW, CH = 150, 200                     # the grid's front cards (design units)
GRID_X, GRID_GAP = 24, 12
FRONT_Y, BACK_STEP = 412, 46          # front row top; each face-down row shows 46 units above it
DECK_RECT = (690, 412, CW, CH)
PILE_X, PILE_Y, PILE_W, PILE_H, PILE_GAP = 866, 338, 84, 118, 10
BAG_RECT = (866, 500, 110, 116)
INFO_RECT = (1040, 486, 266, 152)
PEND_RECT = (1318, 338, CW, CH)
OPP_Y, OPP_H = 8, 262
MAT_RECT = (20, 650, 1460, 422)
PROMPT_Y = 296
COLOURS = ("G", "R", "W")
KINDS_ORDER = ("fund", "return", "save", "hire", "replace", "dismiss", "move", "peek", "send", "area", "collect",
               "renew", "new_objective", "end_turn")


def centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def lerp_rect(a, b, u: float) -> tuple:
    return tuple(a[i] + (b[i] - a[i]) * u for i in range(4))


class KeepersTable(TableBase):
    name = "keepers-table"

    # How to play (ui/howto.py): the grid with the deck, piles and bag; a keeper with a
    # species saved under it
    howto_figures = (
        Figure(1, (15, 318, 1230, 328), "keepers.fig.table"),
        Figure(4, (20, 701, 440, 209), "keepers.fig.saved", "saved"),
    )
    howto_mouse = (("howto.mouse.drag", "keepers.controls.drag"), ("howto.mouse.click", "keepers.controls.click"),
                   ("howto.mouse.hover", "keepers.controls.hover"))

    @classmethod
    def howto_session(cls, stage: str, seed: int = 7):
        s = super().howto_session(stage, seed)
        if stage == "saved":   # played on until you have saved a species and it is your turn
            play_until(s, lambda g: g.current == 0 and g.phase == "play" and g.main is None
                       and any(h.cards for h in g.mats[0].houses.slots))
        return s

    # ------------------------------------------------------------------ setup
    def layout(self) -> None:
        n = self.session.config.players
        self.me = self.viewer if self.viewer is not None else 0      # whose mat is at the bottom
        self.others = [(self.me + k) % n for k in range(1, n)]
        k = len(self.others)
        w = (1460 - 12 * (k - 1)) / k
        self.mat_rects = {p: (20 + i * (w + 12), OPP_Y, w, OPP_H) for i, p in enumerate(self.others)}
        self.mat_rects[self.me] = MAT_RECT
        self.geo = {p: self._mat_geometry(p, r) for p, r in self.mat_rects.items()}
        self._view_cache: tuple | None = None
        self._legal_cache: tuple | None = None
        self.banner: tuple[str, float] | None = None     # a short caption by the bag (drawn cubes)
        self.drag.targets = []

    def uncover(self) -> None:
        super().uncover()
        self.layout()
        self.build_buttons()

    def exit(self) -> None:
        super().exit()
        self.app.tooltip.set("", (0, 0), self.app.now())

    def game_buttons(self) -> list[Button]:
        x = 1500
        return [
            Button((x, 600, 195, 60), t("keepers.ui.fund"), self.open_fund, name="fund", key=pygame.K_f,
                   tip=t("keepers.tip.fund")),
            Button((x + 205, 600, 195, 60), t("keepers.ui.collect"), self.do_collect, name="collect",
                   key=pygame.K_c, tip=t("keepers.tip.collect")),
            Button((x, 670, 195, 60), t("keepers.action.renew"), self.do_renew, name="renew", key=pygame.K_r,
                   tip=t("keepers.tip.renew")),
            Button((x + 205, 670, 195, 60), t("keepers.action.end_turn"), self.do_end_turn, name="end_turn",
                   style="good", key=pygame.K_e),
            Button((x, 950, 195, 60), t("keepers.ui.actions"), self.open_actions, name="actions", key=pygame.K_a,
                   style="quiet", tip=t("keepers.tip.actions")),
            Button((x + 205, 950, 195, 60), t("keepers.ui.objective_button"), self.do_new_objective,
                   name="new_objective", style="quiet", tip=t("keepers.tip.new_objective")),
            Button((x + 205, 1020, 195, 50), t("keepers.ui.legend"), self.open_legend, name="legend", key=pygame.K_l,
                   style="quiet", tip=t("keepers.tip.legend")),
        ]

    def legend_text(self) -> str:
        """What the codes on the cards mean: classes, diets, status, habitats, continents."""
        def row(title, prefix, codes):
            return t(title) + " " + ", ".join(f"{c} = {t(prefix + c)}" for c in codes)
        return "\n".join([
            row("keepers.legend.class", "keepers.class.", ("MAM", "BIR", "REP", "AMP")),
            row("keepers.legend.diet", "keepers.diet.", ("H", "C", "O")),
            row("keepers.legend.status", "keepers.status.", ("LC", "NT", "VU", "EN", "CR")),
            row("keepers.legend.habitat", "keepers.habitat.", ("FOR", "RAI", "SAV", "GRA", "DES", "WET", "MOU")),
            row("keepers.legend.continent", "keepers.continent.", ("AFR", "AME", "ASI", "EUR", "OCE")),
        ])

    def open_legend(self) -> None:
        self.dialog = Dialog(t("keepers.ui.legend_title"), self.legend_text(), [(t("ui.ok"), None)],
                             lambda v: setattr(self, "dialog", None), width=1500)

    # ------------------------------------------------------------------ geometry
    def _mat_geometry(self, p: int, rect) -> dict:
        """Where everything of seat p's mat goes. Wide mats (yours, or the one opponent of a
        2-player game) put houses left and quarantine areas right; narrow ones put the
        resources and a row of quarantine chips under the name strip, houses below."""
        x, y, w, h = rect
        own = p == self.me
        side = w >= 1000
        head = 50 if own else 40
        g: dict = {"rect": rect, "head": (x, y, w, head), "own": own, "side": side}
        if side:
            body_y, body_h = y + head + 6, h - head - 12
            hw = 860 if own else min(860, w * 0.6)
            house_area = (x + 10, body_y, hw, body_h)
            qcols, qrows = 2, 4
            qrect = (x + hw + 24, body_y, w - hw - 34, body_h)
            px = 30 if own else 24
            g["res"] = (x + w * 0.42, y + head / 2 - px / 2, px)
        else:
            row_y = y + head + 4
            g["res"] = (x + 10, row_y + 2, 24)
            res_w = 200
            qrect = (x + 10 + res_w, row_y, w - 20 - res_w, 28)
            qcols, qrows = 7, 1
            house_area = (x + 8, row_y + 34, w - 16, h - (row_y + 34 - y) - 8)
        hx, hy, hwid, hh = house_area
        gap = 12 if own else 6
        each = (hwid - 3 * gap) / 4
        kh = 112 if own else (60 if side else 52)
        sgap = 4 if own else 3
        sh = (hh - kh - 3 * sgap) / 3
        g["houses"] = []
        for i in range(4):
            bx = hx + i * (each + gap)
            keeper = (bx, hy, each, kh)
            species = [(bx, hy + kh + sgap + j * (sh + sgap), each, sh) for j in range(3)]
            g["houses"].append({"rect": (bx, hy, each, hh), "keeper": keeper, "species": species})
        qx, qy, qw, qh = qrect
        cgap = 6 if side else 4
        cw = (qw - (qcols - 1) * cgap) / qcols
        ch = (qh - (qrows - 1) * cgap) / qrows
        g["areas"] = {}
        g["area_tiles"] = {}
        label_w = 100 if side else 0
        for i, a in enumerate(AREAS):
            r, c = divmod(i, qcols)
            cell = (qx + c * (cw + cgap), qy + r * (ch + cgap), cw, ch)
            g["areas"][a] = cell
            g["area_tiles"][a] = (cell[0] + label_w + 2, cell[1] + 3, cell[2] - label_w - 5, cell[3] - 6) if side \
                else (cell[0] + 1, cell[1] + 1, cell[2] - 2, cell[3] - 2)
        g["quar_caption"] = (qx + (len(AREAS) % qcols) * (cw + cgap), qy + (len(AREAS) // qcols) * (ch + cgap), cw, ch) \
            if side else None
        return g

    def tile(self, card: str, rect) -> pygame.Surface:
        """A species tile for a design rect (rich when there is room)."""
        return species_tile(card, rect[2], rect[3], self.app.vp.s, rect[3] >= 60, self.app.palette.colour_blind)

    def ktile(self, k: str, rect, n: int) -> pygame.Surface:
        return keeper_tile(k, rect[2], rect[3], self.app.vp.s, n, rect[3] >= 56)

    def slot_rect(self, c: int, r: int) -> tuple:
        """Grid slot (row 0 = slot 1, the face-up front, drawn lowest) in design units."""
        return (GRID_X + c * (CW + GRID_GAP), FRONT_Y - r * BACK_STEP, CW, CH)

    def slot_visible_rect(self, c: int, r: int) -> tuple:
        """The part of a slot that can be clicked (the strip of a face-down card above the front)."""
        x, y, w, h = self.slot_rect(c, r)
        return (x, y, w, h) if r == 0 else (x, y, w, BACK_STEP)

    def pile_rect(self, i: int) -> tuple:
        return (PILE_X + i * (PILE_W + PILE_GAP), PILE_Y, PILE_W, PILE_H)

    def cubes_point(self, p: int) -> tuple:
        x, y, px = self.geo[p]["res"]
        return (x, y)

    def place_rect(self, place: str) -> tuple:
        kind, _, rest = place.partition(":")
        if kind == "grid":
            c, r = (int(v) for v in rest.split(","))
            return self.slot_rect(c, r)
        if kind == "quarantine":
            q, a = rest.split(":")
            return self.geo[int(q)]["area_tiles"][a]
        if kind == "keeper":
            q, h = (int(v) for v in rest.split(":"))
            return self.geo[q]["houses"][h]["keeper"]
        if kind == "pile":
            return self.pile_rect(int(rest))
        if kind in ("deck", "discard"):
            return DECK_RECT
        if kind == "bag":
            return BAG_RECT
        if kind == "player":
            x, y = self.cubes_point(int(rest))
            return (x, y, 30, 30)
        return PEND_RECT

    # ------------------------------------------------------------------ state helpers
    def sview(self) -> dict:
        """The shown state as the viewer may see it (cached per shown state)."""
        c = self._view_cache
        if c is None or c[0] is not self.shown or c[1] != self.viewer:
            self._view_cache = c = (self.shown, self.viewer, self.shown.view(self.viewer))
        return c[2]

    def me_acting(self) -> bool:
        g = self.session.game
        return self.viewer is not None and self.viewer in g.decision().players and not g.is_over

    def legal(self) -> list[Action]:
        g = self.session.game
        c = self._legal_cache
        if c is None or c[0] is not g or c[1] != (self.session.version, self.viewer):
            acts = g.legal_actions(self.viewer) if self.me_acting() else []
            self._legal_cache = c = (g, (self.session.version, self.viewer), acts, set(acts), {})
        return c[2]

    def idle(self) -> bool:
        return not self.anim.busy and not self.queue and self.cover_for is None

    def why(self, action: Action) -> str | None:
        """None when legal for the viewer, else the engine's sentence."""
        if self.viewer is None:
            return t("keepers.refuse.spectator")
        self.legal()
        _, _, _, legal_set, reasons = self._legal_cache
        if action in legal_set:
            return None
        if action not in reasons:  # asked every frame while dragging: cached per state
            reasons[action] = self.session.game.why_illegal(action) or t("keepers.refuse.not_now")
        return reasons[action]

    def live_card_source(self, card: str) -> str | None:
        """Where a species is now for the viewer: 'grid', 'quar' (own quarantine), 'pending'."""
        g = self.session.game
        if any(x == card for _, x in g.available()):
            return "grid"
        if self.viewer is not None and card in g.mats[self.viewer].areas.cards():
            return "quar"
        if g.pending_card() == card:
            return "pending"
        return None

    # ------------------------------------------------------------------ labels
    def pay_text(self, card: str, a: int, b: int) -> str:
        g, r, w = cost_paid(card, a, b)
        parts = [f"{n} {c}" for c, n in cost_parts(g, r, w)]
        return " + ".join(parts) if parts else t("keepers.ui.free")

    def area_name(self, a: str) -> str:
        return t(f"keepers.area.{a}")

    def label(self, a: Action) -> str:
        """A readable sentence for a legal action (dialogs)."""
        g = self.session.game
        names = self.names
        if isinstance(a, Fund):
            return t("keepers.label.fund", n=a.n, back=2 * a.n)
        if isinstance(a, Return):
            return t("keepers.label.return", what=self.count_text({"G": a.g, "R": a.r, "W": a.w}))
        if isinstance(a, Renew):
            return t("keepers.label.renew")
        if isinstance(a, Hire):
            h = g.mats[a.player].houses.lowest_empty()
            return t("keepers.label.hire", pile=a.pile + 1, level=self.top_level(a.pile), house=(h or 0) + 1)
        if isinstance(a, Replace):
            k = g.mats[a.player].houses[a.house].anchor
            return t("keepers.label.replace", keeper=keeper_name(k), house=a.house + 1, pile=a.pile + 1,
                     level=self.top_level(a.pile))
        if isinstance(a, Dismiss):
            h = g.mats[a.player].houses[a.house]
            pile = h.tag if h.tag is not None else a.pile
            return t("keepers.label.dismiss", keeper=keeper_name(h.anchor), pile=pile + 1)
        if isinstance(a, Save):
            k = g.mats[a.player].houses[a.house].anchor
            return t("keepers.label.save", card=species_name(a.card), keeper=keeper_name(k), house=a.house + 1,
                     pay=self.pay_text(a.card, a.a, a.b))
        if isinstance(a, Send):
            return t("keepers.label.send", card=species_name(a.card), target=names[a.target])
        if isinstance(a, ChooseArea):
            return t("keepers.label.area", area=self.area_name(a.area))
        if isinstance(a, Move):
            card = species_name(a.card) if g.phase != "peek" or self.viewer == g.current else "?"
            if a.to == "discard":
                return t("keepers.label.discard", card=card)
            return t("keepers.label.quarantine", card=card, area=self.area_name(a.to))
        if isinstance(a, Peek):
            return t("keepers.label.peek", col=a.col + 1)
        if isinstance(a, Collect):
            return t("keepers.label.collect", n=g.collect_count(a.player))
        if isinstance(a, NewObjective):
            return t("keepers.label.new_objective")
        if isinstance(a, EndTurn):
            return t("keepers.action.end_turn.pass") if g.main is None else t("keepers.action.end_turn")
        return a.kind

    def top_level(self, pile: int):
        level = self.session.game.top_keeper_level(pile)
        return "-" if level is None else level

    def count_text(self, counts: dict) -> str:
        parts = [f"{n} {c}" for c, n in counts.items() if n]
        return ", ".join(parts) if parts else "0"

    def card_name(self, card_id: str) -> str:
        if card_id in SPECIES:
            return species_name(card_id)
        if card_id in KEEPERS:
            return keeper_name(card_id)
        if card_id in OBJECTIVES:
            return t(f"keepers.card.{card_id}")
        return card_id

    # ------------------------------------------------------------------ prompt and log
    def prompt_text(self) -> str:
        g = self.session.game
        d = g.decision()
        names = self.names
        if g.is_over:
            return t("table.over")
        if self.viewer is not None and self.viewer in d.players:
            key = "keepers.ui.prompt." + d.prompt.rsplit(".", 1)[-1]
            args = {"count": d.args.get("count", 0), "card": species_name(d.args["card"]) if "card" in d.args else "",
                    "by": names[d.args["by"]] if "by" in d.args else ""}
            if has(key):
                return t(key, **args)
            return t(d.prompt, **self._prompt_args(d))
        if d.players:
            p = d.players[0]
            return t("table.thinking" if p in self.bots else "table.waiting", player=names[p])
        return ""

    def _prompt_args(self, d) -> dict:
        names = self.names
        out = {}
        for k, v in d.args.items():
            if k in ("player", "by") and isinstance(v, int):
                out[k] = names[v]
            elif k == "card" and isinstance(v, str):
                out[k] = species_name(v)
            else:
                out[k] = v
        return out

    def event_text(self, e: Event) -> str:
        names = self.names
        k = e.kind
        d = e.data

        def nm(q):
            return names[q] if isinstance(q, int) and 0 <= q < len(names) else "?"
        args = {"player": nm(d.get("player")), "target": nm(d.get("target")),
                "card": species_name(d["card"]) if d.get("card") in SPECIES else t("keepers.ui.a_card"),
                "keeper": keeper_name(d["keeper"]) if d.get("keeper") in KEEPERS else "",
                "old": keeper_name(d["old"]) if d.get("old") in KEEPERS else "",
                "area": self.area_name(d["area"]) if d.get("area") in AREAS else "",
                "pile": (d["pile"] + 1) if isinstance(d.get("pile"), int) else "",
                "level": d.get("level", ""), "n": d.get("n", ""), "count": d.get("count", ""),
                "saved": d.get("saved", ""), "goal": d.get("goal", ""), "turn": d.get("turn", "")}
        if "drawn" in d:
            args["drawn"] = ", ".join(d["drawn"]) or "0"
        for key in ("returned", "paid"):
            if key in d:
                args["what" if key == "returned" else "paid"] = self.count_text(d[key])
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
        elif k == "trigger" and self.session.game.final_round:
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
        return tv(key, self.subject_is_viewer(e), **args)

    @staticmethod
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

    @staticmethod
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

    # ------------------------------------------------------------------ buttons
    def open_fund(self) -> None:
        funds = [a for a in self.legal() if isinstance(a, Fund)]
        if not funds:
            self.refuse(self.why(Fund(self.viewer if self.viewer is not None else 0, 1)) or t("keepers.refuse.not_now"))
            return
        self.choose(t("keepers.ui.fund_title"), t("keepers.ui.fund_body", max=len(funds)), funds)

    def do_collect(self) -> None:
        self._simple(Collect)

    def do_renew(self) -> None:
        self._simple(Renew)

    def do_end_turn(self) -> None:
        """Ends the turn (or passes); TableBase.act asks first when 'confirm before ending a
        turn' is on."""
        if self.viewer is None:
            return
        reason = self.why(EndTurn(self.viewer))
        if reason:
            self.refuse(reason)
            return
        self.act(EndTurn(self.viewer))

    def do_new_objective(self) -> None:
        self._simple(NewObjective)

    def _simple(self, cls) -> None:
        if self.viewer is None:
            return
        a = cls(self.viewer)
        reason = self.why(a)
        if reason:
            self.refuse(reason)
            return
        self.act(a)

    def open_actions(self) -> None:
        """Every legal action, grouped by kind (never a stuck state)."""
        legal = self.legal()
        if not legal:
            self.refuse(self.not_your_turn() if not self.me_acting() else t("keepers.refuse.not_now"))
            return
        if any(isinstance(a, Return) for a in legal):
            self.open_return()
            return
        kinds = [k for k in KINDS_ORDER if any(a.kind == k for a in legal)]
        if len(kinds) == 1:
            self.choose(t("keepers.ui.actions_title"), "", legal)
            return
        def kind_label(k):
            if k == "end_turn":
                return self.label(next(a for a in legal if a.kind == k))
            return t("keepers.action." + k)
        opts = [(kind_label(k), k) for k in kinds]
        opts.insert(min(len(opts), ChoiceDialog.PER_PAGE - 1), (t("table.save"), "save_game"))   # on the first page

        def pick(kind):
            self.dialog = None
            if kind is None:
                return
            if kind == "save_game":
                self.save_slot()
                return
            acts = [a for a in legal if a.kind == kind]
            if len(acts) == 1 and kind in ("renew", "collect", "end_turn", "new_objective"):
                self.act(acts[0])
                return
            self.choose(t("keepers.action." + kind), "", acts)
        self.dialog = ChoiceDialog(t("keepers.ui.actions_title"), t("keepers.ui.actions_body"), opts, pick)

    def choose(self, title: str, body: str, actions: list[Action]) -> None:
        """A dialog listing actions with readable labels; picking one applies it."""
        def done(a):
            self.dialog = None
            if a is not None:
                if isinstance(a, Return):
                    self.open_return()
                else:
                    self.act(a)
        self.dialog = ChoiceDialog(title, body, [(self.label(a), a) for a in actions], done)

    def open_return(self) -> None:
        g = self.session.game
        if self.viewer is None or g.phase not in ("fund_return", "discard") or not self.me_acting():
            return
        p = self.viewer
        count = g.return_count()
        legal = set(a for a in self.legal() if isinstance(a, Return))
        fund = g.phase == "fund_return"

        def done(sel):
            self.dialog = None
            if sel is not None:
                self.act(Return(p, *sel))

        def suggest():
            from zoo_desktop.games import bot_classes
            bot = bot_classes(self.gid)["normal"](self.session.game_cls, p, self.session.seed, 100)
            a, _ = bot.hint(g.view(p), self.legal())
            return (a.g, a.r, a.w) if isinstance(a, Return) else None
        names = {c: t(f"keepers.colour.{c}") for c in COLOURS}
        title = t("keepers.ui.return_title.fund" if fund else "keepers.ui.return_title.limit", count=count)
        body = t("keepers.ui.return_body.fund" if fund else "keepers.ui.return_body.limit", count=count, max=MAX_HELD)
        self.dialog = ReturnDialog(title, body, dict(g.mats[p].resources), count,
                                   lambda a, b, c: Return(p, a, b, c) in legal, done,
                                   drawn=g.fund_drawn() if fund else None,
                                   colour_blind=self.app.palette.colour_blind, names=names, suggest=suggest)
        self._auto_opened = self.session.version

    # ------------------------------------------------------------------ drag and drop
    def targets_for(self, item) -> list[DropTarget]:
        kind = item[0]
        me = self.me
        geo = self.geo[me]
        out: list[DropTarget] = []
        if kind in ("grid", "quar", "pending"):
            g = self.session.game
            area_choice = kind == "pending" and g.phase == "area"
            if not area_choice and not (kind == "pending" and g.phase == "peek"):
                for h, hv in enumerate(geo["houses"]):
                    out.append(DropTarget(f"house:{h}", hv["rect"], lambda it, h=h: self.why_save(it[1], h)))
            if kind != "quar":
                for a, rect in geo["areas"].items():
                    out.append(DropTarget(f"area:{a}", rect, lambda it, a=a: self.why_area(it, a)))
            if kind in ("grid",) or (kind == "pending" and g.phase == "peek"):
                out.append(DropTarget("deck", DECK_RECT, lambda it: self.why(Move(self.viewer, it[1], "discard"))))
            if kind == "grid":
                for q in self.others:
                    out.append(DropTarget(f"send:{q}", self.mat_rects[q],
                                          lambda it, q=q: self.why(Send(self.viewer, it[1], q))))
        elif kind == "pile":
            for h, hv in enumerate(geo["houses"]):
                out.append(DropTarget(f"house:{h}", hv["rect"], lambda it, h=h: self.why_pile_house(it[1], h)))
        elif kind == "keeper":
            for i in range(4):
                out.append(DropTarget(f"pile:{i}", self.pile_rect(i), lambda it, i=i: self.why_dismiss(it[1], i)))
        return out

    def why_save(self, card: str, h: int) -> str | None:
        if any(isinstance(a, Save) and a.card == card and a.house == h for a in self.legal()):
            return None
        return self.why(Save(self.viewer if self.viewer is not None else 0, card, h))

    def why_area(self, item, area: str) -> str | None:
        g = self.session.game
        p = self.viewer if self.viewer is not None else 0
        if item[0] == "pending" and g.phase == "area":
            return self.why(ChooseArea(p, area))
        return self.why(Move(p, item[1], area))

    def why_pile_house(self, pile: int, h: int) -> str | None:
        g = self.session.game
        p = self.viewer if self.viewer is not None else 0
        houses = g.mats[p].houses
        if houses[h].anchor is None:
            low = houses.lowest_empty()
            reason = self.why(Hire(p, pile))
            if reason is None and low != h:
                return t("keepers.refuse.lowest_house", house=(low or 0) + 1)
            return reason
        return self.why(Replace(p, h, pile))

    def dismiss_action(self, h: int, pile: int) -> Dismiss:
        p = self.viewer if self.viewer is not None else 0
        tag = self.session.game.mats[p].houses[h].tag
        return Dismiss(p, h, pile if tag is None else -1)

    def why_dismiss(self, h: int, pile: int) -> str | None:
        g = self.session.game
        p = self.viewer if self.viewer is not None else 0
        house = g.mats[p].houses[h]
        if house.anchor is not None and house.tag is not None and house.tag != pile:
            reason = self.why(Dismiss(p, h, -1))
            return reason or t("keepers.refuse.own_pile", keeper=keeper_name(house.anchor), pile=house.tag + 1)
        return self.why(self.dismiss_action(h, pile))

    def _dropped(self, item, target) -> None:
        kind, _, arg = target.name.partition(":")
        p = self.viewer
        if kind == "house" and item[0] in ("grid", "quar", "pending"):
            self.save(item[1], int(arg))
        elif kind == "house" and item[0] == "pile":
            h = int(arg)
            if self.session.game.mats[p].houses[h].anchor is None:
                self.act(Hire(p, item[1]))
            else:
                self.act(Replace(p, h, item[1]))
        elif kind == "area":
            if item[0] == "pending" and self.session.game.phase == "area":
                self.act(ChooseArea(p, arg))
            else:
                self.act(Move(p, item[1], arg))
        elif kind == "deck":
            self.act(Move(p, item[1], "discard"))
        elif kind == "send":
            self.act(Send(p, item[1], int(arg)))
        elif kind == "pile":
            self.act(self.dismiss_action(item[1], int(arg)))

    def save(self, card: str, h: int) -> None:
        opts = [a for a in self.legal() if isinstance(a, Save) and a.card == card and a.house == h]
        if not opts:
            self.refuse(self.why_save(card, h) or t("keepers.refuse.not_now"))
        elif len(opts) == 1:
            self.act(opts[0])
        else:
            opts.sort(key=lambda a: (a.a + a.b, a.a, a.b))
            self.choose(t("keepers.ui.pay_title", card=species_name(card)), t("keepers.ui.pay_body"), opts)

    def clicked(self, item) -> None:
        """A click (no drag) on something: list what can be done with it."""
        if self.viewer is None:
            return
        kind = item[0]
        p = self.viewer
        legal = self.legal()
        if kind == "blind":
            self.act(Peek(p, item[1]))
            return
        if kind in ("grid", "quar", "pending"):
            card = item[1]
            g = self.session.game
            acts = [a for a in legal if getattr(a, "card", None) == card]
            if kind == "pending" and g.phase == "area":
                acts = [a for a in legal if isinstance(a, ChooseArea)]
            if not acts:
                houses = [h for h in g.mats[p].houses.occupied()]
                reason = self.why_save(card, houses[0]) if houses else None
                self.refuse(reason or t("keepers.refuse.nothing_with_card"))
                return
            self.choose(species_name(card), t("keepers.ui.card_body"), acts)
        elif kind == "pile":
            acts = [a for a in legal if isinstance(a, (Hire, Replace)) and a.pile == item[1]]
            if not acts:
                self.refuse(self.why(Hire(p, item[1])) or t("keepers.refuse.not_now"))
                return
            self.choose(t("keepers.ui.pile_title", pile=item[1] + 1), t("keepers.ui.pile_body"), acts)
        elif kind == "keeper":
            acts = [a for a in legal if isinstance(a, (Dismiss, Replace)) and a.house == item[1]]
            if not acts:
                self.refuse(self.why(self.dismiss_action(item[1], 0)) or t("keepers.refuse.not_now"))
                return
            k = self.session.game.mats[p].houses[item[1]].anchor
            self.choose(keeper_name(k), t("keepers.ui.keeper_body"), acts)

    # ------------------------------------------------------------------ hit tests
    def item_at(self, dpos):
        """(item, image, origin rect) of the draggable thing under the pointer, or None."""
        vp = self.app.vp
        v = self.sview()
        cb = self.app.palette.colour_blind
        if self.viewer is not None:
            pend = v["pending"]
            if pend and pend.get("card") and inside(PEND_RECT, dpos) and \
                    ((pend["kind"] == "peek" and pend["player"] == self.viewer) or
                     (pend["kind"] == "area" and pend["player"] == self.viewer)):
                return ("pending", pend["card"]), species_face(pend["card"], vp.n(CW), vp.n(CH), cb), PEND_RECT
        for c, col in enumerate(v["grid"]):
            cell = col[0]
            if cell is not None and cell["card"] and inside(self.slot_rect(c, 0), dpos):
                return ("grid", cell["card"]), species_face(cell["card"], vp.n(CW), vp.n(CH), cb), self.slot_rect(c, 0)
            for r in (1, 2):
                if col[r] is not None and inside(self.slot_visible_rect(c, r), dpos):
                    first = next((rr for rr in range(1, 3) if col[rr] is not None), r)
                    return ("blind", c), species_back(vp.n(CW), vp.n(CH)), self.slot_rect(c, first)
        for i in range(4):
            if inside(self.pile_rect(i), dpos) and v["piles"][i]["size"]:
                return ("pile", i), keeper_back(v["piles"][i]["top_level"], vp.n(PILE_W), vp.n(PILE_H)), self.pile_rect(i)
        if self.viewer is None:
            return None
        geo = self.geo[self.me]
        mat = v["mats"][self.me]
        for a, rect in geo["area_tiles"].items():
            card = mat["quarantine"][a]
            if card and inside(geo["areas"][a], dpos):
                return ("quar", card), self.tile(card, rect), rect
        for h, hv in enumerate(geo["houses"]):
            house = mat["houses"][h]
            if house and inside(hv["keeper"], dpos):
                r = hv["keeper"]
                return ("keeper", h), self.ktile(house["keeper"], r, len(house["species"])), r
        return None

    def table_event(self, ev, dpos) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not self.idle() or self.viewer is None:
                return False
            g = self.session.game
            # the receiver of a sent species clicks an area
            if g.phase == "area" and self.me_acting():
                for a, rect in self.geo[self.me]["areas"].items():
                    if inside(rect, dpos):
                        self.act(ChooseArea(self.viewer, a))
                        return True
            hit = self.item_at(dpos)
            if hit is not None:
                item, img, origin = hit
                self.drag.targets = self.targets_for(item)
                self.drag.start(item, img, origin, dpos)
                return True
            if inside(BAG_RECT, dpos):
                self.do_collect()
                return True
        elif ev.type == pygame.MOUSEMOTION:
            self.drag.move(dpos)
            self.update_tooltip(dpos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag.drag is not None:
            self.drag.release(dpos)
            return True
        return False

    # ------------------------------------------------------------------ tooltips
    def species_tip(self, card: str) -> str:
        sp = SPECIES[card]
        lines = [species_name(card),
                 t("keepers.tip.species.kind", cls=t(f"keepers.class.{sp.cls}"), diet=t(f"keepers.diet.{sp.diet}"),
                   status=t(f"keepers.status.{sp.status}"), code=sp.status),
                 t("keepers.tip.species.where", habitats=", ".join(t(f"keepers.habitat.{h}") for h in sp.habitats),
                   continents=", ".join(t(f"keepers.continent.{c}") for c in sp.continents)),
                 t("keepers.tip.species.cost", cost=self.pay_text(card, 0, 0), vp=sp.vp)]
        if self.viewer is not None:
            g = self.session.game
            mat = g.mats[self.viewer]
            houses = [h for h in range(len(mat.houses.slots)) if g.keeper_takes(self.viewer, h, card)]  # SK-SAVE-02/06
            ks = [keeper_name(mat.houses.slots[h].anchor) for h in houses]
            lines.append(t("keepers.tip.species.takes", keepers=", ".join(ks)) if ks else t("keepers.tip.species.none"))
            if houses and self.me_acting() and not any(isinstance(a, Save) and a.card == card for a in self.legal()):
                lines.append(self.why_save(card, houses[0]) or "")
        return "\n".join(lines)

    def keeper_tip(self, k: str, n: int, origin) -> str:
        kp = KEEPERS[k]
        text = t("keepers.tip.keeper", name=keeper_name(k), level=kp.level, goal=keeper_goal(k), n=n)
        text += "\n" + (t("keepers.tip.keeper.origin", pile=origin + 1) if origin is not None
                        else t("keepers.tip.keeper.start"))
        return text

    def update_tooltip(self, dpos) -> None:
        tip = self.tip_at(dpos)
        self.app.tooltip.set(tip, dpos, self.app.now())

    def tip_at(self, dpos) -> str:
        v = self.sview()
        for b in self.buttons:
            if b.tip and b.visible and inside(b.rect, dpos):
                return b.tip
        pend = v["pending"]
        if pend and inside(PEND_RECT, dpos) and pend.get("card"):
            return self.species_tip(pend["card"])
        for c, col in enumerate(v["grid"]):
            if col[0] is not None and col[0]["card"] and inside(self.slot_rect(c, 0), dpos):
                return self.species_tip(col[0]["card"])
            for r in (1, 2):
                if col[r] is not None and inside(self.slot_visible_rect(c, r), dpos):
                    return t("keepers.tip.blind")
        if inside(DECK_RECT, dpos):
            return t("keepers.tip.deck", n=v["deck"])
        if inside(BAG_RECT, dpos):
            cols = v["bag"]["colours"]
            extra = t("keepers.tip.bag.colours", what=self.count_text(cols)) if cols else t("keepers.tip.bag.hidden")
            return t("keepers.tip.bag", n=v["bag"]["total"]) + "\n" + extra
        for i in range(4):
            if inside(self.pile_rect(i), dpos):
                pl = v["piles"][i]
                text = t("keepers.tip.pile", pile=i + 1, n=pl["size"], level=pl["top_level"] or "-")
                if pl["known"]:
                    text += "\n" + t("keepers.tip.pile.known", keepers=", ".join(keeper_name(k) for k in pl["known"]))
                return text
        for p, geo in self.geo.items():
            mat = v["mats"][p]
            if inside(geo["head"], dpos):
                return self.player_tip(p, v)
            for h, hv in enumerate(geo["houses"]):
                house = mat["houses"][h]
                if inside(hv["keeper"], dpos):
                    return self.keeper_tip(house["keeper"], len(house["species"]), house["origin"]) if house \
                        else t("keepers.tip.house_empty", house=h + 1)
                for j, r in enumerate(hv["species"]):
                    if house and j < len(house["species"]) and inside(r, dpos):
                        return self.species_tip(house["species"][j])
            for a, rect in geo["areas"].items():
                if inside(rect, dpos):
                    card = mat["quarantine"][a]
                    head = t("keepers.tip.area", area=self.area_name(a))
                    return head + ("\n\n" + self.species_tip(card) if card else "")
        return ""

    def player_tip(self, p: int, v: dict) -> str:
        mat = v["mats"][p]
        names = self.names
        res = mat["resources"]
        lines = [(with_you(names[p], "keepers.ui.you") if p == self.viewer else names[p]),
                 t("keepers.tip.resources", g=res["G"], r=res["R"], w=res["W"], held=mat["held"], max=MAX_HELD),
                 t("keepers.tip.saved", n=mat["saved"], goal=v["options"]["end_goal"], q=mat["quarantined"])]
        if self.scores_visible(v):
            s = mat["score"]
            lines.append(t("keepers.tip.score", total=s["total"], species=s["species"], keepers=s["keepers"],
                           penalty=s["quarantine"]))
        if mat["objective"]:
            lines.append(self.objective_tip(mat["objective"], mat["keeper_total"]))
        return "\n".join(lines)

    def objective_tip(self, obj: str, total: int) -> str:
        o = OBJECTIVES[obj]
        band = CONTENT.band_for(total)
        lines = [t("keepers.tip.objective", name=t(f"keepers.card.{obj}"), total=total)]
        for b in CONTENT.bands:
            mark = "> " if band is not None and b.band == band.band else "   "
            lines.append(mark + t(f"keepers.band.{b.band}") + ": " + t(f"keepers.goal.{o.design}.{b.band}"))
        return "\n".join(lines)

    def scores_visible(self, v: dict) -> bool:
        return bool(v["options"]["live_scores"] or v["over"])

    # ------------------------------------------------------------------ hint, tests
    def show_hint(self, action, reason: str) -> None:
        if isinstance(action, Return) and self.dialog is None:
            self.open_return()
        if isinstance(self.dialog, ReturnDialog) and isinstance(action, Return):
            self.dialog.set(action.g, action.r, action.w)

    def click_point(self, action) -> tuple | None:
        """Where to press (design units) to start `action`: the thing to drag or click, or
        its button. With `drop_point`, UI tests and the hint glow use this."""
        g = self.session.game
        button = {Fund: "fund", Collect: "collect", Renew: "renew", EndTurn: "end_turn",
                  NewObjective: "new_objective"}.get(type(action))
        if button:
            b = self.button(button)
            return centre(b.rect) if b else None
        if isinstance(action, (Save, Move, Send)):
            return self.card_point(action.card)
        if isinstance(action, ChooseArea):
            return centre(self.geo[self.me]["areas"][action.area])
        if isinstance(action, Peek):
            r = g.grid.first_face_down(action.col)
            return centre(self.slot_visible_rect(action.col, r if r is not None else 1))
        if isinstance(action, (Hire, Replace)):
            return centre(self.pile_rect(action.pile))
        if isinstance(action, Dismiss):
            return centre(self.geo[self.me]["houses"][action.house]["keeper"])
        return None

    def card_point(self, card: str) -> tuple | None:
        src = self.live_card_source(card)
        g = self.session.game
        if src == "grid":
            c = next(c for c, x in g.available() if x == card)
            return centre(self.slot_rect(c, 0))
        if src == "quar":
            a = g.mats[self.viewer].areas.where(card)
            return centre(self.geo[self.me]["areas"][a])
        if src == "pending":
            return centre(PEND_RECT)
        return None

    def drop_point(self, action) -> tuple | None:
        """Where to drop for a drag action (None for click actions)."""
        g = self.session.game
        geo = self.geo[self.me]
        if isinstance(action, Save):
            return centre(geo["houses"][action.house]["rect"])
        if isinstance(action, Move):
            return centre(DECK_RECT) if action.to == "discard" else centre(geo["areas"][action.to])
        if isinstance(action, Send):
            return centre(self.mat_rects[action.target])
        if isinstance(action, Hire):
            h = g.mats[action.player].houses.lowest_empty()
            return centre(geo["houses"][h if h is not None else 0]["rect"])
        if isinstance(action, Replace):
            return centre(geo["houses"][action.house]["rect"])
        if isinstance(action, Dismiss):
            tag = g.mats[action.player].houses[action.house].tag
            return centre(self.pile_rect(tag if tag is not None else action.pile))
        return None

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.scene is not self:
            return
        g = self.session.game
        if self.dialog is None and self.idle() and self.me_acting() and g.phase in ("fund_return", "discard") \
                and getattr(self, "_auto_opened", None) != self.session.version:
            self.open_return()
        # a dialog for an old decision (e.g. after undo) is closed
        if isinstance(self.dialog, ReturnDialog) and g.phase not in ("fund_return", "discard"):
            self.dialog = None
        if (self.dialog is not None or self.cover_for is not None) and self.app.tooltip.text:
            self.app.tooltip.set("", self.app.mouse, self.app.now())   # no tip of the table over a dialog

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Event], after) -> None:
        vp = self.app.vp
        snd = self.app.sound
        cb = self.app.palette.colour_blind
        tweens: list[Tween] = []
        clock = 0.0
        shown = self.sview()
        peeked = False
        sent_cards: dict[str, int] = {}

        def face(card):
            return species_face(card, vp.n(CW), vp.n(CH), cb) if card else species_back(vp.n(CW), vp.n(CH))

        def add(img, frm, to, ms, delay, hide=(), kind="fly", flip_from=None, pre=True):
            tweens.append(self.flight(img, frm, to, ms, delay, hide, kind, flip_from, pre))
            return delay + ms

        for e in events:
            k = e.kind
            d = e.data
            p = d.get("player")
            end = clock
            if k in ("deal", "renew"):
                i = 0
                for c in d.get("cleared", []):
                    end = max(end, add(face(c.get("card")), self.place_rect(c["from"]), DECK_RECT, 260, clock + i * 25,
                                       (c["from"],) if not c.get("card") else (c["card"], c["from"]), "renew"))
                    i += 1
                start = end
                for i, c in enumerate(d.get("dealt", [])):
                    dest = self.place_rect(c["to"])
                    end = max(end, add(face(c.get("card")), DECK_RECT, dest, 240, start + i * 35, (c["to"],), "deal",
                                       pre=False))
                snd.play("shuffle")
            elif k == "shift":
                for s in sorted(d["slides"], key=lambda m: -m["from"]):
                    frm = self.slot_rect(s["col"], s["from"])
                    to = self.slot_rect(s["col"], s["to"])
                    card = s.get("card")
                    img = face(card)
                    back = species_back(vp.n(CW), vp.n(CH)) if s.get("revealed") else None
                    end = max(end, add(img, frm, to, 300, clock, (f"grid:{s['col']},{s['from']}",), "shift", back))
            elif k in ("hire", "replace", "dismiss"):
                h = d["house"]
                house_r = self.geo[p]["houses"][h]["keeper"]
                t0 = clock
                if k in ("replace", "dismiss"):
                    old = d["old"] if k == "replace" else d["keeper"]
                    for j, s in enumerate(d.get("species", [])):
                        end = max(end, add(face(s["card"]), self.geo[p]["houses"][h]["species"][min(j, 2)], DECK_RECT,
                                           320, t0 + j * 60, (s["card"],), "release"))
                    old_img = self.ktile(old, house_r, 0)
                    end = max(end, add(old_img, house_r, self.pile_rect(d["pile"]), 360, t0, (f"keeper:{p}:{h}",),
                                       "keeper_out"))
                    t0 = end
                if k in ("hire", "replace"):
                    frm = self.pile_rect(d["pile"]) if d.get("pile") is not None else self.geo[p]["head"][:2] + (80, 40)
                    end = max(end, add(self.ktile(d["keeper"], house_r, 0), frm, house_r, 380, t0,
                                       (f"keeper:{p}:{h}",), "keeper_in", pre=False))
                snd.play("play")
            elif k == "save":
                house = shown["mats"][p]["houses"][d["house"]]
                j = min(2, len(house["species"]) if house else 0)
                dest = self.geo[p]["houses"][d["house"]]["species"][j]
                end = max(end, add(face(d["card"]), self.src_rect(d["from"]), dest, 420, clock, (d["card"],), "save"))
                end = max(end, self.cube_flights(tweens, d.get("paid", {}), self.place_rect(f"player:{p}"), BAG_RECT,
                                                 clock + 150))
                snd.play("play")
            elif k == "send":
                sent_cards[d["card"]] = d["target"]
                to = next((self.place_rect(x.data["to"]) for x in events
                           if x.kind == "quarantine" and x.data.get("card") == d["card"]), PEND_RECT)
                end = max(end, add(face(d["card"]), self.src_rect(d["from"]), to, 480, clock, (d["card"],), "send"))
                snd.play("play")
            elif k == "quarantine":
                if d["card"] not in sent_cards:
                    end = max(end, add(face(d["card"]), PEND_RECT, self.place_rect(d["to"]), 380, clock, (d["card"],),
                                       "quarantine"))
            elif k == "move":
                card = d.get("card")
                blind = d.get("blind")
                frm = self.place_rect(d["from"]) if (not blind or peeked) else PEND_RECT
                to = DECK_RECT if d["to"] == "deck" else self.place_rect(d["to"])
                hide = (card,) if card else ()
                if blind:
                    hide += ("pending", d["from"])
                end = max(end, add(face(card), frm, to, 380, clock, hide, "move"))
                snd.play("play")
            elif k == "peek":
                peeked = True
                end = max(end, add(face(d.get("card")), self.place_rect(d["from"]), PEND_RECT, 380, clock,
                                   (d["from"],), "peek"))
                snd.play("draw")
            elif k in ("fund_draw", "collect"):
                drawn = d.get("drawn", [])
                end = max(end, self.bag_draw(tweens, drawn, p, clock))
                self.banner = (t("keepers.ui.drawn", player=self.names[p],
                                 what=" ".join(drawn) or "0"), self.app.now() + 2500 + 120 * len(drawn))
                snd.play("draw")
            elif k == "return":
                end = max(end, self.cube_flights(tweens, d.get("returned", {}), self.place_rect(f"player:{p}"),
                                                 BAG_RECT, clock))
            elif k == "too_many" and p == self.viewer:
                self.app.toast.show(t("keepers.ui.too_many", count=d["count"]), self.app.now(), 3000, "bad")
            elif k == "trigger":
                self.app.toast.show(self.event_text(e), self.app.now(), 4500, "good")
                snd.play("end")
            elif k == "turn" and p == self.viewer and self.viewer is not None:
                snd.play("turn")
            clock = end
        if tweens:
            self.anim.add(*tweens)

    def src_rect(self, place: str) -> tuple:
        return self.place_rect(place)

    def flight(self, img, frm, to, ms, delay, hide=(), kind="fly", flip_from=None, pre=True) -> Tween:
        """One picture moving from rect `frm` to rect `to` after `delay` ms (drawn at `frm`
        before if `pre`, at `to` after, until the whole group ends). `hide` names what the
        drawn state must not show meanwhile (card ids, places)."""
        vp = self.app.vp
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

    def cube_flights(self, tweens, counts: dict, frm, to, delay: float) -> float:
        vp = self.app.vp
        cb = self.app.palette.colour_blind
        end = delay
        i = 0
        for c in COLOURS:
            for _ in range(counts.get(c, 0)):
                img = cube(c, vp.n(30), cb)
                r0 = (frm[0] + i * 8, frm[1], 30, 30)
                r1 = (to[0] + to[2] / 2 - 15, to[1] + to[3] / 2 - 15, 30, 30)
                tweens.append(self.flight(img, r0, r1, 320, delay + i * 70, (), "cube", None, False))
                end = max(end, delay + i * 70 + 320)
                i += 1
        return end

    def bag_draw(self, tweens, drawn: list[str], p: int, delay: float) -> float:
        """The visible bag draw: each cube pops out of the bag, shows its colour and letter,
        then flies to the player."""
        vp = self.app.vp
        cb = self.app.palette.colour_blind
        bx, by, bw, bh = BAG_RECT
        dest = self.place_rect(f"player:{p}")
        end = delay
        for i, c in enumerate(drawn):
            img = cube(c, vp.n(40), cb)
            start = delay + i * 160
            pop = (bx + bw / 2 - 20 + (i - len(drawn) / 2) * 26, by - 46, 40, 40)
            tweens.append(self.flight(img, (bx + bw / 2 - 10, by + bh / 2, 20, 20), pop, 220, start, (), "bag_draw",
                                      None, False))
            tweens.append(self.flight(img, pop, (dest[0] + i * 8, dest[1], 30, 30), 360,
                                      start + 220 + 160 * (len(drawn) - i), (), "cube", None, False))
            end = max(end, start + 220 + 160 * (len(drawn) - i) + 360)
        return end

    def hidden(self) -> set:
        out: set = set()
        for tw in self.anim.active:
            out.update(tw.data.get("hide", ()))
        return out

    # ------------------------------------------------------------------ drawing
    def layer_key(self):
        """What the static layer shows: the shown state and hidden pieces, what is dragged,
        the prompt, the bag's banner and a thinking bot's dots (they change every 350 ms)."""
        now = self.app.now()
        d = self.drag
        thinking = self.driver.thinking() if self.idle() else None
        return (self.shown, self.viewer, self.session.version, frozenset(self.hidden()),
                d.drag.item if d.drag and d.drag.moved else None, tuple(tw.data["item"] for tw in d.bounces),
                self.prompt_text(), self.banner[0] if self.banner and now < self.banner[1] else None,
                thinking, int(now / 350) % 3 if thinking in self.bots else None)

    def draw_layer(self, surf) -> None:
        vp = self.app.vp
        now = self.app.now()
        v = self.sview()
        hide = self.hidden()
        self.draw_grid(surf, v, hide)
        self.draw_supply(surf, v, hide)
        self.draw_info(surf, v)
        for p in self.mat_rects:
            self.draw_mat(surf, p, v, hide, now)
        self.draw_pending(surf, v, hide)
        # prompt
        text, px = fit_text(self.prompt_text(), vp.n(28), vp.n(1440), True)
        gfx.blit_text(surf, text, px, (255, 250, 230), vp.p(750, PROMPT_Y), "center", True)

    def draw_table(self, surf) -> None:
        """Per frame, over the layer: the pulsing glows (legal front cards, the active
        mats, the pending card, the hint)."""
        now = self.app.now()
        v = self.sview()
        hide = self.hidden()
        self.draw_grid_glows(surf, v, hide)
        for p in self.mat_rects:
            self.draw_mat_glow(surf, p, now)
        self.draw_pending_ring(surf, v, hide)
        self.draw_glows(surf, now)

    def sync_buttons(self) -> None:
        self.update_buttons()

    def update_buttons(self) -> None:
        legal = self.legal() if self.idle() else []
        kinds = {a.kind for a in legal}
        g = self.session.game
        for b in self.buttons:
            if b.name == "fund":
                b.enabled = "fund" in kinds
            elif b.name == "collect":
                b.enabled = "collect" in kinds
                b.label = t("keepers.ui.collect_n", n=g.collect_count(self.viewer)) \
                    if "collect" in kinds else t("keepers.ui.collect")
            elif b.name == "renew":
                b.enabled = "renew" in kinds
            elif b.name == "end_turn":
                b.enabled = "end_turn" in kinds
                b.label = t("keepers.action.end_turn.pass") if g.main is None else t("keepers.action.end_turn")
            elif b.name == "actions":
                b.enabled = bool(legal)
                b.label = t("keepers.ui.return_ok") if "return" in kinds else t("keepers.ui.actions")
            elif b.name == "new_objective":
                b.visible = bool(g.secret)
                b.enabled = "new_objective" in kinds
            elif b.name == "undo":
                self.sync_undo()

    def draw_grid(self, surf, v, hide) -> None:
        vp = self.app.vp
        cb = self.app.palette.colour_blind
        for c, col in enumerate(v["grid"]):
            gfx.blit_text(surf, t("keepers.ui.column", n=c + 1), vp.n(18), (200, 225, 210),
                          vp.p(GRID_X + c * (CW + GRID_GAP) + CW / 2, FRONT_Y + CH + 6), "midtop")
            front = self.slot_rect(c, 0)
            pygame.draw.rect(surf, (60, 110, 85), vp.rect(front), vp.n(3), border_radius=vp.n(12))
            for r in (2, 1, 0):
                cell = col[r]
                if cell is None:
                    continue
                if not self._grid_drawn(cell, c, r, hide):
                    continue
                rect = self.slot_rect(c, r)
                img = species_face(cell["card"], vp.n(CW), vp.n(CH), cb) if cell["card"] else \
                    species_back(vp.n(CW), vp.n(CH))
                if r == 0:
                    surf.blit(img, vp.p(rect[0], rect[1]))
                else:  # face-down cards behind the front: their top edge shows, like a stack
                    surf.blit(img, vp.p(rect[0], rect[1]), pygame.Rect(0, 0, img.get_width(), vp.n(BACK_STEP - 4)))
                    pygame.draw.line(surf, (20, 40, 60), vp.p(rect[0] + 8, rect[1] + BACK_STEP - 4),
                                     vp.p(rect[0] + CW - 8, rect[1] + BACK_STEP - 4), vp.n(2))

    def _grid_drawn(self, cell, c: int, r: int, hide) -> bool:
        place = f"grid:{c},{r}"
        return not (place in hide or (cell["card"] and cell["card"] in hide) or
                    (self.drag.dragging(("grid", cell["card"])) if cell["card"] else False))

    def draw_grid_glows(self, surf, v, hide) -> None:
        """The legal front cards glow (per frame: the glow pulses)."""
        if not (self.me_acting() and self.idle()):
            return
        vp = self.app.vp
        for c, col in enumerate(v["grid"]):
            cell = col[0]
            if cell is None or not cell["card"] or not self._grid_drawn(cell, c, 0, hide):
                continue
            if any(getattr(a, "card", None) == cell["card"] for a in self.legal()):
                gw = vp.n(3 + 2 * pulse(self.app.now()))
                pygame.draw.rect(surf, gfx.Palette.good, vp.rect(self.slot_rect(c, 0)).inflate(2 * gw + vp.n(4), 2 * gw + vp.n(4)),
                                 gw, border_radius=vp.n(14))

    def draw_supply(self, surf, v, hide) -> None:
        vp = self.app.vp
        cb = self.app.palette.colour_blind
        light = (230, 240, 230)
        # deck (discard target)
        dr = vp.rect(DECK_RECT)
        top = dr
        if v["deck"]:
            backs = min(4, v["deck"] // 12 + 1)
            for i in range(backs):
                top = dr.move(-vp.n(3 * i), -vp.n(3 * i))
                surf.blit((deck_back if i == backs - 1 else species_back)(vp.n(CW), vp.n(CH)), top)
        else:
            pygame.draw.rect(surf, (70, 110, 90), dr, vp.n(3), border_radius=vp.n(14))
        gfx.blit_text(surf, t("keepers.ui.deck", n=v["deck"]), vp.n(22), light,
                      vp.p(DECK_RECT[0] + CW / 2, DECK_RECT[1] - 14), "midbottom", True)
        # the discard hint on the deck's top card (under it there are only 32 units before the
        # player's mat: a second line was hidden under the mat, issue 13)
        fx, fy, fw, fh = DECK_HINT_BOX
        gfx.blit_wrapped(surf, t("keepers.ui.deck_drop"), vp.n(18), (200, 220, 205),
                         (top.x + round(top.w * fx), top.y + round(top.h * fy), round(top.w * fw), round(top.h * fh)),
                         "center")
        # keeper piles
        for i, pl in enumerate(v["piles"]):
            r = self.pile_rect(i)
            if pl["size"] and not self.drag.dragging(("pile", i)):
                for j in range(min(3, pl["size"]) - 1, 0, -1):
                    surf.blit(keeper_back(None, vp.n(PILE_W), vp.n(PILE_H)), vp.p(r[0] - 3 * j, r[1] - 3 * j))
                surf.blit(keeper_back(pl["top_level"], vp.n(PILE_W), vp.n(PILE_H)), vp.p(r[0], r[1]))
            else:
                pygame.draw.rect(surf, (70, 110, 90), vp.rect(r), vp.n(3), border_radius=vp.n(10))
            gfx.blit_text(surf, t("keepers.ui.pile", n=i + 1, size=pl["size"]), vp.n(17), light,
                          vp.p(r[0] + r[2] / 2, r[1] + r[3] + 4), "midtop",
                          box=vp.r(r[0] - PILE_GAP / 2 + 1, r[1] + r[3], r[2] + PILE_GAP - 2, 40))
        # bag
        br = vp.rect(BAG_RECT)
        surf.blit(bag_picture(br.w, br.h), br)
        gfx.blit_text(surf, str(v["bag"]["total"]), vp.n(30), (255, 250, 235), br.move(0, vp.n(12)).center, "center", True)
        # placed by its glyphs: at 150 % the text's line box is taller than the 32 units down
        # to the player's mat (the "g" of "Bag" went under it)
        label = t("keepers.ui.bag")
        lpx = gfx.FitPx(max(vp.n(18), gfx.text_floor()))
        ink = gfx.ink_box(label, lpx, False, light)
        lx, ly = vp.p(BAG_RECT[0] + BAG_RECT[2] / 2, BAG_RECT[1] + BAG_RECT[3] + 2)
        ly = min(ly, vp.p(0, MAT_RECT[1])[1] - 1 - ink.bottom + ink.top)
        gfx.blit_text(surf, label, lpx, light, (lx - ink.centerx, ly - ink.top))
        cols = v["bag"]["colours"]
        if cols:
            x = BAG_RECT[0] + BAG_RECT[2] + 6
            for i, c in enumerate(COLOURS):
                surf.blit(cube(c, vp.n(22), cb), vp.p(x - 4, BAG_RECT[1] + 10 + i * 30))
                gfx.blit_text(surf, str(cols[c]), vp.n(18), light, vp.p(x + 22, BAG_RECT[1] + 12 + i * 30), bold=True)

    def draw_info(self, surf, v) -> None:
        vp = self.app.vp
        r = vp.rect(INFO_RECT)
        surf.blit(gfx.translucent(r.size, (0, 0, 0, 60)), r)
        x, y = INFO_RECT[0] + 10, INFO_RECT[1] + 6
        light = (235, 240, 230)
        names = self.names
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
        banner = self.banner[0] if self.banner and self.app.now() < self.banner[1] else None
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

    def draw_pending(self, surf, v, hide) -> None:
        vp = self.app.vp
        pend = v["pending"]
        if not pend or pend["kind"] not in ("peek", "area") or "pending" in hide:
            return
        card = pend.get("card")
        if card and card in hide:
            return
        names = self.names
        if pend["kind"] == "peek":
            cap = t("keepers.ui.peeked") if pend["player"] == self.viewer else \
                t("keepers.ui.peeking", player=names[pend["player"]])
        else:
            cap = t("keepers.ui.sent", player=names[pend["player"]], by=names[pend["by"]])
        for i, line in enumerate(gfx.wrap(cap, vp.n(18), vp.n(170), True)[:2]):
            gfx.blit_text(surf, line, vp.n(18), gfx.Palette.accent, vp.p(PEND_RECT[0] + CW / 2, PEND_RECT[1] - 46 + i * 21),
                          "midtop", True)
        if self.drag.dragging(("pending", card)):
            return
        img = species_face(card, vp.n(CW), vp.n(CH), self.app.palette.colour_blind) if card else \
            species_back(vp.n(CW), vp.n(CH))
        surf.blit(img, vp.rect(PEND_RECT))

    def draw_pending_ring(self, surf, v, hide) -> None:
        """The ring around a pending card (per frame: it pulses)."""
        pend = v["pending"]
        if not pend or pend["kind"] not in ("peek", "area") or "pending" in hide:
            return
        card = pend.get("card")
        if (card and card in hide) or self.drag.dragging(("pending", card)):
            return
        vp = self.app.vp
        g = pulse(self.app.now())
        pygame.draw.rect(surf, gfx.Palette.accent, vp.rect(PEND_RECT).inflate(vp.n(6 + 4 * g), vp.n(6 + 4 * g)), vp.n(3),
                         border_radius=vp.n(14))

    def draw_mat(self, surf, p: int, v, hide, now) -> None:
        """A player's mat, rendered once into a surface and blitted until something it shows
        changes (a mat is ~40 small blits); its active glow is drawn per frame (draw_mat_glow)."""
        vp = self.app.vp
        geo = self.geo[p]
        own = geo["own"]
        r = vp.rect(geo["rect"])
        names = self.names
        name = with_you(names[p], "keepers.ui.you") if p == self.viewer else names[p]
        if p in self.bots and self.driver.thinking() == p and self.idle():
            name += " - " + t("table.thinks") + "." * (1 + int(now / 350) % 3)
        dragged = tuple(item for item in (("keeper", hi) for hi in range(len(geo["houses"])))
                        if own and self.drag.dragging(item))
        dragged += tuple(("quar", c) for c in v["mats"][p]["quarantine"].values()
                         if c and own and self.drag.dragging(("quar", c)))
        key = (repr(v["mats"][p]), name, tuple(sorted(hide)),
               dragged, v["options"]["end_goal"], self.scores_visible(v), v["end_trigger"], r.size,
               self.app.palette.colour_blind, language(), gfx.text_epoch())   # (epoch: a new UI scale, the text probe)
        cache = self.__dict__.setdefault("_mat_imgs", {})
        got = cache.get(p)
        if got is None or got[0] != key:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            local = gfx.Viewport(vp.size)
            local.ox, local.oy = vp.ox - r.x, vp.oy - r.y  # the mat's own corner is (0, 0)
            self._draw_mat_body(img, local, p, v, hide, name)
            cache[p] = got = (key, img)
        surf.blit(got[1], r)
        gfx.note_cover(surf, r, "player mat")   # the probe reports texts drawn under it

    def draw_mat_glow(self, surf, p: int, now) -> None:
        """The active player's mat glows (per frame: it pulses)."""
        live = self.session.game
        if p in live.decision().players and not live.is_over:
            vp = self.app.vp
            r = vp.rect(self.geo[p]["rect"])
            gw = vp.n(3 + 3 * pulse(now))
            pygame.draw.rect(surf, gfx.Palette.accent, r.inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(16))

    def _draw_mat_body(self, surf, vp, p: int, v, hide, name: str) -> None:
        cb = self.app.palette.colour_blind
        geo = self.geo[p]
        mat = v["mats"][p]
        own = geo["own"]
        r = vp.rect(geo["rect"])
        pygame.draw.rect(surf, (246, 241, 228, 235), r, border_radius=vp.n(14))
        # header strip in the seat's colour, with the seat letter (colour is not the only cue)
        hx, hy, hw, hh = geo["head"]
        hr = vp.rect(geo["head"])
        colour = self.app.palette.player(p)
        pygame.draw.rect(surf, colour, hr, border_top_left_radius=vp.n(14), border_top_right_radius=vp.n(14))
        cx, cy = hx + 24, hy + hh / 2
        pygame.draw.circle(surf, (255, 255, 255), vp.p(cx, cy), vp.n(16))
        gfx.blit_text(surf, chr(65 + p), vp.n(20), (20, 20, 20), vp.p(cx, cy), "center", True)
        name_w = (hw * 0.42 - 50) if geo["side"] else (hw * 0.55 - 50)
        blit_fit(surf, name, vp.n(24 if own else 21), (20, 20, 20), vp.p(hx + 46, cy), vp.n(name_w), "midleft", True,
                 min_px=vp.n(14))
        # resources (shape + letter + count) and how many are held of the 12 allowed
        rx, ry, px = geo["res"]
        x2 = self._draw_cubes_row(surf, [(c, mat["resources"][c]) for c in COLOURS], rx, ry, px, cb, vp)
        # saved progress (the game-end trigger) and score on the right
        goal = v["options"]["end_goal"]
        right = t("keepers.ui.saved", n=mat["saved"], goal=goal)
        if self.scores_visible(v):
            right += "   " + t("keepers.ui.score", n=mat["score"]["total"])
        # held of 12: up to the quarantine row (a top panel) or the text on the right (the header)
        end = geo["areas"][AREAS[0]][0] - 6 if not geo["side"] else \
            hx + hw - 12 - gfx.font(vp.n(22 if own else 19), True).size(right)[0] / vp.s - 16
        held_box = vp.r(x2 + 2, ry - 6, max(1, end - x2 - 2), px + 12)
        gfx.blit_text(surf, t("keepers.ui.held", n=mat["held"], max=MAX_HELD), vp.n(18), (30, 30, 30),
                      (held_box.x, vp.p(0, ry + px / 2)[1]), "midleft", box=held_box)
        img = gfx.text(right, vp.n(22 if own else 19), (20, 20, 20), True,
                       width=vp.n(hw - 12 - 46 - name_w))      # right of the name's room
        rr = img.get_rect(midright=vp.p(hx + hw - 12, cy))
        surf.blit(img, rr)
        if v["end_trigger"] == p:
            ic = gfx.art("icons", "trophy", vp.n(hh - 8))
            surf.blit(ic, ic.get_rect(midright=(rr.left - vp.n(6), rr.centery)))
        if own and mat["objective"]:
            band = CONTENT.band_for(mat["keeper_total"])
            text = t("keepers.ui.objective", name=t(f"keepers.card.{mat['objective']}"),
                     band=band.band if band else "-")
            blit_fit(surf, text, vp.n(17), (30, 30, 30), (rr.left - vp.n(14), rr.centery), vp.n(250), "midright", True)
        # houses
        for hi, hv in enumerate(geo["houses"]):
            house = mat["houses"][hi]
            kr = hv["keeper"]
            if house is None or f"keeper:{p}:{hi}" in hide or (own and self.drag.dragging(("keeper", hi))):
                pygame.draw.rect(surf, (200, 195, 180), vp.rect(kr), vp.n(2), border_radius=vp.n(10))
                if house is None:   # (on two lines where one does not fit at the readable size)
                    gfx.blit_packed(surf, t("keepers.ui.house_empty", n=hi + 1), vp.n(18 if own else 15), (130, 125, 115),
                                    vp.rect(kr).inflate(-vp.n(8), -vp.n(4)), align="center")
            else:
                surf.blit(self.ktile(house["keeper"], kr, len(house["species"])), vp.p(kr[0], kr[1]))
            for j, sr in enumerate(hv["species"]):
                card = house["species"][j] if house and j < len(house["species"]) else None
                if card is None or card in hide:
                    pygame.draw.rect(surf, (225, 220, 205), vp.rect(sr), vp.n(1), border_radius=vp.n(6))
                    continue
                surf.blit(self.tile(card, sr), vp.p(sr[0], sr[1]))
        # quarantine
        for a, cell in geo["areas"].items():
            tile = geo["area_tiles"][a]
            card = mat["quarantine"][a]
            pygame.draw.rect(surf, (232, 226, 210), vp.rect(cell), border_radius=vp.n(8))
            pygame.draw.rect(surf, (190, 170, 140), vp.rect(cell), vp.n(1), border_radius=vp.n(8))
            if geo["side"]:   # the area's name left of its tile, as large as fits (two lines at 150 %
                # overlapped and a third, "coast", was left out unseen)
                held = bool(card and card not in hide)   # a tile on the right: the name has 94 units
                box = vp.r(cell[0] + 6, cell[1] + 2, 94 if held else cell[2] - 12, cell[3] - 4)
                name = self.area_name(a)
                if gfx.pack_layout(name, vp.n(17 if own else 15), box, True)[2]:
                    name = a   # not whole even at the readable size: its code (the legend explains it)
                gfx.blit_packed(surf, name, vp.n(17 if own else 15), (90, 70, 50), box, True)
            if card and card not in hide and not (own and self.drag.dragging(("quar", card))):
                surf.blit(self.tile(card, tile), vp.p(tile[0], tile[1]))
            elif not geo["side"]:
                blit_fit(surf, a, vp.n(16), (120, 100, 80), vp.p(*centre(cell)), vp.n(cell[2] - 4), "center", True)
        if geo["quar_caption"]:
            qx, qy, qw, qh = geo["quar_caption"]   # (its lines overlapped at 125 and 150 %)
            box = vp.r(qx + 6, qy + 2, qw - 12, qh - 4)
            caption = t("keepers.ui.quarantine")
            if gfx.pack_layout(caption, vp.n(16), box)[2]:   # the rule does not fit: the word before its colon
                caption = caption.split(":")[0]
            gfx.blit_packed(surf, caption, vp.n(16), (110, 90, 70), box)

    def _draw_cubes_row(self, surf, parts, x, y, px, cb, vp=None) -> float:
        vp = vp or self.app.vp
        for c, n in parts:
            surf.blit(cube(c, vp.n(px), cb), vp.p(x, y))
            img = gfx.text(str(n), vp.n(px * 0.75), (20, 20, 20), True)
            surf.blit(img, img.get_rect(midleft=vp.p(x + px + 3, y + px / 2)))
            x += px + 10 + img.get_width() / vp.s
        return x

    def drag_reason(self) -> str | None:
        """While dragging over a target that refuses the item: the engine's reason."""
        d = self.drag.drag
        if d is None or not d.moved:
            return None
        for tgt in self.drag.targets:
            if inside(tgt.rect, d.pos):
                return tgt.why_not(d.item)
        return None

    def draw_overlays(self, surf) -> None:
        why = self.drag_reason()
        if why:
            vp = self.app.vp
            x, y = self.drag.drag.pos
            lines = gfx.wrap(why, vp.n(20), vp.n(460))[:3]
            box = vp.r(x + 24, y + 24, 480, 12 + 26 * len(lines))
            if box.right > vp.size[0]:
                box.x -= box.w + vp.n(48)
            pygame.draw.rect(surf, (120, 40, 35), box, border_radius=vp.n(8))
            for i, line in enumerate(lines):
                gfx.blit_text(surf, line, vp.n(20), (255, 240, 235), (box.x + vp.n(8), box.y + vp.n(6 + 26 * i)))
        super().draw_overlays(surf)

    def draw_glows(self, surf, now) -> None:
        """The hint (what to press, and where to drop) and the areas a sent species may take."""
        vp = self.app.vp
        g = self.session.game
        gw = vp.n(4 + 4 * pulse(now))
        if g.phase == "peek" and self.me_acting() and self.idle() and not self.drag.drag:
            for a in g.free_areas(self.viewer, g.pending_card()):
                pygame.draw.rect(surf, gfx.Palette.good, vp.rect(self.geo[self.me]["areas"][a]).inflate(2 * gw, 2 * gw), gw,
                                 border_radius=vp.n(10))
            pygame.draw.rect(surf, gfx.Palette.good, vp.rect(DECK_RECT).inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(14))
        if g.phase == "area" and self.me_acting() and self.idle():
            for a in g.area_choices():
                pygame.draw.rect(surf, gfx.Palette.good, vp.rect(self.geo[self.me]["areas"][a]).inflate(2 * gw, 2 * gw), gw,
                                 border_radius=vp.n(10))
        a = self.hint_action
        if a is None or a not in self.legal():
            return
        for pt in (self.click_point(a), self.drop_point(a)):
            if pt is None:
                continue
            rect = self.rect_at(a, pt)
            pygame.draw.rect(surf, gfx.Palette.accent, vp.rect(rect).inflate(2 * gw, 2 * gw), gw, border_radius=vp.n(14))

    def rect_at(self, action, pt) -> tuple:
        """The rect around a click or drop point, for the hint glow."""
        candidates = [b.rect for b in self.buttons if b.visible] + [self.slot_rect(c, 0) for c in range(4)] + \
            [self.pile_rect(i) for i in range(4)] + [DECK_RECT, BAG_RECT, PEND_RECT] + \
            [hv["rect"] for hv in self.geo[self.me]["houses"]] + list(self.geo[self.me]["areas"].values()) + \
            [self.slot_visible_rect(c, r) for c in range(4) for r in (1, 2)] + \
            [self.mat_rects[q] for q in self.others]
        for r in candidates:
            if inside(r, pt):
                return r
        return (pt[0] - 40, pt[1] - 40, 80, 80)

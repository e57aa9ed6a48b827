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
a refused drop bounces back with the engine's reason.

The class is the scene the app runs; the pieces live beside it, as functions that take the
table (or just what they need; the class names those that are its methods): layout.py (where things are), gestures.py (the mouse and the
actions it makes), tips.py (tooltips), labels.py (actions, prompts and events in words),
animation.py (one entry per event kind), and draw_grid.py, draw_supply.py, draw_mats.py,
draw_panels.py (the board's regions)."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.core import Action
from zoo_desktop.i18n import language, t, with_you

from zoo_desktop.ui import gfx
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button, Dialog, PagedChoices
from ..components import AREAS, MAX_HELD  # noqa: F401  (AREAS: named here for the tests)
from ..rules import Collect, EndTurn, Fund, NewObjective, Renew, Return
from . import animation, draw_grid, draw_mats, draw_panels, draw_supply, gestures, labels, tips
from .art import fit_text, keeper_tile, species_tile
from .dialogs import ReturnDialog
from .layout import (  # noqa: F401  (BAG_RECT, CH, CW, DECK_RECT: named here for the tests)
    BAG_RECT, CH, COLOURS, CW, DECK_RECT, PROMPT_Y, cubes_point, mat_geometry, mat_rects, pile_rect, place_rect,
    slot_rect, slot_visible_rect)

MENU_PER_PAGE = 8     # options a page of the action menu and of a choice list
KINDS_ORDER = ("fund", "return", "save", "hire", "replace", "dismiss", "move", "peek", "send", "area", "collect",
               "renew", "new_objective", "end_turn")


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
        self.mat_rects = mat_rects(self.me, self.others)
        self.geo = {p: mat_geometry(r, p == self.me) for p, r in self.mat_rects.items()}
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

    # ------------------------------------------------------------------ geometry (layout.py)
    slot_rect = staticmethod(slot_rect)
    slot_visible_rect = staticmethod(slot_visible_rect)
    pile_rect = staticmethod(pile_rect)

    def place_rect(self, place: str) -> tuple:
        return place_rect(self.geo, place)

    def cubes_point(self, p: int) -> tuple:
        return cubes_point(self.geo, p)

    def tile(self, card: str, rect) -> pygame.Surface:
        """A species tile for a design rect (rich when there is room)."""
        return species_tile(card, rect[2], rect[3], self.app.vp.s, rect[3] >= 60, self.app.palette.colour_blind)

    def ktile(self, k: str, rect, n: int) -> pygame.Surface:
        return keeper_tile(k, rect[2], rect[3], self.app.vp.s, n, rect[3] >= 56)

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

    live_card_source = gestures.live_card_source

    # ------------------------------------------------------------------ words (labels.py)
    pay_text = staticmethod(labels.pay_text)
    area_name = staticmethod(labels.area_name)
    count_text = staticmethod(labels.count_text)
    card_name = staticmethod(labels.card_name)
    result_lines = staticmethod(labels.result_lines)
    result_detail = staticmethod(labels.result_detail)

    def label(self, a) -> str:
        """A readable sentence for a legal action (dialogs)."""
        return labels.action_label(self.session.game, a, self.names, self.viewer)

    def top_level(self, pile: int):
        return labels.top_level(self.session.game, pile)

    def prompt_text(self) -> str:
        return labels.prompt_text(self.session.game, self.viewer, self.names, self.bots)

    def _prompt_args(self, d) -> dict:
        return labels.prompt_args(d, self.names)

    def event_text(self, e) -> str:
        return labels.event_text(e, self.names, self.session.game.final_round, self.subject_is_viewer)

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
        opts.insert(min(len(opts), MENU_PER_PAGE - 1), (t("table.save"), "save_game"))   # on the first page

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
        self.dialog = PagedChoices(t("keepers.ui.actions_title"), t("keepers.ui.actions_body"), opts, pick,
                                   per_page=MENU_PER_PAGE)

    def choose(self, title: str, body: str, actions: list[Action]) -> None:
        """A dialog listing actions with readable labels; picking one applies it."""
        def done(a):
            self.dialog = None
            if a is not None:
                if isinstance(a, Return):
                    self.open_return()
                else:
                    self.act(a)
        self.dialog = PagedChoices(title, body, [(self.label(a), a) for a in actions], done, per_page=MENU_PER_PAGE)

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

    # ------------------------------------------------------------------ the mouse (gestures.py)
    item_at = gestures.item_at
    table_event = gestures.table_event
    targets_for = gestures.targets_for
    why_save = gestures.why_save
    why_area = gestures.why_area
    why_pile_house = gestures.why_pile_house
    dismiss_action = gestures.dismiss_action
    why_dismiss = gestures.why_dismiss
    _dropped = gestures.dropped
    save = gestures.save_card
    clicked = gestures.clicked
    click_point = gestures.click_point
    card_point = gestures.card_point
    drop_point = gestures.drop_point
    rect_at = gestures.rect_at

    # ------------------------------------------------------------------ tooltips (tips.py)
    tip_at = tips.tip_at
    species_tip = tips.species_tip
    player_tip = tips.player_tip
    keeper_tip = staticmethod(tips.keeper_tip)
    objective_tip = staticmethod(tips.objective_tip)
    scores_visible = staticmethod(tips.scores_visible)

    def update_tooltip(self, dpos) -> None:
        tip = self.tip_at(dpos)
        self.app.tooltip.set(tip, dpos, self.app.now())

    # ------------------------------------------------------------------ hint, loop
    def show_hint(self, action, reason: str) -> None:
        if isinstance(action, Return) and self.dialog is None:
            self.open_return()
        if isinstance(self.dialog, ReturnDialog) and isinstance(action, Return):
            self.dialog.set(action.g, action.r, action.w)

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

    # ------------------------------------------------------------------ animation (animation.py)
    def animate(self, events, after) -> None:
        animation.animate(self, events)

    def hidden(self) -> set:
        out: set = set()
        for tw in self.anim.active:
            out.update(tw.data.get("hide", ()))
        return out

    # ------------------------------------------------------------------ drawing (draw_*.py)
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
        draw_grid.draw_grid(self, surf, v, hide)
        draw_supply.draw_supply(self, surf, v, hide)
        draw_panels.draw_info(self, surf, v)
        for p in self.mat_rects:
            self.draw_mat(surf, p, v, hide, now)
        draw_panels.draw_pending(self, surf, v, hide)
        # prompt
        text, px = fit_text(self.prompt_text(), vp.n(28), vp.n(1440), True)
        gfx.blit_text(surf, text, px, (255, 250, 230), vp.p(750, PROMPT_Y), "center", True)

    def draw_table(self, surf) -> None:
        """Per frame, over the layer: the pulsing glows (legal front cards, the active
        mats, the pending card, the hint)."""
        now = self.app.now()
        v = self.sview()
        hide = self.hidden()
        draw_grid.draw_grid_glows(self, surf, v, hide)
        for p in self.mat_rects:
            draw_mats.draw_mat_glow(self, surf, p, now)
        draw_panels.draw_pending_ring(self, surf, v, hide)
        draw_panels.draw_glows(self, surf, now)

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

    def draw_mat(self, surf, p: int, v, hide, now) -> None:
        """A player's mat, rendered once into a surface and blitted until something it shows
        changes (a mat is ~40 small blits); its active glow is drawn per frame (draw_mats.draw_mat_glow)."""
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
            draw_mats.draw_mat_body(self, img, local, p, v, hide, name)
            cache[p] = got = (key, img)
        surf.blit(got[1], r)
        gfx.note_cover(surf, r, "player mat")   # the probe reports texts drawn under it

    drag_reason = draw_panels.drag_reason

    def draw_overlays(self, surf) -> None:
        draw_panels.draw_drag_reason(self, surf)
        super().draw_overlays(surf)

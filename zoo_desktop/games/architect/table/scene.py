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

Tests find where to click with `point_for(action)` (the next click towards a legal action).

The table's code is split by concern (issue 17): ArchitectTable here keeps the set-up, the
decision helpers, the per-frame update, the words and the drawing order; its mixins hold the
layout (layout.py), the decision spots (spots.py), input (input.py), hover and tooltips
(hover.py), animation (anim.py) and one draw module per board region (draw_*.py); widgets.py
the small parts (Spot, Sel, boxed), results.py the results scene."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.core import Action, Event
from zoo_desktop.games.architect.cards import TABLES
from zoo_desktop.games.architect.rules import Build, Done, PlayAnimal, UseCard, XAction, score_threshold
from zoo_desktop.i18n import has, t, tv

from zoo_desktop.ui import gfx
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button
from . import text as X
from .anim import TableAnim
from .draw_assoc import DrawAssoc
from .draw_cards import DrawCards
from .draw_live import DrawLive
from .draw_map import DrawMap
from .draw_overlays import DrawOverlays
from .draw_player import DrawPlayer
from .draw_tracks import DrawTracks
from .hover import TableHover
from .input import TableInput
from .layout import CX0, DEPTS, OVERLAY, PROMPT_RECT, ROW_X0, TableLayout, XBAR_Y
from .results import ArchitectResults
from .spots import TableSpots
from .widgets import Sel, Spot, boxed


class ArchitectTable(TableLayout, TableSpots, TableInput, TableHover, TableAnim, DrawMap, DrawTracks, DrawPlayer,
                     DrawCards, DrawAssoc, DrawOverlays, DrawLive, TableBase):
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

    def building_mode(self) -> bool:
        task = self.my_task()
        return task is not None and task.kind == "build"

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
        self.place_prompt_buttons()
        self._update_buttons()

    def _rebuild_choices(self) -> None:
        base = [b for b in self.buttons if not b.name.startswith("choice:")]
        task = self.my_task()
        self.choice_buttons = []
        if task is not None:
            chips = self._chips_for(task, self.legal())
            at = (PROMPT_RECT[0], PROMPT_RECT[1] + 5, 110, 40)     # placed by place_prompt_buttons
            for label, what, name in chips:
                if isinstance(what, Action):
                    tip = self.order_label(what) if name.startswith("choice:order:") else ""
                    b = Button(at, label, lambda a=what: self.act(a), name=name,
                               style="good" if not isinstance(what, Done) else "quiet", tip=tip)
                    b.action = what
                else:
                    b = Button(at, label, what, name=name, style="good")
                    b.action = None
                self.choice_buttons.append(b)
        self.buttons = base + self.choice_buttons
        self._prompt_row = None
        self.place_prompt_buttons()

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

    def draw(self, surf) -> None:
        super().draw(surf)
        if self.zoom_shown and self.cover_for is None:
            self._draw_zoom(surf, self.zoom_shown)

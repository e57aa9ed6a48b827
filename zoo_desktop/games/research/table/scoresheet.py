"""Field Research final scoring by hand (FR-DP-06): pick the quest sides that score and the
animals serving them, and the continent each animal counts for; the score is recomputed
live (scoring.score_assignment) with the optimum (scoring.best_assignment) beside it.
Confirm submits the choice; 'Use best' restores the optimum."""
from __future__ import annotations

import pygame

from zoo_desktop.games.research import scoring as S
from zoo_desktop.games.research.cards import CONTINENTS, QUESTS, SPECIES
from zoo_desktop.games.research.rules import SubmitScoring
from zoo_desktop.i18n import has, t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.scene import Scene
from zoo_desktop.ui.widgets import Button

MAX_QUESTS = 3


class ResearchScoringScene(Scene):
    name = "research-scoring"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.seat = table.viewer
        view = table.session.game.view(self.seat)
        self.player, self.rivals = S.inputs_from_view(view, self.seat)
        self.best, self.best_breakdown = S.best_assignment(self.player, self.rivals)
        self.use(self.best)

    # ------------------------------------------------------------------ model
    def use(self, a: S.Assignment) -> None:
        self.sides: dict[str, str | None] = {q: None for q in self.player.quests}
        self.serves: dict[str, str | None] = {s: None for s in self.player.animals}
        for qu in a.quests:
            self.sides[qu.card] = qu.side
            for s in qu.animals:
                self.serves[s] = qu.card
        cm = a.continent_map()
        self.where: dict[str, str | None] = {s: cm.get(s) for s in self.player.animals}
        self.rescore()

    def assignment(self) -> S.Assignment:
        quests = []
        for q, side in self.sides.items():
            if side:
                quests.append((q, side, [s for s, qq in self.serves.items() if qq == q]))
        return S.Assignment.make(quests, {s: y for s, y in self.where.items() if y})

    def rescore(self) -> None:
        try:
            self.breakdown = S.score_assignment(self.player, self.assignment(), self.rivals)
            self.error = ""
            # seats after me assign later (FR-ASSIGN-02): forecast their best reply
            self.forecast = S.forecast(self.player, self.assignment(), self.rivals) \
                if any(r.counts is None for r in self.rivals) else None
        except S.AssignmentError as exc:
            self.breakdown, self.error, self.forecast = None, str(exc), None
        self.build()

    def cycle_side(self, q: str) -> None:
        order = [None, "A", "B"]
        cur = self.sides[q]
        nxt = order[(order.index(cur) + 1) % 3]
        if nxt and cur is None and sum(1 for v in self.sides.values() if v) >= MAX_QUESTS:
            self.app.toast.show(t("research.hand.max_quests"), self.app.now())
            return
        self.sides[q] = nxt
        if nxt is None:
            for s in self.serves:
                if self.serves[s] == q:
                    self.serves[s] = None
        self.rescore()

    def cycle_serve(self, s: str) -> None:
        options = [None] + [q for q, side in self.sides.items() if side]
        cur = self.serves[s]
        self.serves[s] = options[(options.index(cur) + 1) % len(options)] if cur in options else None
        self.rescore()

    def cycle_where(self, s: str) -> None:
        sp = SPECIES[s]
        options = list(sp.continents) if sp.continents else [None] + list(CONTINENTS)
        cur = self.where[s]
        self.where[s] = options[(options.index(cur) + 1) % len(options)] if cur in options else options[0]
        self.rescore()

    def confirm(self) -> None:
        if self.error:
            self.app.toast.show(self.error, self.app.now())
            return
        a = self.assignment()
        quests = tuple(f"{q.card}:{q.side}:{','.join(q.animals)}" for q in a.quests)
        conts = tuple(f"{s}:{y}" for s, y in a.continents)
        self.app.pop()
        self.table.act(SubmitScoring(self.seat, quests, conts))

    # ------------------------------------------------------------------ view
    def quest_label(self, q: str) -> str:
        side = self.sides[q]
        if not side:
            return t("research.hand.quest_off", id=q)
        sd = QUESTS[q].side(side)
        return t("research.hand.quest_on", id=q, side=side, condition=self.table.side_text(sd), vp=sd.vp)

    def animal_name(self, s: str) -> str:
        key = f"research.card.{s}"
        return t(key) if has(key) else SPECIES[s].name

    def build(self) -> None:
        self.buttons = []
        for i, q in enumerate(self.player.quests[:6]):
            self.buttons.append(Button((60, 150 + i * 74, 820, 62), self.quest_label(q), lambda q=q: self.cycle_side(q),
                                       name=f"quest:{q}", style="good" if self.sides[q] else "quiet"))
        for i, s in enumerate(self.player.animals[:16]):
            y = 150 + i * 50
            where = self.where[s]
            self.buttons.append(Button((1230, y, 260, 44), t(f"research.continent.{where}") if where else t("research.hand.out"),
                                       lambda s=s: self.cycle_where(s), name=f"where:{s}", style="quiet"))
            serve = self.serves[s]
            self.buttons.append(Button((1500, y, 360, 44), t("research.hand.serves", id=serve) if serve else t("research.hand.no_quest"),
                                       lambda s=s: self.cycle_serve(s), name=f"serve:{s}",
                                       style="good" if serve else "quiet"))
        self.buttons += [
            Button((60, 980, 300, 70), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back", style="quiet"),
            Button((380, 980, 300, 70), t("research.hand.use_best"), lambda: self.use(self.best), name="best"),
            Button((700, 980, 360, 70), t("research.action.submit_scoring"), self.confirm, key=pygame.K_RETURN,
                   name="confirm", style="good", enabled=not self.error),
        ]

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("research.hand.title"), vp.n(44), (250, 240, 210), vp.p(60, 40), bold=True)
        gfx.blit_text(surf, t("research.hand.quests"), vp.n(26), (220, 235, 220), vp.p(60, 112), bold=True)
        gfx.blit_text(surf, t("research.hand.animals"), vp.n(26), (220, 235, 220), vp.p(920, 112), bold=True)
        for i, s in enumerate(self.player.animals[:16]):
            y = 150 + i * 50
            sp = SPECIES[s]
            ic = gfx.art("animals", sp.art, vp.n(40))
            surf.blit(ic, vp.p(920, y + 2))
            gfx.blit_text(surf, self.animal_name(s), vp.n(22), (240, 240, 235), vp.p(968, y + 10))
        # live score and the optimum beside it
        x0, y0 = 60, 620
        if self.breakdown is not None:
            shown = self.forecast or self.breakdown
            head = t("research.hand.forecast", total=shown.total, now=self.breakdown.total) if self.forecast \
                else t("research.hand.total", total=shown.total)
            gfx.blit_text(surf, head, vp.n(30), (255, 250, 220), vp.p(x0, y0), bold=True)
            y = y0 + 46
            if self.forecast:
                gfx.blit_text(surf, t("research.hand.forecast_note"), vp.n(20), (255, 200, 160), vp.p(x0, y))
                y += 28
            for cat, pts in shown.by_category().items():
                gfx.blit_text(surf, f"{t('research.category.' + cat)}: {pts}", vp.n(22), (230, 235, 230), vp.p(x0, y))
                y += 28
        else:
            for j, line in enumerate(gfx.wrap(self.error, vp.n(24), vp.n(820))):
                gfx.blit_text(surf, line, vp.n(24), (255, 150, 140), vp.p(x0, y0 + j * 30), bold=True)
        gfx.blit_text(surf, t("research.hand.best", total=self.best_breakdown.total), vp.n(30), (200, 230, 255),
                      vp.p(520, y0 + 4), bold=True)
        self.draw_buttons(surf)

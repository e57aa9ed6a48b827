"""The Field Research table: the display grid on the left (row costs and gains beside the
rows), Study and Research drop zones, a world map with meeples and certificate cubes, the
blue and red tracks, the players along the top and your researched animals at the bottom.

Drag a display card onto Study or Research (or click it for a choice); a Research that needs
a destination lights the continents it may go to: click one. Quest choices show the cards."""
from __future__ import annotations

import pygame

from zoo_desktop.engine.names import seat_letter
from zoo_desktop.engine.core import Event
from zoo_desktop.games.research import scoring as S
from zoo_desktop.games.research.cards import CARD_SPECIES, CONTINENTS, QUESTS, is_flight, species_of
from zoo_desktop.games.research.rules import (AcceptDefaultScoring, KeepQuest, Pass, Research, Study)
from zoo_desktop.i18n import has, t, with_you

from zoo_desktop.ui import gfx
from zoo_desktop.ui.anim import Tween, ease_in_out, lerp2, pulse
from zoo_desktop.ui.cards import CardFace, GridView, render_card
from zoo_desktop.ui.howto import Figure, play_until
from zoo_desktop.ui.table import TableBase
from zoo_desktop.ui.widgets import Button, Dialog, DropTarget, inside, player_panel, seat_glow

PROMPT_INK = (255, 250, 230)   # the prompt over the table

CW, CH = 130, 176
GRID_X, GRID_Y = 200, 240
STUDY_ZONE = (770, 250, 140, 250)
RESEARCH_ZONE = (770, 530, 140, 250)
MAP = (930, 226, 555, 480)
CONT_POS = {"NA": (1010, 320), "SA": (1075, 520), "EU": (1215, 290), "AF": (1235, 460),
            "AS": (1390, 320), "OC": (1400, 540), "AN": (1225, 640)}
CONT_COL = {"NA": (214, 140, 90), "SA": (120, 180, 90), "EU": (110, 150, 210), "AF": (226, 180, 80),
            "AS": (200, 110, 110), "OC": (90, 190, 190), "AN": (200, 210, 225)}
DIET_COL = {"carnivore": (210, 90, 70), "herbivore": (90, 170, 90), "omnivore": (220, 170, 60)}
DIET_LETTER = {"carnivore": "C", "herbivore": "H", "omnivore": "O"}
TRACK_X, BLUE_Y, RED_Y = 930, 730, 790
ACCEPT_RECT = (300, 860, 440, 80)
HAND_RECT = (780, 860, 440, 80)
SLOT_W = 32
OVERLAY_PULSE_MS = 225.0   # the glows' look (half way) while an overlay's shade is over them
MY_Y = 860
DISCARD_Y = 818


class ResearchTable(TableBase):
    name = "research-table"

    # ------------------------------------------------------------------ setup
    # How to play (ui/howto.py): the display, the map with the meeples, the two tracks,
    # seeded and played on by easy bots to your turn with meeples on the map
    howto_figures = (
        Figure(2, (25, 214, 590, 580), "research.fig.display", "play"),
        Figure(3, (925, 222, 565, 488), "research.fig.map", "play"),
        Figure(4, (925, 700, 545, 128), "research.fig.tracks", "play"),
    )
    howto_mouse = (("howto.mouse.drag", "research.controls.drag"), ("howto.mouse.click", "research.controls.click"),
                   ("howto.mouse.right", "research.controls.right"), ("howto.mouse.hover", "research.controls.hover"))

    @classmethod
    def howto_session(cls, stage: str, seed: int = 7):
        s = super().howto_session(stage, seed)
        if stage == "play":
            play_until(s, lambda g: g.phase == "play" and g.current == 0 and g.blue >= 6 and g.meeple[0] is not None)
        return s

    def layout(self) -> None:
        g = self.session.game
        self.grid = GridView(GRID_X, GRID_Y, g.cols, 3, CW, CH, 10)
        self.picking: list[Research] = []  # research variants waiting for a continent click
        self.pick_card: tuple[int, int] | None = None
        self.drag.targets = [DropTarget("study", STUDY_ZONE, lambda slot: self.why_not("study", slot)),
                             DropTarget("research", RESEARCH_ZONE, lambda slot: self.why_not("research", slot))]
        n = self.session.config.players
        w = (1440 - 14 * (n - 1)) / n
        self.panel_rects = {p: (40 + i * (w + 14), 16, w, 172) for i, p in enumerate(range(n))}

    def game_buttons(self) -> list[Button]:
        return [Button((1500, 600, 400, 120), t("research.action.pass"), self.do_pass, name="pass", style="quiet")]

    def uncover(self) -> None:
        super().uncover()
        self.build_buttons()

    # ------------------------------------------------------------------ geometry
    def slot_rect(self, row: int, col: int) -> tuple:
        """Display slot (row 1 = bottom, as in the rules) in design units."""
        return self.grid.rect(col - 1, 3 - row)

    def slot_at(self, dpos) -> tuple[int, int] | None:
        hit = self.grid.hit(dpos)
        if hit is None:
            return None
        c, r = hit
        return (3 - r, c + 1)

    def cont_rect(self, y: str) -> tuple:
        x, yy = CONT_POS[y]
        return (x - 75, yy - 42, 150, 84)

    def seat_point(self, p: int) -> tuple:
        x, y, w, h = self.panel_rects[p]
        return (x + w / 2 - CW / 2, y + 40)

    # ------------------------------------------------------------------ faces
    def face(self, card: str, dim: bool = False) -> CardFace:
        if is_flight(card):
            return CardFace(t("research.card.SF"), "airplane", "icons", (90, 140, 210), "SF",
                            body=(t("research.face.flight"),), top_right="1 VP", dim=dim)
        sp = CARD_SPECIES[card]
        conts = sp.continents or ("ALL",)
        return CardFace(t(f"research.card.{sp.id}") if has(f"research.card.{sp.id}") else sp.name, sp.art, "animals",
                        DIET_COL[sp.diet], DIET_LETTER[sp.diet], top_left=" ".join(conts), top_right=f"{sp.vp} VP",
                        body=(", ".join(t(f"research.continent.{y}") for y in conts),),
                        badges=(("warning", f"{sp.sad}"),) if sp.sad else (), dim=dim)

    def card_img(self, card: str, w: int = CW, h: int = CH, dim: bool = False):
        vp = self.app.vp
        return render_card(self.face(card, dim), vp.n(w), vp.n(h))

    def card_name(self, card_id: str) -> str:
        if card_id in QUESTS:   # before the flights: a quest id has no "-" either
            return t("research.quest.title", id=card_id) if has("research.quest.title") else card_id
        if is_flight(card_id):
            return t("research.card.SF")
        sid = species_of(card_id)
        key = f"research.card.{sid}"
        return t(key) if has(key) else card_id

    def quest_face(self, q: str, animals=None) -> CardFace:
        """`animals` (card ids of a display) adds each side's progress (FR-SCORE-05)."""
        quest = QUESTS[q]
        lines = []
        for side_name, side in (("A", quest.A), ("B", quest.B)):
            lines.append(t("research.quest.side", side=side_name, condition=self.side_text(side), vp=side.vp))
            if animals is not None:
                lines.append(self.side_progress(side, animals))
        return CardFace(t("research.quest.title", id=q) if has("research.quest.title") else q, "scroll", "icons",
                        (170, 130, 200), body=tuple(lines))

    @staticmethod
    def side_progress(side, animals) -> str:
        """'6 of 8 carnivorous' (omnivores count as FR-SCORE-05 says), 'done' when complete.
        Distinct species only (FR-SCORE-03/04)."""
        have = len({species_of(c) for c in animals if side.eligible(CARD_SPECIES[c])})
        if have >= side.count:
            return t("research.quest.done", have=have, need=side.count)
        if side.type == "animal":
            return t("research.quest.progress_animal")
        what = t(f"research.continent.{side.target}") if side.type == "continent" else t(f"research.diet_word.{side.target}")
        return t("research.quest.progress", have=have, need=side.count, what=what)

    @staticmethod
    def diet_counts(animals) -> dict[str, int]:
        """The counters as the rules count: carnivorous = carnivores + omnivores, herbivorous =
        herbivores + omnivores (FR-SCORE-01 rows 5/6, FR-SCORE-05), omnivores alone."""
        sps = [CARD_SPECIES[c] for c in animals]
        return {"carnivorous": sum(1 for sp in sps if sp.carnivorous),
                "herbivorous": sum(1 for sp in sps if sp.herbivorous),
                "omnivores": sum(1 for sp in sps if sp.diet == "omnivore")}

    def diet_line(self, animals) -> str:
        return t("research.diet_counts", **self.diet_counts(animals))

    @staticmethod
    def side_text(side) -> str:
        if side.type == "animal":
            key = f"research.card.{side.target}"
            return t("research.side.animal", animal=t(key) if has(key) else side.target)
        if side.type == "continent":
            return t("research.side.continent", count=side.count, continent=t(f"research.continent.{side.target}"))
        return t("research.side.diet", count=side.count, diet=t(f"research.diet.{side.target}"))

    # ------------------------------------------------------------------ rules queries
    def me_acting(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.game.decision().players

    def legal(self) -> list:
        return self.session.game.legal_actions(self.viewer) if self.me_acting() else []

    def why_not(self, what: str, slot) -> str | None:
        g = self.session.game
        if not self.me_acting():
            return self.not_your_turn()
        row, col = slot
        if what == "study":
            return g.why_illegal(Study(self.viewer, row, col))
        variants = [a for a in self.legal() if isinstance(a, Research) and (a.row, a.col) == (row, col)]
        if variants:
            return None
        # ask the engine for the sentence on the simplest form of the request
        meeple = g.view(self.viewer)["player_info"][self.viewer]["meeple"]
        card = g.card_at(row, col)
        if card is not None and not is_flight(card):
            sp = CARD_SPECIES[card]
            dest = "" if meeple is not None and (sp.all_world or meeple in sp.continents) else (sp.continents or CONTINENTS)[0]
            return g.why_illegal(Research(self.viewer, row, col, "none" if meeple is None or not dest else "paid", 0, dest)) \
                or t("research.refuse.cannot_research")
        return g.why_illegal(Research(self.viewer, row, col))

    # ------------------------------------------------------------------ input
    def _dropped(self, slot, target) -> None:
        if target.name == "study":
            self.act(Study(self.viewer, *slot))
        else:
            self.research(slot)

    def clicked(self, slot) -> None:
        """Click on a display card: offer Study and Research in a small dialog."""
        if not self.me_acting():
            self.refuse(self.not_your_turn())
            return
        row, col = slot
        opts = []
        if self.why_not("study", slot) is None:
            gain = self.session.game.study_gain(self.viewer, row)
            opts.append((t("research.choice.study", gain=gain), "study"))
        why = self.why_not("research", slot)
        opts.append((self.research_label(slot), "research" if why is None else "research_off"))
        opts.append((t("ui.back"), None))
        body = t("research.choice.body") + "\n" + "\n".join(self.research_options_text(slot))
        if why is not None:
            body += "\n" + t("research.choice.research_off", reason=why)

        def done(v):
            self.dialog = None
            if v == "study":
                self.act(Study(self.viewer, row, col))
            elif v == "research":
                self.research(slot)
        self.dialog = Dialog(self.card_name(self.session.game.card_at(row, col)), body, opts, done, width=1100)
        for b in self.dialog.buttons:
            if b.name == "dialog:research_off":
                b.enabled = False                 # shown greyed, never missing; the body says why

    def research_variants(self, slot) -> list[Research]:
        return [a for a in self.legal() if isinstance(a, Research) and (a.row, a.col) == tuple(slot)]

    def research_offer(self, slot) -> tuple[int, str | None]:
        """What researching this card would take: (total RE, flight kind), the cheapest way
        first ('none', 'sponsored', 'paid'); (the row's cost, None) when it cannot be
        researched. The click dialog and the Research zone during a drag both say this."""
        g = self.session.game
        vs = self.research_variants(slot)
        if not vs:
            return g.research_cost(Research(self.viewer, slot[0], slot[1])), None
        travel = sorted({a.travel for a in vs}, key=["none", "sponsored", "paid"].index)
        return min(g.research_cost(a) for a in vs), travel[0]

    def research_label(self, slot) -> str:
        """The Research choice with its cost and flight: 'Research: 3 RE, no flight'."""
        cost, travel = self.research_offer(slot)
        if travel is None:
            return t("research.choice.research_cost", cost=cost)
        return t("research.choice.research_with", cost=cost, flight=t(f"research.flight.{travel}"))

    def research_options_text(self, slot) -> list[str]:
        """One line per way of researching this card: flight type and total RE."""
        g = self.session.game
        seen, out = set(), []
        for a in self.research_variants(slot):
            key = (a.travel, g.research_cost(a))
            if key not in seen:
                seen.add(key)
                out.append(t("research.choice.option", flight=t(f"research.flight.{a.travel}"), cost=key[1]))
        return out

    def commit_research(self, a: Research) -> None:
        """A paid flight costs 9 RE more (FR-TRAVEL-03): it is confirmed first."""
        if a.travel != "paid":
            self.act(a)
            return
        g = self.session.game
        cost, re = g.research_cost(a), g.re[self.viewer]

        def done(yes):
            self.dialog = None
            if yes:
                self.act(a)
        self.dialog = Dialog(t("research.confirm_paid.title"),
                             t("research.confirm_paid.body", cost=cost, re=re, left=re - cost,
                               continent=t(f"research.continent.{a.continent}") if a.continent else "-"),
                             [(t("research.confirm_paid.yes", cost=cost), True), (t("ui.no"), False)], done,
                             cancel_value=False)

    def research(self, slot) -> None:
        variants = [a for a in self.legal() if isinstance(a, Research) and (a.row, a.col) == tuple(slot)]
        if not variants:
            self.refuse(self.why_not("research", slot) or t("research.refuse.cannot_research"))
            return
        if len(variants) == 1:
            self.commit_research(variants[0])
            return
        # several destinations or travel kinds: light the continents, a click picks one
        self.picking = variants
        self.pick_card = tuple(slot)
        self.app.toast.show(t("research.pick_continent"), self.app.now(), 3000, "good")

    def pick_continent(self, y: str) -> None:
        options = [a for a in self.picking if a.continent == y]
        if not options:
            self.refuse(t("research.refuse.not_there"))
            return
        self.picking, self.pick_card = [], None
        if len(options) == 1:
            self.commit_research(options[0])
            return
        labels = []
        for a in options:
            label = t(f"research.travel.{a.travel}")
            if a.travel == "sponsored":
                label = t("research.choice.sponsored", col=a.sf_col)
            labels.append((label + " - " + t("research.cost_re", cost=self.session.game.research_cost(a)), a))

        def done(a):
            self.dialog = None
            if a is not None:
                self.commit_research(a)
        self.dialog = Dialog(t("research.choice.travel", continent=t(f"research.continent.{y}")), "",
                             labels + [(t("ui.back"), None)], done)

    def do_pass(self) -> None:
        if self.me_acting():
            self.act(Pass(self.viewer))

    def keep_quest(self, q: str) -> None:
        self.act(KeepQuest(self.viewer, q))

    def click_point(self, action) -> tuple | None:
        """Where to click (design units) to start `action` — used by UI tests and hints."""
        if isinstance(action, (Study, Research)):
            x, y, w, h = self.slot_rect(action.row, action.col)
            return (x + w / 2, y + h / 2)
        if isinstance(action, KeepQuest):
            for q, rect in self.quest_rects():
                if q == action.card:
                    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        return None

    def quest_rects(self) -> list[tuple[str, tuple]]:
        g = self.session.game
        if self.viewer is None or self.viewer not in g.keep or self.viewer not in g.decision().players:
            return []
        cards = list(g.keep[self.viewer])
        w, h, gap = 300, 400, 40
        x0 = 760 - (len(cards) * w + (len(cards) - 1) * gap) / 2
        return [(q, (x0 + i * (w + gap), 330, w, h)) for i, q in enumerate(cards)]

    def table_event(self, ev, dpos) -> bool:
        g = self.session.game
        quests = self.quest_rects()
        if quests:
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
                for q, rect in quests:
                    if inside(rect, dpos):
                        self.keep_quest(q)
                        return True
            if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if self.scoring_mine():
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and inside(ACCEPT_RECT, dpos):
                self.act(AcceptDefaultScoring(self.viewer))
                return True
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and inside(HAND_RECT, dpos):
                from .scoresheet import ResearchScoringScene
                self.app.push(ResearchScoringScene(self.app, self))
                return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and not self.picking and self.drag.drag is None:
            for p, rect in self.panel_rects.items():
                if inside(rect, dpos):
                    self.show_player(p)
                    return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.picking:
                for y in CONTINENTS:
                    if inside(self.cont_rect(y), dpos):
                        self.pick_continent(y)
                        return True
                self.picking, self.pick_card = [], None
            slot = self.slot_at(dpos)
            if slot is not None and g.card_at(*slot) is not None and not self.anim.busy:
                self.drag.start(slot, self.card_img(g.card_at(*slot)), self.slot_rect(*slot), dpos)
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self.picking, self.pick_card = [], None
        if ev.type == pygame.MOUSEMOTION:
            self.drag.move(dpos)
            self.update_tooltip(dpos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag.drag is not None:
            self.drag.release(dpos)
            return True
        return False

    def show_player(self, p: int) -> None:
        """A player's researched animals grouped by continent and by diet."""
        info = self.session.game.view(self.viewer)["player_info"][p]
        lines = []
        for y, cards in info["by_continent"].items():
            if cards:
                lines.append(f"{t('research.continent.' + y)}: " + ", ".join(self.card_name(c) for c in cards))
        lines.append(self.diet_line(info["animals"]))
        lines.append(t("research.endangered", n=info["endangered"]))
        self.dialog = Dialog(self.names[p], "\n".join(lines), [(t("ui.ok"), None)],
                             lambda v: setattr(self, "dialog", None), width=1300)

    def update_tooltip(self, dpos) -> None:
        g = self.session.game
        now = self.app.now()
        slot = self.slot_at(dpos)
        if slot is not None and g.card_at(*slot) is not None:
            row, col = slot
            card = g.card_at(*slot)
            tip = self.card_name(card) + "\n" + t("research.tip.slot", gain=g.study_gain(self.viewer, row) if self.viewer is not None else 0,
                                                  cost=row)
            if is_flight(card):
                tip += "\n" + t("research.tip.flight")
            else:
                sp = CARD_SPECIES[card]
                tip += "\n" + t("research.tip.animal", diet=t(f"research.diet.{sp.diet}"), sad=sp.sad, vp=sp.vp)
                tip += "\n" + "\n".join(self.face(card).body)   # the face may leave it out (UI scale)
            self.app.tooltip.set(tip, dpos, now)
            return
        for p, rect in self.panel_rects.items():
            if inside(rect, dpos):
                self.app.tooltip.set(t("research.tip.panel"), dpos, now)
                return
        for y in CONTINENTS:
            if inside(self.cont_rect(y), dpos):
                self.app.tooltip.set(t("research.tip.continent", continent=t(f"research.continent.{y}"),
                                       cubes=g.cubes[CONTINENTS.index(y)]), dpos, now)
                return
        self.app.tooltip.set("", dpos, now)

    def scoring_mine(self) -> bool:
        g = self.session.game
        return g.phase == "scoring" and self.me_acting()

    def show_hint(self, action, reason: str) -> None:
        pass  # drawn in draw_table from self.hint_action

    @staticmethod
    def result_lines(game, p: int) -> list[str]:
        """The score breakdown with the chosen assignment: which animal went where and why."""
        if game.final is None:
            return []
        b = game.final[p].to_json(game.scoring_state(p))
        out = [ResearchTable.line_text(line) for line in b["lines"]]
        conts = b["assignment"]["continents"]
        if conts:
            out.append(t("research.result.continents", list=", ".join(
                f"{ResearchTable._species_name(s)}: {y}" for s, y in sorted(conts.items()))))
        return out

    @staticmethod
    def line_text(line: dict) -> str:
        """One scoring line as a sentence: category, points and why."""
        args = {k: (", ".join(ResearchTable._species_name(x) for x in v) if isinstance(v, list) else v)
                for k, v in line["args"].items()}
        cat = t("research.category." + line["category"])
        if line["category"] == "quests" and line["args"].get("card") in QUESTS:
            a = line["args"]
            args["condition"] = ResearchTable.side_text(QUESTS[a["card"]].side(a["side"]))
        if "continent" in line["args"]:
            cat += f" ({t('research.continent.' + line['args']['continent'])})"
        return f"{cat}: {line['points']} - {t(line['reason'], **args)}"

    @staticmethod
    def _species_name(s) -> str:
        key = f"research.card.{s}"
        return t(key) if isinstance(s, str) and has(key) else str(s)

    @staticmethod
    def result_detail(game, p: int) -> str:
        if game.final is None:
            return ""
        cats = game.final[p].by_category()
        parts = [f"{t('research.category.' + k)} {v}" for k, v in cats.items() if v]
        return " · ".join(parts[:4])

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Event], after) -> None:
        vp = self.app.vp
        snd = self.app.sound
        slides = []
        for e in events:
            k = e.kind
            p = e.get("player")
            if k in ("study", "research"):
                card = e.get("card")
                frm = self.slot_rect(e.get("row"), e.get("col"))[:2]
                to = STUDY_ZONE[:2] if k == "study" else self.seat_point(p)
                self.anim.add(self.grid.slide(vp, self.card_img(card), frm, to, 360, k))
                snd.play("play")
            elif k == "slide":
                for m in e.get("moves"):
                    frm = self.slot_rect(*m["from"])[:2]
                    to = self.slot_rect(*m["to"])[:2]
                    slides.append(self.grid.slide(vp, self.card_img(m["card"]), frm, to, 300, "slide"))
                if slides:
                    self.anim.add(*slides)
                    slides = []
            elif k == "refill":
                to = self.slot_rect(*e.get("to"))
                self.anim.add(self.grid.slide(vp, self.card_img(e.get("card")), (to[0], GRID_Y - CH - 20), to[:2], 260, "refill"))
                snd.play("draw")
            elif k == "take_flight":
                frm = self.slot_rect(e.get("row"), e.get("col"))[:2]
                self.anim.add(self.grid.slide(vp, self.card_img(e.get("card")), frm, self.seat_point(p), 320, "take_flight"))
            elif k in ("flight", "place_meeple"):
                a = self.cont_centre(e.get("origin")) if k == "flight" else self.seat_point(p)
                b = self.cont_centre(e.get("to"))
                self.anim.add(self._meeple_tween(p, a, b, 700 if k == "flight" else 450))
            elif k == "track":
                self.anim.add(self._track_tween(e.get("track"), e.get("old"), e.get("new")))
                snd.play("track")
            elif k in ("invitation", "certificate", "cubes_taken"):
                self.anim.add(Tween(350, kind=k))
            elif k == "reshuffle":
                snd.play("shuffle")
            elif k == "turn" and p == self.viewer:
                snd.play("turn")

    def cont_centre(self, y) -> tuple:
        if y not in CONT_POS:
            return (MAP[0] + MAP[2] / 2, MAP[1] + MAP[3] / 2)
        return CONT_POS[y]

    def _meeple_tween(self, p: int, a, b, ms) -> Tween:
        vp = self.app.vp
        colour = self.app.palette.player(p)

        def draw(surf, tt):
            x, y = lerp2(a, b, tt)
            y -= 80 * (1 - (2 * tt - 1) ** 2)  # an arc: a flight
            pygame.draw.circle(surf, (20, 20, 20), vp.p(x, y), vp.n(17))
            pygame.draw.circle(surf, colour, vp.p(x, y), vp.n(15))
            gfx.blit_seat_letter(surf, p, vp.n(18), vp.p(x, y))
            ic = gfx.art("icons", "airplane", vp.n(30))
            surf.blit(ic, ic.get_rect(center=vp.p(x + 24, y - 20)))
        return Tween(ms, draw=draw, ease=ease_in_out, kind="meeple", data={"from": a, "to": b, "player": p})

    def _track_tween(self, track: str, old: int, new: int) -> Tween:
        vp = self.app.vp
        y = BLUE_Y if track == "blue" else RED_Y
        colour = (60, 120, 230) if track == "blue" else (220, 70, 60)

        def draw(surf, tt):
            x = TRACK_X + (old + (new - old) * tt) * SLOT_W + SLOT_W / 2
            pygame.draw.circle(surf, (255, 255, 255), vp.p(x, y + 16), vp.n(14))
            pygame.draw.circle(surf, colour, vp.p(x, y + 16), vp.n(11))
        return Tween(450, draw=draw, kind="track", data={"track": track, "old": old, "new": new})

    # ------------------------------------------------------------------ drawing
    def overlay_up(self) -> bool:
        """The quest keep or the scoring is shown over the table (glows pulse under its shade)."""
        return not self.anim.busy and (bool(self.quest_rects()) or self.scoring_mine())

    def layer_key(self):
        """What the static layer shows: the shown state, the picked card, what is dragged,
        the moving meeples and tracks (the prompt is drawn per frame). While an overlay is up
        the layer holds the whole picture under it (the table, its marks at rest, the shade
        and the sheet), and a frame adds only the hovered quest's outline."""
        if self.overlay_up():
            live = self.session.game
            return ("overlay", self.shown, self.viewer, self.session.version, tuple(live.decision().players),
                    repr(self.hint_action), tuple(self.picking), self.prompt_text(), tuple(self.quest_rects()),
                    self.scoring_mine())
        d = self.drag.drag
        return (self.shown, self.viewer, self.session.version, self.pick_card,
                d.item if d is not None else None, self.drag.bounces and tuple(id(tw) for tw in self.drag.bounces),
                self.anim.busy, tuple((tw.kind, tw.data.get("player"), tw.data.get("track")) for tw in self.anim.active
                                      if tw.kind in ("meeple", "track")),
                self.me_acting())

    def draw_table(self, surf) -> None:
        """Per frame, over the layer: the pulsing glows (active seats, the hinted card, the
        continents to pick) and the prompt; with an overlay up (all of that in the layer,
        under the shade), the outline of the hovered quest."""
        vp = self.app.vp
        if not self.overlay_up():
            self._draw_marks(surf, self.app.now())
            return
        if self.quest_rects() and not self.anim.busy:
            for q, rect in self.quest_rects():
                if inside(rect, self.app.mouse):
                    pygame.draw.rect(surf, gfx.Palette.good, vp.rect(rect).inflate(vp.n(10), vp.n(10)), vp.n(5),
                                     border_radius=vp.n(16))

    def _draw_marks(self, surf, now: float) -> None:
        """The glows (active seats, the hinted card, the continents to pick) at `now`'s pulse,
        and the prompt."""
        vp = self.app.vp
        g = self.shown
        live = self.session.game
        for p, rect in self.panel_rects.items():
            if p in live.decision().players and g.phase != "over":
                seat_glow(surf, vp, rect, now, over_panel=True)
        hint = self.hint_action
        if isinstance(hint, (Study, Research)) and not self.drag.dragging((hint.row, hint.col)) \
                and g.view(self.viewer)["display"][hint.row - 1][hint.col - 1] is not None:
            gw = vp.n(5 + 5 * pulse(now))
            pygame.draw.rect(surf, gfx.Palette.accent, vp.rect(self.slot_rect(hint.row, hint.col)).inflate(2 * gw, 2 * gw), gw,
                             border_radius=vp.n(16))
        for y in CONTINENTS:
            if any(a.continent == y for a in self.picking):
                gw = vp.n(4 + 4 * pulse(now))
                pygame.draw.ellipse(surf, gfx.Palette.good, vp.rect(self.cont_rect(y)).inflate(2 * gw, 2 * gw), gw)
        # the prompt between the seats and the display, placed by its glyphs, right of the deck
        # count: from its line's bottom (214) its capitals reached 4 units into the seat panels
        # and a long one ran over the deck count (text probe, every language); its glyphs in
        # the band from under the panels to the top of the map, so an accented capital and
        # brackets ('À espera de Bot 3 (Bot normal).') shrink it a little, never past the band
        deck_w = max(gfx.font(vp.n(22)).size(t("research.deck", n=n))[0] for n in (1, 2, 5, 100)) / vp.s
        left = GRID_X + deck_w + 16
        gfx.blit_packed(surf, self.prompt_text(), vp.n(28), PROMPT_INK, vp.r(left, 191, 1500 - left, 32), True,
                        "center")

    def _draw_overlay(self, surf) -> None:
        """Into the layer: the marks at rest (a steady ring under the shade), then the quest
        keep or the scoring sheet over the table."""
        self._draw_marks(surf, OVERLAY_PULSE_MS)
        self._draw_quest_choice(surf)
        self._draw_scoring(surf, self.shown.view(self.viewer))

    def sync_buttons(self) -> None:
        for b in self.buttons:
            if b.name == "pass":
                b.visible = self.me_acting() and any(isinstance(a, Pass) for a in self.legal())

    def draw_layer(self, surf) -> None:
        vp = self.app.vp
        now = self.app.now()
        g = self.shown
        view = g.view(self.viewer)
        names = self.names
        pal = self.app.palette
        # players
        for p, rect in self.panel_rects.items():
            info = view["player_info"][p]
            lines = [t("research.panel.re", re=info["re"]),
                     t("research.panel.counts", animals=len(info["animals"]), sf=len(info["flights"]),
                       certs=info["certificates"], quests=info["quest_count"]),
                     t("research.panel.meeple", where=t(f"research.continent.{info['meeple']}") if info["meeple"] else "-")]
            player_panel(surf, vp, rect, (with_you(names[p], "research.panel.you") if p == self.viewer else names[p]),
                         pal.player(p), lines, active=False, now=now, marker=seat_letter(p))
            # RE bar 0..12
            x, y, w, h = rect
            bar = vp.r(x + 12, y + h - 22, w - 24, 12)
            pygame.draw.rect(surf, (220, 220, 210), bar, border_radius=vp.n(6))
            fill = bar.copy()
            fill.width = int(bar.width * info["re"] / 12)
            pygame.draw.rect(surf, (90, 160, 230), fill, border_radius=vp.n(6))
        # row labels (gains and costs) and the display
        for row in (1, 2, 3):
            x, y, w, h = self.slot_rect(row, 1)
            gfx.blit_text(surf, t("research.row", row=row), vp.n(24), (250, 245, 220), vp.p(40, y + 14), bold=True,
                          box=vp.r(30, y, GRID_X - 44, 50))
            # the gain and the cost wrap (a long verb takes a line of its own at small windows)
            below = gfx.blit_wrapped(surf, t("research.row.study", gain=view["row_gain"][row - 1]), vp.n(22),
                                     (200, 235, 200), vp.r(40, y + 54, GRID_X - 54, 56))
            gfx.blit_wrapped(surf, t("research.row.research", cost=view["row_cost"][row - 1]), vp.n(22),
                             (235, 220, 180), pygame.Rect(vp.p(40, 0)[0], below + vp.n(4), vp.n(GRID_X - 54), vp.n(y + CH) - below))
        for row in (1, 2, 3):
            for col in range(1, view["cols"] + 1):
                card = view["display"][row - 1][col - 1]
                rect = self.slot_rect(row, col)
                r = vp.rect(rect)
                if card is None or self.drag.dragging((row, col)):
                    pygame.draw.rect(surf, (60, 110, 85), r, vp.n(3), border_radius=vp.n(12))
                    continue
                surf.blit(self.card_img(card), r)
                gfx.note_cover(surf, r, "display card")   # (text probe: a text under it is hidden)
                if self.pick_card == (row, col):
                    pygame.draw.rect(surf, gfx.Palette.accent, r.inflate(vp.n(10), vp.n(10)), vp.n(5), border_radius=vp.n(14))
        gfx.blit_text(surf, t("research.deck", n=view["deck_size"]), vp.n(22), (230, 240, 230), vp.p(GRID_X, GRID_Y - 31))
        self._draw_discard(surf, view)
        # drop zones
        for rect, label, icon in ((STUDY_ZONE, t("research.action.study"), "books"),
                                  (RESEARCH_ZONE, t("research.action.research"), "microscope")):
            r = vp.rect(rect)
            surf.blit(gfx.translucent(r.size, (255, 255, 255, 28)), r)
            pygame.draw.rect(surf, (200, 225, 210), r, vp.n(2), border_radius=vp.n(14))
            ic = gfx.art("icons", icon, vp.n(70))
            at = ic.get_rect(center=vp.p(rect[0] + rect[2] / 2, rect[1] + 90))
            surf.blit(ic, at)
            gfx.note_shape(surf, ic.get_bounding_rect().move(at.topleft), icon)
            # a long word (hu "Tanulmányozás" at 150 %) shrinks, then breaks over two lines
            below = 32 if rect is RESEARCH_ZONE else rect[3] - 166
            gfx.blit_wrapped(surf, label, vp.n(26), (250, 245, 220), vp.r(rect[0] + 4, rect[1] + 160, rect[2] - 8, below),
                             "center", True)
            if rect is RESEARCH_ZONE:      # while a card is dragged, draw_overlays puts its cost here
                gfx.blit_wrapped(surf, t("research.zone.cost_row", cost="/".join(str(c) for c in view["row_cost"])),
                                 vp.n(16), (235, 220, 180),
                                 vp.r(rect[0] + 5, rect[1] + 194, rect[2] - 10, rect[3] - 196), "center")
        # world map
        m = vp.rect(MAP)
        pygame.draw.rect(surf, (40, 90, 120), m, border_radius=vp.n(24))
        for y in CONTINENTS:
            rect = self.cont_rect(y)
            r = vp.rect(rect)
            pygame.draw.ellipse(surf, CONT_COL[y], r)
            pygame.draw.ellipse(surf, (30, 30, 30), r, vp.n(2))
            gfx.blit_text(surf, y, vp.n(26), (20, 20, 20), vp.p(rect[0] + rect[2] / 2, rect[1] + 8), "midtop", True)
            cubes = view["cubes"][y]
            for i in range(cubes):
                pygame.draw.rect(surf, (250, 250, 250), vp.r(rect[0] + 20 + i * 20, rect[1] + 46, 16, 16))
                pygame.draw.rect(surf, (40, 40, 40), vp.r(rect[0] + 20 + i * 20, rect[1] + 46, 16, 16), 1)
            here = [p for p in range(view["players"]) if view["player_info"][p]["meeple"] == y]
            for i, p in enumerate(here):
                if self._meeple_moving(p):
                    continue
                # beside the ellipse's lower edge, clear of the label at its top
                cx, cy = rect[0] + rect[2] / 2 + (i - (len(here) - 1) / 2) * 26, rect[1] + rect[3] + 2
                pygame.draw.circle(surf, (20, 20, 20), vp.p(cx, cy), vp.n(14))
                pygame.draw.circle(surf, pal.player(p), vp.p(cx, cy), vp.n(12))
                gfx.blit_seat_letter(surf, p, vp.n(16), vp.p(cx, cy))
        # tracks
        self._draw_track(surf, BLUE_Y, view["tracks"]["blue"], view["tracks"]["blue_end"], (60, 120, 230),
                         t("research.track.blue"), view["tracks"]["certificates"], "blue")
        self._draw_track(surf, RED_Y, view["tracks"]["red"], view["tracks"]["red_end"], (220, 70, 60),
                         t("research.track.red"), [], "red")
        # my area: animals by continent, diets, quests
        self._draw_my_area(surf, view)
        if self.overlay_up():
            self._draw_overlay(surf)

    def dragged_slot(self) -> tuple[int, int] | None:
        """The display slot whose card I am dragging (moved off its slot), else None."""
        d = self.drag.drag
        return tuple(d.item) if d is not None and d.moved and self.me_acting() else None

    def draw_overlays(self, surf) -> None:
        """Over the dragged card: the Research zone's plate with what researching this card
        would take (research_offer: total RE and flight kind, as the click dialog says)."""
        slot = self.dragged_slot()
        if slot is not None and self.cover_for is None:
            self.draw_research_plate(surf, slot)
        super().draw_overlays(surf)

    def research_plate_rect(self) -> tuple:
        x, y, w, h = RESEARCH_ZONE
        return (x + 4, y + 96, w - 8, h - 100)

    def draw_research_plate(self, surf, slot) -> list[str]:
        """The cost in big figures and the flight under it; when the card cannot be
        researched (the zone glows red), the engine's reason instead. Returns the texts."""
        vp = self.app.vp
        cost, travel = self.research_offer(slot)
        ok = travel is not None
        rect = self.research_plate_rect()
        r = vp.rect(rect)
        pygame.draw.rect(surf, (32, 62, 50) if ok else (84, 40, 36), r, border_radius=vp.n(10))
        pygame.draw.rect(surf, gfx.Palette.good if ok else gfx.Palette.bad, r, vp.n(2), border_radius=vp.n(10))
        inner = r.inflate(-vp.n(10), -vp.n(10))
        with gfx.panel(surf, r, "plate"):       # its own sheet, over the dragged card
            if not ok:
                why = self.why_not("research", slot) or t("research.refuse.cannot_research")
                gfx.blit_wrapped(surf, why, vp.n(20), (255, 235, 230), inner, "center", True)
                return [why]
            head, flight = t("research.cost_re", cost=cost), t(f"research.flight.{travel}")
            top = gfx.blit_text(surf, head, vp.n(32), (255, 240, 190), (inner.centerx, inner.y), "midtop", True,
                                box=pygame.Rect(inner.x, inner.y, inner.w, vp.n(44)))
            gfx.blit_wrapped(surf, flight, vp.n(20), (235, 240, 225),
                             pygame.Rect(inner.x, top.bottom + vp.n(4), inner.w, inner.bottom - top.bottom - vp.n(4)),
                             "center", True)
        return [head, flight]

    def _draw_discard(self, surf, view) -> str:
        """The face-up discard pile (FR-INFO-01): its size and its top card, under the display."""
        vp = self.app.vp
        pile = view["discard"]
        text = t("research.discard", n=len(pile)) if not pile else \
            t("research.discard_top", n=len(pile), card=self.card_name(pile[-1]))
        gfx.blit_text(surf, text, vp.n(22), (230, 240, 230), vp.p(40, DISCARD_Y))
        return text

    def scoring_forecast(self, view) -> tuple[dict, list[str]]:
        """The default scoring as it will end (FR-ASSIGN-02): the seats after mine assign later,
        so each is given its best reply (scoring.forecast) instead of counting as zero. Returns
        the breakdown as JSON and the names of those later seats (empty: nothing to forecast)."""
        key = (self.session.version, self.viewer)
        if getattr(self, "_forecast_key", None) != key:
            player, rivals = S.inputs_from_view(view, self.viewer)
            later = [self.names[r.player.seat] for r in rivals if r.counts is None]
            if later:
                best, _ = S.best_assignment(player, rivals)
                b = S.forecast(player, best, rivals).to_json(player)
            else:
                b = view["scoring"]["default_breakdown"]
            self._forecast_key, self._forecast = key, (b, later)
        return self._forecast

    def _meeple_moving(self, p: int) -> bool:
        return any(tw.kind == "meeple" and tw.data.get("player") == p for tw in self.anim.active)

    def _track_moving(self, track: str) -> bool:
        return any(tw.kind == "track" and tw.data.get("track") == track for tw in self.anim.active)

    def _draw_track(self, surf, y, value, end, colour, label, certs, name) -> None:
        vp = self.app.vp
        gfx.blit_text(surf, label, vp.n(20), (240, 240, 230), vp.p(TRACK_X, y - 1), "bottomleft", bold=True,
                      box=vp.r(TRACK_X, y - 32, MAP[0] + MAP[2] - TRACK_X, 32))
        for i in range(end + 1):
            r = vp.r(TRACK_X + i * SLOT_W, y, SLOT_W - 3, 32)
            pygame.draw.rect(surf, (235, 235, 225) if i != end else (255, 220, 140), r, border_radius=vp.n(5))
            gfx.blit_text(surf, str(i), vp.n(14), (90, 90, 90), r.move(vp.n(3), vp.n(1)).topleft)
            if i in certs:
                ic = gfx.art("icons", "scroll", vp.n(22))
                surf.blit(ic, ic.get_rect(center=r.center).move(0, vp.n(4)))
        if not self._track_moving(name):
            x = TRACK_X + value * SLOT_W + SLOT_W / 2
            pygame.draw.circle(surf, (255, 255, 255), vp.p(x, y + 16), vp.n(14))
            pygame.draw.circle(surf, colour, vp.p(x, y + 16), vp.n(11))

    def _draw_my_area(self, surf, view) -> None:
        vp = self.app.vp
        if self.viewer is None:
            return
        info = view["player_info"][self.viewer]
        area = vp.r(40, MY_Y, 1440, 200)
        gfx.shade(surf, area, (0, 0, 0, 60))
        gfx.blit_text(surf, t("research.my_animals"), vp.n(22), (250, 245, 220), vp.p(52, MY_Y + 6), bold=True)
        x = 52
        for y in list(CONTINENTS) + ["ALL"]:
            cards = info["by_continent"][y]
            gfx.blit_text(surf, f"{y} {len(cards)}", vp.n(20), CONT_COL.get(y, (230, 230, 230)), vp.p(x, MY_Y + 38), bold=True)
            for i, c in enumerate(cards[:5]):
                sp = CARD_SPECIES[c]
                ic = gfx.art("animals", sp.art, vp.n(28))
                surf.blit(ic, vp.p(x + (i % 3) * 30, MY_Y + 66 + (i // 3) * 32))
            x += 118
        r = gfx.blit_text(surf, self.diet_line(info["animals"]), vp.n(20), (230, 230, 220), vp.p(52, MY_Y + 150))
        ex, ey = vp.p(52, MY_Y + 174)     # under the diet line, however tall the UI scale made it
        gfx.blit_text(surf, t("research.endangered", n=info["endangered"]), vp.n(20), (255, 190, 170), (ex, max(ey, r.bottom)))
        for q, rect in self.quest_panel_rects(info["quests"]):
            self.draw_quest_panel(surf, q, rect, info["animals"], 14)

    @staticmethod
    def quest_panel_rects(quests) -> list[tuple[str, tuple]]:
        """The player's quest cards (at most 3) share the strip right of the continents
        (design x 1000-1480): one or two quests get wider cards, so their text stays large."""
        qs = list(quests or [])[:3]
        w = (480 - 5 * (len(qs) - 1)) // max(1, len(qs))
        return [(q, (1000 + i * (w + 5), MY_Y + 5, w, 190)) for i, q in enumerate(qs)]

    def draw_quest_panel(self, surf, q: str, rect, animals, px: int) -> None:
        """A quest card as text that wraps to fit: title, then per side its condition and VP
        and how far `animals` get toward it (green when complete, FR-SCORE-05). The lines are
        laid out in real pixels at the largest size from px (raised to the UI scale's floor)
        down to the readable one at which both sides fit the card, so a larger UI scale never
        makes lines overlap or run past the card."""
        vp = self.app.vp
        r = vp.rect(rect)
        gfx.shadowed(surf, r, (250, 246, 236), vp.n(10), vp.n(3))
        pygame.draw.rect(surf, (170, 130, 200), r, vp.n(3), border_radius=vp.n(10))
        head = t("research.quest.title", id=q) if has("research.quest.title") else q
        top = vp.rect((rect[0], rect[1], rect[2], px + 12))
        pygame.draw.rect(surf, (170, 130, 200), top, border_top_left_radius=vp.n(10), border_top_right_radius=vp.n(10))
        gfx.blit_text(surf, head, vp.n(px), (255, 255, 255), top.center, "center", True, box=top.inflate(-vp.n(8), 0))
        body = pygame.Rect(r.x + vp.n(6), top.bottom + vp.n(3), r.w - vp.n(12), r.bottom - top.bottom - vp.n(6))
        quest = QUESTS[q]
        parts = []      # (text, colour, bold), a None between the sides
        for side_name, side in (("A", quest.A), ("B", quest.B)):
            done = len({species_of(c) for c in animals if side.eligible(CARD_SPECIES[c])}) >= side.count
            parts += [(t("research.quest.side", side=side_name, condition=self.side_text(side), vp=side.vp), (40, 40, 50), False),
                      (self.side_progress(side, animals), (40, 130, 60) if done else (170, 90, 40), True), None]

        def layout(p: int):
            """(lines as (text, colour, bold, y), height) at size p: half a line between the sides."""
            out, h = [], 0
            for part in parts[:-1]:
                if part is None:
                    h += p // 2
                    continue
                text, colour, bold = part
                for ln in gfx.wrap(text, gfx.FitPx(p), body.w, bold):
                    out.append((ln, colour, bold, h))
                    h += gfx.font(gfx.FitPx(p), bold).get_linesize()
            return out, h
        size = max(vp.n(px), gfx.text_floor())
        while size > gfx.READABLE_PX and layout(size)[1] > body.h:
            size -= 1
        lines, _ = layout(size)
        shown = [ln for ln in lines if ln[3] + gfx.font(gfx.FitPx(size), ln[2]).get_linesize() <= body.h + 1]
        for ln, colour, bold, dy in shown:
            gfx.blit_text(surf, ln, gfx.FitPx(size), colour, (body.x, body.y + dy), bold=bold, box=body, min_px=size)
        gfx.note_cut(len(lines) - len(shown), surf, body)

    def _draw_quest_choice(self, surf) -> None:
        rects = self.quest_rects()
        if not rects or self.anim.busy:
            return
        with gfx.panel(surf, surf.get_rect(), "overlay"):   # a sheet over the table (text checks)
            self._draw_quest_sheet(surf, rects)

    def _draw_quest_sheet(self, surf, rects) -> None:
        vp = self.app.vp
        gfx.shade(surf, surf.get_rect(), (0, 0, 0, 130))
        gfx.blit_text(surf, t("research.keep_one"), vp.n(40), (255, 250, 230), vp.p(760, 270), "center", True)
        mine = self.session.game.view(self.viewer)["player_info"][self.viewer]["animals"]
        for q, rect in rects:
            self.draw_quest_panel(surf, q, rect, mine, 24)     # wrapped: no side text is cut

    def _draw_scoring(self, surf, view) -> None:
        if not self.scoring_mine() or self.anim.busy:
            return
        sc = view["scoring"]
        if not sc or "default_breakdown" not in sc:
            return
        with gfx.panel(surf, surf.get_rect(), "overlay"):   # a sheet over the table (text checks)
            self._draw_scoring_sheet(surf, view, sc)

    def _draw_scoring_sheet(self, surf, view, sc) -> None:
        vp = self.app.vp
        gfx.shade(surf, surf.get_rect(), (0, 0, 0, 150))
        panel = vp.r(260, 120, 1000, 840)
        gfx.shadowed(surf, panel, gfx.Palette.panel, vp.n(18))
        b, later = self.scoring_forecast(view)
        title = t("research.scoring.forecast_title", total=b["total"], now=sc["default_breakdown"]["total"]) if later \
            else t("research.scoring.title", total=b["total"])
        gfx.blit_text(surf, title, vp.n(36), gfx.Palette.ink, vp.p(760, 140), "midtop", True)
        y = 200
        if later:
            gfx.blit_text(surf, t("research.scoring.forecast_note", players=", ".join(later)), vp.n(22),
                          (150, 60, 40), vp.p(290, y), bold=True)
            y += 34
        for line in b["lines"][:15]:
            for sub in gfx.wrap(self.line_text(line), vp.n(22), vp.n(940)):
                gfx.blit_text(surf, sub, vp.n(22), gfx.Palette.ink, vp.p(290, y))
                y += 30
        for rect, label, colour in ((ACCEPT_RECT, t("research.action.accept_scoring"), (50, 140, 80)),
                                    (HAND_RECT, t("research.hand.open"), (70, 110, 170))):
            r = vp.rect(rect)
            gfx.shadowed(surf, r, colour, vp.n(12))   # a long label (uk) shrinks to the button
            gfx.blit_text(surf, label, vp.n(28), (255, 255, 255), r.center, "center", True, box=r.inflate(-vp.n(16), 0))

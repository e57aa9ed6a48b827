"""Where each decision of the Zoo Architect table is answered: the spots (a cell, a card, a
department, a chip ...) of the decision in front of the viewer, one `_spots_<task>` method per
kind of decision, and the buttons of the prompt line (`_chips_for`)."""
from __future__ import annotations

from typing import Callable

from zoo_desktop.engine.core import Action
from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import CARDS, CONTINENTS, TABLES
from zoo_desktop.games.architect.rules import (Build, Choose, Done, Keep, PlayAnimal, PlaySponsor, Support, UseCard,
                                               XAction)
from zoo_desktop.i18n import t

from . import art as A
from . import text as X
from .layout import CHIP_CHOICES, DECK_RECT, DEPTS, DONATIONS, OVERLAY, UNIS
from .widgets import Spot


class TableSpots:
    """The spots of the decision in front of the viewer and the prompt line's buttons."""

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

    def _spots_hypnosis(self, task, legal) -> list[Spot]:
        return [Spot(r, action=a, key=("hyp", a.value), overlay=True, tip=X.action_label(a, self.names))
                for a, r in self.hypno_rects(legal).items()]

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

"""Drawing what lies over the board: the prompt line, the final-round banner, and the sheets of
the decisions that need a panel of their own (keep, final discard, hypnosis, support)."""
from __future__ import annotations

import re

import pygame

from zoo_desktop.games.architect.cards import TABLES
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.widgets import button_row
from . import art as A
from . import text as X
from .layout import OVERLAY, PROMPT_RECT


class DrawOverlays:
    """The prompt line, the final-round banner and the decisions' sheets."""

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

    # ---- prompt line
    _prompt_row = None      # what the prompt buttons were last placed for (place_prompt_buttons)

    def place_prompt_buttons(self) -> None:
        """The prompt line's buttons right-aligned in it, each as wide as its label on one
        line; when the prompt would not fit whole beside them (two lines at a readable size,
        no word broken), their labels go on two lines, the longest first (widgets.button_row),
        before the prompt's sentences give way. Measured in this window: placed again when
        the labels, the prompt, the window or the text floor change."""
        vp = self.app.vp
        text = self.prompt_text()
        labels = [b.label for b in self.choice_buttons]
        key = (tuple(labels), text, vp.size, gfx.text_floor())
        if self._prompt_row == key:
            return
        self._prompt_row = key

        def text_fits(width: float) -> bool:
            lines, _, left = gfx.fit_wrapped(text, vp.n(22), vp.r(0, 0, width, PROMPT_RECT[3] - 4), True)
            return not left and " ".join(lines).split() == text.split()
        widths = button_row(vp, labels, 40, PROMPT_RECT[2] - 24, 6, text_fits)
        x = PROMPT_RECT[0] + PROMPT_RECT[2] - 6
        for b, w in zip(reversed(self.choice_buttons), reversed(widths)):
            x -= w + 6
            b.rect = (x, PROMPT_RECT[1] + 5, w, 40)

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

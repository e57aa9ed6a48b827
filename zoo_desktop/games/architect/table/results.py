"""The Zoo Architect results scene: one table of how each score came about (ZA-END-4)."""
from __future__ import annotations

import pygame

from zoo_desktop.games.architect.rules import score_threshold
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.scenes.pages import ResultsScene
from . import text as X
from .layout import P
from .widgets import boxed


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
            gfx.blit_seat_letter(surf, p, vp.n(17), vp.p(200, y + 24))
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

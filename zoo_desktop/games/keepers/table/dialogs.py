"""The Species Keepers table's own modal dialog, with the interface of widgets.Dialog
(`handle`, `draw`, `buttons`, so `Scene.button(name)` finds its buttons); its lists of
options are the shared `ui.widgets.PagedChoices`:

* `ReturnDialog` - give back exactly N resources: per colour a cube, how many you hold and
  -/+ buttons ("ret:G-", "ret:G+", ...); "ret:ok" confirms once the choice is legal."""
from __future__ import annotations

from typing import Callable

import pygame

from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from zoo_desktop.ui.widgets import Button
from .art import cube

P = gfx.Palette


class ReturnDialog:
    """Choose exactly `count` resources to give back to the bag."""

    COLOURS = ("G", "R", "W")

    def __init__(self, title: str, body: str, holding: dict[str, int], count: int,
                 is_legal: Callable[[int, int, int], bool], on_done: Callable[[tuple[int, int, int]], None],
                 *, drawn: list[str] | None = None, colour_blind: bool = False, names: dict[str, str] | None = None,
                 suggest: Callable[[], tuple[int, int, int] | None] | None = None):
        self.title, self.body = title, body
        self.holding = dict(holding)
        self.count = count
        self.is_legal = is_legal
        self.on_done = on_done
        self.drawn = list(drawn or [])
        self.colour_blind = colour_blind
        self.names = names or {c: c for c in self.COLOURS}
        self.pick = {c: 0 for c in self.COLOURS}
        self.width, self.height = 900, 560 + (60 if self.drawn else 0)
        w_ = self.width
        self.rect = (960 - self.width // 2, 540 - self.height // 2, self.width, self.height)
        self.row_y = {}
        x0, y0 = self.rect[0], self.rect[1]
        y = y0 + 150 + (60 if self.drawn else 0)
        self.buttons: list[Button] = []
        for c in self.COLOURS:
            self.row_y[c] = y
            self.buttons.append(Button((x0 + 560, y, 80, 64), "-", lambda c=c: self.change(c, -1), name=f"ret:{c}-",
                                       style="quiet"))
            self.buttons.append(Button((x0 + 760, y, 80, 64), "+", lambda c=c: self.change(c, 1), name=f"ret:{c}+",
                                       style="quiet"))
            y += 84
        self.ok = Button((960 - 150, y0 + self.height - 90, 300, 66), t("keepers.ui.return_ok"), self.confirm,
                         name="ret:ok", style="good", key=pygame.K_RETURN)
        self.buttons.append(self.ok)
        self.suggest = suggest
        if suggest is not None:
            self.buttons.append(Button((x0 + 30, y0 + self.height - 84, 200, 56), t("table.hint"), self.apply_suggestion,
                                       name="ret:suggest", style="quiet", key=pygame.K_h))
        # closing leaves the decision open (the table's "Give back" button reopens it), so the
        # menu, undo and the log stay reachable
        self.buttons.append(Button((x0 + w_ - 230, y0 + self.height - 84, 200, 56), t("keepers.ui.later"),
                                   lambda: self.on_done(None), name="ret:close", style="quiet"))
        self._refresh()

    def selected(self) -> tuple[int, int, int]:
        return self.pick["G"], self.pick["R"], self.pick["W"]

    def change(self, c: str, d: int) -> None:
        n = self.pick[c] + d
        if 0 <= n <= self.holding.get(c, 0) and (d < 0 or sum(self.pick.values()) < self.count):
            self.pick[c] = n
        self._refresh()

    def set(self, g: int, r: int, w: int) -> None:
        self.pick = {"G": g, "R": r, "W": w}
        self._refresh()

    def _refresh(self) -> None:
        total = sum(self.pick.values())
        for b in self.buttons:
            if b.name.endswith("-") and b.name.startswith("ret:"):
                b.enabled = self.pick[b.name[4]] > 0
            elif b.name.endswith("+") and b.name.startswith("ret:"):
                c = b.name[4]
                b.enabled = self.pick[c] < self.holding.get(c, 0) and total < self.count
        self.ok.enabled = total == self.count and self.is_legal(*self.selected())

    def apply_suggestion(self) -> None:
        pick = self.suggest() if self.suggest else None
        if pick is not None:
            self.set(*pick)

    def confirm(self) -> None:
        if self.ok.enabled:
            self.on_done(self.selected())

    def handle(self, ev, dpos) -> bool:
        for b in list(self.buttons):
            if b.handle(ev, dpos):
                return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.on_done(None)
        return True  # modal

    def draw(self, surf, vp, mouse, now: float = 0.0) -> None:
        shade = pygame.Surface(vp.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surf.blit(shade, (0, 0))
        x0, y0, w, h = self.rect
        r = vp.rect(self.rect)
        gfx.shadowed(surf, r, P.panel, vp.n(18), vp.n(6))
        gfx.blit_text(surf, self.title, vp.n(36), P.ink, vp.p(960, y0 + 26), "midtop", True)
        gfx.blit_text(surf, self.body, vp.n(24), P.ink, vp.p(960, y0 + 84), "midtop")
        if self.drawn:
            gfx.blit_text(surf, t("keepers.ui.return_drawn"), vp.n(24), P.ink, vp.p(x0 + 60, y0 + 150), "midleft", True)
            x = x0 + 260
            for c in self.drawn:
                surf.blit(cube(c, vp.n(40), self.colour_blind), vp.p(x, y0 + 130))
                x += 48
        total = sum(self.pick.values())
        for c in self.COLOURS:
            y = self.row_y[c]
            surf.blit(cube(c, vp.n(52), self.colour_blind), vp.p(x0 + 50, y + 6))
            gfx.blit_text(surf, self.names[c], vp.n(24), P.ink, vp.p(x0 + 120, y + 6), bold=True)
            gfx.blit_text(surf, t("keepers.ui.return_hold", n=self.holding.get(c, 0)), vp.n(22), P.muted,
                          vp.p(x0 + 120, y + 36))
            box = vp.r(x0 + 655, y, 90, 64)
            pygame.draw.rect(surf, (255, 255, 255), box, border_radius=vp.n(10))
            pygame.draw.rect(surf, (120, 120, 120), box, vp.n(2), border_radius=vp.n(10))
            gfx.blit_text(surf, str(self.pick[c]), vp.n(34), P.ink, box.center, "center", True)
        col = (30, 120, 60) if total == self.count else P.ink
        gfx.blit_text(surf, t("keepers.ui.return_selected", n=total, count=self.count), vp.n(26), col,
                      vp.p(960, y0 + h - 130), "midtop", True)
        for b in self.buttons:
            b.draw(surf, vp, mouse, now)

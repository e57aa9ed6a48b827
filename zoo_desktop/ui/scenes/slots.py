"""Saved games: load or delete a named slot. A damaged or foreign file is listed with its
problem and never modified."""
from __future__ import annotations

import pygame

from zoo_desktop import storage
from zoo_desktop.i18n import t

from .. import gfx
from ..app import Scene
from ..widgets import Button, Dialog, confirm


class SlotsScene(Scene):
    name = "slots"

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        self.slots = storage.list_slots()[:8]
        self.buttons = [Button((760, 960, 400, 80), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back")]
        for i, s in enumerate(self.slots):
            y = 160 + i * 96
            self.buttons.append(Button((1180, y + 8, 200, 64), t("slots.load"), lambda s=s: self.load(s),
                                       enabled=s.record is not None, name=f"load:{i}", style="good"))
            self.buttons.append(Button((1400, y + 8, 200, 64), t("slots.delete"), lambda s=s: self.ask_delete(s),
                                       name=f"delete:{i}", style="danger"))

    def load(self, slot) -> None:
        self.app.open_record(self, lambda: slot.record, slot.path)

    def ask_delete(self, slot) -> None:
        def done(yes):
            self.dialog = None
            if yes:
                storage.delete_slot(slot.path)
                self.build()
        self.dialog = Dialog(t("slots.delete_q"), slot.name, confirm(), done)

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("menu.load"), vp.n(60), (250, 240, 210), vp.p(960, 50), "midtop", True)
        if not self.slots:
            gfx.blit_text(surf, t("slots.none"), vp.n(32), (220, 230, 220), vp.p(960, 400), "center")
        for i, s in enumerate(self.slots):
            r = vp.r(300, 160 + i * 96, 1320, 80)
            gfx.shadowed(surf, r, gfx.Palette.panel, vp.n(12))
            gfx.blit_text(surf, s.name, vp.n(30), gfx.Palette.ink, vp.p(330, 172 + i * 96), bold=True)
            if s.record is not None:
                info = f"{t('game.' + s.record.game)} · {len(s.record.actions)} {t('slots.moves')} · {s.record.meta.get('saved', '')}"
                colour = gfx.Palette.muted
            else:
                info, colour = s.error or "", gfx.Palette.bad
            # a long problem is shrunk, then cut, so it never runs under the buttons
            gfx.blit_fit(surf, info, vp.n(22), colour, vp.p(330, 208 + i * 96), vp.n(830), min_px=vp.n(16))
        self.draw_buttons(surf)

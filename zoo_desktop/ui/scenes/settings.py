"""Settings: language, animation and bot speed, sound, bots, text size (UI scale),
colour-blind palette, how many finished games are kept (the Finished games list), fullscreen. Each change is saved at once."""
from __future__ import annotations

import pygame

from zoo_desktop import i18n
from zoo_desktop.i18n import LANGUAGES, num, t
from zoo_desktop.settings import ANIM_SPEEDS, BOT_SPEEDS, UI_SCALES

from .. import gfx
from ..scene import Scene
from ..widgets import Button

VOLUMES = (0.0, 0.25, 0.5, 0.7, 1.0)
THINK = (250, 500, 1000, 2000, 3000)
KEPT = (50, 100, 200, 500, 1000, 5000)   # finished games kept (history.py; the Finished games list)
LEVELS = ("easy", "normal", "hard")


def _next(seq, cur):
    try:
        return seq[(list(seq).index(cur) + 1) % len(seq)]
    except ValueError:
        return seq[0]


class SettingsScene(Scene):
    name = "settings"

    def enter(self) -> None:
        self.build()

    def rows(self):
        s = self.app.settings
        pct = lambda v: f"{round(v * 100)} %"
        speed = lambda v: t("settings.instant") if v == 0 else f"x{1 / v:g}" if v else ""
        return [
            ("language", LANGUAGES[s.language], lambda: self.set("language", _next(tuple(LANGUAGES), s.language))),
            ("anim_speed", speed(s.anim_speed), lambda: self.set("anim_speed", _next(ANIM_SPEEDS, s.anim_speed))),
            ("bot_speed", speed(s.bot_speed), lambda: self.set("bot_speed", _next(BOT_SPEEDS, s.bot_speed))),
            ("sound_volume", pct(s.sound_volume), lambda: self.set("sound_volume", _next(VOLUMES, s.sound_volume))),
            ("music_volume", pct(s.music_volume), lambda: self.set("music_volume", _next(VOLUMES, s.music_volume))),
            ("mute", t("ui.on") if s.mute else t("ui.off"), lambda: self.set("mute", not s.mute)),
            ("default_bot", t(f"seat.{s.default_bot}"), lambda: self.set("default_bot", _next(LEVELS, s.default_bot))),
            ("bot_think_ms", f"{s.bot_think_ms} ms", lambda: self.set("bot_think_ms", _next(THINK, s.bot_think_ms))),
            ("ui_scale", pct(s.ui_scale), lambda: self.set("ui_scale", _next(UI_SCALES, s.ui_scale))),
            ("colour_blind", t("ui.on") if s.colour_blind else t("ui.off"), lambda: self.set("colour_blind", not s.colour_blind)),
            ("confirm_end_turn", t("ui.on") if s.confirm_end_turn else t("ui.off"),
             lambda: self.set("confirm_end_turn", not s.confirm_end_turn)),
            ("kept_games", num(s.kept_games), lambda: self.set("kept_games", _next(KEPT, s.kept_games))),
            ("fullscreen", t("ui.on") if self.app.fullscreen else t("ui.off"), self.app.toggle_fullscreen),
        ]

    def build(self) -> None:
        self.buttons = []
        for i, (name, value, fn) in enumerate(self.rows()):
            col, row = divmod(i, 7)
            self.buttons.append(Button((220 + col * 760, 170 + row * 110, 720, 86), f"{t('settings.' + name)}: {value}",
                                       lambda fn=fn: (fn(), self.build()), name=name, style="quiet"))
        self.buttons.append(Button((760, 960, 400, 80), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back"))

    def set(self, name, value) -> None:
        setattr(self.app.settings, name, value)
        if name == "language":
            i18n.set_language(value)
        if name == "ui_scale":
            self.app.apply_text_scale()
        if name == "colour_blind":
            self.app.palette.colour_blind = value
        if name in ("music_volume", "mute"):
            self.app.sound.update_music()
        self.app.save_settings()

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("menu.settings"), vp.n(60), (250, 240, 210), vp.p(960, 50), "midtop", True)
        self.draw_buttons(surf)

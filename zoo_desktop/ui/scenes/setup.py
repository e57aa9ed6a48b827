"""New game setup: player count within the game's range, each seat human or a bot level,
the game's options, an optional seed."""
from __future__ import annotations

import random

import pygame

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class, seat_kinds
from zoo_desktop.i18n import has, t

from .. import gfx
from ..app import Scene, make_table
from ..widgets import Button

class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str, config: GameConfig | None = None):
        super().__init__(app)
        self.gid = game_id
        self.cls = game_class(game_id)
        info = self.cls.info
        self.count = config.players if config else min(max(info.min_players, 3), info.max_players)
        bot = app.settings.default_bot
        self.kinds = list(config.seats) if config else ["human"] + [bot] * (info.max_players - 1)
        self.kinds += [bot] * (info.max_players - len(self.kinds))
        self.options = {name: (config.option(name, default) if config else default)
                        for name, default, _ in info.options}
        self.seed_text = ""

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        info = self.cls.info
        self.buttons = [
            Button((330, 200, 70, 70), "-", lambda: self.set_count(self.count - 1), name="fewer",
                   enabled=self.count > info.min_players),
            Button((520, 200, 70, 70), "+", lambda: self.set_count(self.count + 1), name="more",
                   enabled=self.count < info.max_players),
        ]
        for p in range(self.count):
            self.buttons.append(Button((330, 310 + p * 86, 330, 66), self.kind_label(self.kinds[p]),
                                       lambda p=p: self.cycle(p), name=f"seat:{p}",
                                       style="good" if self.kinds[p] == "human" else "primary",
                                       tip=self.kind_tip(self.kinds[p])))
        y = 200
        for name, default, choices in info.options:
            label = t(f"{self.gid}.option.{name}") + ": " + self.opt_label(name, self.options[name])
            tip_key = f"{self.gid}.option.{name}.tip"
            self.buttons.append(Button((1000, y, 620, 62), label, lambda n=name: self.cycle_option(n),
                                       name=f"option:{name}", style="quiet", tip=t(tip_key) if has(tip_key) else ""))
            y += 78
        self.buttons += [
            Button((1000, y + 20, 620, 62), t("setup.seed") + ": " + (self.seed_text or t("setup.random")),
                   self.clear_seed, name="seed", style="quiet", tip=t("setup.seed_tip")),
            Button((330, 940, 260, 80), t("ui.back"), self.app.pop, key=pygame.K_ESCAPE, name="back", style="quiet"),
            Button((620, 940, 340, 80), t("menu.howto"), self.howto, name="howto", style="quiet"),
            Button((1360, 940, 260, 80), t("setup.start"), self.start, key=pygame.K_RETURN, name="start", style="good"),
        ]

    def opt_label(self, name, value) -> str:
        if isinstance(value, bool):
            return t("ui.on") if value else t("ui.off")
        if name == "start_seat":
            return t("setup.random") if value < 0 else t("setup.seat_n", n=value + 1)
        key = f"{self.gid}.option.{name}.{value}"
        return t(key) if has(key) else str(value)

    def set_count(self, n: int) -> None:
        info = self.cls.info
        self.count = max(info.min_players, min(info.max_players, n))
        self.build()

    def kind_label(self, kind: str) -> str:
        """'Normal bot', or a personality's name ('Normal bot: aggressive')."""
        level, _, style = kind.partition(":")
        return t(f"seat.{level}") + (f": {t('seat.style.' + style)}" if style else "")

    @staticmethod
    def kind_tip(kind: str) -> str:
        """A personality's one-line description (tooltip on its seat button)."""
        style = kind.partition(":")[2]
        return t(f"seat.tip.{style}") if style else ""

    def cycle(self, p: int) -> None:
        kinds = seat_kinds(self.gid)
        cur = self.kinds[p] if self.kinds[p] in kinds else "human"
        self.kinds[p] = kinds[(kinds.index(cur) + 1) % len(kinds)]
        self.build()

    def cycle_option(self, name: str) -> None:
        for n, default, choices in self.cls.info.options:
            if n == name:
                cur = self.options[name]
                i = choices.index(cur) if cur in choices else -1
                self.options[name] = choices[(i + 1) % len(choices)]
                if name == "start_seat" and self.options[name] >= self.count:
                    self.options[name] = -1
        self.build()

    def clear_seed(self) -> None:
        self.seed_text = ""
        self.build()

    def on_event(self, ev, dpos) -> None:
        if ev.type == pygame.MOUSEMOTION:
            from ..widgets import inside
            tip = next((b.tip for b in self.buttons if b.tip and inside(b.rect, dpos)), "")
            self.app.tooltip.set(tip, dpos, self.app.now())
        if ev.type == pygame.KEYDOWN:
            if ev.unicode and ev.unicode.isdigit() and len(self.seed_text) < 12:
                self.seed_text += ev.unicode
                self.build()
            elif ev.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
                self.build()

    def howto(self) -> None:
        from .pages import HowToScene
        self.app.push(HowToScene(self.app, self.gid))

    def config(self) -> GameConfig:
        seats = tuple(self.kinds[: self.count])
        names = []
        for p, k in enumerate(seats):
            names.append(t("seat.player_n", n=p + 1) if k == "human" else t("seat.bot_name", n=p + 1, level=self.kind_label(k)))
        return GameConfig.make(self.count, seats=seats, names=names, **self.options)

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text else random.SystemRandom().randrange(1, 10**9)
        session = Session(self.cls, self.config(), seed)
        self.app.replace(make_table(self.app, session))

    def draw(self, surf) -> None:
        vp = self.app.vp
        surf.fill(gfx.Palette.bg)
        gfx.blit_text(surf, t("setup.title", game=t(f"game.{self.gid}")), vp.n(56), (250, 240, 210), vp.p(960, 60), "midtop", True)
        gfx.blit_text(surf, t("setup.players"), vp.n(30), (220, 230, 220), vp.p(330, 160), bold=True)
        gfx.blit_text(surf, str(self.count), vp.n(48), (255, 255, 255), vp.p(460, 235), "center", True)
        for p in range(self.count):
            pygame.draw.circle(surf, self.app.palette.player(p), vp.p(300, 343 + p * 86), vp.n(16))
            gfx.blit_text(surf, chr(65 + p), vp.n(20), (20, 20, 20), vp.p(300, 343 + p * 86), "center", True)
            gfx.blit_text(surf, self.config().names[p], vp.n(26), (230, 235, 230), vp.p(690, 343 + p * 86), "midleft",
                          box=vp.r(690, 303 + p * 86, 290, 80))
        gfx.blit_text(surf, t("setup.options"), vp.n(30), (220, 230, 220), vp.p(1000, 160), bold=True)
        self.draw_buttons(surf)

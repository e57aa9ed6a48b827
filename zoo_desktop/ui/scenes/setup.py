"""New game setup: player count within the game's range, each seat human or a bot level
with a name (click it to type one; empty = the seat's default name, kept as a key and
shown in the current language), the game's options (only those that apply to the chosen
count and choices), an optional seed. The last choices are remembered per game in the
settings (`Settings.setup`) and come back the next time."""
from __future__ import annotations

import random

import pygame

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import game_class, seat_kinds
from zoo_desktop.i18n import has, t

from .. import gfx
from ..scene import Scene, make_table
from zoo_desktop.engine.names import default_name, seat_label
from ..widgets import Button, TextInput, inside

NAME_X, NAME_W = 690, 290   # the seat's name field, right of its kind button (design units)


def option_applies(gid: str, name: str, count: int, options: dict) -> bool:
    """Does option `name` mean anything at `count` players with these choices? Setup hides
    the others and starts the game with their defaults (the rules refuse Species Keepers'
    team game at other counts than 4)."""
    if name == "start_seat":
        return count > 1
    if (gid, name) == ("keepers", "teams"):
        return count == 4
    if (gid, name) == ("gorilla", "match_target"):
        return bool(options.get("match"))
    if gid == "architect" and name[:3] == "map" and name[3:].isdigit():
        return int(name[3:]) <= count     # a seat's own map: only for the seats there are
    return True


class SetupScene(Scene):
    name = "setup"
    prepares_table = True   # the app opens what a table needs while it waits (App.prepare)

    def __init__(self, app, game_id: str, config: GameConfig | None = None):
        super().__init__(app)
        self.gid = game_id
        self.cls = game_class(game_id)
        info = self.cls.info
        bot = app.settings.default_bot
        self.count = min(max(info.min_players, 3), info.max_players)
        self.kinds = ["human"] + [bot] * (info.max_players - 1)
        self.names = [""] * info.max_players
        self.options = {name: default for name, default, _ in info.options}
        if config is not None:   # "play again" with the same seats
            self.count, self.kinds[: config.players] = config.players, list(config.seats)
            self.names[: config.players] = list(config.names)
            self.options.update(dict(config.options))
        else:
            self.recall()
        self.seed_text = ""
        self.inputs: list[TextInput] = []

    def recall(self) -> None:
        """The last setup of this game from the settings, each part checked against what the
        game offers now (a seat kind or an option value it no longer has keeps the default)."""
        saved = self.app.settings.setup.get(self.gid)
        if not isinstance(saved, dict):
            return
        info = self.cls.info
        kinds = seat_kinds(self.gid)
        n = saved.get("players")
        if type(n) is int and info.min_players <= n <= info.max_players:
            self.count = n
        for p, k in enumerate(saved.get("seats", [])[: info.max_players]):
            if k in kinds:
                self.kinds[p] = k
        for p, x in enumerate(saved.get("names", [])[: info.max_players]):
            if isinstance(x, str):
                self.names[p] = x
        opts = saved.get("options", {})
        for name, default, choices in info.options:
            v = opts.get(name, default)
            if any(type(v) is type(c) and v == c for c in choices):
                self.options[name] = v
        if self.options.get("start_seat", -1) >= self.count:
            self.options["start_seat"] = -1

    def remember(self) -> None:
        self.app.settings.setup[self.gid] = {"players": self.count, "seats": list(self.kinds),
                                             "names": list(self.names), "options": dict(self.options)}
        self.app.save_settings()

    def exit(self) -> None:
        """Leaving setup (Start or Back) keeps its choices for the next time."""
        self.remember()

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
        self.inputs = [TextInput((NAME_X, 313 + p * 86, NAME_W, 60), self.names[p],
                                 lambda text, p=p: self.named(p, text), placeholder=default_name(p, self.kinds[p]),
                                 name=f"name:{p}") for p in range(self.count)]
        y = 200
        for name, default, choices in info.options:
            if not option_applies(self.gid, name, self.count, self.options):
                continue
            label = t(f"{self.gid}.option.{name}") + ": " + self.opt_label(name, self.options[name])
            tip_key = f"{self.gid}.option.{name}.tip"
            value_tip = f"{self.gid}.option.value.{self.options[name]}.tip"   # what the value chosen means
            tip = "\n".join(t(k) for k in (tip_key, value_tip) if has(k))
            self.buttons.append(Button((1000, y, 620, 62), label, lambda n=name: self.cycle_option(n),
                                       name=f"option:{name}", style="quiet", tip=tip))
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
        for key in (f"{self.gid}.option.{name}.{value}", f"{self.gid}.option.value.{value}"):
            if has(key):   # (the second: a value name shared by several options, e.g. the maps)
                return t(key)
        return str(value)

    def set_count(self, n: int) -> None:
        info = self.cls.info
        self.count = max(info.min_players, min(info.max_players, n))
        if self.options.get("start_seat", -1) >= self.count:
            self.options["start_seat"] = -1
        self.build()

    def named(self, p: int, text: str) -> None:
        """A name typed for seat p: kept as typed; empty (or spaces) = the default name."""
        self.names[p] = text.strip()
        self.build()

    @staticmethod
    def kind_label(kind: str) -> str:
        return seat_label(kind)

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

    def handle(self, ev, dpos) -> None:
        """A name field being typed in takes the keyboard first (Enter keeps the name and
        does not start the game; Escape restores it and does not leave)."""
        if self.dialog is None:
            for box in self.inputs:
                if box.active and box.handle(ev, dpos):
                    return
            if not any(box.active for box in self.inputs):
                for box in self.inputs:
                    if box.handle(ev, dpos):
                        return
        super().handle(ev, dpos)

    def on_event(self, ev, dpos) -> None:
        if ev.type == pygame.MOUSEMOTION:
            tip = next((b.tip for b in self.buttons if b.tip and inside(b.rect, dpos)), "")
            if any(inside(box.rect, dpos) and not box.active for box in self.inputs):
                tip = t("setup.name_tip")
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
        """The game as set up. A default name goes in as "" (shown in whatever language the
        app is in, engine/names.py); an option that does not apply goes in at its default."""
        seats = tuple(self.kinds[: self.count])
        names = tuple(self.names[: self.count])
        options = {name: (self.options[name] if option_applies(self.gid, name, self.count, self.options) else default)
                   for name, default, _ in self.cls.info.options}
        return GameConfig.make(self.count, seats=seats, names=names, **options)

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
            gfx.blit_seat_letter(surf, p, vp.n(20), vp.p(300, 343 + p * 86))
        gfx.blit_text(surf, t("setup.options"), vp.n(30), (220, 230, 220), vp.p(1000, 160), bold=True)
        self.draw_buttons(surf)
        for box in self.inputs:
            box.draw(surf, vp, self.app.now())

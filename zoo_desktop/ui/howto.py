"""How to play: pictures of the real table and the controls, shared by the four games.

A table declares what its page shows (`TableBase.howto_figures`, `howto_mouse`,
`howto_keys`); this module renders it. A picture is a region of the game's own table,
drawn by the table's own code (`draw_layer` + `draw_table`) from a seeded session the
table stages (`TableBase.howto_session`), so it shows the cards and the board as they are
played, in the current language, palette and size; nothing is a screenshot in the repo.
Every picture of one stage comes from one off-screen drawing of that table and is kept in
the shared byte-bounded cache (`surfcache`), keyed on the window size, language, palette
and text epoch, so a page scrolls with blits only.

The controls list is read from the live table too: every button with a keyboard shortcut
gives a row (its key and its label), after the keys the table handles itself
(`howto_keys`); then the hot-seat cover's keys (`TableBase.cover_keys`) and the app's own
(F11)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zoo_desktop.i18n import has, language, t

from . import gfx
from .surfcache import SHARED, cached


@dataclass(frozen=True)
class Figure:
    """One picture on a How to play page: `region` (design units) of the table staged as
    `stage`, shown beside paragraph `para` of `<game>.howto` (0-based), with `caption` (a
    catalog key) under it."""
    para: int
    region: tuple[int, int, int, int]
    caption: str
    stage: str = "start"


def key_name(key: int) -> str:
    """A key as printed on the keyboard, in the current language where it has a name
    (`key.space`, `key.return`, ...), else pygame's name in capitals (Z, F1)."""
    name = pygame.key.name(key)
    return t(f"key.{name}") if has(f"key.{name}") else name.upper()


def _picture_key(app, gid: str, fig: Figure) -> tuple:
    return ("howto-picture", gid, fig, app.vp.size, language(), app.palette.colour_blind, gfx.text_epoch())


def pictures(app, gid: str, stage: str | None = None) -> dict[Figure, pygame.Surface]:
    """The figures of the game's page (of one `stage`, or all) at the window's size, from
    the cache; a stage not cached is staged and drawn once (all its figures cut from that
    one drawing)."""
    from zoo_desktop.games import table_class
    cls = table_class(gid)
    out: dict[Figure, pygame.Surface] = {}
    stages = [stage] if stage is not None else list(dict.fromkeys(f.stage for f in cls.howto_figures))
    for stage in stages:
        figs = [f for f in cls.howto_figures if f.stage == stage]
        if any(_picture_key(app, gid, f) not in SHARED for f in figs):
            drawn = _draw_stage(app, cls, stage)
            for f in figs:
                SHARED.put(_picture_key(app, gid, f), _cut(app, drawn, f))
            gfx.spare_layer(drawn)   # the next stage's (or the table's) layer
        for f in figs:
            out[f] = SHARED.get(_picture_key(app, gid, f), lambda f=f: _cut(app, _draw_stage(app, cls, f.stage), f))
    return out


def _cut(app, drawn: pygame.Surface, fig: Figure) -> pygame.Surface:
    return drawn.subsurface(app.vp.rect(fig.region).clip(drawn.get_rect())).copy()


def _draw_stage(app, cls, stage: str) -> pygame.Surface:
    """The whole table of `stage` drawn off screen at the window's size, as the table draws
    it (felt, its static layer, its per-frame drawing), without the log and the buttons.
    Its texts are the table's own, measured on the table's screens: the text probe is
    paused here so they are not counted again on the page."""
    session = cls.howto_session(stage)
    table = cls(app, session)
    table.autosave = False
    surf = gfx.opaque_layer(app.vp.size)
    try:
        with gfx.unprobed():
            table.layout()
            table.build_buttons()
            table.howto_ready(stage)
            surf.fill(gfx.Palette.felt)
            table.sync_buttons()
            if table.layer_key() is not None:
                table.draw_layer(surf)
            table.draw_table(surf)
    finally:
        table.exit()
    return surf


def control_rows(app, gid: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(mouse rows, key rows) of the game's Controls section: (what you press, what it does)."""
    from zoo_desktop.games import table_class
    cls = table_class(gid)
    mouse = [(t(label), t(text)) for label, text in cls.howto_mouse]
    keys: list[tuple[str, str]] = []
    for codes, text in cls.howto_keys:
        codes = codes if isinstance(codes, tuple) else (codes,)
        keys.append((" / ".join(key_name(c) for c in codes), t(text)))
    for label, text in _button_keys(app, cls):
        if label not in (k for k, _ in keys):
            keys.append((label, text))
    keys.append((" / ".join(key_name(c) for c in cls.cover_keys),
                 t("howto.key.cover" if cls.cover_click_anywhere else "howto.key.cover_button")))
    keys.append((key_name(pygame.K_F11), t("howto.key.fullscreen")))
    return mouse, keys


def _button_keys(app, cls) -> list[tuple[str, str]]:
    """(key, button label) for every button of the table that has a shortcut (cached per
    language: building a table costs a few milliseconds)."""
    def make():
        table = cls(app, cls.howto_session("start"))
        table.autosave = False
        try:
            table.layout()
            table.build_buttons()
            rows = []
            for b in table.buttons:
                if b.key is not None:
                    name = key_name(b.key)
                    label = b.label[:-len(f" ({name})")] if b.label.endswith(f" ({name})") else b.label
                    rows.append((name, label))
            return rows
        finally:
            table.exit()
    return cached(("howto-buttons", cls.__name__, language()), make)


def play_until(session, done, limit: int = 2000):
    """Play `session` on with the game's easy bot in every seat (yours too) and its timers
    until `done(game)` holds: the seeded positions the pictures show. Raises if none."""
    from zoo_desktop.games import bot_classes
    easy = bot_classes(session.game_cls.info.id)["easy"]
    bots = {p: easy(session.game_cls, p, session.seed, 5) for p in range(session.config.players)}
    for _ in range(limit):
        g = session.game
        if done(g):
            return session
        d = g.decision()
        if d.players and g.legal_actions(d.players[0]):
            p = d.players[0]
            session.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human" if p == 0 else "bot")
        elif g.timers():
            session.apply(g.timers()[0][1], "timer")
        else:
            break
    raise RuntimeError(f"no {session.game_cls.info.id} position for the How to play pictures")

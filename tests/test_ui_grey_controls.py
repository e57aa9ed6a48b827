"""Issue 13 item 3: "no control that accepts a click and does nothing". On every table at the
human's turn, and on the other player's turn, every visible grey button is clicked through the
window: each one shows a reason (a toast, in the player's words, no rule ids) and changes
nothing."""
from __future__ import annotations

import pytest
from uidriver import centre, click, make_app, show_table

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games import GAMES, game_class


def open_table(app, gid, seats):
    return show_table(app, Session(game_class(gid), GameConfig.make(len(seats), seats=seats), 4), frames=5)


@pytest.mark.parametrize("gid", list(GAMES))
@pytest.mark.parametrize("whose", ["mine", "theirs"])
def test_every_grey_button_says_why_when_clicked(tmp_path, gid, whose):
    app = make_app(tmp_path, anim_speed=0.0, bot_speed=0.0)
    n = game_class(gid).info.min_players
    seats = ("human",) + ("easy",) * (max(2, n) - 1)
    table = open_table(app, gid, seats)
    if whose == "theirs":
        table.driver.step = lambda now: []      # the bot thinks for ever: it stays its turn
        g = table.session.game
        for _ in range(60):
            d = g.decision()
            if d.players and table.viewer not in d.players:
                break
            table.session.apply(g.legal_actions(d.players[0])[0], "human")
            g = table.session.game
        for _ in range(10):
            app.frame()
        assert table.viewer not in table.session.game.decision().players
    app.frame()
    grey = [b for b in table.buttons if b.visible and not b.enabled]
    assert grey, "nothing grey to check"
    for b in grey:
        fp = table.session.game.fingerprint()
        app.toast.items.clear()
        click(app, centre(b.rect), frames=2)
        shown = app.toast.current()
        assert shown and all(s.strip() for s in shown), f"{gid}: grey {b.name!r} took a click and said nothing"
        assert not any("ZA-" in s or "GO-" in s or "SK-" in s or "FR-" in s for s in shown), shown
        assert table.session.game.fingerprint() == fp, f"{gid}: grey {b.name!r} changed the game"

"""Write zoo_desktop/games/architect/data/tutorial.json: Zoo Architect's guided first game
(issue 18, item 3; read by zoo_desktop/games/architect/tutorial.py).

One 2-player game from a fixed seed is played through the rules to its end: the player's
seat by the normal bot, told twice what to do so that X tokens appear (an X action, then
an action card used with one X spent), the other seat by the easy bot. Every action goes
through the checked `apply`. Then the chapters are picked by content:

0. from the start until each of the five action cards has been used (with the break that
   comes in it, the first one),
1. the X action turn and the next turn that spends an X token,
2. the first turn that supports a conservation project,
3. from the turn that starts the final round (the crossing) to the end.

Each of the player's actions in a chapter is a step (its text by what the action is), a
chapter opens with its title text, and a break or the final round announced inside a
chapter adds a text step after it. `python tools/make_tutorial.py` rewrites the file;
`--check` only says whether it is up to date (tests/test_architect_tutorial.py checks
the data against the rules)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.architect.bots import BOTS
from zoo_desktop.games.architect.rules import UseCard, XAction, ZooArchitect
from zoo_desktop.games.architect.tutorial import YOU

OUT = Path(__file__).resolve().parents[1] / "zoo_desktop/games/architect/data/tutorial.json"
SEED = 1
CONFIG = {"players": 2, "seats": ["human", "easy"], "names": ["", ""], "options": {"start_seat": 0}}
X_AFTER = 32          # the first turn of the player's from this version takes an X action
CHAPTERS = ["architect.tut.ch.cards", "architect.tut.ch.x", "architect.tut.ch.project", "architect.tut.ch.end"]
# Choose(what=...) decisions that have their own step text (others: architect.tut.choose)
CHOOSE_TEXTS = {"upgrade", "cards", "snap", "dept", "university", "sponsors", "tile", "final", "donate", "draw",
                "discard", "cp2", "slot"}


def play():
    o = CONFIG["options"]
    cfg = GameConfig.make(CONFIG["players"], seats=CONFIG["seats"], names=CONFIG["names"], **o)
    s = Session(ZooArchitect, cfg, SEED)
    bots = {0: BOTS["normal"](ZooArchitect, 0, SEED, 100), 1: BOTS["easy"](ZooArchitect, 1, SEED, 100)}
    events = []
    state = "wait_x"
    while not s.game.is_over:
        g = s.game
        p = g.decision().players[0]
        legal = g.legal_actions(p)
        a = bots[p].choose(g.view(p), legal)
        if p == YOU and g.pending.kind == "turn":
            if state == "wait_x" and s.version >= X_AFTER:
                a = next(x for x in legal if isinstance(x, XAction))
                state = "spend"
            elif state == "spend" and isinstance(a, UseCard):
                spend = UseCard(a.player, a.card, max(1, a.x))
                if spend in legal:
                    a, state = spend, "done"
        events.append([e.kind for e in s.apply(a, "human" if p == YOU else "bot")])
    assert state == "done", "no turn spent an X token"
    return s, events


def turns(s) -> list[int]:
    """The versions where a turn of the player's starts (an action card or an X action)."""
    return [i for i, h in enumerate(s.history) if h.action.player == YOU and h.action.kind in ("use", "xaction")]


def chapters(s, events) -> list[tuple[int, int]]:
    acts = [h.action for h in s.history]
    starts = turns(s)
    n = len(acts)

    def turn_end(i):   # the version after the player's turn that starts at i (the opponent's replies included)
        later = [t for t in starts if t > i]
        return later[0] if later else n

    seen, c0 = set(), None
    for i in starts:
        if acts[i].kind == "use":
            seen.add(acts[i].card)
        if len(seen) == 5:
            c0 = (0, turn_end(i))
            break
    xa = next(i for i in starts if acts[i].kind == "xaction")
    sp = next(i for i in starts if i > xa and acts[i].kind == "use" and acts[i].x > 0)
    c1 = (xa, turn_end(sp))
    pr = next(i for i in starts if i >= c1[1] and any(a.kind == "support" and a.player == YOU
                                                      for a in acts[i:turn_end(i)]))
    c2 = (pr, turn_end(pr))
    fin = next(k for k, ev in enumerate(events) if "final_round" in ev)
    last = max(t for t in starts if t <= fin)
    c3 = (last, n)
    out = [c0, c1, c2, c3]
    assert all(a[1] <= b[0] for a, b in zip(out, out[1:])), out
    return out


def text_for(a) -> str:
    if a.kind == "use":
        return "architect.tut.use_x" if a.x else f"architect.tut.use.{a.card}"
    if a.kind == "choose":
        return f"architect.tut.choose.{a.what}" if a.what in CHOOSE_TEXTS else "architect.tut.choose"
    return f"architect.tut.{a.kind}"


def build() -> dict:
    s, events = play()
    acts = [h.action for h in s.history]
    steps = [{"at": 0, "text": "architect.tut.welcome", "act": False, "chapter": 0}]
    for c, (a, b) in enumerate(chapters(s, events)):
        steps.append({"at": a, "text": CHAPTERS[c], "act": False, "chapter": c})
        for i in range(a, b):
            if acts[i].player == YOU:
                steps.append({"at": i, "text": text_for(acts[i]), "act": True, "chapter": c})
            for kind, key in (("break", "architect.tut.break"), ("final_round", "architect.tut.final")):
                if kind in events[i] and i + 1 < len(acts):
                    steps.append({"at": i + 1, "text": key, "act": False, "chapter": c})
    return {"format": "zoo-tutorial", "version": 1, "game": "architect", "seed": SEED, "config": CONFIG,
            "chapters": CHAPTERS, "steps": steps, "actions": [a.to_json() for a in acts]}


def dump(data: dict) -> str:
    head = {k: v for k, v in data.items() if k not in ("steps", "actions")}
    lines = json.dumps(head, indent=1)[:-2] + ",\n"
    lines += ' "steps": [\n' + ",\n".join("  " + json.dumps(x) for x in data["steps"]) + "\n ],\n"
    lines += ' "actions": [\n' + ",\n".join("  " + json.dumps(x) for x in data["actions"]) + "\n ]\n}\n"
    return lines


def main(argv: list[str]) -> int:
    text = dump(build())
    if "--check" in argv:
        ok = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("up to date" if ok else f"{OUT} is out of date: run tools/make_tutorial.py")
        return 0 if ok else 1
    OUT.write_text(text, encoding="utf-8")
    d = json.loads(text)
    print(f"wrote {OUT}: {len(d['steps'])} steps, {sum(s['act'] for s in d['steps'])} to play, "
          f"{len(d['actions'])} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Golden fingerprints: seeded easy-bot games of every game in the registry, recorded once
and replayed by tests/test_golden.py, so a restructure that should change nothing (moving
files, splitting modules, typed tasks) is proven to change nothing (issue 17, item 1).

For each game: GAMES_PER_COUNT seeded games at 2 players and at the game's maximum, every
seat an easy bot, played by the simulator (`simulate.play_one`: the table's Driver on
a virtual clock, so Gorilla's real-time windows and the bots' reaction timers are in it).
After every EVERY-th action and after the last one the file keeps
- `fp`: the state's fingerprint (`Game.fingerprint`, sha256 of `state_json`), and
- `acts`: a digest of the actions taken so far (their JSON),
plus the number of actions and the final scores. A first mismatch therefore tells a bot
that chose differently (`acts` differs) from rules that turned the same actions into a
different state (`acts` equal, `fp` differs).

Re-record on purpose only (a deliberate change of a game's rules, its easy bot or its
`state_json`), one game or all, and commit the JSON with the change that explains it:

    python tests/golden.py --update              # all four games
    python tests/golden.py --update architect    # only Zoo Architect

Without --update it prints, per game, whether the recorded games still replay.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):      # run as a script: the repo's root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.simulate import play_one
from zoo_desktop.games import GAMES, game_class

DIR = Path(__file__).resolve().parent / "golden"
FORMAT = 1
EVERY = 10             # a checkpoint after every 10th action
GAMES_PER_COUNT = 3    # seeded games per player count
BASE_SEED = 1700       # game k of a player count n has seed BASE_SEED + 100 * n + k


def player_counts(gid: str) -> list[int]:
    """2 players (or the game's minimum if that is more) and the game's maximum."""
    info = game_class(gid).info
    return sorted({max(2, info.min_players), info.max_players})


def cases(gid: str) -> list[tuple[int, int]]:
    return [(n, BASE_SEED + 100 * n + k) for n in player_counts(gid) for k in range(GAMES_PER_COUNT)]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(gid: str, players: int, seed: int) -> dict[str, Any]:
    """One seeded all-easy game, with its checkpoints (see the module docstring)."""
    cfg = GameConfig.make(players, seats=("easy",) * players, names=[f"easy-{i + 1}" for i in range(players)])
    checkpoints: list[dict[str, Any]] = []
    acts = hashlib.sha256()

    def check(session) -> None:
        h = session.history[-1]
        acts.update(json.dumps(h.action.to_json(), sort_keys=True, separators=(",", ":")).encode())
        acts.update(b"\n")
        if session.version % EVERY == 0 or session.game.is_over:
            checkpoints.append({"n": session.version, "fp": session.game.fingerprint(),
                                "acts": acts.hexdigest()[:16]})

    s = play_one(gid, cfg, seed, budget_ms=5, check=check)
    return {"players": players, "seed": seed, "actions": s.version, "scores": s.game.scores(),
            "checkpoints": checkpoints}


def record(gid: str) -> dict[str, Any]:
    return {"format": FORMAT, "game": gid, "every": EVERY, "seats": "easy",
            "games": [play(gid, n, seed) for n, seed in cases(gid)]}


def path(gid: str) -> Path:
    return DIR / f"{gid}.json"


def load(gid: str) -> dict[str, Any]:
    return json.loads(path(gid).read_text(encoding="utf-8"))


def write(gid: str, data: dict[str, Any]) -> None:
    DIR.mkdir(exist_ok=True)
    # one checkpoint a line: small diffs when a re-record changes only the tail of a game
    lines = ['{"format": %d, "game": %s, "every": %d, "seats": "easy", "games": [' %
             (data["format"], json.dumps(data["game"]), data["every"])]
    for i, g in enumerate(data["games"]):
        head = {k: g[k] for k in ("players", "seed", "actions", "scores")}
        lines.append(" " + json.dumps(head)[:-1] + ', "checkpoints": [')
        cps = [f"  {json.dumps(c)}" for c in g["checkpoints"]]
        lines.append(",\n".join(cps))
        lines.append(" ]}" + ("," if i < len(data["games"]) - 1 else ""))
    lines.append("]}")
    tmp = path(gid).with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    os.replace(tmp, path(gid))


def compare(expected: dict[str, Any], actual: dict[str, Any]) -> str | None:
    """None if one recorded game replays exactly, else a sentence about the first difference."""
    where = f"{expected['players']} players, seed {expected['seed']}"
    got = {c["n"]: c for c in actual["checkpoints"]}
    for c in expected["checkpoints"]:
        a = got.get(c["n"])
        if a is None:
            return (f"{where}: the game ended after {actual['actions']} actions, "
                    f"the recording has a checkpoint at {c['n']} (of {expected['actions']})")
        if a["acts"] != c["acts"]:
            return (f"{where}: the actions differ by action {c['n']} (a bot chose differently, or the "
                    f"rules offered different legal actions or events); fingerprint {a['fp']} vs {c['fp']}")
        if a["fp"] != c["fp"]:
            return (f"{where}: same actions, different state after action {c['n']}: fingerprint "
                    f"{a['fp']} vs recorded {c['fp']} (the rules or state_json changed)")
    if actual["actions"] != expected["actions"]:
        return f"{where}: {actual['actions']} actions, recorded {expected['actions']}"
    if actual["scores"] != expected["scores"]:
        return f"{where}: scores {actual['scores']}, recorded {expected['scores']}"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--update", action="store_true", help="re-record (deliberately) and write tests/golden/<id>.json")
    ap.add_argument("games", nargs="*", help=f"game ids (default: all of {', '.join(GAMES)})")
    args = ap.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        ap.error(f"unknown game {', '.join(unknown)}; known: {', '.join(GAMES)}")
    bad = 0
    for gid in args.games or list(GAMES):
        data = record(gid)
        n = sum(len(g["checkpoints"]) for g in data["games"])
        if args.update:
            write(gid, data)
            print(f"{gid}: recorded {len(data['games'])} games, {n} checkpoints -> {path(gid)}")
            continue
        if not path(gid).exists():
            print(f"{gid}: no recording at {path(gid)} (run with --update)")
            bad += 1
            continue
        problems = [p for e, a in zip(load(gid)["games"], data["games"]) if (p := compare(e, a))]
        bad += bool(problems)
        print(f"{gid}: " + ("; ".join(problems) if problems else f"all {len(data['games'])} games replay ({n} checkpoints)"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

"""Command line: `zoo-desktop` starts the app; `simulate`, `replay` and `--smoke` are for
scripts and checks."""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _simulate(args) -> int:
    from zoo_desktop.engine.simulate import simulate
    from zoo_desktop.games import GAMES
    if args.game not in GAMES:
        print(f"unknown game {args.game!r}; known: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    options = json.loads(args.options) if args.options else None
    out = simulate(args.game, args.players, bots, args.games, args.seed, args.budget_ms, options)
    if not args.verbose:
        out.pop("first_error", None)
    print(json.dumps(out))
    return 0 if out["errors"] == 0 else 1


def _replay(args) -> int:
    from zoo_desktop.engine.record import RecordError, ReplayError, load_record, replay
    try:
        rec = load_record(args.file)
        game = replay(rec, verify=args.verify)
    except (RecordError, ReplayError, KeyError) as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        return 1
    print(json.dumps({"game": rec.game, "actions": len(rec.actions), "over": game.is_over,
                      "fingerprint": game.fingerprint(), "verified": bool(args.verify)}))
    return 0


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the frozen build starts its bot worker through main
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(prog="zoo-desktop", description="Zoo Desktop: four animal games.")
    p.add_argument("--smoke", action="store_true", help="open every scene headless, save screenshots, exit")
    p.add_argument("--screenshot", metavar="DIR", help="with --smoke: where to write the PNGs")
    p.add_argument("--only", default=None, help="with --smoke: comma-separated scene names (e.g. menu)")
    p.add_argument("--size", default=None, help="window size WxH")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    p.add_argument("--seats", default=None, help="with --new: seat kinds, e.g. human,easy,normal")
    p.add_argument("--seed", type=int, default=None, help="with --new: the seed")
    p.add_argument("--continue", dest="resume", action="store_true", help="resume the autosaved game at once")
    p.add_argument("--frames", type=int, default=None, help="run this many frames, print the game state's fingerprint, exit")
    sub = p.add_subparsers(dest="cmd")
    s = sub.add_parser("simulate", help="bot-only games headless; prints one JSON line")
    s.add_argument("game")
    s.add_argument("--players", type=int, default=3)
    s.add_argument("--bots", default="normal")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--budget-ms", type=int, default=200, help="hard bot time per decision")
    s.add_argument("--options", default=None, help='game options as JSON, e.g. {"match": true}')
    s.add_argument("--verbose", action="store_true")
    r = sub.add_parser("replay", help="replay a saved game")
    r.add_argument("file")
    r.add_argument("--verify", action="store_true", help="exit non-zero on any divergence")
    args = p.parse_args(argv)
    if args.cmd == "simulate":
        return _simulate(args)
    if args.cmd == "replay":
        return _replay(args)
    size = None
    if args.size:
        w, _, h = args.size.lower().partition("x")
        size = (int(w), int(h))
    if args.smoke:
        from zoo_desktop.ui.smoke import run_smoke
        only = set(args.only.split(",")) if args.only else None
        return run_smoke(args.screenshot or "smoke-screens", size or (1920, 1080), only)
    from zoo_desktop.ui.app import run
    start = None
    if args.new:
        start = ("new", args.new, args.seats, args.seed)
    elif args.resume:
        start = ("continue",)
    return run(size=size, fullscreen=args.fullscreen, start=start, frames=args.frames)


if __name__ == "__main__":
    sys.exit(main())

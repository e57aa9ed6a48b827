"""Command line: `zoo-desktop` starts the app; `simulate`, `replay`, `history` and `--smoke`
are for scripts and checks. Every bad value ends in one line on stderr and exit 2; the valid game
ids, bot levels and personalities in the help and the errors come from the games registry."""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from zoo_desktop import __version__  # noqa: E402
from zoo_desktop.games import GAMES  # noqa: E402  (ids only: nothing is imported until needed)


class Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage block) and the registry's names filled into
    help texts only when help is printed (so a plain start imports no game)."""

    def error(self, message: str):  # noqa: D102 - argparse API
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def _get_formatter(self):
        return RegistryHelp(prog=self.prog)


class RegistryHelp(argparse.RawDescriptionHelpFormatter):
    def _expand_help(self, action) -> str:
        text = super()._expand_help(action)
        for key, fill in (("{GAMES}", games_help), ("{BOTS}", bots_help), ("{OPTIONS}", options_help)):
            if key in text:
                text = text.replace(key, fill())
        return text


def games_help() -> str:
    from zoo_desktop.games import game_class
    parts = []
    for gid in GAMES:
        info = game_class(gid).info
        parts.append(f"{gid} ({info.min_players}-{info.max_players} players)")
    return ", ".join(parts)


def bots_help() -> str:
    from zoo_desktop.games import bot_classes
    return "; ".join(f"{gid}: {', '.join(bot_classes(gid))}" for gid in GAMES)


def options_help() -> str:
    from zoo_desktop.games import game_class
    out = []
    for gid in GAMES:
        opts = game_class(gid).info.options
        out.append(f"{gid}: " + ", ".join(f"{n} ({'/'.join(json.dumps(c) for c in ch)})" for n, _d, ch in opts))
    return "; ".join(out)


# ---------------------------------------------------------------------------- value types
def at_least(low: int):
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if v < low:
            raise argparse.ArgumentTypeError(f"{v} is too small: at least {low}")
        return v
    parse.__name__ = f"number >= {low}"
    return parse


def window_size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{1,5})\s*[xX]\s*(\d{1,5})\s*", text)
    if not m or not all(0 < int(v) <= 16384 for v in m.groups()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size WIDTHxHEIGHT, e.g. 1600x900")
    return int(m.group(1)), int(m.group(2))


def json_object(text: str) -> dict:
    try:
        v = json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(f"{text!r} is not JSON ({exc.msg} at character {exc.pos})") from None
    if not isinstance(v, dict):
        raise argparse.ArgumentTypeError(f"{text!r} is not a JSON object like {{\"match\": true}}")
    return v


def comma_list(text: str) -> list[str]:
    items = [s.strip() for s in text.split(",")]
    if not text.strip() or any(not s for s in items):
        raise argparse.ArgumentTypeError(f"{text!r} is not a comma-separated list")
    return items


# ---------------------------------------------------------------------------- checks after parsing
def check_game(p: Parser, gid: str, players: int | None, seats: list[str] | None, human: bool,
               options: dict | None = None) -> tuple[list[str] | None, dict | None]:
    """Seat kinds (shorthands resolved), player count and options against the game's rules;
    p.error (exit 2) on the first bad one."""
    from zoo_desktop.games import check_options, game_class, resolve_seat
    info = game_class(gid).info
    try:
        seats = [resolve_seat(gid, s, human=human) for s in seats] if seats else seats
        options = check_options(gid, options) if options else options
    except ValueError as exc:
        p.error(str(exc))
    if players is not None and not info.min_players <= players <= info.max_players:
        p.error(f"{gid} is for {info.min_players}-{info.max_players} players, not {players}")
    return seats, options


def progress_line(stream=sys.stderr, after_s: float = 2.0):
    """A progress callback for long runs: after `after_s` seconds, one line on stderr,
    rewritten in place on a terminal, every 10 s otherwise."""
    t0 = time.perf_counter()
    last = [-1e9]
    tty = stream.isatty()

    def report(done: int, total: int) -> None:
        now = time.perf_counter() - t0
        if now < after_s or (now - last[0] < (0.5 if tty else 10.0) and done < total):
            return
        last[0] = now
        left = now / done * (total - done)
        line = f"simulate: {done}/{total} games, {now:.0f} s, about {left:.0f} s left"
        stream.write(("\r" + line + ("\n" if done == total else "")) if tty else line + "\n")
        stream.flush()
    return report


# ---------------------------------------------------------------------------- commands
def _simulate(p: Parser, args) -> int:
    from zoo_desktop.simulate import simulate
    bots, options = check_game(p, args.game, args.players, args.bots, False, args.options)
    out = simulate(args.game, args.players, bots, args.games, args.seed, args.budget_ms, options,
                   progress=None if args.quiet else progress_line())
    if out.get("first_error"):
        reason = out["first_error"].strip().splitlines()[-1]
        print(f"simulate: {out['errors']} of {out['games']} games failed; the first: {reason}", file=sys.stderr)
        if not args.verbose:
            out["first_error"] = reason
    print(json.dumps(out))
    return 0 if out["errors"] == 0 else 1


def _replay(args) -> int:
    from zoo_desktop.engine.record import RecordError, ReplayError
    from zoo_desktop.storage import load_record, replay
    try:
        rec = load_record(args.file)
        game = replay(rec, verify=args.verify)  # verify: a missing fingerprint fails too
    except (RecordError, ReplayError) as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a rules bug met on the way: one line, never a traceback
        print(f"replay failed: {type(exc).__name__}: {str(exc)[:200]}", file=sys.stderr)
        return 1
    print(json.dumps({"game": rec.game, "actions": len(rec.actions), "over": game.is_over,
                      "fingerprint": game.fingerprint(), "verified": bool(args.verify)}))
    return 0


def parser() -> Parser:
    from zoo_desktop.i18n import LANGUAGES
    p = Parser(prog="zoo-desktop", description="Zoo Desktop: four animal board and card games, offline.\n"
               "With no command it opens the window (so does `replay FILE`, on the replay viewer); `simulate`, "
               "`replay --verify` and `history` run headless.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("--smoke", action="store_true",
                   help="open every scene headless (dummy video driver), save one PNG each, exit")
    p.add_argument("--screenshot", metavar="DIR", help="with --smoke: where to write the PNGs (default smoke-screens)")
    p.add_argument("--only", type=comma_list, default=None, metavar="SCENE,...",
                   help="with --smoke: only these scenes: menu, settings, about, slots, stats, finished, a game "
                        "id (all its scenes), GAME-SCENE or SCENE alone (every game's) for SCENE in setup, howto, "
                        "table, results, replay, omniscient, tutorial; games: {GAMES}")
    p.add_argument("--lang", choices=list(LANGUAGES), default=None,
                   help=f"with --smoke: the language of the screens (default en): {', '.join(LANGUAGES)}")
    p.add_argument("--ui-scale", type=int, choices=(100, 125, 150), default=None, metavar="PCT",
                   help="with --smoke: the UI scale setting, 100, 125 or 150 (default 100)")
    p.add_argument("--check-text", action="store_true",
                   help="with --smoke: measure every drawn text against its box; print what is cut, past "
                        "its box, unreadably small or overlapping; exit 1 if anything is")
    p.add_argument("--size", type=window_size, default=None, metavar="WxH",
                   help="window size, e.g. 1600x900 (the window is never smaller than 1280x720)")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    p.add_argument("--new", metavar="GAME", choices=list(GAMES),
                   help="start a new game at once; GAME is one of {GAMES}")
    p.add_argument("--seats", type=comma_list, default=None, metavar="KIND,...",
                   help="with --new: one kind per seat, human or a bot (level or level:personality, or a "
                        "personality alone), e.g. human,easy,normal:cautious; per game: {BOTS}")
    p.add_argument("--seed", type=int, default=None, help="with --new: the deal's seed (default: random)")
    p.add_argument("--continue", dest="resume", action="store_true", help="resume the autosaved game at once")
    p.add_argument("--frames", type=at_least(1), default=None, metavar="N",
                   help="run N frames, print the game state's fingerprint as JSON, exit (scripts, tests)")
    sub = p.add_subparsers(dest="cmd", metavar="{simulate,replay,history}")
    s = sub.add_parser("simulate", help="bot-only games headless; prints one JSON line",
                       description="Bot-only games on a virtual clock; prints one JSON line of results "
                                   "(exit 1 if any game failed, with the first reason on stderr).")
    s.add_argument("game", choices=list(GAMES), metavar="GAME", help="one of {GAMES}")
    s.add_argument("--players", type=at_least(1), default=3, help="number of seats (default 3)")
    s.add_argument("--bots", type=comma_list, default=["normal"], metavar="BOT,...",
                   help="bots for the seats in turn, level or level:personality (a personality alone is "
                        "accepted), e.g. easy,normal,hard; per game: {BOTS}")
    s.add_argument("--games", type=at_least(1), default=100, help="how many games (default 100)")
    s.add_argument("--seed", type=int, default=1, help="seed of the first game; game k uses seed+k (default 1)")
    s.add_argument("--budget-ms", type=at_least(1), default=200, metavar="MS",
                   help="hard bot thinking time per decision (default 200)")
    s.add_argument("--options", type=json_object, default=None, metavar="JSON",
                   help='game options as a JSON object, e.g. {"match": true}; per game: {OPTIONS}')
    s.add_argument("--verbose", action="store_true", help="the first failure's whole traceback in the JSON")
    s.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    p.simulate_parser = s
    r = sub.add_parser("replay", help="watch a saved game in the replay viewer, or check it with --verify",
                       description="Open a save or record file in the replay viewer (a window); with --verify, "
                                   "replay it headless instead and print one JSON line.")
    r.add_argument("file", help="a save or record (.json)")
    r.add_argument("--verify", action="store_true", help="headless: exit non-zero on any divergence")
    h = sub.add_parser("history", help="statistics of the finished games as JSON, or the history as CSV",
                       description="The game history (history.sqlite in the data folder): one JSON line of "
                                   "statistics per game, the numbers the Statistics screen shows; or, with "
                                   "--csv, every finished game's seats as CSV.")
    h.add_argument("game", nargs="?", choices=list(GAMES), metavar="GAME", help="one of {GAMES} (default: every game)")
    h.add_argument("--player", default="", metavar="NAME",
                   help="whose statistics: a name typed at setup (hot-seat); default: you (the seats with the default name)")
    h.add_argument("--csv", metavar="FILE", help="write the history of GAME (or of every game) as CSV to FILE")
    return p


def _history(args) -> int:
    from pathlib import Path

    from zoo_desktop import history
    from zoo_desktop.i18n import set_language, t
    from zoo_desktop.settings import Settings
    settings = Settings.load()
    set_language(settings.language)
    h = history.History(keep=settings.kept_games)
    try:
        if h.notice:   # damaged and rebuilt, newer, unavailable: said, then the numbers
            print(t(h.notice, **h.notice_args), file=sys.stderr)
        if args.csv:
            try:
                n = h.export_csv(Path(args.csv), args.game)
            except OSError as exc:
                print(f"cannot write {args.csv}: {exc.strerror or exc}", file=sys.stderr)
                return 1
            print(json.dumps({"csv": args.csv, "games": n}))
            return 0
        for gid in [args.game] if args.game else list(GAMES):
            print(json.dumps(h.stats(gid, args.player).to_json(), ensure_ascii=False))
        return 0
    finally:
        h.close()


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the frozen build starts its bot worker through main
    argv = sys.argv[1:] if argv is None else argv
    p = parser()
    args = p.parse_args(argv)
    if args.cmd == "simulate":
        return _simulate(p.simulate_parser, args)
    if args.cmd == "replay":
        if args.verify:
            return _replay(args)   # headless: checks the record, prints one JSON line
        from zoo_desktop.ui.app import run
        return run(size=args.size, fullscreen=args.fullscreen, start=("replay", args.file), frames=args.frames)
    if args.cmd == "history":
        return _history(args)
    if args.smoke:
        from zoo_desktop.ui.smoke import run_smoke, scene_names
        only = set(args.only) if args.only else None
        if only:
            valid = scene_names()
            bad = sorted(only - set(valid))
            if bad:
                p.error(f"unknown scene {', '.join(bad)}; valid: {', '.join(valid)}")
        check = None
        if args.check_text:
            from zoo_desktop.ui.smoke import TextCheck
            check = TextCheck()
        rc = run_smoke(args.screenshot or (None if check else "smoke-screens"), args.size or (1920, 1080), only,
                       args.lang or "en", (args.ui_scale or 100) / 100, check)
        if check is not None:
            for name, found in check.problems.items():
                for line in found:
                    print(f"{name}: {line}")
            rc = rc or int(any(check.problems.values()))
        return rc
    if (args.seats or args.seed is not None) and not args.new:
        p.error("--seats and --seed go with --new GAME")
    start = None
    if args.new:
        from zoo_desktop.games import game_class
        seats = args.seats
        if seats is None:
            seats = ["human"] + ["normal"] * (game_class(args.new).info.min_players - 1)
        seats, _ = check_game(p, args.new, len(seats), seats, True)
        start = ("new", args.new, ",".join(seats), args.seed)
    elif args.resume:
        start = ("continue",)
    from zoo_desktop.ui.app import run
    return run(size=args.size, fullscreen=args.fullscreen, start=start, frames=args.frames)


if __name__ == "__main__":
    sys.exit(main())

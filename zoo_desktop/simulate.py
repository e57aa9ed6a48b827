"""Headless bot-only games on a virtual clock (the same Driver as the table uses), by game id:
the layer that joins the registry (`zoo_desktop.games`) to the engine, which takes game
classes and never looks a game up."""
from __future__ import annotations

import time
import traceback
from collections import Counter
from typing import Any, Callable

from zoo_desktop.engine.core import GameConfig
from zoo_desktop.engine.session import Driver, Session


def play_one(game_id: str, config: GameConfig, seed: int, *, budget_ms: int = 1000,
             max_actions: int = 20000, check: Callable[[Session], None] | None = None,
             timings: dict[str, list[float]] | None = None) -> Session:
    """Play one game to the end with bots in every seat; `check(session)` runs after every
    action (invariants in tests). Raises RuntimeError if the game gets stuck."""
    from zoo_desktop.games import entry, game_class, make_bots
    session = Session(game_class(game_id), config, seed)
    if check:
        session.on_applied = lambda s, applied: check(s)
    bots = make_bots(game_id, config, seed, budget_ms)
    if timings is not None:
        for seat, bot in bots.items():
            _time_bot(bot, config.seats[seat], timings)
    driver = Driver(session, bots,
                    think_ms=entry(game_id).think_ms, seed=seed)
    now = 0.0
    while not session.game.is_over:
        due = driver.next_due(now)
        if due is None:
            raise RuntimeError(f"stuck: nobody can act\n{session.game.describe()}")
        now = max(now, due)
        driver.step(now)
        if session.version > max_actions:
            raise RuntimeError(f"no end after {max_actions} actions\n{session.game.describe()}")
    driver.close()
    return session


def _time_bot(bot, label: str, timings: dict[str, list[float]]) -> None:
    """Record the milliseconds of every decision of `bot` under `label`."""
    choose = bot.choose

    def timed(view, legal):
        t0 = time.perf_counter()
        try:
            return choose(view, legal)
        finally:
            timings.setdefault(label, []).append((time.perf_counter() - t0) * 1000.0)
    bot.choose = timed


def simulate(game_id: str, players: int, bots: list[str], games: int, seed: int,
             budget_ms: int = 1000, options: dict[str, Any] | None = None,
             progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """`games` bot-only games from seeds seed, seed+1, ...; `progress(done, games)` is called
    after each one (the command line's progress line)."""
    seats = tuple(bots[i % len(bots)] for i in range(players))
    cfg = GameConfig.make(players, seats=seats, names=[f"{s}-{i + 1}" for i, s in enumerate(seats)],
                          **(options or {}))
    t0 = time.perf_counter()
    finished = errors = 0
    turns = 0
    seat_wins: Counter = Counter()
    level_wins: Counter = Counter()
    first_error = None
    for k in range(games):
        try:
            s = play_one(game_id, cfg, seed + k, budget_ms=budget_ms)
        except Exception:  # report, keep going: the count is the point
            errors += 1
            first_error = first_error or traceback.format_exc(limit=3)
            s = None
        if progress:
            progress(k + 1, games)
        if s is None:
            continue
        finished += 1
        turns += sum(1 for h in s.history if h.source != "timer")
        winner = s.game.ranking()[0]
        seat_wins[winner] += 1
        level_wins[seats[winner]] += 1
    dt = time.perf_counter() - t0
    out = {"game": game_id, "players": players, "bots": list(seats), "games": games,
           "finished": finished, "errors": errors,
           "mean_turns": round(turns / finished, 2) if finished else 0,
           "games_per_second": round(games / dt, 2) if dt else 0,
           "wins_per_seat": {str(p): seat_wins[p] for p in range(players)},
           "wins_per_level": {lvl: level_wins[lvl] for lvl in sorted(set(seats))}}
    if first_error:
        out["first_error"] = first_error
    return out


def play_to_end(game_id: str, players: int, level: str, seed: int, *, budget_ms: int = 5,
                max_actions: int = 20000) -> dict[str, Any]:
    """One bot-only game with every seat at `level` (hard bots at `budget_ms`): how many
    actions it took and how it ended (the last event of its last action), or the error."""
    cfg = GameConfig.make(players, seats=(level,) * players,
                          names=[f"{level}-{i + 1}" for i in range(players)])
    try:
        s = play_one(game_id, cfg, seed, budget_ms=budget_ms, max_actions=max_actions)
    except RuntimeError as e:
        return {"seed": seed, "actions": max_actions, "turns": None, "ended": "error: " + str(e).splitlines()[0],
                "limit": False}
    kinds = [e.kind for h in s.history for e in h.events]
    last = next((k for k in reversed(kinds) if k not in ("game_over", "turn")), kinds[-1])
    turns = getattr(s.game, "turns", None)   # the game's own turn count (Zoo Architect: all seats)
    if not isinstance(turns, int):
        turns = sum(1 for h in s.history if h.source != "timer")
    # "limit": the game ended by its safety limit (an event "round_limit", Zoo Architect's ZA-END-6)
    return {"seed": seed, "actions": s.version, "turns": turns, "ended": last, "limit": "round_limit" in kinds}


def play_seats(session, bots: dict, until: int) -> None:
    """Play `session` on with `bots` (one per seat, humans' seats included) and its timers
    until `until` actions or the end: the late positions benches and tests measure."""
    while session.version < until and not session.game.is_over:
        g = session.game
        d = g.decision()
        if d.players and g.legal_actions(d.players[0]):
            p = d.players[0]
            human = not session.config.is_bot(p)
            session.apply(bots[p].choose(g.view(p), g.legal_actions(p)), "human" if human else "bot")
        elif g.timers():
            session.apply(g.timers()[0][1], "timer")
        else:
            break

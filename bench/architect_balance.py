"""Zoo Architect balance: whole bot games per setting, and how they end.

    python bench/architect_balance.py [--games 200] [--players 2] [--bots normal] [--seed 1]
                                      [--options '{"adjacency": "previous"}'] [--cards 15] [--jobs 2]
    python bench/architect_balance.py --suite        # the issue's table: 2p x200, 3p x100, 4p x100
                                                     # normal-only, easy-only and hard-vs-normal
    python bench/architect_balance.py --maps all --games 30 --jobs 2   # each setting once per zoo map
    python bench/architect_balance.py --options '{"maps": "random"}'   # mixed maps: the per-map table

`--bots` is one level for every seat or a comma list rotated over the seats each game (so a
"hard,normal" run gives each level every seat equally often). Prints, per setting:
how games end (crossing vs the ZA-END-6 safety limit), turns per player (median, p10, p90),
the winner's and loser's median score, appeal, CP and money left at the end, the action mix
per level (share of turns on each action card and the X action), project supports per player,
first-seat win rate with a 95 % (Wilson) interval, and per card its play rate (share of games
in which it was played) and the win rate of the player who played it, with the outliers.
The targets of issue 12 are printed next to the figures they judge.

`--maps all` (or a comma list of map ids) runs each setting once per map, every seat on it,
and prints the table a row per map. Whatever the maps, a per-map table follows: per map the
seats that played on it, their win rate (95 % Wilson interval) and median score, so a run with
`{"maps": "random"}` (a different map per seat) compares the maps' worth head to head.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tournament import wilson  # noqa: E402  (the ladder's 95 % Wilson interval)

ACTIONS = ("animals", "build", "cards", "association", "sponsors", "x")


def quant(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def one(args: tuple) -> dict:
    """Play one seeded game; return what the table needs (JSON-able)."""
    k, players, levels, seed, budget, options, max_actions = args
    from zoo_desktop.engine.core import GameConfig
    from zoo_desktop.simulate import play_one
    seats = tuple(levels[(i + k) % len(levels)] for i in range(players))
    cfg = GameConfig.make(players, seats=seats, names=[f"{s}-{i + 1}" for i, s in enumerate(seats)],
                          **options)
    t0 = time.perf_counter()
    try:
        s = play_one("architect", cfg, seed + k, budget_ms=budget, max_actions=max_actions)
    except Exception as exc:  # counted, not fatal: the count is the point
        return {"error": repr(exc)[:300]}
    g = s.game
    turns = [0] * players
    actions = [Counter() for _ in range(players)]
    played: list[set] = [set() for _ in range(players)]
    ended = "crossing"
    for h in s.history:
        for e in h.events:
            d = e.data
            if e.kind == "use_card":
                turns[d["player"]] += 1
                actions[d["player"]][d["card"]] += 1
            elif e.kind == "x_action":
                turns[d["player"]] += 1
                actions[d["player"]]["x"] += 1
            elif e.kind in ("animal", "sponsor", "project_played"):
                played[d["player"]].add(d["card"])
            elif e.kind == "round_limit":
                ended = "limit"
    scores = g.scores()
    ranking = g.ranking()
    maps = [pl.zmap.id for pl in g.pl]
    winner = ranking[0]
    return {
        "seed": seed + k, "seats": seats, "maps": maps, "ended": ended, "turns": turns, "scores": scores, "winner": winner,
        "start": g.start_seat, "appeal": [pl.appeal for pl in g.pl], "cp": [pl.cp for pl in g.pl],
        "money": [pl.money for pl in g.pl], "supports": [pl.supported for pl in g.pl],
        "actions": [dict(c) for c in actions], "played": [sorted(x) for x in played],
        "seconds": time.perf_counter() - t0,
    }


def run(players: int, levels: list[str], games: int, seed: int, budget: int, options: dict,
        jobs: int, max_actions: int) -> list[dict]:
    work = [(k, players, levels, seed, budget, options, max_actions) for k in range(games)]
    if jobs <= 1:
        return [one(w) for w in work]
    with mp.Pool(jobs) as pool:
        return pool.map(one, work, chunksize=1)


def report(results: list[dict], players: int, levels: list[str], options: dict, top_cards: int,
           seconds: float) -> dict:
    errors = [r for r in results if "error" in r]
    ok = [r for r in results if "error" not in r]
    out: dict = {"players": players, "bots": ",".join(levels), "options": options, "games": len(results),
                 "errors": len(errors), "seconds": round(seconds, 1)}
    if errors:
        out["first_error"] = errors[0]["error"]
    if not ok:
        return out
    n = len(ok)
    limit = sum(r["ended"] == "limit" for r in ok)
    tpp = [statistics.mean(r["turns"]) for r in ok]
    win_s = [r["scores"][r["winner"]] for r in ok]
    lose_s = [s for r in ok for i, s in enumerate(r["scores"]) if i != r["winner"]]
    every = lambda key: [v for r in ok for v in r[key]]  # noqa: E731
    first = sum(r["winner"] == r["start"] for r in ok)
    flo, fhi = wilson(first, n)
    out.update({
        "ended_by_crossing": round(1 - limit / n, 3), "ended_by_safety_limit": round(limit / n, 3),
        "limit_seeds": [r["seed"] for r in ok if r["ended"] == "limit"],   # to replay the ones that stalled
        "turns_per_player": {"median": statistics.median(tpp), "p10": quant(tpp, 0.1), "p90": quant(tpp, 0.9)},
        "winner_score_median": statistics.median(win_s), "loser_score_median": statistics.median(lose_s),
        "appeal_end_median": statistics.median(every("appeal")), "cp_end_median": statistics.median(every("cp")),
        "money_end_median": statistics.median(every("money")),
        "supports_per_player_median": statistics.median(every("supports")),
        "supports_per_player_mean": round(statistics.mean(every("supports")), 2),
        "first_seat_win_rate": round(first / n, 3), "first_seat_ci95": [round(flo, 3), round(fhi, 3)],
    })
    mix: dict[str, Counter] = defaultdict(Counter)
    for r in ok:
        for i, lvl in enumerate(r["seats"]):
            mix[lvl].update(r["actions"][i])
    out["action_mix"] = {lvl: {a: round(c[a] / max(1, sum(c.values())), 3) for a in ACTIONS}
                         for lvl, c in sorted(mix.items())}
    if len(set(levels)) > 1:
        wins = Counter(r["seats"][r["winner"]] for r in ok)
        out["wins_by_level"] = {lvl: {"rate": round(wins[lvl] / n, 3),
                                      "ci95": [round(x, 3) for x in wilson(wins[lvl], n)]}
                                for lvl in sorted(set(levels))}
    # per card: how often played (share of games), and win rate of its player
    plays: Counter = Counter()
    won: Counter = Counter()
    for r in ok:
        for i, cards in enumerate(r["played"]):
            for c in cards:
                plays[c] += 1
                won[c] += r["winner"] == i
    base = 1 / players
    cards = [(c, plays[c] / n, won[c] / plays[c]) for c in plays]
    out["cards_played"] = len(plays)
    enough = [c for c in cards if plays[c[0]] >= max(5, n // 20)]
    out["card_win_rate_top"] = [[c, round(p, 2), round(w, 2)] for c, p, w in
                                sorted(enough, key=lambda x: -x[2])[:top_cards]]
    out["card_win_rate_bottom"] = [[c, round(p, 2), round(w, 2)] for c, p, w in
                                   sorted(enough, key=lambda x: x[2])[:top_cards]]
    out["card_play_rate_top"] = [[c, round(p, 2), round(w, 2)] for c, p, w in
                                 sorted(cards, key=lambda x: -x[1])[:top_cards]]
    out["card_win_rate_baseline"] = round(base, 2)
    out["targets"] = targets(out) if set(levels) == {"normal"} else {}
    by_map: dict = defaultdict(lambda: {"seats": 0, "wins": 0, "scores": []})
    for r in ok:
        for i, m in enumerate(r["maps"]):
            b = by_map[m]
            b["seats"] += 1
            b["wins"] += r["winner"] == i
            b["scores"].append(r["scores"][i])
    out["by_map"] = {m: {"seats": b["seats"], "win_rate": round(b["wins"] / b["seats"], 3),
                         "ci95": [round(x, 3) for x in wilson(b["wins"], b["seats"])],
                         "score_median": statistics.median(b["scores"])} for m, b in sorted(by_map.items())}
    return out


def targets(o: dict) -> dict:
    """Issue 12's targets for normal bots in every seat: met or not."""
    mix = o["action_mix"].get("normal", {})
    t = {
        "safety limit < 1 %": o["ended_by_safety_limit"] < 0.01,
        "median turns/player 20-32": 20 <= o["turns_per_player"]["median"] <= 32,
        "winner median score >= +5": o["winner_score_median"] >= 5,
        "median money left <= 25": o["money_end_median"] <= 25,
        "every action card >= 8 % of turns": all(mix.get(a, 0) >= 0.08 for a in ACTIONS[:5]),
    }
    if o["players"] == 2:
        t["first seat wins 40-60 %"] = 0.40 <= o["first_seat_win_rate"] <= 0.60
    return t


def table(rows: list[dict]) -> str:
    """One Markdown table of the headline figures, a row per setting."""
    head = ("| setting | games | crossing | limit | turns/player med (p10-p90) | winner / loser med | "
            "appeal / CP / money med | supports/player | first seat wins | mix A/B/C/As/S/X |")
    lines = [head, "|" + "---|" * 10]
    for o in rows:
        if "turns_per_player" not in o:
            lines.append(f"| {o['players']}p {o['bots']} | {o['games']} | errors {o['errors']} |||||||| |")
            continue
        lvl = o["bots"].split(",")[0]
        m = o["action_mix"][lvl]
        tp = o["turns_per_player"]
        lines.append(
            f"| {o['players']}p {o['bots']} {json.dumps(o['options']) if o['options'] else ''} | {o['games'] - o['errors']}"
            f"{' (+%d err)' % o['errors'] if o['errors'] else ''} | {o['ended_by_crossing']:.0%} | "
            f"{o['ended_by_safety_limit']:.0%} | {tp['median']:.1f} ({tp['p10']:.1f}-{tp['p90']:.1f}) | "
            f"{o['winner_score_median']:+.0f} / {o['loser_score_median']:+.0f} | {o['appeal_end_median']:.0f} / "
            f"{o['cp_end_median']:.0f} / {o['money_end_median']:.0f} | {o['supports_per_player_mean']:.1f} | "
            f"{o['first_seat_win_rate']:.0%} [{o['first_seat_ci95'][0]:.0%}-{o['first_seat_ci95'][1]:.0%}] | "
            + "/".join(f"{m[a]:.0%}" for a in ACTIONS) + " |")
    return "\n".join(lines)


def map_table(rows: list[dict]) -> str:
    """Per map, over every row: the seats on it, their win rate and median score."""
    agg: dict = defaultdict(lambda: [0, 0.0, []])
    for o in rows:
        for m, b in o.get("by_map", {}).items():
            agg[m][0] += b["seats"]
            agg[m][1] += b["win_rate"] * b["seats"]
            agg[m][2].append(b["score_median"])
    lines = ["| map | seats | win rate (95 % CI) | median score |", "|---|---|---|---|"]
    for m, (n, w, meds) in sorted(agg.items()):
        wins = round(w)
        lo, hi = wilson(wins, n)
        lines.append(f"| {m} | {n} | {wins / n:.0%} [{lo:.0%}-{hi:.0%}] | {statistics.median(meds):+.0f} |")
    return "\n".join(lines)


SUITE = [  # (players, bots, games): issue 12's settings
    (2, "normal", 200), (3, "normal", 100), (4, "normal", 100),
    (2, "easy", 200), (3, "easy", 100), (4, "easy", 100),
    (2, "hard,normal", 60),
]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bots", default="normal", help="one level, or a comma list rotated over the seats")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, default=250, help="hard bot's time per decision")
    ap.add_argument("--options", default="{}", help="game options as JSON, e.g. '{\"adjacency\": \"previous\"}'")
    ap.add_argument("--cards", type=int, default=8, help="how many outlier cards to list")
    ap.add_argument("--max-actions", type=int, default=20000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--suite", action="store_true", help="run every setting of issue 12")
    ap.add_argument("--json", action="store_true", help="print the full figures as JSON too")
    ap.add_argument("--maps", default="", help="'all' or a comma list of map ids: each setting once per map")
    a = ap.parse_args(argv)
    options = json.loads(a.options)
    settings = SUITE if a.suite else [(a.players, a.bots, a.games)]
    if a.maps:
        from zoo_desktop.games.architect.hexmap import MAP_IDS
        maps = list(MAP_IDS) if a.maps == "all" else a.maps.split(",")
        opts = [{**options, "maps": m} for m in maps]
    else:
        opts = [options]
    rows = []
    for players, bots, games in settings:
        for o_opts in opts:
            t0 = time.perf_counter()
            levels = bots.split(",")
            res = run(players, levels, games, a.seed, a.budget_ms, o_opts, a.jobs, a.max_actions)
            o = report(res, players, levels, o_opts, a.cards, time.perf_counter() - t0)
            rows.append(o)
            print(json.dumps(o, indent=1) if a.json else _short(o), flush=True)
    print()
    print(table(rows))
    print()
    print(map_table(rows))
    return 0


def _short(o: dict) -> str:
    keep = {k: v for k, v in o.items() if not k.startswith("card_") or k == "card_win_rate_baseline"}
    lines = [json.dumps(keep)]
    for k in ("card_play_rate_top", "card_win_rate_top", "card_win_rate_bottom"):
        if k in o:
            lines.append(f"  {k}: " + ", ".join(f"{c} {p:.0%} played, {w:.0%} won" for c, p, w in o[k]))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())

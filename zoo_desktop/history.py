"""Game history and statistics (issue 18, item 2): every finished game in a local SQLite
database (the standard library's sqlite3) in the user data folder, `history.sqlite`.

- The schema has a version (`PRAGMA user_version`) and migrations, each one transaction:
  0 -> 1 creates the games table, 1 -> 2 adds one row per seat (who played it, score, place,
  Gorilla reaction times) filled from the games already there.
- A finished game is one transaction (`History.add`): a kill loses at most that game. Before
  it, the game's record is written atomically to the folder of kept records
  (`finished/`, the newest `keep` of them, a setting); a database that lost a game (killed
  between the two writes) takes it back from there when it is next opened.
- A damaged database (not a database, or failing `PRAGMA integrity_check`) is moved aside as
  `history.sqlite.damaged-<stamp>` (its bytes kept), what can still be read of it is
  salvaged, and a new one is rebuilt from the salvaged rows and the kept records (each
  replayed for its scores and ranking): `History.notice` says so in the player's language.
- Who "you" are: the human seats. A human seat with its default name counts as you (the
  key ""); a seat whose name was typed counts under that name (hot-seat players apart);
  a second default-named human in one game counts as "#<seat>". Bot-only games are not
  recorded.
- Gorilla reaction times come from the record: a human's Slap action carries the ms from
  the first frame that showed the gorilla (GO-RT-02, the table's SlapGate). Other games
  have none (shown as not measured).

No pygame: the stats scene (ui/scenes/stats.py), the bench and the tests share this."""
from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import os
import sqlite3
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from zoo_desktop.engine.record import GameRecord, atomic_write_text, load_record, replay
from zoo_desktop.engine.names import is_default
from zoo_desktop.paths import data_dir, finished_dir

DB_NAME = "history.sqlite"
DEFAULT_KEEP = 500          # kept records of finished games (the setting `kept_games`)
SCHEMA_VERSION = 2
YOU = ""                    # the statistics' key of the default-named human seat
STAMP = "%Y-%m-%d %H:%M:%S"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate (95 % with z = 1.96); (0, 0) for no games. Also
    used by bench/tournament.py."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


# ----------------------------------------------------------------------------- schema
V1 = """
CREATE TABLE games (
  id          INTEGER PRIMARY KEY,
  uid         TEXT NOT NULL UNIQUE,     -- the game's identity (record content): added once
  finished_at TEXT NOT NULL,            -- local time, 'YYYY-MM-DD HH:MM:SS.mmm'
  game        TEXT NOT NULL,            -- game id
  players     INTEGER NOT NULL,
  seats       TEXT NOT NULL,            -- JSON: each seat's kind, 'human' or a bot level[:personality]
  names       TEXT NOT NULL,            -- JSON: each seat's name as recorded ('' = default)
  scores      TEXT NOT NULL,            -- JSON: each seat's score
  ranking     TEXT NOT NULL,            -- JSON: the seats, winner first
  duration_s  REAL,                     -- wall time from the first move to the end
  record      TEXT NOT NULL             -- the GameRecord's JSON
);
CREATE INDEX games_by_game ON games (game, finished_at);
"""

V2 = """
CREATE TABLE seats (
  game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat      INTEGER NOT NULL,
  player    TEXT,                       -- a human seat's statistics key ('' = you); NULL for a bot
  kind      TEXT NOT NULL,
  score     INTEGER NOT NULL,
  rank      INTEGER NOT NULL,           -- 0 = won
  rt_count  INTEGER,                    -- Gorilla: the seat's slaps, their median and best (ms)
  rt_median REAL,
  rt_best   INTEGER,
  rt_times  TEXT,                       -- JSON list of every slap's ms
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_player ON seats (player, game_id);
"""


def _migrate_0_1(con: sqlite3.Connection) -> None:
    for stmt in _statements(V1):   # (not executescript: it would commit the migration's transaction)
        con.execute(stmt)


def _migrate_1_2(con: sqlite3.Connection) -> None:
    """Version 2 keeps one row per seat, computed from each game's row (its record for the
    reaction times)."""
    for stmt in _statements(V2):
        con.execute(stmt)
    rows = con.execute("SELECT id, game, seats, names, scores, ranking, record FROM games").fetchall()
    for gid, game, seats, names, scores, ranking, rec in rows:
        actions = []
        try:
            actions = json.loads(rec).get("actions", [])
        except (ValueError, AttributeError):
            pass
        _insert_seats(con, gid, seat_rows(game, json.loads(seats), json.loads(names), json.loads(scores),
                                          json.loads(ranking), actions))


def _statements(script: str) -> list[str]:
    """The statements of a schema script (its comments dropped)."""
    lines = [ln.split("--")[0] for ln in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


# version v -> the function that takes a database from v to v + 1 (inside one transaction)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _migrate_0_1, 1: _migrate_1_2}


class HistoryDamaged(sqlite3.DatabaseError):
    """The file is not a database, or its integrity check failed."""


class HistoryNewer(Exception):
    """A database from a newer version of the app: left as it is."""


# ----------------------------------------------------------------------------- rows
def reaction_times(actions: Iterable[dict], seat: int) -> list[int]:
    """The ms of each of a seat's Gorilla slaps, in order (a slap is only legal while the
    gorilla shows, so every one is a reaction)."""
    out = []
    for a in actions:
        if isinstance(a, dict) and a.get("kind") == "slap" and a.get("player") == seat:
            v = a.get("t")
            if type(v) is int and v >= 0:
                out.append(v)
    return out


def player_keys(seats: list[str], names: list[str]) -> list[str | None]:
    """Each seat's statistics key: None for a bot; for a human its typed name, or YOU for
    the first human with a default name (a second one: '#<seat number>'). A name met twice
    in one game gets its seat number too, so no game counts twice for one player."""
    keys: list[str | None] = []
    seen: set[str] = set()
    for p, kind in enumerate(seats):
        if kind != "human":
            keys.append(None)
            continue
        name = names[p] if p < len(names) and isinstance(names[p], str) else ""
        key = YOU if is_default(name, p, kind) else name.strip()
        if key in seen:
            key = f"#{p + 1}" if key == YOU else f"{key} #{p + 1}"
        seen.add(key)
        keys.append(key)
    return keys


def seat_rows(game: str, seats: list[str], names: list[str], scores: list, ranking: list[int],
              actions: list[dict]) -> list[tuple]:
    """The seats table's rows of one game (without its id): seat, player, kind, score, rank,
    rt_count, rt_median, rt_best, rt_times."""
    keys = player_keys(seats, names)
    out = []
    for p, kind in enumerate(seats):
        rank = ranking.index(p) if p in ranking else len(seats)
        rt = reaction_times(actions, p) if game == "gorilla" and keys[p] is not None else []
        out.append((p, keys[p], kind, int(scores[p]), rank, len(rt) if rt else None,
                    float(statistics.median(rt)) if rt else None, min(rt) if rt else None,
                    json.dumps(rt) if rt else None))
    return out


def _insert_seats(con, game_id: int, rows: list[tuple]) -> None:
    con.executemany("INSERT INTO seats (game_id, seat, player, kind, score, rank, rt_count, rt_median, rt_best, "
                    "rt_times) VALUES (?,?,?,?,?,?,?,?,?,?)", [(game_id,) + r for r in rows])


def record_uid(rec: GameRecord) -> str:
    """A finished game's identity: its content (game, config, seed, actions) and when it
    began, so the same game is recorded once however often its results are shown."""
    body = json.dumps([rec.game, rec.config.to_json(), rec.seed, rec.actions, rec.meta.get("created")],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:20]


@dataclass
class Listed:
    """One row of the Finished games list: a finished game without its record."""
    uid: str
    finished_at: str
    game: str
    seats: list[str]
    names: list[str]
    scores: list[int]
    ranking: list[int]


@dataclass
class Finished(Listed):
    """One finished game as the games table holds it: the list's row, its duration and record."""
    duration_s: float | None
    record: GameRecord

    @property
    def humans(self) -> int:
        return sum(1 for k in self.seats if k == "human")


def finished_from(rec: GameRecord, scores: list[int], ranking: list[int], now: float | None = None) -> Finished:
    """A finished game from its record and final scores and ranking. Its finish time and
    duration go into the record's meta (`finished`, `duration_s`, `history_uid`), so the kept
    file alone rebuilds the row."""
    meta = rec.meta
    uid = meta.get("history_uid") if isinstance(meta.get("history_uid"), str) else record_uid(rec)
    finished = meta.get("finished")
    if not isinstance(finished, str):
        now = time.time() if now is None else now
        finished = time.strftime(STAMP, time.localtime(now)) + f".{int(now * 1000) % 1000:03d}"
    dur = meta.get("duration_s")
    if not isinstance(dur, (int, float)) or isinstance(dur, bool):
        dur = None
        created = meta.get("created")
        if isinstance(created, str):
            try:
                dur = max(0.0, round(time.mktime(time.strptime(finished[:19], STAMP))
                                     - time.mktime(time.strptime(created, STAMP)), 1))
            except ValueError:
                dur = None
    meta.update(history_uid=uid, finished=finished)
    if dur is not None:
        meta["duration_s"] = dur
    return Finished(uid, finished, rec.game, list(rec.config.seats), list(rec.config.names),
                    [int(s) for s in scores], [int(p) for p in ranking], dur, rec)


# ----------------------------------------------------------------------------- statistics
@dataclass
class VsRow:
    """The player's games against one bot kind (a level, or a level with a personality)."""
    kind: str
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


@dataclass
class Stats:
    game: str
    player: str
    played: int = 0
    wins: int = 0
    avg_score: float | None = None
    best_score: int | None = None
    current_streak: int = 0
    best_streak: int = 0
    scores: list[int] = field(default_factory=list)     # oldest first
    won: list[bool] = field(default_factory=list)       # each of those games won
    vs: list[VsRow] = field(default_factory=list)       # levels first, then personalities
    rt_count: int = 0
    rt_median: float | None = None                       # over every slap (ms)
    rt_best: int | None = None

    @property
    def rate(self) -> float:
        return self.wins / self.played if self.played else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.played)

    def to_json(self) -> dict[str, Any]:
        """The numbers as the command line prints them (`zoo-desktop history`)."""
        lo, hi = self.interval
        return {"game": self.game, "player": self.player, "played": self.played, "wins": self.wins,
                "win_rate": round(self.rate, 4), "interval95": [round(lo, 4), round(hi, 4)],
                "avg_score": None if self.avg_score is None else round(self.avg_score, 2),
                "best_score": self.best_score, "current_streak": self.current_streak, "best_streak": self.best_streak,
                "scores": self.scores,
                "vs": [{"bot": v.kind, "games": v.games, "wins": v.wins, "win_rate": round(v.rate, 4),
                        "interval95": [round(x, 4) for x in v.interval]} for v in self.vs],
                "reaction_ms": None if not self.rt_count else
                {"slaps": self.rt_count, "median": self.rt_median, "best": self.rt_best}}


LEVEL_ORDER = ("easy", "normal", "hard")


def compute_stats(game: str, player: str, rows: list[tuple]) -> Stats:
    """The statistics of `player` from their rows, oldest first: (rank, score, seats JSON or
    list, own seat, rt_times JSON or None)."""
    st = Stats(game, player)
    run = 0
    vs: dict[str, list[int]] = {}
    times: list[int] = []
    for rank, score, seats, seat, rt in rows:
        seats = json.loads(seats) if isinstance(seats, str) else seats
        won = rank == 0
        st.played += 1
        st.wins += won
        st.scores.append(int(score))
        st.won.append(won)
        run = run + 1 if won else 0
        st.best_streak = max(st.best_streak, run)
        kinds = set()
        for q, kind in enumerate(seats):
            if q != seat and kind != "human":
                kinds.add(kind.partition(":")[0])
                if ":" in kind:
                    kinds.add(kind)
        for k in kinds:
            c = vs.setdefault(k, [0, 0])
            c[0] += 1
            c[1] += won
        if rt:
            times.extend(json.loads(rt) if isinstance(rt, str) else rt)
    st.current_streak = run
    if st.scores:
        st.avg_score = sum(st.scores) / len(st.scores)
        st.best_score = max(st.scores)

    def order(k: str):
        lvl, _, style = k.partition(":")
        return (bool(style), LEVEL_ORDER.index(lvl) if lvl in LEVEL_ORDER else 9, lvl, style)
    st.vs = [VsRow(k, *vs[k]) for k in sorted(vs, key=order)]
    if times:
        st.rt_count, st.rt_median, st.rt_best = len(times), float(statistics.median(times)), min(times)
    return st


CSV_FIELDS = ("finished_at", "game", "game_uid", "players", "duration_s", "seat", "name", "kind", "player",
              "score", "rank", "won", "rt_count", "rt_median_ms", "rt_best_ms")


# ----------------------------------------------------------------------------- the database
def db_path() -> Path:
    return data_dir() / DB_NAME


def kept_dir() -> Path:
    return finished_dir()


class History:
    """The history database, opened (checked, migrated, repaired) on construction. Never
    raises for a damaged or newer file: `notice` (a catalog key) and `notice_args` say what
    happened; when the file cannot be used at all the history lives in memory for this run
    (`usable` False) and the kept records still get written."""

    def __init__(self, path: Path | None = None, kept: Path | None = None, keep: int = DEFAULT_KEEP,
                 game_class: Callable[[str], Any] | None = None):
        self.path = Path(path) if path is not None else db_path()
        self.kept = Path(kept) if kept is not None else kept_dir()
        self.keep = keep
        self._game_class = game_class
        self.notice = ""
        self.notice_args: dict[str, Any] = {}
        self.usable = True
        self.con = self._open()

    # ------------------------------------------------------------------ opening
    def game_class(self, gid: str):
        if self._game_class is None:
            from zoo_desktop.games import game_class
            self._game_class = game_class
        return self._game_class(gid)

    def _connect(self, path) -> sqlite3.Connection:
        """Open, check and migrate to SCHEMA_VERSION; HistoryDamaged for a file that is no
        (sound) database, HistoryNewer for one from a newer version."""
        con = sqlite3.connect(str(path), timeout=10.0, isolation_level=None)
        try:
            try:
                con.execute("PRAGMA synchronous = FULL")
                con.execute("PRAGMA foreign_keys = ON")
                ok = con.execute("PRAGMA integrity_check").fetchall()
                version = con.execute("PRAGMA user_version").fetchone()[0]
            except sqlite3.DatabaseError as exc:
                if _is_damage(exc):
                    raise HistoryDamaged(str(exc)) from exc
                raise
            if ok != [("ok",)]:
                raise HistoryDamaged("; ".join(str(r[0]) for r in ok[:3]))
            if version > SCHEMA_VERSION:
                raise HistoryNewer(version)
            if version > 0 and not _has_table(con, "games"):
                raise HistoryDamaged("no games table")
            while version < SCHEMA_VERSION:
                con.execute("BEGIN IMMEDIATE")
                try:
                    MIGRATIONS[version](con)
                    con.execute(f"PRAGMA user_version = {version + 1}")
                    con.execute("COMMIT")
                except BaseException:
                    con.execute("ROLLBACK")
                    raise
                version += 1
        except BaseException:
            con.close()
            raise
        return con

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            con = self._connect(self.path)
        except HistoryDamaged:
            return self._repair()
        except HistoryNewer as exc:
            return self._in_memory("history.newer", version=exc.args[0], path=str(self.path))
        except Exception as exc:   # locked by another copy, a folder without rights, a failed migration
            return self._in_memory("history.unavailable", error=str(exc) or type(exc).__name__, path=str(self.path))
        try:
            self._sync(con)
        except (sqlite3.Error, OSError):
            pass
        return con

    def _in_memory(self, key: str, **kw) -> sqlite3.Connection:
        self.usable = False
        self.notice, self.notice_args = key, kw
        return self._connect(":memory:")

    def _repair(self) -> sqlite3.Connection:
        """Move the damaged file aside (bytes kept), salvage what it still reads, rebuild."""
        salvaged = _salvage(self.path)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        n = 1
        while aside.exists():
            aside, n = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}"), n + 1
        try:
            os.replace(self.path, aside)
            for suffix in ("-journal", "-wal", "-shm"):   # its journal belongs to it
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, aside.with_name(aside.name + suffix))
            con = self._connect(self.path)
        except (OSError, sqlite3.Error) as exc:
            return self._in_memory("history.damaged_stuck", error=str(exc), path=str(self.path))
        restored = 0
        try:
            restored = self._rebuild(con, salvaged)
        except (OSError, sqlite3.Error):
            pass
        self.notice = "history.damaged"
        self.notice_args = {"name": aside.name, "n": restored}
        return con

    def _rebuild(self, con, salvaged: list[str]) -> int:
        """Every salvaged row's record and every kept record, each replayed for its scores
        and ranking: the number of games the new database holds."""
        self.con = con
        for text in salvaged:
            try:
                rec = GameRecord.from_json(json.loads(text), self.game_class)
                self._add_record(rec)
            except Exception:   # a record that no longer reads or replays: the kept file may still
                continue
        self._sync(con)
        return con.execute("SELECT COUNT(*) FROM games").fetchone()[0]

    def _sync(self, con) -> int:
        """Kept records the database does not hold (a kill between the file and the
        transaction; a rebuild): replayed and added. Returns how many."""
        try:
            files = sorted(self.kept.glob("*.json"))
        except OSError:
            return 0
        if not files:
            return 0
        have = {r[0] for r in con.execute("SELECT uid FROM games")}
        added = 0
        self.con = con
        for f in files:
            uid = f.stem.rpartition("-")[2]
            if uid in have:
                continue
            try:
                rec = load_record(f, self.game_class)
                if self._add_record(rec):
                    added += 1
            except Exception:   # a damaged or foreign file is skipped, never deleted
                continue
        return added

    def _add_record(self, rec: GameRecord) -> bool:
        state = replay(rec, self.game_class(rec.game))
        if not state.is_over:
            return False
        return self._insert(finished_from(rec, state.scores(), state.ranking()))

    # ------------------------------------------------------------------ writing
    def add(self, rec: GameRecord, scores: list[int], ranking: list[int], now: float | None = None) -> Finished | None:
        """Record a finished game: its kept file (atomic), then one transaction; the kept
        folder trimmed to the newest `keep`. Bot-only games are not recorded (None). Once
        only: the same game again changes nothing. OSError from the kept file is raised
        after the database has the game."""
        if not any(k == "human" for k in rec.config.seats):
            return None
        fin = finished_from(rec, scores, ranking, now)
        err: OSError | None = None
        try:
            self._keep(fin)
        except OSError as exc:
            err = exc
        self._insert(fin)
        self.trim()
        if err is not None:
            raise err
        return fin

    def _keep(self, fin: Finished) -> Path:
        stamp = fin.finished_at.replace("-", "").replace(":", "").replace(" ", "-").replace(".", "-")
        for old in self.kept.glob(f"*-{fin.uid}.json"):   # kept already (the results shown again)
            return old
        path = self.kept / f"{stamp}-{fin.game}-{fin.uid}.json"
        atomic_write_text(path, json.dumps(fin.record.to_json(), indent=1))
        return path

    def trim(self) -> None:
        try:
            files = sorted(self.kept.glob("*.json"))
        except OSError:
            return
        for f in files[:max(0, len(files) - self.keep)]:
            try:
                f.unlink()
            except OSError:
                pass

    def _insert(self, fin: Finished) -> bool:
        """One game in one transaction; False if it was there already."""
        con = self.con
        con.execute("BEGIN IMMEDIATE")
        try:
            cur = con.execute(
                "INSERT OR IGNORE INTO games (uid, finished_at, game, players, seats, names, scores, ranking, "
                "duration_s, record) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (fin.uid, fin.finished_at, fin.game, len(fin.seats), json.dumps(fin.seats), json.dumps(fin.names),
                 json.dumps(fin.scores), json.dumps(fin.ranking), fin.duration_s,
                 json.dumps(fin.record.to_json(), separators=(",", ":"))))
            new = cur.rowcount == 1
            if new:
                _insert_seats(con, cur.lastrowid, seat_rows(fin.game, fin.seats, fin.names, fin.scores,
                                                            fin.ranking, fin.record.actions))
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return new

    # ------------------------------------------------------------------ reading
    def count(self, game: str | None = None) -> int:
        if game is None:
            return self.con.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        return self.con.execute("SELECT COUNT(*) FROM games WHERE game = ?", (game,)).fetchone()[0]

    def recent(self, limit: int | None = None) -> list["Listed"]:
        """The finished games, newest first, at most `limit` (default `keep`, the setting
        `kept_games`): the Finished games list (ui/scenes/slots.FinishedScene). Without their
        records (`record(uid)` reads one when it is replayed)."""
        rows = self.con.execute(
            "SELECT uid, finished_at, game, seats, names, scores, ranking FROM games "
            "ORDER BY finished_at DESC, id DESC LIMIT ?", (self.keep if limit is None else limit,)).fetchall()
        return [Listed(uid, fin, gid, json.loads(seats), json.loads(names), json.loads(scores), json.loads(ranking))
                for uid, fin, gid, seats, names, scores, ranking in rows]

    def record(self, uid: str) -> GameRecord | None:
        """The record of the finished game `uid` (None if it is not in the history)."""
        row = self.con.execute("SELECT record FROM games WHERE uid = ?", (uid,)).fetchone()
        return None if row is None else GameRecord.from_json(json.loads(row[0]), self.game_class)

    def players(self, game: str) -> list[tuple[str, int]]:
        """The players who have games of `game` (YOU first, then by games played)."""
        rows = self.con.execute("SELECT s.player, COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id "
                                "WHERE g.game = ? AND s.player IS NOT NULL GROUP BY s.player", (game,)).fetchall()
        return sorted(rows, key=lambda r: (r[0] != YOU, -r[1], r[0]))

    def stats(self, game: str, player: str = YOU) -> Stats:
        rows = self.con.execute(
            "SELECT s.rank, s.score, g.seats, s.seat, s.rt_times FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE g.game = ? AND s.player = ? ORDER BY g.finished_at, g.id", (game, player)).fetchall()
        return compute_stats(game, player, rows)

    def export_csv(self, path: Path, game: str | None = None) -> int:
        """Every seat of every game (of `game`, or all) as CSV rows, oldest first, written
        atomically; returns the number of games."""
        q = ("SELECT g.finished_at, g.game, g.uid, g.players, g.duration_s, s.seat, g.names, s.kind, s.player, "
             "s.score, s.rank, s.rt_count, s.rt_median, s.rt_best FROM games g JOIN seats s ON s.game_id = g.id")
        args: tuple = ()
        if game is not None:
            q += " WHERE g.game = ?"
            args = (game,)
        q += " ORDER BY g.finished_at, g.id, s.seat"
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_FIELDS)
        uids = set()
        for (fin, gid, uid, players, dur, seat, names, kind, player, score, rank, rtc, rtm, rtb) \
                in self.con.execute(q, args):
            uids.add(uid)
            names = json.loads(names)
            w.writerow([fin, gid, uid, players, "" if dur is None else dur, seat,
                        names[seat] if seat < len(names) else "", kind, "" if player is None else player,
                        score, rank + 1, int(rank == 0), rtc or "", "" if rtm is None else rtm,
                        "" if rtb is None else rtb])
        atomic_write_text(path, buf.getvalue())
        return len(uids)

    def schema_version(self) -> int:
        return self.con.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        try:
            self.con.close()
        except sqlite3.Error:
            pass


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Not a database, or a damaged one (not: locked, busy, no rights, a full disk)."""
    name = getattr(exc, "sqlite_errorname", "")
    if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT") or name.startswith("SQLITE_CORRUPT"):
        return True
    msg = str(exc).lower()
    return "not a database" in msg or "malformed" in msg


def _has_table(con, name: str) -> bool:
    return con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone() is not None


def _salvage(path: Path) -> list[str]:
    """The record JSON of every row a damaged database still reads (none if it reads none)."""
    out: list[str] = []
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1.0)
    except sqlite3.Error:
        return out
    try:
        cur = con.execute("SELECT record FROM games")
        while True:
            try:
                row = cur.fetchone()
            except sqlite3.Error:
                break
            if row is None:
                break
            if isinstance(row[0], str):
                out.append(row[0])
    except sqlite3.Error:
        pass
    finally:
        con.close()
    return out


_shared: dict[tuple, History] = {}


def shared(keep: int = DEFAULT_KEEP) -> History:
    """The app's history (one per data folder; tests change the folder)."""
    key = (str(db_path()), str(kept_dir()))
    h = _shared.get(key)
    if h is None:
        h = _shared[key] = History(keep=keep)
    h.keep = keep
    return h


def close_shared() -> None:
    while _shared:
        _shared.popitem()[1].close()

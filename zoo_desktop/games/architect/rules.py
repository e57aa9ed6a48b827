"""Zoo Architect rules engine (spec: shared/rules/zoo-architect.md; rule ids ZA-* cited inline).

Everything that happens is a *task* on one stack (`self.stack`, top = last). Automatic tasks
run at once; decision tasks wait for their player's action (every choice of ZA-BOT-1 is an
explicit action). Tasks created while a task runs are run next, in the order created (before
whatever was below), so "gain, then its bonus, then the next effect" reads as written. A
decision task whose options are empty is skipped with a `no_option` event: never a soft-lock.

Actions are identified by content: a building by (kind, anchor column, anchor row, rot),
cards by id, enclosures by building id, departments and other choices by name.
"""
from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from functools import lru_cache
from itertools import combinations
from typing import Any

from zoo_desktop import i18n
from zoo_desktop.engine.core import Action, Decision, Event, Game, GameConfig, GameInfo, action
from zoo_desktop.engine.rng import Rng

from . import effects as E
from . import hexmap as H
from .cards import ACTIONS, BUILDINGS, CARDS, CATEGORIES, CONTINENTS, MAP, TABLES

GID = "architect"
T = TABLES
DEPTS = {d["id"]: d["value"] for d in T["departments"]}
TILES = {t["id"]: t for t in T["bonus_tiles"]}
B = BUILDINGS["buildings"]
BASE_KINDS = tuple(k for k, b in B.items() if not b.upgraded)
UP_KINDS = tuple(B)
SPECIAL_KINDS = tuple(k for k, b in B.items() if b.special)


# ----------------------------------------------------------------------------- actions
@action(GID, "keep")
class Keep(Action):
    """ZA-SET-4: the 4 cards kept of the 8 dealt (sorted ids)."""
    player: int
    cards: tuple


@action(GID, "use")
class UseCard(Action):
    """ZA-TRN-1a: use action card `card` spending `x` X tokens (ZA-XTK-2)."""
    player: int
    card: str
    x: int = 0


@action(GID, "xaction")
class XAction(Action):
    """ZA-XTK-3: move `card` to slot 1 and gain 1 X."""
    player: int
    card: str


@action(GID, "build")
class Build(Action):
    """Place `building` (a kind, or UB1-3 for a unique building) with its shape's (0,0) on
    (col,row) in orientation rot (0-11)."""
    player: int
    building: str
    col: int
    row: int
    rot: int


@action(GID, "animal")
class PlayAnimal(Action):
    player: int
    card: str
    enclosure: str


@action(GID, "sponsor")
class PlaySponsor(Action):
    player: int
    card: str


@action(GID, "support")
class Support(Action):
    """ZA-PRJ-3: support `project` at level index `level` (0 = listed first); `animal` is the
    animal released for a release project (ZA-PRJ-6), else ""."""
    player: int
    project: str
    level: int
    animal: str = ""


@action(GID, "choose")
class Choose(Action):
    """A named choice: `what` is the decision (e.g. "upgrade"), `value` what is chosen."""
    player: int
    what: str
    value: str


@action(GID, "done")
class Done(Action):
    """Stop an optional loop or decline a 'may'."""
    player: int


# ----------------------------------------------------------------------------- tables
def _task_name(kind: str) -> str:
    """A waiting task's kind as players name it (`architect.what.*`), for a refusal."""
    key = f"architect.what.{kind}"
    return i18n.t(key) if i18n.has(key) else kind.replace("_", " ")


@lru_cache(maxsize=1024)
def score_threshold(n: int) -> int:
    """ZA-TRK-4: lowest appeal value T(n) of CP space n."""
    st = T["scoring_track"]
    return st["base"] - st["first_step"] * min(n, st["first"]) - st["later_step"] * max(0, n - st["first"])


@lru_cache(maxsize=1024)
def appeal_income(a: int) -> int:
    """ZA-TRK-1."""
    base, k = 5, 1
    start = 0
    for lo, b, step in T["appeal_income"]:
        if a >= lo:
            start, base, k = lo, b, step
    return base + (a - start) // k


@lru_cache(maxsize=1024)
def rep_range(rep: int) -> int:
    """ZA-REP-1: number of folders in reputation range."""
    n = 0
    for lo, folders in T["reputation_range"]:
        if rep >= lo:
            n = folders
    return min(6, n)


DECISIONS = {"keep", "turn", "build", "animals", "cards_mode", "snap", "draw", "discard", "assoc", "partner",
             "university", "support", "donate", "sponsors", "upgrade", "cp2", "tile", "slot", "final_discard",
             "venom", "pilfer_target", "pilfer", "hypnosis", "hand_limit", "move_in", "recall", "order"}
AUTO_SINGLE = {"pilfer_target"}  # ties only: a single candidate is not a choice


_CARD = CARDS.cards    # id -> Card, a plain dict (the hot loops skip CardSet.__getitem__)


@lru_cache(maxsize=8192)
def _icon_counts(zoo: tuple, partners: tuple, unis: tuple) -> Counter:
    """ZA-GEN-7 icon counts of a zoo, cached by content (a search asks for the same zoo's
    icons thousands of times). Shared: callers read it and never change it."""
    c: Counter = Counter()
    for cid in zoo:
        c.update(_CARD[cid].all_icons)
    c.update(partners)
    for u in unis:
        c["science"] += T["universities"][u]["science"]
    return c


@lru_cache(maxsize=4096)
def _turn_options(p: int, slots: tuple, x: int) -> tuple:
    """ZA-TRN-1a / ZA-XTK-2/3: the turn's actions of seat p with these slots and X tokens
    (cached by content: the actions are frozen)."""
    out: list[Action] = [UseCard(p, c, k) for c in slots for k in range(x + 1)]
    if x < T["start"]["max_x"]:                                                              # ZA-XTK-3
        out += [XAction(p, c) for c in slots]
    return tuple(out)


_BUILDS: dict = {}   # (seat, kind) -> a Build action for each of H.PLACEMENTS[kind] (frozen: shared)


@lru_cache(maxsize=4096)
def _placements(p: int, k: str, blocked: int, adj: int, restricted_ok: bool, kblock: int) -> tuple:
    """The Build actions of seat p for kind k on a map with these covered cells, cells a new
    building may touch (ZA-BLD-4), restricted side (ZA-MAP-4) and kiosk exclusion (ZA-BLD-8),
    in PLACEMENTS order; cached by content (frozen actions, one object per placement and seat):
    a search meets the same map often."""
    builds = _BUILDS.get((p, k))
    if builds is None:
        builds = _BUILDS[(p, k)] = tuple(Build(p, k, pc.col, pc.row, pc.rot) for pc in H.PLACEMENTS[k])
    out = []
    for pc, a in zip(H.PLACEMENTS[k], builds):
        m = pc.mask
        if m & blocked or not (m & adj):
            continue
        if pc.restricted and not restricted_ok:
            continue
        if m & kblock:
            continue
        out.append(a)
    return tuple(out)


class Player:
    __slots__ = ("money", "appeal", "cp", "rep", "x", "workers", "placed", "slots", "upgraded", "venom",
                 "constrict", "hand", "finals", "dealt", "zoo", "active", "bld", "occ", "home", "mask", "last",
                 "partners", "unis", "tokens", "supported", "supports", "rep_best", "cp_best", "extra_income",
                 "tiles", "full_map")

    def __init__(self):
        self.money = self.appeal = self.cp = self.rep = self.x = 0
        self.workers = 1
        self.placed: dict[str, int] = {}
        self.slots: list[str] = list(ACTIONS)
        self.upgraded: frozenset = frozenset()
        self.venom: frozenset = frozenset()
        self.constrict: frozenset = frozenset()
        self.hand: list[str] = []
        self.finals: list[str] = []
        self.dealt: list[str] = []
        self.zoo: list[str] = []       # played animals and sponsors (icons count, ZA-GEN-7)
        self.active: list[str] = []    # their passive/income/end effects are live (ZA-DAT-1)
        self.bld: dict[str, tuple] = {}  # id -> (kind, mask, water, rock)
        self.occ: dict[str, tuple] = {}  # enclosure id -> animals in it
        self.home: dict[str, str] = {}   # animal -> enclosure id
        self.mask = 0
        self.last = ""
        self.partners: tuple = ()
        self.unis: tuple = ()
        self.tokens = 0        # project tokens used (T1.. T7)
        self.supported = 0     # tokens placed on projects, ever (ZA-END-5, counter projects_supported)
        self.supports: frozenset = frozenset()
        self.rep_best = 0
        self.cp_best = 0
        self.extra_income: tuple = ()
        self.tiles: tuple = ()
        self.full_map = False

    def copy(self) -> "Player":
        """Mutable containers copied, the rest (numbers, strings, frozensets, tuples) shared.
        Written out field by field: a search clones states tens of thousands of times.
        `finals`, `dealt`, `placed` and `home` are shared too: the rules only ever replace
        them (never change them in place), and so must anything else."""
        o = Player.__new__(Player)
        o.money, o.appeal, o.cp, o.rep, o.x, o.workers = self.money, self.appeal, self.cp, self.rep, self.x, self.workers
        o.upgraded, o.venom, o.constrict, o.mask, o.last = self.upgraded, self.venom, self.constrict, self.mask, self.last
        o.partners, o.unis, o.tokens, o.supported, o.supports = self.partners, self.unis, self.tokens, self.supported, self.supports
        o.rep_best, o.cp_best, o.extra_income, o.tiles, o.full_map = self.rep_best, self.cp_best, self.extra_income, self.tiles, self.full_map
        o.placed = self.placed
        o.slots = self.slots[:]
        o.hand, o.finals, o.dealt = self.hand[:], self.finals, self.dealt
        o.zoo, o.active = self.zoo[:], self.active[:]
        o.bld, o.occ, o.home = self.bld.copy(), self.occ.copy(), self.home
        return o

    def public(self) -> dict:
        return {"money": self.money, "appeal": self.appeal, "cp": self.cp, "rep": self.rep, "x": self.x,
                "workers": self.workers, "placed": dict(self.placed), "slots": list(self.slots),
                "upgraded": sorted(self.upgraded), "venom": sorted(self.venom), "constrict": sorted(self.constrict),
                "zoo": list(self.zoo), "active": list(self.active),
                "buildings": {b: [k, m, w, r] for b, (k, m, w, r) in self.bld.items()},
                "occ": {b: list(v) for b, v in self.occ.items()}, "last": self.last,
                "partners": list(self.partners), "unis": list(self.unis), "tokens": self.tokens,
                "supported": self.supported, "supports": sorted(self.supports), "rep_best": self.rep_best,
                "cp_best": self.cp_best, "extra_income": list(self.extra_income), "tiles": list(self.tiles),
                "full_map": self.full_map, "hand_size": len(self.hand), "finals_count": len(self.finals),
                "dealt_size": len(self.dealt)}

    @staticmethod
    def from_public(d: dict) -> "Player":
        o = Player()
        for k in ("money", "appeal", "cp", "rep", "x", "workers", "last", "tokens", "supported", "rep_best",
                  "cp_best", "full_map"):
            setattr(o, k, d[k])
        o.placed = dict(d["placed"])
        o.slots = list(d["slots"])
        o.upgraded, o.venom, o.constrict = frozenset(d["upgraded"]), frozenset(d["venom"]), frozenset(d["constrict"])
        o.zoo, o.active = list(d["zoo"]), list(d["active"])
        o.bld = {b: tuple(v) for b, v in d["buildings"].items()}
        o.occ = {b: tuple(v) for b, v in d["occ"].items()}
        o.home = {a: b for b, v in o.occ.items() for a in v}
        o.mask = 0
        for _, (k, m, w, r) in o.bld.items():
            o.mask |= m
        o.partners, o.unis = tuple(d["partners"]), tuple(d["unis"])
        o.supports = frozenset(d["supports"])
        o.extra_income = tuple(d["extra_income"])
        o.tiles = tuple(d["tiles"])
        return o


def _sensitive(t: dict) -> bool:
    """Order matters unless the task is a plain money/appeal/X gain."""
    if t["t"] == "gain":
        return t["res"] not in ("money", "appeal", "x")
    if t["t"] == "eff":
        e = t["e"]
        return not (e["op"] == "GAIN" and e["res"] in ("money", "appeal", "x"))
    return True


def trigger_label(t) -> str:
    """What a pending trigger is, in words a player can choose by (ZA-GEN-4): the value of its
    `Choose(p, "order", ...)`."""
    if isinstance(t, _View):
        t = t._d
    if t["t"] == "gain":
        return f"gain {t['n']} {t['res']}"
    if t["t"] == "eff":
        e = t["e"]
        parts = [e["op"]] + [str(v) for k, v in e.items() if k not in ("op", "when")]
        src = t.get("card") or ""
        return " ".join(parts) + (f" ({src})" if src else "")
    return t["t"]


_VIEW_KEYS = {"kind": "t", "player": "p", "strength": "s", "upgraded": "up", "source": "src"}
_VIEW_KEYS_OF = {"cards_mode": {"draws": "n", "discards": "d"}, "draw": {"count": "n"}, "discard": {"count": "n"},
                 "recall": {"count": "n"}, "gain": {"amount": "n"}, "eff": {"effect": "e"},
                 "hypnosis": {"strength": "n"}, "pilfer_target": {"strength": "n"},
                 "interact": {"icon": "kind", "strength": "n"}, "action": {"card": "a"}, "finish": {"card": "a"},
                 "move_in": {"building": "bid"}}


class _View:
    """A read-only view of a task by named fields (`pending`)."""
    __slots__ = ("_d",)

    def __init__(self, d: dict):
        self._d = d

    @staticmethod
    def of(d: dict) -> "_View":
        return _View(d)

    def __getattr__(self, name: str):
        d = self._d
        key = _VIEW_KEYS_OF.get(d["t"], {}).get(name) or _VIEW_KEYS.get(name, name)
        if key not in d:
            if name == "strength" and d["t"] == "hypnosis":
                return None
            raise AttributeError(name)
        v = d[key]
        if name == "items":
            return tuple(_View(x) for x in v)
        return v

    def __getitem__(self, key: str):
        """By its JSON key, as tasks were read when they were dicts (tests)."""
        return self._d[key]

    def get(self, key: str, default=None):
        return self._d.get(key, default)

    def __eq__(self, o):
        return isinstance(o, _View) and o._d is self._d

    def __hash__(self):
        return id(self._d)


def _tup(v):
    return tuple(_tup(x) for x in v) if isinstance(v, list) else v


def _lst(v):
    return [_lst(x) for x in v] if isinstance(v, tuple) else v


# ----------------------------------------------------------------------------- the game
def _kinds(pl) -> list[str]:
    return [b[0] for b in pl.bld.values()]


def _terrain_homes(pl, j: int) -> int:
    return sum(1 for v in pl.bld.values() if (v[0].startswith("enc") or v[0] in SPECIAL_KINDS) and v[j] > 0)


def distinct_count(ic, names) -> int:
    """How many of `names` icon counts `ic` holds (get: Counter's [] of a missing key runs Python code)."""
    get = ic.get
    return len([k for k in names if get(k, 0) > 0])


_COUNTERS = {   # ZA-DAT-5: counter name -> f(game, seat, player) (icon:* counters: ZooArchitect.counter)
    "animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"),
    "sponsors": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "sponsor"),
    "kiosks": lambda g, p, pl: _kinds(pl).count("kiosk"),
    "pavilions": lambda g, p, pl: _kinds(pl).count("pavilion"),
    "std_enclosures": lambda g, p, pl: sum(1 for k in _kinds(pl) if k.startswith("enc")),
    "occupied_std": lambda g, p, pl: sum(1 for b, v in pl.bld.items() if v[0].startswith("enc") and pl.occ.get(b)),
    "empty_std": lambda g, p, pl: sum(1 for b, v in pl.bld.items() if v[0].startswith("enc") and not pl.occ.get(b)),
    "special_enclosures": lambda g, p, pl: sum(1 for k in _kinds(pl) if k in SPECIAL_KINDS),
    "special_spaces_used": lambda g, p, pl: sum(g.spaces_used(p, b) for b, v in pl.bld.items() if v[0] in SPECIAL_KINDS),
    "unique_buildings": lambda g, p, pl: _kinds(pl).count("unique"),
    "covered_cells": lambda g, p, pl: pl.mask.bit_count(),
    "water_enclosures": lambda g, p, pl: _terrain_homes(pl, 2),
    "rock_enclosures": lambda g, p, pl: _terrain_homes(pl, 3),
    "partner_zoos": lambda g, p, pl: len(pl.partners),
    "universities": lambda g, p, pl: len(pl.unis),
    "projects_supported": lambda g, p, pl: pl.supported,
    "distinct_categories": lambda g, p, pl: distinct_count(g.icons(p), CATEGORIES),
    "distinct_continents": lambda g, p, pl: distinct_count(g.icons(p), CONTINENTS),
    "upgraded_actions": lambda g, p, pl: len(pl.upgraded),
    "workers": lambda g, p, pl: pl.workers,
    "reputation": lambda g, p, pl: pl.rep,
    "small_animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"
                                          and (_CARD[c].size is None or _CARD[c].size <= 2)),
    "large_animals": lambda g, p, pl: sum(1 for c in pl.zoo if _CARD[c].type == "animal"
                                          and _CARD[c].size is not None and _CARD[c].size >= 4),
}


class ZooArchitect(Game):
    info = GameInfo(
        id=GID, title_key="game.architect", min_players=1, max_players=4,                  # ZA-GEN-1
        options=(("end_variant", "seed", ("seed", "published")),                            # ZA-END-2
                 ("adjacency", "any", ("any", "previous")),                                 # ZA-BLD-4
                 ("start_seat", -1, (-1, 0, 1, 2, 3))),
    )
    _vals = None    # (per state, see __init__; the class default serves states made without it)
    quiet = False   # True on a bot's search states: the frequent events (gain, use_card, build,
                    # next_turn, x_action, break_token, draw, discard, dept, donate, break_alt) are
                    # not built (`_emit`); `_apply` then returns only the others. Set on a
                    # state by the search (bots), inherited by its clones; never on a played game

    def __init__(self, config: GameConfig, seed: int, *, _blank: bool = False):
        super().__init__(config, seed)
        n = self.n = config.players
        self.solo = n == 1
        self.T = T
        self.end_variant = config.option("end_variant", "seed")
        self.adjacency = config.option("adjacency", "any")
        self.rng = Rng(seed)
        self.pl = [Player() for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.display: list = [None] * 6
        self.L = int(T["break_length"][str(n)])
        self.break_pos = 0
        self.break_due = False
        self.partner_offer: tuple = CONTINENTS
        self.uni_offer: tuple = tuple(T["universities"])
        self.base: tuple = ()
        self.row: list[str] = []
        self.ptok: dict[str, tuple] = {}     # project -> per level: None | seat | -1 (neutral)
        self.donations: frozenset = frozenset()
        self.tiles5: tuple = ()
        self.tiles8: tuple = ()
        self.current = 0
        self.start_seat = 0
        self.turns = 0
        self.cp10 = False
        self.trigger: str | None = None      # "pre" | "post" once ZA-END-1 met
        self.trigger_by: int | None = None   # the seat whose crossing triggered it
        self.final_left: int | None = None
        self.breaks = 0
        self.solo_left = 0
        self.scoring = False
        self.over = False
        self.final: list[int] | None = None
        self.breakdown: list[dict] | None = None   # per seat, written by final scoring (ZA-END-4)
        self.stack: list[dict] = []
        self.after_q: list[tuple] = []
        self._new: list[dict] = []
        self._cache = None     # (the decision task, its options) while it waits (`_run`, `_options`)
        self._vals = None      # the bots' `value` of this state per seat (bots.value), None: none known
        if _blank:
            return
        self.setup_events = self._setup()

    # ================================================================== setup (ZA-SET)
    def _setup(self) -> list[Event]:
        n, rng = self.n, self.rng
        start = int(self.config.option("start_seat", -1))
        self.start_seat = start if 0 <= start < n else rng.below(n)                      # ZA-SET-1
        self.current = self.start_seat
        st = T["start"]
        for k in range(n):
            p = (self.start_seat + k) % n
            pl = self.pl[p]
            pl.money, pl.workers = st["money"], st["workers"]                              # ZA-SET-2
            pl.appeal = T["solo"]["appeal"] if self.solo else k                             # ZA-SOL-1
            rest = list(ACTIONS[1:])
            rng.shuffle(rest)
            pl.slots = ["animals"] + rest                                                   # ZA-SET-3
        self.deck = list(CARDS.deck)
        rng.shuffle(self.deck)
        finals = list(CARDS.finals)
        rng.shuffle(finals)
        for k in range(n):
            p = (self.start_seat + k) % n
            self.pl[p].dealt = [self.deck.pop() for _ in range(st["deal"])]                 # ZA-SET-4
            self.pl[p].finals = sorted(finals.pop() for _ in range(st["finals"]))          # ZA-SET-5
        self.display = [self.deck.pop() for _ in range(st["display"])]                      # ZA-SET-6
        base = list(CARDS.base_projects)
        rng.shuffle(base)
        self.base = tuple(base[:T["base_projects_revealed"][str(n)]])                      # ZA-SET-7
        for b in self.base:
            self.ptok[b] = (None,) * len(CARDS[b].levels)
        if n == 2:                                                                          # ZA-SET-9
            for bi, li in T["two_player_blockers"]:
                lv = list(self.ptok[self.base[bi]])
                lv[li] = -1
                self.ptok[self.base[bi]] = tuple(lv)
        tiles = list(TILES)
        rng.shuffle(tiles)
        k = T["bonus_tiles_per_space"]
        self.tiles5, self.tiles8 = tuple(sorted(tiles[:k])), tuple(sorted(tiles[k:2 * k]))  # ZA-SET-8
        self.solo_left = T["solo"]["countdown"][0] if self.solo else 0                      # ZA-SOL-2
        for k in range(n):
            self.stack.insert(0, {"t": "keep", "p": (self.start_seat + k) % n})
        ev = [Event("setup", start=self.start_seat, base=list(self.base), display=list(self.display))]
        self._run(ev)
        return ev

    # ================================================================== small helpers
    def add_task(self, task: dict) -> None:
        self._new.append(task)

    def _flush(self) -> None:
        if self._new:
            self.stack.extend(reversed(self._new))
            self._new = []

    def simultaneous(self, p: int, start: int) -> None:
        """ZA-GEN-4: the tasks added since `start` triggered at once for p. When two or more of
        them are order-sensitive (anything but plain money/appeal/X gains), p chooses the order."""
        items = self._new[start:]
        if sum(1 for t in items if _sensitive(t)) >= 2:
            self._new[start:] = [{"t": "order", "p": p, "items": tuple(items)}]

    def _o_order(self, t):
        p = t["p"]
        seen = []
        for it in t["items"]:
            lbl = trigger_label(it)
            if lbl not in seen:
                seen.append(lbl)
        return [Choose(p, "order", lbl) for lbl in seen]

    def _r_order(self, t, a, ev):
        items = list(t["items"])
        k = next(i for i, it in enumerate(items) if trigger_label(it) == a.value)
        first = items.pop(k)
        if sum(1 for it in items if _sensitive(it)) >= 2:
            self.stack.append({"t": "order", "p": t["p"], "items": tuple(items)})
        else:
            self.stack.extend(reversed(items))
        self.stack.append(first)

    def slot_of(self, p: int, card: str) -> int:
        return self.pl[p].slots.index(card) + 1

    def move_to(self, p: int, card: str, to: int) -> None:
        """ZA-ACT-3 / ZA-EFF-8: move `card` to slot `to`; the cards in between close the gap."""
        s = self.pl[p].slots
        s.remove(card)
        s.insert(to - 1, card)

    def in_range(self, p: int) -> int:
        return min(6, rep_range(self.pl[p].rep + E.range_bonus(self, p)))               # ZA-REP-1, ZA-EFF-29

    def display_cards(self, p: int, any_folder: bool = False) -> list[tuple[int, str]]:
        k = 6 if any_folder else self.in_range(p)
        return [(i + 1, c) for i, c in enumerate(self.display[:k]) if c is not None]

    def folder_of(self, card: str) -> int:
        return self.display.index(card) + 1 if card in self.display else 0

    def hand_limit(self, p: int) -> int:
        lim = T["hand_limit"]
        for u in self.pl[p].unis:
            lim = max(lim, T["universities"][u]["hand_limit"])
        return lim + E.hand_limit_bonus(self, p)                                           # ZA-BRK-4.1

    def icons(self, p: int) -> Counter:
        """ZA-GEN-7: icons of played cards + partner zoos + university science. Shared from a
        cache by content: read it, never change it (copy it to change it)."""
        pl = self.pl[p]
        return _icon_counts(tuple(pl.zoo), tuple(pl.partners), tuple(pl.unis))

    def counter(self, p: int, name: str) -> int:
        """ZA-DAT-5 counters of p's own zoo (`_COUNTERS`: one function a counter)."""
        if name.startswith("icon:"):
            return self.icons(p).get(name[5:], 0)     # (Counter's [] of a missing icon is 0 too, through Python code)
        f = _COUNTERS.get(name)
        if f is None:
            raise KeyError(name)
        return f(self, p, self.pl[p])

    def spaces_used(self, p: int, bid: str) -> int:
        kind = self.pl[p].bld[bid][0]
        return sum(CARDS[a].special.get(kind, 0) for a in self.pl[p].occ.get(bid, ()))

    # ================================================================== gains and tracks
    def _emit(self, ev: list, kind: str, **data) -> None:
        """Append an event of one of the frequent kinds a search never reads (see `quiet`),
        unless this is a quiet search state."""
        if not self.quiet:
            ev.append(Event(kind, **data))

    def gain(self, p: int, res: str, n: int, ev: list, card: str | None = None) -> None:
        if n <= 0 and res != "appeal":
            return
        pl = self.pl[p]
        if res == "money":
            pl.money += n
        elif res == "appeal":
            pl.appeal = max(0, pl.appeal + n)
        elif res == "x":
            pl.x = min(T["start"]["max_x"], pl.x + n)                                       # ZA-XTK-1
        elif res == "cp":
            pl.cp += n
            self._cp_bonuses(p, ev)
        elif res == "reputation":
            cap = T["start"]["max_reputation"] if "cards" in pl.upgraded else T["start"]["reputation_cap_without_cards"]
            over, want = 0, n
            if pl.rep + n > cap:                                                            # ZA-REP-2/3
                if pl.rep + n > T["start"]["max_reputation"] and cap == T["start"]["max_reputation"]:
                    over = pl.rep + n - cap
                n = max(0, cap - pl.rep)
            if n < want and cap < T["start"]["max_reputation"]:                           # ZA-REP-2
                ev.append(Event("rep_capped", player=p, cap=cap, lost=want - n))
            pl.rep += n
            if over:
                pl.appeal += over
            self._rep_bonuses(p, ev)
        if n:
            self._emit(ev, "gain", player=p, res=res, n=n)

    def _rep_bonuses(self, p: int, ev: list) -> None:
        """ZA-REP-1: each bonus once, lowest first."""
        pl = self.pl[p]
        if pl.rep <= pl.rep_best:
            return
        old, pl.rep_best = pl.rep_best, pl.rep
        if self.scoring:
            return
        for lvl in range(old + 1, pl.rep + 1):
            for e in T["reputation_bonuses"].get(str(lvl), ()):
                ev.append(Event("track_bonus", player=p, track="reputation", space=lvl))
                self.add_task({"t": "eff", "p": p, "e": e, "card": ""})

    def _cp_bonuses(self, p: int, ev: list) -> None:
        """ZA-TRK-2 (once each, lowest first) and ZA-TRK-5 (first to CP 10)."""
        pl = self.pl[p]
        if pl.cp <= pl.cp_best:
            return
        old, pl.cp_best = pl.cp_best, pl.cp
        if self.scoring:
            return
        for lvl in range(old + 1, pl.cp + 1):
            kind = T["conservation_bonuses"].get(str(lvl))
            if kind == "choice_upgrade_worker":
                self.add_task({"t": "cp2", "p": p})
            elif kind == "tile_or_money":
                self.add_task({"t": "tile", "p": p, "level": lvl})
        if pl.cp >= T["final_discard_at_cp"] and not self.cp10:
            self.cp10 = True
            for k in range(self.n):
                q = (self.current + k) % self.n
                if len(self.pl[q].finals) >= 2:
                    self.add_task({"t": "final_discard", "p": q})

    def gain_worker(self, p: int, ev: list) -> None:
        """ZA-ASC-1: max 4 workers; further gains are lost."""
        pl = self.pl[p]
        if pl.workers < T["start"]["max_workers"]:
            pl.workers += 1
            ev.append(Event("worker", player=p, workers=pl.workers))
        else:
            ev.append(Event("lost", player=p, what="worker"))

    def advance_break(self, n: int, ev: list) -> None:
        """ZA-BRK-1: stops on L; reaching L makes a break due at the end of the turn."""
        if self.solo or n <= 0:                                                              # ZA-SOL-2
            return
        old = self.break_pos
        self.break_pos = min(self.L, self.break_pos + n)
        if self.break_pos >= self.L:
            self.break_due = True
        self._emit(ev, "break_token", player=self.current, pos=self.break_pos, moved=self.break_pos - old)

    def _draw1(self) -> str | None:
        """ZA-CRD-7: reshuffle the discard pile when the deck is empty."""
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def draw_from_deck(self, p: int, n: int, ev: list) -> None:
        got = []
        for _ in range(n):
            c = self._draw1()
            if c is None:
                break
            got.append(c)
        self.pl[p].hand.extend(got)
        self._emit(ev, "draw", owner=p, secret=("cards",), player=p, n=len(got), cards=got)

    def take_display(self, p: int, card: str, ev: list) -> int:
        f = self.folder_of(card)
        self.display[f - 1] = None                                                          # ZA-CRD-6: gap
        return f

    def refill_display(self, ev: list) -> None:
        """ZA-CRD-6: slide toward folder 1 and refill from the deck."""
        if len(self.display) == 6 and None not in self.display:
            return      # full: nothing moves, nothing drawn
        cards = [c for c in self.display if c is not None]
        while len(cards) < 6:
            c = self._draw1()
            if c is None:
                break
            cards.append(c)
        self.display = cards + [None] * (6 - len(cards))

    # ================================================================== the task loop
    def _run(self, ev: list) -> None:
        guard = 0
        stack = self.stack      # (never rebound by the rules, only changed in place)
        while True:
            guard += 1
            if guard > 100000:
                raise RuntimeError("task loop does not settle")
            if self._new:       # self._flush()
                stack.extend(reversed(self._new))
                self._new = []
            if self.over:
                stack.clear()
                return
            if not stack:
                stack.append({"t": "turn", "p": self.current})
            t = stack[-1]
            kind = t["t"]
            if kind == "turn":
                return      # a turn always has options (ZA-TRN-1: every action card): found when asked
            if kind in DECISIONS:
                opts = self._options(t)
                if opts:
                    if kind in AUTO_SINGLE and len(opts) == 1:
                        stack.pop()
                        getattr(self, "_r_" + kind)(t, opts[0], ev)
                        continue
                    self._cache = (t, opts)
                    return
                stack.pop()
                fallback = getattr(self, "_f_" + kind, None)
                if fallback is not None:
                    fallback(t, ev)
                else:
                    ev.append(Event("no_option", player=t["p"], what=kind))
                continue
            stack.pop()
            getattr(self, "_t_" + kind)(t, ev)

    def _options(self, t: dict) -> list[Action]:
        if self._cache is not None and self._cache[0] is t:
            return self._cache[1]
        return getattr(self, "_o_" + t["t"])(t)

    # ================================================================== protocol
    def decision(self) -> Decision:
        if self.over or not self.stack:
            return Decision((), "architect.prompt.over")
        t = self.stack[-1]
        args = {k: _lst(v) for k, v in t.items() if k not in ("t", "e")}
        return Decision((t["p"],), f"architect.prompt.{t['t']}", False, args)

    def legal_actions(self, player: int) -> list[Action]:
        if self.over or not self.stack or self.stack[-1]["p"] != player:
            return []
        return list(self._options(self.stack[-1]))

    def not_yours(self) -> str:
        """The refusal for a seat that does not decide now, naming the seat that does (the
        sentence every game uses, rules.not_your_turn)."""
        return i18n.t("rules.not_your_turn", player=", ".join(self.seat_name(q) for q in self.decision().players))

    def why_illegal(self, a: Action) -> str | None:
        if self.over:
            return i18n.t("architect.refuse.over")
        if not self.stack or self.stack[-1]["p"] != a.player:
            return self.not_yours()
        t = self.stack[-1]
        if isinstance(a, Build) and t["t"] == "build":
            r = self.placement_error(a.player, a.building, a.col, a.row, a.rot, t)
            return r
        if a in self._options(t):
            return None
        return self.explain(a, t)

    def explain(self, a: Action, t=None) -> str:
        """Why `a` is not among the options of decision task `t` (default: the waiting one), in a
        sentence: the refusal `why_illegal` gives once the seat and the build rules passed."""
        if t is None:
            t = self.stack[-1]
        kind = t["t"]
        if isinstance(a, PlayAnimal):
            if kind != "animals":
                return i18n.t("architect.refuse.no_animal_now")
            return self.animal_error(a.player, a.card, a.enclosure, t) or i18n.t("architect.refuse.animal_there")
        if isinstance(a, UseCard) and kind == "turn":
            if a.card not in ACTIONS:
                return i18n.t("architect.refuse.no_action_card")
            if a.x > self.pl[a.player].x:
                return i18n.t("architect.refuse.x_few")
        if isinstance(a, Choose) and kind == "assoc" and a.what == "dept" and a.value in DEPTS:
            return self.dept_error(a.player, a.value, t) or i18n.t("architect.refuse.not_legal", kind=_task_name(kind))
        if isinstance(a, XAction) and kind == "turn" and self.pl[a.player].x >= T["start"]["max_x"]:
            return i18n.t("architect.refuse.x_five")  # ZA-XTK-3
        return i18n.t("architect.refuse.not_legal", kind=_task_name(kind))

    def _apply(self, a: Action) -> list[Event]:
        ev: list[Event] = []
        t = self.stack.pop()
        self._cache = self._vals = None
        getattr(self, "_r_" + t["t"])(t, a, ev)
        self._run(ev)
        return ev

    apply_unchecked = _apply
    apply_unchecked.__doc__ = """Apply `a` without asking `why_illegal`: for search states only (the
        bots' play-outs, whose actions come from `legal_actions` of this very state). A table,
        a replay or anything from outside goes through the checked `apply`."""

    # ================================================================== turn (ZA-TRN, ZA-ACT, ZA-XTK)
    def strength(self, p: int, card: str, x: int) -> int:
        """ZA-ACT-2."""
        pl = self.pl[p]
        pen = T["constriction_penalty"] if card in pl.constrict else 0
        return max(0, self.slot_of(p, card) + x - pen)

    def _o_turn(self, t):
        p = t["p"]
        pl = self.pl[p]
        return list(_turn_options(p, tuple(pl.slots), pl.x))

    def _r_turn(self, t, a, ev):
        p = a.player
        pl = self.pl[p]
        self.after_q = []
        if isinstance(a, XAction):
            self.move_to(p, a.card, 1)
            self._emit(ev, "x_action", player=p, card=a.card)
            self.gain(p, "x", 1, ev)
        else:
            s = self.strength(p, a.card, a.x)
            pl.x -= a.x                                                                     # ZA-XTK-2
            self._emit(ev, "use_card", player=p, card=a.card, strength=s, x=a.x, upgraded=a.card in pl.upgraded)
            self.add_task({"t": "action", "p": p, "a": a.card, "s": s, "up": a.card in pl.upgraded, "src": "main"})
            self.add_task({"t": "finish", "p": p, "a": a.card})
        self.add_task({"t": "turn_end", "p": p})

    def _t_action(self, t, ev):
        p, a, s, up = t["p"], t["a"], t["s"], t["up"]
        if a == "build":
            kinds = UP_KINDS if up else BASE_KINDS
            self.add_task({"t": "build", "p": p, "mode": "action", "kinds": kinds, "budget": s, "used": (), "up": up,
                           "card": ""})
        elif a == "animals":
            n = T["animals_per_action"]["upgraded" if up else "base"][min(s, 5)]          # ZA-ANM-1
            if up and s >= 5:
                self.gain(p, "reputation", 1, ev)                                            # ZA-ANM-8
            if n:
                self.add_task({"t": "animals", "p": p, "left": n, "up": up, "src": t["src"]})
        elif a == "cards":
            self.advance_break(T["cards_action"]["break_steps"], ev)                          # ZA-CRD-5
            row = T["cards_action"]["upgraded" if up else "base"][min(s, 5)]              # ZA-CRD-2
            if row["snap"] and any(c is not None for c in self.display):
                self.add_task({"t": "cards_mode", "p": p, "n": row["draw"], "d": row["discard"], "up": up})
            else:
                self._cards_draw(p, row["draw"], row["discard"], up, ev)
        elif a == "association":
            self.add_task({"t": "assoc", "p": p, "budget": s, "up": up, "used": ()})
        elif a == "sponsors":
            self.add_task({"t": "sponsors", "p": p, "s": s, "budget": s + 1 if up else s, "up": up,
                           "played": 0})

    def _t_finish(self, t, ev):
        """ZA-ACT-3 then ZA-ACT-4: the used card goes to slot 1 and sheds its markers; then the
        queued `after` effects resolve in play order."""
        p, a = t["p"], t["a"]
        pl = self.pl[p]
        self.move_to(p, a, 1)
        if a in pl.venom or a in pl.constrict:                                               # ZA-INT-3/6
            pl.venom = pl.venom - {a}
            pl.constrict = pl.constrict - {a}
            ev.append(Event("markers_removed", player=p, card=a))
        q, self.after_q = self.after_q, []
        for who, cid, e in q:
            self.add_task({"t": "eff", "p": who, "e": e, "card": cid})

    def _t_eff(self, t, ev):
        E.run(self, t["p"], t["e"], ev, t.get("card") or None)

    def _t_gain(self, t, ev):
        self.gain(t["p"], t["res"], t["n"], ev)

    def _t_activate(self, t, ev):
        pl = self.pl[t["p"]]
        if t["card"] in pl.zoo and t["card"] not in pl.active:
            pl.active.append(t["card"])

    def _t_turn_end(self, t, ev):
        """ZA-TRN-2 steps 2-4."""
        p = t["p"]
        pl = self.pl[p]
        self.refill_display(ev)                                                              # step 2
        if pl.venom:                                                                         # step 3, ZA-INT-3
            due = T["venom_cost"] * len(pl.venom)
            paid = min(due, pl.money)
            pl.money -= paid
            lost = min(pl.appeal, due - paid)
            pl.appeal -= lost
            ev.append(Event("venom_pay", player=p, money=paid, appeal=lost))
        self._end_check("pre", ev)
        ran = False
        if self.solo:
            self.solo_left -= 1
            if self.solo_left <= 0:
                ran = True
        elif self.break_due:
            ran = True
        if ran:                                                                              # step 4
            self.add_task({"t": "break", "p": p})
        self.add_task({"t": "turn_next", "p": p, "ran": ran})

    def _end_check(self, stage: str, ev: list) -> None:
        """ZA-END-1: appeal >= T(CP) for some player."""
        if self.trigger is not None:
            return
        for q in range(self.n):
            if self.pl[q].appeal >= score_threshold(self.pl[q].cp):
                self.trigger = stage
                self.trigger_by = q
                ev.append(Event("end_trigger", player=q, stage=stage))
                return

    def _t_turn_next(self, t, ev):
        """ZA-TRN-2 steps 5-6 and ZA-END-2/3/6, ZA-SOL-3."""
        p = t["p"]
        if t["ran"]:
            self._end_check("post", ev)
        self.turns += 1
        if self.solo:
            if self.trigger is not None or self.breaks >= len(T["solo"]["countdown"]):
                self.add_task({"t": "final_scoring", "p": p})
                return
        elif self.final_left is None and self.trigger is not None:
            if self.end_variant == "published" and self.trigger == "pre":
                self.final_left = self.n - 1
            else:
                self.final_left = self.n
            ev.append(Event("final_round", player=p, turns=self.final_left))
        elif self.final_left is not None:
            self.final_left -= 1
        if self.final_left is not None and self.final_left <= 0:
            self.add_task({"t": "final_scoring", "p": p})
            return
        if self.final_left is None and self.turns >= T["round_limit"] * self.n:            # ZA-END-6
            ev.append(Event("round_limit", player=p))
            self.add_task({"t": "final_scoring", "p": p})
            return
        self.current = (p + 1) % self.n
        self.break_due = False
        self._emit(ev, "next_turn", player=self.current)

    # ================================================================== break (ZA-BRK)
    def _t_break(self, t, ev):
        p = t["p"]
        self.breaks += 1
        ev.append(Event("break", player=p, number=self.breaks))
        if not self.solo:
            self.gain(p, "x", 1, ev)                                                         # ZA-BRK-3
        for k in range(self.n):                                                              # 4.1
            q = (p + k) % self.n
            if len(self.pl[q].hand) > self.hand_limit(q):
                self.add_task({"t": "hand_limit", "p": q})
        self.add_task({"t": "break2", "p": p})

    def _t_break2(self, t, ev):
        p = t["p"]
        for pl in self.pl:                                                                   # 4.2
            pl.venom = frozenset()
            pl.constrict = frozenset()
            pl.placed = {}                                                                   # 4.3
        self.partner_offer = CONTINENTS
        self.uni_offer = tuple(T["universities"])
        for c in self.display[:2]:                                                           # 4.4
            if c is not None:
                self.discard.append(c)
        self.display = self.display[2:] + [None, None]
        self.refill_display(ev)
        for k in range(self.n):                                                              # 4.5
            self.add_task({"t": "income", "p": (p + k) % self.n})
        self.add_task({"t": "break3", "p": p})

    def income(self, p: int, active: tuple | None = None) -> int:
        """ZA-BRK-5, ZA-TRK-1, ZA-EFF-31/32: the money p receives at the next break as things
        stand: appeal income, kiosk income and the money of p's income effects (`active`:
        tuple(p's active cards) when the caller has it already)."""
        return appeal_income(self.pl[p].appeal) + self.kiosk_income(p) + \
            sum([n for r, n in E.income(self, p, active) if r == "money"])

    def kiosk_income(self, p: int) -> int:
        """ZA-BRK-5."""
        pl = self.pl[p]
        total = 0
        for bid, v in pl.bld.items():
            if v[0] != "kiosk":
                continue
            nb = H.neighbours_of(v[1])
            for ob, (k2, m2, _, _) in pl.bld.items():
                if ob == bid or not (m2 & nb):
                    continue
                if k2 in ("unique", "pavilion") or k2 in SPECIAL_KINDS or (k2.startswith("enc") and pl.occ.get(ob)):
                    total += 1
        return total

    def _t_income(self, t, ev):
        p = t["p"]
        pl = self.pl[p]
        money = appeal_income(pl.appeal) + self.kiosk_income(p)
        pl.money += money
        ev.append(Event("income", player=p, money=money))
        for res, n in E.income(self, p):
            self.gain(p, res, n, ev)

    def _t_break3(self, t, ev):
        self.break_pos = 0                                                                   # 4.6
        self.break_due = False
        if self.solo:
            cd = T["solo"]["countdown"]
            self.solo_left = cd[self.breaks] if self.breaks < len(cd) else 0

    def _o_hand_limit(self, t):
        p = t["p"]
        return [Choose(p, "hand_limit", c) for c in sorted(set(self.pl[p].hand))]

    def _r_hand_limit(self, t, a, ev):
        p = a.player
        self.pl[p].hand.remove(a.value)
        self.discard.append(a.value)
        self._emit(ev, "discard", owner=p, secret=("card",), player=p, card=a.value)
        if len(self.pl[p].hand) > self.hand_limit(p):
            self.stack.append(t)

    # ================================================================== setup keep (ZA-SET-4)
    def _o_keep(self, t):
        p = t["p"]
        dealt = sorted(self.pl[p].dealt)
        k = T["start"]["keep"]
        if len(dealt) <= k:
            return [Keep(p, tuple(dealt))]
        return [Keep(p, tuple(c)) for c in combinations(dealt, k)]

    def _r_keep(self, t, a, ev):
        pl = self.pl[a.player]
        pl.hand = list(a.cards)
        for c in pl.dealt:
            if c not in a.cards:
                self.discard.append(c)
        pl.dealt = []
        ev.append(Event("keep", owner=a.player, secret=("cards",), player=a.player, cards=list(a.cards)))

    # ================================================================== build (ZA-BLD)
    def allowed_kinds(self, p: int, t=None) -> list[str]:
        """The building kinds p may place in build task `t` (default: p's pending build
        decision; [] if there is none), in the task's order (ZA-BLD-1/7/10, ZA-UPG-1)."""
        if t is None:
            t = self._pending_of(p, "build")
            if t is None:
                return []
        pl = self.pl[p]
        up_build = "build" in pl.upgraded
        have = {v[0] for v in pl.bld.values()}
        out = []
        for k in t["kinds"]:
            if t["mode"] == "unique":
                out.append(k)
                continue
            b = B[k]
            if k in t["used"]:                                                              # ZA-BLD-10
                continue
            if b.upgraded and not (t["up"] if t["mode"] == "action" else up_build):
                continue
            if b.special and k in have:                                                      # ZA-BLD-7
                continue
            if b.size > t["budget"]:                                                         # ZA-BLD-1
                continue
            out.append(k)
        return out

    def _restricted_ok(self, p: int, t: dict) -> bool:
        """ZA-MAP-4 with ZA-UPG-1: a Build action keeps the side it was chosen with."""
        return bool(t["up"]) if t["mode"] == "action" else "build" in self.pl[p].upgraded

    def build_cost(self, p: int, kind: str, t=None) -> int:
        """What placing `kind` costs p in build task `t` (default: p's pending build decision)."""
        if t is None:
            t = self._pending_of(p, "build")
        if t["mode"] != "action":
            return 0                                                                         # ZA-EFF-9/10
        return max(0, BUILDINGS["cost_per_cell"] * H.size_of(kind) - E.build_discount(self, p))  # ZA-BLD-2, EFF-30

    def adjacency_mask(self, p: int) -> int:
        """ZA-BLD-4: the cells a new building of p must touch (the border for a first one)."""
        pl = self.pl[p]
        if not pl.bld:
            return H.BORDER                                                                  # ZA-BLD-4 first
        if self.adjacency == "previous" and pl.last in pl.bld:
            return H.neighbours_of(pl.bld[pl.last][1])
        return H.neighbours_of(pl.mask)

    def _kiosk_block(self, p: int) -> int:
        m = 0
        for kind, mask, _, _ in self.pl[p].bld.values():
            if kind == "kiosk":
                m |= H.NEAR[mask.bit_length() - 1]
        return m

    def legal_placements(self, p: int, kind: str | None = None, t: dict | None = None) -> list[tuple[Build, int]]:
        """Query API for the UI: every legal (Build action, cost) now (for `kind` or all kinds).
        Without `t`, as for a base or upgraded Build action at strength 5."""
        if t is None:
            up = "build" in self.pl[p].upgraded
            t = {"mode": "action", "kinds": UP_KINDS if up else BASE_KINDS, "budget": 5, "used": (), "up": up}
        out = []
        pl = self.pl[p]
        restricted_ok = self._restricted_ok(p, t)                                           # ZA-MAP-4
        blocked = pl.mask
        adj = self.adjacency_mask(p)
        kblock = self._kiosk_block(p)
        for k in self.allowed_kinds(p, t):
            if kind is not None and k != kind:
                continue
            cost = self.build_cost(p, k, t)
            if cost > pl.money:
                continue
            out += [(a, cost) for a in _placements(p, k, blocked, adj, restricted_ok, kblock if k == "kiosk" else 0)]
        return out

    @staticmethod
    def build_cells(a: Build) -> list[tuple[int, int]]:
        """Query API for the UI: the offset cells (col, row) a Build action covers ([] if off the map)."""
        pc = H.make_placement(a.building, a.col, a.row, a.rot)
        return [H.cell(i) for i in pc.cells] if pc else []

    def placement_error(self, p: int, kind: str, col: int, row: int, rot: int, t: dict | None = None) -> str | None:
        """Query API for the UI: None if the placement is legal now, else why not."""
        if t is None:
            if self.stack and self.stack[-1]["t"] == "build" and self.stack[-1]["p"] == p:
                t = self.stack[-1]
            else:
                return i18n.t("architect.refuse.not_building")
        pl = self.pl[p]
        if kind not in H.PLACEMENTS:
            return i18n.t("architect.refuse.no_building", kind=kind)
        if kind not in t["kinds"]:
            return i18n.t("architect.refuse.kind_now")
        if kind not in self.allowed_kinds(p, t):
            b = B.get(kind)
            if kind in t["used"]:
                return i18n.t("architect.refuse.kind_twice")  # ZA-BLD-10
            if b and b.special and any(v[0] == kind for v in pl.bld.values()):
                return i18n.t("architect.refuse.unique_have")  # ZA-BLD-7
            if b and b.upgraded:
                return i18n.t("architect.refuse.needs_build_up")  # ZA-BLD-10
            return i18n.t("architect.refuse.too_big")  # ZA-BLD-1
        if not (0 <= rot < 12):
            return i18n.t("architect.refuse.orient")
        pc = H.make_placement(kind, col, row, rot)
        if pc is None:
            return i18n.t("architect.refuse.on_map")  # ZA-MAP-3, ZA-BLD-3
        if pc.mask & pl.mask:
            return i18n.t("architect.refuse.covered")  # ZA-BLD-3
        if pc.restricted and not self._restricted_ok(p, t):
            return i18n.t("architect.refuse.restricted")  # ZA-MAP-4
        if not pc.mask & self.adjacency_mask(p):
            if not pl.bld:
                return i18n.t("architect.refuse.edge")  # ZA-BLD-4
            if self.adjacency == "previous":
                return i18n.t("architect.refuse.touch_prev")  # ZA-BLD-4
            return i18n.t("architect.refuse.touch_any")  # ZA-BLD-4
        if kind == "kiosk" and pc.mask & self._kiosk_block(p):
            return i18n.t("architect.refuse.kiosk")  # ZA-BLD-8
        if self.build_cost(p, kind, t) > pl.money:
            return i18n.t("architect.refuse.pay_building")  # ZA-BLD-2
        return None

    def _o_build(self, t):
        p = t["p"]
        out: list[Action] = [a for a, _ in self.legal_placements(p, None, t)]
        if t["mode"] == "action":
            out.append(Done(p))
        return out

    def _r_build(self, t, a, ev):
        p = a.player
        if isinstance(a, Done):
            return
        pl = self.pl[p]
        pc = H.make_placement(a.building, a.col, a.row, a.rot)
        cost = self.build_cost(p, a.building, t)
        pl.money -= cost
        kind = "unique" if t["mode"] == "unique" else a.building
        bid = self._put_building(p, kind, pc)
        self._emit(ev, "build", player=p, btype=kind, building=bid, cells=[list(H.cell(i)) for i in pc.cells],
                   cost=cost, card=t.get("card") or None)
        if t["mode"] == "action" and t["up"]:
            left = t["budget"] - H.size_of(a.building)
            if left > 0:
                self.stack.append(dict(t, budget=left, used=t["used"] + (a.building,)))
        start = len(self._new)
        for i in pc.cells:                                                                   # ZA-BLD-9
            if i in H.YELLOW:
                ev.append(Event("yellow", player=p, bonus=H.YELLOW[i], cell=list(H.cell(i))))
                for e in MAP["bonuses"][H.YELLOW[i]]:
                    self.add_task({"t": "eff", "p": p, "e": e, "card": ""})
        if B.get(kind) and B[kind].appeal:                                                   # pavilion
            self.gain(p, "appeal", B[kind].appeal, ev)
        E.on_build(self, p, kind, ev)                                                        # ZA-EFF-23
        self.simultaneous(p, start)                                                          # ZA-GEN-4
        if not pl.full_map and (pl.mask & H.BUILDABLE) == H.BUILDABLE:                       # ZA-MAP-7
            pl.full_map = True
            self.gain(p, "appeal", MAP["full_map_appeal"], ev)
        if kind in SPECIAL_KINDS:                                                            # ZA-BLD-11
            self.add_task({"t": "move_in", "p": p, "bid": bid})

    def fits(self, p: int, card, bid: str) -> bool:
        """ZA-ANM-4/5: can animal `card` live in building `bid` (ignoring whether it is free)?"""
        pl = self.pl[p]
        kind, _, w, r = pl.bld[bid]
        used = self.spaces_used(p, bid) if kind in SPECIAL_KINDS else 0
        return E.fits_in(card, kind, w, r, bool(pl.occ.get(bid)), used, E.summary(tuple(pl.active)))

    def _o_move_in(self, t):
        p, bid = t["p"], t["bid"]
        pl = self.pl[p]
        out: list[Action] = []
        if bid not in pl.bld:
            return out
        kind = pl.bld[bid][0]
        for a, home in sorted(pl.home.items()):
            if pl.bld[home][0].startswith("enc") and kind in CARDS[a].special and self.fits(p, CARDS[a], bid):
                out.append(Choose(p, "move_in", a))
        if out:
            out.append(Done(p))
        return out

    def _r_move_in(self, t, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = self.pl[p]
        old = pl.home[a.value]
        pl.occ[old] = ()
        pl.occ[t["bid"]] = pl.occ[t["bid"]] + (a.value,)
        pl.home = {**pl.home, a.value: t["bid"]}     # replaced, never changed: copies share it (Player.copy)
        ev.append(Event("move_in", player=p, card=a.value, building=t["bid"], old=old))
        self.stack.append(t)

    # ================================================================== animals (ZA-ANM)
    def animal_cost(self, p: int, card, folder: int = 0) -> int:
        """ZA-ANM-3."""
        pl = self.pl[p]
        return E.animal_price(card, pl.partners, E.summary(tuple(pl.active)).discount) + folder

    def req_ok(self, p: int, r: dict) -> bool:
        """ZA-DAT-3 requirement kinds."""
        pl = self.pl[p]
        k = r["kind"]
        if k == "icon":
            return self.icons(p).get(r["icon"], 0) >= r["n"]
        if k == "partner":
            return r["continent"] in pl.partners
        if k == "reputation":
            return pl.rep >= r["n"]
        if k == "upgraded":
            return r["action"] in pl.upgraded
        return self.counter(p, r["counter"]) >= r["n"]

    def animal_error(self, p: int, cid: str, bid: str, t: dict) -> str | None:
        pl = self.pl[p]
        card = CARDS.cards.get(cid)
        if card is None or card.type != "animal":
            return i18n.t("architect.refuse.not_animal")
        folder = 0
        if cid not in pl.hand:
            folder = self.folder_of(cid)
            if not folder or not t["up"]:
                return i18n.t("architect.refuse.animal_from")  # ZA-ANM-8
            if folder > self.in_range(p):
                return i18n.t("architect.refuse.reach")  # ZA-REP-1
        if card.tier == 2 and not t["up"]:
            return i18n.t("architect.refuse.needs_animals_up")  # ZA-DAT-2
        for r in card.requires:
            if not self.req_ok(p, r):
                return i18n.t("architect.refuse.animal_req")  # ZA-ANM-2
        if self.animal_cost(p, card, folder) > pl.money:
            return i18n.t("architect.refuse.pay_animal")  # ZA-ANM-3
        if bid not in pl.bld or not self.fits(p, card, bid):
            return i18n.t("architect.refuse.enclosure")  # ZA-ANM-4/5
        return None

    def card_error(self, p: int, cid: str) -> str | None:
        """Why card `cid` (hand or display) cannot be played in p's animals or sponsors decision
        now, in a sentence; None if some placement of it is legal (for greyed cards at the table)."""
        if not self.stack or self.stack[-1]["p"] != p:
            return self.not_yours()
        t = self.stack[-1]
        if t["t"] == "sponsors":
            if any(isinstance(a, PlaySponsor) and a.card == cid for a in self._options(t)):
                return None
            return self.sponsor_error(p, cid, t) or i18n.t("architect.refuse.one_sponsor")  # ZA-SPN-1
        if t["t"] != "animals":
            return i18n.t("architect.refuse.no_animal_now")
        if t["left"] <= 0:
            return i18n.t("architect.refuse.animals_done")  # ZA-ANM-1
        encs = [b for b, v in self.pl[p].bld.items() if v[0].startswith("enc") or v[0] in SPECIAL_KINDS]
        errs = [self.animal_error(p, cid, b, t) for b in encs] or [self.animal_error(p, cid, "", t)]
        if any(e is None for e in errs):
            return None
        no_fit = i18n.t("architect.refuse.enclosure")  # ZA-ANM-4/5
        if all(e == no_fit for e in errs):
            return i18n.t("architect.refuse.no_fit")  # ZA-ANM-4/5
        return next(e for e in errs if e != no_fit)

    def _o_animals(self, t):
        p = t["p"]
        pl = self.pl[p]
        if t["left"] <= 0:
            return []
        cands = [(c, 0) for c in pl.hand if CARDS[c].type == "animal"]
        if t["up"]:
            cands += [(c, f) for f, c in self.display_cards(p) if CARDS[c].type == "animal"]
        out: list[Action] = []
        encs = [b for b, v in pl.bld.items() if v[0].startswith("enc") or v[0] in SPECIAL_KINDS]
        seen = set()
        for cid, folder in cands:
            if cid in seen:
                continue
            seen.add(cid)
            card = CARDS[cid]
            if card.tier == 2 and not t["up"]:
                continue
            if not all(self.req_ok(p, r) for r in card.requires):
                continue
            if self.animal_cost(p, card, folder) > pl.money:
                continue
            for b in encs:
                if self.fits(p, card, b):
                    out.append(PlayAnimal(p, cid, b))
        out.append(Done(p))
        return out

    def _r_animals(self, t, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = self.pl[p]
        card = CARDS[a.card]
        folder = 0
        if a.card in pl.hand:                                                                # ZA-ANM-6
            pl.hand.remove(a.card)
        else:
            folder = self.take_display(p, a.card, ev)
        cost = self.animal_cost(p, card, folder)
        pl.money -= cost
        pl.occ[a.enclosure] = pl.occ[a.enclosure] + (a.card,)
        pl.home = {**pl.home, a.card: a.enclosure}
        pl.zoo.append(a.card)
        ev.append(Event("animal", player=p, card=a.card, building=a.enclosure, cost=cost, folder=folder))
        if t["left"] > 1:
            self.stack.append(dict(t, left=t["left"] - 1))
        self.gain(p, "appeal", card.appeal, ev)                                              # step 5
        self.gain(p, "cp", card.cp, ev)
        self.gain(p, "reputation", card.reputation, ev)
        if card.interaction:                                                                 # step 6
            self.add_task({"t": "interact", "p": p, "kind": card.interaction["type"],
                           "n": card.interaction["strength"], "nested": t["src"] == "hypno"})
        for e in card.effects:                                                               # steps 7-8
            if e["when"] == "now":
                self.add_task({"t": "eff", "p": p, "e": e, "card": a.card})
            elif e["when"] == "after":
                self.after_q.append((p, a.card, e))
        start = len(self._new)
        E.on_animal(self, p, card, ev)                                                       # ZA-EFF-21
        self.simultaneous(p, start)
        self.add_task({"t": "activate", "p": p, "card": a.card})

    def _t_interact(self, t, ev):
        E.interaction(self, t["p"], t["kind"], t["n"], ev, t["nested"])

    # ---- interactions (ZA-INT)
    def _o_venom(self, t):
        p = t["p"]
        pl = self.pl[p]
        return [Choose(p, "venom", c) for c in pl.slots if c not in pl.venom]

    def _r_venom(self, t, a, ev):
        pl = self.pl[a.player]
        pl.venom = pl.venom | {a.value}
        ev.append(Event("venom", player=t["by"], target=a.player, card=a.value))

    def _most_popular(self, p: int) -> list[int]:
        el = E.eligible(self, p)
        if not el:
            return []
        top = max(self.pl[q].appeal for q in el)
        return [q for q in el if self.pl[q].appeal == top]

    def _o_hypnosis(self, t):
        p = t["p"]
        out: list[Action] = []
        for q in self._most_popular(p):
            for c in self.pl[q].slots[:4 if t.get("n") == 2 else 3]:   # ZA-INT-4; strength 2: slots 1-4
                out.append(Choose(p, "hypnosis", f"{q}:{c}"))
        if out:
            out.append(Done(p))
        return out

    def _r_hypnosis(self, t, a, ev):
        """ZA-INT-4: perform the target's action (their side, strength = its slot there)."""
        if isinstance(a, Done):
            return
        p = a.player
        q_s, card = a.value.split(":")
        q = int(q_s)
        s = self.slot_of(q, card)
        ev.append(Event("hypnosis", player=p, target=q, card=card, strength=s))
        self.add_task({"t": "action", "p": p, "a": card, "s": s, "up": card in self.pl[q].upgraded, "src": "hypno"})
        self.add_task({"t": "hypno_move", "p": q, "card": card})

    def _t_hypno_move(self, t, ev):
        self.move_to(t["p"], t["card"], 1)

    def _pilfer_candidates(self, t) -> list[int]:
        p = t["p"]
        el = E.eligible(self, p)
        if not el:
            return []
        if t["stage"] == 1:
            return self._most_popular(p)
        top = max(self.pl[q].cp for q in el)
        return [q for q in el if self.pl[q].cp == top and q not in t["hit"]]

    def _o_pilfer_target(self, t):
        return [Choose(t["p"], "target", str(q)) for q in self._pilfer_candidates(t)]

    def _r_pilfer_target(self, t, a, ev):
        q = int(a.value)
        p = t["p"]
        self.add_task({"t": "pilfer", "p": q, "thief": p})
        if t["n"] >= 2 and t["stage"] == 1:
            self.add_task(dict(t, stage=2, hit=(q,)))

    def _o_pilfer(self, t):
        """ZA-INT-5: the victim gives 5 money or a card of their choice."""
        p = t["p"]
        pl = self.pl[p]
        out: list[Action] = []
        if pl.money >= 5:
            out.append(Choose(p, "pilfer", "money"))
        out += [Choose(p, "pilfer", c) for c in sorted(set(pl.hand))]
        return out

    def _f_pilfer(self, t, ev):
        p, thief = t["p"], t["thief"]
        m = self.pl[p].money
        self.pl[p].money = 0
        self.pl[thief].money += m
        ev.append(Event("pilfer", player=thief, target=p, money=m))

    def _r_pilfer(self, t, a, ev):
        p, thief = a.player, t["thief"]
        if a.value == "money":
            self.pl[p].money -= 5
            self.pl[thief].money += 5
            ev.append(Event("pilfer", player=thief, target=p, money=5))
        else:
            self.pl[p].hand.remove(a.value)
            self.pl[thief].hand.append(a.value)
            ev.append(Event("pilfer", owner=thief, secret=("card",), player=thief, target=p, money=0, card=a.value))

    # ================================================================== cards (ZA-CRD)
    def _cards_draw(self, p: int, n: int, d: int, up: bool, ev: list) -> None:
        if n:
            if up:                                                                           # ZA-CRD-4
                self.add_task({"t": "draw", "p": p, "n": n, "src": "deck+range"})
            else:
                self.draw_from_deck(p, n, ev)
        if d:
            self.add_task({"t": "discard", "p": p, "n": d})

    def _o_cards_mode(self, t):
        p = t["p"]
        return [Choose(p, "cards", "draw"), Choose(p, "cards", "snap")]

    def _r_cards_mode(self, t, a, ev):
        p = a.player
        if a.value == "snap":
            self.add_task({"t": "snap", "p": p})
        else:
            self._cards_draw(p, t["n"], t["d"], t["up"], ev)

    def _o_snap(self, t):
        p = t["p"]
        return [Choose(p, "snap", c) for _, c in self.display_cards(p, True)]               # ZA-CRD-3

    def _r_snap(self, t, a, ev):
        p = a.player
        f = self.take_display(p, a.value, ev)
        self.pl[p].hand.append(a.value)
        ev.append(Event("take", player=p, card=a.value, folder=f))

    def _o_draw(self, t):
        p = t["p"]
        src = t["src"]
        cards = self.display_cards(p, src == "any")
        out: list[Action] = [Choose(p, "draw", c) for _, c in cards]
        if src == "deck+range" and (self.deck or self.discard):
            out.insert(0, Choose(p, "draw", "deck"))
        return out

    def _f_draw(self, t, ev):
        """Display shortfall comes from the deck (ZA-EFF-3)."""
        self.draw_from_deck(t["p"], t["n"], ev)

    def _r_draw(self, t, a, ev):
        p = a.player
        if a.value == "deck":
            self.draw_from_deck(p, 1, ev)
        else:
            f = self.take_display(p, a.value, ev)
            self.pl[p].hand.append(a.value)
            ev.append(Event("take", player=p, card=a.value, folder=f))
        if t["n"] > 1:
            self.stack.append(dict(t, n=t["n"] - 1))

    def _o_discard(self, t):
        p = t["p"]
        return [Choose(p, "discard", c) for c in sorted(set(self.pl[p].hand))]

    def _r_discard(self, t, a, ev):
        p = a.player
        self.pl[p].hand.remove(a.value)
        self.discard.append(a.value)
        self._emit(ev, "discard", owner=p, secret=("card",), player=p, card=a.value)
        if t["n"] > 1:
            self.stack.append(dict(t, n=t["n"] - 1))

    # ================================================================== association (ZA-ASC)
    def dept_cost(self, p: int, d: str) -> int | None:
        """ZA-ASC-3: 1 worker if none of yours is there, else 2; None if closed/unaffordable."""
        pl = self.pl[p]
        there = pl.placed.get(d, 0)
        cost = 1 if there == 0 else 2
        if there + cost > T["department_max_workers"]:
            return None
        if pl.workers - sum(pl.placed.values()) < cost:
            return None
        return cost

    def partner_limit(self, p: int) -> int:
        return T["partner_limit"]["upgraded" if "association" in self.pl[p].upgraded else "base"]

    def _partner_options(self, p: int) -> list[str]:
        pl = self.pl[p]
        if len(pl.partners) >= self.partner_limit(p):                                        # ZA-ASC-5
            return []
        return [c for c in self.partner_offer if c not in pl.partners]

    def _uni_options(self, p: int) -> list[str]:
        pl = self.pl[p]
        if len(pl.unis) >= len(T["university_spaces"]):
            return []
        return [u for u in self.uni_offer if u not in pl.unis]

    def _o_assoc(self, t):
        p = t["p"]
        out: list[Action] = []
        if t["up"] or not t["used"]:
            for d in DEPTS:
                if self.dept_error(p, d, t) is None:
                    out.append(Choose(p, "dept", d))
        out.append(Done(p))
        return out

    def dept_error(self, p: int, d: str, t=None) -> str | None:
        """Why department `d` cannot be chosen in p's association task `t` (default: p's pending
        association decision) (None: it can)."""
        if t is None:
            t = self._pending_of(p, "assoc")
        pl = self.pl[p]
        if not (t["up"] or not t["used"]) or d in t["used"]:
            return i18n.t("architect.refuse.dept_used")  # ZA-ASC-4
        if DEPTS[d] > t["budget"]:
            return i18n.t("architect.refuse.dept_value")  # ZA-ASC-4
        if self.dept_cost(p, d) is None:                                                     # ZA-ASC-3/4
            there = pl.placed.get(d, 0)
            if there + (1 if there == 0 else 2) > T["department_max_workers"]:
                return i18n.t("architect.refuse.dept_full")  # ZA-ASC-3
            return i18n.t("architect.refuse.no_worker")  # ZA-ASC-3
        if d == "partner" and not self._partner_options(p):
            return i18n.t("architect.refuse.no_partner")  # ZA-ASC-5
        if d == "university" and not self._uni_options(p):
            return i18n.t("architect.refuse.no_uni")  # ZA-ASC-6
        if d == "conservation" and not self.support_options(p, t["up"]):
            return i18n.t("architect.refuse.no_project")  # ZA-PRJ-3
        return None

    def _r_assoc(self, t, a, ev):
        p = a.player
        if isinstance(a, Done):
            if t["up"] and t["used"]:                                                        # ZA-ASC-7
                self.add_task({"t": "donate", "p": p})
            return
        d = a.value
        pl = self.pl[p]
        cost = self.dept_cost(p, d)
        pl.placed = {**pl.placed, d: pl.placed.get(d, 0) + cost}
        self._emit(ev, "dept", player=p, dept=d, workers=cost)
        if t["up"]:
            self.stack.append(dict(t, budget=t["budget"] - DEPTS[d], used=t["used"] + (d,)))
        if d == "reputation":
            self.gain(p, "reputation", 2, ev)
        elif d == "partner":
            self.add_task({"t": "partner", "p": p})
        elif d == "university":
            self.add_task({"t": "university", "p": p})
        else:
            self.add_task({"t": "support", "p": p, "up": t["up"]})

    def _o_donate(self, t):
        p = t["p"]
        m = self.pl[p].money
        out: list[Action] = [Choose(p, "donate", str(v)) for v in T["donations"] if v not in self.donations and v <= m]
        if T["donation_always"] <= m:
            out.append(Choose(p, "donate", str(T["donation_always"])))
        if out:
            out.append(Done(p))
        return out

    def _r_donate(self, t, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        v = int(a.value)
        self.pl[p].money -= v
        if v != T["donation_always"]:
            self.donations = self.donations | {v}
        self._emit(ev, "donate", player=p, value=v, paid=v)
        self.gain(p, "cp", T["donation_cp"], ev)

    def _o_partner(self, t):
        p = t["p"]
        return [Choose(p, "partner", c) for c in self._partner_options(p)]

    def _r_partner(self, t, a, ev):
        p = a.player
        pl = self.pl[p]
        space = len(pl.partners)
        pl.partners = pl.partners + (a.value,)
        self.partner_offer = tuple(c for c in self.partner_offer if c != a.value)
        ev.append(Event("partner", player=p, continent=a.value))
        for e in T["partner_spaces"][space]:
            self.add_task({"t": "eff", "p": p, "e": e, "card": ""})

    def _o_university(self, t):
        p = t["p"]
        return [Choose(p, "university", u) for u in self._uni_options(p)]

    def _r_university(self, t, a, ev):
        p = a.player
        pl = self.pl[p]
        space = len(pl.unis)
        pl.unis = pl.unis + (a.value,)
        self.uni_offer = tuple(u for u in self.uni_offer if u != a.value)
        ev.append(Event("university", player=p, university=a.value))
        for e in T["universities"][a.value]["effects"]:                                      # ZA-ASC-6
            self.add_task({"t": "eff", "p": p, "e": e, "card": ""})
        for e in T["university_spaces"][space]:
            self.add_task({"t": "eff", "p": p, "e": e, "card": ""})

    def _o_recall(self, t):
        p = t["p"]
        out: list[Action] = [Choose(p, "recall", d) for d, k in sorted(self.pl[p].placed.items()) if k > 0]
        if out:
            out.append(Done(p))
        return out

    def _r_recall(self, t, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = self.pl[p]
        placed = dict(pl.placed)    # replaced, never changed: copies share it (Player.copy)
        placed[a.value] -= 1
        if placed[a.value] == 0:
            del placed[a.value]
        pl.placed = placed
        ev.append(Event("recall", player=p, dept=a.value))
        if t["n"] > 1:
            self.stack.append(dict(t, n=t["n"] - 1))

    # ================================================================== projects (ZA-PRJ)
    def project_sources(self, p: int, up: bool) -> list[tuple[str, int, str]]:
        """(project, folder cost, where) a player may support now: base, row, hand, display."""
        pl = self.pl[p]
        out = [(b, 0, "base") for b in self.base] + [(r, 0, "row") for r in self.row]
        out += [(c, 0, "hand") for c in pl.hand if CARDS[c].type == "project"]
        if up:                                                                               # ZA-ASC-4
            out += [(c, f, "display") for f, c in self.display_cards(p) if CARDS[c].type == "project"]
        return out

    def support_options(self, p: int, up: bool) -> list[Support]:
        """ZA-PRJ-3/4/6: every Support p could choose now in a conservation department (`up`: an
        upgraded Association action, which also reaches the display)."""
        pl = self.pl[p]
        out = []
        seen = set()
        for pid, folder, where in self.project_sources(p, up):
            if pid in seen or pid in pl.supports or folder > pl.money:                       # ZA-PRJ-4
                continue
            seen.add(pid)
            card = CARDS[pid]
            slots = self.ptok.get(pid, (None,) * len(card.levels))
            req = card.requirement
            for i, lv in enumerate(card.levels):
                if slots[i] is not None:
                    continue
                if req["kind"] == "counter":
                    if self.counter(p, req["counter"]) >= lv["need"]:
                        out.append(Support(p, pid, i, ""))
                else:                                                                        # ZA-PRJ-6
                    for a in sorted(pl.home):
                        c = CARDS[a]
                        if req["icon"] in c.all_icons and c.size_class == lv["need"]:
                            out.append(Support(p, pid, i, a))
        return out

    def _o_support(self, t):
        return self.support_options(t["p"], t["up"])

    def _r_support(self, t, a, ev):
        p = a.player
        pl = self.pl[p]
        pid = a.project
        card = CARDS[pid]
        if pid in pl.hand or (pid not in self.base and pid not in self.row):                 # ZA-PRJ-5
            if pid in pl.hand:
                pl.hand.remove(pid)
                folder = 0
            else:
                folder = self.take_display(p, pid, ev)
                pl.money -= folder                                                           # ZA-REP-4
            self.row.insert(0, pid)                                                          # ZA-PRJ-2
            self.ptok[pid] = (None,) * len(card.levels)
            ev.append(Event("project_played", player=p, card=pid, folder=folder))
            cap = T["project_row"][str(self.n)]
            while len(self.row) > cap:
                out = self.row.pop()
                self.ptok.pop(out, None)
                self.discard.append(out)
                ev.append(Event("project_out", player=p, card=out))
            for e in card.on_play:
                self.add_task({"t": "eff", "p": p, "e": e, "card": pid})
        self.add_task({"t": "support_do", "p": p, "project": pid, "level": a.level, "animal": a.animal})

    def _t_support_do(self, t, ev):
        """ZA-PRJ-3: release if needed, next project token and its bonus, token on level, CP."""
        p, pid, lvl = t["p"], t["project"], t["level"]
        pl = self.pl[p]
        if pid not in self.ptok or self.ptok[pid][lvl] is not None:
            ev.append(Event("no_option", player=p, what="support"))
            return
        if t["animal"]:
            self.release(p, t["animal"], ev)
        if pl.tokens < len(T["project_tokens"]):
            for e in T["project_tokens"][pl.tokens]:
                self.add_task({"t": "eff", "p": p, "e": e, "card": ""})
            pl.tokens += 1
        lv = list(self.ptok[pid])
        lv[lvl] = p
        self.ptok[pid] = tuple(lv)
        pl.supports = pl.supports | {pid}
        pl.supported += 1
        level = CARDS[pid].levels[lvl]
        ev.append(Event("support", player=p, card=pid, level=lvl, cp=level["cp"]))
        self.add_task({"t": "gain", "p": p, "res": "cp", "n": level["cp"]})
        if level.get("rep"):
            self.add_task({"t": "gain", "p": p, "res": "reputation", "n": level["rep"]})
        start = len(self._new)
        E.on_project(self, p, ev)
        self.simultaneous(p, start)

    def release(self, p: int, cid: str, ev: list) -> None:
        """ZA-ANM-9."""
        pl = self.pl[p]
        card = CARDS[cid]
        home = dict(pl.home)
        bid = home.pop(cid)
        pl.home = home
        pl.occ[bid] = tuple(a for a in pl.occ[bid] if a != cid)
        pl.zoo.remove(cid)
        if cid in pl.active:
            pl.active.remove(cid)
        self.discard.append(cid)
        pl.appeal = max(0, pl.appeal - card.appeal)
        ev.append(Event("release", player=p, card=cid, building=bid))

    # ================================================================== sponsors (ZA-SPN)
    def sponsor_error(self, p: int, cid: str, t: dict) -> str | None:
        pl = self.pl[p]
        card = CARDS.cards.get(cid)
        if card is None or card.type != "sponsor":
            return i18n.t("architect.refuse.not_sponsor")
        folder = 0
        if cid not in pl.hand:
            folder = self.folder_of(cid)
            if not folder or not t["up"] or folder > self.in_range(p):
                return i18n.t("architect.refuse.sponsor_from")
        if card.level > t["budget"]:
            return i18n.t("architect.refuse.sponsor_level")  # ZA-SPN-1/3
        if card.tier == 2 and not t["up"]:
            return i18n.t("architect.refuse.needs_sponsors_up")  # ZA-DAT-4
        if not all(self.req_ok(p, r) for r in card.requires):
            return i18n.t("architect.refuse.sponsor_req")
        if folder > pl.money:
            return i18n.t("architect.refuse.folder_cost")  # ZA-REP-4
        return None

    def _o_sponsors(self, t):
        p = t["p"]
        pl = self.pl[p]
        out: list[Action] = []
        if t["up"] or t["played"] == 0:
            cands = [c for c in pl.hand if CARDS[c].type == "sponsor"]
            if t["up"]:
                cands += [c for _, c in self.display_cards(p) if CARDS[c].type == "sponsor"]
            for c in sorted(set(cands)):
                if self.sponsor_error(p, c, t) is None:
                    out.append(PlaySponsor(p, c))
        if t["played"] == 0:
            out.append(Choose(p, "sponsors", "break"))                                       # ZA-SPN-2
        out.append(Done(p))
        return out

    def _r_sponsors(self, t, a, ev):
        p = a.player
        pl = self.pl[p]
        if isinstance(a, Done):
            return
        if isinstance(a, Choose):
            s = t["s"]
            self.advance_break(s, ev)
            money = s * T["sponsor_break_money"]["upgraded" if t["up"] else "base"]
            self._emit(ev, "break_alt", player=p, strength=s, money=money)
            self.gain(p, "money", money, ev)
            return
        card = CARDS[a.card]
        folder = 0
        if a.card in pl.hand:
            pl.hand.remove(a.card)
        else:
            folder = self.take_display(p, a.card, ev)
            pl.money -= folder
        pl.zoo.append(a.card)
        ev.append(Event("sponsor", player=p, card=a.card, folder=folder))
        if t["up"]:
            left = t["budget"] - card.level
            if left > 0:
                self.stack.append(dict(t, budget=left, played=t["played"] + 1))
        start = len(self._new)
        E.on_sponsor(self, p, ev)                                                            # ZA-EFF-22
        self.simultaneous(p, start)
        for e in card.effects:                                                               # ZA-SPN-4
            if e["when"] == "now":
                self.add_task({"t": "eff", "p": p, "e": e, "card": a.card})
            elif e["when"] == "after":
                self.after_q.append((p, a.card, e))
        self.add_task({"t": "activate", "p": p, "card": a.card})

    # ================================================================== bonuses
    def _o_upgrade(self, t):
        p = t["p"]
        return [Choose(p, "upgrade", c) for c in ACTIONS if c not in self.pl[p].upgraded]   # ZA-UPG-1

    def _r_upgrade(self, t, a, ev):
        pl = self.pl[a.player]
        pl.upgraded = pl.upgraded | {a.value}
        ev.append(Event("upgrade", player=a.player, card=a.value))

    def _f_upgrade(self, t, ev):
        ev.append(Event("lost", player=t["p"], what="upgrade"))

    def _o_cp2(self, t):
        p = t["p"]
        return [Choose(p, "cp2", "upgrade"), Choose(p, "cp2", "worker")]

    def _r_cp2(self, t, a, ev):
        if a.value == "upgrade":
            self.add_task({"t": "upgrade", "p": a.player})
        else:
            self.gain_worker(a.player, ev)

    def _o_tile(self, t):
        p = t["p"]
        tiles = self.tiles5 if t["level"] == 5 else self.tiles8
        return [Choose(p, "tile", k) for k in tiles] + [Choose(p, "tile", "money")]

    def _r_tile(self, t, a, ev):
        p = a.player
        if a.value == "money":
            self.gain(p, "money", T["conservation_money"], ev)
            return
        if t["level"] == 5:
            self.tiles5 = tuple(k for k in self.tiles5 if k != a.value)
        else:
            self.tiles8 = tuple(k for k in self.tiles8 if k != a.value)
        self.pl[p].tiles = self.pl[p].tiles + (a.value,)
        ev.append(Event("tile", player=p, tile=a.value))
        for e in TILES[a.value]["effects"]:
            self.add_task({"t": "eff", "p": p, "e": e, "card": ""})

    def _o_slot(self, t):
        p = t["p"]
        return [Choose(p, "slot", c) for c in self.pl[p].slots]

    def _r_slot(self, t, a, ev):
        self.move_to(a.player, a.value, t["to"])
        ev.append(Event("slot", player=a.player, card=a.value, to=t["to"]))

    def _o_final_discard(self, t):
        p = t["p"]
        fin = self.pl[p].finals
        return [Choose(p, "final", c) for c in fin] if len(fin) >= 2 else []

    def _r_final_discard(self, t, a, ev):
        p = a.player
        fin = list(self.pl[p].finals)   # replaced, not changed: copies share the list (Player.copy)
        fin.remove(a.value)
        self.pl[p].finals = fin
        ev.append(Event("final_discard", owner=p, secret=("card",), player=p, card=a.value))

    # ================================================================== final scoring (ZA-END-4)
    def _t_final_scoring(self, t, ev):
        for k in range(self.n):
            q = (self.current + k) % self.n
            if len(self.pl[q].finals) >= 2:
                self.add_task({"t": "final_discard", "p": q})
        self.add_task({"t": "score", "p": t["p"]})

    def _t_score(self, t, ev):
        self.scoring = True
        self.breakdown = []
        for p in range(self.n):
            pl = self.pl[p]
            bd = {"appeal_before": pl.appeal, "cp_before": pl.cp, "final": [], "end": []}
            for f in pl.finals:
                c = CARDS[f]
                cp = E.tiers_value(self.counter(p, c.counter), c.tiers)
                self.gain(p, "cp", cp, ev)
                bd["final"].append([f, cp])
                ev.append(Event("final_card", player=p, card=f, cp=cp))
            for cid, res, n in E.end_score_items(self, p):
                before = (pl.appeal, pl.cp)
                self.gain(p, res, n, ev)
                if res in ("appeal", "cp"):
                    got = pl.appeal - before[0] if res == "appeal" else pl.cp - before[1]
                    bd["end"].append([cid, res, got])
            bd.update(appeal=pl.appeal, cp=pl.cp, t=score_threshold(pl.cp),
                      score=pl.appeal - score_threshold(pl.cp), projects=pl.supported)
            self.breakdown.append(bd)
        self.final = [self.pl[p].appeal - score_threshold(self.pl[p].cp) for p in range(self.n)]
        self.over = True
        ev.append(Event("game_over", scores=list(self.final), ranking=self.ranking()))

    # ================================================================== results
    @property
    def is_over(self) -> bool:
        return self.over

    def current_score(self, p: int) -> int:
        pl = self.pl[p]
        return pl.appeal - score_threshold(pl.cp)

    def gap(self, p: int) -> int:
        """ZA-END-1/ZA-TRK-4: appeal p still needs to reach T(CP) (0 or less: crossed)."""
        pl = self.pl[p]
        return score_threshold(pl.cp) - pl.appeal

    def final_turns_left(self) -> list[int] | None:
        """ZA-END-2: the seats that still take a turn before final scoring, in turn order (the
        seat playing now first, once the final round has begun); None before the end trigger."""
        if self.trigger is None:
            return None
        if self.over or self.scoring or self.solo:
            return []
        if self.final_left is None:          # triggered during this turn: the round starts after it
            k = self.n - 1 if self.end_variant == "published" and self.trigger == "pre" else self.n
            return [(self.current + 1 + i) % self.n for i in range(k)]
        return [(self.current + i) % self.n for i in range(self.final_left)]

    def score_breakdown(self, p: int) -> dict | None:
        """ZA-END-4: how p's final score came about, once final scoring ran: appeal and CP
        before it, the kept final scoring card(s) `final` [[card, cp]], the `end` effects
        [[card, "appeal"|"cp", gained]], then appeal, cp, t = T(cp), score, projects."""
        return dict(self.breakdown[p]) if self.breakdown is not None else None

    def scores(self) -> list[int]:
        if self.final is not None:
            return list(self.final)
        return [self.current_score(p) for p in range(self.n)]

    def ranking(self) -> list[int]:
        """ZA-END-5: score, then projects supported; still tied: shared (seat order)."""
        sc = self.scores()
        return sorted(range(self.n), key=lambda p: (-sc[p], -self.pl[p].supported, p))

    def winners(self) -> list[int]:
        sc = self.scores()
        best = max((sc[p], self.pl[p].supported) for p in range(self.n))
        return [p for p in range(self.n) if (sc[p], self.pl[p].supported) == best]

    # ================================================================== views, copies
    def view(self, player: int | None) -> dict[str, Any]:
        me = player if player is not None and 0 <= player < self.n else None
        return {
            "game": GID, "viewer": me, "players": self.n, "names": list(self.config.names),
            "seats": list(self.config.seats), "options": {"end_variant": self.end_variant, "adjacency": self.adjacency},
            "pl": [pl.public() for pl in self.pl],
            "hand": list(self.pl[me].hand) if me is not None else [],
            "finals": list(self.pl[me].finals) if me is not None else [],
            "dealt": list(self.pl[me].dealt) if me is not None else [],
            "display": list(self.display), "deck_size": len(self.deck), "discard_size": len(self.discard),
            "break_pos": self.break_pos, "L": self.L, "break_due": self.break_due,
            "partner_offer": list(self.partner_offer), "uni_offer": list(self.uni_offer),
            "base": list(self.base), "row": list(self.row), "ptok": {k: list(v) for k, v in self.ptok.items()},
            "donations": sorted(self.donations), "tiles5": list(self.tiles5), "tiles8": list(self.tiles8),
            "current": self.current, "start_seat": self.start_seat, "turns": self.turns, "cp10": self.cp10,
            "trigger": self.trigger, "trigger_by": self.trigger_by, "final_left": self.final_left, "breaks": self.breaks,
            "solo_left": self.solo_left, "scoring": self.scoring, "over": self.over, "final": self.final,
            "breakdown": self.breakdown,
            "stack": [{k: _lst(v) for k, v in t.items()} for t in self.stack],
            "after_q": [[p, c, e] for p, c, e in self.after_q],
        }

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng) -> "ZooArchitect":
        opts = dict(view["options"])
        cfg = GameConfig(view["players"], tuple(view["seats"]), tuple(view["names"]), tuple(sorted(opts.items())))
        g = cls(cfg, 0, _blank=True)
        g.rng = rng.fork()
        g.pl = [Player.from_public(d) for d in view["pl"]]
        for k in ("break_pos", "L", "break_due", "current", "start_seat", "turns", "cp10", "trigger", "trigger_by", "final_left",
                  "breaks", "solo_left", "scoring", "over"):
            setattr(g, k, view[k])
        g.final = list(view["final"]) if view["final"] is not None else None
        g.breakdown = view["breakdown"]
        g.display = list(view["display"])
        g.partner_offer, g.uni_offer = tuple(view["partner_offer"]), tuple(view["uni_offer"])
        g.base, g.row = tuple(view["base"]), list(view["row"])
        g.ptok = {k: tuple(v) for k, v in view["ptok"].items()}
        g.donations = frozenset(view["donations"])
        g.tiles5, g.tiles8 = tuple(view["tiles5"]), tuple(view["tiles8"])
        g.stack = [{k: _tup(v) if k != "e" else v for k, v in t.items()} for t in view["stack"]]
        g.after_q = [(p, c, e) for p, c, e in view["after_q"]]
        me = g.pl[player]
        me.hand, me.finals, me.dealt = list(view["hand"]), list(view["finals"]), list(view["dealt"])
        known = set(me.hand) | set(me.dealt) | {c for c in g.display if c} | set(g.row)
        for pl in g.pl:
            known |= set(pl.zoo)
        pool = [c for c in CARDS.deck if c not in known]
        rng.shuffle(pool)
        for q, d in enumerate(view["pl"]):
            if q == player:
                continue
            g.pl[q].hand = [pool.pop() for _ in range(d["hand_size"])]
            g.pl[q].dealt = [pool.pop() for _ in range(d["dealt_size"])]
        g.discard = [pool.pop() for _ in range(view["discard_size"])]
        g.deck = pool
        fins = [f for f in CARDS.finals if f not in me.finals]
        rng.shuffle(fins)
        for q, d in enumerate(view["pl"]):
            if q != player:
                g.pl[q].finals = sorted(fins.pop() for _ in range(d["finals_count"]))
        return g

    # ================================================================== public queries
    # What the bots and the table ask of a state (nothing outside the rules reads the task stack
    # or a private name): `pending`, `decider`, `allowed_kinds`, `income`, `support_options`,
    # `fits`, `adjacency_mask`, `icons`, `explain`, `apply_unchecked`, `turn_start`, `take_over`,
    # `value_memo`; plus the queries above (placement_error, legal_placements, card_error, ...).
    @property
    def pending(self):
        """The waiting task (read-only: `kind`, `player` and its named fields), None when the
        game is over."""
        if self.over or not self.stack:
            return None
        return _View.of(self.stack[-1])

    def decider(self) -> int | None:
        """The seat whose decision waits (None when the game is over): cheaper than `decision()`."""
        if self.over or not self.stack:
            return None
        return self.stack[-1]["p"]

    def _pending_of(self, p: int, kind: str):
        """The waiting task if it is p's `kind` decision, else None."""
        if self.stack and self.stack[-1]["t"] == kind and self.stack[-1]["p"] == p:
            return self.stack[-1]
        return None

    @contextmanager
    def turn_start(self, p: int):
        """This state, for the while of the `with`, as the state with p to start a turn: the
        stack holds only p's turn decision and p is the seat to play (a planning aid for the
        bots: clones taken inside keep that). Everything is put back after."""
        saved = self.stack, self.current, self._cache
        self.stack, self.current, self._cache = [{"t": "turn", "p": p}], p, None
        try:
            yield self
        finally:
            self.stack, self.current, self._cache = saved

    def take_over(self, other: "ZooArchitect") -> None:
        """Become `other` (a clone of this state played on, e.g. by a search): every field is
        taken from it except `quiet`, which stays this state's."""
        quiet = self.quiet
        self.__dict__.update(other.__dict__)
        self.quiet = quiet

    def value_memo(self) -> dict:
        """The bots' values of this state per seat (seat -> value), kept on the state and
        forgotten by every change the rules make (`apply`, `clone`, `invalidate`)."""
        v = self._vals
        if v is None:
            v = self._vals = {}
        return v

    # the names the rules' own tests knew these queries by
    _fits = fits
    _support_options = support_options
    _allowed_kinds = allowed_kinds

    def clone(self) -> "ZooArchitect":
        g = ZooArchitect.__new__(ZooArchitect)
        g.__dict__ = self.__dict__.copy()       # (a dict copy: quicker than update into a new one)
        g.rng = self.rng.copy()  # copy-on-write (engine/rng.py)
        g.pl = list(map(Player.copy, self.pl))
        g.deck, g.discard, g.display, g.row = self.deck[:], self.discard[:], self.display[:], self.row[:]
        g.ptok = self.ptok.copy()
        g.stack = [t.copy() for t in self.stack]
        g.after_q = self.after_q[:]
        g._new = []
        g._cache = g._vals = None
        if self.final is not None:
            g.final = self.final[:]
        return g

    def state_json(self) -> dict[str, Any]:
        d = self.view(None)
        d["hands"] = [list(pl.hand) for pl in self.pl]
        d["finals_all"] = [list(pl.finals) for pl in self.pl]
        d["dealt_all"] = [list(pl.dealt) for pl in self.pl]
        d["deck"] = list(self.deck)
        d["discard"] = list(self.discard)
        d["rng"] = self.rng.state_json()
        return d

    def describe(self) -> str:
        from .render import render
        return render(self)

    # test / UI helpers (setting up positions; no rule is applied)
    def invalidate(self) -> None:
        """Forget cached options (and values) after fields were changed by hand (tests)."""
        self._cache = self._vals = None

    def place_building(self, p: int, kind: str, col: int, row: int, rot: int = 0) -> str:
        """Put a building on p's map without cost, checks or bonuses; returns its id."""
        pc = H.make_placement(kind, col, row, rot)
        if pc is None:
            raise ValueError(f"{kind} does not fit at ({col},{row}) rot {rot}")
        bid = self._put_building(p, "unique" if kind.startswith("UB") else kind, pc)
        self._cache = self._vals = None
        return bid

    def _put_building(self, p: int, kind: str, pc) -> str:
        """Record a placed building on p's map (ZA-BLD-4 'previous' = this one); its id."""
        pl = self.pl[p]
        c0 = H.cell(pc.cells[0])
        bid = f"{kind}@{c0[0]},{c0[1]}"
        pl.bld[bid] = (kind, pc.mask, pc.water, pc.rock)
        pl.mask |= pc.mask
        pl.last = bid
        if kind in SPECIAL_KINDS or kind.startswith("enc"):
            pl.occ[bid] = ()
        return bid

    def put_animal(self, p: int, cid: str, bid: str) -> None:
        """Put an animal card into p's zoo and enclosure without cost or effects."""
        pl = self.pl[p]
        pl.occ[bid] = pl.occ[bid] + (cid,)
        pl.home = {**pl.home, cid: bid}
        pl.zoo.append(cid)
        pl.active.append(cid)
        self._cache = self._vals = None

    def put_card(self, p: int, cid: str) -> None:
        """Put a played sponsor card into p's zoo without effects."""
        self.pl[p].zoo.append(cid)
        self.pl[p].active.append(cid)
        self._cache = self._vals = None

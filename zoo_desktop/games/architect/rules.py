"""Zoo Architect rules engine (spec: shared/rules/zoo-architect.md; rule ids ZA-* cited inline).

Everything that happens is a *task* on one stack (`self.stack`, top = last; tasks.py: typed,
immutable tasks registered by kind). Automatic tasks run at once; decision tasks wait for their
player's action (every choice of ZA-BOT-1 is an explicit action). Tasks created while a task
runs are run next, in the order created (before whatever was below), so "gain, then its bonus,
then the next effect" reads as written. A decision task whose options are empty is skipped with
a `no_option` event (or its `fallback`): never a soft-lock.

This module keeps the state (`ZooArchitect`), the protocol and the shared helpers (gain, the task
loop, views and copies); each chapter of the spec is a module with its tasks and a part of the
class (a mixin): turn.py (setup keep, turn, action cards), build.py, animals.py and
interactions.py, display.py (cards), association.py, sponsors.py, projects.py, tracks.py (track
bonuses), breaks.py (break and income), scoring.py (end and final scoring); player.py (a seat's
state, counters), passives.py and effects.py (the effect ops). Every name other code imported
from here is still here.

Actions are identified by content: a building by (kind, anchor column, anchor row, rot),
cards by id, enclosures by building id, departments and other choices by name.
"""
from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from typing import Any

from zoo_desktop import i18n
from zoo_desktop.engine.core import Action, Decision, Event, Game, GameConfig, GameInfo
from zoo_desktop.engine.rng import Rng

from . import effects  # (importing it registers every effect op the `eff` task runs)
from . import (animals, association, breaks, build, display, interactions, passives, player, projects, scoring,
               sponsors, tasks, tracks, turn)
from . import hexmap as H
from .actions import GID, Build, Choose, Done, Keep, PlayAnimal, PlaySponsor, Support, UseCard, XAction
from .animals import AnimalRules
from .association import DEPTS, AssociationRules
from .breaks import BreakRules
from .build import B, BASE_KINDS, SPECIAL_KINDS, UP_KINDS, BuildRules, BuildTask
from .cards import ACTIONS, BUILDINGS, CARDS, CATEGORIES, CONTINENTS, MAP, TABLES
from .display import DisplayRules
from .interactions import InteractionRules
from .player import COUNTERS, Player, distinct_count, icon_counts
from .projects import ProjectRules
from .scoring import ScoringRules
from .sponsors import SponsorRules
from .tasks import TASKS, Choice, OrderTask, Task, sensitive, task_from_json, trigger_label
from .tracks import TILES, TrackRules, appeal_income, rep_range, score_threshold
from .turn import KeepTask, TurnRules, TurnTask

T = TABLES
# the modules of the rules by chapter (their tasks and their part of ZooArchitect), for tests
# that read every rules source
CHAPTERS = (turn, build, animals, interactions, display, association, sponsors, projects, tracks, breaks, scoring,
            player, passives, tasks)
DECISIONS = frozenset(k for k, c in TASKS.items() if c.choice)   # the kinds that wait for a player


__all__ = ["ACTIONS", "B", "BASE_KINDS", "BUILDINGS", "Build", "BuildTask", "CARDS", "CATEGORIES", "CHAPTERS", "CONTINENTS",
           "COUNTERS", "Choose", "DECISIONS", "DEPTS", "Done", "GID", "H", "Keep", "MAP", "Player", "PlayAnimal",
           "PlaySponsor", "SPECIAL_KINDS", "Support", "T", "TABLES", "TASKS", "TILES", "Task", "UP_KINDS", "UseCard",
           "XAction", "ZooArchitect", "appeal_income", "distinct_count", "effects", "icon_counts",
           "rep_range", "score_threshold", "task_from_json", "trigger_label"]


def _task_name(kind: str) -> str:
    """A waiting task's kind as players name it (`architect.what.*`), for a refusal."""
    key = f"architect.what.{kind}"
    return i18n.t(key) if i18n.has(key) else kind.replace("_", " ")


class ZooArchitect(TurnRules, BuildRules, AnimalRules, InteractionRules, DisplayRules, AssociationRules,
                   SponsorRules, ProjectRules, TrackRules, BreakRules, ScoringRules, Game):
    info = GameInfo(
        id=GID, title_key="game.architect", min_players=1, max_players=4,                  # ZA-GEN-1
        options=(("end_variant", "seed", ("seed", "published")),                            # ZA-END-2
                 ("adjacency", "any", ("any", "previous")),                                 # ZA-BLD-4
                 ("start_seat", -1, (-1, 0, 1, 2, 3)),
                 ("maps", H.DEFAULT.id, H.MAP_IDS + ("random",)),                           # ZA-MAP (every seat)
                 ) + tuple((f"map{k}", "same", ("same",) + H.MAP_IDS) for k in range(1, 5)),  # seat k's own map
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
        self.stack: list[Task] = []
        self.after_q: list[tuple] = []
        self._new: list[Task] = []
        self._cache = None     # (the decision task, its options) while it waits (`_run`, `_options`)
        self._vals = None      # the bots' `value` of this state per seat (bots.value), None: none known
        if _blank:
            return
        self.setup_events = self._setup()

    # ================================================================== setup (ZA-SET)
    def seat_maps(self) -> list[str]:
        """The map id of each seat from the options: `map<k>` for seat k-1 unless "same", else
        `maps`; "random" deals the maps from the seed (its own generator, so the rest of the
        deal is that of the default map's game), a different one to each random seat and none
        that another seat chose by name (while there are maps enough)."""
        chosen = []
        for p in range(self.n):
            v = self.config.option(f"map{p + 1}", "same")
            chosen.append(self.config.option("maps", H.DEFAULT.id) if v == "same" else v)
        dealt = list(H.MAP_IDS)
        Rng(f"architect-maps-{self.seed}").shuffle(dealt)
        free = [m for m in dealt if m not in chosen] or dealt
        k = 0
        for p, v in enumerate(chosen):
            if v == "random":
                chosen[p] = free[k % len(free)]
                k += 1
        return chosen

    def _setup(self) -> list[Event]:
        n, rng = self.n, self.rng
        for p, mid in enumerate(self.seat_maps()):
            self.pl[p].zmap = H.get_map(mid)                                               # ZA-MAP
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
            self.stack.insert(0, KeepTask((self.start_seat + k) % n))
        ev = [Event("setup", start=self.start_seat, base=list(self.base), display=list(self.display))]
        self._run(ev)
        return ev

    # ================================================================== small helpers
    def add_task(self, task: Task) -> None:
        self._new.append(task)

    def new_count(self) -> int:
        """How many tasks were added so far: the `start` of a later `simultaneous`."""
        return len(self._new)

    def simultaneous(self, p: int, start: int) -> None:
        """ZA-GEN-4: the tasks added since `start` triggered at once for p. When two or more of
        them are order-sensitive (anything but plain money/appeal/X gains), p chooses the order."""
        items = self._new[start:]
        if len(items) >= 2:
            if sum(1 for t in items if sensitive(t)) >= 2:
                self._new[start:] = [OrderTask(p, tuple(items))]

    def icons(self, p: int) -> Counter:
        """ZA-GEN-7: icons of played cards + partner zoos + university science. Shared from a
        cache by content: read it, never change it (copy it to change it)."""
        pl = self.pl[p]
        return icon_counts(tuple(pl.zoo), tuple(pl.partners), tuple(pl.unis))

    def counter(self, p: int, name: str) -> int:
        """ZA-DAT-5 counters of p's own zoo (`player.COUNTERS`: one function a counter)."""
        if name.startswith("icon:"):
            return self.icons(p).get(name[5:], 0)     # (Counter's [] of a missing icon is 0 too, through Python code)
        f = COUNTERS.get(name)
        if f is None:
            raise KeyError(name)
        return f(self, p, self.pl[p])

    def spaces_used(self, p: int, bid: str) -> int:
        kind = self.pl[p].bld[bid][0]
        return sum(CARDS[a].special.get(kind, 0) for a in self.pl[p].occ.get(bid, ()))

    # ================================================================== gains and tracks
    def emit(self, ev: list, kind: str, **data) -> None:
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
            self.cp_bonuses(p, ev)
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
            self.rep_bonuses(p, ev)
        if n:
            self.emit(ev, "gain", player=p, res=res, n=n)

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
                stack.append(TurnTask(self.current))
            t = stack[-1]
            if t.choice:
                if t.kind == "turn":
                    return  # a turn always has options (ZA-TRN-1: every action card): found when asked
                opts = self._options(t)
                if opts:
                    if t.auto_single and len(opts) == 1:
                        stack.pop()
                        t.resolve(self, opts[0], ev)
                        continue
                    self._cache = (t, opts)
                    return
                stack.pop()
                t.fallback(self, ev)
                continue
            stack.pop()
            t.run(self, ev)

    def _options(self, t: Choice) -> list[Action]:
        if self._cache is not None and self._cache[0] is t:
            return self._cache[1]
        return t.options(self)

    def _top(self) -> Task:
        """The top task."""
        return self.stack[-1]

    # ================================================================== protocol
    def decision(self) -> Decision:
        if self.over or not self.stack:
            return Decision((), "architect.prompt.over")
        t = self._top()
        args = {k: v for k, v in t.to_json().items() if k not in ("t", "e")}
        return Decision((t.player,), f"architect.prompt.{t.kind}", False, args)

    def legal_actions(self, player: int) -> list[Action]:
        if self.over or not self.stack:
            return []
        t = self._top()
        if t.player != player:
            return []
        return list(self._options(t))

    def not_yours(self) -> str:
        """The refusal for a seat that does not decide now, naming the seat that does (the
        sentence every game uses, rules.not_your_turn)."""
        return i18n.t("rules.not_your_turn", player=", ".join(self.seat_name(q) for q in self.decision().players))

    def why_illegal(self, a: Action) -> str | None:
        if self.over:
            return i18n.t("architect.refuse.over")
        if not self.stack or self._top().player != a.player:
            return self.not_yours()
        t = self._top()
        if isinstance(a, Build) and t.kind == "build":
            r = self.placement_error(a.player, a.building, a.col, a.row, a.rot, t)
            return r
        if a in self._options(t):
            return None
        return self.explain(a, t)

    def explain(self, a: Action, t=None) -> str:
        """Why `a` is not among the options of decision task `t` (default: the waiting one), in a
        sentence: the refusal `why_illegal` gives once the seat and the build rules passed."""
        if t is None:
            t = self._top()
        kind = t.kind
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
        t.resolve(self, a, ev)
        self._run(ev)
        return ev

    apply_unchecked = _apply    # (Game.apply_unchecked without its call: search states only, see there)


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
            "stack": [t.to_json() for t in self.stack],
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
        g.stack = [task_from_json(t) for t in view["stack"]]
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
        return self._top()

    def decider(self) -> int | None:
        """The seat whose decision waits (None when the game is over): cheaper than `decision()`."""
        if self.over or not self.stack:
            return None
        return self._top().player

    def pending_of(self, p: int, kind: str):
        """The waiting task if it is p's `kind` decision, else None."""
        if self.stack and not self.over:
            t = self._top()
            if t.kind == kind and t.player == p:
                return t
        return None

    @contextmanager
    def turn_start(self, p: int):
        """This state, for the while of the `with`, as the state with p to start a turn: the
        stack holds only p's turn decision and p is the seat to play (a planning aid for the
        bots: clones taken inside keep that). Everything is put back after."""
        saved = self.stack, self.current, self._cache
        self.stack, self.current, self._cache = [TurnTask(p)], p, None
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

    def clone(self) -> "ZooArchitect":
        g = ZooArchitect.__new__(ZooArchitect)
        g.__dict__ = self.__dict__.copy()       # (a dict copy: quicker than update into a new one)
        g.rng = self.rng.copy()  # copy-on-write (engine/rng.py)
        g.pl = list(map(Player.copy, self.pl))
        g.deck, g.discard, g.display, g.row = self.deck[:], self.discard[:], self.display[:], self.row[:]
        g.ptok = self.ptok.copy()
        g.stack = self.stack[:]                 # (tasks are immutable: shared)
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

"""Field Research final scoring (spec §9): the ten categories, validation of a player's
own choices, and the exact optimizers of §9.4.

The API serves three callers alike:

* the rules engine runs the sequential procedure of FR-ASSIGN-02..05;
* the results screen shows each player's `Breakdown`: points per category with a reason,
  and per animal which quest side it served and which continent it went to;
* a hand-assignment screen edits an `Assignment` and calls `score_assignment` on every
  change (a readable `AssignmentError` when it is not valid) while `best_assignment` gives
  the optimum to show beside it.

Inputs are plain values: a `PlayerState` per player and, for the others, `Rival`s that say
whether their continent choice is already fixed (FR-ASSIGN-02: seats after the one
assigning count as having assigned nothing). No game state is needed, so the functions
also run on a view.

Algorithms (FR-ALG-01..03):

* quests: every selection of at most 3 distinct cards, one satisfiable side each, is
  listed, ordered by (-VP, sorted (card, side) list) and tested in that order with Hall's
  condition for b-matchings (for k <= 3 sides, every subset S needs
  |union of eligible animals| >= sum of counts); the first feasible one is optimal and is
  the FR-ASSIGN-01 choice. A witness comes from augmenting paths.
* continents: a dynamic program over the multi-continent animals builds every reachable
  count vector u (deduplicated, parent pointers kept); All World animals are then added one
  at a time to continents already in the support of u (FR-SCORE-07), again deduplicated.
  The best vector by (f, sum of squares, lexicographic) is read off and the mapping is
  rebuilt from the parent pointers. Vectors are packed 5 bits per continent in one int.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Any, Iterable, Sequence

from zoo_desktop.i18n import t

from .cards import CONTINENTS, QUESTS, SPECIES, Quest, Side, Species

CI = {c: i for i, c in enumerate(CONTINENTS)}
NC = len(CONTINENTS)
BITS = 5                       # per continent in a packed vector (counts <= 31)
MASK = (1 << BITS) - 1
UNIT = tuple(1 << (BITS * i) for i in range(NC))
MAX_QUESTS = 3                 # FR-SCORE-04
BREADTH = {7: 30, 6: 20, 5: 15}  # FR-SCORE-08
MAJ_CONTINENT = 5              # FR-SCORE-09
CATEGORIES = ("quests", "animals", "flights", "most_flights", "most_carnivorous", "most_herbivorous",
              "most_sad", "certificates", "breadth", "continents")
# FR-SCORE-01 rows 4-7: (value, minimum to qualify)
MAJORITIES = {"most_flights": (5, 1), "most_carnivorous": (5, 1), "most_herbivorous": (5, 1), "most_sad": (3, 1)}


class AssignmentError(ValueError):
    """A submitted quest selection or continent assignment breaks FR-SCORE-04/05/07; the
    message is a sentence a player can read."""


# ----------------------------------------------------------------------------- inputs
@dataclass(frozen=True)
class PlayerState:
    """What final scoring needs of one player. `animals` are species ids (a personal
    display never holds two of a species, FR-DUP-01)."""
    seat: int
    animals: tuple[str, ...]
    quests: tuple[str, ...] = ()
    flights: int = 0
    certificates: int = 0
    re: int = 0

    def species(self) -> list[Species]:
        return [SPECIES[a] for a in self.animals]

    @property
    def carnivorous(self) -> int:
        return sum(1 for s in self.species() if s.carnivorous)

    @property
    def herbivorous(self) -> int:
        return sum(1 for s in self.species() if s.herbivorous)

    @property
    def sad(self) -> int:
        return sum(s.sad for s in self.species())

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "animals": list(self.animals), "quests": list(self.quests),
                "flights": self.flights, "certificates": self.certificates, "re": self.re}

    @staticmethod
    def from_json(d: dict[str, Any]) -> "PlayerState":
        return PlayerState(int(d["seat"]), tuple(d["animals"]), tuple(d.get("quests", ())),
                           int(d.get("flights", 0)), int(d.get("certificates", 0)), int(d.get("re", 0)))


@dataclass(frozen=True)
class Rival:
    """Another player: their state and, once fixed, their continent count vector
    (canonical order). `counts=None` means not assigned yet: zero on every continent."""
    player: PlayerState
    counts: tuple[int, ...] | None = None


# ----------------------------------------------------------------------------- choices
@dataclass(frozen=True)
class QuestUse:
    card: str
    side: str                  # "A" | "B"
    animals: tuple[str, ...]   # the species dedicated to it

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "side": self.side, "animals": list(self.animals)}


@dataclass(frozen=True)
class Assignment:
    """A player's scoring choices: quest sides with their animals, and each animal's
    continent (All World animals of a player with no other animal stay out)."""
    quests: tuple[QuestUse, ...] = ()
    continents: tuple[tuple[str, str], ...] = ()   # (species, continent), sorted by species

    @staticmethod
    def make(quests: Iterable[tuple[str, str, Iterable[str]]] = (), continents: dict[str, str] | None = None) -> "Assignment":
        qs = tuple(QuestUse(c, s, tuple(a)) for c, s, a in quests)
        return Assignment(qs, tuple(sorted((continents or {}).items())))

    def continent_map(self) -> dict[str, str]:
        return dict(self.continents)

    def counts(self) -> tuple[int, ...]:
        v = [0] * NC
        for _, c in self.continents:
            v[CI[c]] += 1
        return tuple(v)

    def to_json(self) -> dict[str, Any]:
        return {"quests": [q.to_json() for q in self.quests], "continents": dict(self.continents)}

    @staticmethod
    def from_json(d: dict[str, Any]) -> "Assignment":
        return Assignment.make(((q["card"], q["side"], q["animals"]) for q in d.get("quests", ())),
                               dict(d.get("continents", {})))


# ----------------------------------------------------------------------------- breakdown
@dataclass
class Line:
    category: str
    points: int
    reason: str                      # message key "research.reason.<x>"
    args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"category": self.category, "points": self.points, "reason": self.reason, "args": dict(self.args)}


@dataclass
class Breakdown:
    """One player's score: lines (each with a reason), per-category totals, the assignment
    and, per animal, what it did (printed VP, quest side served, continent)."""
    seat: int
    lines: list[Line]
    assignment: Assignment
    counts: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(ln.points for ln in self.lines)

    def by_category(self) -> dict[str, int]:
        out = {c: 0 for c in CATEGORIES}
        for ln in self.lines:
            out[ln.category] += ln.points
        return out

    def animals(self, player: PlayerState) -> list[dict[str, Any]]:
        quest_of = {a: (q.card, q.side) for q in self.assignment.quests for a in q.animals}
        cmap = self.assignment.continent_map()
        return [{"species": a, "vp": SPECIES[a].vp, "continent": cmap.get(a),
                 "quest": list(quest_of[a]) if a in quest_of else None} for a in player.animals]

    def to_json(self, player: PlayerState | None = None) -> dict[str, Any]:
        d = {"seat": self.seat, "total": self.total, "categories": self.by_category(),
             "lines": [ln.to_json() for ln in self.lines], "assignment": self.assignment.to_json(),
             "counts": list(self.counts)}
        if player is not None:
            d["animals"] = self.animals(player)
        return d


# ----------------------------------------------------------------------------- majorities
def majority(mine: int, others: Iterable[int], value: int, minimum: int) -> tuple[int, int, int]:
    """FR-SCORE-02 from one player's side: (points, best rival value, tied rivals at mine).
    Only values >= minimum qualify; t tied leaders get ceil(value / t) each."""
    qual = [o for o in others if o >= minimum]
    best = max(qual, default=0)
    if mine < minimum or mine < best:
        return 0, best, 0
    tied = sum(1 for o in qual if o == mine)
    return math.ceil(value / (tied + 1)), best, tied


def majority_table(values: Sequence[int], value: int, minimum: int) -> list[int]:
    """FR-SCORE-02 for all players at once."""
    return [majority(v, [w for j, w in enumerate(values) if j != i], value, minimum)[0]
            for i, v in enumerate(values)]


def breadth(counts: Sequence[int]) -> int:
    return BREADTH.get(sum(1 for c in counts if c >= 2), 0)


# ----------------------------------------------------------------------------- validation
def check_quests(player: PlayerState, quests: Sequence[QuestUse]) -> str | None:
    """FR-SCORE-04/05: None if the selection is valid, else the reason."""
    if len(quests) > MAX_QUESTS:
        return t("research.refuse.max_quests", n=MAX_QUESTS)
    used_cards: set[str] = set()
    used_animals: set[str] = set()
    have = set(player.animals)
    for q in quests:
        if q.card not in player.quests:
            return t("research.refuse.not_hold_quest", card=q.card)
        if q.card in used_cards:
            return t("research.refuse.one_side", card=q.card)
        used_cards.add(q.card)
        if q.side not in ("A", "B"):
            return t("research.refuse.side_ab", side=repr(q.side))
        side = QUESTS[q.card].side(q.side)
        if len(q.animals) != side.count or len(set(q.animals)) != len(q.animals):
            return t("research.refuse.side_count", card=q.card, side=q.side, n=side.count)
        for a in q.animals:
            if a not in have:
                return t("research.refuse.not_researched", animal=a)
            if a in used_animals:
                return t("research.refuse.serves_another", animal=a)
            if not side.eligible(SPECIES[a]):
                return t("research.refuse.not_fit", animal=a, card=q.card, side=q.side, condition=side.label())
            used_animals.add(a)
    return None


def check_continents(player: PlayerState, continents: dict[str, str]) -> str | None:
    """FR-SCORE-07: every animal assigned where possible, to an eligible continent."""
    have = set(player.animals)
    for a in continents:
        if a not in have:
            return t("research.refuse.not_researched", animal=a)
    non_aw = [a for a in player.animals if not SPECIES[a].all_world]
    used: set[str] = set()
    for a in non_aw:
        c = continents.get(a)
        if c is None:
            return t("research.refuse.must_assign", animal=a)
        if c not in SPECIES[a].continents:
            return t("research.refuse.not_live", animal=a, continent=c)
        used.add(c)
    for a in player.animals:
        if not SPECIES[a].all_world:
            continue
        c = continents.get(a)
        if not non_aw:
            if c is not None:
                return t("research.refuse.all_world_none", animal=a)
            continue
        if c is None:
            return t("research.refuse.must_assign", animal=a)
        if c not in used:
            return t("research.refuse.all_world_where", animal=a)
    return None


# ----------------------------------------------------------------------------- scoring
def score_assignment(player: PlayerState, assignment: Assignment, rivals: Sequence[Rival] = ()) -> Breakdown:
    """Validate `assignment` and score every category of FR-SCORE-01 for `player`.
    Continent majorities count the rivals' fixed vectors (unfixed = zeros). Raises
    AssignmentError with a readable sentence if the assignment is not valid."""
    why = check_quests(player, assignment.quests) or check_continents(player, assignment.continent_map())
    if why:
        raise AssignmentError(why)
    return _score(player, assignment, rivals)


def _score(player: PlayerState, assignment: Assignment, rivals: Sequence[Rival]) -> Breakdown:
    lines: list[Line] = []
    for q in sorted(assignment.quests, key=lambda q: (q.card, q.side)):
        side = QUESTS[q.card].side(q.side)
        lines.append(Line("quests", side.vp, "research.reason.quest",
                          {"card": q.card, "side": q.side, "condition": side.label(), "animals": list(q.animals)}))
    sp = player.species()
    lines.append(Line("animals", sum(s.vp for s in sp), "research.reason.animals", {"count": len(sp)}))
    lines.append(Line("flights", player.flights, "research.reason.flights", {"count": player.flights}))
    others = [r.player for r in rivals]
    for cat, mine, theirs in (("most_flights", player.flights, [o.flights for o in others]),
                              ("most_carnivorous", player.carnivorous, [o.carnivorous for o in others]),
                              ("most_herbivorous", player.herbivorous, [o.herbivorous for o in others]),
                              ("most_sad", player.sad, [o.sad for o in others])):
        value, minimum = MAJORITIES[cat]
        pts, best, tied = majority(mine, theirs, value, minimum)
        lines.append(Line(cat, pts, _maj_reason(mine, best, minimum, tied),
                          {"value": mine, "best": best, "tied": tied}))
    lines.append(Line("certificates", 2 * player.certificates, "research.reason.certificates",
                      {"count": player.certificates}))
    counts = assignment.counts()
    wide = sum(1 for c in counts if c >= 2)
    lines.append(Line("breadth", breadth(counts), "research.reason.breadth", {"continents": wide}))
    for i, y in enumerate(CONTINENTS):
        if counts[i] == 0:
            continue
        theirs = [r.counts[i] if r.counts is not None else 0 for r in rivals]
        pts, best, tied = majority(counts[i], theirs, MAJ_CONTINENT, 2)
        lines.append(Line("continents", pts, _maj_reason(counts[i], best, 2, tied),
                          {"continent": y, "value": counts[i], "best": best, "tied": tied}))
    return Breakdown(player.seat, lines, assignment, counts)


def _maj_reason(mine: int, best: int, minimum: int, tied: int) -> str:
    if mine < minimum:
        return "research.reason.below_minimum"
    if mine < best:
        return "research.reason.outnumbered"
    return "research.reason.majority_tie" if tied else "research.reason.majority"


# ----------------------------------------------------------------------------- quests (FR-ALG-01)
def _popcount(x: int) -> int:
    return bin(x).count("1")


def _sides(player: PlayerState) -> tuple[list[str], dict[str, list[tuple[str, Side, int]]]]:
    animals = sorted(player.animals)
    per_card: dict[str, list[tuple[str, Side, int]]] = {}
    for card in sorted(set(player.quests)):
        q: Quest = QUESTS[card]
        opts = []
        for s in ("A", "B"):
            side = q.side(s)
            mask = 0
            for i, a in enumerate(animals):
                if side.eligible(SPECIES[a]):
                    mask |= 1 << i
            if _popcount(mask) >= side.count:
                opts.append((s, side, mask))
        if opts:
            per_card[card] = opts
    return animals, per_card


def _hall(sel: Sequence[tuple[int, int]]) -> bool:
    """b-matching feasibility for sides given as (eligible mask, count)."""
    k = len(sel)
    for r in range(1, k + 1):
        for sub in combinations(sel, r):
            m = 0
            need = 0
            for mask, n in sub:
                m |= mask
                need += n
            if _popcount(m) < need:
                return False
    return True


def _witness(animals: list[str], sel: Sequence[tuple[str, str, Side, int]]) -> tuple[QuestUse, ...]:
    """Disjoint animal sets for feasible sides (augmenting paths, deterministic)."""
    slots = [(j, mask) for j, (_, _, side, mask) in enumerate(sel) for _ in range(side.count)]
    owner: dict[int, int] = {}   # animal index -> slot index

    def augment(s: int, seen: set[int]) -> bool:
        mask = slots[s][1]
        for i in range(len(animals)):
            if mask >> i & 1 and i not in seen:
                seen.add(i)
                if i not in owner or augment(owner[i], seen):
                    owner[i] = s
                    return True
        return False

    for s in range(len(slots)):
        if not augment(s, set()):
            raise AssertionError("witness requested for an infeasible selection")
    used: dict[int, list[str]] = {j: [] for j in range(len(sel))}
    for i, s in sorted(owner.items()):
        used[slots[s][0]].append(animals[i])
    return tuple(QuestUse(card, s, tuple(used[j])) for j, (card, s, _, _) in enumerate(sel))


def best_quests(player: PlayerState) -> tuple[QuestUse, ...]:
    """FR-ALG-01 + FR-ASSIGN-01: maximum quest VP; among equals the lexicographically
    smallest sorted (card, side) list; witnesses are any valid ones."""
    animals, per_card = _sides(player)
    cards = sorted(per_card)
    cands: list[tuple[int, list[tuple[str, str]], tuple]] = [(0, [], ())]
    for r in range(1, MAX_QUESTS + 1):
        for combo in combinations(cards, r):
            for choice in product(*(per_card[c] for c in combo)):
                vp = sum(side.vp for _, side, _ in choice)
                sel = tuple((c, s, side, mask) for c, (s, side, mask) in zip(combo, choice))
                cands.append((-vp, [(c, s) for c, s, _, _ in sel], sel))
    cands.sort(key=lambda t: (t[0], t[1]))
    for _, _, sel in cands:
        if sum(side.count for _, _, side, _ in sel) <= len(animals) and \
                _hall([(mask, side.count) for _, _, side, mask in sel]):
            return _witness(animals, sel)
    return ()


def quest_vp(quests: Iterable[QuestUse]) -> int:
    return sum(QUESTS[q.card].side(q.side).vp for q in quests)


# ----------------------------------------------------------------------------- continents (FR-ALG-02)
def _support(v: int) -> int:
    return sum(1 << i for i in range(NC) if (v >> (BITS * i)) & MASK)


_SUPPORT_UNITS = [tuple((UNIT[i], i) for i in range(NC) if m >> i & 1) for m in range(1 << NC)]


def unpack(v: int) -> tuple[int, ...]:
    return tuple((v >> (BITS * i)) & MASK for i in range(NC))


def continent_objective(rivals_counts: Sequence[Sequence[int]], max_count: int = 16) -> list[list[int]]:
    """table[i][c] = M(Y_i) for v(Y_i) = c against the fixed vectors (FR-ALG-02)."""
    table = []
    for i in range(NC):
        theirs = [r[i] for r in rivals_counts if r[i] >= 2]
        m = max(theirs, default=0)
        k = theirs.count(m) if m else 0
        col = [0 if c < 2 or c < m else (MAJ_CONTINENT if c > m else -(-MAJ_CONTINENT // (k + 1)))
               for c in range(max_count + 1)]
        table.append(col)
    return table


class _Reach:
    """Reachable count vectors of one animal set, with parent pointers (FR-SCORE-07)."""

    def __init__(self, animals: Sequence[str]):
        sp = [SPECIES[a] for a in sorted(animals)]
        self.single = [s for s in sp if len(s.continents) == 1]
        self.multi = [s for s in sp if len(s.continents) > 1]
        self.aw = [s for s in sp if s.all_world]
        base = 0
        for s in self.single:
            base += UNIT[CI[s.continents[0]]]
        self.base = base
        self.base_sum = len(self.single)
        # Every layer adds one animal, so vectors of different layers never collide and
        # "new in this layer" is "new in parent".
        self.parent: dict[int, tuple[int, int]] = {base: (-1, -1)}
        parent = self.parent
        layer = [base]
        for s in self.multi:
            seen: set[int] = set()
            units = [(UNIT[CI[c]], CI[c]) for c in s.continents]
            for v in layer:
                for unit, i in units:
                    w = v + unit
                    if w not in seen:
                        seen.add(w)
                        parent[w] = (v, i)
            layer = list(seen)
        self.u_sum = self.base_sum + len(self.multi)
        self.assign_aw = self.u_sum > 0
        if self.assign_aw and self.aw:
            # All World animals go only where u already has an animal: the support of the
            # vector never changes, so it is computed once and carried along.
            cur = {v: _SUPPORT_UNITS[_support(v)] for v in layer}
            for _ in self.aw:
                nxt: dict[int, tuple] = {}
                for v, units in cur.items():
                    for unit, i in units:
                        w = v + unit
                        if w not in nxt:
                            nxt[w] = units
                            parent[w] = (v, i)
                cur = nxt
            layer = list(cur)
        self.final = layer

    def mapping(self, v: int) -> dict[str, str]:
        """A continent for every assignable animal realizing vector v."""
        steps: list[int] = []
        while True:
            prev, i = self.parent[v]
            if prev < 0:
                break
            steps.append(i)
            v = prev
        steps.reverse()   # one continent per multi animal (in order), then one per AW animal
        out = {s.id: s.continents[0] for s in self.single}
        for s, i in zip(self.multi, steps):
            out[s.id] = CONTINENTS[i]
        if self.assign_aw:
            for s, i in zip(self.aw, steps[len(self.multi):]):
                out[s.id] = CONTINENTS[i]
        return out


def reachable_vectors(animals: Sequence[str]) -> set[tuple[int, ...]]:
    return {unpack(v) for v in _Reach(animals).final}


def best_continents(animals: Sequence[str], fixed: Sequence[Sequence[int]] = ()) -> dict[str, str]:
    """FR-ASSIGN-03 / FR-ALG-02: the assignment maximizing breadth + continent majorities
    against the fixed vectors, then sum of squares, then the lexicographically largest
    vector."""
    reach = _Reach(animals)
    table = continent_objective(fixed, len(animals))
    best_f = best_sq = -1
    best_v = 0
    shifts = [BITS * i for i in range(NC)]
    for v in reach.final:
        f = 0
        sq = 0
        wide = 0
        for i in range(NC):
            c = (v >> shifts[i]) & MASK
            if c:
                f += table[i][c]
                sq += c * c
                if c >= 2:
                    wide += 1
        f += BREADTH.get(wide, 0)
        if f > best_f or (f == best_f and (sq > best_sq or (sq == best_sq and unpack(v) > unpack(best_v)))):
            best_f, best_sq, best_v = f, sq, v
    return reach.mapping(best_v)


def continent_key(counts: Sequence[int], fixed: Sequence[Sequence[int]] = ()) -> tuple:
    """The total order of FR-ALG-02: (f, sum of squares, vector)."""
    f = breadth(counts) + sum(majority(c, [r[i] for r in fixed], MAJ_CONTINENT, 2)[0]
                              for i, c in enumerate(counts) if c)
    return (f, sum(c * c for c in counts), tuple(counts))


# ----------------------------------------------------------------------------- whole players
def _fixed(rivals: Sequence[Rival]) -> list[tuple[int, ...]]:
    return [r.counts for r in rivals if r.counts is not None]


def best_assignment(player: PlayerState, rivals: Sequence[Rival] = ()) -> tuple[Assignment, Breakdown]:
    """The default choice of FR-ASSIGN-01/03 against the rivals' fixed vectors, and its
    breakdown (majorities of rows 4-7 against all rivals)."""
    a = Assignment(best_quests(player), tuple(sorted(best_continents(player.animals, _fixed(rivals)).items())))
    return a, _score(player, a, rivals)


def complete(player: PlayerState, rivals: Sequence[Rival], quests: Sequence[QuestUse] | None,
             continents: dict[str, str] | None) -> Assignment:
    """FR-DP-06: a submitted choice with either part possibly omitted (None -> default).
    Raises AssignmentError if a given part is invalid."""
    if quests is not None:
        why = check_quests(player, quests)
        if why:
            raise AssignmentError(why)
    else:
        quests = best_quests(player)
    if continents is not None:
        why = check_continents(player, continents)
        if why:
            raise AssignmentError(why)
    else:
        continents = best_continents(player.animals, _fixed(rivals))
    return Assignment(tuple(quests), tuple(sorted(continents.items())))


def sequential(players: Sequence[PlayerState], chosen: dict[int, Assignment] | None = None) -> list[Breakdown]:
    """FR-ASSIGN-02..05 for players given in seat order (seat 1 first): each fixes its
    choice against the earlier ones (a given `chosen[i]`, by list position, or the default),
    then every category is scored from the fixed choices. Returns the final breakdowns in
    the same order."""
    chosen = dict(chosen or {})
    fixed: list[Assignment] = []
    for i, p in enumerate(players):
        if i in chosen:
            fixed.append(chosen[i])
        else:
            rivals = [Rival(q, fixed[j].counts() if j < i else None) for j, q in enumerate(players) if j != i]
            fixed.append(best_assignment(p, rivals)[0])
    return final_breakdowns(players, fixed)


def forecast(player: PlayerState, assignment: Assignment, rivals: Sequence[Rival]) -> Breakdown:
    """`player`'s breakdown once everyone has assigned (FR-ASSIGN-02..05), assuming each seat
    still to assign (a `Rival` with counts None) gives its best reply: in the given order,
    the default choice (FR-ASSIGN-01/03) against the vectors fixed by then, `player`'s
    `assignment` included. Without such seats it equals `score_assignment`."""
    fixed = [r for r in rivals if r.counts is not None]
    mine = Rival(player, assignment.counts())
    for r in rivals:
        if r.counts is None:
            a, _ = best_assignment(r.player, fixed + [mine])
            fixed.append(Rival(r.player, a.counts()))
    return score_assignment(player, assignment, fixed)


def inputs_from_view(view: dict[str, Any], seat: int) -> tuple[PlayerState, list[Rival]]:
    """For a scoring screen: `seat`'s PlayerState and its rivals as FR-ASSIGN-02 sees them
    (fixed vectors of the seats already done), read from a game view in the scoring phase."""
    fixed = (view.get("scoring") or {}).get("fixed") or [None] * view["players"]

    def state(p: int) -> PlayerState:
        info = view["player_info"][p]
        animals = tuple(sorted(a.split("-", 1)[0] for a in info["animals"]))
        return PlayerState(p, animals, tuple(info["quests"] or ()), len(info["flights"]),
                           info["certificates"], info["re"])

    rivals = [Rival(state(q), Assignment.from_json(fixed[q]).counts() if fixed[q] is not None else None)
              for q in view["order"] if q != seat]
    return state(seat), rivals


def final_breakdowns(players: Sequence[PlayerState], assignments: Sequence[Assignment]) -> list[Breakdown]:
    """FR-ASSIGN-05: every category from the fixed choices of all players."""
    out = []
    for i, p in enumerate(players):
        rivals = [Rival(q, assignments[j].counts()) for j, q in enumerate(players) if j != i]
        out.append(_score(p, assignments[i], rivals))
    return out

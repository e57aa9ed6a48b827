"""Field Research rules engine (spec: shared/rules/field-research.md). Rule ids FR-* are
cited inline.

Players are config seats 0..n-1; the spec's "seat 1..n" is the turn order `self.order`
(random start, FR-SETUP-01), so `seat_no(p)` is 1 for the starting player. Display slots
are (row, col) with row 1 the bottom and both 1-based in actions and events, as in the spec;
internally the display is an engine `CardGrid` with `cells[col-1][row-1]`.

Phases: "setup" (simultaneous quest keeps, FR-SETUP-04) -> "play" (turns; a duplicate adds a
pending quest keep, FR-DUP-02) -> "scoring" (seat by seat, FR-DP-06) -> "over".
"""
from __future__ import annotations

from typing import Any

from zoo_desktop.engine.core import Action, Decision, Event, Game, GameConfig, GameInfo, action
from zoo_desktop.engine.grid import CardGrid
from zoo_desktop.engine.rng import Rng
from zoo_desktop.i18n import has, t

from . import scoring as S
from .cards import CARD_SPECIES, CARDSET, CONTINENTS, DIETS, QUESTS, is_flight, species_of

GID = "research"
ROWS = 3
RE_MAX = 12                      # FR-COMP-07
STUDY_GAIN = (4, 3, 2)           # FR-STUDY-02, rows 1..3
RESEARCH_COST = (1, 2, 3)        # FR-RES-01, rows 1..3
PAID_EXTRA = 9                   # FR-TRAVEL-03
START_RE = (2, 3, 3, 4, 4, 5)    # FR-SETUP-05 by seat 1..6
CERT_SPACES = (5, 10, 15)        # FR-COMP-08
BLUE_END = 16                    # FR-END-01
RED_END = 5
TRAVELS = ("none", "sponsored", "paid")
CI = {c: i for i, c in enumerate(CONTINENTS)}


def _animal(sp) -> str:
    """A species' name in the player's language for a refusal (the catalog's card name, else
    the data's English name)."""
    key = f"research.card.{sp.id}"
    return t(key) if has(key) else sp.name


# ----------------------------------------------------------------------------- actions (FR-DP)
@action(GID, "keep_quest")
class KeepQuest(Action):
    """FR-DP-01 / FR-DP-05: keep `card` of the quest cards just drawn; the other is discarded."""
    player: int
    card: str


@action(GID, "study")
class Study(Action):
    """FR-DP-02: discard the display card at (row, col) for RE."""
    player: int
    row: int
    col: int


@action(GID, "research")
class Research(Action):
    """FR-DP-03. `travel` is none | sponsored | paid; `sf_col` the column of the SF card taken
    (sponsored only, else 0); `continent` the placement or destination, "" when the meeple
    does not move."""
    player: int
    row: int
    col: int
    travel: str = "none"
    sf_col: int = 0
    continent: str = ""


@action(GID, "pass")
class Pass(Action):
    """FR-DP-04: only when neither Study nor Research is legal."""
    player: int


@action(GID, "accept_scoring")
class AcceptDefaultScoring(Action):
    """FR-DP-06: fix the engine's default quest selection and continent assignment."""
    player: int


@action(GID, "submit_scoring")
class SubmitScoring(Action):
    """FR-DP-06: fix one's own choice. `quests`: up to 3 strings "Q01:A:AS01,AS05,MC04";
    `continents`: strings "AS01:AS" for every assignable animal (species ids). None leaves
    that part to the default (FR-ASSIGN-01/03); () scores no quest."""
    player: int
    quests: tuple[str, ...] | None = None
    continents: tuple[str, ...] | None = None

    @staticmethod
    def make(player: int, quests=None, continents: dict[str, str] | None = None) -> "SubmitScoring":
        """From [(card, side, [species...])] and {species: continent}."""
        q = None if quests is None else tuple(f"{c}:{s}:{','.join(a)}" for c, s, a in quests)
        m = None if continents is None else tuple(f"{a}:{y}" for a, y in sorted(continents.items()))
        return SubmitScoring(player, q, m)

    def parsed(self) -> tuple[list[S.QuestUse] | None, dict[str, str] | None]:
        """Raises ValueError with a readable sentence on a malformed entry."""
        quests = None
        if self.quests is not None:
            quests = []
            for item in self.quests:
                parts = str(item).split(":")
                if len(parts) != 3:
                    raise ValueError(t("research.refuse.quest_entry", entry=repr(item)))
                card, side, animals = parts
                quests.append(S.QuestUse(card, side, tuple(a for a in animals.split(",") if a)))
        conts = None
        if self.continents is not None:
            conts = {}
            for item in self.continents:
                parts = str(item).split(":")
                if len(parts) != 2:
                    raise ValueError(t("research.refuse.continent_entry", entry=repr(item)))
                if parts[0] in conts:
                    raise ValueError(t("research.refuse.assigned_twice", animal=parts[0]))
                conts[parts[0]] = parts[1]
        return quests, conts


# ----------------------------------------------------------------------------- the game
class FieldResearch(Game):
    info = GameInfo(id=GID, title_key="game.research", min_players=2, max_players=6,  # FR-COMP-01
                    options=(("start_seat", -1, (-1, 0, 1, 2, 3, 4, 5)),))

    def __init__(self, config: GameConfig, seed: int, *, _blank: bool = False):
        super().__init__(config, seed)
        n = self.n = config.players
        self.cols = 3 if n <= 4 else 4                           # FR-SETUP-03
        self.rng = Rng(seed)
        self.grid = CardGrid(self.cols, ROWS, face_up_rows=ROWS)
        self.deck: list[str] = []        # top = end
        self.discard: list[str] = []     # face up (FR-INFO-01)
        self.qdeck: list[str] = []
        self.qdiscard: list[tuple[str, int]] = []   # (card, discarding player)
        self.re = [0] * n
        self.meeple: list[str | None] = [None] * n
        self.animals: list[list[str]] = [[] for _ in range(n)]   # card ids, research order
        self.flights: list[list[str]] = [[] for _ in range(n)]
        self.track_certs: list[list[int]] = [[] for _ in range(n)]
        self.cubes_taken = [0] * n
        self.quests: list[list[str]] = [[] for _ in range(n)]
        self.keep: dict[int, list[str]] = {}        # pending quest choices: player -> options
        self.cubes = [0] * len(CONTINENTS)
        self.blue = 0
        self.red = 0
        self.cert_spaces = list(CERT_SPACES)
        self.phase = "setup"
        self.current = 0
        self.passes = 0
        self.turns = 0
        self.end_reason: str | None = None
        self.scoring_pos = 0
        self.fixed: dict[int, S.Assignment] = {}
        self.final: list[S.Breakdown] | None = None
        self._default_cache: tuple[int, S.Assignment, S.Breakdown] | None = None
        if _blank:
            self.order = list(range(n))
            return
        start = int(config.option("start_seat", -1))
        start = start if 0 <= start < n else self.rng.below(n)     # FR-SETUP-01
        self.order = [(start + k) % n for k in range(n)]
        self.setup_events = self._setup()

    # ------------------------------------------------------------------ setup (FR-SETUP)
    def _setup(self) -> list[Event]:
        ev: list[Event] = []
        self.deck = CARDSET.deck()                                 # FR-SETUP-02
        self.rng.shuffle(self.deck)
        for k, p in enumerate(self.order):                         # FR-SETUP-05
            self.re[p] = START_RE[k]
        ev.append(Event("setup", order=list(self.order), re=list(self.re), cols=self.cols))
        slots = []
        for r in range(ROWS):                                      # FR-SETUP-03: row by row
            for c in range(self.cols):
                card = self.deck.pop()
                self.grid.put(c, r, card)
                slots.append({"card": card, "to": [r + 1, c + 1]})
        ev.append(Event("deal", slots=slots, deck=len(self.deck)))
        self.qdeck = list(QUESTS)                                  # FR-SETUP-04
        self.rng.shuffle(self.qdeck)
        for p in self.order:
            drawn = [self.qdeck.pop(), self.qdeck.pop()]
            self.keep[p] = drawn
            ev.append(Event("quest_draw", owner=p, secret=("cards",), player=p, cards=drawn, count=2))
        return ev

    # ------------------------------------------------------------------ small queries
    def seat_no(self, p: int) -> int:
        """The spec's seat number (1 = starting player)."""
        return self.order.index(p) + 1

    def next_player(self, p: int) -> int:
        return self.order[(self.order.index(p) + 1) % self.n]

    def card_at(self, row: int, col: int) -> str | None:
        if not (1 <= row <= ROWS and 1 <= col <= self.cols):
            return None
        return self.grid.get(col - 1, row - 1)

    def species_held(self, p: int) -> set[str]:
        return {species_of(c) for c in self.animals[p]}

    def endangered(self, p: int) -> int:
        return sum(1 for c in self.animals[p] if CARD_SPECIES[c].endangered)

    def certificates(self, p: int) -> int:
        return len(self.track_certs[p]) + self.cubes_taken[p]

    def reachable(self, p: int, sp) -> bool:
        """FR-RES-04: researchable without a flight (first Research counts as reachable)."""
        m = self.meeple[p]
        return m is None or sp.all_world or m in sp.continents

    def research_cost(self, a: Research) -> int:
        return RESEARCH_COST[a.row - 1] + (PAID_EXTRA if a.travel == "paid" else 0)

    def study_gain(self, p: int, row: int) -> int:
        return min(STUDY_GAIN[row - 1], RE_MAX - self.re[p])      # FR-STUDY-03

    # ------------------------------------------------------------------ protocol
    def decision(self) -> Decision:
        if self.phase == "over":
            return Decision((), "research.prompt.over")
        if self.phase == "setup":
            return Decision(tuple(p for p in self.order if p in self.keep), "research.prompt.keep_setup")
        if self.phase == "scoring":
            p = self.order[self.scoring_pos]
            return Decision((p,), "research.prompt.scoring", args={"player": p})
        if self.keep:
            p = next(iter(self.keep))
            return Decision((p,), "research.prompt.keep_duplicate", args={"player": p})
        p = self.current
        prompt = "research.prompt.must_research" if self.re[p] >= RE_MAX else "research.prompt.turn"
        return Decision((p,), prompt, args={"player": p, "re": self.re[p]})

    def _turn_actions(self, p: int) -> list[Action]:
        acts: list[Action] = []
        re = self.re[p]
        grid = self.grid.cells
        if re < RE_MAX:                                            # FR-DP-02, FR-STUDY-03
            for r in range(ROWS):
                for c in range(self.cols):
                    if grid[c][r] is not None:
                        acts.append(Study(p, r + 1, c + 1))
        meeple = self.meeple[p]
        for r in range(ROWS):
            base = RESEARCH_COST[r]
            if re < base:
                continue
            sf_cols = [c + 1 for c in range(self.cols) if grid[c][r] is not None and is_flight(grid[c][r])]
            for c in range(self.cols):
                card = grid[c][r]
                if card is None or is_flight(card):
                    continue
                sp = CARD_SPECIES[card]
                if meeple is None:                                 # FR-RES-03
                    for y in (sp.continents or CONTINENTS):
                        acts.append(Research(p, r + 1, c + 1, "none", 0, y))
                elif sp.all_world or meeple in sp.continents:      # FR-RES-04
                    acts.append(Research(p, r + 1, c + 1))
                else:                                              # FR-RES-05, FR-TRAVEL
                    for y in sp.continents:
                        for sc in sf_cols:
                            acts.append(Research(p, r + 1, c + 1, "sponsored", sc, y))
                        if re >= base + PAID_EXTRA:
                            acts.append(Research(p, r + 1, c + 1, "paid", 0, y))
        return acts

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "setup" or (self.phase == "play" and self.keep):
            if self.phase == "play" and player != next(iter(self.keep)):
                return []
            return [KeepQuest(player, c) for c in self.keep.get(player, ())]
        if self.phase == "scoring":
            return [AcceptDefaultScoring(player)] if player == self.order[self.scoring_pos] else []
        if player != self.current:
            return []
        return self._turn_actions(player) or [Pass(player)]       # FR-TURN-01

    def why_illegal(self, a: Action) -> str | None:
        if self.phase == "over":
            return t("research.refuse.over")
        p = getattr(a, "player", -9)
        if not isinstance(p, int) or not 0 <= p < self.n:
            return t("research.refuse.unknown_player")
        if isinstance(a, KeepQuest):
            if p not in self.keep or (self.phase == "play" and p != next(iter(self.keep))):
                return t("research.refuse.no_quest_choice")
            if a.card not in self.keep[p]:
                return t("research.refuse.keep_drawn")
            return None
        if self.phase == "setup":
            return t("research.refuse.setup_keep")
        if isinstance(a, (AcceptDefaultScoring, SubmitScoring)):
            if self.phase != "scoring":
                return t("research.refuse.scoring_after_end")
            q = self.order[self.scoring_pos]
            if p != q:
                return t("research.why.scoring_order", player=self.seat_name(q))
            if isinstance(a, SubmitScoring):
                try:
                    quests, conts = a.parsed()
                    S.complete(self.scoring_state(p), self._rivals(p), quests, conts)
                except (ValueError, KeyError) as exc:
                    return str(exc) if isinstance(exc, ValueError) else t("research.refuse.unknown_card", card=str(exc))
            return None
        if self.phase == "scoring":
            return t("research.refuse.only_scoring")
        if self.keep:
            return t("research.refuse.keep_first")
        if p != self.current:
            return t("rules.not_your_turn", player=self.seat_name(self.current))
        if isinstance(a, Pass):
            if self._turn_actions(p):
                return t("research.refuse.no_pass")
            return None
        if isinstance(a, Study):
            if self.re[p] >= RE_MAX:
                return t("research.refuse.re_full")
            if self.card_at(a.row, a.col) is None:
                return t("research.refuse.empty_slot")
            return None
        if isinstance(a, Research):
            return self._why_research(a)
        return t("research.refuse.unknown_action", action=repr(a))

    def _why_research(self, a: Research) -> str | None:
        p = a.player
        card = self.card_at(a.row, a.col)
        if card is None:
            return t("research.refuse.empty_slot")
        if is_flight(card):
            return t("research.refuse.flight_card")
        if a.travel not in TRAVELS:
            return t("research.refuse.travel_values", travels=", ".join(TRAVELS))
        sp = CARD_SPECIES[card]
        base = RESEARCH_COST[a.row - 1]
        if self.meeple[p] is None:                                 # FR-RES-03
            if a.travel != "none" or a.sf_col:
                return t("research.refuse.first_no_flight")
            if a.continent not in (sp.continents or CONTINENTS):
                return t("research.refuse.place_meeple", animal=_animal(sp))
        elif self.reachable(p, sp):                                # FR-TRAVEL-01
            if a.travel != "none" or a.sf_col or a.continent:
                return (t("research.refuse.all_world_no_flight") if sp.all_world
                        else t("research.refuse.here_no_flight"))
        else:
            if a.travel == "none":
                return t("research.refuse.need_flight", animal=_animal(sp), continent=self.meeple[p])
            if a.continent not in sp.continents:
                return t("research.refuse.fly_to", animal=_animal(sp))
            if a.travel == "sponsored":                            # FR-TRAVEL-02, FR-DISP-06
                sf = self.card_at(a.row, a.sf_col)
                if sf is None or not is_flight(sf):
                    return t("research.refuse.sponsored_row")
            elif a.sf_col:
                return t("research.refuse.paid_no_card")
        cost = base + (PAID_EXTRA if a.travel == "paid" else 0)
        if self.re[p] < cost:                                      # FR-RES-02
            return t("research.refuse.costs", cost=cost, re=self.re[p])
        return None

    # ------------------------------------------------------------------ apply
    def _apply(self, a: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(a, KeepQuest):
            self._keep(a, ev)
        elif isinstance(a, Study):
            self._study(a, ev)
        elif isinstance(a, Research):
            self._research(a, ev)
        elif isinstance(a, Pass):
            self.passes += 1
            ev.append(Event("pass", player=a.player))
            if self.passes >= self.n:                              # FR-TURN-03
                self._end("passes", a.player, ev)
            else:
                self._next_turn(ev)
        elif isinstance(a, AcceptDefaultScoring):
            self._fix(a.player, None, ev)
        elif isinstance(a, SubmitScoring):
            quests, conts = a.parsed()
            self._fix(a.player, S.complete(self.scoring_state(a.player), self._rivals(a.player), quests, conts), ev)
        return ev

    def _keep(self, a: KeepQuest, ev: list[Event]) -> None:
        p = a.player
        options = self.keep.pop(p)
        self.quests[p].append(a.card)
        rest = [c for c in options if c != a.card]
        for c in rest:
            self.qdiscard.append((c, p))
        ev.append(Event("keep_quest", owner=p, secret=("card", "discarded"), player=p, card=a.card,
                        discarded=rest, held=len(self.quests[p])))
        if self.phase == "setup":
            if not self.keep:
                self.phase = "play"
                self.current = self.order[0]
                ev.append(Event("turn", player=self.current, turn=self.turns + 1))
        else:
            self._next_turn(ev)                                    # FR-TURN-02

    def _next_turn(self, ev: list[Event]) -> None:
        self.turns += 1
        self.current = self.next_player(self.current)
        ev.append(Event("turn", player=self.current, turn=self.turns + 1))

    def _draw_deck(self, ev: list[Event]) -> str | None:
        """FR-DISP-04: reshuffle the discard pile into an empty deck."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            ev.append(Event("reshuffle", count=len(self.deck)))
        return self.deck.pop()

    def _remove(self, slots: list[tuple[int, int]], ev: list[Event]) -> None:
        """FR-DISP-02: take the cards out, then each column above a gap slides down."""
        for r, c in slots:
            self.grid.remove(c - 1, r - 1)
        moves = self.grid.shift()
        if moves:
            ev.append(Event("slide", moves=[{"card": m["card"], "from": [m["from"] + 1, m["col"] + 1],
                                             "to": [m["to"] + 1, m["col"] + 1]} for m in moves]))

    def _refill(self, ev: list[Event]) -> None:
        """FR-DISP-03: columns ascending, lowest empty slot first."""
        for c in range(self.cols):
            for r in range(ROWS):
                if self.grid.get(c, r) is not None:
                    continue
                card = self._draw_deck(ev)
                if card is None:
                    ev.append(Event("display_short", row=r + 1, col=c + 1))
                    return
                self.grid.put(c, r, card)
                ev.append(Event("refill", reveal=True, card=card, to=[r + 1, c + 1], deck=len(self.deck)))

    def _study(self, a: Study, ev: list[Event]) -> None:
        p = a.player
        self.passes = 0
        card = self.card_at(a.row, a.col)
        gain = self.study_gain(p, a.row)
        old = self.re[p]
        ev.append(Event("study", player=p, card=card, row=a.row, col=a.col, gain=gain, re=[old, old + gain]))
        self._remove([(a.row, a.col)], ev)                         # FR-STUDY-04
        self.re[p] = old + gain
        self._refill(ev)
        self.discard.append(card)                                  # FR-DISP-05
        ev.append(Event("discard", card=card, reason="study"))
        self._next_turn(ev)

    def _research(self, a: Research, ev: list[Event]) -> None:
        p = a.player
        self.passes = 0
        card = self.card_at(a.row, a.col)
        sp = CARD_SPECIES[card]
        cost = self.research_cost(a)
        old = self.re[p]
        self.re[p] = old - cost                                    # FR-RES-06 step 1
        ev.append(Event("research", player=p, card=card, row=a.row, col=a.col, travel=a.travel,
                        cost=cost, re=[old, self.re[p]]))
        removed = [(a.row, a.col)]
        sf = None
        if a.travel == "sponsored":
            sf = self.card_at(a.row, a.sf_col)
            removed.append((a.row, a.sf_col))
        self._remove(removed, ev)                                  # step 2
        if sf is not None:
            self.flights[p].append(sf)
            ev.append(Event("take_flight", player=p, card=sf, row=a.row, col=a.sf_col, count=len(self.flights[p])))
        if a.continent:                                            # step 3
            frm = self.meeple[p]
            self.meeple[p] = a.continent
            if frm is None:                                        # FR-RES-03
                ev.append(Event("place_meeple", player=p, to=a.continent))
            else:                                                  # FR-TRAVEL-05
                ev.append(Event("flight", player=p, origin=frm, to=a.continent, travel=a.travel))
            k = self.cubes[CI[a.continent]]
            if k:                                                  # FR-TRAVEL-06
                self.cubes[CI[a.continent]] = 0
                self.cubes_taken[p] += k
                ev.append(Event("cubes_taken", player=p, continent=a.continent, count=k,
                                certificates=self.certificates(p)))
        duplicate = sp.id in self.species_held(p)                  # FR-DUP-01, step 4
        if duplicate:
            ev.append(Event("duplicate", player=p, card=card))
            self._draw_quests(p, ev)                               # FR-DUP-02
        else:
            self.animals[p].append(card)
            ev.append(Event("researched", player=p, card=card, count=len(self.animals[p]),
                            endangered=self.endangered(p)))
            self._tracks(p, ev)                                    # step 5 (FR-DUP-03: not for duplicates)
        self._refill(ev)                                           # step 6
        if duplicate:
            self.discard.append(card)                              # FR-DISP-05
            ev.append(Event("discard", card=card, reason="duplicate"))
        if self.blue >= BLUE_END:                                  # step 7, FR-END-01/02
            self._end("blue", p, ev)
        elif self.endangered(p) >= RED_END:
            self._end("endangered", p, ev)
        elif not self.keep:
            self._next_turn(ev)

    def _tracks(self, p: int, ev: list[Event]) -> None:
        """FR-TRACK-01..03, FR-INV-01..03."""
        count = len(self.animals[p])
        if count > self.blue:
            old, self.blue = self.blue, self.blue + 1
            ev.append(Event("track", track="blue", player=p, old=old, new=self.blue))
            if self.blue in self.cert_spaces:
                self.cert_spaces.remove(self.blue)
                self.track_certs[p].append(self.blue)
                ev.append(Event("certificate", player=p, space=self.blue, certificates=self.certificates(p)))
                occupied = {m for m in self.meeple if m is not None}
                placed = [y for y in CONTINENTS if y not in occupied]
                for y in placed:
                    self.cubes[CI[y]] += 1
                ev.append(Event("invitation", player=p, space=self.blue, continents=placed,
                                cubes={y: self.cubes[CI[y]] for y in CONTINENTS}))
        e = self.endangered(p)
        if e > self.red:
            old, self.red = self.red, self.red + 1
            ev.append(Event("track", track="red", player=p, old=old, new=self.red))

    def _draw_quests(self, p: int, ev: list[Event]) -> None:
        """FR-DUP-02 / FR-DUP-04: draw 2 (fewer if both quest piles run short)."""
        drawn: list[str] = []
        for _ in range(2):
            if not self.qdeck and self.qdiscard:
                self.qdeck = [c for c, _ in self.qdiscard]
                self.qdiscard = []
                self.rng.shuffle(self.qdeck)
                ev.append(Event("quest_reshuffle", count=len(self.qdeck)))
            if not self.qdeck:
                break
            drawn.append(self.qdeck.pop())
        if drawn:
            self.keep[p] = drawn
            ev.append(Event("quest_draw", owner=p, secret=("cards",), player=p, cards=drawn, count=len(drawn)))
        else:
            ev.append(Event("no_quest", player=p))

    # ------------------------------------------------------------------ end and scoring
    def _end(self, reason: str, p: int, ev: list[Event]) -> None:
        """FR-END-01..04: nobody takes another turn; scoring choices start at seat 1."""
        self.end_reason = reason
        self.phase = "scoring"
        self.scoring_pos = 0
        ev.append(Event("game_end", reason=reason, player=p, blue=self.blue, red=self.red))
        ev.append(Event("quests_revealed", quests=[list(q) for q in self.quests]))   # FR-INFO-02
        ev.append(Event("scoring_turn", player=self.order[0]))

    def scoring_state(self, p: int) -> S.PlayerState:
        return S.PlayerState(p, tuple(sorted(self.species_held(p))), tuple(self.quests[p]), len(self.flights[p]),
                             self.certificates(p), self.re[p])

    def _rivals(self, p: int) -> list[S.Rival]:
        """FR-ASSIGN-02: earlier seats fixed, later seats count as nothing."""
        return [S.Rival(self.scoring_state(q), self.fixed[q].counts() if q in self.fixed else None)
                for q in self.order if q != p]

    def default_scoring(self, p: int) -> tuple[S.Assignment, S.Breakdown]:
        """FR-ASSIGN-01/03 default of p against the seats fixed so far (cached per seat)."""
        c = self._default_cache
        if c is None or c[0] != p or len(self.fixed) != self.order.index(p):
            c = (p, *S.best_assignment(self.scoring_state(p), self._rivals(p)))
            self._default_cache = c
        return c[1], c[2]

    def _fix(self, p: int, chosen: S.Assignment | None, ev: list[Event]) -> None:
        default = chosen is None
        if chosen is None:
            chosen = self.default_scoring(p)[0]
        self.fixed[p] = chosen
        ev.append(Event("scoring_fixed", player=p, default=default, assignment=chosen.to_json(),
                        counts=list(chosen.counts())))
        self.scoring_pos += 1
        if self.scoring_pos < self.n:
            ev.append(Event("scoring_turn", player=self.order[self.scoring_pos]))
            return
        players = [self.scoring_state(q) for q in self.order]      # FR-ASSIGN-05
        final = S.final_breakdowns(players, [self.fixed[q] for q in self.order])
        self.final = [None] * self.n  # type: ignore[list-item]
        for q, b in zip(self.order, final):
            self.final[q] = b
        self.phase = "over"
        ev.append(Event("game_over", scores=self.scores(), ranking=self.ranking(), places=self.places()))

    # ------------------------------------------------------------------ results
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Final VP once over; before that, what the default scoring would give now."""
        if self.final is not None:
            return [b.total for b in self.final]
        players = [self.scoring_state(q) for q in self.order]
        chosen = {i: self.fixed[q] for i, q in enumerate(self.order) if q in self.fixed}
        out = [0] * self.n
        for q, b in zip(self.order, S.sequential(players, chosen)):
            out[q] = b.total
        return out

    def _rank_key(self, p: int, sc: list[int]) -> tuple:
        """FR-WIN-01: VP, remaining RE, certificates, SF cards."""
        return (-sc[p], -self.re[p], -self.certificates(p), -len(self.flights[p]))

    def ranking(self) -> list[int]:
        sc = self.scores()
        return sorted(range(self.n), key=lambda p: (self._rank_key(p, sc), self.order.index(p)))

    def places(self) -> list[int]:
        """FR-WIN-02: place per player (1 = winner); fully tied players share a place."""
        sc = self.scores()
        keys = [self._rank_key(p, sc) for p in range(self.n)]
        return [1 + sum(1 for q in range(self.n) if keys[q] < keys[p]) for p in range(self.n)]

    def winners(self) -> list[int]:
        pl = self.places()
        return [p for p in range(self.n) if pl[p] == 1]

    # ------------------------------------------------------------------ views (FR-INFO)
    def _player_view(self, p: int, me: int | None) -> dict[str, Any]:
        by_cont: dict[str, list[str]] = {y: [] for y in CONTINENTS}
        by_cont["ALL"] = []
        by_diet: dict[str, list[str]] = {d: [] for d in DIETS}
        for c in self.animals[p]:
            sp = CARD_SPECIES[c]
            for y in (sp.continents or ("ALL",)):
                by_cont[y].append(c)
            by_diet[sp.diet].append(c)
        reveal = me == p or self.phase in ("scoring", "over")
        keeping = self.keep.get(p)
        return {
            "seat_no": self.seat_no(p),
            "re": self.re[p],
            "meeple": self.meeple[p],
            "animals": list(self.animals[p]),
            "by_continent": by_cont,
            "by_diet": by_diet,
            "endangered": self.endangered(p),
            "sad": sum(CARD_SPECIES[c].sad for c in self.animals[p]),
            "flights": list(self.flights[p]),
            "track_certificates": list(self.track_certs[p]),
            "cubes": self.cubes_taken[p],
            "certificates": self.certificates(p),
            "quest_count": len(self.quests[p]),
            "quests": list(self.quests[p]) if reveal else None,
            "choosing": None if keeping is None else (list(keeping) if me == p else len(keeping)),
        }

    def view(self, player: int | None) -> dict[str, Any]:
        me = player if player is not None and 0 <= player < self.n else None
        d = self.decision()
        scoring = None
        if self.phase in ("scoring", "over"):
            scoring = {"seat": self.order[self.scoring_pos] if self.phase == "scoring" else None,
                       "fixed": [self.fixed[p].to_json() if p in self.fixed else None for p in range(self.n)]}
            if self.phase == "scoring":
                q = self.order[self.scoring_pos]
                a, b = self.default_scoring(q)
                scoring["default"] = a.to_json()
                scoring["default_breakdown"] = b.to_json(self.scoring_state(q))
        final = None
        if self.final is not None:
            final = [b.to_json(self.scoring_state(p)) for p, b in enumerate(self.final)]
        return {
            "game": GID, "viewer": me, "players": self.n,
            "names": list(self.config.names), "seats": list(self.config.seats),
            "options": {"start_seat": self.config.option("start_seat", -1)},
            "order": list(self.order), "phase": self.phase, "current": self.current,
            "decision": {"players": list(d.players), "prompt": d.prompt, "args": dict(d.args)},
            "rows": ROWS, "cols": self.cols,
            "display": [[self.grid.get(c, r) for c in range(self.cols)] for r in range(ROWS)],  # [row-1][col-1]
            "row_cost": list(RESEARCH_COST), "row_gain": list(STUDY_GAIN),
            "paid_extra": PAID_EXTRA, "re_max": RE_MAX,
            "deck_size": len(self.deck), "discard": list(self.discard),
            "quest_deck_size": len(self.qdeck), "quest_discard_size": len(self.qdiscard),
            "my_quest_discards": [c for c, q in self.qdiscard if q == me] if me is not None else [],
            "tracks": {"blue": self.blue, "red": self.red, "certificates": list(self.cert_spaces),
                       "blue_end": BLUE_END, "red_end": RED_END},
            "cubes": {y: self.cubes[CI[y]] for y in CONTINENTS},
            "player_info": [self._player_view(p, me) for p in range(self.n)],
            "passes": self.passes, "turns": self.turns, "end_reason": self.end_reason,
            "scoring": scoring, "final": final,
            "scores": [b.total for b in self.final] if self.final is not None else None,
            "places": self.places() if self.final is not None else None,
        }

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng: Rng) -> "FieldResearch":
        cfg = GameConfig(view["players"], tuple(view["seats"]), tuple(view["names"]),
                         (("start_seat", view["options"]["start_seat"]),))
        g = cls(cfg, 0, _blank=True)
        g.rng = rng.fork()
        g.order = list(view["order"])
        g.phase, g.current = view["phase"], view["current"]
        g.passes, g.turns, g.end_reason = view["passes"], view["turns"], view["end_reason"]
        for r, row in enumerate(view["display"]):
            for c, card in enumerate(row):
                g.grid.cells[c][r] = card
        g.discard = list(view["discard"])
        t = view["tracks"]
        g.blue, g.red, g.cert_spaces = t["blue"], t["red"], list(t["certificates"])
        g.cubes = [view["cubes"][y] for y in CONTINENTS]
        infos = view["player_info"]
        seen = {c for row in view["display"] for c in row if c is not None} | set(g.discard)
        for p, info in enumerate(infos):
            g.re[p], g.meeple[p] = info["re"], info["meeple"]
            g.animals[p], g.flights[p] = list(info["animals"]), list(info["flights"])
            g.track_certs[p], g.cubes_taken[p] = list(info["track_certificates"]), info["cubes"]
            seen.update(g.animals[p], g.flights[p])
        g.deck = [c for c in CARDSET.deck() if c not in seen]       # FR-INFO-03: order unknown
        rng.shuffle(g.deck)
        # quests: mine (held, discarded, being chosen) are known; the rest is re-dealt
        mine_held = list(infos[player]["quests"] or [])
        mine_disc = list(view["my_quest_discards"])
        mine_opts = infos[player]["choosing"]
        known = set(mine_held) | set(mine_disc) | set(mine_opts or [])
        for p, info in enumerate(infos):
            if p != player and info["quests"] is not None:
                known.update(info["quests"])
        pool = [q for q in QUESTS if q not in known]
        rng.shuffle(pool)
        for p in g.order:             # pending keeps in seat order, as the real game holds them
            info = infos[p]
            if p == player:
                g.quests[p] = mine_held
                if mine_opts is not None:
                    g.keep[p] = list(mine_opts)
                continue
            g.quests[p] = list(info["quests"]) if info["quests"] is not None else \
                [pool.pop() for _ in range(info["quest_count"])]
            if info["choosing"] is not None:
                g.keep[p] = [pool.pop() for _ in range(info["choosing"])]
        others_disc = view["quest_discard_size"] - len(mine_disc)
        g.qdiscard = [(c, player) for c in mine_disc] + [(pool.pop(), -1) for _ in range(others_disc)]
        g.qdeck = pool
        if view["scoring"] is not None:
            for p, fx in enumerate(view["scoring"]["fixed"]):
                if fx is not None:
                    g.fixed[p] = S.Assignment.from_json(fx)
            g.scoring_pos = len(g.fixed)
        return g

    def clone(self) -> "FieldResearch":
        g = FieldResearch.__new__(FieldResearch)
        g.__dict__.update(self.__dict__)
        g.rng = self.rng.copy()
        g.grid = self.grid.copy()
        g.deck, g.discard, g.qdeck, g.qdiscard = list(self.deck), list(self.discard), list(self.qdeck), list(self.qdiscard)
        g.re, g.meeple, g.cubes_taken, g.cubes = list(self.re), list(self.meeple), list(self.cubes_taken), list(self.cubes)
        g.animals = [list(x) for x in self.animals]
        g.flights = [list(x) for x in self.flights]
        g.track_certs = [list(x) for x in self.track_certs]
        g.quests = [list(x) for x in self.quests]
        g.keep = {p: list(v) for p, v in self.keep.items()}
        g.cert_spaces = list(self.cert_spaces)
        g.order = list(self.order)
        g.fixed = dict(self.fixed)
        return g

    def state_json(self) -> dict[str, Any]:
        d = self.view(None)
        d.update(deck=list(self.deck), qdeck=list(self.qdeck), qdiscard=[list(x) for x in self.qdiscard],
                 quests=[list(q) for q in self.quests], keep={str(p): list(v) for p, v in self.keep.items()},
                 rng=self.rng.state_json())
        return d

    def describe(self) -> str:
        lines = [f"Field Research phase={self.phase} current={self.current} turns={self.turns} "
                 f"blue={self.blue} red={self.red} certs={self.cert_spaces} cubes={self.cubes} "
                 f"deck={len(self.deck)} discard={len(self.discard)} keep={self.keep}"]
        for r in range(ROWS - 1, -1, -1):
            lines.append(f"  row {r + 1}: " + " ".join(f"{(self.grid.get(c, r) or '--'):>7}" for c in range(self.cols)))
        for p in self.order:
            lines.append(f"  {'>' if p == self.current else ' '} {self.config.names[p]} seat {self.seat_no(p)} "
                         f"RE={self.re[p]} meeple={self.meeple[p]} SF={len(self.flights[p])} "
                         f"certs={self.certificates(p)} quests={self.quests[p]} animals={' '.join(self.animals[p])}")
        return "\n".join(lines)

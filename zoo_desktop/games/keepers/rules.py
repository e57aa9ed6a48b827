"""Species Keepers rules engine (spec: shared/rules/species-keepers.md). Rule ids SK-* are
cited inline.

Conventions of this module (the view, actions and events use them alike):
* seats 0..n-1 (the spec's seats 1..n), houses 0..3 (H1..H4), piles 0..3 (P1..P4),
  grid columns 0..3 (C1..C4) and rows 0..2 (slot 1 = row 0, the face-up front);
* quarantine areas by code: GEN (Generic), FOR, RAI, SAV, GRA, DES, WET;
* the species deck and the keeper piles are lists whose index 0 is the top;
* places in events: "grid:c,r", "quarantine:p:AREA", "keeper:p:h", "pile:i", "deck"
  (= "discard": the bottom of the species deck, SK-GRID-08), "bag", "player:p".

A turn (SK-TURN-01): the column shift is automatic when the turn starts; then the player
may open with the fund exchange (only as the first decision: any other action closes it);
then at most one main action, the free grid renewal once, the bonus after a Save; `EndTurn`
passes or stops (it is implied, and the turn ends by itself, when nothing else is left to
choose). End-of-turn limits and the game-end check follow.

Read by the bots and the table: the view, the queries below (saved, held, free_areas,
keeper_takes, return_count, pending_card...), and the state's public fields: n, current,
phase, main, secret, final_round, turn_no, mats (mat.py's PlayerMat: houses, areas,
resources), grid (engine/grid.py) and bag (bag.py); nothing else of it (pending, piles,
the deck) is read outside the rules.

This module holds the actions, the game's state with its queries, and the decision points
(spec chapter 14: who decides, the legal actions, why an action is refused); the rest by the
spec's chapters, as functions of the game that `SpeciesKeepers` makes its methods or calls:
* components.py: the numbers of the components, setup and limits (ch. 4) and a save's cost;
* turn.py: setup (ch. 5), the turn's start and end, the grid's renewal, the end trigger
  (ch. 6, 7, 11, SK-SCORE-01/02);
* main_actions.py: the fund (ch. 8), the main actions (ch. 9), quarantine (ch. 10);
* scoring.py: scores and ranking (ch. 12);
* views.py: what each seat sees, and a game made up from a view (determinize)."""
from __future__ import annotations

from typing import Any

from zoo_desktop.games.keepers import bag as bagmod
from zoo_desktop.games.keepers.bag import Bag
from zoo_desktop.engine.core import Action, Decision, Event, Game, GameConfig, GameInfo, action
from zoo_desktop.engine.grid import CardGrid
from zoo_desktop.games.keepers.mat import Areas, Houses, PlayerMat
from zoo_desktop.engine.rng import Rng
from zoo_desktop.i18n import t

from . import main_actions, scoring, turn, views
from .cards import KEEPERS, SPECIES
from .components import (  # noqa: F401  (named here for the code that imports them from rules)
    ALL_KEEPERS, ALL_OBJECTIVES, ALL_SPECIES, AREAS, CAPACITY, COLLECT_MAX, COLOURS, COLS, FUND_MAX, GID,
    MAX_HELD, MAX_MOVES, MAX_WHITE, N_HOUSES, N_PILES, QUARANTINE_VP, ROWS, START_RES, STATUS_ORDER, SUPPLY,
    ceil_half, cost_paid)


# ----------------------------------------------------------------------------- actions
@action(GID, "fund")
class Fund(Action):
    """SK-FUND-02 / SK-DP-01: draw `n` from the bag (then return 2n)."""
    player: int
    n: int


@action(GID, "return")
class Return(Action):
    """SK-DP-02 (after the fund draw) and SK-DP-14 (above 12 at the end of the turn):
    exactly these counts go back into the bag."""
    player: int
    g: int
    r: int
    w: int


@action(GID, "renew")
class Renew(Action):
    """SK-GRID-05 / SK-DP-03: the free grid renewal."""
    player: int


@action(GID, "hire")
class Hire(Action):
    """SK-KEEP-02 / SK-DP-05: top keeper of `pile` into the lowest empty house."""
    player: int
    pile: int


@action(GID, "replace")
class Replace(Action):
    """SK-KEEP-03 / SK-DP-06."""
    player: int
    house: int
    pile: int


@action(GID, "dismiss")
class Dismiss(Action):
    """SK-KEEP-04 / SK-DP-07: `pile` is chosen only for a starting keeper (else -1)."""
    player: int
    house: int
    pile: int = -1


@action(GID, "save")
class Save(Action):
    """SK-SAVE-01..06 / SK-DP-08: `card` from the grid front or own quarantine, under the
    keeper in `house`; `a` whites replace 2 G each, `b` whites replace 2 R each (SK-FUND-01)."""
    player: int
    card: str
    house: int
    a: int = 0
    b: int = 0


@action(GID, "send")
class Send(Action):
    """SK-BONUS-01 / SK-DP-09: an available grid species into `target`'s quarantine."""
    player: int
    card: str
    target: int


@action(GID, "area")
class ChooseArea(Action):
    """SK-BONUS-02 / SK-DP-10: the receiver picks the area for a sent species."""
    player: int
    area: str


@action(GID, "move")
class Move(Action):
    """SK-MOVE-02/03 / SK-DP-11, SK-DP-13: `card` (face-up front card, or the card just
    looked at) to "discard" or to one of your quarantine areas."""
    player: int
    card: str
    to: str


@action(GID, "peek")
class Peek(Action):
    """SK-MOVE-02 blind take: look at the face-down card nearest the front of `col`."""
    player: int
    col: int


@action(GID, "collect")
class Collect(Action):
    """SK-COLL-01."""
    player: int


@action(GID, "new_objective")
class NewObjective(Action):
    """SK-OBJ-01 (secret objectives only)."""
    player: int


@action(GID, "end_turn")
class EndTurn(Action):
    """SK-TURN-03 pass / SK-DP-12 stop after one move / finish the action phase."""
    player: int


class SpeciesKeepers(Game):
    info = GameInfo(
        id=GID, title_key="game.keepers", min_players=2, max_players=4,  # SK-GEN-01
        options=(("secret_objectives", False, (False, True)),             # SK-OPT-01
                 ("end_goal", 9, (9, 6)),                                  # SK-OPT-02
                 ("final_round", False, (False, True)),                    # SK-SCORE-02
                 ("teams", False, (False, True)),                          # SK-OPT-03
                 ("live_scores", False, (False, True)),                    # SK-OPT-04
                 ("show_bag", False, (False, True))),                      # SK-OPT-04
    )

    def __init__(self, config: GameConfig, seed: int, *, _blank: bool = False):
        super().__init__(config, seed)
        n = self.n = config.players
        self.secret = bool(config.option("secret_objectives", False))
        self.goal = int(config.option("end_goal", 9))
        if self.goal not in (9, 6):
            raise ValueError("end_goal must be 9 or 6 (SK-OPT-02)")
        self.final_round = bool(config.option("final_round", False))
        self.teams = bool(config.option("teams", False))
        if self.teams and n != 4:
            raise ValueError("the team game is for exactly 4 players (SK-OPT-03)")
        self.live_scores = bool(config.option("live_scores", False))
        self.show_bag = bool(config.option("show_bag", False))
        self.rng = Rng(seed)
        self.deck: list[str] = []
        self.grid = CardGrid(COLS, ROWS, 1)
        self.bag = Bag(SUPPLY)
        self.mats = [PlayerMat(Houses(N_HOUSES, CAPACITY), Areas(AREAS, 1), dict.fromkeys(COLOURS, 0))
                     for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(N_PILES)]
        self.pile_known = [0] * N_PILES      # publicly known cards at the bottom of each pile
        self.out_keepers: list[str] = []     # unused starting keepers (SK-SETUP-03)
        self.objectives: list[str | None] = [None] * n
        self.obj_deck: list[str] = []
        self.current = 0
        self.first = 0
        self.turn_no = 0
        self.phase = "play"                  # play | fund_return | discard | peek | area | over
        self.pending: dict[str, Any] = {}
        self.fund_open = False
        self.main: str | None = None         # keep | save | move | collect | objective
        self.moves = 0
        self.renewed = False
        self.bonus_used = False
        self.end_trigger: int | None = None
        self.final_left: list[int] = []
        if _blank:
            return
        self.setup_events = self._setup()

    # ------------------------------------------------------------------ setup (turn.py)
    _setup = turn.setup
    _deal_grid = turn.deal_grid

    # ------------------------------------------------------------------ small queries
    def saved(self, p: int) -> int:
        return self.mats[p].houses.tucked_count()

    def quarantined(self, p: int) -> int:
        return self.mats[p].areas.count()

    def held(self, p: int) -> int:
        return sum(self.mats[p].resources.values())

    def team(self, p: int) -> int:
        return p % 2 if self.teams else p

    def partner(self, p: int) -> int | None:
        return (p + 2) % 4 if self.teams else None

    def in_final_round(self) -> bool:
        return self.end_trigger is not None and self.phase != "over"

    def fund_max(self, p: int) -> int:
        """SK-FUND-02: N <= min(5, H-1, B)."""
        return min(FUND_MAX, self.held(p) - 1, self.bag.total)

    def can_renew(self) -> bool:
        """SK-GRID-05: once per turn, when at most 2 columns hold any card."""
        return not self.renewed and 0 < len(self.grid.nonempty_columns()) <= 2

    def free_areas(self, p: int, card: str) -> list[str]:
        """SK-QUAR-01/02: empty areas that may hold `card` (Generic or one of its habitats)."""
        hab = SPECIES[card].habitats
        areas = self.mats[p].areas
        return [a for a in AREAS if (a == "GEN" or a in hab) and areas.has_room(a)]

    def available(self) -> list[tuple[int, str]]:
        """SK-GRID-02: (column, card) of the face-up front cards."""
        return [(c, x) for c in range(COLS) if (x := self.grid.cells[c][0]) is not None]

    def keeper_takes(self, p: int, h: int, card: str) -> bool:
        """SK-SAVE-02/06: house h has a keeper with room whose objective the card meets."""
        house = self.mats[p].houses[h]
        return house.anchor is not None and len(house.cards) < CAPACITY and card in KEEPERS[house.anchor].accepts

    def safety_blocks(self, p: int, h: int) -> bool:
        """SK-KEEP-05: the keeper holds all of p's (one or more) saved species and p holds
        no resources."""
        n = len(self.mats[p].houses[h].cards)
        return n > 0 and n == self.saved(p) and self.held(p) == 0

    def _main_open(self) -> bool:
        return self.main is None

    def _move_open(self) -> bool:
        return self.main is None or (self.main == "move" and self.moves < MAX_MOVES)

    def bonus_targets(self, p: int, card: str) -> list[int]:
        """SK-BONUS-01, SK-OPT-03: players with strictly more saved species than p now,
        opponents only in the team game, with an empty area able to hold `card`."""
        mine = self.saved(p)
        return [q for q in range(self.n)
                if q != p and self.saved(q) > mine and (not self.teams or self.team(q) != self.team(p))
                and self.free_areas(q, card)]

    def return_count(self) -> int:
        """How many resources the current player gives back now: after the fund draw
        (SK-DP-02, phase fund_return) or above the limit (SK-DP-14, phase discard); else 0."""
        return self.pending["count"] if self.phase in ("fund_return", "discard") else 0

    def fund_drawn(self) -> list[str]:
        """The colours the fund just drew (phase fund_return), else []."""
        return list(self.pending.get("drawn", [])) if self.phase == "fund_return" else []

    def pending_card(self) -> str | None:
        """The species waiting for a decision: the one looked at (phase peek, SK-MOVE-02) or
        sent (phase area, SK-BONUS-02); else None."""
        return self.pending.get("card") if self.phase in ("peek", "area") else None

    def area_choices(self) -> list[str]:
        """The areas the receiver of a sent species may choose (phase area), else []."""
        return list(self.pending["areas"]) if self.phase == "area" else []

    def top_keeper_level(self, i: int) -> int | None:
        """The level of pile i's top keeper (public, SK-SETUP-04), None when it is empty."""
        pile = self.piles[i]
        return KEEPERS[pile[0]].level if pile else None

    def collect_count(self, p: int) -> int:
        """SK-COLL-01: how many resources Collect draws for p now."""
        return min(self.saved(p), COLLECT_MAX, self.bag.total)

    def bonus_open(self) -> bool:
        """SK-BONUS-01/03: after a Save, once per turn, never in the final round."""
        return self.main == "save" and not self.bonus_used and not self.in_final_round()

    # ------------------------------------------------------------------ decision
    def decision(self) -> Decision:
        if self.phase == "over":
            return Decision((), "keepers.prompt.over")
        if self.phase == "area":
            return Decision((self.pending["target"],), "keepers.prompt.area",
                            args={"player": self.pending["target"], "by": self.current,
                                  "card": self.pending["card"]})
        p = self.current
        if self.phase == "fund_return":
            return Decision((p,), "keepers.prompt.fund_return", args={"player": p, "count": self.pending["count"]})
        if self.phase == "discard":
            return Decision((p,), "keepers.prompt.discard", args={"player": p, "count": self.pending["count"]})
        if self.phase == "peek":
            return Decision((p,), "keepers.prompt.peek", args={"player": p})
        if self.fund_open and self.fund_max(p) >= 1:
            key = "keepers.prompt.start"
        elif self.main is None:
            key = "keepers.prompt.action"
        elif self.main == "move" and self.moves < MAX_MOVES:
            key = "keepers.prompt.move2"
        elif self.bonus_open():
            key = "keepers.prompt.bonus"
        else:
            key = "keepers.prompt.finish"
        return Decision((p,), key, args={"player": p})

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "area":
            if player != self.pending["target"]:
                return []
            return [ChooseArea(player, a) for a in self.pending["areas"]]
        if player != self.current:
            return []
        p = player
        mat = self.mats[p]
        if self.phase in ("fund_return", "discard"):
            return [Return(p, *s) for s in bagmod.splits(mat.resources, self.pending["count"], COLOURS)]
        if self.phase == "peek":
            card = self.pending["card"]
            return [Move(p, card, "discard")] + [Move(p, card, a) for a in self.free_areas(p, card)]
        acts: list[Action] = []
        if self.fund_open:
            acts += [Fund(p, k) for k in range(1, self.fund_max(p) + 1)]
        if self.can_renew():
            acts.append(Renew(p))
        houses = mat.houses
        if self._main_open():
            nonempty = [i for i in range(N_PILES) if self.piles[i]]
            if houses.lowest_empty() is not None:                            # SK-KEEP-02
                acts += [Hire(p, i) for i in nonempty]
            for h in houses.occupied():
                if self.safety_blocks(p, h):                                 # SK-KEEP-05
                    continue
                acts += [Replace(p, h, i) for i in nonempty]                 # SK-KEEP-03
                if houses[h].tag is None:                                    # SK-KEEP-04
                    acts += [Dismiss(p, h, i) for i in range(N_PILES)]
                else:
                    acts.append(Dismiss(p, h, -1))
            acts += self._save_actions(p)
        if self._move_open():
            for c, card in self.available():                                 # SK-MOVE-02/03
                acts.append(Move(p, card, "discard"))
                acts += [Move(p, card, a) for a in self.free_areas(p, card)]
            acts += [Peek(p, c) for c in range(COLS) if self.grid.first_face_down(c) is not None]
        if self._main_open():
            if self.saved(p) >= 1 and self.bag.total > 0:                    # SK-COLL-01
                acts.append(Collect(p))
            if self.secret and self.obj_deck:                                # SK-OBJ-01
                acts.append(NewObjective(p))
        if self.bonus_open():
            for _, card in self.available():
                acts += [Send(p, card, q) for q in self.bonus_targets(p, card)]
        acts.append(EndTurn(p))                                              # SK-TURN-03
        return acts

    def _save_actions(self, p: int) -> list[Action]:
        mat = self.mats[p]
        res = mat.resources
        sources = [card for _, card in self.available()] + mat.areas.cards()   # SK-SAVE-01
        out: list[Action] = []
        for card in sources:
            houses = [h for h in range(N_HOUSES) if self.keeper_takes(p, h, card)]
            if not houses:
                continue
            g, r, w = SPECIES[card].cost
            pays = []
            for a in range(ceil_half(g) + 1):
                for b in range(ceil_half(r) + 1):
                    pg, pr, pw = max(0, g - 2 * a), max(0, r - 2 * b), w + a + b
                    if pg <= res["G"] and pr <= res["R"] and pw <= res["W"]:
                        pays.append((a, b))
            for h in houses:
                out += [Save(p, card, h, a, b) for a, b in pays]
        return out

    def why_illegal(self, a: Action) -> str | None:
        if self.phase == "over":
            return t("keepers.refuse.over")
        p = getattr(a, "player", -9)
        if not 0 <= p < self.n:
            return t("keepers.refuse.unknown_player")
        if a in self.legal_actions(p):
            return None
        return self._reason(a)

    def _reason(self, a: Action) -> str:
        """A sentence explaining why `a` (not legal now) is refused."""
        p = a.player
        if self.phase == "area":
            if p != self.pending["target"]:
                return t("keepers.why.choosing_area", player=self.seat_name(self.pending["target"]))
            return t("keepers.refuse.area_cannot_hold")
        if p != self.current:
            return t("rules.not_your_turn", player=self.seat_name(self.current))
        if self.phase in ("fund_return", "discard"):
            if not isinstance(a, Return):
                return t("keepers.refuse.return_first", count=self.pending["count"])
            if a.g + a.r + a.w != self.pending["count"]:
                return t("keepers.refuse.return_exactly", count=self.pending["count"])
            return t("keepers.refuse.not_held")
        if self.phase == "peek":
            if not isinstance(a, Move) or a.card != self.pending["card"]:
                return t("keepers.refuse.decide_peeked")
            return t("keepers.refuse.area_taken")
        if isinstance(a, Return):
            return t("keepers.refuse.nothing_to_return")
        if isinstance(a, ChooseArea):
            return t("keepers.refuse.no_area_waiting")
        if isinstance(a, Fund):
            if not self.fund_open:
                return t("keepers.refuse.fund_first")
            return t("keepers.refuse.fund_range", n=max(0, self.fund_max(p)))
        if isinstance(a, Renew):
            if self.renewed:
                return t("keepers.refuse.renewed")
            return t("keepers.refuse.renew_columns")
        if isinstance(a, Send):
            if not self.bonus_open():
                if self.in_final_round():
                    return t("keepers.refuse.no_bonus_final")
                return t("keepers.refuse.bonus_after_save")
            if a.card not in [c for _, c in self.available()]:
                return t("keepers.refuse.send_front")
            if not 0 <= a.target < self.n or a.target == p:
                return t("keepers.refuse.choose_other")
            if self.teams and self.team(a.target) == self.team(p):
                return t("keepers.refuse.team_opponents")
            if self.saved(a.target) <= self.saved(p):
                return t("keepers.refuse.send_more_saved")
            return t("keepers.refuse.target_no_area")
        if isinstance(a, (Move, Peek)):
            if not self._move_open():
                return t("keepers.refuse.main_taken") if self.main != "move" \
                    else t("keepers.refuse.moved_two")
            if isinstance(a, Peek):
                return t("keepers.refuse.no_face_down")
            if a.card not in [c for _, c in self.available()]:
                if any(a.card in self.mats[q].areas.cards() for q in range(self.n)):
                    return t("keepers.refuse.quarantined_move")
                return t("keepers.refuse.move_front")
            return t("keepers.refuse.area_taken")
        if isinstance(a, EndTurn):
            return t("keepers.refuse.cannot_end")
        if not self._main_open():
            return t("keepers.refuse.main_taken")
        houses = self.mats[p].houses
        if isinstance(a, Hire):
            if houses.lowest_empty() is None:
                return t("keepers.refuse.houses_full")
            return t("keepers.refuse.pile_empty")
        if isinstance(a, (Replace, Dismiss)):
            if not 0 <= a.house < N_HOUSES or houses[a.house].anchor is None:
                return t("keepers.refuse.no_keeper")
            if self.safety_blocks(p, a.house):
                return t("keepers.refuse.safety")
            if isinstance(a, Replace):
                return t("keepers.refuse.pile_empty")
            if houses[a.house].tag is None:
                return t("keepers.refuse.choose_pile")
            return t("keepers.refuse.no_pile_hired")
        if isinstance(a, Save):
            mine = self.mats[p].areas.cards()
            if a.card not in [c for _, c in self.available()] and a.card not in mine:
                if any(a.card in self.mats[q].areas.cards() for q in range(self.n)):
                    return t("keepers.refuse.owner_only")
                return t("keepers.refuse.save_source")
            if not 0 <= a.house < N_HOUSES or houses[a.house].anchor is None:
                return t("keepers.refuse.no_keeper")
            if len(houses[a.house].cards) >= CAPACITY:
                return t("keepers.refuse.keeper_full")
            if a.card not in KEEPERS[houses[a.house].anchor].accepts:
                return t("keepers.refuse.objective")
            g, r, _ = SPECIES[a.card].cost
            if not (0 <= a.a <= ceil_half(g) and 0 <= a.b <= ceil_half(r)):
                return t("keepers.refuse.white_swap")
            return t("keepers.refuse.cannot_pay")
        if isinstance(a, Collect):
            if self.saved(p) < 1:
                return t("keepers.refuse.collect_saved")
            return t("keepers.refuse.bag_empty")
        if isinstance(a, NewObjective):
            return t("keepers.refuse.no_secret") if not self.secret else t("keepers.refuse.objective_deck_empty")
        return t("keepers.refuse.not_allowed")

    # ------------------------------------------------------------------ apply
    def _apply(self, a: Action) -> list[Event]:
        ev: list[Event] = []
        p = a.player
        if isinstance(a, ChooseArea):
            main_actions.place_sent(self, a.area, ev)
            turn.auto_renew(self, ev)
            turn.maybe_auto_end(self, ev)
            return ev
        if isinstance(a, Return):
            main_actions.give_back(self, a, ev)
            return ev
        if isinstance(a, Move) and self.phase == "peek":
            main_actions.place_peeked(self, a, ev)
            turn.auto_renew(self, ev)
            turn.maybe_auto_end(self, ev)
            return ev
        self.fund_open = False                                    # SK-TURN-01 step 2: first decision only
        if isinstance(a, Fund):
            main_actions.fund(self, a, ev)
            return ev
        if isinstance(a, EndTurn):
            if self.main is None:
                ev.append(Event("pass", player=p))
            turn.end_turn(self, ev)
            return ev
        if isinstance(a, Renew):
            turn.renew(self, p, ev)
        elif isinstance(a, Hire):
            main_actions.hire(self, a, ev)
        elif isinstance(a, Replace):
            main_actions.replace(self, a, ev)
        elif isinstance(a, Dismiss):
            main_actions.dismiss(self, a, ev)
        elif isinstance(a, Save):
            main_actions.save(self, a, ev)
        elif isinstance(a, Send):
            main_actions.send(self, a, ev)
            if self.phase == "area":
                return ev
        elif isinstance(a, Move):
            main_actions.move_front(self, a, ev)
        elif isinstance(a, Peek):
            main_actions.peek(self, a, ev)
            if self.phase == "peek":
                return ev
        elif isinstance(a, Collect):
            main_actions.collect(self, p, ev)
        elif isinstance(a, NewObjective):
            main_actions.new_objective(self, p, ev)
        turn.auto_renew(self, ev)
        turn.maybe_auto_end(self, ev)
        return ev

    # ------------------------------------------------------------------ scoring (scoring.py)
    keeper_total = scoring.keeper_total
    objective_bonus = scoring.objective_bonus
    score_parts = scoring.score_parts
    scores = scoring.scores
    team_scores = scoring.team_scores
    ranking = scoring.ranking
    winners = scoring.winners
    _tie_counts = scoring.tie_counts

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    # ------------------------------------------------------------------ views (views.py)
    view = views.view
    determinize = classmethod(views.determinize)

    def clone(self) -> "SpeciesKeepers":
        g = SpeciesKeepers.__new__(SpeciesKeepers)
        g.__dict__.update(self.__dict__)
        g.rng = self.rng.copy()
        g.deck = list(self.deck)
        g.grid = self.grid.copy()
        g.bag = self.bag.copy()
        g.mats = [m.copy() for m in self.mats]
        g.piles = [list(pl) for pl in self.piles]
        g.pile_known = list(self.pile_known)
        g.out_keepers = list(self.out_keepers)
        g.objectives = list(self.objectives)
        g.obj_deck = list(self.obj_deck)
        g.pending = {k: (list(v) if isinstance(v, list) else v) for k, v in self.pending.items()}
        g.final_left = list(self.final_left)
        return g

    def state_json(self) -> dict[str, Any]:
        return {
            "game": GID, "n": self.n, "options": {k: v for k, v in self.config.options},
            "current": self.current, "first": self.first, "turn": self.turn_no, "phase": self.phase,
            "pending": self.pending, "fund_open": self.fund_open, "main": self.main, "moves": self.moves,
            "renewed": self.renewed, "bonus_used": self.bonus_used,
            "deck": list(self.deck), "grid": self.grid.to_json(), "bag": self.bag.to_json(),
            "mats": [m.to_json() for m in self.mats], "piles": [list(p) for p in self.piles],
            "pile_known": list(self.pile_known), "out_keepers": list(self.out_keepers),
            "objectives": list(self.objectives), "obj_deck": list(self.obj_deck),
            "end_trigger": self.end_trigger, "final_left": list(self.final_left),
            "rng": self.rng.state_json(),
        }

    def describe(self) -> str:
        lines = [f"Species Keepers turn {self.turn_no} phase={self.phase} current={self.current} main={self.main} "
                 f"moves={self.moves} fund_open={self.fund_open} renewed={self.renewed} bonus_used={self.bonus_used} "
                 f"pending={self.pending} trigger={self.end_trigger} final_left={self.final_left}",
                 f"bag={self.bag.to_json()} deck={len(self.deck)} piles={[len(p) for p in self.piles]}"]
        for r in range(ROWS):
            lines.append("  grid row %d: %s" % (r + 1, " ".join(f"{x or '----':>5}" for x in
                                                             (self.grid.cells[c][r] for c in range(COLS)))))
        for q, m in enumerate(self.mats):
            hs = "; ".join(f"H{i + 1} {h.anchor}[{','.join(h.cards)}]" for i, h in enumerate(m.houses.slots)
                           if h.anchor)
            qs = ",".join(f"{a}:{cs[0]}" for a, cs in m.areas.held.items() if cs)
            lines.append(f"  {'>' if q == self.current else ' '} {self.config.names[q]} res={m.resources} "
                         f"saved={self.saved(q)} | {hs} | Q {qs} | obj={self.objectives[q]} score={self.scores()[q]}")
        return "\n".join(lines)

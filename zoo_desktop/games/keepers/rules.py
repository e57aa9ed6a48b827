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
choose). End-of-turn limits and the game-end check follow."""
from __future__ import annotations

from typing import Any

from zoo_desktop.games.keepers import bag as bagmod
from zoo_desktop.games.keepers.bag import Bag
from zoo_desktop.engine.core import Action, Decision, Event, Game, GameConfig, GameInfo, action
from zoo_desktop.engine.grid import CardGrid
from zoo_desktop.games.keepers.mat import Areas, Houses, PlayerMat
from zoo_desktop.engine.rng import Rng
from zoo_desktop.i18n import t

from .cards import CONTENT, KEEPERS, OBJECTIVES, SPECIES

GID = "keepers"
COLOURS = ("G", "R", "W")
SUPPLY = {"G": 20, "R": 20, "W": 15}          # SK-COMP-06
START_RES = {"G": 4, "R": 4, "W": 3}          # SK-SETUP-02
N_HOUSES, CAPACITY = 4, 3                     # SK-COMP-07, SK-SAVE-04
AREAS = ("GEN", "FOR", "RAI", "SAV", "GRA", "DES", "WET")  # SK-COMP-07 (no mountain area)
COLS, ROWS = 4, 3                             # SK-GRID-01
N_PILES = 4                                   # SK-SETUP-04
MAX_HELD, MAX_WHITE = 12, 5                   # SK-END-01/02
FUND_MAX = 5                                  # SK-FUND-02
COLLECT_MAX = 6                               # SK-COLL-01
QUARANTINE_VP = -2                            # SK-QUAR-04
MAX_MOVES = 2                                 # SK-MOVE-01
STATUS_ORDER = CONTENT.statuses               # LC .. CR
ALL_SPECIES = tuple(SPECIES)
ALL_KEEPERS = tuple(KEEPERS)
ALL_OBJECTIVES = tuple(OBJECTIVES)


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


def _cost_paid(card: str, a: int, b: int) -> tuple[int, int, int]:
    """SK-FUND-01: pay max(0, g-2a) G, max(0, r-2b) R and w+a+b W."""
    g, r, w = SPECIES[card].cost
    return max(0, g - 2 * a), max(0, r - 2 * b), w + a + b


def _ceil_half(x: int) -> int:
    return (x + 1) // 2


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

    # ------------------------------------------------------------------ setup
    def _setup(self) -> list[Event]:
        ev: list[Event] = []
        deck = list(ALL_SPECIES)
        self.rng.shuffle(deck)                                   # SK-SETUP-01
        self.deck = deck
        dealt = self._deal_grid()
        ev.append(Event("deal", dealt=dealt, deck=len(self.deck)))
        for p in range(self.n):                                  # SK-SETUP-02
            self.bag.take("G", START_RES["G"])
            self.bag.take("R", START_RES["R"])
            self.bag.take("W", START_RES["W"])
            self.mats[p].resources = dict(START_RES)
        starters = [k for k in ALL_KEEPERS if KEEPERS[k].level == 1]
        self.rng.shuffle(starters)                               # SK-SETUP-03
        for p in range(self.n):
            k = starters.pop()
            self.mats[p].houses.place(0, k, None)
            ev.append(Event("hire", player=p, keeper=k, house=0, pile=None, start=True,
                            to=f"keeper:{p}:0"))
        self.out_keepers = starters
        rest = [k for k in ALL_KEEPERS if KEEPERS[k].level > 1]
        self.rng.shuffle(rest)                                   # SK-SETUP-04
        size = len(rest) // N_PILES
        self.piles = [rest[i * size:(i + 1) * size] for i in range(N_PILES)]
        self.pile_known = [0] * N_PILES
        if self.secret:                                          # SK-SETUP-05
            objs = list(ALL_OBJECTIVES)
            self.rng.shuffle(objs)
            for p in range(self.n):
                self.objectives[p] = objs.pop()
                ev.append(Event("objective", owner=p, secret=("card",), player=p, card=self.objectives[p]))
            self.obj_deck = objs
        self.first = self.rng.below(self.n)                      # SK-SETUP-06, SK-GEN-03
        ev.append(Event("first", player=self.first))
        self._start_turn(self.first, ev)
        return ev

    def _deal_grid(self) -> list[dict]:
        """SK-SETUP-01 / SK-GRID-07: per column slot 3, slot 2, slot 1 from the deck top."""
        placed = self.grid.deal(lambda: self.deck.pop(0) if self.deck else None)
        return [{"to": f"grid:{d['col']},{d['row']}", "card": d["card"] if d["row"] == 0 else None}
                for d in placed]

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
            for a in range(_ceil_half(g) + 1):
                for b in range(_ceil_half(r) + 1):
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
            if not (0 <= a.a <= _ceil_half(g) and 0 <= a.b <= _ceil_half(r)):
                return t("keepers.refuse.white_swap")
            return t("keepers.refuse.cannot_pay")
        if isinstance(a, Collect):
            if self.saved(p) < 1:
                return t("keepers.refuse.collect_saved")
            return t("keepers.refuse.bag_empty")
        if isinstance(a, NewObjective):
            return t("keepers.refuse.no_secret") if not self.secret else t("keepers.refuse.objective_deck_empty")
        return t("keepers.refuse.not_allowed")

    # ------------------------------------------------------------------ turn flow
    def _start_turn(self, p: int, ev: list[Event]) -> None:
        self.current = p
        self.turn_no += 1
        self.phase, self.pending = "play", {}
        self.fund_open, self.main, self.moves = True, None, 0
        self.renewed = self.bonus_used = False
        ev.append(Event("turn", player=p, turn=self.turn_no, final=self.end_trigger is not None))
        slides = self.grid.shift()                                # SK-GRID-04
        if slides:
            ev.append(Event("shift", slides=[
                {"col": s["col"], "from": s["from"], "to": s["to"],
                 "card": s["card"] if s["to"] == 0 else None, "revealed": s["revealed"]} for s in slides]))
        self._auto_renew(ev)

    def _auto_renew(self, ev: list[Event]) -> None:
        """SK-GRID-06: a completely empty grid is renewed at once (if the deck has cards)."""
        if self.grid.is_empty() and self.deck:
            dealt = self._deal_grid()
            ev.append(Event("renew", player=self.current, auto=True, cleared=[], dealt=dealt, deck=len(self.deck)))

    def _renew(self, p: int, ev: list[Event]) -> None:
        """SK-GRID-05: grid cards to the deck bottom (C1..C4, slot 1..3), deal 12 anew."""
        cleared = []
        for c, r, card in self.grid.clear():
            self.deck.append(card)
            cleared.append({"from": f"grid:{c},{r}", "card": card if r == 0 else None})
        dealt = self._deal_grid()
        self.renewed = True
        ev.append(Event("renew", player=p, auto=False, cleared=cleared, dealt=dealt, deck=len(self.deck)))

    def _end_turn(self, ev: list[Event]) -> None:
        p = self.current
        res = self.mats[p].resources
        if res["W"] > MAX_WHITE:                                  # SK-END-01
            k = res["W"] - MAX_WHITE
            res["W"] = MAX_WHITE
            self.bag.put("W", k)
            ev.append(Event("return", player=p, reason="white_limit", returned={"G": 0, "R": 0, "W": k},
                            **{"from": f"player:{p}"}, to="bag"))
        excess = self.held(p) - MAX_HELD                          # SK-END-02
        if excess > 0:
            self.phase, self.pending = "discard", {"count": excess}
            ev.append(Event("too_many", player=p, count=excess))
            return
        self._finish_turn(ev)

    def _finish_turn(self, ev: list[Event]) -> None:
        p = self.current
        ev.append(Event("end_turn", player=p))
        if self.end_trigger is None:                              # SK-SCORE-01
            for q in [p] + [x for x in range(self.n) if x != p]:
                if self.saved(q) >= self.goal:
                    self.end_trigger = q
                    ev.append(Event("trigger", player=q, saved=self.saved(q), goal=self.goal))
                    if self.final_round:                          # SK-SCORE-02
                        self.final_left = [(p + k) % self.n for k in range(1, self.n)]
                        self.final_left = [x for x in self.final_left if x != q]
                    break
        if self.end_trigger is not None:
            if not self.final_left:
                self._game_over(ev)
                return
            self._start_turn(self.final_left.pop(0), ev)
            return
        self._start_turn((p + 1) % self.n, ev)

    def _game_over(self, ev: list[Event]) -> None:
        self.phase, self.pending = "over", {}
        self.fund_open = False
        ev.append(Event("game_over", scores=self.scores(), ranking=self.ranking(), winners=self.winners(),
                        objectives=list(self.objectives) if self.secret else None,
                        breakdown=[self.score_parts(q) for q in range(self.n)]))

    def _maybe_auto_end(self, ev: list[Event]) -> None:
        """With the main action taken and nothing left but EndTurn, the turn ends by itself."""
        if self.phase == "play" and self.main is not None:
            legal = self.legal_actions(self.current)
            if len(legal) == 1:
                self._end_turn(ev)

    # ------------------------------------------------------------------ apply
    def _apply(self, a: Action) -> list[Event]:
        ev: list[Event] = []
        p = a.player
        if isinstance(a, ChooseArea):
            self._place_sent(a.area, ev)
            self._auto_renew(ev)
            self._maybe_auto_end(ev)
            return ev
        if isinstance(a, Return):
            self._return(a, ev)
            return ev
        if isinstance(a, Move) and self.phase == "peek":
            self._place_peeked(a, ev)
            self._auto_renew(ev)
            self._maybe_auto_end(ev)
            return ev
        self.fund_open = False                                    # SK-TURN-01 step 2: first decision only
        if isinstance(a, Fund):
            drawn = self.bag.draw(self.rng, a.n)                 # SK-FUND-02
            bagmod.add(self.mats[p].resources, bagmod.tally(drawn, COLOURS))
            ev.append(Event("fund_draw", player=p, drawn=drawn, n=a.n, **{"from": "bag"}, to=f"player:{p}"))
            self.phase, self.pending = "fund_return", {"count": 2 * a.n, "drawn": drawn}
            return ev
        if isinstance(a, EndTurn):
            if self.main is None:
                ev.append(Event("pass", player=p))
            self._end_turn(ev)
            return ev
        if isinstance(a, Renew):
            self._renew(p, ev)
        elif isinstance(a, Hire):
            self._hire(a, ev)
        elif isinstance(a, Replace):
            self._replace(a, ev)
        elif isinstance(a, Dismiss):
            self._dismiss(a, ev)
        elif isinstance(a, Save):
            self._save(a, ev)
        elif isinstance(a, Send):
            self._send(a, ev)
            if self.phase == "area":
                return ev
        elif isinstance(a, Move):
            self._move_front(a, ev)
        elif isinstance(a, Peek):
            self._peek(a, ev)
            if self.phase == "peek":
                return ev
        elif isinstance(a, Collect):
            self._collect(p, ev)
        elif isinstance(a, NewObjective):
            self._new_objective(p, ev)
        self._auto_renew(ev)
        self._maybe_auto_end(ev)
        return ev

    def _return(self, a: Return, ev: list[Event]) -> None:
        p = a.player
        back = {"G": a.g, "R": a.r, "W": a.w}
        bagmod.sub(self.mats[p].resources, back)
        self.bag.put_all(back)
        reason = "fund" if self.phase == "fund_return" else "limit"
        ev.append(Event("return", player=p, reason=reason, returned=back, **{"from": f"player:{p}"}, to="bag"))
        if self.phase == "fund_return":
            self.phase, self.pending = "play", {}
            return
        self.phase, self.pending = "play", {}
        self._finish_turn(ev)

    def _pile_take(self, i: int) -> str:
        k = self.piles[i].pop(0)
        self.pile_known[i] = min(self.pile_known[i], len(self.piles[i]))
        return k

    def _pile_put_bottom(self, i: int, keeper: str) -> None:
        self.piles[i].append(keeper)
        self.pile_known[i] += 1

    def _hire(self, a: Hire, ev: list[Event]) -> None:
        p = a.player
        houses = self.mats[p].houses
        h = houses.lowest_empty()                                 # SK-KEEP-02
        k = self._pile_take(a.pile)
        houses.place(h, k, a.pile)
        self.main = "keep"
        ev.append(Event("hire", player=p, keeper=k, house=h, pile=a.pile, level=KEEPERS[k].level,
                        **{"from": f"pile:{a.pile}"}, to=f"keeper:{p}:{h}"))

    def _release(self, p: int, h: int) -> tuple[str, list[dict]]:
        """Empty house h: its species to the deck bottom in saved order (SK-KEEP-03/04)."""
        k, cards, _ = self.mats[p].houses.remove(h)
        moved = []
        for c in cards:
            self.deck.append(c)
            moved.append({"card": c, "from": f"keeper:{p}:{h}", "to": "deck"})
        return k, moved

    def _replace(self, a: Replace, ev: list[Event]) -> None:
        p = a.player
        new = self._pile_take(a.pile)                             # SK-KEEP-03
        old, moved = self._release(p, a.house)
        self._pile_put_bottom(a.pile, old)
        self.mats[p].houses.place(a.house, new, a.pile)
        self.main = "keep"
        ev.append(Event("replace", player=p, house=a.house, pile=a.pile, keeper=new, level=KEEPERS[new].level,
                        old=old, species=moved, **{"from": f"pile:{a.pile}"}, to=f"keeper:{p}:{a.house}",
                        old_to=f"pile:{a.pile}"))

    def _dismiss(self, a: Dismiss, ev: list[Event]) -> None:
        p = a.player
        origin = self.mats[p].houses[a.house].tag
        pile = origin if origin is not None else a.pile           # SK-KEEP-04
        old, moved = self._release(p, a.house)
        self._pile_put_bottom(pile, old)
        self.main = "keep"
        ev.append(Event("dismiss", player=p, house=a.house, keeper=old, pile=pile, species=moved,
                        **{"from": f"keeper:{p}:{a.house}"}, to=f"pile:{pile}"))

    def _take_source(self, p: int, card: str) -> str:
        """Remove a species from the grid front or p's quarantine; returns where it was."""
        for c in range(COLS):
            if self.grid.cells[c][0] == card:
                self.grid.remove(c, 0)                           # SK-GRID-03
                return f"grid:{c},0"
        area = self.mats[p].areas.take(card)                     # SK-SAVE-05
        return f"quarantine:{p}:{area}"

    def _save(self, a: Save, ev: list[Event]) -> None:
        p = a.player
        frm = self._take_source(p, a.card)
        pg, pr, pw = _cost_paid(a.card, a.a, a.b)                 # SK-FUND-01
        paid = {"G": pg, "R": pr, "W": pw}
        bagmod.sub(self.mats[p].resources, paid)
        self.bag.put_all(paid)                                    # SK-SAVE-03
        houses = self.mats[p].houses
        houses.tuck(a.house, a.card)                              # SK-SAVE-04
        self.main = "save"
        ev.append(Event("save", player=p, card=a.card, keeper=houses[a.house].anchor, house=a.house,
                        **{"from": frm}, to=f"keeper:{p}:{a.house}", paid=paid, white_for=[a.a, a.b],
                        complete=len(houses[a.house].cards) == CAPACITY, saved=self.saved(p)))

    def _send(self, a: Send, ev: list[Event]) -> None:
        p, q = a.player, a.target
        frm = self._take_source(p, a.card)                        # SK-BONUS-01 (grid only)
        self.bonus_used = True
        areas = self.free_areas(q, a.card)
        ev.append(Event("send", player=p, target=q, card=a.card, **{"from": frm}))
        if len(areas) == 1:                                       # SK-BONUS-02
            self.mats[q].areas.put(areas[0], a.card)
            ev.append(Event("quarantine", player=q, card=a.card, area=areas[0], by=p, **{"from": frm},
                            to=f"quarantine:{q}:{areas[0]}"))
            return
        self.phase = "area"
        self.pending = {"card": a.card, "target": q, "areas": areas, "from": frm}

    def _place_sent(self, area: str, ev: list[Event]) -> None:
        d = self.pending
        q = d["target"]
        self.mats[q].areas.put(area, d["card"])                  # SK-BONUS-04
        ev.append(Event("quarantine", player=q, card=d["card"], area=area, by=self.current, **{"from": d["from"]},
                        to=f"quarantine:{q}:{area}"))
        self.phase, self.pending = "play", {}

    def _move_front(self, a: Move, ev: list[Event]) -> None:
        p = a.player
        frm = self._take_source(p, a.card)
        self._move_to(p, a.card, a.to, frm, False, ev)

    def _move_to(self, p: int, card: str, to: str, frm: str, blind: bool, ev: list[Event]) -> None:
        """SK-MOVE-03: discard (deck bottom, hidden if blind) or into one of p's areas."""
        self.main = "move"
        self.moves += 1
        if to == "discard":
            self.deck.append(card)                                # SK-GRID-08
            if blind:
                ev.append(Event("move", owner=p, secret=("card",), player=p, card=card, **{"from": frm},
                                to="deck", blind=True, n=self.moves))
            else:
                ev.append(Event("move", player=p, card=card, **{"from": frm}, to="deck", blind=False, n=self.moves))
            return
        self.mats[p].areas.put(to, card)
        ev.append(Event("move", player=p, card=card, **{"from": frm}, to=f"quarantine:{p}:{to}", area=to,
                        blind=blind, n=self.moves))

    def _peek(self, a: Peek, ev: list[Event]) -> None:
        p = a.player
        r = self.grid.first_face_down(a.col)                      # SK-MOVE-02 blind take
        card = self.grid.remove(a.col, r)
        frm = f"grid:{a.col},{r}"
        ev.append(Event("peek", owner=p, secret=("card",), player=p, card=card, **{"from": frm}))
        if not self.free_areas(p, card):                          # SK-MOVE-03: must discard
            self._move_to(p, card, "discard", frm, True, ev)
            return
        self.phase, self.pending = "peek", {"card": card, "from": frm}

    def _place_peeked(self, a: Move, ev: list[Event]) -> None:
        d = self.pending
        self.phase, self.pending = "play", {}
        self._move_to(a.player, d["card"], a.to, d["from"], True, ev)

    def _collect(self, p: int, ev: list[Event]) -> None:
        k = min(self.saved(p), COLLECT_MAX, self.bag.total)      # SK-COLL-01
        drawn = self.bag.draw(self.rng, k)
        bagmod.add(self.mats[p].resources, bagmod.tally(drawn, COLOURS))
        self.main = "collect"
        ev.append(Event("collect", player=p, drawn=drawn, **{"from": "bag"}, to=f"player:{p}"))

    def _new_objective(self, p: int, ev: list[Event]) -> None:
        old = self.objectives[p]                                  # SK-OBJ-01
        self.obj_deck.append(old)
        new = self.obj_deck.pop(0)
        self.objectives[p] = new
        self.main = "objective"
        ev.append(Event("new_objective", owner=p, secret=("card", "old"), player=p, card=new, old=old))

    # ------------------------------------------------------------------ scoring
    def keeper_total(self, p: int) -> int:
        """SK-SCORE-04: T = total level of the keepers in p's houses."""
        return sum(KEEPERS[k].level for k in self.mats[p].houses.anchors())

    def objective_bonus(self, p: int) -> int:
        obj = self.objectives[p]
        if not self.secret or obj is None:
            return 0
        band = CONTENT.band_for(self.keeper_total(p))
        if band is None:
            return 0
        acc = OBJECTIVES[obj].accepts[band.band]
        return band.bonus * sum(1 for c in self.mats[p].houses.tucked() if c in acc)

    def score_parts(self, p: int, with_objective: bool = True) -> dict[str, Any]:
        """SK-SCORE-03: species VP + levels of completed keepers - 2 per quarantined
        species (+ the secret objective bonus)."""
        houses = self.mats[p].houses
        species = sum(SPECIES[c].vp for c in houses.tucked())
        keepers = sum(KEEPERS[h.anchor].level for h in houses.slots
                      if h.anchor is not None and len(h.cards) == CAPACITY)
        quarantine = QUARANTINE_VP * self.quarantined(p)
        obj = self.objective_bonus(p) if (self.secret and with_objective) else None
        total = species + keepers + quarantine + (obj or 0)
        return {"species": species, "keepers": keepers, "quarantine": quarantine, "objective": obj,
                "total": total}

    def scores(self) -> list[int]:
        return [self.score_parts(p)["total"] for p in range(self.n)]

    def team_scores(self) -> list[int]:
        """SK-OPT-03: team 0 = seats 0+2 (the spec's 1+3), team 1 = seats 1+3."""
        sc = self.scores()
        return [sc[0] + sc[2], sc[1] + sc[3]] if self.teams else sc

    def _tie_counts(self, p: int) -> tuple[int, ...]:
        """SK-SCORE-05: saved CR, EN, VU, NT, LC counts; then quarantined (fewer is better)."""
        saved = self.mats[p].houses.tucked()
        return tuple(sum(1 for c in saved if SPECIES[c].status == st) for st in reversed(STATUS_ORDER)) + \
            (-self.quarantined(p),)

    def _rank_key(self, p: int) -> tuple:
        if self.teams:
            mates = [q for q in range(self.n) if self.team(q) == self.team(p)]
            sc = self.scores()
            tot = sum(sc[q] for q in mates)
            counts = tuple(sum(x) for x in zip(*(self._tie_counts(q) for q in mates)))
            return (tot,) + counts
        return (self.scores()[p],) + self._tie_counts(p)

    def ranking(self) -> list[int]:
        """Highest score first; ties by saved CR, EN, VU, NT, LC, then fewest quarantined;
        a remaining tie is shared (seat order only lists them). Team game: by team."""
        keys = {p: self._rank_key(p) for p in range(self.n)}
        own = {p: (self.scores()[p],) + self._tie_counts(p) for p in range(self.n)}
        return sorted(range(self.n), key=lambda p: (tuple(-x for x in keys[p]), tuple(-x for x in own[p]), p))

    def winners(self) -> list[int]:
        """Seats sharing first place (SK-SCORE-05 shared win; both partners in teams)."""
        keys = {p: self._rank_key(p) for p in range(self.n)}
        best = max(keys.values())
        return [p for p in range(self.n) if keys[p] == best]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    # ------------------------------------------------------------------ views
    def _sees_objective(self, viewer: int | None, p: int) -> bool:
        if self.phase == "over":
            return True
        if viewer is None:
            return False
        return viewer == p or (self.teams and self.partner(viewer) == p)

    def view(self, player: int | None) -> dict[str, Any]:
        me = player if player is not None and 0 <= player < self.n else None
        over = self.phase == "over"
        mats = []
        for q, m in enumerate(self.mats):
            sees = self._sees_objective(me, q)
            houses = []
            for h in m.houses.slots:
                houses.append(None if h.anchor is None else {
                    "keeper": h.anchor, "level": KEEPERS[h.anchor].level, "origin": h.tag,
                    "species": list(h.cards), "complete": len(h.cards) == CAPACITY})
            parts = self.score_parts(q, with_objective=sees)
            mats.append({
                "resources": dict(m.resources), "held": sum(m.resources.values()),
                "houses": houses,
                "quarantine": {a: (cs[0] if cs else None) for a, cs in m.areas.held.items()},
                "saved": m.houses.tucked_count(), "quarantined": m.areas.count(),
                "keeper_total": self.keeper_total(q),
                "objective": self.objectives[q] if (self.secret and sees) else None,
                "has_objective": self.objectives[q] is not None,
                "team": self.team(q) if self.teams else None,
                "score": parts,
            })
        pend: dict[str, Any] | None = None
        if self.phase in ("fund_return", "discard"):
            pend = {"kind": "return", "player": self.current, "count": self.pending["count"],
                    "reason": "fund" if self.phase == "fund_return" else "limit"}
            if self.phase == "fund_return":
                pend["drawn"] = list(self.pending["drawn"])
        elif self.phase == "peek":
            mine = me == self.current
            pend = {"kind": "peek", "player": self.current, "from": self.pending["from"],
                    "card": self.pending["card"] if mine else None,
                    "areas": self.free_areas(self.current, self.pending["card"]) if mine else None}
        elif self.phase == "area":
            pend = {"kind": "area", "player": self.pending["target"], "by": self.current,
                    "card": self.pending["card"], "areas": list(self.pending["areas"]), "from": self.pending["from"]}
        return {
            "game": GID, "viewer": me, "players": self.n,
            "names": list(self.config.names), "seats": list(self.config.seats),
            "options": {"secret_objectives": self.secret, "end_goal": self.goal, "final_round": self.final_round,
                        "teams": self.teams, "live_scores": self.live_scores, "show_bag": self.show_bag},
            "current": self.current, "first": self.first, "turn": self.turn_no, "phase": self.phase,
            "decider": list(self.decision().players),
            "turn_state": {"fund_open": self.fund_open, "main": self.main, "moves": self.moves,
                           "renewed": self.renewed, "bonus_used": self.bonus_used,
                           "can_renew": self.phase == "play" and self.can_renew(),
                           "fund_max": max(0, self.fund_max(self.current)) if self.fund_open else 0},
            "pending": pend,
            "grid": self.grid.view(),
            "deck": len(self.deck),
            "bag": {"total": self.bag.total, "colours": self.bag.to_json() if (self.show_bag or over) else None},
            "piles": [{"size": len(pl), "top_level": KEEPERS[pl[0]].level if pl else None,
                       "known": list(pl[len(pl) - self.pile_known[i]:]) if self.pile_known[i] else []}
                      for i, pl in enumerate(self.piles)],
            "keepers_out": len(self.out_keepers),
            "objective_deck": len(self.obj_deck),
            "mats": mats,
            "end_trigger": self.end_trigger, "final_left": list(self.final_left),
            "over": over,
            "scores": self.scores() if over else None,
            "ranking": self.ranking() if over else None,
            "winners": self.winners() if over else None,
        }

    @classmethod
    def determinize(cls, view: dict[str, Any], player: int, rng: Rng) -> "SpeciesKeepers":
        o = view["options"]
        cfg = GameConfig(view["players"], tuple(view["seats"]), tuple(view["names"]),
                         tuple(sorted(o.items())))
        g = cls(cfg, 0, _blank=True)
        g.rng = rng.fork()
        g.current, g.first, g.turn_no, g.phase = view["current"], view["first"], view["turn"], view["phase"]
        ts = view["turn_state"]
        g.fund_open, g.main, g.moves = ts["fund_open"], ts["main"], ts["moves"]
        g.renewed, g.bonus_used = ts["renewed"], ts["bonus_used"]
        g.end_trigger, g.final_left = view["end_trigger"], list(view["final_left"])
        known_sp: set[str] = set()
        held = dict.fromkeys(COLOURS, 0)
        in_houses: set[str] = set()
        for q, mv in enumerate(view["mats"]):
            m = g.mats[q]
            m.resources = dict(mv["resources"])
            bagmod.add(held, m.resources)
            for h, hv in enumerate(mv["houses"]):
                if hv is not None:
                    m.houses.place(h, hv["keeper"], hv["origin"])
                    in_houses.add(hv["keeper"])
                    for c in hv["species"]:
                        m.houses.tuck(h, c)
                        known_sp.add(c)
            for area, c in mv["quarantine"].items():
                if c is not None:
                    m.areas.put(area, c)
                    known_sp.add(c)
        g.bag = Bag({c: SUPPLY[c] - held[c] for c in COLOURS})
        # grid: face-up known, face-down re-dealt
        hidden_slots = []
        for c, col in enumerate(view["grid"]):
            for r, cell in enumerate(col):
                if cell is None:
                    continue
                if cell["card"] is not None:
                    g.grid.cells[c][r] = cell["card"]
                    known_sp.add(cell["card"])
                else:
                    hidden_slots.append((c, r))
        pv = view["pending"]
        if pv is not None:
            if pv["kind"] == "area":
                known_sp.add(pv["card"])
                g.pending = {"card": pv["card"], "target": pv["player"], "areas": list(pv["areas"]), "from": pv["from"]}
            elif pv["kind"] == "return":
                g.pending = {"count": pv["count"]}
                if pv["reason"] == "fund":
                    g.pending["drawn"] = list(pv["drawn"])
            elif pv["kind"] == "peek" and pv["card"] is not None:
                known_sp.add(pv["card"])
                g.pending = {"card": pv["card"], "from": pv["from"]}
        unknown = [s for s in ALL_SPECIES if s not in known_sp]
        rng.shuffle(unknown)
        for c, r in hidden_slots:
            g.grid.cells[c][r] = unknown.pop()
        if pv is not None and pv["kind"] == "peek" and pv["card"] is None:
            g.pending = {"card": unknown.pop(), "from": pv["from"]}
        g.deck = unknown
        # keeper piles: known bottoms fixed; the rest (always levels 2-5) re-dealt, tops by level
        known_k = set(in_houses)
        for pl in view["piles"]:
            known_k.update(pl["known"])
        pool = [k for k in ALL_KEEPERS if k not in known_k and KEEPERS[k].level > 1]
        g.out_keepers = [k for k in ALL_KEEPERS if k not in known_k and KEEPERS[k].level == 1]
        rng.shuffle(pool)
        tops: list[str | None] = []
        for pl in view["piles"]:
            if pl["size"] > len(pl["known"]):
                i = next(i for i, k in enumerate(pool) if KEEPERS[k].level == pl["top_level"])
                tops.append(pool.pop(i))
            else:
                tops.append(None)
        g.piles, g.pile_known = [], []
        for pl, top in zip(view["piles"], tops):
            n_unknown = pl["size"] - len(pl["known"])
            part = [] if top is None else [top] + [pool.pop() for _ in range(n_unknown - 1)]
            g.piles.append(part + list(pl["known"]))
            g.pile_known.append(len(pl["known"]))
        # objectives: visible ones kept, the others re-dealt
        if g.secret:
            seen = {mv["objective"] for mv in view["mats"] if mv["objective"] is not None}
            pool_o = [x for x in ALL_OBJECTIVES if x not in seen]
            rng.shuffle(pool_o)
            for q, mv in enumerate(view["mats"]):
                if mv["objective"] is not None:
                    g.objectives[q] = mv["objective"]
                elif mv["has_objective"]:
                    g.objectives[q] = pool_o.pop()
            g.obj_deck = pool_o[:view["objective_deck"]]
        return g

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

"""Gorilla bots (GO-BOT-05). They read only their view. Reaction times for slaps, calls and
catches are part of the rules (GO-BOT-01..04, scheduled by the engine); here the bots choose
cards and whether to arm the call (GO-BOT-03 'call armed')."""
from __future__ import annotations

from zoo_desktop.engine.bots import Bot, SearchBot, SearchParams
from zoo_desktop.engine.core import Action

from .cards import CARDS
from .rules import BOT_TIMING, Gorilla, Play


def _with_call(bot: Bot, legal: list[Action], chosen: Action) -> Action:
    """Arm the call with the level's probability when the play leaves one card."""
    if isinstance(chosen, Play) and not chosen.call:
        armed = Play(chosen.player, chosen.card, True)
        if armed in legal and bot.rng.chance(BOT_TIMING[bot.level]["armed"]):
            return armed
    return chosen


def _unarmed(legal: list[Action]) -> list[Action]:
    return [a for a in legal if not (isinstance(a, Play) and a.call)]


def card_score(view: dict, card: str, style: str = "") -> float:
    """The normal bot's taste: shed specials that hurt the others, keep the joker, keep
    cards that match what stays in hand. 'aggressive' sheds attacking cards at once;
    'cautious' saves them until an opponent is close to going out."""
    me, n = view["viewer"], view["players"]
    hand = [c for c in view["hand"] if c != card]
    c = CARDS[card]
    sizes = view["hand_sizes"]
    nxt = (me + view["direction"]) % n
    prv = (me - view["direction"]) % n
    s = 0.0
    if c.kind == "joker":
        # GO-PLAY: the joker can never be the last card, so shed it before the last two
        s += 8.0 if len(hand) <= 2 else -6.0
    elif c.kind == "gorilla":
        s += 2.5
    elif c.kind == "panther":
        # the others draw only what the draw pile (or the pile under the panther) still
        # holds: with nothing left a panther just hands the cards under it back around
        # (GO-DECK-01: the pile below the new top is reshuffled, i.e. today's whole pile)
        drawable = view["draw_size"] + len(view["pile"])
        s += 3.0 * min(1.0, drawable / max(1, n - 1)) if drawable > 1 else -1.0
    elif c.kind == "monkey":
        s += 1.0 + (2.0 if sizes[nxt] <= 3 else 0.0)
    elif c.kind == "elephant":
        s += 0.5 + (2.0 if sizes[nxt] < sizes[prv] else -0.5)
    if c.colour:
        s += 0.6 * sum(1 for h in hand if CARDS[h].colour == c.colour)
        s += 0.3 * sum(1 for h in hand if CARDS[h].animal == c.animal)
    if style and c.kind in ("panther", "gorilla", "monkey"):
        threat = min(size for q, size in enumerate(sizes) if q != me) <= 2
        if style == "aggressive":
            s += 3.0
        elif style == "cautious" and not threat:
            s -= 4.0
    return s


def best_by_heuristic(view: dict, legal: list[Action], style: str = "") -> Action:
    plays = [a for a in legal if isinstance(a, Play) and not a.call]
    if not plays:
        return legal[0]
    if view["phase"] == "drawn":
        return plays[0]  # a legal drawn card is always worth shedding
    return max(plays, key=lambda a: (card_score(view, a.card, style), a.card))


class EasyBot(Bot):
    """Random among the legal moves; never keeps a playable drawn card by design only by chance."""
    level = "easy"

    def choose(self, view, legal):
        return _with_call(self, legal, self.rng.choice(_unarmed(legal)))


class NormalBot(Bot):
    level = "normal"
    style = ""

    def choose(self, view, legal):
        return _with_call(self, legal, best_by_heuristic(view, _unarmed(legal), self.style))

    def hint(self, view, legal):
        a = best_by_heuristic(view, _unarmed(legal))
        if isinstance(a, Play):
            kind = CARDS[a.card].kind
            reason = {"panther": "hint.gorilla.panther", "gorilla": "hint.gorilla.gorilla",
                      "monkey": "hint.gorilla.monkey", "elephant": "hint.gorilla.elephant"}.get(kind, "hint.gorilla.colour")
            return a, reason
        return a, "hint.gorilla.draw"


def _rollout_policy(game: Gorilla, seat, legal, rng):
    # cheap: arm the call when possible, else a random card with a slight bias to specials
    best = None
    for a in legal:
        if isinstance(a, Play):
            if a.call:
                return a
            k = CARDS[a.card].kind
            if k in ("panther", "gorilla") and rng.chance(0.5):
                best = a
    return best or legal[rng.below(len(legal))]


class HardBot(SearchBot):
    """Information-set MCTS four moves deep (hands are hidden, the deal is re-done on every
    iteration); at 100 ms it measured the same as flat search, and more time favours a tree."""
    level = "hard"
    params = SearchParams(tree_depth=4)

    def policy(self, game, seat, legal, rng):
        return _rollout_policy(game, seat, legal, rng)

    def choose(self, view, legal):
        plain = _unarmed(legal)
        if len(plain) == 1:
            return _with_call(self, legal, plain[0])
        return _with_call(self, legal, super().choose(view, plain))

    def hint(self, view, legal):
        return self.choose(view, legal), "hint.search"


class AggressiveBot(NormalBot):
    """'Normal' strength; plays panthers, gorillas and monkeys as soon as it can."""
    style = "aggressive"


class CautiousBot(NormalBot):
    """'Normal' strength; keeps its attacking cards for when an opponent is about to win."""
    style = "cautious"


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot,
        "normal:aggressive": AggressiveBot, "normal:cautious": CautiousBot}

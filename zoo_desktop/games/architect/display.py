"""Zoo Architect: cards, the deck and the display (ZA-CRD, ZA-REP-1 range, ZA-EFF-3/4): the
Cards action, its tasks and the display queries (`DisplayRules`)."""
from __future__ import annotations

from zoo_desktop.engine.core import Event

from . import passives as P
from .actions import Choose
from .cards import TABLES as T
from .tasks import Choice, action_card, op, task
from .tracks import rep_range


@task("cards_mode", "draws:n", "discards:d", "upgraded:up")
class CardsModeTask(Choice):
    """ZA-CRD-2/3: draw `draws` (then discard `discards`) or snap a card from the display."""
    __slots__ = ("draws", "discards", "upgraded")

    def options(self, g):
        p = self.player
        return [Choose(p, "cards", "draw"), Choose(p, "cards", "snap")]

    def resolve(self, g, a, ev):
        p = a.player
        if a.value == "snap":
            g.add_task(SnapTask(p))
        else:
            g.cards_draw(p, self.draws, self.discards, self.upgraded, ev)


@task("snap")
class SnapTask(Choice):
    """ZA-CRD-3: take any card of the display."""
    __slots__ = ()

    def options(self, g):
        p = self.player
        return [Choose(p, "snap", c) for _, c in g.display_cards(p, True)]

    def resolve(self, g, a, ev):
        p = a.player
        f = g.take_display(p, a.value, ev)
        g.pl[p].hand.append(a.value)
        ev.append(Event("take", player=p, card=a.value, folder=f))


@task("draw", "count:n", "source:src")
class DrawTask(Choice):
    """Draw `count` cards one at a time from `source`: "deck+range" (the deck or the display in
    reputation range), "range" or "any" (ZA-CRD-4, ZA-EFF-3)."""
    __slots__ = ("count", "source")

    def options(self, g):
        p = self.player
        src = self.source
        cards = g.display_cards(p, src == "any")
        out = [Choose(p, "draw", c) for _, c in cards]
        if src == "deck+range" and (g.deck or g.discard):
            out.insert(0, Choose(p, "draw", "deck"))
        return out

    def fallback(self, g, ev):
        """Display shortfall comes from the deck (ZA-EFF-3)."""
        g.draw_from_deck(self.player, self.count, ev)

    def resolve(self, g, a, ev):
        p = a.player
        if a.value == "deck":
            g.draw_from_deck(p, 1, ev)
        else:
            f = g.take_display(p, a.value, ev)
            g.pl[p].hand.append(a.value)
            ev.append(Event("take", player=p, card=a.value, folder=f))
        if self.count > 1:
            g.stack.append(self.but(count=self.count - 1))


@task("discard", "count:n")
class DiscardTask(Choice):
    """Discard `count` cards from hand, one at a time."""
    __slots__ = ("count",)

    def options(self, g):
        p = self.player
        return [Choose(p, "discard", c) for c in sorted(set(g.pl[p].hand))]

    def resolve(self, g, a, ev):
        p = a.player
        g.pl[p].hand.remove(a.value)
        g.discard.append(a.value)
        g.emit(ev, "discard", owner=p, secret=("card",), player=p, card=a.value)
        if self.count > 1:
            g.stack.append(self.but(count=self.count - 1))


@action_card("cards")
def _cards(g, t, ev) -> None:
    p, s, up = t.player, t.strength, t.upgraded
    g.advance_break(T["cards_action"]["break_steps"], ev)                                    # ZA-CRD-5
    row = T["cards_action"]["upgraded" if up else "base"][min(s, 5)]                        # ZA-CRD-2
    if row["snap"] and any(c is not None for c in g.display):
        g.add_task(CardsModeTask(p, row["draw"], row["discard"], up))
    else:
        g.cards_draw(p, row["draw"], row["discard"], up, ev)


@op("DRAW")
def _draw(g, p, e, ev, card) -> None:                                                         # ZA-EFF-3
    if e["from"] == "deck":
        g.draw_from_deck(p, e["n"], ev)
    else:
        g.add_task(DrawTask(p, e["n"], e["from"]))


@op("DISCARD")
def _discard(g, p, e, ev, card) -> None:                                                      # ZA-EFF-4
    g.add_task(DiscardTask(p, e["n"]))


class DisplayRules:
    """The deck, the display and drawing (a part of ZooArchitect)."""

    def cards_draw(self, p: int, n: int, d: int, up: bool, ev: list) -> None:
        """ZA-CRD-2/4: draw n (from the deck, or deck and range when upgraded), then discard d."""
        if n:
            if up:                                                                           # ZA-CRD-4
                self.add_task(DrawTask(p, n, "deck+range"))
            else:
                self.draw_from_deck(p, n, ev)
        if d:
            self.add_task(DiscardTask(p, d))

    def in_range(self, p: int) -> int:
        return min(6, rep_range(self.pl[p].rep + P.range_bonus(self, p)))                  # ZA-REP-1, ZA-EFF-29

    def display_cards(self, p: int, any_folder: bool = False) -> list[tuple[int, str]]:
        k = 6 if any_folder else self.in_range(p)
        return [(i + 1, c) for i, c in enumerate(self.display[:k]) if c is not None]

    def folder_of(self, card: str) -> int:
        return self.display.index(card) + 1 if card in self.display else 0

    def draw1(self) -> str | None:
        """ZA-CRD-7: reshuffle the discard pile when the deck is empty."""
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def draw_from_deck(self, p: int, n: int, ev: list) -> None:
        got = []
        for _ in range(n):
            c = self.draw1()
            if c is None:
                break
            got.append(c)
        self.pl[p].hand.extend(got)
        self.emit(ev, "draw", owner=p, secret=("cards",), player=p, n=len(got), cards=got)

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
            c = self.draw1()
            if c is None:
                break
            cards.append(c)
        self.display = cards + [None] * (6 - len(cards))

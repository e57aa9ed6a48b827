"""Zoo Architect: the Animals action (ZA-ANM, ZA-DAT-3 requirements): its task and the animal
queries (`AnimalRules`); the interaction icons an animal brings are in interactions.py."""
from __future__ import annotations

from zoo_desktop import i18n
from zoo_desktop.engine.core import Event

from . import passives as P
from .actions import Done, PlayAnimal, PlaySponsor
from .cards import BUILDINGS, CARDS, TABLES as T
from .interactions import InteractTask
from .tasks import ActivateTask, Choice, EffTask, action_card, task

SPECIAL_KINDS = tuple(k for k, b in BUILDINGS["buildings"].items() if b.special)


@task("animals", "left", "upgraded:up", "source:src")
class AnimalsTask(Choice):
    """ZA-ANM-1: play up to `left` more animals (`upgraded`: from the display in range too;
    `source` as the action's)."""
    __slots__ = ("left", "upgraded", "source")

    def options(self, g):
        p = self.player
        pl = g.pl[p]
        if self.left <= 0:
            return []
        cands = [(c, 0) for c in pl.hand if CARDS[c].type == "animal"]
        if self.upgraded:
            cands += [(c, f) for f, c in g.display_cards(p) if CARDS[c].type == "animal"]
        out = []
        encs = [b for b, v in pl.bld.items() if v[0].startswith("enc") or v[0] in SPECIAL_KINDS]
        seen = set()
        for cid, folder in cands:
            if cid in seen:
                continue
            seen.add(cid)
            card = CARDS[cid]
            if card.tier == 2 and not self.upgraded:
                continue
            if not all(g.req_ok(p, r) for r in card.requires):
                continue
            if g.animal_cost(p, card, folder) > pl.money:
                continue
            for b in encs:
                if g.fits(p, card, b):
                    out.append(PlayAnimal(p, cid, b))
        out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        if isinstance(a, Done):
            return
        p = a.player
        pl = g.pl[p]
        card = CARDS[a.card]
        folder = 0
        if a.card in pl.hand:                                                                # ZA-ANM-6
            pl.hand.remove(a.card)
        else:
            folder = g.take_display(p, a.card, ev)
        cost = g.animal_cost(p, card, folder)
        pl.money -= cost
        pl.occ[a.enclosure] = pl.occ[a.enclosure] + (a.card,)
        pl.home = {**pl.home, a.card: a.enclosure}
        pl.zoo.append(a.card)
        ev.append(Event("animal", player=p, card=a.card, building=a.enclosure, cost=cost, folder=folder))
        if self.left > 1:
            g.stack.append(self.but(left=self.left - 1))
        g.gain(p, "appeal", card.appeal, ev)                                                 # step 5
        g.gain(p, "cp", card.cp, ev)
        g.gain(p, "reputation", card.reputation, ev)
        if card.interaction:                                                                 # step 6
            g.add_task(InteractTask(p, card.interaction["type"], card.interaction["strength"], self.source == "hypno"))
        for e in card.effects:                                                               # steps 7-8
            if e["when"] == "now":
                g.add_task(EffTask(p, e, a.card))
            elif e["when"] == "after":
                g.after_q.append((p, a.card, e))
        start = g.new_count()
        P.on_animal(g, p, card, ev)                                                          # ZA-EFF-21
        g.simultaneous(p, start)
        g.add_task(ActivateTask(p, a.card))


@action_card("animals")
def _animals(g, t, ev) -> None:
    p, s, up = t.player, t.strength, t.upgraded
    n = T["animals_per_action"]["upgraded" if up else "base"][min(s, 5)]                    # ZA-ANM-1
    if up and s >= 5:
        g.gain(p, "reputation", 1, ev)                                                       # ZA-ANM-8
    if n:
        g.add_task(AnimalsTask(p, n, up, t.source))


class AnimalRules:
    """Animal queries (a part of ZooArchitect)."""

    def fits(self, p: int, card, bid: str) -> bool:
        """ZA-ANM-4/5: can animal `card` live in building `bid` (ignoring whether it is free)?"""
        pl = self.pl[p]
        kind, _, w, r = pl.bld[bid]
        used = self.spaces_used(p, bid) if kind in SPECIAL_KINDS else 0
        return P.fits_in(card, kind, w, r, bool(pl.occ.get(bid)), used, P.summary(tuple(pl.active)))

    def animal_cost(self, p: int, card, folder: int = 0) -> int:
        """ZA-ANM-3."""
        pl = self.pl[p]
        return P.animal_price(card, pl.partners, P.summary(tuple(pl.active)).discount) + folder

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

    def animal_error(self, p: int, cid: str, bid: str, t) -> str | None:
        """Why animal `cid` cannot go into building `bid` in animals task `t` (None: it can)."""
        pl = self.pl[p]
        card = CARDS.cards.get(cid)
        if card is None or card.type != "animal":
            return i18n.t("architect.refuse.not_animal")
        folder = 0
        if cid not in pl.hand:
            folder = self.folder_of(cid)
            if not folder or not t.upgraded:
                return i18n.t("architect.refuse.animal_from")  # ZA-ANM-8
            if folder > self.in_range(p):
                return i18n.t("architect.refuse.reach")  # ZA-REP-1
        if card.tier == 2 and not t.upgraded:
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
        t = self.pending
        if t is None or t.player != p:
            return self.not_yours()
        if t.kind == "sponsors":
            if any(isinstance(a, PlaySponsor) and a.card == cid for a in self.legal_actions(p)):
                return None
            return self.sponsor_error(p, cid, t) or i18n.t("architect.refuse.one_sponsor")  # ZA-SPN-1
        if t.kind != "animals":
            return i18n.t("architect.refuse.no_animal_now")
        if t.left <= 0:
            return i18n.t("architect.refuse.animals_done")  # ZA-ANM-1
        encs = [b for b, v in self.pl[p].bld.items() if v[0].startswith("enc") or v[0] in SPECIAL_KINDS]
        errs = [self.animal_error(p, cid, b, t) for b in encs] or [self.animal_error(p, cid, "", t)]
        if any(e is None for e in errs):
            return None
        no_fit = i18n.t("architect.refuse.enclosure")  # ZA-ANM-4/5
        if all(e == no_fit for e in errs):
            return i18n.t("architect.refuse.no_fit")  # ZA-ANM-4/5
        return next(e for e in errs if e != no_fit)


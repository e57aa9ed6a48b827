"""Zoo Architect: the Sponsors action (ZA-SPN): its task and the sponsor queries (`SponsorRules`)."""
from __future__ import annotations

from zoo_desktop import i18n
from zoo_desktop.engine.core import Event

from . import passives as P
from .actions import Choose, Done, PlaySponsor
from .cards import CARDS, TABLES as T
from .tasks import ActivateTask, Choice, EffTask, action_card, task


@task("sponsors", "strength:s", "budget", "upgraded:up", "played")
class SponsorsTask(Choice):
    """ZA-SPN-1/2/3: play sponsors up to level `budget` (one, or with `upgraded` several:
    `played` so far), or take the break alternative at `strength`."""
    __slots__ = ("strength", "budget", "upgraded", "played")

    def options(self, g):
        p = self.player
        pl = g.pl[p]
        out = []
        if self.upgraded or self.played == 0:
            cands = [c for c in pl.hand if CARDS[c].type == "sponsor"]
            if self.upgraded:
                cands += [c for _, c in g.display_cards(p) if CARDS[c].type == "sponsor"]
            for c in sorted(set(cands)):
                if g.sponsor_error(p, c, self) is None:
                    out.append(PlaySponsor(p, c))
        if self.played == 0:
            out.append(Choose(p, "sponsors", "break"))                                       # ZA-SPN-2
        out.append(Done(p))
        return out

    def resolve(self, g, a, ev):
        p = a.player
        pl = g.pl[p]
        if isinstance(a, Done):
            return
        if isinstance(a, Choose):
            s = self.strength
            g.advance_break(s, ev)
            money = s * T["sponsor_break_money"]["upgraded" if self.upgraded else "base"]
            g.emit(ev, "break_alt", player=p, strength=s, money=money)
            g.gain(p, "money", money, ev)
            return
        card = CARDS[a.card]
        folder = 0
        if a.card in pl.hand:
            pl.hand.remove(a.card)
        else:
            folder = g.take_display(p, a.card, ev)
            pl.money -= folder
        pl.zoo.append(a.card)
        ev.append(Event("sponsor", player=p, card=a.card, folder=folder))
        if self.upgraded:
            left = self.budget - card.level
            if left > 0:
                g.stack.append(self.but(budget=left, played=self.played + 1))
        start = g.new_count()
        P.on_sponsor(g, p, ev)                                                               # ZA-EFF-22
        g.simultaneous(p, start)
        for e in card.effects:                                                               # ZA-SPN-4
            if e["when"] == "now":
                g.add_task(EffTask(p, e, a.card))
            elif e["when"] == "after":
                g.after_q.append((p, a.card, e))
        g.add_task(ActivateTask(p, a.card))


@action_card("sponsors")
def _sponsors(g, t, ev) -> None:
    s, up = t.strength, t.upgraded
    g.add_task(SponsorsTask(t.player, s, s + 1 if up else s, up, 0))


class SponsorRules:
    """Sponsor queries (a part of ZooArchitect)."""

    def sponsor_error(self, p: int, cid: str, t) -> str | None:
        """Why sponsor `cid` cannot be played in sponsors task `t` now (None: it can)."""
        pl = self.pl[p]
        card = CARDS.cards.get(cid)
        if card is None or card.type != "sponsor":
            return i18n.t("architect.refuse.not_sponsor")
        folder = 0
        if cid not in pl.hand:
            folder = self.folder_of(cid)
            if not folder or not t.upgraded or folder > self.in_range(p):
                return i18n.t("architect.refuse.sponsor_from")
        if card.level > t.budget:
            return i18n.t("architect.refuse.sponsor_level")  # ZA-SPN-1/3
        if card.tier == 2 and not t.upgraded:
            return i18n.t("architect.refuse.needs_sponsors_up")  # ZA-DAT-4
        if not all(self.req_ok(p, r) for r in card.requires):
            return i18n.t("architect.refuse.sponsor_req")
        if folder > pl.money:
            return i18n.t("architect.refuse.folder_cost")  # ZA-REP-4
        return None

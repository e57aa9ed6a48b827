"""Zoo Architect: the end and final scoring (ZA-END-2/4/5): its tasks and the result queries
(`ScoringRules`)."""
from __future__ import annotations

from zoo_desktop.engine.core import Event

from . import passives as P
from .cards import CARDS
from .tasks import Auto, task
from .tracks import FinalDiscardTask, score_threshold


@task("final_scoring")
class FinalScoringTask(Auto):
    """ZA-END-4: every seat with two final cards discards one, then the score."""
    __slots__ = ()

    def run(self, g, ev):
        for k in range(g.n):
            q = (g.current + k) % g.n
            if len(g.pl[q].finals) >= 2:
                g.add_task(FinalDiscardTask(q))
        g.add_task(ScoreTask(self.player))


@task("score")
class ScoreTask(Auto):
    """ZA-END-4: final scoring cards, end effects, the scores; the game is over."""
    __slots__ = ()

    def run(self, g, ev):
        g.scoring = True
        g.breakdown = []
        for p in range(g.n):
            pl = g.pl[p]
            bd = {"appeal_before": pl.appeal, "cp_before": pl.cp, "final": [], "end": []}
            for f in pl.finals:
                c = CARDS[f]
                cp = P.tiers_value(g.counter(p, c.counter), c.tiers)
                g.gain(p, "cp", cp, ev)
                bd["final"].append([f, cp])
                ev.append(Event("final_card", player=p, card=f, cp=cp))
            for cid, res, n in P.end_score_items(g, p):
                before = (pl.appeal, pl.cp)
                g.gain(p, res, n, ev)
                if res in ("appeal", "cp"):
                    got = pl.appeal - before[0] if res == "appeal" else pl.cp - before[1]
                    bd["end"].append([cid, res, got])
            bd.update(appeal=pl.appeal, cp=pl.cp, t=score_threshold(pl.cp),
                      score=pl.appeal - score_threshold(pl.cp), projects=pl.supported)
            g.breakdown.append(bd)
        g.final = [g.pl[p].appeal - score_threshold(g.pl[p].cp) for p in range(g.n)]
        g.over = True
        ev.append(Event("game_over", scores=list(g.final), ranking=g.ranking()))


class ScoringRules:
    """The result queries (a part of ZooArchitect)."""

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

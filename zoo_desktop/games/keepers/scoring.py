"""Species Keepers: game end and scoring (spec chapter 12, SK-SCORE-03..05, and the secret
objectives' bonus, SK-OBJ). Functions of the game (`g`, a `SpeciesKeepers`; rules.py makes
them its methods: `g.score_parts(p)`, `g.ranking()`...). The end trigger itself
(SK-SCORE-01/02) is part of the turn's end (turn.py)."""
from __future__ import annotations

from typing import Any

from .cards import CONTENT, KEEPERS, OBJECTIVES, SPECIES
from .components import CAPACITY, QUARANTINE_VP, STATUS_ORDER

Keepers = Any   # a SpeciesKeepers (rules.py imports this module, so it is not imported here)


def keeper_total(g: Keepers, p: int) -> int:
    """SK-SCORE-04: T = total level of the keepers in p's houses."""
    return sum(KEEPERS[k].level for k in g.mats[p].houses.anchors())


def objective_bonus(g: Keepers, p: int) -> int:
    obj = g.objectives[p]
    if not g.secret or obj is None:
        return 0
    band = CONTENT.band_for(keeper_total(g, p))
    if band is None:
        return 0
    acc = OBJECTIVES[obj].accepts[band.band]
    return band.bonus * sum(1 for c in g.mats[p].houses.tucked() if c in acc)


def score_parts(g: Keepers, p: int, with_objective: bool = True) -> dict[str, Any]:
    """SK-SCORE-03: species VP + levels of completed keepers - 2 per quarantined
    species (+ the secret objective bonus)."""
    houses = g.mats[p].houses
    species = sum(SPECIES[c].vp for c in houses.tucked())
    keepers = sum(KEEPERS[h.anchor].level for h in houses.slots
                  if h.anchor is not None and len(h.cards) == CAPACITY)
    quarantine = QUARANTINE_VP * g.quarantined(p)
    obj = objective_bonus(g, p) if (g.secret and with_objective) else None
    total = species + keepers + quarantine + (obj or 0)
    return {"species": species, "keepers": keepers, "quarantine": quarantine, "objective": obj,
            "total": total}


def scores(g: Keepers) -> list[int]:
    return [score_parts(g, p)["total"] for p in range(g.n)]


def team_scores(g: Keepers) -> list[int]:
    """SK-OPT-03: team 0 = seats 0+2 (the spec's 1+3), team 1 = seats 1+3."""
    sc = scores(g)
    return [sc[0] + sc[2], sc[1] + sc[3]] if g.teams else sc


def tie_counts(g: Keepers, p: int) -> tuple[int, ...]:
    """SK-SCORE-05: saved CR, EN, VU, NT, LC counts; then quarantined (fewer is better)."""
    saved = g.mats[p].houses.tucked()
    return tuple(sum(1 for c in saved if SPECIES[c].status == st) for st in reversed(STATUS_ORDER)) + \
        (-g.quarantined(p),)


def rank_key(g: Keepers, p: int) -> tuple:
    if g.teams:
        mates = [q for q in range(g.n) if g.team(q) == g.team(p)]
        sc = scores(g)
        tot = sum(sc[q] for q in mates)
        counts = tuple(sum(x) for x in zip(*(tie_counts(g, q) for q in mates)))
        return (tot,) + counts
    return (scores(g)[p],) + tie_counts(g, p)


def ranking(g: Keepers) -> list[int]:
    """Highest score first; ties by saved CR, EN, VU, NT, LC, then fewest quarantined;
    a remaining tie is shared (seat order only lists them). Team game: by team."""
    keys = {p: rank_key(g, p) for p in range(g.n)}
    own = {p: (scores(g)[p],) + tie_counts(g, p) for p in range(g.n)}
    return sorted(range(g.n), key=lambda p: (tuple(-x for x in keys[p]), tuple(-x for x in own[p]), p))


def winners(g: Keepers) -> list[int]:
    """Seats sharing first place (SK-SCORE-05 shared win; both partners in teams)."""
    keys = {p: rank_key(g, p) for p in range(g.n)}
    best = max(keys.values())
    return [p for p in range(g.n) if keys[p] == best]

"""The closed effect vocabulary ZA-EFF-1..34, each op implemented once, registered as ops.

Ops 1-16 (`now`/`after`) are run by the `eff` task from the op table `tasks.OPS` (`run`); the
general ones are here (GAIN, GAIN_PER, BREAK_STEP, WORKER), the ones that start a decision live
with the chapter of that decision (DRAW/DISCARD in display.py, FREE_BUILD/UNIQUE in build.py,
UPGRADE/SLOT in tracks.py, BONUS_ACTION in turn.py, the Association ops in association.py,
CLEAR_MARKERS with the interactions, INCOME in breaks.py). Ops 17-20 are the interaction icons
(ZA-INT, `tasks.INTERACTIONS`, interactions.py). Ops 21-34 (passive, income, end) are queries in
passives.py. This module imports those chapters (so importing it registers every op) and no
rules module: the rules read the tables. `IMPLEMENTED` maps every op to the function
implementing it (the coverage report checks it: `python -m zoo_desktop.games.architect.effects
--coverage`)."""
from __future__ import annotations

import sys
from typing import Any, Callable

from . import association, build, breaks, display, interactions, tracks, turn  # (they register their ops)
from . import cards as C
from .passives import (animal_price, build_discount, discount, eligible, end_score, end_score_items, fits_in,
                       hand_limit_bonus, income, matches, on_animal, on_build, on_project, on_sponsor, passives,
                       per_amount, range_bonus, size_minus, summary, terrain, tiers_value, Summary)
from .tasks import INTERACTIONS, OPS, op

INTERACT = INTERACTIONS
REGISTERING = (association, build, breaks, display, interactions, tracks, turn)   # the chapters whose ops these are

__all__ = ["IMPLEMENTED", "INTERACT", "REGISTERING", "RUN", "Summary", "animal_price", "build_discount", "coverage_report",
           "discount", "eligible", "end_score", "end_score_items", "fits_in", "hand_limit_bonus", "income", "interaction",
           "main", "matches", "on_animal", "on_build", "on_project", "on_sponsor", "passives", "per_amount", "range_bonus",
           "run", "size_minus", "summary", "terrain", "tiers_value"]


@op("GAIN")
def _gain(g, p: int, e: dict, ev: list, card) -> None:                                        # ZA-EFF-1
    g.gain(p, e["res"], e["n"], ev, card)


@op("GAIN_PER")
def _gain_per(g, p, e, ev, card) -> None:                                                     # ZA-EFF-2
    g.gain(p, e["res"], per_amount(g, p, e), ev, card)


@op("BREAK_STEP")
def _break_step(g, p, e, ev, card) -> None:                                                   # ZA-EFF-5
    g.advance_break(e["n"], ev)
    g.gain(p, "money", e["money"] * e["n"], ev, card)


@op("WORKER")
def _worker(g, p, e, ev, card) -> None:                                                       # ZA-EFF-7
    g.gain_worker(p, ev)


RUN: dict[str, Callable] = OPS


def run(g, p: int, e: dict, ev: list, card: str | None = None) -> None:
    OPS[e["op"]](g, p, e, ev, card)


def interaction(g, p: int, kind: str, strength: int, ev: list, nested: bool) -> None:
    """ZA-EFF-17..20 / ZA-INT: resolve the icon of an animal just played by `p`."""
    interactions.InteractTask(p, kind, strength, nested).run(g, ev)


IMPLEMENTED: dict[str, Callable[..., Any]] = dict(OPS)
IMPLEMENTED.update({"VENOM": INTERACTIONS["venom"], "HYPNOSIS": INTERACTIONS["hypnosis"],
                    "PILFER": INTERACTIONS["pilfering"], "CONSTRICT": INTERACTIONS["constriction"],
                    "ON_ANIMAL": on_animal, "ON_SPONSOR": on_sponsor, "ON_BUILD": on_build,
                    "ON_PROJECT": on_project, "DISCOUNT": discount, "SIZE_MINUS": size_minus,
                    "TERRAIN": terrain, "HAND_LIMIT": hand_limit_bonus, "RANGE": range_bonus,
                    "BUILD_DISCOUNT": build_discount, "INCOME_PER": income,
                    "END_PER": end_score, "END_TIERS": tiers_value})


def coverage_report() -> tuple[str, int]:
    """The cards' coverage report (cards.coverage_report) against the ops implemented here."""
    return C.coverage_report(IMPLEMENTED)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--coverage" in argv:
        text, code = coverage_report()
        print(text)
        return code
    return C.main(argv)


if __name__ == "__main__":
    sys.exit(main())

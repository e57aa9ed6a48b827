"""Species Keepers' components and numbers (spec: shared/rules/species-keepers.md, chapter 4,
with the amounts of setup, the fund, collecting and the limits of chapters 5, 8, 9 and 11),
and what a species costs (SK-FUND-01). Every rules module of the game reads them from here;
`rules.py` names them too, for the code that imports them from there."""
from __future__ import annotations

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


def cost_paid(card: str, a: int, b: int) -> tuple[int, int, int]:
    """SK-FUND-01: what saving `card` costs with `a` whites for 2 G each and `b` whites for
    2 R each: max(0, g-2a) G, max(0, r-2b) R and w+a+b W."""
    g, r, w = SPECIES[card].cost
    return max(0, g - 2 * a), max(0, r - 2 * b), w + a + b


def ceil_half(x: int) -> int:
    """How many whites can stand for a cost of x (each replaces 2): ceil(x / 2)."""
    return (x + 1) // 2

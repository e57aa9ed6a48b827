"""Zoo Architect actions: every choice a player makes (ZA-BOT-1), identified by content (a
building by kind, anchor cell and rotation, cards by id, departments and other choices by name).
The rules module re-exports them (`from .rules import Build` keeps working)."""
from __future__ import annotations

from zoo_desktop.engine.core import Action, action

GID = "architect"


# ----------------------------------------------------------------------------- actions
@action(GID, "keep")
class Keep(Action):
    """ZA-SET-4: the 4 cards kept of the 8 dealt (sorted ids)."""
    player: int
    cards: tuple


@action(GID, "use")
class UseCard(Action):
    """ZA-TRN-1a: use action card `card` spending `x` X tokens (ZA-XTK-2)."""
    player: int
    card: str
    x: int = 0


@action(GID, "xaction")
class XAction(Action):
    """ZA-XTK-3: move `card` to slot 1 and gain 1 X."""
    player: int
    card: str


@action(GID, "build")
class Build(Action):
    """Place `building` (a kind, or UB1-3 for a unique building) with its shape's (0,0) on
    (col,row) in orientation rot (0-11)."""
    player: int
    building: str
    col: int
    row: int
    rot: int


@action(GID, "animal")
class PlayAnimal(Action):
    player: int
    card: str
    enclosure: str


@action(GID, "sponsor")
class PlaySponsor(Action):
    player: int
    card: str


@action(GID, "support")
class Support(Action):
    """ZA-PRJ-3: support `project` at level index `level` (0 = listed first); `animal` is the
    animal released for a release project (ZA-PRJ-6), else ""."""
    player: int
    project: str
    level: int
    animal: str = ""


@action(GID, "choose")
class Choose(Action):
    """A named choice: `what` is the decision (e.g. "upgrade"), `value` what is chosen."""
    player: int
    what: str
    value: str


@action(GID, "done")
class Done(Action):
    """Stop an optional loop or decline a 'may'."""
    player: int


"""A card grid of columns whose cards slide toward the front row (a market/river).

Generic: `cells[c][r]` holds a card id or None; row 0 is the front. Rows below
`face_up_rows` are face up, the rest face down. Taking a card leaves a gap; `shift()` closes
the gaps of every column toward row 0 and reports each slide (for the table to animate);
`deal()` fills the empty slots column by column, back row first."""
from __future__ import annotations

from typing import Callable, Iterable


class CardGrid:
    __slots__ = ("cols", "rows", "face_up_rows", "cells")

    def __init__(self, cols: int, rows: int, face_up_rows: int = 1):
        self.cols, self.rows, self.face_up_rows = cols, rows, face_up_rows
        self.cells: list[list[str | None]] = [[None] * rows for _ in range(cols)]

    # ------------------------------------------------------------------ queries
    def get(self, c: int, r: int) -> str | None:
        return self.cells[c][r]

    def face_up(self, c: int, r: int) -> bool:
        return r < self.face_up_rows

    def front(self, c: int) -> str | None:
        return self.cells[c][0]

    def visible(self) -> list[tuple[int, int, str]]:
        """Face-up cards as (col, row, card), column order."""
        return [(c, r, col[r]) for c, col in enumerate(self.cells) for r in range(self.face_up_rows)
                if col[r] is not None]

    def find(self, card: str) -> tuple[int, int] | None:
        for c, col in enumerate(self.cells):
            for r, x in enumerate(col):
                if x == card:
                    return c, r
        return None

    def cards(self) -> list[str]:
        """All cards, column by column, front to back."""
        return [x for col in self.cells for x in col if x is not None]

    def count(self) -> int:
        return sum(1 for col in self.cells for x in col if x is not None)

    def column_size(self, c: int) -> int:
        return sum(1 for x in self.cells[c] if x is not None)

    def nonempty_columns(self) -> list[int]:
        return [c for c, col in enumerate(self.cells) if any(x is not None for x in col)]

    def is_empty(self) -> bool:
        return all(x is None for col in self.cells for x in col)

    def first_face_down(self, c: int) -> int | None:
        """Row of the face-down card nearest the front of column c, or None."""
        col = self.cells[c]
        for r in range(self.face_up_rows, self.rows):
            if col[r] is not None:
                return r
        return None

    # ------------------------------------------------------------------ changes
    def put(self, c: int, r: int, card: str) -> None:
        if self.cells[c][r] is not None:
            raise ValueError(f"slot {c},{r} is taken")
        self.cells[c][r] = card

    def remove(self, c: int, r: int) -> str:
        card = self.cells[c][r]
        if card is None:
            raise ValueError(f"slot {c},{r} is empty")
        self.cells[c][r] = None
        return card

    def shift(self) -> list[dict]:
        """Slide every column toward row 0, closing all gaps, keeping the order.
        Returns one dict per moved card: {col, from, to, card, revealed} where `revealed`
        is True when the card arrives face up from a face-down row."""
        moves = []
        for c, col in enumerate(self.cells):
            cards = [(r, x) for r, x in enumerate(col) if x is not None]
            new = [None] * self.rows
            for to, (frm, x) in enumerate(cards):
                new[to] = x
                if to != frm:
                    moves.append({"col": c, "from": frm, "to": to, "card": x,
                                  "revealed": self.face_up(c, to) and not self.face_up(c, frm)})
            self.cells[c] = new
        return moves

    def deal(self, draw: Callable[[], str | None], order: Iterable[tuple[int, int]] | None = None) -> list[dict]:
        """Fill empty slots from `draw()` (None = nothing left: stop) in `order`
        (default: column by column, back row first). Returns {col, row, card} per card."""
        if order is None:
            order = [(c, r) for c in range(self.cols) for r in range(self.rows - 1, -1, -1)]
        out = []
        for c, r in order:
            if self.cells[c][r] is not None:
                continue
            card = draw()
            if card is None:
                break
            self.cells[c][r] = card
            out.append({"col": c, "row": r, "card": card})
        return out

    def clear(self) -> list[tuple[int, int, str]]:
        """Remove every card; returns (col, row, card) column by column, front to back."""
        out = [(c, r, x) for c, col in enumerate(self.cells) for r, x in enumerate(col) if x is not None]
        self.cells = [[None] * self.rows for _ in range(self.cols)]
        return out

    def copy(self) -> "CardGrid":
        g = CardGrid.__new__(CardGrid)
        g.cols, g.rows, g.face_up_rows = self.cols, self.rows, self.face_up_rows
        g.cells = [list(col) for col in self.cells]
        return g

    def view(self) -> list[list[dict | None]]:
        """Public picture: per column, per row None (empty) or {"card": id|None, "up": bool};
        face-down cards show no id."""
        return [[None if x is None else {"card": x if self.face_up(c, r) else None, "up": self.face_up(c, r)}
                 for r, x in enumerate(col)] for c, col in enumerate(self.cells)]

    def to_json(self) -> list[list[str | None]]:
        return [list(col) for col in self.cells]

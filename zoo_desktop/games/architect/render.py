"""A text picture of a Zoo Architect state (used by `describe()` and failing tests): tracks,
display, association board, and per player the board, an ASCII hex map and the hand."""
from __future__ import annotations

from typing import Any

from . import hexmap as H
from .cards import CARDS

ZooArchitect = Any   # (the state is read, never imported: rules.describe imports this module)

SYM = {"enc1": "1", "enc2": "2", "enc3": "3", "enc4": "4", "enc5": "5", "kiosk": "K", "pavilion": "P",
       "petting_zoo": "Z", "reptile_house": "H", "large_bird_aviary": "V", "unique": "U"}


def hex_map(g: "ZooArchitect", p: int) -> list[str]:
    """Flat-top odd-q map, two text lines per row: even columns, then the odd columns half a
    hex lower. Standard enclosures: 'A3' occupied / 'e3' empty (size); K kiosk, P pavilion,
    Z petting zoo, H reptile house, V aviary, U unique; '~' water, '^' rock, 'x' restricted,
    '+k' yellow bonus k."""
    pl = g.pl[p]
    zm = pl.zmap
    cell_sym = {}
    for bid, (kind, mask, _, _) in pl.bld.items():
        if kind.startswith("enc"):
            s = ("A" if pl.occ.get(bid) else "e") + kind[3]
        else:
            s = SYM.get(kind, "?")
        for i in H.bits(mask):
            cell_sym[i] = s
    lines = []
    for r in range(H.ROWS):
        for half in (0, 1):
            row = []
            for c in range(H.COLS):
                if (c & 1) != half:
                    row.append("    ")
                    continue
                i = H.idx(c, r)
                t = zm.terrain[(c, r)]
                if i in cell_sym:
                    s = cell_sym[i]
                elif t == "water":
                    s = "~"
                elif t == "rock":
                    s = "^"
                elif i in zm.yellow:
                    s = ("x" if t == "restricted" else "") + "+" + zm.yellow[i]
                elif t == "restricted":
                    s = "x"
                else:
                    s = "."
                row.append(f"{s:^4}")
            lines.append("   " + "".join(row).rstrip())
    return lines


def render(g: "ZooArchitect") -> str:
    out = [f"Zoo Architect: {g.n} players, turn {g.turns}, current {g.config.names[g.current]}, "
           f"break {g.break_pos}/{g.L}, trigger={g.trigger} final_left={g.final_left} over={g.over}"]
    disp = " | ".join(f"{i + 1}:{c or '--'}" for i, c in enumerate(g.display))
    out.append(f"display: {disp}   deck {len(g.deck)} discard {len(g.discard)}")
    out.append(f"partners on offer: {', '.join(g.partner_offer)}; universities: {', '.join(g.uni_offer)}; "
               f"donations covered: {sorted(g.donations)}")
    for pid in list(g.base) + list(g.row):
        toks = ["-" if t is None else ("N" if t == -1 else g.config.names[t]) for t in g.ptok.get(pid, ())]
        out.append(f"project {pid} {CARDS[pid].name}: {toks}")
    out.append(f"bonus tiles at 5: {list(g.tiles5)} at 8: {list(g.tiles8)}")
    for p, pl in enumerate(g.pl):
        out.append("")
        out.append(f"{'>' if p == g.current else ' '} {g.config.names[p]}: money {pl.money} appeal {pl.appeal} "
                   f"CP {pl.cp} rep {pl.rep} X {pl.x} workers {pl.workers} placed {pl.placed} score {g.current_score(p)}")
        slots = " ".join(f"{i + 1}:{c}{'+' if c in pl.upgraded else ''}{'V' if c in pl.venom else ''}"
                         f"{'C' if c in pl.constrict else ''}" for i, c in enumerate(pl.slots))
        out.append(f"  slots {slots}")
        out.append(f"  partners {list(pl.partners)} universities {list(pl.unis)} tokens {pl.tokens} "
                   f"supported {pl.supported} tiles {list(pl.tiles)}")
        out.append(f"  zoo: {', '.join(f'{c} {CARDS[c].name}' for c in pl.zoo) or '-'}")
        out.append(f"  hand: {', '.join(pl.hand) or '-'}   finals: {', '.join(pl.finals)}")
        out.append(f"  map {pl.zmap.id}")
        out += ["  " + ln for ln in hex_map(g, p)]
    out.append("")
    out.append("stack (top last): " + "; ".join(
        f"{t.kind}({', '.join(f'{k}={v}' for k, v in t.to_json().items() if k not in ('t', 'e'))})" for t in g.stack))
    return "\n".join(out)

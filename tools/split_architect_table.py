#!/usr/bin/env python3
"""Split the Zoo Architect table (zoo_desktop/games/architect/table/scene.py) into modules
(issue 17, item 3). A one-off tool: run it from the repository root,

    python tools/split_architect_table.py

on whatever scene.py is there (the lead re-runs it after the branches that edit scene.py
have merged), then delete it. It

1. parses scene.py with `ast` and moves every class member and every top-level statement,
   by line slices (text, comments and decorators verbatim), to the module the table MAPPING
   (and PREFIXES) below names; a method that neither names is an error: the script stops
   (exit 1) listing them, writing nothing, so a re-run after other edits cannot drop code;
2. writes each module with exactly the imports its code uses (names found with `symtable`
   and, for annotations, `ast`; import lines taken from scene.py's header; names defined in
   another new module imported from it, module-level constants from layout.py), and checks
   that every name a module uses resolves and that the new modules import no cycle;
3. turns `animate()` (an if/elif chain over event kinds) into a table keyed by event kind:
   one small method per branch, the accumulators in an AnimState object (step 2: an `ast`
   transformation that stops if the code does not have the expected shape);
4. rewrites the files that import names from `table.scene` (tests, bench, shots.py) to
   import the moved names from their new modules.

It refuses to run on a scene.py that is already split (no `def draw_table` in it, or one of
the new modules exists). `--dry-run` checks and reports without writing."""
from __future__ import annotations

import ast
import builtins
import io
import re
import symtable
import sys
import textwrap
import tokenize
from pathlib import Path

PKG = "zoo_desktop.games.architect.table"
TABLE_DIR = Path("zoo_desktop/games/architect/table")
SCENE = TABLE_DIR / "scene.py"
MAIN_CLASS = "ArchitectTable"
WIDTH = 120   # the longest line the repository writes

# ----------------------------------------------------------------------------- the new modules
# module -> (its mixin class, or None for a module of plain definitions; its docstring).
# Mixins reach the rest of the table only through `self`, as the code always has.
MODULES: dict[str, tuple[str | None, str]] = {
    "layout": ("TableLayout", """The Zoo Architect table's layout: the design-unit rectangles and constants of every board
region (module level: every module of the table takes them from here) and the methods that
place things (cards, spaces, chips, sheets) in them."""),
    "widgets": (None, """The Zoo Architect table's small parts: a clickable spot (Spot), the selection in progress
(Sel), the "All choices" list (ChoiceList), and text set in a box (boxed, box_layout)."""),
    "results": (None, """The Zoo Architect results scene: one table of how each score came about (ZA-END-4)."""),
    "spots": ("TableSpots", """Where each decision of the Zoo Architect table is answered: the spots (a cell, a card, a
department, a chip ...) of the decision in front of the viewer, one `_spots_<task>` method per
kind of decision, and the buttons of the prompt line (`_chips_for`)."""),
    "input": ("TableInput", """The Zoo Architect table's input: clicks, drags, keys and the wheel, the X-token and
rotation controls, the placement ghost, refusals, the "All choices" list, and `point_for`
(the next click towards a legal action, for tests)."""),
    "hover": ("TableHover", """Hovering the Zoo Architect table: the card under the mouse (for the zoom) and the tooltips."""),
    "anim": ("TableAnim", """The Zoo Architect table's animations: `animate` lays a batch of events out on a clock, one
handler per event kind (the table ANIMATE), sharing an AnimState; the effects (`_fx_*`) draw
one frame of a flying card, a glow, a ring, a floating gain, a banner, a sliding row or marker."""),
    "draw_map": ("DrawMap", """Drawing the zoo map of the player in focus: terrain, buildings and who they house."""),
    "draw_tracks": ("DrawTracks", """Drawing the tracks: appeal and conservation on the scoring track, reputation with the
display reach, the break track, the conservation bonuses, the markers, and each player's race
to the crossing (ZA-END-1)."""),
    "draw_player": ("DrawPlayer", """Drawing the players: the board of the player in focus (resources, workers, partner zoos,
universities, project tokens, icons), their action cards with X tokens, and the players'
strip on the right."""),
    "draw_cards": ("DrawCards", """Drawing the cards: the display with the deck, your hand, your final scoring cards, and the
building supply of a build."""),
    "draw_assoc": ("DrawAssoc", """Drawing the association board: departments, donations, partner zoo and university offers,
and the conservation projects (also drawn large on the support sheet)."""),
    "draw_overlays": ("DrawOverlays", """Drawing what lies over the board: the prompt line, the final-round banner, and the sheets of
the decisions that need a panel of their own (keep, final discard, hypnosis, support)."""),
    "draw_live": ("DrawLive", """Drawing the live layer over the cached board, every frame: the spots' glows, the hint, the
hand card under the mouse, the placement aid and ghost, the thinking dots, and the zoom."""),
}
# the order of the mixins in ArchitectTable's bases (no two define the same name)
MIXIN_ORDER = ["layout", "spots", "input", "hover", "anim", "draw_map", "draw_tracks", "draw_player", "draw_cards",
               "draw_assoc", "draw_overlays", "draw_live"]

# class member of ArchitectTable -> module ("scene": it stays in ArchitectTable itself)
MAPPING: dict[str, str] = {}
for _mod, _names in {
    "scene": """name howto_figures howto_mouse howto_keys howto_session smoke_shots shown layout uncover
                game_buttons my_task legal decision_key act building_mode overlay_kind update _rebuild_choices
                _update_buttons hint hint_plan show_hint card_name event_text prompt_text result_detail
                result_lines results_scene layer_key draw_table draw_layer _panel _label _boxed _fitd draw""",
    "layout": """final_banner_rect place_log action_rect display_rect dept_rect donation_rect partner_rect uni_rect
                 project_rect strip_rect cp_x score_x hand_area hand_rects final_rects supply_rect cells_rect
                 cell_centre_rect building_cells building_hit projects_on_board keep_rects cp_bonus_rect
                 overlay_card_rect hypno_x0 hypno_rects support_layout level_rect ghost_box""",
    "spots": """current_spots _make_spots _chips_for _cards_mode_label do_keep action_tip pick_kind _hand_spot
                pick_card _display_spot _hand_choice_spots finish_and_donate assoc_stuck _row_choice_spots
                pick_level""",
    "input": """set_xspend toggle_xmode rotate mirror rot point_for point_for_kind _spot_point _button_point
                open_choices order_label table_event _press _enclosure_targets refuse why_not_use why_not_x
                _dropped clicked _click _left place_ghost ghost fit_cells""",
    "hover": "card_at _hover static_tip",
    "anim": "animate _card_origin",
    "draw_map": "_draw_map",
    "draw_tracks": "_draw_tracks _tile_icon _draw_race",
    "draw_player": "_action_img _draw_row _draw_board _row_label _bonus_marks _income _draw_strip",
    "draw_cards": "_draw_display _draw_hand _draw_final_card _draw_supply",
    "draw_assoc": "_draw_assoc _draw_project",
    "draw_overlays": "_draw_prompt final_banner_lines _draw_final_banner _overlay_panel",
    "draw_live": "_draw_live _draw_zoom",
}.items():
    for _n in _names.split():
        MAPPING[_n] = _mod
# the rule for class members not listed: by prefix (the first that matches); anything else
# is an error
PREFIXES = [("_spots_", "spots"), ("_fx_", "anim"), ("_anim_", "anim"), ("_m_", "draw_tracks"),
            ("_draw_overlay_", "draw_overlays")]
# top-level definitions (besides ArchitectTable, the imports and the docstring)
TOP_MAPPING = {"Spot": "widgets", "Sel": "widgets", "ChoiceList": "widgets", "_glyph_rect": "widgets",
               "box_layout": "widgets", "boxed": "widgets", "_centre": "widgets", "ArchitectResults": "results"}
TOP_ASSIGN_MODULE = "layout"   # every module-level assignment (P, GEO, MAP_RECT, ..., CHIP_CHOICES)

SCENE_DOC_TAIL = """

The table's code is split by concern (issue 17): ArchitectTable here keeps the set-up, the
decision helpers, the per-frame update, the words and the drawing order; its mixins hold the
layout (layout.py), the decision spots (spots.py), input (input.py), hover and tooltips
(hover.py), animation (anim.py) and one draw module per board region (draw_*.py); widgets.py
the small parts (Spot, Sel, ChoiceList, boxed), results.py the results scene."""


class Fail(Exception):
    pass


# ----------------------------------------------------------------------------- reading scene.py
def node_start(n: ast.AST) -> int:
    decos = getattr(n, "decorator_list", None)
    return min([n.lineno] + [d.lineno for d in decos]) if decos else n.lineno


def member_name(n: ast.stmt) -> str:
    if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return n.name
    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
        return n.targets[0].id
    if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
        return n.target.id
    raise Fail(f"line {n.lineno}: a statement the script cannot name: {ast.unparse(n)[:80]!r}")


class Chunk(str):
    """A statement's text, knowing where it stood: `idx` in its body, `gap` blank lines above it."""
    idx: int = -10
    gap: int = 1

    @classmethod
    def make(cls, text: str, idx: int, gap: int) -> "Chunk":
        c = cls(text)
        c.idx, c.gap = idx, gap
        return c


def chunks(lines: list[str], body: list[ast.stmt], first_line: int) -> list[tuple[ast.stmt, Chunk]]:
    """Each statement of `body` with its text: from the line after the previous statement (its
    comments above it come along; blank lines do not) to its last line."""
    out = []
    prev_end = first_line
    for i, n in enumerate(body):
        start = prev_end + 1
        while start < node_start(n) and not lines[start - 1].strip():
            start += 1
        out.append((n, Chunk.make("".join(lines[start - 1:n.end_lineno]), i, start - prev_end - 1)))
        prev_end = n.end_lineno
    return out


def join(texts: list[str], blank: int) -> str:
    """Statements one after another: `blank` blank lines apart, or as far apart as they were
    where they stood next to each other (constants one a line, attributes of a class ...)."""
    out, prev = "", None
    for c in texts:
        if prev is not None:
            near = isinstance(c, Chunk) and isinstance(prev, Chunk) and c.idx == prev.idx + 1
            out += "\n" * ((min(c.gap, blank) if near else blank) + 1)
        out += c.rstrip("\n")
        prev = c
    return out + "\n"


def module_of(name: str) -> str | None:
    if name in MAPPING:
        return MAPPING[name]
    for pre, mod in PREFIXES:
        if name.startswith(pre):
            return mod
    return None


class Header:
    """scene.py's import statements: who binds which name, and how to write a subset of them."""

    def __init__(self, src: str, nodes: list[ast.stmt], lines: list[str]):
        self.stmts = []          # (node, text, group)
        self.binding: dict[str, tuple[int, ast.alias]] = {}
        group, last_end = 0, None
        for n in nodes:
            if last_end is not None and any(not lines[i].strip() for i in range(last_end, n.lineno - 1)):
                group += 1
            last_end = n.end_lineno
            k = len(self.stmts)
            self.stmts.append((n, "".join(lines[n.lineno - 1:n.end_lineno]), group))
            for a in n.names:
                bound = a.asname or a.name.split(".")[0]
                if bound in self.binding:
                    raise Fail(f"scene.py imports the name {bound!r} twice")
                self.binding[bound] = (k, a)

    def absolute(self, k: int) -> str:
        n = self.stmts[k][0]
        if isinstance(n, ast.ImportFrom) and n.level:
            base = PKG.split(".")
            base = base[:len(base) - (n.level - 1)]
            return ".".join(base + ([n.module] if n.module else []))
        return n.module if isinstance(n, ast.ImportFrom) else ""

    def home(self, name: str) -> tuple[str, str]:
        """(absolute module, name there) a bound name comes from (for the importers)."""
        k, a = self.binding[name]
        n = self.stmts[k][0]
        if isinstance(n, ast.Import):
            raise Fail(f"an importer uses {name!r}, a module scene.py imports: import it itself")
        return self.absolute(k), a.name

    def lines_for(self, names: set[str]) -> list[str]:
        """The import lines binding `names`, in the header's order and groups (a statement whose
        names are all used is copied as it is)."""
        out, last_group = [], None
        for k, (n, text, group) in enumerate(self.stmts):
            if isinstance(n, ast.ImportFrom) and n.module == "__future__":
                continue
            used = [a for a in n.names if (a.asname or a.name.split(".")[0]) in names]
            if not used:
                continue
            if last_group is not None and group != last_group:
                out.append("")
            last_group = group
            if len(used) == len(n.names):
                out.append(text.rstrip("\n"))
            elif isinstance(n, ast.Import):
                out.append("import " + ", ".join(alias_text(a) for a in used))
            else:
                out.append(from_import("." * n.level + (n.module or ""), [alias_text(a) for a in used]))
        return out


def alias_text(a: ast.alias) -> str:
    return a.name if not a.asname else f"{a.name} as {a.asname}"


def from_import(module: str, names: list[str], indent: str = "") -> str:
    """`from module import a, b` wrapped in the header's style (continuation after the parenthesis)."""
    line = f"{indent}from {module} import " + ", ".join(names)
    if len(line) <= WIDTH:
        return line
    head = f"{indent}from {module} import ("
    out, cur = [], head
    for i, nm in enumerate(names):
        piece = nm + (", " if i < len(names) - 1 else ")")
        if len(cur) + len(piece.rstrip()) > WIDTH and cur.strip() not in ("", head.strip()):
            out.append(cur.rstrip())
            cur = " " * len(head) + piece
        else:
            cur += piece
    out.append(cur)
    return "\n".join(out)


# ----------------------------------------------------------------------------- names a module uses
BUILTINS = set(dir(builtins)) | {"__name__", "__file__", "__doc__"}


def used_names(src: str) -> tuple[set[str], set[str]]:
    """(global names `src` reads, names its module level binds): from its symbol tables, and
    from the annotations (not evaluated under `from __future__ import annotations`, but they
    name things all the same)."""
    top = symtable.symtable(src, "<module>", "exec")
    defined = {s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported()}
    used: set[str] = set()

    def walk(t: symtable.SymbolTable) -> None:
        for s in t.get_symbols():
            if not s.is_referenced():
                continue
            if t.get_type() == "module":
                if not (s.is_assigned() or s.is_imported()):
                    used.add(s.get_name())
            elif s.is_global() and not s.is_declared_global():
                used.add(s.get_name())
        for c in t.get_children():
            walk(c)
    walk(top)
    tree = ast.parse(src)
    for n in ast.walk(tree):
        anns = []
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            anns.append(n.returns)
            a = n.args
            anns += [x.annotation for x in a.posonlyargs + a.args + a.kwonlyargs]
            anns += [x.annotation for x in (a.vararg, a.kwarg) if x is not None]
        elif isinstance(n, ast.AnnAssign):
            anns.append(n.annotation)
        for ann in anns:
            if ann is not None:
                used |= {m.id for m in ast.walk(ann) if isinstance(m, ast.Name)}
    return used - defined - BUILTINS, defined


# ----------------------------------------------------------------------------- step 2: animate() as a table
def tabulate_animate(chunk: str) -> str:
    """animate(): the if/elif chain over event kinds in its event loop becomes one method per
    branch and a table ANIMATE (kind -> method); what the branches share (the accumulators set
    before the loop, and the parameters they use) goes in an AnimState. Same statements in the
    same order per event: behaviour and timing unchanged. Stops (Fail) on any other shape."""
    indent = next(re.match(r"\s*", ln).group(0) for ln in chunk.splitlines() if ln.lstrip().startswith(("def ", "@")))
    text = textwrap.dedent(chunk)
    lines = text.splitlines(keepends=True)
    tree = ast.parse(text)
    fn = next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "animate"), None)
    if fn is None:
        raise Fail("animate: no `def animate` in its chunk")
    comments = {}
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            comments[tok.start[0]] = tok.string
    params = [a.arg for a in fn.args.args[1:]]
    body = fn.body
    fn_doc = None
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        fn_doc, body = body[0], body[1:]
    k_for = next((i for i, s in enumerate(body) if isinstance(s, ast.For)), None)
    if k_for is None:
        raise Fail("animate: no event loop (`for e in events:`)")
    inits = body[:k_for]
    loop = body[k_for]
    rest = body[k_for + 1:]
    shared: list[str] = []
    for s in inits:
        tgt = s.targets[0] if isinstance(s, ast.Assign) and len(s.targets) == 1 else \
            s.target if isinstance(s, ast.AnnAssign) else None
        if not isinstance(tgt, ast.Name) or s.value is None:
            raise Fail(f"animate: before the event loop only `name = value` is expected, not {ast.unparse(s)!r}")
        shared.append(tgt.id)
    if not loop.body or not isinstance(loop.body[-1], ast.If):
        raise Fail("animate: the event loop does not end in the if/elif chain over event kinds")
    chain = loop.body[-1]
    pre = loop.body[:-1]
    loop_locals = [m.id for m in ast.walk(loop.target) if isinstance(m, ast.Name)]
    for s in pre:
        for m in ast.walk(s):
            if isinstance(m, ast.Name) and isinstance(m.ctx, ast.Store) and m.id not in loop_locals:
                loop_locals.append(m.id)
    # the branches
    branches = []   # (kinds, extra conditions' text, body statements, kind variable)
    node, kvar = chain, None
    while True:
        test = node.test
        extras: list[ast.expr] = []
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
            test, extras = test.values[0], test.values[1:]
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name)):
            raise Fail(f"animate: a branch that does not test the event kind: {ast.unparse(node.test)!r}")
        if kvar is None:
            kvar = test.left.id
        if test.left.id != kvar:
            raise Fail(f"animate: a branch tests {test.left.id!r}, not {kvar!r}")
        op, right = test.ops[0], test.comparators[0]
        if isinstance(op, ast.Eq) and isinstance(right, ast.Constant) and isinstance(right.value, str):
            kinds = [right.value]
        elif isinstance(op, ast.In) and isinstance(right, (ast.Tuple, ast.List, ast.Set)) and right.elts and all(
                isinstance(e, ast.Constant) and isinstance(e.value, str) for e in right.elts):
            kinds = [e.value for e in right.elts]
        else:
            raise Fail(f"animate: a branch whose kinds are not literal: {ast.unparse(node.test)!r}")
        branches.append((kinds, [ast.get_source_segment(text, e) for e in extras], node.body, node.lineno))
        if not node.orelse:
            break
        if len(node.orelse) != 1 or not isinstance(node.orelse[0], ast.If):
            raise Fail("animate: the chain over event kinds ends in an `else:` (no table for it)")
        node = node.orelse[0]
    seen: dict[str, int] = {}
    for kinds, _, _, ln in branches:
        for kd in kinds:
            if kd in seen:
                raise Fail(f"animate: the kind {kd!r} has two branches (lines {seen[kd]} and {ln} of animate)")
            seen[kd] = ln
    names_in = lambda stmts: {m.id for s in stmts for m in ast.walk(s) if isinstance(m, ast.Name)}
    used_params = [a for a in params if a in names_in([b for br in branches for b in br[2]])]
    fields = shared + [a for a in used_params if a not in shared]
    args = [v for v in loop_locals if v in names_in([b for br in branches for b in br[2]]) or v == kvar]
    # a branch must not bind one of the shared names in a scope of its own (a lambda, a comprehension)
    for _, _, stmts, ln in branches:
        for s in stmts:
            for m in ast.walk(s):
                if isinstance(m, (ast.Lambda, ast.FunctionDef, ast.ListComp, ast.SetComp, ast.DictComp,
                                  ast.GeneratorExp)):
                    bound = {x.id for x in ast.walk(m) if isinstance(x, ast.Name) and isinstance(x.ctx, ast.Store)}
                    if isinstance(m, (ast.Lambda, ast.FunctionDef)):
                        bound |= {a.arg for a in m.args.args}
                    if bound & set(fields):
                        raise Fail(f"animate: a nested scope near line {ln} binds a shared name")

    def rewrite(stmts: list[ast.stmt], new_indent: str) -> str:
        """The statements' lines (comments included), each shared name `x` as `st.x`, re-indented."""
        a, b = stmts[0].lineno, stmts[-1].end_lineno
        seg = lines[a - 1:b]
        cont = continuation_lines(text, a, b)
        edits: dict[int, list[tuple[int, int, str]]] = {}
        for s in stmts:
            for m in ast.walk(s):
                if isinstance(m, ast.Name) and m.id in fields:
                    edits.setdefault(m.lineno, []).append((m.col_offset, m.end_col_offset, "st." + m.id))
        out = []
        shifts: dict[int, int] = {}   # a continuation line aligned under a renamed line moves with it
        for i, ln in enumerate(seg, a):
            raw = ln.encode()
            x = len(raw) - len(raw.lstrip(b" "))
            shift = 0
            if i in cont:
                j = i - 1
                while j > a and (len(lines[j - 1]) - len(lines[j - 1].lstrip(" ")) >= x or not lines[j - 1].strip()):
                    j -= 1
                shift = shifts.get(j, 0) + sum(len(new) - (c1 - c0) for c0, c1, new in edits.get(j, []) if c0 < x)
            shifts[i] = shift
            for c0, c1, new in sorted(edits.get(i, []), reverse=True):
                raw = raw[:c0] + new.encode() + raw[c1:]
            out.append((" " * shift) + raw.decode() if raw.strip() else raw.decode())
        return textwrap.indent(textwrap.dedent("".join(out)), new_indent)

    def first_line(stmts):   # from the header's line on: the comments between header and body
        return stmts[0].lineno

    ind = " " * 4
    handlers, table = [], []
    for kinds, extras, stmts, ln in branches:
        hname = "_anim_" + re.sub(r"\W", "_", kinds[0])
        head = f"def {hname}(self, st: AnimState, {', '.join(args)}) -> None:\n"
        doc = "Events of kind " + ", ".join(kinds) + (" (when " + " and ".join(extras) + ")" if extras else "")
        h = head + f'{ind}"""{doc}."""\n'
        if ln in comments:   # a comment on the branch's line
            h += f"{ind}{comments[ln]}\n"
        if extras:
            cond = " and ".join(extras)
            cond = f"({cond})" if len(extras) > 1 or not re.fullmatch(r"[\w.\[\]\"'()]+", cond) else cond
            h += f"{ind}if not {cond}:\n{ind * 2}return\n"
        # comment lines between the branch's header and its first statement
        hdr_end = ln
        gap = [lines[i - 1] for i in range(hdr_end + 1, first_line(stmts))]
        h += textwrap.indent(textwrap.dedent("".join(gap)), ind) if any(g.strip() for g in gap) else ""
        h += rewrite(stmts, ind)
        handlers.append(h)
        table += [(kd, hname) for kd in kinds]
    # the new animate
    fn_head = "".join(lines[:(fn_doc.end_lineno if fn_doc else body[0].lineno - 1)])   # its comments, def, docstring
    new = [fn_head]
    new.append(f"{ind}st = AnimState()   # what the handlers share (one handler per event kind: ANIMATE)\n")
    for s in inits:
        name = shared[inits.index(s)]
        value = ast.get_source_segment(text, s.value)
        c = comments.get(s.end_lineno)
        new.append(f"{ind}st.{name} = {value}" + (f"   {c}" if c else "") + "\n")
    for a in used_params:
        if a not in shared:
            new.append(f"{ind}st.{a} = {a}\n")
    new.append("".join(lines[loop.lineno - 1:loop.body[0].lineno - 1]))
    if pre:
        new.append(rewrite(pre, ind * 2))
    new.append(f"{ind * 2}handler = self.ANIMATE.get({kvar})\n{ind * 2}if handler is not None:\n"
               f"{ind * 3}handler(self, st, {', '.join(args)})\n")
    if rest:
        after_names = names_in(rest)
        back = [f for f in shared if f in after_names]
        if back:
            new.append(f"{ind}{', '.join(back)} = {', '.join('st.' + f for f in back)}\n")
        new.append("".join(lines[rest[0].lineno - 1 - count_comment_lines_before(lines, rest[0].lineno):
                                 rest[-1].end_lineno]))
    out = "".join(new)
    for h in handlers:
        out += "\n" + h
    rows = []
    for kd, hname in table:
        rows.append(f'{ind}"{kd}": {hname},\n')
    out += ("\n# animate()'s table: an event kind -> its handler (called with the table as `self`)\n"
            "ANIMATE = {\n" + "".join(rows) + "}\n")
    # the shared object, written at the module's level
    ann = {}
    for s in inits:
        if isinstance(s, ast.AnnAssign):
            ann[s.target.id] = ast.get_source_segment(text, s.annotation)
    slots = ", ".join(f'"{f}"' for f in fields)
    state = ('class AnimState:\n'
             '    """What the handlers of one animate() call share: the accumulators it sets before its\n'
             '    event loop (the effects on a clock, the clock ...) and the parameters they read."""\n'
             f'    __slots__ = ({slots}{"," if len(fields) == 1 else ""})\n')
    for f, a in ann.items():
        state += f"    {f}: {a}\n"
    global ANIM_STATE
    ANIM_STATE = state
    return textwrap.indent(out, indent, lambda s: s.strip() != "")


ANIM_STATE = ""


def continuation_lines(text: str, a: int, b: int) -> set[int]:
    """The lines from a to b that continue a statement begun on an earlier line (in brackets)."""
    out, depth = set(), 0
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        elif tok.type == tokenize.NL and depth > 0:
            out.add(tok.start[0] + 1)
    return {i for i in out if a <= i <= b}


def count_comment_lines_before(lines: list[str], lineno: int) -> int:
    n = 0
    while lineno - 2 - n >= 0 and lines[lineno - 2 - n].strip().startswith("#"):
        n += 1
    return n


# ----------------------------------------------------------------------------- the split
def split(src: str) -> dict[str, str]:
    lines = src.splitlines(keepends=True)
    tree = ast.parse(src)
    body = tree.body
    if not (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)):
        raise Fail("scene.py has no module docstring")
    doc_node = body[0]
    imports = [n for n in body if isinstance(n, (ast.Import, ast.ImportFrom))]
    last_import = max(body.index(n) for n in imports)
    if any(not isinstance(n, (ast.Import, ast.ImportFrom)) for n in body[1:last_import + 1]):
        raise Fail("scene.py has code between its imports")
    header = Header(src, imports, lines)
    if any(isinstance(n, ast.ImportFrom) and n.module == "__future__" and n.names[0].name != "annotations"
           for n in imports):
        raise Fail("scene.py has a __future__ import other than annotations")

    tops = chunks(lines, body[last_import + 1:], imports[-1].end_lineno)
    placed: dict[str, list[tuple[str, str]]] = {m: [] for m in MODULES}   # module -> (name, text) at top level
    members: dict[str, list[tuple[str, str]]] = {m: [] for m in list(MODULES) + ["scene"]}
    main_node = None
    unmapped = []
    for n, text in tops:
        if isinstance(n, ast.ClassDef) and n.name == MAIN_CLASS:
            main_node = n
            continue
        if isinstance(n, (ast.Assign, ast.AnnAssign)):
            placed[TOP_ASSIGN_MODULE].append((",".join(top_names(n)), text))
            continue
        name = member_name(n)
        mod = TOP_MAPPING.get(name)
        if mod is None:
            unmapped.append(f"top-level {name} (line {n.lineno})")
            continue
        placed[mod].append((name, text))
    if main_node is None:
        raise Fail(f"scene.py has no class {MAIN_CLASS}")
    if main_node.decorator_list or main_node.keywords:
        raise Fail(f"{MAIN_CLASS} has decorators or keywords: the script does not expect them")
    # the class's own header line(s) and docstring stay with it
    cls_body = main_node.body
    header_last = max([main_node.lineno] + [b.end_lineno for b in main_node.bases])
    cls_doc = ""
    if isinstance(cls_body[0], ast.Expr) and isinstance(cls_body[0].value, ast.Constant):
        cls_doc = "".join(lines[cls_body[0].lineno - 1:cls_body[0].end_lineno]) + "\n"
        header_last = cls_body[0].end_lineno
        cls_body = cls_body[1:]
    for n, text in chunks(lines, cls_body, header_last):
        name = member_name(n)
        mod = module_of(name)
        if mod is None:
            unmapped.append(f"{MAIN_CLASS}.{name} (line {n.lineno})")
            continue
        members[mod].append((name, text))
    if unmapped:
        raise Fail("not mapped to a module (add them to MAPPING, or a top-level one to TOP_MAPPING, in "
                   "tools/split_architect_table.py):\n  "
                   + "\n  ".join(unmapped))
    missing = sorted(set(MAPPING) - {nm for v in members.values() for nm, _ in v})
    if missing:
        print("note: listed in MAPPING but not in scene.py any more: " + ", ".join(missing), file=sys.stderr)
    if "draw_table" not in {nm for nm, _ in members["scene"]}:
        raise Fail("scene.py has no draw_table: already split?")

    # step 2: animate() as a table
    anim = members["anim"]
    k = next((i for i, (nm, _) in enumerate(anim) if nm == "animate"), None)
    if k is None:
        raise Fail("no animate() to make a table of")
    anim[k] = ("animate", Chunk.make(tabulate_animate(anim[k][1]), anim[k][1].idx, anim[k][1].gap))
    placed["anim"].insert(0, ("AnimState", ANIM_STATE))

    # who defines what at top level
    defines: dict[str, str] = {}
    for mod, items in placed.items():
        for name, _ in items:
            for nm in name.split(","):
                defines[nm] = mod
    for mod in MODULES:
        cls = MODULES[mod][0]
        if cls:
            defines[cls] = mod
    defines[MAIN_CLASS] = "scene"
    if len({nm for v in members.values() for nm, _ in v}) != sum(len({nm for nm, _ in v}) for v in members.values()):
        raise Fail("a name is defined in two modules")

    out: dict[str, str] = {}
    graph: dict[str, set[str]] = {}
    future = "from __future__ import annotations\n"
    for mod, (cls, doc) in MODULES.items():
        parts = [text for _, text in placed[mod]]
        if cls:
            parts.append(f'class {cls}:\n    """{mixin_doc(mod)}"""\n\n' + join([text for _, text in members[mod]], 1))
        code = join(parts, 2)
        out[mod], graph[mod] = assemble(mod, doc, code, header, defines, future)
    # scene.py
    doc_text = "".join(lines[doc_node.lineno - 1:doc_node.end_lineno]).rstrip("\n")
    if not doc_text.endswith('"""'):
        raise Fail("scene.py's docstring does not end in triple quotes on its last line")
    doc = doc_text[3:-3] + SCENE_DOC_TAIL
    bases = ", ".join([MODULES[m][0] for m in MIXIN_ORDER] + [ast.get_source_segment(src, b) for b in main_node.bases])
    head = wrap_bases(f"class {MAIN_CLASS}({bases}):\n")
    cls_text = join_members([text for _, text in members["scene"]], head + cls_doc)
    # members keep their comment lines; the class text ends with the last member
    before_cls = chunks(lines, body[last_import + 1:], imports[-1].end_lineno)
    cls_chunk = next(text for n, text in before_cls if n is main_node)
    lead = cls_chunk[:cls_chunk.index(lines[node_start(main_node) - 1])]   # comments above the class
    code = lead + cls_text
    out["scene"], graph["scene"] = assemble("scene", doc, code, header, defines, future, is_scene=True)
    check_cycles(graph)
    for mod, items in list(placed.items()) + list(members.items()):
        for name, text in items:
            if name not in ("animate", "AnimState") and text.rstrip("\n") not in out[mod]:
                raise Fail(f"{name} did not reach {mod}.py verbatim")
    return out


def wrap_bases(head: str) -> str:
    if len(head) <= WIDTH:
        return head
    pre, rest = head.split("(", 1)
    parts = rest.rstrip(":\n").rstrip(")").split(", ")
    lines, cur = [], pre + "("
    for i, p in enumerate(parts):
        piece = p + (", " if i < len(parts) - 1 else "):")
        if len(cur) + len(piece.rstrip()) > WIDTH:
            lines.append(cur.rstrip())
            cur = " " * (len(pre) + 1) + piece
        else:
            cur += piece
    lines.append(cur)
    return "\n".join(lines) + "\n"


def join_members(texts: list[str], head: str) -> str:
    """The class: its header, then its members one blank line apart (each with its comments)."""
    return head + join(texts, 1)


def mixin_doc(mod: str) -> str:
    return {"layout": "Where things go on the table (design units).",
            "spots": "The spots of the decision in front of the viewer and the prompt line's buttons.",
            "input": "Mouse and keys, the selection controls, refusals and the next click towards an action.",
            "hover": "The card under the mouse and the tooltips.",
            "anim": "Events as animations: `animate` and its handlers (ANIMATE), the effects.",
            "draw_map": "The zoo map of the player in focus.",
            "draw_tracks": "The tracks, their markers and the race to the crossing.",
            "draw_player": "The board and action cards of the player in focus, and the players' strip.",
            "draw_cards": "The display and deck, the hand, the final scoring cards, the building supply.",
            "draw_assoc": "The association board and the projects.",
            "draw_overlays": "The prompt line, the final-round banner and the decisions' sheets.",
            "draw_live": "The live layer drawn every frame, and the zoom.",
            }[mod]


def assemble(mod: str, doc: str, code: str, header: Header, defines: dict[str, str], future: str,
             is_scene: bool = False) -> tuple[str, set[str]]:
    try:
        used, defined = used_names(future + code)
    except SyntaxError as e:
        dump = Path(f"/tmp/split_architect_{mod}.py")
        dump.write_text(future + code, encoding="utf-8")
        raise Fail(f"{mod}.py would not compile ({e}); its code is in {dump}") from None
    imports_from_header = {n for n in used if n in header.binding}
    local: dict[str, set[str]] = {}
    unknown = []
    for n in sorted(used - imports_from_header):
        other = defines.get(n)
        if other is None:
            unknown.append(n)
        elif other != mod:
            local.setdefault(other, set()).add(n)
    if unknown:
        raise Fail(f"{mod}.py uses names defined nowhere: {', '.join(unknown)}")
    if is_scene:   # the mixins it is made of
        for m in MIXIN_ORDER:
            local.setdefault(m, set()).add(MODULES[m][0])
    imp = header.lines_for(imports_from_header)
    rel = [from_import("." + m, sorted(ns))
           for m, ns in sorted(local.items())]
    if rel:
        # after the header's relative imports (`from . import art as A`), in their group
        if imp and imp[-1].startswith("from ."):
            imp += rel
        else:
            imp += [""] + rel
    text = f'"""{doc}"""\n' + future + ("\n" + "\n".join(imp) + "\n" if imp else "") + "\n\n" + code.lstrip("\n")
    text = re.sub(r"\n{4,}", "\n\n\n", text)
    compile(text, f"{mod}.py", "exec")
    return text, set(local) - {mod}


def check_cycles(graph: dict[str, set[str]]) -> None:
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        if state.get(m) == 1:
            raise Fail("the new modules import in a cycle: " + " -> ".join(path + [m]))
        if state.get(m) == 2:
            return
        state[m] = 1
        for n in sorted(graph.get(m, ())):
            visit(n, path + [m])
        state[m] = 2
    for m in graph:
        visit(m, [])


# ----------------------------------------------------------------------------- the importers
def importers(root: Path) -> list[Path]:
    out = []
    for d in ("zoo_desktop", "tests", "bench", "tools"):
        for p in sorted((root / d).rglob("*.py")):
            if p.parent == root / TABLE_DIR and p.stem in set(MODULES) | {"scene"}:
                continue
            if "scene" in p.read_text(encoding="utf-8"):
                out.append(p)
    return out


def rewrite_importer(path: Path, src: str, homes: dict[str, str], kept: set[str]) -> str | None:
    """Imports of moved names from table.scene point at their new modules; `T.NAME` (T the scene
    module) becomes NAME imported from its module. None: nothing to change."""
    tree = ast.parse(src)
    in_pkg = path.parent.resolve() == TABLE_DIR.resolve()
    scene_mod = PKG + ".scene"
    lines = src.splitlines(keepends=True)
    edits: list[tuple[int, int, int, int, str]] = []   # (line0, col0, line1, col1, new text) byte columns
    parents = {}
    for p in ast.walk(tree):
        for c in ast.iter_child_nodes(p):
            parents[c] = p

    def is_scene_from(n: ast.ImportFrom) -> bool:
        return (n.level == 0 and n.module == scene_mod) or (in_pkg and n.level == 1 and n.module == "scene")

    def is_pkg_from(n: ast.ImportFrom) -> bool:
        return (n.level == 0 and n.module == PKG) or (in_pkg and n.level == 1 and n.module is None)

    def whole_lines(n: ast.stmt) -> tuple[int, str]:
        first = lines[n.lineno - 1]
        if first[:n.col_offset].strip() or lines[n.end_lineno - 1].encode()[n.end_col_offset:].strip():
            raise Fail(f"{path}:{n.lineno}: an import of table.scene shares its line with other code")
        return n.col_offset, " " * n.col_offset

    def scope_of(n: ast.AST) -> ast.AST:
        p = parents.get(n)
        while p is not None and not isinstance(p, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module)):
            p = parents.get(p)
        return p

    file_names = set()
    for m in ast.walk(tree):
        if isinstance(m, ast.Name):
            file_names.add(m.id)
        elif isinstance(m, ast.arg):
            file_names.add(m.arg)
        elif isinstance(m, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            file_names.add(m.name)
        elif isinstance(m, (ast.Import, ast.ImportFrom)):
            for a in m.names:
                file_names.add(a.asname or a.name.split(".")[0])
    changed = False
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom) and is_scene_from(n):
            moved = [a for a in n.names if a.name not in kept]
            if not moved:
                continue
            col, ind = whole_lines(n)
            by_home: dict[str, list[str]] = {}
            for a in n.names:
                home = "scene" if a.name in kept else homes.get(a.name)
                if home is None:
                    raise Fail(f"{path}:{n.lineno}: imports {a.name!r} from table.scene, which has none")
                by_home.setdefault(home, []).append(alias_text(a))
            new = "\n".join(from_import(resolve(h, n.level, in_pkg), ns, ind) for h, ns in by_home.items())
            edits.append((n.lineno, 0, n.end_lineno, len(lines[n.end_lineno - 1].rstrip("\n").encode()), new))
            changed = True
        elif isinstance(n, ast.ImportFrom) and is_pkg_from(n) and any(a.name == "scene" for a in n.names) or \
                isinstance(n, ast.Import) and any(a.name == scene_mod and a.asname for a in n.names):
            alias = next(a for a in n.names if a.name in ("scene", scene_mod))
            t_name = alias.asname or "scene"
            scope = scope_of(n)
            uses, bare = [], []
            for m in ast.walk(scope):
                if isinstance(m, ast.Name) and m.id == t_name and not isinstance(m.ctx, ast.Store):
                    par = parents.get(m)
                    if isinstance(par, ast.Attribute) and par.value is m:
                        uses.append(par)
                    else:
                        bare.append(m)
            if isinstance(scope, ast.Module):   # functions that bind the name themselves are theirs
                inner = [f for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                         and any(isinstance(x, (ast.Import, ast.ImportFrom)) and
                                 any((a.asname or a.name) == t_name for a in x.names) for x in ast.walk(f))]
                inside = {id(x) for f in inner for x in ast.walk(f)}
                uses = [u for u in uses if id(u) not in inside]
                bare = [b for b in bare if id(b) not in inside]
            moved = [u for u in uses if u.attr not in kept]
            if not moved:
                continue
            if bare:
                raise Fail(f"{path}:{bare[0].lineno}: uses the scene module itself ({t_name}), not only its names")
            need: dict[str, set[str]] = {}
            for u in moved:
                home = homes.get(u.attr)
                if home is None:
                    raise Fail(f"{path}:{u.lineno}: {t_name}.{u.attr}: table.scene has no {u.attr}")
                if u.attr in file_names and not already_imported(tree, u.attr, home):
                    raise Fail(f"{path}:{u.lineno}: {t_name}.{u.attr} cannot become {u.attr}: the file uses "
                               f"that name for something else")
                need.setdefault(home, set()).add(u.attr)
                edits.append((u.lineno, u.col_offset, u.end_lineno, u.end_col_offset, u.attr))
            col, ind = whole_lines(n)
            still = len(uses) > len(moved)
            stmt_lines = []
            if still:
                stmt_lines.append(ast.get_source_segment(src, n))
            elif len(n.names) > 1:
                rest = [alias_text(a) for a in n.names if a is not alias]
                stmt_lines.append(from_import("." * n.level + (n.module or ""), rest) if isinstance(n, ast.ImportFrom)
                                  else "import " + ", ".join(rest))
            for h in sorted(need, key=lambda h: list(MODULES).index(h) if h in MODULES else 99):
                stmt_lines.append(from_import(resolve(h, n.level if isinstance(n, ast.ImportFrom) else 0, in_pkg),
                                              sorted(need[h]), "").replace("\n", "\n" + ind))
            new = ("\n" + ind).join(stmt_lines)
            edits.append((n.lineno, n.col_offset, n.end_lineno, n.end_col_offset, new))
            changed = True
    if not changed:
        return None
    # apply from the end; an edit spanning lines replaces them all
    raw = [ln.encode() for ln in lines]
    for l0, c0, l1, c1, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        head = raw[l0 - 1][:c0]
        tail = raw[l1 - 1][c1:]
        raw[l0 - 1:l1] = [head + new.encode() + tail]
    text = b"".join(raw).decode()
    ast.parse(text)
    return text


def resolve(home: str, level: int, in_pkg: bool) -> str:
    """A module to import from: a new module of the table (relative in the package when the
    original import was relative) or an absolute one."""
    if home in MODULES or home == "scene":
        return ("." + home) if (in_pkg and level) else f"{PKG}.{home}"
    return home


def already_imported(tree: ast.Module, name: str, home: str) -> bool:
    for m in ast.walk(tree):
        if isinstance(m, ast.ImportFrom) and any((a.asname or a.name) == name for a in m.names):
            mod = ("." * m.level) + (m.module or "")
            if mod in (home, f"{PKG}.{home}", "." + home):
                return True
    return False


# ----------------------------------------------------------------------------- main
def main(argv: list[str]) -> int:
    dry = "--dry-run" in argv
    root = Path.cwd()
    if not (root / SCENE).is_file():
        print(f"run from the repository root: no {SCENE} here", file=sys.stderr)
        return 2
    exists = [str(TABLE_DIR / f"{m}.py") for m in MODULES if (root / TABLE_DIR / f"{m}.py").exists()]
    if exists:
        print("already split (these exist): " + ", ".join(exists), file=sys.stderr)
        return 1
    src = (root / SCENE).read_text(encoding="utf-8")
    if not re.search(r"^\s+def draw_table\(", src, re.M):
        print(f"{SCENE} has no `def draw_table`: already split?", file=sys.stderr)
        return 1
    try:
        out = split(src)
        # where each name of the old scene module is now
        new_scene_defs = used_names_defs(out["scene"])
        homes: dict[str, str] = {}
        old = ast.parse(src)
        header = Header(src, [n for n in old.body if isinstance(n, (ast.Import, ast.ImportFrom))],
                        src.splitlines(keepends=True))
        for mod, text in out.items():
            for n in ast.parse(text).body:
                for nm in top_names(n):
                    if not isinstance(n, (ast.Import, ast.ImportFrom)):
                        homes.setdefault(nm, mod)
        for nm, (k, a) in header.binding.items():
            if nm not in homes and nm != "annotations" and not a.asname:
                try:
                    homes[nm] = header.home(nm)[0]
                except Fail:
                    pass
        kept = new_scene_defs
        rewritten = {}
        for p in importers(root):
            s = p.read_text(encoding="utf-8")
            new = rewrite_importer(p.relative_to(root), s, homes, kept)
            if new is not None and new != s:
                rewritten[p] = new
    except Fail as e:
        print(f"split_architect_table: {e}", file=sys.stderr)
        return 1
    for mod, text in out.items():
        n = text.count("\n")
        flag = "  (over 600 lines)" if n > 600 else ""
        print(f"{TABLE_DIR / (mod + '.py')}: {n} lines{flag}")
    for p in rewritten:
        print(f"updated imports: {p.relative_to(root)}")
    if dry:
        return 0
    for mod, text in out.items():
        (root / TABLE_DIR / f"{mod}.py").write_text(text, encoding="utf-8")
    for p, text in rewritten.items():
        p.write_text(text, encoding="utf-8")
    return 0


def top_names(n: ast.stmt) -> list[str]:
    if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [n.name]
    if isinstance(n, ast.Assign):
        return [m.id for t in n.targets for m in ast.walk(t) if isinstance(m, ast.Name)]
    if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
        return [n.target.id]
    return []


def used_names_defs(text: str) -> set[str]:
    """Names the new scene.py defines itself (not those it imports)."""
    return {nm for n in ast.parse(text).body for nm in top_names(n)}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

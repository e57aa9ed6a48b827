"""The static check that no refusal sentence is left in English: every text of more than 3
words that a rules module returns (directly, through a module-level constant, or raised as
IllegalAction or AssignmentError, and whatever else `raised` names) must come from the catalog
(t, tn, tv, also called as i18n.t). A ValueError is a programmer's error (a bad option, a test
helper's bad position) unless the module turns it into a refusal: Field Research's scoring
sheet does, so its files are scanned with ValueError too. Used by tests/test_refusals_translated.py and
tests/test_architect_refusals_translated.py."""
from __future__ import annotations

import ast
import re

CATALOG_CALLS = {"t", "tn", "tv"}
RAISED = frozenset({"IllegalAction", "AssignmentError"})


def words(node: ast.AST) -> int:
    """Words with a letter in a text literal; a placeholder joins the word it sits in
    ("grid:{c},{r}" is one word, "Unknown action {a}." three)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "X" for v in node.values)
    else:
        return 0
    return sum(1 for w in text.split() if re.search("[A-Za-z]", w))


def is_catalog_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (isinstance(f, ast.Name) and f.id in CATALOG_CALLS) or \
        (isinstance(f, ast.Attribute) and f.attr in CATALOG_CALLS)


def literals(expr: ast.AST):
    """The text literals of an expression, not looking inside catalog calls."""
    if is_catalog_call(expr):
        return
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str) or isinstance(expr, ast.JoinedStr):
        yield expr
        return
    for child in ast.iter_child_nodes(expr):
        yield from literals(child)


def english_refusals(source: str, raised=RAISED) -> list[tuple[int, str]]:
    """(line, text) of every text of more than 3 words the module returns or raises outside
    a catalog call, module-level constants followed."""
    tree = ast.parse(source)
    consts = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if list(literals(node.value)):
                consts[node.targets[0].id] = node.value
    found = []
    for node in ast.walk(tree):
        expr = None
        if isinstance(node, ast.Return) and node.value is not None:
            expr = node.value
        elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            f = node.exc.func
            if (f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")) in raised:
                expr = node.exc
        if expr is None:
            continue
        exprs = [expr] + [consts[n.id] for n in ast.walk(expr) if isinstance(n, ast.Name) and n.id in consts]
        for e in exprs:
            for lit in literals(e):
                if words(lit) > 3:
                    found.append((lit.lineno, ast.unparse(lit)))
    return found

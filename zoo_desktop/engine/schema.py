"""The one validation layer at the app's boundaries: settings, records, actions read from
JSON and game options. No pygame here.

A schema is a small tree of checkers (`Int`, `Float`, `Bool`, `Str`, `Choice`, `List`, `Obj`,
`Maybe`, `Scalar`). Checking is exact, as a JSON file means it: no bool where a whole number
is asked (`True` is not 1), no float for an int (`1.0` is not 1), no truthiness (`""`, `[]`,
`{}` are not false), every number inside its range and every list and text inside its size
*before* anything is built from it. A failure is a `SchemaError` naming the field; its text
comes from the message catalog in the player's language (`schema.*` keys), one line.

`read_json` is the one way a file is read: a non-regular file (FIFO, device, directory) or a
file over the size cap is refused before reading, nesting is capped, integers over 19 digits
and non-finite numbers (NaN, 1e999) are refused while parsing.

Why hand-written rather than msgspec or pydantic: the rules engine has no third-party
dependency (it runs in the bots' worker and the simulator), the same checkers must derive
the action field types from the dataclass annotations in `core.py`, and every failure has to
be a catalog sentence in four languages naming the field, which neither library's English
error strings give; the checkers and the safe reader are ~270 lines, fuzzed by tests/test_fuzz_actions.py.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from typing import Any

MAX_DEPTH = 32  # no format of ours nests deeper than 5; 32 leaves room and stops recursion bombs
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


class SchemaError(ValueError):
    """A value that does not fit its schema. `key` is a catalog key (`schema.*`), `field`
    the dotted path of the bad field; str() is the sentence in the current language."""

    def __init__(self, key: str, field: str = "", **kw: Any):
        super().__init__(key, field)
        self.key = key
        self.field = field
        self.kw = kw

    def __str__(self) -> str:
        from zoo_desktop.i18n import t
        return t(self.key, field=self.field or "-", **self.kw)


def short(value: Any, n: int = 24) -> str:
    """A value for a message, cut short: a message never echoes a huge input."""
    s = repr(value) if not isinstance(value, str) else value
    s = s.replace("\n", " ")
    return s if len(s) <= n else s[: n - 1] + "…"


def type_name(v: Any) -> str:
    if isinstance(v, bool):
        return "bool"
    return {int: "int", float: "float", str: "str", list: "list", dict: "object",
            tuple: "list", type(None): "null"}.get(type(v), type(v).__name__)


# ----------------------------------------------------------------------------- checkers
class Spec:
    def check(self, v: Any, path: str) -> Any:
        raise NotImplementedError

    def __call__(self, v: Any, path: str = "") -> Any:
        return self.check(v, path)


class Int(Spec):
    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def check(self, v, path=""):
        if type(v) is not int:
            raise SchemaError("schema.not_int", path, got=type_name(v))
        if not self.lo <= v <= self.hi:
            raise SchemaError("schema.range", path, lo=self.lo, hi=self.hi, value=short(v))
        return v


class Float(Spec):
    """A finite number in [lo, hi]; a whole number is accepted (1 for 1.0), a bool is not."""

    def __init__(self, lo: float, hi: float):
        self.lo, self.hi = lo, hi

    def check(self, v, path=""):
        if type(v) not in (int, float):
            raise SchemaError("schema.not_number", path, got=type_name(v))
        if not (math.isfinite(v) and self.lo <= v <= self.hi):
            raise SchemaError("schema.range", path, lo=self.lo, hi=self.hi, value=short(v))
        return float(v)


class Bool(Spec):
    def check(self, v, path=""):
        if type(v) is not bool:
            raise SchemaError("schema.not_bool", path, got=type_name(v))
        return v


class Str(Spec):
    def __init__(self, max_len: int = 200, min_len: int = 0, pattern: str | None = None):
        self.max_len, self.min_len = max_len, min_len
        self.pattern = re.compile(pattern) if pattern else None

    def check(self, v, path=""):
        if type(v) is not str:
            raise SchemaError("schema.not_text", path, got=type_name(v))
        if not self.min_len <= len(v) <= self.max_len:
            raise SchemaError("schema.text_size", path, lo=self.min_len, hi=self.max_len)
        if self.pattern and not self.pattern.fullmatch(v):
            raise SchemaError("schema.choice", path, value=short(v))
        return v


class Choice(Spec):
    """One of `values`, with the same type (True is not 1, 1.0 is not 1)."""

    def __init__(self, values):
        self.values = tuple(values)

    def check(self, v, path=""):
        for c in self.values:
            if type(c) is type(v) and c == v:
                return v
        raise SchemaError("schema.choice", path, value=short(v))


class Scalar(Spec):
    """A JSON scalar: bool, int, finite float, short text, or null."""

    def __init__(self, max_len: int = 200):
        self.max_len = max_len

    def check(self, v, path=""):
        if v is None or type(v) in (bool, int):
            return v
        if type(v) is float:
            return Float(-math.inf, math.inf).check(v, path)
        return Str(self.max_len).check(v, path)


class Maybe(Spec):
    def __init__(self, inner: Spec):
        self.inner = inner

    def check(self, v, path=""):
        return None if v is None else self.inner.check(v, path)


class List(Spec):
    def __init__(self, item: Spec, max_len: int, min_len: int = 0, tuple_out: bool = False):
        self.item, self.max_len, self.min_len, self.tuple_out = item, max_len, min_len, tuple_out

    def check(self, v, path=""):
        if type(v) not in (list, tuple):
            raise SchemaError("schema.not_list", path, got=type_name(v))
        if not self.min_len <= len(v) <= self.max_len:
            raise SchemaError("schema.list_size", path, lo=self.min_len, hi=self.max_len, n=len(v))
        out = [self.item.check(x, f"{path}[{i}]") for i, x in enumerate(v)]
        return tuple(out) if self.tuple_out else out


class Obj(Spec):
    """A JSON object. `fields` maps a name to a Spec (required) or to (Spec, default)
    (optional). Unknown keys are kept as they are when `extra` is a Spec for their values,
    dropped when `extra` is None."""

    def __init__(self, fields: dict[str, Any] | None = None, extra: Spec | None = None, max_keys: int = 64):
        self.fields = fields or {}
        self.extra = extra
        self.max_keys = max_keys

    def check(self, v, path=""):
        if type(v) is not dict:
            raise SchemaError("schema.not_object", path, got=type_name(v))
        if len(v) > self.max_keys:
            raise SchemaError("schema.list_size", path, lo=0, hi=self.max_keys, n=len(v))
        out: dict[str, Any] = {}
        for name, spec in self.fields.items():
            sub = f"{path}.{name}" if path else name
            if isinstance(spec, tuple):
                spec, default = spec
                out[name] = spec.check(v[name], sub) if name in v else default
            elif name not in v:
                raise SchemaError("schema.missing", sub)
            else:
                out[name] = spec.check(v[name], sub)
        if self.extra is not None:
            for k, x in v.items():
                if k not in self.fields:
                    sub = f"{path}.{short(k)}" if path else short(k)
                    Str(60).check(k, sub)
                    out[k] = self.extra.check(x, sub)
        return out


# ----------------------------------------------------------------------------- files
def _parse_int(s: str) -> int:
    if len(s.lstrip("-")) > 19:
        raise SchemaError("schema.big_number", value=short(s))
    return int(s)


def _parse_float(s: str) -> float:
    f = float(s)
    if not math.isfinite(f):
        raise SchemaError("schema.big_number", value=short(s))
    return f


def _parse_constant(s: str):
    raise SchemaError("schema.big_number", value=s)


def depth(text: str) -> int:
    """How deeply arrays and objects nest in a JSON text (strings skipped)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    d = best = 0
    for c in brackets:
        if c in "[{":
            d += 1
            if d > best:
                best = d
        else:
            d -= 1
    return best


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """json.loads that refuses recursion bombs, 4,300-digit numbers, NaN and infinities."""
    if depth(text) > max_depth:
        raise SchemaError("schema.too_deep", hi=max_depth)
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise SchemaError("schema.bad_json", line=exc.lineno) from exc
    except RecursionError as exc:  # belt and braces: depth() already refused it
        raise SchemaError("schema.too_deep", hi=max_depth) from exc


def read_json(path: str | os.PathLike, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    """Read and parse a JSON file, refusing before reading anything that could hang or
    exhaust memory: a FIFO, a device (a symlink to /dev/zero), a directory, a file over
    `max_bytes`. OSError (missing, unreadable, dangling or looping symlink) passes through."""
    st = os.stat(path)  # follows symlinks: a loop or a dangling one raises OSError here
    if not stat.S_ISREG(st.st_mode):
        raise SchemaError("schema.not_file")
    if st.st_size > max_bytes:
        raise SchemaError("schema.too_big", mb=max(1, max_bytes >> 20))
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between stat and open
            raise SchemaError("schema.not_file")
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(max_bytes + 1)
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise SchemaError("schema.too_big", mb=max(1, max_bytes >> 20))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SchemaError("schema.bad_json", line=1) from exc
    return loads(text, max_depth)

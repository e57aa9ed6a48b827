"""Loading game content (cards, maps) from JSON data files inside the package, with
validation that names the bad entry. Works the same from a source tree and a frozen build."""
from __future__ import annotations

import json
from importlib import resources
from typing import Any


class DataError(ValueError):
    """A content file is malformed; the message names the file and the entry."""


def load_json(package: str, name: str) -> Any:
    try:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise DataError(f"{package}/{name}: file missing") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"{package}/{name}: not valid JSON ({exc})") from exc


def require(cond: bool, where: str, what: str) -> None:
    """Raise DataError('<where>: <what>') unless cond holds."""
    if not cond:
        raise DataError(f"{where}: {what}")


def fields(entry: Any, where: str, spec: dict[str, type | tuple[type, ...]]) -> dict[str, Any]:
    """Check that `entry` is an object with the given fields of the given types."""
    require(isinstance(entry, dict), where, "expected an object")
    for key, typ in spec.items():
        require(key in entry, where, f"missing field {key!r}")
        require(isinstance(entry[key], typ), where, f"field {key!r} should be {typ}")
    return entry

"""The versioned JSON envelope shared by every saved deal and match.

Every record is one JSON object whose ``"format"`` field names the game, the record kind
and a version number: ``"paodekuai.deal/1"``, ``"paohuzi.match/1"``. The body is the
game's own business, but two things hold for all of them (see ``conventions.md`` §5.4):

* the deal is stored explicitly (the dealt cards, never only a seed), so a later change
  to the shuffle can never corrupt an old save;
* loading replays every move through the engine's full legality checks, so a tampered
  record is refused instead of producing an impossible position.

These helpers write the envelope and check it on the way back in.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import RecordError

__all__ = ["RecordError", "dump_record", "load_record", "field"]


def dump_record(fmt: str, body: dict[str, Any]) -> str:
    """Serialise ``body`` under the format tag ``fmt``.

    Args:
        fmt: ``"<game>.<kind>/<version>"``, e.g. ``"paodekuai.deal/1"``.
        body: JSON-serialisable fields (``"format"`` must not be among them).

    Returns:
        Compact JSON text with ``"format"`` first and keys otherwise in insertion order.
    """
    return json.dumps({"format": fmt, **body}, ensure_ascii=False, separators=(",", ":"))


def load_record(text: str | bytes | dict[str, Any], game_kind: str, versions: set[int]) -> tuple[int, dict[str, Any]]:
    """Parse a record and check its envelope.

    Args:
        text: JSON text (or an already-parsed dict).
        game_kind: the expected ``"<game>.<kind>"`` prefix, e.g. ``"paodekuai.deal"``.
        versions: the versions this engine reads.

    Returns:
        ``(version, record_dict)``.

    Raises:
        RecordError: if the text is not JSON, not an object, lacks ``format``, names another
            game or kind, or an unknown version.
    """
    if isinstance(text, dict):
        data = text
    else:
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"record is not valid JSON: {exc}") from None
        except RecursionError:
            raise RecordError("record is not valid JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise RecordError("record must be a JSON object")
    fmt = data.get("format")
    if not isinstance(fmt, str) or "/" not in fmt:
        raise RecordError("record has no 'format' field of the form '<game>.<kind>/<version>'")
    prefix, _, ver = fmt.rpartition("/")
    if prefix != game_kind:
        raise RecordError(f"record is a {prefix!r} record, expected {game_kind!r}")
    if not ver.isdigit() or int(ver) not in versions:
        raise RecordError(f"unknown {game_kind} record version {ver!r} (this engine reads {sorted(versions)})")
    return int(ver), data


def field(data: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """Fetch ``data[name]`` and check its type.

    Raises:
        RecordError: ``"record field 'plays' is missing"`` or ``"... must be list"``.
    """
    if name not in data:
        raise RecordError(f"record field {name!r} is missing")
    value = data[name]
    # bool is an int subclass: never accept it where a number is wanted
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int,))):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise RecordError(f"record field {name!r} must be {names}")
    return value

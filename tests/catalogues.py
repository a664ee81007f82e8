"""Read the page's message catalogues (``js/i18n/<code>.js``) and language list from Python.

A catalogue is an ES module ``export default { "key": "text", ... };`` whose values are
double-quoted JSON-style strings or backtick template literals without ``${``; ``//``
comments may stand between entries. :func:`load` parses exactly that shape and raises
``ValueError`` on anything else, so a catalogue the tests cannot read fails loudly.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "js" / "i18n"

PLACEHOLDER = re.compile(r"\{(\w+)\}")

_KEY_OR_END = re.compile(r'\s*(?://[^\n]*\n\s*)*(?:"((?:[^"\\]|\\.)*)"\s*:\s*|(\}\s*;?\s*)$)', re.S)
_DOUBLE = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_BACKTICK = re.compile(r"`([^`\\]*)`")


def load(path: Path) -> dict[str, str]:
    """The ``{key: text}`` of the catalogue module at ``path``.

    Raises:
        ValueError: if the file is not a plain catalogue (see the module docstring), a key
            is repeated, or a template literal holds ``${`` or a backslash.
    """
    text = path.read_text(encoding="utf-8")
    start = text.find("export default {")
    if start < 0:
        raise ValueError(f"{path.name}: no 'export default {{'")
    head = text[:start]
    if any(line.strip() and not line.strip().startswith("//") for line in head.splitlines()):
        raise ValueError(f"{path.name}: only comments may come before 'export default'")
    pos = start + len("export default {")
    out: dict[str, str] = {}
    while True:
        m = _KEY_OR_END.match(text, pos)
        if not m:
            raise ValueError(f"{path.name}: cannot read at {text[pos:pos + 60]!r}")
        if m.group(2) is not None:
            return out
        key = json.loads(f'"{m.group(1)}"')
        pos = m.end()
        if text.startswith('"', pos):
            v = _DOUBLE.match(text, pos)
            if not v:
                raise ValueError(f"{path.name}: bad string for {key!r}")
            value = json.loads(f'"{v.group(1)}"')
        elif text.startswith("`", pos):
            v = _BACKTICK.match(text, pos)
            if not v or "${" in v.group(1):
                raise ValueError(f"{path.name}: bad template literal for {key!r}")
            value = v.group(1)
        else:
            raise ValueError(f"{path.name}: value of {key!r} is not a string")
        if key in out:
            raise ValueError(f"{path.name}: key {key!r} twice")
        out[key] = value
        pos = v.end()
        comma = re.compile(r"\s*(?://[^\n]*\n\s*)*,?").match(text, pos)
        pos = comma.end() if comma else pos


def language_info() -> list[dict[str, str]]:
    """LANGUAGE_INFO of ``js/i18n/index.js``: ``[{"code", "tag", "name"}, ...]`` in order."""
    text = (I18N / "index.js").read_text(encoding="utf-8")
    block = re.search(r"export const LANGUAGE_INFO = \[(.*?)\];", text, re.S)
    if not block:
        raise ValueError("index.js: no LANGUAGE_INFO")
    return [{"code": c, "tag": tag, "name": name} for c, tag, name in re.findall(
        r'\{\s*code:\s*"([^"]+)",\s*tag:\s*"([^"]+)",\s*name:\s*"([^"]+)"\s*\}', block.group(1))]


def codes() -> list[str]:
    return [lang["code"] for lang in language_info()]


def catalogue(code: str) -> dict[str, str]:
    return load(I18N / f"{code}.js")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))

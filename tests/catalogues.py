"""Read the page's message catalogues and language list from Python.

Catalogues live in namespaces: the house's shared strings in ``js/core/i18n/<code>.js``
(beside ``index.js``, which holds ``LANGUAGE_INFO``), and each game's own in
``js/games/<game>/i18n/<code>.js``. A game's page shows both: :func:`catalogue` gives that
union (a test checks that no key is in both).

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
I18N = ROOT / "js" / "core" / "i18n"
"""The house's catalogues (and the language list, index.js)."""
HOUSE = "house"

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


def namespaces() -> dict[str, Path]:
    """Namespace -> its catalogue folder: the house's, then each game's (``js/games/*/i18n``)."""
    return {HOUSE: I18N, **{p.parent.name: p for p in sorted((ROOT / "js" / "games").glob("*/i18n"))}}


def games() -> list[str]:
    """The games that have catalogues of their own."""
    return [ns for ns in namespaces() if ns != HOUSE]


def namespace_catalogue(namespace: str, code: str) -> dict[str, str]:
    """The catalogue of one namespace (the house's, or a game's) in language ``code``."""
    return load(namespaces()[namespace] / f"{code}.js")


def catalogue(code: str, game: str = "paodekuai") -> dict[str, str]:
    """What game ``game``'s page can show in language ``code``: the house's messages and the
    game's (no key is in both)."""
    return {**namespace_catalogue(HOUSE, code), **namespace_catalogue(game, code)}


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))

"""Paohuzi (跑胡子), the Hunan mid-west variant of seed 004: the rules engine.

Everything the spec's §23 names is importable from here::

    from paohuzi import Card, parse_cards, format_cards, Rules, Deal, Match, evaluate, IllegalAction

Modules: :mod:`~paohuzi.cards` (notation, §2), :mod:`~paohuzi.rules` (options, §19),
:mod:`~paohuzi.melds` (sets, 胡息, 吃 / 比, §6 §11), :mod:`~paohuzi.partition` (best
partition search, §13), :mod:`~paohuzi.scoring` (胡, 底数, 番, ``evaluate``, §13–§15), the deal
in five parts: :mod:`~paohuzi.setup` (dealing and stated positions, §5, §7), :mod:`~paohuzi.flow`
(the step machine, §7–§17), :mod:`~paohuzi.position` (positions in play read out and
entered, §25), :mod:`~paohuzi.deal` (the interface, §23–§25) and :mod:`~paohuzi.record` (its
record); :mod:`~paohuzi.view` (per-seat view, §18),
:mod:`~paohuzi.match` (dealer rotation, §4), :mod:`~paohuzi.web` (the web bridge's adapter),
:mod:`~paohuzi.bench` (benchmark).
Pure standard-library Python for CPython 3.11+ and Pyodide.

The names above are loaded on first use (PEP 562): ``import paohuzi.rules`` or the web
bridge's ``describe()`` costs no more than those modules, so a page that lists Paohuzi
without opening it does not pay at start-up for the whole engine.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "CARDS": "cards", "Card": "cards", "format_cards": "cards", "parse_cards": "cards",
    "DEAL_FORMAT": "deal", "Deal": "deal", "DealResult": "deal", "IllegalAction": "deal",
    "MATCH_FORMAT": "match", "Match": "match", "next_dealer": "match",
    "Rules": "rules", "WinResult": "scoring", "evaluate": "scoring", "SeatView": "view",
    "ask_of_view": "position",
    "__version__": "version",
}
"""Each name of the package root and the module it lives in."""

__all__ = [
    "CARDS", "Card", "parse_cards", "format_cards", "Rules", "Deal", "DealResult", "IllegalAction", "Match",
    "next_dealer", "evaluate", "WinResult", "SeatView", "ask_of_view", "DEAL_FORMAT", "MATCH_FORMAT", "__version__",
]


def __getattr__(name: str) -> Any:
    """A name of :data:`__all__`, imported from its module on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'paohuzi' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

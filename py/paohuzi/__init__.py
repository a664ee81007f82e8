"""Paohuzi (跑胡子), the Hunan mid-west variant of seed 004: the rules engine.

Everything the spec's §23 names is importable from here::

    from paohuzi import Card, parse_cards, format_cards, Rules, Deal, Match, evaluate, IllegalAction

Modules: :mod:`~paohuzi.cards` (notation, §2), :mod:`~paohuzi.rules` (options, §19),
:mod:`~paohuzi.melds` (sets, 胡息, 吃 / 比, §6 §11), :mod:`~paohuzi.partition` (best
partition search, §13), :mod:`~paohuzi.scoring` (胡, 底数, 番, ``evaluate``, §13–§15), the deal
in four parts: :mod:`~paohuzi.setup` (dealing and stated positions, §5, §7), :mod:`~paohuzi.flow`
(the step machine, §7–§17), :mod:`~paohuzi.deal` (the interface, §23–§25) and
:mod:`~paohuzi.record` (its record); :mod:`~paohuzi.view` (per-seat view, §18),
:mod:`~paohuzi.match` (dealer rotation, §4), :mod:`~paohuzi.web` (the web bridge's adapter),
:mod:`~paohuzi.bench` (benchmark).
Pure standard-library Python for CPython 3.11+ and Pyodide.
"""

from .cards import CARDS, Card, format_cards, parse_cards
from .deal import DEAL_FORMAT, Deal, DealResult, IllegalAction, __version__
from .match import MATCH_FORMAT, Match, next_dealer
from .rules import Rules
from .scoring import WinResult, evaluate
from .view import SeatView

__all__ = [
    "CARDS", "Card", "parse_cards", "format_cards", "Rules", "Deal", "DealResult", "IllegalAction", "Match",
    "next_dealer", "evaluate", "WinResult", "SeatView", "DEAL_FORMAT", "MATCH_FORMAT", "__version__",
]

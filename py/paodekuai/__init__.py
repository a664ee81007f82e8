"""Pao De Kuai (跑得快, "Run Fast"): the rules engine.

Implements ``spec/paodekuai.md`` §1 … §14 for both presets (``standard`` and ``home``) in
pure Python (standard library only), for CPython 3.11+ and Pyodide. The public interface is
that of spec §13; everything below is importable from the package root.

>>> from paodekuai import Deal, Rules
>>> deal = Deal.from_hands(["3S 4S 5S", "6H 7H", "8D"], Rules.preset("standard"))
>>> deal.turn, [str(p) for p in deal.legal_plays()]
(0, ['3S', '4S', '5S'])
>>> deal.play("3S").kind
'single'
"""

from .cards import DECK, Card, format_cards, parse_card, parse_cards
from .deal import REASONS, Deal, DealResult, IllegalPlay
from .match import Match
from .plays import KINDS, Play
from .rules import PRESETS, Rules
from .version import ENGINE_VERSION
from .view import SeatView

__version__ = ENGINE_VERSION
__all__ = ["Card", "DECK", "parse_card", "parse_cards", "format_cards", "Rules", "PRESETS", "Deal",
           "DealResult", "IllegalPlay", "REASONS", "Play", "KINDS", "Match", "SeatView", "ENGINE_VERSION"]

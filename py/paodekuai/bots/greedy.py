"""``greedy``: the deterministic reference player of the arena (spec issue 4).

It leads its lowest single (or, when it may play no single, its smallest combination:
fewest cards, then lowest key), follows with the lowest beating play, and bombs only when
must-beat leaves nothing else. It never looks at anything but its own view, and draws no
random number: the same view always gives the same play.
"""

from __future__ import annotations

import random
import time

from cardroom.bots import BotResult, Limit, register_bot

from ..plays import BOMB, SINGLE, Play
from ..view import SeatView


def _order(p: Play) -> tuple[int, int, str]:
    return (p.key, len(p.ranks), p.shape)


def greedy_play(view: SeatView) -> Play | None:
    """The greedy choice for ``view`` (which must be the seat to move).

    Returns:
        A play from ``view.legal_plays``, or ``None`` to pass (only when passing is legal).
    """
    plays = view.legal_plays
    if not plays:
        return None
    if view.table is None:
        singles = [p for p in plays if p.kind == SINGLE]
        if singles:
            return min(singles, key=_order)
        return min(plays, key=lambda p: (len(p.ranks), p.key, p.shape))
    plain = [p for p in plays if p.kind != BOMB]
    return min(plain or plays, key=_order)


@register_bot("paodekuai", "greedy")
class GreedyBot:
    """The reference player: see the module docstring."""

    name = "greedy"

    def choose(self, view: SeatView, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Pick the greedy move for ``view``.

        Raises:
            ValueError: if it is not ``view.seat``'s turn or the deal is over.
        """
        if view.is_over or view.turn != view.seat:
            raise ValueError("it is not this seat's turn")
        t0 = time.perf_counter()
        play = greedy_play(view)
        return BotResult(play, {"think_ms": (time.perf_counter() - t0) * 1000})

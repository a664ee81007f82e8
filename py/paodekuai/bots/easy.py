"""``easy``: the greedy reference player with a little randomness (issue 4, item 2).

Most of the time it plays exactly as ``greedy`` (lowest single first, lowest beating play,
bombs only when nothing else beats). With probability :data:`NOISE` it instead plays a
legal play drawn at random (bombs excluded unless they are all it has). It counts no
cards and never thinks ahead, so a beginner can beat it.
"""

from __future__ import annotations

import random
import time

from cardroom.bots import BotResult, Limit, register_bot

from ..plays import BOMB
from ..view import SeatView
from .greedy import greedy_play
from .normal import check_turn

NOISE = 0.3
"""Chance that a move is a random legal play instead of the greedy one."""


@register_bot("paodekuai", "easy")
class EasyBot:
    """The Easy level: see the module docstring. Deterministic for a given ``rng`` state."""

    name = "easy"

    def choose(self, view: SeatView, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Pick the Easy play for ``view``; draws from ``rng`` (a fixed ``Random(0)`` if none).

        Raises:
            ValueError: if it is not ``view.seat``'s turn or the deal is over.
        """
        check_turn(view)
        t0 = time.perf_counter()
        if rng is None:
            rng = random.Random(0)
        plays = view.legal_plays
        play = greedy_play(view)
        if len(plays) > 1 and rng.random() < NOISE:
            plain = [p for p in plays if p.kind != BOMB] or list(plays)
            play = plain[rng.randrange(len(plain))]
        return BotResult(play, {"think_ms": (time.perf_counter() - t0) * 1000})

"""``easy``: the greedy reference player with a little randomness (issue 13).

With probability :data:`NOISE` it takes an action drawn at random from ``view.actions``
instead of greedy's, except that it never refuses a 胡: offered one, it always takes it.
When only one action is legal it plays it without drawing.
"""

from __future__ import annotations

import random
import time
from typing import Any

from cardroom.bots import BotResult, Limit, register_bot

from .greedy import greedy_action
from .shapes import Position

NOISE = 0.3
"""Chance that a decision is a random legal action instead of greedy's."""


def easy_action(pos: Position, rng: random.Random) -> str:
    """Easy's action for a parsed position; draws one number from ``rng`` when there is a choice."""
    acts = pos.actions
    if "hu" in acts:
        return "hu"
    if len(acts) > 1 and rng.random() < NOISE:
        return acts[rng.randrange(len(acts))]
    return greedy_action(pos)


@register_bot("paohuzi", "easy")
class EasyBot:
    """The Easy level: see the module docstring. Deterministic for a given ``rng`` state."""

    name = "easy"

    def choose(self, view: Any, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Easy's action for ``view``; draws from ``rng`` (a fixed ``Random(0)`` if none).

        Raises:
            ValueError: if ``view.seat`` has no decision to make.
        """
        t0 = time.perf_counter()
        action = easy_action(Position(view), rng if rng is not None else random.Random(0))
        return BotResult(action, {"think_ms": (time.perf_counter() - t0) * 1000})

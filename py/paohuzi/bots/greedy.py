"""``greedy``: the deterministic reference player of the Paohuzi arena (issue 13).

* 胡 whenever it is offered.
* 碰 / 吃 only when, after its best discard, the hand is closer to complete (a smaller
  :func:`~paohuzi.ready.distance`: fewer cards still needed for the seven groups of §13.1),
  or when its visible 胡息 (table sets and 坎) rises and the hand gets no further from
  complete; among several such claims the one leaving the smallest distance, then the most
  visible 胡息, then the first in ``view.actions`` (碰 before 吃, 吃 layouts in their listed
  order); otherwise 过.
* Discard the card that leaves the hand closest to complete; ties keep the cards worth more
  胡息 (a big card before a small one, then a card of the 一二三 / 二七十 ranks before
  another), then the lower card (canonical order ``x1 … x10 d1 … d10``) goes first.

It reads nothing but its own view and draws no random number: the same view always gives
the same action.
"""

from __future__ import annotations

import random
import time
from typing import Any

from cardroom.bots import BotResult, Limit, register_bot

from ..ready import Shape, distance
from .shapes import Position, card_worth, discard_card, discards_of, minus, needs_discard, take


def discard_key(shape: Shape, card: int) -> tuple[int, bool, bool, int]:
    """Greedy's order of discards (smallest first): distance left, then the card's worth, then
    the card itself."""
    big, scoring = card_worth(card)
    return (distance(minus(shape, card)), big, scoring, card)


def best_discard(shape: Shape) -> tuple[int, int] | None:
    """Greedy's discard from a shape holding one card too many: ``(card, distance after)``, or
    ``None`` when nothing can be discarded."""
    cards = discards_of(shape)
    if not cards:
        return None
    c = min(cards, key=lambda i: discard_key(shape, i))
    return c, distance(minus(shape, c))


def after_claim(shape: Shape, action: str, card: int) -> tuple[int, int]:
    """``(distance, visible 胡息)`` after claiming ``card`` with ``action`` and greedy's discard."""
    s = take(shape, action, card)
    if needs_discard(s):
        bd = best_discard(s)
        if bd is not None:
            return bd[1], s.fixed_huxi()
    return distance(s), s.fixed_huxi()


def greedy_action(pos: Position) -> str:
    """Greedy's action for a parsed position (one of ``pos.actions``)."""
    acts = pos.actions
    if pos.stage == "hu":
        return "hu"
    if pos.stage == "discard":
        return min(acts, key=lambda a: discard_key(pos.shape, discard_card(a)))
    d0 = distance(pos.shape)
    h0 = pos.shape.fixed_huxi()
    best: tuple[int, int, int] | None = None
    choice = "pass"
    assert pos.offer is not None
    for k, a in enumerate(acts):
        if a == "pass":
            continue
        d1, h1 = after_claim(pos.shape, a, pos.offer)
        if d1 < d0 or (d1 == d0 and h1 > h0):
            key = (d1, -h1, k)
            if best is None or key < best:
                best = key
                choice = a
    return choice


@register_bot("paohuzi", "greedy")
class GreedyBot:
    """The reference player: see the module docstring."""

    name = "greedy"

    def choose(self, view: Any, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Greedy's action for ``view`` (an exact string of ``view.actions``).

        Raises:
            ValueError: if ``view.seat`` has no decision to make.
        """
        t0 = time.perf_counter()
        action = greedy_action(Position(view))
        return BotResult(action, {"think_ms": (time.perf_counter() - t0) * 1000})

"""How likely a sampled world makes the other seats' recent public choices (issue 13).

A search that samples the hidden cards uniformly (:mod:`paohuzi.bots.worlds`) ignores what the
other seats' play says about their hands: a seat that let a card go by usually had no good
use for it, a seat that discarded a card usually had no better one to let go. This module
scores a world by that evidence under a *noisy Normal* model of each other seat: at each of
its choices, the choice actually made has probability ``softmax(beta * score)`` over the
choices it had, where ``score`` is Normal's estimate of the outlook each leaves (its value in
points less :data:`EFF_WEIGHT` points per card still needed, :mod:`paohuzi.bots.normal`),
read from the world's view of that seat. A world's weight is the product over both other
seats (a sum of logs, :func:`world_log_likelihood`).

Only the choices made since the seat's hand last changed are scored, because only then is
its hand at that moment exactly the world's hand now: its last discard (when nothing but
draws followed it: the hand then was the hand now plus that card) and every card offered to
it since that nobody took (it passed its 碰 and 吃 on it, §10, §11). The Context (unseen
counts, stock share) is the seat's view now, not then: an approximation.
"""

from __future__ import annotations

import math
from typing import Any

from ..cards import CODES
from ..deal import Deal
from ..melds import chi_layouts, format_sets
from ..ready import Shape, shape_of, unseen_counts
from ..rules import Rules
from .normal import Context, Outlook, claim_outlook, discard_risk
from .shapes import discards_of, minus
from .worlds import INDEX

EFF_WEIGHT = 3.0
"""Points of score per card still needed (Normal ranks by that distance first)."""
_CLAIMS = ("chi", "peng", "wei", "ti", "pao", "hu")


class _Facts:
    """What :class:`~paohuzi.bots.normal.Context` reads, for a seat that is not asked now."""

    def __init__(self, view: Any, rules: Rules) -> None:
        self.view = view
        self.seat = view.seat
        self.rules = rules
        self.unseen = unseen_counts(view)


def recent_choices(history: Any, seat: int) -> tuple[int | None, list[tuple[int, int, str]]]:
    """The choices of ``seat`` since its hand last changed, read from a history (tuple of
    entries ``"s verb card…"``): ``(its last discard's card index or None, offers)`` where
    each offer ``(card index, source seat, "draw" | "discard")`` came after that change and
    nobody took it. A discard counts only when it is the seat's last hand change."""
    hist = [e.split() for e in history]
    last = -1
    for i, p in enumerate(hist):
        if len(p) >= 2 and p[0] == str(seat) and p[1] != "draw":
            last = i
    discard = None
    if last >= 0 and hist[last][1] == "discard" and len(hist[last]) == 3:
        discard = INDEX[hist[last][2]]
    offers = []
    n = len(hist)
    for i in range(last + 1, n):
        p = hist[i]
        if len(p) != 3 or p[1] not in ("draw", "discard") or p[2] == "?" or not p[0].isdigit():
            continue
        j = i + 1
        taken = False
        while j < n and not (len(hist[j]) >= 2 and hist[j][1] in ("draw", "discard")):
            if len(hist[j]) >= 2 and hist[j][1] in _CLAIMS:
                taken = True
            j += 1
        if j >= n:  # the offer still running (the current decision): nothing proven yet
            continue
        if not taken:
            offers.append((INDEX[p[2]], int(p[0]), p[1]))
    return discard, offers


def _score(o: Outlook | None, ctx: Context, risk: float = 0.0) -> float | None:
    if o is None:
        return None
    return o.value(ctx) - risk - EFF_WEIGHT * o.eff(ctx)


def _log_softmax(beta: float, chosen: float, others: list[float]) -> float:
    xs = [beta * chosen] + [beta * x for x in others]
    m = max(xs)
    return xs[0] - m - math.log(sum(math.exp(x - m) for x in xs))


def seat_log_likelihood(world: Deal, seat: int, history: Any, rules: Rules, beta: float) -> float:
    """The log probability, under the noisy Normal model of this module, of ``seat``'s
    choices since its hand last changed, given its cards in ``world`` (a deal whose hidden
    cards are all known). 0.0 when it made none that had an alternative."""
    v = world.view(seat)
    if v.xianggong[seat]:
        return 0.0
    shape = shape_of(v)
    ctx = Context(_Facts(v, rules))  # type: ignore[arg-type]
    discard, offers = recent_choices(history, seat)
    total = 0.0
    if discard is not None:
        hand = list(shape.hand)
        hand[discard] += 1
        before = Shape(list(shape.melds), hand, shape.shift)
        scores = {}
        for c in discards_of(before):
            s = _score(Outlook(minus(before, c), ctx), ctx, discard_risk(c, ctx))
            if s is not None:
                scores[c] = s
        if discard in scores and len(scores) > 1:
            total += _log_softmax(beta, scores.pop(discard), list(scores.values()))
    nxt_drawn = rules.next_can_chi_drawn
    for c, src, kind in offers:
        if src == seat and kind == "discard":
            continue
        acts = []
        if src != seat and shape.hand[c] == 2:
            acts.append("peng")
        if (kind == "draw" and (src == seat or (nxt_drawn and seat == (src + 1) % 3))) or \
                (kind == "discard" and seat == (src + 1) % 3):
            acts += ["chi " + format_sets(lay) for lay in chi_layouts(list(shape.hand), c)]
        if not acts:
            continue
        pctx = Context(_Facts(v, rules))  # type: ignore[arg-type]
        pctx.chou[seat] = pctx.chou[seat] | {CODES[c]}
        stay = _score(Outlook(shape, pctx), pctx)
        alts = [s for s in (_score(claim_outlook(shape, a, c, pctx)[0], pctx) for a in acts) if s is not None]
        if alts and stay is not None:
            total += _log_softmax(beta, stay, alts)
    return total


def world_log_likelihood(world: Deal, view: Any, beta: float) -> float:
    """:func:`seat_log_likelihood` summed over the two seats other than ``view.seat``."""
    rules = Rules.from_dict(view.rules)
    return sum(seat_log_likelihood(world, (view.seat + k) % 3, view.history, rules, beta) for k in (1, 2))

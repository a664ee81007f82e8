"""``normal``: the heuristic player (issue 13), and the policy the Hint and the search build on.

Normal plays for a win worth having. For every action it looks at the shape the action
leaves (after its discard when a 碰 / 吃 obliges one, §8) through an :class:`Outlook`:

* the **effective distance**: the distance of :mod:`paohuzi.ready` (cards still needed for
  the groups of §13.1), one more when the hand is ready but waits on nothing that can still
  come (every winning card seen, or no win of ``min_huxi`` 胡息 at all). Normal keeps it as
  small as it can: among the discards, only those leaving the smallest one are weighed,
  and a claim is taken only when it leaves a smaller one, or the same with a better value;
* the **value**, an estimate of the points the shape will win: for a ready hand its 听 set
  with the engine's own value of each win (:func:`~paohuzi.ready.ting`: ``min_huxi``, the 番
  table, forced 偎 / 提 / 跑) and how many copies of the winning cards are unseen; for
  another hand its distance, the 胡息 its completion would hold against ``min_huxi``, and
  the unseen cards that complete one of its pairs (a 碰 or 偎 takes them from anywhere);
  both through a logistic model of self-play statistics (:func:`win_chance`);
* the **risk** of a discard: the chance that it feeds another seat a 跑 (a hidden 坎), a 碰
  (a pair, the card not 臭 for that seat) or the next seat a 吃, from the unseen counts and
  the hand sizes (:func:`discard_risk`); a card whose other copies are all seen is safe.

It always takes a 胡. No randomness: the same view always gives the same action.
:func:`decide` is the policy as a function of a :class:`~paohuzi.bots.shapes.Position` (a
few milliseconds, so a search can play every seat of its playouts with it);
:func:`normal_action` wraps it for a view.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from cardroom.bots import BotResult, Limit, register_bot

from ..cards import CODES
from ..melds import SETS_WITH, make_identical
from ..ready import FAR, Shape, distance, distance_and_potential, ting
from ..rules import Rules
from .shapes import Position, card_worth, discards_of, minus, needs_discard, take

PARAMS: dict[str, float] = {
    "risk_pao": 1.2,     # cost of feeding a 跑, in points
    "risk_peng": 0.6,    # cost of feeding a 碰
    "risk_chi": 0.25,    # cost of feeding the next seat a 吃
    "dead": 1.0,         # effective distance added when a ready hand waits on nothing that can come
    "short_far": 2.0,    # … and when its completion lacks this many threes of 胡息 (6)
    "known_top": 0.85,   # chance a red card moved to the top of the stock is drawn before the end
    "known_bottom": 0.35,# … and the face-up bottom card
}
"""Weights of the heuristic, set with the arena (see :mod:`paohuzi.bots`: what each idea gave)."""


class Context:
    """The public facts Normal weighs, read once per decision from a position."""

    def __init__(self, pos: Position):
        view = pos.view
        self.rules: Rules = pos.rules
        self.need = pos.rules.min_huxi
        self.seat = pos.seat
        self.unseen = pos.unseen
        self.total_unseen = max(1, sum(self.unseen))
        known = len(view.known_top) + (1 if view.bottom is not None else 0)
        self.stock_unknown = max(0, view.stock_count - known)
        self.stock_count = view.stock_count
        # chance that one unseen copy is in the stock (the others' hands and hidden 偎 hold the rest)
        self.in_stock = self.stock_unknown / self.total_unseen
        self.hand_sizes = view.hand_counts
        self.chou = [frozenset(c) for c in view.chou]
        # stock cards everyone knows (§5.4): the red cards moved to the top come next, the
        # face-up bottom card last; the chance each is drawn before the deal ends
        self.known: list[tuple[int, float]] = [(_INDEX[c], PARAMS["known_top"]) for c in view.known_top]
        if view.bottom is not None:
            self.known.append((_INDEX[view.bottom], PARAMS["known_bottom"]))
        self.xianggong = view.xianggong


def plus(shape: Shape, card: int) -> Shape:
    """The shape with ``card`` taken into the hand as a draw would (a pair becomes a 偎 —
    here a triple in hand, the same group — and a 坎 a 提)."""
    h = list(shape.hand)
    if h[card] == 3:
        h[card] = 0
        return Shape(shape.melds + [make_identical("ti", card)], h, shape.shift)
    h[card] += 1
    return Shape(shape.melds, h, shape.shift)


_TING: dict[tuple, list] = {}
TING_CACHE = 20000
"""Entries :func:`cached_ting` keeps before it starts afresh (a search plays thousands of shapes)."""


def cached_ting(shape: Shape, rules: Rules, dist: int) -> list:
    """:func:`paohuzi.ready.ting` of ``shape`` (distance ``dist``) under ``rules``, remembered:
    it is a pure function of the sets, the hand, the shift and the rules, and the most costly
    part of a decision (a search meets the same shapes in many playouts)."""
    key = (tuple(m.text for m in shape.melds), tuple(shape.hand), shape.shift, rules, dist)
    out = _TING.get(key)
    if out is None:
        if len(_TING) >= TING_CACHE:
            _TING.clear()
        out = _TING[key] = ting(shape, rules, dist=dist)
    return out


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def win_chance(d: int, short: float, stock: float, copies: int, in_stock: float, pairs: int) -> float:
    """Chance that a shape between turns goes on to win: a logistic model fitted to self-play
    statistics (see :mod:`paohuzi.bots`).

    Args:
        d: its distance; short: 胡息 its completion lacks, in threes (at most 4); stock: share of
            the stock left (0..1); copies: unseen copies of the cards it wins on now; in_stock:
            chance that an unseen copy lies in the stock; pairs: unseen copies of the cards
            that would bring it closer by completing one of its pairs (a 碰 or 偎 can take
            them from any seat, where a sequence waits for the seat's own draw or its upper
            seat's discard: only these counted in the statistics).
    """
    if d <= 1:
        if copies:
            return _sigmoid(-1.88 + 1.15 * stock + 0.69 * math.log1p(copies) + 0.37 * in_stock)
        return _sigmoid(-2.73 + 2.45 * stock - 0.515 * min(short, 4.0))
    k = min(d, 5) - 2
    return _sigmoid(-3.52 + 2.70 * stock + k * (-1.61 + 1.10 * stock) - 0.57 * min(short, 4.0)
                    + 0.357 * math.log1p(pairs))


class Outlook:
    """What Normal knows of one shape between turns: distance, 胡息 potential, and (lazily) its
    waits and value."""

    __slots__ = ("shape", "d", "pot", "short", "copies", "known", "points", "waits", "sure", "_value")

    def __init__(self, shape: Shape, ctx: Context):
        self.shape = shape
        self.d, self.pot = distance_and_potential(shape)
        self.short = max(0, ctx.need - self.pot) / 3
        self.copies = 0      # unseen copies of the winning cards
        self.known = 0       # copies of them among the stock cards everyone knows
        self.sure = 0.0      # chance one of those known copies is drawn
        self.points = 0.0
        self.waits: list[str] = []
        self._value: float | None = None
        if self.d <= 1:
            by_card: dict[str, dict[str, int]] = {}
            for w in cached_ting(shape, ctx.rules, self.d):
                by_card.setdefault(w.card, {})[w.source] = w.score
            miss = 1.0
            for code, src in by_card.items():
                u = ctx.unseen[_INDEX[code]]
                each = (src.get("self", 0) + 2 * src.get("other", 0)) / 3
                self.copies += u
                self.points += u * each
                for c, p in ctx.known:
                    if c == _INDEX[code]:
                        miss *= 1 - p
                        self.known += 1
                        self.points += each
            self.sure = 1 - miss
            self.waits = sorted(by_card, key=lambda c: _INDEX[c])

    def eff(self, ctx: Context) -> float:
        """Effective distance: the distance, one more when the hand is ready on nothing that can
        still come (no unseen or known stock copy of a winning card, or no win of ``min_huxi``
        at all), or when its completion lacks 6 胡息 or more."""
        e = float(self.d)
        if self.d <= 1 and not self.copies and not self.known:
            e += PARAMS["dead"]
        elif self.short >= PARAMS["short_far"]:
            e += 1
        return e

    def value(self, ctx: Context) -> float:
        """Estimated points the shape will win (2 × what each loser pays, times the chance)."""
        if self._value is None:
            stock = ctx.stock_count / 19
            if self.d >= FAR:
                self._value = 0.0
            elif self.d <= 1 and (self.copies or self.known):
                score = 0.62 + 1.08 * self.points / (self.copies + self.known)
                p = win_chance(1, self.short, stock, self.copies, ctx.in_stock, 0) if self.copies else 0.0
                self._value = 2 * score * (1 - (1 - p) * (1 - self.sure))
            else:
                pairs = pair_cards(self.shape, self.d, ctx) if self.d >= 2 else 0
                self._value = 2 * _typical_score(self.pot, ctx.need) * win_chance(
                    self.d, self.short, stock, 0, ctx.in_stock, pairs)
        return self._value

    def info(self) -> dict[str, Any]:
        out: dict[str, Any] = {"distance": self.d, "huxi": self.pot}
        if self.waits:
            out["waits"] = " ".join(self.waits)
            out["copies"] = self.copies
            out["known"] = self.known
        return out


def pair_cards(shape: Shape, dist: int, ctx: Context) -> int:
    """Unseen copies of the cards that complete one of the hand's pairs (not 臭 for the seat)
    and so bring the shape one card closer."""
    n = 0
    for c, k in enumerate(shape.hand):
        if k == 2 and ctx.unseen[c] and CODES[c] not in ctx.chou[ctx.seat] and distance(plus(shape, c)) < dist:
            n += ctx.unseen[c]
    return n


def shape_value(shape: Shape, ctx: Context) -> tuple[float, dict[str, Any]]:
    """Estimated points a shape between turns will win, and what the estimate rests on."""
    o = Outlook(shape, ctx)
    return o.value(ctx), o.info()


def _typical_score(pot: int, need: int) -> float:
    """What a loser typically pays for a win whose completion now holds ``pot`` 胡息 (self-play)."""
    if pot < need:
        return 3.9
    return 5.0 + 1.3 * max(0, pot - max(need, 15) - 4) / 3


_INDEX = {code: i for i, code in enumerate(CODES)}


def _p_at_least(k: int, copies: int, hand: int, pool: int) -> float:
    """Chance that a hand of ``hand`` cards drawn from ``pool`` unseen cards holds at least
    ``k`` of ``copies`` given ones (hypergeometric)."""
    if copies < k or hand < k or pool <= 0:
        return 0.0
    # P(X = j) for j < k, by the product formula
    below = 0.0
    for j in range(k):
        if j > copies or j > hand:
            break
        below += _hyper(j, copies, hand, pool)
    return max(0.0, 1.0 - below)


def _hyper(j: int, copies: int, hand: int, pool: int) -> float:
    from math import comb
    denom = comb(pool, hand)
    if denom == 0:
        return 0.0
    return comb(copies, j) * comb(pool - copies, hand - j) / denom


def discard_risk(card: int, ctx: Context) -> float:
    """Expected cost (points) of discarding ``card``: another seat's forced 跑 on a hidden 坎,
    a 碰 on a pair (not 臭 for it), the next seat's 吃."""
    p = PARAMS
    u = ctx.unseen[card]
    code = CODES[card]
    pool = ctx.total_unseen
    risk = 0.0
    nxt = (ctx.seat + 1) % 3
    for s in (nxt, (ctx.seat + 2) % 3):
        n = ctx.hand_sizes[s]
        if u >= 2 and n:
            kan = _p_at_least(3, u, n, pool) if u >= 3 else 0.0
            pair = _p_at_least(2, u, n, pool) - kan
            risk += p["risk_pao"] * kan
            if code not in ctx.chou[s] and not ctx.xianggong[s]:
                risk += p["risk_peng"] * pair
    n = ctx.hand_sizes[nxt]
    if n and code not in ctx.chou[nxt] and not ctx.xianggong[nxt]:
        f = n / pool
        chance = 0.0
        for st in SETS_WITH[card]:
            others = list(st)
            others.remove(card)
            a, b = others
            if a == b:
                chance += (ctx.unseen[a] * f) ** 2 / 2
            else:
                chance += (ctx.unseen[a] * f) * (ctx.unseen[b] * f)
        risk += p["risk_chi"] * min(1.0, chance)
    return risk


def best_discard(shape: Shape, ctx: Context) -> tuple[int, Outlook | None, float]:
    """Normal's discard from a shape holding one card too many: ``(card, outlook after it,
    risk)``, ``(-1, None, 0)`` when nothing can go. The discards leaving the smallest effective
    distance are weighed by value less risk; ties keep the cards worth more, then the lower card goes."""
    outs = [(c, Outlook(minus(shape, c), ctx)) for c in discards_of(shape)]
    if not outs:
        return -1, None, 0.0
    low = min(o.eff(ctx) for _, o in outs)
    best: tuple[float, tuple[bool, bool], int] | None = None
    pick: tuple[int, Outlook | None, float] = (-1, None, 0.0)
    for c, o in outs:
        if o.eff(ctx) > low:
            continue
        r = discard_risk(c, ctx)
        key = (o.value(ctx) - r, tuple(not x for x in card_worth(c)), -c)
        if best is None or key > best:
            best = key
            pick = (c, o, r)
    return pick


def claim_outlook(shape: Shape, action: str, card: int, ctx: Context) -> tuple[Outlook | None, int | None]:
    """The outlook after a 碰 / 吃 ``action`` on ``card`` and Normal's discard if one is due:
    ``(outlook, discard)``; ``(None, None)`` when no discard is possible."""
    s = take(shape, action, card)
    if needs_discard(s):
        c, o, _ = best_discard(s, ctx)
        if o is None:
            return None, None
        return o, c
    return Outlook(s, ctx), None


def decide(pos: Position) -> tuple[str, dict[str, Any]]:
    """Normal's action for a position, and what it rests on (for :func:`paohuzi.bots.hint`):
    ``{"before": Outlook, "after": Outlook, "discard": card or None}``."""
    acts = pos.actions
    if pos.stage == "hu":
        return "hu", {}
    ctx = Context(pos)
    if pos.stage == "discard":
        c, o, r = best_discard(pos.shape, ctx)
        return f"discard {CODES[c]}", {"after": o, "discard": c, "risk": r}
    assert pos.offer is not None
    # passing makes the offered card 臭 for this seat (§12): no 碰 of it later
    ctx.chou[ctx.seat] = ctx.chou[ctx.seat] | {CODES[pos.offer]}
    before = Outlook(pos.shape, ctx)
    best_a = "pass"
    best_o = before
    best_c: int | None = None
    for a in acts:
        if a == "pass":
            continue
        o, c = claim_outlook(pos.shape, a, pos.offer, ctx)
        if o is None:
            continue
        if (-o.eff(ctx), o.value(ctx)) > (-best_o.eff(ctx), best_o.value(ctx)):
            best_a, best_o, best_c = a, o, c
    return best_a, {"before": before, "after": best_o, "discard": best_c}


def normal_action(view: Any) -> str:
    """Normal's action for ``view`` (one exact string of ``view.actions``).

    Raises:
        ValueError: if ``view.seat`` has no decision to make.
    """
    return decide(Position(view))[0]


@register_bot("paohuzi", "normal")
class NormalBot:
    """The Normal level: the heuristic policy, deterministic, no search."""

    name = "normal"

    def choose(self, view: Any, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Normal's action for ``view`` (``rng`` and ``limit`` are not needed).

        Raises:
            ValueError: if ``view.seat`` has no decision to make.
        """
        t0 = time.perf_counter()
        action, _ = decide(Position(view))
        return BotResult(action, {"think_ms": (time.perf_counter() - t0) * 1000})

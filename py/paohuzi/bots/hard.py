"""``hard``: search over sampled worlds, on top of the Normal policy (issue 13).

For one decision it

1. takes a 胡 whenever one is offered (as every level does), and answers at once when only
   one action is legal;
2. lists the candidates: the legal actions ranked by the Normal policy
   (:mod:`paohuzi.bots.normal`; discards by effective distance, then value less risk;
   claims and 过 by the outlook they leave), only those Normal is unsure between
   (:func:`unsure`: at a claim all of them, at a discard those leaving the same effective
   distance as Normal's choice and a value less risk within :attr:`HardBot.close` points of
   it), and keeps the best :attr:`HardBot.candidates`, Normal's own choice first; one left
   is played at once (``info["sure"]``);
3. samples *worlds*: guesses of the hidden cards (the other hands, their hidden 偎, the
   unknown stock in order) consistent with everything the view proves
   (:class:`paohuzi.bots.worlds.Inference`: counts, the 亮张, forced 提 / 偎 / 跑 that did
   not happen, declined 碰), each rebuilt as an exact position with ``Deal.from_setup``
   (spec §25); uniformly among those, or, with :attr:`HardBot.model_draws` above 1, by an
   opponent model that favours worlds in which the other seats are readier
   (:meth:`~paohuzi.bots.worlds.Inference.sample_modelled`; not the level's default: it
   played worse, see :mod:`paohuzi.bots`);
4. plays each candidate in each world and finishes the deal with the Normal policy for all
   three seats (a *playout*); the value is the deal's points for the searching seat (§15:
   the winner gets twice the score, each loser pays it; 0 for a 流局); with
   :attr:`HardBot.horizon` set, a playout stops once that many cards have been drawn from
   the stock (:func:`truncated_playout`) and the position is valued by Normal's outlook of
   every seat (:func:`outlook_points`; with :attr:`HardBot.leaf` ``"live"``,
   :func:`live_outlook_points`, which counts the copies still to come from the world's own
   hands and stock): a few times cheaper, and its paired differences between candidates
   far less noisy (see :mod:`paohuzi.bots`);
5. spends the simulations by successive halving: every candidate meets the same first
   worlds (common random numbers), the better half goes on to new worlds, and so on; the
   best mean wins, but Normal's choice is kept unless another candidate's mean over the
   same worlds (at least :data:`MIN_WORLDS` of them) beats it by more than
   :attr:`HardBot.margin` points and :attr:`HardBot.z` standard errors of the paired
   difference (the playouts are few and the tails heavy: a few big wins move a mean).

The budget is a :class:`cardroom.bots.Limit`: ``simulations`` (primary, reproducible) caps
the playouts, ``worlds`` the worlds drawn, ``time_ms`` is a cooperative cap (Pyodide cannot
be interrupted), checked before each world is drawn, before each playout and between the
decisions of one (stopping when the next decision, taken to last as long as the one before,
would pass it): a playout the cap cuts short is dropped, so a decision overruns the cap by
little more than the spread of one Normal decision and one world's construction (on a
loaded machine a Normal decision alone can take hundreds of milliseconds of wall time).
The same view, limit and rng state give the same action
(without a time cap): the only randomness is the worlds, drawn from ``rng``.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from cardroom.bots import BotResult, Limit, clock, register_bot

from ..cards import CODES, N_KINDS
from ..deal import Deal
from ..rules import Rules
from ..ready import shape_of, unseen_counts
from .normal import Context, Outlook, best_discard, claim_outlook, decide, discard_risk
from .shapes import Position, card_worth, discards_of, minus, needs_discard
from .likely import world_log_likelihood
from .worlds import Inference

MAX_CANDIDATES = 4
"""Candidates kept after the Normal policy's ranking."""
MARGIN = 0.0
"""Points per deal by which a candidate must beat Normal's choice to replace it."""
Z = 1.0
"""Standard errors of the paired difference by which a candidate must beat Normal's choice."""
MIN_WORLDS = 8
"""Worlds a candidate and Normal's choice must both have met before the candidate may replace
it (fewer give no usable spread: a time cap under load can leave one or two playouts)."""
CLOSE = 1.0
"""Points of value less risk within which Normal is taken to be unsure between two discards."""
MODEL_DRAWS = 1
"""Uniform worlds drawn for each world the opponent model keeps (:meth:`Inference.sample_modelled`;
1: no model, every world uniform). 16 draws at ``model_beta=2`` bring the other seats' readiness
close to what it is in Normal's self-play, but played worse (see :mod:`paohuzi.bots`)."""
MODEL_BETA = 0.0
"""Weight of the other seats' readiness in the opponent model: a world in which they need one
card fewer in all is ``exp(model_beta)`` times likelier (0: no model)."""
DEFAULT_LIMIT = Limit(simulations=48, time_ms=500)
"""Budget when ``choose`` is given none (the Hard level's, see ``paohuzi.bots.LEVELS``)."""


def ranked_actions(pos: Position) -> list[str]:
    """The legal actions of ``pos`` best first by the Normal policy (Normal's choice first).

    Discards by (effective distance, value less risk, the card's worth, lower card last);
    claims and ``"pass"`` by (effective distance, value) of the outlook they leave (after the
    discard a claim obliges, §8); a claim after which nothing can be discarded goes last.
    """
    return [a for a, _ in ranked_with_keys(pos)]


def unsure(pos: Position, close: float = CLOSE) -> list[str]:
    """The actions Normal is unsure between, its choice first: at a claim every legal one (a
    claim or a 过 changes the hand's course, and Normal's outlook of it is coarse); at a
    discard, those leaving the same effective distance as Normal's and an estimated value
    less risk within ``close`` points of it. A single action means nothing to search."""
    ranked = ranked_with_keys(pos)
    if pos.stage != "discard":
        return [a for a, _ in ranked]
    k0 = ranked[0][1]
    return [a for a, k in ranked if k[0] == k0[0] and k[1] - k0[1] <= close]


def ranked_with_keys(pos: Position) -> list[tuple[str, tuple]]:
    """:func:`ranked_actions` with each action's sort key (for discards ``(effective distance,
    -(value - risk), …)``, for claims ``(effective distance, -value)``)."""
    first, _ = decide(pos)
    ctx = Context(pos)
    keyed: list[tuple[tuple, str]] = []
    if pos.stage == "discard":
        for c in discards_of(pos.shape):
            o = Outlook(minus(pos.shape, c), ctx)
            key = (o.eff(ctx), -(o.value(ctx) - discard_risk(c, ctx)), tuple(not x for x in card_worth(c)), -c)
            keyed.append((key, f"discard {CODES[c]}"))
    elif pos.stage == "claim":
        assert pos.offer is not None
        ctx.chou[ctx.seat] = ctx.chou[ctx.seat] | {CODES[pos.offer]}
        for a in pos.actions:
            if a == "pass":
                o: Outlook | None = Outlook(pos.shape, ctx)
            else:
                o, _ = claim_outlook(pos.shape, a, pos.offer, ctx)
            key = (math.inf, 0.0) if o is None else (o.eff(ctx), -o.value(ctx))
            keyed.append((key, a))
    else:
        return [(first, ())]
    keyed.sort(key=lambda kv: kv[0])
    keys = {a: k for k, a in keyed}
    out = [first] + [a for _, a in keyed if a != first]
    return [(a, keys.get(a, ())) for a in out if a in pos.actions]


def playout(deal: Deal, seat: int, deadline: float | None = None) -> int | None:
    """Finish ``deal`` (changed in place) with the Normal policy for every seat; ``seat``'s
    points, or ``None`` when the next decision would pass ``deadline`` (a
    :func:`cardroom.bots.clock` value; the next decision is taken to last as long as the one
    before) before the deal ends."""
    step = 0.0
    while not deal.is_over:
        now = clock()
        if deadline is not None and now + step > deadline:
            return None
        s = deal.pending[0]
        deal.act(s, decide(Position(deal.view(s)))[0])
        step = clock() - now
    res = deal.result
    return 0 if res is None else res.points[seat]


class _SeatFacts:
    """What :class:`~paohuzi.bots.normal.Context` reads of a position, for a seat that is not
    asked now (a playout's end is valued from every seat's own view)."""

    def __init__(self, view: Any, rules: Any) -> None:
        self.view = view
        self.seat = view.seat
        self.rules = rules
        self.unseen = unseen_counts(view)


def outlook_points(deal: Deal, seat: int, rules: Any) -> float:
    """Normal's estimate of ``seat``'s points from a deal in play: each seat's
    :meth:`~paohuzi.bots.normal.Outlook.value` (twice what each loser would pay, times the
    chance to win, from that seat's own view; after its discard for a seat that must discard)
    gives ``seat`` its own value less half of each other seat's (§15: a winner takes twice
    the score, each loser pays it once). Points per deal, a float."""
    total = 0.0
    for s in range(3):
        v = deal.view(s)
        ctx = Context(_SeatFacts(v, rules))  # type: ignore[arg-type]
        shape = shape_of(v)
        if needs_discard(shape) and v.discarding == s:
            o = best_discard(shape, ctx)[1]
            val = 0.0 if o is None else o.value(ctx)
        else:
            val = Outlook(shape, ctx).value(ctx)
        total += val if s == seat else -val / 2
    return total


def live_counts(deal: Deal, seat: int) -> tuple[list[int], list[int]]:
    """Per card index (20 counts), the copies that may still reach ``seat`` in ``deal`` (all
    its cards known, a sampled world): those in the stock (the face-up bottom card included)
    and one for each other seat (the searching seat's too) that holds a single copy in hand;
    and the stock's counts alone. A pair or a 坎 in a hand, or a hidden 偎, stays there."""
    stock = [0] * N_KINDS
    for c in deal._stock[deal._spos:]:
        stock[c] += 1
    hands = deal._hands
    live = [stock[c] + sum(1 for t in range(3) if t != seat and hands[t][c] == 1) for c in range(N_KINDS)]
    return live, stock


def live_outlook_points(deal: Deal, seat: int, rules: Any) -> float:
    """:func:`outlook_points` with what the world knows: each seat's cards still to come are
    counted from the world's hands and stock instead of from that seat's view (a copy in the
    stock, or a single copy in another seat's hand, which that seat is likely to let go,
    counts; a pair, a 坎 or a hidden 偎 of another seat is kept there and does not). Points
    per deal, a float; a search's leaf only (it reads the hidden cards of a sampled world)."""
    in_stock = sum(live_counts(deal, 0)[1])
    total = 0.0
    for s in range(3):
        v = deal.view(s)
        facts = _SeatFacts(v, rules)
        ctx = Context(facts)  # type: ignore[arg-type]
        live = live_counts(deal, s)[0]
        shape = shape_of(v)
        if needs_discard(shape) and v.discarding == s:
            o = best_discard(shape, ctx)[1]
            if o is None:
                val = 0.0
            else:
                lctx = Context(facts)  # type: ignore[arg-type]
                lctx.unseen = live
                lctx.total_unseen = max(1, sum(live))
                lctx.in_stock = in_stock / lctx.total_unseen
                val = Outlook(o.shape, lctx).value(lctx)
        else:
            ctx.unseen = live
            ctx.total_unseen = max(1, sum(live))
            ctx.in_stock = in_stock / ctx.total_unseen
            val = Outlook(shape, ctx).value(ctx)
        total += val if s == seat else -val / 2
    return total


def truncated_playout(deal: Deal, seat: int, horizon: int, rules: Any,
                      deadline: float | None = None, leaf: Any = None) -> float | None:
    """:func:`playout` stopped once ``horizon`` cards have been drawn from the stock and the
    next decision is not a 胡: the deal's points for ``seat`` when it ended before, else
    :func:`outlook_points` there; ``None`` as :func:`playout` when ``deadline`` passes."""
    stop = deal.stock_count - horizon
    step = 0.0
    while not deal.is_over:
        s = deal.pending[0]
        now = clock()
        if deadline is not None and now + step > deadline:
            return None
        if deal.stock_count <= stop:
            v = deal.view(s)
            if "hu" not in v.actions:
                return (leaf or outlook_points)(deal, seat, rules)
        else:
            v = deal.view(s)
        deal.act(s, decide(Position(v))[0])
        step = clock() - now
    res = deal.result
    return 0 if res is None else res.points[seat]


LEAVES = {"outlook": outlook_points, "live": live_outlook_points}
"""The values a truncated playout's end can take (:attr:`HardBot.leaf`)."""


class _Search:
    """The worlds of one decision, drawn lazily from the view's inference."""

    def __init__(self, view: Any, rng: random.Random, draws: int = 1, beta: float = 0.0,
                 horizon: int | None = None, leaf: Any = None, weigh: float | None = None,
                 pool: int = 16) -> None:
        self.view = view
        self.weigh = weigh
        self.pool_size = pool
        self._pool: list[Deal] | None = None
        self._weights: list[float] = []
        self.horizon = horizon
        self.leaf = leaf
        self.rules = Rules.from_dict(view.rules)
        self.rng = rng
        self.draws = draws
        self.beta = beta
        self.inference = Inference(view)
        self.worlds: list[Deal] = []

    def world(self, i: int, deadline: float | None = None) -> Deal | None:
        """World ``i`` as a deal (drawn now if new; ``None`` if ``deadline`` passed first)."""
        if self.weigh is not None and self._pool is None:
            self._draw_pool(deadline)
        while len(self.worlds) <= i:
            if deadline is not None and clock() > deadline:
                return None
            if self._pool:
                self.worlds.append(self.rng.choices(self._pool, weights=self._weights)[0])
            else:
                self.worlds.append(self.inference.sample_modelled(self.rng, self.draws, self.beta, deadline).deal())
        return self.worlds[i]

    def _draw_pool(self, deadline: float | None) -> None:
        """Draw :attr:`pool_size` uniform worlds and weigh each by the likelihood of the other
        seats' recent choices (:func:`paohuzi.bots.likely.world_log_likelihood` at
        :attr:`weigh`); later worlds are drawn from this pool by weight (importance
        resampling). The deadline cuts the pool short (at least one world is drawn)."""
        pool: list[Deal] = []
        logs: list[float] = []
        while len(pool) < self.pool_size and (not pool or deadline is None or clock() <= deadline):
            w = self.inference.sample(self.rng).deal()
            pool.append(w)
            logs.append(world_log_likelihood(w, self.view, self.weigh or 0.0))
        top = max(logs)
        self._pool = pool
        self._weights = [math.exp(x - top) for x in logs]

    def value(self, i: int, action: str, deadline: float | None = None) -> int | None:
        """Points for the searching seat after ``action`` in world ``i``, at the deal's end
        (``None`` if ``deadline`` passed first)."""
        w = self.world(i, deadline)
        if w is None:
            return None
        d = w.clone()
        d.act(self.view.seat, action)
        if self.horizon is not None:
            return truncated_playout(d, self.view.seat, self.horizon, self.rules, deadline, self.leaf)
        return playout(d, self.view.seat, deadline)


@register_bot("paohuzi", "hard")
class HardBot:
    """The Hard level: see the module docstring.

    Args:
        candidates: actions searched (after the Normal policy's ranking).
        close: points within which Normal is unsure between two discards (:func:`unsure`);
            ``None`` searches every legal action.
        model_draws, model_beta: the opponent model of the worlds
            (:meth:`~paohuzi.bots.worlds.Inference.sample_modelled`; 1 draw: none).
        margin: points per deal a candidate must gain over Normal's choice to replace it.
        z: standard errors of the paired difference it must gain as well.
        min_worlds: worlds both must have met first (at least 2).
        horizon: stock draws after which a playout is valued by :func:`outlook_points`
            (:func:`truncated_playout`); ``None`` plays every playout to the deal's end.
        leaf: that value, a key of :data:`LEAVES`: ``"outlook"`` (the level's) or ``"live"``
            (:func:`live_outlook_points`, measured no better in play, see :mod:`paohuzi.bots`).
        weigh: ``None`` (the level's: uniform worlds) or a ``beta``: the worlds are drawn by
            importance resampling from ``pool`` uniform ones, each weighed by the likelihood
            of the other seats' recent choices under a noisy Normal
            (:func:`paohuzi.bots.likely.world_log_likelihood`).
    """

    name = "hard"

    def __init__(self, candidates: int = MAX_CANDIDATES, margin: float = MARGIN, z: float = Z,
                 min_worlds: int = MIN_WORLDS, close: float | None = CLOSE, model_draws: int = MODEL_DRAWS,
                 model_beta: float = MODEL_BETA, horizon: int | None = None, leaf: str = "outlook",
                 weigh: float | None = None, pool: int = 16) -> None:
        self.weigh = weigh
        self.pool = pool
        self.horizon = horizon
        self.leaf = leaf
        self.candidates = candidates
        self.margin = margin
        self.z = z
        self.min_worlds = max(2, min_worlds)
        self.close = close
        self.model_draws = model_draws
        self.model_beta = model_beta

    def choose(self, view: Any, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Search for the best action of ``view.seat`` (one exact string of ``view.actions``).

        Args:
            view: the seat's :class:`~paohuzi.view.SeatView`; the seat must be asked now.
            rng: the source of every random draw (a fixed ``Random(0)`` if ``None``).
            limit: the budget (:data:`DEFAULT_LIMIT` if ``None``; unset fields of a given
                limit impose no bound, except that without ``simulations`` the default
                count is used).

        Returns:
            The action and ``info``: ``think_ms``, ``simulations``, ``worlds``,
            ``candidates``, ``timed_out``, ``values`` (mean points per candidate searched)
            and ``normal`` (the Normal policy's choice); ``forced`` when no search was needed
            (a 胡, or one legal action), ``sure`` when Normal was sure (:func:`unsure`);
            ``no_world`` when no world consistent with the view could be built (then it
            plays Normal's choice).

        Raises:
            ValueError: if ``view.seat`` has no decision to make.
        """
        t0, c0 = time.perf_counter(), clock()
        pos = Position(view)
        limit = DEFAULT_LIMIT if limit is None else limit
        rng = random.Random(0) if rng is None else rng
        if "hu" in pos.actions or len(pos.actions) == 1:
            play = "hu" if "hu" in pos.actions else pos.actions[0]
            return BotResult(play, {"think_ms": (time.perf_counter() - t0) * 1000, "simulations": 0,
                                    "forced": True})
        ranked = ranked_actions(pos) if self.close is None else unsure(pos, self.close)
        cands = ranked[:self.candidates]
        if len(cands) == 1:
            return BotResult(cands[0], {"think_ms": (time.perf_counter() - t0) * 1000, "simulations": 0,
                                        "forced": len(pos.actions) == 1, "sure": True})
        search = _Search(view, rng, self.model_draws, self.model_beta, self.horizon,
                         LEAVES[self.leaf], self.weigh, self.pool)
        try:
            play, info = self._halving(search, cands, limit, limit.deadline(c0))
        except ValueError:  # no world could be built (a hand-made position): Normal's choice
            play, info = cands[0], {"simulations": 0, "no_world": True}
        info["think_ms"] = (time.perf_counter() - t0) * 1000
        return BotResult(play, info)

    def _beats(self, a: list[int], b: list[int]) -> bool:
        """Whether values ``a`` beat Normal's ``b`` (the same worlds, in order) clearly enough:
        their mean difference exceeds :attr:`margin` and :attr:`z` standard errors."""
        diffs = [x - y for x, y in zip(a, b)]
        n = len(diffs)
        m = sum(diffs) / n
        if m <= self.margin or n < self.min_worlds:
            return False
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        return m > self.z * math.sqrt(var / n)

    def _halving(self, search: _Search, cands: list[str], limit: Limit,
                 deadline: float | None) -> tuple[str, dict[str, Any]]:
        """Successive halving over ``cands`` (Normal's choice first)."""
        total = limit.simulations if limit.simulations is not None else DEFAULT_LIMIT.simulations or 48
        max_worlds = limit.worlds
        alive = list(range(len(cands)))
        vals: list[list[int]] = [[] for _ in cands]
        rounds = max(1, math.ceil(math.log2(len(cands))))
        used = 0
        next_world = 0
        stopped = False
        for rnd in range(rounds):
            share = (total - used) // (rounds - rnd)
            per = max(1, -(-share // len(alive)))
            if max_worlds is not None:
                per = min(per, max_worlds - next_world)
            if per <= 0 or used >= total:
                break
            for w in range(next_world, next_world + per):
                for ci in alive:
                    if used >= total or (deadline is not None and clock() > deadline):
                        stopped = used < total
                        break
                    v = search.value(w, cands[ci], deadline)
                    if v is None:  # the cap passed during the playout: it does not count
                        stopped = True
                        break
                    vals[ci].append(v)
                    used += 1
                if stopped or used >= total:
                    break
            next_world += per
            if stopped or used >= total:
                break
            if rnd < rounds - 1 and len(alive) > 1:
                keep = (len(alive) + 1) // 2
                alive = sorted(alive, key=lambda ci: (-sum(vals[ci]) / max(1, len(vals[ci])), ci))[:keep]
                if 0 not in alive:
                    alive.append(0)  # Normal's choice stays to the end: it is the one to beat
        common = min(len(vals[ci]) for ci in alive)
        best = 0
        if common:
            def mean(ci: int) -> float:
                return sum(vals[ci][:common]) / common
            top = min(alive, key=lambda ci: (-mean(ci), ci))
            if top != 0 and self._beats(vals[top][:common], vals[0][:common]):
                best = top
        info = {"simulations": used, "worlds": len(search.worlds), "candidates": len(cands),
                "timed_out": stopped, "normal": cands[0],
                "values": {cands[ci]: round(sum(vals[ci]) / len(vals[ci]), 2) for ci in range(len(cands))
                           if vals[ci]}}
        return cands[best], info

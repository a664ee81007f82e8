"""The Hard level's playout with a look-ahead for its own seat (a nested rollout).

A plain playout (:meth:`paodekuai.bots.sim.Sim.playout`) finishes a simulated deal with
each seat's policy, the searching seat's included: a candidate play is then valued as if
the searcher played the Normal policy afterwards, which undervalues the plays whose
follow-up needs more than the policy sees. :func:`lookahead_playout` plays the searching
seat better: at each of its turns in the simulated deal it tries the Normal policy's
:data:`LOOKAHEAD` best moves, plays each out (a plain playout), and keeps the one that
scored best for it; the other seats play their policies as in a plain playout.

Inside one world the searching seat then knows the hands it plays against, so the values
are somewhat optimistic for every candidate alike; what matters to the search is that they
rank the candidates closer to how the searcher will really go on. Measured in the arena
(see the README).
"""

from __future__ import annotations

from ..movegen import Move
from .policy import ranked_follows, ranked_leads
from .sim import Sim

LOOKAHEAD = 3
"""Moves of the searching seat tried at each of its turns inside a playout."""


def own_options(sim: Sim, k: int) -> list[Move | None]:
    """The seat to move's ``k`` best moves by the Normal policy's ranking: leading, its
    decomposition's plays (:func:`~paodekuai.bots.policy.ranked_leads`); following, the
    beating plays worth trying (:func:`~paodekuai.bots.policy.ranked_follows`); ``[None]``
    when it must pass."""
    t = sim.turn
    n = sim.n
    hand = sim.hands[t]
    unseen = sim.unseen(t)
    n_next, n_prev = n[(t + 1) % 3], n[(t + 2) % 3]
    if sim.table is None:
        return list(ranked_leads(hand, unseen, n_next, n_prev, n_next == 1)[:k])
    moves = sim.moves()
    if len(moves) <= 1:
        return list(moves) if moves else [None]
    return list(ranked_follows(hand, moves, unseen, n_next, n_prev, sim.immediate)[:k])


def lookahead_playout(sim: Sim, me: int, k: int = LOOKAHEAD) -> tuple[int, int, int]:
    """Play ``sim`` to the end (it is changed), seat ``me`` choosing at each of its turns
    the best of its ``k`` best Normal moves by a plain playout of each; the final points
    (:meth:`Sim.points`).

    Ties keep the earlier move of the ranking, so the result depends on ``sim`` alone.
    """
    while sim.winner is None:
        if sim.turn != me:
            sim.apply(sim.policy_move())
            continue
        options = own_options(sim, k)
        if len(options) == 1:
            sim.apply(options[0])
            continue
        best_move = options[0]
        best = None
        for m in options:
            trial = sim.copy()
            trial.apply(m)
            v = trial.points()[me] if trial.winner is not None else trial.playout()[me]
            if best is None or v > best:
                best, best_move = v, m
        sim.apply(best_move)
    return sim.points()

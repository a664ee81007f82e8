"""``normal``: the hand-decomposition player (issue 4, item 3), and the Hint (item 5).

It decides with :mod:`paodekuai.bots.policy` from the seat's view alone: its hand, the
card counter (the cards it has not seen), the others' card counts and the table. No
randomness: the same view always gives the same play. See the policy module for what it
does; this module turns views into rank counts and the policy's moves back into the
view's legal plays.
"""

from __future__ import annotations

import random
import time

from cardroom.bots import BotResult, Limit, register_bot

from ..counts import rank_counts
from ..movegen import Move
from ..plays import Play
from ..view import SeatView
from .hand import decompose
from .policy import distinct_bodies, follow_move, hand_minus, lead_move, ranked_follows, ranked_leads


hand_counts = rank_counts
"""13 rank counts (index ``key - 3``) of some cards (:func:`paodekuai.counts.rank_counts`)."""


def as_move(p: Play) -> Move:
    """A play as a movegen move ``(kind, units, key, ranks)``."""
    return (p.kind, p.units, p.key, p.ranks)


def table_of(view: SeatView) -> tuple[str, int, int] | None:
    """``(kind, units, key)`` of the play to beat, or ``None`` when the seat leads."""
    t = view.table
    return None if t is None else (t.kind, t.units, t.key)


def check_turn(view: SeatView) -> None:
    """Raise ``ValueError`` unless ``view.seat`` is to move in a deal not over."""
    if view.is_over or view.turn != view.seat:
        raise ValueError("it is not this seat's turn")


def _context(view: SeatView) -> tuple[list[int], list[int], int, int]:
    s = view.seat
    return hand_counts(view.hand), view.unseen_by_rank(), view.counts[(s + 1) % 3], view.counts[(s + 2) % 3]


def ranked_plays(view: SeatView) -> list[Play]:
    """Every legal play of the seat to move, the Normal policy's choice first, then the
    others from best to worst; plays that differ only in kickers are listed once (with
    the kickers the policy would choose). Empty when passing is the only legal move.

    Raises:
        ValueError: if it is not ``view.seat``'s turn.
    """
    check_turn(view)
    plays = view.legal_plays
    if not plays:
        return []
    by_ranks = {p.ranks: p for p in plays}
    moves = [as_move(p) for p in plays]
    hand, unseen, n_next, n_prev = _context(view)
    if view.table is None:
        first = ranked_leads(hand, unseen, n_next, n_prev, n_next == 1)
        rest = sorted(distinct_bodies(moves, hand),
                      key=lambda m: (-decompose(hand_minus(hand, m[3])).score, m[2], len(m[3]), m[3]))
        ordered = first + rest
    else:
        ordered = ranked_follows(hand, moves, unseen, n_next, n_prev, view.rules.bomb_bonus == "immediate")
    out: list[Play] = []
    seen: set[tuple[str, int, int]] = set()
    for m in ordered:
        p = by_ranks.get(m[3])
        if p is None:
            continue
        body = (p.kind, p.units, p.key) if p.kind in ("triple_two", "airplane") else None
        if p in out or (body is not None and body in seen):
            continue
        if body is not None:
            seen.add(body)
        out.append(p)
    return out


def normal_play(view: SeatView) -> Play | None:
    """The Normal policy's play for the seat to move (``None``: pass, only when forced).

    Raises:
        ValueError: if it is not ``view.seat``'s turn.
    """
    check_turn(view)
    plays = view.legal_plays
    if not plays:
        return None
    if len(plays) == 1:
        return plays[0]
    hand, unseen, n_next, n_prev = _context(view)
    if view.table is None:
        m = lead_move(hand, unseen, n_next, n_prev, n_next == 1)
    else:
        m = follow_move(hand, [as_move(p) for p in plays], unseen, n_next, n_prev,
                        view.rules.bomb_bonus == "immediate")
    for p in plays:
        if m is not None and p.ranks == m[3]:
            return p
    # the policy's lead is not legal here (the home preset's first play must hold 3♠)
    return ranked_plays(view)[0]


def hint_plays(view: SeatView, n: int = 3) -> list[Play]:
    """The Hint (issue 5): the Normal policy's play first, then other good, distinct plays.

    Args:
        view: the view of the seat to move (the person's seat).
        n: how many plays at most.

    Returns:
        Up to ``n`` legal plays, best first; plays that differ only in kickers appear once.
        Empty when passing is the only legal move.

    Raises:
        ValueError: if it is not ``view.seat``'s turn, or ``n`` < 1.
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    first = normal_play(view)
    if first is None:
        return []
    out = [first]
    for p in ranked_plays(view):
        if len(out) >= n:
            break
        if p != first:
            out.append(p)
    return out


@register_bot("paodekuai", "normal")
class NormalBot:
    """The Normal level: the hand-decomposition policy, deterministic, no search."""

    name = "normal"

    def choose(self, view: SeatView, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Pick the Normal play for ``view`` (``rng`` and ``limit`` are not needed).

        Raises:
            ValueError: if it is not ``view.seat``'s turn or the deal is over.
        """
        t0 = time.perf_counter()
        play = normal_play(view)
        return BotResult(play, {"think_ms": (time.perf_counter() - t0) * 1000})

"""Opponent models on rank counts: the policies the Hard level assumes the other seats play.

Hard reads the other seats' plays through a model of how they choose (which hidden hands
would have made those plays) and plays its simulated deals on with the same model. Two
models cover the players it meets:

* ``normal``: :func:`paodekuai.bots.policy.normal_move`, the hand-decomposition player;
* ``greedy``: :func:`greedy_move`, the reference player of :mod:`paodekuai.bots.greedy`
  (lowest single, lowest beating play, bombs only when nothing else beats), the way a
  beginner plays.

Every model has the signature of :data:`Model`; all are pure and deterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..movegen import Move, generate
from ..plays import BOMB, SINGLE
from .policy import normal_move, usable_counts

Model = Callable[[Sequence[int], "tuple[str, int, int] | None", Sequence[int], int, int, bool, bool], "Move | None"]
"""``model(hand, table, unseen, n_next, n_prev, split_bombs, immediate) -> move or None``
(the arguments of :func:`~paodekuai.bots.policy.normal_move`)."""

_SHAPE = "3456789TJQKA2"


def _shape(m: Move) -> str:
    return "".join(_SHAPE[i] for i in m[3])


def greedy_move(hand: Sequence[int], table: tuple[str, int, int] | None, unseen: Sequence[int], n_next: int,
                n_prev: int, split_bombs: bool, immediate: bool) -> Move | None:
    """The greedy reference player's move (:func:`paodekuai.bots.greedy.greedy_play`) on rank
    counts: leading, the lowest single (else the smallest play: fewest cards, lowest key);
    following, the lowest beating play that is not a bomb (else the lowest bomb); ``None``
    (pass) when nothing beats. Ties fall as in ``greedy_play`` (key, cards, then the
    play's ranks as text). ``unseen`` and ``immediate`` are not read (greedy counts nothing).
    """
    use = usable_counts(hand, split_bombs)
    if table is None:
        # leading with a card playable alone: that single, found without listing every play
        # (the same answer as the listing below: the lowest key among the singles, or the
        # only single allowed, the highest, under the last-card restriction)
        ranks = range(12, -1, -1) if n_next == 1 else range(13)
        for i in ranks:
            if use[i]:
                return (SINGLE, 1, i + 3, (i,))
    moves = generate(hand, use, table, n_next == 1)
    if not moves:
        return None
    if table is None:
        singles = [m for m in moves if m[0] == SINGLE]
        if singles:
            return min(singles, key=lambda m: (m[2], len(m[3]), _shape(m)))
        return min(moves, key=lambda m: (len(m[3]), m[2], _shape(m)))
    plain = [m for m in moves if m[0] != BOMB]
    return min(plain or moves, key=lambda m: (m[2], len(m[3]), _shape(m)))


MODELS: dict[str, Model] = {"normal": normal_move, "greedy": greedy_move}
"""The opponent models by name."""

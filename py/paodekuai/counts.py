"""Rank counts: the 13-list every rule and bot works on (index ``key - 3``: 3 … A, 2).

Suits never matter to a play (spec §3), so hands, plays and the unseen cards are counted
by rank. Two pieces of arithmetic live here and nowhere else:

* :func:`rank_counts` -- how many cards of each rank a set of cards holds;
* :func:`usable` -- the counts a move may be built from when bombs cannot be split
  (spec §5: with ``split_bombs`` false, four cards of a rank are played together or not
  at all, so for every other kind they count as none).

The engine (:mod:`paodekuai.deal`, :mod:`paodekuai.view`) and the bots (the simulator,
the Normal policy, the world sampler) all call these.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card

RANKS = 13
"""Ranks in the deck, 3 … 2."""


def rank_counts(cards: Iterable[Card]) -> list[int]:
    """13 counts (index ``key - 3``) of ``cards``.

    >>> from paodekuai.cards import parse_cards
    >>> rank_counts(parse_cards("3S 3H TD 2S"))
    [2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    """
    counts = [0] * RANKS
    for c in cards:
        counts[c.rank - 3] += 1
    return counts


def usable(counts: Sequence[int], split_bombs: bool) -> Sequence[int]:
    """The counts a non-bomb play may draw from (spec §5).

    Args:
        counts: a hand's 13 rank counts.
        split_bombs: the rules' ``split_bombs``.

    Returns:
        ``counts`` itself when bombs may be split; else a new list with every rank of
        which the hand holds four set to 0. Callers must not change the result.

    >>> usable([4, 2, 1] + [0] * 10, False)[:3], usable([4, 2, 1] + [0] * 10, True)[:3]
    ([0, 2, 1], [4, 2, 1])
    """
    if split_bombs:
        return counts
    return [0 if c == 4 else c for c in counts]

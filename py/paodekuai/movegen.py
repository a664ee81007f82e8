"""Move generation on rank counts (spec §3 … §7).

Plays are generated from the 13 rank counts of the mover's hand, never by trying subsets of
cards: a hand of 16 cards has 65 535 subsets but typically under two hundred distinct plays.
Each play is produced once per distinct *multiset of ranks* (suits never matter); kickers
and wings are chosen among rank multisets, so 555 + 7 9 is listed once however many 7s and
9s the hand holds. The caller turns a multiset into cards (``Deal`` takes suits in the
order ♠ ♥ ♣ ♦, spec §14).

A multiset is written as a sorted tuple of rank indices (``key - 3``): 555 + 7 + 9 is
``(2, 2, 2, 4, 6)``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .plays import (AIRPLANE, BOMB, PAIR, PAIR_RUN, RUN_MAX_INDEX, SINGLE, STRAIGHT, TRIPLE_TWO,
                    readings)

Move = tuple[str, int, int, tuple[int, ...]]
"""``(kind, units, key, ranks)``: a generated play before its suits are chosen."""


def _multisets(avail: Sequence[int], size: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``size`` rank indices drawn from ``avail`` (counts), ranks >= start,
    as sorted tuples, each once."""
    if size == 0:
        yield ()
        return
    for i in range(start, 13):
        a = avail[i]
        if not a:
            continue
        for take in range(1, min(a, size) + 1):
            head = (i,) * take
            for rest in _multisets(avail, size - take, i + 1):
                yield head + rest


def _runs(usable: Sequence[int], need: int) -> list[tuple[int, int]]:
    """Maximal runs ``(first, last)`` of consecutive rank indices within 3 … A where
    ``usable[i] >= need``."""
    out = []
    i = 0
    while i <= RUN_MAX_INDEX:
        if usable[i] >= need:
            j = i
            while j + 1 <= RUN_MAX_INDEX and usable[j + 1] >= need:
                j += 1
            out.append((i, j))
            i = j + 1
        else:
            i += 1
    return out


def generate(hand: Sequence[int], usable: Sequence[int], table: tuple[str, int, int] | None,
             highest_single_only: bool = False, need_three: bool = False) -> list[Move]:
    """Every legal play of a hand, one per distinct rank multiset.

    Args:
        hand: the mover's 13 rank counts.
        usable: ``hand`` with the ranks of unsplittable bombs set to 0 (§5: with
            ``split_bombs`` false, four of a rank may only be played together); equal to
            ``hand`` when bombs may be split.
        table: ``(kind, units, key)`` of the play to beat, or ``None`` when leading.
        highest_single_only: the next player is on last card (§7): a single must be of the
            mover's highest rank playable alone.
        need_three: the play must contain a 3 (the home preset's first play, §2; the 3 it
            takes is 3♠, first in suit order). Such a play is exempt from the last-card
            restriction (§14), so pass ``highest_single_only=False`` with it.

    Returns:
        ``(kind, units, key, ranks)`` tuples. Leading, the key is the highest reading's;
        following, the highest beating reading's (§3, §14). Empty when nothing legal beats.
    """
    found: dict[tuple[int, ...], Move] = {}
    if table is None:
        t_kind, t_units, t_key = None, 0, 0
    else:
        t_kind, t_units, t_key = table
    lo = t_key - 2  # lowest rank index that beats the table's key (index = key - 3)
    if lo < 0:
        lo = 0

    if t_kind is None or t_kind == SINGLE:
        if highest_single_only:
            top = -1
            for i in range(12, -1, -1):
                if usable[i]:
                    top = i
                    break
            if top >= lo:
                found[(top,)] = (SINGLE, 1, top + 3, (top,))
        else:
            for i in range(lo, 13):
                if usable[i]:
                    found[(i,)] = (SINGLE, 1, i + 3, (i,))
    if t_kind is None or t_kind == PAIR:
        for i in range(lo, 13):
            if usable[i] >= 2:
                r2 = (i, i)
                found[r2] = (PAIR, 1, i + 3, r2)
    if t_kind is None or t_kind == PAIR_RUN or t_kind == STRAIGHT:
        for kind, need, min_len in ((PAIR_RUN, 2, 2), (STRAIGHT, 1, 5)):
            if t_kind is not None and t_kind != kind:
                continue
            for first, last in _runs(usable, need):
                for top in range(max(first + min_len - 1, lo), last + 1):
                    if t_kind is None:
                        starts = range(first, top - min_len + 2)
                    else:
                        s = top - t_units + 1
                        starts = range(s, s + 1) if s >= first else range(0)
                    for s in starts:
                        r = tuple(i for i in range(s, top + 1) for _ in range(need))
                        found[r] = (kind, top - s + 1, top + 3, r)
    if t_kind is None or t_kind == TRIPLE_TWO:
        for t in range(lo, 13):
            if usable[t] < 3:
                continue
            for a in range(13):
                ua = usable[a]
                if not ua or a == t:
                    continue
                if ua >= 2:
                    r = tuple(sorted((t, t, t, a, a)))
                    found[r] = (TRIPLE_TWO, 1, t + 3, r)
                for b in range(a + 1, 13):
                    if usable[b] and b != t:
                        r = tuple(sorted((t, t, t, a, b)))
                        found[r] = (TRIPLE_TWO, 1, t + 3, r)
    if t_kind is None or t_kind == AIRPLANE:
        for first, last in _runs(usable, 3):
            for top in range(max(first + 1, lo), last + 1):
                if t_kind is None:
                    starts = range(first, top)
                else:
                    s = top - t_units + 1
                    starts = range(s, s + 1) if s >= first else range(0)
                for s in starts:
                    k = top - s + 1
                    avail = [3 if c > 3 else c for c in usable]
                    for i in range(s, top + 1):
                        avail[i] = 0
                    body = tuple(i for i in range(s, top + 1) for _ in range(3))
                    for wings in _multisets(avail, 2 * k):
                        r = tuple(sorted(body + wings))
                        old = found.get(r)
                        if old is None or old[2] < top + 3:
                            found[r] = (AIRPLANE, k, top + 3, r)
    # bombs beat every non-bomb, and lower bombs
    b_lo = lo if t_kind == BOMB else 0
    for i in range(b_lo, 13):
        if hand[i] == 4:
            r4 = (i, i, i, i)
            found[r4] = (BOMB, 1, i + 3, r4)
    # §4: the whole hand as a short triple or airplane
    if t_kind is None or t_kind == TRIPLE_TWO or t_kind == AIRPLANE:
        short = [rd for rd in readings(hand, whole=True) if rd[3]]
        if t_kind is not None:
            short = [rd for rd in short if rd[0] == t_kind and rd[1] == t_units and rd[2] > t_key]
        if short:
            best = max(short, key=lambda rd: (rd[2], rd[1]))
            r = tuple(i for i in range(13) for _ in range(hand[i]))
            old = found.get(r)
            if old is None or (old[2], old[1]) < (best[2], best[1]):
                found[r] = (best[0], best[1], best[2], r)
    moves = list(found.values())
    if need_three:
        moves = [m for m in moves if m[3][0] == 0]
    return moves

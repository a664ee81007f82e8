"""Whether a hand holds a play that beats the table, without listing the plays.

The world sampler of the Hard level asks, for every guess of a hidden hand, whether that
hand could have passed where it did (spec §6: a pass proves that nothing legal beat the
table). :func:`paodekuai.movegen.generate` answers by listing every beating play, which
for a triple or an airplane means every choice of kickers; :func:`can_beat` answers the
yes-or-no question from the rank counts directly, with the same rules (§3 … §7): runs stay
within 3 … A, kickers never take the triple's own rank, wings take at most three cards of
a rank, the §4 short triple or airplane of a whole hand, bombs over any non-bomb and over
lower bombs, and the last-card restriction on singles. The tests compare it with
``bool(generate(...))`` on random hands and tables.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..plays import AIRPLANE, BOMB, PAIR, PAIR_RUN, RUN_MAX_INDEX, SINGLE, STRAIGHT, TRIPLE_TWO, readings


def can_beat(hand: Sequence[int], usable: Sequence[int], table: tuple[str, int, int] | None,
             highest_single_only: bool = False) -> bool:
    """Whether ``generate(hand, usable, table, highest_single_only)`` would list any play.

    Args:
        hand: the mover's 13 rank counts.
        usable: ``hand`` with the ranks of unsplittable bombs set to 0 (§5), or ``hand``
            itself when bombs may be split.
        table: ``(kind, units, key)`` of the play to beat; ``None`` (leading) gives
            whether the hand holds any card.
        highest_single_only: the next player is on last card (§7).

    Returns:
        ``True`` when some legal play beats ``table``.
    """
    if table is None:
        return any(hand)
    kind, units, key = table
    lo = key - 2 if key > 2 else 0          # lowest rank index above the key
    if kind == BOMB:
        return any(hand[i] == 4 for i in range(lo, 13))
    if 4 in hand:
        return True
    if kind == SINGLE:
        if highest_single_only:
            for i in range(12, -1, -1):
                if usable[i]:
                    return i >= lo
            return False
        return any(usable[i] for i in range(lo, 13))
    if kind == PAIR:
        return any(usable[i] >= 2 for i in range(lo, 13))
    if kind == STRAIGHT or kind == PAIR_RUN:
        need = 1 if kind == STRAIGHT else 2
        run = 0
        for i in range(RUN_MAX_INDEX + 1):
            run = run + 1 if usable[i] >= need else 0
            if run >= units and i >= lo:
                return True
        return False
    if kind == TRIPLE_TWO:
        total = sum(usable)
        for t in range(lo, 13):
            if usable[t] >= 3 and total - usable[t] >= 2:
                return True
        return sum(hand) < 5 and _short(hand, kind, units, key)
    if kind == AIRPLANE:
        capped = [3 if c > 3 else c for c in usable]
        wings_all = sum(capped)
        run = 0
        for i in range(RUN_MAX_INDEX + 1):
            run = run + 1 if usable[i] >= 3 else 0
            if run >= units and i >= lo and wings_all - 3 * units >= 2 * units:
                return True
        return sum(hand) < 5 * units and _short(hand, kind, units, key)
    raise ValueError(f"unknown kind {kind!r}")


def _short(hand: Sequence[int], kind: str, units: int, key: int) -> bool:
    """The whole hand read as a §4 short triple or airplane that beats ``(kind, units, key)``."""
    return any(rd[3] and rd[0] == kind and rd[1] == units and rd[2] > key for rd in readings(hand, whole=True))

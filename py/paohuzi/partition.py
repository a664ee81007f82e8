"""Best partition of the free hand cards into sets, spec §13 (and §22.10).

The cards of a winning hand are: the table sets (fixed), the 坎 in hand (fixed 3-sets),
and the *free* cards, at most two of a card (three for the one card completed by another
player's draw, which then counts as a 碰). The free cards must split into non-identical
3-sets (sequences, 一二三, 二七十, mixed 绞), identical triples (碰 value) and exactly one
将 pair when the hand owns a 4-card set.

The search splits by suit. A mixed set 绞 is the only set that spans both suits, and at
most one fits per rank (it needs 3 of the 4..5 copies the free cards can hold), so the
search enumerates the mixed sets first, then solves each suit independently on its count
vector with a memo shared by every call (the 3^10-ish suit vectors recur constantly).
For each suit vector the memo holds two values: the best 胡息 with no pair, and with one
pair (``NEG`` = impossible).
"""

from __future__ import annotations

from itertools import product

from .cards import CODES

NEG = -1
"""Marker for "no partition"."""

_MEMO: tuple[dict[tuple[int, ...], tuple[int, int]], dict[tuple[int, ...], tuple[int, int]]] = ({}, {})
_ZERO = (0,) * 10
_MEMO_LIMIT = 400_000
_SEQ_VALUE = (3, 6)   # 一二三 / 二七十 胡息, small / big
_TRIPLE_VALUE = (1, 3)  # identical triple completed by another's card: a 碰


def _solve(c: tuple[int, ...], big: int) -> tuple[int, int]:
    """(best 胡息 without pair, best with exactly one pair) of one suit's count vector."""
    memo = _MEMO[big]
    r = memo.get(c)
    if r is not None:
        return r
    i = 0
    while c[i] == 0:
        i += 1
        if i == 10:
            return (0, NEG)
    ci = c[i]
    np_ = wp = NEG
    lst = list(c)
    if ci >= 3:
        lst[i] = ci - 3
        a, b = _solve(tuple(lst), big)
        lst[i] = ci
        v = _TRIPLE_VALUE[big]
        if a >= 0:
            np_ = a + v
        if b >= 0:
            wp = b + v
    if ci >= 2:
        lst[i] = ci - 2
        a = _solve(tuple(lst), big)[0]
        lst[i] = ci
        if a > wp:
            wp = a
    if i <= 7 and c[i + 1] and c[i + 2]:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        a, b = _solve(tuple(lst), big)
        lst[i] += 1
        lst[i + 1] += 1
        lst[i + 2] += 1
        v = _SEQ_VALUE[big] if i == 0 else 0
        if a >= 0 and a + v > np_:
            np_ = a + v
        if b >= 0 and b + v > wp:
            wp = b + v
    if i == 1 and c[6] and c[9]:
        lst[1] -= 1
        lst[6] -= 1
        lst[9] -= 1
        a, b = _solve(tuple(lst), big)
        v = _SEQ_VALUE[big]
        if a >= 0 and a + v > np_:
            np_ = a + v
        if b >= 0 and b + v > wp:
            wp = b + v
    r = (np_, wp)
    if len(memo) > _MEMO_LIMIT:
        memo.clear()
    memo[c] = r
    return r


def _pair_of_suits(x: tuple[int, ...], d: tuple[int, ...], need_pair: bool) -> int:
    sx = sum(x) % 3
    sd = sum(d) % 3
    if need_pair:
        if sx == 0 and sd == 2:
            a = _solve(x, 0)[0]
            b = _solve(d, 1)[1]
        elif sx == 2 and sd == 0:
            a = _solve(x, 0)[1]
            b = _solve(d, 1)[0]
        else:
            return NEG
    else:
        if sx or sd:
            return NEG
        a = _solve(x, 0)[0]
        if a < 0:
            return NEG
        b = _solve(d, 1)[0]
    if a < 0 or b < 0:
        return NEG
    return a + b


def _mixed_options(x: list[int], d: list[int]) -> tuple[list[int], list[list[tuple[int, int]]]]:
    ranks = []
    opts = []
    for r in range(10):
        xr = x[r]
        dr = d[r]
        if xr and dr and xr + dr >= 3:
            o = [(0, 0)]
            if xr >= 2:
                o.append((2, 1))
            if dr >= 2:
                o.append((1, 2))
            ranks.append(r)
            opts.append(o)
    return ranks, opts


def best_free(free: list[int], need_pair: bool) -> int:
    """Highest 胡息 of a partition of the free cards, or ``NEG`` if there is none.

    Args:
        free: count vector (length 20); a count of 3 is an identical triple worth a 碰.
        need_pair: exactly one 将 pair must be used (the hand owns a 4-card set).
    """
    x = free[:10]
    d = free[10:]
    ranks, opts = _mixed_options(x, d)
    if not ranks:
        return _pair_of_suits(tuple(x), tuple(d), need_pair)
    best = NEG
    for combo in product(*opts):
        for r, (a, b) in zip(ranks, combo):
            x[r] -= a
            d[r] -= b
        v = _pair_of_suits(tuple(x), tuple(d), need_pair)
        if v > best:
            best = v
        for r, (a, b) in zip(ranks, combo):
            x[r] += a
            d[r] += b
    return best


def free_upper_bound(free: list[int]) -> int:
    """A cheap upper bound of :func:`best_free`: only 一二三, 二七十 and triples score."""
    total = leftover_best(free)
    for i in range(20):
        if free[i] >= 3:
            total += _TRIPLE_VALUE[1 if i >= 10 else 0]
    return total


def dui_dui_free(free: list[int], need_pair: bool) -> int:
    """胡息 of the all-identical split of the free cards (对对胡), or ``NEG``.

    Free cards then hold only the one 将 pair (if needed) and identical triples.
    """
    pairs = 0
    h = 0
    for i, n in enumerate(free):
        if n == 0:
            continue
        if n == 2:
            pairs += 1
        elif n == 3:
            h += _TRIPLE_VALUE[1 if i >= 10 else 0]
        else:
            return NEG
    if pairs != (1 if need_pair else 0):
        return NEG
    return h


def leftover_best(free: list[int]) -> int:
    """Highest 胡息 of disjoint scoring sets within ``free``, other cards left over (§14 "best")."""
    total = 0
    for base, big in ((0, 0), (10, 1)):
        c1, c2, c3, c7, c10 = free[base], free[base + 1], free[base + 2], free[base + 6], free[base + 9]
        total += _SEQ_VALUE[big] * min(c2, min(c1, c3) + min(c7, c10))
    return total


# ----------------------------------------------------------------- reconstruction

def _suit_groups(c: tuple[int, ...], big: int, want_pair: bool) -> list[tuple[str, tuple[int, ...]]]:
    """One optimal split of a suit vector (assumed feasible), as (kind, local ranks)."""
    out: list[tuple[str, tuple[int, ...]]] = []
    lst = list(c)
    while True:
        cur = tuple(lst)
        target = _solve(cur, big)[1 if want_pair else 0]
        i = 0
        while i < 10 and lst[i] == 0:
            i += 1
        if i == 10:
            return out
        ci = lst[i]
        moves: list[tuple[str, tuple[int, ...], int, bool]] = []
        if ci >= 3:
            moves.append(("peng", (i, i, i), _TRIPLE_VALUE[big], want_pair))
        if ci >= 2 and want_pair:
            moves.append(("pair", (i, i), 0, False))
        if i <= 7 and lst[i + 1] and lst[i + 2]:
            moves.append(("set", (i, i + 1, i + 2), _SEQ_VALUE[big] if i == 0 else 0, want_pair))
        if i == 1 and lst[6] and lst[9]:
            moves.append(("set", (1, 6, 9), _SEQ_VALUE[big], want_pair))
        for kind, cells, v, rest_pair in moves:
            for k in cells:
                lst[k] -= 1
            sub = _solve(tuple(lst), big)[1 if rest_pair else 0]
            if sub >= 0 and sub + v == target:
                out.append((kind, cells))
                want_pair = rest_pair
                break
            for k in cells:
                lst[k] += 1
        else:  # pragma: no cover - the memo guarantees a matching move
            raise AssertionError("partition reconstruction failed")


def free_groups(free: list[int], need_pair: bool, target: int) -> list[str]:
    """Groups of one split of ``free`` reaching ``target`` 胡息 (for display / results).

    Returns:
        Strings ``"set x1 x2 x3"``, ``"peng x5"`` (triple completed by another's card),
        ``"pair x8"``, in canonical order of their first card.

    Raises:
        ValueError: if no split reaches ``target``.
    """
    x = free[:10]
    d = free[10:]
    ranks, opts = _mixed_options(x, d)
    for combo in product(*opts):
        for r, (a, b) in zip(ranks, combo):
            x[r] -= a
            d[r] -= b
        if _pair_of_suits(tuple(x), tuple(d), need_pair) == target:
            sx = sum(x) % 3
            groups: list[tuple[int, ...]] = []
            kinds: list[str] = []
            for base, vec, big in ((0, x, 0), (10, d, 1)):
                wp = need_pair and (sx == 2) == (base == 0)
                for kind, cells in _suit_groups(tuple(vec), big, wp):
                    groups.append(tuple(base + k for k in cells))
                    kinds.append(kind)
            for r, (a, b) in zip(ranks, combo):
                if a:
                    groups.append((r,) * a + (r + 10,) * b)
                    kinds.append("set")
            order = sorted(range(len(groups)), key=lambda k: groups[k])
            out = []
            for k in order:
                g = groups[k]
                if kinds[k] in ("peng", "pair"):
                    out.append(f"{kinds[k]} {CODES[g[0]]}")
                else:
                    out.append("set " + " ".join(CODES[i] for i in g))
            return out
        for r, (a, b) in zip(ranks, combo):
            x[r] += a
            d[r] += b
    raise ValueError("no split of the free cards reaches the target")

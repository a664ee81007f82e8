"""The person's hand in columns, as 字牌 players hold it (issue 12; sets of spec §6).

Real players hold their cards in columns, each a set or the start of one, and the table shows
the hand the same way. :func:`arrange` gives the arrangement a hand gets at the deal (and when
the player asks for it again): :func:`set_huxi` what a column that the player built himself
is worth. Neither changes anything; they read a hand only.

The order of the columns, left to right:

1. every 坎 (three identical cards, §6: it can never be split, so its column is locked);
2. pairs (two identical cards: a 碰 or 偎 to come);
3. the sets worth 胡息: 一二三 / 壹贰叁 and 二七十 / 贰柒拾;
4. the other runs (three consecutive ranks of one suit);
5. mixed sets 绞 (one rank, two of one size and one of the other);
6. partial sets: two cards a third completes (neighbours or one rank apart in a suit, two of
   二七十, one rank in both sizes);
7. the leftovers, up to three a column, in canonical order.

The hand's free cards (the 坎 aside) are split so that as many cards as possible lie in
complete sets, then with the most 胡息 in them, then the most cards in pairs, then in partial
sets; among equal splits the first found in canonical order is kept, so the result is
deterministic. At most :data:`MAX_CARDS` cards stand in a column; when the split gives more
than :data:`MAX_COLUMNS` columns, the smallest trailing columns (leftovers, then partial sets)
are merged while a column stays within :data:`MAX_CARDS`, so that the hand fits a phone.
"""

from __future__ import annotations

from typing import Any

from .cards import CODES, N_KINDS, counts_of, parse_indices
from .melds import CHI_SETS, SET_HUXI, identical_huxi

MAX_CARDS = 4
"""Most cards in one column."""
MAX_COLUMNS = 10
"""Most columns the automatic arrangement makes (more are merged, see the module docstring)."""

KINDS = ("kan", "pair", "set", "run", "mixed", "partial", "single")
"""Column kinds in the order the columns are laid out."""


def _partials() -> list[tuple[int, int]]:
    """Every two-card piece a third card completes into a non-identical set, as sorted pairs."""
    out: set[tuple[int, int]] = set()
    for s in CHI_SETS:
        a, b, c = s
        for p in ((a, b), (a, c), (b, c)):
            if p[0] != p[1]:
                out.add(p)
    return sorted(out)


PARTIALS = _partials()
"""Every partial set (two different cards one more completes), as sorted index pairs."""

# a split's score: (cards in complete sets, their 胡息, cards in pairs, cards in partial sets)
_Score = tuple[int, int, int, int]
_Groups = tuple[tuple[int, ...], ...]
_ZERO: _Score = (0, 0, 0, 0)
_ORDER = tuple(r + 10 * big for r in range(10) for big in (0, 1))
"""Card indices rank by rank (x1 d1 x2 d2 …): the search takes the first card left in this
order, so that every group holding it (a run from its rank, 二七十 from rank 2, a mixed set of
its rank) only reaches the next ranks, and the positions met stay few."""
_OPTIONS: tuple[tuple[tuple[tuple[int, ...], _Score], ...], ...] = tuple(
    tuple([(s, (3, SET_HUXI[s], 0, 0)) for s in CHI_SETS if min(s, key=lambda k: (k % 10, k)) == c]
          + [((c, j), (0, 0, 0, 2)) for a, j in PARTIALS if a == c])
    for c in range(N_KINDS))
"""Per card: the sets and partial sets in which it is the first card in :data:`_ORDER`."""
_MEMO: dict[tuple[int, ...], tuple[_Score, _Groups]] = {}
_MEMO_LIMIT = 100_000


def _search(counts: tuple[int, ...], start: int = 0) -> tuple[_Score, _Groups]:
    """The best split of the free cards ``counts`` (each count at most 2) into groups; no card
    comes before position ``start`` of :data:`_ORDER`."""
    hit = _MEMO.get(counts)
    if hit is not None:
        return hit
    order = _ORDER
    p = start
    while p < N_KINDS and not counts[order[p]]:
        p += 1
    if p == N_KINDS:
        return _ZERO, ()
    c = order[p]
    lst = list(counts)
    best_score: _Score | None = None
    best_groups: _Groups = ()
    options = _OPTIONS[c]
    if counts[c] >= 2:
        options = options + (((c, c), (0, 0, 2, 0)),)
    for group, gain in options + (((c,), _ZERO),):
        ok = True
        for k in group:
            lst[k] -= 1
            if lst[k] < 0:
                ok = False
        if ok:
            score, groups = _search(tuple(lst), p)
            total = (score[0] + gain[0], score[1] + gain[1], score[2] + gain[2], score[3] + gain[3])
            if best_score is None or total > best_score:
                best_score = total
                best_groups = (group,) + groups
        for k in group:
            lst[k] += 1
    assert best_score is not None
    if len(_MEMO) > _MEMO_LIMIT:
        _MEMO.clear()
    result = (best_score, best_groups)
    _MEMO[counts] = result
    return result


def _best(free: list[int]) -> _Groups:
    """The groups of the best split of the free cards (see the module docstring)."""
    return _search(tuple(free))[1]


def _kind(group: tuple[int, ...]) -> str:
    if len(group) == 3:
        a, b, c = group
        if a == b or b == c:
            return "mixed"
        return "set" if SET_HUXI[group] else "run"
    if len(group) == 2:
        return "pair" if group[0] == group[1] else "partial"
    return "single"


def _column(kind: str, cards: list[int]) -> dict[str, Any]:
    cards = sorted(cards)
    huxi: int | None = None
    if kind == "kan":
        huxi = identical_huxi("kan", cards[0])
    elif len(cards) == 3 and tuple(cards) in SET_HUXI:
        huxi = SET_HUXI[tuple(cards)]  # type: ignore[index]
    return {"cards": [CODES[i] for i in cards], "kind": kind, "huxi": huxi}


def arrange(hand: Any) -> list[dict[str, Any]]:
    """The automatic arrangement of ``hand`` (see the module docstring).

    Args:
        hand: the cards in hand: card text (``"x1 x1 d5"``), codes, indices or ``Card`` objects.

    Returns:
        The columns left to right, each ``{"cards": [codes in canonical order], "kind": one
        of`` :data:`KINDS` ``(a merged column is "single"), "huxi": the 胡息 of a 坎 or a
        complete set, else None}``. Every card of the hand is in exactly one column.

    Raises:
        ValueError: for bad card text, or four copies of a card (they would be a 提 on the
            table, never in a hand).

    >>> [c["cards"] for c in arrange("x5 x5 x5 x1 x2 x3 x9")]
    [['x5', 'x5', 'x5'], ['x1', 'x2', 'x3'], ['x9']]
    """
    counts = counts_of(parse_indices(hand if isinstance(hand, str) else " ".join(str(c) for c in hand)))
    if any(n > 3 for n in counts):
        raise ValueError("a hand never holds four copies of a card (they are a 提 on the table)")
    kan = [i for i in range(N_KINDS) if counts[i] == 3]
    free = tuple(0 if n == 3 else n for n in counts)
    groups = _best(list(free))
    by_kind: dict[str, list[tuple[int, ...]]] = {k: [] for k in KINDS}
    for g in groups:
        by_kind[_kind(g)].append(g)
    columns = [_column("kan", [i, i, i]) for i in kan]
    for kind in KINDS[1:-1]:
        columns += [_column(kind, list(g)) for g in sorted(by_kind[kind])]
    singles = sorted(g[0] for g in by_kind["single"])
    for k in range(0, len(singles), 3):
        columns.append(_column("single", singles[k:k + 3]))
    return _fit(columns)


def _fit(columns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Merge trailing small columns while there are more than :data:`MAX_COLUMNS`."""
    while len(columns) > MAX_COLUMNS:
        merged = False
        for k in range(len(columns) - 1, 0, -1):
            a, b = columns[k - 1], columns[k]
            if a["kind"] in ("partial", "single") and b["kind"] in ("partial", "single") \
                    and len(a["cards"]) + len(b["cards"]) <= MAX_CARDS:
                cards = sorted(CODES.index(c) for c in a["cards"] + b["cards"])
                columns[k - 1:k + 1] = [_column("single", cards)]
                merged = True
                break
        if not merged:
            break
    return columns


def set_huxi(hand: Any) -> dict[str, int]:
    """胡息 of every complete column the free cards of ``hand`` can make (spec §6).

    A column the player builds is complete when its cards, in canonical order, are one of
    these keys: every non-identical set (一二三 / 二七十 3 or 6, other runs and mixed sets 0)
    whose cards the hand holds outside its 坎. The page looks a column up here, so a card
    dragged to another column shows the new figure at once.

    Returns:
        ``{"x1 x2 x3": 3, "x4 x5 x6": 0, ...}`` in canonical order of the sets.

    >>> set_huxi("x1 x2 x3 d5 d5 x5")
    {'x1 x2 x3': 3, 'x5 d5 d5': 0}
    """
    counts = counts_of(parse_indices(hand if isinstance(hand, str) else " ".join(str(c) for c in hand)))
    free = [0 if n >= 3 else n for n in counts]
    out: dict[str, int] = {}
    for s in sorted(CHI_SETS):
        need = [0] * N_KINDS
        for i in s:
            need[i] += 1
        if all(free[i] >= need[i] for i in set(s)):
            out[" ".join(CODES[i] for i in s)] = SET_HUXI[s]
    return out


def kan_cards(hand: Any) -> list[str]:
    """The cards of ``hand`` held three times (its 坎, §6), each code once, canonical order."""
    counts = counts_of(parse_indices(hand if isinstance(hand, str) else " ".join(str(c) for c in hand)))
    return [CODES[i] for i in range(N_KINDS) if counts[i] >= 3]


__all__ = ["arrange", "set_huxi", "kan_cards", "KINDS", "MAX_CARDS", "MAX_COLUMNS", "PARTIALS"]

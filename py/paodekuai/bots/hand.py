"""Hand decomposition: split a hand into few plays (issue 4, the Normal player's core).

A hand is described by its 13 rank counts (index ``key - 3``: 3 … A, 2). A *decomposition*
partitions it into groups, each a play the hand could lead: runs (straight 顺子, pair_run
连对, airplane 飞机), then per rank what is left (single, pair, triple with kickers, bomb
炸弹). Low singles and pairs are absorbed as kickers (带牌) of the triples and airplanes,
which is how a decomposition gets fewer plays than it has groups.

Decompositions are compared by a *score*: each group adds its strength (``key - 10``,
so a 3 weighs -7 and the 2♠ +5; a bomb a large bonus) and each play costs
:data:`PLAY_COST`. Fewer plays win first; among equal counts, the one whose plays are
stronger (fewer low singles) wins. Only runs branch: once the runs are chosen, the rest of
the hand splits one way. The search is exact over every set of runs and memoised by rank
counts (the answer depends on nothing else), so repeated hands in a search cost a lookup.

Four cards of a rank are always kept as a bomb: with ``split_bombs`` false (standard) the
rules demand it (§5), and in the home preset a bomb is worth more whole than split.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..movegen import Move
from ..plays import AIRPLANE, BOMB, PAIR, PAIR_RUN, RUN_MAX_INDEX, SINGLE, STRAIGHT, TRIPLE_TWO

ACE_INDEX = RUN_MAX_INDEX
"""Rank index of the ace: runs stay within indices 0 … 11 (3 … A; the engine's RUN_MAX_INDEX)."""
TWO_INDEX = 12
PLAY_COST = 7
"""Score charged per play of a decomposition (the strength of one group is ``key - 10``)."""
BOMB_STRENGTH = 12
"""Extra strength of a bomb over its key: a bomb is a sure way to take the lead, and points."""


def group_strength(kind: str, key: int) -> int:
    """The strength a group adds to a decomposition's score: ``key - 10`` (+ the bomb bonus)."""
    return key - 10 + (BOMB_STRENGTH if kind == BOMB else 0)


class Decomposition(NamedTuple):
    """A split of a hand into plays.

    Attributes:
        score: strength of the groups minus :data:`PLAY_COST` per play (higher is better).
        groups: the plays, as movegen moves ``(kind, units, key, ranks)``; a triple or an
            airplane lists its kickers in ``ranks`` (which may be fewer than a full play
            needs when the hand has no spare cards: such a group is legal only as the last
            play, §4).
        ranks: the set of the groups' ``ranks`` tuples (to ask whether a play is a group).
    """

    score: int
    groups: tuple[Move, ...]
    ranks: frozenset[tuple[int, ...]]

    @property
    def plays(self) -> int:
        """How many plays the hand needs in this split."""
        return len(self.groups)


_CACHE: dict[tuple[int, ...], Decomposition] = {}
_SCORES: dict[tuple[int, ...], int] = {}
_SEARCH: dict[int, tuple[int, tuple[Move, ...]]] = {}
_LEFT: dict[int, int] = {}
CACHE_LIMIT = 200_000
"""Memo entries kept before the memo is emptied (bounds memory in the browser)."""


def decompose(counts: Sequence[int]) -> Decomposition:
    """The best decomposition of a hand (see the module docstring).

    Args:
        counts: 13 rank counts, each 0 … 4 (index ``key - 3``).

    Returns:
        The :class:`Decomposition` with the highest score; an empty hand gives score 0 and
        no groups. The result depends on ``counts`` alone.

    >>> d = decompose([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1])    # 3 4 5 6 7 and the 2
    >>> [(g[0], g[2]) for g in d.groups], d.score
    ([('straight', 7), ('single', 15)], -12)
    """
    key = tuple(counts)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    _bound_memory()
    c = list(key)
    bombs: list[Move] = []
    score = 0
    for i in range(13):
        if c[i] == 4:
            bombs.append((BOMB, 1, i + 3, (i, i, i, i)))
            score += group_strength(BOMB, i + 3) - PLAY_COST
            c[i] = 0
    s, runs = _best(c, _code(c), 0, 0)
    for kind, units, _, ranks in runs:
        for r in ranks:
            c[r] -= 1
    groups = tuple(bombs) + _groups(c, runs)
    out = Decomposition(score + s, groups, frozenset(g[3] for g in groups))
    _CACHE[key] = out
    return out


def decompose_score(counts: Sequence[int]) -> int:
    """``decompose(counts).score``, without building the groups (faster for a new hand)."""
    key = tuple(counts)
    hit = _SCORES.get(key)
    if hit is not None:
        return hit
    d = _CACHE.get(key)
    if d is not None:
        return d.score
    _bound_memory()
    c = list(key)
    score = 0
    for i in range(13):
        if c[i] == 4:
            score += group_strength(BOMB, i + 3) - PLAY_COST
            c[i] = 0
    score += _best(c, _code(c), 0, 0)[0]
    _SCORES[key] = score
    return score


def _bound_memory() -> None:
    if len(_CACHE) > CACHE_LIMIT or len(_SEARCH) > CACHE_LIMIT or len(_SCORES) > CACHE_LIMIT \
            or len(_LEFT) > CACHE_LIMIT:
        _CACHE.clear()
        _SEARCH.clear()
        _SCORES.clear()
        _LEFT.clear()


_RUNS = ((STRAIGHT, 1, 5), (PAIR_RUN, 2, 2), (AIRPLANE, 3, 2))
"""Runs by the cards each rank gives and their shortest length: straights, pair runs,
airplanes (whose wings come later, from what is left)."""
_POW = tuple(5 ** i for i in range(13))
_PRE = tuple(sum(_POW[:i]) for i in range(14))


def _code(c: Sequence[int]) -> int:
    """Counts as one integer, base 5 (the memo key of the search)."""
    code = 0
    for i in range(12, -1, -1):
        code = code * 5 + c[i]
    return code


def _best(c: list[int], code: int, start: int, units: int) -> tuple[int, tuple[Move, ...]]:
    """Best ``(score, runs)`` for counts ``c`` (no fours; ``code`` is :func:`_code` of it)
    using runs that start at rank index ``start`` or later; ``units`` counts the triples of
    the airplanes already chosen (each takes two kickers). Airplanes are listed without
    their wings."""
    memo_key = code * 128 + start * 8 + units
    hit = _SEARCH.get(memo_key)
    if hit is not None:
        return hit
    left_key = code * 8 + units
    ls = _LEFT.get(left_key)
    if ls is None:
        ls = _LEFT[left_key] = _leftover_score(c, units)
    best: tuple[int, tuple[Move, ...]] = (ls, ())
    cost = PLAY_COST
    for i in range(start, ACE_INDEX):
        ci = c[i]
        if not ci:
            continue
        for kind, need, shortest in _RUNS:
            if ci < need:
                break
            # every run of this kind from rank i: consecutive ranks holding ``need`` cards
            j = i
            while j <= ACE_INDEX and c[j] >= need:
                j += 1
            for top in range(i + shortest - 1, j):
                k = top - i + 1
                for r in range(i, top + 1):
                    c[r] -= need
                planes = units + k if kind == AIRPLANE else units
                s, g = _best(c, code - need * (_PRE[top + 1] - _PRE[i]), i, planes)
                for r in range(i, top + 1):
                    c[r] += need
                s += top - 7 - cost
                if s > best[0]:
                    ranks = tuple(r for r in range(i, top + 1) for _ in range(need))
                    best = (s, ((kind, k, top + 3, ranks),) + g)
    _SEARCH[memo_key] = best
    return best


def _leftover_score(c: list[int], units: int) -> int:
    """Score of what is left once the runs are fixed: per rank a single, pair or triple;
    ``units`` airplane triples plus the triples here take kickers (see :func:`_absorb`)."""
    singles = []
    pairs = []
    score = 0
    for i in range(13):
        v = c[i]
        if v == 1:
            singles.append(i)
            score += i - 7 - PLAY_COST
        elif v == 2:
            pairs.append(i)
            score += i - 7 - PLAY_COST
        elif v == 3:
            units += 1
            score += i - 7 - PLAY_COST
    if units and (singles or pairs):
        for _, absorbed in _absorb(singles, pairs, units):
            for i in absorbed:
                score -= i - 7 - PLAY_COST
    return score


def _absorb(singles: list[int], pairs: list[int], units: int) -> list[tuple[int, tuple[int, ...]]]:
    """Kickers for ``units`` carriers of two kickers each (a triple is one carrier, an
    airplane of k triples k carriers), taken lowest first: two singles, else a pair, else a
    lone single. Returns ``(kickers, absorbed groups)`` per carrier, where kickers are rank
    indices and absorbed groups the rank indices of the singles or pairs used up."""
    out: list[tuple[int, tuple[int, ...]]] = []
    si = pi = 0
    ns, npairs = len(singles), len(pairs)
    for _ in range(units):
        if ns - si >= 2 and (pi >= npairs or singles[si + 1] <= pairs[pi] + 1):
            out.append((2, (singles[si], singles[si + 1])))
            si += 2
        elif pi < npairs:
            out.append((2, (pairs[pi],)))
            pi += 1
        elif si < ns:
            out.append((1, (singles[si],)))
            si += 1
        else:
            break
    return out


def _groups(c: list[int], runs: tuple[Move, ...]) -> tuple[Move, ...]:
    """The groups of a decomposition: ``runs`` (airplanes still without wings) and what
    is left in ``c``, with the kickers given to the lowest carriers first."""
    singles = [i for i in range(13) if c[i] == 1]
    pairs = [i for i in range(13) if c[i] == 2]
    triples = [i for i in range(13) if c[i] == 3]
    carriers: list[tuple[int, int]] = [(g[2] - 3, g[1]) for g in runs if g[0] == AIRPLANE]
    carriers += [(t, 1) for t in triples]
    carriers.sort()
    units = sum(k for _, k in carriers)
    taken = _absorb(singles, pairs, units)
    used_s: set[int] = set()
    used_p: set[int] = set()
    groups: list[Move] = [g for g in runs if g[0] != AIRPLANE]
    for top, k in carriers:
        body = tuple(r for r in range(top - k + 1, top + 1) for _ in range(3))
        wings: list[int] = []
        for _ in range(k):
            if not taken:
                break
            n, absorbed = taken.pop(0)
            if n == 2 and len(absorbed) == 1:
                wings += (absorbed[0], absorbed[0])
                used_p.add(absorbed[0])
            else:
                wings += absorbed
                used_s.update(absorbed)
        groups.append((AIRPLANE if k > 1 else TRIPLE_TWO, k, top + 3, tuple(sorted(body + tuple(wings)))))
    groups += [(SINGLE, 1, i + 3, (i,)) for i in singles if i not in used_s]
    groups += [(PAIR, 1, i + 3, (i, i)) for i in pairs if i not in used_p]
    return tuple(groups)

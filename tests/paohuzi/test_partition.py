"""Cross-check of the partition search against a brute-force splitter (spec §13, §22.10).

The brute force below knows nothing of the engine's set tables: it tries every way to take
the first remaining card together with any two (or, for the 将, one) other cards.
"""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from paohuzi.partition import NEG, best_free, dui_dui_free, free_groups

# ranks 1, 2, 3, 4, 7, 10 of both suits: dense enough for many splits
POOL = [r - 1 for r in (1, 2, 3, 4, 7, 10)] + [10 + r - 1 for r in (1, 2, 3, 4, 7, 10)]


def _suit(i):
    return i // 10


def _rank(i):
    return i % 10 + 1


def _value(group):
    """胡息 of a 3-card group, or None if it is not a set (own reading of spec §6)."""
    a, b, c = sorted(group)
    big = _suit(a) == 1 and _suit(c) == 1
    if a == b == c:
        return 3 if _suit(a) else 1  # identical triple completed by another's card: a 碰
    if _rank(a) == _rank(b) == _rank(c):
        return 0  # mixed 绞 (both suits present, since not all identical)
    if not (_suit(a) == _suit(b) == _suit(c)):
        return None
    ranks = [_rank(a), _rank(b), _rank(c)]
    if ranks == [2, 7, 10]:
        return 6 if big else 3
    if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
        return (6 if big else 3) if ranks[0] == 1 else 0
    return None


def brute(cards, need_pair, identical_only=False):
    """Best 胡息 over every split of ``cards`` (list of indices), or NEG."""
    if not cards:
        return NEG if need_pair else 0
    first, rest = cards[0], cards[1:]
    best = NEG
    if need_pair:
        for k in range(len(rest)):
            if rest[k] == first:
                sub = brute(rest[:k] + rest[k + 1:], False, identical_only)
                best = max(best, sub)
                break
    seen = set()
    for j, k in combinations(range(len(rest)), 2):
        key = (rest[j], rest[k])
        if key in seen:
            continue
        seen.add(key)
        g = (first, rest[j], rest[k])
        if identical_only and not (first == rest[j] == rest[k]):
            continue
        v = _value(g)
        if v is None:
            continue
        remaining = [c for n, c in enumerate(rest) if n not in (j, k)]
        sub = brute(remaining, need_pair, identical_only)
        if sub >= 0:
            best = max(best, sub + v)
    return best


hand_st = st.one_of(st.lists(st.sampled_from(POOL), min_size=2, max_size=11),
                    st.lists(st.integers(0, 19), min_size=2, max_size=11),
                    st.lists(st.sampled_from([3, 4, 5, 6, 7, 13, 14, 15, 16, 17]), min_size=2, max_size=11))


@settings(max_examples=600, deadline=None)
@given(cards=hand_st)
def test_best_free_matches_brute_force(cards):
    counts = [0] * 20
    for c in cards:
        counts[c] += 1
    if max(counts) > 3 or sum(1 for n in counts if n == 3) > 1:
        return  # free cards hold at most 2 of a card, 3 only for one card
    cards = sorted(cards)
    need_pair = len(cards) % 3 == 2
    if len(cards) % 3 == 1:
        return
    expect = brute(cards, need_pair)
    assert best_free(list(counts), need_pair) == expect
    assert dui_dui_free(list(counts), need_pair) == brute(cards, need_pair, identical_only=True)
    if expect >= 0:
        groups = free_groups(list(counts), need_pair, expect)
        laid = sorted(i for g in groups for i in _indices(g))
        assert laid == cards


def _indices(group):
    from paohuzi.cards import parse_indices
    kind, _, rest = group.partition(" ")
    n = {"peng": 3, "pair": 2}.get(kind)
    idx = parse_indices(rest)
    return idx * n if n else idx


def test_best_free_known_values():
    def c(text):
        from paohuzi.cards import counts_of, parse_indices
        return counts_of(parse_indices(text))
    assert best_free(c("x1 x2 x3 x2 x7 x10"), False) == 6
    assert best_free(c("d1 d2 d3 d2 d7 d10"), False) == 12
    assert best_free(c("x5 x5 d5 x6 d6 d6"), False) == 0
    assert best_free(c("x1 x2 x4"), False) == NEG
    assert best_free(c("x1 x2 x3 x9 x9"), True) == 3
    assert best_free(c("x1 x2 x3 x9 x9"), False) == NEG
    assert best_free(c("x9 x9 x9"), False) == 1 and best_free(c("d9 d9 d9"), False) == 3


def _all_groups():
    out = []
    for a in range(20):
        for b in range(a, 20):
            for c in range(b, 20):
                if _value((a, b, c)) is not None:
                    out.append((a, b, c))
    return out


GROUPS = _all_groups()


@settings(max_examples=400, deadline=None)
@given(groups=st.lists(st.sampled_from(GROUPS), min_size=1, max_size=4),
       pair=st.one_of(st.none(), st.integers(0, 19)))
def test_best_free_matches_brute_force_on_hands_built_from_sets(groups, pair):
    cards = sorted([i for g in groups for i in g] + ([pair, pair] if pair is not None else []))
    counts = [0] * 20
    for c in cards:
        counts[c] += 1
    if max(counts) > 3 or sum(1 for n in counts if n == 3) > 1:
        return
    need_pair = pair is not None
    expect = brute(cards, need_pair)
    assert expect >= 0
    assert best_free(list(counts), need_pair) == expect
    assert dui_dui_free(list(counts), need_pair) == brute(cards, need_pair, identical_only=True)
    groups_found = free_groups(list(counts), need_pair, expect)
    assert sorted(i for g in groups_found for i in _indices(g)) == cards

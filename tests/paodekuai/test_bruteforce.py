"""Cross-check against brute force on small hands (up to 10 cards).

For every subset of the mover's hand, ``check(subset)`` must give exactly the reason code
that a second, deliberately simple classifier (written here from spec §3 … §7 and §12,
sharing no code with the engine) gives; and ``legal_plays()`` must list exactly the rank
multisets of the subsets it accepts.
"""

import itertools
import random
from collections import Counter

import pytest

from paodekuai import DECK, Deal, Rules

RUN_TOP = 14  # the ace; the 2 (15) never joins a run


def simple_readings(ranks, whole):
    """All (kind, units, key) readings of a list of rank keys, the slow obvious way."""
    n = len(ranks)
    c = Counter(ranks)
    if 4 in c.values():
        return [("bomb", 1, ranks[0])] if n == 4 else []
    out = []
    if n == 1:
        out.append(("single", 1, ranks[0]))
    if n == 2 and len(c) == 1:
        out.append(("pair", 1, ranks[0]))
    ds = sorted(c)
    consecutive = ds == list(range(ds[0], ds[0] + len(ds))) and ds[-1] <= RUN_TOP
    if consecutive and set(c.values()) == {1} and n >= 5:
        out.append(("straight", n, ds[-1]))
    if consecutive and set(c.values()) == {2} and len(ds) >= 2:
        out.append(("pair_run", len(ds), ds[-1]))
    for t in ds:
        if c[t] == 3 and (n == 5 or (whole and n < 5)):
            out.append(("triple_two", 1, t))
    for k in range(2, 13):
        for top in range(3 + k - 1, RUN_TOP + 1):
            body = range(top - k + 1, top + 1)
            if all(c[r] == 3 for r in body):
                wings = n - 3 * k
                if wings == 2 * k or (whole and 0 <= wings < 2 * k):
                    out.append(("airplane", k, top))
    return out


def simple_reason(d: Deal, cards):
    """The §12 reason code for a non-empty subset of the mover's hand, or None if legal."""
    seat = d.turn
    hand = d.hand(seat)
    held = Counter(c.rank for c in hand)
    mine = Counter(c.rank for c in cards)
    ranks = sorted(c.rank for c in cards)
    whole = len(cards) == len(hand)
    rs = simple_readings(ranks, whole)
    if not rs:
        return "needs_kickers" if simple_readings(ranks, True) else "not_a_combination"
    if not d.rules.split_bombs and any(held[r] == 4 and 0 < mine[r] < 4 for r in held):
        return "bomb_cannot_be_split"
    holds_3s = any(str(c) == "3S" for c in hand)
    need3 = d.first_of_match and d.rules.first_play_has_3S and not d.history and holds_3s
    if need3 and not any(str(c) == "3S" for c in cards):
        return "must_include_3S"
    t = d.table
    kind = rs[0][0]
    if t is not None:
        def beats(r):
            if r[0] == "bomb":
                return t.kind != "bomb" or r[2] > t.key
            return r[0] == t.kind and r[1] == t.units and r[2] > t.key
        if kind != "bomb" and not any(r[0] == t.kind and r[1] == t.units for r in rs):
            return "wrong_kind"
        if not any(beats(r) for r in rs):
            return "too_low"
    if kind == "single" and d.count((seat + 1) % 3) == 1 and not need3:
        alone = [r for r in held if d.rules.split_bombs or held[r] < 4]
        if ranks[0] != max(alone):
            return "must_play_highest_single"
    return None


def small_positions(n_positions, seed):
    rng = random.Random(seed)
    rules_list = [Rules.preset("standard"), Rules.preset("home"),
                  Rules(first_play_has_3S=True, split_bombs=False), Rules(split_bombs=True)]
    out = []
    while len(out) < n_positions:
        deck = list(DECK)
        rng.shuffle(deck)
        # favour bombs and triples: sort a random slice so hands get runs of a rank
        sizes = [rng.randint(1, 10) for _ in range(3)]
        pool = sorted(deck[:sum(sizes) + rng.randint(0, 8)], key=lambda c: (c.rank, rng.random()))
        rng.shuffle(pool)
        if rng.random() < 0.5:
            pool.sort()
            start = rng.randint(0, max(0, len(pool) - sum(sizes)))
            pool = pool[start:] + pool[:start]
        hands, i = [], 0
        for n in sizes:
            hands.append(pool[i:i + n])
            i += n
        leader = None
        roll = rng.random()
        if roll < 0.3:
            # seat 0 gets k consecutive triples (an airplane body) and a few more cards
            k = rng.randint(2, 3)
            low = rng.randint(3, 14 - k)
            body = [c for r in range(low, low + k) for c in [c for c in deck if c.rank == r][:3]]
            rest = [c for c in deck if c not in body]
            extra = rng.randint(0, 10 - 3 * k)
            hands = [body + rest[:extra], rest[extra:extra + sizes[1]],
                     rest[extra + sizes[1]:extra + sizes[1] + sizes[2]]]
            leader = 0
        elif roll < 0.55:
            # seats 0 and 1 each get a bomb (any rank 3 … K) among their cards
            r0, r1 = rng.sample(range(3, 14), 2)
            b0 = [c for c in deck if c.rank == r0]
            b1 = [c for c in deck if c.rank == r1]
            rest = [c for c in deck if c.rank not in (r0, r1)]
            n0, n1 = rng.randint(0, 6), rng.randint(0, 6)
            hands = [b0 + rest[:n0], b1 + rest[n0:n0 + n1], rest[n0 + n1:n0 + n1 + sizes[2]]]
        d = Deal.from_hands(hands, rng.choice(rules_list), leader=leader, first_of_match=rng.random() < 0.5)
        for _ in range(rng.randint(0, 6)):
            if d.is_over:
                break
            moves = d.legal_plays()
            d.play(None if d.can_pass() else rng.choice(moves))
        if not d.is_over:
            out.append(d)
    return out


@pytest.mark.parametrize("seed", range(8))
def test_check_and_legal_plays_agree_with_brute_force(seed):
    for d in small_positions(40, seed):
        hand = d.hand(d.turn)
        accepted = set()
        for size in range(1, len(hand) + 1):
            for subset in itertools.combinations(hand, size):
                expected = simple_reason(d, list(subset))
                assert d.check(list(subset)) == expected, (repr(d), subset)
                if expected is None:
                    accepted.add(tuple(sorted(c.rank for c in subset)))
        listed = [tuple(c.rank for c in p.cards) for p in d.legal_plays()]
        assert len(listed) == len(set(listed))
        assert set(listed) == accepted, repr(d)

"""Random small deals cross-checked against oracle.Model, an independent model of spec §3-§8
and §12: at every position the engine's turn, table, can_pass, legal_plays (one per rank
multiset, suits S, H, C, D) and the reason code of random candidate plays must match the
model; at the end the result must match."""

import random
from collections import Counter

import pytest

from paodekuai import Deal, Rules

from .oracle import Model, rank
from .util import DECK_TEXT

ALL_RULES = [Rules(first_play_has_3S=f, next_leader="holder_3S", bomb_bonus=b, split_bombs=s)
             for f in (False, True) for b in ("unbeaten", "immediate") for s in (False, True)]


def random_setup(rnd):
    # few ranks so that pairs, triples, bombs, runs and airplanes are common
    start = rnd.randint(3, 12)
    ranks = "3456789TJQKA2"[start - 3:start - 3 + rnd.randint(3, 6)]
    pool = [c for c in DECK_TEXT if c[0] in ranks]
    if rnd.random() < 0.5 and "3S" not in pool:
        pool.append("3S")
    rnd.shuffle(pool)
    hands = [[], [], []]
    for seat in range(3):
        # plant a bomb or an airplane body in some hands
        roll = rnd.random()
        if roll < 0.3:
            for r in ranks:
                group = [c for c in pool if c[0] == r]
                if len(group) == 4:
                    hands[seat] += group
                    break
        elif roll < 0.5:
            for a, b in zip(ranks, ranks[1:]):
                ga = [c for c in pool if c[0] == a][:3]
                gb = [c for c in pool if c[0] == b][:3]
                if len(ga) == len(gb) == 3 and b != "2":
                    hands[seat] += ga + gb
                    break
        pool = [c for c in pool if c not in hands[seat]]
    for seat in range(3):
        want = rnd.randint(1, 10)
        while len(hands[seat]) < want and pool:
            hands[seat].append(pool.pop())
        if not hands[seat]:
            hands[seat].append(next(c for c in DECK_TEXT if all(c not in h for h in hands)))
    leader = rnd.choice([None, None, 0, 1, 2])
    return hands, rnd.choice(ALL_RULES), leader, rnd.random() < 0.6


def engine_listing(d):
    out = {}
    for p in d.legal_plays():
        key = tuple(sorted(rank(str(c)) for c in p.cards))
        assert key not in out, "rank multiset listed twice"
        out[key] = (p.kind, p.key, p.units, tuple(str(c) for c in sorted(p.cards)))
    return out


def model_listing(m):
    out = {}
    for cards, rs in m.legal():
        key = tuple(sorted(rank(c) for c in cards))
        best = max(x[1] for x in rs)
        units = {x[2] for x in rs if x[1] == best}
        ordered = tuple(sorted(cards, key=lambda c: (rank(c), "SHCD".index(c[1]))))
        out[key] = (rs[0][0], best, units, ordered)
    return out


def check_position(d, m, rnd):
    assert d.turn == m.turn
    if m.table is None:
        assert d.table is None
    else:
        kind, key, units = m.table
        assert (d.table.kind, d.table.key) == (kind, key)
    eng, mod = engine_listing(d), model_listing(m)
    assert eng.keys() == mod.keys()
    for k in eng:
        kind, key, units, cards = eng[k]
        mkind, mkey, munits, mcards = mod[k]
        assert (kind, key, cards) == (mkind, mkey, mcards), k
        assert units in munits, k
    assert d.can_pass() == (m.analyse([])[0] is None)
    assert d.check("pass") == m.analyse([])[0]
    hand = m.hands[m.turn]
    others = [c for s in range(3) if s != m.turn for c in m.hands[s]]
    for _ in range(25):
        n = rnd.randint(1, min(len(hand), 11))
        cards = rnd.sample(hand, n)
        if rnd.random() < 0.1 and others:
            cards.append(rnd.choice(others))
        if rnd.random() < 0.05:
            cards.append(cards[0])
        assert d.check(" ".join(cards)) == m.analyse(cards)[0], cards


@pytest.mark.parametrize("seed", range(400))
def test_random_deal_against_model(seed):
    rnd = random.Random(seed)
    hands, rules, leader, first = random_setup(rnd)
    d = Deal.from_hands([" ".join(h) for h in hands], rules, leader=leader, first_of_match=first)
    m = Model(hands, rules, leader, first)
    while not m.over:
        check_position(d, m, rnd)
        legal = m.legal()
        moves = [cards for cards, _ in legal]
        if m.analyse([])[0] is None:
            moves.append([])
        # half the time the longest play, so bombs, runs and airplanes reach the table
        move = max(moves, key=len) if rnd.random() < 0.5 else rnd.choice(moves)
        if move:
            # same ranks, random suits from the hand: the engine must accept any suits
            pool = Counter(rank(c) for c in move)
            choice = []
            for r, k in pool.items():
                same = [c for c in m.hands[m.turn] if rank(c) == r]
                choice += rnd.sample(same, k)
            if m.analyse(choice)[0] is None:
                move = choice
        played = d.play(" ".join(move) if move else "pass")
        expect = m.apply(move)
        if expect is None:
            assert played is None
        else:
            assert (played.kind, played.key) == expect[:2] and played.units in expect[2]
            assert sorted(str(c) for c in played.cards) == sorted(move)
    assert d.is_over
    r = d.result
    assert (r.winner, r.cards_left, r.shut_out, r.bomb_points, r.points) == m.result()
    assert d.check("pass") == "deal_over"

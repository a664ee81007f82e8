"""Invariants over many random deals played to the end by random legal plays (hypothesis).

After every move: the 48 cards are conserved and no card is in two places; one seat is to
move, in turn order; every listed play passes ``check``; ``can_pass()`` holds exactly when
following with no legal beating play; the deal ends exactly when a hand empties; at the end
the points sum to zero and agree with §8. A record round trip at a random moment plays on
identically.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from paodekuai import DECK, Deal, Rules
from paodekuai.cards import THREE_OF_SPADES

ALL_RULES = [Rules(first_play_has_3S=a, next_leader=b, bomb_bonus=c, split_bombs=e)
             for a in (False, True) for b in ("holder_3S", "winner") for c in ("unbeaten", "immediate")
             for e in (False, True)]


def check_invariants(d: Deal, initial: set) -> None:
    hands = [set(d.hand(s)) for s in range(3)]
    played = [c for _, p in d.history if p is not None for c in p.cards]
    assert len(played) == len(set(played))
    everything = hands[0] | hands[1] | hands[2] | set(played)
    assert sum(len(h) for h in hands) + len(played) == len(everything) == len(initial)
    assert everything == initial
    assert all(d.hand(s) == sorted(d.hand(s)) for s in range(3))
    empty = [s for s in range(3) if not hands[s]]
    assert d.is_over == bool(empty)
    if d.is_over:
        assert empty == [d.result.winner]
        assert d.legal_plays() == [] and not d.can_pass()
        return
    listed = d.legal_plays()
    shapes = [p.ranks for p in listed]
    assert len(shapes) == len(set(shapes))              # one play per rank multiset
    for p in listed:
        assert d.check(p) is None
        assert d.check(list(p.cards)) is None
    if d.table is None:
        assert listed and not d.can_pass() and d.check("pass") == "leader_cannot_pass"
    else:
        assert d.can_pass() == (not listed)
        assert d.check("pass") == (None if not listed else "must_beat")


def expected_points(d: Deal) -> tuple:
    r = d.result
    pays = [len(d.hand(s)) * (2 if r.shut_out[s] else 1) for s in range(3)]
    pts = [r.bomb_points[s] - pays[s] for s in range(3)]
    pts[r.winner] += sum(pays)
    return tuple(pts)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31), rules=st.sampled_from(ALL_RULES), policy=st.integers(0, 2**31),
       save_at=st.integers(0, 60))
def test_random_deals_keep_every_invariant(seed, rules, policy, save_at):
    d = Deal.new(rules, seed, first_of_match=bool(seed % 2))
    rng = random.Random(policy)
    initial = set(DECK)
    holder = next(s for s in range(3) if THREE_OF_SPADES in d.hand(s))
    assert d.turn == holder
    check_invariants(d, initial)
    while not d.is_over:
        seat = d.turn
        if len(d.history) == save_at:
            copy = Deal.from_json(d.to_json())
            assert copy.to_json() == d.to_json()
        moves = d.legal_plays()
        choice = None if d.can_pass() and (not moves or rng.random() < 0.5) else rng.choice(moves) if moves else None
        d.play(choice)
        if not d.is_over:
            assert d.turn == (seat + 1) % 3
        check_invariants(d, initial)
    r = d.result
    assert sum(r.points) == 0
    assert r.points == expected_points(d)
    assert r.cards_left == d.counts
    assert r.shut_out == tuple(s != r.winner and all(p is None for t, p in d.history if t == s) for s in range(3))

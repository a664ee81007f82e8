"""paohuzi.ready: the 听 set, the unseen counts and the distance, against hand-computed cases
(spec §13, §15, §18, §21)."""

import random

import pytest

from paohuzi import Deal, Rules
from paohuzi.ready import (FAR, Shape, distance, distance_and_potential, liangzhang_in_hand, readiness, shape_of, ting,
                           unseen)
from paohuzi.scoring import assess

from ...paohuzi.phz_helpers import do, setup

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
TC07 = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"


def waits(shape, rules=None):
    return {(w.card, w.source): (w.huxi, w.score) for w in ting(shape, rules)}


def test_tc02_waits_on_x4_x7_x10():
    # 坎 d5 (6) + x1x2x3 (3) + d2d7d10 (6) + d6d7d8 + x7x8x9 (or x8x9x10) + x4x5x6, and x5 x6 wait
    # on x4 / x7; x10 makes x8x9x10 and x5x6x7. 15 胡息 each time; 6 reds in hand, so x7 and
    # x10 make 7 reds (紅胡 x2), x4 none. 底数 1, +1 self-drawn (§15.1; TC02-TC04).
    assert waits(Shape.parse([], TC02)) == {
        ("x4", "self"): (15, 2), ("x4", "other"): (15, 1),
        ("x7", "self"): (15, 4), ("x7", "other"): (15, 2),
        ("x10", "self"): (15, 4), ("x10", "other"): (15, 2),
    }


def test_tc07_wei_breaks_the_x2_win_and_quads_open_other_waits():
    # x2 from another's draw: x1x2x3 (3) + x2x3x4 + x2d2d2 + x7x8x9 + three big 坎 (18) = 21, 底数 3.
    # Own x2 draw is a forced 偎 x2 that breaks the hand (§13.2). x5: x3x4x5 + x1x2x3 + x2d2d2,
    # 21 胡息, 8 reds (no 番): 3, self 4. d2 on the d2 pair: 偎 (6) if drawn, a 碰 (3) if not:
    # 27 / 24. d8, d9, d10 on a 坎: 提 (12) drawn / 跑 (9) from another, the d2 pair is the 将: 27 / 24.
    assert waits(Shape.parse([], TC07)) == {
        ("x2", "other"): (21, 3),
        ("x5", "self"): (21, 4), ("x5", "other"): (21, 3),
        ("d2", "self"): (27, 6), ("d2", "other"): (24, 4),
        ("d8", "self"): (27, 6), ("d8", "other"): (24, 4),
        ("d9", "self"): (27, 6), ("d9", "other"): (24, 4),
        ("d10", "self"): (27, 6), ("d10", "other"): (24, 4),
    }


def test_tc13_two_quads_single_wait_for_the_pair():
    # 跑 d5 (9) + 提 x9 (9) + x1x2x3 (3) + d1d2d3 (6) + x4x5x6 + d7d8d9 + 将 x8 x8 = 27, 底数 5 (+1)
    shape = Shape.parse(["pao d5", "ti x9"], "x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8")
    assert distance(shape) == 1
    assert waits(shape) == {("x8", "self"): (27, 6), ("x8", "other"): (27, 5)}


def test_complete_in_shape_but_short_of_huxi_waits_on_nothing():
    shape = Shape.parse([], "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6")  # TC06: 9 胡息
    assert distance_and_potential(shape) == (1, 9)
    assert ting(shape) == []
    # with 9 enough: 底数 1 (at least 1, §24), +1 self-drawn; the hand holds 4 reds (x2 x7 d7 d7),
    # so x4 keeps 紅胡 (x2) and x7 / x10 make 5 reds (no 番)
    assert waits(shape, Rules(min_huxi=9)) == {("x4", "self"): (9, 4), ("x4", "other"): (9, 2),
                                               ("x7", "self"): (9, 2), ("x7", "other"): (9, 1),
                                               ("x10", "self"): (9, 2), ("x10", "other"): (9, 1)}


def test_distances():
    assert distance_and_potential(Shape.parse([], TC02)) == (1, 15)
    # the dealer's 21 cards of TC16 are complete (21 胡息)
    assert distance_and_potential(Shape.parse([], "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 "
                                                  "d4 d5 d6")) == (0, 21)
    # a small seat (shift -12: three sets wanted): no three of these cards form a set, and the
    # best pairs are x7 x10 and d7 d10 (二七十, 3 + 6 once completed) and x1 d1 (mixed)
    assert distance_and_potential(Shape.parse([], "x1 x4 x7 x10 d1 d4 d7 d10", shift=-12)) == (3, 9)
    # a 4-card set owned: one 将 pair is needed (TC12 before its d9 arrives: single wait)
    assert distance(Shape.parse(["ti d10", "peng d7"], "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9")) == 1
    # a seat that cannot reach the size of a complete hand
    assert distance(Shape.parse([], "x1 x2 x3 x4", shift=-16)) == FAR


def test_distance_one_means_one_card_completes_the_shape():
    """Property over positions of random deals: distance 1 exactly when some card added to
    the hand makes it split into the groups of §13.1 (胡息 aside), distance 0 when it does already."""
    rng = random.Random(3)
    no_min = Rules(min_huxi=0)
    checked = 0
    for k in range(12):
        d = Deal.new(Rules(), f"ready-{k}")
        while not d.is_over:
            for seat in range(3):
                v = d.view(seat)
                if v.discarding == seat:
                    continue
                shape = shape_of(v)
                dist = distance(shape)
                one = any(assess(shape.melds, shape.hand, c, no_min) is not None
                          for c in range(20) if shape.hand[c] < 3)
                zero = assess(shape.melds, shape.hand, None, no_min) is not None
                assert (dist == 1) == (one and not zero), (v.hand, v.melds[seat], dist)
                assert (dist == 0) == zero
                checked += 1
            s = d.pending[0]
            d.act(s, rng.choice(d.actions(s)))
    assert checked > 500


def test_unseen_counts_every_public_card_and_leaves_a_hidden_wei_unknown():
    d = setup(["x4 x6 d1 d1 d7", "x10 d2", "d3 d4 d9"], "x5 d10 x10 x4", to_draw=0,
              melds=[[], ["peng x3", "ti x9", "chou_wei x8", "chi x1 x2 x3"], ["wei d5", "pao d6"]])
    assert d.pending == [0] and d.offer == ("x5", "draw", 0)
    v = d.view(0)
    assert v.melds[2] == ("wei ?", "pao d6")
    # seen: own hand; 碰 x3 (3), 提 x9 (4), 臭偎 x8 (3), 吃 x1 x2 x3, 跑 d6 (4); the offered x5;
    # the face-up bottom card x4. The hidden 偎 of d5 shows nothing.
    assert unseen(v) == {"x1": 3, "x2": 3, "x3": 0, "x4": 2, "x5": 3, "x6": 3, "x7": 4, "x8": 1, "x9": 0,
                         "x10": 4, "d1": 2, "d2": 4, "d3": 4, "d4": 4, "d5": 4, "d6": 0, "d7": 3, "d8": 4,
                         "d9": 4, "d10": 4}
    # seat 2 knows its own 偎
    assert unseen(d.view(2))["d5"] == 1


def test_unseen_counts_the_liangzhang_and_the_known_stock():
    # dealer 0 shows d5 (the last card of his string); the red bottom d7 goes to the top
    d = setup(["x1 x2 x3 x9 d5", "x5 x6 d8", "x7 x8 d9"], "x4 d6 x5 d7")
    assert d.pending == [0] and d.view(1).liangzhang == "d5"
    v = d.view(1)
    assert v.known_top == ("d7",) and v.bottom == "x5"
    u = unseen(v)
    assert (u["d5"], u["d7"], u["x5"], u["x4"]) == (3, 3, 2, 4)  # x5: own + bottom
    assert unseen(d.view(0))["d5"] == 3  # the dealer holds it: counted once, as his own card
    assert liangzhang_in_hand(v) and liangzhang_in_hand(d.view(0))
    do(d, 0, "discard x9")
    assert unseen(d.view(1))["d5"] == 3  # still in the dealer's hand
    assert liangzhang_in_hand(d.view(2))


def test_the_liangzhang_leaves_the_dealers_hand_with_a_public_copy():
    d = setup(["x1 x2 x3 x9 d5", "x5 x6 d8", "x7 x8 d9"], "x4 d6 x5 d7")
    do(d, 0, "discard d5")  # this copy may be the 亮张: nothing is known of it any more
    assert not liangzhang_in_hand(d.view(1)) and not liangzhang_in_hand(d.view(0))
    assert unseen(d.view(1))["d5"] == 3  # the discarded copy is seen, the 亮张 no longer counted
    no_lz = setup(["x1", "x5", "x7"], "x4 d6 x5 d7", to_draw=0)
    assert no_lz.view(1).liangzhang is None and not liangzhang_in_hand(no_lz.view(1))


def test_readiness_summary_for_the_table():
    d = setup(["x10", TC02, "x10"], "x7 d4 d3 d9", to_draw=2)
    # seat 2 drew x7: seat 1 (TC02 hand) may win on it; its view between turns
    assert d.pending == [1]
    r = readiness(d.view(1))
    assert r["distance"] == 1 and r["huxi_potential"] == 15
    assert [(w["card"], w["source"], w["score"]) for w in r["ting"]] == [
        ("x4", "self", 2), ("x4", "other", 1), ("x7", "self", 4), ("x7", "other", 2),
        ("x10", "self", 4), ("x10", "other", 2)]
    # seen: the 20 cards in hand, the offered x7, the face-up bottom d9
    assert r["unseen"]["x7"] == 2 and sum(r["unseen"].values()) == 80 - 22
    # as the last card (海底胡, x2) the same waits are worth more
    last = setup(["x10", TC02, "x10"], "x7 d4", to_draw=2)
    assert [w["score"] for w in readiness(last.view(1))["ting"]] == [4, 2, 8, 4, 8, 4]


@pytest.mark.parametrize("hand", ["x1 x1 x1 x1", "z9"])
def test_bad_text_is_refused(hand):
    with pytest.raises(ValueError):
        Shape.parse([], hand) if hand == "z9" else Shape.parse(["chi x1 x5 x9"], hand)

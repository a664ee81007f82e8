"""greedy, the arena's reference (issue 13): its rules on hand-made positions (spec §21 notation)."""

import random

from cardroom.bots import make_bot

from ...paohuzi.phz_helpers import do, setup

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


def greedy(d, seat):
    assert d.pending == [seat]
    return make_bot("paohuzi", "greedy").choose(d.view(seat), random.Random(0)).play


def test_hu_whenever_offered():
    d = setup(["x10", TC02, "x10"], "x7 d4 d3 d9", to_draw=2)  # seat 2 draws x7, seat 1 wins on it
    assert d.actions(1) == ["hu", "pass"]
    assert greedy(d, 1) == "hu"
    m = setup(["x10", TC02, "x10"], "x7 d4 d3 d9", to_draw=2, hu_mandatory=True)
    assert m.actions(1) == ["hu"] and greedy(m, 1) == "hu"


CLOSER = "x1 x2 x3 x5 x6 x7 x8 x9 x10 d2 d7 d10 d6 d7 d8 d9 d9 d4 d4 d1"


def test_a_peng_that_brings_the_hand_closer_is_taken():
    # seat 1: x1x2x3 x5x6x7 x8x9x10 d2d7d10 d6d7d8, the pairs d9 and d4, and d1: both pairs
    # need a third card (no x4 / x9 for a mixed set, d1 fits nowhere): distance 2. 碰 d4,
    # then discarding d1 leaves five sets and the d9 pair, one card short; no other discard does
    d = setup(["d4 x9", CLOSER, "x3 x3 d5"], "x7 d5 d3 x1")
    do(d, 0, "discard d4")
    assert d.actions(1) == ["peng", "pass"]
    assert greedy(d, 1) == "peng"
    do(d, 1, "peng")
    assert greedy(d, 1) == "discard d1"


def test_a_peng_that_adds_huxi_without_going_further_is_taken():
    # seat 1: x1x2x3 d2d7d10 x4x5x6 x7x8x9 d6d7d8 d9 d9 d4 d4 x10 is one card short already
    # (x4 d4 d4 is a mixed set: then x5x6x7, x8x9x10, and d9 completes d9 d9 d9). 碰 d4 lays 3
    # 胡息 (big) and leaves it one card short after discarding x1 (x2x3x4 x5x6x7 x8x9x10), x4,
    # x7 or x10 (five sets and the d9 pair); x1, x7, x10 are of the 一二三 / 二七十 ranks and kept
    d = setup(["d4 x9", "x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 d9 d9 d4 d4 x10", "x3 x3 d1"],
              "x7 d5 d3 x1")
    do(d, 0, "discard d4")
    assert d.actions(1) == ["peng", "pass"]
    assert greedy(d, 1) == "peng"
    do(d, 1, "peng")
    assert greedy(d, 1) == "discard x4"


def test_a_useless_chi_is_passed():
    # seat 1 (a small seat: two sets wanted) holds x4x5x6 and the mixed pair x9 d9, one card
    # short; 吃 x3 x4 x5 then its best discard (x6) leaves it one card short still, and a
    # sequence of 3 to 5 adds no 胡息
    d = setup(["x3 d1", "x4 x5 x6 x9 d9", "x2 d3"], "x7 d5 d3 x1")
    do(d, 0, "discard x3")
    assert d.actions(1) == ["chi x3 x4 x5", "pass"]
    assert greedy(d, 1) == "pass"


def test_of_two_chi_equally_close_the_one_with_more_visible_huxi():
    # seat 1 (two sets wanted) holds x1 x2 x4 and the mixed pair x9 d9: two cards short. Both
    # 吃 x1 x2 x3 (then discarding x4) and 吃 x2 x3 x4 (then x1) leave it one card short; the
    # first lays 一二三 (3 胡息) on the table, the second a plain sequence
    d = setup(["x3 d1", "x1 x2 x4 x9 d9", "x2 d3"], "x7 d5 d3 x1")
    do(d, 0, "discard x3")
    assert d.actions(1) == ["chi x1 x2 x3", "chi x2 x3 x4", "pass"]
    assert greedy(d, 1) == "chi x1 x2 x3"


def test_discard_closest_then_keep_worth_then_lower_card():
    # the dealer (a small seat: two sets wanted) must discard one of x1 x2 x3 x4 x9 d8. x2 or
    # x3 would leave three cards needed; x1, x4, x9, d8 two. Of those, d8 is big and x1 of
    # the 一二三 ranks (kept); x4 and x9 tie, and the lower card goes
    d = setup(["x1 x2 x3 x4 x9 d8", "x5 d5", "x6 d6"], "x7 d5 d3 x10")
    assert greedy(d, 0) == "discard x4"

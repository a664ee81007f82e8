"""Normal's reading of a position (issue 13): waits, known stock cards, effective distance."""

from paohuzi.bots.normal import PARAMS, Context, Outlook
from paohuzi.bots.shapes import Position
from paohuzi.ready import Shape

from ...paohuzi.phz_helpers import setup
from .test_greedy import TC02


def outlook(stock):
    d = setup(["x10", TC02, "x10"], stock, to_draw=2)  # seat 2 draws x7; seat 1 (TC02) is asked to 胡
    pos = Position(d.view(1))
    ctx = Context(pos)
    return Outlook(pos.shape, ctx), ctx


def test_a_ready_hand_counts_its_unseen_winning_copies():
    o, ctx = outlook("x7 d4 d3 d9")
    # waits x4 x7 x10 (spec §21 TC02-TC04); seat 1 holds x4 x7 and sees the offered x7: unseen 3 + 2 + 4
    assert (o.d, o.waits, o.copies, o.known, o.sure) == (1, ["x4", "x7", "x10"], 9, 0, 0.0)
    assert o.eff(ctx) == 1 and o.value(ctx) > 0


def test_a_winning_card_at_the_bottom_of_the_stock_is_counted_as_known():
    o, ctx = outlook("x7 d4 d3 x4")  # the face-up bottom card x4 is one of the waits
    assert (o.copies, o.known, o.sure) == (8, 1, PARAMS["known_bottom"])
    base, _ = outlook("x7 d4 d3 d9")
    assert o.value(ctx) != base.value(ctx)


def test_a_ready_hand_that_cannot_win_counts_one_card_further():
    _, ctx = outlook("x7 d4 d3 d9")
    # TC06: complete in shape but 9 胡息 only, so it waits on nothing
    o = Outlook(Shape.parse([], "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"), ctx)
    assert (o.d, o.waits, o.copies, o.known) == (1, [], 0, 0)
    assert o.eff(ctx) == 1 + PARAMS["dead"]


def test_a_hand_far_short_of_huxi_counts_one_card_further():
    _, ctx = outlook("x7 d4 d3 d9")
    # x4x5x6 x4x5x6 d4d5d6 d4d5d6, then x8 x8 d8 (mixed), d8 d9 and x3 d3 waiting for a card each,
    # x9 left over: two cards short, every group worth 0 胡息
    o = Outlook(Shape.parse([], "x4 x4 x5 x5 x6 x6 d4 d4 d5 d5 d6 d6 x8 x8 d8 d8 x9 d9 x3 d3"), ctx)
    assert (o.d, o.pot) == (2, 0)
    assert o.eff(ctx) == 3

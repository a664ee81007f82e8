"""Outside tests: the opening (§5, §7, §14; §21 TC16-TC18) and the setup's refusals (§23)."""

import pytest

from paohuzi import Deal, IllegalAction, Rules

from .phz_outside_helpers import acts, discards, result_tuple, setup

TC16 = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"
TC17 = "d1 d1 d1 d3 d3 d3 d4 d4 d4 d5 d5 d5 d6 d6 d6 x2 x7 x10 d2 d7"
TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


# ---------------------------------------------------------------- TC16: dealer's 21 cards
def test_tc16_dealer_tianhu():
    # d1d2d3 6 + x1x2x3 3 + d2d7d10 6 + x2x7x10 3 + 坎 x5 3 + x6x7x8 + d4d5d6 = 21;
    # di = floor((42 - 12) / 3) = 10; reds x2 x2 d2 d2 d7 d10 x7 x7 x10 = 9 -> 番 1; score 10
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    assert deal.pending == [0] and acts(deal, 0) == {"hu", "pass"}
    assert deal.offer is None
    deal.act(0, "hu")
    assert result_tuple(deal) == (0, 21, 10, {}, 1, 10, (20, -10, -10), True, False)


def test_tc16_passed_then_dealer_discards():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    deal.act(0, "pass")
    # 21 > 20: discard anything but the 坎 x5
    assert deal.pending == [0]
    assert acts(deal, 0) == discards("d1 d2 d3 x1 x2 x3 d7 d10 x7 x10 x6 x8 d4 d5 d6")


def test_tc16_option_tianhu_selfdraw_bonus():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8",
                 rules=Rules(tianhu_selfdraw_bonus=True))
    deal.act(0, "hu")
    # di 10 + 1 = 11; a 天胡 is never self_drawn (§24)
    assert result_tuple(deal) == (0, 21, 11, {}, 1, 11, (22, -11, -11), True, False)


# ---------------------------------------------------------------- 亮张 天胡 of a non-dealer
def test_non_dealer_wins_on_the_liangzhang():
    # P1 = TC02 hand, the dealer's 亮张 is x7: 15 胡息 -> di floor((30 - 12) / 3) = 6;
    # 7 reds -> 紅胡 2; score 12
    deal = setup(["d9 x7", TC02, "x1 d1"], "d4 d3")
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    assert deal.offer is None
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 6, {"hong_hu": 2}, 2, 12, (-12, 24, -12), True, False)


def test_non_dealer_liangzhang_passed_then_dealer_discards():
    deal = setup(["d9 x7", TC02, "x1 d1"], "d4 d3")
    deal.act(1, "pass")
    assert deal.pending == [0] and acts(deal, 0) == {"discard d9", "discard x7"}


def test_option_no_tianhu_on_liangzhang():
    deal = setup(["d9 x7", TC02, "x1 d1"], "d4 d3", rules=Rules(tianhu_on_liangzhang=False))
    assert deal.pending == [0] and acts(deal, 0) == {"discard d9", "discard x7"}


def test_option_no_tianhu_on_liangzhang_keeps_dealer_tianhu():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8",
                 rules=Rules(tianhu_on_liangzhang=False))
    assert deal.pending == [0] and acts(deal, 0) == {"hu", "pass"}


# ---------------------------------------------------------------- TC17: 三提五坎
def test_tc17_five_kan_instant_win():
    # 5 big 坎 = 30; di floor((60 - 12) / 3) = 16; reds x2 x7 x10 d2 d7 = 5, big 17 -> 番 1
    deal = setup(["x9 d9", TC17, "x4 x8"], "x3 x5 d8")
    assert deal.is_over and deal.pending == []
    assert result_tuple(deal) == (1, 30, 16, {}, 1, 16, (-16, 32, -16), True, False)
    assert deal.actions(1) == []
    with pytest.raises(IllegalAction) as err:
        deal.act(1, "hu")
    assert err.value.code == "deal_over"


def test_tc17_option_best_partition():
    # best split of the whole hand: 5 坎 30 + x2 x7 x10 3, d2 d7 left (0) = 33;
    # di floor((66 - 12) / 3) = 18
    deal = setup(["x9 d9", TC17, "x4 x8"], "x3 x5 d8", rules=Rules(santi_wukan_huxi="best"))
    assert result_tuple(deal) == (1, 33, 18, {}, 1, 18, (-18, 36, -18), True, False)


def test_three_ti_instant_win_with_colour_items():
    # 3 small 提 = 27; di floor((54 - 12) / 3) = 14; reds x2 x4 -> 4 -> 紅胡 2 (over all cards
    # held, §14); small 12 + 3 = 15, big 5; score 28
    hand = "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 x3 d4 d5 d6 d8 d9 x5 x6 x8"
    deal = setup(["x9 d10", "x4 d1", hand], "x7 d3 d2")
    assert sorted(deal.melds(2)) == ["ti x1", "ti x2", "ti x3"]
    assert result_tuple(deal) == (2, 27, 14, {"hong_hu": 2}, 2, 28, (-28, -28, 56), True, False)


def test_several_santi_wukan_first_in_turn_order_from_dealer():
    # dealer P1: order 1, 2, 0 -> P2 wins. 5 small 坎 = 15; di floor((30 - 12) / 3) = 6;
    # no red -> 烏胡 5; small 15 -> no 小; score 30
    p0 = "d1 d1 d1 d3 d3 d3 d4 d4 d4 d5 d5 d5 d6 d6 d6"
    p2 = "x1 x1 x1 x3 x3 x3 x4 x4 x4 x5 x5 x5 x6 x6 x6"
    deal = setup([p0, "x9 d9", p2], "x8 d8 d2", dealer=1)
    assert deal.dealer == 1
    assert result_tuple(deal) == (2, 15, 6, {"wu_hu": 5}, 5, 30, (-30, -30, 60), True, False)


def test_santi_wukan_before_the_dealer_tianhu():
    # the dealer's 21 cards are complete (TC16) but P2's five 坎 win at once (§7 step 3 first)
    p2 = "d1 d1 d1 d3 d3 d3 d4 d4 d4 x4 x4 x4 x9 x9 x9"
    deal = setup([TC16, "x3 d9", p2], "x8 d8 d7")
    # 6+6+6+3+3 = 24; di floor((48 - 12) / 3) = 12; reds 0 -> 烏胡 5; score 60
    assert result_tuple(deal) == (2, 24, 12, {"wu_hu": 5}, 5, 60, (-60, -60, 120), True, False)


def test_dealer_liangzhang_completes_fourth_copy_as_ti():
    # §7.2: a 4th copy that is the dealer's 亮张 counts; the dealer then holds 2 quads: no discard
    hand = "x1 x1 x1 x1 d2 d2 d2 x3 x4 x5 x6 x8 x9 d3 d4 d5 d6 d8 d9 x10 d2"
    deal = setup([hand, "d6 d8 x7", "x2 d1"], "d7 x2 x3")
    assert sorted(deal.melds(0)) == ["ti d2", "ti x1"]
    assert deal.pending == [1] and acts(deal, 1) == {"chi d6 d7 d8", "pass"}


# ---------------------------------------------------------------- Deal.new
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 11, 12345])
def test_deal_new_is_reproducible_and_conserves_cards(seed):
    a, b = Deal.new(Rules(), seed), Deal.new(Rules(), seed)
    assert a.to_json() == b.to_json()
    assert a.history == b.history
    assert a.dealer == 0
    total = a.stock_count
    for s in range(3):
        total += len(a.hand(s)) + len(a.discards(s))
        total += sum(4 if m.split()[0] in ("pao", "ti") else 3 for m in a.melds(s))
    if a.offer is None:
        assert total == 80


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_deal_new_dealer_argument(dealer):
    deal = Deal.new(Rules(), 5, dealer=dealer)
    assert deal.dealer == dealer
    if not deal.history:
        # nothing happened yet: the dealer holds 21 cards (with his quads), the others 20, 19 stock
        for s in range(3):
            size = len(deal.hand(s)) + sum(4 if m.split()[0] in ("pao", "ti") else 3
                                           for m in deal.melds(s))
            assert size == (21 if s == dealer else 20)
        assert deal.stock_count == 19


def test_deal_new_first_decision_is_the_dealers_discard_or_a_win():
    # over many seeds, an opening without quads or wins asks the dealer to discard
    seen = 0
    for seed in range(60):
        deal = Deal.new(Rules(), seed)
        if deal.history == [] and deal.pending == [0] and "hu" not in deal.actions(0):
            seen += 1
            assert all(a.startswith("discard ") for a in deal.actions(0))
            assert len(deal.hand(0)) == 21
    assert seen > 30


# ---------------------------------------------------------------- from_setup refusals
@pytest.mark.parametrize("hands, stock, melds", [
    (["x1 x1 x1", "x1 x1", ""], "d1", None),                         # 5 x1 in hands
    (["x1", "d2", "d3"], "x1 x1 x1 x1", None),                       # 5 x1 with the stock
    (["x1", "d2", "d3"], "d1", [["pao x1"], [], []]),                # 5 x1 with a meld
    (["", "d2", "d3"], "d1", [["peng x5"], ["wei x5"], []]),         # 6 x5 in melds
])
def test_from_setup_refuses_more_than_four_copies(hands, stock, melds):
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), hands, stock, melds=melds)


@pytest.mark.parametrize("meld", [
    "peng", "peng x3 x3", "peng x3 x4 x3", "pung x3", "wei x11", "chi x1 x2", "chi x1 x2 x4",
    "chi x5 x5 x5", "chi x2 d3 x4", "chi x9 x10 x1", "ti", "pao x3 x3 x3 d3", "chi x2 x7 d10",
    "", "chi x1 x2 x3 x4",
])
def test_from_setup_refuses_malformed_melds(meld):
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "d2", "d3"], "d1 x9", melds=[[meld], [], []], to_draw=1)


@pytest.mark.parametrize("hands", [["x1", "d2"], ["x1", "d2", "d3", "x4"], ["x1", "d2", "q9"]])
def test_from_setup_refuses_bad_hands(hands):
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), hands, "d1 x9")


def test_from_setup_refuses_bad_chou_token():
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "d2", "d3"], "d1 x9", chou=["", "z5", ""], to_draw=1)


@pytest.mark.parametrize("kwargs", [{"dealer": 3}, {"dealer": -1}, {"to_draw": 3},
                                    {"to_draw": -1}])
def test_from_setup_refuses_bad_seats(kwargs):
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "d2", "d3"], "d1 x9", **kwargs)


def test_from_setup_accepts_the_interface_meld_examples():
    melds = [["peng x3", "wei x5"], ["chou_wei x8", "pao d5"], ["ti x9", "chi x1 x2 x3"]]
    deal = Deal.from_setup(Rules(), ["d1", "d2", "d3"], "d4 d6", melds=melds, to_draw=0)
    assert deal.melds(0) == ["peng x3", "wei x5"]
    assert deal.melds(1) == ["chou_wei x8", "pao d5"]
    assert deal.melds(2) == ["ti x9", "chi x1 x2 x3"]

"""evaluate() and scoring on the worked situations of spec §21 (TC02-TC13, TC15) and §13-§15."""

import pytest

from paohuzi import Card, Rules, evaluate
from paohuzi.scoring import di_shu, fan_items

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
TC07 = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"
TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"


def _summary(w):
    return (w.huxi, w.di, w.fan, w.fan_total, w.score, w.self_drawn)


def test_tc02_selfdraw_15_hong_hu_7_reds():
    w = evaluate([], TC02, "x7", "self")
    assert _summary(w) == (15, 2, {"hong_hu": 2}, 2, 4, True)


def test_tc03_same_hand_other_winning_card_no_fan():
    w = evaluate([], TC02, "x4", "self")
    assert _summary(w) == (15, 2, {}, 1, 2, True)


def test_tc04_not_self_drawn():
    w = evaluate([], TC02, Card("x7"), "other")
    assert _summary(w) == (15, 1, {"hong_hu": 2}, 2, 2, False)


def test_tc05_no_win_on_discard():
    assert evaluate([], TC02, "x7", "discard") is None


def test_tc06_complete_shape_below_15_huxi_is_no_win():
    assert evaluate([], "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "other") is None
    # the shape is complete: with a 9 胡息 minimum it wins with exactly 9
    w = evaluate([], "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "other",
                 Rules(min_huxi=9))
    assert w.huxi == 9 and w.di == 1


def test_tc07_seed_example_other_draw_wins():
    w = evaluate([], TC07, "x2", "other")
    assert _summary(w) == (21, 3, {}, 1, 3, False)


def test_tc07_seed_example_own_draw_forces_wei_and_breaks_hand():
    assert evaluate([], TC07, "x2", "self") is None


def test_tc08_triple_from_another_draw_counts_as_peng():
    assert evaluate([], TC08, "x5", "other") is None  # 13 胡息 with a 碰 worth 1


def test_tc08_own_draw_is_wei_and_wins():
    w = evaluate([], TC08, "x5", "self")
    assert _summary(w) == (15, 2, {"hong_hu": 2}, 2, 4, True)
    assert "wei x5" in w.groups


def test_tc09_pao_obligation_beats_own_hu():
    hand = "x1 x2 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
    assert evaluate(["peng x3"], hand, "x3", "other") is None


def test_tc10_pao_hu():
    hand = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
    w = evaluate(["peng x3"], hand, "x3", "other")
    assert _summary(w) == (24, 4, {"hong_hu": 2}, 2, 8, False)
    assert "pao x3" in w.groups and "pair x1" in w.groups


def test_tc11_dui_dui_wu():
    w = evaluate(["peng x1", "wei x3"], "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "x9", "other")
    assert _summary(w) == (23, 3, {"wu_hu": 5, "dui_dui_hu": 5}, 10, 30, False)


def test_tc12_hong_wu_da_pair_wait():
    melds = ["ti d10", "peng d7"]
    hand = "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9"
    w = evaluate(melds, hand, "d9", "other")
    assert _summary(w) == (30, 6, {"hong_wu": 4, "da": 6}, 10, 60, False)
    w = evaluate(melds, hand, "d9", "self")
    assert (w.di, w.score) == (7, 70)


def test_tc13_two_quads_22_cards():
    w = evaluate(["pao d5", "ti x9"], "x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "x8", "self")
    assert _summary(w) == (27, 6, {}, 1, 6, True)


def test_tc15_hai_di():
    w = evaluate([], TC02, "x7", "self", last_card=True)
    assert _summary(w) == (15, 2, {"hong_hu": 2, "hai_di": 2}, 4, 8, True)


def test_pair_is_required_with_a_quad_and_forbidden_without():
    # 7 triples plus a quad would be 25 cards: no; a quad with 5 sets and no pair is short
    assert evaluate(["ti d10"], "d1 d2 d3 x1 x2 x3 x4 x5 x6 x7 x8 x9 d4 d5 d6 d7", "d8", "other") is None
    # no quad: a pair among 7 groups is impossible (21 cards = 7 triples)
    assert evaluate([], "d1 d1 d1 d2 d2 d2 d3 d3 d3 x1 x2 x3 x4 x5 x6 x7 x8 x9 x9", "x10", "other") is None


def test_own_draw_on_kan_is_ti_and_on_peng_is_pao():
    # 坎 x9 + own x9 -> 提 (9), else the same hand: 27 with a 提 vs a 跑 (6) on another's draw
    hand = "x9 x9 x9 x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8 x8"
    w_self = evaluate(["pao d5"], hand, "x9", "self")
    w_other = evaluate(["pao d5"], hand, "x9", "other")
    assert w_self.huxi == 9 + 9 + 3 + 6 and w_other.huxi == 9 + 6 + 3 + 6
    assert w_self.self_drawn and not w_other.self_drawn


def test_best_partition_maximises_score_then_huxi():
    # x1 x1 x2 x2 x3 x3 can be two 一二三 (6) or mixed with the d-cards; the engine must find 6+
    hand = "x1 x1 x2 x2 x3 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x4 x5 x6 x7 x8"
    w = evaluate([], hand, "x9", "other")
    assert w.huxi == 6 + 18


def test_evaluate_rejects_bad_input():
    with pytest.raises(ValueError):
        evaluate([], TC02, "x7", "stock")
    with pytest.raises(ValueError):
        evaluate(["peng d5"], TC02, "x7", "self")  # five d5
    with pytest.raises(ValueError):
        evaluate(["kan d5"], "x1", "x7", "self")
    with pytest.raises(ValueError):
        evaluate([], "x1 q2", "x7", "self")


@pytest.mark.parametrize("reds,expect", [(4, {"hong_hu": 2}), (7, {"hong_hu": 2}), (11, {"hong_hu": 2}),
                                         (12, {"hong_hu": 2}), (1, {"zhen_dian_hu": 4}),
                                         (10, {"jia_dian_hu": 3}), (13, {"hong_wu": 4}), (15, {"hong_wu": 6}),
                                         (0, {"wu_hu": 5}), (5, {}), (8, {}), (9, {})])
def test_seed_fan_table_colour_items(reds, expect):
    assert fan_items(reds, 10, 11, False, False, "seed") == expect


def test_seed_fan_table_size_dui_dui_and_hai_di_add_up():
    assert fan_items(5, 18, 3, False, False, "seed") == {"da": 6}
    assert fan_items(5, 20, 1, True, True, "seed") == {"dui_dui_hu": 5, "da": 8, "hai_di": 2}
    assert fan_items(5, 5, 16, False, False, "seed") == {"xiao": 8}
    assert fan_items(0, 3, 18, False, False, "seed") == {"wu_hu": 5, "xiao": 10}


@pytest.mark.parametrize("reds,dd,expect", [(10, False, {"hong_hu": 2}), (12, True, {"hong_dui": 6}),
                                            (1, False, {"yi_dian_hong": 3}), (1, True, {"dui_dui_hu": 4}),
                                            (13, False, {"hong_wu": 4}), (14, True, {"hong_wu_dui": 8}),
                                            (0, False, {"wu_hu": 5}), (0, True, {"wu_dui": 10}),
                                            (4, False, {}), (5, True, {"dui_dui_hu": 4})])
def test_wiki_fan_table_single_largest_item(reds, dd, expect):
    assert fan_items(reds, 20, 1, dd, True, "wiki") == expect


def test_di_shu_formulas():
    assert [di_shu(h) for h in (15, 17, 18, 20, 21, 23)] == [1, 1, 2, 2, 3, 3]
    assert di_shu(15, self_drawn=True) == 2
    assert di_shu(21, tianhu=True) == 10 and di_shu(30, tianhu=True) == 16
    assert di_shu(10) == 1 and di_shu(10, self_drawn=True) == 2  # at least 1 (min_huxi below 15)

"""Outside tests: winning hands through evaluate() (spec §6, §13, §15, §21 TC01-TC15, §23).

Every expected value is derived by hand from the spec; the derivation is in the comments.
底数 (di) = floor((胡息 - 12) / 3), +1 when self-drawn (§15.1); score = di x 番 (§15.2).
"""

import pytest

from paohuzi import Rules, evaluate, parse_cards

from .phz_outside_helpers import bigs, reds

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
LOW = Rules(min_huxi=10)


def win(melds, hand, card, source, rules=Rules(), last_card=False):
    res = evaluate(melds, hand, card, source, rules, last_card)
    assert res is not None, (melds, hand, card, source)
    return res


def check(res, huxi, di, fan, score, self_drawn):
    assert (res.huxi, res.di, dict(res.fan), res.score, res.self_drawn) == (
        huxi, di, fan, score, self_drawn)
    total = 1
    if fan:
        total = sum(fan.values())
    assert res.fan_total == total


# ---------------------------------------------------------------- TC01: 胡息 table (§6)
# Base hand B: d1 d2 d3 (6) + d2 d7 d10 (6) + x4 x5 x6 x2 + d8 d9 d10 (0) + x7 x8 waiting x9 (0)
# = 12 胡息 whatever way it is split (no other 一二三/二七十 can form). The tested set adds to it.
# With min_huxi 10 every total >= 12 wins. 17 hand cards + 3 of the tested set + x9 = 21.
B = "d1 d2 d3 d2 d7 d10 x4 x5 x6 x4 x5 x6 d8 d9 d10 x7 x8"
# Quad base BQ: the same without d8 d9 d10 but with the pair d9 d9: 4 + 16 + 1 = 21 cards
# = 1 quad + 5 sets + 将 (§13.1).
BQ = "d1 d2 d3 d2 d7 d10 x4 x5 x6 x4 x5 x6 d9 d9 x7 x8"


@pytest.mark.parametrize("meld, value", [
    ("peng x3", 1), ("peng d5", 3),
    ("wei x3", 3), ("wei d5", 6),
    ("chou_wei x3", 3), ("chou_wei d5", 6),
    ("chi x1 x2 x3", 3), ("chi d1 d2 d3", 6),
    ("chi x2 x7 x10", 3), ("chi d4 d5 d6", 0), ("chi x5 x5 d5", 0),
])
def test_tc01_three_card_table_sets(meld, value):
    res = win([meld], B, "x9", "other", LOW)
    assert res.huxi == 12 + value


@pytest.mark.parametrize("meld, value", [
    ("pao x3", 6), ("pao d5", 9), ("ti x3", 9), ("ti d5", 12),
])
def test_tc01_quads_on_table_with_pair(meld, value):
    res = win([meld], BQ, "x9", "other", LOW)
    assert res.huxi == 12 + value


@pytest.mark.parametrize("extra, value", [
    ("x3 x3 x3", 3),            # 坎 small
    ("d5 d5 d5", 6),            # 坎 big
    ("x1 x2 x3", 3),            # 一二三
    ("x2 x7 x10", 3),           # 二七十
    ("x3 x3 d3", 0),            # 绞 (the d3 of d1 d2 d3 cannot be taken: x3 d3 d3 would strand d1 d2)
    ("d4 d5 d6", 0),            # 顺子
])
def test_tc01_hand_sets(extra, value):
    res = win([], B + " " + extra, "x9", "other", LOW)
    assert res.huxi == 12 + value


def test_tc01_big_chi_sets_value_six():
    # d1 d2 d3 and d2 d7 d10 are big: 6 each; a winning hand of those two and 5 zero sets = 12;
    # chi d1 d2 d3 on the table instead of in hand keeps 6.
    hand = "d2 d7 d10 x4 x5 x6 x4 x5 x6 d8 d9 d10 d4 d5 d6 x7 x8"
    res = win(["chi d1 d2 d3"], hand, "x9", "other", LOW)
    # sets: chi d1d2d3 6, d2d7d10 6, x4x5x6 0, x4x5x6 0, d8d9d10 0, d4d5d6 0, x7x8x9 0
    assert res.huxi == 12


# ---------------------------------------------------------------- TC02-TC08
def test_tc02_selfdraw_15_hong_hu():
    # 坎 d5 6 + x1x2x3 3 + d2d7d10 6 = 15; reds x2 d2 d7 d10 x7 d7 + x7 = 7 -> 紅胡 2
    # di floor(3/3)=1, +1 self = 2; score 4
    assert reds(TC02 + " x7") == 7
    check(win([], TC02, "x7", "self"), 15, 2, {"hong_hu": 2}, 4, True)


def test_tc03_same_hand_x4_no_fan():
    # x4 completes x4x5x6 x4x5x6 x7x8x9 -> 15 胡息, 6 reds -> no item, fan_total 1; di 2; score 2
    assert reds(TC02 + " x4") == 6
    check(win([], TC02, "x4", "self"), 15, 2, {}, 2, True)


def test_tc04_not_selfdrawn():
    # as TC02 without the +1: di 1, fan 2, score 2
    check(win([], TC02, "x7", "other"), 15, 1, {"hong_hu": 2}, 2, False)


def test_card_argument_may_be_a_card_object():
    check(win([], TC02, parse_cards("x7")[0], "other"), 15, 1, {"hong_hu": 2}, 2, False)


def test_tc05_no_win_on_discard():
    assert evaluate([], TC02, "x7", "discard") is None


def test_tc06_below_15():
    # 坎 d5 6 + x1x2x3 3 = 9 < 15
    hand = "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
    assert evaluate([], hand, "x7", "other") is None


TC07 = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"


def test_tc07_other_draw_wins():
    # 坎 d10 d9 d8 = 18; x2 d2 d2 0, x2 x3 x4 0, x1 x2 x3 3, x7 x8 x9 0 -> 21; di 3
    # reds x2 x2 x2 d2 d2 d10 d10 d10 x7 = 9 -> none; score 3
    assert reds(TC07 + " x2") == 9
    check(win([], TC07, "x2", "other"), 21, 3, {}, 3, False)


def test_tc07_own_draw_forces_wei_which_breaks_the_hand():
    assert evaluate([], TC07, "x2", "self") is None


TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"


def test_tc08_triple_from_other_counts_as_peng():
    # x5 x5 + x5 from another's draw = 碰 1: 坎 d10 6 + d1d2d3 6 + 1 = 13 < 15
    assert evaluate([], TC08, "x5", "other") is None


def test_tc08_triple_from_other_with_low_minimum_is_13():
    # same 13 with min_huxi 10: di floor(1/3)=0 -> at least 1 (§24); reds d10x3 d2 x7 x10 d7 = 7
    check(win([], TC08, "x5", "other", LOW), 13, 1, {"hong_hu": 2}, 2, False)


def test_tc08_own_draw_wei_wins():
    # 偎 x5 3 -> 15; 7 reds -> 紅胡 2; di 1+1 = 2; score 4
    check(win([], TC08, "x5", "self"), 15, 2, {"hong_hu": 2}, 4, True)


TC09 = "x1 x2 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"


def test_tc09_pao_obligation_beats_own_hu():
    # the forced 跑 x3 leaves x1 x2 unpaired: no 将 -> no win
    assert evaluate(["peng x3"], TC09, "x3", "other") is None


def test_tc09_option_same_player_hu_over_pao():
    # with the option the x3 may complete x1 x2 x3: peng x3 1 + 坎 18 + 3 = 22 -> di 3;
    # reds x2 d10x3 x7 = 5 -> none; score 3
    rules = Rules(same_player_hu_over_pao=True)
    check(win(["peng x3"], TC09, "x3", "other", rules), 22, 3, {}, 3, False)


def test_tc10_pao_hu():
    # 跑 x3 6 + 坎 d10 d9 d8 18 = 24, x1 x1 将; reds d10x3 + x7 = 4 -> 紅胡 2; di 4; score 8
    hand = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
    check(win(["peng x3"], hand, "x3", "other"), 24, 4, {"hong_hu": 2}, 8, False)


def test_tc11_duidui_wu():
    # peng x1 1 + wei x3 3 + 坎 x4 3 + 坎 x5 3 + 坎 d6 6 + 坎 d8 6 + x9 triple (碰) 1 = 23
    # 0 reds -> 烏胡 5; all identical groups -> 対対胡 5; di floor(11/3) = 3; score 30
    res = win(["peng x1", "wei x3"], "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "x9", "other")
    check(res, 23, 3, {"wu_hu": 5, "dui_dui_hu": 5}, 30, False)


TC12_MELDS = ["ti d10", "peng d7"]
TC12 = "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9"


def test_tc12_hong_wu_da_pair_wait_other():
    # ti d10 12 + peng d7 3 + 坎 d2 6 + x2x7x10 3 + 0 + 坎 d1 6 = 30, d9 d9 将
    # reds d10x4 d7x3 d2x3 x2 x7 x10 = 13 -> 紅烏 4; big 4+3+3+3+3+2 = 18 -> 大 6; 番 10
    # di floor(18/3) = 6; score 60
    check(win(TC12_MELDS, TC12, "d9", "other"), 30, 6, {"hong_wu": 4, "da": 6}, 60, False)


def test_tc12_self():
    check(win(TC12_MELDS, TC12, "d9", "self"), 30, 7, {"hong_wu": 4, "da": 6}, 70, True)


def test_tc13_two_quads():
    # pao d5 9 + ti x9 (small) 9 + x1x2x3 3 + d1d2d3 6 + 0 + 0 = 27, x8 x8 将, 22 cards
    # di floor(15/3) = 5 +1 = 6; reds x2 d2 d7 = 3 -> none; score 6
    res = win(["pao d5", "ti x9"], "x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "x8", "self")
    check(res, 27, 6, {}, 6, True)


def test_tc15_haidi():
    # TC02 + last card: 紅胡 2 + 海底胡 2 = 4; di 2; score 8
    check(win([], TC02, "x7", "self", last_card=True), 15, 2, {"hong_hu": 2, "hai_di": 2}, 8, True)


def test_haidi_on_another_players_last_draw():
    # TC04 + last card: di 1, 番 4, score 4
    check(win([], TC02, "x7", "other", last_card=True), 15, 1, {"hong_hu": 2, "hai_di": 2}, 4,
          False)


# ---------------------------------------------------------------- §13.3 quads made by the winning card
# Q17: d1d2d3 6 + d2d7d10 6 + x4x5x6 x4x5x6 x7x8x9 0 + d9 d9 将 = 12; the quad of x3 adds to it.
# reds d2 d2 d7 d10 x7 = 5 -> no 番.
Q17 = "d1 d2 d3 d2 d7 d10 x4 x5 x6 x4 x5 x6 x7 x8 x9 d9 d9"


@pytest.mark.parametrize("melds, extra, source, huxi, di, self_drawn", [
    (["wei x3"], "", "self", 21, 4, True),        # own draw on own 偎 -> 提 9: 21, di 3+1
    (["chou_wei x3"], "", "self", 21, 4, True),   # 臭偎 the same
    ([], "x3 x3 x3", "self", 21, 4, True),        # own draw on 坎 -> 提 9
    (["wei x3"], "", "other", 18, 2, False),      # another's draw on 偎 -> 跑 6: 18, di 2
    (["chou_wei x3"], "", "other", 18, 2, False),
    ([], "x3 x3 x3", "other", 18, 2, False),      # another's draw on 坎 -> 跑 6
    (["peng x3"], "", "self", 18, 3, True),       # own draw on own 碰 -> 跑 (§9.3 case 3) 6; +1
    (["peng x3"], "", "other", 18, 2, False),     # another's draw on 碰 -> 跑 6
])
def test_quad_completed_by_winning_card(melds, extra, source, huxi, di, self_drawn):
    hand = (Q17 + " " + extra).strip()
    check(win(melds, hand, "x3", source), huxi, di, {}, di, self_drawn)


@pytest.mark.parametrize("melds, extra", [(["peng x3"], ""), ([], "x3 x3 x3"), (["wei x3"], "")])
def test_no_win_through_a_discard_even_with_a_quad(melds, extra):
    # §13.2 / §24: never a win through a discard, 跑 included
    assert evaluate(melds, (Q17 + " " + extra).strip(), "x3", "discard") is None


def test_big_quad_values():
    # ti d5 12 -> 24 (di 4+1 = 5); pao d5 9 -> 21 (di 3)
    check(win(["wei d5"], Q17, "d5", "self"), 24, 5, {}, 5, True)
    check(win(["wei d5"], Q17, "d5", "other"), 21, 3, {}, 3, False)


# ---------------------------------------------------------------- §15.3 番 items
def test_zhen_dian_hu_one_red():
    # 坎 d1 6 + 坎 d3 6 + 坎 x1 3 = 15; x4x5x6 d4d5d6 x3x4x5 x8x9x10 0; one red (x10) -> 4
    hand = "d1 d1 d1 d3 d3 d3 x1 x1 x1 x4 x5 x6 d4 d5 d6 x3 x4 x5 x8 x9"
    assert reds(hand + " x10") == 1
    check(win([], hand, "x10", "other"), 15, 1, {"zhen_dian_hu": 4}, 4, False)


JIA = "x2 x7 x10 d2 d7 d10 x2 x7 x10 d1 d2 d3 x4 x5 x6 d4 d5 d6 x3 x5"


def test_jia_dian_hu_ten_reds():
    # x2x7x10 3 + d2d7d10 6 + x2x7x10 3 + d1d2d3 6 = 18 (x3 x4 x5 with the x4); di 2
    # reds 3+3+3+1 = 10 -> 仮点胡 3; score 6
    assert reds(JIA + " x4") == 10
    check(win([], JIA, "x4", "other"), 18, 2, {"jia_dian_hu": 3}, 6, False)


def test_hong_hu_eleven_reds():
    # as JIA but x6 x8 waiting x7: reds 10 + 1 = 11 -> 紅胡 2; 18 胡息, di 2, score 4
    hand = "x2 x7 x10 d2 d7 d10 x2 x7 x10 d1 d2 d3 x4 x5 x6 d4 d5 d6 x6 x8"
    assert reds(hand + " x7") == 11
    check(win([], hand, "x7", "other"), 18, 2, {"hong_hu": 2}, 4, False)


def test_hong_hu_twelve_reds():
    # d6 d7 d8 instead of d4 d5 d6: one more red -> 12 -> 紅胡 2
    hand = "x2 x7 x10 d2 d7 d10 x2 x7 x10 d1 d2 d3 x4 x5 x6 d6 d7 d8 x6 x8"
    assert reds(hand + " x7") == 12
    check(win([], hand, "x7", "other"), 18, 2, {"hong_hu": 2}, 4, False)


def test_hong_wu_grows_with_reds():
    # 坎 x2 3 + 坎 d7 6 + 坎 x10 3 + d1d2d3 6 + x6x7x8 0 + x7x8x9 0 + d10 triple (碰 big) 3 = 21
    # reds 9 + 1 + 1 + 1 + 3 = 15 -> 紅烏 4 + 2 = 6; di 3; score 18
    hand = "x2 x2 x2 d7 d7 d7 x10 x10 x10 d1 d2 d3 x6 x7 x8 x7 x8 x9 d10 d10"
    assert reds(hand + " d10") == 15
    check(win([], hand, "d10", "other"), 21, 3, {"hong_wu": 6}, 18, False)


def test_dui_dui_hu_alone():
    # 坎 x2 3, d7 6, d1 6, x3 3, x4 3, x5 3 + x6 triple (碰) 1 = 25; 6 reds; small 15 -> no 小
    # 対対胡 5; di floor(13/3) = 4; score 20
    hand = "x2 x2 x2 d7 d7 d7 d1 d1 d1 x3 x3 x3 x4 x4 x4 x5 x5 x5 x6 x6"
    check(win([], hand, "x6", "other"), 25, 4, {"dui_dui_hu": 5}, 20, False)


def test_da_grows_with_big_cards():
    # 坎 d1 6 + d2d7d10 6 + 坎 d3 6 + d4d5d6 + d6d7d8 + d8d9d10 + x9 d9 d9 = 18; di 2
    # big 20 -> 大 6 + 2 = 8; reds d2 d7 d10 d7 d10 = 5; score 16
    hand = "d1 d1 d1 d2 d7 d10 d3 d3 d3 d4 d5 d6 d6 d7 d8 d8 d9 d10 x9 d9"
    assert bigs(hand + " d9") == 20
    check(win([], hand, "d9", "other"), 18, 2, {"da": 8}, 16, False)


def test_xiao_grows_with_small_cards():
    # 坎 x1 3 + x2x7x10 3 + 坎 x3 3 + d1d2d3 6 + x6x7x8 + x8x9x10 + x9 x9 d9 = 15; di 1
    # small 17 -> 小 8 + 1 = 9; reds x2 x7 x10 d2 x7 x10 = 6; score 9
    hand = "x1 x1 x1 x2 x7 x10 x3 x3 x3 d1 d2 d3 x6 x7 x8 x8 x9 x10 d9 x9"
    assert 21 - bigs(hand + " x9") == 17
    check(win([], hand, "x9", "other"), 15, 1, {"xiao": 9}, 9, False)


HONG_DUI = "x2 x2 x2 x7 x7 x7 d10 d10 d10 d1 d1 d1 x3 x3 x3 x4 x4 x4 x10 x10"


def test_seed_table_adds_hong_hu_and_dui_dui():
    # 坎 x2 3 + x7 3 + d10 6 + d1 6 + x3 3 + x4 3 + x10 triple 1 = 25; di 4
    # reds 12 -> 紅胡 2; 対対胡 5 -> 7; score 28
    assert reds(HONG_DUI + " x10") == 12
    check(win([], HONG_DUI, "x10", "other"), 25, 4, {"hong_hu": 2, "dui_dui_hu": 5}, 28, False)


# ---------------------------------------------------------------- fan_table "wiki" (§15.3, §24)
WIKI = Rules(fan_table="wiki")


def test_wiki_hong_dui_single_largest():
    # 12 reds + all identical: 紅胡 2, 対対 4, 紅対 6 -> only 紅対 6; score 4 x 6 = 24
    check(win([], HONG_DUI, "x10", "other", WIKI), 25, 4, {"hong_dui": 6}, 24, False)


def test_wiki_wu_dui():
    res = win(["peng x1", "wei x3"], "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "x9", "other",
              WIKI)
    check(res, 23, 3, {"wu_dui": 10}, 30, False)


def test_wiki_hong_wu_no_da():
    # 13 reds -> 紅烏 4; no 大 item under wiki; di 6 -> 24
    check(win(TC12_MELDS, TC12, "d9", "other", WIKI), 30, 6, {"hong_wu": 4}, 24, False)


def test_wiki_hong_wu_dui():
    # 坎 x2 3, x7 3, d10 6, d2 6, d7 6, d1 6 (0 red) + x10 triple 1 = 31; reds 5x3 + 3 = 18? no:
    # reds x2 3 + x7 3 + d10 3 + d2 3 + d7 3 + x10 3 = 18 >= 13 -> 紅烏 4, 対対 -> 紅烏対 8
    # di floor(19/3) = 6; score 48
    hand = "x2 x2 x2 x7 x7 x7 d10 d10 d10 d2 d2 d2 d7 d7 d7 d1 d1 d1 x10 x10"
    assert reds(hand + " x10") == 18
    check(win([], hand, "x10", "other", WIKI), 31, 6, {"hong_wu_dui": 8}, 48, False)


def test_wiki_hong_hu_is_10_to_12_reds():
    # JIA: 10 reds -> 紅胡 2 under wiki; score 2 x 2 = 4
    check(win([], JIA, "x4", "other", WIKI), 18, 2, {"hong_hu": 2}, 4, False)


def test_wiki_seven_reds_no_item_and_no_haidi():
    # TC02 on the last card: 7 reds is not 紅胡 under wiki, 海底 does not apply -> 番 1; score 2
    check(win([], TC02, "x7", "self", WIKI, last_card=True), 15, 2, {}, 2, True)


def test_wiki_yi_dian_hong():
    hand = "d1 d1 d1 d3 d3 d3 x1 x1 x1 x4 x5 x6 d4 d5 d6 x3 x4 x5 x8 x9"
    check(win([], hand, "x10", "other", WIKI), 15, 1, {"yi_dian_hong": 3}, 3, False)


# ---------------------------------------------------------------- min_huxi (§19)
def test_min_huxi_21():
    rules = Rules(min_huxi=21)
    assert evaluate([], TC02, "x7", "self", rules) is None        # 15 < 21
    check(win([], TC07, "x2", "other", rules), 21, 3, {}, 3, False)


def test_min_huxi_10_lets_13_win_with_di_at_least_1():
    # TC06 has 9 < 10: still no win
    hand = "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
    assert evaluate([], hand, "x7", "other", LOW) is None


# ---------------------------------------------------------------- partition choice (§13.4)
def test_best_partition_by_huxi():
    # x2 x2 d2 x7 x7 d7 x10 x10 d10 (+ the winning x7 with x8 x9) splits as three 绞 (0) or as
    # x2x7x10 x2x7x10 (3+3) + d2d7d10 (6); with 坎 d3 6, x4x5x6, d4d5d6, x7x8x9: 18 vs 6.
    # The engine must take 18: di 2; reds 10 -> 仮点胡 3; score 6
    hand = "x2 x2 d2 x7 x7 d7 x10 x10 d10 d3 d3 d3 x4 x5 x6 d4 d5 d6 x8 x9"
    assert reds(hand + " x7") == 10
    check(win([], hand, "x7", "other"), 18, 2, {"jia_dian_hu": 3}, 6, False)


def test_kan_is_never_split_for_a_win():
    # pao d5 + 坎 x3 + x4 + 4 sets, x5 offered: x3 x3 (将) + x3 x4 x5 would complete the hand but
    # breaks the 坎 (§6, §13.1); with the 坎 kept, x4 x5 cannot be placed -> no win
    hand = "x3 x3 x3 x4 d1 d2 d3 d7 d8 d9 x5 x6 x7 x8 x9 x10"
    assert evaluate(["pao d5"], hand, "x5", "other") is None
    assert evaluate(["pao d5"], hand, "x5", "self") is None


def test_wu_hu_alone_both_tables():
    # 0 red, sequences present: 烏胡 5 only. 坎 d1 6 + 坎 d3 6 + 坎 x1 3 = 15; x4x5x6, x3x4x5,
    # d4d5d6 twice (the d4 offered); big 12, small 9; di 1; score 5
    hand = "d1 d1 d1 d3 d3 d3 x1 x1 x1 x4 x5 x6 d4 d5 d6 x3 x4 x5 d5 d6"
    assert reds(hand + " d4") == 0
    check(win([], hand, "d4", "other", WIKI), 15, 1, {"wu_hu": 5}, 5, False)
    check(win([], hand, "d4", "other"), 15, 1, {"wu_hu": 5}, 5, False)

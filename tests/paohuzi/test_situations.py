"""The worked situations of spec §21, driven through the §23 interface (Deal.from_setup / act)."""

from .phz_helpers import do, setup

from paohuzi import Deal, Rules, parse_cards

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
TC07 = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"
TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"
TC10 = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
TC09 = "x1 x2 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"


def _points(d):
    r = d.result
    return (r.winner, r.huxi, r.di, r.fan, r.fan_total, r.score, r.points, r.self_drawn, r.tianhu)


# ----------------------------------------------------------------- 胡 on a drawn card

def test_tc02_self_draw_win_through_a_deal():
    d = setup([TC02, "x10", "x10"], "x7 d4 d4", to_draw=0)
    assert d.history == ["0 draw x7"]
    assert d.offer == ("x7", "draw", 0)
    do(d, 0, "hu")
    assert d.is_over and d.pending == [] and d.actions(0) == []
    assert _points(d) == (0, 15, 2, {"hong_hu": 2}, 2, 4, (8, -4, -4), True, False)
    assert d.history[-1] == "0 hu" and d.offer is None


def test_tc04_win_on_another_players_draw():
    d = setup([TC02, "x10", "d4"], "x7 d4", to_draw=1)
    # asked in order drawer (1), then 2, then 0: only seat 0 can win
    do(d, 0, "hu")
    assert _points(d) == (0, 15, 1, {"hong_hu": 2}, 2, 2, (4, -2, -2), False, False)


def test_tc15_hai_di_on_the_last_stock_card():
    d = setup([TC02, "x10", "x10"], "x7", to_draw=0)
    assert d.stock_count == 0
    do(d, 0, "hu")
    assert _points(d) == (0, 15, 2, {"hong_hu": 2, "hai_di": 2}, 4, 8, (16, -8, -8), True, False)


def test_tc07_other_draw_wins_but_own_draw_forces_wei():
    d = setup(["d1", TC07, "d1"], "x2 d4", to_draw=0)
    do(d, 1, "hu")
    assert _points(d)[:6] == (1, 21, 3, {}, 1, 3)
    d = setup(["d1", TC07, "d1"], "x2 d4", to_draw=1)
    assert d.history == ["1 draw x2", "1 wei x2"]
    assert d.melds(1) == ["wei x2"] and d.offer is None
    assert d.pending == [1] and all(a.startswith("discard ") for a in d.actions(1))
    assert "discard x2" not in d.actions(1)


def test_tc08_own_draw_wei_then_win_other_draw_only_peng():
    d = setup(["d4", TC08, "d4"], "x5 d4", to_draw=1)
    assert d.history == ["1 draw x5", "1 wei x5"]
    assert d.actions(1) == ["hu", "pass"]
    do(d, 1, "hu")
    assert _points(d) == (1, 15, 2, {"hong_hu": 2}, 2, 4, (-4, 8, -4), True, False)
    d = setup(["d4", TC08, "d4"], "x5 d4", to_draw=0)
    assert d.pending == [1] and d.actions(1) == ["peng", "pass"]  # 13 胡息: no 胡 step for seat 1


def test_tc09_forced_pao_then_discard_and_right_neighbour_plays():
    d = setup([TC09, "d1", "d1"], "x3 d4 d6", to_draw=1, melds=[["peng x3"], [], []])
    assert d.history == ["1 draw x3", "0 pao x3"]
    assert d.melds(0) == ["pao x3"]
    acts = d.actions(0)
    assert d.pending == [0] and "discard x1" in acts and "discard x2" in acts
    assert all(a.startswith("discard ") for a in acts) and "discard d10" not in acts  # 坎 stay
    do(d, 0, "discard x2")
    assert d.history[3] == "1 draw d4"  # nobody claims x2: seat 0's right neighbour draws


def test_tc10_pao_hu_after_another_players_draw():
    d = setup([TC10, "d1", "d1"], "x3 d4", to_draw=2, melds=[["peng x3"], [], []])
    assert d.history == ["2 draw x3", "0 pao x3"]
    assert d.actions(0) == ["hu", "pass"]
    do(d, 0, "hu")
    assert _points(d) == (0, 24, 4, {"hong_hu": 2}, 2, 8, (16, -8, -8), False, False)


def test_tc10_pao_hu_declined_then_discard():
    d = setup([TC10, "d1", "d1"], "x3 d4", to_draw=2, melds=[["peng x3"], [], []])
    do(d, 0, "pass")
    assert d.pending == [0] and d.actions(0)[0].startswith("discard")


def test_tc11_dui_dui_wu_through_a_deal():
    d = setup(["d1", "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "d1"], "x9 d4", to_draw=2,
              melds=[[], ["peng x1", "wei x3"], []])
    do(d, 1, "hu")
    assert _points(d) == (1, 23, 3, {"wu_hu": 5, "dui_dui_hu": 5}, 10, 30, (-30, 60, -30), False, False)


def test_tc12_hong_wu_da_single_wait():
    hand = "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9"
    m = [[], ["ti d10", "peng d7"], []]
    d = setup(["x1", hand, "x1"], "d9 x4", to_draw=0, melds=m)
    do(d, 1, "hu")
    assert _points(d)[:7] == (1, 30, 6, {"hong_wu": 4, "da": 6}, 10, 60, (-60, 120, -60))
    d = setup(["x1", hand, "x1"], "d9 x4", to_draw=1, melds=m)
    do(d, 1, "hu")
    assert _points(d)[2:7] == (7, {"hong_wu": 4, "da": 6}, 10, 70, (-70, 140, -70))


def test_tc13_two_quads_win():
    d = setup(["x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "d4", "d4"], "x8 d6", to_draw=0,
              melds=[["pao d5", "ti x9"], [], []])
    assert d.seat_total(0) == 21
    do(d, 0, "hu")
    assert _points(d)[:6] == (0, 27, 6, {}, 1, 6)


def test_tc14_second_quad_needs_no_discard():
    hand = "x9 x9 x9 x1 x3 x5 d1 d3 d6 d8 x2 x4 x6 d2 d4 d10"
    d = setup([hand, "d9", "d9"], "x9 d7 d7", to_draw=0, melds=[["pao d5"], [], []])
    assert d.history[:3] == ["0 draw x9", "0 ti x9", "1 draw d7"]
    assert d.melds(0) == ["pao d5", "ti x9"] and d.seat_total(0) == 21


# ----------------------------------------------------------------- opening

def test_tc16_dealer_tianhu_on_the_dealt_21():
    hand = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"
    d = setup([hand, "x9", "x9"], "x4 x4 x3")
    assert d.liangzhang == parse_cards("d6")[0]
    assert d.offer is None and d.actions(0) == ["hu", "pass"]
    do(d, 0, "hu")
    assert _points(d) == (0, 21, 10, {}, 1, 10, (20, -10, -10), False, True)


def test_tc16_dealer_may_pass_tianhu_and_then_discards():
    hand = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"
    d = setup([hand, "x9", "x9"], "x4 x4 x3")
    do(d, 0, "pass")
    assert d.pending == [0] and "discard d6" in d.actions(0) and "discard x5" not in d.actions(0)


def test_tc17_santi_wukan_wins_at_once():
    p1 = "d1 d1 d1 d3 d3 d3 d4 d4 d4 d5 d5 d5 d6 d6 d6 x2 x7 x10 d2 d7"
    d = setup(["x1 x4 x8", p1, "x9"], "x3 x3 x5")
    assert d.is_over and d.history[-1] == "1 hu"
    assert _points(d) == (1, 30, 16, {}, 1, 16, (-16, 32, -16), False, True)


def test_santi_three_ti_wins_and_first_in_turn_order_from_dealer():
    three_ti = "x1 x1 x1 x1 x3 x3 x3 x3 x4 x4 x4 x4 x9"
    five_kan = "d1 d1 d1 d3 d3 d3 d4 d4 d4 d5 d5 d5 d6 d6 d6 d9"
    d = setup(["x8", five_kan, three_ti], "x5 x5", dealer=1)
    assert d.is_over and d.result.winner == 1  # dealer first
    d = setup(["x8", five_kan, three_ti], "x5 x5", dealer=2)
    assert d.result.winner == 2 and d.melds(2) == ["ti x1", "ti x3", "ti x4"]
    assert d.result.huxi == 27 and d.result.di == (54 - 12) // 3


def test_tc18_dealer_dealt_two_ti_does_not_discard():
    hand = "x1 x1 x1 x1 d8 d8 d8 d8 x3 x5 x9 d2 d4 d6 x6 x10 d1 d3 d5 d9 x7"
    d = setup([hand, "x2 x4 x8 d10 d7", "x2 x4 x8 d10 d7"], "x6 d9 d9")
    assert d.melds(0) == ["ti x1", "ti d8"]
    assert d.history[:3] == ["0 ti x1", "0 ti d8", "1 draw x6"]


def test_tc18_non_dealer_dealt_two_ti_needs_no_discard_on_first_take_in():
    p1 = "x1 x1 x1 x1 d8 d8 d8 d8 x5 x5 x9 d2 d4 d6 x6 x10 d1 d3 d5 d9"
    dealer = "x2 x3 x4 x8 d10 d7 x7 x7 x2 x3 x4 x8 d10 d7 x3 d2 d3 d4 x10 x9 x5"
    d = setup([dealer, p1, "x9 x9 d9"], "x6 d6 d6")
    assert d.melds(1) == ["ti x1", "ti d8"]
    do(d, 0, "discard x5")
    do(d, 1, "peng")
    assert d.melds(1) == ["ti x1", "ti d8", "peng x5"]
    assert d.history[d.history.index("1 peng x5") + 1] == "2 draw x6"  # no discard by seat 1


def test_bottom_card_procedure_moves_red_cards_to_the_top():
    d = setup(["x1 x3", "x4", "x5"], "x6 d8 x2 d7")
    assert [str(c) for c in d.bottom_flips] == ["d7", "x2", "d8"]
    top, bottom = d.known_stock()
    assert [str(c) for c in top] == ["x2", "d7"] and str(bottom) == "d8"


def test_bottom_card_guard_when_every_stock_card_is_red():
    d = setup(["x1 x3", "x4", "x5"], "x2 d7")
    assert [str(c) for c in d.bottom_flips] == ["d7", "x2", "d7"]
    assert d.stock_count == 2


def test_non_dealer_tianhu_on_the_liangzhang():
    # seat 2's 20 cards plus the dealer's shown d7 form TC02-like 15 胡息
    p2 = "d5 d5 d5 x1 x2 x3 d2 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6 x7"
    d = setup(["x1 d7", "x9", p2], "x3 d9")
    assert d.pending == [2] and d.actions(2) == ["hu", "pass"]
    do(d, 2, "hu")
    assert d.result.tianhu and not d.result.self_drawn and d.result.huxi == 15
    assert d.result.di == (30 - 12) // 3


# ----------------------------------------------------------------- claims and priorities

def test_tc19_peng_beats_chi_and_play_continues_right_of_the_taker():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    do(d, 0, "discard x5")
    assert d.offer == ("x5", "discard", 0)
    assert d.pending == [2] and d.actions(2) == ["peng", "pass"]
    do(d, 2, "peng")
    assert d.melds(2) == ["peng x5"] and d.actions(2) == ["discard d3"]
    do(d, 2, "discard d3")
    assert d.history[d.history.index("2 discard d3") + 1] == "0 draw d10"
    assert "x5" not in [str(c) for c in d.chou(1)]


def test_tc19_chi_offered_when_peng_declined_and_peng_decline_is_chou():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    do(d, 0, "discard x5")
    do(d, 2, "pass")
    assert [str(c) for c in d.chou(2)] == ["x5"]
    assert d.actions(1) == ["chi x4 x5 x6", "pass"]
    do(d, 1, "chi x4 x5 x6")
    assert d.melds(1) == ["chi x4 x5 x6"] and d.actions(1) == ["discard d1"]


def test_same_seat_may_peng_or_chi_a_discard():
    # seat 1 may 碰 x5, or 吃 it into x4 x5 x6 and lay both hand x5 in x5 x5 d5 (比)
    d = setup(["x5 d9", "x5 x5 d5 d5 x4 x6 d1", "d3"], "d8 d8")
    do(d, 0, "discard x5")
    assert d.actions(1) == ["peng", "chi x4 x5 x6 / x5 x5 d5", "pass"]
    do(d, 1, "chi x4 x5 x6 / x5 x5 d5")
    assert d.melds(1) == ["chi x4 x5 x6", "chi x5 x5 d5"]
    assert [str(c) for c in d.hand(1)] == ["d1", "d5"]


def test_tc20_hu_beats_another_players_forced_pao():
    p2 = "d5 d5 d5 x1 x2 x3 d1 d2 d3 x4 x5 x6 x7 x8 x9 x4 x5 x6 d6 d8"
    d = setup(["x10", "d7 d7 d7 x10", p2], "d7 d9 d9", to_draw=0)
    assert d.pending == [2] and d.actions(2) == ["hu", "pass"]
    do(d, 2, "pass")
    assert d.history[-1] == "1 pao d7" and d.melds(1) == ["pao d7"]
    d = setup(["x10", "d7 d7 d7 x10", p2], "d7 d9 d9", to_draw=0, pao_blocks_other_hu=True)
    assert d.history[:2] == ["0 draw d7", "1 pao d7"]
    assert d.pending == [1] and d.actions(1) == ["discard x10"]


def test_tc21_several_winners_asked_drawer_then_right_then_other():
    p2 = "d5 d5 d5 x1 x2 x3 d1 d2 d3 x4 x5 x6 x7 x8 x9 x4 x5 x6 d6 d8"
    p0 = "d10 d10 d10 d9 d9 d9 x10 x10 x10 d6 d8 x4 x5 x6 x7 x8 x9 x1 x2 x3"
    d = setup([p0, "x2", p2], "d7 d4 d4", to_draw=1)
    assert d.pending == [2]
    do(d, 2, "pass")
    assert d.pending == [0] and d.actions(0) == ["hu", "pass"]
    do(d, 0, "hu")
    assert d.result.winner == 0 and d.result.huxi == 18


def test_tc22_declined_chi_makes_the_card_chou():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "x5 d4 d4")
    do(d, 0, "discard x5")
    do(d, 2, "pass")  # declines 碰
    do(d, 1, "pass")  # declines 吃: draws instead
    assert [str(c) for c in d.chou(1)] == ["x5"]
    # seat 1 drew x5 itself, still holds x4 x6: no 吃 for it; seat 2 no longer may 碰 (臭)
    assert d.history[3:6] == ["1 draw x5", "2 draw d4", "0 draw d4"]
    assert [str(c) for c in d.discards(1)] == ["x5"]


def test_tc22_others_may_still_peng_the_chou_card():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "x5 d4 d4", chou=["", "x5", ""])
    do(d, 0, "discard x5")
    assert d.pending == [2] and d.actions(2) == ["peng", "pass"]
    do(d, 2, "pass")
    assert d.history[2] == "1 draw x5"  # seat 1 may not 吃 the 臭 x5: it draws


def test_tc22_chou_card_can_still_win():
    d = setup(["d9", TC02.replace("x7 ", "", 0), "d9"], "x7 d4", to_draw=1, chou=["", "x7", ""])
    assert d.actions(1) == ["hu", "pass"]
    do(d, 1, "pass")
    assert d.history[-1].startswith("1 discard") is False
    assert [str(c) for c in d.discards(1)] == ["x7"]  # 臭: no 吃, lands in the row


def test_tc23_chou_wei_after_declined_peng():
    d = setup(["x8 d9", "d3", "x8 x8 d1"], "d4 x8 d6 d6")
    do(d, 0, "discard x8")
    do(d, 2, "pass")
    assert d.history[-2:] == ["2 draw x8", "2 chou_wei x8"] or d.history[-1] == "1 draw d4"
    assert d.history[-3:] == ["1 draw d4", "2 draw x8", "2 chou_wei x8"]
    assert d.melds(2) == ["chou_wei x8"]
    assert d.view(0).melds[2] == ("chou_wei x8",)  # one card face up: public
    assert d.actions(2) == ["discard d1"]


def test_tc24_peng_plus_discarded_fourth_copy_is_no_pao():
    d = setup(["x6 d9", "d3", "d4"], "d8 d8", melds=[[], ["peng x6"], []])
    do(d, 0, "discard x6")
    assert d.melds(1) == ["peng x6"] and [str(c) for c in d.discards(0)] == ["x6"]
    assert d.history[1] == "1 draw d8"
    d = setup(["d9", "d3", "d4"], "x6 d8", to_draw=2, melds=[[], ["peng x6"], []])
    assert d.history[:2] == ["2 draw x6", "1 pao x6"]


def test_tc25_pao_on_a_discard_with_kan_then_discard_and_no_hu():
    d = setup(["d3 x9", "x2", "d3 d3 d3 x1 x4"], "d8 d8")
    do(d, 0, "discard d3")
    assert d.history[-1] == "2 pao d3" and d.melds(2) == ["pao d3"]
    assert d.actions(2) == ["discard x1", "discard x4"]
    do(d, 2, "discard x1")
    assert d.history[3] == "0 draw d8"


def test_no_pao_hu_through_a_discard():
    kan_hand = "x3 x3 x3 x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
    d = setup(["x3 x10", "x2", kan_hand], "d4 d4")
    do(d, 0, "discard x3")
    assert d.history[-1] == "2 pao x3"
    assert d.pending == [2] and all(a.startswith("discard") for a in d.actions(2))
    d = setup(["d1", "x2", kan_hand], "x3 d4", to_draw=0)  # the same card drawn: 跑胡
    assert d.history == ["0 draw x3", "2 pao x3"] and d.actions(2) == ["hu", "pass"]


def test_tc26_bi_layouts_through_a_deal():
    d = setup(["x3 d9", "x1 x2 x3 x4 x5 x9 d9", "d4"], "d8 d8")
    do(d, 0, "discard x3")
    assert d.actions(1) == ["chi x1 x2 x3 / x3 x4 x5", "pass"]
    d.act(1, "chi x3 x4 x5 / x3 x2 x1")  # read leniently: the same layout
    assert d.melds(1) == ["chi x1 x2 x3", "chi x3 x4 x5"]
    d = setup(["x3 d9", "x1 x2 x3 x3 x9 d9", "d4"], "d8 d8")
    do(d, 0, "discard x3")
    assert d.actions(1) == ["peng", "pass"]
    d = setup(["x1 d9", "d1 d1 x1 x2 x3 x9", "d4"], "d8 d8")
    do(d, 0, "discard x1")
    assert d.actions(1) == ["chi x1 x1 d1", "chi x1 x2 x3 / x1 d1 d1", "pass"]


def test_chi_that_leaves_nothing_to_discard_is_illegal():
    d = setup(["x5 d9", "x4 x6", "d4"], "d8 d8")
    do(d, 0, "discard x5")
    assert d.history[1] == "1 draw d8"  # x4 x5 x6 would leave no card to discard


def test_own_draw_chi():
    d = setup(["d9", "x4 x6 d1", "d3"], "x5 d8 d8", to_draw=1)
    assert d.pending == [1] and d.actions(1) == ["chi x4 x5 x6", "pass"]
    do(d, 1, "chi x4 x5 x6")
    assert d.actions(1) == ["discard d1"]


def test_tc27_next_player_cannot_chi_the_upper_players_drawn_card_by_default():
    d = setup(["d9", "x4 x6 d1", "d3"], "x5 d2 d8", to_draw=0)
    assert d.history[:2] == ["0 draw x5", "1 draw d2"]
    assert [str(c) for c in d.discards(0)] == ["x5"]
    d = setup(["d9", "x4 x6 d1", "d3"], "x5 d2 d8", to_draw=0, next_can_chi_drawn=True)
    assert d.pending == [1] and d.actions(1) == ["chi x4 x5 x6", "pass"]


def test_tc29_exhaustive_draw():
    d = setup(["d9", "x5 x5 d1", "d3"], "x5", to_draw=0)
    assert d.is_over and d.history == ["0 draw x5", "liuju"]
    r = d.result
    assert (r.winner, r.fan_total, r.score, r.points, r.tianhu, r.self_drawn) == (None, 0, 0, (0, 0, 0), False, False)
    assert [str(c) for c in d.discards(0)] == ["x5"]  # no 碰 on the last card


def test_xianggong_when_a_forced_wei_leaves_only_kan():
    d = setup(["d9", "x5 x5 d2 d2 d2", "d3"], "x5 d8 d8 d8", to_draw=1)
    assert d.history[:3] == ["1 draw x5", "1 wei x5", "1 xianggong"]
    assert d.is_xianggong(1) and d.history[3] == "2 draw d8"


def test_card_offered_for_claims_and_none_when_absorbed():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    assert d.offer is None  # the dealer's discard step
    do(d, 0, "discard x5")
    assert d.offer == ("x5", "discard", 0)
    do(d, 2, "peng")
    assert d.offer is None


def test_history_logs_hidden_wei_draws_in_full():
    d = setup(["d9", "x5 x5 d1 d3", "d3"], "x5 d8 d8", to_draw=1)
    assert d.history[:2] == ["1 draw x5", "1 wei x5"]
    v = d.view(0).history
    assert list(v[:2]) == ["1 draw ?", "1 wei ?"] and d.view(0).melds[1] == ("wei ?",)
    assert d.view(1).history[:2] == ("1 draw x5", "1 wei x5")


def test_deal_new_is_reproducible_and_deals_21_20_20():
    a = Deal.new(Rules(), 42, dealer=1)
    b = Deal.new(Rules(), 42, dealer=1)
    assert a.to_json() == b.to_json()
    setup_hands = a.to_dict()["setup"]["hands"]
    assert [len(h.split()) for h in setup_hands] == [20, 21, 20]
    assert len(a.to_dict()["setup"]["stock"].split()) == 19
    assert str(a.liangzhang) == setup_hands[1].split()[-1]
    assert a.dealer == 1


# ----------------------------------------------------------------- more forced actions and edge cases

def test_own_draw_on_own_wei_is_ti_and_upgrades_in_place():
    d = setup(["d9", "x1 x2 d1", "d3"], "x5 d8 d8", to_draw=1, melds=[[], ["wei x5", "peng d4"], []])
    assert d.history[:2] == ["1 draw x5", "1 ti x5"]
    assert d.melds(1) == ["ti x5", "peng d4"] and d.offer is None


def test_own_draw_on_own_peng_is_pao_after_the_others_hu_step():
    p2 = "d5 d5 d5 x1 x2 x3 d1 d2 d3 x4 x5 x6 x7 x8 x9 x4 x5 x6 d6 d8"
    d = setup(["d9 d10", "d1", p2], "d7 d9 d9", to_draw=0, melds=[["peng d7"], [], []])
    assert d.pending == [2] and d.actions(2) == ["hu", "pass"]  # drawer's obligation waits for 胡
    do(d, 2, "pass")
    assert d.history[-1] == "0 pao d7" and d.melds(0) == ["pao d7"]
    assert d.pending == [0] and d.actions(0) == ["discard d9", "discard d10"]


def test_liangzhang_fourth_copy_makes_an_opening_ti():
    d = setup(["x5 x5 x5 x1 d2 x5", "d1", "d3"], "d8 d8")
    assert str(d.liangzhang) == "x5" and d.melds(0) == ["ti x5"]
    assert d.history[0] == "0 ti x5"


def test_passing_hu_keeps_a_later_peng_on_the_same_card():
    hand = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"  # TC07
    d = setup(["d1", hand, "d1"], "x2 d4 d4", to_draw=0)
    do(d, 1, "pass")
    assert d.pending == [1] and d.actions(1) == ["peng", "pass"]
    do(d, 1, "peng")
    assert d.melds(1) == ["peng x2"]


def test_hu_mandatory_after_a_forced_wei():
    d = setup(["d4", "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9", "d4"], "x5 d4",
              to_draw=1, hu_mandatory=True)
    assert d.actions(1) == ["hu"]


def test_xianggong_after_a_forced_pao_on_a_discard_and_no_more_claims():
    d = setup(["x5 d9", "x5 x5 x5 d2 d2 d2", "d2 x1"], "x1 d9 d8 d8")
    do(d, 0, "discard x5")
    assert d.history[1:3] == ["1 pao x5", "1 xianggong"]
    assert d.is_xianggong(1)
    assert d.history[3] == "2 draw x1"  # the turn passes to the right of seat 1
    while not d.is_over:  # seat 1 (相公) is never asked again: no 胡, 碰, 吃 or discard
        assert d.pending != [1]
        s = d.pending[0]
        d.act(s, d.actions(s)[-1])


def test_xianggong_seat_is_never_asked_to_hu():
    # seat 1 is dead (相公); a card that would complete a hand is not offered to it
    d = setup(["d9", "x5 x5 x5 d2 d2 d2", "d3"], "x5 d8 d8", to_draw=1)
    assert d.history[:3] == ["1 draw x5", "1 ti x5", "1 xianggong"]
    assert d.history[3] == "2 draw d8"


def test_peng_that_would_leave_only_kan_is_illegal():
    d = setup(["x5 d9", "x5 x5 d2 d2 d2", "d3"], "d8 d8")
    do(d, 0, "discard x5")
    assert d.history[1] == "1 draw d8"  # no 碰 step: only the 坎 d2 would be left to discard


def test_discarded_card_claimed_by_pao_leaves_the_row():
    d = setup(["d3 x9", "x2", "d3 d3 d3 x1 x4"], "d8 d8")
    do(d, 0, "discard d3")
    assert d.discards(0) == []


def test_tc05_no_win_on_a_discard_but_every_chi_layout_is_offered():
    d = setup(["x7 d9", TC02, "d4"], "d8 d8")
    do(d, 0, "discard x7")
    acts = d.actions(1)
    assert d.pending == [1] and "hu" not in acts and acts[-1] == "pass"
    assert "chi x5 x6 x7 / x7 x8 x9" in acts and "chi x7 x7 d7" in acts
    assert "chi x5 x6 x7" not in acts  # the hand x7 must be laid too (比)
    do(d, 1, "chi x7 x7 d7")
    assert d.melds(1) == ["chi x7 x7 d7"] and d.pending == [1]


def test_tc25_pao_set_value_on_the_table():
    from paohuzi.melds import parse_meld
    d = setup(["d3 x9", "x2", "d3 d3 d3 x1 x4"], "d8 d8")
    do(d, 0, "discard d3")
    assert d.melds(2) == ["pao d3"] and parse_meld(d.melds(2)[0]).huxi == 9

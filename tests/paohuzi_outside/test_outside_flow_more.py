"""Outside tests: more claim situations through Deal.from_setup (spec §9.4, §9.5, §12, §13.2, §16)."""

from .phz_outside_helpers import acts, cards, discards, in_order, result_tuple, setup

W5 = "d1 d1 d1 x1 x2 x3 d2 d7 d10 x7 x8 x9 d6 d7 d8 x8 x9 x10 x4 x6"     # waits x5 (15 胡息)
Q17 = "d1 d2 d3 d2 d7 d10 x4 x5 x6 x4 x5 x6 x7 x8 x9 d9 d9"
TC10 = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"


def test_drawers_forced_wei_ends_resolution_before_others_hu():
    # §9.4: P0 draws x5 holding x5 x5 -> 偎 at once; P2 (W5, waiting x5) is never asked
    deal = setup(["x5 x5 d4 d5", "x3 d3", W5], "x5 x9 d8", to_draw=0)
    assert deal.melds(0) == ["wei x5"]
    assert "2 pass" not in deal.history and "2 hu" not in deal.history
    assert deal.pending == [0] and acts(deal, 0) == discards("d4 d5")


def test_drawers_forced_ti_ends_resolution_before_others_hu():
    deal = setup(["x5 x5 x5 d4", "x3 d3", W5], "x5 x9 d8", to_draw=0)
    assert deal.melds(0) == ["ti x5"]
    assert "2 pass" not in deal.history and "2 hu" not in deal.history


def test_ti_hu_step_then_discard_when_passed():
    # P1: 偎 x3 + Q17 (17) = 20; own x3 -> 提 9: 12 + 9 = 21, di 3 + 1 = 4; reds 5 -> 番 1
    deal = setup(["x10 d4", Q17, "d5 d6"], "x3 d8 x2", to_draw=1, melds=[[], ["wei x3"], []])
    assert deal.melds(1) == ["ti x3"]
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "pass")
    # q 1, total 21 > 20 -> discard anything but nothing of a 坎 (none left in hand)
    assert acts(deal, 1) == discards("d1 d2 d3 d7 d10 x4 x5 x6 x7 x8 x9 d9")


def test_ti_hu():
    deal = setup(["x10 d4", Q17, "d5 d6"], "x3 d8 x2", to_draw=1, melds=[[], ["wei x3"], []])
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 21, 4, {}, 1, 4, (-4, 8, -4), False, True)


def test_pao_hu_passed_then_discard():
    deal = setup(["d1 d2", TC10, "d4 d5"], "x3 d6 d7", to_draw=0, melds=[[], ["peng x3"], []])
    deal.act(1, "pass")
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 x7 x8 x9 x4 x5 x6")


def test_pao_hu_on_the_last_card_is_haidi():
    # TC10 on the last stock card: 紅胡 2 + 海底 2 = 4; di 4 (another's draw); score 16
    deal = setup(["d1 d2", TC10, "d4 d5"], "x3", to_draw=0, melds=[[], ["peng x3"], []])
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 24, 4, {"hong_hu": 2, "hai_di": 2}, 4, 16, (-16, 32, -16),
                                  False, False)


P2_PAIR_X8 = "x8 x8 d10 d10 d10 d1 d2 d3 x1 x2 x3 x4 x5 x6 d4 d5 d6 d7 d8 d9"


def test_win_with_a_triple_after_declining_its_peng():
    # §13.2: P2 declines 碰 x8 (臭), then P1 draws x8: P2 may still win; the triple counts as 碰
    # (1): 坎 d10 6 + d1d2d3 6 + x1x2x3 3 + 1 = 16; di 1; reds d10x3 d2 x2 d7 = 6; score 1
    deal = setup(["x8 d9", "x3 d1", P2_PAIR_X8], "x8 x9 d6")
    deal.act(0, "discard x8")
    assert deal.pending == [2] and acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "pass")
    assert deal.pending == [2] and acts(deal, 2) == {"hu", "pass"}
    assert deal.offer == ("x8", "draw", 1)
    deal.act(2, "hu")
    assert result_tuple(deal) == (2, 16, 1, {}, 1, 1, (-1, -1, 2), False, False)


def test_own_discard_is_chou_even_when_claimed():
    # §24: P0's x5 is 臭 for him the moment he discards it, though P1 吃s it; P0 later draws
    # x5 holding x4 x6: no 吃 offered
    deal = setup(["x5 x4 x6 d9", "x6 x7 d1", "x1 d10"], "x9 x5 d8")
    deal.act(0, "discard x5")
    assert acts(deal, 1) == {"chi x5 x6 x7", "pass"}
    deal.act(1, "chi x5 x6 x7")
    deal.act(1, "discard d1")
    assert deal.is_over and deal.result.winner is None
    assert in_order(deal.history, ["1 chi x5 x6 x7", "1 discard d1", "2 draw x9", "0 draw x5",
                                   "1 draw d8", "liuju"])
    assert cards(deal.discards(0))[-1] == "x5"


def test_liangzhang_tianhu_asked_in_turn_order():
    # P1 (TC02) and P2 both complete with the 亮张 x7: P1 first, then P2 (§7 step 4).
    # P2 + x7: 坎 d1 6 + 坎 d3 6 + x2 x7 x10 3 = 15; d8d9d10, x8x9x10, d4 d4 x4, x6 x6 d6 (0);
    # reds x2 x7 x10 d10 x10 = 5 -> 番 1; 天胡 di floor((30 - 12) / 3) = 6; score 6
    p1 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
    p2 = "d1 d1 d1 d3 d3 d3 x2 x10 d8 d9 d10 x8 x9 x10 d4 d4 x4 x6 x6 d6"
    deal = setup(["d9 x7", p1, p2], "x1 x3")
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "pass")
    assert deal.pending == [2] and acts(deal, 2) == {"hu", "pass"}
    deal.act(2, "hu")
    assert result_tuple(deal) == (2, 15, 6, {}, 1, 6, (-6, -6, 12), True, False)


def test_bi_enumeration_with_two_copies_in_hand():
    # P1 holds x5 x5 d5 d5 x3 x4 x6 x7 d1 and 吃s P0's x5: all three x5 must be laid out.
    # x5 x5 d5 takes two; the third goes to x3x4x5, x4x5x6 or x5x6x7 (3 outcomes); or one x5
    # per set: x3x4x5 + x5x6x7 + x5d5d5 (x4x5x6 would need a second x4 or x6). Sorted by the
    # canonical order position by position. 碰 also possible (pair).
    deal = setup(["x5 d9", "x5 x5 d5 d5 x3 x4 x6 x7 d1", "x1 d10"], "x9 d8")
    deal.act(0, "discard x5")
    assert deal.pending == [1]
    assert acts(deal, 1) == {
        "peng", "pass",
        "chi x3 x4 x5 / x5 x5 d5",
        "chi x4 x5 x6 / x5 x5 d5",
        "chi x5 x5 d5 / x5 x6 x7",
        "chi x3 x4 x5 / x5 x6 x7 / x5 d5 d5",
    }
    deal.act(1, "chi x3 x4 x5 / x5 x6 x7 / x5 d5 d5")
    assert sorted(deal.melds(1)) == ["chi x3 x4 x5", "chi x5 d5 d5", "chi x5 x6 x7"]
    assert acts(deal, 1) == {"discard d1"}


def test_bi_through_er_qi_shi():
    # x2 x10 x8 x9 x7 + x7: x2 x7 x10 and x7 x8 x9 whichever x7 is claimed: one action
    deal = setup(["x7 d9", "x2 x10 x8 x9 x7 d1", "x1 d10"], "x6 d8")
    deal.act(0, "discard x7")
    assert acts(deal, 1) == {"chi x2 x7 x10 / x7 x8 x9", "pass"}


def test_declined_peng_of_a_drawn_card_gives_chou_wei():
    # P0 draws x8; P2 (pair) declines 碰; P2 later draws the last x8 -> 臭偎 (§12.1)
    deal = setup(["x3 d4", "x1 d10", "x8 x8 x2"], "x8 d1 x8 d6", to_draw=0)
    assert deal.pending == [2] and acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "pass")
    assert in_order(deal.history, ["0 draw x8", "2 pass", "1 draw d1", "2 draw x8",
                                   "2 chou_wei x8"])
    assert deal.melds(2) == ["chou_wei x8"]


def test_declined_chi_of_own_draw_blocks_chi_of_a_later_discard():
    # P1 declines 吃 of his own x5; P0 吃s d1 d2 d3 and discards the other x5: P1 is not asked
    deal = setup(["x5 d2 d3 x9", "x4 x6 x1", "x2 d10"], "x5 d9 d1 x8 d8", to_draw=1)
    assert acts(deal, 1) == {"chi x4 x5 x6", "pass"}
    deal.act(1, "pass")
    assert deal.pending == [0] and acts(deal, 0) == {"chi d1 d2 d3", "pass"}
    deal.act(0, "chi d1 d2 d3")
    assert acts(deal, 0) == {"discard x5", "discard x9"}
    deal.act(0, "discard x5")
    assert deal.history.count("1 pass") == 1
    assert in_order(deal.history, ["0 discard x5", "1 draw x8"])


def test_three_quads_then_take_ins_without_discard():
    # P1: 提 x1, 提 d2 (dealt) + 坎 x3 + x8 x8 + 7 = 20 (T(2) = 21: one short). Own x3 -> 提:
    # q 3, total 21 <= T(3) = 22 -> no discard; 碰 x8 on P2's draw: 22 <= 22 -> no discard,
    # turn to P1's right (P2 draws again)
    hand = "x1 x1 x1 x1 d2 d2 d2 d2 x3 x3 x3 x8 x8 d4 d6 d8 x10 d1 d9 x4"
    deal = setup(["x5 d3", hand, "d5 d7"], "x3 x8 d3 x9", to_draw=1)
    assert sorted(deal.melds(1)) == ["ti d2", "ti x1", "ti x3"]
    assert deal.pending == [1] and acts(deal, 1) == {"peng", "pass"}
    deal.act(1, "peng")
    assert in_order(deal.history, ["1 ti x3", "2 draw x8", "1 peng x8", "2 draw d3"])
    assert not any(e.startswith("1 discard") for e in deal.history)


def test_peng_emptying_the_hand_is_legal_when_no_discard_is_due():
    # P1 is dealt x1 x1 x1 x1 d2 d2 d2 d2 x8 x8 (10 cards, the quads laid as 提 at construction,
    # §24): target shifted by 10 - 20 = -10, T(2) = 21 -> 11; 碰 x8 -> 11: no discard due, so the
    # 碰 is legal although it empties the hand (§10 "unless §8 says no discard is due")
    deal = setup(["x8 d9", "x1 x1 x1 x1 d2 d2 d2 d2 x8 x8", "d5 d7"], "x2 d3 x9")
    assert sorted(deal.melds(1)) == ["ti d2", "ti x1"]
    deal.act(0, "discard x8")
    assert deal.pending == [1] and acts(deal, 1) == {"peng", "pass"}
    deal.act(1, "peng")
    assert deal.hand(1) == []
    assert in_order(deal.history, ["1 peng x8", "2 draw x2"])


def test_xianggong_after_forced_pao_on_a_discard():
    # P2 (6 cards, two 坎): 跑 d3 -> 7 > 6 and only 坎 x4 left -> 相公 (§24); P0 draws next
    deal = setup(["d3 d9", "x1 d10", "d3 d3 d3 x4 x4 x4"], "x2 d8 x9")
    deal.act(0, "discard d3")
    assert in_order(deal.history, ["0 discard d3", "2 pao d3", "2 xianggong", "0 draw x2"])


TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
# W6 waits x7 (x8 x9): 坎 d1 6 + 坎 d3 6 + x1x2x3 3 = 15; reds x2 x10 x10 d10 + x7 = 5
W6 = "d1 d1 d1 d3 d3 d3 x1 x2 x3 x8 x9 d4 d4 x4 x10 x10 d10 d9 d9 x9"


def test_drawer_is_asked_hu_first_then_right_neighbour_then_chi():
    deal = setup([TC02, W6, "d6 x6"], "x7 d8 x3", to_draw=0)
    assert deal.pending == [0] and acts(deal, 0) == {"hu", "pass"}
    deal.act(0, "pass")
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "pass")
    # no pair of x7 anywhere: the drawer's 吃 step (TC05 layouts)
    assert deal.pending == [0]
    assert "chi x7 x7 d7" in acts(deal, 0) and "pass" in acts(deal, 0)


def test_right_neighbour_wins_on_the_drawers_card():
    deal = setup([TC02, W6, "d6 x6"], "x7 d8 x3", to_draw=0)
    deal.act(0, "pass")
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 1, {}, 1, 1, (-1, 2, -1), False, False)


TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"


def test_wei_hu_on_the_last_card_is_haidi():
    # TC08 偎胡 on the last card: 紅胡 2 + 海底 2 = 4; di 1 + 1 = 2; score 8
    deal = setup(["x1 x3", TC08, "x2 d6"], "x5", to_draw=1)
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 2, {"hong_hu": 2, "hai_di": 2}, 4, 8, (-8, 16, -8),
                                  False, True)


def test_wei_hu_passed_on_the_last_card_ends_at_once():
    # §16: nobody won on the last card after its forced 偎 -> 流局 at once, no discard step
    deal = setup(["x1 x3", TC08, "x2 d6"], "x5", to_draw=1)
    deal.act(1, "pass")
    assert deal.is_over and deal.result.winner is None
    assert deal.history[-1] == "liuju"
    assert not any(e.startswith("1 discard") for e in deal.history)


def test_two_ti_and_four_kan_is_not_santi_wukan():
    # §7 step 3: >= 3 提 or >= 5 坎; 2 提 + 4 坎 is neither: the dealer discards
    hand = "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 x4 x4 x4 x5 x5 x5 x6 x6 x6"
    deal = setup(["d9 d8", hand, "d1 d3"], "d4 d6")
    assert not deal.is_over
    assert sorted(deal.melds(1)) == ["ti x1", "ti x2"]
    assert deal.pending == [0] and acts(deal, 0) == {"discard d9", "discard d8"}


def test_dealer_liangzhang_makes_the_third_ti():
    # the dealer holds x1 x1 x1 x1 d2 d2 d2 d2 x3 x3 x3 and the 亮张 x3: 3 提 -> instant 天胡.
    # 提 x1 9 + 提 d2 12 + 提 x3 9 = 30; di floor((60 - 12) / 3) = 16; reds d2 x4 -> 4 ->
    # 紅胡 2 (colour over the 21 cards held: d2 x4, none else red); score 32
    hand = "x1 x1 x1 x1 d2 d2 d2 d2 x3 x3 x3 x4 x5 x6 d4 d5 d6 x8 x9 d9 x3"
    deal = setup([hand, "d1 d3", "x9 d8"], "d6 x6")
    assert sorted(deal.melds(0)) == ["ti d2", "ti x1", "ti x3"]
    assert result_tuple(deal) == (0, 30, 16, {"hong_hu": 2}, 2, 32, (64, -32, -32), True, False)

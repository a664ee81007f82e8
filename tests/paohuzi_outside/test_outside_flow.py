"""Outside tests: claims, priorities and forced actions through Deal.from_setup (spec §7-§12, §21).

Seats: P0 is the dealer, P1 = P0's right neighbour (next), P2. Small setup hands follow §24: the
§8 target of a seat is shifted by (its setup total - 20), so a seat given k cards discards after a
take-in exactly as a full seat does. A dealer's small hand (opening run) is measured against 21.
"""

import pytest

from paohuzi import Rules

from .phz_outside_helpers import acts, cards, discards, in_order, result_tuple, setup

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
# W3 waits d7 (d7 d8 d9) or d10 (d8 d9 d10): 坎 d5 6 + d1d2d3 6 + x2x7x10 3 + x1x2x3 3 = 18,
# reds d2 x2 x7 x10 x7 x2 = 6 (+1 for a red winning card = 7 -> 紅胡 2)
W3 = "d5 d5 d5 d1 d2 d3 x2 x7 x10 x4 x5 x6 x7 x8 x9 x1 x2 x3 d8 d9"
# W4 waits d10 / d7: 坎 d6 6 + 坎 d4 6 + x1x2x3 3 = 15; reds x2 x7 x10 (+ d10 = 4 -> 紅胡 2)
W4 = "d6 d6 d6 d4 d4 d4 x1 x2 x3 x4 x5 x6 x7 x8 x9 x8 x9 x10 d8 d9"

TC05_CHI = {
    # §21 TC05 hand, x7 offered: every distinct layout (derivation in test_tc05_chi_layouts)
    "chi x7 x7 d7",
    "chi x5 x6 x7 / x6 x7 x8",
    "chi x5 x6 x7 / x7 x8 x9",
    "chi x5 x6 x7 / x5 x6 x7",
    "chi x5 x6 x7 / x7 d7 d7",
    "chi x6 x7 x8 / x7 d7 d7",
    "chi x7 x8 x9 / x7 d7 d7",
}


# ---------------------------------------------------------------- TC05 / TC26: 吃 and 比
def test_tc05_chi_layouts_on_a_discard():
    # P0 (dealer, 2 cards vs 21 -> target 1) must discard; x7 goes to P1 = TC02 hand.
    # P1 holds one x7, so a 吃 either uses it in the claimed set (only x7 x7 d7: claimed x7,
    # hand x7, hand d7) or lays it in a 比 set. Claimed sets: x5x6x7, x6x7x8, x7x8x9, x7d7d7
    # (x2x7x10 impossible: no x10). 比 sets for the hand x7 from what is left: with x5x6x7
    # -> x6x7x8, x7x8x9, x5x6x7 (second x5 x6), x7d7d7; with x6x7x8 -> x5x6x7, x7d7d7 (only one
    # x8); with x7x8x9 -> x5x6x7, x7d7d7. Distinct outcomes: the 7 of TC05_CHI. No 碰 (one x7).
    deal = setup(["x7 d9", TC02, "x1 d1"], "d4 d3")
    assert deal.pending == [0]
    assert acts(deal, 0) == {"discard x7", "discard d9"}
    deal.act(0, "discard x7")
    assert deal.offer == ("x7", "discard", 0)
    assert deal.pending == [1]
    assert acts(deal, 1) == TC05_CHI | {"pass"}       # no "hu": never a win on a discard
    deal.act(1, "chi x5 x6 x7 / x7 x8 x9")
    assert sorted(deal.melds(1)) == ["chi x5 x6 x7", "chi x7 x8 x9"]
    # 20 + 1 = 21 > 20: discard; the 坎 d5 cards are not discardable
    assert deal.pending == [1]
    assert acts(deal, 1) == discards("x1 x2 x3 x4 x5 x6 d2 d6 d7 d8 d10")


def test_tc05_chi_layouts_on_own_draw():
    # the same layouts on P1's own draw after he declines the win (TC02: x7 self-drawn wins)
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7 d4 d3", to_draw=1)
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    assert deal.offer == ("x7", "draw", 1)
    deal.act(1, "pass")
    assert deal.pending == [1]
    assert acts(deal, 1) == TC05_CHI | {"pass"}


def test_tc26_bi_claim_into_either_set_is_one_action():
    # hand x1 x2 x3 x4 x5 x9 d9 + x3: claimed into x1x2x3 with the hand x3 in x3x4x5, or the
    # reverse: one outcome. x2 x3 x4 leaves the hand x3 without a set (x1 x5 x9 d9): illegal.
    deal = setup(["x3 d10", "x1 x2 x3 x4 x5 x9 d9", "d1 d2"], "d4 d6")
    deal.act(0, "discard x3")
    assert deal.pending == [1]
    assert acts(deal, 1) == {"chi x1 x2 x3 / x3 x4 x5", "pass"}


def test_tc26_bi_impossible_then_only_peng():
    # x1 x2 x3 x3 x9 d9 + x3: after any 吃 two hand x3 remain with no set -> no 吃; pair -> 碰
    deal = setup(["x3 d10", "x1 x2 x3 x3 x9 d9", "d1 d2"], "d4 d6")
    deal.act(0, "discard x3")
    assert deal.pending == [1]
    assert acts(deal, 1) == {"peng", "pass"}


def test_tc26_seed_example_mixed_and_bi():
    # d1 d1 x1 x2 x3 + x1: x1 d1 d1 with 比 x1 x2 x3 (sorted: x1 x2 x3 before x1 d1 d1),
    # or x1 x1 d1 using the hand x1 (nothing left to 比)
    deal = setup(["x1 d10", "d1 d1 x1 x2 x3 x9 d8", "d4 d5"], "d6 x6")
    deal.act(0, "discard x1")
    assert acts(deal, 1) == {"chi x1 x2 x3 / x1 d1 d1", "chi x1 x1 d1", "pass"}
    deal.act(1, "chi x1 x1 d1")
    assert deal.melds(1) == ["chi x1 x1 d1"]
    assert sorted(cards(deal.hand(1))) == sorted(["d1", "x2", "x3", "x9", "d8"])


def test_bi_needs_only_identical_copies():
    # claiming x7 with x5 x6 while holding d7: d7 may stay (§11, §22.9)
    deal = setup(["x7 d10", "x5 x6 d7 x1", "d4 d5"], "d6 x6")
    deal.act(0, "discard x7")
    assert acts(deal, 1) == {"chi x5 x6 x7", "pass"}


def test_kan_cards_never_used_in_chi():
    # P1 holds 坎 x4 and x6: x4 x5 x6 would break the 坎 -> no 吃; P1 just draws
    deal = setup(["x5 d10", "x4 x4 x4 x6 x9", "d4 d5"], "d6 x8")
    deal.act(0, "discard x5")
    assert "1 pass" not in deal.history
    assert in_order(deal.history, ["0 discard x5", "1 draw d6"])


def test_chi_illegal_when_only_kan_cards_would_remain():
    # P1 (5 cards -> target 5): 吃 x4 x5 x6 makes 6 > 5, and only the 坎 d3 remains -> illegal
    deal = setup(["x5 d10", "x4 x6 d3 d3 d3", "d4 d5"], "d6 x8")
    deal.act(0, "discard x5")
    assert in_order(deal.history, ["0 discard x5", "1 draw d6"])
    assert "1 chi x4 x5 x6" not in deal.history


def test_chi_legal_when_a_card_remains_to_discard():
    deal = setup(["x5 d10", "x4 x6 d3 d3 d3 x10", "d4 d5"], "d6 x8")
    deal.act(0, "discard x5")
    assert acts(deal, 1) == {"chi x4 x5 x6", "pass"}
    deal.act(1, "chi x4 x5 x6")
    assert deal.pending == [1] and acts(deal, 1) == {"discard x10"}
    assert "1 chi x4 x5 x6" in deal.history


# ---------------------------------------------------------------- 碰 (§10) and §9.6 order
def test_tc19_peng_beats_chi():
    # P0 discards x5; P2 (pair) is asked before P1's 吃 (§9.6 step 2 before 3)
    deal = setup(["x5 d9", "x4 x6 d1", "x5 x5 d2"], "x9 d8 d3")
    deal.act(0, "discard x5")
    assert deal.pending == [2]
    assert acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "peng")
    assert deal.melds(2) == ["peng x5"]
    assert deal.pending == [2] and acts(deal, 2) == {"discard d2"}     # 3 cards -> target 3; 4 > 3
    deal.act(2, "discard d2")
    # P2's discard goes to P0 (its right neighbour: 吃 impossible with d9), then P0 draws: P1
    # lost his turn
    assert in_order(deal.history, ["2 peng x5", "2 discard d2", "0 draw x9"])
    assert "1 draw x9" not in deal.history


def test_tc19_peng_passed_then_chi_offered():
    deal = setup(["x5 d9", "x4 x6 d1", "x5 x5 d2"], "x9 d8 d3")
    deal.act(0, "discard x5")
    deal.act(2, "pass")
    assert deal.pending == [1]
    assert acts(deal, 1) == {"chi x4 x5 x6", "pass"}


def test_peng_and_chi_offered_together():
    # P1 holds x5 x5 d5 x4 x6 d1: 碰, or 吃 x4 x5 x6 with 比 x5 x5 d5 (the same outcome as
    # claiming into x5 x5 d5 and laying the other hand x5 in x4 x5 x6)
    deal = setup(["x5 d9", "x5 x5 d5 x4 x6 d1", "d2 d3"], "x8 x5 d8")
    deal.act(0, "discard x5")
    assert deal.pending == [1]
    assert acts(deal, 1) == {"peng", "chi x4 x5 x6 / x5 x5 d5", "pass"}


def test_declined_peng_and_chi_make_chou_wei_later():
    # P1 declines both; the card is 臭 for him (§12.1, §12.2); drawing the last x5 while holding
    # the pair is a forced 臭偎 (§9.4)
    deal = setup(["x5 d9", "x5 x5 d5 x4 x6 d1", "d2 d3"], "x5 x8 d8")
    deal.act(0, "discard x5")
    deal.act(1, "pass")
    assert in_order(deal.history, ["1 pass", "1 draw x5", "1 chou_wei x5"])
    assert deal.melds(1) == ["chou_wei x5"]
    # 6 cards -> target 6; 7 > 6: discard from d5 x4 x6 d1
    assert deal.pending == [1] and acts(deal, 1) == discards("d5 x4 x6 d1")


def test_peng_illegal_when_only_kan_cards_would_remain():
    # P1 (5 cards): 碰 x8 makes 6 > 5 and leaves only 坎 d3 -> not offered
    deal = setup(["x8 d9", "x8 x8 d3 d3 d3", "d4 d5"], "x1 d6")
    deal.act(0, "discard x8")
    assert "1 pass" not in deal.history and "1 peng x8" not in deal.history
    assert in_order(deal.history, ["0 discard x8", "1 draw x1"])


def test_peng_legal_with_a_spare_card():
    deal = setup(["x8 d9", "x8 x8 d3 d3 d3 x2", "d4 d5"], "x1 d6")
    deal.act(0, "discard x8")
    assert deal.pending == [1] and acts(deal, 1) == {"peng", "pass"}


def test_peng_on_a_drawn_card_then_turn_goes_right_of_the_taker():
    # P0 draws x5; P2 (pair) is asked 碰 before P0's own 吃 (§9.5 step 4 before 5)
    deal = setup(["x4 x6 d9", "d1 d2", "x5 x5 x1"], "x5 x9 d8 d3", to_draw=0)
    assert deal.offer == ("x5", "draw", 0)
    assert deal.pending == [2] and acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "peng")
    assert acts(deal, 2) == {"discard x1"}
    deal.act(2, "discard x1")
    assert in_order(deal.history, ["0 draw x5", "2 peng x5", "2 discard x1", "0 draw x9"])


def test_own_draw_chi_after_peng_declined():
    deal = setup(["x4 x6 d9", "d1 d2", "x5 x5 x1"], "x5 x9 d8 d3", to_draw=0)
    deal.act(2, "pass")
    assert deal.pending == [0] and acts(deal, 0) == {"chi x4 x5 x6", "pass"}
    deal.act(0, "chi x4 x5 x6")
    # P0: 3 cards -> target 3; 4 > 3 -> discard d9
    assert acts(deal, 0) == {"discard d9"}


# ---------------------------------------------------------------- TC20 / TC21: 胡 order
TC20_HANDS = ["x3 x9", "d7 d7 d7 x1 x9", W3]


def test_tc20_hu_beats_other_players_pao():
    # P0 draws d7; P1 (坎 d7) must 跑 and cannot otherwise use it; P2 (W3) may 胡 first.
    deal = setup(TC20_HANDS, "d7 d4 d6", to_draw=0)
    assert deal.pending == [2] and acts(deal, 2) == {"hu", "pass"}
    assert acts(deal, 1) == [] or acts(deal, 1) == set()
    deal.act(2, "hu")
    # W3 + d7: 18 胡息, di 2 (another's draw), 7 reds -> 紅胡 2, score 4
    assert result_tuple(deal) == (2, 18, 2, {"hong_hu": 2}, 2, 4, (-4, -4, 8), False, False)
    assert deal.history[-1] == "2 hu"


def test_tc20_hu_passed_then_forced_pao():
    deal = setup(TC20_HANDS, "d7 d4 d6", to_draw=0)
    deal.act(2, "pass")
    assert in_order(deal.history, ["0 draw d7", "2 pass", "1 pao d7"])
    assert deal.melds(1) == ["pao d7"]
    # P1: 5 cards -> target T(1) - 15 = 5; 6 > 5 -> discard
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 x9")


def test_tc20_option_pao_blocks_other_hu():
    deal = setup(TC20_HANDS, "d7 d4 d6", to_draw=0, rules=Rules(pao_blocks_other_hu=True))
    assert "2 pass" not in deal.history and "2 hu" not in deal.history
    assert deal.melds(1) == ["pao d7"]
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 x9")


def test_tc21_multi_hu_order_drawer_right_then_other():
    # P1 draws d10 and cannot win; P2 (W4) is asked before P0 (W3)
    deal = setup([W3, "d1 d3", W4], "d10 x4", to_draw=1)
    assert deal.pending == [2] and acts(deal, 2) == {"hu", "pass"}
    deal.act(2, "pass")
    assert deal.pending == [0] and acts(deal, 0) == {"hu", "pass"}
    deal.act(0, "hu")
    # W3 + d10 (d8 d9 d10): 18, di 2, reds 7 -> 紅胡 2, score 4
    assert result_tuple(deal) == (0, 18, 2, {"hong_hu": 2}, 2, 4, (8, -4, -4), False, False)


def test_tc21_first_accepting_wins():
    deal = setup([W3, "d1 d3", W4], "d10 x4", to_draw=1)
    deal.act(2, "hu")
    # W4 + d10: 坎 d6 6 + 坎 d4 6 + x1x2x3 3 = 15, di 1; reds x2 x7 x10 d10 = 4 -> 紅胡 2; score 2
    assert result_tuple(deal) == (2, 15, 1, {"hong_hu": 2}, 2, 2, (-2, -2, 4), False, False)


# ---------------------------------------------------------------- TC22 / TC23: 臭
def test_tc22_declined_chi_makes_card_chou():
    # P1 declines 吃 of P0's x5, then draws x5 himself while holding x4 x6: no 吃 offered; the
    # x5 goes to P1's discard row; P2 draws (x9, unused), P0 draws the last card: 流局
    deal = setup(["x5 d9", "x4 x6 d1", "d2 d3"], "x5 x9 d8")
    deal.act(0, "discard x5")
    assert acts(deal, 1) == {"chi x4 x5 x6", "pass"}
    deal.act(1, "pass")
    assert deal.is_over and deal.result.winner is None
    assert cards(deal.discards(1)) == ["x5"]
    assert in_order(deal.history, ["1 pass", "1 draw x5", "2 draw x9", "0 draw d8", "liuju"])


def test_tc22_control_without_decline_chi_is_offered():
    deal = setup(["x5 d9", "x4 x6 d1", "d2 d3"], "x5 x9 d8")
    deal.act(0, "discard d9")
    assert deal.pending == [1] and acts(deal, 1) == {"chi x4 x5 x6", "pass"}


def test_tc22_chou_card_others_may_still_peng():
    # x5 is 臭 for P1 (setup); P1 draws x5: P2 may 碰 (pair); if P2 passes, P1 gets no 吃
    deal = setup(["d9 d8", "x4 x6 d1", "x5 x5 d2"], "x5 x9 d7", to_draw=1, chou=["", "x5", ""])
    assert deal.pending == [2] and acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "pass")
    assert cards(deal.discards(1)) == ["x5"]
    assert in_order(deal.history, ["1 draw x5", "2 pass", "2 draw x9"])


W5 = "d1 d1 d1 x1 x2 x3 d2 d7 d10 x7 x8 x9 d6 d7 d8 x8 x9 x10 x4 x6"


def test_tc22_chou_card_may_still_win():
    # W5 waits x5 (x4 x5 x6): 坎 d1 6 + x1x2x3 3 + d2d7d10 6 = 15; reds x2 d2 d7 d10 x7 d7 x10
    # = 7 -> 紅胡 2; self-drawn di 1+1 = 2; score 4
    deal = setup(["x5 d9", W5, "d3 d4"], "x5 x9 d8")
    deal.act(0, "discard x5")
    assert "pass" in acts(deal, 1) and "chi x4 x5 x6" in acts(deal, 1)
    deal.act(1, "pass")
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 2, {"hong_hu": 2}, 2, 4, (-4, 8, -4), False, True)


def test_chou_from_setup_blocks_peng():
    # x5 臭 for P1 who holds x5 x5: no 碰 of P0's discard (and no 吃: it needs x4 x6 / x3 x4 ...)
    deal = setup(["x5 d9", "x5 x5 d1 d4", "d2 d3"], "x8 x9 d8", chou=["", "x5", ""])
    deal.act(0, "discard x5")
    assert "1 pass" not in deal.history
    assert in_order(deal.history, ["0 discard x5", "1 draw x8"])


def test_tc23_chou_wei_after_declined_peng():
    # P2 declines 碰 of P0's x8; P1 draws d1 (unused); P2 draws x8 -> forced 臭偎
    deal = setup(["x8 d9", "x3 d10", "x8 x8 x1"], "d1 x8 d4 d6")
    deal.act(0, "discard x8")
    assert deal.pending == [2] and acts(deal, 2) == {"peng", "pass"}
    deal.act(2, "pass")
    assert in_order(deal.history, ["2 pass", "1 draw d1", "2 draw x8", "2 chou_wei x8"])
    assert deal.melds(2) == ["chou_wei x8"]
    assert deal.pending == [2] and acts(deal, 2) == {"discard x1"}


def test_chou_from_setup_gives_chou_wei_on_draw():
    deal = setup(["d9 d8", "x8 x8 d1", "d2 d3"], "x8 x9 d7", to_draw=1, chou=["", "x8", ""])
    assert deal.melds(1) == ["chou_wei x8"]
    assert in_order(deal.history, ["1 draw x8", "1 chou_wei x8"])


def test_own_discard_is_chou_by_default():
    # P0 discards x5, later draws x5 holding x4 x6: no 吃 (§12.3); it lands in his row
    hands = ["x5 x4 x6 d9", "x1 d10", "x3 d7"]
    deal = setup(hands, "d5 x9 x5 d8")
    deal.act(0, "discard x5")
    assert deal.is_over and deal.result.winner is None
    assert cards(deal.discards(0)) == ["x5", "x5"]


def test_own_discard_not_chou_with_option_off():
    deal = setup(["x5 x4 x6 d9", "x1 d10", "x3 d7"], "d5 x9 x5 d8",
                 rules=Rules(own_discard_is_chou=False))
    deal.act(0, "discard x5")
    assert deal.pending == [0] and acts(deal, 0) == {"chi x4 x5 x6", "pass"}


# ---------------------------------------------------------------- TC24 / TC25 / §9.3 跑
def test_tc24_peng_plus_discarded_fourth_card_is_no_pao():
    deal = setup(["x6 d9", "x1 d3", "d5 d6"], "d2 x4", melds=[[], ["peng x6"], []])
    deal.act(0, "discard x6")
    assert deal.melds(1) == ["peng x6"]
    assert "1 pao x6" not in deal.history
    assert cards(deal.discards(0)) == ["x6"]


def test_tc24_contrast_drawn_fourth_card_forces_pao():
    deal = setup(["d8 d9", "x1 d3", "d5 d6"], "x6 d2 x4", to_draw=0, melds=[[], ["peng x6"], []])
    assert deal.melds(1) == ["pao x6"]
    assert in_order(deal.history, ["0 draw x6", "1 pao x6"])
    # P1: 5 -> target 5; 6 > 5
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 d3")


def test_own_draw_onto_own_peng_is_pao():
    deal = setup(["d8 d9", "x1 d3", "d5 d6"], "x6 d2 x4", to_draw=1, melds=[[], ["peng x6"], []])
    assert deal.melds(1) == ["pao x6"]
    assert in_order(deal.history, ["1 draw x6", "1 pao x6"])


def test_tc25_pao_on_discard_with_kan():
    deal = setup(["d3 d9", "x9 d10", "d3 d3 d3 x1 x4"], "x2 d8 d5")
    deal.act(0, "discard d3")
    assert deal.melds(2) == ["pao d3"]
    assert deal.offer is None
    # 5 -> target 5; 6 > 5: discard, then P0 (right of P2) draws
    assert deal.pending == [2] and acts(deal, 2) == discards("x1 x4")
    deal.act(2, "discard x4")
    assert in_order(deal.history, ["0 discard d3", "2 pao d3", "2 discard x4", "0 draw x2"])


P2_PAO_COMPLETE = "d3 d3 d3 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d4 d5 d6 d9 d9"


def test_no_pao_hu_through_a_discard():
    # after 跑 d3 on a discard P2 holds 跑 + 5 sets + 将 with 9+3+6 = 18: still no 胡 (§24)
    deal = setup(["d3 d8", "x10 d10", P2_PAO_COMPLETE], "x2 d8 d5")
    deal.act(0, "discard d3")
    assert deal.melds(2) == ["pao d3"]
    assert deal.pending == [2]
    assert acts(deal, 2) == discards("x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d4 d5 d6 d9")


def test_pao_hu_on_a_drawn_fourth_card():
    # the same hand when P0 draws the d3: 跑 then 胡 step; 18 胡息, di 2 (another's draw),
    # reds x2 d2 d7 d10 x7 = 5 -> none; score 2
    deal = setup(["x10 d8", "x9 d10", P2_PAO_COMPLETE], "d3 d8 d5", to_draw=0)
    assert deal.melds(2) == ["pao d3"]
    assert deal.pending == [2] and acts(deal, 2) == {"hu", "pass"}
    deal.act(2, "hu")
    assert result_tuple(deal) == (2, 18, 2, {}, 1, 2, (-2, -2, 4), False, False)


@pytest.mark.parametrize("meld", ["wei x5", "chou_wei x5"])
def test_pao_on_wei_from_discard_and_draw(meld):
    # §9.3 case 2: 偎/臭偎 + another's discard or draw -> 跑
    deal = setup(["x5 d9", "x1 d3", "d5 d6"], "d2 x4", melds=[[], [], [meld]])
    deal.act(0, "discard x5")
    assert deal.melds(2) == ["pao x5"]
    deal = setup(["d8 d9", "x1 d3", "d5 d6"], "x5 d2 x4", to_draw=0, melds=[[], [], [meld]])
    assert deal.melds(2) == ["pao x5"]


def test_chou_never_excuses_pao():
    deal = setup(["x5 d9", "x1 d3", "x5 x5 x5 d6"], "d2 x4", chou=["", "", "x5"])
    deal.act(0, "discard x5")
    assert deal.melds(2) == ["pao x5"]


# ---------------------------------------------------------------- §9.4 提 / 偎
@pytest.mark.parametrize("melds, hand", [
    ([], "x5 x5 x5 x1"), (["wei x5"], "x1"), (["chou_wei x5"], "x1"),
])
def test_ti_from_own_draw(melds, hand):
    deal = setup(["d8 d9", hand, "d5 d6"], "x5 d2 x4 d3", to_draw=1, melds=[[], melds, []])
    assert deal.melds(1) == ["ti x5"]
    assert in_order(deal.history, ["1 draw x5", "1 ti x5"])
    assert deal.offer is None
    # 4 cards -> target 4 (q 1: T(1) = 20 - 16); 5 > 4 -> discard x1
    assert deal.pending == [1] and acts(deal, 1) == {"discard x1"}


def test_wei_from_own_draw_is_forced_and_never_offered():
    deal = setup(["d8 d9", "x5 x5 x1 x2", "d5 d6"], "x5 d2 x4 d3", to_draw=1)
    assert deal.melds(1) == ["wei x5"]
    assert in_order(deal.history, ["1 draw x5", "1 wei x5"])
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 x2")


def test_tc07_self_wei_breaks_hand_then_discard():
    hand = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"
    deal = setup(["x6 d5", hand, "d4 d6"], "x2 d3 x5", to_draw=1)
    assert deal.melds(1) == ["wei x2"]
    assert deal.pending == [1]
    assert acts(deal, 1) == discards("d2 x3 x4 x1 x7 x8 x9")


def test_tc08_wei_hu_step_then_discard():
    hand = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"
    deal = setup(["x1 x3", hand, "x2 d6"], "x5 d2 x4", to_draw=1)
    assert deal.melds(1) == ["wei x5"]
    assert deal.offer is None
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "pass")
    assert deal.pending == [1] and acts(deal, 1) == discards("d1 d2 d3 x6 x7 x8 d4 d5 d6 x9 x10 d7 d8 d9")


def test_tc08_wei_hu():
    hand = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"
    deal = setup(["x1 x3", hand, "x2 d6"], "x5 d2 x4", to_draw=1)
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 2, {"hong_hu": 2}, 2, 4, (-4, 8, -4), False, True)


# ---------------------------------------------------------------- TC09 / TC10: 跑 obligation
TC09 = "x1 x2 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
TC10 = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"


def test_tc09_pao_obligation_beats_own_hu():
    deal = setup(["d1 d2", TC09, "d4 d5"], "x3 d6 d7", to_draw=0, melds=[[], ["peng x3"], []])
    assert deal.melds(1) == ["pao x3"]
    assert "1 hu" not in deal.history and "1 pass" not in deal.history
    # total 21 > T(1) = 20: discard; next turn: right of P1
    assert deal.pending == [1] and acts(deal, 1) == discards("x1 x2 x7 x8 x9 x4 x5 x6")
    deal.act(1, "discard x1")
    assert in_order(deal.history, ["1 pao x3", "1 discard x1", "2 draw d6"])


def test_tc09_option_same_player_hu_over_pao():
    rules = Rules(same_player_hu_over_pao=True)
    deal = setup(["d1 d2", TC09, "d4 d5"], "x3 d6 d7", to_draw=0, melds=[[], ["peng x3"], []],
                 rules=rules)
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    # peng x3 1 + 坎 18 + x1x2x3 3 = 22; di 3; reds x2 d10x3 x7 = 5; score 3
    assert result_tuple(deal) == (1, 22, 3, {}, 1, 3, (-3, 6, -3), False, False)


def test_tc10_pao_hu():
    deal = setup(["d1 d2", TC10, "d4 d5"], "x3 d6 d7", to_draw=0, melds=[[], ["peng x3"], []])
    assert deal.melds(1) == ["pao x3"]
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    # 跑 6 + 18 = 24; di 4; reds d10x3 x7 = 4 -> 紅胡 2; score 8
    assert result_tuple(deal) == (1, 24, 4, {"hong_hu": 2}, 2, 8, (-8, 16, -8), False, False)


def test_tc10_pao_hu_on_own_draw_is_self_drawn():
    deal = setup(["d1 d2", TC10, "d4 d5"], "x3 d6 d7", to_draw=1, melds=[[], ["peng x3"], []])
    deal.act(1, "hu")
    # di 4 + 1 = 5; score 10
    assert result_tuple(deal) == (1, 24, 5, {"hong_hu": 2}, 2, 10, (-10, 20, -10), False, True)


# ---------------------------------------------------------------- TC11-TC13 through a deal
def test_tc07_hu_passed_then_peng_same_card():
    # P0 draws x2: P1 (TC07 hand, pair x2) may win (21 胡息); after passing he is asked 碰
    # in the later step (§24: declining 胡 costs nothing)
    hand = "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9"
    deal = setup(["x6 d5", hand, "d4 d6"], "x2 d3 x5", to_draw=0)
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "pass")
    assert deal.pending == [1] and acts(deal, 1) == {"peng", "pass"}
    deal.act(1, "peng")
    assert deal.melds(1) == ["peng x2"]
    assert acts(deal, 1) == discards("d2 x3 x4 x1 x7 x8 x9")


def test_tc11_peng_not_offered_when_only_kan_would_remain():
    # TC11 hand: after 碰 x9 only 坎 x4 x5 d6 d8 remain and a discard is due (21 > 20): the
    # 碰 is illegal (§10), so after passing 胡 P1 is not asked again; P0 may not 吃 (no x7 x8)
    deal = setup(["d1 d2", "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "d4 d5"], "x9 d3 d7",
                 to_draw=0, melds=[[], ["peng x1", "wei x3"], []])
    deal.act(1, "pass")
    assert in_order(deal.history, ["0 draw x9", "1 pass", "1 draw d3"])


def test_tc11_hu():
    deal = setup(["d1 d2", "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "d4 d5"], "x9 d3 d7",
                 to_draw=0, melds=[[], ["peng x1", "wei x3"], []])
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 23, 3, {"wu_hu": 5, "dui_dui_hu": 5}, 10, 30, (-30, 60, -30),
                                  False, False)


def test_tc12_other_draw():
    deal = setup(["x1 x3", "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9", "x4 x5"], "d9 x6 x8",
                 to_draw=0, melds=[[], ["ti d10", "peng d7"], []])
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 30, 6, {"hong_wu": 4, "da": 6}, 10, 60, (-60, 120, -60),
                                  False, False)


def test_tc13_two_quads_selfdrawn():
    deal = setup(["d4 d6", "x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "x10 d10"], "x8 d6 x7",
                 to_draw=1, melds=[[], ["pao d5", "ti x9"], []])
    assert deal.pending == [1] and acts(deal, 1) == {"hu", "pass"}
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 27, 6, {}, 1, 6, (-6, 12, -6), False, True)


# ---------------------------------------------------------------- TC02 / TC15 / TC29 / §16
def test_tc02_winner_gains_8():
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7 d4 d3", to_draw=1)
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 2, {"hong_hu": 2}, 2, 4, (-4, 8, -4), False, True)
    assert deal.pending == [] and deal.actions(1) == [] and deal.is_over


def test_tc15_haidi_through_a_deal():
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7", to_draw=1)
    deal.act(1, "hu")
    assert result_tuple(deal) == (1, 15, 2, {"hong_hu": 2, "hai_di": 2}, 4, 8, (-8, 16, -8),
                                  False, True)


def test_last_card_hu_passed_no_chi_then_liuju():
    # §16: no 吃 on the last card (P1 could 吃 his own x7) -> 流局 at once
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7", to_draw=1)
    deal.act(1, "pass")
    assert deal.is_over
    assert result_tuple(deal) == (None, deal.result.huxi, deal.result.di, {}, 0, 0, (0, 0, 0),
                                  False, False)
    assert deal.history[-1] == "liuju"


def test_tc29_exhaustive_draw():
    deal = setup(["x3 d9", "x1 d1", "x6 d4"], "d7", to_draw=0)
    assert deal.is_over and deal.pending == []
    r = deal.result
    assert (r.winner, r.fan_total, r.score, tuple(r.points)) == (None, 0, 0, (0, 0, 0))
    assert deal.history == ["0 draw d7", "liuju"]


def test_last_card_no_peng_no_chi():
    # P0 could 吃 his own x5 (x4 x6) and P1 could 碰 it (pair): neither offered on the last card
    deal = setup(["x4 x6 d9", "x5 x5 d1", "d2 d3"], "x5", to_draw=0)
    assert deal.is_over and deal.result.winner is None
    assert "1 pass" not in deal.history and "0 pass" not in deal.history


def test_last_card_forced_pao_still_happens():
    deal = setup(["x4 x6 d9", "x5 x5 x5 d1", "d2 d3"], "x5", to_draw=0)
    assert deal.is_over and deal.result.winner is None
    assert deal.melds(1) == ["pao x5"]
    assert deal.history[-2:] == ["1 pao x5", "liuju"]


def test_hu_mandatory_offers_hu_alone():
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7 d4 d3", to_draw=1, rules=Rules(hu_mandatory=True))
    assert deal.pending == [1] and deal.actions(1) == ["hu"]


# ---------------------------------------------------------------- TC14 / TC18: §8 invariant
def test_tc14_second_quad_no_discard():
    # P1: 跑 d5 + 坎 x9 + 13 cards = 20; drawing x9 -> 提: q 2, total 21 = T(2) -> no discard;
    # P2 draws next (and may 吃 d8 d9 d10, keeping x8 to discard)
    hand = "x9 x9 x9 x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 x10 d10"
    deal = setup(["x7 d6", hand, "d8 d10 x8"], "x9 d9 d4", to_draw=1, melds=[[], ["pao d5"], []])
    assert sorted(deal.melds(1)) == ["pao d5", "ti x9"]
    assert in_order(deal.history, ["1 draw x9", "1 ti x9", "2 draw d9"])
    assert "1 discard" not in " ".join(deal.history)
    assert deal.pending == [2] and acts(deal, 2) == {"chi d8 d9 d10", "pass"}


DEALER_TWO_TI = "x1 x1 x1 x1 d2 d2 d2 d2 x3 x4 x5 x6 x8 x9 d3 d4 d5 d6 d8 d9 x10"


def test_tc18_dealer_dealt_two_ti_does_not_discard():
    deal = setup([DEALER_TWO_TI, "d6 d8 x7", "x2 d1"], "d7 x2 x3")
    assert sorted(deal.melds(0)) == ["ti d2", "ti x1"]
    assert in_order(deal.history, ["1 draw d7"])
    assert not any(e.startswith("0 discard") for e in deal.history)
    assert deal.pending == [1] and acts(deal, 1) == {"chi d6 d7 d8", "pass"}


P1_TWO_TI = "x1 x1 x1 x1 d2 d2 d2 d2 x8 x8 x3 x5 d4 d6 d8 x10 d1 d9 x4 d5"


def test_tc18_non_dealer_two_ti_first_take_in_needs_no_discard():
    deal = setup(["x8 d10", P1_TWO_TI, "x9 d3"], "d7 x2 x6")
    assert sorted(deal.melds(1)) == ["ti d2", "ti x1"]
    deal.act(0, "discard x8")
    assert deal.pending == [1] and acts(deal, 1) == {"peng", "pass"}
    deal.act(1, "peng")
    # total 21 = T(2): no discard, P2 draws
    assert in_order(deal.history, ["1 peng x8", "2 draw d7"])
    assert not any(e.startswith("1 discard") for e in deal.history)


def test_pao_on_discard_making_second_quad_needs_no_discard():
    # P2: ti x1 + 坎 d3 + 13 = 20; 跑 d3 on P0's discard: q 2, total 21 = T(2) -> P0 draws
    hand = "d3 d3 d3 x2 x3 x4 x5 x6 x7 x8 x9 x10 d4 d5 d6 d7"
    deal = setup(["d3 d9", "x9 d10", hand], "d8 x5 d1", melds=[[], [], ["ti x1"]])
    deal.act(0, "discard d3")
    assert in_order(deal.history, ["0 discard d3", "2 pao d3", "0 draw d8"])


def test_red_bottom_cards_move_to_the_top_at_the_opening():
    # §5.4: stock x1 x3 d7 x10: bottom x10 red -> top (x10 x1 x3 d7); bottom d7 red -> top
    # (d7 x10 x1 x3); x3 black stays. Draw order: d7, x10, x1, x3 (x3 = last, 海底)
    deal = setup(["d9 d5", "x4 d1", "x6 d3"], "x1 x3 d7 x10")
    deal.act(0, "discard d5")
    assert in_order(deal.history, ["1 draw d7", "2 draw x10", "0 draw x1", "1 draw x3", "liuju"])


def test_to_draw_uses_the_stock_as_given():
    # §24: with to_draw no red-bottom procedure: red x10 stays the last card
    deal = setup(["d9 d5", "x4 d1", "x6 d3"], "x1 x3 d7 x10", to_draw=0)
    assert deal.history == ["0 draw x1", "1 draw x3", "2 draw d7", "0 draw x10", "liuju"]


# ---------------------------------------------------------------- 相公 (§17)
def test_xianggong_after_forced_wei_then_pao_without_discard():
    # P1 (5 cards): 偎 x5 -> 6 > 5, only the 坎 d3 left: 相公, P2 draws d3 -> P1 must 跑 (no
    # discard); the turn goes to P1's right: P2 draws again (x9, which it may 吃 with x8 x10)
    deal = setup(["d8 d9", "x5 x5 d3 d3 d3", "x8 x10 d1"], "x5 d3 x9 d4", to_draw=1)
    assert in_order(deal.history, ["1 draw x5", "1 wei x5", "1 xianggong", "2 draw d3",
                                   "1 pao d3", "2 draw x9"])
    assert sorted(deal.melds(1)) == ["pao d3", "wei x5"]
    assert deal.hand(1) == []
    assert deal.pending == [2] and acts(deal, 2) == {"chi x8 x9 x10", "pass"}


# ---------------------------------------------------------------- TC27 / next_can_chi_drawn
def test_tc27_no_chi_of_upper_drawn_card():
    deal = setup(["d3 d10", "x4 x6 d9", "x1 d2"], "x5 d1 d6", to_draw=0)
    assert deal.is_over and deal.result.winner is None
    assert cards(deal.discards(0)) == ["x5"]
    assert in_order(deal.history, ["0 draw x5", "1 draw d1", "2 draw d6", "liuju"])


def test_tc27_option_next_can_chi_drawn():
    deal = setup(["d3 d10", "x4 x6 d9", "x1 d2"], "x5 d1 d6", to_draw=0,
                 rules=Rules(next_can_chi_drawn=True))
    assert deal.pending == [1] and acts(deal, 1) == {"chi x4 x5 x6", "pass"}


def test_option_next_can_chi_drawn_drawer_asked_first():
    deal = setup(["x3 x4 d10", "x4 x6 d9", "x1 d2"], "x5 d1 d6", to_draw=0,
                 rules=Rules(next_can_chi_drawn=True))
    assert deal.pending == [0] and acts(deal, 0) == {"chi x3 x4 x5", "pass"}
    deal.act(0, "pass")
    assert deal.pending == [1] and acts(deal, 1) == {"chi x4 x5 x6", "pass"}


def test_option_next_can_chi_drawn_peng_and_chi_together():
    deal = setup(["x3 x4 d10", "x5 x5 d5 x4 x6 d1", "x1 d2"], "x5 d3 d6", to_draw=0,
                 rules=Rules(next_can_chi_drawn=True))
    assert deal.pending == [1]
    assert acts(deal, 1) == {"peng", "chi x4 x5 x6 / x5 x5 d5", "pass"}

"""Each §19 option of Rules flips exactly the behaviour it names (default first, then the option)."""

from .phz_helpers import do, setup

from paohuzi import Match, Rules, evaluate
from paohuzi.match import next_dealer

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
TC09 = "x1 x2 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
TC11 = (["peng x1", "wei x3"], "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9")
TC16 = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"
TC17 = "d1 d1 d1 d3 d3 d3 d4 d4 d4 d5 d5 d5 d6 d6 d6 x2 x7 x10 d2 d7"
WINS_ON_D7 = "d5 d5 d5 x1 x2 x3 d1 d2 d3 x4 x5 x6 x7 x8 x9 x4 x5 x6 d6 d8"


def test_option_players_four_seats_a_watcher():
    m3 = Match.new(Rules(), 1)
    m4 = Match.new(Rules(players=4), 1)
    assert len(m3.totals) == 3 and m3.watcher is None
    assert len(m4.totals) == 4 and m4.watcher == (m4.dealer + 2) % 4
    assert m4.watcher not in m4.seats and m4.dealer in m4.seats


def test_option_next_can_chi_drawn():
    hands = ["d9", "x4 x6 d1", "d3"]
    d = setup(hands, "x5 d2 d8", to_draw=0)
    assert d.history[:2] == ["0 draw x5", "1 draw d2"]
    d = setup(hands, "x5 d2 d8", to_draw=0, next_can_chi_drawn=True)
    assert d.pending == [1] and d.actions(1) == ["chi x4 x5 x6", "pass"]


def test_option_next_can_chi_drawn_asks_drawer_first_then_right_neighbour():
    d = setup(["x4 x6 d9", "x3 x4 d1", "d3"], "x5 d2 d8", to_draw=0, next_can_chi_drawn=True)
    assert d.pending == [0] and d.actions(0) == ["chi x4 x5 x6", "pass"]
    do(d, 0, "pass")
    assert d.pending == [1] and d.actions(1) == ["chi x3 x4 x5", "pass"]


def test_option_next_can_chi_drawn_peng_and_chi_together_for_right_neighbour():
    d = setup(["d9", "x3 x4 x4 x5 x5 x6 x6 x7 d1", "d3"], "x5 d2 d8", to_draw=0, next_can_chi_drawn=True)
    assert d.pending == [1]
    assert d.actions(1) == ["peng", "chi x3 x4 x5 / x4 x5 x6 / x5 x6 x7", "pass"]
    do(d, 1, "pass")
    assert d.history[2] == "1 draw d2"  # not asked again for 吃


def test_option_pao_blocks_other_hu():
    hands = ["x10", "d7 d7 d7 x10", WINS_ON_D7]
    d = setup(hands, "d7 d9 d9", to_draw=0)
    assert d.pending == [2] and d.actions(2) == ["hu", "pass"]
    d = setup(hands, "d7 d9 d9", to_draw=0, pao_blocks_other_hu=True)
    assert d.history[:2] == ["0 draw d7", "1 pao d7"] and d.pending == [1]


def test_option_same_player_hu_over_pao():
    assert evaluate(["peng x3"], TC09, "x3", "other") is None
    w = evaluate(["peng x3"], TC09, "x3", "other", Rules(same_player_hu_over_pao=True))
    assert (w.huxi, w.di, w.score) == (1 + 3 + 18, 3, 3)
    hands = [TC09, "d1", "d1"]
    d = setup(hands, "x3 d4", to_draw=1, melds=[["peng x3"], [], []])
    assert d.history[:2] == ["1 draw x3", "0 pao x3"]
    d = setup(hands, "x3 d4", to_draw=1, melds=[["peng x3"], [], []], same_player_hu_over_pao=True)
    assert d.history == ["1 draw x3"] and d.pending == [0] and d.actions(0) == ["hu", "pass"]
    do(d, 0, "pass")
    assert d.history[-1] == "0 pao x3"


def test_option_tianhu_on_liangzhang():
    p2 = "d5 d5 d5 x1 x2 x3 d2 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6 x7"
    d = setup(["x1 d7", "x9", p2], "x3 d9")
    assert d.pending == [2] and d.actions(2) == ["hu", "pass"]
    d = setup(["x1 d7", "x9", p2], "x3 d9", tianhu_on_liangzhang=False)
    assert d.pending == [0] and d.actions(0) == ["discard x1", "discard d7"]
    # the dealer's own 21 still counts
    d = setup([TC16, "x9", "x9"], "x4 x4 x3", tianhu_on_liangzhang=False)
    assert d.actions(0) == ["hu", "pass"]


def test_option_own_discard_is_chou():
    d = setup(["x5 x4 x6 d9", "d1", "x5 x5 d3"], "d2 d8 d8")
    do(d, 0, "discard x5")
    assert d.pending == [2]  # seat 2 is asked about 碰: x5 is already 臭 for seat 0
    assert [str(c) for c in d.chou(0)] == ["x5"]
    assert d.view(1).chou[0] == ("x5",)  # public: everyone saw it discarded
    d = setup(["x5 x4 x6 d9", "d1", "x5 x5 d3"], "d2 d8 d8", own_discard_is_chou=False)
    do(d, 0, "discard x5")
    assert d.pending == [2] and d.chou(0) == []


def test_option_own_discard_is_chou_blocks_a_later_chi():
    # seat 0 discards x5, later draws x5 itself while holding x4 x6
    hands = ["x5 x4 x6 d9 d1", "d3", "d4"]
    d = setup(hands, "d2 d6 x5 d8 d8")
    do(d, 0, "discard x5")
    assert "0 draw x5" in d.history and [str(c) for c in d.discards(0)] == ["x5", "x5"]
    d = setup(hands, "d2 d6 x5 d8 d8", own_discard_is_chou=False)
    do(d, 0, "discard x5")
    assert d.pending == [0] and d.actions(0) == ["chi x4 x5 x6", "pass"]


def test_option_hu_mandatory():
    d = setup([TC02, "x10", "x10"], "x7 d4 d4", to_draw=0)
    assert d.actions(0) == ["hu", "pass"]
    d = setup([TC02, "x10", "x10"], "x7 d4 d4", to_draw=0, hu_mandatory=True)
    assert d.actions(0) == ["hu"]


def test_option_fan_table_wiki():
    w = evaluate(*TC11, "x9", "other")
    assert (w.fan, w.fan_total, w.score) == ({"wu_hu": 5, "dui_dui_hu": 5}, 10, 30)
    w = evaluate(*TC11, "x9", "other", Rules(fan_table="wiki"))
    assert (w.fan, w.fan_total, w.score) == ({"wu_dui": 10}, 10, 30)
    # under wiki no 海底 / 大 / 小: TC15 (7 reds, 海底) is worth 1 番
    w = evaluate([], TC02, "x7", "self", Rules(fan_table="wiki"), last_card=True)
    assert (w.fan, w.fan_total, w.score) == ({}, 1, 2)


def test_option_tianhu_selfdraw_bonus():
    d = setup([TC16, "x9", "x9"], "x4 x4 x3")
    do(d, 0, "hu")
    assert (d.result.di, d.result.score, d.result.self_drawn) == (10, 10, False)
    d = setup([TC16, "x9", "x9"], "x4 x4 x3", tianhu_selfdraw_bonus=True)
    do(d, 0, "hu")
    assert (d.result.di, d.result.score, d.result.self_drawn) == (11, 11, False)


def test_option_santi_wukan_huxi():
    d = setup(["x1 x4 x8", TC17, "x9"], "x3 x3 x5")
    assert (d.result.huxi, d.result.di) == (30, 16)
    d = setup(["x1 x4 x8", TC17, "x9"], "x3 x3 x5", santi_wukan_huxi="best")
    assert (d.result.huxi, d.result.di) == (33, (66 - 12) // 3)  # + x2 x7 x10


def test_option_dealer_streak_limit():
    assert next_dealer(0, 3, 0, 3, limit=3) == (1, 1)
    assert next_dealer(0, 3, 0, 3, limit=4) == (0, 4)
    assert next_dealer(0, 4, None, 3, limit=4) == (1, 1)


def test_option_min_huxi():
    assert evaluate([], TC02, "x7", "self").huxi == 15
    assert evaluate([], TC02, "x7", "self", Rules(min_huxi=18)) is None
    w = evaluate([], "d5 d5 d5 x1 x2 x3 d6 d7 d8 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "other",
                 Rules(min_huxi=9))
    assert (w.huxi, w.di) == (9, 1)  # 底数 at least 1

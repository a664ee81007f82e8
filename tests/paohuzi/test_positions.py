"""Positions in play stated by hand (spec §25, situations of §21): ``Deal.from_setup`` with an
offered card and where its resolution stands, a seat that must discard, the 天胡 step, the 胡
check after a forced set; and the positions it refuses, with their messages.

Small hands need their §8 shift (``shift`` = the seat's cards minus a full seat's ``T(q)``,
one more for the seat about to discard): a full seat has 20 cards between turns.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paohuzi import Deal, Rules, parse_cards
from paohuzi.position import ask_of_view

TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"
TC10 = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
TC16 = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"


def at(hands, stock, rules=None, **kw):
    return Deal.from_setup(rules or Rules(), hands, stock, **kw)


def outcome(d):
    r = d.result
    return (r.winner, r.huxi, r.di, r.fan, r.fan_total, r.score, r.points, r.self_drawn, r.tianhu)


def asked(d, seat, actions):
    """``seat`` is asked now, with exactly ``actions``; its view tells the step it is asked at (a 胡
    check with no offer is told by the history, which a stated position starts afresh)."""
    assert d.pending == [seat]
    assert d.actions(seat) == actions
    p = d.position()
    if d.offer is not None or p["discarding"] is not None:
        assert ask_of_view(d.view(seat)) == p["ask"]


# ----------------------------------------------------------------- TC19: a discard, 碰 and 吃 candidates

TC19 = dict(hands=["d1 d2 x9", "x4 x6 d8", "x5 x5 d3 d9"], stock="x1 x2 x3", offer=("x5", "discard", 0),
            chou=["x5", "", ""], public_chou=["x5", "", ""], shift=[-17, -17, -16])


@pytest.mark.parametrize("ask", [None, ("peng", 2)])
def test_tc19_discard_on_offer_peng_before_chi(ask):
    d = at(**TC19, ask=ask)
    assert d.offer == ("x5", "discard", 0) and d.history == []
    asked(d, 2, ["peng", "pass"])
    assert d.actions(1) == [] and d.actions(0) == []
    d.act(2, "peng")
    assert d.melds(2) == ["peng x5"] and d.chou(1) == []  # P1's 吃 was pre-empted, not declined
    asked(d, 2, ["discard d3", "discard d9"])
    d.act(2, "discard d3")
    assert d.offer == ("d3", "discard", 2)
    asked(d, 0, ["chi d1 d2 d3", "pass"])  # play goes on right of the taker: P0


def test_tc19_stated_at_the_chi_step_the_peng_holder_declined():
    d = at(**TC19, ask=("chi", 1))
    assert d.chou(2) == parse_cards("x5")  # asked before and declined (§12.1)
    asked(d, 1, ["chi x4 x5 x6", "pass"])
    d.act(1, "pass")
    assert d.chou(1) == parse_cards("x1 x5")  # its declined 吃, its unused draw (§12.2, §12.3)
    assert d.history == ["1 pass", "1 draw x1", "2 draw x2", "0 draw x3", "liuju"]
    assert d.discards(0) == parse_cards("x5 x3")  # its discard, then its unused last draw


# ----------------------------------------------------------------- TC20: a drawn card, a 胡 and a forced 跑

TC20 = dict(hands=["x1 x3", "d7 d7 d7 x9", "d2 d10 d8 d8 d8 d1 d1 d1"], stock="x5 x6", offer=("d7", "draw", 0),
            shift=[-18, -16, -12])


@pytest.mark.parametrize("ask", [None, ("hu", 2)])
def test_tc20_hu_before_another_players_forced_pao(ask):
    d = at(**TC20, ask=ask)
    asked(d, 2, ["hu", "pass"])
    win = d.clone()
    win.act(2, "hu")
    assert outcome(win) == (2, 18, 2, {}, 1, 2, (-2, -2, 4), False, False)
    d.act(2, "pass")
    assert d.history == ["2 pass", "1 pao d7"] and d.melds(1) == ["pao d7"]
    asked(d, 1, ["discard x9"])


def test_tc20_pao_blocks_other_hu_option():
    d = at(**TC20, rules=Rules(pao_blocks_other_hu=True))
    assert d.history == ["1 pao d7"]
    asked(d, 1, ["discard x9"])
    with pytest.raises(ValueError) as e:
        at(**TC20, rules=Rules(pao_blocks_other_hu=True), ask=("hu", 2))
    assert str(e.value) == ("ask 'hu': seat 2 cannot 胡 the drawn d7 (no winning hand, 相公, or the rules "
                            "do not ask it)")


# ----------------------------------------------------------------- TC22: a 臭 card drawn by its seat

TC22 = dict(stock="x8 x9 d3", discards=["x5", "", ""], chou=["x5", "x5", ""], public_chou=["x5", "", ""],
            offer=("x5", "draw", 1))


def test_tc22_chou_card_may_not_be_chi_by_its_drawer():
    d = at(["d1 d4", "x4 x6 d9", "x5 x5 d5 d6"], shift=[-18, -17, -16], **TC22)
    asked(d, 2, ["peng", "pass"])  # others may still 碰 it
    d.act(2, "pass")
    assert d.chou(2) == parse_cards("x5 x8")  # its declined 碰, its unused draw (§12.1, §12.3)
    assert d.history == ["2 pass", "2 draw x8", "0 draw x9", "1 draw d3", "liuju"]
    assert d.discards(1) == parse_cards("x5 d3")  # P1 may not 吃 it: it lands in his row
    with pytest.raises(ValueError) as e:
        at(["d1 d4", "x4 x6 d9", "x5 x5 d5 d6"], shift=[-18, -17, -16], ask=("chi", 1), **TC22)
    assert str(e.value) == ("ask 'chi': seat 1 has no legal 吃 of the x5 (臭 for it, 相公, no set with 比, "
                            "or nothing left to discard after it, §11)")


def test_tc22_chou_card_still_wins():
    d = at(["d4 x9", "x4 x6 d1 d2 d3 d9 d9 d9 d10 d10 d10", "x5 x5 d5 d6"], shift=[-18, -9, -16], **TC22)
    asked(d, 1, ["hu", "pass"])
    d.act(1, "hu")
    assert outcome(d) == (1, 18, 3, {"hong_hu": 2}, 2, 6, (-6, 12, -6), True, False)


# ----------------------------------------------------------------- a seat that must discard after a 碰

def test_must_discard_after_a_peng():
    d = at(["d1 d2 x9", "x4 x6 d8", "d3 d9"], "x1 x2 x3", melds=[[], [], ["peng x5"]], discarding=2,
           shift=[-17, -17, -16])
    asked(d, 2, ["discard d3", "discard d9"])
    assert d.discarding == 2 and d.offer is None and d.position()["discarding"] == 2
    d.act(2, "discard d3")
    asked(d, 0, ["chi d1 d2 d3", "pass"])


# ----------------------------------------------------------------- the 天胡 step, the 胡 checks after a forced set

TIANHU = dict(hands=[TC16, "d4 d5 d1 d2 d3 d10 d10 d10 d9 d9 d9", "x9 x4"], stock="x1 x3", liangzhang="d6",
              shift=[0, -9, -18])


def test_tianhu_step_stated_at_the_dealer_then_a_non_dealer_on_the_liangzhang():
    d = at(**TIANHU, ask=("tianhu", 0))
    asked(d, 0, ["hu", "pass"])
    win = d.clone()
    win.act(0, "hu")
    assert outcome(win) == (0, 21, 10, {}, 1, 10, (20, -10, -10), False, True)  # §21 TC16
    d.act(0, "pass")
    asked(d, 1, ["hu", "pass"])


def test_tianhu_step_stated_after_the_dealer_passed():
    d = at(**TIANHU, ask=("tianhu", 1))
    asked(d, 1, ["hu", "pass"])
    win = d.clone()
    win.act(1, "hu")
    assert outcome(win) == (1, 18, 8, {"hong_hu": 2}, 2, 16, (-16, 32, -16), False, True)
    d.act(1, "pass")  # nobody else can win: the dealer discards
    assert d.pending == [0] and d.discarding == 0


TC08_WEI = dict(hands=["d4 x4", TC08.replace("x5 x5 ", ""), "d4 x3"], stock="x9 d1", melds=[[], ["wei x5"], []],
                shift=[-18, 0, -18])


def test_hu_check_after_a_forced_wei_on_own_draw():
    d = at(**TC08_WEI, ask=("forced_hu", 1))
    asked(d, 1, ["hu", "pass"])
    win = d.clone()
    win.act(1, "hu")
    assert outcome(win) == (1, 15, 2, {"hong_hu": 2}, 2, 4, (-4, 8, -4), True, False)  # §21 TC08
    d.act(1, "pass")
    assert d.pending == [1] and d.discarding == 1


TC10_PAO = dict(hands=[TC10, "d1 x2", "d1 x2"], stock="x9 d4", melds=[["pao x3"], [], []], shift=[0, -18, -18])


def test_pao_hu_after_a_pao_on_another_players_draw_and_on_own_draw():
    d = at(**TC10_PAO, ask=("pao_hu", 0))
    asked(d, 0, ["hu", "pass"])
    d.act(0, "hu")
    assert outcome(d) == (0, 24, 4, {"hong_hu": 2}, 2, 8, (16, -8, -8), False, False)  # §21 TC10
    d = at(**TC10_PAO, ask=("forced_hu", 0))
    d.act(0, "hu")
    assert outcome(d) == (0, 24, 5, {"hong_hu": 2}, 2, 10, (20, -10, -10), True, False)  # self-drawn: +1 底数


def test_position_facts_are_kept_and_read_back():
    d = at(["d1 d2 x9", "x4 x6 d8", "d3 d9"], "x2 x7 x1 x3", melds=[[], [], ["peng x5"]], discarding=2,
           shift=[-17, -17, -16], discards=["x4", "", "d5 d6"], chou=["x4 d1", "", "d5 d6"],
           public_chou=["x4", "", "d5 d6"], xianggong=[False, True, False], liangzhang="d9",
           bottom_flips="x7 x2 x3", known_top="x2 x7")
    assert d.discards(2) == parse_cards("d5 d6") and d.chou(0) == parse_cards("x4 d1")
    assert d.public_chou(0) == parse_cards("x4") and d.is_xianggong(1) and d.liangzhang == parse_cards("d9")[0]
    assert d.known_stock() == (parse_cards("x2 x7"), parse_cards("x3")[0])
    assert d.bottom_flips == parse_cards("x7 x2 x3")
    assert d.position() == {
        "hands": ["x9 d1 d2", "x4 x6 d8", "d3 d9"], "stock": "x2 x7 x1 x3", "dealer": 0,
        "melds": [[], [], ["peng x5"]], "chou": ["x4 d1", "", "d5 d6"], "offer": None, "ask": None,
        "discarding": 2, "discards": ["x4", "", "d5 d6"], "public_chou": ["x4", "", "d5 d6"],
        "xianggong": [False, True, False], "liangzhang": "d9", "bottom_flips": "x7 x2 x3",
        "known_top": "x2 x7", "shift": [-17, -17, -16]}
    again = Deal.from_json(d.to_json())
    assert again.position() == d.position() and again.to_json() == d.to_json()


def test_to_draw_takes_the_position_facts_too():
    d = at(["x4 x6 d3", "d1 d2", "x9 d9"], "x5 x8", to_draw=0, discards=["", "x5", ""], shift=[-17, -18, -18])
    assert d.history == ["0 draw x5"] and d.discards(1) == parse_cards("x5")
    asked(d, 0, ["chi x4 x5 x6", "pass"])


def test_position_of_a_finished_deal_is_refused():
    d = at(**TC10_PAO, ask=("pao_hu", 0))
    d.act(0, "hu")
    with pytest.raises(ValueError, match="^the deal is over: there is no position to play on$"):
        d.position()


# ----------------------------------------------------------------- refusals

SMALL = dict(hands=["d1 d2 x9", "x4 x6 d8", "x5 x5 d3 d9"], stock="x1 x2 x3", shift=[-17, -17, -16])


def refusal(**kw):
    with pytest.raises(ValueError) as e:
        at(**{**SMALL, **kw})
    return str(e.value)


def test_refusals_name_what_is_wrong():
    assert refusal(stock="x5 x5 x1", offer=("x5", "discard", 0)) == "more than 4 copies of x5 in the setup"
    assert refusal(hands=["d1 d2 x9", "x4 x6 d8", "x5 x5 x5 x5"], shift=None, offer=("x9", "draw", 0)) == \
        "seat 2 holds four x5 in hand: in play they are a 提"
    assert refusal(hands=["d1 d2 x9", "x4 x6 d8", "d3 d3 d3"], melds=[[], [], ["peng x5"]], discarding=2) == \
        "discarding: seat 2 holds only 坎 cards (d3), nothing it may discard (§17: it would be 相公)"
    assert refusal(hands=["d1 d2 x9", "x4 x6 d8", "d3 d9"], melds=[[], [], ["peng x5"]], discarding=2,
                   xianggong=[False, False, True]) == "discarding: seat 2 is 相公 (§17) and discards nothing"
    assert refusal(discarding=2) == "discarding: seat 2 holds 4 cards in hand and sets, and §8 asks no discard of it"
    assert refusal(hands=["d1 d2 x9", "x4 x6 d8", "x6 x5 d3 d9"], offer=("x5", "discard", 0), ask=("peng", 2)) == \
        "ask 'peng': seat 2 may not 碰 the x5: it holds no pair of it"
    assert refusal(offer=("x5", "discard", 0), ask=("peng", 2), chou=["", "", "x5"]) == \
        "ask 'peng': seat 2 may not 碰 the x5 (臭 for it, 相公, or nothing left to discard after it, §10)"
    assert refusal(offer=("x5", "discard", 0), ask=("chi", 2)) == \
        "ask 'chi': seat 2 may not 吃 the x5: only the discarder's right neighbour may (§9.2)"
    assert refusal(hands=["d1 d2 x9", "x4 x6 d8", "x5 x5 x5 d9"], offer=("x5", "discard", 0), ask=("peng", 2)) == \
        "seat 2 must 跑 the discarded x5 (§9.3): no seat is asked to 碰 or 吃 it"
    assert refusal(hands=["d1 x5 x5", "x4 x6 d8", "x8 x8 d3 d9"], offer=("x5", "draw", 0)) == \
        ("offer: seat 0 drew x5 holding a pair of it: its forced 提 / 偎 takes the card (§9.4), which is then "
         "not on offer")
    assert refusal(stock="", offer=("x5", "draw", 1), ask=("peng", 2)) == \
        "ask 'peng': x5 is the last stock card, and nobody may 碰 or 吃 it (§16)"
    assert refusal(offer=("x5", "discard", 0), ask=("hu", 2)) == \
        "ask 'hu': nobody may 胡 a discard (§13.2), and x5 was discarded"
    assert refusal(offer=("x5", "discard", 0), ask=("tianhu", 2)) == \
        "ask 'tianhu' is a 胡 check with no card on offer, but x5 is offered"
    assert refusal(ask=("peng", 2)) == "ask 'peng' is a step on an offered card: give offer"
    assert refusal(ask=("tianhu", 0)) == "ask 'tianhu': the 天胡 step is on the 亮张: give liangzhang"
    assert refusal(ask=("tianhu", 0), liangzhang="d6") == \
        "ask 'tianhu': the dealer (seat 0) does not hold the 亮张 d6"
    assert refusal(ask=("forced_hu", 2)) == "ask: seat 2's cards are no winning hand, so no 胡 check is asked"
    assert refusal(shift=None, offer=("x5", "discard", 0)) == \
        "seat 0 holds 3 cards in hand and sets (0 4-card sets), where §8 has 20 (shift 0: give shift for a small hand)"
    assert refusal(offer=("x5", "discard", 0), discarding=1) == \
        "discarding: a seat that must discard has no card on offer and no claim asked"
    assert refusal(offer=("x5", "discard", 0), to_draw=1) == \
        "to_draw states a seat about to draw: it takes no offer, ask or discarding"
    assert refusal(shift=None, discards=["x5", "", ""]) == \
        ("discards: facts of a position in play, which the opening computes (give to_draw, offer, ask or "
         "discarding to state one)")
    assert refusal(offer=("x5", "discard", 0), known_top="x2") == \
        "known_top 'x2': the stock does not begin with these cards"
    assert refusal(offer=("x5", "discard", 0), public_chou=["x5", "", ""]) == \
        "public_chou: x5 of seat 0 not in its chou"
    assert refusal(offer=("x5", "throw", 0)) == "offer: the card comes from a 'draw' or a 'discard', not 'throw'"
    assert refusal(offer=("x5", "discard", 0), ask=("claim", 1)) == \
        "ask: unknown step 'claim' (one of hu, peng, chi, tianhu, forced_hu, pao_hu)"
    assert refusal(offer=("x5", "discard", 0), xianggong=[True, False, False]) == \
        "seat 0 is 相公 (§17): it discards nothing, so x5 cannot be its discard"


JUNK = st.recursive(st.none() | st.booleans() | st.integers(-3, 25) | st.text(max_size=6)
                    | st.sampled_from(["x5", "draw", "discard", "hu", "peng", "chi", "tianhu", "x5 x5", "d10"]),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                    max_leaves=6)
FACT_NAMES = ["offer", "ask", "discarding", "discards", "public_chou", "xianggong", "liangzhang", "bottom_flips",
              "known_top", "shift"]


@settings(max_examples=300, deadline=None)
@given(facts=st.dictionaries(st.sampled_from(FACT_NAMES), JUNK, min_size=1, max_size=4))
def test_any_junk_position_is_a_value_error_or_a_deal(facts):
    try:
        d = at(**{**SMALL, "offer": ("x5", "discard", 0), **facts})
    except ValueError:
        return
    assert d.is_over or len(d.pending) == 1

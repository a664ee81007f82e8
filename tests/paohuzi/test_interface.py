"""The §23 interface and the §24 rulings: pending, actions, act, IllegalAction, results."""

import pytest
from .phz_helpers import do, setup

import paohuzi
from paohuzi import Deal, IllegalAction, Rules

TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


def test_package_root_exports_the_interface():
    for name in ("Card", "parse_cards", "format_cards", "Rules", "Deal", "Match", "evaluate", "IllegalAction"):
        assert hasattr(paohuzi, name)
    assert issubclass(IllegalAction, ValueError)


def test_illegal_action_codes_and_nothing_changes():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    before = d.to_json()
    for seat, action, code in [(1, "discard x5", "not_pending"), (0, "discard x4", "not_available"),
                               (0, "peng", "not_available"), (0, "hu", "not_available"),
                               (0, 42, "not_available"), (7, "discard x5", "not_pending"),
                               (0, "discard", "not_available")]:
        with pytest.raises(IllegalAction) as info:
            d.act(seat, action)
        assert info.value.code == code
        assert d.to_json() == before
    assert d.actions(1) == [] and d.actions(5) == []


def test_after_the_deal_pending_and_actions_are_empty_and_act_raises_deal_over():
    d = setup([TC02, "x10", "x10"], "x7 d4 d4", to_draw=0)
    do(d, 0, "hu")
    assert d.is_over and d.pending == [] and [d.actions(s) for s in range(3)] == [[], [], []]
    with pytest.raises(IllegalAction) as info:
        d.act(0, "pass")
    assert info.value.code == "deal_over"


def test_act_reads_actions_leniently():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    d.act(0, "  DISCARD X5 ")
    assert d.history[-1] == "0 discard x5"


def test_hu_step_offers_hu_and_pass_only_and_pass_costs_nothing():
    d = setup(["d9", TC02, "x5 x5"], "x7 d4", to_draw=0)
    # seat 1 may 胡 the x7 drawn by seat 0; after passing, it may still be asked later
    assert d.pending == [1] and d.actions(1) == ["hu", "pass"]
    do(d, 1, "pass")
    assert d.chou(1) == []


def test_result_fields_and_to_dict():
    d = setup([TC02, "x10", "x10"], "x7 d4 d4", to_draw=0)
    do(d, 0, "hu")
    r = d.result
    assert r.to_dict() == {"winner": 0, "huxi": 15, "di": 2, "fan": {"hong_hu": 2}, "fan_total": 2, "score": 4,
                           "points": [8, -4, -4], "tianhu": False, "self_drawn": True, "groups": list(r.groups)}
    assert "kan d5" in r.groups
    assert [str(c) for c in d.hand(0)].count("x7") == 2  # the winning card joined the hand


def test_from_setup_rejects_bad_input():
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1 x1 x1", "x1 x1", ""], "d1")  # 5 copies of x1
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "x2"], "d1")
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "x2", "x3"], "d1", melds=[["peng"], [], []])
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["", "x2", "x3"], "d1")  # no 亮张
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "x2", "x3"], "d1", to_draw=3)
    with pytest.raises(ValueError):
        Deal.from_setup(Rules(), ["x1", "x2", "x3"], "q1")


def test_four_identical_in_a_setup_hand_become_ti():
    d = setup(["d9", "x4 x4 x4 x4 d1", "d3"], "d8 d8", to_draw=1)
    assert d.melds(1) == ["ti x4"] and d.history[0] == "1 ti x4"


def test_empty_stock_at_draw_is_liuju():
    d = setup(["d9", "x4 d1", "d3"], "", to_draw=1)
    assert d.is_over and d.history == ["liuju"] and d.result.winner is None


def test_clone_is_independent():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3"], "d10 x8 x8")
    c = d.clone()
    c.act(0, "discard x5")
    assert d.history != c.history and d.pending == [0] and d.actions(0) == ["discard x5", "discard d9"]

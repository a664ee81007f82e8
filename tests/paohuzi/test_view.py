"""The per-seat view (spec §18): exactly what a seat may see, no hidden card."""

import json

from .phz_helpers import do, setup

SEAT0 = "x1 x2 x3 x5 x5 d7 d8 d9 d4 d4 x9"


def test_two_deals_differing_only_in_hidden_cards_give_identical_views():
    # same seat-0 hand, same public stock ends (top red cards, bottom); the other hands and
    # the hidden middle of the stock differ
    a = setup([SEAT0, "x4 x6 d1 d2 d3", "x8 x8 d5 d6 x10"], "d10 x6 d1 x7 x10")
    b = setup([SEAT0, "x8 x6 d5 d2 x10", "x4 x8 d1 d6 d3"], "x6 d10 d1 x7 x10")
    assert a.pending == b.pending == [0]
    assert a.view(0).to_dict() == b.view(0).to_dict()
    assert a.view(1).to_dict() != b.view(1).to_dict()  # seat 1 sees its own hand


def test_view_contents():
    d = setup([SEAT0, "x4 x6 d1 d2 d3", "x8 x8 d5 d6 x10"], "d10 x6 d1 x7 x10")
    v = d.view(0)
    assert v.hand == ("x1", "x2", "x3", "x5", "x5", "x9", "d4", "d4", "d7", "d8", "d9")
    assert v.hand_counts == (11, 5, 5) and v.to_act and v.discarding == 0
    assert v.actions == tuple(d.actions(0))
    assert v.liangzhang == "x9" and v.bottom == "d1" and v.known_top == ("x7", "x10")
    assert v.history == () and v.bottom_flips == ("x10", "x7", "d1")
    w = d.view(1)
    assert not w.to_act and w.actions == () and w.hand == ("x4", "x6", "d1", "d2", "d3")
    json.dumps(v.to_dict())


def test_view_hides_others_passes_wei_and_chou():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3 d3"], "d3 x8 x8")
    do(d, 0, "discard x5")
    do(d, 2, "pass")  # a declined 碰: private
    assert "2 pass" in d.history
    assert "2 pass" not in d.view(0).history and "2 pass" in d.view(2).history
    assert d.view(0).chou[2] == () and d.view(2).chou[2] == ("x5",)
    assert d.view(1).chou[0] == ("x5",)  # seat 0 discarded x5 in public


def test_view_after_the_deal_shows_the_result():
    d = setup(["x10", "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x10"], "x7 d4",
              to_draw=1)
    do(d, 1, "hu")
    v = d.view(0).to_dict()
    assert v["is_over"] and v["result"]["winner"] == 1 and v["result"]["points"] == [-4, 8, -4]
    assert v["actions"] == [] and not v["to_act"]

"""The Hint (issue 13): Normal's action with a machine-readable reason, at every kind of decision."""

import json
import random

import pytest

from cardroom.bots import make_bot
from paohuzi import Deal, Rules
from paohuzi.bots import hint

from ...paohuzi.phz_helpers import do, setup
from .phz_bot_helpers import PRESETS, random_positions
from .test_greedy import CLOSER, TC02

CLAIM_CODES = {"completes", "closer", "keeps_set", "better_odds"}
PASS_CODES = {"stays_ready", "breaks_hand", "loses_huxi", "no_gain"}


def test_win():
    d = setup(["x10", TC02, "x10"], "x7 d4 d3 d9", to_draw=2)
    # x7 from another seat's draw: 15 胡息, 底数 1, 7 reds (紅胡 x2): each pays 2 (spec §21 TC04)
    assert hint(d.view(1)) == {"action": "hu", "reason": {"code": "win", "huxi": 15, "score": 2,
                                                          "fan": {"hong_hu": 2}}}


def test_a_peng_that_makes_the_hand_ready():
    d = setup(["d4 x9", CLOSER, "x3 x3 d5"], "x7 d5 d3 x1")
    do(d, 0, "discard d4")
    # after 碰 d4 and discarding d1: five sets and the d9 pair. d9 makes d9 d9 d9 (15 胡息 with the
    # 碰 counted 3, big), d4 a 跑 of the 碰 (the d9 pair its 将, 18 胡息); unseen: 2 d9, 1 d4
    assert hint(d.view(1)) == {"action": "peng", "reason": {
        "code": "completes", "sets": "d4 d4 d4", "waits": "d4 d9", "copies": 3, "known": 0, "discard": "d1"}}
    do(d, 1, "peng")
    assert hint(d.view(1)) == {"action": "discard d1", "reason": {
        "code": "discard_ready", "card": "d1", "waits": "d4 d9", "copies": 3, "known": 0}}


def test_a_chi_that_brings_the_hand_closer():
    # seat 1 (two sets wanted) holds x1 x2 x4 and the mixed pair x9 d9, two cards short; 吃 x1 x2 x3
    # (一二三, 3 胡息 on the table) and discarding x4 leave it one card short (x9 d9)
    d = setup(["x3 d1", "x1 x2 x4 x9 d9", "x2 d3"], "x7 d5 d3 x1")
    do(d, 0, "discard x3")
    assert hint(d.view(1)) == {"action": "chi x1 x2 x3", "reason": {
        "code": "closer", "sets": "x1 x2 x3", "distance_before": 2, "distance": 1, "discard": "x4"}}


def test_a_claim_that_leaves_the_hand_as_far_says_the_huxi_it_lays():
    # seat 1 is two cards short before and after 吃 x3 with 比 (two 一二三, 3 胡息 each, §6): the
    # reason is the 6 胡息 laid, not "from 2 to 2 cards short"
    d = Deal.from_setup(Rules(), **{
        "hands": ["x1 x2 x3 x5 x6 x6 x7 x8 x9 x9 x9 x10 d1 d2 d3 d4 d7 d7 d9 d10",
                  "x1 x1 x2 x2 x3 x5 x5 x7 x10 d1 d4 d5 d6 d7 d8 d8 d9 d9 d10 d10",
                  "x3 x4 x4 x6 x7 x7 x8 x8 x8 x10 x10 d2 d4 d4 d5 d6 d6 d6 d7 d9"],
        "stock": "d10 x5 d8 d5 d2 d8 x4 x4 d3 d3 x2 x9 x6 x1 d1 d3 d2 d5 d1", "dealer": 0,
        "melds": [[], [], []], "chou": ["x3", "", ""], "offer": ("x3", "discard", 0), "ask": ("chi", 1),
        "discards": ["", "", ""], "public_chou": ["x3", "", ""], "liangzhang": "x5", "bottom_flips": "d10 d1",
        "known_top": "d10"})
    assert hint(d.view(1)) == {"action": "chi x1 x2 x3 / x1 x2 x3", "reason": {
        "code": "keeps_set", "sets": "x1 x2 x3 / x1 x2 x3", "huxi": 6, "discard": "d10"}}


def test_a_pass_that_gains_nothing():
    d = setup(["x3 d1", "x4 x5 x6 x9 d9", "x2 d3"], "x7 d5 d3 x1")
    do(d, 0, "discard x3")
    assert hint(d.view(1)) == {"action": "pass", "reason": {"code": "no_gain", "distance": 1, "chou": "x3"}}


@pytest.mark.parametrize("preset", ["default", "wiki10", "chi_drawn"])
def test_the_hint_is_normals_choice_with_a_fitting_reason(preset):
    normal = make_bot("paohuzi", "normal")
    codes = {}
    for _, view in random_positions(PRESETS[preset], 12, f"hint-{preset}",
                                    policy=lambda v: normal.choose(v).play):
        h = hint(view)
        assert h["action"] == normal.choose(view, random.Random(1)).play
        json.dumps(h)
        r = h["reason"]
        a = h["action"]
        codes[r["code"]] = codes.get(r["code"], 0) + 1
        if "hu" in view.actions:
            assert a == "hu" and r["code"] == "win"
        elif a.startswith("discard "):
            assert r["code"] in ("discard_ready", "discard") and r["card"] == a[8:]
            if r["code"] == "discard_ready":
                assert r["copies"] > 0 and r["waits"]
        elif a == "pass":
            assert r["code"] in PASS_CODES and r["chou"] == view.offer[0]
            if r["code"] == "breaks_hand":
                assert r["distance_after"] >= r["distance"]
        else:
            assert r["code"] in CLAIM_CODES
            assert r["sets"].replace(" / ", " ").count(" ") >= 2
            if r["code"] == "closer":
                assert r["distance"] < r["distance_before"]
    assert {"win", "discard", "no_gain"} <= set(codes), codes
    assert CLAIM_CODES & set(codes), codes

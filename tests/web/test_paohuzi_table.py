"""The facts the Paohuzi table draws (the view's ``"table"``, paohuzi/tableview.py), through
the JSON door.

Expected values come from the spec: §21's situations stated with ``Deal.from_setup``
(tests/paohuzi_positions.py) and resumed as the page's autosave would hold them; §6's 胡息,
§15's 底数 and 番, §16's 流局; the person may see only what §18 lets his seat see.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from paohuzi import Deal, Match, Rules
from paohuzi.bots import hint as normal_hint
from paohuzi.tableview import HIDDEN_WEI_HUXI, set_name
from tests import paohuzi_positions as pos

from .test_api import err, ok


def load(deal: Deal, **kw: Any) -> dict[str, Any]:
    return ok("load", {"record": pos.session_record(deal, **kw)})


def table(result: dict[str, Any]) -> dict[str, Any]:
    return result["view"]["table"]


# ---------------------------------------------------------------- the deal's end


def test_tc02_a_win_on_your_own_draw_in_full() -> None:
    result = load(pos.self_drawn_win())
    t = table(result)
    assert t["decision"] == "hu" and result["view"]["actions"] == ["hu", "pass"]
    assert t["result"] is None and t["reveal"] is None
    assert t["offer"] == {"card": "x7", "source": "draw", "seat": 0, "player": 0}
    done = ok("act", {"action": "hu"})
    r = table(done)["result"]
    # §21 TC02: 15 胡息, 7 red cards, 紅胡 2, 底数 (15 - 12) // 3 = 1 + 1 self-drawn, each pays 4
    assert (r["winner"], r["huxi"], r["reds"], r["di_base"], r["di_bonus"], r["di"]) == (0, 15, 7, 1, 1, 2)
    assert r["di_how"] == "exact"  # 3 divides 15 - 12: the panel writes "(15 − 12) ÷ 3 = 1"
    assert r["fan"] == [{"code": "hong_hu", "value": 2}] and (r["fan_total"], r["score"]) == (2, 4)
    assert r["points"] == [8, -4, -4] and r["totals"] == [8, -4, -4] and r["self_drawn"] and not r["liuju"]
    assert r["winning_card"] == "x7"
    assert [(g["group"], g["huxi"]) for g in r["groups"]] == [
        ("kan d5", 6), ("set x1 x2 x3", 3), ("set x4 x5 x6", 0), ("set x5 x6 x7", 0), ("set x7 x8 x9", 0),
        ("set d2 d7 d10", 6), ("set d6 d7 d8", 0)]
    assert sum(g["huxi"] for g in r["groups"]) == r["huxi"]
    # §6's names of the sets that are not identical cards (the result panel's labels)
    assert [g["set"] for g in r["groups"]] == [None, "yi_er_san", "shunzi", "shunzi", "shunzi", "er_qi_shi", "shunzi"]
    assert [g["group"] for g in r["groups"] if g["winning"]] == ["set x5 x6 x7"]  # the first set x7 completes
    assert not any(g["table"] for g in r["groups"])
    # the others' hands and the stock left are shown now, and only now
    reveal = table(done)["reveal"]
    assert reveal["hands"][1:] == [["x10"], ["x10"]] and reveal["stock"] == ["d4"]
    assert reveal["melds"] == [[], [], []]
    assert reveal["huxi"] == [6, 0, 0]  # the winner's 坎 of 伍 (big: 6, §6); a single 十 each
    assert sorted(reveal["hands"][0]) == sorted(pos.TC02_HAND.split() + ["x7"])  # the winning card joined it


def test_tc12_a_win_on_another_seats_draw_with_table_sets() -> None:
    result = load(pos.win_on_anothers_draw())
    assert table(result)["offer"] == {"card": "d9", "source": "draw", "seat": 1, "player": 1}
    done = table(ok("act", {"action": "hu"}))
    r = done["result"]
    # §21 TC12: 30 胡息, 13 red, 18 big: 紅烏 4 + 大 6 = 10 番, 底数 6, each pays 60
    assert (r["huxi"], r["reds"], r["bigs"], r["di"], r["fan_total"], r["score"]) == (30, 13, 18, 6, 10, 60)
    assert r["fan"] == [{"code": "hong_wu", "value": 4}, {"code": "da", "value": 6}]
    assert (r["di_base"], r["di_how"], r["di_bonus"], r["self_drawn"]) == (6, "exact", 0, False)
    assert r["points"] == [120, -60, -60]
    groups = {g["group"]: g for g in r["groups"]}
    assert groups["ti d10"]["huxi"] == 12 and groups["ti d10"]["table"] and groups["ti d10"]["cards"] == ["d10"] * 4
    assert groups["peng d7"]["huxi"] == 3 and groups["peng d7"]["table"]
    assert groups["pair d9"]["winning"] and groups["pair d9"]["cards"] == ["d9", "d9"]
    assert sum(g["huxi"] for g in r["groups"]) == 30


def test_the_di_formula_says_when_it_was_rounded_down_or_raised_to_one() -> None:
    """§15.1: 底数 = (胡息 - 12) // 3, at least 1; the panel explains which applied."""
    load(pos.rounded_down_win())
    r = table(ok("act", {"action": "hu"}))["result"]
    assert (r["huxi"], r["di_base"], r["di_how"], r["di_bonus"], r["di"]) == (28, 5, "down", 0, 5)
    load(pos.least_di_win())
    r = table(ok("act", {"action": "hu"}))["result"]
    assert (r["huxi"], r["di_base"], r["di_how"], r["di_bonus"], r["di"]) == (12, 1, "least", 1, 2)


def test_tc29_liuju_pays_nobody() -> None:
    result = load(pos.liuju())
    assert result["view"]["actions"] == ["chi x5 x6 x7", "pass"]
    done = ok("act", {"action": "pass"})
    r = table(done)["result"]
    assert r["winner"] is None and r["liuju"] and r["points"] == [0, 0, 0] and r["groups"] == []
    assert (r["huxi"], r["di"], r["fan_total"], r["score"]) == (0, 0, 0, 0)
    assert done["events"][-2:] == [{"type": "liuju"}, {"type": "deal_over", "winner": None, "points": [0, 0, 0]}]
    assert table(done)["reveal"]["stock"] == []


# ---------------------------------------------------------------- decisions


def test_tc26_the_chi_picker_groups_the_bi_sets_under_each_set_that_can_take_the_card() -> None:
    load(pos.chi_with_bi())
    result = ok("bot_move")  # Ben discards x3, his only card outside a 坎
    assert [e["type"] for e in result["events"]] == ["discard"]
    view = result["view"]
    assert view["actions"] == ["chi x1 x2 x3 / x3 x4 x5", "pass"]  # not x2 x3 x4 (§11, TC26)
    t = table(result)
    assert t["decision"] == "claim"
    assert t["offer"] == {"card": "x3", "source": "discard", "seat": 2, "player": 2}
    assert t["chi"] == [
        {"set": "x1 x2 x3", "cards": ["x1", "x2", "x3"], "taken": 2, "huxi": 3, "action": None,
         "bi": [{"sets": ["x3 x4 x5"], "cards": [["x3", "x4", "x5"]], "huxi": 0,
                 "action": "chi x1 x2 x3 / x3 x4 x5"}]},
        {"set": "x3 x4 x5", "cards": ["x3", "x4", "x5"], "taken": 0, "huxi": 0, "action": None,
         "bi": [{"sets": ["x1 x2 x3"], "cards": [["x1", "x2", "x3"]], "huxi": 3,
                 "action": "chi x1 x2 x3 / x3 x4 x5"}]},
    ]
    done = ok("act", {"action": "chi x1 x2 x3 / x3 x4 x5"})
    melds = table(done)["players"][0]["melds"]
    assert [(m["meld"], m["taken"], m["huxi"]) for m in melds] == [("chi x1 x2 x3", 2, 3), ("chi x3 x4 x5", None, 0)]
    assert table(done)["players"][0]["huxi"] == 3
    assert table(done)["decision"] == "discard"


def test_a_chi_without_bi_is_one_step() -> None:
    result = load(pos.liuju())  # you drew x7 holding x5 x6: one 吃, nothing to 比
    assert table(result)["chi"] == [{"set": "x5 x6 x7", "cards": ["x5", "x6", "x7"], "taken": 2, "huxi": 0,
                                     "action": "chi x5 x6 x7", "bi": []}]


def test_peng_then_discard_and_the_taken_card() -> None:
    result = load(pos.peng_on_a_draw())
    t = table(result)
    assert t["decision"] == "claim" and result["view"]["actions"] == ["peng", "pass"] and t["chi"] == []
    done = ok("act", {"action": "peng"})
    you = table(done)["players"][0]
    # §6: a small 碰 is worth 1 胡息; the card taken from Anna's draw is marked
    assert you["melds"] == [{"meld": "peng x8", "kind": "peng", "cards": ["x8"] * 3, "down": [False] * 3,
                             "secret": [False] * 3, "taken": 2, "huxi": 1}]
    assert you["huxi"] == 1 and table(done)["decision"] == "discard"
    assert done["view"]["actions"] == ["discard x1", "discard x2", "discard d5"]
    assert [e["type"] for e in done["events"]] == ["peng"] and done["events"][0]["player"] == 0


def test_hidden_wei_counts_three_and_shows_face_down_own_sets_face_up() -> None:
    # Anna (seat 1) has a 偎 of d5 (6 胡息, hidden) and a 提 of x9 (one card up); you have a 偎 of x6
    deal = Deal.from_setup(Rules(), ["x1 x2 d9", "x3 x4", "x7 d8"], "d1 d2 d3", to_draw=0,
                           melds=[["wei x6"], ["wei d5", "ti x9"], []])
    t = table(load(deal))
    anna = t["players"][1]
    assert anna["melds"][0] == {"meld": "wei ?", "kind": "wei", "cards": [None] * 3, "down": [True] * 3,
                                "secret": [True] * 3, "taken": None, "huxi": None}
    assert anna["melds"][1]["cards"] == [None, None, None, "x9"] and anna["melds"][1]["down"] == [True] * 3 + [False]
    assert anna["huxi"] == HIDDEN_WEI_HUXI + 9  # §6: a small 提 9; a hidden 偎 at least 3
    you = t["players"][0]
    assert you["melds"][0]["cards"] == ["x6"] * 3 and you["melds"][0]["down"] == [False] * 3
    assert you["melds"][0]["secret"] == [True] * 3 and you["huxi"] == 3


def test_a_complete_column_is_worth_what_section_6_says() -> None:
    t = table(load(pos.self_drawn_win()))
    assert t["kan"] == ["d5"]
    assert t["columns"][0] == {"cards": ["d5", "d5", "d5"], "kind": "kan", "huxi": 6}
    for key, value in {"x1 x2 x3": 3, "d2 d7 d10": 6, "x4 x5 x6": 0, "x7 x8 x9": 0, "d6 d7 d8": 0}.items():
        assert t["set_huxi"][key] == value
    assert "d5 d5 d5" not in t["set_huxi"]  # a 坎 is its own column, never part of another


def test_ready_lists_the_winning_cards_with_their_unseen_copies() -> None:
    t = table(load(pos.win_on_anothers_draw()))
    # TC12's hand waits on d9 alone: one d9 in your hand, one on offer: two unseen
    assert [(w["card"], w["unseen"]) for w in t["ready"]["waits"]] == [("d9", 2)]
    assert t["ready"]["distance"] == 1
    assert t["unseen"]["d9"] == 2 and t["unseen"]["d10"] == 0 and t["unseen"]["d7"] == 1


def chi_offered() -> Deal:
    deal = pos.chi_with_bi()
    deal.act(2, "discard x3")
    return deal


@pytest.mark.parametrize("make, kind", [
    (pos.self_drawn_win, "hu"), (pos.peng_on_a_draw, "claim"), (chi_offered, "claim"),
    (pos.discard_after_peng, "discard")])
def test_the_hint_at_every_kind_of_decision(make: Any, kind: str) -> None:
    result = load(make())
    assert table(result)["decision"] == kind
    h = ok("hint")["hint"]
    assert h == normal_hint(make().view(0))
    assert h["action"] in result["view"]["actions"] and isinstance(h["reason"]["code"], str)


def test_no_hint_out_of_turn() -> None:
    ok("new_match", {"game": "paohuzi", "seed": 3})  # seat 1 deals: the person is not asked first
    assert err("hint")["type"] == "NotYourTurn"


@pytest.mark.parametrize("make", [pos.self_drawn_win, pos.win_on_anothers_draw, pos.peng_on_a_draw,
                                  chi_offered, pos.discard_after_peng, pos.liuju])
def test_load_round_trips_at_every_kind_of_decision(make: Any) -> None:
    record = pos.session_record(make())
    first = ok("load", {"record": record})
    ok("new_match", {"game": "paohuzi", "seed": 2})
    again = ok("load", {"record": json.dumps(record)})
    assert again["view"] == first["view"] and again["record"] == record
    action = first["view"]["actions"][-1]  # pass / the last discard
    a = ok("act", {"action": action})
    ok("load", {"record": record})
    assert ok("act", {"action": action}) == a


# ---------------------------------------------------------------- four players, whole deals


def test_the_watchers_table_has_four_panels_and_no_hand() -> None:
    result = ok("new_match", {"game": "paohuzi", "seed": 1, "players": 4})  # player 0 sits out
    t = table(result)
    assert [p["player"] for p in t["players"]] == [0, 1, 2, 3]
    assert t["players"][0]["out"] and t["players"][0]["seat"] is None
    assert [p["seat"] for p in t["players"][1:]] == [0, 1, 2]
    assert (t["columns"], t["kan"], t["chi"], t["ready"], t["decision"]) == ([], [], [], None, None)
    assert sum(p["dealer"] for p in t["players"]) == 1 and t["players"][2]["dealer"]  # player 2 deals


def check_table(view: dict[str, Any]) -> None:
    """What every view's table facts must agree with (spec §6, §8, §15)."""
    t = view["table"]
    seats = view["match"]["seats"]
    for s, p in enumerate(seats):
        panel = t["players"][p]
        assert panel["seat"] == s and panel["count"] == view["hand_counts"][s]
        assert [m["meld"] for m in panel["melds"]] == view["melds"][s]
        assert panel["dealer"] == (s == view["dealer"])
    if view["seat"] is not None:
        assert sorted(c for col in t["columns"] for c in col["cards"]) == sorted(view["hand"])
    if view["is_over"]:
        r = t["result"]
        assert sum(r["points"]) == 0 and r["totals"] == view["match"]["totals"]
        if not r["liuju"]:
            w = r["winner"]
            assert r["points"][w] == 2 * r["score"] and r["score"] == r["di"] * r["fan_total"]  # §15.2
            assert r["di"] == r["di_base"] + r["di_bonus"]
            if view["rules"]["fan_table"] == "seed":
                assert r["fan_total"] == (sum(f["value"] for f in r["fan"]) or 1)  # §15.3: items add up
            else:
                assert len(r["fan"]) <= 1 and r["fan_total"] == (r["fan"][0]["value"] if r["fan"] else 1)
            if not r["tianhu"]:
                assert sum(g["huxi"] for g in r["groups"]) == r["huxi"]
                assert r["di_base"] == max(1, (r["huxi"] - 12) // 3)  # §15.1
                # how the panel explains it: rounded down unless 3 divides it, 1 at least
                assert r["di_how"] == ("least" if r["huxi"] < 15 else "exact" if r["huxi"] % 3 == 0 else "down")
                assert r["di_bonus"] == (1 if r["self_drawn"] else 0)
                assert sum(g["winning"] for g in r["groups"]) == 1
                assert r["huxi"] >= view["rules"]["min_huxi"]
    else:
        assert t["result"] is None and t["reveal"] is None


@pytest.mark.parametrize("options", [{}, {"fan_table": "wiki", "min_huxi": 10}])
def test_whole_deals_to_the_end_through_the_door(options: dict[str, Any]) -> None:
    for seed in (5, 8):
        result = ok("new_match", {"game": "paohuzi", "seed": seed, "deals": 4, **options})
        deals = wins = 0
        while True:
            view = result["view"]
            check_table(view)
            if view["is_over"]:
                deals += 1
                wins += view["table"]["result"]["winner"] is not None
                if view["match"]["over"]:
                    break
                result = ok("next_deal")
            elif view["to_act"]:
                result = ok("act", {"action": ok("hint")["hint"]["action"]})
            else:
                result = ok("bot_move")
        assert deals == 4 and len(view["match"]["summaries"]) == 4


# ---------------------------------------------------------------- hidden cards


class GuardedDeal:
    """A deal that lets the view's builder read only what every seat may (spec §18): the
    seat views and the deal's end; anything else raises."""

    ALLOWED = {"view", "is_over", "result", "seats", "dealer", "rules"}

    def __init__(self, deal: Deal) -> None:
        self._deal = deal

    def __getattr__(self, name: str) -> Any:
        if name not in self.ALLOWED and not self._deal.is_over:
            raise AssertionError(f"the table read deal.{name} while the deal runs")
        return getattr(self._deal, name)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([3, 4]))
def test_hidden_cards_never_reach_the_view_before_the_deal_ends(seed: int, players: int) -> None:
    from cardroom.web import api
    result = ok("new_match", {"game": "paohuzi", "seed": seed, "players": players, "level": "easy"})
    adapter = api.SESSION.game
    rng = random.Random(seed)
    for _ in range(200):
        view = result["view"]
        if view["is_over"]:
            break
        match = adapter.match
        real = match._deal
        match._deal = GuardedDeal(real)  # type: ignore[assignment]
        try:
            guarded = adapter.seat_view()
        finally:
            match._deal = real
        assert guarded == view  # built from the seat's view alone
        t = view["table"]
        assert t["reveal"] is None and t["result"] is None
        for panel in t["players"]:
            if panel["seat"] is not None and panel["seat"] != view["seat"]:
                for m in panel["melds"]:
                    assert all(c is None for c, down in zip(m["cards"], m["down"]) if down)
        if view["to_act"]:
            result = ok("act", {"action": rng.choice(view["actions"])})
        else:
            result = ok("bot_move")


def test_match_summaries_name_the_dealer_of_each_deal() -> None:
    result = ok("new_match", {"game": "paohuzi", "seed": 6, "deals": 4})
    dealers = [result["view"]["match"]["dealer"]]
    while not result["view"]["match"]["over"]:
        view = result["view"]
        if view["is_over"]:
            result = ok("next_deal")
            dealers.append(result["view"]["match"]["dealer"])
        elif view["to_act"]:
            result = ok("act", {"action": ok("hint")["hint"]["action"]})
        else:
            result = ok("bot_move")
    summaries = result["view"]["match"]["summaries"]
    assert [s["dealer"] for s in summaries] == dealers
    assert [s["points"] for s in summaries] == result["view"]["match"]["deal_points"]
    engine = Match.from_json(json.dumps(result["record"]["match"]))
    assert summaries == engine.summaries


# ---------------------------------------------------------------- whose turn the table marks


def _claims_after_your_discard() -> Deal:
    """You (seat 0) took a 碰 and discard x1; Ben (seat 2) holds x1 x1 and is asked about 碰."""
    deal = Deal.from_setup(Rules(), ["x8 x8 x1 x2 d5", "x3 d9", "x1 x1 d10"], "x8 x6 x7", to_draw=1)
    deal.act(0, "peng")
    return deal


def test_the_turn_is_never_yours_while_another_seat_decides_on_a_card() -> None:
    # the table marks a seat from what your view knows (§18): after your discard, Anna (seat 1,
    # your right, who draws next, §3) -- not you, and not Ben, whose 碰 question stays unsaid
    load(_claims_after_your_discard())
    done = ok("act", {"action": "discard x1"})
    assert done["view"]["to_act"] is False and done["view"]["offer"] == ["x1", "discard", 0]
    assert (table(done)["turn"], table(done)["decision"]) == (1, None)
    # Ben (seat 2) discards x3; you are next but have no 吃; Anna holds x3 x3: Anna is marked
    deal = Deal.from_setup(Rules(), ["x9 x9 d9 d10 d2", "x3 x3 d6", "x3 d1 d1 d1"], "d2 d3 d4",
                           discarding=2, shift=[-15, -17, -17])
    load(deal)
    done = ok("bot_move")
    assert done["view"]["offer"] == ["x3", "discard", 2] and done["view"]["to_act"] is False
    assert table(done)["turn"] == 1
    # your own draw x8 that you cannot use, Anna holding x8 x8: Anna is marked
    t = table(load(Deal.from_setup(Rules(), ["x9 x9 d9 d10 d2", "x8 x8 d6", "x3 d1 d1 d1"], "x8 d3 d4", to_draw=0)))
    assert t["offer"] == {"card": "x8", "source": "draw", "seat": 0, "player": 0} and t["turn"] == 1
    # another seat's draw: the drawer is marked (it is asked first, §9.5)
    assert table(load(pos.peng_on_a_draw()))["turn"] == 0  # you are asked (碰 or pass)
    load(pos.chi_with_bi())
    assert table(ok("bot_move"))["turn"] == 0  # Ben's discard, your 吃 question


def test_your_own_seat_counts_the_kan_in_your_hand_and_no_other_seat_shows_its_hand() -> None:
    # §6: your 偎 x6 (small) 3, your 坎 d5 (big) 6 and 坎 x3 (small) 3 in hand: you hold 12 胡息,
    # 3 of them on the table; Anna's hidden 偎 counts 3 and nothing of her hand is told (§18)
    deal = Deal.from_setup(Rules(), ["d5 d5 d5 x3 x3 x3 x1 d9", "x4 x5", "x7 d8"], "d1 d2 d3", discarding=0,
                           shift=[-10, -15, -18], melds=[["wei x6"], ["wei d4"], []])
    you, anna, ben = table(load(deal))["players"]
    assert (you["huxi"], you["held_huxi"]) == (3, 12)
    assert (anna["huxi"], anna["held_huxi"]) == (HIDDEN_WEI_HUXI, None) and (ben["huxi"], ben["held_huxi"]) == (0, None)


def test_set_names_follow_section_6() -> None:
    # 绞 (大小搭): one rank, both sizes, either way round; 一二三 and 二七十 of either size;
    # 一句话 (顺子): other consecutive ranks; identical cards and non-sets have no set name
    assert [set_name(c.split()) for c in ("x7 x7 d7", "x2 d2 d2", "d1 d2 d3", "x2 x7 x10", "d2 d7 d10",
                                          "x8 x9 x10", "d3 d4 d5", "x5 x5 x5", "x1 x2 x4", "x9 x9")] == [
        "jiao", "jiao", "yi_er_san", "er_qi_shi", "er_qi_shi", "shunzi", "shunzi", None, None, None]

"""The view's ``hand_groups`` (issue 15, item 7: the hand sorted by combination): seat 0's
cards of a rank together, four of a rank (a bomb, spec §3) first, then threes, then pairs,
each size from low rank to high, then the single cards as one group, each group in the
hand's own order; it follows the hand as cards are played."""

from __future__ import annotations

from paodekuai.cards import parse_cards
from paodekuai.web import hand_groups

from .sessions import FOLLOW_PAIR, GO_OUT, YOU_LEAD
from .test_api import load, ok


def test_a_bomb_then_a_three_then_the_singles() -> None:
    view = load(YOU_LEAD)["view"]  # you hold 3♠ 4444 6♣ 777 8♣ 9♣ 10♣
    groups = view["hand_groups"]
    assert [sorted(g) for g in groups] == [["4C", "4D", "4H", "4S"], ["7C", "7D", "7H"], ["3S", "6C", "8C", "9C", "TC"]]
    assert [c for g in groups for c in g if c[0] not in "47"] == [c for c in view["hand"] if c[0] not in "47"]
    assert sorted(c for g in groups for c in g) == sorted(view["hand"])
    after = ok("play", {"cards": "4S 4H 4D 4C"})["view"]
    assert [sorted(g) for g in after["hand_groups"]] == [["7C", "7D", "7H"], ["3S", "6C", "8C", "9C", "TC"]]


def test_pairs_by_rank_low_to_high_and_an_empty_hand() -> None:
    view = load(FOLLOW_PAIR)["view"]  # 5♠ 5♥ K♠ K♥ 7♦ 8♦
    assert [sorted(g) for g in view["hand_groups"]] == [["5H", "5S"], ["KH", "KS"], ["7D", "8D"]]
    load(GO_OUT)
    assert ok("play", {"cards": "3S"})["view"]["hand_groups"] == []


def test_threes_come_before_pairs_whatever_their_rank() -> None:
    hand = parse_cards("3S 3H 9S 9H 9D QC KC KD KH KS 2S")
    assert [sorted(g) for g in hand_groups(hand)] == [["KC", "KD", "KH", "KS"], ["9D", "9H", "9S"],
                                                      ["3H", "3S"], ["2S", "QC"]]

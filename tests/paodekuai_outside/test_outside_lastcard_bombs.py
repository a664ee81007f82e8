"""Spec §7 last card, §5 bombs cannot be split, §13/§14 legal_plays listing (one per rank
multiset, suits S, H, C, D)."""

import pytest

from paodekuai import Rules

from .util import HOME, STANDARD, deal, lead_deal, listed


def test_seed_example_last_card():
    # §7: table 9; you hold 10, K, 2S; next player holds one card -> only 2S; no pass.
    d = deal("TH KH 2S", "3H", "9S 4C", leader=2)
    d.play("9S")
    assert d.turn == 0
    assert listed(d) == {("single", 15, 1, "2S")}
    assert d.check("TH") == "must_play_highest_single"
    assert d.check("KH") == "must_play_highest_single"
    assert d.check("pass") == "must_beat" and not d.can_pass()
    assert d.check("2S") is None


def test_highest_single_does_not_beat_then_pass():
    # §7 ruling: K is the highest single; it does not beat A -> no beating single, pass.
    d = deal("KS QS", "3H", "AH 4C", leader=2)
    d.play("AH")
    assert d.can_pass() and d.legal_plays() == []
    assert d.check("KS") == "too_low"


def test_highest_single_does_not_beat_then_bomb_standard():
    # standard: 7777 do not count as singles, highest single is 5 < 6: must bomb.
    d = deal("7S 7H 7C 7D 5S", "3H", "6H 4C", leader=2)
    d.play("6H")
    assert listed(d) == {("bomb", 7, 1, "7S 7H 7C 7D")}
    assert d.check("pass") == "must_beat"
    assert d.check("5S") == "too_low"
    assert d.check("7S") == "bomb_cannot_be_split"


def test_highest_single_with_split_allowed_home():
    # home: the 7s count, highest single is 7, which beats 6.
    d = deal("7S 7H 7C 7D 5S", "3H", "6H 4C", HOME, leader=2, first_of_match=False)
    d.play("6H")
    assert listed(d) == {("single", 7, 1, "7S"), ("bomb", 7, 1, "7S 7H 7C 7D")}
    assert d.check("7D") is None
    assert d.check("5S") == "too_low"


def test_lead_highest_single_standard_and_home():
    # leading, next on last card; hand 7777 5 6.
    d = lead_deal("7S 7H 7C 7D 5S 6S", extra_each=1)
    assert d.check("5S") == "must_play_highest_single"
    assert d.check("6S") is None
    assert d.check("7S") == "bomb_cannot_be_split"
    assert listed(d) == {("single", 6, 1, "6S"), ("bomb", 7, 1, "7S 7H 7C 7D")}
    h = lead_deal("7S 7H 7C 7D 5S 6S", HOME, extra_each=1)
    assert h.check("6S") == "must_play_highest_single"
    assert h.check("7C") is None
    # home: singles only 7; pair 77; 777 + 5 6 (777 + 7x would hold all four 7s); bomb.
    assert listed(h) == {("single", 7, 1, "7S"), ("pair", 7, 1, "7S 7H"),
                         ("triple_two", 7, 1, "5S 6S 7S 7H 7C"), ("bomb", 7, 1, "7S 7H 7C 7D")}


def test_other_kinds_not_restricted():
    d = lead_deal("3S 3H 9S", extra_each=1)
    assert d.check("3S 3H") is None
    assert d.check("3S") == "must_play_highest_single"
    assert d.check("9S") is None


def test_several_cards_of_the_highest_rank():
    d = lead_deal("KS KH 5S", extra_each=1)
    assert d.check("KH") is None and d.check("KS") is None
    assert listed(d) == {("single", 13, 1, "KS"), ("pair", 13, 1, "KS KH")}


def test_only_next_player_counts():
    # seat 2 (the previous player of seat 0) holds one card: no restriction on seat 0.
    d = deal("5S 9S KS", "4H 6H", "3H", leader=0, first_of_match=False)
    assert d.check("5S") is None
    d = deal("5S 9S KS", "3H", "4H 6H", leader=0, first_of_match=False)
    assert d.check("5S") == "must_play_highest_single"


def test_wrong_kind_and_too_low_come_before_highest_single():
    d = deal("5S 5H AH 9C", "3H", "KD KC 4C", leader=2, first_of_match=False)
    d.play("KD KC")
    assert d.check("5S") == "wrong_kind"
    d = deal("5S AH 9C", "3H", "KD 4C", leader=2, first_of_match=False)
    d.play("KD")
    assert d.check("5S") == "too_low"
    assert d.check("9C") == "too_low"
    assert d.check("AH") is None


# ---- §5 bomb splitting and §13 listing ---------------------------------------------------

def test_bomb_listing_standard_and_home():
    # 7777 8: standard -> single 8, bomb (7777 8 is a 4+1, never a play).
    assert listed(lead_deal("7S 7H 7C 7D 8S")) == {("single", 8, 1, "8S"), ("bomb", 7, 1, "7S 7H 7C 7D")}
    # home: single 7, single 8, pair 77, bomb; 777 + 8 is a triple with one card while a 7
    # remains, 777 + 78 holds all four.
    assert listed(lead_deal("7S 7H 7C 7D 8S", HOME)) == {
        ("single", 7, 1, "7S"), ("single", 8, 1, "8S"), ("pair", 7, 1, "7S 7H"),
        ("bomb", 7, 1, "7S 7H 7C 7D")}


def test_bomb_listing_5555_6_7():
    assert listed(lead_deal("5S 5H 5C 5D 6S 7S")) == {
        ("single", 6, 1, "6S"), ("single", 7, 1, "7S"), ("bomb", 5, 1, "5S 5H 5C 5D")}
    assert listed(lead_deal("5S 5H 5C 5D 6S 7S", HOME)) == {
        ("single", 5, 1, "5S"), ("single", 6, 1, "6S"), ("single", 7, 1, "7S"),
        ("pair", 5, 1, "5S 5H"), ("triple_two", 5, 1, "5S 5H 5C 6S 7S"),
        ("bomb", 5, 1, "5S 5H 5C 5D")}


@pytest.mark.parametrize("hand,cards,code", [
    ("3S 4S 5S 6S 7S 7H 7C 7D", "3S 4S 5S 6S 7S", "bomb_cannot_be_split"),   # part of a run
    ("9S 9H 9C 7S 7H 7C 7D 3H", "9S 9H 9C 7S 3H", "bomb_cannot_be_split"),   # a kicker
    ("9S 9H 9C 7S 7H 7C 7D 3H", "9S 9H 9C 7S 7H", "bomb_cannot_be_split"),
    ("7S 7H 7C 7D 3H 5H 9H", "7S 7H", "bomb_cannot_be_split"),
    ("7S 7H 7C 7D 3H 5H 9H", "7S 7H 7C 3H 5H", "bomb_cannot_be_split"),
    ("7S 7H 7C 7D 3H 5H 9H", "7S 3H", "not_a_combination"),      # §12 order
    ("7S 7H 7C 7D 3H 5H 9H", "7S 7H 7C", "needs_kickers"),
    ("7S 7H 7C 7D 3H 5H 9H", "7S 7H 7C 3H", "needs_kickers"),
    ("7S 7H 7C 3H 5H 9H", "7S 7H 7C 3H 5H", None),                # only three 7s held
])
def test_bomb_split_codes(hand, cards, code):
    assert lead_deal(hand).check(cards) == code
    home = lead_deal(hand, HOME).check(cards)
    assert home == (None if code == "bomb_cannot_be_split" else code)


def test_split_follow_before_wrong_kind():
    d = deal("9S 9H 3C", "7S 7H 7C 7D TS TH", "QD KD", leader=0, first_of_match=False)
    d.play("9S 9H")
    assert d.check("7S") == "bomb_cannot_be_split"
    assert d.check("7S 7H") == "bomb_cannot_be_split"
    assert d.check("TS") == "wrong_kind"
    assert d.check("TS TH") is None
    assert listed(d) == {("pair", 10, 1, "TS TH"), ("bomb", 7, 1, "7S 7H 7C 7D")}


def test_after_bomb_is_gone_no_split_rule():
    # the rule holds only while all four are in the hand.
    d = deal("3S 7S 7H 7C 7D 9S 9H", "4H 5H", "4D 5D")
    d.play("7S 7H 7C 7D")
    d.play("pass"); d.play("pass")
    assert d.check("9S") is None


@pytest.mark.parametrize("hand,expected", [
    ("3S 3H 4S 4H 5S", {("single", 3, 1, "3S"), ("single", 4, 1, "4S"), ("single", 5, 1, "5S"),
                        ("pair", 3, 1, "3S 3H"), ("pair", 4, 1, "4S 4H"),
                        ("pair_run", 4, 2, "3S 3H 4S 4H")}),
    # KKK + 5 is all the cards: a short triple_two; suits H, C, D as no spade is held
    ("KD KC KH 5D", {("single", 5, 1, "5D"), ("single", 13, 1, "KH"), ("pair", 13, 1, "KH KC"),
                     ("triple_two", 13, 1, "5D KH KC KD")}),
    ("3S 3H 3C 4S 5S 6S", {("single", 3, 1, "3S"), ("single", 4, 1, "4S"), ("single", 5, 1, "5S"),
                           ("single", 6, 1, "6S"), ("pair", 3, 1, "3S 3H"),
                           ("triple_two", 3, 1, "3S 3H 3C 4S 5S"),
                           ("triple_two", 3, 1, "3S 3H 3C 4S 6S"),
                           ("triple_two", 3, 1, "3S 3H 3C 5S 6S")}),
    ("6D 6C 6H", {("single", 6, 1, "6H"), ("pair", 6, 1, "6H 6C"), ("triple_two", 6, 1, "6H 6C 6D")}),
    ("2S AD AC", {("single", 15, 1, "2S"), ("single", 14, 1, "AC"), ("pair", 14, 1, "AC AD")}),
])
def test_lead_listing_exact(hand, expected):
    assert listed(lead_deal(hand)) == expected


def test_follow_listing_exact():
    d = deal("5S 5H 3C", "4C 4D 6C 6D 7S 8S 8H 8C", "QD KD", leader=0, first_of_match=False)
    d.play("5S 5H")
    assert listed(d) == {("pair", 6, 1, "6C 6D"), ("pair", 8, 1, "8S 8H")}


def test_home_first_play_listing_contains_3S():
    d = deal("3S 3H 4S 5S 6S 7S 9D", "QD KD", "QC KC", HOME)
    assert d.turn == 0
    assert listed(d) == {("single", 3, 1, "3S"), ("pair", 3, 1, "3S 3H"),
                         ("straight", 7, 5, "3S 4S 5S 6S 7S")}


def test_home_first_play_3S_exempt_from_last_card():
    # §14: 3S alone is legal although 5 and K are higher and the next player has one card.
    d = deal("3S 5S KS", "3H", "QC KC", HOME)
    assert d.check("3S") is None
    assert d.check("5S") == "must_include_3S"
    assert d.check("KS") == "must_include_3S"
    assert listed(d) == {("single", 3, 1, "3S")}


def test_custom_rules_split_before_include_3S():
    rules = Rules(first_play_has_3S=True, next_leader="holder_3S", bomb_bonus="unbeaten", split_bombs=False)
    d = deal("3S 7S 7H 7C 7D 9H", "4H 5H", "4D 5D", rules)
    assert d.check("7S") == "bomb_cannot_be_split"
    assert d.check("9H") == "must_include_3S"
    assert d.check("7S 7H 7C 7D") == "must_include_3S"
    assert d.check("3S") is None
    assert listed(d) == {("single", 3, 1, "3S")}

"""Spec §1 deal, §2 leaders and the home 3S first play, §12 reason codes and their order,
§14 bad input and after-the-end rulings."""

import pytest

from paodekuai import Deal, IllegalPlay, parse_cards

from .util import DECK_TEXT, HOME, STANDARD, deal, desc


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("seed", [0, 1, 2, 12345])
def test_deal_new_shape(rules, seed):
    # §1: 48 cards, no 2H 2D 2C AS, 16 per seat; §13 hands sorted low to high; §2 holder of 3S leads.
    d = Deal.new(rules, seed)
    hands = [d.hand(s) for s in range(3)]
    assert [len(h) for h in hands] == [16, 16, 16]
    assert sorted(str(c) for h in hands for c in h) == sorted(DECK_TEXT)
    for h in hands:
        assert h == sorted(h)
    holder = next(s for s in range(3) if "3S" in [str(c) for c in hands[s]])
    assert d.turn == holder and d.table is None and d.history == [] and not d.is_over
    assert d.result is None
    # same seed, same deal
    again = Deal.new(rules, seed)
    assert [again.hand(s) for s in range(3)] == hands and again.to_json() == d.to_json()


def test_deal_new_seeds_differ():
    deals = {tuple(str(c) for c in Deal.new(STANDARD, s).hand(0)) for s in range(20)}
    assert len(deals) == 20


def test_deal_new_home_first_play_must_hold_3S():
    d = Deal.new(HOME, 5)
    plays = d.legal_plays()
    assert plays and all("3S" in [str(c) for c in p.cards] for p in plays)


def test_deal_new_later_deal_home_winner_leads():
    d = Deal.new(HOME, 5, leader=2, first_of_match=False)
    assert d.turn == 2
    assert not all("3S" in [str(c) for c in p.cards] for p in d.legal_plays())


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("first", [True, False])
def test_from_hands_leader_defaults(rules, first):
    assert deal("4H 5H", "3S 6H", "7D 8D", rules, first_of_match=first).turn == 1
    assert deal("4H 5H", "6H 7H", "3S 8D", rules, first_of_match=first).turn == 2
    # nobody holds 3S: seat 0 leads (§13), nothing required (§14)
    d = deal("4H 5H", "6H 7H", "8D 9D", rules, first_of_match=first)
    assert d.turn == 0 and d.check("5H") is None


def test_home_first_play_must_include_3S():
    d = deal("3S 5S KS KH KC 9H", "4H 6H", "4D 6D", HOME)
    assert d.turn == 0
    assert d.check("5S") == "must_include_3S"
    assert d.check("KS KH") == "must_include_3S"
    assert d.check("KS KH KC 5S 9H") == "must_include_3S"
    assert d.check("KS KH KC 3S 9H") is None
    assert d.check("3S") is None
    # earlier codes win (§12 order)
    assert d.check("KS KH KC") == "needs_kickers"
    assert d.check("KS KH KC 5S") == "needs_kickers"
    assert d.check("5S 9H") == "not_a_combination"
    assert d.check("2S") == "not_in_hand"
    assert d.check("pass") == "leader_cannot_pass"
    with pytest.raises(IllegalPlay) as err:
        d.play("5S")
    assert err.value.code == "must_include_3S"
    d.play("3S")
    # after the first play nothing more is required
    d.play("4H")
    d.play("6D")
    assert d.turn == 0 and d.check("KS") is None


def test_standard_no_3S_requirement():
    d = deal("3S 5S KS", "4H 6H", "4D 6D")
    assert d.check("5S") is None


def test_home_not_first_of_match_no_requirement():
    d = deal("3S 5S KS", "4H 6H", "4D 6D", HOME, first_of_match=False)
    assert d.turn == 0 and d.check("5S") is None
    d = deal("3S 5S KS", "4H 6H", "4D 6D", HOME, leader=2, first_of_match=False)
    assert d.turn == 2 and d.check("4D") is None


def test_home_first_leader_without_3S():
    # §14: must_include_3S binds only a mover who holds 3S; the first play here is seat 1's.
    d = deal("3S 5S KS", "4H 6H", "7D 8D", HOME, leader=1)
    assert d.turn == 1 and d.check("4H") is None


# ---- §12 not_in_hand and bad input (§14) ---------------------------------------------------

@pytest.mark.parametrize("cards", ["AS", "2H", "2D", "2C", "3S 3S", "3S 3s", "4H", "3S 9H", "as"])
def test_not_in_hand(cards):
    d = deal("3S 5S 5H", "4H 6H", "7D 8D")
    assert d.check(cards) == "not_in_hand"
    with pytest.raises(IllegalPlay) as err:
        d.play(cards)
    assert err.value.code == "not_in_hand"


def test_not_in_hand_card_objects_repeated():
    d = deal("3S 5S 5H", "4H 6H", "7D 8D")
    three = parse_cards("3S")[0]
    assert d.check([three, three]) == "not_in_hand"
    assert d.check(parse_cards("5S 5H")) is None
    assert d.check([]) == "leader_cannot_pass"


def test_not_in_hand_while_following_before_pass_codes():
    d = deal("3S 5S 5H", "4H 6H", "7D 8D")
    d.play("3S")
    assert d.check("3S") == "not_in_hand"       # already played
    assert d.check("5S") == "not_in_hand"       # someone else's


@pytest.mark.parametrize("text", ["XX", "pass 3S", "3S pass", "3S; 5S", "PASS PASS", "10", "1 0S"])
def test_bad_text_raises_value_error(text):
    d = deal("3S 5S 5H", "4H 6H", "7D 8D")
    with pytest.raises(ValueError):
        d.check(text)
    with pytest.raises(ValueError):
        d.play(text)
    assert d.history == [] and d.turn == 0


def test_illegal_play_is_value_error_with_code():
    assert issubclass(IllegalPlay, ValueError)
    d = deal("3S 5S 5H", "4H 6H", "7D 8D")
    with pytest.raises(ValueError) as err:
        d.play("pass")
    assert isinstance(err.value, IllegalPlay) and err.value.code == "leader_cannot_pass"


# ---- after the end (§14) ---------------------------------------------------------------------

def test_after_the_end():
    d = deal("3S 4S 5S 6S 7S", "4H 6H", "7D 8D")
    last = d.play("3S 4S 5S 6S 7S")
    assert d.is_over and d.result.winner == 0
    assert desc(d.table) == desc(last) == ("straight", 7, 5, "3S 4S 5S 6S 7S")
    for cards in ["pass", [], "4H", "4H 6H", "7D", "3S", "AS", parse_cards("6H")]:
        assert d.check(cards) == "deal_over"
    with pytest.raises(IllegalPlay) as err:
        d.play("4H")
    assert err.value.code == "deal_over"
    with pytest.raises(IllegalPlay) as err:
        d.play("pass")
    assert err.value.code == "deal_over"
    assert len(d.history) == 1


# ---- from_hands refusals (§14) ---------------------------------------------------------------

@pytest.mark.parametrize("hands", [
    ["3S 4S", "3S 5H", "6D"],     # duplicate across hands
    ["3S 3S", "5H", "6D"],        # duplicate within a hand
    ["3S AS", "5H", "6D"],        # outside the deck
    ["3S 2H", "5H", "6D"],
    ["3S", "", "6D"],             # empty hand
    ["3S", "5H"],                 # two hands
    ["3S", "5H", "6D", "7D"],     # four hands
    ["3S", "5H", "XX"],           # not card codes
])
def test_from_hands_refusals(hands):
    with pytest.raises(ValueError):
        Deal.from_hands(hands, STANDARD)

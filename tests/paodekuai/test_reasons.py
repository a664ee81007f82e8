"""Every refusal reason of spec §12, and their order of precedence.

Each test sets up hands with ``deal("seat0 / seat1 / seat2", ...)``; seat 0 holds 3♠ and so
leads unless ``leader`` says otherwise.
"""

import pytest

from paodekuai import IllegalPlay, Rules
from paodekuai.deal import REASONS

from .pdk_helpers import HOME, STANDARD, deal


def test_reason_codes_are_those_of_the_spec_in_order():
    assert REASONS == ("deal_over", "not_in_hand", "leader_cannot_pass", "must_beat", "not_a_combination",
                       "needs_kickers", "bomb_cannot_be_split", "must_include_3S", "wrong_kind", "too_low",
                       "must_play_highest_single")


# ---------------------------------------------------------------- deal_over

def test_deal_over_answers_anything_once_a_hand_is_empty():
    d = deal("3S / 4S 5S / 6S 7S")
    d.play("3S")
    assert d.is_over and d.result.winner == 0
    for move in ("4S", "pass", "", "not cards at all"):
        assert d.check(move) == "deal_over"
    with pytest.raises(IllegalPlay) as err:
        d.play("4S")
    assert err.value.code == "deal_over"
    assert str(d.table) == "3S"  # the play that ended the deal stays on the table


# ---------------------------------------------------------------- not_in_hand

@pytest.mark.parametrize("move", ["5S", "3S 3S", "AS", "2H", "3S 5S", "4S 4H"])
def test_not_in_hand(move):
    # another seat's card, a repeated card, cards outside the deck, and a card not held
    # even where the set would not be a combination anyway (not_in_hand comes first)
    d = deal("3S 4S 9D / 5S 6S / 7S 8S")
    assert d.check(move) == "not_in_hand"


def test_not_in_hand_comes_before_leader_cannot_pass_and_combination_checks():
    d = deal("3S 4S 9D / 5S 6S / 7S 8S")
    assert d.check(["3S", "5S"]) == "not_in_hand"


# ---------------------------------------------------------------- leader_cannot_pass

@pytest.mark.parametrize("move", ["pass", "PASS", "", [], None])
def test_leader_cannot_pass(move):
    d = deal("3S 4S 9D / 5S 6S / 7S 8S")
    assert d.check(move) == "leader_cannot_pass"
    with pytest.raises(IllegalPlay) as err:
        d.play(move)
    assert err.value.code == "leader_cannot_pass"
    assert d.turn == 0 and d.history == []


def test_leader_cannot_pass_in_a_later_round():
    d = deal("3S 9S 4D / 4S 5H / 6S 7C", moves="9S|pass|pass")
    assert d.table is None and d.turn == 0
    assert d.check("pass") == "leader_cannot_pass"


# ---------------------------------------------------------------- must_beat

def test_must_beat_with_a_single():
    d = deal("3S 9S / 4S TS / 5S 6S", moves="3S")
    assert d.check("pass") == "must_beat"
    assert not d.can_pass()


def test_must_beat_when_only_a_bomb_beats():
    d = deal("3S 9S 9H / 4S 4H 4C 4D 3H / 5S 6S", moves="9S")
    assert [p.shape for p in d.legal_plays()] == ["4444"]
    assert d.check("pass") == "must_beat"


def test_pass_allowed_when_nothing_beats():
    d = deal("3S KS KH / 4S TS / 5S 6S", moves="KS")
    assert d.can_pass() and d.check("pass") is None
    assert d.play("pass") is None
    assert d.turn == 2


# ---------------------------------------------------------------- not_a_combination

@pytest.mark.parametrize("move", [
    "3S 4S",                     # two ranks
    "JS QS KS AH 2S",            # the 2 never joins a straight
    "7S 7H 7C 7D 8S",            # no four with one
    "7S 7H 7C 7D 8S 9S",         # no four with two
    "3S 4S 5S 6S",               # a straight needs five
    "8S 8H TS TH",               # pairs not consecutive
])
def test_not_a_combination(move):
    hands = "3S 4S 5S 6S 7S 7H 7C 7D 8S 8H 9S TS TH JS QS KS AH 2S / 4H 5H / 6H 4C"
    assert deal(hands, rules=HOME).check(move) == "not_a_combination"
    assert deal(hands, rules=HOME, first_of_match=False).check(move) == "not_a_combination"


def test_not_a_combination_even_as_last_cards():
    # four of a rank plus a card is nothing, even as the whole hand (§3 ruling, §4)
    d = deal("3S 3H 3C 3D 9S / 4S 5S / 6S 7S", rules=HOME)
    assert d.check("3S 3H 3C 3D 9S") == "not_a_combination"


def test_not_a_combination_comes_before_bomb_cannot_be_split():
    d = deal("3S 7S 7H 7C 7D 8S / 4S 5S / 6S 9S")
    assert d.check("7S 8S") == "not_a_combination"


# ---------------------------------------------------------------- needs_kickers

@pytest.mark.parametrize("move", [
    "5S 5H 5C",                              # bare triple
    "5S 5H 5C 8D",                           # triple with one
    "5S 5H 5C 6S 6H 6C 8D 9D TD",            # airplane missing a wing
    "5S 5H 5C 6S 6H 6C",                     # airplane without wings
])
def test_needs_kickers_while_other_cards_remain(move):
    d = deal("3S 5S 5H 5C 6S 6H 6C 8D 9D TD JD QD / 4S 4H / 7S 7H")
    assert d.check(move) == "needs_kickers"


def test_needs_kickers_comes_before_bomb_cannot_be_split():
    d = deal("3S 5S 5H 5C 5D 8D 9D / 4S 4H / 7S 7H")
    assert d.check("5S 5H 5C") == "needs_kickers"


# ---------------------------------------------------------------- bomb_cannot_be_split

BOMB_HAND = "3S 7S 7H 7C 7D 9S 9H 9C 8C TC JC QC"


@pytest.mark.parametrize("move", [
    "7S",                        # a single from the bomb
    "7S 7H",                     # a pair
    "7S 7H 7C 8C TC",            # its triple with kickers
    "9S 9H 9C 7S 8C",            # one of its cards as a kicker
    "7S 8C 9S TC JC",            # one of its cards in a straight
])
def test_bomb_cannot_be_split_in_standard(move):
    assert deal(f"{BOMB_HAND} / 4S 4H / 5S 5H").check(move) == "bomb_cannot_be_split"


@pytest.mark.parametrize("move", ["7S", "7S 7H", "7S 7H 7C 8C TC", "9S 9H 9C 7S 8C", "7S 8C 9S TC JC"])
def test_bomb_may_be_split_in_home(move):
    d = deal(f"{BOMB_HAND} / 4S 4H / 5S 5H", rules=HOME, first_of_match=False)
    assert d.check(move) is None


def test_bomb_cannot_be_split_comes_before_must_include_3S():
    rules = Rules(first_play_has_3S=True, split_bombs=False)
    d = deal("3S 7S 7H 7C 7D 9S / 4S 4H / 5S 5H", rules=rules)
    assert d.check("7S") == "bomb_cannot_be_split"
    assert d.check("9S") == "must_include_3S"


def test_bomb_cannot_be_split_comes_before_wrong_kind():
    d = deal("3S 3H 4D / 7S 7H 7C 7D 9S / 5S 6S", moves="3S 3H")
    assert d.turn == 1
    assert d.check("7S") == "bomb_cannot_be_split"
    assert d.check("9S") == "wrong_kind"


# ---------------------------------------------------------------- must_include_3S

def test_must_include_3S_on_the_home_first_play():
    d = deal("3S 5D 9C 9H / 4S 4H / 6S 6H", rules=HOME)
    assert d.check("9C 9H") == "must_include_3S"
    assert d.check("5D") == "must_include_3S"
    assert d.check("3S") is None
    assert sorted(p.shape for p in d.legal_plays()) == ["3"]


def test_must_include_3S_in_a_combination():
    d = deal("3S 3H 4D 5C 6S 7H / 4S 4H / 6H 6C", rules=HOME)
    assert d.check("3H 4D 5C 6S 7H") == "must_include_3S"
    assert d.check("3S 4D 5C 6S 7H") is None
    # legal plays hold 3♠ itself (§14)
    assert all("3S" in str(p) for p in d.legal_plays())


def test_must_include_3S_only_on_the_first_play_of_a_match():
    assert deal("3S 5D 9C 9H / 4S 4H / 6S 6H", rules=HOME, first_of_match=False).check("9C 9H") is None
    d = deal("3S 5D 9C 9H KD / 4S 4H 4C / 6S 6H 6C", rules=HOME, moves="3S|4S|6S|KD|pass|pass")
    assert d.turn == 0 and d.table is None
    assert d.check("9C 9H") is None
    assert d.check("5D") is None


def test_must_include_3S_not_in_standard():
    assert deal("3S 5D 9C 9H / 4S 4H / 6S 6H").check("9C 9H") is None


def test_must_include_3S_binds_only_its_holder():
    # nobody holds 3♠: seat 0 leads and nothing is required (§14)
    d = deal("5D 9C 9H / 4S 4H / 6S 6H", rules=HOME)
    assert d.turn == 0 and d.check("9C 9H") is None
    # a leader named explicitly who does not hold it
    d = deal("5D 9C 9H / 3S 4H / 6S 6H", rules=HOME, leader=0)
    assert d.check("5D") is None


def test_must_include_3S_comes_before_must_play_highest_single():
    # seat 1 is on last card; 3♠ alone is exempt from the restriction (§14)
    d = deal("3S 5D 9C / 4H / 6S 6H", rules=HOME)
    assert d.check("5D") == "must_include_3S"
    assert d.check("9C") == "must_include_3S"
    assert d.check("3S") is None


# ---------------------------------------------------------------- wrong_kind

@pytest.mark.parametrize("table, move", [
    ("5S 5H", "6C"),                                   # single on a pair
    ("5S 5H", "3D"),                                   # wrong_kind before too_low
    ("5S 5H 5C 3S 4C", "8C 9C TC JC QC"),              # straight on a triple_two
    ("3S 4C 5S 6S 7S", "8C 9C TC JC QC KD"),           # a longer straight
    ("3S 3H 4C 4D", "8C 8H 9C 9H TC TH"),              # three pairs on two
])
def test_wrong_kind(table, move):
    d = deal(f"{table} AD / 3D 6C 6D 8C 8H 9C 9H TC TH JC QC KD / KS KH", moves=table)
    assert d.turn == 1
    assert d.check(move) == "wrong_kind"


def test_a_bomb_is_never_the_wrong_kind():
    d = deal("3S 3H AD / 7S 7H 7C 7D 4S / KS KH", moves="3S 3H")
    assert d.check("7S 7H 7C 7D") is None


# ---------------------------------------------------------------- too_low

@pytest.mark.parametrize("table, held, move", [
    ("6S 6H", "5S 5H 6C 6D", "5S 5H"),
    ("6S 6H", "5S 5H 6C 6D", "6C 6D"),                   # equal is not higher
    ("8S 8H 8C 3S 3H", "7S 7H 7C AH AC", "7S 7H 7C AH AC"),   # kickers never count
    ("4S 5S 6S 7S 8S", "3C 4C 5C 6C 7C", "3C 4C 5C 6C 7C"),
    ("9S 9H 9C 9D", "5S 5H 5C 5D 3C", "5S 5H 5C 5D"),    # a lower bomb
])
def test_too_low(table, held, move):
    d = deal(f"{table} KD / {held} / KS QH", moves=table)
    assert d.turn == 1
    assert d.check(move) == "too_low"


def test_too_low_comes_before_must_play_highest_single():
    # seat 2 is on last card; seat 1 follows a 9 with an 8 that is also not its highest
    d = deal("3S 9S 9H / 8S KS AH / 5C", leader=0, moves="9S")
    assert d.check("8S") == "too_low"
    assert d.check("KS") == "must_play_highest_single"
    assert d.check("AH") is None


# ---------------------------------------------------------------- must_play_highest_single

def test_must_play_highest_single_when_leading():
    d = deal("3S 4S 9H KD / 5C / 6S 6H")
    assert d.check("4S") == "must_play_highest_single"
    assert d.check("9H") == "must_play_highest_single"
    assert d.check("KD") is None
    # other kinds are not restricted (§7)
    assert d.check("3S 4S 9H KD") == "not_a_combination"
    assert sorted(p.shape for p in d.legal_plays()) == ["K"]


def test_must_play_highest_single_seed_example():
    # the table holds a 9; you hold 10, K and 2♠; your next player holds one card:
    # your only legal play is 2♠ -- no 10, no K, no pass (spec §7)
    d = deal("TS KS 2S / 4H / 9H 5C", leader=2, moves="9H")
    assert d.turn == 0
    assert [str(p) for p in d.legal_plays()] == ["2S"]
    assert d.check("TS") == "must_play_highest_single"
    assert d.check("KS") == "must_play_highest_single"
    assert d.check("pass") == "must_beat"
    assert not d.can_pass()
    assert d.check("2S") is None


def test_other_kinds_are_not_restricted_by_last_card():
    d = deal("3S 4S 4H 9H KD / 5C / 6S 6H")
    assert d.check("4S 4H") is None

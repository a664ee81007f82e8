"""Spec §3 kinds, keys, units and readings; §4 the last-cards exception when leading;
§12 not_a_combination / needs_kickers. Seat 0 leads; every value is derived from §3."""

import pytest

from .util import HOME, STANDARD, lead_deal, desc

# (cards played, one more card kept in hand, expected (kind, key, units))
KINDS = [
    ("2S", "3H", ("single", 15, 1)),                 # the 2 ranks 15
    ("AH", "3H", ("single", 14, 1)),
    ("TH", "3H", ("single", 10, 1)),
    ("KS KH", "3H", ("pair", 13, 1)),
    ("AH AD", "3H", ("pair", 14, 1)),
    ("3S 3H 4S 4H", "KH", ("pair_run", 4, 2)),        # k = 2 pairs, top rank 4
    ("5S 5H 6S 6H 7S 7H", "KH", ("pair_run", 7, 3)),
    ("QS QH KS KH AH AD", "3H", ("pair_run", 14, 3)),  # runs may end at A
    ("JS JH QS QH KS KH AH AC", "3H", ("pair_run", 14, 4)),
    ("3S 4H 5C 6D 7S", "KH", ("straight", 7, 5)),
    ("3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH", "3H", ("straight", 14, 12)),  # longest: 3..A
    ("TS JH QC KD AH", "3H", ("straight", 14, 5)),
    ("8S 8H 8C 5S 9S", "3H", ("triple_two", 8, 1)),  # kickers need not be a pair
    ("8S 8H 8C 5S 5H", "3H", ("triple_two", 8, 1)),
    ("3S 3H 3C 2S AH", "5H", ("triple_two", 3, 1)),  # kickers never count
    ("AH AD AC 3S 4S", "5H", ("triple_two", 14, 1)),  # three aces: a triple
    ("3S 3H 3C 4S 4H 4C 7S 9S JS KS", "5H", ("airplane", 4, 2)),
    ("3S 3H 3C 4S 4H 4C 5S 5H 6S 6H", "9H", ("airplane", 4, 2)),
    ("KS KH KC AH AD AC 3S 4S 5S 6S", "9H", ("airplane", 14, 2)),
    # §3 readings: 333 444 555 + 6 is 444555 (key 5) or 333444 (key 4); leading takes the highest.
    ("3S 3H 3C 4S 4H 4C 5S 5H 5C 6S", "9H", ("airplane", 5, 2)),
    ("3S 3H 3C 4S 4H 4C 5S 5H 5C 7S 8S 9S TS JS QS", "9H", ("airplane", 5, 3)),
    # 333 444 555 666 + 7 8 9: k = 3 either 333444555 (key 5) or 444555666 (key 6) -> 6.
    ("3S 3H 3C 4S 4H 4C 5S 5H 5C 6S 6H 6C 7S 8S 9S", "KH", ("airplane", 6, 3)),
    ("4S 4H 4C 4D", "3H", ("bomb", 4, 1)),
    ("KS KH KC KD", "3H", ("bomb", 13, 1)),
]


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("cards,extra,expected", KINDS)
def test_lead_kind_key_units(cards, extra, expected, rules):
    d = lead_deal(cards + " " + extra, rules)
    assert d.check(cards) is None
    play = d.play(cards)
    assert (play.kind, play.key, play.units) == expected
    assert sorted(play.cards) == sorted(d.history[-1][1].cards)
    assert d.table is play or desc(d.table) == desc(play)
    assert not d.is_over and d.turn == 1


NOT_PLAYS = [
    ("3S 5S", "not_a_combination"),
    ("3S 4S 5S 6S", "not_a_combination"),            # straight needs 5
    ("JS QS KS AH 2S", "not_a_combination"),         # the 2 is never in a run
    ("AH 2S 3S 4S 5S", "not_a_combination"),         # no wrap-around
    ("3S 3H 4S 4H 5S", "not_a_combination"),
    ("3S 3H 5S 5H", "not_a_combination"),            # pairs not consecutive
    ("KS KH AH AD 2S", "not_a_combination"),
    ("5S 5H 5C 5D 6S", "not_a_combination"),         # no 4+1 (ruling: all four only as a bomb)
    ("5S 5H 5C 5D 6S 7S", "not_a_combination"),      # no 4+2
    ("5S 5H 5C 5D 6S 6H", "not_a_combination"),
    ("3S 3H 3C 3D 4S 4H 4C 5S 6S 7S", "not_a_combination"),  # airplane holding all four 3s
    ("3S 3H 3C 5S 5H 5C 7S 8S 9S TS", "not_a_combination"),  # triples not consecutive
    ("3S 3H 3C 4S 4H 4C 7S 9S JS KS QS", "not_a_combination"),  # 5 wings for k = 2
    ("8S 8H 8C 5S 9S TS", "not_a_combination"),      # triple + 3 is nothing, even under §4
    ("8S 8H 8C", "needs_kickers"),                   # bare triple, other cards remain
    ("8S 8H 8C 5S", "needs_kickers"),                # triple + one
    ("AH AD AC", "needs_kickers"),                   # three aces are a triple, not a bomb
    ("3S 3H 3C 4S 4H 4C", "needs_kickers"),          # airplane without wings
    ("3S 3H 3C 4S 4H 4C 7S 9S JS", "needs_kickers"),  # airplane with 3 of 4 wings
]


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("cards,code", NOT_PLAYS)
def test_lead_refused(cards, code, rules):
    # seat 0 keeps QD (and, for the needs_kickers rows, that is what makes them not the last cards)
    d = lead_deal(cards + " QD", rules)
    assert d.check(cards) == code
    before = d.to_json()
    with pytest.raises(ValueError) as err:
        d.play(cards)
    assert err.value.code == code
    assert d.to_json() == before  # a refused play changes nothing


LAST_CARDS = [
    ("8S 8H 8C", ("triple_two", 8, 1)),
    ("8S 8H 8C 5S", ("triple_two", 8, 1)),
    ("AH AD AC", ("triple_two", 14, 1)),
    ("3S 3H 3C 4S 4H 4C", ("airplane", 4, 2)),
    ("3S 3H 3C 4S 4H 4C 9S", ("airplane", 4, 2)),
    ("3S 3H 3C 4S 4H 4C 9S TS JS", ("airplane", 4, 2)),
    # 333 444 555 + 678: k = 2 would need 4 wings (it has 6), so only k = 3 short of wings.
    ("3S 3H 3C 4S 4H 4C 5S 5H 5C 6S 7S 8S", ("airplane", 5, 3)),
]


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("cards,expected", LAST_CARDS)
def test_lead_last_cards_exception(cards, expected, rules):
    # §4: all the cards left in hand; ends the deal at once; the mover wins.
    d = lead_deal(cards, rules)
    assert d.check(cards) is None
    play = d.play(cards)
    assert (play.kind, play.key, play.units) == expected
    assert d.is_over and d.result.winner == 0
    assert desc(d.table) == desc(play)


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("cards", [
    "5S 5H 5C 5D 6S",   # 4+1 stays illegal as the last cards
    "3S 4S 5S 6S",      # no exception for straights
    "3S 3H 4S",         # nor for pair runs
    "8S 8H 8C 5S 6S 7S",  # §4 allows fewer kickers, never more
])
def test_last_cards_no_other_exception(cards, rules):
    d = lead_deal(cards, rules)
    assert d.check(cards) == "not_a_combination"

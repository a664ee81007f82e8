"""Spec §6 following, passing, rounds, turn order; §4 the last-cards exception when following;
§3 readings when following and §14 the key a follow carries."""

import pytest

from .util import HOME, STANDARD, deal, desc, listed


def follow(h0, table, h1, h2="QD KD", rules=STANDARD):
    """Seat 0 leads `table`; seat 1 (hand h1) is to move."""
    d = deal(h0, h1, h2, rules, leader=0, first_of_match=False)
    d.play(table)
    assert d.turn == 1
    return d


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("h0,table,h1,cases", [
    # single against single: higher key beats, equal or lower is too_low
    ("9S 3C", "9S", "TH KH 3H 9H", {"TH": None, "KH": None, "3H": "too_low", "9H": "too_low",
                                    "TH KH": "not_a_combination", "9D": "not_in_hand"}),
    # pair against pair; a single is the wrong kind even if higher
    ("9S 9H 3C", "9S 9H", "TS TH 3H JS", {"TS TH": None, "JS": "wrong_kind", "3H": "wrong_kind"}),
    # straights compare only against the same length
    ("3S 4S 5S 6S 7S 3C", "3S 4S 5S 6S 7S", "4H 5H 6H 7H 8H 9H KC",
     {"4H 5H 6H 7H 8H": None, "5H 6H 7H 8H 9H": None, "4H 5H 6H 7H 8H 9H": "wrong_kind"}),
    ("5S 6S 7S 8S 9S 3C", "5S 6S 7S 8S 9S", "4H 5H 6H 7H 8H 9H KC",
     {"4H 5H 6H 7H 8H": "too_low", "5H 6H 7H 8H 9H": "too_low"}),
    # pair runs compare only against the same number of pairs
    ("3S 3H 4S 4H 9C", "3S 3H 4S 4H", "5S 5H 6S 6H 7S 7H KC",
     {"5S 5H 6S 6H": None, "5S 5H 6S 6H 7S 7H": "wrong_kind", "5S 5H": "wrong_kind"}),
    # triple_two by the triple's rank only
    ("9S 9H 9C 3S 4S 3C", "9S 9H 9C 3S 4S", "8S 8H 8C 5S 6S TS TH TC 7S",
     {"8S 8H 8C 5S 6S": "too_low", "TS TH TC 5S 6S": None, "TS TH TC 5S": "needs_kickers",
      "TS TH TC 5S 6S 7S": "not_a_combination", "TS TH TC 8S 8H": None}),
    # airplane of the same k
    ("3S 3H 3C 4S 4H 4C 7S 8S 9S TS JC", "3S 3H 3C 4S 4H 4C 7S 8S 9S TS",
     "5S 5H 5C 6S 6H 6C JS QS KS AH 2S",
     {"5S 5H 5C 6S 6H 6C JS QS KS AH": None, "5S 5H 5C 6S 6H 6C JS QS KS": "needs_kickers",
      "5S 5H 5C JS QS": "wrong_kind"}),
    # bombs: over any non-bomb; over a bomb only higher
    ("2S 3C", "2S", "5S 5H 5C 5D 3H", {"5S 5H 5C 5D": None, "3H": "too_low"}),
    ("6S 6H 6C 6D 3C", "6S 6H 6C 6D", "5S 5H 5C 5D 7S 7H 7C 7D KH",
     {"5S 5H 5C 5D": "too_low", "7S 7H 7C 7D": None, "KH": "wrong_kind"}),
    ("6S 6H 6C 6D 3C", "6S 6H 6C 6D", "AH AD AC KS KH 2S",
     {"AH": "wrong_kind", "2S": "wrong_kind", "AH AD AC KS KH": "wrong_kind", "KS KH": "wrong_kind"}),
    ("3S 4S 5S 6S 7S 8S 3C", "3S 4S 5S 6S 7S 8S", "9S 9H 9C 9D JH", {"9S 9H 9C 9D": None}),
])
def test_follow_codes(h0, table, h1, cases, rules):
    d = follow(h0, table, h1, rules=rules)
    # no row splits a bomb, so both presets give the same codes
    got = {cards: d.check(cards) for cards in cases}
    assert got == cases


def test_must_beat_and_pass():
    # §6: a player with a beating play may not pass; pass only when nothing beats.
    d = follow("9S 3C", "9S", "TH 3H", h2="4D 5D")
    assert not d.can_pass()
    assert d.check("pass") == "must_beat" and d.check([]) == "must_beat"
    with pytest.raises(ValueError) as err:
        d.play("pass")
    assert err.value.code == "must_beat"
    d.play("TH")
    # seat 2 holds 4 and 5: nothing beats a 10
    assert d.turn == 2 and d.can_pass() and d.check("pass") is None
    assert d.play("pass") is None
    assert d.history[-1] == (2, None)


def test_leader_cannot_pass():
    d = deal("3S 9S", "4H 5H", "6D 7D")
    assert d.turn == 0 and d.table is None
    assert not d.can_pass()
    assert d.check("pass") == "leader_cannot_pass"
    assert d.check([]) == "leader_cannot_pass"


@pytest.mark.parametrize("table", ["2S", "3S 3H", "3S 4S 5S 6S 7S"])
def test_holding_a_bomb_never_pass_a_non_bomb_standard(table):
    # §6 consequence with split_bombs false.
    d = follow("3S 3H 4S 5S 6S 7S 2S 9C", table, "KS KH KC KD 4D", h2="QD JD")
    assert not d.can_pass() and d.check("pass") == "must_beat"
    assert {p.kind for p in d.legal_plays()} == {"bomb"}


def test_non_bomb_cannot_answer_bomb_so_pass_is_free():
    d = follow("6S 6H 6C 6D 3C", "6S 6H 6C 6D", "AH AD AC KS KH 2S")
    assert d.can_pass() and d.legal_plays() == []


def test_round_two_passes_back_to_last_player():
    # §6: both others pass -> table cleared, the last player leads again.
    d = deal("3S QS 5H", "4H 6H 8H", "5D 7D 9D")
    d.play("QS")
    d.play("pass")
    d.play("pass")
    assert d.turn == 0 and d.table is None and not d.can_pass()
    assert d.history == [(0, d.history[0][1]), (1, None), (2, None)]


def test_round_passer_gets_turn_again_until_two_consecutive_passes():
    # s0 leads 33, s1 (no pair) passes, s2 plays 77, s0 passes: only one pass follows 77,
    # so s1 moves again against 77; s1 passes too and s2 leads a new round.
    d = deal("3S 3H 9S", "4H 5H 6H", "7D 7C 8D 9D")
    d.play("3S 3H")
    d.play("pass")
    d.play("7D 7C")
    assert d.turn == 0 and d.can_pass()
    d.play("pass")
    assert d.turn == 1 and d.table is not None and d.table.key == 7
    d.play("pass")
    assert d.turn == 2 and d.table is None
    assert [s for s, _ in d.history] == [0, 1, 2, 0, 1]


def test_turn_order_and_history():
    d = deal("3S 6S 9S QS", "4H 7H TH KH", "5D 8D JD AD")
    plays = [d.play(c) for c in ("3S", "4H", "5D", "6S", "7H", "8D")]
    assert [s for s, _ in d.history] == [0, 1, 2, 0, 1, 2]
    assert [desc(p) for _, p in d.history] == [desc(p) for p in plays]
    assert d.turn == 0


def test_last_cards_triple_beats_full_triple_two_with_lower_key():
    # §4: 888 (all of the follower's cards) beats 777 + 3 4; must-beat so no pass.
    d = follow("7S 7H 7C 3S 4S 9D", "7S 7H 7C 3S 4S", "8S 8H 8C")
    assert not d.can_pass() and d.check("pass") == "must_beat"
    assert listed(d) == {("triple_two", 8, 1, "8S 8H 8C")}
    p = d.play("8S 8H 8C")
    assert (p.kind, p.key) == ("triple_two", 8)
    assert d.is_over and d.result.winner == 1


def test_last_cards_triple_plus_one_beats():
    d = follow("7S 7H 7C 3S 4S 9D", "7S 7H 7C 3S 4S", "8S 8H 8C 5C")
    assert d.check("8S 8H 8C 5C") is None


def test_last_cards_triple_still_needs_higher_key():
    # §4 lets a short triple stand in for the same kind; §6 still wants a higher key:
    # the size is excused, so the refusal is too_low (same kind), and pass is allowed.
    d = follow("9S 9H 9C 3S 4S TD", "9S 9H 9C 3S 4S", "8S 8H 8C")
    assert d.check("8S 8H 8C") == "too_low"
    assert d.can_pass() and d.legal_plays() == []


def test_last_cards_triple_not_against_other_kinds():
    d = follow("9S 9H 3S 4S", "9S 9H", "TS TH TC")
    assert d.check("TS TH TC") == "wrong_kind"


def test_last_cards_airplane_follow_same_k():
    # table airplane k=2 key 4; follower's whole hand 555666 + J (short wings) -> key 6.
    d = follow("3S 3H 3C 4S 4H 4C 7S 8S 9S TS QC", "3S 3H 3C 4S 4H 4C 7S 8S 9S TS",
               "5S 5H 5C 6S 6H 6C JS")
    p = d.play("5S 5H 5C 6S 6H 6C JS")
    assert (p.kind, p.key, p.units) == ("airplane", 6, 2)
    assert d.is_over


def test_last_cards_reading_with_other_k_beats():
    # table airplane k=3 key 5 (15 cards). Follower's whole hand 666 777 888 + 9 (10 cards):
    # k=2 readings (777888 + 6669, 666777 + 8889) have the wrong k; the k=3 reading
    # 666777888 + 9 is short of wings, allowed as last cards, key 8 > 5 -> legal (§3 any reading).
    d = follow("3S 3H 3C 4S 4H 4C 5S 5H 5C 7S 8S 9S TS JS QS KC",
               "3S 3H 3C 4S 4H 4C 5S 5H 5C 7S 8S 9S TS JS QS",
               "6S 6H 6C 7H 7C 7D 8H 8C 8D 9H")
    assert not d.can_pass()
    assert d.check("6S 6H 6C 7H 7C 7D 8H 8C 8D 9H") is None
    p = d.play("6S 6H 6C 7H 7C 7D 8H 8C 8D 9H")
    assert (p.kind, p.key, p.units) == ("airplane", 8, 3)


def test_last_cards_airplane_wrong_k():
    # table k=2; follower's whole hand 666777888 (k=3, no wings; no k=2 reading: 666777 + 888
    # has 3 wings, and is the mover's whole hand so §4 allows it!) -> k=2 reading 777888 + 666
    # (3 wings, short) key 8 beats key 4.
    d = follow("3S 3H 3C 4S 4H 4C 9S TS JS QS KC", "3S 3H 3C 4S 4H 4C 9S TS JS QS",
               "6S 6H 6C 7H 7C 7D 8H 8C 8D")
    p = d.play("6S 6H 6C 7H 7C 7D 8H 8C 8D")
    assert (p.kind, p.units) == ("airplane", 2)
    assert p.key == 8


def test_follow_key_is_highest_beating_reading():
    # §14: table 777888 + 3456 (key 8). 999 TTT JJJ + Q reads as TTTJJJ (key J) or 999TTT
    # (key T); both beat; the table takes key J = 11.
    d = follow("7S 7H 7C 8S 8H 8C 3S 4S 5S 6S KC", "7S 7H 7C 8S 8H 8C 3S 4S 5S 6S",
               "9S 9H 9C TS TH TC JS JH JC QS 2S")
    p = d.play("9S 9H 9C TS TH TC JS JH JC QS")
    assert (p.kind, p.key, p.units) == ("airplane", 11, 2)
    assert d.table.key == 11
    # the listed play for that multiset carries the same key
    d2 = follow("7S 7H 7C 8S 8H 8C 3S 4S 5S 6S KC", "7S 7H 7C 8S 8H 8C 3S 4S 5S 6S",
                "9S 9H 9C TS TH TC JS JH JC QS 2S")
    keys = {p.key for p in d2.legal_plays() if p.kind == "airplane" and len(p.cards) == 10
            and "QS" in [str(c) for c in p.cards] and "2S" not in [str(c) for c in p.cards]}
    assert keys == {11}

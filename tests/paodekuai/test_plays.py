"""Kinds, keys and readings (spec §3, §4), on rank shapes (suits never matter)."""

import pytest

from paodekuai.plays import follow_reading, lead_reading, readings
from paodekuai import Play, parse_cards

RANKS = "3456789TJQKA2"


def counts(shape: str) -> list[int]:
    c = [0] * 13
    for ch in shape:
        c[RANKS.index(ch)] += 1
    return c


@pytest.mark.parametrize("shape, expected", [
    ("7", [("single", 1, 7, False)]),
    ("2", [("single", 1, 15, False)]),
    ("QQ", [("pair", 1, 12, False)]),
    ("3344", [("pair_run", 2, 4, False)]),
    ("556677", [("pair_run", 3, 7, False)]),
    ("KKAA", [("pair_run", 2, 14, False)]),
    ("34567", [("straight", 5, 7, False)]),
    ("3456789TJQKA", [("straight", 12, 14, False)]),
    ("TJQKA", [("straight", 5, 14, False)]),
    ("33344", [("triple_two", 1, 3, False)]),
    ("33345", [("triple_two", 1, 3, False)]),
    ("3AAA2", [("triple_two", 1, 14, False)]),
    ("3334447799", [("airplane", 2, 4, False)]),
    ("333444579J", [("airplane", 2, 4, False)]),
    ("3334445556", [("airplane", 2, 4, False), ("airplane", 2, 5, False)]),
    ("KKKAAA2345", [("airplane", 2, 14, False)]),
    ("7777", [("bomb", 1, 7, False)]),
    ("KKKK", [("bomb", 1, 13, False)]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_readings_of_full_plays(shape, expected):
    assert readings(counts(shape)) == expected


@pytest.mark.parametrize("shape", [
    "34",            # two ranks
    "JQKA2",         # the 2 never joins a run
    "QKA2",
    "4567",          # a straight needs five cards
    "3355",          # pairs not consecutive
    "AA22",          # pair run through the 2
    "AAA2",          # three aces + one: no kind (a short triple only as last cards)
    "333",           # bare triple
    "3334",          # triple with one
    "333444",        # airplane without wings
    "3334445",       # airplane missing wings
    "33344456789",   # too many wings
    "77778",         # no 4+1
    "777788",        # no 4+2
    "7777889",       # no 4+3
    "333344",        # four of a rank with anything: not a triple_two
    "3333444455",    # not an airplane either
    "KKKAAA22",      # triples K, A and two 2s: wrong wing count
    "34566",         # a straight with a card added
], ids=str)
def test_not_plays_when_cards_remain(shape):
    assert readings(counts(shape)) == []


@pytest.mark.parametrize("shape, expected", [
    ("333", [("triple_two", 1, 3, True)]),
    ("8885", [("triple_two", 1, 8, True)]),
    ("AAA", [("triple_two", 1, 14, True)]),
    ("333444", [("airplane", 2, 4, True)]),
    ("3334445", [("airplane", 2, 4, True)]),
    ("333444555", [("airplane", 2, 4, True), ("airplane", 2, 5, True), ("airplane", 3, 5, True)]),
    ("3334445556", [("airplane", 2, 4, False), ("airplane", 2, 5, False), ("airplane", 3, 5, True)]),
], ids=lambda v: v if isinstance(v, str) else "")
def test_last_cards_readings(shape, expected):
    # §4: as the whole hand, a triple or airplane may carry fewer kickers
    assert sorted(readings(counts(shape), whole=True)) == sorted(expected)


def test_whole_hand_does_not_rescue_four_of_a_rank_with_a_kicker():
    assert readings(counts("77778"), whole=True) == []
    assert readings(counts("AAA2"), whole=True) == [("triple_two", 1, 14, True)]


def test_lead_reading_takes_highest_key():
    assert lead_reading(readings(counts("3334445556"))) == ("airplane", 2, 5, False)


def _play(kind, key, units, cards):
    return Play(kind, key, units, parse_cards(cards))


def test_follow_reading_takes_any_beating_reading():
    # wings may form a third triple: 777 888 999 T reads as 777888 (key 8) or 888999 (key 9).
    # Against an airplane of key 8 only the second reading beats, and it is taken.
    mine = readings(counts("777888999T"))
    table = _play("airplane", 8, 2, "7S 7H 7C 8S 8H 8C 3S 3H 4S 4H")  # a table of key 8
    assert follow_reading(mine, table) == ("airplane", 2, 9, False)
    table9 = _play("airplane", 9, 2, "8S 8H 8C 9S 9H 9C 3S 3H 4S 4H")
    assert follow_reading(mine, table9) is None


def test_follow_reading_bomb_rules():
    bomb7 = readings(counts("7777"))
    assert follow_reading(bomb7, _play("straight", 14, 12, "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH")) == ("bomb", 1, 7, False)
    assert follow_reading(bomb7, _play("bomb", 6, 1, "6S 6H 6C 6D")) == ("bomb", 1, 7, False)
    assert follow_reading(bomb7, _play("bomb", 8, 1, "8S 8H 8C 8D")) is None


def test_follow_reading_needs_same_units():
    assert follow_reading(readings(counts("456789")), _play("straight", 7, 5, "3S 4S 5S 6S 7S")) is None
    assert follow_reading(readings(counts("45678")), _play("straight", 7, 5, "3S 4S 5S 6S 7S")) == ("straight", 5, 8, False)


def test_play_shape_str_and_equality():
    p = _play("triple_two", 3, 1, "4D 3H 3S 3C 4S")
    assert str(p) == "3S 3H 3C 4S 4D"
    assert p.shape == "33344"
    assert p == _play("triple_two", 3, 1, "3S 3H 3C 4S 4D")
    assert len(p) == 5
